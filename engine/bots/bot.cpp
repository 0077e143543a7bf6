#include "bots/bot.h"

#include "bots/search_bots.h"

namespace emp {
namespace {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  std::string_view kind() const override { return "random"; }
  void start(const State& s) override {
    s.legal_actions(buf_);
    choice_ = buf_.empty() ? 0 : buf_[rng_.below(static_cast<uint32_t>(buf_.size()))];
  }
  bool think(int) override { return true; }
  Action result() const override { return choice_; }
  std::vector<uint64_t> rng_state() const override { return rng_words(rng_); }
  bool set_rng_state(const std::vector<uint64_t>& w) override { return set_rng_words(rng_, w); }

 private:
  Rng rng_;
  std::vector<Action> buf_;
  Action choice_ = 0;
};

// A seat that always passes (GameInfo::pass): a stand-in for a person who
// takes no part, for the tests and the CLI arena. Not offered in the menu.
class PasserBot final : public Bot {
 public:
  std::string_view kind() const override { return "passer"; }
  void start(const State& s) override {
    s.legal_actions(buf_);
    choice_ = buf_.empty() ? 0 : s.info().pass ? s.info().pass(s, buf_) : buf_.front();
  }
  bool think(int) override { return true; }
  Action result() const override { return choice_; }
  // No randomness: nothing to carry between decisions.
  std::vector<uint64_t> rng_state() const override { return {}; }
  bool set_rng_state(const std::vector<uint64_t>& w) override { return w.empty(); }

 private:
  std::vector<Action> buf_;
  Action choice_ = 0;
};

}  // namespace

// Budgets (docs/strength.md): native 4-player Rise runs ~120k iterations/s,
// 5-player ~87k; the browser (wasm) is ~0.7-1x native. Hard therefore thinks
// ~0.5-0.7 s per decision in the browser (limit: 2 s), Normal ~30 ms, Easy
// ~5 ms. The front end slices think() calls so no frame exceeds its budget.
int ismcts_budget(Difficulty d) {
  switch (d) {
    case Difficulty::Easy:
      return 300;
    case Difficulty::Normal:
      return 2000;
    case Difficulty::Hard:
      return 40000;
  }
  return 2000;
}

const std::vector<std::string>& bot_kinds() {
  static const std::vector<std::string> kinds = {"random", "heuristic", "ismcts-easy", "ismcts-normal", "ismcts-hard"};
  return kinds;
}

std::unique_ptr<Bot> make_bot(std::string_view kind, uint64_t seed, std::string* why, int threads) {
  if (kind == "random") return std::make_unique<RandomBot>(seed);
  if (kind == "heuristic") return std::make_unique<HeuristicBot>(seed);
  if (kind == "passer") return std::make_unique<PasserBot>();
  IsmctsConfig c;
  c.settle = true;
  c.even_time = true;
  auto search = [&](Difficulty d) -> std::unique_ptr<Bot> {
    c.iterations = ismcts_budget(d);
    if (threads > 1) return std::make_unique<ParallelIsmctsBot>(seed, c, threads);
    return std::make_unique<IsmctsBot>(seed, c);
  };
  if (kind == "ismcts-easy") return search(Difficulty::Easy);
  if (kind == "ismcts" || kind == "ismcts-normal") return search(Difficulty::Normal);
  if (kind == "ismcts-hard") return search(Difficulty::Hard);
  if (why)
    *why = "unknown bot '" + std::string(kind) +
           "' (known: random, heuristic, ismcts-easy, ismcts-normal, ismcts-hard, passer)";
  return nullptr;
}

}  // namespace emp
