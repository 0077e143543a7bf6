// First Empires in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/first/board_first.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_first_rules(App&) {
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

}  // namespace

const WebGame& first_web_game() {
  // The hot-seat cover comes with the game's private information (the hands).
  static const WebGame game{.game_id = "first",
                            .draw_board = &draw_first_board,
                            .draw_game_over = &draw_first_game_over,
                            .translations = &first_ui::first_all_translations,
                            .draw_rules = &draw_first_rules,
                            .phase_line = &first_phase_line,
                            .draw_decision = &draw_first_decision,
                            .draw_seat_panel = &draw_first_seat_panel};
  return game;
}

}  // namespace empui
