// Rise of Empires (Martin Wallace, 2009), 2-5 players: the complete rules engine.
// Component data: games/rise/rise_data.h. Design notes and the action
// encoding: games/rise/NOTES.md.
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/rise/rise_data.h"

namespace emp {

const GameInfo& rise_game_info();
// The bots' evaluator (rise_eval.cpp): an estimate of `player`'s final VP.
double rise_evaluate(const State& s, int player);
// Rise's coded messages (rise_why.cpp): the why_illegal reasons and their
// argument keys (row names, era numerals, payment units), in English and German.
std::span<const MessageText> rise_messages();
// Names players see (rise_text.cpp), never the data's ids: a wonder by its
// name, another city by its printed cost and VP ("City (4 gold, 2 VP/turn)"),
// an empire tile by the side in play in `era` ("empire tile (3 regions,
// water)"), a trade box by its exchange ("2 discs for 4 gold").
std::string rise_city_name(int city, Lang lang);
std::string rise_empire_name(int tile, int era, Lang lang);
std::string rise_trade_name(int box, Lang lang);

namespace rise {

// A region as the place where something is ("in the Near East", "im Nahen
// Osten") and, in German, as where something goes ("in den Nahen Osten").
const char* region_in(int r, bool de);
const char* region_to(int r, bool de);

// ---- action encoding: (kind << 24) | args. Ids are stable (rules_version 1). ----
enum ActionKind : uint32_t {
  kActTakeProgress = 1,   // arg: progress type (ProgressType); A turn: also places the disc
  kActTakeTerritory = 2,  // arg: territory type (TerritoryType)
  kActTakeCity = 3,       // arg: city tile id 0..35 (wonders too)
  kActTakeEmpire = 4,     // arg: empire tile 0..7
  kActTrade = 5,          // arg: trade box 0..11
  kActIdle = 6,           // arg: row; A turn, no action possible: place a disc and do nothing (FAQ)
  kActRemoveDisc = 7,     // arg: row << 8 | circle (circle 0 = rightmost); B turn
  kActPay = 8,            // arg: PayUnit; one unit of a B-turn removal cost
  kActSkip = 9,           // B turn: do not perform the removed disc's action
  kActRestart = 10,       // empire: withdraw all own cubes to the pool before placing
  kActPlace = 11,         // arg: region << 8 | count; empire: place count cubes from the pool
  kActPlaceDone = 12,     // empire: end placement
  kActBattle = 13,        // arg: region << 16 | target seat << 8 | battle row (0/1)
  kActBattleDone = 14,    // empire: no (more) battles
  kActFree = 15,          // arg: type << 16 | region << 8 | target << 4 | count; use a FREE tile
  kActEndStep = 16,       // end the action step (only offered when a free tile could still be used)
  kActAlly = 17,          // arg: seat; Diplomacy: choose the ally
  kActKeep = 18,          // arg: KeepKind << 8 | tile; feed/pay upkeep, or keep a tile at era end
  kActDiscard = 19,       // arg: KeepKind << 8 | tile; discard that tile
  kActOrder = 20,         // arg: position 0..n-1 on the turn order track
};
// The categories of a seat's victory points (RiseState::score_breakdown(),
// keys "rise.score.<n>"): scored in the VP phases (map: region control and
// second places; cities; towns; progress tiles: Writing, Religion, Ideology),
// when the action is taken (wonders, trade), lost (famine, removal costs paid
// in VP) and at the end (gold, resources).
enum ScoreCat : uint8_t {
  kScMap,
  kScCities,
  kScTowns,
  kScProgress,
  kScWonders,
  kScTrade,
  kScLost,
  kScGold,
  kScResources,
  kScoreCats
};
enum PayUnit : uint32_t { kPayGold = 0, kPayCube = 1, kPayDisc = 2, kPayFood = 3, kPayVp = 4 };
enum KeepKind : uint32_t { kKeepFood = 0, kKeepDiscUpkeep = 1, kKeepEraProgress = 2, kKeepEraCity = 3 };

constexpr Action make_action(uint32_t kind, uint32_t arg = 0) { return (kind << 24) | arg; }
constexpr uint32_t action_kind(Action a) { return a >> 24; }
constexpr uint32_t action_arg(Action a) { return a & 0xFFFFFFu; }

}  // namespace rise

class RiseState final : public State {
 public:
  enum Phase : uint8_t { kPhaseActions, kPhaseFood, kPhaseIncome, kPhaseEraEnd, kPhaseTurnOrder, kPhaseOver };
  // What is being decided now (by current_player(); the options are legal_actions()).
  enum Decision : uint8_t {
    kDecMain,        // choose the action (A: place a disc/take; B: remove a disc) or use a free tile
    kDecPay,         // pay one unit of the B-turn removal cost (pay_left() units remain)
    kDecBChoose,     // B turn: perform the removed disc's row action (pending_row()) or skip
    kDecEmpPlace,    // empire tile taken: restart / place cubes / done
    kDecEmpBattle,   // empire tile taken: fight a battle / done
    kDecPost,        // after the action: use free tiles or end the step
    kDecAlly,        // Diplomacy taken: choose the ally
    kDecFoodUpkeep,  // Food phase: feed or discard city pending_tile()
    kDecDiscUpkeep,  // Income phase: pay 1 disc for city pending_tile() or discard it
    kDecEraKeep,     // era end: keep or discard progress/city tile pending_tile() (pending_keep_kind())
    kDecTurnOrder,   // choose a free position on the turn order track
    kDecNone         // terminal
  };

  struct Player {
    int16_t gold = 5, discs = 2, vp = 0;
    int8_t pool = 5, stock = 25, food = 16;
    int8_t ally = -1;   // Diplomacy ally (-1: none)
    uint8_t emp = 0;    // empire tiles taken this turn (mask)
    uint8_t steps = 0;  // action steps done this turn
    int16_t final_gold_vp = 0, final_disc_vp = 0, vp_before_final = 0;
    uint64_t prog = 0;        // owned progress tiles (mask of tile ids)
    uint64_t prog_used = 0;   // FREE tiles used this turn (flipped face down)
    uint64_t prog_fresh = 0;  // acquired in the current action step (not usable yet, ruling H4)
    uint64_t ptypes = 0;      // owned progress types (derived from prog)
    uint64_t terr = 0;        // owned territory tiles
    uint64_t city = 0;        // owned city tiles (wonders are never owned)
    // vp by rise::ScoreCat (adds up to vp). A record of where the points came
    // from, not part of hash(): it would change the hashes of recorded games.
    int16_t score[rise::kScoreCats] = {};
  };

  // What each seat gained or lost in the Food, Income and VP phases of the
  // latest turn that reached them (for the end-of-phase summaries).
  struct PhaseReport {
    struct Seat {
      int16_t food_net = 0;      // net food change (doubled in turn 6)
      int16_t food_vp_lost = 0;  // VP lost for food below 0
      int16_t food_gold = 0;     // gold for food above 20
      int16_t food_cities_discarded = 0;
      int16_t gold = 0, discs = 0, cubes = 0;  // Income phase
      int16_t disc_upkeep = 0;                 // discs paid for city upkeep
      int16_t upkeep_cities_discarded = 0;
      int16_t vp_regions = 0, vp_tiles = 0;  // VP phase: control and second place; cities, towns, tiles
    };
    int8_t turn = 0;  // the turn reported (0: none yet); complete once its VP phase is over
    Seat seat[kMaxPlayers];
  };

  RiseState(const Options& o, uint64_t seed);

  // ---- test/replay helpers (only before the first action) ----
  // Forces the turn-1 face-up progress tiles (8 types, duplicates allowed for
  // types with 2 copies) and territory tiles (10 types).
  bool force_display(const std::vector<int>& progress_types, const std::vector<int>& territory_types);
  // Sets the turn order (seats by position).
  bool set_turn_order(const std::vector<int>& seats);

  // ---- State interface ----
  const GameInfo& info() const override;
  int num_players() const override { return n_; }
  uint32_t to_act() const override { return dec_ == kDecNone ? 0u : (1u << cur_); }
  void legal_actions(std::vector<Action>& out) const override;
  void do_apply(Action a) override;
  void apply_one(Action a);
  Progress progress() const override;
  // Why `a` is not legal now, as a coded message (keys rise.why.*, rise_why.cpp);
  // "" when it is legal. Reads only public data.
  std::string why_illegal(Action a) const override;
  std::string action_caution(Action a) const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<RiseState>(*this); }
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

  // ---- read accessors (for front ends and tests) ----
  int turn() const { return turn_; }  // 1..6
  int era() const { return (turn_ + 1) / 2; }
  bool b_turn() const { return (turn_ & 1) == 0; }
  Phase phase() const { return static_cast<Phase>(phase_); }
  Decision decision() const { return static_cast<Decision>(dec_); }
  int step() const { return step_; }                   // action step 0..6n-1 in the Actions phase
  int order_at(int pos) const { return order_[pos]; }  // seat at turn order position
  int position_of(int seat) const;
  const Player& player(int seat) const { return pl_[seat]; }
  int cubes(int seat, int region) const { return cubes_[seat][region]; }
  int circle(int row, int i) const { return circle_[row][i]; }  // owner seat or -1; i = 0 is rightmost
  int circles_in_row(int row) const { return rise::row_circles(n_, row); }
  uint64_t available_progress() const { return avail_prog_; }  // face-up progress tiles (display + side pool)
  uint64_t available_territory() const { return avail_terr_; }
  uint64_t available_city() const { return avail_city_; }
  uint64_t side_progress() const { return side_prog_; }  // subset revealed in earlier turns
  uint64_t side_territory() const { return side_terr_; }
  uint64_t side_city() const { return side_city_; }
  uint8_t available_empire() const { return emp_avail_; }
  int trade_box_user(int box) const { return trade_user_[box]; }  // seat or -1
  bool navigation_open() const { return nav_open_; }
  int pending_row() const { return sub_row_; }
  int pay_left() const { return pay_left_; }
  int pending_tile() const { return pending_tile_; }
  int pending_keep_kind() const { return keep_stage_; }
  int pending_empire_tile() const { return emp_tile_; }
  // Resource discs in the bank: 40 minus the players' and the trade track's.
  int disc_bank() const;
  int removal_cost(int row, int i) const;  // B turn: discs to the left (0 with Printing not applied)
  // What the rules charge now, for front ends (the same numbers legal_actions uses):
  int progress_price(int type) const;        // gold for a progress tile of this type
  int city_price(int seat, int city) const;  // gold for a city or wonder (Masonry, Architecture)
  int removal_price(int row, int i) const;   // B turn: what removing the disc costs its owner (Printing: 0)
  bool has_type(int seat, int type) const { return (pl_[seat].ptypes >> type) & 1; }
  int facedown_progress() const { return rise::kProgressTiles - prog_next_; }
  int facedown_territory() const { return rise::kTerritoryTiles - terr_next_; }
  int facedown_city() const { return rise::kCityTiles - city_next_; }
  const PhaseReport& phase_report() const { return report_; }
  // Region awards for the current map: VP and income shares per seat.
  void region_awards(int region, int vp[kMaxPlayers], int income[kMaxPlayers], int* sole = nullptr) const;

 private:
  std::string label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const;
  friend struct RiseTestAccess;  // unit tests only (tests/rise/rise_test_util.h)
  // flow
  void begin_turn();
  void tiles_phase();
  void reveal_events(uint64_t prog, uint64_t terr, uint64_t city);  // the tiles just revealed
  void begin_step();
  void end_main_action();
  void end_step();
  void start_food();
  void advance_food();
  void apply_food(int p);
  void start_income();
  void advance_income();
  void collect_income(int p);
  void vp_phase();
  void start_era_end();
  void advance_era_end();
  void start_turn_order();
  void final_scoring();
  // actions
  void gen_main(std::vector<Action>* out, int p) const;
  int gen_row(std::vector<Action>* out, int p, int row) const;
  int gen_free(std::vector<Action>* out, int p) const;
  int gen_place(std::vector<Action>* out, int p) const;
  int gen_battle(std::vector<Action>* out, int p) const;
  int progress_cost(int tile) const;
  int city_cost(int p, int c) const;
  bool region_allowed(int p, int r, bool* by_land) const;
  void perform_take(int p, Action a);
  void start_empire(int p, int tile);
  void after_placement_step();
  void after_battle_step();
  void settle_payment();
  // why_illegal parts (rise_why.cpp)
  std::string why_decision() const;
  std::string why_take(int p, Action a) const;
  std::string why_idle(int p, int row) const;
  std::string why_circle(int p, int row, int i) const;
  std::string why_place(int p, int r, int k) const;
  std::string why_battle(int p, int r, int q, int row) const;
  std::string why_free(int p, Action a) const;
  bool allied(int a, int b) const { return pl_[a].ally == b || pl_[b].ally == a; }
  void lose_progress(int p, int tile);
  int city_count(int p) const;
  void add_vp(int p, int cat, int vp);  // vp and its category
  int terr_count(int p, int type) const;

  uint8_t n_ = 2;
  uint8_t turn_ = 1;
  uint8_t phase_ = kPhaseActions;
  uint8_t dec_ = kDecMain;
  uint8_t cur_ = 0;
  uint8_t step_ = 0;
  uint8_t order_[kMaxPlayers] = {0, 1, 2, 3, 4};
  Player pl_[kMaxPlayers];
  uint8_t cubes_[kMaxPlayers][rise::kRegions] = {};
  int8_t circle_[rise::kRows][rise::kMaxCircles];
  uint8_t row_fill_[rise::kRows] = {};
  uint64_t avail_prog_ = 0, avail_terr_ = 0, avail_city_ = 0;
  uint64_t side_prog_ = 0, side_terr_ = 0, side_city_ = 0;
  uint64_t box_prog_ = 0, box_terr_ = 0, box_city_ = 0;
  uint8_t emp_avail_ = 0xFF;
  uint8_t prog_order_[rise::kProgressTiles] = {};
  uint8_t terr_order_[rise::kTerritoryTiles] = {};
  uint8_t city_order_[rise::kCityTiles] = {};
  uint8_t prog_next_ = 0, terr_next_ = 0, city_next_ = 0;
  int8_t trade_user_[rise::kTradeBoxes];
  bool nav_open_ = false;
  // sub-decision state
  uint8_t sub_row_ = 0;
  int8_t pay_left_ = 0;
  int8_t pending_tile_ = -1;
  int8_t emp_tile_ = -1;
  uint8_t emp_max_ = 0;
  bool emp_water_ = false;
  bool emp_can_restart_ = false;
  bool emp_reentry_ = false;
  int8_t emp_first_ow_ = -1;
  uint8_t emp_areas_ = 0;
  uint8_t emp_rows_ = 0;  // battle rows still available (bit mask)
  int8_t emp_battle_region_ = -1;
  uint32_t emp_S_ = 0, emp_adjS_ = 0, emp_chosen_ = 0;
  // phase iteration
  uint8_t idx_ = 0;
  uint8_t keep_stage_ = 0;  // KeepKind of the pending decision
  bool income_done_ = false;
  uint64_t decided_ = 0;
  uint8_t choose_seq_[kMaxPlayers] = {};
  uint8_t new_order_[kMaxPlayers] = {};
  uint8_t pos_taken_ = 0;
  uint64_t chance_ = 0;
  PhaseReport report_;
  Rng rng_;
};

}  // namespace emp
