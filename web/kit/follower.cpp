#include "kit/follower.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace empui::kit {
namespace {

using Clock = std::chrono::steady_clock;
// The end of the visible frame's budget; max(): none (catch up at once).
Clock::time_point g_deadline = Clock::time_point::max();
double g_frame_ms = 12.0;

}  // namespace

void RecordFollower::frame_budget(double ms) {
  g_deadline = Clock::now() + std::chrono::microseconds(static_cast<int64_t>(ms * 1000.0));
}

void RecordFollower::no_budget() { g_deadline = Clock::time_point::max(); }

double RecordFollower::frame_ms() { return g_frame_ms; }

void RecordFollower::set_frame_ms(double ms) { g_frame_ms = ms < 0 ? 0 : ms; }

RecordListener::~RecordListener() {
  if (follower_) follower_->detach(*this);
}

RecordFollower::~RecordFollower() {
  for (RecordListener* l : listeners_) l->follower_ = nullptr;
}

void RecordFollower::attach(RecordListener& l) {
  if (l.follower_ == this) return;
  if (l.follower_) l.follower_->detach(l);
  l.follower_ = this;
  listeners_.push_back(&l);
  shadow_.reset();  // the next follow() starts over: the new listener sees every step
  done_.clear();
}

void RecordFollower::detach(RecordListener& l) {
  listeners_.erase(std::remove(listeners_.begin(), listeners_.end(), &l), listeners_.end());
  if (l.follower_ == this) l.follower_ = nullptr;
}

void RecordFollower::start(const emp::Record& rec) {
  shadow_ = emp::new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  game_ = rec.game;
  options_ = rec.options;
  seed_ = rec.seed;
  rules_ = rec.rules_version;
  done_.clear();
  fresh_ = true;
  if (!shadow_) return;
  shadow_->record_events(true);
  for (RecordListener* l : listeners_) l->restart(*shadow_);
}

bool RecordFollower::follow(const emp::Record& rec) {
  const auto& acts = rec.actions;
  const bool same = shadow_ && game_ == rec.game && seed_ == rec.seed && rules_ == rec.rules_version &&
                    options_ == rec.options && done_.size() <= acts.size() &&
                    std::equal(done_.begin(), done_.end(), acts.begin());
  if (!same) start(rec);
  catching_up_ = false;
  if (!shadow_) return true;
  // A jump of many actions is a catch-up: it stays one (not live) across the
  // frames it takes, until the follower has reached the record.
  if (acts.size() - done_.size() > kLiveSteps) fresh_ = true;
  const bool live = !fresh_;
  const bool budgeted = g_deadline != Clock::time_point::max();
  // Every call takes a live step's worth at least; the clock is read every 64.
  for (size_t n = 0; done_.size() < acts.size(); ++n) {
    const size_t i = done_.size();
    if (budgeted && n >= kLiveSteps && n % 64 == 0 && Clock::now() >= g_deadline) {
      catching_up_ = true;
      return false;
    }
    const emp::Action a = acts[i];
    for (RecordListener* l : listeners_) l->before(*shadow_, a, i);
    if (!shadow_->apply_checked(a)) {  // cannot happen for a checked record: nothing more is told
      shadow_.reset();
      return true;
    }
    done_.push_back(a);
    for (RecordListener* l : listeners_) l->after(*shadow_, a, i, live);
  }
  fresh_ = false;
  return true;
}

}  // namespace empui::kit
