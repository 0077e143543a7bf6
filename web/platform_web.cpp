// Browser services: localStorage, the page URL, the clipboard and the clock.
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "platform.h"

namespace {

// Returns a malloc'ed UTF-8 copy of a JS string (0 for null); the caller frees.
// clang-format off
EM_JS(char*, js_storage_get, (const char* key), {
  try {
    var s = window.localStorage.getItem(UTF8ToString(key));
    if (s === null) return 0;
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
  } catch (e) { return 0; }
});

EM_JS(int, js_storage_set, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 1;
  } catch (e) { return 0; }
});

EM_JS(char*, js_location_part, (int which), {
  var s = "";
  try {
    if (which == 0) s = window.location.hash || "";
    else if (which == 1) s = window.location.href.split("#")[0];
    else s = new URLSearchParams(window.location.search).get("dev") || "";
  } catch (e) {}
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(int, js_copy, (const char* text), {
  try {
    var t = UTF8ToString(text);
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(t).catch(function() {});
      return 1;
    }
  } catch (e) {}
  return 0;
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

std::string storage_get(const std::string& key) { return take(js_storage_get(key.c_str())); }

bool storage_set(const std::string& key, const std::string& value) {
  return js_storage_set(key.c_str(), value.c_str()) != 0;
}

std::string location_hash() { return take(js_location_part(0)); }
std::string location_base() { return take(js_location_part(1)); }
bool dev_flag() { return take(js_location_part(2)) == "1"; }
bool copy_to_clipboard(const std::string& text) { return js_copy(text.c_str()) != 0; }
bool after_render(int, int, unsigned long long) { return false; }

}  // namespace empui::plat
