// The generic game screen, for any registered game: whose turn it is, the legal
// actions as buttons, scores, the game log and the game-over summary. A game
// with a front end of its own (kit/web_game.h) shows its board in place of the
// action list.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "item_probe.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/handover.h"
#include "kit/pieces.h"
#include "kit/status_bar.h"
#include "kit/theme.h"
#include "kit/tooltip.h"
#include "kit/web_game.h"
#include "platform/platform.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

std::string game_name(const emp::GameInfo& g) { return language() == emp::Lang::De ? g.name_de : g.name_en; }

// What the screen remembers for one game (Session::screen_ui).
struct ScreenUi : GameUi {
  char filter[64] = "";
  bool share_open = false;
  std::string share_link;
  bool copied = false;
  bool play_again = false;
  bool seats_open = false;  // the phone's seat drawer
  // Scrolling the board to a new decision: the position it was done for, and
  // the frames left to do it in (the layout settles over a few frames).
  size_t focus_key = ~size_t{0};
  int focus_frames = 0;
  bool shown_over = false;  // the end screen has been drawn (it opens at its top)
};
ScreenUi& ui_of(Session& s) { return session_ui<ScreenUi>(s.screen_ui); }

// The seat whose view is shown: the human to act (none while the hand-over
// cover hides the board), else the only human, else a spectator (App::view_seat).
int viewer(const App& app, const Session& s) {
  (void)s;
  return app.view_seat();
}

void status_line(App& app, Session& s) {
  const emp::State& st = *s.state;
  if (st.terminal()) {
    ImGui::PushFont(fonts::large());
    ImGui::TextUnformatted(tr("game.over"));
    ImGui::PopFont();
    return;
  }
  const int p = st.current_player();
  ImGui::PushFont(fonts::large());
  kit::colour_dot(s.seats[static_cast<size_t>(p)].colour);
  const std::string name = fitted_name(seat_name(s, p), 0.5f);
  if (app.bot_to_act())
    ImGui::TextUnformatted(trf("game.bot_thinking", {name}).c_str());
  else if (app.remote_to_act() >= 0)
    ImGui::TextUnformatted(trf("game.remote_turn", {name}).c_str());
  else
    ImGui::TextUnformatted(trf("game.your_turn", {name}).c_str());
  ImGui::PopFont();
}

void action_list(App& app, Session& s) {
  ScreenUi& ui = ui_of(s);
  std::vector<emp::Action> actions;
  if (app.acting_seat() >= 0) s.state->legal_actions(actions);  // none while the hand-over cover is up
  if (actions.empty()) {
    // The status bar says who is to act (nothing under the hand-over cover).
    if (app.cover_seat() < 0 && app.held_seat() < 0) ImGui::TextDisabled("%s", tr("game.waiting"));
    return;
  }
  ImGui::TextUnformatted(tr("game.choose_action"));
  if (actions.size() > 12) {
    ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 16));
    ImGui::InputTextWithHint("##filter", tr("game.filter"), ui.filter, sizeof ui.filter);
  }
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  const emp::Lang lang = app.lang();
  for (emp::Action a : actions) {
    const std::string label = s.state->button_label(a, lang);
    if (ui.filter[0]) {
      std::string l = label, f = ui.filter;
      std::transform(l.begin(), l.end(), l.begin(), [](unsigned char c) { return std::tolower(c); });
      std::transform(f.begin(), f.end(), f.begin(), [](unsigned char c) { return std::tolower(c); });
      if (l.find(f) == std::string::npos) continue;
    }
    ImGui::PushID(static_cast<int>(a));
    if (wide_button(label.c_str())) {
      Result r = app.choose(a);
      if (!r.ok) app.banner = r.error;
      ui.filter[0] = 0;
      ImGui::PopID();
      break;  // the action list changed
    }
    ImGui::PopID();
  }
  ImGui::PopStyleVar();
}

// Where the board's scrolling pane is on the screen, as an item "pane:board"
// (no action): the tests measure how much of a phone's height the board gets.
void board_pane_item() {
  kit::BoardItem it;
  it.label = "pane:board";
  const ImVec2 p = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
  kit::set_board_pane(p, ImVec2(p.x + sz.x, p.y + sz.y));
  it.x = p.x, it.y = p.y, it.w = sz.x, it.h = sz.y;
  kit::board_items_add(std::move(it));
}

// Room under the pane's content for the decision sheet over its bottom, so
// that the board's last row can be scrolled up above the sheet.
void sheet_room() {
  const float covered = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - kit::board_sheet_top();
  if (covered > 0.0f) ImGui::Dummy(ImVec2(1.0f, covered));
}

// A phone: the log lies under the board, so its newest entry is a row above
// the board, as high as a touch target (whole in its tooltip: a long press),
// always in view.
void newest_log_line(App& app, Session& s, float width) {
  const std::vector<std::string> last = log_last_move(s, app.view_seat());
  std::string text = last.empty() ? std::string(tr("game.log_empty")) : last.front();
  for (size_t i = 1; i < last.size(); ++i) text += " · " + last[i];
  const int seat = s.log.empty() ? -1 : s.log.back().seat;
  // A touch target's height (its tooltip is a long press): up to two lines
  // of the entry, centred in it.
  const float w = std::max(1.0f, width);
  const float line = ImGui::GetTextLineHeight();
  const float h = std::max(theme::touch_target, line * 2.0f + ImGui::GetStyle().ItemSpacing.y);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##log_newest", ImVec2(w, h));
  const ImVec2 after = ImGui::GetCursorScreenPos();
  kit::board_item("log:newest", p, ImVec2(p.x + w, p.y + h), 0, false);
  probe::note(text);
  kit::item_tooltip(text);  // the whole entry (a long press on a phone)
  const float dot =
      seat >= 0 && static_cast<size_t>(seat) < s.seats.size() ? line + ImGui::GetStyle().ItemSpacing.x : 0.0f;
  const float text_w = std::max(1.0f, w - dot);
  const std::string shown = kit::fit_lines(text, text_w, 2);
  const float text_h = ImGui::CalcTextSize(shown.c_str(), nullptr, false, text_w).y;
  ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + std::max(0.0f, (h - text_h) * 0.5f)));
  if (dot > 0.0f) {
    kit::colour_dot(s.seats[static_cast<size_t>(seat)].colour);
    ImGui::SameLine();
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
  ImGui::TextDisabled("%s", shown.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorScreenPos(after);
}

}  // namespace

void draw_players_table(App& app, Session& s) {
  std::vector<int> scores, ranks;
  s.state->scores(scores);
  const bool over = s.state->terminal();
  if (over) s.state->ranks(ranks);
  const int cols = over ? 3 : 2;
  if (!ImGui::BeginTable("##players", cols, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(tr("game.score"), ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 4.5f);
  if (over) ImGui::TableSetupColumn(tr("game.rank"), ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 3.5f);
  ImGui::TableHeadersRow();
  const uint32_t mask = s.state->to_act();
  for (int i = 0; i < s.state->num_players(); ++i) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    kit::colour_dot(s.seats[static_cast<size_t>(i)].colour);
    std::string name = fitted_name(seat_name(s, i), 0.5f);  // the score columns stay in view
    if (s.seats[static_cast<size_t>(i)].bot) name += std::string(" (") + tr("game.bot_tag") + ")";
    if (mask & (1u << i)) name = "▶ " + name;
    ImGui::TextUnformatted(name.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::Text("%d", i < static_cast<int>(scores.size()) ? scores[static_cast<size_t>(i)] : 0);
    if (over) {
      ImGui::TableSetColumnIndex(2);
      const int r = i < static_cast<int>(ranks.size()) ? ranks[static_cast<size_t>(i)] : 0;
      ImGui::TextUnformatted(trf("game.rank_n", {std::to_string(r + 1)}).c_str());
    }
  }
  ImGui::EndTable();
  (void)app;
}

namespace {
void players_table(App& app, Session& s) { draw_players_table(app, s); }
void game_log(App& app, Session& s, float height) { draw_game_log(app, s, height); }

// The raw observation, for developers only (?dev=1): players see the board.
void details(App& app, Session& s) {
  if (!app.dev_mode() || !ImGui::CollapsingHeader(tr("game.details"))) return;
  const std::string obs = s.state->observation_json(viewer(app, s));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", obs.c_str());
  ImGui::PopTextWrapPos();
}

// A notice of at most two lines with its OK button on the same line (the
// whole text in its tooltip, a long press on a phone): the seats and the log
// beside or under it keep their room. True when OK was pressed.
bool notice_line(const std::string& text, const ImVec4& colour, const char* ok_id, float touch_h) {
  const float w = ImGui::GetContentRegionAvail().x;
  const float bw = ImGui::CalcTextSize(tr("common.ok")).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  const float tw = std::max(ImGui::GetFontSize() * 4.0f, w - bw - ImGui::GetStyle().ItemSpacing.x);
  const std::string shown = kit::fit_lines(text, tw, 2);
  const float x0 = ImGui::GetCursorPosX();
  ImGui::PushTextWrapPos(x0 + tw);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(shown.c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  probe::note(text);  // on screen, in the current language (tests read it)
  if (shown != text) kit::item_tooltip(text);
  ImGui::SameLine(x0 + w - bw);
  return ImGui::Button((std::string(tr("common.ok")) + ok_id).c_str(), ImVec2(bw, touch_h));
}

// Messages of the app about this game (opened from a link, an error, the
// autosave stopped, another tab plays it, the record is full): in the flow
// where they move no board: a desktop's side column above the seats, a
// phone's top above the status bar (they come and go with a message, not
// with a decision).
void notices(App& app, Session& s) {
  const bool narrow = app.narrow();
  const float touch_h = narrow ? theme::touch_target : 0.0f;
  // e.g. "Opened from a link: ..."
  if (!app.notice.empty() && notice_line(app.notice.str(), ImVec4(0.55f, 0.85f, 0.55f, 1.0f), "##notice", touch_h))
    app.notice.clear();
  if (!app.banner.empty() && notice_line(app.banner, ImVec4(1.0f, 0.55f, 0.45f, 1.0f), "##banner", touch_h))
    app.banner.clear();
  draw_not_saving(app, s);         // screen_table.cpp: the autosave stopped, until it works again
  draw_tab_notice(app);            // screen_saves.cpp: another tab plays this game
  if (app.play().record_full()) {  // the record holds no more: nobody moves, the autosave keeps it
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    const std::string full = record_full_text();
    wrapped(full);
    probe::note(full);  // on screen and in view (tests read it)
    ImGui::PopStyleColor();
  }
}

void share_popup(App& app, Session& s) {
  ScreenUi& ui = ui_of(s);
  if (ui.share_open) {
    ImGui::OpenPopup("##share");
    ui.share_open = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.35f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x * 0.95f, ImGui::GetFontSize() * 36), 0));
  if (ImGui::BeginPopupModal("##share", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize)) {
    heading(tr("game.share"));
    wrapped(tr("game.share_hint"));
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##url", ui.share_link.data(), ui.share_link.size() + 1, ImGuiInputTextFlags_ReadOnly);
    if (ImGui::Button(tr("game.copy"))) {
      app.copy_share_link();  // a toast confirms (or the banner explains a failure)
      ui.copied = true;
    }
    if (ui.copied) {
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(tr("game.copied"));
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("common.close"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  (void)app;
}

}  // namespace

void draw_game(App& app) {
  Session& s = *app.session();
  ScreenUi& ui = ui_of(s);
  begin_root("##game");
  const bool narrow = app.narrow();

  // Top bar: menu, title, move count, share, rules. A phone keeps one row:
  // Menu, the title, Undo and "More", a menu with the other buttons (the
  // status bar and the board get the height).
  enum class TopAct { None, Share, Copy, SaveAs, Rules, Settings, Review };
  TopAct act = TopAct::None;
  const float touch_h = narrow ? std::max(40.0f, ImGui::GetFrameHeight()) : 0.0f;
  if (ImGui::Button((std::string("← ") + tr("common.menu")).c_str(), ImVec2(0, touch_h))) app.go(Screen::Menu);
  ImGui::SameLine();
  const std::string title = game_name(*s.info);
  if (!narrow) {
    ImGui::PushFont(fonts::large());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", trf("game.moves", {std::to_string(moves_seen(s, app.view_seat()))}).c_str());
    ImGui::SameLine();
    if (ImGui::Button(tr("game.share"))) act = TopAct::Share;
    if (bar_button(tr("saves.copy_link"))) act = TopAct::Copy;
    if (bar_button(tr("saves.save_as_button"))) act = TopAct::SaveAs;
    if (bar_button(tr("common.about"))) act = TopAct::Rules;
    if (bar_button(tr("common.settings"))) act = TopAct::Settings;
    if (bar_button(tr("review.open"))) act = TopAct::Review;
  } else {
    // The title where it fits between Menu and the two buttons on the right.
    const std::string more = std::string(tr("game.more")) + " ▾";
    const ImGuiStyle& style = ImGui::GetStyle();
    const float right_w = ImGui::CalcTextSize(tr("game.undo")).x + ImGui::CalcTextSize(more.c_str()).x +
                          style.FramePadding.x * 4 + style.ItemSpacing.x * 2;
    const float room = ImGui::GetContentRegionAvail().x - right_w;
    // (The line's text offset already adds the frame padding.)
    const float dy = (touch_h - ImGui::GetTextLineHeight()) * 0.5f - ImGui::GetStyle().FramePadding.y;
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + dy);
    if (ImGui::CalcTextSize(title.c_str()).x < room)
      ImGui::TextUnformatted(title.c_str());
    else
      ImGui::Dummy(ImVec2(1, 1));
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - right_w + style.ItemSpacing.x);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - dy);
  }
  // Undo: the last own action, while nothing random or hidden came out since.
  {
    // Not from under a cover that hides the board: the person there has not confirmed yet.
    const bool can_undo = app.can_undo() && !(app.cover_seat() >= 0 && app.cover_hides_board());
    ImGui::BeginDisabled(!can_undo);
    if (narrow ? ImGui::Button(tr("game.undo"), ImVec2(0, touch_h)) : bar_button(tr("game.undo"))) {
      Result r = app.undo();
      if (!r.ok) app.banner = r.error;
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", tr(can_undo ? "game.undo_tip" : "game.undo_no"));
  }
  if (narrow) {
    ImGui::SameLine();
    if (ImGui::Button((std::string(tr("game.more")) + " ▾").c_str(), ImVec2(0, touch_h))) ImGui::OpenPopup("##more");
    const ImVec2 below(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 2.0f);
    ImGui::SetNextWindowPos(below, ImGuiCond_Always, ImVec2(1.0f, 0.0f));
    if (ImGui::BeginPopup("##more")) {
      ImGui::TextDisabled("%s · %s", title.c_str(),
                          trf("game.moves", {std::to_string(moves_seen(s, app.view_seat()))}).c_str());
      const float w = ImGui::GetFontSize() * 12;
      auto item = [&](const char* label, TopAct a) {
        if (ImGui::Button(label, ImVec2(w, touch_h))) {
          act = a;
          ImGui::CloseCurrentPopup();
        }
      };
      item(tr("game.share"), TopAct::Share);
      item(tr("saves.copy_link"), TopAct::Copy);
      item(tr("saves.save_as_button"), TopAct::SaveAs);
      item(tr("common.about"), TopAct::Rules);
      item(tr("common.settings"), TopAct::Settings);
      item(tr("review.open"), TopAct::Review);
      ImGui::EndPopup();
    }
  }
  switch (act) {
    case TopAct::Share:
      if (app.share_code().empty()) {  // no link for this game: copy_share_link() says why
        app.copy_share_link();
        break;
      }
      ui.share_link = plat::location_base() + "#g=" + app.share_code();
      ui.share_open = true;
      ui.copied = false;
      break;
    case TopAct::Copy:
      app.copy_share_link();  // confirmation: a toast
      break;
    case TopAct::SaveAs:
      open_save_as_popup();
      break;
    case TopAct::Rules:
      app.about_game = s.info->id;
      app.go(Screen::About);
      break;
    case TopAct::Settings:
      app.go(Screen::Settings);
      break;
    case TopAct::Review: {
      Result r = app.review_running();  // screen_review.cpp: look back at any position
      if (!r.ok) app.banner = r.error;
      end_root();
      return;  // the session on screen is now the review's
    }
    case TopAct::None:
      break;
  }
  ImGui::Separator();

  kit::Board* board = app.board();  // the game's own board (kit/board.h), or null: the action list
  const bool panels = board && board->has_seat_panels() && !s.state->terminal();

  if (narrow) notices(app, s);  // a phone: over the status bar (one or two lines each)
  // The status bar, pinned: whose turn, what to do now, the decision's buttons.
  if (!s.choosing_seats) kit::status_bar(app, board, [&] { draw_hint_button(app, s); });  // Hint: screen_analysis.cpp

  auto main_panel = [&] {
    if (draw_seat_chooser(app, s)) return;  // screen_table.cpp: who plays here, after a link opened
    draw_send_move(app, s);                 // a person elsewhere is to move: the link to send
    if (s.state->terminal()) {
      // The game just ended: the pane opens at the end screen's top (the
      // winner), not where the board had been scrolled to.
      if (!ui.shown_over) ImGui::SetScrollY(0.0f);
      ui.shown_over = true;
      status_line(app, s);
      ImGui::Spacing();
      if (draw_game_over(app, s, board)) ui.play_again = true;  // game_over.cpp
      return;
    }
    ui.shown_over = false;  // (an undo took the end back)
    // Hot-seat: the status bar asks to pass the device; with private
    // information the board stays hidden until the person confirms: the
    // pane shows the cover (and what was revealed to the whole table) instead.
    if (app.cover_seat() >= 0 && app.cover_hides_board()) {
      // No board this frame: nothing of it stays clickable for empires.boardItems().
      kit::board_items_begin();
      kit::HandoverText text;
      text.hint = "game.pass_hint_private";
      kit::handover_cover(app, app.cover_seat(), app.handover(), ImGui::GetFontSize(), text);
      if (board) board->draw_reveal_on_cover();  // shown to the whole table first
      kit::board_items_end();
      return;
    }
    if (narrow && !panels) kit::bot_speed_bar(app);  // with seat panels: in the phone's drawer
    if (board)
      board->draw();
    else
      action_list(app, s);
  };

  // A new decision: scroll the board so that its places (the legal board
  // items of this frame) are in view. Called inside the board's scrolling child.
  auto focus_decision = [&](size_t first_item) {
    // The position, who may act and the hand-over (not App::acting_seat(): the
    // leak check draws as another seat and must leave the scrolling alone).
    const size_t key = ((s.record.actions.size() * 8 + static_cast<size_t>(app.human_to_act() + 1)) * 8 +
                        static_cast<size_t>(s.handover.confirmed + 1)) *
                           2 +
                       (s.confirm.open ? 1 : 0);
    if (key != ui.focus_key) {
      ui.focus_key = key;
      ui.focus_frames = 3;
    }
    // Nobody here decides: the board pans to where a bot's (or a person's
    // elsewhere) newest move happened, the board items that mark it.
    std::string moved;
    if (app.acting_seat() < 0 && !s.record.actions.empty()) {
      const int p = app.actor(s.record.actions.size() - 1);
      if (p >= 0 && p < static_cast<int>(s.seats.size()) &&
          (s.seats[static_cast<size_t>(p)].bot || s.seats[static_cast<size_t>(p)].remote))
        moved = "last:" + std::to_string(p) + ":";
    }
    if (app.acting_seat() < 0 && moved.empty()) ui.focus_frames = 0;
    if (ui.focus_frames <= 0) return;
    --ui.focus_frames;
    app.request_redraw(2);
    float top = 1e9f, bottom = -1e9f;
    const std::vector<kit::BoardItem>& items = kit::board_items();
    for (size_t i = first_item; i < items.size(); ++i)
      if (const kit::BoardItem& it = items[i]; moved.empty() ? it.legal : it.label.rfind(moved, 0) == 0) {
        top = std::min(top, it.y);
        bottom = std::max(bottom, it.y + it.h);
      }
    if (top > bottom) return;
    if (float ft = 0, fb = 0; kit::board_focus_rect(ft, fb)) {  // a phase summary: it stays in view too
      top = std::min(top, ft);
      bottom = std::max(bottom, fb);
    }
    // The pane's visible part: from its top to its bottom, or to the decision sheet's top.
    const float view_top = ImGui::GetWindowPos().y;
    const float view_h =
        std::max(ImGui::GetFontSize() * 4.0f,
                 std::min(ImGui::GetWindowPos().y + ImGui::GetWindowHeight(), kit::board_sheet_top()) - view_top);
    const float margin = ImGui::GetFontSize();
    if (top >= view_top + margin * 0.5f && bottom <= view_top + view_h - margin * 0.5f) return;  // in view
    float target = top - view_top - margin;                                                      // its top at the top
    if (bottom - top < view_h - margin * 2) target = (top + bottom) * 0.5f - view_top - view_h * 0.5f;  // centred
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + target, 0.0f, std::max(0.0f, ImGui::GetScrollMaxY())));
  };

  if (!narrow) {
    // Two columns: the board/actions on the left; the seats and the log on the right.
    const float avail_w = ImGui::GetContentRegionAvail().x;
    const float avail_h = ImGui::GetContentRegionAvail().y;
    const float right_w = std::clamp(avail_w * 0.38f, ImGui::GetFontSize() * 16, ImGui::GetFontSize() * 26);
    ImGui::BeginChild("##main", ImVec2(avail_w - right_w - ImGui::GetStyle().ItemSpacing.x, avail_h), false);
    board_pane_item();
    const size_t first_item = kit::board_items_gathered();  // the status bar's buttons come before
    main_panel();
    details(app, s);
    sheet_room();
    focus_decision(first_item);
    drag_scroll();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##side", ImVec2(right_w, avail_h), false, ImGuiWindowFlags_NoScrollbar);
    notices(app, s);
    if (!s.state->terminal()) {
      kit::bot_speed_bar(app);
      if (panels) {
        // Every seat's panel, the viewing seat first; the log takes the rest (at least 8 lines).
        const float log_min = ImGui::GetFontSize() * 8;
        const float seats_h = std::max(ImGui::GetFontSize() * 6, ImGui::GetContentRegionAvail().y - log_min);
        // No scrollbar: the panels are as wide whether they fit or scroll.
        const FittedChild seats = begin_fitted_child("##seats", seats_h, 1.0f, ImGuiWindowFlags_NoScrollbar);
        kit::seat_panels(app, *board, seats_h);
        if (end_fitted_child(seats)) app.request_redraw(2);
      } else {
        players_table(app, s);
      }
      ImGui::Spacing();
    }
    game_log(app, s, -1.0f);  // the rest of the column: its newest entry is in view
    ImGui::EndChild();
  } else {
    // Narrow screens: the seat strip (a drawer opens every panel), then the
    // board, the log and the details scroll under the pinned status bar.
    if (panels) {
      // The board keeps at least 40 % of the screen under the strip and its
      // toggle (the strip scrolls, the own seat first; open, it may take more).
      // Closed, the strip only grows during a game: the board under it stays put.
      const float fs = ImGui::GetFontSize();
      // Under the strip, one row: the newest log entry and the strip's toggle.
      const float row_h =
          std::max(theme::touch_target, ImGui::GetTextLineHeight() * 2.0f + ImGui::GetStyle().ItemSpacing.y);
      const float room = ImGui::GetContentRegionAvail().y - row_h - ImGui::GetStyle().ItemSpacing.y * 3 -
                         std::max(fs * 10, app.height() * (ui.seats_open ? 0.33f : 0.4f));
      // Closed: room for every seat's line (up to five), the board keeping 40 % of the height.
      const float cap = std::max(fs * 3, std::min(app.height() * (ui.seats_open ? 0.45f : 0.3f), room));
      const std::string strip_id =
          (ui.seats_open ? "##strip_open" : "##strip") + std::to_string(s.state->num_players());
      const FittedChild strip = begin_fitted_child(strip_id.c_str(), cap, 1.0f, ImGuiWindowFlags_NoScrollbar);
      kit::seat_strip(app, *board, ui.seats_open);
      if (end_fitted_child(strip, !ui.seats_open)) app.request_redraw(2);
      // Both at the row's top (the log's text is centred in its row: a line
      // beside it would move with its number of lines), the row as high as the higher.
      const float tw = kit::seat_strip_toggle_width();
      const float full = ImGui::GetContentRegionAvail().x;
      const ImVec2 row = ImGui::GetCursorScreenPos();
      newest_log_line(app, s, full - tw - ImGui::GetStyle().ItemSpacing.x);
      const float below = ImGui::GetCursorScreenPos().y;
      ImGui::SetCursorScreenPos(ImVec2(row.x + full - tw, row.y));
      kit::seat_strip_toggle(app, ui.seats_open, tw);  // under the strip: it stays where the finger is
      ImGui::SetCursorScreenPos(ImVec2(row.x, std::max(below, ImGui::GetCursorScreenPos().y)));
    } else if (!s.state->terminal()) {
      players_table(app, s);
      newest_log_line(app, s, ImGui::GetContentRegionAvail().x);  // the log is under the board: its newest entry here
    }
    ImGui::BeginChild("##main", ImVec2(0, ImGui::GetContentRegionAvail().y), false);
    board_pane_item();
    const size_t first_item = kit::board_items_gathered();
    main_panel();
    focus_decision(first_item);
    sheet_room();
    ImGui::Spacing();
    game_log(app, s, std::max(ImGui::GetFontSize() * 8, app.height() * 0.35f));
    ImGui::TextDisabled("%s", trf("game.moves", {std::to_string(moves_seen(s, app.view_seat()))}).c_str());
    details(app, s);
    drag_scroll();
    ImGui::EndChild();
  }
  // Publish the board items again: the side column's seat panels come after the board.
  kit::board_items_end();
  share_popup(app, s);
  draw_save_as_popup(app);
  end_root();

  if (ui.play_again) {
    ui.play_again = false;  // the session (and this state) is replaced below
    std::random_device rd;
    const uint64_t seed = (static_cast<uint64_t>(rd()) << 32) ^ rd();
    const std::string id = s.info->id;
    const std::vector<SeatConfig> seats = s.seats;
    Result r = app.new_game(id, s.options.players, seed, seats, s.bot_delay_ms, s.options.variant);
    if (!r.ok) app.banner = r.error;
  }
}

}  // namespace empui
