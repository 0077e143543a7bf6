// A game's front end. Each folder web/games/<id>/ provides
// `const WebGame& <id>_web_game()`; web/CMakeLists.txt compiles the folders of
// the games listed in games.cmake and generates the list that
// games/registry.cpp expands, so adding a game touches no shared front-end
// file. A game without a folder is played with the generic action list.
//
// What a game's board writes: a class derived from kit::Board (kit/board.h)
// with its content (drawing, phase line, prompt, decision buttons, seat panel,
// end-of-game detail), made by `make_board`; its translations; its rules
// summary. The board sees only kit::Host (kit/host.h) and changes the game only
// through Board::try_choose() (Host::choose(): confirmation and held turns).
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "i18n.h"

namespace empui {
namespace kit {
class Board;
class Host;
}  // namespace kit

struct WebGame {
  const char* game_id;
  // Makes the game's board for the game on the table (kept with the running
  // game, so a new game, a loaded save or an opened link starts fresh).
  std::unique_ptr<kit::Board> (*make_board)(kit::Host& host);
  // The game's translations: keys "<id>.*" and "about.<id>.*" (see i18n.h).
  const std::vector<Translation>& (*translations)();
  // The rules summary on the About screen. May be null ("no summary yet").
  void (*draw_rules)();
  // The game screen shows the pass-the-device cover between two human seats
  // even though the game has no private information (GameInfo::private_information,
  // which always brings the cover). Without private information the board stays
  // visible under the cover and only offers no choices until the player confirms.
  bool hot_seat_cover = false;
  // The menu's cover tile: three of the game's components (kit/icons.h glyphs)
  // on the game's colour (0xRRGGBB); its one-line description is the
  // translation "<id>.tagline".
  const char* cover_icons[3] = {nullptr, nullptr, nullptr};
  unsigned cover_colour = 0x5a4a32;
  // The icon (kit/icons.h glyph) of one of the engine's terms, a key of the
  // game's messages (a resource, a die face), or nullptr: the log and every
  // engine message then show "+2 <icon>" and "<icon> food" (emp::set_term_decorator).
  const char* (*term_icon)(std::string_view key) = nullptr;
};

// Every registered game front end, in games.cmake order.
const std::vector<const WebGame*>& web_games();
// nullptr when the game has no front end of its own.
const WebGame* find_web_game(std::string_view game_id);
// The engine's term decorator (emp::set_term_decorator): a term with its
// game's icon (WebGame::term_icon), "+2 <icon>" in an amount.
std::string decorate_term(std::string_view coded, std::string text, bool in_amount);

}  // namespace empui
