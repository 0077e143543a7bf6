// First Empires: random playouts (own checks) and the generic conformance suite.
#include "conformance.h"
#include "first_test_util.h"

using namespace emp;
using namespace emp::first_test;

TEST_CASE("first: conformance, every player count", "[first][conformance]") {
  for (int n = 2; n <= 5; ++n) {
    const auto st = test::run_conformance("first", n, 150, 31 + n);
    CHECK(st.games == 150);
    CHECK(st.resample_changes > 0);
  }
}

TEST_CASE("first: conformance 2000 games per player count", "[first][conformance][slow]") {
  for (int n = 2; n <= 5; ++n) {
    const auto st = test::run_conformance("first", n, 2000, 1000 + n);
    CHECK(st.games == 2000);
  }
}
