// First Empires: the end-of-round report (FirstState::round_report) against
// the state itself, over random games: every round's numbers equal the
// change of the board between the round's start and its end.
#include <bit>
#include <catch2/catch.hpp>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/rng.h"
#include "games/first/first_state.h"

using namespace emp;
using namespace emp::first;

namespace {

struct Snap {
  int steps = 0, board_vp = 0, card_vp = 0, explorers = 0, regions = 0, hand = 0, cities = 0, scored = 0;
};
Snap snap(const FirstState& s, int p) {
  Snap r;
  for (int t = 0; t < kTracks; ++t) r.steps += s.track_step(p, t);
  r.board_vp = s.board_vp(p);
  r.card_vp = s.card_vp(p);
  r.explorers = s.explorers_on_board(p);
  r.regions = std::popcount(s.occupied(p));
  r.hand = s.hand_size(p);
  r.scored = std::popcount(static_cast<unsigned>(s.scored(p)));
  for (int i = 0; i < kCityTokens; ++i) {
    const int l = s.token_loc(p, i);
    r.cities += l >= kLocBoard;  // placed from the columns (on the map, or captured since)
  }
  return r;
}

}  // namespace

TEST_CASE("first round report: every round's numbers are the round's change of the board", "[first][report]") {
  int rounds_checked = 0, with_conquest = 0, with_draw = 0, with_city = 0;
  for (int players = 2; players <= 5; ++players)
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      auto g = new_game("first", Options{players, 0}, seed * 31 + static_cast<uint64_t>(players));
      REQUIRE(g);
      auto& s = static_cast<FirstState&>(*g);
      Rng rng(seed);
      std::vector<Action> legal;
      std::vector<Snap> start;
      for (int p = 0; p < players; ++p) start.push_back(snap(s, p));
      int round = s.round();
      CHECK(s.round_report().round == 0);
      while (!s.terminal()) {
        s.legal_actions(legal);
        // Mostly raises, moves and conquests (a playout that does something).
        Action a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
        for (Action b : legal)
          if ((action_kind(b) == kActRaise || action_kind(b) == kActCommit || action_kind(b) == kActAttack) &&
              rng.below(3) != 0)
            a = b;
        s.apply(a);
        if (s.round() == round && !s.terminal()) continue;
        const FirstState::RoundReport& r = s.round_report();
        REQUIRE(r.round == round);
        int conquests = 0, conquered = 0;
        for (int p = 0; p < players; ++p) {
          const Snap now = snap(s, p), &was = start[static_cast<size_t>(p)];
          const FirstState::RoundReport::Seat& q = r.seat[p];
          CHECK(q.steps == now.steps - was.steps);
          CHECK(q.vp_board == now.board_vp - was.board_vp);
          CHECK(q.vp_cards == now.card_vp - was.card_vp);
          CHECK(q.scored == now.scored - was.scored);
          CHECK(q.explorers == now.explorers - was.explorers);
          CHECK(q.regions == now.regions - was.regions);
          CHECK(q.drawn - q.spent - q.scored == now.hand - was.hand);
          CHECK(q.cities == now.cities - was.cities);
          CHECK(q.steps >= 0);
          CHECK(q.captured >= 0);
          conquests += q.conquests;
          conquered += q.conquered;
          with_draw += q.drawn > 0;
          with_city += q.cities > 0;
        }
        CHECK(conquests == conquered);
        with_conquest += conquests > 0;
        ++rounds_checked;
        round = s.round();
        for (int p = 0; p < players; ++p) start[static_cast<size_t>(p)] = snap(s, p);
      }
    }
  INFO("rounds " << rounds_checked << ", with a conquest " << with_conquest << ", draws " << with_draw << ", cities "
                 << with_city);
  CHECK(rounds_checked >= 24 * 7);
  CHECK(with_conquest > 0);
  CHECK(with_draw > 0);
  CHECK(with_city > 0);
}
