#include "kit/board_items.h"

#include <algorithm>
#include <cmath>

#include "imgui_internal.h"
#include "kit/tooltip.h"

namespace empui::kit {
namespace {
std::vector<BoardItem> g_building, g_last;  // process-wide: the last frame's items
int g_frame = -1;                           // the ImGui frame the items are being gathered for
}  // namespace

// Several parts of one frame may add items (the status bar's decision buttons,
// then the board): the list starts afresh once per frame.
struct Focus {
  bool set = false;
  float top = 0, bottom = 0;
};
Focus g_focus_building, g_focus_last;

// The board pane and the overlays over it: this frame's and the last frame's.
struct Overlay {
  ImRect rect;
  ImGuiID root = 0;  // the overlay's window (items it draws itself are not under it)
  bool sheet = false;
};
struct Table {
  bool pane_set = false;
  ImRect pane;
  std::vector<Overlay> overlays;
};
Table g_table_building, g_table_last;
ImGuiID g_pane_window = 0;  // the board pane's window (its scrolling)
int g_table_frame = -1;
void table_begin() {
  if (ImGui::GetFrameCount() == g_table_frame) return;
  g_table_frame = ImGui::GetFrameCount();
  g_table_last = g_table_building;
  g_table_building.overlays.clear();
  g_table_building.pane_set = false;
}

void set_board_pane(ImVec2 min, ImVec2 max) {
  table_begin();
  g_table_building.pane = ImRect(min, max);
  g_table_building.pane_set = true;
  g_pane_window = ImGui::GetCurrentContext() ? ImGui::GetCurrentWindowRead()->ID : 0;
}
void overlay_wheel_to_board() {
  // The mouse wheel over an overlay that has nothing to scroll moves the board under it.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const float wheel = g.IO.MouseWheel;
  if (wheel == 0.0f || g_pane_window == 0 || !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows)) return;
  if (g.HoveredWindow && g.HoveredWindow->ScrollMax.y > 0.0f) return;  // the overlay (or its part) scrolls itself
  ImGuiWindow* pane = ImGui::FindWindowByID(g_pane_window);
  if (!pane) return;
  const float step = std::floor(std::min(5.0f * pane->CalcFontSize(), pane->InnerRect.GetHeight() * 0.67f));
  ImGui::SetScrollY(pane, std::clamp(pane->Scroll.y - wheel * step, 0.0f, pane->ScrollMax.y));
}
bool board_pane(ImVec2& min, ImVec2& max) {
  table_begin();
  const Table& t = g_table_building.pane_set ? g_table_building : g_table_last;
  if (!t.pane_set) return false;
  min = t.pane.Min;
  max = t.pane.Max;
  return true;
}
void board_overlay(ImVec2 min, ImVec2 max, bool sheet) {
  table_begin();
  Overlay o;
  o.rect = ImRect(min, max);
  o.sheet = sheet;
  if (ImGui::GetCurrentContext() && ImGui::GetCurrentContext()->CurrentWindow)
    o.root = ImGui::GetCurrentWindowRead()->RootWindow->ID;
  g_table_building.overlays.push_back(o);
}
float board_sheet_top() {
  table_begin();
  float top = g_table_last.pane_set ? g_table_last.pane.Max.y : 1e9f;
  for (const Overlay& o : g_table_last.overlays)
    if (o.sheet) top = std::min(top, o.rect.Min.y);
  return top;
}

void board_items_begin() {
  if (ImGui::GetFrameCount() == g_frame) return;
  g_frame = ImGui::GetFrameCount();
  g_building.clear();
  g_focus_building = {};
}
void board_focus(ImVec2 min, ImVec2 max) {
  board_items_begin();
  g_focus_building = {true, min.y, max.y};
}
bool board_focus_rect(float& top, float& bottom) {
  if (!g_focus_last.set) return false;
  top = g_focus_last.top;
  bottom = g_focus_last.bottom;
  return true;
}
void board_items_add(BoardItem item) {
  board_items_begin();
  if (ImGui::GetCurrentContext() && ImGui::GetCurrentContext()->CurrentWindow) {
    const ImRect& clip = ImGui::GetCurrentWindowRead()->ClipRect;
    const ImVec2 centre(item.x + item.w * 0.5f, item.y + item.h * 0.5f);
    item.visible = clip.Contains(centre);
    // Under an overlay of another window (the sheet, a summary): a tap there reaches the overlay.
    table_begin();
    const ImGuiID root = ImGui::GetCurrentWindowRead()->RootWindow->ID;
    for (const Overlay& o : g_table_last.overlays)
      if (o.root != root && o.rect.Contains(centre)) item.visible = false;
  }
  g_building.push_back(std::move(item));
}
void board_items_end() {
  g_last = g_building;
  g_focus_last = g_focus_building;
}
size_t board_items_gathered() {
  board_items_begin();
  return g_building.size();
}
const std::vector<BoardItem>& board_items() { return g_last; }
std::vector<BoardItem>& board_items_gathering() {
  board_items_begin();
  return g_building;
}

void board_control(const std::string& label, ImVec2 min, ImVec2 max) {
  board_item(label, min, max, 0, true);
  board_items_gathering().back().action = -1.0;
}

void board_item(const std::string& label, ImVec2 min, ImVec2 max, emp::Action action, bool legal) {
  BoardItem it;
  it.label = label;
  it.action = legal ? static_cast<double>(action) : -1.0;
  it.x = min.x;
  it.y = min.y;
  it.w = max.x - min.x;
  it.h = max.y - min.y;
  it.legal = legal;
  board_items_add(std::move(it));
}

bool board_button(const char* label, ImVec2 size, emp::Action action, bool legal) {
  const bool pressed = ImGui::InvisibleButton(label, size);
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiID id = ImGui::GetItemID();
  IMGUI_TEST_ENGINE_ITEM_INFO(id, label, 0);
  const char* end = ImGui::FindRenderedTextEnd(label);
  board_item(std::string(label, end), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), action, legal);
  // A long press shows the tooltip only.
  if (pressed && g.IO.MouseDownDurationPrev[0] >= kLongPressSeconds) return false;
  return pressed;
}

}  // namespace empui::kit
