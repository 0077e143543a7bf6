// Dawn of Empires: why an action is not legal, for every action kind, in
// English and German (coded, translated messages).
#include "dawn_test_util.h"

using namespace emp;
using namespace emp::dawn;
using namespace emp::dawn_test;

namespace {

void both(const DawnState& s, Action a, const std::string& e, const std::string& d) {
  INFO(s.action_label(a));
  CHECK_FALSE(legal(s, a));
  CHECK(en(s.why_illegal(a)) == e);
  CHECK(de(s.why_illegal(a)) == d);
}

}  // namespace

TEST_CASE("dawn: the message table is complete in English and German", "[dawn][why]") {
  CHECK(message_table_problems().empty());
  const auto m = dawn_messages();
  CHECK(m.size() > 120);
  for (const MessageText& t : m) CHECK(std::string(t.key).rfind("dawn.", 0) == 0);
  CHECK(en("dawn.tech.Y1") == "Code of Laws");
  CHECK(de("dawn.build.W8") == "Tempel des Mars");
}

TEST_CASE("dawn: why_illegal for the setup and the rondel", "[dawn][why]") {
  Options o;
  o.players = 3;
  DawnState S(o, 9);
  both(S, rondel(1), "First choose your empire.", "Wähle zuerst dein Reich.");
  act(S, make_action(kActEmpire, 1));
  both(S, make_action(kActEmpire, 2), "First choose your start position.", "Wähle zuerst deine Startposition.");
  act(S, make_action(kActStart, 0));
  both(S, make_action(kActStart, 1), "First lay your three start tiles.", "Lege zuerst deine drei Startfelder.");
  act(S, make_action(kActArrange, 0));
  both(S, make_action(kActStart, 0), "First choose your empire.", "Wähle zuerst dein Reich.");
  act(S, make_action(kActEmpire, 2));
  both(S, make_action(kActStart, 0), "This start position is already taken.",
       "Diese Startposition ist schon vergeben.");
  both(S, make_action(kActArrange, 0), "First choose your start position.", "Wähle zuerst deine Startposition.");
  both(S, 0x7FFF0000u, "This is not an action of Dawn of Empires.", "Das ist keine Aktion von Dawn of Empires.");
  auto s = make(2);
  DawnState& T = *s;
  A::set_town(T, corner(T, 0, 0, 0), 0, 1);
  A::begin_turn(T, 0, 2);
  both(T, rondel(9), "There is no such rondel space.", "Dieses Rondellfeld gibt es nicht.");
  both(T, rondel(2), "You may not end where you started.", "Du darfst nicht auf deinem Ausgangsfeld enden.");
  both(T, rondel(6), "4 steps is too far: you may move 1 to 2 spaces.",
       "4 Schritte sind zu weit: Du darfst 1 bis 2 Felder ziehen.");
  both(T, kHarvestA, "First move your marker on the rondel.", "Ziehe zuerst deinen Stein auf dem Rondell.");
  both(T, convert(0), "You do not have the technology or wonder for this conversion.",
       "Dir fehlt die Technologie oder das Weltwunder für diesen Tausch.");
  A::give_tech(T, 0, kCurrency);
  both(T, convert(0), "You need 2 wealth for this.", "Dafür brauchst du 2 Reichtum.");
  A::set_res(T, 0, kWealth, 2);
  A::set_res(T, 0, kMoney, 8);
  both(T, convert(0), "Your money is already at 8.", "Dein Geld steht schon auf 8.");
  act(T, rondel(3));  // Research
  both(T, kHarvestA, "Harvest is not an action of your rondel space.", "Ernte ist keine Aktion deines Rondellfelds.");
  both(T, build(kPalace), "Build is not an action of your rondel space.",
       "Bauen ist keine Aktion deines Rondellfelds.");
  both(T, kDone, "Take the action of your rondel space or none.",
       "Führe die Aktion deines Rondellfelds aus oder keine.");
  act(T, kSkip);
  both(T, kSkip, "First move your marker on the rondel.", "Ziehe zuerst deinen Stein auf dem Rondell.");
}

TEST_CASE("dawn: why_illegal in the Harvest and the upkeep", "[dawn][why]") {
  auto s = make(2);
  DawnState& S = *s;
  const int c = corner(S, 0, 0, 0);
  A::set_terrain(S, hex(S, 0, 0), kForest);
  A::set_terrain(S, hex(S, 0, -1), kForest);
  A::set_terrain(S, hex(S, 1, -1), kPlains);
  A::set_town(S, c, 0, 1);
  A::begin_turn(S, 0);
  act(S, rondel(kSpHarvest));
  act(S, kHarvestA);
  REQUIRE(S.decision() == DawnState::kDecCollect);
  both(S, make_action(kActCollect, static_cast<uint32_t>(hex(S, 2, 0))),
       "You may not collect this tile's cube: units on a tile decide, otherwise the largest towns around it.",
       "Diesen Würfel darfst du nicht sammeln: Einheiten auf dem Feld entscheiden, sonst die größten Städte daneben.");
  both(S, kEndConvert, "Harvest: first choose the cubes to collect.",
       "Ernte: Wähle zuerst die Würfel, die du sammelst.");
  act(S, make_action(kActCollect, static_cast<uint32_t>(hex(S, 0, 0))));
  REQUIRE(S.decision() == DawnState::kDecConvert);
  both(S, kEndConvert, "Convert all your cubes first (1 left).", "Tausche zuerst alle deine Würfel (noch 1).");
  both(S, cube(kHills, kProd, 1), "You have no Hills cube.", "Du hast keinen Würfel Hügel.");
  both(S, cube(kForest, kFood, 3), "This ratio is not available to you for Forest.",
       "Dieses Verhältnis hast du für Wald nicht.");
  both(S, make_action(kActWealth, kMoney), "You need 1 wealth for this.", "Dafür brauchst du 1 Reichtum.");
  both(S, make_action(kActDiscard, kForest), "Harvest: convert your cubes, then finish.",
       "Ernte: Tausche deine Würfel und beende dann.");
  both(S, make_action(kActRemoveHut, static_cast<uint32_t>(c)), "Harvest: convert your cubes, then finish.",
       "Ernte: Tausche deine Würfel und beende dann.");
  // Discard and upkeep decisions.
  auto t = make(2);
  DawnState& T = *t;
  A::set_town(T, corner(T, 0, 0, 0), 0, 3);
  A::set_town(T, corner(T, 1, 0, 1), 0, 3);
  for (int h : {hex(T, 0, 0), hex(T, 0, -1), hex(T, 1, -1)}) A::set_terrain(T, h, kForest);
  for (int h : {hex(T, 1, 0), hex(T, 0, 1), hex(T, 1, 1)}) A::set_terrain(T, h, kPlains);
  A::begin_turn(T, 0);
  act(T, rondel(kSpHarvest));
  act(T, kHarvestA);
  REQUIRE(T.decision() == DawnState::kDecDiscard);
  both(T, make_action(kActDiscard, kOcean), "You have no Ocean cube.", "Du hast keinen Würfel Meer.");
  both(T, cube(kForest, kFood, 1), "Harvest: unhappiness: first choose 2 cubes to lose.",
       "Ernte: Unzufriedenheit: Wähle zuerst 2 Würfel, die du abgibst.");
  act(T, make_action(kActDiscard, kForest));
  act(T, make_action(kActDiscard, kForest));
  while (T.cubes_total() > 0) act(T, cube(T.cubes(kForest) ? kForest : kPlains, kProd, 1));
  // (nothing else to convert: the upkeep follows by itself) 6 huts: 6 food, none
  REQUIRE(T.decision() == DawnState::kDecUpkeepFood);
  both(T, make_action(kActRemoveHut, static_cast<uint32_t>(corner(T, 2, -1, 0))), "There is no town of yours there.",
       "Dort steht keine Stadt von dir.");
  both(T, make_action(kActRemoveLegend), "Upkeep: you lack food: return huts until you can pay.",
       "Unterhalt: Dir fehlt Nahrung: Nimm Hütten zurück, bis du zahlen kannst.");
  // Money upkeep.
  auto u = make(2);
  DawnState& U = *u;
  A::set_town(U, corner(U, 0, 0, 0), 0, 1);
  for (int h : {hex(U, 0, 0), hex(U, 0, -1), hex(U, 1, -1)}) A::set_warriors(U, 1, h, 1);
  A::set_warriors(U, 0, hex(U, -2, 0), 2);
  A::set_warriors(U, 0, hex(U, -1, 0), 1);
  A::begin_turn(U, 0);
  act(U, rondel(kSpHarvest));
  act(U, kHarvestA);
  REQUIRE(U.decision() == DawnState::kDecUpkeepMoney);
  both(U, make_action(kActRemoveWarrior, static_cast<uint32_t>(hex(U, 0, 0))), "You have no warrior on this tile.",
       "Auf diesem Feld hast du keinen Krieger.");
  both(U, make_action(kActRemoveLegend), "You have no legend.", "Du hast keine Legende.");
  both(U, make_action(kActRemoveHut, 0),
       "Upkeep: you lack money: convert to money or return warriors or legends until you can pay.",
       "Unterhalt: Dir fehlt Geld: Tausche in Geld oder nimm Krieger oder Legenden zurück, bis du zahlen kannst.");
}

TEST_CASE("dawn: why_illegal for Research, Recruit, Explore, Build, Grow", "[dawn][why]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), sea = hex(S, 0, -1);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, sea, kOcean);
  A::set_terrain(S, hex(S, 1, -1), kHills);
  A::set_town(S, corner(S, 0, 0, 0), 0, 1);
  A::set_res(S, 0, 0, 0, 0, 0, 0);
  A::begin_turn(S, 0);
  act(S, rondel(kSpRecruit));
  both(S, recruit_w(X), "Recruiting costs 1 production.", "Rekrutieren kostet 1 Produktion.");
  A::set_res(S, 0, kProd, 1);
  both(S, recruit_w(hex(S, -2, 1)), "You may only recruit on tiles next to your towns.",
       "Du darfst nur auf Feldern neben deinen Städten rekrutieren.");
  both(S, recruit_w(sea), "Units may enter ocean tiles only with Sailing.",
       "Einheiten dürfen nur mit Seefahrt aufs Meer.");
  const std::string sc = std::to_string(kEmpireInfo[S.empire(0)].settler_cost);
  both(S, recruit_s(X), "A settler costs " + sc + " food extra; you have 0.",
       "Ein Siedler kostet zusätzlich " + sc + " Nahrung; du hast 0.");
  both(S, make_action(kActRelease, 1), "Player 2 holds none of your warriors.",
       "Spieler 2 hält keinen deiner Krieger.");
  A::set_warriors(S, 0, hex(S, 1, -1), 7);
  both(S, recruit_w(X), "No warrior is left on your military track.",
       "Auf deiner Militärleiste ist kein Krieger mehr.");
  A::set_warriors(S, 0, hex(S, 1, -1), 0);
  A::set_settlers(S, 0, hex(S, 1, -1), 2);
  A::set_res(S, 0, kFood, 8);
  both(S, recruit_s(X), "Both your settlers are on the map.", "Beide Siedler stehen schon auf der Karte.");
  A::set_settlers(S, 0, hex(S, 1, -1), 0);
  A::give_improvement(S, 0, kBarracks);
  A::set_res(S, 0, kProd, 2);
  act(S, recruit_s(X));
  REQUIRE(S.decision() == DawnState::kDecRecruit2);
  both(S, recruit_s(X), "Barracks: recruit one more warrior, or finish.",
       "Kaserne: Rekrutiere einen weiteren Krieger oder beende.");
  act(S, kDone);
  // Research.
  A::begin_turn(S, 0, 2);
  act(S, rondel(3));
  A::set_res(S, 0, kScience, 0);
  both(S, research(kSailing), "Sailing costs 2 science; you have 0.", "Seefahrt kostet 2 Wissenschaft; du hast 0.");
  A::give_tech(S, 0, kMasonry);
  both(S, research(kMasonry), "You already have Masonry.", "Du hast Mauerbau schon.");
  // Explore.
  A::begin_turn(S, 0, 4);
  A::set_terrain(S, hex(S, -2, 0), kGrass, false);
  A::set_warriors(S, 0, X, 1);
  act(S, rondel(5));
  both(S, make_action(kActExplore, static_cast<uint32_t>(X)), "This tile is already explored.",
       "Dieses Feld ist schon erkundet.");
  both(S, make_action(kActExplore, static_cast<uint32_t>(hex(S, -2, 0))),
       "You may only explore tiles next to your warriors.", "Du darfst nur Felder neben deinen Kriegern erkunden.");
  // Build and Grow.
  A::begin_turn(S, 0, 1);
  A::set_res(S, 0, 1, 0, 0, 0, 0);
  act(S, rondel(2));
  both(S, build(kWalls), "Walls costs 1 money and 3 production.", "Stadtmauern kostet 1 Geld und 3 Produktion.");
  both(S, build(kBarracks), "You already have Barracks.", "Du hast Kaserne schon.");
  both(S, build(kTemple), "Temple needs Mysticism.", "Tempel braucht Mystik.");
  both(S, make_action(kActGrow, static_cast<uint32_t>(corner(S, 1, 0, 1))), "There is no town of yours there.",
       "Dort steht keine Stadt von dir.");
  both(S, make_action(kActGrow, static_cast<uint32_t>(corner(S, 0, 0, 0))),
       "Growing costs " + std::to_string(kEmpireInfo[S.empire(0)].grow_cost) + " food; you have 1.",
       "Wachsen kostet " + std::to_string(kEmpireInfo[S.empire(0)].grow_cost) + " Nahrung; du hast 1.");
}

TEST_CASE("dawn: why_illegal for Move, raids, legends and the Spirit of Mars", "[dawn][why]") {
  auto s = make(2);
  DawnState& S = *s;
  const int X = hex(S, 0, 0), Y = hex(S, 1, 0), far = hex(S, -2, 2);
  A::set_terrain(S, X, kPlains);
  A::set_terrain(S, Y, kGrass, false);
  A::set_town(S, corner(S, -3, 1, 1), 0, 1);
  A::set_warriors(S, 0, X, 2);
  A::begin_turn(S, 0);
  act(S, rondel(kSpMove));
  both(S, stack(X, 3), "You do not have these units free to move on this tile.",
       "Diese Einheiten stehen auf diesem Feld nicht zum Ziehen bereit.");
  act(S, stack(X, 1));
  both(S, step(far), "This tile does not border the stack's tile.",
       "Dieses Feld grenzt nicht an das Feld des Stapels.");
  both(S, step(Y), "Units never enter face-down tiles.", "Einheiten betreten nie verdeckte Felder.");
  both(S, make_action(kActRaid, static_cast<uint32_t>(corner(S, 0, 0, 0))),
       "There is no rival town at this corner of the stack's tile.",
       "An dieser Ecke des Stapelfelds steht keine gegnerische Stadt.");
  both(S, make_action(kActFound, static_cast<uint32_t>(corner(S, 0, 0, 0))), "A new town needs a settler in the stack.",
       "Eine neue Stadt braucht einen Siedler im Stapel.");
  both(S, kDone, "Move: choose where the stack goes: a step, a raid or a new town.",
       "Bewegen: Wähle, was der Stapel tut: ein Schritt, ein Überfall oder eine neue Stadt.");
  // A raid: enslaving needs a warrior on the victim's track.
  auto t = make(2);
  DawnState& T = *t;
  A::set_terrain(T, X, kPlains);
  A::set_town(T, corner(T, -3, 1, 1), 0, 1);
  A::set_town(T, corner(T, 0, 0, 1), 1, 1);
  A::set_warriors(T, 1, hex(T, 2, -2), 7);
  A::set_warriors(T, 0, X, 1);
  A::begin_turn(T, 0);
  act(T, rondel(kSpMove));
  act(T, stack(X, 1));
  act(T, make_action(kActRaid, static_cast<uint32_t>(corner(T, 0, 0, 1))));
  both(T, make_action(kActEnslave), "Player 2 has no warrior of their own on the military track.",
       "Spieler 2 hat keinen eigenen Krieger auf der Militärleiste.");
  both(T, step(Y), "Raid: plunder or enslave.", "Überfall: Plündern oder versklaven.");
  // Legend and Spirit decisions.
  auto u = make(2);
  DawnState& U = *u;
  A::set_terrain(U, X, kPlains);
  A::set_terrain(U, Y, kPlains);
  A::set_terrain(U, hex(U, 1, 1), kPlains);
  A::set_terrain(U, hex(U, 0, 1), kPlains);
  A::set_town(U, corner(U, 0, 0, 0), 0, 1);
  A::set_town(U, corner(U, 1, 0, 1), 1, 1);
  A::give_wonder(U, 1, kTempleOfMars);
  A::set_spirit(U, Y);
  A::set_warriors(U, 0, X, 1);
  A::begin_turn(U, 0);
  act(U, rondel(kSpMove));
  act(U, stack(X, 1));
  act(U, step(Y));
  REQUIRE(U.decision() == DawnState::kDecSpirit);
  both(U, make_action(kActSpirit, static_cast<uint32_t>(hex(U, -2, 0))),
       "The Spirit of Mars goes to a tile next to your towns without enemy units (first an empty one).",
       "Der Geist des Mars kommt auf ein Feld neben deinen Städten ohne Gegner (zuerst ein leeres).");
  both(U, make_action(kActLegend, 1), "First place the Spirit of Mars.", "Setze zuerst den Geist des Mars.");
  act(U, make_action(kActSpiritLeave));
  CHECK(U.spirit_state() == kSpiritGone);
  auto v = make(2);
  DawnState& V = *v;
  A::set_terrain(V, X, kPlains);
  A::set_terrain(V, Y, kPlains);
  A::set_town(V, corner(V, 0, 0, 0), 0, 1);
  A::set_warriors(V, 0, X, 2);
  A::set_warriors(V, 1, Y, 2);
  A::give_tech(V, 0, kIronWorking);
  A::begin_turn(V, 0);
  act(V, rondel(kSpMove));
  act(V, stack(X, 2));
  act(V, step(Y));
  REQUIRE(V.decision() == DawnState::kDecLegend);
  both(V, make_action(kActSpirit, 0), "You won the combat: first decide about the legend.",
       "Du hast den Kampf gewonnen: Entscheide zuerst über die Legende.");
  both(V, make_action(kActSpiritLeave), "You won the combat: first decide about the legend.",
       "Du hast den Kampf gewonnen: Entscheide zuerst über die Legende.");
  act(V, make_action(kActLegend, 1));
  both(V, make_action(kActPlunder, kFood), "First move your marker on the rondel.",
       "Ziehe zuerst deinen Stein auf dem Rondell.");
  both(V, make_action(kActResearch, 99), "First move your marker on the rondel.",
       "Ziehe zuerst deinen Stein auf dem Rondell.");
}

TEST_CASE("dawn: a rondel space that leaves only \"take no action\" is flagged before it is taken", "[dawn][why]") {
  auto s = make(2);
  DawnState& T = *s;
  A::set_town(T, corner(T, 0, 0, 0), 0, 1);
  A::begin_turn(T, 0, 2);
  A::set_res(T, 0, 0, 0, 0, 0, 0);  // nothing at all: no science for a technology
  REQUIRE(legal(T, rondel(3)));     // Research, one step on
  CHECK(en(T.action_caution(rondel(3))) == "With what you have, you could only take no action there.");
  CHECK(de(T.action_caution(rondel(3))) == "Mit deinen Mitteln bliebe dir dort nur der Verzicht auf die Aktion.");
  // Taken anyway, it is what it said: the only choice there is to take no action.
  DawnState U(T);
  act(U, rondel(3));
  std::vector<Action> there;
  U.legal_actions(there);
  CHECK(there == std::vector<Action>{make_action(kActSkip)});
  // With science for a technology, Research is worth the move.
  A::set_res(T, 0, kScience, 9);
  CHECK(T.action_caution(rondel(3)).empty());
  // Only a move onto the rondel is ever flagged.
  CHECK(U.action_caution(make_action(kActSkip)).empty());
}
