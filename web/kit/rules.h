// The About screen's rules summary of a game: sections of translated text,
// each under an optional heading.
#pragma once
#include <span>

namespace empui::kit {

struct RulesSection {
  const char* heading;  // translation key, or nullptr (continues the previous section)
  const char* text;     // translation key
};
void draw_rules_sections(std::span<const RulesSection> sections);

}  // namespace empui::kit
