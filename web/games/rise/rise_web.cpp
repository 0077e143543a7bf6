// Rise of Empires in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/rise/board_rise.h"
#include "kit/icons.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_rise_rules() {
  static constexpr std::array<kit::RulesSection, 6> kSections{{
      {"about.rise.h.goal", "about.rise.goal"},
      {"about.rise.h.turns", "about.rise.turns"},
      {"about.rise.h.actions", "about.rise.actions"},
      {nullptr, "about.rise.tiles"},
      {"about.rise.h.map", "about.rise.map"},
      {"about.rise.h.end", "about.rise.end"},
  }};
  kit::draw_rules_sections(kSections);
}

const char* rise_term_icon(std::string_view key) {
  if (key == "rise.res.gold") return icon::coin;
  if (key == "rise.res.food") return icon::food;
  return nullptr;
}

}  // namespace

const WebGame& rise_web_game() {
  // No hot-seat cover: Rise has no private information (Settings can ask for it).
  static const WebGame game{.game_id = "rise",
                            .make_board = &make_rise_board,
                            .translations = &rise_ui::rise_translations,
                            .draw_rules = &draw_rise_rules,
                            .hot_seat_cover = false,
                            .cover_icons = {icon::crown, icon::ship, icon::coin},
                            .cover_colour = 0x6b5a2a,
                            .term_icon = &rise_term_icon};
  return game;
}

}  // namespace empui
