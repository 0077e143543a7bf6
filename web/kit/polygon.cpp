#include "kit/polygon.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace empui::kit {
namespace {

float cross(ImVec2 o, ImVec2 a, ImVec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

bool inside_tri(ImVec2 p, ImVec2 a, ImVec2 b, ImVec2 c) {
  const float d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
  const bool neg = d1 < 0 || d2 < 0 || d3<0, pos = d1> 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

}  // namespace

std::vector<Tri> triangulate(const std::vector<ImVec2>& pts) {
  std::vector<Tri> out;
  const int n = static_cast<int>(pts.size());
  if (n < 3) return out;
  float area = 0;
  for (int i = 0; i < n; ++i) area += pts[i].x * pts[(i + 1) % n].y - pts[(i + 1) % n].x * pts[i].y;
  const float sign = area > 0 ? 1.0f : -1.0f;
  std::vector<int> idx(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) idx[static_cast<size_t>(i)] = i;
  int guard = 0;
  while (idx.size() > 3 && guard++ < 1000) {
    bool clipped = false;
    const int m = static_cast<int>(idx.size());
    for (int i = 0; i < m; ++i) {
      const int ia = idx[static_cast<size_t>((i + m - 1) % m)], ib = idx[static_cast<size_t>(i)],
                ic = idx[static_cast<size_t>((i + 1) % m)];
      if (cross(pts[ia], pts[ib], pts[ic]) * sign <= 0) continue;  // reflex
      bool ear = true;
      for (int j : idx)
        if (j != ia && j != ib && j != ic && inside_tri(pts[j], pts[ia], pts[ib], pts[ic])) {
          ear = false;
          break;
        }
      if (!ear) continue;
      out.push_back({ia, ib, ic});
      idx.erase(idx.begin() + i);
      clipped = true;
      break;
    }
    if (!clipped) break;  // degenerate: fan the rest
  }
  for (size_t i = 1; i + 1 < idx.size(); ++i) out.push_back({idx[0], idx[i], idx[i + 1]});
  return out;
}

Shape make_shape(std::vector<ImVec2> pts) {
  Shape s;
  s.pts = std::move(pts);
  for (const ImVec2& v : s.pts) {
    s.min = ImVec2(std::min(s.min.x, v.x), std::min(s.min.y, v.y));
    s.max = ImVec2(std::max(s.max.x, v.x), std::max(s.max.y, v.y));
  }
  s.tris = triangulate(s.pts);
  return s;
}

bool point_in_polygon(const std::vector<ImVec2>& pts, ImVec2 p) {
  bool in = false;
  const size_t n = pts.size();
  if (n == 0) return false;
  for (size_t i = 0, j = n - 1; i < n; j = i++) {
    const ImVec2 a = pts[i], b = pts[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

void fill_shape(ImDrawList* dl, const Shape& s, ImVec2 o, float k, ImU32 col) {
  // No anti-aliased fringes between the triangles (they would show seams).
  const ImDrawListFlags saved = dl->Flags;
  dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (const Tri& t : s.tris) {
    const ImVec2 a(o.x + s.pts[static_cast<size_t>(t.a)].x * k, o.y + s.pts[static_cast<size_t>(t.a)].y * k);
    const ImVec2 b(o.x + s.pts[static_cast<size_t>(t.b)].x * k, o.y + s.pts[static_cast<size_t>(t.b)].y * k);
    const ImVec2 c(o.x + s.pts[static_cast<size_t>(t.c)].x * k, o.y + s.pts[static_cast<size_t>(t.c)].y * k);
    dl->AddTriangleFilled(a, b, c, col);
  }
  dl->Flags = saved;
}

void outline_shape(ImDrawList* dl, const Shape& s, ImVec2 o, float k, ImU32 col, float thickness) {
  std::vector<ImVec2> p;
  p.reserve(s.pts.size());
  for (const ImVec2& v : s.pts) p.emplace_back(o.x + v.x * k, o.y + v.y * k);
  dl->AddPolyline(p.data(), static_cast<int>(p.size()), col, ImDrawFlags_Closed, thickness);
}

void double_arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, float k, ImU32 col) {
  dl->AddLine(a, b, col, std::max(2.0f, 3.0f * k));
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  const float ux = dx / len, uy = dy / len, s = std::max(7.0f, 12.0f * k);
  auto head = [&](ImVec2 tip, float dir) {
    const ImVec2 base(tip.x - ux * s * dir, tip.y - uy * s * dir);
    dl->AddTriangleFilled(tip, ImVec2(base.x - uy * s * 0.55f, base.y + ux * s * 0.55f),
                          ImVec2(base.x + uy * s * 0.55f, base.y - ux * s * 0.55f), col);
  };
  head(b, 1.0f);
  head(a, -1.0f);
}

bool read_points(std::istringstream& in, std::vector<ImVec2>& pts) {
  std::string tok;
  std::vector<float> v;
  while (in >> tok) {
    char* end = nullptr;
    const float f = std::strtof(tok.c_str(), &end);
    if (!end || *end) return false;
    v.push_back(f);
  }
  if (v.size() % 2) return false;
  for (size_t i = 0; i + 1 < v.size(); i += 2) pts.emplace_back(v[i], v[i + 1]);
  return true;
}

std::string read_map_lines(std::string_view text, float& width, float& height,
                           const std::function<std::string(const std::string& kind, std::istringstream& in)>& line) {
  std::istringstream lines{std::string(text)};
  std::string text_line;
  int n = 0;
  while (std::getline(lines, text_line)) {
    ++n;
    const size_t hash = text_line.find('#');
    if (hash != std::string::npos) text_line.resize(hash);
    std::istringstream in(text_line);
    std::string kind;
    if (!(in >> kind)) continue;  // blank or comment
    std::string wrong;
    if (kind == "canvas") {
      if (!(in >> width >> height) || !(width > 0) || !(height > 0)) wrong = "bad canvas size";
    } else {
      wrong = line(kind, in);
    }
    if (!wrong.empty()) return "line " + std::to_string(n) + ": " + wrong;
  }
  return width > 0 ? std::string() : std::string("no canvas size");
}

}  // namespace empui::kit
