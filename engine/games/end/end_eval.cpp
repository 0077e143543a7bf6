// Empire's End: the bots' evaluator, an estimate of a seat's final victory
// points from what that seat may see (its own stash and hand, and the public
// table; never another seat's tokens or cards).
#include "games/end/end_state.h"

namespace emp {

using namespace eend;

double end_evaluate(const State& s, int player) {
  const auto& st = static_cast<const EndState&>(s);
  if (st.terminal()) return st.final_score(player).total;
  const EndState::Player& P = st.player(player);
  // What the game would score now: the track, healthy locations, end-of-game innovations.
  double v = P.vp + st.end_score(player);
  // Phases still to come: each active innovation keeps paying for a while.
  const int left = st.track().length - st.space();
  const double future = static_cast<double>(left) / st.track().length;
  for (int c = 0; c < kCards; ++c) {
    if (st.owner(c) != player || !st.healthy(player, st.host(c))) continue;
    switch (kDisasterInfo[c].ability.phase) {
      case kAbE:
        v += 4.0 * future;
        break;
      case kAbI:
        v += 2.0 * future;
        break;
      case kAbD:
        v += (st.exhausted(c) ? 0.5 : 1.5) * future;
        break;
      case kAbC:
        v += 2.0 * kDisasterInfo[c].ability.n * future;
        break;
      case kAbX:
        break;
    }
  }
  // Tokens buy bids, repairs and conflict strength; coins are wild.
  v += 0.6 * (P.res[kW] + P.res[kH] + P.res[kA]) + 0.9 * P.res[kC];
  v += 0.4 * P.hand_n * future;
  // A destroyed location may still be repaired later.
  for (int t = 0; t < kLocations; ++t)
    if (!st.healthy(player, t)) v += 0.25 * kLocationInfo[t].vp * future;
  return v;
}

}  // namespace emp
