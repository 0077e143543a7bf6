// The extended toy (toy_x.h): rules, views, resampling, hashing, invariants.
#include "games/toy/toy_x.h"

#include <algorithm>
#include <bit>

#include "core/hash.h"
#include "core/json.h"
#include "core/messages.h"
#include "games/toy/toy.h"

namespace emp {
namespace {

constexpr uint32_t card_bit(int c) { return 1u << c; }

// Cards of a mask, ascending.
template <class F>
void for_cards(uint32_t mask, F f) {
  for (; mask != 0; mask &= mask - 1) f(std::countr_zero(mask));
}

const char* phase_name(ToyXState::Phase p) {
  switch (p) {
    case ToyXState::kBury:
      return "bury";
    case ToyXState::kStake:
      return "stake";
    case ToyXState::kChoose:
      return "choose";
    case ToyXState::kEnd:
      break;
  }
  return "end";
}

}  // namespace

ToyXState::ToyXState(const Options& o, uint64_t seed) : n_(o.players), rng_(seed) {
  std::array<uint8_t, kCards> cards{};
  for (int c = 0; c < kCards; ++c) cards[static_cast<size_t>(c)] = static_cast<uint8_t>(c + 1);
  shuffle(cards.data(), kCards, rng_);
  ++chance_;
  int k = 0;
  for (int p = 0; p < n_; ++p)
    for (int i = 0; i < kHand; ++i) hand_[static_cast<size_t>(p)] |= card_bit(cards[static_cast<size_t>(k++)]);
  for (; k < kCards; ++k) deck_ |= card_bit(cards[static_cast<size_t>(k)]);

  stack_ = kTokenValues;
  stack_n_ = kTokens;
  shuffle(stack_.data(), stack_n_, rng_);
  ++chance_;
  for (int p = 0; p < n_; ++p) held_[static_cast<size_t>(p)][held_n_[static_cast<size_t>(p)]++] = stack_[--stack_n_];
  lay_out_offer();
  loser_of_.fill(-1);
  taken_.fill(-1);
}

const GameInfo& ToyXState::info() const { return toy_game_info(); }

bool ToyXState::done(int p) const {
  return phase_ == kBury ? buried_[static_cast<size_t>(p)] != 0 : (confirmed_ & (1u << p)) != 0;
}

bool ToyXState::may_stake(int p) const {
  // One more card leaves at least one card in hand for each later round.
  const int left = std::popcount(hand_[static_cast<size_t>(p)]) - 1;
  return stake_n_[static_cast<size_t>(p)] < kMaxStake && left >= kRounds - 1 - round_;
}

uint32_t ToyXState::to_act() const {
  switch (phase_) {
    case kBury:
    case kStake: {
      uint32_t m = 0;
      for (int p = 0; p < n_; ++p)
        if (!done(p)) m |= 1u << p;
      return m;
    }
    case kChoose:
      return 1u << loser_of_[static_cast<size_t>(round_)];
    case kEnd:
      break;
  }
  return 0;
}

int ToyXState::current_player() const {
  switch (phase_) {
    case kBury:
    case kStake:
      for (int k = 0; k < n_; ++k) {
        const int p = (first_player() + k) % n_;
        if (!done(p)) return p;
      }
      return -1;
    case kChoose:
      return loser_of_[static_cast<size_t>(round_)];
    case kEnd:
      break;
  }
  return -1;
}

void ToyXState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  const int p = current_player();
  if (p < 0) return;
  const auto sp = static_cast<size_t>(p);
  switch (phase_) {
    case kBury:
      for_cards(hand_[sp], [&](int c) { out.push_back(static_cast<Action>(c)); });
      break;
    case kStake:
      if (may_stake(p)) for_cards(hand_[sp], [&](int c) { out.push_back(static_cast<Action>(c)); });
      if (stake_n_[sp] > 0) out.push_back(kConfirm);
      break;
    case kChoose:
      out.push_back(kTakeLeft);
      out.push_back(kTakeRight);
      break;
    case kEnd:
      break;
  }
}

std::string ToyXState::why_illegal(Action a) const {
  if (terminal()) return msg("error.game_over");
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) != legal.end()) return {};
  const auto sp = static_cast<size_t>(current_player());
  if (a >= 1 && a <= static_cast<Action>(kCards)) {
    if (phase_ == kChoose) return msg("toy.why.not_now");
    if (phase_ == kStake && stake_n_[sp] >= kMaxStake) return msg("toy.why.confirm_first");
    if ((hand_[sp] & card_bit(static_cast<int>(a))) == 0) return msg("toy.why.not_in_hand", {std::to_string(a)});
    return msg("toy.why.keep_cards");  // staking: the only reason left
  }
  if (a == kConfirm) return msg(phase_ == kStake ? "toy.why.stake_first" : "toy.why.not_now");
  if (a == kTakeLeft || a == kTakeRight) return msg("toy.why.not_your_turn");  // the round's loser decides
  return msg("error.illegal_action");
}

Progress ToyXState::progress() const {
  Progress p;
  p.round = std::min(round_, kRounds - 1) + 1;
  p.phase = phase_;
  p.phase_key = std::string("toy.phase.") + phase_name(phase_);
  return p;
}

uint32_t ToyXState::action_seen_by(Action) const {
  if (phase_ == kBury || phase_ == kStake) return 1u << current_player();
  return all_seats();
}

bool ToyXState::action_revealed_later(Action) const { return phase_ != kBury; }

void ToyXState::lay_out_offer() {
  offer_[0] = stack_[static_cast<size_t>(--stack_n_)];
  offer_[1] = stack_[static_cast<size_t>(--stack_n_)];
  offer_n_ = 2;
}

void ToyXState::round_points(int r, std::array<int, kMaxPlayers>& totals, std::array<int, kMaxPlayers>& pts) const {
  totals.fill(0);
  pts.fill(0);
  int best = -1, winners = 0;
  for (int p = 0; p < n_; ++p) {
    for (uint8_t c : played_[static_cast<size_t>(r)][static_cast<size_t>(p)]) totals[static_cast<size_t>(p)] += c;
    best = std::max(best, totals[static_cast<size_t>(p)]);
  }
  for (int p = 0; p < n_; ++p) winners += totals[static_cast<size_t>(p)] == best;
  for (int p = 0; p < n_; ++p)
    if (totals[static_cast<size_t>(p)] == best) pts[static_cast<size_t>(p)] = winners == 1 ? kWinPoints : kTiePoints;
}

void ToyXState::reveal_stakes() {
  // Everyone has confirmed: all stakes are revealed together and scored.
  ++reveals_;
  ++chance_;
  for (int p = 0; p < n_; ++p) {
    const auto sp = static_cast<size_t>(p);
    played_[static_cast<size_t>(round_)][sp] = stake_[sp];
    for (uint8_t c : stake_[sp]) staked_sum_[sp] += c;
    stake_[sp] = {};
    stake_n_[sp] = 0;
  }
  confirmed_ = 0;
  std::array<int, kMaxPlayers> totals{}, pts{};
  round_points(round_, totals, pts);
  int loser = -1;
  for (int k = 0; k < n_; ++k) {  // the lowest total; ties: the first in turn order
    const int p = (first_player() + k) % n_;
    points_[static_cast<size_t>(p)] += pts[static_cast<size_t>(p)];
    if (loser < 0 || totals[static_cast<size_t>(p)] < totals[static_cast<size_t>(loser)]) loser = p;
  }
  loser_of_[static_cast<size_t>(round_)] = static_cast<int8_t>(loser);
  phase_ = kChoose;
}

void ToyXState::do_apply(Action a) {
  const int p = current_player();
  const auto sp = static_cast<size_t>(p);
  switch (phase_) {
    case kBury:
      hand_[sp] &= ~card_bit(static_cast<int>(a));
      buried_[sp] = static_cast<uint8_t>(a);
      for (int q = 0; q < n_; ++q)
        if (!done(q)) return;
      phase_ = kStake;  // nothing is revealed: buried cards stay secret
      return;
    case kStake:
      if (a == kConfirm) {
        confirmed_ |= 1u << p;
        if (to_act() == 0) reveal_stakes();
      } else {
        hand_[sp] &= ~card_bit(static_cast<int>(a));
        stake_[sp][stake_n_[sp]++] = static_cast<uint8_t>(a);
      }
      return;
    case kChoose: {
      const int i = a == kTakeLeft ? 0 : 1;
      held_[sp][held_n_[sp]++] = offer_[static_cast<size_t>(i)];
      box_[static_cast<size_t>(box_n_++)] = offer_[static_cast<size_t>(1 - i)];
      offer_ = {};
      offer_n_ = 0;
      taken_[static_cast<size_t>(round_)] = static_cast<int8_t>(i);
      ++round_;
      if (round_ < kRounds) {
        lay_out_offer();
        phase_ = kStake;
        return;
      }
      // The end: every seat's tokens are revealed and scored.
      ++reveals_;
      ++chance_;
      for (int q = 0; q < n_; ++q)
        for (int t = 0; t < held_n_[static_cast<size_t>(q)]; ++t)
          points_[static_cast<size_t>(q)] += held_[static_cast<size_t>(q)][static_cast<size_t>(t)];
      phase_ = kEnd;
      return;
    }
    case kEnd:
      return;
  }
}

void ToyXState::scores(std::vector<int>& out) const { out.assign(points_.begin(), points_.begin() + n_); }

void ToyXState::ranks(std::vector<int>& out) const {
  out.assign(static_cast<size_t>(n_), 0);
  for (int i = 0; i < n_; ++i)
    for (int j = 0; j < n_; ++j) {
      const auto si = static_cast<size_t>(i), sj = static_cast<size_t>(j);
      if (points_[sj] > points_[si] || (points_[sj] == points_[si] && staked_sum_[sj] > staked_sum_[si])) ++out[si];
    }
}

std::string ToyXState::action_label(Action a, Lang lang, const std::vector<std::string>*) const {
  // Only the mover's own card or a token's position: never a hidden value.
  const bool de = lang == Lang::De;
  if (a >= 1 && a <= static_cast<Action>(kCards)) {
    if (phase_ == kBury) return (de ? "Vergräbt Karte " : "Buries card ") + std::to_string(a);
    return (de ? "Setzt Karte " : "Stakes card ") + std::to_string(a);
  }
  switch (a) {
    case kConfirm:
      return de ? "Bestätigt den Einsatz" : "Confirms the stake";
    case kTakeLeft:
      return de ? "Nimmt das linke verdeckte Plättchen" : "Takes the left face-down token";
    case kTakeRight:
      return de ? "Nimmt das rechte verdeckte Plättchen" : "Takes the right face-down token";
    default:
      break;
  }
  return (de ? "Aktion " : "Action ") + std::to_string(a);
}

std::string ToyXState::observation_json(int player) const {
  JsonWriter w;
  w.begin_object()
      .field("game", "toy")
      .field("variant", static_cast<int>(kToyExtended))
      .field("round", progress().round)
      .field("phase", phase_name(phase_))
      .field("first_player", first_player())
      .key("order")
      .begin_array();
  for (int k = 0; k < n_; ++k) w.value((first_player() + k) % n_);
  w.end_array().key("players").begin_array();
  for (int p = 0; p < n_; ++p) {
    const auto sp = static_cast<size_t>(p);
    w.begin_object()
        .field("score", points_[sp])
        .field("staked_sum", staked_sum_[sp])
        .field("hand_size", std::popcount(hand_[sp]))
        .field("buried", buried_[sp] != 0)
        .field("stake_size", static_cast<int>(stake_n_[sp]))
        .field("confirmed", (confirmed_ & (1u << p)) != 0)
        .field("tokens", static_cast<int>(held_n_[sp]));
    if (p == player) {
      w.key("hand").begin_array();
      for_cards(hand_[sp], [&](int c) { w.value(c); });
      w.end_array().key("stake").begin_array();
      for (int i = 0; i < stake_n_[sp]; ++i) w.value(static_cast<int>(stake_[sp][static_cast<size_t>(i)]));
      w.end_array().field("buried_card", static_cast<int>(buried_[sp]));
    }
    if (phase_ == kEnd) {  // revealed at the end, to everyone at once
      w.key("token_values").begin_array();
      for (int t = 0; t < held_n_[sp]; ++t) w.value(static_cast<int>(held_[sp][static_cast<size_t>(t)]));
      w.end_array();
    }
    w.end_object();
  }
  w.end_array()
      .field("offer", offer_n_)
      .field("token_stack", stack_n_)
      .field("token_box", box_n_)
      .field("deck_size", std::popcount(deck_))
      .key("rounds")
      .begin_array();
  for (int r = 0; r < revealed_rounds(); ++r) {
    std::array<int, kMaxPlayers> totals{}, pts{};
    round_points(r, totals, pts);
    w.begin_object().field("first_player", first_player_of(r)).key("stakes").begin_array();
    for (int p = 0; p < n_; ++p) {
      w.begin_array();
      for (uint8_t c : played_[static_cast<size_t>(r)][static_cast<size_t>(p)])
        if (c != 0) w.value(static_cast<int>(c));
      w.end_array();
    }
    w.end_array().key("totals").begin_array();
    for (int p = 0; p < n_; ++p) w.value(totals[static_cast<size_t>(p)]);
    w.end_array().key("points").begin_array();
    for (int p = 0; p < n_; ++p) w.value(pts[static_cast<size_t>(p)]);
    w.end_array().field("loser", static_cast<int>(loser_of_[static_cast<size_t>(r)])).key("taken");
    const int t = taken_[static_cast<size_t>(r)];
    if (t < 0)
      w.null();
    else
      w.value(t == 0 ? "left" : "right");
    w.end_object();
  }
  w.end_array().end_object();
  return w.take();
}

std::string ToyXState::to_json() const {
  JsonWriter w;
  w.begin_object()
      .field("game", "toy")
      .field("variant", static_cast<int>(kToyExtended))
      .field("round", round_)
      .field("phase", phase_name(phase_))
      .key("seats")
      .begin_array();
  for (int p = 0; p < n_; ++p) {
    const auto sp = static_cast<size_t>(p);
    w.begin_object().key("hand").begin_array();
    for_cards(hand_[sp], [&](int c) { w.value(c); });
    w.end_array().key("stake").begin_array();
    for (int i = 0; i < stake_n_[sp]; ++i) w.value(static_cast<int>(stake_[sp][static_cast<size_t>(i)]));
    w.end_array().field("buried", static_cast<int>(buried_[sp])).key("tokens").begin_array();
    for (int t = 0; t < held_n_[sp]; ++t) w.value(static_cast<int>(held_[sp][static_cast<size_t>(t)]));
    w.end_array().field("score", points_[sp]).end_object();
  }
  w.end_array().key("deck").begin_array();
  for_cards(deck_, [&](int c) { w.value(c); });
  w.end_array().key("offer").begin_array();
  for (int i = 0; i < offer_n_; ++i) w.value(static_cast<int>(offer_[static_cast<size_t>(i)]));
  w.end_array().key("token_stack").begin_array();
  for (int i = 0; i < stack_n_; ++i) w.value(static_cast<int>(stack_[static_cast<size_t>(i)]));
  w.end_array().key("token_box").begin_array();
  for (int i = 0; i < box_n_; ++i) w.value(static_cast<int>(box_[static_cast<size_t>(i)]));
  w.end_array().end_object();
  return w.take();
}

void ToyXState::resample_hidden(int player, Rng& rng) {
  // Cards `player` cannot see: the deck and the other seats' hands, unrevealed
  // stakes and buried cards. Pooled in sorted order (independent of the true
  // deal), shuffled, and dealt back into the same (public) shapes.
  std::array<uint8_t, kCards> pool{};
  int n = 0;
  uint32_t hidden = deck_;
  for (int q = 0; q < n_; ++q) {
    if (q == player) continue;
    const auto sq = static_cast<size_t>(q);
    hidden |= hand_[sq];
    for (int i = 0; i < stake_n_[sq]; ++i) hidden |= card_bit(stake_[sq][static_cast<size_t>(i)]);
    if (buried_[sq] != 0) hidden |= card_bit(buried_[sq]);
  }
  for_cards(hidden, [&](int c) { pool[static_cast<size_t>(n++)] = static_cast<uint8_t>(c); });  // ascending
  shuffle(pool.data(), n, rng);
  int k = 0;
  auto deal_mask = [&](int count) {
    uint32_t m = 0;
    for (int i = 0; i < count; ++i) m |= card_bit(pool[static_cast<size_t>(k++)]);
    return m;
  };
  deck_ = deal_mask(std::popcount(deck_));
  for (int q = 0; q < n_; ++q) {
    if (q == player) continue;
    const auto sq = static_cast<size_t>(q);
    hand_[sq] = deal_mask(std::popcount(hand_[sq]));
    for (int i = 0; i < stake_n_[sq]; ++i) stake_[sq][static_cast<size_t>(i)] = pool[static_cast<size_t>(k++)];
    if (buried_[sq] != 0) buried_[sq] = pool[static_cast<size_t>(k++)];
  }

  // Token values nobody has seen, the player's own included: held (before the
  // end), on offer, in the stack and in the box.
  std::array<uint8_t*, kTokens> slots{};
  int t = 0;
  if (phase_ != kEnd)
    for (int q = 0; q < n_; ++q)
      for (int i = 0; i < held_n_[static_cast<size_t>(q)]; ++i)
        slots[static_cast<size_t>(t++)] = &held_[static_cast<size_t>(q)][static_cast<size_t>(i)];
  for (int i = 0; i < offer_n_; ++i) slots[static_cast<size_t>(t++)] = &offer_[static_cast<size_t>(i)];
  for (int i = 0; i < stack_n_; ++i) slots[static_cast<size_t>(t++)] = &stack_[static_cast<size_t>(i)];
  for (int i = 0; i < box_n_; ++i) slots[static_cast<size_t>(t++)] = &box_[static_cast<size_t>(i)];
  std::array<uint8_t, kTokens> values{};
  for (int i = 0; i < t; ++i) values[static_cast<size_t>(i)] = *slots[static_cast<size_t>(i)];
  std::sort(values.begin(), values.begin() + t);
  shuffle(values.data(), t, rng);
  for (int i = 0; i < t; ++i) *slots[static_cast<size_t>(i)] = values[static_cast<size_t>(i)];

  rng_.seed(rng.next());  // future chance is hidden from everyone
}

uint64_t ToyXState::hash() const {
  Hasher h;
  h.u64(kToyExtended);
  h.i64(n_);
  h.i64(phase_);
  h.i64(round_);
  for (int p = 0; p < n_; ++p) {
    const auto sp = static_cast<size_t>(p);
    h.u64(hand_[sp]);
    h.i64(buried_[sp]);
    h.bytes(stake_[sp].data(), kMaxStake);
    h.i64(stake_n_[sp]);
    h.i64(points_[sp]);
    h.i64(staked_sum_[sp]);
    h.bytes(held_[sp].data(), kMaxHeld);
    h.i64(held_n_[sp]);
    for (int r = 0; r < kRounds; ++r) h.bytes(played_[static_cast<size_t>(r)][sp].data(), kMaxStake);
  }
  h.u64(deck_);
  h.u64(confirmed_);
  h.bytes(loser_of_.data(), loser_of_.size());
  h.bytes(taken_.data(), taken_.size());
  h.bytes(offer_.data(), offer_.size());
  h.i64(offer_n_);
  h.bytes(stack_.data(), static_cast<size_t>(stack_n_));
  h.i64(stack_n_);
  h.bytes(box_.data(), static_cast<size_t>(box_n_));
  h.i64(box_n_);
  h.u64(reveals_);
  h.u64(chance_);
  h.u64(rng_.state0());
  h.u64(rng_.state1());
  return h.value();
}

bool ToyXState::check_invariants(std::string* why) const {
  auto fail = [&](const std::string& s) {
    if (why) *why = s;
    return false;
  };
  // Every card exactly once: deck, hands, buried, stakes, revealed stakes.
  std::array<int, 32> seen{};
  for_cards(deck_, [&](int c) { ++seen[static_cast<size_t>(c)]; });
  for (int p = 0; p < kMaxPlayers; ++p) {
    const auto sp = static_cast<size_t>(p);
    if (p >= n_) {
      if (hand_[sp] || buried_[sp] || stake_n_[sp] || held_n_[sp] || points_[sp])
        return fail("an empty seat holds data");
      continue;
    }
    if ((hand_[sp] & ~(((1u << kCards) - 1u) << 1)) != 0) return fail("a hand holds a card outside 1..24");
    for_cards(hand_[sp], [&](int c) { ++seen[static_cast<size_t>(c)]; });
    ++seen[buried_[sp]];
    if (stake_n_[sp] > kMaxStake) return fail("a stake holds more than two cards");
    for (int i = 0; i < kMaxStake; ++i) {
      const uint8_t c = stake_[sp][static_cast<size_t>(i)];
      if ((c != 0) != (i < stake_n_[sp])) return fail("a stake's cards and size disagree");
      ++seen[c];
    }
    int used = std::popcount(hand_[sp]) + (buried_[sp] != 0) + stake_n_[sp];
    for (int r = 0; r < kRounds; ++r)
      for (uint8_t c : played_[static_cast<size_t>(r)][sp]) {
        if (c != 0 && r >= revealed_rounds()) return fail("a stake of an unplayed round is recorded");
        ++seen[c];
        used += c != 0;
      }
    if (used != kHand)
      return fail("seat " + std::to_string(p) + " holds " + std::to_string(used) + " cards, not " +
                  std::to_string(kHand));
    if (phase_ != kBury && buried_[sp] == 0) return fail("a seat has not buried a card after the bury phase");
    if (phase_ != kStake && (stake_n_[sp] != 0 || (confirmed_ & (1u << p)) != 0))
      return fail("a stake outside the stake phase");
    if ((confirmed_ & (1u << p)) != 0 && stake_n_[sp] == 0) return fail("an empty stake is confirmed");
  }
  for (int c = 1; c <= kCards; ++c)
    if (seen[static_cast<size_t>(c)] != 1)
      return fail("card " + std::to_string(c) + " appears " + std::to_string(seen[static_cast<size_t>(c)]) + " times");

  // Every token exactly once (by value): held, offer, stack, box.
  std::array<int, 8> count{}, want{};
  for (uint8_t v : kTokenValues) ++want[v];
  int tokens = 0;
  auto add = [&](uint8_t v) {
    if (v < count.size()) ++count[v];
    ++tokens;
  };
  for (int p = 0; p < n_; ++p) {
    const auto sp = static_cast<size_t>(p);
    int losses = 0;
    for (int r = 0; r < round_; ++r) losses += loser_of_[static_cast<size_t>(r)] == p;
    if (held_n_[sp] != 1 + losses) return fail("seat " + std::to_string(p) + " holds a wrong number of tokens");
    for (int i = 0; i < held_n_[sp]; ++i) add(held_[sp][static_cast<size_t>(i)]);
  }
  for (int i = 0; i < offer_n_; ++i) add(offer_[static_cast<size_t>(i)]);
  for (int i = 0; i < stack_n_; ++i) add(stack_[static_cast<size_t>(i)]);
  for (int i = 0; i < box_n_; ++i) add(box_[static_cast<size_t>(i)]);
  if (tokens != kTokens || count != want) return fail("the tokens are not the ten of the game");
  if (offer_n_ != (phase_ == kEnd ? 0 : 2) || box_n_ != round_)
    return fail("the offer or the box does not match the round");

  // Phase, reveals and chance agree with the round.
  if (round_ < 0 || round_ > kRounds || (round_ == kRounds) != (phase_ == kEnd)) return fail("bad round");
  if (phase_ == kBury && round_ != 0) return fail("bury after round 1");
  for (int r = 0; r < kRounds; ++r) {
    const bool revealed = r < revealed_rounds();
    const int l = loser_of_[static_cast<size_t>(r)];
    if (revealed != (l >= 0 && l < n_)) return fail("a round's loser does not match the reveals");
    if ((taken_[static_cast<size_t>(r)] >= 0) != (r < round_)) return fail("a token choice does not match the round");
  }
  const uint32_t want_reveals = static_cast<uint32_t>(revealed_rounds() + (phase_ == kEnd ? 1 : 0));
  if (reveals_ != want_reveals || chance_ != 2u + reveals_) return fail("reveals or chance events do not match");
  return true;
}

}  // namespace emp
