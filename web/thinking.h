// The thinking of the running game's bots, the hint and the review's analysis:
// searches that run in slices between frames so that the page stays
// responsive. It knows the running game (play.h) and the searches, never the
// screens: the shell (App::update) asks for a slice once per main-loop step
// and redraws when a slice says something changed.
#pragma once
#include <string>

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
  bool moved = false;  // at least one bot move was made (the step redraws)
  std::string error;   // a bot chose an illegal action: bots are stopped
};
BotSlice bots(Play& play, double budget_end, bool drawing);

// A slice of the hint's search for the person now acting on the screen
// (`acting`): a hint belongs to one position and one person, so anything
// else ends it. True when the screen must be redrawn.
bool hint(Session& s, int acting);

// A slice of an analysis: adds its time to *spent_ms and the longest slice to
// *max_slice_ms. True when the analysis is complete.
bool analysis(emp::GameAnalysis& an, double* spent_ms, double* max_slice_ms);

}  // namespace empui::thinking
