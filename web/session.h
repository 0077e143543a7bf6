// A game at this device: its record and state, the seats, the log, the held
// turn and pending confirmation, the hints and the UI slots of its board. The
// running game (play.h) and a review (app.h) each own one. No ImGui here.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "kit/follower.h"
#include "kit/handover.h"
#include "kit/host.h"
#include "settings.h"

namespace emp {
class Bot;
}

namespace empui {

struct LogEntry {
  int seat = -1;
  emp::Action action = 0;
  std::string label_en;  // labels are computed when the action is applied,
  std::string label_de;  // because they depend on the state at that time
  // Who may read the entry, as the engine said when the action was made:
  // State::action_seen_by(), action_revealed_later() and reveals() before it.
  uint32_t seen_by = ~0u;
  bool revealed_later = true;
  uint32_t reveals_before = 0;
  uint64_t chance_before = ~0ull;  // State::chance_events() before the action (undo check; ~0: unknown)
};

struct Session;
// Whether `viewer` (a seat, or -1: a spectator) may read log entry `e` now: the
// seat saw it when it was made (a spectator: everyone did), or it was to be
// revealed later and a public reveal happened since, or the game is over.
bool log_visible(const Session& s, const LogEntry& e, int viewer);
// The entry's text as `viewer` may read it: "<seat>: <label>", or
// "<seat> made a secret choice" (game.secret_choice) while it is hidden.
std::string log_text(const Session& s, const LogEntry& e, int viewer, emp::Lang lang);
// Whether log entry i continues the secret run of entry i-1 for `viewer`: both
// hidden from it and made by the same seat one after the other. A run is told
// as one "<seat> made a secret choice", never with its length, so that how many
// hidden steps a seat took (Empire's End's Economy phase) does not show.
bool log_joins_secret(const Session& s, size_t i, int viewer);
// The same for a log and the position `now` it leads to (review: the whole
// game's log while an earlier position is shown); `open`: everything is
// public (the game is over, or the review shows all).
bool log_joins_secret(const std::vector<LogEntry>& log, const emp::State& now, bool open, size_t i, int viewer);
// How many moves `viewer` is told of in the first n actions (the status
// bar's count, the log's numbers, the automation API's "moves"): a run of
// secret steps counts as one (log_joins_secret), so the count is the same
// whatever the hidden steps were. n is clamped to the record.
size_t moves_seen(const Session& s, int viewer, size_t n);
size_t moves_seen(const Session& s, int viewer);  // the whole log

// A running game.
struct Session;
// The seats' display names (for action labels that mention another seat).
std::vector<std::string> seat_names(const Session& s);

struct Session {
  const emp::GameInfo* info = nullptr;
  emp::Options options;
  uint64_t seed = 0;
  emp::Record record;
  std::unique_ptr<emp::State> state;
  std::vector<SeatConfig> seats;
  std::vector<std::unique_ptr<emp::Bot>> bots;  // one per seat, null for humans
  std::vector<LogEntry> log;
  int bot_delay_ms = -1;      // -1: use the settings
  double bot_due_ms = 0;      // when the next bot move may happen
  bool bot_thinking = false;  // a bot has started a decision (in slices, or in the thinking worker)
  unsigned bot_ticket = 0;    // the decision handed to the thinking worker (thinking.h), or 0
  bool paused = false;        // restored at start-up: bots wait until the player continues
  std::string origin;         // "link" when opened from a share link (kept in saves)
  // The game's autosave (persistence.h): its id, the sequence number this tab
  // last wrote or read, and whether another tab went on with it (this tab then
  // only shows it, until the player takes it over here).
  std::string save_id;
  uint64_t save_seq = 0;
  bool read_only = false;
  bool follow_due = false;   // this tab lost a write race: show the other tab's game at the next update
  emp::Record saved_record;  // the record this tab last wrote to (or read from) the autosave at save_seq
  // The record followed in one shadow state (kit/follower.h); declared before
  // the UI slots, whose listeners detach from it when they go. A cache of the
  // record's replay, so it may advance while the session is only read.
  mutable kit::RecordFollower follower;
  std::unique_ptr<GameUi> board_ui;   // the game's board (web/games/<id>/)
  std::unique_ptr<GameUi> screen_ui;  // the generic game screen (screens/screen_game.cpp)
  // After opening a link: the person chooses which seats are played here
  // (pending_seats, confirmed by App::confirm_seats, table.cpp). Nobody moves meanwhile.
  bool choosing_seats = false;
  std::vector<SeatConfig> pending_seats;
  uint32_t pending_take = 0;   // bit i: the chooser takes over seat i, which the link says is played elsewhere
  uint32_t pending_moved = 0;  // bit i: seat i has moved (or was taken over) in the game: claiming it is a take-over
  uint32_t taken_over = 0;     // bit i: seat i was taken over at this device (told to everybody here)
  kit::Handover handover;      // hot-seat: the human seat that confirmed having the device
  // A held turn (Play::choose): the human seat whose actions are done while it
  // may still take them back; nobody else moves until it ends its turn
  // (Play::end_turn). -1: no turn is held.
  int held = -1;
  // A choice that reveals something (or draws by chance) waits for the
  // player's confirmation (Play::confirm), for the position after `at` actions.
  struct Confirm {
    bool open = false;
    emp::Action action = 0;
    size_t at = 0;
  };
  Confirm confirm;
  // Hints (analysis.cpp): the Hard bot's suggestion for the person to act, and
  // where in the game each hint was asked for (shown in the log, kept in saves).
  struct HintNote {
    size_t at = 0;  // the number of actions made when it was asked for
    int seat = -1;
  };
  std::vector<HintNote> hint_notes;
  // moves_seen's last answers (every frame asks a few: the status bar's count,
  // the log's first number; a 250,000-action game took milliseconds a call):
  // each with the position and question it answered.
  struct SeenMemo {
    uint64_t hash = 0;
    size_t log_size = 0, n = 0;
    int viewer = -2;
    bool open = false;
    size_t value = 0;
  };
  mutable SeenMemo seen_memo[4];
  mutable unsigned seen_memo_next = 0;
  struct Hint {
    bool pending = false;  // the bot is thinking (in slices, or in the thinking worker)
    unsigned ticket = 0;   // the search handed to the thinking worker (thinking.h), or 0
    bool sliced = false;   // no worker: the bot thinks here
    size_t at = 0;         // for the position after `at` actions
    int seat = -1;
    emp::Action action = 0;
    bool ready = false;
  };
  Hint hint;
  std::unique_ptr<emp::Bot> hint_bot;
  // Review mode (review.cpp): the reviewed game is over, so every log entry is
  // readable although the position shown may be earlier.
  bool reveal_all = false;
};

// The hint notes as saved ("at:seat,...") and read back (analysis.cpp; bad
// or out-of-range entries are dropped).
std::string hint_notes_text(const Session& s);
void set_hint_notes(Session& s, const std::string& text);

// The log entry of action `a` by `seat`, made in `st` before it is applied.
LogEntry make_log_entry(const Session& s, const emp::State& st, int seat, emp::Action a);

// The display name of a seat: its name, or "Player N" / "Bot N".
std::string seat_name(const Session& s, int seat);

}  // namespace empui
