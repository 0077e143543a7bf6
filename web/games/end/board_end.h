// The Empire's End board: every empire as a row of its eleven location tiles
// (healthy or destroyed, the innovations under them, exhaust markers, the
// disaster's target), the current disaster card(s) with their bid piles, the
// viewing seat's hand and stash (only that seat's), the conflict card and the
// last reveal, the progress track with the phase and the score track; the
// decision prompt (draw_end_decision) and the end-of-game breakdown with the
// VP chart. Legality always comes from EndState::legal_actions() and the reason
// for an illegal click from EndState::why_illegal(): the board decides no rule.
// Files: board_end.cpp (everything drawn), board_end_summary.cpp (the
// end-of-phase summaries), i18n_end.cpp (translations), end_web.cpp
// (registration and the rules summary).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "games/end/end_state.h"
#include "i18n.h"
#include "kit/board.h"
#include "kit/follower.h"
#include "kit/host.h"

namespace empui {

// The board (kit/board.h) for the game on the table.
std::unique_ptr<kit::Board> make_end_board(kit::Host& host);

namespace end_ui {
const std::vector<Translation>& end_translations();
const char* res_icon(int r);  // wheat, hammer, axe, coin (kit/icons.h glyphs)

// ---- end-of-phase summaries (board_end_summary.cpp) ----
struct PhaseSummaries;
struct PhaseSummariesDeleter {
  void operator()(PhaseSummaries* s) const;
};
using SummariesPtr = std::unique_ptr<PhaseSummaries, PhaseSummariesDeleter>;
// Follows the record; shows the newest phase over while watching, until dismissed.
// `viewer`: the seat whose token mix may be drawn (-1: nobody's).
void draw_phase_summary(kit::Host& host, SummariesPtr& sums, int viewer, bool narrow);
// Every phase so far, collapsible.
void draw_earlier_phase_summaries(kit::Host& host, const SummariesPtr& sums, int viewer, bool narrow);
// end_translations() and the summaries' keys.
const std::vector<Translation>& end_all_translations();
}  // namespace end_ui

}  // namespace empui
