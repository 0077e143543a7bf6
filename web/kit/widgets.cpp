#include "kit/widgets.h"

#include <algorithm>
#include <cmath>

#include "fonts.h"
#include "imgui_internal.h"
#include "kit/host.h"
#include "kit/status_bar.h"
#include "kit/tooltip.h"

namespace empui {

bool bar_button(const char* label) {
  const float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + w > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::NewLine();
  return ImGui::Button(label);
}

void drag_scroll() {
  // Touch screens have no wheel: a vertical drag scrolls the innermost
  // scrollable window under the finger, even when it starts on a button (the
  // press is then cancelled, so scrolling a list never clicks an item).
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiWindow* window = g.CurrentWindow;
  static ImGuiID s_scrolling = 0;  // window being drag-scrolled
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    s_scrolling = 0;
    return;
  }
  if (s_scrolling == 0) {
    const ImVec2 d = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
    if (std::fabs(d.y) < 10.0f || std::fabs(d.y) < std::fabs(d.x)) return;
    // A list scrolled to its end in the drag's direction hands the drag on to
    // the window around it (as pages do): a phone's log at the bottom of the
    // board never traps the finger.
    auto can_scroll = [&](const ImGuiWindow* w) {
      if (w->ScrollMax.y <= 0.0f) return false;
      return d.y > 0.0f ? w->Scroll.y > 0.5f : w->Scroll.y < w->ScrollMax.y - 0.5f;
    };
    ImGuiWindow* target = g.HoveredWindow;
    while (target && !can_scroll(target) && (target->Flags & ImGuiWindowFlags_ChildWindow))
      target = target->ParentWindow;
    if (target != window || !can_scroll(window)) return;
    const ImGuiID active = ImGui::GetActiveID();
    if (active != 0) {
      // Keep drags that belong to the item: scrollbars, popups and text fields
      // (sliders are dragged sideways, which never scrolls).
      if (active == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)) return;
      if (g.ActiveIdWindow && (g.ActiveIdWindow->Flags & ImGuiWindowFlags_Popup)) return;
      if (g.InputTextState.ID == active) return;
      ImGui::ClearActiveID();
    }
    s_scrolling = window->ID;
    ImGui::SetScrollY(window, window->Scroll.y - d.y);  // catch up with the threshold
    return;
  }
  if (s_scrolling == window->ID && g.IO.MouseDelta.y != 0.0f) {
    ImGui::SetScrollY(window, window->Scroll.y - g.IO.MouseDelta.y);
    if (g.ActiveId != 0 && g.ActiveIdWindow == window) ImGui::ClearActiveID();
  }
}

bool wide_button(const char* label, float width) {
  // Taller on narrow (touch) screens.
  const float h = ImGui::GetFrameHeight() * (ImGui::GetMainViewport()->WorkSize.x < 760.0f ? 1.25f : 1.0f);
  return ImGui::Button(label, ImVec2(width < 0 ? ImGui::GetContentRegionAvail().x : width, h));
}

void wrapped(const std::string& text) {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  ImGui::PopTextWrapPos();
}

void heading(const char* text) {
  // Wrapped: a long heading (German) is never cut at the panel's edge.
  ImGui::PushFont(fonts::large());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

void stat_line(const std::vector<IconStat>& stats, bool dim) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float gap = ImGui::GetFontSize() * 0.9f;
  if (dim) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  bool first = true;
  for (const IconStat& s : stats) {
    if (!first && ImGui::GetItemRectMax().x + gap + ImGui::CalcTextSize(s.text.c_str()).x <= right)
      ImGui::SameLine(0.0f, gap);
    first = false;
    ImGui::TextUnformatted(s.text.c_str(), s.text.c_str() + s.text.size());
    kit::item_tooltip(s.tip);
  }
  if (dim) ImGui::PopStyleColor();
}

FittedChild begin_fitted_child(const char* id, float cap, float min_h, int flags) {
  FittedChild c;
  c.id = ImGui::GetID((std::string(id) + "_h").c_str());
  const float want = ImGui::GetStateStorage()->GetFloat(c.id, cap);
  ImGui::BeginChild(id, ImVec2(0, std::clamp(want, std::max(1.0f, std::min(min_h, cap)), cap)), false, flags);
  c.drawn = !ImGui::GetCurrentWindowRead()->SkipItems;
  return c;
}

bool end_fitted_child(const FittedChild& c, bool grow_only) {
  float used = ImGui::GetCursorPosY();
  drag_scroll();
  ImGui::EndChild();
  ImGuiStorage* st = ImGui::GetStateStorage();
  if (grow_only) used = std::max(used, st->GetFloat(c.id, 0));
  if (!c.drawn || std::abs(st->GetFloat(c.id, 0) - used) <= 0.5f) return false;
  st->SetFloat(c.id, used);
  return true;
}

std::string fitted_name(const std::string& name, float share) {
  return kit::fit_lines(name, std::max(ImGui::GetFontSize() * 3.0f, ImGui::GetContentRegionAvail().x * share), 1);
}

void name_text(const std::string& name, float share) {
  const std::string shown = fitted_name(name, share);
  ImGui::TextUnformatted(shown.c_str());
  if (shown != name) kit::item_tooltip(name);
}

}  // namespace empui

namespace empui::kit {
void settle_auto_size(Host& host) {
  const float want = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  ImGuiStorage* st = ImGui::GetStateStorage();
  const ImGuiID id = ImGui::GetID("##auto_h");
  if (std::abs(st->GetFloat(id, -1.0f) - want) > 0.5f) {
    st->SetFloat(id, want);
    host.request_redraw(2);
  }
}
}  // namespace empui::kit
