// Review mode: look back at any game (the running one, a named save, a link).
// The position after n actions is a review session built from the record cut
// after n actions, shown by screens/screen_review.cpp with the game's own board.
// The review has its own session; the running game stays untouched meanwhile.
#include <algorithm>
#include <tuple>

#include "app.h"
#include "bots/analysis.h"
#include "bots/bot.h"
#include "i18n.h"
#include "persistence.h"
#include "platform/platform.h"
#include "table.h"

namespace empui {
namespace {

// Review::stops for its viewer: every position, but in an unfinished game
// none inside a run of secret steps the viewer may not read.
void set_stops(App::Review& r) {
  const size_t total = r.full.actions.size();
  r.stops.clear();
  for (size_t p = 0; p <= total; ++p)
    if (p == 0 || p == total || !log_joins_secret(r.log, *r.last, r.finished, p, r.viewer)) r.stops.push_back(p);
}

// The index of the stop at or before position n.
size_t stop_index(const App::Review& r, size_t n) {
  const auto it = std::upper_bound(r.stops.begin(), r.stops.end(), n);
  return it == r.stops.begin() ? 0 : static_cast<size_t>(it - r.stops.begin()) - 1;
}

}  // namespace

Result App::open_review(const emp::Record& rec, std::vector<SeatConfig> seats, const std::vector<LogEntry>* log,
                        bool running) {
  std::string why;
  const emp::GameInfo* info = emp::find_game(rec.game);
  if (!info) return Result::fail(trf("err.unknown_game", {rec.game}));
  if (!game_visible(*info))  // test-only games open only with ?dev=1 (the tests' switch)
    return Result::fail(trf("err.test_game", {lang() == emp::Lang::De ? info->name_de : info->name_en}));
  auto walk = emp::new_game(rec.game, rec.options, rec.seed, &why, rec.rules_version);
  if (!walk) return Result::fail(tr_message(why));
  if (seats.size() != static_cast<size_t>(rec.options.players)) {
    seats.assign(static_cast<size_t>(rec.options.players), SeatConfig{});
    for (size_t i = 0; i < seats.size(); ++i) seats[i].colour = static_cast<int>(i) % kNumColours;
  }
  auto r = std::make_unique<Review>();
  auto s = std::make_unique<Session>();
  s->info = info;
  s->options = rec.options;
  s->seed = rec.seed;
  s->seats = seats;
  s->paused = true;
  r->start = walk->clone();
  // One walk through the game: the log (unless the running game's is given),
  // where each era, round and turn begins, and a check of every action.
  auto key = [](const emp::Progress& p) { return std::make_tuple(p.era, p.round, p.turn); };
  r->progress.push_back(walk->progress());
  r->turns.push_back(0);
  // Checkpoints (Review::checkpoints): a jump anywhere replays at most
  // checkpoint_every actions (at least 256; about kReviewCheckpoints copies).
  r->checkpoint_every = std::max<size_t>(256, rec.actions.size() / Review::kReviewCheckpoints + 1);
  if (!log) r->log.reserve(rec.actions.size());
  r->progress.reserve(rec.actions.size() + 1);
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    if (i % r->checkpoint_every == 0) r->checkpoints.push_back(walk->clone());
    const emp::Action a = rec.actions[i];
    if (!log) r->log.push_back(make_log_entry(*s, *walk, walk->current_player(), a));
    if (!walk->apply_checked(a, &why)) return Result::fail(tr_message(why.empty() ? "illegal" : why));
    r->progress.push_back(walk->progress());
    if (key(r->progress[i + 1]) != key(r->progress[i])) r->turns.push_back(i + 1);
  }
  if (log) r->log = *log;
  if (r->turns.back() != rec.actions.size()) r->turns.push_back(rec.actions.size());
  r->full = rec;
  r->finished = walk->terminal();
  r->last = std::move(walk);
  s->reveal_all = r->finished;
  // A game by link from a link or a save: the seats this device plays by its
  // own memory of the game, never what the link's table would allow.
  if (!running) mark_seats_played_here(rec, r->finished, seats);
  s->seats = seats;
  // Whose view: after the end any seat's; before, only the people at this device.
  for (size_t i = 0; i < seats.size(); ++i)
    if (r->finished || (!seats[i].bot && !seats[i].remote)) r->people.push_back(static_cast<int>(i));
  int viewer = -1;
  if (!r->finished) {
    // The person at this device: the screen's viewer, else the only person.
    const int v = !review_ && play_.session() && play_.session()->record == rec ? view_seat() : -1;
    int humans = 0;
    for (const auto& c : seats) humans += !c.bot && !c.remote;
    if (v >= 0)
      viewer = v;
    else if (humans == 1)
      viewer = r->people.front();
  }
  r->viewer = viewer;
  set_stops(*r);
  s->record = rec;
  s->record.actions.clear();
  s->state = r->start->clone();  // after 0 actions; review_goto below walks to the end
  r->back = screen_;
  r->session = std::move(s);  // the running game stays where it is
  review_ = std::move(r);
  view_as_ = review_->viewer;  // draws as this seat, like the leak check (no hot-seat cover)
  screen_ = Screen::Review;
  Result g = review_goto(rec.actions.size());
  request_redraw();
  return g;
}

Result App::review_running() {
  if (review_) return {};
  if (!running()) return Result::fail(tr("err.no_game"));
  const Session& s = *running();
  const std::vector<LogEntry>* log = s.log.size() == s.record.actions.size() ? &s.log : nullptr;
  return open_review(s.record, s.seats, log, true);
}

Result App::review_link(const std::string& text) {
  emp::Record rec;
  std::string why;
  if (!emp::decode_link(text, rec, &why)) return Result::fail(trf("err.link", {tr_message(why)}));
  std::vector<SeatConfig> seats;
  if (!seats_from_table(rec.table, rec.options.players, seats, &why)) return Result::fail(trf("err.link", {why}));
  if (review_) leave_review();
  return open_review(rec, std::move(seats), nullptr, false);
}

Result App::review_save(const std::string& id) {
  persist::SaveEntry e;
  std::string why;
  if (!persist::read_save(id, e, &why)) return Result::fail(trf("saves.err.open", {why}));
  if (review_) leave_review();
  return open_review(e.record, e.seats, nullptr, false);
}

Result App::review_goto(size_t n) {
  if (!review_) return Result::fail(tr("err.no_game"));
  Review& r = *review_;
  Session& s = *r.session;
  n = std::min(n, r.full.actions.size());
  if (!r.stops.empty()) n = r.stops[stop_index(r, n)];  // never inside a run the viewer may not count
  const size_t cur = s.record.actions.size();
  if (n == cur && s.state) return {};
  // Forward from here, or from the nearest checkpoint at or before n when that
  // is nearer (going back, or far ahead).
  size_t from = 0;
  std::unique_ptr<emp::State> st;
  const size_t j = r.checkpoints.empty() ? 0 : std::min(n / r.checkpoint_every, r.checkpoints.size() - 1);
  const size_t at = j * r.checkpoint_every;  // checkpoint j: the position after `at` (<= n) actions
  if (n >= cur && s.state && at <= cur) {
    st = std::move(s.state);
    from = cur;
  } else if (!r.checkpoints.empty()) {
    st = r.checkpoints[j]->clone();
    from = at;
  } else {
    st = r.start->clone();
  }
  for (size_t i = from; i < n; ++i) st->apply(r.full.actions[i]);
  s.state = std::move(st);
  // The record and the log up to n: cut back, or extended by what is new
  // (never copied whole: 250,000 entries would take a second).
  const auto grow_to = [](auto& part, const auto& whole, size_t m) {
    if (part.size() > m)
      part.resize(m);
    else
      part.insert(part.end(), whole.begin() + static_cast<std::ptrdiff_t>(part.size()),
                  whole.begin() + static_cast<std::ptrdiff_t>(m));
  };
  grow_to(s.record.actions, r.full.actions, n);
  grow_to(s.log, r.log, std::min(n, r.log.size()));
  r.n = n;
  if (n >= r.full.actions.size()) r.speed = 0;  // playback stops at the end
  request_redraw();
  return {};
}

Result App::review_step(int by) {
  if (!review_ || review_->stops.empty()) return Result::fail(tr("err.no_game"));
  const Review& r = *review_;
  const auto last = static_cast<std::ptrdiff_t>(r.stops.size()) - 1;
  const auto i = std::clamp(static_cast<std::ptrdiff_t>(stop_index(r, r.n)) + by, std::ptrdiff_t{0}, last);
  return review_goto(r.stops[static_cast<size_t>(i)]);
}

Result App::review_goto_move(size_t move) {
  if (!review_ || review_->stops.empty()) return Result::fail(tr("err.no_game"));
  return review_goto(review_->stops[std::min(move, review_->stops.size() - 1)]);
}

size_t App::review_move() const { return review_ ? stop_index(*review_, review_->n) : 0; }
size_t App::review_moves() const { return review_ && !review_->stops.empty() ? review_->stops.size() - 1 : 0; }

void App::review_set_viewer(int seat) {
  if (!review_) return;
  if (seat >= 0 && std::find(review_->people.begin(), review_->people.end(), seat) == review_->people.end()) return;
  review_->viewer = seat;
  view_as_ = seat;
  set_stops(*review_);
  review_goto(review_->n);  // onto a stop of this view
  // The analysis took the previous viewer's information: another view needs its own.
  int observer = 0;
  if (review_->analysis && (!analysis_observer(&observer, nullptr) || observer != review_->analysis->observer())) {
    review_->analysis_run.reset();
    review_->analysis.reset();
    review_->analysing = false;
  }
  request_redraw();
}

void App::review_play(double actions_per_second) {
  if (!review_) return;
  review_->speed = actions_per_second > 0 ? actions_per_second : 0;
  if (review_->speed > 0 && review_->n >= review_->full.actions.size()) review_goto(0);  // from the start again
  review_->next_ms = now_ms_ + (review_->speed > 0 ? 1000.0 / review_->speed : 0);
  request_redraw();
}

void App::run_review(double now_ms) {
  if (!review_ || review_->speed <= 0 || now_ms < review_->next_ms) return;
  review_step(1);  // redraws once per step, nothing in between
  review_->next_ms = std::max(review_->next_ms + 1000.0 / std::max(review_->speed, 0.01), now_ms);
  if (review_->speed <= 0) review_->next_ms = 0;
}

void App::leave_review() {
  if (!review_) return;
  std::unique_ptr<Review> r = std::move(review_);
  view_as_ = -2;
  screen_ = r->back == Screen::Review ? Screen::Menu : r->back;
  if (screen_ == Screen::Game && !running()) screen_ = Screen::Menu;
  request_redraw();
}

}  // namespace empui
