// First Empires: each of the 45 achievement cards (data file §5.3), its
// condition set up met and not met on the 5-player map (side B), checked against
// the card's text; a met card is scored for its VP on its owner's turn. The 18
// Karthadst and Etruria cards, the only ones of a 2-player game, again on the
// 2-player map (side A), whose regions have other colours and borders.
#include <functional>

#include "first_test_util.h"

using namespace emp;
using namespace emp::first;
using namespace emp::first_test;

namespace {

// 5 players, seat i = civilization i (KAR, ETR, HUA, MUP, WAL), an empty map,
// every track at step 0, empty hands, each start city in its start region.
std::unique_ptr<FirstState> five() {
  auto s = make(5, 61);
  FirstState& S = *s;
  A::set_first(S, 0);
  A::clear_map(S);
  for (int p = 0; p < 5; ++p) {
    A::set_civ(S, p, p);
    for (int t = 0; t < kTracks; ++t) A::set_step(S, p, t, 0);
    A::set_hand(S, p, {});
    A::set_token(S, p, 0, kLocBoard + S.start_region(p));
    for (int t = 0; t < kTracks; ++t) A::set_token(S, p, 1 + t, kLocColumn + t);
  }
  return s;
}

// The same table with 2 players on side A: seat 0 Karthadst, seat 1 Etruria.
std::unique_ptr<FirstState> two() {
  auto s = make(2, 62);
  FirstState& S = *s;
  REQUIRE(S.side() == kSideA);
  A::set_first(S, 0);
  A::clear_map(S);
  for (int p = 0; p < 2; ++p) {
    A::set_civ(S, p, p);
    for (int t = 0; t < kTracks; ++t) A::set_step(S, p, t, 0);
    A::set_hand(S, p, {});
    A::set_token(S, p, 0, kLocBoard + S.start_region(p));
    for (int t = 0; t < kTracks; ++t) A::set_token(S, p, 1 + t, kLocColumn + t);
  }
  return s;
}

void put(FirstState& S, int p, std::initializer_list<const char*> codes, int k = 1) {
  for (const char* c : codes) A::set_explorers(S, p, area(S, c), k);
}
// Token 1 of p (its orange column's) alone in a region: p's city, no explorer.
void city_only(FirstState& S, int p, const char* code) { A::set_token(S, p, 1, kLocBoard + area(S, code)); }

// Two regions of each colour away from the start regions: side B, side A.
const char* const kPair[2][kTracks][2] = {
    {{"GER", "ARA"}, {"GAL", "PER"}, {"IBE", "AKS"}, {"ALB", "SCY"}, {"ANA", "NUM"}},
    {{"HEL", "ARA"}, {"GAL", "PER"}, {"IBE", "GER"}, {"RUS", "ANA"}, {"ALB", "KEM"}}};
const char* const kSpread[2][8] = {{"GER", "GAL", "IBE", "ALB", "ANA", "ARA", "PER", "SCY"},
                                   {"HEL", "GAL", "IBE", "RUS", "ALB", "KEM", "ARA", "PER"}};

// occ(c) >= 2: met with two regions of c; not met with one region and p's city alone in the other.
void occ2(FirstState& S, int p, int c, bool met) {
  const auto& pair = kPair[S.side()][c];
  put(S, p, {pair[0]});
  if (met)
    put(S, p, {pair[1]});
  else
    city_only(S, p, pair[1]);
}
void occ_n(FirstState& S, int p, int n, bool met) {
  const auto& spread = kSpread[S.side()];
  for (int i = 0; i < n - 1; ++i) put(S, p, {spread[i]});
  if (met)
    put(S, p, {spread[n - 1]});
  else
    city_only(S, p, spread[n - 1]);
}
// occ(c) >= 2 & dice(c) >= 2: 0 met; 1 one die of c; 2 one region of c.
void occ_dice(FirstState& S, int p, int c, int v) {
  occ2(S, p, c, v != 2);
  const int other = (c + 1) % kTracks;
  if (v == 1)
    A::set_dice(S, {c, other});
  else
    A::set_dice(S, {c, c});
}

// Phase 2 with `mp` movement points.
void to_move(FirstState& S, int mp) {
  act(S, kEndRoll);
  A::set_mp(S, mp);
}
// One conquest of `target`: explorers from `from` join until the conquest is allowed; the defender
// retreats to its last region in area order.
void conquer(FirstState& S, const char* target, std::initializer_list<const char*> from) {
  act(S, attack(S, target));
  for (const char* f : from) act(S, add(S, f));
  act(S, kCommit);
  if (S.decision() == FirstState::kDecRetreat) {
    std::vector<Action> l;
    S.legal_actions(l);
    act(S, l.back());
  }
  REQUIRE(S.decision() == FirstState::kDecMove);
}
void conquer_from(FirstState& S, const char* target, const char* from) {
  act(S, attack(S, target));
  while (!legal(S, kCommit)) act(S, add(S, from));
  act(S, kCommit);
  if (S.decision() == FirstState::kDecRetreat) {
    std::vector<Action> l;
    S.legal_actions(l);
    act(S, l.back());
  }
  REQUIRE(S.decision() == FirstState::kDecMove);
}
// The defender q holds Hellas, Anatolia, Persia and Arabia (1 each); p holds Scythia next to the first three.
void conquest_table(FirstState& S, int p, int q) {
  put(S, q, {"HEL", "ANA", "PER", "ARA"});
  put(S, p, {"SCY"}, 8);
  to_move(S, 10);
}

struct CardCase {
  const char* id;
  int vp;
  const char* text;  // the data file's card text
  int variants;      // variant 0: met; the others: not met
  std::function<void(FirstState&, int p, int q, int v)> setup;
};

const std::vector<CardCase>& cases() {
  static const std::vector<CardCase> t = {
      // ---- Karthadst ----
      {"K1", 2, "Occupy 2 purple regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kP, v == 0); }},
      {"K2", 2, "This turn, land explorers from an ocean 2 times.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"IBE"}, 2);
         to_move(S, 4);
         act(S, step(S, "IBE", "OCW"));
         act(S, step(S, "OCW", "GAL"));
         if (v == 0) {
           act(S, step(S, "IBE", "OCW"));
           act(S, step(S, "OCW", "GAL"));
         } else {
           act(S, step(S, "IBE", "GAL"));  // by land
         }
         CHECK(S.landings() == (v == 0 ? 2 : 1));
       }},
      {"K3", 3, "Occupy 5 regions.", 2, [](FirstState& S, int p, int, int v) { occ_n(S, p, 5, v == 0); }},
      {"K4", 3, "Occupy 3 regions bordering the Western Ocean.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ALB", "GAL"});
         if (v == 0) put(S, p, {"IBE"});
         if (v == 1) put(S, p, {"GER"});  // inland
         if (v == 2) city_only(S, p, "IBE");
       }},
      {"K5", 3, "Conquer a region that your black dice let you take.", 2,
       [](FirstState& S, int p, int q, int v) {
         // v0: 1 explorer + 2 black dice against 2; v1: 2 explorers against 1 (the black die not needed).
         put(S, q, {"HEL"}, v == 0 ? 2 : 1);
         put(S, q, {"ARA"});
         put(S, p, {"GER"}, 2);
         if (v == 0)
           A::set_dice(S, {kFaceK, kFaceK});
         else
           A::set_dice(S, {kO, kFaceK});
         to_move(S, 2);
         if (v == 0)
           conquer(S, "HEL", {"GER"});
         else
           conquer(S, "HEL", {"GER", "GER"});
         CHECK(S.conquests() == 1);
       }},
      {"K6", 4, "Occupy 2 blue regions and show 2 blue dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kB, v); }},
      {"K7", 4, "Have 3 of your cities on the board.", 3,
       [](FirstState& S, int p, int q, int v) {
         // The start city is on the board; one more in a held region, a third alone on the map.
         put(S, p, {"HEL"});
         A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
         if (v == 0) A::set_token(S, p, 2, kLocBoard + area(S, "GAL"));
         if (v == 1) A::set_token(S, p, 2, kLocCaptured + q);  // taken by a rival
         // v2: the third token still on its column
       }},
      {"K8", 5, "Occupy a region of each colour.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"HEL", "GAL", "IBE", "RUS"});
         if (v == 0)
           put(S, p, {"ALB"});
         else {
           put(S, p, {"ARA"});  // a second orange region
           city_only(S, p, "ALB");
         }
       }},
      {"K9", 6, "Hold 3 captured rival cities.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, p, {"HEL"});
         A::set_token(S, q, 0, kLocCaptured + p);
         A::set_token(S, q, 1, kLocCaptured + p);
         A::set_token(S, q, 2, kLocCaptured + (v == 0 ? p : (p + 2) % 5));
       }},
      // ---- Etruria ----
      {"E1", 2, "Occupy 3 regions linked by land.", 2,
       [](FirstState& S, int p, int, int v) {
         if (v == 0)
           put(S, p, {"GAL", "ETR", "HEL"});
         else
           put(S, p, {"IBE", "GAL", "IND"});  // Indus only across the Western Ocean
       }},
      {"E2", 2, "Occupy 2 orange regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kO, v == 0); }},
      {"E3", 3, "Show 3 dice of one colour.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"});
         if (v == 0) A::set_dice(S, {kY, kY, kY});
         if (v == 1) A::set_dice(S, {kY, kY, kFaceK});
         if (v == 2) A::set_dice(S, {kFaceK, kFaceK, kFaceK});  // black is not a colour
       }},
      {"E4", 3, "Have 5 explorers in Etruria.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"}, v == 0 ? 5 : 4);
         if (v != 0) put(S, p, {"GAL"});
       }},
      {"E5", 3, "Conquer a region with an explorer arriving from an ocean.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"IBE", "RUS"});
         put(S, p, {"GAL"}, 2);
         to_move(S, 4);
         if (v == 0) {
           act(S, step(S, "GAL", "OCW"));
           conquer(S, "IBE", {"OCW", "GAL"});
         } else {
           conquer(S, "IBE", {"GAL", "GAL"});
         }
         CHECK(S.conquests() == 1);
       }},
      {"E6", 4, "Occupy 2 purple regions and show 2 purple dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kP, v); }},
      {"E7", 4, "Conquer a region holding a rival city.", 3,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"HEL", "ARA"});
         put(S, p, {"GER"}, 2);
         if (v == 0) A::set_token(S, q, 0, kLocBoard + area(S, "HEL"));
         if (v == 2) A::set_token(S, q, 0, kLocBoard + area(S, "GAL"));
         to_move(S, 2);
         if (v == 2) {
           act(S, step(S, "GER", "GAL"));  // an empty rival city is taken, but that is no conquest
           CHECK(S.token_loc(q, 0) == kLocCaptured + p);
           CHECK(S.conquests() == 0);
         } else {
           conquer(S, "HEL", {"GER", "GER"});
           CHECK(S.conquests() == 1);
         }
       }},
      {"E8", 5, "Occupy Gallia, Hellas and Iberia.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"GAL", "HEL"});
         if (v == 0) put(S, p, {"IBE"});
         if (v == 1) city_only(S, p, "IBE");
         if (v == 2) put(S, p, {"GER"});
       }},
      {"E9", 6, "Have 3 tracks at step 4 or higher.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"});
         A::set_step(S, p, kO, 4);
         A::set_step(S, p, kB, 4);
         A::set_step(S, p, kP, v == 0 ? 5 : 3);
         A::set_step(S, p, kG, v == 0 ? 0 : 3);
         A::set_step(S, p, kY, v == 0 ? 0 : 3);
       }},
      // ---- Huaxia ----
      {"H1", 2, "Have 4 explorers in one region.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"HEL"}, v == 0 ? 4 : 3);
         if (v != 0) put(S, p, {"ARA"});
       }},
      {"H2", 2, "Occupy 2 green regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kG, v == 0); }},
      {"H3", 3, "Occupy 4 regions linked by land.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"GER", "HEL", "RUS"});
         put(S, p, {v == 0 ? "SCY" : "IND"});
       }},
      {"H4", 3, "Occupy Huaxia and 3 regions bordering it.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"RUS", "SCY"});
         if (v == 0) put(S, p, {"HUA", "IND"});
         if (v == 1) put(S, p, {"IND", "SUV"});  // Huaxia held by her city alone
         if (v == 2) put(S, p, {"HUA", "PER"});  // Persia does not border Huaxia
       }},
      {"H5", 3, "Hold 3 other cards in hand.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"HUA"});
         A::add_to_hand(S, p, 0);
         A::add_to_hand(S, p, 1);
         if (v == 0) A::add_to_hand(S, p, 2);
       }},
      {"H6", 4, "Occupy 2 orange regions and show 2 orange dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kO, v); }},
      {"H7", 4, "Make 2 conquests this turn.", 2,
       [](FirstState& S, int p, int q, int v) {
         conquest_table(S, p, q);
         conquer_from(S, "HEL", "SCY");
         if (v == 0) conquer_from(S, "ANA", "SCY");
         CHECK(S.conquests() == (v == 0 ? 2 : 1));
       }},
      {"H8", 5, "Occupy Scythia, Persia and Anatolia.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"SCY", "PER"});
         if (v == 0)
           put(S, p, {"ANA"});
         else
           city_only(S, p, "ANA");
       }},
      {"H9", 6, "Occupy 7 regions.", 2, [](FirstState& S, int p, int, int v) { occ_n(S, p, 7, v == 0); }},
      // ---- Mupata ----
      {"M1", 2, "Occupy 2 orange regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kO, v == 0); }},
      {"M2", 2, "Make a conquest this turn.", 2,
       [](FirstState& S, int p, int q, int v) {
         conquest_table(S, p, q);
         if (v == 0)
           conquer_from(S, "HEL", "SCY");
         else
           act(S, step(S, "SCY", "RUS"));  // a move, no conquest
         CHECK(S.conquests() == (v == 0 ? 1 : 0));
       }},
      {"M3", 3, "Have 2 of your own cities in regions you occupy.", 2,
       [](FirstState& S, int p, int, int v) {
         // Her start city in Mupata and a second one in Hellas; v1: Mupata abandoned.
         put(S, p, {"HEL"});
         if (v == 0) put(S, p, {"MUP"});
         A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
       }},
      {"M4", 3, "Occupy 2 regions bordering the Eastern Ocean.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"RUS"});
         if (v == 0) put(S, p, {"SUV"});
         if (v == 1) put(S, p, {"SCY"});
         if (v == 2) city_only(S, p, "SUV");
       }},
      {"M5", 3, "Occupy Aksum and Kemet.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"AKS"});
         if (v == 0)
           put(S, p, {"KEM"});
         else
           city_only(S, p, "KEM");
       }},
      {"M6", 4, "Occupy 2 yellow regions and show 2 yellow dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kY, v); }},
      {"M7", 4, "Have 3 of your cities on the board.", 3,
       [](FirstState& S, int p, int q, int v) {
         put(S, p, {"HEL"});
         A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
         if (v == 0) A::set_token(S, p, 2, kLocBoard + area(S, "GAL"));
         if (v == 1) A::set_token(S, p, 2, kLocCaptured + q);
       }},
      {"M8", 5, "Occupy a region of each colour.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"HEL", "GAL", "IBE", "ALB"});
         if (v == 0)
           put(S, p, {"RUS"});
         else {
           put(S, p, {"KEM"});  // a second yellow region
           city_only(S, p, "RUS");
         }
       }},
      {"M9", 6, "Make 3 conquests this turn.", 2,
       [](FirstState& S, int p, int q, int v) {
         conquest_table(S, p, q);
         conquer_from(S, "HEL", "SCY");
         conquer_from(S, "ANA", "SCY");
         if (v == 0) conquer_from(S, "PER", "SCY");
         CHECK(S.conquests() == (v == 0 ? 3 : 2));
       }},
      // ---- Wallmapu ----
      {"W1", 2, "Show 2 black dice.", 2,
       [](FirstState& S, int p, int, int v) {
         // Black by cards in Phase 1: two cards for v0, one for v1.
         put(S, p, {"WAL"});
         A::add_to_hand(S, p, 1);
         A::add_to_hand(S, p, 2);
         A::set_dice(S, {kO, kB});
         act(S, black(S, p, 1, 0));
         if (v == 0) act(S, black(S, p, 2, 0));
         CHECK(S.dice_of(kFaceK) == (v == 0 ? 2 : 1));
       }},
      {"W2", 2, "Occupy 2 blue regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kB, v == 0); }},
      {"W3", 3, "Conquer a region with an explorer arriving from an ocean.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"IBE", "RUS"});
         put(S, p, {"GAL"}, 2);
         to_move(S, 4);
         if (v == 0) {
           act(S, step(S, "GAL", "OCW"));
           conquer(S, "IBE", {"OCW", "GAL"});
         } else {
           conquer(S, "IBE", {"GAL", "GAL"});
         }
         CHECK(S.conquests() == 1);
       }},
      {"W4", 3, "Occupy Tawantinsuyu, Anahuac and Wallmapu.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"TAW", "ANH"});
         if (v == 0) put(S, p, {"WAL"});
         if (v == 2) put(S, p, {"TUR"});
         // v1: Wallmapu holds only her start city
       }},
      {"W5", 3, "Conquer a region that your black dice let you take.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"HEL"}, v == 0 ? 2 : 1);
         put(S, q, {"ARA"});
         put(S, p, {"GER"}, 2);
         if (v == 0)
           A::set_dice(S, {kFaceK, kFaceK});
         else
           A::set_dice(S, {kO, kFaceK});
         to_move(S, 2);
         if (v == 0)
           conquer(S, "HEL", {"GER"});
         else
           conquer(S, "HEL", {"GER", "GER"});
         CHECK(S.conquests() == 1);
       }},
      {"W6", 4, "Occupy 2 green regions and show 2 green dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kG, v); }},
      {"W7", 4, "Occupy 6 regions.", 2, [](FirstState& S, int p, int, int v) { occ_n(S, p, 6, v == 0); }},
      {"W8", 5, "Occupy 3 regions outside the Americas.", 2,
       [](FirstState& S, int p, int, int v) {
         if (v == 0)
           put(S, p, {"HEL", "GAL", "IBE", "TAW"});
         else
           put(S, p, {"HEL", "GAL", "TAW", "ANH", "WAL"});
       }},
      {"W9", 6, "Make 2 conquests this turn, at least one of a region holding a rival city.", 3,
       [](FirstState& S, int p, int q, int v) {
         conquest_table(S, p, q);
         if (v != 1) A::set_token(S, q, 0, kLocBoard + area(S, "HEL"));
         conquer_from(S, "HEL", "SCY");
         if (v != 2) conquer_from(S, "ANA", "SCY");
         CHECK(S.conquests() == (v == 2 ? 1 : 2));
         CHECK(S.conq_city() == (v == 1 ? 0 : 1));
       }},
  };
  return t;
}

// The Karthadst and Etruria cards (ids 0..17) on side A (2 players): seat 0 Karthadst, seat 1
// Etruria. Side A colours: orange GER ARA KAR, blue GAL PER GAR, purple IBE HEL AKS, green ALB SCY
// KEM, yellow ETR ANA NUM; the Western Ocean borders ALB GAL IBE NUM GAR.
const std::vector<CardCase>& cases_side_a() {
  static const std::vector<CardCase> t = {
      // ---- Karthadst ----
      {"K1", 2, "Occupy 2 purple regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kP, v == 0); }},
      {"K2", 2, "This turn, land explorers from an ocean 2 times.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"NUM"}, 2);
         to_move(S, 4);
         act(S, step(S, "NUM", "OCW"));
         act(S, step(S, "OCW", "GAL"));
         if (v == 0) {
           act(S, step(S, "NUM", "OCW"));
           act(S, step(S, "OCW", "IBE"));
         } else {
           act(S, step(S, "NUM", "IBE"));  // by land (the Numidia-Iberia strait)
         }
         CHECK(S.landings() == (v == 0 ? 2 : 1));
       }},
      {"K3", 3, "Occupy 5 regions.", 2, [](FirstState& S, int p, int, int v) { occ_n(S, p, 5, v == 0); }},
      {"K4", 3, "Occupy 3 regions bordering the Western Ocean.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ALB", "GAL"});
         if (v == 0) put(S, p, {"NUM"});
         if (v == 1) put(S, p, {"GER"});  // inland on side A
         if (v == 2) city_only(S, p, "NUM");
       }},
      {"K5", 3, "Conquer a region that your black dice let you take.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"HEL"}, v == 0 ? 2 : 1);
         put(S, q, {"ANA"});
         put(S, p, {"GER"}, 2);
         if (v == 0)
           A::set_dice(S, {kFaceK, kFaceK});
         else
           A::set_dice(S, {kO, kFaceK});
         to_move(S, 2);
         if (v == 0)
           conquer(S, "HEL", {"GER"});  // 1 explorer + 2 black against 2
         else
           conquer(S, "HEL", {"GER", "GER"});  // 2 against 1: the black die is not needed
         CHECK(S.conquests() == 1);
       }},
      {"K6", 4, "Occupy 2 blue regions and show 2 blue dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kB, v); }},
      {"K7", 4, "Have 3 of your cities on the board.", 3,
       [](FirstState& S, int p, int q, int v) {
         put(S, p, {"HEL"});
         A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
         if (v == 0) A::set_token(S, p, 2, kLocBoard + area(S, "GAL"));
         if (v == 1) A::set_token(S, p, 2, kLocCaptured + q);
       }},
      {"K8", 5, "Occupy a region of each colour.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"GER", "GAL", "IBE", "ALB"});
         if (v == 0)
           put(S, p, {"ANA"});
         else {
           put(S, p, {"ARA"});  // a second orange region
           city_only(S, p, "ANA");
         }
       }},
      {"K9", 6, "Hold 3 captured rival cities.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, p, {"HEL"});
         A::set_token(S, q, 0, kLocCaptured + p);
         A::set_token(S, q, 1, kLocCaptured + p);
         // v1: Etruria's third city is alone in Numidia, not taken.
         A::set_token(S, q, 2, v == 0 ? kLocCaptured + p : kLocBoard + area(S, "NUM"));
       }},
      // ---- Etruria ----
      {"E1", 2, "Occupy 3 regions linked by land.", 2,
       [](FirstState& S, int p, int, int v) {
         if (v == 0)
           put(S, p, {"GAL", "GER", "HEL"});
         else
           put(S, p, {"ALB", "GAL", "PER"});  // Persia borders neither
       }},
      {"E2", 2, "Occupy 2 orange regions.", 2, [](FirstState& S, int p, int, int v) { occ2(S, p, kO, v == 0); }},
      {"E3", 3, "Show 3 dice of one colour.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"});
         if (v == 0) A::set_dice(S, {kG, kG, kG});
         if (v == 1) A::set_dice(S, {kG, kG, kO});
         if (v == 2) A::set_dice(S, {kFaceK, kFaceK, kFaceK});
       }},
      {"E4", 3, "Have 5 explorers in Etruria.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"}, v == 0 ? 5 : 4);
         if (v != 0) put(S, p, {"HEL"});
       }},
      {"E5", 3, "Conquer a region with an explorer arriving from an ocean.", 2,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"IBE", "ARA"});
         put(S, p, {"GAL"}, 2);
         to_move(S, 4);
         if (v == 0) {
           act(S, step(S, "GAL", "OCW"));
           conquer(S, "IBE", {"OCW", "GAL"});
         } else {
           conquer(S, "IBE", {"GAL", "GAL"});
         }
         CHECK(S.conquests() == 1);
       }},
      {"E6", 4, "Occupy 2 purple regions and show 2 purple dice.", 3,
       [](FirstState& S, int p, int, int v) { occ_dice(S, p, kP, v); }},
      {"E7", 4, "Conquer a region holding a rival city.", 3,
       [](FirstState& S, int p, int q, int v) {
         put(S, q, {"HEL", "ANA"});
         put(S, p, {"GER"}, 2);
         if (v == 0) A::set_token(S, q, 0, kLocBoard + area(S, "HEL"));
         if (v == 2) A::set_token(S, q, 0, kLocBoard + area(S, "SCY"));
         to_move(S, 2);
         if (v == 2) {
           act(S, step(S, "GER", "SCY"));  // the empty rival city is taken: no conquest
           CHECK(S.token_loc(q, 0) == kLocCaptured + p);
           CHECK(S.conquests() == 0);
         } else {
           conquer(S, "HEL", {"GER", "GER"});
           CHECK(S.conquests() == 1);
         }
       }},
      {"E8", 5, "Occupy Gallia, Hellas and Iberia.", 3,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"GAL", "HEL"});
         if (v == 0) put(S, p, {"IBE"});
         if (v == 1) city_only(S, p, "IBE");
         if (v == 2) put(S, p, {"NUM"});
       }},
      {"E9", 6, "Have 3 tracks at step 4 or higher.", 2,
       [](FirstState& S, int p, int, int v) {
         put(S, p, {"ETR"});
         A::set_step(S, p, kG, 4);
         A::set_step(S, p, kY, 6);
         A::set_step(S, p, kB, v == 0 ? 4 : 3);
       }},
  };
  return t;
}

// Each case, for cards first_card, first_card + 1, ...: the data file's row, then each variant on a
// fresh table (seat = civilization, rival = the next seat): variant 0 meets the condition and is
// scored for its VP, the others meet it not. The engine's own predicate, its legal actions and the
// card's progress terms must all agree.
void check_cases(const std::vector<CardCase>& T, int first_card, std::unique_ptr<FirstState> (*table)(), int& met,
                 int& missed) {
  for (size_t k = 0; k < T.size(); ++k) {
    const int c = first_card + static_cast<int>(k);
    const CardCase& K = T[k];
    const CardInfo& info = kCardInfo[c];
    INFO("card " << K.id);
    // The row is the data file's card.
    CHECK(std::string(info.id) == K.id);
    CHECK(info.vp == K.vp);
    CHECK(std::string(info.text_en) == K.text);
    const int p = c / kCardsPerDeck, local = c % kCardsPerDeck;
    for (int v = 0; v < K.variants; ++v) {
      INFO("variant " << v << (v == 0 ? " (met)" : " (not met)"));
      auto s = table();
      FirstState& S = *s;
      const int q = (p + 1) % S.num_players();
      REQUIRE(S.civ(p) == p);
      A::add_to_hand(S, p, local);
      A::begin_turn(S, p, {kO, kB, kP});
      REQUIRE(S.decision() == FirstState::kDecRoll);
      K.setup(S, p, q, v);
      REQUIRE(S.active() == p);
      REQUIRE(S.current_player() == p);
      const bool want = v == 0;
      CHECK(S.card_condition(p, c) == want);
      CHECK(legal(S, score(S, p, local)) == want);
      // What the board shows on the card: each term's have/need; met exactly when every term is.
      int have[3], need[3];
      const int terms = S.card_progress(p, c, have, need);
      CHECK(terms >= 1);
      bool all = true;
      for (int j = 0; j < terms; ++j) {
        CHECK(need[j] >= 1);
        all = all && have[j] >= need[j];
      }
      CHECK(all == want);
      if (want) {
        ++met;
        const int before = S.card_vp(p);
        act(S, score(S, p, local));
        CHECK(S.card_vp(p) == before + K.vp);
        CHECK(((S.scored(p) >> local) & 1) == 1);
        CHECK(((S.hand(p) >> local) & 1) == 0);
      } else {
        ++missed;
      }
    }
  }
}

}  // namespace

TEST_CASE("first: every achievement card's condition, met and not met", "[first][rules][cards]") {
  const auto& T = cases();
  REQUIRE(T.size() == static_cast<size_t>(kCards));
  int met = 0, missed = 0;
  check_cases(T, 0, five, met, missed);
  CHECK(met == kCards);
  CHECK(missed >= kCards);
}

TEST_CASE("first: the Karthadst and Etruria cards on the 2-player side, met and not met", "[first][rules][cards]") {
  const auto& T = cases_side_a();
  REQUIRE(T.size() == static_cast<size_t>(2 * kCardsPerDeck));
  int met = 0, missed = 0;
  check_cases(T, KAR * kCardsPerDeck, two, met, missed);
  CHECK(met == 2 * kCardsPerDeck);
  CHECK(missed >= 2 * kCardsPerDeck);
}

// ---- above the threshold ------------------------------------------------------
// Every card's "met" variant above sits exactly at its thresholds. Here each
// numeric term is above its threshold (a count one higher, or the most the
// game allows: a region of each of the 5 colours plus a sixth region), each
// named region is held with more explorers and more regions besides: the card
// must still count.
namespace {

// q: HEL 2, ARA 2, PER 1; p: GER 1, KEM 1; two black dice. ARA falls first (its explorers retreat to
// Persia, the defender's last region in area order), then Hellas: 1 explorer + 2 black beat 2 both times.
void two_black_conquests(FirstState& S, int p, int q) {
  put(S, q, {"HEL", "ARA"}, 2);
  put(S, q, {"PER"});
  put(S, p, {"GER", "KEM"});
  A::set_dice(S, {kFaceK, kFaceK});
  to_move(S, 2);
  conquer(S, "ARA", {"KEM"});
  conquer(S, "HEL", {"GER"});
  CHECK(S.conquests() == 2);
  CHECK(S.conq_black() == 2);
}
// q: IBE 1, WAG 1, RUS 1; p: Gallia 4 sails into the Western Ocean (3 explorers) and lands twice
// in conquests: Wagadu (2 from the ocean), then Iberia (1 from the ocean, 1 from Gallia).
void two_sea_conquests(FirstState& S, int p, int q) {
  put(S, q, {"IBE", "WAG", "RUS"});
  put(S, p, {"GAL"}, 4);
  to_move(S, 8);
  for (int i = 0; i < 3; ++i) act(S, step(S, "GAL", "OCW"));
  conquer(S, "WAG", {"OCW", "OCW"});
  conquer(S, "IBE", {"OCW", "GAL"});
  CHECK(S.conquests() == 2);
  CHECK(S.conq_sea() == 2);
}
// q: RUS 1 (its token 1) and HEL 1 (its token 0), ANA 1; p: Germania 4 conquers Rus, then Hellas.
void two_city_conquests(FirstState& S, int p, int q) {
  put(S, q, {"RUS", "HEL", "ANA"});
  A::set_token(S, q, 0, kLocBoard + area(S, "HEL"));
  A::set_token(S, q, 1, kLocBoard + area(S, "RUS"));
  put(S, p, {"GER"}, 4);
  to_move(S, 4);
  conquer(S, "RUS", {"GER", "GER"});
  conquer(S, "HEL", {"GER", "GER"});
  CHECK(S.conquests() == 2);
  CHECK(S.conq_city() == 2);
}
// Cities: p's start city plus tokens 1..3 on the board (4), in held regions.
void four_cities(FirstState& S, int p) {
  put(S, p, {"HEL", "GAL", "IBE"});
  A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
  A::set_token(S, p, 2, kLocBoard + area(S, "GAL"));
  A::set_token(S, p, 3, kLocBoard + area(S, "IBE"));
}
// Side B: three regions of each colour (away from the start regions), then a fourth where needed.
const char* const kThree[kTracks][3] = {
    {"HEL", "ARA", "IND"}, {"GAL", "PER", "TUR"}, {"IBE", "GER", "SCY"}, {"RUS", "ANA", "SUV"}, {"ALB", "KEM", "KON"}};
void occ3(FirstState& S, int p, int c) { put(S, p, {kThree[c][0], kThree[c][1], kThree[c][2]}); }
void occ3_dice3(FirstState& S, int p, int c) {
  occ3(S, p, c);
  A::set_dice(S, {c, c, c});
}
void each_colour_and_more(FirstState& S, int p) { put(S, p, {"HEL", "GAL", "IBE", "RUS", "ALB", "ARA"}); }

struct AboveCase {
  const char* id;
  std::function<void(FirstState&, int p, int q)> setup;
};

const std::vector<AboveCase>& above_cases() {
  static const std::vector<AboveCase> t = {
      {"K1", [](FirstState& S, int p, int) { occ3(S, p, kP); }},
      {"K2",
       [](FirstState& S, int p, int) {
         put(S, p, {"IBE"}, 3);
         to_move(S, 6);
         for (int i = 0; i < 3; ++i) {
           act(S, step(S, "IBE", "OCW"));
           act(S, step(S, "OCW", "GAL"));
         }
         CHECK(S.landings() == 3);
       }},
      {"K3",
       [](FirstState& S, int p, int) {
         put(S, p, {"GER", "GAL", "IBE", "ALB", "ANA", "ARA"});
       }},
      {"K4",
       [](FirstState& S, int p, int) {
         put(S, p, {"ALB", "GAL", "IBE", "WAG"});
       }},
      {"K5", [](FirstState& S, int p, int q) { two_black_conquests(S, p, q); }},
      {"K6", [](FirstState& S, int p, int) { occ3_dice3(S, p, kB); }},
      {"K7", [](FirstState& S, int p, int) { four_cities(S, p); }},
      {"K8", [](FirstState& S, int p, int) { each_colour_and_more(S, p); }},
      {"K9",
       [](FirstState& S, int p, int q) {
         put(S, p, {"HEL"});
         for (int i = 0; i < 3; ++i) A::set_token(S, q, i, kLocCaptured + p);
         A::set_token(S, (q + 1) % 5, 0, kLocCaptured + p);
       }},
      {"E1",
       [](FirstState& S, int p, int) {
         put(S, p, {"GAL", "ETR", "HEL", "GER"});
       }},
      {"E2", [](FirstState& S, int p, int) { occ3(S, p, kO); }},
      {"E3",
       [](FirstState& S, int p, int) {
         put(S, p, {"ETR"});
         A::set_dice(S, {kY, kY, kY, kY});
       }},
      {"E4", [](FirstState& S, int p, int) { put(S, p, {"ETR"}, 6); }},
      {"E5", [](FirstState& S, int p, int q) { two_sea_conquests(S, p, q); }},
      {"E6", [](FirstState& S, int p, int) { occ3_dice3(S, p, kP); }},
      {"E7", [](FirstState& S, int p, int q) { two_city_conquests(S, p, q); }},
      {"E8",
       [](FirstState& S, int p, int) {
         put(S, p, {"GAL", "HEL", "IBE", "GER"}, 2);
       }},
      {"E9",
       [](FirstState& S, int p, int) {
         put(S, p, {"ETR"});
         A::set_step(S, p, kO, 5);
         A::set_step(S, p, kB, 4);
         A::set_step(S, p, kP, 4);
         A::set_step(S, p, kG, 4);
       }},
      {"H1", [](FirstState& S, int p, int) { put(S, p, {"HEL"}, 5); }},
      {"H2", [](FirstState& S, int p, int) { occ3(S, p, kG); }},
      {"H3",
       [](FirstState& S, int p, int) {
         put(S, p, {"GER", "HEL", "RUS", "SCY", "ANA"});
       }},
      {"H4",
       [](FirstState& S, int p, int) {
         put(S, p, {"HUA", "RUS", "SCY", "IND", "SUV"});
       }},
      {"H5",
       [](FirstState& S, int p, int) {
         put(S, p, {"HUA"});
         for (int c : {0, 1, 2, 3}) A::add_to_hand(S, p, c);
       }},
      {"H6", [](FirstState& S, int p, int) { occ3_dice3(S, p, kO); }},
      {"H7",
       [](FirstState& S, int p, int q) {
         conquest_table(S, p, q);
         conquer_from(S, "HEL", "SCY");
         conquer_from(S, "ANA", "SCY");
         conquer_from(S, "PER", "SCY");
         CHECK(S.conquests() == 3);
       }},
      {"H8",
       [](FirstState& S, int p, int) {
         put(S, p, {"SCY", "PER", "ANA", "HEL"}, 2);
       }},
      {"H9",
       [](FirstState& S, int p, int) {
         put(S, p, {"GER", "GAL", "IBE", "ALB", "ANA", "ARA", "PER", "SCY"});
       }},
      {"M1", [](FirstState& S, int p, int) { occ3(S, p, kO); }},
      {"M2",
       [](FirstState& S, int p, int q) {
         conquest_table(S, p, q);
         conquer_from(S, "HEL", "SCY");
         conquer_from(S, "ANA", "SCY");
         CHECK(S.conquests() == 2);
       }},
      {"M3",
       [](FirstState& S, int p, int) {
         put(S, p, {"MUP", "HEL", "GAL"});
         A::set_token(S, p, 1, kLocBoard + area(S, "HEL"));
         A::set_token(S, p, 2, kLocBoard + area(S, "GAL"));
       }},
      {"M4",
       [](FirstState& S, int p, int) {
         put(S, p, {"RUS", "SUV", "ALB"});
       }},
      {"M5",
       [](FirstState& S, int p, int) {
         put(S, p, {"AKS", "KEM", "KON"}, 2);
       }},
      {"M6", [](FirstState& S, int p, int) { occ3_dice3(S, p, kY); }},
      {"M7", [](FirstState& S, int p, int) { four_cities(S, p); }},
      {"M8", [](FirstState& S, int p, int) { each_colour_and_more(S, p); }},
      {"M9",
       [](FirstState& S, int p, int q) {
         // A fifth region of the defender: four conquests leave it one.
         put(S, q, {"IND"});
         conquest_table(S, p, q);
         conquer_from(S, "HEL", "SCY");
         conquer_from(S, "ANA", "SCY");
         conquer_from(S, "PER", "SCY");
         conquer_from(S, "ARA", "ANA");
         CHECK(S.conquests() == 4);
       }},
      {"W1",
       [](FirstState& S, int p, int) {
         put(S, p, {"WAL"});
         for (int c : {1, 2, 3}) A::add_to_hand(S, p, c);
         A::set_dice(S, {kO, kB, kP});
         for (int c : {1, 2, 3}) act(S, black(S, p, c, 0));
         CHECK(S.dice_of(kFaceK) == 3);
       }},
      {"W2", [](FirstState& S, int p, int) { occ3(S, p, kB); }},
      {"W3", [](FirstState& S, int p, int q) { two_sea_conquests(S, p, q); }},
      {"W4",
       [](FirstState& S, int p, int) {
         put(S, p, {"TAW", "ANH", "WAL", "TUR"}, 2);
       }},
      {"W5", [](FirstState& S, int p, int q) { two_black_conquests(S, p, q); }},
      {"W6", [](FirstState& S, int p, int) { occ3_dice3(S, p, kG); }},
      {"W7",
       [](FirstState& S, int p, int) {
         put(S, p, {"GER", "GAL", "IBE", "ALB", "ANA", "ARA", "PER"});
       }},
      {"W8",
       [](FirstState& S, int p, int) {
         put(S, p, {"HEL", "GAL", "IBE", "GER", "TAW"});
       }},
      {"W9",
       [](FirstState& S, int p, int q) {
         conquest_table(S, p, q);
         A::set_token(S, q, 0, kLocBoard + area(S, "HEL"));
         A::set_token(S, q, 1, kLocBoard + area(S, "ANA"));
         conquer_from(S, "HEL", "SCY");
         conquer_from(S, "ANA", "SCY");
         conquer_from(S, "PER", "SCY");
         CHECK(S.conquests() == 3);
         CHECK(S.conq_city() == 2);
       }},
  };
  return t;
}

}  // namespace

TEST_CASE("first: every achievement card still counts above its thresholds", "[first][rules][cards]") {
  const auto& T = above_cases();
  REQUIRE(T.size() == static_cast<size_t>(kCards));
  int above = 0;
  for (int c = 0; c < kCards; ++c) {
    const AboveCase& K = T[static_cast<size_t>(c)];
    INFO("card " << K.id);
    REQUIRE(std::string(kCardInfo[c].id) == K.id);
    const int p = c / kCardsPerDeck, local = c % kCardsPerDeck;
    auto s = five();
    FirstState& S = *s;
    const int q = (p + 1) % 5;
    A::add_to_hand(S, p, local);
    A::begin_turn(S, p, {kO, kB, kP});
    K.setup(S, p, q);
    REQUIRE(S.active() == p);
    REQUIRE(S.current_player() == p);
    CHECK(S.card_condition(p, c));
    CHECK(legal(S, score(S, p, local)));
    // Each counted term is above what the card needs (a region to hold is 1 of 1; 5 colours is the most).
    int have[3], need[3];
    const int terms = S.card_progress(p, c, have, need);
    REQUIRE(terms >= 1);
    bool over = false;
    for (int j = 0; j < terms; ++j) {
      CHECK(have[j] >= need[j]);
      over = over || have[j] > need[j];
    }
    const bool capped = kCardInfo[c].terms[0].term == kTHold || kCardInfo[c].terms[0].term == kTColours ||
                        kCardInfo[c].terms[0].term == kTHoldStart;
    CHECK((over || capped));
    above += over;
    const int before = S.card_vp(p);
    act(S, score(S, p, local));
    CHECK(S.card_vp(p) == before + kCardInfo[c].vp);
  }
  // Every card has a term above its threshold but the 6 that only name regions or ask for every
  // colour (K8 E8 H8 M5 M8 W4): they hold more explorers and regions than they need.
  CHECK(above == kCards - 6);
}
