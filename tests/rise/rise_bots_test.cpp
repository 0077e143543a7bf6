// Rise of Empires: bot strength regression tests (fixed seeds, deterministic)
// and the no-peeking test for Rise's hidden data.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "core/game.h"

using namespace emp;

namespace {
struct Match {
  double wins[2] = {0, 0};
  double score[2] = {0, 0};
};

// `games` 2-player Rise games of bot kinds a and b with seat rotation, as the
// arena plays them.
Match play(const std::string& a, const std::string& b, int games, uint64_t seed) {
  Match m;
  Options o;
  o.players = 2;
  std::vector<int> sc, rk;
  for (int g = 0; g < games; ++g) {
    const uint64_t gs = seed * 1000003ull + static_cast<uint64_t>(g);
    auto s = new_game("rise", o, gs);
    REQUIRE(s);
    std::unique_ptr<Bot> bots[2];
    int who[2];
    for (int j = 0; j < 2; ++j) {
      const int seat = (j + g) % 2;
      who[seat] = j;
      bots[seat] = make_bot(j == 0 ? a : b, gs * 31 + static_cast<uint64_t>(j));
    }
    while (!s->terminal()) s->apply(bots[s->current_player()]->choose(*s));
    s->scores(sc);
    s->ranks(rk);
    const int winners = (rk[0] == 0) + (rk[1] == 0);
    for (int seat = 0; seat < 2; ++seat) {
      if (rk[static_cast<size_t>(seat)] == 0) m.wins[who[seat]] += 1.0 / winners;
      m.score[who[seat]] += sc[static_cast<size_t>(seat)] / static_cast<double>(games);
    }
  }
  return m;
}
}  // namespace

TEST_CASE("rise bots: heuristic beats random clearly", "[bots][rise]") {
  const Match m = play("heuristic", "random", 100, 11);
  INFO("heuristic wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 80);
  CHECK(m.score[0] > 1.5 * m.score[1]);
}

TEST_CASE("rise bots: ISMCTS (easy) beats random", "[bots][rise]") {
  const Match m = play("ismcts-easy", "random", 8, 12);
  INFO("ismcts-easy wins " << m.wins[0] << ", avg score " << m.score[0] << " vs " << m.score[1]);
  CHECK(m.wins[0] >= 6);
}
