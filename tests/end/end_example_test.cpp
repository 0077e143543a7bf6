// Empire's End: the rulebook's worked examples (disaster, economy, conflict).
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

TEST_CASE("end example: the Fire disaster on the 9th location (rulebook p.5)", "[end][example]") {
  auto s = A::make(2);
  // Both players have their 3-point Farm in the 9th spot; player B (seat 1) took the last disaster.
  const std::vector<int> order = {1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10};
  A::set_order(s, 0, order);
  A::set_order(s, 1, order);
  A::set_first(s, 1);
  A::start_disaster(s, 2, card("FIR-09"));  // the 2nd Disaster phase of the game
  REQUIRE(s.current_player() == 1);
  act(s, make_action(kActPass, (0 << 8) | kW));  // B bids one wheat
  act(s, make_action(kActPass, (0 << 8) | kA));  // A bids one axe
  act(s, make_action(kActTake, 0));              // B is okay losing the Farm
  CHECK_FALSE(s.healthy(1, tile("FARM_W")));
  CHECK(s.healthy(0, tile("FARM_W")));
  CHECK(s.player(1).res[kW] == 2);  // its own wheat back
  CHECK(s.player(1).res[kA] == 3);  // and A's axe
  REQUIRE(s.decision() == EndState::kDecPlace);
  act(s, make_action(kActPlace, static_cast<uint32_t>(tile("TOWN_1"))));
  CHECK(s.owner(card("FIR-09")) == 1);
  CHECK(kDisasterInfo[card("FIR-09")].ability.phase == kAbE);  // the green Economy innovation shows
  CHECK(s.first_player() == 1);
}

TEST_CASE("end example: the Economy phase (rulebook p.7)", "[end][example]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  A::destroy(s, 0, tile("FARM_W"));                 // the 3-point farm is destroyed
  A::attach(s, 0, card("REV-02"), tile("TOWN_1"));  // wheat -> hammer AND axe
  A::set_res(s, 0, 3, 0, 0, 0);
  A::start_at(s, 1);
  CHECK_FALSE(legal(s, make_action(kActUse, static_cast<uint32_t>(tile("FARM_W")))));
  act(s, make_action(kActUse, static_cast<uint32_t>(tile("FARM_H"))));  // 1 hammer from the 11-point farm
  act(s, make_action(kActUse, static_cast<uint32_t>(tile("FARM_A"))));  // 1 axe from the 8-point farm
  act(s, make_action(kActUse, static_cast<uint32_t>(tile("ROAD_X"))));  // 3a: wheat for hammers OR axes
  act(s, make_action(kActConvert, 0));
  act(s, make_action(kActConvert, 1));
  act(s, make_action(kActUse, static_cast<uint32_t>(kSrcCard + card("REV-02"))));  // 3b: hammers AND axes
  act(s, make_action(kActConvert, 0));
  CHECK(s.player(0).res[kW] == 0);
  CHECK(s.player(0).res[kH] == 1 + 1 + 1);
  CHECK(s.player(0).res[kA] == 1 + 1 + 1);
  // 4: no exhausted innovations, so the two refresh roads do nothing.
  act(s, make_action(kActUse, static_cast<uint32_t>(tile("ROAD_R1"))));
  act(s, make_action(kActEndPhase));
}
