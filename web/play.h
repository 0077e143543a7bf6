// The running game and its one move path, without any drawing: who may act,
// applying an action (a click, the automation API, a bot), the confirmation of
// a choice that cannot be taken back, the held turn, undo and the game's bots.
// Whoever keeps something about the game (the autosave, this device's memory
// of a game played by link, the screen) is told by Play::Observer after every
// change of the record; Play calls nobody else.
#pragma once
#include <memory>
#include <vector>

#include "core/game.h"
#include "kit/host.h"
#include "session.h"

namespace empui {

class Play {
 public:
  // Told after every change of the running game's record (an action applied,
  // or actions taken back). The observer may read the session; it does not move.
  struct Observer {
    virtual ~Observer() = default;
    virtual void record_changed(Session& s) = 0;
  };
  explicit Play(Observer& observer) : observer_(observer) {}

  // The running game (null: none). start() replaces it (making its bots);
  // release() hands it over (e.g. to be dropped).
  Session* session() { return s_.get(); }
  const Session* session() const { return s_.get(); }
  void start(std::unique_ptr<Session> s);
  std::unique_ptr<Session> release() { return std::move(s_); }

  // The clock (the main loop's time) and the pause between bot moves in force
  // when the game has none of its own (the setting).
  void set_now(double now_ms) { now_ms_ = now_ms; }
  double now() const { return now_ms_; }
  void set_default_bot_delay(int ms) { default_bot_delay_ms_ = ms; }
  int bot_delay() const;  // the session's own, else the default

  // ---- who acts ----
  // Human seat that must act now, or -1 (no game, terminal, a bot acts, a seat
  // chooser is open, another device's seat, or a turn is held: nobody acts until it ends).
  int human_to_act() const;
  bool bot_to_act() const;  // false while a turn is held
  int held_seat() const { return s_ ? s_->held : -1; }
  // Legal actions of the human seat to act (empty otherwise).
  std::vector<emp::Action> human_legal_actions() const;

  // ---- the one path that changes the game ----
  // Applies `a` for the seat to act (the automation API, bots, and choose()).
  // It ends a held turn (another seat's action can only come after it).
  Result submit(emp::Action a, bool from_bot = false);
  // A person's choice for `acting` (the seat that may act on the screen, -1:
  // none). One turn model for every game: a choice that reveals something
  // hidden (reveals()) among several, or one that would end what could still
  // be taken back, or one that can only lose (State::action_caution, among
  // several), first waits for confirm(); then submit(). When the choice
  // hands the move to another seat, the turn is held: bots and the next person
  // wait until end_turn(), and the player sees what came of the turn and may
  // take back what can be taken back. Not when, with private information,
  // another person at this device is next (the device changes hands behind
  // the cover at once).
  Result choose(emp::Action a, int acting);
  // Whether `a` (legal for the seat to act) shows the others something hidden
  // (State::reveals()), so that it cannot be taken back. Tried on a clone. A
  // chance event (a roll, a draw: State::chance_events()) is not asked about:
  // it happens at once and Undo stops there (undo_stop()).
  bool reveals(emp::Action a) const;
  // The unfinished game's record holds emp::kMaxRecordActions actions, the
  // most a record may: nobody moves any more (submit refuses, bots stop) and
  // the game screen says so (record_full_text()); the autosave keeps it.
  bool record_full() const;
  const emp::Action* pending_choice() const { return s_ && s_->confirm.open ? &s_->confirm.action : nullptr; }
  Result confirm();  // the pending choice is applied
  void cancel();     // the pending choice is dropped
  // Ends the held turn: the next seat moves (bots after their delay).
  Result end_turn();

  // ---- undo (generic for every game) ----
  // The actions from record position n to the end may be taken back: all were
  // made by the same human seat, which is still the one to act or whose turn
  // is held (so nobody takes back another person's action), no chance event
  // (random draw) and no public reveal (State::reveals()) happened since the
  // first of them, and the game is not over. Secret steps may be taken back.
  bool can_undo_to(size_t n) const;
  bool can_undo() const;  // the last action
  // Why `seat`'s own last action cannot be taken back (kit::UndoStop).
  kit::UndoStop undo_stop(int seat) const;
  Result undo_to(size_t n);
  Result undo();

  // ---- bots ----
  void make_bots();  // one per bot seat, seeded from the game's seed and the seat
  // The running game's bot to move now (bot_to_act(), not paused, not
  // read-only, its delay over), or null.
  emp::Bot* bot_due() const;
  // A bot's move is due by `ms` from now and no search is under way for it.
  bool bot_move_coming(double ms) const;

 private:
  void hold_if_passed(int seat);  // after `seat`'s choice (choose, confirm)
  Observer& observer_;
  std::unique_ptr<Session> s_;
  double now_ms_ = 0;
  int default_bot_delay_ms_ = 0;
};

}  // namespace empui
