// Empire's End in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/end/board_end.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_end_rules(App&) {
  static constexpr std::array<kit::RulesSection, 5> kSections{{
      {"about.end.h.goal", "about.end.goal"},
      {"about.end.h.track", "about.end.track"},
      {"about.end.h.disaster", "about.end.disaster"},
      {"about.end.h.economy", "about.end.economy"},
      {"about.end.h.conflict", "about.end.conflict"},
  }};
  kit::draw_rules_sections(kSections);
}

}  // namespace

const WebGame& end_web_game() {
  static const WebGame game{.game_id = "end",
                            .draw_board = &draw_end_board,
                            .draw_game_over = &draw_end_game_over,
                            .translations = &end_ui::end_all_translations,
                            .draw_rules = &draw_end_rules,
                            .phase_line = &end_phase_line,
                            .draw_decision = &draw_end_decision,
                            .draw_seat_panel = &draw_end_seat_panel};
  return game;
}

}  // namespace empui
