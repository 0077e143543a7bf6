// Playing pieces drawn by every board: seat colours and symbols (so players are
// told apart without colour too), seat tokens, discs, cubes, number counters
// and board text at any size.
#pragma once
#include <string>

#include "imgui.h"

namespace empui::kit {
class Host;
}

namespace empui::kit {

// ---- seat colours and symbols ----
ImVec4 seat_colour(int colour);  // palette index (kit/table_presets.h: kNumColours)
ImU32 seat_colour_u32(int colour, float alpha = 1.0f);
// The palette colours that need dark ink on top (green, yellow).
bool dark_ink_on(int colour);
// The seat's symbol (circle, square, triangle, diamond, star by colour index).
void draw_symbol(ImDrawList* dl, ImVec2 c, float r, int colour, ImU32 col);
// A small filled circle in the seat colour with its symbol, on the current
// line (framed: centred on a line of framed widgets such as buttons).
void colour_dot(int colour, bool framed = false);

// ---- the seats of the game on the table ----
int colour_of(const Host& h, int seat);  // palette index (0 for an unknown seat)
ImU32 seat_u32(const Host& h, int seat, float alpha = 1.0f);
// A seat token inline (like colour_dot: a disc with the symbol).
void seat_token(const Host& h, int seat, bool framed = false);

// ---- pieces ----
void draw_disc(ImDrawList* dl, ImVec2 c, float r, int colour);
void draw_cube(ImDrawList* dl, ImVec2 c, float half, int colour);
// A number counter: `text` at `pos` on a rounded badge `pad` wider on each side
// and one line (`size`) high.
void draw_counter(ImDrawList* dl, ImVec2 pos, float size, const std::string& text, ImU32 bg, ImU32 fg, float pad);

// ---- cards ----
// The face of a card or tile, drawn alike in every game: a title band in the
// card's colour with the title (smaller where it would not fit) and a corner
// text (era, cost), a large faint emblem (an icon), and the body text wrapped
// under the band. The caller draws the card's paper and edge around it and
// anything on its bottom line.
struct CardFace {
  ImU32 band = 0;
  std::string title, corner;
  const char* emblem = nullptr;
  std::string body;
  float title_size = 14.0f, body_size = 12.0f;
  float foot = 0.0f;  // height kept free at the bottom for the caller's line (price, copies)
};
// Returns the bottom of the body text. A body too long for the card is set
// smaller (down to 70 % of body_size) so that it ends above the foot.
float card_face(ImDrawList* dl, ImVec2 p0, ImVec2 p1, const CardFace& face);

// ---- board text (the regular UI font at any size) ----
void text_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 col, const std::string& text);
ImVec2 text_size(float size, const std::string& text);

}  // namespace empui::kit
