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
//    hidden information) does change hidden data somewhere.
#pragma once
#include <cstdint>
#include <string>

namespace emp::test {

struct ConformanceStats {
  int games = 0;
  uint64_t actions = 0;
  int resample_changes = 0;  // resamples that changed the full state
};

ConformanceStats run_conformance(const std::string& game_id, int players, int games, uint64_t seed);

}  // namespace emp::test
