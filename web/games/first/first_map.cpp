#include "games/first/first_map.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "map_first.h"  // generated from assets/maps/first.txt: kMap_first, kMap_first_size

namespace empui::first_ui {
namespace {

using emp::first::kOcean;
using emp::first::kSides;

int area_by_code(int side, const std::string& code) { return emp::first::area_index(side, code.c_str()); }

float cross(ImVec2 o, ImVec2 a, ImVec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Length of the common part of two outlines (collinear overlapping edges).
float shared_border(const kit::Shape& s, const kit::Shape& t) {
  float total = 0;
  const size_t n = s.pts.size(), m = t.pts.size();
  for (size_t i = 0; i < n; ++i) {
    const ImVec2 a = s.pts[i], b = s.pts[(i + 1) % n];
    const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
    if (len <= 0) continue;
    for (size_t j = 0; j < m; ++j) {
      const ImVec2 c = t.pts[j], d = t.pts[(j + 1) % m];
      if (std::fabs(cross(a, b, c)) > 1e-3f * len || std::fabs(cross(a, b, d)) > 1e-3f * len) continue;
      auto proj = [&](ImVec2 p) { return ((p.x - a.x) * dx + (p.y - a.y) * dy) / len; };
      const float lo = std::max(0.0f, std::min(proj(c), proj(d))), hi = std::min(len, std::max(proj(c), proj(d)));
      if (hi > lo) total += hi - lo;
    }
  }
  return total;
}

bool inside(const kit::Shape& outer, const kit::Shape& inner) {
  for (const ImVec2& p : inner.pts)
    if (!kit::point_in(outer, p)) return false;
  return !inner.pts.empty();
}

}  // namespace

bool parse_map(std::string_view text, MapGeometry& out, std::string* why) {
  MapGeometry g;
  bool seen[2][emp::first::kMaxAreas] = {}, centred[2][emp::first::kMaxAreas] = {};
  const std::string wrong =
      kit::read_map_lines(text, g.width, g.height, [&](const std::string& kind, std::istringstream& in) {
        std::string side_s, code;
        if (!(in >> side_s >> code)) return std::string("missing side or area");
        if (side_s != "A" && side_s != "B") return std::string("unknown side " + side_s);
        const int side = side_s == "A" ? 0 : 1;
        const int a = area_by_code(side, code);
        if (a < 0) return std::string("unknown area " + code + " on side " + side_s);
        SideGeometry& S = g.side[side];
        if (kind == "strait") {
          std::string second;
          if (!(in >> second)) return std::string("strait " + code + " needs two areas");
          const int b = area_by_code(side, second);
          if (b < 0) return std::string("unknown area " + second);
          // The line draws a rule of the engine's data; it never makes one.
          if (!((emp::first::map_tables().adj[side][a] >> b) & 1))
            return std::string("strait between areas that are not adjacent");
          S.straits.push_back({a, b});
          return std::string();
        }
        std::vector<ImVec2> pts;
        if (!kit::read_points(in, pts)) return std::string("bad coordinates");
        if (kind == "region") {
          if (seen[side][a]) return std::string("area " + code + " twice");
          if (pts.size() < 3) return std::string("area " + code + " needs at least 3 points");
          seen[side][a] = true;
          S.areas[static_cast<size_t>(a)] = kit::make_shape(std::move(pts));
        } else if (kind == "centre") {
          if (centred[side][a]) return std::string("centre of " + code + " twice");
          if (pts.size() != 1) return std::string("centre " + code + " needs one point");
          centred[side][a] = true;
          S.centres[static_cast<size_t>(a)] = pts[0];
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
  const emp::first::MapTables& M = emp::first::map_tables();
  for (int side = 0; side < 2; ++side) {
    const SideGeometry& S = g.side[side];
    const int count = kSides[side].count;
    const std::string sn = side ? " (side B)" : " (side A)";
    for (int a = 0; a < count; ++a) {
      const std::string code = kSides[side].areas[a].code;
      if (!seen[side][a]) return fail("area " + code + " missing" + sn);
      if (!centred[side][a]) return fail("centre of " + code + " missing" + sn);
      if (!kit::point_in(S.areas[static_cast<size_t>(a)], S.centres[static_cast<size_t>(a)]))
        return fail("centre of " + code + " outside its area" + sn);
    }
    // Every adjacency is drawn; touching areas are adjacent.
    for (int a = 0; a < count; ++a)
      for (int b = a + 1; b < count; ++b) {
        const bool adj = (M.adj[side][a] >> b) & 1;
        const kit::Shape &sa = S.areas[static_cast<size_t>(a)], &sb = S.areas[static_cast<size_t>(b)];
        const bool touch = shared_border(sa, sb) > 1.0f;
        const bool ocean_a = kSides[side].areas[a].colour == kOcean, ocean_b = kSides[side].areas[b].colour == kOcean;
        const bool island = (ocean_a && inside(sa, sb)) || (ocean_b && inside(sb, sa));
        bool strait = false;
        for (const Strait& st : S.straits) strait |= (st.a == a && st.b == b) || (st.a == b && st.b == a);
        const std::string pair = std::string(kSides[side].areas[a].code) + "-" + kSides[side].areas[b].code + sn;
        if (adj && !touch && !island && !strait) return fail("adjacent but not drawn so: " + pair);
        if (!adj && (touch || island)) return fail("drawn touching but not adjacent: " + pair);
      }
  }
  out = std::move(g);
  return true;
}

const MapGeometry& map_geometry() {
  static const MapGeometry g = kit::load_map<MapGeometry>(kMap_first, kMap_first_size, "first", parse_map);
  return g;
}

int area_at(const MapGeometry& g, int side, ImVec2 p, uint32_t in_play) {
  const int count = kSides[side].count;
  for (int pass = 0; pass < 2; ++pass)  // land first (islands lie inside the oceans)
    for (int a = 0; a < count; ++a) {
      const bool ocean = kSides[side].areas[a].colour == kOcean;
      if (ocean != (pass == 1)) continue;
      (void)in_play;
      if (kit::point_in(g.side[side].areas[static_cast<size_t>(a)], p)) return a;
    }
  return -1;
}

}  // namespace empui::first_ui
