// The table (seats: names, colours, human or bot, bot kind) as links and saves
// carry it (emp::Table), and play by link: a game among people at different
// devices, handed on as links. Each device remembers, per game (its uid),
// which seats are played here and how far the game has come, so a later link
// continues the game and an older or diverging one is refused.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/record.h"
#include "settings.h"

namespace empui {

// The table of a session's seats (remote seats are people: "human").
emp::Table table_of(const std::vector<SeatConfig>& seats, uint64_t game_uid);
// The seats a link or save's table describes (every human seat played at this
// device). An empty table gives no seats (the caller's default). Refuses,
// with a translated message, a bot kind or colour this version does not know.
bool seats_from_table(const emp::Table& t, int players, std::vector<SeatConfig>& out, std::string* why);

// A fresh, non-zero game uid.
uint64_t new_game_uid();

namespace pbl {
// What this device knows of a game played by link.
struct Known {
  uint32_t here = 0;   // bit i: seat i is played at this device
  uint32_t taken = 0;  // bit i: seat i was taken over here from the device it was played on
  uint64_t moves = 0;
  std::string code;  // the link code of the latest position seen here
};
bool load(uint64_t uid, Known& out);
void store(uint64_t uid, const Known& k);  // best effort: a full store only loses the memory
// Whether `later` continues `earlier` (same game, earlier's actions a prefix).
// When it does not, *diverge_at is the first differing action (1-based).
bool continues(const emp::Record& earlier, const emp::Record& later, size_t* diverge_at);
}  // namespace pbl

// The seats a device may look at in an unfinished game played by link (review's
// "View as"): the human seats this device plays by its memory of the game (none
// when it has none). Seats not played here become remote. Other games: unchanged.
void mark_seats_played_here(const emp::Record& rec, bool finished, std::vector<SeatConfig>& seats);

}  // namespace empui
