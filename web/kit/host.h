// What a board and the kit see of the app: the game on the table (read only),
// who may act and whose view is shown, and the one move path. The app hands a
// Host to the game screen's board (as boardgame.io hands BoardProps to a
// board); a board never sees the App, its screens or its storage. Everything a
// choice does goes through choose(): the confirmation of a revealing
// choice and the held turn are the host's, so no board can bypass them.
#pragma once
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"

namespace empui {

// Result of an operation that may fail with a user-facing message.
struct Result {
  bool ok = true;
  std::string error;  // already translated
  static Result fail(std::string msg) { return Result{false, std::move(msg)}; }
  // {"ok": true, "error": null} or {"ok": false, "error": "..."} for the automation API.
  std::string to_json() const;
};

// What a screen or a game's board remembers between frames for one running game
// (an open chooser, a history walk). It lives with the running game, so a new
// game, a loaded save or an opened link starts fresh. A board or screen
// subclasses it and reaches its state through session_ui<T>().
struct GameUi {
  virtual ~GameUi() = default;
};
// The state of type T in `slot`, created on first use (or when the slot held another type).
template <class T>
T& session_ui(std::unique_ptr<GameUi>& slot) {
  if (T* t = dynamic_cast<T*>(slot.get())) return *t;
  auto fresh = std::make_unique<T>();
  T& ref = *fresh;
  slot = std::move(fresh);
  return ref;
}

namespace kit {

struct Handover;
class RecordFollower;
class RecordListener;

// Why Undo stops (Host::undo_stop).
enum class UndoStop { None, Chance, Reveal };

class Host {
 public:
  virtual ~Host() = default;

  // ---- the game on the table (read only) ----
  virtual const emp::GameInfo& info() const = 0;
  virtual const emp::State& state() const = 0;
  // Options, seed and every action so far.
  virtual const emp::Record& record() const = 0;
  int num_seats() const { return state().num_players(); }
  // A seat's display name (its name, or "Player N" / "Bot N"), palette colour and kind.
  virtual std::string seat_name(int seat) const = 0;
  std::vector<std::string> seat_names() const;
  virtual int seat_colour(int seat) const = 0;  // 0 for an unknown seat
  virtual bool seat_is_bot(int seat) const = 0;
  int humans() const;
  // The seat that made action `i` of the record (-1: unknown).
  virtual int actor(size_t i) const = 0;
  // Action `i` of the record as the viewing seat may read it (its log line,
  // "<seat>: <label>"), or empty when it is a secret to that seat: the board
  // marks only moves the viewer may see.
  virtual std::string seen_action(size_t i) const = 0;
  // The game's record followed in one shadow state (kit/follower.h), shared by
  // everything that derives a history from the record.
  virtual RecordFollower& follower() = 0;
  // Attaches `l` to the follower (once) and brings it up to the record.
  void follow(RecordListener& l);

  // ---- who may act, whose view is shown ----
  // The human seat that may act on the screen now (-1 under the hand-over
  // cover, while a bot, a remote person or a held turn is next, in review).
  virtual int acting_seat() const = 0;
  // The seat whose private information may be drawn (-1: a spectator's view).
  virtual int view_seat() const = 0;
  virtual int held_seat() const = 0;    // the seat whose turn is held, or -1
  virtual bool bot_to_act() const = 0;  // false while a turn is held, and when the record is full
  // The unfinished game's record holds the most it may (play.h): nobody moves,
  // no choice is offered, the screen says so.
  virtual bool record_full() const = 0;
  virtual int remote_to_act() const = 0;
  virtual int cover_seat() const = 0;  // the hand-over cover waits for this seat, or -1
  virtual bool cover_hides_board() const = 0;
  virtual bool reviewing() const = 0;  // a past position, read only
  virtual bool read_only() const = 0;  // another tab plays this game
  virtual bool narrow() const = 0;     // a phone-sized screen
  virtual emp::Lang lang() const = 0;
  // The hot-seat hand-over's confirmation (kit/handover.h).
  virtual Handover& handover() = 0;
  // The Hint's suggestion for the acting seat at this position, or -1.
  virtual int64_t hinted_action() const = 0;
  // The newest move and what it set off, as the viewing seat may read them
  // (the log's last entry and its events): the table's notice of an outcome.
  virtual std::vector<std::string> last_move() const = 0;
  // The same move's events, coded (engine messages), as the viewer may read
  // them: the board base flies each seat's gains and payments (Board::draw).
  virtual std::vector<std::string> last_move_events() const = 0;
  // A choice waiting for confirmation (it reveals or draws by chance), or null.
  virtual const emp::Action* pending_choice() const = 0;

  // ---- the one move path ----
  // A player's choice: applied, or first confirmed when it reveals something hidden; a turn
  // that hands the move on is held until end_turn().
  virtual Result choose(emp::Action a) = 0;
  virtual Result confirm_choice() = 0;
  virtual void cancel_choice() = 0;
  virtual Result end_turn() = 0;
  // After a board's "End turn" choice: ends `seat`'s held turn in the same click.
  virtual void end_turn_if_held(int seat) = 0;
  virtual bool can_undo() const = 0;
  virtual Result undo() = 0;
  virtual bool can_undo_to(size_t n) const = 0;
  virtual Result undo_to(size_t n) = 0;
  // Why `seat`'s last action cannot be taken back although it was its own:
  // UndoStop::Chance (a roll or a draw came out), UndoStop::Reveal (something
  // hidden was shown), else UndoStop::None. The status bar says so.
  virtual UndoStop undo_stop(int seat) const = 0;

  // ---- the table around the board ----
  virtual int bot_delay() const = 0;       // the bot speed in force (ms)
  virtual bool reduce_motion() const = 0;  // Settings: no slides, tumbles or flights
  virtual void set_bot_delay(int ms) = 0;
  virtual void request_redraw(int frames = 3) = 0;
  virtual void show_toast(std::string text) = 0;
  virtual void show_error(std::string text) = 0;  // the screen's error line
  // The board's memory between frames (its GameUi), kept with the running game.
  virtual std::unique_ptr<GameUi>& board_slot() = 0;
};

}  // namespace kit
}  // namespace empui
