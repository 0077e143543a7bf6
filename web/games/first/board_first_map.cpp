// First Empires board: the map of the side in play. Areas are the polygons of
// assets/maps/first.txt (first_map.h), filled by region colour (with the
// colour's symbol, so colours are told apart without colour vision), oceans
// blue, areas out of play greyed. Explorers are discs in the owner's colour
// with their count; city tokens are face-down tiles in the owner's colour
// (their values are never drawn before the end). Moving: click an area with
// your explorers, then a highlighted neighbour (1 movement point per border);
// a highlighted rival region is attacked by a click.
#include <algorithm>
#include <cmath>
#include <vector>

#include "fonts.h"
#include "games/first/board_first.h"
#include "games/first/first_map.h"
#include "i18n.h"
#include "kit/polygon.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::first_ui {

using namespace emp::first;

namespace {

using kit::fill_shape;
using kit::outline_shape;

constexpr ImU32 kInnerSea = IM_COL32(0xB4, 0xD3, 0xE8, 255);
constexpr ImU32 kOceanFill = IM_COL32(0x6E, 0xA6, 0xD6, 255);

ImU32 tint(int colour) {
  const ImVec4 f = ImGui::ColorConvertU32ToFloat4(face_u32(colour));
  const float k = 0.55f;  // towards parchment, so pieces stand out
  return ImGui::ColorConvertFloat4ToU32(
      ImVec4(f.x * k + 0.96f * (1 - k), f.y * k + 0.92f * (1 - k), f.z * k + 0.82f * (1 - k), 1.0f));
}

// What a click on area a does now: the action (or 0 with *select set: it
// becomes the move's source), and whether it is a legal target.
struct Click {
  Action action = 0;
  bool legal = false;
  bool select = false;  // becomes / stops being the source of a move
  std::string badge;    // the cost or effect shown on a target
  std::string hint;     // why a click does nothing now (the board's own words)
  bool ask = false;     // another own area with explorers: move there, or make it the source?
};

Click click_of(const Ctx& c, int a) {
  Click k;
  const FirstState& st = c.st;
  if (c.me < 0) return k;
  auto legal = [&](Action x) { return c.has(x); };
  switch (st.decision()) {
    case FirstState::kDecMove: {
      const Action atk = make_action(kActAttack, static_cast<uint32_t>(a));
      if (c.ui.from >= 0 && a != c.ui.from) {
        const Action step = make_action(kActStep, static_cast<uint32_t>(c.ui.from << 8 | a));
        if (legal(step)) {
          Click to{step, true, false, tr("first.b.badge.step"), {}};
          to.ask = st.explorers(c.me, a) > 0 && st.mp_left() > 0;
          return to;
        }
      }
      if (legal(atk)) return {atk, true, false, tr("first.b.badge.attack"), {}};
      if (st.explorers(c.me, a) > 0 && st.mp_left() > 0) return {0, true, true, {}, {}};
      // Not a target: ask the engine about a step from the source, or about an
      // attack on a rival's region; an empty area first needs a source.
      if (c.ui.from >= 0 && a != c.ui.from)
        k.action = make_action(kActStep, static_cast<uint32_t>(c.ui.from << 8 | a));
      else if (st.owner(a) >= 0 && st.owner(a) != c.me)
        k.action = atk;
      else
        k.hint = tr("first.b.why.pick_source");
      return k;
    }
    case FirstState::kDecAttack: {
      const Action add = make_action(kActAdd, static_cast<uint32_t>(a));
      if (legal(add)) return {add, true, false, tr("first.b.badge.add"), {}};
      k.action = a == st.attack_target() ? make_action(kActCommit) : add;
      return k;
    }
    case FirstState::kDecRetreat:
      k.action = make_action(kActRetreat, static_cast<uint32_t>(a));
      break;
    case FirstState::kDecPlaceExpl:
      k.action = make_action(kActPlaceExplorer, static_cast<uint32_t>(a));
      break;
    case FirstState::kDecPlaceCity:
      k.action = make_action(kActPlaceCity, static_cast<uint32_t>(a));
      break;
    default:
      return k;
  }
  k.legal = legal(k.action);
  if (k.legal) k.badge = "+";
  return k;
}

std::string area_tooltip(const Ctx& c, int a, bool reveal) {
  const FirstState& st = c.st;
  const int side = st.side();
  const AreaInfo& A = kSides[side].areas[a];
  std::string t = area_name(side, a) + "\n";
  if (A.colour == kOcean)
    t += tr("first.b.tip.ocean");
  else
    t += trf("first.b.tip.region", {colour_name(A.colour)});
  if (!((st.in_play() >> a) & 1)) t += "\n" + trf("first.b.tip.out_of_play", {std::to_string(A.min_players)});
  for (int p = 0; p < st.num_players(); ++p) {
    if (st.explorers(p, a))
      t += "\n" +
           trn("first.b.tip.explorers", st.explorers(p, a), {c.host.seat_name(p), std::to_string(st.explorers(p, a))});
    if (st.start_region(p) == a) t += "\n" + trf("first.b.tip.start", {civ_name(st.civ(p))});
    for (int i = 0; i < kCityTokens; ++i)
      if (st.token_loc(p, i) == kLocBoard + a)
        t += "\n" + (reveal ? trf("first.b.tip.city_value", {c.host.seat_name(p), std::to_string(st.token_value(p, i))})
                            : trf("first.b.tip.city", {c.host.seat_name(p)}));
  }
  std::string nb;
  const uint32_t adj = map_tables().adj[side][a] & st.in_play();
  for (int b = 0; b < kSides[side].count; ++b)
    if ((adj >> b) & 1) nb += (nb.empty() ? "" : ", ") + area_name(side, b);
  if (!nb.empty()) t += "\n\n" + trf("first.b.tip.neighbours", {nb});
  return t;
}

void dashed(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float th, float dash) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  for (float s = 0; s < len; s += dash * 2) {
    const float e = std::min(len, s + dash);
    dl->AddLine(ImVec2(a.x + dx * s / len, a.y + dy * s / len), ImVec2(a.x + dx * e / len, a.y + dy * e / len), col,
                th);
  }
}

// A die-like colour mark: a rounded square in the face colour with the colour's symbol.
void colour_mark(ImDrawList* dl, ImVec2 c, float h, int colour) {
  dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), face_u32(colour), h * 0.35f);
  dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), IM_COL32(40, 30, 20, 255), h * 0.35f, 0, 1.0f);
  if (colour < kFaceK) kit::draw_symbol(dl, c, h * 0.62f, colour, ink_on(colour));
}

// A city token: a small house in the owner's colour, face down (no value) unless revealed.
void city_token(ImDrawList* dl, ImVec2 c, float h, int seat_colour, int value) {
  const ImVec2 pts[5] = {ImVec2(c.x - h, c.y + h), ImVec2(c.x - h, c.y - h * 0.2f), ImVec2(c.x, c.y - h * 1.1f),
                         ImVec2(c.x + h, c.y - h * 0.2f), ImVec2(c.x + h, c.y + h)};
  dl->AddConvexPolyFilled(pts, 5, IM_COL32(45, 38, 30, 255));
  dl->AddPolyline(pts, 5, kit::seat_colour_u32(seat_colour), ImDrawFlags_Closed, std::max(1.5f, h * 0.28f));
  if (value > 0) {
    const std::string v = std::to_string(value);
    const float fs = h * 1.5f;
    const ImVec2 ts = kit::text_size(fs, v);
    kit::text_at(dl, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.45f), fs, IM_COL32(255, 240, 200, 255), v);
  }
}

}  // namespace

void draw_map(Ctx& c, bool reveal) {
  const FirstState& st = c.st;
  const MapGeometry& G = map_geometry();
  const int side = st.side();
  const SideGeometry& S = G.side[side];
  const int count = kSides[side].count;
  const uint32_t in_play = st.in_play();
  const float avail = ImGui::GetContentRegionAvail().x;
  // The map fits the width (at most 60 lines wide); it zooms (pinch, Ctrl +
  // wheel, the button) and pans inside its frame (kit/map_view.h).
  const kit::MapFrame mf =
      kit::zoomable_map(reveal ? "##map_end" : "##map", c.ui.view, G.width, G.height, std::min(avail, c.fs * 60.0f));
  const float k = mf.k;
  const float w = G.width * k, h = G.height * k;
  const ImVec2 o = mf.origin;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool pressed = mf.clicked;  // not a drag, a pinch or a long press
  const bool hovered = mf.hovered;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const int hover = hovered ? area_at(G, side, ImVec2((mouse.x - o.x) / k, (mouse.y - o.y) / k), in_play) : -1;

  std::vector<Click> clicks(static_cast<size_t>(count));
  for (int a = 0; a < count; ++a)
    if ((in_play >> a) & 1) clicks[static_cast<size_t>(a)] = click_of(c, a);
  auto P = [&](ImVec2 v) { return ImVec2(o.x + v.x * k, o.y + v.y * k); };

  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), kInnerSea, 8.0f);
  // Oceans first, then land (islands lie inside their ocean).
  for (int pass = 0; pass < 2; ++pass)
    for (int a = 0; a < count; ++a) {
      const AreaInfo& A = kSides[side].areas[a];
      const bool ocean = A.colour == kOcean;
      if (ocean != (pass == 0)) continue;
      const kit::Shape& s = S.areas[static_cast<size_t>(a)];
      const bool live = (in_play >> a) & 1;
      ImU32 col = ocean ? kOceanFill : tint(A.colour);
      if (!live) col = ocean ? IM_COL32(150, 165, 180, 255) : IM_COL32(175, 172, 165, 255);
      fill_shape(dl, s, o, k, col);
      if (live && a == hover) fill_shape(dl, s, o, k, IM_COL32(255, 255, 255, 60));
      if (live && clicks[static_cast<size_t>(a)].legal && !clicks[static_cast<size_t>(a)].select)
        fill_shape(dl, s, o, k, IM_COL32(255, 230, 120, 80));
      outline_shape(dl, s, o, k, live ? theme::map_ink : IM_COL32(110, 105, 95, 255), live ? 1.2f : 1.0f);
    }
  // Straits: dashed lines between the two labels.
  for (const Strait& s : S.straits)
    if (((in_play >> s.a) & 1) && ((in_play >> s.b) & 1))
      dashed(dl, P(S.centres[static_cast<size_t>(s.a)]), P(S.centres[static_cast<size_t>(s.b)]), theme::map_ink,
             std::max(1.5f, 2.5f * k), std::max(4.0f, 7.0f * k));
  // Targets and the selected source.
  for (int a = 0; a < count; ++a) {
    const Click& ck = clicks[static_cast<size_t>(a)];
    if (ck.legal && !ck.select)
      outline_shape(dl, S.areas[static_cast<size_t>(a)], o, k, theme::legal, std::max(2.5f, 4.0f * k));
    if (a == c.ui.from)
      outline_shape(dl, S.areas[static_cast<size_t>(a)], o, k, IM_COL32(255, 255, 255, 255), std::max(3.0f, 5.0f * k));
  }
  if (c.me >= 0 && st.decision() == FirstState::kDecAttack && st.attack_target() >= 0)
    outline_shape(dl, S.areas[static_cast<size_t>(st.attack_target())], o, k, IM_COL32(200, 30, 30, 255),
                  std::max(3.0f, 5.0f * k));

  // Labels: name (when there is room), colour mark, explorers, city tokens.
  const bool names = k >= 0.5f;
  const float small = std::clamp(c.fs * 0.7f * std::sqrt(k / 0.8f), 9.0f, c.fs * 0.85f);
  const float r = std::max(6.5f, 10.0f * k);
  for (int a = 0; a < count; ++a) {
    const AreaInfo& A = kSides[side].areas[a];
    const ImVec2 cc = P(S.centres[static_cast<size_t>(a)]);
    const bool live = (in_play >> a) & 1;
    float y = cc.y - (names ? small + 2 : 0) - r * 0.5f;
    if (names) {
      const std::string nm = area_name(side, a);
      const ImVec2 ts = kit::text_size(small, nm);
      float x = std::clamp(cc.x - ts.x * 0.5f, o.x + small, o.x + w - ts.x - 3);
      if (A.colour != kOcean) {
        const float mh = small * 0.42f;
        x += mh + 1;
        colour_mark(dl, ImVec2(x - mh * 1.3f - 2, y + small * 0.5f), mh, A.colour);
      }
      kit::text_at(dl, ImVec2(x, y), small, live ? IM_COL32(40, 25, 10, 255) : IM_COL32(90, 85, 80, 255), nm);
      y += small + 2;
    } else if (A.colour != kOcean) {
      colour_mark(dl, ImVec2(cc.x, y), small * 0.38f, A.colour);
      y += small * 0.5f;
    }
    if (!live) {
      const std::string lab = trf("first.b.map.players", {std::to_string(A.min_players)});
      const ImVec2 ts = kit::text_size(small * 0.85f, lab);
      kit::text_at(dl, ImVec2(cc.x - ts.x * 0.5f, y), small * 0.85f, IM_COL32(70, 65, 60, 255), lab);
      continue;
    }
    // Pieces: explorers (disc + count) and city tokens, centred on one line.
    struct Piece {
      int seat, count, value;
      bool city;
    };
    std::vector<Piece> pieces;
    for (int p = 0; p < st.num_players(); ++p)
      if (st.explorers(p, a)) pieces.push_back({p, st.explorers(p, a), 0, false});
    for (int p = 0; p < st.num_players(); ++p)
      for (int i = 0; i < kCityTokens; ++i)
        if (st.token_loc(p, i) == kLocBoard + a) pieces.push_back({p, 0, reveal ? st.token_value(p, i) : 0, true});
    float total = 0;
    auto piece_w = [&](const Piece& pc) {
      return pc.city ? r * 2 + 3 : r * 2 + 2 + kit::text_size(small, std::to_string(pc.count)).x + 4;
    };
    for (const Piece& pc : pieces) total += piece_w(pc);
    float x = cc.x - total * 0.5f;
    const float py = y + r;
    for (const Piece& pc : pieces) {
      const int col = kit::colour_of(c.host, pc.seat);
      if (pc.city) {
        city_token(dl, ImVec2(x + r, py), r * 0.8f, col, pc.value);
      } else {
        kit::draw_disc(dl, ImVec2(x + r, py), r, col);
        kit::draw_counter(dl, ImVec2(x + r * 2 + 3, py - small * 0.5f), small, std::to_string(pc.count),
                          IM_COL32(255, 255, 255, 220), IM_COL32(20, 20, 20, 255), 1.0f);
      }
      x += piece_w(pc);
    }
    // Committed attackers.
    const Click& ck = clicks[static_cast<size_t>(a)];
    if (ck.legal && !ck.badge.empty()) {
      const ImVec2 ts = kit::text_size(small, ck.badge);
      const ImVec2 bp(cc.x - ts.x * 0.5f, py + r + 2);
      kit::draw_counter(dl, bp, small, ck.badge, theme::badge, theme::badge_ink, 3.0f);
    }
    // The board item: a square around the label (always inside the area).
    const float hb = std::max(r * 1.4f, 10.0f);
    // (An area that asks is its own item: the click opens the question.)
    c.ui.place(std::string("area:") + A.code, ImVec2(cc.x - hb, cc.y - hb), ImVec2(cc.x + hb, cc.y + hb));
    kit::board_item(std::string(ck.ask ? "ask:" : "region:") + A.code, ImVec2(cc.x - hb, cc.y - hb),
                    ImVec2(cc.x + hb, cc.y + hb), ck.action, ck.legal && !ck.select && ck.action != 0);
    if (ck.select)
      kit::board_item(std::string("source:") + A.code, ImVec2(cc.x - hb, cc.y - hb), ImVec2(cc.x + hb, cc.y + hb), 0,
                      true);
  }
  // The newest move slides: an explorer's step (or a retreat) from where it
  // was to where it goes, the attackers into the conquered region.
  if (const auto mv = c.ui.moving()) {
    const uint32_t kind = action_kind(*mv), arg = action_arg(*mv);
    const float t = kit::Board::ease(c.ui.motion());
    const int mover = c.host.actor(c.host.record().actions.size() - 1);
    auto slide = [&](int from, int to, int seat) {
      if (from < 0 || to < 0 || from >= count || to >= count || seat < 0) return;
      const ImVec2 a = P(S.centres[static_cast<size_t>(from)]), b = P(S.centres[static_cast<size_t>(to)]);
      kit::draw_disc(dl, ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), r, kit::colour_of(c.host, seat));
    };
    if (kind == kActStep) slide(static_cast<int>(arg >> 8), static_cast<int>(arg & 0xFF), mover);
    if (kind == kActRetreat && st.retreat_from() >= 0) slide(st.retreat_from(), static_cast<int>(arg), mover);
  }
  dl->AddRect(o, ImVec2(o.x + w, o.y + h), IM_COL32(40, 60, 80, 255), 8.0f, 0, 1.5f);

  if (hover >= 0) {
    std::string t = area_tooltip(c, hover, reveal);
    const Click& ck = clicks[static_cast<size_t>(hover)];
    if (c.me >= 0 && !ck.legal && ck.action != 0 && ((in_play >> hover) & 1)) {
      const std::string why = c.ui.why_not(ck.action);
      if (!why.empty()) t += "\n\n⚠ " + why;
    }
    if (c.me >= 0 && !ck.hint.empty()) t += "\n\n" + ck.hint;
    kit::tooltip_now(t);
  }
  if (pressed && hover >= 0 && c.me >= 0) {
    const Click& ck = clicks[static_cast<size_t>(hover)];
    if (ck.select) {
      c.ui.from = c.ui.from == hover ? -1 : hover;
    } else if (ck.ask) {
      c.ui.ask = hover;
      ImGui::OpenPopup("##first_ask");
    } else if (!ck.hint.empty()) {
      c.ui.refuse(ck.hint);
    } else if (ck.action != 0) {
      if (!c.ui.try_choose(ck.action) && st.decision() == FirstState::kDecMove) c.ui.from = -1;
    }
  }
  // Another of your areas while a source is chosen: a step there, or that area as the source.
  if (ImGui::BeginPopup("##first_ask")) {
    const int a = c.ui.ask;
    if (a < 0 || c.ui.from < 0 || st.decision() != FirstState::kDecMove) {
      ImGui::CloseCurrentPopup();
    } else {
      const std::string to = area_name(side, a);
      const float bw = std::min(c.fs * 18.0f, ImGui::GetMainViewport()->Size.x - c.fs * 3.0f);
      const auto popup_button = [&](const std::string& label) { return wide_button(label.c_str(), bw); };
      if (popup_button(trf("first.b.ask.move", {area_name(side, c.ui.from), to}))) {
        ImGui::CloseCurrentPopup();
        if (!c.ui.try_choose(make_action(kActStep, static_cast<uint32_t>(c.ui.from << 8 | a)))) c.ui.from = -1;
      }
      if (popup_button(trf("first.b.ask.source", {to}))) {
        ImGui::CloseCurrentPopup();
        c.ui.from = a;
      }
    }
    ImGui::EndPopup();
  }
  kit::end_map_view();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped(tr("first.b.map.legend"));
  ImGui::PopStyleColor();
}

// Where a move happened (kit::Board::where): the area an explorer stepped
// into, was placed in or retreated to, the region attacked or a city
// founded in; the track a seat raised (its marker's step); a scored card.
std::vector<std::string> FirstUi::where(Action a, int seat) {
  const FirstState& st = static_cast<const FirstState&>(host().state());
  const uint32_t k = action_kind(a), arg = action_arg(a);
  auto area = [&](uint32_t i) -> std::vector<std::string> {
    const int side = st.side();
    if (side < 0 || i >= static_cast<uint32_t>(kSides[side].count)) return {};
    return {std::string("area:") + kSides[side].areas[i].code};
  };
  switch (k) {
    case kActStep:
      return area(arg & 0xFF);
    case kActAttack:
    case kActAdd:
    case kActRetreat:
    case kActPlaceExplorer:
    case kActPlaceCity:
      return area(arg);
    case kActRaise:
      return {"track:" + std::to_string(seat) + ":" + std::to_string(arg)};
    case kActScore:
      return arg < static_cast<uint32_t>(kCards) ? std::vector<std::string>{std::string("card:") + kCardInfo[arg].id}
                                                 : std::vector<std::string>{};
    default:
      return {};
  }
}

}  // namespace empui::first_ui
