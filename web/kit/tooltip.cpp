#include "kit/tooltip.h"

#include "imgui.h"

namespace empui::kit {

void tooltip_now(const std::string& text) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

void item_tooltip(const std::string& text) {
  if (ImGui::IsItemHovered()) tooltip_now(text);
}

}  // namespace empui::kit
