// Rise of Empires board: entry point, shared helpers, the turn banner, the
// decision prompt (with Cancel), the history walk (end-of-turn summaries, VP
// per turn) and the end-of-game screen. See board_rise.h.
#include "games/rise/board_rise.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <memory>

#include "fonts.h"
#include "i18n.h"
#include "kit/banner.h"
#include "kit/icons.h"
#include "kit/score_chart.h"
#include "kit/summary.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui {

using namespace emp::rise;
using emp::RiseState;

namespace rise_ui {

// ---- shared helpers ---------------------------------------------------------------

bool Ctx::any(uint32_t kind) const { return any_of(action_kind, kind); }

// After the player's own action: when the only thing left is to end (Done
// placing, No more battles, End my action), it is submitted for them, so no
// button asks for a click that has no alternative.
// After a choice: the sole "end" that follows (end of a step, of a placement,
// of the battles) is submitted for the player, through the same move path.
void submit_sole_end(Ctx& c) {
  std::vector<Action> next;
  for (int guard = 0; guard < 4; ++guard) {
    if (c.me < 0 || c.host.acting_seat() != c.me || c.host.state().terminal()) return;
    c.host.state().legal_actions(next);
    if (next.size() != 1) return;
    const uint32_t k = action_kind(next[0]);
    if (k != kActEndStep && k != kActPlaceDone && k != kActBattleDone) return;
    // Through choose(): the turn is held for "End turn" as after any click.
    if (!c.host.choose(next[0]).ok || c.host.pending_choice()) return;
  }
}

void res_icon(ImDrawList* dl, ImVec2 c, float r, int res) {
  switch (res) {
    case kResGold:  // the coin icon (kit/icons.h) on a token
      dl->AddCircleFilled(ImVec2(c.x + r * 0.08f, c.y + r * 0.12f), r * 1.08f, theme::shadow, 16);
      dl->AddCircleFilled(c, r * 1.05f, IM_COL32(38, 32, 26, 255), 16);
      kit::draw_icon(dl, icon::coin, c, r * 1.9f, IM_COL32(245, 200, 70, 255));
      break;
    case kResDisc:
      dl->AddCircleFilled(c, r, IM_COL32(30, 30, 34, 255), 16);
      dl->AddCircle(c, r, IM_COL32(200, 200, 200, 255), 16, 1.0f);
      break;
    case kResCube:
      dl->AddRectFilled(ImVec2(c.x - r * 0.8f, c.y - r * 0.8f), ImVec2(c.x + r * 0.8f, c.y + r * 0.8f),
                        IM_COL32(235, 235, 235, 255), 2.0f);
      dl->AddRect(ImVec2(c.x - r * 0.8f, c.y - r * 0.8f), ImVec2(c.x + r * 0.8f, c.y + r * 0.8f),
                  IM_COL32(40, 40, 40, 255), 2.0f, 0, 1.0f);
      break;
    case kResFood:  // the wheat icon on a token
      dl->AddCircleFilled(ImVec2(c.x + r * 0.08f, c.y + r * 0.12f), r * 1.08f, theme::shadow, 16);
      dl->AddCircleFilled(c, r * 1.05f, IM_COL32(38, 32, 26, 255), 16);
      kit::draw_icon(dl, icon::food, c, r * 1.9f, IM_COL32(150, 205, 90, 255));
      break;
    default:
      break;
  }
}

const char* roman(int era) {
  static const char* k[] = {"", "I", "II", "III"};
  return k[std::clamp(era, 0, 3)];
}

std::string region_name(int r) { return german() ? kRegionInfo[r].name_de : kRegionInfo[r].name_en; }
std::string region_short(int r) { return tr(std::string("rise.b.rs.") + kRegionInfo[r].code); }
std::string progress_name(int type) { return german() ? kProgressInfo[type].name_de : kProgressInfo[type].name_en; }
std::string territory_name(int type) { return german() ? kTerritoryInfo[type].name_de : kTerritoryInfo[type].name_en; }
std::string row_name(int row) { return german() ? kRowInfo[row].name_de : kRowInfo[row].name_en; }
std::string timing_name(int timing) { return tr(std::string("rise.b.timing.") + std::to_string(timing)); }

std::string progress_tooltip(const RiseState& st, int type) {
  const ProgressInfo& P = kProgressInfo[type];
  std::string t = progress_name(type) + "\n" + trf("rise.b.tip.era", {roman(P.era)}) + " · " + timing_name(P.timing) +
                  "\n\n" + tr(std::string("rise.b.eff.") + P.code);
  const int cost = st.progress_price(type);
  if (cost > 0) t += "\n" + trf("rise.b.tip.cost_gold", {std::to_string(cost)});
  if (P.copies > 1) t += "\n" + trf("rise.b.tip.copies", {std::to_string(P.copies)});
  if (P.red) t += "\n" + std::string(tr("rise.b.tip.red"));
  return t;
}

std::string territory_tooltip(int type) {
  const TerritoryInfo& T = kTerritoryInfo[type];
  std::string t = territory_name(type) + "\n";
  if (T.cubes) t += "\n" + trn("rise.b.tip.t_cubes", T.cubes, {std::to_string(T.cubes)});
  if (T.gold) t += "\n" + trf("rise.b.tip.t_gold", {std::to_string(T.gold)});
  if (T.discs) t += "\n" + trn("rise.b.tip.t_discs", T.discs, {std::to_string(T.discs)});
  if (T.food > 0) t += "\n" + trf("rise.b.tip.t_food", {std::to_string(T.food)});
  if (T.food < 0) t += "\n" + trf("rise.b.tip.t_food_cost", {std::to_string(-T.food)});
  if (T.vp) t += "\n" + trf("rise.b.tip.t_vp", {std::to_string(T.vp)});
  t += "\n" + trn("rise.b.tip.count", T.count, {std::to_string(T.count)});
  return t;
}

std::string upper_first(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string city_title(int c) { return emp::rise_city_name(c, language()); }
std::string empire_title(int era, int e) { return upper_first(emp::rise_empire_name(e, era, language())); }

std::string city_tooltip(const RiseState& st, int seat, int c) {
  const CityInfo& C = kCityInfo[c];
  std::string t = city_title(c) + " · " + trf("rise.b.tip.era", {roman(C.era)}) + "\n";
  const int cost = seat >= 0 ? st.city_price(seat, c) : C.cost_gold;
  t += "\n" + trf("rise.b.tip.city_cost", {std::to_string(cost)});
  if (C.wonder) {
    t += "\n" + trf("rise.b.tip.wonder_needs", {std::to_string(C.wonder_cubes), std::to_string(C.wonder_discs)});
    t += "\n" + trf("rise.b.tip.wonder_vp", {std::to_string(C.vp)});
    t += "\n" + std::string(tr("rise.b.tip.wonder_b"));
    return t;
  }
  t += "\n" + trf("rise.b.tip.city_vp", {std::to_string(C.vp)});
  if (C.food > 0) t += "\n" + trf("rise.b.tip.city_food", {std::to_string(C.food)});
  if (C.food < 0) t += "\n" + trf("rise.b.tip.city_food_cost", {std::to_string(-C.food)});
  if (C.disc_upkeep) t += "\n" + trf("rise.b.tip.city_disc_upkeep", {std::to_string(C.disc_upkeep)});
  if (C.income_gold) t += "\n" + trf("rise.b.tip.city_income_gold", {std::to_string(C.income_gold)});
  if (C.income_discs) t += "\n" + trf("rise.b.tip.city_income_discs", {std::to_string(C.income_discs)});
  return t;
}

std::string empire_tooltip(int era, int e) {
  const EmpireSide& S = kEmpireInfo[e].side[era >= 2 ? 1 : 0];
  std::string t =
      empire_title(era, e) + "\n\n" + trn("rise.b.tip.empire_regions", S.regions, {std::to_string(S.regions)});
  t += "\n" + std::string(tr(S.water ? "rise.b.tip.water" : "rise.b.tip.no_water"));
  t += "\n" + trf("rise.b.tip.battle_row", {"1", std::to_string(S.atk1), std::to_string(S.def1)});
  if (S.has_row2) t += "\n" + trf("rise.b.tip.battle_row", {"2", std::to_string(S.atk2), std::to_string(S.def2)});
  t += "\n\n" + std::string(tr(era >= 2 ? "rise.b.tip.side2" : "rise.b.tip.side1"));
  return t;
}

std::string trade_tooltip(int b) {
  const TradeBox& T = kTradeBox[b];
  std::string eras;
  for (int e = 1; e <= 3; ++e)
    if (T.eras & (1 << (e - 1))) eras += (eras.empty() ? "" : ", ") + std::string(roman(e));
  return trn(T.vp ? "rise.b.tip.trade_vp" : "rise.b.tip.trade_gold", T.discs,
             {std::to_string(T.discs), std::to_string(T.reward)}) +
         "\n" + trf("rise.b.tip.trade_eras", {eras}) + "\n" + tr("rise.b.tip.trade_once");
}

}  // namespace rise_ui

// ---- history: summaries at the end of each turn and VP per turn --------------------

namespace rise_ui {

struct Stats {
  int gold = 0, discs = 0, food = 0, pool = 0, map = 0, vp = 0, cities = 0, progress = 0;
};
Stats stats_of(const RiseState& st, int p) {
  const RiseState::Player& P = st.player(p);
  Stats s;
  s.gold = P.gold;
  s.discs = P.discs;
  s.food = P.food;
  s.pool = P.pool;
  for (int r = 0; r < kRegions; ++r) s.map += st.cubes(p, r);
  s.vp = P.vp;
  s.cities = std::popcount(P.city);
  s.progress = std::popcount(P.prog);
  return s;
}

struct Summary {
  int turn = 0;
  bool era_end = false;
  std::vector<Stats> before, after;
  int last_seat = -1;
  std::string last_en, last_de;  // the last action of the Actions phase (its effect is included)
  bool has_report = false;       // the engine's per-phase report of this turn
  RiseState::PhaseReport report;
};

// The end-of-turn summaries and the VP per turn, from the record follower.
struct History : kit::RecordListener {
  const kit::Host* host = nullptr;  // the seat names of the labels
  std::unique_ptr<emp::State> end_actions;
  int end_seat = -1;
  std::string end_en, end_de;
  std::vector<std::array<int, 8>> vp;  // [seat][turn 1..6], [7] = final; -1 unknown
  std::vector<Summary> summaries;
  int show = -1;  // summary index shown as a banner (newly reached while watching)
  // The position before the action being followed.
  int pre_phase = 0, pre_turn = 0, seat = -1;
  std::unique_ptr<emp::State> cand;
  std::string en, dee;

  void restart(const emp::State& start) override {
    end_actions.reset();
    end_seat = -1;
    summaries.clear();
    show = -1;
    vp.assign(static_cast<size_t>(start.num_players()), {});
    for (auto& row : vp) row.fill(-1);
  }
  void before(const emp::State& state, Action a, size_t) override {
    const auto& pre = static_cast<const RiseState&>(state);
    pre_phase = pre.phase();
    pre_turn = pre.turn();
    seat = pre.current_player();
    cand.reset();
    if (pre_phase == RiseState::kPhaseActions) {
      cand = pre.clone();
      const std::vector<std::string> names = host->seat_names();
      en = pre.action_label(a, emp::Lang::En, &names);
      dee = pre.action_label(a, emp::Lang::De, &names);
    }
  }
  void after(const emp::State& state, Action, size_t, bool live) override {
    const auto& post = static_cast<const RiseState&>(state);
    if (cand && (post.phase() != RiseState::kPhaseActions || post.turn() != pre_turn)) {
      end_actions = std::move(cand);
      end_seat = seat;
      end_en = en;
      end_de = dee;
    }
    const bool crossed = pre_phase < RiseState::kPhaseTurnOrder &&
                         (post.phase() >= RiseState::kPhaseTurnOrder || post.turn() != pre_turn);
    if (!crossed || !end_actions) return;
    const auto& ea = static_cast<const RiseState&>(*end_actions);
    Summary sm;
    sm.turn = pre_turn;
    sm.era_end = pre_turn == 2 || pre_turn == 4;
    for (int p = 0; p < post.num_players(); ++p) {
      sm.before.push_back(stats_of(ea, p));
      sm.after.push_back(stats_of(post, p));
      vp[static_cast<size_t>(p)][static_cast<size_t>(pre_turn)] =
          post.terminal() ? post.player(p).vp_before_final : post.player(p).vp;
      if (post.terminal()) vp[static_cast<size_t>(p)][7] = post.player(p).vp;
    }
    if (post.phase_report().turn == pre_turn) {
      sm.has_report = true;
      sm.report = post.phase_report();
    }
    sm.last_seat = end_seat;
    sm.last_en = end_en;
    sm.last_de = end_de;
    summaries.push_back(std::move(sm));
    end_actions.reset();
    if (live && !post.terminal()) show = static_cast<int>(summaries.size()) - 1;
  }
};

RiseUi::RiseUi(kit::Host& host) : kit::Board(host), hist(std::make_unique<History>()) { hist->host = &host; }
RiseUi::~RiseUi() = default;

}  // namespace rise_ui

namespace {
using namespace rise_ui;

// Follows the session's record with a shadow state (replaying from the start
// after an undo, a loaded link or a new game).
void update_history(RiseUi& ui) { ui.host().follow(*ui.hist); }

// What each seat gained or lost in the Food, Income and VP phases, from the
// engine's report (the numbers the rules produced, not a diff of the state).
// Narrow screens list it per player (a four-column table would be clipped).
void phase_table(Ctx& c, const Summary& sm, const char* id) {
  ImGui::TextDisabled("%s", tr("rise.b.sum.by_phase"));
  auto num = [](int v) { return (v > 0 ? "+" : v < 0 ? "−" : "") + std::to_string(std::abs(v)); };
  const int n = static_cast<int>(sm.after.size());
  std::vector<std::array<std::string, 3>> cells(static_cast<size_t>(n));
  for (int p = 0; p < n; ++p) {
    const auto& r = sm.report.seat[p];
    auto& cell = cells[static_cast<size_t>(p)];
    // Amounts with their components' icons (the column names the phase).
    cell[0] = num(r.food_net) + " " + icon::food;
    if (r.food_vp_lost) cell[0] += "\n" + trf("rise.b.sum.food_lost", {std::to_string(r.food_vp_lost)});
    if (r.food_gold) cell[0] += "\n" + trf("rise.b.sum.food_gold", {std::to_string(r.food_gold)});
    if (r.food_cities_discarded)
      cell[0] +=
          "\n" + trn("rise.b.sum.cities_given_up", r.food_cities_discarded, {std::to_string(r.food_cities_discarded)});
    cell[1].clear();
    for (const auto& [v, glyph] : {std::pair<int, const char*>{r.gold, icon::coin}, {r.discs, "○"}, {r.cubes, "■"}})
      if (v) cell[1] += (cell[1].empty() ? "" : "   ") + num(v) + " " + glyph;
    if (cell[1].empty()) cell[1] = "·";
    if (r.disc_upkeep) cell[1] += "\n" + trf("rise.b.sum.upkeep", {std::to_string(r.disc_upkeep)});
    if (r.upkeep_cities_discarded)
      cell[1] += "\n" + trn("rise.b.sum.cities_given_up", r.upkeep_cities_discarded,
                            {std::to_string(r.upkeep_cities_discarded)});
    cell[2] = trf("rise.b.sum.vp_split", {std::to_string(r.vp_regions), std::to_string(r.vp_tiles), icon::vp});
  }
  static const char* phases[] = {"rise.b.sum.phase_food", "rise.b.sum.phase_income", "rise.b.sum.phase_vp"};
  if (c.narrow) {
    for (int p = 0; p < n; ++p) {
      seat_token(c.host, p);
      ImGui::TextUnformatted(c.host.seat_name(p).c_str());
      ImGui::Indent();
      for (int k = 0; k < 3; ++k) wrapped(std::string(tr(phases[k])) + ": " + cells[static_cast<size_t>(p)][k]);
      ImGui::Unindent();
    }
    return;
  }
  const std::string tid = std::string(id) + "_phases";
  if (!ImGui::BeginTable(tid.c_str(), 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthFixed);
  for (const char* k : phases) ImGui::TableSetupColumn(tr(k));
  ImGui::TableHeadersRow();
  for (int p = 0; p < n; ++p) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    seat_token(c.host, p);
    ImGui::TextUnformatted(c.host.seat_name(p).c_str());
    for (int k = 0; k < 3; ++k) {
      ImGui::TableSetColumnIndex(k + 1);
      ImGui::TextWrapped("%s", cells[static_cast<size_t>(p)][k].c_str());
    }
  }
  ImGui::EndTable();
}

// What changed for each seat over the turn's end. Narrow screens list the
// changes per player, wrapped (eight columns would be clipped).
void summary_table(Ctx& c, const Summary& sm, const char* id) {
  const char* heads[] = {"rise.b.sum.food", "rise.b.sum.gold",  "rise.b.sum.discs", "rise.b.sum.pool",
                         "rise.b.sum.map",  "rise.b.sum.tiles", "rise.b.sum.vp"};
  auto deltas = [&](size_t p) {
    const Stats &b = sm.before[p], &a = sm.after[p];
    return std::array<int, 7>{a.food - b.food, a.gold - b.gold, a.discs - b.discs,
                              a.pool - b.pool, a.map - b.map,   (a.cities + a.progress) - (b.cities + b.progress),
                              a.vp - b.vp};
  };
  auto signed_text = [](int d) { return (d > 0 ? "+" : "−") + std::to_string(std::abs(d)); };
  // Each component's icon (with its name in the column; the cubes of the pool and the map by name).
  static const char* const glyphs[] = {icon::food, icon::coin, "○", "■", "■", "", icon::vp};
  static const bool by_icon[] = {true, true, true, false, false, false, true};
  if (c.narrow) {
    for (size_t p = 0; p < sm.after.size(); ++p) {
      seat_token(c.host, static_cast<int>(p));
      ImGui::TextUnformatted(c.host.seat_name(static_cast<int>(p)).c_str());
      const auto d = deltas(p);
      std::string line;
      for (size_t k = 0; k < d.size(); ++k)
        if (d[k] != 0)
          line += (line.empty() ? "" : " · ") + (by_icon[k] ? signed_text(d[k]) + " " + glyphs[k]
                                                            : std::string(tr(heads[k])) + " " + signed_text(d[k]));
      ImGui::Indent();
      if (line.empty())
        ImGui::TextDisabled("%s", tr("rise.b.sum.no_change"));
      else
        wrapped(line);
      ImGui::Unindent();
    }
  } else if (ImGui::BeginTable(
                 id, 8, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthStretch);
    for (size_t k = 0; k < std::size(heads); ++k)
      ImGui::TableSetupColumn((std::string(glyphs[k]) + (glyphs[k][0] ? " " : "") + tr(heads[k])).c_str());
    ImGui::TableHeadersRow();
    for (size_t p = 0; p < sm.after.size(); ++p) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      seat_token(c.host, static_cast<int>(p));
      ImGui::TextUnformatted(c.host.seat_name(static_cast<int>(p)).c_str());
      const auto d = deltas(p);
      for (size_t k = 0; k < d.size(); ++k) {
        ImGui::TableSetColumnIndex(static_cast<int>(k) + 1);
        if (d[k] == 0) {
          ImGui::TextDisabled("·");
          continue;
        }
        const ImVec4 col = d[k] > 0 ? ImVec4(0.55f, 0.9f, 0.5f, 1) : ImVec4(1.0f, 0.55f, 0.45f, 1);
        ImGui::TextColored(col, "%s", signed_text(d[k]).c_str());
      }
    }
    ImGui::EndTable();
  }
  if (sm.has_report) phase_table(c, sm, id);
  if (sm.last_seat >= 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped(trf("rise.b.sum.includes",
                {c.host.seat_name(sm.last_seat), language() == emp::Lang::De ? sm.last_de : sm.last_en}));
    ImGui::PopStyleColor();
  }
}

std::string summary_title(const Summary& sm) {
  return trf(sm.era_end ? "rise.b.sum.title_era" : "rise.b.sum.title", {std::to_string(sm.turn)});
}

void draw_summary_banner(Ctx& c) {
  History& h = *c.ui.hist;
  if (h.show >= static_cast<int>(h.summaries.size())) h.show = -1;
  if (h.show < 0) return;
  const Summary& sm = h.summaries[static_cast<size_t>(h.show)];
  kit::summary_banner(c.host, h.show, summary_title(sm), [&] { summary_table(c, sm, "##sumtab"); });
}

// ---- banner, speed control ----------------------------------------------------------

std::string phase_text(const RiseState& st) {
  std::string t = trf("rise.b.era_turn", {roman(st.era()), std::to_string(st.turn()), st.b_turn() ? "B" : "A"});
  t += " · ";
  t += tr(std::string("rise.phase.") + std::to_string(static_cast<int>(st.phase())));
  if (st.phase() == RiseState::kPhaseActions) {
    const int n = st.num_players();
    t += " · " + trf("rise.b.step",
                     {std::to_string(std::min(st.step() / n + 1, kActionsPerTurn)), std::to_string(kActionsPerTurn)});
  }
  return t;
}

// ---- the decision prompt ---------------------------------------------------------------

bool cancel_mark(const Ctx& c, size_t* mark) {
  const RiseState& st = c.st;
  const int d = st.decision();
  if (c.me < 0 || d == RiseState::kDecMain || d == RiseState::kDecPost) return false;
  if (d != RiseState::kDecPay && d != RiseState::kDecBChoose && d != RiseState::kDecEmpPlace &&
      d != RiseState::kDecEmpBattle && d != RiseState::kDecAlly)
    return false;
  const auto& acts = c.host.record().actions;
  for (size_t i = acts.size(); i-- > 0;) {
    if (c.host.actor(i) != c.me) return false;
    const uint32_t k = action_kind(acts[i]);
    if (k == kActRemoveDisc || (!st.b_turn() && (k == kActTakeEmpire || k == kActTakeProgress))) {
      *mark = i;
      return c.host.can_undo_to(i);
    }
    if (k == kActPay || k == kActPlace || k == kActRestart || k == kActBattle || k == kActTakeEmpire ||
        k == kActTakeProgress)
      continue;
    return false;
  }
  return false;
}

void prompt_button(Ctx& c, const std::string& label, Action a) {
  ImGui::PushID(static_cast<int>(a));
  if (ImGui::Button(label.c_str())) c.ui.try_choose(a);
  ImGui::PopID();
}

std::string free_label(const Ctx& c, Action a) {
  const uint32_t arg = action_arg(a);
  const int ty = static_cast<int>(arg >> 16), r = static_cast<int>((arg >> 8) & 0xFF),
            q = static_cast<int>((arg >> 4) & 0xF), k = static_cast<int>(arg & 0xF);
  if (ty == P1_IWP || ty == P2_GUN || ty == P3_ART)
    return trn("rise.b.free.remove", k,
               {progress_name(ty), std::to_string(k), c.host.seat_name(q), emp::rise::region_in(r, german())});
  if (ty == P1_SHB || ty == P2_LHB) return trn("rise.b.free.harbour", k, {progress_name(ty), std::to_string(k)});
  return trn("rise.b.free.cubes", k, {progress_name(ty), std::to_string(k)});
}

// "2 gold + 1 resource": what the chooser pays.
std::string pay_text(const int alloc[5]) {
  static const int order[] = {kPayGold, kPayDisc, kPayFood, kPayCube, kPayVp};
  std::string t;
  for (int k : order)
    if (alloc[k] > 0)
      t += (t.empty() ? "" : " + ") + trn("rise.b.pay.n." + std::to_string(k), alloc[k], {std::to_string(alloc[k])});
  return t;
}

// The removal cost of a B turn paid in one step. With one kind of payment
// left the rules leave no choice: one button pays it all ("Pay 4 gold").
// Otherwise a chooser (− / + per kind) starts from gold, then resources,
// food, cubes and VP, and one button pays the whole amount.
void pay_chooser(Ctx& c) {
  const RiseState& st = c.st;
  const RiseState::Player& P = st.player(c.me);
  const int have[5] = {P.gold, P.pool, P.discs, P.food, P.vp};
  static const int order[] = {kPayGold, kPayDisc, kPayFood, kPayCube, kPayVp};
  int total = 0, kinds = 0;
  for (int k = 0; k < 5; ++k) {
    total += have[k];
    kinds += have[k] > 0;
  }
  const int due = std::min(st.pay_left(), total);
  int* alloc = c.ui.pay_alloc;
  const int key = static_cast<int>(c.host.record().actions.size());
  if (c.ui.pay_key != key) {
    c.ui.pay_key = key;
    int left = due;
    for (int k : order) {
      alloc[k] = std::min(have[k], left);
      left -= alloc[k];
    }
  }
  int sum = 0;
  for (int k = 0; k < 5; ++k) {
    alloc[k] = std::clamp(alloc[k], 0, have[k]);
    sum += alloc[k];
  }
  const float bw = std::max(ImGui::GetFrameHeight() * 1.3f, 40.0f);
  if (kinds > 1) {
    for (int k : order) {
      if (have[k] <= 0) continue;
      ImGui::PushID(k);
      ImGui::BeginDisabled(alloc[k] <= 0);
      if (ImGui::Button("−", ImVec2(bw, bw))) --alloc[k];
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::BeginDisabled(alloc[k] >= have[k] || sum >= due);
      if (ImGui::Button("+", ImVec2(bw, bw))) ++alloc[k];
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(
          trf("rise.b.pay.row",
              {trn("rise.b.pay.n." + std::to_string(k), alloc[k], {std::to_string(alloc[k])}), std::to_string(have[k])})
              .c_str());
      ImGui::PopID();
    }
  }
  ImGui::BeginDisabled(sum != due || due <= 0);
  if (ImGui::Button(trf("rise.b.pay.all", {pay_text(alloc)}).c_str(), ImVec2(0, bw))) {
    // One payment after another, each through the move path (none reveals anything).
    bool ok = true;
    for (int k : order)
      for (int i = 0; i < alloc[k] && ok; ++i)
        ok = c.ui.try_choose(make_action(kActPay, static_cast<uint32_t>(k))) && !c.host.pending_choice();
    c.ui.pay_key = -1;
  }
  ImGui::EndDisabled();
  if (sum != due) {
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", trf("rise.b.pay.left", {std::to_string(due - sum)}).c_str());
  }
}

std::string prompt_text(const Ctx& c) {
  const RiseState& st = c.st;
  if (c.me < 0) return {};
  const int d = st.decision();
  std::string text;
  const RiseState::Player& P = st.player(c.me);
  switch (d) {
    case RiseState::kDecMain:
      text = st.b_turn() ? tr("rise.b.prompt.main_b") : tr("rise.b.prompt.main_a");
      break;
    case RiseState::kDecPay:
      text = trf("rise.b.prompt.pay", {std::to_string(st.pay_left())});
      break;
    case RiseState::kDecBChoose:
      text = trf("rise.b.prompt.bchoose", {row_name(st.pending_row())});
      break;
    case RiseState::kDecEmpPlace: {
      const int tile = st.pending_empire_tile();
      const int maxr = tile >= 0 ? kEmpireInfo[tile].side[st.era() >= 2 ? 1 : 0].regions : 0;
      text = trf("rise.b.prompt.place", {empire_title(st.era(), tile >= 0 ? tile : 0), std::to_string(P.pool)});
      (void)maxr;
      break;
    }
    case RiseState::kDecEmpBattle:
      text = tr("rise.b.prompt.battle");
      break;
    case RiseState::kDecPost:
      text = tr("rise.b.prompt.post");
      break;
    case RiseState::kDecAlly:
      text = tr("rise.b.prompt.ally");
      break;
    case RiseState::kDecFoodUpkeep:
      text = trf("rise.b.prompt.food", {city_title(st.pending_tile()),
                                        std::to_string(-kCityInfo[st.pending_tile()].food), std::to_string(P.food)});
      break;
    case RiseState::kDecDiscUpkeep:
      text = trf("rise.b.prompt.disc_upkeep", {city_title(st.pending_tile()), std::to_string(P.discs)});
      break;
    case RiseState::kDecEraKeep:
      if (st.pending_keep_kind() == kKeepEraProgress)
        text = trf("rise.b.prompt.keep_progress",
                   {progress_name(kProgressTileType[st.pending_tile()]), std::to_string(P.gold)});
      else
        text = trf("rise.b.prompt.keep_city", {city_title(st.pending_tile()), std::to_string(P.pool)});
      break;
    case RiseState::kDecTurnOrder:
      text = tr("rise.b.prompt.order");
      break;
    default:
      break;
  }
  return text;
}

// Buttons for the choices that are not places on the board.
void draw_prompt(Ctx& c) {
  const RiseState& st = c.st;
  if (c.me < 0) return;
  const int d = st.decision();
  bool first = true;
  auto button = [&](const std::string& label, Action a) {
    if (!first) flow_next(kit::button_width(label));
    first = false;
    prompt_button(c, label, a);
  };
  if (d == RiseState::kDecPay) {
    pay_chooser(c);
    first = false;
  }
  for (Action a : c.legal) {
    const uint32_t k = action_kind(a), arg = action_arg(a);
    switch (k) {
      case kActSkip:
        button(tr("rise.b.btn.skip"), a);
        break;
      case kActRestart:
        button(tr("rise.b.btn.restart"), a);
        break;
      case kActPlaceDone:
        button(tr("rise.b.btn.place_done"), a);
        break;
      case kActBattleDone:
        button(tr("rise.b.btn.battle_done"), a);
        break;
      case kActEndStep: {
        // Only free-action tiles are left after the action: ending the action
        // ends the turn in one click (not "End my action", then "End turn").
        const std::string label = tr("game.end_turn");
        if (!first) flow_next(kit::button_width(label));
        first = false;
        ImGui::PushID(static_cast<int>(a));
        if (ImGui::Button(label.c_str())) {
          c.ui.try_choose(a);
          c.host.end_turn_if_held(c.me);
        }
        ImGui::PopID();
        break;
      }
      case kActAlly:
        button(trf("rise.b.btn.ally", {c.host.seat_name(static_cast<int>(arg))}), a);
        break;
      case kActKeep:
        button(c.st.button_label(a, language(), &c.names), a);
        break;
      case kActDiscard:
        button(c.st.button_label(a, language(), &c.names), a);
        break;
      case kActOrder:
        button(trf("rise.b.btn.order", {std::to_string(arg + 1)}), a);
        break;
      case kActIdle:
        button(trf("rise.b.btn.idle", {row_name(static_cast<int>(arg))}), a);
        break;
      default:
        break;
    }
  }
  size_t mark = 0;
  if (cancel_mark(c, &mark)) {
    if (!first) flow_next(kit::button_width(tr("rise.b.btn.cancel")));
    first = false;
    if (ImGui::Button(tr("rise.b.btn.cancel"))) {
      Result r = c.host.undo_to(mark);
      if (!r.ok) c.ui.refuse(r.error);
    }
    item_tooltip(tr("rise.b.tip.cancel"));
  }
  // Free tiles usable now (also clickable on the player's panel).
  if (c.any(kActFree)) {
    ImGui::TextDisabled("%s", tr("rise.b.prompt.free_tiles"));
    first = true;
    for (Action a : c.legal)
      if (action_kind(a) == kActFree) button(free_label(c, a), a);
  }
}

void vp_chart(Ctx& c) {
  kit::ScoreChart chart;
  for (const auto& row : c.ui.hist->vp) {
    std::vector<int> r;
    for (int i = 1; i <= 7; ++i)
      r.push_back(row[static_cast<size_t>(i)] < 0 ? kit::ScoreChart::kNoPoint : row[static_cast<size_t>(i)]);
    chart.rows.push_back(r);
  }
  chart.label = [](int j) { return j == 7 ? std::string(tr("board.chart_final")) : std::to_string(j); };
  chart.disc_at_each_point = true;
  kit::score_chart(c.host, chart);
}

}  // namespace

void RiseUi::chosen(emp::Action) {
  Ctx c(*this);
  submit_sole_end(c);
}

void RiseUi::content() {
  Ctx c(*this);
  update_history(*this);
  draw_summary_banner(c);
  draw_map(c);
  if (c.narrow) {
    draw_tile_display(c);
    draw_action_display(c);
  } else {
    draw_action_display(c);
    draw_tile_display(c);
  }
  draw_turn_track(c);
  if (c.host.reviewing()) draw_player_panels(c);  // in play: the seat panels of the game screen
  const std::vector<Summary>& earlier = c.ui.hist->summaries;
  kit::summary_list(
      tr("rise.b.sum.earlier"), earlier.size(), [&](size_t i) { return summary_title(earlier[i]); },
      [&](size_t i) { summary_table(c, earlier[i], "##earlier"); });
}

std::string RiseUi::phase() { return phase_text(static_cast<const RiseState&>(host().state())); }

std::string RiseUi::prompt() {
  const Ctx c(*this);
  return prompt_text(c);
}

void RiseUi::decision_buttons() {
  Ctx c(*this);
  draw_prompt(c);
}

void RiseUi::seat_panel(int seat, bool compact) {
  Ctx c(*this);
  if (compact)
    draw_player_line(c, seat);
  else
    draw_player_panel(c, seat);
}

// Under the generic end screen (screens/game_over.cpp: ranking, points by
// category): the chart of the points per turn and the final board.
void RiseUi::game_over() {
  Ctx c(*this);
  update_history(*this);
  ImGui::Spacing();
  heading(tr("rise.b.over.chart"));
  vp_chart(c);
  ImGui::Spacing();
  draw_map(c);
  draw_player_panels(c);
}

std::unique_ptr<kit::Board> make_rise_board(kit::Host& host) { return std::make_unique<RiseUi>(host); }

}  // namespace empui
