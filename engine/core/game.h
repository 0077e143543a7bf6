// The game-agnostic core: a registry of games and the State interface every
// game implements (model: OpenSpiel's Game/State split). Engine code never
// includes UI headers.
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"

namespace emp {

// A stable, small action id. Each game defines its own encoding; ids must stay
// stable within a rules version because records store them.
using Action = uint32_t;

constexpr int kMaxPlayers = 5;

enum class Lang : uint8_t { En = 0, De = 1 };

// Options chosen before a game starts. `variant` holds game-specific switches
// as bit flags (0 = the standard rules).
struct Options {
  int players = 2;
  uint32_t variant = 0;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(players, variant);
  }
  friend bool operator==(const Options&, const Options&) = default;
};

class State;

// A coded message's text (core/messages.h): key, English, German, with
// placeholders {0}..{9}. The core has its table; each game brings its own.
struct MessageText {
  const char* key;
  const char* en;
  const char* de;
};

struct GameInfo {
  std::string id;       // "rise", "empires_end", "dawn", "first"
  std::string name_en;  // display names
  std::string name_de;
  int min_players = 2;
  int max_players = 2;
  uint32_t rules_version = 1;
  bool hidden_information = false;   // some data is private to a player
  bool chance = false;               // random events during play
  bool simultaneous = false;         // several seats may have to act at once
  bool private_information = false;  // a seat holds data the other seats may not see (hands, bids):
                                     // hot-seat play covers the screen between two such humans
  bool listed = true;                // false for test-only games: never shown to players
  uint32_t variants = 0;             // the Options::variant bits this game knows
  // Creates the initial state. All chance after this point comes from the
  // state's own Rng, seeded from `seed`.
  std::unique_ptr<State> (*create)(const Options& options, uint64_t seed) = nullptr;
  // For a game with more than one rules version: creates the initial state
  // following `rules_version` (1..rules_version above), so that a record of an
  // older version replays as it was played. Null: `create` (one version).
  std::unique_ptr<State> (*create_rules)(const Options& options, uint64_t seed, uint32_t rules_version) = nullptr;
  // The game's evaluator for the bots (engine/bots reaches it only through
  // here): the value of a position for `player` on the game's score scale,
  // e.g. an estimate of the final victory points. Must read only what
  // `player` may see (bots pass determinized states). Null: the running score.
  double (*evaluate)(const State& s, int player) = nullptr;
  // Value difference that makes a seat about e (2.7) times likelier to win
  // than another: the softmax temperature that turns values into win chances.
  double eval_temperature = 5.0;
  // Optional playout policy for the search bots (engine/bots reaches it only
  // through here): picks one of `legal` (the legal actions of
  // s.current_player(), never empty) for the playout after the search tree,
  // e.g. a cheap heuristic or an epsilon-greedy choice over the evaluator.
  // `s` is a determinization; the policy must draw its randomness from `rng`
  // only. Null: a uniformly random action.
  Action (*rollout)(const State& s, std::span<const Action> legal, Rng& rng) = nullptr;
  // Playout length (actions after the tree) for this game's policy; 0: the
  // search's default.
  int rollout_depth = 0;
  // A game without a fixed length (it ends only when a seat triggers it):
  // the win chance from which a search bot deciding for itself plays the
  // heuristic bot's choice instead of searching. A search whose win chance
  // is saturated sees no difference between the moves that bring the end
  // nearer and those that do not (every playout is a win), so beside seats
  // that only pass it may never end the game; the heuristic's evaluator
  // carries the game's end drive. 0: never (the search always decides).
  double settle_chance = 0.0;
  // A game without a fixed length: in how many of 1,000 decisions the
  // heuristic bot, deciding for itself in `s`, plays a uniformly random
  // legal action instead of its choice. A one-ply judge can settle where no
  // single turn brings the end nearer by its evaluator (a seat whose land
  // cannot feed its towns and bring science), and never leave; a random
  // step changes the position it judges from. Where it is above 0, a
  // search bot deciding for itself also plays the heuristic's choice (its
  // search settles as in a won position, settle_chance). Null: never.
  int (*explore_permille)(const State& s) = nullptr;
  // The least-progress choice among `legal` (never empty): what a person who
  // only ever passes would take ("take no action", "done"). The "passer" seat
  // (bots/bot.h) plays it, to test that the bots end a game such a person
  // sits in. Null: the first legal action.
  Action (*pass)(const State& s, std::span<const Action> legal) = nullptr;
  // The game's coded messages (why_illegal reasons, ...), found by
  // message_text() after the core's table. Keys start with the game id.
  std::span<const MessageText> messages;
};

// Where a game stands, for banners, save lists and phase headers. Fields a
// game does not have stay -1 / empty.
struct Progress {
  int era = -1;           // era / age / epoch (1-based)
  int round = -1;         // round within the game (1-based)
  int turn = -1;          // turn number (1-based)
  int phase = -1;         // the game's phase number
  std::string phase_key;  // translation key of the phase name (e.g. "rise.phase.0")
  friend bool operator==(const Progress&, const Progress&) = default;
};

// One category of a seat's score (State::score_breakdown()), or one value a
// tie on points is broken by (State::tie_breaks()).
struct ScoreLine {
  std::string key;  // a coded message (core/messages.h), e.g. "rise.score.map"
  int value = 0;
};

// Something an action set off beyond itself, for the log's story: tiles or
// cards coming out, a battle's losses, scoring, an era's end. `text` is a
// coded message (core/messages.h) whose arguments may name seats
// (seat_ref()); `seat` is the seat it is about (-1: the whole table).
// `seen_by` (bit i = seat i) are the seats that may read `text`; the others
// read `other` instead (nothing when it is empty): a card drawn is named to
// its owner and counted for the rest, a hidden stash's gains are its owner's.
// A spectator reads what every seat may read. After the game, all is public.
struct GameEvent {
  int seat = -1;
  std::string text;
  uint32_t seen_by = ~0u;
  std::string other;
  // What `viewer` (a seat, -1: a spectator) may read of it: text, other or "".
  const std::string& text_for(int viewer, int num_players) const {
    static const std::string kNone;
    const uint32_t all = (1u << num_players) - 1u;
    const bool sees = viewer < 0 ? (seen_by & all) == all : ((seen_by >> viewer) & 1u) != 0;
    return sees ? text : (other.empty() ? kNone : other);
  }
  friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

class State {
 public:
  State() = default;
  // Copies (clones, bots' determinizations) start without events and do not
  // record them: only the state a front end asked stays recording.
  State(const State&) {}
  State& operator=(const State&) {
    events_.clear();
    return *this;
  }
  virtual ~State() = default;

  virtual const GameInfo& info() const = 0;
  // The rules version this state follows (records keep it; see GameInfo::create_rules).
  virtual uint32_t rules_version() const { return info().rules_version; }
  virtual int num_players() const = 0;

  // Seats that must act now, as a bit mask (bit i = seat i). Empty when
  // terminal. A sequential game has exactly one bit set; with simultaneous
  // choices several bits may be set and `current_player()` is the lowest of
  // them: its choice is applied first and kept hidden from the others until
  // all have chosen.
  virtual uint32_t to_act() const = 0;
  // The seat whose choice is applied next: by default the lowest seat of
  // to_act(). A game whose simultaneous phase is entered in another order
  // (e.g. clockwise from the first player) overrides it.
  virtual int current_player() const {
    const uint32_t m = to_act();
    if (m == 0) return -1;
    int i = 0;
    while (!(m & (1u << i))) ++i;
    return i;
  }

  // Legal actions of current_player(), written into a reusable buffer
  // (cleared first). Never empty unless terminal.
  virtual void legal_actions(std::vector<Action>& out) const = 0;

  // Applies an action of current_player(). The caller guarantees legality
  // (bots and replay after validation use this fast path); builds with
  // EMPIRES_CHECK_APPLY (Debug and sanitizer builds) check it and abort.
  void apply(Action a) {
#ifdef EMPIRES_CHECK_APPLY
    check_apply(a);
#endif
    if (record_events_) events_.clear();
    do_apply(a);
  }

  // Applies `a` only if it is legal; otherwise leaves the state unchanged and
  // returns false with the coded reason (core/messages.h) in *why.
  bool apply_checked(Action a, std::string* why = nullptr);

  // Why `a` is not legal for current_player() now, as a coded message
  // (core/messages.h; a game may return its own keys, which its front end
  // translates), or "" when it is legal. The default says only that it is
  // not legal; games give the rule.
  virtual std::string why_illegal(Action a) const;

  // Why `a` (legal for current_player() now) can only lose: it gains the
  // mover nothing while it spends a turn, a disc or money (an empire tile
  // with no cube to place and no battle to fight; a rondel space where no
  // action is left to take), as a coded message, or "" when it may gain
  // something. The front end asks the player before taking it.
  virtual std::string action_caution(Action a) const {
    (void)a;
    return {};
  }

  // Where the game stands (era, round, turn, phase).
  virtual Progress progress() const { return {}; }

  // ---- hidden information in the log ----
  // Seats that may see action `a` of current_player() (its log line), decided
  // before it is applied. All seats by default; a secret choice (a bid, a
  // card played face down) is seen only by its mover (and whoever else the
  // rules let see it).
  virtual uint32_t action_seen_by(Action a) const {
    (void)a;
    return all_seats();
  }
  // Whether a secret action is revealed to everyone later (a sealed bid is;
  // a card drawn into a hand is not). Asked together with action_seen_by().
  virtual bool action_revealed_later(Action a) const {
    (void)a;
    return true;
  }
  // Count of public reveals so far: a secret action made while this was r is
  // public (and the log shows it) from the moment it exceeds r.
  virtual uint32_t reveals() const { return 0; }
  uint32_t all_seats() const { return (1u << num_players()) - 1u; }

  virtual std::unique_ptr<State> clone() const = 0;
  virtual bool terminal() const = 0;

  // Scores per seat (victory points at the end; the running score before).
  virtual void scores(std::vector<int>& out) const = 0;
  // Winner ranking including tie-breaks: rank[i] = 0 for the winner(s).
  virtual void ranks(std::vector<int>& out) const;
  // The categories of each seat's score (the rulebook's scoring: map, cities,
  // wonders, ...; negative for points lost), which add up to scores()[seat]:
  // at the end the final score, before it the running one. Every seat lists
  // the same keys in the same order. Empty: the game has none.
  virtual std::vector<std::vector<ScoreLine>> score_breakdown() const { return {}; }
  // What ranks `seat` among seats tied on points, in the order the rules apply
  // them (ranks()): each value's key is a coded message describing the seat's
  // value (e.g. "7 gold"); a higher value ranks first. Empty: ties stand.
  virtual std::vector<ScoreLine> tie_breaks(int seat) const {
    (void)seat;
    return {};
  }

  // ---- events (the log's story) ----
  // Off by default, so bots' playouts pay nothing for them.
  void record_events(bool on) {
    record_events_ = on;
    events_.clear();
  }
  // What the last apply() or apply_checked() set off (record_events(true) first).
  const std::vector<GameEvent>& events() const { return events_; }

  // Human-readable label for the log, in the given language. `seat_names`
  // (optional) names the seats in labels that mention another seat (a battle
  // target, an ally); without it they read "Player 2".
  virtual std::string action_label(Action a, Lang lang = Lang::En,
                                   const std::vector<std::string>* seat_names = nullptr) const = 0;
  // The text on a button that takes the action: an imperative ("Harvest",
  // German "Ernten"), where the log reads in the third person ("Erntet").
  // Defaults to the log's label; a game whose log form is no imperative
  // in some language overrides it, keeping the two texts apart.
  virtual std::string button_label(Action a, Lang lang = Lang::En,
                                   const std::vector<std::string>* seat_names = nullptr) const {
    return action_label(a, lang, seat_names);
  }

  // JSON object with exactly what `player` may see (player = -1: a spectator,
  // public data only). Must contain no data hidden from that player.
  virtual std::string observation_json(int player) const = 0;

  // Re-draws all information hidden from `player` consistently with that
  // player's observation, using `rng` (for bots that must not cheat). The
  // result must depend only on that observation and `rng` (pool the hidden
  // items in a canonical order, e.g. sorted, before shuffling), and the
  // state's own RNG must be re-seeded from `rng` too, because future chance is
  // hidden from everyone. The conformance suite checks both.
  virtual void resample_hidden(int player, Rng& rng) = 0;

  // Count of random draws / reveals of hidden information so far. Undo is
  // allowed only while this count has not changed since the undone action.
  virtual uint64_t chance_events() const = 0;

  // Stable hash of the complete state (equal on native and wasm builds).
  virtual uint64_t hash() const = 0;

  // Checks the game's invariants (conservation of components, ...). Returns
  // false with a description on violation.
  virtual bool check_invariants(std::string* why) const = 0;

  // Full state as JSON (debugging, `empires replay`).
  virtual std::string to_json() const { return observation_json(-1); }

 protected:
  // The game's rules for apply().
  virtual void do_apply(Action a) = 0;
  // Notes an event of the action being applied (while events are recorded).
  bool recording_events() const { return record_events_; }
  void event(int seat, std::string coded) {
    if (record_events_) events_.push_back({seat, std::move(coded), ~0u, {}});
  }
  // An event only `seen_by` may read; the others read `other` ("": nothing).
  void private_event(int seat, uint32_t seen_by, std::string coded, std::string other = {}) {
    if (record_events_) events_.push_back({seat, std::move(coded), seen_by, std::move(other)});
  }

 private:
  void check_apply(Action a) const;
  std::vector<GameEvent> events_;
  bool record_events_ = false;
};

// ---- registry --------------------------------------------------------------
const std::vector<const GameInfo*>& all_games();
const GameInfo* find_game(std::string_view id);

// Value of a position for `player` by the game's evaluator, or the running
// score for games without one.
double evaluate(const State& s, int player);

// Creates a game; returns nullptr and sets *why if the id or options are bad.
// `rules_version`: the version to follow (a record's), 0 for the newest.
std::unique_ptr<State> new_game(std::string_view id, const Options& options, uint64_t seed, std::string* why = nullptr,
                                uint32_t rules_version = 0);

}  // namespace emp
