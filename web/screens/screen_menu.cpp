// The main menu: choose a game, the number of players, each seat (human or
// bot, name, colour) and the language. Choices are remembered in the settings.
#include <algorithm>
#include <cstring>
#include <random>
#include <string>

#include "app.h"
#include "bots/bot.h"
#include "fonts.h"
#include "i18n.h"
#include "kit/pieces.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

std::vector<const emp::GameInfo*> visible_games(const App& app) {
  std::vector<const emp::GameInfo*> out;
  for (const emp::GameInfo* g : emp::all_games())
    if (app.game_visible(*g)) out.push_back(g);
  return out;
}

std::string game_name(const emp::GameInfo& g) { return language() == emp::Lang::De ? g.name_de : g.name_en; }

uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}

void language_buttons(App& app) {
  const emp::Lang langs[] = {emp::Lang::En, emp::Lang::De};
  const char* keys[] = {"lang.en", "lang.de"};
  for (int i = 0; i < 2; ++i) {
    if (i) ImGui::SameLine();
    const bool on = app.lang() == langs[i];
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(tr(keys[i]))) app.set_lang(langs[i]);
    if (on) ImGui::PopStyleColor();
  }
}

// Name edit buffers, kept in sync with the settings.
char g_names[emp::kMaxPlayers][emp::kMaxSeatNameBytes + 1];
bool g_names_loaded = false;

void seat_row(App& app, int i, bool narrow) {
  Settings& st = app.settings();
  SeatConfig& seat = st.seats[static_cast<size_t>(i)];
  ImGui::PushID(i);
  kit::colour_dot(seat.colour, true);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(trf("menu.seat", {std::to_string(i + 1)}).c_str());
  ImGui::SameLine(ImGui::GetFontSize() * (narrow ? 6.0f : 6.5f));
  bool changed = false;
  // Human here / bot / a friend elsewhere (play by link) as toggle buttons (easy to tap).
  static const char* const kRoles[] = {"menu.human", "menu.bot", "menu.remote"};
  const int role = seat.bot ? 1 : seat.remote ? 2 : 0;
  for (int b = 0; b < 3; ++b) {
    if (b) ImGui::SameLine(0, 2);
    if (b == role)
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    else
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    if (ImGui::Button(tr(kRoles[b]))) {
      seat.bot = b == 1;
      seat.remote = b == 2;
      changed = true;
    }
    ImGui::PopStyleColor();
    if (b == 2 && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("menu.remote_tip"));
  }
  if (seat.bot) {
    // Bot kind (strength), from the engine's list.
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.5f);
    if (ImGui::BeginCombo("##kind", tr("bot." + seat.bot_kind))) {
      for (const std::string& k : emp::bot_kinds()) {
        if (ImGui::Selectable(tr("bot." + k), k == seat.bot_kind)) {
          seat.bot_kind = k;
          changed = true;
        }
      }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("menu.strength"));
  } else if (!narrow) {
    ImGui::SameLine();  // keep the name fields of all rows aligned
    ImGui::Dummy(ImVec2(ImGui::GetFontSize() * 6.5f, ImGui::GetFrameHeight()));
  }
  if (!narrow) ImGui::SameLine();
  const float colour_w = ImGui::GetFontSize() * 7.5f;
  const float name_w = narrow
                           ? ImGui::GetContentRegionAvail().x - colour_w - ImGui::GetStyle().ItemSpacing.x
                           : std::clamp(ImGui::GetContentRegionAvail().x - colour_w - ImGui::GetStyle().ItemSpacing.x,
                                        ImGui::GetFontSize() * 8.0f, ImGui::GetFontSize() * 14.0f);
  ImGui::SetNextItemWidth(name_w);
  const std::string hint = trf(seat.bot ? "menu.bot_name" : "menu.default_name", {std::to_string(i + 1)});
  if (ImGui::InputTextWithHint("##name", hint.c_str(), g_names[i], sizeof g_names[i])) {
    seat.name = emp::clean_seat_name(g_names[i]);
    changed = true;
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(colour_w);
  const std::string cur = tr("colour." + std::to_string(seat.colour));
  if (ImGui::BeginCombo("##colour", cur.c_str())) {
    for (int c = 0; c < kNumColours; ++c) {
      ImGui::PushID(c);
      kit::colour_dot(c);
      if (ImGui::Selectable(tr("colour." + std::to_string(c)), c == seat.colour)) {
        // Picking a colour another seat uses swaps the two.
        for (int j = 0; j < st.players; ++j)
          if (j != i && st.seats[static_cast<size_t>(j)].colour == c)
            st.seats[static_cast<size_t>(j)].colour = seat.colour;
        seat.colour = c;
        changed = true;
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
  if (changed) app.save_settings();
  ImGui::PopID();
}

}  // namespace

void draw_menu(App& app) {
  Settings& st = app.settings();
  if (!g_names_loaded) {
    for (int i = 0; i < emp::kMaxPlayers; ++i) {
      std::strncpy(g_names[i], st.seats[static_cast<size_t>(i)].name.c_str(), sizeof g_names[i] - 1);
      g_names[i][sizeof g_names[i] - 1] = 0;
    }
    g_names_loaded = true;
  }
  const bool narrow = app.narrow();
  begin_root("##menu");

  // Header: title, language, settings and rules.
  ImGui::PushFont(fonts::large());
  ImGui::TextUnformatted(tr("app.title"));
  ImGui::PopFont();
  if (!narrow) ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped(tr("app.tagline"));
  ImGui::PopStyleColor();
  language_buttons(app);
  if (bar_button(tr("common.settings"))) app.go(Screen::Settings);
  if (bar_button(tr("saves.title"))) app.go(Screen::Saves);
  ImGui::Separator();

  if (!app.banner.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    wrapped(app.banner);
    ImGui::PopStyleColor();
    if (ImGui::SmallButton(tr("common.ok"))) app.banner.clear();
    ImGui::Separator();
  }
  if (!app.notice.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.85f, 0.55f, 1.0f));
    wrapped(app.notice);
    ImGui::PopStyleColor();
    if (ImGui::SmallButton((std::string(tr("common.ok")) + "##notice").c_str())) app.notice.clear();
    ImGui::Separator();
  }
  if (app.can_continue()) {
    // The last game (restored from the autosave at start-up).
    const Session& cs = *app.session();
    if (wide_button(tr("menu.continue"), narrow ? -1.0f : ImGui::GetFontSize() * 14)) {
      Result r = app.continue_game();
      if (!r.ok) app.banner = r.error;
    }
    if (app.session()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      const int moves = static_cast<int>(cs.record.actions.size());
      wrapped(trf("saves.continue_hint", {game_name(*cs.info), std::to_string(cs.options.players),
                                          trn("saves.moves", moves, {std::to_string(moves)})}));
      ImGui::PopStyleColor();
    }
    draw_tab_notice(app);  // another tab plays it
    ImGui::Spacing();
  }
  draw_continue_list(app, 3);  // the other unfinished games (screen_saves.cpp)

  const auto games = visible_games(app);
  if (app.dev_mode()) ImGui::TextDisabled("%s", tr("menu.dev"));

  // Keep the remembered game valid.
  const emp::GameInfo* game = nullptr;
  for (const auto* g : games)
    if (g->id == st.game) game = g;
  if (!game && !games.empty()) {
    game = games.front();
    st.game = game->id;
  }

  heading(tr("menu.choose_game"));
  if (games.empty()) {
    ImGui::TextUnformatted(tr("menu.no_games"));
  }
  ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));
  for (const auto* g : games) {
    std::string label = game_name(*g);
    label += "  —  " + trf("menu.players_range", {std::to_string(g->min_players), std::to_string(g->max_players)});
    if (ImGui::Selectable((label + "##" + g->id).c_str(), g == game, 0, ImVec2(0, ImGui::GetFrameHeight()))) {
      st.game = g->id;
      game = g;
      app.save_settings();
    }
  }
  ImGui::PopStyleVar();

  if (game) {
    ImGui::Spacing();
    if (ImGui::Button(trf("menu.rules", {game_name(*game)}).c_str())) {
      app.about_game = game->id;
      app.go(Screen::About);
    }
    ImGui::Spacing();
    st.players = std::clamp(st.players, game->min_players, game->max_players);
    heading(tr("menu.players"));
    ImGui::BeginDisabled(st.players <= game->min_players);
    if (ImGui::Button(" − ##less")) {
      --st.players;
      app.save_settings();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%d", st.players);
    ImGui::SameLine();
    ImGui::BeginDisabled(st.players >= game->max_players);
    if (ImGui::Button(" + ##more")) {
      ++st.players;
      app.save_settings();
    }
    ImGui::EndDisabled();
    ImGui::Spacing();
    for (int i = 0; i < st.players; ++i) {
      seat_row(app, i, narrow);
      if (narrow) ImGui::Separator();
    }
    ImGui::Spacing();
    if (wide_button(tr("menu.start"), narrow ? -1.0f : ImGui::GetFontSize() * 14)) {
      std::vector<SeatConfig> seats(st.seats.begin(), st.seats.begin() + st.players);
      Result r = app.new_game(game->id, st.players, fresh_seed(), seats);
      if (!r.ok) app.banner = r.error;
    }
  }

  // Open a shared game.
  ImGui::Spacing();
  ImGui::Separator();
  static char link[emp::kMaxLinkChars + 1024];
  ImGui::TextUnformatted(tr("menu.open_link"));
  const float open_w = ImGui::CalcTextSize(tr("menu.open")).x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6,
                                   std::min(ImGui::GetContentRegionAvail().x - open_w - ImGui::GetStyle().ItemSpacing.x,
                                            ImGui::GetFontSize() * 30)));
  ImGui::InputTextWithHint("##link", tr("menu.link_hint"), link, sizeof link);
  ImGui::SameLine();
  ImGui::BeginDisabled(link[0] == 0);
  if (ImGui::Button(tr("menu.open"))) {
    Result r = app.load_link(link);
    if (r.ok)
      link[0] = 0;
    else
      app.banner = r.error;
  }
  ImGui::EndDisabled();

  end_root();
}

}  // namespace empui
