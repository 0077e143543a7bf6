#include "fonts.h"

#include <cmath>

#include "font_ui.h"  // generated: kFontUi, kFontUi_size
#include "imgui.h"
#include "imgui_impl_opengl3.h"

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
const ImWchar kRanges[] = {
    0x0020, 0x017F,  // Basic Latin, Latin-1 Supplement, Latin Extended-A
    0x2010, 0x2044,  // dashes, quotes „“ ‚‘, †, •, …, ‰, ′
    0x20AC, 0x20AC,  // €
    0x2190, 0x21FF,  // arrows
    0x2212, 0x2212,  // minus
    0x2500, 0x25FF,  // box drawing, blocks, geometric shapes ■ ▲ ● ◆
    0x2600, 0x26FF,  // misc symbols ★ ☆ ⚑ ⚔
    0x2713, 0x2718,  // ✓ ✔ ✕ ✖ ✗ ✘
    0,
};

ImFont* add(float px) {
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // static data
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontUi), static_cast<int>(kFontUi_size),
                                                    px, &cfg, kRanges);
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
  g_large = add(std::round(26.0f * k));
  io.Fonts->Build();
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
