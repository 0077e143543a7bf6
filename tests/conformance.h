// The generic conformance suite every game calls in a few lines (model:
// OpenSpiel's basic_tests). It plays random games to the end and checks, at
// every step or at random points:
//  - legal actions are non-empty and duplicate-free until terminal; to_act()
//    agrees with terminal(); check_invariants() holds after every action;
//  - clone() equals the original and evolves identically;
//  - apply_checked rejects an illegal action and changes nothing;
//  - the record replays to the same hash, survives save bytes and share link
//    round trips, at random points and at the end;
//  - resample_hidden(p) never changes what p observes, and (for games with
//    hidden information) does change hidden data somewhere;
//  - why_illegal() is empty for legal actions and a reason for illegal ones;
//    action_seen_by() includes the mover; reveals() never decreases;
//    progress() is the same for every determinization.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "core/game.h"
#include "core/record.h"

namespace emp::test {

// The record of a share link stored as a file under tests/ (its text, a
// trailing newline allowed); the test fails when it does not decode.
Record link_file(const std::string& path_in_tests);

// A position `steps` uniformly random actions into a new game (fewer if it ends).
std::unique_ptr<State> random_position(const char* game, int players, uint64_t seed, int steps);

struct ConformanceStats {
  int games = 0;
  uint64_t actions = 0;
  int resample_changes = 0;  // resamples that changed the full state
};

ConformanceStats run_conformance(const std::string& game_id, int players, int games, uint64_t seed,
                                 uint32_t variant = 0);

// Two states that differ only in what the seat to act cannot see: a game
// played `steps` random actions from `seed`, and a copy resampled for that
// seat (for tests that a bot's choice never depends on hidden data).
std::pair<std::unique_ptr<State>, std::unique_ptr<State>> twins(const std::string& game, int players, uint64_t seed,
                                                                int steps);

// `games` 2-player games of bot kinds a (index 0) and b (index 1), seats
// rotated, each game and bot seeded from `seed` as the arena does: wins (a
// tie shares the win) and the mean final score of each kind.
struct BotMatch {
  double wins[2] = {0, 0};
  double score[2] = {0, 0};
};
BotMatch bot_match(const std::string& game, const std::string& a, const std::string& b, int games, uint64_t seed);

// The no-peeking check for every bot kind (random, heuristic, ismcts-easy):
// for seeds 1..seeds, twins of 2 + seed % spread players after seed * 23 %
// steps actions; CHECKs that a bot chooses the same action in both. Returns
// how many positions were tried and in how many the twins really differed.
struct TwinRuns {
  int tried = 0;
  int differing = 0;
};
TwinRuns bots_ignore_hidden(const std::string& game, uint64_t seeds, int spread, int steps);

}  // namespace emp::test
