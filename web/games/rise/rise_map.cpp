#include "games/rise/rise_map.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "map_rise.h"  // generated from assets/maps/rise.txt: kMap_rise, kMap_rise_size

namespace empui::rise_ui {
namespace {

using emp::rise::kRegionInfo;
using emp::rise::kRegions;

int region_by_code(const std::string& code) {
  for (int r = 0; r < kRegions; ++r)
    if (code == kRegionInfo[r].code) return r;
  return -1;
}

}  // namespace

bool parse_map(std::string_view text, MapGeometry& out, std::string* why) {
  MapGeometry g;
  std::array<bool, kRegions> seen{}, centred{};
  const std::string wrong =
      kit::read_map_lines(text, g.width, g.height, [&](const std::string& kind, std::istringstream& in) {
        std::string name;
        if (!(in >> name)) return std::string("missing name");
        int to = -1;  // an arrow's second region
        if (kind == "arrow") {
          std::string second;
          if (!(in >> second)) return std::string("arrow " + name + " needs two regions");
          to = region_by_code(second);
          if (to < 0) return std::string("unknown region " + second);
        }
        std::vector<ImVec2> pts;
        if (!kit::read_points(in, pts)) return std::string("bad coordinates");
        if (kind == "region") {
          const int r = region_by_code(name);
          if (r < 0) return std::string("unknown region " + name);
          if (seen[static_cast<size_t>(r)]) return std::string("region " + name + " twice");
          if (pts.size() < 3) return std::string("region " + name + " needs at least 3 points");
          seen[static_cast<size_t>(r)] = true;
          g.regions[static_cast<size_t>(r)] = kit::make_shape(std::move(pts));
        } else if (kind == "land" || kind == "sea") {
          if (pts.size() < 3) return std::string(name + " needs at least 3 points");
          g.decorations.push_back({name, kind == "sea", kit::make_shape(std::move(pts))});
        } else if (kind == "centre") {
          const int r = region_by_code(name);
          if (r < 0) return std::string("unknown region " + name);
          if (centred[static_cast<size_t>(r)]) return std::string("centre of " + name + " twice");
          if (pts.size() != 1) return std::string("centre " + name + " needs one point");
          centred[static_cast<size_t>(r)] = true;
          g.centres[static_cast<size_t>(r)] = pts[0];
        } else if (kind == "arrow") {
          const int from = region_by_code(name);
          if (from < 0) return std::string("unknown region " + name);
          // The arrow draws a rule of the engine's data; it never makes one.
          if (!((kRegionInfo[from].adj >> to) & 1))
            return std::string("arrow between regions that are not adjacent: " + name);
          if (pts.size() != 2) return std::string("arrow " + name + " needs two points");
          g.arrows.push_back({from, to, pts[0], pts[1]});
        } else if (kind == "label") {
          if (pts.size() != 1) return std::string("label " + name + " needs one point");
          g.labels.push_back({name, pts[0]});
        } else {
          return std::string("unknown kind " + kind);
        }
        return std::string();
      });
  if (!wrong.empty()) {
    if (why) *why = wrong;
    return false;
  }
  auto fail = [&](const std::string& msg) {
    if (why) *why = msg;
    return false;
  };
  for (int r = 0; r < kRegions; ++r)
    if (!seen[static_cast<size_t>(r)]) return fail(std::string("region ") + kRegionInfo[r].code + " missing");
  for (int r = 0; r < kRegions; ++r) {
    const std::string code = kRegionInfo[r].code;
    if (!centred[static_cast<size_t>(r)]) return fail("centre of " + code + " missing");
    if (!kit::point_in(g.regions[static_cast<size_t>(r)], g.centres[static_cast<size_t>(r)]))
      return fail("centre of " + code + " outside the region");
  }
  out = std::move(g);
  return true;
}

const MapGeometry& map_geometry() {
  static const MapGeometry g = kit::load_map<MapGeometry>(kMap_rise, kMap_rise_size, "rise", parse_map);
  return g;
}

}  // namespace empui::rise_ui
