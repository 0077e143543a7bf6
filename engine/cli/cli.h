// Shared pieces of the `empires` command: strict argument parsing (every flag
// known, every value checked, no silent coercion), bounded file reading and
// the exit codes.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game.h"

namespace emp::cli {

// Exit codes of every subcommand.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;  // a check failed (conform) or a game did not end (play)
constexpr int kExitUsage = 2;   // bad argument, bad input file or link, unwritable output

// Prints "empires: <message>" (one line) on stderr and exits with kExitUsage.
[[noreturn]] void fail_usage(const std::string& message);
// Prints the usage text (stdout when asked for, stderr otherwise).
void print_usage(bool to_stdout);

// The arguments of one subcommand. Options are "--name value" or
// "--name=value"; every option takes a value and may be given once. Anything
// not starting with "--" is positional ("--" alone ends the options).
// Unknown options, missing values, repeated options and a wrong count of
// positional arguments end the program with a message and exit code 2.
class Args {
 public:
  Args(std::string command, int argc, char** argv, std::vector<std::string_view> options, size_t min_positional,
       size_t max_positional);

  const std::string& command() const { return command_; }
  const std::vector<std::string>& positional() const { return positional_; }
  // The value of an option, or nullptr when it was not given.
  const std::string* get(std::string_view name) const;

  // --game: required, a registered game (test-only games included).
  const GameInfo& game() const;
  // --players: within the game's min..max; `fallback` when absent (0: required).
  int players(const GameInfo& g, int fallback = 0) const;
  // An unsigned decimal integer within [lo, hi] (no sign, no wrap-around).
  uint64_t integer(std::string_view name, uint64_t fallback, uint64_t lo, uint64_t hi, bool required = false) const;
  // --seed: a non-negative integer that fits 64 bits.
  uint64_t seed(uint64_t fallback = 1) const;
  // A finite number of seconds in (0, max].
  double seconds(std::string_view name, double fallback, double max) const;
  // A comma-separated list of bot kinds (make_bot), non-empty, no empty
  // entries, each known, between `min_entries` and `max_entries` entries.
  std::vector<std::string> bots(std::string_view name, size_t min_entries, size_t max_entries,
                                const char* fallback = nullptr) const;
  // Fails unless `name` is present.
  const std::string& required(std::string_view name) const;

  // Ends with a message prefixed by "<command>: ".
  [[noreturn]] void fail(const std::string& message) const;

 private:
  std::string command_;
  std::vector<std::string> positional_;
  std::vector<std::pair<std::string, std::string>> options_;
};

// Strict parsers (also used for values that are not options).
bool parse_u64(std::string_view s, uint64_t& out);   // decimal digits only, no overflow
bool parse_finite(std::string_view s, double& out);  // a finite decimal number

// Reads a file of at most `limit` bytes without ever holding more than
// limit + 1 bytes: a huge file, /dev/zero or a FIFO that never ends stops at
// the bound (and a reader that stalls after a few seconds). Returns false with
// a one-line reason; *missing is set when the path does not exist.
bool read_file_bounded(const std::string& path, size_t limit, std::string& out, std::string& why,
                       bool* missing = nullptr);

std::string hex(uint64_t v);
// A value as it may appear in a one-line message: control characters (so
// every escape sequence) and invalid UTF-8 become '?', and long values are
// shortened.
std::string shown(std::string_view s);
// The coded engine message `why` in English, printable as shown() makes text
// (its arguments may come from a file: a game id).
std::string english(const std::string& why);
// Flushes stdout: `rc`, or kExitUsage with a message on stderr when the output
// could not be written.
int finish_output(int rc);

// empires conform (conform.cpp).
int cmd_conform(int argc, char** argv);

}  // namespace emp::cli
