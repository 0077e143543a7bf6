// Rise of Empires board: the action display (five rows of circles), the tile
// display (progress, territory, city and empire tiles, trade boxes), the turn
// order track and one panel per player. Clicking a highlighted tile or circle
// submits its action; anything else says why not.
#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <string>

#include "fonts.h"
#include "games/rise/board_rise.h"
#include "i18n.h"
#include "kit/icons.h"
#include "kit/status_bar.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::rise_ui {

using namespace emp::rise;

namespace {

// Flow layout of equal-size cards.
struct Flow {
  float right = 0;
  bool first = true;
  void begin() {
    right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    first = true;
  }
  void next(float w) {
    if (!first && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x * 0.6f + w < right)
      ImGui::SameLine(0.0f, ImGui::GetStyle().ItemSpacing.x * 0.6f);
    first = false;
  }
};

// A card: background, legal highlight, content; clickable. Returns true when
// clicked. The tooltip of an illegal card adds the engine's reason.
bool card(Ctx& c, const std::string& label, ImVec2 size, Action a, bool legal, ImU32 bg,
          const std::function<void(ImDrawList*, ImVec2, ImVec2)>& content, const std::function<std::string()>& tip) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const bool clicked = board_button(label.c_str(), size, a, legal);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  dl->AddRectFilled(p0, p1, bg, 6.0f);
  if (hovered) dl->AddRectFilled(p0, p1, IM_COL32(255, 255, 255, 40), 6.0f);
  content(dl, p0, p1);
  if (legal)
    dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), theme::legal, 7.0f, 0, 3.0f);
  else
    dl->AddRect(p0, p1, theme::card_edge, 6.0f, 0, 1.0f);
  if (hovered) {
    std::string t = tip();  // built only when shown
    if (!legal) {
      const std::string why = c.ui.why_not(a);
      if (!why.empty()) t += "\n\n⚠ " + why;
    }
    tooltip_now(t);
  }
  if (clicked) {
    c.ui.try_choose(a);
    return true;
  }
  return false;
}

void heading_line(Ctx& c, const std::string& text, const std::string& extra = {}) {
  ImGui::PushFont(fonts::large());
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopFont();
  if (!extra.empty()) {
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", extra.c_str());
  }
  (void)c;
}

// Small "icon + number" at pos; returns the width used.
float icon_num(ImDrawList* dl, ImVec2 pos, float size, int res, const std::string& n, ImU32 ink = theme::card_ink) {
  res_icon(dl, ImVec2(pos.x + size * 0.45f, pos.y + size * 0.55f), size * 0.4f, res);
  text_at(dl, ImVec2(pos.x + size, pos.y), size, ink, n);
  return size + text_size(size, n).x + size * 0.35f;
}

// Water on an empire tile: two small waves.
void water_icon(ImDrawList* dl, ImVec2 pos, float size) {
  const ImU32 col = IM_COL32(30, 90, 180, 255);
  for (int row = 0; row < 2; ++row) {
    const float y = pos.y + size * (0.35f + 0.35f * static_cast<float>(row));
    ImVec2 pts[9];
    for (int i = 0; i < 9; ++i) {
      const float t = static_cast<float>(i) / 8.0f;
      pts[i] = ImVec2(pos.x + t * size * 1.1f, y + std::sin(t * 6.2832f) * size * 0.1f);
    }
    dl->AddPolyline(pts, 9, col, 0, 1.5f);
  }
}

void vp_text(ImDrawList* dl, ImVec2 pos, float size, const std::string& t) {
  const ImVec2 ts = text_size(size, t);
  dl->AddRectFilled(ImVec2(pos.x - 2, pos.y), ImVec2(pos.x + ts.x + 2, pos.y + ts.y), IM_COL32(120, 20, 20, 235), 3.0f);
  text_at(dl, pos, size, IM_COL32(255, 245, 220, 255), t);
}

ImVec2 card_size(const Ctx& c) {
  const float gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
  return ImVec2(c.narrow ? std::max(c.fs * 6.0f, std::floor((ImGui::GetContentRegionAvail().x - 2 * gap - 2) / 3.0f))
                         : c.fs * 8.2f,
                c.fs * 3.9f);
}

// The section's keys in a stable order for this turn (see Slots).
const std::vector<int>& stable_slots(Slots& s, int stamp, const std::vector<int>& now) {
  if (s.stamp != stamp) {
    s.stamp = stamp;
    s.keys = now;
    return s.keys;
  }
  for (int k : now)
    if (std::find(s.keys.begin(), s.keys.end(), k) == s.keys.end()) s.keys.push_back(k);
  return s.keys;
}

// Where a tile was taken this turn: an empty frame of the card's size.
void gap(ImVec2 size) {
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::Dummy(size);
  ImGui::GetWindowDrawList()->AddRect(p0, ImVec2(p0.x + size.x, p0.y + size.y), IM_COL32(110, 95, 70, 160), 6.0f, 0,
                                      1.0f);
}

std::string take_label(const Ctx& c, Action a, const char* suffix) {
  return c.st.button_label(a, language(), &c.names) + "##" + suffix;
}

}  // namespace

// ---- action display ---------------------------------------------------------------------

void draw_action_display(Ctx& c) {
  const RiseState& st = c.st;
  heading_line(c, tr("rise.b.ad.title"), st.b_turn() ? tr("rise.b.ad.b_hint") : tr("rise.b.ad.a_hint"));
  const float d = std::max(c.fs * 2.1f, 40.0f);  // circle cell (tap target)
  const float label_w = c.narrow ? 0.0f : c.fs * 6.5f;
  for (int row = 0; row < kRows; ++row) {
    ImGui::PushID(row);
    const int n = st.circles_in_row(row);
    if (c.narrow) {
      ImGui::TextUnformatted(row_name(row).c_str());
    } else {
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(label_w, d));
      ImGui::GetWindowDrawList()->AddText(ImVec2(p.x, p.y + (d - c.fs) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text),
                                          row_name(row).c_str());
      item_tooltip(tr((std::string("rise.b.ad.row") + std::to_string(row)).c_str()));
      ImGui::SameLine(0, 4);
    }
    // Circle i = 0 is the rightmost; draw left to right.
    int next_free = -1;  // A turn: the circle the next disc goes to
    for (int i = 0; i < n; ++i)
      if (st.circle(row, i) < 0) {
        next_free = i;
        break;
      }
    for (int j = n - 1; j >= 0; --j) {
      const int owner = st.circle(row, j);
      // The click: B turn, remove this disc; A turn, a disc without an action
      // (only on the next free circle). The reason asks about this circle.
      const Action circle_a = make_action(kActRemoveDisc, static_cast<uint32_t>(row << 8 | j));
      const Action a = st.b_turn() ? circle_a : make_action(kActIdle, static_cast<uint32_t>(row));
      const bool legal = c.has(a) && (st.b_turn() || j == next_free);
      const std::string label =
          (legal ? c.st.button_label(a, language(), &c.names) : std::string("circle")) + "##c" + std::to_string(j);
      const ImVec2 p0 = ImGui::GetCursorScreenPos();
      const bool clicked = board_button(label.c_str(), ImVec2(d, d), a, legal);
      c.ui.place("circle:" + std::to_string(row) + ":" + std::to_string(j), p0, ImVec2(p0.x + d, p0.y + d));
      ImDrawList* dl = ImGui::GetWindowDrawList();
      const ImVec2 cc(p0.x + d * 0.5f, p0.y + d * 0.5f);
      const float r = d * 0.36f;
      const bool hint = !st.b_turn() && j == next_free && c.me >= 0 && st.decision() == RiseState::kDecMain;
      dl->AddCircleFilled(cc, r, IM_COL32(225, 215, 190, 255), 24);
      dl->AddCircle(cc, r, hint ? IM_COL32(255, 200, 40, 200) : IM_COL32(110, 90, 60, 255), 24, hint ? 2.0f : 1.2f);
      if (owner >= 0) draw_disc(dl, cc, r, colour_of(c.host, owner));
      if (legal) dl->AddCircle(cc, r + 3, theme::legal, 24, 3.0f);
      // The removal cost on top of everything (the highlight ring never covers it).
      if (owner >= 0 && st.b_turn()) {
        const std::string t = std::to_string(st.removal_price(row, j));
        const float ts = c.fs * 0.72f;
        const ImVec2 sz = text_size(ts, t);
        kit::draw_counter(dl, ImVec2(p0.x + d - sz.x - 3, p0.y + d - sz.y), ts, t, IM_COL32(250, 220, 90, 255),
                          IM_COL32(20, 20, 20, 255), 2.0f);
      }
      if (ImGui::IsItemHovered()) {
        std::string t = row_name(row) + " · " + trf("rise.b.ad.circle", {std::to_string(j + 1)});
        if (owner >= 0) t += "\n" + trf("rise.b.ad.disc_of", {c.host.seat_name(owner)});
        if (owner >= 0 && st.b_turn()) t += "\n" + trf("rise.b.ad.cost", {std::to_string(st.removal_price(row, j))});
        if (!legal && c.me >= 0) {
          const std::string why = c.ui.why_not(circle_a);
          if (!why.empty()) t += "\n\n⚠ " + why;
        }
        tooltip_now(t);
      }
      if (clicked) {
        if (legal)
          c.ui.try_choose(a);
        else
          c.ui.try_choose(circle_a);
      }
      if (j > 0) ImGui::SameLine(0, 2);
    }
    ImGui::PopID();
  }
  ImGui::Spacing();
}

// ---- tile display --------------------------------------------------------------------------

namespace {
// When a progress tile acts (ProgressInfo::timing): its band colour and emblem.
ImU32 timing_u32(int timing) {
  static constexpr ImU32 kBand[] = {IM_COL32(74, 128, 52, 255),  IM_COL32(176, 134, 36, 255),
                                    IM_COL32(150, 52, 40, 255),  IM_COL32(52, 100, 160, 255),
                                    IM_COL32(110, 72, 140, 255), IM_COL32(92, 92, 92, 255)};
  return timing >= 0 && timing < 6 ? kBand[timing] : kBand[5];
}
const char* timing_icon(int timing) {
  switch (timing) {
    case kTimFood:
      return empui::icon::food;
    case kTimIncome:
      return empui::icon::coin;
    case kTimVp:
      return empui::icon::vp;
    case kTimFree:
      return empui::icon::hourglass;
    case kTimRule:
      return empui::icon::crown;
    default:
      return empui::icon::trophy;
  }
}
}  // namespace

namespace {
// A territory tile's band and emblem: its terrain (the towns share one).
ImU32 territory_band(int ty) {
  static const ImU32 kBand[4] = {IM_COL32(196, 160, 52, 255), IM_COL32(52, 112, 170, 255), IM_COL32(52, 110, 58, 255),
                                 IM_COL32(138, 98, 58, 255)};
  return ty < 4 ? kBand[ty] : IM_COL32(112, 96, 80, 255);
}
const char* territory_icon(int ty) {
  static const char* const kIcon[4] = {empui::icon::plains, empui::icon::sea, empui::icon::forest, empui::icon::hills};
  return ty < 4 ? kIcon[ty] : empui::icon::town;
}
}  // namespace

void draw_tile_display(Ctx& c) {
  const RiseState& st = c.st;
  const int viewer = c.me >= 0 ? c.me : st.current_player();
  const ImVec2 cs = card_size(c);
  const float f1 = c.fs * 0.82f, f2 = c.fs * 0.72f;
  Flow flow;

  // Progress tiles.
  heading_line(c, tr("rise.b.td.progress"), trf("rise.b.td.facedown", {std::to_string(st.facedown_progress())}));
  flow.begin();
  const int stamp = st.turn();
  {
    std::vector<int> now;
    for (int ty = 0; ty < kProgressTypes; ++ty)
      if (progress_type_tiles(ty) & st.available_progress()) now.push_back(ty);
    for (int ty : stable_slots(c.ui.prog_slots, stamp, now)) {
      const uint64_t tiles = progress_type_tiles(ty) & st.available_progress();
      if (!tiles) {
        flow.next(cs.x);
        gap(cs);
        continue;
      }
      const ProgressInfo& P = kProgressInfo[ty];
      const Action a = make_action(kActTakeProgress, static_cast<uint32_t>(ty));
      const bool legal = c.has(a);
      const int cost = st.progress_price(ty);
      const bool aside = (tiles & st.side_progress()) != 0;
      const int copies = std::popcount(tiles);
      ImGui::PushID(ty);
      flow.next(cs.x);
      card(
          c, take_label(c, a, "prog"), cs, a, legal, IM_COL32(236, 226, 200, 255),
          [&](ImDrawList* dl, ImVec2 p0, ImVec2 p1) {
            // A tile: its band in the colour of when it acts (the emblem says it
            // too), the era in the corner, the effect under it.
            kit::CardFace face;
            face.band = timing_u32(P.timing);
            face.title = progress_name(ty);
            face.corner = roman(P.era);
            face.emblem = timing_icon(P.timing);
            face.body = tr(std::string("rise.b.eff.") + P.code);
            face.title_size = f1;
            face.body_size = f2 * 0.92f;
            face.foot = cost > 0 || copies > 1 ? f2 + 4 : 0.0f;
            kit::card_face(dl, p0, p1, face);
            if (P.red)
              dl->AddRectFilled(ImVec2(p0.x, p0.y + f1 + 6), ImVec2(p0.x + 4, p1.y), IM_COL32(200, 40, 30, 255));
            dl->PushClipRect(p0, p1, true);
            float x = p0.x + 8;
            const float y = p1.y - f2 - 4;
            if (cost > 0) x += icon_num(dl, ImVec2(x, y), f2, kResGold, std::to_string(cost));
            if (copies > 1) text_at(dl, ImVec2(x, y), f2, theme::card_ink, "×" + std::to_string(copies));
            if (aside) {
              const std::string t = tr("rise.b.td.aside");
              const ImVec2 ts = text_size(f2 * 0.9f, t);
              dl->AddRectFilled(ImVec2(p1.x - ts.x - 6, p1.y - ts.y - 3), ImVec2(p1.x - 2, p1.y - 2),
                                IM_COL32(90, 70, 40, 255), 3.0f);
              text_at(dl, ImVec2(p1.x - ts.x - 4, p1.y - ts.y - 3), f2 * 0.9f, IM_COL32(255, 240, 210, 255), t);
            }
            dl->PopClipRect();
          },
          [&] { return progress_tooltip(st, ty) + (aside ? "\n" + std::string(tr("rise.b.tip.aside")) : ""); });
      ImGui::PopID();
    }
  }

  // Territory tiles.
  heading_line(c, tr("rise.b.td.territory"), trf("rise.b.td.facedown", {std::to_string(st.facedown_territory())}));
  flow.begin();
  {
    bool any = false;
    std::vector<int> now;
    for (int ty = 0; ty < kTerritoryTypes; ++ty)
      if (kTerritoryTypeMask[ty] & st.available_territory()) now.push_back(ty);
    for (int ty : stable_slots(c.ui.terr_slots, stamp, now)) {
      const uint64_t tiles = kTerritoryTypeMask[ty] & st.available_territory();
      any = true;
      if (!tiles) {
        flow.next(cs.x);
        gap(cs);
        continue;
      }
      const TerritoryInfo& T = kTerritoryInfo[ty];
      const Action a = make_action(kActTakeTerritory, static_cast<uint32_t>(ty));
      const bool legal = c.has(a);
      const bool aside = (tiles & st.side_territory()) != 0;
      ImGui::PushID(100 + ty);
      flow.next(cs.x);
      card(
          c, take_label(c, a, "terr"), cs, a, legal, IM_COL32(214, 230, 196, 255),
          [&](ImDrawList* dl, ImVec2 p0, ImVec2 p1) {
            // A tile: its terrain's colour and emblem, the copies left in the corner, what it gives.
            kit::CardFace face;
            face.band = territory_band(ty);
            face.title = territory_name(ty);
            face.corner = "×" + std::to_string(std::popcount(tiles));
            face.emblem = territory_icon(ty);
            face.title_size = f1;
            const float y = kit::card_face(dl, p0, p1, face) + 2.0f;
            dl->PushClipRect(p0, p1, true);
            float x = p0.x + 6;
            if (T.cubes) x += icon_num(dl, ImVec2(x, y), f2, kResCube, "+" + std::to_string(T.cubes));
            if (T.gold) x += icon_num(dl, ImVec2(x, y), f2, kResGold, "+" + std::to_string(T.gold));
            if (T.discs) x += icon_num(dl, ImVec2(x, y), f2, kResDisc, "+" + std::to_string(T.discs));
            if (T.food)
              x +=
                  icon_num(dl, ImVec2(x, y), f2, kResFood, (T.food > 0 ? "+" : "−") + std::to_string(std::abs(T.food)));
            if (T.vp) vp_text(dl, ImVec2(x + 2, y), f2, std::to_string(T.vp) + " " + tr("rise.b.vp"));
            if (aside) text_at(dl, ImVec2(p0.x + 6, p1.y - f2 - 4), f2, theme::card_dim, tr("rise.b.td.aside"));
            dl->PopClipRect();
          },
          [&] { return territory_tooltip(ty); });
      ImGui::PopID();
    }
    if (!any) ImGui::TextDisabled("%s", tr("rise.b.td.none"));
  }

  // City tiles and wonders.
  heading_line(c, tr("rise.b.td.city"), trf("rise.b.td.facedown", {std::to_string(st.facedown_city())}));
  flow.begin();
  {
    bool any = false;
    std::vector<int> now;
    for (int ci = 0; ci < kCityTiles; ++ci)
      if ((st.available_city() >> ci) & 1) now.push_back(ci);
    for (int ci : stable_slots(c.ui.city_slots, stamp, now)) {
      any = true;
      if (!((st.available_city() >> ci) & 1)) {
        flow.next(cs.x);
        gap(cs);
        continue;
      }
      const CityInfo& C = kCityInfo[ci];
      const Action a = make_action(kActTakeCity, static_cast<uint32_t>(ci));
      const bool legal = c.has(a);
      const int cost = viewer >= 0 ? st.city_price(viewer, ci) : C.cost_gold;
      const bool aside = ((st.side_city() >> ci) & 1) != 0;
      ImGui::PushID(200 + ci);
      flow.next(cs.x);
      card(
          c, take_label(c, a, "city"), cs, a, legal,
          C.wonder ? IM_COL32(236, 214, 160, 255) : IM_COL32(222, 210, 232, 255),
          [&](ImDrawList* dl, ImVec2 p0, ImVec2 p1) {
            // A city or a wonder: its band and emblem, the era in the corner, cost and yield.
            kit::CardFace face;
            face.band = C.wonder ? IM_COL32(176, 134, 48, 255) : IM_COL32(110, 72, 140, 255);
            face.title = C.wonder ? city_title(ci) : std::string(tr("rise.b.city"));
            face.corner = roman(C.era);
            face.emblem = C.wonder ? empui::icon::temple : empui::icon::city;
            face.title_size = f1;
            float y = kit::card_face(dl, p0, p1, face) + 2.0f;
            dl->PushClipRect(p0, p1, true);
            float x = p0.x + 6;
            x += icon_num(dl, ImVec2(x, y), f2, kResGold, std::to_string(cost));
            if (C.wonder) {
              x += icon_num(dl, ImVec2(x, y), f2, kResCube, std::to_string(C.wonder_cubes));
              x += icon_num(dl, ImVec2(x, y), f2, kResDisc, std::to_string(C.wonder_discs));
            } else {
              if (C.food)
                x += icon_num(dl, ImVec2(x, y), f2, kResFood,
                              (C.food > 0 ? "+" : "−") + std::to_string(std::abs(C.food)));
              if (C.disc_upkeep) x += icon_num(dl, ImVec2(x, y), f2, kResDisc, "−" + std::to_string(C.disc_upkeep));
            }
            y = p1.y - f2 - 4;
            x = p0.x + 6;
            vp_text(dl, ImVec2(x + 2, y), f2,
                    std::to_string(C.vp) + " " + tr("rise.b.vp") + (C.wonder ? "" : tr("rise.b.td.per_turn")));
            if (aside)
              text_at(dl, ImVec2(p1.x - text_size(f2, tr("rise.b.td.aside")).x - 4, y), f2, theme::card_dim,
                      tr("rise.b.td.aside"));
            dl->PopClipRect();
          },
          [&] { return city_tooltip(st, viewer, ci); });
      ImGui::PopID();
    }
    if (!any) ImGui::TextDisabled("%s", tr("rise.b.td.none"));
  }

  // Empire tiles.
  heading_line(c, tr("rise.b.td.empire"), trf("rise.b.td.empire_side", {roman(st.era() >= 2 ? 2 : 1)}));
  flow.begin();
  {
    const ImVec2 es(std::max(c.fs * 5.6f, 44.0f), cs.y);
    for (int e = 0; e < kEmpireTiles; ++e) {
      const bool avail = (st.available_empire() >> e) & 1;
      const Action a = make_action(kActTakeEmpire, static_cast<uint32_t>(e));
      const bool legal = c.has(a);
      int taker = -1;
      for (int p = 0; p < st.num_players(); ++p)
        if ((st.player(p).emp >> e) & 1) taker = p;
      const EmpireSide& S = kEmpireInfo[e].side[st.era() >= 2 ? 1 : 0];
      ImGui::PushID(300 + e);
      flow.next(es.x);
      card(
          c, take_label(c, a, "emp"), es, a, legal, avail ? IM_COL32(230, 200, 170, 255) : IM_COL32(120, 110, 100, 255),
          [&](ImDrawList* dl, ImVec2 p0, ImVec2 p1) {
            dl->PushClipRect(p0, p1, true);
            text_at(dl, ImVec2(p0.x + 5, p0.y + 3), f1, theme::card_ink,
                    trn("rise.b.td.regions_n", S.regions, {std::to_string(S.regions)}));
            if (S.water) {
              const ImVec2 wp(p0.x + 5, p0.y + 5 + f1);
              water_icon(dl, wp, f2);
              text_at(dl, ImVec2(wp.x + f2 * 1.3f, wp.y), f2, IM_COL32(30, 90, 180, 255), tr("rise.b.td.water"));
            }
            std::string b = std::to_string(S.atk1) + ":" + std::to_string(S.def1);
            if (S.has_row2) b += " " + std::to_string(S.atk2) + ":" + std::to_string(S.def2);
            text_at(dl, ImVec2(p0.x + 5, p1.y - f2 - 4), f2, theme::card_dim, "⚔ " + b);
            if (taker >= 0)
              draw_disc(dl, ImVec2(p1.x - f1 * 0.7f, p1.y - f1 * 0.7f), f1 * 0.45f, colour_of(c.host, taker));
            dl->PopClipRect();
          },
          [&] {
            return empire_tooltip(st.era(), e) +
                   (taker >= 0 ? "\n" + trf("rise.b.tip.taken_by", {c.host.seat_name(taker)}) : "");
          });
      ImGui::PopID();
    }
  }

  // Trade boxes.
  heading_line(c, tr("rise.b.td.trade"));
  flow.begin();
  {
    const ImVec2 ts(std::max(c.fs * 5.4f, 44.0f), cs.y);
    const int ebit = 1 << (st.era() - 1);
    for (int b = 0; b < kTradeBoxes; ++b) {
      const TradeBox& T = kTradeBox[b];
      const Action a = make_action(kActTrade, static_cast<uint32_t>(b));
      const bool legal = c.has(a);
      const int user = st.trade_box_user(b);
      const bool usable = (T.eras & ebit) != 0;
      ImGui::PushID(400 + b);
      flow.next(ts.x);
      card(
          c, take_label(c, a, "trade"), ts, a, legal,
          usable ? IM_COL32(200, 222, 236, 255) : IM_COL32(130, 140, 150, 255),
          [&](ImDrawList* dl, ImVec2 p0, ImVec2 p1) {
            dl->PushClipRect(p0, p1, true);
            float x = p0.x + 5;
            const float y = p0.y + 4;
            x += icon_num(dl, ImVec2(x, y), f1, kResDisc, std::to_string(T.discs));
            text_at(dl, ImVec2(x, y), f1, theme::card_ink, "→");
            x += text_size(f1, "→ ").x;
            if (T.vp)
              vp_text(dl, ImVec2(x + 2, y), f1, std::to_string(T.reward));
            else
              icon_num(dl, ImVec2(x, y), f1, kResGold, std::to_string(T.reward));
            // Era marks: I II III, the usable ones dark.
            float ex = p0.x + 5;
            for (int e = 1; e <= 3; ++e) {
              const bool on = (T.eras >> (e - 1)) & 1;
              const std::string r = roman(e);
              text_at(
                  dl, ImVec2(ex, p1.y - f2 - 4), f2,
                  on ? (e == st.era() ? IM_COL32(150, 20, 20, 255) : theme::card_ink) : IM_COL32(150, 150, 150, 160),
                  r);
              ex += text_size(f2, r).x + 6;
            }
            if (user >= 0)
              draw_disc(dl, ImVec2(p1.x - f1 * 0.7f, p1.y - f1 * 0.7f), f1 * 0.45f, colour_of(c.host, user));
            dl->PopClipRect();
          },
          [&] {
            return trade_tooltip(b) + (user >= 0 ? "\n" + trf("rise.b.tip.taken_by", {c.host.seat_name(user)}) : "");
          });
      ImGui::PopID();
    }
  }
  ImGui::Spacing();
}

// ---- turn order track -----------------------------------------------------------------------

void draw_turn_track(Ctx& c) {
  const RiseState& st = c.st;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("rise.b.turn_order"));
  // Each place ("2. ● Bo") on the line while it fits, else on the next
  // (a phone's pane is narrower than five places); a long name is shortened.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float line_w = ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x;
  for (int i = 0; i < st.num_players(); ++i) {
    const int p = st.order_at(i);
    const std::string num = std::to_string(i + 1) + ".";
    const std::string name = kit::fit_lines(c.host.seat_name(p), line_w * 0.6f, 1);
    const float w = ImGui::CalcTextSize(num.c_str()).x + 3 + ImGui::GetTextLineHeight() + style.ItemSpacing.x +
                    ImGui::CalcTextSize(name.c_str()).x;
    if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + w <= right) ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(num.c_str());
    ImGui::SameLine(0, 3);
    seat_token(c.host, p, true);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(name.c_str());
    if (name != c.host.seat_name(p)) kit::item_tooltip(c.host.seat_name(p));
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", trf("rise.b.bank", {std::to_string(st.disc_bank())}).c_str());
}

// ---- player panels ------------------------------------------------------------------------------

namespace {

void free_popup(Ctx& c, int type) {
  const std::string id = "##free" + std::to_string(type);
  if (!ImGui::BeginPopup(id.c_str())) return;
  ImGui::TextUnformatted(progress_name(type).c_str());
  const float bh = std::max(c.fs * 2.2f, 40.0f);
  for (Action a : c.legal) {
    if (action_kind(a) != kActFree || static_cast<int>(action_arg(a) >> 16) != type) continue;
    ImGui::PushID(static_cast<int>(a));
    const uint32_t arg = action_arg(a);
    std::string label;
    if (type == P1_IWP || type == P2_GUN || type == P3_ART)
      label = trn("rise.b.free.remove", static_cast<int>(arg & 0xF),
                  {progress_name(type), std::to_string(arg & 0xF), c.host.seat_name(static_cast<int>((arg >> 4) & 0xF)),
                   emp::rise::region_in(static_cast<int>((arg >> 8) & 0xFF), german())});
    else if (type == P1_SHB || type == P2_LHB)
      label = trn("rise.b.free.harbour", static_cast<int>(arg & 0xF), {progress_name(type), std::to_string(arg & 0xF)});
    else
      label = trn("rise.b.free.cubes", static_cast<int>(arg & 0xF), {progress_name(type), std::to_string(arg & 0xF)});
    if (ImGui::Button(label.c_str(), ImVec2(0, bh))) {
      c.ui.try_choose(a);
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  if (ImGui::Button(tr("common.close"), ImVec2(0, bh))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void stat(ImDrawList* dl, const Ctx& c, int res, const std::string& value, const std::string& tip) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float s = c.fs;
  const float w = s + text_size(s, value).x + 4;
  ImGui::Dummy(ImVec2(w, s * 1.2f));
  res_icon(dl, ImVec2(p.x + s * 0.45f, p.y + s * 0.6f), s * 0.42f, res);
  text_at(dl, ImVec2(p.x + s, p.y + s * 0.1f), s, ImGui::GetColorU32(ImGuiCol_Text), value);
  item_tooltip(tip);
  ImGui::SameLine(0, s * 0.7f);
}

void chip(const std::string& text, ImU32 bg, ImU32 fg, const std::string& tip, bool highlight, float right,
          bool* clicked) {
  const ImVec2 ts = ImGui::CalcTextSize(text.c_str());
  const ImVec2 size(ts.x + 12, ts.y + 6);
  if (ImGui::GetItemRectMax().x + 6 + size.x < right) ImGui::SameLine(0, 6);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::PushID(text.c_str());
  const bool pressed = ImGui::InvisibleButton("##chip", size);
  ImGui::PopID();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p, ImVec2(p.x + size.x, p.y + size.y), bg, 4.0f);
  if (highlight)
    dl->AddRect(ImVec2(p.x - 1, p.y - 1), ImVec2(p.x + size.x + 1, p.y + size.y + 1), theme::legal, 5.0f, 0, 2.5f);
  dl->AddText(ImVec2(p.x + 6, p.y + 3), fg, text.c_str());
  item_tooltip(tip);
  if (clicked) *clicked = pressed;
}

void player_panel(Ctx& c, int p) {
  const RiseState& st = c.st;
  const RiseState::Player& P = st.player(p);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  (void)right;
  ImGui::PushFont(fonts::large());
  seat_token(c.host, p);
  std::string name = fitted_name(c.host.seat_name(p), 0.45f);  // the VP and turn order stay in the panel
  if (c.host.seat_is_bot(p)) name += " (" + std::string(tr("game.bot_tag")) + ")";
  if (st.current_player() == p) name = "▶ " + name;
  ImGui::TextUnformatted(name.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.5f, 1.0f), "%s",
                     trf("rise.b.panel.vp", {std::to_string(c.ui.count_up("vp" + std::to_string(p), P.vp))}).c_str());
  item_tooltip(tr("rise.b.tip.vp"));
  ImGui::SameLine();
  ImGui::TextDisabled("%s", trf("rise.b.panel.position", {std::to_string(st.position_of(p) + 1)}).c_str());

  stat(dl, c, kResGold, std::to_string(P.gold), tr("rise.b.tip.gold"));
  stat(dl, c, kResDisc, std::to_string(P.discs), tr("rise.b.tip.discs"));
  {
    const ImVec2 pp = ImGui::GetCursorScreenPos();
    const std::string v = trf("rise.b.panel.cubes", {std::to_string(P.pool), std::to_string(P.stock)});
    const float w = c.fs + text_size(c.fs, v).x + 4;
    ImGui::Dummy(ImVec2(w, c.fs * 1.2f));
    draw_cube(dl, ImVec2(pp.x + c.fs * 0.45f, pp.y + c.fs * 0.6f), c.fs * 0.36f, colour_of(c.host, p));
    text_at(dl, ImVec2(pp.x + c.fs, pp.y + c.fs * 0.1f), c.fs, ImGui::GetColorU32(ImGuiCol_Text), v);
    item_tooltip(tr("rise.b.tip.cubes"));
    ImGui::SameLine(0, c.fs * 0.7f);
  }
  // Food track 0..20.
  {
    const ImVec2 pp = ImGui::GetCursorScreenPos();
    const float w = c.fs * 7.0f, h = c.fs * 1.2f;
    ImGui::Dummy(ImVec2(w, h));
    res_icon(dl, ImVec2(pp.x + c.fs * 0.45f, pp.y + h * 0.5f), c.fs * 0.42f, kResFood);
    const ImVec2 b0(pp.x + c.fs, pp.y + h * 0.2f), b1(pp.x + w, pp.y + h * 0.8f);
    dl->AddRectFilled(b0, b1, IM_COL32(60, 55, 45, 255), 3.0f);
    const float f = std::clamp(static_cast<float>(P.food) / kFoodMax, 0.0f, 1.0f);
    dl->AddRectFilled(b0, ImVec2(b0.x + (b1.x - b0.x) * f, b1.y), IM_COL32(90, 170, 60, 255), 3.0f);
    const std::string t = std::to_string(P.food) + "/" + std::to_string(kFoodMax);
    text_at(dl, ImVec2(b0.x + 4, b0.y + (b1.y - b0.y - c.fs * 0.8f) * 0.5f), c.fs * 0.8f, IM_COL32(255, 255, 255, 255),
            t);
    item_tooltip(tr("rise.b.tip.food"));
  }

  // Owned tiles.
  const float rgt = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImGui::TextDisabled("%s", tr("rise.b.panel.tiles"));
  for (uint64_t m = P.prog; m; m &= m - 1) {
    const int t = std::countr_zero(m);
    const int ty = kProgressTileType[t];
    const bool used = (P.prog_used >> t) & 1, fresh = (P.prog_fresh >> t) & 1;
    bool usable = false;
    if (p == c.me)
      for (Action a : c.legal)
        if (action_kind(a) == kActFree && static_cast<int>(action_arg(a) >> 16) == ty) usable = true;
    std::string label = std::string(timing_icon(kProgressInfo[ty].timing)) + " " + progress_name(ty);
    if (used)
      label += " (" + std::string(tr("rise.b.panel.used")) + ")";
    else if (fresh && kProgressInfo[ty].timing == kTimFree)
      label += " (" + std::string(tr("rise.b.panel.new")) + ")";
    std::string tip = progress_tooltip(st, ty);
    if (used) tip += "\n\n" + std::string(tr("rise.b.tip.used"));
    if (usable) tip += "\n\n" + std::string(tr("rise.b.tip.use_now"));
    bool clicked = false;
    chip(label,
         used ? IM_COL32(90, 85, 75, 255)
              : (kProgressInfo[ty].red ? IM_COL32(130, 50, 40, 255) : IM_COL32(95, 75, 40, 255)),
         used ? IM_COL32(190, 185, 175, 255) : IM_COL32(255, 245, 225, 255), tip, usable, rgt, &clicked);
    if (clicked && usable) ImGui::OpenPopup(("##free" + std::to_string(ty)).c_str());
    if (usable) free_popup(c, ty);
  }
  for (int ty = 0; ty < kTerritoryTypes; ++ty) {
    const int n = std::popcount(P.terr & kTerritoryTypeMask[ty]);
    if (!n) continue;
    chip(std::string(territory_icon(ty)) + " " + territory_name(ty) + " ×" + std::to_string(n), territory_band(ty),
         IM_COL32(255, 252, 240, 255), territory_tooltip(ty), false, rgt, nullptr);
  }
  for (uint64_t m = P.city; m; m &= m - 1) {
    const int ci = std::countr_zero(m);
    chip(std::string(kCityInfo[ci].wonder ? empui::icon::temple : empui::icon::city) + " " + city_title(ci),
         kCityInfo[ci].wonder ? IM_COL32(150, 112, 40, 255) : IM_COL32(95, 62, 122, 255), IM_COL32(255, 248, 235, 255),
         city_tooltip(st, p, ci), false, rgt, nullptr);
  }
  for (int e = 0; e < kEmpireTiles; ++e)
    if ((P.emp >> e) & 1)
      chip(empire_title(st.era(), e), IM_COL32(120, 80, 50, 255), IM_COL32(255, 240, 220, 255),
           empire_tooltip(st.era(), e), false, rgt, nullptr);
  if (P.ally >= 0) {
    ImGui::TextDisabled("%s", trf("rise.b.panel.ally", {c.host.seat_name(P.ally)}).c_str());
  }
  if (!P.prog && !P.terr && !P.city && !P.emp) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("rise.b.td.none"));
  }
}

}  // namespace

void draw_player_panel(Ctx& c, int p) { player_panel(c, p); }

void draw_player_line(Ctx& c, int p) {
  const RiseState& st = c.st;
  const RiseState::Player& P = st.player(p);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  seat_token(c.host, p);
  std::string name = fitted_name(c.host.seat_name(p), 0.3f);  // the figures follow on this line
  if (st.current_player() == p) name = "▶ " + name;
  ImGui::TextUnformatted(name.c_str());
  ImGui::SameLine();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.5f, 1.0f), "%s",
                     trf("rise.b.panel.vp", {std::to_string(c.ui.count_up("vp" + std::to_string(p), P.vp))}).c_str());
  item_tooltip(tr("rise.b.tip.vp"));
  ImGui::SameLine(0, c.fs * 0.7f);
  stat(dl, c, kResGold, std::to_string(P.gold), tr("rise.b.tip.gold"));
  stat(dl, c, kResDisc, std::to_string(P.discs), tr("rise.b.tip.discs"));
  {
    const ImVec2 pp = ImGui::GetCursorScreenPos();
    const std::string v = std::to_string(P.pool);
    ImGui::Dummy(ImVec2(c.fs + text_size(c.fs, v).x + 4, c.fs * 1.2f));
    draw_cube(dl, ImVec2(pp.x + c.fs * 0.45f, pp.y + c.fs * 0.6f), c.fs * 0.36f, colour_of(c.host, p));
    text_at(dl, ImVec2(pp.x + c.fs, pp.y + c.fs * 0.1f), c.fs, ImGui::GetColorU32(ImGuiCol_Text), v);
    item_tooltip(tr("rise.b.tip.cubes"));
    ImGui::SameLine(0, c.fs * 0.7f);
  }
  stat(dl, c, kResFood, std::to_string(P.food), tr("rise.b.tip.food"));
  ImGui::NewLine();
}

void draw_player_panels(Ctx& c) {
  const RiseState& st = c.st;
  heading_line(c, tr("rise.b.players"));
  const int cols = c.narrow ? 1 : 2;
  if (!ImGui::BeginTable("##riseplayers", cols,
                         ImGuiTableFlags_BordersOuter | ImGuiTableFlags_BordersInner | ImGuiTableFlags_PadOuterX))
    return;
  for (int i = 0; i < st.num_players(); ++i) {
    const int p = st.order_at(i);
    ImGui::TableNextColumn();
    ImGui::PushID(p);
    ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, seat_u32(c.host, p, 0.12f));
    player_panel(c, p);
    ImGui::PopID();
  }
  ImGui::EndTable();
}

}  // namespace empui::rise_ui
