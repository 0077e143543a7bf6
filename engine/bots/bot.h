// Bots choose actions for the seat to act. Thinking is sliced (start / think /
// result) so a front end can spread a search over frames without freezing.
// A bot gets the true state but must only use what its seat may see: searching
// bots call State::resample_hidden(seat) on their copies before using them.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/rng.h"

namespace emp {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view kind() const = 0;
  // Begins a decision for s.current_player().
  virtual void start(const State& s) = 0;
  // Does up to `work` units of thinking (iterations). Returns true when a
  // result is ready.
  virtual bool think(int work) = 0;
  virtual Action result() const = 0;
  // The bot's state between decisions (its generators' words), so that a
  // decision can be made by a copy elsewhere (bots/remote.h) and this bot go
  // on from where the copy ended. set_rng_state refuses words that do not fit.
  virtual std::vector<uint64_t> rng_state() const = 0;
  virtual bool set_rng_state(const std::vector<uint64_t>& words) = 0;

  // Convenience: start, think to completion, return the choice.
  Action choose(const State& s) {
    start(s);
    while (!think(1 << 20)) {
    }
    return result();
  }
};

// A generator as rng_state() words, and back (two words).
inline std::vector<uint64_t> rng_words(const Rng& r) { return {r.state0(), r.state1()}; }
inline bool set_rng_words(Rng& r, const std::vector<uint64_t>& w) {
  if (w.size() != 2 || (w[0] | w[1]) == 0) return false;
  r.set_state(w[0], w[1]);
  return true;
}

enum class Difficulty { Easy, Normal, Hard };
// ISMCTS iterations per decision for a difficulty (the think budget).
int ismcts_budget(Difficulty d);

// Kinds: "random", "heuristic", "ismcts-easy", "ismcts-normal" (or "ismcts"),
// "ismcts-hard"; "passer" (always the game's least-progress choice,
// GameInfo::pass: a person who only passes, for tests; not in bot_kinds(),
// which lists what a player can seat). Returns nullptr and sets *why for an
// unknown kind. The ISMCTS kinds with threads > 1 search root-parallel
// (ParallelIsmctsBot: that many searches of the full budget each); the other
// kinds ignore `threads`.
std::unique_ptr<Bot> make_bot(std::string_view kind, uint64_t seed, std::string* why = nullptr, int threads = 1);
// The most searches a root-parallel bot or analysis runs (--threads).
constexpr int kMaxSearchThreads = 64;
const std::vector<std::string>& bot_kinds();

}  // namespace emp
