// Rise of Empires: targeted tests for the rules that had none (progress effects, phase timings,
// town/city income, battle surplus, Diplomacy vs battles, wonder costs, red-tile surcharge, the
// limited disc bank). Each sets its position up through RiseTestAccess and asserts the numbers of
// the rulebooks (shared/rules/rise_of_empires.*.txt) and the data file
// (shared/data/rise_of_empires.md), with the contrast without the rule where there is one.
#include "rise_test_util.h"

using namespace emp;
using namespace emp::rise;
using namespace emp::rise_test;

namespace {

std::vector<Action> legal(const RiseState& s) {
  std::vector<Action> l;
  s.legal_actions(l);
  return l;
}

int count_kind(const std::vector<Action>& l, uint32_t kind) {
  return static_cast<int>(std::count_if(l.begin(), l.end(), [&](Action a) { return action_kind(a) == kind; }));
}

// Empire placement in progress: places 1 cube in the lowest legal region, again and again, while
// the placement lasts. Returns the number of regions that received a cube.
int place_greedy(RiseState& s, int p) {
  int n = 0;
  while (s.decision() == RiseState::kDecEmpPlace && s.current_player() == p) {
    const auto l = legal(s);
    const auto it = std::find_if(l.begin(), l.end(), [](Action a) { return action_kind(a) == kActPlace; });
    if (it == l.end()) break;
    REQUIRE((action_arg(*it) & 0xFF) == 1);  // the first option of a region is 1 cube
    act(s, p, *it);
    ++n;
  }
  return n;
}

// Seat p takes empire tile `tile` in `turn` (A turn: places the disc; B turn: removes its only
// disc, the rightmost of the empire row, at no cost) on an empty map with 10 pool cubes, then
// places in as many regions as it may. Returns that number of regions.
int empire_regions(int turn, int tile, const std::vector<int>& progress = {}) {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = 0;
  TA::set_turn(s, turn);
  TA::set_pool(s, p, 10);
  for (int ty : progress) TA::give_progress(s, p, ty);
  if (turn % 2 == 0) {
    TA::place_disc(s, kRowEmpire, 0, p);
    TA::make_current(s, p);
    act(s, p, Remove(kRowEmpire, 0));
    REQUIRE(s.decision() == RiseState::kDecBChoose);
    REQUIRE(s.pending_row() == kRowEmpire);
  } else {
    TA::make_current(s, p);
  }
  act(s, p, TakeE(tile));
  REQUIRE(s.decision() == RiseState::kDecEmpPlace);
  return place_greedy(s, p);
}

// Ends the current turn through the Turn Order phase (every seat picks the first free position)
// and runs the next turn's New Tiles phase. The action display is left as it was.
void next_turn(RiseState& s) {
  const int t = s.turn();
  TA::start_turn_order(s);
  while (s.turn() == t) {
    REQUIRE(s.decision() == RiseState::kDecTurnOrder);
    s.apply(legal(s)[0]);
  }
  REQUIRE(s.turn() == t + 1);
}

}  // namespace

// ---------------------------------------------------------------------------
// progress tile effects (data §B)

TEST_CASE("rise: Irrigation: +1 food per Plains and per Island tile", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  for (int p : {0, 1}) {
    TA::pl(s, p).food = 10;
    TA::give_territory(s, p, T_PLA);  // +2 f each
    TA::give_territory(s, p, T_PLA);
    TA::give_territory(s, p, T_ISL);  // +1 f
    TA::give_territory(s, p, T_FOR);  // -2 f, not counted by Irrigation
  }
  TA::give_progress(s, 0, P1_IRR);
  TA::apply_food(s, 0);
  TA::apply_food(s, 1);
  CHECK(s.phase_report().seat[1].food_net == 2 + 2 + 1 - 2);
  CHECK(s.player(1).food == 13);
  CHECK(s.phase_report().seat[0].food_net == 3 + 3);  // 2 Plains + 1 Island
  CHECK(s.player(0).food == 16);
}

TEST_CASE("rise: Writing: +1 VP in every VP phase", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::set_order(s, {0, 1});
  TA::give_progress(s, 0, P1_WRI);
  TA::vp_phase(s);
  CHECK(s.player(0).vp == 1);
  CHECK(s.phase_report().seat[0].vp_tiles == 1);
  CHECK(s.player(1).vp == 0);
  TA::vp_phase(s);
  CHECK(s.player(0).vp == 2);
  CHECK(s.player(1).vp == 0);
}

TEST_CASE("rise: Religion: +1 VP per city tile, at most 3", "[rise][progress]") {
  auto sp = make(3);
  RiseState& s = *sp;
  TA::set_order(s, {0, 1, 2});
  // The five turn-1 cities C1A1..C1A5 (VP 1, 2, 1, 1, 3).
  TA::give_progress(s, 0, P2_REL);
  for (int c : {0, 1, 2, 3}) TA::give_city(s, 0, c);  // 4 cities: 5 VP
  TA::give_progress(s, 1, P2_REL);
  TA::give_city(s, 1, 4);  // 1 city: 3 VP
  TA::vp_phase(s);
  REQUIRE(s.has_type(0, P2_REL));
  REQUIRE(s.has_type(1, P2_REL));
  CHECK(s.player(0).vp == 5 + 3);  // capped at 3, not 4
  CHECK(s.player(1).vp == 3 + 1);
  CHECK(s.player(2).vp == 0);
  // Without Religion the same cities give their own VP only.
  auto tp = make(2);
  RiseState& t = *tp;
  TA::set_order(t, {0, 1});
  for (int c : {0, 1, 2, 3}) TA::give_city(t, 0, c);
  TA::vp_phase(t);
  CHECK(t.player(0).vp == 5);
}

TEST_CASE("rise: Crop Rotation +3 food, Fertilizers +4 food", "[rise][progress]") {
  auto sp = make(3);
  RiseState& s = *sp;
  for (int p : {0, 1, 2}) TA::pl(s, p).food = 10;
  TA::give_progress(s, 0, P2_CRO);
  TA::give_progress(s, 1, P3_FER);
  for (int p : {0, 1, 2}) TA::apply_food(s, p);
  CHECK(s.player(0).food == 13);
  CHECK(s.phase_report().seat[0].food_net == 3);
  CHECK(s.player(1).food == 14);  // 4, not the player aid's 3 (FAQ)
  CHECK(s.phase_report().seat[1].food_net == 4);
  CHECK(s.player(2).food == 10);
  // Both together (different types may be combined, H9).
  TA::give_progress(s, 2, P2_CRO);
  TA::give_progress(s, 2, P3_FER);
  TA::apply_food(s, 2);
  CHECK(s.player(2).food == 17);
}

TEST_CASE("rise: Shipbuilding: +1 gold per Island and per solely controlled NW/FE region", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P2_SHP);
  TA::give_territory(s, 0, T_ISL);
  TA::give_territory(s, 0, T_ISL);
  TA::give_territory(s, 1, T_ISL);
  TA::set_cubes(s, 0, NAM, 2);  // sole control (NW)
  TA::set_cubes(s, 1, NAM, 1);
  TA::set_cubes(s, 0, CHN, 1);  // tie (FE): not sole control
  TA::set_cubes(s, 1, CHN, 1);
  TA::set_cubes(s, 0, WEU, 1);  // sole control, but Old World
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.phase_report().seat[0].gold == 2 + 1);
  CHECK(s.player(0).gold == 5 + 3);
  CHECK(s.player(1).gold == 5);  // an Island without Shipbuilding gives no gold
  // NAM's own income (3 cubes) and the Islands' cubes are unaffected.
  CHECK(s.phase_report().seat[0].cubes == 2 + 3);
}

TEST_CASE("rise: Banking: +3 gold", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P2_BNK);
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.player(0).gold == 8);
  CHECK(s.player(1).gold == 5);
}

TEST_CASE("rise: Oil: +1 disc per Plains tile", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  for (int p : {0, 1})
    for (int k = 0; k < 3; ++k) TA::give_territory(s, p, T_PLA);
  TA::give_progress(s, 0, P3_OIL);
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.player(0).discs == 2 + 3);
  CHECK(s.player(1).discs == 2);
  CHECK(s.player(0).pool == 5 + 3);  // the Plains' own cube each
  CHECK(s.player(1).pool == 5 + 3);
}

TEST_CASE("rise: Steam Engine: +1 disc per Hills tile, stacks with Mining", "[rise][progress]") {
  auto sp = make(3);
  RiseState& s = *sp;
  for (int p : {0, 1, 2}) {
    TA::give_territory(s, p, T_HIL);
    TA::give_territory(s, p, T_HIL);
  }
  TA::give_progress(s, 0, P3_STE);
  TA::give_progress(s, 1, P3_STE);
  TA::give_progress(s, 1, P1_MIN);
  for (int p : {0, 1, 2}) TA::collect_income(s, p);
  CHECK(s.player(0).discs == 2 + 2);
  CHECK(s.player(1).discs == 2 + 2 + 2);
  CHECK(s.player(2).discs == 2);
}

TEST_CASE("rise: Medicine: +3 cubes from stock to pool, limited by the stock", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P3_MDC);  // a single copy
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.player(0).pool == 8);
  CHECK(s.player(0).stock == 22);
  CHECK(s.player(1).pool == 5);  // without Medicine: nothing
  CHECK(s.player(1).stock == 25);
  auto tp = make(2);
  RiseState& t = *tp;
  TA::give_progress(t, 0, P3_MDC);
  TA::set_pool(t, 0, 28);  // stock 2
  TA::collect_income(t, 0);
  CHECK(t.player(0).pool == 30);
  CHECK(t.player(0).stock == 0);
}

TEST_CASE("rise: Electricity: +1 gold per city tile", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P3_ELE);
  for (int c : {0, 1, 2}) TA::give_city(s, 0, c);  // C1A1..C1A3: no income of their own
  TA::give_city(s, 1, 3);                          // C1A4, no Electricity
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.player(0).gold == 5 + 3);
  CHECK(s.player(1).gold == 5);
}

TEST_CASE("rise: Ideology: +1 VP per solely controlled region, at most 4", "[rise][progress]") {
  auto sp = make(3);
  RiseState& s = *sp;
  TA::set_order(s, {0, 1, 2});
  TA::give_progress(s, 0, P3_IDE);
  TA::give_progress(s, 1, P3_IDE);
  for (int r : {WEU, CEU, TUR, NEE, PER}) TA::set_cubes(s, 0, r, 1);  // 5 sole: 10 VP
  TA::set_cubes(s, 0, NWA, 1);                                        // tie with seat 1: 1 VP each, no sole control
  TA::set_cubes(s, 1, NWA, 1);
  TA::set_cubes(s, 1, NEA, 2);  // seat 1 sole (2 VP), seat 0 second (1 VP)
  TA::set_cubes(s, 0, NEA, 1);
  TA::set_cubes(s, 2, ARA, 1);  // seat 2 sole (4 VP), no Ideology
  TA::vp_phase(s);
  const auto& rep = s.phase_report();
  CHECK(rep.seat[0].vp_regions == 12);
  CHECK(rep.seat[0].vp_tiles == 4);  // 5 sole regions, capped at 4
  CHECK(s.player(0).vp == 16);
  CHECK(rep.seat[1].vp_regions == 3);
  CHECK(rep.seat[1].vp_tiles == 1);  // the tie in NWA does not count
  CHECK(s.player(1).vp == 4);
  CHECK(rep.seat[2].vp_regions == 4);
  CHECK(rep.seat[2].vp_tiles == 0);
}

TEST_CASE("rise: Artillery removes up to 3 cubes of one player in one region", "[rise][progress]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = 0, q = 1;
  TA::give_progress(s, p, P3_ART);
  TA::set_cubes(s, p, CEU, 1);
  TA::set_cubes(s, q, CEU, 4);
  TA::set_cubes(s, q, WEU, 2);  // p has no cube there
  TA::make_current(s, p);
  CHECK(is_legal(s, Free(P3_ART, CEU, q, 3)));
  CHECK_FALSE(is_legal(s, Free(P3_ART, CEU, q, 4)));
  CHECK_FALSE(is_legal(s, Free(P3_ART, WEU, q, 1)));
  CHECK_FALSE(is_legal(s, Free(P3_ART, CEU, p, 1)));  // never one's own cubes
  const int stock = s.player(q).stock;
  act(s, p, Free(P3_ART, CEU, q, 3));
  CHECK(s.cubes(q, CEU) == 1);
  CHECK(s.player(q).stock == stock + 3);
  CHECK(s.cubes(p, CEU) == 1);
  CHECK_FALSE(is_legal(s, Free(P3_ART, CEU, q, 1)));  // once per turn
}

TEST_CASE("rise: Railways: +1 region per empire tile, stacks with Horsemanship", "[rise][progress]") {
  // E7, Era-II/III side: 2 regions, no water. Turn 5 (Era III).
  CHECK(empire_regions(5, 6) == 2);
  CHECK(empire_regions(5, 6, {P3_RAI}) == 3);
  CHECK(empire_regions(5, 6, {P3_RAI, P1_HRS}) == 4);
}

TEST_CASE("rise: Steamship: every empire tile counts as water", "[rise][progress]") {
  for (bool steamship : {false, true}) {
    auto sp = make(2);
    RiseState& s = *sp;
    TA::set_turn(s, 5);
    TA::set_cubes(s, 0, WEU, 1);
    if (steamship) TA::give_progress(s, 0, P3_STS);
    TA::make_current(s, 0);
    act(s, 0, TakeE(6));  // E7: land tile
    REQUIRE(s.decision() == RiseState::kDecEmpPlace);
    INFO("Steamship " << steamship);
    CHECK(is_legal(s, Place(CEU, 1)));
    CHECK(is_legal(s, Place(MED, 1)) == steamship);  // the sea needs water
    CHECK(is_legal(s, Place(NAM, 1)) == steamship);  // overseas needs water
    CHECK(is_legal(s, Place(IND, 1)) == steamship);
  }
}

// ---------------------------------------------------------------------------
// timings (EN "End of an Era", "New Tiles"; data §G, H19)

TEST_CASE("rise: an era ends after turns 2 and 4 only; after turn 6 the game ends instead", "[rise][timing]") {
  for (int turn = 1; turn <= 6; ++turn) {
    INFO("turn " << turn);
    auto sp = make(2);
    RiseState& s = *sp;
    TA::set_order(s, {0, 1});
    TA::set_turn(s, turn);
    TA::set_cubes(s, 0, WEU, 3);
    TA::give_progress(s, 0, P1_AGR);
    TA::vp_phase(s);
    CHECK(s.player(0).vp >= 2);  // WEU scored in every turn's VP phase
    if (turn == 2 || turn == 4) {
      REQUIRE(s.phase() == RiseState::kPhaseEraEnd);
      REQUIRE(s.decision() == RiseState::kDecEraKeep);
      CHECK(s.pending_keep_kind() == kKeepEraProgress);
      act(s, 0, Discard(kKeepEraProgress, s.pending_tile()));
      CHECK(s.phase() == RiseState::kPhaseTurnOrder);
      CHECK(s.cubes(0, WEU) == 1);  // half of 3, rounded up, removed
      CHECK_FALSE(s.has_type(0, P1_AGR));
    } else if (turn == 6) {
      REQUIRE(s.terminal());
      CHECK(s.phase() == RiseState::kPhaseOver);
      CHECK(s.cubes(0, WEU) == 3);     // no cube removal
      CHECK(s.has_type(0, P1_AGR));    // no keep decision
      CHECK(s.player(0).vp == 2 + 1);  // WEU 2, then 5 gold / 3 = 1 and 2 discs / 3 = 0
    } else {
      CHECK(s.phase() == RiseState::kPhaseTurnOrder);
      CHECK(s.decision() == RiseState::kDecTurnOrder);
      CHECK(s.cubes(0, WEU) == 3);
      CHECK(s.has_type(0, P1_AGR));
    }
  }
}

TEST_CASE("rise: empire tiles show the Era-I side in turns 1-2, the Era-II/III side from turn 3", "[rise][timing]") {
  // E4: 2 regions (Era I), 4 regions (Era II/III); E6: 1 region (Era I), 4 (Era II/III).
  for (int turn = 1; turn <= 6; ++turn) {
    INFO("turn " << turn);
    CHECK(empire_regions(turn, 3) == (turn <= 2 ? 2 : 4));
    CHECK(empire_regions(turn, 5) == (turn <= 2 ? 1 : 4));
  }
  // Battle row of the flipped side too: E2 is 0-1 in Era I, 1-2 in Era II.
  for (int turn : {1, 3}) {
    INFO("turn " << turn);
    auto sp = make(2);
    RiseState& s = *sp;
    TA::set_turn(s, turn);
    TA::set_cubes(s, 0, WEU, 3);
    TA::set_cubes(s, 1, WEU, 3);
    TA::make_current(s, 0);
    act(s, 0, TakeE(1));
    act(s, 0, make_action(kActPlaceDone));
    act(s, 0, Battle(WEU, 1, 0));
    CHECK(s.cubes(1, WEU) == (turn == 1 ? 2 : 1));
    CHECK(s.cubes(0, WEU) == (turn == 1 ? 3 : 2));
  }
}

TEST_CASE("rise: New Tiles: empire tiles and red tiles return, trade track empties, free tiles turn up",
          "[rise][timing]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P1_SHB);
  const int mer = TA::give_progress(s, 1, P1_MER);
  REQUIRE(s.set_turn_order({0, 1}));
  act(s, 0, Trade(2));  // T03: 2 discs -> 4 gold
  REQUIRE(s.decision() == RiseState::kDecPost);
  act(s, 0, Free(P1_SHB, 0, 0, 1));  // 1 gold -> 1 disc, tile flipped; the step ends
  act(s, 1, TakeE(4));               // E5
  act(s, 1, Place(WEU, 1));
  act(s, 1, make_action(kActPlaceDone));
  act(s, 0, TakeE(0));  // E1
  act(s, 0, Place(MED, 1));
  act(s, 0, make_action(kActPlaceDone));
  REQUIRE(s.trade_box_user(2) == 0);
  REQUIRE(s.disc_bank() == 40 - 1 - 2 - 2);
  REQUIRE(s.available_empire() == static_cast<uint8_t>(~(1u << 0 | 1u << 4)));
  REQUIRE(s.player(0).prog_used != 0);
  TA::make_current(s, 0);
  CHECK_FALSE(is_legal(s, Free(P1_SHB, 0, 0, 1)));  // used this turn (8 gold, discs in the bank)
  const uint64_t prog_before = s.available_progress();

  next_turn(s);  // turn 2
  CHECK(s.available_empire() == 0xFF);
  CHECK(s.player(0).emp == 0);
  CHECK(s.player(1).emp == 0);
  for (int b = 0; b < kTradeBoxes; ++b) CHECK(s.trade_box_user(b) == -1);
  CHECK(s.disc_bank() == 40 - 1 - 2);  // T03's 2 discs are back in the bank
  CHECK(s.player(0).prog_used == 0);   // Small Harbour face up again, still owned
  CHECK(s.has_type(0, P1_SHB));
  CHECK_FALSE(s.has_type(1, P1_MER));  // red tile back on the display
  CHECK(((s.available_progress() >> mer) & 1));
  CHECK(s.cubes(1, WEU) == 1);  // the map is untouched
  CHECK(s.cubes(0, MED) == 1);
  // 2 players: the unselected tiles went to the box, 8 new progress tiles are face up.
  CHECK((s.available_progress() & prog_before & ~kRedProgressTiles) == 0);
  CHECK(std::popcount(s.available_progress() & ~kRedProgressTiles) == 8);

  // Turn 3 (artificially without the B turn and the era end): the tiles show their Era-II side.
  next_turn(s);
  REQUIRE(s.turn() == 3);
  CHECK(s.available_empire() == 0xFF);
  TA::make_current(s, 1);
  TA::set_pool(s, 1, 10);
  act(s, 1, TakeE(3));  // E4: 4 regions on the Era-II/III side (2 on the Era-I side)
  CHECK(place_greedy(s, 1) == 4);
}

// ---------------------------------------------------------------------------
// income of towns and cities (EN §Territory "Town Tiles", data §C, §F)

TEST_CASE("rise: town tiles: 1 gold / 1 disc / 1 food / 1 cube, and 1 VP each", "[rise][income]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::set_order(s, {0, 1});
  for (int t : {T_TWG, T_TWD, T_TWF, T_TWC}) TA::give_territory(s, 0, t);
  TA::collect_income(s, 0);
  CHECK(s.player(0).gold == 6);
  CHECK(s.player(0).discs == 3);
  CHECK(s.player(0).pool == 6);
  CHECK(s.player(0).stock == 24);
  TA::apply_food(s, 0);
  CHECK(s.player(0).food == 17);
  TA::vp_phase(s);
  CHECK(s.player(0).vp == 4);
  CHECK(s.player(1).vp == 0);
}

TEST_CASE("rise: city income: C1B3 +1 gold, C2B2 +1 disc; city VP", "[rise][income]") {
  auto sp = make(2);
  RiseState& s = *sp;
  TA::set_order(s, {0, 1});
  TA::box_facedown_cities(s);
  TA::give_city(s, 0, 7);   // C1B3: 5 g, +1 g income, 2 VP
  TA::give_city(s, 0, 16);  // C2B2: 4 g, +1 d income, 2 VP
  TA::give_city(s, 1, 0);   // C1A1: no income, 1 VP
  TA::collect_income(s, 0);
  TA::collect_income(s, 1);
  CHECK(s.player(0).gold == 6);
  CHECK(s.player(0).discs == 3);
  CHECK(s.player(1).gold == 5);
  CHECK(s.player(1).discs == 2);
  TA::vp_phase(s);
  CHECK(s.player(0).vp == 4);
  CHECK(s.player(1).vp == 1);
}

// ---------------------------------------------------------------------------
// battles

TEST_CASE("rise: battle with too few defenders: surplus removal ignored, one region only", "[rise][battle]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = 0, q = 1;
  TA::set_cubes(s, p, WEU, 2);
  TA::set_cubes(s, q, WEU, 1);
  TA::set_cubes(s, q, CEU, 2);
  const int qstock = s.player(q).stock, pstock = s.player(p).stock;
  TA::make_current(s, p);
  act(s, p, TakeE(0));  // E1 (Era I): 1-2
  act(s, p, make_action(kActPlaceDone));
  act(s, p, Battle(WEU, q, 0));
  CHECK(s.cubes(q, WEU) == 0);  // 1 of 2 removed, the second is ignored
  CHECK(s.cubes(q, CEU) == 2);  // not taken from another region
  CHECK(s.player(q).stock == qstock + 1);
  CHECK(s.cubes(p, WEU) == 1);  // attacker loses its 1
  CHECK(s.player(p).stock == pstock + 1);
}

TEST_CASE("rise: Diplomacy: no battles between allies, either way", "[rise][battle]") {
  auto sp = make(3);
  RiseState& s = *sp;
  TA::give_progress(s, 0, P2_DIP);
  TA::pl(s, 0).ally = 1;
  for (int p : {0, 1, 2}) TA::set_cubes(s, p, WEU, 2);
  TA::make_current(s, 0);
  act(s, 0, TakeE(2));  // E3
  act(s, 0, make_action(kActPlaceDone));
  REQUIRE(s.decision() == RiseState::kDecEmpBattle);
  CHECK_FALSE(is_legal(s, Battle(WEU, 1, 0)));
  CHECK(is_legal(s, Battle(WEU, 2, 0)));
  act(s, 0, make_action(kActBattleDone));
  TA::make_current(s, 1);  // the ally (who has no Diplomacy tile) may not attack the owner either
  act(s, 1, TakeE(3));     // E4
  act(s, 1, make_action(kActPlaceDone));
  REQUIRE(s.decision() == RiseState::kDecEmpBattle);
  CHECK_FALSE(is_legal(s, Battle(WEU, 0, 0)));
  CHECK(is_legal(s, Battle(WEU, 2, 0)));
  // Only the ally shares a region: no battle decision at all; without the alliance there is one.
  for (bool allied : {true, false}) {
    auto tp = make(2);
    RiseState& t = *tp;
    TA::give_progress(t, 0, P2_DIP);
    TA::pl(t, 0).ally = allied ? 1 : -1;
    TA::set_cubes(t, 0, WEU, 2);
    TA::set_cubes(t, 1, WEU, 2);
    TA::make_current(t, 0);
    act(t, 0, TakeE(2));
    act(t, 0, make_action(kActPlaceDone));
    INFO("allied " << allied);
    CHECK((t.decision() == RiseState::kDecEmpBattle) == !allied);
  }
}

// ---------------------------------------------------------------------------
// wonders (FAQ: a wonder needs its cubes in the pool; H6, H27)

TEST_CASE("rise: a wonder is refused when its gold, pool cubes or discs are short", "[rise][wonder]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = 0;
  TA::set_turn(s, 2);  // wonders only in B turns
  TA::box_facedown_cities(s);
  TA::show_city(s, 8);  // Pyramids: 2 g + 2 c + 1 d, 5 VP
  TA::show_city(s, 9);  // Hanging Gardens: 3 g + 0 c + 2 d, 5 VP
  TA::place_disc(s, kRowCity, 0, p);
  TA::make_current(s, p);
  act(s, p, Remove(kRowCity, 0));
  REQUIRE(s.decision() == RiseState::kDecBChoose);
  auto& P = TA::pl(s, p);
  P.gold = 20;
  P.discs = 5;
  TA::set_pool(s, p, 1);
  CHECK_FALSE(is_legal(s, TakeC(8)));  // 1 of 2 cubes
  CHECK(is_legal(s, TakeC(9)));        // needs no cubes
  TA::set_pool(s, p, 2);
  CHECK(is_legal(s, TakeC(8)));
  P.discs = 0;
  CHECK_FALSE(is_legal(s, TakeC(8)));  // 0 of 1 disc
  P.discs = 1;
  CHECK(is_legal(s, TakeC(8)));
  CHECK_FALSE(is_legal(s, TakeC(9)));  // 1 of 2 discs
  P.gold = 1;
  CHECK_FALSE(is_legal(s, TakeC(8)));  // 1 of 2 gold
  P.gold = 3;
  P.discs = 2;
  TA::set_pool(s, p, 0);
  CHECK_FALSE(is_legal(s, TakeC(8)));
  REQUIRE(is_legal(s, TakeC(9)));
  act(s, p, TakeC(9));
  CHECK(s.player(p).gold == 0);
  CHECK(s.player(p).discs == 0);
  CHECK(s.player(p).vp == 5);
}

// ---------------------------------------------------------------------------
// red-edged tiles (H8: "The era surcharge applies")

TEST_CASE("rise: red-edged tiles pay the era surcharge", "[rise][progress]") {
  struct Case {
    int turn, type, cost;
  };
  for (const Case c : {Case{1, P1_MER, 0}, Case{3, P1_MER, 1}, Case{5, P1_MER, 2}, Case{4, P2_TRF, 0},
                       Case{5, P2_TRF, 1}, Case{6, P3_CON, 0}}) {
    INFO("turn " << c.turn << " type " << kProgressInfo[c.type].code);
    REQUIRE(kProgressInfo[c.type].red);
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = 0;
    TA::set_turn(s, c.turn);
    const int tile = TA::show_progress(s, c.type);
    if (s.b_turn()) {
      TA::place_disc(s, kRowProgress, 0, p);
      TA::make_current(s, p);
      act(s, p, Remove(kRowProgress, 0));
      REQUIRE(s.decision() == RiseState::kDecBChoose);
    } else {
      TA::make_current(s, p);
    }
    if (c.cost > 0) {
      TA::pl(s, p).gold = static_cast<int16_t>(c.cost - 1);
      CHECK_FALSE(is_legal(s, TakeP(c.type)));
    }
    TA::pl(s, p).gold = 5;
    act(s, p, TakeP(c.type));
    CHECK(((s.player(p).prog >> tile) & 1));
    CHECK(s.player(p).gold == 5 - c.cost);
  }
}

// ---------------------------------------------------------------------------
// the bank's 40 resource discs (NOTES.md: rulebook over H17)

TEST_CASE("rise: Small and Large Harbour need discs in the bank", "[rise][bank]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = 0, q = 1;
  TA::give_progress(s, p, P1_SHB);
  TA::give_progress(s, p, P2_LHB);
  TA::pl(s, q).discs = 38;  // 40 - 2 (p) - 38: the bank is empty
  TA::make_current(s, p);
  REQUIRE(s.disc_bank() == 0);
  CHECK(count_kind(legal(s), kActFree) == 0);
  TA::pl(s, q).discs = 36;  // 2 left in the bank
  REQUIRE(s.disc_bank() == 2);
  CHECK(is_legal(s, Free(P1_SHB, 0, 0, 1)));
  CHECK(is_legal(s, Free(P2_LHB, 0, 0, 2)));
  CHECK_FALSE(is_legal(s, Free(P2_LHB, 0, 0, 3)));  // 5 gold would pay for 3
  act(s, p, Free(P2_LHB, 0, 0, 2));
  CHECK(s.player(p).gold == 3);
  CHECK(s.player(p).discs == 4);
  CHECK(s.disc_bank() == 0);
  CHECK_FALSE(is_legal(s, Free(P1_SHB, 0, 0, 1)));  // gold left, but no disc
  // With a full bank, the Large Harbour offers all 3.
  auto tp = make(2);
  RiseState& t = *tp;
  TA::give_progress(t, p, P2_LHB);
  TA::make_current(t, p);
  CHECK(is_legal(t, Free(P2_LHB, 0, 0, 3)));
}
