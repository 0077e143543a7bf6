// The end screen of the generic game screen, for every game: the winner named
// (or the tie stated), the ranking sorted, each seat's points by category as
// the engine scores them (State::score_breakdown(), adding up to the total),
// how ties on points were broken (State::tie_breaks()), the ways on (play
// again, a new game, review), then the game's own end view (its chart, the
// final board); a game without one gets the generic points-over-time chart.
#include <algorithm>
#include <memory>
#include <numeric>
#include <string>
#include <tuple>
#include <vector>

#include "app.h"
#include "core/messages.h"
#include "fonts.h"
#include "i18n.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/pieces.h"
#include "kit/score_chart.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

std::string joined(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
  return out;
}

// "Ann", "Ann and Bob", "Ann, Bob and Cy".
std::string names_of(const Session& s, const std::vector<int>& seats) {
  std::string out;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (i) out += i + 1 == seats.size() ? tr("game.and") : ", ";
    out += seat_name(s, seats[i]);
  }
  return out;
}

// Seats by rank, then by seat.
std::vector<int> by_rank(const std::vector<int>& ranks) {
  std::vector<int> order(ranks.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ranks[a] < ranks[b]; });
  return order;
}

void winner_line(const Session& s, const std::vector<int>& scores, const std::vector<int>& ranks) {
  std::vector<int> winners;
  for (size_t i = 0; i < ranks.size(); ++i)
    if (ranks[i] == 0) winners.push_back(static_cast<int>(i));
  if (winners.empty()) return;
  const std::string pts = std::to_string(scores[static_cast<size_t>(winners[0])]);
  ImGui::PushFont(fonts::large());
  ImGui::PushTextWrapPos(0.0f);
  if (winners.size() == 1)
    ImGui::TextUnformatted(trf("over.winner", {names_of(s, winners), pts}).c_str());
  else
    ImGui::TextUnformatted(trf("over.shared", {names_of(s, winners), pts}).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

void ranking_table(const Session& s, const std::vector<int>& order, const std::vector<int>& scores,
                   const std::vector<int>& ranks) {
  if (!ImGui::BeginTable("##ranking", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  const float fs = ImGui::GetFontSize();
  ImGui::TableSetupColumn(tr("game.rank"), ImGuiTableColumnFlags_WidthFixed, fs * 3.5f);
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(tr("over.points"), ImGuiTableColumnFlags_WidthFixed, fs * 7.0f);
  ImGui::TableHeadersRow();
  for (int p : order) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(trf("game.rank_n", {std::to_string(ranks[static_cast<size_t>(p)] + 1)}).c_str());
    ImGui::TableSetColumnIndex(1);
    kit::seat_token(app(), p);
    std::string name = seat_name(s, p);
    if (s.seats[static_cast<size_t>(p)].bot) name += std::string(" (") + tr("game.bot_tag") + ")";
    wrapped(name);  // a long name wraps in its column (a phone), never cut
    ImGui::TableSetColumnIndex(2);
    ImGui::TextUnformatted(std::to_string(scores[static_cast<size_t>(p)]).c_str());
  }
  ImGui::EndTable();
}

// For every group of seats tied on points: how the engine's tie-breaks ranked
// them, or that the tie stands.
void tie_notes(const Session& s, const std::vector<int>& order, const std::vector<int>& scores,
               const std::vector<int>& ranks) {
  const emp::Lang lang = language();
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j < order.size() && scores[static_cast<size_t>(order[j])] == scores[static_cast<size_t>(order[i])]) ++j;
    if (j - i >= 2) {
      const std::vector<int> group(order.begin() + static_cast<long>(i), order.begin() + static_cast<long>(j));
      std::vector<std::vector<emp::ScoreLine>> tb;
      for (int p : group) tb.push_back(s.state->tie_breaks(p));
      // The levels the rules went through: up to the first that tells them apart.
      size_t levels = 0;
      for (size_t k = 0; k < tb[0].size(); ++k) {
        levels = k + 1;
        bool differ = false;
        for (const auto& t : tb) differ |= k < t.size() && t[k].value != tb[0][k].value;
        if (differ) break;
      }
      std::vector<std::string> per_seat;
      for (size_t g = 0; g < group.size(); ++g) {
        std::vector<std::string> vals;
        for (size_t k = 0; k < levels && k < tb[g].size(); ++k) vals.push_back(emp::message_text(tb[g][k].key, lang));
        if (!vals.empty()) per_seat.push_back(seat_name(s, group[g]) + ": " + joined(vals, ", "));
      }
      bool broken = false;
      for (int p : group) broken |= ranks[static_cast<size_t>(p)] != ranks[static_cast<size_t>(group[0])];
      const std::string names = names_of(s, group), pts = std::to_string(scores[static_cast<size_t>(group[0])]);
      std::string note;
      if (broken)
        note = trf("over.tie_broken", {names, pts, joined(per_seat, "; ")});
      else if (!per_seat.empty())
        note = trf("over.tie_stands_after", {names, pts, joined(per_seat, "; ")});
      else
        note = trf("over.tie_stands", {names, pts});
      wrapped(note);
    }
    i = j;
  }
}

// Points by category: a row per category, a column per seat in rank order,
// and the engine's total (an item "final:<seat>=<value>" for the browser tests).
// The seat columns in rank order make the ranking read left to right.
void breakdown_table(const Session& s, const std::vector<int>& order, const std::vector<int>& scores) {
  const auto bd = s.state->score_breakdown();
  const int n = static_cast<int>(order.size());
  heading(tr("over.breakdown"));
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("##breakdown", n + 1, flags)) return;
  ImGui::TableSetupColumn(tr("over.category"), 0, n >= 4 ? 1.6f : 2.2f);
  for (int p : order) ImGui::TableSetupColumn(seat_name(s, p).c_str(), 0, 1.0f);
  // The header row by hand: the names wrap in their columns (a phone), never cut.
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (int c = 0; c <= n; ++c) {
    ImGui::TableSetColumnIndex(c);
    wrapped(ImGui::TableGetColumnName(c));
  }
  const size_t cats = bd.empty() ? 0 : bd[0].size();
  for (size_t k = 0; k < cats; ++k) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    wrapped(tr_message(bd[0][k].key));
    for (int c = 0; c < n; ++c) {
      ImGui::TableSetColumnIndex(c + 1);
      const int p = order[static_cast<size_t>(c)];
      const auto& lines = bd[static_cast<size_t>(p)];
      if (k >= lines.size()) continue;
      const std::string v = std::to_string(lines[k].value);
      ImGui::TextUnformatted(v.c_str());
      // Each shown value is an item "cat:<seat>:<category>=<value>" for the browser tests.
      kit::board_item("cat:" + std::to_string(p) + ":" + std::to_string(k) + "=" + v, ImGui::GetItemRectMin(),
                      ImGui::GetItemRectMax(), 0, false);
    }
  }
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(0);
  ImGui::TextUnformatted(tr("over.total"));
  for (int c = 0; c < n; ++c) {
    ImGui::TableSetColumnIndex(c + 1);
    const int p = order[static_cast<size_t>(c)];
    const std::string v = std::to_string(scores[static_cast<size_t>(p)]);
    ImGui::PushFont(fonts::large());
    ImGui::TextUnformatted(v.c_str());
    ImGui::PopFont();
    kit::board_item("final:" + std::to_string(p) + "=" + v, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), 0, false);
  }
  ImGui::EndTable();
}

// The points of every seat where each era, round or turn began, and at the
// end, from one replay of the record (kept while the record is the same).
struct Curve : kit::RecordListener {
  std::vector<std::vector<int>> points;  // [step][seat]
  std::tuple<int, int, int> last{};
  static std::tuple<int, int, int> key(const emp::Progress& p) { return std::make_tuple(p.era, p.round, p.turn); }
  void restart(const emp::State& start) override {
    points.clear();
    std::vector<int> sc;
    start.scores(sc);
    points.push_back(sc);
    last = key(start.progress());
  }
  void after(const emp::State& post, emp::Action, size_t, bool) override {
    const auto now = key(post.progress());
    if (now != last || post.terminal()) {
      std::vector<int> sc;
      post.scores(sc);
      points.push_back(sc);
      last = now;
    }
  }
};
const Curve& curve_of(const Session& s) {
  static Curve c;
  if (!c.attached_to(&s.follower)) s.follower.attach(c);
  s.follower.follow(s.record);
  return c;
}

void points_chart(const Session& s) {
  const Curve& c = curve_of(s);
  if (c.points.size() < 2) return;
  heading(tr("over.chart"));
  kit::ScoreChart chart;
  chart.rows.resize(static_cast<size_t>(s.state->num_players()));
  for (size_t i = 1; i < c.points.size(); ++i)
    for (size_t p = 0; p < chart.rows.size(); ++p) chart.rows[p].push_back(c.points[i][p]);
  chart.note = tr("over.chart_note");
  kit::score_chart(app(), chart);
}

}  // namespace

bool draw_game_over(App& app, Session& s, kit::Board* board) {
  kit::board_items_begin();
  std::vector<int> scores, ranks;
  s.state->scores(scores);
  s.state->ranks(ranks);
  const std::vector<int> order = by_rank(ranks);
  winner_line(s, scores, ranks);
  ImGui::Spacing();
  heading(tr("game.final_scores"));
  ranking_table(s, order, scores, ranks);
  tie_notes(s, order, scores, ranks);
  ImGui::Spacing();
  // Replacing the session is deferred to the end of the frame (the caller).
  // A row that wraps where it does not fit (a phone, German): never past the edge.
  const bool again = ImGui::Button(tr("game.again"));
  if (bar_button(tr("game.new"))) app.go(Screen::Menu);
  if (bar_button((std::string(tr("review.open")) + "##over").c_str())) {
    Result r = app.review_running();  // screen_review.cpp: look back at the game
    if (!r.ok) app.banner = r.error;
  }
  ImGui::Spacing();
  breakdown_table(s, order, scores);
  ImGui::Spacing();
  if (board)
    board->draw_game_over();  // the game's chart and final board
  else
    points_chart(s);
  kit::board_items_end();
  return again;
}

}  // namespace empui
