// Test helpers for Dawn of Empires: direct state access for rule unit tests
// (tiles, towns, units, resources and technologies set by hand, a turn
// started for a chosen seat on a chosen rondel space).
#pragma once
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/dawn/dawn_state.h"

namespace emp {

struct DawnTestAccess {
  using S = DawnState;
  // Every hex face up with the tile given by `tiles` (hex order), no towns, no
  // units, every warrior on its owner's track, resources 0.
  static void clear(S& s) {
    for (int c = 0; c < dawn::kMaxCorners; ++c) s.town_own_[c] = s.town_size_[c] = 0;
    for (int p = 0; p < kMaxPlayers; ++p) {
      for (int h = 0; h < dawn::kHexes; ++h) s.war_[p][h] = s.set_[p][h] = 0;
      for (int q = 0; q < kMaxPlayers; ++q) s.slave_[p][q] = 0;
      s.legend_[p] = 0;
      for (int r = 0; r < dawn::kResCount; ++r) s.res_[p][r] = 0;
      s.xp_[p] = 0;
    }
    for (int p = 0; p < s.n_; ++p) s.track_[p] = static_cast<uint8_t>(s.warriors_total(p));
    for (int h = 0; h < dawn::kHexes; ++h) s.up_[h] = 1;
  }
  // Puts tile `tile` on `hex` (swapping with the hex that held it).
  static void set_tile(S& s, int hex, int tile, bool up = true) {
    for (int h = 0; h < dawn::kHexes; ++h)
      if (s.tile_[h] == tile) {
        std::swap(s.tile_[h], s.tile_[hex]);
        std::swap(s.up_[h], s.up_[hex]);
        break;
      }
    s.up_[hex] = up ? 1 : 0;
  }
  // The first tile of `terrain` not in `avoid` hexes... simpler: a tile of the terrain placed on the hex.
  static void set_terrain(S& s, int hex, int terrain, bool up = true) {
    for (int t = 0; t < dawn::kTiles; ++t) {
      if (dawn::kTileInfo[t].terrain != terrain) continue;
      int at = -1;
      for (int h = 0; h < dawn::kHexes; ++h)
        if (s.tile_[h] == t) at = h;
      if (at == hex || !pinned(s, at)) {
        set_tile(s, hex, t, up);
        pin(s, hex);
        return;
      }
    }
    FAIL("no free tile of that terrain");
  }
  static inline uint32_t pinned_mask = 0;
  static bool pinned(const S&, int h) { return (pinned_mask >> h) & 1; }
  static void pin(const S&, int h) { pinned_mask |= 1u << h; }
  static void unpin() { pinned_mask = 0; }
  static void set_town(S& s, int c, int p, int size) {
    s.town_own_[c] = static_cast<uint8_t>(size ? p + 1 : 0);
    s.town_size_[c] = static_cast<uint8_t>(size);
  }
  static void set_warriors(S& s, int p, int hex, int k) {
    s.track_[p] = static_cast<uint8_t>(s.track_[p] + s.war_[p][hex] - k);
    s.war_[p][hex] = static_cast<uint8_t>(k);
  }
  static void set_settlers(S& s, int p, int hex, int k) { s.set_[p][hex] = static_cast<uint8_t>(k); }
  static void set_res(S& s, int p, int r, int v) { s.res_[p][r] = static_cast<uint8_t>(v); }
  static void set_res(S& s, int p, int f, int pr, int w, int m, int sc) {
    const int v[5] = {f, pr, w, m, sc};
    for (int r = 0; r < 5; ++r) s.res_[p][r] = static_cast<uint8_t>(v[r]);
  }
  static void give_tech(S& s, int p, int t) {
    s.tech_[p] |= 1u << t;
    --s.tsup_[t];
    if (t == dawn::kMilitia) ++s.track_[p];
  }
  static void give_improvement(S& s, int p, int i) {
    s.imp_[p] = static_cast<uint16_t>(s.imp_[p] | (1u << i));
    --s.isup_[i];
  }
  static void give_wonder(S& s, int p, int w) {
    s.wonder_[w] = static_cast<uint8_t>(p + 1);
    if (w == dawn::kTempleOfMars) s.spirit_ = dawn::kSpiritGone;
  }
  static void set_spirit(S& s, int hex) {
    s.spirit_ = dawn::kSpiritOnMap;
    s.spirit_hex_ = static_cast<int8_t>(hex);
  }
  static void set_xp(S& s, int p, int v) { s.xp_[p] = static_cast<uint8_t>(v); }
  static void set_legends(S& s, int p, int k) {
    s.track_[p] = static_cast<uint8_t>(s.track_[p] + s.legend_[p] - k);
    s.legend_[p] = static_cast<uint8_t>(k);
  }
  static void set_enslaved(S& s, int captor, int victim, int k) {
    s.track_[victim] = static_cast<uint8_t>(s.track_[victim] + s.slave_[captor][victim] - k);
    s.slave_[captor][victim] = static_cast<uint8_t>(k);
  }
  // Starts `p`'s turn with its rondel marker on `space` (0: centre, any space free).
  static void begin_turn(S& s, int p, int space = 0) {
    s.active_ = static_cast<uint8_t>(p);
    s.begin_turn();
    s.rondel_[p] = static_cast<uint8_t>(space);
  }
  static void set_final(S& s, int left) { s.final_left_ = static_cast<int8_t>(left); }
  // The player order 0, 1, 2, ... (a test's turns in seat order).
  static void seat_order(S& s) {
    for (int i = 0; i < s.n_; ++i) s.order_[i] = static_cast<uint8_t>(i);
    s.first_ = 0;
  }
  // The tile on a hex, face down or not (the twins test reads what no seat sees).
  static int tile_on(const S& s, int hex) { return s.tile_[hex]; }
  // Swaps the tiles of two face-down hexes (a different hidden layout, nothing else).
  static void swap_hidden(S& s, int a, int b) {
    REQUIRE(!s.up_[a]);
    REQUIRE(!s.up_[b]);
    std::swap(s.tile_[a], s.tile_[b]);
  }
};

namespace dawn_test {

using A = DawnTestAccess;
using namespace dawn;

inline bool legal(const State& s, Action a) {
  std::vector<Action> l;
  s.legal_actions(l);
  return std::find(l.begin(), l.end(), a) != l.end();
}

inline void act(State& s, Action a) {
  INFO(s.action_label(a) << ": " << message_text(s.why_illegal(a), Lang::En));
  REQUIRE(legal(s, a));
  s.apply(a);
}

inline bool invariants(const DawnState& s) {
  std::string why;
  const bool ok = s.check_invariants(&why);
  INFO(why);
  CHECK(why == "");
  return ok;
}

inline std::string en(const std::string& coded) { return message_text(coded, Lang::En); }
inline std::string de(const std::string& coded) { return message_text(coded, Lang::De); }

// A game after setup (every seat took the first legal choice), then a clear
// map: every hex face up, no towns or units. `rules`: the rules version.
inline std::unique_ptr<DawnState> make(int players = 2, uint64_t seed = 1, bool clear = true,
                                       uint32_t rules = DawnState::kRulesLatest) {
  Options o;
  o.players = players;
  auto s = std::make_unique<DawnState>(o, seed, rules);
  std::vector<Action> l;
  while (s->setup()) {
    s->legal_actions(l);
    s->apply(l[0]);
  }
  A::unpin();
  if (clear) A::clear(*s);
  return s;
}

inline int hex(const DawnState& s, int q, int r) {
  const int h = hex_index(s.num_players(), q, r);
  REQUIRE(h >= 0);
  return h;
}
// Corner (q, r, N=0 / S=1).
inline int corner(const DawnState& s, int q, int r, int ns) {
  const MapTables& M = s.map();
  for (int c = 0; c < M.corners; ++c)
    if (M.corner_qr[c][0] == q && M.corner_qr[c][1] == r && M.corner_qr[c][2] == ns) return c;
  FAIL("no such interior corner");
  return -1;
}

inline Action rondel(int space) { return make_action(kActRondel, static_cast<uint32_t>(space)); }
inline Action step(int h) { return make_action(kActStep, static_cast<uint32_t>(h)); }
inline Action stack(int h, int w, int st = 0, int sp = 0) { return make_action(kActStack, stack_arg(h, w, st, sp)); }
inline Action recruit_w(int h) { return make_action(kActRecruitWarrior, static_cast<uint32_t>(h)); }
inline Action recruit_s(int h) { return make_action(kActRecruitSettler, static_cast<uint32_t>(h)); }
inline Action build(int b) { return make_action(kActBuild, static_cast<uint32_t>(b)); }
inline Action wonder(int w) { return make_action(kActBuild, static_cast<uint32_t>(kImprovements + w)); }
inline Action research(int t) { return make_action(kActResearch, static_cast<uint32_t>(t)); }
inline Action cube(int t, int r, int k) { return make_action(kActCube, static_cast<uint32_t>(t << 8 | r << 4 | k)); }
inline Action convert(int k) { return make_action(kActConvert, static_cast<uint32_t>(k)); }
constexpr Action kHarvestA = make_action(kActHarvest);
constexpr Action kSkip = make_action(kActSkip);
constexpr Action kDone = make_action(kActDone);
constexpr Action kEndConvert = make_action(kActEndConvert);

// Space numbers (data file §2).
constexpr int kSpHarvest = 1, kSpGrowBuild = 2, kSpResearch = 3, kSpRecruit = 4, kSpMoveExplore = 5, kSpMove = 6;

}  // namespace dawn_test
}  // namespace emp
