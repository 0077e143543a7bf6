// Test helpers for Rise of Empires: direct state access for rule unit tests.
#pragma once
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

#include "games/rise/rise_state.h"

namespace emp {

struct RiseTestAccess {
  using S = RiseState;
  static S::Player& pl(S& s, int p) { return s.pl_[p]; }
  static void set_cubes(S& s, int p, int r, int k) {
    s.pl_[p].stock = static_cast<int8_t>(s.pl_[p].stock + s.cubes_[p][r] - k);
    s.cubes_[p][r] = static_cast<uint8_t>(k);
  }
  static void clear_map(S& s) {
    for (int p = 0; p < s.n_; ++p)
      for (int r = 0; r < rise::kRegions; ++r) set_cubes(s, p, r, 0);
  }
  static void set_pool(S& s, int p, int k) {
    s.pl_[p].stock = static_cast<int8_t>(s.pl_[p].stock + s.pl_[p].pool - k);
    s.pl_[p].pool = static_cast<int8_t>(k);
  }
  // Frees one tile of a progress type from wherever it is (display, box, face-down stack,
  // another player) and returns its id; the tile is then in no place (caller puts it somewhere).
  static int free_progress(S& s, int type) {
    const uint64_t m = rise::progress_type_tiles(type);
    int t = -1;
    for (uint64_t x = m; x; x &= x - 1) {
      const int c = std::countr_zero(x);
      bool owned = false;
      for (int p = 0; p < s.n_; ++p) owned |= ((s.pl_[p].prog >> c) & 1) != 0;
      if (!owned) {
        t = c;
        break;
      }
    }
    if (t < 0) {  // take it from its owner
      t = std::countr_zero(m);
      for (int p = 0; p < s.n_; ++p)
        if ((s.pl_[p].prog >> t) & 1) s.lose_progress(p, t);
      s.avail_prog_ |= 1ull << t;
    }
    const uint64_t bit = 1ull << t;
    // Face-down: swap with a revealed tile that is in the display or the box.
    int pos = -1;
    for (int i = s.prog_next_; i < rise::kProgressTiles; ++i)
      if (s.prog_order_[i] == t) pos = i;
    if (pos >= 0) {
      for (int j = 0; j < s.prog_next_; ++j) {
        const int u = s.prog_order_[j];
        const uint64_t ub = 1ull << u;
        if ((s.avail_prog_ | s.box_prog_) & ub) {
          s.avail_prog_ &= ~ub;
          s.side_prog_ &= ~ub;
          s.box_prog_ &= ~ub;
          std::swap(s.prog_order_[pos], s.prog_order_[j]);
          return t;
        }
      }
      FAIL("cannot free progress tile");
    }
    s.avail_prog_ &= ~bit;
    s.side_prog_ &= ~bit;
    s.box_prog_ &= ~bit;
    return t;
  }
  static int give_progress(S& s, int p, int type) {
    const int t = free_progress(s, type);
    s.pl_[p].prog |= 1ull << t;
    s.pl_[p].ptypes |= 1ull << type;
    return t;
  }
  static int show_progress(S& s, int type) {
    const int t = free_progress(s, type);
    s.avail_prog_ |= 1ull << t;
    return t;
  }
  // Gives a territory tile of a type from the display/box/face-down (same swap trick).
  static int give_territory(S& s, int p, int type) {
    for (uint64_t x = rise::kTerritoryTypeMask[type]; x; x &= x - 1) {
      const int t = std::countr_zero(x);
      const uint64_t bit = 1ull << t;
      bool owned = false;
      for (int q = 0; q < s.n_; ++q) owned |= (s.pl_[q].terr & bit) != 0;
      if (owned) continue;
      int pos = -1;
      for (int i = s.terr_next_; i < rise::kTerritoryTiles; ++i)
        if (s.terr_order_[i] == t) pos = i;
      if (pos >= 0) {
        bool done = false;
        for (int j = 0; j < s.terr_next_ && !done; ++j) {
          const uint64_t ub = 1ull << s.terr_order_[j];
          if ((s.avail_terr_ | s.box_terr_) & ub) {
            s.avail_terr_ &= ~ub;
            s.side_terr_ &= ~ub;
            s.box_terr_ &= ~ub;
            std::swap(s.terr_order_[pos], s.terr_order_[j]);
            done = true;
          }
        }
        if (!done) continue;
      }
      s.avail_terr_ &= ~bit;
      s.side_terr_ &= ~bit;
      s.box_terr_ &= ~bit;
      s.pl_[p].terr |= bit;
      return t;
    }
    FAIL("no territory tile of that type");
    return -1;
  }
  static void give_city(S& s, int p, int c) {
    const uint64_t bit = 1ull << c;
    REQUIRE(((s.avail_city_ | s.box_city_) & bit) != 0);
    s.avail_city_ &= ~bit;
    s.side_city_ &= ~bit;
    s.box_city_ &= ~bit;
    s.pl_[p].city |= bit;
  }
  // Moves every face-down city tile (wonders too) into the box, so that give_city/show_city can
  // reach any city. Only for positions that never reach another New Tiles phase.
  static void box_facedown_cities(S& s) {
    for (int i = s.city_next_; i < rise::kCityTiles; ++i) s.box_city_ |= 1ull << s.city_order_[i];
    s.city_next_ = rise::kCityTiles;
  }
  // Puts a city tile from the box (or the display) face up on the display.
  static void show_city(S& s, int c) {
    const uint64_t bit = 1ull << c;
    REQUIRE(((s.avail_city_ | s.box_city_) & bit) != 0);
    s.box_city_ &= ~bit;
    s.avail_city_ |= bit;
  }
  static void set_turn(S& s, int t) { s.turn_ = static_cast<uint8_t>(t); }
  static void apply_food(S& s, int p) { s.apply_food(p); }
  static void collect_income(S& s, int p) { s.collect_income(p); }
  static void start_era_end(S& s) { s.start_era_end(); }
  static void start_turn_order(S& s) { s.start_turn_order(); }
  static void final_scoring(S& s) { s.final_scoring(); }
  static void vp_phase(S& s) { s.vp_phase(); }
  static void set_order(S& s, const std::vector<int>& o) {
    for (size_t i = 0; i < o.size(); ++i) s.order_[i] = static_cast<uint8_t>(o[i]);
  }
  // Makes seat p the one to choose its main action now.
  // Also re-syncs every seat's step count with its discs on the display.
  static void make_current(S& s, int p) {
    s.cur_ = static_cast<uint8_t>(p);
    s.dec_ = S::kDecMain;
    for (int q = 0; q < s.n_; ++q) {
      int d = 0;
      for (int r = 0; r < rise::kRows; ++r)
        for (int i = 0; i < rise::kMaxCircles; ++i) d += s.circle_[r][i] == q;
      s.pl_[q].steps = static_cast<uint8_t>(s.b_turn() ? rise::kActionsPerTurn - d : d);
    }
  }
  // Moves every face-up tile to the box and gives all empire tiles to seat `holder`.
  static void empty_display(S& s, int holder) {
    s.box_prog_ |= s.avail_prog_;
    s.avail_prog_ = s.side_prog_ = 0;
    s.box_terr_ |= s.avail_terr_;
    s.avail_terr_ = s.side_terr_ = 0;
    s.box_city_ |= s.avail_city_;
    s.avail_city_ = s.side_city_ = 0;
    s.pl_[holder].emp = static_cast<uint8_t>(s.pl_[holder].emp | s.emp_avail_);
    s.emp_avail_ = 0;
  }
  static void clear_allies(S& s) {
    for (int q = 0; q < s.n_; ++q) s.pl_[q].ally = -1;
  }
  static void place_disc(S& s, int row, int i, int owner) { s.circle_[row][i] = static_cast<int8_t>(owner); }
  static int8_t& trade_user(S& s, int b) { return s.trade_user_[b]; }
  static void reset_empire(S& s) {
    s.emp_avail_ = 0xFF;
    for (int q = 0; q < s.n_; ++q) s.pl_[q].emp = 0;
  }
};

namespace rise_test {

using namespace emp::rise;
using TA = RiseTestAccess;

inline bool is_legal(const State& s, Action a) {
  std::vector<Action> l;
  s.legal_actions(l);
  return std::find(l.begin(), l.end(), a) != l.end();
}

// Applies a legal action by the expected seat (checks both) and the invariants.
inline void act(RiseState& s, int seat, Action a) {
  INFO("action " << s.action_label(a) << " expected seat " << seat);
  REQUIRE(s.current_player() == seat);
  REQUIRE(is_legal(s, a));
  s.apply(a);
  std::string why;
  const bool ok = s.check_invariants(&why);
  INFO(why);
  REQUIRE(ok);
}

inline std::unique_ptr<RiseState> make(int players, uint64_t seed = 1) {
  Options o;
  o.players = players;
  return std::make_unique<RiseState>(o, seed);
}

// Random play until pred holds (or the game ends).
inline void play_until(RiseState& s, const std::function<bool(const RiseState&)>& pred, uint64_t seed = 7) {
  Rng rng(seed);
  std::vector<Action> l;
  while (!s.terminal() && !pred(s)) {
    s.legal_actions(l);
    s.apply(l[rng.below(static_cast<uint32_t>(l.size()))]);
  }
}

inline Action TakeP(int t) { return make_action(kActTakeProgress, t); }
inline Action TakeT(int t) { return make_action(kActTakeTerritory, t); }
inline Action TakeC(int c) { return make_action(kActTakeCity, c); }
inline Action TakeE(int e) { return make_action(kActTakeEmpire, e); }
inline Action Trade(int b) { return make_action(kActTrade, b); }
inline Action Place(int r, int k) { return make_action(kActPlace, static_cast<uint32_t>(r << 8 | k)); }
inline Action Battle(int r, int q, int row) {
  return make_action(kActBattle, static_cast<uint32_t>(r << 16 | q << 8 | row));
}
inline Action Free(int ty, int r = 0, int q = 0, int k = 1) {
  return make_action(kActFree, static_cast<uint32_t>(ty << 16 | r << 8 | q << 4 | k));
}
inline Action Remove(int row, int i) { return make_action(kActRemoveDisc, static_cast<uint32_t>(row << 8 | i)); }
inline Action Pay(int u) { return make_action(kActPay, u); }
inline Action Keep(int kind, int t) { return make_action(kActKeep, static_cast<uint32_t>(kind << 8 | t)); }
inline Action Discard(int kind, int t) { return make_action(kActDiscard, static_cast<uint32_t>(kind << 8 | t)); }
inline Action Order(int pos) { return make_action(kActOrder, pos); }

}  // namespace rise_test
}  // namespace emp
