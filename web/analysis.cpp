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
#include "thinking.h"

namespace empui {
bool App::analysis_observer(int* observer, std::string* why) const {
  if (!review_ || !review_->session) {
    if (why) *why = tr("err.no_game");
    return false;
  }
  const Review& r = *review_;
  // After the end everything may be seen, and without private information
  // every seat sees the same: each position as its mover saw it.
  if (r.finished || !review_->session->info->private_information) {
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

// The review's analysis at `iterations` per position: a quick pass over every
// position first (the graph within seconds), then the final figures, each
// position's search ending once its best action is clear (the CLI's
// `analyze --quick Q --clear 1 --margin 250 --reuse 1` gives the same figures), with tree
// reuse between consecutive positions unless `reuse` is false (for measuring).
emp::AnalysisOptions App::analysis_options(int iterations, bool reuse) {
  emp::AnalysisOptions opt;
  opt.iterations = std::max(iterations, 1);
  opt.quick = std::min(kAnalysisQuickIterations, opt.iterations / 4);
  opt.stop_when_clear = true;
  opt.clear_margin = emp::kReviewClearMargin;
  opt.reuse = reuse;
  return opt;
}

Result App::review_analyse(int iterations, bool reuse) {
  if (!review_) return Result::fail(tr("err.no_game"));
  int observer = emp::kObserverMover;
  std::string why;
  if (!analysis_observer(&observer, &why)) return Result::fail(why);
  auto an = std::make_unique<emp::GameAnalysis>();
  const uint64_t seed = review_->full.seed ^ 0xA7A1F5E5ULL;
  if (!an->begin(review_->full, observer, seed, analysis_options(iterations, reuse), &why))
    return Result::fail(tr_message(why.empty() ? "illegal" : why));
  review_->analysis_run = std::make_unique<thinking::AnalysisRun>();  // the old one's workers stop
  review_->analysis = std::move(an);
  review_->analysing = true;
  review_->analysis_budget = std::max(iterations, 1);
  review_->analysis_ms = 0;
  review_->analysis_shown_ms = 0;
  review_->analysis_max_slice = 0;
  review_->analysis_quick_ms = -1;
  review_->analysis_workers = 0;
  request_redraw();
  return {};
}

void App::review_stop_analysis() {
  if (!review_ || !review_->analysing) return;
  review_->analysing = false;     // the figures so far stay; Analyse starts again
  review_->analysis_run.reset();  // its workers stop at once
  request_redraw();
}

void App::run_analysis() {
  if (!review_ || !review_->analysing || !review_->analysis) return;
  Review& r = *review_;
  if (!r.analysis_run) r.analysis_run = std::make_unique<thinking::AnalysisRun>();
  const bool done = thinking::analysis(*r.analysis, *r.analysis_run, &r.analysis_ms, &r.analysis_max_slice);
  if (!r.analysis_run->sliced)
    r.analysis_workers = std::max(r.analysis_workers, static_cast<int>(r.analysis_run->tickets.size()));
  if (r.analysis_quick_ms < 0 && !r.analysis->in_quick_pass()) r.analysis_quick_ms = r.analysis_ms;
  if (done) {
    r.analysing = false;
    r.analysis_run.reset();
  }
  // The progress bar and the graph grow: a redraw every 250 ms is enough
  // (drawing every step would leave little time for the search), and at the end.
  const double t = plat::now_ms();
  if (!r.analysing || t - r.analysis_shown_ms >= 250.0) {
    r.analysis_shown_ms = t;
    request_redraw(1);
  }
}

// ---- hints ---------------------------------------------------------------------------

Result App::request_hint() {
  if (!running() || review_) return Result::fail(tr("err.no_game"));
  if (!settings_.hint_button) return Result::fail(tr("hint.off"));
  const int seat = acting_seat();
  if (seat < 0) return Result::fail(tr("err.not_human_turn"));
  Session& s = *running();
  const size_t at = s.record.actions.size();
  if (s.hint.seat == seat && s.hint.at == at && (s.hint.pending || s.hint.ready)) return {};  // already asked
  thinking::stop_hint(s);
  s.hint = Session::Hint{};
  s.hint.pending = true;
  s.hint.at = at;
  s.hint.seat = seat;
  // The acting seat's own decision by the Hard bot: it resamples everything
  // that seat cannot see, like any bot (bots/bot.h).
  s.hint_bot = emp::make_bot("ismcts-hard", s.seed * 0x2545F4914F6CDD1DULL + at * 0x9E3779B97F4A7C15ULL + 1, nullptr,
                             thinking::bot_searches());
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

}  // namespace empui
