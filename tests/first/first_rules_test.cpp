// First Empires: the rulebook's numbers, one rule per test (dice, movement,
// conquest, advancement, cities, cards, scoring, end of game).
#include "first_test_util.h"

using namespace emp;
using namespace emp::first;
using namespace emp::first_test;

TEST_CASE("first: setup per player count", "[first][rules]") {
  for (int n = 2; n <= 5; ++n) {
    auto s = make(n, 40 + n);
    INFO(n << " players");
    CHECK(s->side() == (n == 2 ? kSideA : kSideB));
    CHECK(s->rounds() == (n == 5 ? 7 : 8));
    CHECK(s->round() == 1);
    // Areas in play: side A 17; side B without the Americas (4) and Malagasy/Ezu (3 players).
    const int areas[] = {0, 0, 17, 22, 24, 28};
    CHECK(std::popcount(s->in_play()) == areas[n]);
    bool civ_seen[kCivs] = {};
    for (int p = 0; p < n; ++p) {
      const int c = s->civ(p);
      CHECK_FALSE(civ_seen[c]);
      civ_seen[c] = true;
      const CivInfo& C = kCivInfo[c];
      // Explorers of yellow step 0 in the start region, the green step-0 hand.
      CHECK(s->explorers(p, s->start_region(p)) == C.value[kY][0]);
      CHECK(s->explorers_on_board(p) == C.value[kY][0]);
      CHECK(s->hand_size(p) == C.value[kG][0]);
      CHECK(s->deck_left(p) == 9 - C.value[kG][0]);
      for (int t = 0; t < kTracks; ++t) CHECK(s->track_step(p, t) == 0);
      // One city in the start region, one on top of each column; values 1,1,2,2,2,3.
      CHECK(s->token_loc(p, 0) == kLocBoard + s->start_region(p));
      int sum = 0;
      for (int t = 0; t < kTracks; ++t) CHECK(s->token_loc(p, 1 + t) == kLocColumn + t);
      for (int i = 0; i < kCityTokens; ++i) sum += s->token_value(p, i);
      CHECK(sum == 11);
    }
    if (n == 2) CHECK((civ_seen[KAR] && civ_seen[ETR]));
    if (n < 5) CHECK_FALSE(civ_seen[WAL]);
    if (n == 4) CHECK((civ_seen[KAR] && civ_seen[ETR] && civ_seen[HUA] && civ_seen[MUP]));
    // The start player rolls as many dice as the orange track says.
    CHECK(s->active() == s->start_player());
    CHECK(s->dice_count() == s->track_value(s->active(), kO));
    CHECK(s->rerolls_left() == s->track_value(s->active(), kB));
    CHECK(invariants(*s));
  }
  // Start values the rulebook and the data file fix.
  CHECK(kCivInfo[KAR].value[kY][0] == 4);
  CHECK(kCivInfo[ETR].value[kO][0] == 3);
  CHECK(kCivInfo[HUA].value[kO][0] == 2);
  CHECK(kCivInfo[HUA].value[kG][0] == 2);
  CHECK(kCivInfo[MUP].value[kP][0] == 3);
  CHECK(kCivInfo[WAL].value[kB][0] == 2);
}

TEST_CASE("first: dice are rolled, re-rolled by choice, and deterministic", "[first][rules]") {
  auto s = make(2, 3);
  FirstState& S = *s;
  const int k = seat_of(S, KAR);
  const uint64_t ch = S.chance_events();
  A::begin_turn(S, k, {kY, kB});
  CHECK(S.chance_events() == ch + 1);
  CHECK(S.dice_count() == 2);
  CHECK(S.die(0) == kB);  // dice are kept sorted by face
  CHECK(S.die(1) == kY);
  CHECK(S.rerolls_left() == 1);
  // Two different faces: three re-roll choices.
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(std::count_if(l.begin(), l.end(), [](Action a) { return action_kind(a) == kActReroll; }) == 3);
  A::force_dice(S, {kG});
  act(S, make_action(kActReroll, 1));  // the blue die
  CHECK(S.die(0) == kG);
  CHECK(S.die(1) == kY);
  CHECK(S.rerolls_left() == 0);
  CHECK(S.chance_events() == ch + 2);
  CHECK_FALSE(legal(S, make_action(kActReroll, 1)));
  // Dice of one face are alike: only the last ones of a face are named.
  A::begin_turn(S, k, {kY, kY});
  CHECK(legal(S, make_action(kActReroll, 2)));
  CHECK(legal(S, make_action(kActReroll, 3)));
  CHECK_FALSE(legal(S, make_action(kActReroll, 1)));
  // Same seed and actions: same dice; the dice come from the state's own rng.
  auto a = make(4, 99), b = make(4, 99);
  for (int i = 0; i < kMaxDice; ++i) CHECK(a->die(i) == b->die(i));
  // Faces are uniform over the six (O B P G Y K).
  int counts[kFaces] = {};
  auto t = make(2, 11);
  for (int i = 0; i < 3000; ++i) {
    A::begin_turn(*t, t->active(), {});
    for (int d = 0; d < t->dice_count(); ++d) ++counts[t->die(d)];
  }
  for (int f = 0; f < kFaces; ++f) CHECK(counts[f] > 700);
}

TEST_CASE("first: future dice are hidden from everyone (resampling reseeds them)", "[first][rules]") {
  int differ = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto s = make(3, seed);
    auto c = s->clone();
    Rng r(seed * 13);
    c->resample_hidden(s->active(), r);
    CHECK(c->observation_json(s->active()) == s->observation_json(s->active()));
    const Action rr = make_action(kActReroll, (1u << s->dice_count()) - 1);
    if (!legal(*s, rr)) continue;
    s->apply(rr);
    c->apply(rr);
    auto& S = static_cast<FirstState&>(*s);
    auto& C = static_cast<FirstState&>(*c);
    for (int i = 0; i < S.dice_count(); ++i) differ += S.die(i) != C.die(i);
  }
  CHECK(differ > 0);
}

TEST_CASE("first: Phase 1 black conversion costs a card and ends re-rolling", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kY, kB});
  CHECK(S.rerolls_left() == 2);
  act(S, black(S, 0, 0, 0));  // discard Great Wall: the blue die turns black
  CHECK(S.dice_of(kFaceK) == 1);
  CHECK(S.dice_of(kB) == 0);
  CHECK((S.discarded(0) & 1) == 1);
  CHECK((S.hand(0) & 1) == 0);
  CHECK(S.rerolls_left() == 2);
  CHECK_FALSE(legal(S, make_action(kActReroll, 1)));
  CHECK(S.why_illegal(make_action(kActReroll, 1)) == msg("first.why.reroll_after_black"));
  // A discarded card can never be scored.
  CHECK_FALSE(legal(S, score(S, 0, 0)));
  CHECK(invariants(S));
}

TEST_CASE("first: the rulebook's example turn (Carmen conquers Rus)", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  CHECK(invariants(S));
  A::begin_turn(S, 0, {kY, kB});
  CHECK(S.dice_count() == 2);
  CHECK(S.rerolls_left() == 2);
  A::force_dice(S, {kB});
  act(S, make_action(kActReroll, 1 << 0));  // re-roll just the blue die: blue again
  A::force_dice(S, {kG, kP});
  act(S, make_action(kActReroll, 3));  // both dice: green and purple
  CHECK(S.dice_of(kG) == 1);
  CHECK(S.dice_of(kP) == 1);
  act(S, kEndRoll);
  CHECK(S.mp_left() == 4);
  // Rus is Dan's: no plain move into it; 2 explorers are not enough against 2.
  CHECK_FALSE(legal(S, step(S, "SCY", "RUS")));
  CHECK(S.why_illegal(step(S, "SCY", "RUS")) == msg("first.why.rival_region", {"first.area.RUS"}));
  act(S, step(S, "ALB", "OCE"));  // Albion -> eastern ocean: 1 MP
  CHECK(S.mp_left() == 3);
  CHECK_FALSE(legal(S, kEndMove));  // nobody may stay at sea
  act(S, attack(S, "RUS"));
  act(S, add(S, "SCY"));
  act(S, add(S, "SCY"));
  CHECK_FALSE(legal(S, kCommit));  // 2 against 2 is not enough
  act(S, add(S, "OCE"));
  act(S, kCommit);  // 3 explorers arrive together: 3 MP
  CHECK(S.mp_left() == 0);
  CHECK(S.explorers(0, area(S, "RUS")) == 3);
  CHECK(S.explorers(0, area(S, "SCY")) == 0);
  CHECK(S.conquests() == 1);
  CHECK(S.conq_sea() == 1);
  CHECK(S.landings() == 1);
  CHECK(S.conq_black() == 0);
  // Dan retreats both explorers to one other region of his (his choice).
  CHECK(S.decision() == FirstState::kDecRetreat);
  CHECK(S.current_player() == 1);
  CHECK_FALSE(legal(S, retreat(S, "SCY")));
  act(S, retreat(S, "HUA"));
  CHECK(S.explorers(1, area(S, "HUA")) == 3);
  CHECK(S.explorers(1, area(S, "RUS")) == 0);
  CHECK(S.current_player() == 0);
  CHECK(invariants(S));
  // Her city in Scythia stays there although she left.
  CHECK(S.token_loc(0, 0) == kLocBoard + area(S, "SCY"));
  act(S, kEndMove);
  // Phase 3: no purple region (a city alone does not hold Scythia).
  CHECK(S.phase() == 3);
  CHECK(S.occ_count(0, kP) == 0);
  CHECK_FALSE(legal(S, raise(kP)));
  CHECK(S.why_illegal(raise(kP)) == msg("first.why.no_colour_region", {"first.colour.2", "0"}));
  // She discards a card to turn the purple die orange.
  int purple_die = -1;
  for (int i = 0; i < S.dice_count(); ++i)
    if (S.die(i) == kP) purple_die = i;
  act(S, convert(S, 0, 2, purple_die, kO));
  CHECK(S.dice_of(kO) == 1);
  // Raise orange (Indus): 3 dice next turn.
  act(S, raise(kO));
  CHECK(S.track_value(0, kO) == 3);
  // No conversion after the first raise.
  CHECK_FALSE(legal(S, convert(S, 0, 3, 0, kO)));
  // Raise green (Rus): draw 1 card, Voyage of Zho Ying on top.
  A::stack_deck(S, 0, {5});
  act(S, raise(kG));
  CHECK(((S.hand(0) >> 5) & 1) == 1);
  // She cannot score it: 2 orange regions and 2 orange dice are needed.
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 5));
  CHECK(S.occ_count(0, kO) == 1);
  // Nothing left to raise: with cards in hand she is asked to end her turn (nothing to score), then Dan rolls.
  REQUIRE(S.decision() == FirstState::kDecEndTurn);
  std::vector<Action> l;
  S.legal_actions(l);
  CHECK(l == std::vector<Action>{kEndTurn});
  act(S, kEndTurn);
  CHECK(S.active() == 1);
}

TEST_CASE("first: black dice count for every conquest, at least 1 explorer arrives", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kFaceK, kFaceK});
  act(S, kEndRoll);
  // Rus (Dan, 2): 2 black dice, so 1 explorer is enough (1 + 2 > 2).
  act(S, attack(S, "RUS"));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  CHECK(S.explorers(0, area(S, "RUS")) == 1);
  CHECK(S.conq_black() == 1);
  act(S, retreat(S, "GER"));
  CHECK(S.explorers(1, area(S, "GER")) == 3);
  // The black dice count again for the next conquest: Germania (3) from Rus? 1 + 2 = 3 is not more.
  CHECK_FALSE(legal(S, attack(S, "GER")));
  // Huaxia (Dan, 1): conquest with 1 explorer from Scythia; Dan's city there is taken.
  act(S, attack(S, "HUA"));
  act(S, add(S, "SCY"));
  act(S, kCommit);
  CHECK(S.conquests() == 2);
  CHECK(S.conq_city() == 1);
  CHECK(S.token_loc(1, 0) == kLocCaptured + 0);
  // Dan has only Germania left now: his explorers went there by themselves.
  CHECK(S.explorers(1, area(S, "GER")) == 4);
  CHECK(S.decision() == FirstState::kDecMove);
  CHECK(invariants(S));
  // A seat holding only 1 region cannot be conquered, whatever the dice.
  CHECK_FALSE(legal(S, attack(S, "GER")));
  CHECK(S.why_illegal(attack(S, "GER")) == msg("first.why.last_region", {"first.area.GER"}));
}

TEST_CASE("first: entering an empty region with a rival city takes the city", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  // Dan's city in Persia, no explorers there.
  A::set_token(S, 1, 1 + kO, kLocBoard + area(S, "PER"));
  A::set_step(S, 1, kO, 3);  // its column's icon (MUP orange, step 3) reached
  CHECK(invariants(S));
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  act(S, step(S, "IND", "PER"));
  CHECK(S.token_loc(1, 1 + kO) == kLocCaptured + 0);
  CHECK(S.conquests() == 0);  // not a conquest
  CHECK(S.conq_city() == 0);
  CHECK(invariants(S));
}

TEST_CASE("first: oceans cost 1 MP in and 1 out, and explorers may not stay at sea", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kY, kB});
  act(S, kEndRoll);
  A::set_mp(S, 2);
  act(S, step(S, "ALB", "OCE"));
  CHECK(S.mp_left() == 1);
  // Another explorer may not go to sea: 1 MP could not bring 2 back.
  CHECK_FALSE(legal(S, step(S, "IND", "OCW")));
  CHECK(S.why_illegal(step(S, "IND", "OCW")) == msg("first.why.sea_guard"));
  // Moving on land would strand the one at sea.
  CHECK_FALSE(legal(S, step(S, "SCY", "PER")));
  CHECK_FALSE(legal(S, kEndMove));
  CHECK(S.why_illegal(kEndMove) == msg("first.why.at_sea"));
  act(S, step(S, "OCE", "ALB"));
  CHECK(S.mp_left() == 0);
  CHECK(S.landings() == 1);
  CHECK(legal(S, kEndMove));
  // Oceans are not adjacent to each other.
  CHECK(((map_tables().adj[kSideB][area(S, "OCE")] >> area(S, "OCW")) & 1) == 0);
}

TEST_CASE("first: each raise needs its own die and its own region of the colour", "[first][rules]") {
  auto s = make(2, 8);
  FirstState& S = *s;
  const int k = seat_of(S, KAR);
  const int e = 1 - k;
  A::clear_map(S);
  // KAR (side A) at orange step 2 (3 dice): Karthadst (orange) 3, Numidia (yellow) 1.
  A::set_step(S, k, kO, 2);
  A::set_explorers(S, k, area(S, "KAR"), 3);
  A::set_explorers(S, k, area(S, "NUM"), 1);
  A::set_explorers(S, e, area(S, "ETR"), 3);
  CHECK(invariants(S));
  A::begin_turn(S, k, {kO, kO, kY});
  act(S, kEndRoll);
  act(S, kEndMove);
  act(S, raise(kO));
  CHECK(S.track_step(k, kO) == 3);
  CHECK_FALSE(legal(S, raise(kO)));  // one orange region only
  CHECK(S.why_illegal(raise(kO)) == msg("first.why.no_colour_region", {"first.colour.0", "1"}));
  // With two orange regions both dice raise it.
  auto t = make(2, 8);
  FirstState& T = *t;
  A::clear_map(T);
  A::set_step(T, k, kO, 2);
  A::set_explorers(T, k, area(T, "KAR"), 2);
  A::set_explorers(T, k, area(T, "GER"), 1);
  A::set_explorers(T, k, area(T, "NUM"), 1);
  A::set_explorers(T, e, area(T, "ETR"), 3);
  A::begin_turn(T, k, {kO, kO, kY});
  act(T, kEndRoll);
  act(T, kEndMove);
  act(T, raise(kO));
  act(T, raise(kO));
  CHECK(T.track_step(k, kO) == 4);
  CHECK(T.track_value(k, kO) == 4);  // 4 dice from the next turn
  CHECK_FALSE(legal(T, raise(kO)));
  CHECK(T.why_illegal(raise(kO)) == msg("first.why.no_colour_die", {"first.colour.0"}));
  CHECK(invariants(T));
}

TEST_CASE("first: yellow raises add explorers, green raises draw (+0 draws nothing)", "[first][rules]") {
  auto s = make(2, 9);
  FirstState& S = *s;
  const int k = seat_of(S, KAR);
  const int e = 1 - k;
  A::clear_map(S);
  // KAR yellow step 4 -> 5: 7 -> 9 explorers (2 new).
  A::set_step(S, k, kY, 4);
  A::set_step(S, k, kG, 2);
  A::set_explorers(S, k, area(S, "KAR"), 4);
  A::set_explorers(S, k, area(S, "NUM"), 2);  // yellow
  A::set_explorers(S, k, area(S, "KEM"), 1);  // green
  A::set_explorers(S, e, area(S, "ETR"), 3);
  A::set_hand(S, k, {0, 1, 2});                            // G2: 1 + 1 + 1 drawn
  A::set_token(S, k, 1 + kY, kLocBoard + area(S, "NUM"));  // yellow icon (step 3) passed earlier
  CHECK(invariants(S));
  A::begin_turn(S, k, {kY, kG});
  act(S, kEndRoll);
  act(S, kEndMove);
  act(S, raise(kY));
  CHECK(S.decision() == FirstState::kDecPlaceExpl);
  CHECK(S.pending_explorers() == 2);
  CHECK(invariants(S));
  CHECK_FALSE(legal(S, place_expl(S, "ETR")));  // only regions she occupies
  act(S, place_expl(S, "NUM"));
  act(S, place_expl(S, "KEM"));
  CHECK(S.explorers_on_board(k) == 9);
  CHECK(S.explorers(k, area(S, "NUM")) == 3);
  // Green step 2 -> 3 shows +0: no card.
  const int hand = S.hand_size(k);
  act(S, raise(kG));
  CHECK(S.hand_size(k) == hand);
  CHECK(S.deck_left(k) == 6);
  CHECK(invariants(S));
}

TEST_CASE("first: tracks stop at the top step", "[first][rules]") {
  auto s = make(2, 10);
  FirstState& S = *s;
  const int k = seat_of(S, KAR);
  A::set_step(S, k, kO, 6);
  A::set_token(S, k, 1 + kO, kLocBoard + S.start_region(k));
  A::begin_turn(S, k, {kO, kO, kO, kO, kO});
  CHECK(S.dice_count() == 5);  // 5 dice at the top of the orange track
  act(S, kEndRoll);
  act(S, kEndMove);
  CHECK_FALSE(legal(S, raise(kO)));
  CHECK(S.why_illegal(raise(kO)) == msg("first.why.track_top"));
}

TEST_CASE("first: reaching a city icon places that column's city, in a region without a city if possible",
          "[first][rules]") {
  auto s = make(2, 12);
  FirstState& S = *s;
  const int k = seat_of(S, KAR);
  const int e = 1 - k;
  A::clear_map(S);
  // KAR orange icon at step 3: from 2 it is reached with one raise.
  A::set_step(S, k, kO, 2);
  A::set_explorers(S, k, area(S, "KAR"), 2);  // holds her start city
  A::set_explorers(S, k, area(S, "GER"), 1);
  A::set_explorers(S, k, area(S, "ARA"), 1);
  A::set_explorers(S, e, area(S, "ETR"), 3);
  A::begin_turn(S, k, {kO, kB, kY});
  act(S, kEndRoll);
  act(S, kEndMove);
  act(S, raise(kO));
  // Nothing else to raise: the phase ends and the city is placed now.
  CHECK(S.decision() == FirstState::kDecPlaceCity);
  CHECK(S.token_loc(k, 1 + kO) == kLocColumn + kO);
  CHECK(S.pending_city_track() == kO);
  CHECK_FALSE(legal(S, place_city(S, "KAR")));  // already has a city, Germania and Arabia have none
  CHECK(S.why_illegal(place_city(S, "KAR")) == msg("first.why.city_free_first"));
  act(S, place_city(S, "ARA"));
  CHECK(S.token_loc(k, 1 + kO) == kLocBoard + area(S, "ARA"));
  CHECK(invariants(S));
  // With a city in every region of hers, any region will do: a single choice resolves itself.
  auto t = make(2, 12);
  FirstState& T = *t;
  A::clear_map(T);
  A::set_step(T, k, kO, 2);
  A::set_explorers(T, k, area(T, "KAR"), 4);
  A::set_explorers(T, e, area(T, "ETR"), 3);
  A::begin_turn(T, k, {kO, kB, kY});
  act(T, kEndRoll);
  act(T, kEndMove);
  act(T, raise(kO));
  CHECK(T.token_loc(k, 1 + kO) == kLocBoard + area(T, "KAR"));
  CHECK(invariants(T));
}

TEST_CASE("first: cards score during their owner's turn, even right after the draw", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  // Jade Seal (H2: occupy 2 green regions) on top of Carmen's deck; she holds Suvarnabhumi and Rus.
  A::set_explorers(S, 0, area(S, "IND"), 1);
  A::set_explorers(S, 0, area(S, "SUV"), 1);
  A::set_explorers(S, 1, area(S, "RUS"), 0);
  A::set_explorers(S, 1, area(S, "GER"), 3);
  A::set_explorers(S, 0, area(S, "SCY"), 1);
  A::set_explorers(S, 0, area(S, "RUS"), 1);
  A::stack_deck(S, 0, {1});
  CHECK(invariants(S));
  // Not on Dan's turn: a card is scored only by the seat whose turn it is.
  A::begin_turn(S, 1, {kY, kB});
  std::vector<Action> l;
  S.legal_actions(l);
  for (Action a : l) CHECK(action_kind(a) != kActScore);
  A::begin_turn(S, 0, {kG, kB});
  act(S, kEndRoll);
  act(S, kEndMove);
  act(S, raise(kG));
  CHECK(((S.hand(0) >> 1) & 1) == 1);
  CHECK(legal(S, score(S, 0, 1)));
  act(S, score(S, 0, 1));
  CHECK(S.card_vp(0) == 2);
  CHECK(((S.scored(0) >> 1) & 1) == 1);
  CHECK(invariants(S));
}

TEST_CASE("first: card conditions", "[first][rules]") {
  auto s = carmen_table();
  FirstState& S = *s;
  A::begin_turn(S, 0, {kO, kO});
  // H6 Voyage of Zho Ying: 2 orange regions and 2 orange dice (Indus + Hellas).
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 5));
  A::set_explorers(S, 0, area(S, "IND"), 1);
  A::set_explorers(S, 0, area(S, "HEL"), 1);
  CHECK(S.card_condition(0, HUA * 9 + 5));
  // H1 Great Wall: 4 explorers in one region.
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 0));
  A::set_explorers(S, 0, area(S, "SCY"), 4);
  CHECK(S.card_condition(0, HUA * 9 + 0));
  // H3 Gansu Road: 4 regions linked by land (Hellas-Scythia-Indus; Albion is across the sea).
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 2));
  A::set_explorers(S, 0, area(S, "PER"), 1);
  CHECK(S.card_condition(0, HUA * 9 + 2));
  // H8 Silk Road: Scythia, Persia and Anatolia.
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 7));
  A::set_explorers(S, 0, area(S, "ANA"), 1);
  CHECK(S.card_condition(0, HUA * 9 + 7));
  // H5 Hundred Schools: 3 other cards in hand.
  CHECK_FALSE(S.card_condition(0, HUA * 9 + 4));
  A::set_hand(S, 0, {0, 2, 3, 4});
  CHECK(S.card_condition(0, HUA * 9 + 4));
}

TEST_CASE("first: final scoring (the rulebook's Huaxia example: 38 + 9 + 9 = 56)", "[first][rules]") {
  auto s = make(3, 21);
  FirstState& S = *s;
  const int h = seat_of(S, HUA);
  const int o = (h + 1) % 3;
  // Board: O4 B3 P4 G4 Y3 = 10 + 6 + 9 + 7 + 6.
  const int steps[kTracks] = {4, 3, 4, 4, 3};
  for (int t = 0; t < kTracks; ++t) A::set_step(S, h, t, steps[t]);
  CHECK(S.board_vp(h) == 38);
  // Cities 3 + 2 + 2 + 1 + 1 (own on the board and captured); the sixth was captured by a rival.
  const int vals[kCityTokens] = {3, 2, 2, 1, 1, 2};
  for (int i = 0; i < kCityTokens; ++i)
    A::set_token(S, h, i, i < 5 ? kLocBoard + S.start_region(h) : kLocCaptured + o, vals[i]);
  // Cards: Silk Road (5) + Voyage of Zho Ying (4).
  A::set_scored(S, h, {7, 5});
  CHECK(S.card_vp(h) == 9);
  // Play out the last round.
  A::set_round(S, S.rounds());
  A::begin_turn(S, (S.start_player() + 2) % 3, {kY, kY});
  std::vector<Action> l;
  while (!S.terminal()) {
    S.legal_actions(l);
    Action a = l.back();  // the "end" action of each decision is listed last
    S.apply(a);
  }
  std::vector<int> sc;
  S.scores(sc);
  CHECK(S.city_vp(h) == 9);
  CHECK(sc[h] == 56);
  const auto bd = S.score_breakdown();
  CHECK(bd[h][0].value == 38);
  CHECK(bd[h][1].value == 9);
  CHECK(bd[h][2].value == 9);
}

TEST_CASE("first: ties go to the most cards in hand, then the most cities and cards scored", "[first][rules]") {
  auto s = make(2, 22);
  FirstState& S = *s;
  A::set_round(S, S.rounds());
  A::begin_turn(S, (S.start_player() + 1) % 2, {kY, kY});
  // Equal boards, equal cities (start city of value 2 each), no cards scored.
  for (int p = 0; p < 2; ++p) A::set_token(S, p, 0, kLocBoard + S.start_region(p), 2);
  A::set_hand(S, 0, {0, 1});
  A::set_hand(S, 1, {0});
  std::vector<Action> l;
  while (!S.terminal()) {
    S.legal_actions(l);
    S.apply(l.back());
  }
  std::vector<int> sc, rk;
  S.scores(sc);
  S.ranks(rk);
  REQUIRE(sc[0] == sc[1]);
  CHECK(rk[0] == 0);
  CHECK(rk[1] == 1);
  // Same hands: the seat with more cities and cards scored wins; all equal: shared victory.
  auto t = make(2, 22);
  FirstState& T = *t;
  A::set_round(T, T.rounds());
  A::begin_turn(T, (T.start_player() + 1) % 2, {kY, kY});
  A::set_hand(T, 0, {0});
  A::set_hand(T, 1, {0});
  A::set_token(T, 0, 0, kLocBoard + T.start_region(0), 2);
  A::set_token(T, 1, 0, kLocBoard + T.start_region(1), 1);
  A::set_token(T, 1, 1, kLocBoard + T.start_region(1), 1);
  while (!T.terminal()) {
    T.legal_actions(l);
    T.apply(l.back());
  }
  T.scores(sc);
  T.ranks(rk);
  REQUIRE(sc[0] == sc[1]);
  CHECK(rk[1] == 0);
  CHECK(rk[0] == 1);
}

TEST_CASE("first: the game lasts 8 rounds with 2-4 players and 7 with 5, one turn per seat each", "[first][rules]") {
  for (int n = 2; n <= 5; ++n) {
    auto s = make(n, 300 + n);
    std::vector<Action> l;
    Rng rng(n);
    int turns = 1, last_active = s->active(), max_turn = 0;
    std::vector<int> per_seat(n, 0);
    per_seat[s->active()] = 1;
    while (!s->terminal()) {
      s->legal_actions(l);
      s->apply(l[rng.below(static_cast<uint32_t>(l.size()))]);
      max_turn = std::max(max_turn, s->progress().turn);
      if (!s->terminal() && s->decision() == FirstState::kDecRoll && s->active() != last_active) {
        // seats follow clockwise from the start player
        CHECK(s->active() == (last_active + 1) % n);
        last_active = s->active();
        ++turns;
        ++per_seat[s->active()];
      }
    }
    const int rounds = n == 5 ? 7 : 8;
    CHECK(turns == rounds * n);
    CHECK(max_turn == rounds * n);
    for (int p = 0; p < n; ++p) CHECK(per_seat[p] == rounds);
  }
}

TEST_CASE("first: hidden information in observations and resampling", "[first][rules]") {
  auto s = make(3, 77);
  FirstState& S = *s;
  const int p = S.active(), q = (p + 1) % 3;
  const std::string mine = S.observation_json(p);
  CHECK(mine.find("\"hand\":[") != std::string::npos);
  // Another seat's hand is not in p's observation, nor are token values before the end.
  CHECK(S.observation_json(-1).find("\"hand\":[") == std::string::npos);
  CHECK(mine.find("\"value\"") == std::string::npos);
  // Resampling for p keeps p's hand and may change q's hand and every token value.
  int changed_hand = 0, changed_tokens = 0;
  for (uint64_t r = 1; r <= 30; ++r) {
    auto c = s->clone();
    Rng rng(r);
    c->resample_hidden(p, rng);
    auto& C = static_cast<FirstState&>(*c);
    CHECK(C.hand(p) == S.hand(p));
    CHECK(C.hand_size(q) == S.hand_size(q));
    changed_hand += C.hand(q) != S.hand(q);
    for (int i = 0; i < kCityTokens; ++i) changed_tokens += C.token_value(p, i) != S.token_value(p, i);
    CHECK(invariants(C));
  }
  CHECK(changed_hand > 0);
  CHECK(changed_tokens > 0);  // hidden from their owner too
}

TEST_CASE("first: component data checks of the data file", "[first][rules]") {
  // Every track on the same step k gives 0/8/17/29/43/57/72 VP (Huaxia +1 at k = 2, 5, 6).
  const int expect[kSteps] = {0, 8, 17, 29, 43, 57, 72};
  for (int c = 0; c < kCivs; ++c) {
    INFO(kCivInfo[c].code);
    for (int k = 0; k < kSteps; ++k) {
      int v = 0;
      for (int t = 0; t < kTracks; ++t) v += kCivInfo[c].vp[t][k];
      CHECK(v == expect[k] + (c == HUA && (k == 2 || k == 5 || k == 6) ? 1 : 0));
    }
    // City icons at steps {2,3,3,3,4}.
    int stars[kSteps] = {};
    for (int t = 0; t < kTracks; ++t) ++stars[kCivInfo[c].star[t]];
    CHECK(stars[2] == 1);
    CHECK(stars[3] == 3);
    CHECK(stars[4] == 1);
    // Each deck: VP {2,2,3,3,3,4,4,5,6} = 32.
    int vp = 0;
    for (int i = 0; i < kCardsPerDeck; ++i) vp += kCardInfo[c * kCardsPerDeck + i].vp;
    CHECK(vp == 32);
    // Yellow tops out at the 10 explorers of a colour, orange at the 5 dice.
    CHECK(kCivInfo[c].value[kY][kSteps - 1] == kMaxExplorers);
    CHECK(kCivInfo[c].value[kO][kSteps - 1] == kMaxDice);
  }
  // Region colours per count on side B: 4/4/4/4/4, 5/4/4/4/5, 5/6/5/5/5.
  const int per[3][kTracks] = {{4, 4, 4, 4, 4}, {5, 4, 4, 4, 5}, {5, 6, 5, 5, 5}};
  for (int n = 3; n <= 5; ++n)
    for (int c = 0; c < kTracks; ++c)
      CHECK(std::popcount(map_tables().colour_mask[kSideB][c] & areas_in_play(n)) == per[n - 3][c]);
  for (int c = 0; c < kTracks; ++c) CHECK(std::popcount(map_tables().colour_mask[kSideA][c]) == 3);
  // Adjacency is symmetric and no two adjacent regions share a colour.
  for (int side = 0; side < 2; ++side)
    for (int a = 0; a < map_tables().count[side]; ++a)
      for (int b = 0; b < map_tables().count[side]; ++b) {
        const bool ab = (map_tables().adj[side][a] >> b) & 1, ba = (map_tables().adj[side][b] >> a) & 1;
        CHECK(ab == ba);
        if (ab && kSides[side].areas[a].colour != kOcean)
          CHECK(kSides[side].areas[a].colour != kSides[side].areas[b].colour);
      }
}

// RB: "As soon as a player fulfills the requirements of any of their Achievement cards during their
// turn, and provided they can demonstrate it to the other players, they may score the card." The hand
// is secret until a card is shown: rules 2 asks a seat only on what the table sees (issue #40), so a
// declined card looks like no card. Rules 1 (older records) asked after the last raise and at the end
// of the turn only when a card could be scored, and replays so.
TEST_CASE("first: where a seat is asked depends on its hand's size only (rules 2); rules 1 records keep theirs",
          "[first][rules]") {
  for (uint32_t rules : {1u, 2u})
    for (bool scorable : {true, false}) {
      INFO("rules " << rules << (scorable ? ", H6 scorable" : ", nothing scorable"));
      // Carmen holds Indus and Hellas (2 orange regions); she rolls 2 orange dice: H6 Voyage of Zho Ying
      // ("Occupy 2 orange regions and show 2 orange dice", 4 VP) holds. The other twin holds H3 Gansu Road
      // ("Occupy 4 regions linked by land") instead, which does not.
      auto s = carmen_table(rules);
      FirstState& S = *s;
      CHECK(S.rules_version() == rules);
      A::set_hand(S, 0, {0, 3, scorable ? 5 : 2});  // with Great Wall and Mandate of Heaven (not met)
      A::set_explorers(S, 0, area(S, "SCY"), 1);
      A::set_explorers(S, 0, area(S, "HEL"), 1);
      A::begin_turn(S, 0, {kO, kO});
      REQUIRE(S.card_condition(0, HUA * kCardsPerDeck + 5));
      REQUIRE_FALSE(S.card_condition(0, HUA * kCardsPerDeck + 2));
      CHECK(legal(S, score(S, 0, 5)) == scorable);
      act(S, kEndRoll);
      act(S, kEndMove);
      act(S, raise(kO));
      CHECK(S.decision() == FirstState::kDecAdvance);  // the second orange die and region are left
      act(S, raise(kO));
      CHECK(S.track_step(0, kO) == 3);
      // No raise left. Rules 1 waited here with a scorable card; rules 2 goes on to the orange city icon.
      if (rules == 1 && scorable) {
        CHECK(S.decision() == FirstState::kDecAdvance);
        act(S, kEndAdvance);
      }
      REQUIRE(S.decision() == FirstState::kDecPlaceCity);
      act(S, place_city(S, "ALB"));
      // The end of the turn: rules 2 asks with 1 card in hand, scorable or not; rules 1 only when scorable.
      const bool asked = rules == 2 || scorable;
      CHECK((S.decision() == FirstState::kDecEndTurn) == asked);
      CHECK(S.active() == (asked ? 0 : 1));
      if (asked) {
        std::vector<Action> l;
        S.legal_actions(l);
        CHECK(l.size() == (scorable ? 2u : 1u));
        CHECK(l.back() == kEndTurn);
        if (scorable) {
          act(S, score(S, 0, 5));
          CHECK(S.card_vp(0) == 4);
          CHECK(S.decision() == FirstState::kDecEndTurn);
        }
        act(S, kEndTurn);
        CHECK(S.active() == 1);
      }
      CHECK(invariants(S));
    }
  // The newest rules for new games; an unknown version is refused.
  Options o;
  o.players = 3;
  CHECK(new_game("first", o, 1)->rules_version() == kRulesLatest);
  CHECK(new_game("first", o, 1, nullptr, 1)->rules_version() == 1);
  CHECK(new_game("first", o, 1, nullptr, kRulesLatest + 1) == nullptr);
  CHECK(kRulesLatest == 2);
}
