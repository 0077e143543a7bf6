// First Empires in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/first/board_first.h"
#include "kit/icons.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_first_rules() {
  static constexpr std::array<kit::RulesSection, 6> kSections{{
      {"about.first.h.goal", "about.first.goal"},
      {"about.first.h.turn", "about.first.roll"},
      {nullptr, "about.first.move"},
      {nullptr, "about.first.advance"},
      {"about.first.h.cards", "about.first.cards"},
      {"about.first.h.end", "about.first.end"},
  }};
  kit::draw_rules_sections(kSections);
}

const char* first_term_icon(std::string_view key) { return first_ui::face_icon(kit::key_index(key, "first.colour.")); }

}  // namespace

const WebGame& first_web_game() {
  // The hot-seat cover comes with the game's private information (the hands).
  static const WebGame game{.game_id = "first",
                            .make_board = &make_first_board,
                            .translations = &first_ui::first_all_translations,
                            .draw_rules = &draw_first_rules,
                            .cover_icons = {icon::die, icon::explore, icon::city},
                            .cover_colour = 0x34506b,
                            .term_icon = &first_term_icon};
  return game;
}

}  // namespace empui
