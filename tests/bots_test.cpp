#include <catch2/catch.hpp>

#include "bots/bot.h"
#include "bots/remote.h"
#include "bots/search_bots.h"
#include "conformance.h"
#include "core/game.h"
#include "core/record.h"

using namespace emp;

using test::random_position;
using test::twins;

TEST_CASE("bots: a bot's choice never depends on data its seat cannot see", "[bots]") {
  int differing = 0;
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      auto [a, b] = twins("toy", 3, seed, static_cast<int>(seed % 5));
      if (a->terminal()) continue;
      differing += a->hash() != b->hash();
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      INFO(kind << " seed " << seed);
      CHECK(b1->choose(*a) == b2->choose(*b));
    }
  }
  CHECK(differing > 30);  // the twins really differ in hidden data
}

TEST_CASE("bots: ISMCTS thinks in slices and honours its budget", "[bots]") {
  Options o;
  o.players = 2;
  auto s = new_game("toy", o, 5);
  IsmctsConfig cfg;
  cfg.iterations = 500;
  IsmctsBot bot(1, cfg);
  bot.start(*s);
  int slices = 0;
  while (!bot.think(50)) ++slices;
  CHECK(slices == 9);  // 10 slices of 50
  CHECK(bot.iterations_done() == 500);
  std::vector<Action> legal;
  s->legal_actions(legal);
  CHECK(std::find(legal.begin(), legal.end(), bot.result()) != legal.end());
}

// First's End turn is asked whenever the hand is not empty; whether "End
// turn" is the only action rests on the hand (a scorable card). A search bot
// that answered a forced move at once would tell the table by its speed: in a
// game with hidden information it searches a forced move with its whole budget
// (IsmctsConfig::even_time), and elsewhere a forced move costs nothing.
TEST_CASE("bots: a search bot takes as long over a forced move as over a choice where the hand is hidden", "[bots]") {
  const int budget = ismcts_budget(Difficulty::Easy);
  for (const char* id : {"first", "end", "dawn", "rise"}) {
    Options o;
    o.players = 2;
    auto s = new_game(id, o, 5);
    REQUIRE(s);
    const bool hidden = s->info().hidden_information;
    Rng pick(8);
    std::vector<Action> l;
    int forced = 0, choices = 0;
    for (int step = 0; step < 400 && !s->terminal() && forced < 6; ++step) {
      s->legal_actions(l);
      const bool is_forced = l.size() == 1;
      if (is_forced || (choices < 6 && step % 9 == 0)) {
        auto bot = make_bot("ismcts-easy", 40 + static_cast<uint64_t>(step));
        auto* search = dynamic_cast<IsmctsBot*>(bot.get());
        REQUIRE(search);
        search->start(*s);
        while (!search->think(1000)) {
        }
        INFO(id << " step " << step << (is_forced ? " (forced)" : " (a choice)"));
        if (!search->settled()) {
          CHECK(search->iterations_done() == (hidden || !is_forced ? budget : 0));
          (is_forced ? forced : choices) += 1;
        }
        CHECK(search->result() == (is_forced ? l[0] : search->result()));
      }
      s->apply(l[pick.below(static_cast<uint32_t>(l.size()))]);
    }
    INFO(id << ": " << forced << " forced moves and " << choices << " choices searched");
    CHECK(forced > 0);
    CHECK(choices > 0);
  }
}

TEST_CASE("bots: difficulty budgets grow from easy to hard", "[bots]") {
  CHECK(ismcts_budget(Difficulty::Easy) < ismcts_budget(Difficulty::Normal));
  CHECK(ismcts_budget(Difficulty::Normal) < ismcts_budget(Difficulty::Hard));
  for (const auto& k : bot_kinds()) CHECK(make_bot(k, 1) != nullptr);
}

TEST_CASE("bots: one root-parallel search is exactly today's single-thread ISMCTS", "[bots]") {
  IsmctsConfig cfg;
  cfg.iterations = 300;
  int compared = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = random_position("rise", 3, seed, static_cast<int>(seed * 23));
    REQUIRE(!s->terminal());
    IsmctsBot old(seed, cfg);
    ParallelIsmctsBot one(seed, cfg, 1);
    // Two decisions in a row: the bots' generators carry over between them.
    for (int k = 0; k < 2; ++k) {
      old.start(*s);
      one.start(*s);
      while (!old.think(64)) {
      }
      while (!one.think(64)) {
      }
      INFO("seed " << seed << " decision " << k);
      CHECK(one.result() == old.result());
      CHECK(one.iterations_done() == old.iterations_done());
      double a[kMaxPlayers] = {}, b[kMaxPlayers] = {};
      old.seat_chances(a);
      one.seat_chances(b);
      for (int p = 0; p < kMaxPlayers; ++p) CHECK(a[p] == b[p]);
      ++compared;
    }
    // make_bot with one thread is the plain bot, choice for choice.
    auto m1 = make_bot("ismcts-easy", seed, nullptr, 1);
    IsmctsConfig easy;
    easy.iterations = ismcts_budget(Difficulty::Easy);
    IsmctsBot m0(seed, easy);
    CHECK(m1->choose(*s) == m0.choose(*s));
  }
  CHECK(compared == 12);
}

TEST_CASE("bots: root-parallel searches merge their roots and repeat for a seed and thread count", "[bots]") {
  IsmctsConfig cfg;
  cfg.iterations = 200;
  auto s = random_position("rise", 3, 4, 60);
  REQUIRE(!s->terminal());
  ParallelIsmctsBot par(11, cfg, 3);
  CHECK(par.searches() == 3);
  par.start(*s);
  CHECK(par.think(1 << 20));
  CHECK(par.iterations_done() == 600);
  // The same three searches one after another, merged by hand.
  std::vector<IsmctsBot::RootStat> merged, one;
  for (int k = 0; k < 3; ++k) {
    IsmctsBot b(search_seed(11, k), cfg);
    b.start(*s);
    while (!b.think(1 << 20)) {
    }
    b.root_stats(one);
    uint32_t visits = 0;
    for (const auto& r : one) visits += r.visits;
    CHECK(visits == 200);  // every iteration passes through one root child
    for (const auto& r : one) {
      auto it = std::find_if(merged.begin(), merged.end(), [&](const auto& m) { return m.action == r.action; });
      if (it == merged.end())
        merged.push_back(r);
      else
        it->visits += r.visits;
    }
  }
  CHECK(search_seed(11, 0) == 11);
  CHECK(search_seed(11, 1) != search_seed(11, 2));
  const auto best =
      std::max_element(merged.begin(), merged.end(), [](const auto& a, const auto& b) { return a.visits < b.visits; });
  REQUIRE(best != merged.end());
  CHECK(best->visits > 600 / static_cast<uint32_t>(merged.size()));
  CHECK(par.result() == best->action);
  // Again with the same seed and count: the same choice and figures.
  ParallelIsmctsBot again(11, cfg, 3);
  again.start(*s);
  while (!again.think(50)) {
  }
  CHECK(again.result() == par.result());
  double a[kMaxPlayers] = {}, b[kMaxPlayers] = {};
  par.seat_chances(a);
  again.seat_chances(b);
  double sum = 0;
  for (int p = 0; p < kMaxPlayers; ++p) {
    CHECK(a[p] == b[p]);
    sum += a[p];
  }
  CHECK(sum == Approx(1.0));
}

TEST_CASE("bots: a decision made elsewhere from the record and generator is the bot's own", "[bots]") {
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    Options o;
    o.players = 3;
    auto s = new_game("rise", o, 21);
    Record rec = make_record(*s, 21, o);
    auto home = make_bot(kind, 5);
    auto away = make_bot(kind, 5);
    std::vector<Action> legal;
    int decisions = 0;
    // The same bot decides every seat's move, at home and through requests.
    for (int n = 0; n < 30 && !s->terminal(); ++n) {
      s->legal_actions(legal);
      const Action mine = home->choose(*s);
      const BotAnswer ans = decode_bot_answer(answer_bot_request(encode_bot_request(rec, kind, *away)));
      INFO(kind << " move " << n);
      REQUIRE(ans.error.empty());
      CHECK(ans.action == mine);
      REQUIRE(away->set_rng_state(ans.rng));
      CHECK(away->rng_state() == home->rng_state());
      s->apply(mine);
      rec.actions.push_back(mine);
      decisions += legal.size() > 1;
    }
    CHECK(decisions > 5);
  }
  // Bad requests and answers say so.
  Options o;
  o.players = 2;
  auto s = new_game("toy", o, 3);
  const Record rec = make_record(*s, 3, o);
  auto bot = make_bot("random", 1);
  const std::string good = encode_bot_request(rec, "random", *bot);
  CHECK(decode_bot_answer(answer_bot_request(good)).error.empty());
  CHECK(!decode_bot_answer(answer_bot_request(good.substr(0, good.size() - 3))).error.empty());
  CHECK(!decode_bot_answer(answer_bot_request("x" + good)).error.empty());
  std::string other = good;
  other.replace(other.find("random"), 6, "nobody");
  CHECK(decode_bot_answer(answer_bot_request(other)).error.find("unknown bot") != std::string::npos);
  CHECK(!decode_bot_answer("ok\n12\n").error.empty());  // no generator
  CHECK(!decode_bot_answer("ok\n1x\n0000000000000001 0000000000000002").error.empty());
  CHECK(decode_bot_answer("ok\n12\n0000000000000001 0000000000000002").action == 12);
  CHECK(!bot->set_rng_state({1}));
  CHECK(!bot->set_rng_state({0, 0}));
}

TEST_CASE("bots: a root-parallel search shared out through requests (root statistics merged) chooses as it does itself",
          "[bots]") {
  // The web app's helper workers: each search of a ParallelIsmctsBot runs
  // elsewhere from its own generator and answers its root statistics; the
  // page merges them. The same action and generators as the bot thinking
  // itself, move after move.
  for (const char* game : {"rise", "first"}) {
    Options o;
    o.players = 3;
    auto s = new_game(game, o, 4);
    Record rec = make_record(*s, 4, o);
    auto home = make_bot("ismcts-easy", 8, nullptr, 3);
    auto away = make_bot("ismcts-easy", 8, nullptr, 3);
    auto* par = dynamic_cast<ParallelIsmctsBot*>(away.get());
    REQUIRE(par);
    REQUIRE(par->searches() == 3);
    int decisions = 0, merged_differs = 0;
    for (int n = 0; n < 12 && !s->terminal(); ++n) {
      const Action mine = home->choose(*s);
      std::vector<std::vector<IsmctsBot::RootStat>> each;
      Action first = 0;
      for (int k = 0; k < par->searches(); ++k) {
        const BotAnswer ans =
            decode_bot_answer(answer_bot_request(encode_bot_request(rec, "ismcts-easy stats", par->search(k))));
        INFO(game << " move " << n << " search " << k);
        REQUIRE(ans.error.empty());
        REQUIRE(par->search(k).set_rng_state(ans.rng));
        if (k == 0) first = ans.action;
        each.push_back(ans.stats);
      }
      std::vector<IsmctsBot::RootStat> m;
      ParallelIsmctsBot::merge(each, m);
      const Action theirs = ParallelIsmctsBot::best_of(m, first);
      INFO(game << " move " << n);
      CHECK(theirs == mine);
      CHECK(away->rng_state() == home->rng_state());
      decisions += !m.empty();
      merged_differs += !m.empty() && theirs != first;
      s->apply(mine);
      rec.actions.push_back(mine);
    }
    CHECK(decisions >= 5);
    INFO("merged choices that differ from the first search's: " << merged_differs);
  }
  CHECK(!decode_bot_answer("ok\n12\n0000000000000001 0000000000000002\n5 x").error.empty());
  CHECK(!decode_bot_answer("ok\n12\n0000000000000001 0000000000000002\n5 7 0.5 0.25 0 0 0 0").error.empty());
  const BotAnswer good = decode_bot_answer("ok\n12\n0000000000000001 0000000000000002\n5 7 0.5 0.25 0 0 0");
  CHECK(good.error.empty());
  REQUIRE(good.stats.size() == 1);
  CHECK(good.stats[0].action == 5);
  CHECK(good.stats[0].visits == 7);
  CHECK(good.stats[0].sum[1] == 0.25);
}
