// empires: the command-line front end of the engine (no UI).
//   empires list | play | replay | save | bench | arena | conform (print_usage
//   in args.cpp lists the options). Every argument is checked (cli/args.cpp):
//   a bad one ends with a one-line message on stderr and exit code 2, never a
//   signal or a silent coercion.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bots/analysis.h"
#include "bots/bot.h"
#include "bots/search_bots.h"
#include "cli/cli.h"
#include "core/game.h"
#include "core/json.h"
#include "core/messages.h"
#include "core/record.h"

namespace {

using namespace emp;
using namespace emp::cli;

// Largest input file: a save file (load_from_bytes refuses more than 1 MiB)
// or a link text (decode_link refuses more than kMaxLinkChars + 4096).
constexpr size_t kMaxInputBytes = std::max(kMaxSaveBytes, kMaxLinkChars + 4096);
// A game that has not ended when its record is full (kMaxRecordActions) is
// reported, not played on: its record could not be saved or replayed.
constexpr size_t kMaxPlayActions = kMaxRecordActions;
constexpr uint64_t kMaxGames = 1000000;
constexpr double kMaxSeconds = 3600;

int cmd_list(int argc, char** argv) {
  const Args a("list", argc, argv, {}, 0, 0);
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
  return kExitOk;
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

// Writes `rec` as a save file at `path`; what is written must read back
// exactly as `replay` reads it. Ends the program (exit code 2) on failure.
void write_save_file(const Args& a, const Record& rec, const std::string& path) {
  const std::string bytes = save_to_bytes(rec);
  Record back;
  std::string why;
  if (!load_from_bytes(bytes, back, &why)) a.fail(english(why));
  if (!(back == rec) || !replay(back, &why)) a.fail(english(msg("save.check")));
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) a.fail("cannot write '" + shown(path) + "': " + std::strerror(errno));
  const bool wrote = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  const int err = errno;
  if (std::fclose(f) != 0 || !wrote)
    a.fail("cannot write '" + shown(path) + "': " + std::strerror(wrote ? errno : err));
}

int cmd_play(int argc, char** argv) {
  const Args a("play", argc, argv, {"game", "players", "seed", "bots", "names", "humans", "uid", "save"}, 0, 0);
  const GameInfo& g = a.game();
  Options o;
  o.players = a.players(g);
  const uint64_t seed = a.seed();
  // Fewer bots than seats: the last one takes the remaining seats.
  const std::vector<std::string> kinds = a.bots("bots", 1, static_cast<size_t>(o.players), "random");
  std::string why;
  auto s = new_game(g.id, o, seed, &why);
  if (!s) a.fail(english(why));
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < o.players; ++p) {
    const std::string& k = kinds[std::min(static_cast<size_t>(p), kinds.size() - 1)];
    auto b = make_bot(k, seed * 1000003ull + static_cast<uint64_t>(p) + 1, &why);
    if (!b) a.fail(english(why));
    bots.push_back(std::move(b));
  }
  Record rec = make_record(*s, seed, o);
  // The link's table names the bots that played. --names A,B,...: seat names;
  // --humans 0,2: seats marked human in the table (their bots stand in for
  // them); --uid N: a play-by-link game uid.
  std::vector<std::string> names;
  if (const std::string* n = a.get("names")) {
    size_t start = 0;
    while (start <= n->size()) {
      const size_t comma = std::min(n->find(',', start), n->size());
      names.push_back(n->substr(start, comma - start));
      start = comma + 1;
    }
    if (names.size() != static_cast<size_t>(o.players)) a.fail("--names needs one name per seat");
  }
  std::vector<bool> human(static_cast<size_t>(o.players), false);
  if (const std::string* h = a.get("humans")) {
    for (char ch : *h) {
      if (ch == ',') continue;
      if (ch < '0' || ch - '0' >= o.players) a.fail("--humans takes seat numbers 0.." + std::to_string(o.players - 1));
      human[static_cast<size_t>(ch - '0')] = true;
    }
  }
  for (int p = 0; p < o.players; ++p) {
    const auto i = static_cast<size_t>(p);
    rec.table.seats.push_back({!human[i], human[i] ? std::string() : kinds[std::min(i, kinds.size() - 1)],
                               names.empty() ? std::string() : names[i], static_cast<uint32_t>(p)});
  }
  rec.table.game_uid = a.integer("uid", 0, 0, UINT64_MAX);
  if (std::string t = table_problem(rec.table, o.players); !t.empty()) a.fail(english(t));
  const std::string* save = a.get("save");  // --save FILE: the record as a save file
  while (!s->terminal()) {
    if (rec.actions.size() >= kMaxPlayActions) {
      // --save FILE: the game is kept up to here (it opens, and says it cannot go on).
      if (save) write_save_file(a, rec, *save);
      std::fprintf(stderr,
                   "empires: play: the game reached the record limit of %zu actions without ending; a record holds "
                   "no more, so it stops here%s%s\n",
                   kMaxPlayActions, save ? "; saved up to here in " : "", save ? shown(*save).c_str() : "");
      return kExitFailed;
    }
    const Action act = bots[static_cast<size_t>(s->current_player())]->choose(*s);
    rec.actions.push_back(act);
    s->apply(act);
  }
  if (save) write_save_file(a, rec, *save);
  JsonWriter w;
  w.begin_object().field("game", g.id).field("players", o.players).field("seed", seed);
  write_scores(w, *s);
  w.field("actions", static_cast<uint64_t>(rec.actions.size())).field("hash", hex(s->hash()));
  // A game too long for a link: "link" is null and "link_error" says why.
  const std::string code = encode_link(rec, &why);
  if (code.empty())
    w.key("link").null().field("link_error", english(why));
  else
    w.field("link", "#g=" + code);
  w.end_object();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

// Whether a missing file name could be meant as a link (a URL, a fragment or a
// bare base64url code) rather than a file name.
bool looks_like_link(const std::string& s) {
  if (s.find('#') != std::string::npos || s.rfind("g=", 0) == 0) return true;
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}

// FILE|LINK: a save file, a file holding a link, or the link itself. Ends the
// program with exit code 2 when it is none of these.
Record read_record(const Args& a, const std::string& arg) {
  std::string text, why;
  Record rec;
  bool missing = false;
  if (read_file_bounded(arg, kMaxInputBytes, text, why, &missing)) {
    if (text.empty()) a.fail("'" + shown(arg) + "' is empty");
    const bool save = text.size() >= 4 && text.compare(0, 4, "EMPS") == 0;
    if (!(save ? load_from_bytes(text, rec, &why) : decode_link(text, rec, &why))) a.fail(english(why));
    return rec;
  }
  if (!missing) a.fail(why);
  if (!looks_like_link(arg)) a.fail(why);
  std::string link_why;
  if (!decode_link(arg, rec, &link_why)) {
    if (arg.find('#') != std::string::npos || arg.rfind("g=", 0) == 0) a.fail(english(link_why));
    a.fail("'" + shown(arg) + "' is neither a file nor a valid link (" + english(link_why) + ")");
  }
  return rec;
}

// read_record, then checked as `replay` checks it (format, game, rules
// version, players, options, table, length and every action), so every
// subcommand reads a game the same way.
Record load_record(const Args& a, const std::string& arg) {
  Record rec = read_record(a, arg);
  std::string why;
  if (!replay(rec, &why)) a.fail(english(why));
  return rec;
}

int cmd_replay(int argc, char** argv) {
  const Args a("replay", argc, argv, {"upto"}, 1, 1);
  Record rec = load_record(a, a.positional()[0]);
  // --upto N: the position after the first N actions (review mode's positions).
  const uint64_t upto = a.integer("upto", rec.actions.size(), 0, rec.actions.size());
  rec.actions.resize(static_cast<size_t>(upto));
  std::string why;
  auto s = replay(rec, &why);
  if (!s) a.fail(english(why));
  JsonWriter w;
  w.begin_object()
      .field("game", rec.game)
      .field("players", rec.options.players)
      .field("seed", rec.seed)
      .field("actions", static_cast<uint64_t>(rec.actions.size()))
      .field("terminal", s->terminal());
  w.key("table").raw(table_json(rec.table));
  write_scores(w, *s);
  w.field("hash", hex(s->hash())).key("state").raw(s->to_json()).end_object();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

// empires save FILE|LINK OUT_FILE: writes the game as a save file (cereal bytes).
int cmd_save(int argc, char** argv) {
  const Args a("save", argc, argv, {}, 2, 2);
  const Record rec = load_record(a, a.positional()[0]);
  write_save_file(a, rec, a.positional()[1]);
  return kExitOk;
}

double per_second(double count, double seconds) { return seconds > 0 ? count / seconds : 0.0; }

// ISMCTS iterations per second from the start of a game (and mid-game).
int bench_ismcts(const GameInfo& g, int players, double seconds, int threads) {
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
  std::string why;
  while (elapsed < seconds) {
    auto s = new_game(g.id, o, seed++, &why);
    if (!s) fail_usage("bench: " + english(why));
    Rng rng(seed);
    std::vector<Action> legal;
    // Bench positions: after a random number of random actions.
    const int skip = static_cast<int>(rng.below(200));
    for (int i = 0; i < skip && !s->terminal(); ++i) {
      s->legal_actions(legal);
      s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
    }
    elapsed = std::chrono::duration<double>(clock::now() - t0).count();
    if (s->terminal()) continue;
    const auto d0 = clock::now();
    if (threads == 1) {
      IsmctsBot bot(seed, cfg);
      bot.start(*s);
      while (std::chrono::duration<double>(clock::now() - d0).count() < 0.5) bot.think(64);
      iters += static_cast<uint64_t>(bot.iterations_done());
    } else {
      // Root-parallel: every search thinks concurrently, joined every 1024
      // iterations each (a thread start costs far less than that).
      ParallelIsmctsBot bot(seed, cfg, threads);
      bot.start(*s);
      while (std::chrono::duration<double>(clock::now() - d0).count() < 0.5) bot.think(1024);
      iters += static_cast<uint64_t>(bot.iterations_done());
    }
    ++decisions;
    elapsed = std::chrono::duration<double>(clock::now() - t0).count();
  }
  JsonWriter w;
  w.begin_object()
      .field("game", g.id)
      .field("players", players)
      .field("bot", "ismcts")
      .field("threads", threads)
      .field("seconds", elapsed)
      .field("decisions", decisions)
      .field("iterations", iters)
      .field("iterations_per_second", per_second(static_cast<double>(iters), elapsed))
      .end_object();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

int cmd_bench(int argc, char** argv) {
  const Args a("bench", argc, argv, {"game", "players", "seconds", "bot", "threads"}, 0, 0);
  const GameInfo& g = a.game();
  Options o;
  o.players = a.players(g, std::clamp(4, g.min_players, g.max_players));
  const double seconds = a.seconds("seconds", 3.0, kMaxSeconds);
  const int threads = static_cast<int>(a.integer("threads", 1, 1, kMaxSearchThreads));
  if (const std::string* bot = a.get("bot")) {
    if (*bot != "ismcts") a.fail("--bot must be 'ismcts' (or leave it out for random playouts)");
    return bench_ismcts(g, o.players, seconds, threads);
  }
  if (a.get("threads")) a.fail("--threads needs --bot ismcts (random playouts run on one thread)");
  std::string why;
  if (!new_game(g.id, o, 1, &why)) a.fail(english(why));
  Rng rng(12345);
  std::vector<Action> legal;
  legal.reserve(256);
  uint64_t actions = 0, games = 0;
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    auto s = new_game(g.id, o, ++games, nullptr);
    for (size_t n = 0; !s->terminal() && n < kMaxPlayActions; ++n) {
      s->legal_actions(legal);
      s->apply(legal[rng.below(static_cast<uint32_t>(legal.size()))]);
      ++actions;
    }
    // The clock is read every 16 games: in wasm a read is a call out to
    // JavaScript, which would otherwise weigh on the shorter games' figures.
    if (games % 16 == 0) elapsed = std::chrono::duration<double>(clock::now() - t0).count();
  }
  JsonWriter w;
  w.begin_object()
      .field("game", g.id)
      .field("players", o.players)
      .field("seconds", elapsed)
      .field("games", games)
      .field("actions", actions)
      .field("actions_per_second", per_second(static_cast<double>(actions), elapsed))
      .field("games_per_second", per_second(static_cast<double>(games), elapsed))
      .end_object();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
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

// --threads of arena: one count for every bot, or one per entry of --bots
// (each from 1 to kMaxSearchThreads; bots that do not search ignore it).
std::vector<int> thread_list(const Args& a, size_t bots) {
  std::vector<int> out;
  const std::string* v = a.get("threads");
  if (!v) return std::vector<int>(bots, 1);
  size_t from = 0;
  while (true) {
    const size_t comma = v->find(',', from);
    const std::string_view part = std::string_view(*v).substr(from, comma == std::string::npos ? comma : comma - from);
    uint64_t n = 0;
    if (!parse_u64(part, n) || n < 1 || n > static_cast<uint64_t>(kMaxSearchThreads))
      a.fail("--threads must be whole numbers from 1 to " + std::to_string(kMaxSearchThreads) + ", not '" + shown(*v) +
             "'");
    out.push_back(static_cast<int>(n));
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  if (out.size() == 1) return std::vector<int>(bots, out[0]);
  if (out.size() != bots)
    a.fail("--threads needs one count, or one per bot (" + std::to_string(bots) + "), not " +
           std::to_string(out.size()));
  return out;
}

int cmd_arena(int argc, char** argv) {
  const Args a("arena", argc, argv, {"game", "players", "bots", "games", "seed", "threads", "limit", "from", "links"},
               0, 0);
  const GameInfo& g = a.game();
  Options o;
  o.players = a.players(g);
  const size_t nb = static_cast<size_t>(o.players);
  const std::vector<std::string> kinds = a.bots("bots", nb, nb);
  const std::vector<int> threads = thread_list(a, nb);
  const uint64_t games = a.integer("games", 0, 1, kMaxGames, /*required=*/true);
  const uint64_t seed = a.seed();
  // --from F: play games F .. F + games - 1 of the seed (to look at one game again).
  const uint64_t from = a.integer("from", 0, 0, kMaxGames);
  // --limit N: a game not ended after N actions is stopped and counted as
  // unfinished (its seats neither win nor score); without it, such a game at
  // the record limit ends the run with a message.
  const std::string* limit_arg = a.get("limit");
  const size_t limit = static_cast<size_t>(a.integer("limit", kMaxPlayActions, 1, kMaxPlayActions));
  std::string why;
  if (!new_game(g.id, o, seed, &why)) a.fail(english(why));
  std::vector<double> wins(nb, 0), score(nb, 0);
  std::vector<int> played(nb, 0);
  std::vector<int> sc, rk;
  // Game lengths: the longest (and which game it was: its seed is seed *
  // 1000003 + game) and the total, for the mean.
  uint64_t longest = 0, longest_game = 0, total_actions = 0;
  std::vector<uint64_t> unfinished;  // games stopped at --limit
  // --links K: the links of the first K unfinished games (to look at them in the app or with replay).
  const uint64_t links = a.integer("links", 0, 0, 100);
  std::vector<std::string> unfinished_links;
  for (uint64_t gi = from; gi < from + games; ++gi) {
    // Seat rotation: bot j sits in seat (j + gi) mod N.
    const uint64_t gseed = seed * 1000003ull + gi;
    auto s = new_game(g.id, o, gseed, nullptr);
    std::vector<std::unique_ptr<Bot>> seat_bot(nb);
    std::vector<size_t> bot_of_seat(nb);
    for (size_t j = 0; j < nb; ++j) {
      const size_t seat = static_cast<size_t>((j + gi) % nb);
      bot_of_seat[seat] = j;
      seat_bot[seat] = make_bot(kinds[j], gseed * 31 + j, nullptr, threads[j]);
    }
    Record rec = make_record(*s, gseed, o);
    for (size_t seat = 0; seat < nb; ++seat)
      rec.table.seats.push_back({true, kinds[bot_of_seat[seat]], std::string(), static_cast<uint32_t>(seat)});
    size_t n = 0;
    for (; !s->terminal(); ++n) {
      if (limit_arg && n >= limit) break;
      if (n >= kMaxPlayActions) {
        std::fprintf(stderr,
                     "empires: arena: game %" PRIu64
                     " reached the record limit of %zu actions without ending; a record holds no more, so it stops "
                     "here\n",
                     gi, kMaxPlayActions);
        return kExitFailed;
      }
      const Action act = seat_bot[static_cast<size_t>(s->current_player())]->choose(*s);
      if (links) rec.actions.push_back(act);
      s->apply(act);
    }
    total_actions += n;
    if (n > longest) {
      longest = n;
      longest_game = gi;
    }
    if (!s->terminal()) {
      unfinished.push_back(gi);
      if (unfinished_links.size() < links) {
        const std::string code = encode_link(rec, &why);
        unfinished_links.push_back(code.empty() ? english(why) : "#g=" + code);
      }
      continue;
    }
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
  w.begin_object().field("game", g.id).field("players", o.players).field("games", games).field("seed", seed);
  w.field("actions_max", longest)
      .field("actions_max_game", longest_game)
      .field("actions_mean", static_cast<double>(total_actions) / static_cast<double>(games));
  if (limit_arg) {
    w.field("limit", static_cast<uint64_t>(limit)).field("unfinished", static_cast<uint64_t>(unfinished.size()));
    w.key("unfinished_games").begin_array();  // the first 100
    for (size_t i = 0; i < std::min<size_t>(unfinished.size(), 100); ++i) w.value(unfinished[i]);
    w.end_array();
    if (links) {
      w.key("unfinished_links").begin_array();
      for (const std::string& l : unfinished_links) w.value(l);
      w.end_array();
    }
  }
  w.key("bots").begin_array();
  for (size_t j = 0; j < nb; ++j) {
    double lo, hi;
    wilson(wins[j], played[j], lo, hi);
    w.begin_object()
        .field("seat_in_list", static_cast<int>(j))
        .field("bot", kinds[j])
        .field("threads", threads[j])
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
  return kExitOk;
}

// empires analyze FILE|LINK: review mode's analysis (bots/analysis.h) with
// its timing: every position's preferred action and win chances as JSON.
int cmd_analyze(int argc, char** argv) {
  const Args a("analyze", argc, argv, {"iterations", "seat", "seed", "threads", "quick", "clear", "reuse", "margin"}, 1,
               1);
  const Record rec = load_record(a, a.positional()[0]);
  const uint64_t iterations =
      a.integer("iterations", static_cast<uint64_t>(ismcts_budget(Difficulty::Hard)), 1, 10000000);
  int observer = kObserverMover;  // "all": each position as its mover saw it
  if (const std::string* v = a.get("seat")) {
    uint64_t p = 0;
    if (*v == "all")
      observer = kObserverMover;
    else if (parse_u64(*v, p) && p < static_cast<uint64_t>(rec.options.players))
      observer = static_cast<int>(p);
    else
      a.fail("--seat must be a seat 0.." + std::to_string(rec.options.players - 1) + ", or 'all', not '" + shown(*v) +
             "'");
  }
  const uint64_t seed = a.seed(1);
  const int threads = static_cast<int>(a.integer("threads", 1, 1, kMaxSearchThreads));
  AnalysisOptions opt;
  opt.iterations = static_cast<int>(iterations);
  opt.threads = threads;
  // The review's analysis in the app: a quick pass first (--quick N), and each
  // position's search stopped once its best action is clear (--clear 1).
  opt.quick = static_cast<int>(a.integer("quick", 0, 0, iterations));
  opt.stop_when_clear = a.integer("clear", 0, 0, 1) != 0;
  // Tree reuse between consecutive positions in the final pass (--reuse 1; bots/analysis.h, kReuseRun).
  opt.reuse = a.integer("reuse", 0, 0, 1) != 0;
  // The stop's margin in thousandths (--margin 1000: never another best action; the app's review: 250).
  opt.clear_margin = static_cast<double>(a.integer("margin", 1000, 0, 1000000)) / 1000.0;
  GameAnalysis an;
  std::string why;
  if (!an.begin(rec, observer, seed, opt, &why)) a.fail(english(why));
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  while (!an.step(4096)) {
  }
  const double secs = std::chrono::duration<double>(clock::now() - t0).count();
  auto s = new_game(rec.game, rec.options, rec.seed, &why, rec.rules_version);
  JsonWriter w;
  w.begin_object()
      .field("game", rec.game)
      .field("players", rec.options.players)
      .field("actions", static_cast<uint64_t>(rec.actions.size()))
      .field("iterations_per_position", iterations)
      .field("threads", threads)
      .field("quick", opt.quick)
      .field("clear", opt.stop_when_clear)
      .field("reuse", opt.reuse)
      .field("margin", opt.clear_margin)
      .field("seconds", secs)
      .field("search_iterations", an.iterations_done())
      .field("reused_positions", static_cast<uint64_t>(an.reused_positions()));
  int searched = 0;
  w.key("positions").begin_array();
  for (size_t i = 0; i < an.positions(); ++i) {
    const PositionAnalysis& r = an.at(i);
    searched += r.searched;
    w.begin_object().field("n", static_cast<uint64_t>(i)).field("mover", r.mover).field("searched", r.searched);
    if (r.searched) w.field("best", static_cast<uint64_t>(r.best)).field("best_label", s->action_label(r.best));
    if (i < rec.actions.size()) w.field("played_label", s->action_label(rec.actions[i]));
    w.key("chances").begin_array();
    for (int p = 0; p < rec.options.players; ++p) w.value(r.chance[p]);
    w.end_array().end_object();
    if (i < rec.actions.size()) s->apply(rec.actions[i]);
  }
  w.end_array();
  w.field("searched_positions", searched);
  w.key("biggest_drops").begin_array();
  for (const ChanceDrop& d : an.biggest_drops(5, 0.05))
    w.begin_object()
        .field("move", static_cast<uint64_t>(d.move))
        .field("seat", d.seat)
        .field("drop", d.drop)
        .end_object();
  w.end_array().end_object();
  std::printf("%s\n", w.str().c_str());
  return kExitOk;
}

// A standard descriptor that is closed when the program starts is held by
// /dev/null opened read-only: no file the program opens takes its place (so
// no output lands in an input or the --hashes file), and a write to a closed
// stdout fails as an unwritable output (exit code 2).
void hold_closed_descriptors() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    const int n = ::open("/dev/null", O_RDONLY);
    if (n >= 0 && n != fd) {
      ::dup2(n, fd);
      ::close(n);
    }
  }
}

int run(int argc, char** argv) {
  if (argc < 2) fail_usage("missing command (see 'empires help')");
  const std::string cmd = argv[1];
  if (cmd == "help" || cmd == "--help" || cmd == "-h") {
    print_usage(true);
    return kExitOk;
  }
  if (cmd == "list") return cmd_list(argc, argv);
  if (cmd == "play") return cmd_play(argc, argv);
  if (cmd == "replay") return cmd_replay(argc, argv);
  if (cmd == "save") return cmd_save(argc, argv);
  if (cmd == "bench") return cmd_bench(argc, argv);
  if (cmd == "arena") return cmd_arena(argc, argv);
  if (cmd == "conform") return cmd_conform(argc, argv);
  if (cmd == "analyze") return cmd_analyze(argc, argv);
  fail_usage("unknown command '" + shown(cmd) +
             "' (commands: list, play, replay, save, bench, arena, conform, analyze)");
}

}  // namespace

int main(int argc, char** argv) {
  hold_closed_descriptors();
  // A closed pipe is an output that cannot be written (exit code 2 with a
  // message), not a signal.
  std::signal(SIGPIPE, SIG_IGN);
  return finish_output(run(argc, argv));
}
