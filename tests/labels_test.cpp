// What players read of every game's engine: action labels (the log, the
// buttons, the full list of options) in English and German never show an id
// of the component data ("C1A2", "E5", "T03", "P1-IWP") and count right
// ("1 cube", never "1 cubes"), over random games of every registered game.
#include <catch2/catch.hpp>
#include <regex>

#include "core/game.h"
#include "core/rng.h"

using namespace emp;

namespace {

// An id of the component data: capitals and digits run together ("C1A2",
// "E5", "T03") or a progress code ("P1-IWP").
const std::regex kId(R"(\b[A-Z]+[0-9]+[A-Z0-9]*\b|\bP[0-9]-[A-Z]{3}\b)");
// A count of one with a plural noun, in English and German.
const std::regex kOnePlural(
    R"((^|[^0-9])1 (cubes|discs|resources|regions|moves|tiles|players|gold pieces|Steine|Spielsteine|Waren|Regionen|Züge|Plättchen dieser)\b)");

}  // namespace

TEST_CASE("labels: no data ids and right plurals in every game's action labels", "[labels]") {
  std::vector<Action> legal;
  for (const GameInfo* g : all_games()) {
    for (int players : {g->min_players, g->max_players}) {
      for (uint64_t seed = 1; seed <= 2; ++seed) {
        Options o;
        o.players = players;
        auto s = new_game(g->id, o, seed * 7919 + static_cast<uint64_t>(players));
        REQUIRE(s);
        Rng rng(seed);
        for (int step = 0; step < 3000 && !s->terminal(); ++step) {
          s->legal_actions(legal);
          REQUIRE(!legal.empty());
          for (Action a : legal)
            for (Lang lang : {Lang::En, Lang::De}) {
              const std::string label = s->action_label(a, lang);
              INFO(g->id << " " << players << " players, seed " << seed << ": " << label);
              CHECK_FALSE(std::regex_search(label, kId));
              CHECK_FALSE(std::regex_search(label, kOnePlural));
            }
          s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
        }
      }
    }
  }
}
