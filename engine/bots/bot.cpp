#include "bots/bot.h"

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

 private:
  Rng rng_;
  std::vector<Action> buf_;
  Action choice_ = 0;
};

}  // namespace

const std::vector<std::string>& bot_kinds() {
  static const std::vector<std::string> kinds = {"random"};
  return kinds;
}

std::unique_ptr<Bot> make_bot(std::string_view kind, uint64_t seed, std::string* why) {
  if (kind == "random") return std::make_unique<RandomBot>(seed);
  if (why) *why = "unknown bot '" + std::string(kind) + "' (known: random)";
  return nullptr;
}

}  // namespace emp
