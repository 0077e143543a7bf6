// The game registry. The games come from the one list in games.cmake, which
// generates games_list.inc (EMPIRES_GAME(id) per line); each game folder
// provides `const GameInfo& <id>_game_info()`.
#include "core/game.h"

namespace emp {

#define EMPIRES_GAME(id) const GameInfo& id##_game_info();
#include "games_list.inc"
#undef EMPIRES_GAME

const std::vector<const GameInfo*>& all_games() {
  static const std::vector<const GameInfo*> games = {
#define EMPIRES_GAME(id) &id##_game_info(),
#include "games_list.inc"
#undef EMPIRES_GAME
  };
  return games;
}

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo* g : all_games())
    if (g->id == id) return g;
  return nullptr;
}

}  // namespace emp
