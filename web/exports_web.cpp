// The app's entry points called from the page's JavaScript (shell/glue.js: the
// file picker, the clipboard, the storage event, the Continue list of the
// automation API). They belong to the app, not the platform: the platform
// never calls the app.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <memory>
#include <string>

#include "app.h"
#include "bots/analysis.h"
#include "bots/remote.h"
#include "core/json.h"
#include "persistence.h"

namespace {
// A request's bytes: a save file (at most 1 MiB) and a few lines.
constexpr int kMaxThinkRequest = 2 << 20;
std::string& think_request() {
  static std::string bytes;
  return bytes;
}
// The worker's share of an analysis (empires_think_more goes on with it).
std::unique_ptr<emp::GameAnalysis>& think_analysis() {
  static std::unique_ptr<emp::GameAnalysis> an;
  return an;
}
}  // namespace

// Called from JavaScript (the file picker, the clipboard and the automation API).
extern "C" {
EMSCRIPTEN_KEEPALIVE const char* empires_import_bytes(const char* data, int len, const char* name) {
  static std::string out;
  const empui::Result r = empui::app().import_file(
      std::string(data ? data : "", data && len > 0 ? static_cast<size_t>(len) : 0), name ? name : "");
  out = r.to_json();
  return out.c_str();
}

EMSCRIPTEN_KEEPALIVE void empires_clipboard_result(int ok) { empui::app().clipboard_result(ok != 0); }

// A message for the player from the page (glue.js: an over-long link in the address).
EMSCRIPTEN_KEEPALIVE void empires_show_error(const char* text) {
  empui::app().banner = text ? text : "";
  empui::app().request_redraw();
}

EMSCRIPTEN_KEEPALIVE void empires_storage_changed(const char* key) { empui::app().storage_changed(key ? key : ""); }

// autosaves() -> [{id, game, players, moves, terminal, progress, time, date, running}]: the autosaved
// games, newest first (the menu's Continue list; `running`: the game open in this tab).
EMSCRIPTEN_KEEPALIVE const char* empires_autosaves() {
  static std::string out;
  emp::JsonWriter w;
  w.begin_array();
  const empui::Session* s = empui::app().session();
  for (const auto& e : empui::persist::list_autosaves()) {
    w.begin_object()
        .field("id", e.id)
        .field("game", e.game)
        .field("players", e.players)
        .field("moves", e.moves)
        .field("terminal", e.terminal)
        .field("progress", empui::persist::progress_label(e))
        .field("time", static_cast<int64_t>(e.time_ms))
        .field("date", empui::persist::date_label(e.time_ms))
        .field("running", s && s->save_id == e.id)
        .end_object();
  }
  w.end_array();
  out = w.take();
  return out.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* empires_continue_autosave(const char* id) {
  static std::string out;
  out = empui::app().continue_autosave(id ? id : "").to_json();
  return out.c_str();
}
// The thinking worker (shell/thinker.js: this program without its main loop):
// a request (bots/remote.h) is written into the buffer empires_think_buffer
// returns, then empires_think answers it. Nothing of the app is touched.
EMSCRIPTEN_KEEPALIVE char* empires_think_buffer(int n) {
  think_request().assign(n > 0 && n <= kMaxThinkRequest ? static_cast<size_t>(n) : 0, '\0');
  return think_request().data();
}
// An analysis request (bots/analysis.h) answers "more\n" and goes on in
// empires_think_more: rows of positions done in each part, "end\n" after the
// last ("error\n" and why: none).
EMSCRIPTEN_KEEPALIVE const char* empires_think() {
  static std::string out;
  think_analysis().reset();
  if (think_request().rfind("empires-analysis ", 0) == 0) {
    auto an = std::make_unique<emp::GameAnalysis>();
    std::string why;
    if (!emp::begin_analysis_request(think_request(), *an, &why)) {
      out = "error\n" + why;
      return out.c_str();
    }
    think_analysis() = std::move(an);
    out = "more\n";
    return out.c_str();
  }
  out = emp::answer_bot_request(think_request());
  return out.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* empires_think_more(int ms) {
  static std::string out;
  emp::GameAnalysis* an = think_analysis().get();
  if (!an) {
    out = "error\nno analysis";
    return out.c_str();
  }
  const double t0 = emscripten_get_now();
  bool done = false;
  while (!(done = an->step(256)) && emscripten_get_now() - t0 < ms) {
  }
  out = (done ? "" : "more\n") + emp::analysis_rows(*an) + (done ? "end\n" : "");
  if (done) think_analysis().reset();
  return out.c_str();
}

// glue.js's watchdog stopped a thinking worker that gave no answer in time:
// its request is answered "error" (thought on the page instead); the player
// is told the move is late and why.
EMSCRIPTEN_KEEPALIVE void empires_thinker_stalled() {
  empui::app().show_toast(empui::tr("think.stalled"), 6000);
  empui::app().request_redraw();
}

EMSCRIPTEN_KEEPALIVE const char* empires_take_over() {
  static std::string out;
  out = empui::app().take_over().to_json();
  return out.c_str();
}
}

#endif  // __EMSCRIPTEN__
