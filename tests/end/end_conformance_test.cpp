// Empire's End: the generic conformance suite for every player count, and a
// playout determinism check.
#include <catch2/catch.hpp>

#include "conformance.h"
#include "core/game.h"

using namespace emp;

TEST_CASE("end: conformance (short), 2-4 players", "[end][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("end", n, 20, 31 + n);
    CHECK(st.games == 20);
    CHECK(st.resample_changes > 0);
  }
}

TEST_CASE("end: conformance 300 games per player count", "[end][conformance][slow]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("end", n, 300, 500 + n);
    CHECK(st.games == 300);
  }
}
