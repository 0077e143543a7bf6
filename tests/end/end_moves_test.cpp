// Empire's End: the move numbers a player sees or types (core/record.h,
// record_moves_seen; web/session.h, moves_seen): a run of another seat's secret
// steps is one move, so the count is the same however many steps it took.
// Review's slider and reviewGoto, the analysis chart, imported saves and the
// play-by-link messages count so (tests/browser/end_count.test.mjs).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "core/record.h"
#include "games/end/end_state.h"

using namespace emp;

namespace {

// A game of random bots from seed 7, cut after n actions (not ended).
Record random_game(size_t n) {
  Options o;
  o.players = 3;
  auto s = new_game("end", o, 7, nullptr);
  REQUIRE(s);
  Record rec = make_record(*s, 7, o);
  auto bot = make_bot("random", 11, nullptr);
  for (size_t i = 0; i < n && !s->terminal(); ++i) {
    const Action a = bot->choose(*s);
    rec.actions.push_back(a);
    s->apply(a);
  }
  return rec;
}

// The count by the rule's words: an action seat v may not read (not seen by
// it, not revealed since) that follows another such action of the same mover
// is no move of its own.
size_t count_by_hand(const Record& rec, int v) {
  auto s = new_game(rec.game, rec.options, rec.seed, nullptr, rec.rules_version);
  std::vector<int> mover;
  std::vector<uint32_t> seen, reveals;
  std::vector<bool> later;
  for (Action a : rec.actions) {
    mover.push_back(s->current_player());
    seen.push_back(s->action_seen_by(a));
    later.push_back(s->action_revealed_later(a));
    reveals.push_back(s->reveals());
    s->apply(a);
  }
  const auto hidden = [&](size_t i) {
    if (s->terminal()) return false;
    const bool saw = v >= 0 ? ((seen[i] >> v) & 1u) != 0 : seen[i] == s->all_seats();
    return !saw && !(later[i] && s->reveals() > reveals[i]);
  };
  size_t k = 0;
  for (size_t i = 0; i < rec.actions.size(); ++i)
    k += !(i > 0 && mover[i] == mover[i - 1] && hidden(i) && hidden(i - 1));
  return k;
}

}  // namespace

TEST_CASE("end moves: a run of another seat's secret steps is one move in every count", "[end][hidden][moves]") {
  const Record rec = random_game(150);
  REQUIRE(rec.actions.size() == 150);
  for (int v = -1; v < 3; ++v) {
    INFO("viewer " << v);
    const size_t moves = record_moves_seen(rec, v);
    CHECK(moves == count_by_hand(rec, v));
    CHECK(moves < rec.actions.size());  // secret runs there are
    // Counting a prefix: never more than the whole, one more at most per action.
    size_t last = 0;
    for (size_t n = 0; n <= rec.actions.size(); n += 25) {
      const size_t k = record_moves_seen(rec, v, n);
      CHECK(k <= n);
      CHECK(k >= last);
      last = k;
    }
    CHECK(record_moves_seen(rec, v, SIZE_MAX) == moves);
  }
  // Every seat reads its own steps: it counts more moves than the table does.
  CHECK(record_moves_seen(rec, 0) > record_moves_seen(rec, -1));
  // The figures of this game (random bots, seed 7, 150 actions, rules 3).
  CHECK(record_moves_seen(rec, -1) == 125);
  CHECK(record_moves_seen(rec, 0) == 129);
  CHECK(record_moves_seen(rec, 1) == 137);
}

TEST_CASE("end moves: a finished game counts every action", "[end][moves]") {
  Record rec = random_game(100000);
  auto s = replay(rec, nullptr);
  REQUIRE(s);
  REQUIRE(s->terminal());
  for (int v = -1; v < 3; ++v) CHECK(record_moves_seen(rec, v) == rec.actions.size());
  // A record that does not replay counts its actions.
  rec.actions.push_back(0xFFFFFFFFu);
  CHECK(record_moves_seen(rec, -1) == rec.actions.size());
}
