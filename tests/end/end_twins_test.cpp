// Empire's End: twins. Pairs of real games, made through the engine's own
// moves only (never resample_hidden), that differ in one seat's private
// information: its stash (what it gained and converted behind its screen, how
// it paid), or its secret commitment. Every OTHER seat, and a spectator, must
// be told the same at every step: the observation, the log (a run of another
// seat's secret steps is one line, core/record.h step_joins), the story's
// events, the pending decision's kind, the number of moves (record_moves_seen),
// the legal actions it is offered, and the action each bot kind chooses for it
// with the same seed. Nothing is skipped: the seat with the secret plays, in
// its public decisions, an action legal in both games (it knows its own stash,
// so it may offer different ones; what the table sees is the one it plays),
// and where the two games stop offering the same steps (a decision in one and
// not in the other) the pair fails there.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "core/game.h"
#include "core/record.h"
#include "games/end/end_state.h"

using namespace emp;
using namespace emp::eend;

namespace {

constexpr int kSecret = 0;  // the seat whose private information differs

// How the secret seat plays behind its screen (the rulebook's secret steps:
// its Economy phase, a payment's mix, a conflict commitment).
enum class Hidden {
  Lean,  // gains nothing in the Economy, pays with coins first, commits nothing
  Rich,  // takes every gain and conversion, pays with hammers first, commits all it can
};

std::string decision_kind(const std::string& obs) {
  const std::string key = "\"decision\":{\"kind\":\"";
  const auto k = obs.find(key);
  if (k == std::string::npos) return "(none)";
  const auto b = k + key.size();
  return obs.substr(b, obs.find('"', b) - b);
}

// One game of a pair and everything it has told.
struct Twin {
  std::unique_ptr<State> s;
  Record rec;
  std::vector<StepSeen> steps;
  std::vector<std::string> labels;
  std::vector<std::vector<GameEvent>> events;  // per action
  Twin(int players, uint64_t seed) {
    Options o;
    o.players = players;
    s = new_game("end", o, seed);
    REQUIRE(s);
    rec = make_record(*s, seed, o);
    s->record_events(true);
  }
  const EndState& st() const { return static_cast<const EndState&>(*s); }
  void play(Action a) {
    steps.push_back(step_seen(*s, a));
    labels.push_back(s->action_label(a));
    std::string why;
    INFO("action " << s->action_label(a) << ": " << why);
    REQUIRE(s->apply_checked(a, &why));
    rec.actions.push_back(a);
    events.push_back(s->events());
  }
  // The log as seat v (-1: a spectator) reads it now, one line per move.
  std::vector<std::string> log(int v) const {
    std::vector<std::string> out;
    for (size_t i = 0; i < steps.size(); ++i) {
      if (step_joins(steps.data(), steps.size(), i, *s, false, v)) continue;
      out.push_back(std::to_string(steps[i].seat) + ": " +
                    (step_visible(steps[i], *s, false, v) ? labels[i] : std::string("(a secret choice)")));
    }
    return out;
  }
  // The story's events as seat v reads them (only where there is something to read).
  std::vector<std::string> story(int v) const {
    std::vector<std::string> out;
    for (size_t i = 0; i < events.size(); ++i)
      for (const GameEvent& e : events[i]) {
        const std::string& t = e.text_for(v, s->num_players());
        if (!t.empty()) out.push_back(t);
      }
    return out;
  }
};

std::string first_difference(const std::string& a, const std::string& b) {
  size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  const size_t from = i > 60 ? i - 60 : 0;
  return "..." + a.substr(from, 120) + "... / ..." + b.substr(from, 120) + "...";
}

template <class T>
std::string first_difference(const std::vector<T>& a, const std::vector<T>& b) {
  std::ostringstream o;
  size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  o << "entry " << i << ": '" << (i < a.size() ? a[i] : T{}) << "' / '" << (i < b.size() ? b[i] : T{}) << "' ("
    << a.size() << " / " << b.size() << " entries)";
  return o.str();
}

struct Pair {
  Twin a, b;
  Rng pick;
  std::map<std::string, std::string> differences;  // kind of difference -> its first occurrence
  bool aligned = true;                             // both games still offer the same steps
  int viewer_decisions = 0, compared = 0;
  Pair(int players, uint64_t seed) : a(players, seed), b(players, seed), pick(seed * 7919 + 3) {}
  void note(const std::string& what, const std::string& detail) {
    if (!differences.count(what)) differences[what] = "at action " + std::to_string(a.steps.size()) + ": " + detail;
  }
};

bool secret_step(const EndState& s, bool commit_differs) {
  if (s.terminal() || s.current_player() != kSecret) return false;
  switch (s.decision()) {
    case EndState::kDecEcon:
    case EndState::kDecConvert:
    case EndState::kDecRepeat:
    case EndState::kDecPay:
      return true;
    case EndState::kDecCommit:
      return commit_differs;
    default:
      return false;
  }
}

// The secret seat's choice behind its screen.
Action hidden_choice(const EndState& s, Hidden how) {
  std::vector<Action> l;
  s.legal_actions(l);
  switch (s.decision()) {
    case EndState::kDecEcon: {
      // Abilities with a public effect (VP, exhaust markers) are used alike in both games.
      for (Action x : l)
        if (action_kind(x) == kActUse) {
          const Kind k = s.ability(static_cast<int>(action_arg(x))).kind;
          if (k == kGainVp || k == kVpAdjDestroyed || k == kRefreshAdj) return x;
        }
      if (how == Hidden::Rich)
        for (Action x : l)
          if (action_kind(x) == kActUse) {
            const Kind k = s.ability(static_cast<int>(action_arg(x))).kind;
            if (k == kGain || k == kResAdjType || k == kConvert) return x;
          }
      return make_action(kActEndPhase);
    }
    case EndState::kDecConvert:
      return how == Hidden::Rich ? l.front() : l.back();  // convert / stop converting
    case EndState::kDecRepeat:
      return l.front();  // never reached: neither way uses Repeat Economy
    case EndState::kDecPay:
      return how == Hidden::Rich ? l.front() : l.back();  // fewest / most coins
    case EndState::kDecCommit:
      return how == Hidden::Rich ? l.back() : l.front();  // everything / nothing (rules 2: one action)
    default:
      return l.front();
  }
}

void hidden_run(Twin& t, Hidden how, bool commit_differs) {
  for (int k = 0; k < 200 && secret_step(t.st(), commit_differs); ++k) t.play(hidden_choice(t.st(), how));
}

// Compares what seat v (-1: a spectator) is told in the two games.
void compare(Pair& p, int v) {
  const State &x = *p.a.s, &y = *p.b.s;
  const std::string who = v < 0 ? std::string("the spectator") : "seat " + std::to_string(v);
  const std::string ox = x.observation_json(v), oy = y.observation_json(v);
  if (decision_kind(ox) != decision_kind(oy))
    p.note("decision kind", who + " is shown '" + decision_kind(ox) + "' / '" + decision_kind(oy) + "'");
  if (ox != oy) p.note("observation", who + ": " + first_difference(ox, oy));
  const auto lx = p.a.log(v), ly = p.b.log(v);
  if (lx != ly) p.note("log", who + ": " + first_difference(lx, ly));
  const auto sx = p.a.story(v), sy = p.b.story(v);
  if (sx != sy) p.note("story", who + ": " + first_difference(sx, sy));
  const size_t mx = record_moves_seen(p.a.rec, v), my = record_moves_seen(p.b.rec, v);
  if (mx != my) p.note("moves", who + " counts " + std::to_string(mx) + " / " + std::to_string(my) + " moves");
  if (x.to_act() != y.to_act() || x.terminal() != y.terminal() || !(x.progress() == y.progress())) {
    p.note("turn", who + " sees another seat to act or another phase");
    p.aligned = false;
  }
  ++p.compared;
}

// A viewer's decision: the same legal actions, the same choice of every bot kind.
void compare_decision(Pair& p, int v) {
  std::vector<Action> lx, ly;
  p.a.s->legal_actions(lx);
  p.b.s->legal_actions(ly);
  if (lx != ly) {
    p.note("legal actions", "seat " + std::to_string(v) + " is offered " + std::to_string(lx.size()) + " / " +
                                std::to_string(ly.size()) + " actions");
    p.aligned = false;
    return;
  }
  ++p.viewer_decisions;
  if (lx.size() < 2) return;
  std::vector<std::string> kinds = {"random", "passer", "heuristic", "ismcts-easy"};
  if (p.viewer_decisions % 8 == 1) kinds.push_back("ismcts-normal");  // the same search with a larger budget
  for (const std::string& kind : kinds) {
    const uint64_t seed = 4242 + p.a.steps.size();
    auto bx = make_bot(kind, seed), by = make_bot(kind, seed);
    const Action cx = bx->choose(*p.a.s), cy = by->choose(*p.b.s);
    if (cx != cy)
      p.note("bot " + kind,
             "for seat " + std::to_string(v) + ": " + p.a.s->action_label(cx) + " / " + p.b.s->action_label(cy));
  }
}

struct Plan {
  int players = 2;
  uint64_t seed = 1;
  // The secret seat's ways behind its screen before and after the divergence.
  bool commit_differs = false;  // the first conflict's commitment differs; the pair ends at its reveal
  bool diverge_at_start = true;
  bool diverge_after_reveal = false;  // alike until the secret seat's first low-resources purchase
  bool buy_coins = false;             // the secret seat buys coins when both games let it
};

struct Outcome {
  std::map<std::string, std::string> differences;
  int compared = 0, viewer_decisions = 0;
  int compared_apart = 0;  // steps compared while the two games differed
  int low_takes = 0;       // takes of the secret seat below 5 tokens in one game and not in the other
  int purchases = 0;       // coins the secret seat bought
  bool reached_end = false;
};

Outcome run_pair(const Plan& plan) {
  Pair p(plan.players, plan.seed);
  Outcome out;
  bool diverged = plan.diverge_at_start && !plan.commit_differs;
  uint32_t reveals_at_divergence = 0;
  for (int step = 0; step < 5000; ++step) {
    const bool commit_now = plan.commit_differs && diverged;
    hidden_run(p.a, Hidden::Lean, commit_now);
    hidden_run(p.b, diverged ? Hidden::Rich : Hidden::Lean, commit_now);
    if (plan.commit_differs && diverged && p.a.s->reveals() > reveals_at_divergence) {
      out.reached_end = true;  // the fists are open (the secret seat committed last): the pair is over
      break;
    }
    if (p.a.s->terminal() || p.b.s->terminal()) {
      out.reached_end = p.a.s->terminal() && p.b.s->terminal();  // the end shows every stash: no comparison
      break;
    }
    for (int v = -1; v < plan.players; ++v)
      if (v != kSecret) compare(p, v);
    if (diverged) ++out.compared_apart;
    if (!p.aligned) break;
    const int mover = p.a.s->current_player();
    std::vector<Action> lx, ly, common;
    p.a.s->legal_actions(lx);
    p.b.s->legal_actions(ly);
    if (mover != kSecret) {
      compare_decision(p, mover);
      if (!p.aligned) break;
      common = lx;
    } else {
      std::sort(lx.begin(), lx.end());
      std::sort(ly.begin(), ly.end());
      std::set_intersection(lx.begin(), lx.end(), ly.begin(), ly.end(), std::back_inserter(common));
      // A public step of the secret seat: always something both games allow (a take, end of phase, stop buying).
      if (common.empty()) {
        p.note("no common action", "the secret seat has no action legal in both games");
        break;
      }
      const EndState& s = p.a.st();
      if (s.decision() == EndState::kDecLowRes) {
        if ((p.a.st().tokens(kSecret) < 5) != (p.b.st().tokens(kSecret) < 5)) ++out.low_takes;
        const Action buy = make_action(kActBuyCoin);
        const bool both = std::find(common.begin(), common.end(), buy) != common.end();
        const Action stop = make_action(kActStopBuying);
        // (Once the stashes differ, a purchase would show the difference: the seat's own choice to reveal.)
        common = {plan.buy_coins && both && !diverged ? buy : stop};
        if (common[0] == buy) ++out.purchases;
      } else if (s.decision() == EndState::kDecCommit && !plan.commit_differs) {
        // Alike in both games: the reveal shows it. Often nothing, else a random commitment.
        if (p.pick.below(2)) common = {common.front()};
      } else if (s.decision() == EndState::kDecCommit && !diverged) {
        diverged = true;  // this conflict's commitment differs
        reveals_at_divergence = s.reveals();
        continue;  // hidden_run plays it in each game
      }
    }
    const Action act = common[p.pick.below(static_cast<uint32_t>(common.size()))];
    const bool purchase = mover == kSecret && act == make_action(kActBuyCoin);
    p.a.play(act);
    p.b.play(act);
    if (plan.diverge_after_reveal && purchase) diverged = true;  // from now on the stashes differ
    if (plan.commit_differs && diverged && p.a.s->reveals() > reveals_at_divergence) {
      out.reached_end = true;  // the fists are open: the pair is over
      break;
    }
  }
  out.differences = p.differences;
  out.compared = p.compared;
  out.viewer_decisions = p.viewer_decisions;
  return out;
}

std::string report(const Plan& plan, const Outcome& o) {
  std::ostringstream s;
  s << plan.players << " players, seed " << plan.seed << ": " << o.compared << " views compared, " << o.viewer_decisions
    << " decisions of other seats, " << o.low_takes << " takes below 5 tokens in one game only, " << o.purchases
    << " coins bought, " << o.compared_apart << " steps compared while the games differed";
  for (const auto& [what, where] : o.differences) s << "\n  differs in " << what << " " << where;
  return s.str();
}

}  // namespace

TEST_CASE("end twins: a stash that differs behind the screen is invisible to every other seat and bot",
          "[end][twins]") {
  // The secret seat gains nothing in one game and everything in the other, so
  // its stash (count and mix) differs from the first Economy phase on; its
  // public steps are the same. Covers the determinizations (the bots) and the
  // low-resources step after a take ("fewer than 5" in one game only).
  int low_takes = 0;
  for (const auto& [players, seed] : std::vector<std::pair<int, uint64_t>>{{2, 3}, {3, 5}, {4, 8}}) {
    Plan plan;
    plan.players = players;
    plan.seed = seed;
    const Outcome o = run_pair(plan);
    INFO(report(plan, o));
    CHECK(o.differences.empty());
    CHECK(o.reached_end);
    CHECK(o.viewer_decisions > 20);
    low_takes += o.low_takes;
  }
  CHECK(low_takes > 0);  // the case the low-resources step must hide came up
}

TEST_CASE("end twins: after a low-resources reveal the stash and commitments are secret again", "[end][twins]") {
  // Alike until the secret seat's first coin bought (its screen comes off in
  // both games with the same stash); from then on it gains and converts
  // differently behind the screen, and so commits from different stashes.
  int purchases = 0;
  for (const auto& [players, seed] : std::vector<std::pair<int, uint64_t>>{{2, 2}, {3, 4}}) {
    Plan plan;
    plan.players = players;
    plan.seed = seed;
    plan.diverge_at_start = false;
    plan.diverge_after_reveal = true;
    plan.buy_coins = true;
    const Outcome o = run_pair(plan);
    INFO(report(plan, o));
    CHECK(o.differences.empty());
    CHECK(o.reached_end);
    CHECK(o.purchases > 0);
    purchases += o.purchases;
  }
  CHECK(purchases > 0);
}

TEST_CASE("end twins: a commitment is invisible to every other seat and bot until the reveal", "[end][twins]") {
  // The first conflict: the secret seat commits nothing in one game, all its
  // axes and coins in the other; every other seat then commits as before.
  int apart = 0;
  for (const auto& [players, seed] : std::vector<std::pair<int, uint64_t>>{{2, 1}, {3, 1}, {3, 8}, {4, 10}, {4, 13}}) {
    Plan plan;
    plan.players = players;
    plan.seed = seed;
    plan.commit_differs = true;
    const Outcome o = run_pair(plan);
    INFO(report(plan, o));
    CHECK(o.differences.empty());
    CHECK(o.reached_end);
    apart += o.compared_apart;
  }
  CHECK(apart >= 4);  // the other seats were told something between the two commitments and the reveal
}
