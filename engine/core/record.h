// Game records: header (format version, game id, rules version, options, seed)
// plus the action list. A record replays to exactly the same state on every
// platform. Records are saved with cereal and shared as compact links.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace emp {

constexpr uint32_t kRecordFormatVersion = 1;

struct Record {
  uint32_t format_version = kRecordFormatVersion;
  std::string game;
  uint32_t rules_version = 1;
  Options options;
  uint64_t seed = 0;
  std::vector<Action> actions;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(format_version, game, rules_version, options, seed, actions);
  }
  friend bool operator==(const Record&, const Record&) = default;
};

// Replays a record, checking that every action is legal. Returns nullptr and a
// clear message in *why for an unknown game, a newer rules version, bad options
// or an illegal action (the message names the action's position).
std::unique_ptr<State> replay(const Record& rec, std::string* why, size_t max_actions = SIZE_MAX);

// Starts an empty record for a new game.
Record make_record(const State& initial, uint64_t seed, const Options& options);

// ---- binary save format (cereal PortableBinary) ------------------------------
// Save files: "EMPS" magic, then the cereal archive, then a CRC-32.
std::string save_to_bytes(const Record& rec);
bool load_from_bytes(std::string_view bytes, Record& out, std::string* why);

// ---- share links --------------------------------------------------------------
// Compact text: base64url of [version varint][game][rules][options][seed]
// [count][bit-packed indices of each action among the legal actions][crc32].
// Encoding needs a legal record (it replays it). Hard limits below.
constexpr size_t kMaxLinkChars = 16384;
constexpr size_t kMaxRecordActions = 20000;
std::string encode_link(const Record& rec);
// Accepts a full URL ("...#g=<code>"), a fragment ("#g=<code>", "g=<code>")
// or the bare code. On failure returns false with a clear message; `out` is
// left untouched.
bool decode_link(std::string_view text, Record& out, std::string* why);

// CRC-32 (IEEE) used by saves and links.
uint32_t crc32(const void* data, size_t n, uint32_t crc = 0);

}  // namespace emp
