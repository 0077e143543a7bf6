#include "kit/follower.h"

#include <algorithm>

namespace empui::kit {

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

void RecordFollower::follow(const emp::Record& rec) {
  const auto& acts = rec.actions;
  const bool same = shadow_ && game_ == rec.game && seed_ == rec.seed && rules_ == rec.rules_version &&
                    options_ == rec.options && done_.size() <= acts.size() &&
                    std::equal(done_.begin(), done_.end(), acts.begin());
  if (!same) start(rec);
  if (!shadow_) return;
  const bool live = !fresh_ && acts.size() - done_.size() <= kLiveSteps;
  fresh_ = false;
  while (done_.size() < acts.size()) {
    const size_t i = done_.size();
    const emp::Action a = acts[i];
    for (RecordListener* l : listeners_) l->before(*shadow_, a, i);
    if (!shadow_->apply_checked(a)) {  // cannot happen for a checked record: nothing more is told
      shadow_.reset();
      return;
    }
    done_.push_back(a);
    for (RecordListener* l : listeners_) l->after(*shadow_, a, i, live);
  }
}

}  // namespace empui::kit
