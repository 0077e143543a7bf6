// Saved games: save the running game under a name, the list of saves (game,
// players, progress, date) with load / export / delete, import from a file.
// Also the "Save as" popup of the game screen and the fading toast.
#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "persistence.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

struct SavesUi {
  char name[64] = "";
  bool name_init = false;
  std::string confirm_delete;  // id awaiting confirmation
  bool native_import = false;  // natively: ask for a path
  char path[512] = "";
  bool popup_open = false;
  char popup_name[64] = "";
};
SavesUi g_saves;

std::string game_title(const std::string& id) {
  const emp::GameInfo* g = emp::find_game(id);
  if (!g) return id;
  return language() == emp::Lang::De ? g->name_de : g->name_en;
}

std::string default_name(const App& app) {
  const Session* s = app.session();
  if (!s) return {};
  return game_title(s->info->id) + " " + persist::date_label(persist::now_wall_ms());
}

void messages(App& app) {
  if (!app.banner.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    wrapped(app.banner);
    ImGui::PopStyleColor();
    if (ImGui::Button(tr("common.ok"))) app.banner.clear();
    ImGui::Separator();
  }
}

std::string seat_list(const persist::SaveEntry& e) {
  std::string out;
  for (size_t i = 0; i < e.seats.size(); ++i) {
    const SeatConfig& c = e.seats[i];
    std::string n = c.name;
    if (n.empty()) n = trf(c.bot ? "menu.bot_name" : "menu.default_name", {std::to_string(i + 1)});
    if (c.bot) n += " (" + std::string(tr("bot." + c.bot_kind)) + ")";
    out += (i ? ", " : "") + n;
  }
  return out;
}

void save_row(App& app, const persist::SaveEntry& e, bool narrow) {
  ImGui::PushID(e.id.c_str());
  ImGui::PushFont(fonts::large());
  wrapped(e.unreadable ? persist::date_label(e.time_ms) : e.name);
  ImGui::PopFont();
  if (e.unreadable) {  // kept as it is: it can be exported or deleted
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.7f, 0.45f, 1.0f));
    wrapped(trf("saves.unreadable", {e.why, std::to_string(e.bytes)}));
    ImGui::PopStyleColor();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  if (e.unreadable)
    wrapped(tr("saves.unreadable_hint"));
  else
    wrapped(game_title(e.game) + " · " + trf("saves.players", {std::to_string(e.players)}) + " · " +
            persist::progress_label(e) + " · " + persist::date_label(e.time_ms));
  const std::string seats = seat_list(e);
  if (!seats.empty()) wrapped(seats);
  ImGui::PopStyleColor();
  if (g_saves.confirm_delete == e.id) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("saves.confirm_delete"));
    ImGui::SameLine();
    if (ImGui::Button(tr("saves.delete_yes"))) {
      Result r = app.delete_save(e.id);
      if (!r.ok) app.banner = r.error;
      g_saves.confirm_delete.clear();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("saves.delete_no"))) g_saves.confirm_delete.clear();
  } else {
    if (!e.unreadable) {
      if (ImGui::Button(tr("saves.load"))) {
        Result r = app.load_save(e.id);
        if (!r.ok) app.banner = r.error;
      }
      ImGui::SameLine();
      if (ImGui::Button(tr("review.open"))) {  // look back at it; the running game stays
        Result r = app.review_save(e.id);
        if (!r.ok) app.banner = r.error;
      }
      ImGui::SameLine();
    }
    if (ImGui::Button(tr("saves.export"))) {
      Result r = app.export_save(e.id);
      if (!r.ok) app.banner = r.error;
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("saves.delete"))) g_saves.confirm_delete = e.id;
  }
  (void)narrow;
  ImGui::PopID();
  ImGui::Separator();
}

}  // namespace

void draw_saves(App& app) {
  begin_root("##saves");
  const bool narrow = app.narrow();
  if (top_bar(app, tr("saves.title"), true)) {
    g_saves.confirm_delete.clear();
    app.go(Screen::Menu);
  }
  messages(app);

  if (app.session()) {
    heading(tr("saves.save_current"));
    if (!g_saves.name_init) {
      g_saves.name[0] = 0;
      g_saves.name_init = true;
    }
    const std::string hint = default_name(app);
    const float save_w = ImGui::CalcTextSize(tr("saves.save")).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(std::max(
        ImGui::GetFontSize() * 6, std::min(ImGui::GetContentRegionAvail().x - save_w - ImGui::GetStyle().ItemSpacing.x,
                                           ImGui::GetFontSize() * 22)));
    ImGui::InputTextWithHint("##savename", hint.c_str(), g_saves.name, sizeof g_saves.name);
    ImGui::SameLine();
    if (ImGui::Button(tr("saves.save"))) {
      Result r = app.save_as(g_saves.name);
      if (r.ok)
        g_saves.name[0] = 0;
      else
        app.banner = r.error;
    }
    ImGui::Spacing();
  }

  // Import: the browser's file picker, natively a path.
  if (ImGui::Button(tr("saves.import"))) {
    if (!plat::pick_import_file()) {
      g_saves.native_import = true;
      if (!g_saves.path[0]) {
        const std::string d = plat::default_import_dir();
        std::strncpy(g_saves.path, d.c_str(), sizeof g_saves.path - 1);
      }
    }
  }
  if (g_saves.native_import) {
    ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 30));
    ImGui::InputTextWithHint("##path", tr("saves.path_hint"), g_saves.path, sizeof g_saves.path);
    ImGui::SameLine();
    if (ImGui::Button(tr("menu.open"))) {
      std::string bytes;
      if (!plat::read_file(g_saves.path, bytes))
        app.banner = trf("saves.err.read", {g_saves.path});
      else if (app.import_file(bytes, g_saves.path).ok)
        g_saves.native_import = false;
    }
  }
  ImGui::Spacing();

  heading(tr("saves.list"));
  const std::vector<persist::SaveEntry> saves = persist::list_saves();
  if (saves.empty()) ImGui::TextDisabled("%s", tr("saves.none"));
  for (const auto& e : saves) save_row(app, e, narrow);
  if (!persist::list_autosaves().empty()) {  // the games kept by the autosave, after the named saves
    ImGui::Spacing();
    heading(tr("saves.unfinished"));
    draw_continue_list(app, ~size_t{0});
  }
  drag_scroll();
  end_root();
}

void open_save_as_popup() {
  g_saves.popup_open = true;
  g_saves.popup_name[0] = 0;
}

void draw_save_as_popup(App& app) {
  if (g_saves.popup_open) {
    ImGui::OpenPopup("##saveas");
    g_saves.popup_open = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.35f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x * 0.95f, ImGui::GetFontSize() * 28), 0));
  if (ImGui::BeginPopupModal("##saveas", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize)) {
    heading(tr("saves.save_as"));
    const std::string hint = default_name(app);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputTextWithHint("##popupname", hint.c_str(), g_saves.popup_name,
                                                sizeof g_saves.popup_name, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::Button(tr("saves.save")) || enter) {
      Result r = app.save_as(g_saves.popup_name);
      if (!r.ok) app.banner = r.error;
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("saves.all"))) {
      ImGui::CloseCurrentPopup();
      app.go(Screen::Saves);
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("common.close"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

// Requests from buttons that replace the session: carried out after the
// screen is drawn (draw_toast), since the screen holds the session meanwhile.
struct Pending {
  bool take_over = false;
  std::string continue_id;
};
Pending g_pending;

void draw_continue_list(App& app, size_t max) {
  std::vector<persist::SaveEntry> games = persist::list_autosaves();
  const Session* s = app.session();
  games.erase(std::remove_if(games.begin(), games.end(),
                             [&](const persist::SaveEntry& e) {
                               const emp::GameInfo* g = emp::find_game(e.game);
                               return e.terminal || (s && e.id == s->save_id && !s->read_only) || e.moves == 0 || !g ||
                                      !app.game_visible(*g);  // test-only games: with ?dev=1 only
                             }),
              games.end());
  if (games.empty()) return;
  if (app.can_continue() && max != ~size_t{0}) {  // the menu: under the running game's Continue
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(tr("saves.continue_more"));
    ImGui::PopStyleColor();
  }
  size_t shown = 0;
  for (const persist::SaveEntry& e : games) {
    if (shown++ == max) {
      if (ImGui::Button(trf("saves.continue_all", {std::to_string(games.size())}).c_str())) app.go(Screen::Saves);
      break;
    }
    ImGui::PushID(e.id.c_str());
    const bool all = max == ~size_t{0};  // the Saves screen: these games can be deleted too
    if (all && g_saves.confirm_delete == e.id) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(tr("saves.confirm_delete"));
      ImGui::SameLine();
      if (ImGui::Button(tr("saves.delete_yes"))) {
        Result r = app.delete_autosave(e.id);
        if (!r.ok) app.banner = r.error;
        g_saves.confirm_delete.clear();
      }
      ImGui::SameLine();
      if (ImGui::Button(tr("saves.delete_no"))) g_saves.confirm_delete.clear();
    } else {
      if (ImGui::Button(tr("menu.continue"))) g_pending.continue_id = e.id;
      if (all && !(s && e.id == s->save_id)) {  // the game shown here (read-only) is not deleted under it
        ImGui::SameLine();
        if (ImGui::Button(tr("saves.delete"))) g_saves.confirm_delete = e.id;
      }
    }
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    wrapped(trf("saves.continue_row", {game_title(e.game) + " (" + seat_list(e) + ")", persist::progress_label(e),
                                       persist::date_label(e.time_ms)}));
    ImGui::PopID();
  }
  ImGui::Spacing();
}

void draw_tab_notice(App& app) {
  const Session* s = app.session();
  if (!s || !s->read_only) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.8f, 0.4f, 1.0f));
  wrapped(tr("tabs.read_only"));
  ImGui::PopStyleColor();
  if (ImGui::Button(tr("tabs.take_over"))) g_pending.take_over = true;
}

void draw_toast(App& app) {
  if (g_pending.take_over || !g_pending.continue_id.empty()) {
    const Pending p = std::exchange(g_pending, Pending{});
    Result r = p.take_over ? app.take_over() : app.continue_autosave(p.continue_id);
    if (!r.ok) app.banner = r.error;
  }
  if (app.toast.empty()) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y - ImGui::GetFontSize() * 1.5f),
      ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.23f, 0.33f, 0.20f, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(ImGui::GetFontSize(), ImGui::GetFontSize() * 0.6f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->WorkSize.x * 0.9f, vp->WorkSize.y * 0.5f));
  if (ImGui::Begin("##toast", nullptr,
                   ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                       ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                       ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::PushTextWrapPos(vp->WorkSize.x * 0.85f);
    ImGui::TextUnformatted(app.toast.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor();
}

}  // namespace empui
