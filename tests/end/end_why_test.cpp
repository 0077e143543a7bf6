// Empire's End: why_illegal gives the rule, coded, in English and German.
#include <string>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {
std::string key_of(const std::string& coded) { return coded.substr(0, coded.find('\x1f')); }
}  // namespace

TEST_CASE("end why: every message has English and German text with the same placeholders", "[end][why]") {
  CHECK(message_table_problems().empty());
  for (const MessageText& m : end_messages()) {
    CHECK(std::string(m.key).rfind("end.", 0) == 0);
    CHECK(std::string(m.en) != "");
    CHECK(std::string(m.de) != "");
  }
}

TEST_CASE("end why: legal actions have no reason; illegal ones name the rule", "[end][why]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::start_disaster(s, 0, card("FIR-03"));  // axes only
  const Action wheat = make_action(kActPass, (0 << 8) | kW);
  const std::string w = s.why_illegal(wheat);
  CHECK(key_of(w) == "end.why.bid_type");
  CHECK(message_text(w, Lang::En) == "This disaster does not accept wheat (coins are always accepted).");
  CHECK(message_text(w, Lang::De) == "Diese Katastrophe nimmt keine Weizen an (Münzen immer).");
  CHECK(s.why_illegal(make_action(kActPass, (0 << 8) | kA)).empty());
  A::set_res(s, 0, 2, 2, 0, 2);
  CHECK(key_of(s.why_illegal(make_action(kActPass, (0 << 8) | kA))) == "end.why.no_token");
  // Another decision's action: the decision to make first.
  const std::string d = s.why_illegal(make_action(kActBuild, static_cast<uint32_t>(s.player(0).hand[0])));
  CHECK(key_of(d) == "end.why.decide");
  CHECK(message_text(d, Lang::En) == "Not now: first bid on or take the disaster.");
  CHECK(message_text(d, Lang::De) == "Jetzt nicht: Zuerst biete auf die Katastrophe oder nimm sie.");
  CHECK(key_of(s.why_illegal(make_action(99))) == "end.why.unknown");
}

TEST_CASE("end why: industry reasons (cost, used ability, destroyed host)", "[end][why]") {
  auto s = A::make(2);
  A::set_first(s, 0);
  A::set_order(s, 0, identity());
  A::destroy(s, 0, tile("TOWN_1"));
  A::destroy(s, 0, tile("TOWN_2"));
  A::destroy(s, 0, tile("CITY"));
  A::set_res(s, 0, 2, 0, 2, 0);
  const int c = card("FAM-01");  // +H
  A::set_hand(s, 0, {c});
  A::start_at(s, 4);
  const std::string b = s.why_illegal(make_action(kActBuild, static_cast<uint32_t>(c)));
  CHECK(key_of(b) == "end.why.build_cost");
  CHECK(message_text(b, Lang::En) == "Building it costs 2 hammers or coins.");
  CHECK(key_of(s.why_illegal(make_action(kActRepair, static_cast<uint32_t>(tile("CITY"))))) == "end.why.repair_cost");
  CHECK(key_of(s.why_illegal(make_action(kActRepair, static_cast<uint32_t>(tile("FARM_W"))))) ==
        "end.why.not_destroyed");
  CHECK(key_of(s.why_illegal(make_action(kActUse, static_cast<uint32_t>(tile("CITY"))))) == "end.why.inactive");
  CHECK(key_of(s.why_illegal(make_action(kActUse, static_cast<uint32_t>(tile("FARM_W"))))) == "end.why.wrong_phase");
  CHECK(key_of(s.why_illegal(make_action(kActDiscardAll))) == "end.why.discard_after_two");
}

TEST_CASE("end why: the reason agrees with legality over random games", "[end][why]") {
  for (int n = 2; n <= 4; ++n) {
    auto s = A::make(n, 11 + static_cast<uint64_t>(n));
    Rng rng(3);
    std::vector<Action> v;
    while (!s.terminal()) {
      s.legal_actions(v);
      for (Action a : v) REQUIRE(s.why_illegal(a).empty());
      // Probe every kind with small arguments: an illegal one always has a reason.
      for (uint32_t kind = kActPass; kind <= kActRefresh; ++kind)
        for (uint32_t arg : {0u, 1u, 3u, 10u, 16u, 257u}) {
          const Action a = make_action(kind, arg);
          if (std::find(v.begin(), v.end(), a) == v.end()) REQUIRE_FALSE(s.why_illegal(a).empty());
        }
      s.apply(v[rng.below(static_cast<uint32_t>(v.size()))]);
    }
    CHECK(key_of(s.why_illegal(v.front())) == "error.game_over");
  }
}

TEST_CASE("end labels: every legal action has its own English and German label", "[end][labels]") {
  for (int n = 2; n <= 4; ++n) {
    auto s = A::make(n, 40 + static_cast<uint64_t>(n));
    Rng rng(8);
    std::vector<Action> v;
    while (!s.terminal()) {
      s.legal_actions(v);
      for (Lang lang : {Lang::En, Lang::De}) {
        std::vector<std::string> labels;
        for (Action a : v) {
          const std::string l = s.action_label(a, lang);
          REQUIRE(!l.empty());
          REQUIRE(l.rfind("Action", 0) != 0);
          REQUIRE(l.rfind("Aktion ", 0) != 0);
          labels.push_back(l);
        }
        std::sort(labels.begin(), labels.end());
        INFO(labels.front());
        REQUIRE(std::adjacent_find(labels.begin(), labels.end()) == labels.end());
      }
      s.apply(v[rng.below(static_cast<uint32_t>(v.size()))]);
    }
  }
}
