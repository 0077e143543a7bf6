#include "ui_util.h"

#include <algorithm>
#include <cmath>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "imgui_internal.h"

namespace empui {

void apply_theme() {
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.FrameRounding = 5;
  s.GrabRounding = 5;
  s.ChildRounding = 6;
  s.PopupRounding = 6;
  s.FramePadding = ImVec2(10, 7);
  s.ItemSpacing = ImVec2(10, 8);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.WindowPadding = ImVec2(14, 12);
  s.ScrollbarSize = 16;
  s.GrabMinSize = 18;
  s.TouchExtraPadding = ImVec2(2, 2);
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.10f, 0.09f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.15f, 0.14f, 0.12f, 1.0f);
  c[ImGuiCol_PopupBg] = ImVec4(0.15f, 0.14f, 0.12f, 0.98f);
  c[ImGuiCol_Border] = ImVec4(0.35f, 0.30f, 0.22f, 0.6f);
  c[ImGuiCol_FrameBg] = ImVec4(0.22f, 0.20f, 0.16f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.30f, 0.27f, 0.20f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.36f, 0.31f, 0.22f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.45f, 0.33f, 0.14f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.58f, 0.43f, 0.18f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.68f, 0.50f, 0.20f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.40f, 0.30f, 0.14f, 0.8f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.52f, 0.39f, 0.17f, 0.9f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.60f, 0.45f, 0.19f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.78f, 0.35f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.85f, 0.65f, 0.28f, 1.0f);
  c[ImGuiCol_SliderGrabActive] = ImVec4(0.95f, 0.78f, 0.35f, 1.0f);
  c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = ImVec4(0.20f, 0.16f, 0.10f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.40f, 0.34f, 0.24f, 0.6f);
  c[ImGuiCol_Text] = ImVec4(0.95f, 0.92f, 0.86f, 1.0f);
  c[ImGuiCol_TextDisabled] = ImVec4(0.62f, 0.58f, 0.50f, 1.0f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.22f, 0.19f, 0.14f, 1.0f);
  c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.03f);
}

void begin_root(const char* id) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin(id, nullptr, flags & ~ImGuiWindowFlags_NoScrollbar & ~ImGuiWindowFlags_NoScrollWithMouse);
}

void end_root() {
  drag_scroll();
  ImGui::End();
}

bool top_bar(App& app, const char* title, bool back) {
  bool pressed = false;
  if (back) {
    pressed = ImGui::Button((std::string("← ") + tr("common.back")).c_str());
    ImGui::SameLine();
  }
  ImGui::PushFont(fonts::large());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  (void)app;
  ImGui::Separator();
  return pressed;
}

}  // namespace empui
