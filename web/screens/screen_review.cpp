// The review screen: the position after any action of a game (App::Review),
// with the game's own board (read-only: App::acting_seat() is -1 and
// App::submit_action() refuses), the players with their scores as they were
// and the log up to that action, as the viewing seat may read it.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "kit/board.h"
#include "kit/pieces.h"
#include "kit/web_game.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

constexpr double kSpeeds[] = {0.5, 1, 2, 4};

std::string speed_label(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, v < 1 ? "%.1f" : "%.0f", v);
  return trf("review.per_second", {buf});
}

// "Era 2 · round 3 · turn 4" from State::progress() (the parts the game has).
std::string progress_label(const emp::Progress& p) {
  std::string out;
  auto add = [&](const char* key, int v) {
    if (v < 0) return;
    if (!out.empty()) out += " · ";
    out += trf(key, {std::to_string(v)});
  };
  add("review.era", p.era);
  add("review.round", p.round);
  add("review.turn", p.turn);
  return out;
}

// Starts the next button on this line when it fits, else on the next line.
void flow(const char* label) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float w = ImGui::CalcTextSize(label, nullptr, true).x + st.FramePadding.x * 2;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + st.ItemSpacing.x + w <= right) ImGui::SameLine();
}

void controls(App& app, const App::Review& r) {
  // Positions are the viewer's stops (App::Review::stops): a run of another
  // seat's secret steps is one step here, and the numbers count stops.
  const size_t total = r.full.actions.size();
  const size_t n = r.n;
  bool first = true;
  auto step = [&](const char* label, bool enabled, size_t to) {
    if (!first) flow(label);
    first = false;
    ImGui::BeginDisabled(!enabled);
    if (ImGui::Button(label)) app.review_goto(to);
    ImGui::EndDisabled();
  };
  step(tr("review.first"), n > 0, 0);
  if (!first) flow(tr("review.back"));
  first = false;
  ImGui::BeginDisabled(n == 0);
  if (ImGui::Button(tr("review.back"))) app.review_step(-1);
  ImGui::EndDisabled();
  flow(tr("review.forward"));
  ImGui::BeginDisabled(n >= total);
  if (ImGui::Button(tr("review.forward"))) app.review_step(1);
  ImGui::EndDisabled();
  step(tr("review.last"), n < total, total);
  // Jump to the previous / next start of an era, round or turn (one the viewer may stop at).
  size_t prev = 0, next = total;
  for (size_t b : r.turns) {
    if (!std::binary_search(r.stops.begin(), r.stops.end(), b)) continue;
    if (b < n) prev = b;
    if (b > n) {
      next = b;
      break;
    }
  }
  step(tr("review.prev_turn"), n > 0, prev);
  step(tr("review.next_turn"), n < total, next);
  // Playback at a chosen speed.
  if (r.speed > 0) {
    if (ImGui::Button(tr("review.pause"))) app.review_play(0);
  } else if (ImGui::Button(tr("review.play"))) {
    app.review_play(1);
  }
  for (double v : kSpeeds) {
    const std::string label = speed_label(v);
    flow(label.c_str());
    const bool on = r.speed == v;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(label.c_str())) app.review_play(v);
    if (on) ImGui::PopStyleColor();
  }
  // Go to any move.
  int pos = static_cast<int>(app.review_move());
  const size_t moves = app.review_moves();
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 10, ImGui::GetContentRegionAvail().x));
  const std::string fmt = trf("review.move_of", {"%d", std::to_string(moves)});
  if (ImGui::SliderInt("##goto", &pos, 0, static_cast<int>(moves), fmt.c_str(), ImGuiSliderFlags_AlwaysClamp) &&
      !r.stops.empty())
    app.review_goto(r.stops[std::min(static_cast<size_t>(std::max(pos, 0)), moves)]);
}

void viewer_choice(App& app, const App::Review& r, Session& s) {
  if (r.people.empty()) return;
  auto name = [&](int seat) { return seat < 0 ? std::string(tr("review.everyone")) : seat_name(s, seat); };
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("review.view_as"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##view_as", name(r.viewer).c_str())) {
    std::vector<int> options = r.people;
    options.insert(options.begin(), -1);
    for (int seat : options) {
      if (ImGui::Selectable(name(seat).c_str(), seat == r.viewer)) app.review_set_viewer(seat);
    }
    ImGui::EndCombo();
  }
}

}  // namespace

void draw_review(App& app) {
  Session& s = *app.session();
  const App::Review& r = *app.review();
  begin_root("##review");
  const bool narrow = app.narrow();

  if (ImGui::Button((std::string("← ") + tr("review.leave")).c_str())) {
    app.leave_review();
    end_root();
    return;
  }
  ImGui::SameLine();
  if (!narrow) ImGui::PushFont(fonts::large());
  ImGui::AlignTextToFramePadding();
  const std::string name = language() == emp::Lang::De ? s.info->name_de : s.info->name_en;
  ImGui::TextUnformatted(trf("review.title", {name}).c_str());
  if (!narrow) ImGui::PopFont();
  if (!narrow) ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const std::string where = progress_label(r.progress[r.n]);
  ImGui::TextDisabled("%s",
                      (trf("review.move_of", {std::to_string(app.review_move()), std::to_string(app.review_moves())}) +
                       (where.empty() ? "" : "  " + where))
                          .c_str());
  if (!narrow) ImGui::SameLine();
  viewer_choice(app, r, s);
  if (!r.finished) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.8f, 0.5f, 1.0f));
    wrapped(tr("review.hidden_hint"));
    ImGui::PopStyleColor();
  }
  controls(app, r);
  if (!app.banner.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
    wrapped(app.banner);
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::Button(tr("common.ok"))) app.banner.clear();
  }
  ImGui::Separator();

  kit::Board* board = app.board();  // read-only: nobody may act in review
  auto status = [&] {
    ImGui::PushFont(fonts::large());
    if (s.state->terminal()) {
      ImGui::TextUnformatted(tr("game.over"));
    } else {
      const int p = s.state->current_player();
      if (p >= 0 && p < static_cast<int>(s.seats.size())) {
        kit::colour_dot(s.seats[static_cast<size_t>(p)].colour);
        ImGui::TextUnformatted(trf("review.to_move", {seat_name(s, p)}).c_str());
      }
    }
    ImGui::PopFont();
  };
  auto main_panel = [&] {
    draw_review_analysis(app, s);  // screen_analysis.cpp: the Hard bot's view of each position
    if (!board || s.state->terminal()) status();
    if (board) {
      board->draw();
      if (s.state->terminal()) board->draw_game_over();
    }
    // What the viewing seat may see of the position (the game screen's details; ?dev=1 only).
    ImGui::Spacing();
    if (app.dev_mode() && ImGui::CollapsingHeader(tr("game.details"), board ? 0 : ImGuiTreeNodeFlags_DefaultOpen)) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", s.state->observation_json(app.view_seat()).c_str());
      ImGui::PopTextWrapPos();
    }
  };
  if (!narrow) {
    const float avail_w = ImGui::GetContentRegionAvail().x;
    const float avail_h = ImGui::GetContentRegionAvail().y;
    const float right_w = std::clamp(avail_w * 0.38f, ImGui::GetFontSize() * 16, ImGui::GetFontSize() * 26);
    ImGui::BeginChild("##main", ImVec2(avail_w - right_w - ImGui::GetStyle().ItemSpacing.x, avail_h), false);
    main_panel();
    drag_scroll();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##side", ImVec2(right_w, avail_h), false);
    draw_players_table(app, s);
    ImGui::Spacing();
    draw_game_log(app, s,
                  std::max(ImGui::GetFontSize() * 6, ImGui::GetContentRegionAvail().y - ImGui::GetFontSize() * 2.5f));
    ImGui::EndChild();
  } else {
    draw_players_table(app, s);
    ImGui::Spacing();
    main_panel();
    ImGui::Spacing();
    draw_game_log(app, s, std::max(ImGui::GetFontSize() * 8, app.height() * 0.35f));
  }
  end_root();
}

}  // namespace empui
