// Dawn of Empires: the no-peeking test for the game's hidden data (face-down
// tiles). Bot strength targets come with the bot step (NOTES.md: the heuristic
// does not yet beat random play reliably).
#include <catch2/catch.hpp>

#include "conformance.h"
#include "core/game.h"

using namespace emp;

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (dawn)", "[bots][dawn]") {
  const test::TwinRuns r = test::bots_ignore_hidden("dawn", 10, 3, 400);
  CHECK(r.tried >= 20);
  CHECK(r.differing >= r.tried - 3);  // the twins really differ in hidden data
}
