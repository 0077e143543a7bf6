// The record follower (web/kit/follower.h): a visible frame gives it a budget,
// so a long record is caught up over several frames; each action is told once,
// in order, and a catch-up is never told as live moves, even its last few.
#include "kit/follower.h"

#include <catch2/catch.hpp>
#include <vector>

#include "bots/bot.h"
#include "core/game.h"
#include "core/record.h"

using namespace emp;
using empui::kit::RecordFollower;
using empui::kit::RecordListener;

namespace {

Record long_record(size_t actions) {
  Options o;
  o.players = 2;
  auto s = new_game("dawn", o, 5);
  Record rec = make_record(*s, 5, o);
  auto bot = make_bot("passer", 6);
  while (!s->terminal() && rec.actions.size() < actions) {
    const Action a = bot->choose(*s);
    rec.actions.push_back(a);
    s->apply(a);
  }
  return rec;
}

struct Seen final : RecordListener {
  int restarts = 0;
  std::vector<size_t> steps;
  std::vector<bool> live;
  void restart(const State&) override {
    ++restarts;
    steps.clear();
    live.clear();
  }
  void after(const State&, Action, size_t i, bool is_live) override {
    steps.push_back(i);
    live.push_back(is_live);
  }
};

}  // namespace

TEST_CASE("follower: a long record is caught up over budgeted frames, each action told once, none live", "[follower]") {
  const Record rec = long_record(3000);
  REQUIRE(rec.actions.size() == 3000);
  RecordFollower f;
  Seen seen;
  f.attach(seen);
  // A spent budget: each frame still takes one live step's worth (64 actions).
  int frames = 0;
  for (bool done = false; !done; ++frames) {
    RecordFollower::frame_budget(0.0);
    done = f.follow(rec);
    RecordFollower::no_budget();
    CHECK(f.catching_up() == !done);
    REQUIRE(frames < 100);
  }
  CHECK(frames == 3000 / RecordFollower::kLiveSteps + 1);  // 47 frames of 64 actions: 46 full and the last 56
  CHECK(seen.restarts == 1);
  REQUIRE(seen.steps.size() == 3000);
  for (size_t i = 0; i < seen.steps.size(); ++i) REQUIRE(seen.steps[i] == i);
  // The last frame took 56 actions (fewer than a live jump), still a catch-up.
  for (bool l : seen.live) REQUIRE_FALSE(l);
  CHECK(f.followed() == 3000);
  // One more action, in a frame: live.
  Record more = long_record(3001);
  RecordFollower::frame_budget(10.0);
  CHECK(f.follow(more));
  RecordFollower::no_budget();
  REQUIRE(seen.steps.size() == 3001);
  CHECK(seen.live.back());
  CHECK(seen.restarts == 1);
}

TEST_CASE("follower: without a frame's budget it catches up at once", "[follower]") {
  const Record rec = long_record(2000);
  RecordFollower f;
  Seen seen;
  f.attach(seen);
  RecordFollower::frame_budget(0.0);
  CHECK_FALSE(f.follow(rec));
  RecordFollower::no_budget();
  CHECK(f.catching_up());
  CHECK(f.follow(rec));
  CHECK_FALSE(f.catching_up());
  CHECK(seen.steps.size() == 2000);
  // A record that is not the followed one's continuation starts over.
  Record other = rec;
  other.actions.resize(1000);
  CHECK(f.follow(other));
  CHECK(seen.restarts == 2);
  CHECK(seen.steps.size() == 1000);
}
