#include "ui_util.h"

#include <algorithm>
#include <cmath>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "kit/theme.h"

namespace empui {

void apply_theme() {
  // The palette and spacings are kit/theme.h's, defined once for the whole app.
  using namespace theme;
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.FrameRounding = rounding;
  s.GrabRounding = rounding;
  s.ChildRounding = 6;
  s.PopupRounding = 6;
  s.FramePadding = frame_padding;
  s.ItemSpacing = item_spacing;
  s.ItemInnerSpacing = item_inner_spacing;
  s.WindowPadding = window_padding;
  s.ScrollbarSize = space_xl;
  s.GrabMinSize = 18;
  s.TouchExtraPadding = ImVec2(space_xs, space_xs);
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = v4(table);
  c[ImGuiCol_ChildBg] = v4(felt);
  c[ImGuiCol_PopupBg] = v4(felt, 0.98f);
  c[ImGuiCol_Border] = v4(edge);
  c[ImGuiCol_FrameBg] = v4(frame);
  c[ImGuiCol_FrameBgHovered] = v4(frame_hover);
  c[ImGuiCol_FrameBgActive] = v4(frame_active);
  c[ImGuiCol_Button] = v4(brass);
  c[ImGuiCol_ButtonHovered] = v4(brass_hover);
  c[ImGuiCol_ButtonActive] = v4(brass_active);
  c[ImGuiCol_Header] = v4(brass, 0.8f);
  c[ImGuiCol_HeaderHovered] = v4(brass_hover, 0.9f);
  c[ImGuiCol_HeaderActive] = v4(brass_active);
  c[ImGuiCol_CheckMark] = v4(gold);
  c[ImGuiCol_SliderGrab] = v4(brass_active);
  c[ImGuiCol_SliderGrabActive] = v4(gold);
  c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = v4(box);
  c[ImGuiCol_Separator] = v4(edge);
  c[ImGuiCol_Text] = v4(text);
  c[ImGuiCol_TextDisabled] = v4(text_dim);
  c[ImGuiCol_TableHeaderBg] = v4(frame);
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
