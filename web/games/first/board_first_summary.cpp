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
#include "ui_util.h"

namespace empui::first_ui {

struct Summaries {
  const Session* session = nullptr;
  uint64_t seed = 0;
  size_t n = 0;
  Action last = 0;
  std::unique_ptr<emp::State> shadow;
  std::vector<FirstState::RoundReport> rounds;
  int show = -1;  // index shown as the banner (a round newly over while watching)
};

namespace {

// A heading that wraps on narrow screens.
void wrapped_heading(const std::string& text) {
  ImGui::PushFont(fonts::large());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

// "+2" / "−1" / "0".
std::string signed_num(int v) { return (v > 0 ? "+" : v < 0 ? "−" : "") + std::to_string(std::abs(v)); }
// A count with its noun in the right number ("1 step", "2 steps").
std::string counted(const char* key, int v) {
  return trf(std::string(key) + (std::abs(v) == 1 ? ".one" : ".other"), {std::to_string(v)});
}
std::string counted_signed(const char* key, int v) {
  return trf(std::string(key) + (std::abs(v) == 1 ? ".one" : ".other"), {signed_num(v)});
}

// Follows the record (replaying from the start after an undo, a loaded link
// or a new game). Catching up on many actions at once shows no banner.
void follow(Summaries& h, const Session& s) {
  const auto& acts = s.record.actions;
  const bool same =
      h.session == &s && h.seed == s.seed && h.shadow && h.n <= acts.size() && (h.n == 0 || acts[h.n - 1] == h.last);
  bool live = true;
  if (!same) {
    h = Summaries{};
    h.session = &s;
    h.seed = s.seed;
    h.shadow = emp::new_game("first", s.options, s.seed);
    live = false;
  }
  if (!h.shadow) return;
  while (h.n < acts.size() && !h.shadow->terminal()) {
    const bool quiet = !live || acts.size() - h.n > 64;
    h.shadow->apply(acts[h.n]);
    h.last = acts[h.n];
    ++h.n;
    const auto& post = static_cast<const FirstState&>(*h.shadow);
    const FirstState::RoundReport& r = post.round_report();
    if (r.round > 0 && (h.rounds.empty() || h.rounds.back().round != r.round)) {
      h.rounds.push_back(r);
      if (!quiet && !post.terminal()) h.show = static_cast<int>(h.rounds.size()) - 1;
    }
  }
}

// One seat's line: the VP first, then only what happened.
std::string seat_line(const FirstState::RoundReport::Seat& q) {
  std::string t = trf("first.sum.vp", {signed_num(q.vp_board + q.vp_cards)});
  if (q.vp_cards) t += " " + trf("first.sum.vp_split", {signed_num(q.vp_board), signed_num(q.vp_cards)});
  auto add = [&](const std::string& part) { t += " · " + part; };
  if (q.steps) add(counted("first.sum.steps", q.steps));
  if (q.regions) add(counted_signed("first.sum.regions", q.regions));
  if (q.explorers) add(counted_signed("first.sum.explorers", q.explorers));
  if (q.conquests) add(counted("first.sum.conquests", q.conquests));
  if (q.conquered) add(counted("first.sum.conquered", q.conquered));
  if (q.cities) add(counted("first.sum.cities", q.cities));
  if (q.captured) add(counted("first.sum.captured", q.captured));
  if (q.drawn) add(counted("first.sum.drawn", q.drawn));
  if (q.spent) add(counted("first.sum.spent", q.spent));
  if (q.scored) add(counted("first.sum.scored", q.scored));
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
    kit::seat_token(c.s, p);
    ImGui::TextWrapped("%s", name_of(c.s, p).c_str());
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
  follow(h, c.s);
  if (h.show < 0 || h.show >= static_cast<int>(h.rounds.size())) return;
  const FirstState::RoundReport& r = h.rounds[static_cast<size_t>(h.show)];
  const kit::FramedBox box = kit::begin_framed_box();
  wrapped_heading(trf("first.sum.title", {std::to_string(r.round)}));
  round_table(c, r, "sum");
  if (ImGui::Button(tr("first.sum.ok"))) h.show = -1;
  kit::end_framed_box(box);
}

void draw_earlier_summaries(Ctx& c) {
  if (!c.ui.sums) return;
  const Summaries& h = *c.ui.sums;
  if (h.rounds.empty() || !ImGui::CollapsingHeader(tr("first.sum.earlier"))) return;
  for (size_t i = h.rounds.size(); i-- > 0;) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::TextUnformatted(trf("first.sum.title", {std::to_string(h.rounds[i].round)}).c_str());
    round_table(c, h.rounds[i], "earlier");
    ImGui::PopID();
  }
}

const std::vector<Translation>& first_all_translations() {
  static const std::vector<Translation> table = [] {
    std::vector<Translation> t = first_translations();
    // clang-format off
    const Translation mine[] = {
      {"first.sum.title", "End of round {0}: what each player gained", "Ende der Runde {0}: was jeder gewonnen hat"},
      {"first.sum.earlier", "Round summaries", "Rundenübersichten"},
      {"first.sum.ok", "Continue", "Weiter"},
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
