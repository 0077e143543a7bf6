#include "app.h"

#include <algorithm>

#include "bots/bot.h"
#include "core/json.h"
#include "core/messages.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "kit/board.h"
#include "kit/tooltip.h"
#include "kit/web_game.h"
#include "persistence.h"
#include "platform/platform.h"
#include "screens/screens.h"
#include "table.h"
#include "thinking.h"
#include "ui_util.h"

namespace empui {

App& app() {
  static App instance;
  return instance;
}

App::App() = default;
App::~App() = default;

void App::init() {
  emp::set_term_decorator(&decorate_term);                   // icons in the engine's messages
  settings_.reduce_motion = plat::prefers_reduced_motion();  // unless the player chose in Settings
  kit::set_touch_mode(plat::coarse_pointer());               // a phone says "tap" from its first frame
  settings_.load();
  set_language(settings_.lang);
  dev_mode_ = plat::dev_flag();
  play_.set_default_bot_delay(settings_.bot_delay_ms);
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
  if (s == Screen::Menu && screen_ != Screen::Menu) menu_to_top_ = true;
  screen_ = s;
  if (s == Screen::Game && running()) running()->paused = false;
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
  if (catching_up()) request_redraw();  // a long record is followed over several frames
  if (!toast.empty() && now_ms >= toast_until_ms) {
    toast.clear();
    request_redraw();
  }
  if (!review_ && running() && running()->follow_due) {  // persistence.cpp: another tab won a write race
    running()->follow_due = false;
    follow_other_tab(true);
  }
  run_review(now_ms);  // review.cpp: playback
  const double b0 = plat::now_ms();
  run_analysis();  // analysis.cpp: the review's analysis, in workers or in slices (thinking.h)
  play_.set_now(now_ms);
  play_.set_default_bot_delay(settings_.bot_delay_ms);
  if (!review_ && running() && thinking::hint(*running(), acting_seat())) request_redraw();
  double think_ms = plat::now_ms() - b0;  // the analysis' and the hint's
  if (!review_) {
    const bool drawing = settle_frames_ > 0;
    const thinking::BotSlice b =
        thinking::bots(play_, b0 + (drawing ? thinking::kSliceDrawingMs : thinking::kSliceMs), drawing);
    if (!b.error.empty()) banner = b.error;
    worker_moves_ += static_cast<uint64_t>(b.from_worker);
    think_ms += b.think_ms;
  }
  think_max_ms_ = std::max(think_max_ms_, think_ms);
  think_slow_steps_ += think_ms > kThinkStepMs;
  const double bot_ms = plat::now_ms() - b0;
  bot_max_ms_ = bot_ms > bot_max_ms_ ? bot_ms : bot_max_ms_;
  if (settle_frames_ > 0) {
    --settle_frames_;
    return true;
  }
  return false;
}

bool App::catching_up() const {
  // Only the game and review screens follow the record (their boards, log and
  // end chart): on another screen a follower left behind waits, and the page rests.
  if (screen_ != Screen::Game && screen_ != Screen::Review) return false;
  const Session* s = shown();
  return s && s->follower.catching_up();
}

bool App::at_rest(double now_ms, double soon_ms) const {
  if (settle_frames_ > 0 || catching_up()) return false;
  if (!toast.empty() && toast_until_ms - now_ms < soon_ms) return false;
  if (review_) return !(review_->speed > 0 && review_->next_ms - now_ms < soon_ms);
  return !play_.bot_move_coming(now_ms - now_ms_ + soon_ms);
}

uint64_t App::page_searches_total() { return thinking::page_searches(); }

double App::ms_until_wakeup(double now_ms) const {
  if (settle_frames_ > 0 || catching_up()) return 0;
  const double wake = toast.empty() ? 1e9 : std::max(0.0, toast_until_ms - now_ms);  // the toast fades
  if (review_ && review_->analysing) return 0;
  if (review_) return review_->speed > 0 ? std::min(wake, std::max(0.0, review_->next_ms - now_ms)) : wake;
  if (running() && running()->hint.pending) return 0;
  if (running() && running()->bot_thinking) return 0;
  if (bot_to_act() && !running()->paused) return std::min(wake, std::max(0.0, running()->bot_due_ms - now_ms));
  return wake;
}

int App::effective_bot_delay() const { return play_.bot_delay(); }

void App::set_bot_delay(int ms) {
  settings_.bot_delay_ms = ms;
  save_settings();
  play_.set_default_bot_delay(settings_.bot_delay_ms);
  if (Session* s = running()) {
    s->bot_delay_ms = -1;  // the running game follows the setting
    s->bot_due_ms = std::min(s->bot_due_ms, now_ms_ + settings_.bot_delay_ms);
  }
  request_redraw();
}

// ---- the game ----------------------------------------------------------------------

int App::human_to_act() const { return review_ ? -1 : play_.human_to_act(); }  // review: nobody acts

bool App::bot_to_act() const { return play_.bot_to_act(); }

std::vector<emp::Action> App::human_legal_actions() const {
  return review_ ? std::vector<emp::Action>{} : play_.human_legal_actions();
}

int App::cover_seat() const {
  if (!running() || view_as_ != -2) return -1;  // the leak check draws as one seat, without the cover
  const Session& s = *running();
  const int h = human_to_act();
  if (h < 0 || s.handover.confirmed == h) return -1;
  int humans = 0;
  for (const auto& c : s.seats) humans += !c.bot && !c.remote;  // people at this device
  if (humans < 2) return -1;
  const WebGame* g = find_web_game(s.info->id);
  return s.info->private_information || (g && g->hot_seat_cover) || settings_.handover_cover ? h : -1;
}

bool App::cover_hides_board() const { return shown() && shown()->info->private_information; }

int App::acting_seat() const {
  if (review_) return -1;  // review offers no choices
  const int h = human_to_act();
  if (view_as_ != -2) return h == view_as_ ? h : -1;
  return cover_seat() >= 0 ? -1 : h;
}

int App::view_seat() const {
  if (!shown()) return -1;
  if (view_as_ != -2) return view_as_;  // review and the leak check
  const int h = human_to_act();
  if (h >= 0) return cover_seat() >= 0 && cover_hides_board() ? -1 : h;
  const Session& s = *running();
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
  if (!running() || screen_ != Screen::Game) {
    r.error = "no game on screen";
    return r;
  }
  Session& s = *running();
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
  // Real frames until three agree (the layout has settled), then the
  // resampled state and the real one again, each drawn twice and the second
  // frame compared: a window's content size (its scrollbar) follows its
  // content a frame later, so two frames may agree while the content has
  // changed, and a frame after a change is not yet the state's own frame.
  uint64_t prev = plat::offscreen_frame_hash();
  for (int i = 0, same = 0; i < 10 && !r.stable; ++i) {
    const uint64_t h = plat::offscreen_frame_hash();
    same = h == prev ? same + 1 : 0;
    r.stable = same >= 2;
    prev = h;
  }
  r.draw_real = prev;
  const std::string state_real = state_json(*this, seat);
  std::swap(s.state, other);
  plat::offscreen_frame_hash();
  r.draw_resampled = plat::offscreen_frame_hash();
  const std::string state_resampled = state_json(*this, seat);
  std::swap(s.state, other);
  plat::offscreen_frame_hash();
  r.stable = r.stable && plat::offscreen_frame_hash() == r.draw_real;
  view_as_ = -2;
  // The screen's own frame, twice (its content sizes follow a frame later),
  // with every window's scroll put back before each: the last frame's
  // widgets and board items as the screen shows them.
  for (int i = 0; i < 2; ++i) {
    for (auto& [w, scroll] : scrolls) {
      w->Scroll = scroll;
      w->ScrollTarget = ImVec2(FLT_MAX, FLT_MAX);
    }
    plat::offscreen_frame_hash();
  }
  settle_frames_ = settle;  // drawing asked for no visible frame
  frames_ = frames;
  banner = banner_before;
  r.state_equal = state_real == state_resampled;
  r.ok = r.stable && r.draw_real != 0 && r.draw_real == r.draw_resampled && r.state_equal;
  if (!r.stable) r.error = "the frame did not settle";
  return r;
}

Result App::submit_action(emp::Action a) {
  if (review_) return Result::fail(tr("review.read_only"));  // review shows, it never plays
  return play_.submit(a);
}

Result App::choose(emp::Action a) {
  if (review_) return Result::fail(tr("review.read_only"));
  Result r = play_.choose(a, acting_seat());
  request_redraw();
  return r;
}

Result App::confirm_choice() {
  if (review_) return Result::fail(tr("review.read_only"));
  return play_.confirm();
}

void App::cancel_choice() {
  play_.cancel();
  request_redraw();
}

int App::held_seat() const { return review_ ? -1 : play_.held_seat(); }

Result App::end_turn() {
  if (review_) return Result::fail(tr("review.read_only"));
  Result r = play_.end_turn();
  request_redraw();
  return r;
}

void App::end_turn_if_held(int seat) {
  if (seat >= 0 && held_seat() == seat) (void)end_turn();
}

void App::record_changed(Session&) {
  autosave_now();      // persistence.cpp
  remember_by_link();  // table.cpp
  request_redraw();
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
  LiveText kept;
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
  play_.start(std::move(s));  // and its bots
  sync_table();               // a seat played elsewhere makes it a game played by link
  remember_by_link();
  notice = kept;  // e.g. "Opened from a link" belonged to the previous game
  autosave_now();
  go(Screen::Game);
  return {};
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
  LiveText kept;
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
    auto walk = emp::new_game(rec.game, rec.options, rec.seed, &why, rec.rules_version);
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
  play_.start(std::move(s));  // and its bots
  sync_table();               // the record's table follows the seats (saves before format 2 had none)
  if (pbl::Known k; pbl::load(running()->record.table.game_uid, k))
    running()->taken_over = k.taken;  // a seat taken over here stays told
  notice = kept;
  if (save_id.empty()) autosave_now();  // continued from its autosave: nothing new to write
  go(Screen::Game);
  return {};
}

bool App::can_undo_to(size_t n) const { return !review_ && play_.can_undo_to(n); }

bool App::can_undo() const { return !review_ && play_.can_undo(); }

kit::UndoStop App::undo_stop(int seat) const { return review_ ? kit::UndoStop::None : play_.undo_stop(seat); }

Result App::undo_to(size_t n) {
  if (!running()) return Result::fail(tr("err.no_game"));
  if (review_) return Result::fail(tr("err.undo"));
  return play_.undo_to(n);
}

Result App::undo() {
  if (review_) return Result::fail(tr("err.undo"));
  return play_.undo();
}

std::string App::share_code() const {
  if (!shown()) return {};
  return emp::encode_link(shown()->record);
}

// ---- drawing -------------------------------------------------------------------------

void App::draw() {
  // Back on the menu: it opens at its top (Continue, the games), not where it was left.
  if (menu_to_top_ && screen_ == Screen::Menu) {
    menu_to_top_ = false;
    if (ImGuiWindow* w = ImGui::FindWindowByName("##menu")) ImGui::SetScrollY(w, 0.0f);
  }
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
      if (review_) {
        draw_review(*this);
      } else {
        screen_ = Screen::Menu;
        draw_menu(*this);
      }
      break;
    case Screen::Game:
      if (running()) {
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

std::string App::seat_name(int seat) const { return empui::seat_name(*shown(), seat); }

int App::seat_colour(int seat) const {
  const Session* s = shown();
  if (!s || seat < 0 || seat >= static_cast<int>(s->seats.size())) return 0;
  return s->seats[static_cast<size_t>(seat)].colour;
}

bool App::seat_is_bot(int seat) const {
  const Session* s = shown();
  if (!s || seat < 0 || seat >= static_cast<int>(s->seats.size())) return false;
  return s->seats[static_cast<size_t>(seat)].bot;
}

int App::actor(size_t i) const {
  const Session* s = shown();
  if (!s || i >= s->log.size()) return -1;
  return s->log[i].seat;
}

std::string App::seen_action(size_t i) const {
  const Session* s = shown();
  if (!s || i >= s->log.size() || !log_visible(*s, s->log[i], view_seat())) return {};
  return log_text(*s, s->log[i], view_seat(), lang());
}

const emp::Action* App::pending_choice() const { return review_ ? nullptr : play_.pending_choice(); }

std::vector<std::string> App::last_move() const {
  const Session* s = shown();
  return s ? log_last_move(*s, view_seat()) : std::vector<std::string>{};
}

std::vector<std::string> App::last_move_events() const {
  const Session* s = shown();
  return s ? log_last_move_events(*s, view_seat()) : std::vector<std::string>{};
}

int64_t App::hinted_action() const {
  if (!running() || reviewing()) return -1;
  const Session::Hint& h = running()->hint;
  if (!h.ready || h.at != running()->record.actions.size() || h.seat != acting_seat()) return -1;
  return static_cast<int64_t>(h.action);
}

kit::Board* App::board() {
  Session* s = shown();
  if (!s) return nullptr;
  const WebGame* game = find_web_game(s->info->id);
  if (!game || !game->make_board) return nullptr;
  if (auto* b = dynamic_cast<kit::Board*>(s->board_ui.get())) return b;
  s->board_ui = game->make_board(*this);
  return static_cast<kit::Board*>(s->board_ui.get());
}

}  // namespace empui
