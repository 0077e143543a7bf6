// Dawn of Empires: the rules as a decision machine. Every choice is one
// action; forced steps (a single legal choice in setup, Harvest, upkeep, raid
// and placement decisions) resolve by themselves. See NOTES.md.
#include "games/dawn/dawn_state.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <tuple>

#include "core/messages.h"

namespace emp {

using namespace dawn;

DawnState::DawnState(const Options& o, uint64_t seed, uint32_t rules)
    : rules_(static_cast<uint8_t>(rules)), n_(static_cast<uint8_t>(o.players)), rng_(seed) {
  // "Randomize the player order" (section 3). Rules 3, 3 and 4 players: a
  // random permutation of the seats; otherwise (2 players, or a record of
  // rules 1-2) a random first player and the seats from there round, which
  // for 2 players is the same thing.
  if (rules_ >= 3 && n_ >= 3) {
    for (int i = 0; i < n_; ++i) order_[i] = static_cast<uint8_t>(i);
    shuffle(order_, n_, rng_);
    first_ = order_[0];
  } else {
    first_ = static_cast<uint8_t>(rng_.below(n_));
    for (int i = 0; i < n_; ++i) order_[i] = static_cast<uint8_t>((first_ + i) % n_);
  }
  for (int t = 0; t < kTechs; ++t) tsup_[t] = kTechInfo[t].copies;
  for (int i = 0; i < kImprovements; ++i) isup_[i] = kImprovementInfo[i].copies;
  chance_ = 1;
  chooser_ = 0;
  setup_next();
}

// ---------------------------------------------------------------------------
// accessors

int DawnState::huts_on_map(int p) const {
  int h = 0;
  const int nc = map().corners;
  for (int c = 0; c < nc; ++c)
    if (town_own_[c] == p + 1) h += town_size_[c];
  return h;
}

int DawnState::track_pieces(int p) const {
  int k = track_[p];
  for (int q = 0; q < n_; ++q) k += slave_[p][q];
  return k;
}

int DawnState::next_seat(int p) const {
  for (int i = 0; i < n_; ++i)
    if (order_[i] == p) return order_[(i + 1) % n_];
  return p;
}

int DawnState::settlers_on_map(int p) const {
  int k = 0;
  for (int h = 0; h < kHexes; ++h) k += set_[p][h];
  return k;
}

int DawnState::tech_count(int p) const { return std::popcount(tech_[p]); }

int DawnState::colour_count(int p, int colour) const {
  int k = 0;
  for (int t = 0; t < kTechs; ++t) k += has_tech(p, t) && kTechInfo[t].colour == colour;
  return k;
}

int DawnState::occupant(int hex) const {
  if (spirit_ == kSpiritOnMap && spirit_hex_ == hex) return spirit_owner();
  for (int p = 0; p < n_; ++p)
    if (war_[p][hex] || set_[p][hex]) return p;
  return -1;
}

int DawnState::happy_faces(int p) const {
  int h = 0;
  for (int t = 0; t < kTechs; ++t)
    if (has_tech(p, t)) h += kTechInfo[t].happy;
  for (int i = 0; i < kImprovements; ++i)
    if (has_improvement(p, i)) h += kImprovementInfo[i].happy;
  for (int w = 0; w < kWonders; ++w)
    if (has_wonder(p, w)) h += kWonderInfo[w].happy;
  return h;
}

int DawnState::cubes_total() const {
  int k = 0;
  for (int t = 0; t < kTerrains; ++t) k += cube_[t];
  return k;
}

uint32_t DawnState::town_tiles(int p) const {
  const MapTables& M = map();
  uint32_t m = 0;
  for (int c = 0; c < M.corners; ++c)
    if (town_own_[c] == p + 1)
      for (int k = 0; k < 3; ++k) m |= 1u << M.corner_tiles[c][k];
  return m;
}

bool DawnState::eligible(int p, int hex) const {
  if (!up_[hex]) return false;
  const int occ = occupant(hex);
  if (occ >= 0) return occ == p;
  int size[kMaxPlayers] = {};
  const MapTables& M = map();
  for (uint64_t m = M.hex_corners[hex]; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    if (town_own_[c]) size[town_own_[c] - 1] += town_size_[c];
  }
  if (size[p] == 0) return false;
  for (int q = 0; q < n_; ++q)
    if (size[q] > size[p]) return false;
  return true;
}

uint32_t DawnState::eligible_mask(int p) const {
  uint32_t m = 0;
  for (uint32_t t = town_tiles(p); t; t &= t - 1) {
    const int h = std::countr_zero(t);
    if (eligible(p, h)) m |= 1u << h;
  }
  // A tile held by p's units and touching no town of p yields nothing: a
  // town collects only from its own 3 tiles.
  return m;
}

// Capacity matching: the most of `tiles` the active seat's towns can collect
// (each town at most its size, each tile once, only from the town's tiles).
int DawnState::matching(uint32_t tiles) const {
  const MapTables& M = map();
  const int p = active_;
  int slot_town[kHuts * 3];
  int slots = 0;
  for (int c = 0; c < M.corners && slots < kHuts * 3; ++c)
    if (town_own_[c] == p + 1)
      for (int k = 0; k < town_size_[c]; ++k) slot_town[slots++] = c;
  int8_t match_of_slot[kHuts * 3];
  for (int i = 0; i < slots; ++i) match_of_slot[i] = -1;
  int result = 0;
  for (uint32_t t = tiles; t; t &= t - 1) {
    const int h = std::countr_zero(t);
    bool seen[kHuts * 3] = {};
    // Kuhn's augmenting path, iterative over a small graph (recursion depth <= tiles).
    auto fits = [&](int tile, int slot) {
      const int c = slot_town[slot];
      return M.corner_tiles[c][0] == tile || M.corner_tiles[c][1] == tile || M.corner_tiles[c][2] == tile;
    };
    struct Aug {
      const decltype(fits)& f;
      int slots;
      int8_t* mos;
      bool* seen;
      bool run(int tile) {
        for (int s = 0; s < slots; ++s) {
          if (seen[s] || !f(tile, s)) continue;
          seen[s] = true;
          if (mos[s] < 0 || run(mos[s])) {
            mos[s] = static_cast<int8_t>(tile);
            return true;
          }
        }
        return false;
      }
    } aug{fits, slots, match_of_slot, seen};
    if (aug.run(h)) ++result;
  }
  return result;
}

bool DawnState::legal_town_corner(int c) const {
  const MapTables& M = map();
  if (c < 0 || c >= M.corners || town_own_[c]) return false;
  bool land = false;
  for (int k = 0; k < 3; ++k) {
    const int h = M.corner_tiles[c][k];
    if (!up_[h]) return false;
    land |= kTileInfo[tile_[h]].terrain != kOcean;
  }
  return land;
}

bool DawnState::can_enter(int p, int hex) const {
  if (!up_[hex]) return false;
  return kTileInfo[tile_[hex]].terrain != kOcean || has_tech(p, kSailing);
}

void DawnState::gain(int p, int r, int k) { res_[p][r] = static_cast<uint8_t>(std::min(kResMax, res_[p][r] + k)); }

void DawnState::cube_options(int p, int terrain, uint8_t* opts, int* n) const {
  int k = 0;
  auto add = [&](int r, int amount) {
    const uint8_t o = static_cast<uint8_t>(r << 4 | amount);
    for (int i = 0; i < k; ++i)
      if (opts[i] == o) return;
    opts[k++] = o;
  };
  const uint8_t d = kTerrainInfo[terrain].defaults;
  for (int r = 0; r < kResCount; ++r)
    if ((d >> r) & 1) add(r, 1);
  for (int i = 0; i < kCubeRatioCount; ++i) {
    const CubeRatio& R = kCubeRatios[i];
    if (R.terrain != terrain) continue;
    const bool own = R.source < kTechs ? has_tech(p, R.source) : has_wonder(p, R.source - kTechs);
    if (own) add(R.res, R.amount);
  }
  if (k == 0) add(kResNone, 0);  // a cube with no yield is returned for nothing
  *n = k;
}

int DawnState::best_yield(int p, int terrain, int r) const {
  uint8_t opts[16];
  int n = 0;
  cube_options(p, terrain, opts, &n);
  int best = 0;
  for (int i = 0; i < n; ++i)
    if ((opts[i] >> 4) == r) best = std::max(best, opts[i] & 0xF);
  return best;
}

bool DawnState::turn_conv_ok(int p, int k) const {
  const TurnConv& C = kTurnConv[k];
  const bool own = C.source < kTechs ? has_tech(p, C.source) : has_wonder(p, C.source - kTechs);
  return own && res_[p][C.from] >= C.in && res_[p][C.to] < kResMax;
}

bool DawnState::research_ok(int p, int t) const {
  return t >= 0 && t < kTechs && tsup_[t] > 0 && !has_tech(p, t) &&
         colour_count(p, kTechInfo[t].colour) < kMaxPerColour && res_[p][kScience] >= kTechInfo[t].cost;
}

bool DawnState::build_ok(int p, int b) const {
  if (b < 0 || b >= kBuildables) return false;
  const BuildInfo& B = b < kImprovements ? kImprovementInfo[b] : kWonderInfo[b - kImprovements];
  if (!(tech_[p] & B.needs)) return false;
  if (b < kImprovements) {
    if (has_improvement(p, b) || isup_[b] == 0) return false;
  } else if (wonder_[b - kImprovements]) {
    return false;
  }
  return res_[p][kMoney] >= B.money && res_[p][kProd] >= B.prod;
}

bool DawnState::recruit_warrior_ok(int p, int hex) const {
  return hex >= 0 && hex < kHexes && res_[p][kProd] >= 1 && track_[p] >= 1 && ((town_tiles(p) >> hex) & 1) &&
         can_enter(p, hex);
}

bool DawnState::recruit_settler_ok(int p, int hex) const {
  return hex >= 0 && hex < kHexes && res_[p][kProd] >= 1 && res_[p][kFood] >= kEmpireInfo[emp_[p]].settler_cost &&
         settlers_on_map(p) < kSettlers && ((town_tiles(p) >> hex) & 1) && can_enter(p, hex);
}

bool DawnState::keep_legends_ok(int p) const {
  if (rules_ < 3 || legend_[p] == 0) return false;
  for (int h = 0; h < kHexes; ++h)
    if (war_[p][h]) return false;
  return true;
}

bool DawnState::raid_ok(int p, int c) const {
  const MapTables& M = map();
  if (special_ || st_hex_ < 0 || c < 0 || c >= M.corners || !((M.hex_corners[st_hex_] >> c) & 1)) return false;
  const int q = town_owner(c);
  if (q < 0 || q == p || st_w_ < 1) return false;
  if (has_wonder(q, kGreatWall)) return false;
  if (has_improvement(q, kWalls) && st_w_ + st_sp_ < 2) return false;
  return true;
}

bool DawnState::found_ok(int p, int c) const {
  const MapTables& M = map();
  if (special_ || st_hex_ < 0 || st_s_ < 1 || c < 0 || c >= M.corners || !((M.hex_corners[st_hex_] >> c) & 1))
    return false;
  return huts_on_map(p) < kHuts && legal_town_corner(c);
}

bool DawnState::any_stack_option(int p, int hex, int w, int s, int sp, bool second_opt) const {
  (void)second_opt;
  const MapTables& M = map();
  for (uint32_t m = M.adj[hex]; m; m &= m - 1)
    if (can_enter(p, std::countr_zero(m))) return true;
  if (special_) return false;
  for (uint64_t m = M.hex_corners[hex]; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    if (w >= 1) {
      const int q = town_owner(c);
      if (q >= 0 && q != p && !has_wonder(q, kGreatWall) && (!has_improvement(q, kWalls) || w + sp >= 2)) return true;
    }
    if (s >= 1 && huts_on_map(p) < kHuts && legal_town_corner(c)) return true;
  }
  return false;
}

uint32_t DawnState::spirit_targets(int owner, bool entry) const {
  const uint32_t near = town_tiles(owner);
  uint32_t empty = 0, own = 0;
  for (uint32_t m = near; m; m &= m - 1) {
    const int h = std::countr_zero(m);
    if (!can_enter(owner, h)) continue;
    const int o = occupant(h);
    if (o < 0) empty |= 1u << h;
    if (o == owner) own |= 1u << h;
  }
  if (!entry) return empty | own;  // re-placement: any tile without enemy units
  return empty ? empty : own;
}

int DawnState::vp_wonders(int p) const {
  int v = 0;
  for (int w = 0; w < kWonders; ++w)
    if (has_wonder(p, w)) {
      if (w == kTempleOfMars) {
        const int pieces = track_pieces(p);
        v += (kMilTrack - std::min(pieces, kMilTrack)) / 2;
      } else {
        v += kWonderInfo[w].vp;
      }
    }
  return v;
}

int DawnState::vp_xp(int p) const {
  int v = 0;
  for (int q = 0; q < n_; ++q) v += xp_[q] < xp_[p];
  return v;
}

int DawnState::score(int p) const {
  return vp_huts(p) + vp_techs(p) + legend_[p] + (has_improvement(p, kPalace) ? 1 : 0) + vp_wonders(p) + vp_xp(p);
}

bool DawnState::triggered() const {
  for (int p = 0; p < n_; ++p)
    if (huts_on_map(p) >= kHuts || tech_count(p) >= kTechEnd || xp_[p] >= kXpEnd) return true;
  return false;
}

// ---------------------------------------------------------------------------
// setup

void DawnState::setup_next() {
  cur_ = order_[n_ - 1 - chooser_];  // in reverse player order
  dec_ = kDecEmpire;
}

void DawnState::finish_setup() {
  const MapTables& M = map();
  bool used[kTiles] = {};
  for (int h = 0; h < kHexes; ++h)
    if (up_[h]) used[tile_[h]] = true;
  uint8_t pool[kTiles];
  int np = 0;
  for (int t = 0; t < kTiles; ++t)
    if (!used[t]) pool[np++] = static_cast<uint8_t>(t);
  shuffle(pool, np, rng_);
  int k = 0;
  for (int h = 0; h < kHexes; ++h)
    if (!up_[h]) tile_[h] = pool[k++];
  ++chance_;
  for (int p = 0; p < n_; ++p) {
    for (int i = 0; i < 3; ++i) {
      const TerrainInfo& T = kTerrainInfo[kTileInfo[tile_[M.start_hex[pos_[p]][i]]].terrain];
      for (int r = 0; r < kResCount; ++r) gain(p, r, T.bonus[r]);
    }
    track_[p] = kWarriors;
    rondel_[p] = 0;
  }
  active_ = first_;
  begin_turn();
}

// ---------------------------------------------------------------------------
// turns

void DawnState::begin_turn() {
  cur_ = active_;
  dec_ = kDecRondel;
  space_ = 0;
  for (auto& c : cube_) c = 0;
  chosen_ = 0;
  cmax_ = discard_ = 0;
  recruits_ = stacks_ = special_ = 0;
  st_hex_ = -1;
  st_w_ = st_s_ = st_sp_ = st_opts_ = 0;
  for (auto& m : moved_w_) m = 0;
  for (auto& m : moved_s_) m = 0;
  moved_sp_ = 0;
  raid_victim_ = -1;
  legend_seat_ = spirit_seat_ = -1;
  legend_dead_ = 0;
  resume_ = 0;
  spirit_entry_ = 0;
}

void DawnState::end_turn() {
  ++turn_;  // a record holds at most 250,000 actions: no overflow
  if (final_left_ < 0) {
    if (triggered()) final_left_ = static_cast<int8_t>(n_);
  } else if (--final_left_ == 0) {
    begin_turn();
    dec_ = kDecNone;
    return;
  }
  active_ = static_cast<uint8_t>(next_seat(active_));
  begin_turn();
}

void DawnState::enter_action() { dec_ = kDecAction; }

// ---- Harvest ----

void DawnState::start_harvest() {
  const int p = active_;
  const uint32_t e = eligible_mask(p);
  cmax_ = static_cast<uint8_t>(matching(e));
  chosen_ = 0;
  if (std::popcount(e) == cmax_) {
    chosen_ = e;
    harvest_after_collect();
  } else {
    dec_ = kDecCollect;
  }
}

void DawnState::harvest_after_collect() {
  const int p = active_;
  for (uint32_t m = chosen_; m; m &= m - 1) ++cube_[kTileInfo[tile_[std::countr_zero(m)]].terrain];
  const int d = std::max(0, unhappy_faces(huts_on_map(p)) - happy_faces(p));
  discard_ = static_cast<uint8_t>(std::min(d, cubes_total()));
  if (discard_ > 0) {
    dec_ = kDecDiscard;
    return;
  }
  harvest_after_discard();
}

void DawnState::harvest_after_discard() {
  const int p = active_;
  if (has_improvement(p, kGranary)) gain(p, kFood, 2);
  if (has_improvement(p, kWorkshop)) gain(p, kProd, 2);
  if (has_improvement(p, kMarket)) gain(p, kMoney, 2);
  if (has_improvement(p, kLibrary)) gain(p, kScience, 2);
  dec_ = kDecConvert;
}

void DawnState::harvest_upkeep() {
  const int p = active_;
  const int need = town_upkeep_of(p);
  if (res_[p][kFood] >= need) {
    res_[p][kFood] = static_cast<uint8_t>(res_[p][kFood] - need);
    harvest_money();
    return;
  }
  dec_ = kDecUpkeepFood;
}

void DawnState::harvest_money() {
  const int p = active_;
  const int need = military_upkeep_of(p);
  if (res_[p][kMoney] >= need) {
    res_[p][kMoney] = static_cast<uint8_t>(res_[p][kMoney] - need);
    harvest_finish();
    return;
  }
  // Short of money: the seat may first raise money by its turn conversions
  // (re-checked after each one), or return a warrior or legend (NOTES.md).
  bool any = legend_[p] > 0;
  for (int h = 0; h < kHexes && !any; ++h) any = war_[p][h] > 0;
  // Rules 3: legends may go back, never must (5.1 "allowed but not forced"):
  // with no warrior on the map the seat is asked (kActKeepLegends), never
  // resolved for it, even when a legend is the only piece it could return.
  if (rules_ >= 2)
    for (int k = 0; k < kTurnConvs && !any; ++k) any = kTurnConv[k].to == kMoney && turn_conv_ok(p, k);
  if (!any) {  // nothing left to return or convert: pay what there is (NOTES.md)
    res_[p][kMoney] = 0;
    harvest_finish();
    return;
  }
  dec_ = kDecUpkeepMoney;
}

void DawnState::harvest_finish() {
  const int p = active_;
  if (!has_improvement(p, kCourt)) res_[p][kWealth] = 0;
  for (auto& c : cube_) c = 0;
  end_turn();
}

// ---- Research / Recruit / Move ----

void DawnState::after_recruit() {
  const int p = active_;
  dec_ = kDecRecruit2;
  cur_ = active_;
  if (recruits_ == 1 && has_improvement(p, kBarracks) && res_[p][kProd] >= 1 && track_[p] >= 1) {
    for (uint32_t m = town_tiles(p); m; m &= m - 1)
      if (recruit_warrior_ok(p, std::countr_zero(m))) return;
  }
  end_turn();
}

void DawnState::stack_done() {
  const int p = active_;
  cur_ = active_;
  if (st_hex_ >= 0) {
    moved_w_[st_hex_] = static_cast<uint8_t>(moved_w_[st_hex_] + st_w_);
    moved_s_[st_hex_] = static_cast<uint8_t>(moved_s_[st_hex_] + st_s_);
    if (st_sp_) moved_sp_ = 1;
  }
  st_hex_ = -1;
  st_w_ = st_s_ = st_sp_ = st_opts_ = 0;
  if (stacks_ == 1 && has_tech(p, kMilitaryTactics)) {
    std::vector<Action> tmp;
    push_stacks(tmp, true);
    if (!tmp.empty()) {
      dec_ = kDecStack2;
      return;
    }
  }
  end_turn();
}

void DawnState::after_step(bool fought, int to) {
  const int p = active_;
  const int ter = kTileInfo[tile_[to]].terrain;
  if (!fought && st_opts_ == 0 && has_tech(p, kHorsebackRiding) && ter != kMountains && ter != kOcean &&
      any_stack_option(p, to, st_w_, st_s_, st_sp_, true)) {
    st_opts_ = 1;
    dec_ = kDecMoveOpt2;
    return;
  }
  stack_done();
}

void DawnState::resume() {
  if (spirit_seat_ >= 0) {
    cur_ = static_cast<uint8_t>(spirit_seat_);
    dec_ = kDecSpirit;
    return;
  }
  if (legend_seat_ >= 0) {
    cur_ = static_cast<uint8_t>(legend_seat_);
    dec_ = kDecLegend;
    return;
  }
  cur_ = active_;
  const int r = resume_;
  resume_ = 0;
  switch (r) {
    case 1:
      after_recruit();
      return;
    case 2:
      stack_done();
      return;
    default:
      end_turn();
      return;
  }
}

// ---- combat (section 5; data file §8) ----

void DawnState::kill_warriors(int p, int k) { track_[p] = static_cast<uint8_t>(track_[p] + k); }

void DawnState::place_units(int p, int hex, int w, int s, int sp) {
  war_[p][hex] = static_cast<uint8_t>(war_[p][hex] + w);
  set_[p][hex] = static_cast<uint8_t>(set_[p][hex] + s);
  if (sp) {
    spirit_ = kSpiritOnMap;
    spirit_hex_ = static_cast<int8_t>(hex);
  }
}

void DawnState::combat(int a, int hex, int aw, int as, int asp) {
  const int d = occupant(hex);
  if (d < 0 || d >= n_) return;  // callers check for rival units first
  int dw = war_[d][hex], ds = set_[d][hex];
  int dsp = (spirit_ == kSpiritOnMap && spirit_hex_ == hex) ? 1 : 0;
  const bool iw = has_tech(a, kIronWorking);
  int a_dead = 0, d_dead = 0;
  bool spirit_died = false;
  auto xp = [&](int p) {
    if (xp_[p] < 255) ++xp_[p];
  };
  while (aw + asp > 0 && dw + dsp > 0) {
    if (dw > 0) {
      --dw;
      ++d_dead;
    } else {
      dsp = 0;
      spirit_died = true;
    }
    xp(a);
    if (iw && dw + dsp == 0) break;
    if (aw > 0) {
      --aw;
      ++a_dead;
    } else {
      asp = 0;
      spirit_died = true;
    }
    xp(d);
  }
  if (aw + asp > 0) {
    ds = 0;
  } else if (dw + dsp > 0) {
    as = 0;
  } else {
    while (as > 0 && ds > 0) {
      --ds;
      if (iw && ds == 0) break;
      --as;
    }
  }
  if (recording_events())
    event(a, msg("dawn.ev.combat", {seat_ref(a), seat_ref(d), std::to_string(a_dead), std::to_string(d_dead)}));
  kill_warriors(a, a_dead);
  kill_warriors(d, d_dead);
  war_[d][hex] = static_cast<uint8_t>(dw);
  set_[d][hex] = static_cast<uint8_t>(ds);
  if (spirit_died) {
    spirit_ = kSpiritPending;
    spirit_hex_ = -1;
  }
  place_units(a, hex, aw, as, asp);
  st_w_ = static_cast<uint8_t>(aw);
  st_s_ = static_cast<uint8_t>(as);
  st_sp_ = static_cast<uint8_t>(asp);
  st_hex_ = static_cast<int8_t>(hex);
  const int a_left = aw + as + asp, d_left = dw + ds + dsp;
  int winner = -1;
  if (a_left > 0 && d_left == 0) winner = a;
  if (d_left > 0 && a_left == 0) winner = d;
  legend_seat_ = -1;
  if (winner == a && a_dead > 0) legend_seat_ = static_cast<int8_t>(a);
  if (winner == d && d_dead > 0) legend_seat_ = static_cast<int8_t>(d);
  spirit_seat_ = -1;
  if (spirit_died) {
    const int o = spirit_owner();
    if (spirit_targets(o, false)) {
      spirit_seat_ = static_cast<int8_t>(o);
      spirit_entry_ = 0;
    } else {
      spirit_ = kSpiritGone;
    }
  }
}

// ---------------------------------------------------------------------------
// legal actions

void DawnState::push_common(std::vector<Action>& out) const {
  const int p = active_;
  for (int k = 0; k < kTurnConvs; ++k)
    if (turn_conv_ok(p, k)) out.push_back(make_action(kActConvert, static_cast<uint32_t>(k)));
}

void DawnState::push_stacks(std::vector<Action>& out, bool second) const {
  const int p = active_;
  for (int h = 0; h < kHexes; ++h) {
    const int W = war_[p][h] - (second ? moved_w_[h] : 0);
    const int S = set_[p][h] - (second ? moved_s_[h] : 0);
    const int SP =
        (spirit_ == kSpiritOnMap && spirit_hex_ == h && spirit_owner() == p && !(second && moved_sp_)) ? 1 : 0;
    if (W + S + SP == 0) continue;
    for (int w = 0; w <= W; ++w)
      for (int s = 0; s <= S; ++s)
        for (int sp = 0; sp <= SP; ++sp) {
          if (w + s + sp == 0) continue;
          if (any_stack_option(p, h, w, s, sp, false)) out.push_back(make_action(kActStack, stack_arg(h, w, s, sp)));
        }
  }
}

void DawnState::push_options(std::vector<Action>& out) const {
  const int p = active_;
  const MapTables& M = map();
  for (uint32_t m = M.adj[st_hex_]; m; m &= m - 1) {
    const int t = std::countr_zero(m);
    if (can_enter(p, t)) out.push_back(make_action(kActStep, static_cast<uint32_t>(t)));
  }
  for (uint64_t m = M.hex_corners[st_hex_]; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    if (raid_ok(p, c)) out.push_back(make_action(kActRaid, static_cast<uint32_t>(c)));
    if (found_ok(p, c)) out.push_back(make_action(kActFound, static_cast<uint32_t>(c)));
  }
}

void DawnState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (dec_ == kDecNone) return;
  const int p = cur_;
  const MapTables& M = map();
  switch (dec_) {
    case kDecEmpire:
      for (int e = 0; e < kEmpires; ++e) {
        bool taken = false;
        for (int q = 0; q < n_; ++q) taken |= emp_[q] == e;
        if (!taken) out.push_back(make_action(kActEmpire, static_cast<uint32_t>(e)));
      }
      return;
    case kDecStart:
      for (int s = 0; s < layout(n_).starts; ++s) {
        bool taken = false;
        for (int q = 0; q < n_; ++q) taken |= pos_[q] == s;
        if (!taken) out.push_back(make_action(kActStart, static_cast<uint32_t>(s)));
      }
      return;
    case kDecArrange:
      for (int i = 0; i < 6; ++i) out.push_back(make_action(kActArrange, static_cast<uint32_t>(i)));
      return;
    case kDecRondel: {
      push_common(out);
      if (rondel_[p] == 0) {
        for (int s = 1; s <= kSpaces; ++s) out.push_back(make_action(kActRondel, static_cast<uint32_t>(s)));
        return;
      }
      // With Monarchy up to the full circle (6 steps, back onto the same space):
      // more steps only repeat a space at a higher price (NOTES.md).
      const int free = max_steps(p);
      for (int k = 1; k <= kSpaces; ++k) {
        if (k > free && (!has_tech(p, kMonarchy) || res_[p][kMoney] < k - free)) break;
        out.push_back(make_action(kActRondel, static_cast<uint32_t>((rondel_[p] - 1 + k) % kSpaces + 1)));
      }
      return;
    }
    case kDecAction: {
      push_common(out);
      const uint8_t acts = kRondel[space_ - 1];
      if (acts & (1u << kHarvest)) out.push_back(make_action(kActHarvest));
      if (acts & (1u << kResearch))
        for (int t = 0; t < kTechs; ++t)
          if (research_ok(p, t)) out.push_back(make_action(kActResearch, static_cast<uint32_t>(t)));
      if (acts & (1u << kRecruit)) {
        for (uint32_t m = town_tiles(p); m; m &= m - 1) {
          const int h = std::countr_zero(m);
          if (recruit_warrior_ok(p, h)) out.push_back(make_action(kActRecruitWarrior, static_cast<uint32_t>(h)));
          if (recruit_settler_ok(p, h)) out.push_back(make_action(kActRecruitSettler, static_cast<uint32_t>(h)));
        }
        if (res_[p][kProd] >= 1)
          for (int q = 0; q < n_; ++q)
            if (slave_[q][p]) out.push_back(make_action(kActRelease, static_cast<uint32_t>(q)));
      }
      if (acts & (1u << kMove)) push_stacks(out, false);
      if (acts & (1u << kExplore)) {
        uint32_t near = 0;
        for (int h = 0; h < kHexes; ++h)
          if (war_[p][h] || (spirit_ == kSpiritOnMap && spirit_hex_ == h && spirit_owner() == p)) near |= M.adj[h];
        for (uint32_t m = near; m; m &= m - 1) {
          const int h = std::countr_zero(m);
          if (!up_[h]) out.push_back(make_action(kActExplore, static_cast<uint32_t>(h)));
        }
      }
      if (acts & (1u << kBuild))
        for (int b = 0; b < kBuildables; ++b)
          if (build_ok(p, b)) out.push_back(make_action(kActBuild, static_cast<uint32_t>(b)));
      if (acts & (1u << kGrow))
        if (huts_on_map(p) < kHuts && res_[p][kFood] >= kEmpireInfo[emp_[p]].grow_cost)
          for (int c = 0; c < M.corners; ++c)
            if (town_own_[c] == p + 1 && town_size_[c] < kMaxSize)
              out.push_back(make_action(kActGrow, static_cast<uint32_t>(c)));
      out.push_back(make_action(kActSkip));
      return;
    }
    case kDecCollect: {
      const uint32_t e = eligible_mask(p) & ~chosen_;
      const int have = std::popcount(chosen_);
      for (uint32_t m = e; m; m &= m - 1) {
        const int h = std::countr_zero(m);
        if (matching(chosen_ | (1u << h)) == have + 1)
          out.push_back(make_action(kActCollect, static_cast<uint32_t>(h)));
      }
      return;
    }
    case kDecDiscard:
      for (int t = 0; t < kTerrains; ++t)
        if (cube_[t]) out.push_back(make_action(kActDiscard, static_cast<uint32_t>(t)));
      return;
    case kDecConvert: {
      push_common(out);
      for (int t = 0; t < kTerrains; ++t) {
        if (!cube_[t]) continue;
        uint8_t opts[16];
        int k = 0;
        cube_options(p, t, opts, &k);
        for (int i = 0; i < k; ++i) out.push_back(make_action(kActCube, static_cast<uint32_t>(t << 8 | opts[i])));
      }
      if (res_[p][kWealth] > 0) {
        if (res_[p][kMoney] < kResMax) out.push_back(make_action(kActWealth, kMoney));
        if (res_[p][kScience] < kResMax) out.push_back(make_action(kActWealth, kScience));
      }
      if (cubes_total() == 0) out.push_back(make_action(kActEndConvert));
      return;
    }
    case kDecUpkeepFood:
      push_common(out);
      for (int c = 0; c < M.corners; ++c)
        if (town_own_[c] == p + 1) out.push_back(make_action(kActRemoveHut, static_cast<uint32_t>(c)));
      return;
    case kDecUpkeepMoney:
      push_common(out);
      for (int h = 0; h < kHexes; ++h)
        if (war_[p][h]) out.push_back(make_action(kActRemoveWarrior, static_cast<uint32_t>(h)));
      if (legend_[p]) out.push_back(make_action(kActRemoveLegend));
      if (keep_legends_ok(p)) out.push_back(make_action(kActKeepLegends));
      return;
    case kDecPhilosophy:
      push_common(out);
      for (int t = 0; t < kTechs; ++t)
        if (research_ok(p, t)) out.push_back(make_action(kActResearch, static_cast<uint32_t>(t)));
      out.push_back(make_action(kActDone));
      return;
    case kDecRecruit2:
      push_common(out);
      for (uint32_t m = town_tiles(p); m; m &= m - 1) {
        const int h = std::countr_zero(m);
        if (recruit_warrior_ok(p, h)) out.push_back(make_action(kActRecruitWarrior, static_cast<uint32_t>(h)));
      }
      out.push_back(make_action(kActDone));
      return;
    case kDecMoveOpt:
      push_common(out);
      push_options(out);
      return;
    case kDecMoveOpt2:
      push_common(out);
      push_options(out);
      out.push_back(make_action(kActDone));
      return;
    case kDecStack2:
      push_common(out);
      push_stacks(out, true);
      out.push_back(make_action(kActDone));
      return;
    case kDecRaid:
      push_common(out);
      for (int r : {kFood, kProd, kMoney, kScience}) out.push_back(make_action(kActPlunder, static_cast<uint32_t>(r)));
      if (track_[raid_victim_] > 0) out.push_back(make_action(kActEnslave));
      if (rules_ >= 3)  // any piece on the victim's track (5.3 "not empty"), its captives too
        for (int q = 0; q < n_; ++q)
          if (slave_[raid_victim_][q] > 0) out.push_back(make_action(kActEnslave, static_cast<uint32_t>(q + 1)));
      return;
    case kDecLegend:
      out.push_back(make_action(kActLegend, 1));
      out.push_back(make_action(kActLegend, 0));
      return;
    case kDecSpirit: {
      for (uint32_t m = spirit_targets(p, spirit_entry_ != 0); m; m &= m - 1)
        out.push_back(make_action(kActSpirit, static_cast<uint32_t>(std::countr_zero(m))));
      if (!spirit_entry_) out.push_back(make_action(kActSpiritLeave));
      return;
    }
    default:
      return;
  }
}

// ---------------------------------------------------------------------------
// apply

void DawnState::do_apply(Action a) {
  if (!recording_events()) {
    apply_one(a);
    settle();
    return;
  }
  // The log tells every gain and payment: a harvest's conversions and
  // improvements, upkeep, an exploration's bonus, a build's cost.
  uint8_t before[kMaxPlayers][kResCount];
  std::memcpy(before, res_, sizeof before);
  const int mover = cur_;
  const Progress was = progress();
  apply_one(a);
  settle();
  // The mover's own label tells what a step of its turn cost or gave; what
  // happened beyond it (another seat's, or a phase resolving) is told here.
  const bool resolved = !(progress() == was);
  for (int p = 0; p < n_; ++p) {
    if (p == mover && !resolved) continue;
    std::vector<std::string> items;
    for (int r = 0; r < kResCount; ++r)
      if (res_[p][r] != before[p][r])
        items.push_back(amount_arg(res_[p][r] - before[p][r], "dawn.res." + std::to_string(r)));
    if (!items.empty()) event(p, changes_event(p, items));
  }
}

// Forced steps: a decision with one legal choice resolves by itself (not the
// ones where that choice reads as a real step of play: rondel, action, legend).
void DawnState::settle() {
  std::vector<Action> l;
  for (int guard = 0; guard < 64; ++guard) {
    switch (dec_) {
      case kDecStart:
      case kDecCollect:
      case kDecDiscard:
      case kDecUpkeepFood:
      case kDecUpkeepMoney:
      case kDecRaid:
      case kDecSpirit:
      case kDecConvert:
        break;
      case kDecEmpire:
        if (n_ == kEmpires && chooser_ == n_ - 1) break;
        return;
      default:
        return;
    }
    legal_actions(l);
    if (l.size() != 1) return;
    apply_one(l[0]);
  }
}

void DawnState::apply_one(Action a) {
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  const int p = cur_;
  const MapTables& M = map();
  switch (kind) {
    case kActEmpire:
      emp_[p] = static_cast<uint8_t>(arg);
      dec_ = kDecStart;
      return;
    case kActStart:
      pos_[p] = static_cast<uint8_t>(arg);
      dec_ = kDecArrange;
      return;
    case kActArrange: {
      const EmpireInfo& E = kEmpireInfo[emp_[p]];
      for (int k = 0; k < 3; ++k) {
        const int h = M.start_hex[pos_[p]][k];
        tile_[h] = E.tiles[kArrangePerm[arg][k]];
        up_[h] = 1;
      }
      const int c = M.start_corner[pos_[p]];
      town_own_[c] = static_cast<uint8_t>(p + 1);
      town_size_[c] = 1;
      if (++chooser_ == n_)
        finish_setup();
      else
        setup_next();
      return;
    }
    case kActRondel: {
      if (rondel_[p] != 0) {
        const int k = rondel_steps(p, static_cast<int>(arg));
        const int extra = k - max_steps(p);
        if (extra > 0) res_[p][kMoney] = static_cast<uint8_t>(res_[p][kMoney] - extra);
      }
      rondel_[p] = static_cast<uint8_t>(arg);
      space_ = static_cast<uint8_t>(arg);
      enter_action();
      return;
    }
    case kActSkip:
      end_turn();
      return;
    case kActConvert: {
      const TurnConv& C = kTurnConv[arg];
      res_[p][C.from] = static_cast<uint8_t>(res_[p][C.from] - C.in);
      gain(p, C.to, C.out);
      if (dec_ == kDecUpkeepMoney && rules_ >= 2) harvest_money();  // the upkeep is checked again (rules 2)
      return;
    }
    case kActHarvest:
      start_harvest();
      return;
    case kActCollect:
      chosen_ |= 1u << arg;
      if (std::popcount(chosen_) == cmax_) harvest_after_collect();
      return;
    case kActDiscard:
      --cube_[arg];
      if (--discard_ == 0) harvest_after_discard();
      return;
    case kActCube: {
      const int t = static_cast<int>(arg >> 8), r = static_cast<int>((arg >> 4) & 0xF), k = static_cast<int>(arg & 0xF);
      --cube_[t];
      if (r < kResCount) gain(p, r, k);
      return;
    }
    case kActWealth:
      --res_[p][kWealth];
      gain(p, static_cast<int>(arg), 1);
      return;
    case kActEndConvert:
      harvest_upkeep();
      return;
    case kActRemoveHut:
      if (--town_size_[arg] == 0) town_own_[arg] = 0;
      harvest_upkeep();
      return;
    case kActRemoveWarrior:
      --war_[p][arg];
      ++track_[p];
      harvest_money();
      return;
    case kActRemoveLegend:
      --legend_[p];
      ++track_[p];
      harvest_money();
      return;
    case kActKeepLegends:  // pay what there is, the rest is forgiven (NOTES.md, interpretation 7)
      res_[p][kMoney] = 0;
      harvest_finish();
      return;
    case kActResearch: {
      const bool extra = dec_ == kDecPhilosophy;
      res_[p][kScience] = static_cast<uint8_t>(res_[p][kScience] - kTechInfo[arg].cost);
      --tsup_[arg];
      tech_[p] |= 1u << arg;
      if (arg == kMilitia) ++track_[p];
      if (!extra && arg == kPhilosophy) {
        for (int t = 0; t < kTechs; ++t)
          if (research_ok(p, t)) {
            dec_ = kDecPhilosophy;
            return;
          }
      }
      end_turn();
      return;
    }
    case kActRecruitWarrior:
    case kActRecruitSettler: {
      const bool settler = kind == kActRecruitSettler;
      --res_[p][kProd];
      if (settler)
        res_[p][kFood] = static_cast<uint8_t>(res_[p][kFood] - kEmpireInfo[emp_[p]].settler_cost);
      else
        --track_[p];
      ++recruits_;
      const int h = static_cast<int>(arg);
      const int o = occupant(h);
      if (o >= 0 && o != p) {
        combat(p, h, settler ? 0 : 1, settler ? 1 : 0, 0);
        resume_ = 1;
        resume();
        return;
      }
      place_units(p, h, settler ? 0 : 1, settler ? 1 : 0, 0);
      after_recruit();
      return;
    }
    case kActRelease:
      --res_[p][kProd];
      gain(static_cast<int>(arg), kProd, 1);
      --slave_[arg][p];
      ++track_[p];
      ++recruits_;
      after_recruit();
      return;
    case kActDone:
      if (dec_ == kDecMoveOpt2)
        stack_done();
      else
        end_turn();
      return;
    case kActStack:
      st_hex_ = static_cast<int8_t>(arg >> 8);
      st_w_ = static_cast<uint8_t>((arg >> 4) & 0xF);
      st_s_ = static_cast<uint8_t>((arg >> 1) & 0x7);
      st_sp_ = static_cast<uint8_t>(arg & 1);
      st_opts_ = 0;
      ++stacks_;
      dec_ = kDecMoveOpt;
      return;
    case kActStep: {
      const int from = st_hex_, to = static_cast<int>(arg);
      war_[p][from] = static_cast<uint8_t>(war_[p][from] - st_w_);
      set_[p][from] = static_cast<uint8_t>(set_[p][from] - st_s_);
      if (st_sp_) spirit_hex_ = -1;
      const int o = occupant(to);
      if (o >= 0 && o != p) {
        combat(p, to, st_w_, st_s_, st_sp_);
        resume_ = 2;
        resume();
        return;
      }
      place_units(p, to, st_w_, st_s_, st_sp_);
      st_hex_ = static_cast<int8_t>(to);
      after_step(false, to);
      return;
    }
    case kActRaid: {
      --war_[p][st_hex_];
      ++track_[p];
      --st_w_;
      special_ = 1;
      raid_victim_ = static_cast<int8_t>(town_owner(static_cast<int>(arg)));
      dec_ = kDecRaid;
      return;
    }
    case kActPlunder: {
      const int q = raid_victim_;
      const int k = std::min<int>(2, res_[q][arg]);
      res_[q][arg] = static_cast<uint8_t>(res_[q][arg] - k);
      gain(p, static_cast<int>(arg), k);
      raid_victim_ = -1;
      stack_done();
      return;
    }
    case kActEnslave: {
      const int q = raid_victim_;
      if (arg == 0) {
        --track_[q];
        ++slave_[p][q];
      } else {  // rules 3: a warrior of seat o that the victim holds
        const int o = static_cast<int>(arg) - 1;
        --slave_[q][o];
        if (o == p)
          ++track_[p];  // the raider's own warrior comes home
        else
          ++slave_[p][o];
      }
      raid_victim_ = -1;
      stack_done();
      return;
    }
    case kActFound:
      --set_[p][st_hex_];
      --st_s_;
      town_own_[arg] = static_cast<uint8_t>(p + 1);
      town_size_[arg] = 1;
      special_ = 1;
      stack_done();
      return;
    case kActExplore: {
      up_[arg] = 1;
      ++chance_;
      if (recording_events())
        event(p, msg("dawn.ev.explore",
                     {seat_ref(p), std::string("dawn.tile_a.") + kTerrainInfo[kTileInfo[tile_[arg]].terrain].code}));
      const TerrainInfo& T = kTerrainInfo[kTileInfo[tile_[arg]].terrain];
      for (int r = 0; r < kResCount; ++r) gain(p, r, T.bonus[r]);
      end_turn();
      return;
    }
    case kActBuild: {
      const int b = static_cast<int>(arg);
      const BuildInfo& B = b < kImprovements ? kImprovementInfo[b] : kWonderInfo[b - kImprovements];
      res_[p][kMoney] = static_cast<uint8_t>(res_[p][kMoney] - B.money);
      res_[p][kProd] = static_cast<uint8_t>(res_[p][kProd] - B.prod);
      if (b < kImprovements) {
        imp_[p] = static_cast<uint16_t>(imp_[p] | (1u << b));
        --isup_[b];
      } else {
        wonder_[b - kImprovements] = static_cast<uint8_t>(p + 1);
        if (b - kImprovements == kTempleOfMars) {
          if (spirit_targets(p, true)) {
            spirit_ = kSpiritPending;
            spirit_seat_ = static_cast<int8_t>(p);
            spirit_entry_ = 1;
            resume_ = 3;
            resume();
          } else {
            spirit_ = kSpiritGone;
            end_turn();
          }
          return;
        }
      }
      end_turn();
      return;
    }
    case kActGrow:
      res_[p][kFood] = static_cast<uint8_t>(res_[p][kFood] - kEmpireInfo[emp_[p]].grow_cost);
      ++town_size_[arg];
      end_turn();
      return;
    case kActLegend:
      if (arg) {
        --track_[p];
        ++legend_[p];
      }
      legend_seat_ = -1;
      resume();
      return;
    case kActSpirit:
      spirit_ = kSpiritOnMap;
      spirit_hex_ = static_cast<int8_t>(arg);
      spirit_seat_ = -1;
      spirit_entry_ = 0;
      resume();
      return;
    case kActSpiritLeave:
      spirit_ = kSpiritGone;
      spirit_seat_ = -1;
      resume();
      return;
    default:
      return;
  }
}

// ---------------------------------------------------------------------------
// scores

void DawnState::scores(std::vector<int>& out) const {
  out.assign(n_, 0);
  if (setup()) return;
  for (int p = 0; p < n_; ++p) out[p] = score(p);
}

void DawnState::ranks(std::vector<int>& out) const {
  std::vector<int> sc;
  scores(sc);
  auto key = [&](int p) { return std::tuple<int, int, int, int>(sc[p], huts_on_map(p), tech_count(p), xp_[p]); };
  out.assign(n_, 0);
  for (int p = 0; p < n_; ++p)
    for (int q = 0; q < n_; ++q)
      if (key(q) > key(p)) ++out[p];
}

std::vector<std::vector<ScoreLine>> DawnState::score_breakdown() const {
  std::vector<std::vector<ScoreLine>> out(n_);
  for (int p = 0; p < n_; ++p) {
    out[p].push_back({"dawn.score.huts", vp_huts(p)});
    out[p].push_back({"dawn.score.techs", vp_techs(p)});
    out[p].push_back({"dawn.score.legends", legend_[p]});
    out[p].push_back({"dawn.score.palace", has_improvement(p, kPalace) ? 1 : 0});
    out[p].push_back({"dawn.score.wonders", vp_wonders(p)});
    out[p].push_back({"dawn.score.xp", vp_xp(p)});
  }
  return out;
}

}  // namespace emp
