#include "kit/summary.h"

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/banner.h"
#include "kit/board_items.h"
#include "kit/host.h"
#include "kit/widgets.h"

namespace empui::kit {

void summary_banner(const Host& host, int& show, const std::string& title, const std::function<void()>& body) {
  if (show < 0 || host.reviewing()) return;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const FramedBox box = begin_framed_box();
  ImGui::PushFont(fonts::large());
  wrapped(title);
  ImGui::PopFont();
  body();
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
