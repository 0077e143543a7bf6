#include "fonts.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "font_display.h"  // generated: kFontDisplay, kFontDisplay_size
#include "font_ui.h"       // generated: kFontUi, kFontUi_size
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "kit/icons.h"

namespace empui::fonts {
namespace {
float g_ratio = 0, g_scale = 0;
ImFont* g_regular = nullptr;
ImFont* g_large = nullptr;
ImGuiStyle g_base_style;
bool g_have_base = false;

// Latin-1 + Latin Extended-A (German and most European names), general
// punctuation (dashes, quotes, ellipsis, bullet), arrows, math minus,
// geometric shapes and a few symbols used in labels.
// Seat names hold only these (emp::is_undrawn_char in core/messages.cpp; keep them alike).
const ImWchar kRanges[] = {
    0x0020, 0x017F,  // Basic Latin, Latin-1 Supplement, Latin Extended-A
    0x2010, 0x2044,  // dashes, quotes „“ ‚‘, †, •, …, ‰, ′
    0x20AC, 0x20AC,  // €
    0x2190, 0x21FF,  // arrows
    0x2200, 0x22FF,  // mathematical operators: − ≤ ≥ ≠ ∞ (End's conflict bands read "≥ 4")
    0x2500, 0x25FF,  // box drawing, blocks, geometric shapes ■ ▲ ● ◆
    0x2600, 0x26FF,  // misc symbols ★ ☆ ⚑ ⚔
    0x2713, 0x2718,  // ✓ ✔ ✕ ✖ ✗ ✘
    0,
};

// The component icons (kit/icons.h) as glyphs U+E000 + n of `font` (`px`
// high): a square a little smaller than the line, on the text's middle.
struct IconRect {
  int rect = -1, icon = 0, n = 0;
};
void add_icons(ImFont* font, float px, std::vector<IconRect>& rects, float line_per_px = 1.164f) {
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  const int n = std::max(8, static_cast<int>(std::lround(px * 0.95f)));
  const float line = px * line_per_px;  // DejaVu Sans: ascent + descent per em
  for (int i = 0; i < kit::icon_count(); ++i) {
    const int r =
        atlas->AddCustomRectFontGlyph(font, static_cast<ImWchar>(0xE000 + i), n, n, static_cast<float>(n) + 1.0f,
                                      ImVec2(0.5f, std::round((line - static_cast<float>(n)) * 0.5f)));
    rects.push_back({r, i, n});
  }
}
// After Build(): the icons' alpha into the atlas.
void paint_icons(const std::vector<IconRect>& rects) {
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  atlas->GetTexDataAsAlpha8(&pixels, &w, &h);
  for (const IconRect& ir : rects) {
    const ImFontAtlasCustomRect* r = atlas->GetCustomRectByIndex(ir.rect);
    if (!r || !r->IsPacked()) continue;
    const std::vector<unsigned char> a = kit::icon_alpha(ir.icon, ir.n);
    for (int y = 0; y < ir.n; ++y)
      for (int x = 0; x < ir.n; ++x) pixels[(r->Y + y) * w + (r->X + x)] = a[static_cast<size_t>(y * ir.n + x)];
  }
}

// Horizontal oversampling (2x) smooths a glyph's edges at small physical
// sizes; at a pixel ratio of 2 or more the glyphs are rasterised at 2-3x their
// logical size already, and halving the atlas's width saves a phone 0.7 s of
// rasterising, converting and uploading at start-up.
int oversample_h(float pixel_ratio) { return pixel_ratio >= 2.0f ? 1 : 2; }

ImFont* add(float px, float pixel_ratio) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // static data
  cfg.OversampleH = oversample_h(pixel_ratio);
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontUi), static_cast<int>(kFontUi_size),
                                                    px, &cfg, kRanges);
}
// Titles and headings: EB Garamond, with the UI font merged in for the
// glyphs it lacks (arrows, shapes, symbols).
const ImWchar kDisplayRanges[] = {0x0020, 0x017F, 0x2010, 0x2044, 0x20AC, 0x20AC, 0};
// The symbols the texts use (grep the sources for U+2190..U+27FF), rasterised
// for the display font from the UI font. Not all of kRanges: at a phone's
// pixel ratio that was ~880 glyphs at 78 px, the largest part of the atlas.
// Any other glyph of the text font (a seat name may hold any of kRanges) is
// borrowed from the text font's raster, scaled (borrow_missing).
const ImWchar kDisplaySymbols[] = {
    0x2190, 0x2194,  // ← ↑ → ↓ ↔
    0x2212, 0x2212,  // −
    0x221E, 0x221E,  // ∞
    0x2248, 0x2248,  // ≈
    0x2260, 0x2260,  // ≠
    0x2264, 0x2265,  // ≤ ≥
    0x25A0, 0x25A1,  // ■ □
    0x25B2, 0x25BF,  // ▲ ▴ ▶ ▼ ▾ and their outlines
    0x25C6, 0x25CF,  // ◆ ◇ ○ ●
    0x2605, 0x2606,  // ★ ☆
    0x2691, 0x2691,  // ⚑
    0x2694, 0x2694,  // ⚔
    0x26A0, 0x26A0,  // ⚠
    0x2713, 0x2718,  // ✓ ✔ ✕ ✖ ✗ ✘
    0,
};
ImFont* add_display(float px, float ui_px, float pixel_ratio) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;
  cfg.OversampleH = oversample_h(pixel_ratio);
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  ImFont* f = ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontDisplay),
                                                         static_cast<int>(kFontDisplay_size), px, &cfg, kDisplayRanges);
  ImFontConfig merge = cfg;
  merge.MergeMode = true;
  merge.GlyphOffset = ImVec2(0, std::round((px - ui_px) * 0.5f));
  ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontUi), static_cast<int>(kFontUi_size), ui_px,
                                             &merge, kDisplaySymbols);
  return f;
}
// After Build(): every glyph of `text` (rasterised at `text_px`) that `display`
// lacks is added to `display` as the text font's glyph drawn `ui_px` high,
// placed as add_display places the merged UI font's glyphs (`offset_y` below
// the display font's ascent line). It samples the text font's texels, so a
// rare symbol in a title or a seat name reads a little soft instead of '?'.
void borrow_missing(const ImFont* text, float text_px, ImFont* display, float ui_px, float offset_y) {
  const float s = ui_px / text_px;
  const float text_top = std::round(text->Ascent), display_top = offset_y + std::round(display->Ascent);
  for (const ImFontGlyph& g : text->Glyphs) {
    const auto c = static_cast<ImWchar>(g.Codepoint);
    if (c < 0x20 || display->FindGlyphNoFallback(c)) continue;
    display->AddGlyph(nullptr, c, g.X0 * s, (g.Y0 - text_top) * s + display_top, g.X1 * s,
                      (g.Y1 - text_top) * s + display_top, g.U0, g.V0, g.U1, g.V1, std::round(g.AdvanceX * s));
  }
  display->BuildLookupTable();
}
}  // namespace

bool update(float pixel_ratio, float ui_scale) {
  if (!(pixel_ratio > 0.25f)) pixel_ratio = 1.0f;
  if (std::fabs(pixel_ratio - g_ratio) < 0.01f && std::fabs(ui_scale - g_scale) < 0.01f && g_regular) return false;
  g_ratio = pixel_ratio;
  g_scale = ui_scale;
  ImGuiIO& io = ImGui::GetIO();
  if (!g_have_base) {
    g_base_style = ImGui::GetStyle();
    g_have_base = true;
  }
  const bool uploaded = io.Fonts->TexID != nullptr;  // Build() clears it
  io.Fonts->Clear();
  const float k = ui_scale * pixel_ratio;
  const float text_px = std::round(17.0f * k), display_px = std::round(29.0f * k), ui_px = std::round(26.0f * k);
  g_regular = add(text_px, pixel_ratio);
  g_large = add_display(display_px, ui_px, pixel_ratio);
  std::vector<IconRect> icons;
  add_icons(g_regular, text_px, icons);
  add_icons(g_large, ui_px, icons, 29.0f / 26.0f);
  io.Fonts->Build();
  paint_icons(icons);
  borrow_missing(g_regular, text_px, g_large, ui_px, std::round((display_px - ui_px) * 0.5f));
  io.FontDefault = g_regular;
  // Glyphs are rasterised at the physical size and drawn at 1/ratio in logical
  // units; the backend's FramebufferScale maps them back 1:1 to pixels.
  io.FontGlobalScale = 1.0f / pixel_ratio;
  ImGuiStyle& style = ImGui::GetStyle();
  style = g_base_style;
  style.ScaleAllSizes(ui_scale);
  // The backend uploads the atlas itself when it creates its device objects
  // (in its first NewFrame). Before that (init_window's first build) an upload
  // here would be done twice, the first texture leaked: 0.5 s of a phone's start.
  if (uploaded) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  return true;
}

ImFont* regular() { return g_regular; }
ImFont* large() { return g_large; }

}  // namespace empui::fonts
