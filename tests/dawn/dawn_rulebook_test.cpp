// Dawn of Empires: rulebook rules not covered elsewhere, each asserted with the
// rulebook's numbers (shared/rules/dawn_of_empires.en.txt; the section is in
// every test's name). Readings where the rulebook is silent: NOTES.md.
#include <map>
#include <set>

#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

// Empires by their code (data file §3.2).
int empire_id(const char* code) {
  for (int e = 0; e < kEmpires; ++e)
    if (std::string(kEmpireInfo[e].code) == code) return e;
  FAIL("no empire " << code);
  return -1;
}

Action raid_at(int c) { return make_action(kActRaid, static_cast<uint32_t>(c)); }
Action found_at(int c) { return make_action(kActFound, static_cast<uint32_t>(c)); }
Action explore(int h) { return make_action(kActExplore, static_cast<uint32_t>(h)); }
Action release(int captor) { return make_action(kActRelease, static_cast<uint32_t>(captor)); }

// Plays the setup of an n-player game: the choosers (reverse player order)
// take `empires` in turn, each the first free start position and the first
// arrangement. Records how many start positions each chooser was offered.
std::unique_ptr<DawnState> play_setup(int n, uint64_t seed, const std::vector<int>& empires,
                                      std::vector<int>* offered = nullptr) {
  Options o;
  o.players = n;
  auto s = std::make_unique<DawnState>(o, seed);
  size_t i = 0;
  std::vector<Action> l;
  while (s->setup()) {
    switch (s->decision()) {
      case DawnState::kDecEmpire:
        REQUIRE(i < empires.size());
        act(*s, make_action(kActEmpire, static_cast<uint32_t>(empires[i])));
        break;
      case DawnState::kDecStart:
        s->legal_actions(l);
        if (offered) offered->push_back(static_cast<int>(l.size()));
        act(*s, l[0]);
        break;
      default:  // kDecArrange (a single free start position is taken by itself)
        if (offered && offered->size() == i) offered->push_back(1);
        act(*s, make_action(kActArrange, 0));
        ++i;
        break;
    }
  }
  return s;
}

// The explore bonus of the rulebook (4.5), food, production, wealth, money, science.
constexpr int kBonus[kTerrains][kResCount] = {
    {1, 1, 0, 0, 0},  // ocean
    {0, 1, 0, 1, 0},  // grassland
    {1, 1, 0, 0, 1},  // plains
    {1, 0, 0, 1, 1},  // forest
    {1, 1, 0, 1, 0},  // hills
    {2, 0, 0, 0, 1},  // mountains
    {2, 0, 0, 1, 1},  // desert
};

}  // namespace

// ---- 1 Contents ----

TEST_CASE("dawn 1: 25 terrain tiles by terrain, 48 technologies, 25 improvements, 9 wonders", "[dawn][rulebook]") {
  // 6 ocean, 4 grassland, 4 plains, 4 forest, 3 hills, 3 mountains, 1 desert.
  const int by_terrain[kTerrains] = {6, 4, 4, 4, 3, 3, 1};
  int tiles[kTerrains] = {};
  for (int t = 0; t < kTiles; ++t) ++tiles[kTileInfo[t].terrain];
  for (int t = 0; t < kTerrains; ++t) {
    INFO("terrain " << kTerrainInfo[t].name_en);
    CHECK(tiles[t] == by_terrain[t]);
    CHECK(kTerrainInfo[t].count == by_terrain[t]);
  }
  // Every layout lays all 25 tiles, each once: with every hex turned up the
  // map shows the rulebook's counts.
  for (int n = 2; n <= 4; ++n) {
    auto s = make(n, 7);
    int on_map[kTerrains] = {};
    std::set<int> ids;
    for (int h = 0; h < kHexes; ++h) {
      const int t = s->terrain_at(h);
      REQUIRE(t >= 0);
      if (t >= 0 && t < kTerrains) ++on_map[t];
      ids.insert(s->tile_at(h));
    }
    CHECK(ids.size() == 25u);
    for (int t = 0; t < kTerrains; ++t) CHECK(on_map[t] == by_terrain[t]);
  }
  // Appendix 9: the tiles of each technology, in the appendix's order per colour.
  const std::vector<int> copies[4] = {
      {1, 1, 1, 1, 2, 1, 2, 1, 2}, {2, 3, 1, 2, 1, 1, 2}, {2, 3, 2, 1, 2, 2}, {2, 2, 2, 2, 4}};
  std::vector<int> seen[4];
  int total = 0;
  for (int t = 0; t < kTechs; ++t) {
    seen[kTechInfo[t].colour].push_back(kTechInfo[t].copies);
    total += kTechInfo[t].copies;
  }
  for (int c = 0; c < 4; ++c) {
    CHECK(seen[c] == copies[c]);
    int k = 0;
    for (int x : seen[c]) k += x;
    CHECK(k == 12);
  }
  CHECK(total == 48);
  // Appendix 10: Barracks 4, Court 2, Granary 2, Library 2, Market 2, Palace 3, Temple 4, Walls 3, Workshop 3.
  const int imp[kImprovements] = {4, 2, 2, 2, 2, 3, 4, 3, 3};
  int imps = 0;
  for (int i = 0; i < kImprovements; ++i) {
    CHECK(kImprovementInfo[i].copies == imp[i]);
    imps += kImprovementInfo[i].copies;
    // Every improvement cost rests on reading the printed code as money then
    // production (data file §5, I): no row is fully confirmed.
    INFO(kImprovementInfo[i].name_en);
    CHECK(kImprovementInfo[i].conf != 'C');
  }
  CHECK(imps == 25);
  CHECK(kWonders == 9);
  // A new game's supply holds them all; each player 9 huts, 7 warriors on the track, 2 settlers.
  auto s = make(4, 3, false);
  int ts = 0, is = 0;
  for (int t = 0; t < kTechs; ++t) ts += s->tech_supply(t);
  for (int i = 0; i < kImprovements; ++i) is += s->improvement_supply(i);
  CHECK(ts == 48);
  CHECK(is == 25);
  for (int p = 0; p < 4; ++p) {
    CHECK(s->own_track(p) == 7);
    CHECK(s->huts_on_map(p) == 1);
    CHECK(s->settlers_on_map(p) == 0);
  }
  CHECK(kHuts == 9);
  CHECK(kSettlers == 2);
}

// ---- 3 Game preparation ----

TEST_CASE("dawn 3: the player order is random; the first player moves first", "[dawn][rulebook]") {
  for (int n = 2; n <= 4; ++n) {
    std::vector<int> firsts(n, 0);
    const int games = 60 * n;
    for (int seed = 1; seed <= games; ++seed) {
      Options o;
      o.players = n;
      DawnState S(o, static_cast<uint64_t>(seed));
      const int f = S.start_player();
      REQUIRE(f >= 0);
      REQUIRE(f < n);
      ++firsts[f];
      CHECK(S.order_seat(0) == f);
      // The last in player order chooses first (reverse order).
      CHECK(S.current_player() == S.order_seat(n - 1));
      if (seed <= 3) {
        auto g = make(n, static_cast<uint64_t>(seed), false);
        CHECK(g->active() == g->start_player());
        CHECK(g->decision() == DawnState::kDecRondel);
      }
    }
    // Every seat starts in a fair share of the games (expected 60 each).
    for (int p = 0; p < n; ++p) {
      INFO(n << " players, seat " << p);
      CHECK(firsts[p] >= 35);
      CHECK(firsts[p] <= 85);
    }
  }
}

// Section 3, "Randomize the player order." Rules 3: with 3 and 4 players any
// order of the seats (not only the seat order turned round); the setup runs in
// the reverse order, turns in the order. Rules 2 records keep their rotations.
TEST_CASE("dawn 3: the player order is a random permutation of the seats (rules 3)", "[dawn][rulebook]") {
  for (int n = 3; n <= 4; ++n) {
    const int orders = n == 3 ? 6 : 24;
    for (uint32_t rules : {2u, DawnState::kRulesLatest}) {
      std::map<std::vector<int>, int> seen;
      const int games = 50 * orders;
      for (int seed = 1; seed <= games; ++seed) {
        Options o;
        o.players = n;
        DawnState S(o, static_cast<uint64_t>(seed), rules);
        std::vector<int> order;
        for (int i = 0; i < n; ++i) order.push_back(S.order_seat(i));
        std::vector<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < n; ++i) REQUIRE(sorted[static_cast<size_t>(i)] == i);
        ++seen[order];
      }
      INFO(n << " players, rules " << rules);
      if (rules < 3) {
        CHECK(seen.size() == static_cast<size_t>(n));  // rotations only
        continue;
      }
      CHECK(seen.size() == static_cast<size_t>(orders));
      for (const auto& [order, k] : seen) {  // expected 50 each
        CHECK(k >= 25);
        CHECK(k <= 80);
      }
    }
  }
  // One game played through its setup and two rounds of Skip: choosers in
  // reverse order, then turns in the order, round after round.
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Options o;
    o.players = 4;
    DawnState S(o, seed);
    std::vector<int> order;
    for (int i = 0; i < 4; ++i) order.push_back(S.order_seat(i));
    bool rotation = true;
    for (int i = 1; i < 4; ++i) rotation &= order[static_cast<size_t>(i)] == (order[0] + i) % 4;
    if (rotation) continue;  // a game whose order is no turn of the seat order
    std::vector<Action> l;
    int arranged = 0;
    while (S.setup()) {
      CHECK(S.current_player() == order[static_cast<size_t>(3 - arranged)]);
      S.legal_actions(l);
      arranged += S.decision() == DawnState::kDecArrange;
      act(S, l[0]);
    }
    CHECK(arranged == 4);
    for (int t = 0; t < 8; ++t) {
      CHECK(S.active() == order[static_cast<size_t>(t % 4)]);
      act(S, rondel(1 + t / 4));
      act(S, kSkip);
    }
    return;
  }
  FAIL("no 4-player seed of 1..40 with an order other than a rotation");
}

TEST_CASE("dawn 3: 3 and 4 players: start positions of 3 tiles around the town, the rest face down",
          "[dawn][rulebook]") {
  for (int n = 3; n <= 4; ++n) {
    INFO(n << " players");
    const LayoutInfo& L = layout(n);
    const MapTables& M = map_tables(n);
    CHECK(L.starts == n);
    // Every start: 3 distinct hexes, the 3 tiles of its start corner; no hex in two starts.
    std::set<int> used;
    for (int p = 0; p < n; ++p) {
      std::set<int> hs(M.start_hex[p], M.start_hex[p] + 3),
          around(M.corner_tiles[M.start_corner[p]], M.corner_tiles[M.start_corner[p]] + 3);
      CHECK(hs.size() == 3u);
      CHECK(hs == around);
      used.insert(hs.begin(), hs.end());
    }
    CHECK(used.size() == static_cast<size_t>(3 * n));
    std::vector<int> offered;
    const std::vector<int> empires = {empire_id("PHO"), empire_id("ASY"), empire_id("EGY"), empire_id("GRE")};
    auto s = play_setup(n, 11, empires, &offered);
    DawnState& S = *s;
    // Each chooser may take any free start position: n, n-1, ..., 1.
    std::vector<int> want;
    for (int k = n; k >= 1; --k) want.push_back(k);
    CHECK(offered == want);
    int down = 0;
    for (int h = 0; h < kHexes; ++h) down += !S.face_up(h);
    CHECK(down == kHexes - 3 * n);  // 16 with 3 players, 13 with 4
    std::set<int> positions;
    for (int p = 0; p < n; ++p) {
      const int pos = S.start_pos(p);
      positions.insert(pos);
      const int c = M.start_corner[pos];
      CHECK(S.town_owner(c) == p);
      CHECK(S.town_size(c) == 1);
      std::multiset<int> laid, own(kEmpireInfo[S.empire(p)].tiles, kEmpireInfo[S.empire(p)].tiles + 3);
      for (int k = 0; k < 3; ++k) {
        CHECK(S.face_up(M.start_hex[pos][k]));
        laid.insert(S.tile_at(M.start_hex[pos][k]));
      }
      CHECK(laid == own);
    }
    CHECK(positions.size() == static_cast<size_t>(n));
    invariants(S);
  }
}

TEST_CASE("dawn 3: the 3- and 4-player maps, start positions and face-down hexes of the data file (§1.3)",
          "[dawn][rulebook]") {
  using QR = std::pair<int, int>;
  struct Start {
    const char* code;
    std::set<QR> hexes;
    int q, r, ns;  // start corner (q, r, N=0 / S=1)
  };
  struct Spec {
    int n;
    std::set<QR> down;
    std::vector<Start> starts;
  };
  const Spec specs[] = {
      {3,
       {{0, -2},
        {1, -2},
        {2, -2},
        {0, -1},
        {1, -1},
        {-2, 0},
        {-1, 0},
        {0, 0},
        {1, 0},
        {2, 0},
        {-2, 1},
        {-1, 1},
        {0, 1},
        {1, 1},
        {-2, 2},
        {0, 2}},
       {{"NE", {{3, -2}, {2, -1}, {3, -1}}, 3, -2, 1},
        {"S", {{-1, 2}, {-2, 3}, {-1, 3}}, -1, 2, 1},
        {"NW", {{-1, -2}, {-2, -1}, {-1, -1}}, -1, -2, 1}}},
      {4,
       {{-1, -1},
        {0, -1},
        {1, -1},
        {2, -1},
        {-2, 0},
        {-1, 0},
        {0, 0},
        {1, 0},
        {2, 0},
        {-2, 1},
        {-1, 1},
        {0, 1},
        {1, 1}},
       {{"NW", {{-2, -2}, {-1, -2}, {-2, -1}}, -2, -1, 0},
        {"NE", {{3, -2}, {4, -2}, {3, -1}}, 3, -1, 0},
        {"SW", {{-3, 1}, {-4, 2}, {-3, 2}}, -3, 1, 1},
        {"SE", {{2, 1}, {1, 2}, {2, 2}}, 2, 1, 1}}},
  };
  for (const Spec& sp : specs) {
    const int n = sp.n;
    INFO(n << " players");
    const LayoutInfo& L = layout(n);
    const MapTables& M = map_tables(n);
    const auto qr = [&](int h) { return QR{L.hex[h][0], L.hex[h][1]}; };
    // 16 / 13 face-down hexes; with the 3 / 4 starts of 3 hexes, 25 in all.
    CHECK(sp.down.size() == static_cast<size_t>(kHexes - 3 * n));
    std::set<QR> want = sp.down, have;
    for (const Start& st : sp.starts) want.insert(st.hexes.begin(), st.hexes.end());
    REQUIRE(want.size() == 25u);
    for (int h = 0; h < kHexes; ++h) have.insert(qr(h));
    CHECK(have == want);
    REQUIRE(L.starts == static_cast<int>(sp.starts.size()));
    for (int i = 0; i < L.starts; ++i) {
      const Start& st = sp.starts[static_cast<size_t>(i)];
      INFO("start " << st.code);
      CHECK(std::string(L.start[i].code) == st.code);
      std::set<QR> hs;
      for (int k = 0; k < 3; ++k) hs.insert(qr(M.start_hex[i][k]));
      CHECK(hs == st.hexes);
      const int c = M.start_corner[i];
      CHECK(M.corner_qr[c][0] == st.q);
      CHECK(M.corner_qr[c][1] == st.r);
      CHECK(M.corner_qr[c][2] == st.ns);
    }
    // After the setup exactly the data file's face-down hexes are face down.
    auto s = play_setup(n, 9, {empire_id("GRE"), empire_id("EGY"), empire_id("PHO"), empire_id("ASY")});
    std::set<QR> down;
    for (int h = 0; h < kHexes; ++h)
      if (!s->face_up(h)) down.insert(qr(h));
    CHECK(down == sp.down);
  }
}

TEST_CASE("dawn 3: the Phoenicians' and Assyrians' start bonus is their 3 tiles' exploration bonus",
          "[dawn][rulebook]") {
  // Phoenicians: OCN1 OCN2 FOR1 = ocean + ocean + forest; Assyrians: MTN1 HIL2 FOR2.
  for (int n = 2; n <= 4; ++n) {
    const int pho = empire_id("PHO"), asy = empire_id("ASY");
    auto s = play_setup(n, 5, {pho, asy, empire_id("GRE"), empire_id("EGY")});
    DawnState& S = *s;
    for (int p = 0; p < n; ++p) {
      const int e = S.empire(p);
      if (e != pho && e != asy) continue;
      int want[kResCount] = {};
      for (int k = 0; k < 3; ++k)
        for (int r = 0; r < kResCount; ++r) want[r] += kBonus[kTileInfo[kEmpireInfo[e].tiles[k]].terrain][r];
      INFO(n << " players, " << kEmpireInfo[e].name_en);
      for (int r = 0; r < kResCount; ++r) CHECK(S.res(p, r) == want[r]);
      if (e == pho) {  // 1f 1p + 1f 1p + 1f 1m 1s
        CHECK(S.res(p, kFood) == 3);
        CHECK(S.res(p, kProd) == 2);
        CHECK(S.res(p, kMoney) == 1);
        CHECK(S.res(p, kScience) == 1);
      } else {  // 2f 1s + 1f 1p 1m + 1f 1m 1s
        CHECK(S.res(p, kFood) == 4);
        CHECK(S.res(p, kProd) == 1);
        CHECK(S.res(p, kMoney) == 2);
        CHECK(S.res(p, kScience) == 2);
      }
      CHECK(S.res(p, kWealth) == 0);
    }
  }
}

// ---- 4 Rondel ----

TEST_CASE("dawn 4: Monarchy: an arbitrary number of extra steps, the full circle back to the same space included",
          "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  std::vector<Action> l;
  A::begin_turn(S, 0, kSpHarvest);
  // Without Monarchy the marker never ends where it started.
  A::set_res(S, 0, kMoney, 8);
  CHECK_FALSE(legal(S, rondel(kSpHarvest)));
  CHECK(en(S.why_illegal(rondel(kSpHarvest))) == "You may not end where you started.");
  // With Monarchy 6 steps (2 free, 4 paid) bring it round onto Harvest again.
  A::give_tech(S, 0, kMonarchy);
  A::set_res(S, 0, kMoney, 3);
  CHECK_FALSE(legal(S, rondel(kSpHarvest)));
  CHECK(en(S.why_illegal(rondel(kSpHarvest))) ==
        "With Monarchy each extra step costs 1 money: 6 steps need 4, you have 3.");
  A::set_res(S, 0, kMoney, 4);
  S.legal_actions(l);
  CHECK(l.size() == 6);  // every space: 1 to 6 steps
  REQUIRE(legal(S, rondel(kSpHarvest)));
  CHECK(S.action_label(rondel(kSpHarvest)) == "Move on the rondel all the way round to Harvest (4 money)");
  CHECK(S.action_label(rondel(kSpHarvest), Lang::De) == "Zieht auf dem Rondell ganz herum zu Ernte (4 Geld)");
  CHECK(S.button_label(rondel(kSpHarvest), Lang::De) == "Auf dem Rondell ganz herum ziehen zu Ernte (4 Geld)");
  CHECK(S.action_label(rondel(kSpHarvest + 2)).rfind("Move on the rondel to ", 0) == 0);  // 2 free steps
  act(S, rondel(kSpHarvest));
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.rondel(0) == kSpHarvest);
  CHECK(S.decision() == DawnState::kDecAction);
  CHECK(legal(S, kHarvestA));
  invariants(S);
}

// ---- 4.1.4 Pay upkeep ----

TEST_CASE("dawn 4.1.4: a town whose last hut goes back to the track vanishes", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int big = corner(S, 0, 0, 0), small = corner(S, 1, 0, 1);
  A::set_town(S, big, 0, 2);
  A::set_town(S, small, 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1), hex(S, 1, 0), hex(S, 0, 1), hex(S, 1, 1)})
    A::set_warriors(S, 1, h, 1);    // Blue holds every tile: no cubes
  CHECK(S.town_upkeep_of(0) == 1);  // 3 huts: 1 food
  A::set_res(S, 0, kFood, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  REQUIRE(S.decision() == DawnState::kDecUpkeepFood);
  act(S, make_action(kActRemoveHut, static_cast<uint32_t>(small)));  // 2 huts: 0 food
  CHECK(S.town_owner(small) == -1);
  CHECK(S.town_size(small) == 0);
  CHECK(S.town_size(big) == 2);
  CHECK(S.huts_on_map(0) == 2);
  CHECK(S.legal_town_corner(small));  // the corner is free again
  CHECK(S.res(0, kFood) == 0);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 4.1.4: short of money, a warrior on the map goes back to the track", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
  const int P = hex(S, -2, 1), Q = hex(S, -2, 2);
  A::set_warriors(S, 0, P, 2);
  A::set_warriors(S, 0, Q, 1);
  CHECK(S.own_track(0) == 4);
  CHECK(S.military_upkeep_of(0) == 2);  // 3 spaces uncovered: the third shows 2
  A::set_res(S, 0, kMoney, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
  act(S, make_action(kActRemoveWarrior, static_cast<uint32_t>(P)));  // 5 on the track: 1 money
  CHECK(S.warriors(0, P) == 1);
  CHECK(S.warriors(0, Q) == 1);
  CHECK(S.own_track(0) == 5);
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 4.1.4: short of money, a turn conversion raises it before any warrior goes back", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
  const int P = hex(S, -2, 1), Q = hex(S, -2, 2);
  A::set_warriors(S, 0, P, 2);
  A::set_warriors(S, 0, Q, 1);
  CHECK(S.military_upkeep_of(0) == 2);
  A::give_tech(S, 0, kCurrency);  // 2 wealth to 3 money
  A::set_res(S, 0, kWealth, 2);
  A::set_res(S, 0, kMoney, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  act(S, kEndConvert);  // the wealth is kept past the convert step
  REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
  CHECK(legal(S, make_action(kActRemoveWarrior, static_cast<uint32_t>(P))));
  CHECK(legal(S, convert(0)));
  // The upkeep is checked again after the conversion: 4 money pay the 2, nothing goes back.
  act(S, convert(0));
  CHECK(S.res(0, kMoney) == 2);
  CHECK(S.warriors(0, P) == 2);
  CHECK(S.warriors(0, Q) == 1);
  CHECK(S.own_track(0) == 4);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 4.1.4: short of money with one warrior to return, the seat still chooses: convert or return",
          "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
  const int P = hex(S, -2, 1);
  A::set_warriors(S, 0, P, 1);
  A::set_enslaved(S, 1, 0, 2);  // 4 on Red's track: 3 uncovered: 2 money
  CHECK(S.military_upkeep_of(0) == 2);
  A::give_wonder(S, 0, kTombOfMidas);  // 1 wealth to 2 money
  A::set_res(S, 0, kWealth, 1);
  A::set_res(S, 0, kMoney, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  act(S, kEndConvert);
  REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(l.size() == 2);  // Tomb of Midas or the warrior: nothing is returned by itself
  act(S, make_action(kActConvert, 3));
  CHECK(S.res(0, kMoney) == 0);  // 2 money paid the upkeep
  CHECK(S.warriors(0, P) == 1);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 4.1.4: short of money with nothing to return, turn conversions pay before anything is forgiven",
          "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
  A::set_enslaved(S, 1, 0, 3);  // 4 left on Red's track: 2 money
  CHECK(S.military_upkeep_of(0) == 2);
  A::give_tech(S, 0, kMerchants);  // 1 food to 1 money
  A::set_res(S, 0, kFood, 1);
  A::set_res(S, 0, kMoney, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  act(S, kEndConvert);
  // The only way to pay is Merchants: it is used, and the upkeep is paid in full.
  CHECK(S.res(0, kFood) == 0);
  CHECK(S.res(0, kMoney) == 0);
  CHECK(S.active() == 1);
  invariants(S);
}

// ---- 4.3 Recruit ----

TEST_CASE("dawn 4.3: Barracks recruits a warrior after a release, never a second release", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0);
  A::set_terrain(S, X, kPlains);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_enslaved(S, 1, 0, 2);
  A::set_res(S, 0, kProd, 3);
  A::give_improvement(S, 0, kBarracks);
  A::begin_turn(S, 0);
  act(S, rondel(kSpRecruit));
  act(S, release(1));
  CHECK(S.enslaved(1, 0) == 1);
  CHECK(S.own_track(0) == 6);
  CHECK(S.res(1, kProd) == 1);  // the production goes to the captor
  REQUIRE(S.decision() == DawnState::kDecRecruit2);
  CHECK_FALSE(legal(S, release(1)));  // "you may not free two enslaved warriors"
  CHECK_FALSE(legal(S, recruit_s(X)));
  act(S, recruit_w(X));
  CHECK(S.warriors(0, X) == 1);
  CHECK(S.own_track(0) == 5);
  CHECK(S.enslaved(1, 0) == 1);
  CHECK(S.res(0, kProd) == 1);
  CHECK(S.active() == 1);
  invariants(S);
}

TEST_CASE("dawn 4.3: warriors you enslaved cannot be recruited", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0);
  A::set_terrain(S, X, kPlains);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_warriors(S, 0, hex(S, -2, 2), 7);  // every own warrior on the map
  A::set_enslaved(S, 0, 1, 2);              // 2 of Blue's on Red's track
  CHECK(S.own_track(0) == 0);
  CHECK(S.track_pieces(0) == 2);
  A::set_res(S, 0, 4, 3, 0, 0, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpRecruit));
  CHECK_FALSE(legal(S, recruit_w(X)));
  CHECK(legal(S, recruit_s(X)));
  // One own warrior back on the track can be recruited.
  A::set_warriors(S, 0, hex(S, -2, 2), 6);
  CHECK(legal(S, recruit_w(X)));
  act(S, recruit_w(X));
  CHECK(S.warriors(0, X) == 1);
  CHECK(S.own_track(0) == 0);
  CHECK(S.enslaved(0, 1) == 2);
}

TEST_CASE("dawn 4.3/5: a settler recruited onto rival units fights: a warrior kills it, a settler dies with it",
          "[dawn][rulebook]") {
  auto setup = [](bool warrior) {
    auto s = make(2);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    A::set_terrain(S, X, kPlains);
    A::set_town(S, corner(S, 0, 0, 0), 0, 1);
    if (warrior)
      A::set_warriors(S, 1, X, 1);
    else
      A::set_settlers(S, 1, X, 1);
    A::set_res(S, 0, 4, 2, 0, 0, 0);
    A::begin_turn(S, 0);
    act(S, rondel(kSpRecruit));
    act(S, recruit_s(X));
    return s;
  };
  {
    auto s = setup(true);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    CHECK(S.settlers(0, X) == 0);  // killed: back to the board
    CHECK(S.settlers_on_map(0) == 0);
    CHECK(S.warriors(1, X) == 1);
    CHECK(S.xp(0) == 0);
    CHECK(S.xp(1) == 0);
    CHECK(S.res(0, kProd) == 1);  // the recruit was paid
    CHECK(S.res(0, kFood) == 4 - kEmpireInfo[S.empire(0)].settler_cost);
    CHECK(S.active() == 1);
    invariants(S);
  }
  {
    auto s = setup(false);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    CHECK(S.settlers(0, X) == 0);
    CHECK(S.settlers(1, X) == 0);
    CHECK(S.occupant(X) == -1);
    CHECK(S.active() == 1);
    invariants(S);
  }
}

// ---- 4.4 Move: Horseback Riding and Military Tactics ----

TEST_CASE("dawn 4.4: Horseback Riding: no second move after an ocean step or a fight", "[dawn][rulebook]") {
  {
    auto s = make(2);
    DawnState& S = *s;
    const int a = hex(S, -1, 0), b = hex(S, 0, 0), c = hex(S, 1, 0);
    A::set_terrain(S, a, kPlains);
    A::set_terrain(S, b, kOcean);
    A::set_terrain(S, c, kPlains);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_warriors(S, 0, a, 1);
    A::give_tech(S, 0, kHorsebackRiding);
    A::give_tech(S, 0, kSailing);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(a, 1));
    act(S, step(b));
    CHECK(S.warriors(0, b) == 1);
    CHECK(S.active() == 1);  // the Move is over
    CHECK(S.decision() == DawnState::kDecRondel);
  }
  {
    auto s = make(2);
    DawnState& S = *s;
    const int a = hex(S, -1, 0), b = hex(S, 0, 0), c = hex(S, 1, 0);
    for (int h : {a, b, c}) A::set_terrain(S, h, kGrass);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_warriors(S, 0, a, 2);
    A::set_warriors(S, 1, b, 1);
    A::give_tech(S, 0, kHorsebackRiding);
    A::give_tech(S, 0, kIronWorking);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(a, 2));
    act(S, step(b));  // Iron Working: Blue's warrior dies first, Red keeps both
    CHECK(S.warriors(0, b) == 2);
    CHECK(S.warriors(1, b) == 0);
    CHECK(S.xp(0) == 1);
    CHECK(S.active() == 1);
    CHECK(S.decision() == DawnState::kDecRondel);
  }
}

TEST_CASE("dawn 4.4: Horseback Riding: the second move may be a raid or a new town", "[dawn][rulebook]") {
  // a = (-1,0), b = (0,0); the corner (1,-1,S) touches b, not a.
  {
    auto s = make(2);
    DawnState& S = *s;
    const int a = hex(S, -1, 0), b = hex(S, 0, 0);
    const int c = corner(S, 1, -1, 1);
    A::set_terrain(S, a, kPlains);
    A::set_terrain(S, b, kGrass);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_town(S, c, 1, 1);
    A::set_res(S, 1, 0, 0, 0, 3, 0);
    A::set_warriors(S, 0, a, 2);
    A::give_tech(S, 0, kHorsebackRiding);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(a, 2));
    CHECK_FALSE(legal(S, raid_at(c)));
    act(S, step(b));
    REQUIRE(S.decision() == DawnState::kDecMoveOpt2);
    act(S, raid_at(c));
    act(S, make_action(kActPlunder, kMoney));
    CHECK(S.warriors(0, b) == 1);  // one warrior went back to the track
    CHECK(S.own_track(0) == 6);
    CHECK(S.res(0, kMoney) == 2);
    CHECK(S.res(1, kMoney) == 1);
    CHECK(S.active() == 1);
  }
  {
    auto s = make(2);
    DawnState& S = *s;
    const int a = hex(S, -1, 0), b = hex(S, 0, 0);
    const int c = corner(S, 1, -1, 1);  // tiles (1,-1) (0,0) (1,0)
    A::set_terrain(S, a, kPlains);
    A::set_terrain(S, b, kGrass);
    A::set_terrain(S, hex(S, 1, -1), kForest);
    A::set_terrain(S, hex(S, 1, 0), kHills);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_settlers(S, 0, a, 1);
    A::give_tech(S, 0, kHorsebackRiding);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(a, 0, 1));
    CHECK_FALSE(legal(S, found_at(c)));
    act(S, step(b));
    REQUIRE(S.decision() == DawnState::kDecMoveOpt2);
    act(S, found_at(c));
    CHECK(S.town_owner(c) == 0);
    CHECK(S.town_size(c) == 1);
    CHECK(S.settlers_on_map(0) == 0);
    CHECK(S.huts_on_map(0) == 2);
    CHECK(S.active() == 1);
    invariants(S);
  }
}

TEST_CASE("dawn 4.4: Horseback Riding with Military Tactics: two stacks twice, one raid or town in all",
          "[dawn][rulebook]") {
  // Stack 1: (-1,0) -> (0,0) -> (1,0); stack 2: (-1,1) -> (0,1) -> (1,1).
  const auto board = [](DawnState& S) {
    for (int h : {hex(S, -1, 0), hex(S, 0, 0), hex(S, 1, 0), hex(S, -1, 1), hex(S, 0, 1), hex(S, 1, 1)})
      A::set_terrain(S, h, h % 2 ? kPlains : kForest);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_warriors(S, 0, hex(S, -1, 0), 2);
    A::set_warriors(S, 0, hex(S, -1, 1), 2);
    A::give_tech(S, 0, kHorsebackRiding);
    A::give_tech(S, 0, kMilitaryTactics);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
  };
  {
    auto s = make(2);
    DawnState& S = *s;
    board(S);
    act(S, stack(hex(S, -1, 0), 2));
    act(S, step(hex(S, 0, 0)));
    REQUIRE(S.decision() == DawnState::kDecMoveOpt2);
    act(S, step(hex(S, 1, 0)));
    REQUIRE(S.decision() == DawnState::kDecStack2);
    act(S, stack(hex(S, -1, 1), 2));
    act(S, step(hex(S, 0, 1)));
    REQUIRE(S.decision() == DawnState::kDecMoveOpt2);
    act(S, step(hex(S, 1, 1)));
    CHECK(S.warriors(0, hex(S, 1, 0)) == 2);
    CHECK(S.warriors(0, hex(S, 1, 1)) == 2);
    CHECK(S.active() == 1);
  }
  {
    auto s = make(2);
    DawnState& S = *s;
    const int c1 = corner(S, 1, -1, 1);  // touches (0,0), not (-1,0)
    const int c2 = corner(S, 0, 1, 1);   // touches (0,1), not (-1,1)
    A::set_town(S, c1, 1, 1);
    A::set_town(S, c2, 1, 1);
    A::set_res(S, 1, 4, 0, 0, 0, 0);
    board(S);
    act(S, stack(hex(S, -1, 0), 2));
    act(S, step(hex(S, 0, 0)));
    act(S, raid_at(c1));
    act(S, make_action(kActPlunder, kFood));
    REQUIRE(S.decision() == DawnState::kDecStack2);
    act(S, stack(hex(S, -1, 1), 2));
    act(S, step(hex(S, 0, 1)));
    REQUIRE(S.decision() == DawnState::kDecMoveOpt2);  // the second stack still moves twice
    CHECK_FALSE(legal(S, raid_at(c2)));
    CHECK(en(S.why_illegal(raid_at(c2))) == "Only one raid or new town per Move action.");
    CHECK(legal(S, step(hex(S, 1, 1))));
    CHECK(S.res(1, kFood) == 2);
  }
}

// ---- 4.5 Explore ----

TEST_CASE("dawn 4.5: the Spirit of Mars explores like a warrior; settlers do not explore", "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0), Z = hex(S, -1, 0);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, Y, kHills, false);
  A::set_terrain(S, Z, kMountains, false);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::give_wonder(S, 0, kTempleOfMars);
  A::set_spirit(S, X);
  // A settler next to Z (and to X): (-1,1) touches Z = (-1,0).
  A::set_settlers(S, 0, hex(S, -2, 1), 1);
  CHECK(S.warriors(0, X) == 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMoveExplore));
  CHECK(legal(S, explore(Y)));
  CHECK(legal(S, explore(Z)));  // Z touches the Spirit's tile too
  const int far = hex(S, -3, 2);
  A::set_terrain(S, far, kForest, false);  // touches only the settler's tile
  CHECK_FALSE(legal(S, explore(far)));
  CHECK(en(S.why_illegal(explore(far))) == "You may only explore tiles next to your warriors.");
  act(S, explore(Y));
  CHECK(S.face_up(Y));
  CHECK(S.terrain_at(Y) == kHills);
  CHECK(S.res(0, kFood) == 1);
  CHECK(S.res(0, kProd) == 1);
  CHECK(S.res(0, kMoney) == 1);
  // A warrior on the settler's tile lets it be explored.
  A::set_warriors(S, 0, hex(S, -2, 1), 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMoveExplore));
  CHECK(legal(S, explore(far)));
}

// ---- 5 Combat: raids, the Spirit of Mars ----

TEST_CASE("dawn 5.3: plunder takes up to 2, never more than the victim has", "[dawn][rulebook]") {
  for (int has : {0, 1, 2, 5}) {
    auto s = make(2);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    A::set_terrain(S, X, kPlains);
    A::set_town(S, corner(S, -3, 1, 1), 0, 1);
    A::set_town(S, corner(S, 0, 0, 1), 1, 1);
    A::set_warriors(S, 0, X, 1);
    A::set_res(S, 0, kScience, 1);
    A::set_res(S, 1, kScience, has);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(X, 1));
    act(S, raid_at(corner(S, 0, 0, 1)));
    act(S, make_action(kActPlunder, kScience));
    INFO("the victim has " << has);
    const int taken = has < 2 ? has : 2;
    CHECK(S.res(1, kScience) == has - taken);
    CHECK(S.res(0, kScience) == 1 + taken);
    CHECK(S.active() == 1);
    invariants(S);
  }
}

// 5.3: "take 1 enemy warrior from his military upkeep track to yours if the
// opponent military upkeep track is not empty". Rules 3: any piece on the
// track fills it, and the raider takes the piece of its choice (NOTES.md,
// interpretation 15); rules 1-2 (older records) needed one of the victim's own.
TEST_CASE("dawn 5.3: enslaving with a track of captives only: the raider takes a captive (rules 3)",
          "[dawn][rulebook]") {
  // 3 players: Blue's track holds only warriors Blue enslaved (2 of Green's,
  // 1 of Red's), its own 7 are on the map (or 6, one on its track).
  const auto setup = [](int blue_on_track, uint32_t rules) {
    auto s = make(3, 1, true, rules);
    DawnState& S = *s;
    const int X = hex(S, 0, 0);
    A::set_terrain(S, X, kPlains);
    A::set_town(S, corner(S, 0, 0, 1), 1, 1);  // Blue's town at a corner of X
    A::set_warriors(S, 1, hex(S, 2, -2), 7 - blue_on_track);
    A::set_enslaved(S, 1, 2, 2);
    A::set_enslaved(S, 1, 0, 1);
    A::set_warriors(S, 0, X, 1);
    A::begin_turn(S, 0);
    act(S, rondel(kSpMove));
    act(S, stack(X, 1));
    act(S, make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 1))));
    REQUIRE(S.decision() == DawnState::kDecRaid);
    return s;
  };
  const Action own = make_action(kActEnslave), red = make_action(kActEnslave, 1), green = make_action(kActEnslave, 3),
               blue = make_action(kActEnslave, 2);
  {  // rules 3, only captives on Blue's track: enslaving is offered, a captive of the raider's choice
    auto s = setup(0, DawnState::kRulesLatest);
    DawnState& S = *s;
    CHECK(S.own_track(1) == 0);
    CHECK(S.track_pieces(1) == 3);
    CHECK_FALSE(legal(S, own));
    CHECK(en(S.why_illegal(own)) == "Player 2 has no warrior of their own on the military track.");
    CHECK(legal(S, red));
    CHECK(legal(S, green));
    CHECK_FALSE(legal(S, blue));  // Blue holds no warrior of its own
    CHECK(en(S.why_illegal(blue)) == "Player 2 holds no enslaved warrior of player 2.");
    CHECK(S.action_label(green) == "Take the enslaved warrior of Player 3");
    CHECK(S.action_label(red) == "Take back your enslaved warrior");
    CHECK(S.action_label(red, Lang::De) == "Holt den eigenen versklavten Krieger zurück");
    CHECK(legal(S, make_action(kActPlunder, kFood)));
    const int red_track = S.own_track(0);  // the raid's returned warrior is on it
    DawnState T = S;
    // Green's warrior: now Red holds it.
    act(S, green);
    CHECK(S.enslaved(1, 2) == 1);
    CHECK(S.enslaved(0, 2) == 1);
    CHECK(S.enslaved(1, 0) == 1);
    CHECK(S.own_track(0) == red_track);
    CHECK(S.track_pieces(0) == red_track + 1);
    invariants(S);
    // Red's own warrior: home to Red's track, free.
    act(T, red);
    CHECK(T.enslaved(1, 0) == 0);
    CHECK(T.own_track(0) == red_track + 1);
    CHECK(T.enslaved(1, 2) == 2);
    CHECK(T.enslaved(0, 2) == 0);
    invariants(T);
  }
  {  // rules 3, Blue has one of its own there too: every piece may be taken
    auto s = setup(1, DawnState::kRulesLatest);
    DawnState& S = *s;
    CHECK(legal(S, own));
    CHECK(legal(S, red));
    CHECK(legal(S, green));
    act(S, own);
    CHECK(S.enslaved(0, 1) == 1);  // Blue's own warrior
    CHECK(S.own_track(1) == 0);
    CHECK(S.enslaved(1, 2) == 2);  // what Blue holds stays with Blue
    CHECK(S.enslaved(1, 0) == 1);
    invariants(S);
  }
  {  // rules 2 (older records): only one of the victim's own warriors counts
    auto s = setup(0, 2);
    DawnState& S = *s;
    CHECK(S.track_pieces(1) == 3);
    CHECK_FALSE(legal(S, own));
    CHECK_FALSE(legal(S, red));
    CHECK_FALSE(legal(S, green));
    CHECK(legal(S, make_action(kActPlunder, kFood)));
  }
  {
    auto s = setup(1, 2);
    DawnState& S = *s;
    CHECK_FALSE(legal(S, green));
    act(S, own);
    CHECK(S.enslaved(0, 1) == 1);
    CHECK(S.enslaved(1, 2) == 2);
    invariants(S);
  }
}

// 5.1: "you are allowed but not forced to return legends to warrior upkeep
// track instead of returning warriors from the map". Rules 3: a seat short of
// money with no warrior on the map is asked, and may keep its legends.
TEST_CASE("dawn 5.1: a legend is never returned without asking (rules 3)", "[dawn][rulebook]") {
  const auto setup = [](uint32_t rules, bool warrior_on_map) {
    auto s = make(2, 1, true, rules);
    DawnState& S = *s;
    A::set_town(S, corner(S, 0, 0, 0), 0, 1);
    for (int h : {hex(S, 0, 0), hex(S, 0, -1), hex(S, 1, -1)}) A::set_warriors(S, 1, h, 1);
    A::set_enslaved(S, 1, 0, 3);
    A::set_legends(S, 0, 1);  // 3 left on Red's track: 4 uncovered: 3 money
    if (warrior_on_map) A::set_warriors(S, 0, hex(S, -3, 1), 1);
    A::set_res(S, 0, kMoney, 1);
    A::begin_turn(S, 0);
    act(S, rondel(kSpHarvest));
    act(S, kHarvestA);
    return s;
  };
  const Action keep = make_action(kActKeepLegends), give = make_action(kActRemoveLegend);
  {
    auto s = setup(DawnState::kRulesLatest, false);
    DawnState& S = *s;
    CHECK(S.military_upkeep_of(0) == 3);
    REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
    CHECK(S.current_player() == 0);
    std::vector<Action> l;
    S.legal_actions(l);
    CHECK(l == std::vector<Action>{give, keep});
    CHECK(S.action_label(keep) == "Upkeep: keep the legends and pay the money there is");
    CHECK(S.action_label(keep, Lang::De) == "Unterhalt: behält die Legenden und zahlt das Geld, das da ist");
    DawnState T = S;
    act(S, keep);  // all the money goes, the legend stays
    CHECK(S.legends(0) == 1);
    CHECK(S.res(0, kMoney) == 0);
    CHECK(S.active() == 1);
    invariants(S);
    act(T, give);  // 2 money upkeep now, 1 in hand: the seat is asked no more (nothing left)
    CHECK(T.legends(0) == 0);
    CHECK(T.res(0, kMoney) == 0);
    CHECK(T.active() == 1);
    invariants(T);
  }
  {  // a warrior on the map: a piece must go back, the warrior or the legend
    auto s = setup(DawnState::kRulesLatest, true);
    DawnState& S = *s;
    REQUIRE(S.decision() == DawnState::kDecUpkeepMoney);
    CHECK_FALSE(legal(S, keep));
    CHECK(en(S.why_illegal(keep)) == "You still have warriors on the map: return a warrior or a legend.");
    CHECK(legal(S, give));
    CHECK(legal(S, make_action(kActRemoveWarrior, static_cast<uint32_t>(hex(S, -3, 1)))));
  }
  {  // rules 2 (older records): the legend went back by itself
    auto s = setup(2, false);
    DawnState& S = *s;
    CHECK(S.legends(0) == 0);
    CHECK(S.active() == 1);
    CHECK_FALSE(legal(S, keep));
  }
}

TEST_CASE("dawn 5.2/5.3: the Spirit of Mars counts toward Walls' two warriors; it stays when one returns",
          "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0);
  const int c = corner(S, 0, 0, 1);
  A::set_terrain(S, X, kPlains);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::set_town(S, c, 1, 1);
  A::give_improvement(S, 1, kWalls);
  A::give_wonder(S, 0, kTempleOfMars);
  A::set_spirit(S, X);
  A::set_warriors(S, 0, X, 1);
  A::set_res(S, 1, 3, 0, 0, 0, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1, 0, 0));
  CHECK_FALSE(legal(S, raid_at(c)));  // one warrior alone against Walls
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1, 0, 1));
  act(S, raid_at(c));
  CHECK(S.warriors(0, X) == 0);  // the ordinary warrior went back
  CHECK(S.own_track(0) == 7);
  CHECK(S.spirit_hex() == X);
  act(S, make_action(kActPlunder, kFood));
  CHECK(S.res(0, kFood) == 2);
  CHECK(S.res(1, kFood) == 1);
  invariants(S);
}

TEST_CASE("dawn 5.2: the Spirit of Mars dies with no non-hostile tile by its owner's towns: it leaves the game",
          "[dawn][rulebook]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0);
  for (int h : {X, Y, hex(S, 0, 1), hex(S, 1, 1)}) A::set_terrain(S, h, h == X ? kPlains : kGrass);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_town(S, corner(S, 1, 0, 1), 1, 1);  // Blue's only town: tiles (1,0) (0,1) (1,1)
  A::give_wonder(S, 1, kTempleOfMars);
  A::set_spirit(S, Y);
  A::set_warriors(S, 0, hex(S, 0, 1), 1);
  A::set_settlers(S, 0, hex(S, 1, 1), 1);
  A::set_warriors(S, 0, X, 1);
  A::give_tech(S, 0, kIronWorking);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1));
  act(S, step(Y));  // the Spirit dies; Red's warrior survives (Iron Working)
  CHECK(S.warriors(0, Y) == 1);
  CHECK(S.xp(0) == 1);  // experience for killing the Spirit
  CHECK(S.spirit_state() == kSpiritGone);
  CHECK(S.spirit_hex() == -1);
  CHECK(S.active() == 1);  // no placement decision
  CHECK(S.decision() == DawnState::kDecRondel);
  invariants(S);
}

// ---- 6 End of the game ----

TEST_CASE("dawn 6: a defender's experience reaching 20 in another player's turn ends the game", "[dawn][rulebook]") {
  auto s = make(3);
  DawnState& S = *s;
  A::seat_order(S);  // turns in seat order: 0, 1, 2
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, Y, kGrass);
  for (int p = 0; p < 3; ++p) A::set_town(S, S.map().start_corner[p], p, 1);
  A::set_xp(S, 1, 19);
  A::set_warriors(S, 0, X, 1);
  A::set_warriors(S, 1, Y, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  act(S, stack(X, 1));
  act(S, step(Y));  // both die: each gains 1 experience, Blue reaches 20
  CHECK(S.xp(1) == 20);
  CHECK(S.xp(0) == 1);
  CHECK(S.end_triggered());
  CHECK(S.final_turns_left() == 3);
  // Each player one more turn: 1, 2, then 0 (whose turn it was).
  for (int p : {1, 2, 0}) {
    REQUIRE_FALSE(S.terminal());
    CHECK(S.active() == p);
    act(S, rondel(kSpHarvest));
    act(S, kSkip);
  }
  CHECK(S.terminal());
}

TEST_CASE("dawn 6: a trigger in the final round changes nothing", "[dawn][rulebook]") {
  auto s = make(3);
  DawnState& S = *s;
  A::seat_order(S);  // turns in seat order: 0, 1, 2
  for (int p = 0; p < 3; ++p) A::set_town(S, S.map().start_corner[p], p, 1);
  // Seat 2 has 11 technologies (3 green, 3 blue, 3 yellow, 2 red) and the science for a 12th.
  for (int t : {kAgriculture, kHarbors, kIrrigation, kMasonry, kPottery, kWriting, kCodeOfLaws, kMonarchy, kMysticism,
                kMilitia, kSailing})
    A::give_tech(S, 2, t);
  A::set_res(S, 2, kScience, 8);
  A::set_xp(S, 1, 20);
  A::begin_turn(S, 1);
  act(S, rondel(kSpHarvest));
  act(S, kSkip);  // seat 1's turn ends with 20 XP: every seat one more turn (2, 0, 1)
  REQUIRE(S.final_turns_left() == 3);
  REQUIRE(S.active() == 2);
  act(S, rondel(kSpResearch));
  act(S, research(kIronWorking));  // 12 technologies: a second trigger
  CHECK(S.tech_count(2) == 12);
  CHECK(S.final_turns_left() == 2);
  CHECK(S.active() == 0);
  act(S, rondel(kSpHarvest));
  act(S, kSkip);
  CHECK(S.final_turns_left() == 1);
  CHECK(S.active() == 1);
  act(S, rondel(kSpResearch));
  act(S, kSkip);
  CHECK(S.terminal());
}
