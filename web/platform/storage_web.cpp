// The store in the browser: localStorage, downloads, the file picker and the
// clipboard (see storage.h).
#include <emscripten.h>

#include <cstdlib>
#include <sstream>

#include "platform/platform.h"
#include "platform/storage.h"

namespace empui::plat {

const char* const kStoreKeyPrefix = "empires.";

namespace {
// clang-format off
// 0 ok, 1 quota exceeded, 2 storage denied (private mode, disabled), 3 other.
EM_JS(int, js_store_put, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 0;
  } catch (e) {
    var name = (e && e.name) || "";
    if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || (e && (e.code === 22 || e.code === 1014))) return 1;
    if (name === "SecurityError" || name === "InvalidAccessError") return 2;
    return 3;
  }
});

EM_JS(char*, js_store_get, (const char* key), {
  try {
    var s = window.localStorage.getItem(UTF8ToString(key));
    if (s === null) return 0;
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
  } catch (e) { return 0; }
});

EM_JS(void, js_store_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

EM_JS(char*, js_store_keys, (const char* prefix), {
  var out = [];
  try {
    var pre = UTF8ToString(prefix);
    var ls = window.localStorage;
    for (var i = 0; i < ls.length; i++) {
      var k = ls.key(i);
      if (k !== null && k.indexOf(pre) === 0) out.push(k);
    }
  } catch (e) {}
  var s = out.join("\n");
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(int, js_download, (const char* name, const char* data, int len), {
  try {
    var bytes = HEAPU8.slice(data, data + len);
    var blob = new Blob([bytes], { type: "application/octet-stream" });
    var url = URL.createObjectURL(blob);
    var a = document.createElement("a");
    a.href = url;
    a.download = UTF8ToString(name);
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(url); a.remove(); }, 1000);
    return 1;
  } catch (e) { return 0; }
});

// Registers Module.empiresImport(Uint8Array, name) -> JSON text, used by the file
// picker below and by the automation API (glue.js).
EM_JS(void, js_persist_init, (), {
  // Text for the automation API (glue.js) goes through the heap, never the stack.
  Module["empiresText"] = function(str) {
    var n = lengthBytesUTF8(str) + 1;
    var p = _malloc(n);
    stringToUTF8(str, p, n);
    return p;
  };
  Module["empiresFree"] = function(p) { _free(p); };
  // Another tab changed the store: the app checks whether it plays the same game.
  window.addEventListener("storage", function(e) {
    var k = e.key === null ? "" : String(e.key);
    if (k !== "" && k.indexOf("empires.") !== 0) return;
    var n = lengthBytesUTF8(k) + 1;
    var p = _malloc(n);
    stringToUTF8(k, p, n);
    try { _empires_storage_changed(p); } finally { _free(p); }
  });
  Module["empiresImport"] = function(u8, name) {
    var n = u8.length;
    var p = _malloc(n + 1);
    HEAPU8.set(u8, p);
    var q = _malloc(lengthBytesUTF8(name) + 1);
    stringToUTF8(name, q, lengthBytesUTF8(name) + 1);
    var r = UTF8ToString(_empires_import_bytes(p, n, q));
    _free(p);
    _free(q);
    return r;
  };
});

EM_JS(int, js_pick_file, (), {
  try {
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".empires,.save,.txt,application/octet-stream";
    input.style.display = "none";
    input.addEventListener("change", function() {
      var f = input.files && input.files[0];
      input.remove();
      if (!f) return;
      if (f.size > 1572864) { Module["empiresImport"](new Uint8Array(1572865), f.name); return; }  // kMaxFileBytes
      f.arrayBuffer().then(function(buf) { Module["empiresImport"](new Uint8Array(buf), f.name); });
    });
    document.body.appendChild(input);
    input.click();
    return 1;
  } catch (e) { return 0; }
});

EM_JS(void, js_copy_text, (const char* text), {
  var t = UTF8ToString(text);
  function fallback() {
    var ok = false;
    try {
      var ta = document.createElement("textarea");
      ta.value = t;
      ta.setAttribute("readonly", "");
      ta.style.position = "fixed";
      ta.style.opacity = "0";
      document.body.appendChild(ta);
      ta.select();
      ok = document.execCommand("copy");
      ta.remove();
    } catch (e) { ok = false; }
    _empires_clipboard_result(ok ? 1 : 0);
  }
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(t).then(function() { _empires_clipboard_result(1); }, fallback);
      return;
    }
  } catch (e) {}
  fallback();
});

EM_JS(void, js_clear_hash, (), {
  try {
    if (window.location.hash) history.replaceState(null, "", window.location.pathname + window.location.search);
  } catch (e) {}
});
// clang-format on

std::string take(char* p) {
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
}
}  // namespace

StoreError store_put(const std::string& key, const std::string& value) {
  return static_cast<StoreError>(js_store_put(key.c_str(), value.c_str()));
}
bool store_get(const std::string& key, std::string& out) {
  char* p = js_store_get(key.c_str());
  if (!p) return false;
  out = take(p);
  return true;
}
void store_remove(const std::string& key) { js_store_remove(key.c_str()); }
std::vector<std::string> store_keys(const std::string& prefix) {
  const std::string all = take(js_store_keys(prefix.c_str()));
  std::vector<std::string> out;
  std::istringstream in(all);
  std::string k;
  while (std::getline(in, k))
    if (!k.empty()) out.push_back(k);
  return out;
}
bool export_file(const std::string& filename, const std::string& bytes, std::string* where) {
  if (where) *where = filename;
  return js_download(filename.c_str(), bytes.data(), static_cast<int>(bytes.size())) != 0;
}
bool pick_import_file() { return js_pick_file() != 0; }
bool read_file(const std::string&, std::string&) { return false; }
std::string default_import_dir() { return {}; }
void copy_text(const std::string& text) { js_copy_text(text.c_str()); }
void clear_location_hash() { js_clear_hash(); }
void init_storage() { js_persist_init(); }

}  // namespace empui::plat
