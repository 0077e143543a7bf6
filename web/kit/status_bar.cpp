#include "kit/status_bar.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/handover.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/table_presets.h"
#include "kit/theme.h"
#include "kit/widgets.h"

namespace empui::kit {
namespace {

// A box tinted in a seat's colour behind what is drawn between begin and end.
// Its height is the one measured in the previous frame (no draw-list channels,
// so a board may split channels inside); a change asks for one more frame.
struct Tint {
  ImGuiID id = 0;
  ImVec2 p0;
  float right = 0;
};

Tint tint_begin(const Host& host, int seat, const char* id, float alpha) {
  Tint t;
  t.id = ImGui::GetID(id);
  t.p0 = ImGui::GetCursorScreenPos();
  t.right = t.p0.x + ImGui::GetContentRegionAvail().x;
  const float h = ImGui::GetStateStorage()->GetFloat(t.id, 0.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (h > 0) {
    const ImVec2 a(t.p0.x, t.p0.y), b(t.right, t.p0.y + h);
    dl->AddRectFilled(a, b, seat >= 0 ? seat_u32(host, seat, alpha) : IM_COL32(60, 52, 40, 255), 8.0f);
    dl->AddRect(a, b, seat >= 0 ? seat_u32(host, seat, 0.9f) : IM_COL32(200, 170, 100, 255), 8.0f, 0, 2.0f);
  }
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(1, 3));
  ImGui::Indent(theme::space_m);
  return t;
}

// Returns the box's bottom edge.
float tint_end(Host& host, const Tint& t) {
  ImGui::Unindent(theme::space_m);
  ImGui::Dummy(ImVec2(1, 2));
  ImGui::EndGroup();
  const float h = std::round(ImGui::GetItemRectMax().y - t.p0.y + 3.0f);  // whole pixels below
  ImGuiStorage* st = ImGui::GetStateStorage();
  if (std::abs(st->GetFloat(t.id, 0.0f) - h) > 0.5f) {
    st->SetFloat(t.id, h);
    host.request_redraw(2);
  }
  ImGui::SetCursorScreenPos(ImVec2(t.p0.x, t.p0.y + h + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(1, 0));
  return t.p0.y + h;
}

// A seat's panel as an item "seat:<n>" (empires.boardItems(): the tests see where each seat is shown).
void seat_item(int seat, ImVec2 min, ImVec2 max) { board_item("seat:" + std::to_string(seat), min, max, 0, false); }

// Buttons of the status bar: a touch target on a phone.
bool bar_btn(const Host& host, const std::string& label) {
  const float h = host.narrow() ? std::max(40.0f, ImGui::GetFrameHeight()) : 0.0f;
  return ImGui::Button(label.c_str(), ImVec2(0, h));
}

void same_line_if_fits(const std::string& next) {
  const float w = ImGui::CalcTextSize(next.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
}

}  // namespace

std::vector<int> seat_order(const Host& host) {
  const int n = host.num_seats();
  int first = host.held_seat() >= 0 ? host.held_seat() : host.view_seat();
  if (first < 0 || first >= n) first = 0;
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back((first + i) % n);
  return out;
}

void status_bar(Host& host, Board* board, const std::function<void()>& extra) {
  const emp::State& st = host.state();
  if (st.terminal()) return;
  const int held = host.held_seat();
  const int cover = host.cover_seat();
  const int seat = held >= 0 ? held : st.current_player();
  if (seat < 0) return;
  const Tint box = tint_begin(host, seat, "##statusbar", 0.22f);
  // Whose turn.
  const std::string name = host.seat_name(seat);
  std::string who;
  if (host.read_only())  // another tab plays this game: here it is only shown
    who = trf("game.other_tab_turn", {name});
  else if (host.record_full())  // the message above says why
    who = trf("game.record_full_turn", {name});
  else if (held >= 0)
    who = trf("game.held", {name});
  else if (host.bot_to_act())
    who = trf("game.bot_thinking", {name});
  else if (host.remote_to_act() >= 0)
    who = trf("game.remote_turn", {name});
  else
    who = trf("game.your_turn", {name});
  if (cover >= 0) {
    // Hot-seat: the next person confirms having the device (its title says
    // whose turn it is; nothing waits under the cover).
    HandoverText text;
    if (host.cover_hides_board()) text.hint = "game.pass_hint_private";
    handover_cover(host, cover, host.handover(), ImGui::GetFontSize(), text);
    if (board && host.cover_hides_board()) board->draw_reveal_on_cover();  // shown to the whole table first
  } else {
    // Large on a desktop; a phone keeps its height for the board.
    if (!host.narrow()) ImGui::PushFont(fonts::large());
    seat_token(host, seat);
    wrapped(who);
    if (!host.narrow()) ImGui::PopFont();
  }
  // Where the game stands.
  if (board) {
    const std::string line = board->phase_line();
    if (!line.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      wrapped(line);
      ImGui::PopStyleColor();
    }
  }
  // What to do now.
  if (const emp::Action* pending = host.pending_choice()) {
    const std::vector<std::string> names = host.seat_names();
    const std::string label = st.button_label(*pending, host.lang(), &names);
    if (!host.narrow()) ImGui::PushFont(fonts::large());
    wrapped(trf("game.confirm_title", {label}));
    if (!host.narrow()) ImGui::PopFont();
    wrapped(tr("game.confirm_hint"));
    if (bar_btn(host, tr("game.confirm_do"))) {
      Result r = host.confirm_choice();
      if (!r.ok) host.show_error(r.error);
    }
    same_line_if_fits(tr("game.confirm_cancel"));
    if (bar_btn(host, tr("game.confirm_cancel"))) host.cancel_choice();
  } else if (held >= 0) {
    const UndoStop stop = host.undo_stop(held);
    wrapped(tr(host.can_undo()            ? "game.held_hint"
               : stop == UndoStop::Chance ? "game.held_chance"
               : stop == UndoStop::Reveal ? "game.held_reveal"
                                          : "game.held_final"));
    if (bar_btn(host, tr("game.end_turn"))) {
      Result r = host.end_turn();
      if (!r.ok) host.show_error(r.error);
    }
    same_line_if_fits(tr("game.undo"));
    ImGui::BeginDisabled(!host.can_undo());
    if (bar_btn(host, std::string(tr("game.undo")) + "##held")) {
      Result r = host.undo();
      if (!r.ok) host.show_error(r.error);
    }
    ImGui::EndDisabled();
  } else if (cover < 0 && host.acting_seat() >= 0 && !host.record_full()) {
    if (host.undo_stop(host.acting_seat()) == UndoStop::Chance) {  // e.g. after a roll, in the same turn
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      wrapped(tr("game.undo_stops_chance"));
      ImGui::PopStyleColor();
    }
    if (board) {
      board->draw_decision();
    } else {
      if (!host.narrow()) ImGui::PushFont(fonts::large());
      wrapped(tr("game.choose_action"));
      if (!host.narrow()) ImGui::PopFont();
    }
    if (extra) extra();
  }
  tint_end(host, box);
}

void seat_panels(Host& host, Board& board) {
  for (int p : seat_order(host)) {
    ImGui::PushID(p);
    const Tint box = tint_begin(host, p, "##seatpanel", 0.12f);
    board.draw_seat_panel(p, false);
    const float bottom = tint_end(host, box);
    seat_item(p, box.p0, ImVec2(box.right, bottom));
    ImGui::PopID();
  }
}

void seat_strip(Host& host, Board& board, bool open) {
  if (open) {
    bot_speed_bar(host);  // the drawer holds the bot speed too (the desktop: the side column)
    seat_panels(host, board);
    return;
  }
  for (int p : seat_order(host)) {
    ImGui::PushID(p);
    ImGui::BeginGroup();
    board.draw_seat_panel(p, true);
    ImGui::EndGroup();
    seat_item(p, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::PopID();
  }
}

void seat_strip_toggle(Host& host, bool& open) {
  const std::string label = std::string(tr(open ? "game.seats_less" : "game.seats_more")) + "##seatstrip";
  if (ImGui::Button(label.c_str(), ImVec2(-1, std::max(40.0f, ImGui::GetFrameHeight())))) {
    open = !open;
    host.request_redraw();
  }
}

void bot_speed_bar(Host& host) {
  if (host.humans() == host.num_seats() || host.reviewing() || host.state().terminal()) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("game.bot_speed"));
  const int cur = host.bot_delay();
  for (const BotSpeed& o : kBotSpeeds) {
    same_line_if_fits(tr(o.key));
    const bool sel = cur == o.ms;
    if (sel) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button((std::string(tr(o.key)) + "##botspeed").c_str())) host.set_bot_delay(o.ms);
    if (sel) ImGui::PopStyleColor();
  }
}

}  // namespace empui::kit
