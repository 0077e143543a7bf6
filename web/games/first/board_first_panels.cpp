// First Empires board: the dice tray (click dice to choose them for a re-roll
// or a card's conversion), every civilization board's five tracks (the next
// step of a track you may raise is clickable), the viewing seat's hand (only
// its own: other hands show their size), everyone's scored cards and the turn
// track.
#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "fonts.h"
#include "games/first/board_first.h"
#include "i18n.h"
#include "kit/icons.h"
#include "kit/theme.h"
#include "ui_util.h"

namespace empui::first_ui {

using namespace emp::first;

namespace {

std::string step_meaning(int track, int step, int value) {
  const std::string v = std::to_string(value);
  switch (track) {
    case kO:
      return trn("first.b.tip.v_dice", value, {v});
    case kB:
      return trn("first.b.tip.v_rerolls", value, {v});
    case kP:
      return trn("first.b.tip.v_mp", value, {v});
    case kG:
      return step == 0 ? trn("first.b.tip.v_hand", value, {v}) : trn("first.b.tip.v_draw", value, {v});
    default:
      return trn("first.b.tip.v_explorers", value, {v});
  }
}

}  // namespace

// ---- dice ----------------------------------------------------------------------------

// What a face's track gives: more dice, re-rolls, movement, cards, explorers.
const char* face_icon(int face) {
  static const char* const kIcon[] = {icon::dice, icon::refresh, icon::move, icon::card, icon::explore};
  return face >= 0 && face < 5 ? kIcon[face] : nullptr;
}

// The engine's die index shown in each place: the faces of the last picture
// stay where they were, the changed ones take the places that changed.
std::vector<int> dice_places(FirstUi& ui, const FirstState& st) {
  const int n = st.dice_count();
  const int turn = st.round() * 8 + st.active();
  int count[kFaces] = {};
  for (int i = 0; i < n; ++i) ++count[st.die(i)];
  std::vector<int> shown(static_cast<size_t>(n), -1);
  if (ui.dice_turn == turn && static_cast<int>(ui.dice_shown.size()) == n)
    for (int s = 0; s < n; ++s) {
      const int f = ui.dice_shown[static_cast<size_t>(s)];
      if (f >= 0 && f < kFaces && count[f] > 0) {
        shown[static_cast<size_t>(s)] = f;
        --count[f];
      }
    }
  for (int s = 0, f = 0; s < n; ++s) {
    if (shown[static_cast<size_t>(s)] >= 0) continue;
    while (f < kFaces && count[f] == 0) ++f;
    shown[static_cast<size_t>(s)] = f;
    --count[f];
  }
  // The places that changed tumble (a new turn's roll: all of them).
  uint32_t changed = 0;
  for (int s = 0; s < n; ++s)
    if (ui.dice_turn != turn || static_cast<int>(ui.dice_shown.size()) != n ||
        ui.dice_shown[static_cast<size_t>(s)] != shown[static_cast<size_t>(s)])
      changed |= 1u << s;
  if (changed) ui.dice_tumble = changed;
  ui.dice_shown = shown;
  ui.dice_turn = turn;
  // The k-th die of a face in the picture is the k-th of that face in the engine's order.
  std::vector<int> index(static_cast<size_t>(n));
  int taken[kFaces] = {};
  for (int s = 0; s < n; ++s) {
    const int f = shown[static_cast<size_t>(s)];
    int first = 0;
    while (first < n && st.die(first) != f) ++first;
    index[static_cast<size_t>(s)] = first + taken[f]++;
  }
  return index;
}

void draw_dice(Ctx& c) {
  const FirstState& st = c.st;
  if (st.terminal() || st.dice_count() == 0) return;
  const int active = st.active();
  heading_line(tr("first.b.dice.title"), c.host.seat_name(active));
  // Re-rolls and movement points left, black dice: icons, each named by its tooltip.
  std::vector<IconStat> line{
      {kit::amount(st.rerolls_left(), empui::icon::refresh),
       trf("first.b.st.rerolls", {std::to_string(st.rerolls_left())})},
      {kit::amount(st.mp_left(), empui::icon::move), trf("first.b.st.mp", {std::to_string(st.mp_left())})}};
  if (st.dice_of(kFaceK) > 0)
    line.push_back({kit::amount(st.dice_of(kFaceK), empui::icon::die) + " " + tr("first.b.st.black_word"),
                    trf("first.b.st.black", {std::to_string(st.dice_of(kFaceK))})});
  stat_line(line, true);
  const bool mine = c.me >= 0 && c.me == active;
  const int dec = st.decision();
  const bool pick_roll = mine && dec == FirstState::kDecRoll && (c.any(kActReroll) || c.any(kActBlack));
  const bool pick_conv = mine && dec == FirstState::kDecAdvance && c.any(kActConvert);
  const float d = std::max(c.fs * 2.3f, 44.0f);
  // Dice spent on raises this phase (the first raises(t) dice of face t).
  int used[kFaces] = {};
  for (int t = 0; t < kTracks; ++t) used[t] = st.raises(t);
  int seen[kFaces] = {};
  const std::vector<int> places = dice_places(c.ui, st);
  const float roll_t = c.ui.motion(650.0f);
  if (roll_t >= 1.0f) c.ui.dice_tumble = 0;
  for (int s = 0; s < st.dice_count(); ++s) {
    if (s) ImGui::SameLine();
    const int i = places[static_cast<size_t>(s)];
    // A die just rolled tumbles: other faces flicker past and it bounces before it lands.
    const bool tumbling = (c.ui.dice_tumble >> s) & 1;
    const int f = tumbling ? (s * 7 + static_cast<int>(ImGui::GetTime() * 16.0)) % kFaces : st.die(i);
    const bool spent = f < kTracks && seen[f]++ < used[f];
    const bool sel = (c.ui.dice_sel >> i) & 1;
    const bool can = pick_roll || pick_conv;
    const std::string label = "die:" + std::to_string(i) + "##die" + std::to_string(i);
    ImVec2 p0 = ImGui::GetCursorScreenPos();
    const bool clicked = kit::board_button(label.c_str(), ImVec2(d, d), -1, can);
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (tumbling) {  // drawn lifted off the table, falling back as the motion ends
      const float lift = std::sin(roll_t * 3.14159f * 3.0f) * (1.0f - roll_t) * d * 0.25f;
      p0.y -= std::fabs(lift);
    }
    const ImVec2 p1(p0.x + d, p0.y + d), cc(p0.x + d * 0.5f, p0.y + d * 0.5f);
    dl->AddRectFilled(p0, p1, face_u32(f), d * 0.18f);
    dl->AddRect(p0, p1, theme::ink, d * 0.18f, 0, 1.5f);
    if (f < kFaceK)  // the face's track as an icon (kit/icons.h), in the ink of its colour
      kit::draw_icon(dl, face_icon(f), cc, d * 0.66f, ink_on(f));
    else
      dl->AddCircle(cc, d * 0.2f, IM_COL32(230, 230, 230, 255), 16, 2.0f);
    if (spent) {
      dl->AddRectFilled(p0, p1, IM_COL32(20, 20, 20, 140), d * 0.18f);
      dl->AddLine(ImVec2(p0.x + 6, p1.y - 6), ImVec2(p1.x - 6, p0.y + 6), IM_COL32(240, 240, 240, 220), 2.0f);
    }
    if (sel)
      dl->AddRect(ImVec2(p0.x - 3, p0.y - 3), ImVec2(p1.x + 3, p1.y + 3), IM_COL32(255, 255, 255, 255), d * 0.2f, 0,
                  3.0f);
    else if (can)
      dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), theme::legal, d * 0.2f, 0, 2.0f);
    if (hovered) {
      std::string t = trf("first.b.tip.die", {colour_name(f)});
      if (f < kTracks)
        t += "\n" + trf("first.b.tip.die_raises", {track_name(f), colour_name(f)});
      else
        t += "\n" + std::string(tr("first.b.tip.die_black"));
      if (spent) t += "\n" + std::string(tr("first.b.tip.die_spent"));
      if (pick_roll) t += "\n\n" + std::string(tr("first.b.tip.die_pick_roll"));
      if (pick_conv) t += "\n\n" + std::string(tr("first.b.tip.die_pick_conv"));
      kit::tooltip_now(t);
    }
    if (clicked) {
      if (pick_roll)
        c.ui.dice_sel ^= 1u << i;
      else if (pick_conv)
        c.ui.dice_sel = sel ? 0u : (1u << i);
      else
        c.ui.refuse(mine ? std::string(tr("first.b.why.dice_now")) : c.ui.why_not(make_action(kActEndRoll)));
      c.host.request_redraw();
    }
  }
  ImGui::Spacing();
}

// ---- a seat's counts -----------------------------------------------------------------------

namespace {
// Explorers, cards in hand (counted, never shown to others), the deck, own
// cities on the map, captured rival cities, and (with `vp`) the points so far:
// icons, each named by its tooltip.
void counts_line(Ctx& c, int p, int score, bool vp) {
  const FirstState& st = c.st;
  const int n = st.num_players();
  int on_board = 0, captured = 0;
  for (int q = 0; q < n; ++q)
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = st.token_loc(q, i);
      if (q == p && l >= kLocBoard && l < kLocCaptured) ++on_board;
      if (l == kLocCaptured + p) ++captured;
    }
  auto num = [](int v) { return std::to_string(v); };
  std::vector<IconStat> line{
      {kit::amount(st.explorers_on_board(p), empui::icon::settler),
       trf("first.b.st.explorers", {num(st.explorers_on_board(p))})},
      {kit::amount(st.hand_size(p), empui::icon::card), trf("first.b.st.hand", {num(st.hand_size(p))})},
      {kit::amount(st.deck_left(p), empui::icon::draw), trf("first.b.st.deck", {num(st.deck_left(p))})},
      {kit::amount(on_board, empui::icon::city), trf("first.b.st.cities", {num(on_board)})},
      {kit::amount(captured, empui::icon::fight), trf("first.b.st.captured", {num(captured)})}};
  if (vp)
    line.push_back(
        {kit::amount(c.ui.count_up("vp" + num(p), score), empui::icon::vp), trf("first.b.board.vp", {num(score)})});
  stat_line(line, true);
}
}  // namespace

// ---- civilization boards ----------------------------------------------------------------

void draw_civ_boards(Ctx& c) {
  const FirstState& st = c.st;
  const int n = st.num_players();
  heading_line(tr("first.b.boards.title"));
  const float avail = ImGui::GetContentRegionAvail().x;
  const float ch = std::max(c.fs * 2.0f, 40.0f);  // a tap target
  const float label_w = c.narrow ? ch + 4 : c.fs * 7.5f;
  const float cell = std::clamp((std::min(avail, c.fs * 40.0f) - label_w - 16) / 7.0f, 38.0f, c.fs * 3.2f);
  std::vector<int> scores;
  st.scores(scores);
  for (int k = 0; k < n; ++k) {
    // The viewing seat's board first, then clockwise.
    const int p = c.view >= 0 ? (c.view + k) % n : k;
    const CivInfo& C = kCivInfo[st.civ(p)];
    ImGui::PushID(p);
    kit::seat_token(c.host, p);
    ImGui::PushFont(fonts::large());
    ImGui::TextUnformatted((fitted_name(c.host.seat_name(p), 0.45f) + " · " + civ_name(st.civ(p))).c_str());
    ImGui::PopFont();
    counts_line(c, p, scores[static_cast<size_t>(p)], !st.terminal());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int t = 0; t < kTracks; ++t) {
      const ImVec2 row0 = ImGui::GetCursorScreenPos();
      // Track label in its colour.
      dl->AddRectFilled(row0, ImVec2(row0.x + label_w - 4, row0.y + ch), face_u32(t), 4.0f);
      if (c.narrow) {
        kit::draw_symbol(dl, ImVec2(row0.x + ch * 0.5f, row0.y + ch * 0.5f), ch * 0.25f, t, ink_on(t));
      } else {
        kit::text_at(dl, ImVec2(row0.x + 4, row0.y + (ch - c.fs * 0.8f) * 0.5f), c.fs * 0.8f, ink_on(t), track_name(t));
      }
      if (C.specialty == t)
        kit::text_at(dl, ImVec2(row0.x + label_w - 4 - c.fs * 0.9f, row0.y + 1), c.fs * 0.8f, ink_on(t), "★");
      ImGui::Dummy(ImVec2(label_w - 4, ch));
      if (ImGui::IsItemHovered())
        kit::tooltip_now(track_name(t) + (C.specialty == t ? "\n" + std::string(tr("first.b.tip.specialty")) : ""));
      const int cur = st.track_step(p, t);
      bool waiting = false;  // the column's city token is still on it
      for (int i = 0; i < kCityTokens; ++i) waiting |= st.token_loc(p, i) == kLocColumn + t;
      for (int s = 0; s < kSteps; ++s) {
        ImGui::SameLine(0, 2);
        const ImVec2 p0 = ImGui::GetCursorScreenPos();
        const Action raise = make_action(kActRaise, static_cast<uint32_t>(t));
        const bool next = s == cur + 1 && c.me == p && st.active() == p;
        const bool legal = next && c.has(raise);
        bool clicked = false;
        if (next) {
          const std::string label = "raise:" + std::to_string(t) + "##r" + std::to_string(t);
          clicked = kit::board_button(label.c_str(), ImVec2(cell, ch), raise, legal);
        } else {
          ImGui::Dummy(ImVec2(cell, ch));
        }
        const bool hovered = ImGui::IsItemHovered();
        const ImVec2 p1(p0.x + cell, p0.y + ch);
        if (s == cur) c.ui.place("track:" + std::to_string(p) + ":" + std::to_string(t), p0, p1);
        dl->AddRectFilled(p0, p1, s <= cur ? IM_COL32(235, 225, 200, 255) : IM_COL32(150, 140, 120, 255), 3.0f);
        if (s == C.star[t]) {  // the column's city icon, with its face-down token while it waits there
          const ImVec2 hc(p1.x - c.fs * 0.45f, p0.y + c.fs * 0.5f);
          const float hh = c.fs * 0.3f;
          const ImVec2 pts[5] = {ImVec2(hc.x - hh, hc.y + hh), ImVec2(hc.x - hh, hc.y - hh * 0.2f),
                                 ImVec2(hc.x, hc.y - hh * 1.1f), ImVec2(hc.x + hh, hc.y - hh * 0.2f),
                                 ImVec2(hc.x + hh, hc.y + hh)};
          dl->AddConvexPolyFilled(pts, 5, IM_COL32(60, 45, 30, 255));
          if (waiting) dl->AddPolyline(pts, 5, kit::seat_u32(c.host, p), ImDrawFlags_Closed, 2.0f);
        }
        const std::string val = std::to_string(C.value[t][s]);
        kit::text_at(dl, ImVec2(p0.x + 3, p0.y + 1), c.fs * 0.8f, IM_COL32(30, 25, 20, 255), val);
        const std::string vp = std::to_string(C.vp[t][s]);
        const ImVec2 vs = kit::text_size(c.fs * 0.7f, vp);
        dl->AddRectFilled(ImVec2(p1.x - vs.x - 5, p1.y - vs.y - 2), ImVec2(p1.x - 1, p1.y - 1),
                          IM_COL32(120, 20, 20, 235), 3.0f);
        kit::text_at(dl, ImVec2(p1.x - vs.x - 3, p1.y - vs.y - 1.5f), c.fs * 0.7f, IM_COL32(255, 245, 220, 255), vp);
        if (s == cur)
          kit::draw_disc(dl, ImVec2(p0.x + cell * 0.32f, p1.y - ch * 0.3f), std::min(cell, ch) * 0.2f,
                         kit::colour_of(c.host, p));
        if (legal) dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), theme::legal, 4.0f, 0, 3.0f);
        if (hovered) {
          std::string tip = trf("first.b.tip.step", {track_name(t), std::to_string(s)}) + "\n" +
                            step_meaning(t, s, C.value[t][s]) + "\n" + trf("first.b.vp_n", {vp});
          if (s == C.star[t]) {
            tip += "\n" + std::string(tr("first.b.tip.star"));
            if (waiting) tip += "\n" + std::string(tr("first.b.tip.token_waiting"));
          }
          if (s == cur) tip += "\n\n" + trf("first.b.tip.here", {c.host.seat_name(p)});
          if (next && !legal) {
            const std::string why = c.ui.why_not(raise);
            if (!why.empty()) tip += "\n\n⚠ " + why;
          }
          kit::tooltip_now(tip);
        }
        if (clicked) c.ui.try_choose(raise);
      }
    }
    ImGui::Spacing();
    ImGui::PopID();
  }
}

void draw_seat_summary(Ctx& c, int p, bool compact) {
  const FirstState& st = c.st;
  std::vector<int> scores;
  st.scores(scores);
  kit::seat_token(c.host, p);
  std::string head = fitted_name(c.host.seat_name(p), compact ? 0.3f : 0.4f);  // the VP and tracks follow
  if (st.current_player() == p) head = "▶ " + head;
  if (!compact) head += " · " + civ_name(st.civ(p));
  ImGui::TextUnformatted(head.c_str());
  ImGui::SameLine();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.5f, 1.0f), "%s",
                     trf("first.b.vp_n", {std::to_string(scores[static_cast<size_t>(p)])}).c_str());
  // The track levels: one square per track in its colour with the step reached.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float side = c.fs * 1.2f;
  if (compact) ImGui::SameLine();
  for (int t = 0; t < kTracks; ++t) {
    if (t) ImGui::SameLine(0, 3);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(side, side));
    dl->AddRectFilled(a, ImVec2(a.x + side, a.y + side), face_u32(t), 3.0f);
    const std::string v = std::to_string(st.track_step(p, t));
    const ImVec2 ts = kit::text_size(c.fs * 0.8f, v);
    kit::text_at(dl, ImVec2(a.x + (side - ts.x) * 0.5f, a.y + (side - ts.y) * 0.5f), c.fs * 0.8f, ink_on(t), v);
    if (ImGui::IsItemHovered()) kit::tooltip_now(trf("first.b.tip.step", {track_name(t), v}));
  }
  if (compact) return;
  counts_line(c, p, 0, false);  // counts only: another seat's hand stays hidden
}

// ---- cards ---------------------------------------------------------------------------------

namespace {
// A card's band: the colour of the regions or dice its first condition asks
// for, else the parchment brown of the civilization decks.
ImU32 card_band(int card) {
  const CardTerm& t = kCardInfo[card].terms[0];
  if ((t.term == kTOcc || t.term == kTDice) && t.arg < kTracks) return face_u32(t.arg);
  return IM_COL32(120, 90, 55, 255);
}
// Its emblem: what the condition counts.
const char* card_emblem(int card) {
  switch (kCardInfo[card].terms[0].term) {
    case kTDice:
    case kTSame:
    case kTTracks:
      return empui::icon::dice;
    case kTHand:
      return empui::icon::card;
    case kTCitiesBoard:
    case kTCitiesHeld:
      return empui::icon::city;
    case kTCaptured:
    case kTConq:
    case kTConqCity:
    case kTConqBlack:
      return empui::icon::fight;
    case kTConqSea:
    case kTLandings:
    case kTCoast:
      return empui::icon::ship;
    case kTHereStart:
    case kTStack:
      return empui::icon::settler;
    default:
      return empui::icon::explore;
  }
}
}  // namespace

void draw_cards(Ctx& c) {
  const FirstState& st = c.st;
  const int n = st.num_players();
  const bool all = st.terminal();  // the end shows every hand
  const float cw = c.narrow ? std::max(c.fs * 8.0f, (ImGui::GetContentRegionAvail().x - 12) / 2.0f) : c.fs * 11.0f;
  const float chh = c.fs * 5.2f;
  // `holder`: the seat whose hand it is in (-1: scored), for "what is missing".
  auto card_box = [&](int card, bool legal, Action a, const std::string& id, int holder = -1) {
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const bool clicked = kit::board_button(id.c_str(), ImVec2(cw, chh), legal ? a : 0, legal);
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p1(p0.x + cw, p0.y + chh);
    dl->AddRectFilled(p0, p1, theme::paper, 6.0f);
    if (hovered) dl->AddRectFilled(p0, p1, IM_COL32(255, 255, 255, 50), 6.0f);
    const float f = c.fs * 0.8f;
    const std::string text = card_text(card);
    // In a hand: whether it can be scored now, or each term's have/need ("✓ 2/2  ✗ 1/3").
    std::string foot;
    bool ready = false;
    if (holder >= 0 && !st.terminal()) {
      int have[3], need[3];
      const int terms = st.card_progress(holder, card, have, need);
      ready = true;
      for (int j = 0; j < terms; ++j) ready = ready && have[j] >= need[j];
      if (ready) {
        foot = std::string("✓ ") + tr(legal ? "first.b.card.ready" : "first.b.card.met");
      } else {
        for (int j = 0; j < terms; ++j)
          foot += (j ? "  " : "") + std::string(have[j] >= need[j] ? "✓ " : "✗ ") +
                  std::to_string(std::min(have[j], need[j])) + "/" + std::to_string(need[j]);
      }
    }
    // The card: a band in the colour its condition asks for, its points in the
    // corner, an emblem of what it is about, the condition as its text.
    const float foot_h = foot.empty() ? 0.0f : f * 1.15f;
    kit::CardFace face;
    face.band = card_band(card);
    face.title = card_name(card);
    face.corner = kit::amount(kCardInfo[card].vp, empui::icon::vp);
    face.emblem = card_emblem(card);
    face.body = text;
    face.title_size = f;
    face.body_size = c.fs * 0.72f;
    kit::card_face(dl, p0, ImVec2(p1.x, p1.y - foot_h), face);
    if (!foot.empty()) {
      dl->AddRectFilled(ImVec2(p0.x, p1.y - foot_h), p1,
                        ready ? IM_COL32(60, 120, 50, 235) : IM_COL32(120, 95, 60, 200), 6.0f,
                        ImDrawFlags_RoundCornersBottom);
      kit::text_at(dl, ImVec2(p0.x + 5, p1.y - foot_h + f * 0.08f), f * 0.92f, IM_COL32(255, 248, 230, 255), foot);
    }
    if (legal)
      dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), theme::legal, 7.0f, 0, 3.0f);
    else
      dl->AddRect(p0, p1, theme::card_edge, 6.0f, 0, 1.0f);
    if (hovered) {
      std::string t = card_tooltip(card);
      if (legal) t += "\n\n" + std::string(tr("first.b.tip.card_score"));
      kit::tooltip_now(t);
    }
    if (clicked && legal) c.ui.try_choose(a);
  };
  // The viewing seat's hand (never another's before the end).
  if (c.view >= 0 || all) {
    for (int p = 0; p < n; ++p) {
      if (!all && p != c.view) continue;
      const int base = st.civ(p) * kCardsPerDeck;
      heading_line(all ? trf("first.b.cards.hand_of", {c.host.seat_name(p)}) : std::string(tr("first.b.cards.hand")),
                   st.hand(p) ? std::string() : std::string(tr("first.b.cards.none")));
      bool first = true;
      for (unsigned m = st.hand(p); m; m &= m - 1) {
        const int card = base + std::countr_zero(m);
        const Action a = make_action(kActScore, static_cast<uint32_t>(card));
        flow(cw, first);
        card_box(card, c.me == p && c.has(a), a, std::string("card:") + kCardInfo[card].id + "##hand", p);
      }
    }
  }
  // Scored cards of every seat (public), and the others' hand sizes.
  heading_line(tr("first.b.cards.scored"));
  bool any = false;
  for (int p = 0; p < n; ++p) {
    if (!st.scored(p)) continue;
    any = true;
    kit::seat_token(c.host, p);
    ImGui::TextUnformatted(c.host.seat_name(p).c_str());
    const int base = st.civ(p) * kCardsPerDeck;
    bool first = true;
    for (unsigned m = st.scored(p); m; m &= m - 1) {
      const int card = base + std::countr_zero(m);
      flow(cw, first);
      card_box(card, false, 0, std::string("scored:") + kCardInfo[card].id + "##sc");
    }
  }
  if (!any) ImGui::TextDisabled("%s", tr("first.b.cards.none"));
  ImGui::Spacing();
}

// ---- turn track ---------------------------------------------------------------------------

void draw_turn_track(Ctx& c) {
  const FirstState& st = c.st;
  heading_line(tr("first.b.turns.title"));
  const float b = std::max(c.fs * 2.0f, 34.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int r = 1; r <= st.rounds(); ++r) {
    if (r > 1) ImGui::SameLine(0, 3);
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(b, b));
    const bool now = r == st.round() && !st.terminal();
    const bool past = r < st.round() || st.terminal();
    dl->AddRectFilled(p0, ImVec2(p0.x + b, p0.y + b),
                      now    ? IM_COL32(255, 210, 90, 255)
                      : past ? IM_COL32(120, 110, 95, 255)
                             : IM_COL32(225, 215, 190, 255),
                      4.0f);
    const std::string t = std::to_string(r);
    const ImVec2 ts = kit::text_size(c.fs, t);
    kit::text_at(dl, ImVec2(p0.x + (b - ts.x) * 0.5f, p0.y + (b - ts.y) * 0.5f), c.fs, IM_COL32(30, 25, 20, 255), t);
    if (ImGui::IsItemHovered()) kit::tooltip_now(trf("first.b.round", {t, std::to_string(st.rounds())}));
  }
  // Seat order of every round, from the start player.
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("first.b.turns.order"));
  const int n = st.num_players();
  for (int k = 0; k < n; ++k) {
    const int p = (st.start_player() + k) % n;
    ImGui::SameLine();
    kit::seat_token(c.host, p);
    const std::string nm =
        fitted_name(c.host.seat_name(p), 0.8f / static_cast<float>(n - k));  // the row stays in the pane
    if (p == st.active() && !st.terminal())
      ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.4f, 1.0f), "▶ %s", nm.c_str());
    else
      ImGui::TextUnformatted(nm.c_str());
  }
  ImGui::Spacing();
}

}  // namespace empui::first_ui
