// Empire's End: the rulebook's numbers (shared/rules/empires_end.en.txt) and the
// component data (shared/data/empires_end.md), one rule per test.
#include <string>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {

int stash(const EndState& s, int p, int r) { return s.player(p).res[r]; }

}  // namespace

TEST_CASE("end data: 66 disaster cards, 11 per type, one per target; 12 +H cards; phase mix", "[end][data]") {
  int per_type[kDisasterTypes] = {}, plus = 0, by_phase[5] = {}, accepts[3] = {};
  for (int c = 0; c < kCards; ++c) {
    const DisasterInfo& d = kDisasterInfo[c];
    ++per_type[d.type];
    CHECK(d.target == c % 11 + 1);
    CHECK(d.type == c / 11);
    plus += d.plus_h;
    ++by_phase[d.ability.phase];
    for (int r = 0; r < 3; ++r) accepts[r] += (d.bids >> r) & 1;
    CHECK((d.conf == 'C' || d.conf == 'I' || d.conf == 'R'));
  }
  for (int t = 0; t < kDisasterTypes; ++t) CHECK(per_type[t] == 11);
  CHECK(plus == 12);
  CHECK(by_phase[kAbE] == 18);
  CHECK(by_phase[kAbI] == 12);
  CHECK(by_phase[kAbD] == 12);
  CHECK(by_phase[kAbC] == 10);
  CHECK(by_phase[kAbX] == 14);
  for (int r = 0; r < 3; ++r) CHECK(accepts[r] == 42);
}

TEST_CASE("end data: 11 locations, VP 90 in all, repairs 38, the starting abilities", "[end][data]") {
  int vp = 0, repair = 0, farms = 0, roads = 0, armies = 0, towns = 0, cities = 0;
  for (const LocationInfo& L : kLocationInfo) {
    vp += L.vp;
    repair += L.repair;
    farms += L.type == kFarm;
    roads += L.type == kRoad;
    armies += L.type == kArmy;
    towns += L.type == kTown;
    cities += L.type == kCity;
  }
  CHECK(vp == 90);
  CHECK(repair == 38);
  CHECK(farms == 3);
  CHECK(roads == 3);
  CHECK(armies == 2);
  CHECK(towns == 2);
  CHECK(cities == 1);
  // The economy example: the 3-VP farm gives wheat, the 8-VP farm axes, the 11-VP farm hammers;
  // the 14-VP road converts wheat into hammers or axes, twice.
  CHECK(kLocationInfo[tile("FARM_W")].vp == 3);
  CHECK(kLocationInfo[tile("FARM_W")].ability.res == kW);
  CHECK(kLocationInfo[tile("FARM_A")].vp == 8);
  CHECK(kLocationInfo[tile("FARM_A")].ability.res == kA);
  CHECK(kLocationInfo[tile("FARM_H")].vp == 11);
  CHECK(kLocationInfo[tile("FARM_H")].ability.res == kH);
  const Ability& rx = kLocationInfo[tile("ROAD_X")].ability;
  CHECK((rx.kind == kConvert && rx.res == kW && rx.out1 == kH && rx.out2 == kA && !rx.both && rx.n == 2));
  CHECK(kLocationInfo[tile("ARMY_1")].ability.n == 2);  // "your Army locations grant 2 Conflict strength each"
  CHECK(kLocationInfo[tile("CITY")].ability.kind == kSwapLocations);
  CHECK(kLocationInfo[tile("TOWN_1")].ability.kind == kBuildDiscount);
}

TEST_CASE("end data: tracks start D then E; DD and EI only with 3-4 players", "[end][data]") {
  CHECK(kTrack2P.length == 22);
  CHECK(kTrack34P.length == 24);
  for (const TrackInfo* t : {&kTrack2P, &kTrack34P}) {
    CHECK(t->space[0] == kPhD);
    CHECK(t->space[1] == kPhE);
  }
  int dd2 = 0, ei2 = 0, dd4 = 0, ei4 = 0, d2 = 0;
  for (int i = 0; i < kTrack2P.length; ++i) {
    dd2 += kTrack2P.space[i] == kPhDD;
    ei2 += kTrack2P.space[i] == kPhEI;
    d2 += kTrack2P.space[i] == kPhD;
  }
  for (int i = 0; i < kTrack34P.length; ++i) {
    dd4 += kTrack34P.space[i] == kPhDD;
    ei4 += kTrack34P.space[i] == kPhEI;
  }
  CHECK(dd2 == 0);
  CHECK(ei2 == 0);
  CHECK(d2 == 12);
  CHECK(dd4 == 4);
  CHECK(ei4 == 1);
  CHECK(kTrack34P.space[21] == kPhEI);  // near the end
}

TEST_CASE("end setup: 2 of each resource, 4 cards, the same arrangement, a disaster revealed", "[end][setup]") {
  for (int n = 2; n <= 4; ++n) {
    auto s = A::make(n, 7);
    for (int p = 0; p < n; ++p) {
      for (int r = 0; r < 4; ++r) CHECK(stash(s, p, r) == 2);
      CHECK(s.player(p).hand_n == 4);
      CHECK(s.player(p).vp == 0);
      CHECK(s.player(p).destroyed == 0);
      for (int q = 0; q < kLocations; ++q) CHECK(s.tile_at(p, q) == s.tile_at(0, q));
    }
    CHECK(s.decision() == EndState::kDecBid);
    CHECK(s.current_player() == s.first_player());
    CHECK(s.disasters() == 1);
    CHECK(s.deck_size() == kCards - 4 * n - 1);
    CHECK(s.progress().round == 1);
  }
}

TEST_CASE(
    "end disaster: a pass costs one accepted token (coins always); a take gains the pot, destroys the target, "
    "places the innovation, makes the first player",
    "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 1);
  for (int p = 0; p < 2; ++p) A::set_order(s, p, identity());
  A::start_disaster(s, 0, card("FIR-03"));  // target 3, accepts axes only
  REQUIRE(s.current_player() == 1);
  CHECK_FALSE(legal(s, pass(0, kW)));
  CHECK_FALSE(legal(s, pass(0, kH)));
  act(s, pass(0, kA));
  CHECK(s.pot(0, kA) == 1);
  CHECK(stash(s, 1, kA) == 1);
  REQUIRE(s.current_player() == 0);
  act(s, pass(0, kC));  // a coin is always accepted
  REQUIRE(s.current_player() == 1);
  act(s, take(0));
  // The pot (1 axe, 1 coin) goes to the taker; the 3rd location (ARMY_1) burns.
  CHECK(stash(s, 1, kA) == 2);
  CHECK(stash(s, 1, kC) == 3);
  CHECK_FALSE(s.healthy(1, tile("ARMY_1")));
  CHECK(s.healthy(0, tile("ARMY_1")));
  CHECK(s.first_player() == 1);
  // The innovation goes under a healthy location with the fewest innovations: any of the 10.
  REQUIRE(s.decision() == EndState::kDecPlace);
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v.size() == 10);
  CHECK_FALSE(legal(s, make_action(kActPlace, static_cast<uint32_t>(tile("ARMY_1")))));
  act(s, make_action(kActPlace, static_cast<uint32_t>(tile("CITY"))));
  CHECK(s.owner(card("FIR-03")) == 1);
  CHECK(s.host(card("FIR-03")) == tile("CITY"));
  const auto& tr = s.take_report();
  CHECK(tr.seat == 1);
  CHECK(tr.card == card("FIR-03"));
  CHECK(tr.destroyed == tile("ARMY_1"));
  CHECK(tr.placed == tile("CITY"));
  CHECK((tr.pot[kA] == 1 && tr.pot[kC] == 1 && tr.pot[kW] == 0 && tr.pot[kH] == 0));
  // Rules 3: the low-resources step follows every take (5 tokens: nothing to buy).
  std::vector<Action> low;
  s.legal_actions(low);
  CHECK(low == std::vector<Action>{make_action(kActStopBuying)});
  stop_buying(s);
  // The phase is over: the Economy phase follows.
  CHECK(s.phase_code() == kPhE);
  CHECK(s.current_player() == 1);  // the new first player
}

TEST_CASE("end disaster: a take on a destroyed target destroys a neighbour, else the next closest", "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::destroy(s, 0, 4);  // position 5
  A::start_disaster(s, 0, card("FIR-05"));
  act(s, take(0));
  REQUIRE(s.decision() == EndState::kDecDestroy);
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v == std::vector<Action>{make_action(kActDestroy, 3), make_action(kActDestroy, 5)});

  auto t = A::make(2);
  A::set_first(t, 0);
  A::set_order(t, 0, identity());
  for (int tl : {3, 4, 5}) A::destroy(t, 0, tl);  // positions 4-6
  A::start_disaster(t, 0, card("FIR-05"));
  act(t, take(0));
  REQUIRE(t.decision() == EndState::kDecDestroy);
  t.legal_actions(v);
  CHECK(v == std::vector<Action>{make_action(kActDestroy, 2), make_action(kActDestroy, 6)});
  act(t, make_action(kActDestroy, 6));
  CHECK_FALSE(t.healthy(0, 6));
}

TEST_CASE("end innovations: a second one only when every healthy location has one", "[end][placement]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  // One innovation under every location but ROAD_X; the new one must go there.
  const char* codes[] = {"FLO-01", "FLO-02", "FLO-03", "FLO-04", "FLO-05",
                         "FLO-06", "FLO-07", "FLO-08", "FLO-09", "FLO-10"};
  for (int t = 0; t < 10; ++t) A::attach(s, 0, card(codes[t]), t);
  A::start_disaster(s, 0, card("FIR-05"));
  act(s, take(0));
  CHECK(s.owner(card("FIR-05")) == 0);
  CHECK(s.host(card("FIR-05")) == tile("ROAD_X"));
  CHECK(s.place_candidates(0) == (((1u << kLocations) - 1u) & ~(1u << 4)));  // all healthy now hold one
}

TEST_CASE("end disaster: low resources: below 5 tokens, 2 VP buy 1 coin, up to 5, VP may go negative",
          "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::set_res(s, 0, 1, 0, 0, 0);
  A::start_disaster(s, 0, card("FIR-01"));  // target 1: the innovation still has 10 places
  act(s, take(0));
  act(s, make_action(kActPlace, 10));
  REQUIRE(s.decision() == EndState::kDecLowRes);
  for (int i = 0; i < 3; ++i) act(s, make_action(kActBuyCoin));
  CHECK(s.decision() == EndState::kDecLowRes);
  act(s, make_action(kActBuyCoin));
  CHECK(stash(s, 0, kC) == 4);
  CHECK(s.tokens(0) == 5);
  CHECK(s.player(0).vp == -8);
  CHECK(s.phase_code() == kPhE);  // no more buying at 5
}

TEST_CASE("end disaster: a free bid passes one disaster that requires its resource, and exhausts", "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int fb = card("FIR-02");  // FREE_BID(axe)
  A::attach(s, 0, fb, tile("CITY"));
  const Action free_bid = make_action(kActFreeBid, static_cast<uint32_t>(0 << 8 | fb));
  A::start_disaster(s, 0, card("FIR-06"));  // accepts hammers only
  CHECK_FALSE(legal(s, free_bid));
  CHECK(message_text(s.why_illegal(free_bid), Lang::En).find("axe") != std::string::npos);
  A::start_disaster(s, 0, card("FIR-04"));  // hammers or axes
  act(s, free_bid);
  CHECK(s.exhausted(fb));
  CHECK(s.pot(0, kA) + s.pot(0, kC) + s.pot(0, kH) + s.pot(0, kW) == 0);
  CHECK(s.tokens(0) == 8);
  act(s, pass(0, kH));              // seat 1
  CHECK_FALSE(legal(s, free_bid));  // one pass only
  A::destroy(s, 0, tile("CITY"));
  CHECK(s.why_illegal(free_bid).rfind("end.why.inactive", 0) == 0);
}

TEST_CASE("end disaster: replace swaps the disaster with the deck's top card; the pot stays; not after a take",
          "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  const int rp = card("FLO-11");
  A::attach(s, 1, rp, tile("CITY"));
  A::start_disaster(s, 0, card("FIR-05"));
  act(s, pass(0, kW));  // seat 0
  const int deck = s.deck_size();
  const Action replace = make_action(kActReplace, static_cast<uint32_t>(0 << 8 | rp));
  act(s, replace);  // seat 1, before bidding
  CHECK(s.current_disaster(0) != card("FIR-05"));
  CHECK(s.where(card("FIR-05")) == kInDeck);
  CHECK(s.deck_size() == deck);
  CHECK(s.pot(0, kW) == 1);
  CHECK(s.exhausted(rp));
  CHECK(s.current_player() == 1);  // the replace does not replace the bid
}

TEST_CASE("end double disaster: both addressed each turn; the taker of the second one becomes first player",
          "[end][disaster]") {
  auto s = A::make(3);
  A::set_first(s, 0);
  A::start_disaster(s, 5, card("FIR-05"), card("FAM-05"));
  REQUIRE(s.phase_code() == kPhDD);
  REQUIRE(s.disasters() == 2);
  act(s, pass(0, kW));
  CHECK(s.current_player() == 0);  // the second one is still to address
  act(s, pass(1, kH));
  REQUIRE(s.current_player() == 1);
  act(s, take(1));
  std::vector<Action> v;
  s.legal_actions(v);
  act(s, v.front());             // the innovation's place
  stop_buying(s);                // rules 3: after every take
  CHECK(s.first_player() == 0);  // not the last disaster
  REQUIRE(s.current_player() == 1);
  act(s, pass(0, kC));
  REQUIRE(s.current_player() == 2);
  CHECK(s.disasters() == 2);
  act(s, take(0));
  if (s.decision() == EndState::kDecPlace) {
    s.legal_actions(v);
    act(s, v.front());
  }
  stop_buying(s);
  CHECK(s.first_player() == 2);
  CHECK(stash(s, 2, kW) == 3);  // the pot: 1 wheat, 1 coin
  CHECK(stash(s, 2, kC) == 3);
  CHECK(s.phase_code() == kPhC);  // DD at space 6 is followed by a Conflict
}

TEST_CASE("end economy: farms gain, the 14-VP road converts twice, destroyed locations give nothing",
          "[end][economy]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::destroy(s, 0, tile("FARM_W"));
  A::start_at(s, 1);
  REQUIRE(s.decision() == EndState::kDecEcon);
  CHECK_FALSE(legal(s, use(tile("FARM_W"))));
  act(s, use(tile("FARM_A")));
  act(s, use(tile("FARM_H")));
  CHECK(stash(s, 0, kA) == 3);
  CHECK(stash(s, 0, kH) == 3);
  CHECK_FALSE(legal(s, use(tile("FARM_A"))));  // once per phase
  act(s, use(tile("ROAD_X")));
  act(s, make_action(kActConvert, 0));        // wheat -> hammer
  act(s, make_action(kActConvert, 1));        // wheat -> axe
  CHECK(s.decision() == EndState::kDecEcon);  // x2 used up
  CHECK(stash(s, 0, kW) == 0);
  CHECK(stash(s, 0, kH) == 4);
  CHECK(stash(s, 0, kA) == 4);
  act(s, make_action(kActEndPhase));
  CHECK(s.current_player() == 1);
}

TEST_CASE("end economy: roads refresh adjacent exhausted innovations; repeat resolves another ability again",
          "[end][economy]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int fb = card("FIR-02"), far = card("FAM-02");
  A::attach(s, 0, fb, tile("FARM_W"), true);   // position 1, next to ROAD_R1 (position 2)
  A::attach(s, 0, far, tile("ARMY_2"), true);  // position 4: not adjacent
  const int rep = card("REV-08");
  A::attach(s, 0, rep, tile("CITY"));
  A::start_at(s, 1);
  act(s, use(tile("ROAD_R1")));
  CHECK_FALSE(s.exhausted(fb));
  CHECK(s.exhausted(far));
  act(s, use(tile("FARM_H")));
  act(s, src_card(rep));
  act(s, make_action(kActRepeat, static_cast<uint32_t>(tile("FARM_H"))));
  CHECK(stash(s, 0, kH) == 4);
  CHECK_FALSE(legal(s, src_card(rep)));
}

TEST_CASE("end economy: points for adjacent destroyed locations; wheat for adjacent healthy farms", "[end][economy]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int vpc = card("BLI-10");  // VP_ADJ_DESTROYED(2)
  const int fam = card("FAM-03");  // RES_ADJ_TYPE(wheat, Farm)
  A::attach(s, 0, vpc, 1);         // position 2: neighbours positions 1 and 3
  A::attach(s, 0, fam, 4);         // position 5: neighbours ARMY_2 and FARM_A
  A::destroy(s, 0, 0);
  A::destroy(s, 0, 2);
  A::start_at(s, 1);
  act(s, src_card(vpc));
  CHECK(s.player(0).vp == 4);
  act(s, src_card(fam));
  CHECK(stash(s, 0, kW) == 3);  // one healthy farm next to it
}

TEST_CASE("end industry: a card costs 1 hammer (+1 if flagged); each town makes a different card 1 cheaper",
          "[end][industry]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int plain = card("FIR-05"), flagged = card("FAM-01");
  A::set_hand(s, 0, {plain, flagged, card("FIR-06"), card("FIR-07")});
  A::set_res(s, 0, 0, 0, 0, 0);
  A::start_at(s, 4);
  REQUIRE(s.decision() == EndState::kDecInd);
  CHECK(s.build_discounts(0) == 2);
  CHECK(s.build_cost(0, plain) == 0);
  CHECK(s.build_cost(0, flagged) == 1);
  act(s, make_action(kActBuild, static_cast<uint32_t>(plain)));  // free
  act(s, make_action(kActPlace, static_cast<uint32_t>(tile("CITY"))));
  CHECK(s.build_cost(0, flagged) == 1);                                           // one town left: 2 - 1
  CHECK_FALSE(legal(s, make_action(kActBuild, static_cast<uint32_t>(flagged))));  // no hammers
  A::set_res(s, 0, 0, 1, 0, 0);
  act(s, make_action(kActBuild, static_cast<uint32_t>(flagged)));
  REQUIRE(s.decision() == EndState::kDecPay);
  act(s, make_action(kActPay, 0));
  act(s, make_action(kActPlace, static_cast<uint32_t>(tile("ROAD_X"))));
  CHECK(stash(s, 0, kH) == 0);
  // Two builds done: no third, but the rest of the hand may be discarded, then draw to 4.
  CHECK_FALSE(legal(s, make_action(kActSell, static_cast<uint32_t>(card("FIR-06")))));
  CHECK(s.why_illegal(make_action(kActSell, static_cast<uint32_t>(card("FIR-06")))).rfind("end.why.two_actions", 0) ==
        0);
  act(s, make_action(kActDiscardAll));
  CHECK(s.where(card("FIR-06")) == kInDiscard);
  act(s, make_action(kActEndPhase));
  CHECK(s.player(0).hand_n == 4);

  // Without towns: 1 and 2 hammers.
  auto t = A::make(2);
  A::destroy(t, 0, tile("TOWN_1"));
  A::destroy(t, 0, tile("TOWN_2"));
  CHECK(t.build_cost(0, plain) == 1);
  CHECK(t.build_cost(0, flagged) == 2);
}

TEST_CASE("end industry: selling a card gives 1 coin", "[end][industry]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_hand(s, 0, {card("FIR-05"), card("FIR-06"), card("FIR-07"), card("FIR-08")});
  A::start_at(s, 4);
  act(s, make_action(kActSell, static_cast<uint32_t>(card("FIR-05"))));
  act(s, make_action(kActSell, static_cast<uint32_t>(card("FIR-06"))));
  CHECK(stash(s, 0, kC) == 4);
  CHECK(s.player(0).hand_n == 2);
  act(s, make_action(kActEndPhase));
  CHECK(s.player(0).hand_n == 4);
}

TEST_CASE("end industry: one repair per phase, printed cost minus adjacent repair discounts, coins wild",
          "[end][industry]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::destroy(s, 0, tile("CITY"));
  A::destroy(s, 0, tile("FARM_W"));
  CHECK(s.repair_cost(0, tile("CITY")) == 5);
  A::attach(s, 0, card("FAM-06"), tile("FARM_H"));  // position 9, next to the City (10)
  CHECK(s.repair_cost(0, tile("CITY")) == 4);
  A::set_res(s, 0, 0, 2, 0, 3);
  A::start_at(s, 4);
  act(s, make_action(kActRepair, static_cast<uint32_t>(tile("CITY"))));
  REQUIRE(s.decision() == EndState::kDecPay);
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v == std::vector<Action>{make_action(kActPay, 2), make_action(kActPay, 3)});  // at least 2 coins
  act(s, make_action(kActPay, 2));
  CHECK(s.healthy(0, tile("CITY")));
  CHECK(stash(s, 0, kH) == 0);
  CHECK(stash(s, 0, kC) == 1);
  CHECK(s.why_illegal(make_action(kActRepair, static_cast<uint32_t>(tile("FARM_W")))).rfind("end.why.one_repair", 0) ==
        0);
  // The repaired City may swap this phase; innovations travel with their tiles.
  const int inv = card("FAM-06");
  act(s, use(tile("CITY")));
  act(s, make_action(kActSwap, static_cast<uint32_t>(0 << 8 | 8)));
  CHECK(s.tile_at(0, 0) == tile("FARM_H"));
  CHECK(s.tile_at(0, 8) == tile("FARM_W"));
  CHECK(s.host(inv) == tile("FARM_H"));
  CHECK(s.repair_cost(0, tile("CITY")) == 5);  // the discount moved away
}

TEST_CASE("end industry: move an innovation follows the placement rule", "[end][industry]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  const int mv = card("FIR-10"), other = card("FIR-11");
  A::attach(s, 0, mv, tile("CITY"));
  A::attach(s, 0, other, tile("CITY"));
  A::start_at(s, 4);
  act(s, src_card(mv));
  act(s, make_action(kActMoveFrom, static_cast<uint32_t>(other)));
  REQUIRE(s.decision() == EndState::kDecPlace);
  CHECK_FALSE(legal(s, make_action(kActPlace, static_cast<uint32_t>(tile("CITY")))));  // still holds one
  act(s, make_action(kActPlace, static_cast<uint32_t>(tile("FARM_W"))));
  CHECK(s.host(other) == tile("FARM_W"));
}

TEST_CASE(
    "end conflict: the rulebook example (5 -> 5 VP + 1 coin; 3 -> nothing; 8 -> 7 VP + 2 wheat + victory "
    "3 VP + 1 coin); upheaval 1st <-> 11",
    "[end][conflict]") {
  auto s = A::make(3);
  A::set_first(s, 0);
  // Seat 0: ROAD_X (14 VP) at position 1, so the upheaval moves it to position 11.
  A::set_order(s, 0, {10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0});
  A::set_order(s, 1, identity());
  A::set_order(s, 2, identity());
  A::destroy(s, 1, tile("ARMY_1"));  // base 2
  A::set_res(s, 2, 0, 0, 2, 2);
  A::put_conflict_on_top(s, conflict("CON-01"));
  A::start_at(s, 6);
  REQUIRE(s.phase_code() == kPhC);
  REQUIRE(s.decision() == EndState::kDecCommit);
  CHECK(s.action_seen_by(commit(1, 0)) == 1u);
  CHECK(s.action_revealed_later(commit(1, 0)));
  act(s, commit(1, 0));  // seat 0: 4 + 1 = 5
  act(s, commit(1, 0));  // seat 1: 2 + 1 = 3
  const uint32_t reveals = s.reveals();
  CHECK_FALSE(legal(s, commit(3, 0)));  // seat 2 holds 2 axes
  act(s, commit(2, 2));                 // seat 2: 4 + 4 = 8
  CHECK(s.reveals() == reveals + 1);
  const auto& rep = s.conflict_report();
  CHECK(rep.total[0] == 5);
  CHECK(rep.total[1] == 3);
  CHECK(rep.total[2] == 8);
  CHECK(s.player(0).vp == 5);
  CHECK(stash(s, 0, kC) == 3);
  CHECK(stash(s, 0, kA) == 1);  // the committed axe went to the bank
  CHECK(s.player(1).vp == 0);
  CHECK(s.player(2).vp == 10);
  CHECK(stash(s, 2, kW) == 2);  // 0 + 2 wheat
  CHECK(stash(s, 2, kC) == 1);
  CHECK(stash(s, 2, kA) == 0);
  CHECK(s.tile_at(0, 10) == tile("ROAD_X"));
  CHECK(s.tile_at(0, 0) == tile("FARM_W"));
  CHECK(s.tile_at(1, 10) == tile("ROAD_X"));  // already 11th: nothing happens
  CHECK_FALSE(rep.upheaval[2]);
}

TEST_CASE("end conflict: the penalty band; ties for the most all get the victory bonus and skip the upheaval",
          "[end][conflict]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  for (int p = 0; p < 2; ++p) A::set_order(s, p, {10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0});
  A::destroy(s, 0, tile("ARMY_1"));
  A::destroy(s, 0, tile("ARMY_2"));
  A::destroy(s, 1, tile("ARMY_1"));
  A::destroy(s, 1, tile("ARMY_2"));
  A::put_conflict_on_top(s, conflict("CON-01"));
  A::start_at(s, 6);
  act(s, commit(0, 0));
  act(s, commit(0, 0));
  for (int p = 0; p < 2; ++p) {
    CHECK(s.player(p).vp == -3 + 3);  // penalty (<= 2) and the shared victory bonus
    CHECK(stash(s, p, kC) == 3);
    CHECK(s.tile_at(p, 0) == tile("ROAD_X"));  // no upheaval
  }
}

TEST_CASE("end conflict: strength innovations add to the base; refresh rewards remove exhaust markers",
          "[end][conflict]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::attach(s, 0, card("FIR-08"), tile("CITY"));    // STRENGTH(2)
  A::attach(s, 0, card("BLI-09"), tile("ROAD_X"));  // STRENGTH(1)
  CHECK(s.base_strength(0) == 7);
  A::attach(s, 0, card("FIR-02"), tile("FARM_W"), true);
  A::attach(s, 0, card("FIR-06"), tile("FARM_A"), true);
  A::attach(s, 0, card("BLI-01"), tile("FARM_H"), true);
  A::put_conflict_on_top(s, conflict("CON-04"));  // >= 8: +9 VP, refresh 2
  A::start_at(s, 6);
  act(s, commit(1, 0));
  act(s, commit(0, 0));
  CHECK(s.player(0).vp == 9 + 4);                  // top band and victory
  REQUIRE(s.decision() == EndState::kDecRefresh);  // 3 exhausted, 2 to remove: a choice
  act(s, make_action(kActRefresh, static_cast<uint32_t>(card("FIR-02"))));
  act(s, make_action(kActRefresh, static_cast<uint32_t>(card("BLI-01"))));
  CHECK(s.exhausted(card("FIR-06")));
  CHECK_FALSE(s.exhausted(card("FIR-02")));
  CHECK(s.phase_code() == kPhD);
}

TEST_CASE("end scoring: healthy locations plus end-of-game innovations on healthy locations", "[end][scoring]") {
  auto s = A::make(2);
  A::set_first(s, 1);
  A::set_order(s, 0, identity());
  A::set_order(s, 1, identity());
  A::set_vp(s, 0, 5);
  A::destroy(s, 0, 0);                  // -3
  A::destroy(s, 0, 2);                  // -5
  A::attach(s, 0, card("FIR-03"), 1);   // 2 per destroyed location: 4
  A::attach(s, 0, card("FIR-11"), 9);   // 3 per adjacent destroyed: none next to the City
  A::attach(s, 0, card("FAM-11"), 10);  // most destroyed: 13
  A::attach(s, 0, card("FLO-07"), 8);   // copy the best: 13 again
  A::attach(s, 0, card("FLO-10"), 3);   // 2 per coin
  A::set_res(s, 0, 3, 0, 0, 2);         // wheat does not count as coins
  A::attach(s, 0, card("BLI-11"), 0);   // under a destroyed location: inactive
  A::finish(s);
  REQUIRE(s.terminal());
  const auto& f = s.final_score(0);
  CHECK(f.track == 5);
  CHECK(f.locations == 90 - 3 - 5);
  CHECK(f.innovations == 4 + 0 + 13 + 13 + 4);
  CHECK(f.total == 5 + 82 + 34);
  CHECK(s.final_score(1).total == 90);
  std::vector<int> sc, rk;
  s.scores(sc);
  CHECK(sc[0] == f.total);
  s.ranks(rk);
  CHECK(rk[0] == 0);
}

TEST_CASE("end scoring: ties go to the player closest to the first player, clockwise", "[end][scoring]") {
  auto s = A::make(3);
  A::set_first(s, 2);
  A::finish(s);
  std::vector<int> rk;
  s.ranks(rk);
  CHECK(rk == std::vector<int>{1, 2, 0});  // seat 2 (first), then seat 0, then seat 1
}

TEST_CASE("end flow: a 2-player game runs 22 phases, a 4-player game 24, then ends", "[end][flow]") {
  for (int n : {2, 4}) {
    auto s = A::make(n, 99);
    Rng rng(5);
    std::vector<Action> v;
    int last = 1, max_round = 1;
    while (!s.terminal()) {
      s.legal_actions(v);
      s.apply(v[rng.below(static_cast<uint32_t>(v.size()))]);
      const int r = s.progress().round;
      CHECK(r >= last);
      last = r;
      max_round = std::max(max_round, r);
    }
    CHECK(max_round == (n == 2 ? 22 : 24));
    std::string why;
    CHECK(s.check_invariants(&why));
  }
}

TEST_CASE("end hidden information: stashes and hands only in their owner's observation", "[end][hidden]") {
  auto s = A::make(3, 4);
  const std::string o0 = s.observation_json(0), spectator = s.observation_json(-1);
  auto count = [](const std::string& h, const std::string& needle) {
    int k = 0;
    for (size_t i = h.find(needle); i != std::string::npos; i = h.find(needle, i + 1)) ++k;
    return k;
  };
  CHECK(count(o0, "\"stash\"") == 1);
  CHECK(count(o0, "\"hand\"") == 1);
  CHECK(count(spectator, "\"stash\"") == 0);
  CHECK(count(spectator, "\"hand\"") == 0);
  // A hand card of seat 1 never shows in seat 0's view.
  const std::string code = kDisasterInfo[s.player(1).hand[0]].code;
  CHECK(o0.find(code) == std::string::npos);
  // Resampling for seat 0 keeps its view and changes what it cannot see.
  bool changed = false;
  for (uint64_t k = 0; k < 5 && !changed; ++k) {
    auto r = s.clone();
    Rng rng(k);
    r->resample_hidden(0, rng);
    CHECK(r->observation_json(0) == o0);
    changed = r->to_json() != s.to_json();
  }
  CHECK(changed);
}

TEST_CASE("end evaluator: reached through GameInfo; the final score at the end", "[end][eval]") {
  const GameInfo* g = find_game("end");
  REQUIRE(g != nullptr);
  REQUIRE(g->evaluate != nullptr);
  auto s = A::make(2);
  const double v0 = g->evaluate(s, 0);
  CHECK(v0 > 80);  // 90 in healthy locations, nothing lost yet
  A::destroy(s, 0, tile("CITY"));
  CHECK(g->evaluate(s, 0) < v0);
  A::finish(s);
  CHECK(g->evaluate(s, 0) == s.final_score(0).total);
}

TEST_CASE("end economy/industry: each seat chooses the order and completes both phases", "[end][flow]") {
  auto s = A::make(3);
  A::set_first(s, 1);
  A::start_at(s, 21);
  REQUIRE(s.phase_code() == kPhEI);
  REQUIRE(s.decision() == EndState::kDecOrder);
  REQUIRE(s.current_player() == 1);
  act(s, make_action(kActOrder, 1));  // Industry first
  CHECK(s.decision() == EndState::kDecInd);
  act(s, make_action(kActEndPhase));
  CHECK(s.decision() == EndState::kDecEcon);
  CHECK(s.current_player() == 1);
  act(s, make_action(kActEndPhase));
  CHECK(s.current_player() == 2);
  act(s, make_action(kActOrder, 0));  // Economy first
  CHECK(s.decision() == EndState::kDecEcon);
  act(s, make_action(kActEndPhase));
  CHECK(s.decision() == EndState::kDecInd);
  act(s, make_action(kActEndPhase));
  CHECK(s.current_player() == 0);
}

TEST_CASE("end double disaster (rules 1): no replace after a take in the same turn", "[end][disaster]") {
  auto s = A::make(3, 1, 1);  // rules 2 follows the rulebook's "at any point" (end_rules2_test.cpp)
  A::set_first(s, 0);
  const int rp = card("BAR-08");
  A::attach(s, 0, rp, tile("CITY"));
  A::start_disaster(s, 5, card("FIR-05"), card("FAM-05"));
  const Action replace = make_action(kActReplace, static_cast<uint32_t>(1 << 8 | rp));
  CHECK(legal(s, replace));
  act(s, take(0));
  std::vector<Action> v;
  while (s.decision() != EndState::kDecBid) {
    s.legal_actions(v);
    act(s, v.front());
  }
  REQUIRE(s.current_player() == 0);
  CHECK_FALSE(legal(s, replace));
  CHECK(s.why_illegal(replace).rfind("end.why.replace_after_take", 0) == 0);
}

TEST_CASE("end cards: an empty deck takes the shuffled discard when drawing", "[end][cards]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::start_at(s, 4);
  A::deck_to_discard(s);
  const int pile = s.discard_size();
  REQUIRE(s.deck_size() == 0);
  act(s, make_action(kActSell, static_cast<uint32_t>(s.player(0).hand[0])));
  act(s, make_action(kActSell, static_cast<uint32_t>(s.player(0).hand[0])));
  act(s, make_action(kActEndPhase));
  CHECK(s.player(0).hand_n == 4);
  CHECK(s.discard_size() == 0);
  CHECK(s.deck_size() == pile);  // the pile plus 2 sold cards, minus 2 drawn
  // The new deck's cards were public: resampling never swaps them with hand
  // cards drawn before the reshuffle (seat 1's hand).
  const auto hand1 = s.player(1);
  std::vector<int> deck_before;
  for (int c = 0; c < kCards; ++c)
    if (s.where(c) == kInDeck) deck_before.push_back(c);
  auto r = s.clone();
  Rng rng(3);
  r->resample_hidden(0, rng);
  const auto& rs = static_cast<const EndState&>(*r);
  for (int i = 0; i < 4; ++i) CHECK(rs.player(1).hand[i] == hand1.hand[i]);
  std::vector<int> deck_after;
  for (int c = 0; c < kCards; ++c)
    if (rs.where(c) == kInDeck) deck_after.push_back(c);
  CHECK(deck_after == deck_before);
}

TEST_CASE("end disaster: a taker below 5 tokens may stop buying coins", "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::set_res(s, 0, 0, 0, 0, 0);
  A::start_disaster(s, 0, card("FIR-01"));
  act(s, take(0));
  act(s, make_action(kActPlace, 10));
  act(s, make_action(kActBuyCoin));
  act(s, make_action(kActStopBuying));
  CHECK(s.tokens(0) == 1);
  CHECK(s.player(0).vp == -2);
  CHECK(s.phase_code() == kPhE);
}

TEST_CASE("end scoring: points per adjacent healthy location of a type; per token of a type", "[end][scoring]") {
  auto s = A::make(2);
  A::set_order(s, 0, {0, 1, 5, 2, 3, 4, 6, 7, 8, 9, 10});
  // FAM-10 (3 per adjacent Farm) at position 2 (ROAD_R1): FARM_W left, FARM_A right.
  A::attach(s, 0, card("FAM-10"), tile("ROAD_R1"));
  // REV-05 (1 per axe), BLI-04 (1 per hammer); coins never count as axes or hammers.
  A::attach(s, 0, card("REV-05"), tile("CITY"));
  A::attach(s, 0, card("BLI-04"), tile("ROAD_X"));
  A::set_res(s, 0, 0, 2, 3, 5);
  A::finish(s);
  CHECK(s.final_score(0).innovations == 6 + 3 + 2);
}

TEST_CASE("end conflict: the upheaval of the 2nd highest healthy location skips destroyed ones", "[end][conflict]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 1, identity());
  A::destroy(s, 1, tile("CITY"));                 // 13 VP: the 2nd highest healthy is then FARM_H (11)
  A::put_conflict_on_top(s, conflict("CON-02"));  // 2nd <-> position 1
  A::start_at(s, 6);
  act(s, commit(1, 0));  // seat 0: 5, the most
  act(s, commit(0, 0));  // seat 1: 4
  CHECK(s.tile_at(1, 0) == tile("FARM_H"));
  CHECK(s.tile_at(1, 8) == tile("FARM_W"));
  CHECK(s.player(1).vp == 3);      // 4 >= 3: +3 VP, +1 hammer
  CHECK(s.player(0).vp == 5 + 2);  // 5 >= 5: +5 VP; victory +2
}

TEST_CASE("end disaster: after passing, a replace is still possible before the turn ends", "[end][disaster]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  const int rp = card("REV-10");
  A::attach(s, 1, rp, tile("CITY"));
  A::start_disaster(s, 0, card("FIR-05"));
  act(s, pass(0, kW));  // seat 0
  act(s, pass(0, kH));  // seat 1: passed on everything, a replace is left
  REQUIRE(s.decision() == EndState::kDecAfterPass);
  REQUIRE(s.current_player() == 1);
  act(s, make_action(kActReplace, static_cast<uint32_t>(rp)));
  CHECK(s.current_disaster(0) != card("FIR-05"));
  CHECK(s.pot(0, kW) == 1);
  CHECK(s.pot(0, kH) == 1);
  std::vector<Action> v;
  s.legal_actions(v);
  CHECK(v == std::vector<Action>{make_action(kActEndTurn)});  // exhausted now
  act(s, make_action(kActEndTurn));
  CHECK(s.current_player() == 0);
  CHECK(s.decision() == EndState::kDecBid);
}

TEST_CASE("end hidden information: a spectator's resample redraws every hidden card", "[end][hidden]") {
  auto s = A::make(2, 5);
  const std::string before = s.observation_json(-1);
  auto r = s.clone();
  Rng rng(1);
  r->resample_hidden(-1, rng);
  CHECK(r->observation_json(-1) == before);
  std::string why;
  CHECK(r->check_invariants(&why));
  CHECK(r->to_json() != s.to_json());
}
