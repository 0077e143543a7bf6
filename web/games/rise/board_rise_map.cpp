// Rise of Empires board: the world map. Regions are the polygons of
// assets/maps/rise.txt (rise_map.h), triangulated once by the kit (some are
// concave), filled by era colour, outlined, labelled with their VP standard, income and
// the cubes of every player (colour + symbol + count, the controller and the
// second marked). Clicking a highlighted region places cubes or starts a
// battle; an illegal click says why.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "core/messages.h"
#include "fonts.h"
#include "games/rise/board_rise.h"
#include "games/rise/rise_map.h"
#include "i18n.h"
#include "kit/map_view.h"
#include "kit/polygon.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::rise_ui {

using namespace emp::rise;

namespace {

using kit::fill_shape;
using kit::outline_shape;
using kit::point_in;
using kit::Shape;

constexpr ImU32 kSea = IM_COL32(0x9c, 0xc7, 0xe6, 255);
constexpr ImU32 kEra[4] = {0, IM_COL32(0xf3, 0xea, 0xd2, 255), IM_COL32(0xd9, 0xc0, 0x8a, 255),
                           IM_COL32(0xa9, 0x7c, 0x4f, 255)};
constexpr ImU32 kMed = IM_COL32(0x7f, 0xb3, 0xdf, 255);

// The action a click on region r asks about when r is not a target: a battle
// there (of my own seat, so the engine explains the region as a whole) while
// battling, otherwise placing one cube.
Action region_probe(const Ctx& c, int r) {
  if (c.me >= 0 && c.st.decision() == RiseState::kDecEmpBattle)
    return make_action(kActBattle, static_cast<uint32_t>(r << 16 | c.me << 8 | 0));
  return make_action(kActPlace, static_cast<uint32_t>(r << 8 | 1));
}

void region_popup(Ctx& c) {
  if (c.ui.pick_open) {
    ImGui::OpenPopup("##region_pick");
    c.ui.pick_open = false;
  }
  if (!ImGui::BeginPopup("##region_pick")) return;
  const int r = c.ui.pick_region;
  if (r < 0 || c.me < 0) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::PushFont(fonts::large());
  ImGui::TextUnformatted(region_name(r).c_str());
  ImGui::PopFont();
  const float bw = std::max(c.fs * 2.6f, 44.0f);
  bool any = false;
  // Cube count chooser (empire placement).
  int shown = 0;
  for (Action a : c.legal) {
    if (action_kind(a) != kActPlace || static_cast<int>(action_arg(a) >> 8) != r) continue;
    if (!any) ImGui::TextUnformatted(tr("rise.b.pick.how_many"));
    any = true;
    const int k = static_cast<int>(action_arg(a) & 0xFF);
    if (shown++ % 6) ImGui::SameLine();
    const std::string label = std::to_string(k) + "##place" + std::to_string(k);
    if (ImGui::Button(label.c_str(), ImVec2(bw, bw))) {
      c.ui.try_choose(a);
      ImGui::CloseCurrentPopup();
    }
  }
  // Battles and removal tiles.
  for (Action a : c.legal) {
    const uint32_t k = action_kind(a), arg = action_arg(a);
    std::string label;
    if (k == kActBattle && static_cast<int>(arg >> 16) == r) {
      const int q = static_cast<int>((arg >> 8) & 0xFF), row = static_cast<int>(arg & 0xFF);
      const int tile = c.st.pending_empire_tile();
      const EmpireSide& S = kEmpireInfo[tile >= 0 ? tile : 0].side[c.st.era() >= 2 ? 1 : 0];
      label = trf("rise.b.pick.battle", {c.host.seat_name(q), std::to_string(row + 1),
                                         std::to_string(row ? S.atk2 : S.atk1), std::to_string(row ? S.def2 : S.def1)});
    } else if (k == kActFree && ((arg >> 8) & 0xFF) == static_cast<uint32_t>(r)) {
      const int ty = static_cast<int>(arg >> 16);
      if (ty != P1_IWP && ty != P2_GUN && ty != P3_ART) continue;
      label = trf("rise.b.pick.remove",
                  {progress_name(ty), std::to_string(arg & 0xF), c.host.seat_name(static_cast<int>((arg >> 4) & 0xF))});
    } else {
      continue;
    }
    any = true;
    ImGui::PushID(static_cast<int>(a));
    if (ImGui::Button(label.c_str(), ImVec2(0, bw))) {
      c.ui.try_choose(a);
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  if (!any) ImGui::CloseCurrentPopup();
  if (ImGui::Button(tr("common.close"), ImVec2(0, bw))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

std::string region_tooltip(const Ctx& c, int r) {
  const RiseState& st = c.st;
  const RegionInfo& R = kRegionInfo[r];
  std::string t = region_name(r) + "\n" + trf("rise.b.tip.era", {roman(R.era)});
  if (R.part == kNewWorld) t += " · " + std::string(tr("rise.b.map.new_world"));
  if (R.part == kFarEast) t += " · " + std::string(tr("rise.b.map.far_east"));
  if (R.sea) t += " · " + std::string(tr("rise.b.tip.sea"));
  t += "\n" + trf("rise.b.tip.region_vp", {std::to_string(R.vp1), std::to_string(R.vp2)});
  if (R.income_kind != kResNone) {
    static const char* keys[] = {"", "rise.b.res.gold", "rise.b.res.discs", "rise.b.res.cubes", "rise.b.res.food"};
    t += "\n" + trf("rise.b.tip.region_income", {std::to_string(R.income), tr(keys[R.income_kind])});
  } else {
    t += "\n" + std::string(tr("rise.b.tip.region_no_income"));
  }
  int vp[emp::kMaxPlayers] = {}, inc[emp::kMaxPlayers] = {};
  st.region_awards(r, vp, inc);
  bool any = false;
  for (int p = 0; p < st.num_players(); ++p) {
    const int k = st.cubes(p, r);
    if (!k) continue;
    if (!any) t += "\n";
    any = true;
    t += '\n';
    t += trn("rise.b.tip.region_cubes", k, {c.host.seat_name(p), std::to_string(k), std::to_string(vp[p])});
    if (inc[p]) {
      t += ' ';
      t += trf("rise.b.tip.region_gets_income", {std::to_string(inc[p])});
    }
  }
  if (!any) t += "\n\n" + std::string(tr("rise.b.tip.region_empty"));
  // The engine's text for a region not open yet (its message table).
  if (R.era > st.era())
    t += "\n\n" + tr_message(emp::msg("rise.why.region_era", {"rise.era." + std::to_string(R.era)}));
  return t;
}

}  // namespace

void draw_map(Ctx& c) {
  const RiseState& st = c.st;
  const MapGeometry& G = map_geometry();
  const float avail = ImGui::GetContentRegionAvail().x;
  // The map fits the width; it zooms (pinch, Ctrl + wheel, the button) and
  // pans (swipe or drag) inside its frame (kit/map_view.h).
  const kit::MapFrame mf = kit::zoomable_map("##riseview", c.ui.view, G.width, G.height, avail);
  const float k = mf.k;
  const float w = G.width * k, h = G.height * k;
  const ImVec2 o = mf.origin;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool pressed = mf.clicked;
  const bool hovered = mf.hovered;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const ImVec2 mc((mouse.x - o.x) / k, (mouse.y - o.y) / k);
  int hover_r = -1;
  if (hovered)
    for (int r = 0; r < kRegions && hover_r < 0; ++r)
      if (point_in(G.regions[static_cast<size_t>(r)], mc)) hover_r = r;

  // Which regions are targets of a legal action now.
  uint32_t target = 0;
  for (Action a : c.legal) {
    const uint32_t kd = action_kind(a), arg = action_arg(a);
    if (kd == kActPlace) target |= 1u << (arg >> 8);
    if (kd == kActBattle) target |= 1u << (arg >> 16);
    if (kd == kActFree) {
      const uint32_t ty = arg >> 16;
      if (ty == P1_IWP || ty == P2_GUN || ty == P3_ART) target |= 1u << ((arg >> 8) & 0xFF);
    }
  }
  const bool targeting =
      c.me >= 0 && (c.st.decision() == RiseState::kDecEmpPlace || c.st.decision() == RiseState::kDecEmpBattle);

  // Sea and decoration.
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), kSea, 8.0f);
  const float fs = c.fs;
  const float small = std::clamp(fs * 0.72f * std::sqrt(k / 0.8f), 9.5f, fs * 0.85f);
  for (const MapDecoration& d : G.decorations) {
    if (d.sea) {
      fill_shape(dl, d.shape, o, k, kMed);
      outline_shape(dl, d.shape, o, k, IM_COL32(60, 100, 150, 255), 1.0f);
    } else {
      fill_shape(dl, d.shape, o, k, IM_COL32(0xe4, 0xe0, 0xd4, 255));
      outline_shape(dl, d.shape, o, k, IM_COL32(120, 110, 90, 200), 1.0f);
    }
  }
  for (const MapLabel& l : G.labels) {
    const std::string text = tr("rise.b.map." + l.name);
    const ImVec2 ts = text_size(small * 0.85f, text);
    text_at(dl, ImVec2(o.x + l.at.x * k - ts.x * 0.5f, o.y + l.at.y * k - ts.y * 0.5f), small * 0.85f,
            IM_COL32(30, 60, 100, 255), text);
  }

  // New World and Far East frames.
  auto frame = [&](uint32_t mask, const char* key) {
    ImVec2 mn(1e9f, 1e9f), mx(-1e9f, -1e9f);
    for (int r = 0; r < kRegions; ++r)
      if (mask & (1u << r)) {
        const Shape& s = G.regions[static_cast<size_t>(r)];
        mn = ImVec2(std::min(mn.x, s.min.x), std::min(mn.y, s.min.y));
        mx = ImVec2(std::max(mx.x, s.max.x), std::max(mx.y, s.max.y));
      }
    const ImVec2 a(o.x + (mn.x - 14) * k, o.y + (mn.y - 14) * k), b(o.x + (mx.x + 14) * k, o.y + (mx.y + 14) * k);
    dl->AddRect(a, b, IM_COL32(40, 80, 130, 200), 10.0f, 0, 1.5f);
    const std::string lab = tr(key);
    const ImVec2 ts = text_size(small, lab);
    const float ly = std::max(o.y + 2.0f, a.y - ts.y - 1.0f);
    dl->AddRectFilled(ImVec2(a.x + 6, ly), ImVec2(a.x + 14 + ts.x, ly + ts.y + 2), kSea);
    text_at(dl, ImVec2(a.x + 10, ly + 1), small, IM_COL32(20, 50, 100, 255), lab);
  };
  frame(kNewWorldMask, "rise.b.map.new_world");
  frame(kFarEastMask, "rise.b.map.far_east");

  // Regions.
  for (int r = 0; r < kRegions; ++r) {
    const RegionInfo& R = kRegionInfo[r];
    const Shape& s = G.regions[static_cast<size_t>(r)];
    ImU32 col = R.sea ? kMed : kEra[R.era];
    fill_shape(dl, s, o, k, col);
    if (R.era > st.era() && !st.terminal()) fill_shape(dl, s, o, k, IM_COL32(90, 100, 110, 90));  // not open yet
    if (r == hover_r) fill_shape(dl, s, o, k, IM_COL32(255, 255, 255, 60));
    if (targeting && (target & (1u << r))) fill_shape(dl, s, o, k, IM_COL32(255, 230, 120, 70));
  }
  for (int r = 0; r < kRegions; ++r) outline_shape(dl, G.regions[static_cast<size_t>(r)], o, k, theme::map_ink, 1.2f);
  for (int r = 0; r < kRegions; ++r)
    if (c.me >= 0 && (target & (1u << r)))
      outline_shape(dl, G.regions[static_cast<size_t>(r)], o, k, theme::legal, std::max(2.5f, 4.0f * k));
  for (const MapArrow& a : G.arrows)
    kit::double_arrow(dl, ImVec2(o.x + a.a.x * k, o.y + a.a.y * k), ImVec2(o.x + a.b.x * k, o.y + a.b.y * k), k,
                      IM_COL32(70, 45, 20, 255));

  // Labels: short name, VP standard, income, cubes.
  // Small maps (a phone without zoom) show the VP standard and the cubes only;
  // names and income are in the tooltip (tap) and in the zoomed map.
  const bool names = k >= 0.55f;
  const float num = names ? std::clamp(fs * 0.78f * std::sqrt(k / 0.8f), 10.5f, fs) : 10.0f;
  for (int r = 0; r < kRegions; ++r) {
    const RegionInfo& R = kRegionInfo[r];
    const ImVec2 centre = G.centres[static_cast<size_t>(r)];
    float y = o.y + centre.y * k;
    const float cx = o.x + centre.x * k;
    // Owners sorted by cubes.
    int seats[emp::kMaxPlayers], ns = 0;
    for (int p = 0; p < st.num_players(); ++p)
      if (st.cubes(p, r)) seats[ns++] = p;
    std::stable_sort(seats, seats + ns, [&](int a, int b) { return st.cubes(a, r) > st.cubes(b, r); });
    const int rows = ns == 0 ? 0 : (ns + 2) / 3;
    const float chip = num * 0.55f;
    const float block = (names ? small + 2 : 0) + num + 4 + rows * (chip * 2 + 4);
    y -= block * 0.5f;
    if (names) {
      const std::string nm = region_short(r);
      const ImVec2 ts = text_size(small, nm);
      text_at(dl, ImVec2(cx - ts.x * 0.5f, y), small, IM_COL32(50, 30, 10, 255), nm);
      y += small + 2;
    }
    // VP standard badge "vp1/vp2" and income.
    const std::string vps = std::to_string(R.vp1) + "/" + std::to_string(R.vp2);
    const ImVec2 vs = text_size(num, vps);
    const float inc_w = R.income_kind != kResNone && names ? num * 1.9f : 0.0f;
    const float bw = vs.x + 8 + inc_w;
    float x = cx - bw * 0.5f;
    dl->AddRectFilled(ImVec2(x, y), ImVec2(x + vs.x + 8, y + num + 2), IM_COL32(120, 20, 20, 235), 4.0f);
    text_at(dl, ImVec2(x + 4, y + 1), num, IM_COL32(255, 245, 220, 255), vps);
    if (inc_w > 0) {
      const float ix = x + vs.x + 8 + 3;
      dl->AddRectFilled(ImVec2(ix, y), ImVec2(ix + inc_w - 3, y + num + 2), IM_COL32(255, 255, 255, 200), 4.0f);
      res_icon(dl, ImVec2(ix + num * 0.45f, y + num * 0.5f + 1), num * 0.36f, R.income_kind);
      text_at(dl, ImVec2(ix + num * 0.95f, y + 1), num, IM_COL32(30, 30, 30, 255), std::to_string(R.income));
    }
    y += num + 4;
    // Cube chips: colour + symbol + count; gold ring = controller, silver = second.
    for (int row = 0; row < rows; ++row) {
      const int first = row * 3, cnt = std::min(3, ns - first);
      auto chip_w = [&](int i) { return chip * 2 + 7 + text_size(num, std::to_string(st.cubes(seats[i], r))).x; };
      float total = 0;
      for (int i = first; i < first + cnt; ++i) total += chip_w(i);
      float xx = cx - (total - 4) * 0.5f;
      for (int i = first; i < first + cnt; ++i) {
        const float cw = chip_w(i);
        const int p = seats[i];
        const int cubes = st.cubes(p, r);
        const ImVec2 cc(xx + chip, y + chip);
        const int top = st.cubes(seats[0], r);
        int second = -1;
        for (int j = 0; j < ns; ++j)
          if (st.cubes(seats[j], r) < top) {
            second = st.cubes(seats[j], r);
            break;
          }
        if (cubes == top)
          dl->AddRect(ImVec2(cc.x - chip - 2, cc.y - chip - 2), ImVec2(cc.x + chip + 2, cc.y + chip + 2),
                      IM_COL32(255, 215, 0, 255), 3.0f, 0, 2.0f);
        else if (cubes == second)
          dl->AddRect(ImVec2(cc.x - chip - 2, cc.y - chip - 2), ImVec2(cc.x + chip + 2, cc.y + chip + 2),
                      IM_COL32(235, 235, 245, 255), 3.0f, 0, 2.0f);
        draw_cube(dl, cc, chip, colour_of(c.host, p));
        const std::string n = std::to_string(cubes);
        kit::draw_counter(dl, ImVec2(cc.x + chip + 2, cc.y - num * 0.5f), num, n, IM_COL32(255, 255, 255, 200),
                          IM_COL32(20, 20, 20, 255), 1.0f);
        xx += cw;
      }
      y += chip * 2 + 4;
    }
    // Board item for tests and automation (a rectangle around the label).
    const Shape& s = G.regions[static_cast<size_t>(r)];
    board_item(std::string("region:") + R.code, ImVec2(o.x + s.min.x * k, o.y + s.min.y * k),
               ImVec2(o.x + s.max.x * k, o.y + s.max.y * k), 0, c.me >= 0 && (target & (1u << r)));
  }
  // The newest placement drops in: its cubes fall from the map's top edge
  // into the region (a battle's losses show in the log and the notice).
  if (const auto mv = c.ui.moving(); mv && action_kind(*mv) == kActPlace) {
    const int r = static_cast<int>(action_arg(*mv) >> 8), n = static_cast<int>(action_arg(*mv) & 0xFF);
    const int mover = c.host.actor(c.host.record().actions.size() - 1);
    if (r >= 0 && r < kRegions && mover >= 0) {
      const float t = kit::Board::ease(c.ui.motion());
      const ImVec2 to(o.x + G.centres[static_cast<size_t>(r)].x * k, o.y + G.centres[static_cast<size_t>(r)].y * k);
      const float chip = fs * 0.5f;
      for (int i = 0; i < std::min(n, 5); ++i) {
        const ImVec2 from(to.x + (static_cast<float>(i) - 2.0f) * chip * 1.2f, o.y);
        draw_cube(dl, ImVec2(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t), chip,
                  colour_of(c.host, mover));
      }
    }
  }
  dl->AddRect(o, ImVec2(o.x + w, o.y + h), IM_COL32(40, 60, 80, 255), 8.0f, 0, 1.5f);

  if (hover_r >= 0) {
    std::string t = region_tooltip(c, hover_r);
    if (c.me >= 0 && targeting && !(target & (1u << hover_r))) {
      const std::string why = c.ui.why_not(region_probe(c, hover_r));
      if (!why.empty() && t.find(why) == std::string::npos) t += "\n\n⚠ " + why;  // not twice ("opens in era")
    }
    tooltip_now(t);
  }
  if (pressed && hover_r >= 0) {
    if (c.me >= 0 && (target & (1u << hover_r))) {
      c.ui.pick_region = hover_r;
      c.ui.pick_open = true;
    } else {
      c.ui.try_choose(region_probe(c, hover_r));
    }
  }
  kit::end_map_view();
  region_popup(c);
  // Legend.
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped(tr("rise.b.map.legend"));
  ImGui::PopStyleColor();
}

// Where a move happened (kit::Board::where): the map's region of a placement
// or a battle; for a disc, its circle on the action display (a disc placed
// in an A turn: the seat's newest in that row, as the row fills from its
// right; a removed disc: the circle it left).
std::vector<std::string> RiseUi::where(emp::Action a, int seat) {
  const RiseState& st = static_cast<const RiseState&>(host().state());
  const uint32_t k = action_kind(a), arg = action_arg(a);
  auto region = [](uint32_t r) -> std::vector<std::string> {
    if (r >= static_cast<uint32_t>(kRegions)) return {};
    return {std::string("region:") + kRegionInfo[r].code};
  };
  auto circle = [](int row, int i) { return "circle:" + std::to_string(row) + ":" + std::to_string(i); };
  int row = -1;
  switch (k) {
    case kActPlace:
      return region(arg >> 8);
    case kActBattle:
      return region(arg >> 16);
    case kActFree:
      return region((arg >> 8) & 0xFF);
    case kActRemoveDisc:
      return {circle(static_cast<int>(arg >> 8), static_cast<int>(arg & 0xFF))};
    case kActTakeProgress:
      row = kRowProgress;
      break;
    case kActTakeTerritory:
      row = kRowTerritory;
      break;
    case kActTakeCity:
      row = kRowCity;
      break;
    case kActTakeEmpire:
      row = kRowEmpire;
      break;
    case kActTrade:
      row = kRowTrade;
      break;
    case kActIdle:
      row = static_cast<int>(arg);
      break;
    default:
      return {};
  }
  if (row < 0 || row >= kRows) return {};
  for (int i = st.circles_in_row(row) - 1; i >= 0; --i)
    if (st.circle(row, i) == seat) return {circle(row, i)};
  return {};
}

}  // namespace empui::rise_ui
