// The game-over summary of the generic game screen: who won, the final
// scores, and the ways on (play again, a new game, review).
#include <string>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {

bool draw_game_over(App& app, Session& s) {
  std::vector<int> ranks;
  s.state->ranks(ranks);
  std::string winners;
  int n = 0;
  for (size_t i = 0; i < ranks.size(); ++i)
    if (ranks[i] == 0) {
      if (n++) winners += tr("game.and");
      winners += seat_name(s, static_cast<int>(i));
    }
  ImGui::PushFont(fonts::large());
  ImGui::TextUnformatted((n == 1 ? trf("game.winner", {winners}) : trf("game.tie", {winners})).c_str());
  ImGui::PopFont();
  ImGui::Spacing();
  heading(tr("game.final_scores"));
  draw_players_table(app, s);
  ImGui::Spacing();
  // Replacing the session is deferred to the end of the frame (the caller).
  const bool again = ImGui::Button(tr("game.again"));
  ImGui::SameLine();
  if (ImGui::Button(tr("game.new"))) app.go(Screen::Menu);
  ImGui::SameLine();
  if (ImGui::Button((std::string(tr("review.open")) + "##over").c_str())) {
    Result r = app.review_running();  // screen_review.cpp: look back at the game
    if (!r.ok) app.banner = r.error;
  }
  return again;
}

}  // namespace empui
