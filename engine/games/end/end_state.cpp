// Empire's End: the rules as a decision machine (legal actions and their
// effects). Phases follow the rulebook (shared/rules/empires_end.en.txt) and
// the engine order of shared/data/empires_end.md §8; interpretations are in
// NOTES.md.
#include "games/end/end_state.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "core/messages.h"

namespace emp {

using namespace eend;

namespace {
constexpr uint32_t bit(int i) { return 1u << i; }
}  // namespace

EndState::EndState(const Options& o, uint64_t seed, uint32_t rules)
    : rules_(static_cast<uint8_t>(rules)), n_(static_cast<uint8_t>(o.players)), rng_(seed) {
  for (int c = 0; c < kCards; ++c) {
    owner_[c] = -1;
    deck_[c] = static_cast<uint8_t>(c);
  }
  deck_n_ = kCards;
  shuffle(deck_, kCards, rng_);
  for (int i = 0; i < kConflictCards; ++i) con_deck_[i] = static_cast<uint8_t>(i);
  con_deck_n_ = kConflictCards;
  shuffle(con_deck_, kConflictCards, rng_);
  first_ = static_cast<uint8_t>(rng_.below(n_));
  // Deal 4 cards each, one player at a time clockwise from the first player.
  for (int k = 0; k < n_; ++k) draw_to_hand((first_ + k) % n_);
  // One random arrangement of the 11 locations, shared by every empire.
  uint8_t perm[kLocations];
  for (int i = 0; i < kLocations; ++i) perm[i] = static_cast<uint8_t>(i);
  shuffle(perm, kLocations, rng_);
  for (int p = 0; p < n_; ++p)
    for (int i = 0; i < kLocations; ++i) {
      pl_[p].order[i] = perm[i];
      pl_[p].pos[perm[i]] = static_cast<uint8_t>(i);
    }
  chance_ = 4;
  space_ = 0;
  start_phase();
}

// ---- helpers ----------------------------------------------------------------

int EndState::tokens(int p) const {
  int t = 0;
  for (int r = 0; r < 4; ++r) t += pl_[p].res[r] + pl_[p].commit[r];
  return t;
}

const Ability& EndState::ability(int src) const {
  return src < kSrcCard ? kLocationInfo[src].ability : kDisasterInfo[src - kSrcCard].ability;
}

bool EndState::active_source(int p, int src) const {
  if (src < kSrcCard) return src < kLocations && healthy(p, src);
  const int c = src - kSrcCard;
  return owner_[c] == p && healthy(p, host_[c]);
}

void EndState::give(int p, int r, int k) {
  pl_[p].res[r] = static_cast<uint8_t>(pl_[p].res[r] + k);
  net_[r] += k;
}

void EndState::take_away(int p, int r, int k) {
  pl_[p].res[r] = static_cast<uint8_t>(pl_[p].res[r] - k);
  net_[r] -= k;
}

int EndState::destroyed_count(int p) const { return std::popcount(static_cast<uint32_t>(pl_[p].destroyed)); }

int EndState::adj_destroyed(int p, int tile) const {
  const int q = pl_[p].pos[tile];
  int k = 0;
  if (q > 0 && !healthy(p, pl_[p].order[q - 1])) ++k;
  if (q < kLocations - 1 && !healthy(p, pl_[p].order[q + 1])) ++k;
  return k;
}

int EndState::adj_healthy_type(int p, int tile, int type) const {
  const int q = pl_[p].pos[tile];
  int k = 0;
  for (int d : {-1, 1}) {
    const int r = q + d;
    if (r < 0 || r >= kLocations) continue;
    const int t = pl_[p].order[r];
    if (healthy(p, t) && kLocationInfo[t].type == type) ++k;
  }
  return k;
}

void EndState::refresh_adjacent(int p, int tile) {
  // R14: markers on innovations under both neighbours, whatever their state.
  const int q = pl_[p].pos[tile];
  for (int c = 0; c < kCards; ++c) {
    if (owner_[c] != p || !exh_[c]) continue;
    const int hq = pl_[p].pos[host_[c]];
    if (hq == q - 1 || hq == q + 1) exh_[c] = 0;
  }
}

int EndState::exhausted_count(int p) const {
  int k = 0;
  for (int c = 0; c < kCards; ++c) k += owner_[c] == p && exh_[c];
  return k;
}

int EndState::base_strength(int p) const {
  int s = 0;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t) && kLocationInfo[t].ability.kind == kStrength) s += kLocationInfo[t].ability.n;
  for (int c = 0; c < kCards; ++c)
    if (owner_[c] == p && healthy(p, host_[c]) && kDisasterInfo[c].ability.kind == kStrength)
      s += kDisasterInfo[c].ability.n;
  return s;
}

int EndState::build_discounts(int p) const {
  int k = 0;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t) && kLocationInfo[t].ability.kind == kBuildDiscount) ++k;
  for (int c = 0; c < kCards; ++c)
    if (owner_[c] == p && healthy(p, host_[c]) && kDisasterInfo[c].ability.kind == kBuildDiscount) ++k;
  return k;
}

int EndState::build_cost(int p, int card) const {
  // R17: 1 hammer, +1 if flagged; one discount per card while discounts remain.
  const int base = 1 + (kDisasterInfo[card].plus_h ? 1 : 0);
  return base - (build_discounts(p) > disc_used_ ? 1 : 0);
}

int EndState::repair_cost(int p, int tile) const {
  // R19: printed cost minus each active REPAIR_DISCOUNT_ADJ next to the tile (floor 0).
  int cost = kLocationInfo[tile].repair;
  const int q = pl_[p].pos[tile];
  for (int c = 0; c < kCards; ++c) {
    if (owner_[c] != p || kDisasterInfo[c].ability.kind != kRepairDiscountAdj || !healthy(p, host_[c])) continue;
    const int hq = pl_[p].pos[host_[c]];
    if (hq == q - 1 || hq == q + 1) cost -= kDisasterInfo[c].ability.n;
  }
  return std::max(cost, 0);
}

uint32_t EndState::destroy_candidates(int p, int pos) const {
  // R7: the target if healthy; else the healthy tiles nearest to it (the taker chooses).
  if (healthy(p, pl_[p].order[pos])) return bit(pos);
  for (int d = 1; d < kLocations; ++d) {
    uint32_t m = 0;
    for (int q : {pos - d, pos + d})
      if (q >= 0 && q < kLocations && healthy(p, pl_[p].order[q])) m |= bit(q);
    if (m) return m;
  }
  return 0;
}

uint32_t EndState::place_candidates(int p) const {
  // R9: healthy tiles with the fewest innovations among healthy tiles.
  int lo = 255;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t)) lo = std::min<int>(lo, pl_[p].innov[t]);
  uint32_t m = 0;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t) && pl_[p].innov[t] == lo) m |= bit(t);
  return m;
}

uint32_t EndState::place_targets(int p) const {
  // Rules 3 (RB glossary, Move Innovation: "reattach it to any other location"):
  // never back under the tile it came from.
  uint32_t m = place_candidates(p);
  if (rules_ >= 3 && place_ctx_ == kPlaceMove && move_host_ >= 0) m &= ~bit(move_host_);
  return m;
}

bool EndState::movable(int p, int card) const {
  if (owner_[card] != p || where_[card] != kAttached) return false;
  if (rules_ < 3) return true;
  // R9 computed without the card (R16), then "any other location".
  const int from = host_[card];
  int lo = 255;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t)) lo = std::min<int>(lo, pl_[p].innov[t] - (t == from ? 1 : 0));
  for (int t = 0; t < kLocations; ++t)
    if (t != from && healthy(p, t) && pl_[p].innov[t] == lo) return true;
  return false;
}

// ---- the public estimate of each stash (pub_) ---------------------------------------
// What a seat may know of another seat's tokens: the start, every public
// payment and gain (bids, pots, sales, build and repair costs, revealed
// commitments, conflict rewards, coins bought), the stash shown when a screen
// comes off, and for the Economy (played behind the screen) the tokens its
// active abilities would bring. Never the true stash: resample_hidden starts
// from it (NOTES readings 2 and 4).

void EndState::pub_spend(int p, int r, int k) { pub_[p][r] = static_cast<int16_t>(std::max(0, pub_[p][r] - k)); }

void EndState::pub_pay(int p, int cost) {
  // A cost in hammers, coins wild, of a mix nobody else sees: hammers first.
  const int h = std::min<int>(cost, pub_[p][kH]);
  pub_spend(p, kH, h);
  pub_spend(p, kC, cost - h);
}

void EndState::pub_exact(int p) {
  for (int r = 0; r < 4; ++r) pub_[p][r] = static_cast<int16_t>(pl_[p].res[r] + pl_[p].commit[r]);
}

void EndState::pub_economy(int p) {
  // Every active Economy ability of the seat is public (tiles and innovations);
  // its use is not. Expected: each gain taken, each two-output conversion made
  // as often as the estimate's input allows, a Repeat Economy on the largest
  // gain; one-output conversions leave the count as it is and are not guessed.
  int best = 0, best_r = kW, repeats = 0;
  for (int src = 0; src < kSources; ++src) {
    if ((src >= kLocations && src < kSrcCard) || !active_source(p, src)) continue;
    const Ability& ab = ability(src);
    if (ab.phase != kAbE) continue;
    const int host = src < kSrcCard ? src : host_[src - kSrcCard];
    int k = 0;
    if (ab.kind == kGain) k = ab.n;
    if (ab.kind == kResAdjType) k = adj_healthy_type(p, host, ab.type);
    if (ab.kind == kRepeatEconomy) ++repeats;
    if (k > 0) {
      pub_[p][ab.res] = static_cast<int16_t>(pub_[p][ab.res] + k);
      if (k > best) {
        best = k;
        best_r = ab.res;
      }
    }
  }
  if (repeats > 0 && best > 0) pub_[p][best_r] = static_cast<int16_t>(pub_[p][best_r] + best * repeats);
  for (int src = 0; src < kSources; ++src) {
    if ((src >= kLocations && src < kSrcCard) || !active_source(p, src)) continue;
    const Ability& ab = ability(src);
    if (ab.phase != kAbE || ab.kind != kConvert || !ab.both) continue;
    const int k = std::min<int>(ab.n, pub_[p][ab.res]);
    pub_spend(p, ab.res, k);
    pub_[p][ab.out1] = static_cast<int16_t>(pub_[p][ab.out1] + k);
    pub_[p][ab.out2] = static_cast<int16_t>(pub_[p][ab.out2] + k);
  }
}

bool EndState::repeat_target(int p, int from, int s2) const {
  // RB: "Choose any other Economy Phase ability in the same kingdom and complete
  // it an additional time. This can be from Innovations or starting abilities."
  // Active ones (a destroyed location's abilities do not work). Rules 1 (data
  // R13) excluded every REPEAT_ECONOMY; rules 2 allows the other one when it is
  // the first link (so a chain ends: NOTES reading 18) and it has a target of
  // its own besides `from`.
  if (s2 == from || (s2 >= kLocations && s2 < kSrcCard) || s2 >= kSources) return false;
  if (!active_source(p, s2) || ability(s2).phase != kAbE) return false;
  if (ability(s2).kind != kRepeatEconomy) return true;
  if (rules_ < 2 || repeat_from_ >= 0) return false;
  for (int s3 = 0; s3 < kSources; ++s3)
    if (s3 != s2 && s3 != from && (s3 < kLocations || s3 >= kSrcCard) && active_source(p, s3) &&
        ability(s3).phase == kAbE && ability(s3).kind != kRepeatEconomy)
      return true;
  return false;
}

bool EndState::coin_for_input(const Ability& ab) const {
  return rules_ >= 2 && ab.res != kC && !(ab.out1 == kC && (ab.out2 == kResNone || ab.out2 == kC));
}

bool EndState::can_replace(int p) const {
  if (deck_n_ == 0 && discard_n_ == 0) return false;
  for (int c = 0; c < kCards; ++c)
    if (owner_[c] == p && !exh_[c] && kDisasterInfo[c].ability.kind == kReplaceDisaster && healthy(p, host_[c]))
      return true;
  return false;
}

void EndState::attach(int p, int card, int tile) {
  where_[card] = kAttached;
  owner_[card] = static_cast<int8_t>(p);
  host_[card] = static_cast<uint8_t>(tile);
  ++pl_[p].innov[tile];
}

void EndState::detach(int card) {
  --pl_[owner_[card]].innov[host_[card]];
  where_[card] = kPending;
  owner_[card] = -1;  // the exhaust state (exh_) travels with the card
}

void EndState::to_discard(int card) {
  where_[card] = kInDiscard;
  owner_[card] = -1;
  exh_[card] = 0;
  discard_[discard_n_++] = static_cast<uint8_t>(card);
}

bool EndState::draw_disaster(uint8_t* card) {
  if (deck_n_ == 0) {
    // R22: shuffle the discard into a new deck.
    if (discard_n_ == 0) return false;
    ++deck_gen_;
    for (int i = 0; i < discard_n_; ++i) {
      deck_[i] = discard_[i];
      where_[deck_[i]] = kInDeck;
      gen_[deck_[i]] = deck_gen_;
    }
    deck_n_ = discard_n_;
    discard_n_ = 0;
    shuffle(deck_, deck_n_, rng_);
  }
  *card = deck_[--deck_n_];
  return true;
}

void EndState::draw_to_hand(int p) {
  Player& P = pl_[p];
  bool drew = false;
  while (P.hand_n < kHandSize) {
    uint8_t c;
    if (!draw_disaster(&c)) break;
    where_[c] = kInHand;
    P.hand[P.hand_n++] = c;
    ++phase_acc_.seat[p].drawn;
    drew = true;
  }
  std::sort(P.hand, P.hand + P.hand_n);
  if (drew) ++chance_;
}

// ---- flow --------------------------------------------------------------------

void EndState::start_phase() {
  phase_acc_ = PhaseReport{};
  phase_acc_.space = static_cast<int8_t>(space_);
  for (int p = 0; p < n_; ++p) {
    PhaseReport::Seat& r = phase_acc_.seat[p];
    r.vp = static_cast<int16_t>(-pl_[p].vp);
    for (int k = 0; k < 4; ++k) r.res[k] = static_cast<int16_t>(-(pl_[p].res[k] + pl_[p].commit[k]));
    r.cards = static_cast<int8_t>(-pl_[p].hand_n);
  }
  switch (track().space[space_]) {
    case kPhD:
      start_disaster(1);
      return;
    case kPhDD:
      start_disaster(2);
      return;
    case kPhE:
    case kPhI:
    case kPhEI:
      pidx_ = 0;
      cur_ = first_;
      start_player_turn();
      return;
    case kPhC:
      start_conflict();
      return;
  }
}

void EndState::close_phase_report() {
  for (int p = 0; p < n_; ++p) {
    PhaseReport::Seat& r = phase_acc_.seat[p];
    r.vp = static_cast<int16_t>(r.vp + pl_[p].vp);
    for (int k = 0; k < 4; ++k) r.res[k] = static_cast<int16_t>(r.res[k] + pl_[p].res[k] + pl_[p].commit[k]);
    r.cards = static_cast<int8_t>(r.cards + pl_[p].hand_n);
  }
  phase_rep_ = phase_acc_;
}

void EndState::advance_track() {
  close_phase_report();
  ++space_;
  if (space_ >= track().length) {
    final_scoring();
    return;
  }
  start_phase();
}

void EndState::start_disaster(int k) {
  dis_n_ = 0;
  resolved_ = addressed_ = 0;
  for (int i = 0; i < 2; ++i) {
    cur_card_[i] = -1;
    for (int r = 0; r < 4; ++r) pot_[i][r] = 0;
  }
  for (int i = 0; i < k; ++i) {
    uint8_t c;
    if (!draw_disaster(&c)) break;
    where_[c] = kCurrent;
    cur_card_[dis_n_++] = static_cast<int8_t>(c);
    if (recording_events())
      event(-1, msg("end.ev.disaster", {"end.name.dis." + std::to_string(kDisasterInfo[c].type),
                                        std::to_string(kDisasterInfo[c].target)}));
  }
  if (dis_n_ > 0) ++chance_;
  if (dis_n_ == 0) {  // R22: nothing to reveal
    advance_track();
    return;
  }
  cur_ = first_;
  start_bid_turn();
}

void EndState::start_bid_turn() {
  addressed_ = resolved_;
  took_ = false;
  dec_ = kDecBid;
}

void EndState::after_address() {
  const uint8_t all = static_cast<uint8_t>((1u << dis_n_) - 1u);
  if ((addressed_ & all) != all) {
    dec_ = kDecBid;
    return;
  }
  end_bid_turn();
}

void EndState::end_bid_turn() {
  const uint8_t all = static_cast<uint8_t>((1u << dis_n_) - 1u);
  if (resolved_ == all) {
    dis_n_ = 0;
    advance_track();
    return;
  }
  if (!replace_blocked() && can_replace(cur_)) {  // REPLACE_DISASTER after the pass
    dec_ = kDecAfterPass;
    return;
  }
  cur_ = static_cast<uint8_t>((cur_ + 1) % n_);
  start_bid_turn();
}

void EndState::resolve_take_destroy(int pos) {
  if (pos >= 0) {
    pl_[cur_].destroyed |= static_cast<uint16_t>(1u << pl_[cur_].order[pos]);
    take_.destroyed = static_cast<int8_t>(pl_[cur_].order[pos]);
    ++phase_acc_.seat[cur_].destroyed;
    if (recording_events())
      event(cur_, msg("end.ev.destroyed", {seat_ref(cur_), "end.name.loc." + std::to_string(take_.destroyed)}));
  }
  after_destroy();
}

void EndState::after_destroy() {
  const int card = cur_card_[take_slot_];
  begin_place(cur_, card, kPlaceTake);
}

void EndState::begin_place(int p, int card, PlaceCtx ctx) {
  where_[card] = kPending;
  place_ctx_ = ctx;
  pend_card_ = static_cast<int8_t>(card);
  const uint32_t m = place_targets(p);
  if (m == 0) {  // R9: no healthy tile, the innovation is discarded
    to_discard(card);
    pend_card_ = -1;
    after_place();
    return;
  }
  if (std::popcount(m) == 1) {
    attach(p, card, std::countr_zero(m));
    pend_card_ = -1;
    after_place();
    return;
  }
  dec_ = kDecPlace;
}

void EndState::after_place() {
  switch (place_ctx_) {
    case kPlaceTake: {
      const int card = cur_card_[take_slot_];
      take_.placed = where_[card] == kAttached ? static_cast<int8_t>(host_[card]) : int8_t{-1};
      cur_card_[take_slot_] = -1;
      // Rules 3: the step follows every take, so that nobody learns from it
      // whether the taker holds fewer than 5 tokens (only the taker can buy).
      if (rules_ >= 3 || tokens(cur_) < kLowResources) {
        dec_ = kDecLowRes;
        return;
      }
      after_take();
      return;
    }
    case kPlaceBuild:
    case kPlaceMove:
      move_host_ = -1;
      dec_ = kDecInd;
      return;
  }
}

void EndState::after_take() { after_address(); }

void EndState::screen_up(int p) {
  // Rules 3: the low-resources step is over, the screen goes back up (RB setup
  // 7, "so players can't see each other's resources", stays the standing rule):
  // what it showed stays known (pub_), what comes after is secret again.
  if (rules_ < 3 || !screen_off(p)) return;
  screen_off_ = static_cast<uint8_t>(screen_off_ & ~bit(p));
  if (recording_events()) event(p, msg("end.ev.screen_on", {seat_ref(p)}));
}

void EndState::start_player_turn() {
  switch (track().space[space_]) {
    case kPhE:
      start_econ();
      return;
    case kPhI:
      start_ind();
      return;
    default:  // kPhEI
      ei_stage_ = 0;
      dec_ = kDecOrder;
      return;
  }
}

void EndState::next_sequential_player() {
  ++pidx_;
  if (pidx_ >= n_) {
    advance_track();
    return;
  }
  cur_ = static_cast<uint8_t>((first_ + pidx_) % n_);
  start_player_turn();
}

void EndState::start_econ() {
  std::fill(std::begin(used_), std::end(used_), uint8_t{0});
  // Rules 3: nothing of the previous seat's Economy is left over (rules 1-2 kept
  // its last repeat, which could keep a Repeat Economy from the next seat's list).
  if (rules_ >= 3) repeat_from_ = -1;
  dec_ = kDecEcon;
}

void EndState::end_econ() {
  pub_economy(cur_);
  if (track().space[space_] == kPhEI && ei_stage_ == 0) {
    ei_stage_ = 1;
    start_ind();
    return;
  }
  next_sequential_player();
}

void EndState::start_ind() {
  std::fill(std::begin(used_), std::end(used_), uint8_t{0});
  ind_actions_ = 0;
  disc_used_ = 0;
  repaired_ = discarded_ = false;
  dec_ = kDecInd;
}

void EndState::end_ind() {
  draw_to_hand(cur_);
  if (track().space[space_] == kPhEI && ei_stage_ == 0) {
    ei_stage_ = 1;
    start_econ();
    return;
  }
  next_sequential_player();
}

void EndState::start_conflict() {
  if (con_deck_n_ == 0) {  // reshuffle the conflict discard
    for (int i = 0; i < con_discard_n_; ++i) con_deck_[i] = con_discard_[i];
    con_deck_n_ = con_discard_n_;
    con_discard_n_ = 0;
    shuffle(con_deck_, con_deck_n_, rng_);
  }
  con_cur_ = static_cast<int8_t>(con_deck_[--con_deck_n_]);
  ++chance_;
  for (int p = 0; p < n_; ++p) pl_[p].commit[kA] = pl_[p].commit[kC] = 0;
  pidx_ = 0;
  cur_ = first_;
  dec_ = kDecCommit;
}

void EndState::resolve_conflict() {
  ++reveals_;
  ++chance_;  // hidden commitments come out: no undo across it
  const ConflictInfo& k = kConflictInfo[con_cur_];
  ConflictReport rep;
  rep.card = con_cur_;
  int vp_before[kMaxPlayers] = {};
  for (int p = 0; p < n_; ++p) vp_before[p] = pl_[p].vp;
  int best = -1000;
  for (int p = 0; p < n_; ++p) {
    rep.base[p] = static_cast<int8_t>(base_strength(p));
    rep.committed[p] = static_cast<int8_t>(pl_[p].commit[kA] + pl_[p].commit[kC]);
    rep.total[p] = static_cast<int8_t>(rep.base[p] + rep.committed[p]);
    best = std::max<int>(best, rep.total[p]);
  }
  for (int p = 0; p < n_; ++p) {  // the fists are open: what was in them is known, and goes to the bank
    pub_spend(p, kA, pl_[p].commit[kA]);
    pub_spend(p, kC, pl_[p].commit[kC]);
  }
  auto reward = [&](int p, const ConflictBand& b) {
    pl_[p].vp = static_cast<int16_t>(pl_[p].vp + b.vp);
    for (int r = 0; r < 4; ++r)
      if (b.res[r]) {
        give(p, r, b.res[r]);
        pub_[p][r] = static_cast<int16_t>(pub_[p][r] + b.res[r]);
      }
    refresh_left_[p] = static_cast<uint8_t>(refresh_left_[p] + b.refresh);
  };
  for (int p = 0; p < n_; ++p) {
    const int s = rep.total[p];
    rep.band[p] = static_cast<int8_t>(conflict_band(k, s));
    if (rep.band[p] == 3)
      reward(p, k.top);
    else if (rep.band[p] == 2)
      reward(p, k.middle);
    else if (rep.band[p] == 1)
      reward(p, k.penalty);
    if (s == best) {
      rep.victory[p] = true;
      reward(p, k.victory);
    } else {
      // Upheaval (R21): the k-th highest printed-VP healthy tile <-> the tile at position N.
      int rank = 0, tile = -1;
      for (int t = kLocations - 1; t >= 0; --t)  // tile ids ascend in VP
        if (healthy(p, t) && ++rank == k.rank) {
          tile = t;
          break;
        }
      const int q = k.position - 1;
      Player& P = pl_[p];
      if (tile >= 0 && P.pos[tile] != q) {
        const int a = P.pos[tile], other = P.order[q];
        P.order[a] = static_cast<uint8_t>(other);
        P.order[q] = static_cast<uint8_t>(tile);
        P.pos[other] = static_cast<uint8_t>(a);
        P.pos[tile] = static_cast<uint8_t>(q);
        rep.upheaval[p] = true;
      }
    }
    // Committed tokens go to the bank.
    for (int r : {kA, kC}) {
      net_[r] -= pl_[p].commit[r];
      pl_[p].commit[r] = 0;
    }
  }
  report_ = rep;
  if (recording_events())
    for (int p = 0; p < n_; ++p) {
      const int vp = pl_[p].vp - vp_before[p];
      event(p, msg(rep.victory[p] ? "end.ev.conflict_won" : "end.ev.conflict",
                   {seat_ref(p), std::to_string(rep.total[p]), std::to_string(vp)}));
      if (rep.upheaval[p]) event(p, msg("end.ev.upheaval", {seat_ref(p)}));
    }
  con_discard_[con_discard_n_++] = static_cast<uint8_t>(con_cur_);
  con_cur_ = -1;
  pidx_ = 0;
  next_refresh();
}

void EndState::next_refresh() {
  // Refresh rewards, clockwise from the first player; a choice only when it matters.
  while (pidx_ < n_) {
    const int p = (first_ + pidx_) % n_;
    if (refresh_left_[p] > 0 && exhausted_count(p) > refresh_left_[p]) {
      cur_ = static_cast<uint8_t>(p);
      dec_ = kDecRefresh;
      return;
    }
    if (refresh_left_[p] > 0)
      for (int c = 0; c < kCards; ++c)
        if (owner_[c] == p) exh_[c] = 0;
    refresh_left_[p] = 0;
    ++pidx_;
  }
  advance_track();
}

int EndState::x_score(int p, int src) const {
  const Ability& ab = ability(src);
  const int host = src < kSrcCard ? src : host_[src - kSrcCard];
  switch (ab.kind) {
    case kEndVpPerDestroyed:
      return ab.n * destroyed_count(p);
    case kEndVpAdjDestroyed:
      return ab.n * adj_destroyed(p, host);
    case kEndVpPerToken:
      return ab.n * pl_[p].res[ab.res];
    case kEndVpAdjType:
      return ab.n * adj_healthy_type(p, host, ab.type);
    case kEndMostDestroyed: {
      const int mine = destroyed_count(p);
      for (int q = 0; q < n_; ++q)
        if (destroyed_count(q) > mine) return 0;
      return ab.n;
    }
    default:
      return 0;
  }
}

int EndState::end_score(int p) const {
  int loc = 0, inn = 0, best_copy = 0, copies = 0;
  for (int t = 0; t < kLocations; ++t)
    if (healthy(p, t)) loc += kLocationInfo[t].vp;
  for (int c = 0; c < kCards; ++c) {
    if (owner_[c] != p || where_[c] != kAttached || !healthy(p, host_[c])) continue;
    const Ability& ab = kDisasterInfo[c].ability;
    if (ab.phase != kAbX) continue;
    if (ab.kind == kEndCopy) {
      ++copies;
      continue;
    }
    const int v = x_score(p, kSrcCard + c);
    inn += v;
    best_copy = std::max(best_copy, v);
  }
  // END_COPY scores the best other active end ability a second time (the owner's choice).
  return loc + inn + copies * best_copy;
}

void EndState::final_scoring() {
  for (int p = 0; p < n_; ++p) {
    FinalScore& f = final_[p];
    f.track = pl_[p].vp;
    f.locations = 0;
    for (int t = 0; t < kLocations; ++t)
      if (healthy(p, t)) f.locations = static_cast<int16_t>(f.locations + kLocationInfo[t].vp);
    f.innovations = static_cast<int16_t>(end_score(p) - f.locations);
    f.total = static_cast<int16_t>(f.track + f.locations + f.innovations);
  }
  dec_ = kDecNone;
  cur_ = 0;
}

// ---- legal actions -------------------------------------------------------------

void EndState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  gen(&out);
}

void EndState::gen(std::vector<Action>* out) const {
  const int p = cur_;
  const Player& P = pl_[p];
  auto add = [&](uint32_t kind, uint32_t arg = 0) { out->push_back(make_action(kind, arg)); };
  switch (dec_) {
    case kDecBid: {
      for (int d = 0; d < dis_n_; ++d) {
        if ((addressed_ >> d) & 1) continue;
        const DisasterInfo& di = kDisasterInfo[cur_card_[d]];
        for (int r = 0; r < 4; ++r)
          if ((r == kC || ((di.bids >> r) & 1)) && P.res[r] > 0) add(kActPass, static_cast<uint32_t>(d << 8 | r));
        for (int c = 0; c < kCards; ++c)
          if (owner_[c] == p && !exh_[c] && kDisasterInfo[c].ability.kind == kFreeBid && healthy(p, host_[c]) &&
              ((di.bids >> kDisasterInfo[c].ability.res) & 1))
            add(kActFreeBid, static_cast<uint32_t>(d << 8 | c));
        add(kActTake, static_cast<uint32_t>(d));
      }
      if (!replace_blocked() && (deck_n_ > 0 || discard_n_ > 0))
        for (int d = 0; d < dis_n_; ++d) {
          if ((resolved_ >> d) & 1) continue;
          for (int c = 0; c < kCards; ++c)
            if (owner_[c] == p && !exh_[c] && kDisasterInfo[c].ability.kind == kReplaceDisaster && healthy(p, host_[c]))
              add(kActReplace, static_cast<uint32_t>(d << 8 | c));
        }
      return;
    }
    case kDecAfterPass:
      if (deck_n_ > 0 || discard_n_ > 0)
        for (int d = 0; d < dis_n_; ++d) {
          if ((resolved_ >> d) & 1) continue;
          for (int c = 0; c < kCards; ++c)
            if (owner_[c] == p && !exh_[c] && kDisasterInfo[c].ability.kind == kReplaceDisaster && healthy(p, host_[c]))
              add(kActReplace, static_cast<uint32_t>(d << 8 | c));
        }
      add(kActEndTurn);
      return;
    case kDecDestroy: {
      const uint32_t m = destroy_candidates(p, kDisasterInfo[cur_card_[take_slot_]].target - 1);
      for (int q = 0; q < kLocations; ++q)
        if ((m >> q) & 1) add(kActDestroy, static_cast<uint32_t>(q));
      return;
    }
    case kDecPlace: {
      const uint32_t m = place_targets(p);
      for (int t = 0; t < kLocations; ++t)
        if ((m >> t) & 1) add(kActPlace, static_cast<uint32_t>(t));
      return;
    }
    case kDecLowRes:
      if (rules_ < 3 || tokens(p) < kLowResources) add(kActBuyCoin);
      add(kActStopBuying);
      return;
    case kDecEcon: {
      for (int src = 0; src < kSources; ++src) {
        if (src >= kLocations && src < kSrcCard) continue;
        if (used_[src] || !active_source(p, src)) continue;
        const Ability& ab = ability(src);
        if (ab.phase != kAbE) continue;
        if (ab.kind == kRepeatEconomy) {
          bool target = false;
          for (int s2 = 0; s2 < kSources && !target; ++s2) target = repeat_target(p, src, s2);
          if (!target) continue;
        }
        add(kActUse, static_cast<uint32_t>(src));
      }
      add(kActEndPhase);
      return;
    }
    case kDecConvert: {
      const Ability& ab = ability(conv_src_);
      const bool two = !ab.both && ab.out2 != kResNone;
      if (P.res[ab.res] > 0) {
        add(kActConvert, 0);
        if (two) add(kActConvert, 1);
      }
      // Rules 2: coins are wild, so a coin may stand in for the input (arg bit
      // 1), except where that would only turn a coin into a coin.
      if (coin_for_input(ab) && P.res[kC] > 0) {
        add(kActConvert, kConvCoin);
        if (two) add(kActConvert, kConvCoin | 1);
      }
      add(kActConvertStop);
      return;
    }
    case kDecRepeat:
      for (int s2 = 0; s2 < kSources; ++s2)
        if (repeat_target(p, conv_src_, s2)) add(kActRepeat, static_cast<uint32_t>(s2));
      return;
    case kDecInd: {
      const int money = P.res[kH] + P.res[kC];
      if (ind_actions_ < 2)
        for (int i = 0; i < P.hand_n; ++i) {
          const int c = P.hand[i];
          // Rules 3: an innovation needs a healthy location (RB "Innovations can never be placed
          // under a destroyed location tile"); rules 1-2 took the payment and discarded the card.
          if (build_cost(p, c) <= money && (rules_ < 3 || place_candidates(p) != 0))
            add(kActBuild, static_cast<uint32_t>(c));
          add(kActSell, static_cast<uint32_t>(c));
        }
      if (ind_actions_ == 2 && !discarded_ && P.hand_n > 0) add(kActDiscardAll);
      if (!repaired_)
        for (int t = 0; t < kLocations; ++t)
          if (!healthy(p, t) && repair_cost(p, t) <= money) add(kActRepair, static_cast<uint32_t>(t));
      for (int src = 0; src < kSources; ++src) {
        if (src >= kLocations && src < kSrcCard) continue;
        if (used_[src] || !active_source(p, src)) continue;
        const Ability& ab = ability(src);
        if (ab.phase != kAbI) continue;
        if (ab.kind == kSwapLocations || ab.kind == kRefreshAdj) add(kActUse, static_cast<uint32_t>(src));
        if (ab.kind == kMoveInnovation) {
          bool any = false;
          for (int c = 0; c < kCards && !any; ++c) any = movable(p, c);
          if (any) add(kActUse, static_cast<uint32_t>(src));
        }
      }
      add(kActEndPhase);
      return;
    }
    case kDecPay: {
      const int lo = std::max(0, pay_cost_ - P.res[kH]);
      const int hi = std::min<int>(pay_cost_, P.res[kC]);
      for (int c = lo; c <= hi; ++c) add(kActPay, static_cast<uint32_t>(c));
      return;
    }
    case kDecSwap:
      for (int i = 0; i < kLocations; ++i)
        for (int j = i + 1; j < kLocations; ++j) add(kActSwap, static_cast<uint32_t>(i << 8 | j));
      return;
    case kDecMoveFrom:
      for (int c = 0; c < kCards; ++c)
        if (movable(p, c)) add(kActMoveFrom, static_cast<uint32_t>(c));
      return;
    case kDecOrder:
      add(kActOrder, 0);
      add(kActOrder, 1);
      return;
    case kDecCommit:
      if (rules_ >= 2) {  // the whole commitment at once: every (axes, coins) within the stash
        for (int ax = 0; ax <= P.res[kA]; ++ax)
          for (int co = 0; co <= P.res[kC]; ++co) add(kActCommit, static_cast<uint32_t>(ax << 8 | co));
        return;
      }
      if (P.res[kA] > 0) add(kActCommitAxe);
      if (P.res[kC] > 0) add(kActCommitCoin);
      add(kActCommitDone);
      return;
    case kDecRefresh:
      for (int c = 0; c < kCards; ++c)
        if (owner_[c] == p && exh_[c]) add(kActRefresh, static_cast<uint32_t>(c));
      return;
    default:
      return;
  }
}

// ---- effects --------------------------------------------------------------------

void EndState::resolve_econ(int src) {
  const int p = cur_;
  const Ability& ab = ability(src);
  const int host = src < kSrcCard ? src : host_[src - kSrcCard];
  switch (ab.kind) {
    case kGain:
      give(p, ab.res, ab.n);
      break;
    case kConvert:
      conv_src_ = static_cast<uint8_t>(src);
      conv_left_ = ab.n;
      dec_ = kDecConvert;
      return;
    case kRepeatEconomy:
      conv_src_ = static_cast<uint8_t>(src);
      dec_ = kDecRepeat;
      return;
    case kGainVp:
      pl_[p].vp = static_cast<int16_t>(pl_[p].vp + ab.n);
      break;
    case kVpAdjDestroyed:
      pl_[p].vp = static_cast<int16_t>(pl_[p].vp + ab.n * adj_destroyed(p, host));
      break;
    case kResAdjType: {
      const int k = adj_healthy_type(p, host, ab.type);
      if (k) give(p, ab.res, k);
      break;
    }
    case kRefreshAdj:
      refresh_adjacent(p, host);
      break;
    default:
      break;
  }
  dec_ = kDecEcon;
}

void EndState::do_apply(Action a) {
  if (!recording_events()) {
    apply_one(a);
    if (screen_off_) open_stashes();
    return;
  }
  // Each seat's gains and payments, told to that seat alone (stashes are secret).
  uint8_t before[kMaxPlayers][4];
  for (int p = 0; p < n_; ++p) std::memcpy(before[p], pl_[p].res, 4);
  const uint8_t open_before = screen_off_;  // a coin bought as the screen goes back up is public too
  apply_one(a);
  for (int p = 0; p < n_; ++p) {
    std::vector<std::string> items;
    for (int r = 0; r < 4; ++r)
      if (pl_[p].res[r] != before[p][r])
        items.push_back(amount_arg(pl_[p].res[r] - before[p][r], "end.res." + std::to_string(r)));
    if (!items.empty())
      private_event(p, screen_off(p) || ((open_before >> p) & 1u) ? all_seats() : bit(p), changes_event(p, items));
  }
  if (screen_off_) open_stashes();
}

void EndState::open_stashes() {
  for (int p = 0; p < n_; ++p)
    if (screen_off(p)) pub_exact(p);
}

void EndState::apply_one(Action a) {
  const int p = cur_;
  Player& P = pl_[p];
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  switch (kind) {
    case kActPass: {
      const int d = static_cast<int>(arg >> 8), r = static_cast<int>(arg & 0xFF);
      --P.res[r];
      ++pot_[d][r];
      pub_spend(p, r);
      addressed_ |= static_cast<uint8_t>(bit(d));
      after_address();
      return;
    }
    case kActFreeBid: {
      const int d = static_cast<int>(arg >> 8), c = static_cast<int>(arg & 0xFF);
      exh_[c] = 1;
      addressed_ |= static_cast<uint8_t>(bit(d));
      after_address();
      return;
    }
    case kActTake: {
      const int d = static_cast<int>(arg);
      take_slot_ = static_cast<uint8_t>(d);
      took_ = true;
      addressed_ |= static_cast<uint8_t>(bit(d));
      resolved_ |= static_cast<uint8_t>(bit(d));
      const uint8_t all = static_cast<uint8_t>((1u << dis_n_) - 1u);
      if (resolved_ == all) first_ = static_cast<uint8_t>(p);  // R3: the taker of the last disaster
      take_ = TakeReport{};
      take_.seat = static_cast<int8_t>(p);
      take_.card = cur_card_[d];
      for (int r = 0; r < 4; ++r) {
        take_.pot[r] = pot_[d][r];
        P.res[r] = static_cast<uint8_t>(P.res[r] + pot_[d][r]);
        pub_[p][r] = static_cast<int16_t>(pub_[p][r] + pot_[d][r]);
        pot_[d][r] = 0;
      }
      const uint32_t m = destroy_candidates(p, kDisasterInfo[cur_card_[d]].target - 1);
      if (std::popcount(m) > 1) {
        dec_ = kDecDestroy;
        return;
      }
      resolve_take_destroy(m ? std::countr_zero(m) : -1);
      return;
    }
    case kActReplace: {
      const int d = static_cast<int>(arg >> 8), c = static_cast<int>(arg & 0xFF);
      exh_[c] = 1;
      uint8_t fresh;
      draw_disaster(&fresh);  // legal only when a card can be drawn
      const int old = cur_card_[d];
      deck_[deck_n_++] = static_cast<uint8_t>(old);
      where_[old] = kInDeck;
      gen_[old] = deck_gen_;
      shuffle(deck_, deck_n_, rng_);
      where_[fresh] = kCurrent;
      cur_card_[d] = static_cast<int8_t>(fresh);
      ++chance_;
      if (recording_events())  // the table sees which card came in
        event(-1, msg("end.ev.replaced", {seat_ref(p), "end.name.dis." + std::to_string(kDisasterInfo[old].type),
                                          std::to_string(kDisasterInfo[old].target),
                                          "end.name.dis." + std::to_string(kDisasterInfo[fresh].type),
                                          std::to_string(kDisasterInfo[fresh].target)}));
      return;  // the decision stays (bid or after-pass)
    }
    case kActEndTurn:
      cur_ = static_cast<uint8_t>((cur_ + 1) % n_);
      start_bid_turn();
      return;
    case kActDestroy:
      resolve_take_destroy(static_cast<int>(arg));
      return;
    case kActPlace:
      attach(p, pend_card_, static_cast<int>(arg));
      pend_card_ = -1;
      after_place();
      return;
    case kActBuyCoin:
      if (!screen_off(p)) {  // "they may remove their screen, revealing all of their resources"
        screen_off_ = static_cast<uint8_t>(screen_off_ | bit(p));
        if (rules_ >= 2) ++reveals_;  // a reveal: the front end confirms it, undo stops there
        if (recording_events())
          event(p, msg(rules_ >= 3 ? "end.ev.screen_off3" : "end.ev.screen_off",
                       {seat_ref(p), std::to_string(P.res[kW]), std::to_string(P.res[kH]), std::to_string(P.res[kA]),
                        std::to_string(P.res[kC])}));
      }
      P.vp = static_cast<int16_t>(P.vp - kLowResourcesVp);
      give(p, kC, 1);
      pub_exact(p);
      ++take_.coins_bought;
      if (tokens(p) >= kLowResources) {
        screen_up(p);
        after_take();
      }
      return;
    case kActStopBuying:
      screen_up(p);
      after_take();
      return;
    case kActUse: {
      const int src = static_cast<int>(arg);
      used_[src] = 1;
      if (dec_ == kDecEcon) {
        repeat_from_ = -1;
        resolve_econ(src);
        return;
      }
      const Ability& ab = ability(src);
      const int host = src < kSrcCard ? src : host_[src - kSrcCard];
      if (ab.kind == kSwapLocations) dec_ = kDecSwap;
      if (ab.kind == kMoveInnovation) dec_ = kDecMoveFrom;
      if (ab.kind == kRefreshAdj) refresh_adjacent(p, host);
      return;
    }
    case kActConvert: {
      const Ability& ab = ability(conv_src_);
      take_away(p, (arg & kConvCoin) ? static_cast<int>(kC) : static_cast<int>(ab.res), 1);
      if (ab.both) {
        give(p, ab.out1, 1);
        give(p, ab.out2, 1);
      } else {
        give(p, (arg & 1) == 0 ? ab.out1 : ab.out2, 1);
      }
      if (--conv_left_ == 0) dec_ = kDecEcon;
      return;
    }
    case kActConvertStop:
      conv_left_ = 0;
      dec_ = kDecEcon;
      return;
    case kActRepeat:
      // Rules 2: repeating the other REPEAT_ECONOMY lets it choose once more (never back to this one).
      repeat_from_ =
          ability(static_cast<int>(arg)).kind == kRepeatEconomy ? static_cast<int8_t>(conv_src_) : int8_t{-1};
      resolve_econ(static_cast<int>(arg));
      return;
    case kActEndPhase:
      if (dec_ == kDecEcon)
        end_econ();
      else
        end_ind();
      return;
    case kActBuild: {
      const int c = static_cast<int>(arg);
      ++phase_acc_.seat[p].built;
      const int cost = build_cost(p, c);
      if (build_discounts(p) > disc_used_) ++disc_used_;
      int i = 0;
      while (P.hand[i] != c) ++i;
      for (; i + 1 < P.hand_n; ++i) P.hand[i] = P.hand[i + 1];
      --P.hand_n;
      ++ind_actions_;
      where_[c] = kPending;
      pend_card_ = static_cast<int8_t>(c);
      if (cost > 0) {
        pay_cost_ = static_cast<uint8_t>(cost);
        pay_ctx_ = kPayBuild;
        dec_ = kDecPay;
        return;
      }
      begin_place(p, c, kPlaceBuild);
      return;
    }
    case kActSell: {
      const int c = static_cast<int>(arg);
      ++phase_acc_.seat[p].sold;
      int i = 0;
      while (P.hand[i] != c) ++i;
      for (; i + 1 < P.hand_n; ++i) P.hand[i] = P.hand[i + 1];
      --P.hand_n;
      ++ind_actions_;
      to_discard(c);
      give(p, kC, 1);
      pub_[p][kC] = static_cast<int16_t>(pub_[p][kC] + 1);
      return;
    }
    case kActDiscardAll:
      for (int i = 0; i < P.hand_n; ++i) to_discard(P.hand[i]);
      P.hand_n = 0;
      discarded_ = true;
      return;
    case kActPay: {
      const int coins = static_cast<int>(arg);
      take_away(p, kC, coins);
      take_away(p, kH, pay_cost_ - coins);
      pub_pay(p, pay_cost_);
      pay_cost_ = 0;
      if (pay_ctx_ == kPayBuild) {
        begin_place(p, pend_card_, kPlaceBuild);
        return;
      }
      dec_ = kDecInd;
      return;
    }
    case kActRepair: {
      const int t = static_cast<int>(arg);
      const int cost = repair_cost(p, t);
      P.destroyed = static_cast<uint16_t>(P.destroyed & ~(1u << t));
      repaired_ = true;
      ++phase_acc_.seat[p].repaired;
      if (cost > 0) {
        pay_cost_ = static_cast<uint8_t>(cost);
        pay_ctx_ = kPayRepair;
        dec_ = kDecPay;
      }
      return;
    }
    case kActSwap: {
      const int i = static_cast<int>(arg >> 8), j = static_cast<int>(arg & 0xFF);
      std::swap(P.order[i], P.order[j]);
      P.pos[P.order[i]] = static_cast<uint8_t>(i);
      P.pos[P.order[j]] = static_cast<uint8_t>(j);
      dec_ = kDecInd;
      return;
    }
    case kActMoveFrom: {
      const int c = static_cast<int>(arg);
      if (rules_ >= 3) move_host_ = static_cast<int8_t>(host_[c]);
      detach(c);
      begin_place(p, c, kPlaceMove);
      return;
    }
    case kActOrder:
      ei_order_ = static_cast<uint8_t>(arg);
      ei_stage_ = 0;
      if (arg == 0)
        start_econ();
      else
        start_ind();
      return;
    case kActCommitAxe:
      --P.res[kA];
      ++P.commit[kA];
      return;
    case kActCommitCoin:
      --P.res[kC];
      ++P.commit[kC];
      return;
    case kActCommit:
    case kActCommitDone:
      if (kind == kActCommit) {
        const int ax = static_cast<int>(arg >> 8), co = static_cast<int>(arg & 0xFF);
        P.res[kA] = static_cast<uint8_t>(P.res[kA] - ax);
        P.commit[kA] = static_cast<uint8_t>(P.commit[kA] + ax);
        P.res[kC] = static_cast<uint8_t>(P.res[kC] - co);
        P.commit[kC] = static_cast<uint8_t>(P.commit[kC] + co);
      }
      ++pidx_;
      if (pidx_ < n_) {
        cur_ = static_cast<uint8_t>((first_ + pidx_) % n_);
        return;
      }
      resolve_conflict();
      return;
    case kActRefresh:
      exh_[arg] = 0;
      if (--refresh_left_[p] == 0 || exhausted_count(p) == 0) {
        refresh_left_[p] = 0;
        ++pidx_;
      }
      next_refresh();
      return;
    default:
      return;
  }
}

// ---- scores -------------------------------------------------------------------

void EndState::scores(std::vector<int>& out) const {
  out.resize(n_);
  for (int p = 0; p < n_; ++p) out[p] = terminal() ? final_[p].total : pl_[p].vp;
}

void EndState::ranks(std::vector<int>& out) const {
  // R24: ties go to the player closest to the first player, clockwise (first player = 0).
  std::vector<int> sc;
  scores(sc);
  out.assign(n_, 0);
  auto dist = [&](int p) { return (p - first_ + n_) % n_; };
  for (int i = 0; i < n_; ++i)
    for (int j = 0; j < n_; ++j)
      if (sc[j] > sc[i] || (sc[j] == sc[i] && dist(j) < dist(i))) ++out[i];
}

std::vector<ScoreLine> EndState::tie_breaks(int seat) const {
  // R24: ties go to the player closest to the first player, clockwise.
  const int dist = (seat - first_ + n_) % n_;
  return {{msg(dist == 0 ? "end.tie.first" : "end.tie.after", {std::to_string(dist)}), n_ - dist}};
}

std::vector<std::vector<ScoreLine>> EndState::score_breakdown() const {
  std::vector<std::vector<ScoreLine>> out(n_);
  for (int p = 0; p < n_; ++p) {
    const FinalScore f = terminal() ? final_[p] : FinalScore{pl_[p].vp, 0, 0, pl_[p].vp};
    out[p] = {
        {"end.score.track", f.track}, {"end.score.locations", f.locations}, {"end.score.innovations", f.innovations}};
  }
  return out;
}

}  // namespace emp
