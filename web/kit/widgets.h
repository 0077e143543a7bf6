// The widgets every screen and board uses: wrapped text, headings, touch-sized
// buttons, and finger scrolling.
#pragma once
#include <string>
#include <vector>

#include "imgui.h"

namespace empui {

// Lets a finger (or a mouse drag on empty space) scroll the current window.
void drag_scroll();
// Full-width button at least one touch target high.
bool wide_button(const char* label, float width = -1.0f);
// Text wrapped at the current region's width.
void wrapped(const std::string& text);
// A button on the same line as the previous item, wrapping to the next line
// when it does not fit (button rows on narrow screens).
bool bar_button(const char* label);
// Section heading in the large font.
void heading(const char* text);

// A line of components and their numbers ("<hut> 3/9   <food> −2"), each with
// its own tooltip naming it; wraps where the next one does not fit.
struct IconStat {
  std::string text;  // the icon glyph and the number (kit::amount, or icon + " 3/9")
  std::string tip;   // what it is, in words
};
void stat_line(const std::vector<IconStat>& stats, bool dim = false);

}  // namespace empui
