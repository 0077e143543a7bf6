#include "boards.h"

#include <array>

#include "board_rise.h"

namespace empui {
namespace {
constexpr std::array<BoardPanel, 1> kPanels{{
    {"rise", &draw_rise_board, &draw_rise_game_over},
}};
std::vector<BoardItem> g_building, g_last;
}  // namespace

const BoardPanel* find_board_panel(std::string_view game_id) {
  for (const BoardPanel& p : kPanels)
    if (game_id == p.game_id) return &p;
  return nullptr;
}

void board_items_begin() { g_building.clear(); }
void board_items_add(BoardItem item) { g_building.push_back(std::move(item)); }
void board_items_end() { g_last.swap(g_building); }
const std::vector<BoardItem>& board_items() { return g_last; }

}  // namespace empui
