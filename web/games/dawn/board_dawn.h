// The Dawn of Empires board: the hex map (terrain, face-down tiles, towns by
// size and owner on corners, units and stacks, the Spirit of Mars), the rondel
// with every marker, the supply of technologies, improvements and wonders,
// every player board (resources, upkeep, military track, technologies,
// buildings, experience, legends), the decision prompt with its buttons, and
// the end-of-game breakdown with the VP chart.
// Legality always comes from DawnState::legal_actions() and the reason for an
// illegal click from DawnState::why_illegal(): the board never re-derives a
// rule. A face-down tile is drawn as such for everyone: its identity is never
// read (DawnState::tile_at() returns -1 for it).
// Files: board_dawn.cpp (entry, prompt, history, game over), board_dawn_map.cpp
// (the map and the rondel), board_dawn_panels.cpp (supply and player boards),
// i18n_dawn.cpp (translations), dawn_web.cpp (registration, rules summary).
#pragma once
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "games/dawn/dawn_state.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/follower.h"
#include "kit/host.h"
#include "kit/icons.h"
#include "kit/map_view.h"
#include "kit/pieces.h"
#include "kit/theme.h"
#include "kit/tooltip.h"

namespace empui {

// The board (kit/board.h) for the game on the table.
std::unique_ptr<kit::Board> make_dawn_board(kit::Host& host);

namespace dawn_ui {

using emp::Action;
using emp::DawnState;

struct History;  // board_dawn.cpp

struct DawnUi : kit::Board {
  explicit DawnUi(kit::Host& host);
  ~DawnUi() override;
  bool settler = false;  // Recruit: a click on a tile recruits a settler (else a warrior)
  int arrange = 0;       // setup: the start tiles' arrangement shown on the map (kActArrange's arg)
  kit::MapView view;     // the map's zoom and pan
  std::unique_ptr<History> hist;

 protected:
  void frame() override;
  void content() override;
  std::string phase() override;
  std::string prompt() override;
  void decision_buttons() override;
  void seat_panel(int seat, bool compact) override;
  void game_over() override;
  void chosen(Action) override { arrange = 0; }
  std::vector<std::string> where(Action a, int seat) override;
};

// One frame of the board (kit::Frame) and the kinds of its legal actions.
struct Ctx : kit::Frame<DawnState, DawnUi> {
  using Frame::Frame;
  bool any(uint32_t kind) const;  // a legal action of this kind exists
};

std::string label_of(const Ctx& c, Action a);  // the engine's label of an action
std::string res_name(int r);
const char* res_icon(int r);  // the resource's icon glyph (kit/icons.h)
std::string terrain_name(int t);
std::string tech_name(int t);
std::string build_name(int b);  // improvement, or kImprovements + wonder
std::string empire_name(int e);
std::string action_type_name(int t);
std::string space_name(int space);  // rondel space 1..6: its actions
std::string hex_name(const DawnState& st, int hex);
std::string tech_tooltip(int t);
std::string build_tooltip(int b);
ImU32 terrain_u32(int t);  // -1: face down
ImU32 tech_colour_u32(int colour);
using kit::flow;
using kit::heading_line;

// ---- map and rondel (board_dawn_map.cpp) ----
void draw_map(Ctx& c, float width);
void draw_rondel(Ctx& c);
float rondel_width(const Ctx& c);

// ---- panels (board_dawn_panels.cpp) ----
void draw_supply(Ctx& c);
void draw_player_boards(Ctx& c);
// One seat's player board; `compact`: one line (name, empire, VP, resources).
void draw_player_board(Ctx& c, int seat, bool compact);
void draw_harvest(Ctx& c);  // the active Harvest's cubes

const std::vector<Translation>& dawn_translations();

}  // namespace dawn_ui
}  // namespace empui
