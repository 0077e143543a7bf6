#include "kit/handover.h"

#include <algorithm>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/widgets.h"

namespace empui::kit {

bool handover_cover(const Host& host, int seat, Handover& state, float font_size, const HandoverText& text) {
  const int humans = host.humans();
  if (seat < 0 || humans < 2 || state.confirmed == seat) return false;
  const std::string name = host.seat_name(seat);
  const std::string title = trf(text.pass_to, {name}), hint = trf(text.hint, {name});
  // Tall enough for the wrapped texts and the button (a phone wraps them): no scrolling.
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = ImGui::GetContentRegionAvail().x;
  const float inner = std::max(font_size * 4.0f, w - st.WindowPadding.x * 2.0f);
  ImGui::PushFont(fonts::large());
  const float token = ImGui::GetTextLineHeight() + st.ItemSpacing.x;
  const float title_h = ImGui::CalcTextSize(title.c_str(), nullptr, false, inner - token).y;
  ImGui::PopFont();
  const float hint_h = ImGui::CalcTextSize(hint.c_str(), nullptr, false, inner).y;
  const float button_h = ImGui::GetFrameHeight() * (ImGui::GetMainViewport()->WorkSize.x < 760.0f ? 1.25f : 1.0f);
  const float h = st.WindowPadding.y * 2.0f + title_h + hint_h + button_h + st.ItemSpacing.y * 2.0f + 4.0f;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(seat_u32(host, seat, 0.35f)));
  ImGui::BeginChild("##pass", ImVec2(w, std::max(h, font_size * 6.5f)), true, ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleColor();
  ImGui::PushFont(fonts::large());
  seat_token(host, seat);
  wrapped(title);
  ImGui::PopFont();
  wrapped(hint);
  if (wide_button(trf(text.ready, {name}).c_str())) state.confirmed = seat;
  ImGui::EndChild();
  return true;
}

}  // namespace empui::kit
