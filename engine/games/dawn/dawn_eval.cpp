// Evaluation of a Dawn of Empires position for the heuristic and search bots:
// an estimate of the player's final victory points. The running score (huts,
// technologies, legends, Palace, wonders, experience ranks) plus what the
// position should still bring: resources towards the next technology, hut or
// wonder, towns that harvest, warriors that hold tiles and win fights, the
// supply of huts and techs left. Reads only public data: face-down tiles are
// never looked at (their identities are hidden from everyone).
#include <algorithm>
#include <bit>

#include "games/dawn/dawn_state.h"

namespace emp {

using namespace dawn;

double dawn_evaluate(const State& st, int player) {
  const auto& s = static_cast<const DawnState&>(st);
  const int p = player;
  if (s.setup()) return 0.0;
  double v = s.score(p);
  if (s.terminal()) return v;
  // Resources: science and food turn into VP (techs, huts), money and
  // production into wonders, improvements and upkeep.
  v += 0.16 * s.res(p, kScience) + 0.10 * s.res(p, kFood) + 0.09 * s.res(p, kProd) + 0.08 * s.res(p, kMoney) +
       0.05 * s.res(p, kWealth);
  // A Harvest in progress: the cubes still to convert (after the unhappy
  // faces) are worth about one resource each; judged mid-Harvest, the
  // action must not look worse than it is.
  if (p == s.active()) v += 0.11 * std::max(0, s.cubes_total() - s.discards_left());
  // Towns harvest: each hut adds to future income (beyond its own VP).
  v += 0.5 * s.huts_on_map(p);
  // A settler on the map is a town to come (a hut, its VP and its income).
  if (s.huts_on_map(p) < kHuts) v += 0.8 * s.settlers_on_map(p);
  // Improvements that bring income every Harvest, or keep it (Barracks,
  // Court, Granary, Library, Market, Palace (its VP is in the score), Temple,
  // Walls, Workshop).
  static constexpr double kImpWorth[kImprovements] = {0.1, 0.3, 0.6, 0.6, 0.6, 0.0, 0.3, 0.2, 0.6};
  for (int i = 0; i < kImprovements; ++i)
    if (s.has_improvement(p, i)) v += kImpWorth[i];
  // Units on the map: presence, tiles held, exploring; the upkeep they cost is in the money term.
  // Warriors on the map explore (besides wealth the only source of
  // science), hold tiles and escort settlers: the first few are worth a lot.
  int warriors = 0;
  uint32_t near = 0;
  for (int h = 0; h < kHexes; ++h)
    if (s.warriors(p, h)) {
      warriors += s.warriors(p, h);
      near |= s.map().adj[h];
    }
  v += 0.35 * std::min(warriors, 3) + 0.05 * std::min(std::max(0, warriors - 3), 3);
  int unexplored = 0;
  for (uint32_t m = near; m; m &= m - 1)
    if (!s.face_up(std::countr_zero(m))) ++unexplored;
  v += 0.15 * std::min(unexplored, 3);
  // Income per Harvest: the cubes the towns can take, less the upkeep paid
  // each time (huts cost food, uncovered military spaces money).
  int cubes = 0;
  for (int h = 0; h < kHexes; ++h)
    if (s.face_up(h) && s.eligible(p, h))
      for (uint64_t m = s.map().hex_corners[h]; m; m &= m - 1)
        if (s.town_owner(std::countr_zero(m)) == p) {
          ++cubes;
          break;
        }
  const int income = std::min(cubes, s.huts_on_map(p));
  v += 0.3 * income - 0.1 * s.town_upkeep_of(p) - 0.1 * s.military_upkeep_of(p);
  // Green and blue techs improve the economy; red and yellow give options.
  v += 0.1 * (s.colour_count(p, kGreen) + s.colour_count(p, kBlue));
  // Experience lead.
  v += 0.05 * s.xp(p);
  // Upkeep ahead.
  v -= 0.15 * std::max(0, s.town_upkeep_of(p) - s.res(p, kFood));
  v -= 0.1 * std::max(0, s.military_upkeep_of(p) - s.res(p, kMoney));
  return v;
}

}  // namespace emp
