// Browser services: settings in localStorage, the page URL and the clock.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "platform/platform.h"
#include "platform/storage.h"

namespace {

// clang-format off
EM_JS(char*, js_location_part, (int which), {
  var s = "";
  try {
    if (which == 0) s = window.location.hash || "";
    else if (which == 1) s = window.location.href.split("#")[0];
    else if (which == 2) s = new URLSearchParams(window.location.search).get("dev") || "";
    else if (which == 3) s = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "1" : "";
    else s = window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? "1" : "";
  } catch (e) {}
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

// The thinking workers: window.empiresThinker (shell/glue.js).
EM_JS(int, js_thinker_available, (), {
  return window.empiresThinker && window.empiresThinker.available() ? 1 : 0;
});
EM_JS(int, js_thinker_post, (int channel, unsigned ticket, const char* p, int n), {
  try {
    return window.empiresThinker.post(channel, ticket >>> 0, HEAPU8.slice(p, p + n)) ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
EM_JS(char*, js_thinker_poll, (unsigned ticket), {
  var a = window.empiresThinker ? window.empiresThinker.poll(ticket >>> 0) : null;
  if (a === null) return 0;
  var n = lengthBytesUTF8(a) + 1;
  var p = _malloc(n);
  stringToUTF8(a, p, n);
  return p;
});
EM_JS(void, js_thinker_cancel, (int channel), {
  if (window.empiresThinker) window.empiresThinker.cancel(channel);
});
EM_JS(int, js_thinker_cores, (), {
  return window.empiresThinker ? window.empiresThinker.cores() : 1;
});

// clang-format on

std::string take(char* p) {
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}

}  // namespace

namespace empui::plat {

double now_ms() { return emscripten_get_now(); }

// Settings live in the same localStorage as the saves (storage_web.cpp).
std::string storage_get(const std::string& key) {
  std::string v;
  return store_get(key, v) ? v : std::string();
}

bool storage_set(const std::string& key, const std::string& value) { return store_put(key, value) == StoreError::None; }

std::string location_hash() { return take(js_location_part(0)); }
std::string location_base() { return take(js_location_part(1)); }
bool dev_flag() { return take(js_location_part(2)) == "1"; }
bool prefers_reduced_motion() { return take(js_location_part(3)) == "1"; }
bool coarse_pointer() { return take(js_location_part(4)) == "1"; }
bool after_render(int, int, unsigned long long) { return false; }

bool thinker_available() { return js_thinker_available() != 0; }
bool thinker_post(int channel, unsigned ticket, const std::string& request) {
  return js_thinker_post(channel, ticket, request.data(), static_cast<int>(request.size())) != 0;
}
bool thinker_poll(unsigned ticket, std::string& answer) {
  char* p = js_thinker_poll(ticket);
  if (!p) return false;
  answer = take(p);
  return true;
}
void thinker_cancel(int channel) { js_thinker_cancel(channel); }
int thinker_cores() { return js_thinker_cores(); }

}  // namespace empui::plat
