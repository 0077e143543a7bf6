// Empire's End: all component data in one place (locations, 66 disaster cards,
// 11 conflict cards, the two progress tracks). Values come from
// shared/data/empires_end.md; each row carries its provenance as that file
// states it: 'C' confirmed, 'I' inferred, 'R' reconstructed. Correct values here only.
#pragma once
#include <cstdint>

namespace emp::eend {

constexpr int kLocations = 11;
constexpr int kDisasterTypes = 6;
constexpr int kCards = 66;  // disaster cards
constexpr int kConflictCards = 11;
constexpr int kHandSize = 4;
constexpr int kStartTokens = 2;  // of each resource
constexpr int kLowResources = 5;
constexpr int kLowResourcesVp = 2;
constexpr int kMaxTrack = 24;

enum Res : uint8_t { kW = 0, kH = 1, kA = 2, kC = 3, kResNone = 0xFF };
enum LocType : uint8_t { kFarm, kRoad, kArmy, kTown, kCity, kTypeNone = 0xFF };
// When an ability works: Economy, Industry, Disaster, Conflict, end of game (X).
enum AbPhase : uint8_t { kAbE, kAbI, kAbD, kAbC, kAbX };
enum Kind : uint8_t {
  kGain,               // res, n
  kConvert,            // res = input; out1 | out2 (both: out1 + out2); n = times
  kRepeatEconomy,      //
  kGainVp,             // n
  kVpAdjDestroyed,     // n per destroyed neighbour
  kResAdjType,         // res per healthy neighbour of type
  kRefreshAdj,         // E or I as printed
  kBuildDiscount,      // n = 1
  kSwapLocations,      //
  kRepairDiscountAdj,  // n = 1
  kMoveInnovation,     //
  kFreeBid,            // res
  kReplaceDisaster,    //
  kStrength,           // n
  kEndVpPerDestroyed,  // n
  kEndCopy,            //
  kEndVpAdjDestroyed,  // n
  kEndVpPerToken,      // res, n
  kEndVpAdjType,       // type, n
  kEndMostDestroyed,   // n
};

struct Ability {
  Kind kind;
  AbPhase phase;
  uint8_t res = kResNone;  // GAIN/RES_ADJ/FREE_BID/END_VP_PER_TOKEN resource; CONVERT input
  uint8_t out1 = kResNone, out2 = kResNone;
  bool both = false;  // CONVERT a+b (gain both) rather than a|b (choose one)
  uint8_t n = 0;
  uint8_t type = kTypeNone;  // location type for the adjacency kinds
};

struct LocationInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  LocType type;
  uint8_t vp;
  uint8_t repair;  // hammers (coins wild)
  Ability ability;
  char conf;  // weakest part; the comment says which part is which
};

struct DisasterInfo {
  const char* code;  // TTT-NN
  uint8_t type;      // 0 Fire, 1 Famine, 2 Flood, 3 Blight, 4 Revolt, 5 Barbarians
  uint8_t target;    // position 1..11
  uint8_t bids;      // bit mask of accepted resources (kW, kH, kA); a coin is always accepted
  bool plus_h;       // building costs 1 extra hammer
  Ability ability;
  char conf;
};

struct ConflictBand {
  int8_t threshold;  // penalty: strength <= threshold; middle/top: strength >= threshold
  int8_t vp;
  uint8_t res[4];   // W, H, A, coin gained
  uint8_t refresh;  // exhaust markers the player may remove
};

struct ConflictInfo {
  const char* code;
  ConflictBand penalty, middle, top, victory;  // victory.threshold unused
  uint8_t rank;                                // upheaval: k-th highest-VP healthy tile ...
  uint8_t position;                            // ... swaps with the tile at this position (1..11)
  char conf;
};
// The band a strength reaches on a conflict card: 3 top, 2 middle, 1 penalty,
// 0 none (the rules of the conflict; the front end's running total asks it too).
inline int conflict_band(const ConflictInfo& k, int strength) {
  if (strength >= k.top.threshold) return 3;
  if (strength >= k.middle.threshold) return 2;
  if (strength <= k.penalty.threshold) return 1;
  return 0;
}

enum PhaseCode : uint8_t { kPhD, kPhDD, kPhE, kPhI, kPhC, kPhEI };

struct TrackInfo {
  const char* code;
  uint8_t length;
  PhaseCode space[kMaxTrack];
  char conf;
};

extern const LocationInfo kLocationInfo[kLocations];
extern const DisasterInfo kDisasterInfo[kCards];
extern const ConflictInfo kConflictInfo[kConflictCards];
extern const TrackInfo kTrack2P;
extern const TrackInfo kTrack34P;
extern const char* const kDisasterTypeEn[kDisasterTypes];
extern const char* const kDisasterTypeDe[kDisasterTypes];

inline const TrackInfo& track_for(int players) { return players == 2 ? kTrack2P : kTrack34P; }

}  // namespace emp::eend
