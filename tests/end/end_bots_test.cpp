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

TEST_CASE("end bots: heuristic beats random clearly", "[bots][end]") {
  const double w = test::bot_match("end", "heuristic", "random", 60, 11).wins[0];
  INFO("heuristic wins " << w << " of 60");
  CHECK(w >= 42);
}

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (end)", "[bots][end]") {
  const test::TwinRuns r = test::bots_ignore_hidden("end", 10, 3, 200);
  CHECK(r.tried >= 25);
  CHECK(r.differing >= r.tried - 3);  // the twins really differ in hidden data
}
