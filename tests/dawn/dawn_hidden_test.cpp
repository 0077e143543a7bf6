// Dawn of Empires: face-down tiles are hidden from everyone (observation,
// labels, resampling), and a few upkeep and supply rulings.
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

TEST_CASE("dawn hidden: no seat sees a face-down tile; resampling deals only those again", "[dawn][hidden]") {
  for (int n = 2; n <= 4; ++n) {
    auto s = make(n, 77, false);
    DawnState& S = *s;
    int down = 0;
    for (int h = 0; h < kHexes; ++h) down += !S.face_up(h);
    CHECK(down == kHexes - 3 * n);
    for (int viewer = -1; viewer < n; ++viewer) {
      const std::string obs = S.observation_json(viewer);
      // Every tile id in the observation belongs to a face-up hex.
      int shown = 0;
      for (int t = 0; t < kTiles; ++t)
        if (obs.find(std::string("\"") + kTileInfo[t].id + "\"") != std::string::npos) ++shown;
      CHECK(shown == 3 * n);
    }
    // Resampling keeps every face-up tile and the multiset of face-down ones.
    uint64_t changed = 0;
    for (uint64_t k = 0; k < 8; ++k) {
      DawnState r = S;
      Rng rng(k + 1);
      r.resample_hidden(0, rng);
      CHECK(r.observation_json(0) == S.observation_json(0));
      invariants(r);
      if (r.hash() != S.hash()) ++changed;
    }
    CHECK(changed >= 7);
  }
}

TEST_CASE("dawn hidden: exploring reveals one tile and counts as a chance event", "[dawn][hidden]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, Y, kHills, false);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::set_warriors(S, 0, X, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMoveExplore));
  const Action e = make_action(kActExplore, static_cast<uint32_t>(Y));
  // Places by terrain and compass zone, never by coordinates; the button an imperative.
  CHECK(S.action_label(e) == "Explore the face-down tile in the east");
  CHECK(S.action_label(e, Lang::De) == "Erkundet das verdeckte Feld im Osten");
  CHECK(S.button_label(e, Lang::De) == "Das verdeckte Feld im Osten erkunden");
  CHECK(S.place_name(X, Lang::En) == "Plains in the centre");
  CHECK(S.place_name(X, Lang::De) == "Ebenenfeld in der Mitte");
  const uint64_t before = S.chance_events();
  act(S, e);
  CHECK(S.chance_events() == before + 1);
  CHECK(S.terrain_at(Y) == kHills);
  CHECK(S.observation_json(1).find(kTileInfo[S.tile_at(Y)].id) != std::string::npos);
}

TEST_CASE("dawn rulings: money upkeep with nothing to return is paid as far as it goes", "[dawn][rulings]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
  A::set_enslaved(S, 1, 0, 3);  // 4 left on Red's track: 3 uncovered: 2 money
  CHECK(S.military_upkeep_of(0) == 2);
  A::set_res(S, 0, kMoney, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn rulings: founding needs a hut on the track; improvements run out", "[dawn][rulings]") {
  auto s = make(2);
  DawnState& S = *s;
  const int P = hex(S, 0, 0);
  const int land[7] = {kForest, kPlains, kGrass, kHills, kForest, kPlains, kGrass};
  int i = 0;
  for (int h : {P, hex(S, -1, 0), hex(S, -1, 1), hex(S, 0, 1), hex(S, 0, -1), hex(S, 1, -1), hex(S, 1, 0)})
    A::set_terrain(S, h, land[i++]);
  A::set_town(S, corner(S, -3, 1, 1), 0, 3);
  A::set_town(S, corner(S, 2, -1, 0), 0, 3);
  A::set_town(S, corner(S, -2, 2, 0), 0, 3);
  CHECK(S.huts_on_map(0) == 9);
  A::set_settlers(S, 0, P, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(P, 0, 1));
  const Action f = make_action(kActFound, static_cast<uint32_t>(corner(S, 0, 0, 0)));
  CHECK(en(S.why_illegal(f)) == "You have no hut left.");
  // Court: 2 copies.
  auto t = make(3);
  DawnState& T = *t;
  A::set_town(T, T.map().start_corner[0], 0, 1);
  A::give_tech(T, 0, kCodeOfLaws);
  A::give_improvement(T, 1, kCourt);
  A::give_improvement(T, 2, kCourt);
  A::set_res(T, 0, 0, 8, 0, 8, 0);
  A::begin_turn(T, 0);
  act(T, rondel(kSpGrowBuild));
  CHECK(en(T.why_illegal(build(kCourt))) == "No Court is left.");
}
