// Per-game board panels. The game screen asks this registry for a panel for
// the running game's id; without one it shows the generic action list. A board
// panel draws the board and may offer the legal actions in its own way, but
// must submit them through App::submit_action().
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace empui {
class App;
struct Session;

struct BoardPanel {
  const char* game_id;
  // Draws the board into the current ImGui region. Returns true when the panel
  // also offered the legal actions (then the generic action list is hidden).
  bool (*draw)(App& app, Session& session);
  // Drawn under the generic game-over summary (final board, score breakdown). May be null.
  void (*draw_over)(App& app, Session& session);
};

// nullptr when the game has no board panel.
const BoardPanel* find_board_panel(std::string_view game_id);

// Clickable board elements of the last rendered frame, for the automation API
// (empires.boardItems()): label, the action a click submits (-1: none / a
// chooser opens), logical-pixel rectangle and whether it is a legal choice now.
struct BoardItem {
  std::string label;
  double action = -1;
  float x = 0, y = 0, w = 0, h = 0;
  bool legal = false;
};
void board_items_begin();  // a board panel starts drawing
void board_items_add(BoardItem item);
void board_items_end();  // publishes the frame's items
const std::vector<BoardItem>& board_items();

}  // namespace empui
