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

ImFont* add(float px) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // static data
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontUi), static_cast<int>(kFontUi_size),
                                                    px, &cfg, kRanges);
}
// Titles and headings: EB Garamond, with the UI font merged in for the
// glyphs it lacks (arrows, shapes, symbols).
const ImWchar kDisplayRanges[] = {0x0020, 0x017F, 0x2010, 0x2044, 0x20AC, 0x20AC, 0};
ImFont* add_display(float px, float ui_px) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  ImFont* f = ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontDisplay),
                                                         static_cast<int>(kFontDisplay_size), px, &cfg, kDisplayRanges);
  ImFontConfig merge = cfg;
  merge.MergeMode = true;
  merge.GlyphOffset = ImVec2(0, std::round((px - ui_px) * 0.5f));
  ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontUi), static_cast<int>(kFontUi_size), ui_px,
                                             &merge, kRanges);
  return f;
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
  io.Fonts->Clear();
  const float k = ui_scale * pixel_ratio;
  g_regular = add(std::round(17.0f * k));
  g_large = add_display(std::round(29.0f * k), std::round(26.0f * k));
  std::vector<IconRect> icons;
  add_icons(g_regular, std::round(17.0f * k), icons);
  add_icons(g_large, std::round(26.0f * k), icons, 29.0f / 26.0f);
  io.Fonts->Build();
  paint_icons(icons);
  io.FontDefault = g_regular;
  // Glyphs are rasterised at the physical size and drawn at 1/ratio in logical
  // units; the backend's FramebufferScale maps them back 1:1 to pixels.
  io.FontGlobalScale = 1.0f / pixel_ratio;
  ImGuiStyle& style = ImGui::GetStyle();
  style = g_base_style;
  style.ScaleAllSizes(ui_scale);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  return true;
}

ImFont* regular() { return g_regular; }
ImFont* large() { return g_large; }

}  // namespace empui::fonts
