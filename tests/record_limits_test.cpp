// No game is too long to keep: records and save files hold every game the
// rules allow (a random Dawn game can pass 20,000 actions), a game too long
// for a link says so and points to the save file; links with data after the
// last action are refused; a refused seat name says what is wrong with it;
// text for a terminal carries no control characters.
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "bots/bot.h"
#include "core/base64.h"
#include "core/game.h"
#include "core/json.h"
#include "core/messages.h"
#include "core/record.h"

using namespace emp;

namespace {

// A random-bot game as `empires play --bots random` plays it.
Record random_game(const std::string& game, int players, uint64_t seed) {
  Options o;
  o.players = players;
  auto s = new_game(game, o, seed);
  REQUIRE(s);
  Record rec = make_record(*s, seed, o);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p)
    bots.push_back(make_bot("random", seed * 1000003ull + static_cast<uint64_t>(p) + 1));
  while (!s->terminal() && rec.actions.size() < 200000) {
    const Action a = bots[static_cast<size_t>(s->current_player())]->choose(*s);
    rec.actions.push_back(a);
    s->apply(a);
  }
  REQUIRE(s->terminal());
  return rec;
}

std::string with_crc(std::string body) {
  const uint32_t c = crc32(body.data(), body.size());
  for (int i = 0; i < 4; ++i) body += static_cast<char>((c >> (8 * i)) & 0xFF);
  return body;
}

// The link's bytes without the CRC, and the link made from such bytes.
std::string link_body(const std::string& code) {
  std::string bytes;
  REQUIRE(base64_decode(code, bytes, /*url_safe=*/true));
  REQUIRE(bytes.size() > 4);
  return bytes.substr(0, bytes.size() - 4);
}
std::string link_from(const std::string& body) { return base64_encode(with_crc(body), /*url_safe=*/true); }

// Replaces the only occurrence of `from` in `s` by `to`.
std::string patched(const std::string& s, const std::string& from, const std::string& to) {
  const size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  REQUIRE(s.find(from, at + 1) == std::string::npos);
  return s.substr(0, at) + to + s.substr(at + from.size());
}

std::string en(const std::string& why) { return message_text(why, Lang::En); }

}  // namespace

TEST_CASE("records: a Dawn game of more than 20,000 actions saves, loads and replays", "[records]") {
  // Seed 1798, two random bots: 22,064 actions (the game of the issue).
  const Record rec = random_game("dawn", 2, 1798);
  REQUIRE(rec.actions.size() > 20000);
  CHECK(rec.actions.size() == 22064);
  std::string why;
  const auto played = replay(rec, &why);
  REQUIRE(played);
  CHECK(played->terminal());

  const std::string bytes = save_to_bytes(rec);
  CHECK(bytes.size() <= kMaxSaveBytes);
  Record loaded;
  REQUIRE(load_from_bytes(bytes, loaded, &why));
  CHECK(loaded == rec);
  const auto again = replay(loaded, &why);
  REQUIRE(again);
  CHECK(again->hash() == played->hash());

  // The link (5,265 characters) decodes to the same record.
  const std::string code = encode_link(rec, &why);
  REQUIRE(!code.empty());
  CHECK(code.size() <= kMaxLinkChars);
  Record decoded;
  REQUIRE(decode_link(code, decoded, &why));
  CHECK(decoded == rec);
  // A game too long for a link gets none, and a message that names its length
  // and points to the save file (in both languages). (No game of the four has
  // come near 16,384 characters: the bound is lowered to see the message.)
  why.clear();
  CHECK(encode_link(rec, &why, code.size() - 1).empty());
  CHECK(why.rfind("link.game_too_long", 0) == 0);
  CHECK(en(why) ==
        "the game is too long for a link (22064 actions; a link holds at most 16384 characters): share the "
        "save file instead");
  CHECK(message_text(why, Lang::De).find("Spielstand-Datei") != std::string::npos);
  CHECK(encode_link(rec, &why, code.size()) == code);
}

TEST_CASE("records: the longest record fits a save file; a longer one is refused", "[records]") {
  // The largest save: the most actions, the longest game id, the fullest table.
  Record rec;
  rec.game = std::string(64, 'g');
  rec.options.players = kMaxPlayers;
  rec.table.game_uid = ~0ull;
  for (int p = 0; p < kMaxPlayers; ++p)
    rec.table.seats.push_back({true, std::string(kMaxBotKindBytes, 'k'), std::string(kMaxSeatNameBytes, 'n'), 1});
  rec.actions.assign(kMaxRecordActions, 0xFFFFFFFFu);
  std::string bytes = save_to_bytes(rec);
  CHECK(bytes.size() <= kMaxSaveBytes);
  Record out;
  std::string why;
  REQUIRE(load_from_bytes(bytes, out, &why));
  CHECK(out == rec);
  // Replaying needs a known game; the length is checked before anything else.
  rec.game = "toy";
  rec.options.players = 2;
  rec.table = {};
  rec.actions.push_back(0);
  CHECK_FALSE(replay(rec, &why));
  CHECK(en(why) == "the game record is too long (" + std::to_string(kMaxRecordActions + 1) + " actions; at most " +
                       std::to_string(kMaxRecordActions) + ")");
  CHECK_FALSE(load_from_bytes(save_to_bytes(rec), out, &why));
  CHECK(en(why).find("too long") != std::string::npos);
  CHECK(encode_link(rec, &why).empty());
  CHECK(why.rfind("record.too_long", 0) == 0);
}

TEST_CASE("records: encode_link names why it gives no link", "[records][links]") {
  Options o;
  o.players = 2;
  Record rec = make_record(*new_game("toy", o, 3), 3, o);
  std::string why;
  rec.actions.push_back(0x7FFFFFF0u);
  CHECK(encode_link(rec, &why).empty());
  CHECK(en(why) == "the game record contains an illegal action at position 1");
  rec = random_game("toy", 2, 3);
  rec.actions.push_back(0);
  CHECK(encode_link(rec, &why).empty());
  CHECK(why.rfind("record.after_end", 0) == 0);
  rec.game = "nope";
  CHECK(encode_link(rec, &why).empty());
  CHECK(en(why) == "unknown game 'nope'");
}

TEST_CASE("links: bytes after the action data are refused", "[records][links]") {
  int padded = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Record rec = random_game("toy", 2 + static_cast<int>(seed % 3), seed);
    if (seed % 2 == 0) {
      rec.table.game_uid = seed;
      for (int p = 0; p < rec.options.players; ++p) rec.table.seats.push_back({p == 1, p == 1 ? "random" : "", "P", 0});
    }
    const std::string code = encode_link(rec);
    REQUIRE(!code.empty());
    const std::string body = link_body(code);
    Record out;
    std::string why;
    REQUIRE(decode_link(link_from(body), out, &why));  // the rebuilt link itself is fine
    CHECK(out == rec);
    for (const std::string& extra : {std::string(1, '\0'), std::string("x"), std::string(7, '\xFF')}) {
      out.seed = 4242;
      CHECK_FALSE(decode_link(link_from(body + extra), out, &why));
      CHECK(why == msg("link.trailing"));
      CHECK(out.seed == 4242);
    }
    // A set bit in the padding of the last byte is data after the last action
    // too (when the actions' bits leave padding there; else it changes an action).
    std::string bad = body;
    bad.back() = static_cast<char>(bad.back() | 1);
    if (bad != body) {
      CHECK_FALSE(decode_link(link_from(bad), out, &why));
      padded += why == msg("link.trailing");
    }
  }
  CHECK(padded > 0);
}

TEST_CASE("links and saves: every golden link still decodes with nothing trailing", "[records][links]") {
  for (const char* name : {"rise_p2_v1", "rise_p3_v2", "rise_p5_v2", "toy_p2_v1", "toy_p2_v2", "toy_x_p3_v1",
                           "dawn_p2_v2", "end_p4_v2", "first_p5_v2"}) {
    INFO(name);
    std::string text;
    {
      std::FILE* f = std::fopen((std::string(EMPIRES_TEST_DIR) + "/golden/" + name + ".link").c_str(), "rb");
      REQUIRE(f);
      char buf[4096];
      size_t n;
      while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
      std::fclose(f);
    }
    Record rec;
    std::string why;
    REQUIRE(decode_link(text, rec, &why));
    CHECK(replay(rec, &why));
  }
}

TEST_CASE("names: at most 48 bytes, valid UTF-8, no NUL or control character, each named", "[records][table]") {
  Table t;
  t.seats = {{false, "", std::string(kMaxSeatNameBytes, 'a'), 0}, {true, "random", "", 1}};
  CHECK(table_problem(t, 2).empty());
  t.seats[0].name = std::string(kMaxSeatNameBytes + 1, 'a');
  CHECK(en(table_problem(t, 2)) == "a seat's name is too long (49 bytes; at most 48)");
  // 48 bytes of three-byte characters (the euro sign): 16 characters fit, 17 do not.
  std::string euros;
  for (int i = 0; i < 16; ++i) euros += "\xE2\x82\xAC";
  t.seats[0].name = euros;
  CHECK(table_problem(t, 2).empty());
  t.seats[0].name = euros + "\xE2\x82\xAC";
  CHECK(table_problem(t, 2).rfind("table.name_long", 0) == 0);
  t.seats[0].name = std::string("Ann\0Bo", 6);
  CHECK(en(table_problem(t, 2)) == "a seat's name contains a NUL character, which is not allowed");
  // Lone surrogates (as WTF-8 / CESU-8 bytes), a broken sequence, an overlong form.
  for (const char* bad : {"\xED\xA0\x80", "a\xED\xBF\xBF", "\xED\xA0\xBD\xED\xB8\x80", "\xC3", "\xC0\x80"}) {
    INFO(bad);
    t.seats[0].name = bad;
    CHECK(table_problem(t, 2) == msg("table.name_utf8"));
    CHECK(en(table_problem(t, 2)).find("lone surrogate") != std::string::npos);
  }
  for (const char* bad : {"a\x1b[2J", "\x7F",
                          "\xC2\x9B"
                          "31m",
                          "tab\there"}) {
    INFO(bad);
    t.seats[0].name = bad;
    CHECK(table_problem(t, 2) == msg("table.name_control"));
  }
  CHECK(message_text(msg("table.name_nul"), Lang::De).find("NUL") != std::string::npos);
}

TEST_CASE("names: no invisible, text-direction or undrawable character, not only spaces", "[records][table]") {
  Table t;
  t.seats = {{false, "", "Ann", 0}, {false, "", "J\xC3\xBCrgen \xC3\x86sa \xC5\x81ukasz", 1}};  // Latin letters draw
  CHECK(table_problem(t, 2).empty());
  // Right-to-left override (U+202E), isolates (U+2066, U+2069), zero-width space and joiner,
  // the line and paragraph separators, the BOM, a soft hyphen.
  for (auto [bad, cp] : {std::pair{"Ann\xE2\x80\xAEnnA", "U+202E"},
                         {"\xE2\x81\xA6x\xE2\x81\xA9", "U+2066"},
                         {"A\xE2\x80\x8B", "U+200B"},
                         {"A\xE2\x80\x8D"
                          "B",
                          "U+200D"},
                         {"A\xE2\x80\xA8"
                          "B",
                          "U+2028"},
                         {"A\xE2\x80\xA9", "U+2029"},
                         {"\xEF\xBB\xBF"
                          "Ann",
                          "U+FEFF"},
                         {"An\xC2\xADn", "U+00AD"}}) {
    INFO(cp);
    t.seats[0].name = bad;
    CHECK(table_problem(t, 2) == msg("table.name_hidden", {cp}));
    CHECK(clean_seat_name(bad).find("\xE2\x80\xAE") == std::string::npos);
    Table cleaned = t;
    cleaned.seats[0].name = clean_seat_name(bad);
    CHECK(table_problem(cleaned, 2).empty());
  }
  CHECK(en(msg("table.name_hidden", {"U+202E"})) ==
        "a seat's name contains an invisible or text-direction character (U+202E), which is not allowed");
  CHECK(clean_seat_name("Ann\xE2\x80\xAEnnA") == "AnnnnA");
  // An emoji (beyond the BMP), a combining mark, a variation selector, Greek, Chinese: the UI font does not
  // draw them, so no device could show the name.
  for (auto [bad, cp] : {std::pair{"\xF0\x9F\x8F\xB0", "U+1F3F0"},
                         {"e\xCC\x81", "U+0301"},
                         {"x\xEF\xB8\x8F", "U+FE0F"},
                         {"\xCE\xA9", "U+03A9"},
                         {"\xE6\x9D\x8E", "U+674E"}}) {
    INFO(cp);
    t.seats[0].name = bad;
    CHECK(table_problem(t, 2) == msg("table.name_glyph", {cp}));
  }
  // Only spaces (of any width), or nothing visible after the dropped characters: no name (the default).
  for (const char* blank : {" ", "   ", "\xC2\xA0", "\xE3\x80\x80", " \xE2\x80\x8B "}) {
    INFO(blank);
    t.seats[0].name = blank;
    CHECK(!table_problem(t, 2).empty());
    CHECK(clean_seat_name(blank).empty());
  }
  t.seats[0].name = "  ";
  CHECK(table_problem(t, 2) == msg("table.name_blank"));
  CHECK(clean_seat_name(" Ann ") == " Ann ");
  // JSON (the CLI's output) writes the invisible ones as escapes.
  JsonWriter w;
  w.value(
      "A\xE2\x80\xAE"
      "B\xE2\x80\xA8"
      "C \xC3\xBC");
  CHECK(w.str() == "\"A\\u202eB\\u2028C \xC3\xBC\"");
}

TEST_CASE("names: a link or save with a bad name is refused naming the problem", "[records][table]") {
  Record rec = random_game("toy", 2, 9);
  const std::string name48(kMaxSeatNameBytes, 'q');
  rec.table.seats = {{false, "", name48, 0}, {false, "", "Zed!", 1}};
  const std::string body = link_body(encode_link(rec));
  auto refused = [](const std::string& code) {
    Record out;
    out.seed = 4242;
    std::string why;
    CHECK_FALSE(decode_link(code, out, &why));
    CHECK(out.seed == 4242);
    return why;
  };
  // In a link: a name is a varint length and its bytes.
  CHECK(en(refused(link_from(patched(body, char(48) + name48, char(49) + name48 + "q")))) ==
        "a seat's name is too long (49 bytes; at most 48)");
  CHECK(refused(link_from(patched(body, "Zed!", std::string("Ze\0!", 4)))) == msg("table.name_nul"));
  CHECK(refused(link_from(patched(body, std::string("\x04Zed!"), "\x03\xED\xA0\x80"))) == msg("table.name_utf8"));
  CHECK(refused(link_from(patched(body, "Zed!", "Z\x1b[m"))) == msg("table.name_control"));

  // In a save file: a name is an 8-byte length and its bytes.
  const std::string save = save_to_bytes(rec);
  const std::string save_body = save.substr(0, save.size() - 4);
  auto len8 = [](size_t n) {
    std::string s(8, '\0');
    s[0] = static_cast<char>(n);
    return s;
  };
  auto save_refused = [](const std::string& bytes) {
    Record out;
    out.seed = 4242;
    std::string why;
    CHECK_FALSE(load_from_bytes(bytes, out, &why));
    CHECK(out.seed == 4242);
    return why;
  };
  CHECK(en(save_refused(with_crc(patched(save_body, len8(48) + name48, len8(49) + name48 + "q")))) ==
        "a seat's name is too long (49 bytes; at most 48)");
  CHECK(save_refused(with_crc(patched(save_body, "Zed!", std::string("Ze\0!", 4)))) == msg("table.name_nul"));
  CHECK(save_refused(with_crc(patched(save_body, len8(4) + "Zed!", len8(3) + "\xED\xA0\x80"))) ==
        msg("table.name_utf8"));
}

TEST_CASE("printable text: no control character or escape sequence reaches a terminal", "[records][messages]") {
  CHECK(printable_text("plain J\xC3\xBCrgen \xF0\x9F\x8F\xB0") == "plain J\xC3\xBCrgen \xF0\x9F\x8F\xB0");
  CHECK(printable_text("a\x1b[2Jb") == "a?[2Jb");
  CHECK(printable_text("\x07\x7F\r\n") == "????");
  CHECK(printable_text("x\xC2\x9B"
                       "31my") == "x?31my");  // U+009B: the C1 escape introducer
  CHECK(printable_text("\x9B\xFF\xED\xA0\x80") == "?????");
  CHECK(printable_text("abcdef", 3) == "abc...");
  CHECK(printable_text("\xC3\xBC\xC3\xBC\xC3\xBC", 2) == "\xC3\xBC\xC3\xBC...");
  // A coded message whose argument came from a file (a game id).
  CHECK(printable_text(en(msg("game.unknown", {"\x1b]0;pwned\x07"}))) == "unknown game '?]0;pwned?'");
  // JSON strings escape every control character, C1 and DEL included.
  JsonWriter w;
  w.value(
      std::string("a\x1b"
                  "b\x7F"
                  "c\xC2\x9B"
                  "d\xC2\xA0"
                  "e"));
  CHECK(w.str() ==
        "\"a\\u001bb\\u007fc\\u009bd\xC2\xA0"
        "e\"");
}

TEST_CASE("links and saves: one spelling for every encoding, or a clear refusal", "[records][links][codec]") {
  std::string out;
  // Base64: each use its own alphabet; padding only in storage, exactly to whole groups.
  CHECK(base64_decode("-_8", out, true));
  CHECK(out == "\xfb\xff");
  CHECK_FALSE(base64_decode("+/8", out, true));
  CHECK_FALSE(base64_decode("-_8=", out, true));
  CHECK(base64_decode("+/8=", out, false));
  CHECK(out == "\xfb\xff");
  CHECK_FALSE(base64_decode("-_8=", out, false));
  CHECK_FALSE(base64_decode("+/8", out, false));    // padding missing
  CHECK_FALSE(base64_decode("QQ=", out, false));    // not a whole group
  CHECK_FALSE(base64_decode("QQ===", out, false));  // too much
  CHECK_FALSE(base64_decode("Q===", out, false));
  CHECK_FALSE(base64_decode("QR==", out, false));  // bits after the last byte
  CHECK(base64_decode("QQ==", out, false));
  CHECK(out == "A");

  // A link with '+' or '/' for '-' or '_', or with '=' padding: refused.
  int swapped = 0;
  for (uint64_t seed = 1; seed <= 40 && swapped < 2; ++seed) {
    const std::string code = encode_link(random_game("toy", 3, seed));
    Record rec;
    std::string why;
    for (auto [from, to] : {std::pair{'-', '+'}, std::pair{'_', '/'}}) {
      const size_t at = code.find(from);
      if (at == std::string::npos) continue;
      std::string bad = code;
      bad[at] = to;
      rec.seed = 77;
      CHECK_FALSE(decode_link(bad, rec, &why));
      CHECK(why == msg("link.characters"));
      CHECK(rec.seed == 77);
      ++swapped;
    }
    CHECK_FALSE(decode_link(code + "=", rec, &why));
    CHECK(why == msg("link.characters"));
  }
  CHECK(swapped == 2);

  const Record rec = random_game("toy", 2, 5);
  const std::string body = link_body(encode_link(rec));
  Record got;
  std::string why;
  REQUIRE(decode_link(link_from(body), got, &why));
  // The first byte is the link format (2): as 0x82 0x00 it is the same number spelled long.
  REQUIRE(body[0] == '\x02');
  CHECK_FALSE(decode_link(link_from(std::string("\x82\x00", 2) + body.substr(1)), got, &why));
  CHECK(en(why) == "the link is damaged (a number is written longer than it is)");
  // Version 0 is damage, not a newer version.
  CHECK_FALSE(decode_link(link_from(std::string(1, '\0') + body.substr(1)), got, &why));
  CHECK(en(why) == "the link is damaged (format 0)");
  Record zero = rec;
  zero.format_version = 0;
  CHECK_FALSE(replay(zero, &why));
  CHECK(en(why) == "the game record is damaged (format 0)");

  // A save whose seat's bot flag is a byte other than 0 or 1: refused (cereal would read it as true).
  Record seated = rec;
  seated.table.seats = {{false, "", "Ann", 0}, {true, "random", "Bo", 1}};
  std::string save = save_to_bytes(seated);
  REQUIRE(load_from_bytes(save, got, &why));
  CHECK(got == seated);
  // The seats follow the actions: magic 4, endian 1, format 4, id length 8 + 3, rules 4, players 4,
  // variant 4, seed 8, count 8, actions 4 each, seat count 8; then the first seat's bot byte.
  const size_t bot0 = 4 + 1 + 4 + 8 + 3 + 4 + 4 + 4 + 8 + 8 + 4 * rec.actions.size() + 8;
  const size_t bot1 = bot0 + 1 + 8 + 0 + 8 + 3 + 4;  // bot, kind "" , name "Ann", colour
  REQUIRE(save[bot0] == 0);
  REQUIRE(save[bot1] == 1);
  std::string bad = save.substr(0, save.size() - 4);
  bad[bot1] = 2;
  CHECK_FALSE(load_from_bytes(with_crc(bad), got, &why));
  CHECK(why == msg("save.damaged"));

  // A format 3 save (take-overs) with none: the save of that record is format 2, so refused.
  Record taken = seated;
  taken.table.takeovers = {{1, 3}};
  taken.format_version = 3;
  save = save_to_bytes(taken);
  REQUIRE(load_from_bytes(save, got, &why));
  CHECK(got.table.takeovers == taken.table.takeovers);
  std::string none = save.substr(0, save.size() - 4 - 8 - 12);  // without the count and the one take-over
  none += std::string(8, '\0');
  REQUIRE(none.substr(5, 4) == std::string("\x03\0\0\0", 4));
  CHECK_FALSE(load_from_bytes(with_crc(none), got, &why));
  CHECK(why == msg("save.damaged"));
}
