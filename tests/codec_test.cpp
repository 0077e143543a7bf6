// Share-link codec: round trips, and every kind of bad input gives a clear
// error without touching the output.
#include <catch2/catch.hpp>

#include "bots/bot.h"
#include "core/game.h"
#include "core/messages.h"
#include "core/record.h"

using namespace emp;

namespace {
Record play_toy(int players, uint64_t seed, size_t max_actions = 1000) {
  Options o;
  o.players = players;
  auto s = new_game("toy", o, seed);
  Record rec = make_record(*s, seed, o);
  auto bot = make_bot("random", seed + 1);
  while (!s->terminal() && rec.actions.size() < max_actions) {
    const Action a = bot->choose(*s);
    rec.actions.push_back(a);
    s->apply(a);
  }
  return rec;
}
}  // namespace

TEST_CASE("links: round trip in every accepted form", "[codec]") {
  const Record rec = play_toy(4, 1234);
  const std::string code = encode_link(rec);
  REQUIRE(!code.empty());
  for (const std::string& form :
       {code, "#g=" + code, "g=" + code, "https://x.example/empires/index.html#g=" + code, "  " + code + "\n"}) {
    Record out;
    std::string why;
    REQUIRE(decode_link(form, out, &why));
    CHECK(out == rec);
  }
  // Indices are bit-packed: 12 toy actions choose among at most 3 cards
  // (2 bits each) so the whole record stays tiny.
  CHECK(code.size() <= 40);
}

TEST_CASE("links: a partial game round-trips too", "[codec]") {
  const Record rec = play_toy(3, 99, 4);
  Record out;
  std::string why;
  REQUIRE(decode_link(encode_link(rec), out, &why));
  CHECK(out.actions.size() == 4);
  CHECK(out == rec);
}

TEST_CASE("links: bad input is refused with a message and leaves the output untouched", "[codec]") {
  const Record rec = play_toy(2, 77);
  const std::string code = encode_link(rec);
  Record out;
  out.seed = 4242;
  std::string why;

  CHECK_FALSE(decode_link("", out, &why));
  CHECK(message_text(why, Lang::En) == "the link carries no game");
  CHECK_FALSE(decode_link("#g=", out, &why));
  CHECK_FALSE(decode_link("#g=!!!$$$", out, &why));
  CHECK(message_text(why, Lang::En).find("characters") != std::string::npos);
  CHECK_FALSE(decode_link(std::string(200000, 'A'), out, &why));
  CHECK(message_text(why, Lang::En).find("too long") != std::string::npos);
  // Every truncation fails.
  for (size_t cut = 0; cut < code.size(); ++cut) CHECK_FALSE(decode_link(code.substr(0, cut), out, &why));
  // Every single-character change fails (checksum).
  for (size_t i = 0; i < code.size(); ++i) {
    std::string bad = code;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    CHECK_FALSE(decode_link(bad, out, &why));
  }
  CHECK(out.seed == 4242);
}

TEST_CASE("links: unknown version and unknown game get their own messages", "[codec]") {
  // Build raw payloads by hand: [varint version][varint len][id][...] + crc.
  auto wrap = [](std::string body) {
    const uint32_t c = crc32(body.data(), body.size());
    for (int i = 0; i < 4; ++i) body += static_cast<char>((c >> (8 * i)) & 0xFF);
    static const char* k = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out;
    uint32_t acc = 0;
    int bits = 0;
    for (unsigned char ch : body) {
      acc = (acc << 8) | ch;
      bits += 8;
      while (bits >= 6) {
        bits -= 6;
        out += k[(acc >> bits) & 63];
      }
    }
    if (bits > 0) out += k[(acc << (6 - bits)) & 63];
    return out;
  };
  Record out;
  std::string why;
  CHECK_FALSE(decode_link(wrap(std::string("\x09\x03toy", 5)), out, &why));
  CHECK(message_text(why, Lang::En).find("newer version") != std::string::npos);
  CHECK_FALSE(decode_link(wrap(std::string("\x01\x05"
                                           "chess\x01\x02\x00\x01\x00",
                                           11)),
                          out, &why));
  CHECK(message_text(why, Lang::En).find("unknown game 'chess'") != std::string::npos);
  CHECK_FALSE(decode_link(wrap(std::string("\x01\x03toy\x07\x02\x00\x01\x00", 9)), out, &why));
  CHECK(message_text(why, Lang::En).find("rules version 7") != std::string::npos);
  CHECK_FALSE(decode_link(wrap(std::string("\x01\x03toy\x01\x09\x00\x01\x00", 9)), out, &why));
  CHECK(message_text(why, Lang::En).find("player count") != std::string::npos);
}

TEST_CASE("links: random junk never crashes and never decodes", "[codec]") {
  Rng r(31337);
  Record out;
  std::string why;
  int decoded = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string junk;
    const int n = static_cast<int>(r.below(300));
    for (int k = 0; k < n; ++k) junk += static_cast<char>(r.below(256));
    decoded += decode_link(junk, out, &why);
  }
  CHECK(decoded == 0);
}
