// The heuristic (greedy) bot and the ISMCTS bot. Both work for every game
// through the State interface and the game's evaluator (GameInfo::evaluate); neither ever reads
// data its seat may not see: each decision starts from a copy of the state
// whose hidden information is resampled from the bot's own observation.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "bots/evaluate.h"

namespace emp {

// Weight of the best opponent's value in the greedy score, and how many of
// its own follow-up decisions the greedy bot completes per candidate.
constexpr double kHeuristicOpponentWeight = 0.7;
constexpr int kHeuristicFollowSteps = 12;
constexpr int kHeuristicEvalsPerWork = 16;
// Re-sampled futures averaged when a candidate brings chance (a draw, a roll).
constexpr int kHeuristicChanceSamples = 3;

class HeuristicBot final : public Bot {
 public:
  explicit HeuristicBot(uint64_t seed) : rng_(seed) {}
  std::string_view kind() const override { return "heuristic"; }
  void start(const State& s) override;
  // Judges candidates until about work * kHeuristicEvalsPerWork positions
  // were evaluated (sliced like the search, for frame-bound front ends).
  bool think(int work) override;
  Action result() const override { return choice_; }
  std::vector<uint64_t> rng_state() const override { return rng_words(rng_); }
  bool set_rng_state(const std::vector<uint64_t>& w) override { return set_rng_words(rng_, w); }

 private:
  // Worth of playing `a` in s; with `follow`, the mover's own follow-up
  // decisions are first completed greedily (one-ply each).
  double judge(const State& s, Action a, int me, bool follow);
  // Best action by one-ply evaluation.
  Action pick(const State& s, int me);

  Rng rng_;
  std::unique_ptr<State> det_;  // the decision's determinization
  std::vector<Action> legal_, inner_;
  size_t next_ = 0;  // next candidate to judge
  int me_ = 0;
  long evals_ = 0;
  double best_ = -1e300;
  Action choice_ = 0;
};

// Whose information each iteration's determinization follows: a seat, or
// the seat to act (a bot deciding for itself).
constexpr int kObserverMover = -2;

struct IsmctsConfig {
  int iterations = 2000;     // think budget per decision
  int playout_depth = 40;    // playout actions after the tree before evaluating (a game with
                             // a playout policy sets its own: GameInfo::rollout_depth)
  double exploration = 0.7;  // UCB constant (rewards are win chances in [0, 1])
  // Analysis (bots/analysis.h) searches a position as another seat sees it:
  // then the hidden data is redrawn from that seat's observation instead.
  int observer = kObserverMover;
  // A bot deciding for itself in a game with GameInfo::settle_chance: from
  // that win chance (the static estimate of the position) on, and where the
  // game drags on (GameInfo::explore_permille above 0), it plays the
  // heuristic bot's choice (make_bot sets it; analysis never does).
  bool settle = false;
  // Keep every node's per-seat win-chance sums (not only the root's
  // children's): needed by continue_from, which makes a deeper node the root.
  // Changes no choice (bots leave it off).
  bool seat_sums = false;
  // In a game with hidden information, search a forced move (one legal
  // action) as long as any other: how long a bot takes must not tell the
  // table whether it had a choice, which may rest on its hand (First's End
  // turn with or without a scorable card). make_bot sets it; analysis does not.
  bool even_time = false;
};

class IsmctsBot final : public Bot {
 public:
  IsmctsBot(uint64_t seed, IsmctsConfig cfg) : rng_(seed), cfg_(cfg) {}
  std::string_view kind() const override { return "ismcts"; }
  void start(const State& s) override;
  bool think(int work) override;
  Action result() const override;
  std::vector<uint64_t> rng_state() const override { return rng_words(rng_); }
  bool set_rng_state(const std::vector<uint64_t>& w) override { return set_rng_words(rng_, w); }
  int iterations_done() const { return done_; }
  // Every seat's estimated chance to win after result(): the mean win chances
  // of the playouts through the chosen action (num_players() entries; before
  // any iteration, or with a single legal action, the static estimate).
  void seat_chances(double* out) const;
  // The root's children after thinking, in the order result() breaks ties
  // by: the action, its visits and every seat's summed win chance over the
  // playouts through it (for merging root-parallel searches).
  struct RootStat {
    Action action = 0;
    uint32_t visits = 0;
    double sum[kMaxPlayers] = {};
  };
  void root_stats(std::vector<RootStat>& out) const;
  // A single legal action (or none): no search, result() is that action.
  bool trivial() const { return trivial_; }
  // A settled decision (IsmctsConfig::settle): the heuristic bot decides;
  // root_stats() then holds its choice alone, with one visit.
  bool settled() const { return greedy_ != nullptr; }
  // Tree reuse (the analysis of consecutive positions): the search of `s`,
  // the position that follows this search's position by the actions `path`,
  // starts from the subtree under that path (its visits, rewards and seat
  // sums kept; the rest of the tree dropped), its generator seeded with
  // `seed`, and `iterations` new iterations. Needs cfg.seat_sums, a search
  // so far, and for a search as its mover sees it (kObserverMover) the same
  // mover. Otherwise, or when the path leaves the tree, a fresh start as
  // start() (seeded with `seed`). True when a subtree was kept.
  bool continue_from(const State& s, const std::vector<Action>& path, uint64_t seed);
  // The root's visits kept by continue_from (0 after start()).
  uint32_t reused() const { return reused_; }
  // The iterations this search does from now on (replaces cfg.iterations).
  void set_budget(int iterations) { cfg_.iterations = iterations; }
  int budget() const { return cfg_.iterations; }
  // Nodes in the tree (the root included).
  size_t tree_size() const { return nodes_.size(); }

 private:
  struct Node {
    Action action = 0;
    int parent = -1;
    int first_child = -1;
    int next_sibling = -1;
    int mover = -1;  // seat that chose `action`
    uint32_t visits = 0;
    uint32_t avail = 0;
    double reward = 0;  // sum of the mover's win chances
    int cont = -1;      // a secret action: the node its siblings share for what follows
  };
  void iterate();
  int add_node(const Node& n);
  // The continuation node shared by the secret actions below `node` (made on first use).
  int continuation(int node);

  Rng rng_;
  IsmctsConfig cfg_;
  std::unique_ptr<State> root_;
  int me_ = 0;
  int done_ = 0;
  uint32_t reused_ = 0;
  Action single_ = 0;
  bool trivial_ = false;
  std::vector<Node> nodes_;
  std::unique_ptr<HeuristicBot> greedy_;  // a settled decision's chooser
  struct SeatSums {
    double sum[kMaxPlayers] = {};
  };
  std::vector<SeatSums> sums_;  // per node (cfg.seat_sums)
  std::vector<Action> legal_, untried_;
  std::vector<int> path_;
  // Per child of the root: the sums of every seat's win chance.
  struct RootSums {
    int node = -1;
    double sum[kMaxPlayers] = {};
  };
  std::vector<RootSums> root_sums_;
  double static_chances_[kMaxPlayers] = {};
};

// The seed of search `k` of a root-parallel ISMCTS whose bot has `seed`: the
// first search keeps the bot's own seed.
uint64_t search_seed(uint64_t seed, int k);

// Root-parallel ISMCTS: `threads` independent searches of the same decision,
// each with its own seed (search_seed) and the full budget of `cfg`, run on
// std::thread where the build has threads and one after another otherwise
// (the same result), merged by root action (visits and win-chance sums
// added; ties go to the first search's order). The choice depends only on
// the seed and the number of searches, never on timing; with one search it is
// exactly IsmctsBot's.
class ParallelIsmctsBot final : public Bot {
 public:
  ParallelIsmctsBot(uint64_t seed, IsmctsConfig cfg, int threads);
  std::string_view kind() const override { return "ismcts"; }
  void start(const State& s) override;
  // Each search does up to `work` iterations (concurrently).
  bool think(int work) override;
  Action result() const override;
  // Every search's generator, in order (two words each).
  std::vector<uint64_t> rng_state() const override;
  bool set_rng_state(const std::vector<uint64_t>& w) override;
  int searches() const { return static_cast<int>(bots_.size()); }
  // Search k (0 .. searches() - 1): another thread of work (the web app's
  // helper workers) may run it and hand back its generator and root statistics.
  IsmctsBot& search(int k) { return *bots_[static_cast<size_t>(k)]; }
  // The merge: each search's root statistics by action (visits and sums
  // added, in the first search's order, new actions after), and the merged
  // choice (the most visits, the first of equals; `fallback` when empty).
  static void merge(const std::vector<std::vector<IsmctsBot::RootStat>>& each, std::vector<IsmctsBot::RootStat>& out);
  static Action best_of(const std::vector<IsmctsBot::RootStat>& merged, Action fallback);
  // Tree reuse (IsmctsBot::continue_from) in every search, search k seeded
  // with search_seed(seed, k). True when some search kept a subtree.
  bool continue_from(const State& s, const std::vector<Action>& path, uint64_t seed);
  // Iterations of every search together.
  long iterations_done() const;
  // Iterations every search together has still to do.
  long iterations_left() const;
  void seat_chances(double* out) const;
  // How many more visits the merged leading root action has than the
  // runner-up (a trivial decision: the most there is).
  long lead() const;

 private:
  // The merged root statistics (empty for a trivial decision).
  void merged(std::vector<IsmctsBot::RootStat>& out) const;
  std::vector<std::unique_ptr<IsmctsBot>> bots_;
  std::vector<char> ready_;
  int players_ = 0;
};

}  // namespace emp
