// What players read of every game's engine: action labels (the log, the
// buttons, the full list of options) in English and German never show an id
// of the component data ("C1A2", "E5", "T03", "P1-IWP") and count right
// ("1 cube", never "1 cubes") and never name a place by coordinates, over random games of every registered game.
#include <catch2/catch.hpp>
#include <regex>

#include "core/game.h"
#include "core/rng.h"

using namespace emp;

namespace {

// An id of the component data: capitals and digits run together ("C1A2",
// "E5", "T03") or a progress code ("P1-IWP").
const std::regex kId(R"(\b[A-Z]+[0-9]+[A-Z0-9]*\b|\bP[0-9]-[A-Z]{3}\b)");
// A coordinate pair ("(-2,1)"): players read places, not coordinates.
const std::regex kCoord(R"(\(-?[0-9]+, ?-?[0-9]+\))");
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
              for (const std::string& label : {s->action_label(a, lang), s->button_label(a, lang)}) {
                INFO(g->id << " " << players << " players, seed " << seed << ": " << label);
                CHECK_FALSE(std::regex_search(label, kId));
                CHECK_FALSE(std::regex_search(label, kOnePlural));
                CHECK_FALSE(std::regex_search(label, kCoord));
              }
            }
          s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
        }
      }
    }
  }
}

// German buttons are imperatives ("Ernten", "Auf die Aktion verzichten"),
// the log reads in the third person ("Erntet"): two texts, never the log's
// verb on a button. The games whose labels have both forms are listed.
TEST_CASE("labels: German buttons never start with the log's third-person verb", "[labels]") {
  const std::regex kThird(
      R"(^(Erntet|Wählt|Zieht|Baut|Erforscht|Rekrutiert|Tauscht|Sammelt|Legt|Gründet|Überfällt|Plündert|Versklavt|Erkundet|Setzt|Nimmt|Gibt|Lässt|Kauft|Verzichtet|Beendet|Macht|Zahlt|Entfernt|Würfelt|Bewegt|Greift|Wertet|Wirft|Bietet|Passt|Nutzt|Verkauft|Repariert|Verbündet|Behält|Ernährt|Schickt|Erobert|Steigt|Ersetzt|Zerstört|Bezahlt|Versetzt|Frischt)\b)");
  std::vector<Action> legal;
  for (const char* id : {"dawn", "rise", "first", "end"}) {
    for (int players : {2, 4}) {
      Options o;
      o.players = players;
      // Games one after another until enough labels were read (a game of
      // First Empires offers fewer choices than one of Dawn).
      int checked = 0, differ = 0;
      for (uint64_t game = 0; game < 10 && checked <= 1000; ++game) {
        auto s = new_game(id, o, 4242 + static_cast<uint64_t>(players) + 100 * game);
        REQUIRE(s);
        Rng rng(9 + game);
        for (int step = 0; step < 3000 && !s->terminal(); ++step) {
          s->legal_actions(legal);
          for (Action a : legal) {
            const std::string b = s->button_label(a, Lang::De), l = s->action_label(a, Lang::De);
            INFO(id << ": button \"" << b << "\", log \"" << l << "\"");
            CHECK_FALSE(std::regex_search(b, kThird));
            CHECK(s->button_label(a, Lang::En) == s->action_label(a, Lang::En));
            ++checked;
            differ += b != l;
          }
          s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
        }
      }
      INFO(id << " " << players << " players: " << checked << " labels, " << differ << " buttons apart from the log");
      CHECK(checked > 1000);
      CHECK(differ > 0);
    }
  }
}
