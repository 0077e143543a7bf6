// User settings and the remembered menu choices, stored as simple "key=value"
// lines (localStorage on the web, a file natively; see platform.h).
#pragma once
#include <string>
#include <vector>

#include "core/game.h"
#include "kit/table_presets.h"

namespace empui {

struct SeatConfig {
  bool bot = false;
  bool remote = false;                     // a person who plays at another device (play by link); never with bot
  std::string bot_kind = "ismcts-normal";  // a bot worth playing against by default
  std::string name;
  int colour = 0;  // index into the seat palette (ui_util.h)
};

struct Settings {
  emp::Lang lang = emp::Lang::En;
  int bot_delay_ms = 600;
  float ui_scale = 1.0f;
  bool hint_button = false;  // the game screen offers "Hint" (the Hard bot's suggestion; noted in the log)
  // Hot-seat: the pass-the-device cover also in games without private
  // information (those with it always show it).
  bool handover_cover = false;
  // No motion: pieces, dice and gains appear at once (default: the browser's
  // prefers-reduced-motion, set before load()).
  bool reduce_motion = false;
  // Remembered menu choices.
  std::string game;
  int players = 2;
  std::vector<SeatConfig> seats;  // always kMaxPlayers entries after load()

  void load();        // from platform storage; keeps defaults for missing keys
  void save() const;  // to platform storage
  std::string serialize() const;
  void deserialize(const std::string& text);
  void normalize();
};

}  // namespace empui
