// The text of a stored save entry (autosave slots, named saves, exported
// .empires files) and its codec, apart from the store so that a fuzz target
// (tests/fuzz/fuzz_entry.cpp) can take it whole: it needs only the engine's
// records and no translation (messages are keys; persistence.h translates).
//
// Stored entry format (text, versioned, one "key=value" per line):
//   EMPIRES SAVE
//   format=1              refused with a clear message when newer than kSaveFormat
//   seq=17                autosave sequence number (0 for named saves)
//   time=<ms since 1970>  when written
//   name=..., game=rise, players=4, moves=57, era=1, turn=2, terminal=0,   (State::progress())
//   delay=-1, origin=link, hints=12:0,40:0 (the Hint button's log notes)
//   seat=<i>\t<human|bot>\t<bot kind>\t<name>\t<colour>   one per seat
//   record=<base64 of emp::save_to_bytes>
//   crc=<8 hex digits>    CRC-32 of every byte before this line
// Unknown keys are ignored, so later versions may add fields.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/record.h"
#include "platform/storage.h"
#include "settings.h"

namespace empui::persist {

constexpr int kSaveFormat = 1;
constexpr size_t kMaxEntryBytes = plat::kMaxFileBytes;  // stored entries and imported files

struct SaveEntry {
  int format = kSaveFormat;
  uint64_t seq = 0;
  std::string id;  // named saves: storage id (not stored in the text)
  std::string name;
  int64_t time_ms = 0;
  std::string game;
  int players = 0;
  uint64_t moves = 0;
  int era = -1, turn = -1, round = -1;  // from State::progress() when the game has them
  bool terminal = false;
  int bot_delay_ms = -1;
  std::string origin;  // "link" when the game came from a share link
  std::string hints;   // where hints were asked for: "at:seat,..." (analysis.cpp)
  std::vector<SeatConfig> seats;
  emp::Record record;
  bool unreadable = false;  // list_saves(): the entry could not be decoded
  std::string why;          // ... why (translated)
  size_t bytes = 0;         // ... its stored size
};
// The format number in an entry's header (0: not an entry, or no readable format line).
int entry_format(std::string_view text);

std::string encode_entry(const SaveEntry& e);
// The hint notes an entry keeps: up to 16 KB of them (about 1,500), whole ones.
constexpr size_t kMaxHintBytes = 16u << 10;

// Checks size, header, checksum, format version, every number's range and the
// record's own save format. On failure returns false with a message key (or a
// coded engine message: tr_message() shows either) in *why. Never throws.
bool decode_entry_coded(std::string_view text, SaveEntry& out, std::string* why);

// A whole decimal number that fits in 64 bits ("-12"; no sign "+", no spaces).
bool parse_i64(std::string_view v, int64_t& out);

// The hint notes of an entry ("at:seat,at:seat"): each a position within
// `actions` and a seat below `seats`; other items are skipped (at most 10,000).
std::vector<std::pair<size_t, int>> parse_hint_notes(std::string_view text, size_t actions, int seats);

}  // namespace empui::persist
