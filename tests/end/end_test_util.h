// Test helpers for Empire's End: direct state access to set up positions
// (stashes, hands, the deck's top card, tiles, innovations, the track space).
#pragma once
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/end/end_state.h"

namespace emp {

struct EndTestAccess {
  using S = EndState;

  static S make(int players, uint64_t seed = 1, uint32_t rules = eend::kRulesLatest) {
    return S(Options{players, 0}, seed, rules);
  }
  static uint32_t rules(const S& s) { return s.rules_; }
  static S::Player& pl(S& s, int p) { return s.pl_[p]; }

  // Sets a stash (the bank gives or takes the difference).
  static void set_res(S& s, int p, int w, int h, int a, int c) {
    const int want[4] = {w, h, a, c};
    for (int r = 0; r < 4; ++r) {
      s.net_[r] += want[r] - s.pl_[p].res[r];
      s.pl_[p].res[r] = static_cast<uint8_t>(want[r]);
    }
  }
  static void set_vp(S& s, int p, int vp) { s.pl_[p].vp = static_cast<int16_t>(vp); }
  // The next conflict card and the next disaster card to be drawn (decks are drawn from the back).
  static int conflict_top(const S& s) { return s.con_deck_n_ ? s.con_deck_[s.con_deck_n_ - 1] : -1; }
  static int deck_top(const S& s) { return s.deck_n_ ? s.deck_[s.deck_n_ - 1] : -1; }
  static void set_first(S& s, int p) { s.first_ = static_cast<uint8_t>(p); }

  // Takes a disaster card out of wherever it is (deck, hand, discard, empire).
  static void free_card(S& s, int c) {
    switch (s.where_[c]) {
      case eend::kInDeck: {
        int i = 0;
        while (s.deck_[i] != c) ++i;
        for (; i + 1 < s.deck_n_; ++i) s.deck_[i] = s.deck_[i + 1];
        --s.deck_n_;
        break;
      }
      case eend::kInDiscard: {
        int i = 0;
        while (s.discard_[i] != c) ++i;
        for (; i + 1 < s.discard_n_; ++i) s.discard_[i] = s.discard_[i + 1];
        --s.discard_n_;
        break;
      }
      case eend::kInHand:
        for (int p = 0; p < s.n_; ++p) {
          auto& P = s.pl_[p];
          for (int i = 0; i < P.hand_n; ++i)
            if (P.hand[i] == c) {
              for (int j = i; j + 1 < P.hand_n; ++j) P.hand[j] = P.hand[j + 1];
              --P.hand_n;
              break;
            }
        }
        break;
      case eend::kAttached:
        --s.pl_[s.owner_[c]].innov[s.host_[c]];
        break;
      default:
        break;
    }
    s.owner_[c] = -1;
    s.exh_[c] = 0;
    s.where_[c] = eend::kPending;  // in no place until the caller puts it somewhere
  }
  // Puts the card on top of the disaster deck (the next one drawn).
  static void put_on_top(S& s, int c) {
    free_card(s, c);
    s.deck_[s.deck_n_++] = static_cast<uint8_t>(c);
    s.where_[c] = eend::kInDeck;
    s.gen_[c] = s.deck_gen_;
  }
  static void to_deck_bottom(S& s, int c) {
    free_card(s, c);
    for (int i = s.deck_n_; i > 0; --i) s.deck_[i] = s.deck_[i - 1];
    s.deck_[0] = static_cast<uint8_t>(c);
    ++s.deck_n_;
    s.where_[c] = eend::kInDeck;
    s.gen_[c] = s.deck_gen_;
  }
  // Replaces a hand (old cards go to the deck bottom).
  static void set_hand(S& s, int p, std::vector<int> cards) {
    auto& P = s.pl_[p];
    while (P.hand_n > 0) to_deck_bottom(s, P.hand[0]);
    std::sort(cards.begin(), cards.end());
    for (int c : cards) {
      free_card(s, c);
      s.where_[c] = eend::kInHand;
      s.gen_[c] = s.deck_gen_;
      P.hand[P.hand_n++] = static_cast<uint8_t>(c);
    }
  }
  static void attach(S& s, int p, int c, int tile, bool exhausted = false) {
    free_card(s, c);
    s.attach(p, c, tile);
    s.exh_[c] = exhausted ? 1 : 0;
  }
  static void destroy(S& s, int p, int tile) { s.pl_[p].destroyed |= static_cast<uint16_t>(1u << tile); }
  // Arranges an empire: order[position] = tile id.
  static void set_order(S& s, int p, const std::vector<int>& order) {
    for (int i = 0; i < eend::kLocations; ++i) {
      s.pl_[p].order[i] = static_cast<uint8_t>(order[i]);
      s.pl_[p].pos[order[i]] = static_cast<uint8_t>(i);
    }
  }
  static void put_conflict_on_top(S& s, int k) {
    int i = 0;
    while (s.con_deck_[i] != k) ++i;
    for (; i + 1 < s.con_deck_n_; ++i) s.con_deck_[i] = s.con_deck_[i + 1];
    s.con_deck_[s.con_deck_n_ - 1] = static_cast<uint8_t>(k);
  }
  // Clears the table (current disasters back on top of the deck) and starts
  // the phase at track index `space` (0-based).
  static void start_at(S& s, int space) {
    for (int d = s.dis_n_ - 1; d >= 0; --d)
      if (s.cur_card_[d] >= 0 && s.where_[s.cur_card_[d]] == eend::kCurrent) {
        const int c = s.cur_card_[d];
        s.where_[c] = eend::kInDeck;
        s.gen_[c] = s.deck_gen_;
        s.deck_[s.deck_n_++] = static_cast<uint8_t>(c);
      }
    s.dis_n_ = 0;
    s.cur_card_[0] = s.cur_card_[1] = -1;
    s.space_ = static_cast<uint8_t>(space);
    s.start_phase();
  }
  // Moves the whole disaster deck onto the discard pile.
  static void deck_to_discard(S& s) {
    while (s.deck_n_ > 0) {
      const int c = s.deck_[--s.deck_n_];
      s.where_[c] = eend::kInDiscard;
      s.discard_[s.discard_n_++] = static_cast<uint8_t>(c);
    }
  }
  // Jumps to the end: the last phase is over and the game is scored.
  static void finish(S& s) {
    s.space_ = static_cast<uint8_t>(s.track().length - 1);
    s.advance_track();
  }
  // Like start_at, with `card` as the next disaster drawn (then `card2`).
  static void start_disaster(S& s, int space, int card, int card2 = -1) {
    for (int d = s.dis_n_ - 1; d >= 0; --d)
      if (s.cur_card_[d] >= 0 && s.where_[s.cur_card_[d]] == eend::kCurrent) {
        const int c = s.cur_card_[d];
        s.where_[c] = eend::kInDeck;
        s.gen_[c] = s.deck_gen_;
        s.deck_[s.deck_n_++] = static_cast<uint8_t>(c);
      }
    s.dis_n_ = 0;
    s.cur_card_[0] = s.cur_card_[1] = -1;
    if (card2 >= 0) put_on_top(s, card2);
    put_on_top(s, card);
    s.space_ = static_cast<uint8_t>(space);
    s.start_phase();
  }
};

namespace endtest {

using A = EndTestAccess;
using eend::make_action;

// Actions of the tests: pass on a disaster (slot, resource), take it, use a source or a card.
constexpr Action pass(int slot, int r) { return make_action(eend::kActPass, static_cast<uint32_t>(slot << 8 | r)); }
constexpr Action take(int slot) { return make_action(eend::kActTake, static_cast<uint32_t>(slot)); }
constexpr Action use(int src) { return make_action(eend::kActUse, static_cast<uint32_t>(src)); }
constexpr Action src_card(int c) { return make_action(eend::kActUse, static_cast<uint32_t>(eend::kSrcCard + c)); }
// Rules 2: the whole secret commitment of a conflict.
constexpr Action commit(int axes, int coins) {
  return make_action(eend::kActCommit, static_cast<uint32_t>(axes << 8 | coins));
}

// Card id by code ("FIR-05"), tile id by code ("CITY").
inline int card(const std::string& code) {
  for (int c = 0; c < eend::kCards; ++c)
    if (code == eend::kDisasterInfo[c].code) return c;
  FAIL("unknown card " << code);
  return -1;
}
inline int tile(const std::string& code) {
  for (int t = 0; t < eend::kLocations; ++t)
    if (code == eend::kLocationInfo[t].code) return t;
  FAIL("unknown tile " << code);
  return -1;
}
inline int conflict(const std::string& code) {
  for (int k = 0; k < eend::kConflictCards; ++k)
    if (code == eend::kConflictInfo[k].code) return k;
  FAIL("unknown conflict card " << code);
  return -1;
}
inline bool legal(const EndState& s, Action a) {
  std::vector<Action> v;
  s.legal_actions(v);
  return std::find(v.begin(), v.end(), a) != v.end();
}
// Applies a legal action (fails the test otherwise, with the reason).
inline void act(EndState& s, Action a) {
  INFO("action " << s.action_label(a) << ": " << message_text(s.why_illegal(a), Lang::En));
  REQUIRE(legal(s, a));
  s.apply(a);
  std::string why;
  INFO(why);
  REQUIRE(s.check_invariants(&why));
}
// Rules 3: the low-resources step follows every take; stops buying coins.
inline void stop_buying(EndState& s) {
  REQUIRE(s.decision() == EndState::kDecLowRes);
  act(s, make_action(eend::kActStopBuying));
}
// The identity arrangement: position i holds tile i (VP ascending left to right).
inline std::vector<int> identity() { return {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}; }

}  // namespace endtest
}  // namespace emp
