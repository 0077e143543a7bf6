// The rules/about page of a game: a short summary of its rulebook (EN/DE from
// the translation table) plus facts from the registry.
#include <string>
#include <utility>
#include <vector>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "screens.h"
#include "ui_util.h"

namespace empui {
namespace {

struct Section {
  const char* heading;  // translation key or nullptr (continues the previous one)
  const char* text;     // translation key
};

// Rules summaries per game id.
const std::vector<Section>* summary(const std::string& id) {
  static const std::vector<Section> rise = {
      {"about.rise.h.goal", "about.rise.goal"},       {"about.rise.h.turns", "about.rise.turns"},
      {"about.rise.h.actions", "about.rise.actions"}, {nullptr, "about.rise.tiles"},
      {"about.rise.h.map", "about.rise.map"},         {"about.rise.h.end", "about.rise.end"},
  };
  if (id == "rise") return &rise;
  return nullptr;
}

}  // namespace

void draw_about(App& app) {
  begin_root("##about");
  const emp::GameInfo* g = emp::find_game(app.about_game);
  const std::string name =
      !g ? std::string(tr("about.title")) : (language() == emp::Lang::De ? g->name_de : g->name_en);
  if (top_bar(app, name.c_str(), true))
    app.go(app.session() && !app.session()->state->terminal() ? Screen::Game : Screen::Menu);
  // Keep text at a readable line length on wide screens.
  const float max_w = ImGui::GetFontSize() * 40;
  if (ImGui::GetContentRegionAvail().x > max_w)
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + max_w);
  else
    ImGui::PushTextWrapPos(0.0f);
  if (g) {
    ImGui::TextDisabled("%s  ·  %s",
                        trf("about.players", {std::to_string(g->min_players), std::to_string(g->max_players)}).c_str(),
                        trf("about.rules_version", {std::to_string(g->rules_version)}).c_str());
    ImGui::Spacing();
    if (const auto* secs = summary(g->id)) {
      for (const Section& s : *secs) {
        if (s.heading) {
          ImGui::Spacing();
          heading(tr(s.heading));
        }
        ImGui::TextUnformatted(tr(s.text));
        ImGui::Spacing();
      }
    } else {
      ImGui::TextUnformatted(tr("about.no_summary"));
    }
  }
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("about.app"));
  ImGui::PopTextWrapPos();
  end_root();
}

}  // namespace empui
