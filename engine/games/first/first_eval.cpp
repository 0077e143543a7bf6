// Evaluation of a First Empires position for the heuristic and search bots:
// an estimate of the player's final victory points. Board VP and scored
// cards now, cities at their expected value (11/6 each: values are hidden
// from everyone), plus what the remaining turns should add: each turn raises
// about as many tracks as the dice allow and the regions held support, at the
// VP of the next steps; cards in hand are worth part of their VP (more when
// their condition holds now); regions and colours held feed future raises.
// Reads only what `player` may see: its own hand, public counts otherwise.
#include <algorithm>
#include <bit>
#include <span>

#include "games/first/first_state.h"

namespace emp {

using namespace first;

double first_evaluate(const State& st, int player) {
  const auto& s = static_cast<const FirstState&>(st);
  const int p = player;
  const int n = s.num_players();
  const CivInfo& C = kCivInfo[s.civ(p)];
  double v = s.board_vp(p) + s.card_vp(p) + (11.0 / 6.0) * s.scored_tokens(p);
  if (s.terminal()) {
    std::vector<int> sc;
    s.scores(sc);
    return sc[p] + 0.01 * s.hand_size(p);
  }
  // Turns of p still to come (the current one counts while its raises are ahead).
  const int my_pos = (p - s.start_player() + n) % n;
  const int act_pos = (s.active() - s.start_player() + n) % n;
  int turns = s.rounds() - s.round();
  if (my_pos > act_pos || (my_pos == act_pos && s.phase() < 3)) ++turns;
  // Regions and colours held.
  int colours = 0, regions = 0;
  for (int c = 0; c < kTracks; ++c) {
    const int k = s.occ_count(p, c);
    colours += k > 0;
    regions += k;
  }
  // Value of the next step of each track (VP gained by one raise).
  double next_vp = 0;
  int open = 0;
  for (int t = 0; t < kTracks; ++t) {
    const int st_ = s.track_step(p, t);
    if (st_ < kSteps - 1) {
      next_vp += C.vp[t][st_ + 1] - C.vp[t][st_];
      ++open;
    }
  }
  const double per_raise = open ? next_vp / open : 0.0;
  const double dice = s.track_value(p, kO), rerolls = s.track_value(p, kB);
  const double hit = std::min(1.0, 0.25 + 0.13 * colours + 0.06 * rerolls);
  const double raises_per_turn = dice * 5.0 / 6.0 * hit;
  v += turns * raises_per_turn * per_raise * 0.9;
  // Growth attributes pay off over the remaining turns.
  v += turns * (0.35 * s.track_value(p, kP) + 0.25 * s.track_value(p, kY)) * 0.3;
  v += 0.6 * colours + 0.25 * regions;
  // The active player's raises still available this phase.
  if (p == s.active() && s.phase() == 3) {
    for (int t = 0; t < kTracks; ++t) {
      const int k = std::min(s.dice_of(t) - s.raises(t), s.occ_count(p, t) - s.raises(t));
      const int st_ = s.track_step(p, t);
      if (k > 0 && st_ < kSteps - 1) v += 0.9 * (C.vp[t][st_ + 1] - C.vp[t][st_]);
    }
  }
  // Cards in hand.
  const int base = s.civ(p) * kCardsPerDeck;
  for (unsigned m = s.hand(p); m; m &= m - 1) {
    const int c = base + std::countr_zero(m);
    const bool now = p == s.active() && s.card_condition(p, c);
    v += now ? 0.95 * kCardInfo[c].vp : 0.8 + 0.15 * kCardInfo[c].vp * std::min(1.0, turns / 3.0);
  }
  return v;
}

// The search bots' playout policy (GameInfo::rollout): a cheap imitation of
// sensible play instead of uniformly random actions. A random playout ends a
// phase at once far too often ("end" is one of a few actions) and wastes the
// turns it plays; this one scores cards when it can, keeps the roll (mostly),
// conquers and expands with its movement, raises the track that gains the
// most VP before ending Phase 3, and never spends cards on conversions.
Action first_rollout(const State& st, std::span<const Action> legal, Rng& rng) {
  const auto& s = static_cast<const FirstState&>(st);
  const auto pick = [&](const Action* v, int k) { return v[rng.below(static_cast<uint32_t>(k))]; };
  Action buf[64];
  int k = 0;
  for (Action a : legal)
    if (action_kind(a) == kActScore) return a;
  switch (s.decision()) {
    case FirstState::kDecRoll: {
      if (rng.below(5) != 0) return make_action(kActEndRoll);
      for (Action a : legal)
        if (action_kind(a) == kActReroll && k < 64) buf[k++] = a;
      return k ? pick(buf, k) : make_action(kActEndRoll);
    }
    case FirstState::kDecMove: {
      const int p = s.active();
      const uint32_t ocean = map_tables().ocean[s.side()];
      int na = 0;
      Action att[32];
      for (Action a : legal) {
        const uint32_t kind = action_kind(a), arg = action_arg(a);
        if (kind == kActAttack && na < 32) att[na++] = a;
        if (kind != kActStep || k >= 64) continue;
        const int from = static_cast<int>(arg >> 8), to = static_cast<int>(arg & 0xFF);
        // Expansion: into a land region not held yet, without abandoning one.
        const bool from_sea = (ocean >> from) & 1, to_sea = (ocean >> to) & 1;
        if (!to_sea && s.explorers(p, to) == 0 && (from_sea || s.explorers(p, from) >= 2)) buf[k++] = a;
      }
      if (na && rng.below(4) != 0) return pick(att, na);
      if (k) return pick(buf, k);
      // Explorers at sea must land; otherwise the phase ends.
      for (Action a : legal)
        if (action_kind(a) == kActEndMove) return a;
      return legal[rng.below(static_cast<uint32_t>(legal.size()))];
    }
    case FirstState::kDecAttack:
      for (Action a : legal)
        if (action_kind(a) == kActCommit) return a;
      return legal[rng.below(static_cast<uint32_t>(legal.size()))];
    case FirstState::kDecAdvance: {
      const int p = s.active();
      const CivInfo& C = kCivInfo[s.civ(p)];
      Action best = make_action(kActEndAdvance);
      double best_v = -1;
      for (Action a : legal) {
        if (action_kind(a) != kActRaise) continue;
        const int t = static_cast<int>(action_arg(a));
        const int st_ = s.track_step(p, t);
        const double v = C.vp[t][st_ + 1] - C.vp[t][st_] + 0.5 + 1e-3 * rng.below(1000);
        if (v > best_v) {
          best_v = v;
          best = a;
        }
      }
      return best;
    }
    default:
      return legal[rng.below(static_cast<uint32_t>(legal.size()))];
  }
}

}  // namespace emp
