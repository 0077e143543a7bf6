#include "app.h"

#include <algorithm>

#include "bots/bot.h"
#include "core/json.h"
#include "core/messages.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "kit/board.h"
#include "kit/web_game.h"
#include "persistence.h"
#include "platform/platform.h"
#include "screens/screens.h"
#include "table.h"
#include "ui_util.h"

namespace empui {

App& app() {
  static App instance;
  return instance;
}

App::App() = default;
App::~App() = default;

void App::init() {
  settings_.load();
  set_language(settings_.lang);
  dev_mode_ = plat::dev_flag();
  restore_autosave();  // the last game waits behind "Continue" (persistence.cpp)
  // A "#g=" fragment opens that game.
  const std::string hash = plat::location_hash();
  if (hash.rfind("#g=", 0) == 0) {
    const size_t max = emp::kMaxLinkChars + 4096;  // as the automation API (shell/glue.js)
    Result r = hash.size() > max ? Result::fail(trf("err.too_long", {std::to_string(hash.size()), std::to_string(max)}))
                                 : load_link(hash);
    if (!r.ok) banner = r.error;
    clear_link_from_url();  // a reload then resumes the autosave
  }
  request_redraw();
}

void App::request_redraw(int frames) { settle_frames_ = std::max(settle_frames_, frames); }

void App::go(Screen s) {
  if (review_ && s != Screen::Review) leave_review();  // navigating away ends review
  screen_ = s;
  if (s == Screen::Game && session_) session_->paused = false;
  request_redraw();
}

void App::set_lang(emp::Lang l) {
  settings_.lang = l;
  set_language(l);
  save_settings();
  request_redraw();
}

void App::save_settings() {
  settings_.normalize();
  settings_.save();
}

// ---- scheduling ------------------------------------------------------------------

bool App::update(double now_ms, bool had_events) {
  now_ms_ = now_ms;
  if (had_events) request_redraw();
  if (!toast.empty() && now_ms >= toast_until_ms) {
    toast.clear();
    request_redraw();
  }
  if (!review_ && session_ && session_->follow_due) {  // persistence.cpp: another tab won a write race
    session_->follow_due = false;
    follow_other_tab(true);
  }
  run_review(now_ms);  // review.cpp: playback
  run_analysis();      // analysis.cpp: the review's analysis, in slices
  const double b0 = plat::now_ms();
  if (!review_) run_hint();
  if (!review_) run_bots(now_ms);
  const double bot_ms = plat::now_ms() - b0;
  bot_max_ms_ = bot_ms > bot_max_ms_ ? bot_ms : bot_max_ms_;
  if (settle_frames_ > 0) {
    --settle_frames_;
    return true;
  }
  return false;
}

double App::ms_until_wakeup(double now_ms) const {
  if (settle_frames_ > 0) return 0;
  const double wake = toast.empty() ? 1e9 : std::max(0.0, toast_until_ms - now_ms);  // the toast fades
  if (review_ && review_->analysing) return 0;
  if (review_) return review_->speed > 0 ? std::min(wake, std::max(0.0, review_->next_ms - now_ms)) : wake;
  if (session_ && session_->hint.pending) return 0;
  if (session_ && session_->bot_thinking) return 0;
  if (bot_to_act() && !session_->paused) return std::min(wake, std::max(0.0, session_->bot_due_ms - now_ms));
  return wake;
}

int App::effective_bot_delay() const {
  if (session_ && session_->bot_delay_ms >= 0) return session_->bot_delay_ms;
  return settings_.bot_delay_ms;
}

void App::set_bot_delay(int ms) {
  settings_.bot_delay_ms = ms;
  save_settings();
  if (session_) {
    session_->bot_delay_ms = -1;  // the running game follows the setting
    session_->bot_due_ms = std::min(session_->bot_due_ms, now_ms_ + settings_.bot_delay_ms);
  }
  request_redraw();
}

void App::run_bots(double now_ms) {
  // Bots move one action at a time at a readable pace. Thinking is sliced so
  // searching bots never freeze the page: 12 ms per main-loop step when the
  // step renders nothing (thinking needs no redraw), 4 ms when it also renders,
  // so a step stays well under 50 ms. With no delay, quick moves chain.
  const double budget_end = plat::now_ms() + (settle_frames_ > 0 ? 4.0 : 12.0);
  while (bot_to_act() && !session_->paused && !session_->read_only && now_ms >= session_->bot_due_ms) {
    Session& s = *session_;
    const int seat = s.state->current_player();
    emp::Bot* bot = s.bots[static_cast<size_t>(seat)].get();
    if (!s.bot_thinking) {
      bot->start(*s.state);
      s.bot_thinking = true;
    }
    bool done = false;
    while (!(done = bot->think(64)) && plat::now_ms() < budget_end) {
    }
    if (!done) return;  // continue next step
    s.bot_thinking = false;
    Result r = submit_action(bot->result(), /*from_bot=*/true);
    if (!r.ok) {
      // A bot returned an illegal action: stop bots rather than loop forever.
      banner = r.error;
      s.bot_due_ms = 1e18;
      break;
    }
    // A move was made: this step redraws, so it does no more thinking.
    if (effective_bot_delay() > 0 || settle_frames_ > 0 || plat::now_ms() > budget_end) break;
  }
}

// ---- the game ----------------------------------------------------------------------

int App::human_to_act() const {
  if (!session_ || review_ || session_->state->terminal() || session_->read_only) return -1;  // review: nobody acts
  if (session_->held >= 0) return -1;  // a held turn: nobody acts until it ends
  const int p = session_->state->current_player();
  if (p < 0 || p >= static_cast<int>(session_->seats.size()) || session_->choosing_seats) return -1;
  const SeatConfig& c = session_->seats[static_cast<size_t>(p)];
  return c.bot || c.remote ? -1 : p;  // a remote seat moves at its own device
}

bool App::bot_to_act() const {
  if (!session_ || session_->state->terminal() || session_->choosing_seats || session_->held >= 0) return false;
  const int p = session_->state->current_player();
  return p >= 0 && p < static_cast<int>(session_->bots.size()) && session_->bots[static_cast<size_t>(p)] != nullptr;
}

std::vector<emp::Action> App::human_legal_actions() const {
  std::vector<emp::Action> out;
  if (human_to_act() >= 0) session_->state->legal_actions(out);
  return out;
}

int App::cover_seat() const {
  if (!session_ || view_as_ != -2) return -1;  // the leak check draws as one seat, without the cover
  const Session& s = *session_;
  const int h = human_to_act();
  if (h < 0 || s.handover.confirmed == h) return -1;
  int humans = 0;
  for (const auto& c : s.seats) humans += !c.bot && !c.remote;  // people at this device
  if (humans < 2) return -1;
  const WebGame* g = find_web_game(s.info->id);
  return s.info->private_information || (g && g->hot_seat_cover) || settings_.handover_cover ? h : -1;
}

bool App::cover_hides_board() const { return session_ && session_->info->private_information; }

int App::acting_seat() const {
  if (review_) return -1;  // review offers no choices
  const int h = human_to_act();
  if (view_as_ != -2) return h == view_as_ ? h : -1;
  return cover_seat() >= 0 ? -1 : h;
}

int App::view_seat() const {
  if (!session_) return -1;
  if (view_as_ != -2) return view_as_;
  const int h = human_to_act();
  if (h >= 0) return cover_seat() >= 0 && cover_hides_board() ? -1 : h;
  const Session& s = *session_;
  if (s.held >= 0) return s.held;  // the player who is about to end the turn still looks
  int only = -1, humans = 0;
  for (size_t i = 0; i < s.seats.size(); ++i)
    if (!s.seats[i].bot && !s.seats[i].remote) {  // the people at this device
      only = static_cast<int>(i);
      ++humans;
    }
  return humans == 1 ? only : -1;
}

App::LeakReport App::leak_check(int seat) {
  LeakReport r;
  if (!session_ || screen_ != Screen::Game) {
    r.error = "no game on screen";
    return r;
  }
  Session& s = *session_;
  if (seat < 0 || seat >= s.state->num_players()) {
    r.error = "no such seat";
    return r;
  }
  // The hidden data re-drawn as seat `seat` cannot tell (seeded: repeatable).
  std::unique_ptr<emp::State> other = s.state->clone();
  emp::Rng rng(s.seed ^ (0x9E3779B97F4A7C15ull * (s.record.actions.size() + 1)) ^ static_cast<uint64_t>(seat));
  other->resample_hidden(seat, rng);
  r.resample_changed = other->hash() != s.state->hash();
  const int settle = settle_frames_;
  const uint64_t frames = frames_;
  const std::string banner_before = banner;
  // The frames drawn as `seat` may lay out differently (its status bar), which
  // clamps scrolling regions: every window's scroll is put back afterwards.
  std::vector<std::pair<ImGuiWindow*, ImVec2>> scrolls;
  if (ImGui::GetCurrentContext())
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) scrolls.emplace_back(w, w->Scroll);
  view_as_ = seat;
  // Real frames until two agree (the layout has settled), one resampled, one real again.
  uint64_t prev = plat::offscreen_frame_hash();
  for (int i = 0; i < 4; ++i) {
    const uint64_t h = plat::offscreen_frame_hash();
    r.stable = h == prev;
    prev = h;
    if (r.stable) break;
  }
  r.draw_real = prev;
  const std::string state_real = state_json(*this, seat);
  std::swap(s.state, other);
  r.draw_resampled = plat::offscreen_frame_hash();
  const std::string state_resampled = state_json(*this, seat);
  std::swap(s.state, other);
  r.stable = r.stable && plat::offscreen_frame_hash() == r.draw_real;
  view_as_ = -2;
  for (auto& [w, scroll] : scrolls) {
    w->Scroll = scroll;
    w->ScrollTarget = ImVec2(FLT_MAX, FLT_MAX);
  }
  plat::offscreen_frame_hash();  // the last frame's widgets and board items as the screen shows them
  settle_frames_ = settle;       // drawing asked for no visible frame
  frames_ = frames;
  banner = banner_before;
  r.state_equal = state_real == state_resampled;
  r.ok = r.stable && r.draw_real != 0 && r.draw_real == r.draw_resampled && r.state_equal;
  if (!r.stable) r.error = "the frame did not settle";
  return r;
}

LogEntry make_log_entry(const Session& s, const emp::State& st, int seat, emp::Action a) {
  LogEntry e;
  e.seat = seat;
  e.action = a;
  const std::vector<std::string> names = seat_names(s);
  e.label_en = st.action_label(a, emp::Lang::En, &names);
  e.label_de = st.action_label(a, emp::Lang::De, &names);
  e.seen_by = st.action_seen_by(a);
  e.revealed_later = st.action_revealed_later(a);
  e.reveals_before = st.reveals();
  e.chance_before = st.chance_events();
  return e;
}

bool log_visible(const Session& s, const LogEntry& e, int viewer) {
  if (s.state->terminal() || s.reveal_all) return true;
  const uint32_t all = s.state->all_seats();
  if (viewer >= 0 ? (e.seen_by & (1u << viewer)) != 0 : (e.seen_by & all) == all) return true;
  return e.revealed_later && s.state->reveals() > e.reveals_before;
}

std::string log_text(const Session& s, const LogEntry& e, int viewer, emp::Lang lang) {
  const std::string who = e.seat >= 0 ? empui::seat_name(s, e.seat) : std::string();
  if (!log_visible(s, e, viewer)) return trf("game.secret_choice", {who});
  return (who.empty() ? "" : who + ": ") + (lang == emp::Lang::De ? e.label_de : e.label_en);
}

Result App::submit_action(emp::Action a, bool from_bot) {
  if (!session_) return Result::fail(tr("err.no_game"));
  if (review_) return Result::fail(tr("review.read_only"));  // review shows, it never plays
  Session& s = *session_;
  if (s.read_only) return Result::fail(tr("tabs.read_only"));  // another tab plays this game
  if (s.state->terminal()) return Result::fail(tr("err.game_over"));
  const int seat = s.state->current_player();
  if (!from_bot && human_to_act() < 0 &&
      !(s.held >= 0 && s.held != seat && !s.seats[static_cast<size_t>(seat)].bot &&
        !s.seats[static_cast<size_t>(seat)].remote))
    return Result::fail(tr("err.not_human_turn"));
  LogEntry e = make_log_entry(s, *s.state, seat, a);
  std::string why;
  if (!s.state->apply_checked(a, &why)) return Result::fail(why.empty() ? tr("err.illegal") : tr_message(why));
  s.held = -1;  // a held turn ends with the next action (an API call may make it)
  s.confirm.open = false;
  s.record.actions.push_back(a);
  s.log.push_back(std::move(e));
  s.bot_due_ms = now_ms_ + effective_bot_delay();
  on_action_applied();
  request_redraw();
  return {};
}

bool App::irreversible(emp::Action a) const {
  if (!session_) return false;
  const emp::State& st = *session_->state;
  std::unique_ptr<emp::State> trial = st.clone();
  if (!trial->apply_checked(a)) return false;
  return trial->chance_events() != st.chance_events() || trial->reveals() != st.reveals();
}

Result App::choose(emp::Action a) {
  if (!session_) return Result::fail(tr("err.no_game"));
  Session& s = *session_;
  if (acting_seat() < 0) return Result::fail(tr("err.not_human_turn"));
  if (irreversible(a)) {
    std::vector<emp::Action> legal;
    s.state->legal_actions(legal);
    // A forced step needs no confirmation, unless it ends what could still be taken back.
    if (legal.size() > 1 || can_undo()) {
      s.confirm.open = true;
      s.confirm.action = a;
      s.confirm.at = s.record.actions.size();
      request_redraw();
      return {};
    }
  }
  const int seat = s.state->current_player();
  Result r = submit_action(a);
  if (!r.ok) return r;
  // The move passed to another seat: hold the turn while the player may still take it back.
  // Not when, with private information, another person at this device is next: the device changes
  // hands behind the cover at once (a held turn would keep this seat's secrets on screen for them).
  const int next = s.state->terminal() ? -1 : s.state->current_player();
  const bool next_local_human =
      next >= 0 && !s.seats[static_cast<size_t>(next)].bot && !s.seats[static_cast<size_t>(next)].remote;
  if (next >= 0 && next != seat && !(s.info->private_information && next_local_human)) {
    s.held = seat;
    if (!can_undo()) s.held = -1;
  }
  return r;
}

Result App::confirm_choice() {
  if (!session_ || !session_->confirm.open) return Result::fail(tr("err.illegal"));
  Session& s = *session_;
  s.confirm.open = false;
  if (s.confirm.at != s.record.actions.size()) return Result::fail(tr("err.illegal"));
  const emp::Action a = s.confirm.action;
  return submit_action(a);  // irreversible: the turn is not held
}

void App::cancel_choice() {
  if (session_) session_->confirm.open = false;
  request_redraw();
}

int App::held_seat() const { return session_ && !review_ ? session_->held : -1; }

Result App::end_turn() {
  if (!session_ || session_->held < 0) return Result::fail(tr("err.illegal"));
  session_->held = -1;
  session_->bot_due_ms = now_ms_ + effective_bot_delay();
  request_redraw();
  return {};
}

void App::end_turn_if_held(int seat) {
  if (seat >= 0 && held_seat() == seat) (void)end_turn();
}

void App::on_action_applied() {
  autosave_now();      // persistence.cpp
  remember_by_link();  // table.cpp
}

void App::make_bots() {
  Session& s = *session_;
  s.bots.clear();
  s.bots.resize(s.seats.size());
  for (size_t i = 0; i < s.seats.size(); ++i) {
    if (!s.seats[i].bot) continue;
    // Each bot gets its own seed derived from the game seed and its seat.
    const uint64_t bot_seed = s.seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull * (i + 1);
    s.bots[i] = emp::make_bot(s.seats[i].bot_kind, bot_seed);
  }
}

Result App::new_game(const std::string& game_id, int players, uint64_t seed, std::vector<SeatConfig> seats,
                     int bot_delay_ms, uint32_t variant) {
  if (review_) leave_review();  // a new game ends review (the running game is back first)
  const emp::GameInfo* info = emp::find_game(game_id);
  if (!info) return Result::fail(trf("err.unknown_game", {game_id}));
  const std::string name = lang() == emp::Lang::De ? info->name_de : info->name_en;
  if (!game_visible(*info)) return Result::fail(trf("err.test_game", {name}));  // test-only: ?dev=1
  if (players < info->min_players || players > info->max_players)
    return Result::fail(
        trf("err.players", {name, std::to_string(info->min_players), std::to_string(info->max_players)}));
  if (static_cast<int>(seats.size()) < players)
    return Result::fail(trf("err.seats", {std::to_string(seats.size()), std::to_string(players)}));
  seats.resize(static_cast<size_t>(players));
  emp::Table asked;  // the table as given: refused as a link's would be (names, colours, bot kinds)
  for (const auto& seat : seats) {
    if (seat.colour < 0 || seat.colour >= kNumColours) return Result::fail(tr_message(emp::msg("table.colour")));
    asked.seats.push_back(
        {seat.bot, seat.bot ? seat.bot_kind : std::string(), seat.name, static_cast<uint32_t>(seat.colour)});
    if (!seat.bot) continue;
    std::string why;
    if (!emp::make_bot(seat.bot_kind, 1, &why)) return Result::fail(trf("err.bot_kind", {seat.bot_kind}));
  }
  if (std::string problem = emp::table_problem(asked, players); !problem.empty())
    return Result::fail(tr_message(problem));
  emp::Options opt;
  opt.players = players;
  opt.variant = variant;
  std::string why;
  auto state = emp::new_game(game_id, opt, seed, &why);
  if (!state) return Result::fail(trf("err.create", {tr_message(why)}));
  std::string kept;
  const std::string save_id = persist::new_save_id();
  if (Result k = keep_running_game(save_id, &kept); !k.ok) return k;  // persistence.cpp
  auto s = std::make_unique<Session>();
  s->save_id = save_id;
  s->info = info;
  s->options = opt;
  s->seed = seed;
  s->record = emp::make_record(*state, seed, opt);
  s->state = std::move(state);
  s->seats = std::move(seats);
  s->bot_delay_ms = bot_delay_ms;
  s->bot_due_ms = now_ms_ + (bot_delay_ms >= 0 ? bot_delay_ms : settings_.bot_delay_ms);
  session_ = std::move(s);
  sync_table();  // a seat played elsewhere makes it a game played by link
  remember_by_link();
  make_bots();
  notice = kept;  // e.g. "Opened from a link" belonged to the previous game
  autosave_now();
  go(Screen::Game);
  return {};
}

std::vector<std::string> seat_names(const Session& s) {
  std::vector<std::string> names;
  for (size_t i = 0; i < s.seats.size(); ++i) names.push_back(empui::seat_name(s, static_cast<int>(i)));
  return names;
}

Result App::load_link(const std::string& text) {
  if (review_) leave_review();
  emp::Record rec;
  std::string why;
  if (!emp::decode_link(text, rec, &why)) return Result::fail(trf("err.link", {tr_message(why)}));
  return open_link_record(rec);  // persistence.cpp: keeps an unfinished game, shows where it came from
}

Result App::open_record(const emp::Record& rec, std::vector<SeatConfig> seats, int bot_delay_ms,
                        const std::string& save_id, uint64_t save_seq) {
  if (review_) leave_review();
  std::string why;
  auto state = emp::replay(rec, &why);
  if (!state) return Result::fail(tr_message(why));
  const emp::GameInfo* info = emp::find_game(rec.game);
  if (!info) return Result::fail(trf("err.unknown_game", {rec.game}));
  if (!game_visible(*info))  // test-only games open only with ?dev=1 (the tests' switch)
    return Result::fail(trf("err.test_game", {lang() == emp::Lang::De ? info->name_de : info->name_en}));
  // Without a seat configuration (a shared link) the game is played hot-seat
  // by people: every seat human.
  if (seats.size() != static_cast<size_t>(rec.options.players)) {
    seats.assign(static_cast<size_t>(rec.options.players), SeatConfig{});
    for (size_t i = 0; i < seats.size(); ++i) seats[i].colour = static_cast<int>(i) % kNumColours;
  }
  for (auto& seat : seats) {
    if (seat.bot && !emp::make_bot(seat.bot_kind, 1, &why)) seat.bot = false;  // unknown bot: a person plays
    if (seat.bot) seat.remote = false;
  }
  std::string kept;
  const std::string id = save_id.empty() ? persist::new_save_id() : save_id;
  if (Result k = keep_running_game(id, &kept); !k.ok) return k;  // persistence.cpp
  // Rebuild the log by replaying once more, step by step, for the labels.
  auto s = std::make_unique<Session>();
  s->save_id = id;
  s->save_seq = save_seq;
  s->seats = seats;
  s->info = info;
  s->options = rec.options;
  s->seed = rec.seed;
  {
    auto walk = emp::new_game(rec.game, rec.options, rec.seed, &why);
    if (!walk) return Result::fail(tr_message(why));
    for (emp::Action a : rec.actions) {
      s->log.push_back(make_log_entry(*s, *walk, walk->current_player(), a));
      walk->apply(a);
    }
  }
  s->record = rec;
  // What its autosave holds at save_seq (a link that goes on with the game
  // keeps the older moves there until autosave_now writes; a new id: written below).
  if (save_id.empty() || !persist::autosave_record_at(save_id, save_seq, s->saved_record)) s->saved_record = rec;
  s->state = std::move(state);
  s->seats = std::move(seats);
  s->bot_delay_ms = bot_delay_ms;
  s->bot_due_ms = now_ms_ + (bot_delay_ms >= 0 ? bot_delay_ms : settings_.bot_delay_ms);
  session_ = std::move(s);
  sync_table();  // the record's table follows the seats (saves before format 2 had none)
  if (pbl::Known k; pbl::load(session_->record.table.game_uid, k))
    session_->taken_over = k.taken;  // a seat taken over here stays told
  make_bots();
  notice = kept;
  if (save_id.empty()) autosave_now();  // continued from its autosave: nothing new to write
  go(Screen::Game);
  return {};
}

bool App::can_undo_to(size_t n) const {
  if (!session_ || review_) return false;
  const Session& s = *session_;
  const size_t end = s.record.actions.size();
  if (n >= end || s.log.size() != end || s.state->terminal()) return false;
  const int seat = s.log[n].seat;
  if (seat < 0 || seat >= static_cast<int>(s.seats.size()) || s.seats[static_cast<size_t>(seat)].bot) return false;
  // Only the seat still to act, or whose turn is held, takes its steps back:
  // never another person's (hot-seat) once the move has passed on.
  if (seat != (s.held >= 0 ? s.held : human_to_act())) return false;
  for (size_t i = n; i < end; ++i)
    if (s.log[i].seat != seat) return false;  // another seat acted since
  // Nothing random came out and nothing secret was made public since.
  return s.log[n].chance_before == s.state->chance_events() && s.log[n].reveals_before == s.state->reveals();
}

bool App::can_undo() const {
  return session_ && !session_->record.actions.empty() && can_undo_to(session_->record.actions.size() - 1);
}

Result App::undo_to(size_t n) {
  if (!session_) return Result::fail(tr("err.no_game"));
  if (!can_undo_to(n)) return Result::fail(tr("err.undo"));
  Session& s = *session_;
  std::string why;
  std::unique_ptr<emp::State> st = emp::replay(s.record, &why, n);
  if (!st) return Result::fail(trf("err.link", {tr_message(why)}));
  s.record.actions.resize(n);
  s.log.resize(n);
  // A hint asked for in the moves taken back stays in the log (at the end).
  for (Session::HintNote& h : s.hint_notes) h.at = std::min(h.at, n);
  s.state = std::move(st);
  s.held = -1;  // the undoing seat is to act again
  s.confirm.open = false;
  s.bot_thinking = false;
  s.bot_due_ms = now_ms_ + effective_bot_delay();
  on_action_applied();
  request_redraw();
  return {};
}

Result App::undo() {
  if (!session_ || session_->record.actions.empty()) return Result::fail(tr("err.undo"));
  return undo_to(session_->record.actions.size() - 1);
}

std::string App::share_code() const {
  if (!session_) return {};
  return emp::encode_link(session_->record);
}

// ---- drawing -------------------------------------------------------------------------

void App::draw() {
  switch (screen_) {
    case Screen::Menu:
      draw_menu(*this);
      break;
    case Screen::About:
      draw_about(*this);
      break;
    case Screen::Settings:
      draw_settings(*this);
      break;
    case Screen::Saves:
      draw_saves(*this);
      break;
    case Screen::Review:
      if (session_ && review_) {
        draw_review(*this);
      } else {
        screen_ = Screen::Menu;
        draw_menu(*this);
      }
      break;
    case Screen::Game:
      if (session_) {
        draw_game(*this);
      } else {
        screen_ = Screen::Menu;
        draw_menu(*this);
      }
      break;
  }
  draw_toast(*this);  // screen_saves.cpp
}

}  // namespace empui

namespace empui {

// ---- kit::Host --------------------------------------------------------------------

std::string App::seat_name(int seat) const { return empui::seat_name(*session_, seat); }

int App::seat_colour(int seat) const {
  if (!session_ || seat < 0 || seat >= static_cast<int>(session_->seats.size())) return 0;
  return session_->seats[static_cast<size_t>(seat)].colour;
}

bool App::seat_is_bot(int seat) const {
  if (!session_ || seat < 0 || seat >= static_cast<int>(session_->seats.size())) return false;
  return session_->seats[static_cast<size_t>(seat)].bot;
}

int App::actor(size_t i) const {
  if (!session_ || i >= session_->log.size()) return -1;
  return session_->log[i].seat;
}

const emp::Action* App::pending_choice() const {
  return session_ && session_->confirm.open ? &session_->confirm.action : nullptr;
}

int64_t App::hinted_action() const {
  if (!session_ || reviewing()) return -1;
  const Session::Hint& h = session_->hint;
  if (!h.ready || h.at != session_->record.actions.size() || h.seat != acting_seat()) return -1;
  return static_cast<int64_t>(h.action);
}

kit::Board* App::board() {
  if (!session_) return nullptr;
  const WebGame* game = find_web_game(session_->info->id);
  if (!game || !game->make_board) return nullptr;
  if (auto* b = dynamic_cast<kit::Board*>(session_->board_ui.get())) return b;
  session_->board_ui = game->make_board(*this);
  return static_cast<kit::Board*>(session_->board_ui.get());
}

}  // namespace empui
