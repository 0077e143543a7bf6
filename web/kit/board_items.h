// Clickable board elements of the last rendered frame, for the automation API
// (empires.boardItems()): label, the action a click submits (-1: none / a
// chooser opens), logical-pixel rectangle and whether it is a legal choice now.
// A board calls board_items_begin() before drawing and board_items_end() after.
#pragma once
#include <string>
#include <vector>

#include "core/game.h"
#include "imgui.h"

namespace empui::kit {

struct BoardItem {
  std::string label;
  double action = -1;
  float x = 0, y = 0, w = 0, h = 0;
  bool legal = false;
  // Its centre lies inside what its window shows (not scrolled out of the
  // board's view, e.g. under the pinned status bar): a tap there reaches it.
  bool visible = true;
  // The Hint's suggestion (kit::Board outlines it on the board).
  bool hinted = false;
};
// The items of one frame are gathered from its first board_items_begin() (or
// item) on; board_items_end() publishes what was gathered so far.
void board_items_begin();  // a board starts drawing
void board_items_add(BoardItem item);
void board_items_end();  // publishes the frame's items
const std::vector<BoardItem>& board_items();
// The items gathered so far in this frame (the board base marks the hinted ones).
std::vector<BoardItem>& board_items_gathering();
// How many items this frame has gathered so far (the index of the next one).
size_t board_items_gathered();

// Something the player must see along with the decision (a phase summary
// with its Continue): the game screen's scrolling to the decision keeps it
// in view too. board_focus_rect() reads the published frame's, if any.
void board_focus(ImVec2 min, ImVec2 max);
bool board_focus_rect(float& top, float& bottom);

// The fixed table (screens/screen_game.cpp): the board's pane, a place of its
// own that nothing in the flow moves. Set by the game screen each frame;
// overlays (the decision sheet, a summary, notices) are placed over it from
// the rectangle of the frame before (the same, as the table stays put).
void set_board_pane(ImVec2 min, ImVec2 max);
// The board pane's rectangle (false before the game screen drew one).
bool board_pane(ImVec2& min, ImVec2& max);
// An overlay over the board pane this frame (the decision sheet, a summary):
// board items under it, drawn by another window, are not `visible` (a tap
// there reaches the overlay), and the game screen scrolls a decision's places
// out from under the sheet. `sheet`: the bottom sheet (the pane's visible part
// ends at its top).
void board_overlay(ImVec2 min, ImVec2 max, bool sheet = false);
// Called inside an overlay: the mouse wheel over it, when it has nothing to
// scroll, scrolls the board's pane under it (a wheel never stops dead).
void overlay_wheel_to_board();
// The top of the bottom sheet in the last frame (the pane's bottom: no sheet).
float board_sheet_top();
// Registers a board element drawn without its own button (a map region).
void board_item(const std::string& label, ImVec2 min, ImVec2 max, emp::Action action, bool legal);
// A board control that submits no action but changes what the board offers
// (a mode, an arrangement shown): reported as legal, with action -1.
void board_control(const std::string& label, ImVec2 min, ImVec2 max);
// A clickable board element: an invisible button that the item probe and
// empires.boardItems() report under `label` (the part before "##"). Returns
// true on a click or tap (not on a long press, which only shows the tooltip).
bool board_button(const char* label, ImVec2 size, emp::Action action, bool legal);

}  // namespace empui::kit
