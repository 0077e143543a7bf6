// Dawn of Empires: random games end (by a trigger of section 6, well inside
// the record limits) and the generic conformance suite holds for every player count.
#include "conformance.h"
#include "core/record.h"
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn_test;

TEST_CASE("dawn: random games end by the rules, well inside the record limit", "[dawn][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    Options o;
    o.players = n;
    Rng rng(900 + n);
    std::vector<Action> l;
    size_t longest = 0, total = 0;
    int by_huts = 0, by_techs = 0, by_xp = 0;
    const int games = 60;
    for (int g = 0; g < games; ++g) {
      DawnState s(o, 7000 + g);
      size_t k = 0;
      while (!s.terminal() && k < kMaxRecordActions) {
        s.legal_actions(l);
        s.apply(l[rng.below(static_cast<uint32_t>(l.size()))]);
        ++k;
      }
      REQUIRE(s.terminal());
      longest = std::max(longest, k);
      total += k;
      bool h = false, t = false, x = false;
      for (int p = 0; p < n; ++p) {
        h |= s.huts_on_map(p) >= kHuts;
        t |= s.tech_count(p) >= kTechEnd;
        x |= s.xp(p) >= kXpEnd;
      }
      by_huts += h, by_techs += t, by_xp += x;
      CHECK((h || t || x));  // a trigger ended it (it may stop holding in the final round: rare)
    }
    INFO(n << " players: mean " << total / games << " actions, longest " << longest << "; ended with huts " << by_huts
           << ", techs " << by_techs << ", xp " << by_xp);
    CHECK(longest < kMaxRecordActions * 3 / 4);
    UNSCOPED_INFO(n << " players: mean " << total / games << " actions, longest " << longest << "; ended with huts "
                    << by_huts << ", techs " << by_techs << ", xp " << by_xp);
  }
}

TEST_CASE("dawn: conformance, every player count", "[dawn][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("dawn", n, 25, 41 + n);
    CHECK(st.games == 25);
    CHECK(st.resample_changes > 0);
  }
}

TEST_CASE("dawn: conformance 500 games per player count", "[dawn][conformance][slow]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("dawn", n, 500, 2000 + n);
    CHECK(st.games == 500);
  }
}
