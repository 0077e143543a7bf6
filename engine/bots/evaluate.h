// Per-game evaluation functions for the heuristic and search bots. A game
// registers one by id; games without one fall back to the running score.
#pragma once
#include <string_view>

#include "core/game.h"

namespace emp {

struct Evaluator {
  // Value of the position for `player`, on the game's score scale (e.g.
  // victory points plus the worth of resources). Only reads what `player` may
  // see: callers pass determinized or fully public states.
  double (*value)(const State& s, int player) = nullptr;
  // Score difference that makes a player about e (2.7) times likelier to win
  // than another: the softmax temperature turning values into win chances.
  double temperature = 5.0;
};

// The evaluator for a game id (never null: the default uses scores()).
const Evaluator& evaluator_for(std::string_view game);

// Win chances per seat in [0, 1] summing to 1: exact ranks at the end,
// softmax of the evaluator's values before. `out` has num_players() entries.
void win_chances(const State& s, const Evaluator& e, double* out);

}  // namespace emp
