// Empire's End, 2-4 players: the complete rules engine as a decision machine.
// Component data: games/end/end_data.h. Design notes, the action encoding and
// every rule interpretation: games/end/NOTES.md.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/end/end_data.h"

namespace emp {

const GameInfo& end_game_info();
// The bots' evaluator (end_eval.cpp): an estimate of `player`'s final VP.
double end_evaluate(const State& s, int player);
// The game's coded messages (end_why.cpp), keys end.*, English and German.
std::span<const MessageText> end_messages();

namespace eend {

// Rules versions (GameInfo::rules_version; a record keeps the one it was played
// with, see NOTES.md "Rules versions"):
//   1: the first release (a conflict commitment is one action per token);
//   2: the commitment is one secret action (kActCommit);
//   3: the screen goes back up after a low-resources purchase; every take is
//      followed by the low-resources step (so "fewer than 5" stays private);
//      a build needs a healthy location; Move Innovation goes to another one.
constexpr uint32_t kRulesLatest = 3;

// ---- action encoding: (kind << 24) | args. Ids are stable; a rules version
// may add kinds (and stop offering old ones), never renumber. ----
enum ActionKind : uint32_t {
  kActPass = 1,          // arg: disaster slot << 8 | resource bid (kW/kH/kA/kC)
  kActFreeBid = 2,       // arg: slot << 8 | FREE_BID card id
  kActTake = 3,          // arg: slot
  kActReplace = 4,       // arg: slot << 8 | REPLACE_DISASTER card id
  kActEndTurn = 5,       // after passing on every current disaster: end the bidding turn
  kActDestroy = 6,       // arg: position 0..10 (R7 choice)
  kActPlace = 7,         // arg: tile id (innovation placement, R9)
  kActBuyCoin = 8,       // low resources: -2 VP, +1 coin
  kActStopBuying = 9,    // low resources: stop
  kActUse = 10,          // arg: ability source (tile id 0..10, or kSrcCard + card id)
  kActConvert = 11,      // arg bit 0: 0 = first output (or both), 1 = second output;
                         // bit 1 (kConvCoin, rules 2): a coin is paid in place of the input
  kActConvertStop = 12,  // end the conversion
  kActRepeat = 13,       // arg: source of the repeated Economy ability
  kActEndPhase = 14,     // end this player's Economy or Industry phase
  kActBuild = 15,        // arg: hand card id
  kActSell = 16,         // arg: hand card id
  kActDiscardAll = 17,   // discard the rest of the hand (after two builds/sells)
  kActPay = 18,          // arg: coins used (the rest in hammers)
  kActRepair = 19,       // arg: tile id
  kActSwap = 20,         // arg: position i << 8 | position j (i < j)
  kActMoveFrom = 21,     // arg: card id of the innovation to move
  kActOrder = 22,        // Economy/Industry: arg 0 = Economy first, 1 = Industry first
  kActCommitAxe = 23,    // rules 1: conflict: commit one axe (secret)
  kActCommitCoin = 24,   // rules 1: conflict: commit one coin (secret)
  kActCommitDone = 25,   // rules 1: conflict: commitment complete (secret)
  kActRefresh = 26,      // conflict reward: remove the exhaust marker of this card
  kActCommit = 27,       // rules 2: conflict: the whole secret commitment, arg: axes << 8 | coins
};
constexpr uint32_t kConvCoin = 2;  // kActConvert: a coin in place of the input (rules 2)
constexpr int kSrcCard = 16;       // ability sources: tile ids 0..10, cards kSrcCard + 0..65
constexpr int kSources = kSrcCard + kCards;

constexpr Action make_action(uint32_t kind, uint32_t arg = 0) { return (kind << 24) | arg; }
constexpr uint32_t action_kind(Action a) { return a >> 24; }
constexpr uint32_t action_arg(Action a) { return a & 0xFFFFFFu; }

// Where a disaster card is.
enum Where : uint8_t { kInDeck, kInHand, kCurrent, kInDiscard, kAttached, kPending };

}  // namespace eend

class EndState final : public State {
 public:
  enum Decision : uint8_t {
    kDecBid,        // bidder: pass / free bid / take / replace, for each current disaster
    kDecAfterPass,  // bidder passed on everything: replace a disaster or end the turn
    kDecDestroy,    // taker chooses the tile to destroy (R7)
    kDecPlace,      // choose the tile for an innovation (R9)
    kDecLowRes,     // after a take: buy coins for 2 VP each (below 5 tokens) or stop (rules 3: after every take)
    kDecEcon,       // Economy: use an ability or end
    kDecConvert,    // a conversion in progress
    kDecRepeat,     // REPEAT_ECONOMY: choose the ability to repeat
    kDecInd,        // Industry: build / sell / discard / repair / ability / end
    kDecPay,        // pay a cost: choose how many coins (the rest hammers)
    kDecSwap,       // SWAP_LOCATIONS: choose the two positions
    kDecMoveFrom,   // MOVE_INNOVATION: choose the innovation
    kDecOrder,      // Economy/Industry phase: choose the order
    kDecCommit,     // Conflict: secret commitment of axes and coins
    kDecRefresh,    // Conflict reward: choose exhaust markers to remove
    kDecNone        // terminal
  };
  enum PlaceCtx : uint8_t { kPlaceTake, kPlaceBuild, kPlaceMove };
  enum PayCtx : uint8_t { kPayBuild, kPayRepair };

  struct Player {
    int16_t vp = 0;
    uint8_t res[4] = {eend::kStartTokens, eend::kStartTokens, eend::kStartTokens, eend::kStartTokens};
    uint8_t commit[4] = {};                // secret conflict commitment (axes, coins)
    uint8_t order[eend::kLocations] = {};  // tile id at each position
    uint8_t pos[eend::kLocations] = {};    // position of each tile id
    uint16_t destroyed = 0;                // bit per tile id
    uint8_t innov[eend::kLocations] = {};  // innovations attached under each tile id
    uint8_t hand[eend::kHandSize] = {};    // card ids, ascending
    uint8_t hand_n = 0;
  };
  // The last conflict, revealed to everyone.
  struct ConflictReport {
    int8_t card = -1;
    int8_t base[kMaxPlayers] = {};
    int8_t committed[kMaxPlayers] = {};
    int8_t total[kMaxPlayers] = {};
    int8_t band[kMaxPlayers] = {};  // 0 none, 1 penalty, 2 middle, 3 top
    bool victory[kMaxPlayers] = {};
    bool upheaval[kMaxPlayers] = {};  // a swap happened
  };
  // The latest disaster take, for the log and the front end (public).
  struct TakeReport {
    int8_t seat = -1, card = -1;
    int8_t destroyed = -1;  // tile id, -1: none healthy
    int8_t placed = -1;     // tile id, -1: discarded (no healthy tile)
    uint8_t pot[4] = {};
    uint8_t coins_bought = 0;  // low resources
  };
  // What each seat gained and paid in the latest phase (space of the
  // progress track) that is over, for the end-of-phase summaries: the net
  // change of VP, of each kind of token (stash + commitment; the mix is
  // private to its seat: a front end shows the other seats only the total,
  // which is public), of the hand, and the cards drawn, built and sold, the
  // repairs and the locations destroyed.
  struct PhaseReport {
    struct Seat {
      int16_t vp = 0;
      int16_t res[4] = {};  // W, H, A, coin: net change
      int8_t cards = 0;     // net change of the hand
      uint8_t drawn = 0, built = 0, sold = 0, repaired = 0, destroyed = 0;
    };
    int8_t space = -1;  // the space reported (0-based; -1: none yet)
    Seat seat[kMaxPlayers];
  };
  struct FinalScore {
    int16_t track = 0, locations = 0, innovations = 0, total = 0;
  };

  EndState(const Options& o, uint64_t seed, uint32_t rules = eend::kRulesLatest);

  // ---- State interface ----
  const GameInfo& info() const override;
  uint32_t rules_version() const override { return rules_; }
  int num_players() const override { return n_; }
  uint32_t to_act() const override { return dec_ == kDecNone ? 0u : (1u << cur_); }
  void legal_actions(std::vector<Action>& out) const override;
  std::string why_illegal(Action a) const override;
  Progress progress() const override;
  uint32_t action_seen_by(Action a) const override;
  bool action_revealed_later(Action a) const override;
  uint32_t reveals() const override { return reveals_; }
  std::unique_ptr<State> clone() const override { return std::make_unique<EndState>(*this); }
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
  Decision decision() const { return static_cast<Decision>(dec_); }
  int space() const { return space_; }  // 0-based index on the progress track
  eend::PhaseCode phase_code() const { return track().space[space_ < track().length ? space_ : track().length - 1]; }
  const eend::TrackInfo& track() const { return eend::track_for(n_); }
  int first_player() const { return first_; }
  const Player& player(int p) const { return pl_[p]; }
  int tokens(int p) const;  // stash plus secret commitment (hidden, unless the screen is off)
  // The seat took its screen away for the low-resources purchase (RB "Low
  // resources"): its stash (and commitment) is public while it is away. Rules
  // 1-2: for the rest of the game; rules 3: until that low-resources step ends.
  bool screen_off(int p) const { return (screen_off_ >> p) & 1u; }
  // What every seat may know of seat p's tokens behind its screen (commitment
  // included until the reveal): the public estimate of the stash, per resource,
  // kept from public events only (NOTES reading 4). Resampling starts from it.
  int public_estimate(int p, int r) const { return pub_[p][r]; }
  // Whether `viewer` (-1: a spectator) may see seat p's tokens: its own, an
  // open stash, or the game is over.
  bool tokens_visible(int p, int viewer) const { return p == viewer || screen_off(p) || terminal(); }
  bool healthy(int p, int tile) const { return !((pl_[p].destroyed >> tile) & 1); }
  int tile_at(int p, int pos) const { return pl_[p].order[pos]; }
  int owner(int card) const { return owner_[card]; }
  int host(int card) const { return host_[card]; }
  eend::Where where(int card) const { return static_cast<eend::Where>(where_[card]); }
  bool exhausted(int card) const { return exh_[card] != 0; }
  int disasters() const { return dis_n_; }
  int current_disaster(int slot) const { return cur_card_[slot]; }
  int pot(int slot, int r) const { return pot_[slot][r]; }
  bool resolved(int slot) const { return (resolved_ >> slot) & 1; }
  int deck_size() const { return deck_n_; }
  int discard_size() const { return discard_n_; }
  int conflict_card() const { return con_cur_; }
  int conflict_deck_size() const { return con_deck_n_; }
  const ConflictReport& conflict_report() const { return report_; }
  const TakeReport& take_report() const { return take_; }
  const PhaseReport& phase_report() const { return phase_rep_; }
  const FinalScore& final_score(int p) const { return final_[p]; }
  bool active_source(int p, int src) const;
  const eend::Ability& ability(int src) const;
  int base_strength(int p) const;
  int build_cost(int p, int card) const;   // with the next free discount
  int repair_cost(int p, int tile) const;  // with adjacent repair discounts
  int build_discounts(int p) const;        // active BUILD_DISCOUNT abilities
  int pending_cost() const { return pay_cost_; }
  int pending_card() const { return pend_card_; }
  int industry_actions() const { return ind_actions_; }
  // Candidates (positions for R7, tile ids for R9) as bit masks.
  uint32_t destroy_candidates(int p, int pos) const;
  uint32_t place_candidates(int p) const;
  // Rules 3: where the innovation being placed may go (place_candidates, without
  // the tile a moved innovation comes from: "any other location").
  uint32_t place_targets(int p) const;
  // Rules 3: whether innovation `card` of seat p has another location to go to.
  bool movable(int p, int card) const;
  int end_score(int p) const;  // locations + end-of-game abilities, if the game ended now

 protected:
  void do_apply(Action a) override;
  void apply_one(Action a);

 private:
  std::string label_of(Action a, Lang lang, bool button) const;
  friend struct EndTestAccess;  // unit tests only (tests/end/end_test_util.h)
  // flow
  void start_phase();
  void close_phase_report();  // the phase of space_ is over: phase_acc_ -> phase_rep_
  void advance_track();
  void start_disaster(int k);
  bool draw_disaster(uint8_t* card);
  void start_bid_turn();
  void after_address();
  void end_bid_turn();
  void resolve_take_destroy(int pos);
  void after_destroy();
  void after_place();
  void after_take();
  void start_player_turn();
  void next_sequential_player();
  void start_econ();
  void end_econ();
  void start_ind();
  void end_ind();
  void start_conflict();
  void resolve_conflict();
  void next_refresh();
  void final_scoring();
  // helpers
  void gen(std::vector<Action>* out) const;
  void resolve_econ(int src);
  void attach(int p, int card, int tile);
  void detach(int card);
  void begin_place(int p, int card, PlaceCtx ctx);
  void to_discard(int card);
  void draw_to_hand(int p);
  void refresh_adjacent(int p, int tile);
  void give(int p, int r, int k);       // from the bank
  void take_away(int p, int r, int k);  // to the bank
  int destroyed_count(int p) const;
  int adj_destroyed(int p, int tile) const;
  int adj_healthy_type(int p, int tile, int type) const;
  int x_score(int p, int src) const;
  bool can_replace(int p) const;
  bool coin_for_input(const eend::Ability& ab) const;
  bool repeat_target(int p, int from, int s2) const;  // REPEAT_ECONOMY at `from` may resolve s2 again
  // Rules 1 (data X3/R6 reading): no REPLACE_DISASTER after a take in the same
  // turn; rules 2 (RB "at any point during the Disaster phase"): no such limit.
  bool replace_blocked() const { return rules_ < 2 && took_; }  // rules 2: a coin may stand in for the input
  // The public estimate (pub_): Economy gains every seat may expect of seat p,
  // a payment of `cost` hammers/coins of unknown mix, a public payment of one r.
  void pub_economy(int p);
  void pub_pay(int p, int cost);
  void pub_spend(int p, int r, int k = 1);
  void pub_exact(int p);  // the stash is open: the estimate is the stash
  void open_stashes();    // pub_exact for every seat whose screen is off
  void screen_up(int p);  // rules 3: the low-resources step ends
  int exhausted_count(int p) const;
  std::string why_reason(Action a) const;  // end_why.cpp

  uint8_t rules_ = eend::kRulesLatest;  // the rules version followed (a record's)
  uint8_t n_ = 2;
  uint8_t space_ = 0;
  uint8_t first_ = 0;
  uint8_t cur_ = 0;
  uint8_t dec_ = kDecBid;
  uint8_t pidx_ = 0;  // players done in a sequential phase
  Player pl_[kMaxPlayers];
  // disaster cards
  uint8_t where_[eend::kCards] = {};
  int8_t owner_[eend::kCards];       // attached: owner seat; else -1
  uint8_t host_[eend::kCards] = {};  // attached: tile id
  uint8_t exh_[eend::kCards] = {};
  uint8_t deck_[eend::kCards] = {};  // drawn from the back
  uint8_t deck_n_ = 0;
  // Deck generation: +1 at every reshuffle of the discard (whose cards are
  // public then). A hidden card (deck or hand) keeps the generation of the deck
  // it came from, so resampling only exchanges cards of the same generation.
  uint8_t gen_[eend::kCards] = {};
  uint8_t deck_gen_ = 0;
  uint8_t discard_[eend::kCards] = {};  // face up, in order
  uint8_t discard_n_ = 0;
  // conflict cards
  uint8_t con_deck_[eend::kConflictCards] = {};
  uint8_t con_deck_n_ = 0;
  uint8_t con_discard_[eend::kConflictCards] = {};
  uint8_t con_discard_n_ = 0;
  int8_t con_cur_ = -1;
  // disaster phase
  uint8_t dis_n_ = 0;
  int8_t cur_card_[2] = {-1, -1};
  uint8_t pot_[2][4] = {};
  uint8_t resolved_ = 0, addressed_ = 0;
  bool took_ = false;
  uint8_t take_slot_ = 0;
  // economy / industry of the current player
  uint8_t used_[eend::kSources] = {};
  uint8_t conv_src_ = 0, conv_left_ = 0;
  int8_t repeat_from_ = -1;  // rules 2: the REPEAT_ECONOMY that chose the repeat being resolved
  uint8_t ind_actions_ = 0, disc_used_ = 0;
  bool repaired_ = false, discarded_ = false;
  uint8_t pay_cost_ = 0, pay_ctx_ = 0;
  int8_t pend_card_ = -1;
  uint8_t place_ctx_ = 0;
  uint8_t ei_order_ = 0, ei_stage_ = 0;  // Economy/Industry: 0 = Economy first; stage 0/1
  int8_t move_host_ = -1;                // rules 3: the tile a moved innovation comes from
  // conflict
  uint8_t refresh_left_[kMaxPlayers] = {};
  ConflictReport report_;
  TakeReport take_;
  PhaseReport phase_rep_;  // the latest phase that is over
  PhaseReport phase_acc_;  // the phase under way (counts; minus the values at its start)
  FinalScore final_[kMaxPlayers];
  int32_t net_[4] = {};     // tokens the bank has given out, minus those paid back (per resource)
  uint8_t screen_off_ = 0;  // bit per seat: stash revealed by the low-resources purchase
  int16_t pub_[kMaxPlayers][4] = {{2, 2, 2, 2}, {2, 2, 2, 2}, {2, 2, 2, 2}, {2, 2, 2, 2}, {2, 2, 2, 2}};
  uint32_t reveals_ = 0;
  uint64_t chance_ = 0;
  Rng rng_;
};

}  // namespace emp
