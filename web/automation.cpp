// The automation API behind window.empires (shell/glue.js): C functions that
// return JSON text. They call exactly the App functions the screens call
// (App::new_game, App::submit_action, App::load_link, App::set_lang, App::go).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "app.h"
#include "bots/analysis.h"
#include "bots/bot.h"
#include "core/json.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "item_probe.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/follower.h"
#include "kit/tooltip.h"
#include "persistence.h"
#include "platform/platform.h"
#include "screens/screens.h"
#include "ui_util.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EMP_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EMP_EXPORT
#endif

namespace empui {
namespace {

std::string g_out;  // the last returned string (valid until the next call)

const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}

const char* result_json(const Result& r) { return empui::out(r.to_json()); }

const char* screen_name(Screen s) {
  switch (s) {
    case Screen::Menu:
      return "menu";
    case Screen::About:
      return "about";
    case Screen::Settings:
      return "settings";
    case Screen::Game:
      return "game";
    case Screen::Saves:
      return "saves";
    case Screen::Review:
      return "review";
  }
  return "menu";
}

// Seats arrive as lines "kind\tbot\tname\tcolour" (glue.js builds them; in the
// name "\\" is a backslash, "\0" a NUL, "\t", "\n", "\r" those controls and "\s" a
// lone surrogate, which new_game refuses with the engine's name check). An
// unknown kind is refused here; a colour that is not a whole number becomes -1
// (refused by new_game).
std::string unescape_name(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    switch (s[++i]) {
      case '0':
        out += '\0';
        break;
      case 't':
        out += '\t';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 's':
        out += "\xED\xA0\x80";
        break;  // a surrogate's bytes: not valid UTF-8
      default:
        out += s[i];
    }
  }
  return out;
}

std::vector<SeatConfig> parse_seats(const std::string& text, std::string* why) {
  std::vector<SeatConfig> seats;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    size_t start = 0;
    for (;;) {
      const size_t tab = line.find('\t', start);
      f.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
      if (tab == std::string::npos) break;
      start = tab + 1;
    }
    f.resize(4);
    if (f[0] != "human" && f[0] != "bot" && f[0] != "remote" && why && why->empty())
      *why = trf("err.seat_kind", {f[0]});
    SeatConfig c;
    c.bot = f[0] == "bot";
    c.remote = f[0] == "remote";
    if (!f[1].empty()) c.bot_kind = f[1];
    c.name = unescape_name(f[2]);
    if (f[3].empty()) {
      c.colour = static_cast<int>(seats.size()) % kNumColours;
    } else {
      const bool digits = f[3].size() <= 4 && f[3].find_first_not_of("0123456789") == std::string::npos;
      c.colour = digits ? std::atoi(f[3].c_str()) : -1;
    }
    seats.push_back(std::move(c));
  }
  return seats;
}

}  // namespace
}  // namespace empui

using empui::app;

extern "C" {

EMP_EXPORT const char* empires_new_game(const char* game, int players, const char* seed, const char* seats,
                                        int bot_delay_ms, double variant) {
  const uint64_t s = std::strtoull(seed ? seed : "0", nullptr, 10);
  if (!(variant >= 0 && variant <= 4294967295.0)) return empui::result_json(empui::Result::fail("bad variant"));
  std::string why;
  std::vector<empui::SeatConfig> parsed = empui::parse_seats(seats ? seats : "", &why);
  if (!why.empty()) return empui::result_json(empui::Result::fail(why));
  return empui::result_json(
      app().new_game(game ? game : "", players, s, std::move(parsed), bot_delay_ms, static_cast<uint32_t>(variant)));
}

EMP_EXPORT const char* empires_apply(double id) {
  if (!(id >= 0 && id <= 4294967295.0)) return empui::result_json(empui::Result::fail(empui::tr("err.illegal")));
  return empui::result_json(app().submit_action(static_cast<emp::Action>(id)));
}

EMP_EXPORT const char* empires_legal_actions() {
  emp::JsonWriter w;
  w.begin_array();
  const empui::Session* s = app().session();
  for (emp::Action a : app().human_legal_actions()) {
    const std::vector<std::string> names = empui::seat_names(*s);
    const std::string caution = s->state->action_caution(a);  // can only lose: asked before it is taken
    w.begin_object()
        .field("id", static_cast<uint64_t>(a))
        .field("label", s->state->action_label(a, app().lang(), &names))
        .field("caution", caution.empty() ? std::string() : empui::tr_message(caution));
    w.end_object();
  }
  w.end_array();
  return empui::out(w.take());
}

EMP_EXPORT const char* empires_state(int seat, int brief) {
  return empui::out(empui::state_json(app(), seat, brief != 0));
}

// Draws the screen off-screen for `seat` with the real state and with
// resample_hidden(seat) (App::leak_check): {ok, drawHashReal, drawHashResampled,
// stateEqual, stable, resampleChanged, error}. Hashes are hex strings (64 bits).
EMP_EXPORT const char* empires_leak_check(int seat) {
  const empui::App::LeakReport r = app().leak_check(seat);
  auto hex = [](uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return std::string(buf);
  };
  emp::JsonWriter w;
  w.begin_object()
      .field("ok", r.ok)
      .field("drawHashReal", hex(r.draw_real))
      .field("drawHashResampled", hex(r.draw_resampled))
      .field("stateEqual", r.state_equal)
      .field("stable", r.stable)
      .field("resampleChanged", r.resample_changed);
  if (r.error.empty())
    w.key("error").null();
  else
    w.field("error", r.error);
  w.end_object();
  return empui::out(w.take());
}

}  // extern "C"

namespace empui {

namespace {
// The review's analysis for state(): progress, the figures at the position
// shown and the biggest drops (what the analysis panel draws).
void analysis_json(emp::JsonWriter& w, const App& a, const App::Review& r) {
  if (!r.analysis) {
    w.key("analysis").null();
    return;
  }
  const emp::GameAnalysis& an = *r.analysis;
  w.key("analysis").begin_object();
  w.field("running", r.analysing).field("finished", an.finished()).field("fraction", an.fraction());
  // Positions and moves as the viewer counts them (App::Review::stops, as the
  // chart and the slider): in a finished game every action.
  const std::vector<size_t>& stops = r.stops;
  const auto done = static_cast<uint64_t>(std::lower_bound(stops.begin(), stops.end(), an.done()) - stops.begin());
  w.field("done", done).field("positions", static_cast<uint64_t>(stops.size()));
  w.field("observer", an.observer()).field("iterations", r.analysis_budget).field("ms", r.analysis_ms);
  w.field("max_slice_ms", r.analysis_max_slice);
  // The quick pass (its progress, when it was complete) and the final figures.
  w.field("quick_fraction", an.quick_fraction()).field("quick_ms", r.analysis_quick_ms);
  w.field("final", static_cast<uint64_t>(an.finals())).field("searched_iterations", an.iterations_done());
  w.field("workers", r.analysis_workers).field("reuse", an.options().reuse);
  w.key("chances");
  if (an.known(r.n)) {
    w.begin_array();
    for (int p = 0; p < a.session()->options.players; ++p) w.value(an.at(r.n).chance[p]);
    w.end_array();
  } else {
    w.null();
  }
  w.key("drops").begin_array();
  for (const emp::ChanceDrop& d : an.biggest_drops(5, 0.05)) {
    // A move the viewer counts (the chart shows no other): its number before the move.
    const auto at = std::lower_bound(stops.begin(), stops.end(), d.move);
    if (at == stops.end() || *at != d.move || !std::binary_search(stops.begin(), stops.end(), d.move + 1)) continue;
    w.begin_object()
        .field("move", static_cast<uint64_t>(at - stops.begin()))
        .field("seat", d.seat)
        .field("drop", d.drop)
        .end_object();
  }
  w.end_array();
  w.end_object();
}

// The log as `reader` may read it, an entry per action (a run of secret
// choices is one), and the story (screens/game_log.cpp: headers and events).
void write_log(emp::JsonWriter& w, const App& a, const Session& s, int reader) {
  w.key("log").begin_array();
  for (size_t i = 0; i < s.log.size(); ++i) {
    if (log_joins_secret(s, i, reader)) continue;  // one entry per run of secret choices
    const LogEntry& e = s.log[i];
    w.begin_object()
        .field("seat", e.seat)
        .field("hidden", !log_visible(s, e, reader))
        .field("text", log_text(s, e, reader, a.lang()))
        .end_object();
  }
  w.end_array();
  w.key("story").begin_array();
  for (const std::string& line : log_story(a, s, reader)) w.value(line);
  w.end_array();
}

}  // namespace

std::string state_json(const App& a, int seat, bool brief) {
  emp::JsonWriter w;
  w.begin_object();
  w.field("screen", empui::screen_name(a.screen()));
  w.field("lang", a.lang() == emp::Lang::De ? "de" : "en");
  w.field("dev", a.dev_mode());
  w.field("banner", a.banner).field("notice", a.notice.str()).field("toast", a.toast);  // messages shown to the player
  // An unfinished game whose record holds the most it may: the screen says so (record_full_text).
  w.field("record_full", a.play().record_full());
  w.field("storage_error", a.storage_error);
  w.field("bot_delay_ms", a.effective_bot_delay());  // the speed shown in Settings and the game's speed bar
  w.field("handover_cover", a.settings().handover_cover);
  if (const App::Review* r = a.review()) {  // review mode: the position shown, after n of total actions
    w.key("review").begin_object();
    // As the viewer counts the moves (App::Review::stops; every action once the game is over).
    w.field("n", static_cast<uint64_t>(a.review_move())).field("total", static_cast<uint64_t>(a.review_moves()));
    w.field("finished", r->finished).field("viewer", r->viewer).field("playing", r->speed > 0);
    analysis_json(w, a, *r);
    w.end_object();
  } else {
    w.key("review").null();
  }
  const empui::Session* s = a.session();
  if (!s) {
    w.key("game").null();
    w.end_object();
    return w.take();
  }
  const emp::State& st = *s->state;
  w.field("game", s->info->id);
  w.field("players", st.num_players());
  // What `seat` may read (-1: as the screen shows it now): the log, the
  // count of moves and the positions below (a run of another seat's secret
  // steps counts as one move: session.h, moves_seen).
  const bool for_seat = seat >= 0 && seat < st.num_players();
  const int reader = for_seat ? seat : a.view_seat();
  const auto seen = [&](size_t at) { return static_cast<uint64_t>(moves_seen(*s, reader, at)); };
  w.field("moves", seen(SIZE_MAX));
  w.key("to_act").begin_array();
  const uint32_t mask = st.to_act();
  for (int i = 0; i < st.num_players(); ++i)
    if (mask & (1u << i)) w.value(i);
  w.end_array();
  w.field("current", st.current_player());
  w.field("human_to_act", a.human_to_act());
  w.field("cover", a.cover_seat());  // the hot-seat cover waits for this seat (-1: none)
  w.field("viewer", a.view_seat());  // whose view the screen shows (-1: a spectator)
  w.field("bot_to_act", a.bot_to_act());
  w.field("held", a.held_seat());       // a held turn: this seat's actions are done, bots wait (-1: none)
  w.field("confirm", s->confirm.open);  // a revealing choice (or one that can only lose) waits for confirmation
  {  // why the pending choice can only lose, as the status bar says it ("": it reveals, or none is pending)
    const std::string c = s->confirm.open ? st.action_caution(s->confirm.action) : std::string();
    w.field("caution", c.empty() ? c : empui::tr_message(c));
  }
  w.field("can_undo", a.can_undo());
  {  // why the held or acting seat's last action cannot be taken back (the status bar says it)
    const kit::UndoStop stop = a.undo_stop(a.held_seat() >= 0 ? a.held_seat() : a.acting_seat());
    w.field("undo_stop", stop == kit::UndoStop::Chance ? "chance" : stop == kit::UndoStop::Reveal ? "reveal" : "none");
  }
  w.field("terminal", st.terminal());
  std::vector<int> v;
  st.scores(v);
  w.key("scores").begin_array();
  for (int x : v) w.value(x);
  w.end_array();
  if (st.terminal()) {
    st.ranks(v);
    w.key("ranks").begin_array();
    for (int x : v) w.value(x);
    w.end_array();
  }
  w.field("remote_to_act", a.remote_to_act());
  w.field("choosing_seats", s->choosing_seats);
  w.field("by_link", s->record.table.game_uid != 0);
  w.key("takeovers").begin_array();  // recorded in the game: seat, after how many actions
  for (const emp::TakeOver& k : s->record.table.takeovers)
    w.begin_object().field("seat", static_cast<int>(k.seat)).field("at", seen(k.at)).end_object();
  w.end_array();
  w.key("taken_over").begin_array();  // seats taken over at this device from another (play by link)
  for (size_t i = 0; i < s->seats.size(); ++i)
    if ((s->taken_over >> i) & 1u) w.value(static_cast<int>(i));
  w.end_array();
  w.field("autosave_id", s->save_id).field("read_only", s->read_only);  // persistence.h: this game's autosave
  w.key("seats").begin_array();
  for (size_t i = 0; i < s->seats.size(); ++i) {
    const empui::SeatConfig& c = s->seats[i];
    w.begin_object()
        .field("kind", c.bot      ? "bot"
                       : c.remote ? "remote"
                                  : "human")
        .field("bot", c.bot ? c.bot_kind : std::string())
        .field("name", empui::seat_name(*s, static_cast<int>(i)))
        .field("colour", c.colour)
        .end_object();
  }
  w.end_array();
  // Hints: where they were asked for (public, like the log's notes), and the
  // suggestion itself only for the seat it was given to.
  w.field("hint_button", a.settings().hint_button);
  w.key("hints_used").begin_array();
  for (const Session::HintNote& n : s->hint_notes)
    w.begin_object().field("at", seen(n.at)).field("seat", n.seat).end_object();
  w.end_array();
  if (s->hint.seat >= 0 && s->hint.seat == reader && (s->hint.pending || s->hint.ready)) {
    const std::vector<std::string> names = seat_names(*s);
    w.key("hint").begin_object().field("seat", s->hint.seat).field("at", seen(s->hint.at));
    w.field("pending", s->hint.pending);
    if (s->hint.ready)
      w.field("action", static_cast<uint64_t>(s->hint.action))
          .field("label", st.action_label(s->hint.action, a.lang(), &names));
    w.end_object();
  } else {
    w.key("hint").null();
  }
  if (!brief) write_log(w, a, *s, reader);  // brief: without the log (state(seat, {brief: true}))
  w.key("last_move").begin_array();         // the status bar's notice of the newest move and its outcome
  for (const std::string& line : log_last_move(*s, reader)) w.value(line);
  w.end_array();
  if (const auto* b = dynamic_cast<const kit::Board*>(s->board_ui.get()))
    w.field("flights", b->flights());  // tokens drawn flying since the newest move
  w.key("observation").raw(st.observation_json(for_seat ? seat : -1));
  w.end_object();
  return w.take();
}

}  // namespace empui

extern "C" {

EMP_EXPORT const char* empires_share_code() { return empui::out(app().share_code()); }

// ---- saves and links (persistence.cpp; README "Saves and links API") ----
EMP_EXPORT const char* empires_saves() {
  emp::JsonWriter w;
  w.begin_array();
  for (const auto& e : empui::persist::list_saves()) {
    w.begin_object()
        .field("id", e.id)
        .field("name", e.name)
        .field("game", e.game)
        .field("players", e.players)
        .field("moves", e.moves)
        .field("era", e.era)
        .field("turn", e.turn)
        .field("round", e.round)
        .field("terminal", e.terminal)
        .field("progress", empui::persist::progress_label(e))
        .field("time", static_cast<int64_t>(e.time_ms))
        .field("date", empui::persist::date_label(e.time_ms))
        .field("unreadable", e.unreadable)  // kept as stored: export or delete only
        .field("error", e.why)
        .field("bytes", static_cast<uint64_t>(e.bytes));
    w.key("seats").begin_array();
    for (const auto& c : e.seats)
      w.begin_object()
          .field("kind", c.bot      ? "bot"
                         : c.remote ? "remote"
                                    : "human")
          .field("bot", c.bot ? c.bot_kind : std::string())
          .field("name", c.name)
          .field("colour", c.colour)
          .end_object();
    w.end_array().end_object();
  }
  w.end_array();
  return empui::out(w.take());
}
EMP_EXPORT const char* empires_save_as(const char* name) { return empui::result_json(app().save_as(name ? name : "")); }
EMP_EXPORT const char* empires_load_save(const char* id) { return empui::result_json(app().load_save(id ? id : "")); }
EMP_EXPORT const char* empires_delete_save(const char* id) {
  return empui::result_json(app().delete_save(id ? id : ""));
}
EMP_EXPORT const char* empires_delete_autosave(const char* id) {
  return empui::result_json(app().delete_autosave(id ? id : ""));
}
EMP_EXPORT const char* empires_export_save(const char* id) {
  return empui::result_json(app().export_save(id ? id : ""));
}
EMP_EXPORT const char* empires_continue() { return empui::result_json(app().continue_game()); }
EMP_EXPORT void empires_copy_link() { app().copy_share_link(); }

// ---- review (review.cpp; README "Review") ----
// openReview(urlOrFragment) -> {ok, error, actions}: the link in review; the
// running game and the autosave stay as they are.
EMP_EXPORT const char* empires_open_review(const char* text) {
  const empui::Result r = app().review_link(text ? text : "");
  emp::JsonWriter w;
  w.begin_object().field("ok", r.ok);
  if (r.ok)
    w.key("error").null();
  else
    w.field("error", r.error);
  if (const empui::App::Review* rv = app().review(); r.ok && rv)
    w.field("actions", static_cast<uint64_t>(rv->full.actions.size()));
  else
    w.key("actions").null();
  w.end_object();
  return empui::out(w.take());
}

// reviewGoto(n) -> state() of the position after move n as the review's viewer
// counts the moves (state().review.n, the slider's number: a run of another
// seat's secret steps in an unfinished game is one move; in a finished game
// every action is one), with "hash" (hex of State::hash(); in a finished game
// as `empires replay --upto n` prints it); {ok: false, error} outside review.
// brief: the state without the log and story (state(seat, {brief: true})).
EMP_EXPORT const char* empires_review_goto(double n, int brief) {
  if (!app().reviewing() || !(n >= 0))
    return empui::result_json(empui::Result::fail("not reviewing (or a bad position)"));
  const empui::Result r = app().review_goto_move(static_cast<size_t>(std::min(n, 1e12)));
  if (!r.ok) return empui::result_json(r);
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(app().session()->state->hash()));
  std::string j = empui::state_json(app(), -1, brief != 0);
  j.insert(1, std::string("\"hash\":\"") + hash + "\",");
  return empui::out(j);
}

EMP_EXPORT const char* empires_leave_review() {
  if (!app().reviewing()) return empui::result_json(empui::Result::fail("not reviewing"));
  app().leave_review();
  return empui::result_json({});
}

// reviewViewAs(seat) -> {ok, error}: the review's "View as" (a person at this device, -1: public only).
EMP_EXPORT const char* empires_review_view_as(int seat) {
  const empui::App::Review* r = app().review();
  if (!r) return empui::result_json(empui::Result::fail("not reviewing"));
  if (seat >= 0 && std::find(r->people.begin(), r->people.end(), seat) == r->people.end())
    return empui::result_json(empui::Result::fail("not a seat of a person at this device"));
  app().review_set_viewer(seat);
  return empui::result_json({});
}

// reviewRunning() -> {ok, error}: the running game in review (the game screen's "Review").
EMP_EXPORT const char* empires_review_running() { return empui::result_json(app().review_running()); }

// reviewAnalyse(iterations, reuse) -> {ok, error}: starts the review's analysis
// (the panel's buttons; in workers or in slices, state().review.analysis
// follows it); reuse 0: without tree reuse (for measuring).
EMP_EXPORT const char* empires_review_analyse(double iterations, double reuse) {
  if (!app().reviewing()) return empui::result_json(empui::Result::fail("not reviewing"));
  if (!(iterations >= 1 && iterations <= 1e7)) return empui::result_json(empui::Result::fail("bad iteration count"));
  return empui::result_json(app().review_analyse(static_cast<int>(iterations), reuse != 0));
}

// hint() -> {ok, error}: the Hint button (when Settings show it); the
// suggestion arrives in state().hint once the Hard bot has thought.
EMP_EXPORT const char* empires_hint() { return empui::result_json(app().request_hint()); }

// show_error: also show a failure in the app (links opened by the user); a
// link that opens clears what the banner said about an earlier one.
EMP_EXPORT const char* empires_load_link(const char* text, int show_error) {
  empui::Result r = app().load_link(text ? text : "");
  if (show_error) {
    app().banner = r.ok ? std::string() : r.error;
    app().request_redraw();
  }
  return empui::result_json(r);
}

EMP_EXPORT double empires_frames() { return static_cast<double>(app().frames_rendered()); }

// 1 when the page is at rest: no input waiting and nothing to draw within
// the next 40 ms (App::at_rest). Tests wait for it instead of counting frames
// over a quiet spell.
EMP_EXPORT int empires_resting() {
  return !empui::plat::input_pending() && app().at_rest(empui::plat::now_ms(), 40.0) ? 1 : 0;
}

// Main-loop step durations since the last reset: {max_ms, mean_ms, steps}, and
// how many bot moves came from a thinking worker since the page loaded.
EMP_EXPORT const char* empires_loop_stats(int reset) {
  empui::App& a = app();
  emp::JsonWriter w;
  w.begin_object()
      .field("max_ms", a.loop_max_ms())
      .field("max_render_ms", a.loop_max_render_ms())
      .field("max_norender_ms", a.loop_max_norender_ms())
      .field("bot_max_ms", a.bot_max_ms())
      .field("think_max_ms", a.think_max_ms())
      .field("think_slow_steps", a.think_slow_steps())
      .field("mean_ms", a.loop_mean_ms())
      .field("steps", a.loop_count())
      .field("worker_moves", a.worker_moves())
      .field("page_searches", a.page_searches())
      .end_object();
  if (reset) a.reset_loop_stats();
  return empui::out(w.take());
}

EMP_EXPORT const char* empires_games() {
  emp::JsonWriter w;
  w.begin_array();
  for (const emp::GameInfo* g : emp::all_games()) {
    w.begin_object();
    emp::write_game_info_fields(w, *g);
    w.field("visible", app().game_visible(*g)).end_object();
  }
  w.end_array();
  return empui::out(w.take());
}

EMP_EXPORT const char* empires_set_language(const char* lang) {
  const std::string l = lang ? lang : "";
  if (l != "en" && l != "de") return empui::result_json(empui::Result::fail("unknown language: " + l));
  app().set_lang(l == "de" ? emp::Lang::De : emp::Lang::En);
  return empui::result_json({});
}

EMP_EXPORT const char* empires_show(const char* screen) {
  const std::string s = screen ? screen : "";
  if (s == "menu")
    app().go(empui::Screen::Menu);
  else if (s == "settings")
    app().go(empui::Screen::Settings);
  else if (s == "saves")
    app().go(empui::Screen::Saves);
  else if (s == "about") {
    if (app().about_game.empty())
      app().about_game = app().session() ? app().session()->info->id : app().settings().game;
    app().go(empui::Screen::About);
  } else if (s == "game" && app().session())
    app().go(empui::Screen::Game);
  else
    return empui::result_json(empui::Result::fail("unknown screen: " + s));
  return empui::result_json({});
}

// Test access: what a visible frame may spend following a record (kit/follower.h; 0: 64 actions a frame).
EMP_EXPORT void empires_follow_budget(double ms) { empui::kit::RecordFollower::set_frame_ms(ms); }

EMP_EXPORT const char* empires_tr(const char* key) { return empui::tr(key ? key : ""); }

EMP_EXPORT const char* empires_i18n_problems() {
  emp::JsonWriter w;
  w.begin_array();
  for (const auto& p : empui::translation_problems()) w.value(p);
  w.end_array();
  return empui::out(w.take());
}

// Widgets of the last rendered frame: [{label, x, y, w, h, visible}] (CSS pixels).
EMP_EXPORT const char* empires_items() {
  emp::JsonWriter w;
  w.begin_array();
  for (const auto& it : empui::probe::items()) {
    w.begin_object()
        .field("label", it.label)
        .field("x", static_cast<double>(it.x))
        .field("y", static_cast<double>(it.y))
        .field("w", static_cast<double>(it.w))
        .field("h", static_cast<double>(it.h))
        .field("visible", it.visible)
        .field("pressable", it.pressable)
        .end_object();
  }
  w.end_array();
  return empui::out(w.take());
}

// Windows of the last frame whose content reached past their right edge
// without a horizontal scrollbar (a long name pushing a panel's figures out,
// a button wider than a phone): [{window, over}] (`over`: by how many pixels).
EMP_EXPORT const char* empires_overflow() {
  emp::JsonWriter w;
  w.begin_array();
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (const ImGuiWindow* win : g.Windows) {
    if (!win->Active || win->Hidden || win->ScrollbarX || (win->Flags & ImGuiWindowFlags_Tooltip)) continue;
    const float over = win->DC.CursorMaxPos.x - win->InnerClipRect.Max.x;
    if (over > 1.0f) w.begin_object().field("window", win->Name).field("over", static_cast<double>(over)).end_object();
  }
  w.end_array();
  return empui::out(w.take());
}

EMP_EXPORT void empires_redraw() { app().request_redraw(); }

// Takes back the last action (App::undo: same rules as the Undo button).
EMP_EXPORT const char* empires_undo() { return empui::result_json(app().undo()); }
// Ends a held turn (App::end_turn: the "End turn" button).
EMP_EXPORT const char* empires_end_turn() { return empui::result_json(app().end_turn()); }

// The tooltip text drawn in the last rendered frame ("" when none): kit/tooltip.h.
EMP_EXPORT const char* empires_tooltip() { return empui::out(empui::kit::shown_tooltip()); }

// Clickable board elements of the last frame: [{label, action, x, y, w, h, legal}] (CSS pixels).
EMP_EXPORT const char* empires_board_items() {
  emp::JsonWriter w;
  w.begin_array();
  if (app().screen() == empui::Screen::Game)
    for (const auto& it : empui::kit::board_items()) {
      w.begin_object().field("label", it.label);
      if (it.action >= 0)
        w.field("action", static_cast<uint64_t>(it.action));  // exact (not %g)
      else
        w.field("action", -1);
      w.field("x", static_cast<double>(it.x))
          .field("y", static_cast<double>(it.y))
          .field("w", static_cast<double>(it.w))
          .field("h", static_cast<double>(it.h))
          .field("legal", it.legal)
          .field("visible", it.visible)
          .field("hinted", it.hinted)
          .end_object();
    }
  w.end_array();
  return empui::out(w.take());
}

}  // extern "C"
