// Dawn of Empires, the twins check (issue #40): pairs of real games that
// differ only in what no seat may know, built without resample_hidden, and
// every seat must see the same in both at every step.
//
// What Dawn hides: which face-down tile lies on which hex (section 3: "All the
// remaining terrain tiles are shuffled and placed face down"), from every seat
// alike, until a tile is explored. There is no hand or stash, so every seat is
// an "other" seat. Twins are made two ways:
// - layout twins: a game played by the heuristic (to its end, or to the
//   exploration that would leave fewer than 4 hexes face down), and its copy
//   from the end of the setup on with the tiles of the hexes that stayed face
//   down to there dealt differently (DawnTestAccess::swap_hidden), the same
//   actions replayed in both;
// - seed twins: two seeds whose player order is the same (every seat sees the
//   same first position), the same actions from the first one: the shuffle of
//   the face-down tiles at the end of the setup differs; the heuristic plays
//   the first one, but never explores a hex whose tile differs (it takes no
//   action instead: from such an exploration on the tile is public).
// At every step, for every seat and the spectator: the observation, the
// decision's kind, the seat to act, the moves it is told of, the legal
// actions with their labels, the log line of the action taken and the events
// it set off; for the seat to act, the action each bot kind chooses with a
// fixed generator (random, heuristic and the passer at every step, ISMCTS
// Easy every 11th, Normal every 151st, Hard at step 120). An action legal in one twin and not in the other is a
// failure (the legal lists must be equal), never a skipped step.
#include <sstream>

#include "bots/bot.h"
#include "core/record.h"
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

struct Twin {
  std::unique_ptr<DawnState> s;
  std::vector<StepSeen> steps;
};

size_t moves_seen(const Twin& t, int viewer) {
  size_t k = 0;
  for (size_t i = 0; i < t.steps.size(); ++i) k += !step_joins(t.steps.data(), t.steps.size(), i, *t.s, false, viewer);
  return k;
}

// Everything `viewer` (-1: a spectator) is shown of the position.
std::string view(const Twin& t, int viewer) {
  const DawnState& s = *t.s;
  std::ostringstream o;
  o << s.observation_json(viewer) << "\n";
  o << "decision " << static_cast<int>(s.decision()) << " to_act " << s.to_act() << " current "
    << (s.terminal() ? -1 : s.current_player()) << " moves " << moves_seen(t, viewer) << "\n";
  std::vector<Action> l;
  s.legal_actions(l);
  for (Action a : l)
    o << a << " " << s.action_label(a, Lang::En) << " / " << s.action_label(a, Lang::De) << " / "
      << s.button_label(a, Lang::De) << "\n";
  return o.str();
}

// Applies `a` to both twins and compares the log line and the events each seat reads.
void apply_both(Twin& g, Twin& h, Action a) {
  const int n = g.s->num_players();
  for (Lang lang : {Lang::En, Lang::De}) CHECK(g.s->action_label(a, lang) == h.s->action_label(a, lang));
  REQUIRE(legal(*h.s, a));  // an action illegal in the twin is a failure, not a skipped step
  g.steps.push_back(step_seen(*g.s, a));
  h.steps.push_back(step_seen(*h.s, a));
  g.s->apply(a);
  h.s->apply(a);
  for (int v = -1; v < n; ++v) {
    std::vector<std::string> eg, eh;
    for (const GameEvent& e : g.s->events()) eg.push_back(message_text(e.text_for(v, n), Lang::En));
    for (const GameEvent& e : h.s->events()) eh.push_back(message_text(e.text_for(v, n), Lang::En));
    INFO("events for seat " << v);
    CHECK(eg == eh);
  }
}

// Compares every seat's view and, for the seat to act, each bot kind's choice.
// `step` picks which of the slower search bots are asked here.
void compare(const Twin& g, const Twin& h, size_t step) {
  const int n = g.s->num_players();
  for (int v = -1; v < n; ++v) {
    INFO("seat " << v << ", step " << step);
    const std::string vg = view(g, v), vh = view(h, v);
    CHECK(vg == vh);
    if (vg != vh) return;
  }
  if (g.s->terminal()) return;
  // Every kind a player can seat, and the passer; the search bots (a fresh
  // search per question) at a sample of the steps.
  std::vector<std::string> kinds = {"passer"};
  for (const std::string& k : bot_kinds()) {
    const size_t every = k == "ismcts-easy" ? 11 : k == "ismcts-normal" ? 151 : k == "ismcts-hard" ? 0 : 1;
    if (every ? step % every == 0 : step == 120) kinds.push_back(k);
  }
  for (const std::string& k : kinds) {
    const uint64_t seed = 7001 + step;
    auto bg = make_bot(k, seed), bh = make_bot(k, seed);
    REQUIRE(bg);
    const Action ag = bg->choose(*g.s), ah = bh->choose(*h.s);
    INFO(k << " at step " << step << ": " << g.s->action_label(ag) << " / " << h.s->action_label(ah));
    CHECK(ag == ah);
  }
}

std::unique_ptr<DawnState> new_dawn(int players, uint64_t seed) {
  Options o;
  o.players = players;
  auto s = std::make_unique<DawnState>(o, seed);
  s->record_events(true);
  return s;
}

// The heuristic's game from `s` (its actions), at most `limit` of them.
std::vector<Action> play(DawnState s, uint64_t seed, size_t limit) {
  std::vector<Action> out;
  auto bot = make_bot("heuristic", seed);
  s.record_events(false);
  while (!s.terminal() && out.size() < limit) {
    const Action a = bot->choose(s);
    out.push_back(a);
    s.apply(a);
  }
  return out;
}

int face_down(const DawnState& s) {
  int k = 0;
  for (int h = 0; h < kHexes; ++h) k += !s.face_up(h);
  return k;
}

}  // namespace

TEST_CASE("dawn twins: a different layout of the tiles that stay face down changes nothing any seat sees",
          "[dawn][twins][slow]") {
  for (int n = 2; n <= 4; ++n) {
    INFO(n << " players");
    // The setup, by the heuristic.
    auto g0 = new_dawn(n, 500 + static_cast<uint64_t>(n));
    {
      auto bot = make_bot("heuristic", 11);
      while (g0->setup()) g0->apply(bot->choose(*g0));
    }
    std::vector<Action> game = play(*g0, 900 + static_cast<uint64_t>(n), 4000);
    // The game up to the exploration that would leave fewer than 4 hexes
    // face down (to its end, or 4,000 actions, if none does), and the hexes
    // still face down there.
    DawnState end = *g0;
    end.record_events(false);
    for (size_t i = 0; i < game.size(); ++i) {
      if (action_kind(game[i]) == kActExplore && face_down(end) <= 4) {
        game.resize(i);
        break;
      }
      end.apply(game[i]);
    }
    std::vector<int> down;
    for (int h = 0; h < kHexes; ++h)
      if (!end.face_up(h)) down.push_back(h);
    REQUIRE(down.size() >= 2);
    Twin g{std::make_unique<DawnState>(*g0), {}}, h{std::make_unique<DawnState>(*g0), {}};
    g.s->record_events(true);
    h.s->record_events(true);
    // Deal those tiles round by one hex: every one of them lies elsewhere.
    for (size_t i = 1; i < down.size(); ++i) A::swap_hidden(*h.s, down[0], down[i]);
    int moved_terrain = 0;
    for (int x : down) {
      CHECK(A::tile_on(*g.s, x) != A::tile_on(*h.s, x));
      moved_terrain += kTileInfo[A::tile_on(*g.s, x)].terrain != kTileInfo[A::tile_on(*h.s, x)].terrain;
    }
    CHECK(moved_terrain >= 2);  // the twins differ in what a tile would bring, not only in its id
    CHECK(g.s->hash() != h.s->hash());
    compare(g, h, 0);
    for (size_t i = 0; i < game.size(); ++i) {
      apply_both(g, h, game[i]);
      compare(g, h, i + 1);
    }
    WARN(n << " players: " << game.size() << " actions, " << down.size() << " hexes face down to the end");
    CHECK(game.size() > 200);
    invariants(*h.s);
  }
}

TEST_CASE(
    "dawn twins: two seeds with the same player order look alike to every seat until a differing tile is explored",
    "[dawn][twins][slow]") {
  for (int n = 2; n <= 4; ++n) {
    INFO(n << " players");
    const uint64_t s1 = 40 + static_cast<uint64_t>(n);
    auto first = new_dawn(n, s1);
    // A second seed whose start every seat sees the same (the same player order).
    uint64_t s2 = s1 + 1;
    auto same_start = [&](const DawnState& x) {
      for (int v = -1; v < n; ++v)
        if (x.observation_json(v) != first->observation_json(v)) return false;
      return true;
    };
    while (!same_start(*new_dawn(n, s2))) ++s2;
    Twin g{std::move(first), {}}, h{new_dawn(n, s2), {}};
    // The heuristic plays the first twin; an exploration of a hex whose tile
    // differs (from there the twins may differ: the tile is public) becomes
    // "take no action", so the twins stay twins to the end.
    auto driver = make_bot("heuristic", 300 + static_cast<uint64_t>(n));
    size_t i = 0, explored = 0, skipped = 0;
    bool differ = false;
    compare(g, h, 0);
    for (; i < 1500 && !g.s->terminal(); ++i) {
      Action a = driver->choose(*g.s);
      if (action_kind(a) == kActExplore) {
        const int x = static_cast<int>(action_arg(a));
        if (A::tile_on(*g.s, x) != A::tile_on(*h.s, x)) {
          a = kSkip;
          ++skipped;
        } else {
          ++explored;
        }
      }
      apply_both(g, h, a);
      compare(g, h, i + 1);
      if (!g.s->setup() && !differ) {
        for (int x = 0; x < kHexes; ++x) differ |= !g.s->face_up(x) && A::tile_on(*g.s, x) != A::tile_on(*h.s, x);
        REQUIRE(differ);  // the shuffles differ: the twins hold different secrets
      }
    }
    WARN("seeds " << s1 << " and " << s2 << ": " << i << " actions alike, " << explored
                  << " explorations of a tile both hold, " << skipped << " turned into no action, " << face_down(*g.s)
                  << " hexes face down");
    CHECK(differ);
    CHECK(i > 300);
  }
}
