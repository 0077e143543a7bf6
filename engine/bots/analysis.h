// Analysis of a whole game (review mode's graph, the CLI's `analyze`): for the
// position before every action, the Hard bot's preferred action for the seat
// to act and every seat's estimated chance to win. The work is sliced
// (step()), so a front end can spread it over frames, or hand shares of the
// positions to other threads of work (AnalysisOptions::only, set_result()).
// The search uses only what `observer` may see (IsmctsConfig::observer):
// during a game the viewing seat's information, never another seat's secrets.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/search_bots.h"
#include "core/record.h"

namespace emp {

struct PositionAnalysis {
  int mover = -1;         // the seat to act (-1: the game is over)
  bool searched = false;  // false: the end (exact) or a forced move (the next position's figures)
  Action best = 0;        // the preferred action of the seat to act (when searched)
  double chance[kMaxPlayers] = {};
};

// A move where the seat that made it lost the most estimated chance to win.
struct ChanceDrop {
  size_t move = 0;  // the action index (position `move` to `move + 1`)
  int seat = -1;
  double drop = 0;  // in [0, 1]
};

// A position's search stops early once its best action is clear: checked
// every kClearCheck iterations of each search, when the leading root action's
// visits exceed the runner-up's by more than kClearMargin times the
// iterations left: with a margin of 1 no later iteration could change the
// choice (only the win chances would be refined further). Measured on the
// golden 2-player First game at the Hard budget: 15 % fewer iterations and
// the same best action at all 84 searched positions (margin 0.5: 22 % fewer,
// 83 of 84 the same).
constexpr int kClearCheck = 1000;
constexpr double kClearMargin = 1.0;
// The review's analysis in the app stops sooner: once the lead exceeds a
// quarter of the iterations left. On the golden 3-player Rise game (tree
// reuse on, Hard budget): 23 % fewer iterations than the margin 1, its
// preferred actions agreeing with the full searches' about as often as two
// full searches with different seeds agree (docs/strength.md).
constexpr double kReviewClearMargin = 0.25;

// Tree reuse in the final pass (AnalysisOptions::reuse): the searched
// positions are cut into runs of consecutive ones (forced moves between them
// allowed) of at most kReuseRun, a run also ending where the search's view
// changes (as each mover sees it: another mover). The first position of a
// run is searched from an empty tree; each further one from the subtree of
// the previous one's tree under the recorded actions (ISMCTS's visits,
// rewards and seat sums kept), with its own seed. The kept visits count
// toward the position's budget, but at least 1 / kReuseMinNew of it is new
// iterations. A run is always searched whole and in order (by one worker), so
// a position's figures depend only on the record, the observer, the seed and
// the options: not on the number of workers or the order of the runs. They
// differ from the figures without reuse (other searches), and when a run is
// not searched whole (a worker failed midway and the rest is done on the
// page; a position already final), the rest of it starts from an empty tree.
constexpr int kReuseRun = 8;
constexpr int kReuseMinNew = 4;

struct AnalysisOptions {
  int iterations = 2000;  // the search budget per position (the final figures)
  int threads = 1;        // > 1: each position searched root-parallel (ParallelIsmctsBot), iterations / threads each
  // > 0: first a quick pass over every position at this budget (provisional
  // figures: the graph at once), then every position again at `iterations`,
  // those around the biggest drops first. The final figures are the same as
  // without the quick pass.
  int quick = 0;
  bool stop_when_clear = false;  // kClearCheck, kClearMargin
  // The stop's margin: 1 never changes the best action; less stops sooner,
  // when the leader is merely far ahead (the app's review: kReviewClearMargin).
  double clear_margin = kClearMargin;
  bool reuse = false;  // tree reuse in the final pass (kReuseRun)
  // Non-empty: only these positions (searched ones), in this order, each at
  // `iterations` and without a quick pass (another thread's share).
  std::vector<size_t> only;
};

class GameAnalysis {
 public:
  // Prepares the analysis of `rec` (checked replay). `observer`: a seat (its
  // information only), or kObserverMover (each position as its mover saw it:
  // for finished games, where everything may be seen, and games without
  // private information).
  bool begin(const Record& rec, int observer, uint64_t seed, const AnalysisOptions& opt, std::string* why);
  // Today's analysis: `iterations` per position, in order, no quick pass.
  bool begin(const Record& rec, int observer, int iterations, uint64_t seed, std::string* why, int threads = 1);
  // Does up to `work` search iterations. Returns true when every position is analysed.
  bool step(int work);
  bool finished() const { return final_done_ >= searched_.size(); }
  // Positions: one before each action and the final one (actions + 1).
  size_t positions() const { return results_.size(); }
  // Positions with figures so far (provisional or final), and final ones.
  size_t done() const;
  size_t finals() const;
  // Position i has figures (provisional or final), and final ones.
  bool known(size_t i) const { return status_[source_[i]] >= 1; }
  bool final(size_t i) const { return status_[source_[i]] >= 2; }
  // The quick pass is still running (its figures are provisional).
  bool in_quick_pass() const { return opt_.quick > 0 && quick_done_ < searched_.size(); }
  // Progress in [0, 1] of the quick pass (1 without one), and of the final
  // figures (by search iterations).
  double quick_fraction() const;
  double fraction() const;
  const PositionAnalysis& at(size_t i) const { return results_[i]; }
  int observer() const { return observer_; }
  uint64_t seed() const { return seed_; }
  const Record& record() const { return rec_; }
  const AnalysisOptions& options() const { return opt_; }
  uint64_t iterations_done() const { return iterations_done_; }
  // The search iterations of position i's latest figures.
  uint64_t iterations_of(size_t i) const { return iterations_[i]; }
  // The positions searched (a real choice), in order of the game.
  const std::vector<size_t>& searched_positions() const { return searched_; }
  // The searched positions in the order the refinement takes them: those
  // next to the biggest drops of the figures so far first (with reuse, whole
  // runs: the run holding the biggest drop first, each run in game order).
  std::vector<size_t> refinement_order() const;
  // The same, run by run (without reuse, each position its own run). Runs
  // are dealt out whole to workers.
  std::vector<std::vector<size_t>> refinement_runs() const;
  // Searched position i is searched from the tree of the searched position
  // before it (the final pass with reuse, when that one was just searched).
  bool reuses(size_t i) const { return opt_.reuse && chained_[i]; }
  // The final pass's positions searched from a kept subtree so far.
  size_t reused_positions() const { return reused_count_; }
  // The figures of searched position i found elsewhere (a thinking worker's
  // share): provisional (quick pass) or final. False when i is not searched.
  bool set_result(size_t i, const PositionAnalysis& r, bool final, uint64_t iterations);
  // The searched positions whose figures changed since the last call.
  std::vector<size_t> take_changed();
  // The moves where their seat's chance fell most (at least `min_drop`),
  // largest first, at most `count`; only among positions with figures.
  std::vector<ChanceDrop> biggest_drops(size_t count, double min_drop) const;

 private:
  void start_position();
  void finish_position();
  void next_pass();
  int budget() const { return pass_ == 0 ? opt_.quick : opt_.iterations; }
  int per_search() const { return (budget() + threads_ - 1) / threads_; }

  Record rec_;
  int observer_ = kObserverMover;
  AnalysisOptions opt_;
  uint64_t seed_ = 0;
  int threads_ = 1;
  std::vector<std::unique_ptr<State>> states_;  // the position before each searched action
  std::unique_ptr<ParallelIsmctsBot> bot_;
  std::unique_ptr<ParallelIsmctsBot> prev_bot_;  // the last final search (reuse)
  size_t prev_pos_ = SIZE_MAX;                   // its position
  std::vector<char> chained_;                    // per position: continues the searched one before it (its run)
  std::vector<size_t> pred_;                     // per position: the searched position before it (SIZE_MAX: none)
  size_t reused_count_ = 0;
  std::vector<PositionAnalysis> results_;
  std::vector<char> status_;    // per position: 0 no figures, 1 provisional, 2 final (forced ones: see source_)
  std::vector<size_t> source_;  // the position whose figures a position shows (itself when searched or the end)
  std::vector<size_t> searched_;
  std::vector<uint64_t> iterations_;
  std::vector<size_t> queue_;  // this pass's positions
  std::vector<size_t> changed_;
  size_t qi_ = 0;  // the queue's position being analysed
  int pass_ = 1;   // 0 the quick pass, 1 the final figures
  size_t quick_done_ = 0, final_done_ = 0;
  uint64_t iterations_done_ = 0;
};

// The analysis of a share of positions by a thinking worker (the web app's Web
// Worker, running this engine without the front end): the request carries the
// record, the observer, the seed and the options (with `only`); the answer is
// a line per position, sent as the positions are done.
std::string encode_analysis_request(const Record& rec, int observer, uint64_t seed, const AnalysisOptions& opt);
// Starts the analysis a request asks for (`an`); `why` says what is wrong with it.
bool begin_analysis_request(std::string_view request, GameAnalysis& an, std::string* why);
// The lines of the positions done since the last call (take_changed()).
std::string analysis_rows(GameAnalysis& an);
// Applies answer lines to `an` (final: the share's figures are final);
// false on a malformed line.
bool apply_analysis_rows(std::string_view rows, GameAnalysis& an, bool final);

}  // namespace emp
