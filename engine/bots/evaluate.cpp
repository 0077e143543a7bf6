#include "bots/evaluate.h"

#include <cmath>
#include <vector>

namespace emp {

void win_chances(const State& s, double* out) {
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
    v[p] = evaluate(s, p) / s.info().eval_temperature;
    if (v[p] > best) best = v[p];
  }
  double sum = 0;
  for (int p = 0; p < n; ++p) sum += (out[p] = std::exp(v[p] - best));
  for (int p = 0; p < n; ++p) out[p] /= sum;
}

}  // namespace emp
