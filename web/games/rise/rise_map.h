// The geometry of the Rise of Empires world map, read from assets/maps/rise.txt
// (embedded into the app at build time): the canvas size, one polygon and one
// label anchor per region, decorative land and sea shapes, label anchors and
// the arrows drawn for adjacency across water. The engine keeps only what the
// rules need (regions, adjacency): no drawing coordinates.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "games/rise/rise_data.h"
#include "kit/polygon.h"

namespace empui::rise_ui {

struct MapDecoration {
  std::string name;  // also the label's translation key suffix: "rise.map.<name>"
  bool sea = false;  // drawn as water (else as land)
  kit::Shape shape;
};

struct MapLabel {
  std::string name;  // translation key "rise.map.<name>"
  ImVec2 at;         // centre of the text
};

// A double arrow between two regions adjacent across water.
struct MapArrow {
  int from = -1, to = -1;  // regions (emp::rise::Region)
  ImVec2 a, b;             // the two ends
};

struct MapGeometry {
  float width = 0, height = 0;  // canvas units
  std::array<kit::Shape, emp::rise::kRegions> regions;
  std::array<ImVec2, emp::rise::kRegions> centres{};  // where each region's labels go
  std::vector<MapArrow> arrows;
  std::vector<MapDecoration> decorations;  // in drawing order
  std::vector<MapLabel> labels;
};

// Parses the map text. On failure returns false with the line and the reason in *why.
bool parse_map(std::string_view text, MapGeometry& out, std::string* why);
// The embedded map, parsed on first use (a broken file is reported on stderr
// and leaves the shapes empty).
const MapGeometry& map_geometry();

}  // namespace empui::rise_ui
