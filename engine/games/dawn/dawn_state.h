// Dawn of Empires, 2-4 players: the complete rules engine. Component data:
// games/dawn/dawn_data.h. Design notes, rule interpretations and the action
// encoding: games/dawn/NOTES.md.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "games/dawn/dawn_data.h"

namespace emp {

const GameInfo& dawn_game_info();
// The bots' evaluator (dawn_eval.cpp): an estimate of `player`'s final VP.
double dawn_evaluate(const State& s, int player);
// GameInfo::explore_permille: the heuristic's random steps in a game that drags on (dawn_eval.cpp).
int dawn_explore_permille(const State& s);
// The search bots' playout policy (dawn_eval.cpp, GameInfo::rollout).
Action dawn_rollout(const State& s, std::span<const Action> legal, Rng& rng);
// The passer seat's choice (dawn_eval.cpp, GameInfo::pass).
Action dawn_pass(const State& s, std::span<const Action> legal);
// The game's coded messages (dawn_why.cpp), keys dawn.*.
std::span<const MessageText> dawn_messages();

namespace dawn {

// ---- action encoding: (kind << 16) | args. Ids are stable (rules_version 1). ----
enum ActionKind : uint32_t {
  kActEmpire = 1,           // arg: empire; setup, in reverse player order
  kActStart = 2,            // arg: start position of the layout
  kActArrange = 3,          // arg: 0..5, the permutation laying the 3 start tiles on the start hexes
  kActRondel = 4,           // arg: space 1..6 (the first turn: any; later: 1..6 steps clockwise, 6 Monarchy)
  kActHarvest = 5,          // take the Harvest action
  kActSkip = 6,             // take no action (ends the turn)
  kActConvert = 7,          // arg: "during your turn" conversion 0..6 (kTurnConv)
  kActCollect = 8,          // arg: hex; Harvest: collect that tile's cube
  kActDiscard = 9,          // arg: terrain; Harvest: an unhappy face takes a cube
  kActCube = 10,            // arg: terrain << 8 | res << 4 | amount; convert one cube (res 7: nothing)
  kActWealth = 11,          // arg: kMoney or kScience; Harvest: 1 wealth to 1 of it
  kActEndConvert = 12,      // Harvest: conversions done, pay upkeep
  kActRemoveHut = 13,       // arg: corner; upkeep shortfall: a hut goes back to the track
  kActRemoveWarrior = 14,   // arg: hex; upkeep shortfall: a warrior goes back to the track
  kActRemoveLegend = 15,    // upkeep shortfall: a legend goes back to the track
  kActResearch = 16,        // arg: tech
  kActRecruitWarrior = 17,  // arg: hex
  kActRecruitSettler = 18,  // arg: hex
  kActRelease = 19,         // arg: captor seat; the paid production frees an enslaved warrior
  kActDone = 20,            // decline what is optional (Barracks, Philosophy, a second step or stack)
  kActStack = 21,           // arg: hex << 8 | warriors << 4 | settlers << 1 | spirit
  kActStep = 22,            // arg: hex
  kActRaid = 23,            // arg: corner
  kActFound = 24,           // arg: corner
  kActPlunder = 25,         // arg: resource (food, production, money, science)
  kActEnslave = 26,         // arg: 0 one of the victim's own warriors; 1 + q (rules 3) a warrior of seat q it holds
  kActExplore = 27,         // arg: hex
  kActBuild = 28,           // arg: improvement, or kImprovements + wonder
  kActGrow = 29,            // arg: corner
  kActLegend = 30,          // arg: 1 promote a dead warrior, 0 not
  kActSpirit = 31,          // arg: hex; place the Spirit of Mars
  kActSpiritLeave = 32,     // let the Spirit of Mars leave the game
  kActKeepLegends = 33,  // rules 3: upkeep short of money, no warriors on the map: keep the legends, pay what there is
  kActLast = 33
};

constexpr Action make_action(uint32_t kind, uint32_t arg = 0) { return (kind << 16) | arg; }
constexpr uint32_t action_kind(Action a) { return a >> 16; }
constexpr uint32_t action_arg(Action a) { return a & 0xFFFFu; }
constexpr uint32_t stack_arg(int hex, int w, int s, int sp) {
  return static_cast<uint32_t>(hex << 8 | w << 4 | s << 1 | sp);
}

// Spirit of Mars status.
enum SpiritState : uint8_t { kSpiritNone = 0, kSpiritOnMap = 1, kSpiritGone = 2, kSpiritPending = 3 };

}  // namespace dawn

class DawnState final : public State {
 public:
  enum Decision : uint8_t {
    kDecEmpire,       // setup: choose an empire
    kDecStart,        // setup: choose a start position
    kDecArrange,      // setup: lay the 3 start tiles
    kDecRondel,       // move the rondel marker
    kDecAction,       // take the space's action (its first choice) or nothing
    kDecCollect,      // Harvest: choose cubes
    kDecDiscard,      // Harvest: unhappy faces take cubes
    kDecConvert,      // Harvest: convert cubes and wealth
    kDecUpkeepFood,   // Harvest: too little food: return huts
    kDecUpkeepMoney,  // Harvest: too little money: return warriors or legends
    kDecPhilosophy,   // Research: Philosophy's extra technology, or done
    kDecRecruit2,     // Recruit: Barracks' extra warrior, or done
    kDecMoveOpt,      // Move: the chosen stack's option (step, raid, found)
    kDecMoveOpt2,     // Move: Horseback Riding's second option, or done
    kDecStack2,       // Move: Military Tactics' second stack, or done
    kDecRaid,         // Move: plunder or enslave
    kDecLegend,       // combat: the winner may make a legend
    kDecSpirit,       // the Spirit of Mars: place it (its owner decides)
    kDecNone          // terminal
  };

  // Rules versions (a record keeps the one it was played with; NOTES.md):
  // 1 the first; 2 a seat short of money in the upkeep may convert to money
  // first, and the upkeep is checked again after each conversion; 3 the
  // legends are never returned without asking (a seat without warriors on the
  // map may keep them), enslaving takes any piece on the victim's track, and
  // with 3 or 4 players the player order is a random permutation.
  static constexpr uint32_t kRulesLatest = 3;
  DawnState(const Options& o, uint64_t seed, uint32_t rules = kRulesLatest);
  uint32_t rules_version() const override { return rules_; }

  // ---- State interface ----
  const GameInfo& info() const override;
  int num_players() const override { return n_; }
  uint32_t to_act() const override { return dec_ == kDecNone ? 0u : (1u << cur_); }
  void legal_actions(std::vector<Action>& out) const override;
  void do_apply(Action a) override;
  Progress progress() const override;
  std::string why_illegal(Action a) const override;
  std::string action_caution(Action a) const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<DawnState>(*this); }
  bool terminal() const override { return dec_ == kDecNone; }
  void scores(std::vector<int>& out) const override;
  void ranks(std::vector<int>& out) const override;
  std::vector<std::vector<ScoreLine>> score_breakdown() const override;
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
  int active() const { return active_; }
  int start_player() const { return first_; }
  // The player order: order_seat(0) is the first player; turns run in this
  // order (rules 1-2: the seats from the first one round).
  int order_seat(int i) const { return order_[i]; }
  int next_seat(int p) const;
  int turn() const { return turn_; }
  bool setup() const { return dec_ <= kDecArrange; }
  bool final_round() const { return final_left_ > 0; }
  int final_turns_left() const { return final_left_; }
  const dawn::MapTables& map() const { return dawn::map_tables(n_); }
  // tiles
  bool face_up(int hex) const { return up_[hex] != 0; }
  int tile_at(int hex) const { return up_[hex] ? tile_[hex] : -1; }  // -1 face down (hidden)
  int terrain_at(int hex) const { return up_[hex] ? dawn::kTileInfo[tile_[hex]].terrain : -1; }
  // A place as players read it: terrain and compass zone ("Forest in the north-west"), never coordinates.
  std::string place_name(int hex, Lang lang) const;
  std::string place_ref(int hex, Lang lang, int gcase) const;  // 0 no article, 1 accusative, 2 dative
  std::string start_zone(uint32_t pos, Lang lang) const;       // "in the north-east"
  std::string start_hex_side(int pos, int hex, Lang lang) const;
  std::string corner_name(int corner, Lang lang) const;  // "town in the south", "corner of ... in the east"
  // players
  int empire(int p) const { return emp_[p]; }
  int start_pos(int p) const { return pos_[p]; }
  int res(int p, int r) const { return res_[p][r]; }
  int xp(int p) const { return xp_[p]; }
  int rondel(int p) const { return rondel_[p]; }  // 0 = centre, 1..6
  int town_owner(int c) const { return town_own_[c] ? town_own_[c] - 1 : -1; }
  int town_size(int c) const { return town_size_[c]; }
  int huts_on_map(int p) const;
  int warriors(int p, int hex) const { return war_[p][hex]; }
  int settlers(int p, int hex) const { return set_[p][hex]; }
  int own_track(int p) const { return track_[p]; }  // own warriors on p's military track
  int enslaved(int captor, int victim) const { return slave_[captor][victim]; }
  int legends(int p) const { return legend_[p]; }
  int track_pieces(int p) const;  // P: own warriors plus the enslaved ones held
  int warriors_total(int p) const { return dawn::kWarriors + ((tech_[p] >> dawn::kMilitia) & 1); }
  int settlers_on_map(int p) const;
  bool has_tech(int p, int t) const { return (tech_[p] >> t) & 1; }
  uint32_t techs(int p) const { return tech_[p]; }
  int tech_count(int p) const;
  int colour_count(int p, int colour) const;
  int tech_supply(int t) const { return tsup_[t]; }
  bool has_improvement(int p, int i) const { return (imp_[p] >> i) & 1; }
  int improvement_supply(int i) const { return isup_[i]; }
  int wonder_owner(int w) const { return wonder_[w] ? wonder_[w] - 1 : -1; }
  bool has_wonder(int p, int w) const { return wonder_[w] == p + 1; }
  int spirit_state() const { return spirit_; }
  int spirit_hex() const { return spirit_ == dawn::kSpiritOnMap ? spirit_hex_ : -1; }
  int spirit_owner() const { return wonder_owner(dawn::kTempleOfMars); }
  int occupant(int hex) const;  // seat with units on the tile (warriors, settlers, Spirit), or -1
  int happy_faces(int p) const;
  int town_upkeep_of(int p) const { return dawn::town_upkeep(huts_on_map(p)); }
  int military_upkeep_of(int p) const { return dawn::military_upkeep(track_pieces(p)); }
  int max_steps(int p) const { return has_tech(p, dawn::kCodeOfLaws) ? 3 : 2; }
  // Steps from p's rondel space to `space` (1..6; 6 is the full circle back to
  // the same space, Monarchy only); 0 from the centre.
  int rondel_steps(int p, int space) const {
    if (rondel_[p] == 0) return 0;
    const int k = (space - rondel_[p] + dawn::kSpaces) % dawn::kSpaces;
    return k == 0 ? dawn::kSpaces : k;
  }
  int cubes(int terrain) const { return cube_[terrain]; }  // the active Harvest's cubes
  // The most of resource r that one cube of this terrain converts to for p (0: none).
  int best_yield(int p, int terrain, int r) const;
  int cubes_total() const;
  int discards_left() const { return discard_; }
  bool collected(int hex) const { return (chosen_ >> hex) & 1; }
  bool eligible(int p, int hex) const;  // may p collect this tile's cube?
  int collect_max() const { return cmax_; }
  bool legal_town_corner(int c) const;  // §1.2, ignoring the settler and the hut supply
  // the Move action
  int stack_hex() const { return st_hex_; }
  int stack_warriors() const { return st_w_; }
  int stack_settlers() const { return st_s_; }
  bool stack_spirit() const { return st_sp_; }
  bool special_used() const { return special_; }
  int raid_victim() const { return raid_victim_; }
  // scoring
  int vp_huts(int p) const { return huts_on_map(p); }
  int vp_techs(int p) const { return tech_count(p); }
  int vp_wonders(int p) const;
  int vp_xp(int p) const;
  int score(int p) const;
  bool end_triggered() const { return final_left_ >= 0; }

 private:
  std::string label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const;
  friend struct DawnTestAccess;  // unit tests only (tests/dawn/dawn_test_util.h)
  // flow
  void apply_one(Action a);
  void settle();  // forced steps (a single legal choice) resolve by themselves
  void setup_next();
  void finish_setup();
  void begin_turn();
  void end_turn();
  void enter_action();
  void start_harvest();
  void harvest_after_collect();
  void harvest_after_discard();
  void harvest_upkeep();
  void harvest_money();
  void harvest_finish();
  void after_research();
  void after_recruit();
  void stack_done();
  void after_step(bool combat, int to);
  void resume();  // after combat's pending decisions
  // rules helpers
  void gain(int p, int r, int k);
  bool can_enter(int p, int hex) const;
  uint32_t town_tiles(int p) const;    // tiles around p's towns
  int matching(uint32_t tiles) const;  // the most of these tiles the active seat's towns can collect at once
  uint32_t eligible_mask(int p) const;
  void cube_options(int p, int terrain, uint8_t* opts, int* n) const;
  bool turn_conv_ok(int p, int k) const;
  bool research_ok(int p, int t) const;
  bool build_ok(int p, int b) const;
  bool recruit_warrior_ok(int p, int hex) const;
  bool recruit_settler_ok(int p, int hex) const;
  bool any_stack_option(int p, int hex, int w, int s, int sp, bool second_opt) const;
  void push_stacks(std::vector<Action>& out, bool second_stack) const;
  void push_options(std::vector<Action>& out) const;
  bool raid_ok(int p, int c) const;
  bool keep_legends_ok(int p) const;  // rules 3: no warrior on the map, a legend to keep
  bool found_ok(int p, int c) const;
  uint32_t spirit_targets(int owner, bool entry) const;
  void combat(int a, int hex, int aw, int as, int asp);
  void kill_warriors(int p, int k);
  void place_units(int p, int hex, int w, int s, int sp);
  bool triggered() const;
  void push_common(std::vector<Action>& out) const;  // conversions of the turn
  // why_illegal parts (dawn_why.cpp)
  std::string why_kind(int p, uint32_t kind, uint32_t arg) const;

  // ---- the state: bytes only (hashed and copied as such) ----
  uint8_t rules_ = kRulesLatest;
  uint8_t n_ = 2;
  uint8_t first_ = 0;                             // the first player (order_[0])
  uint8_t order_[kMaxPlayers] = {0, 1, 2, 3, 4};  // the player order (seats)
  uint8_t active_ = 0;                            // whose turn
  uint8_t cur_ = 0;                               // who decides now
  uint8_t dec_ = kDecEmpire;
  uint8_t chooser_ = 0;              // setup: how many have chosen
  int8_t final_left_ = -1;           // turns left in the final round (-1: not triggered)
  uint32_t turn_ = 0;                // turns played (the round shown; the bots' end drive)
  uint8_t tile_[dawn::kHexes] = {};  // tile id per hex (hidden while face down)
  uint8_t up_[dawn::kHexes] = {};    // face up
  uint8_t emp_[kMaxPlayers] = {255, 255, 255, 255, 255};
  uint8_t pos_[kMaxPlayers] = {255, 255, 255, 255, 255};
  uint8_t res_[kMaxPlayers][dawn::kResCount] = {};
  uint8_t xp_[kMaxPlayers] = {};
  uint8_t rondel_[kMaxPlayers] = {};
  uint8_t town_own_[dawn::kMaxCorners] = {};  // seat + 1, 0 = none
  uint8_t town_size_[dawn::kMaxCorners] = {};
  uint8_t war_[kMaxPlayers][dawn::kHexes] = {};
  uint8_t set_[kMaxPlayers][dawn::kHexes] = {};
  uint8_t track_[kMaxPlayers] = {};
  uint8_t slave_[kMaxPlayers][kMaxPlayers] = {};  // [captor][victim]
  uint8_t legend_[kMaxPlayers] = {};
  uint32_t tech_[kMaxPlayers] = {};
  uint16_t imp_[kMaxPlayers] = {};
  uint8_t tsup_[dawn::kTechs] = {};
  uint8_t isup_[dawn::kImprovements] = {};
  uint8_t wonder_[dawn::kWonders] = {};  // owner + 1
  uint8_t spirit_ = dawn::kSpiritNone;
  int8_t spirit_hex_ = -1;
  // the turn in progress
  uint8_t space_ = 0;  // rondel space reached this turn
  uint8_t cube_[dawn::kTerrains] = {};
  uint32_t chosen_ = 0;  // Harvest: tiles collected
  uint8_t cmax_ = 0;     // Harvest: the most cubes collectable
  uint8_t discard_ = 0;
  uint8_t recruits_ = 0;  // Recruit: units placed so far
  uint8_t stacks_ = 0;    // Move: stacks started
  uint8_t special_ = 0;   // Move: a raid or founding made
  int8_t st_hex_ = -1;    // Move: the stack's tile and content
  uint8_t st_w_ = 0, st_s_ = 0, st_sp_ = 0, st_opts_ = 0;
  uint8_t moved_w_[dawn::kHexes] = {};  // Move: units of the first stack (not in a second one)
  uint8_t moved_s_[dawn::kHexes] = {};
  uint8_t moved_sp_ = 0;
  int8_t raid_victim_ = -1;
  // combat's pending decisions
  int8_t legend_seat_ = -1;
  uint8_t legend_dead_ = 0;
  int8_t spirit_seat_ = -1;
  uint8_t resume_ = 0;        // what follows combat's decisions: 1 Recruit, 2 Move, 3 Build
  uint8_t spirit_entry_ = 0;  // the pending Spirit placement is its entry (Temple of Mars built)
  uint64_t chance_ = 0;
  Rng rng_;
};

}  // namespace emp
