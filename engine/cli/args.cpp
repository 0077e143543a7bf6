// Argument checking and bounded file reading for the `empires` command.
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "bots/bot.h"
#include "cli/cli.h"
#include "core/messages.h"

namespace emp::cli {

std::string shown(std::string_view s) { return printable_text(s, 60); }

int finish_output(int rc) {
  // Output that could not be written (a full disk, a closed pipe or stdout) is an error.
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    const int e = errno;
    std::fprintf(stderr, "empires: cannot write the output%s%s\n", e ? ": " : "", e ? std::strerror(e) : "");
    return kExitUsage;
  }
  return rc;
}

namespace {

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : ", ") + x;
  return out;
}

}  // namespace

void print_usage(bool to_stdout) {
  std::fprintf(to_stdout ? stdout : stderr,
               "usage:\n"
               "  empires list\n"
               "  empires play --game G --players N [--seed S] [--bots random,...]\n"
               "               [--names A,B,...] [--humans 0,2] [--uid N] [--save FILE]\n"
               "               (--save: the record as a save file, also of a game stopped at the\n"
               "               record limit of 250,000 actions)\n"
               "  empires replay FILE|LINK [--upto N]   (N: the position after the first N actions)\n"
               "  empires save FILE|LINK OUT_FILE\n"
               "  empires bench --game G [--players N] [--seconds T] [--bot ismcts [--threads T]]\n"
               "  empires arena --game G --players N --bots a,b,... --games K [--seed S] [--limit L]\n"
               "               [--threads T|t1,t2,...]   (root-parallel searches per ISMCTS bot)\n"
               "               [--from F] [--links K]   (games F .. F + K - 1 of the seed; the links of\n"
               "               the first K unfinished games)\n"
               "               (bot j sits in seat (j + game) mod N; 'passer' always passes; the JSON\n"
               "               gives each bot's wins and the games' longest and mean length; with\n"
               "               --limit, games not ended after L actions are counted as unfinished)\n"
               "  empires conform --game G --players N --games K [--seed S] [--variant V] [--hashes FILE|-]\n"
               "  empires analyze FILE|LINK [--iterations N] [--seat P|all] [--seed S] [--threads T]\n"
               "               [--quick Q] [--clear 0|1]\n"
               "               (each position's preferred action and win chances; default: the Hard\n"
               "               bot's budget, each position as its mover saw it; --threads splits\n"
               "               each position's budget over T root-parallel searches; --quick: a first\n"
               "               pass of Q iterations per position; --clear 1: a position's search\n"
               "               stops once its best action is clear, as in the app)\n"
               "exit codes: 0 done, 1 a check failed (conform) or a game did not end,\n"
               "            2 bad argument, input or output (message on stderr)\n");
}

void fail_usage(const std::string& message) {
  std::fflush(stdout);
  std::fprintf(stderr, "empires: %s\n", message.c_str());
  std::exit(kExitUsage);
}

std::string hex(uint64_t v) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

std::string english(const std::string& why) { return printable_text(message_text(why, Lang::En)); }

bool parse_u64(std::string_view s, uint64_t& out) {
  if (s.empty() || s.size() > 20) return false;
  uint64_t v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return false;
    const uint64_t d = static_cast<uint64_t>(ch - '0');
    if (v > (UINT64_MAX - d) / 10) return false;
    v = v * 10 + d;
  }
  out = v;
  return true;
}

bool parse_finite(std::string_view s, double& out) {
  if (s.empty() || s.size() > 40) return false;
  for (char ch : s)
    if (!std::strchr("0123456789.eE+-", ch) || ch == 0) return false;
  const std::string text(s);
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v)) return false;
  out = v;
  return true;
}

// ---- Args ------------------------------------------------------------------------

Args::Args(std::string command, int argc, char** argv, std::vector<std::string_view> options, size_t min_positional,
           size_t max_positional)
    : command_(std::move(command)) {
  auto allowed = [&] {
    std::string list;
    for (auto o : options) list += (list.empty() ? "--" : ", --") + std::string(o);
    return list.empty() ? std::string("none") : list;
  };
  bool options_done = false;
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (options_done) {
      positional_.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      print_usage(true);
      std::exit(finish_output(kExitOk));
    }
    if (arg.substr(0, 2) != "--") {
      positional_.emplace_back(arg);
      continue;
    }
    std::string_view name = arg.substr(2);
    std::string value;
    bool has_value = false;
    if (const size_t eq = name.find('='); eq != std::string_view::npos) {
      value = std::string(name.substr(eq + 1));
      name = name.substr(0, eq);
      has_value = true;
    }
    bool known = false;
    for (auto o : options) known = known || o == name;
    if (!known) fail("unknown option --" + shown(name) + " (options: " + allowed() + ")");
    if (!has_value) {
      if (i + 1 >= argc || std::strncmp(argv[i + 1], "--", 2) == 0) fail("missing value for --" + std::string(name));
      value = argv[++i];
    }
    for (const auto& [k, v] : options_)
      if (k == name) fail("--" + std::string(name) + " is given twice");
    options_.emplace_back(std::string(name), std::move(value));
  }
  if (positional_.size() > max_positional) fail("unexpected argument '" + shown(positional_[max_positional]) + "'");
  if (positional_.size() < min_positional) fail("missing argument (see 'empires help')");
}

void Args::fail(const std::string& message) const { fail_usage(command_ + ": " + message); }

const std::string* Args::get(std::string_view name) const {
  for (const auto& [k, v] : options_)
    if (k == name) return &v;
  return nullptr;
}

const std::string& Args::required(std::string_view name) const {
  const std::string* v = get(name);
  if (!v) fail("missing --" + std::string(name) + " (see 'empires help')");
  return *v;
}

const GameInfo& Args::game() const {
  const std::string& id = required("game");
  if (const GameInfo* g = find_game(id)) return *g;
  std::vector<std::string> known;
  for (const GameInfo* g : all_games())
    if (g->listed) known.push_back(g->id);
  fail("unknown game '" + shown(id) + "' (games: " + join(known) + ")");
}

uint64_t Args::integer(std::string_view name, uint64_t fallback, uint64_t lo, uint64_t hi, bool is_required) const {
  const std::string* v = get(name);
  if (!v) {
    if (is_required) required(name);
    return fallback;
  }
  uint64_t x = 0;
  if (!parse_u64(*v, x) || x < lo || x > hi)
    fail("--" + std::string(name) + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
         ", not '" + shown(*v) + "'");
  return x;
}

int Args::players(const GameInfo& g, int fallback) const {
  const std::string range = std::to_string(g.min_players) + " to " + std::to_string(g.max_players);
  const std::string* v = get("players");
  if (!v) {
    if (fallback == 0) fail("missing --players (" + range + " for " + g.name_en + ")");
    return fallback;
  }
  uint64_t x = 0;
  if (!parse_u64(*v, x) || x < static_cast<uint64_t>(g.min_players) || x > static_cast<uint64_t>(g.max_players))
    fail("--players must be a whole number from " + range + " for " + g.name_en + ", not '" + shown(*v) + "'");
  return static_cast<int>(x);
}

uint64_t Args::seed(uint64_t fallback) const {
  const std::string* v = get("seed");
  if (!v) return fallback;
  uint64_t x = 0;
  if (!parse_u64(*v, x))
    fail("--seed must be a whole number from 0 to " + std::to_string(UINT64_MAX) + ", not '" + shown(*v) + "'");
  return x;
}

double Args::seconds(std::string_view name, double fallback, double max) const {
  const std::string* v = get(name);
  if (!v) return fallback;
  double x = 0;
  if (!parse_finite(*v, x) || !(x > 0) || x > max) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", max);
    fail("--" + std::string(name) + " must be a number of seconds above 0 and at most " + buf + ", not '" + shown(*v) +
         "'");
  }
  return x;
}

std::vector<std::string> Args::bots(std::string_view name, size_t min_entries, size_t max_entries,
                                    const char* fallback) const {
  const std::string* v = get(name);
  if (!v && !fallback) required(name);
  const std::string list = v ? *v : std::string(fallback);
  const std::string flag = "--" + std::string(name);
  if (list.empty()) fail(flag + " is empty (bots: " + join(bot_kinds()) + ", passer)");
  std::vector<std::string> out;
  size_t start = 0;
  while (true) {
    const size_t comma = list.find(',', start);
    out.push_back(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  for (const auto& k : out) {
    if (k.empty()) fail(flag + " has an empty entry in '" + shown(list) + "'");
    std::string why;
    if (!make_bot(k, 1, &why))
      fail("unknown bot '" + shown(k) + "' in " + flag + " (bots: " + join(bot_kinds()) + ", passer)");
  }
  if (out.size() > max_entries || out.size() < min_entries) {
    const std::string want = min_entries == max_entries
                                 ? std::to_string(max_entries)
                                 : std::to_string(min_entries) + " to " + std::to_string(max_entries);
    fail(flag + " lists " + std::to_string(out.size()) + (out.size() == 1 ? " bot for " : " bots for ") +
         std::to_string(max_entries) + " seats (give " + want + ")");
  }
  return out;
}

// ---- bounded reading ----------------------------------------------------------------

bool read_file_bounded(const std::string& path, size_t limit, std::string& out, std::string& why, bool* missing) {
  out.clear();
  if (missing) *missing = false;
  std::string name = shown(path);  // (built in steps: GCC 12 warns falsely on "'" + s)
  name.insert(0, 1, '\'');
  name += '\'';
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int e = errno;
    if (missing) *missing = e == ENOENT || e == ENOTDIR || e == ENAMETOOLONG;
    why = "cannot open " + name + ": " + std::strerror(e);
    return false;
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    why = "cannot read " + name + ": " + std::strerror(errno);
    return false;
  }
  const std::string too_large = name + " is too large (more than " + std::to_string(limit) + " bytes)";
  if (S_ISDIR(st.st_mode)) {
    why = name + " is a directory, not a file";
    return false;
  }
  const bool regular = S_ISREG(st.st_mode);
  if (regular && static_cast<uint64_t>(st.st_size) > limit) {
    why = too_large;
    return false;
  }
  // Pipes, FIFOs and devices: wait at most this long for their data.
  constexpr int kStallMs = 5000;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kStallMs);
  char buf[1 << 16];
  while (out.size() <= limit) {
    if (!regular) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      pollfd p{fd, POLLIN, 0};
      const int r = left.count() > 0 ? ::poll(&p, 1, static_cast<int>(left.count())) : 0;
      if (r < 0 && errno == EINTR) continue;
      if (r < 0) {
        why = "cannot read " + name + ": " + std::strerror(errno);
        return false;
      }
      if (r == 0) {
        why = "gave up reading " + name + ": no end of data within " + std::to_string(kStallMs / 1000) + " s";
        return false;
      }
    }
    const size_t want = std::min(sizeof buf, limit + 1 - out.size());
    const ssize_t n = ::read(fd, buf, want);
    if (n == 0) return true;  // end of file
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      why = "cannot read " + name + ": " + std::strerror(errno);
      return false;
    }
    out.append(buf, static_cast<size_t>(n));
  }
  why = too_large;
  return false;
}

}  // namespace emp::cli
