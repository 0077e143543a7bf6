// Evaluation of a Rise of Empires position for the heuristic and search bots:
// victory points now, plus what the position is likely to earn before the end,
// on the VP scale. Reads only public data (everything in Rise is public except
// the face-down tile stacks, which this never looks at).
#include <algorithm>

#include "bots/evaluate.h"
#include "games/rise/rise_state.h"

namespace emp {
namespace {

using namespace rise;

double rise_value(const State& st, int p) {
  const auto& s = static_cast<const RiseState&>(st);
  const auto& pl = s.player(p);
  if (s.terminal()) return pl.vp;
  const int turn = s.turn();
  // VP phases still to come (this turn's counts while its Actions/Food/Income
  // phases are running).
  const bool vp_done = s.phase() == RiseState::kPhaseEraEnd || s.phase() == RiseState::kPhaseTurnOrder;
  const int vp_phases = kTurns - turn + (vp_done ? 0 : 1);
  const int income_phases = kTurns - turn + ((s.phase() == RiseState::kPhaseActions || s.phase() == RiseState::kPhaseFood) ? 1 : 0);

  double v = pl.vp;
  // End-game conversion of gold and discs (and their use before then).
  v += pl.gold / 3.0 + pl.discs / 2.5;
  // Regions: this position's awards, expected to hold for part of the rest of
  // the game (the map changes; era ends halve the cubes).
  double map = 0;
  int vp[kMaxPlayers], inc[kMaxPlayers];
  for (int r = 0; r < kRegions; ++r) {
    s.region_awards(r, vp, inc);
    map += vp[p] + 0.35 * inc[p];
  }
  v += map * std::min(vp_phases, 2) * 0.8;
  // City tiles and towns score every VP phase.
  int per_turn_vp = 0;
  for (int c = 0; c < kCityTiles; ++c)
    if ((pl.city >> c) & 1) per_turn_vp += kCityInfo[c].vp;
  for (int t = 0; t < kTerritoryTiles; ++t)
    if ((pl.terr >> t) & 1) {
      const auto& ti = kTerritoryInfo[kTerritoryTileType[t]];
      per_turn_vp += ti.vp;
      v += 0.3 * (ti.cubes + ti.gold + ti.discs) * income_phases / 2.0;
    }
  // Cities are kept across an era end only for a cube; weight later turns.
  v += per_turn_vp * std::min(vp_phases, turn % 2 == 1 ? 2 : 1);
  // Cubes: pool cubes are future map presence.
  v += 0.25 * pl.pool + 0.05 * pl.stock;
  // Progress tiles have value while the game lasts.
  v += 0.6 * __builtin_popcountll(pl.prog) * (vp_phases > 0 ? 1 : 0);
  // Food: running out costs VP; a low track is a debt.
  if (pl.food < 6) v -= (6 - pl.food) * 0.6;
  return v;
}

const Evaluator kRiseEvaluator{&rise_value, 4.0};

}  // namespace

const Evaluator& rise_evaluator() { return kRiseEvaluator; }

}  // namespace emp
