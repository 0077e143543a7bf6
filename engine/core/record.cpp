#include "core/record.h"

#include <algorithm>
#include <array>
#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "core/base64.h"
#include "core/json.h"
#include "core/messages.h"

namespace emp {

uint32_t crc32(const void* data, size_t n, uint32_t crc) {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  const auto* p = static_cast<const unsigned char*>(data);
  crc = ~crc;
  for (size_t i = 0; i < n; ++i) crc = table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

namespace {
// Why a seat name is refused: "" or a coded message naming the first problem.
// "U+202E", as a refusal names a character that cannot be shown.
std::string hex_cp(uint32_t cp) {
  char b[12];
  std::snprintf(b, sizeof b, "U+%04X", static_cast<unsigned>(cp));
  return b;
}

std::string name_problem(std::string_view s) {
  bool visible = false;
  if (s.size() > kMaxSeatNameBytes)
    return msg("table.name_long", {std::to_string(s.size()), std::to_string(kMaxSeatNameBytes)});
  uint32_t cp = 0;
  for (size_t i = 0; i < s.size();) {
    const size_t len = utf8_char(s, i, cp);
    if (len == 0) return msg("table.name_utf8");
    if (cp == 0) return msg("table.name_nul");
    if (is_control_char(cp)) return msg("table.name_control");
    if (is_hidden_char(cp)) return msg("table.name_hidden", {hex_cp(cp)});
    if (is_undrawn_char(cp)) return msg("table.name_glyph", {hex_cp(cp)});
    visible = visible || !is_blank_char(cp);
    i += len;
  }
  if (!s.empty() && !visible) return msg("table.name_blank");
  return {};
}
}  // namespace

std::string clean_seat_name(std::string_view name, size_t max_bytes) {
  std::string out;
  bool visible = false;
  uint32_t cp = 0;
  for (size_t i = 0; i < name.size();) {
    const size_t len = utf8_char(name, i, cp);
    if (len == 0) {
      ++i;
      continue;
    }
    if (!is_control_char(cp) && (is_hidden_char(cp) || is_undrawn_char(cp))) {  // dropped: a table refuses them
      i += len;
      continue;
    }
    if (out.size() + (is_control_char(cp) ? 1 : len) > max_bytes) break;
    if (is_control_char(cp))
      out += ' ';
    else
      out.append(name.substr(i, len));
    visible = visible || !(is_control_char(cp) || is_blank_char(cp));
    i += len;
  }
  if (!visible) out.clear();  // only spaces: the default name
  return out;
}

std::string table_problem(const Table& t, int players, size_t actions) {
  if (!t.seats.empty() && t.seats.size() != static_cast<size_t>(players)) return msg("table.seats");
  if (t.takeovers.size() > kMaxTakeOvers) return msg("table.takeover");
  for (size_t i = 0; i < t.takeovers.size(); ++i) {
    const TakeOver& k = t.takeovers[i];
    if (k.seat >= static_cast<uint32_t>(players) || k.at > actions || (i > 0 && k.at < t.takeovers[i - 1].at))
      return msg("table.takeover");
  }
  for (const TableSeat& seat : t.seats) {
    if (std::string n = name_problem(seat.name); !n.empty()) return n;
    if (seat.colour >= kMaxSeatColours) return msg("table.colour");
    if (seat.bot_kind.size() > kMaxBotKindBytes || (seat.bot && seat.bot_kind.empty()) ||
        (!seat.bot && !seat.bot_kind.empty()))
      return msg("table.bot");
    for (char ch : seat.bot_kind)
      if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-')) return msg("table.bot");
  }
  return {};
}

std::string table_json(const Table& t) {
  JsonWriter w;
  w.begin_object().key("seats");
  if (t.seats.empty()) {
    w.raw("null");
  } else {
    w.begin_array();
    for (const TableSeat& seat : t.seats) {
      w.begin_object().field("bot", seat.bot);
      if (seat.bot) w.field("kind", seat.bot_kind);
      w.field("name", seat.name).field("colour", static_cast<int>(seat.colour)).end_object();
    }
    w.end_array();
  }
  std::string uid;
  if (t.game_uid != 0) {
    static const char* kHex = "0123456789abcdef";
    for (int i = 15; i >= 0; --i) uid += kHex[(t.game_uid >> (4 * i)) & 15];
  }
  w.field("game_uid", uid);
  if (!t.takeovers.empty()) {  // format 3: only when there are any
    w.key("takeovers").begin_array();
    for (const TakeOver& k : t.takeovers)
      w.begin_object().field("seat", static_cast<int>(k.seat)).field("at", static_cast<uint64_t>(k.at)).end_object();
    w.end_array();
  }
  w.end_object();
  return w.str();
}

Record make_record(const State& initial, uint64_t seed, const Options& options) {
  Record r;
  r.game = initial.info().id;
  r.rules_version = initial.rules_version();
  r.options = options;
  r.seed = seed;
  return r;
}

std::unique_ptr<State> replay(const Record& rec, std::string* why, size_t max_actions) {
  if (rec.format_version == 0 || rec.format_version > kRecordFormatVersion) {
    if (why)
      *why = rec.format_version == 0 ? msg("record.format", {"0"})
                                     : msg("record.newer_format", {std::to_string(rec.format_version)});
    return nullptr;
  }
  const GameInfo* g = find_game(rec.game);
  if (!g) {
    if (why) *why = msg("game.unknown", {rec.game.substr(0, 40)});
    return nullptr;
  }
  if (rec.rules_version == 0 || rec.rules_version > g->rules_version) {
    if (why) *why = msg("record.rules_version", {std::to_string(rec.rules_version), std::to_string(g->rules_version)});
    return nullptr;
  }
  if (rec.actions.size() > kMaxRecordActions) {
    if (why) *why = msg("record.too_long", {std::to_string(rec.actions.size()), std::to_string(kMaxRecordActions)});
    return nullptr;
  }
  auto s = new_game(rec.game, rec.options, rec.seed, why, rec.rules_version);
  if (!s) return nullptr;
  if (std::string t = table_problem(rec.table, rec.options.players, rec.actions.size()); !t.empty()) {
    if (why) *why = t;
    return nullptr;
  }
  std::vector<Action> legal;
  const size_t n = std::min(max_actions, rec.actions.size());
  for (size_t i = 0; i < n; ++i) {
    if (s->terminal()) {
      if (why) *why = msg("record.after_end", {std::to_string(i + 1)});
      return nullptr;
    }
    s->legal_actions(legal);
    if (std::find(legal.begin(), legal.end(), rec.actions[i]) == legal.end()) {
      if (why) *why = msg("record.illegal", {std::to_string(i + 1)});
      return nullptr;
    }
    s->apply(rec.actions[i]);
  }
  return s;
}

// ---- saves ---------------------------------------------------------------------
namespace {
constexpr char kSaveMagic[4] = {'E', 'M', 'P', 'S'};
// The largest save file of a format 2 record apart from its actions (4 bytes
// each): magic, endian byte, format, game id (length and at most 64 bytes),
// rules version, options, seed, action count, seat count, the largest seats,
// game uid, CRC-32. Every record within kMaxRecordActions fits a save file.
constexpr size_t kMaxSaveOverhead = 4 + 1 + 4 + 8 + 64 + 4 + 4 + 4 + 8 + 8 + 8 +
                                    kMaxPlayers * (1 + 8 + kMaxBotKindBytes + 8 + kMaxSeatNameBytes + 4) + 8 + 4;
static_assert(kMaxRecordActions * sizeof(Action) + kMaxSaveOverhead <= kMaxSaveBytes);
// Seat names longer than this are damage, not a name to report as too long.
constexpr size_t kMaxNameReadBytes = 1024;

// Reads little-endian integers from a byte range with bounds checks. Used to
// validate the cereal archive's length fields before cereal reads it, so a
// crafted file can never make it allocate wildly or read past the end.
struct Cursor {
  const unsigned char* p;
  size_t n;
  size_t at = 0;
  bool ok = true;
  uint64_t get(int bytes) {
    if (at + bytes > n) {
      ok = false;
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<uint64_t>(p[at + i]) << (8 * i);
    at += bytes;
    return v;
  }
  void skip(uint64_t bytes) {
    if (bytes > n - at) {
      ok = false;
      return;
    }
    at += bytes;
  }
};
}  // namespace

std::string save_to_bytes(const Record& rec) {
  std::ostringstream os(std::ios::binary);
  os.write(kSaveMagic, 4);
  {
    cereal::PortableBinaryOutputArchive ar(os, cereal::PortableBinaryOutputArchive::Options::LittleEndian());
    // Format 3 only for a table with take-overs (every other save stays as it was).
    const uint32_t format = !rec.table.takeovers.empty() ? 3u : std::min(rec.format_version, 2u);
    if (format == rec.format_version) {
      ar(rec);
    } else {
      Record r = rec;
      r.format_version = format;
      ar(r);
    }
  }
  std::string s = os.str();
  const uint32_t c = crc32(s.data(), s.size());
  for (int i = 0; i < 4; ++i) s.push_back(static_cast<char>((c >> (8 * i)) & 0xFF));
  return s;
}

bool load_from_bytes(std::string_view bytes, Record& out, std::string* why) {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  if (bytes.size() > kMaxSaveBytes) return fail(msg("save.too_large"));
  if (bytes.size() < 4 + 1 + 4 + 4 || std::memcmp(bytes.data(), kSaveMagic, 4) != 0) return fail(msg("save.not_save"));
  const size_t body = bytes.size() - 4;
  uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[body + i])) << (8 * i);
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
  if (crc32(bytes.data(), body) != stored) return fail(msg("save.checksum"));
#else
  (void)stored;
#endif
  // Structural check of the archive: endian byte, format, string, rules,
  // options, seed, action vector.
  Cursor c{reinterpret_cast<const unsigned char*>(bytes.data()) + 4, body - 4};
  const uint64_t endian = c.get(1);
  const uint64_t format = c.get(4);
  if (!c.ok || endian != 1) return fail(msg("save.damaged"));
  if (format == 0) return fail(msg("save.damaged"));
  if (format > kRecordFormatVersion) return fail(msg("save.newer"));
  const uint64_t id_len = c.get(8);
  if (!c.ok || id_len > 64) return fail(msg("save.damaged"));
  c.skip(id_len);
  c.get(4);  // rules version
  c.get(4);  // players
  c.get(4);  // variant
  c.get(8);  // seed
  const uint64_t count = c.get(8);
  if (!c.ok || count > kMaxRecordActions) return fail(msg("save.damaged_long"));
  if (format == 1) {
    if (count * 4 != c.n - c.at) return fail(msg("save.wrong_length"));
  } else {
    c.skip(count * 4);
    const uint64_t seats = c.get(8);
    if (!c.ok || seats > static_cast<uint64_t>(kMaxPlayers)) return fail(msg("save.damaged"));
    for (uint64_t i = 0; i < seats && c.ok; ++i) {
      if (c.get(1) > 1) return fail(msg("save.damaged"));  // bot: a bool is 0 or 1, one spelling
      const uint64_t kind = c.get(8);
      if (!c.ok || kind > kMaxBotKindBytes) return fail(msg("save.damaged"));
      c.skip(kind);
      const uint64_t name = c.get(8);
      if (!c.ok || name > kMaxNameReadBytes) return fail(msg("save.damaged"));
      c.skip(name);
      c.get(4);  // colour
    }
    c.get(8);  // game uid
    if (format >= 3) {
      const uint64_t takeovers = c.get(8);
      // Format 3 is written only for a table with take-overs (save_to_bytes).
      if (!c.ok || takeovers == 0 || takeovers > kMaxTakeOvers) return fail(msg("save.damaged"));
      c.skip(takeovers * 12);  // seat (4 bytes), at (8 bytes)
    }
    if (!c.ok || c.at != c.n) return fail(msg("save.wrong_length"));
  }
  Record r;
  {
    std::istringstream is(std::string(bytes.substr(4, body - 4)), std::ios::binary);
    cereal::PortableBinaryInputArchive ar(is);
    ar(r);
  }
  if (std::string t = table_problem(r.table, r.options.players, r.actions.size()); !t.empty()) return fail(t);
  out = std::move(r);
  return true;
}

// ---- links -------------------------------------------------------------------------
namespace {

class BitWriter {
 public:
  void varint(uint64_t v) {
    flush_bits();
    while (v >= 0x80) {
      bytes_ += static_cast<char>((v & 0x7F) | 0x80);
      v >>= 7;
    }
    bytes_ += static_cast<char>(v);
  }
  void bits(uint32_t v, int n) {
    for (int i = n - 1; i >= 0; --i) {
      cur_ = static_cast<uint8_t>((cur_ << 1) | ((v >> i) & 1));
      if (++ncur_ == 8) {
        bytes_ += static_cast<char>(cur_);
        cur_ = 0;
        ncur_ = 0;
      }
    }
  }
  void flush_bits() {
    if (ncur_ > 0) {
      bytes_ += static_cast<char>(cur_ << (8 - ncur_));
      cur_ = 0;
      ncur_ = 0;
    }
  }
  std::string& bytes() { return bytes_; }

 private:
  std::string bytes_;
  uint8_t cur_ = 0;
  int ncur_ = 0;
};

class BitReader {
 public:
  explicit BitReader(std::string_view b) : b_(b) {}
  bool varint(uint64_t& v) {
    align();
    v = 0;
    // Minimal spellings only (one byte string per number): no last byte 0
    // after the first, and no bits beyond 64.
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos_ >= b_.size()) return false;
      const auto ch = static_cast<unsigned char>(b_[pos_++]);
      if (shift == 63 && ch > 1) return !(long_ = true);
      v |= static_cast<uint64_t>(ch & 0x7F) << shift;
      if (!(ch & 0x80)) return ch != 0 || shift == 0 || !(long_ = true);
    }
    return false;
  }
  bool bits(int n, uint32_t& v) {
    v = 0;
    for (int i = 0; i < n; ++i) {
      if (bit_ == 0) {
        if (pos_ >= b_.size()) return false;
        cur_ = static_cast<unsigned char>(b_[pos_++]);
        bit_ = 8;
      }
      --bit_;
      v = (v << 1) | ((cur_ >> bit_) & 1u);
    }
    return true;
  }
  bool bytes(size_t n, std::string_view& out) {
    align();
    if (n > b_.size() - pos_) return false;
    out = b_.substr(pos_, n);
    pos_ += n;
    return true;
  }
  void align() { bit_ = 0; }
  // Whether nothing follows what was read: no further byte, and the bits left
  // in the last byte are the zero padding the encoder writes.
  bool at_end() const { return pos_ == b_.size() && (bit_ == 0 || (cur_ & ((1u << bit_) - 1)) == 0); }
  // Whether a varint was refused for a longer spelling than its number needs.
  bool spelled_long() const { return long_; }

 private:
  bool long_ = false;
  std::string_view b_;
  size_t pos_ = 0;
  unsigned char cur_ = 0;
  int bit_ = 0;
};

int bits_for(size_t n) {
  int b = 0;
  while ((size_t{1} << b) < n) ++b;
  return b;
}

}  // namespace

std::string encode_link(const Record& rec, std::string* why, size_t max_chars) {
  auto fail = [&](std::string m) {
    if (why) *why = std::move(m);
    return std::string();
  };
  std::string err;
  auto s = new_game(rec.game, rec.options, rec.seed, &err, rec.rules_version);
  if (!s) return fail(err);
  if (std::string t = table_problem(rec.table, rec.options.players, rec.actions.size()); !t.empty()) return fail(t);
  if (rec.actions.size() > kMaxRecordActions)
    return fail(msg("record.too_long", {std::to_string(rec.actions.size()), std::to_string(kMaxRecordActions)}));
  BitWriter w;
  const Table& t = rec.table;
  w.varint(t.takeovers.empty() ? 2u : 3u);  // format 3 only for a table with take-overs
  w.varint(rec.game.size());
  for (char ch : rec.game) w.bits(static_cast<unsigned char>(ch), 8);
  w.varint(rec.rules_version);
  w.varint(static_cast<uint64_t>(rec.options.players));
  w.varint(rec.options.variant);
  w.varint(rec.seed);
  w.varint((t.seats.empty() ? 0u : 1u) | (t.game_uid != 0 ? 2u : 0u) | (t.takeovers.empty() ? 0u : 4u));
  if (t.game_uid != 0) w.varint(t.game_uid);
  auto text = [&w](const std::string& str) {
    w.varint(str.size());
    for (char ch : str) w.bits(static_cast<unsigned char>(ch), 8);
  };
  for (const TableSeat& seat : t.seats) {
    w.varint(uint64_t{seat.colour} * 2 + (seat.bot ? 1 : 0));
    if (seat.bot) text(seat.bot_kind);
    text(seat.name);
  }
  if (!t.takeovers.empty()) {
    w.varint(t.takeovers.size());
    for (const TakeOver& k : t.takeovers) {
      w.varint(k.seat);
      w.varint(k.at);
    }
  }
  w.varint(rec.actions.size());
  std::vector<Action> legal;
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    const Action a = rec.actions[i];
    if (s->terminal()) return fail(msg("record.after_end", {std::to_string(i + 1)}));
    s->legal_actions(legal);
    const auto it = std::find(legal.begin(), legal.end(), a);
    if (it == legal.end()) return fail(msg("record.illegal", {std::to_string(i + 1)}));
    w.bits(static_cast<uint32_t>(it - legal.begin()), bits_for(legal.size()));
    s->apply(a);
  }
  w.flush_bits();
  std::string& b = w.bytes();
  const uint32_t c = crc32(b.data(), b.size());
  for (int i = 0; i < 4; ++i) b += static_cast<char>((c >> (8 * i)) & 0xFF);
  std::string code = base64_encode(b, /*url_safe=*/true);
  if (code.size() > std::min(max_chars, kMaxLinkChars))
    return fail(msg("link.game_too_long", {std::to_string(rec.actions.size()), std::to_string(kMaxLinkChars)}));
  return code;
}

bool decode_link(std::string_view text, Record& out, std::string* why) {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  if (text.size() > kMaxLinkChars + 4096) return fail(msg("link.too_long"));
  // Find the code: after "#g=" / "g=" or the whole text.
  std::string_view code = text;
  if (const size_t h = code.find('#'); h != std::string_view::npos) code = code.substr(h + 1);
  if (code.substr(0, 2) == "g=") code = code.substr(2);
  if (const size_t amp = code.find('&'); amp != std::string_view::npos) code = code.substr(0, amp);
  while (!code.empty() && (code.back() == ' ' || code.back() == '\n' || code.back() == '\r' || code.back() == '\t'))
    code.remove_suffix(1);
  while (!code.empty() && (code.front() == ' ' || code.front() == '\n' || code.front() == '\t')) code.remove_prefix(1);
  if (code.empty()) return fail(msg("link.empty"));
  if (code.size() > kMaxLinkChars) return fail(msg("link.too_long"));
  std::string bytes;
  if (!base64_decode(code, bytes, /*url_safe=*/true)) return fail(msg("link.characters"));
  if (bytes.size() < 5) return fail(msg("link.truncated"));
  const size_t body = bytes.size() - 4;
  uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[body + i])) << (8 * i);
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION  // fuzzers must reach the parser behind the checksum
  if (crc32(bytes.data(), body) != stored) return fail(msg("link.checksum"));
#else
  (void)stored;
#endif
  BitReader r(std::string_view(bytes).substr(0, body));
  // A number that ends too soon, or one spelled with more bytes than it needs (one spelling only).
  auto short_or_long = [&] { return fail(msg(r.spelled_long() ? "link.spelling" : "link.truncated")); };
  Record rec;
  uint64_t v = 0;
  if (!r.varint(v)) return short_or_long();
  if (v == 0) return fail(msg("link.format", {"0"}));  // damaged, not newer
  if (v > kLinkFormatVersion) return fail(msg("link.newer_format", {std::to_string(v)}));
  const uint64_t link_version = v;
  rec.format_version = link_version >= 2 ? 2 : 1;  // a version 1 link holds a format 1 record (3: below)
  if (!r.varint(v) || v == 0 || v > 32) return fail(msg("link.game_id"));
  for (uint64_t i = 0; i < v; ++i) {
    uint32_t ch = 0;
    if (!r.bits(8, ch)) return short_or_long();
    if (ch < 0x20 || ch > 0x7E) return fail(msg("link.game_id"));
    rec.game += static_cast<char>(ch);
  }
  const GameInfo* g = find_game(rec.game);
  if (!g) return fail(msg("link.unknown_game", {rec.game}));
  if (!r.varint(v)) return short_or_long();
  if (v == 0 || v > g->rules_version) return fail(msg("link.rules_version", {std::to_string(v), g->name_en}));
  rec.rules_version = static_cast<uint32_t>(v);
  if (!r.varint(v)) return short_or_long();
  if (v < static_cast<uint64_t>(g->min_players) || v > static_cast<uint64_t>(g->max_players))
    return fail(msg("link.players"));
  rec.options.players = static_cast<int>(v);
  if (!r.varint(v) || v > 0xFFFFFFFFu) return fail(msg("link.options"));
  rec.options.variant = static_cast<uint32_t>(v);
  if (!r.varint(rec.seed)) return short_or_long();
  if (link_version >= 2) {
    uint64_t flags = 0;
    if (!r.varint(flags)) return short_or_long();
    if (flags > (link_version >= 3 ? 7u : 3u)) return fail(msg("link.table"));
    if ((flags & 2) && (!r.varint(rec.table.game_uid) || rec.table.game_uid == 0)) return fail(msg("link.table"));
    auto read_text = [&r](size_t limit, std::string& into) {
      uint64_t n = 0;
      if (!r.varint(n) || n > limit) return false;
      std::string_view sv;
      if (!r.bytes(n, sv)) return false;
      into.assign(sv);
      return true;
    };
    if (flags & 1) {
      for (int p = 0; p < rec.options.players; ++p) {
        TableSeat seat;
        uint64_t head = 0;
        if (!r.varint(head) || head >= uint64_t{kMaxSeatColours} * 2) return fail(msg("link.table"));
        seat.bot = (head & 1) != 0;
        seat.colour = static_cast<uint32_t>(head >> 1);
        if (seat.bot && !read_text(kMaxBotKindBytes, seat.bot_kind)) return fail(msg("link.table"));
        if (!read_text(kMaxNameReadBytes, seat.name)) return fail(msg("link.table"));
        rec.table.seats.push_back(std::move(seat));
      }
    }
    if (flags & 4) {
      uint64_t n = 0;
      if (!r.varint(n) || n == 0 || n > kMaxTakeOvers) return fail(msg("link.table"));
      for (uint64_t i = 0; i < n; ++i) {
        TakeOver k;
        uint64_t seat = 0;
        if (!r.varint(seat) || seat >= static_cast<uint64_t>(rec.options.players) || !r.varint(k.at))
          return fail(msg("link.table"));
        k.seat = static_cast<uint32_t>(seat);
        rec.table.takeovers.push_back(k);
      }
      rec.format_version = 3;
    }
    if (std::string t = table_problem(rec.table, rec.options.players); !t.empty()) return fail(t);
  }
  uint64_t count = 0;
  if (!r.varint(count)) return short_or_long();
  if (count > kMaxRecordActions) return fail(msg("link.too_many"));
  if (std::string t = table_problem(rec.table, rec.options.players, count); !t.empty()) return fail(t);
  r.align();
  std::string err;
  auto s = new_game(rec.game, rec.options, rec.seed, &err, rec.rules_version);
  if (!s) return fail(msg("link.bad_game", {err}));
  std::vector<Action> legal;
  rec.actions.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    if (s->terminal()) return fail(msg("link.after_end"));
    s->legal_actions(legal);
    uint32_t idx = 0;
    if (!r.bits(bits_for(legal.size()), idx)) return short_or_long();
    if (idx >= legal.size()) return fail(msg("link.action", {std::to_string(i + 1)}));
    rec.actions.push_back(legal[idx]);
    s->apply(legal[idx]);
  }
  if (!r.at_end()) return fail(msg("link.trailing"));
  out = std::move(rec);
  return true;
}

StepSeen step_seen(const State& before, Action a) {
  StepSeen e;
  e.seat = before.current_player();
  e.seen_by = before.action_seen_by(a);
  e.revealed_later = before.action_revealed_later(a);
  e.reveals_before = before.reveals();
  return e;
}

bool step_visible(const StepSeen& e, const State& now, bool open, int viewer) {
  if (open || now.terminal()) return true;
  const uint32_t all = now.all_seats();
  if (viewer >= 0 ? (e.seen_by & (1u << viewer)) != 0 : (e.seen_by & all) == all) return true;
  return e.revealed_later && now.reveals() > e.reveals_before;
}

bool step_joins(const StepSeen* steps, size_t count, size_t i, const State& now, bool open, int viewer) {
  if (i == 0 || i >= count) return false;
  const StepSeen &a = steps[i - 1], &b = steps[i];
  return a.seat >= 0 && a.seat == b.seat && !step_visible(a, now, open, viewer) && !step_visible(b, now, open, viewer);
}

size_t record_moves_seen(const Record& rec, int viewer, size_t n) {
  n = std::min(n, rec.actions.size());
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  if (!s) return n;
  std::vector<StepSeen> steps;
  steps.reserve(rec.actions.size());
  for (Action a : rec.actions) {
    steps.push_back(step_seen(*s, a));
    if (!s->apply_checked(a, nullptr)) return n;
  }
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) k += !step_joins(steps.data(), steps.size(), i, *s, false, viewer);
  return k;
}

std::vector<int> record_actors(const Record& rec) {
  std::vector<int> out;
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  if (!s) return out;
  out.reserve(rec.actions.size());
  for (Action a : rec.actions) {
    const int seat = s->current_player();
    if (!s->apply_checked(a, nullptr)) break;
    out.push_back(seat);
  }
  return out;
}

uint32_t record_seats_moved(const Record& rec) {
  uint32_t moved = 0;
  for (int seat : record_actors(rec))
    if (seat >= 0 && seat < 32) moved |= 1u << seat;
  for (const TakeOver& t : rec.table.takeovers)
    if (t.seat < 32) moved |= 1u << t.seat;
  return moved;
}

std::vector<size_t> moved_without_takeover(const Record& rec, size_t from, size_t takeovers_from, uint32_t seats) {
  std::vector<size_t> out;
  if (from >= rec.actions.size() || seats == 0) return out;
  const std::vector<int> actors = record_actors(rec);
  for (size_t i = from; i < actors.size(); ++i) {
    const int seat = actors[i];
    if (seat < 0 || seat >= 32 || !((seats >> seat) & 1u)) continue;
    bool covered = false;  // a take-over the asking device had not seen, before this action
    for (size_t k = takeovers_from; k < rec.table.takeovers.size(); ++k)
      covered =
          covered || (rec.table.takeovers[k].seat == static_cast<uint32_t>(seat) && rec.table.takeovers[k].at <= i);
    if (!covered) out.push_back(i);
  }
  return out;
}

}  // namespace emp
