// empires conform: the checks of the conformance suite (tests/conformance.cpp)
// over random games, without Catch2, so any build of the CLI (native or wasm)
// can run them. Each game stops at its first failed check; the summary names
// the first failure of the run.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "core/game.h"
#include "core/json.h"
#include "core/record.h"

namespace emp::cli {

namespace {

constexpr uint64_t kMaxConformGames = 1000000;
constexpr uint64_t kMaxSteps = 100000;  // a game that has not ended by then fails

struct GameRun {
  std::unique_ptr<State> state;
  uint64_t actions = 0;
  uint64_t resamples = 0;
  uint64_t resample_changes = 0;  // resamples that changed the full state
  std::string failure;            // empty: every check passed
};

// Records the failure (prefixed by the step) and leaves the function.
#define CONFORM_CHECK(cond, text)                                   \
  do {                                                              \
    if (!(cond)) {                                                  \
      run.failure = "step " + std::to_string(step) + ": " + (text); \
      return;                                                       \
    }                                                               \
  } while (0)

std::string seat(int p) { return "seat " + std::to_string(p); }

// The record replays to the same state and survives the save-file and link
// round trips.
void check_round_trips(const Record& rec, const State& s, uint64_t step, GameRun& run) {
  std::string why;
  const auto r = replay(rec, &why);
  CONFORM_CHECK(r != nullptr, "the record does not replay: " + english(why));
  CONFORM_CHECK(r->hash() == s.hash(), "the replayed record reaches another state");
  Record loaded;
  CONFORM_CHECK(load_from_bytes(save_to_bytes(rec), loaded, &why), "the save bytes do not load: " + english(why));
  CONFORM_CHECK(loaded == rec, "the save round trip changes the record");
  // A game too long for a link gets none, and says so; any other game gets one.
  const std::string link = encode_link(rec, &why);
  if (link.empty()) {
    CONFORM_CHECK(why.rfind("link.game_too_long", 0) == 0, "encode_link gives no link: " + english(why));
    return;
  }
  Record decoded;
  CONFORM_CHECK(decode_link("https://example.invalid/#g=" + link, decoded, &why),
                "the link does not decode: " + english(why));
  CONFORM_CHECK(decoded == rec, "the link round trip changes the record");
}

void play_game(const GameInfo& g, const Options& o, uint64_t game_seed, GameRun& run) {
  uint64_t step = 0;
  std::string why, inv;
  run.state = new_game(g.id, o, game_seed, &why);
  CONFORM_CHECK(run.state != nullptr, "new_game fails: " + english(why));
  State& s = *run.state;
  const int players = o.players;
  Record rec = make_record(s, game_seed, o);
  // The action choices come from their own stream, so a game depends only on
  // its seed.
  Rng rng(~game_seed);
  const uint64_t deep_at = rng.below(400);  // one round trip mid-game
  CONFORM_CHECK(s.check_invariants(&inv), "invariants broken at the start: " + inv);
  std::vector<Action> legal, sorted;
  while (!s.terminal()) {
    CONFORM_CHECK(step < kMaxSteps, "the game has not ended after " + std::to_string(kMaxSteps) + " actions");
    const uint32_t mask = s.to_act();
    CONFORM_CHECK(mask != 0, "to_act() is empty before the end");
    CONFORM_CHECK((mask >> players) == 0, "to_act() names a seat beyond the players");
    const int mover = s.current_player();
    CONFORM_CHECK(mover >= 0 && mover < players, "current_player() is " + std::to_string(mover));
    CONFORM_CHECK((mask & (1u << mover)) != 0, "current_player() is not among to_act()");
    s.legal_actions(legal);
    CONFORM_CHECK(!legal.empty(), "no legal actions before the end");
    sorted = legal;
    std::sort(sorted.begin(), sorted.end());
    const auto dup = std::adjacent_find(sorted.begin(), sorted.end());
    CONFORM_CHECK(dup == sorted.end(), "legal_actions() lists action " + std::to_string(*dup) + " twice");
    const Action a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
    auto label = [&] { return "action " + std::to_string(a) + " (" + s.action_label(a) + ")"; };
    CONFORM_CHECK((s.action_seen_by(a) & (1u << mover)) != 0, "action_seen_by() hides " + label() + " from its mover");
    const uint32_t reveals_before = s.reveals();

    if (step % 17 == 0) {
      // Clone equality and identical evolution.
      auto c = s.clone();
      CONFORM_CHECK(c->hash() == s.hash(), "clone() has another hash");
      CONFORM_CHECK(c->to_json() == s.to_json(), "clone() has another to_json()");
      // An illegal action is rejected with a reason and changes nothing.
      Action bad = 0x7FFFFFF0u;
      while (std::find(legal.begin(), legal.end(), bad) != legal.end()) ++bad;
      const uint64_t before = c->hash();
      why.clear();
      CONFORM_CHECK(!c->apply_checked(bad, &why), "apply_checked accepts the illegal action " + std::to_string(bad));
      CONFORM_CHECK(!why.empty(), "apply_checked rejects an illegal action without a reason");
      CONFORM_CHECK(c->hash() == before, "a rejected action changes the state");
      CONFORM_CHECK(c->why_illegal(bad) == why, "why_illegal() disagrees with apply_checked()");
      const std::string objection = c->why_illegal(a);
      CONFORM_CHECK(objection.empty(), "why_illegal() objects to the legal " + label() + ": " + english(objection));
      // Resampling keeps what the seat sees and depends only on that and the rng.
      for (int p = 0; p < players; ++p) {
        auto r = s.clone();
        Rng rr(game_seed ^ (step * 31 + static_cast<uint64_t>(p)));
        r->resample_hidden(p, rr);
        ++run.resamples;
        const std::string rs = "resample_hidden(" + std::to_string(p) + ") ";
        CONFORM_CHECK(r->observation_json(p) == s.observation_json(p), rs + "changes what " + seat(p) + " sees");
        CONFORM_CHECK(r->observation_json(-1) == s.observation_json(-1), rs + "changes the public observation");
        CONFORM_CHECK(r->progress() == s.progress(), rs + "changes progress()");
        CONFORM_CHECK(r->to_act() == s.to_act(), rs + "changes to_act()");
        CONFORM_CHECK(r->current_player() == s.current_player(), rs + "changes current_player()");
        CONFORM_CHECK(r->check_invariants(&inv), rs + "breaks the invariants: " + inv);
        if (r->hash() != s.hash()) ++run.resample_changes;
        // From the true state and from another determinization, the same rng
        // gives the same state (a bot cannot read hidden data through it).
        auto r2 = r->clone();
        auto r3 = s.clone();
        Rng x(step * 977 + static_cast<uint64_t>(p)), y(step * 977 + static_cast<uint64_t>(p));
        r2->resample_hidden(p, x);
        r3->resample_hidden(p, y);
        CONFORM_CHECK(r2->hash() == r3->hash(), rs + "depends on more than " + seat(p) + "'s observation and the rng");
      }
      why.clear();
      CONFORM_CHECK(c->apply_checked(a, &why), "apply_checked rejects the legal " + label() + ": " + english(why));
      s.apply(a);
      CONFORM_CHECK(c->hash() == s.hash(), "a clone evolves differently after " + label());
    } else {
      s.apply(a);
    }
    rec.actions.push_back(a);
    run.actions = step + 1;
    CONFORM_CHECK(s.reveals() >= reveals_before, "reveals() decreases");
    CONFORM_CHECK(s.check_invariants(&inv), "invariants broken: " + inv);
    if (step == deep_at) {
      check_round_trips(rec, s, step, run);
      if (!run.failure.empty()) return;
    }
    ++step;
  }
  CONFORM_CHECK(s.to_act() == 0, "to_act() is not empty at the end");
  std::vector<int> sc, rk;
  s.scores(sc);
  s.ranks(rk);
  CONFORM_CHECK(static_cast<int>(sc.size()) == players, "scores() has " + std::to_string(sc.size()) + " entries");
  CONFORM_CHECK(static_cast<int>(rk.size()) == players, "ranks() has " + std::to_string(rk.size()) + " entries");
  CONFORM_CHECK(std::count(rk.begin(), rk.end(), 0) >= 1, "ranks() has no winner");
  check_round_trips(rec, s, step, run);
}

#undef CONFORM_CHECK

}  // namespace

int cmd_conform(int argc, char** argv) {
  const Args a("conform", argc, argv, {"game", "players", "games", "seed", "variant", "hashes"}, 0, 0);
  const GameInfo& g = a.game();
  Options o;
  o.players = a.players(g);
  const uint64_t games = a.integer("games", 0, 1, kMaxConformGames, /*required=*/true);
  const uint64_t seed = a.seed();
  o.variant = static_cast<uint32_t>(a.integer("variant", 0, 0, UINT32_MAX));
  std::string why;
  if (!new_game(g.id, o, seed, &why)) a.fail(english(why));

  // --hashes FILE: one line "game-seed final-hash" per game ("-": stdout,
  // before the summary; the wasm CLI has no host files).
  std::FILE* hashes = nullptr;
  std::string hashes_path;
  if (const std::string* h = a.get("hashes")) {
    hashes_path = *h;
    if (hashes_path.empty()) a.fail("--hashes needs a file name (or - for stdout)");
    hashes = hashes_path == "-" ? stdout : std::fopen(hashes_path.c_str(), "w");
    if (!hashes) a.fail("cannot write '" + shown(hashes_path) + "': " + std::strerror(errno));
  }

  uint64_t actions = 0, resamples = 0, resample_changes = 0, failures = 0;
  std::string first_failure;
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  for (uint64_t gi = 0; gi < games; ++gi) {
    const uint64_t game_seed = seed * 7919 + gi;
    GameRun run;
    try {
      play_game(g, o, game_seed, run);
    } catch (const std::exception& e) {
      run.failure = std::string("exception: ") + e.what();
    } catch (...) {
      run.failure = "unknown exception";
    }
    actions += run.actions;
    resamples += run.resamples;
    resample_changes += run.resample_changes;
    if (!run.failure.empty()) {
      ++failures;
      if (first_failure.empty())
        first_failure = "game " + std::to_string(gi) + " (seed " + std::to_string(game_seed) + "), " + run.failure;
    }
    if (hashes) {
      std::fprintf(hashes, "%llu %s\n", static_cast<unsigned long long>(game_seed),
                   run.state ? hex(run.state->hash()).c_str() : "none");
      // Output that can no longer be written (a closed pipe, a full disk) ends the run at once.
      if (std::ferror(hashes))
        a.fail(hashes == stdout ? std::string("cannot write the output") : "cannot write '" + shown(hashes_path) + "'");
    }
  }
  const double seconds = std::chrono::duration<double>(clock::now() - t0).count();
  // A game with hidden information must actually re-draw something.
  if (g.hidden_information && resamples >= 100 && resample_changes == 0) {
    ++failures;
    if (first_failure.empty())
      first_failure = "resample_hidden never changed the state in " + std::to_string(resamples) +
                      " resamples, though the game has hidden information";
  }
  if (hashes && hashes != stdout) {
    const bool bad = std::ferror(hashes) != 0;
    if (std::fclose(hashes) != 0 || bad) a.fail("cannot write '" + shown(hashes_path) + "'");
  }

  JsonWriter w;
  w.begin_object()
      .field("game", g.id)
      .field("players", o.players)
      .field("variant", o.variant)
      .field("seed", seed)
      .field("games", games)
      .field("actions", actions)
      .field("seconds", seconds)
      .field("actions_per_second", seconds > 0 ? static_cast<double>(actions) / seconds : 0.0)
      .field("resample_changes", resample_changes)
      .field("failures", failures);
  w.key("first_failure");
  if (first_failure.empty())
    w.null();
  else
    w.value(first_failure);
  w.end_object();
  std::printf("%s\n", w.str().c_str());
  return failures == 0 ? kExitOk : kExitFailed;
}

}  // namespace emp::cli
