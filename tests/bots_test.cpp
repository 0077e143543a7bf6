#include <catch2/catch.hpp>

#include "bots/bot.h"
#include "bots/search_bots.h"
#include "conformance.h"
#include "core/game.h"

using namespace emp;

using test::twins;

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see", "[bots]") {
  int differing = 0;
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      auto [a, b] = twins("toy", 3, seed, static_cast<int>(seed % 5));
      if (a->terminal()) continue;
      differing += a->hash() != b->hash();
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      INFO(kind << " seed " << seed);
      CHECK(b1->choose(*a) == b2->choose(*b));
    }
  }
  CHECK(differing > 30);  // the twins really differ in hidden data
}

TEST_CASE("bots: ISMCTS thinks in slices and honours its budget", "[bots]") {
  Options o;
  o.players = 2;
  auto s = new_game("toy", o, 5);
  IsmctsConfig cfg;
  cfg.iterations = 500;
  IsmctsBot bot(1, cfg);
  bot.start(*s);
  int slices = 0;
  while (!bot.think(50)) ++slices;
  CHECK(slices == 9);  // 10 slices of 50
  CHECK(bot.iterations_done() == 500);
  std::vector<Action> legal;
  s->legal_actions(legal);
  CHECK(std::find(legal.begin(), legal.end(), bot.result()) != legal.end());
}

TEST_CASE("bots: difficulty budgets grow from easy to hard", "[bots]") {
  CHECK(ismcts_budget(Difficulty::Easy) < ismcts_budget(Difficulty::Normal));
  CHECK(ismcts_budget(Difficulty::Normal) < ismcts_budget(Difficulty::Hard));
  for (const auto& k : bot_kinds()) CHECK(make_bot(k, 1) != nullptr);
}
