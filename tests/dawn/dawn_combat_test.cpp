// Dawn of Empires: combat (section 5) in every case, legends (5.1), the
// Spirit of Mars (5.2), raids with Walls and the Great Wall (5.3).
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

// Red (seat 0) at X = (0,0) attacks Blue (seat 1) at Y = (1,0); both land.
// Red's town at (0,0,N), Blue's at (1,0,S).
struct Field {
  std::unique_ptr<DawnState> s;
  int X, Y;
};
Field field(int rw, int rs, int bw, int bs, bool iron = false) {
  Field f{make(2), 0, 0};
  DawnState& S = *f.s;
  f.X = hex(S, 0, 0);
  f.Y = hex(S, 1, 0);
  A::set_terrain(S, f.X, kPlains);
  A::set_terrain(S, f.Y, kGrass);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_town(S, corner(S, 1, 0, 1), 1, 1);
  A::set_warriors(S, 0, f.X, rw);
  A::set_settlers(S, 0, f.X, rs);
  A::set_warriors(S, 1, f.Y, bw);
  A::set_settlers(S, 1, f.Y, bs);
  if (iron) A::give_tech(S, 0, kIronWorking);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(f.X, rw, rs));
  act(S, step(f.Y));
  return f;
}

}  // namespace

TEST_CASE("dawn 5: two rival warriors both die; both gain 1 experience", "[dawn][combat]") {
  Field f = field(1, 0, 1, 0);
  DawnState& S = *f.s;
  CHECK(S.warriors(0, f.Y) == 0);
  CHECK(S.warriors(1, f.Y) == 0);
  CHECK(S.xp(0) == 1);
  CHECK(S.xp(1) == 1);
  CHECK(S.own_track(0) == 7);  // killed warriors go back to the track
  CHECK(S.own_track(1) == 7);
  CHECK(S.active() == 1);  // no winner, no legend: the turn is over
  invariants(S);
}

TEST_CASE("dawn 5: 2 against 2 leaves nobody", "[dawn][combat]") {
  Field f = field(2, 0, 2, 0);
  DawnState& S = *f.s;
  CHECK(S.occupant(f.Y) == -1);
  CHECK(S.xp(0) == 2);
  CHECK(S.xp(1) == 2);
  CHECK(S.active() == 1);
}

TEST_CASE("dawn 5: with Iron Working the attacker keeps 1 of 2 against 2", "[dawn][combat]") {
  Field f = field(2, 0, 2, 0, true);
  DawnState& S = *f.s;
  CHECK(S.warriors(0, f.Y) == 1);
  CHECK(S.warriors(1, f.Y) == 0);
  CHECK(S.xp(0) == 2);
  CHECK(S.xp(1) == 1);
  // Red won and lost a warrior: Red may make it a legend.
  CHECK(S.decision() == DawnState::kDecLegend);
  CHECK(S.current_player() == 0);
  act(S, make_action(kActLegend, 1));
  CHECK(S.legends(0) == 1);
  CHECK(S.own_track(0) == 5);          // 7 - 2 moved + 1 killed - 1 legend
  CHECK(S.score(0) == 1 + 1 + 1 + 1);  // hut, Iron Working, legend, more XP
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 5: 1 against 2 leaves the defender 1, with or without Iron Working", "[dawn][combat]") {
  for (bool iron : {false, true}) {
    Field f = field(1, 0, 2, 0, iron);
    DawnState& S = *f.s;
    CHECK(S.warriors(1, f.Y) == 1);
    CHECK(S.warriors(0, f.Y) == 0);
    CHECK(S.xp(0) == 1);
    CHECK(S.xp(1) == 1);
    // The defender won and lost a warrior: the defender decides about a legend (not the active seat).
    CHECK(S.decision() == DawnState::kDecLegend);
    CHECK(S.current_player() == 1);
    CHECK(S.active() == 0);
    act(S, make_action(kActLegend, 0));
    CHECK(S.legends(1) == 0);
    CHECK(S.active() == 1);
  }
}

TEST_CASE("dawn 5: a warrior kills an unguarded settler (no experience)", "[dawn][combat]") {
  Field f = field(1, 0, 0, 1);
  DawnState& S = *f.s;
  CHECK(S.warriors(0, f.Y) == 1);
  CHECK(S.settlers(1, f.Y) == 0);
  CHECK(S.settlers_on_map(1) == 0);  // back on the board
  CHECK(S.xp(0) == 0);
  CHECK(S.active() == 1);  // won without losses: no legend
}

TEST_CASE("dawn 5: a settler walking into a warrior dies", "[dawn][combat]") {
  Field f = field(0, 1, 1, 0);
  DawnState& S = *f.s;
  CHECK(S.settlers(0, f.Y) == 0);
  CHECK(S.warriors(1, f.Y) == 1);
  CHECK(S.xp(1) == 0);
}

TEST_CASE("dawn 5: two rival settlers both die; with Iron Working the attacker's survives", "[dawn][combat]") {
  {
    Field f = field(0, 1, 0, 1);
    CHECK(f.s->occupant(f.Y) == -1);
  }
  {
    Field f = field(0, 1, 0, 1, true);
    CHECK(f.s->settlers(0, f.Y) == 1);
    CHECK(f.s->settlers(1, f.Y) == 0);
  }
}

TEST_CASE("dawn 5: guarded settlers: warriors fight first, then the losers' settlers die", "[dawn][combat]") {
  {
    Field f = field(2, 1, 1, 1);  // Red keeps 1 warrior: Blue's settler dies, Red's lives
    DawnState& S = *f.s;
    CHECK(S.warriors(0, f.Y) == 1);
    CHECK(S.settlers(0, f.Y) == 1);
    CHECK(S.settlers(1, f.Y) == 0);
    CHECK(S.decision() == DawnState::kDecLegend);  // Red lost 1 warrior and won
  }
  {
    Field f = field(1, 1, 1, 1);  // warriors cancel, then the settlers pair off
    CHECK(f.s->occupant(f.Y) == -1);
  }
}

TEST_CASE("dawn 5: recruiting onto rival units is an attack", "[dawn][combat]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0);
  A::set_terrain(S, X, kPlains);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_warriors(S, 1, X, 1);
  A::set_res(S, 0, kProd, 2);
  A::give_tech(S, 0, kIronWorking);
  A::begin_turn(S, 0);
  act(S, rondel(kSpRecruit));
  act(S, recruit_w(X));
  CHECK(S.res(0, kProd) == 1);
  CHECK(S.warriors(0, X) == 1);  // Iron Working: the defender dies first
  CHECK(S.warriors(1, X) == 0);
  CHECK(S.xp(0) == 1);
  CHECK(S.xp(1) == 0);
  invariants(S);
}

TEST_CASE("dawn 5.1: legends buffer the military upkeep", "[dawn][combat]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_legends(S, 0, 1);
  A::set_warriors(S, 0, hex(S, 0, 0), 1);  // 5 on the track: 2 spaces uncovered: upkeep 1 money
  CHECK(S.military_upkeep_of(0) == 1);
  A::set_res(S, 0, kMoney, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  while (S.decision() == DawnState::kDecConvert || S.decision() == DawnState::kDecCollect) {
    std::vector<Action> l;
    S.legal_actions(l);
    act(S, l.back());
  }
  INFO("decision " << int(S.decision()) << " money " << S.res(0, kMoney) << " active " << S.active());
  REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
  CHECK(legal(S, make_action(kActRemoveWarrior, static_cast<uint32_t>(hex(S, 0, 0)))));
  act(S, make_action(kActRemoveLegend));
  CHECK(S.legends(0) == 0);
  CHECK(S.warriors(0, hex(S, 0, 0)) == 1);
  CHECK(S.military_upkeep_of(0) == 0);
  CHECK(S.active() == 1);
}

TEST_CASE("dawn 5.2: the Spirit of Mars dies last and its owner (not the active seat) places it again",
          "[dawn][combat]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, Y, kGrass);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_terrain(S, hex(S, 1, 1), kPlains);
  A::set_terrain(S, hex(S, 0, 1), kForest);
  A::set_town(S, corner(S, 1, 0, 1), 1, 1);  // tiles (1,0) (0,1) (1,1)
  A::give_wonder(S, 1, kTempleOfMars);
  A::set_spirit(S, Y);
  A::set_warriors(S, 1, Y, 1);
  A::set_warriors(S, 0, X, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1));
  act(S, step(Y));
  // 1 against warrior + Spirit: Blue's ordinary warrior dies first, the Spirit survives.
  CHECK(S.warriors(1, Y) == 0);
  CHECK(S.spirit_hex() == Y);
  CHECK(S.warriors(0, Y) == 0);
  CHECK(S.xp(0) == 1);
  CHECK(S.xp(1) == 1);
  // Blue won (the Spirit stands) after losing an ordinary warrior: Blue decides about the legend.
  REQUIRE(S.decision() == DawnState::kDecLegend);
  CHECK(S.current_player() == 1);
  act(S, make_action(kActLegend, 0));
  // Now Red attacks the lone Spirit with 1: both die; the killer gains experience.
  A::set_warriors(S, 0, X, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1));
  act(S, step(Y));
  CHECK(S.xp(0) == 2);
  CHECK(S.spirit_state() == kSpiritPending);
  REQUIRE(S.decision() == DawnState::kDecSpirit);
  CHECK(S.current_player() == 1);  // the Temple's owner decides in Red's turn
  CHECK(S.active() == 0);
  CHECK_FALSE(legal(S, make_action(kActSpirit, static_cast<uint32_t>(hex(S, -2, 0)))));  // not next to Blue's towns
  act(S, make_action(kActSpirit, static_cast<uint32_t>(hex(S, 1, 1))));
  CHECK(S.spirit_hex() == hex(S, 1, 1));
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 5.2: Temple of Mars places the Spirit; with no tile it frowns and leaves", "[dawn][combat]") {
  auto s = make(2);
  DawnState& S = *s;
  const int c = corner(S, 0, 0, 0);  // (0,0) (0,-1) (1,-1)
  A::set_terrain(S, hex(S, 0, 0), kPlains);
  A::set_terrain(S, hex(S, 0, -1), kPlains);
  A::set_terrain(S, hex(S, 1, -1), kPlains);
  A::set_town(S, c, 0, 1);
  A::give_tech(S, 0, kPolytheism);
  A::set_res(S, 0, 0, 5, 0, 2, 0);
  A::set_warriors(S, 1, hex(S, 0, 0), 1);
  A::set_warriors(S, 1, hex(S, 0, -1), 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpGrowBuild));
  act(S, wonder(kTempleOfMars));
  // Only (1,-1) is free of enemies next to Red's town: the one choice places it.
  CHECK(S.spirit_hex() == hex(S, 1, -1));
  CHECK(S.active() == 1);
  // Temple of Mars VP: floor(empty military spaces / 2): 7 on the track = 0.
  CHECK(S.vp_wonders(0) == 0);
  A::set_warriors(S, 0, hex(S, 1, -1), 5);  // 2 on the track: 5 empty: 2 VP
  CHECK(S.vp_wonders(0) == 2);
  auto t = make(2);
  DawnState& T = *t;
  A::set_town(T, c, 0, 1);
  A::give_tech(T, 0, kPolytheism);
  A::set_res(T, 0, 0, 5, 0, 2, 0);
  for (int h : {hex(T, 0, 0), hex(T, 0, -1), hex(T, 1, -1)}) A::set_warriors(T, 1, h, 1);
  A::begin_turn(T, 0);
  act(T, rondel(kSpGrowBuild));
  act(T, wonder(kTempleOfMars));
  CHECK(T.spirit_state() == kSpiritGone);
  CHECK(T.active() == 1);
}

TEST_CASE("dawn 5.3: raids: plunder, enslave, Walls need 2 warriors, the Great Wall stops them", "[dawn][combat]") {
  auto setup = [](int warriors) {
    auto s = make(2);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    A::set_terrain(S, X, kPlains);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_town(S, corner(S, 0, 0, 1), 1, 1);  // Blue's town at a corner of X
    A::set_warriors(S, 0, X, warriors);
    A::set_res(S, 1, 1, 3, 5, 2, 0);
    A::begin_turn(S, 0);
    return s;
  };
  const auto raid = [](const DawnState& S) { return make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1))); };
  {
    auto s = setup(1);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    act(S, rondel(kSpMove));
    act(S, stack(X, 1));
    act(S, raid(S));
    CHECK(S.warriors(0, X) == 0);  // 1 warrior goes back to the track
    CHECK(S.own_track(0) == 7);
    REQUIRE(S.decision() == DawnState::kDecRaid);
    CHECK_FALSE(legal(S, make_action(kActPlunder, kWealth)));  // wealth cannot be plundered
    act(S, make_action(kActPlunder, kProd));
    CHECK(S.res(1, kProd) == 1);
    CHECK(S.res(0, kProd) == 2);
    CHECK(S.xp(0) == 0);
    CHECK(S.active() == 1);
  }
  {
    auto s = setup(2);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    act(S, rondel(kSpMove));
    act(S, stack(X, 2));
    act(S, raid(S));
    act(S, make_action(kActEnslave));
    CHECK(S.enslaved(0, 1) == 1);
    CHECK(S.own_track(1) == 6);
    CHECK(S.track_pieces(0) == 7 - 2 + 1 + 1);  // 5 own + 1 back from the raid + 1 slave
    CHECK(S.military_upkeep_of(1) == 0);        // 6 pieces: 1 space uncovered: 0 money
    // Blue releases it by paying the recruit's production to Red.
    A::set_res(S, 0, kProd, 0);
    act(S, rondel(kSpRecruit));
    act(S, make_action(kActRelease, 0));
    CHECK(S.enslaved(0, 1) == 0);
    CHECK(S.own_track(1) == 7);
    CHECK(S.res(0, kProd) == 1);
    CHECK(S.res(1, kProd) == 2);
    invariants(S);
  }
  {
    auto s = setup(1);
    DawnState& S = *s;
    A::give_improvement(S, 1, kWalls);
    act(S, rondel(kSpMove));
    act(S, stack(hex(S, 0, 0), 1));
    CHECK_FALSE(legal(S, raid(S)));
    CHECK(en(S.why_illegal(raid(S))) == "Player 2 has Walls: a raid needs a stack of 2 or more warriors.");
    CHECK(de(S.why_illegal(raid(S))) ==
          "Spieler 2 hat Stadtmauern: Ein Überfall braucht einen Stapel aus 2 oder mehr Kriegern.");
  }
  {
    auto s = setup(2);
    DawnState& S = *s;
    A::give_improvement(S, 1, kWalls);
    act(S, rondel(kSpMove));
    act(S, stack(hex(S, 0, 0), 2));
    act(S, raid(S));
    CHECK(S.warriors(0, hex(S, 0, 0)) == 1);  // still only 1 returned
  }
  {
    auto s = setup(3);
    DawnState& S = *s;
    A::give_wonder(S, 1, kGreatWall);
    act(S, rondel(kSpMove));
    act(S, stack(hex(S, 0, 0), 3));
    CHECK_FALSE(legal(S, raid(S)));
    CHECK(en(S.why_illegal(raid(S))) == "Player 2 has the Great Wall: their towns cannot be raided.");
  }
}
