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
#include "kit/score_chart.h"
#include "ui_util.h"

namespace empui {

using namespace emp::first;
using emp::FirstState;

namespace first_ui {

// ---- shared helpers ----------------------------------------------------------------

bool Ctx::any(uint32_t kind) const { return any_of(action_kind, kind); }

std::string area_name(int side, int a) {
  if (a < 0 || a >= kSides[side].count) return "?";
  return german() ? kSides[side].areas[a].name_de : kSides[side].areas[a].name_en;
}
std::string civ_name(int civ) { return german() ? kCivInfo[civ].name_de : kCivInfo[civ].name_en; }
std::string card_name(int card) { return german() ? kCardInfo[card].name_de : kCardInfo[card].name_en; }
std::string card_text(int card) { return german() ? kCardInfo[card].text_de : kCardInfo[card].text_en; }
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

// The running scores (board and cards: public) at the end of every round, from the record follower.
struct History : kit::RecordListener {
  std::vector<std::array<int, 10>> vp;  // [seat][round 1..8], [9] = final; -1 unknown
  int round = 0;                        // the round before the action being followed
  void restart(const emp::State& start) override {
    vp.assign(static_cast<size_t>(start.num_players()), {});
    for (auto& row : vp) row.fill(-1);
  }
  void before(const emp::State& pre, Action, size_t) override { round = static_cast<const FirstState&>(pre).round(); }
  void after(const emp::State& state, Action, size_t, bool) override {
    const auto* post = static_cast<const FirstState*>(&state);
    if (!post->terminal() && post->round() == round) return;
    std::vector<int> sc;
    // Before the end, scores() leaves the hidden city values out; the end reveals them.
    for (int p = 0; p < post->num_players(); ++p) {
      vp[static_cast<size_t>(p)][static_cast<size_t>(round)] = post->board_vp(p) + post->card_vp(p);
      if (post->terminal()) {
        post->scores(sc);
        vp[static_cast<size_t>(p)][9] = sc[static_cast<size_t>(p)];
      }
    }
  }
};

FirstUi::FirstUi(kit::Host& host) : kit::Board(host), hist(std::make_unique<History>()) {}
FirstUi::~FirstUi() = default;

namespace {

void update_history(FirstUi& ui) { ui.host().follow(*ui.hist); }

std::string phase_text(const FirstState& st, bool narrow) {
  std::string t = trf("first.b.round", {std::to_string(st.round()), std::to_string(st.rounds())});
  if (st.phase() > 0)
    t += " · " + trf("first.b.phase_n", {std::to_string(st.phase())}) + ": " +
         tr_message("first.phase." + std::to_string(st.phase()));
  if (!narrow) t += " · " + civ_name(st.civ(st.active()));
  return t;
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
  const auto& acts = c.host.record().actions;
  for (size_t i = acts.size(); i-- > 0;) {
    if (c.host.actor(i) != c.me) return false;
    const uint32_t k = action_kind(acts[i]);
    if (k == kActAttack) {
      *mark = i;
      return c.host.can_undo_to(i);
    }
    if (k != kActAdd) return false;
  }
  return false;
}

}  // namespace

void FirstUi::frame() {
  const Ctx c(*this);
  // A new position clears the dice selection; the move source stays while it still has explorers.
  const size_t at = host().record().actions.size();
  if (sel_at != at) {
    sel_at = at;
    dice_sel = 0;
    if (from >= 0 && (c.me < 0 || c.st.decision() != FirstState::kDecMove || c.st.explorers(c.me, from) == 0))
      from = -1;
  }
  if (c.me < 0) {
    from = -1;
    dice_sel = 0;
  }
}

}  // namespace first_ui

using namespace first_ui;

std::string FirstUi::prompt() {
  const Ctx c(*this);
  const FirstState& st = c.st;
  const int side = st.side();
  std::string text;
  switch (st.decision()) {
    case FirstState::kDecRoll:
      text = trf("first.b.prompt.roll", {std::to_string(st.rerolls_left())});
      break;
    case FirstState::kDecMove:
      text = c.ui.from >= 0 ? trf("first.b.prompt.move_to", {area_name(side, c.ui.from), std::to_string(st.mp_left())})
                            : trn("first.b.prompt.move", st.mp_left(), {std::to_string(st.mp_left())});
      break;
    case FirstState::kDecAttack: {
      // "you 3 vs 2": the explorers sent and the black dice (each counts as one) against the defenders.
      const int t = st.attack_target();
      const int d = st.owner(t), black = st.dice_of(kFaceK);
      const std::string sent = std::to_string(st.attack_committed());
      const std::string you = black ? trf("first.b.you_black", {sent, std::to_string(black)}) : sent;
      text = trf("first.b.prompt.attack",
                 {area_name(side, t), trf("first.b.you_vs", {you, std::to_string(d >= 0 ? st.explorers(d, t) : 0)}),
                  std::to_string(st.mp_left())});
      break;
    }
    case FirstState::kDecRetreat:
      text = trf("first.b.prompt.retreat", {c.host.seat_name(st.active()), area_name(side, st.retreat_from())});
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
      // Asked whenever the hand is not empty (rules 2): a card to score or not.
      text = tr(c.any(kActScore) ? "first.b.prompt.end_turn" : "first.b.prompt.end_turn_only");
      break;
    default:
      break;
  }
  return text;
}

void FirstUi::decision_buttons() {
  Ctx c(*this);
  const FirstState& st = c.st;
  const int side = st.side();
  const int nsel = std::popcount(c.ui.dice_sel);
  bool first = true;
  auto button = [&](const std::string& label, Action a, bool enabled = true) {
    const std::string shown = kit::wrap_label(label);  // a phone: a long choice wraps
    if (!first) flow_next(kit::button_width(shown));
    first = false;
    ImGui::PushID(static_cast<int>(a));
    if (!enabled) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.55f);
    const bool pressed = ImGui::Button(shown.c_str());
    if (!enabled) ImGui::PopStyleVar();
    ImGui::PopID();
    // A board item too (label "btn:<text>"), so tests find the decision's buttons.
    kit::board_item("btn:" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), a, enabled && c.has(a));
    if (pressed) {
      const bool done = c.ui.try_choose(a);
      if (action_kind(a) == kActReroll && done) c.ui.dice_sel = 0;
      // "End turn" ends it: the turn is not held for a second "End turn" in the status bar.
      if (action_kind(a) == kActEndTurn) c.host.end_turn_if_held(c.me);
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
      } else if (c.any(kActBlack) && !c.narrow) {  // a phone: the prompt says it
        if (!first) flow_next(kit::button_width(tr("first.b.hint.black")));
        ImGui::TextDisabled("%s", tr("first.b.hint.black"));
      }
      button(tr("first.b.btn.end_roll"), make_action(kActEndRoll));
      break;
    }
    case FirstState::kDecMove:
      if (c.ui.from >= 0) {
        const std::string l = tr("first.b.btn.deselect");
        if (!first) flow_next(kit::button_width(l));
        first = false;
        if (ImGui::Button(l.c_str())) c.ui.from = -1;
      }
      if (c.any(kActEndMove) || st.mp_left() == 0)
        button(tr("first.b.btn.end_move"), make_action(kActEndMove));
      else
        button(tr("first.b.btn.end_move"), make_action(kActEndMove), false);
      break;
    case FirstState::kDecAttack: {
      // Conquering is offered only when the engine allows it (enough explorers
      // sent); until then the prompt says what is needed, and no greyed
      // "Conquer ... with 0" stands for a choice that cannot be made.
      const Action commit = make_action(kActCommit);
      if (c.has(commit))
        button(trf("first.b.btn.commit", {area_name(side, st.attack_target()), std::to_string(st.attack_committed())}),
               commit);
      size_t mark = 0;
      if (attack_mark(c, &mark)) {
        const std::string l = tr("first.b.btn.cancel_attack");
        flow_next(kit::button_width(l));
        if (ImGui::Button(l.c_str())) {
          const Result r = c.host.undo_to(mark);
          if (!r.ok) refuse(r.error);
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
          if (!first) flow_next(kit::button_width(tr("first.b.hint.convert")));
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
}

namespace {

void vp_chart(Ctx& c) {
  const int rounds = c.st.rounds();
  kit::ScoreChart chart;
  for (const auto& row : c.ui.hist->vp) {
    std::vector<int> r;
    // The rounds, then the final score (cities revealed).
    for (int i = 1; i <= rounds + 1; ++i) {
      const int v = row[static_cast<size_t>(i <= rounds ? i : 9)];
      r.push_back(v < 0 ? kit::ScoreChart::kNoPoint : v);
    }
    chart.rows.push_back(r);
  }
  chart.label = [rounds](int j) { return j == rounds + 1 ? std::string(tr("board.chart_final")) : std::to_string(j); };
  chart.disc_at_each_point = true;
  chart.note = tr("first.b.chart.note");
  kit::score_chart(c.host, chart);
}

// The city tokens revealed: each seat's six tokens with their values and where they ended.
void token_reveal(Ctx& c) {
  const FirstState& st = c.st;
  const int side = st.side();
  for (int p = 0; p < st.num_players(); ++p) {
    kit::seat_token(c.host, p);
    ImGui::TextUnformatted((fitted_name(c.host.seat_name(p), 0.45f) + " · " + civ_name(st.civ(p))).c_str());
    std::string line;
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = st.token_loc(p, i), v = st.token_value(p, i);
      std::string where;
      if (l < kLocBoard)
        where = trf("first.b.tok.column", {track_name(l - kLocColumn)});
      else if (l < kLocCaptured)
        where = area_name(side, l - kLocBoard);
      else
        where = trf("first.b.tok.captured", {c.host.seat_name(l - kLocCaptured)});
      line += (i ? " · " : "") + std::to_string(v) + " (" + where + ")";
    }
    ImGui::Indent();
    wrapped(line);
    ImGui::Unindent();
  }
}

}  // namespace

void FirstUi::content() {
  Ctx c(*this);
  update_history(*this);
  draw_round_summary(c);
  ImGui::Spacing();
  draw_dice(c);
  draw_map(c, false);
  draw_cards(c);
  draw_civ_boards(c);
  draw_turn_track(c);
  draw_earlier_summaries(c);
}

std::string FirstUi::phase() { return phase_text(static_cast<const FirstState&>(host().state()), host().narrow()); }

void FirstUi::seat_panel(int seat, bool compact) {
  Ctx c(*this);
  draw_seat_summary(c, seat, compact);
}

// Under the generic end screen (screens/game_over.cpp: ranking, points by
// category): the city tokens revealed, the chart and the final board.
void FirstUi::game_over() {
  Ctx c(*this);
  update_history(*this);
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

std::unique_ptr<kit::Board> make_first_board(kit::Host& host) { return std::make_unique<FirstUi>(host); }

}  // namespace empui
