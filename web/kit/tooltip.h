// Tooltips for board elements: wrapped at a readable width; shown on hover and
// while a finger rests on the element (a long press never clicks).
#pragma once
#include <string>

namespace empui::kit {

// A tooltip now (the caller decided it is wanted).
void tooltip_now(const std::string& text);
// A tooltip for the last item while it is hovered.
void item_tooltip(const std::string& text);

}  // namespace empui::kit
