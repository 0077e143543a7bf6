// Rise of Empires: the log's story (State::events()) and the end screen's
// points by category (score_breakdown(), tie_breaks()), with the rulebook's numbers.
#include <numeric>

#include "core/messages.h"
#include "rise_test_util.h"

using namespace emp;
using namespace emp::rise;
using namespace emp::rise_test;

namespace {
std::vector<std::string> told(const RiseState& s, const std::vector<std::string>& names, Lang lang = Lang::En) {
  std::vector<std::string> out;
  for (const GameEvent& e : s.events()) out.push_back(name_seats(message_text(e.text, lang), &names));
  return out;
}
int category(const RiseState& s, int seat, int cat) {
  const auto bd = s.score_breakdown();
  REQUIRE(bd.size() == static_cast<size_t>(s.num_players()));
  REQUIRE(bd[seat].size() == static_cast<size_t>(kScoreCats));
  CHECK(bd[seat][cat].key == "rise.score." + std::to_string(cat));
  return bd[seat][cat].value;
}
int category_sum(const RiseState& s, int seat) {
  const auto bd = s.score_breakdown();
  int sum = 0;
  for (const ScoreLine& l : bd[seat]) sum += l.value;
  return sum;
}
}  // namespace

TEST_CASE("rise story: a battle tells who lost how many cubes where (Mediterranean, 3 vs 2)", "[rise]") {
  auto sp = make(2);
  RiseState& s = *sp;
  enum { Peter = 0, Dan = 1 };
  const std::vector<std::string> names = {"Peter", "Dan"};
  TA::set_cubes(s, Peter, MED, 2);
  TA::make_current(s, Dan);
  s.record_events(true);
  act(s, Dan, make_action(kActTakeEmpire, 5));  // E6: 1 region, water, 1-2
  CHECK(s.events().empty());
  act(s, Dan, make_action(kActPlace, MED << 8 | 3));
  act(s, Dan, make_action(kActBattle, MED << 16 | Peter << 8 | 0));
  const auto en = told(s, names);
  REQUIRE(en.size() == 2);
  CHECK(en[0] == "Peter loses 2 cubes in the Mediterranean Sea (battle with Dan)");
  CHECK(en[1] == "Dan loses 1 cube in the Mediterranean Sea (battle with Peter)");
  CHECK(s.events()[0].seat == Peter);
  CHECK(s.events()[1].seat == Dan);
  const auto de = told(s, names, Lang::De);
  CHECK(de[0] == "Peter verliert 2 Steine im Mittelmeer (Kampf mit Dan)");
  CHECK(de[1] == "Dan verliert 1 Stein im Mittelmeer (Kampf mit Peter)");
  // A copy (a bot's determinization) neither keeps nor records events.
  auto copy = s.clone();
  CHECK(copy->events().empty());
}

TEST_CASE("rise story: VP phase scores the map by the rulebook's NW/NE Africa example", "[rise]") {
  auto sp = make(4);
  RiseState& s = *sp;
  enum { Michael = 0, Dan = 1, Pete = 2, Lin = 3 };
  TA::clear_map(s);
  TA::set_cubes(s, Michael, NWA, 2);
  TA::set_cubes(s, Dan, NWA, 1);
  TA::set_cubes(s, Pete, NEA, 2);
  TA::set_cubes(s, Lin, NEA, 2);
  TA::set_cubes(s, Dan, NEA, 1);
  TA::give_territory(s, Lin, T_TWG);  // a town: 1 VP
  s.record_events(true);
  TA::vp_phase(s);
  // Michael controls NW Africa (2), Dan is second there (1); Pete and Lin share NE Africa (3 / 2 = 1 each).
  CHECK(category(s, Michael, kScMap) == 2);
  CHECK(category(s, Dan, kScMap) == 1);
  CHECK(category(s, Pete, kScMap) == 1);
  CHECK(category(s, Lin, kScMap) == 1);
  CHECK(category(s, Lin, kScTowns) == 1);
  CHECK(category(s, Dan, kScCities) == 0);
  std::vector<int> sc;
  s.scores(sc);
  for (int p = 0; p < 4; ++p) CHECK(category_sum(s, p) == sc[p]);
  CHECK(sc == std::vector<int>{2, 1, 1, 2});
  const auto en = told(s, {"Michael", "Dan", "Pete", "Lin"});
  REQUIRE(en.size() >= 4);
  CHECK(en[0] == "Michael scores 2 VP: map 2, cities 0, towns 0, progress 0");
  CHECK(en[3] == "Lin scores 2 VP: map 1, cities 0, towns 1, progress 0");
}

TEST_CASE("rise story: final scoring by category, gold tie-break explained (gold/3, discs/3, Stock Exchange gold/2)",
          "[rise]") {
  auto sp = make(3);
  RiseState& s = *sp;
  // Seats 0 and 1 reach 14 VP; seat 1 has more gold.
  TA::pl(s, 0).gold = 8;   // 2 VP
  TA::pl(s, 0).discs = 7;  // 2 VP
  TA::pl(s, 0).vp = 10;
  TA::pl(s, 0).score[kScMap] = 6;
  TA::pl(s, 0).score[kScWonders] = 4;
  TA::pl(s, 1).gold = 9;   // 3 VP
  TA::pl(s, 1).discs = 2;  // 0 VP
  TA::pl(s, 1).vp = 11;
  TA::pl(s, 1).score[kScTrade] = 13;
  TA::pl(s, 1).score[kScLost] = -2;  // famine and payments
  TA::pl(s, 2).gold = 5;             // Stock Exchange: 2 VP
  TA::pl(s, 2).vp = 10;
  TA::pl(s, 2).score[kScCities] = 10;
  TA::give_progress(s, 2, P3_STX);
  s.record_events(true);
  TA::final_scoring(s);
  REQUIRE(s.terminal());
  CHECK(category(s, 0, kScGold) == 2);
  CHECK(category(s, 0, kScResources) == 2);
  CHECK(category(s, 1, kScGold) == 3);
  CHECK(category(s, 1, kScResources) == 0);
  CHECK(category(s, 2, kScGold) == 2);
  CHECK(category(s, 1, kScLost) == -2);
  std::vector<int> sc, rk;
  s.scores(sc);
  CHECK(sc == std::vector<int>{14, 14, 12});
  for (int p = 0; p < 3; ++p) CHECK(category_sum(s, p) == sc[p]);
  s.ranks(rk);
  CHECK(rk == std::vector<int>{1, 0, 2});
  // "In case of a tie, the player with the most gold wins."
  const auto tb0 = s.tie_breaks(0), tb1 = s.tie_breaks(1);
  REQUIRE(tb0.size() == 1);
  CHECK(tb0[0].value == 8);
  CHECK(tb1[0].value == 9);
  CHECK(message_text(tb1[0].key, Lang::En) == "9 gold");
  CHECK(message_text(tb1[0].key, Lang::De) == "9 Gold");
  const auto en = told(s, {"Ann", "Bo", "Cy"});
  REQUIRE(en.size() == 3);
  CHECK(en[0] == "Ann scores 2 VP for 8 gold and 2 VP for 7 resources");
  CHECK(message_text("rise.score.7", Lang::En) == "Gold (1 VP per 3; per 2 with the Stock Exchange)");
  CHECK(message_text("rise.score.7", Lang::De) == "Gold (1 SP je 3; je 2 mit der Börse)");
}

TEST_CASE("rise story: in a whole game the categories add up to the score after every action", "[rise]") {
  // Wonders, trade, famine, removals paid in VP: every change of VP has its category.
  auto sp = make(4, 17);
  RiseState& s = *sp;
  s.record_events(true);
  std::vector<Action> l;
  Rng rng(5);
  int battles = 0, reveals = 0;
  while (!s.terminal()) {
    s.legal_actions(l);
    s.apply(l[rng.below(static_cast<uint32_t>(l.size()))]);
    for (const GameEvent& e : s.events()) {
      battles += e.text.rfind("rise.ev.battle", 0) == 0;
      reveals += e.text.rfind("rise.ev.new_progress", 0) == 0;
    }
    std::vector<int> sc;
    s.scores(sc);
    for (int p = 0; p < 4; ++p) REQUIRE(category_sum(s, p) == sc[p]);
  }
  CHECK(reveals == 5);  // turns 2 to 6 (turn 1's tiles are out before the first action)
  INFO("battles " << battles);
}
