// Saves and links: the autosave (two alternating slots with a sequence number
// and a checksum, so a torn or corrupt write falls back to the previous one),
// named saves, export/import files and the clipboard. A platform-neutral store
// (key -> text, platform/storage.h) sits underneath: localStorage in the
// browser, files in the config dir natively.
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
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "platform/storage.h"
#include "settings.h"

namespace empui::persist {

constexpr int kSaveFormat = 1;
constexpr size_t kMaxEntryBytes = plat::kMaxFileBytes;  // stored entries and imported files

using StoreError = plat::StoreError;

struct SaveEntry {
  int format = kSaveFormat;
  uint64_t seq = 0;
  std::string id;  // named saves: storage id (not stored in the text)
  std::string name;
  int64_t time_ms = 0;
  std::string game;
  int players = 0;
  uint64_t moves = 0;
  int era = -1, turn = -1;  // from State::progress() when the game has them
  bool terminal = false;
  int bot_delay_ms = -1;
  std::string origin;  // "link" when the game came from a share link
  std::string hints;   // where hints were asked for: "at:seat,..." (analysis.cpp)
  std::vector<SeatConfig> seats;
  emp::Record record;
};

std::string encode_entry(const SaveEntry& e);
// Checks size, header, checksum, format version and the record's own save
// format. On failure returns false with a translated message in *why.
bool decode_entry(std::string_view text, SaveEntry& out, std::string* why);

// Fills the progress fields (moves, era, turn, terminal) from a state.
void describe(SaveEntry& e, const emp::State& state);
// "Era 2 · turn 3 · 57 moves" (translated).
std::string progress_label(const SaveEntry& e);
// Local date and time "2024-05-01 14:03".
std::string date_label(int64_t time_ms);
int64_t now_wall_ms();

// A store error for the player (platform/storage.h).
std::string error_message(StoreError e);  // translated

// ---- autosave ----
StoreError autosave(SaveEntry e);                      // writes the slot that does not hold the newest valid entry
bool load_autosave(SaveEntry& out, std::string* why);  // newest valid slot (falls back to the older)

// ---- named saves ----
std::vector<SaveEntry> list_saves();  // newest first; unreadable entries are skipped
StoreError write_save(SaveEntry& e);  // assigns e.id when empty
bool read_save(const std::string& id, SaveEntry& out, std::string* why);
bool delete_save(const std::string& id);

}  // namespace empui::persist
