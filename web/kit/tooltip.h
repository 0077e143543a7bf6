// Tooltips for board elements and the touch input behind them, shared by every
// game's board. With a mouse a tooltip shows while the element is hovered.
// With a finger (the last pointer input was a touch) a tap never leaves a
// tooltip behind: it shows only after a long press on the element, stays once
// the finger lifts so it can be read, and the next tap dismisses it. A long
// press never clicks (kit::board_button). The platform layer reports fingers
// (touch_*), the frame boundaries (touch_new_frame / touch_end_frame) and real
// mouse use; two fingers give the pinch and pan that map views use.
#pragma once
#include <cstdint>
#include <string>

#include "imgui.h"

namespace empui::kit {

// A tooltip now (the caller decided it is wanted: the element is hovered).
void tooltip_now(const std::string& text);
// A tooltip for the last item while it is hovered.
void item_tooltip(const std::string& text);

// ---- touch (called by the platform layer; positions in logical pixels) ----
constexpr float kLongPressSeconds = 0.5f;  // as the boards' own long-press checks
// A first finger's press on nothing within 22 px (theme::touch_target / 2)
// of a board item's or a widget's centre goes to the nearest one (a legal
// choice or a widget first):
// every figure is at least a 44 px tap target, however small it is drawn.
void touch_down(int64_t finger, ImVec2 pos);
void touch_move(int64_t finger, ImVec2 pos);
void touch_up(int64_t finger);
void mouse_used();  // a real mouse moved: hover tooltips again
// Before ImGui::NewFrame (after the backend's NewFrame): with touch, once the
// finger has lifted and its release was seen, nothing stays hovered.
void touch_new_frame();
// After the frame is built, before ImGui::Render: draws a long-pressed
// tooltip that stays after the finger lifted; consumes the frame's gesture.
void touch_end_frame();
// Whether frames are needed while nothing else happens (a finger rests on
// the screen and its long press has not shown yet).
bool touch_wants_frames();

// The text of the tooltips drawn in the last rendered frame ("" when none;
// several are joined by a newline): empires.tooltip() for the browser tests.
const std::string& shown_tooltip();

bool touch_mode();  // the last pointer input was a finger
// Before any input: the device's primary pointer (plat::coarse_pointer). The
// texts follow the mode ("tap" for a finger, "click" for a mouse: i18n.h).
void set_touch_mode(bool touch);
int fingers();  // fingers on the screen now

// The two-finger gesture of this frame: zoom factor and movement of the
// fingers' centre since the last frame (scale 1, pan 0 without one).
struct Pinch {
  bool active = false;
  float scale = 1.0f;
  ImVec2 centre{0, 0};
  ImVec2 pan{0, 0};
};
Pinch pinch();

}  // namespace empui::kit
