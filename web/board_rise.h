// The Rise of Empires board: the world map, the action display, the tile
// display, the player panels, the decision prompt and the end-of-turn and
// end-of-game summaries. Legality always comes from RiseState::legal_actions();
// the reasons shown for an illegal click only explain (they never decide).
// Files: board_rise.cpp (entry, prompt, banner, history, summaries),
// board_rise_map.cpp (the map), board_rise_panels.cpp (displays and panels).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "games/rise/rise_state.h"
#include "imgui.h"

namespace empui {
class App;
struct Session;

bool draw_rise_board(App& app, Session& session);
void draw_rise_game_over(App& app, Session& session);

namespace rise_ui {

using emp::Action;
using emp::RiseState;

// Everything one frame of the board needs.
struct Ctx {
  App& app;
  Session& s;
  const RiseState& st;
  int me = -1;                // human seat that may act now (-1: nobody here)
  std::vector<Action> legal;  // its legal actions
  bool narrow = false;
  float fs = 17.0f;                // font size (logical px)
  std::vector<std::string> names;  // seat names, for labels that mention a seat
  bool has(Action a) const;
  bool any(uint32_t kind) const;  // a legal action of this kind exists
};

// ---- shared helpers (board_rise.cpp) ----
// A clickable board element: an invisible button that the item probe and
// empires.boardItems() report under `label` (the part before "##"). Returns
// true on a click or tap (not on a long press, which only shows the tooltip).
bool board_button(Ctx& c, const char* label, ImVec2 size, Action action, bool legal);
// Registers a board element drawn without its own button (map regions).
void board_item(const std::string& label, ImVec2 min, ImVec2 max, Action action, bool legal);
// Submits `a` when legal; otherwise shows `reason` in the status line.
void try_action(Ctx& c, Action a, const std::string& reason);
void set_reason(const std::string& reason);
// Tooltip for the last item (hover, or a finger resting on it).
void item_tooltip(const std::string& text);
void tooltip_now(const std::string& text);
// Why the player cannot do something right now, when it is not about the target itself
// (not your turn, another decision pending, ...). Empty when the decision fits `wanted`.
std::string decision_reason(const Ctx& c, int wanted_decision, int row = -1);

int colour_of(const Session& s, int seat);
ImU32 seat_u32(const Session& s, int seat, float alpha = 1.0f);
std::string name_of(const Session& s, int seat);
void draw_disc(ImDrawList* dl, ImVec2 c, float r, int colour);
void draw_cube(ImDrawList* dl, ImVec2 c, float half, int colour);
// A seat token inline (like colour_dot, with the symbol).
void seat_token(const Session& s, int seat, bool framed = false);
// Resource icons: emp::rise::Res (gold coin, disc, cube, food).
void res_icon(ImDrawList* dl, ImVec2 c, float r, int res);
void text_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 col, const std::string& text);
ImVec2 text_size(float size, const std::string& text);
const char* roman(int era);
std::string region_name(int r);
std::string region_short(int r);
std::string progress_name(int type);
std::string progress_tooltip(const RiseState& st, int type);
std::string timing_name(int timing);
std::string territory_name(int type);
std::string territory_tooltip(int type);
std::string city_title(int city);
std::string city_tooltip(const RiseState& st, int seat, int city);
std::string empire_tooltip(int era, int tile);
std::string trade_tooltip(int box);
std::string row_name(int row);

// ---- map (board_rise_map.cpp) ----
void draw_map(Ctx& c);

// ---- panels (board_rise_panels.cpp) ----
void draw_action_display(Ctx& c);
void draw_tile_display(Ctx& c);
void draw_player_panels(Ctx& c);
void draw_turn_track(Ctx& c);

}  // namespace rise_ui
}  // namespace empui
