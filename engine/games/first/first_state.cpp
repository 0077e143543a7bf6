// First Empires: the rules as a decision machine. Every choice is one action;
// forced steps (a single possible retreat, explorer or city region, a phase
// with nothing left to choose) resolve by themselves. See NOTES.md.
#include "games/first/first_state.h"

#include <algorithm>
#include <bit>
#include <tuple>

#include "core/messages.h"

namespace emp {

using namespace first;

namespace {

// Card region terms resolved to area indices per side (-1: not on that side).
struct CardAreas {
  int8_t hold[2][kCards][3];
  uint32_t americas;  // side B
};
const CardAreas& card_areas() {
  static const CardAreas t = [] {
    CardAreas c{};
    for (int side = 0; side < 2; ++side)
      for (int k = 0; k < kCards; ++k)
        for (int j = 0; j < 3; ++j) {
          const CardTerm& T = kCardInfo[k].terms[j];
          c.hold[side][k][j] = static_cast<int8_t>(T.term == kTHold ? area_index(side, T.region) : -1);
        }
    for (const char* code : {"TUR", "ANH", "TAW", "WAL"}) c.americas |= 1u << area_index(kSideB, code);
    return c;
  }();
  return t;
}

}  // namespace

FirstState::FirstState(const Options& o, uint64_t seed, uint32_t rules)
    : rules_(static_cast<uint8_t>(rules)), n_(static_cast<uint8_t>(o.players)), rng_(seed) {
  side_ = static_cast<uint8_t>(side_for(n_));
  in_play_ = areas_in_play(n_);
  Civ civs[kCivs];
  const int k = civs_for(n_, civs);
  shuffle(civs, k, rng_);  // civilizations dealt at random (3 players: 3 of the 4)
  first_ = static_cast<uint8_t>(rng_.below(n_));
  for (int p = 0; p < n_; ++p) {
    civ_[p] = civs[p];
    const CivInfo& C = kCivInfo[civ_[p]];
    start_[p] = static_cast<uint8_t>(area_index(side_, C.start));
    add_expl(p, start_[p], C.value[kY][0]);
    for (int i = 0; i < kCardsPerDeck; ++i) deck_[p][i] = static_cast<uint8_t>(i);
    shuffle(deck_[p], kCardsPerDeck, rng_);
    for (int i = 0; i < C.value[kG][0]; ++i) hand_[p] |= static_cast<uint16_t>(1u << deck_[p][deck_pos_[p]++]);
    uint8_t vals[kCityTokens];
    for (int i = 0; i < kCityTokens; ++i) vals[i] = kCityValues[i];
    shuffle(vals, kCityTokens, rng_);
    for (int i = 0; i < kCityTokens; ++i) tok_val_[p][i] = vals[i];
    tok_loc_[p][0] = static_cast<uint8_t>(kLocBoard + start_[p]);
    for (int t = 0; t < kTracks; ++t) tok_loc_[p][1 + t] = static_cast<uint8_t>(kLocColumn + t);
  }
  chance_ = 1;
  active_ = first_;
  open_round_report();
  start_turn();
}

// ---------------------------------------------------------------------------
// accessors

int FirstState::phase() const {
  switch (dec_) {
    case kDecRoll:
      return 1;
    case kDecMove:
    case kDecAttack:
    case kDecRetreat:
      return 2;
    case kDecNone:
      return 0;
    default:
      return 3;
  }
}

int FirstState::track_value(int p, int t) const { return kCivInfo[civ_[p]].value[t][step_[p][t]]; }

int FirstState::explorers_on_board(int p) const {
  int s = 0;
  for (int a = 0; a < kMaxAreas; ++a) s += expl_[p][a];
  return s;
}

uint32_t FirstState::occupied(int p) const { return pres_[p] & ~map_tables().ocean[side_]; }

void FirstState::add_expl(int p, int a, int delta) {
  expl_[p][a] = static_cast<uint8_t>(expl_[p][a] + delta);
  if (expl_[p][a])
    pres_[p] |= 1u << a;
  else
    pres_[p] &= ~(1u << a);
}

int FirstState::occ_count(int p, int colour) const {
  return std::popcount(occupied(p) & map_tables().colour_mask[side_][colour]);
}

int FirstState::owner(int area) const {
  for (int p = 0; p < n_; ++p)
    if ((pres_[p] >> area) & 1) return p;
  return -1;
}

int FirstState::dice_of(int face) const {
  int k = 0;
  for (int i = 0; i < ndice_; ++i) k += dice_[i] == face;
  return k;
}

int FirstState::hand_size(int p) const { return std::popcount(static_cast<unsigned>(hand_[p])); }

int FirstState::pending_city_track() const { return crossed_ ? std::countr_zero(static_cast<unsigned>(crossed_)) : -1; }

int FirstState::board_vp(int p) const {
  int v = 0;
  for (int t = 0; t < kTracks; ++t) v += kCivInfo[civ_[p]].vp[t][step_[p][t]];
  return v;
}

int FirstState::card_vp(int p) const {
  int v = 0;
  for (unsigned m = scored_[p]; m; m &= m - 1) v += kCardInfo[civ_[p] * kCardsPerDeck + std::countr_zero(m)].vp;
  return v;
}

int FirstState::city_vp(int p) const {
  int v = 0;
  for (int q = 0; q < n_; ++q)
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = tok_loc_[q][i];
      if ((q == p && l >= kLocBoard && l < kLocCaptured) || l == kLocCaptured + p) v += tok_val_[q][i];
    }
  return v;
}

int FirstState::scored_tokens(int p) const {
  int k = 0;
  for (int q = 0; q < n_; ++q)
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = tok_loc_[q][i];
      if ((q == p && l >= kLocBoard && l < kLocCaptured) || l == kLocCaptured + p) ++k;
    }
  return k;
}

int FirstState::sea_count() const {
  int k = 0;
  for (uint32_t m = map_tables().ocean[side_]; m; m &= m - 1) k += expl_[active_][std::countr_zero(m)];
  return k;
}

int FirstState::largest_group(uint32_t occ) const {
  const MapTables& M = map_tables();
  int best = 0;
  uint32_t left = occ;
  while (left) {
    uint32_t comp = left & (~left + 1), frontier = comp;
    while (frontier) {
      const int a = std::countr_zero(frontier);
      frontier &= frontier - 1;
      const uint32_t nb = M.adj[side_][a] & occ & ~comp;
      comp |= nb;
      frontier |= nb;
    }
    best = std::max(best, std::popcount(comp));
    left &= ~comp;
  }
  return best;
}

int FirstState::term_value(int p, const CardTerm& t) const {
  const MapTables& M = map_tables();
  const uint32_t occ = occupied(p);
  const bool act = p == active_ && dec_ != kDecNone;
  switch (t.term) {
    case kTOcc:
      return t.arg == 255 ? std::popcount(occ) : std::popcount(occ & M.colour_mask[side_][t.arg]);
    case kTColours: {
      int k = 0;
      for (int c = 0; c < kTracks; ++c) k += (occ & M.colour_mask[side_][c]) != 0;
      return k;
    }
    case kTHereStart:
      return expl_[p][start_[p]];
    case kTHoldStart:
      return (occ >> start_[p]) & 1;
    case kTStack: {
      int m = 0;
      for (uint32_t x = occ; x; x &= x - 1) m = std::max<int>(m, expl_[p][std::countr_zero(x)]);
      return m;
    }
    case kTRing:
      return std::popcount(M.adj[side_][start_[p]] & occ);
    case kTGroup:
      return largest_group(occ);
    case kTCoast:
      return std::popcount(M.adj[side_][t.arg == 0 ? M.ocw[side_] : M.oce[side_]] & occ);
    case kTOutsideAmericas:
      return std::popcount(occ & ~(side_ == kSideB ? card_areas().americas : 0u));
    case kTDice:
      return act ? dice_of(t.arg) : 0;
    case kTSame: {
      int m = 0;
      if (act)
        for (int c = 0; c < kTracks; ++c) m = std::max(m, dice_of(c));
      return m;
    }
    case kTTracks: {
      int k = 0;
      for (int i = 0; i < kTracks; ++i) k += step_[p][i] >= t.arg;
      return k;
    }
    case kTHand:
      return hand_size(p) - 1;
    case kTCitiesBoard:
    case kTCitiesHeld: {
      int k = 0;
      for (int i = 0; i < kCityTokens; ++i) {
        const int l = tok_loc_[p][i];
        if (l >= kLocBoard && l < kLocCaptured && (t.term == kTCitiesBoard || ((occ >> (l - kLocBoard)) & 1))) ++k;
      }
      return k;
    }
    case kTCaptured: {
      int k = 0;
      for (int q = 0; q < n_; ++q)
        for (int i = 0; i < kCityTokens; ++i) k += tok_loc_[q][i] == kLocCaptured + p;
      return k;
    }
    case kTConq:
      return act ? conq_ : 0;
    case kTConqCity:
      return act ? conq_city_ : 0;
    case kTConqBlack:
      return act ? conq_black_ : 0;
    case kTConqSea:
      return act ? conq_sea_ : 0;
    case kTLandings:
      return act ? landings_ : 0;
    default:
      return 0;
  }
}

bool FirstState::card_condition(int p, int c) const {
  const CardInfo& C = kCardInfo[c];
  for (int j = 0; j < 3; ++j) {
    const CardTerm& t = C.terms[j];
    if (t.term == kTNone) continue;
    if (t.term == kTHold) {
      const int a = card_areas().hold[side_][c][j];
      if (a < 0 || !((in_play_ >> a) & 1) || !((occupied(p) >> a) & 1)) return false;
      continue;
    }
    if (term_value(p, t) < t.min) return false;
  }
  return true;
}

int FirstState::card_progress(int p, int c, int have[3], int need[3]) const {
  const CardInfo& C = kCardInfo[c];
  int n = 0;
  for (int j = 0; j < 3; ++j) {
    const CardTerm& t = C.terms[j];
    if (t.term == kTNone) continue;
    if (t.term == kTHold) {
      const int a = card_areas().hold[side_][c][j];
      have[n] = a >= 0 && ((in_play_ >> a) & 1) && ((occupied(p) >> a) & 1);
      need[n] = 1;
    } else {
      have[n] = term_value(p, t);
      need[n] = t.min;
    }
    ++n;
  }
  return n;
}

bool FirstState::any_scorable() const {
  const int p = active_;
  for (unsigned m = hand_[p]; m; m &= m - 1)
    if (card_condition(p, civ_[p] * kCardsPerDeck + std::countr_zero(m))) return true;
  return false;
}

// ---------------------------------------------------------------------------
// dice

int FirstState::roll_die() {
  if (forced_pos_ < forced_n_) return forced_[forced_pos_++];
  return static_cast<int>(rng_.below(kFaces));
}

// At most a handful of dice: an insertion sort (inlined everywhere, where
// std::sort is a library call in wasm).
void FirstState::sort_dice() {
  for (int i = 1; i < ndice_; ++i)
    for (int j = i; j > 0 && dice_[j - 1] > dice_[j]; --j) std::swap(dice_[j - 1], dice_[j]);
}

void FirstState::roll(int mask, bool reroll) {
  std::vector<std::string> faces;
  for (int i = 0; i < ndice_; ++i)
    if ((mask >> i) & 1) {
      dice_[i] = static_cast<uint8_t>(roll_die());
      if (recording_events()) faces.push_back("first.colour." + std::to_string(dice_[i]));
    }
  sort_dice();
  ++chance_;
  // Every roll's faces, a bot's too: the dice are on the table.
  if (recording_events()) {
    std::sort(faces.begin(), faces.end());
    event(active_, msg(reroll ? "first.ev.reroll" : "first.ev.roll", {seat_ref(active_), list_arg(faces)}));
  }
}

// Dice are kept sorted by face, so dice of one face are alike: a choice that
// names a die names the first die of its face, a re-roll names the last ones.
int FirstState::die_group_first(int i) const {
  while (i > 0 && dice_[i - 1] == dice_[i]) --i;
  return i;
}

// Bit i: die i+1 shows the same face as die i (the dice are kept sorted).
uint32_t FirstState::same_as_next() const {
  uint32_t eq = 0;
  // (A constant trip count: GCC's array-bounds check with the sanitizers on
  // cannot bound a loop up to ndice_.)
  for (int i = 0; i + 1 < kMaxDice; ++i)
    if (i + 1 < ndice_ && dice_[i + 1] == dice_[i]) eq |= 1u << i;
  return eq;
}

// Among equal dice a re-roll takes them from the right: die i of a group only
// with die i+1.
bool FirstState::reroll_ok(uint32_t mask, uint32_t eq) const {
  return mask != 0 && mask < (1u << ndice_) && (mask & eq & ~(mask >> 1)) == 0;
}

// ---------------------------------------------------------------------------
// conquest helpers

int FirstState::attack_need(int target) const {
  const int d = owner(target);
  const int def = d >= 0 ? expl_[d][target] : 0;
  return std::max(1, def + 1 - dice_of(kFaceK));
}

// Whether the attack on `target` can still be completed from the gathered
// explorers: the cheapest completion takes the missing explorers from the
// oceans first (each arriving from sea lowers the count at sea), then from
// land, and must leave at least 1 MP per explorer still at sea.
bool FirstState::attack_feasible(int target, const uint8_t* commit, int plus, int n, int sea_used) const {
  const MapTables& M = map_tables();
  const int p = active_;
  const int need = std::max(0, attack_need(target) - n);
  int rs = 0, rl = 0;
  for (uint32_t m = M.adj[side_][target] & in_play_; m; m &= m - 1) {
    const int a = std::countr_zero(m);
    const int avail = expl_[p][a] - (commit ? commit[a] : 0) - (a == plus);
    if ((M.ocean[side_] >> a) & 1)
      rs += avail;
    else
      rl += avail;
  }
  const int x = std::min(need, rs), y = need - x;
  if (y > rl) return false;
  const int c = n + need;
  return mp_ >= c && mp_ - c >= sea_count() - (sea_used + x);
}

void FirstState::capture_cities(int area) {
  const int p = active_;
  for (int q = 0; q < n_; ++q) {
    if (q == p) continue;
    for (int i = 0; i < kCityTokens; ++i)
      if (tok_loc_[q][i] == kLocBoard + area) {
        tok_loc_[q][i] = static_cast<uint8_t>(kLocCaptured + p);
        ++round_acc_.seat[p].captured;
      }
  }
}

uint32_t FirstState::city_regions() const {
  const uint32_t occ = occupied(active_);
  uint32_t with_city = 0;
  for (int q = 0; q < n_; ++q)
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = tok_loc_[q][i];
      if (l >= kLocBoard && l < kLocCaptured) with_city |= 1u << (l - kLocBoard);
    }
  const uint32_t free = occ & ~with_city;
  return free ? free : occ;
}

// ---------------------------------------------------------------------------
// legal actions

void FirstState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (dec_ == kDecNone) return;
  const int p = cur_;
  const MapTables& M = map_tables();
  const int civ_base = civ_[active_] * kCardsPerDeck;
  auto push_scores = [&] {
    for (unsigned m = hand_[p]; m; m &= m - 1) {
      const int c = civ_base + std::countr_zero(m);
      if (card_condition(p, c)) out.push_back(make_action(kActScore, static_cast<uint32_t>(c)));
    }
  };
  switch (dec_) {
    case kDecRoll: {
      if (rerolls_left_ > 0 && !blackened_) {
        const uint32_t eq = same_as_next();
        for (uint32_t m = 1; m < (1u << ndice_); ++m)
          if (reroll_ok(m, eq)) out.push_back(make_action(kActReroll, m));
      }
      for (unsigned h = hand_[p]; h; h &= h - 1) {
        const int c = civ_base + std::countr_zero(h);
        for (int d = 0; d < ndice_; ++d)
          if (die_group_first(d) == d && dice_[d] != kFaceK)
            out.push_back(make_action(kActBlack, static_cast<uint32_t>(c << 8 | d)));
      }
      push_scores();
      out.push_back(make_action(kActEndRoll));
      break;
    }
    case kDecMove: {
      const int sea = sea_count();
      const uint32_t ocean = M.ocean[side_];
      uint32_t rivals = 0, attackable = 0;
      for (int q = 0; q < n_; ++q)
        if (q != p) {
          rivals |= pres_[q];
          if (std::popcount(pres_[q] & ~ocean) >= 2) attackable |= pres_[q];
        }
      if (mp_ > 0)
        for (uint32_t f = pres_[p]; f; f &= f - 1) {
          const int from = std::countr_zero(f);
          const int from_sea = (ocean >> from) & 1;
          for (uint32_t m = M.adj[side_][from] & in_play_ & ~rivals; m; m &= m - 1) {
            const int to = std::countr_zero(m);
            const int to_sea = (ocean >> to) & 1;
            if (mp_ - 1 < sea + to_sea - from_sea) continue;
            out.push_back(make_action(kActStep, static_cast<uint32_t>(from << 8 | to)));
          }
        }
      if (mp_ > 0) {
        // Only regions next to p's explorers can be attacked.
        uint32_t near = 0;
        for (uint32_t f = pres_[p]; f; f &= f - 1) near |= M.adj[side_][std::countr_zero(f)];
        for (uint32_t m = attackable & near & in_play_; m; m &= m - 1) {
          const int t = std::countr_zero(m);
          if (attack_feasible(t, nullptr, -1, 0, 0)) out.push_back(make_action(kActAttack, static_cast<uint32_t>(t)));
        }
      }
      push_scores();
      if (sea == 0) out.push_back(make_action(kActEndMove));
      break;
    }
    case kDecAttack: {
      int sea_used = 0;
      for (uint32_t m = M.ocean[side_]; m; m &= m - 1) sea_used += commit_[std::countr_zero(m)];
      for (uint32_t m = M.adj[side_][target_] & in_play_; m; m &= m - 1) {
        const int a = std::countr_zero(m);
        if (expl_[p][a] <= commit_[a]) continue;
        if (attack_feasible(target_, commit_, a, commit_n_ + 1, sea_used + ((M.ocean[side_] >> a) & 1)))
          out.push_back(make_action(kActAdd, static_cast<uint32_t>(a)));
      }
      if (commit_n_ >= attack_need(target_) && mp_ >= commit_n_ && mp_ - commit_n_ >= sea_count() - sea_used)
        out.push_back(make_action(kActCommit));
      break;
    }
    case kDecRetreat:
      for (uint32_t m = occupied(p); m; m &= m - 1)
        out.push_back(make_action(kActRetreat, static_cast<uint32_t>(std::countr_zero(m))));
      break;
    case kDecAdvance: {
      bool any_raise = false;
      for (int t = 0; t < kTracks; ++t) any_raise |= raises_[t] > 0;
      if (!any_raise)
        for (unsigned h = hand_[p]; h; h &= h - 1) {
          const int c = civ_base + std::countr_zero(h);
          for (int d = 0; d < ndice_; ++d) {
            if (die_group_first(d) != d) continue;
            for (int f = 0; f < kFaces; ++f)
              if (f != dice_[d]) out.push_back(make_action(kActConvert, static_cast<uint32_t>(c << 8 | d << 4 | f)));
          }
        }
      for (int t = 0; t < kTracks; ++t)
        if (step_[p][t] < kSteps - 1 && dice_of(t) > raises_[t] && raises_[t] < occ_count(p, t))
          out.push_back(make_action(kActRaise, static_cast<uint32_t>(t)));
      push_scores();
      out.push_back(make_action(kActEndAdvance));
      break;
    }
    case kDecPlaceExpl:
      for (uint32_t m = occupied(p); m; m &= m - 1)
        out.push_back(make_action(kActPlaceExplorer, static_cast<uint32_t>(std::countr_zero(m))));
      break;
    case kDecPlaceCity:
      for (uint32_t m = city_regions(); m; m &= m - 1)
        out.push_back(make_action(kActPlaceCity, static_cast<uint32_t>(std::countr_zero(m))));
      break;
    case kDecEndTurn:
      push_scores();
      out.push_back(make_action(kActEndTurn));
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------
// flow

void FirstState::open_round_report() {
  round_acc_ = RoundReport{};
  round_acc_.round = static_cast<int8_t>(round_);
  for (int p = 0; p < n_; ++p) {
    RoundReport::Seat& r = round_acc_.seat[p];
    int steps = 0;
    for (int t = 0; t < kTracks; ++t) steps += step_[p][t];
    r.steps = static_cast<int8_t>(-steps);
    r.vp_board = static_cast<int16_t>(-board_vp(p));
    r.explorers = static_cast<int8_t>(-explorers_on_board(p));
    r.regions = static_cast<int8_t>(-std::popcount(occupied(p)));
  }
}

void FirstState::close_round_report() {
  for (int p = 0; p < n_; ++p) {
    RoundReport::Seat& r = round_acc_.seat[p];
    int steps = 0;
    for (int t = 0; t < kTracks; ++t) steps += step_[p][t];
    r.steps = static_cast<int8_t>(r.steps + steps);
    r.vp_board = static_cast<int16_t>(r.vp_board + board_vp(p));
    r.explorers = static_cast<int8_t>(r.explorers + explorers_on_board(p));
    r.regions = static_cast<int8_t>(r.regions + std::popcount(occupied(p)));
  }
  round_rep_ = round_acc_;
}

void FirstState::start_turn() {
  cur_ = active_;
  const int p = active_;
  ndice_ = static_cast<uint8_t>(track_value(p, kO));
  rerolls_left_ = static_cast<uint8_t>(track_value(p, kB));
  blackened_ = false;
  mp_ = 0;
  conq_ = conq_city_ = conq_black_ = conq_sea_ = landings_ = 0;
  for (auto& r : raises_) r = 0;
  crossed_ = 0;
  dec_ = kDecRoll;
  roll((1 << ndice_) - 1);
  if (hand_[p] == 0 && !any_scorable() && rerolls_left_ == 0) enter_move();
}

void FirstState::enter_move() {
  dec_ = kDecMove;
  mp_ = static_cast<uint8_t>(track_value(active_, kP));
}

void FirstState::enter_advance() {
  dec_ = kDecAdvance;
  mp_ = 0;
  after_advance_step();
}

// Phase 3 goes on by itself when nothing is left to choose but its end. Rules
// 1 also waited after the last raise while a card in hand could be scored,
// which told every seat so; rules 2 asks only on what is public (a raise left,
// or no raise yet with cards to convert dice with), and the scoring chance
// comes at the end of the turn (finish_turn_checkpoint).
void FirstState::after_advance_step() {
  dec_ = kDecAdvance;
  cur_ = active_;
  const int p = active_;
  bool any_raise = false, can_raise = false;
  for (int t = 0; t < kTracks; ++t) {
    any_raise |= raises_[t] > 0;
    can_raise |= step_[p][t] < kSteps - 1 && dice_of(t) > raises_[t] && raises_[t] < occ_count(p, t);
  }
  if (can_raise || (!any_raise && hand_[p] != 0) || (rules_ < 2 && any_scorable())) return;
  next_city();
}

void FirstState::raise(int t) {
  const int p = active_;
  const CivInfo& C = kCivInfo[civ_[p]];
  const int old = step_[p][t];
  const int now = old + 1;
  step_[p][t] = static_cast<uint8_t>(now);
  ++raises_[t];
  if (old < C.star[t] && now >= C.star[t]) crossed_ |= static_cast<uint8_t>(1u << t);
  if (t == kG) {
    std::vector<std::string> drawn;
    for (int i = 0; i < C.value[kG][now] && deck_pos_[p] < kCardsPerDeck; ++i) {
      const int c = deck_[p][deck_pos_[p]++];
      hand_[p] |= static_cast<uint16_t>(1u << c);
      ++round_acc_.seat[p].drawn;
      ++chance_;
      if (recording_events()) drawn.push_back(std::string("first.card.") + kCardInfo[civ_[p] * kCardsPerDeck + c].id);
    }
    // The cards are named to their owner and counted for the others.
    if (!drawn.empty()) {
      const std::string n = std::to_string(drawn.size());
      private_event(p, 1u << p, msg("first.ev.drew", {seat_ref(p), list_arg(drawn)}),
                    msg(drawn.size() == 1 ? "first.ev.drew_card" : "first.ev.drew_cards", {seat_ref(p), n}));
    }
  }
  if (t == kY) {
    pend_expl_ = static_cast<uint8_t>(C.value[kY][now] - C.value[kY][old]);
    const uint32_t occ = occupied(p);
    if (pend_expl_ > 0 && std::popcount(occ) == 1) {
      add_expl(p, std::countr_zero(occ), pend_expl_);
      pend_expl_ = 0;
    }
    if (pend_expl_ > 0) {
      dec_ = kDecPlaceExpl;
      return;
    }
  }
  after_advance_step();
}

void FirstState::next_city() {
  const int p = active_;
  while (crossed_) {
    const int t = std::countr_zero(static_cast<unsigned>(crossed_));
    const uint32_t opts = city_regions();
    if (std::popcount(opts) != 1) {
      dec_ = kDecPlaceCity;
      return;
    }
    for (int i = 0; i < kCityTokens; ++i)
      if (tok_loc_[p][i] == kLocColumn + t) {
        tok_loc_[p][i] = static_cast<uint8_t>(kLocBoard + std::countr_zero(opts));
        ++round_acc_.seat[p].cities;
      }
    crossed_ &= static_cast<uint8_t>(~(1u << t));
  }
  finish_turn_checkpoint();
}

// The end of the turn asks the seat whether to score a card. Rules 2: whenever
// its hand is not empty (public), so that declining tells nothing; rules 1:
// only when a card could be scored (the pause showed it).
void FirstState::finish_turn_checkpoint() {
  if (rules_ < 2 ? any_scorable() : hand_[active_] != 0) {
    dec_ = kDecEndTurn;
    return;
  }
  end_turn();
}

void FirstState::end_turn() {
  ndice_ = 0;
  for (auto& d : dice_) d = 0;
  rerolls_left_ = 0;
  blackened_ = false;
  mp_ = 0;
  conq_ = conq_city_ = conq_black_ = conq_sea_ = landings_ = 0;
  for (auto& r : raises_) r = 0;
  if (++pos_ == n_) {
    pos_ = 0;
    close_round_report();
    if (++round_ > rounds()) {
      round_ = static_cast<uint8_t>(rounds());
      pos_ = static_cast<uint8_t>(n_ - 1);
      final_scoring();
      return;
    }
    open_round_report();
  }
  active_ = static_cast<uint8_t>((first_ + pos_) % n_);
  start_turn();
}

void FirstState::final_scoring() {
  dec_ = kDecNone;
  cur_ = active_;
}

// ---------------------------------------------------------------------------
// apply

void FirstState::do_apply(Action a) {
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  const int p = cur_;
  const MapTables& M = map_tables();
  switch (kind) {
    case kActReroll:
      --rerolls_left_;
      roll(static_cast<int>(arg), true);
      break;
    case kActBlack: {
      const int c = static_cast<int>(arg >> 8), d = static_cast<int>(arg & 0xFF);
      const uint16_t bit = static_cast<uint16_t>(1u << (c % kCardsPerDeck));
      hand_[p] &= static_cast<uint16_t>(~bit);
      discarded_[p] |= bit;
      ++round_acc_.seat[p].spent;
      dice_[d] = kFaceK;
      blackened_ = true;
      sort_dice();
      break;
    }
    case kActEndRoll:
      enter_move();
      return;
    case kActStep: {
      const int from = static_cast<int>(arg >> 8), to = static_cast<int>(arg & 0xFF);
      add_expl(p, from, -1);
      add_expl(p, to, 1);
      --mp_;
      const bool to_land = !((M.ocean[side_] >> to) & 1);
      if (to_land && ((M.ocean[side_] >> from) & 1)) ++landings_;
      if (to_land) capture_cities(to);
      return;
    }
    case kActAttack:
      target_ = static_cast<int8_t>(arg);
      for (auto& c : commit_) c = 0;
      commit_n_ = 0;
      dec_ = kDecAttack;
      return;
    case kActAdd:
      ++commit_[arg];
      ++commit_n_;
      return;
    case kActCommit: {
      const int t = target_;
      const int d = owner(t);
      const int def = expl_[d][t];
      bool from_sea = false;
      for (int i = 0; i < kMaxAreas; ++i) {
        if (!commit_[i]) continue;
        add_expl(p, i, -commit_[i]);
        if ((M.ocean[side_] >> i) & 1) {
          from_sea = true;
          landings_ = static_cast<uint8_t>(landings_ + commit_[i]);
        }
        commit_[i] = 0;
      }
      mp_ = static_cast<uint8_t>(mp_ - commit_n_);
      ++conq_;
      ++round_acc_.seat[p].conquests;
      ++round_acc_.seat[d].conquered;
      if (commit_n_ <= def) ++conq_black_;
      if (from_sea) ++conq_sea_;
      bool city = false;
      for (int q = 0; q < n_; ++q)
        for (int i = 0; i < kCityTokens; ++i) city |= q != p && tok_loc_[q][i] == kLocBoard + t;
      if (city) ++conq_city_;
      // (1) the defender's explorers leave, (2) the cities are taken, (3) the attackers move in.
      if (recording_events()) {
        int cities = 0;
        for (int i = 0; i < kCityTokens; ++i) cities += tok_loc_[d][i] == kLocBoard + t;
        const std::string where = std::string("first.area.") + kSides[side_].areas[t].code;
        // Both strengths: the attackers against the defenders, the black dice counting as explorers.
        const int black = dice_of(kFaceK);
        if (black)
          event(p, msg("first.ev.conquest_black", {seat_ref(p), seat_ref(d), where, std::to_string(commit_n_),
                                                   std::to_string(def), std::to_string(black)}));
        else
          event(p, msg("first.ev.conquest",
                       {seat_ref(p), seat_ref(d), where, std::to_string(commit_n_), std::to_string(def)}));
        event(d, msg(def == 1 ? "first.ev.retreat" : "first.ev.retreats", {seat_ref(d), std::to_string(def)}));
        if (cities)
          event(p, msg(cities == 1 ? "first.ev.captured_city" : "first.ev.captured_cities",
                       {seat_ref(p), std::to_string(cities), seat_ref(d)}));
      }
      retreat_n_ = static_cast<uint8_t>(def);
      add_expl(d, t, -def);
      capture_cities(t);
      add_expl(p, t, commit_n_);
      commit_n_ = 0;
      const uint32_t opts = occupied(d);
      if (std::popcount(opts) == 1) {
        add_expl(d, std::countr_zero(opts), retreat_n_);
        retreat_n_ = 0;
        target_ = -1;
        dec_ = kDecMove;
      } else {
        defender_ = static_cast<int8_t>(d);
        cur_ = static_cast<uint8_t>(d);
        dec_ = kDecRetreat;
      }
      return;
    }
    case kActEndMove:
      enter_advance();
      return;
    case kActRetreat:
      add_expl(p, static_cast<int>(arg), retreat_n_);
      retreat_n_ = 0;
      target_ = -1;
      defender_ = -1;
      cur_ = active_;
      dec_ = kDecMove;
      return;
    case kActConvert: {
      const int c = static_cast<int>(arg >> 8), d = static_cast<int>((arg >> 4) & 0xF), f = static_cast<int>(arg & 0xF);
      const uint16_t bit = static_cast<uint16_t>(1u << (c % kCardsPerDeck));
      hand_[p] &= static_cast<uint16_t>(~bit);
      discarded_[p] |= bit;
      ++round_acc_.seat[p].spent;
      dice_[d] = static_cast<uint8_t>(f);
      sort_dice();
      after_advance_step();
      return;
    }
    case kActRaise:
      raise(static_cast<int>(arg));
      return;
    case kActPlaceExplorer:
      add_expl(p, static_cast<int>(arg), 1);
      if (--pend_expl_ == 0) after_advance_step();
      return;
    case kActEndAdvance:
      next_city();
      return;
    case kActPlaceCity: {
      const int t = pending_city_track();
      for (int i = 0; i < kCityTokens; ++i)
        if (tok_loc_[p][i] == kLocColumn + t) {
          tok_loc_[p][i] = static_cast<uint8_t>(kLocBoard + arg);
          ++round_acc_.seat[p].cities;
        }
      crossed_ &= static_cast<uint8_t>(~(1u << t));
      next_city();
      return;
    }
    case kActScore: {
      const uint16_t bit = static_cast<uint16_t>(1u << (arg % kCardsPerDeck));
      hand_[p] &= static_cast<uint16_t>(~bit);
      scored_[p] |= bit;
      ++round_acc_.seat[p].scored;
      round_acc_.seat[p].vp_cards = static_cast<int16_t>(round_acc_.seat[p].vp_cards + kCardInfo[arg].vp);
      if (dec_ == kDecAdvance) after_advance_step();
      break;
    }
    case kActEndTurn:
      end_turn();
      return;
    default:
      return;
  }
  // Phase 1 goes on by itself when only its end is left.
  if (dec_ == kDecRoll && (rerolls_left_ == 0 || blackened_) && hand_[p] == 0 && !any_scorable()) enter_move();
}

// ---------------------------------------------------------------------------
// scores

void FirstState::scores(std::vector<int>& out) const {
  out.assign(n_, 0);
  for (int p = 0; p < n_; ++p) out[p] = board_vp(p) + card_vp(p) + (terminal() ? city_vp(p) : 0);
}

void FirstState::ranks(std::vector<int>& out) const {
  std::vector<int> sc;
  scores(sc);
  auto key = [&](int p) {
    return std::tuple<int, int, int>(sc[p], hand_size(p), scored_tokens(p) + std::popcount(unsigned{scored_[p]}));
  };
  out.assign(n_, 0);
  for (int p = 0; p < n_; ++p)
    for (int q = 0; q < n_; ++q)
      if (key(q) > key(p)) ++out[p];
}

std::vector<ScoreLine> FirstState::tie_breaks(int seat) const {
  // RB: the most cards left in hand, then the most scored cities and cards combined.
  const int hand = hand_size(seat), scored = scored_tokens(seat) + std::popcount(unsigned{scored_[seat]});
  return {{msg("first.tie.hand", {std::to_string(hand)}), hand},
          {msg("first.tie.scored", {std::to_string(scored)}), scored}};
}

std::vector<std::vector<ScoreLine>> FirstState::score_breakdown() const {
  std::vector<std::vector<ScoreLine>> out(n_);
  for (int p = 0; p < n_; ++p) {
    out[p].push_back({"first.score.board", board_vp(p)});
    out[p].push_back({"first.score.cities", terminal() ? city_vp(p) : 0});
    out[p].push_back({"first.score.cards", card_vp(p)});
  }
  return out;
}

}  // namespace emp
