// One function per screen; each lives in its own screen_*.cpp.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace empui {
class App;
void draw_menu(App& app);
void draw_about(App& app);
void draw_settings(App& app);
void draw_game(App& app);
void draw_saves(App& app);   // screen_saves.cpp
void draw_review(App& app);  // screen_review.cpp: look back at a game
struct Session;
// screen_game.cpp, shared with the review screen: the players with their
// scores (and ranks once over) and the log as App::view_seat() may read it.
void draw_players_table(App& app, Session& s);
void draw_game_log(App& app, Session& s, float height);  // game_log.cpp
// game_log.cpp: the log as the screen tells it to `viewer` (a seat or -1), one
// line each (headers "# ", phase lines "## ", events indented), for the automation API.
std::vector<std::string> log_story(const App& app, const Session& s, int viewer);
// The newest log entry and what it set off, as `viewer` may read them.
std::vector<std::string> log_last_move(const Session& s, int viewer);
// The newest move's events as `viewer` may read them, coded (Host::last_move_events).
std::vector<std::string> log_last_move_events(const Session& s, int viewer);
// game_over.cpp: the end screen, then the game's own end view (`game`, may be
// null); true when "Play again" was clicked.
namespace kit {
class Board;
}
bool draw_game_over(App& app, Session& s, kit::Board* board);
void draw_toast(App& app);  // screen_saves.cpp: the fading confirmation, over every screen
void open_save_as_popup();
// screen_saves.cpp: the other unfinished games, each with Continue (at most `max`, then "All …").
void draw_continue_list(App& app, size_t max);
void draw_tab_notice(App& app);  // screen_saves.cpp: another tab plays this game ("Play it here")  // screen_saves.cpp:
                                 // the game screen's "Save as"
void draw_save_as_popup(App& app);
struct Session;
// screen_table.cpp: after a link opened, who plays here (true: it fills the
// main panel); while a person elsewhere is to move, the link to send them.
bool draw_seat_chooser(App& app, Session& s);
void draw_send_move(App& app, Session& s);
// The autosave stopped: "This game is not being saved: ..." until saving works
// again, in the game screen's pinned part (above the status bar), never
// scrolled away with the board.
void draw_not_saving(App& app, const Session& s);
// screen_analysis.cpp: review's analysis panel; the game screen's Hint button
// and the log's notes of hints asked for after `position` actions.
void draw_review_analysis(App& app, Session& s);
void draw_hint_button(App& app, Session& s);
void draw_hint_notes(const Session& s, size_t position);
}  // namespace empui
