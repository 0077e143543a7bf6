// The extended toy (Options::variant = kToyExtended, games/toy/toy_x.h): a
// rotating first player, a multi-step secret phase entered seat by seat, a
// public reveal mid-game, a decision by a non-active seat and tokens hidden
// even from their owner.
#include "games/toy/toy_x.h"

#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>

#include "bots/bot.h"
#include "conformance.h"
#include "core/base64.h"
#include "core/game.h"
#include "core/messages.h"
#include "core/record.h"
#include "games/toy/toy.h"

using namespace emp;

namespace {

std::unique_ptr<State> make_x(int players, uint64_t seed) {
  Options o;
  o.players = players;
  o.variant = kToyExtended;
  auto s = new_game("toy", o, seed);
  REQUIRE(s != nullptr);
  return s;
}

const ToyXState& X(const State& s) { return dynamic_cast<const ToyXState&>(s); }

int lowest_card(uint32_t hand) { return std::countr_zero(hand); }
int highest_card(uint32_t hand) { return 31 - std::countl_zero(hand); }

// A fixed policy: bury the highest card, stake the lowest card alone, the
// loser takes the left token.
Action simple_policy(const State& s) {
  const ToyXState& x = X(s);
  const int p = s.current_player();
  switch (x.phase()) {
    case ToyXState::kBury:
      return static_cast<Action>(highest_card(x.hand(p)));
    case ToyXState::kStake:
      return x.stake_size(p) == 0 ? static_cast<Action>(lowest_card(x.hand(p))) : ToyXState::kConfirm;
    default:
      return ToyXState::kTakeLeft;
  }
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("toy extended: conformance over random games", "[toy][conformance]") {
  for (int n = 2; n <= 4; ++n) {
    const auto st = test::run_conformance("toy", n, 300, 4200 + static_cast<uint64_t>(n), kToyExtended);
    const auto un = static_cast<uint64_t>(n);
    CHECK(st.games == 300);
    // Per game: n burials, 3 rounds of 2 steps per seat (one round of three,
    // at most, per seat) and 3 token choices.
    CHECK(st.actions >= 300u * (7u * un + 3u));
    CHECK(st.actions <= 300u * (8u * un + 3u));
    CHECK(st.actions > 300u * (7u * un + 3u));  // some seats really stake two cards
    CHECK(st.resample_changes > 0);
  }
}

TEST_CASE("toy extended: game info, variants and setup", "[toy]") {
  const GameInfo* g = find_game("toy");
  REQUIRE(g != nullptr);
  CHECK(g->id == "toy");
  CHECK_FALSE(g->listed);
  CHECK(g->private_information);
  CHECK(g->hidden_information);
  CHECK(g->simultaneous);
  CHECK(g->min_players == 2);
  CHECK(g->max_players == 4);

  Options o;
  o.players = 3;
  o.variant = 2;  // unknown bit
  CHECK(new_game("toy", o, 1) == nullptr);
  o.variant = kToyExtended | 4u;
  CHECK(new_game("toy", o, 1) == nullptr);
  o.variant = kToyExtended;
  CHECK(new_game("toy", o, 1) != nullptr);
  o.variant = 0;
  CHECK(dynamic_cast<ToyState*>(new_game("toy", o, 1).get()) != nullptr);

  // A link carrying an unknown variant bit is refused with a message.
  std::string body("\x01\x03toy\x01\x03\x02\x01\x00", 10);  // players 3, variant 2, seed 1, no actions
  const uint32_t c = crc32(body.data(), body.size());
  for (int i = 0; i < 4; ++i) body += static_cast<char>((c >> (8 * i)) & 0xFF);
  Record out;
  std::string why;
  CHECK_FALSE(decode_link(base64_encode(body, true), out, &why));
  INFO(message_text(why, Lang::En));
  CHECK(why.rfind("link.bad_game", 0) == 0);  // refused by new_game(), after the header was read

  for (int n = 2; n <= 4; ++n) {
    auto s = make_x(n, 77);
    const ToyXState& x = X(*s);
    CHECK(s->chance_events() == 2);  // the deal and the token shuffle
    CHECK(s->reveals() == 0);
    CHECK(std::popcount(x.deck()) == 24 - 5 * n);
    for (int p = 0; p < n; ++p) {
      CHECK(std::popcount(x.hand(p)) == 5);
      CHECK(x.token_count(p) == 1);
    }
    std::string inv;
    CHECK(s->check_invariants(&inv));
  }
}

TEST_CASE("toy extended: secret phases run in turn order from a rotating first player", "[toy]") {
  // Expected movers, phase by phase, under simple_policy (one card, then confirm).
  struct Case {
    int n;
    std::vector<int> bury, stake[3];
  };
  const Case cases[] = {
      {2, {1, 0}, {{1, 1, 0, 0}, {0, 0, 1, 1}, {1, 1, 0, 0}}},
      {3, {2, 0, 1}, {{2, 2, 0, 0, 1, 1}, {0, 0, 1, 1, 2, 2}, {1, 1, 2, 2, 0, 0}}},
      {4, {3, 0, 1, 2}, {{3, 3, 0, 0, 1, 1, 2, 2}, {0, 0, 1, 1, 2, 2, 3, 3}, {1, 1, 2, 2, 3, 3, 0, 0}}},
  };
  for (const Case& c : cases) {
    INFO(c.n << " players");
    auto s = make_x(c.n, 5);
    const ToyXState& x = X(*s);
    const uint32_t all = (1u << c.n) - 1u;
    std::vector<int> bury;
    while (x.phase() == ToyXState::kBury) {
      // Several seats to act, but the next is the one in turn order.
      CHECK(std::popcount(s->to_act()) == c.n - static_cast<int>(bury.size()));
      bury.push_back(s->current_player());
      s->apply(simple_policy(*s));
    }
    CHECK(bury == c.bury);
    for (int r = 0; r < 3; ++r) {
      INFO("round " << r + 1);
      REQUIRE(x.phase() == ToyXState::kStake);
      CHECK(x.first_player() == (c.n - 1 + r) % c.n);
      CHECK(s->to_act() == all);
      std::vector<int> movers;
      while (x.phase() == ToyXState::kStake) {
        movers.push_back(s->current_player());
        CHECK((s->to_act() & (1u << s->current_player())) != 0);
        s->apply(simple_policy(*s));
      }
      CHECK(movers == c.stake[r]);
      REQUIRE(x.phase() == ToyXState::kChoose);
      s->apply(ToyXState::kTakeLeft);
    }
    CHECK(s->terminal());
  }
  // Round 1 with 3 seats: everyone is to act, yet seat 2 (not the lowest) moves.
  auto s = make_x(3, 5);
  while (X(*s).phase() == ToyXState::kBury) s->apply(simple_policy(*s));
  CHECK(s->to_act() == 0b111u);
  CHECK(s->current_player() == 2);
}

TEST_CASE("toy extended: who sees what in the log, and when the reveals happen", "[toy]") {
  auto s = make_x(3, 5);
  std::vector<uint32_t> seen, reveals;
  std::vector<int> later;
  while (!s->terminal()) {
    const Action a = simple_policy(*s);
    const int mover = s->current_player();
    const uint32_t m = s->action_seen_by(a);
    CHECK(s->chance_events() == 2u + s->reveals());
    seen.push_back(m == s->all_seats() ? 7u : m == (1u << mover) ? 1u : 0u);  // 7 public, 1 mover only
    later.push_back(s->action_revealed_later(a) ? 1 : 0);
    s->apply(a);
    reveals.push_back(s->reveals());
  }
  CHECK(s->chance_events() == 6u);
  // 3 burials; per round 6 secret stake steps and the loser's public choice.
  const std::vector<uint32_t> want_seen = {1, 1, 1, 1, 1, 1, 1, 1, 1, 7, 1, 1, 1, 1, 1, 1, 7, 1, 1, 1, 1, 1, 1, 7};
  const std::vector<int> want_later = {0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  // reveals() after each action: the round's stakes at its last confirmation
  // (actions 9, 16, 23), the tokens at the end (action 24).
  const std::vector<uint32_t> want_reveals = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 4};
  CHECK(seen == want_seen);
  CHECK(later == want_later);
  CHECK(reveals == want_reveals);
}

TEST_CASE("toy extended: the round's loser, not the last mover, decides", "[toy]") {
  auto s = make_x(3, 5);
  const ToyXState& x = X(*s);
  while (x.phase() == ToyXState::kBury) s->apply(simple_policy(*s));
  // Round 1, order 2, 0, 1: seats 2 and 1 stake their two highest cards, seat
  // 0 (in the middle) its lowest alone.
  const std::string seat1_before = s->observation_json(1);
  int last = -1;
  while (x.phase() == ToyXState::kStake) {
    const int p = s->current_player();
    Action a = ToyXState::kConfirm;
    if (p == 0 && x.stake_size(0) == 0) a = static_cast<Action>(lowest_card(x.hand(0)));
    if (p != 0 && x.stake_size(p) < 2) a = static_cast<Action>(highest_card(x.hand(p)));
    if (p == 1 && x.stake_size(1) == 0) {
      // Seat 1 sees that seats 2 and 0 are done, and how many cards they
      // staked, but not which.
      const std::string o = s->observation_json(1);
      CHECK(has(o, "\"stake_size\":2,\"confirmed\":true,\"tokens\":1}"));
      CHECK(o != seat1_before);
    }
    last = p;
    s->apply(a);
  }
  CHECK(last == 1);
  REQUIRE(x.phase() == ToyXState::kChoose);
  CHECK(x.round_loser(0) == 0);
  CHECK(s->to_act() == 0b001u);
  CHECK(s->current_player() == 0);  // neither the first player (2) nor the last mover (1)
  CHECK(x.first_player() == 2);
  // The revealed round, in every seat's view: totals, points, loser.
  const std::string spectator = s->observation_json(-1);
  CHECK(has(spectator, "\"loser\":0,\"taken\":null"));
  CHECK(has(spectator, "\"points\":[0,0,3]") != has(spectator, "\"points\":[0,3,0]"));
  std::vector<Action> legal;
  s->legal_actions(legal);
  CHECK(legal == std::vector<Action>{ToyXState::kTakeLeft, ToyXState::kTakeRight});
  CHECK(s->action_seen_by(ToyXState::kTakeRight) == 0b111u);
  const int right = x.offer_value(1);
  s->apply(ToyXState::kTakeRight);
  CHECK(x.token_count(0) == 2);
  CHECK(x.token_value(0, 1) == right);
  CHECK(has(s->observation_json(2), "\"loser\":0,\"taken\":\"right\""));
  CHECK(x.phase() == ToyXState::kStake);
  CHECK(x.first_player() == 0);
  CHECK(s->current_player() == 0);
}

TEST_CASE("toy extended: tokens stay hidden from everyone, their owner included, until the end", "[toy]") {
  int own_changed = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const int n = 2 + static_cast<int>(seed % 3);
    auto s = make_x(n, seed);
    const ToyXState& x = X(*s);
    auto bot = make_bot("random", seed);
    while (!s->terminal()) {
      for (int p = -1; p < n; ++p) CHECK_FALSE(has(s->observation_json(p), "token_values"));
      // Re-drawing for seat 0 changes its own token values, never its view.
      auto r = s->clone();
      Rng rng(seed * 101 + static_cast<uint64_t>(x.round()));
      r->resample_hidden(0, rng);
      CHECK(r->observation_json(0) == s->observation_json(0));
      for (int i = 0; i < x.token_count(0); ++i) own_changed += X(*r).token_value(0, i) != x.token_value(0, i);
      s->apply(bot->choose(*s));
    }
    // At the end every seat's tokens are public, and scored.
    std::vector<int> sc;
    s->scores(sc);
    for (int viewer = -1; viewer < n; ++viewer) {
      const std::string o = s->observation_json(viewer);
      for (int p = 0; p < n; ++p) {
        std::string values = "\"token_values\":[";
        for (int i = 0; i < x.token_count(p); ++i) values += (i ? "," : "") + std::to_string(x.token_value(p, i));
        CHECK(has(o, values + "]"));
      }
    }
    int points_total = 0, token_total = 0;
    for (int p = 0; p < n; ++p) {
      points_total += sc[static_cast<size_t>(p)];
      for (int i = 0; i < x.token_count(p); ++i) token_total += x.token_value(p, i);
    }
    CHECK(points_total >= token_total + 3);  // each round gives 3 points, or 1 to each tied seat
    // After the end the seats' tokens are no longer re-drawn.
    auto r = s->clone();
    Rng rng(seed);
    r->resample_hidden(0, rng);
    for (int p = 0; p < n; ++p)
      for (int i = 0; i < x.token_count(p); ++i) CHECK(X(*r).token_value(p, i) == x.token_value(p, i));
  }
  CHECK(own_changed > 100);
}

TEST_CASE("toy extended: resampling re-draws exactly what the seat cannot see", "[toy]") {
  auto s = make_x(3, 9);
  const ToyXState& x = X(*s);
  while (x.phase() == ToyXState::kBury) s->apply(simple_policy(*s));
  s->apply(static_cast<Action>(lowest_card(x.hand(2))));  // seat 2 stakes a card, not yet confirmed
  REQUIRE(s->current_player() == 2);
  int hands = 0, stakes = 0, buried = 0, decks = 0, tokens = 0;
  for (uint64_t k = 1; k <= 20; ++k) {
    auto r = s->clone();
    Rng rng(k);
    r->resample_hidden(0, rng);
    const ToyXState& y = X(*r);
    std::string inv;
    CHECK(r->check_invariants(&inv));
    // Seat 0's own cards stay; its token does not.
    CHECK(y.hand(0) == x.hand(0));
    CHECK(y.buried(0) == x.buried(0));
    CHECK(r->observation_json(0) == s->observation_json(0));
    CHECK(r->observation_json(-1) == s->observation_json(-1));
    hands += y.hand(1) != x.hand(1);
    stakes += y.stake_card(2, 0) != x.stake_card(2, 0);
    buried += y.buried(2) != x.buried(2);
    decks += y.deck() != x.deck();
    tokens += y.token_value(0, 0) != x.token_value(0, 0);
    CHECK(std::popcount(y.hand(1)) == std::popcount(x.hand(1)));
    CHECK(std::popcount(y.deck()) == std::popcount(x.deck()));
    CHECK(y.stake_size(2) == 1);
  }
  CHECK(hands >= 15);
  CHECK(stakes >= 15);
  CHECK(buried >= 15);
  CHECK(decks >= 15);
  CHECK(tokens >= 5);
  // For the mover itself, its own stake stays.
  auto r = s->clone();
  Rng rng(3);
  r->resample_hidden(2, rng);
  CHECK(X(*r).stake_card(2, 0) == x.stake_card(2, 0));
  CHECK(X(*r).buried(2) == x.buried(2));
}

TEST_CASE("toy extended: illegal actions get coded reasons", "[toy]") {
  auto s = make_x(3, 5);
  const ToyXState& x = X(*s);
  auto reason = [&](Action a) { return s->why_illegal(a); };
  // Bury phase, seat 2 to act.
  int foreign = 1;
  while (x.hand(2) & (1u << foreign)) ++foreign;
  CHECK(reason(static_cast<Action>(foreign)) == msg("toy.why.not_in_hand", {std::to_string(foreign)}));
  CHECK(message_text(reason(static_cast<Action>(foreign)), Lang::En) ==
        "card " + std::to_string(foreign) + " is not in your hand");
  CHECK(message_text(reason(static_cast<Action>(foreign)), Lang::De) ==
        "Karte " + std::to_string(foreign) + " ist nicht auf deiner Hand");
  CHECK(reason(ToyXState::kConfirm) == msg("toy.why.not_now"));
  CHECK(reason(ToyXState::kTakeLeft) == msg("toy.why.not_your_turn"));
  CHECK(message_text(reason(ToyXState::kTakeLeft), Lang::En) == "it is not your turn to do that");
  CHECK(message_text(reason(ToyXState::kTakeLeft), Lang::De) == "dafür bist du nicht an der Reihe");
  CHECK(reason(999) == msg("error.illegal_action"));
  CHECK(reason(static_cast<Action>(lowest_card(x.hand(2)))).empty());
  std::string why;
  const uint64_t before = s->hash();
  CHECK_FALSE(s->apply_checked(ToyXState::kTakeLeft, &why));
  CHECK(why == msg("toy.why.not_your_turn"));
  CHECK(s->hash() == before);

  while (x.phase() == ToyXState::kBury) s->apply(simple_policy(*s));
  // Stake phase, seat 2: confirm before staking; a third card before confirming.
  CHECK(reason(ToyXState::kConfirm) == msg("toy.why.stake_first"));
  CHECK(message_text(reason(ToyXState::kConfirm), Lang::En) == "stake a card before you confirm");
  s->apply(static_cast<Action>(lowest_card(x.hand(2))));
  s->apply(static_cast<Action>(lowest_card(x.hand(2))));
  CHECK(reason(static_cast<Action>(lowest_card(x.hand(2)))) == msg("toy.why.confirm_first"));
  CHECK(message_text(reason(static_cast<Action>(lowest_card(x.hand(2)))), Lang::En) ==
        "your stake already has two cards: you must confirm it first");
  CHECK(message_text(reason(static_cast<Action>(lowest_card(x.hand(2)))), Lang::De) ==
        "dein Einsatz hat schon zwei Karten: bestätige ihn zuerst");
  CHECK(reason(ToyXState::kConfirm).empty());
  s->apply(ToyXState::kConfirm);
  while (x.phase() == ToyXState::kStake) s->apply(simple_policy(*s));
  // The loser's choice: cards and confirmations are over for this round.
  CHECK(reason(static_cast<Action>(lowest_card(x.hand(s->current_player())))) == msg("toy.why.not_now"));
  CHECK(reason(ToyXState::kConfirm) == msg("toy.why.not_now"));
  s->apply(ToyXState::kTakeLeft);
  // Round 2, seat 0 first: seat 2 has 2 cards left for 2 rounds, so it may
  // stake only one.
  while (s->current_player() != 2) s->apply(simple_policy(*s));
  REQUIRE(std::popcount(x.hand(2)) == 2);
  s->apply(static_cast<Action>(lowest_card(x.hand(2))));
  std::vector<Action> legal;
  s->legal_actions(legal);
  CHECK(legal == std::vector<Action>{ToyXState::kConfirm});
  CHECK(reason(static_cast<Action>(lowest_card(x.hand(2)))) == msg("toy.why.keep_cards"));
  CHECK(message_text(reason(static_cast<Action>(lowest_card(x.hand(2)))), Lang::En) ==
        "you must keep a card in hand for each later round");
  while (!s->terminal()) s->apply(simple_policy(*s));
  CHECK(reason(ToyXState::kConfirm) == msg("error.game_over"));
  CHECK(message_table_problems().empty());
}

TEST_CASE("toy extended: progress names the round and the phase", "[toy]") {
  auto s = make_x(2, 5);
  std::vector<std::string> seen;
  while (true) {
    const Progress p = s->progress();
    const std::string line = std::to_string(p.round) + ":" + std::to_string(p.phase) + ":" + p.phase_key;
    if (seen.empty() || seen.back() != line) seen.push_back(line);
    if (s->terminal()) break;
    s->apply(simple_policy(*s));
  }
  const std::vector<std::string> want = {"1:0:toy.phase.bury",   "1:1:toy.phase.stake",  "1:2:toy.phase.choose",
                                         "2:1:toy.phase.stake",  "2:2:toy.phase.choose", "3:1:toy.phase.stake",
                                         "3:2:toy.phase.choose", "3:3:toy.phase.end"};
  CHECK(seen == want);
  CHECK(message_text("toy.phase.stake", Lang::En) == "Secret stakes");
  CHECK(message_text("toy.phase.stake", Lang::De) == "Geheime Einsätze");
}

TEST_CASE("toy extended: action labels never carry hidden data", "[toy]") {
  auto s = make_x(3, 5);
  const ToyXState& x = X(*s);
  const int c = lowest_card(x.hand(2));
  CHECK(s->action_label(static_cast<Action>(c), Lang::En) == "Buries card " + std::to_string(c));
  CHECK(s->action_label(static_cast<Action>(c), Lang::De) == "Vergräbt Karte " + std::to_string(c));
  while (x.phase() == ToyXState::kBury) s->apply(simple_policy(*s));
  const int d = lowest_card(x.hand(2));
  CHECK(s->action_label(static_cast<Action>(d), Lang::En) == "Stakes card " + std::to_string(d));
  CHECK(s->action_label(static_cast<Action>(d), Lang::De) == "Setzt Karte " + std::to_string(d));
  CHECK(s->action_label(ToyXState::kConfirm, Lang::En) == "Confirms the stake");
  CHECK(s->action_label(ToyXState::kConfirm, Lang::De) == "Bestätigt den Einsatz");
  CHECK(s->action_label(ToyXState::kTakeLeft, Lang::En) == "Takes the left face-down token");
  CHECK(s->action_label(ToyXState::kTakeRight, Lang::De) == "Nimmt das rechte verdeckte Plättchen");
  // Over random games: a label depends only on what its mover sees (the same
  // in every determinization for that seat), and a token's never has a number.
  std::vector<Action> legal;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto g = make_x(2 + static_cast<int>(seed % 3), seed);
    auto bot = make_bot("random", seed);
    while (!g->terminal()) {
      auto r = g->clone();
      Rng rng(seed);
      r->resample_hidden(g->current_player(), rng);
      g->legal_actions(legal);
      for (Action a : legal)
        for (Lang lang : {Lang::En, Lang::De}) {
          const std::string label = g->action_label(a, lang);
          CHECK(label == r->action_label(a, lang));
          if (a >= ToyXState::kConfirm)
            CHECK(std::none_of(label.begin(), label.end(), [](char ch) { return ch >= '0' && ch <= '9'; }));
        }
      g->apply(bot->choose(*g));
    }
  }
}

TEST_CASE("toy extended: scores and ranks at the end", "[toy]") {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const int n = 2 + static_cast<int>(seed % 3);
    auto s = make_x(n, seed);
    while (!s->terminal()) s->apply(simple_policy(*s));
    const ToyXState& x = X(*s);
    std::vector<int> sc, rk;
    s->scores(sc);
    s->ranks(rk);
    const std::string o = s->observation_json(-1);
    for (int p = 0; p < n; ++p) {
      int tokens = 0;
      for (int i = 0; i < x.token_count(p); ++i) tokens += x.token_value(p, i);
      CHECK(sc[static_cast<size_t>(p)] >= tokens);
      int better = 0;
      for (int q = 0; q < n; ++q) better += sc[static_cast<size_t>(q)] > sc[static_cast<size_t>(p)];
      CHECK(rk[static_cast<size_t>(p)] >= better);  // ties are broken by the cards staked
    }
    CHECK(std::count(rk.begin(), rk.end(), 0) >= 1);
    CHECK(has(o, "\"phase\":\"end\""));
  }
}

TEST_CASE("toy extended: bots play it without seeing hidden data", "[toy][bots]") {
  for (const char* kind : {"random", "heuristic", "ismcts-easy"}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      INFO(kind << " seed " << seed);
      auto s = make_x(3, seed);
      auto walk = make_bot("random", seed);
      for (uint64_t i = 0; i < seed * 3 && !s->terminal(); ++i) s->apply(walk->choose(*s));
      if (s->terminal()) continue;
      auto t = s->clone();
      Rng r(seed * 3 + 1);
      t->resample_hidden(s->current_player(), r);
      auto b1 = make_bot(kind, 99);
      auto b2 = make_bot(kind, 99);
      CHECK(b1->choose(*s) == b2->choose(*t));
    }
    // A whole game, every seat the same bot.
    auto s = make_x(4, 11);
    auto bot = make_bot(kind, 5);
    std::vector<Action> legal;
    while (!s->terminal()) {
      const Action a = bot->choose(*s);
      s->legal_actions(legal);
      REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
      s->apply(a);
    }
  }
}
