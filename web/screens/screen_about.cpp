// The rules/about page of a game: a short summary of its rulebook (drawn by
// the game's front end, kit/web_game.h) plus facts from the registry.
#include <string>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "kit/web_game.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {

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
    const WebGame* web = find_web_game(g->id);
    if (web && web->draw_rules) {
      web->draw_rules();
    } else {
      ImGui::TextUnformatted(tr("about.no_summary"));
    }
  }
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("about.app"));
  ImGui::TextDisabled("%s", tr("about.icons"));  // CC BY 3.0 asks for the attribution
  ImGui::PopTextWrapPos();
  end_root();
}

}  // namespace empui
