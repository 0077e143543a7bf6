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

TEST_CASE("first bots: heuristic beats random clearly", "[bots][first]") {
  const test::BotMatch m = test::bot_match("first", "heuristic", "random", 20, 11);
  INFO("heuristic wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 18);
  CHECK(m.score[0] > 2 * m.score[1]);
}

TEST_CASE("first bots: ISMCTS (easy) beats random", "[bots][first]") {
  const test::BotMatch m = test::bot_match("first", "ismcts-easy", "random", 6, 12);
  INFO("ismcts-easy wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 5);
}

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (first)", "[bots][first]") {
  const test::TwinRuns r = test::bots_ignore_hidden("first", 10, 4, 150);
  CHECK(r.tried >= 20);
  CHECK(r.differing >= r.tried - 3);  // the twins really differ in hidden data
}
