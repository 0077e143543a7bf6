// The one score chart of the end screens: every seat's points as a line over
// the game (rounds, turns, spaces of a track), from 0 at the start. A game
// gives the points per column and the column labels; the kit draws it alike
// for every game.
#pragma once
#include <climits>
#include <functional>
#include <string>
#include <vector>

namespace empui::kit {

class Host;

struct ScoreChart {
  static constexpr int kNoPoint = INT_MIN;  // a column without a known score (skipped)
  // [seat][column 1..n]: the points after that column.
  std::vector<std::vector<int>> rows;
  // The label under column j (0: the start; empty: none).
  std::function<std::string(int j)> label;
  bool disc_at_each_point = false;  // else a disc at each seat's last point
  std::string note;                 // a grey line under the chart (may be empty)
};

void score_chart(const Host& host, const ScoreChart& chart);

}  // namespace empui::kit
