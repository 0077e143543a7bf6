// Review mode's analysis (bots/analysis.h): the searched figures of a whole
// game, sliced work, and the search that takes the viewing seat's information only.
#include "bots/analysis.h"

#include <catch2/catch.hpp>
#include <string>

#include "bots/evaluate.h"
#include "conformance.h"
#include "core/game.h"
#include "core/record.h"

using namespace emp;
using test::random_position;

namespace {

Record golden_record(const char* name) { return test::link_file(std::string("golden/") + name); }

}  // namespace

TEST_CASE("analysis: a search as another seat sees the game never uses what that seat cannot see", "[bots]") {
  // Twins that differ only in what the observer (not the seat to act) cannot
  // see: the same preferred action and the same win chances from both.
  int tried = 0, differing = 0;
  for (const char* game : {"end", "first", "toy"}) {
    for (uint64_t seed = 1; seed <= 14; ++seed) {
      const int players = 2 + static_cast<int>(seed % 3);
      auto a = random_position(game, players, seed, static_cast<int>(seed * 17 % 60));
      if (a->terminal()) continue;
      const int observer = (a->current_player() + 1) % players;
      auto b = a->clone();
      Rng r(seed);
      b->resample_hidden(observer, r);
      ++tried;
      differing += a->hash() != b->hash();
      IsmctsConfig cfg;
      cfg.iterations = 150;
      cfg.observer = observer;
      IsmctsBot x(42, cfg), y(42, cfg);
      INFO(game << " seed " << seed << " observer " << observer);
      CHECK(x.choose(*a) == y.choose(*b));
      double ca[kMaxPlayers], cb[kMaxPlayers];
      x.seat_chances(ca);
      y.seat_chances(cb);
      for (int p = 0; p < players; ++p) CHECK(ca[p] == cb[p]);
    }
  }
  CHECK(tried >= 30);
  CHECK(differing >= 20);  // the twins really differ in hidden data
}

TEST_CASE("analysis: every position of a whole Rise game, sliced, with exact figures at the end", "[bots]") {
  const Record rec = golden_record("rise_p3_v2.link");
  REQUIRE(rec.actions.size() == 396);
  GameAnalysis an;
  std::string why;
  REQUIRE(an.begin(rec, kObserverMover, 60, 7, &why));
  REQUIRE(an.positions() == 397);
  CHECK(an.fraction() == 0.0);
  double last = 0;
  int slices = 0;
  while (!an.step(97)) {
    ++slices;
    CHECK(an.fraction() >= last);
    last = an.fraction();
  }
  CHECK(an.fraction() == 1.0);
  CHECK(an.done() == 397);
  // The work went in many slices, each of at most 97 iterations (plus a position's last one).
  CHECK(slices > 200);

  // Positions with a real choice were searched (60 iterations each); forced ones were not.
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  std::vector<Action> legal;
  int searched = 0;
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    const PositionAnalysis& r = an.at(i);
    s->legal_actions(legal);
    INFO("position " << i);
    CHECK(r.mover == s->current_player());
    CHECK(r.searched == (legal.size() > 1));
    if (r.searched) {
      ++searched;
      CHECK(std::find(legal.begin(), legal.end(), r.best) != legal.end());
    }
    double sum = 0;
    for (int p = 0; p < 3; ++p) {
      CHECK(r.chance[p] >= 0.0);
      CHECK(r.chance[p] <= 1.0);
      sum += r.chance[p];
    }
    CHECK(sum == Approx(1.0));
    s->apply(rec.actions[i]);
  }
  CHECK(an.iterations_done() == static_cast<uint64_t>(searched) * 60);
  // The end: the exact result (the golden game's winner has every chance).
  REQUIRE(s->terminal());
  double exact[kMaxPlayers];
  win_chances(*s, exact);
  CHECK(an.at(396).mover == -1);
  for (int p = 0; p < 3; ++p) CHECK(an.at(396).chance[p] == exact[p]);

  // The same figures whatever the slicing (each position has its own seed).
  GameAnalysis whole;
  REQUIRE(whole.begin(rec, kObserverMover, 60, 7, &why));
  while (!whole.step(1 << 20)) {
  }
  for (size_t i = 0; i < an.positions(); ++i) {
    CHECK(whole.at(i).best == an.at(i).best);
    for (int p = 0; p < 3; ++p) CHECK(whole.at(i).chance[p] == an.at(i).chance[p]);
  }

  // The biggest drops: each is the mover's own loss over its move, largest
  // first, and no searched move lost more than the smallest one listed.
  const auto drops = an.biggest_drops(5, 0.02);
  REQUIRE(!drops.empty());
  for (size_t k = 0; k < drops.size(); ++k) {
    const ChanceDrop& d = drops[k];
    CHECK(d.seat == an.at(d.move).mover);
    CHECK(d.drop == an.at(d.move).chance[d.seat] - an.at(d.move + 1).chance[d.seat]);
    if (k) CHECK(drops[k - 1].drop >= d.drop);
  }
  int larger = 0;
  for (size_t i = 0; i + 1 < an.positions(); ++i) {
    const PositionAnalysis& r = an.at(i);
    if (r.searched && r.chance[r.mover] - an.at(i + 1).chance[r.mover] > drops.back().drop) ++larger;
  }
  CHECK(larger == static_cast<int>(drops.size()) - 1 - [&] {
    int ties = 0;  // listed drops equal to the smallest one
    for (const auto& d : drops) ties += d.drop == drops.back().drop;
    return ties - 1;
  }());
}

TEST_CASE("analysis: a record that does not replay is refused with the reason", "[bots]") {
  Record rec = golden_record("rise_p3_v2.link");
  rec.actions[5] = rec.actions[0];  // not legal there
  GameAnalysis an;
  std::string why;
  CHECK_FALSE(an.begin(rec, kObserverMover, 10, 1, &why));
  CHECK_FALSE(why.empty());
}

TEST_CASE("analysis: one thread gives today's figures, several repeat for the same seed", "[bots]") {
  const Record rec = golden_record("first_p2_v2.link");
  GameAnalysis one, two, two_again;
  std::string why;
  REQUIRE(one.begin(rec, kObserverMover, 50, 3, &why, 1));
  REQUIRE(two.begin(rec, kObserverMover, 50, 3, &why, 2));
  REQUIRE(two_again.begin(rec, kObserverMover, 50, 3, &why, 2));
  while (!one.step(97)) {
  }
  while (!two.step(4096)) {
  }
  while (!two_again.step(33)) {
  }
  CHECK(two.iterations_done() == one.iterations_done());  // 2 x 25 per searched position
  // Today's analysis: each searched position by a plain IsmctsBot seeded
  // with the seed mixed with the position's number.
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  std::vector<Action> legal;
  int searched = 0, differ = 0;
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    s->legal_actions(legal);
    INFO("position " << i);
    if (legal.size() > 1) {
      IsmctsConfig cfg;
      cfg.iterations = 50;
      IsmctsBot bot(3 ^ (0x9E3779B97F4A7C15ULL * (i + 1)), cfg);
      bot.start(*s);
      while (!bot.think(1000)) {
      }
      double c[kMaxPlayers] = {};
      bot.seat_chances(c);
      CHECK(one.at(i).searched);
      CHECK(one.at(i).best == bot.result());
      for (int p = 0; p < rec.options.players; ++p) CHECK(one.at(i).chance[p] == c[p]);
      ++searched;
    }
    CHECK(two.at(i).best == two_again.at(i).best);
    for (int p = 0; p < rec.options.players; ++p) {
      CHECK(two.at(i).chance[p] == two_again.at(i).chance[p]);
      differ += two.at(i).chance[p] != one.at(i).chance[p];
    }
    s->apply(rec.actions[i]);
  }
  CHECK(searched > 40);
  CHECK(differ > 0);  // two searches of half the budget each are other searches
}

TEST_CASE("analysis: a quick pass, then the final figures around the biggest drops first; shared out, the same",
          "[bots]") {
  const Record rec = golden_record("first_p2_v2.link");
  AnalysisOptions opt;
  opt.iterations = 4000;
  opt.quick = 100;
  opt.stop_when_clear = true;
  GameAnalysis an;
  std::string why;
  REQUIRE(an.begin(rec, kObserverMover, 11, opt, &why));
  const size_t searched = an.searched_positions().size();
  REQUIRE(searched > 40);
  CHECK(an.in_quick_pass());
  // The quick pass: every position gets figures before any is final.
  while (an.in_quick_pass()) {
    CHECK(an.finals() < an.positions());
    an.step(500);
  }
  CHECK(an.done() == an.positions());
  CHECK(an.iterations_done() < static_cast<uint64_t>(searched) * 100 + 4000);
  an.take_changed();
  const std::vector<size_t> order = an.refinement_order();
  REQUIRE(order.size() + 1 >= searched);  // at most one final yet (the step that ended the quick pass)
  // The first refined positions are those next to the biggest drop of the quick figures.
  const std::vector<ChanceDrop> quick_drops = an.biggest_drops(1, 0.0);
  REQUIRE(!quick_drops.empty());
  const size_t m = quick_drops[0].move;
  CHECK(order[0] == m);
  while (!an.step(777)) {
  }
  CHECK(an.finals() == an.positions());
  // A position's search stops once its best action is clear: fewer iterations
  // than the full budget, and the same best action as the full search.
  AnalysisOptions full_opt;
  full_opt.iterations = 4000;
  GameAnalysis full;
  REQUIRE(full.begin(rec, kObserverMover, 11, full_opt, &why));
  while (!full.step(4096)) {
  }
  CHECK(full.iterations_done() == static_cast<uint64_t>(searched) * 4000);
  uint64_t final_its = 0;
  int stopped = 0;
  for (size_t i : an.searched_positions()) {
    INFO("position " << i);
    CHECK(an.at(i).best == full.at(i).best);
    final_its += an.iterations_of(i);
    stopped += an.iterations_of(i) < 4000;
  }
  CHECK(stopped >= 10);
  CHECK(final_its < full.iterations_done());

  // Shared out between two "workers" through the request and answer text:
  // the same final figures.
  GameAnalysis main_an;
  REQUIRE(main_an.begin(rec, kObserverMover, 11, opt, &why));
  for (int k = 0; k < 2; ++k) {
    AnalysisOptions share = opt;
    share.quick = 0;
    for (size_t j = static_cast<size_t>(k); j < order.size(); j += 2) share.only.push_back(order[j]);
    if (k == 0) share.only.push_back(m);  // a position twice: done once
    GameAnalysis worker;
    REQUIRE(begin_analysis_request(encode_analysis_request(rec, kObserverMover, 11, share), worker, &why));
    std::string rows;
    while (!worker.step(300)) rows += analysis_rows(worker);
    rows += analysis_rows(worker);
    REQUIRE(apply_analysis_rows(rows, main_an, true));
  }
  // The position that ended the quick pass may have been final already (not in `order`).
  for (size_t i : an.searched_positions())
    if (!main_an.final(i)) {
      AnalysisOptions one = opt;
      one.only = {i};
      GameAnalysis w;
      REQUIRE(w.begin(rec, kObserverMover, 11, one, &why));
      while (!w.step(4096)) {
      }
      REQUIRE(apply_analysis_rows(analysis_rows(w), main_an, true));
    }
  CHECK(main_an.finished());
  for (size_t i = 0; i < an.positions(); ++i) {
    INFO("position " << i);
    CHECK(main_an.at(i).best == an.at(i).best);
    CHECK(main_an.at(i).mover == an.at(i).mover);
    for (int p = 0; p < 2; ++p) CHECK(main_an.at(i).chance[p] == an.at(i).chance[p]);
  }
  CHECK(main_an.iterations_done() == final_its);
  // Malformed rows are refused.
  CHECK_FALSE(apply_analysis_rows("1 2\n", main_an, true));
  CHECK_FALSE(apply_analysis_rows("0 1 5 0.5 1.5\n", main_an, true));
  CHECK_FALSE(begin_analysis_request("empires-analysis 1\nx\n\n", main_an, &why));
}

TEST_CASE("analysis: tree reuse starts the next position from the subtree under the recorded action", "[bots]") {
  const Record rec = golden_record("first_p2_v2.link");
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  std::vector<Action> legal;
  std::unique_ptr<State> prev;
  size_t at = 0;
  int pairs = 0, other_mover = 0;
  for (size_t i = 0; i < rec.actions.size() && pairs < 10; ++i) {
    s->legal_actions(legal);
    if (legal.size() > 1) {
      if (prev) {
        INFO("position " << i << " after " << at);
        IsmctsConfig cfg;
        cfg.iterations = 3000;
        cfg.seat_sums = true;
        IsmctsBot bot(5 + i, cfg);
        bot.start(*prev);
        while (!bot.think(1000)) {
        }
        const std::vector<Action> path(rec.actions.begin() + static_cast<std::ptrdiff_t>(at),
                                       rec.actions.begin() + static_cast<std::ptrdiff_t>(i));
        const bool same_mover = prev->current_player() == s->current_player();
        const bool kept = bot.continue_from(*s, path, 77 + i);
        if (!same_mover) {
          // As its mover sees it: another mover's view, so an empty tree.
          CHECK_FALSE(kept);
          CHECK(bot.reused() == 0);
          CHECK(bot.tree_size() == 1);
          ++other_mover;
        } else {
          REQUIRE(kept);
          ++pairs;
          // Before any thinking the root already has visits and children.
          CHECK(bot.iterations_done() == 0);
          CHECK(bot.reused() > 0);
          CHECK(bot.reused() <= 3000);
          CHECK(bot.tree_size() > 1);
          std::vector<IsmctsBot::RootStat> stats;
          bot.root_stats(stats);
          REQUIRE_FALSE(stats.empty());
          uint64_t visits = 0;
          for (const IsmctsBot::RootStat& r : stats) {
            CHECK(std::find(legal.begin(), legal.end(), r.action) != legal.end());
            visits += r.visits;
          }
          CHECK(visits > 0);
          CHECK(visits <= bot.reused());
          // The kept seat sums give figures at once.
          double c[kMaxPlayers] = {};
          bot.seat_chances(c);
          for (int p = 0; p < rec.options.players; ++p) CHECK((c[p] >= 0.0 && c[p] <= 1.0));
          bot.set_budget(1000);
          while (!bot.think(300)) {
          }
          CHECK(bot.iterations_done() == 1000);
          bot.root_stats(stats);
          uint64_t after = 0;
          for (const IsmctsBot::RootStat& r : stats) after += r.visits;
          CHECK(after >= visits + 900);
          CHECK(after <= visits + 1000);
          CHECK(std::find(legal.begin(), legal.end(), bot.result()) != legal.end());
        }
      }
      prev = s->clone();
      at = i;
    }
    s->apply(rec.actions[i]);
  }
  CHECK(pairs == 10);
  CHECK(other_mover > 0);
}

TEST_CASE("analysis: with tree reuse, valid rows, the same for any order and sharing of the runs", "[bots][slow]") {
  const Record rec = golden_record("first_p2_v2.link");
  AnalysisOptions opt;
  opt.iterations = 4000;
  opt.quick = 100;
  opt.stop_when_clear = true;
  opt.reuse = true;
  GameAnalysis an, plain, no_quick;
  std::string why;
  REQUIRE(an.begin(rec, kObserverMover, 11, opt, &why));
  AnalysisOptions plain_opt = opt;
  plain_opt.reuse = false;
  REQUIRE(plain.begin(rec, kObserverMover, 11, plain_opt, &why));
  AnalysisOptions nq = opt;
  nq.quick = 0;
  REQUIRE(no_quick.begin(rec, kObserverMover, 11, nq, &why));
  const size_t searched = an.searched_positions().size();
  REQUIRE(searched > 40);
  while (an.in_quick_pass()) an.step(500);
  // The runs: consecutive searched positions of one mover, at most kReuseRun each.
  const std::vector<std::vector<size_t>> runs = an.refinement_runs();
  size_t in_runs = 0, longest = 0;
  for (const std::vector<size_t>& run : runs) {
    in_runs += run.size();
    longest = std::max(longest, run.size());
    for (size_t k = 1; k < run.size(); ++k) {
      CHECK(run[k] > run[k - 1]);
      CHECK(an.reuses(run[k]));
      CHECK(an.at(run[k]).mover == an.at(run[k - 1]).mover);
    }
  }
  CHECK(in_runs == searched);  // none final yet
  CHECK(longest == static_cast<size_t>(kReuseRun));
  CHECK(runs.size() < searched / 2);
  while (!an.step(777)) {
  }
  while (!plain.step(4096)) {
  }
  while (!no_quick.step(1234)) {
  }
  // Reuse happened, and saved search iterations.
  CHECK(an.reused_positions() >= searched / 2);
  CHECK(plain.reused_positions() == 0);
  CHECK(an.iterations_done() < plain.iterations_done());
  // Valid rows: a legal preferred action, win chances that add up to 1.
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  std::vector<Action> legal;
  int agree = 0;
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    INFO("position " << i);
    s->legal_actions(legal);
    const PositionAnalysis& r = an.at(i);
    CHECK(r.mover == s->current_player());
    if (legal.size() > 1) {
      CHECK(r.searched);
      CHECK(std::find(legal.begin(), legal.end(), r.best) != legal.end());
      agree += r.best == plain.at(i).best;
    }
    double sum = 0;
    for (int p = 0; p < rec.options.players; ++p) {
      CHECK((r.chance[p] >= 0.0 && r.chance[p] <= 1.0));
      sum += r.chance[p];
    }
    CHECK(sum == Approx(1.0).margin(1e-9));
    s->apply(rec.actions[i]);
  }
  // Other searches than without reuse: the preferred action agrees with the
  // analysis without reuse about as often as two analyses without reuse with
  // different seeds agree (close choices flip between searches).
  GameAnalysis other_seed;
  REQUIRE(other_seed.begin(rec, kObserverMover, 12, plain_opt, &why));
  while (!other_seed.step(4096)) {
  }
  int agree_seeds = 0;
  for (size_t i : an.searched_positions()) agree_seeds += other_seed.at(i).best == plain.at(i).best;
  INFO("agree " << agree << ", two seeds without reuse " << agree_seeds << " of " << searched);
  CHECK(agree_seeds * 10 >= static_cast<int>(searched) * 5);
  CHECK((agree + static_cast<int>(searched) / 10) >= agree_seeds);
  // The same figures whatever the order of the runs (no quick pass: game
  // order) and however they are dealt out (two workers, whole runs, through
  // the request and answer text).
  GameAnalysis main_an;
  REQUIRE(main_an.begin(rec, kObserverMover, 11, opt, &why));
  for (int k = 0; k < 2; ++k) {
    AnalysisOptions share = opt;
    share.quick = 0;
    for (size_t j = static_cast<size_t>(k); j < runs.size(); j += 2)
      share.only.insert(share.only.end(), runs[j].begin(), runs[j].end());
    GameAnalysis worker;
    REQUIRE(begin_analysis_request(encode_analysis_request(rec, kObserverMover, 11, share), worker, &why));
    CHECK(worker.options().reuse);
    CHECK(worker.options().clear_margin == 1.0);
    std::string rows;
    while (!worker.step(300)) rows += analysis_rows(worker);
    rows += analysis_rows(worker);
    REQUIRE(apply_analysis_rows(rows, main_an, true));
  }
  CHECK(main_an.finished());
  // The review's margin (kReviewClearMargin) stops sooner: fewer iterations,
  // the same count through a worker's request.
  AnalysisOptions review = opt;
  review.clear_margin = kReviewClearMargin;
  GameAnalysis sooner, sooner_shared;
  REQUIRE(sooner.begin(rec, kObserverMover, 11, review, &why));
  while (!sooner.step(4096)) {
  }
  INFO("iterations: margin 1 " << an.iterations_done() << ", margin " << kReviewClearMargin << " "
                               << sooner.iterations_done());
  CHECK(sooner.iterations_done() * 100 < an.iterations_done() * 97);  // 4000 per position: 6.5 % fewer
  review.quick = 0;
  REQUIRE(begin_analysis_request(encode_analysis_request(rec, kObserverMover, 11, review), sooner_shared, &why));
  CHECK(sooner_shared.options().clear_margin == kReviewClearMargin);
  while (!sooner_shared.step(4096)) {
  }
  CHECK(sooner_shared.iterations_done() + static_cast<uint64_t>(searched) * 100 == sooner.iterations_done());
  for (size_t i = 0; i < an.positions(); ++i) {
    INFO("position " << i);
    CHECK(sooner_shared.at(i).best == sooner.at(i).best);
    CHECK(no_quick.at(i).best == an.at(i).best);
    CHECK(main_an.at(i).best == an.at(i).best);
    for (int p = 0; p < 2; ++p) {
      CHECK(no_quick.at(i).chance[p] == an.at(i).chance[p]);
      CHECK(main_an.at(i).chance[p] == an.at(i).chance[p]);
    }
  }
}
