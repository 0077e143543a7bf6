// Dawn of Empires: one test per technology, city improvement and wonder effect
// (appendices 9-11; data file §4-7).
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

constexpr int kI = kImprovements, kT = kTechs;

// Red's size-3 town at (0,0,N) on tiles (0,0) (0,-1) (1,-1) of the given
// terrains; Red harvests with `techs` and `wonders`; the state stops in the
// convert step with the 3 cubes.
std::unique_ptr<DawnState> harvest(std::initializer_list<int> terrains, std::initializer_list<int> techs,
                                   std::initializer_list<int> wonders = {}, std::initializer_list<int> imps = {}) {
  auto s = make(2);
  DawnState& S = *s;
  const int hs[3] = {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)};
  int i = 0;
  for (int t : terrains) A::set_terrain(S, hs[i++], t);
  A::set_town(S, corner(S, 0, 0, 0), 0, 3);
  for (int t : techs) A::give_tech(S, 0, t);
  for (int w : wonders) A::give_wonder(S, 0, w);
  for (int m : imps) A::give_improvement(S, 0, m);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  return s;
}

bool offers(const DawnState& s, int terrain, int r, int k) { return legal(s, cube(terrain, r, k)); }

}  // namespace

// ---- default yields and green technologies ----

TEST_CASE("dawn effects: default cube yields (1 per cube; desert nothing)", "[dawn][effects]") {
  auto s = harvest({kForest, kOcean, kDesert}, {});
  DawnState& S = *s;
  CHECK(offers(S, kForest, kFood, 1));
  CHECK(offers(S, kForest, kProd, 1));
  CHECK(offers(S, kForest, kWealth, 1));
  CHECK(offers(S, kOcean, kFood, 1));
  CHECK(offers(S, kOcean, kWealth, 1));
  CHECK_FALSE(offers(S, kOcean, kWealth, 3));
  CHECK(offers(S, kDesert, kResNone, 0));
  act(S, cube(kOcean, kWealth, 1));
  act(S, cube(kDesert, kResNone, 0));
  act(S, cube(kForest, kWealth, 1));
  CHECK(S.res(0, kWealth) == 2);
  // 1 wealth to 1 money or science, in the Harvest only.
  act(S, make_action(kActWealth, kMoney));
  CHECK(S.res(0, kMoney) == 1);
  act(S, kEndConvert);
  // Upkeep: 3 huts: 1 food (there is none: the town drops to size 2); wealth resets.
  CHECK(S.res(0, kWealth) == 0);
  CHECK(S.town_size(corner(S, 0, 0, 0)) == 2);
}

TEST_CASE("dawn effects: Agriculture (plains or hills to 2 food)", "[dawn][effects]") {
  auto s = harvest({kPlains, kHills, kForest}, {kAgriculture});
  CHECK(offers(*s, kPlains, kFood, 2));
  CHECK(offers(*s, kHills, kFood, 2));
  auto t = harvest({kPlains, kHills, kForest}, {});
  CHECK_FALSE(offers(*t, kPlains, kFood, 2));
}

TEST_CASE("dawn effects: Coastal Trade (ocean to 3 wealth)", "[dawn][effects]") {
  auto s = harvest({kOcean, kForest, kForest}, {kCoastalTrade});
  CHECK(offers(*s, kOcean, kWealth, 3));
  act(*s, cube(kOcean, kWealth, 3));
  CHECK(s->res(0, kWealth) == 3);
}

TEST_CASE("dawn effects: Copper Working (hills 3 production, mountains 2 production)", "[dawn][effects]") {
  auto s = harvest({kHills, kMountains, kForest}, {kCopperWorking});
  CHECK(offers(*s, kHills, kProd, 3));
  CHECK(offers(*s, kMountains, kProd, 2));
}

TEST_CASE("dawn effects: Goldsmithing (hills 3 production, mountains 2 wealth)", "[dawn][effects]") {
  auto s = harvest({kHills, kMountains, kForest}, {kGoldsmithing});
  CHECK(offers(*s, kHills, kProd, 3));
  CHECK(offers(*s, kMountains, kWealth, 2));
}

TEST_CASE("dawn effects: Harbors (ocean to 2 food)", "[dawn][effects]") {
  auto s = harvest({kOcean, kForest, kForest}, {kHarbors});
  CHECK(offers(*s, kOcean, kFood, 2));
}

TEST_CASE("dawn effects: Highland Quarrying (hills 2 production, mountains 3 production)", "[dawn][effects]") {
  auto s = harvest({kHills, kMountains, kForest}, {kHighlandQuarrying});
  CHECK(offers(*s, kHills, kProd, 2));
  CHECK(offers(*s, kMountains, kProd, 3));
}

TEST_CASE("dawn effects: Irrigation (grassland to 3 food)", "[dawn][effects]") {
  auto s = harvest({kGrass, kForest, kForest}, {kIrrigation});
  CHECK(offers(*s, kGrass, kFood, 3));
}

TEST_CASE("dawn effects: Mining (hills 2 production, mountains 3 wealth)", "[dawn][effects]") {
  auto s = harvest({kHills, kMountains, kForest}, {kMining});
  CHECK(offers(*s, kHills, kProd, 2));
  CHECK(offers(*s, kMountains, kWealth, 3));
}

TEST_CASE("dawn effects: Pastoralism (grassland or plains to 3 wealth)", "[dawn][effects]") {
  auto s = harvest({kGrass, kPlains, kForest}, {kPastoralism});
  CHECK(offers(*s, kGrass, kWealth, 3));
  CHECK(offers(*s, kPlains, kWealth, 3));
}

TEST_CASE("dawn effects: every gain is capped at 8", "[dawn][effects]") {
  auto s = harvest({kGrass, kGrass, kForest}, {kIrrigation});
  A::set_res(*s, 0, kFood, 7);
  act(*s, cube(kGrass, kFood, 3));
  CHECK(s->res(0, kFood) == 8);
}

// ---- blue technologies: conversions during your turn, buildings allowed ----

TEST_CASE(
    "dawn effects: the conversions of your turn (Currency, Writing, Merchants, Public Works, Scholarship, Great "
    "Library, Tomb of Midas)",
    "[dawn][effects]") {
  struct Row {
    int source;  // tech, or kTechs + wonder
    int k;
    int from, in, to, out;
  };
  const Row rows[] = {
      {kCurrency, 0, kWealth, 2, kMoney, 3},
      {kWriting, 1, kWealth, 2, kScience, 3},
      {kT + kGreatLibrary, 2, kWealth, 1, kScience, 2},
      {kT + kTombOfMidas, 3, kWealth, 1, kMoney, 2},
      {kMerchants, 4, kFood, 1, kMoney, 1},
      {kPublicWorks, 5, kFood, 1, kProd, 1},
      {kScholarship, 6, kFood, 1, kScience, 1},
  };
  for (const Row& r : rows) {
    auto s = make(2);
    DawnState& S = *s;
    A::set_town(S, corner(S, 0, 0, 0), 0, 1);
    A::set_res(S, 0, r.from, r.in);
    A::begin_turn(S, 0);
    CHECK(en(S.why_illegal(convert(r.k))) == "You do not have the technology or wonder for this conversion.");
    if (r.source < kTechs)
      A::give_tech(S, 0, r.source);
    else
      A::give_wonder(S, 0, r.source - kTechs);
    act(S, convert(r.k));
    CHECK(S.res(0, r.from) == 0);
    CHECK(S.res(0, r.to) == r.out);
    CHECK_FALSE(legal(S, convert(r.k)));  // nothing left to convert
    // Also after moving the rondel marker, in the same turn.
    A::set_res(S, 0, r.from, r.in);
    act(S, rondel(kSpGrowBuild));
    CHECK(legal(S, convert(r.k)));
    // Never in another player's turn.
    A::begin_turn(S, 1);
    A::set_town(S, corner(S, 1, 0, 1), 1, 1);
    CHECK(S.current_player() == 1);
    CHECK_FALSE(legal(S, convert(r.k)));
  }
}

TEST_CASE(
    "dawn effects: buildings allowed by technologies (Masonry, Pottery, Currency, Writing, Code of Laws, Monarchy, "
    "Mysticism, Polytheism, red techs, Sailing)",
    "[dawn][effects]") {
  struct Row {
    int tech;
    std::vector<int> builds;  // build ids
  };
  const Row rows[] = {
      {kMasonry, {kWorkshop, kWalls, kI + kPyramids, kI + kGreatWall}},
      {kPottery, {kGranary, kI + kHangingGardens}},
      {kCurrency, {kMarket, kI + kTombOfMidas}},
      {kWriting, {kLibrary, kI + kGreatLibrary}},
      {kMerchants, {kI + kColossus}},
      {kPublicWorks, {kI + kColossus}},
      {kScholarship, {kI + kColossus}},
      {kCodeOfLaws, {kCourt}},
      {kMonarchy, {kPalace}},
      {kMysticism, {kTemple, kI + kOracle}},
      {kPolytheism, {kTemple, kI + kTempleOfMars}},
      {kHorsebackRiding, {kBarracks}},
      {kIronWorking, {kBarracks}},
      {kMilitaryTactics, {kBarracks}},
      {kMilitia, {kBarracks}},
      {kSailing, {kI + kGreatLighthouse}},
  };
  for (const Row& r : rows) {
    auto s = make(2);
    DawnState& S = *s;
    A::set_town(S, corner(S, 0, 0, 0), 0, 1);
    A::set_res(S, 0, 0, 8, 0, 8, 0);
    A::begin_turn(S, 0);
    act(S, rondel(kSpGrowBuild));
    for (int b : r.builds) CHECK_FALSE(legal(S, build(b)));
    A::give_tech(S, 0, r.tech);
    for (int b : r.builds) CHECK(legal(S, build(b)));
    int allowed = 0;
    for (int b = 0; b < kBuildables; ++b) allowed += legal(S, build(b));
    CHECK(allowed == static_cast<int>(r.builds.size()));
  }
}

// ---- yellow technologies ----

TEST_CASE("dawn effects: happy faces (Mysticism 1, Polytheism 1, Theology 2, Temple 1, Hanging Gardens 1, Oracle 2)",
          "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  CHECK(S.happy_faces(0) == 0);
  A::give_tech(S, 0, kMysticism);
  CHECK(S.happy_faces(0) == 1);
  A::give_tech(S, 0, kPolytheism);
  CHECK(S.happy_faces(0) == 2);
  A::give_tech(S, 0, kTheology);
  CHECK(S.happy_faces(0) == 4);
  A::give_improvement(S, 0, kTemple);
  CHECK(S.happy_faces(0) == 5);
  A::give_wonder(S, 0, kHangingGardens);
  CHECK(S.happy_faces(0) == 6);
  A::give_wonder(S, 0, kOracle);
  CHECK(S.happy_faces(0) == 8);
  // 7 huts show 3 unhappy faces: a Temple's face cancels one of them.
  auto t = harvest({kForest, kForest, kForest}, {});
  CHECK(t->decision() == DawnState::kDecConvert);  // 3 huts: no unhappy face
  auto u = make(2);
  DawnState& U = *u;
  A::set_town(U, corner(U, 0, 0, 0), 0, 3);
  A::set_town(U, corner(U, 1, 0, 1), 0, 3);
  A::give_improvement(U, 0, kTemple);
  for (int h : {hex(U, 0, 0), hex(U, 0, -1), hex(U, 1, -1)}) A::set_terrain(U, h, kForest);
  for (int h : {hex(U, 1, 0), hex(U, 0, 1), hex(U, 1, 1)}) A::set_terrain(U, h, kPlains);
  A::begin_turn(U, 0);
  act(U, rondel(kSpHarvest));
  act(U, kHarvestA);
  // 6 huts: 2 unhappy faces, 1 happy: 1 of the 6 cubes goes.
  CHECK(U.cubes_total() == 6);
  REQUIRE(U.decision() == DawnState::kDecDiscard);
  CHECK(U.discards_left() == 1);
  act(U, make_action(kActDiscard, kPlains));
  CHECK(U.cubes_total() == 5);
  CHECK(U.cubes(kPlains) == 2);
}

TEST_CASE("dawn effects: Philosophy researches one more technology at once", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, kScience, 8);
  A::begin_turn(S, 0);
  act(S, rondel(kSpResearch));
  act(S, research(kPhilosophy));
  CHECK(S.res(0, kScience) == 3);
  REQUIRE(S.decision() == DawnState::kDecPhilosophy);
  CHECK(legal(S, kDone));
  CHECK_FALSE(legal(S, research(kMonarchy)));  // 4 science > 3
  act(S, research(kMasonry));
  CHECK(S.has_tech(0, kMasonry));
  CHECK(S.res(0, kScience) == 1);
  CHECK(S.active() == 1);
  CHECK(S.tech_supply(kPhilosophy) == 0);
}

TEST_CASE("dawn effects: research limits (cost, no duplicates, 3 per colour, copies)", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, kScience, 8);
  for (int t : {kHarbors, kIrrigation, kAgriculture}) A::give_tech(S, 0, t);
  A::give_tech(S, 0, kSailing);
  A::give_tech(S, 1, kPhilosophy);
  A::begin_turn(S, 0);
  act(S, rondel(kSpResearch));
  CHECK(en(S.why_illegal(research(kMining))) == "You already have 3 technologies of this colour.");
  CHECK(en(S.why_illegal(research(kSailing))) == "You already have Sailing.");
  CHECK(en(S.why_illegal(research(kPhilosophy))) == "No tile of Philosophy is left.");
  A::set_res(S, 0, kScience, 1);
  CHECK(en(S.why_illegal(research(kMasonry))) == "Masonry costs 2 science; you have 1.");
  CHECK(de(S.why_illegal(research(kMasonry))) == "Mauerbau kostet 2 Wissenschaft; du hast 1.");
}

// ---- red technologies ----

TEST_CASE("dawn effects: Horseback Riding moves the same stack twice, not after mountains", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  const int a = hex(S, -1, 0), b = hex(S, 0, 0), c = hex(S, 1, 0);
  for (int h : {a, b, c}) A::set_terrain(S, h, kPlains);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::set_warriors(S, 0, a, 2);
  A::give_tech(S, 0, kHorsebackRiding);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(a, 2));
  act(S, step(b));
  REQUIRE(S.decision() == DawnState::kDecMoveOpt2);
  act(S, step(c));
  CHECK(S.warriors(0, c) == 2);
  CHECK(S.active() == 1);
  // Not after entering mountains.
  A::set_terrain(S, b, kMountains);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(c, 2));
  act(S, step(b));
  CHECK(S.active() == 1);
  // Without the technology: one step.
  auto t = make(2);
  DawnState& T = *t;
  for (int h : {a, b, c}) A::set_terrain(T, h, kPlains);
  A::set_town(T, corner(T, -3, 1, 1), 0, 1);
  A::set_warriors(T, 0, a, 1);
  A::begin_turn(T, 0);
  act(T, rondel(kSpMove));
  act(T, stack(a, 1));
  act(T, step(b));
  CHECK(T.active() == 1);
}

TEST_CASE("dawn effects: Military Tactics moves a second stack; one raid or town per action", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  const int a = hex(S, -1, 0), b = hex(S, 0, 0), c = hex(S, 1, 0);
  for (int h : {a, b, c}) A::set_terrain(S, h, kPlains);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::set_town(S, corner(S, 0, 0, 1), 1, 1);  // a Blue town at a corner of b
  A::set_warriors(S, 0, a, 1);
  A::set_warriors(S, 0, b, 2);
  A::give_tech(S, 0, kMilitaryTactics);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(a, 1));
  act(S, step(b));  // now 3 on b, 1 of them moved
  REQUIRE(S.decision() == DawnState::kDecStack2);
  CHECK_FALSE(legal(S, stack(b, 3)));
  CHECK(en(S.why_illegal(stack(b, 3))) == "You do not have these units free to move on this tile.");
  act(S, stack(b, 2));
  act(S, make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1))));
  act(S, make_action(kActPlunder, kFood));
  CHECK(S.active() == 1);
  // The limit: after a raid by the first stack the second may not raid.
  A::set_warriors(S, 0, b, 2);
  A::set_warriors(S, 0, a, 2);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(b, 1));
  act(S, make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1))));
  act(S, make_action(kActPlunder, kFood));
  REQUIRE(S.decision() == DawnState::kDecStack2);
  act(S, stack(b, 1));
  CHECK_FALSE(legal(S, make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1)))));
  CHECK(en(S.why_illegal(make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1))))) ==
        "Only one raid or new town per Move action.");
}

TEST_CASE("dawn effects: Militia brings the 8th warrior; Sailing opens the ocean", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, kScience, 8);
  A::begin_turn(S, 0);
  act(S, rondel(kSpResearch));
  act(S, research(kMilitia));
  CHECK(S.own_track(0) == 8);
  CHECK(S.warriors_total(0) == 8);
  auto t = make(2);
  DawnState& T = *t;
  const int land = hex(T, 0, 0), sea = hex(T, 1, 0);
  A::set_terrain(T, land, kPlains);
  A::set_terrain(T, sea, kOcean);
  A::set_town(T, corner(T, -3, 1, 1), 0, 1);
  A::set_warriors(T, 0, land, 1);
  A::begin_turn(T, 0);
  act(T, rondel(kSpMove));
  act(T, stack(land, 1));
  CHECK_FALSE(legal(T, step(sea)));
  CHECK(en(T.why_illegal(step(sea))) == "Units may enter ocean tiles only with Sailing.");
  A::give_tech(T, 0, kSailing);
  CHECK(legal(T, step(sea)));
}

// ---- city improvements ----

TEST_CASE("dawn effects: Barracks recruits a second warrior for 1 more production", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0);
  A::set_terrain(S, X, kPlains);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, 4, 2, 0, 0, 0);
  A::give_improvement(S, 0, kBarracks);
  A::begin_turn(S, 0);
  act(S, rondel(kSpRecruit));
  act(S, recruit_s(X));
  REQUIRE(S.decision() == DawnState::kDecRecruit2);
  CHECK_FALSE(legal(S, recruit_s(X)));  // never 2 settlers
  act(S, recruit_w(X));
  CHECK(S.res(0, kProd) == 0);
  CHECK(S.warriors(0, X) == 1);
  CHECK(S.settlers(0, X) == 1);
  CHECK(S.res(0, kFood) == 4 - kEmpireInfo[S.empire(0)].settler_cost);
  CHECK(S.active() == 1);
}

TEST_CASE("dawn effects: Court keeps wealth; Granary, Workshop, Market, Library add 2 each Harvest",
          "[dawn][effects]") {
  auto s = harvest({kForest, kForest, kForest}, {}, {}, {kCourt, kGranary, kWorkshop, kMarket, kLibrary});
  DawnState& S = *s;
  CHECK(S.res(0, kFood) == 2);
  CHECK(S.res(0, kProd) == 2);
  CHECK(S.res(0, kMoney) == 2);
  CHECK(S.res(0, kScience) == 2);
  for (int i = 0; i < 3; ++i) act(S, cube(kForest, kWealth, 1));
  act(S, kEndConvert);
  CHECK(S.res(0, kWealth) == 3);  // Court
  CHECK(S.res(0, kFood) == 1);    // 3 huts: 1 food upkeep
  auto t = harvest({kForest, kForest, kForest}, {});
  for (int i = 0; i < 3; ++i) act(*t, cube(kForest, kWealth, 1));
  act(*t, kEndConvert);
  CHECK(t->res(0, kWealth) == 0);
}

TEST_CASE("dawn effects: Palace is worth 1 VP; Temple gives a happy face; Walls (see raids)", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  const int before = S.score(0);
  A::give_improvement(S, 0, kPalace);
  CHECK(S.score(0) == before + 1);
  A::give_improvement(S, 0, kTemple);
  CHECK(S.happy_faces(0) == 1);
  // Each improvement once per player.
  A::give_tech(S, 0, kMonarchy);
  A::set_res(S, 0, 0, 8, 0, 8, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpGrowBuild));
  CHECK(en(S.why_illegal(build(kPalace))) == "You already have Palace.");
}

// ---- wonders ----

TEST_CASE("dawn effects: Colossus, Great Lighthouse, Hanging Gardens, Pyramids ratios", "[dawn][effects]") {
  auto s = harvest({kPlains, kOcean, kDesert}, {}, {kColossus, kGreatLighthouse, kHangingGardens, kPyramids});
  DawnState& S = *s;
  CHECK(offers(S, kPlains, kWealth, 3));
  CHECK(offers(S, kPlains, kFood, 2));
  CHECK(offers(S, kOcean, kWealth, 3));
  CHECK(offers(S, kDesert, kFood, 2));
  CHECK_FALSE(offers(S, kDesert, kResNone, 0));
  CHECK(S.vp_wonders(0) == 1 + 1 + 1 + 2);
  CHECK(S.happy_faces(0) == 1);
}

TEST_CASE("dawn effects: Oracle 2 happy faces and 1 VP; Great Library and Tomb of Midas 1 VP", "[dawn][effects]") {
  auto s = make(2);
  DawnState& S = *s;
  A::give_wonder(S, 0, kOracle);
  CHECK(S.happy_faces(0) == 2);
  A::give_wonder(S, 0, kGreatLibrary);
  A::give_wonder(S, 0, kTombOfMidas);
  CHECK(S.vp_wonders(0) == 3);
}

TEST_CASE("dawn effects: explore bonuses of every terrain", "[dawn][effects]") {
  const int bonus[kTerrains][kResCount] = {{1, 1, 0, 0, 0}, {0, 1, 0, 1, 0}, {1, 1, 0, 0, 1}, {1, 0, 0, 1, 1},
                                           {1, 1, 0, 1, 0}, {2, 0, 0, 0, 1}, {2, 0, 0, 1, 1}};
  for (int t = 0; t < kTerrains; ++t) {
    auto s = make(2);
    DawnState& S = *s;
    const int X = hex(S, 0, 0), Y = hex(S, 1, 0);
    A::set_terrain(S, X, kPlains);
    A::set_terrain(S, Y, t, false);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_warriors(S, 0, X, 1);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMoveExplore));
    const Action e = make_action(kActExplore, static_cast<uint32_t>(Y));
    act(S, e);
    CHECK(S.terrain_at(Y) == t);
    for (int r = 0; r < kResCount; ++r) CHECK(S.res(0, r) == bonus[t][r]);
  }
}

TEST_CASE("dawn effects: upkeep: huts return right to left when food is short", "[dawn][effects]") {
  auto t = make(2);
  DawnState& T = *t;
  A::set_town(T, corner(T, 0, 0, 0), 0, 3);
  A::set_town(T, corner(T, 1, 0, 1), 0, 2);
  for (int h : {hex(T, 0, 0), hex(T, 0, -1), hex(T, 1, -1), hex(T, 1, 0), hex(T, 0, 1), hex(T, 1, 1)})
    A::set_warriors(T, 1, h, 1);    // Blue holds every tile: no cubes
  CHECK(T.town_upkeep_of(0) == 4);  // 5 huts
  A::set_res(T, 0, kFood, 1);
  A::begin_turn(T, 0);
  act(T, rondel(kSpHarvest));
  act(T, kHarvestA);  // no cubes, nothing to convert: straight to the upkeep
  REQUIRE(T.decision() == DawnState::kDecUpkeepFood);
  act(T, make_action(kActRemoveHut, static_cast<uint32_t>(corner(T, 0, 0, 0))));  // 4 huts: 2 food
  REQUIRE(T.decision() == DawnState::kDecUpkeepFood);
  act(T, make_action(kActRemoveHut, static_cast<uint32_t>(corner(T, 1, 0, 1))));  // 3 huts: 1 food: paid
  CHECK(T.huts_on_map(0) == 3);
  CHECK(T.res(0, kFood) == 0);
  CHECK(T.active() == 1);
}
