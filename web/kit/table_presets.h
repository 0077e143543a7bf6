// The table's presets shared by the settings and the kit: the number of seat
// colours (kit/pieces.h draws them) and the bot speeds, which the Settings
// screen and the game screen's speed bar (kit/status_bar.h) offer alike.
#pragma once

namespace empui {

constexpr int kNumColours = 5;

struct BotSpeed {
  const char* key;  // translation key of its name
  int ms;           // pause between two bot moves
};
inline constexpr BotSpeed kBotSpeeds[] = {{"settings.speed.instant", 0},
                                          {"settings.speed.fast", 250},
                                          {"settings.speed.normal", 600},
                                          {"settings.speed.slow", 1200}};

}  // namespace empui
