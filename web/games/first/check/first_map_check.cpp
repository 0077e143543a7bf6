// Native check of the First Empires map file (`ctest -R web_first_map`):
// assets/maps/first.txt parses (every area of both sides has an outline with
// its label point inside, straits join adjacent areas, every adjacency of the
// engine is drawn and no two non-adjacent areas touch: first_map.cpp), every
// outline triangulates to its full area, and a broken file is refused with
// the reason. Not part of the app (the app globs web/games/first/*.cpp only).
#include <cmath>
#include <cstdio>
#include <string>

#include "games/first/first_map.h"

namespace {

float area(ImVec2 a, ImVec2 b, ImVec2 c) {
  return std::fabs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) * 0.5f;
}

float poly_area(const std::vector<ImVec2>& p) {
  float s = 0;
  for (size_t i = 0; i < p.size(); ++i) s += p[i].x * p[(i + 1) % p.size()].y - p[(i + 1) % p.size()].x * p[i].y;
  return std::fabs(s) * 0.5f;
}

int fail(const std::string& m) {
  std::printf("FAIL: %s\n", m.c_str());
  return 1;
}

}  // namespace

int main() {
  using namespace empui::first_ui;
  const MapGeometry& g = map_geometry();
  if (!(g.width == 1000 && g.height == 560)) return fail("the embedded map did not parse (see stderr)");
  for (int side = 0; side < 2; ++side)
    for (int a = 0; a < emp::first::kSides[side].count; ++a) {
      const auto& s = g.side[side].areas[static_cast<size_t>(a)];
      float sum = 0;
      for (const auto& t : s.tris)
        sum += area(s.pts[static_cast<size_t>(t.a)], s.pts[static_cast<size_t>(t.b)], s.pts[static_cast<size_t>(t.c)]);
      if (std::fabs(sum - poly_area(s.pts)) > 0.5f)
        return fail(std::string("outline does not triangulate: ") + emp::first::kSides[side].areas[a].code);
      // The label point finds its own area (land before oceans).
      if (area_at(g, side, g.side[side].centres[static_cast<size_t>(a)], ~0u) != a)
        return fail(std::string("label point hits another area: ") + emp::first::kSides[side].areas[a].code);
    }
  if (g.side[0].straits.size() != 3 || g.side[1].straits.size() != 7) return fail("straits: 3 on side A, 7 on side B");
  // Broken files are refused with the reason.
  MapGeometry m;
  std::string why;
  if (parse_map("canvas 1000 560\nregion A ALB 0 0 10 0 10 10\n", m, &why) || why.find("missing") == std::string::npos)
    return fail("an incomplete map was accepted: " + why);
  if (parse_map("canvas 1000 560\nstrait A ALB KAR\n", m, &why) || why.find("not adjacent") == std::string::npos)
    return fail("a strait between non-adjacent areas was accepted: " + why);
  std::printf("first map: both sides parse, %zu + %zu straits, outlines triangulate\n", g.side[0].straits.size(),
              g.side[1].straits.size());
  return 0;
}
