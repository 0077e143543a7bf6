// Turning a game's evaluator (GameInfo::evaluate, reached through the core's
// emp::evaluate) into win chances for the heuristic and search bots. The bots
// include only the core: every game brings its evaluator in its own folder.
#pragma once
#include "core/game.h"

namespace emp {

// Win chances per seat in [0, 1] summing to 1: exact ranks at the end,
// softmax of the evaluator's values (over GameInfo::eval_temperature) before.
// `out` has num_players() entries.
void win_chances(const State& s, double* out);

}  // namespace emp
