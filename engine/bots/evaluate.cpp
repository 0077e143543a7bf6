#include "bots/evaluate.h"

#include <cmath>
#include <vector>

namespace emp {

#ifdef EMPIRES_HAVE_RISE
const Evaluator& rise_evaluator();
#endif

namespace {
double score_value(const State& s, int player) {
  std::vector<int> sc;
  s.scores(sc);
  return sc[static_cast<size_t>(player)];
}
const Evaluator kDefault{&score_value, 5.0};
}  // namespace

const Evaluator& evaluator_for(std::string_view game) {
#ifdef EMPIRES_HAVE_RISE
  if (game == "rise") return rise_evaluator();
#endif
  (void)game;
  return kDefault;
}

void win_chances(const State& s, const Evaluator& e, double* out) {
  const int n = s.num_players();
  if (s.terminal()) {
    std::vector<int> rk;
    s.ranks(rk);
    int winners = 0;
    for (int r : rk) winners += r == 0;
    for (int p = 0; p < n; ++p) out[p] = rk[static_cast<size_t>(p)] == 0 ? 1.0 / winners : 0.0;
    return;
  }
  double v[kMaxPlayers];
  double best = -1e300;
  for (int p = 0; p < n; ++p) {
    v[p] = e.value(s, p) / e.temperature;
    if (v[p] > best) best = v[p];
  }
  double sum = 0;
  for (int p = 0; p < n; ++p) sum += (out[p] = std::exp(v[p] - best));
  for (int p = 0; p < n; ++p) out[p] /= sum;
}

}  // namespace emp
