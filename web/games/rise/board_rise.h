// The Rise of Empires board: the world map, the action display, the tile
// display, the player panels, the decision prompt and the end-of-turn and
// end-of-game summaries. Legality always comes from RiseState::legal_actions()
// and the reason shown for an illegal click from RiseState::why_illegal(): the
// board never re-derives a rule.
// Files: board_rise.cpp (entry, prompt, banner, history, summaries),
// board_rise_map.cpp (the map), board_rise_panels.cpp (displays and panels),
// rise_map.cpp (the map geometry from assets/maps/rise.txt), i18n_rise.cpp
// (translations), rise_web.cpp (registration and the rules summary). Pieces,
// tooltips, board items, polygons and banners come from the shared board kit
// (web/kit/); the hot-seat hand-over cover is the game screen's (it asks for it
// with WebGame::hot_seat_cover), and the board offers no choices while it is up.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/rise/rise_state.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/follower.h"
#include "kit/host.h"
#include "kit/map_view.h"
#include "kit/pieces.h"
#include "kit/tooltip.h"

namespace empui {

// The board (kit/board.h) for the game on the table.
std::unique_ptr<kit::Board> make_rise_board(kit::Host& host);

namespace rise_ui {

using emp::Action;
using emp::RiseState;
using kit::board_button;
using kit::board_item;
using kit::colour_of;
using kit::draw_cube;
using kit::draw_disc;
using kit::item_tooltip;
using kit::seat_token;
using kit::seat_u32;
using kit::text_at;
using kit::text_size;
using kit::tooltip_now;

struct History;  // board_rise.cpp

// What the board remembers for one game (Session::board_ui): a new game or a
// loaded link starts with a fresh one.
// The order of a tile display section for one turn: the tiles shown when the
// turn began, a taken one leaving a gap, so taking a tile never moves the next
// one under the finger (board_rise_panels.cpp).
struct Slots {
  int stamp = -1;
  std::vector<int> keys;
};

struct RiseUi : kit::Board {
  explicit RiseUi(kit::Host& host);
  ~RiseUi() override;
  kit::MapView view;  // the map's zoom and pan
  Slots prog_slots, terr_slots, city_slots;
  int pay_key = -1;               // the payment the chooser below was set up for (record length)
  int pay_alloc[5] = {};          // the chooser: how much of each kind (gold, cube, disc, food, VP)
  int pick_region = -1;           // the region whose chooser is open
  bool pick_open = false;         // open the region chooser this frame
  std::unique_ptr<History> hist;  // end-of-turn summaries and VP per turn

 protected:
  void content() override;
  std::string phase() override;
  std::string prompt() override;
  void decision_buttons() override;
  void seat_panel(int seat, bool compact) override;
  void game_over() override;
  void chosen(emp::Action a) override;
  std::vector<std::string> where(emp::Action a, int seat) override;
};

// Everything one frame of the board needs.
// One frame of the board (kit::Frame) and the kinds of its legal actions.
struct Ctx : kit::Frame<RiseState, RiseUi> {
  using Frame::Frame;
  bool any(uint32_t kind) const;  // a legal action of this kind exists
};

// ---- shared helpers (board_rise.cpp) ----
using kit::flow_next;
// Resource icons: emp::rise::Res (gold coin, disc, cube, food).
void res_icon(ImDrawList* dl, ImVec2 c, float r, int res);
const char* roman(int era);
std::string region_name(int r);
std::string region_short(int r);
std::string progress_name(int type);
std::string progress_tooltip(const RiseState& st, int type);
std::string timing_name(int timing);
std::string territory_name(int type);
std::string territory_tooltip(int type);
std::string city_title(int city);
// "Empire tile (3 regions, water)": the side in play in `era`, as players name it.
std::string empire_title(int era, int tile);
std::string upper_first(std::string s);  // ASCII: "empire tile" -> "Empire tile"
std::string city_tooltip(const RiseState& st, int seat, int city);
std::string empire_tooltip(int era, int tile);
std::string trade_tooltip(int box);
std::string row_name(int row);

// ---- map (board_rise_map.cpp) ----
void draw_map(Ctx& c);

// ---- translations (i18n_rise.cpp) ----
const std::vector<Translation>& rise_translations();

// ---- panels (board_rise_panels.cpp) ----
void draw_action_display(Ctx& c);
void draw_tile_display(Ctx& c);
void draw_player_panels(Ctx& c);
void draw_player_panel(Ctx& c, int p);  // one seat's full panel (the side column)
void draw_player_line(Ctx& c, int p);   // one seat's counters on one line (the phone's strip)
void draw_turn_track(Ctx& c);

}  // namespace rise_ui
}  // namespace empui
