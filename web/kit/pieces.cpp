#include "kit/pieces.h"

#include <algorithm>
#include <cmath>

#include "fonts.h"
#include "kit/host.h"
#include "kit/icons.h"
#include "kit/table_presets.h"
#include "kit/theme.h"

namespace empui::kit {

ImVec4 seat_colour(int colour) {
  static const ImVec4 kColours[kNumColours] = {
      ImVec4(0.86f, 0.22f, 0.18f, 1.0f),  // red
      ImVec4(0.25f, 0.48f, 0.92f, 1.0f),  // blue
      ImVec4(0.24f, 0.70f, 0.30f, 1.0f),  // green
      ImVec4(0.95f, 0.80f, 0.20f, 1.0f),  // yellow
      ImVec4(0.66f, 0.38f, 0.85f, 1.0f),  // purple
  };
  return kColours[std::clamp(colour, 0, kNumColours - 1)];
}

ImU32 seat_colour_u32(int colour, float alpha) {
  ImVec4 c = seat_colour(colour);
  c.w = alpha;
  return ImGui::ColorConvertFloat4ToU32(c);
}

bool dark_ink_on(int colour) { return colour == 2 || colour == 3; }

void draw_symbol(ImDrawList* dl, ImVec2 c, float r, int colour, ImU32 col) {
  switch (((colour % 5) + 5) % 5) {
    case 0:
      dl->AddCircleFilled(c, r * 0.78f, col, 16);
      break;
    case 1:
      dl->AddRectFilled(ImVec2(c.x - r * 0.7f, c.y - r * 0.7f), ImVec2(c.x + r * 0.7f, c.y + r * 0.7f), col);
      break;
    case 2:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r * 0.9f), ImVec2(c.x + r * 0.85f, c.y + r * 0.65f),
                            ImVec2(c.x - r * 0.85f, c.y + r * 0.65f), col);
      break;
    case 3:
      dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.8f, c.y), ImVec2(c.x, c.y + r),
                        ImVec2(c.x - r * 0.8f, c.y), col);
      break;
    default: {
      ImVec2 pts[10];
      for (int i = 0; i < 10; ++i) {
        const float a = -1.5707963f + static_cast<float>(i) * 0.6283185f;
        const float rr = (i % 2) ? r * 0.42f : r;
        pts[i] = ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr);
      }
      // A star is concave: fan it from the centre (each triangle is convex).
      for (int i = 0; i < 10; ++i) dl->AddTriangleFilled(c, pts[i], pts[(i + 1) % 10], col);
      break;
    }
  }
}

void colour_dot(int colour, bool framed) {
  const float h = ImGui::GetTextLineHeight();
  const float box_h = framed ? ImGui::GetFrameHeight() : h;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(h, box_h));
  const ImVec2 c(p.x + h * 0.5f, p.y + box_h * 0.5f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddCircleFilled(c, h * 0.42f, seat_colour_u32(colour));
  // The symbol in a contrasting colour (dark on the light seat colours).
  draw_symbol(dl, c, h * 0.24f, colour, dark_ink_on(colour) ? IM_COL32(30, 28, 24, 255) : IM_COL32(255, 255, 255, 255));
  ImGui::SameLine();
}

int colour_of(const Host& h, int seat) { return h.seat_colour(seat); }

ImU32 seat_u32(const Host& h, int seat, float alpha) { return seat_colour_u32(colour_of(h, seat), alpha); }

void seat_token(const Host& host, int seat, bool framed) {
  const float h = ImGui::GetTextLineHeight();
  const float box_h = framed ? ImGui::GetFrameHeight() : h;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(h, box_h));
  draw_disc(ImGui::GetWindowDrawList(), ImVec2(p.x + h * 0.5f, p.y + box_h * 0.5f), h * 0.45f, colour_of(host, seat));
  ImGui::SameLine();
}

void draw_disc(ImDrawList* dl, ImVec2 c, float r, int colour) {
  dl->AddCircleFilled(c, r, seat_colour_u32(colour), 24);
  dl->AddCircle(c, r, theme::ink, 24, 1.5f);
  draw_symbol(dl, c, r * 0.55f, colour, dark_ink_on(colour) ? IM_COL32(25, 25, 25, 255) : IM_COL32(255, 255, 255, 240));
}

void draw_cube(ImDrawList* dl, ImVec2 c, float h, int colour) {
  dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), seat_colour_u32(colour), h * 0.25f);
  dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), theme::ink, h * 0.25f, 0, 1.2f);
  draw_symbol(dl, c, h * 0.62f, colour, dark_ink_on(colour) ? IM_COL32(25, 25, 25, 255) : IM_COL32(255, 255, 255, 240));
}

void draw_counter(ImDrawList* dl, ImVec2 pos, float size, const std::string& text, ImU32 bg, ImU32 fg, float pad) {
  const ImVec2 ts = text_size(size, text);
  dl->AddRectFilled(ImVec2(pos.x - pad, pos.y), ImVec2(pos.x + ts.x + pad, pos.y + size), bg, 3.0f);
  text_at(dl, pos, size, fg, text);
}

float card_face(ImDrawList* dl, ImVec2 p0, ImVec2 p1, const CardFace& f) {
  const float w = p1.x - p0.x, pad = 5.0f;
  const float band_h = f.title_size + 6.0f;
  dl->AddRectFilled(p0, ImVec2(p1.x, p0.y + band_h), f.band, 6.0f, ImDrawFlags_RoundCornersTop);
  const bool dark_band = (((f.band >> IM_COL32_R_SHIFT) & 0xFF) * 299 + ((f.band >> IM_COL32_G_SHIFT) & 0xFF) * 587 +
                          ((f.band >> IM_COL32_B_SHIFT) & 0xFF) * 114) < 150000;
  const ImU32 band_ink = dark_band ? IM_COL32(255, 250, 238, 255) : theme::card_ink;
  float cw = 0.0f;
  if (!f.corner.empty()) {
    cw = text_size(f.title_size * 0.85f, f.corner).x;
    text_at(dl, ImVec2(p1.x - pad - cw, p0.y + 3.0f + f.title_size * 0.1f), f.title_size * 0.85f, band_ink, f.corner);
    cw += pad;
  }
  float ts = f.title_size;
  const float room = w - pad * 2.0f - cw, tw = text_size(ts, f.title).x;
  if (tw > room) ts = std::max(f.title_size * 0.7f, ts * room / tw);
  dl->PushClipRect(p0, ImVec2(p1.x - cw, p1.y), true);
  text_at(dl, ImVec2(p0.x + pad, p0.y + 3.0f + (f.title_size - ts) * 0.5f), ts, band_ink, f.title);
  dl->PopClipRect();
  // The emblem, large and faint at the body's right.
  const float body_top = p0.y + band_h + 2.0f;
  if (f.emblem) {
    const float es = std::min(p1.y - body_top, w * 0.45f) * 0.9f;
    draw_icon(dl, f.emblem, ImVec2(p1.x - es * 0.55f - 2.0f, body_top + (p1.y - body_top) * 0.5f), es,
              (f.band & ~IM_COL32_A_MASK) | (60u << IM_COL32_A_SHIFT));
  }
  if (f.body.empty()) return body_top;
  const char* b = f.body.c_str();
  const float room_h = p1.y - f.foot - body_top, smallest = f.body_size * 0.7f;
  float bsz = f.body_size;
  ImVec2 bs = fonts::regular()->CalcTextSizeA(bsz, 1e9f, w - pad * 2.0f, b, b + f.body.size());
  while (bs.y > room_h && bsz > smallest) {
    bsz = std::max(smallest, bsz * 0.92f);
    bs = fonts::regular()->CalcTextSizeA(bsz, 1e9f, w - pad * 2.0f, b, b + f.body.size());
  }
  dl->PushClipRect(ImVec2(p0.x, body_top), p1, true);
  dl->AddText(fonts::regular(), bsz, ImVec2(p0.x + pad, body_top), theme::card_ink, b, b + f.body.size(),
              w - pad * 2.0f);
  dl->PopClipRect();
  return body_top + bs.y;
}

void text_at(ImDrawList* dl, ImVec2 pos, float size, ImU32 col, const std::string& text) {
  dl->AddText(fonts::regular(), size, pos, col, text.c_str(), text.c_str() + text.size());
}

ImVec2 text_size(float size, const std::string& text) {
  return fonts::regular()->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str(), text.c_str() + text.size());
}

}  // namespace empui::kit
