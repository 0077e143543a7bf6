// First Empires board: entry point, shared helpers, the turn banner, the
// decision prompt, the history (VP per round) and the end-of-game screen with
// the city tokens revealed. See board_first.h.
#include "games/first/board_first.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "fonts.h"
#include "i18n.h"
#include "kit/banner.h"
#include "ui_util.h"

namespace empui {

using namespace emp::first;
using emp::FirstState;

namespace first_ui {

// ---- shared helpers ----------------------------------------------------------------

bool Ctx::has(Action a) const { return std::find(legal.begin(), legal.end(), a) != legal.end(); }
bool Ctx::any(uint32_t kind) const {
  for (Action a : legal)
    if (action_kind(a) == kind) return true;
  return false;
}

void try_action(Ctx& c, Action a) {
  if (c.me >= 0 && c.has(a)) {
    const Result r = c.app.choose(a);  // an irreversible choice asks first (the status bar)
    c.ui.reason = r.ok ? std::string() : r.error;
    return;
  }
  const std::string why = why_not(c, a);
  c.ui.reason = why.empty() ? std::string(tr("err.illegal")) : why;
}

std::string why_not(const Ctx& c, Action a) {
  if (c.me < 0 && !c.st.terminal()) return trf("first.b.not_your_turn", {name_of(c.s, c.st.current_player())});
  const std::string why = c.st.why_illegal(a);
  return why.empty() ? why : tr_message(why);
}

std::string name_of(const Session& s, int seat) { return seat_name(s, seat); }
bool de() { return language() == emp::Lang::De; }

std::string area_name(int side, int a) {
  if (a < 0 || a >= kSides[side].count) return "?";
  return de() ? kSides[side].areas[a].name_de : kSides[side].areas[a].name_en;
}
std::string civ_name(int civ) { return de() ? kCivInfo[civ].name_de : kCivInfo[civ].name_en; }
std::string card_name(int card) { return de() ? kCardInfo[card].name_de : kCardInfo[card].name_en; }
std::string card_text(int card) { return de() ? kCardInfo[card].text_de : kCardInfo[card].text_en; }
std::string card_tooltip(int card) {
  return card_name(card) + " · " + trf("first.b.vp_n", {std::to_string(kCardInfo[card].vp)}) + "\n" + card_text(card) +
         "\n\n" + civ_name(card / kCardsPerDeck);
}
std::string colour_name(int colour) { return tr("first.b.colour." + std::to_string(std::clamp(colour, 0, 6))); }
std::string track_name(int track) { return tr("first.b.track." + std::to_string(std::clamp(track, 0, 4))); }

ImU32 face_u32(int face) {
  static const ImU32 k[] = {IM_COL32(0xE8, 0x86, 0x24, 255), IM_COL32(0x3B, 0x78, 0xD0, 255),
                            IM_COL32(0x8C, 0x4F, 0xBE, 255), IM_COL32(0x45, 0xA0, 0x48, 255),
                            IM_COL32(0xEE, 0xCB, 0x33, 255), IM_COL32(0x25, 0x25, 0x28, 255),
                            IM_COL32(0x6F, 0xA8, 0xD8, 255)};
  return k[std::clamp(face, 0, 6)];
}
ImU32 ink_on(int face) { return face == kY || face == kO ? IM_COL32(30, 26, 20, 255) : IM_COL32(255, 255, 255, 255); }

// ---- history: VP per round ----------------------------------------------------------

struct History {
  const Session* session = nullptr;
  uint64_t seed = 0;
  size_t n = 0;
  Action last = 0;
  std::unique_ptr<emp::State> shadow;
  std::vector<std::array<int, 10>> vp;  // [seat][round 1..8], [9] = final; -1 unknown
};

FirstUi::FirstUi() : hist(std::make_unique<History>()) {}
FirstUi::~FirstUi() = default;

namespace {

// Follows the session's record with a shadow state (replaying from the start
// after an undo, a loaded link or a new game) and notes the running scores
// (board and cards: public) at the end of every round.
void update_history(FirstUi& ui, const Session& s) {
  History& h = *ui.hist;
  const auto& acts = s.record.actions;
  const bool same =
      h.session == &s && h.seed == s.seed && h.shadow && h.n <= acts.size() && (h.n == 0 || acts[h.n - 1] == h.last);
  if (!same) {
    h = History{};
    h.session = &s;
    h.seed = s.seed;
    h.shadow = emp::new_game("first", s.options, s.seed);
    if (!h.shadow) return;
    h.vp.assign(static_cast<size_t>(s.options.players), {});
    for (auto& row : h.vp) row.fill(-1);
  }
  if (!h.shadow) return;
  std::vector<int> sc;
  while (h.n < acts.size() && !h.shadow->terminal()) {
    const auto* pre = static_cast<const FirstState*>(h.shadow.get());
    const int round = pre->round();
    h.shadow->apply(acts[h.n]);
    h.last = acts[h.n];
    ++h.n;
    const auto* post = static_cast<const FirstState*>(h.shadow.get());
    if (post->terminal() || post->round() != round) {
      // Before the end, scores() leaves the hidden city values out; the end reveals them.
      for (int p = 0; p < post->num_players(); ++p) {
        h.vp[static_cast<size_t>(p)][static_cast<size_t>(round)] = post->board_vp(p) + post->card_vp(p);
        if (post->terminal()) {
          post->scores(sc);
          h.vp[static_cast<size_t>(p)][9] = sc[static_cast<size_t>(p)];
        }
      }
    }
  }
}

std::string phase_text(const FirstState& st, bool narrow) {
  std::string t = trf("first.b.round", {std::to_string(st.round()), std::to_string(st.rounds())});
  if (st.phase() > 0)
    t += " · " + trf("first.b.phase_n", {std::to_string(st.phase())}) + ": " +
         tr_message("first.phase." + std::to_string(st.phase()));
  if (!narrow) t += " · " + civ_name(st.civ(st.active()));
  return t;
}

void flow_next(float next_w) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float last = ImGui::GetItemRectMax().x;
  if (last + ImGui::GetStyle().ItemSpacing.x + next_w < right) ImGui::SameLine();
}
float button_w(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

// The re-roll action of the selected dice: dice of one face are alike, so the
// engine names a set by the last dice of each face it touches.
Action reroll_of(const FirstState& st, uint32_t sel) {
  uint32_t mask = 0;
  int i = 0;
  while (i < st.dice_count()) {
    int j = i;
    while (j + 1 < st.dice_count() && st.die(j + 1) == st.die(i)) ++j;
    int k = 0;
    for (int d = i; d <= j; ++d) k += (sel >> d) & 1;
    for (int d = j; d > j - k; --d) mask |= 1u << d;
    i = j + 1;
  }
  return make_action(kActReroll, mask);
}

int group_first(const FirstState& st, int d) {
  while (d > 0 && st.die(d - 1) == st.die(d)) --d;
  return d;
}

// The log index of the attack being gathered (for Cancel), or false.
bool attack_mark(const Ctx& c, size_t* mark) {
  if (c.me < 0 || c.st.decision() != FirstState::kDecAttack) return false;
  const auto& log = c.s.log;
  for (size_t i = log.size(); i-- > 0;) {
    if (log[i].seat != c.me) return false;
    const uint32_t k = action_kind(log[i].action);
    if (k == kActAttack) {
      *mark = i;
      return c.app.can_undo_to(i);
    }
    if (k != kActAdd) return false;
  }
  return false;
}

}  // namespace

Ctx make_ctx(App& app, Session& s) {
  Ctx c{app,
        s,
        static_cast<const FirstState&>(*s.state),
        session_ui<FirstUi>(s.board_ui),
        -1,
        -1,
        {},
        false,
        17.0f,
        seat_names(s)};
  c.narrow = app.narrow();
  c.fs = ImGui::GetFontSize();
  c.me = app.acting_seat();
  c.view = app.view_seat();
  if (c.me >= 0) s.state->legal_actions(c.legal);
  // A new position clears the dice selection; the move source stays while it still has explorers.
  if (c.ui.sel_at != s.record.actions.size()) {
    c.ui.sel_at = s.record.actions.size();
    c.ui.dice_sel = 0;
    if (c.ui.from >= 0 && (c.me < 0 || c.st.decision() != FirstState::kDecMove || c.st.explorers(c.me, c.ui.from) == 0))
      c.ui.from = -1;
  }
  if (c.me < 0) {
    c.ui.from = -1;
    c.ui.dice_sel = 0;
  }
  return c;
}

}  // namespace first_ui

using namespace first_ui;

void draw_first_decision(App& app, Session& s) {
  Ctx c = make_ctx(app, s);
  const FirstState& st = c.st;
  if (c.me < 0) {
    if (!st.terminal()) ImGui::TextDisabled("%s", tr("game.waiting"));
    return;
  }
  const int side = st.side();
  std::string text;
  const int nsel = std::popcount(c.ui.dice_sel);
  switch (st.decision()) {
    case FirstState::kDecRoll:
      text = trf("first.b.prompt.roll", {std::to_string(st.rerolls_left())});
      break;
    case FirstState::kDecMove:
      text = c.ui.from >= 0 ? trf("first.b.prompt.move_to", {area_name(side, c.ui.from), std::to_string(st.mp_left())})
                            : trf("first.b.prompt.move", {std::to_string(st.mp_left())});
      break;
    case FirstState::kDecAttack: {
      const int t = st.attack_target();
      text = trf("first.b.prompt.attack",
                 {area_name(side, t), std::to_string(st.attack_committed()), std::to_string(st.mp_left())});
      break;
    }
    case FirstState::kDecRetreat:
      text = trf("first.b.prompt.retreat", {name_of(s, st.active()), area_name(side, st.retreat_from())});
      break;
    case FirstState::kDecAdvance:
      text = tr("first.b.prompt.advance");
      break;
    case FirstState::kDecPlaceExpl:
      text = trf("first.b.prompt.place_expl", {std::to_string(st.pending_explorers())});
      break;
    case FirstState::kDecPlaceCity:
      text = trf("first.b.prompt.place_city", {track_name(st.pending_city_track())});
      break;
    case FirstState::kDecEndTurn:
      text = tr("first.b.prompt.end_turn");
      break;
    default:
      break;
  }
  if (!c.narrow) ImGui::PushFont(fonts::large());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  if (!c.narrow) ImGui::PopFont();

  bool first = true;
  auto button = [&](const std::string& label, Action a, bool enabled = true) {
    if (!first) flow_next(button_w(label));
    first = false;
    ImGui::PushID(static_cast<int>(a));
    if (!enabled) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.55f);
    const bool pressed = ImGui::Button(label.c_str());
    if (!enabled) ImGui::PopStyleVar();
    ImGui::PopID();
    // A board item too (label "btn:<text>"), so tests find the decision's buttons.
    kit::board_item("btn:" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), a, enabled && c.has(a));
    if (pressed) {
      try_action(c, a);
      if (action_kind(a) == kActReroll && c.ui.reason.empty()) c.ui.dice_sel = 0;
      // "End turn" ends it: the turn is not held for a second "End turn" in the status bar.
      if (action_kind(a) == kActEndTurn) c.app.end_turn_if_held(c.me);
    }
  };
  const int hand_base = st.civ(c.me) * kCardsPerDeck;
  switch (st.decision()) {
    case FirstState::kDecRoll: {
      if (st.rerolls_left() > 0) {
        const Action rr = reroll_of(st, c.ui.dice_sel);
        button(trf("first.b.btn.reroll", {std::to_string(nsel)}), rr, nsel > 0 && c.has(rr));
      }
      if (nsel == 1) {
        const int d = group_first(st, std::countr_zero(c.ui.dice_sel));
        for (unsigned m = st.hand(c.me); m; m &= m - 1) {
          const int card = hand_base + std::countr_zero(m);
          const Action a = make_action(kActBlack, static_cast<uint32_t>(card << 8 | d));
          if (c.has(a)) button(trf("first.b.btn.black", {card_name(card)}), a);
        }
      } else if (c.any(kActBlack)) {
        if (!first) flow_next(button_w(tr("first.b.hint.black")));
        ImGui::TextDisabled("%s", tr("first.b.hint.black"));
      }
      button(tr("first.b.btn.end_roll"), make_action(kActEndRoll));
      break;
    }
    case FirstState::kDecMove:
      if (c.ui.from >= 0) {
        const std::string l = tr("first.b.btn.deselect");
        if (!first) flow_next(button_w(l));
        first = false;
        if (ImGui::Button(l.c_str())) c.ui.from = -1;
      }
      if (c.any(kActEndMove) || st.mp_left() == 0)
        button(tr("first.b.btn.end_move"), make_action(kActEndMove));
      else
        button(tr("first.b.btn.end_move"), make_action(kActEndMove), false);
      break;
    case FirstState::kDecAttack: {
      const Action commit = make_action(kActCommit);
      button(trf("first.b.btn.commit", {area_name(side, st.attack_target()), std::to_string(st.attack_committed())}),
             commit, c.has(commit));
      size_t mark = 0;
      if (attack_mark(c, &mark)) {
        const std::string l = tr("first.b.btn.cancel_attack");
        flow_next(button_w(l));
        if (ImGui::Button(l.c_str())) {
          const Result r = c.app.undo_to(mark);
          c.ui.reason = r.ok ? std::string() : r.error;
        }
      }
      for (Action a : c.legal)
        if (action_kind(a) == kActAdd)
          button(trf("first.b.btn.add", {area_name(side, static_cast<int>(action_arg(a)))}), a);
      break;
    }
    case FirstState::kDecRetreat:
      for (Action a : c.legal)
        button(trf("first.b.btn.retreat", {area_name(side, static_cast<int>(action_arg(a)))}), a);
      break;
    case FirstState::kDecAdvance: {
      for (Action a : c.legal)
        if (action_kind(a) == kActRaise)
          button(trf("first.b.btn.raise", {track_name(static_cast<int>(action_arg(a)))}), a);
      if (c.any(kActConvert)) {
        if (nsel == 1) {
          const int d = group_first(st, std::countr_zero(c.ui.dice_sel));
          for (unsigned m = st.hand(c.me); m; m &= m - 1) {
            const int card = hand_base + std::countr_zero(m);
            bool label = false;
            for (int f = 0; f < kFaces; ++f) {
              const Action a = make_action(kActConvert, static_cast<uint32_t>(card << 8 | d << 4 | f));
              if (!c.has(a)) continue;
              if (!label) {
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(trf("first.b.convert_with", {card_name(card)}).c_str());
                first = false;
                label = true;
              }
              button(colour_name(f), a);
            }
          }
        } else {
          if (!first) flow_next(button_w(tr("first.b.hint.convert")));
          first = false;
          ImGui::TextDisabled("%s", tr("first.b.hint.convert"));
        }
      }
      button(tr("first.b.btn.end_advance"), make_action(kActEndAdvance));
      break;
    }
    case FirstState::kDecPlaceExpl:
      for (Action a : c.legal)
        button(trf("first.b.btn.place_expl", {area_name(side, static_cast<int>(action_arg(a)))}), a);
      break;
    case FirstState::kDecPlaceCity:
      for (Action a : c.legal)
        button(trf("first.b.btn.place_city", {area_name(side, static_cast<int>(action_arg(a)))}), a);
      break;
    case FirstState::kDecEndTurn:
      button(tr("first.b.btn.end_turn"), make_action(kActEndTurn));
      break;
    default:
      break;
  }
  // Achievement cards whose condition holds now (also clickable in the hand).
  if (c.any(kActScore)) {
    first = true;
    for (Action a : c.legal)
      if (action_kind(a) == kActScore) {
        const int card = static_cast<int>(action_arg(a));
        button(trf("first.b.btn.score", {card_name(card), std::to_string(kCardInfo[card].vp)}), a);
      }
  }
  if (!c.ui.reason.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.62f, 0.40f, 1.0f));
    wrapped("⚠ " + c.ui.reason);
    ImGui::PopStyleColor();
  }
}

namespace {

void all_options(Ctx& c) {
  if (c.me < 0 || c.legal.empty()) return;
  if (!ImGui::CollapsingHeader(trf("first.b.all_options", {std::to_string(c.legal.size())}).c_str())) return;
  for (Action a : c.legal) {
    ImGui::PushID(static_cast<int>(a) ^ 0x5a5a);
    if (wide_button((c.st.action_label(a, language(), &c.names) + "##all").c_str())) try_action(c, a);
    ImGui::PopID();
  }
}

void vp_chart(Ctx& c) {
  const History& h = *c.ui.hist;
  const int n = c.st.num_players(), rounds = c.st.rounds();
  const float w = std::min(ImGui::GetContentRegionAvail().x, c.fs * 34.0f), ht = c.fs * 12.0f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int vmax = 10;
  for (const auto& row : h.vp)
    for (int v : row) vmax = std::max(vmax, v);
  const float lm = c.fs * 2.2f, bm = c.fs * 1.4f;
  const ImVec2 o(p0.x + lm, p0.y + ht - bm);
  const float pw = w - lm - c.fs * 1.5f, ph = ht - bm - c.fs * 0.6f;
  dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + ht), IM_COL32(30, 27, 22, 255), 6.0f);
  const int step = vmax > 60 ? 20 : vmax > 30 ? 10 : 5;
  for (int v = 0; v <= vmax; v += step) {
    const float y = o.y - ph * static_cast<float>(v) / static_cast<float>(vmax);
    dl->AddLine(ImVec2(o.x, y), ImVec2(o.x + pw, y), IM_COL32(90, 80, 60, 120));
    kit::text_at(dl, ImVec2(p0.x + 4, y - c.fs * 0.45f), c.fs * 0.75f, IM_COL32(200, 190, 170, 255), std::to_string(v));
  }
  const int cols = rounds + 1;  // rounds, then the final score (cities revealed)
  auto xat = [&](int i) { return o.x + pw * static_cast<float>(i) / static_cast<float>(cols); };
  auto col_of = [&](int i) { return i <= rounds ? i : 9; };
  for (int i = 0; i <= cols; ++i) {
    const std::string lab = i == 0 ? "0" : i == cols ? tr("first.b.chart.final") : std::to_string(i);
    kit::text_at(dl, ImVec2(xat(i) - kit::text_size(c.fs * 0.75f, lab).x * 0.5f, o.y + 3), c.fs * 0.75f,
                 IM_COL32(200, 190, 170, 255), lab);
  }
  for (int p = 0; p < n && p < static_cast<int>(h.vp.size()); ++p) {
    ImVec2 prev(xat(0), o.y);
    const auto& row = h.vp[static_cast<size_t>(p)];
    for (int i = 1; i <= cols; ++i) {
      const int v = row[static_cast<size_t>(col_of(i))];
      if (v < 0) continue;
      const ImVec2 pt(xat(i), o.y - ph * static_cast<float>(v) / static_cast<float>(vmax));
      dl->AddLine(prev, pt, kit::seat_u32(c.s, p), 2.5f);
      prev = pt;
    }
    for (int i = 1; i <= cols; ++i) {
      const int v = row[static_cast<size_t>(col_of(i))];
      if (v < 0) continue;
      kit::draw_disc(dl, ImVec2(xat(i), o.y - ph * static_cast<float>(v) / static_cast<float>(vmax)), c.fs * 0.32f,
                     kit::colour_of(c.s, p));
    }
  }
  ImGui::Dummy(ImVec2(w, ht));
  ImGui::TextDisabled("%s", tr("first.b.chart.note"));
}

// The city tokens revealed: each seat's six tokens with their values and where they ended.
void token_reveal(Ctx& c) {
  const FirstState& st = c.st;
  const int side = st.side();
  for (int p = 0; p < st.num_players(); ++p) {
    kit::seat_token(c.s, p);
    ImGui::TextUnformatted((name_of(c.s, p) + " · " + civ_name(st.civ(p))).c_str());
    std::string line;
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = st.token_loc(p, i), v = st.token_value(p, i);
      std::string where;
      if (l < kLocBoard)
        where = trf("first.b.tok.column", {track_name(l - kLocColumn)});
      else if (l < kLocCaptured)
        where = area_name(side, l - kLocBoard);
      else
        where = trf("first.b.tok.captured", {name_of(c.s, l - kLocCaptured)});
      line += (i ? " · " : "") + std::to_string(v) + " (" + where + ")";
    }
    ImGui::Indent();
    wrapped(line);
    ImGui::Unindent();
  }
}

}  // namespace

bool draw_first_board(App& app, Session& s) {
  kit::board_items_begin();
  Ctx c = make_ctx(app, s);
  update_history(c.ui, s);
  if (c.me < 0) c.ui.reason.clear();
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) app.request_redraw(2);
  // The turn and the decision are in the game screen's status bar (the hooks
  // below); review, which has none, shows the turn banner here.
  const int p = c.st.current_player();
  if (p >= 0 && app.reviewing()) kit::turn_banner(c.app, c.s, p, phase_text(c.st, c.narrow), c.fs);
  draw_round_summary(c);
  ImGui::Spacing();
  draw_dice(c);
  draw_map(c, false);
  draw_cards(c);
  draw_civ_boards(c);
  draw_turn_track(c);
  all_options(c);
  draw_earlier_summaries(c);
  kit::board_items_end();
  return true;
}

std::string first_phase_line(const App& app, const Session& s) {
  return phase_text(static_cast<const FirstState&>(*s.state), app.narrow());
}

void draw_first_seat_panel(App& app, Session& s, int seat, bool compact) {
  Ctx c = make_ctx(app, s);
  draw_seat_summary(c, seat, compact);
}

// Under the generic end screen (screens/game_over.cpp: ranking, points by
// category): the city tokens revealed, the chart and the final board.
void draw_first_game_over(App& app, Session& s) {
  Ctx c = make_ctx(app, s);
  update_history(c.ui, s);
  ImGui::Spacing();
  heading(tr("first.b.over.tokens"));
  token_reveal(c);
  ImGui::Spacing();
  heading(tr("first.b.over.chart"));
  vp_chart(c);
  ImGui::Spacing();
  draw_map(c, true);
  draw_cards(c);
  draw_civ_boards(c);
}

}  // namespace empui
