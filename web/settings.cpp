#include "settings.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "core/record.h"
#include "platform/platform.h"

namespace empui {
namespace {
constexpr const char* kStorageKey = "empires.settings.v1";

std::string clean(std::string s) {
  for (char& c : s) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  }
  if (s.size() > 40) s.resize(40);
  return s;
}
}  // namespace

void Settings::normalize() {
  bot_delay_ms = std::clamp(bot_delay_ms, 0, 5000);
  if (!(ui_scale >= 0.5f && ui_scale <= 3.0f)) ui_scale = 1.0f;
  players = std::clamp(players, 1, emp::kMaxPlayers);
  const size_t old = seats.size();
  seats.resize(emp::kMaxPlayers);
  for (size_t i = old; i < seats.size(); ++i) {
    seats[i].bot = i != 0;  // seat 1 human, the others bots by default
    seats[i].colour = static_cast<int>(i) % kNumColours;
  }
  for (auto& s : seats) {
    s.colour = std::clamp(s.colour, 0, kNumColours - 1);
    if (s.bot_kind.empty()) s.bot_kind = "ismcts-normal";
    if (s.bot) s.remote = false;
    s.name = emp::clean_seat_name(s.name);
  }
}

std::string Settings::serialize() const {
  std::ostringstream o;
  o << "lang=" << (lang == emp::Lang::De ? "de" : "en") << "\n";
  o << "bot_delay_ms=" << bot_delay_ms << "\n";
  o << "ui_scale=" << ui_scale << "\n";
  o << "hint_button=" << (hint_button ? 1 : 0) << "\n";
  o << "handover_cover=" << (handover_cover ? 1 : 0) << "\n";
  o << "reduce_motion=" << (reduce_motion ? 1 : 0) << "\n";
  o << "game=" << clean(game) << "\n";
  o << "players=" << players << "\n";
  for (size_t i = 0; i < seats.size(); ++i) {
    o << "seat" << i << ".bot=" << (seats[i].bot ? 1 : 0) << "\n";
    o << "seat" << i << ".remote=" << (seats[i].remote ? 1 : 0) << "\n";
    o << "seat" << i << ".kind=" << clean(seats[i].bot_kind) << "\n";
    o << "seat" << i << ".name=" << emp::clean_seat_name(seats[i].name) << "\n";
    o << "seat" << i << ".colour=" << seats[i].colour << "\n";
  }
  return o.str();
}

void Settings::deserialize(const std::string& text) {
  normalize();
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string k = line.substr(0, eq), v = line.substr(eq + 1);
    const int iv = std::atoi(v.c_str());
    if (k == "lang") {
      lang = v == "de" ? emp::Lang::De : emp::Lang::En;
    } else if (k == "bot_delay_ms") {
      bot_delay_ms = iv;
    } else if (k == "ui_scale") {
      ui_scale = static_cast<float>(std::atof(v.c_str()));
    } else if (k == "hint_button") {
      hint_button = iv != 0;
    } else if (k == "handover_cover") {
      handover_cover = iv != 0;
    } else if (k == "reduce_motion") {
      reduce_motion = iv != 0;
    } else if (k == "game") {
      game = v;
    } else if (k == "players") {
      players = iv;
    } else if (k.rfind("seat", 0) == 0 && k.size() > 6 && k[5] == '.') {
      const int i = k[4] - '0';
      if (i < 0 || i >= static_cast<int>(seats.size())) continue;
      const std::string f = k.substr(6);
      if (f == "bot") seats[i].bot = iv != 0;
      if (f == "remote") seats[i].remote = iv != 0;
      if (f == "kind") seats[i].bot_kind = v;
      if (f == "name") seats[i].name = v;
      if (f == "colour") seats[i].colour = iv;
    }
  }
  normalize();
}

void Settings::load() { deserialize(plat::storage_get(kStorageKey)); }

void Settings::save() const { plat::storage_set(kStorageKey, serialize()); }

}  // namespace empui
