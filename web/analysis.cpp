// The analysis in review mode and the Hint button: both ask the Hard bot
// (ISMCTS at the Hard budget) and both think in slices, so the page stays
// responsive. Neither ever uses information the person looking may not see:
// the review's analysis searches from the viewing seat's information while the
// game runs, and a hint is the acting seat's own bot decision.
#include "bots/analysis.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app.h"
#include "bots/bot.h"
#include "bots/search_bots.h"
#include "i18n.h"
#include "platform/platform.h"

namespace empui {
namespace {
// Milliseconds of search per main-loop step: the frame budget of the bots.
constexpr double kSliceMs = 12.0;
constexpr int kWorkPerCall = 64;
}  // namespace

bool App::analysis_observer(int* observer, std::string* why) const {
  if (!review_ || !session_) {
    if (why) *why = tr("err.no_game");
    return false;
  }
  const Review& r = *review_;
  // After the end everything may be seen, and without private information
  // every seat sees the same: each position as its mover saw it.
  if (r.finished || !session_->info->private_information) {
    *observer = emp::kObserverMover;
    return true;
  }
  if (r.viewer < 0) {
    if (why) *why = tr("analysis.choose_viewer");
    return false;
  }
  *observer = r.viewer;
  return true;
}

Result App::review_analyse(int iterations) {
  if (!review_) return Result::fail(tr("err.no_game"));
  int observer = emp::kObserverMover;
  std::string why;
  if (!analysis_observer(&observer, &why)) return Result::fail(why);
  auto an = std::make_unique<emp::GameAnalysis>();
  const uint64_t seed = review_->full.seed ^ 0xA7A1F5E5ULL;
  if (!an->begin(review_->full, observer, std::max(iterations, 1), seed, &why))
    return Result::fail(tr_message(why.empty() ? "illegal" : why));
  review_->analysis = std::move(an);
  review_->analysing = true;
  review_->analysis_budget = std::max(iterations, 1);
  review_->analysis_ms = 0;
  review_->analysis_shown_ms = 0;
  review_->analysis_max_slice = 0;
  request_redraw();
  return {};
}

void App::review_stop_analysis() {
  if (!review_ || !review_->analysing) return;
  review_->analysing = false;  // the figures so far stay; Analyse starts again
  request_redraw();
}

void App::run_analysis() {
  if (!review_ || !review_->analysing || !review_->analysis) return;
  Review& r = *review_;
  const double t0 = plat::now_ms();
  bool done = false;
  while (!(done = r.analysis->step(kWorkPerCall)) && plat::now_ms() - t0 < kSliceMs) {
  }
  const double t1 = plat::now_ms();
  r.analysis_ms += t1 - t0;
  r.analysis_max_slice = std::max(r.analysis_max_slice, t1 - t0);
  if (done) r.analysing = false;
  // The progress bar and the graph grow: a redraw every 250 ms is enough
  // (drawing every step would leave little time for the search), and at the end.
  if (done || t1 - r.analysis_shown_ms >= 250.0) {
    r.analysis_shown_ms = t1;
    request_redraw(1);
  }
}

// ---- hints ---------------------------------------------------------------------------

std::string hint_notes_text(const Session& s) {
  std::string out;
  for (const Session::HintNote& n : s.hint_notes) {
    if (!out.empty()) out += ',';
    out += std::to_string(n.at) + ':' + std::to_string(n.seat);
  }
  return out;
}

void set_hint_notes(Session& s, const std::string& text) {
  s.hint_notes.clear();
  size_t i = 0;
  while (i < text.size() && s.hint_notes.size() < 10000) {
    size_t end = text.find(',', i);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(i, end - i);
    i = end + 1;
    const size_t colon = item.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 >= item.size() || item.size() > 24) continue;
    const std::string a = item.substr(0, colon), b = item.substr(colon + 1);
    if (a.find_first_not_of("0123456789") != std::string::npos ||
        b.find_first_not_of("0123456789") != std::string::npos)
      continue;
    const unsigned long long at = std::stoull(a);
    const int seat = std::stoi(b);
    if (at > s.record.actions.size() || seat >= static_cast<int>(s.seats.size())) continue;
    s.hint_notes.push_back(Session::HintNote{static_cast<size_t>(at), seat});
  }
}

Result App::request_hint() {
  if (!session_ || review_) return Result::fail(tr("err.no_game"));
  if (!settings_.hint_button) return Result::fail(tr("hint.off"));
  const int seat = acting_seat();
  if (seat < 0) return Result::fail(tr("err.not_human_turn"));
  Session& s = *session_;
  const size_t at = s.record.actions.size();
  if (s.hint.seat == seat && s.hint.at == at && (s.hint.pending || s.hint.ready)) return {};  // already asked
  s.hint = Session::Hint{};
  s.hint.pending = true;
  s.hint.at = at;
  s.hint.seat = seat;
  // The acting seat's own decision by the Hard bot: it resamples everything
  // that seat cannot see, like any bot (bots/bot.h).
  s.hint_bot = emp::make_bot("ismcts-hard", s.seed * 0x2545F4914F6CDD1DULL + at * 0x9E3779B97F4A7C15ULL + 1);
  s.hint_bot->start(*s.state);
  // Noted in the log once, however often the button is pressed at this position.
  const bool noted = std::any_of(s.hint_notes.begin(), s.hint_notes.end(),
                                 [&](const Session::HintNote& n) { return n.at == at && n.seat == seat; });
  if (!noted) {
    s.hint_notes.push_back(Session::HintNote{at, seat});
    autosave_now();  // the note is part of the saved game
  }
  request_redraw();
  return {};
}

void App::run_hint() {
  if (!session_) return;
  Session& s = *session_;
  if (!s.hint.pending && !s.hint.ready) return;
  // A hint belongs to one position and one person: anything else ends it.
  if (s.record.actions.size() != s.hint.at || acting_seat() != s.hint.seat) {
    s.hint = Session::Hint{};
    s.hint_bot.reset();
    request_redraw();
    return;
  }
  if (!s.hint.pending) return;
  const double t0 = plat::now_ms();
  bool done = false;
  while (!(done = s.hint_bot->think(kWorkPerCall)) && plat::now_ms() - t0 < kSliceMs) {
  }
  if (!done) return;
  s.hint.action = s.hint_bot->result();
  s.hint.pending = false;
  s.hint.ready = true;
  s.hint_bot.reset();
  request_redraw();
}

}  // namespace empui
