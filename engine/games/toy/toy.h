// "Toy": a tiny test-only game (never listed to players) that exercises every
// core feature the real games need: hidden hands, simultaneous choices, dice
// and a shuffled deck. Rules: a deck of 12 cards (1..12) is shuffled and each
// player is dealt 3. In each of 3 rounds every player secretly picks a card at
// the same time; when all have picked, the cards are revealed and a die is
// rolled: the highest card scores the die's value (ties share it, rounded
// down). Highest total wins; ties: the higher sum of cards played.
//
// Options::variant bit kToyExtended selects the extended toy (toy_x.h): a
// rotating first player, a multi-step secret phase entered seat by seat, a
// public reveal mid-game, a decision by a non-active seat and tokens hidden
// even from their owner. Variant 0 is unchanged.
#pragma once
#include <array>
#include <cstdint>

#include "core/game.h"

namespace emp {

// Options::variant bits of the toy game.
constexpr uint32_t kToyExtended = 1;
constexpr uint32_t kToyVariants = kToyExtended;  // every known bit

const GameInfo& toy_game_info();

class ToyState final : public State {
 public:
  static constexpr int kCards = 12;
  static constexpr int kHand = 3;
  static constexpr int kNoCard = 0;

  ToyState(const Options& o, uint64_t seed);

  const GameInfo& info() const override;
  int num_players() const override { return n_; }
  uint32_t to_act() const override;
  void legal_actions(std::vector<Action>& out) const override;
  void do_apply(Action a) override;
  std::unique_ptr<State> clone() const override { return std::make_unique<ToyState>(*this); }
  bool terminal() const override { return round_ >= kHand; }
  void scores(std::vector<int>& out) const override;
  void ranks(std::vector<int>& out) const override;
  std::string action_label(Action a, Lang lang, const std::vector<std::string>* seat_names = nullptr) const override;
  std::string observation_json(int player) const override;
  void resample_hidden(int player, Rng& rng) override;
  uint64_t chance_events() const override { return chance_; }
  // A pick is seen only by its maker until the round's cards are revealed.
  uint32_t action_seen_by(Action) const override { return 1u << current_player(); }
  uint32_t reveals() const override { return static_cast<uint32_t>(round_); }
  std::string why_illegal(Action a) const override;
  Progress progress() const override {
    Progress p;
    p.round = round_ + 1;
    return p;
  }
  uint64_t hash() const override;
  bool check_invariants(std::string* why) const override;
  std::string to_json() const override;

 private:
  int n_ = 2;
  int round_ = 0;
  std::array<std::array<uint8_t, kHand>, kMaxPlayers> hand_{};  // 0 = empty slot
  std::array<uint8_t, kMaxPlayers> chosen_{};                   // pending secret choice (0 = none)
  std::array<int, kMaxPlayers> score_{};
  std::array<int, kMaxPlayers> played_sum_{};
  std::array<uint8_t, kCards> deck_{};  // undealt cards (hidden from all)
  int deck_n_ = 0;
  std::array<uint8_t, kHand * kMaxPlayers> revealed_{};  // cards revealed per round, per seat
  std::array<uint8_t, kHand> dice_{};
  uint64_t chance_ = 0;
  Rng rng_;
};

}  // namespace emp
