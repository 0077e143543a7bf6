#include "play.h"

#include <algorithm>

#include "bots/bot.h"
#include "core/messages.h"
#include "core/record.h"
#include "i18n.h"
#include "thinking.h"

namespace empui {

void Play::start(std::unique_ptr<Session> s) {
  if (s_) thinking::stop_bot(*s_);  // the old game's bot decision is never used
  s_ = std::move(s);
  if (s_) make_bots();
}

int Play::bot_delay() const { return s_ && s_->bot_delay_ms >= 0 ? s_->bot_delay_ms : default_bot_delay_ms_; }

int Play::human_to_act() const {
  if (!s_ || s_->state->terminal() || s_->read_only) return -1;
  if (s_->held >= 0) return -1;  // a held turn: nobody acts until it ends
  const int p = s_->state->current_player();
  if (p < 0 || p >= static_cast<int>(s_->seats.size()) || s_->choosing_seats) return -1;
  const SeatConfig& c = s_->seats[static_cast<size_t>(p)];
  return c.bot || c.remote ? -1 : p;  // a remote seat moves at its own device
}

bool Play::bot_to_act() const {
  // A full record: no bot is about to move (nor shown thinking; the app does not wait for one).
  if (!s_ || s_->state->terminal() || s_->choosing_seats || s_->held >= 0 || record_full()) return false;
  const int p = s_->state->current_player();
  return p >= 0 && p < static_cast<int>(s_->bots.size()) && s_->bots[static_cast<size_t>(p)] != nullptr;
}

std::vector<emp::Action> Play::human_legal_actions() const {
  std::vector<emp::Action> out;
  if (human_to_act() >= 0) s_->state->legal_actions(out);
  return out;
}

emp::Bot* Play::bot_due() const {
  if (!bot_to_act() || s_->paused || s_->read_only || record_full() || now_ms_ < s_->bot_due_ms) return nullptr;
  return s_->bots[static_cast<size_t>(s_->state->current_player())].get();
}

bool Play::bot_move_coming(double ms) const {
  return bot_to_act() && !s_->paused && !s_->read_only && !record_full() && !s_->bot_thinking &&
         s_->bot_due_ms < now_ms_ + ms;
}

Result Play::submit(emp::Action a, bool from_bot) {
  if (!s_) return Result::fail(tr("err.no_game"));
  Session& s = *s_;
  if (s.read_only) return Result::fail(tr("tabs.read_only"));  // another tab plays this game
  if (s.state->terminal()) return Result::fail(tr("err.game_over"));
  // A record holds at most kMaxRecordActions actions (a save, a link, a
  // replay): a game that gets there stops, saved up to here, and says so.
  if (record_full()) return Result::fail(record_full_text());
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
  s.bot_due_ms = now_ms_ + bot_delay();
  observer_.record_changed(s);
  return {};
}

bool Play::record_full() const {
  return s_ && !s_->state->terminal() && s_->record.actions.size() >= emp::kMaxRecordActions;
}

bool Play::reveals(emp::Action a) const {
  if (!s_) return false;
  const emp::State& st = *s_->state;
  std::unique_ptr<emp::State> trial = st.clone();
  if (!trial->apply_checked(a)) return false;
  return trial->reveals() != st.reveals();
}

Result Play::choose(emp::Action a, int acting) {
  if (!s_) return Result::fail(tr("err.no_game"));
  Session& s = *s_;
  if (acting < 0) return Result::fail(tr("err.not_human_turn"));
  std::vector<emp::Action> legal;
  s.state->legal_actions(legal);
  // A choice that can only lose (the engine says why) is asked about first,
  // unless it is the only one.
  const bool caution = legal.size() > 1 && !s.state->action_caution(a).empty();
  if (caution || reveals(a)) {
    // A forced step needs no confirmation, unless it ends what could still be taken back.
    if (caution || legal.size() > 1 || can_undo()) {
      s.confirm.open = true;
      s.confirm.action = a;
      s.confirm.at = s.record.actions.size();
      return {};
    }
  }
  const int seat = s.state->current_player();
  Result r = submit(a);
  if (r.ok) hold_if_passed(seat);
  return r;
}

void Play::hold_if_passed(int seat) {
  Session& s = *s_;
  const int next = s.state->terminal() ? -1 : s.state->current_player();
  const bool next_local_human =
      next >= 0 && !s.seats[static_cast<size_t>(next)].bot && !s.seats[static_cast<size_t>(next)].remote;
  if (next >= 0 && next != seat && !(s.info->private_information && next_local_human)) s.held = seat;
}

Result Play::confirm() {
  if (!s_ || !s_->confirm.open) return Result::fail(tr("err.illegal"));
  Session& s = *s_;
  s.confirm.open = false;
  if (s.confirm.at != s.record.actions.size()) return Result::fail(tr("err.illegal"));
  const int seat = s.state->current_player();
  Result r = submit(s.confirm.action);
  if (r.ok) hold_if_passed(seat);
  return r;
}

void Play::cancel() {
  if (s_) s_->confirm.open = false;
}

Result Play::end_turn() {
  if (!s_ || s_->held < 0) return Result::fail(tr("err.illegal"));
  s_->held = -1;
  s_->bot_due_ms = now_ms_ + bot_delay();
  return {};
}

bool Play::can_undo_to(size_t n) const {
  if (!s_) return false;
  const Session& s = *s_;
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

bool Play::can_undo() const { return s_ && !s_->record.actions.empty() && can_undo_to(s_->record.actions.size() - 1); }

kit::UndoStop Play::undo_stop(int seat) const {
  if (!s_ || s_->log.empty() || s_->log.size() != s_->record.actions.size() || s_->state->terminal())
    return kit::UndoStop::None;
  const LogEntry& last = s_->log.back();
  if (seat < 0 || last.seat != seat || can_undo()) return kit::UndoStop::None;
  if (last.reveals_before != s_->state->reveals()) return kit::UndoStop::Reveal;
  if (last.chance_before != s_->state->chance_events()) return kit::UndoStop::Chance;
  return kit::UndoStop::None;
}

Result Play::undo_to(size_t n) {
  if (!s_) return Result::fail(tr("err.no_game"));
  if (!can_undo_to(n)) return Result::fail(tr("err.undo"));
  Session& s = *s_;
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
  thinking::stop_bot(s);
  s.bot_thinking = false;
  s.bot_due_ms = now_ms_ + bot_delay();
  observer_.record_changed(s);
  return {};
}

Result Play::undo() {
  if (!s_ || s_->record.actions.empty()) return Result::fail(tr("err.undo"));
  return undo_to(s_->record.actions.size() - 1);
}

void Play::make_bots() {
  Session& s = *s_;
  s.bots.clear();
  s.bots.resize(s.seats.size());
  for (size_t i = 0; i < s.seats.size(); ++i) {
    if (!s.seats[i].bot) continue;
    // Each bot gets its own seed derived from the game seed and its seat.
    const uint64_t bot_seed = s.seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull * (i + 1);
    s.bots[i] = emp::make_bot(s.seats[i].bot_kind, bot_seed, nullptr, thinking::bot_searches());
  }
}

}  // namespace empui
