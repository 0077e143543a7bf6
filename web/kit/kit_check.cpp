// Self-check of the board kit's geometry (a native test, `ctest -R web_kit`):
// hex layout round trips, and polygon triangulation and hit tests.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "kit/hex.h"
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

int main() {
  std::string why;
  if (!empui::kit::hex_self_check(&why)) {
    std::fprintf(stderr, "hex: %s\n", why.c_str());
    return 1;
  }
  if (!polygon_check(&why)) {
    std::fprintf(stderr, "polygon: %s\n", why.c_str());
    return 1;
  }
  std::printf("board kit geometry: ok\n");
  return 0;
}
