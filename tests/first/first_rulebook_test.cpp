// First Empires: the rulebook's rules one by one (issue "every rule as the
// rulebook says, and every rule tested"). Each test names the rulebook (RB)
// sentence it checks; positions are set through FirstTestAccess.
#include "first_test_util.h"

using namespace emp;
using namespace emp::first;
using namespace emp::first_test;

namespace {

// Plays the rest of the game choosing each decision's last action (its "end").
void play_out(FirstState& S) {
  std::vector<Action> l;
  while (!S.terminal()) {
    S.legal_actions(l);
    S.apply(l.back());
  }
}

int count_kind(const State& s, uint32_t kind) {
  std::vector<Action> l;
  s.legal_actions(l);
  return static_cast<int>(std::count_if(l.begin(), l.end(), [&](Action a) { return action_kind(a) == kind; }));
}

int die_showing(const FirstState& S, int face) {
  for (int i = 0; i < S.dice_count(); ++i)
    if (S.die(i) == face) return i;
  return -1;
}

}  // namespace

// RB setup 4: "Randomly select a starting player." ... "The starting player begins the game."
TEST_CASE("first: the start player is drawn at random and takes the first turn", "[first][rules][rulebook]") {
  for (int n = 2; n <= 5; ++n) {
    INFO(n << " players");
    const int games = 300;
    std::vector<int> seat(n, 0), civ(kCivs, 0);
    for (uint64_t seed = 1; seed <= games; ++seed) {
      auto s = make(n, seed * 7919);
      CHECK(s->active() == s->start_player());
      CHECK(s->current_player() == s->start_player());
      CHECK(s->round() == 1);
      ++seat[s->start_player()];
      ++civ[s->civ(s->start_player())];
      // The same seed deals the same start player.
      CHECK(make(n, seed * 7919)->start_player() == s->start_player());
    }
    // Every seat, and every civilization in play, starts some games (about 1/n each).
    for (int p = 0; p < n; ++p) CHECK(seat[p] > games / n / 2);
    Civ in_play[kCivs];
    const int k = civs_for(n, in_play);
    for (int i = 0; i < k; ++i) CHECK(civ[in_play[i]] > games / k / 2);
  }
}

// RB: "Black rolls convey a special conquest bonus, and are not used for advancement."
TEST_CASE("first: black faces never raise a track; a die converted from black does", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kFaceK, kFaceK});
  act(S, kEndRoll);
  act(S, kEndMove);
  REQUIRE(S.phase() == 3);
  // She holds orange (Indus), yellow (Albion) and purple (Scythia) regions: no track rises on black.
  CHECK(S.dice_of(kFaceK) == 2);
  CHECK(count_kind(S, kActRaise) == 0);
  for (int t = 0; t < kTracks; ++t) CHECK_FALSE(legal(S, raise(t)));
  CHECK(S.why_illegal(raise(kO)) == msg("first.why.no_colour_die", {"first.colour.0"}));
  // A card turns one black die orange: that die raises orange, the other black die still nothing.
  act(S, convert(S, 0, 0, 0, kO));
  CHECK(S.dice_of(kFaceK) == 1);
  CHECK(count_kind(S, kActRaise) == 1);
  act(S, raise(kO));
  CHECK(S.track_step(0, kO) == 2);
  // Nothing was left to raise: Phase 3 ended by itself; with 2 cards in hand she is asked to end her turn.
  CHECK(S.decision() == FirstState::kDecEndTurn);
  act(S, kEndTurn);
  CHECK(S.active() == 1);
  CHECK(invariants(S));
}

// RB: "If the active player moves units back into a region that is empty except for their own city,
// the city token remains in the region."
TEST_CASE("first: moving back into a region holding only your own city keeps the token there",
          "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  const int scy = area(S, "SCY");
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  act(S, step(S, "SCY", "HEL"));
  act(S, step(S, "SCY", "HEL"));
  // Abandoned: the city stays, the region is held by nobody.
  CHECK(S.explorers(0, scy) == 0);
  CHECK(S.owner(scy) == -1);
  CHECK(((S.occupied(0) >> scy) & 1) == 0);
  CHECK(S.token_loc(0, 0) == kLocBoard + scy);
  act(S, step(S, "HEL", "SCY"));
  CHECK(S.explorers(0, scy) == 1);
  CHECK(S.token_loc(0, 0) == kLocBoard + scy);  // still on the board, still hers
  for (int q = 0; q < 3; ++q)
    for (int i = 0; i < kCityTokens; ++i) CHECK(S.token_loc(q, i) < kLocCaptured);
  CHECK(invariants(S));
}

// RB: "Conquests must always be made with at least 1 explorer, regardless of the number of black
// [dice] that a player has."
TEST_CASE("first: at least one explorer arrives even when the black dice alone beat the defenders",
          "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kFaceK, kFaceK});
  A::set_dice(S, {kFaceK, kFaceK, kFaceK});  // 3 black dice against Dan's 1 explorer in Huaxia
  act(S, kEndRoll);
  // Germania (Dan, 1) is out of reach of her explorers: no conquest by dice alone.
  CHECK_FALSE(legal(S, attack(S, "GER")));
  act(S, attack(S, "HUA"));
  CHECK(S.attack_committed() == 0);
  CHECK_FALSE(legal(S, kCommit));
  CHECK(S.why_illegal(kCommit) == msg("first.why.too_weak", {"0", "3", "1"}));
  act(S, add(S, "SCY"));
  CHECK(legal(S, kCommit));
  act(S, kCommit);
  CHECK(S.explorers(0, area(S, "HUA")) == 1);
  CHECK(S.conquests() == 1);
  CHECK(S.conq_black() == 1);
  CHECK(S.mp_left() == 3);  // the one explorer paid 1 MP
}

// RB: "City tokens have no defensive value."
TEST_CASE("first: cities add nothing to a region's defence", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  const int hua = area(S, "HUA");
  // Dan (Mupata) has a second city in Huaxia: his green column (icon at step 2) is placed.
  A::set_step(S, 1, kG, 2);
  A::set_hand(S, 1, {0, 1, 2});
  A::set_token(S, 1, 1 + kG, kLocBoard + hua);
  CHECK(invariants(S));
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  // 1 explorer and 2 cities: 2 explorers conquer, 1 does not.
  act(S, attack(S, "HUA"));
  act(S, add(S, "SCY"));
  CHECK_FALSE(legal(S, kCommit));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  CHECK(S.explorers(0, hua) == 2);
  CHECK(S.conq_city() == 1);
  CHECK(S.token_loc(1, 0) == kLocCaptured + 0);
  CHECK(S.token_loc(1, 1 + kG) == kLocCaptured + 0);
  act(S, retreat(S, "RUS"));
  CHECK(S.explorers(1, area(S, "RUS")) == 3);
  CHECK(invariants(S));
}

// RB: "A player may not retreat to a region that does not contain any explorer (even if they have a
// city in that region)."
TEST_CASE("first: no retreat into a region holding only the defender's city", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  // Dan's green-column city in Persia, with none of his explorers there.
  A::set_step(S, 1, kG, 2);
  A::set_hand(S, 1, {0, 1, 2});
  A::set_token(S, 1, 1 + kG, kLocBoard + area(S, "PER"));
  CHECK(invariants(S));
  A::begin_turn(S, 0, {kFaceK, kFaceK});
  act(S, kEndRoll);
  act(S, attack(S, "RUS"));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  REQUIRE(S.decision() == FirstState::kDecRetreat);
  CHECK(S.current_player() == 1);
  CHECK(count_kind(S, kActRetreat) == 2);  // Huaxia and Germania
  CHECK(legal(S, retreat(S, "HUA")));
  CHECK(legal(S, retreat(S, "GER")));
  CHECK_FALSE(legal(S, retreat(S, "PER")));
  CHECK(S.why_illegal(retreat(S, "PER")) == msg("first.why.retreat_region"));
  CHECK_FALSE(legal(S, retreat(S, "RUS")));
  act(S, retreat(S, "GER"));
  CHECK(S.explorers(1, area(S, "PER")) == 0);
  CHECK(S.token_loc(1, 1 + kG) == kLocBoard + area(S, "PER"));
  CHECK(invariants(S));
}

// RB: "move them to any one other region containing at least 1 of their explorers" and the example:
// "While he does not have to retreat to his closest region". The list asks for a retreat to a
// non-adjacent region to be refused; the rulebook allows it (NOTES.md), so it is accepted here.
TEST_CASE("first: a retreat may go to any region of the defender, adjacent or not", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  const int rus = area(S, "RUS"), kon = area(S, "KON");
  // Dan: Rus 2, Huaxia 1, Kongo 1 (Kongo is far from Rus).
  A::set_explorers(S, 1, area(S, "GER"), 0);
  A::set_explorers(S, 1, kon, 1);
  REQUIRE(((map_tables().adj[kSideB][rus] >> kon) & 1) == 0);
  CHECK(invariants(S));
  A::begin_turn(S, 0, {kFaceK, kFaceK});
  act(S, kEndRoll);
  act(S, attack(S, "RUS"));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  REQUIRE(S.decision() == FirstState::kDecRetreat);
  CHECK(legal(S, retreat(S, "HUA")));
  act(S, retreat(S, "KON"));
  CHECK(S.explorers(1, kon) == 3);
  CHECK(S.explorers(1, rus) == 0);
  CHECK(invariants(S));
}

// RB: "The player may discard multiple cards to do this multiple times." (Phase 1) and
// "They may discard multiple cards to do this multiple times." (Phase 3)
TEST_CASE("first: several cards discarded in one phase convert several dice", "[first][rules][rulebook]") {
  {
    auto s = carmen_table();
    FirstState& S = *s;
    A::begin_turn(S, 0, {kY, kB});
    act(S, black(S, 0, 0, die_showing(S, kB)));
    act(S, black(S, 0, 2, die_showing(S, kY)));
    CHECK(S.dice_of(kFaceK) == 2);
    CHECK(static_cast<unsigned>(S.hand(0)) == 1u << 3);
    CHECK(static_cast<unsigned>(S.discarded(0)) == ((1u << 0) | (1u << 2)));
    CHECK(count_kind(S, kActBlack) == 0);  // no die left that is not black
    CHECK(invariants(S));
  }
  {
    auto s = carmen_table();
    FirstState& S = *s;
    A::begin_turn(S, 0, {kY, kB});
    act(S, kEndRoll);
    act(S, kEndMove);
    // Phase 3: blue -> orange (Indus), yellow -> purple (Scythia), two cards.
    act(S, convert(S, 0, 0, die_showing(S, kB), kO));
    act(S, convert(S, 0, 2, die_showing(S, kY), kP));
    CHECK(S.dice_of(kO) == 1);
    CHECK(S.dice_of(kP) == 1);
    CHECK(static_cast<unsigned>(S.hand(0)) == 1u << 3);
    CHECK(static_cast<unsigned>(S.discarded(0)) == ((1u << 0) | (1u << 2)));
    act(S, raise(kO));
    // After the first raise no more conversions.
    CHECK(count_kind(S, kActConvert) == 0);
    act(S, raise(kP));
    CHECK(S.track_step(0, kO) == 2);
    CHECK(S.track_step(0, kP) == 4);
    // Huaxia's purple icon (step 4) was reached: Albion is her only region without a city.
    CHECK(S.token_loc(0, 1 + kP) == kLocBoard + area(S, "ALB"));
    CHECK(invariants(S));
  }
}

// RB (Phase 1 and Phase 3): "Cards discarded to convert dice may not be scored, or re-drawn." Karthadst
// (2 players, green step 4: 1 + 1 + 1 + 0 + 1 = 4 cards drawn) discards 2 of its 4 in Phase 3; its two
// green raises (steps 4 -> 5 -> 6, +1 each) draw the next 2 cards of the deck, never a discarded one.
TEST_CASE("first: cards discarded for dice are never scored or drawn again", "[first][rules][rulebook]") {
  auto s = make(2, 33);
  FirstState& S = *s;
  const int k = seat_of(S, KAR), e = k ^ 1;
  A::clear_map(S);
  A::set_explorers(S, e, area(S, "ETR"), 3);
  // Albion and Scythia green, Iberia and Hellas purple (side A).
  for (const char* r : {"ALB", "SCY", "IBE", "HEL"}) A::set_explorers(S, k, area(S, r), 1);
  A::set_step(S, k, kG, 4);
  A::set_token(S, k, 1 + kG, kLocBoard + area(S, "ALB"));  // the green icon (step 4) was reached
  A::set_hand(S, k, {0, 1, 2, 3});                         // the rest of the deck in id order: 4, 5, 6, 7, 8
  CHECK(S.deck_left(k) == 5);
  CHECK(invariants(S));
  A::begin_turn(S, k, {kB, kY});
  act(S, kEndRoll);
  act(S, kEndMove);
  // K1 Tyrian Dye Works (occupy 2 purple regions) holds, and could be scored from the hand.
  const int k1 = KAR * kCardsPerDeck + 0;
  CHECK(S.card_condition(k, k1));
  CHECK(legal(S, score(S, k, 0)));
  act(S, convert(S, k, 0, die_showing(S, kB), kG));
  act(S, convert(S, k, 1, die_showing(S, kY), kG));
  CHECK(S.dice_of(kG) == 2);
  CHECK(static_cast<unsigned>(S.discarded(k)) == 3u);
  // Discarded: its condition still holds, but it cannot be scored.
  CHECK(S.card_condition(k, k1));
  CHECK_FALSE(legal(S, score(S, k, 0)));
  act(S, raise(kG));
  act(S, raise(kG));
  CHECK(S.track_step(k, kG) == 6);
  CHECK(S.deck_left(k) == 3);
  CHECK(S.hand_size(k) == 4);                        // 4 - 2 discarded + 2 drawn
  CHECK(static_cast<unsigned>(S.hand(k)) == 0x3Cu);  // cards 2, 3 and the drawn 4, 5: never 0 or 1
  CHECK(static_cast<unsigned>(S.discarded(k)) == 3u);
  CHECK((S.hand(k) & S.discarded(k)) == 0);
  // Nothing left to raise: the end of her turn, where the discarded K1 is still not offered.
  REQUIRE(S.decision() == FirstState::kDecEndTurn);
  CHECK_FALSE(legal(S, score(S, k, 0)));
  act(S, kEndTurn);
  CHECK(S.active() == e);
  CHECK(invariants(S));
}

// RB: "A region without explorers is not considered occupied by any player (even if there is a city
// in it) and cannot be used for advancement or the placement of new explorers."
TEST_CASE("first: new explorers may not go to a region holding only your own city", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  act(S, step(S, "SCY", "HEL"));
  act(S, step(S, "SCY", "HEL"));
  act(S, kEndMove);
  act(S, raise(kY));  // Albion is yellow: Y2 -> Y3, 5 -> 6 explorers
  REQUIRE(S.decision() == FirstState::kDecPlaceExpl);
  CHECK(S.pending_explorers() == 1);
  CHECK(count_kind(S, kActPlaceExplorer) == 3);  // Hellas, Albion, Indus
  CHECK_FALSE(legal(S, place_expl(S, "SCY")));
  CHECK(S.why_illegal(place_expl(S, "SCY")) == msg("first.why.place_occupied"));
  CHECK_FALSE(legal(S, place_expl(S, "OCE")));
  act(S, place_expl(S, "HEL"));
  CHECK(S.explorers(0, area(S, "HEL")) == 3);
  CHECK(S.explorers(0, area(S, "SCY")) == 0);
  // The yellow icon (step 3) was reached: the city goes to a held region without a city
  // (Hellas or Albion), never to the abandoned Scythia.
  REQUIRE(S.decision() == FirstState::kDecPlaceCity);
  CHECK_FALSE(legal(S, place_city(S, "SCY")));
  CHECK_FALSE(legal(S, place_city(S, "IND")));
  act(S, place_city(S, "ALB"));
  CHECK(invariants(S));
}

// RB: "Note: City tokens that still are on their civilization board do not score any VP."
TEST_CASE("first: city tokens still on the civilization board score nothing", "[first][rules][rulebook]") {
  auto s = make(2, 31);
  FirstState& S = *s;
  const int p = S.start_player() ^ 1;  // the last seat of the round
  A::set_round(S, S.rounds());
  // The start city is worth 1; the five tokens on the columns (2,2,2,3 and 1) stay there.
  A::swap_token_value(S, p, 0, 1);
  A::begin_turn(S, p, {kFaceK, kFaceK});
  for (int t = 0; t < kTracks; ++t) CHECK(S.token_loc(p, 1 + t) == kLocColumn + t);
  const int board = S.board_vp(p);
  play_out(S);
  std::vector<int> sc;
  S.scores(sc);
  CHECK(S.city_vp(p) == 1);
  CHECK(S.scored_tokens(p) == 1);
  CHECK(sc[p] == board + 1);
}

// RB scoring: "Each player recovers the city tokens that they placed on the main board and the captured
// tokens from their supply. They reveal these tokens and add their cumulated value to their score." The
// example: board 10+6+9+7+6 = 38, "Cities conquired and remaining on the board scored: 3+2+2+1+1 = 9",
// cards 5+4 = 9, "Huaxia final score is 38+9+9=56 VP". Here the last 1 is a Karthadst city she takes in
// her last turn.
TEST_CASE("first: captured rival cities count in the final score (the rulebook's 56 with a captured city)",
          "[first][rules][rulebook]") {
  auto s = make(3, 21);
  FirstState& S = *s;
  A::set_first(S, 1);  // order 1, 2, 0: Huaxia (seat 0) plays the last turn
  A::set_civ(S, 0, HUA);
  A::set_civ(S, 1, KAR);
  A::set_civ(S, 2, MUP);
  A::clear_map(S);
  for (int p = 0; p < 3; ++p)
    for (int t = 0; t < kTracks; ++t) A::set_step(S, p, t, 0);
  // Huaxia O4 B3 P4 G4 Y3: every column's icon passed, 6 explorers, 2 + 4 cards drawn.
  const int steps[kTracks] = {4, 3, 4, 4, 3};
  for (int t = 0; t < kTracks; ++t) A::set_step(S, 0, t, steps[t]);
  A::set_explorers(S, 0, area(S, "IBE"), 3);
  A::set_explorers(S, 0, area(S, "GAL"), 3);
  A::set_hand(S, 0, {0, 1, 2, 3, 5, 7});
  A::set_scored(S, 0, {5, 7});  // Voyage of Zho Ying (4) + Silk Road (5)
  // Her tokens: 3, 2, 2, 1 on the board; the other 1 and 2 were captured by Mupata.
  const int vals[kCityTokens] = {3, 2, 2, 1, 1, 2};
  const int locs[kCityTokens] = {kLocBoard + area(S, "IBE"), kLocBoard + area(S, "GAL"), kLocBoard + area(S, "IBE"),
                                 kLocBoard + area(S, "GAL"), kLocCaptured + 2,           kLocCaptured + 2};
  for (int i = 0; i < kCityTokens; ++i) A::set_token(S, 0, i, locs[i], vals[i]);
  // Karthadst left its start region (its city, worth 1, stays there); Mupata at home.
  A::set_explorers(S, 1, area(S, "WAG"), 4);
  A::set_token(S, 1, 0, kLocBoard + area(S, "KAR"));
  A::swap_token_value(S, 1, 0, 1);
  A::set_explorers(S, 2, area(S, "MUP"), 3);
  A::set_token(S, 2, 0, kLocBoard + area(S, "MUP"));
  A::set_hand(S, 1, {0});
  A::set_hand(S, 2, {0});
  CHECK(S.board_vp(0) == 38);
  CHECK(S.card_vp(0) == 9);
  A::set_round(S, S.rounds());
  A::begin_turn(S, 0, {kFaceK, kFaceK, kFaceK, kFaceK});
  CHECK(invariants(S));
  act(S, kEndRoll);
  act(S, step(S, "IBE", "KAR"));  // Karthadst's city, no explorers: taken
  CHECK(S.token_loc(1, 0) == kLocCaptured + 0);
  CHECK_FALSE(S.terminal());
  play_out(S);
  std::vector<int> sc;
  S.scores(sc);
  CHECK(S.city_vp(0) == 3 + 2 + 2 + 1 + 1);
  CHECK(S.scored_tokens(0) == 5);
  CHECK(sc[0] == 56);
  const auto bd = S.score_breakdown();
  CHECK(bd[0][0].value == 38);
  CHECK(bd[0][1].value == 9);
  CHECK(bd[0][2].value == 9);
  // Mupata scores its own start city and Huaxia's two tokens it took; Karthadst lost its city.
  CHECK(S.city_vp(2) == S.token_value(2, 0) + 1 + 2);
  CHECK(S.city_vp(1) == 0);
}

// RB: "If there is still a tie, then the tied players rejoice in their shared victory".
TEST_CASE("first: a tie after both tie-breaks is a shared victory", "[first][rules][rulebook]") {
  auto s = make(3, 23);
  FirstState& S = *s;
  A::set_first(S, 0);
  A::set_round(S, S.rounds());
  A::begin_turn(S, 2, {kFaceK, kFaceK});
  // Seats 0 and 1: equal VP (start city worth 2), equal hands (1 card), equal scored (1 city, 0 cards).
  // Seat 2: its start city is worth 1.
  A::swap_token_value(S, 0, 0, 2);
  A::swap_token_value(S, 1, 0, 2);
  A::swap_token_value(S, 2, 0, 1);
  for (int p = 0; p < 3; ++p) A::set_hand(S, p, {0});
  play_out(S);
  std::vector<int> sc, rk;
  S.scores(sc);
  S.ranks(rk);
  REQUIRE(sc[0] == sc[1]);
  REQUIRE(sc[2] == sc[0] - 1);
  CHECK(S.hand_size(0) == S.hand_size(1));
  CHECK(S.tie_breaks(0)[0].value == S.tie_breaks(1)[0].value);
  CHECK(S.tie_breaks(0)[1].value == S.tie_breaks(1)[1].value);
  CHECK(rk[0] == 0);
  CHECK(rk[1] == 0);
  CHECK(rk[2] == 2);
}

// RB example: "She draws her Voyage of Zho Ying card, which she could have scored immediatly if she had
// raised her orange track twice this turn. In order to score it, she will have to occupy 2 orange
// regions and roll 2 orange dice the same turn." Her dice after the re-rolls were green and purple, so
// raising orange twice means two dice turned orange by cards: a face set by a card counts as rolled
// (NOTES.md, "Card dice terms").
TEST_CASE("first: card dice terms count faces set by cards, and only the faces showing now",
          "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  const int h6 = HUA * kCardsPerDeck + 5;
  A::set_hand(S, 0, {0, 2, 3, 5});
  A::set_explorers(S, 0, area(S, "SCY"), 1);
  A::set_explorers(S, 0, area(S, "HEL"), 1);  // Indus and Hellas: 2 orange regions
  A::begin_turn(S, 0, {kY, kB});
  A::force_dice(S, {kB});
  act(S, make_action(kActReroll, 1u << die_showing(S, kB)));
  A::force_dice(S, {kG, kP});
  act(S, make_action(kActReroll, 3));  // green and purple, as in the example
  CHECK_FALSE(S.card_condition(0, h6));
  act(S, kEndRoll);
  act(S, kEndMove);
  act(S, convert(S, 0, 0, die_showing(S, kP), kO));
  CHECK_FALSE(S.card_condition(0, h6));  // one orange die
  act(S, convert(S, 0, 2, die_showing(S, kG), kO));
  CHECK(S.card_condition(0, h6));  // two dice set to orange by cards
  act(S, raise(kO));
  act(S, raise(kO));
  CHECK(S.track_step(0, kO) == 3);
  CHECK(S.card_condition(0, h6));  // used dice still show their faces
  // The orange icon (step 3) places a city; then the end of the turn, the dice still showing.
  REQUIRE(S.decision() == FirstState::kDecPlaceCity);
  act(S, place_city(S, "ALB"));
  REQUIRE(S.decision() == FirstState::kDecEndTurn);
  CHECK(S.card_condition(0, h6));
  act(S, score(S, 0, 5));
  CHECK(S.card_vp(0) == 4);
  // A re-roll replaces a face: H6 held at the roll, not after re-rolling one orange die away.
  auto t = carmen_table();
  FirstState& T = *t;
  A::set_hand(T, 0, {0, 5});
  A::set_explorers(T, 0, area(T, "SCY"), 1);
  A::set_explorers(T, 0, area(T, "HEL"), 1);
  A::begin_turn(T, 0, {kO, kO});
  CHECK(T.card_condition(0, h6));
  A::force_dice(T, {kG});
  act(T, make_action(kActReroll, 2));
  CHECK(T.dice_of(kO) == 1);
  CHECK_FALSE(T.card_condition(0, h6));
  CHECK_FALSE(legal(T, score(T, 0, 5)));
}

// RB: "a player may choose any number of their dice to re-roll each time they choose to do so." A die
// that came up black is a die like the others (reading 4); only a black conversion by a card ends the
// re-rolls (reading 2).
TEST_CASE("first: a die rolled black may be re-rolled, and re-rolling goes on", "[first][rules][rulebook]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kFaceK, kB});  // Carmen: 2 dice, 2 re-rolls (blue step 2)
  REQUIRE(S.rerolls_left() == 2);
  REQUIRE(S.die(1) == kFaceK);  // sorted by face: blue, black
  const uint64_t ch = S.chance_events();
  // The black die alone, and it comes up black again: it is still a die to re-roll.
  A::force_dice(S, {kFaceK});
  act(S, make_action(kActReroll, 0b10));
  CHECK(S.dice_of(kFaceK) == 1);
  CHECK(S.rerolls_left() == 1);
  CHECK(S.chance_events() == ch + 1);
  CHECK(legal(S, make_action(kActReroll, 0b10)));
  // Re-rolled again: orange.
  A::force_dice(S, {kO});
  act(S, make_action(kActReroll, 0b10));
  CHECK(S.dice_of(kFaceK) == 0);
  CHECK(S.dice_of(kO) == 1);
  CHECK(S.dice_of(kB) == 1);
  CHECK(S.rerolls_left() == 0);
  CHECK(S.chance_events() == ch + 2);
  CHECK(invariants(S));
}

// RB Phase 1: "discard one achievement card from their hand to convert one of their die rolls to a
// black"; conquest: "the number of arriving explorers plus the number of black dice rolled is higher than
// the number of defending explorers". A black die made by a card counts like a rolled one.
TEST_CASE("first: a black die made by a card counts in a conquest", "[first][rules][rulebook]") {
  // Carmen: Scythia 2 next to Dan's Rus 2. Without a black die 2 explorers do not beat 2.
  auto plain = carmen_table();
  A::begin_turn(*plain, 0, {kO, kB});
  act(*plain, kEndRoll);
  CHECK_FALSE(legal(*plain, attack(*plain, "RUS")));
  CHECK(plain->why_illegal(attack(*plain, "RUS")) != "");
  // She discards Great Wall: the orange die turns black; 2 + 1 > 2.
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kO, kB});
  act(S, black(S, 0, 0, 0));  // dice sorted by face: orange, blue
  CHECK(S.dice_of(kFaceK) == 1);
  CHECK(S.dice_of(kO) == 0);
  CHECK((S.discarded(0) & 1) == 1);
  act(S, kEndRoll);
  act(S, attack(S, "RUS"));
  act(S, add(S, "SCY"));
  CHECK_FALSE(legal(S, kCommit));  // 1 + 1 is not more than 2
  act(S, add(S, "SCY"));
  act(S, kCommit);
  CHECK(S.explorers(0, area(S, "RUS")) == 2);
  CHECK(S.explorers(0, area(S, "SCY")) == 0);
  CHECK(S.conquests() == 1);
  CHECK(S.conq_black() == 1);  // taken only thanks to the black die (Elephants of the Barcids' term)
  CHECK(S.mp_left() == 4 - 2);
  act(S, retreat(S, "GER"));
  CHECK(S.explorers(1, area(S, "GER")) == 3);
  CHECK(invariants(S));
}

// RB: "If there is still a tie, then the tied player with the most scored cities and scored cards
// combined is the winner." The scored cards count as much as the scored cities.
TEST_CASE("first: the second tie-break counts scored cards with scored cities", "[first][rules][rulebook]") {
  auto table = [](bool two_cities) {
    auto s = make(2, 22);
    FirstState& S = *s;
    A::set_round(S, S.rounds());
    A::begin_turn(S, (S.start_player() + 1) % 2, {kY, kY});
    for (int p = 0; p < 2; ++p) A::set_hand(S, p, {0});  // first tie-break: 1 card in hand each
    // Seat 0: 3 VP of cities, no card scored. Seat 1: a city worth 1 and a scored 2 VP card.
    if (two_cities) {
      A::swap_token_value(S, 0, 0, 2);
      A::swap_token_value(S, 0, 1, 1);
      A::set_token(S, 0, 1, kLocBoard + S.start_region(0));
    } else {
      A::swap_token_value(S, 0, 0, 3);
    }
    A::swap_token_value(S, 1, 0, 1);
    A::set_scored(S, 1, {1});
    REQUIRE(kCardInfo[S.civ(1) * kCardsPerDeck + 1].vp == 2);
    play_out(S);
    return s;
  };
  std::vector<int> sc, rk;
  // One city against one city and one card: the card decides.
  auto s = table(false);
  s->scores(sc);
  s->ranks(rk);
  REQUIRE(sc[0] == 3);
  REQUIRE(sc[1] == 3);
  CHECK(s->tie_breaks(0)[0].value == s->tie_breaks(1)[0].value);
  CHECK(s->tie_breaks(0)[1].value == 1);
  CHECK(s->tie_breaks(1)[1].value == 2);
  CHECK(rk[1] == 0);
  CHECK(rk[0] == 1);
  // Two cities against one city and one card: 2 against 2, a shared victory.
  auto t = table(true);
  t->scores(sc);
  t->ranks(rk);
  REQUIRE(sc[0] == 3);
  REQUIRE(sc[1] == 3);
  CHECK(t->tie_breaks(0)[1].value == 2);
  CHECK(t->tie_breaks(1)[1].value == 2);
  CHECK(rk[0] == 0);
  CHECK(rk[1] == 0);
}
