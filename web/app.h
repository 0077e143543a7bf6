// The application: screens, the running game session, bots and the render
// scheduling. Every way to change the game (a click, a tap, the automation API,
// a bot) goes through App::submit_action().
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/record.h"
#include "settings.h"

namespace emp {
class Bot;
}

namespace empui {

enum class Screen { Menu, About, Settings, Game, Saves };

struct LogEntry {
  int seat = -1;
  emp::Action action = 0;
  std::string label_en;            // labels are computed when the action is applied,
  std::string label_de;            // because they depend on the state at that time
  bool secret = false;             // a simultaneous choice: hidden until the game ends
  uint64_t chance_before = ~0ull;  // State::chance_events() before the action (undo check; ~0: unknown)
};

// What a screen or a game's board remembers between frames for one running game
// (an open chooser, the hot-seat hand-over, a history walk). It lives in the
// Session, so a new game, a loaded save or an opened link starts fresh. A board
// or screen subclasses it and reaches its state through session_ui<T>().
struct GameUi {
  virtual ~GameUi() = default;
};
// The state of type T in `slot`, created on first use (or when the slot held another type).
template <class T>
T& session_ui(std::unique_ptr<GameUi>& slot) {
  if (T* t = dynamic_cast<T*>(slot.get())) return *t;
  auto fresh = std::make_unique<T>();
  T& ref = *fresh;
  slot = std::move(fresh);
  return ref;
}

// A running game.
struct Session;
// The seats' display names (for action labels that mention another seat).
std::vector<std::string> seat_names(const Session& s);

struct Session {
  const emp::GameInfo* info = nullptr;
  emp::Options options;
  uint64_t seed = 0;
  emp::Record record;
  std::unique_ptr<emp::State> state;
  std::vector<SeatConfig> seats;
  std::vector<std::unique_ptr<emp::Bot>> bots;  // one per seat, null for humans
  std::vector<LogEntry> log;
  int bot_delay_ms = -1;              // -1: use the settings
  double bot_due_ms = 0;              // when the next bot move may happen
  bool bot_thinking = false;          // a bot has started a decision (thinks in slices)
  bool paused = false;                // restored at start-up: bots wait until the player continues
  std::string origin;                 // "link" when opened from a share link (kept in saves)
  std::unique_ptr<GameUi> board_ui;   // the game's board (web/games/<id>/)
  std::unique_ptr<GameUi> screen_ui;  // the generic game screen (screens/screen_game.cpp)
  // After opening a link: the person chooses which seats are played here
  // (pending_seats, confirmed by App::confirm_seats). Nobody moves meanwhile.
  bool choosing_seats = false;
  std::vector<SeatConfig> pending_seats;
};

// Result of an operation that may fail with a user-facing message.
struct Result {
  bool ok = true;
  std::string error;  // already translated
  static Result fail(std::string msg) { return Result{false, std::move(msg)}; }
  // {"ok": true, "error": null} or {"ok": false, "error": "..."} for the automation API.
  std::string to_json() const;
};

class App {
 public:
  App();
  ~App();

  // ---- lifecycle (called by the platform main loop) ----
  void init();
  // One main-loop step: runs bots, returns true when a frame must be rendered.
  bool update(double now_ms, bool had_events);
  // Builds the ImGui frame (between NewFrame and Render).
  void draw();
  // Milliseconds until the app wants to run again without input (native idle wait).
  double ms_until_wakeup(double now_ms) const;
  void request_redraw(int frames = 3);
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
    loop_max_ms_ = loop_sum_ms_ = loop_max_render_ms_ = loop_max_norender_ms_ = bot_max_ms_ = 0;
    loop_count_ = 0;
  }
  double loop_max_ms() const { return loop_max_ms_; }
  double loop_max_render_ms() const { return loop_max_render_ms_; }
  double loop_max_norender_ms() const { return loop_max_norender_ms_; }
  double bot_max_ms() const { return bot_max_ms_; }  // longest bot work in one step
  double loop_mean_ms() const { return loop_count_ ? loop_sum_ms_ / static_cast<double>(loop_count_) : 0; }
  uint64_t loop_count() const { return loop_count_; }

  // ---- the one path that changes the game ----
  Result submit_action(emp::Action a, bool from_bot = false);
  Result new_game(const std::string& game_id, int players, uint64_t seed, std::vector<SeatConfig> seats,
                  int bot_delay_ms = -1);
  Result load_link(const std::string& text);
  std::string share_code() const;  // encode_link of the current record, "" without a game

  // ---- the table and play by link (table.cpp) ----
  uint64_t game_uid() const;  // non-zero: the game is played by link
  // The seat to move is a person at another device (play by link), or -1.
  int remote_to_act() const;
  // The whole link (page address + "#g=" + code) to send to the next person.
  std::string send_link() const;
  // The seat chooser after a link opened: the pending choice becomes the table.
  Result confirm_seats();

  // ---- undo (generic for every game) ----
  // The actions from record position n to the end may be taken back: all were
  // made by the same human seat, none was secret, no chance event (random draw,
  // reveal) happened since the first of them and the game is not over.
  bool can_undo_to(size_t n) const;
  bool can_undo() const;     // the last action
  Result undo_to(size_t n);  // replays the record without its actions from n on
  Result undo();

  // Human seat that must act now, or -1 (no game, terminal, or a bot acts).
  int human_to_act() const;
  bool bot_to_act() const;
  // Legal actions of the human seat to act (empty otherwise).
  std::vector<emp::Action> human_legal_actions() const;

  // ---- navigation / state ----
  Screen screen() const { return screen_; }
  void go(Screen s);
  Session* session() { return session_.get(); }
  const Session* session() const { return session_.get(); }
  Settings& settings() { return settings_; }
  void save_settings();
  bool dev_mode() const { return dev_mode_; }
  bool game_visible(const emp::GameInfo& g) const { return g.listed || dev_mode_; }
  emp::Lang lang() const { return settings_.lang; }
  void set_lang(emp::Lang l);

  // A message shown once on the menu (e.g. a failed link on start-up).
  std::string banner;

  // The About screen shows this game (id).
  std::string about_game;

  // UI geometry for the current frame (logical pixels).
  float width() const { return width_; }
  float height() const { return height_; }
  bool narrow() const { return width_ < 760.0f; }
  void set_viewport(float w, float h) {
    width_ = w;
    height_ = h;
  }

  // The autosave hook: called after every applied action.
  void on_action_applied();

  // ---- saves and links (persistence.cpp) ----
  // Replaces the session with a checked replay of a record. Seats that do not
  // match the player count: every seat human. Error messages are translated.
  Result open_record(const emp::Record& rec, std::vector<SeatConfig> seats, int bot_delay_ms);
  Result continue_game();  // the autosaved game
  bool can_continue() const;
  Result save_as(const std::string& name);
  Result load_save(const std::string& id);
  Result delete_save(const std::string& id);
  Result export_save(const std::string& id);  // web: a download; native: a file in the config dir
  Result import_file(const std::string& bytes, const std::string& filename);  // adds a named save
  void copy_share_link();                                                     // clipboard + confirmation
  void clipboard_result(bool ok);  // from the platform (possibly asynchronous)
  void show_toast(std::string text, double ms = 4000);
  std::string notice;  // information (not an error) shown on the menu and game screens
  std::string toast;   // a short confirmation that disappears by itself
  double toast_until_ms = 0;
  int storage_error = 0;  // persist::StoreError of the last autosave (0: fine)

 private:
  void autosave_now();
  void restore_autosave();
  // table.cpp: the record's table follows the seats (a new uid once a seat plays
  // elsewhere); this device's memory of a game played by link; the check of a
  // link against it (older or diverging links refused; seats played here kept).
  void sync_table();
  void remember_by_link();
  Result check_by_link(const emp::Record& rec, std::vector<SeatConfig>& seats, bool* known);
  void choose_seats_default();
  void clear_link_from_url();
  Result open_link_record(const emp::Record& rec);
  void run_bots(double now_ms);
  int effective_bot_delay() const;
  void make_bots();

  Settings settings_;
  Screen screen_ = Screen::Menu;
  std::unique_ptr<Session> session_;
  bool dev_mode_ = false;
  int settle_frames_ = 3;
  uint64_t frames_ = 0;
  double loop_max_ms_ = 0, loop_sum_ms_ = 0, loop_max_render_ms_ = 0, loop_max_norender_ms_ = 0, bot_max_ms_ = 0;
  uint64_t loop_count_ = 0;
  double now_ms_ = 0;
  float width_ = 1280, height_ = 800;
};

App& app();  // the single instance

}  // namespace empui
