// First Empires: the end-of-round summaries. The board follows the session's
// record with a shadow state and keeps the engine's report of every round
// that is over (FirstState::round_report: what each seat gained and lost,
// all public); the newest is shown as a banner while watching the game, the
// earlier ones in a collapsible list. Each seat's line is also a board item
// "sum:<round>:<seat>=<numbers>" for the browser test.
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fonts.h"
#include "games/first/board_first.h"
#include "kit/banner.h"
#include "kit/summary.h"
#include "ui_util.h"

namespace empui::first_ui {

// The engine's report of every round that is over, from the record follower.
// Catching up on many actions at once shows no banner.
struct Summaries : kit::RecordListener {
  std::vector<FirstState::RoundReport> rounds;
  int show = -1;  // index shown as the banner (a round newly over while watching)
  void restart(const emp::State&) override {
    rounds.clear();
    show = -1;
  }
  void after(const emp::State& state, Action, size_t, bool live) override {
    const auto& post = static_cast<const FirstState&>(state);
    const FirstState::RoundReport& r = post.round_report();
    if (r.round > 0 && (rounds.empty() || rounds.back().round != r.round)) {
      rounds.push_back(r);
      if (live && !post.terminal()) show = static_cast<int>(rounds.size()) - 1;
    }
  }
};

namespace {

// One seat's line: the VP first, then only what happened.
std::string seat_line(const FirstState::RoundReport::Seat& q) {
  std::string t = trf("first.sum.vp", {kit::signed_num(q.vp_board + q.vp_cards)});
  if (q.vp_cards) t += " " + trf("first.sum.vp_split", {kit::signed_num(q.vp_board), kit::signed_num(q.vp_cards)});
  auto add = [&](const std::string& part) { t += " · " + part; };
  if (q.steps) add(trn("first.sum.steps", q.steps, {std::to_string(q.steps)}));
  if (q.regions) add(trn("first.sum.regions", q.regions, {kit::signed_num(q.regions)}));
  if (q.explorers) add(trn("first.sum.explorers", q.explorers, {kit::signed_num(q.explorers)}));
  if (q.conquests) add(trn("first.sum.conquests", q.conquests, {std::to_string(q.conquests)}));
  if (q.conquered) add(trn("first.sum.conquered", q.conquered, {std::to_string(q.conquered)}));
  if (q.cities) add(trn("first.sum.cities", q.cities, {std::to_string(q.cities)}));
  if (q.captured) add(trn("first.sum.captured", q.captured, {std::to_string(q.captured)}));
  if (q.drawn) add(trn("first.sum.drawn", q.drawn, {std::to_string(q.drawn)}));
  if (q.spent) add(trn("first.sum.spent", q.spent, {std::to_string(q.spent)}));
  if (q.scored) add(trn("first.sum.scored", q.scored, {std::to_string(q.scored)}));
  return t;
}

void round_table(Ctx& c, const FirstState::RoundReport& r, const char* id) {
  if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthFixed, c.fs * (c.narrow ? 5.5f : 8.0f));
  ImGui::TableSetupColumn(tr("first.sum.col"), ImGuiTableColumnFlags_WidthStretch);
  for (int p = 0; p < c.st.num_players(); ++p) {
    const FirstState::RoundReport::Seat& q = r.seat[p];
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    kit::seat_token(c.host, p);
    ImGui::TextWrapped("%s", c.host.seat_name(p).c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", seat_line(q).c_str());
    // For the browser test: the round, the seat and the engine's numbers shown.
    const std::string nums = std::to_string(q.vp_board) + "," + std::to_string(q.vp_cards) + "," +
                             std::to_string(q.steps) + "," + std::to_string(q.regions) + "," +
                             std::to_string(q.explorers) + "," + std::to_string(q.conquests) + "," +
                             std::to_string(q.cities) + "," + std::to_string(q.drawn);
    kit::board_item(std::string(id) + ":" + std::to_string(r.round) + ":" + std::to_string(p) + "=" + nums,
                    ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), 0, false);
  }
  ImGui::EndTable();
}

}  // namespace

void SummariesDeleter::operator()(Summaries* s) const { delete s; }

void draw_round_summary(Ctx& c) {
  if (!c.ui.sums) c.ui.sums.reset(new Summaries);
  Summaries& h = *c.ui.sums;
  c.host.follow(h);
  if (h.show >= static_cast<int>(h.rounds.size())) h.show = -1;
  if (h.show < 0) return;
  const FirstState::RoundReport& r = h.rounds[static_cast<size_t>(h.show)];
  kit::summary_banner(c.host, h.show, trf("first.sum.title", {std::to_string(r.round)}),
                      [&] { round_table(c, r, "sum"); });
}

void draw_earlier_summaries(Ctx& c) {
  if (!c.ui.sums) return;
  const Summaries& h = *c.ui.sums;
  kit::summary_list(
      tr("first.sum.earlier"), h.rounds.size(),
      [&](size_t i) { return trf("first.sum.title", {std::to_string(h.rounds[i].round)}); },
      [&](size_t i) { round_table(c, h.rounds[i], "earlier"); });
}

const std::vector<Translation>& first_all_translations() {
  static const std::vector<Translation> table = [] {
    std::vector<Translation> t = first_translations();
    // clang-format off
    const Translation mine[] = {
      {"first.sum.title", "End of round {0}: what each player gained", "Ende der Runde {0}: was jeder gewonnen hat"},
      {"first.sum.earlier", "Round summaries", "Rundenübersichten"},
      {"first.sum.col", "This round", "In dieser Runde"},
      {"first.sum.vp", "{0} VP", "{0} SP"},
      {"first.sum.vp_split", "(board {0}, cards {1})", "(Tableau {0}, Karten {1})"},
      {"first.sum.steps.one", "{0} track step", "{0} Leistenstufe"},
      {"first.sum.steps.other", "{0} track steps", "{0} Leistenstufen"},
      {"first.sum.regions.one", "{0} region", "{0} Region"},
      {"first.sum.regions.other", "{0} regions", "{0} Regionen"},
      {"first.sum.explorers.one", "{0} explorer", "{0} Entdecker"},
      {"first.sum.explorers.other", "{0} explorers", "{0} Entdecker"},
      {"first.sum.conquests.one", "{0} region conquered", "{0} Region erobert"},
      {"first.sum.conquests.other", "{0} regions conquered", "{0} Regionen erobert"},
      {"first.sum.conquered.one", "{0} region lost to a conquest", "{0} Region durch Eroberung verloren"},
      {"first.sum.conquered.other", "{0} regions lost to conquests", "{0} Regionen durch Eroberungen verloren"},
      {"first.sum.cities.one", "{0} city founded", "{0} Stadt gegründet"},
      {"first.sum.cities.other", "{0} cities founded", "{0} Städte gegründet"},
      {"first.sum.captured.one", "{0} rival city captured", "{0} gegnerische Stadt erobert"},
      {"first.sum.captured.other", "{0} rival cities captured", "{0} gegnerische Städte erobert"},
      {"first.sum.drawn.one", "{0} card drawn", "{0} Karte gezogen"},
      {"first.sum.drawn.other", "{0} cards drawn", "{0} Karten gezogen"},
      {"first.sum.spent.one", "{0} card spent on dice", "{0} Karte für Würfel abgeworfen"},
      {"first.sum.spent.other", "{0} cards spent on dice", "{0} Karten für Würfel abgeworfen"},
      {"first.sum.scored.one", "{0} card scored", "{0} Karte gewertet"},
      {"first.sum.scored.other", "{0} cards scored", "{0} Karten gewertet"},
    };
    // clang-format on
    t.insert(t.end(), std::begin(mine), std::end(mine));
    return t;
  }();
  return table;
}

}  // namespace empui::first_ui
