// Polygons on a board: a shape in board units (triangulated once by ear
// clipping, so concave outlines fill correctly), point-in-polygon for hit
// tests, and drawing at an offset and scale. Also a double-headed arrow and
// the map files' point lists.
#pragma once
#include <cstddef>
#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"

namespace empui::kit {

struct Tri {
  int a, b, c;
};

struct Shape {
  std::vector<ImVec2> pts;  // board units
  std::vector<Tri> tris;
  ImVec2 min{1e9f, 1e9f}, max{-1e9f, -1e9f};  // bounding box
};

// Ear clipping of a simple polygon (either orientation).
std::vector<Tri> triangulate(const std::vector<ImVec2>& pts);
Shape make_shape(std::vector<ImVec2> pts);
// Even-odd rule; `p` in the shape's units.
bool point_in_polygon(const std::vector<ImVec2>& pts, ImVec2 p);
inline bool point_in(const Shape& s, ImVec2 p) { return point_in_polygon(s.pts, p); }

// Drawn at screen position o + k * point.
void fill_shape(ImDrawList* dl, const Shape& s, ImVec2 o, float k, ImU32 col);
void outline_shape(ImDrawList* dl, const Shape& s, ImVec2 o, float k, ImU32 col, float thickness);
// A double-headed arrow from a to b (screen units; k scales the line and heads).
void double_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, float k, ImU32 col);

// Reads the rest of a map line's numbers as x,y pairs (assets/maps/<id>.txt);
// false for a word that is not a number or an odd count.
bool read_points(std::istringstream& in, std::vector<ImVec2>& pts);

// Reads a map file (assets/maps/<id>.txt) line by line: '#' starts a
// comment, blank lines are skipped, "canvas <width> <height>" sets the map's
// size in units, and every other line's first word (its kind) and the rest of
// it go to `line`, which returns "" or what is wrong. Returns "" or
// "line N: <what is wrong>"; "no canvas size" when there was none.
std::string read_map_lines(std::string_view text, float& width, float& height,
                           const std::function<std::string(const std::string& kind, std::istringstream& in)>& line);

// A game's map geometry G (with width and height in map units) parsed by
// `parse` from its embedded assets/maps/<name>.txt. A map that does not parse
// is reported on stderr and comes back empty, 1 × 1 units (a board draws
// nothing rather than dividing by zero).
template <class G>
G load_map(const unsigned char* bytes, size_t size, const char* name,
           bool (*parse)(std::string_view, G&, std::string*)) {
  G m;
  std::string why;
  if (!parse(std::string_view(reinterpret_cast<const char*>(bytes), size), m, &why)) {
    std::fprintf(stderr, "assets/maps/%s.txt: %s\n", name, why.c_str());
    m = G{};
    m.width = m.height = 1.0f;
  }
  return m;
}

}  // namespace empui::kit
