// First Empires: random playouts with statistics, determinism and a speed figure.
#include <chrono>
#include <cstdio>

#include "first_test_util.h"

using namespace emp;
using namespace emp::first_test;

TEST_CASE("first: random playouts keep invariants and replay deterministically", "[first]") {
  std::vector<Action> l;
  uint64_t scored_all = 0;
  for (int n = 2; n <= 5; ++n) {
    uint64_t actions = 0, conquests = 0, scored = 0, cities = 0, captured = 0;
    int games = 0;
    for (int g = 0; g < 20; ++g) {
      const uint64_t seed = 100 * n + g;
      auto s = make(n, seed);
      Rng rng(seed);
      std::vector<Action> hist;
      while (!s->terminal()) {
        s->legal_actions(l);
        REQUIRE(!l.empty());
        const Action a = l[rng.below(static_cast<uint32_t>(l.size()))];
        CHECK(s->action_label(a, Lang::En).find("Unknown") == std::string::npos);
        CHECK(s->action_label(a, Lang::De).find("Unbekannt") == std::string::npos);
        if (first::action_kind(a) == first::kActCommit) ++conquests;
        s->apply(a);
        hist.push_back(a);
        std::string why;
        const bool ok = s->check_invariants(&why);
        INFO(why);
        REQUIRE(ok);
      }
      CHECK(s->round() == s->rounds());
      auto r = make(n, seed);
      for (Action a : hist) r->apply(a);
      CHECK(r->hash() == s->hash());
      actions += hist.size();
      ++games;
      for (int p = 0; p < n; ++p) {
        scored += std::popcount(unsigned{s->scored(p)});
        cities += s->scored_tokens(p);
        for (int q = 0; q < n; ++q)
          for (int i = 0; i < first::kCityTokens; ++i) captured += s->token_loc(q, i) == first::kLocCaptured + p;
      }
    }
    std::printf(
        "first %dp: %.0f actions/game, %.2f conquests/game, %.2f scored cards/game, %.2f cities/game, %.2f "
        "captured/game\n",
        n, double(actions) / games, double(conquests) / games, double(scored) / games, double(cities) / games,
        double(captured) / games);
    CHECK(conquests > 0);
    CHECK(captured > 0);
    scored_all += scored;
  }
  CHECK(scored_all > 0);
}

TEST_CASE("first: playout speed", "[first][bench]") {
  std::vector<Action> l;
  uint64_t actions = 0;
  const auto t0 = std::chrono::steady_clock::now();
  int games = 0;
  for (int g = 0; g < 400; ++g) {
    const int n = 2 + g % 4;
    FirstState s = *make(n, 7000 + g);
    Rng rng(g);
    while (!s.terminal()) {
      s.legal_actions(l);
      s.apply(l[rng.below(static_cast<uint32_t>(l.size()))]);
      ++actions;
    }
    ++games;
  }
  const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("first: %d random games, %llu actions in %.3f s: %.0f actions/s, %.0f games/s\n", games,
              static_cast<unsigned long long>(actions), sec, actions / sec, games / sec);
  CHECK(games == 400);
}

// Playouts that prefer doing something over ending a phase reach the late
// game (high tracks, empty decks, many conquests) that uniform play rarely
// sees; the same checks run there.
TEST_CASE("first: busy playouts reach the late game and keep every check", "[first]") {
  std::vector<Action> l, busy;
  int top_steps = 0, empty_decks = 0, scored = 0, conquests = 0;
  for (int g = 0; g < 24; ++g) {
    const int n = 2 + g % 4;
    auto s = make(n, 900 + g);
    Rng rng(g + 5);
    int k = 0;
    while (!s->terminal()) {
      s->legal_actions(l);
      busy.clear();
      for (Action a : l) {
        const uint32_t kind = action_kind(a);
        if (kind == kActScore || kind == kActRaise || kind == kActCommit) {
          busy.assign(1, a);
          break;
        }
        if (kind != kActEndRoll && kind != kActEndMove && kind != kActEndAdvance && kind != kActEndTurn &&
            kind != kActBlack && kind != kActConvert)
          busy.push_back(a);
      }
      const auto& pick = (!busy.empty() && rng.below(10) < 8) ? busy : l;
      const Action a = pick[rng.below(static_cast<uint32_t>(pick.size()))];
      if (++k % 7 == 0) {
        for (Action b : l) REQUIRE(s->why_illegal(b).empty());
        for (int p = 0; p < n; ++p) {
          auto c = s->clone();
          Rng r(k * 31 + p);
          c->resample_hidden(p, r);
          REQUIRE(c->observation_json(p) == s->observation_json(p));
          std::vector<Action> l2;
          if (p == s->current_player()) {
            c->legal_actions(l2);
            REQUIRE(l2 == l);
          }
        }
      }
      if (action_kind(a) == kActCommit) ++conquests;
      s->apply(a);
      REQUIRE(invariants(*s));
      REQUIRE(k < 20000);
    }
    for (int p = 0; p < n; ++p) {
      for (int t = 0; t < kTracks; ++t) top_steps += s->track_step(p, t) == kSteps - 1;
      empty_decks += s->deck_left(p) == 0;
      scored += std::popcount(unsigned{s->scored(p)});
    }
  }
  std::printf("first busy playouts: %d tracks at the top, %d empty decks, %d cards scored, %d conquests\n", top_steps,
              empty_decks, scored, conquests);
  CHECK(top_steps > 0);
  CHECK(scored > 0);
  CHECK(conquests > 0);
}
