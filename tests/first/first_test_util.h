// Test helpers for First Empires: direct state access for rule unit tests
// (forced dice, forced setups).
#pragma once
#include <catch2/catch.hpp>
#include <memory>
#include <vector>

#include "games/first/first_state.h"

namespace emp {

struct FirstTestAccess {
  using S = FirstState;
};

namespace first_test {

inline std::unique_ptr<FirstState> make(int players, uint64_t seed = 1) {
  Options o;
  o.players = players;
  return std::make_unique<FirstState>(o, seed);
}

}  // namespace first_test
}  // namespace emp
