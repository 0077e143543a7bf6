#include "kit/summary.h"

#include <algorithm>
#include <cmath>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "kit/banner.h"
#include "kit/board_items.h"
#include "kit/host.h"
#include "kit/widgets.h"

namespace empui::kit {

void summary_banner(Host& host, int& show, const std::string& title, const std::function<void()>& body) {
  if (show < 0 || host.reviewing()) return;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const FramedBox box = begin_framed_box();
  const bool narrow = host.narrow();
  if (!narrow) ImGui::PushFont(fonts::large());  // a phone: the title in the text font, not three lines high
  wrapped(title);
  if (!narrow) ImGui::PopFont();
  // The body takes at most 28% of the screen's height (a quarter on a phone);
  // a longer one scrolls inside its box, so the board stays in view under it.
  // Its height is measured in one frame and used in the next.
  const float cap = std::max(ImGui::GetFontSize() * 5.0f, ImGui::GetIO().DisplaySize.y * (narrow ? 0.25f : 0.28f));
  ImGuiStorage* st = ImGui::GetStateStorage();
  const ImGuiID hid = ImGui::GetID("##summary_h");
  const float want = st->GetFloat(hid, cap);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));  // the box's own colour behind it
  // Never 0: a child 0 high would fill the whole rest of the board's pane.
  ImGui::BeginChild("##summary_body", ImVec2(0, std::clamp(want, ImGui::GetFontSize() * 2.0f, cap)), false);
  const bool drawn = !ImGui::GetCurrentWindowRead()->SkipItems;  // scrolled out of view: nothing is measured
  body();
  const float used = ImGui::GetCursorPosY();
  drag_scroll();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  if (drawn && std::abs(st->GetFloat(hid, 0) - used) > 0.5f) {
    st->SetFloat(hid, used);
    host.request_redraw(2);
  }
  if (ImGui::Button(tr("board.summary_ok"))) show = -1;
  end_framed_box(box);
  // Scrolling to the decision keeps the summary (and its Continue) in view.
  board_focus(top, ImGui::GetCursorScreenPos());
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
