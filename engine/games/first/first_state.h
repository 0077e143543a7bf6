// First Empires (Eric B. Vogel, 2021), 2-5 players: the complete rules engine.
// Component data: games/first/first_data.h. Design notes, rule
// interpretations and the action encoding: games/first/NOTES.md.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/first/first_data.h"

namespace emp {

const GameInfo& first_game_info();
// The bots' evaluator (first_eval.cpp): an estimate of `player`'s final VP.
double first_evaluate(const State& s, int player);
// The search bots' playout policy (first_eval.cpp).
Action first_rollout(const State& s, std::span<const Action> legal, Rng& rng);
// The game's coded messages (first_why.cpp), keys first.*.
std::span<const MessageText> first_messages();

namespace first {

// Rules versions (GameInfo::rules_version; a record keeps the one it was played
// with, see NOTES.md "Rules versions"):
//   1: the first release (the end of a turn, and Phase 3 after its last raise,
//      asked the seat only when a card in its hand could be scored);
//   2: where a seat is asked depends only on what is public: the end of the turn
//      asks whenever the hand is not empty, Phase 3 never waits for a card.
constexpr uint32_t kRulesLatest = 2;

// ---- action encoding: (kind << 16) | args. Ids are stable (every rules version). ----
enum ActionKind : uint32_t {
  kActReroll = 1,          // arg: mask of dice to re-roll (dice are kept sorted by face)
  kActBlack = 2,           // arg: card << 8 | die; Phase 1: discard a card, the die becomes black
  kActEndRoll = 3,         // Phase 1 over
  kActStep = 4,            // arg: from << 8 | to; move one explorer one area (1 MP)
  kActAttack = 5,          // arg: target region; start a conquest move order
  kActAdd = 6,             // arg: area; one more explorer of that (adjacent) area joins the attack
  kActCommit = 7,          // the gathered explorers arrive together: conquest
  kActEndMove = 8,         // Phase 2 over
  kActRetreat = 9,         // arg: region; the defeated seat's explorers retreat there
  kActConvert = 10,        // arg: card << 8 | die << 4 | face; Phase 3: discard a card, set a die
  kActRaise = 11,          // arg: track
  kActPlaceExplorer = 12,  // arg: region; one new explorer after a yellow raise
  kActEndAdvance = 13,     // no more raises
  kActPlaceCity = 14,      // arg: region; the pending column's city token
  kActScore = 15,          // arg: card; score an achievement card whose condition holds
  kActEndTurn = 16,        // end the turn (rules 2: asked with cards in hand; 1: while one could be scored)
};

constexpr Action make_action(uint32_t kind, uint32_t arg = 0) { return (kind << 16) | arg; }
constexpr uint32_t action_kind(Action a) { return a >> 16; }
constexpr uint32_t action_arg(Action a) { return a & 0xFFFFu; }

// City token locations (FirstState::token_loc).
constexpr uint8_t kLocColumn = 0;     // + track: on top of that column of the owner's board
constexpr uint8_t kLocBoard = 16;     // + area: on the map
constexpr uint8_t kLocCaptured = 64;  // + seat: in that seat's supply

}  // namespace first

class FirstState final : public State {
 public:
  enum Decision : uint8_t {
    kDecRoll,       // Phase 1: re-roll, turn dice black with cards, or end
    kDecMove,       // Phase 2: step, start an attack, or end
    kDecAttack,     // Phase 2: gather the explorers of a conquest, then commit
    kDecRetreat,    // Phase 2: the defeated seat chooses where its explorers go
    kDecAdvance,    // Phase 3: convert dice with cards (before the first raise), raise, or end
    kDecPlaceExpl,  // Phase 3: place the new explorers of a yellow raise one by one
    kDecPlaceCity,  // Phase 3: place the pending city token
    kDecEndTurn,    // end of turn: score a card or end (rules 2: whenever the hand is not empty)
    kDecNone        // terminal
  };

  // What each seat gained and lost in the latest round that is over (every
  // seat's turn), for the end-of-round summaries. Everything in it is public
  // (city token values are not in it).
  struct RoundReport {
    struct Seat {
      int8_t steps = 0;      // track steps raised
      int16_t vp_board = 0;  // board VP gained
      int16_t vp_cards = 0;  // VP of the cards scored
      int8_t scored = 0;     // cards scored
      int8_t drawn = 0;      // cards drawn (green)
      int8_t spent = 0;      // cards discarded to turn a die black or set a die
      int8_t explorers = 0;  // net change of explorers on the map
      int8_t regions = 0;    // net change of land regions held
      int8_t cities = 0;     // city tokens placed
      int8_t captured = 0;   // rival city tokens captured
      int8_t conquests = 0;  // regions conquered
      int8_t conquered = 0;  // own regions lost to a conquest
    };
    int8_t round = 0;  // the round reported (0: none yet)
    Seat seat[kMaxPlayers];
  };

  FirstState(const Options& o, uint64_t seed, uint32_t rules = first::kRulesLatest);

  // ---- State interface ----
  const GameInfo& info() const override;
  uint32_t rules_version() const override { return rules_; }
  int num_players() const override { return n_; }
  uint32_t to_act() const override { return dec_ == kDecNone ? 0u : (1u << cur_); }
  void legal_actions(std::vector<Action>& out) const override;
  void do_apply(Action a) override;
  Progress progress() const override;
  std::string why_illegal(Action a) const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<FirstState>(*this); }
  bool terminal() const override { return dec_ == kDecNone; }
  void scores(std::vector<int>& out) const override;
  void ranks(std::vector<int>& out) const override;
  std::vector<std::vector<ScoreLine>> score_breakdown() const override;
  std::vector<ScoreLine> tie_breaks(int seat) const override;
  std::string action_label(Action a, Lang lang = Lang::En,
                           const std::vector<std::string>* seat_names = nullptr) const override;
  std::string button_label(Action a, Lang lang = Lang::En,
                           const std::vector<std::string>* seat_names = nullptr) const override;
  std::string observation_json(int player) const override;
  void resample_hidden(int player, Rng& rng) override;
  uint64_t chance_events() const override { return chance_; }
  uint64_t hash() const override;
  bool check_invariants(std::string* why) const override;
  std::string to_json() const override;

  // ---- read accessors (front ends, tests, evaluator) ----
  int side() const { return side_; }
  int round() const { return round_; }  // 1-based
  int rounds() const { return first::rounds_for(n_); }
  int start_player() const { return first_; }
  int active() const { return active_; }  // seat whose turn it is
  Decision decision() const { return static_cast<Decision>(dec_); }
  int phase() const;  // 1..3 (0 when over)
  int civ(int p) const { return civ_[p]; }
  int track_step(int p, int t) const { return step_[p][t]; }
  int track_value(int p, int t) const;  // dice, re-rolls, MP, (hand), explorers
  int explorers(int p, int area) const { return expl_[p][area]; }
  int explorers_on_board(int p) const;
  uint32_t occupied(int p) const;  // land regions with p's explorers
  int occ_count(int p, int colour) const;
  int owner(int area) const;  // seat with explorers there, or -1
  int start_region(int p) const { return start_[p]; }
  uint32_t in_play() const { return in_play_; }
  int dice_count() const { return ndice_; }
  int die(int i) const { return dice_[i]; }
  int dice_of(int face) const;
  int rerolls_left() const { return rerolls_left_; }
  int mp_left() const { return mp_; }
  int raises(int t) const { return raises_[t]; }
  uint16_t hand(int p) const { return hand_[p]; }  // bit i = card civ*9+i
  int hand_size(int p) const;
  uint16_t scored(int p) const { return scored_[p]; }
  uint16_t discarded(int p) const { return discarded_[p]; }
  int deck_left(int p) const { return first::kCardsPerDeck - deck_pos_[p]; }
  int token_loc(int p, int i) const { return tok_loc_[p][i]; }
  int token_value(int p, int i) const { return tok_val_[p][i]; }  // hidden from all until the end
  int attack_target() const { return target_; }
  int attack_committed() const { return commit_n_; }
  int retreat_from() const { return target_; }
  int pending_explorers() const { return pend_expl_; }
  int pending_city_track() const;
  int conquests() const { return conq_; }
  int landings() const { return landings_; }
  int conq_city() const { return conq_city_; }
  int conq_black() const { return conq_black_; }
  int conq_sea() const { return conq_sea_; }
  // Whether card `c` (global id) of player p meets its condition now.
  bool card_condition(int p, int c) const;
  // Each term of card c for seat p, in the card's order: what p has and what
  // it needs (a region to hold: 1 of 1). Returns the number of terms (0..3).
  int card_progress(int p, int c, int have[3], int need[3]) const;
  int board_vp(int p) const;
  int card_vp(int p) const;
  int city_vp(int p) const;        // token values; meaningful at the end only
  int scored_tokens(int p) const;  // own tokens on the board + captured tokens
  const RoundReport& round_report() const { return round_rep_; }

 private:
  std::string label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const;
  friend struct FirstTestAccess;  // unit tests only (tests/first/first_test_util.h)
  // flow
  void start_turn();
  void open_round_report();   // a round begins: the values it starts from
  void close_round_report();  // the round is over: round_acc_ -> round_rep_
  void roll(int mask, bool reroll = false);
  int roll_die();
  void sort_dice();
  void enter_move();
  void enter_advance();
  void after_advance_step();
  void next_city();
  void finish_turn_checkpoint();
  void end_turn();
  void final_scoring();
  // rules helpers
  int sea_count() const;
  void add_expl(int p, int a, int delta);  // the only writer of expl_ (keeps pres_)
  int attack_need(int target) const;
  bool attack_feasible(int target, const uint8_t* commit, int plus, int n, int sea_used) const;
  int die_group_first(int i) const;
  uint32_t same_as_next() const;
  bool reroll_ok(uint32_t mask, uint32_t eq) const;
  bool any_scorable() const;
  uint32_t city_regions() const;
  void capture_cities(int area);
  void raise(int t);
  int largest_group(uint32_t occ) const;
  int term_value(int p, const first::CardTerm& t) const;
  // why_illegal parts (first_why.cpp)
  std::string why_kind(int p, uint32_t kind, uint32_t arg) const;

  uint8_t rules_ = first::kRulesLatest;  // the rules version followed (a record's)
  uint8_t n_ = 2;
  uint8_t side_ = 0;
  uint8_t round_ = 1;
  uint8_t first_ = 0;
  uint8_t pos_ = 0;  // turn position in the round (0 = start player)
  uint8_t active_ = 0;
  uint8_t cur_ = 0;
  uint8_t dec_ = kDecRoll;
  uint32_t in_play_ = 0;
  uint8_t civ_[kMaxPlayers] = {};
  uint8_t start_[kMaxPlayers] = {};
  uint8_t step_[kMaxPlayers][first::kTracks] = {};
  uint8_t expl_[kMaxPlayers][first::kMaxAreas] = {};
  uint32_t pres_[kMaxPlayers] = {};  // areas where the seat has explorers (derived from expl_)
  // cards: local ids 0..8 of the seat's civilization deck
  uint16_t hand_[kMaxPlayers] = {};
  uint16_t scored_[kMaxPlayers] = {};
  uint16_t discarded_[kMaxPlayers] = {};
  uint8_t deck_[kMaxPlayers][first::kCardsPerDeck] = {};
  uint8_t deck_pos_[kMaxPlayers] = {};
  // city tokens: value (hidden from everyone until the end) and location
  uint8_t tok_val_[kMaxPlayers][first::kCityTokens] = {};
  uint8_t tok_loc_[kMaxPlayers][first::kCityTokens] = {};
  // the active turn
  uint8_t dice_[first::kMaxDice] = {};
  uint8_t ndice_ = 0;
  uint8_t rerolls_left_ = 0;
  bool blackened_ = false;  // a die was turned black in Phase 1 (no more re-rolls)
  uint8_t mp_ = 0;
  uint8_t raises_[first::kTracks] = {};
  uint8_t crossed_ = 0;  // columns whose city icon was reached this phase (tokens to place)
  uint8_t pend_expl_ = 0;
  int8_t target_ = -1;     // attacked region / region being retreated from
  int8_t defender_ = -1;   // seat retreating
  uint8_t retreat_n_ = 0;  // explorers retreating (off the map meanwhile)
  uint8_t commit_[first::kMaxAreas] = {};
  uint8_t commit_n_ = 0;
  uint8_t conq_ = 0, conq_city_ = 0, conq_black_ = 0, conq_sea_ = 0, landings_ = 0;
  // dice forced by tests (consumed before the rng)
  uint8_t forced_[16] = {};
  uint8_t forced_n_ = 0, forced_pos_ = 0;
  RoundReport round_rep_;  // the latest round that is over
  RoundReport round_acc_;  // the round under way (counts; minus the values at its start)
  uint64_t chance_ = 0;
  Rng rng_;
};

}  // namespace emp
