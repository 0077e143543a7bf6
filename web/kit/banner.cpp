#include "kit/banner.h"

#include "fonts.h"
#include "i18n.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/theme.h"
#include "kit/widgets.h"

namespace empui::kit {

void turn_banner(const Host& host, int seat, const std::string& phase_line, float fs) {
  if (seat < 0) return;
  const float w = ImGui::GetContentRegionAvail().x;
  const float h = fs * 2.6f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const int col = colour_of(host, seat);
  dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + h), seat_u32(host, seat, 0.9f), theme::box_rounding);
  dl->AddRect(p0, ImVec2(p0.x + w, p0.y + h), IM_COL32(255, 240, 200, 160), 8.0f, 0, 2.0f);
  draw_disc(dl, ImVec2(p0.x + h * 0.5f, p0.y + h * 0.5f), h * 0.36f, col);
  const ImU32 ink = dark_ink_on(col) ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255);
  const std::string name = host.seat_name(seat);
  const std::string who = host.reviewing()     ? trf("review.to_move", {name})  // review: a past position
                          : host.record_full() ? trf("game.record_full_turn", {name})
                          : host.bot_to_act()  ? trf("game.bot_thinking", {name})
                                               : trf("game.your_turn", {name});
  const float big = fs * 1.35f;
  dl->AddText(fonts::large(), big, ImVec2(p0.x + h, p0.y + h * 0.5f - big * 0.62f), ink, who.c_str());
  text_at(dl, ImVec2(p0.x + h, p0.y + h * 0.5f + big * 0.32f), fs * 0.8f, ink, phase_line);
  ImGui::Dummy(ImVec2(w, h));
}

FramedBox begin_framed_box() {
  // Content on channel 1, its background drawn behind on channel 0 at the end.
  FramedBox box;
  box.dl = ImGui::GetWindowDrawList();
  box.dl->ChannelsSplit(2);
  box.dl->ChannelsSetCurrent(1);
  box.p0 = ImGui::GetCursorScreenPos();
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(1, 2));
  ImGui::Indent(theme::space_m);
  return box;
}

void end_framed_box(const FramedBox& box) {
  ImGui::Unindent(theme::space_m);
  ImGui::EndGroup();
  ImDrawList* dl = box.dl;
  const ImVec2 p0 = box.p0;
  dl->ChannelsSetCurrent(0);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  dl->AddRectFilled(ImVec2(p0.x - 4, p0.y - 2), ImVec2(right, ImGui::GetItemRectMax().y + 6), theme::box, 8.0f);
  dl->AddRect(ImVec2(p0.x - 4, p0.y - 2), ImVec2(right, ImGui::GetItemRectMax().y + 6), theme::box_edge, 8.0f, 0, 2.0f);
  dl->ChannelsMerge();
  ImGui::Dummy(ImVec2(1, 6));
}

}  // namespace empui::kit
