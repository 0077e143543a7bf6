// The platform layer. platform_sdl.cpp: window, GL context, ImGui backends and
// the main loop (shared by desktop and browser). platform_web.cpp /
// platform_native.cpp: settings storage, URL and clock. storage.h: the store
// under the saves, files and the clipboard. web/CMakeLists.txt picks the
// _web or _native files.
#pragma once
#include <string>

namespace empui::plat {

// ---- platform_sdl.cpp ----
bool init_window(const char* title, int w, int h);
void run_main_loop();  // never returns on the web; returns on quit natively
void shutdown_window();
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
std::string location_hash();  // "#g=..." or ""
std::string location_base();  // URL without the fragment
bool dev_flag();              // ?dev=1 (web) or EMPIRES_DEV=1 (native)
// Called after each rendered frame, before the swap (native: EMPIRES_SCREENSHOT=<png>
// saves the 3rd frame and quits; web: nothing). Returns true to quit.
bool after_render(int fb_w, int fb_h, unsigned long long frame);

}  // namespace empui::plat
