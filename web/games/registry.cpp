// The front ends of the games. web/CMakeLists.txt generates web_games_list.inc
// from games.cmake (EMPIRES_WEB_GAME(id) for every game with a folder
// web/games/<id>/); each folder provides `const WebGame& <id>_web_game()`.
#include <string>

#include "kit/web_game.h"

namespace empui {

#define EMPIRES_WEB_GAME(id) const WebGame& id##_web_game();
#include "web_games_list.inc"
#undef EMPIRES_WEB_GAME

const std::vector<const WebGame*>& web_games() {
  static const std::vector<const WebGame*> games = {
#define EMPIRES_WEB_GAME(id) &id##_web_game(),
#include "web_games_list.inc"
#undef EMPIRES_WEB_GAME
  };
  return games;
}

const WebGame* find_web_game(std::string_view game_id) {
  for (const WebGame* g : web_games())
    if (game_id == g->game_id) return g;
  return nullptr;
}

std::string decorate_term(std::string_view coded, std::string text, bool in_amount) {
  const std::string_view key = coded.substr(0, coded.find('\x1f'));
  const WebGame* g = find_web_game(key.substr(0, key.find('.')));
  const char* ic = g && g->term_icon ? g->term_icon(key) : nullptr;
  if (!ic) return text;
  return in_amount ? std::string(ic) : std::string(ic) + " " + text;
}

}  // namespace empui
