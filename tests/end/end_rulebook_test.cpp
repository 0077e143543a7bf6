// Empire's End: rulebook rules and glossary numbers not covered elsewhere
// (issue "every rule as the rulebook says, and every rule tested"). Each test
// names the rulebook (RB, shared/rules/empires_end.en.txt) lines it checks.
#include <set>
#include <string>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {

constexpr Action build(int c) { return make_action(kActBuild, static_cast<uint32_t>(c)); }
constexpr Action repair(int t) { return make_action(kActRepair, static_cast<uint32_t>(t)); }
constexpr Action place(int t) { return make_action(kActPlace, static_cast<uint32_t>(t)); }
constexpr Action kEndPhase = make_action(kActEndPhase);

int stash(const EndState& s, int p, int r) { return s.player(p).res[r]; }
int slot_of(const EndState& s, int c) { return s.current_disaster(0) == c ? 0 : 1; }

// After a take: the innovation's place (first candidate) and no coin buying, until the next bid.
void settle_take(EndState& s) {
  std::vector<Action> v;
  while (s.decision() == EndState::kDecPlace || s.decision() == EndState::kDecLowRes) {
    if (s.decision() == EndState::kDecLowRes) {
      act(s, make_action(kActStopBuying));
    } else {
      s.legal_actions(v);
      act(s, v.front());
    }
  }
}

}  // namespace

// RB setup: "4. Shuffle all the Disaster cards into a deck", "5. Shuffle all the Conflict cards into a
// deck", "9. Have the First Player shuffle their location tiles" (every empire copies the order). The first
// player: setup step 6 gives the marker "to the player who most recently lit a fire", the quick start "to a
// randomly selected player"; the engine cannot ask, so it draws (NOTES.md, Rule interpretations).
TEST_CASE("end setup: shuffled decks, a random first player and a random arrangement", "[end][setup][rulebook]") {
  for (int n = 2; n <= 4; ++n) {
    INFO(n << " players");
    const int games = 200;
    std::vector<int> first(n, 0);
    std::set<int> revealed, next_disaster, next_conflict, arrangement;
    for (int g = 1; g <= games; ++g) {
      auto s = A::make(n, static_cast<uint64_t>(g) * 7919);
      ++first[s.first_player()];
      CHECK(s.current_player() == s.first_player());
      revealed.insert(s.current_disaster(0));
      next_disaster.insert(A::deck_top(s));
      next_conflict.insert(A::conflict_top(s));
      int key = 0;
      for (int i = 0; i < 4; ++i) key = key * kLocations + s.tile_at(0, i);
      arrangement.insert(key);
      // The same seed, the same deal.
      auto t = A::make(n, static_cast<uint64_t>(g) * 7919);
      CHECK(t.first_player() == s.first_player());
      CHECK(t.current_disaster(0) == s.current_disaster(0));
    }
    for (int p = 0; p < n; ++p) CHECK(first[p] > games / n / 2);
    CHECK(revealed.size() > 40);  // of 66 cards
    CHECK(next_disaster.size() > 40);
    CHECK(next_conflict.size() == static_cast<size_t>(kConflictCards));
    CHECK(arrangement.size() > 150);  // the first four positions: 7920 possibilities
  }
}

// RB Double Disaster: "Resources gained from taking one disaster can be used to bid on the other, but both
// disasters must be addressed during your turn." "The first player marker is given to whoever takes the
// second disaster."
TEST_CASE("end double disaster: resources from the first take pay the bid on the second", "[end][disaster][rulebook]") {
  auto s = A::make(3);
  A::set_first(s, 0);
  for (int p = 0; p < 3; ++p) A::set_order(s, p, identity());
  const int a = card("FIR-05"), b = card("FAM-04");  // both accept wheat, hammers and axes
  A::start_disaster(s, 5, a, b);
  REQUIRE(s.phase_code() == kPhDD);
  const int sa = slot_of(s, a), sb = slot_of(s, b);
  REQUIRE(sa != sb);
  act(s, pass(sa, kW));  // seat 0
  act(s, pass(sb, kW));
  for (int p = 1; p <= 2; ++p) {
    REQUIRE(s.current_player() == p);
    act(s, pass(sa, kH));
    act(s, pass(sb, kH));
  }
  REQUIRE(s.current_player() == 0);
  A::set_res(s, 0, 0, 0, 0, 0);  // nothing left to bid with
  CHECK_FALSE(legal(s, pass(sb, kW)));
  CHECK_FALSE(legal(s, pass(sb, kH)));
  CHECK_FALSE(legal(s, pass(sb, kC)));
  act(s, take(sa));  // the pot: 1 wheat, 2 hammers
  CHECK(stash(s, 0, kW) == 1);
  CHECK(stash(s, 0, kH) == 2);
  settle_take(s);
  REQUIRE(s.decision() == EndState::kDecBid);
  REQUIRE(s.current_player() == 0);  // the second disaster is still to address this turn
  CHECK(s.first_player() == 0);
  act(s, pass(sb, kH));  // a hammer from the first disaster's pot
  CHECK(stash(s, 0, kH) == 1);
  CHECK(s.pot(sb, kH) == 3);
  REQUIRE(s.current_player() == 1);
  act(s, take(sb));
  settle_take(s);
  CHECK(s.first_player() == 1);  // the taker of the second disaster
  CHECK(stash(s, 1, kW) == 2 + 1);
  CHECK(stash(s, 1, kH) == 0 + 3);
}

// RB: "Note that it is possible for both disasters in a Double Disaster phase to target the same location.
// In this case, a player taking both disasters would have to use the adjacency rules on page 5 to determine
// where the second disaster strikes."
TEST_CASE("end double disaster: both cards on one target; the second strikes a neighbour",
          "[end][disaster][rulebook]") {
  auto s = A::make(3);
  A::set_first(s, 0);
  for (int p = 0; p < 3; ++p) A::set_order(s, p, identity());
  const int a = card("FIR-05"), b = card("FAM-05");
  REQUIRE(kDisasterInfo[a].target == 5);
  REQUIRE(kDisasterInfo[b].target == 5);
  A::start_disaster(s, 5, a, b);
  act(s, take(slot_of(s, a)));
  CHECK_FALSE(s.healthy(0, s.tile_at(0, 4)));  // the 5th location
  settle_take(s);
  REQUIRE(s.current_player() == 0);
  act(s, take(slot_of(s, b)));
  REQUIRE(s.decision() == EndState::kDecDestroy);
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v == std::vector<Action>{make_action(kActDestroy, 3), make_action(kActDestroy, 5)});
  act(s, make_action(kActDestroy, 5));
  CHECK_FALSE(s.healthy(0, s.tile_at(0, 5)));
  CHECK(s.healthy(0, s.tile_at(0, 3)));
  settle_take(s);
  CHECK(s.first_player() == 0);
  CHECK(s.phase_code() == kPhC);  // both taken: the phase is over
  int destroyed = 0;
  for (int t = 0; t < kLocations; ++t) destroyed += !s.healthy(0, t);
  CHECK(destroyed == 2);
}

// RB: "You may NOT use any Innovation abilities attached to destroyed locations, but those innovations are
// not discarded. They are left in place and may be used again if that location is repaired." and
// "If you repaired a location with an industry effect, you may use that ability, as well as the abilities
// of any innovations underneath it, this round."
TEST_CASE("end innovations: active again once their location is repaired", "[end][industry][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int vp = card("FAM-01");    // Economy: gain 2 VP
  const int swap = card("FLO-09");  // Industry: swap two locations
  A::attach(s, 0, vp, tile("FARM_W"));
  A::attach(s, 0, swap, tile("FARM_W"));
  A::destroy(s, 0, tile("FARM_W"));
  A::start_at(s, 1);  // Economy
  CHECK_FALSE(legal(s, src_card(vp)));
  CHECK(s.where(vp) == kAttached);
  A::start_at(s, 4);  // Industry
  REQUIRE(s.decision() == EndState::kDecInd);
  CHECK_FALSE(legal(s, src_card(swap)));
  act(s, repair(tile("FARM_W")));  // 1 hammer
  act(s, make_action(kActPay, 0));
  CHECK(s.healthy(0, tile("FARM_W")));
  CHECK(stash(s, 0, kH) == 1);
  act(s, src_card(swap));  // usable in the phase of the repair
  act(s, make_action(kActSwap, static_cast<uint32_t>(0 << 8 | 10)));
  CHECK(s.tile_at(0, 10) == tile("FARM_W"));
  CHECK(s.host(vp) == tile("FARM_W"));
  A::start_at(s, 8);  // the next Economy phase
  REQUIRE(s.decision() == EndState::kDecEcon);
  act(s, src_card(vp));
  CHECK(s.player(0).vp == 2);
}

// RB glossary: "Convert 1 Wheat into 1 coin. This conversion may be completed up to three times each Economy
// Phase."
TEST_CASE("end economy: wheat into coins, up to three times", "[end][economy][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  const int cv = card("FAM-07");
  REQUIRE(kDisasterInfo[cv].ability.kind == kConvert);
  A::attach(s, 0, cv, tile("CITY"));
  A::set_res(s, 0, 4, 0, 0, 0);
  A::start_at(s, 1);
  act(s, src_card(cv));
  for (int i = 0; i < 3; ++i) {
    REQUIRE(s.decision() == EndState::kDecConvert);
    CHECK_FALSE(legal(s, make_action(kActConvert, 1)));  // one output only: coin
    act(s, make_action(kActConvert, 0));
  }
  CHECK(s.decision() == EndState::kDecEcon);  // three times used up
  CHECK(stash(s, 0, kW) == 1);
  CHECK(stash(s, 0, kC) == 3);
  CHECK_FALSE(legal(s, src_card(cv)));  // once per phase
  // With fewer wheat the conversion stops early.
  auto t = A::make(2);
  A::set_first(t, 0);
  A::attach(t, 0, cv, tile("CITY"));
  A::set_res(t, 0, 1, 0, 0, 0);
  A::start_at(t, 1);
  act(t, src_card(cv));
  act(t, make_action(kActConvert, 0));
  CHECK_FALSE(legal(t, make_action(kActConvert, 0)));
  act(t, make_action(kActConvertStop));
  CHECK(stash(t, 0, kC) == 1);
}

// RB glossary "Gain Points" (1Famine, 2): "Gain the listed number of points during the Economy phase."
TEST_CASE("end economy: gain VP innovations", "[end][economy][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::attach(s, 0, card("FAM-01"), tile("CITY"));    // 2 VP
  A::attach(s, 0, card("BLI-02"), tile("ROAD_X"));  // 1 VP
  A::start_at(s, 1);
  act(s, src_card(card("FAM-01")));
  CHECK(s.player(0).vp == 2);
  act(s, src_card(card("BLI-02")));
  CHECK(s.player(0).vp == 3);
  CHECK_FALSE(legal(s, src_card(card("FAM-01"))));
  act(s, kEndPhase);
  CHECK(s.player(0).vp == 3);
}

// RB Industry: "Each healthy town in your empire makes one card one hammer cheaper to build." "You may not
// use both town to make a card with + completely free; their effects must be applied to different
// Innovation cards." Build-discount innovations count like the Towns.
TEST_CASE("end industry: build discounts, one per card, from towns and innovations", "[end][industry][rulebook]") {
  const int plain = card("FIR-06"), plain2 = card("FIR-07"), flagged = card("FAM-01");
  REQUIRE_FALSE(kDisasterInfo[plain].plus_h);
  REQUIRE(kDisasterInfo[flagged].plus_h);
  {
    // Both towns destroyed; one BUILD_DISCOUNT innovation.
    auto s = A::make(2);
    A::set_first(s, 0);
    A::set_order(s, 0, identity());
    A::destroy(s, 0, tile("TOWN_1"));
    A::destroy(s, 0, tile("TOWN_2"));
    A::attach(s, 0, card("BLI-08"), tile("CITY"));
    A::set_hand(s, 0, {plain, plain2, flagged, card("FIR-08")});
    A::set_res(s, 0, 0, 1, 0, 0);
    A::start_at(s, 4);
    CHECK(s.build_discounts(0) == 1);
    CHECK(s.build_cost(0, plain) == 0);
    CHECK(s.build_cost(0, flagged) == 1);
    act(s, build(plain));  // free
    act(s, place(tile("ROAD_X")));
    CHECK(stash(s, 0, kH) == 1);
    CHECK(s.build_cost(0, plain2) == 1);  // the discount is used
    act(s, build(plain2));
    act(s, make_action(kActPay, 0));
    act(s, place(tile("FARM_W")));
    CHECK(stash(s, 0, kH) == 0);
  }
  {
    // Two towns and an innovation: three discounts, still at most one per card.
    auto s = A::make(2);
    A::set_first(s, 0);
    A::attach(s, 0, card("BAR-01"), tile("CITY"));
    A::set_hand(s, 0, {plain, flagged, card("FIR-08"), card("FIR-09")});
    A::set_res(s, 0, 0, 0, 0, 0);
    A::start_at(s, 4);
    CHECK(s.build_discounts(0) == 3);
    CHECK(s.build_cost(0, flagged) == 1);
    CHECK_FALSE(legal(s, build(flagged)));  // no hammer, no coin
    act(s, build(plain));
    act(s, place(tile("ROAD_X")));
    CHECK(s.build_cost(0, flagged) == 1);
  }
  {
    // An innovation under a destroyed location gives no discount.
    auto s = A::make(2);
    A::attach(s, 0, card("FIR-05"), tile("CITY"));
    CHECK(s.build_discounts(0) == 3);
    A::destroy(s, 0, tile("CITY"));
    CHECK(s.build_discounts(0) == 2);
  }
}

// RB: the City "Choose any two locations in your empire and swap their positions. All attached Innovations
// on the swapped locations move with them." The swap innovations (FLO-09, REV-07) do the same.
TEST_CASE("end industry: the swap-locations innovation", "[end][industry][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int sw = card("REV-07"), rider = card("FIR-04");
  REQUIRE(kDisasterInfo[sw].ability.kind == kSwapLocations);
  REQUIRE(kDisasterInfo[sw].ability.phase == kAbI);
  A::attach(s, 0, sw, tile("FARM_A"));
  A::attach(s, 0, rider, tile("FARM_W"));
  A::destroy(s, 0, tile("CITY"));  // the City's own swap is not available
  A::start_at(s, 4);
  CHECK_FALSE(legal(s, use(tile("CITY"))));
  act(s, src_card(sw));
  REQUIRE(s.decision() == EndState::kDecSwap);
  act(s, make_action(kActSwap, static_cast<uint32_t>(0 << 8 | 9)));  // FARM_W <-> the destroyed City
  CHECK(s.tile_at(0, 0) == tile("CITY"));
  CHECK(s.tile_at(0, 9) == tile("FARM_W"));
  CHECK(s.host(rider) == tile("FARM_W"));  // travels with its location: now at position 10
  CHECK(s.player(0).pos[s.host(rider)] == 9);
  CHECK_FALSE(s.healthy(0, tile("CITY")));
  CHECK_FALSE(legal(s, src_card(sw)));  // once per phase
  CHECK(s.decision() == EndState::kDecInd);
}

// RB glossary "Remove an Adjacent Exhaust Marker" (8Famine): "This ability is identical to the Refresh
// ability of the Economy phase, except that it is activated during the Industry phase."
TEST_CASE("end industry: the Industry refresh clears the exhaust markers next to it", "[end][industry][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int rf = card("FAM-08");
  REQUIRE(kDisasterInfo[rf].ability.kind == kRefreshAdj);
  REQUIRE(kDisasterInfo[rf].ability.phase == kAbI);
  A::attach(s, 0, rf, tile("TOWN_1"));                    // position 7
  A::attach(s, 0, card("FIR-02"), tile("FARM_A"), true);  // position 6
  A::attach(s, 0, card("FIR-06"), tile("TOWN_2"), true);  // position 8
  A::attach(s, 0, card("FAM-02"), tile("TOWN_2"), true);  // position 8 too
  A::attach(s, 0, card("FAM-09"), tile("FARM_H"), true);  // position 9: not adjacent
  A::start_at(s, 1);                                      // Economy: not usable
  CHECK_FALSE(legal(s, src_card(rf)));
  A::start_at(s, 4);
  act(s, src_card(rf));
  CHECK_FALSE(s.exhausted(card("FIR-02")));
  CHECK_FALSE(s.exhausted(card("FIR-06")));
  CHECK_FALSE(s.exhausted(card("FAM-02")));
  CHECK(s.exhausted(card("FAM-09")));
  CHECK_FALSE(legal(s, src_card(rf)));
}

// RB Conflict: "all players who did not have the highest total Conflict strength must make the location swap
// ... swapping either their 1st, 2nd, or 3rd highest VP value healthy location with whatever card is in the
// location number indicated." With fewer than k healthy locations there is no k-th highest: no swap (data
// R21).
TEST_CASE("end conflict: no upheaval with fewer healthy locations than its rank", "[end][conflict][rulebook]") {
  for (int healthy_n : {2, 3}) {
    INFO(healthy_n << " healthy locations");
    auto s = A::make(2);
    A::set_first(s, 0);
    A::set_order(s, 1, identity());
    // Seat 1 keeps FARM_W (3), ROAD_X (14) and, in the second game, the City (13).
    for (int t = 0; t < kLocations; ++t)
      if (t != tile("FARM_W") && t != tile("ROAD_X") && !(healthy_n == 3 && t == tile("CITY"))) A::destroy(s, 1, t);
    A::put_conflict_on_top(s, conflict("CON-03"));  // 3rd highest <-> position 6
    REQUIRE(kConflictInfo[conflict("CON-03")].rank == 3);
    REQUIRE(kConflictInfo[conflict("CON-03")].position == 6);
    A::start_at(s, 6);
    act(s, commit(1, 0));  // seat 0: 4 + 1, the most
    act(s, commit(0, 0));  // seat 1: 0
    if (healthy_n == 2) {
      for (int i = 0; i < kLocations; ++i) CHECK(s.tile_at(1, i) == i);
      CHECK_FALSE(s.conflict_report().upheaval[1]);
    } else {
      // The 3rd highest healthy is FARM_W (position 1): it goes to position 6.
      CHECK(s.tile_at(1, 5) == tile("FARM_W"));
      CHECK(s.tile_at(1, 0) == tile("FARM_A"));
      CHECK(s.conflict_report().upheaval[1]);
    }
    CHECK(s.player(1).vp == -2);  // the penalty band (<= 2)
  }
}

// RB glossary "Endgame Points for Adjacent Destroyed Locations" (8Plague, 3): "During the End Game phase,
// gain the listed number of points for each destroyed location adjacent to this Innovation."
TEST_CASE("end scoring: end-of-game points per adjacent destroyed location", "[end][scoring][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::attach(s, 0, card("FIR-11"), 5);  // 3 per adjacent destroyed: positions 5 and 7 destroyed
  A::attach(s, 0, card("FLO-06"), 0);  // 2 per adjacent destroyed, at the end of the row: position 2
  A::destroy(s, 0, 4);
  A::destroy(s, 0, 6);
  A::destroy(s, 0, 1);
  A::destroy(s, 0, 9);  // next to nothing of these
  A::finish(s);
  REQUIRE(s.terminal());
  CHECK(s.final_score(0).innovations == 3 * 2 + 2 * 1);
  CHECK(s.final_score(0).locations == 90 - 7 - 9 - 4 - 13);
}

// RB: "Innovations can never be placed under a destroyed location tile." With every location destroyed a
// take destroys nothing more and the innovation has no place (data R7, R9: discarded).
TEST_CASE("end disaster: no healthy location left", "[end][disaster][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  for (int t = 0; t < kLocations; ++t) A::destroy(s, 0, t);
  const int c = card("FIR-04");
  A::start_disaster(s, 0, c);
  act(s, take(0));
  CHECK(s.take_report().destroyed == -1);
  CHECK(s.take_report().placed == -1);
  CHECK(s.where(c) == kInDiscard);
  stop_buying(s);  // rules 3: after every take
  CHECK(s.phase_code() == kPhE);
  // Economy: nothing is active.
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v == std::vector<Action>{kEndPhase});
  CHECK(s.base_strength(0) == 0);
  CHECK(s.end_score(0) == 0);  // no healthy location, no active end-of-game ability
}

// RB Economy example: "4. Note that they don't have any exhausted ability innovations, so their other two
// roads do nothing at this time."
TEST_CASE("end example: the Economy example's step 4 (roads with nothing to refresh)", "[end][example][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::destroy(s, 0, tile("FARM_W"));
  A::attach(s, 0, card("REV-02"), tile("TOWN_1"));
  A::attach(s, 0, card("FIR-02"), tile("CITY"));  // a Disaster-phase innovation, not exhausted
  A::set_res(s, 0, 3, 0, 0, 0);
  A::start_at(s, 1);
  const auto P = s.player(0);
  act(s, use(tile("ROAD_R1")));
  act(s, use(tile("ROAD_R2")));
  for (int r = 0; r < 4; ++r) CHECK(stash(s, 0, r) == P.res[r]);
  CHECK(s.player(0).vp == P.vp);
  CHECK_FALSE(s.exhausted(card("FIR-02")));
  CHECK_FALSE(legal(s, use(tile("ROAD_R1"))));
  CHECK(s.decision() == EndState::kDecEcon);
}

// RB glossary numbers (the cards each example names): Gain Points 1Famine 2; Discount Adjacent Repairs
// 3Blight -1; Gain 1 Conflict Strength 9Blight; Destroyed Location Scoring 2 per own destroyed location;
// Points for Most Destroyed Locations 11Famine 13, "most or tied for the most"; Gain 1 Wheat per healthy
// Farm directly left and right, "0, 1, or 2"; Copy an End of Game Ability 7Flood.
TEST_CASE("end glossary: the numbers of the glossary's examples", "[end][glossary][rulebook]") {
  CHECK(kDisasterInfo[card("FAM-01")].ability.kind == kGainVp);
  CHECK(kDisasterInfo[card("FAM-01")].ability.n == 2);
  CHECK(kDisasterInfo[card("BLI-03")].ability.kind == kRepairDiscountAdj);
  CHECK(kDisasterInfo[card("BLI-09")].ability.kind == kStrength);
  CHECK(kDisasterInfo[card("BLI-09")].ability.n == 1);
  CHECK(kDisasterInfo[card("FAM-08")].ability.kind == kRefreshAdj);
  CHECK(kDisasterInfo[card("REV-10")].ability.kind == kReplaceDisaster);
  CHECK(kDisasterInfo[card("FLO-07")].ability.kind == kEndCopy);
  CHECK(kDisasterInfo[card("FAM-11")].ability.kind == kEndMostDestroyed);
  CHECK(kDisasterInfo[card("FAM-11")].ability.n == 13);
  CHECK(kDisasterInfo[card("FAM-07")].ability.n == 3);
  CHECK(kDisasterInfo[card("FAM-07")].ability.res == kW);
  CHECK(kDisasterInfo[card("FAM-07")].ability.out1 == kC);
  {
    // 3Blight: -1 for each adjacent location; 9Blight: +1 strength.
    auto s = A::make(2);
    A::set_order(s, 0, identity());
    A::destroy(s, 0, tile("CITY"));
    A::attach(s, 0, card("BLI-03"), tile("ROAD_X"));  // position 11, next to the City
    CHECK(s.repair_cost(0, tile("CITY")) == 5 - 1);
    A::destroy(s, 0, tile("FARM_A"));
    CHECK(s.repair_cost(0, tile("FARM_A")) == 3);  // not adjacent
    const int base = s.base_strength(0);
    A::attach(s, 0, card("BLI-09"), tile("FARM_W"));
    CHECK(s.base_strength(0) == base + 1);
  }
  {
    // 2 VP per destroyed location of one's own empire; 13 VP for the most destroyed, ties included;
    // the copy scores the best other end ability once more.
    auto s = A::make(2);
    A::set_order(s, 0, identity());
    A::attach(s, 0, card("FIR-03"), tile("CITY"));
    A::attach(s, 0, card("FAM-11"), tile("ROAD_X"));
    A::destroy(s, 0, 0);
    A::destroy(s, 0, 1);
    A::destroy(s, 1, 0);
    A::destroy(s, 1, 1);
    A::finish(s);
    CHECK(s.final_score(0).innovations == 2 * 2 + 13);
    auto t = A::make(2);
    A::attach(t, 0, card("FIR-03"), tile("CITY"));
    A::attach(t, 0, card("FAM-11"), tile("ROAD_X"));
    A::attach(t, 0, card("FLO-07"), tile("TOWN_1"));
    A::destroy(t, 0, 0);
    for (int k = 0; k < 4; ++k) A::destroy(t, 1, k);  // seat 1 has more destroyed
    A::finish(t);
    CHECK(t.final_score(0).innovations == 2 + 0 + 2);
  }
  // Gain 1 wheat per healthy Farm directly left and right: 0, 1 or 2.
  const int fam = card("FAM-03");
  struct Case {
    std::vector<int> order;
    const char* host;
    int wheat;
  };
  const Case cases[] = {
      {identity(), "ARMY_2", 0}, {identity(), "ROAD_R1", 1}, {{0, 1, 5, 2, 3, 4, 6, 7, 8, 9, 10}, "ROAD_R1", 2}};
  for (const Case& k : cases) {
    INFO("host " << k.host);
    auto s = A::make(2);
    A::set_first(s, 0);
    A::set_order(s, 0, k.order);
    A::attach(s, 0, fam, tile(k.host));
    A::set_res(s, 0, 0, 0, 0, 0);
    A::start_at(s, 1);
    act(s, src_card(fam));
    CHECK(stash(s, 0, kW) == k.wheat);
  }
}

// RB Industry: "Thus, you could build 2 cards, sell 2 cards and gain 2 coins, or or build 1 card and sell 1 card
// to gain 1 coin. After building or selling 2 cards, you may now optionally discard all remaining cards in your
// hand. If you discard one, you have to discard both ... Afterwards, draw until you have 4 Disaster cards."
TEST_CASE("end industry: build 1 card and sell 1 card to gain 1 coin, then discard both others and draw 4",
          "[end][industry][rulebook]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::set_res(s, 0, 0, 1, 0, 0);      // one hammer, no coin
  A::destroy(s, 0, tile("TOWN_1"));  // no build discount: the card costs its hammer
  A::destroy(s, 0, tile("TOWN_2"));
  const int b = card("FIR-07"), sold = card("FIR-06"), k1 = card("FIR-05"), k2 = card("FIR-08");
  A::set_hand(s, 0, {b, sold, k1, k2});
  A::start_at(s, 4);
  REQUIRE(s.phase_code() == kPhI);
  CHECK_FALSE(legal(s, make_action(kActDiscardAll)));  // not before two builds or sells
  CHECK(s.build_cost(0, b) == 1);
  act(s, build(b));
  act(s, make_action(kActPay, 0));  // 1 hammer, 0 coins
  while (s.decision() == EndState::kDecPlace) {
    std::vector<Action> v;
    s.legal_actions(v);
    act(s, v.front());
  }
  CHECK(s.where(b) == kAttached);
  CHECK(stash(s, 0, kH) == 0);
  act(s, make_action(kActSell, static_cast<uint32_t>(sold)));
  CHECK(stash(s, 0, kC) == 1);  // the one coin from the sale
  CHECK(s.where(sold) == kInDiscard);
  CHECK(s.industry_actions() == 2);
  CHECK_FALSE(legal(s, make_action(kActSell, static_cast<uint32_t>(k1))));  // two in all
  CHECK_FALSE(legal(s, build(k1)));
  act(s, make_action(kActDiscardAll));  // both remaining cards, never one
  CHECK(s.player(0).hand_n == 0);
  CHECK(s.where(k1) == kInDiscard);
  CHECK(s.where(k2) == kInDiscard);
  act(s, kEndPhase);
  CHECK(s.player(0).hand_n == 4);
}
