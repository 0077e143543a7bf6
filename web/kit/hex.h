// Hex maps in axial coordinates (q, r), pointy- or flat-topped: centres,
// corners, the hex under a point, distances and neighbours, and drawing a hex
// with a fill and an outline. Formulas as in Red Blob Games' "Hexagonal Grids".
#pragma once
#include <string>

#include "imgui.h"

namespace empui::kit {

struct Hex {
  int q = 0, r = 0;
  friend bool operator==(const Hex&, const Hex&) = default;
};

struct HexLayout {
  bool pointy = true;   // pointy-topped (rows) or flat-topped (columns)
  float size = 1.0f;    // centre to corner
  ImVec2 origin{0, 0};  // centre of hex (0, 0)
};

ImVec2 hex_to_pixel(const HexLayout& layout, Hex h);
Hex pixel_to_hex(const HexLayout& layout, ImVec2 p);       // the hex containing p
ImVec2 hex_corner(const HexLayout& layout, Hex h, int i);  // i = 0..5, clockwise on screen
void hex_corners(const HexLayout& layout, Hex h, ImVec2 out[6]);
int hex_distance(Hex a, Hex b);
Hex hex_neighbour(Hex h, int direction);  // direction 0..5

// A hex with a fill and an outline; a colour with zero alpha is skipped.
void draw_hex(ImDrawList* dl, const HexLayout& layout, Hex h, ImU32 fill, ImU32 outline, float thickness = 1.0f);

// Checks the layout maths (round trips, corners, neighbours, distances).
// Returns false with a description in *why on the first failure.
bool hex_self_check(std::string* why = nullptr);

}  // namespace empui::kit
