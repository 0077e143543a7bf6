// The store on the desktop: files under $XDG_CONFIG_HOME/empires/saves (or
// ~/.config/empires/saves), exports in .../exports, SDL's clipboard (see storage.h).
#include <SDL.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "platform/platform.h"
#include "platform/storage.h"

namespace empui::plat {

const char* const kStoreKeyPrefix = "";

namespace {
namespace fs = std::filesystem;
fs::path config_dir() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return fs::path(x) / "empires";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".config" / "empires";
  return fs::path(".empires");
}
fs::path saves_dir() { return config_dir() / "saves"; }
bool safe_key(const std::string& key) {
  if (key.empty() || key.size() > 120) return false;
  for (char c : key)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')) return false;
  return key[0] != '.';
}
}  // namespace

StoreError store_put(const std::string& key, const std::string& value) {
  if (!safe_key(key)) return StoreError::Other;
  std::error_code ec;
  fs::create_directories(saves_dir(), ec);
  const fs::path path = saves_dir() / key;
  const std::string tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return ec == std::errc::permission_denied ? StoreError::Denied : StoreError::Other;
    out << value;
    if (!out.flush()) return StoreError::Quota;  // most likely a full disk
  }
  fs::rename(tmp, path, ec);  // atomic replace
  return ec ? StoreError::Other : StoreError::None;
}
bool store_get(const std::string& key, std::string& out) {
  if (!safe_key(key)) return false;
  return read_file((saves_dir() / key).string(), out);
}
void store_remove(const std::string& key) {
  if (!safe_key(key)) return;
  std::error_code ec;
  fs::remove(saves_dir() / key, ec);
}
std::vector<std::string> store_keys(const std::string& prefix) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(saves_dir(), ec)) {
    const std::string n = e.path().filename().string();
    if (n.rfind(prefix, 0) == 0 && n.find(".tmp") == std::string::npos) out.push_back(n);
  }
  return out;
}
bool export_file(const std::string& filename, const std::string& bytes, std::string* where) {
  std::error_code ec;
  const fs::path dir = config_dir() / "exports";
  fs::create_directories(dir, ec);
  const fs::path path = dir / filename;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
  if (where) *where = path.string();
  return static_cast<bool>(out.flush());
}
bool pick_import_file() { return false; }
bool read_file(const std::string& path, std::string& out) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec || size > kMaxFileBytes + 1) {
    if (!ec) out.assign(kMaxFileBytes + 1, '\0');  // too big: let the caller refuse it
    return !ec;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  out = s.str();
  return true;
}
std::string default_import_dir() { return (config_dir() / "exports").string() + "/"; }
void copy_text(const std::string& text) { shell().clipboard_result(SDL_SetClipboardText(text.c_str()) == 0); }
void clear_location_hash() {}
void init_storage() {}
}  // namespace empui::plat
