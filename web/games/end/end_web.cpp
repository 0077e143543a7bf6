// Empire's End in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/end/board_end.h"
#include "kit/icons.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_end_rules() {
  static constexpr std::array<kit::RulesSection, 5> kSections{{
      {"about.end.h.goal", "about.end.goal"},
      {"about.end.h.track", "about.end.track"},
      {"about.end.h.disaster", "about.end.disaster"},
      {"about.end.h.economy", "about.end.economy"},
      {"about.end.h.conflict", "about.end.conflict"},
  }};
  kit::draw_rules_sections(kSections);
}

const char* end_term_icon(std::string_view key) {
  const int r = kit::key_index(key, "end.res.");
  return r >= 0 && r < 4 ? end_ui::res_icon(r) : nullptr;
}

}  // namespace

const WebGame& end_web_game() {
  static const WebGame game{.game_id = "end",
                            .make_board = &make_end_board,
                            .translations = &end_ui::end_all_translations,
                            .draw_rules = &draw_end_rules,
                            .cover_icons = {icon::hourglass, icon::disaster, icon::axe},
                            .cover_colour = 0x6b3a34,
                            .term_icon = &end_term_icon};
  return game;
}

}  // namespace empui
