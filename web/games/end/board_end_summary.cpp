// Empire's End: the end-of-phase summaries. The board follows the session's
// record with a shadow state and keeps the engine's report of every phase
// that is over (EndState::phase_report: what each seat gained and paid). The
// token mix is private: another seat's line shows only its token total (which
// everyone can count), the viewing seat's line also the mix. The newest phase
// is shown as a banner while watching, the earlier ones in a collapsible list.
// Each seat's line is also a board item "sum:<space>:<seat>=<numbers>" for the
// browser test.
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fonts.h"
#include "games/end/board_end.h"
#include "imgui.h"
#include "kit/banner.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/follower.h"
#include "kit/host.h"
#include "kit/icons.h"
#include "kit/pieces.h"
#include "kit/summary.h"
#include "ui_util.h"

namespace empui::end_ui {

using emp::Action;
using emp::EndState;

// The engine's report of every phase that is over, from the record follower.
// Catching up on many actions at once shows no banner.
struct PhaseSummaries : kit::RecordListener {
  std::vector<EndState::PhaseReport> phases;
  std::vector<int> codes;  // the phase (eend::PhaseCode) of each report's space
  int show = -1;           // index shown as the banner (a phase newly over while watching)
  void restart(const emp::State&) override {
    phases.clear();
    codes.clear();
    show = -1;
  }
  void after(const emp::State& state, Action, size_t, bool live) override {
    const auto& post = static_cast<const EndState&>(state);
    const EndState::PhaseReport& r = post.phase_report();
    if (r.space >= 0 && (phases.empty() || phases.back().space != r.space)) {
      phases.push_back(r);
      codes.push_back(post.track().space[r.space]);
      if (live && !post.terminal()) show = static_cast<int>(phases.size()) - 1;
    }
  }
};

void PhaseSummariesDeleter::operator()(PhaseSummaries* s) const { delete s; }

namespace {

std::string num(int v) { return std::to_string(v); }
// One seat's line: VP and tokens first, then only what happened. The mix of
// the tokens only for the viewing seat.
std::string seat_line(const EndState::PhaseReport::Seat& q, bool own) {
  // Amounts with their icons: the VP, and the tokens gained and paid by kind
  // (behind the screen for the others).
  std::string t = kit::signed_num(q.vp) + " " + empui::icon::vp;
  if (own)
    for (int k = 0; k < 4; ++k)
      if (q.res[k]) t += "   " + kit::signed_num(q.res[k]) + " " + res_icon(k);
  auto add = [&](const std::string& part) { t += " · " + part; };
  if (q.drawn) add(trn("end.sum.drawn", q.drawn, {num(q.drawn)}));
  if (q.built) add(trn("end.sum.built", q.built, {num(q.built)}));
  if (q.sold) add(trn("end.sum.sold", q.sold, {num(q.sold)}));
  if (q.repaired) add(trn("end.sum.repaired", q.repaired, {num(q.repaired)}));
  if (q.destroyed) add(trn("end.sum.destroyed", q.destroyed, {num(q.destroyed)}));
  return t;
}

void phase_table(kit::Host& s, const EndState::PhaseReport& r, int players, int viewer, bool narrow, const char* id) {
  if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  const float fs = ImGui::GetFontSize();
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthFixed, fs * (narrow ? 5.5f : 8.0f));
  ImGui::TableSetupColumn(tr("end.sum.col"), ImGuiTableColumnFlags_WidthStretch);
  for (int p = 0; p < players; ++p) {
    const EndState::PhaseReport::Seat& q = r.seat[p];
    // The tokens (count and mix): the viewer's own, or a stash whose screen is off (NOTES reading 2).
    const bool own = static_cast<const EndState&>(s.state()).tokens_visible(p, viewer);
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    kit::seat_token(s, p);
    ImGui::TextWrapped("%s", s.seat_name(p).c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", seat_line(q, own).c_str());
    // For the browser test: the space, the seat and the numbers shown (the mix only for the viewer).
    std::string nums = num(q.vp) + "," + (own ? num(q.res[0] + q.res[1] + q.res[2] + q.res[3]) : "?") + "," +
                       num(q.drawn) + "," + num(q.built) + "," + num(q.sold) + "," + num(q.repaired) + "," +
                       num(q.destroyed);
    if (own) nums += ";" + num(q.res[0]) + "," + num(q.res[1]) + "," + num(q.res[2]) + "," + num(q.res[3]);
    kit::board_item(std::string(id) + ":" + num(r.space + 1) + ":" + num(p) + "=" + nums, ImGui::GetItemRectMin(),
                    ImGui::GetItemRectMax(), 0, false);
  }
  ImGui::EndTable();
}

std::string title(const PhaseSummaries& h, size_t i) {
  return trf("end.sum.title", {num(h.phases[i].space + 1), tr("end.b.phl." + num(h.codes[i]))});
}

}  // namespace

void draw_phase_summary(kit::Host& s, SummariesPtr& sums, int viewer, bool narrow) {
  if (!sums) sums.reset(new PhaseSummaries);
  PhaseSummaries& h = *sums;
  s.follow(h);
  if (h.show >= static_cast<int>(h.phases.size())) h.show = -1;
  if (h.show < 0) return;
  const size_t i = static_cast<size_t>(h.show);
  kit::summary_banner(s, h.show, title(h, i),
                      [&] { phase_table(s, h.phases[i], s.num_seats(), viewer, narrow, "sum"); });
}

void draw_earlier_phase_summaries(kit::Host& s, const SummariesPtr& sums, int viewer, bool narrow) {
  if (!sums) return;
  const PhaseSummaries& h = *sums;
  kit::summary_list(
      tr("end.sum.earlier"), h.phases.size(), [&](size_t i) { return title(h, i); },
      [&](size_t i) { phase_table(s, h.phases[i], s.num_seats(), viewer, narrow, "earlier"); });
}

const std::vector<Translation>& end_all_translations() {
  static const std::vector<Translation> table = [] {
    std::vector<Translation> t = end_translations();
    // clang-format off
    const Translation mine[] = {
      {"end.sum.title", "End of space {0} ({1}): what each player gained and paid", "Ende von Feld {0} ({1}): was jeder gewonnen und gezahlt hat"},
      {"end.sum.earlier", "Phase summaries", "Phasenübersichten"},
      {"end.sum.col", "This phase", "In dieser Phase"},
      {"end.sum.drawn.one", "{0} card drawn", "{0} Karte gezogen"},
      {"end.sum.drawn.other", "{0} cards drawn", "{0} Karten gezogen"},
      {"end.sum.built.one", "{0} innovation built", "{0} Innovation gebaut"},
      {"end.sum.built.other", "{0} innovations built", "{0} Innovationen gebaut"},
      {"end.sum.sold.one", "{0} card sold", "{0} Karte verkauft"},
      {"end.sum.sold.other", "{0} cards sold", "{0} Karten verkauft"},
      {"end.sum.repaired.one", "{0} location repaired", "{0} Ort wiederaufgebaut"},
      {"end.sum.repaired.other", "{0} locations repaired", "{0} Orte wiederaufgebaut"},
      {"end.sum.destroyed.one", "{0} location destroyed", "{0} Ort zerstört"},
      {"end.sum.destroyed.other", "{0} locations destroyed", "{0} Orte zerstört"},
    };
    // clang-format on
    t.insert(t.end(), std::begin(mine), std::end(mine));
    return t;
  }();
  return table;
}

}  // namespace empui::end_ui
