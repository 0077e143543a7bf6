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

TEST_CASE("end rules 2: Replace Disaster at any point of the own turn, also after taking the other disaster",
          "[end][rules2]") {
  // RB: "At any point during the Disaster phase (even after multiple rounds of
  // bidding) you may exhaust this ability ... You must bid or pass before or
  // after replacing the disaster."
  auto s = A::make(3);
  A::set_first(s, 0);
  const int rp = card("BAR-08");
  A::attach(s, 0, rp, tile("CITY"));
  A::start_disaster(s, 5, card("FIR-05"), card("FAM-05"));
  const Action replace = make_action(kActReplace, static_cast<uint32_t>(1 << 8 | rp));
  act(s, take(0));
  std::vector<Action> v;
  while (s.decision() != EndState::kDecBid) {
    s.legal_actions(v);
    act(s, v.front());
  }
  REQUIRE(s.current_player() == 0);
  REQUIRE(s.current_disaster(1) == card("FAM-05"));
  s.record_events(true);
  act(s, replace);
  CHECK(s.current_disaster(1) != card("FAM-05"));
  // The table reads which card went and which came in, by name.
  std::string told;
  for (const GameEvent& e : s.events())
    if (e.text.rfind("end.ev.replaced", 0) == 0) told = message_text(e.text, Lang::En);
  CHECK(told.find("replaces Famine 5") != std::string::npos);
  CHECK(told.find(" comes out") != std::string::npos);
  CHECK(s.exhausted(rp));
  CHECK(s.current_player() == 0);  // the replace is no bid: the turn goes on
  CHECK(s.decision() == EndState::kDecBid);
  // After taking one and passing on the other, the replace is still offered (after the pass).
  auto t = A::make(3);
  A::set_first(t, 0);
  A::attach(t, 0, rp, tile("CITY"));
  A::start_disaster(t, 5, card("FIR-05"), card("FAM-05"));
  act(t, take(0));
  while (t.decision() != EndState::kDecBid) {
    t.legal_actions(v);
    act(t, v.front());
  }
  act(t, pass(1, kC));
  CHECK(t.decision() == EndState::kDecAfterPass);
  CHECK(legal(t, replace));
  act(t, make_action(kActEndTurn));
  CHECK(t.current_player() == 1);
}

TEST_CASE("end rules 2: Repeat Economy may choose the other Repeat Economy, which then repeats a third ability",
          "[end][rules2]") {
  // RB: "Choose any other Economy Phase ability in the same kingdom and complete it an additional time."
  const int r1 = card("REV-08"), r2 = card("BAR-09");
  for (uint32_t rules : {1u, 2u}) {
    auto s = A::make(2, 3, rules);
    A::set_first(s, 0);
    A::set_order(s, 0, identity());
    A::attach(s, 0, r1, tile("CITY"));
    A::attach(s, 0, r2, tile("TOWN_1"));
    A::set_res(s, 0, 0, 0, 0, 0);
    A::start_at(s, 1);
    act(s, src_card(r1));
    REQUIRE(s.decision() == EndState::kDecRepeat);
    const Action again_r2 = make_action(kActRepeat, static_cast<uint32_t>(kSrcCard + r2));
    const Action again_r1 = make_action(kActRepeat, static_cast<uint32_t>(kSrcCard + r1));
    CHECK_FALSE(legal(s, again_r1));  // never itself
    if (rules == 1) {
      CHECK_FALSE(legal(s, again_r2));  // the data file's narrower reading (R13)
      continue;
    }
    act(s, again_r2);
    REQUIRE(s.decision() == EndState::kDecRepeat);
    CHECK_FALSE(legal(s, again_r1));  // no way back: the chain ends
    CHECK_FALSE(legal(s, again_r2));
    act(s, make_action(kActRepeat, static_cast<uint32_t>(tile("FARM_A"))));  // +1 axe (FARM_A gains 1 axe)
    CHECK(stash(s, 0, kA) == 1);
    CHECK(s.decision() == EndState::kDecEcon);
  }
}
