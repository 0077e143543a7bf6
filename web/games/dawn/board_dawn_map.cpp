// Dawn of Empires board: the hex map and the rondel. Hexes are the layout's
// axial coordinates (pointy tops, r southward) drawn with the board kit;
// face-down tiles are dark with a question mark for everyone. Towns sit on
// hex corners (a house in the owner's colour with its size), units are discs
// (warriors) and squares (settlers) in the owner's colour with their counts,
// the Spirit of Mars a star. A click on a highlighted tile or corner makes the
// decision's choice there (collect, recruit, move, explore, raid, found, grow,
// return a hut or a warrior, place the Spirit); a click on a rondel space
// moves the marker there.
#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

#include "fonts.h"
#include "games/dawn/board_dawn.h"
#include "i18n.h"
#include "kit/hex.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::dawn_ui {

using namespace emp::dawn;

namespace {

constexpr float kSqrt3 = 1.7320508f;

struct Click {
  Action action = 0;
  bool legal = false;
};

// What a click on tile h does now (or the action to ask the engine about).
Click hex_click(const Ctx& c, int h) {
  const DawnState& st = c.st;
  Click k;
  if (c.me < 0) return k;
  const MapTables& M = st.map();
  auto try_kind = [&](uint32_t kind) {
    const Action a = make_action(kind, static_cast<uint32_t>(h));
    if (c.has(a)) k = {a, true};
    return k.legal;
  };
  switch (st.decision()) {
    case DawnState::kDecStart:
      for (Action a : c.legal)
        for (int i = 0; i < 3; ++i)
          if (action_kind(a) == kActStart && M.start_hex[action_arg(a)][i] == h) return {a, true};
      return k;
    case DawnState::kDecCollect:
      if (!try_kind(kActCollect)) k.action = make_action(kActCollect, static_cast<uint32_t>(h));
      return k;
    case DawnState::kDecUpkeepMoney:
      if (!try_kind(kActRemoveWarrior)) k.action = make_action(kActRemoveWarrior, static_cast<uint32_t>(h));
      return k;
    case DawnState::kDecSpirit:
      if (!try_kind(kActSpirit)) k.action = make_action(kActSpirit, static_cast<uint32_t>(h));
      return k;
    case DawnState::kDecRecruit2:
      if (!try_kind(kActRecruitWarrior)) k.action = make_action(kActRecruitWarrior, static_cast<uint32_t>(h));
      return k;
    case DawnState::kDecMoveOpt:
    case DawnState::kDecMoveOpt2:
      if (!try_kind(kActStep)) k.action = make_action(kActStep, static_cast<uint32_t>(h));
      return k;
    case DawnState::kDecAction:
    case DawnState::kDecStack2: {
      const uint32_t rec = c.ui.settler ? kActRecruitSettler : kActRecruitWarrior;
      if (try_kind(rec) || try_kind(kActExplore)) return k;
      // The largest stack that can act from this tile (the smaller ones are buttons).
      int best = -1;
      for (Action a : c.legal) {
        if (action_kind(a) != kActStack || static_cast<int>(action_arg(a) >> 8) != h) continue;
        const uint32_t g = action_arg(a);
        const int size = static_cast<int>(((g >> 4) & 0xF) + ((g >> 1) & 7) + (g & 1));
        if (size > best) {
          best = size;
          k = {a, true};
        }
      }
      if (k.legal) return k;
      const uint8_t acts = st.decision() == DawnState::kDecAction ? kRondel[st.rondel(c.me) - 1] : 0;
      if (acts & (1u << kRecruit))
        k.action = make_action(rec, static_cast<uint32_t>(h));
      else if ((acts & (1u << kExplore)) && !st.face_up(h))
        k.action = make_action(kActExplore, static_cast<uint32_t>(h));
      return k;
    }
    default:
      return k;
  }
}

// What a click on corner v does now.
Click corner_click(const Ctx& c, int v) {
  const DawnState& st = c.st;
  Click k;
  if (c.me < 0) return k;
  for (uint32_t kind : {kActRaid, kActFound, kActGrow, kActRemoveHut}) {
    const Action a = make_action(kind, static_cast<uint32_t>(v));
    if (c.has(a)) return {a, true};
  }
  switch (st.decision()) {
    case DawnState::kDecMoveOpt:
    case DawnState::kDecMoveOpt2:
      k.action = make_action(st.town_owner(v) >= 0 ? kActRaid : kActFound, static_cast<uint32_t>(v));
      break;
    case DawnState::kDecUpkeepFood:
      k.action = make_action(kActRemoveHut, static_cast<uint32_t>(v));
      break;
    case DawnState::kDecAction:
      if (kRondel[st.rondel(c.me) - 1] & (1u << kGrow)) k.action = make_action(kActGrow, static_cast<uint32_t>(v));
      break;
    default:
      break;
  }
  return k;
}

std::string hex_tooltip(const Ctx& c, int h) {
  const DawnState& st = c.st;
  std::string t = hex_name(st, h);
  const int ter = st.terrain_at(h);
  if (ter < 0) {
    t += "\n" + std::string(tr("dawn.b.tip.face_down"));
  } else {
    std::string yields;
    for (int r = 0; r < kResCount; ++r)
      if ((kTerrainInfo[ter].defaults >> r) & 1) yields += (yields.empty() ? "" : ", ") + res_name(r);
    t += "\n" + (yields.empty() ? std::string(tr("dawn.b.tip.yields_none")) : trf("dawn.b.tip.yields", {yields}));
  }
  for (int p = 0; p < st.num_players(); ++p) {
    if (st.warriors(p, h) || st.settlers(p, h))
      t += "\n" + trf("dawn.b.tip.units",
                      {c.host.seat_name(p), std::to_string(st.warriors(p, h)), std::to_string(st.settlers(p, h))});
  }
  if (st.spirit_hex() == h) t += "\n" + trf("dawn.b.tip.spirit_here", {c.host.seat_name(st.spirit_owner())});
  if (st.decision() == DawnState::kDecCollect || st.decision() == DawnState::kDecDiscard ||
      st.decision() == DawnState::kDecConvert) {
    if (st.collected(h)) t += "\n" + std::string(tr("dawn.b.tip.collected"));
  }
  return t;
}

std::string corner_tooltip(const Ctx& c, int v) {
  const DawnState& st = c.st;
  const MapTables& M = st.map();
  std::string tiles;
  for (int k = 0; k < 3; ++k) tiles += (k ? ", " : "") + terrain_name(st.terrain_at(M.corner_tiles[v][k]));
  const int o = st.town_owner(v);
  std::string t = o >= 0 ? trf("dawn.b.tip.town", {c.host.seat_name(o), std::to_string(st.town_size(v))})
                         : std::string(tr("dawn.b.tip.corner"));
  return t + "\n" + trf("dawn.b.tip.corner_tiles", {tiles});
}

// A town: a house in the owner's colour with its size.
void town(ImDrawList* dl, ImVec2 c, float h, int colour, int size) {
  const ImVec2 pts[5] = {ImVec2(c.x - h, c.y + h * 0.8f), ImVec2(c.x - h, c.y - h * 0.1f), ImVec2(c.x, c.y - h * 1.0f),
                         ImVec2(c.x + h, c.y - h * 0.1f), ImVec2(c.x + h, c.y + h * 0.8f)};
  dl->AddConvexPolyFilled(pts, 5, kit::seat_colour_u32(colour));
  dl->AddPolyline(pts, 5, theme::map_ink, ImDrawFlags_Closed, std::max(1.2f, h * 0.15f));
  const std::string v = std::to_string(size);
  const float fs = h * 1.3f;
  const ImVec2 ts = kit::text_size(fs, v);
  kit::text_at(dl, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.4f), fs,
               kit::dark_ink_on(colour) ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), v);
}

void star(ImDrawList* dl, ImVec2 c, float r, ImU32 col) {
  ImVec2 pts[10];
  for (int i = 0; i < 10; ++i) {
    const float a = -1.5707963f + static_cast<float>(i) * 0.6283185f;
    const float rr = i % 2 ? r * 0.45f : r;
    pts[i] = ImVec2(c.x + rr * std::cos(a), c.y + rr * std::sin(a));
  }
  for (int i = 0; i < 10; i += 2) {
    const ImVec2 tri[3] = {c, pts[i], pts[(i + 1) % 10]};
    const ImVec2 tri2[3] = {c, pts[(i + 9) % 10], pts[i]};
    dl->AddConvexPolyFilled(tri, 3, col);
    dl->AddConvexPolyFilled(tri2, 3, col);
  }
  dl->AddPolyline(pts, 10, theme::map_ink, ImDrawFlags_Closed, 1.0f);
}

}  // namespace

// Where a move happened (kit::Board::where): the hex, the town's corner, the
// rondel space, the technology or building card; its gains fly from there.
std::vector<std::string> DawnUi::where(Action a, int seat) {
  const DawnState& st = static_cast<const DawnState&>(host().state());
  const LayoutInfo& L = layout(st.num_players());
  const uint32_t k = action_kind(a), arg = action_arg(a);
  auto hex = [&](uint32_t hx) -> std::vector<std::string> {
    if (hx >= static_cast<uint32_t>(kHexes)) return {};
    return {"hex:" + std::to_string(L.hex[hx][0]) + "," + std::to_string(L.hex[hx][1])};
  };
  switch (k) {
    case kActExplore:
    case kActCollect:
    case kActRecruitWarrior:
    case kActRecruitSettler:
    case kActStep:
    case kActRemoveWarrior:
    case kActSpirit:
      return hex(arg);
    case kActStack:
      return hex(arg >> 8);
    case kActFound:
    case kActGrow:
    case kActRaid:
    case kActRemoveHut:
      return {"corner:" + std::to_string(arg)};
    case kActRondel:
      return {"rondel:" + std::to_string(arg)};
    case kActStart:  // the start position: its first town's corner
      return arg < 4 ? std::vector<std::string>{"corner:" + std::to_string(st.map().start_corner[arg])}
                     : std::vector<std::string>{};
    case kActArrange: {  // the start tiles laid
      if (seat < 0 || st.start_pos(seat) >= 4) return {};
      std::vector<std::string> keys;
      for (int i = 0; i < 3; ++i)
        for (const std::string& key : hex(static_cast<uint32_t>(st.map().start_hex[st.start_pos(seat)][i])))
          keys.push_back(key);
      return keys;
    }
    case kActResearch:
      return arg < static_cast<uint32_t>(kTechs) ? std::vector<std::string>{std::string("tech:") + kTechInfo[arg].id}
                                                 : std::vector<std::string>{};
    case kActBuild:
      if (arg < static_cast<uint32_t>(kImprovements)) return {std::string("build:") + kImprovementInfo[arg].id};
      if (arg < static_cast<uint32_t>(kImprovements) + static_cast<uint32_t>(kWonders))
        return {std::string("build:") + kWonderInfo[arg - kImprovements].id};
      return {};
    default:
      return {};
  }
}

void draw_map(Ctx& c, float width) {
  const DawnState& st = c.st;
  const int n = st.num_players();
  const LayoutInfo& L = layout(n);
  const MapTables& M = st.map();
  // Bounds of the layout in units of the hex size.
  float x0 = 1e9f, x1 = -1e9f, y0 = 1e9f, y1 = -1e9f;
  for (int h = 0; h < kHexes; ++h) {
    const float x = kSqrt3 * (static_cast<float>(L.hex[h][0]) + static_cast<float>(L.hex[h][1]) * 0.5f);
    const float y = 1.5f * static_cast<float>(L.hex[h][1]);
    x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
  }
  const float wu = x1 - x0 + kSqrt3 + 0.4f, hu = y1 - y0 + 2.4f;
  // The map fits the width and the board pane's height (the zoom row above
  // it; never less than 3.4 lines a hex); it zooms (pinch, Ctrl + wheel, the
  // button) and pans inside its frame (kit/map_view.h).
  const float pane_h = ImGui::GetWindowHeight() - ImGui::GetFrameHeightWithSpacing() - c.fs * 0.6f;
  const float fit_w = std::max(c.fs * 3.4f * wu, pane_h * wu / hu);
  const kit::MapFrame mf = kit::zoomable_map("##dawnmap", c.ui.view, wu, hu, std::min(width, fit_w));
  const float S = mf.k, w = wu * S, h = hu * S;
  const ImVec2 o = mf.origin;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool pressed = mf.clicked;  // not a drag, a pinch or a long press
  const bool hovered = mf.hovered;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const kit::HexLayout HL{true, S, ImVec2(o.x + (0.2f + kSqrt3 * 0.5f - x0) * S, o.y + (1.2f - y0) * S)};
  auto centre = [&](int hx) { return kit::hex_to_pixel(HL, kit::Hex{L.hex[hx][0], L.hex[hx][1]}); };
  auto corner_pos = [&](int v) {
    return kit::hex_corner(HL, kit::Hex{M.corner_qr[v][0], M.corner_qr[v][1]}, M.corner_qr[v][2] == 0 ? 5 : 2);
  };

  std::vector<Click> hc(kHexes), cc(static_cast<size_t>(M.corners));
  for (int hx = 0; hx < kHexes; ++hx) hc[static_cast<size_t>(hx)] = hex_click(c, hx);
  for (int v = 0; v < M.corners; ++v) cc[static_cast<size_t>(v)] = corner_click(c, v);
  // Hover: a corner with a town or a choice first, then the tile.
  int hover_hex = -1, hover_corner = -1;
  if (hovered) {
    float best = S * 0.34f;
    for (int v = 0; v < M.corners; ++v) {
      if (st.town_owner(v) < 0 && !cc[static_cast<size_t>(v)].legal) continue;
      const ImVec2 p = corner_pos(v);
      const float d = std::hypot(p.x - mouse.x, p.y - mouse.y);
      if (d < best) best = d, hover_corner = v;
    }
    if (hover_corner < 0) {
      const kit::Hex hh = kit::pixel_to_hex(HL, mouse);
      hover_hex = hex_index(n, hh.q, hh.r);
    }
  }

  // The start tiles before they are laid: while a start position is chosen,
  // the hovered position shows the empire's three tiles; while they are
  // arranged, the arrangement chosen so far (a click on one swaps it with the next).
  std::vector<int> preview(kHexes, -1);
  int arrange_slot[kHexes];
  std::fill(arrange_slot, arrange_slot + kHexes, -1);
  const int me = c.me;
  if (me >= 0 && st.empire(me) < kEmpires) {
    const EmpireInfo& E = kEmpireInfo[st.empire(me)];
    if (st.decision() == DawnState::kDecStart && hover_hex >= 0 && hc[static_cast<size_t>(hover_hex)].legal) {
      const int s = static_cast<int>(action_arg(hc[static_cast<size_t>(hover_hex)].action));
      for (int k = 0; k < 3; ++k) preview[M.start_hex[s][k]] = kTileInfo[E.tiles[k]].terrain;
    }
    if (st.decision() == DawnState::kDecArrange && st.start_pos(me) < 4) {
      const int a = std::clamp(c.ui.arrange, 0, 5);
      for (int k = 0; k < 3; ++k) {
        const int hx = M.start_hex[st.start_pos(me)][k];
        preview[hx] = kTileInfo[E.tiles[kArrangePerm[a][k]]].terrain;
        arrange_slot[hx] = k;
      }
    }
  }

  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), IM_COL32(0x2C, 0x3E, 0x50, 255), 8.0f);
  const float small = std::clamp(S * 0.32f, 10.0f, c.fs * 0.85f);
  for (int hx = 0; hx < kHexes; ++hx) {
    const kit::Hex H{L.hex[hx][0], L.hex[hx][1]};
    const int ter = preview[static_cast<size_t>(hx)] >= 0 ? preview[static_cast<size_t>(hx)] : st.terrain_at(hx);
    kit::draw_hex(dl, HL, H, terrain_u32(ter), theme::map_ink, 1.2f);
    const ImVec2 p = centre(hx);
    if (ter < 0) {
      const float f = S * 0.7f;
      const ImVec2 ts = kit::text_size(f, "?");
      kit::text_at(dl, ImVec2(p.x - ts.x * 0.5f, p.y - ts.y * 0.5f), f, IM_COL32(200, 185, 160, 255), "?");
    } else {
      // The terrain as its icon (the word in the tooltip), its name under the
      // units where it fits across the hex's full width.
      static const char* kIcon[] = {empui::icon::sea,    empui::icon::grass, empui::icon::plains,
                                    empui::icon::forest, empui::icon::hills, empui::icon::mountains,
                                    empui::icon::desert};
      const bool dark = ter == kOcean || ter == kForest;
      const ImU32 ink = dark ? IM_COL32(235, 240, 245, 150) : IM_COL32(40, 30, 20, 140);
      kit::draw_icon(dl, kIcon[ter], ImVec2(p.x, p.y - S * 0.5f), S * 0.5f, ink);
      if (S >= 26.0f) {
        const std::string nm = terrain_name(ter);
        const ImVec2 ts = kit::text_size(small, nm);
        if (ts.x < S * 1.5f)
          kit::text_at(dl, ImVec2(p.x - ts.x * 0.5f, p.y + S * 0.32f), small,
                       dark ? IM_COL32(235, 240, 245, 255) : IM_COL32(40, 30, 20, 255), nm);
      }
    }
    if (hx == hover_hex) kit::draw_hex(dl, HL, H, IM_COL32(255, 255, 255, 50), 0, 1.0f);
    if (st.collected(hx) && !st.setup() &&
        (st.decision() == DawnState::kDecCollect || st.decision() == DawnState::kDecDiscard ||
         st.decision() == DawnState::kDecConvert)) {
      const ImVec2 m(p.x + S * 0.5f, p.y - S * 0.3f);
      dl->AddCircleFilled(m, S * 0.16f, IM_COL32(255, 255, 255, 230));
      kit::text_at(dl, ImVec2(m.x - small * 0.35f, m.y - small * 0.55f), small, IM_COL32(20, 110, 20, 255), "✓");
    }
    if (hc[static_cast<size_t>(hx)].legal) {
      kit::draw_hex(dl, HL, H, IM_COL32(255, 230, 120, 70), 0, 1.0f);
      ImVec2 pts[6];
      kit::hex_corners(HL, H, pts);
      for (ImVec2& q : pts) q = ImVec2(p.x + (q.x - p.x) * 0.92f, p.y + (q.y - p.y) * 0.92f);
      dl->AddPolyline(pts, 6, theme::legal, ImDrawFlags_Closed, std::max(2.0f, S * 0.08f));
    }
    // Units: one row per seat (warriors disc, settlers square), the Spirit of Mars.
    const float r = std::max(5.0f, S * 0.17f);
    std::vector<int> seats;
    for (int q = 0; q < n; ++q)
      if (st.warriors(q, hx) || st.settlers(q, hx)) seats.push_back(q);
    float y = p.y - (static_cast<float>(seats.size()) - 1.0f) * r * 1.15f;
    for (int q : seats) {
      const int col = kit::colour_of(c.host, q);
      float x = p.x - r * 1.8f;
      if (st.warriors(q, hx)) {
        kit::draw_disc(dl, ImVec2(x, y), r, col);
        kit::draw_icon(dl, empui::icon::warrior, ImVec2(x, y), r * 1.3f, IM_COL32(255, 255, 255, 235));
        kit::draw_counter(dl, ImVec2(x + r + 1, y - small * 0.5f), small, std::to_string(st.warriors(q, hx)),
                          IM_COL32(255, 255, 255, 225), IM_COL32(20, 20, 20, 255), 1.0f);
      }
      x += r * 2.6f;
      if (st.settlers(q, hx)) {
        kit::draw_cube(dl, ImVec2(x + r * 0.4f, y), r * 0.8f, col);
        kit::draw_icon(dl, empui::icon::settler, ImVec2(x + r * 0.4f, y), r * 1.2f, IM_COL32(255, 255, 255, 235));
        kit::draw_counter(dl, ImVec2(x + r * 1.3f, y - small * 0.5f), small, std::to_string(st.settlers(q, hx)),
                          IM_COL32(255, 255, 255, 225), IM_COL32(20, 20, 20, 255), 1.0f);
      }
      y += r * 2.3f;
    }
    if (st.spirit_hex() == hx) star(dl, ImVec2(p.x, p.y + S * 0.55f), r * 1.1f, IM_COL32(220, 40, 40, 255));
    // The start tiles being arranged: outlined; a click swaps one with the next.
    const int slot = arrange_slot[hx];
    if (slot >= 0) {
      ImVec2 pts[6];
      kit::hex_corners(HL, H, pts);
      for (ImVec2& q : pts) q = ImVec2(p.x + (q.x - p.x) * 0.92f, p.y + (q.y - p.y) * 0.92f);
      dl->AddPolyline(pts, 6, theme::legal, ImDrawFlags_Closed, std::max(2.0f, S * 0.08f));
    }
    const float hb = S * 0.5f;
    const std::string item = "hex:" + std::to_string(H.q) + "," + std::to_string(H.r);
    if (slot >= 0)  // not an action: the arrangement shown (the button lays it)
      kit::board_control(item, ImVec2(p.x - hb, p.y - hb), ImVec2(p.x + hb, p.y + hb));
    else
      kit::board_item(item, ImVec2(p.x - hb, p.y - hb), ImVec2(p.x + hb, p.y + hb), hc[static_cast<size_t>(hx)].action,
                      hc[static_cast<size_t>(hx)].legal);
  }
  // Start positions while they are chosen: a town of your colour where each
  // would put your first town.
  auto start_town = [&](int pos, bool ring) {
    const ImVec2 p = corner_pos(M.start_corner[pos]);
    const float th = std::max(6.0f, S * 0.24f);
    town(dl, p, th, kit::colour_of(c.host, me), 1);
    if (ring) dl->AddCircle(p, th * 1.35f, theme::legal, 20, std::max(2.0f, S * 0.08f));
  };
  if (st.decision() == DawnState::kDecStart && me >= 0)
    for (Action a : c.legal)
      if (action_kind(a) == kActStart && action_arg(a) < 4) start_town(static_cast<int>(action_arg(a)), true);
  if (st.decision() == DawnState::kDecArrange && me >= 0 && st.start_pos(me) < 4) start_town(st.start_pos(me), false);
  // The newest step slides: the moving stack from the hex it left (the
  // stack's hex, or the previous step's) to the one it entered.
  if (const auto mv = c.ui.moving(); mv && action_kind(*mv) == kActStep && action_arg(*mv) < kHexes) {
    const auto& acts = c.host.record().actions;
    const size_t last = acts.size() - 1;
    const int mover = c.host.actor(last);
    int from = -1;
    for (size_t i = last; i-- > 0 && from < 0 && c.host.actor(i) == mover;) {
      if (action_kind(acts[i]) == kActStep) from = static_cast<int>(action_arg(acts[i]));
      if (action_kind(acts[i]) == kActStack) from = static_cast<int>(action_arg(acts[i]) >> 8);
    }
    if (from >= 0 && from < kHexes && mover >= 0) {
      const float t = kit::Board::ease(c.ui.motion());
      const ImVec2 a = centre(from), b = centre(static_cast<int>(action_arg(*mv)));
      kit::draw_disc(dl, ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), std::max(5.0f, S * 0.2f),
                     kit::colour_of(c.host, mover));
    }
  }
  // Towns and the corners with a choice.
  for (int v = 0; v < M.corners; ++v) {
    const ImVec2 p = corner_pos(v);
    const int owner = st.town_owner(v);
    const Click& k = cc[static_cast<size_t>(v)];
    if (owner < 0 && !k.legal) continue;
    const float th = std::max(6.0f, S * 0.24f);
    if (owner >= 0) town(dl, p, th, kit::colour_of(c.host, owner), st.town_size(v));
    if (k.legal) {
      if (owner < 0) dl->AddCircleFilled(p, th * 0.7f, IM_COL32(255, 230, 120, 200));
      dl->AddCircle(p, th * 1.35f, theme::legal, 20, std::max(2.0f, S * 0.08f));
    }
    if (v == hover_corner) dl->AddCircle(p, th * 1.5f, IM_COL32(255, 255, 255, 200), 20, 2.0f);
    const float hb = S * 0.3f;
    kit::board_item("corner:" + std::to_string(v), ImVec2(p.x - hb, p.y - hb), ImVec2(p.x + hb, p.y + hb), k.action,
                    k.legal);
  }
  dl->AddRect(o, ImVec2(o.x + w, o.y + h), IM_COL32(20, 30, 40, 255), 8.0f, 0, 1.5f);

  if (hover_hex >= 0 || hover_corner >= 0) {
    const Click& k = hover_corner >= 0 ? cc[static_cast<size_t>(hover_corner)] : hc[static_cast<size_t>(hover_hex)];
    std::string t = hover_corner >= 0 ? corner_tooltip(c, hover_corner) : hex_tooltip(c, hover_hex);
    // A start tile shown before it is laid: what it is, not the face-down tile under it.
    const int shown = hover_corner < 0 ? preview[static_cast<size_t>(hover_hex)] : -1;
    const bool swapping = hover_corner < 0 && arrange_slot[hover_hex] >= 0;
    if (shown >= 0)
      t = swapping ? terrain_name(shown) + "\n\n" + tr("dawn.b.tip.swap_start")
                   : trf("dawn.b.tip.start_tile", {terrain_name(shown)});
    if (!swapping && k.legal)
      t += "\n\n▶ " + label_of(c, k.action);
    else if (!swapping && c.me >= 0 && k.action != 0) {
      const std::string why = c.ui.why_not(k.action);
      if (!why.empty()) t += "\n\n⚠ " + why;
    }
    kit::tooltip_now(t);
  }
  if (pressed && hover_hex >= 0 && hover_corner < 0 && arrange_slot[hover_hex] >= 0) {
    // Swap the clicked tile with the next start hex's: the arrangement whose order that is.
    const int a = std::clamp(c.ui.arrange, 0, 5), k = arrange_slot[hover_hex], k2 = (k + 1) % 3;
    uint8_t want[3] = {kArrangePerm[a][0], kArrangePerm[a][1], kArrangePerm[a][2]};
    std::swap(want[k], want[k2]);
    for (int i = 0; i < 6; ++i)
      if (std::equal(want, want + 3, kArrangePerm[i])) c.ui.arrange = i;
    c.host.request_redraw(2);
  } else if (pressed && c.me >= 0 && (hover_hex >= 0 || hover_corner >= 0)) {
    const Click& k = hover_corner >= 0 ? cc[static_cast<size_t>(hover_corner)] : hc[static_cast<size_t>(hover_hex)];
    if (k.action != 0) c.ui.try_choose(k.action);
  }
  kit::end_map_view();
}

// ---- the rondel ------------------------------------------------------------------------

namespace {
struct RondelGeo {
  float R, bw, bh;
};
RondelGeo rondel_geo(const Ctx& c) {
  const float bw = c.fs * 5.6f, bh = std::max(c.fs * 2.5f, 44.0f);  // a tap target
  return {bh * 2.15f, bw, bh};
}
}  // namespace

float rondel_width(const Ctx& c) {
  const RondelGeo g = rondel_geo(c);
  return kSqrt3 * g.R + g.bw + 8.0f;
}

void draw_rondel(Ctx& c) {
  const DawnState& st = c.st;
  const int n = st.num_players();
  const RondelGeo g = rondel_geo(c);
  const float W = rondel_width(c), H = 2.0f * g.R + g.bh + 8.0f;
  ImGui::BeginGroup();
  ImGui::TextUnformatted(tr("dawn.b.rondel"));
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 C(o.x + W * 0.5f, o.y + H * 0.5f);
  dl->AddCircleFilled(C, g.R * 0.95f, IM_COL32(60, 50, 38, 255), 48);
  dl->AddCircle(C, g.R * 0.95f, IM_COL32(200, 180, 140, 255), 48, 2.0f);
  // The centre: markers not yet on the rondel.
  {
    const std::string l = tr("dawn.b.rondel_centre");
    const ImVec2 ts = kit::text_size(c.fs * 0.75f, l);
    kit::text_at(dl, ImVec2(C.x - ts.x * 0.5f, C.y - c.fs * 0.9f), c.fs * 0.75f, IM_COL32(230, 220, 200, 255), l);
    float x = C.x - static_cast<float>(n - 1) * c.fs * 0.45f;
    for (int p = 0; p < n; ++p)
      if (st.rondel(p) == 0 && !st.setup()) {
        kit::draw_disc(dl, ImVec2(x, C.y + c.fs * 0.4f), c.fs * 0.38f, kit::colour_of(c.host, p));
        x += c.fs * 0.9f;
      }
  }
  for (int sp = 1; sp <= kSpaces; ++sp) {
    const float a = (-90.0f + 60.0f * static_cast<float>(sp - 1)) * 3.14159265f / 180.0f;
    const ImVec2 bc(C.x + g.R * std::cos(a), C.y + g.R * std::sin(a));
    const ImVec2 p0(bc.x - g.bw * 0.5f, bc.y - g.bh * 0.5f), p1(bc.x + g.bw * 0.5f, bc.y + g.bh * 0.5f);
    const Action act = make_action(kActRondel, static_cast<uint32_t>(sp));
    const bool legal = c.has(act);
    ImGui::SetCursorScreenPos(p0);
    const std::string id = "rondel:" + std::to_string(sp) + "##rondel" + std::to_string(sp);
    const bool clicked = kit::board_button(id.c_str(), ImVec2(g.bw, g.bh), act, legal);
    const bool hovered = ImGui::IsItemHovered();
    const bool here = c.me >= 0 && st.rondel(c.me) == sp && !st.setup();
    dl->AddRectFilled(p0, p1, here ? IM_COL32(250, 225, 160, 255) : IM_COL32(235, 222, 195, 255), 6.0f);
    if (hovered) dl->AddRectFilled(p0, p1, IM_COL32(255, 255, 255, 60), 6.0f);
    dl->AddRect(p0, p1, legal ? theme::legal : theme::map_ink, 6.0f, 0, legal ? 3.0f : 1.0f);
    const std::string nm = space_name(sp);
    const std::string head = std::to_string(sp) + " · " + nm;
    // Smaller where the name does not fit ("5 · Bewegen / Erkunden" at 1280 px).
    float f = c.fs * 0.78f;
    const float tw = kit::text_size(f, head).x, room = g.bw - 10.0f;
    if (tw > room) f = std::max(c.fs * 0.55f, f * room / tw);
    dl->PushClipRect(p0, p1, true);
    // The space's actions as faint emblems at the right (the name says them too).
    {
      static const char* const kActIcon[kActionTypes] = {
          empui::icon::harvest, empui::icon::research, empui::icon::recruit, empui::icon::move,
          empui::icon::explore, empui::icon::build,    empui::icon::hut};
      const float es = g.bh * 0.5f;
      float ex = p1.x - es * 0.6f - 4.0f;
      for (int ty = kActionTypes - 1; ty >= 0; --ty)
        if ((kRondel[sp - 1] >> ty) & 1) {
          kit::draw_icon(dl, kActIcon[ty], ImVec2(ex, p0.y + g.bh * 0.58f), es, IM_COL32(90, 70, 40, 110));
          ex -= es * 1.1f;
        }
    }
    kit::text_at(dl, ImVec2(p0.x + 5, p0.y + 3), f, theme::map_ink, head);
    dl->PopClipRect();
    float x = p0.x + c.fs * 0.6f;
    for (int p = 0; p < n; ++p)
      if (st.rondel(p) == sp) {
        kit::draw_disc(dl, ImVec2(x, p1.y - c.fs * 0.6f), c.fs * 0.38f, kit::colour_of(c.host, p));
        x += c.fs * 0.9f;
      }
    if (legal) {
      const std::string lab = label_of(c, act);
      const size_t paren = lab.rfind('(');
      if (paren != std::string::npos) {
        const std::string cost = lab.substr(paren);
        const ImVec2 ts = kit::text_size(c.fs * 0.7f, cost);
        kit::draw_counter(dl, ImVec2(p1.x - ts.x - 6, p1.y - c.fs * 0.95f), c.fs * 0.7f, cost, theme::badge,
                          theme::badge_ink, 2.0f);
      }
    }
    if (hovered) {
      std::string t = trf("dawn.b.tip.space", {std::to_string(sp), nm});
      for (int ty = 0; ty < kActionTypes; ++ty)
        if ((kRondel[sp - 1] >> ty) & 1)
          t += "\n• " + std::string(tr(("dawn.b.tip.act." + std::to_string(ty)).c_str()));
      for (int p = 0; p < n; ++p)
        if (st.rondel(p) == sp) t += "\n" + trf("dawn.b.tip.marker", {c.host.seat_name(p)});
      if (legal)
        t += "\n\n▶ " + label_of(c, act);
      else if (c.me >= 0 && st.decision() == DawnState::kDecRondel) {
        const std::string why = c.ui.why_not(act);
        if (!why.empty()) t += "\n\n⚠ " + why;
      }
      kit::tooltip_now(t);
    }
    if (clicked) c.ui.try_choose(act);
  }
  ImGui::SetCursorScreenPos(o);
  ImGui::Dummy(ImVec2(W, H));
  ImGui::EndGroup();
}

}  // namespace empui::dawn_ui
