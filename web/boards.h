// Per-game board panels. The game screen asks this registry for a panel for
// the running game's id; without one it shows the generic action list. A board
// panel draws the board and may offer the legal actions in its own way, but
// must submit them through App::submit_action().
#pragma once
#include <string_view>

namespace empui {
class App;
struct Session;

struct BoardPanel {
  const char* game_id;
  // Draws the board into the current ImGui region. Returns true when the panel
  // also offered the legal actions (then the generic action list is hidden).
  bool (*draw)(App& app, Session& session);
};

// nullptr when the game has no board panel.
const BoardPanel* find_board_panel(std::string_view game_id);

}  // namespace empui
