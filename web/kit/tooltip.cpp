#include "kit/tooltip.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "i18n.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "item_probe.h"
#include "kit/board_items.h"
#include "kit/theme.h"

namespace empui::kit {
namespace {

struct Finger {
  int64_t id = 0;
  ImVec2 pos{0, 0};
};

std::vector<Finger> g_fingers;
bool g_touch = false;       // the last pointer input was a finger
bool g_multi = false;       // this touch had two or more fingers (no long press)
ImVec2 g_down_at{0, 0};     // where the first finger went down
int g_up_frames = 0;        // frames since the finger lifted and its release was seen
bool g_fresh_down = false;  // a first finger went down since the last frame
ImVec2 g_fresh_pos{0, 0};   // where it is (or was when it lifted)
int g_press_id = 0;         // first-finger presses so far
int g_last_press = 0;       // the press the last frame showed
bool g_last_down = false;   // the button as the last frame showed it
ImVec2 g_last_pos{0, 0};    // where
bool g_need_frame = false;  // a release still to show
ImVec2 g_tap_shift{0, 0};   // from the finger to the board item its press was given to (tap_target)
// The two-finger gesture.
bool g_had_pair = false;
float g_prev_dist = 0;
ImVec2 g_prev_centre{0, 0};
Pinch g_pinch;
// A long-pressed tooltip: stays after the finger lifts, until the next tap.
std::string g_pinned;
ImVec2 g_pin_at{0, 0};
int g_pin_drawn = -1;                    // frame in which the tooltip was drawn already
int g_pin_frame = -1;                    // frame in which g_pinned was last set
std::string g_frame_tips, g_shown_tips;  // tooltips of the frame being built / the last one

float dist(ImVec2 a, ImVec2 b) { return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)); }

bool inside(ImVec2 p, float x, float y, float w, float h) { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }

// The panes, the seats' panels and the log's entries hold the small figures
// tap_target() looks for: being inside one of them is no hit.
bool container(const std::string& label) {
  return label.rfind("pane:", 0) == 0 || label.rfind("seat:", 0) == 0 || label.rfind("log:", 0) == 0 ||
         label.rfind("last:", 0) == 0;  // a move's mark: the place under it is the target
}

// A finger is wider than a marker, a small hex, a region drawn small or a
// 31 px button: each board item and each widget reaches at least
// theme::touch_target (44 CSS px) each way from its centre. A press on
// nothing (no widget, no board item of the last frame) within that reach of
// one goes to the nearest such item's centre, a legal choice or a widget
// before a figure that only explains itself.
ImVec2 tap_target(ImVec2 p) {
  for (const probe::Item& it : probe::items())
    if (it.visible && !container(it.label) && inside(p, it.x, it.y, it.w, it.h)) return p;
  ImVec2 best(p);
  float best_d = FLT_MAX;
  // `first`: a legal choice or a widget (a button, a toggle), before a
  // figure that only explains itself.
  auto consider = [&](float x, float y, float w, float h, bool first) {
    const float rw = std::max(w, theme::touch_target), rh = std::max(h, theme::touch_target);
    const ImVec2 c(x + w * 0.5f, y + h * 0.5f);
    if (std::fabs(p.x - c.x) > rw * 0.5f || std::fabs(p.y - c.y) > rh * 0.5f) return;
    const float d = dist(p, c) - (first ? 1e6f : 0.0f);
    if (d < best_d) best_d = d, best = c;
  };
  for (const BoardItem& it : board_items()) {
    if (!it.visible || container(it.label)) continue;
    if (inside(p, it.x, it.y, it.w, it.h)) return p;
    consider(it.x, it.y, it.w, it.h, it.legal);
  }
  // Widgets drawn under 44 px (a phone's 31 px buttons, the menu's toggles)
  // reach as far. A board item's own button was weighed above, as a legal
  // choice or as a figure that only explains itself.
  auto twin = [](const probe::Item& w) {
    for (const BoardItem& b : board_items())
      if (std::fabs(b.x - w.x) < 0.5f && std::fabs(b.y - w.y) < 0.5f && std::fabs(b.w - w.w) < 0.5f &&
          std::fabs(b.h - w.h) < 0.5f)
        return true;
    return false;
  };
  for (const probe::Item& it : probe::items())
    if (it.visible && it.pressable && !container(it.label) && !twin(it)) consider(it.x, it.y, it.w, it.h, true);
  return best;
}

void show(const std::string& text) {
  g_frame_tips += (g_frame_tips.empty() ? "" : "\n") + text;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// The tooltip next to the finger, kept on the screen: beside it in proportion
// to where it is across, below it in the upper half and above it in the lower.
void show_at(const std::string& text, ImVec2 at) {
  const ImVec2 ds = ImGui::GetIO().DisplaySize;
  const float px = ds.x > 0 ? std::clamp(at.x / ds.x, 0.0f, 1.0f) : 0.0f;
  const bool below = at.y < ds.y * 0.5f;
  const float gap = ImGui::GetFontSize() * 1.6f;
  ImGui::SetNextWindowPos(ImVec2(at.x, below ? at.y + gap : at.y - gap), ImGuiCond_Always,
                          ImVec2(px, below ? 0.0f : 1.0f));
  show(text);
  g_pin_drawn = ImGui::GetFrameCount();
}

bool long_pressing() {
  const ImGuiIO& io = ImGui::GetIO();
  if (g_fingers.empty() || g_multi || !io.MouseDown[0] || io.MouseDownDuration[0] < kLongPressSeconds) return false;
  const ImVec2 d = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
  return std::fabs(d.x) < 12.0f && std::fabs(d.y) < 12.0f;  // a resting finger, not a swipe
}

}  // namespace

void tooltip_now(const std::string& text) {
  if (!g_touch) {
    show(text);
    return;
  }
  // Touch: only a long press shows it (a tap leaves none behind).
  if (!long_pressing()) return;
  // Several tooltips of one frame (a place and the mark of a move on it) stay together.
  g_pinned = g_pin_frame == ImGui::GetFrameCount() ? g_pinned + "\n" + text : text;
  g_pin_frame = ImGui::GetFrameCount();
  g_pin_at = ImGui::GetIO().MousePos;
  show_at(text, g_pin_at);
}

void item_tooltip(const std::string& text) {
  if (ImGui::IsItemHovered()) tooltip_now(text);
}

void touch_down(int64_t finger, ImVec2 pos) {
  if (g_fingers.empty()) {
    g_pinned.clear();  // the next tap dismisses a long-pressed tooltip
    g_multi = false;
    g_down_at = pos;
    g_fresh_down = true;
    g_fresh_pos = pos;
    ++g_press_id;
    const ImVec2 t = tap_target(pos);
    g_tap_shift = ImVec2(t.x - pos.x, t.y - pos.y);
  }
  if (!g_touch) set_touch_mode(true);
  g_fingers.push_back({finger, pos});
  if (g_fingers.size() >= 2) g_multi = true;
}

void touch_move(int64_t finger, ImVec2 pos) {
  for (Finger& f : g_fingers)
    if (f.id == finger) f.pos = pos;
  if (!g_fingers.empty() && g_fingers[0].id == finger) g_fresh_pos = pos;
  // A finger that rested and then swipes scrolls: no tooltip is left behind.
  // (A swipe keeps its press's shift: the drag scrolls by the finger's moves.)
  if (!g_fingers.empty() && g_fingers[0].id == finger && dist(pos, g_down_at) > 12.0f) g_pinned.clear();
}

void touch_up(int64_t finger) {
  g_fingers.erase(std::remove_if(g_fingers.begin(), g_fingers.end(), [&](const Finger& f) { return f.id == finger; }),
                  g_fingers.end());
}

void mouse_used() {
  if (!g_touch) return;
  set_touch_mode(false);
  g_pinned.clear();
}

void set_touch_mode(bool touch) {
  g_touch = touch;
  set_touch_words(touch);
}

void touch_new_frame() {
  g_frame_tips.clear();
  g_pinch = Pinch{};
  if (g_fingers.size() >= 2) {
    const ImVec2 a = g_fingers[0].pos, b = g_fingers[1].pos;
    const ImVec2 centre((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
    const float d = std::max(dist(a, b), 1.0f);
    if (g_had_pair) {
      g_pinch.active = true;
      g_pinch.scale = d / g_prev_dist;
      g_pinch.centre = centre;
      g_pinch.pan = ImVec2(centre.x - g_prev_centre.x, centre.y - g_prev_centre.y);
    }
    g_had_pair = true;
    g_prev_dist = d;
    g_prev_centre = centre;
  } else {
    g_had_pair = false;
  }
  if (!g_touch) return;
  ImGuiIO& io = ImGui::GetIO();
  // The finger is the pointer: where it is (or went down, for a tap whose
  // press and release came between two frames), and its button: down while a
  // finger rests, and for one frame after such a tap (the release shows in the
  // next frame, which touch_wants_frames() asks for). SDL's mouse made from the
  // touches can lag: a press may arrive where the last touch ended, and a quick
  // tap followed at once by the next touch would read as one long press. A
  // new press while the last one still shows as held gets a release frame
  // first.
  const bool want_down = !g_fingers.empty() || g_fresh_down;
  if (g_last_down && want_down && g_press_id != g_last_press) {
    io.MousePos = g_last_pos;  // released where it was held
    io.MouseDown[0] = false;
    g_need_frame = true;
  } else if (want_down) {
    const ImVec2 f = !g_fingers.empty() ? g_fingers[0].pos : g_fresh_pos;
    io.MousePos = ImVec2(f.x + g_tap_shift.x, f.y + g_tap_shift.y);
    io.MouseDown[0] = true;
    g_last_press = g_press_id;
    g_last_pos = io.MousePos;
    if (g_fingers.empty()) g_need_frame = true;  // a tap already lifted: its release next
    g_fresh_down = false;
  } else {
    io.MouseDown[0] = false;
  }
  g_last_down = io.MouseDown[0];
  // Once the finger has lifted and ImGui has seen the release where it
  // happened (the tap's click), nothing stays hovered: no tooltip after a tap.
  if (g_fingers.empty() && !io.MouseDown[0]) {
    // The release where the press was (and shifted as it was: tap_target),
    // not where SDL's mouse made from the finger says.
    if (g_up_frames++ >= 1)
      io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    else
      io.MousePos = g_last_pos;
  } else {
    g_up_frames = 0;
  }
}

void touch_end_frame() {
  if (!g_pinned.empty() && g_pin_drawn != ImGui::GetFrameCount()) show_at(g_pinned, g_pin_at);
  g_shown_tips.swap(g_frame_tips);
  g_frame_tips.clear();
}

const std::string& shown_tooltip() { return g_shown_tips; }

bool touch_wants_frames() {
  if (g_need_frame) {  // a quick tap's release, or a release before the next press
    g_need_frame = false;
    return true;
  }
  if (g_fingers.empty() || !g_pinned.empty()) return false;
  // Until a while after the long press (a slow frame must not skip past it).
  return ImGui::GetIO().MouseDownDuration[0] < kLongPressSeconds + 2.5f;
}

bool touch_mode() { return g_touch; }
int fingers() { return static_cast<int>(g_fingers.size()); }
Pinch pinch() { return g_pinch; }

}  // namespace empui::kit
