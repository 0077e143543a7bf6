#include "boards.h"

#include <array>

namespace empui {
namespace {
// Add a game's board panel here (e.g. {"rise", &draw_rise_board}).
constexpr std::array<BoardPanel, 0> kPanels{};
}  // namespace

const BoardPanel* find_board_panel(std::string_view game_id) {
  for (const BoardPanel& p : kPanels)
    if (game_id == p.game_id) return &p;
  return nullptr;
}

}  // namespace empui
