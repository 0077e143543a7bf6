// The table on the game screen: the seat chooser after a link opened (which
// seats are played at this device; bot seats stay the bots the link names)
// and, while a person at another device is to move, the link to send them.
#include <algorithm>
#include <string>

#include "app.h"
#include "i18n.h"
#include "item_probe.h"
#include "kit/pieces.h"
#include "persistence.h"
#include "platform/platform.h"
#include "platform/storage.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {

bool draw_seat_chooser(App& app, Session& s) {
  if (!s.choosing_seats) return false;
  heading(tr("table.choose_title"));
  wrapped(tr(s.record.table.game_uid != 0 ? "table.choose_hint_link" : "table.choose_hint"));
  ImGui::Spacing();
  const int to_act = s.state->terminal() ? -1 : s.state->current_player();
  for (size_t i = 0; i < s.pending_seats.size(); ++i) {
    SeatConfig& c = s.pending_seats[i];
    ImGui::PushID(static_cast<int>(i));
    kit::colour_dot(c.colour, true);
    ImGui::AlignTextToFramePadding();
    std::string who = seat_name(s, static_cast<int>(i));
    if (static_cast<int>(i) == to_act) who += "  " + std::string(tr("table.to_move"));
    ImGui::TextUnformatted(who.c_str());
    {  // the row's buttons in a column 12 em in, nearer on a narrow screen, else on a line of their own
      const ImGuiStyle& st = ImGui::GetStyle();
      const float buttons =
          c.bot ? 0.0f
                : ImGui::CalcTextSize(tr("table.elsewhere")).x +
                      std::max(ImGui::CalcTextSize(tr("table.here")).x, ImGui::CalcTextSize(tr("table.take_over")).x) +
                      4.0f * st.FramePadding.x + 2.0f;
      const float right = ImGui::GetWindowContentRegionMax().x;
      const float column = std::min(ImGui::GetFontSize() * 12.0f, right - buttons);
      const float name_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + st.ItemSpacing.x;
      if (column >= name_end)
        ImGui::SameLine(column);
      else
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 1.5f);
    }
    if (c.bot) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextDisabled("%s", trf("table.bot_seat", {tr("bot." + c.bot_kind)}).c_str());
    } else if (app.seat_played_elsewhere(static_cast<int>(i))) {
      // The link says this person plays at another device: taking the seat
      // over here is explicit, and everybody here is told.
      const bool taking = (s.pending_take >> i) & 1u;
      ImGui::PushStyleColor(ImGuiCol_Button,
                            ImGui::GetStyleColorVec4(taking ? ImGuiCol_FrameBg : ImGuiCol_ButtonActive));
      if (ImGui::Button(tr("table.elsewhere"))) app.take_over_seat(static_cast<int>(i), false);
      ImGui::PopStyleColor();
      ImGui::SameLine(0, 2);
      ImGui::PushStyleColor(ImGuiCol_Button,
                            ImGui::GetStyleColorVec4(taking ? ImGuiCol_ButtonActive : ImGuiCol_FrameBg));
      if (ImGui::Button(tr("table.take_over"))) app.take_over_seat(static_cast<int>(i), true);
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("table.take_over_tip"));
      if (taking) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.75f, 0.35f, 1.0f));
        wrapped(trf("table.take_over_warn", {seat_name(s, static_cast<int>(i))}));
        ImGui::PopStyleColor();
      } else if (static_cast<int>(i) == to_act && ((s.pending_moved >> i) & 1u)) {
        // The seat to move has moved before: whoever opened this link is not
        // simply its player (a copied link, or a new device).
        const std::string line = trf("table.moved_line", {seat_name(s, static_cast<int>(i))});
        wrapped(line);
        probe::note(line);
      }
    } else {
      for (int b = 0; b < 2; ++b) {
        if (b) ImGui::SameLine(0, 2);
        const bool on = c.remote == (b == 1);
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(on ? ImGuiCol_ButtonActive : ImGuiCol_FrameBg));
        if (ImGui::Button(tr(b ? "table.elsewhere" : "table.here"))) c.remote = b == 1;
        ImGui::PopStyleColor();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(b ? "table.elsewhere_tip" : "table.here_tip"));
      }
    }
    ImGui::PopID();
  }
  ImGui::Spacing();
  if (ImGui::Button(tr("table.start"))) {
    Result r = app.confirm_seats();
    if (!r.ok) app.banner = r.error;
  }
  return true;
}

void draw_not_saving(App& app, const Session& s) {
  if (app.storage_error == 0 || s.read_only || app.reviewing()) return;
  const std::string why = persist::error_message(static_cast<persist::StoreError>(app.storage_error));
  if (app.banner.find(why) != std::string::npos) return;  // the banner above says it already
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.40f, 1.0f));
  const std::string line = trf("saves.not_saving", {why});
  wrapped(line);
  probe::note(line);
  ImGui::PopStyleColor();
}

void draw_send_move(App& app, Session& s) {
  // The game ended here: the people elsewhere get the final position too.
  if (s.state->terminal() && app.game_uid() != 0 && !s.choosing_seats) {
    std::string others;
    for (size_t i = 0; i < s.seats.size(); ++i)
      if (s.seats[i].remote) others += (others.empty() ? "" : ", ") + seat_name(s, static_cast<int>(i));
    if (others.empty()) return;
    wrapped(trf("pbl.send_end", {others}));
    if (ImGui::Button(tr("pbl.copy"))) plat::copy_text(app.send_link());
    ImGui::Separator();
    return;
  }
  if (s.taken_over && !s.choosing_seats) {  // told to everybody at this device, for the rest of the game
    std::string names;
    for (size_t i = 0; i < s.seats.size(); ++i)
      if ((s.taken_over >> i) & 1u) names += (names.empty() ? "" : ", ") + seat_name(s, static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.75f, 0.35f, 1.0f));
    const std::string line = trf("table.taken_line", {names});
    wrapped(line);
    probe::note(line);
    ImGui::PopStyleColor();
  }
  const int seat = app.remote_to_act();
  if (seat < 0) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.80f, 1.0f, 1.0f));
  heading(trf("pbl.send_title", {seat_name(s, seat)}).c_str());
  ImGui::PopStyleColor();
  wrapped(trf("pbl.send_hint", {seat_name(s, seat)}));
  if (s.info->private_information) wrapped(tr("pbl.whole_game"));
  if (ImGui::Button(tr("pbl.copy"))) plat::copy_text(app.send_link());  // a toast confirms
  ImGui::Separator();
}

}  // namespace empui
