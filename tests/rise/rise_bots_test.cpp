// Rise of Empires: bot strength regression tests (fixed seeds, deterministic)
// and the no-peeking test for Rise's hidden data.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "conformance.h"
#include "core/game.h"

using namespace emp;

TEST_CASE("rise bots: heuristic beats random clearly", "[bots][rise]") {
  const test::BotMatch m = test::bot_match("rise", "heuristic", "random", 100, 11);
  INFO("heuristic wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 80);
  CHECK(m.score[0] > 1.5 * m.score[1]);
}

TEST_CASE("rise bots: ISMCTS (easy) beats random", "[bots][rise]") {
  const test::BotMatch m = test::bot_match("rise", "ismcts-easy", "random", 8, 12);
  INFO("ismcts-easy wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 6);
}

// Rise's hidden data: the face-down tile stacks and the future RNG.
TEST_CASE("bots: a bot's choice never depends on data its seat cannot see (rise)", "[bots][rise]") {
  const test::TwinRuns r = test::bots_ignore_hidden("rise", 12, 4, 150);
  CHECK(r.tried >= 30);
  CHECK(r.differing >= r.tried - 3);  // the twins really differ in hidden data
}
