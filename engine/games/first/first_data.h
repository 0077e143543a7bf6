// First Empires: all component data in one place (map sides, civilization
// boards, achievement cards, dice). Values come from
// shared/data/first_empires.md; each row carries its provenance as the data
// file states it: 'C' confirmed, 'I' inferred, 'R' reconstructed. Where the
// rulebook wins over the data file, NOTES.md says so. Correct values here only.
#pragma once
#include <cstdint>

namespace emp::first {

// ---- colours, faces and tracks ---------------------------------------------
// Track index = colour index for the five coloured faces; the black face
// (kFaceK) has no track.
enum Colour : uint8_t { kO = 0, kB = 1, kP = 2, kG = 3, kY = 4, kFaceK = 5, kOcean = 6 };
constexpr int kTracks = 5;
constexpr int kFaces = 6;          // O B P G Y K, one face each (I)
constexpr int kSteps = 7;          // steps 0..6 (R)
constexpr int kMaxDice = 5;        // 5 shared dice (C; cap I)
constexpr int kMaxExplorers = 10;  // explorers per colour (C; cap I)
constexpr int kCityTokens = 6;     // per colour, values 1,1,2,2,2,3 (C)
constexpr uint8_t kCityValues[kCityTokens] = {1, 1, 2, 2, 2, 3};
constexpr int kCardsPerDeck = 9;  // C (FE-RB)
constexpr int kCivs = 5;
constexpr int kCards = kCivs * kCardsPerDeck;

// ---- map ---------------------------------------------------------------------
constexpr int kMaxAreas = 28;  // side B: 2 oceans + 26 land regions
enum Side : uint8_t { kSideA = 0, kSideB = 1 };

struct AreaInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t colour;       // Colour (kOcean for the two oceans)
  uint8_t min_players;  // in play from this player count on (side B: 3, 4 or 5)
  const char* adj;      // space-separated area codes (symmetric)
  char conf;            // provenance of the row
};
struct SideInfo {
  int count;
  const AreaInfo* areas;
};
extern const SideInfo kSides[2];

// Derived tables (built once from the rows above): adjacency masks and
// per-player-count masks.
struct MapTables {
  int count[2];
  uint32_t adj[2][kMaxAreas];
  uint32_t ocean[2];   // ocean areas
  int ocw[2], oce[2];  // the western / eastern ocean
  uint32_t colour_mask[2][kFaces];
};
MapTables build_map_tables();
// Inline so that the hot rules code pays one load, not a call, per use.
inline const MapTables& map_tables() {
  static const MapTables t = build_map_tables();
  return t;
}
// Index of an area code on a side, or -1.
int area_index(int side, const char* code);
// Areas in play with n players (side chosen by n).
uint32_t areas_in_play(int players);
inline int side_for(int players) { return players == 2 ? kSideA : kSideB; }

// ---- civilizations -----------------------------------------------------------
enum Civ : uint8_t { KAR = 0, ETR = 1, HUA = 2, MUP = 3, WAL = 4 };

struct CivInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t colour;     // player colour (as a track colour)
  const char* start;  // start region code
  uint8_t specialty;  // track
  // Track values and VP per step (columns O B P G Y). For green the value at
  // step 0 is the starting hand and at steps 1..6 the cards drawn on entry.
  uint8_t value[kTracks][kSteps];
  uint8_t vp[kTracks][kSteps];
  uint8_t star[kTracks];  // step of the column's one city icon
  char conf;
};
extern const CivInfo kCivInfo[kCivs];
// Civilizations in play for a player count (before the random deal).
int civs_for(int players, Civ out[kCivs]);

// ---- rounds --------------------------------------------------------------------
inline int rounds_for(int players) { return players == 5 ? 7 : 8; }  // C (RB)

// ---- achievement cards ----------------------------------------------------------
enum Term : uint8_t {
  kTNone = 0,
  kTOcc,        // arg colour, or 255 = any colour
  kTColours,    // distinct colours among the owner's regions
  kTHold,       // arg: area code index in kCardRegions (1 when held)
  kTHereStart,  // explorers in the start region
  kTStack,      // most explorers in one region
  kTRing,       // occupied regions land-adjacent to the start region
  kTGroup,      // largest land-connected set of occupied regions
  kTCoast,      // arg 0 = western ocean, 1 = eastern: occupied regions adjacent to it
  kTOutsideAmericas,
  kTDice,    // arg face
  kTSame,    // largest count of one coloured face
  kTTracks,  // arg step: tracks at that step or higher
  kTHand,    // other cards in hand
  kTCitiesBoard,
  kTCitiesHeld,
  kTCaptured,
  kTConq,
  kTConqCity,
  kTConqBlack,
  kTConqSea,
  kTLandings,
  kTHoldStart,  // the start region is occupied
};
struct CardTerm {
  uint8_t term;
  uint8_t arg;
  uint8_t min;
  const char* region;  // for kTHold: the area code
};
struct CardInfo {
  const char* id;  // K1..W9
  const char* name_en;
  const char* name_de;
  const char* text_en;
  const char* text_de;
  uint8_t vp;
  CardTerm terms[3];
  char conf;
};
extern const CardInfo kCardInfo[kCards];  // civ * 9 + i

}  // namespace emp::first
