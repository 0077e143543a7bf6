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
    else s = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "1" : "";
  } catch (e) {}
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
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
bool after_render(int, int, unsigned long long) { return false; }

}  // namespace empui::plat
