// Settings: language, bot speed and interface size.
#include <string>

#include "app.h"
#include "i18n.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

bool toggle(const char* label, bool on) {
  if (on)
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  else
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  const bool pressed = ImGui::Button(label);
  ImGui::PopStyleColor();
  return pressed;
}

// Lays out buttons left to right, wrapping on narrow screens.
void same_line_if_fits(float next_w) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + next_w > right) ImGui::NewLine();
}

}  // namespace

void draw_settings(App& app) {
  begin_root("##settings");
  if (top_bar(app, tr("settings.title"), true))
    app.go(app.session() && !app.session()->state->terminal() ? Screen::Game : Screen::Menu);
  Settings& st = app.settings();

  heading(tr("settings.language"));
  if (toggle(tr("lang.en"), st.lang == emp::Lang::En)) app.set_lang(emp::Lang::En);
  ImGui::SameLine();
  if (toggle(tr("lang.de"), st.lang == emp::Lang::De)) app.set_lang(emp::Lang::De);
  ImGui::Spacing();

  heading(tr("settings.bot_speed"));
  // The same presets and the same value as the game screen's speed bar (a
  // running game's own speed included).
  int delay = app.effective_bot_delay();
  bool first = true;
  for (const BotSpeed& p : kBotSpeeds) {
    const char* label = tr(p.key);
    if (!first) same_line_if_fits(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
    first = false;
    if (toggle(label, delay == p.ms)) app.set_bot_delay(p.ms);
  }
  ImGui::TextUnformatted(tr("settings.bot_delay"));
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 22));
  const std::string fmt = trf("settings.ms", {"%d"});
  if (ImGui::SliderInt("##delay", &delay, 0, 3000, fmt.c_str())) app.set_bot_delay(delay);
  ImGui::Spacing();

  heading(tr("settings.hints"));
  {
    bool on = st.hint_button;
    if (ImGui::Checkbox(tr("settings.hint_button"), &on)) {
      st.hint_button = on;
      app.save_settings();
    }
    ImGui::TextDisabled("%s", tr("settings.hint_explain"));
  }
  ImGui::Spacing();

  heading(tr("settings.ui_scale"));
  const int scales[] = {75, 100, 125, 150, 200};
  first = true;
  for (int pct : scales) {
    const std::string label = trf("settings.percent", {std::to_string(pct)});
    if (!first) same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
    first = false;
    const int cur = static_cast<int>(st.ui_scale * 100.0f + 0.5f);
    if (toggle(label.c_str(), cur == pct)) {
      st.ui_scale = static_cast<float>(pct) / 100.0f;
      app.save_settings();
      app.request_redraw();
    }
  }
  ImGui::Spacing();

  heading(tr("settings.motion"));
  {
    bool on = st.reduce_motion;
    if (ImGui::Checkbox(tr("settings.reduce_motion"), &on)) {
      st.reduce_motion = on;
      app.save_settings();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped(tr("settings.reduce_motion_explain"));
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();

  heading(tr("settings.hotseat"));
  {
    bool on = st.handover_cover;
    if (ImGui::Checkbox(tr("settings.handover_cover"), &on)) {
      st.handover_cover = on;
      app.save_settings();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped(tr("settings.handover_explain"));
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  end_root();
}

}  // namespace empui
