// The save entry's text and its codec (save_entry.h).
#include "save_entry.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <sstream>

#include "core/base64.h"

namespace empui::persist {
// An entry holds a save file of any record the engine keeps (emp::kMaxSaveBytes)
// in base64, with room for its header lines (names, seats, hints: under 8 KB).
static_assert((emp::kMaxSaveBytes + 2) / 3 * 4 + (64u << 10) <= kMaxEntryBytes);

namespace {

constexpr const char* kHeader = "EMPIRES SAVE";

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

}  // namespace

// from_chars: no exception, and out of range is refused, not clamped.
bool parse_i64(std::string_view v, int64_t& out) {
  int64_t x = 0;
  const auto [end, err] = std::from_chars(v.data(), v.data() + v.size(), x);
  if (v.empty() || err != std::errc() || end != v.data() + v.size()) return false;
  out = x;
  return true;
}

int entry_format(std::string_view text) {
  const std::string_view head = std::string_view(kHeader);
  if (text.substr(0, head.size()) != head || text.substr(head.size(), 8) != "\nformat=") return 0;
  const size_t end = text.find('\n', head.size() + 8);
  int64_t f = 0;
  if (end == std::string_view::npos || !parse_i64(text.substr(head.size() + 8, end - head.size() - 8), f) || f < 1 ||
      f > 1000000)
    return 0;
  return static_cast<int>(f);
}

std::string encode_entry(const SaveEntry& e) {
  std::ostringstream o;
  o << kHeader << "\n";
  o << "format=" << kSaveFormat << "\n";
  o << "seq=" << e.seq << "\n";
  o << "time=" << e.time_ms << "\n";
  o << "name=" << clean(e.name) << "\n";
  o << "game=" << clean(e.record.game) << "\n";
  o << "players=" << e.record.options.players << "\n";
  o << "moves=" << std::min<uint64_t>(e.moves, e.record.actions.size()) << "\n";
  o << "era=" << e.era << "\n";
  o << "turn=" << e.turn << "\n";
  o << "round=" << e.round << "\n";
  o << "terminal=" << (e.terminal ? 1 : 0) << "\n";
  o << "delay=" << e.bot_delay_ms << "\n";
  o << "origin=" << clean(e.origin) << "\n";
  // Every hint note, up to 16 KB of them (about 1,500), cut after a whole one
  // (cut anywhere, "1234:12" could read "1234:1").
  if (!e.hints.empty()) {
    std::string hints = clean(e.hints, kMaxHintBytes);
    if (hints.size() < e.hints.size()) hints.resize(hints.rfind(',') == std::string::npos ? 0 : hints.rfind(','));
    if (!hints.empty()) o << "hints=" << hints << "\n";
  }
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

bool decode_entry_coded(std::string_view text, SaveEntry& out, std::string* why) {
  auto fail = [&](const char* key) {
    if (why) *why = key;
    return false;
  };
  if (text.size() > kMaxEntryBytes) return fail("saves.err.too_big");
  const std::string_view head = std::string_view(kHeader);
  if (text.substr(0, head.size()) != head) return fail("saves.err.not_save");
  // A newer format may change anything after its format line: say so before checking.
  if (text.substr(head.size(), 8) == "\nformat=") {
    int64_t f = 0;
    const size_t end = text.find('\n', head.size() + 8);
    if (end != std::string_view::npos && parse_i64(text.substr(head.size() + 8, end - head.size() - 8), f) &&
        f > kSaveFormat)
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
    else if (k == "moves" && num && n >= 0)
      e.moves = static_cast<uint64_t>(n);
    else if (k == "name")
      e.name = v;
    else if (k == "era" && num && n >= -1 && n < 1000)
      e.era = static_cast<int>(n);
    else if (k == "turn" && num && n >= -1 && n < 100000)
      e.turn = static_cast<int>(n);
    else if (k == "round" && num && n >= -1 && n < 100000)
      e.round = static_cast<int>(n);
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
  if (!emp::base64_decode(record_b64, bytes, /*url_safe=*/false)) return fail("saves.err.damaged");
  std::string rwhy;
  if (!emp::load_from_bytes(bytes, e.record, &rwhy)) {
    if (why) *why = rwhy;
    return false;
  }
  e.game = e.record.game;
  e.players = e.record.options.players;
  // The moves as everyone counts them (entry_of), never more than the record has.
  if (e.moves == 0 || e.moves > e.record.actions.size()) e.moves = emp::record_moves_seen(e.record, -1);
  if (e.seats.size() != static_cast<size_t>(e.players)) e.seats.clear();  // open_record makes every seat human
  out = std::move(e);
  return true;
}

std::vector<std::pair<size_t, int>> parse_hint_notes(std::string_view text, size_t actions, int seats) {
  std::vector<std::pair<size_t, int>> out;
  size_t i = 0;
  while (i < text.size() && out.size() < 10000) {
    size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = text.substr(i, end - i);
    i = end + 1;
    const size_t colon = item.find(':');
    if (colon == std::string_view::npos) continue;
    // Whole numbers in range only (from_chars: no exception, out of range refused).
    uint64_t at = 0;
    int seat = 0;
    const char* p = item.data();
    const auto [a_end, a_err] = std::from_chars(p, p + colon, at);
    const auto [b_end, b_err] = std::from_chars(p + colon + 1, p + item.size(), seat);
    if (colon == 0 || a_err != std::errc() || a_end != p + colon || b_err != std::errc() || b_end != p + item.size())
      continue;
    if (at > actions || seat < 0 || seat >= seats) continue;
    out.emplace_back(static_cast<size_t>(at), seat);
  }
  return out;
}

}  // namespace empui::persist
