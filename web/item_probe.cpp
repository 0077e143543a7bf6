#include "item_probe.h"

#include <cstdarg>
#include <unordered_map>

#include "imgui.h"
#include "imgui_internal.h"

namespace empui::probe {
namespace {
std::unordered_map<ImGuiID, ImRect> g_rects;
std::unordered_map<ImGuiID, bool> g_visible;
std::vector<Item> g_building, g_last;
}  // namespace

void enable() { ImGui::GetCurrentContext()->TestEngineHookItems = true; }

void begin_frame() {
  g_rects.clear();
  g_visible.clear();
  g_building.clear();
}

void end_frame() { g_last.swap(g_building); }

const std::vector<Item>& items() { return g_last; }

void note(const std::string& label) {
  const ImGuiWindow* w = ImGui::GetCurrentContext()->CurrentWindow;
  const ImRect r(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  Item item;
  item.label = label;
  item.x = r.Min.x;
  item.y = r.Min.y;
  item.w = r.GetWidth();
  item.h = r.GetHeight();
  item.visible = w && w->ClipRect.Contains(r.GetCenter()) && !w->SkipItems;
  item.pressable = false;
  g_building.push_back(std::move(item));
}

}  // namespace empui::probe

// ---- Dear ImGui test-engine hooks (IMGUI_ENABLE_TEST_ENGINE) ----
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
  using namespace empui::probe;
  g_rects[id] = bb;
  const ImGuiWindow* w = ctx->CurrentWindow;
  // Visible: a click or tap at its centre reaches it (not scrolled out of its
  // window's view, e.g. under the status bar pinned above the board).
  g_visible[id] = w && w->ClipRect.Contains(bb.GetCenter()) && !w->SkipItems;
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
  using namespace empui::probe;
  if (!label) return;
  auto it = g_rects.find(id);
  if (it == g_rects.end()) return;
  const char* end = ImGui::FindRenderedTextEnd(label);
  Item item;
  item.label.assign(label, end);
  if (item.label.empty()) return;
  const ImRect& r = it->second;
  item.x = r.Min.x;
  item.y = r.Min.y;
  item.w = r.GetWidth();
  item.h = r.GetHeight();
  item.visible = g_visible[id];
  g_building.push_back(std::move(item));
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
