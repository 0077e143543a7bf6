// The test-only toy game exercises hidden hands, simultaneous choices and dice.
#include "games/toy/toy.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "conformance.h"
#include "core/game.h"
#include "core/hash.h"
#include "core/messages.h"

using namespace emp;

namespace {

// Digest of everything the standard toy shows: hashes, seats to act, legal
// actions and their labels and log visibility, every seat's observation, the
// full JSON, progress, reveals, chance events, scores, ranks and resamples.
uint64_t toy_v0_digest(int games_per_count) {
  Hasher h;
  std::vector<Action> legal;
  std::vector<int> v;
  const std::vector<std::string> names = {"Ann", "Bo", "Cy", "Di"};
  for (int n = 2; n <= 4; ++n)
    for (int g = 0; g < games_per_count; ++g) {
      Options o;
      o.players = n;
      const uint64_t seed = 1000u * static_cast<uint64_t>(n) + static_cast<uint64_t>(g);
      auto s = new_game("toy", o, seed);
      Rng pick(seed ^ 0x5eed);
      while (true) {
        h.u64(s->hash());
        h.u64(s->to_act());
        h.i64(s->current_player());
        h.u64(s->chance_events());
        h.u64(s->reveals());
        const Progress pr = s->progress();
        h.i64(pr.era);
        h.i64(pr.round);
        h.i64(pr.turn);
        h.i64(pr.phase);
        h.str(pr.phase_key);
        for (int p = -1; p < n; ++p) h.str(s->observation_json(p));
        h.str(s->to_json());
        if (s->terminal()) break;
        s->legal_actions(legal);
        for (Action a : legal) {
          h.u64(a);
          h.str(s->action_label(a, Lang::En));
          h.str(s->action_label(a, Lang::De, &names));
          h.u64(s->action_seen_by(a));
          h.u64(s->action_revealed_later(a));
        }
        {
          auto r = s->clone();
          Rng rr(seed + legal.size());
          r->resample_hidden(s->current_player(), rr);
          h.u64(r->hash());
          h.str(r->observation_json(-1));
        }
        s->apply(legal[pick.below(static_cast<uint32_t>(legal.size()))]);
      }
      s->scores(v);
      for (int x : v) h.i64(x);
      s->ranks(v);
      for (int x : v) h.i64(x);
      // Resampling for every seat.
      auto r = s->clone();
      Rng rr(seed);
      r->resample_hidden(0, rr);
      h.u64(r->hash());
    }
  return h.value();
}

}  // namespace

TEST_CASE("toy: conformance over random games", "[toy][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("toy", n, 300, 42 + static_cast<uint64_t>(n));
    CHECK(st.games == 300);
    CHECK(st.actions == 300u * 3u * static_cast<uint64_t>(n));  // 3 rounds, every seat picks once
    CHECK(st.resample_changes > 0);                             // hidden hands really are resampled
  }
}

TEST_CASE("toy: simultaneous choices stay hidden until all have chosen", "[toy]") {
  Options o;
  o.players = 3;
  auto s = new_game("toy", o, 7);
  REQUIRE(s->to_act() == 0b111u);
  std::vector<Action> legal;
  s->legal_actions(legal);
  REQUIRE(legal.size() == 3);
  const std::string seat1_before = s->observation_json(1);
  s->apply(legal[0]);  // seat 0 picks
  CHECK(s->to_act() == 0b110u);
  CHECK(s->current_player() == 1);
  // Seat 1 sees that seat 0 has chosen, but not what.
  const std::string seat1_after = s->observation_json(1);
  CHECK(seat1_after != seat1_before);
  CHECK(seat1_after.find("\"has_chosen\":true") != std::string::npos);
  CHECK(s->observation_json(0).find("\"chosen\":" + std::to_string(legal[0])) != std::string::npos);
  CHECK(seat1_after.find("\"chosen\":" + std::to_string(legal[0])) == std::string::npos);
}

TEST_CASE("toy: the standard rules (variant 0) stay byte-identical", "[toy]") {
  // Recorded before the extended variant was added; must never change.
  CHECK(toy_v0_digest(100) == 0x7774f7ad6bd7965dull);
}

TEST_CASE("toy: a card not in hand gets its coded reason", "[toy]") {
  Options o;
  o.players = 2;
  auto s = new_game("toy", o, 7);
  std::vector<Action> legal;
  s->legal_actions(legal);
  Action other = 1;
  while (std::find(legal.begin(), legal.end(), other) != legal.end()) ++other;
  CHECK(s->why_illegal(other) == msg("toy.why.not_in_hand", {std::to_string(other)}));
  CHECK(s->why_illegal(legal[0]).empty());
  CHECK(s->why_illegal(50) == msg("error.illegal_action"));
}
