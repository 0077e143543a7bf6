// Dawn of Empires: the rulebook's examples with their numbers (4.1.1, 4.4,
// 4.6, 4.7), setup (section 3), the rondel (section 4) and the end (section 6).
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

// The layout of the collect-cubes example (4.1.1), built on the 2-player map:
// C (0,0), E (0,-1), F (1,-1), B (-1,1), D (0,1), G (1,0), H (1,1), A (-1,0), A2 (-1,-1).
// Red (seat 0): a size-3 town at C/E/F and a size-1 town at A/A2/E.
// Blue (seat 1): a size-3 town at C/B/D and a size-2 town at G/D/H; Blue warriors stand on A and A2.
struct Example {
  std::unique_ptr<DawnState> s;
  int A, A2, B, C, D, E, F, G, H;
};
Example collect_example() {
  Example x{make(2), 0, 0, 0, 0, 0, 0, 0, 0, 0};
  DawnState& S = *x.s;
  x.C = hex(S, 0, 0), x.E = hex(S, 0, -1), x.F = hex(S, 1, -1), x.B = hex(S, -1, 1), x.D = hex(S, 0, 1);
  x.G = hex(S, 1, 0), x.H = hex(S, 1, 1), x.A = hex(S, -1, 0), x.A2 = hex(S, -1, -1);
  A::set_terrain(S, x.C, kPlains);
  A::set_terrain(S, x.E, kForest);
  A::set_terrain(S, x.F, kHills);
  A::set_terrain(S, x.B, kGrass);
  A::set_terrain(S, x.D, kForest);
  A::set_terrain(S, x.G, kPlains);
  A::set_terrain(S, x.H, kMountains);
  A::set_terrain(S, x.A, kGrass);
  A::set_terrain(S, x.A2, kForest);
  A::set_town(S, corner(S, 0, 0, 0), 0, 3);
  A::set_town(S, corner(S, -1, 0, 0), 0, 1);
  A::set_town(S, corner(S, 0, 0, 1), 1, 3);
  A::set_town(S, corner(S, 1, 0, 1), 1, 2);
  A::set_warriors(S, 1, x.A, 1);
  A::set_warriors(S, 1, x.A2, 1);
  return x;
}

uint32_t eligible_set(const DawnState& s, int p) {
  uint32_t m = 0;
  for (int h = 0; h < kHexes; ++h)
    if (s.eligible(p, h) && (s.map().hex_corners[h] != 0)) {
      // only tiles next to p's towns count
      for (uint64_t c = s.map().hex_corners[h]; c; c &= c - 1)
        if (s.town_owner(std::countr_zero(c)) == p) m |= 1u << h;
    }
  return m;
}

}  // namespace

TEST_CASE("dawn 4.1.1: collect cubes (Red gets C, E, F; Blue gets B, C, D, G, H)", "[dawn][example]") {
  Example x = collect_example();
  DawnState& S = *x.s;
  invariants(S);
  const uint32_t red = eligible_set(S, 0), blue = eligible_set(S, 1);
  CHECK(red == ((1u << x.C) | (1u << x.E) | (1u << x.F)));
  CHECK(blue == ((1u << x.B) | (1u << x.C) | (1u << x.D) | (1u << x.G) | (1u << x.H)));
  // A and A2: Blue's units keep Red out, and Blue has no town there.
  CHECK_FALSE(S.eligible(0, x.A));
  CHECK_FALSE(S.eligible(0, x.A2));
  // Blue harvests: 5 cubes (plains, grassland, forest, plains, mountains);
  // 5 huts show 1 unhappy face, so 1 cube goes.
  A::begin_turn(S, 1);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  CHECK(S.cubes_total() == 5);
  CHECK(S.cubes(kPlains) == 2);
  CHECK(S.cubes(kGrass) == 1);
  CHECK(S.cubes(kForest) == 1);
  CHECK(S.cubes(kMountains) == 1);
  CHECK(S.decision() == DawnState::kDecDiscard);
  CHECK(S.discards_left() == 1);
  act(S, make_action(kActDiscard, kMountains));
  CHECK(S.cubes_total() == 4);
  CHECK(S.decision() == DawnState::kDecConvert);
  // Red harvests C, E, F (4 huts: no unhappy face).
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  CHECK(S.cubes_total() == 3);
  CHECK(S.cubes(kPlains) == 1);
  CHECK(S.cubes(kForest) == 1);
  CHECK(S.cubes(kHills) == 1);
  CHECK(S.decision() == DawnState::kDecConvert);
  invariants(S);
}

TEST_CASE("dawn 4.1.1: a town collects at most its size, each tile once", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  const int c = corner(S, 0, 0, 0);
  A::set_town(S, c, 0, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  // 3 tiles around a size-1 town: choose 1.
  REQUIRE(S.decision() == DawnState::kDecCollect);
  CHECK(S.collect_max() == 1);
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(l.size() == 3);
  act(S, make_action(kActCollect, static_cast<uint32_t>(hex(S, 0, -1))));
  CHECK(S.cubes_total() == 1);
  CHECK(en(S.why_illegal(make_action(kActCollect, 0))) == "Harvest: convert your cubes, then finish.");
}

TEST_CASE("dawn 4.1.1: a unit on a tile keeps everyone else out, ties share", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  const int c = corner(S, 0, 0, 0);  // tiles (0,0) (0,-1) (1,-1)
  const int d = corner(S, 0, 0, 1);  // tiles (0,0) (-1,1) (0,1)
  A::set_town(S, c, 0, 2);
  A::set_town(S, d, 1, 2);
  CHECK(S.eligible(0, hex(S, 0, 0)));
  CHECK(S.eligible(1, hex(S, 0, 0)));  // 2 = 2: both
  A::set_town(S, d, 1, 3);
  CHECK_FALSE(S.eligible(0, hex(S, 0, 0)));  // 2 < 3
  A::set_settlers(S, 0, hex(S, 0, 0), 1);
  CHECK(S.eligible(0, hex(S, 0, 0)));  // Red's settler holds it
  CHECK_FALSE(S.eligible(1, hex(S, 0, 0)));
}

TEST_CASE("dawn 4.4: settling restrictions (edge, 3 oceans, unexplored, taken)", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  A::give_tech(S, 0, kSailing);
  const int P = hex(S, 0, 0);
  A::set_terrain(S, P, kOcean);
  A::set_terrain(S, hex(S, 0, -1), kOcean);
  A::set_terrain(S, hex(S, 1, -1), kOcean);
  A::set_terrain(S, hex(S, -1, 0), kGrass);
  A::set_terrain(S, hex(S, -1, 1), kPlains);
  A::set_terrain(S, hex(S, 0, 1), kForest);
  A::set_terrain(S, hex(S, 1, 0), kHills, false);  // unexplored
  A::set_town(S, corner(S, 0, 0, 1), 1, 1);        // S corner taken by Blue
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);       // Red's home town elsewhere
  A::set_settlers(S, 0, P, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(P, 0, 1));
  auto found = [&](int q, int r, int ns) { return make_action(kActFound, static_cast<uint32_t>(corner(S, q, r, ns))); };
  CHECK_FALSE(legal(S, found(0, 0, 0)));   // N: 3 ocean tiles
  CHECK_FALSE(legal(S, found(1, -1, 1)));  // NE: next to an unexplored tile
  CHECK_FALSE(legal(S, found(0, 1, 0)));   // SE: next to an unexplored tile
  CHECK_FALSE(legal(S, found(0, 0, 1)));   // S: a town is there
  CHECK(legal(S, found(-1, 1, 0)));        // SW
  CHECK(legal(S, found(0, -1, 1)));        // NW: one land tile is enough
  CHECK(
      en(S.why_illegal(found(0, 0, 0))) ==
      "A town needs a free corner of the stack's tile with 3 explored tiles, not all ocean (never at the map's edge).");
  act(S, found(-1, 1, 0));
  CHECK(S.town_owner(corner(S, -1, 1, 0)) == 0);
  CHECK(S.town_size(corner(S, -1, 1, 0)) == 1);
  CHECK(S.settlers(0, P) == 0);
  CHECK(S.huts_on_map(0) == 2);
  // The edge: a hex in the map's corner has fewer than 6 corners where towns may stand.
  CHECK(std::popcount(S.map().hex_corners[hex(S, 0, -2)]) < 6);
  CHECK(std::popcount(S.map().hex_corners[hex(S, 0, 0)]) == 6);
  invariants(S);
}

TEST_CASE("dawn 4.6: the Great Wall needs Masonry and costs 1 money and 5 production", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, 0, 5, 0, 1, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpGrowBuild));
  CHECK(en(S.why_illegal(wonder(kGreatWall))) == "Great Wall needs Masonry.");
  CHECK(de(S.why_illegal(wonder(kGreatWall))) == "Große Mauer braucht Mauerbau.");
  A::give_tech(S, 0, kMasonry);
  A::set_res(S, 0, kMoney, 0);
  CHECK(en(S.why_illegal(wonder(kGreatWall))) == "Great Wall costs 1 money and 5 production.");
  A::set_res(S, 0, kMoney, 1);
  A::set_res(S, 0, kProd, 4);
  CHECK_FALSE(legal(S, wonder(kGreatWall)));
  A::set_res(S, 0, kProd, 6);
  act(S, wonder(kGreatWall));
  CHECK(S.has_wonder(0, kGreatWall));
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.res(0, kProd) == 1);
  CHECK(S.vp_wonders(0) == 1);
  // Built once per game.
  A::give_tech(S, 1, kMasonry);
  A::set_res(S, 1, 0, 8, 0, 8, 0);
  A::set_town(S, corner(S, -2, 1, 1), 1, 1);
  A::begin_turn(S, 1);
  act(S, rondel(kSpGrowBuild));
  CHECK(en(S.why_illegal(wonder(kGreatWall))) == "Great Wall has already been built.");
}

TEST_CASE("dawn 4.7: a town grows to size 3 at most", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  const int c = corner(S, 0, 0, 0);
  A::set_town(S, c, 0, 2);
  A::set_res(S, 0, kFood, 8);
  A::begin_turn(S, 0);
  act(S, rondel(kSpGrowBuild));
  const int cost = kEmpireInfo[S.empire(0)].grow_cost;
  act(S, make_action(kActGrow, static_cast<uint32_t>(c)));
  CHECK(S.town_size(c) == 3);
  CHECK(S.res(0, kFood) == 8 - cost);
  CHECK(S.huts_on_map(0) == 3);
  A::begin_turn(S, 0);
  act(S, rondel(kSpGrowBuild));
  CHECK_FALSE(legal(S, make_action(kActGrow, static_cast<uint32_t>(c))));
  CHECK(en(S.why_illegal(make_action(kActGrow, static_cast<uint32_t>(c)))) == "A town grows to size 3 at most.");
  CHECK(de(S.why_illegal(make_action(kActGrow, static_cast<uint32_t>(c)))) ==
        "Eine Stadt wächst höchstens auf Größe 3.");
}

TEST_CASE("dawn 3: setup in reverse order, start tiles around a corner, the exploration bonus", "[dawn][example]") {
  Options o;
  o.players = 2;
  DawnState S(o, 5);
  const int first = S.start_player();
  // The last player in turn order chooses first.
  CHECK(S.current_player() == (first + 1) % 2);
  CHECK(S.decision() == DawnState::kDecEmpire);
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(l.size() == 4);
  act(S, make_action(kActEmpire, 0));  // Egyptians: DES1 GRS1 PLN1
  act(S, make_action(kActStart, 1));   // SW
  act(S, make_action(kActArrange, 0));
  CHECK(S.current_player() == first);
  S.legal_actions(l);
  CHECK(l.size() == 3);  // Egyptians taken
  CHECK(en(S.why_illegal(make_action(kActEmpire, 0))) == "This empire is already taken.");
  act(S, make_action(kActEmpire, 2));  // Greeks: OCN3 HIL1 PLN2; the last start is forced
  CHECK(S.decision() == DawnState::kDecArrange);
  act(S, make_action(kActArrange, 5));
  CHECK_FALSE(S.setup());
  CHECK(S.current_player() == first);
  CHECK(S.decision() == DawnState::kDecRondel);
  const int egy = (first + 1) % 2;
  // Egyptians: desert 2f 1m 1s + grassland 1p 1m + plains 1f 1p 1s = 3f 2p 2m 2s (data file §3.2).
  CHECK(S.res(egy, kFood) == 3);
  CHECK(S.res(egy, kProd) == 2);
  CHECK(S.res(egy, kMoney) == 2);
  CHECK(S.res(egy, kScience) == 2);
  CHECK(S.res(egy, kWealth) == 0);
  // Greeks: ocean 1f 1p + hills 1f 1p 1m + plains 1f 1p 1s = 3f 3p 1m 1s.
  CHECK(S.res(first, kFood) == 3);
  CHECK(S.res(first, kProd) == 3);
  CHECK(S.res(first, kMoney) == 1);
  CHECK(S.res(first, kScience) == 1);
  // 19 face-down tiles, among them the 6 start tiles nobody chose; 1 hut out, 7 warriors on the track.
  int down = 0;
  for (int h = 0; h < kHexes; ++h) down += !S.face_up(h);
  CHECK(down == 19);
  for (int p = 0; p < 2; ++p) {
    CHECK(S.huts_on_map(p) == 1);
    CHECK(S.own_track(p) == 7);
    CHECK(S.rondel(p) == 0);
    CHECK(S.town_owner(S.map().start_corner[S.start_pos(p)]) == p);
  }
  // The start tiles: SW hexes (-3,1) (-4,2) (-3,2) got DES1 GRS1 PLN1 in order.
  CHECK(S.tile_at(hex(S, -3, 1)) == 24);
  CHECK(S.tile_at(hex(S, -4, 2)) == 6);
  CHECK(S.tile_at(hex(S, -3, 2)) == 10);
  // Nobody may see a face-down tile: the observation has no tile there.
  CHECK(S.observation_json(0).find("\"OCN1\"") == std::string::npos);
  invariants(S);
}

TEST_CASE("dawn 4: the rondel (first move free, 1-2 steps, never back to the start)", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::begin_turn(S, 0);
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(l.size() == 6);  // from the centre, any space
  A::begin_turn(S, 0, 5);
  S.legal_actions(l);
  CHECK(l.size() == 2);
  CHECK(legal(S, rondel(6)));
  CHECK(legal(S, rondel(1)));
  CHECK(en(S.why_illegal(rondel(2))) == "3 steps is too far: you may move 1 to 2 spaces.");
  CHECK(en(S.why_illegal(rondel(5))) == "You may not end where you started.");
  // Code of Laws: 3 steps.
  A::give_tech(S, 0, kCodeOfLaws);
  S.legal_actions(l);
  CHECK(l.size() == 3);
  // Monarchy: every further step costs 1 money, paid as you move.
  A::give_tech(S, 0, kMonarchy);
  A::set_res(S, 0, kMoney, 1);
  CHECK(legal(S, rondel(3)));        // 4 steps: 1 money
  CHECK_FALSE(legal(S, rondel(4)));  // 5 steps: 2 money
  CHECK(en(S.why_illegal(rondel(4))) == "With Monarchy each extra step costs 1 money: 5 steps need 2, you have 1.");
  act(S, rondel(3));
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.rondel(0) == 3);
  CHECK(S.decision() == DawnState::kDecAction);
}

TEST_CASE("dawn 6: the end trigger gives everyone one more turn, the trigger's seat last", "[dawn][example]") {
  auto s = make(3);
  DawnState& S = *s;
  A::seat_order(S);  // turns in seat order: 0, 1, 2
  for (int p = 0; p < 3; ++p) A::set_town(S, S.map().start_corner[p], p, 1);
  A::begin_turn(S, 1, 1);
  A::set_xp(S, 1, 20);
  act(S, rondel(2));
  act(S, kSkip);  // seat 1's turn ends with 20 XP: the final round starts
  CHECK(S.end_triggered());
  CHECK(S.final_turns_left() == 3);
  CHECK(S.active() == 2);
  act(S, rondel(3));
  act(S, kSkip);
  CHECK(S.active() == 0);
  act(S, rondel(3));
  act(S, kSkip);
  CHECK(S.active() == 1);
  CHECK_FALSE(S.terminal());
  act(S, rondel(3));
  act(S, kSkip);
  CHECK(S.terminal());
  // Scoring: 1 hut each, seat 1 has more XP than both others: +2.
  std::vector<int> sc;
  S.scores(sc);
  CHECK(sc == std::vector<int>{1, 3, 1});
  std::vector<int> rk;
  S.ranks(rk);
  CHECK(rk[1] == 0);
}

TEST_CASE("dawn 6: other triggers (12 technologies, all 9 huts) and final scoring with every item", "[dawn][example]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 3);
  A::set_town(S, corner(S, 1, 0, 1), 0, 3);
  A::set_town(S, corner(S, -2, 1, 1), 0, 3);
  A::set_town(S, corner(S, 2, -1, 0), 1, 1);
  CHECK(S.huts_on_map(0) == 9);
  A::begin_turn(S, 0, 1);
  act(S, rondel(2));
  act(S, kSkip);
  CHECK(S.end_triggered());
  auto t = make(2);
  DawnState& T = *t;
  A::set_town(T, corner(T, 0, 0, 0), 0, 2);
  A::set_town(T, corner(T, 2, -1, 0), 1, 1);
  for (int k : {kAgriculture, kHarbors, kIrrigation, kMasonry, kPottery, kWriting, kCodeOfLaws, kMonarchy, kMysticism,
                kMilitia, kSailing, kIronWorking})
    A::give_tech(T, 0, k);
  CHECK(T.tech_count(0) == 12);
  A::give_improvement(T, 0, kPalace);
  A::give_wonder(T, 0, kPyramids);
  A::give_wonder(T, 0, kOracle);
  A::set_legends(T, 0, 2);
  A::set_xp(T, 0, 3);
  A::set_xp(T, 1, 5);
  // huts 2 + techs 12 + legends 2 + Palace 1 + Pyramids 2 + Oracle 1 + XP 0 = 20.
  CHECK(T.score(0) == 20);
  CHECK(T.score(1) == 1 + 1);
  A::begin_turn(T, 0, 1);
  act(T, rondel(2));
  act(T, kSkip);
  CHECK(T.end_triggered());
  CHECK(T.final_turns_left() == 2);
}
