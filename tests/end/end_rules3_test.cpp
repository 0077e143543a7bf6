// Empire's End, rules version 3: a build needs a healthy location, Move
// Innovation goes to another location, and the public estimate of each stash
// that resampling starts from (NOTES readings 4, 22, 23).
#include <string>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {
// Seat 0 in an Industry phase with every location destroyed and `hand` in hand.
EndState ruined_industry(uint32_t rules) {
  auto s = A::make(2, 3, rules);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  for (int t = 0; t < kLocations; ++t) A::destroy(s, 0, t);
  A::set_res(s, 0, 0, 3, 0, 3);
  A::set_hand(s, 0, {card("FIR-04"), card("FAM-05")});
  A::start_at(s, 4);
  REQUIRE(s.decision() == EndState::kDecInd);
  REQUIRE(s.current_player() == 0);
  return s;
}
}  // namespace

// RB Industry: "Building a card means you gain the innovation and attach it to a valid location in your
// empire"; "Innovations can never be placed under a destroyed location tile."
TEST_CASE("end rules 3: no build without a healthy location to attach it to", "[end][industry][rules3]") {
  auto s = ruined_industry(3);
  const Action build = make_action(kActBuild, static_cast<uint32_t>(card("FIR-04")));
  CHECK_FALSE(legal(s, build));
  CHECK(message_text(s.why_illegal(build), Lang::En) == "You have no healthy location to attach an innovation to.");
  CHECK(legal(s, make_action(kActSell, static_cast<uint32_t>(card("FIR-04")))));  // selling still works
  // A repair makes a location healthy: then the card may be built, and goes there.
  act(s, make_action(kActRepair, static_cast<uint32_t>(tile("FARM_W"))));
  act(s, make_action(kActPay, 0));
  REQUIRE(legal(s, build));
  act(s, build);
  act(s, make_action(kActPay, 0));
  CHECK(s.host(card("FIR-04")) == tile("FARM_W"));
  CHECK(s.owner(card("FIR-04")) == 0);
  // Rules 2 took the payment and discarded the card.
  auto old = ruined_industry(2);
  act(old, build);
  act(old, make_action(kActPay, 1));
  CHECK(old.where(card("FIR-04")) == kInDiscard);
  CHECK(old.player(0).res[kC] == 2);
}

// RB glossary, Move Innovation: "Choose an innovation attached to any location and reattach it to any other
// location. This placement must follow all normal rules for placing an innovation." (data R16: R9 computed
// without the moved card.)
TEST_CASE("end rules 3: Move Innovation goes to another location", "[end][industry][rules3]") {
  const int mv = card("FIR-10");
  auto fam = [](int k) { return card(std::string(k < 10 ? "FAM-0" : "FAM-") + std::to_string(k)); };
  // Seat 0: the mover under the City; FAM-k under the k-th other tile (ids ascending), from `first` on.
  auto make = [&](uint32_t rules, int first) {
    auto s = A::make(2, 4, rules);
    A::set_first(s, 0);
    A::set_order(s, 0, identity());
    A::attach(s, 0, mv, tile("CITY"));
    int k = 1;
    for (int t = 0; t < kLocations; ++t)
      if (t != tile("CITY") && k++ >= first) A::attach(s, 0, fam(k - 1), t);
    A::start_at(s, 4);
    REQUIRE(s.decision() == EndState::kDecInd);
    return s;
  };
  {
    // Every location holds one: without the moved card its own location holds the fewest, alone. No other
    // location follows the placement rule, so nothing can move and the ability is not offered.
    auto s = make(3, 1);
    for (int c : {mv, fam(1), fam(5)}) CHECK_FALSE(s.movable(0, c));
    CHECK_FALSE(legal(s, src_card(mv)));
    CHECK(message_text(s.why_illegal(src_card(mv)), Lang::En) ==
          "This innovation has no other location to go to under the placement rules.");
    // Rules 2: it moved back under its own location.
    auto old = make(2, 1);
    act(old, src_card(mv));
    act(old, make_action(kActMoveFrom, static_cast<uint32_t>(fam(1))));
    CHECK(old.host(fam(1)) == tile("FARM_W"));
    CHECK(old.decision() == EndState::kDecInd);
  }
  {
    // FARM_W holds none (FAM-1 is not dealt): moving FAM-2 from the second tile, R9 without it offers
    // FARM_W and its own tile; "any other location" leaves FARM_W.
    auto s = make(3, 2);
    CHECK(s.movable(0, fam(2)));
    CHECK(s.movable(0, mv));
    act(s, src_card(mv));
    REQUIRE(s.decision() == EndState::kDecMoveFrom);
    act(s, make_action(kActMoveFrom, static_cast<uint32_t>(fam(2))));
    CHECK(s.decision() == EndState::kDecInd);  // one place: put there at once
    CHECK(s.host(fam(2)) == tile("FARM_W"));
    // Rules 2: both places, its own among them.
    auto old = make(2, 2);
    act(old, src_card(mv));
    act(old, make_action(kActMoveFrom, static_cast<uint32_t>(fam(2))));
    REQUIRE(old.decision() == EndState::kDecPlace);
    std::vector<Action> v;
    old.legal_actions(v);
    CHECK(v.size() == 2);
    CHECK(legal(old, make_action(kActPlace, static_cast<uint32_t>(old.tile_at(0, 1)))));
  }
}

// NOTES reading 4: what resampling starts from, kept from public events only.
TEST_CASE("end rules 3: the public estimate of a stash follows public events only", "[end][hidden][rules3]") {
  auto s = A::make(2, 5);
  A::set_first(s, 0);
  for (int p = 0; p < 2; ++p) A::set_order(s, p, identity());
  for (int r = 0; r < 4; ++r) CHECK(s.public_estimate(1, r) == 2);
  // Economy: seat 1 uses nothing at all; the table expects its three farms' gains.
  A::start_at(s, 1);
  act(s, make_action(kActEndPhase));  // seat 0
  act(s, make_action(kActEndPhase));  // seat 1
  CHECK(s.player(1).res[kW] == 2);
  CHECK(s.public_estimate(1, kW) == 3);
  CHECK(s.public_estimate(1, kH) == 3);
  CHECK(s.public_estimate(1, kA) == 3);
  CHECK(s.public_estimate(1, kC) == 2);
  // A bid of an axe is seen: one axe fewer.
  A::start_disaster(s, 0, card("FIR-03"));  // accepts axes
  act(s, pass(0, kA));
  act(s, pass(0, kA));
  CHECK(s.public_estimate(1, kA) == 2);
  // A resampled stash never reads the true one: two states that differ only in seat 1's true stash give
  // seat 0 the same determinization.
  auto t = s;
  A::set_res(t, 1, 0, 9, 0, 9);
  for (uint64_t seed = 1; seed < 20; ++seed) {
    auto x = s, y = t;
    Rng rx(seed), ry(seed);
    x.resample_hidden(0, rx);
    y.resample_hidden(0, ry);
    CHECK(x.hash() == y.hash());
    for (int r = 0; r < 4; ++r) CHECK(x.player(1).res[r] == y.player(1).res[r]);
  }
}
