// Small shared UI helpers: the theme, the full-window root, the top bar, seat
// names, buttons, headings and touch-drag scrolling. Seat colours, symbols and
// pieces are in kit/pieces.h.
#pragma once
#include <string>

#include "imgui.h"
#include "kit/widgets.h"

namespace empui {
class App;
struct Session;

void apply_theme();  // colours and touch-friendly sizes (before fonts::update)

// The root window covering the whole canvas. Always pair with end_root().
void begin_root(const char* id);
void end_root();
// Top bar with a title and optional Back button (returns true when Back was pressed).
bool top_bar(App& app, const char* title, bool back);

}  // namespace empui
