// Rise of Empires: why_illegal gives the rule that forbids an action (one test
// per reason, with the exact English text), nothing for legal actions, and
// only public information.
#include <set>

#include "core/messages.h"
#include "rise_test_util.h"

using namespace emp;
using namespace emp::rise;
using namespace emp::rise_test;

namespace {

// The English reason for an illegal action; German must render completely too.
std::string why(const RiseState& s, Action a) {
  const std::string coded = s.why_illegal(a);
  INFO("action " << a << " coded '" << coded << "'");
  CHECK_FALSE(is_legal(s, a));
  REQUIRE_FALSE(coded.empty());
  const std::string en = message_text(coded, Lang::En), de = message_text(coded, Lang::De);
  CHECK(en.find("rise.") == std::string::npos);
  CHECK(de.find("rise.") == std::string::npos);
  CHECK(en.find('\x1f') == std::string::npos);
  CHECK(de.find('\x1f') == std::string::npos);
  CHECK(en != de);
  return en;
}

std::string why_de(const RiseState& s, Action a) { return message_text(s.why_illegal(a), Lang::De); }

Action Idle(int row) { return make_action(kActIdle, static_cast<uint32_t>(row)); }
Action Ally(int q) { return make_action(kActAlly, static_cast<uint32_t>(q)); }
Action Restart() { return make_action(kActRestart); }
Action PlaceDone() { return make_action(kActPlaceDone); }
Action Skip() { return make_action(kActSkip); }
Action EndStep() { return make_action(kActEndStep); }

// A territory type on the display (the first one).
int shown_territory(const RiseState& s) {
  for (int t = 0; t < kTerritoryTypes; ++t)
    if (s.available_territory() & kTerritoryTypeMask[t]) return t;
  FAIL("no territory tile on the display");
  return -1;
}

// Every action id worth asking about in a position (legal or not).
std::vector<Action> candidates(const RiseState& s) {
  const uint32_t n = static_cast<uint32_t>(s.num_players());
  std::vector<Action> c;
  for (uint32_t t = 0; t < kProgressTypes; ++t) c.push_back(make_action(kActTakeProgress, t));
  for (uint32_t t = 0; t < kTerritoryTypes; ++t) c.push_back(make_action(kActTakeTerritory, t));
  for (uint32_t t = 0; t < kCityTiles; ++t) c.push_back(make_action(kActTakeCity, t));
  for (uint32_t t = 0; t < kEmpireTiles; ++t) c.push_back(make_action(kActTakeEmpire, t));
  for (uint32_t t = 0; t < kTradeBoxes; ++t) c.push_back(make_action(kActTrade, t));
  for (uint32_t r = 0; r < kRows; ++r) {
    c.push_back(make_action(kActIdle, r));
    for (uint32_t i = 0; i < kMaxCircles; ++i) c.push_back(make_action(kActRemoveDisc, r << 8 | i));
  }
  for (uint32_t u = 0; u <= kPayVp; ++u) c.push_back(make_action(kActPay, u));
  for (uint32_t k : {kActSkip, kActRestart, kActPlaceDone, kActBattleDone, kActEndStep}) c.push_back(make_action(k));
  for (uint32_t r = 0; r < kRegions; ++r) {
    for (uint32_t k : {1u, 2u, 6u}) c.push_back(make_action(kActPlace, r << 8 | k));
    for (uint32_t q = 0; q < n; ++q)
      for (uint32_t row = 0; row < 2; ++row) c.push_back(make_action(kActBattle, r << 16 | q << 8 | row));
  }
  for (uint32_t ty : {P1_IWP, P2_GUN, P3_ART})
    for (uint32_t r = 0; r < kRegions; ++r)
      for (uint32_t q = 0; q < n; ++q)
        for (uint32_t k : {1u, 3u}) c.push_back(make_action(kActFree, ty << 16 | r << 8 | q << 4 | k));
  for (uint32_t ty : {P1_SHB, P2_LHB, P3_CON, P1_AGR, P1_MER})
    for (uint32_t k = 1; k <= 4; ++k) c.push_back(make_action(kActFree, ty << 16 | k));
  for (uint32_t q = 0; q < n; ++q) c.push_back(make_action(kActAlly, q));
  for (uint32_t kind = 0; kind < 4; ++kind)
    for (uint32_t tile : {0u, static_cast<uint32_t>(std::max(0, s.pending_tile()))}) {
      c.push_back(make_action(kActKeep, kind << 8 | tile));
      c.push_back(make_action(kActDiscard, kind << 8 | tile));
    }
  for (uint32_t i = 0; i <= n; ++i) c.push_back(make_action(kActOrder, i));
  c.push_back(0x7FFFFFF0u);
  c.push_back(0);
  return c;
}

}  // namespace

TEST_CASE("rise why: the pending decision, the A-turn main decision, trade boxes, game over", "[rise][why]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = s.current_player(), q = 1 - p;
  CHECK(s.why_illegal(Trade(2)).empty());
  CHECK(why(s, Trade(11)) == "This trade box is not used in this era.");
  CHECK(why(s, Trade(3)) == "Not enough resources (needs 3).");
  CHECK(why(s, Place(WEU, 1)) == "Cubes go onto the map with an empire tile.");
  CHECK(why(s, Battle(WEU, q, 0)) == "Battles are fought with an empire tile.");
  CHECK(why(s, Pay(kPayGold)) == "Not possible now.");
  CHECK(why(s, Skip()) == "Not possible now.");
  CHECK(why(s, EndStep()) == "Not possible now.");
  CHECK(why(s, 0x7FFFFFF0u) == "Not possible now.");
  CHECK(why(s, TakeP(P2_NAV)) == "This tile is not face up in the display.");
  CHECK(why(s, TakeC(20)) == "This tile is not face up in the display.");  // C3A1: an era-III city
  // A circle or a disc without an action while actions are possible.
  CHECK(why(s, Idle(kRowProgress)) == "Choose a tile of the Progress row in the tile display.");
  CHECK(why_de(s, Idle(kRowProgress)) == "Wähle ein Plättchen der Reihe Fortschritt in der Auslage.");
  CHECK(why(s, Remove(kRowTrade, 0)) == "Choose a tile of the Trade row in the tile display.");
  act(s, p, Trade(2));
  CHECK(why(s, Trade(2)) == "This trade box has already been used this turn.");
  CHECK(why(s, Remove(kRowTrade, 0)) == "This circle is taken.");
  // No decision of this kind now.
  CHECK(why(s, Order(0)) == "Not possible now.");
  CHECK(why(s, Keep(kKeepFood, 0)) == "Not possible now.");
  CHECK(why(s, Ally(p)) == "Not possible now.");
  // Game over.
  play_until(s, [](const RiseState&) { return false; });
  REQUIRE(s.terminal());
  CHECK(s.why_illegal(Trade(2)) == msg("error.game_over"));
  CHECK(message_text(s.why_illegal(Trade(2)), Lang::En) == "the game is over");
  CHECK(message_text(s.why_illegal(Trade(2)), Lang::De) == "das Spiel ist vorbei");
}

TEST_CASE("rise why: taking tiles (owned type, gold, wonders, empire tiles, full rows)", "[rise][why]") {
  SECTION("progress tiles") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::give_progress(s, p, P1_AGR);
    TA::show_progress(s, P1_AGR);  // the second copy
    CHECK(why(s, TakeP(P1_AGR)) == "You already have this progress tile.");
    TA::set_turn(s, 3);  // era II: era-I tiles cost 1 gold
    TA::show_progress(s, P1_IRR);
    TA::pl(s, p).gold = 0;
    CHECK(why(s, TakeP(P1_IRR)) == "Not enough gold (costs 1).");
  }
  SECTION("cities and wonders") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::box_facedown_cities(s);
    TA::show_city(s, 8);  // Pyramids
    CHECK(why(s, TakeC(8)) == "Wonders can only be built in a B turn.");
    TA::pl(s, p).gold = 3;
    CHECK(why(s, TakeC(1)) == "Not enough gold (costs 4).");  // C1A2
    TA::give_progress(s, p, P1_MAS);                          // Masonry: -1 gold
    TA::pl(s, p).gold = 2;
    CHECK(why(s, TakeC(1)) == "Not enough gold (costs 3).");
  }
  SECTION("empire tiles") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::empty_display(s, 1 - p);
    CHECK(why(s, TakeE(0)) == "This empire tile has been taken this turn.");
    CHECK(why(s, TakeT(T_PLA)) == "This tile is not face up in the display.");
  }
  SECTION("a full row") {
    auto sp = make(2);
    RiseState& s = *sp;
    for (int i = 0; i < 4; ++i) act(s, s.current_player(), TakeT(shown_territory(s)));
    CHECK(why(s, TakeT(shown_territory(s))) == "The Territory row is full.");
    CHECK(why_de(s, TakeT(shown_territory(s))) == "Die Reihe Gebiet ist voll.");
    CHECK(why(s, Idle(kRowTerritory)) == "The Territory row is full.");
    CHECK(why(s, Remove(kRowTerritory, 3)) == "This circle is taken.");
  }
}

TEST_CASE("rise why: a disc without an action (FAQ) and the circles of an A turn", "[rise][why]") {
  SECTION("nothing can be done: any row, the next circle") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::empty_display(s, 1 - p);
    TA::pl(s, p).discs = 0;
    REQUIRE(is_legal(s, Idle(kRowProgress)));
    CHECK(why(s, Remove(kRowProgress, 2)) ==
          "Discs fill the row from the right: the next one goes onto the rightmost free circle.");
    CHECK(why(s, Remove(kRowProgress, 0)) == "Discs are removed only in a B turn.");
    CHECK(why(s, Idle(7)) == "Not possible now.");
  }
  SECTION("an action is possible in another row") {
    auto sp = make(2);
    RiseState& s = *sp;
    TA::pl(s, s.current_player()).discs = 0;  // no trade box is affordable
    CHECK(why(s, Idle(kRowTrade)) ==
          "An action is still possible in another row; a disc without an action only when none is possible.");
  }
}

TEST_CASE("rise why: B turns (removal first, circles, costs, paying, the removed disc's row)", "[rise][why]") {
  auto setup = [](RiseState& s, int p, int q) {
    TA::set_turn(s, 2);
    TA::place_disc(s, kRowCity, 0, p);  // two discs to its left: costs 2
    TA::place_disc(s, kRowCity, 1, q);
    TA::place_disc(s, kRowCity, 2, q);
    TA::place_disc(s, kRowTerritory, 0, p);  // costs 0
    TA::make_current(s, p);
  };
  SECTION("choosing the disc") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = 0, q = 1;
    setup(s, p, q);
    CHECK(why(s, TakeT(shown_territory(s))) == "In a B turn, first remove one of your discs from the action display.");
    CHECK(why(s, Idle(kRowCity)) == "In a B turn, first remove one of your discs from the action display.");
    CHECK(why(s, Place(WEU, 1)) == "Cubes go onto the map with an empire tile.");
    CHECK(why(s, Remove(kRowCity, 3)) == "There is no disc here.");
    CHECK(why(s, Remove(kRowCity, 1)) == "That is not your disc.");
    TA::pl(s, p).gold = 0;
    TA::set_pool(s, p, 0);
    TA::pl(s, p).discs = 0;
    TA::pl(s, p).food = 0;
    TA::pl(s, p).vp = 1;
    CHECK(why(s, Remove(kRowCity, 0)) == "Removing this disc costs 2; you can pay at most 1.");
    // Nothing affordable (H5): only the cheapest disc may go.
    TA::place_disc(s, kRowTerritory, 1, q);
    TA::pl(s, p).vp = 0;
    CHECK(why(s, Remove(kRowCity, 0)) ==
          "You can pay for none of your discs: remove your cheapest one (cost 1); what you cannot pay is waived.");
  }
  SECTION("paying and choosing from the row") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = 0, q = 1;
    setup(s, p, q);
    TA::pl(s, p).food = 0;
    act(s, p, Remove(kRowCity, 0));
    REQUIRE(s.decision() == RiseState::kDecPay);
    CHECK(why(s, TakeC(0)) == "First pay the removal cost (2 more).");
    CHECK(why(s, Pay(kPayFood)) == "Food: nothing left to pay with.");
    CHECK(why(s, Pay(kPayVp)) == "Victory points: nothing left to pay with.");
    CHECK(why_de(s, Pay(kPayVp)) == "Siegpunkte: nichts mehr zum Bezahlen.");
    act(s, p, Pay(kPayGold));
    act(s, p, Pay(kPayGold));
    REQUIRE(s.decision() == RiseState::kDecBChoose);
    CHECK(why(s, TakeT(shown_territory(s))) == "You removed a disc from the City row: take from that row or skip.");
    CHECK(why_de(s, TakeT(shown_territory(s))) ==
          "Du hast eine Scheibe aus der Reihe Stadt genommen: Nimm aus dieser Reihe oder verzichte.");
    CHECK(why(s, Remove(kRowTerritory, 0)) == "You removed a disc from the City row: take from that row or skip.");
    TA::box_facedown_cities(s);
    TA::show_city(s, 8);  // Pyramids: 2 gold, 2 cubes, 1 resource
    TA::set_pool(s, p, 1);
    CHECK(why(s, TakeC(8)) == "Needs cubes in your pool: 2; resources: 1.");
    CHECK(why(s, TakeC(1)) == "Not enough gold (costs 4).");  // 3 gold left
  }
}

TEST_CASE("rise why: placing cubes with an empire tile", "[rise][why]") {
  SECTION("the first region, the sea, later eras, the pool, restarting") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::clear_map(s);
    act(s, p, TakeE(2));  // E3: land, 2 regions
    REQUIRE(s.decision() == RiseState::kDecEmpPlace);
    CHECK(why(s, Place(MED, 1)) == "The sea needs an empire tile with water.");
    CHECK(why(s, Place(NEU, 1)) == "Opens in era II.");
    CHECK(why(s, Place(RUS, 1)) == "Opens in era III.");
    CHECK(why(s, Place(WEU, 6)) == "You have only 5 cubes in your pool.");
    CHECK(why(s, Restart()) == "You have no cubes on the map to withdraw.");
    CHECK(why(s, TakeT(shown_territory(s))) == "First finish placing your cubes (or press Done).");
    CHECK(why(s, Battle(WEU, q, 0)) == "First finish placing your cubes (or press Done).");
    act(s, p, Place(WEU, 2));
    REQUIRE(s.decision() == RiseState::kDecEmpPlace);
    CHECK(why(s, Place(WEU, 1)) == "You have already placed in this region with this empire tile.");
    CHECK(why(s, Place(PER, 1)) == "Not adjacent to the first region you chose with this empire tile.");
    CHECK(why(s, Restart()) == "You can withdraw your cubes only before you place any.");
  }
  SECTION("an empty pool; regions next to the cubes held before") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::clear_map(s);
    TA::set_cubes(s, p, WEU, 2);
    TA::set_pool(s, p, 0);
    act(s, p, TakeE(2));
    REQUIRE(s.decision() == RiseState::kDecEmpPlace);  // withdrawing is still possible
    CHECK(why(s, Place(CEU, 1)) == "No cubes left in your pool.");
    act(s, p, Restart());
    act(s, p, Place(WEU, 1));
    REQUIRE(s.decision() == RiseState::kDecEmpPlace);
    CHECK(why(s, Place(PER, 1)) == "Not adjacent to the first region you chose with this empire tile.");

    auto sp2 = make(2);
    RiseState& s2 = *sp2;
    const int p2 = s2.current_player();
    TA::clear_map(s2);
    TA::set_cubes(s2, p2, WEU, 1);
    act(s2, p2, TakeE(2));
    CHECK(why(s2, Place(PER, 1)) == "Not adjacent to the regions where you had cubes when you took this empire tile.");
  }
  SECTION("overseas: the Navigation lock of turn 3") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::set_turn(s, 3);
    TA::clear_map(s);
    TA::set_cubes(s, p, WEU, 1);
    act(s, p, TakeE(0));  // E1: water, 3 regions
    CHECK(why(s, Place(NAM, 1)) == "Only Navigation owners may go overseas now.");
    CHECK(why_de(s, Place(NAM, 1)) == "Nach Übersee dürfen jetzt nur Besitzer der Navigation.");
  }
  SECTION("overseas: water, one area per tile") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::set_turn(s, 5);
    TA::clear_map(s);
    TA::set_cubes(s, p, WEU, 1);
    act(s, p, TakeE(2));  // E3 (era II/III side): land, 3 regions
    CHECK(why(s, Place(NAM, 1)) == "Overseas regions need an empire tile with water.");
    act(s, p, PlaceDone());

    auto sp2 = make(2);
    RiseState& s2 = *sp2;
    const int p2 = s2.current_player();
    TA::set_turn(s2, 5);
    TA::clear_map(s2);
    TA::set_cubes(s2, p2, WEU, 1);
    act(s2, p2, TakeE(0));  // E1: water, 3 regions
    act(s2, p2, Place(NAM, 1));
    CHECK(why(s2, Place(IND, 1)) ==
          "A water tile reaches one overseas area (two with Navigation), and it is already chosen.");
  }
  SECTION("from overseas back to the Old World: one region") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::set_turn(s, 5);
    TA::clear_map(s);
    TA::set_cubes(s, p, NAM, 2);
    act(s, p, TakeE(0));       // E1: water, 3 regions
    act(s, p, Place(WEU, 1));  // the one re-entry
    CHECK(why(s, Place(PER, 1)) ==
          "Not adjacent to your regions; from overseas a water tile enters only one such Old World region.");
  }
  SECTION("after placing") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::clear_map(s);
    TA::set_cubes(s, p, WEU, 2);
    TA::set_cubes(s, q, WEU, 2);
    act(s, p, TakeE(2));
    act(s, p, PlaceDone());
    REQUIRE(s.decision() == RiseState::kDecEmpBattle);
    CHECK(why(s, Place(CEU, 1)) == "Your placement is over: fight a battle or finish.");
    CHECK(why(s, Restart()) == "Your placement is over: fight a battle or finish.");
    CHECK(why(s, PlaceDone()) == "Your placement is over: fight a battle or finish.");
    CHECK(why(s, Pay(kPayGold)) == "First finish your battles.");
  }
}

TEST_CASE("rise why: battles", "[rise][why]") {
  SECTION("regions, targets, allies, the single battle row") {
    auto sp = make(3);
    RiseState& s = *sp;
    const int p = s.current_player(), q = (p + 1) % 3, o = (p + 2) % 3;
    TA::clear_map(s);
    TA::give_progress(s, p, P2_DIP);
    TA::pl(s, p).ally = static_cast<int8_t>(o);
    TA::set_cubes(s, p, WEU, 3);
    TA::set_cubes(s, q, WEU, 2);
    TA::set_cubes(s, p, MED, 1);
    TA::set_cubes(s, p, CEU, 1);
    TA::set_cubes(s, o, CEU, 1);
    act(s, p, TakeE(2));  // E3: one battle row
    act(s, p, PlaceDone());
    REQUIRE(s.decision() == RiseState::kDecEmpBattle);
    CHECK(why(s, Battle(NEU, q, 0)) == "You have no cubes in this region.");
    CHECK(why(s, Battle(MED, q, 0)) == "No other player has cubes in this region.");
    CHECK(why(s, Battle(CEU, o, 0)) ==
          "Only your ally has cubes here, and allies do not fight each other (Diplomacy).");
    CHECK(why(s, Battle(CEU, p, 0)) ==
          "Only your ally has cubes here, and allies do not fight each other (Diplomacy).");
    CHECK(why(s, Battle(WEU, p, 0)) == "You cannot fight your own cubes.");
    CHECK(why(s, Battle(WEU, o, 0)) == "That player has no cubes in this region.");
    CHECK(why(s, Battle(WEU, q, 1)) == "This empire tile has only one battle row.");
    TA::set_cubes(s, o, WEU, 1);
    CHECK(why(s, Battle(WEU, o, 0)) == "You are allied with that player (Diplomacy).");
  }
  SECTION("the second battle row: era III only, another region, once") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::set_turn(s, 3);
    TA::clear_map(s);
    TA::set_cubes(s, p, WEU, 3);
    TA::set_cubes(s, q, WEU, 2);
    act(s, p, TakeE(1));  // E2: two battle rows on its era II/III side
    act(s, p, PlaceDone());
    CHECK(why(s, Battle(WEU, q, 1)) == "The second battle row is used only in era III.");

    auto sp2 = make(2, 2);
    RiseState& s2 = *sp2;
    const int p2 = s2.current_player(), q2 = 1 - p2;
    TA::set_turn(s2, 5);
    TA::clear_map(s2);
    TA::set_cubes(s2, p2, WEU, 3);
    TA::set_cubes(s2, q2, WEU, 2);
    TA::set_cubes(s2, p2, CEU, 3);
    TA::set_cubes(s2, q2, CEU, 2);
    act(s2, p2, TakeE(1));
    act(s2, p2, PlaceDone());
    act(s2, p2, Battle(WEU, q2, 0));
    REQUIRE(s2.decision() == RiseState::kDecEmpBattle);
    CHECK(why(s2, Battle(WEU, q2, 1)) == "Your second battle must be in another region.");
    CHECK(why(s2, Battle(CEU, q2, 0)) == "You have already fought with this battle row.");
  }
}

TEST_CASE("rise why: free-action tiles and the end of an action step", "[rise][why]") {
  SECTION("owning, kind, harbour limits, used once") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::set_cubes(s, p, WEU, 1);
    TA::set_cubes(s, q, WEU, 1);
    CHECK(why(s, Free(P1_IWP, WEU, q, 1)) == "You do not have this progress tile.");
    TA::give_progress(s, p, P1_AGR);
    CHECK(why(s, Free(P1_AGR, 0, 0, 1)) == "This progress tile is not a free action.");
    TA::give_progress(s, p, P1_SHB);
    CHECK(why(s, Free(P1_SHB, 0, 0, 2)) == "This tile allows at most 1 per use.");
    TA::pl(s, p).gold = 0;
    CHECK(why(s, Free(P1_SHB, 0, 0, 1)) == "Not enough gold (costs 1).");
    TA::pl(s, p).gold = 5;
    const int16_t qd = s.player(q).discs;
    TA::pl(s, q).discs = static_cast<int16_t>(kResourceDiscs - s.player(p).discs);
    REQUIRE(s.disc_bank() == 0);
    CHECK(why(s, Free(P1_SHB, 0, 0, 1)) == "The bank has no resource discs left.");
    TA::pl(s, q).discs = qd;
    act(s, p, Free(P1_SHB, 0, 0, 1));
    CHECK(why(s, Free(P1_SHB, 0, 0, 1)) == "You have already used this tile this turn.");
  }
  SECTION("after the action; a tile taken in this step") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::set_cubes(s, p, WEU, 1);
    TA::set_cubes(s, q, WEU, 1);
    TA::give_progress(s, p, P1_SHB);
    TA::show_progress(s, P1_IWP);
    act(s, p, TakeP(P1_IWP));
    REQUIRE(s.decision() == RiseState::kDecPost);
    CHECK(why(s, TakeT(shown_territory(s))) == "Your action is done: use a free tile or end it.");
    CHECK(why(s, Free(P1_IWP, WEU, q, 1)) == "A new tile can be used from your next action step on.");
  }
  SECTION("removing cubes") {
    auto sp = make(3);
    RiseState& s = *sp;
    const int p = s.current_player(), q = (p + 1) % 3, o = (p + 2) % 3;
    TA::set_turn(s, 5);
    TA::clear_map(s);
    TA::give_progress(s, p, P3_ART);
    TA::give_progress(s, p, P2_DIP);
    TA::pl(s, p).ally = static_cast<int8_t>(o);
    TA::set_cubes(s, p, WEU, 1);
    TA::set_cubes(s, q, WEU, 2);
    CHECK(why(s, Free(P3_ART, WEU, q, 4)) == "This tile allows at most 3 per use.");
    CHECK(why(s, Free(P3_ART, CEU, q, 1)) == "You need cubes of your own in that region.");
    CHECK(why(s, Free(P3_ART, WEU, p, 1)) == "You cannot remove your own cubes.");
    CHECK(why(s, Free(P3_ART, WEU, o, 1)) == "That player has no cubes in this region.");
    CHECK(why(s, Free(P3_ART, WEU, q, 3)) == "That player has only 2 cubes in this region.");
    TA::set_cubes(s, o, WEU, 1);
    CHECK(why(s, Free(P3_ART, WEU, o, 1)) == "You are allied with that player (Diplomacy).");
  }
  SECTION("large harbour and conscription") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.current_player(), q = 1 - p;
    TA::set_turn(s, 5);
    TA::give_progress(s, p, P2_LHB);
    TA::give_progress(s, p, P3_CON);
    TA::pl(s, p).gold = 2;
    CHECK(why(s, Free(P2_LHB, 0, 0, 3)) == "Not enough gold (costs 3).");
    TA::pl(s, p).gold = 5;
    TA::pl(s, q).discs = static_cast<int16_t>(kResourceDiscs - 2 - s.player(p).discs);
    REQUIRE(s.disc_bank() == 2);
    CHECK(why(s, Free(P2_LHB, 0, 0, 3)) == "The bank has only 2 resource discs left.");
    TA::set_pool(s, p, s.player(p).pool + s.player(p).stock - 2);
    REQUIRE(s.player(p).stock == 2);
    CHECK(why(s, Free(P3_CON, 0, 0, 3)) == "You have only 2 cubes left in your stock.");
  }
}

TEST_CASE("rise why: Diplomacy, upkeep, era end, turn order", "[rise][why]") {
  SECTION("choosing the ally") {
    auto sp = make(3);
    RiseState& s = *sp;
    const int p = s.current_player();
    TA::set_turn(s, 3);
    TA::show_progress(s, P2_DIP);
    act(s, p, TakeP(P2_DIP));
    REQUIRE(s.decision() == RiseState::kDecAlly);
    CHECK(why(s, Ally(p)) == "Choose another player as your ally.");
    CHECK(why(s, TakeT(shown_territory(s))) == "First make the decision above.");
    CHECK(why(s, EndStep()) == "First make the decision above.");
  }
  SECTION("era end: keeping tiles") {
    auto sp = make(2);
    RiseState& s = *sp;
    const int p = s.order_at(0);
    const int t = TA::give_progress(s, p, P1_AGR);
    TA::give_city(s, p, 0);
    TA::pl(s, p).gold = 0;
    TA::set_pool(s, p, 0);
    TA::start_era_end(s);
    REQUIRE(s.decision() == RiseState::kDecEraKeep);
    REQUIRE(s.pending_tile() == t);
    CHECK(why(s, Keep(kKeepEraProgress, t)) == "Not enough gold (costs 1).");
    CHECK(why(s, Keep(kKeepEraCity, 0)) == "First make the decision above.");
    CHECK(why(s, Discard(kKeepEraProgress, t + 1)) == "First make the decision above.");
    act(s, p, Discard(kKeepEraProgress, t));
    REQUIRE(s.pending_tile() == 0);
    CHECK(why(s, Keep(kKeepEraCity, 0)) == "No cubes left in your pool.");
  }
  SECTION("disc upkeep") {
    auto sp = make(3, 11);
    RiseState& s = *sp;
    play_until(
        s, [](const RiseState& x) { return x.decision() == RiseState::kDecDiscUpkeep; }, 5);
    REQUIRE(s.decision() == RiseState::kDecDiscUpkeep);
    const int p = s.current_player();
    TA::pl(s, p).discs = 0;
    CHECK(why(s, Keep(kKeepDiscUpkeep, s.pending_tile())) == "Not enough resources (needs 1).");
    CHECK(why(s, Keep(kKeepFood, s.pending_tile())) == "First make the decision above.");
  }
  SECTION("turn order") {
    auto sp = make(3);
    RiseState& s = *sp;
    TA::start_turn_order(s);
    act(s, s.current_player(), Order(0));
    CHECK(why(s, Order(0)) == "This place in the turn order is taken.");
    CHECK(why(s, Order(7)) == "Not possible now.");
    CHECK(why(s, TakeT(0)) == "First make the decision above.");
  }
}

TEST_CASE("rise why: every legal action has no reason, every illegal one a complete text from public data",
          "[rise][why]") {
  std::set<std::string> keys;
  for (int players = 2; players <= 5; ++players) {
    auto sp = make(players, 40 + static_cast<uint64_t>(players));
    RiseState& s = *sp;
    Rng rng(900 + static_cast<uint64_t>(players));
    std::vector<Action> legal;
    int step = 0;
    while (!s.terminal()) {
      s.legal_actions(legal);
      for (Action a : legal) {
        INFO("legal action " << s.action_label(a));
        REQUIRE(s.why_illegal(a).empty());
      }
      if (step % 11 == 0) {
        // The same reasons after re-drawing everything the mover cannot see.
        auto r = s.clone();
        Rng rr(step * 7 + 1);
        r->resample_hidden(s.current_player(), rr);
        for (Action a : candidates(s)) {
          const std::string coded = s.why_illegal(a);
          REQUIRE(static_cast<const RiseState&>(*r).why_illegal(a) == coded);
          if (coded.empty()) continue;
          keys.insert(coded.substr(0, coded.find('\x1f')));
          const std::string en = message_text(coded, Lang::En), de = message_text(coded, Lang::De);
          INFO("coded '" << coded << "' en '" << en << "' de '" << de << "'");
          REQUIRE(en.find("rise.") == std::string::npos);
          REQUIRE(de.find("rise.") == std::string::npos);
          REQUIRE(en.find('\x1f') == std::string::npos);
          REQUIRE(de.find('\x1f') == std::string::npos);
        }
      }
      s.apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ++step;
    }
  }
  CHECK(keys.size() > 30);
  CHECK(message_table_problems().empty());
}

TEST_CASE("rise: an empire tile with no cube to place and no battle to fight is flagged before it is taken",
          "[rise][why]") {
  auto sp = make(2);
  RiseState& s = *sp;
  const int p = s.current_player();
  TA::clear_map(s);
  TA::set_pool(s, p, 0);
  REQUIRE(is_legal(s, TakeE(2)));
  const std::string coded = s.action_caution(TakeE(2));
  CHECK(message_text(coded, Lang::En) == "You have no cube to place and no battle to fight.");
  CHECK(message_text(coded, Lang::De) == "Du hast keinen Stein zum Einsetzen und keinen Kampf zu führen.");
  CHECK(s.action_caution(TakeT(shown_territory(s))).empty());  // only empire tiles
  // Taken anyway, the tile ends the action at once: nothing to place, nobody to fight.
  {
    RiseState t(s);
    act(t, p, TakeE(2));
    CHECK(t.decision() != RiseState::kDecEmpPlace);
    CHECK(t.decision() != RiseState::kDecEmpBattle);
  }
  // Cubes on the map can be withdrawn and placed again: not flagged.
  TA::set_cubes(s, p, WEU, 2);
  CHECK(s.action_caution(TakeE(2)).empty());
  // Cubes in the pool: not flagged.
  TA::set_cubes(s, p, WEU, 0);
  TA::set_pool(s, p, 3);
  CHECK(s.action_caution(TakeE(2)).empty());
}
