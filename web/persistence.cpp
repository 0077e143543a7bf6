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
#include "platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <SDL.h>

#include <filesystem>
#include <fstream>
#endif

namespace empui::persist {
namespace {

constexpr const char* kHeader = "EMPIRES SAVE";
#ifdef __EMSCRIPTEN__
constexpr const char* kAutoKey[2] = {"empires.auto.0", "empires.auto.1"};
constexpr const char* kSavePrefix = "empires.save.";
#else
constexpr const char* kAutoKey[2] = {"auto.0", "auto.1"};
constexpr const char* kSavePrefix = "save.";
#endif

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

// The integer value of a top-level-looking field `"name": 12` in JSON text, or -1.
int json_int(const std::string& json, const char* name) {
  const std::string k = std::string("\"") + name + "\"";
  size_t p = json.find(k);
  if (p == std::string::npos) return -1;
  p += k.size();
  while (p < json.size() && (json[p] == ' ' || json[p] == ':')) ++p;
  int v = 0, digits = 0;
  while (p < json.size() && json[p] >= '0' && json[p] <= '9' && digits < 6) {
    v = v * 10 + (json[p++] - '0');
    ++digits;
  }
  return digits ? v : -1;
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
  for (size_t i = 0; i < e.seats.size(); ++i) {
    const SeatConfig& s = e.seats[i];
    o << "seat=" << i << "\t" << (s.bot ? "bot" : "human") << "\t" << clean(s.bot_kind, 40) << "\t" << clean(s.name, 40)
      << "\t" << s.colour << "\n";
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
      s.bot_kind = f[2].empty() ? "random" : f[2];
      s.name = f[3];
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
  const std::string obs = state.observation_json(-1);
  e.era = json_int(obs, "era");
  e.turn = json_int(obs, "turn");
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

// ---- the store: browser --------------------------------------------------------------------
#ifdef __EMSCRIPTEN__
namespace {
// clang-format off
// 0 ok, 1 quota exceeded, 2 storage denied (private mode, disabled), 3 other.
EM_JS(int, js_store_put, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 0;
  } catch (e) {
    var name = (e && e.name) || "";
    if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || (e && (e.code === 22 || e.code === 1014))) return 1;
    if (name === "SecurityError" || name === "InvalidAccessError") return 2;
    return 3;
  }
});

EM_JS(char*, js_store_get, (const char* key), {
  try {
    var s = window.localStorage.getItem(UTF8ToString(key));
    if (s === null) return 0;
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
  } catch (e) { return 0; }
});

EM_JS(void, js_store_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

EM_JS(char*, js_store_keys, (const char* prefix), {
  var out = [];
  try {
    var pre = UTF8ToString(prefix);
    var ls = window.localStorage;
    for (var i = 0; i < ls.length; i++) {
      var k = ls.key(i);
      if (k !== null && k.indexOf(pre) === 0) out.push(k);
    }
  } catch (e) {}
  var s = out.join("\n");
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(int, js_download, (const char* name, const char* data, int len), {
  try {
    var bytes = HEAPU8.slice(data, data + len);
    var blob = new Blob([bytes], { type: "application/octet-stream" });
    var url = URL.createObjectURL(blob);
    var a = document.createElement("a");
    a.href = url;
    a.download = UTF8ToString(name);
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(url); a.remove(); }, 1000);
    return 1;
  } catch (e) { return 0; }
});

// Registers Module.empiresImport(Uint8Array, name) -> JSON text, used by the file
// picker below and by the automation API (glue.js).
EM_JS(void, js_persist_init, (), {
  Module["empiresImport"] = function(u8, name) {
    var n = u8.length;
    var p = _malloc(n + 1);
    HEAPU8.set(u8, p);
    var q = _malloc(lengthBytesUTF8(name) + 1);
    stringToUTF8(name, q, lengthBytesUTF8(name) + 1);
    var r = UTF8ToString(_empires_import_bytes(p, n, q));
    _free(p);
    _free(q);
    return r;
  };
});

EM_JS(int, js_pick_file, (), {
  try {
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".empires,.save,.txt,application/octet-stream";
    input.style.display = "none";
    input.addEventListener("change", function() {
      var f = input.files && input.files[0];
      input.remove();
      if (!f) return;
      if (f.size > 1048576) { Module["empiresImport"](new Uint8Array(1048577), f.name); return; }
      f.arrayBuffer().then(function(buf) { Module["empiresImport"](new Uint8Array(buf), f.name); });
    });
    document.body.appendChild(input);
    input.click();
    return 1;
  } catch (e) { return 0; }
});

EM_JS(void, js_copy_text, (const char* text), {
  var t = UTF8ToString(text);
  function fallback() {
    var ok = false;
    try {
      var ta = document.createElement("textarea");
      ta.value = t;
      ta.setAttribute("readonly", "");
      ta.style.position = "fixed";
      ta.style.opacity = "0";
      document.body.appendChild(ta);
      ta.select();
      ok = document.execCommand("copy");
      ta.remove();
    } catch (e) { ok = false; }
    _empires_clipboard_result(ok ? 1 : 0);
  }
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(t).then(function() { _empires_clipboard_result(1); }, fallback);
      return;
    }
  } catch (e) {}
  fallback();
});

EM_JS(void, js_clear_hash, (), {
  try {
    if (window.location.hash) history.replaceState(null, "", window.location.pathname + window.location.search);
  } catch (e) {}
});
// clang-format on

std::string take(char* p) {
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}
}  // namespace

StoreError store_put(const std::string& key, const std::string& value) {
  return static_cast<StoreError>(js_store_put(key.c_str(), value.c_str()));
}
bool store_get(const std::string& key, std::string& out) {
  char* p = js_store_get(key.c_str());
  if (!p) return false;
  out = take(p);
  return true;
}
void store_remove(const std::string& key) { js_store_remove(key.c_str()); }
std::vector<std::string> store_keys(const std::string& prefix) {
  const std::string all = take(js_store_keys(prefix.c_str()));
  std::vector<std::string> out;
  std::istringstream in(all);
  std::string k;
  while (std::getline(in, k))
    if (!k.empty()) out.push_back(k);
  return out;
}
bool export_file(const std::string& filename, const std::string& bytes, std::string* where) {
  if (where) *where = filename;
  return js_download(filename.c_str(), bytes.data(), static_cast<int>(bytes.size())) != 0;
}
bool pick_import_file() { return js_pick_file() != 0; }
bool read_file(const std::string&, std::string&) { return false; }
std::string default_import_dir() { return {}; }
void copy_text(const std::string& text) { js_copy_text(text.c_str()); }
void clear_location_hash() { js_clear_hash(); }
void init_platform() { js_persist_init(); }

#else
// ---- the store: files in the config dir ------------------------------------------------------
namespace {
namespace fs = std::filesystem;
fs::path config_dir() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return fs::path(x) / "empires";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".config" / "empires";
  return fs::path(".empires");
}
fs::path saves_dir() { return config_dir() / "saves"; }
bool safe_key(const std::string& key) {
  if (key.empty() || key.size() > 120) return false;
  for (char c : key)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')) return false;
  return key[0] != '.';
}
}  // namespace

StoreError store_put(const std::string& key, const std::string& value) {
  if (!safe_key(key)) return StoreError::Other;
  std::error_code ec;
  fs::create_directories(saves_dir(), ec);
  const fs::path path = saves_dir() / key;
  const std::string tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return ec == std::errc::permission_denied ? StoreError::Denied : StoreError::Other;
    out << value;
    if (!out.flush()) return StoreError::Quota;  // most likely a full disk
  }
  fs::rename(tmp, path, ec);  // atomic replace
  return ec ? StoreError::Other : StoreError::None;
}
bool store_get(const std::string& key, std::string& out) {
  if (!safe_key(key)) return false;
  return read_file((saves_dir() / key).string(), out);
}
void store_remove(const std::string& key) {
  if (!safe_key(key)) return;
  std::error_code ec;
  fs::remove(saves_dir() / key, ec);
}
std::vector<std::string> store_keys(const std::string& prefix) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(saves_dir(), ec)) {
    const std::string n = e.path().filename().string();
    if (n.rfind(prefix, 0) == 0 && n.find(".tmp") == std::string::npos) out.push_back(n);
  }
  return out;
}
bool export_file(const std::string& filename, const std::string& bytes, std::string* where) {
  std::error_code ec;
  const fs::path dir = config_dir() / "exports";
  fs::create_directories(dir, ec);
  const fs::path path = dir / filename;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
  if (where) *where = path.string();
  return static_cast<bool>(out.flush());
}
bool pick_import_file() { return false; }
bool read_file(const std::string& path, std::string& out) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec || size > kMaxEntryBytes + 1) {
    if (!ec) out.assign(kMaxEntryBytes + 1, '\0');  // too big: let the caller refuse it
    return !ec;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  out = s.str();
  return true;
}
std::string default_import_dir() { return (config_dir() / "exports").string() + "/"; }
void copy_text(const std::string& text) { app().clipboard_result(SDL_SetClipboardText(text.c_str()) == 0); }
void clear_location_hash() {}
void init_platform() {}
#endif

// ---- autosave and named saves -----------------------------------------------------------------
StoreError autosave(SaveEntry e) {
  // Never overwrite the newest valid slot: a torn write then costs one action at most.
  int64_t seq[2];
  for (int i = 0; i < 2; ++i) {
    std::string t;
    seq[i] = store_get(kAutoKey[i], t) ? valid_seq(t) : -1;
  }
  const int newest = seq[1] > seq[0] ? 1 : 0;
  const int target = seq[newest] < 0 ? 0 : 1 - newest;
  e.seq = static_cast<uint64_t>(std::max<int64_t>(seq[newest], 0) + 1);
  e.time_ms = now_wall_ms();
  return store_put(kAutoKey[target], encode_entry(e));
}

bool load_autosave(SaveEntry& out, std::string* why) {
  SaveEntry slot[2];
  bool ok[2] = {false, false};
  std::string first_why;
  for (int i = 0; i < 2; ++i) {
    std::string t, w;
    if (!store_get(kAutoKey[i], t)) continue;
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
  const std::string prefix = kSavePrefix;
  for (const std::string& key : store_keys(prefix)) {
    std::string t, why;
    SaveEntry e;
    if (!store_get(key, t) || !decode_entry(t, e, &why)) continue;
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
    while (store_get(kSavePrefix + std::to_string(n), t)) ++n;
    e.id = std::to_string(n);
  }
  if (e.time_ms == 0) e.time_ms = now_wall_ms();
  e.seq = 0;
  return store_put(kSavePrefix + e.id, encode_entry(e));
}

bool read_save(const std::string& id, SaveEntry& out, std::string* why) {
  std::string t;
  if (id.empty() || id.size() > 40 || !store_get(kSavePrefix + id, t)) {
    if (why) *why = tr("saves.err.not_found");
    return false;
  }
  if (!decode_entry(t, out, why)) return false;
  out.id = id;
  return true;
}

bool delete_save(const std::string& id) {
  std::string t;
  if (id.empty() || id.size() > 40 || !store_get(kSavePrefix + id, t)) return false;
  store_remove(kSavePrefix + id);
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
  if (!session_) return;
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
  persist::init_platform();
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
  session_->paused = true;  // bots wait behind "Continue"
  screen_ = Screen::Menu;
}

bool App::can_continue() const { return session_ && !session_->state->terminal(); }

Result App::continue_game() {
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
  return {};
}

void App::clear_link_from_url() { persist::clear_location_hash(); }

Result App::open_link_record(const emp::Record& rec) {
  // Opening a link replaces the running game: an unfinished one is kept as a named save first.
  persist::SaveEntry keep;
  bool rescue = false;
  if (session_ && !session_->state->terminal() && !session_->record.actions.empty() && !(session_->record == rec)) {
    keep = entry_of(*session_);
    keep.name = trf("saves.kept_name", {game_title(keep.game)});
    rescue = true;
  }
  const std::string where = game_title(rec.game);
  Result r = open_record(rec, {}, -1);
  if (!r.ok) return Result::fail(trf("err.link", {r.error}));
  session_->origin = "link";
  notice = trf("saves.opened_link", {where, std::to_string(rec.actions.size())});
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
  persist::SaveEntry e;
  std::string why;
  if (!persist::read_save(id, e, &why)) return Result::fail(trf("saves.err.open", {why}));
  Result r = open_record(e.record, e.seats, e.bot_delay_ms);
  if (!r.ok) return Result::fail(trf("saves.err.open", {r.error}));
  session_->origin = e.origin;
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
  if (!persist::export_file(file_name_for(e), persist::encode_entry(e), &where))
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
  if (e.seats.size() != static_cast<size_t>(e.record.options.players)) e.seats.clear();
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
  persist::copy_text(plat::location_base() + "#g=" + share_code());
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

// Called from JavaScript (the file picker, the clipboard and the automation API).
extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* empires_import_bytes(const char* data, int len, const char* name) {
  static std::string out;
  const empui::Result r = empui::app().import_file(
      std::string(data ? data : "", data && len > 0 ? static_cast<size_t>(len) : 0), name ? name : "");
  out = r.to_json();
  return out.c_str();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void empires_clipboard_result(int ok) { empui::app().clipboard_result(ok != 0); }
}
