#include "kit/rules.h"

#include "i18n.h"
#include "imgui.h"
#include "kit/widgets.h"

namespace empui::kit {

void draw_rules_sections(std::span<const RulesSection> sections) {
  for (const RulesSection& s : sections) {
    if (s.heading) {
      ImGui::Spacing();
      heading(tr(s.heading));
    }
    ImGui::TextUnformatted(tr(s.text));
    ImGui::Spacing();
  }
}

}  // namespace empui::kit
