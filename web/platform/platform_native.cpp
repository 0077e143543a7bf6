// Desktop services: settings files under $XDG_CONFIG_HOME/empires (or
// ~/.config/empires), the clock and test screenshots; EMPIRES_DEV=1 shows test
// games and EMPIRES_LINK opens a shared game at start-up.
#include <SDL.h>
#include <SDL_opengl.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/record.h"  // emp::crc32
#include "platform/platform.h"

namespace empui::plat {
namespace {

std::filesystem::path config_dir() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return std::filesystem::path(x) / "empires";
  if (const char* h = std::getenv("HOME"); h && *h) return std::filesystem::path(h) / ".config" / "empires";
  return std::filesystem::path(".empires");
}

std::filesystem::path key_path(const std::string& key) {
  std::string safe;
  for (char c : key) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-') ? c : '_';
  return config_dir() / (safe + ".txt");
}

// Minimal PNG writer (stored deflate blocks): enough for test screenshots.
void put32(std::string& s, uint32_t v) {
  for (int i = 3; i >= 0; --i) s.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}
void chunk(std::string& png, const char* type, const std::string& data) {
  put32(png, static_cast<uint32_t>(data.size()));
  std::string td = std::string(type, 4) + data;
  png += td;
  put32(png, emp::crc32(td.data(), td.size()));
}
bool write_png(const std::string& path, int w, int h, const std::vector<unsigned char>& rgba_bottom_up) {
  std::string raw;
  for (int y = h - 1; y >= 0; --y) {
    raw.push_back(0);
    for (int x = 0; x < w; ++x) {
      const unsigned char* p =
          &rgba_bottom_up[(static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) * 4];
      raw.append(reinterpret_cast<const char*>(p), 3);
    }
  }
  std::string z = "\x78\x01";
  uint32_t a = 1, b = 0;
  for (unsigned char c : raw) {
    a = (a + c) % 65521;
    b = (b + a) % 65521;
  }
  for (size_t off = 0; off < raw.size() || off == 0; off += 65535) {
    const size_t n = std::min<size_t>(65535, raw.size() - off);
    z.push_back(off + n >= raw.size() ? 1 : 0);
    z.push_back(static_cast<char>(n & 0xff));
    z.push_back(static_cast<char>(n >> 8));
    z.push_back(static_cast<char>(~n & 0xff));
    z.push_back(static_cast<char>((~n >> 8) & 0xff));
    z.append(raw, off, n);
    if (n == 0) break;
  }
  put32(z, (b << 16) | a);
  std::string png = "\x89PNG\r\n\x1a\n";
  std::string ihdr;
  put32(ihdr, static_cast<uint32_t>(w));
  put32(ihdr, static_cast<uint32_t>(h));
  ihdr += std::string("\x08\x02\x00\x00\x00", 5);
  chunk(png, "IHDR", ihdr);
  chunk(png, "IDAT", z);
  chunk(png, "IEND", "");
  std::ofstream out(path, std::ios::binary);
  out << png;
  return static_cast<bool>(out);
}

}  // namespace

bool after_render(int fb_w, int fb_h, unsigned long long frame) {
  const char* path = std::getenv("EMPIRES_SCREENSHOT");
  if (!path || !*path || frame < 3) return false;
  std::vector<unsigned char> px(static_cast<size_t>(fb_w) * static_cast<size_t>(fb_h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, fb_w, fb_h, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  write_png(path, fb_w, fb_h, px);
  return true;
}

double now_ms() {
  using namespace std::chrono;
  static const auto t0 = steady_clock::now();
  return duration<double, std::milli>(steady_clock::now() - t0).count();
}

std::string storage_get(const std::string& key) {
  std::ifstream in(key_path(key), std::ios::binary);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool storage_set(const std::string& key, const std::string& value) {
  std::error_code ec;
  std::filesystem::create_directories(config_dir(), ec);
  const auto path = key_path(key);
  const auto tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << value;
    if (!out.flush()) return false;
  }
  std::filesystem::rename(tmp, path, ec);  // atomic replace
  return !ec;
}

std::string location_hash() {
  const char* link = std::getenv("EMPIRES_LINK");
  if (!link || !*link) return {};
  std::string s(link);
  const size_t pos = s.find("#g=");
  if (pos != std::string::npos) return s.substr(pos);
  return "#g=" + s;
}

std::string location_base() {
  const char* site = std::getenv("EMPIRES_SITE");  // where the web app is published
  return site && *site ? std::string(site) : std::string("empires:");
}

bool dev_flag() {
  const char* d = std::getenv("EMPIRES_DEV");
  return d && std::string(d) == "1";
}

bool prefers_reduced_motion() {
  const char* d = std::getenv("EMPIRES_REDUCE_MOTION");
  return d && std::string(d) == "1";
}

bool coarse_pointer() {
  const char* d = std::getenv("EMPIRES_TOUCH");
  return d && std::string(d) == "1";
}

// The desktop app thinks in slices on its own loop (thinking.h): no workers.
bool thinker_available() { return false; }
bool thinker_post(int, unsigned, const std::string&) { return false; }
bool thinker_poll(unsigned, std::string&) { return false; }
void thinker_cancel(int) {}
int thinker_cores() { return 1; }

}  // namespace empui::plat
