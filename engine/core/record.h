// Game records: header (format version, game id, rules version, options, seed)
// plus the action list. A record replays to exactly the same state on every
// platform. Records are saved with cereal and shared as compact links.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace emp {

// Format 1: the game only. Format 2 adds the table (seats and, for play by
// link, the game's identity). Format 3 adds the table's take-overs (a seat
// played at one device taken over at another, recorded in the game so that
// every device's log tells it). All load; a record is written as format 3
// only when it has take-overs, else as format 2.
constexpr uint32_t kRecordFormatVersion = 3;

// One seat at the table, as links and saves carry it. Whether a human seat is
// played at this device or elsewhere is not part of it: every device decides
// that for itself.
struct TableSeat {
  bool bot = false;
  std::string bot_kind;  // bots: the kind as make_bot() takes it ("ismcts-hard")
  std::string name;      // UTF-8, at most kMaxSeatNameBytes; "" means the default name
  uint32_t colour = 0;   // index into the front end's seat palette (< kMaxSeatColours)

  template <class Archive>
  void serialize(Archive& ar) {
    ar(bot, bot_kind, name, colour);
  }
  friend bool operator==(const TableSeat&, const TableSeat&) = default;
};

constexpr size_t kMaxSeatNameBytes = 48;
constexpr size_t kMaxBotKindBytes = 32;
constexpr uint32_t kMaxSeatColours = 16;

// A seat taken over at a device: the link said another device plays it, and
// a person here took it over (explicitly) after `at` actions of the game.
struct TakeOver {
  uint32_t seat = 0;
  uint64_t at = 0;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(seat, at);
  }
  friend bool operator==(const TakeOver&, const TakeOver&) = default;
};
constexpr size_t kMaxTakeOvers = 64;

struct Table {
  std::vector<TableSeat> seats;  // empty (unknown: the default table) or one per player
  uint64_t game_uid = 0;         // play by link: one game across its links; 0 otherwise
  // Format 3: the take-overs, in the order they happened (at most kMaxTakeOvers).
  // Serialized by the record (format 3 only), not here.
  std::vector<TakeOver> takeovers;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(seats, game_uid);
  }
  friend bool operator==(const Table&, const Table&) = default;
};

// A table that links and saves may carry: no seats or exactly `players`, bot
// kinds of [a-z0-9-], names of valid UTF-8 without control characters, within
// the limits above; take-overs of existing seats, in order, at most
// `actions` actions into the game. Returns "" or a coded message.
std::string table_problem(const Table& t, int players, size_t actions = SIZE_MAX);
// A seat name as tables accept it: control characters become spaces, invalid
// UTF-8 is dropped, and it is cut at a character boundary within max_bytes.
std::string clean_seat_name(std::string_view name, size_t max_bytes = kMaxSeatNameBytes);

// {"seats": [{"bot": true, "kind": "heuristic", "name": "", "colour": 1}, ...],
// "game_uid": "00000000000000ff"}; seats null when the table is unknown,
// game_uid "" when the game is not played by link.
std::string table_json(const Table& t);

struct Record {
  uint32_t format_version = 2;  // 3 once the table has take-overs (the writers decide)
  std::string game;
  uint32_t rules_version = 1;
  Options options;
  uint64_t seed = 0;
  std::vector<Action> actions;
  Table table;  // format 2 on

  template <class Archive>
  void serialize(Archive& ar) {
    ar(format_version, game, rules_version, options, seed, actions);
    if (format_version >= 2) ar(table);
    if (format_version >= 3) ar(table.takeovers);
  }
  friend bool operator==(const Record&, const Record&) = default;
};

// Replays a record, checking that every action is legal. Returns nullptr and a
// clear message in *why for an unknown game, a newer rules version, bad options
// or an illegal action (the message names the action's position).
std::unique_ptr<State> replay(const Record& rec, std::string* why, size_t max_actions = SIZE_MAX);

// ---- the moves a seat counts -------------------------------------------------
// A player is told of a run of another seat's secret steps as one move (Empire's
// End: a commitment or an Economy phase, whatever its size), so every move number
// a player sees or types counts so (web/session.h: moves_seen; the status bar,
// the log, review, the analysis chart, saves, links). What a seat may read of one
// action, as the engine said when it was made:
struct StepSeen {
  int seat = -1;                // who made it
  uint32_t seen_by = ~0u;       // State::action_seen_by()
  bool revealed_later = true;   // State::action_revealed_later()
  uint32_t reveals_before = 0;  // State::reveals() before it
};
StepSeen step_seen(const State& before, Action a);
// Whether `viewer` (a seat, or -1: what every seat sees) may read the step with
// the game at `now`: it saw it, or a reveal came since, or the game is open
// (over, or everything shown).
bool step_visible(const StepSeen& e, const State& now, bool open, int viewer);
// Whether step i is part of the run of secret steps before it for `viewer`
// (the same seat, neither readable): then it is no move of its own.
bool step_joins(const StepSeen* steps, size_t count, size_t i, const State& now, bool open, int viewer);
// The moves `viewer` counts in the first n actions of a record (n clamped to its
// length); a record that does not replay counts every action.
size_t record_moves_seen(const Record& rec, int viewer, size_t n = SIZE_MAX);

// ---- who moved (play by link) -------------------------------------------------
// The seat that made each action of `rec`, in order; the list stops where the
// record no longer replays.
std::vector<int> record_actors(const Record& rec);
// Bit i: seat i made an action in `rec`, or was taken over in it (claiming such
// a seat at a device that has played no seat of the game is a take-over).
uint32_t record_seats_moved(const Record& rec);
// The actions (0-based indices) from `from` on made by a seat of `seats` (bit
// i: seat i) that no take-over accounts for: moves made for those seats at
// another device without a take-over. Only the take-overs from index
// `takeovers_from` on count (the ones the device asking had not seen), each for
// the actions after it.
std::vector<size_t> moved_without_takeover(const Record& rec, size_t from, size_t takeovers_from, uint32_t seats);

// Starts an empty record for a new game.
Record make_record(const State& initial, uint64_t seed, const Options& options);

// ---- binary save format (cereal PortableBinary) ------------------------------
// Save files: "EMPS" magic, then the cereal archive, then a CRC-32. A save
// file holds at most kMaxSaveBytes; every record of at most kMaxRecordActions
// actions (4 bytes each) fits (checked at compile time in record.cpp).
constexpr size_t kMaxSaveBytes = size_t{1} << 20;
// The longest record that replays, saves and loads: any game the rules allow
// (a random Dawn game can pass 22,000 actions; 250,000 is what the save-file
// bound leaves room for, rounded down).
constexpr size_t kMaxRecordActions = 250000;
std::string save_to_bytes(const Record& rec);
bool load_from_bytes(std::string_view bytes, Record& out, std::string* why);

// ---- share links --------------------------------------------------------------
// Compact text: base64url of [version varint][game][rules][options][seed]
// [table (version 2)][count][bit-packed indices of each action among the legal
// actions][crc32]. The table: a varint of flags (1: seats, 2: game uid), the
// uid as a varint, then per seat a varint colour*2+bot, the bot kind (bots) and
// the name, each as a varint length and bytes. Version 1 links (no table) still
// decode, with an empty table. Encoding needs a legal record (it replays it).
// A link holds at most kMaxLinkChars characters: a longer game gets no link
// ("" and the coded message "link.game_too_long" in *why, which points to the
// save file; `max_chars` lowers the bound, for tests); any other refusal also
// leaves a coded message in *why.
// Link format 3 (written only for a table with take-overs) adds them.
constexpr uint32_t kLinkFormatVersion = 3;
constexpr size_t kMaxLinkChars = 16384;
std::string encode_link(const Record& rec, std::string* why = nullptr, size_t max_chars = kMaxLinkChars);
// Accepts a full URL ("...#g=<code>"), a fragment ("#g=<code>", "g=<code>")
// or the bare code. On failure returns false with a clear message; `out` is
// left untouched. Nothing may follow the last action's bits but the zero
// padding of their last byte.
bool decode_link(std::string_view text, Record& out, std::string* why);

// CRC-32 (IEEE) used by saves and links.
uint32_t crc32(const void* data, size_t n, uint32_t crc = 0);

}  // namespace emp
