#include "games/toy/toy.h"

#include <algorithm>

#include "core/hash.h"
#include "core/json.h"
#include "core/messages.h"
#include "games/toy/toy_x.h"

namespace emp {
namespace {

std::unique_ptr<State> create_toy(const Options& o, uint64_t seed) {
  if ((o.variant & ~kToyVariants) != 0) return nullptr;  // an unknown variant bit: new_game() fails
  if ((o.variant & kToyExtended) != 0) return std::make_unique<ToyXState>(o, seed);
  return std::make_unique<ToyState>(o, seed);
}

// The toy's coded messages (why_illegal reasons, phase names), found by
// message_text() through GameInfo::messages.
// clang-format off
const MessageText kToyMessages[] = {
  {"toy.why.not_your_turn", "it is not your turn to do that", "dafür bist du nicht an der Reihe"},
  {"toy.why.not_now", "that is not possible at this point of the round", "das ist an dieser Stelle der Runde nicht möglich"},
  {"toy.why.not_in_hand", "card {0} is not in your hand", "Karte {0} ist nicht auf deiner Hand"},
  {"toy.why.confirm_first", "your stake already has two cards: you must confirm it first", "dein Einsatz hat schon zwei Karten: bestätige ihn zuerst"},
  {"toy.why.stake_first", "stake a card before you confirm", "setze zuerst eine Karte, dann bestätige"},
  {"toy.why.keep_cards", "you must keep a card in hand for each later round", "du musst für jede weitere Runde eine Karte auf der Hand behalten"},
  {"toy.phase.bury", "Bury a card", "Eine Karte vergraben"},
  {"toy.phase.stake", "Secret stakes", "Geheime Einsätze"},
  {"toy.phase.choose", "The loser takes a token", "Wer verloren hat, nimmt ein Plättchen"},
  {"toy.phase.end", "Game over", "Spielende"},
};
// clang-format on

const GameInfo kToyInfo = [] {
  GameInfo g;
  g.id = "toy";
  g.name_en = "Toy (test game)";
  g.name_de = "Toy (Testspiel)";
  g.min_players = 2;
  g.max_players = 4;
  g.rules_version = 1;
  g.hidden_information = true;
  g.chance = true;
  g.simultaneous = true;
  g.private_information = true;
  g.listed = false;
  g.variants = kToyVariants;
  g.create = &create_toy;
  g.messages = kToyMessages;
  return g;
}();

}  // namespace

const GameInfo& toy_game_info() { return kToyInfo; }

ToyState::ToyState(const Options& o, uint64_t seed) : n_(o.players), rng_(seed) {
  for (int c = 0; c < kCards; ++c) deck_[c] = static_cast<uint8_t>(c + 1);
  deck_n_ = kCards;
  shuffle(deck_.data(), deck_n_, rng_);
  ++chance_;
  for (int p = 0; p < n_; ++p)
    for (int i = 0; i < kHand; ++i) hand_[p][i] = deck_[--deck_n_];
}

const GameInfo& ToyState::info() const { return kToyInfo; }

uint32_t ToyState::to_act() const {
  if (terminal()) return 0;
  uint32_t m = 0;
  for (int p = 0; p < n_; ++p)
    if (chosen_[p] == kNoCard) m |= 1u << p;
  return m;
}

void ToyState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  const int p = current_player();
  if (p < 0) return;
  for (uint8_t c : hand_[p])
    if (c != kNoCard) out.push_back(c);
  std::sort(out.begin(), out.end());
}

std::string ToyState::why_illegal(Action a) const {
  if (terminal()) return msg("error.game_over");
  const int p = current_player();
  if (a >= 1 && a <= static_cast<Action>(kCards)) {
    for (uint8_t c : hand_[p])
      if (c == a) return {};
    return msg("toy.why.not_in_hand", {std::to_string(a)});
  }
  return msg("error.illegal_action");
}

void ToyState::do_apply(Action a) {
  const int p = current_player();
  for (auto& c : hand_[p])
    if (c == a) {
      c = kNoCard;
      break;
    }
  chosen_[p] = static_cast<uint8_t>(a);
  if (to_act() != 0) return;
  // Everyone has chosen: reveal and roll.
  ++chance_;
  const int die = static_cast<int>(rng_.below(6)) + 1;
  dice_[round_] = static_cast<uint8_t>(die);
  int best = 0, winners = 0;
  for (int q = 0; q < n_; ++q) best = std::max<int>(best, chosen_[q]);
  for (int q = 0; q < n_; ++q) winners += chosen_[q] == best;
  for (int q = 0; q < n_; ++q) {
    if (chosen_[q] == best) score_[q] += die / winners;
    played_sum_[q] += chosen_[q];
    revealed_[round_ * kMaxPlayers + q] = chosen_[q];
    chosen_[q] = kNoCard;
  }
  ++round_;
}

void ToyState::scores(std::vector<int>& out) const { out.assign(score_.begin(), score_.begin() + n_); }

void ToyState::ranks(std::vector<int>& out) const {
  out.assign(n_, 0);
  for (int i = 0; i < n_; ++i)
    for (int j = 0; j < n_; ++j)
      if (score_[j] > score_[i] || (score_[j] == score_[i] && played_sum_[j] > played_sum_[i])) ++out[i];
}

std::string ToyState::action_label(Action a, Lang lang, const std::vector<std::string>*) const {
  return (lang == Lang::De ? "Spielt Karte " : "Plays card ") + std::to_string(a);
}

std::string ToyState::observation_json(int player) const {
  JsonWriter w;
  w.begin_object().field("game", "toy").field("round", round_).key("players").begin_array();
  for (int p = 0; p < n_; ++p) {
    w.begin_object().field("score", score_[p]).field("has_chosen", chosen_[p] != kNoCard);
    int cards = 0;
    for (uint8_t c : hand_[p]) cards += c != kNoCard;
    w.field("hand_size", cards);
    if (p == player) {
      w.key("hand").begin_array();
      for (uint8_t c : hand_[p])
        if (c != kNoCard) w.value(static_cast<int>(c));
      w.end_array();
      w.field("chosen", static_cast<int>(chosen_[p]));
    }
    w.end_object();
  }
  w.end_array().key("revealed").begin_array();
  for (int r = 0; r < round_; ++r) {
    w.begin_object().field("die", static_cast<int>(dice_[r])).key("cards").begin_array();
    for (int p = 0; p < n_; ++p) w.value(static_cast<int>(revealed_[r * kMaxPlayers + p]));
    w.end_array().end_object();
  }
  w.end_array().field("deck_size", deck_n_).end_object();
  return w.take();
}

std::string ToyState::to_json() const {
  JsonWriter w;
  w.begin_object().field("game", "toy").field("round", round_).key("hands").begin_array();
  for (int p = 0; p < n_; ++p) {
    w.begin_array();
    for (uint8_t c : hand_[p]) w.value(static_cast<int>(c));
    w.end_array();
  }
  w.end_array().key("scores").begin_array();
  for (int p = 0; p < n_; ++p) w.value(score_[p]);
  w.end_array().end_object();
  return w.take();
}

void ToyState::resample_hidden(int player, Rng& rng) {
  // Hidden from `player`: the deck, other players' hands and their pending
  // choices. Pool them, shuffle, and deal back into the same shapes.
  std::array<uint8_t, kCards> pool{};
  int n = 0;
  for (int i = 0; i < deck_n_; ++i) pool[n++] = deck_[i];
  for (int p = 0; p < n_; ++p) {
    if (p == player) continue;
    for (uint8_t c : hand_[p])
      if (c != kNoCard) pool[n++] = c;
    if (chosen_[p] != kNoCard) pool[n++] = chosen_[p];
  }
  std::sort(pool.begin(), pool.begin() + n);  // canonical: independent of the true deal
  shuffle(pool.data(), n, rng);
  rng_.seed(rng.next());  // future dice are unknown too
  int k = 0;
  for (int i = 0; i < deck_n_; ++i) deck_[i] = pool[k++];
  for (int p = 0; p < n_; ++p) {
    if (p == player) continue;
    for (auto& c : hand_[p])
      if (c != kNoCard) c = pool[k++];
    if (chosen_[p] != kNoCard) chosen_[p] = pool[k++];
  }
}

uint64_t ToyState::hash() const {
  Hasher h;
  h.i64(n_);
  h.i64(round_);
  for (int p = 0; p < n_; ++p) {
    h.bytes(hand_[p].data(), kHand);
    h.i64(chosen_[p]);
    h.i64(score_[p]);
    h.i64(played_sum_[p]);
  }
  h.bytes(deck_.data(), deck_n_);
  h.bytes(revealed_.data(), revealed_.size());
  h.bytes(dice_.data(), dice_.size());
  h.u64(chance_);
  h.u64(rng_.state0());
  h.u64(rng_.state1());
  return h.value();
}

bool ToyState::check_invariants(std::string* why) const {
  std::array<int, kCards + 1> seen{};
  for (int i = 0; i < deck_n_; ++i) ++seen[deck_[i]];
  for (int p = 0; p < n_; ++p) {
    for (uint8_t c : hand_[p]) ++seen[c];
    ++seen[chosen_[p]];
  }
  for (int r = 0; r < round_; ++r)
    for (int p = 0; p < n_; ++p) ++seen[revealed_[r * kMaxPlayers + p]];
  for (int c = 1; c <= kCards; ++c)
    if (seen[c] != 1) {
      if (why) *why = "card " + std::to_string(c) + " appears " + std::to_string(seen[c]) + " times";
      return false;
    }
  return true;
}

}  // namespace emp
