// The thinking of the running game's bots, the hint and the review's analysis:
// searches that run away from the main loop where the platform has thinking
// workers (plat::thinker_*: Web Workers in the browser), and otherwise in
// slices between frames, so that the page stays responsive. A bot's decision
// and a hint go to a worker as a request (bots/remote.h: the record, the
// bot's kind and generator) and come back as the action and the generator:
// the same choice the bot makes thinking here. It knows the running game
// (play.h) and the searches, never the screens: the shell (App::update) asks
// for a slice once per main-loop step and redraws when a slice says
// something changed.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "bots/analysis.h"
#include "play.h"

namespace empui::thinking {

// Milliseconds of search per main-loop step when the step draws nothing
// (thinking needs no redraw), and when it also draws a frame: a step stays
// well under 50 ms.
constexpr double kSliceMs = 12.0;
constexpr double kSliceDrawingMs = 4.0;

// The running game's bot to move (Play::bot_due()) thinks until `budget_end`
// (plat::now_ms()) and moves through Play::submit(). With no delay between bot
// moves, quick moves chain within the budget.
struct BotSlice {
  bool moved = false;   // at least one bot move was made (the step redraws)
  int from_worker = 0;  // moves whose decision came from a thinking worker
  double think_ms = 0;  // time spent deciding (posting, looking for answers, thinking in slices), not moving
  std::string error;    // a bot chose an illegal action: bots are stopped
};
BotSlice bots(Play& play, double budget_end, bool drawing);
// Pieces of search work done here, on the page (bots, the hint, the analysis
// thinking in slices rather than in a worker), since the page loaded: a
// count, not a time, so that a test can tell where the thinking happened.
uint64_t page_searches();
// Stops a bot decision under way in a thinking worker (a new game, an undo):
// its answer is never used.
void stop_bot(Session& s);
// Root-parallel ISMCTS for the game's search bots: one search per core but
// the page's (navigator.hardwareConcurrency - 1, at most kMaxBotSearches),
// each in its own worker with its own seed (ParallelIsmctsBot), their root
// statistics merged here; 1 without workers (then the bots think in slices).
// The moves depend on the seed and this count.
constexpr int kMaxBotSearches = 8;
int bot_searches();

// A slice of the hint's search for the person now acting on the screen
// (`acting`): a hint belongs to one position and one person, so anything
// else ends it. True when the screen must be redrawn. The hint is the Hard
// bot's choice as this device's bots make it: bot_searches() root-parallel
// searches, each in a worker of its own (the hint's channels, not the bots').
bool hint(Session& s, int acting);
// Stops the hint's searches under way in thinking workers.
void stop_hint(Session& s);

// The review's analysis: where there are thinking workers, shares of the
// positions go to up to kMaxAnalysisWorkers of them (one per core): first the
// quick pass (AnalysisOptions::quick), then the final figures, positions
// around the biggest drops first, in batches of whole runs of tree reuse (at
// least kAnalysisBatch positions) handed to whichever worker is free; the
// main loop only takes their rows in.
// Otherwise (or once a worker failed) it goes on here in slices. Destroying
// the run (leaving review, a new analysis, Stop) stops its workers at once.
constexpr int kMaxAnalysisWorkers = 8;
constexpr size_t kAnalysisBatch = 8;
struct AnalysisRun {
  AnalysisRun() = default;
  AnalysisRun(const AnalysisRun&) = delete;
  AnalysisRun& operator=(const AnalysisRun&) = delete;
  ~AnalysisRun();
  bool sliced = false;                    // thinking here
  int pass = -1;                          // the workers' pass: 0 quick, 1 final (-1: nothing posted yet)
  std::vector<unsigned> tickets;          // per worker: the share under way (0: its answer is complete)
  std::vector<std::string> outbox;        // per worker: its share's request, until posted
  std::vector<std::vector<size_t>> runs;  // the final pass's runs, in refinement order
  size_t next_run = 0;                    // the first run not yet handed out
  double last_ms = 0;                     // when the time was last counted
};
// A step of an analysis: adds the time since the last step (in workers) or the
// slice's time (here) to *spent_ms, and the longest main-loop time spent on it
// to *max_slice_ms. True when the analysis is complete.
bool analysis(emp::GameAnalysis& an, AnalysisRun& run, double* spent_ms, double* max_slice_ms);

}  // namespace empui::thinking
