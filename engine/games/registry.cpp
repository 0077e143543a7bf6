// The game registry. Each game folder provides `const GameInfo& <game>_game_info()`;
// adding a game means one line here and its folder.
#include "core/game.h"

namespace emp {

const GameInfo& toy_game_info();
#ifdef EMPIRES_HAVE_RISE
const GameInfo& rise_game_info();
#endif

const std::vector<const GameInfo*>& all_games() {
  static const std::vector<const GameInfo*> games = {
#ifdef EMPIRES_HAVE_RISE
      &rise_game_info(),
#endif
      &toy_game_info(),
  };
  return games;
}

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo* g : all_games())
    if (g->id == id) return g;
  return nullptr;
}

}  // namespace emp
