// The game screen's frame around a board, the same for every game: the status
// bar pinned at the top (whose turn, where the game stands, what to do now and
// the buttons of the current decision, the End turn of a held turn, the
// confirmation of a revealing choice, the hot-seat hand-over), the seats'
// panels (a side column on a desktop, a strip with a drawer on a phone, the
// viewing seat first) and the bot speed. The game fills them through its
// board (kit/board.h: phase_line, draw_decision, draw_seat_panel).
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "imgui.h"

namespace empui::kit {
class Host;
class Board;

// The status bar, full width at the cursor (drawn outside the board's
// scrolling region, so it never scrolls away), always status_bar_height()
// high so that the board under it never moves: row A says whose turn it is
// and where the game stands, row B what to do now (one line, two on a phone,
// shortened with "…" and whole in its tooltip), row C the decision's
// buttons while they fit one row. A decision that needs more (a payment,
// counts, cards) opens the decision sheet instead: a panel over the bottom
// of the board's pane (the whole width on a phone), never in the flow.
// Nothing once the game is over. `extra`: drawn after the decision while a
// person here may act (the game screen's Hint button). May be null.
void status_bar(Host& host, Board* board, const std::function<void()>& extra = {});
// The status bar's fixed height.
float status_bar_height(const Host& host);
// The height of the row of the decision's buttons (a touch target on a phone).
float decision_row_height(const Host& host);
// The decision's buttons and `extra`, at the cursor (the bar's row or the
// sheet); returns the size they took.
ImVec2 decision_content(Host& host, Board* board, const std::function<void()>& extra);
// The decision sheet over the board pane's bottom; true when its content
// would fit one row of `inline_w` (it goes back into the bar).
bool decision_sheet(Host& host, Board* board, const std::function<void()>& extra, float inline_w);
// `text` shortened with "…" to at most `lines` lines of `width` (the current font).
std::string fit_lines(const std::string& text, float width, int lines);

// The seats in panel order: the viewing seat (Host::view_seat(), or the seat
// whose turn is held) first, then the others in seat order after it.
std::vector<int> seat_order(const Host& host);

// Every seat's full panel (the desktop's side column), each tinted in its
// colour; where they do not fit `max_h` together (<= 0: no limit), the
// viewing seat's in full and the others' one line each (every seat in view).
void seat_panels(Host& host, Board& board, float max_h);
// The phone's seat strip: one compact line per seat, or (`open`) the drawer
// with the bot speed and every seat's full panel.
void seat_strip(Host& host, Board& board, bool open);
// The button under the strip that opens and closes the drawer (`open`, remembered by the caller).
void seat_strip_toggle(Host& host, bool& open, float width = -1.0f);
// The toggle's width (its longer label) and a phone row's height (a touch target).
float seat_strip_toggle_width();

// The bot speed presets (settings.h: kBotSpeeds) as buttons; the choice is the
// setting, so the Settings screen shows the same one. Nothing without bots.
void bot_speed_bar(Host& host);

}  // namespace empui::kit
