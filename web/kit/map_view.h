// A board map that zooms and pans (shared by the games' maps). The view keeps
// the whole map's shape at the available width; inside it the map is drawn at
// scale k = fit × zoom, moved by the pan. Two fingers pinch-zoom about their
// centre and move the map; one finger (or the mouse) drags it while zoomed in;
// Ctrl + mouse wheel zooms at the pointer. A drag or a pinch never clicks, and
// neither does a long press (that shows the tooltip: kit/tooltip.h). At zoom 1
// a vertical swipe scrolls the page as anywhere else.
#pragma once
#include "imgui.h"

namespace empui::kit {

struct MapView {
  float zoom = 1.0f;     // 1: the whole map fits the width
  ImVec2 pan{0, 0};      // screen pixels of the zoomed map scrolled out at the top left
  bool dragged = false;  // this press moved the map (its release is no click)
};

struct MapFrame {
  ImVec2 origin{0, 0};                    // screen position of map coordinate (0, 0)
  float k = 1.0f;                         // screen pixels per map unit
  ImVec2 view_min{0, 0}, view_max{0, 0};  // the visible rectangle
  bool hovered = false;                   // the pointer is over the view
  bool clicked = false;                   // a click or tap (not a drag, pinch or long press)
};

// Opens the view (a child window `id` as wide as `width`) over a map of
// map_w × map_h units; the board draws into ImGui::GetWindowDrawList() with
// the frame's origin and k, then calls end_map_view().
MapFrame begin_map_view(const char* id, MapView& view, float map_w, float map_h, float width, float max_zoom = 4.0f);
void end_map_view();
// The map every board shows: a zoom button ("Zoom map" / "Whole map", for
// those who do not pinch) with the hint how to zoom (pinch or Ctrl + wheel),
// then begin_map_view(). Close it with end_map_view().
MapFrame zoomable_map(const char* id, MapView& view, float map_w, float map_h, float width);
// Zooms about a point of the view (screen position), keeping it in place.
void zoom_map_view(MapView& view, float new_zoom, ImVec2 about, ImVec2 view_min, float fit, float map_w, float map_h,
                   float max_zoom = 4.0f);

}  // namespace empui::kit
