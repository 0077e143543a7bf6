// First Empires: bot strength regression tests (fixed seeds, deterministic)
// and the no-peeking test for the game's hidden data (hands, decks, city
// token values, future dice).
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "conformance.h"
#include "core/game.h"

using namespace emp;

namespace {
struct Match {
  double wins[2] = {0, 0};
  double score[2] = {0, 0};
};

// `games` 2-player games of bot kinds a and b with seat rotation.
Match play(const std::string& a, const std::string& b, int games, uint64_t seed) {
  Match m;
  Options o;
  o.players = 2;
  std::vector<int> sc, rk;
  for (int g = 0; g < games; ++g) {
    const uint64_t gs = seed * 1000003ull + static_cast<uint64_t>(g);
    auto s = new_game("first", o, gs);
    REQUIRE(s);
    std::unique_ptr<Bot> bots[2];
    int who[2];
    for (int j = 0; j < 2; ++j) {
      const int seat = (j + g) % 2;
      who[seat] = j;
      bots[seat] = make_bot(j == 0 ? a : b, gs * 31 + static_cast<uint64_t>(j));
    }
    while (!s->terminal()) s->apply(bots[s->current_player()]->choose(*s));
    s->scores(sc);
    s->ranks(rk);
    const int winners = (rk[0] == 0) + (rk[1] == 0);
    for (int seat = 0; seat < 2; ++seat) {
      if (rk[static_cast<size_t>(seat)] == 0) m.wins[who[seat]] += 1.0 / winners;
      m.score[who[seat]] += sc[static_cast<size_t>(seat)] / static_cast<double>(games);
    }
  }
  return m;
}
}  // namespace

TEST_CASE("first bots: heuristic beats random clearly", "[bots][first]") {
  const Match m = play("heuristic", "random", 20, 11);
  INFO("heuristic wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 18);
  CHECK(m.score[0] > 2 * m.score[1]);
}

TEST_CASE("first bots: ISMCTS (easy) beats random", "[bots][first]") {
  const Match m = play("ismcts-easy", "random", 6, 12);
  INFO("ismcts-easy wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 5);
}

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (first)", "[bots][first]") {
  int differing = 0, tried = 0;
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      const int players = 2 + static_cast<int>(seed % 4);
      auto [a, b] = test::twins("first", players, seed, static_cast<int>(seed * 23 % 150));
      if (a->terminal()) continue;
      ++tried;
      differing += a->hash() != b->hash();
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      INFO(kind << " seed " << seed);
      CHECK(b1->choose(*a) == b2->choose(*b));
    }
  }
  CHECK(tried >= 20);
  CHECK(differing >= tried - 3);  // the twins really differ in hidden data
}
