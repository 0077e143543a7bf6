// The log's story and the end screen's breakdown, for every listed game:
// events are recorded only when asked (never by copies), every event renders
// in English and German with its seats named, and at every step each seat's
// score categories add up to its score.
#include <catch2/catch.hpp>
#include <regex>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/messages.h"

using namespace emp;

namespace {
// The rendered text must have no coded leftovers (separators, seat references, raw keys).
void check_rendered(const std::string& coded, const std::vector<std::string>& names, const std::string& game) {
  for (Lang lang : {Lang::En, Lang::De}) {
    const std::string t = name_seats(message_text(coded, lang), &names);
    INFO(game << ": " << t);
    CHECK(t.find('\x1f') == std::string::npos);
    CHECK(t.find('\x1c') == std::string::npos);
    CHECK(t.find('\x1d') == std::string::npos);
    CHECK(t.find(game + ".") == std::string::npos);  // an argument key without text
    CHECK(!t.empty());
  }
  // An event tells what happened: nobody "loses 0 cubes" (a side that lost nothing has no line).
  const std::string en = name_seats(message_text(coded, Lang::En), &names);
  INFO(game << ": " << en);
  CHECK(en.find("loses 0 ") == std::string::npos);
  CHECK(en.find("gains 0 ") == std::string::npos);
  // English articles agree with the word after them ("an Ocean tile", never "a Ocean tile").
  CHECK(!std::regex_search(en, std::regex(" a [AEIOU][a-z]")));
}
}  // namespace

TEST_CASE("story: events and score categories in random games of every listed game", "[story]") {
  for (const GameInfo* g : all_games()) {
    if (!g->listed) continue;
    for (int players = g->min_players; players <= g->max_players; ++players) {
      Options o;
      o.players = players;
      auto s = new_game(g->id, o, 100 + static_cast<uint64_t>(players));
      REQUIRE(s);
      auto silent = s->clone();  // does not record
      s->record_events(true);
      std::vector<std::string> names;
      for (int p = 0; p < players; ++p) names.push_back("Seat" + std::to_string(p));
      Rng rng(static_cast<uint64_t>(players) * 31);
      std::vector<Action> l;
      int events = 0;
      while (!s->terminal()) {
        s->legal_actions(l);
        const Action a = l[rng.below(static_cast<uint32_t>(l.size()))];
        s->apply(a);
        silent->apply(a);
        CHECK(silent->events().empty());
        for (const GameEvent& e : s->events()) {
          ++events;
          CHECK(e.seat >= -1);
          CHECK(e.seat < players);
          check_rendered(e.text, names, g->id);
        }
      }
      INFO(g->id << " with " << players << " players: " << events << " events");
      CHECK(events > 0);  // tiles or cards coming out, battles, scoring: every listed game tells some
      const auto bd = s->score_breakdown();
      std::vector<int> sc;
      s->scores(sc);
      if (bd.empty()) continue;
      REQUIRE(bd.size() == static_cast<size_t>(players));
      for (int p = 0; p < players; ++p) {
        REQUIRE(bd[p].size() == bd[0].size());
        int sum = 0;
        for (size_t k = 0; k < bd[p].size(); ++k) {
          CHECK(bd[p][k].key == bd[0][k].key);
          sum += bd[p][k].value;
          check_rendered(bd[p][k].key, names, g->id);
        }
        CHECK(sum == sc[p]);
        for (const ScoreLine& t : s->tie_breaks(p)) check_rendered(t.key, names, g->id);
      }
    }
  }
}

// Events only some seats may read (GameEvent::seen_by): what any other seat
// reads of them (`other`: a count, or nothing) must not depend on what is
// hidden from it (what it reads of its own may: a card it draws by chance). Each step is applied twice, to the real
// state and to one whose hidden data the viewer cannot tell from it (resample_hidden), and the viewer's reading of the
// private events must be the same.
TEST_CASE("story: a private event tells another seat nothing hidden from it", "[story][hidden]") {
  for (const GameInfo* g : all_games()) {
    if (!g->listed) continue;
    const int players = std::min(3, g->max_players);
    Options o;
    o.players = players;
    auto s = new_game(g->id, o, 777);
    REQUIRE(s);
    s->record_events(true);
    Rng rng(99), pick(4);
    std::vector<Action> l;
    int private_events = 0, compared = 0, skipped = 0;
    for (int step = 0; step < 600 && !s->terminal(); ++step) {
      s->legal_actions(l);
      const Action a = l[pick.below(static_cast<uint32_t>(l.size()))];
      auto real = s->clone();
      real->record_events(true);
      real->apply(a);
      for (int v = 0; v < players; ++v) {
        auto other = s->clone();
        other->resample_hidden(v, rng);
        other->record_events(true);
        // The twin keeps everything v may know. When v acts, its own move must
        // be legal there too: a skip would hide a leak, so it fails. When
        // another seat acts, its move may rest on its own hidden data (a card
        // in its hand) that v's twin re-drew: that move cannot be applied to
        // the twin, and nothing is compared for it here. Those steps are what
        // the [twins] tests cover without resample_hidden: pairs of real games
        // apart in one seat's secret, played by legal moves in both.
        const bool legal_in_twin = other->apply_checked(a);
        if (v == s->current_player()) REQUIRE(legal_in_twin);
        if (!legal_in_twin) {
          ++skipped;
          continue;
        }
        auto reading = [&](const State& st) {
          std::vector<std::string> out;
          for (const GameEvent& e : st.events())
            if (!((e.seen_by >> v) & 1u) && !e.other.empty()) out.push_back(e.other);
          return out;
        };
        const auto r1 = reading(*real), r2 = reading(*other);
        INFO(g->id << " step " << step << " viewer " << v);
        CHECK(r1 == r2);
        ++compared;
      }
      for (const GameEvent& e : real->events()) {
        if ((e.seen_by & s->all_seats()) == s->all_seats()) continue;
        ++private_events;
        CHECK(e.text_for(e.seat, players) == e.text);  // the seat it is about reads it
      }
      s->apply(a);
    }
    INFO(g->id << ": " << private_events << " private events, " << compared << " readings compared, " << skipped
               << " skipped (another seat's move its twin's hand cannot make)");
    CHECK(compared > 0);
    if (g->id == "end" || g->id == "first") CHECK(private_events > 0);  // stashes' gains, cards drawn
  }
}
