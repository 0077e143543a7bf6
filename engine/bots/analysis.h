// Analysis of a whole game (review mode's graph, the CLI's `analyze`): for the
// position before every action, the Hard bot's preferred action for the seat
// to act and every seat's estimated chance to win. The work is sliced
// (step()), so a front end can spread it over frames. The search uses only
// what `observer` may see (IsmctsConfig::observer): during a game the viewing
// seat's information, never another seat's secrets.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
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

class GameAnalysis {
 public:
  // Prepares the analysis of `rec` (checked replay). `observer`: a seat (its
  // information only), or kObserverMover (each position as its mover saw it:
  // for finished games, where everything may be seen, and games without
  // private information). `iterations`: the search budget per position.
  // `threads` > 1: each position is searched root-parallel (ParallelIsmctsBot)
  // by that many searches of iterations / threads each (rounded up).
  bool begin(const Record& rec, int observer, int iterations, uint64_t seed, std::string* why, int threads = 1);
  // Does up to `work` search iterations. Returns true when every position is analysed.
  bool step(int work);
  bool finished() const { return next_ >= results_.size(); }
  // Positions: one before each action and the final one (actions + 1).
  size_t positions() const { return results_.size(); }
  // Positions analysed so far (from the start, in order; trivial ones are
  // filled once the next searched position is done).
  size_t done() const { return filled_; }
  // Progress in [0, 1], by search iterations.
  double fraction() const;
  const PositionAnalysis& at(size_t i) const { return results_[i]; }
  int observer() const { return observer_; }
  uint64_t iterations_done() const { return iterations_done_; }
  // The moves where their seat's chance fell most (at least `min_drop`),
  // largest first, at most `count`; only among analysed positions.
  std::vector<ChanceDrop> biggest_drops(size_t count, double min_drop) const;

 private:
  void start_position();
  void finish_position();

  Record rec_;
  int observer_ = kObserverMover;
  int iterations_ = 0;
  uint64_t seed_ = 0;
  std::unique_ptr<State> walk_;  // the true position before action next_
  int threads_ = 1;
  std::unique_ptr<ParallelIsmctsBot> bot_;
  std::vector<PositionAnalysis> results_;
  std::vector<char> trivial_;
  size_t next_ = 0;    // the position being analysed
  size_t filled_ = 0;  // positions [0, filled_) are final
  size_t searched_total_ = 0, searched_done_ = 0;
  uint64_t iterations_done_ = 0;
  bool started_ = false;
};

}  // namespace emp
