// The game log (shared by the game and review screens): each entry as the
// seat on screen (App::view_seat()) may read it, following the newest entry.
#include <string>

#include "app.h"
#include "i18n.h"
#include "kit/pieces.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

// What the log remembers between frames, for the session it was last drawn for.
struct LogUi {
  const Session* owner = nullptr;
  size_t log_seen = 0;
  int log_follow = 0;
};
LogUi& log_ui(const Session& s) {
  static LogUi ui;
  if (ui.owner != &s) ui = LogUi{&s};
  return ui;
}

}  // namespace

void draw_game_log(App& app, Session& s, float height) {
  LogUi& ui = log_ui(s);
  heading(tr("game.log"));
  ImGui::BeginChild("##log", ImVec2(0, height), true);
  if (s.log.empty()) ImGui::TextDisabled("%s", tr("game.log_empty"));
  const int who_looks = app.view_seat();
  // Entries wrap, so their heights differ: no list clipper (the log is only
  // drawn when something changed anyway).
  const float num_w = ImGui::CalcTextSize("0000.").x;
  for (size_t i = 0; i < s.log.size(); ++i) {
    draw_hint_notes(s, i);  // hints asked for before this action
    const LogEntry& e = s.log[i];
    const float x0 = ImGui::GetCursorPosX();
    const std::string num = std::to_string(i + 1) + ".";
    ImGui::SetCursorPosX(x0 + num_w - ImGui::CalcTextSize(num.c_str()).x);
    ImGui::TextDisabled("%s", num.c_str());
    ImGui::SameLine(x0 + num_w + ImGui::GetStyle().ItemSpacing.x);
    if (e.seat >= 0) kit::colour_dot(s.seats[static_cast<size_t>(e.seat)].colour);
    // What the engine lets this seat read (App: log_visible).
    wrapped(log_text(s, e, who_looks, app.lang()));
  }
  draw_hint_notes(s, s.log.size());
  // Follow the newest entry (for a few frames, until the layout has settled).
  if (ui.log_seen != s.log.size()) {
    ui.log_seen = s.log.size();
    ui.log_follow = 3;
  }
  if (ui.log_follow > 0) {
    --ui.log_follow;
    ImGui::SetScrollHereY(1.0f);
  }
  drag_scroll();
  ImGui::EndChild();
}

}  // namespace empui
