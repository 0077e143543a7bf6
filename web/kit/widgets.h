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
// A seat's name where figures follow it on its line: shortened with "…" to at
// most `share` of the width left on the line (in the current font), so that a
// long name never pushes the figures past the panel's edge. name_text draws
// it, the whole name as its tooltip (a long press on touch) when shortened.
std::string fitted_name(const std::string& name, float share);
void name_text(const std::string& name, float share);

// A line of components and their numbers ("<hut> 3/9   <food> −2"), each with
// its own tooltip naming it; wraps where the next one does not fit.
struct IconStat {
  std::string text;  // the icon glyph and the number (kit::amount, or icon + " 3/9")
  std::string tip;   // what it is, in words
};
void stat_line(const std::vector<IconStat>& stats, bool dim = false);

// A child window as high as its content was in the previous frame, between
// `min_h` (never 0: a child 0 high fills the rest of its parent) and `cap`
// (beyond it, it scrolls). end_fitted_child() measures the content (only when
// the child was drawn, not scrolled out of view) and returns true when the
// height changed: the caller asks for another frame.
struct FittedChild {
  unsigned id = 0;  // the stored height's key, in the parent window
  bool drawn = false;
};
FittedChild begin_fitted_child(const char* id, float cap, float min_h, int flags = 0);
// `grow_only`: the height never shrinks (what is under the child stays put).
bool end_fitted_child(const FittedChild& child, bool grow_only = false);

}  // namespace empui

namespace empui::kit {
class Host;
// In an auto-sized window, at its end: when its content's height changed
// since the last frame, one more frame (the size follows a frame later);
// else none, so the page rests.
void settle_auto_size(Host& host);
}  // namespace empui::kit
