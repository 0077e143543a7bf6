#include "kit/map_view.h"

#include <algorithm>
#include <cmath>

#include "i18n.h"
#include "kit/tooltip.h"

namespace empui::kit {
namespace {

void clamp_pan(MapView& v, ImVec2 view, float k_fit) {
  const float cw = view.x * v.zoom, ch = view.y * v.zoom;
  (void)k_fit;
  v.pan.x = std::clamp(v.pan.x, 0.0f, std::max(0.0f, cw - view.x));
  v.pan.y = std::clamp(v.pan.y, 0.0f, std::max(0.0f, ch - view.y));
}

}  // namespace

void zoom_map_view(MapView& view, float new_zoom, ImVec2 about, ImVec2 view_min, float fit, float map_w, float map_h,
                   float max_zoom) {
  new_zoom = std::clamp(new_zoom, 1.0f, max_zoom);
  const float ratio = new_zoom / view.zoom;
  const ImVec2 local(about.x - view_min.x, about.y - view_min.y);
  view.pan = ImVec2((local.x + view.pan.x) * ratio - local.x, (local.y + view.pan.y) * ratio - local.y);
  view.zoom = new_zoom;
  clamp_pan(view, ImVec2(map_w * fit, map_h * fit), fit);
}

MapFrame begin_map_view(const char* id, MapView& view, float map_w, float map_h, float width, float max_zoom) {
  const float fit = width / map_w;
  const ImVec2 vs(width, map_h * fit);
  ImGuiIO& io = ImGui::GetIO();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild(id, vs, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  MapFrame f;
  f.view_min = ImGui::GetCursorScreenPos();
  f.view_max = ImVec2(f.view_min.x + vs.x, f.view_min.y + vs.y);
  auto inside = [&](ImVec2 p) {
    return p.x >= f.view_min.x && p.y >= f.view_min.y && p.x < f.view_max.x && p.y < f.view_max.y;
  };
  // Two fingers: zoom about their centre and move with it.
  const Pinch p = pinch();
  if (p.active && inside(p.centre)) {
    zoom_map_view(view, view.zoom * p.scale, p.centre, f.view_min, fit, map_w, map_h, max_zoom);
    view.pan = ImVec2(view.pan.x - p.pan.x, view.pan.y - p.pan.y);
    view.dragged = true;
  }
  // Ctrl + wheel: zoom at the pointer.
  if (io.KeyCtrl && io.MouseWheel != 0.0f && ImGui::IsWindowHovered() && inside(io.MousePos)) {
    zoom_map_view(view, view.zoom * std::pow(1.2f, io.MouseWheel), io.MousePos, f.view_min, fit, map_w, map_h,
                  max_zoom);
    io.MouseWheel = 0.0f;
  }
  // The view is one button. While zoomed in, its content is a pixel taller
  // than the view, so the page's drag-scrolling (ui_util drag_scroll) leaves
  // a drag that starts on the map to the map.
  const bool zoomed = view.zoom > 1.001f;
  const bool pressed = ImGui::InvisibleButton("##mapview", ImVec2(vs.x, vs.y + (zoomed ? 1.0f : 0.0f)));
  if (ImGui::IsItemActivated()) view.dragged = false;
  if (ImGui::IsItemActive() && fingers() < 2 && zoomed) {
    const ImVec2 d = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
    if (!view.dragged && std::fabs(d.x) + std::fabs(d.y) > 8.0f) {
      view.dragged = true;
      view.pan = ImVec2(view.pan.x - d.x, view.pan.y - d.y);  // catch up with the threshold
    } else if (view.dragged) {
      view.pan = ImVec2(view.pan.x - io.MouseDelta.x, view.pan.y - io.MouseDelta.y);
    }
  }
  clamp_pan(view, vs, fit);
  if (!zoomed) view.pan = ImVec2(0, 0);
  f.k = fit * view.zoom;
  f.origin = ImVec2(f.view_min.x - view.pan.x, f.view_min.y - view.pan.y);
  f.hovered = ImGui::IsItemHovered() && inside(io.MousePos);
  f.clicked = pressed && !view.dragged && io.MouseDownDurationPrev[0] < kLongPressSeconds;
  if (pressed) view.dragged = false;
  return f;
}

void end_map_view() { ImGui::EndChild(); }

MapFrame zoomable_map(const char* id, MapView& view, float map_w, float map_h, float width) {
  const bool zoomed = view.zoom > 1.001f;
  ImGui::PushID(id);
  if (ImGui::Button(zoomed ? tr("board.map.zoom_out") : tr("board.map.zoom_in"))) {
    const float fit = width / map_w;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImVec2 centre(p.x + width * 0.5f, p.y + map_h * fit * 0.5f);
    zoom_map_view(view, zoomed ? 1.0f : 2.0f, centre, p, fit, map_w, map_h);
  }
  ImGui::PopID();
  if (!zoomed) {
    const char* hint = tr(touch_mode() ? "board.map.pinch_hint" : "board.map.wheel_hint");
    ImGui::SameLine();
    if (ImGui::CalcTextSize(hint).x <= ImGui::GetContentRegionAvail().x) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextDisabled("%s", hint);
    } else {
      ImGui::NewLine();
    }
  }
  return begin_map_view(id, view, map_w, map_h, width);
}

}  // namespace empui::kit
