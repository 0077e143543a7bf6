// The test-only toy game exercises hidden hands, simultaneous choices and dice.
#include "games/toy/toy.h"

#include <catch2/catch.hpp>

#include "conformance.h"
#include "core/game.h"

using namespace emp;

TEST_CASE("toy: conformance over random games", "[toy][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("toy", n, 300, 42 + static_cast<uint64_t>(n));
    CHECK(st.games == 300);
    CHECK(st.actions == 300u * 3u * static_cast<uint64_t>(n));  // 3 rounds, every seat picks once
    CHECK(st.resample_changes > 0);                             // hidden hands really are resampled
  }
}

TEST_CASE("toy: simultaneous choices stay hidden until all have chosen", "[toy]") {
  Options o;
  o.players = 3;
  auto s = new_game("toy", o, 7);
  REQUIRE(s->to_act() == 0b111u);
  std::vector<Action> legal;
  s->legal_actions(legal);
  REQUIRE(legal.size() == 3);
  const std::string seat1_before = s->observation_json(1);
  s->apply(legal[0]);  // seat 0 picks
  CHECK(s->to_act() == 0b110u);
  CHECK(s->current_player() == 1);
  // Seat 1 sees that seat 0 has chosen, but not what.
  const std::string seat1_after = s->observation_json(1);
  CHECK(seat1_after != seat1_before);
  CHECK(seat1_after.find("\"has_chosen\":true") != std::string::npos);
  CHECK(s->observation_json(0).find("\"chosen\":" + std::to_string(legal[0])) != std::string::npos);
  CHECK(seat1_after.find("\"chosen\":" + std::to_string(legal[0])) == std::string::npos);
}
