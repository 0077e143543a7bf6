// Self-check of the board kit's geometry (a native test, `ctest -R web_kit`):
// hex layout round trips, polygon triangulation and hit tests, and the map-file reader.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "kit/hex.h"
#include "kit/icons.h"
#include "kit/polygon.h"

namespace {

float area(const std::vector<ImVec2>& p) {
  float a = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    const ImVec2 u = p[i], v = p[(i + 1) % p.size()];
    a += u.x * v.y - v.x * u.y;
  }
  return std::fabs(a) * 0.5f;
}

bool polygon_check(std::string* why) {
  // A concave L (both orientations): the triangles cover exactly its area.
  std::vector<ImVec2> l = {{0, 0}, {40, 0}, {40, 10}, {10, 10}, {10, 30}, {0, 30}};
  for (int pass = 0; pass < 2; ++pass) {
    const empui::kit::Shape s = empui::kit::make_shape(l);
    float sum = 0;
    for (const auto& t : s.tris)
      sum += area({s.pts[static_cast<size_t>(t.a)], s.pts[static_cast<size_t>(t.b)], s.pts[static_cast<size_t>(t.c)]});
    if (s.tris.size() != 4 || std::fabs(sum - area(l)) > 1e-3f) {
      *why = "triangulation of a concave polygon: " + std::to_string(s.tris.size()) + " triangles, area " +
             std::to_string(sum) + " of " + std::to_string(area(l));
      return false;
    }
    if (!empui::kit::point_in(s, ImVec2(5, 25)) || !empui::kit::point_in(s, ImVec2(35, 5)) ||
        empui::kit::point_in(s, ImVec2(25, 20)) || empui::kit::point_in(s, ImVec2(-1, 5))) {
      *why = "point in polygon";
      return false;
    }
    if (s.min.x != 0 || s.min.y != 0 || s.max.x != 40 || s.max.y != 30) {
      *why = "bounding box";
      return false;
    }
    l = std::vector<ImVec2>(l.rbegin(), l.rend());  // the other orientation
  }
  return true;
}

}  // namespace

// The map-file reader: comments and blank lines skipped, the canvas read, each
// line's kind and rest handed on, and a refusal names its line.
bool map_lines_check(std::string* why) {
  float w = 0, h = 0;
  std::vector<std::string> kinds;
  auto take = [&](const std::string& kind, std::istringstream& in) {
    std::vector<ImVec2> pts;
    if (!empui::kit::read_points(in, pts)) return std::string("bad coordinates");
    kinds.push_back(kind + ":" + std::to_string(pts.size()));
    return std::string();
  };
  std::string wrong =
      empui::kit::read_map_lines("# a map\ncanvas 120 80\n\nregion 1 2 3 4 5 6  # three\nlabel 7 8\n", w, h, take);
  if (!wrong.empty() || w != 120 || h != 80 || kinds != std::vector<std::string>{"region:3", "label:1"}) {
    *why = "map lines: '" + wrong + "', canvas " + std::to_string(w) + "x" + std::to_string(h);
    return false;
  }
  w = h = 0;
  wrong = empui::kit::read_map_lines("canvas 10 10\nregion 1 2 3\n", w, h, take);
  if (wrong != "line 2: bad coordinates") {
    *why = "a bad line is not named: '" + wrong + "'";
    return false;
  }
  w = h = 0;
  if (empui::kit::read_map_lines("region 1 2\n", w, h, take) != "no canvas size") {
    *why = "a map without a canvas is accepted";
    return false;
  }
  return true;
}

// Every icon of assets/icons/icons.txt is in the build, in its order, and
// none is blank or solid at the sizes the font atlas takes.
bool icons_check(std::string* why) {
  std::ifstream in(EMPIRES_ICONS_TXT);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    line = line.substr(0, line.find('#'));
    std::istringstream words(line);
    std::string ours, theirs;
    if (!(words >> ours >> theirs)) continue;
    if (n >= empui::kit::icon_count() || ours != empui::kit::icon_name(n) || theirs != empui::kit::icon_source(n)) {
      *why = "icons.txt line for '" + ours + "' does not match the built icon " + std::to_string(n);
      return false;
    }
    for (int px : {16, 33, 74}) {
      const std::vector<unsigned char> a = empui::kit::icon_alpha(n, px);
      size_t ink = 0;
      for (unsigned char v : a) ink += v > 127;
      // An icon covers between 5 % and 90 % of its square.
      if (ink * 20 < a.size() || ink * 10 > a.size() * 9) {
        *why = "icon '" + ours + "' at " + std::to_string(px) + " px covers " + std::to_string(ink) + " of " +
               std::to_string(a.size()) + " pixels";
        return false;
      }
    }
    ++n;
  }
  if (n == 0 || n != empui::kit::icon_count()) {
    *why = std::to_string(n) + " icons listed, " + std::to_string(empui::kit::icon_count()) + " built";
    return false;
  }
  return true;
}

int main() {
  std::string why;
  if (!icons_check(&why)) {
    std::fprintf(stderr, "icons: %s\n", why.c_str());
    return 1;
  }
  if (!map_lines_check(&why)) {
    std::fprintf(stderr, "map file: %s\n", why.c_str());
    return 1;
  }
  if (!empui::kit::hex_self_check(&why)) {
    std::fprintf(stderr, "hex: %s\n", why.c_str());
    return 1;
  }
  if (!polygon_check(&why)) {
    std::fprintf(stderr, "polygon: %s\n", why.c_str());
    return 1;
  }
  std::printf("board kit geometry, map files and %d icons: ok\n", empui::kit::icon_count());
  return 0;
}
