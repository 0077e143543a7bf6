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

}  // namespace emp
