#include "kit/board_items.h"

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
    item.visible = clip.Contains(ImVec2(item.x + item.w * 0.5f, item.y + item.h * 0.5f));
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
