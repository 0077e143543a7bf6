// Evaluation of a Rise of Empires position for the heuristic and search bots:
// an estimate of the player's final victory points. Victory points now, plus
// what the position earns in the VP, Food and Income phases still to come
// (region awards fade with time: the map changes and era ends halve the
// cubes; tiles last until the era end, then cost a keep fee), plus the worth
// of gold, discs and pool cubes. Reads only public data (everything in Rise is
// public except the face-down tile stacks, which this never looks at).
#include <algorithm>
#include <bit>

#include "games/rise/rise_state.h"

namespace emp {
namespace {

using namespace rise;

int terr_count(const RiseState::Player& pl, int type) { return std::popcount(pl.terr & kTerritoryTypeMask[type]); }

// Upcoming phases of the game from this position.
struct Horizon {
  int count = 0;        // turns with some phase still to come
  int turn[kTurns];     // their turn numbers
  bool food[kTurns];    // that turn's Food phase is still to come
  bool income[kTurns];  // ... Income phase
  bool vp[kTurns];      // ... VP phase
  int eras[kTurns];     // era ends passed before that turn's phases
  double rest = 0;      // action turns left (fraction of the current one included)
};

Horizon horizon(const RiseState& s) {
  Horizon h;
  const int t0 = s.turn();
  const auto ph = s.phase();
  for (int t = t0; t <= kTurns; ++t) {
    const bool cur = t == t0;
    const bool f = !cur || ph == RiseState::kPhaseActions;
    const bool i = !cur || ph == RiseState::kPhaseActions || ph == RiseState::kPhaseFood;
    const bool v = i || (cur && ph == RiseState::kPhaseIncome);
    if (!f && !i && !v) continue;
    int e = 0;
    for (int end = 2; end <= 4; end += 2) {
      const bool done = end < t0 || (end == t0 && ph == RiseState::kPhaseTurnOrder);
      if (!done && end < t) ++e;
    }
    h.turn[h.count] = t;
    h.food[h.count] = f;
    h.income[h.count] = i;
    h.vp[h.count] = v;
    h.eras[h.count] = e;
    ++h.count;
  }
  h.rest = kTurns - t0;
  if (ph == RiseState::kPhaseActions)
    h.rest += 1.0 - static_cast<double>(s.step()) / (kActionsPerTurn * s.num_players());
  return h;
}

// Tunable weights.
constexpr double kMapDecay = 0.6;      // region awards: weight of each later phase
constexpr double kMapEraKeep = 0.45;   // ... after an era end (cubes halved)
constexpr double kMapNow = 0.85;       // ... this turn while actions remain
constexpr double kTileEraKeep = 0.75;  // tiles after an era end (keep fee, choice)

double rise_value(const State& st, int p) {
  const auto& s = static_cast<const RiseState&>(st);
  const auto& pl = s.player(p);
  if (s.terminal()) return pl.vp;
  const Horizon h = horizon(s);
  const int n = s.num_players();
  const bool stx = s.has_type(p, P3_STX);

  // Worth of resources at the end and while they can still be spent.
  const double rest = h.rest;
  const double gold_v = (stx ? 0.5 : 1.0 / 3.0) + 0.035 * std::min(rest, 4.0);
  const double disc_v = 1.0 / 3.0 + 0.09 * std::min(rest, 3.0);
  const double pool_v = 0.45 * std::min(1.0, rest / 1.5);

  // Region awards and income under the current map.
  int map_vp = 0, map_gold = 0, map_disc = 0, map_cube = 0, map_food = 0, sole_count = 0, sole_overseas = 0;
  int on_map = 0;
  int vp[kMaxPlayers], inc[kMaxPlayers];
  for (int r = 0; r < kRegions; ++r) {
    on_map += s.cubes(p, r);
    bool any = false;
    for (int q = 0; q < n && !any; ++q) any = s.cubes(q, r) > 0;
    if (!any) continue;
    int sole;
    s.region_awards(r, vp, inc, &sole);
    map_vp += vp[p];
    if (sole == p) {
      ++sole_count;
      if ((kOverseasMask >> r) & 1) ++sole_overseas;
    }
    switch (kRegionInfo[r].income_kind) {
      case kResGold:
        map_gold += inc[p];
        break;
      case kResDisc:
        map_disc += inc[p];
        break;
      case kResCube:
        map_cube += inc[p];
        break;
      case kResFood:
        map_food += inc[p];
        break;
      default:
        break;
    }
  }

  // Per-phase flows from tiles.
  int cities = 0, city_vp = 0, city_food = 0, city_gold = 0, city_disc = 0, city_upkeep = 0;
  for (uint64_t m = pl.city; m; m &= m - 1) {
    const CityInfo& c = kCityInfo[std::countr_zero(m)];
    ++cities;
    city_vp += c.vp;
    city_food += c.food;
    city_gold += c.income_gold;
    city_disc += c.income_discs;
    city_upkeep += c.disc_upkeep;
  }
  int terr_food = 0, terr_gold = 0, terr_disc = 0, terr_cube = 0, terr_vp = 0;
  for (int t = 0; t < kTerritoryTypes; ++t) {
    const int k = terr_count(pl, t);
    if (!k) continue;
    const TerritoryInfo& ti = kTerritoryInfo[t];
    terr_food += k * ti.food;
    terr_gold += k * ti.gold;
    terr_disc += k * ti.discs;
    terr_cube += k * ti.cubes;
    terr_vp += k * ti.vp;
  }
  const int pla = terr_count(pl, T_PLA), isl = terr_count(pl, T_ISL), forest = terr_count(pl, T_FOR),
            hil = terr_count(pl, T_HIL);
  int prog_food = 0, prog_gold = 0, prog_disc = 0, prog_cube = 0, prog_vp = 0;
  double prog_flat = 0;  // per remaining action turn of the era
  for (int ty = 0; ty < kProgressTypes; ++ty) {
    if (!s.has_type(p, ty)) continue;
    switch (ty) {
      case P1_AGR:
        prog_food += 2;
        break;
      case P1_IRR:
        prog_food += pla + isl;
        break;
      case P2_CRO:
        prog_food += 3;
        break;
      case P3_FER:
        prog_food += 4;
        break;
      case P1_IAX:
        prog_disc += forest;
        break;
      case P1_MIN:
        prog_disc += hil;
        break;
      case P3_OIL:
        prog_disc += pla;
        break;
      case P3_STE:
        prog_disc += hil;
        break;
      case P1_COI:
        prog_gold += 2;
        break;
      case P2_BNK:
        prog_gold += 3;
        break;
      case P2_SHP:
        prog_gold += isl + sole_overseas;
        break;
      case P3_ELE:
        prog_gold += cities;
        break;
      case P3_MDC:
        prog_cube += 3;
        break;
      case P1_WRI:
        prog_vp += 1;
        break;
      case P2_REL:
        prog_vp += std::min(3, cities);
        break;
      case P3_IDE:
        prog_vp += std::min(4, sole_count);
        break;
      case P1_IWP:
        prog_flat += 0.5;
        break;
      case P2_GUN:
        prog_flat += 0.7;
        break;
      case P3_ART:
        prog_flat += 0.9;
        break;
      case P3_CON:
        prog_flat += 3 * pool_v;
        break;
      case P2_PRT:
        prog_flat += s.b_turn() ? 0.6 : 0.2;
        break;
      default:
        prog_flat += 0.25;
        break;
    }
  }

  double v = pl.vp;
  // Phases to come.
  double food = pl.food;
  double shortfall = 0, overflow_gold = 0;
  double map_w = 1.0;
  for (int i = 0; i < h.count; ++i) {
    const int t = h.turn[i];
    const bool now = t == s.turn();
    const double era_w = h.eras[i] ? kTileEraKeep : 1.0;
    // The map: the current awards fade with every later phase.
    const double mw = (now ? (s.phase() == RiseState::kPhaseActions ? kMapNow : 1.0) : map_w) *
                      (h.eras[i] ? (h.eras[i] > 1 ? kMapEraKeep * kMapEraKeep : kMapEraKeep) : 1.0);
    if (!now || s.phase() == RiseState::kPhaseActions) map_w *= kMapDecay;
    if (h.food[i]) {
      double net = terr_food + prog_food + city_food + mw * map_food;
      if (t == kTurns) net *= 2;
      food += net;
      if (food < 0) {
        shortfall += -food;
        food = 0;
      } else if (food > kFoodMax) {
        overflow_gold += (food - kFoodMax) / 2;
        food = kFoodMax;
      }
    }
    if (h.income[i]) {
      const double gold = terr_gold + era_w * (city_gold + prog_gold) + mw * map_gold;
      const double disc = terr_disc + era_w * (city_disc + prog_disc - city_upkeep) + mw * map_disc;
      const double cube = terr_cube + era_w * prog_cube + mw * map_cube;
      v += gold * gold_v + disc * disc_v;
      // Cube income reaches the pool; worth less late in the game.
      const double later = std::max(0.0, rest - (t - s.turn()) - 0.5);
      v += cube * 0.45 * std::min(1.0, later / 1.5);
    }
    if (h.vp[i]) v += terr_vp + era_w * (city_vp + prog_vp) + mw * map_vp;
  }
  v -= shortfall;
  v += overflow_gold * gold_v + 0.03 * food;
  // Flat worth of rule/free progress tiles for the turns left.
  v += prog_flat * std::min(rest, 2.0);
  // Stores.
  v += pl.gold * gold_v + pl.discs * disc_v + pl.pool * pool_v + 0.02 * pl.stock;
  // Cubes on the map hold future control beyond the current awards.
  v += on_map * 0.12 * std::min(rest, 2.0);
  return v;
}

}  // namespace

double rise_evaluate(const State& s, int player) { return rise_value(s, player); }

}  // namespace emp
