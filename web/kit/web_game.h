// A game's front end. Each folder web/games/<id>/ provides
// `const WebGame& <id>_web_game()`; web/CMakeLists.txt compiles the folders of
// the games listed in games.cmake and generates the list that
// games/registry.cpp expands, so adding a game touches no shared front-end
// file. A game without a folder is played with the generic action list.
#pragma once
#include <string_view>
#include <vector>

#include "i18n.h"

namespace empui {
class App;
struct Session;

struct WebGame {
  const char* game_id;
  // Draws the board into the current ImGui region. Returns true when the board
  // also offered the legal actions (then the generic action list is hidden).
  // Every choice goes through App::submit_action(). May be null.
  bool (*draw_board)(App& app, Session& session);
  // Drawn under the generic end screen (screens/game_over.cpp: the ranking and
  // the engine's points by category), inside its board items: the game's own
  // chart and final board. May be null (the generic points chart instead).
  void (*draw_game_over)(App& app, Session& session);
  // The game's translations: keys "<id>.*" and "about.<id>.*" (see i18n.h).
  const std::vector<Translation>& (*translations)();
  // The rules summary on the About screen. May be null ("no summary yet").
  void (*draw_rules)(App& app);
  // The game screen shows the pass-the-device cover between two human seats
  // even though the game has no private information (GameInfo::private_information,
  // which always brings the cover). Without private information the board stays
  // visible under the cover and only offers no choices until the player confirms.
  bool hot_seat_cover = false;
};

// Every registered game front end, in games.cmake order.
const std::vector<const WebGame*>& web_games();
// nullptr when the game has no front end of its own.
const WebGame* find_web_game(std::string_view game_id);

}  // namespace empui
