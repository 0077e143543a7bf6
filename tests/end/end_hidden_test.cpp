// Empire's End: what another seat is told of the secret steps (rules version
// 2). Two games that differ only in a hidden choice must look the same to every
// other seat until the reveal: the observation, the actions' visibility and
// their number, and the story's events. The web log tells a run of one seat's
// secret steps as one line (web/session.h: log_joins_secret); `log_reading`
// below is that rule applied to the engine's action_seen_by.
#include <string>
#include <utility>
#include <vector>

#include "end/end_test_util.h"

using namespace emp;
using namespace emp::eend;
using namespace emp::endtest;

namespace {

// One applied action as a seat may read it: who made it and, if the seat may
// read it, its label; a hidden one as "secret".
struct Seen {
  int seat;
  std::string text;
  friend bool operator==(const Seen&, const Seen&) = default;
};

struct Game {
  EndState s;
  std::vector<std::pair<int, uint32_t>> acts;    // (mover, seen_by)
  std::vector<std::vector<std::string>> events;  // per action: what each seat reads (joined)
  std::vector<std::string> labels;
  explicit Game(EndState st) : s(std::move(st)) { s.record_events(true); }
  void play(Action a) {
    const int mover = s.current_player();
    const uint32_t seen = s.action_seen_by(a);
    labels.push_back(s.action_label(a));
    act(s, a);
    acts.push_back({mover, seen});
    std::vector<std::string> ev;
    for (int v = 0; v < s.num_players(); ++v) {
      std::string t;
      for (const GameEvent& e : s.events()) t += e.text_for(v, s.num_players()) + "|";
      ev.push_back(t);
    }
    events.push_back(ev);
  }
  // The log as seat v reads it: a run of hidden steps of one seat is one line.
  std::vector<Seen> log_reading(int v) const {
    std::vector<Seen> out;
    for (size_t i = 0; i < acts.size(); ++i) {
      const bool hidden = !((acts[i].second >> v) & 1u);
      if (hidden && i > 0 && acts[i - 1].first == acts[i].first && !((acts[i - 1].second >> v) & 1u)) continue;
      out.push_back({acts[i].first, hidden ? "secret" : labels[i]});
    }
    return out;
  }
  // The story's events as seat v reads them, only where there is something to read.
  std::vector<std::string> event_reading(int v) const {
    std::vector<std::string> out;
    for (const auto& e : events) {
      std::string t = e[static_cast<size_t>(v)];
      if (t.find_first_not_of('|') != std::string::npos) out.push_back(t);
    }
    return out;
  }
};

EndState conflict_table(int players) {
  auto s = A::make(players, 5);
  A::set_first(s, 0);
  for (int p = 0; p < players; ++p) A::set_res(s, p, 1, 1, 3, 3);
  A::put_conflict_on_top(s, conflict("CON-01"));
  A::start_at(s, 6);
  REQUIRE(s.decision() == EndState::kDecCommit);
  return s;
}

}  // namespace

TEST_CASE("end hidden (rules 2): the size of a commitment is invisible to the other seats until the reveal",
          "[end][hidden]") {
  for (int players : {2, 3}) {
    Game small(conflict_table(players)), big(conflict_table(players));
    small.play(commit(0, 0));
    big.play(commit(3, 2));
    CHECK(small.s.player(0).commit[kA] == 0);
    CHECK(big.s.player(0).commit[kA] == 3);
    for (int v = 1; v < players; ++v) {
      INFO(players << " players, seat " << v);
      CHECK(small.s.observation_json(v) == big.s.observation_json(v));
      CHECK(small.log_reading(v) == big.log_reading(v));
      CHECK(small.event_reading(v) == big.event_reading(v));
    }
    CHECK(small.acts.size() == big.acts.size());                      // one action whatever the size
    CHECK(small.s.observation_json(0) != big.s.observation_json(0));  // the committer sees its fist
    // The other seats commit the same; then the reveal tells everything.
    for (int p = 1; p < players; ++p) {
      const bool last = p == players - 1;
      if (!last)
        for (int v = 0; v < players; ++v) {
          if (v == p) continue;
          // a seat that has not committed yet still cannot tell them apart (seat 0 can: its own fist)
          if (v != 0) CHECK(small.s.observation_json(v) == big.s.observation_json(v));
        }
      small.play(commit(1, 0));
      big.play(commit(1, 0));
    }
    CHECK(small.s.conflict_report().committed[0] == 0);
    CHECK(big.s.conflict_report().committed[0] == 5);
    CHECK(small.s.observation_json(1) != big.s.observation_json(1));  // revealed: the test can fail
  }
}

TEST_CASE("end hidden (rules 2): the legal commitments are every (axes, coins) pair within the stash",
          "[end][hidden]") {
  auto s = conflict_table(2);
  std::vector<Action> l;
  s.legal_actions(l);
  CHECK(l.size() == 16);  // 0..3 axes x 0..3 coins
  for (int ax = 0; ax <= 3; ++ax)
    for (int co = 0; co <= 3; ++co) CHECK(legal(s, commit(ax, co)));
  CHECK_FALSE(legal(s, commit(4, 0)));
  CHECK_FALSE(legal(s, make_action(kActCommitAxe)));
  CHECK_FALSE(legal(s, make_action(kActCommitDone)));
  CHECK(message_text(s.why_illegal(make_action(kActCommitAxe)), Lang::En).find("at once") != std::string::npos);
  CHECK(message_text(s.why_illegal(commit(4, 0)), Lang::En).find("more axes") != std::string::npos);
}

TEST_CASE("end hidden (rules 1): older records commit one token at a time, each a secret step", "[end][hidden]") {
  auto s = A::make(2, 5, 1);
  A::set_first(s, 0);
  for (int p = 0; p < 2; ++p) A::set_res(s, p, 1, 1, 3, 3);
  A::put_conflict_on_top(s, conflict("CON-01"));
  A::start_at(s, 6);
  CHECK(A::rules(s) == 1);
  CHECK(s.rules_version() == 1);
  CHECK_FALSE(legal(s, commit(0, 0)));
  act(s, make_action(kActCommitAxe));
  act(s, make_action(kActCommitCoin));
  CHECK(s.player(0).commit[kA] == 1);
  act(s, make_action(kActCommitDone));
  act(s, make_action(kActCommitDone));
  CHECK(s.conflict_report().committed[0] == 2);
  // A rules-1 game keeps its rules through clones (bots) and reports them for its record.
  CHECK(s.clone()->rules_version() == 1);
  CHECK(A::make(2).rules_version() == kRulesLatest);
}

TEST_CASE("end hidden: a whole Economy phase is one secret run for the other seats, however many steps",
          "[end][hidden]") {
  auto make = [] {
    auto s = A::make(3, 9);
    A::set_first(s, 0);
    for (int p = 0; p < 3; ++p) A::set_order(s, p, identity());
    A::set_res(s, 0, 2, 2, 2, 2);
    A::start_at(s, 1);
    REQUIRE(s.decision() == EndState::kDecEcon);
    return s;
  };
  Game none(make()), many(make());
  none.play(make_action(kActEndPhase));
  // Two wheat converted into a hammer and an axe (the stash's size stays 8): three more steps.
  many.play(use(tile("ROAD_X")));
  many.play(make_action(kActConvert, 0));
  many.play(make_action(kActConvert, 1));
  many.play(make_action(kActEndPhase));
  REQUIRE(none.s.current_player() == 1);
  REQUIRE(many.s.current_player() == 1);
  CHECK(many.acts.size() == 4);
  for (int v = 1; v < 3; ++v) {
    INFO("seat " << v);
    CHECK(none.log_reading(v) == many.log_reading(v));
    CHECK(none.log_reading(v).size() == 1);
    CHECK(none.event_reading(v) == many.event_reading(v));
    CHECK(none.s.observation_json(v) == many.s.observation_json(v));
  }
  CHECK(none.log_reading(0) != many.log_reading(0));  // the mover reads its own steps
}

namespace {
// Seat 0 takes the first disaster holding `w` wheat and `c` coins (nothing
// else); the destroy and place choices, if any, take the first option.
EndState low_take(int w, int c, uint32_t rules = kRulesLatest) {
  auto s = A::make(2, 11, rules);
  A::set_first(s, 0);
  for (int p = 0; p < 2; ++p) A::set_order(s, p, identity());
  A::set_res(s, 0, w, 0, 0, c);
  A::start_disaster(s, 0, card("FIR-05"));
  act(s, take(0));
  std::vector<Action> l;
  while (s.decision() == EndState::kDecDestroy || s.decision() == EndState::kDecPlace) {
    s.legal_actions(l);
    act(s, l[0]);
  }
  return s;
}
}  // namespace

TEST_CASE("end hidden (rules 3): the low-resources purchase takes the screen away until the step ends",
          "[end][hidden]") {
  auto s = low_take(1, 1);
  REQUIRE(s.decision() == EndState::kDecLowRes);
  CHECK_FALSE(s.tokens_visible(0, 1));
  s.record_events(true);
  const uint32_t reveals = s.reveals();
  act(s, make_action(kActBuyCoin));  // 3 tokens: still below 5, the step goes on
  REQUIRE(s.decision() == EndState::kDecLowRes);
  CHECK(s.screen_off(0));
  CHECK(s.reveals() == reveals + 1);
  bool told = false;
  for (const GameEvent& e : s.events())
    if (e.text.find("end.ev.screen_off3") == 0) {
      told = true;
      CHECK(e.seen_by == ~0u);
      CHECK(message_text(e.text, Lang::En).find("1 wheat, 0 hammers, 0 axes, 1 coins") != std::string::npos);
    }
  CHECK(told);
  CHECK(s.observation_json(1).find("\"stash\":[1,0,0,2]") != std::string::npos);  // open while the screen is away
  CHECK(s.public_estimate(0, kC) == 2);
  // Resampling for seat 1 keeps the open stash.
  for (int i = 0; i < 10; ++i) {
    auto r = s;
    Rng rng(static_cast<uint64_t>(i) + 1);
    r.resample_hidden(1, rng);
    for (int k = 0; k < 4; ++k) CHECK(r.player(0).res[k] == s.player(0).res[k]);
  }
  act(s, make_action(kActBuyCoin));  // 4
  act(s, make_action(kActStopBuying));
  // The screen is back up: what it showed stays known, what follows is secret.
  CHECK_FALSE(s.screen_off(0));
  CHECK_FALSE(s.tokens_visible(0, 1));
  bool up = false;
  for (const GameEvent& e : s.events()) up |= e.text.find("end.ev.screen_on") == 0;
  CHECK(up);
  CHECK(s.observation_json(1).find("\"stash\":[1,0,0,3]") == std::string::npos);
  CHECK(s.public_estimate(0, kW) == 1);
  CHECK(s.public_estimate(0, kC) == 3);
  A::start_at(s, 1);  // an Economy phase, seat 0 first
  REQUIRE(s.decision() == EndState::kDecEcon);
  REQUIRE(s.current_player() == 0);
  CHECK(s.action_seen_by(make_action(kActEndPhase)) == 1u);  // behind the screen again
  CHECK(s.observation_json(1).find("\"kind\":\"hidden\"") != std::string::npos);
}

TEST_CASE("end hidden (rules 3): every take has the low-resources step; only a taker below 5 may buy",
          "[end][hidden]") {
  // Two takers, 4 tokens and 6: the same step, kind, log line and moves for the other seat.
  auto low = low_take(2, 2), rich = low_take(3, 3);
  for (EndState* s : {&low, &rich}) {
    REQUIRE(s->decision() == EndState::kDecLowRes);
    CHECK(s->action_seen_by(make_action(kActStopBuying)) == s->all_seats());
    CHECK(s->action_label(make_action(kActStopBuying)) == "Stop buying coins");
  }
  CHECK(legal(low, make_action(kActBuyCoin)));
  CHECK_FALSE(legal(rich, make_action(kActBuyCoin)));
  CHECK(message_text(rich.why_illegal(make_action(kActBuyCoin)), Lang::En) == "You hold 5 or more tokens.");
  CHECK(low.observation_json(1).find("\"kind\":\"low_resources\"") != std::string::npos);
  CHECK(rich.observation_json(1).find("\"kind\":\"low_resources\"") != std::string::npos);
  act(low, make_action(kActStopBuying));
  act(rich, make_action(kActStopBuying));
  CHECK(low.decision() == rich.decision());
  CHECK(low.current_player() == rich.current_player());
  // Rules 2 asked only a taker below 5.
  CHECK(low_take(2, 2, 2).decision() == EndState::kDecLowRes);
  CHECK(low_take(3, 3, 2).decision() != EndState::kDecLowRes);
}

TEST_CASE(
    "end hidden (rules 2): token counts are behind the screen; the low-resources purchase takes the screen "
    "away for good",
    "[end][hidden]") {
  auto s = low_take(1, 1, 2);
  REQUIRE(s.decision() == EndState::kDecLowRes);
  // Before: seat 1 sees neither seat 0's stash nor its count, seat 0 its own.
  CHECK(s.observation_json(1).find("\"tokens\"") == s.observation_json(1).rfind("\"tokens\""));  // its own only
  CHECK_FALSE(s.screen_off(0));
  CHECK_FALSE(s.tokens_visible(0, 1));
  CHECK(s.tokens_visible(0, 0));
  auto stop = s;
  act(stop, make_action(kActStopBuying));  // no coin bought: the screen stays up
  CHECK_FALSE(stop.screen_off(0));
  s.record_events(true);
  const uint32_t reveals = s.reveals();
  act(s, make_action(kActBuyCoin));
  CHECK(s.screen_off(0));
  CHECK(s.reveals() == reveals + 1);  // a reveal: confirmed on screen, no undo across it
  bool told = false;
  for (const GameEvent& e : s.events())
    if (e.text.find("end.ev.screen_off") == 0) {
      told = true;
      CHECK(e.seen_by == ~0u);
      CHECK(message_text(e.text, Lang::En).find("1 wheat, 0 hammers, 0 axes, 1 coins") !=
            std::string::npos);  // before the coin bought
    }
  CHECK(told);
  CHECK(s.tokens_visible(0, 1));
  const std::string o1 = s.observation_json(1);
  CHECK(o1.find("\"screen_off\":true") != std::string::npos);
  CHECK(o1.find("\"stash\":[1,0,0,2]") != std::string::npos);  // seat 0's stash, open
  CHECK(o1.find("\"hand\"") == o1.rfind("\"hand\""));          // but only seat 1's own hand
  // Resampling for seat 1 keeps the open stash.
  for (int i = 0; i < 20; ++i) {
    auto r = s;
    Rng rng(static_cast<uint64_t>(i) + 1);
    r.resample_hidden(1, rng);
    for (int k = 0; k < 4; ++k) CHECK(r.player(0).res[k] == s.player(0).res[k]);
  }
  // Its secret steps are in the open from now on.
  A::start_at(s, 1);  // an Economy phase, seat 0 first
  REQUIRE(s.decision() == EndState::kDecEcon);
  REQUIRE(s.current_player() == 0);
  CHECK(s.action_seen_by(make_action(kActEndPhase)) == s.all_seats());
  act(s, make_action(kActEndPhase));
  REQUIRE(s.current_player() == 1);
  CHECK(s.action_seen_by(make_action(kActEndPhase)) == 2u);  // seat 1's screen is still up
}
