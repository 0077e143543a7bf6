// Rise of Empires: rules (setup, legal actions, apply, phases).
#include "games/rise/rise_state.h"

#include <algorithm>
#include <bit>

#include "core/messages.h"

namespace emp {

using namespace rise;

namespace {

inline int popc(uint64_t m) { return std::popcount(m); }
inline int lowbit(uint64_t m) { return std::countr_zero(m); }
inline void push(std::vector<Action>* out, Action a) {
  if (out) out->push_back(a);
}

}  // namespace

// ---------------------------------------------------------------------------
// setup

RiseState::RiseState(const Options& o, uint64_t seed) : n_(static_cast<uint8_t>(o.players)), rng_(seed) {
  for (auto& row : circle_)
    for (auto& c : row) c = -1;
  for (auto& t : trade_user_) t = -1;
  // Progress stacks: each era's 16 tiles shuffled; turn t reveals positions [8(t-1), 8t).
  for (int i = 0; i < kProgressTiles; ++i) prog_order_[i] = 0;
  {
    int k[3] = {0, 0, 0};
    for (int t = 0; t < kProgressTiles; ++t) {
      const int e = kProgressInfo[kProgressTileType[t]].era - 1;
      prog_order_[16 * e + k[e]++] = static_cast<uint8_t>(t);
    }
    for (int e = 0; e < 3; ++e) shuffle(prog_order_ + 16 * e, 16, rng_);
  }
  for (int t = 0; t < kTerritoryTiles; ++t) terr_order_[t] = static_cast<uint8_t>(t);
  shuffle(terr_order_, kTerritoryTiles, rng_);
  for (int c = 0; c < kCityTiles; ++c) city_order_[c] = static_cast<uint8_t>(c);
  for (int s = 0; s < 6; ++s) shuffle(city_order_ + kCitySetFirst[s], kCitySetCount[s], rng_);
  const int start = static_cast<int>(rng_.below(n_));
  for (int i = 0; i < n_; ++i) order_[i] = static_cast<uint8_t>((start + i) % n_);
  for (int i = n_; i < kMaxPlayers; ++i) order_[i] = static_cast<uint8_t>(i);
  begin_turn();
}

bool RiseState::force_display(const std::vector<int>& progress_types, const std::vector<int>& territory_types) {
  if (turn_ != 1 || step_ != 0 || dec_ != kDecMain || pl_[cur_].prog_used) return false;
  if (progress_types.size() != 8 || territory_types.size() != 10) return false;
  // Progress: era-I block positions 0..15.
  uint64_t pool = 0;
  for (int i = 0; i < 16; ++i) pool |= 1ull << prog_order_[i];
  int k = 0;
  uint8_t order[16];
  for (int t : progress_types) {
    const uint64_t m = pool & progress_type_tiles(t);
    if (!m || kProgressInfo[t].era != 1) return false;
    order[k++] = static_cast<uint8_t>(lowbit(m));
    pool &= ~(1ull << lowbit(m));
  }
  for (int i = 0; i < 16; ++i)
    if (pool & (1ull << prog_order_[i])) order[k++] = prog_order_[i];
  uint64_t tpool = ~0ull >> (64 - kTerritoryTiles);
  uint8_t torder[kTerritoryTiles];
  int tk = 0;
  for (int t : territory_types) {
    const uint64_t m = tpool & kTerritoryTypeMask[t];
    if (!m) return false;
    torder[tk++] = static_cast<uint8_t>(lowbit(m));
    tpool &= ~(1ull << lowbit(m));
  }
  for (int i = 0; i < kTerritoryTiles; ++i)
    if (tpool & (1ull << terr_order_[i])) torder[tk++] = terr_order_[i];
  std::copy(order, order + 16, prog_order_);
  std::copy(torder, torder + kTerritoryTiles, terr_order_);
  avail_prog_ = 0;
  for (int i = 0; i < 8; ++i) avail_prog_ |= 1ull << prog_order_[i];
  avail_terr_ = 0;
  for (int i = 0; i < 10; ++i) avail_terr_ |= 1ull << terr_order_[i];
  return true;
}

bool RiseState::set_turn_order(const std::vector<int>& seats) {
  if (turn_ != 1 || step_ != 0 || dec_ != kDecMain) return false;
  if (static_cast<int>(seats.size()) != n_) return false;
  int seen = 0;
  for (int s : seats) {
    if (s < 0 || s >= n_ || (seen >> s) & 1) return false;
    seen |= 1 << s;
  }
  for (int i = 0; i < n_; ++i) order_[i] = static_cast<uint8_t>(seats[i]);
  begin_step();
  return true;
}

int RiseState::position_of(int seat) const {
  for (int i = 0; i < n_; ++i)
    if (order_[i] == seat) return i;
  return -1;
}

// ---------------------------------------------------------------------------
// turn flow

void RiseState::begin_turn() {
  tiles_phase();
  phase_ = kPhaseActions;
  step_ = 0;
  nav_open_ = false;
  for (int p = 0; p < n_; ++p) pl_[p].steps = 0;
  begin_step();
}

void RiseState::tiles_phase() {
  if (turn_ > 1) {
    // 1. Red-edged tiles return to the display (held or not).
    for (int p = 0; p < n_; ++p) {
      uint64_t red = pl_[p].prog & kRedProgressTiles;
      while (red) {
        const int t = lowbit(red);
        red &= red - 1;
        lose_progress(p, t);
        avail_prog_ |= 1ull << t;
      }
    }
    // 2. Unselected tiles: wonders to the box; 2-3 players: all others but red ones too.
    box_city_ |= avail_city_ & kWonderMask;
    avail_city_ &= ~kWonderMask;
    if (n_ <= 3) {
      box_prog_ |= avail_prog_ & ~kRedProgressTiles;
      avail_prog_ &= kRedProgressTiles;
      box_terr_ |= avail_terr_;
      avail_terr_ = 0;
      box_city_ |= avail_city_;
      avail_city_ = 0;
    }
    side_prog_ = avail_prog_;
    side_terr_ = avail_terr_;
    side_city_ = avail_city_;
    // 3.-5. Empire tiles back, trade track emptied, used free tiles face up.
    emp_avail_ = 0xFF;
    for (int p = 0; p < n_; ++p) {
      pl_[p].emp = 0;
      pl_[p].prog_used = 0;
    }
    for (auto& t : trade_user_) t = -1;
  }
  // 6. Reveal.
  const uint64_t prog_before = avail_prog_, terr_before = avail_terr_, city_before = avail_city_;
  for (int i = 0; i < 8; ++i) avail_prog_ |= 1ull << prog_order_[prog_next_ + i];
  prog_next_ = static_cast<uint8_t>(prog_next_ + 8);
  if (terr_next_ < kTerritoryTiles) {
    for (int i = 0; i < 10; ++i) avail_terr_ |= 1ull << terr_order_[terr_next_ + i];
    terr_next_ = static_cast<uint8_t>(terr_next_ + 10);
  }
  const int set = turn_ - 1;
  for (int i = 0; i < kCitySetCount[set]; ++i) avail_city_ |= 1ull << city_order_[kCitySetFirst[set] + i];
  city_next_ = static_cast<uint8_t>(kCitySetFirst[set] + kCitySetCount[set]);
  ++chance_;
  if (recording_events())
    reveal_events(avail_prog_ & ~prog_before, avail_terr_ & ~terr_before, avail_city_ & ~city_before);
}

void RiseState::reveal_events(uint64_t prog, uint64_t terr, uint64_t city) {
  // Progress tiles by name; territory tiles by type with their counts; cities and wonders.
  std::vector<std::string> items;
  for (uint64_t m = prog; m; m &= m - 1)
    items.push_back("rise.name.prog." + std::to_string(kProgressTileType[lowbit(m)]));
  if (!items.empty()) event(-1, msg("rise.ev.new_progress", {list_arg(items)}));
  items.clear();
  for (int t = 0; t < kTerritoryTypes; ++t) {
    const int k = std::popcount(terr & kTerritoryTypeMask[t]);
    if (k) items.push_back(msg("rise.ev.times", {std::to_string(k), "rise.name.terr." + std::to_string(t)}));
  }
  if (!items.empty()) event(-1, msg("rise.ev.new_territory", {list_arg(items)}));
  items.clear();
  int cities = 0;
  for (uint64_t m = city; m; m &= m - 1) {
    const int c = lowbit(m);
    if (kCityInfo[c].wonder)
      items.push_back("rise.name.city." + std::to_string(c));
    else
      ++cities;
  }
  if (cities) event(-1, msg(cities == 1 ? "rise.ev.new_city" : "rise.ev.new_cities", {std::to_string(cities)}));
  if (!items.empty()) event(-1, msg("rise.ev.new_wonders", {list_arg(items)}));
}

void RiseState::add_vp(int p, int cat, int vp) {
  Player& P = pl_[p];
  P.vp = static_cast<int16_t>(P.vp + vp);
  P.score[cat] = static_cast<int16_t>(P.score[cat] + vp);
}

void RiseState::begin_step() {
  cur_ = order_[step_ % n_];
  dec_ = kDecMain;
}

void RiseState::end_main_action() {
  if (gen_free(nullptr, cur_) > 0) {
    dec_ = kDecPost;
    return;
  }
  end_step();
}

void RiseState::end_step() {
  Player& P = pl_[cur_];
  P.prog_fresh = 0;
  ++P.steps;
  ++step_;
  emp_tile_ = -1;
  if (step_ >= kActionsPerTurn * n_) {
    if (!b_turn()) {
      // nothing: discs stay for the B turn
    } else {
      for (auto& r : circle_)
        for (auto& c : r) c = -1;
      for (auto& f : row_fill_) f = 0;
    }
    start_food();
    return;
  }
  begin_step();
}

void RiseState::start_food() {
  report_ = PhaseReport{};
  report_.turn = static_cast<int8_t>(turn_);
  phase_ = kPhaseFood;
  idx_ = 0;
  decided_ = 0;
  advance_food();
}

void RiseState::advance_food() {
  while (idx_ < n_) {
    const int p = order_[idx_];
    const uint64_t pend = pl_[p].city & kCityFoodUpkeepMask & ~decided_;
    if (pend) {
      cur_ = static_cast<uint8_t>(p);
      dec_ = kDecFoodUpkeep;
      keep_stage_ = kKeepFood;
      pending_tile_ = static_cast<int8_t>(lowbit(pend));
      return;
    }
    apply_food(p);
    ++idx_;
    decided_ = 0;
  }
  start_income();
}

int RiseState::terr_count(int p, int type) const { return popc(pl_[p].terr & kTerritoryTypeMask[type]); }
int RiseState::city_count(int p) const { return popc(pl_[p].city); }

void RiseState::region_awards(int r, int vp[kMaxPlayers], int income[kMaxPlayers], int* sole) const {
  for (int q = 0; q < kMaxPlayers; ++q) vp[q] = income[q] = 0;
  if (sole) *sole = -1;
  int m1 = 0, n1 = 0;
  for (int q = 0; q < n_; ++q) {
    const int c = cubes_[q][r];
    if (c > m1) {
      m1 = c;
      n1 = 1;
    } else if (c == m1 && c > 0) {
      ++n1;
    }
  }
  if (m1 == 0) return;
  const RegionInfo& R = kRegionInfo[r];
  if (n1 == 1) {
    int m2 = 0, n2 = 0;
    for (int q = 0; q < n_; ++q) {
      const int c = cubes_[q][r];
      if (c == m1) {
        vp[q] = R.vp1;
        income[q] = R.income;
        if (sole) *sole = q;
      } else if (c > m2) {
        m2 = c;
        n2 = 1;
      } else if (c == m2 && c > 0) {
        ++n2;
      }
    }
    if (m2 > 0)
      for (int q = 0; q < n_; ++q)
        if (cubes_[q][r] == m2) vp[q] = R.vp2 / n2;
  } else {
    for (int q = 0; q < n_; ++q)
      if (cubes_[q][r] == m1) {
        vp[q] = (R.vp1 + R.vp2) / n1;
        income[q] = R.income / n1;
      }
  }
}

void RiseState::apply_food(int p) {
  Player& P = pl_[p];
  int net = 0;
  for (int t = 0; t < kTerritoryTypes; ++t) net += terr_count(p, t) * kTerritoryInfo[t].food;
  for (uint64_t m = P.city; m; m &= m - 1) net += kCityInfo[lowbit(m)].food;
  int vp[kMaxPlayers], inc[kMaxPlayers];
  for (int r = 0; r < kRegions; ++r) {
    if (kRegionInfo[r].income_kind != kResFood || !cubes_[p][r]) continue;
    region_awards(r, vp, inc);
    net += inc[p];
  }
  if (has_type(p, P1_AGR)) net += 2;
  if (has_type(p, P1_IRR)) net += terr_count(p, T_PLA) + terr_count(p, T_ISL);
  if (has_type(p, P2_CRO)) net += 3;
  if (has_type(p, P3_FER)) net += 4;
  if (turn_ == kTurns) net *= 2;
  auto& rep = report_.seat[p];
  rep.food_net = static_cast<int16_t>(net);
  int f = P.food + net;
  if (f < 0) {
    rep.food_vp_lost = static_cast<int16_t>(std::min<int>(P.vp, -f));
    add_vp(p, kScLost, -rep.food_vp_lost);
    if (rep.food_vp_lost && recording_events())
      event(p, msg("rise.ev.famine", {seat_ref(p), std::to_string(rep.food_vp_lost)}));
    f = 0;
  } else if (f > kFoodMax) {
    rep.food_gold = static_cast<int16_t>((f - kFoodMax) / 2);
    P.gold = static_cast<int16_t>(P.gold + (f - kFoodMax) / 2);
    f = kFoodMax;
  }
  P.food = static_cast<int8_t>(f);
}

void RiseState::start_income() {
  phase_ = kPhaseIncome;
  idx_ = 0;
  decided_ = 0;
  income_done_ = false;
  advance_income();
}

int RiseState::disc_bank() const {
  int bank = kResourceDiscs;
  for (int p = 0; p < n_; ++p) bank -= pl_[p].discs;
  for (int b = 0; b < kTradeBoxes; ++b)
    if (trade_user_[b] >= 0) bank -= kTradeBox[b].discs;
  return bank;
}

void RiseState::collect_income(int p) {
  Player& P = pl_[p];
  int gold = 0, discs = 0, cubes = 0;
  for (int t = 0; t < kTerritoryTypes; ++t) {
    const int k = terr_count(p, t);
    gold += k * kTerritoryInfo[t].gold;
    discs += k * kTerritoryInfo[t].discs;
    cubes += k * kTerritoryInfo[t].cubes;
  }
  for (uint64_t m = P.city; m; m &= m - 1) {
    gold += kCityInfo[lowbit(m)].income_gold;
    discs += kCityInfo[lowbit(m)].income_discs;
  }
  int vp[kMaxPlayers], inc[kMaxPlayers];
  int sole_overseas = 0;
  for (int r = 0; r < kRegions; ++r) {
    if (!cubes_[p][r]) continue;
    int sole;
    region_awards(r, vp, inc, &sole);
    if (sole == p && ((kOverseasMask >> r) & 1)) ++sole_overseas;
    switch (kRegionInfo[r].income_kind) {
      case kResGold:
        gold += inc[p];
        break;
      case kResDisc:
        discs += inc[p];
        break;
      case kResCube:
        cubes += inc[p];
        break;
      default:
        break;
    }
  }
  if (has_type(p, P1_IAX)) discs += terr_count(p, T_FOR);
  if (has_type(p, P1_MIN)) discs += terr_count(p, T_HIL);
  if (has_type(p, P1_COI)) gold += 2;
  if (has_type(p, P2_SHP)) gold += terr_count(p, T_ISL) + sole_overseas;
  if (has_type(p, P2_BNK)) gold += 3;
  if (has_type(p, P3_OIL)) discs += terr_count(p, T_PLA);
  if (has_type(p, P3_STE)) discs += terr_count(p, T_HIL);
  if (has_type(p, P3_MDC)) cubes += 3;
  if (has_type(p, P3_ELE)) gold += city_count(p);
  cubes = std::min<int>(cubes, P.stock);  // cubes are limited (H17)
  // The rulebook's 40 resource discs are a limited supply (rulebook over data
  // H17, which treats the bank as unlimited): in turn order, each player gets
  // what the bank still holds.
  discs = std::min(discs, disc_bank());
  auto& rep = report_.seat[p];
  rep.gold = static_cast<int16_t>(gold);
  rep.discs = static_cast<int16_t>(discs);
  rep.cubes = static_cast<int16_t>(cubes);
  P.gold = static_cast<int16_t>(P.gold + gold);
  P.discs = static_cast<int16_t>(P.discs + discs);
  P.stock = static_cast<int8_t>(P.stock - cubes);
  P.pool = static_cast<int8_t>(P.pool + cubes);
}

void RiseState::advance_income() {
  while (idx_ < n_) {
    const int p = order_[idx_];
    if (!income_done_) {
      collect_income(p);
      income_done_ = true;
    }
    const uint64_t pend = pl_[p].city & kCityDiscUpkeepMask & ~decided_;
    if (pend) {
      cur_ = static_cast<uint8_t>(p);
      dec_ = kDecDiscUpkeep;
      keep_stage_ = kKeepDiscUpkeep;
      pending_tile_ = static_cast<int8_t>(lowbit(pend));
      return;
    }
    ++idx_;
    income_done_ = false;
    decided_ = 0;
  }
  vp_phase();
}

void RiseState::vp_phase() {
  int vp[kMaxPlayers], inc[kMaxPlayers], gained[kMaxPlayers] = {0, 0, 0, 0, 0},
                                         sole_count[kMaxPlayers] = {0, 0, 0, 0, 0};
  for (int r = 0; r < kRegions; ++r) {
    int sole;
    region_awards(r, vp, inc, &sole);
    for (int q = 0; q < n_; ++q) gained[q] += vp[q];
    if (sole >= 0) ++sole_count[sole];
  }
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    int cities = 0, towns = 0, progress = 0;
    for (uint64_t m = P.city; m; m &= m - 1) cities += kCityInfo[lowbit(m)].vp;
    for (int t = T_TWG; t <= T_TWC; ++t) towns += terr_count(p, t) * kTerritoryInfo[t].vp;
    if (has_type(p, P1_WRI)) progress += 1;
    if (has_type(p, P2_REL)) progress += std::min(3, city_count(p));
    if (has_type(p, P3_IDE)) progress += std::min(4, sole_count[p]);
    add_vp(p, kScMap, gained[p]);
    add_vp(p, kScCities, cities);
    add_vp(p, kScTowns, towns);
    add_vp(p, kScProgress, progress);
    report_.seat[p].vp_regions = static_cast<int16_t>(gained[p]);
    report_.seat[p].vp_tiles = static_cast<int16_t>(cities + towns + progress);
    if (recording_events())
      event(p, msg("rise.ev.vp",
                   {seat_ref(p), std::to_string(gained[p] + cities + towns + progress), std::to_string(gained[p]),
                    std::to_string(cities), std::to_string(towns), std::to_string(progress)}));
  }
  if (turn_ == kTurns) {
    final_scoring();
    return;
  }
  if (b_turn()) {
    start_era_end();
    return;
  }
  start_turn_order();
}

void RiseState::start_era_end() {
  phase_ = kPhaseEraEnd;
  idx_ = 0;
  decided_ = 0;
  keep_stage_ = kKeepEraProgress;
  advance_era_end();
}

void RiseState::advance_era_end() {
  while (idx_ < n_) {
    const int p = order_[idx_];
    if (keep_stage_ == kKeepEraProgress) {
      const uint64_t pend = pl_[p].prog & ~kRedProgressTiles & ~decided_;
      if (pend) {
        cur_ = static_cast<uint8_t>(p);
        dec_ = kDecEraKeep;
        pending_tile_ = static_cast<int8_t>(lowbit(pend));
        return;
      }
      keep_stage_ = kKeepEraCity;
      decided_ = 0;
    }
    const uint64_t pend = pl_[p].city & ~decided_;
    if (pend) {
      cur_ = static_cast<uint8_t>(p);
      dec_ = kDecEraKeep;
      pending_tile_ = static_cast<int8_t>(lowbit(pend));
      return;
    }
    ++idx_;
    keep_stage_ = kKeepEraProgress;
    decided_ = 0;
  }
  // Remove half (rounded up) of every player's cubes from every region.
  for (int p = 0; p < n_; ++p) {
    int lost = 0;
    for (int r = 0; r < kRegions; ++r) {
      const int k = (cubes_[p][r] + 1) / 2;
      cubes_[p][r] = static_cast<uint8_t>(cubes_[p][r] - k);
      pl_[p].stock = static_cast<int8_t>(pl_[p].stock + k);
      lost += k;
    }
    if (lost && recording_events())
      event(p, msg(lost == 1 ? "rise.ev.era_cube" : "rise.ev.era_cubes", {seat_ref(p), std::to_string(lost)}));
  }
  start_turn_order();
}

void RiseState::start_turn_order() {
  phase_ = kPhaseTurnOrder;
  int prevpos[kMaxPlayers];
  for (int i = 0; i < n_; ++i) {
    prevpos[order_[i]] = i;
    choose_seq_[i] = static_cast<uint8_t>(order_[i]);
  }
  auto tokens = [&](int p) { return pl_[p].gold + pl_[p].discs + pl_[p].pool; };
  std::sort(choose_seq_, choose_seq_ + n_, [&](uint8_t a, uint8_t b) {
    if (pl_[a].vp != pl_[b].vp) return pl_[a].vp < pl_[b].vp;
    if (tokens(a) != tokens(b)) return tokens(a) < tokens(b);
    return prevpos[a] > prevpos[b];
  });
  idx_ = 0;
  pos_taken_ = 0;
  cur_ = choose_seq_[0];
  dec_ = kDecTurnOrder;
}

void RiseState::final_scoring() {
  for (int p = 0; p < n_; ++p) {
    Player& P = pl_[p];
    P.vp_before_final = P.vp;
    P.final_gold_vp = static_cast<int16_t>(P.gold / (has_type(p, P3_STX) ? 2 : 3));
    P.final_disc_vp = static_cast<int16_t>(P.discs / 3);
    add_vp(p, kScGold, P.final_gold_vp);
    add_vp(p, kScResources, P.final_disc_vp);
    if (recording_events())
      event(p, msg("rise.ev.final", {seat_ref(p), std::to_string(P.final_gold_vp), std::to_string(P.gold),
                                     std::to_string(P.final_disc_vp), std::to_string(P.discs)}));
  }
  phase_ = kPhaseOver;
  dec_ = kDecNone;
}

// ---------------------------------------------------------------------------
// legality helpers

int RiseState::progress_cost(int tile) const { return progress_price(kProgressTileType[tile]); }

int RiseState::progress_price(int type) const {
  const int d = era() - kProgressInfo[type].era;
  return d <= 0 ? 0 : d;
}

int RiseState::city_price(int seat, int city) const { return city_cost(seat, city); }

int RiseState::removal_price(int row, int i) const {
  const int owner = circle_[row][i];
  return owner >= 0 && has_type(owner, P2_PRT) ? 0 : removal_cost(row, i);
}

int RiseState::city_cost(int p, int c) const {
  int cost = kCityInfo[c].cost_gold;
  if (has_type(p, P1_MAS)) cost -= 1;
  if (has_type(p, P2_ARC)) cost -= 2;
  return cost < 0 ? 0 : cost;
}

int RiseState::removal_cost(int row, int i) const {
  int k = 0;
  for (int j = i + 1; j < kMaxCircles; ++j) k += circle_[row][j] >= 0;
  return k;
}

// Generates the options of a row for player p (A: taking; B: after removal). Returns the count.
int RiseState::gen_row(std::vector<Action>* out, int p, int row) const {
  const Player& P = pl_[p];
  int n = 0;
  switch (row) {
    case kRowProgress: {
      uint64_t seen = 0;
      for (uint64_t m = avail_prog_; m; m &= m - 1) {
        const int t = lowbit(m);
        const int ty = kProgressTileType[t];
        if (((seen | P.ptypes) >> ty) & 1) continue;
        seen |= 1ull << ty;
        if (P.gold < progress_cost(t)) continue;
        push(out, make_action(kActTakeProgress, static_cast<uint32_t>(ty)));
        ++n;
      }
      break;
    }
    case kRowTerritory:
      for (int ty = 0; ty < kTerritoryTypes; ++ty)
        if (avail_terr_ & kTerritoryTypeMask[ty]) {
          push(out, make_action(kActTakeTerritory, static_cast<uint32_t>(ty)));
          ++n;
        }
      break;
    case kRowCity:
      for (uint64_t m = avail_city_; m; m &= m - 1) {
        const int c = lowbit(m);
        const CityInfo& C = kCityInfo[c];
        if (P.gold < city_cost(p, c)) continue;
        if (C.wonder && (!b_turn() || P.pool < C.wonder_cubes || P.discs < C.wonder_discs)) continue;
        push(out, make_action(kActTakeCity, static_cast<uint32_t>(c)));
        ++n;
      }
      break;
    case kRowEmpire:
      for (int e = 0; e < kEmpireTiles; ++e)
        if ((emp_avail_ >> e) & 1) {
          push(out, make_action(kActTakeEmpire, static_cast<uint32_t>(e)));
          ++n;
        }
      break;
    case kRowTrade: {
      const int ebit = 1 << (era() - 1);
      for (int b = 0; b < kTradeBoxes; ++b) {
        const TradeBox& T = kTradeBox[b];
        if (!(T.eras & ebit) || trade_user_[b] >= 0 || P.discs < T.discs) continue;
        push(out, make_action(kActTrade, static_cast<uint32_t>(b)));
        ++n;
      }
      break;
    }
    default:
      break;
  }
  return n;
}

// Free-action tile uses available to p now. Returns the count (out may be null: early exit).
int RiseState::gen_free(std::vector<Action>* out, int p) const {
  const Player& P = pl_[p];
  uint64_t usable = P.prog & ~P.prog_used & ~P.prog_fresh;
  if (!usable) return 0;
  int n = 0;
  for (uint64_t m = usable; m; m &= m - 1) {
    const int t = lowbit(m);
    const int ty = kProgressTileType[t];
    if (kProgressInfo[ty].timing != kTimFree) continue;
    const uint32_t base = static_cast<uint32_t>(ty) << 16;
    switch (ty) {
      case P1_IWP:
      case P2_GUN:
      case P3_ART: {
        const int kmax = ty == P1_IWP ? 1 : ty == P2_GUN ? 2 : 3;
        for (int r = 0; r < kRegions; ++r) {
          if (!cubes_[p][r]) continue;
          for (int q = 0; q < n_; ++q) {
            if (q == p || !cubes_[q][r] || allied(p, q)) continue;
            const int lim = std::min<int>(kmax, cubes_[q][r]);
            for (int k = 1; k <= lim; ++k) {
              if (!out) return 1;
              out->push_back(make_action(kActFree, base | static_cast<uint32_t>(r << 8 | q << 4 | k)));
              ++n;
            }
          }
        }
        break;
      }
      case P1_SHB:
        if (P.gold >= 1 && disc_bank() >= 1) {
          if (!out) return 1;
          out->push_back(make_action(kActFree, base | 1u));
          ++n;
        }
        break;
      case P2_LHB:
        for (int k = 1; k <= std::min({3, static_cast<int>(P.gold), disc_bank()}); ++k) {
          if (!out) return 1;
          out->push_back(make_action(kActFree, base | static_cast<uint32_t>(k)));
          ++n;
        }
        break;
      case P3_CON:
        for (int k = 1; k <= std::min<int>(3, P.stock); ++k) {
          if (!out) return 1;
          out->push_back(make_action(kActFree, base | static_cast<uint32_t>(k)));
          ++n;
        }
        break;
      default:
        break;
    }
  }
  return n;
}

void RiseState::gen_main(std::vector<Action>* out, int p) const {
  if (!b_turn()) {
    int total = 0;
    for (int r = 0; r < kRows; ++r)
      if (row_fill_[r] < row_circles(n_, r)) total += gen_row(out, p, r);
    if (total == 0)  // FAQ: nothing can be performed: place on any free circle and do nothing
      for (int r = 0; r < kRows; ++r)
        if (row_fill_[r] < row_circles(n_, r)) out->push_back(make_action(kActIdle, static_cast<uint32_t>(r)));
  } else {
    const Player& P = pl_[p];
    const bool printing = has_type(p, P2_PRT);
    const int payable = P.gold + P.pool + P.discs + P.food + P.vp;
    int mincost = 1000;
    bool any_affordable = false;
    for (int r = 0; r < kRows; ++r)
      for (int i = 0; i < kMaxCircles; ++i)
        if (circle_[r][i] == p) {
          const int c = printing ? 0 : removal_cost(r, i);
          mincost = std::min(mincost, c);
          if (c <= payable) any_affordable = true;
        }
    for (int r = 0; r < kRows; ++r)
      for (int i = 0; i < kMaxCircles; ++i)
        if (circle_[r][i] == p) {
          const int c = printing ? 0 : removal_cost(r, i);
          // H5: if none is affordable, the cheapest may be removed (the rest is waived).
          if (any_affordable ? c <= payable : c == mincost)
            out->push_back(make_action(kActRemoveDisc, static_cast<uint32_t>(r << 8 | i)));
        }
  }
  gen_free(out, p);
}

// Empire placement: may p place in region r now? *by_land: allowed through S-adjacency.
bool RiseState::region_allowed(int p, int r, bool* by_land) const {
  const uint32_t bit = 1u << r;
  *by_land = false;
  if (emp_chosen_ & bit) return false;
  if (popc(emp_chosen_) >= emp_max_) return false;
  if (!(kEraRegionMask[era()] & bit)) return false;
  if (r == MED && !emp_water_) return false;
  if (bit & kOverseasMask) {
    if (turn_ == 3 && !nav_open_ && !has_type(p, P2_NAV)) return false;  // Navigation lock (H3)
    if ((emp_S_ | emp_adjS_) & bit) {
      *by_land = true;
      return true;
    }
    if (!emp_water_) return false;
    const uint8_t area = kRegionInfo[r].part == kNewWorld ? 1 : 2;
    if (emp_areas_ & area) return true;
    const int max_areas = has_type(p, P2_NAV) ? 2 : 1;
    return popc(emp_areas_) < max_areas;
  }
  if (has_type(p, P1_MER)) return true;  // Mercenaries: no adjacency needed this turn
  if (emp_S_ == 0) {
    if (emp_first_ow_ < 0) return true;
    return (kRegionInfo[emp_first_ow_].adj & bit) != 0;
  }
  if ((emp_S_ | emp_adjS_) & bit) {
    *by_land = true;
    return true;
  }
  // Re-entry to the Old World from NW/FE with a water tile: any one region.
  return (emp_S_ & kOldWorldMask) == 0 && emp_water_ && !emp_reentry_;
}

int RiseState::gen_place(std::vector<Action>* out, int p) const {
  int n = 0;
  if (emp_can_restart_) {
    push(out, make_action(kActRestart));
    ++n;
  }
  const int pool = pl_[p].pool;
  if (pool > 0 && popc(emp_chosen_) < emp_max_) {
    for (int r = 0; r < kRegions; ++r) {
      bool land;
      if (!region_allowed(p, r, &land)) continue;
      if (!out) return n + 1;
      for (int k = 1; k <= pool; ++k) out->push_back(make_action(kActPlace, static_cast<uint32_t>(r << 8 | k)));
      n += pool;
    }
  }
  return n;
}

int RiseState::gen_battle(std::vector<Action>* out, int p) const {
  int n = 0;
  for (int row = 0; row < 2; ++row) {
    if (!((emp_rows_ >> row) & 1)) continue;
    for (int r = 0; r < kRegions; ++r) {
      if (!cubes_[p][r] || r == emp_battle_region_) continue;
      for (int q = 0; q < n_; ++q) {
        if (q == p || !cubes_[q][r] || allied(p, q)) continue;
        if (!out) return 1;
        out->push_back(make_action(kActBattle, static_cast<uint32_t>(r << 16 | q << 8 | row)));
        ++n;
      }
    }
  }
  return n;
}

void RiseState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  const int p = cur_;
  switch (dec_) {
    case kDecMain:
      gen_main(&out, p);
      break;
    case kDecPay: {
      const Player& P = pl_[p];
      if (P.gold > 0) out.push_back(make_action(kActPay, kPayGold));
      if (P.pool > 0) out.push_back(make_action(kActPay, kPayCube));
      if (P.discs > 0) out.push_back(make_action(kActPay, kPayDisc));
      if (P.food > 0) out.push_back(make_action(kActPay, kPayFood));
      if (P.vp > 0) out.push_back(make_action(kActPay, kPayVp));
      break;
    }
    case kDecBChoose:
      gen_row(&out, p, sub_row_);
      out.push_back(make_action(kActSkip));
      break;
    case kDecEmpPlace:
      gen_place(&out, p);
      out.push_back(make_action(kActPlaceDone));
      break;
    case kDecEmpBattle:
      gen_battle(&out, p);
      out.push_back(make_action(kActBattleDone));
      break;
    case kDecPost:
      gen_free(&out, p);
      out.push_back(make_action(kActEndStep));
      break;
    case kDecAlly:
      for (int q = 0; q < n_; ++q)
        if (q != p) out.push_back(make_action(kActAlly, static_cast<uint32_t>(q)));
      break;
    case kDecFoodUpkeep:
    case kDecDiscUpkeep:
    case kDecEraKeep: {
      const uint32_t arg = static_cast<uint32_t>(keep_stage_) << 8 | static_cast<uint32_t>(pending_tile_);
      bool can = true;
      if (keep_stage_ == kKeepDiscUpkeep) can = pl_[p].discs >= 1;
      if (keep_stage_ == kKeepEraProgress) can = pl_[p].gold >= 1;
      if (keep_stage_ == kKeepEraCity) can = pl_[p].pool >= 1;
      if (can) out.push_back(make_action(kActKeep, arg));
      out.push_back(make_action(kActDiscard, arg));
      break;
    }
    case kDecTurnOrder:
      for (int i = 0; i < n_; ++i)
        if (!((pos_taken_ >> i) & 1)) out.push_back(make_action(kActOrder, static_cast<uint32_t>(i)));
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------
// apply

void RiseState::lose_progress(int p, int tile) {
  Player& P = pl_[p];
  const uint64_t bit = 1ull << tile;
  P.prog &= ~bit;
  P.prog_used &= ~bit;
  P.prog_fresh &= ~bit;
  P.ptypes &= ~(1ull << kProgressTileType[tile]);
  if (kProgressTileType[tile] == P2_DIP) P.ally = -1;
}

void RiseState::start_empire(int p, int tile) {
  Player& P = pl_[p];
  emp_avail_ = static_cast<uint8_t>(emp_avail_ & ~(1u << tile));
  P.emp = static_cast<uint8_t>(P.emp | (1u << tile));
  emp_tile_ = static_cast<int8_t>(tile);
  const EmpireSide& S = kEmpireInfo[tile].side[era() >= 2 ? 1 : 0];
  emp_max_ = static_cast<uint8_t>(S.regions + has_type(p, P1_HRS) + has_type(p, P3_RAI));
  emp_water_ = S.water || has_type(p, P3_STS);
  emp_S_ = 0;
  for (int r = 0; r < kRegions; ++r)
    if (cubes_[p][r]) emp_S_ |= 1u << r;
  emp_adjS_ = 0;
  for (uint32_t m = emp_S_; m; m &= m - 1) emp_adjS_ |= kRegionInfo[lowbit(m)].adj;
  emp_can_restart_ = emp_S_ != 0;
  emp_reentry_ = false;
  emp_first_ow_ = -1;
  emp_areas_ = 0;
  emp_chosen_ = 0;
  emp_rows_ = (era() == 3 && S.has_row2) ? 3 : 1;
  emp_battle_region_ = -1;
  dec_ = kDecEmpPlace;
  after_placement_step();
}

void RiseState::after_placement_step() {
  if (gen_place(nullptr, cur_) > 0) {
    dec_ = kDecEmpPlace;
    return;
  }
  dec_ = kDecEmpBattle;
  after_battle_step();
}

void RiseState::after_battle_step() {
  if (gen_battle(nullptr, cur_) > 0) {
    dec_ = kDecEmpBattle;
    return;
  }
  end_main_action();
}

void RiseState::settle_payment() {
  const Player& P = pl_[cur_];
  if (pay_left_ > 0 && P.gold + P.pool + P.discs + P.food + P.vp == 0) pay_left_ = 0;  // H5: rest waived
  dec_ = pay_left_ > 0 ? kDecPay : kDecBChoose;
}

void RiseState::perform_take(int p, Action a) {
  Player& P = pl_[p];
  const uint32_t arg = action_arg(a);
  switch (action_kind(a)) {
    case kActTakeProgress: {
      const int t = lowbit(avail_prog_ & progress_type_tiles(static_cast<int>(arg)));
      P.gold = static_cast<int16_t>(P.gold - progress_cost(t));
      avail_prog_ &= ~(1ull << t);
      side_prog_ &= ~(1ull << t);
      P.prog |= 1ull << t;
      P.prog_fresh |= 1ull << t;
      P.ptypes |= 1ull << arg;
      if (arg == P2_DIP && n_ > 1) {
        dec_ = kDecAlly;
        return;
      }
      break;
    }
    case kActTakeTerritory: {
      const int t = lowbit(avail_terr_ & kTerritoryTypeMask[arg]);
      avail_terr_ &= ~(1ull << t);
      side_terr_ &= ~(1ull << t);
      P.terr |= 1ull << t;
      break;
    }
    case kActTakeCity: {
      const CityInfo& C = kCityInfo[arg];
      P.gold = static_cast<int16_t>(P.gold - city_cost(p, static_cast<int>(arg)));
      avail_city_ &= ~(1ull << arg);
      side_city_ &= ~(1ull << arg);
      if (C.wonder) {
        P.pool = static_cast<int8_t>(P.pool - C.wonder_cubes);
        P.stock = static_cast<int8_t>(P.stock + C.wonder_cubes);
        P.discs = static_cast<int16_t>(P.discs - C.wonder_discs);
        add_vp(p, kScWonders, C.vp);
        box_city_ |= 1ull << arg;
      } else {
        P.city |= 1ull << arg;
      }
      break;
    }
    case kActTakeEmpire:
      start_empire(p, static_cast<int>(arg));
      return;
    case kActTrade: {
      const TradeBox& T = kTradeBox[arg];
      P.discs = static_cast<int16_t>(P.discs - T.discs);
      trade_user_[arg] = static_cast<int8_t>(p);
      const int reward = T.reward + (has_type(p, P2_TRF) ? 1 : 0);
      if (T.vp)
        add_vp(p, kScTrade, reward);
      else
        P.gold = static_cast<int16_t>(P.gold + reward);
      break;
    }
    default:
      break;
  }
  end_main_action();
}

void RiseState::do_apply(Action a) {
  if (!recording_events()) return apply_one(a);
  // Every seat's gold and food gained and paid (a sale, a farm's yield, upkeep).
  int16_t gold[kMaxPlayers];
  int8_t food[kMaxPlayers];
  for (int p = 0; p < n_; ++p) gold[p] = pl_[p].gold, food[p] = pl_[p].food;
  const int mover = cur_;
  const Progress was = progress();
  apply_one(a);
  // The mover's own label tells what a step of its turn cost or gave; what
  // happened beyond it (another seat's, or a phase resolving) is told here.
  const bool resolved = !(progress() == was);
  for (int p = 0; p < n_; ++p) {
    if (p == mover && !resolved) continue;
    std::vector<std::string> items;
    if (pl_[p].gold != gold[p]) items.push_back(amount_arg(pl_[p].gold - gold[p], "rise.res.gold"));
    if (pl_[p].food != food[p]) items.push_back(amount_arg(pl_[p].food - food[p], "rise.res.food"));
    if (!items.empty()) event(p, changes_event(p, items));
  }
}

void RiseState::apply_one(Action a) {
  const int p = cur_;
  Player& P = pl_[p];
  const uint32_t kind = action_kind(a);
  const uint32_t arg = action_arg(a);
  switch (kind) {
    case kActTakeProgress:
    case kActTakeTerritory:
    case kActTakeCity:
    case kActTakeEmpire:
    case kActTrade: {
      if (dec_ == kDecMain) {  // A turn: place the disc in the row first
        const int row = kind == kActTakeProgress    ? kRowProgress
                        : kind == kActTakeTerritory ? kRowTerritory
                        : kind == kActTakeCity      ? kRowCity
                        : kind == kActTakeEmpire    ? kRowEmpire
                                                    : kRowTrade;
        circle_[row][row_fill_[row]++] = static_cast<int8_t>(p);
      }
      perform_take(p, a);
      return;
    }
    case kActIdle:
      circle_[arg][row_fill_[arg]++] = static_cast<int8_t>(p);
      end_main_action();
      return;
    case kActRemoveDisc: {
      const int row = static_cast<int>(arg >> 8), i = static_cast<int>(arg & 0xFF);
      pay_left_ = static_cast<int8_t>(has_type(p, P2_PRT) ? 0 : removal_cost(row, i));
      circle_[row][i] = -1;
      sub_row_ = static_cast<uint8_t>(row);
      settle_payment();
      return;
    }
    case kActPay:
      switch (arg) {
        case kPayGold:
          --P.gold;
          break;
        case kPayCube:
          --P.pool;
          ++P.stock;
          break;
        case kPayDisc:
          --P.discs;
          break;
        case kPayFood:
          --P.food;
          break;
        default:
          add_vp(p, kScLost, -1);
          break;
      }
      --pay_left_;
      settle_payment();
      return;
    case kActSkip:
      end_main_action();
      return;
    case kActRestart:
      for (int r = 0; r < kRegions; ++r) {
        P.pool = static_cast<int8_t>(P.pool + cubes_[p][r]);
        cubes_[p][r] = 0;
      }
      emp_S_ = emp_adjS_ = 0;
      emp_can_restart_ = false;
      after_placement_step();
      return;
    case kActPlace: {
      const int r = static_cast<int>(arg >> 8), k = static_cast<int>(arg & 0xFF);
      bool land;
      region_allowed(p, r, &land);
      const uint32_t bit = 1u << r;
      if (bit & kOverseasMask) {
        if (!land) emp_areas_ |= kRegionInfo[r].part == kNewWorld ? 1 : 2;
        if (turn_ == 3 && has_type(p, P2_NAV)) nav_open_ = true;
      } else if (!has_type(p, P1_MER)) {
        if (emp_S_ == 0) {
          if (emp_first_ow_ < 0) emp_first_ow_ = static_cast<int8_t>(r);
        } else if (!land) {
          emp_reentry_ = true;
        }
      }
      emp_chosen_ |= bit;
      emp_can_restart_ = false;
      cubes_[p][r] = static_cast<uint8_t>(cubes_[p][r] + k);
      P.pool = static_cast<int8_t>(P.pool - k);
      after_placement_step();
      return;
    }
    case kActPlaceDone:
      dec_ = kDecEmpBattle;
      after_battle_step();
      return;
    case kActBattle: {
      const int r = static_cast<int>(arg >> 16), q = static_cast<int>((arg >> 8) & 0xFF),
                row = static_cast<int>(arg & 0xFF);
      const EmpireSide& S = kEmpireInfo[emp_tile_].side[era() >= 2 ? 1 : 0];
      const int def = std::min<int>(row ? S.def2 : S.def1, cubes_[q][r]);
      cubes_[q][r] = static_cast<uint8_t>(cubes_[q][r] - def);
      pl_[q].stock = static_cast<int8_t>(pl_[q].stock + def);
      const int atk = std::min<int>(row ? S.atk2 : S.atk1, cubes_[p][r]);
      cubes_[p][r] = static_cast<uint8_t>(cubes_[p][r] - atk);
      P.stock = static_cast<int8_t>(P.stock + atk);
      if (recording_events()) {
        const std::string region = "rise.name.region_in." + std::to_string(r);
        // Only what a side really lost: no "loses 0 cubes" line.
        if (def > 0)
          event(q, msg(def == 1 ? "rise.ev.battle_cube" : "rise.ev.battle_cubes",
                       {seat_ref(q), std::to_string(def), region, seat_ref(p)}));
        if (atk > 0)
          event(p, msg(atk == 1 ? "rise.ev.battle_cube" : "rise.ev.battle_cubes",
                       {seat_ref(p), std::to_string(atk), region, seat_ref(q)}));
      }
      emp_rows_ = static_cast<uint8_t>(emp_rows_ & ~(1u << row));
      emp_battle_region_ = static_cast<int8_t>(r);
      after_battle_step();
      return;
    }
    case kActBattleDone:
      end_main_action();
      return;
    case kActFree: {
      const int ty = static_cast<int>(arg >> 16);
      const int tile = lowbit(P.prog & progress_type_tiles(ty));
      P.prog_used |= 1ull << tile;
      const int k = static_cast<int>(arg & 0xF);
      switch (ty) {
        case P1_IWP:
        case P2_GUN:
        case P3_ART: {
          const int r = static_cast<int>((arg >> 8) & 0xFF), q = static_cast<int>((arg >> 4) & 0xF);
          cubes_[q][r] = static_cast<uint8_t>(cubes_[q][r] - k);
          pl_[q].stock = static_cast<int8_t>(pl_[q].stock + k);
          if (k > 0 && recording_events())
            event(q, msg(k == 1 ? "rise.ev.removed_cube" : "rise.ev.removed_cubes",
                         {seat_ref(q), std::to_string(k), "rise.name.region_in." + std::to_string(r), seat_ref(p),
                          "rise.name.prog." + std::to_string(ty)}));
          break;
        }
        case P1_SHB:
          P.gold = static_cast<int16_t>(P.gold - 1);
          P.discs = static_cast<int16_t>(P.discs + 1);
          break;
        case P2_LHB:
          P.gold = static_cast<int16_t>(P.gold - k);
          P.discs = static_cast<int16_t>(P.discs + k);
          break;
        case P3_CON:
          P.stock = static_cast<int8_t>(P.stock - k);
          P.pool = static_cast<int8_t>(P.pool + k);
          break;
        default:
          break;
      }
      if (dec_ == kDecPost && gen_free(nullptr, p) == 0) end_step();
      return;
    }
    case kActEndStep:
      end_step();
      return;
    case kActAlly:
      P.ally = static_cast<int8_t>(arg);
      if (phase_ == kPhaseEraEnd) {  // re-chosen after keeping Diplomacy (H15)
        advance_era_end();
        return;
      }
      end_main_action();
      return;
    case kActKeep:
    case kActDiscard: {
      const int tile = static_cast<int>(arg & 0xFF);
      const bool keep = kind == kActKeep;
      switch (dec_) {
        case kDecFoodUpkeep:
          if (!keep) {
            ++report_.seat[p].food_cities_discarded;
            P.city &= ~(1ull << tile);
            box_city_ |= 1ull << tile;
          }
          decided_ |= 1ull << tile;
          advance_food();
          return;
        case kDecDiscUpkeep:
          if (keep) {
            --P.discs;
            ++report_.seat[p].disc_upkeep;
          } else {
            ++report_.seat[p].upkeep_cities_discarded;
            P.city &= ~(1ull << tile);
            box_city_ |= 1ull << tile;
          }
          decided_ |= 1ull << tile;
          advance_income();
          return;
        default:
          if (keep_stage_ == kKeepEraProgress) {
            if (keep) {
              --P.gold;
              if (kProgressTileType[tile] == P2_DIP && n_ > 1) {
                // Keeping Diplomacy: the owner may choose his ally anew (H15).
                decided_ |= 1ull << tile;
                dec_ = kDecAlly;
                return;
              }
            } else {
              lose_progress(p, tile);
              box_prog_ |= 1ull << tile;
            }
          } else {
            if (keep) {
              --P.pool;
              ++P.stock;
            } else {
              P.city &= ~(1ull << tile);
              box_city_ |= 1ull << tile;
            }
          }
          decided_ |= 1ull << tile;
          advance_era_end();
          return;
      }
    }
    case kActOrder:
      new_order_[arg] = static_cast<uint8_t>(p);
      pos_taken_ = static_cast<uint8_t>(pos_taken_ | (1u << arg));
      ++idx_;
      if (idx_ < n_) {
        cur_ = choose_seq_[idx_];
        return;
      }
      for (int i = 0; i < n_; ++i) order_[i] = new_order_[i];
      ++turn_;
      begin_turn();
      return;
    default:
      return;
  }
}

// ---------------------------------------------------------------------------
// scores

void RiseState::scores(std::vector<int>& out) const {
  out.resize(n_);
  for (int p = 0; p < n_; ++p) out[p] = pl_[p].vp;
}

void RiseState::ranks(std::vector<int>& out) const {
  out.assign(n_, 0);
  for (int i = 0; i < n_; ++i)
    for (int j = 0; j < n_; ++j)
      if (pl_[j].vp > pl_[i].vp || (pl_[j].vp == pl_[i].vp && pl_[j].gold > pl_[i].gold)) ++out[i];
}

std::vector<std::vector<ScoreLine>> RiseState::score_breakdown() const {
  std::vector<std::vector<ScoreLine>> res;
  for (int p = 0; p < n_; ++p) {
    std::vector<ScoreLine>& lines = res.emplace_back();
    for (int c = 0; c < kScoreCats; ++c) lines.push_back({"rise.score." + std::to_string(c), pl_[p].score[c]});
  }
  return res;
}

std::vector<ScoreLine> RiseState::tie_breaks(int seat) const {
  // "In case of a tie, the player with the most gold wins."
  return {{msg("rise.tie.gold", {std::to_string(pl_[seat].gold)}), pl_[seat].gold}};
}

}  // namespace emp
