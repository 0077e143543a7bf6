// The geometry of the First Empires board (both sides), read from
// assets/maps/first.txt (embedded into the app at build time): the canvas
// size, one polygon and one label point per area, and the straits (land
// adjacencies whose outlines do not touch) drawn as dashed lines. The engine
// keeps only what the rules need (areas, adjacency): no drawing coordinates.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "games/first/first_data.h"
#include "kit/polygon.h"

namespace empui::first_ui {

struct Strait {
  int a = -1, b = -1;  // areas of the side (adjacent in the engine's data)
};

struct SideGeometry {
  std::array<kit::Shape, emp::first::kMaxAreas> areas;
  std::array<ImVec2, emp::first::kMaxAreas> centres{};
  std::vector<Strait> straits;
};

struct MapGeometry {
  float width = 0, height = 0;  // canvas units
  SideGeometry side[2];
};

// Parses the map text. Checks every area of both sides has an outline and a
// centre inside it, straits join adjacent areas, and every adjacency of the
// engine is drawn (shared border, island inside its ocean, or strait). On
// failure returns false with the line and the reason in *why.
bool parse_map(std::string_view text, MapGeometry& out, std::string* why);
// The embedded map, parsed on first use (a broken file is reported on stderr
// and leaves the shapes empty).
const MapGeometry& map_geometry();
// The area of `side` under point p (canvas units), land before oceans, or -1.
int area_at(const MapGeometry& g, int side, ImVec2 p, uint32_t in_play);

}  // namespace empui::first_ui
