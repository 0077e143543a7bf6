#include "kit/summary.h"

#include <algorithm>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/banner.h"
#include "kit/board_items.h"
#include "kit/host.h"
#include "kit/theme.h"
#include "kit/widgets.h"

namespace empui::kit {

void summary_banner(Host& host, int& show, const std::string& title, const std::function<void()>& body) {
  if (show < 0 || host.reviewing()) return;
  // An overlay over the board's pane, the board visible around and under
  // it: nothing in the flow moves when it comes or goes.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImVec2 pmin, pmax;
  if (!board_pane(pmin, pmax))
    pmin = vp->WorkPos, pmax = ImVec2(vp->WorkPos.x + vp->WorkSize.x, vp->WorkPos.y + vp->WorkSize.y);
  const bool narrow = host.narrow();
  const float fs = ImGui::GetFontSize();
  const float margin = fs * (narrow ? 0.3f : 0.8f);
  const float w = std::min(pmax.x - pmin.x - margin * 2.0f, fs * 38.0f);
  // At the pane's top, or at its bottom when it would cover fewer of the
  // choices the prompt names (the last frame's legal board items in the
  // pane's view), never under the decision sheet. Where it would cover some
  // either way, it shows only its title with Continue and Details (the whole
  // summary, at the player's wish): the decision's targets stay in view. Its
  // whole height is measured while it is drawn whole.
  // The choice is made once per summary and position, from the frames the
  // screen draws, and then kept: a frame drawn as another seat (the leak
  // check) or a decision's later frames do not move it.
  static int shown_for = -1;
  static size_t shown_at = 0;
  static float full_h = 0.0f;
  static int settling = 0;  // frames left before the choice: the board's scrolling to the decision settles
  static bool expanded = false, decided = false, at_bottom = false, compact = false;
  const size_t moves = host.record().actions.size();
  if (show != shown_for || moves != shown_at) {
    if (show != shown_for) full_h = 0.0f, expanded = false;
    shown_for = show, shown_at = moves;
    decided = at_bottom = compact = false;
    settling = 4;
  }
  if (settling > 0) {
    --settling;
    host.request_redraw(2);
  }
  const float bottom = std::min(pmax.y, board_sheet_top());
  auto covered = [&](float top, float h) {
    int n = 0;
    for (const BoardItem& it : board_items())
      if (const float cy = it.y + it.h * 0.5f; it.legal && cy >= pmin.y && cy <= bottom && it.y < top + h &&
                                               it.y + it.h > top && it.x < (pmin.x + pmax.x + w) * 0.5f &&
                                               it.x + it.w > (pmin.x + pmax.x - w) * 0.5f)
        ++n;
    return n;
  };
  const float top_y = pmin.y + margin, low_y = bottom - margin;
  if (!decided && settling == 0 && full_h > 0.0f) {
    decided = true;
    const int at_top = covered(top_y, full_h),
              below = low_y - full_h > top_y ? covered(low_y - full_h, full_h) : at_top;
    at_bottom = below < at_top;
    if (std::min(at_top, below) > 0) {
      compact = true;
      const float ch = fs * 3.4f;  // its title and the buttons
      at_bottom = covered(low_y - ch, ch) < covered(top_y, ch);
    }
  }
  if (expanded) compact = false;
  ImGui::SetNextWindowPos(ImVec2((pmin.x + pmax.x) * 0.5f, at_bottom ? low_y : top_y), ImGuiCond_Always,
                          ImVec2(0.5f, at_bottom ? 1.0f : 0.0f));
  ImGui::SetNextWindowSizeConstraints(
      ImVec2(w, 0), ImVec2(w, std::max(fs * 5.0f, std::min((pmax.y - pmin.y) * 0.7f, low_y - top_y))));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::v4(theme::overlay_bg));
  ImGui::PushStyleColor(ImGuiCol_Border, theme::v4(theme::box_edge));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, theme::box_rounding);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.5f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_AlwaysAutoResize;
  if (ImGui::Begin("##summary_overlay", nullptr, flags)) {
    const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
    board_overlay(wp, ImVec2(wp.x + ws.x, wp.y + ws.y));
    if (!compact) full_h = ws.y;
    if (!narrow) ImGui::PushFont(fonts::large());  // a phone: the title in the text font, not three lines high
    wrapped(title);
    if (!narrow) ImGui::PopFont();
    // The body takes at most 28% of the screen's height (a quarter on a phone);
    // a longer one scrolls inside the overlay. Measured in one frame, used in the next.
    const float cap = std::max(fs * 5.0f, vp->WorkSize.y * (narrow ? 0.25f : 0.28f));
    if (!compact) {
      ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));  // the overlay's own colour behind it
      const FittedChild fc = begin_fitted_child("##summary_body", cap, fs * 2.0f);
      body();
      if (end_fitted_child(fc)) host.request_redraw(2);
      ImGui::PopStyleColor();
    }
    const float h = narrow ? theme::touch_target : 0.0f;
    overlay_wheel_to_board();
    if (ImGui::Button(tr("board.summary_ok"), ImVec2(narrow && !compact ? -1.0f : 0.0f, h))) {
      show = -1;
      host.request_redraw();
    }
    if (compact) {
      ImGui::SameLine();
      if (ImGui::Button(tr("board.summary_details"), ImVec2(0.0f, h))) {
        expanded = true;
        host.request_redraw();
      }
    }
    settle_auto_size(host);  // kit/widgets.h: the auto size follows the content a frame later
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
}

void summary_list(const std::string& header, size_t count, const std::function<std::string(size_t)>& title,
                  const std::function<void(size_t)>& body) {
  if (count == 0 || !ImGui::CollapsingHeader(header.c_str())) return;
  for (size_t i = count; i-- > 0;) {
    ImGui::PushID(static_cast<int>(i));
    wrapped(title(i));
    body(i);
    ImGui::PopID();
  }
}

}  // namespace empui::kit
