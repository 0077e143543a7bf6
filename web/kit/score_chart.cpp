#include "kit/score_chart.h"

#include <algorithm>
#include <cmath>

#include "imgui.h"
#include "kit/host.h"
#include "kit/pieces.h"

namespace empui::kit {

void score_chart(const Host& host, const ScoreChart& chart) {
  size_t cols = 0;
  int vmax = 10, vmin = 0;
  for (const auto& row : chart.rows) {
    cols = std::max(cols, row.size());
    for (int v : row)
      if (v != ScoreChart::kNoPoint) {
        vmax = std::max(vmax, v);
        vmin = std::min(vmin, v);
      }
  }
  if (cols == 0) return;
  const float fs = ImGui::GetFontSize();
  const float w = std::min(ImGui::GetContentRegionAvail().x, fs * 34.0f), ht = fs * 12.0f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float lm = fs * 2.2f, bm = fs * 1.4f;
  const ImVec2 o(p0.x + lm, p0.y + ht - bm);
  const float pw = w - lm - fs * 1.5f, ph = ht - bm - fs * 0.6f;
  auto yat = [&](int v) { return o.y - ph * static_cast<float>(v - vmin) / static_cast<float>(vmax - vmin); };
  auto xat = [&](size_t j) { return o.x + pw * static_cast<float>(j) / static_cast<float>(cols); };
  const ImU32 ink = IM_COL32(200, 190, 170, 255);
  dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + ht), IM_COL32(30, 27, 22, 255), 6.0f);
  const int span = vmax - vmin, step = span > 120 ? 50 : span > 60 ? 20 : span > 30 ? 10 : 5;
  for (int v = (vmin / step) * step; v <= vmax; v += step) {
    dl->AddLine(ImVec2(o.x, yat(v)), ImVec2(o.x + pw, yat(v)), IM_COL32(90, 80, 60, 120));
    text_at(dl, ImVec2(p0.x + 4, yat(v) - fs * 0.45f), fs * 0.75f, ink, std::to_string(v));
  }
  if (chart.label)
    for (size_t j = 0; j <= cols; ++j) {
      const std::string lab = chart.label(static_cast<int>(j));
      if (!lab.empty())
        text_at(dl, ImVec2(xat(j) - text_size(fs * 0.75f, lab).x * 0.5f, o.y + 3), fs * 0.75f, ink, lab);
    }
  for (size_t p = 0; p < chart.rows.size(); ++p) {
    const int seat = static_cast<int>(p);
    const auto& row = chart.rows[p];
    ImVec2 prev(xat(0), yat(0));
    // More points than pixels (a long game: thousands of rounds): one column
    // of pixels draws its points as one step and one stroke from the lowest
    // to the highest, so the window's drawing stays under 65,536 vertices (the
    // web's 16-bit indices; past them the whole window was drawn as garbage).
    const bool dense = static_cast<float>(cols) > pw;
    for (size_t i = 0; i < row.size(); ++i) {
      if (row[i] == ScoreChart::kNoPoint) continue;
      ImVec2 pt(xat(i + 1), yat(row[i]));
      if (dense) {
        pt.x = std::floor(pt.x);
        size_t j = i + 1;
        float lo = pt.y, hi = pt.y, last = pt.y;
        for (; j < row.size() && std::floor(xat(j + 1)) == pt.x; ++j) {
          if (row[j] == ScoreChart::kNoPoint) continue;
          last = yat(row[j]);
          lo = std::min(lo, last);
          hi = std::max(hi, last);
        }
        dl->AddLine(prev, pt, seat_u32(host, seat), 2.5f);
        if (hi > lo) dl->AddLine(ImVec2(pt.x, lo), ImVec2(pt.x, hi), seat_u32(host, seat), 2.5f);
        prev = ImVec2(pt.x, last);
        i = j - 1;
        continue;
      }
      dl->AddLine(prev, pt, seat_u32(host, seat), 2.5f);
      if (chart.disc_at_each_point) draw_disc(dl, pt, fs * 0.32f, colour_of(host, seat));
      prev = pt;
    }
    if (!chart.disc_at_each_point) draw_disc(dl, prev, fs * 0.32f, colour_of(host, seat));
  }
  ImGui::Dummy(ImVec2(w, ht));
  if (!chart.note.empty()) ImGui::TextDisabled("%s", chart.note.c_str());
}

}  // namespace empui::kit
