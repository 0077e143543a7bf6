#include "kit/hex.h"

#include <cmath>
#include <cstdlib>

namespace empui::kit {
namespace {

constexpr float kSqrt3 = 1.7320508f;
constexpr float kPi = 3.14159265f;
constexpr int kDir[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

// Rounds fractional axial coordinates to the nearest hex (through cube coordinates).
Hex hex_round(float fq, float fr) {
  const float fs = -fq - fr;
  float q = std::round(fq), r = std::round(fr);
  const float s = std::round(fs);
  const float dq = std::fabs(q - fq), dr = std::fabs(r - fr), ds = std::fabs(s - fs);
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return Hex{static_cast<int>(q), static_cast<int>(r)};
}

}  // namespace

ImVec2 hex_to_pixel(const HexLayout& l, Hex h) {
  const float q = static_cast<float>(h.q), r = static_cast<float>(h.r);
  if (l.pointy) return ImVec2(l.origin.x + l.size * (kSqrt3 * q + kSqrt3 * 0.5f * r), l.origin.y + l.size * 1.5f * r);
  return ImVec2(l.origin.x + l.size * 1.5f * q, l.origin.y + l.size * (kSqrt3 * 0.5f * q + kSqrt3 * r));
}

Hex pixel_to_hex(const HexLayout& l, ImVec2 p) {
  const float x = (p.x - l.origin.x) / l.size, y = (p.y - l.origin.y) / l.size;
  if (l.pointy) return hex_round(kSqrt3 / 3.0f * x - y / 3.0f, 2.0f / 3.0f * y);
  return hex_round(2.0f / 3.0f * x, -x / 3.0f + kSqrt3 / 3.0f * y);
}

ImVec2 hex_corner(const HexLayout& l, Hex h, int i) {
  const ImVec2 c = hex_to_pixel(l, h);
  const float deg = 60.0f * static_cast<float>(i) - (l.pointy ? 30.0f : 0.0f);
  const float a = deg * kPi / 180.0f;
  return ImVec2(c.x + l.size * std::cos(a), c.y + l.size * std::sin(a));
}

void hex_corners(const HexLayout& l, Hex h, ImVec2 out[6]) {
  for (int i = 0; i < 6; ++i) out[i] = hex_corner(l, h, i);
}

int hex_distance(Hex a, Hex b) {
  const int dq = a.q - b.q, dr = a.r - b.r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

Hex hex_neighbour(Hex h, int direction) {
  const int d = ((direction % 6) + 6) % 6;
  return Hex{h.q + kDir[d][0], h.r + kDir[d][1]};
}

void draw_hex(ImDrawList* dl, const HexLayout& l, Hex h, ImU32 fill, ImU32 outline, float thickness) {
  ImVec2 pts[6];
  hex_corners(l, h, pts);
  if (fill & IM_COL32_A_MASK) dl->AddConvexPolyFilled(pts, 6, fill);
  if (outline & IM_COL32_A_MASK) dl->AddPolyline(pts, 6, outline, ImDrawFlags_Closed, thickness);
}

bool hex_self_check(std::string* why) {
  auto fail = [&](const std::string& what, Hex h) {
    if (why) *why = what + " at (" + std::to_string(h.q) + ", " + std::to_string(h.r) + ")";
    return false;
  };
  for (const bool pointy : {true, false}) {
    const HexLayout l{pointy, 23.5f, ImVec2(311.0f, -47.0f)};
    for (int q = -6; q <= 6; ++q)
      for (int r = -6; r <= 6; ++r) {
        const Hex h{q, r};
        const ImVec2 c = hex_to_pixel(l, h);
        if (!(pixel_to_hex(l, c) == h)) return fail("centre does not map back", h);
        for (int i = 0; i < 6; ++i) {
          const ImVec2 k = hex_corner(l, h, i);
          const float d = std::hypot(k.x - c.x, k.y - c.y);
          if (std::fabs(d - l.size) > 1e-3f * l.size) return fail("corner not at size", h);
          // Just inside each corner is still this hex; just past the edge middle is the neighbour.
          if (!(pixel_to_hex(l, ImVec2(c.x + (k.x - c.x) * 0.95f, c.y + (k.y - c.y) * 0.95f)) == h))
            return fail("point inside a corner maps elsewhere", h);
          const Hex n = hex_neighbour(h, i);
          if (hex_distance(h, n) != 1 || hex_distance(n, h) != 1) return fail("neighbour not at distance 1", h);
          const ImVec2 nc = hex_to_pixel(l, n);
          if (std::fabs(std::hypot(nc.x - c.x, nc.y - c.y) - kSqrt3 * l.size) > 1e-3f * l.size)
            return fail("neighbour centre not at sqrt(3) * size", h);
          const ImVec2 mid((c.x + nc.x) * 0.5f, (c.y + nc.y) * 0.5f);
          if (!(pixel_to_hex(l, ImVec2(c.x + (mid.x - c.x) * 1.1f, c.y + (mid.y - c.y) * 1.1f)) == n))
            return fail("point past an edge does not map to the neighbour", h);
        }
        if (hex_distance(Hex{0, 0}, h) != (std::abs(q) + std::abs(r) + std::abs(q + r)) / 2) return fail("distance", h);
      }
  }
  return true;
}

}  // namespace empui::kit
