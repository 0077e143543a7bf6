// Dawn of Empires board: the supply (technologies by colour, improvements and
// wonders with their costs, copies left and owners; a click researches or
// builds), the active Harvest's cubes, and every player board (resources,
// huts and town upkeep, happiness, the military track with enslaved warriors
// and legends, military upkeep, units, experience, technologies, buildings).
#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "fonts.h"
#include "games/dawn/board_dawn.h"
#include "i18n.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::dawn_ui {

using namespace emp::dawn;

namespace {

// A supply card: colour bar, name, a cost badge, copies left, owners.
bool supply_card(Ctx& c, const std::string& id, float cw, float ch, ImU32 bar, const std::string& name,
                 const std::string& cost, const std::string& left, const std::vector<int>& owners, Action a, bool legal,
                 bool gone, const std::string& tip) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const bool clicked = kit::board_button(id.c_str(), ImVec2(cw, ch), a, legal);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1(p0.x + cw, p0.y + ch);
  dl->AddRectFilled(p0, p1, gone ? theme::paper_gone : theme::paper, 5.0f);
  dl->AddRectFilled(p0, ImVec2(p0.x + 6, p1.y), bar, 5.0f, ImDrawFlags_RoundCornersLeft);
  if (hovered) dl->AddRectFilled(p0, p1, IM_COL32(255, 255, 255, 50), 5.0f);
  // The name across the top, whole ("Hanging Gardens"): smaller where it would not fit.
  float f = c.fs * 0.78f;
  const float room = cw - 16.0f, nw = kit::text_size(f, name).x;
  if (nw > room) f = std::max(c.fs * 0.55f, f * room / nw);
  dl->PushClipRect(p0, ImVec2(p1.x - 4, p1.y), true);
  kit::text_at(dl, ImVec2(p0.x + 10, p0.y + 3), f, theme::card_ink, name);
  dl->PopClipRect();
  // The bottom line: copies left, the owners, the cost badge in the corner.
  const float fb = c.fs * 0.7f;
  kit::text_at(dl, ImVec2(p0.x + 10, p1.y - fb - 4), fb, IM_COL32(90, 75, 55, 255), left);
  const ImVec2 cs = kit::text_size(fb, cost);
  kit::draw_counter(dl, ImVec2(p1.x - cs.x - 6, p1.y - fb - 5), fb, cost, theme::badge, theme::badge_ink, 2.0f);
  float x = p1.x - cs.x - 10 - c.fs * 0.4f;
  for (auto it = owners.rbegin(); it != owners.rend(); ++it) {
    kit::draw_disc(dl, ImVec2(x, p1.y - c.fs * 0.5f), c.fs * 0.34f, kit::colour_of(c.host, *it));
    x -= c.fs * 0.78f;
  }
  if (legal)
    dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), theme::legal, 6.0f, 0, 3.0f);
  else
    dl->AddRect(p0, p1, theme::card_edge, 5.0f, 0, 1.0f);
  if (hovered) {
    std::string t = tip;
    if (legal)
      t += "\n\n▶ " + label_of(c, a);
    else if (c.me >= 0) {
      const std::string why = c.ui.why_not(a);
      if (!why.empty()) t += "\n\n⚠ " + why;
    }
    kit::tooltip_now(t);
  }
  return clicked;
}

float card_w(const Ctx& c, int per_row) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float sp = ImGui::GetStyle().ItemSpacing.x;
  if (c.narrow) return std::floor((avail - sp) / 2.0f) - 2.0f;  // two a row (flow() needs a little room)
  return std::min(c.fs * 10.5f,
                  std::floor((avail - sp * static_cast<float>(per_row - 1)) / static_cast<float>(per_row)) - 2.0f);
}

void owners_of_tech(const DawnState& st, int t, std::vector<int>& owners) {
  owners.clear();
  for (int p = 0; p < st.num_players(); ++p)
    if (st.has_tech(p, t)) owners.push_back(p);
}

}  // namespace

void draw_supply(Ctx& c) {
  const DawnState& st = c.st;
  if (st.setup()) return;
  const float ch = std::max(c.fs * 2.6f, 44.0f);
  std::vector<int> owners;
  heading_line(tr("dawn.b.supply.techs"), tr("dawn.b.supply.techs_hint"));
  for (int col = 0; col < 4; ++col) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(tech_colour_u32(col)));
    ImGui::TextUnformatted(tr(("dawn.b.colour." + std::to_string(col)).c_str()));
    ImGui::PopStyleColor();
    bool first = true;
    const float cw = card_w(c, 5);
    for (int t = 0; t < kTechs; ++t) {
      if (kTechInfo[t].colour != col) continue;
      owners_of_tech(st, t, owners);
      const Action a = make_action(kActResearch, static_cast<uint32_t>(t));
      flow(cw, first);
      const std::string id = std::string("tech:") + kTechInfo[t].id + "##tech";
      if (supply_card(c, id, cw, ch, tech_colour_u32(col), tech_name(t),
                      kit::amount(kTechInfo[t].cost, empui::icon::science),
                      trf("dawn.b.left", {std::to_string(st.tech_supply(t))}), owners, a, c.has(a),
                      st.tech_supply(t) == 0, tech_tooltip(t)))
        c.ui.try_choose(a);
    }
  }
  ImGui::Spacing();
  heading_line(tr("dawn.b.supply.buildings"), tr("dawn.b.supply.buildings_hint"));
  for (int kind = 0; kind < 2; ++kind) {
    ImGui::TextDisabled("%s", tr(kind ? "dawn.b.wonders" : "dawn.b.improvements"));
    bool first = true;
    const float cw = card_w(c, 5);
    for (int i = 0; i < (kind ? static_cast<int>(kWonders) : static_cast<int>(kImprovements)); ++i) {
      const int b = kind ? kImprovements + i : i;
      const BuildInfo& B = kind ? kWonderInfo[i] : kImprovementInfo[i];
      owners.clear();
      for (int p = 0; p < st.num_players(); ++p)
        if (kind ? st.has_wonder(p, i) : st.has_improvement(p, i)) owners.push_back(p);
      const std::string left = kind ? (st.wonder_owner(i) >= 0 ? std::string(tr("dawn.b.built"))
                                                               : trf("dawn.b.wonder_vp", {std::to_string(B.vp)}))
                                    : trf("dawn.b.left", {std::to_string(st.improvement_supply(i))});
      const bool gone = kind ? st.wonder_owner(i) >= 0 : st.improvement_supply(i) == 0;
      const std::string cost =
          kit::amount(B.money, empui::icon::money) + " " + kit::amount(B.prod, empui::icon::production);
      const Action a = make_action(kActBuild, static_cast<uint32_t>(b));
      flow(cw, first);
      const std::string id = std::string("build:") + B.id + "##build";
      std::string tip = build_tooltip(b);
      if (kind && b - kImprovements == kTempleOfMars && st.spirit_owner() >= 0)
        tip +=
            "\n" + trf("dawn.b.tip.spirit_state", {tr(("dawn.b.spirit." + std::to_string(st.spirit_state())).c_str())});
      if (supply_card(c, id, cw, ch, kind ? IM_COL32(140, 90, 160, 255) : IM_COL32(150, 120, 80, 255), build_name(b),
                      cost, left, owners, a, c.has(a), gone, tip))
        c.ui.try_choose(a);
    }
  }
  ImGui::Spacing();
}

void draw_harvest(Ctx& c) {
  const DawnState& st = c.st;
  const auto d = st.decision();
  if (d != DawnState::kDecCollect && d != DawnState::kDecDiscard && d != DawnState::kDecConvert) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(trf("dawn.b.harvest_of", {c.host.seat_name(st.active())}).c_str());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  bool any = false;
  for (int t = 0; t < kTerrains; ++t) {
    if (!st.cubes(t)) continue;
    any = true;
    ImGui::SameLine();
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const std::string lab = std::to_string(st.cubes(t)) + "× " + terrain_name(t);
    const ImVec2 ts = kit::text_size(c.fs * 0.85f, lab);
    const float cub = c.fs * 0.9f;
    ImGui::Dummy(ImVec2(cub + 4 + ts.x, c.fs * 1.4f));
    dl->AddRectFilled(ImVec2(p0.x, p0.y + 3), ImVec2(p0.x + cub, p0.y + 3 + cub), terrain_u32(t), 2.0f);
    dl->AddRect(ImVec2(p0.x, p0.y + 3), ImVec2(p0.x + cub, p0.y + 3 + cub), IM_COL32(20, 20, 20, 255), 2.0f);
    kit::text_at(dl, ImVec2(p0.x + cub + 4, p0.y + 3), c.fs * 0.85f, ImGui::GetColorU32(ImGuiCol_Text), lab);
    if (ImGui::IsItemHovered())
      kit::tooltip_now(trf("dawn.b.tip.cubes", {std::to_string(st.cubes(t)), terrain_name(t)}));
  }
  if (!any) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("dawn.b.no_cubes"));
  }
}

void draw_player_boards(Ctx& c) {
  const int n = c.st.num_players();
  heading_line(tr("dawn.b.boards"));
  const int first_seat = c.me >= 0 ? c.me : 0;
  for (int k = 0; k < n; ++k) draw_player_board(c, (first_seat + k) % n, false);
}

void draw_player_board(Ctx& c, int p, bool compact) {
  const DawnState& st = c.st;
  const int n = st.num_players();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  {
    ImGui::PushID(p);
    kit::seat_token(c.host, p);
    std::string title = fitted_name(c.host.seat_name(p), 0.3f);  // the empire and VP follow
    if (st.current_player() == p) title = "▶ " + title;
    if (st.empire(p) < kEmpires) title += " · " + empire_name(st.empire(p));
    if (!st.setup())
      title += " · " + trf("dawn.b.vp", {std::to_string(c.ui.count_up("vp" + std::to_string(p), st.score(p)))});
    if (compact) {  // one line: name, empire, VP and the resources
      ImGui::TextUnformatted(title.c_str());
      if (!(st.setup() && st.empire(p) >= kEmpires)) {
        std::string res;
        for (int r = 0; r < kResCount; ++r) res += (r ? "   " : "") + kit::amount(st.res(p, r), res_icon(r));
        // Beside the name when it fits, else on a line of its own (never past
        // the edge). Measured with the VP the title has after the setup (two
        // digits): a line does not break in two when the setup ends, which
        // would grow the seat strip and move the board under it.
        const std::string widest = st.setup() ? title + " · " + trf("dawn.b.vp", {"99"}) : title;
        if (ImGui::GetItemRectMin().x + ImGui::CalcTextSize(widest.c_str()).x + ImGui::GetStyle().ItemSpacing.x +
                ImGui::CalcTextSize(res.c_str()).x <=
            ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
          ImGui::SameLine();
        ImGui::TextDisabled("%s", res.c_str());
      } else {
        // Before the empire is chosen: its second line says so (the strip is as high before and after).
        ImGui::TextDisabled("%s", tr("dawn.b.no_empire"));
      }
      ImGui::PopID();
      return;
    }
    ImGui::PushFont(fonts::large());
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    if (st.setup() && st.empire(p) >= kEmpires) {
      ImGui::TextDisabled("%s", tr("dawn.b.no_empire"));
      ImGui::PopID();
      return;
    }
    // Resources: a bar 0..8 each.
    bool first = true;
    const float rw = c.narrow ? std::floor((ImGui::GetContentRegionAvail().x - 16) / 3.0f) : c.fs * 6.6f;
    for (int r = 0; r < kResCount; ++r) {
      flow(rw, first);
      const ImVec2 p0 = ImGui::GetCursorScreenPos();
      const float bh = c.fs * 1.7f;
      ImGui::Dummy(ImVec2(rw, bh));
      const int v = st.res(p, r);
      dl->AddRectFilled(p0, ImVec2(p0.x + rw, p0.y + bh), IM_COL32(70, 60, 48, 255), 4.0f);
      dl->AddRectFilled(p0, ImVec2(p0.x + rw * static_cast<float>(v) / 8.0f, p0.y + bh), IM_COL32(170, 140, 70, 255),
                        4.0f);
      kit::text_at(dl, ImVec2(p0.x + 4, p0.y + (bh - c.fs * 0.8f) * 0.5f), c.fs * 0.8f, IM_COL32(255, 250, 235, 255),
                   std::string(res_icon(r)) + " " + std::to_string(v));
      if (ImGui::IsItemHovered())
        kit::tooltip_now(trf("dawn.b.tip.res", {res_name(r), std::to_string(v)}) + "\n" +
                         tr(("dawn.b.tip.res." + std::to_string(r)).c_str()));
    }
    // Towns, happiness and upkeep; the military: legends, upkeep, units, experience (icons, each named by
    // its tooltip; the track below shows own and enslaved warriors).
    const int huts = st.huts_on_map(p);
    int enslaved = 0, held = 0;
    for (int q = 0; q < n; ++q) enslaved += st.enslaved(p, q), held += st.enslaved(q, p);
    int on_map = 0;
    for (int h = 0; h < kHexes; ++h) on_map += st.warriors(p, h);
    auto num = [](int v) { return std::to_string(v); };
    auto minus = [](int v) { return v > 0 ? "−" + std::to_string(v) : std::string("0"); };
    std::vector<IconStat> line{
        {std::string(empui::icon::hut) + " " + num(huts) + "/" + num(kHuts),
         trf("dawn.b.st.huts", {num(huts), num(kHuts)}) + "\n" + tr("dawn.b.tip.towns")},
        {std::string(empui::icon::food) + " " + minus(st.town_upkeep_of(p)),
         trf("dawn.b.st.town_upkeep", {num(st.town_upkeep_of(p))})},
        {std::string(empui::icon::happy) + " " + num(st.happy_faces(p)),
         trf("dawn.b.st.happy", {num(st.happy_faces(p))})},
        {std::string(empui::icon::unhappy) + " " + num(unhappy_faces(huts)),
         trf("dawn.b.st.unhappy", {num(unhappy_faces(huts))})},
        {std::string(empui::icon::money) + " " + minus(st.military_upkeep_of(p)),
         trf("dawn.b.st.mil_upkeep", {num(st.military_upkeep_of(p))}) + "\n" + tr("dawn.b.tip.military")},
        {std::string(empui::icon::warrior) + " " + num(on_map), trf("dawn.b.st.on_map", {num(on_map)})},
        {std::string(empui::icon::settler) + " " + num(st.settlers_on_map(p)),
         trf("dawn.b.st.settlers", {num(st.settlers_on_map(p))})},
        {std::string(empui::icon::crown) + " " + num(st.legends(p)), trf("dawn.b.st.legends", {num(st.legends(p))})},
        {std::string(empui::icon::army) + " " + num(st.xp(p)), trf("dawn.b.st.xp", {num(st.xp(p))})}};
    if (held > 0)
      line.push_back({std::string(empui::icon::penalty) + " " + num(held), trf("dawn.b.st.held", {num(held)})});
    stat_line(line, true);
    // Military track drawn: 7 spaces, pieces on them.
    {
      const float cell = std::min(c.fs * 1.6f, (ImGui::GetContentRegionAvail().x - 10) / 8.0f);
      const ImVec2 p0 = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(cell * 8, cell));
      int k2 = 0;
      for (int i = 0; i < kMilTrack; ++i) {
        const ImVec2 a(p0.x + cell * static_cast<float>(i), p0.y), b(a.x + cell - 2, a.y + cell - 2);
        dl->AddRectFilled(a, b, IM_COL32(200, 185, 150, 255), 3.0f);
      }
      for (int i = 0; i < st.own_track(p); ++i, ++k2)
        kit::draw_disc(dl, ImVec2(p0.x + cell * (static_cast<float>(k2) + 0.5f), p0.y + cell * 0.5f - 1), cell * 0.32f,
                       kit::colour_of(c.host, p));
      for (int q = 0; q < n; ++q)
        for (int i = 0; i < st.enslaved(p, q); ++i, ++k2) {
          const ImVec2 cc(p0.x + cell * (static_cast<float>(k2) + 0.5f), p0.y + cell * 0.5f - 1);
          kit::draw_disc(dl, cc, cell * 0.32f, kit::colour_of(c.host, q));
          dl->AddLine(ImVec2(cc.x - cell * 0.3f, cc.y - cell * 0.3f), ImVec2(cc.x + cell * 0.3f, cc.y + cell * 0.3f),
                      IM_COL32(20, 20, 20, 255), 2.0f);
        }
      if (ImGui::IsItemHovered())
        kit::tooltip_now(trf("dawn.b.st.track", {num(st.own_track(p)), num(enslaved)}) + "\n" + tr("dawn.b.tip.track"));
    }
    // Technologies, improvements, wonders as chips.
    first = true;
    auto chip = [&](const std::string& id, const std::string& text, ImU32 col, const std::string& tip) {
      const float w = kit::text_size(c.fs * 0.8f, text).x + 12;
      flow(w, first);
      const ImVec2 p0 = ImGui::GetCursorScreenPos();
      ImGui::InvisibleButton(id.c_str(), ImVec2(w, c.fs * 1.5f));
      dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + c.fs * 1.5f), col, 4.0f);
      kit::text_at(dl, ImVec2(p0.x + 6, p0.y + c.fs * 0.3f), c.fs * 0.8f, IM_COL32(255, 255, 255, 255), text);
      kit::item_tooltip(tip);
    };
    for (int t = 0; t < kTechs; ++t)
      if (st.has_tech(p, t))
        chip("##t" + std::to_string(t), tech_name(t), tech_colour_u32(kTechInfo[t].colour), tech_tooltip(t));
    for (int i = 0; i < kImprovements; ++i)
      if (st.has_improvement(p, i))
        chip("##i" + std::to_string(i), build_name(i), IM_COL32(130, 100, 65, 255), build_tooltip(i));
    for (int i = 0; i < kWonders; ++i)
      if (st.has_wonder(p, i))
        chip("##w" + std::to_string(i), build_name(kImprovements + i), IM_COL32(120, 75, 140, 255),
             build_tooltip(kImprovements + i));
    if (first) ImGui::TextDisabled("%s", tr("dawn.b.no_techs"));
    ImGui::Spacing();
    ImGui::PopID();
  }
}

}  // namespace empui::dawn_ui
