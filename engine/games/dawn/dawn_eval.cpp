// Evaluation of a Dawn of Empires position for the heuristic and search bots:
// an estimate of the player's final victory points. The running score (huts,
// technologies, legends, Palace, wonders, experience ranks) plus what the
// position should still bring: resources towards the next technology, hut or
// wonder, towns that harvest, warriors that hold tiles and win fights, the
// supply of huts and techs left. Reads only public data: face-down tiles are
// never looked at (their identities are hidden from everyone).
#include <algorithm>
#include <bit>
#include <climits>

#include "games/dawn/dawn_state.h"

namespace emp {

using namespace dawn;

namespace {

// The hut route: the steps (actions, roughly) until q has built all 9 huts,
// or a large number when it cannot get there. The ninth hut cannot be fed
// (upkeep 12, food at most 8), so huts do not come one Harvest at a time:
// they come in one burst between two Harvests, from the settlers on the map
// and the food in stock (a settler costs food and 1 production, a Grow food
// and room in a town), and the stock comes
// from the food a Harvest leaves over the upkeep. A seat whose towns eat all
// the food a Harvest brings (7 huts: upkeep 8, the most food a seat can
// hold) never gets there: its route goes down first, a Harvest that brings
// less food than the upkeep and so returns a hut, to h huts whose upkeep
// leaves food over; every step on that route (that Harvest, a settler, a
// town founded) is a step nearer. Counting the huts themselves instead
// (valuing the ninth hut by the eighth) kept 8 unfed huts from harvesting at
// all: here a seat with 8 huts and nothing in hand is farther from the end
// than one with 6 and food over (issue #27, NOTES.md "Bots"). A settler's
// walk to a place to found counts too; which corner, and a rival's units in
// the way, do not: a step estimate, not a plan.
int hut_steps(const DawnState& s, int q) {
  constexpr int kFar = 1000;
  const int huts = s.huts_on_map(q), food = s.res(q, kFood);
  if (huts >= kHuts) return 0;
  const EmpireInfo& e = kEmpireInfo[s.empire(q)];
  // Where a town may be founded: a tile the settler may stand on with an
  // empty corner whose three tiles are explored, not all ocean. Each settler
  // on the map counts the Move actions to the nearest such tile (so walking
  // there is a step nearer); one that cannot get to any is no help.
  const MapTables& M = s.map();
  const bool sailing = s.has_tech(q, kSailing);
  const auto enterable = [&](int h) { return s.face_up(h) && (s.terrain_at(h) != kOcean || sailing); };
  int dist[kHexes];
  int frontier[kHexes], nf = 0;
  bool site = false;  // some tile to found from
  for (int h = 0; h < kHexes; ++h) {
    dist[h] = -1;
    if (!enterable(h)) continue;
    for (uint64_t m = M.hex_corners[h]; m; m &= m - 1)
      if (s.legal_town_corner(std::countr_zero(m))) {
        dist[h] = 0;
        frontier[nf++] = h;
        site = true;
        break;
      }
  }
  for (int i = 0; i < nf; ++i)  // breadth first from the founding tiles
    for (uint32_t m = M.adj[frontier[i]]; m; m &= m - 1) {
      const int h = std::countr_zero(m);
      if (dist[h] < 0 && enterable(h)) {
        dist[h] = dist[frontier[i]] + 1;
        frontier[nf++] = h;
      }
    }
  int walks[kSettlers + 1], usable = 0;  // the usable settlers' walks, shortest first
  for (int h = 0; h < kHexes && usable < kSettlers; ++h)
    for (int k = 0; k < s.settlers(q, h) && dist[h] >= 0 && usable < kSettlers; ++k) walks[usable++] = dist[h];
  for (int i = 1; i < usable; ++i)  // at most kSettlers: an insertion sort
    for (int j = i; j > 0 && walks[j] < walks[j - 1]; --j) std::swap(walks[j], walks[j - 1]);
  int grow_room = 0;  // huts the towns can still grow by
  for (int c = 0; c < M.corners; ++c)
    if (s.town_owner(c) == q) grow_room += kMaxSize - s.town_size(c);
  // Food per hut bought: a settler's where a town may be founded, else a Grow's.
  const int per_hut = std::max(1, site ? std::min<int>(e.settler_cost, e.grow_cost) : e.grow_cost);
  // The food income of one Harvest with h huts: the cubes its towns collect
  // (at most h), less the unhappy faces, at the average food yield.
  int cubes = 0, yield_sum = 0;
  for (int h = 0; h < kHexes; ++h)
    if (s.face_up(h) && s.eligible(q, h))
      for (uint64_t m = s.map().hex_corners[h]; m; m &= m - 1)
        if (s.town_owner(std::countr_zero(m)) == q) {
          ++cubes;
          yield_sum += s.best_yield(q, s.terrain_at(h), kFood);
          break;
        }
  const int prod = s.res(q, kProd);
  bool prod_land = false;  // a Harvest can bring production
  for (int h = 0; h < kHexes; ++h)
    prod_land |= s.face_up(h) && s.eligible(q, h) && s.best_yield(q, s.terrain_at(h), kProd) > 0;
  const int granary = s.has_improvement(q, kGranary) ? 2 : 0;
  const auto income = [&](int h) {
    const int net = std::max(0, std::min(cubes, h) - std::max(0, unhappy_faces(h) - s.happy_faces(q)));
    return granary + (cubes > 0 ? net * yield_sum / cubes : 0);
  };
  // The most huts (up to `most`) that x food feeds.
  const auto fed_by = [](int x, int most) {
    int h = most;
    while (h > 0 && town_upkeep(h) > x) --h;
    return h;
  };
  // From h huts and `stock` food (no Harvest pending): the steps of the burst
  // and of the Harvests that gather its food first.
  const auto burst = [&](int h, int stock) {
    const int need = kHuts - h;  // huts still to build
    const int from_map = std::min(need, usable);
    const int bought = need - from_map;
    // Without a place to found, only the towns' growth (and the huts
    // returned since, which left room) can bring the rest.
    if (!site && bought > grow_room + (huts - h)) return kFar;
    // What one burst can hold: two settlers placed before it (their food
    // spent across earlier Harvests) and the food a stock can hold.
    if (need > kSettlers + std::max(stock, kResMax - town_upkeep(h)) / per_hut) return kFar;
    int walk = 0;
    for (int i = 0; i < from_map; ++i) walk += walks[i];
    // The huts bought: settlers while the production lasts (1 each), Grows
    // while the towns have room, then settlers whose production a Harvest
    // must bring first.
    const int settled = site ? std::min(bought, prod) : 0;
    const int grown = std::min(bought - settled, grow_room + (huts - h));
    const int rest = bought - settled - grown;
    if (rest > 0 && (!site || !prod_land)) return kFar;
    const int food_needed = (settled + rest) * e.settler_cost + grown * e.grow_cost;
    const int short_food = std::max(0, food_needed - stock);
    const int surplus = std::min(kResMax, income(h)) - town_upkeep(h);  // food a Harvest leaves over, from empty
    if (short_food > 0 && surplus <= 0) return kFar;
    const int harvests = std::max(rest > 0 ? 1 : 0, short_food > 0 ? (short_food + surplus - 1) / surplus : 0);
    return 2 * harvests + need + bought + walk;
  };
  // From h0 huts and `stock` food: the burst from there, or from fewer huts
  // after one Harvest whose food (at least the stock: food is never thrown
  // away) feeds only h of them.
  const auto route = [&](int h0, int stock) {
    int best = burst(h0, stock);
    const int most = std::min(kResMax, stock + income(h0));
    for (int h = h0 - 1; h >= 1; --h) {
      const int x = std::min(most, town_upkeep(h + 1) - 1);  // the most food that feeds only h
      if (x < stock || x < town_upkeep(h)) continue;
      best = std::min(best, 2 + burst(h, x - town_upkeep(h)));
    }
    return best;
  };
  const auto dec = s.decision();
  if (q != s.active() || dec < DawnState::kDecCollect || dec > DawnState::kDecUpkeepFood) return route(huts, food);
  // In q's own Harvest, before the food upkeep: the food the upkeep will
  // find lies between the stock and what the cubes still in hand can add,
  // and it decides how many huts stay.
  int more = 0;
  if (dec != DawnState::kDecUpkeepFood)
    for (int t = 0; t < kTerrains; ++t) more += s.cubes(t) * s.best_yield(q, t, kFood);
  int best = kFar;
  for (int x = food; x <= std::min(kResMax, food + more); ++x) {
    const int h = fed_by(x, huts);
    best = std::min(best, route(h, x - town_upkeep(h)));
  }
  return best;
}

// How close seat q is to triggering the end by its own means (0..1): the
// technology route (the science still missing for the cheapest 3 of each
// colour left in the supply, and the research actions, 40 steps from the end
// counting as far), the hut route (hut_steps above) and the experience. The
// nearest route counts in full and the others at a quarter: a route can be
// near and blocked (one technology short with no science coming: no wealth
// from the land, nothing left to explore or plunder), and a step on another
// route must then still bring the end nearer (issue #27: a seat 11
// technologies in, beside seats that only pass, never went for its huts).
// Scaled so that it stays below 1 until the end is triggered. The technology
// and experience routes are linear, so each step brings the end as much
// nearer as the next; the hut route's closeness counts 40 steps away as a
// half, and every step however far (a seat that must first go down to few
// huts and gather food over many Harvests is far, not out of reach).
double huts_route(int steps) { return steps >= 1000 ? 0.0 : 40.0 / (40.0 + steps); }

double closeness(const DawnState& s, int q) {
  int cheapest[4][6] = {};  // [colour][cost]: techs q can still take
  for (int t = 0; t < kTechs; ++t)
    if (!s.has_tech(q, t) && s.tech_supply(t) > 0) ++cheapest[kTechInfo[t].colour][kTechInfo[t].cost];
  int science = 0, techs_left = 0;
  bool reachable = true;
  for (int c = 0; c < 4 && reachable; ++c) {
    int need = kMaxPerColour - s.colour_count(q, c);
    techs_left += need;
    for (int cost = 0; cost < 6 && need > 0; ++cost) {
      const int k = std::min(need, cheapest[c][cost]);
      science += k * cost;
      need -= k;
    }
    reachable = need == 0;
  }
  // The science in hand counts the wealth (it turns into science 1:1 in a
  // Harvest): the wealth in stock and, in q's own Harvest, that of the cubes
  // it holds (the greedy bot judges a Harvest before its conversions are
  // done). Half of the missing science also counts, at half, the wealth one
  // Harvest of q's land can bring: so founding a town by the coast or the
  // forest brings the end nearer, and harvesting it nearer still. Without
  // it a seat whose land yields no wealth never got nearer by techs: its
  // cubes fed its towns and its settlers never founded a town (the stalls of
  // the heuristic beside seats that only pass, issue #27; NOTES.md "Bots").
  int land = 0, held = s.res(q, kWealth);
  for (int h = 0; h < kHexes; ++h)
    if (s.eligible(q, h)) land += s.best_yield(q, s.terrain_at(h), kWealth);
  if (q == s.active())
    for (int t = 0; t < kTerrains; ++t) held += s.cubes(t) * s.best_yield(q, t, kWealth);
  const int have = s.res(q, kScience) + held;
  const double missing = 0.5 * std::max(0, science - have) + 0.5 * std::max(0.0, science - have - land / 2.0);
  const double route[3] = {reachable ? std::max(0.0, 1.0 - (missing + techs_left) / 40.0) : 0.0,
                           std::max(0.0, 1.0 - std::max(0, kXpEnd - s.xp(q)) / 20.0), huts_route(hut_steps(s, q))};
  const double best = std::max({route[0], route[1], route[2]});
  return (best + 0.25 * (route[0] + route[1] + route[2] - best)) / 1.5;
}

// The end. Dawn has no fixed length: it ends only when a seat triggers it
// (12 technologies, all huts built, 20 experience; then one more turn for
// everyone). An estimate of final VP alone sees no gain in ending a game the
// seat leads, and the bots' economies can settle where no seat gains anything
// any more: every cube a seat collects feeds its towns, its production is at
// the cap with nothing to spend it on, and nobody ever takes the Harvest that
// would change it (docs/strength.md: game 46 of ismcts-normal vs heuristic,
// seed 7: 21 VP to 8, one technology short, for 100,000 actions). Games
// between bots end after 55-165 rounds; from round 150 on, the leader (by 2 VP
// or more; by 1, half as much) values the closeness of the end the more the
// longer the game drags on, so a stall ends once its price (a hut given up for
// the science of the next technology) is worth less than the end it brings.
// It grows by 0.5 VP per round (times the lead up to 2 and the closeness; it
// was 0.2, too slow for a 4-player game beside passers to end within 5,000
// actions, issue #27), so in a long game any step to the end is eventually
// worth more than what it gives up. In games of normal length it is zero: it
// changes no choice there.
double end_drive(const DawnState& s, int p) {
  const int round = s.turn() / s.num_players();
  if (round <= 150) return 0.0;
  int lead = INT_MAX;
  for (int q = 0; q < s.num_players(); ++q)
    if (q != p) lead = std::min(lead, s.score(p) - s.score(q));
  if (lead <= 0) return 0.0;
  double close = 1.0;
  if (!s.terminal() && !s.end_triggered()) {
    close = 0.0;
    for (int q = 0; q < s.num_players(); ++q) close = std::max(close, closeness(s, q));
  }
  return close * std::min(lead, 2) * (round - 150) / 2.0;
}

}  // namespace

// From round kExploreFrom on (bots' games end after 55-165 rounds; the end
// drive has then grown for 100 rounds) the heuristic plays a random legal
// action in kExplorePermille of its decisions. Beside passers a seat could
// settle where no turn brings the end nearer by the evaluator's estimate:
// 4-6 huts whose upkeep eats the food its land yields, 4-10 technologies and
// no science coming; a Harvest then looks worse than taking no action, and
// the seat never harvested again (3 of 10,000 four-player games of the
// heuristic and three passers ran past 5,000 actions, issue #27). A random
// Harvest, move or conversion moves it out of such a position; in a game
// of normal length the setting is never reached.
constexpr int kExploreFrom = 250;
constexpr int kExplorePermille = 250;

int dawn_explore_permille(const State& st) {
  const auto& s = static_cast<const DawnState&>(st);
  const int round = s.turn() / s.num_players();
  return round <= kExploreFrom ? 0 : kExplorePermille;
}

double dawn_evaluate(const State& st, int player) {
  const auto& s = static_cast<const DawnState&>(st);
  const int p = player;
  if (s.setup()) return 0.0;
  double v = s.score(p) + end_drive(s, p);
  if (s.terminal()) return v;
  // Resources: science and food turn into VP (techs, huts), money and
  // production into wonders, improvements and upkeep. Science is worth most:
  // a technology (1 VP) costs 2-5 science, and the cubes that could become
  // food keep the towns instead.
  v += 0.22 * s.res(p, kScience) + 0.10 * s.res(p, kFood) + 0.09 * s.res(p, kProd) + 0.08 * s.res(p, kMoney) +
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
  const auto warriors_worth = [](int w) { return 0.35 * std::min(w, 3) + 0.05 * std::min(std::max(0, w - 3), 3); };
  v += warriors_worth(warriors);
  int unexplored = 0;
  for (uint32_t m = near; m; m &= m - 1)
    if (!s.face_up(std::countr_zero(m))) ++unexplored;
  v += 0.15 * std::min(unexplored, 3);
  // Income per Harvest: the cubes the towns can take, less the upkeep paid
  // each time (huts cost food, uncovered military spaces money).
  int cubes = 0;
  int food_yield[kHexes];  // per collectable tile: the most food its cube brings
  int money_sum = 0;       // and the most money (wealth turns into money 1:1 in the Harvest)
  for (int h = 0; h < kHexes; ++h)
    if (s.face_up(h) && s.eligible(p, h))
      for (uint64_t m = s.map().hex_corners[h]; m; m &= m - 1)
        if (s.town_owner(std::countr_zero(m)) == p) {
          food_yield[cubes++] = s.best_yield(p, s.terrain_at(h), kFood);
          money_sum += std::max(s.best_yield(p, s.terrain_at(h), kMoney), s.best_yield(p, s.terrain_at(h), kWealth));
          break;
        }
  const int huts = s.huts_on_map(p);
  const int income = std::min(cubes, huts);
  v += 0.3 * income - 0.1 * s.town_upkeep_of(p) - 0.1 * s.military_upkeep_of(p);
  // Upkeep. It is paid only in a Harvest, so an evaluator that counted the
  // huts and warriors the income cannot keep at full worth, and the stock
  // that pays for them, until the Harvest comes makes every Harvest look
  // like a loss: the bot stops harvesting and the game never ends (the
  // stalemates of docs/strength.md: every seat taking no action, round after
  // round). So the upkeep is judged by the income, whenever it falls due:
  // - food: the food income of one Harvest (the Granary and the average food
  //   yield of the cubes left after the unhappy faces, capped at 8: 8 huts,
  //   upkeep 10, are never fed); the huts beyond those it feeds count as
  //   lost already;
  // - in the seat's own Harvest, before its food upkeep is paid: the huts
  //   the food at hand (the stock and what the cubes still to convert can
  //   bring) cannot feed count as lost;
  // - the stock food the next upkeep of the huts kept will eat is worth
  //   nothing: it is spent, whenever that Harvest comes.
  // A Harvest then never looks worse than taking no action for upkeep's sake.
  const auto fed_by = [&](int food, int most) {
    int h = most;
    while (h > 0 && town_upkeep(h) > std::min(food, kResMax)) --h;
    return h;
  };
  // The cubes a Harvest keeps with h huts (fewer huts, fewer unhappy faces).
  const int happy = s.happy_faces(p);
  const auto net_cubes = [&](int h) { return std::max(0, std::min(cubes, h) - std::max(0, unhappy_faces(h) - happy)); };
  const int granary = s.has_improvement(p, kGranary) ? 2 : 0;
  // Which cubes a Harvest takes depends on the towns' capacity, so the
  // income is judged by the average food yield of the tiles, not the best:
  // a Harvest may then bring more than expected, rarely less (a bot that
  // expected more would find the Harvest a loss).
  int yield_sum = 0;
  for (int i = 0; i < cubes; ++i) yield_sum += food_yield[i];
  const auto food_income = [&](int h) { return granary + (cubes > 0 ? net_cubes(h) * yield_sum / cubes : 0); };
  // The most huts (up to `most`) that the food income feeds with that many huts.
  const auto sustained = [&](int most) {
    int h = most;
    while (h > 0 && town_upkeep(h) > std::min(food_income(h), kResMax)) --h;
    return h;
  };
  const int food = s.res(p, kFood);
  const auto dec = s.decision();
  int kept = huts;
  if (p == s.active() && dec >= DawnState::kDecCollect && dec <= DawnState::kDecUpkeepFood) {
    int at_hand = food;
    if (dec == DawnState::kDecCollect) {
      // The cubes taken so far, then the best of the rest up to the most
      // collectable; the unhappy faces take the poorest.
      int taken[kHexes], rest[kHexes];
      int nt = 0, nr = 0;
      for (int h = 0; h < kHexes; ++h)
        if (s.collected(h))
          taken[nt++] = s.best_yield(p, s.terrain_at(h), kFood);
        else if (s.face_up(h) && s.eligible(p, h))
          rest[nr++] = s.best_yield(p, s.terrain_at(h), kFood);
      std::sort(rest, rest + nr, [](int a, int b) { return a > b; });
      for (int i = 0; i < nr && nt < s.collect_max(); ++i) taken[nt++] = rest[i];
      std::sort(taken, taken + nt, [](int a, int b) { return a > b; });
      const int keep = nt - std::max(0, unhappy_faces(huts) - s.happy_faces(p));
      for (int i = 0; i < keep; ++i) at_hand += taken[i];
      at_hand += granary;
    } else {
      int in_hand[kHuts * 3];
      int k = 0;
      for (int t = 0; t < kTerrains; ++t)
        for (int i = 0; i < s.cubes(t) && k < kHuts * 3; ++i) in_hand[k++] = s.best_yield(p, t, kFood);
      std::sort(in_hand, in_hand + k, [](int a, int b) { return a > b; });
      for (int i = 0; i < k - s.discards_left(); ++i) at_hand += in_hand[i];
      if (dec == DawnState::kDecDiscard) at_hand += granary;
    }
    kept = fed_by(at_hand, huts);
    v -= 1.5 * (huts - kept);
  }
  v -= 1.5 * (kept - sustained(kept)) + 0.10 * std::min(food, town_upkeep(kept));
  // Green and blue techs improve the economy; red and yellow give options.
  v += 0.1 * (s.colour_count(p, kGreen) + s.colour_count(p, kBlue));
  // Experience lead.
  v += 0.05 * s.xp(p);
  // The military upkeep, judged like the food upkeep above: the money the
  // next upkeep eats is worth nothing; the warriors the money income of one
  // Harvest (the Market's, the average money yield of the cubes the huts
  // leave) cannot keep count as lost already (each one returned lowers the
  // upkeep by 1); in the seat's own Harvest, before the upkeep is paid, the
  // money at hand counts instead.
  const int money = s.res(p, kMoney);
  const int mil = s.military_upkeep_of(p);
  v -= 0.08 * std::min(mil, money);
  const int for_food = yield_sum > 0 ? (town_upkeep(kept) * cubes + yield_sum - 1) / yield_sum : 0;
  const int spare = std::max(0, net_cubes(kept) - for_food);  // cubes left once the huts are fed
  int money_income = (s.has_improvement(p, kMarket) ? 2 : 0) + (cubes > 0 ? spare * money_sum / cubes : 0);
  if (p == s.active() && dec >= DawnState::kDecCollect && dec <= DawnState::kDecUpkeepMoney)
    money_income = money + (dec <= DawnState::kDecConvert ? money_income : 0);
  const int unpaid = std::min(warriors, std::max(0, mil - money_income));
  v -= warriors_worth(warriors) - warriors_worth(warriors - unpaid);
  return v;
}

// The search bots' playout policy (GameInfo::rollout): a cheap imitation of
// sensible play instead of uniformly random actions. A random playout takes
// no action or a pointless one most turns ("take no action" and the moves of
// a stack are most of the choices), throws cubes away in the Harvest and
// converts them to resources at the cap, so after a few turns its position
// says little about the one it started from. This one takes the Harvest,
// research, building and growing whenever its space offers them, mostly
// something else than nothing elsewhere, and converts each cube to the most
// it yields (food first while the upkeep is not covered, never to a full
// track, wealth to science). With it the playouts run 80 actions (about ten
// turns): 20 and 40 were weaker against the heuristic (docs/strength.md).
Action dawn_rollout(const State& st, std::span<const Action> legal, Rng& rng) {
  const auto& s = static_cast<const DawnState&>(st);
  const auto any = [&] { return legal[rng.below(static_cast<uint32_t>(legal.size()))]; };
  Action buf[64];
  uint32_t k = 0;
  switch (s.decision()) {
    case DawnState::kDecRondel:
      for (Action a : legal)
        if (action_kind(a) == kActRondel && k < 64) buf[k++] = a;
      return k ? buf[rng.below(k)] : any();
    case DawnState::kDecAction: {
      for (Action a : legal)
        if (action_kind(a) == kActHarvest) return a;
      for (Action a : legal) {
        const uint32_t kind = action_kind(a);
        if ((kind == kActResearch || kind == kActBuild || kind == kActGrow) && k < 64) buf[k++] = a;
      }
      if (k) return buf[rng.below(k)];
      for (Action a : legal) {
        const uint32_t kind = action_kind(a);
        if (kind != kActSkip && kind != kActConvert && k < 64) buf[k++] = a;
      }
      if (k && rng.below(4) != 0) return buf[rng.below(k)];
      return make_action(kActSkip);
    }
    case DawnState::kDecConvert: {
      const int p = s.active();
      const bool hungry = s.res(p, kFood) < s.town_upkeep_of(p);
      int best = -1000;
      Action pick = 0;
      for (Action a : legal) {
        if (action_kind(a) != kActCube) continue;
        const uint32_t arg = action_arg(a);
        const int r = static_cast<int>((arg >> 4) & 15), amount = static_cast<int>(arg & 15);
        int v = -1;  // converting to nothing
        if (r < kResCount) {
          v = 4 * amount + (r == kFood && hungry ? 8 : 0) + (r == kScience ? 2 : 0);
          if (s.res(p, r) >= kResMax) v -= 20;
        }
        v += static_cast<int>(rng.below(3));
        if (v > best) {
          best = v;
          pick = a;
        }
      }
      if (best > -1000) return pick;
      for (Action a : legal)
        if (action_kind(a) == kActWealth && action_arg(a) == kScience) return a;
      for (Action a : legal)
        if (action_kind(a) == kActEndConvert) return a;
      return any();
    }
    default:
      return any();
  }
}

// The least-progress choice (GameInfo::pass): a person who only passes moves
// the rondel marker (which the rules require) to the first space offered,
// then takes no action; declines whatever is optional, converts nothing in a
// Harvest (it never takes one) and makes no legend. Whatever else it is asked
// (setup, upkeep returns, the Spirit of Mars), the first legal choice.
Action dawn_pass(const State& st, std::span<const Action> legal) {
  (void)st;
  for (uint32_t kind : {kActSkip, kActDone, kActEndConvert, kActSpiritLeave})
    for (Action a : legal)
      if (action_kind(a) == kind) return a;
  for (Action a : legal)
    if (a == make_action(kActLegend, 0)) return a;
  return legal.front();
}

}  // namespace emp
