// The platform layer. platform_sdl.cpp: window, GL context, ImGui backends and
// the main loop (shared by desktop and browser). platform_web.cpp /
// platform_native.cpp: settings storage, URL and clock. storage.h: the store
// under the saves, files and the clipboard. web/CMakeLists.txt picks the
// _web or _native files.
#pragma once
#include <string>

namespace empui::plat {

// What the platform hands its events and frames to: the app's shell (web/main.cpp).
// The platform reaches the app only through this interface.
class Shell {
 public:
  virtual ~Shell() = default;
  // One main-loop step: true when a frame must be rendered.
  virtual bool update(double now_ms, bool had_events) = 0;
  // Builds the ImGui frame (between NewFrame and Render) for a display of w x h logical pixels.
  virtual void draw(float w, float h) = 0;
  virtual void request_redraw() = 0;
  virtual float ui_scale() const = 0;
  virtual void frame_rendered() = 0;  // a frame was presented
  virtual unsigned long long frames_rendered() const = 0;
  virtual void note_loop_ms(double ms, bool rendered) = 0;
  // Milliseconds until the shell wants to run again without input (native idle wait).
  virtual double ms_until_wakeup(double now_ms) const = 0;
  // The result of a copy to the clipboard (possibly asynchronous).
  virtual void clipboard_result(bool ok) = 0;
};
// The shell the main loop drives (set before run_main_loop()).
void set_shell(Shell* shell);
Shell& shell();

// ---- platform_sdl.cpp ----
bool init_window(const char* title, int w, int h);
void run_main_loop();  // never returns on the web; returns on quit natively
void shutdown_window();
// Input the main loop has not taken yet (events waiting in SDL's queue).
bool input_pending();
// Device pixel ratio (framebuffer pixels per logical pixel).
float pixel_ratio();
// Builds one ImGui frame off-screen (App::draw between NewFrame and Render,
// with the last frame's input and display size; nothing is presented and the
// frame is not counted) and returns a hash of what was drawn: every draw
// list's vertices, indices, texture ids, clip rectangles and element counts.
// 0 when no frame can be built (no ImGui context).
unsigned long long offscreen_frame_hash();

// ---- platform_web.cpp / platform_native.cpp ----
double now_ms();
std::string storage_get(const std::string& key);
bool storage_set(const std::string& key, const std::string& value);
// Page URL pieces (web); natively empty / "empires:" defaults.
std::string location_hash();    // "#g=..." or ""
std::string location_base();    // URL without the fragment
bool dev_flag();                // ?dev=1 (web) or EMPIRES_DEV=1 (native)
bool prefers_reduced_motion();  // the browser's prefers-reduced-motion (native: EMPIRES_REDUCE_MOTION=1)
bool coarse_pointer();          // the primary pointer is a finger: (pointer: coarse) (native: EMPIRES_TOUCH=1)
// Thinking away from the main loop (platform_web.cpp: Web Workers running this
// same program without its main loop, shell/thinker.js; natively there are
// none). Requests and answers are bots/remote.h's. A channel is one kind of
// search (thinking.h: the bots, the hint): a post on a channel replaces what
// that channel was doing (a running search is stopped at once).
bool thinker_available();  // false natively, without Worker support, or once a worker failed
bool thinker_post(int channel, unsigned ticket, const std::string& request);
bool thinker_poll(unsigned ticket, std::string& answer);  // the answer, once it has come (taken)
void thinker_cancel(int channel);                         // stops the channel's search at once
int thinker_cores();  // the device's cores (navigator.hardwareConcurrency; natively 1)
// Called after each rendered frame, before the swap (native: EMPIRES_SCREENSHOT=<png>
// saves the 3rd frame and quits; web: nothing). Returns true to quit.
bool after_render(int fb_w, int fb_h, unsigned long long frame);

}  // namespace empui::plat
