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

enum class Screen { Menu, About, Settings, Game };

struct LogEntry {
  int seat = -1;
  emp::Action action = 0;
  std::string label_en;  // labels are computed when the action is applied,
  std::string label_de;  // because they depend on the state at that time
  bool secret = false;   // a simultaneous choice: hidden until the game ends
};

// A running game.
struct Session {
  const emp::GameInfo* info = nullptr;
  emp::Options options;
  uint64_t seed = 0;
  emp::Record record;
  std::unique_ptr<emp::State> state;
  std::vector<SeatConfig> seats;
  std::vector<std::unique_ptr<emp::Bot>> bots;  // one per seat, null for humans
  std::vector<LogEntry> log;
  int bot_delay_ms = -1;  // -1: use the settings
  double bot_due_ms = 0;  // when the next bot move may happen
  bool bot_thinking = false;  // a bot has started a decision (thinks in slices)
};

// Result of an operation that may fail with a user-facing message.
struct Result {
  bool ok = true;
  std::string error;  // already translated
  static Result fail(std::string msg) { return Result{false, std::move(msg)}; }
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

  // ---- the one path that changes the game ----
  Result submit_action(emp::Action a, bool from_bot = false);
  Result new_game(const std::string& game_id, int players, uint64_t seed, std::vector<SeatConfig> seats,
                  int bot_delay_ms = -1);
  Result load_link(const std::string& text);
  std::string share_code() const;  // encode_link of the current record, "" without a game

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

  // The autosave hook: called after every applied action (saving is a later task).
  void on_action_applied();

 private:
  void run_bots(double now_ms);
  int effective_bot_delay() const;
  void make_bots();

  Settings settings_;
  Screen screen_ = Screen::Menu;
  std::unique_ptr<Session> session_;
  bool dev_mode_ = false;
  int settle_frames_ = 3;
  uint64_t frames_ = 0;
  double now_ms_ = 0;
  float width_ = 1280, height_ = 800;
};

App& app();  // the single instance

}  // namespace empui
