#include "kit/summary.h"

#include <algorithm>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
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
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));  // the box's own colour behind it
  const FittedChild fc = begin_fitted_child("##summary_body", cap, ImGui::GetFontSize() * 2.0f);
  body();
  if (end_fitted_child(fc)) host.request_redraw(2);
  ImGui::PopStyleColor();
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
