// The one record follower: the running game's record replayed once, in one
// shadow state with its events recorded, and every step told to whoever
// derives something from it (a board's history, its summaries, the log's
// story, the end screen's chart). An undo, a loaded link or another game (the
// record no longer extends what was followed) starts over from the first
// action, and every listener is told to forget what it derived.
//
// A visible frame gives the followers a budget (frame_budget): a long record
// (a loaded 250,000-action game, a review of it) is caught up over several
// frames instead of one frame that stalls the page; catching_up() says that
// more frames are needed. Outside a frame (the automation API, tests) there
// is no budget and follow() always catches up.
#pragma once
#include <cstddef>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/record.h"

namespace empui::kit {

class RecordFollower;

// Told each action of the record once, in order. A listener attaches itself to
// a follower (RecordFollower::attach) and detaches when it is destroyed.
class RecordListener {
 public:
  RecordListener() = default;
  RecordListener(const RecordListener&) = delete;
  RecordListener& operator=(const RecordListener&) = delete;
  virtual ~RecordListener();
  // The follower starts from the first action again: forget what was derived.
  // `start` is the position before any action.
  virtual void restart(const emp::State& start) = 0;
  // Action number `i` (`a`) is about to be applied to `pre`.
  virtual void before(const emp::State& pre, emp::Action a, size_t i) {
    (void)pre;
    (void)a;
    (void)i;
  }
  // Action number `i` was applied: `post` is the position after it (its
  // events() are what the action set off). `live`: the step is new while the
  // game is watched (not a catch-up after a restart or a long jump), so a
  // board may announce it.
  virtual void after(const emp::State& post, emp::Action a, size_t i, bool live) = 0;
  bool attached_to(const RecordFollower* f) const { return follower_ == f; }

 private:
  friend class RecordFollower;
  RecordFollower* follower_ = nullptr;
};

class RecordFollower {
 public:
  // A jump of more than this many actions at once is a catch-up (not live).
  static constexpr size_t kLiveSteps = 64;
  RecordFollower() = default;
  RecordFollower(const RecordFollower&) = delete;
  RecordFollower& operator=(const RecordFollower&) = delete;
  ~RecordFollower();
  // From now on `l` is told every step; the follower starts over so that it
  // sees the record from its first action (the others see a restart too).
  void attach(RecordListener& l);
  void detach(RecordListener& l);
  // Brings the shadow and every listener up to `rec`, or as far as the
  // frame's budget allows. Returns whether it is caught up.
  bool follow(const emp::Record& rec);
  // Stopped by the frame's budget short of the record it was last given.
  bool catching_up() const { return catching_up_; }
  // The visible frame that starts now may spend `ms` catching followers up;
  // no_budget() (after the frame): follow() catches up at once.
  static void frame_budget(double ms);
  static void no_budget();
  // What a visible frame spends (the platform's frame_budget): 12 ms; tests
  // set 0 (64 actions a frame) to catch a long record's catch-up midway.
  static double frame_ms();
  static void set_frame_ms(double ms);
  // The shadow position (null before the first follow() or after a record
  // that does not replay) and the number of actions it has taken.
  const emp::State* shadow() const { return shadow_.get(); }
  size_t followed() const { return done_.size(); }

 private:
  void start(const emp::Record& rec);
  std::unique_ptr<emp::State> shadow_;
  std::string game_;
  emp::Options options_;
  uint64_t seed_ = 0;
  uint32_t rules_ = 0;
  bool fresh_ = true;         // started over: its steps are not live until caught up
  bool catching_up_ = false;  // the last follow() stopped short for the budget
  std::vector<emp::Action> done_;
  std::vector<RecordListener*> listeners_;
};

}  // namespace empui::kit
