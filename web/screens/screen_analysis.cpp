// The analysis panel of the review screen (the Hard bot's preferred action
// and every seat's chance to win, drawn as a graph over the game with the
// biggest drops marked) and the game screen's Hint button and log notes.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "bots/analysis.h"
#include "bots/bot.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board_items.h"
#include "kit/pieces.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

std::string percent(double v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%d %%", static_cast<int>(std::lround(v * 100.0)));
  return buf;
}

std::string duration_label(double ms) {
  const int s = static_cast<int>(ms / 1000.0 + 0.5);
  if (s < 60) return trf("analysis.seconds", {std::to_string(s)});
  return trf("analysis.minutes", {std::to_string(s / 60), std::to_string(s % 60)});
}

// The action's label for the log of the review session's position `st`.
std::string action_text(const Session& s, const emp::State& st, emp::Action a) {
  const std::vector<std::string> names = seat_names(s);
  return st.action_label(a, language(), &names);
}

// The graph: one line per seat over the analysed positions, the position
// shown, the biggest drops as markers. A click goes to that position. Its x
// axis counts moves as the viewer does (App::Review::stops, as the slider and
// the status bar: a run of another seat's secret steps is one move, and
// positions inside it are not drawn), so it tells no more than they do.
void chance_graph(App& app, const App::Review& r, Session& s) {
  const emp::GameAnalysis& an = *r.analysis;
  if (r.stops.empty()) return;
  const std::vector<size_t>& stops = r.stops;
  const size_t positions = stops.size();  // the positions the viewer may stop at, 0 and the end among them
  // The stop at or before action position n (its move number).
  const auto stop_of = [&](size_t n) {
    const auto it = std::upper_bound(stops.begin(), stops.end(), n);
    return it == stops.begin() ? size_t{0} : static_cast<size_t>(it - stops.begin()) - 1;
  };
  const float fs = ImGui::GetFontSize();
  const float w = std::max(ImGui::GetContentRegionAvail().x, fs * 10);
  const float h = app.narrow() ? fs * 7 : fs * 9;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 p1(p0.x + w, p0.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p0, p1, ImGui::GetColorU32(ImGuiCol_FrameBg), 4.0f);
  for (double g : {0.25, 0.5, 0.75}) {
    const float y = p1.y - static_cast<float>(g) * h;
    dl->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), ImGui::GetColorU32(ImGuiCol_Border), 1.0f);
  }
  const float span = static_cast<float>(std::max<size_t>(positions - 1, 1));
  auto x_of = [&](size_t i) { return p0.x + w * static_cast<float>(i) / span; };
  auto y_of = [&](double c) { return p1.y - static_cast<float>(c) * (h - 4.0f) - 2.0f; };
  const int players = s.options.players;
  for (int p = 0; p < players; ++p) {
    const ImU32 col = kit::seat_colour_u32(kit::colour_of(app, p));
    for (size_t i = 1; i < positions; ++i)
      if (an.known(stops[i - 1]) && an.known(stops[i]))
        dl->AddLine(ImVec2(x_of(i - 1), y_of(an.at(stops[i - 1]).chance[p])),
                    ImVec2(x_of(i), y_of(an.at(stops[i]).chance[p])), col, 2.0f);
  }
  // The position shown.
  const float xn = x_of(stop_of(r.n));
  dl->AddLine(ImVec2(xn, p0.y), ImVec2(xn, p1.y), ImGui::GetColorU32(ImGuiCol_Text), 1.5f);
  // The biggest drops, largest first: a triangle at the move, in the seat's
  // colour. Their buttons come before the graph's own, so they win the click.
  const auto drops = an.biggest_drops(5, 0.05);
  for (const emp::ChanceDrop& d : drops) {
    // Only a move the viewer counts (from one stop to the next); its number as the slider shows it.
    if (!std::binary_search(stops.begin(), stops.end(), d.move) ||
        !std::binary_search(stops.begin(), stops.end(), d.move + 1))
      continue;
    const size_t move = stop_of(d.move);
    const float x = x_of(move), y = y_of(an.at(d.move).chance[d.seat]);
    const float rr = fs * 0.45f;
    const ImU32 col = kit::seat_colour_u32(kit::colour_of(app, d.seat));
    dl->AddTriangleFilled(ImVec2(x - rr, y - rr), ImVec2(x + rr, y - rr), ImVec2(x, y + rr * 0.6f), col);
    dl->AddTriangle(ImVec2(x - rr, y - rr), ImVec2(x + rr, y - rr), ImVec2(x, y + rr * 0.6f),
                    IM_COL32(220, 60, 50, 255), 2.0f);
    ImGui::SetCursorScreenPos(ImVec2(x - rr, y - rr));
    char id[48];
    std::snprintf(id, sizeof id, "drop %zu##drop", move + 1);
    // A board button: the item probe finds it, and a long press only shows the tooltip.
    if (kit::board_button(id, ImVec2(rr * 2, rr * 1.8f), 0, false)) app.review_goto(d.move);
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::TextUnformatted(
          trf("analysis.drop_tip", {std::to_string(move + 1), seat_name(s, d.seat),
                                    percent(an.at(d.move).chance[d.seat]), percent(an.at(d.move + 1).chance[d.seat])})
              .c_str());
      ImGui::EndTooltip();
    }
  }
  // The axes: win chance (0, 50, 100 %) up the left side, the move number along the bottom.
  const float small = fs * 0.72f;
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  for (int pct : {0, 50, 100}) {
    const std::string t = std::to_string(pct) + " %";
    const float y = std::clamp(y_of(pct / 100.0) - small * 0.5f, p0.y + 1.0f, p1.y - small - 1.0f);
    kit::text_at(dl, ImVec2(p0.x + 3.0f, y), small, ink, t);
  }
  kit::text_at(dl, ImVec2(p0.x + fs * 3.2f, p0.y + 2.0f), small, ink, tr("analysis.axis_chance"));
  {
    const std::string first = "1", last = std::to_string(positions), mid = tr("analysis.axis_move");
    const float y = p1.y + 2.0f;
    kit::text_at(dl, ImVec2(p0.x, y), small, ink, first);
    kit::text_at(dl, ImVec2(p1.x - kit::text_size(small, last).x, y), small, ink, last);
    kit::text_at(dl, ImVec2(p0.x + (w - kit::text_size(small, mid).x) * 0.5f, y), small, ink, mid);
  }
  // Click or drag anywhere else on the graph: go to that position.
  ImGui::SetCursorScreenPos(p0);
  ImGui::InvisibleButton("chart##analysis", ImVec2(w, h));
  if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    const float fx = std::clamp((ImGui::GetIO().MousePos.x - p0.x) / w, 0.0f, 1.0f);
    const size_t to = stops[std::min(static_cast<size_t>(std::lround(fx * span)), positions - 1)];
    if (to != r.n) app.review_goto(to);
  }
  ImGui::Dummy(ImVec2(w, small + 2.0f));  // the move axis under the graph
  // Legend: each seat's chance at the position shown.
  bool first = true;
  for (int p = 0; p < players; ++p) {
    std::string item = seat_name(s, p);
    if (r.n < an.positions() && an.known(r.n)) {
      item.push_back(' ');
      item.append(percent(an.at(r.n).chance[p]));
    }
    if (!first) ImGui::SameLine();
    first = false;
    kit::colour_dot(kit::colour_of(app, p));
    ImGui::TextUnformatted(item.c_str());
  }
}

// What the Hard bot prefers at the position shown, when the viewer may know.
void position_line(const App::Review& r, Session& s) {
  const emp::GameAnalysis& an = *r.analysis;
  const size_t n = r.n;
  if (n >= an.positions() || !an.known(n)) {
    ImGui::TextDisabled("%s", tr("analysis.not_yet"));
    return;
  }
  if (!an.final(n)) ImGui::TextDisabled("%s", tr("analysis.provisional"));
  const emp::PositionAnalysis& pa = an.at(n);
  if (n >= r.full.actions.size() || pa.mover < 0) return;
  if (!pa.searched) {
    ImGui::TextDisabled("%s", tr("analysis.forced"));
    return;
  }
  // During a game with private information only the viewer's own decisions
  // name the preferred action (another seat's would speak of its secrets).
  if (an.observer() != emp::kObserverMover && pa.mover != an.observer()) {
    ImGui::TextDisabled("%s", trf("analysis.other_seat", {seat_name(s, pa.mover)}).c_str());
    return;
  }
  const std::string best = action_text(s, *s.state, pa.best);
  const std::string played = action_text(s, *s.state, r.full.actions[n]);
  wrapped(trf("analysis.best", {seat_name(s, pa.mover), best}));
  if (pa.best == r.full.actions[n])
    ImGui::TextDisabled("%s", tr("analysis.same"));
  else
    wrapped(trf("analysis.played", {played}));
}

}  // namespace

void draw_review_analysis(App& app, Session& s) {
  const App::Review& r = *app.review();
  if (!ImGui::CollapsingHeader(tr("analysis.title"), r.analysis ? ImGuiTreeNodeFlags_DefaultOpen : 0)) return;
  int observer = emp::kObserverMover;
  std::string why;
  const bool can = app.analysis_observer(&observer, &why);
  if (!can) wrapped(why);
  if (r.analysing) {
    // Both passes in one bar: the quick pass's share lightly, the final
    // figures' share over it; the text says which pass is running.
    const emp::GameAnalysis& an = *r.analysis;
    const double q = an.quick_fraction(), f = an.fraction();
    const std::string over =
        an.in_quick_pass()
            ? trf("analysis.progress_quick", {percent(q), std::to_string(an.done()), std::to_string(an.positions())})
            : trf("analysis.progress_refine",
                  {percent(f), std::to_string(an.finals()), std::to_string(an.positions())});
    // The bar leaves room for Stop on the same line, also on a phone.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float stop_w = ImGui::CalcTextSize(tr("analysis.stop")).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
    const float bar_w = std::min(ImGui::GetContentRegionAvail().x - stop_w, ImGui::GetFontSize() * 24);
    const ImVec2 size(std::max(bar_w, ImGui::GetFontSize() * 6), ImGui::GetFrameHeight());
    const ImVec2 b0 = ImGui::GetCursorScreenPos();
    ImGui::ProgressBar(static_cast<float>(f), size, over.c_str());
    if (q > f) {
      ImVec4 light = ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram);
      light.w *= 0.35f;
      const float x0 = b0.x + size.x * static_cast<float>(f), x1 = b0.x + size.x * static_cast<float>(q);
      ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x0, b0.y), ImVec2(x1, b0.y + size.y), ImGui::GetColorU32(light),
                                                style.FrameRounding);
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("analysis.stop"))) app.review_stop_analysis();
  } else if (can) {
    const bool again = r.analysis != nullptr;
    if (ImGui::Button(tr(again ? "analysis.run_again" : "analysis.run"))) {
      Result res = app.review_analyse(emp::ismcts_budget(emp::Difficulty::Hard));
      if (!res.ok) app.banner = res.error;
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("analysis.quick"))) {
      Result res = app.review_analyse(emp::ismcts_budget(emp::Difficulty::Normal));
      if (!res.ok) app.banner = res.error;
    }
    if (!again) wrapped(tr("analysis.explain"));
  }
  if (!r.analysis) return;
  if (!r.analysing && r.analysis->finished())
    ImGui::TextDisabled("%s", trf("analysis.done_in", {duration_label(r.analysis_ms)}).c_str());
  chance_graph(app, r, s);
  position_line(r, s);
}

void draw_hint_button(App& app, Session& s) {
  if (!app.settings().hint_button || app.reviewing()) return;
  const int seat = app.acting_seat();
  if (seat < 0) return;
  const Session::Hint& h = s.hint;
  const bool mine = h.seat == seat && h.at == s.record.actions.size();
  if (mine && h.pending) {
    ImGui::BeginDisabled();
    ImGui::Button(tr("hint.thinking"));
    ImGui::EndDisabled();
    return;
  }
  if (mine && h.ready) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(trf("hint.result", {action_text(s, *s.state, h.action)}).c_str());
    ImGui::SameLine();
    if (ImGui::Button(tr("hint.play"))) {
      Result r = app.submit_action(h.action);
      if (!r.ok) app.banner = r.error;
    }
    return;
  }
  if (ImGui::Button(tr("hint.button"))) {
    Result r = app.request_hint();
    if (!r.ok) app.banner = r.error;
  }
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(tr("hint.tip"));
    ImGui::EndTooltip();
  }
}

void draw_hint_notes(const Session& s, size_t position) {
  for (const Session::HintNote& n : s.hint_notes) {
    if (n.at != position) continue;
    ImGui::TextDisabled("%s", trf("hint.log", {seat_name(s, n.seat)}).c_str());
  }
  // Seats taken over at another device (recorded in the game: every device tells it).
  for (const emp::TakeOver& k : s.record.table.takeovers) {
    if (k.at != position) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.75f, 0.35f, 1.0f));
    wrapped(trf("log.taken_over", {seat_name(s, static_cast<int>(k.seat))}));
    ImGui::PopStyleColor();
  }
}

}  // namespace empui
