// Empire's End: the end-of-phase report (EndState::phase_report) against the
// state itself, over random games: every phase's numbers equal the change of
// each seat's VP, tokens, hand and locations between the phase's start and end.
#include <bit>
#include <catch2/catch.hpp>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/rng.h"
#include "games/end/end_state.h"

using namespace emp;
using namespace emp::eend;

namespace {

struct Snap {
  int vp = 0, res[4] = {}, hand = 0, destroyed = 0;
};
Snap snap(const EndState& s, int p) {
  const EndState::Player& P = s.player(p);
  Snap r;
  r.vp = P.vp;
  for (int k = 0; k < 4; ++k) r.res[k] = P.res[k] + P.commit[k];
  r.hand = P.hand_n;
  r.destroyed = std::popcount(static_cast<unsigned>(P.destroyed));
  return r;
}

}  // namespace

TEST_CASE("end phase report: every phase's numbers are the phase's change of each empire", "[end][report]") {
  int phases = 0, with_build = 0, with_destroy = 0, with_repair = 0, with_sell = 0, with_vp = 0;
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      auto g = new_game("end", Options{players, 0}, seed * 17 + static_cast<uint64_t>(players));
      REQUIRE(g);
      auto& s = static_cast<EndState&>(*g);
      Rng rng(seed);
      std::vector<Action> legal;
      std::vector<Snap> start;
      for (int p = 0; p < players; ++p) start.push_back(snap(s, p));
      int space = s.space();
      CHECK(s.phase_report().space == -1);
      while (!s.terminal()) {
        s.legal_actions(legal);
        s.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
        // A phase without a disaster card to reveal is skipped at once: its report is empty.
        if (s.space() == space && !s.terminal()) continue;
        const EndState::PhaseReport& r = s.phase_report();
        const int closed = s.space() - 1;
        REQUIRE(r.space == closed);
        if (closed == space) {
          for (int p = 0; p < players; ++p) {
            const Snap now = snap(s, p), &was = start[static_cast<size_t>(p)];
            const EndState::PhaseReport::Seat& q = r.seat[p];
            CHECK(q.vp == now.vp - was.vp);
            for (int k = 0; k < 4; ++k) CHECK(q.res[k] == now.res[k] - was.res[k]);
            CHECK(q.cards == now.hand - was.hand);
            CHECK(q.destroyed - q.repaired == now.destroyed - was.destroyed);
            CHECK(q.built + q.sold <= 2);
            CHECK(q.repaired <= 1);
            with_build += q.built > 0;
            with_sell += q.sold > 0;
            with_destroy += q.destroyed > 0;
            with_repair += q.repaired > 0;
            with_vp += q.vp != 0;
          }
          ++phases;
        }
        space = s.space();
        for (int p = 0; p < players; ++p) start[static_cast<size_t>(p)] = snap(s, p);
      }
    }
  INFO("phases " << phases << ", builds " << with_build << ", sells " << with_sell << ", destroyed " << with_destroy
                 << ", repairs " << with_repair << ", vp " << with_vp);
  CHECK(phases >= 24 * 15);
  CHECK(with_build > 0);
  CHECK(with_sell > 0);
  CHECK(with_destroy > 0);
  CHECK(with_repair > 0);
  CHECK(with_vp > 0);
}
