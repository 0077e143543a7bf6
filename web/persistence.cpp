// Saves and links: see persistence.h. The App functions for saving, loading,
// continuing, exporting, importing and copying links live here too, so that
// app.cpp only holds the hooks.
#include "persistence.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <sstream>

#include "app.h"
#include "core/base64.h"
#include "core/json.h"
#include "i18n.h"
#include "platform/platform.h"
#include "platform/storage.h"
#include "table.h"
#include "ui_util.h"

namespace empui::persist {
namespace {

constexpr const char* kHeader = "EMPIRES SAVE";
// Store keys: the two autosave slots and the named saves.
std::string auto_key(int slot) { return std::string(plat::kStoreKeyPrefix) + "auto." + std::to_string(slot); }
std::string save_key(const std::string& id) { return std::string(plat::kStoreKeyPrefix) + "save." + id; }

std::string clean(std::string s, size_t max = 80) {
  for (char& c : s)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  if (s.size() > max) s.resize(max);
  return s;
}

std::string hex8(uint32_t v) {
  char b[9];
  std::snprintf(b, sizeof b, "%08x", v);
  return b;
}

bool parse_i64(const std::string& v, int64_t& out) {
  if (v.empty() || v.size() > 20) return false;
  char* end = nullptr;
  const long long x = std::strtoll(v.c_str(), &end, 10);
  if (!end || *end) return false;
  out = x;
  return true;
}

// Reads seq from an entry whose checksum is right; -1 when the text is not a valid entry.
int64_t valid_seq(const std::string& text) {
  SaveEntry e;
  std::string why;
  // Cheap enough (a few KB); full decoding also checks the record's own CRC.
  if (!decode_entry(text, e, &why)) return -1;
  return static_cast<int64_t>(e.seq);
}

}  // namespace

// ---- the entry codec ------------------------------------------------------------------------
std::string encode_entry(const SaveEntry& e) {
  std::ostringstream o;
  o << kHeader << "\n";
  o << "format=" << kSaveFormat << "\n";
  o << "seq=" << e.seq << "\n";
  o << "time=" << e.time_ms << "\n";
  o << "name=" << clean(e.name) << "\n";
  o << "game=" << clean(e.record.game) << "\n";
  o << "players=" << e.record.options.players << "\n";
  o << "moves=" << e.record.actions.size() << "\n";
  o << "era=" << e.era << "\n";
  o << "turn=" << e.turn << "\n";
  o << "terminal=" << (e.terminal ? 1 : 0) << "\n";
  o << "delay=" << e.bot_delay_ms << "\n";
  o << "origin=" << clean(e.origin) << "\n";
  if (!e.hints.empty()) o << "hints=" << clean(e.hints) << "\n";
  for (size_t i = 0; i < e.seats.size(); ++i) {
    const SeatConfig& s = e.seats[i];
    o << "seat=" << i << "\t"
      << (s.bot      ? "bot"
          : s.remote ? "remote"
                     : "human")
      << "\t" << clean(s.bot_kind, 40) << "\t" << emp::clean_seat_name(s.name) << "\t" << s.colour << "\n";
  }
  o << "record=" << emp::base64_encode(emp::save_to_bytes(e.record), /*url_safe=*/false) << "\n";
  std::string text = o.str();
  text += "crc=" + hex8(emp::crc32(text.data(), text.size())) + "\n";
  return text;
}

bool decode_entry(std::string_view text, SaveEntry& out, std::string* why) {
  auto fail = [&](const char* key) {
    if (why) *why = tr(key);
    return false;
  };
  if (text.size() > kMaxEntryBytes) return fail("saves.err.too_big");
  const std::string_view head = std::string_view(kHeader);
  if (text.substr(0, head.size()) != head) return fail("saves.err.not_save");
  // A newer format may change anything after its format line: say so before checking.
  if (text.substr(head.size(), 8) == "\nformat=") {
    int64_t f = 0;
    const size_t end = text.find('\n', head.size() + 8);
    if (end != std::string_view::npos &&
        parse_i64(std::string(text.substr(head.size() + 8, end - head.size() - 8)), f) && f > kSaveFormat)
      return fail("saves.err.newer");
  }
  // The checksum line is the last one.
  std::string_view body = text;
  while (!body.empty() && (body.back() == '\n' || body.back() == '\r')) body.remove_suffix(1);
  const size_t crc_at = body.rfind("\ncrc=");
  if (crc_at == std::string_view::npos) return fail("saves.err.damaged");
  const std::string_view crc_text = body.substr(crc_at + 5);
  if (crc_text.size() != 8 || crc_text != hex8(emp::crc32(body.data(), crc_at + 1))) return fail("saves.err.damaged");

  SaveEntry e;
  bool have_format = false, have_record = false;
  std::string record_b64;
  size_t pos = head.size();
  const std::string_view content = body.substr(0, crc_at + 1);
  while (pos < content.size()) {
    size_t nl = content.find('\n', pos);
    if (nl == std::string_view::npos) nl = content.size();
    const std::string line(content.substr(pos, nl - pos));
    pos = nl + 1;
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string k = line.substr(0, eq), v = line.substr(eq + 1);
    int64_t n = 0;
    const bool num = parse_i64(v, n);
    if (k == "format") {
      if (!num || n < 1) return fail("saves.err.damaged");
      if (n > kSaveFormat) return fail("saves.err.newer");
      e.format = static_cast<int>(n);
      have_format = true;
    } else if (k == "seq" && num && n >= 0)
      e.seq = static_cast<uint64_t>(n);
    else if (k == "time" && num)
      e.time_ms = n;
    else if (k == "name")
      e.name = v;
    else if (k == "era" && num && n >= -1 && n < 1000)
      e.era = static_cast<int>(n);
    else if (k == "turn" && num && n >= -1 && n < 100000)
      e.turn = static_cast<int>(n);
    else if (k == "terminal")
      e.terminal = v == "1";
    else if (k == "delay" && num && n >= -1 && n <= 60000)
      e.bot_delay_ms = static_cast<int>(n);
    else if (k == "origin")
      e.origin = v;
    else if (k == "hints")
      e.hints = v;
    else if (k == "seat") {
      std::vector<std::string> f;
      size_t start = 0;
      for (;;) {
        const size_t tab = v.find('\t', start);
        f.push_back(v.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
        if (tab == std::string::npos) break;
        start = tab + 1;
      }
      if (f.size() < 5 || e.seats.size() >= static_cast<size_t>(emp::kMaxPlayers)) continue;
      SeatConfig s;
      s.bot = f[1] == "bot";
      s.remote = f[1] == "remote";
      s.bot_kind = f[2].empty() ? "random" : f[2];
      s.name = emp::clean_seat_name(f[3]);
      int64_t c = 0;
      s.colour =
          parse_i64(f[4], c) && c >= 0 && c < kNumColours ? static_cast<int>(c) : static_cast<int>(e.seats.size());
      e.seats.push_back(std::move(s));
    } else if (k == "record") {
      record_b64 = v;
      have_record = true;
    }
  }
  if (!have_format || !have_record) return fail("saves.err.damaged");
  std::string bytes;
  if (!emp::base64_decode(record_b64, bytes)) return fail("saves.err.damaged");
  std::string rwhy;
  if (!emp::load_from_bytes(bytes, e.record, &rwhy)) {
    if (why) *why = tr_message(rwhy);
    return false;
  }
  e.game = e.record.game;
  e.players = e.record.options.players;
  e.moves = e.record.actions.size();
  if (e.seats.size() != static_cast<size_t>(e.players)) e.seats.clear();  // open_record makes every seat human
  out = std::move(e);
  return true;
}

void describe(SaveEntry& e, const emp::State& state) {
  e.game = e.record.game;
  e.players = e.record.options.players;
  e.moves = e.record.actions.size();
  e.terminal = state.terminal();
  const emp::Progress p = state.progress();  // -1 for what the game does not have
  e.era = p.era;
  e.turn = p.turn;
}

std::string progress_label(const SaveEntry& e) {
  std::string s;
  if (e.terminal)
    s = tr("saves.finished");
  else {
    if (e.era >= 0) s = trf("saves.era", {std::to_string(e.era)});
    if (e.turn >= 0) s += (s.empty() ? "" : " · ") + trf("saves.turn", {std::to_string(e.turn)});
  }
  s += (s.empty() ? "" : " · ") + trf("saves.moves", {std::to_string(e.moves)});
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

// ---- autosave and named saves -----------------------------------------------------------------
StoreError autosave(SaveEntry e) {
  // Never overwrite the newest valid slot: a torn write then costs one action at most.
  int64_t seq[2];
  for (int i = 0; i < 2; ++i) {
    std::string t;
    seq[i] = plat::store_get(auto_key(i), t) ? valid_seq(t) : -1;
  }
  const int newest = seq[1] > seq[0] ? 1 : 0;
  const int target = seq[newest] < 0 ? 0 : 1 - newest;
  e.seq = static_cast<uint64_t>(std::max<int64_t>(seq[newest], 0) + 1);
  e.time_ms = now_wall_ms();
  return plat::store_put(auto_key(target), encode_entry(e));
}

bool load_autosave(SaveEntry& out, std::string* why) {
  SaveEntry slot[2];
  bool ok[2] = {false, false};
  std::string first_why;
  for (int i = 0; i < 2; ++i) {
    std::string t, w;
    if (!plat::store_get(auto_key(i), t)) continue;
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

std::vector<SaveEntry> list_saves() {
  std::vector<SaveEntry> out;
  const std::string prefix = save_key("");
  for (const std::string& key : plat::store_keys(prefix)) {
    std::string t, why;
    SaveEntry e;
    if (!plat::store_get(key, t) || !decode_entry(t, e, &why)) continue;
    e.id = key.substr(prefix.size());
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(), [](const SaveEntry& a, const SaveEntry& b) {
    return a.time_ms != b.time_ms ? a.time_ms > b.time_ms : a.id > b.id;
  });
  return out;
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

void App::autosave_now() {
  if (!session_ || review_) return;  // a review is never autosaved
  const persist::StoreError err = persist::autosave(entry_of(*session_));
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

void App::restore_autosave() {
  plat::init_storage();
  persist::SaveEntry e;
  std::string why;
  if (!persist::load_autosave(e, &why)) {
    if (!why.empty()) banner = trf("saves.err.autosave", {why});
    return;
  }
  Result r = open_record(e.record, e.seats, e.bot_delay_ms);
  if (!r.ok) {
    banner = trf("saves.err.autosave", {r.error});
    return;
  }
  session_->origin = e.origin;
  set_hint_notes(*session_, e.hints);
  session_->paused = true;  // bots wait behind "Continue"
  screen_ = Screen::Menu;
}

bool App::can_continue() const { return session_ && !session_->state->terminal(); }

Result App::continue_game() {
  if (review_) leave_review();
  if (session_) {
    go(Screen::Game);
    return {};
  }
  persist::SaveEntry e;
  std::string why;
  if (!persist::load_autosave(e, &why)) return Result::fail(tr("saves.err.no_autosave"));
  Result r = open_record(e.record, e.seats, e.bot_delay_ms);
  if (!r.ok) return Result::fail(trf("saves.err.autosave", {r.error}));
  session_->origin = e.origin;
  set_hint_notes(*session_, e.hints);
  return {};
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
  if (!seats.empty()) {
    Result r = check_by_link(rec, seats, &known);
    if (!r.ok) return r;
  }
  const bool same_game = session_ && rec.table.game_uid != 0 && session_->record.table.game_uid == rec.table.game_uid &&
                         pbl::continues(session_->record, rec, nullptr);
  // Opening a link replaces the running game: an unfinished one is kept as a named save first.
  persist::SaveEntry keep;
  bool rescue = false;
  if (session_ && !same_game && !session_->state->terminal() && !session_->record.actions.empty() &&
      !(session_->record == rec)) {
    keep = entry_of(*session_);
    keep.name = trf("saves.kept_name", {game_title(keep.game)});
    rescue = true;
  }
  const std::string where = game_title(rec.game);
  Result r = open_record(rec, seats, -1);
  if (!r.ok) return Result::fail(trf("err.link", {r.error}));
  session_->origin = "link";
  notice = trf("saves.opened_link", {where, std::to_string(rec.actions.size())});
  // Who plays here: asked unless the device knows the game, or the table has
  // at most one person and nobody plays elsewhere.
  int people = 0;
  for (const SeatConfig& c : session_->seats) people += c.bot ? 0 : 1;
  if (!known && !session_->state->terminal() && (people > 1 || rec.table.game_uid != 0)) choose_seats_default();
  if (known) {
    remember_by_link();
    const int to_act = session_->state->terminal() ? -1 : session_->state->current_player();
    if (to_act >= 0) notice += " " + trf("pbl.to_move", {seat_name(*session_, to_act)});
  }
  if (rescue) {
    const persist::StoreError err = persist::write_save(keep);
    if (err == persist::StoreError::None)
      notice += " " + trf("saves.kept", {keep.name});
    else
      banner = persist::error_message(err);
  }
  autosave_now();  // with its origin
  return {};
}

Result App::save_as(const std::string& name) {
  if (review_) leave_review();  // saves the running game, never the review
  if (!session_) return Result::fail(tr("err.no_game"));
  persist::SaveEntry e = entry_of(*session_);
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
  session_->origin = e.origin;
  set_hint_notes(*session_, e.hints);
  autosave_now();
  show_toast(trf("saves.loaded", {e.name}));
  return {};
}

Result App::delete_save(const std::string& id) {
  if (!persist::delete_save(id)) return Result::fail(tr("saves.err.not_found"));
  request_redraw();
  return {};
}

Result App::export_save(const std::string& id) {
  persist::SaveEntry e;
  std::string why;
  if (!persist::read_save(id, e, &why)) return Result::fail(trf("saves.err.open", {why}));
  std::string where;
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
  auto state = emp::replay(e.record, &why);
  if (!state) return fail(tr_message(why));
  if (e.seats.size() != static_cast<size_t>(e.record.options.players)) {
    // A link or a raw save file: the seats its table names (format 2 on).
    if (!seats_from_table(e.record.table, e.record.options.players, e.seats, &why)) return fail(why);
  }
  persist::describe(e, *state);
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
  if (!session_) return;
  plat::copy_text(plat::location_base() + "#g=" + share_code());
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
