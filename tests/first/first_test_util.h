// Test helpers for First Empires: direct state access for rule unit tests
// (forced dice, forced setups, turns started for a chosen seat).
#pragma once
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/first/first_state.h"

namespace emp {

struct FirstTestAccess {
  using S = FirstState;
  // The next dice rolled show these faces (in order), before the rng is used.
  static void force_dice(S& s, std::initializer_list<int> faces) {
    s.forced_n_ = 0;
    s.forced_pos_ = 0;
    for (int f : faces) s.forced_[s.forced_n_++] = static_cast<uint8_t>(f);
  }
  // The dice showing now.
  static void set_dice(S& s, std::initializer_list<int> faces) {
    s.ndice_ = 0;
    for (int f : faces) s.dice_[s.ndice_++] = static_cast<uint8_t>(f);
    s.sort_dice();
  }
  static void set_explorers(S& s, int p, int area, int k) { s.add_expl(p, area, k - s.expl_[p][area]); }
  static void clear_map(S& s) {
    for (int p = 0; p < s.n_; ++p)
      for (int a = 0; a < first::kMaxAreas; ++a) set_explorers(s, p, a, 0);
  }
  static void set_step(S& s, int p, int t, int k) { s.step_[p][t] = static_cast<uint8_t>(k); }
  static void set_civ(S& s, int p, int civ) {
    s.civ_[p] = static_cast<uint8_t>(civ);
    s.start_[p] = static_cast<uint8_t>(first::area_index(s.side_, first::kCivInfo[civ].start));
  }
  // Hand (local card ids 0..8), rest of the deck in id order.
  static void set_hand(S& s, int p, std::initializer_list<int> cards) {
    s.hand_[p] = 0;
    for (int c : cards) s.hand_[p] |= static_cast<uint16_t>(1u << c);
    s.scored_[p] &= static_cast<uint16_t>(~s.hand_[p]);
    s.discarded_[p] &= static_cast<uint16_t>(~s.hand_[p]);
    rebuild_deck(s, p);
  }
  // Adds one card (local id) to the hand, drawn from the deck.
  static void add_to_hand(S& s, int p, int card) {
    s.hand_[p] |= static_cast<uint16_t>(1u << card);
    s.scored_[p] &= static_cast<uint16_t>(~s.hand_[p]);
    s.discarded_[p] &= static_cast<uint16_t>(~s.hand_[p]);
    rebuild_deck(s, p);
  }
  // Token i of seat p gets value v; the token that had v takes i's old value (the values stay 1,1,2,2,2,3).
  static void swap_token_value(S& s, int p, int i, int v) {
    for (int j = 0; j < first::kCityTokens; ++j)
      if (s.tok_val_[p][j] == v) {
        std::swap(s.tok_val_[p][i], s.tok_val_[p][j]);
        return;
      }
  }
  static void set_scored(S& s, int p, std::initializer_list<int> cards) {
    s.scored_[p] = 0;
    for (int c : cards) s.scored_[p] |= static_cast<uint16_t>(1u << c);
    s.hand_[p] &= static_cast<uint16_t>(~s.scored_[p]);
    rebuild_deck(s, p);
  }
  // Deck order after the drawn cards: these local ids first (top first).
  static void stack_deck(S& s, int p, std::initializer_list<int> top) {
    int pos = s.deck_pos_[p];
    for (int c : top) {
      for (int i = pos; i < first::kCardsPerDeck; ++i)
        if (s.deck_[p][i] == c) std::swap(s.deck_[p][i], s.deck_[p][pos]);
      ++pos;
    }
  }
  static void rebuild_deck(S& s, int p) {
    const unsigned drawn = s.hand_[p] | s.scored_[p] | s.discarded_[p];
    int k = 0;
    for (int i = 0; i < first::kCardsPerDeck; ++i)
      if ((drawn >> i) & 1) s.deck_[p][k++] = static_cast<uint8_t>(i);
    s.deck_pos_[p] = static_cast<uint8_t>(k);
    for (int i = 0; i < first::kCardsPerDeck; ++i)
      if (!((drawn >> i) & 1)) s.deck_[p][k++] = static_cast<uint8_t>(i);
  }
  static void set_token(S& s, int p, int i, int loc, int value = -1) {
    s.tok_loc_[p][i] = static_cast<uint8_t>(loc);
    if (value >= 0) s.tok_val_[p][i] = static_cast<uint8_t>(value);
  }
  static void set_round(S& s, int r) { s.round_ = static_cast<uint8_t>(r); }
  static void set_mp(S& s, int mp) { s.mp_ = static_cast<uint8_t>(mp); }
  // Starts the turn of `seat` (as the next seat in this round) with the given dice.
  static void begin_turn(S& s, int seat, std::initializer_list<int> faces) {
    s.active_ = static_cast<uint8_t>(seat);
    s.pos_ = static_cast<uint8_t>((seat - s.first_ + s.n_) % s.n_);
    force_dice(s, faces);
    s.start_turn();
  }
  static void set_first(S& s, int seat) { s.first_ = static_cast<uint8_t>(seat); }
  static Rng& rng(S& s) { return s.rng_; }
};

namespace first_test {

using A = FirstTestAccess;
using namespace first;

inline std::unique_ptr<FirstState> make(int players, uint64_t seed = 1, uint32_t rules = kRulesLatest) {
  Options o;
  o.players = players;
  return std::make_unique<FirstState>(o, seed, rules);
}

inline int area(const FirstState& s, const char* code) {
  const int a = area_index(s.side(), code);
  REQUIRE(a >= 0);
  return a;
}

inline bool legal(const State& s, Action a) {
  std::vector<Action> l;
  s.legal_actions(l);
  return std::find(l.begin(), l.end(), a) != l.end();
}

inline void act(State& s, Action a) {
  INFO(s.action_label(a) << ": " << s.why_illegal(a));
  REQUIRE(legal(s, a));
  s.apply(a);
}

inline Action step(const FirstState& s, const char* from, const char* to) {
  return make_action(kActStep, static_cast<uint32_t>(area(s, from) << 8 | area(s, to)));
}
inline Action attack(const FirstState& s, const char* t) {
  return make_action(kActAttack, static_cast<uint32_t>(area(s, t)));
}
inline Action add(const FirstState& s, const char* from) {
  return make_action(kActAdd, static_cast<uint32_t>(area(s, from)));
}
inline Action retreat(const FirstState& s, const char* r) {
  return make_action(kActRetreat, static_cast<uint32_t>(area(s, r)));
}
inline Action place_expl(const FirstState& s, const char* r) {
  return make_action(kActPlaceExplorer, static_cast<uint32_t>(area(s, r)));
}
inline Action place_city(const FirstState& s, const char* r) {
  return make_action(kActPlaceCity, static_cast<uint32_t>(area(s, r)));
}
inline Action raise(int t) { return make_action(kActRaise, static_cast<uint32_t>(t)); }
inline Action score(const FirstState& s, int p, int local) {
  return make_action(kActScore, static_cast<uint32_t>(s.civ(p) * kCardsPerDeck + local));
}
inline Action black(const FirstState& s, int p, int local, int die) {
  return make_action(kActBlack, static_cast<uint32_t>((s.civ(p) * kCardsPerDeck + local) << 8 | die));
}
inline Action convert(const FirstState& s, int p, int local, int die, int face) {
  return make_action(kActConvert, static_cast<uint32_t>((s.civ(p) * kCardsPerDeck + local) << 8 | die << 4 | face));
}
constexpr Action kEndRoll = make_action(kActEndRoll);
constexpr Action kEndMove = make_action(kActEndMove);
constexpr Action kCommit = make_action(kActCommit);
constexpr Action kEndAdvance = make_action(kActEndAdvance);
constexpr Action kEndTurn = make_action(kActEndTurn);

// A seat holding civilization `civ` (the deal is random).
inline int seat_of(const FirstState& s, int civ) {
  for (int p = 0; p < s.num_players(); ++p)
    if (s.civ(p) == civ) return p;
  return -1;
}

inline bool invariants(const FirstState& s) {
  std::string why;
  const bool ok = s.check_invariants(&why);
  INFO(why);
  CHECK(why == "");
  return ok;
}

// The rulebook's example table (3 players): seat 0 Carmen (Huaxia), seat 1
// Dan (Mupata), seat 2 Karthadst. Carmen: Scythia 2 (her city), Albion 1,
// Indus 2; tracks O1 B2 P3 G1 Y2 (2 dice, 2 re-rolls, 4 MP, 5 explorers).
// Dan: Rus 2, Huaxia 1, Germania 1 (Y1 = 4 explorers, his city in Huaxia).
inline std::unique_ptr<FirstState> carmen_table(uint32_t rules = kRulesLatest) {
  auto s = make(3, 5, rules);
  FirstState& S = *s;
  A::set_first(S, 0);
  A::set_civ(S, 0, HUA);
  A::set_civ(S, 1, MUP);
  A::set_civ(S, 2, KAR);
  A::clear_map(S);
  for (int p = 0; p < 3; ++p)
    for (int t = 0; t < kTracks; ++t) A::set_step(S, p, t, 0);
  A::set_step(S, 0, kO, 1);
  A::set_step(S, 0, kB, 2);
  A::set_step(S, 0, kP, 3);
  A::set_step(S, 0, kG, 1);
  A::set_step(S, 0, kY, 2);
  A::set_explorers(S, 0, area(S, "SCY"), 2);
  A::set_explorers(S, 0, area(S, "ALB"), 1);
  A::set_explorers(S, 0, area(S, "IND"), 2);
  A::set_step(S, 1, kY, 1);
  A::set_explorers(S, 1, area(S, "RUS"), 2);
  A::set_explorers(S, 1, area(S, "HUA"), 1);
  A::set_explorers(S, 1, area(S, "GER"), 1);
  A::set_explorers(S, 2, area(S, "KAR"), 4);
  A::set_hand(S, 0, {0, 2, 3});  // Great Wall, Gansu Road, Mandate of Heaven (G1: 2 + 1 drawn)
  A::set_hand(S, 1, {0});
  A::set_hand(S, 2, {0});
  // City tokens: Carmen's start city in Scythia, her blue column's (step 2 >= icon 2) in Indus.
  A::set_token(S, 0, 0, kLocBoard + area(S, "SCY"));
  A::set_token(S, 0, 1 + kB, kLocBoard + area(S, "IND"));
  A::set_token(S, 1, 0, kLocBoard + area(S, "HUA"));
  A::set_token(S, 2, 0, kLocBoard + area(S, "KAR"));
  return s;
}

}  // namespace first_test
}  // namespace emp
