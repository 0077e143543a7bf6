// "Toy", extended variant (Options::variant & kToyExtended): the cases the
// later games need, in miniature. Never listed to players.
//
// Rules. Cards 1..24 are shuffled and each seat is dealt 5. Ten tokens worth
// 0,0,1,1,1,2,2,3,3,4 are shuffled face down: each seat gets one, two lie on
// offer, the rest form a stack. Nobody, the owner included, sees a token's
// value before the end. The first player is the last seat in round 1 and
// passes on by one seat each round; every phase is entered in turn order from
// the first player (not lowest seat first).
//  1. Bury (once): each seat secretly buries a hand card; it is out of the
//     game and never shown to anyone else.
//  2. Stake (each of 3 rounds): each seat in turn order secretly stakes a card,
//     then stakes a second or confirms; after a second it must confirm. A hand
//     keeps a card for each later round (so one round of the three may have
//     two cards). When the last seat confirms, all
//     stakes are revealed: the highest total scores 3 (tied highest: 1 each).
//  3. Choose: the lowest total (ties: the first in turn order) takes the left
//     or right face-down token on offer; the other goes face down into the
//     box. Two new tokens are laid out for the next round.
//  4. End: after round 3 all seats' tokens are revealed and add their values.
//     Highest score wins; ties: the higher sum of cards staked.
#pragma once
#include <array>
#include <cstdint>

#include "core/game.h"

namespace emp {

class ToyXState final : public State {
 public:
  static constexpr int kCards = 24;  // cards 1..24
  static constexpr int kHand = 5;
  static constexpr int kRounds = 3;
  static constexpr int kMaxStake = 2;
  static constexpr int kTokens = 10;
  static constexpr int kMaxHeld = 1 + kRounds;
  static constexpr std::array<uint8_t, kTokens> kTokenValues = {0, 0, 1, 1, 1, 2, 2, 3, 3, 4};
  static constexpr int kWinPoints = 3;
  static constexpr int kTiePoints = 1;
  // Actions: a card 1..24 (buried or staked, by phase), and these.
  static constexpr Action kConfirm = 100;
  static constexpr Action kTakeLeft = 101;
  static constexpr Action kTakeRight = 102;
  enum Phase : uint8_t { kBury = 0, kStake = 1, kChoose = 2, kEnd = 3 };

  ToyXState(const Options& o, uint64_t seed);

  const GameInfo& info() const override;
  int num_players() const override { return n_; }
  uint32_t to_act() const override;
  // The next seat in turn order from the first player that has not finished
  // the phase (to_act() has all of them); in kChoose the round's loser.
  int current_player() const override;
  void legal_actions(std::vector<Action>& out) const override;
  std::string why_illegal(Action a) const override;
  Progress progress() const override;
  // Buried and staked cards (and confirmations) are seen by their mover only;
  // stakes are revealed with the round, buried cards never. Token choices are public.
  uint32_t action_seen_by(Action a) const override;
  bool action_revealed_later(Action a) const override;
  uint32_t reveals() const override { return reveals_; }
  std::unique_ptr<State> clone() const override { return std::make_unique<ToyXState>(*this); }
  bool terminal() const override { return phase_ == kEnd; }
  void scores(std::vector<int>& out) const override;
  void ranks(std::vector<int>& out) const override;
  std::string action_label(Action a, Lang lang, const std::vector<std::string>* seat_names = nullptr) const override;
  std::string observation_json(int player) const override;
  void resample_hidden(int player, Rng& rng) override;
  uint64_t chance_events() const override { return chance_; }
  uint64_t hash() const override;
  bool check_invariants(std::string* why) const override;
  std::string to_json() const override;

  // ---- read access (tests; hidden data only for tests) ----
  Phase phase() const { return phase_; }
  int round() const { return round_; }  // 0-based; kRounds at the end
  int first_player() const { return first_player_of(round_ < kRounds ? round_ : kRounds - 1); }
  int first_player_of(int round) const { return (n_ - 1 + round) % n_; }
  uint32_t hand(int p) const { return hand_[static_cast<size_t>(p)]; }  // bit c = card c
  int stake_size(int p) const { return stake_n_[static_cast<size_t>(p)]; }
  int stake_card(int p, int i) const { return stake_[static_cast<size_t>(p)][static_cast<size_t>(i)]; }
  int buried(int p) const { return buried_[static_cast<size_t>(p)]; }         // 0 = none yet
  int round_loser(int r) const { return loser_of_[static_cast<size_t>(r)]; }  // -1 until revealed
  int token_count(int p) const { return held_n_[static_cast<size_t>(p)]; }
  int token_value(int p, int i) const { return held_[static_cast<size_t>(p)][static_cast<size_t>(i)]; }
  int offer_value(int i) const { return offer_[static_cast<size_t>(i)]; }
  uint32_t deck() const { return deck_; }

 protected:
  void do_apply(Action a) override;

 private:
  bool done(int p) const;
  bool may_stake(int p) const;  // another card fits in p's stake now
  int revealed_rounds() const { return round_ + (phase_ == kChoose ? 1 : 0); }
  void round_points(int r, std::array<int, kMaxPlayers>& totals, std::array<int, kMaxPlayers>& pts) const;
  void reveal_stakes();
  void lay_out_offer();

  int n_ = 2;
  Phase phase_ = kBury;
  int round_ = 0;
  std::array<uint32_t, kMaxPlayers> hand_{};
  uint32_t deck_ = 0;  // undealt cards (hidden from all)
  std::array<uint8_t, kMaxPlayers> buried_{};
  std::array<std::array<uint8_t, kMaxStake>, kMaxPlayers> stake_{};  // this round's secret stake
  std::array<uint8_t, kMaxPlayers> stake_n_{};
  uint32_t confirmed_ = 0;
  std::array<std::array<std::array<uint8_t, kMaxStake>, kMaxPlayers>, kRounds> played_{};  // revealed stakes
  std::array<int8_t, kRounds> loser_of_{};
  std::array<int8_t, kRounds> taken_{};    // 0 left, 1 right, -1 not yet
  std::array<int, kMaxPlayers> points_{};  // round points; token values are added at the end
  std::array<int, kMaxPlayers> staked_sum_{};
  std::array<std::array<uint8_t, kMaxHeld>, kMaxPlayers> held_{};  // face-down token values
  std::array<uint8_t, kMaxPlayers> held_n_{};
  std::array<uint8_t, 2> offer_{};
  int offer_n_ = 0;
  std::array<uint8_t, kTokens> stack_{};  // drawn from the back
  int stack_n_ = 0;
  std::array<uint8_t, kTokens> box_{};  // tokens not taken: never revealed
  int box_n_ = 0;
  uint32_t reveals_ = 0;
  uint64_t chance_ = 0;
  Rng rng_;
};

}  // namespace emp
