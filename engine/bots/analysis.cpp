#include "bots/analysis.h"

#include <algorithm>

#include "bots/evaluate.h"

namespace emp {

bool GameAnalysis::begin(const Record& rec, int observer, int iterations, uint64_t seed, std::string* why,
                         int threads) {
  std::string err;
  auto walk = new_game(rec.game, rec.options, rec.seed, &err, rec.rules_version);
  if (!walk) {
    if (why) *why = err;
    return false;
  }
  // One checked walk first: which positions offer a real choice.
  std::vector<char> trivial;
  std::vector<Action> legal;
  {
    auto w = walk->clone();
    for (Action a : rec.actions) {
      w->legal_actions(legal);
      trivial.push_back(legal.size() <= 1);
      if (!w->apply_checked(a, &err)) {
        if (why) *why = err.empty() ? "illegal" : err;
        return false;
      }
    }
    trivial.push_back(1);  // the final position: exact or estimated, never searched
  }
  rec_ = rec;
  observer_ = observer;
  threads_ = std::clamp(threads, 1, kMaxSearchThreads);
  iterations_ = std::max(iterations, 1);
  seed_ = seed;
  walk_ = std::move(walk);
  trivial_ = std::move(trivial);
  results_.assign(rec.actions.size() + 1, PositionAnalysis{});
  searched_total_ = static_cast<size_t>(std::count(trivial_.begin(), trivial_.end(), 0));
  searched_done_ = 0;
  iterations_done_ = 0;
  next_ = filled_ = 0;
  started_ = false;
  bot_.reset();
  return true;
}

double GameAnalysis::fraction() const {
  if (finished()) return 1.0;
  const double per_position = static_cast<double>((iterations_ + threads_ - 1) / threads_) * threads_;
  const double total = static_cast<double>(searched_total_) * per_position;
  const double now =
      static_cast<double>(searched_done_) * per_position + static_cast<double>(bot_ ? bot_->iterations_done() : 0);
  return total > 0 ? std::min(now / total, 1.0) : 0.0;
}

void GameAnalysis::start_position() {
  started_ = true;
  if (trivial_[next_]) return;
  IsmctsConfig cfg;
  cfg.iterations = (iterations_ + threads_ - 1) / threads_;
  cfg.observer = observer_;
  // Each position's search has its own seed: the figures of one position do
  // not depend on how the work was sliced.
  bot_ = std::make_unique<ParallelIsmctsBot>(seed_ ^ (0x9E3779B97F4A7C15ULL * (next_ + 1)), cfg, threads_);
  bot_->start(*walk_);
}

void GameAnalysis::finish_position() {
  PositionAnalysis& r = results_[next_];
  r.mover = walk_->terminal() ? -1 : walk_->current_player();
  if (bot_) {
    r.searched = true;
    r.best = bot_->result();
    bot_->seat_chances(r.chance);
    iterations_done_ += static_cast<uint64_t>(bot_->iterations_done());
    ++searched_done_;
    bot_.reset();
    // The forced moves before it lead here: the same figures.
    for (size_t i = filled_; i < next_; ++i) std::copy(r.chance, r.chance + kMaxPlayers, results_[i].chance);
    filled_ = next_ + 1;
  } else if (walk_->terminal() || next_ + 1 == results_.size()) {
    // The end: exact ranks (or, for a game cut short, the static estimate
    // from what the observer may see).
    auto det = walk_->clone();
    Rng local(seed_);
    if (!det->terminal()) det->resample_hidden(observer_ == kObserverMover ? det->current_player() : observer_, local);
    win_chances(*det, r.chance);
    for (size_t i = filled_; i < next_; ++i) std::copy(r.chance, r.chance + kMaxPlayers, results_[i].chance);
    filled_ = next_ + 1;
  }
  if (next_ < rec_.actions.size()) walk_->apply(rec_.actions[next_]);
  ++next_;
  started_ = false;
}

bool GameAnalysis::step(int work) {
  while (!finished() && work > 0) {
    if (!started_) start_position();
    if (bot_) {
      const long before = bot_->iterations_done();
      const bool ready = bot_->think(std::max(work / threads_, 1));
      work -= static_cast<int>(std::max(bot_->iterations_done() - before, 1L));
      if (!ready) break;
    }
    finish_position();
  }
  return finished();
}

std::vector<ChanceDrop> GameAnalysis::biggest_drops(size_t count, double min_drop) const {
  std::vector<ChanceDrop> drops;
  for (size_t i = 0; i + 1 < filled_; ++i) {
    const PositionAnalysis& r = results_[i];
    if (r.mover < 0 || !r.searched) continue;  // forced moves lose nothing
    const double d = r.chance[r.mover] - results_[i + 1].chance[r.mover];
    if (d >= min_drop) drops.push_back(ChanceDrop{i, r.mover, d});
  }
  std::sort(drops.begin(), drops.end(), [](const ChanceDrop& a, const ChanceDrop& b) {
    return a.drop != b.drop ? a.drop > b.drop : a.move < b.move;
  });
  if (drops.size() > count) drops.resize(count);
  return drops;
}

}  // namespace emp
