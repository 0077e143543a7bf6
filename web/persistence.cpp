// Saves and links: see persistence.h. The App functions for saving, loading,
// continuing, exporting, importing and copying links live here too, so that
// app.cpp only holds the hooks.
#include "persistence.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <sstream>

#include "app.h"
#include "bots/bot.h"
#include "core/base64.h"
#include "core/json.h"
#include "i18n.h"
#include "platform/platform.h"
#include "platform/storage.h"
#include "table.h"
#include "ui_util.h"

namespace empui::persist {

namespace {

// Store keys: the two autosave slots and the named saves.
std::string auto_key(const std::string& id, int slot) {
  return std::string(plat::kStoreKeyPrefix) + "auto." + id + "." + std::to_string(slot);
}
std::string save_key(const std::string& id) { return std::string(plat::kStoreKeyPrefix) + "save." + id; }

// Reads seq from an entry whose checksum is right; -1 when the text is not a valid entry.
int64_t valid_seq(const std::string& text) {
  SaveEntry e;
  std::string why;
  // Cheap enough (a few KB); full decoding also checks the record's own CRC.
  if (!decode_entry(text, e, &why)) return -1;
  return static_cast<int64_t>(e.seq);
}

}  // namespace

void describe(SaveEntry& e, const emp::State& state) {
  e.game = e.record.game;
  e.players = e.record.options.players;
  e.moves = e.record.actions.size();
  e.terminal = state.terminal();
  const emp::Progress p = state.progress();  // -1 for what the game does not have
  e.era = p.era;
  e.turn = p.turn;
  e.round = p.round;
}

std::string progress_label(const SaveEntry& e) {
  std::string s;
  if (e.terminal)
    s = tr("saves.finished");
  else {
    if (e.era >= 0) s = trf("saves.era", {std::to_string(e.era)});
    // The round where the game counts rounds (as its own status line does), else the turn.
    if (e.round >= 0)
      s += (s.empty() ? "" : " · ") + trf("saves.round", {std::to_string(e.round)});
    else if (e.turn >= 0)
      s += (s.empty() ? "" : " · ") + trf("saves.turn", {std::to_string(e.turn)});
  }
  s += (s.empty() ? "" : " · ") + trn("saves.moves", static_cast<int>(e.moves), {std::to_string(e.moves)});
  return s;
}

int64_t now_wall_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string date_label(int64_t time_ms) {
  if (time_ms <= 0) return "–";
  const std::time_t t = static_cast<std::time_t>(time_ms / 1000);
  std::tm tm{};
#ifdef _WIN32
  localtime_s(&tm, &t);
#else
  localtime_r(&t, &tm);
#endif
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

std::string error_message(StoreError e) {
  switch (e) {
    case StoreError::None:
      return {};
    case StoreError::Quota:
      return tr("saves.err.quota");
    case StoreError::Denied:
      return tr("saves.err.denied");
    case StoreError::Other:
      return tr("saves.err.write");
  }
  return tr("saves.err.write");
}

bool decode_entry(std::string_view text, SaveEntry& out, std::string* why) {
  if (decode_entry_coded(text, out, why)) return true;
  if (why) *why = tr_message(*why);
  return false;
}

// ---- autosave and named saves -----------------------------------------------------------------

namespace {

// A slot as this build sees it.
struct Slot {
  bool present = false;
  bool foreign = false;  // a format this build does not know: never written over
  int64_t seq = -1;      // valid entries only
};
Slot read_slot(const std::string& key) {
  Slot s;
  std::string t;
  if (!plat::store_get(key, t)) return s;
  s.present = true;
  s.foreign = entry_format(t) > kSaveFormat;
  if (!s.foreign) s.seq = valid_seq(t);
  return s;
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 40) return false;
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

std::string autosave_id_of_key(const std::string& key) {
  const std::string pre = std::string(plat::kStoreKeyPrefix) + "auto.";
  if (key.rfind(pre, 0) != 0) return {};
  const std::string rest = key.substr(pre.size());
  const size_t dot = rest.rfind('.');
  if (dot == std::string::npos || dot + 2 != rest.size() || (rest[dot + 1] != '0' && rest[dot + 1] != '1')) return {};
  const std::string id = rest.substr(0, dot);
  return valid_id(id) ? id : std::string();
}

std::string new_save_id() {
  static uint64_t counter = 0;
  uint64_t x = static_cast<uint64_t>(now_wall_ms()) * 0x9E3779B97F4A7C15ull ^ ++counter * 0xD1B54A32D192ED03ull ^
               static_cast<uint64_t>(plat::now_ms() * 1000.0);
  std::random_device rd;
  x ^= (static_cast<uint64_t>(rd()) << 32) ^ rd();
  char b[17];
  std::snprintf(b, sizeof b, "%016llx", static_cast<unsigned long long>(x));
  return b;
}

AutosaveResult autosave(const std::string& id, SaveEntry e, uint64_t expected_seq) {
  AutosaveResult r;
  if (!valid_id(id)) {
    r.error = StoreError::Other;
    return r;
  }
  // Never overwrite the newest valid slot: a torn write then costs one action at most.
  const Slot slot[2] = {read_slot(auto_key(id, 0)), read_slot(auto_key(id, 1))};
  const int newest = slot[1].seq > slot[0].seq ? 1 : 0;
  if (slot[newest].seq > static_cast<int64_t>(expected_seq)) {
    r.conflict = true;  // another tab went on with this game: its moves stay
    r.seq = static_cast<uint64_t>(slot[newest].seq);
    return r;
  }
  int target = slot[newest].seq < 0 ? 0 : 1 - newest;
  if (slot[target].foreign) target = 1 - target;
  if (slot[target].foreign || (slot[newest].seq >= 0 && target == newest)) {
    r.foreign = true;
    return r;
  }
  e.seq = static_cast<uint64_t>(std::max<int64_t>(slot[newest].seq, 0) + 1);
  e.time_ms = now_wall_ms();
  r.error = plat::store_put(auto_key(id, target), encode_entry(e));
  if (r.error == StoreError::None) r.seq = e.seq;
  return r;
}

int64_t autosave_seq(const std::string& id) {
  if (!valid_id(id)) return -1;
  return std::max(read_slot(auto_key(id, 0)).seq, read_slot(auto_key(id, 1)).seq);
}

bool autosave_record_at(const std::string& id, uint64_t seq, emp::Record& out) {
  if (!valid_id(id)) return false;
  for (int i = 0; i < 2; ++i) {
    std::string t, w;
    SaveEntry e;
    if (!plat::store_get(auto_key(id, i), t) || !decode_entry(t, e, &w) || e.seq != seq) continue;
    out = std::move(e.record);
    return true;
  }
  return false;
}

namespace {
// The newest readable slot of a pair (keys k0, k1) that replays.
bool load_pair(const std::string& k0, const std::string& k1, SaveEntry& out, std::string* why) {
  SaveEntry slot[2];
  bool ok[2] = {false, false};
  std::string first_why;
  const std::string keys[2] = {k0, k1};
  for (int i = 0; i < 2; ++i) {
    std::string t, w;
    if (!plat::store_get(keys[i], t)) continue;
    ok[i] = decode_entry(t, slot[i], &w);
    if (!ok[i] && first_why.empty()) first_why = w;
  }
  // Newest first; a slot whose game no longer replays falls back to the other.
  int order[2] = {0, 1};
  if (ok[1] && (!ok[0] || slot[1].seq > slot[0].seq)) std::swap(order[0], order[1]);
  for (int i : order) {
    if (!ok[i]) continue;
    std::string w;
    if (!emp::replay(slot[i].record, &w)) {
      if (first_why.empty()) first_why = tr_message(w);
      continue;
    }
    out = std::move(slot[i]);
    return true;
  }
  if (why) *why = first_why;
  return false;
}
}  // namespace

bool load_autosave(const std::string& id, SaveEntry& out, std::string* why) {
  if (!valid_id(id) || !load_pair(auto_key(id, 0), auto_key(id, 1), out, why)) {
    if (why && why->empty()) *why = tr("saves.err.no_autosave");
    return false;
  }
  out.id = id;
  return true;
}

std::vector<SaveEntry> list_autosaves(std::string* why_first) {
  std::vector<std::string> ids;
  for (const std::string& key : plat::store_keys(std::string(plat::kStoreKeyPrefix) + "auto.")) {
    const std::string id = autosave_id_of_key(key);
    if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  std::vector<SaveEntry> out;
  for (const std::string& id : ids) {
    // Only the header and checksum here (no replay): the list is drawn every frame on the menu.
    SaveEntry best;
    bool any = false;
    for (int i = 0; i < 2; ++i) {
      std::string t, w;
      SaveEntry e;
      if (!plat::store_get(auto_key(id, i), t)) continue;
      if (!decode_entry(t, e, &w)) {
        if (why_first && why_first->empty()) *why_first = w;
        continue;
      }
      if (!any || e.seq > best.seq) best = std::move(e);
      any = true;
    }
    if (!any) continue;
    best.id = id;
    out.push_back(std::move(best));
  }
  std::sort(out.begin(), out.end(), [](const SaveEntry& a, const SaveEntry& b) {
    return a.time_ms != b.time_ms ? a.time_ms > b.time_ms : a.id > b.id;
  });
  return out;
}

void remove_autosave(const std::string& id) {
  if (!valid_id(id)) return;
  for (int i = 0; i < 2; ++i) {
    std::string t;
    if (plat::store_get(auto_key(id, i), t) && entry_format(t) <= kSaveFormat) plat::store_remove(auto_key(id, i));
  }
}

void migrate_legacy_autosave() {
  const std::string k0 = std::string(plat::kStoreKeyPrefix) + "auto.0",
                    k1 = std::string(plat::kStoreKeyPrefix) + "auto.1";
  std::string t0, t1;
  const bool have0 = plat::store_get(k0, t0), have1 = plat::store_get(k1, t1);
  if (!have0 && !have1) return;
  SaveEntry e;
  std::string why;
  if (!load_pair(k0, k1, e, &why)) return;  // unreadable (damaged or newer): left as it is
  // Written as it was (sequence number and time), then the old pair goes (its
  // entries in this build's format only).
  if (plat::store_put(auto_key(new_save_id(), 0), encode_entry(e)) != StoreError::None) return;
  if (have0 && entry_format(t0) <= kSaveFormat) plat::store_remove(k0);
  if (have1 && entry_format(t1) <= kSaveFormat) plat::store_remove(k1);
}

void prune_autosaves(const std::string& keep_id) {
  size_t finished = 0;
  for (const SaveEntry& e : list_autosaves()) {  // newest first
    if (!e.terminal || e.id == keep_id) continue;
    if (++finished > kFinishedAutosaves) remove_autosave(e.id);
  }
}

std::vector<SaveEntry> list_saves() {
  std::vector<SaveEntry> out;
  const std::string prefix = save_key("");
  for (const std::string& key : plat::store_keys(prefix)) {
    std::string t, why;
    SaveEntry e;
    if (!plat::store_get(key, t)) continue;
    e.id = key.substr(prefix.size());
    if (!decode_entry(t, e, &why)) {
      // Kept and shown: it may come from a newer build, or be worth exporting.
      e = SaveEntry{};
      e.id = key.substr(prefix.size());
      e.unreadable = true;
      e.why = why;
      e.bytes = t.size();
      e.name = e.id;
      int64_t ms = 0;
      if (parse_i64(e.id, ms)) e.time_ms = ms;  // ids are the time they were made
    } else {
      e.id = key.substr(prefix.size());
      e.bytes = t.size();
    }
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(), [](const SaveEntry& a, const SaveEntry& b) {
    return a.time_ms != b.time_ms ? a.time_ms > b.time_ms : a.id > b.id;
  });
  return out;
}

bool read_save_raw(const std::string& id, std::string& text) {
  return !id.empty() && id.size() <= 40 && plat::store_get(save_key(id), text);
}

StoreError write_save(SaveEntry& e) {
  if (e.id.empty()) {
    // Time-based ids, unique among the saves.
    int64_t n = now_wall_ms();
    std::string t;
    while (plat::store_get(save_key(std::to_string(n)), t)) ++n;
    e.id = std::to_string(n);
  }
  if (e.time_ms == 0) e.time_ms = now_wall_ms();
  e.seq = 0;
  return plat::store_put(save_key(e.id), encode_entry(e));
}

bool read_save(const std::string& id, SaveEntry& out, std::string* why) {
  std::string t;
  if (id.empty() || id.size() > 40 || !plat::store_get(save_key(id), t)) {
    if (why) *why = tr("saves.err.not_found");
    return false;
  }
  if (!decode_entry(t, out, why)) return false;
  out.id = id;
  return true;
}

bool delete_save(const std::string& id) {
  std::string t;
  if (id.empty() || id.size() > 40 || !plat::store_get(save_key(id), t)) return false;
  plat::store_remove(save_key(id));
  return true;
}

}  // namespace empui::persist

// ---- the App side ---------------------------------------------------------------------------------
namespace empui {
namespace {

std::string game_title(const std::string& id) {
  const emp::GameInfo* g = emp::find_game(id);
  if (!g) return id;
  return language() == emp::Lang::De ? g->name_de : g->name_en;
}

persist::SaveEntry entry_of(const Session& s) {
  persist::SaveEntry e;
  e.record = s.record;
  e.seats = s.seats;
  e.bot_delay_ms = s.bot_delay_ms;
  e.origin = s.origin;
  e.hints = hint_notes_text(s);
  persist::describe(e, *s.state);
  e.moves = moves_seen(s, -1);  // as everyone counts them: a run of secret steps is one move
  return e;
}

std::string file_name_for(const persist::SaveEntry& e) {
  std::string base = e.name.empty() ? e.game : e.name;
  std::string out;
  for (char c : base) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '_')
      out += c;
    else if (c == ' ' || c == '.')
      out += '_';
    else if (u >= 0x80)
      out += c;  // keep UTF-8 letters
  }
  if (out.empty()) out = "game";
  if (out.size() > 60) out.resize(60);
  return out + ".empires";
}

}  // namespace

namespace {
// The same game and moves (tables and format versions may be written differently).
bool same_moves(const emp::Record& a, const emp::Record& b) {
  return a.game == b.game && a.seed == b.seed && a.options == b.options && a.actions == b.actions;
}
}  // namespace

void App::keep_refused_moves(Session& s, bool overwritten) {
  s.read_only = true;
  s.bot_thinking = false;
  s.follow_due = true;  // App::update shows the other tab's game (callers may hold the session)
  persist::SaveEntry keep = entry_of(s);
  keep.name = trf("tabs.kept_name", {game_title(keep.game)});
  if (!s.record.actions.empty() && (overwritten || !same_moves(s.record, s.saved_record))) {
    const persist::StoreError err = persist::write_save(keep);
    if (err == persist::StoreError::None)
      notice = LiveText([name = keep.name] { return trf("tabs.kept", {name}); });
    else
      banner = trf("tabs.kept_failed", {persist::error_message(err)});
  }
  request_redraw();
}

bool App::lost_tab_race(Session& s) {
  if (s.save_seq == 0 || s.save_id.empty() || s.read_only) return false;
  emp::Record there;
  if (!persist::autosave_record_at(s.save_id, s.save_seq, there) || same_moves(there, s.saved_record)) return false;
  keep_refused_moves(s, true);  // what this tab wrote at save_seq is gone from the slot
  return true;
}

void App::autosave_now() {
  if (!running() || review_) return;  // a review is never autosaved
  Session& s = *running();
  if (s.read_only) return;  // another tab plays this game: its saves stay
  if (s.save_id.empty()) s.save_id = persist::new_save_id();
  // Two tabs that wrote the same slot at the same moment: the slot holds the
  // other tab's move, so going on from it here would drop this tab's move.
  if (lost_tab_race(s)) return;
  const persist::AutosaveResult res = persist::autosave(s.save_id, entry_of(s), s.save_seq);
  if (res.conflict || res.foreign) {
    // Another tab (or a newer build) went on with this game: nothing of it is
    // overwritten. This tab's own last moves are kept as a named save.
    keep_refused_moves(s);
    return;
  }
  const persist::StoreError err = res.error;
  if (err == persist::StoreError::None) {
    s.save_seq = res.seq;
    s.saved_record = s.record;
  }
  const int code = static_cast<int>(err);
  if (code != storage_error) {
    // Tell the player once when saving stops working, and when it works again.
    if (err != persist::StoreError::None)
      banner = persist::error_message(err);
    else if (storage_error != 0) {
      banner.clear();
      show_toast(tr("saves.saving_again"));
    }
    storage_error = code;
    request_redraw();
  }
}

Result App::keep_running_game(const std::string& next_id, LiveText* kept) {
  kept->clear();
  if (review_) leave_review();
  if (!running() || running()->save_id == next_id || running()->read_only) return {};  // the other tab keeps it
  persist::prune_autosaves(running()->save_id);  // finished games beyond the newest ten
  Session& s = *running();
  if (s.record.actions.empty()) {
    persist::remove_autosave(s.save_id);  // nothing to lose: no clutter under Continue
    return {};
  }
  if (s.state->terminal()) return {};
  // An unfinished game stays in its autosave; make sure it is there.
  if (storage_error != 0 || persist::autosave_seq(s.save_id) < static_cast<int64_t>(s.save_seq) || s.save_seq == 0)
    autosave_now();
  if (s.read_only) return {};  // another tab had gone on with it: it keeps it
  if (storage_error != 0 && storage_error != static_cast<int>(persist::StoreError::Denied))
    return Result::fail(  // the store's own refusal, never an older message that happens to be shown
        trf("saves.err.keep", {persist::error_message(static_cast<persist::StoreError>(storage_error))}));
  const int moves = static_cast<int>(moves_seen(s, -1));
  *kept = LiveText([id = s.info->id, moves] {
    return trf("saves.kept_continue", {game_title(id), trn("saves.moves", moves, {std::to_string(moves)})});
  });
  return {};
}

void App::restore_autosave() {
  plat::init_storage();
  persist::migrate_legacy_autosave();  // the one pair of slots of format-1 builds
  std::string why;
  const std::vector<persist::SaveEntry> all = persist::list_autosaves(&why);
  for (const persist::SaveEntry& a : all) {  // the newest unfinished game waits behind "Continue"
    if (a.terminal) continue;
    persist::SaveEntry e;
    if (!persist::load_autosave(a.id, e, &why)) continue;
    Result r = open_record(e.record, e.seats, e.bot_delay_ms, e.id, e.seq);
    if (!r.ok) {
      why = r.error;
      continue;
    }
    running()->origin = e.origin;
    set_hint_notes(*running(), e.hints);
    running()->paused = true;  // bots wait behind "Continue"
    screen_ = Screen::Menu;
    notice.clear();
    return;
  }
  if (!why.empty()) banner = trf("saves.err.autosave", {why});
}

bool App::can_continue() const { return running() && !running()->state->terminal(); }

Result App::continue_game() {
  if (review_) leave_review();
  if (running()) {
    go(Screen::Game);
    return {};
  }
  for (const persist::SaveEntry& a : persist::list_autosaves())
    if (!a.terminal) return continue_autosave(a.id);
  return Result::fail(tr("saves.err.no_autosave"));
}

Result App::continue_autosave(const std::string& id) {
  if (review_) leave_review();
  if (running() && running()->save_id == id && !running()->read_only) {
    go(Screen::Game);
    return {};
  }
  persist::SaveEntry e;
  std::string why;
  if (!persist::load_autosave(id, e, &why)) return Result::fail(trf("saves.err.autosave", {why}));
  Result r = open_record(e.record, e.seats, e.bot_delay_ms, e.id, e.seq);
  if (!r.ok) return Result::fail(trf("saves.err.autosave", {r.error}));
  running()->origin = e.origin;
  set_hint_notes(*running(), e.hints);
  return {};
}

Result App::take_over() {
  if (!running()) return Result::fail(tr("err.no_game"));
  if (!running()->read_only) return {};
  const std::string id = running()->save_id;
  persist::SaveEntry e;
  std::string why;
  if (!persist::load_autosave(id, e, &why)) return Result::fail(trf("saves.err.autosave", {why}));
  const Screen back = screen_;
  Result r = open_record(e.record, e.seats, e.bot_delay_ms, e.id, e.seq);
  if (!r.ok) return Result::fail(trf("saves.err.autosave", {r.error}));
  running()->origin = e.origin;
  set_hint_notes(*running(), e.hints);
  autosave_now();  // claims it: the other tab sees a newer write and only shows the game from now on
  notice = LiveText([n = moves_seen(*running(), view_seat())] {  // as the status bar counts
    return trf("tabs.taken_over", {std::to_string(n)});
  });
  if (back != Screen::Game) go(back);
  return {};
}

void App::storage_changed(const std::string& key) {
  request_redraw();  // the lists of saves and games to continue may have changed
  if (!running() || review_) return;
  const std::string id = persist::autosave_id_of_key(key);
  if (id.empty() || id != running()->save_id) return;
  if (persist::autosave_seq(id) < static_cast<int64_t>(running()->save_seq)) return;
  if (persist::autosave_seq(id) == static_cast<int64_t>(running()->save_seq)) {
    // The same seq written by another tab at the same moment: the slot kept its
    // move, not this tab's, which goes to a named save (and the player is told).
    if (lost_tab_race(*running())) {
      running()->follow_due = false;
      follow_other_tab(true);
    }
    return;
  }
  if (!running()->read_only) {
    // This tab's last move never reached the slot the other tab went on from.
    emp::Record there;
    if (persist::autosave_record_at(id, running()->save_seq, there) && !same_moves(there, running()->saved_record))
      keep_refused_moves(*running(), true);
  }
  running()->read_only = true;  // another tab went on with this game
  running()->bot_thinking = false;
  follow_other_tab();
}

void App::follow_other_tab(bool same_seq) {
  // This tab only shows the game another tab plays: show its latest moves
  // (`same_seq`: also when the other tab wrote the seq this tab wrote).
  if (!running()) return;
  persist::SaveEntry e;
  std::string why;
  if (!persist::load_autosave(running()->save_id, e, &why)) return;  // the shown position stays
  if (e.seq < running()->save_seq || (e.seq == running()->save_seq && !same_seq)) return;
  const Screen back = screen_;
  const LiveText keep_notice = notice;
  Result r = open_record(e.record, e.seats, e.bot_delay_ms, e.id, e.seq);  // writes nothing (an autosave's id)
  if (!r.ok) return;
  running()->read_only = true;
  running()->origin = e.origin;
  set_hint_notes(*running(), e.hints);
  notice = keep_notice;
  if (back != Screen::Game) go(back);
}

void App::clear_link_from_url() { plat::clear_location_hash(); }

Result App::open_link_record(const emp::Record& rec) {
  // The link's table: names, colours, bots as they were (an unknown bot kind
  // or colour is refused rather than changed). A game played by link that this
  // device knows keeps its seats; an older or diverging link changes nothing.
  std::vector<SeatConfig> seats;
  std::string why;
  if (!seats_from_table(rec.table, rec.options.players, seats, &why)) return Result::fail(trf("err.link", {why}));
  bool known = false;
  uint32_t taken = 0;
  if (!seats.empty()) {
    Result r = check_by_link(rec, seats, &known, &taken);
    if (!r.ok) return r;
  }
  const bool same_game = running() && rec.table.game_uid != 0 &&
                         running()->record.table.game_uid == rec.table.game_uid &&
                         pbl::continues(running()->record, rec, nullptr);
  // A link that goes on with the running game keeps its autosave; any other
  // keeps the running game in its own (open_record says so).
  const std::string same_id = same_game ? running()->save_id : std::string();
  const uint64_t same_seq = same_game ? running()->save_seq : 0;
  Result r = open_record(rec, seats, -1, same_id, same_seq);
  if (!r.ok) return Result::fail(trf("err.link", {r.error}));
  const LiveText kept = notice;
  running()->origin = "link";
  const int moves = static_cast<int>(moves_seen(*running(), -1));
  // Put into words when shown: a change of language re-translates it.
  notice = LiveText([game = rec.game, moves] {
    return trf("saves.opened_link", {game_title(game), trn("saves.moves", moves, {std::to_string(moves)})});
  });
  notice += kept;
  // Who plays here: asked unless the device knows the game, or the table has
  // at most one person and nobody plays elsewhere.
  int people = 0;
  for (const SeatConfig& c : running()->seats) people += c.bot ? 0 : 1;
  if (!known && !running()->state->terminal() && (people > 1 || rec.table.game_uid != 0)) choose_seats_default();
  if (known) {
    running()->taken_over = taken;
    remember_by_link();
    const int to_act = running()->state->terminal() ? -1 : running()->state->current_player();
    if (to_act >= 0)
      notice += LiveText([name = empui::seat_name(*running(), to_act)] { return trf("pbl.to_move", {name}); });
  }
  autosave_now();  // with its origin
  return {};
}

Result App::save_as(const std::string& name) {
  if (review_) leave_review();  // saves the running game, never the review
  if (!running()) return Result::fail(tr("err.no_game"));
  persist::SaveEntry e = entry_of(*running());
  std::string n = name;
  while (!n.empty() && n.back() == ' ') n.pop_back();
  e.name = n.empty() ? game_title(e.game) + " " + persist::date_label(persist::now_wall_ms()) : n;
  const persist::StoreError err = persist::write_save(e);
  if (err != persist::StoreError::None) return Result::fail(persist::error_message(err));
  show_toast(trf("saves.saved", {e.name}));
  return {};
}

Result App::load_save(const std::string& id) {
  if (review_) leave_review();
  persist::SaveEntry e;
  std::string why;
  if (!persist::read_save(id, e, &why)) return Result::fail(trf("saves.err.open", {why}));
  Result r = open_record(e.record, e.seats, e.bot_delay_ms);
  if (!r.ok) return Result::fail(trf("saves.err.open", {r.error}));
  running()->origin = e.origin;
  set_hint_notes(*running(), e.hints);
  autosave_now();
  show_toast(trf("saves.loaded", {e.name}));
  return {};
}

Result App::delete_save(const std::string& id) {
  if (!persist::delete_save(id)) return Result::fail(tr("saves.err.not_found"));
  request_redraw();
  return {};
}

Result App::delete_autosave(const std::string& id) {
  if (running() && running()->save_id == id) return Result::fail(tr("saves.err.delete_running"));
  const std::vector<persist::SaveEntry> all = persist::list_autosaves();
  if (std::none_of(all.begin(), all.end(), [&](const persist::SaveEntry& e) { return e.id == id; }))
    return Result::fail(tr("saves.err.not_found"));
  persist::remove_autosave(id);
  request_redraw();
  return {};
}

Result App::export_save(const std::string& id) {
  persist::SaveEntry e;
  std::string why, where, raw;
  if (!persist::read_save(id, e, &why)) {
    // A save this build cannot read leaves as it is stored (a newer build may read it).
    if (!persist::read_save_raw(id, raw)) return Result::fail(trf("saves.err.open", {why}));
    if (!plat::export_file("save-" + id + ".empires", raw, &where)) return Result::fail(tr("saves.err.export"));
    show_toast(trf("saves.exported", {where}), 6000);
    return {};
  }
  if (!plat::export_file(file_name_for(e), persist::encode_entry(e), &where))
    return Result::fail(tr("saves.err.export"));
  show_toast(trf("saves.exported", {where}), 6000);
  return {};
}

Result App::import_file(const std::string& bytes, const std::string& filename) {
  // Accepted: our save entries (exported files), raw save files ("EMPS") and share links.
  auto fail = [&](const std::string& why) {
    Result r = Result::fail(trf("saves.err.import", {filename.empty() ? std::string("?") : filename, why}));
    banner = r.error;
    request_redraw();
    return r;
  };
  if (bytes.size() > persist::kMaxEntryBytes) return fail(tr("saves.err.too_big"));
  persist::SaveEntry e;
  std::string why;
  if (bytes.rfind("EMPIRES SAVE", 0) == 0) {
    if (!persist::decode_entry(bytes, e, &why)) return fail(why);
  } else if (bytes.rfind("EMPS", 0) == 0) {
    if (!emp::load_from_bytes(bytes, e.record, &why)) return fail(tr_message(why));
  } else {
    std::string text = bytes;
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
    if (text.size() > emp::kMaxLinkChars + 4096 || !emp::decode_link(text, e.record, &why))
      return fail(tr("saves.err.not_save"));
    e.origin = "link";
  }
  if (const emp::GameInfo* g = emp::find_game(e.record.game); g && !game_visible(*g))
    return fail(trf("err.test_game", {game_title(g->id)}));
  auto state = emp::replay(e.record, &why);
  if (!state) return fail(tr_message(why));
  if (e.seats.size() != static_cast<size_t>(e.record.options.players)) {
    // A link or a raw save file: the seats its table names (format 2 on).
    if (!seats_from_table(e.record.table, e.record.options.players, e.seats, &why)) return fail(why);
  }
  // A bot this build does not have is refused, as in a link's table (not turned into a person).
  for (const SeatConfig& seat : e.seats)
    if (seat.bot && !emp::make_bot(seat.bot_kind, 1, &why)) return fail(trf("saves.err.unknown_bot", {seat.bot_kind}));
  persist::describe(e, *state);
  e.moves = emp::record_moves_seen(e.record, -1);  // as everyone counts them (entry_of), not the file's word
  if (e.name.empty()) {
    std::string base = filename;
    const size_t slash = base.find_last_of("/\\");
    if (slash != std::string::npos) base = base.substr(slash + 1);
    const size_t dot = base.rfind('.');
    if (dot != std::string::npos && dot > 0) base.resize(dot);
    e.name = base.empty() ? game_title(e.game) : base;
  }
  e.id.clear();
  e.time_ms = 0;
  const persist::StoreError err = persist::write_save(e);
  if (err != persist::StoreError::None) return fail(persist::error_message(err));
  show_toast(trf("saves.imported", {e.name}));
  request_redraw();
  return {};
}

void App::copy_share_link() {
  if (!running()) return;
  std::string why;
  const std::string code = emp::encode_link(running()->record, &why);
  if (code.empty()) {  // e.g. a game too long for a link: the message points to the save file
    banner = tr_message(why);
    request_redraw();
    return;
  }
  plat::copy_text(plat::location_base() + "#g=" + code);
}

void App::clipboard_result(bool ok) {
  if (ok)
    show_toast(tr("saves.link_copied"));
  else
    banner = tr("saves.err.clipboard");
  request_redraw();
}

void App::show_toast(std::string text, double ms) {
  toast = std::move(text);
  toast_until_ms = plat::now_ms() + ms;
  request_redraw();
}

}  // namespace empui
