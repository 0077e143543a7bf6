// Empire's End, rules version 2: the rulebook's text where version 1 read it
// more narrowly (NOTES.md "Rules versions"), each checked against version 1.
#include <string>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {

int stash(const EndState& s, int p, int r) { return s.player(p).res[r]; }
constexpr Action convert(uint32_t arg) { return make_action(kActConvert, arg); }

// Seat 0 in an Economy phase with `card` under its Farm of axes.
EndState economy_with(int card_id, uint32_t rules) {
  auto s = A::make(2, 3, rules);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::attach(s, 0, card_id, tile("FARM_A"));
  A::start_at(s, 1);
  REQUIRE(s.decision() == EndState::kDecEcon);
  return s;
}

}  // namespace

TEST_CASE("end rules 2: coins are wild: a coin stands in for a conversion's input (REV-02 wheat -> hammer + axe)",
          "[end][rules2]") {
  const int rev = card("REV-02");
  auto s = economy_with(rev, 2);
  A::set_res(s, 0, 0, 0, 0, 2);  // no wheat, two coins
  act(s, src_card(rev));
  CHECK_FALSE(legal(s, convert(0)));              // no wheat
  CHECK_FALSE(legal(s, convert(kConvCoin | 1)));  // both outputs: no second choice
  act(s, convert(kConvCoin));
  CHECK(stash(s, 0, kC) == 1);
  CHECK(stash(s, 0, kH) == 1);
  CHECK(stash(s, 0, kA) == 1);
  CHECK(s.decision() == EndState::kDecEcon);  // x1
  // The player's choice: with wheat too, both inputs are offered.
  auto t = economy_with(rev, 2);
  A::set_res(t, 0, 1, 0, 0, 1);
  act(t, src_card(rev));
  CHECK(legal(t, convert(0)));
  CHECK(legal(t, convert(kConvCoin)));
  CHECK(t.action_label(convert(kConvCoin)) == "Convert 1 coin (for the wheat) into hammer and axe");
  // Rules 1 (older records): only the printed input.
  auto v1 = economy_with(rev, 1);
  A::set_res(v1, 0, 0, 0, 0, 2);
  act(v1, src_card(rev));
  CHECK_FALSE(legal(v1, convert(kConvCoin)));
  CHECK(message_text(v1.why_illegal(convert(kConvCoin)), Lang::En).find("rules version 1") != std::string::npos);
}

TEST_CASE("end rules 2: the road's either-or conversion takes a coin for either output; wheat -> coin takes no coin",
          "[end][rules2]") {
  auto s = A::make(2, 3);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::set_res(s, 0, 0, 0, 0, 2);
  A::start_at(s, 1);
  act(s, use(tile("ROAD_X")));     // wheat -> hammer or axe, x2
  act(s, convert(kConvCoin | 1));  // coin -> axe
  act(s, convert(kConvCoin));      // coin -> hammer
  CHECK(stash(s, 0, kC) == 0);
  CHECK(stash(s, 0, kA) == 1);
  CHECK(stash(s, 0, kH) == 1);
  const int fam = card("FAM-07");  // wheat -> coin x3
  auto f = economy_with(fam, 2);
  A::set_res(f, 0, 0, 0, 0, 2);
  act(f, src_card(fam));
  CHECK_FALSE(legal(f, convert(kConvCoin)));
  CHECK(message_text(f.why_illegal(convert(kConvCoin)), Lang::En).find("coin back") != std::string::npos);
}
