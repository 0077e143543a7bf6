#include "kit/handover.h"

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/pieces.h"
#include "ui_util.h"

namespace empui::kit {

bool handover_cover(const Session& s, int seat, Handover& state, float font_size, const HandoverText& text) {
  int humans = 0;
  for (const auto& c : s.seats) humans += !c.bot;
  if (seat < 0 || humans < 2 || state.confirmed == seat) return false;
  const std::string name = seat_name(s, seat);
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(seat_u32(s, seat, 0.35f)));
  ImGui::BeginChild("##pass", ImVec2(w, font_size * 6.5f), true);
  ImGui::PopStyleColor();
  ImGui::PushFont(fonts::large());
  seat_token(s, seat);
  ImGui::TextUnformatted(trf(text.pass_to, {name}).c_str());
  ImGui::PopFont();
  wrapped(tr(text.hint));
  if (wide_button(trf(text.ready, {name}).c_str())) state.confirmed = seat;
  ImGui::EndChild();
  return true;
}

}  // namespace empui::kit
