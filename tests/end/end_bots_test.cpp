// Empire's End: bot strength regression (fixed seeds, deterministic) and the
// no-peeking test for the game's hidden data (stashes, hands, decks).
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "conformance.h"
#include "core/game.h"

using namespace emp;

namespace {
// Wins of bot `a` against bot `b` over `games` 2-player games, seats rotated.
double wins_of(const std::string& a, const std::string& b, int games, uint64_t seed) {
  double wins = 0;
  std::vector<int> rk;
  for (int g = 0; g < games; ++g) {
    const uint64_t gs = seed * 1000003ull + static_cast<uint64_t>(g);
    auto s = new_game("end", Options{2, 0}, gs);
    REQUIRE(s);
    std::unique_ptr<Bot> bots[2];
    int who[2];
    for (int j = 0; j < 2; ++j) {
      const int seat = (j + g) % 2;
      who[seat] = j;
      bots[seat] = make_bot(j == 0 ? a : b, gs * 31 + static_cast<uint64_t>(j));
    }
    while (!s->terminal()) s->apply(bots[s->current_player()]->choose(*s));
    s->ranks(rk);
    const int winners = (rk[0] == 0) + (rk[1] == 0);
    for (int seat = 0; seat < 2; ++seat)
      if (rk[static_cast<size_t>(seat)] == 0 && who[seat] == 0) wins += 1.0 / winners;
  }
  return wins;
}
}  // namespace

TEST_CASE("end bots: heuristic beats random clearly", "[bots][end]") {
  const double w = wins_of("heuristic", "random", 60, 11);
  INFO("heuristic wins " << w << " of 60");
  CHECK(w >= 42);
}

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (end)", "[bots][end]") {
  int differing = 0, tried = 0;
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      const int players = 2 + static_cast<int>(seed % 3);
      auto [a, b] = test::twins("end", players, seed, static_cast<int>(seed * 23 % 200));
      if (a->terminal()) continue;
      ++tried;
      differing += a->hash() != b->hash();
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      INFO(kind << " seed " << seed);
      CHECK(b1->choose(*a) == b2->choose(*b));
    }
  }
  CHECK(tried >= 25);
  CHECK(differing >= tried - 3);  // the twins really differ in hidden data
}
