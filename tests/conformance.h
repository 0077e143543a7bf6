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

namespace emp::test {

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

}  // namespace emp::test
