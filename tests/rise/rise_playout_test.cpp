// Rise of Empires: random playouts (own checks) and the generic conformance suite.
#include "conformance.h"
#include "rise_test_util.h"

using namespace emp;
using namespace emp::rise_test;

TEST_CASE("rise: random playouts keep invariants, clone and replay determinism", "[rise]") {
  std::vector<Action> l;
  for (int n = 2; n <= 5; ++n)
    for (int g = 0; g < 20; ++g) {
      const uint64_t seed = 1000 * n + g;
      auto s = make(n, seed);
      Rng rng(seed);
      std::vector<Action> hist;
      while (!s->terminal()) {
        s->legal_actions(l);
        REQUIRE(!l.empty());
        const Action a = l[rng.below(static_cast<uint32_t>(l.size()))];
        CHECK(s->action_label(a, Lang::En).find("Unknown") == std::string::npos);
        CHECK(s->action_label(a, Lang::De).find("Unbekannt") == std::string::npos);
        s->apply(a);
        hist.push_back(a);
        std::string why;
        const bool ok = s->check_invariants(&why);
        INFO(why);
        REQUIRE(ok);
      }
      CHECK(s->turn() == 6);
      auto r = make(n, seed);
      for (Action a : hist) r->apply(a);
      CHECK(r->hash() == s->hash());
      CHECK(s->score_breakdown().size() == static_cast<size_t>(n));
    }
}

TEST_CASE("rise: conformance (short)", "[rise][conformance]") {
  for (int n = 2; n <= 5; ++n) {
    const auto st = test::run_conformance("rise", n, 30, 17 + n);
    CHECK(st.games == 30);
    CHECK(st.resample_changes > 0);
  }
}

TEST_CASE("rise: conformance 2000 games per player count", "[rise][conformance][slow]") {
  for (int n = 2; n <= 5; ++n) {
    const auto st = test::run_conformance("rise", n, 2000, 1000 + n);
    CHECK(st.games == 2000);
  }
}
