#include "conformance.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <vector>

#include "bots/bot.h"
#include "core/game.h"
#include "core/record.h"

namespace emp::test {

std::unique_ptr<State> random_position(const char* game, int players, uint64_t seed, int steps) {
  Options o;
  o.players = players;
  auto s = new_game(game, o, seed);
  Rng rng(seed * 7 + 1);
  std::vector<Action> legal;
  for (int i = 0; i < steps && !s->terminal(); ++i) {
    s->legal_actions(legal);
    s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
  }
  return s;
}

Record link_file(const std::string& path_in_tests) {
  std::ifstream f(std::filesystem::path(EMPIRES_TEST_DIR) / path_in_tests);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string text = ss.str();
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  Record rec;
  std::string why;
  const bool ok = decode_link(text, rec, &why);
  INFO(path_in_tests << ": " << why);
  REQUIRE(ok);
  return rec;
}

namespace {

// Checks that cost a full replay run only at a few random points per game.
void check_round_trips(const Record& rec, const State& s) {
  std::string why;
  auto r = replay(rec, &why);
  REQUIRE(r != nullptr);
  REQUIRE(r->hash() == s.hash());

  Record loaded;
  REQUIRE(load_from_bytes(save_to_bytes(rec), loaded, &why));
  REQUIRE(loaded == rec);

  // A game too long for a link gets none, and says so; any other game gets one.
  const std::string link = encode_link(rec, &why);
  if (link.empty()) {
    REQUIRE(why.rfind("link.game_too_long", 0) == 0);
    return;
  }
  Record decoded;
  REQUIRE(decode_link("https://example.invalid/#g=" + link, decoded, &why));
  REQUIRE(decoded == rec);
}

}  // namespace

ConformanceStats run_conformance(const std::string& game_id, int players, int games, uint64_t seed, uint32_t variant) {
  ConformanceStats st;
  Rng rng(seed);
  std::vector<Action> legal, legal2;
  std::string why;
  for (int g = 0; g < games; ++g) {
    Options o;
    o.players = players;
    o.variant = variant;
    const uint64_t game_seed = seed * 7919 + static_cast<uint64_t>(g);
    auto s = new_game(game_id, o, game_seed, &why);
    REQUIRE(s != nullptr);
    Record rec = make_record(*s, game_seed, o);
    const GameInfo& info = s->info();
    // A few random checkpoints for the costly checks.
    const uint64_t deep_at = rng.below(400);
    uint64_t step = 0;
    while (!s->terminal()) {
      const uint32_t mask = s->to_act();
      REQUIRE(mask != 0);
      REQUIRE(s->current_player() >= 0);
      REQUIRE(s->current_player() < players);
      s->legal_actions(legal);
      REQUIRE(!legal.empty());
      {
        legal2 = legal;
        std::sort(legal2.begin(), legal2.end());
        REQUIRE(std::adjacent_find(legal2.begin(), legal2.end()) == legal2.end());
      }
      const Action a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
      const int mover = s->current_player();
      REQUIRE((mask & (1u << mover)) != 0);
      REQUIRE((s->action_seen_by(a) & (1u << mover)) != 0);
      const uint32_t reveals_before = s->reveals();

      if (step % 17 == 0) {
        // Clone equality and identical evolution.
        auto c = s->clone();
        REQUIRE(c->hash() == s->hash());
        // An illegal action is rejected and changes nothing.
        Action bad = 0x7FFFFFF0u;
        while (std::find(legal.begin(), legal.end(), bad) != legal.end()) ++bad;
        const uint64_t before = c->hash();
        REQUIRE_FALSE(c->apply_checked(bad, &why));
        REQUIRE(!why.empty());
        REQUIRE(c->hash() == before);
        REQUIRE(c->why_illegal(bad) == why);
        REQUIRE(c->why_illegal(a).empty());
        // Observation invariance under resampling, for every seat.
        for (int p = 0; p < players; ++p) {
          auto r = s->clone();
          Rng rr(game_seed ^ (step * 31 + static_cast<uint64_t>(p)));
          r->resample_hidden(p, rr);
          REQUIRE(r->observation_json(p) == s->observation_json(p));
          REQUIRE(r->observation_json(-1) == s->observation_json(-1));
          REQUIRE(r->progress() == s->progress());
          REQUIRE(r->to_act() == s->to_act());
          REQUIRE(r->current_player() == s->current_player());
          std::string inv;
          INFO(inv);
          REQUIRE(r->check_invariants(&inv));
          if (r->hash() != s->hash()) ++st.resample_changes;
          // The resample depends only on p's observation and the rng: from
          // the true state and from another determinization, the same rng
          // gives the same state (so a bot cannot read hidden data through it).
          auto r2 = r->clone();
          auto r3 = s->clone();
          Rng x(step * 977 + static_cast<uint64_t>(p)), y(step * 977 + static_cast<uint64_t>(p));
          r2->resample_hidden(p, x);
          r3->resample_hidden(p, y);
          REQUIRE(r2->hash() == r3->hash());
        }
        c->apply(a);
        s->apply(a);
        REQUIRE(c->hash() == s->hash());
      } else {
        s->apply(a);
      }
      rec.actions.push_back(a);
      REQUIRE(s->reveals() >= reveals_before);
      std::string inv;
      const bool ok = s->check_invariants(&inv);
      INFO("game " << g << " step " << step << ": " << inv);
      REQUIRE(ok);
      if (step == deep_at) check_round_trips(rec, *s);
      ++step;
      REQUIRE(step < 100000);
    }
    REQUIRE(s->to_act() == 0);
    std::vector<int> sc, rk;
    s->scores(sc);
    s->ranks(rk);
    REQUIRE(static_cast<int>(sc.size()) == players);
    REQUIRE(static_cast<int>(rk.size()) == players);
    REQUIRE(std::count(rk.begin(), rk.end(), 0) >= 1);
    if (g < 20) check_round_trips(rec, *s);
    st.actions += step;
    ++st.games;
    (void)info;
  }
  return st;
}

std::pair<std::unique_ptr<State>, std::unique_ptr<State>> twins(const std::string& game, int players, uint64_t seed,
                                                                int steps) {
  Options o;
  o.players = players;
  auto s = new_game(game, o, seed);
  auto bot = make_bot("random", seed);
  for (int i = 0; i < steps && !s->terminal(); ++i) s->apply(bot->choose(*s));
  auto t = s->clone();
  Rng r(seed * 3 + 1);
  t->resample_hidden(s->current_player(), r);
  return {std::move(s), std::move(t)};
}

BotMatch bot_match(const std::string& game, const std::string& a, const std::string& b, int games, uint64_t seed) {
  BotMatch m;
  Options o;
  o.players = 2;
  std::vector<int> sc, rk;
  for (int g = 0; g < games; ++g) {
    const uint64_t gs = seed * 1000003ull + static_cast<uint64_t>(g);
    auto s = new_game(game, o, gs);
    REQUIRE(s);
    std::unique_ptr<Bot> bots[2];
    int who[2];
    for (int j = 0; j < 2; ++j) {
      const int seat = (j + g) % 2;
      who[seat] = j;
      bots[seat] = make_bot(j == 0 ? a : b, gs * 31 + static_cast<uint64_t>(j));
    }
    while (!s->terminal()) s->apply(bots[s->current_player()]->choose(*s));
    s->scores(sc);
    s->ranks(rk);
    const int winners = (rk[0] == 0) + (rk[1] == 0);
    for (int seat = 0; seat < 2; ++seat) {
      if (rk[static_cast<size_t>(seat)] == 0) m.wins[who[seat]] += 1.0 / winners;
      m.score[who[seat]] += sc[static_cast<size_t>(seat)] / static_cast<double>(games);
    }
  }
  return m;
}

TwinRuns bots_ignore_hidden(const std::string& game, uint64_t seeds, int spread, int steps) {
  TwinRuns r;
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
      const int players = 2 + static_cast<int>(seed % static_cast<uint64_t>(spread));
      auto [a, b] = twins(game, players, seed, static_cast<int>(seed * 23 % static_cast<uint64_t>(steps)));
      if (a->terminal()) continue;
      ++r.tried;
      r.differing += a->hash() != b->hash();
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      INFO(game << ": " << kind << " seed " << seed);
      CHECK(b1->choose(*a) == b2->choose(*b));
    }
  }
  return r;
}

}  // namespace emp::test
