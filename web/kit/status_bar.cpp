#include "kit/status_bar.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board_items.h"
#include "kit/handover.h"
#include "kit/pieces.h"
#include "kit/web_game.h"
#include "ui_util.h"

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

Tint tint_begin(App& app, const Session& s, int seat, const char* id, float alpha) {
  Tint t;
  t.id = ImGui::GetID(id);
  t.p0 = ImGui::GetCursorScreenPos();
  t.right = t.p0.x + ImGui::GetContentRegionAvail().x;
  const float h = ImGui::GetStateStorage()->GetFloat(t.id, 0.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (h > 0) {
    const ImVec2 a(t.p0.x, t.p0.y), b(t.right, t.p0.y + h);
    dl->AddRectFilled(a, b, seat >= 0 ? seat_u32(s, seat, alpha) : IM_COL32(60, 52, 40, 255), 8.0f);
    dl->AddRect(a, b, seat >= 0 ? seat_u32(s, seat, 0.9f) : IM_COL32(200, 170, 100, 255), 8.0f, 0, 2.0f);
  }
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(1, 3));
  ImGui::Indent(8);
  (void)app;
  return t;
}

// Returns the box's bottom edge.
float tint_end(App& app, const Tint& t) {
  ImGui::Unindent(8);
  ImGui::Dummy(ImVec2(1, 2));
  ImGui::EndGroup();
  const float h = std::round(ImGui::GetItemRectMax().y - t.p0.y + 3.0f);  // whole pixels below
  ImGuiStorage* st = ImGui::GetStateStorage();
  if (std::abs(st->GetFloat(t.id, 0.0f) - h) > 0.5f) {
    st->SetFloat(t.id, h);
    app.request_redraw(2);
  }
  ImGui::SetCursorScreenPos(ImVec2(t.p0.x, t.p0.y + h + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(1, 0));
  return t.p0.y + h;
}

// A seat's panel as an item "seat:<n>" (empires.boardItems(): the tests see where each seat is shown).
void seat_item(int seat, ImVec2 min, ImVec2 max) { board_item("seat:" + std::to_string(seat), min, max, 0, false); }

// Buttons of the status bar: a touch target on a phone.
bool bar_btn(App& app, const std::string& label) {
  const float h = app.narrow() ? std::max(40.0f, ImGui::GetFrameHeight()) : 0.0f;
  return ImGui::Button(label.c_str(), ImVec2(0, h));
}

void same_line_if_fits(const std::string& next) {
  const float w = ImGui::CalcTextSize(next.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
}

}  // namespace

std::vector<int> seat_order(const App& app, const Session& s) {
  const int n = s.state->num_players();
  int first = app.held_seat() >= 0 ? app.held_seat() : app.view_seat();
  if (first < 0 || first >= n) first = 0;
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back((first + i) % n);
  return out;
}

void status_bar(App& app, Session& s, const WebGame* game, void (*extra)(App&, Session&)) {
  const emp::State& st = *s.state;
  if (st.terminal() || s.choosing_seats) return;
  const int held = app.held_seat();
  const int cover = app.cover_seat();
  const int seat = held >= 0 ? held : st.current_player();
  if (seat < 0) return;
  const Tint box = tint_begin(app, s, seat, "##statusbar", 0.22f);
  // Whose turn.
  const std::string name = seat_name(s, seat);
  std::string who;
  if (s.read_only)  // another tab plays this game: here it is only shown
    who = trf("game.other_tab_turn", {name});
  else if (held >= 0)
    who = trf("game.held", {name});
  else if (app.bot_to_act())
    who = trf("game.bot_thinking", {name});
  else if (app.remote_to_act() >= 0)
    who = trf("game.remote_turn", {name});
  else
    who = trf("game.your_turn", {name});
  if (cover >= 0) {
    // Hot-seat: the next person confirms having the device (its title says
    // whose turn it is; nothing waits under the cover).
    HandoverText text;
    if (app.cover_hides_board()) text.hint = "game.pass_hint_private";
    handover_cover(s, cover, s.handover, ImGui::GetFontSize(), text);
  } else {
    ImGui::PushFont(fonts::large());
    seat_token(s, seat);
    wrapped(who);
    ImGui::PopFont();
  }
  // Where the game stands.
  if (game && game->phase_line) {
    const std::string line = game->phase_line(app, s);
    if (!line.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      wrapped(line);
      ImGui::PopStyleColor();
    }
  }
  // What to do now.
  if (s.confirm.open) {
    const std::vector<std::string> names = seat_names(s);
    const std::string label = st.action_label(s.confirm.action, app.lang(), &names);
    if (!app.narrow()) ImGui::PushFont(fonts::large());
    wrapped(trf("game.confirm_title", {label}));
    if (!app.narrow()) ImGui::PopFont();
    wrapped(tr("game.confirm_hint"));
    if (bar_btn(app, tr("game.confirm_do"))) {
      Result r = app.confirm_choice();
      if (!r.ok) app.banner = r.error;
    }
    same_line_if_fits(tr("game.confirm_cancel"));
    if (bar_btn(app, tr("game.confirm_cancel"))) app.cancel_choice();
  } else if (held >= 0) {
    wrapped(tr("game.held_hint"));
    if (bar_btn(app, tr("game.end_turn"))) {
      Result r = app.end_turn();
      if (!r.ok) app.banner = r.error;
    }
    same_line_if_fits(tr("game.undo"));
    ImGui::BeginDisabled(!app.can_undo());
    if (bar_btn(app, std::string(tr("game.undo")) + "##held")) {
      Result r = app.undo();
      if (!r.ok) app.banner = r.error;
    }
    ImGui::EndDisabled();
  } else if (cover < 0 && app.acting_seat() >= 0) {
    if (game && game->draw_decision) {
      game->draw_decision(app, s);
    } else {
      if (!app.narrow()) ImGui::PushFont(fonts::large());
      wrapped(tr("game.choose_action"));
      if (!app.narrow()) ImGui::PopFont();
    }
    if (extra) extra(app, s);
  }
  tint_end(app, box);
}

void seat_panels(App& app, Session& s, const WebGame& game) {
  if (!game.draw_seat_panel) return;
  for (int p : seat_order(app, s)) {
    ImGui::PushID(p);
    const Tint box = tint_begin(app, s, p, "##seatpanel", 0.12f);
    game.draw_seat_panel(app, s, p, false);
    const float bottom = tint_end(app, box);
    seat_item(p, box.p0, ImVec2(box.right, bottom));
    ImGui::PopID();
  }
}

void seat_strip(App& app, Session& s, const WebGame& game, bool open) {
  if (!game.draw_seat_panel) return;
  if (open) {
    bot_speed_bar(app, s);  // the drawer holds the bot speed too (the desktop: the side column)
    seat_panels(app, s, game);
    return;
  }
  for (int p : seat_order(app, s)) {
    ImGui::PushID(p);
    ImGui::BeginGroup();
    game.draw_seat_panel(app, s, p, true);
    ImGui::EndGroup();
    seat_item(p, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::PopID();
  }
}

void seat_strip_toggle(App& app, bool& open) {
  const std::string label = std::string(tr(open ? "game.seats_less" : "game.seats_more")) + "##seatstrip";
  if (ImGui::Button(label.c_str(), ImVec2(-1, std::max(40.0f, ImGui::GetFrameHeight())))) {
    open = !open;
    app.request_redraw();
  }
}

void bot_speed_bar(App& app, Session& s) {
  bool any_bot = false;
  for (const auto& c : s.seats) any_bot |= c.bot;
  if (!any_bot || app.reviewing() || s.state->terminal()) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("game.bot_speed"));
  const int cur = app.effective_bot_delay();
  for (const BotSpeed& o : kBotSpeeds) {
    same_line_if_fits(tr(o.key));
    const bool sel = cur == o.ms;
    if (sel) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button((std::string(tr(o.key)) + "##botspeed").c_str())) app.set_bot_delay(o.ms);
    if (sel) ImGui::PopStyleColor();
  }
}

}  // namespace empui::kit
