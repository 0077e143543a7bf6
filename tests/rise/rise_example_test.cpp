// The German rulebook's §12 example round (4 players), replayed action by action
// (data file §I gives the display and every action).
#include "rise_test_util.h"

using namespace emp;
using namespace emp::rise;
using namespace emp::rise_test;

TEST_CASE("rise: DE §12 example round", "[rise]") {
  enum { Sandra = 0, Lisa = 1, Thomas = 2, Peter = 3 };
  auto sp = make(4, 12);
  RiseState& s = *sp;
  REQUIRE(s.set_turn_order({Sandra, Lisa, Thomas, Peter}));
  REQUIRE(s.force_display({P1_MIN, P1_IWP, P1_SHB, P1_IAX, P1_AGR, P1_AGR, P1_IRR, P1_WRI},
                          {T_HIL, T_HIL, T_HIL, T_HIL, T_PLA, T_FOR, T_FOR, T_FOR, T_ISL, T_ISL}));
  REQUIRE(std::popcount(s.available_city()) == 5);
  for (int c = 0; c < 5; ++c) REQUIRE(((s.available_city() >> c) & 1));  // C1A1..C1A5
  std::string why;
  REQUIRE(s.check_invariants(&why));

  // Action 1
  act(s, Sandra, TakeP(P1_MIN));
  REQUIRE(s.circle(kRowProgress, 0) == Sandra);  // first (rightmost) progress circle
  act(s, Lisa, TakeC(0));                        // C1A1: 2 gold, no upkeep
  REQUIRE(s.player(Lisa).gold == 3);
  act(s, Thomas, TakeP(P1_IWP));
  REQUIRE(s.circle(kRowProgress, 1) == Thomas);  // left of Sandra's disc
  act(s, Peter, TakeT(T_PLA));
  // Action 2
  act(s, Sandra, TakeT(T_HIL));
  act(s, Lisa, TakeE(0));  // E1: 2 regions, water
  REQUIRE(s.decision() == RiseState::kDecEmpPlace);
  act(s, Lisa, Place(MED, 2));
  act(s, Lisa, Place(CEU, 2));
  REQUIRE(s.current_player() == Thomas);  // no battle possible: the step ended by itself
  act(s, Thomas, TakeP(P1_SHB));
  act(s, Peter, TakeT(T_FOR));
  // Action 3
  act(s, Sandra, TakeT(T_HIL));
  act(s, Lisa, TakeT(T_HIL));
  act(s, Thomas, TakeE(1));  // E2: 2 regions, water, battle 0-1
  act(s, Thomas, Place(MED, 2));
  act(s, Thomas, Place(WEU, 2));
  REQUIRE(s.decision() == RiseState::kDecEmpBattle);
  act(s, Thomas, Battle(MED, Lisa, 0));
  REQUIRE(s.cubes(Lisa, MED) == 1);
  REQUIRE(s.cubes(Thomas, MED) == 2);
  REQUIRE(s.decision() == RiseState::kDecPost);  // Iron Weapons (taken in action 1) is usable now
  act(s, Thomas, Free(P1_IWP, MED, Lisa, 1));
  REQUIRE(s.cubes(Lisa, MED) == 0);
  act(s, Thomas, make_action(kActEndStep));  // keeps the Small Harbour for later
  act(s, Peter, TakeP(P1_IAX));
  // Action 4
  act(s, Sandra, TakeT(T_HIL));
  act(s, Lisa, TakeP(P1_AGR));
  act(s, Thomas, Free(P1_SHB, 0, 0, 1));  // 1 gold -> 1 disc, before the regular action
  REQUIRE(s.player(Thomas).discs == 3);
  act(s, Thomas, Trade(7));  // T08: 3 discs -> 2 VP
  REQUIRE(s.player(Thomas).vp == 2);
  act(s, Peter, TakeC(1));  // C1A2: 4 gold
  // Action 5
  act(s, Sandra, Trade(2));  // T03: 2 discs -> 4 gold
  REQUIRE(s.player(Sandra).gold == 9);
  act(s, Lisa, TakeT(T_ISL));
  act(s, Thomas, TakeT(T_FOR));
  // Territory row is now full (8 of 8 circles in a 4-player game).
  REQUIRE(s.circle(kRowTerritory, 7) == Thomas);
  act(s, Peter, TakeE(4));  // E5: 3 regions
  act(s, Peter, Place(TUR, 2));
  act(s, Peter, Place(NEE, 2));
  act(s, Peter, Place(PER, 1));
  // Action 6
  REQUIRE(s.current_player() == Sandra);
  REQUIRE_FALSE(is_legal(s, TakeT(T_FOR)));  // territory row full
  act(s, Sandra, TakeE(2));                  // E3: 2 regions, battle 0-1
  act(s, Sandra, Place(WEU, 3));
  act(s, Sandra, Place(NWA, 2));
  act(s, Sandra, Battle(WEU, Thomas, 0));
  REQUIRE(s.cubes(Thomas, WEU) == 1);
  REQUIRE(s.cubes(Sandra, WEU) == 3);
  act(s, Lisa, TakeE(3));  // E4: 2 regions
  REQUIRE(is_legal(s, make_action(kActRestart)));
  REQUIRE(is_legal(s, Place(TUR, 1)));        // adjacent to CEU
  REQUIRE_FALSE(is_legal(s, Place(MED, 1)));  // E4 has no water
  act(s, Lisa, Place(TUR, 1));
  REQUIRE(s.decision() == RiseState::kDecEmpBattle);  // she could attack Peter in Anatolia
  act(s, Lisa, make_action(kActBattleDone));
  act(s, Thomas, TakeP(P1_AGR));
  act(s, Peter, Trade(1));  // T02: 2 discs -> 3 gold

  // Row use: progress 6, territory 8, city 2, empire 5, trade 3.
  auto row_use = [&](int row) {
    int k = 0;
    for (int i = 0; i < s.circles_in_row(row); ++i) k += s.circle(row, i) >= 0;
    return k;
  };
  CHECK(row_use(kRowProgress) == 6);
  CHECK(row_use(kRowTerritory) == 8);
  CHECK(row_use(kRowCity) == 2);
  CHECK(row_use(kRowEmpire) == 5);
  CHECK(row_use(kRowTrade) == 3);

  // Food phase: Peter decides to feed his city (food -3).
  REQUIRE(s.phase() == RiseState::kPhaseFood);
  REQUIRE(s.decision() == RiseState::kDecFoodUpkeep);
  act(s, Peter, Keep(kKeepFood, 1));

  // Turn order: Lisa (4 VP, 11 tokens) chooses before Sandra (4 VP, 25 tokens), then Thomas (5), Peter (8).
  REQUIRE(s.phase() == RiseState::kPhaseTurnOrder);
  const int food[4] = {7, 16, 18, 13}, vp[4] = {4, 4, 5, 8};
  const int gold[4] = {9, 5, 4, 6}, discs[4] = {5, 2, 0, 3};
  // Lisa's cube income: the DE text says "1 + 2 (= drei Spielsteine)", but Hills give 3 cubes
  // (DE §6.2.4, ruling H23): the rule gives 1 + 3 = 4, so her pool is 4 (0 left + 4).
  const int pool[4] = {11, 4, 3, 5};
  for (int p = 0; p < 4; ++p) {
    INFO("seat " << p);
    CHECK(s.player(p).food == food[p]);
    CHECK(s.player(p).vp == vp[p]);
    CHECK(s.player(p).gold == gold[p]);
    CHECK(s.player(p).discs == discs[p]);
    CHECK(s.player(p).pool == pool[p]);
  }
  // The phase report behind the end-of-phase summaries (DE §12's numbers):
  // food 16-9 / 16-3+1+2 / 16-2+2+2 / 16-3-2+2; income; VP of the VP phase.
  const auto& rep = s.phase_report();
  CHECK(rep.turn == 1);
  const int food_net[4] = {-9, 0, 2, -3};
  const int inc_cubes[4] = {11, 4, 2, 5}, inc_discs[4] = {5, 0, 0, 3}, inc_gold[4] = {0, 2, 0, 2};
  const int vp_regions[4] = {4, 3, 3, 6}, vp_tiles[4] = {0, 1, 0, 2};
  for (int p = 0; p < 4; ++p) {
    INFO("seat " << p);
    CHECK(rep.seat[p].food_net == food_net[p]);
    CHECK(rep.seat[p].food_vp_lost == 0);
    CHECK(rep.seat[p].cubes == inc_cubes[p]);
    CHECK(rep.seat[p].discs == inc_discs[p]);
    CHECK(rep.seat[p].gold == inc_gold[p]);
    CHECK(rep.seat[p].vp_regions == vp_regions[p]);
    CHECK(rep.seat[p].vp_tiles == vp_tiles[p]);
  }
  act(s, Lisa, Order(1));
  act(s, Sandra, Order(0));
  act(s, Thomas, Order(3));
  act(s, Peter, Order(2));
  // Turn 2 (Era I B): Sandra 1, Lisa 2, Peter 3, Thomas 4.
  REQUIRE(s.turn() == 2);
  CHECK(s.order_at(0) == Sandra);
  CHECK(s.order_at(1) == Lisa);
  CHECK(s.order_at(2) == Peter);
  CHECK(s.order_at(3) == Thomas);
  CHECK(s.current_player() == Sandra);
  // 4 players: unselected tiles stay available (side pool) next to the new display.
  CHECK(std::popcount(s.side_progress()) == 2);   // IRR, WRI
  CHECK(std::popcount(s.side_territory()) == 2);  // FOR, ISL
  CHECK(std::popcount(s.side_city()) == 3);       // C1A3..C1A5
  CHECK(std::popcount(s.available_progress()) == 10);
  CHECK(std::popcount(s.available_territory()) == 12);
  CHECK(std::popcount(s.available_city()) == 8);
}
