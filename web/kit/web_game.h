// A game's front end. Each folder web/games/<id>/ provides
// `const WebGame& <id>_web_game()`; web/CMakeLists.txt compiles the folders of
// the games listed in games.cmake and generates the list that
// games/registry.cpp expands, so adding a game touches no shared front-end
// file. A game without a folder is played with the generic action list.
#pragma once
#include <string>
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
  // ---- the status bar and the seat panels (kit/status_bar.h) ----
  // Where the game stands, one short line under whose turn it is (era, turn,
  // phase, step). May be null.
  std::string (*phase_line)(const App& app, const Session& session) = nullptr;
  // The current decision, drawn in the status bar pinned at the top while a
  // human here may act (App::acting_seat()): what to do now (a translated
  // sentence) and the buttons of the choices that are not places on the
  // board (pay, confirm, done, end of an action), plus why the last click did
  // nothing. May be null (the sentence is then the generic one).
  void (*draw_decision)(App& app, Session& session) = nullptr;
  // One seat's counters and tiles (only what the viewing seat may see: another
  // seat's hand as counts). `compact`: one line for the phone's seat strip;
  // otherwise the full panel of the desktop's side column (and the strip's
  // drawer). May be null (the players table is shown instead).
  void (*draw_seat_panel)(App& app, Session& session, int seat, bool compact) = nullptr;
};

// Every registered game front end, in games.cmake order.
const std::vector<const WebGame*>& web_games();
// nullptr when the game has no front end of its own.
const WebGame* find_web_game(std::string_view game_id);

}  // namespace empui
