#include "bots/analysis.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "bots/evaluate.h"
#include "bots/remote.h"

namespace emp {

bool GameAnalysis::begin(const Record& rec, int observer, int iterations, uint64_t seed, std::string* why,
                         int threads) {
  AnalysisOptions opt;
  opt.iterations = iterations;
  opt.threads = threads;
  return begin(rec, observer, seed, opt, why);
}

bool GameAnalysis::begin(const Record& rec, int observer, uint64_t seed, const AnalysisOptions& opt, std::string* why) {
  std::string err;
  auto walk = new_game(rec.game, rec.options, rec.seed, &err, rec.rules_version);
  if (!walk) {
    if (why) *why = err;
    return false;
  }
  const size_t n = rec.actions.size() + 1;
  std::vector<PositionAnalysis> results(n);
  std::vector<std::unique_ptr<State>> states(n);
  std::vector<size_t> searched;
  // One checked walk: which positions offer a real choice (kept for their search).
  std::vector<Action> legal;
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    walk->legal_actions(legal);
    results[i].mover = walk->current_player();
    if (legal.size() > 1) {
      states[i] = walk->clone();
      searched.push_back(i);
    }
    if (!walk->apply_checked(rec.actions[i], &err)) {
      if (why) *why = err.empty() ? "illegal" : err;
      return false;
    }
  }
  rec_ = rec;
  observer_ = observer;
  opt_ = opt;
  opt_.iterations = std::max(opt_.iterations, 1);
  opt_.quick = std::clamp(opt_.quick, 0, opt_.iterations);
  if (opt_.quick >= opt_.iterations) opt_.quick = 0;
  seed_ = seed;
  threads_ = std::clamp(opt_.threads, 1, kMaxSearchThreads);
  opt_.threads = threads_;
  states_ = std::move(states);
  results_ = std::move(results);
  status_.assign(n, 0);
  iterations_.assign(n, 0);
  source_.assign(n, n - 1);
  for (size_t i = n - 1; i-- > 0;) source_[i] = states_[i] ? i : source_[i + 1];
  // The end: exact ranks (or, for a game cut short, the static estimate from
  // what the observer may see). It is final from the start.
  {
    PositionAnalysis& r = results_[n - 1];
    r.mover = walk->terminal() ? -1 : walk->current_player();
    Rng local(seed_);
    if (!walk->terminal())
      walk->resample_hidden(observer_ == kObserverMover ? walk->current_player() : observer_, local);
    win_chances(*walk, r.chance);
    status_[n - 1] = 2;
    for (size_t i = n - 1; i-- > 0 && source_[i] == n - 1;)
      std::copy(r.chance, r.chance + kMaxPlayers, results_[i].chance);
  }
  // The runs of tree reuse, from every searched position (a share's runs are
  // the same as the whole analysis's).
  chained_.assign(n, 0);
  pred_.assign(n, SIZE_MAX);
  for (size_t k = 1, len = 1; k < searched.size(); ++k) {
    const size_t p = searched[k - 1], i = searched[k];
    pred_[i] = p;
    const bool same_view = observer_ != kObserverMover || results_[p].mover == results_[i].mover;
    len = same_view && len < static_cast<size_t>(kReuseRun) ? len + 1 : 1;
    chained_[i] = len > 1;
  }
  if (!opt_.only.empty()) {
    // Another thread's share: only these positions, final figures at once.
    std::vector<size_t> only;
    for (size_t i : opt_.only)
      if (i < n && states_[i] && std::find(only.begin(), only.end(), i) == only.end()) only.push_back(i);
    for (size_t i = 0; i < n; ++i)
      if (states_[i] && std::find(only.begin(), only.end(), i) == only.end()) states_[i].reset();
    searched_ = only;
    opt_.only = only;
    opt_.quick = 0;
    std::sort(searched_.begin(), searched_.end());
  } else {
    searched_ = std::move(searched);
  }
  quick_done_ = final_done_ = 0;
  iterations_done_ = 0;
  changed_.clear();
  bot_.reset();
  prev_bot_.reset();
  prev_pos_ = SIZE_MAX;
  reused_count_ = 0;
  pass_ = opt_.quick > 0 ? 0 : 1;
  queue_ = opt_.only.empty() ? searched_ : opt_.only;
  qi_ = 0;
  return true;
}

size_t GameAnalysis::done() const {
  size_t k = 0;
  for (size_t i = 0; i < results_.size(); ++i) k += known(i);
  return k;
}

size_t GameAnalysis::finals() const {
  size_t k = 0;
  for (size_t i = 0; i < results_.size(); ++i) k += final(i);
  return k;
}

double GameAnalysis::quick_fraction() const {
  if (opt_.quick <= 0 || searched_.empty()) return 1.0;
  return std::min(static_cast<double>(quick_done_) / static_cast<double>(searched_.size()), 1.0);
}

double GameAnalysis::fraction() const {
  if (finished()) return 1.0;
  const double per_position = static_cast<double>((opt_.iterations + threads_ - 1) / threads_) * threads_;
  const double total = static_cast<double>(searched_.size()) * per_position;
  const double now = static_cast<double>(final_done_) * per_position +
                     static_cast<double>(bot_ && pass_ == 1 ? bot_->iterations_done() : 0);
  return total > 0 ? std::min(now / total, 1.0) : 0.0;
}

void GameAnalysis::start_position() {
  const size_t i = queue_[qi_];
  // Each position's search has its own seed: the figures of one position do
  // not depend on how the work was sliced, ordered or shared (and the quick
  // pass is the first part of the same search; with reuse, see kReuseRun).
  const uint64_t seed = seed_ ^ (0x9E3779B97F4A7C15ULL * (i + 1));
  if (pass_ == 1 && reuses(i) && prev_bot_ && prev_pos_ == pred_[i]) {
    bot_ = std::move(prev_bot_);
    const std::vector<Action> path(rec_.actions.begin() + static_cast<std::ptrdiff_t>(prev_pos_),
                                   rec_.actions.begin() + static_cast<std::ptrdiff_t>(i));
    if (bot_->continue_from(*states_[i], path, seed)) ++reused_count_;
    // The kept visits count toward the budget; at least 1 / kReuseMinNew of it is new.
    const int budget = per_search();
    for (int k = 0; k < bot_->searches(); ++k) {
      IsmctsBot& b = bot_->search(k);
      const long kept = static_cast<long>(b.reused());
      b.set_budget(static_cast<int>(std::max<long>(budget - kept, (budget + kReuseMinNew - 1) / kReuseMinNew)));
    }
    return;
  }
  prev_bot_.reset();
  IsmctsConfig cfg;
  cfg.iterations = per_search();
  cfg.observer = observer_;
  cfg.seat_sums = pass_ == 1 && opt_.reuse;
  bot_ = std::make_unique<ParallelIsmctsBot>(seed, cfg, threads_);
  bot_->start(*states_[i]);
}

void GameAnalysis::finish_position() {
  const size_t i = queue_[qi_];
  PositionAnalysis r = results_[i];
  r.searched = true;
  r.best = bot_->result();
  bot_->seat_chances(r.chance);
  const uint64_t its = static_cast<uint64_t>(bot_->iterations_done());
  if (pass_ == 1 && opt_.reuse) {
    prev_bot_ = std::move(bot_);  // the next position of its run starts from its tree
    prev_pos_ = i;
  }
  bot_.reset();
  set_result(i, r, pass_ == 1, its);
  ++qi_;
}

bool GameAnalysis::set_result(size_t i, const PositionAnalysis& r, bool final, uint64_t iterations) {
  if (i + 1 >= results_.size() || source_[i] != i) return false;
  if ((final ? 2 : 1) <= status_[i]) return true;  // nothing new (a late or repeated answer)
  const int mover = results_[i].mover;
  results_[i] = r;
  results_[i].mover = mover;
  results_[i].searched = true;
  const char was = status_[i];
  const char now = final ? 2 : 1;
  iterations_done_ += iterations;
  iterations_[i] = iterations;
  status_[i] = now;
  if (was == 0) ++quick_done_;
  if (now == 2) ++final_done_;
  // The forced moves before it lead here: the same figures.
  for (size_t j = i; j-- > 0 && source_[j] == i;)
    std::copy(results_[i].chance, results_[i].chance + kMaxPlayers, results_[j].chance);
  changed_.push_back(i);
  return true;
}

std::vector<size_t> GameAnalysis::take_changed() {
  std::vector<size_t> out;
  out.swap(changed_);
  return out;
}

std::vector<size_t> GameAnalysis::refinement_order() const {
  std::vector<size_t> order;
  for (const std::vector<size_t>& run : refinement_runs()) order.insert(order.end(), run.begin(), run.end());
  return order;
}

std::vector<std::vector<size_t>> GameAnalysis::refinement_runs() const {
  // A position's weight: the largest drop (the mover's own loss) of a move it begins or ends
  // (by the figures so far).
  std::vector<double> weight(results_.size(), 0.0);
  for (size_t i = 0; i + 1 < results_.size(); ++i) {
    const PositionAnalysis& r = results_[i];
    if (source_[i] != i || !known(i) || !known(i + 1) || r.mover < 0) continue;
    const double d = std::max(r.chance[r.mover] - results_[i + 1].chance[r.mover], 0.0);
    weight[i] = std::max(weight[i], d);
    // The position where the drop shows: the next searched one.
    const size_t to = source_[i + 1];
    weight[to] = std::max(weight[to], d);
  }
  // The runs (each position its own without reuse), weighed by their heaviest position.
  std::vector<std::vector<size_t>> runs;
  std::vector<double> run_weight;
  for (size_t i : searched_) {
    if (status_[i] >= 2) continue;
    if (runs.empty() || !reuses(i) || runs.back().back() != pred_[i]) {
      runs.emplace_back();
      run_weight.push_back(0.0);
    }
    runs.back().push_back(i);
    run_weight.back() = std::max(run_weight.back(), weight[i]);
  }
  std::vector<size_t> idx(runs.size());
  for (size_t k = 0; k < idx.size(); ++k) idx[k] = k;
  std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return run_weight[a] > run_weight[b]; });
  std::vector<std::vector<size_t>> out;
  out.reserve(idx.size());
  for (size_t k : idx) out.push_back(std::move(runs[k]));
  return out;
}

void GameAnalysis::next_pass() {
  qi_ = 0;
  if (pass_ == 0) {
    pass_ = 1;
    queue_ = refinement_order();
  } else {
    queue_.clear();
  }
}

bool GameAnalysis::step(int work) {
  while (!finished() && work > 0) {
    if (!bot_) {
      if (qi_ >= queue_.size()) {
        if (pass_ == 1 && queue_.empty()) break;  // nothing left here (figures come from elsewhere)
        const bool quick_ended = pass_ == 0;
        next_pass();
        // The quick pass's end: the refinement order is fixed; the caller
        // may deal it out (refinement_runs) before any of it is searched here.
        if (quick_ended) break;
        continue;
      }
      // Figures already found (elsewhere, or this far) are not searched again.
      if (status_[queue_[qi_]] >= (pass_ == 0 ? 1 : 2)) {
        ++qi_;
        continue;
      }
      start_position();
    }
    const bool clear_checks = opt_.stop_when_clear && pass_ == 1 && threads_ * kClearCheck < budget();
    // The clear checks follow the first search's iterations (with reuse the
    // searches' budgets may differ).
    const long per_done = bot_->search(0).iterations_done();
    int chunk = std::max(work / threads_, 1);
    if (clear_checks) chunk = std::min(chunk, kClearCheck - static_cast<int>(per_done % kClearCheck));
    const long before = bot_->iterations_done();
    bool ready = bot_->think(chunk);
    work -= static_cast<int>(std::max(bot_->iterations_done() - before, 1L));
    const long t = bot_->search(0).iterations_done();
    if (!ready && clear_checks && t % kClearCheck == 0 && t > per_done) {
      const double left = static_cast<double>(bot_->iterations_left());
      ready = static_cast<double>(bot_->lead()) > opt_.clear_margin * left;
    }
    if (!ready) continue;
    finish_position();
  }
  return finished();
}

std::vector<ChanceDrop> GameAnalysis::biggest_drops(size_t count, double min_drop) const {
  std::vector<ChanceDrop> drops;
  for (size_t i = 0; i + 1 < results_.size(); ++i) {
    const PositionAnalysis& r = results_[i];
    if (r.mover < 0 || source_[i] != i || !known(i) || !known(i + 1)) continue;  // forced moves lose nothing
    const double d = r.chance[r.mover] - results_[i + 1].chance[r.mover];
    if (d >= min_drop) drops.push_back(ChanceDrop{i, r.mover, d});
  }
  std::sort(drops.begin(), drops.end(), [](const ChanceDrop& a, const ChanceDrop& b) {
    return a.drop != b.drop ? a.drop > b.drop : a.move < b.move;
  });
  if (drops.size() > count) drops.resize(count);
  return drops;
}

// ---- analysis in a thinking worker -----------------------------------------------------
namespace {
constexpr std::string_view kAnalysisMagic = "empires-analysis 1";

// Whitespace-separated numbers of a line.
std::vector<std::string> fields(std::string_view s) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    const size_t j = s.find(' ', i);
    const size_t e = j == std::string_view::npos ? s.size() : j;
    if (e > i) out.emplace_back(s.substr(i, e - i));
    i = e;
  }
  return out;
}

bool to_u64(const std::string& s, uint64_t& v) {
  if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos) return false;
  char* end = nullptr;
  v = std::strtoull(s.c_str(), &end, 10);
  return end && *end == '\0';
}
}  // namespace

std::string encode_analysis_request(const Record& rec, int observer, uint64_t seed, const AnalysisOptions& opt) {
  std::string out(kAnalysisMagic);
  char buf[160];
  std::snprintf(buf, sizeof buf, "\n%d %" PRIu64 " %d %d %d %d %d %ld\n", observer == kObserverMover ? -1 : observer,
                seed, opt.iterations, opt.threads, opt.quick, opt.stop_when_clear ? 1 : 0, opt.reuse ? 1 : 0,
                std::lround(std::clamp(opt.clear_margin, 0.0, 1000.0) * 1000.0));
  out += buf;
  for (size_t k = 0; k < opt.only.size(); ++k) {
    if (k) out += ' ';
    out += std::to_string(opt.only[k]);
  }
  out += '\n';
  out += save_to_bytes(rec);
  return out;
}

bool begin_analysis_request(std::string_view request, GameAnalysis& an, std::string* why) {
  std::string_view magic, head, list;
  if (!take_line(request, magic) || magic != kAnalysisMagic || !take_line(request, head) || !take_line(request, list)) {
    if (why) *why = "malformed request";
    return false;
  }
  const std::vector<std::string> h = fields(head);
  uint64_t seed = 0, its = 0, threads = 0, quick = 0, clear = 0, reuse = 0, margin = 1000;
  // Older requests lack the reuse flag and the margin (in thousandths).
  const bool ok = h.size() >= 6 && h.size() <= 8 && (h.size() < 7 || to_u64(h[6], reuse)) &&
                  (h.size() < 8 || (to_u64(h[7], margin) && margin <= 1000000)) && to_u64(h[1], seed) &&
                  to_u64(h[2], its) && to_u64(h[3], threads) && to_u64(h[4], quick) && to_u64(h[5], clear) &&
                  its >= 1 && its <= 100000000 && quick <= its;
  int observer = kObserverMover;
  uint64_t seat = 0;
  if (!ok || !(h[0] == "-1" || (to_u64(h[0], seat) && seat < kMaxPlayers))) {
    if (why) *why = "malformed request";
    return false;
  }
  if (h[0] != "-1") observer = static_cast<int>(seat);
  AnalysisOptions opt;
  opt.iterations = static_cast<int>(its);
  opt.threads = static_cast<int>(std::min<uint64_t>(threads, kMaxSearchThreads));
  opt.quick = static_cast<int>(quick);
  opt.stop_when_clear = clear != 0;
  opt.reuse = reuse != 0;
  opt.clear_margin = static_cast<double>(margin) / 1000.0;
  for (const std::string& f : fields(list)) {
    uint64_t v = 0;
    if (!to_u64(f, v) || opt.only.size() >= 1000000) {
      if (why) *why = "malformed request";
      return false;
    }
    opt.only.push_back(static_cast<size_t>(v));
  }
  Record rec;
  if (!load_from_bytes(request, rec, why)) return false;
  return an.begin(rec, observer, seed, opt, why);
}

std::string analysis_rows(GameAnalysis& an) {
  std::string out;
  for (size_t i : an.take_changed()) {
    const PositionAnalysis& r = an.at(i);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%zu %u %" PRIu64, i, static_cast<unsigned>(r.best), an.iterations_of(i));
    out += buf;
    for (int p = 0; p < an.record().options.players; ++p) {
      std::snprintf(buf, sizeof buf, " %.17g", r.chance[p]);
      out += buf;
    }
    out += '\n';
  }
  return out;
}

bool apply_analysis_rows(std::string_view rows, GameAnalysis& an, bool final) {
  std::string_view l;
  const int players = an.record().options.players;
  while (take_line(rows, l)) {
    const std::vector<std::string> f = fields(l);
    uint64_t i = 0, best = 0, its = 0;
    if (f.size() != static_cast<size_t>(3 + players) || !to_u64(f[0], i) || !to_u64(f[1], best) || !to_u64(f[2], its) ||
        best > UINT32_MAX || i >= an.positions())
      return false;
    PositionAnalysis r;
    r.best = static_cast<Action>(best);
    for (int p = 0; p < players; ++p) {
      char* end = nullptr;
      r.chance[p] = std::strtod(f[static_cast<size_t>(3 + p)].c_str(), &end);
      if (!end || *end != '\0' || !(r.chance[p] >= 0.0 && r.chance[p] <= 1.0)) return false;
    }
    if (!an.set_result(static_cast<size_t>(i), r, final, its)) return false;
  }
  return rows.empty();
}

}  // namespace emp
