#include "bots/search_bots.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace emp {

// ---- heuristic -------------------------------------------------------------------
namespace {
// Static worth of a position for `me`: own value against the best opponent's.
double greedy_score(const State& c, int me) {
  if (c.terminal()) {
    double wc[kMaxPlayers];
    win_chances(c, wc);
    return 1000.0 * wc[me];
  }
  double other = -1e300;
  for (int p = 0; p < c.num_players(); ++p)
    if (p != me) other = std::max(other, evaluate(c, p));
  return evaluate(c, me) - kHeuristicOpponentWeight * other;
}
}  // namespace

double HeuristicBot::judge(const State& s, Action a, int me, bool follow) {
  // Plays `a` on a copy; multi-step actions (an empire's placements and
  // battles, a B-turn payment, ...) are finished greedily, so the candidate is
  // judged by its outcome rather than by a half-done state.
  auto outcome = [&](std::unique_ptr<State> c) {
    c->apply(a);
    for (int k = 0; follow && k < kHeuristicFollowSteps && !c->terminal() && c->current_player() == me; ++k)
      c->apply(pick(*c, me));
    ++evals_;
    return std::make_pair(greedy_score(*c, me), c->chance_events());
  };
  const uint64_t chance_before = s.chance_events();
  auto [v, chance_after] = outcome(s.clone());
  if (follow && chance_after != chance_before) {
    // Something random or hidden came out (a draw, a roll, a reveal): judge
    // the average over several re-sampled futures, not one sampled outcome.
    for (int k = 1; k < kHeuristicChanceSamples; ++k) {
      auto c = s.clone();
      c->resample_hidden(me, rng_);  // also re-seeds the future chance
      v += outcome(std::move(c)).first;
    }
    v /= kHeuristicChanceSamples;
  }
  return v + 1e-6 * static_cast<double>(rng_.below(1000));  // random tie-break
}

Action HeuristicBot::pick(const State& s, int me) {
  s.legal_actions(inner_);
  if (inner_.size() == 1) return inner_[0];
  double best = -1e300;
  Action choice = inner_[0];
  for (Action a : inner_) {
    const double v = judge(s, a, me, false);
    if (v > best) {
      best = v;
      choice = a;
    }
  }
  return choice;
}

void HeuristicBot::start(const State& s) {
  me_ = s.current_player();
  s.legal_actions(legal_);
  next_ = 0;
  best_ = -1e300;
  choice_ = legal_.empty() ? 0 : legal_[0];
  det_.reset();
  if (legal_.size() <= 1) {
    next_ = legal_.size();
    return;
  }
  if (const auto explore = s.info().explore_permille) {
    const int permille = explore(s);
    if (permille > 0 && rng_.below(1000) < static_cast<uint32_t>(permille)) {
      choice_ = legal_[rng_.below(static_cast<uint32_t>(legal_.size()))];
      next_ = legal_.size();
      return;
    }
  }
  det_ = s.clone();
  det_->resample_hidden(me_, rng_);
}

bool HeuristicBot::think(int work) {
  // One unit of work is about kHeuristicEvalsPerWork static evaluations;
  // a candidate (with its follow-up) is never split across calls.
  evals_ = 0;
  const long budget = static_cast<long>(work) * kHeuristicEvalsPerWork;
  while (next_ < legal_.size() && evals_ < budget) {
    const Action a = legal_[next_++];
    const double v = judge(*det_, a, me_, true);
    if (v > best_) {
      best_ = v;
      choice_ = a;
    }
  }
  if (next_ < legal_.size()) return false;
  det_.reset();
  return true;
}

// ---- ISMCTS ------------------------------------------------------------------------
void IsmctsBot::seat_chances(double* out) const {
  const int n = root_ ? root_->num_players() : 0;
  const int best = [&] {
    int b = -1;
    uint32_t most = 0;
    for (int c = nodes_.empty() ? -1 : nodes_[0].first_child; c >= 0; c = nodes_[static_cast<size_t>(c)].next_sibling)
      if (b < 0 || nodes_[static_cast<size_t>(c)].visits > most) {
        b = c;
        most = nodes_[static_cast<size_t>(c)].visits;
      }
    return b;
  }();
  for (const RootSums& r : root_sums_) {
    if (r.node != best || nodes_[static_cast<size_t>(best)].visits == 0) continue;
    for (int p = 0; p < n; ++p) out[p] = r.sum[p] / nodes_[static_cast<size_t>(best)].visits;
    return;
  }
  for (int p = 0; p < n; ++p) out[p] = static_chances_[p];
}

void IsmctsBot::root_stats(std::vector<RootStat>& out) const {
  out.clear();
  if (greedy_ && !trivial_) {
    RootStat r;
    r.action = greedy_->result();
    r.visits = 1;
    std::copy(static_chances_, static_chances_ + kMaxPlayers, r.sum);
    out.push_back(r);
    return;
  }
  if (trivial_ || nodes_.empty()) return;
  for (int c = nodes_[0].first_child; c >= 0; c = nodes_[static_cast<size_t>(c)].next_sibling) {
    RootStat r;
    r.action = nodes_[static_cast<size_t>(c)].action;
    r.visits = nodes_[static_cast<size_t>(c)].visits;
    for (const RootSums& rs : root_sums_)
      if (rs.node == c) std::copy(rs.sum, rs.sum + kMaxPlayers, r.sum);
    out.push_back(r);
  }
}

void IsmctsBot::start(const State& s) {
  root_ = s.clone();
  root_sums_.clear();
  me_ = s.current_player();
  // Searching as another seat sees the game (analysis): even the seat to
  // act's own secrets are that seat's guess, from the first look on.
  if (cfg_.observer != kObserverMover && !s.terminal()) {
    Rng local(0x0b5eULL);
    root_->resample_hidden(cfg_.observer, local);
  }
  {
    // The fallback estimate, from the observer's view of the position (with
    // its own generator: the search's draws stay as they were).
    auto det = root_->clone();
    Rng local(0x5eedULL);
    if (!det->terminal()) det->resample_hidden(cfg_.observer == kObserverMover ? me_ : cfg_.observer, local);
    win_chances(*det, static_chances_);
  }
  nodes_.clear();
  nodes_.reserve(static_cast<size_t>(std::min(cfg_.iterations, 1 << 16)) + 16);
  sums_.clear();
  add_node(Node{});
  done_ = 0;
  reused_ = 0;
  root_->legal_actions(legal_);
  trivial_ = legal_.empty() || (legal_.size() == 1 && !(cfg_.even_time && s.info().hidden_information));
  single_ = legal_.empty() ? 0 : legal_[0];
  greedy_.reset();
  // A settled decision: the win is clear, or the game drags on (the
  // heuristic explores there, GameInfo::explore_permille).
  const GameInfo& gi = s.info();
  const bool won = gi.settle_chance > 0 && static_chances_[me_] >= gi.settle_chance;
  const bool drags = gi.explore_permille && gi.explore_permille(s) > 0;
  if (cfg_.settle && cfg_.observer == kObserverMover && !trivial_ && (won || drags)) {
    greedy_ = std::make_unique<HeuristicBot>(rng_.next());
    greedy_->start(s);
  }
}

bool IsmctsBot::think(int work) {
  if (trivial_) return true;
  if (greedy_) return greedy_->think(work);
  for (int i = 0; i < work && done_ < cfg_.iterations; ++i, ++done_) iterate();
  return done_ >= cfg_.iterations;
}

Action IsmctsBot::result() const {
  if (trivial_) return single_;
  if (greedy_) return greedy_->result();
  int best = -1;
  uint32_t most = 0;
  for (int c = nodes_[0].first_child; c >= 0; c = nodes_[static_cast<size_t>(c)].next_sibling) {
    const Node& n = nodes_[static_cast<size_t>(c)];
    if (best < 0 || n.visits > most) {
      best = c;
      most = n.visits;
    }
  }
  return best < 0 ? single_ : nodes_[static_cast<size_t>(best)].action;
}

int IsmctsBot::add_node(const Node& n) {
  nodes_.push_back(n);
  if (cfg_.seat_sums) sums_.emplace_back();
  return static_cast<int>(nodes_.size()) - 1;
}

bool IsmctsBot::continue_from(const State& s, const std::vector<Action>& path, uint64_t seed) {
  std::vector<Node> old;
  old.swap(nodes_);
  std::vector<SeatSums> old_sums;
  old_sums.swap(sums_);
  const bool had = root_ && !trivial_ && !old.empty() && old_sums.size() == old.size();
  const int old_me = me_;
  rng_ = Rng(seed);
  start(s);
  if (!had || !cfg_.seat_sums || trivial_ || path.empty() || (cfg_.observer == kObserverMover && old_me != me_))
    return false;
  // The node the path leads to (after a secret action: the node its siblings share).
  int at = 0;
  for (Action a : path) {
    int c = old[static_cast<size_t>(at)].first_child;
    while (c >= 0 && old[static_cast<size_t>(c)].action != a) c = old[static_cast<size_t>(c)].next_sibling;
    if (c < 0) return false;
    at = old[static_cast<size_t>(c)].cont >= 0 ? old[static_cast<size_t>(c)].cont : c;
  }
  if (old[static_cast<size_t>(at)].visits == 0 || old[static_cast<size_t>(at)].first_child < 0) return false;
  // Its subtree (children and the continuation nodes they point to),
  // renumbered breadth first; sibling order is kept (it breaks ties).
  std::vector<int> map(old.size(), -1);
  std::vector<int> from{at};
  map[static_cast<size_t>(at)] = 0;
  for (size_t k = 0; k < from.size(); ++k) {
    for (int c = old[static_cast<size_t>(from[k])].first_child; c >= 0; c = old[static_cast<size_t>(c)].next_sibling) {
      for (int o : {c, old[static_cast<size_t>(c)].cont}) {
        if (o < 0 || map[static_cast<size_t>(o)] >= 0) continue;
        map[static_cast<size_t>(o)] = static_cast<int>(from.size());
        from.push_back(o);
      }
    }
  }
  auto to = [&](int o) { return o < 0 ? -1 : map[static_cast<size_t>(o)]; };
  nodes_.clear();
  sums_.clear();
  nodes_.reserve(from.size() + static_cast<size_t>(std::min(cfg_.iterations, 1 << 16)) + 16);
  for (int o : from) {
    Node n = old[static_cast<size_t>(o)];
    n.parent = to(n.parent);
    n.first_child = to(n.first_child);
    n.next_sibling = to(n.next_sibling);
    n.cont = to(n.cont);
    nodes_.push_back(n);
    sums_.push_back(old_sums[static_cast<size_t>(o)]);
  }
  Node& root = nodes_[0];
  root.action = 0;
  root.parent = -1;
  root.next_sibling = -1;
  root.mover = -1;
  root.reward = 0;
  root.cont = -1;
  // Only the root's children legal here stay (the tree above saw other
  // draws and secrets than the mover now knows); their visits are the root's.
  root_sums_.clear();
  int* link = &root.first_child;
  uint32_t visits = 0;
  for (int c = root.first_child; c >= 0; c = nodes_[static_cast<size_t>(c)].next_sibling) {
    const Node& ch = nodes_[static_cast<size_t>(c)];
    if (std::find(legal_.begin(), legal_.end(), ch.action) == legal_.end()) continue;
    *link = c;
    link = &nodes_[static_cast<size_t>(c)].next_sibling;
    visits += ch.visits;
    RootSums r;
    r.node = c;
    std::copy(sums_[static_cast<size_t>(c)].sum, sums_[static_cast<size_t>(c)].sum + kMaxPlayers, r.sum);
    root_sums_.push_back(r);
  }
  *link = -1;
  if (visits == 0) {  // nothing legal kept: a fresh start
    nodes_.resize(1);
    sums_.resize(1);
    nodes_[0] = Node{};
    sums_[0] = SeatSums{};
    root_sums_.clear();
    return false;
  }
  nodes_[0].visits = visits;
  reused_ = visits;
  return true;
}

int IsmctsBot::continuation(int node) {
  for (int c = nodes_[static_cast<size_t>(node)].first_child; c >= 0; c = nodes_[static_cast<size_t>(c)].next_sibling)
    if (nodes_[static_cast<size_t>(c)].cont >= 0) return nodes_[static_cast<size_t>(c)].cont;
  Node shared;
  shared.parent = node;
  return add_node(shared);
}

void IsmctsBot::iterate() {
  auto det = root_->clone();
  det->resample_hidden(cfg_.observer == kObserverMover ? me_ : cfg_.observer, rng_);
  int node = 0;
  path_.clear();
  path_.push_back(0);
  // Selection and expansion over the determinization.
  while (!det->terminal()) {
    det->legal_actions(legal_);
    std::sort(legal_.begin(), legal_.end());
    // Children available in this determinization gain an availability count.
    untried_ = legal_;
    for (int c = nodes_[static_cast<size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<size_t>(c)].next_sibling) {
      Node& ch = nodes_[static_cast<size_t>(c)];
      auto it = std::lower_bound(untried_.begin(), untried_.end(), ch.action);
      if (it != untried_.end() && *it == ch.action) {
        ++ch.avail;
        untried_.erase(it);
      }
    }
    const int mover = det->current_player();
    if (!untried_.empty()) {
      const Action a = untried_[rng_.below(static_cast<uint32_t>(untried_.size()))];
      Node nn;
      nn.action = a;
      nn.parent = node;
      nn.mover = mover;
      nn.avail = 1;
      nn.next_sibling = nodes_[static_cast<size_t>(node)].first_child;
      if (det->action_seen_by(a) != det->all_seats()) nn.cont = continuation(node);
      const int id = add_node(nn);
      nodes_[static_cast<size_t>(node)].first_child = id;
      det->apply(a);
      path_.push_back(id);
      break;
    }
    // UCB1 over the available children.
    int best = -1;
    double best_v = -1e300;
    for (int c = nodes_[static_cast<size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<size_t>(c)].next_sibling) {
      const Node& ch = nodes_[static_cast<size_t>(c)];
      if (!std::binary_search(legal_.begin(), legal_.end(), ch.action)) continue;
      const double v =
          ch.reward / ch.visits + cfg_.exploration * std::sqrt(std::log(static_cast<double>(ch.avail)) / ch.visits);
      if (v > best_v) {
        best_v = v;
        best = c;
      }
    }
    node = best;
    det->apply(nodes_[static_cast<size_t>(node)].action);
    path_.push_back(node);
    // After a secret choice the search goes on from the node all of that
    // seat's secret choices share: the other seats, who cannot see it, must
    // not branch on it (strategy fusion in simultaneous phases).
    const int cont = nodes_[static_cast<size_t>(node)].cont;
    if (cont >= 0) {
      node = cont;
      path_.push_back(node);
    }
  }
  // Playout: the game's policy when it has one, else uniformly random actions.
  const GameInfo& gi = det->info();
  const int depth = gi.rollout && gi.rollout_depth > 0 ? gi.rollout_depth : cfg_.playout_depth;
  for (int d = 0; d < depth && !det->terminal(); ++d) {
    det->legal_actions(legal_);
    det->apply(gi.rollout ? gi.rollout(*det, legal_, rng_) : legal_[rng_.below(static_cast<uint32_t>(legal_.size()))]);
  }
  double wc[kMaxPlayers];
  win_chances(*det, wc);
  for (int id : path_) {
    Node& n = nodes_[static_cast<size_t>(id)];
    ++n.visits;
    if (n.mover >= 0) n.reward += wc[n.mover];
    if (cfg_.seat_sums)
      for (int p = 0; p < det->num_players(); ++p) sums_[static_cast<size_t>(id)].sum[p] += wc[p];
  }
  if (path_.size() > 1) {
    const int child = path_[1];
    auto it = std::find_if(root_sums_.begin(), root_sums_.end(), [&](const RootSums& r) { return r.node == child; });
    if (it == root_sums_.end()) {
      root_sums_.push_back(RootSums{});
      it = root_sums_.end() - 1;
      it->node = child;
    }
    for (int p = 0; p < det->num_players(); ++p) it->sum[p] += wc[p];
  }
}

// ---- root-parallel ISMCTS ----------------------------------------------------------
uint64_t search_seed(uint64_t seed, int k) {
  return k == 0 ? seed : seed ^ (0xD1B54A32D192ED03ULL * static_cast<uint64_t>(k));
}

ParallelIsmctsBot::ParallelIsmctsBot(uint64_t seed, IsmctsConfig cfg, int threads) {
  for (int k = 0; k < std::max(threads, 1); ++k)
    bots_.push_back(std::make_unique<IsmctsBot>(search_seed(seed, k), cfg));
  ready_.assign(bots_.size(), 0);
}

void ParallelIsmctsBot::start(const State& s) {
  for (auto& b : bots_) b->start(s);
  players_ = s.num_players();
  std::fill(ready_.begin(), ready_.end(), 0);
}

bool ParallelIsmctsBot::think(int work) {
  auto run = [&](size_t k) { ready_[k] = bots_[k]->think(work) ? 1 : 0; };
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  // A wasm build without threads: the searches one after another.
  for (size_t k = 0; k < bots_.size(); ++k) run(k);
#else
  std::vector<std::thread> helpers;
  for (size_t k = 1; k < bots_.size(); ++k) helpers.emplace_back(run, k);
  run(0);
  for (auto& t : helpers) t.join();
#endif
  return std::all_of(ready_.begin(), ready_.end(), [](char r) { return r != 0; });
}

std::vector<uint64_t> ParallelIsmctsBot::rng_state() const {
  std::vector<uint64_t> out;
  for (const auto& b : bots_) {
    const std::vector<uint64_t> w = b->rng_state();
    out.insert(out.end(), w.begin(), w.end());
  }
  return out;
}

bool ParallelIsmctsBot::set_rng_state(const std::vector<uint64_t>& w) {
  if (w.size() != 2 * bots_.size()) return false;
  for (size_t k = 0; k < bots_.size(); ++k)
    if (!bots_[k]->set_rng_state({w[2 * k], w[2 * k + 1]})) return false;
  return true;
}

bool ParallelIsmctsBot::continue_from(const State& s, const std::vector<Action>& path, uint64_t seed) {
  bool kept = false;
  for (size_t k = 0; k < bots_.size(); ++k)
    kept = bots_[k]->continue_from(s, path, search_seed(seed, static_cast<int>(k))) || kept;
  players_ = s.num_players();
  std::fill(ready_.begin(), ready_.end(), 0);
  return kept;
}

long ParallelIsmctsBot::iterations_left() const {
  long n = 0;
  for (const auto& b : bots_)
    if (!b->trivial()) n += std::max(b->budget() - b->iterations_done(), 0);
  return n;
}

long ParallelIsmctsBot::iterations_done() const {
  long n = 0;
  for (const auto& b : bots_) n += b->iterations_done();
  return n;
}

void ParallelIsmctsBot::merge(const std::vector<std::vector<IsmctsBot::RootStat>>& each,
                              std::vector<IsmctsBot::RootStat>& out) {
  out.clear();
  for (const auto& one : each) {
    for (const IsmctsBot::RootStat& r : one) {
      auto it =
          std::find_if(out.begin(), out.end(), [&](const IsmctsBot::RootStat& m) { return m.action == r.action; });
      if (it == out.end()) {
        out.push_back(r);
        continue;
      }
      it->visits += r.visits;
      for (int p = 0; p < kMaxPlayers; ++p) it->sum[p] += r.sum[p];
    }
  }
}

Action ParallelIsmctsBot::best_of(const std::vector<IsmctsBot::RootStat>& merged, Action fallback) {
  const IsmctsBot::RootStat* best = nullptr;
  for (const IsmctsBot::RootStat& r : merged)
    if (!best || r.visits > best->visits) best = &r;
  return best ? best->action : fallback;
}

void ParallelIsmctsBot::merged(std::vector<IsmctsBot::RootStat>& out) const {
  std::vector<std::vector<IsmctsBot::RootStat>> each(bots_.size());
  for (size_t k = 0; k < bots_.size(); ++k) bots_[k]->root_stats(each[k]);
  merge(each, out);
}

Action ParallelIsmctsBot::result() const {
  if (bots_.size() == 1 || bots_[0]->trivial()) return bots_[0]->result();
  std::vector<IsmctsBot::RootStat> m;
  merged(m);
  return best_of(m, bots_[0]->result());
}

long ParallelIsmctsBot::lead() const {
  if (bots_[0]->trivial()) return 1L << 30;
  std::vector<IsmctsBot::RootStat> m;
  merged(m);
  long first = 0, second = 0;
  for (const IsmctsBot::RootStat& r : m) {
    const long v = static_cast<long>(r.visits);
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) {
      second = v;
    }
  }
  return first - second;
}

void ParallelIsmctsBot::seat_chances(double* out) const {
  bots_[0]->seat_chances(out);  // also the fallback: the static estimate
  if (bots_.size() == 1 || bots_[0]->trivial()) return;
  std::vector<IsmctsBot::RootStat> m;
  merged(m);
  const IsmctsBot::RootStat* best = nullptr;
  for (const IsmctsBot::RootStat& r : m)
    if (!best || r.visits > best->visits) best = &r;
  if (!best || best->visits == 0) return;
  for (int p = 0; p < players_; ++p) out[p] = best->sum[p] / best->visits;
}

}  // namespace emp
