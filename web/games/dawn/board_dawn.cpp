// Dawn of Empires board: entry point, shared helpers, the turn banner, the
// decision prompt with its buttons, the history (VP per round) and the
// end-of-game screen. See board_dawn.h.
#include "games/dawn/board_dawn.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "fonts.h"
#include "i18n.h"
#include "kit/banner.h"
#include "kit/icons.h"
#include "kit/score_chart.h"
#include "ui_util.h"

namespace empui {

using namespace emp::dawn;
using emp::DawnState;

namespace dawn_ui {

// ---- shared helpers ----------------------------------------------------------------

bool Ctx::any(uint32_t kind) const { return any_of(action_kind, kind); }

std::string label_of(const Ctx& c, Action a) { return c.st.button_label(a, language(), &c.names); }
std::string res_name(int r) { return tr_message("dawn.res." + std::to_string(std::clamp(r, 0, 4))); }
const char* res_icon(int r) {
  static const char* const kIcons[] = {icon::food, icon::production, icon::wealth, icon::money, icon::science};
  return kIcons[std::clamp(r, 0, 4)];
}
std::string terrain_name(int t) {
  if (t < 0 || t >= kTerrains) return tr("dawn.b.face_down");
  return german() ? kTerrainInfo[t].name_de : kTerrainInfo[t].name_en;
}
std::string tech_name(int t) { return german() ? kTechInfo[t].name_de : kTechInfo[t].name_en; }
std::string build_name(int b) {
  const BuildInfo& B = b < kImprovements ? kImprovementInfo[b] : kWonderInfo[b - kImprovements];
  return german() ? B.name_de : B.name_en;
}
std::string empire_name(int e) {
  if (e < 0 || e >= kEmpires) return "?";
  return german() ? kEmpireInfo[e].name_de : kEmpireInfo[e].name_en;
}
std::string action_type_name(int t) { return tr_message("dawn.action." + std::to_string(t)); }
std::string space_name(int space) {
  std::string s;
  for (int t = 0; t < kActionTypes; ++t)
    if ((kRondel[space - 1] >> t) & 1) s += (s.empty() ? "" : " / ") + action_type_name(t);
  return s;
}
std::string hex_name(const DawnState& st, int hex) {
  return st.place_name(hex, german() ? emp::Lang::De : emp::Lang::En);
}

std::string tech_tooltip(int t) {
  const TechInfo& T = kTechInfo[t];
  std::string s = tech_name(t) + " · " + tr(("dawn.b.colour." + std::to_string(T.colour)).c_str()) + "\n" +
                  (german() ? T.text_de : T.text_en) + "\n\n" + trf("dawn.b.tip.tech_cost", {std::to_string(T.cost)});
  if (T.happy) s += "\n" + trf("dawn.b.tip.happy", {std::to_string(T.happy)});
  s += "\n" + trf("dawn.b.tip.copies", {std::to_string(T.copies)});
  return s;
}

std::string build_tooltip(int b) {
  const bool wonder = b >= kImprovements;
  const BuildInfo& B = wonder ? kWonderInfo[b - kImprovements] : kImprovementInfo[b];
  std::string needs;
  for (int t = 0; t < kTechs; ++t)
    if ((B.needs >> t) & 1) needs += (needs.empty() ? "" : german() ? " oder " : " or ") + tech_name(t);
  std::string s = build_name(b) + " · " + tr(wonder ? "dawn.b.wonder" : "dawn.b.improvement") + "\n" +
                  (german() ? B.text_de : B.text_en) + "\n\n" +
                  trf("dawn.b.tip.build_cost", {std::to_string(B.money), std::to_string(B.prod)}) + "\n" +
                  trf("dawn.b.tip.needs", {needs});
  if (B.happy) s += "\n" + trf("dawn.b.tip.happy", {std::to_string(B.happy)});
  if (!wonder) s += "\n" + trf("dawn.b.tip.copies", {std::to_string(B.copies)});
  return s;
}

ImU32 terrain_u32(int t) {
  static const ImU32 k[] = {IM_COL32(0x4F, 0x8F, 0xCF, 255), IM_COL32(0x8C, 0xC8, 0x5A, 255),
                            IM_COL32(0xE4, 0xD4, 0x7A, 255), IM_COL32(0x3E, 0x7D, 0x3A, 255),
                            IM_COL32(0xB0, 0x84, 0x50, 255), IM_COL32(0x9A, 0x96, 0x90, 255),
                            IM_COL32(0xF0, 0xC8, 0x8C, 255)};
  if (t < 0 || t >= kTerrains) return IM_COL32(0x5A, 0x4E, 0x42, 255);
  return k[t];
}

ImU32 tech_colour_u32(int colour) {
  static const ImU32 k[] = {IM_COL32(0x4C, 0x9A, 0x4C, 255), IM_COL32(0x3F, 0x6F, 0xC0, 255),
                            IM_COL32(0xC9, 0xA2, 0x27, 255), IM_COL32(0xB8, 0x3A, 0x32, 255)};
  return k[std::clamp(colour, 0, 3)];
}

// ---- history: VP per round ----------------------------------------------------------

// The public scores at the end of every round of turns, from the record follower.
struct History : kit::RecordListener {
  std::vector<std::vector<int>> vp;  // [seat][round]: the score at the end of each round
  int round = 0;                     // the round before the action being followed
  void restart(const emp::State& start) override { vp.assign(static_cast<size_t>(start.num_players()), {}); }
  void before(const emp::State& pre, Action, size_t) override {
    const auto& st = static_cast<const DawnState&>(pre);
    round = st.turn() / st.num_players();
  }
  void after(const emp::State& post, Action, size_t, bool) override {
    const auto& st = static_cast<const DawnState&>(post);
    const int n = st.num_players();
    if (st.setup()) return;
    if (st.terminal() || st.turn() / n != round)
      for (int p = 0; p < n; ++p) vp[static_cast<size_t>(p)].push_back(st.score(p));
  }
};

DawnUi::DawnUi(kit::Host& host) : kit::Board(host), hist(std::make_unique<History>()) {}
DawnUi::~DawnUi() = default;

namespace {

void update_history(DawnUi& ui) { ui.host().follow(*ui.hist); }

std::string phase_text(const DawnState& st) {
  if (st.setup()) return tr_message("dawn.phase.1");
  std::string t = trf("dawn.b.round", {std::to_string(st.turn() / st.num_players() + 1)});
  if (st.final_round()) t += " · " + trf("dawn.b.final_round", {std::to_string(st.final_turns_left())});
  t += " · " + tr_message("dawn.phase." + std::to_string(st.progress().phase));
  return t;
}

// Whether an action type of the rondel space has a legal action now.
bool action_possible(const Ctx& c, int type) {
  switch (type) {
    case 0:
      return c.any(kActHarvest);
    case 1:
      return c.any(kActResearch);
    case 2:
      return c.any(kActRecruitWarrior) || c.any(kActRecruitSettler) || c.any(kActRelease);
    case 3:
      return c.any(kActStack);
    case 4:
      return c.any(kActExplore);
    case 5:
      return c.any(kActBuild);
    case 6:
      return c.any(kActGrow);
    default:
      return false;
  }
}

std::string prompt_of(const Ctx& c) {
  const DawnState& st = c.st;
  const int p = c.me;
  switch (st.decision()) {
    case DawnState::kDecEmpire:
      return tr("dawn.b.prompt.empire");
    case DawnState::kDecStart:
      return tr("dawn.b.prompt.start");
    case DawnState::kDecArrange:
      return trf("dawn.b.prompt.arrange", {empire_name(st.empire(p))});
    case DawnState::kDecRondel:
      return st.rondel(p) == 0 ? std::string(tr("dawn.b.prompt.rondel_first"))
                               : trf("dawn.b.prompt.rondel", {std::to_string(st.max_steps(p))});
    case DawnState::kDecAction: {
      // What to do in each action of the space that can be done now.
      std::string t;
      for (int k = 0; k < kActionTypes; ++k) {
        if (!((kRondel[st.rondel(p) - 1] >> k) & 1) || !action_possible(c, k)) continue;
        if (!t.empty()) t += " ";
        t += tr(("dawn.b.do." + std::to_string(k)).c_str());
      }
      return t.empty() ? std::string(tr("dawn.b.do.none")) : t;
    }
    case DawnState::kDecCollect:
      return trf("dawn.b.prompt.collect", {std::to_string(st.cubes_total()), std::to_string(st.collect_max())});
    case DawnState::kDecDiscard:
      return trf("dawn.b.prompt.discard", {std::to_string(st.discards_left())});
    case DawnState::kDecConvert:
      return trf("dawn.b.prompt.convert", {std::to_string(st.cubes_total())});
    case DawnState::kDecUpkeepFood:
      return trf("dawn.b.prompt.upkeep_food", {std::to_string(st.town_upkeep_of(p)), std::to_string(st.res(p, kFood))});
    case DawnState::kDecUpkeepMoney:
      // No warrior on the map: a legend may be returned, or the legends kept (rules 3).
      return trf(c.any(kActKeepLegends) ? "dawn.b.prompt.upkeep_money_keep" : "dawn.b.prompt.upkeep_money",
                 {std::to_string(st.military_upkeep_of(p)), std::to_string(st.res(p, kMoney))});
    case DawnState::kDecPhilosophy:
      return tr("dawn.b.prompt.philosophy");
    case DawnState::kDecRecruit2:
      return tr("dawn.b.prompt.recruit2");
    case DawnState::kDecMoveOpt:
    case DawnState::kDecMoveOpt2: {
      std::string t = trf("dawn.b.prompt.move_opt", {hex_name(st, st.stack_hex()), std::to_string(st.stack_warriors()),
                                                     std::to_string(st.stack_settlers())});
      if (st.stack_spirit()) t += " " + std::string(tr("dawn.b.prompt.with_spirit"));
      if (st.decision() == DawnState::kDecMoveOpt2) t += " " + std::string(tr("dawn.b.prompt.move_again"));
      return t;
    }
    case DawnState::kDecStack2:
      return tr("dawn.b.prompt.stack2");
    case DawnState::kDecRaid:
      return trf("dawn.b.prompt.raid", {c.host.seat_name(st.raid_victim())});
    case DawnState::kDecLegend:
      return tr("dawn.b.prompt.legend");
    case DawnState::kDecSpirit:
      return tr("dawn.b.prompt.spirit");
    default:
      return {};
  }
}

// The action kinds the map or the components offer by a click (no button).
bool clicked_elsewhere(uint32_t k) {
  switch (k) {
    case kActCollect:
    case kActRecruitWarrior:
    case kActRecruitSettler:
    case kActStep:
    case kActExplore:
    case kActRemoveWarrior:
    case kActSpirit:
    case kActResearch:
    case kActBuild:
    case kActRondel:
      return true;
    default:
      return false;
  }
}

}  // namespace

void DawnUi::frame() {
  Ctx c(*this);
  if (!c.any(kActRecruitSettler)) settler = false;
  if (!c.any(kActRecruitWarrior) && c.any(kActRecruitSettler)) settler = true;
}

}  // namespace dawn_ui

using namespace dawn_ui;

std::string DawnUi::prompt() {
  const Ctx c(*this);
  return prompt_of(c);
}

void DawnUi::decision_buttons() {
  Ctx c(*this);
  bool first = true;
  auto button = [&](const std::string& label, Action a, const std::string& tip = {}) {
    const std::string shown = kit::wrap_label(label);  // a phone: a long choice wraps
    flow(kit::button_width(shown), first);
    ImGui::PushID(static_cast<int>(a));
    const bool pressed = ImGui::Button(shown.c_str());
    ImGui::PopID();
    // A board item too (label "btn:<text>"), so tests find the decision's buttons.
    kit::board_item("btn:" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), a, c.has(a));
    if (!tip.empty()) kit::item_tooltip(tip);
    if (pressed) try_choose(a);
  };
  // Recruit: which unit a click on a tile recruits.
  if (c.any(kActRecruitWarrior) && c.any(kActRecruitSettler)) {
    const std::string l = c.ui.settler ? tr("dawn.b.btn.recruit_warrior_mode") : tr("dawn.b.btn.recruit_settler_mode");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(c.ui.settler ? tr("dawn.b.recruit_settler") : tr("dawn.b.recruit_warrior"));
    first = false;
    flow(kit::button_width(l), first);
    if (ImGui::Button(l.c_str())) c.ui.settler = !c.ui.settler;
    kit::board_control("btn:" + l, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  for (Action a : c.legal) {
    const uint32_t k = action_kind(a);
    if (clicked_elsewhere(k)) continue;
    if (k == kActArrange && static_cast<int>(action_arg(a)) != c.ui.arrange) continue;  // the one on the map
    std::string label = label_of(c, a);
    std::string tip;
    if (k == kActEmpire) {
      const EmpireInfo& E = kEmpireInfo[action_arg(a)];
      label = empire_name(static_cast<int>(action_arg(a)));
      std::string tiles;
      for (int i = 0; i < 3; ++i) tiles += (i ? ", " : "") + terrain_name(kTileInfo[E.tiles[i]].terrain);
      tip = trf("dawn.b.tip.empire", {tiles, std::to_string(E.grow_cost), std::to_string(E.settler_cost)});
    }
    button(label, a, tip);
  }
}

std::string DawnUi::phase() { return phase_text(static_cast<const DawnState&>(host().state())); }

void DawnUi::seat_panel(int seat, bool compact) {
  Ctx c(*this);
  draw_player_board(c, seat, compact);
}

void DawnUi::content() {
  Ctx c(*this);
  update_history(*this);
  draw_harvest(c);
  // The map, with the rondel beside it when there is room.
  const float avail = ImGui::GetContentRegionAvail().x;
  const float rw = rondel_width(c);
  const bool beside = !c.narrow && avail >= rw + c.fs * 26.0f;
  if (beside) {
    ImGui::BeginGroup();
    draw_map(c, avail - rw - c.fs);
    ImGui::EndGroup();
    ImGui::SameLine();
    draw_rondel(c);
  } else {
    draw_map(c, avail);
  }
  // The legend of the pieces.
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped(trf("dawn.b.map.legend", {empui::icon::warrior, empui::icon::settler, empui::icon::town}));
  ImGui::PopStyleColor();
  if (!beside) draw_rondel(c);
  draw_supply(c);
  draw_player_boards(c);
}

namespace {

void vp_chart(Ctx& c) {
  kit::ScoreChart chart;
  chart.rows = c.ui.hist->vp;
  size_t cols = 0;
  for (const auto& row : chart.rows) cols = std::max(cols, row.size());
  const size_t lab_step = std::max<size_t>(1, cols / 8);
  chart.label = [lab_step](int j) {
    return static_cast<size_t>(j) % lab_step == 0 ? std::to_string(j) : std::string();
  };
  chart.note = tr("dawn.b.chart.note");
  kit::score_chart(c.host, chart);
}

}  // namespace

void DawnUi::game_over() {
  Ctx c(*this);
  update_history(*this);
  const kit::Host& s = host();
  const auto bd = s.state().score_breakdown();
  if (!bd.empty()) {
    // Widths from the texts, not auto-fit: auto-fit measures in one frame and
    // applies in the next, and this screen is drawn only when something
    // changes (a total of 24 showed as "2", headers were cut).
    std::vector<int> total;
    s.state().scores(total);
    const float pad = ImGui::GetStyle().CellPadding.x * 2.0f;
    float names_w = ImGui::CalcTextSize(tr("game.players")).x;
    for (size_t q = 0; q < bd.size(); ++q)
      names_w = std::max(names_w, ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.x +  // the seat's token
                                      ImGui::CalcTextSize(s.seat_name(static_cast<int>(q)).c_str()).x);
    std::vector<float> cat_w(bd[0].size());
    for (size_t k = 0; k < bd[0].size(); ++k) {
      cat_w[k] = ImGui::CalcTextSize(tr_message(bd[0][k].key).c_str()).x;
      for (size_t q = 0; q < bd.size(); ++q)
        cat_w[k] = std::max(cat_w[k], ImGui::CalcTextSize(std::to_string(bd[q][k].value).c_str()).x);
    }
    float total_w = ImGui::CalcTextSize(tr("dawn.b.over.total")).x;
    ImGui::PushFont(fonts::large());
    for (int v : total) total_w = std::max(total_w, ImGui::CalcTextSize(std::to_string(v).c_str()).x);
    ImGui::PopFont();
    float wide_w = names_w + total_w + 2.0f * pad;
    for (float w : cat_w) wide_w += w + pad;
    // A row per seat, when it fits the width. A phone (or a narrow window)
    // leaves it out: the shared table above it (game_over.cpp: "points by
    // category", a column per seat) shows the same figures and fits; this one
    // scrolled sideways past the totals.
    const bool fits = !c.narrow && wide_w <= ImGui::GetContentRegionAvail().x;
    if (fits) {
      ImGui::Spacing();
      heading(tr("dawn.b.over.breakdown"));
    }
    if (fits &&
        ImGui::BeginTable("##breakdown", static_cast<int>(bd[0].size()) + 2,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthFixed, names_w + pad);
      for (size_t k = 0; k < bd[0].size(); ++k)
        ImGui::TableSetupColumn(tr_message(bd[0][k].key).c_str(), ImGuiTableColumnFlags_WidthFixed, cat_w[k] + pad);
      ImGui::TableSetupColumn(tr("dawn.b.over.total"), ImGuiTableColumnFlags_WidthFixed, total_w + pad);
      ImGui::TableHeadersRow();
      for (size_t q = 0; q < bd.size(); ++q) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        kit::seat_token(s, static_cast<int>(q));
        ImGui::TextUnformatted(s.seat_name(static_cast<int>(q)).c_str());
        for (size_t k = 0; k < bd[q].size(); ++k) {
          ImGui::TableSetColumnIndex(static_cast<int>(k) + 1);
          ImGui::TextUnformatted(std::to_string(bd[q][k].value).c_str());
        }
        ImGui::TableSetColumnIndex(static_cast<int>(bd[q].size()) + 1);
        const std::string v = std::to_string(total[q]);
        ImGui::PushFont(fonts::large());
        ImGui::TextUnformatted(v.c_str());
        ImGui::PopFont();
        kit::board_item("final:" + std::to_string(q) + "=" + v, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), 0,
                        false);
      }
      ImGui::EndTable();
    }
  }
  ImGui::Spacing();
  heading(tr("dawn.b.over.chart"));
  vp_chart(c);
  ImGui::Spacing();
  draw_map(c, ImGui::GetContentRegionAvail().x);
  ImGui::Spacing();
  draw_player_boards(c);
}

std::unique_ptr<kit::Board> make_dawn_board(kit::Host& host) { return std::make_unique<DawnUi>(host); }

}  // namespace empui
