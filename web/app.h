// The application's shell: routing between screens, notices, frame pacing and
// settings. It holds the running game (play.h: the move path, no drawing), a
// review (its own read-only session), the saves (persistence.cpp observes the
// running game's record) and the thinking of bots, hints and analysis
// (thinking.cpp). Every way to change the game (a click, a tap, the automation
// API, a bot) goes through Play::submit().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bots/analysis.h"
#include "i18n.h"
#include "kit/host.h"
#include "play.h"
#include "session.h"
#include "settings.h"
#include "thinking.h"

namespace empui {

enum class Screen { Menu, About, Settings, Game, Saves, Review };

namespace kit {
class Board;
}

// The application. To the game screen's board and the kit it is only a
// kit::Host (kit/host.h): the game on the table and the one move path.
class App final : public kit::Host, private Play::Observer {
 public:
  App();
  ~App() override;

  // ---- kit::Host: what the board sees (the game shown: the review's, else the running one; valid while one is) ----
  const emp::GameInfo& info() const override { return *shown()->info; }
  const emp::State& state() const override { return *shown()->state; }
  const emp::Record& record() const override { return shown()->record; }
  std::string seat_name(int seat) const override;
  int seat_colour(int seat) const override;
  bool seat_is_bot(int seat) const override;
  int actor(size_t i) const override;
  std::string seen_action(size_t i) const override;
  kit::RecordFollower& follower() override { return shown()->follower; }
  bool read_only() const override { return shown()->read_only; }
  kit::Handover& handover() override { return shown()->handover; }
  const emp::Action* pending_choice() const override;
  int64_t hinted_action() const override;
  bool reduce_motion() const override { return settings_.reduce_motion; }
  std::vector<std::string> last_move() const override;
  std::vector<std::string> last_move_events() const override;
  int bot_delay() const override { return effective_bot_delay(); }
  void show_error(std::string text) override { banner = std::move(text); }
  void show_toast(std::string text) override { show_toast(std::move(text), 4000); }
  std::unique_ptr<GameUi>& board_slot() override { return shown()->board_ui; }
  // The running game's board (made by its WebGame on first use), or null
  // for a game without a front end of its own.
  kit::Board* board();

  // ---- lifecycle (called by the platform main loop) ----
  void init();
  // One main-loop step: runs bots, returns true when a frame must be rendered.
  bool update(double now_ms, bool had_events);
  // Builds the ImGui frame (between NewFrame and Render).
  void draw();
  // Milliseconds until the app wants to run again without input (native idle wait).
  double ms_until_wakeup(double now_ms) const;
  // Nothing to draw now or within `soon_ms`: no frame asked for, no toast
  // fading, no review step or bot move due (a bot thinking, a worker's
  // analysis or a bot due later leave the page at rest until they answer).
  bool at_rest(double now_ms, double soon_ms) const;
  // The shown game's record is still being followed (kit/follower.h) on a
  // screen that follows it (game, review): more frames are needed.
  bool catching_up() const;
  void request_redraw(int frames = 3) override;
  uint64_t frames_rendered() const { return frames_; }
  void count_frame() { ++frames_; }
  // Main-loop step durations (update + any render), for the frame-time budget
  // while bots think: the longest and the mean since the last reset.
  // `rendered`: the step drew a frame (its time includes the GL work).
  void note_loop_ms(double ms, bool rendered) {
    loop_max_ms_ = ms > loop_max_ms_ ? ms : loop_max_ms_;
    double& m = rendered ? loop_max_render_ms_ : loop_max_norender_ms_;
    m = ms > m ? ms : m;
    loop_sum_ms_ += ms;
    ++loop_count_;
  }
  void reset_loop_stats() {
    loop_max_ms_ = loop_sum_ms_ = loop_max_render_ms_ = loop_max_norender_ms_ = bot_max_ms_ = think_max_ms_ = 0;
    think_slow_steps_ = 0;
    loop_count_ = 0;
    page_searches_base_ = page_searches_total();
  }
  // Pieces of search work the page did itself since the reset (thinking.h:
  // page_searches): none while the bots, the hint and the analysis think in workers.
  uint64_t page_searches() const { return page_searches_total() - page_searches_base_; }
  double loop_max_ms() const { return loop_max_ms_; }
  double loop_max_render_ms() const { return loop_max_render_ms_; }
  double loop_max_norender_ms() const { return loop_max_norender_ms_; }
  double bot_max_ms() const { return bot_max_ms_; }        // longest bot work in one step
  uint64_t worker_moves() const { return worker_moves_; }  // bot moves decided in a thinking worker
  // The longest time one step spent deciding (the hint's and the bots' thinking
  // here, or handing it to the thinking worker and looking for the answer),
  // without the moves themselves.
  double think_max_ms() const { return think_max_ms_; }
  // Steps that spent more than kThinkStepMs deciding.
  static constexpr double kThinkStepMs = 4.0;
  uint64_t think_slow_steps() const { return think_slow_steps_; }
  double loop_mean_ms() const { return loop_count_ ? loop_sum_ms_ / static_cast<double>(loop_count_) : 0; }
  uint64_t loop_count() const { return loop_count_; }

  // ---- the one path that changes the game (play.h; refused in review) ----
  Play& play() { return play_; }
  const Play& play() const { return play_; }
  // Applies `a` for the seat to act (the automation API): Play::submit().
  Result submit_action(emp::Action a);
  // A player's choice on the screen (a board click, a prompt button): Play::choose() for the acting seat.
  Result choose(emp::Action a) override;
  // The pending confirmation (Session::confirm): confirm applies the choice, cancel drops it.
  Result confirm_choice() override;
  void cancel_choice() override;
  // The seat whose turn is held (Session::held), or -1.
  int held_seat() const override;
  // Ends the held turn: the next seat moves (bots after their delay).
  Result end_turn() override;
  // A board's "End turn" button: after its choice, ends the turn when the
  // choice left `seat`'s turn held, so one click ends the action and the turn
  // (no second "End turn" in the status bar). Nothing when nothing is held.
  void end_turn_if_held(int seat) override;
  // The pause between bot moves in force (the session's own, else the setting).
  int effective_bot_delay() const;
  // Sets the bot speed: the setting (saved) and the running game follow it.
  void set_bot_delay(int ms) override;
  Result new_game(const std::string& game_id, int players, uint64_t seed, std::vector<SeatConfig> seats,
                  int bot_delay_ms = -1, uint32_t variant = 0);
  Result load_link(const std::string& text);
  std::string share_code() const;  // encode_link of the current record, "" without a game

  // ---- the table and play by link (table.cpp) ----
  uint64_t game_uid() const;  // non-zero: the game is played by link
  // The seat to move is a person at another device (play by link), or -1.
  int remote_to_act() const override;
  // The whole link (page address + "#g=" + code) to send to the next person.
  std::string send_link() const;
  // The seat chooser after a link opened: the pending choice becomes the table.
  Result confirm_seats();
  // Whether `seat` is a person the link says plays at another device (an
  // unfinished game by link, not the seat to move): played here only by an
  // explicit take-over (take_over_seat), which confirm_seats makes known.
  bool seat_played_elsewhere(int seat) const;
  void take_over_seat(int seat, bool take);  // the chooser's "Take over" / "Elsewhere"

  // ---- undo (Play::can_undo_to; never in review) ----
  bool can_undo_to(size_t n) const override;
  bool can_undo() const override;  // the last action
  kit::UndoStop undo_stop(int seat) const override;
  Result undo_to(size_t n) override;  // replays the record without its actions from n on
  Result undo() override;

  // Human seat that must act now, or -1 (no game, terminal, a bot acts, or a
  // turn is held: nobody acts until it ends).
  int human_to_act() const;
  bool bot_to_act() const override;  // false while a turn is held
  bool record_full() const override { return play_.record_full(); }
  // Legal actions of the human seat to act (empty otherwise).
  std::vector<emp::Action> human_legal_actions() const;

  // ---- hot-seat and hidden information (the generic game screen) ----
  // The human seat the pass-the-device cover waits for, or -1: the human to
  // act changed (or the game was just opened) while at least two seats are
  // human, that seat has not confirmed yet, and the game has private
  // information (GameInfo::private_information), or its front end asks for the
  // cover anyway (WebGame::hot_seat_cover), or the player did in Settings
  // (Settings::handover_cover).
  int cover_seat() const override;
  // Whether the cover hides the board (private information) or only its choices.
  bool cover_hides_board() const override;
  // The human seat that may act on the screen now: human_to_act(), but -1
  // while the cover is up (boards and the action list offer no choices then).
  int acting_seat() const override;
  // The seat whose view the screen shows: the human to act (none while the
  // cover hides the board), else the seat whose turn is held, else the only
  // human, else -1 (a spectator).
  int view_seat() const override;

  // ---- review mode (review.cpp, screens/screen_review.cpp) ----
  // Review shows the position after any action of a game, read-only, in its
  // own session (the record cut after n actions). The running game stays
  // where it is, untouched (no bot moves meanwhile); leaving goes back to the
  // screen review was opened from.
  struct Review {
    std::unique_ptr<Session> session;     // what is shown: the reviewed game after n actions
    Screen back = Screen::Menu;           // the screen review was opened from
    emp::Record full;                     // the whole reviewed game
    std::vector<LogEntry> log;            // its log, one entry per action
    size_t n = 0;                         // the position shown: after n actions
    bool finished = false;                // the game is over: everything is shown
    std::vector<int> people;              // seats whose view may be shown (the people at this device)
    int viewer = -1;                      // the seat whose view is shown (-1: what every seat sees)
    double speed = 0;                     // playback, actions per second (0: stopped)
    double next_ms = 0;                   // when playback takes the next step
    std::vector<emp::Progress> progress;  // State::progress() after each n (0..total)
    std::vector<size_t> turns;            // positions where a new era, round or turn starts (with 0 and total)
    // The positions the viewer may go to (0 and total among them): in an
    // unfinished game none inside a run of another seat's secret steps, which
    // is one move for it (session.h: moves_seen), so neither the slider nor
    // the steps tell how many hidden steps there were. Its index is the move
    // number shown.
    std::vector<size_t> stops;
    std::unique_ptr<emp::State> last;   // the position after every action (which secret steps it has revealed)
    std::unique_ptr<emp::State> start;  // the position after 0 actions (stepping back replays from it)
    // Positions every `checkpoint_every` actions (checkpoints[k]: after k * checkpoint_every
    // actions; [0] is `start`'s copy): a jump replays at most that many actions. At most
    // about kReviewCheckpoints of them, whatever the game's length.
    static constexpr size_t kReviewCheckpoints = 128;
    std::vector<std::unique_ptr<emp::State>> checkpoints;
    size_t checkpoint_every = 0;
    // The analysis (analysis.cpp): the Hard bot's view of every position, worked
    // out in slices while the review is open.
    std::unique_ptr<emp::GameAnalysis> analysis;
    std::unique_ptr<thinking::AnalysisRun> analysis_run;  // its thinking workers (gone: stopped)
    bool analysing = false;                               // the analysis is running
    int analysis_budget = 0;                              // search iterations per position
    double analysis_ms = 0;                               // time spent so far
    double analysis_shown_ms = 0;   // when the progress was last drawn (a redraw at most every 250 ms)
    double analysis_max_slice = 0;  // the longest slice of work in one main-loop step (ms)
    double analysis_quick_ms = -1;  // when the quick pass was complete (analysis_ms; -1: not yet)
    int analysis_workers = 0;       // the most thinking workers it used at once (0: in slices here)
  };
  bool reviewing() const override { return review_ != nullptr; }
  const Review* review() const { return review_.get(); }
  Result review_running();                      // the running game
  Result review_link(const std::string& text);  // a share link (or its fragment)
  Result review_save(const std::string& id);    // a named save
  Result review_goto(size_t n);                 // shows the position after n actions
  Result review_goto_move(size_t move);         // shows the position after move `move` (a stop's index)
  Result review_step(int by);                   // to the stop `by` stops from the shown one (Review::stops)
  size_t review_move() const;                   // the shown position's move number (its index among the stops)
  size_t review_moves() const;                  // the last move number (the stops less one)
  void review_set_viewer(int seat);             // one of review()->people, or -1
  void review_play(double actions_per_second);  // 0 stops
  void leave_review();                          // back to exactly where the player was
  // Analysis of the reviewed game (analysis.cpp): the Hard bot's preferred
  // action and every seat's chance to win at each position, computed in
  // slices. During a game with private information it takes the viewing
  // seat's information only (a person must be chosen in "View as"); after the
  // end, or in a game without private information, each position as its mover saw it.
  Result review_analyse(int iterations_per_position, bool reuse = true);
  // The quick pass's budget per position, and the options of the review's analysis.
  static constexpr int kAnalysisQuickIterations = 500;
  static emp::AnalysisOptions analysis_options(int iterations, bool reuse = true);
  void review_stop_analysis();
  // The observer the analysis would use now (a seat or emp::kObserverMover),
  // or a translated reason why it cannot run.
  bool analysis_observer(int* observer, std::string* why) const;

  // ---- hints (analysis.cpp) ----
  // The Hard bot's suggestion for the person to act (Settings: show the Hint
  // button; off by default). Thinks in slices; noted in the log.
  Result request_hint();

  // ---- leak check (automation API) ----
  struct LeakReport {
    bool ok = false;
    bool stable = false;  // the real frame drew the same twice (the UI had settled)
    uint64_t draw_real = 0, draw_resampled = 0;
    bool state_equal = false;
    bool resample_changed = false;  // the clone's full state differs (the check was not vacuous)
    std::string error;
  };
  // Draws one frame off-screen as `seat` sees it with the real state and one
  // with a clone after resample_hidden(seat), same UI state, and compares the
  // draw data and state_json(seat). Leaves the session, the log, the autosave
  // and the scheduled frames as they were.
  LeakReport leak_check(int seat);

  // ---- navigation / state ----
  Screen screen() const { return screen_; }
  void go(Screen s);
  // The game shown (the review's while one is open, else the running game), or null.
  Session* session() { return shown(); }
  const Session* session() const { return shown(); }
  // The running game, or null (also while a review is shown).
  Session* running() { return play_.session(); }
  const Session* running() const { return play_.session(); }
  Settings& settings() { return settings_; }
  const Settings& settings() const { return settings_; }
  void save_settings();
  bool dev_mode() const { return dev_mode_; }
  bool game_visible(const emp::GameInfo& g) const { return g.listed || dev_mode_; }
  emp::Lang lang() const override { return settings_.lang; }
  void set_lang(emp::Lang l);

  // A message shown once on the menu (e.g. a failed link on start-up).
  std::string banner;

  // The About screen shows this game (id).
  std::string about_game;

  // UI geometry for the current frame (logical pixels).
  float width() const { return width_; }
  float height() const { return height_; }
  bool narrow() const override { return width_ < 760.0f; }
  void set_viewport(float w, float h) {
    width_ = w;
    height_ = h;
  }

  // ---- saves and links (persistence.cpp) ----
  // Replaces the session with a checked replay of a record. Seats that do not
  // match the player count: every seat human. Error messages are translated.
  // `save_id`: the game's existing autosave (continued from it, nothing is written); else a new one.
  Result open_record(const emp::Record& rec, std::vector<SeatConfig> seats, int bot_delay_ms,
                     const std::string& save_id = {}, uint64_t save_seq = 0);
  Result continue_game();                           // the running game, or the newest autosaved one
  Result continue_autosave(const std::string& id);  // one of persist::list_autosaves()
  // Another tab continued this game: load what it saved and go on here.
  Result take_over();
  // A read-only tab shows the latest autosave of the game another tab plays.
  void follow_other_tab(bool same_seq = false);
  // The store changed in another tab (the storage event): `key` is the store key.
  void storage_changed(const std::string& key);
  bool can_continue() const;
  Result save_as(const std::string& name);
  Result load_save(const std::string& id);
  Result delete_save(const std::string& id);
  // Deletes an unfinished game kept by the autosave (not the running one).
  Result delete_autosave(const std::string& id);
  Result export_save(const std::string& id);  // web: a download; native: a file in the config dir
  Result import_file(const std::string& bytes, const std::string& filename);  // adds a named save
  void copy_share_link();                                                     // clipboard + confirmation
  void clipboard_result(bool ok);  // from the platform (possibly asynchronous)
  void show_toast(std::string text, double ms);
  LiveText notice;    // information (not an error) shown on the menu and game screens, in the current language
  std::string toast;  // a short confirmation that disappears by itself
  double toast_until_ms = 0;
  int storage_error = 0;  // persist::StoreError of the last autosave (0: fine)

 private:
  void autosave_now();
  // Two tabs: this tab's moves that the autosave refused (another tab went on)
  // go to a named save, and the player is told where; the tab then only shows
  // the game. lost_tab_race: the slot at save_seq holds another tab's write of
  // the same moment (checked before each autosave and on the storage event).
  void keep_refused_moves(Session& s, bool overwritten = false);  // overwritten: its write was lost
  bool lost_tab_race(Session& s);
  void restore_autosave();
  // Before the running game is replaced by the game `next_id`: an unfinished
  // game stays in its autosave (Continue lists it) and *kept says so; a game
  // without a move leaves nothing behind. Fails (changing nothing) when the
  // running game cannot be saved.
  Result keep_running_game(const std::string& next_id, LiveText* kept);
  // table.cpp: the record's table follows the seats (a new uid once a seat plays
  // elsewhere); this device's memory of a game played by link; the check of a
  // link against it (older or diverging links refused; seats played here kept).
  void sync_table();
  void remember_by_link();
  Result check_by_link(const emp::Record& rec, std::vector<SeatConfig>& seats, bool* known, uint32_t* taken = nullptr);
  void choose_seats_default();
  void clear_link_from_url();
  Result open_link_record(const emp::Record& rec);
  // Play::Observer: after every change of the running game's record, the
  // autosave and this device's memory of a game played by link follow it.
  void record_changed(Session& s) override;
  Session* shown() { return review_ ? review_->session.get() : play_.session(); }
  const Session* shown() const { return review_ ? review_->session.get() : play_.session(); }
  // `running`: the running game's own seats (else a link's or a save's, checked
  // against this device's memory of a game played by link).
  Result open_review(const emp::Record& rec, std::vector<SeatConfig> seats, const std::vector<LogEntry>* log,
                     bool running);
  void run_review(double now_ms);
  void run_analysis();  // analysis.cpp: a slice of the review's analysis

  Settings settings_;
  std::unique_ptr<Review> review_;
  int view_as_ = -2;  // leak check: draw as this seat (-2: no override)
  Screen screen_ = Screen::Menu;
  bool menu_to_top_ = false;  // the menu was just entered: it opens at its top
  Play play_{*this};
  bool dev_mode_ = false;
  int settle_frames_ = 3;
  uint64_t frames_ = 0;
  uint64_t worker_moves_ = 0;
  double think_max_ms_ = 0;
  uint64_t think_slow_steps_ = 0;
  uint64_t page_searches_base_ = 0;
  static uint64_t page_searches_total();
  double loop_max_ms_ = 0, loop_sum_ms_ = 0, loop_max_render_ms_ = 0, loop_max_norender_ms_ = 0, bot_max_ms_ = 0;
  uint64_t loop_count_ = 0;
  double now_ms_ = 0;
  float width_ = 1280, height_ = 800;
};

App& app();  // the single instance

// The automation API's state() JSON (automation.cpp). `seat` >= 0: the
// observation and the log as that seat may see them; -1: the spectator's
// observation and the log as the screen shows it now.
std::string state_json(const App& app, int seat, bool brief = false);  // brief: without the log and story

}  // namespace empui
