// empires: the command-line front end of the engine (no UI).
//   empires list
//   empires play --game G --players N --seed S [--bots random,...]
//   empires replay FILE|LINK
//   empires bench --game G [--players N] [--seconds T]
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/search_bots.h"
#include "core/game.h"
#include "core/json.h"
#include "core/messages.h"
#include "core/record.h"

namespace {

using namespace emp;

struct Args {
  std::vector<std::string> positional;
  std::vector<std::pair<std::string, std::string>> flags;
  const char* get(const char* name) const {
    for (const auto& [k, v] : flags)
      if (k == name) return v.c_str();
    return nullptr;
  }
};

Args parse(int argc, char** argv) {
  Args a;
  for (int i = 2; i < argc; ++i) {
    if (std::strncmp(argv[i], "--", 2) == 0) {
      std::string k = argv[i] + 2;
      std::string v = (i + 1 < argc && std::strncmp(argv[i + 1], "--", 2) != 0) ? argv[++i] : "1";
      a.flags.emplace_back(k, v);
    } else {
      a.positional.emplace_back(argv[i]);
    }
  }
  return a;
}

int usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  empires list\n"
               "  empires play --game G --players N --seed S [--bots random,...]\n"
               "  empires replay FILE|LINK\n"
               "  empires save LINK FILE\n"
               "  empires bench --game G [--players N] [--seconds T] [--bot ismcts]\n"
               "  empires arena --game G --players N --bots a,b,... --games K [--seed S]\n");
  return 2;
}

bool parse_u64(const char* s, uint64_t& out) {
  if (!s || !*s) return false;
  char* end = nullptr;
  out = std::strtoull(s, &end, 10);
  return end && *end == 0;
}

std::string hex(uint64_t v) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

int cmd_list() {
  JsonWriter w;
  w.begin_array();
  for (const GameInfo* g : all_games()) {
    if (!g->listed) continue;
    w.begin_object();
    write_game_info_fields(w, *g);
    w.end_object();
  }
  w.end_array();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

void write_scores(JsonWriter& w, const State& s) {
  std::vector<int> v;
  s.scores(v);
  w.key("scores").begin_array();
  for (int x : v) w.value(x);
  w.end_array();
  s.ranks(v);
  w.key("ranks").begin_array();
  for (int x : v) w.value(x);
  w.end_array();
}

std::vector<std::string> split(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream ss(list);
  std::string k;
  while (std::getline(ss, k, ',')) out.push_back(k);
  return out;
}

int cmd_play(const Args& a) {
  const char* game = a.get("game");
  uint64_t players = 0, seed = 0;
  if (!game || !parse_u64(a.get("players"), players) || !parse_u64(a.get("seed") ? a.get("seed") : "1", seed))
    return usage();
  Options o;
  o.players = static_cast<int>(players);
  std::string why;
  auto s = new_game(game, o, seed, &why);
  if (!s) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<std::string> kinds;
  kinds = split(a.get("bots") ? a.get("bots") : "random");
  for (int p = 0; p < o.players; ++p) {
    const std::string& k = kinds[std::min<size_t>(p, kinds.size() - 1)];
    auto b = make_bot(k, seed * 1000003ull + static_cast<uint64_t>(p) + 1, &why);
    if (!b) {
      std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
      return 2;
    }
    bots.push_back(std::move(b));
  }
  Record rec = make_record(*s, seed, o);
  while (!s->terminal()) {
    const Action act = bots[s->current_player()]->choose(*s);
    rec.actions.push_back(act);
    s->apply(act);
  }
  JsonWriter w;
  w.begin_object().field("game", s->info().id).field("players", o.players).field("seed", seed);
  write_scores(w, *s);
  w.field("actions", static_cast<uint64_t>(rec.actions.size())).field("hash", hex(s->hash()));
  w.field("link", "#g=" + encode_link(rec)).end_object();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

bool read_file(const std::string& path, std::string& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  out = ss.str();
  return true;
}

int cmd_replay(const Args& a) {
  if (a.positional.size() != 1) return usage();
  const std::string& arg = a.positional[0];
  std::string text;
  Record rec;
  std::string why;
  bool ok;
  if (read_file(arg, text)) {
    if (text.size() >= 4 && text.compare(0, 4, "EMPS") == 0)
      ok = load_from_bytes(text, rec, &why);
    else
      ok = decode_link(text, rec, &why);
  } else {
    ok = decode_link(arg, rec, &why);
  }
  if (!ok) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  auto s = replay(rec, &why);
  if (!s) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  JsonWriter w;
  w.begin_object()
      .field("game", rec.game)
      .field("players", rec.options.players)
      .field("seed", rec.seed)
      .field("actions", static_cast<uint64_t>(rec.actions.size()))
      .field("terminal", s->terminal());
  write_scores(w, *s);
  w.field("hash", hex(s->hash())).key("state").raw(s->to_json()).end_object();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

// ISMCTS iterations per second from the start of a game (and mid-game).
int bench_ismcts(const GameInfo& g, int players, double seconds) {
  Options o;
  o.players = players;
  IsmctsConfig cfg;
  cfg.iterations = 1 << 30;
  uint64_t iters = 0;
  int decisions = 0;
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  double elapsed = 0;
  uint64_t seed = 1;
  while (elapsed < seconds) {
    auto s = new_game(g.id, o, seed++, nullptr);
    Rng rng(seed);
    std::vector<Action> legal;
    // Bench positions: after a random number of random actions.
    const int skip = static_cast<int>(rng.below(200));
    for (int i = 0; i < skip && !s->terminal(); ++i) {
      s->legal_actions(legal);
      s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
    }
    if (s->terminal()) continue;
    IsmctsBot bot(seed, cfg);
    bot.start(*s);
    const auto d0 = clock::now();
    while (std::chrono::duration<double>(clock::now() - d0).count() < 0.5) bot.think(64);
    iters += static_cast<uint64_t>(bot.iterations_done());
    ++decisions;
    elapsed = std::chrono::duration<double>(clock::now() - t0).count();
  }
  JsonWriter w;
  w.begin_object()
      .field("game", g.id)
      .field("players", players)
      .field("bot", "ismcts")
      .field("seconds", elapsed)
      .field("decisions", decisions)
      .field("iterations", iters)
      .field("iterations_per_second", static_cast<double>(iters) / elapsed)
      .end_object();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

// Wilson score interval for a proportion (95%: z = 1.96).
void wilson(double wins, double n, double& lo, double& hi) {
  const double z = 1.96;
  if (n <= 0) {
    lo = 0;
    hi = 1;
    return;
  }
  const double p = wins / n;
  const double den = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / den;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
  lo = std::max(0.0, centre - half);
  hi = std::min(1.0, centre + half);
}

int cmd_arena(const Args& a) {
  const char* game = a.get("game");
  uint64_t players = 0, games = 0, seed = 1;
  if (!game || !a.get("bots") || !parse_u64(a.get("players"), players) || !parse_u64(a.get("games"), games) ||
      (a.get("seed") && !parse_u64(a.get("seed"), seed)))
    return usage();
  const std::vector<std::string> kinds = split(a.get("bots"));
  if (kinds.size() != players) {
    std::fprintf(stderr, "empires: --bots needs one bot per seat (%d)\n", static_cast<int>(players));
    return 2;
  }
  Options o;
  o.players = static_cast<int>(players);
  std::string why;
  if (!new_game(game, o, seed, &why)) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  for (const auto& k : kinds)
    if (!make_bot(k, 1, &why)) {
      std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
      return 2;
    }
  const size_t nb = kinds.size();
  std::vector<double> wins(nb, 0), score(nb, 0);
  std::vector<int> played(nb, 0);
  std::vector<int> sc, rk;
  for (uint64_t gi = 0; gi < games; ++gi) {
    // Seat rotation: bot j sits in seat (j + gi) mod N.
    const uint64_t gseed = seed * 1000003ull + gi;
    auto s = new_game(game, o, gseed, nullptr);
    std::vector<std::unique_ptr<Bot>> seat_bot(nb);
    std::vector<size_t> bot_of_seat(nb);
    for (size_t j = 0; j < nb; ++j) {
      const size_t seat = (j + gi) % nb;
      bot_of_seat[seat] = j;
      seat_bot[seat] = make_bot(kinds[j], gseed * 31 + j, nullptr);
    }
    while (!s->terminal()) s->apply(seat_bot[static_cast<size_t>(s->current_player())]->choose(*s));
    s->scores(sc);
    s->ranks(rk);
    int winners = 0;
    for (int r : rk) winners += r == 0;
    for (size_t seat = 0; seat < nb; ++seat) {
      const size_t j = bot_of_seat[seat];
      if (rk[seat] == 0) wins[j] += 1.0 / winners;
      score[j] += sc[seat];
      ++played[j];
    }
  }
  JsonWriter w;
  w.begin_object()
      .field("game", std::string(game))
      .field("players", o.players)
      .field("games", games)
      .field("seed", seed);
  w.key("bots").begin_array();
  for (size_t j = 0; j < nb; ++j) {
    double lo, hi;
    wilson(wins[j], played[j], lo, hi);
    w.begin_object()
        .field("seat_in_list", static_cast<int>(j))
        .field("bot", kinds[j])
        .field("games", played[j])
        .field("wins", wins[j])
        .field("win_share", played[j] ? wins[j] / played[j] : 0.0)
        .field("wilson95_low", lo)
        .field("wilson95_high", hi)
        .field("avg_score", played[j] ? score[j] / played[j] : 0.0)
        .end_object();
  }
  w.end_array().end_object();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

// empires save LINK FILE: writes the game as a save file (cereal bytes).
int cmd_save(const Args& a) {
  if (a.positional.size() != 2) return usage();
  Record rec;
  std::string why;
  if (!decode_link(a.positional[0], rec, &why)) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  std::ofstream f(a.positional[1], std::ios::binary);
  const std::string bytes = save_to_bytes(rec);
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) {
    std::fprintf(stderr, "empires: cannot write %s\n", a.positional[1].c_str());
    return 2;
  }
  return 0;
}

int cmd_bench(const Args& a) {
  const char* game = a.get("game");
  if (!game) return usage();
  const GameInfo* g = find_game(game);
  if (!g) {
    std::fprintf(stderr, "empires: unknown game '%s'\n", game);
    return 2;
  }
  uint64_t players = static_cast<uint64_t>(g->max_players >= 4 ? 4 : g->max_players);
  if (a.get("players") && !parse_u64(a.get("players"), players)) return usage();
  const double seconds = a.get("seconds") ? std::atof(a.get("seconds")) : 3.0;
  if (a.get("bot")) {
    if (std::string(a.get("bot")) != "ismcts") return usage();
    return bench_ismcts(*g, static_cast<int>(players), seconds);
  }
  Options o;
  o.players = static_cast<int>(players);
  std::string why;
  if (!new_game(game, o, 1, &why)) {
    std::fprintf(stderr, "empires: %s\n", message_text(why, Lang::En).c_str());
    return 2;
  }
  Rng rng(12345);
  std::vector<Action> legal;
  legal.reserve(256);
  uint64_t actions = 0, games = 0;
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    auto s = new_game(game, o, ++games, nullptr);
    while (!s->terminal()) {
      s->legal_actions(legal);
      s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ++actions;
    }
    elapsed = std::chrono::duration<double>(clock::now() - t0).count();
  }
  JsonWriter w;
  w.begin_object()
      .field("game", g->id)
      .field("players", o.players)
      .field("seconds", elapsed)
      .field("games", games)
      .field("actions", actions)
      .field("actions_per_second", static_cast<double>(actions) / elapsed)
      .field("games_per_second", static_cast<double>(games) / elapsed)
      .end_object();
  std::printf("%s\n", w.str().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  const Args a = parse(argc, argv);
  if (cmd == "list") return cmd_list();
  if (cmd == "play") return cmd_play(a);
  if (cmd == "replay") return cmd_replay(a);
  if (cmd == "bench") return cmd_bench(a);
  if (cmd == "arena") return cmd_arena(a);
  if (cmd == "save") return cmd_save(a);
  return usage();
}
