// Saves and links: the autosave (two alternating slots with a sequence number
// and a checksum, so a torn or corrupt write falls back to the previous one),
// named saves, export/import files and the clipboard. A platform-neutral store
// (key -> text, platform/storage.h) sits underneath: localStorage in the
// browser, files in the config dir natively.
//
// The stored entry's text format and its codec: save_entry.h.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "platform/storage.h"
#include "save_entry.h"
#include "settings.h"

namespace empui::persist {

using StoreError = plat::StoreError;

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

// ---- autosave: one pair of slots per game ("empires.auto.<id>.<0|1>") ----
// Several unfinished games coexist; a game keeps its id while it is played
// (Session::save_id). Entries in a format this build does not know (a newer
// build wrote them) are never overwritten or deleted.
std::string new_save_id();  // 16 hex digits, random
struct AutosaveResult {
  StoreError error = StoreError::None;
  bool conflict = false;  // another tab (or build) wrote this game since `expected_seq`: nothing written
  bool foreign = false;   // both slots hold data this build does not know: nothing written
  uint64_t seq = 0;       // the sequence number written (or, on a conflict, the newer one found)
};
// Writes the slot that does not hold the newest valid entry, unless the newest
// valid entry is newer than `expected_seq` (the last one this tab wrote or read).
AutosaveResult autosave(const std::string& id, SaveEntry e, uint64_t expected_seq);
// The newest valid slot of a game that replays (falls back to the older).
bool load_autosave(const std::string& id, SaveEntry& out, std::string* why);
int64_t autosave_seq(const std::string& id);  // the newest valid slot's seq, -1 for none
// The record in the game's slot with sequence number `seq` (no replay), so a tab
// can tell whether the slot still holds what it wrote: two tabs that wrote the
// same seq at the same moment left one of the two moves there.
bool autosave_record_at(const std::string& id, uint64_t seq, emp::Record& out);
// One entry per game (id set), newest first; unreadable slots are skipped (and kept).
// `why_first`: the first reason a game's slots could not be read.
std::vector<SaveEntry> list_autosaves(std::string* why_first = nullptr);
// Removes a game's autosave (its slots in this build's format only).
void remove_autosave(const std::string& id);
// Format-1 builds kept one pair of slots ("empires.auto.0/1") for all games:
// copies a readable pair into a per-game pair and then removes it.
void migrate_legacy_autosave();
// Finished games beyond the newest kFinishedAutosaves are removed (never an unfinished one).
constexpr size_t kFinishedAutosaves = 10;
void prune_autosaves(const std::string& keep_id);
// The id of an autosave store key ("empires.auto.<id>.<slot>"), "" for other keys.
std::string autosave_id_of_key(const std::string& key);

// ---- named saves ----
// Newest first. Entries that cannot be read (damaged, or from a newer build)
// are listed too, with `unreadable` set: their name is the key's id, `why`
// says what is wrong, `bytes` their size; they can be exported and deleted.
std::vector<SaveEntry> list_saves();
bool read_save_raw(const std::string& id, std::string& text);  // the stored text, as it is
StoreError write_save(SaveEntry& e);                           // assigns e.id when empty
bool read_save(const std::string& id, SaveEntry& out, std::string* why);
bool delete_save(const std::string& id);

}  // namespace empui::persist
