// SDL2 window + OpenGL (ES on the web), the ImGui backends and the main loop,
// shared by the desktop and the browser build.
//
// Rendering happens only when something changed: App::update() says whether a
// frame is needed (input arrived, a bot moved, or a few settle frames after
// either). Otherwise the loop step returns without an ImGui frame or a swap, so
// an idle page does not redraw.
#include <SDL.h>

#include <algorithm>
#include <cstdio>

#include "fonts.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "item_probe.h"
#include "kit/follower.h"
#include "kit/tooltip.h"
#include "platform/platform.h"
#include "ui_util.h"

#ifdef __EMSCRIPTEN__
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace empui::plat {
namespace {
Shell* g_shell = nullptr;
SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;
bool g_quit = false;

bool render_step();

// One main-loop step, timed for the frame-time budget.
void frame() {
  const double t0 = now_ms();
  const bool rendered = render_step();
  shell().note_loop_ms(now_ms() - t0, rendered);
}

// Returns whether a frame was drawn.
bool render_step() {
  bool had_events = false;
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) {
    ImGui_ImplSDL2_ProcessEvent(&ev);
    if (ev.type == SDL_QUIT) g_quit = true;
    // ImGui uses the mouse events SDL synthesizes from the first finger; the
    // finger events themselves tell the kit about touch (tooltips on long
    // press, pinch): positions arrive normalized to the window.
    if (ev.type == SDL_FINGERDOWN || ev.type == SDL_FINGERMOTION || ev.type == SDL_FINGERUP) {
      int w = 0, h = 0;
      SDL_GetWindowSize(g_window, &w, &h);
      const ImVec2 pos(ev.tfinger.x * static_cast<float>(w), ev.tfinger.y * static_cast<float>(h));
      const auto id = static_cast<int64_t>(ev.tfinger.fingerId);
      if (ev.type == SDL_FINGERDOWN)
        kit::touch_down(id, pos);
      else if (ev.type == SDL_FINGERMOTION)
        kit::touch_move(id, pos);
      else
        kit::touch_up(id);
    } else if ((ev.type == SDL_MOUSEMOTION && ev.motion.which != SDL_TOUCH_MOUSEID) ||
               (ev.type == SDL_MOUSEBUTTONDOWN && ev.button.which != SDL_TOUCH_MOUSEID)) {
      kit::mouse_used();
    }
    had_events = true;
  }
  Shell& a = shell();
  // A resting finger needs frames until its long press shows the tooltip.
  if (kit::touch_wants_frames()) a.request_redraw();
  if (!a.update(now_ms(), had_events)) return false;  // idle: no frame, no swap

  fonts::update(pixel_ratio(), a.ui_scale());
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  kit::touch_new_frame();
  probe::begin_frame();
  ImGui::NewFrame();
  const ImGuiIO& io = ImGui::GetIO();
  // A long record is followed over several frames (kit/follower.h), each
  // spending 12 ms of its time on it.
  kit::RecordFollower::frame_budget(kit::RecordFollower::frame_ms());
  a.draw(io.DisplaySize.x, io.DisplaySize.y);
  kit::RecordFollower::no_budget();
  kit::touch_end_frame();
  // A press and its release polled together (a quick tap) are seen by ImGui as
  // a press this frame; it must see the release in another frame, or the next
  // press would continue this one (its item stays active, its place the
  // click's): one more frame, even if no event comes. This is the mouse's
  // case; a finger's tap is the kit's (kit/tooltip.cpp: the finger is the
  // pointer, its release gets a frame of its own through touch_wants_frames()
  // above), as SDL's mouse made from the touches can lag.
  static const int kSdlButton[3] = {SDL_BUTTON_LEFT, SDL_BUTTON_RIGHT, SDL_BUTTON_MIDDLE};  // ImGui's order
  const Uint32 held = SDL_GetMouseState(nullptr, nullptr);
  for (int b = 0; b < 3; ++b)
    if (io.MouseDown[b] && !(held & SDL_BUTTON(kSdlButton[b]))) a.request_redraw();
  ImGui::Render();
  probe::end_frame();

  int fb_w = 0, fb_h = 0;
  SDL_GL_GetDrawableSize(g_window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  a.frame_rendered();
  if (after_render(fb_w, fb_h, a.frames_rendered())) g_quit = true;
  SDL_GL_SwapWindow(g_window);
  return true;
}
// FNV-1a over raw bytes.
void fnv(unsigned long long& h, const void* data, size_t n) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (size_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
}
}  // namespace

void set_shell(Shell* s) { g_shell = s; }
Shell& shell() { return *g_shell; }

unsigned long long offscreen_frame_hash() {
  if (!ImGui::GetCurrentContext() || ImGui::GetFrameCount() == 0) return 0;
  Shell& a = shell();
  probe::begin_frame();
  ImGui::NewFrame();
  const ImGuiIO& io = ImGui::GetIO();
  a.draw(io.DisplaySize.x, io.DisplaySize.y);
  ImGui::Render();
  probe::end_frame();
  unsigned long long h = 14695981039346656037ull;
  const ImDrawData* dd = ImGui::GetDrawData();
  if (!dd) return h;
  for (int i = 0; i < dd->CmdListsCount; ++i) {
    const ImDrawList* dl = dd->CmdLists[i];
    for (const ImDrawVert& v : dl->VtxBuffer) {
      fnv(h, &v.pos, sizeof v.pos);
      fnv(h, &v.uv, sizeof v.uv);
      fnv(h, &v.col, sizeof v.col);
    }
    fnv(h, dl->IdxBuffer.Data, static_cast<size_t>(dl->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& c : dl->CmdBuffer) {
      if (c.UserCallback) continue;
      const ImTextureID tex = c.GetTexID();
      fnv(h, &tex, sizeof tex);
      fnv(h, &c.ClipRect, sizeof c.ClipRect);
      fnv(h, &c.ElemCount, sizeof c.ElemCount);
      fnv(h, &c.IdxOffset, sizeof c.IdxOffset);
      fnv(h, &c.VtxOffset, sizeof c.VtxOffset);
    }
  }
  return h;
}

float pixel_ratio() {
#ifdef __EMSCRIPTEN__
  return static_cast<float>(emscripten_get_device_pixel_ratio());
#else
  int w = 0, h = 0, fw = 0, fh = 0;
  SDL_GetWindowSize(g_window, &w, &h);
  SDL_GL_GetDrawableSize(g_window, &fw, &fh);
  return w > 0 ? static_cast<float>(fw) / static_cast<float>(w) : 1.0f;
#endif
}

bool init_window(const char* title, int w, int h) {
#ifndef __EMSCRIPTEN__
  SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
#endif
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    return false;
  }
#ifdef __EMSCRIPTEN__
  // WebGL 2 if available (GLSL 100 shaders run on both); WebGL 1 otherwise.
  const char* glsl = "#version 100";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
  if (!g_window) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    return false;
  }
  g_gl = SDL_GL_CreateContext(g_window);
#ifdef __EMSCRIPTEN__
  if (!g_gl) {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2);
    g_gl = SDL_GL_CreateContext(g_window);
  }
#endif
  if (!g_gl) {
    std::fprintf(stderr, "SDL_GL_CreateContext: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini: our settings live in our own storage
  io.LogFilename = nullptr;
  probe::enable();
  io.ConfigInputTextCursorBlink = false;  // a blinking caret would force redraws
  io.ConfigWindowsMoveFromTitleBarOnly = true;
  apply_theme();
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init(glsl);
  fonts::update(pixel_ratio(), 1.0f);
  return true;
}

void run_main_loop() {
#ifdef __EMSCRIPTEN__
  // requestAnimationFrame-driven; frame() returns at once when idle.
  emscripten_set_main_loop(frame, 0, 1);
#else
  while (!g_quit) {
    frame();
    const double wait = shell().ms_until_wakeup(now_ms());
    if (wait > 0) SDL_WaitEventTimeout(nullptr, static_cast<int>(std::min(wait, 500.0)));
  }
#endif
}

bool input_pending() { return SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) == SDL_TRUE; }

void shutdown_window() {
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  if (g_gl) SDL_GL_DeleteContext(g_gl);
  if (g_window) SDL_DestroyWindow(g_window);
  SDL_Quit();
}

}  // namespace empui::plat
