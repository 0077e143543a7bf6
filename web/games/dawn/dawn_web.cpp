// Dawn of Empires in the web app: its entry in the front-end registry
// (kit/web_game.h) and its rules summary for the About screen.
#include <array>

#include "games/dawn/board_dawn.h"
#include "kit/icons.h"
#include "kit/rules.h"
#include "kit/web_game.h"

namespace empui {
namespace {

void draw_dawn_rules() {
  static constexpr std::array<kit::RulesSection, 6> kSections{{
      {"about.dawn.h.goal", "about.dawn.goal"},
      {"about.dawn.h.setup", "about.dawn.setup"},
      {"about.dawn.h.turn", "about.dawn.turn"},
      {"about.dawn.h.actions", "about.dawn.actions"},
      {"about.dawn.h.combat", "about.dawn.combat"},
      {"about.dawn.h.end", "about.dawn.end"},
  }};
  kit::draw_rules_sections(kSections);
}

const char* dawn_term_icon(std::string_view key) {
  const int r = kit::key_index(key, "dawn.res.");
  return r >= 0 && r < 5 ? dawn_ui::res_icon(r) : nullptr;
}

}  // namespace

// The pass-the-device cover stands between two human seats: a combat's legend
// or the Spirit of Mars may be decided by the seat that is not on turn.
const WebGame& dawn_web_game() {
  static const WebGame game{.game_id = "dawn",
                            .make_board = &make_dawn_board,
                            .translations = &dawn_ui::dawn_translations,
                            .draw_rules = &draw_dawn_rules,
                            .hot_seat_cover = true,
                            .cover_icons = {icon::hut, icon::food, icon::science},
                            .cover_colour = 0x4f6b3a,
                            .term_icon = &dawn_term_icon};
  return game;
}

}  // namespace empui
