// The components' icons (game-icons.net, CC BY 3.0; assets/icons/icons.txt)
// are glyphs of the UI font (U+E000 + n, merged into the atlas by
// web/fonts.cpp), so an icon is written inline in any text, a button, a
// tooltip or the log: "3 " + icon::food. empui::icon::<name> is the UTF-8 text
// of each (generated from icons.txt).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "icon_names.h"  // generated: empui::icon::<name>
#include "imgui.h"

namespace empui::kit {

// "3 <icon>": an amount and its component's icon (the word belongs in the tooltip).
std::string amount(int n, const char* icon);
// The number after `prefix` in an engine key ("dawn.res.3", "dawn.res." -> 3),
// or -1 (WebGame::term_icon).
int key_index(std::string_view key, std::string_view prefix);
// An icon centred at `centre`, `size` pixels high, in `col` (pieces and tokens on a board).
void draw_icon(ImDrawList* dl, const char* icon, ImVec2 centre, float size, ImU32 col);

// The icons as data: how many, their names (ours and game-icons.net's), and
// the alpha of icon `index` at n × n pixels (box-filtered from the build's
// raster; the font atlas takes it at the font's pixel size).
int icon_count();
const char* icon_name(int index);
const char* icon_source(int index);
std::vector<unsigned char> icon_alpha(int index, int n);

}  // namespace empui::kit
