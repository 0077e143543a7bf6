// The main menu: choose a game, the number of players, each seat (human or
// bot, name, colour) and the language. Choices are remembered in the settings.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "app.h"
#include "bots/bot.h"
#include "core/messages.h"
#include "fonts.h"
#include "i18n.h"
#include "item_probe.h"
#include "kit/icons.h"
#include "kit/pieces.h"
#include "kit/theme.h"
#include "kit/web_game.h"
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
    // Bot kind (strength), from the engine's list: beside the roles where it
    // fits, else under them (a phone in German: "Per Link" is wider).
    const float kind_w = ImGui::GetFontSize() * 6.5f;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (!narrow || ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + kind_w <= right)
      ImGui::SameLine();
    else
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 6.0f);
    ImGui::SetNextItemWidth(kind_w);
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
  // Characters a table refuses (invisible, text direction, what the font cannot draw) are not typed or pasted.
  auto refuse = [](ImGuiInputTextCallbackData* d) -> int {
    return emp::is_hidden_char(d->EventChar) || emp::is_undrawn_char(d->EventChar) ? 1 : 0;
  };
  if (ImGui::InputTextWithHint("##name", hint.c_str(), g_names[i], sizeof g_names[i],
                               ImGuiInputTextFlags_CallbackCharFilter, refuse)) {
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
    if (ImGui::Button(tr("common.ok"))) app.banner.clear();
    ImGui::Separator();
  }
  if (!app.notice.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.85f, 0.55f, 1.0f));
    const std::string said = app.notice.str();
    wrapped(said);
    probe::note(said);  // on screen, in the current language (tests read it)
    ImGui::PopStyleColor();
    if (ImGui::Button((std::string(tr("common.ok")) + "##notice").c_str())) app.notice.clear();
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
      const int moves = static_cast<int>(moves_seen(cs, -1));  // as everyone counts them
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
  // Each game as a cover tile: three of its components on its colour, its
  // name, its player count and one line about it (WebGame::cover_*).
  {
    const float fs = ImGui::GetFontSize();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float gap = fs * 0.6f;
    // A phone lists the games as one column of short tiles (the band on the
    // left), so the seats and "Start game" are a short swipe away.
    const bool compact = narrow;
    const int per_row = compact ? 1 : std::min(4, std::max(1, static_cast<int>(games.size())));
    const float tw = std::floor((avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
    const float th = fs * (compact ? 4.4f : 8.6f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (size_t i = 0; i < games.size(); ++i) {
      const emp::GameInfo* g = games[i];
      const WebGame* web = find_web_game(g->id);
      if (i % static_cast<size_t>(per_row) != 0) ImGui::SameLine(0.0f, gap);
      const ImVec2 p0 = ImGui::GetCursorScreenPos(), p1(p0.x + tw, p0.y + th);
      const std::string name = game_name(*g);
      // The label is the game's name (the item probe finds the tile by it).
      if (ImGui::InvisibleButton((name + "##tile" + g->id).c_str(), ImVec2(tw, th))) {
        st.game = g->id;
        game = g;
        app.save_settings();
      }
      const bool hovered = ImGui::IsItemHovered(), selected = g == game;
      const unsigned rgb = web ? web->cover_colour : 0x4a4a4au;
      const ImU32 base = IM_COL32((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, 255);
      dl->AddRectFilled(ImVec2(p0.x + 3, p0.y + 4), ImVec2(p1.x + 3, p1.y + 4), theme::shadow,
                        10.0f);  // shadow
      dl->AddRectFilled(p0, p1, IM_COL32(44, 38, 30, 255), 10.0f);
      // Three of the game's components on the band, like pieces on a box lid
      // (a phone's band, on the left, shows the first).
      const char* const* icons = web ? web->cover_icons : nullptr;
      const auto piece = [&](const char* ic, ImVec2 c, float r) {
        dl->AddCircleFilled(ImVec2(c.x + 2, c.y + 3), r, IM_COL32(0, 0, 0, 70), 24);
        dl->AddCircleFilled(c, r, IM_COL32(250, 240, 215, 235), 24);
        kit::draw_icon(dl, ic ? ic : icon::die, c, r * 1.4f, base);
      };
      const float pad = fs * 0.5f;
      float x = p0.x + pad, y;
      if (compact) {
        const float band = th;
        dl->AddRectFilled(p0, ImVec2(p0.x + band, p1.y), base, 10.0f, ImDrawFlags_RoundCornersLeft);
        piece(icons ? icons[0] : nullptr, ImVec2(p0.x + band * 0.5f, p0.y + th * 0.5f), band * 0.32f);
        x = p0.x + band + pad;
        y = p0.y + pad * 0.6f;
      } else {
        const float band = fs * 2.9f;
        dl->AddRectFilled(p0, ImVec2(p1.x, p0.y + band), base, 10.0f, ImDrawFlags_RoundCornersTop);
        for (int k = 0; k < 3; ++k)
          piece(icons ? icons[k] : nullptr,
                ImVec2(p0.x + tw * (0.22f + 0.28f * static_cast<float>(k)), p0.y + band * 0.5f), band * 0.36f);
        y = p0.y + band + pad * 0.6f;
      }
      const std::string players =
          trf("menu.players_range", {std::to_string(g->min_players), std::to_string(g->max_players)});
      kit::text_at(dl, ImVec2(x, y), fs * 1.1f, IM_COL32(250, 240, 220, 255), name);
      if (compact) {
        // The player count on the name's line, at the tile's right edge.
        const float w = ImGui::GetFont()->CalcTextSizeA(fs * 0.85f, FLT_MAX, 0.0f, players.c_str()).x;
        kit::text_at(dl, ImVec2(p1.x - pad - w, y + fs * 0.2f), fs * 0.85f, IM_COL32(215, 190, 140, 255), players);
        y += fs * 1.3f;
      } else {
        y += fs * 1.35f;
        kit::text_at(dl, ImVec2(x, y), fs * 0.85f, IM_COL32(215, 190, 140, 255), players);
        y += fs * 1.1f;
      }
      const std::string tagline_key = g->id + ".tagline";
      if (has_key(tagline_key)) {
        const std::string line = tr(tagline_key);
        ImGui::PushClipRect(p0, p1, true);
        dl->AddText(ImGui::GetFont(), fs * 0.8f, ImVec2(x, y), IM_COL32(225, 215, 195, 255), line.c_str(), nullptr,
                    p1.x - pad - x);
        ImGui::PopClipRect();
      }
      dl->AddRect(p0, p1, selected ? IM_COL32(240, 200, 90, 255) : IM_COL32(90, 78, 60, hovered ? 255 : 160), 10.0f, 0,
                  selected ? 3.0f : (hovered ? 2.0f : 1.0f));
    }
  }

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
