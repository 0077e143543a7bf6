// The UI font (assets/fonts/DejaVuSans.ttf, subset and embedded at build time)
// for text, and the display font (EB Garamond) for titles and headings (large()). The atlas is rasterised at the device
// pixel ratio so text stays crisp on high-DPI screens.
#pragma once

struct ImFont;

namespace empui::fonts {

// Rebuilds the atlas (and the GL texture) when the pixel ratio or the UI scale
// changed. Call outside of an ImGui frame. Returns true if it rebuilt.
bool update(float pixel_ratio, float ui_scale);
ImFont* regular();
ImFont* large();

}  // namespace empui::fonts
