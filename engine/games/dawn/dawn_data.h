// Dawn of Empires: all component data in one place (terrain, map layouts,
// empires, technologies, city improvements, wonders, the rondel, the player
// board's tracks). Values come from shared/data/dawn_of_empires.md; each row
// carries its provenance as the data file states it: 'C' confirmed, 'I'
// inferred, 'R' reconstructed. Where the rulebook wins over the data file,
// NOTES.md says so. Correct values here only.
#pragma once
#include <cstdint>

namespace emp::dawn {

// ---- resources and terrain ----------------------------------------------------
enum Res : uint8_t { kFood = 0, kProd = 1, kWealth = 2, kMoney = 3, kScience = 4, kResCount = 5 };
constexpr int kResMax = 8;       // every resource track tops out at 8 (C)
constexpr uint8_t kResNone = 7;  // "converts to nothing" (desert without Pyramids)

enum Terrain : uint8_t { kOcean = 0, kGrass = 1, kPlains = 2, kForest = 3, kHills = 4, kMountains = 5, kDesert = 6 };
constexpr int kTerrains = 7;

struct TerrainInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t count;             // tiles of this terrain (C)
  uint8_t bonus[kResCount];  // explore bonus (C)
  uint8_t defaults;          // default per-cube yields: bit r = 1 of resource r (R)
  char conf;
};
extern const TerrainInfo kTerrainInfo[kTerrains];

// ---- tiles ------------------------------------------------------------------
constexpr int kTiles = 25;
struct TileInfo {
  const char* id;  // OCN1..DES1
  uint8_t terrain;
};
extern const TileInfo kTileInfo[kTiles];

// ---- map ---------------------------------------------------------------------
constexpr int kHexes = 25;       // every layout uses all 25 tiles (C)
constexpr int kMaxCorners = 48;  // interior corners of a layout (checked when the tables are built)
constexpr int kStartHexes = 3;

struct StartPos {
  const char* code;  // NE, SW, ...
  int8_t hex[3][2];  // (q, r) of the 3 start hexes (R)
  int8_t corner[3];  // (q, r, N=0/S=1) of the start corner (R)
};
struct LayoutInfo {
  int players;
  int8_t hex[kHexes][2];  // (q, r) axial, pointy tops, r grows southward (R shapes)
  int starts;
  StartPos start[4];
  char conf;
};
extern const LayoutInfo kLayouts[3];  // 2, 3, 4 players

// Derived tables per layout (built once): adjacency, interior corners.
struct MapTables {
  int corners;
  uint32_t adj[kHexes];  // neighbouring hexes
  uint8_t corner_tiles[kMaxCorners][3];
  int8_t corner_qr[kMaxCorners][3];  // (q, r, N=0/S=1)
  uint64_t hex_corners[kHexes];      // interior corners of each hex
  uint8_t start_hex[4][3];
  uint8_t start_corner[4];
};
const MapTables& map_tables(int players);
// The arrangements of a start (kActArrange's arg 0..5): start hex k of the
// position gets the empire's start tile kArrangePerm[arg][k].
inline constexpr uint8_t kArrangePerm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
const LayoutInfo& layout(int players);
int hex_index(int players, int q, int r);  // -1 when off the map

// ---- empires ------------------------------------------------------------------
constexpr int kEmpires = 4;
struct EmpireInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  const char* colour;
  uint8_t tiles[3];      // start tiles (tile ids)
  uint8_t grow_cost;     // food (C "usually 4"; values R)
  uint8_t settler_cost;  // extra food (C "usually 2"; values R)
  char conf;
};
extern const EmpireInfo kEmpireInfo[kEmpires];

// ---- player board --------------------------------------------------------------
constexpr int kHuts = 9;
constexpr int kWarriors = 7;  // on the military track at setup (C); the 8th comes with Militia (I)
constexpr int kSettlers = 2;
constexpr int kMilTrack = 7;
constexpr uint8_t kTownUpkeep[kHuts] = {0, 0, 1, 2, 4, 6, 8, 10, 12};  // by huts on the map, 1..9 (C)
inline int town_upkeep(int huts) { return huts <= 0 ? 0 : kTownUpkeep[huts - 1]; }
inline int unhappy_faces(int huts) { return huts > 4 ? huts - 4 : 0; }  // faces on spaces 5..9 (R)
// Military upkeep: uncovered spaces E = 7 - min(P, 7), pay max(0, E - 1) money (I).
inline int military_upkeep(int pieces) {
  const int e = kMilTrack - (pieces < kMilTrack ? pieces : kMilTrack);
  return e > 0 ? e - 1 : 0;
}
constexpr int kMaxSize = 3;  // a town grows to size 3 at most (C)

// ---- rondel -----------------------------------------------------------------
enum ActionType : uint8_t { kHarvest = 0, kResearch, kRecruit, kMove, kExplore, kBuild, kGrow, kActionTypes };
constexpr int kSpaces = 6;
// Space 1..6 clockwise (index 0 = space 1): actions as a bit mask (R layout).
extern const uint8_t kRondel[kSpaces];

// ---- technologies -------------------------------------------------------------
enum Colour : uint8_t { kGreen = 0, kBlue = 1, kYellow = 2, kRed = 3 };
enum Tech : uint8_t {
  kAgriculture,
  kCoastalTrade,
  kCopperWorking,
  kGoldsmithing,
  kHarbors,
  kHighlandQuarrying,
  kIrrigation,
  kMining,
  kPastoralism,
  kCurrency,
  kMasonry,
  kMerchants,
  kPottery,
  kPublicWorks,
  kScholarship,
  kWriting,
  kCodeOfLaws,
  kMonarchy,
  kMysticism,
  kPhilosophy,
  kPolytheism,
  kTheology,
  kHorsebackRiding,
  kIronWorking,
  kMilitaryTactics,
  kMilitia,
  kSailing,
  kTechs
};
constexpr int kMaxPerColour = 3;  // C
constexpr int kTechEnd = 12;      // end trigger (C)
struct TechInfo {
  const char* id;  // G1..R5
  const char* name_en;
  const char* name_de;
  uint8_t colour;
  uint8_t copies;  // C
  uint8_t cost;    // science (R)
  uint8_t happy;   // happy faces (C)
  const char* text_en;
  const char* text_de;
  char conf;  // name / cost provenance (effects are C)
};
extern const TechInfo kTechInfo[kTechs];

// ---- city improvements and wonders ---------------------------------------------
enum Improvement : uint8_t {
  kBarracks,
  kCourt,
  kGranary,
  kLibrary,
  kMarket,
  kPalace,
  kTemple,
  kWalls,
  kWorkshop,
  kImprovements
};
enum Wonder : uint8_t {
  kColossus,
  kGreatLibrary,
  kGreatLighthouse,
  kGreatWall,
  kHangingGardens,
  kOracle,
  kPyramids,
  kTempleOfMars,
  kTombOfMidas,
  kWonders
};
struct BuildInfo {
  const char* id;  // I1..I9, W1..W9
  const char* name_en;
  const char* name_de;
  uint8_t copies;  // improvements: tiles (C); wonders: 1
  uint8_t money;
  uint8_t prod;
  uint32_t needs;  // techs, any one of them (bit = Tech)
  uint8_t happy;
  uint8_t vp;  // Temple of Mars: by formula (0 here)
  const char* text_en;
  const char* text_de;
  char conf;
};
extern const BuildInfo kImprovementInfo[kImprovements];
extern const BuildInfo kWonderInfo[kWonders];
constexpr int kBuildables =
    static_cast<int>(kImprovements) + static_cast<int>(kWonders);  // build ids: improvement i, wonder kImprovements + w

// ---- conversions ----------------------------------------------------------------
// Better cube ratios (green technologies and wonders): source is a Tech, or
// kTechs + Wonder.
struct CubeRatio {
  uint8_t source;
  uint8_t terrain;
  uint8_t res;
  uint8_t amount;
};
extern const CubeRatio kCubeRatios[];
extern const int kCubeRatioCount;
// "During your turn" conversions (C): from `in` of one resource to `out` of another.
struct TurnConv {
  uint8_t source;  // Tech, or kTechs + Wonder
  uint8_t from, in, to, out;
};
constexpr int kTurnConvs = 7;
extern const TurnConv kTurnConv[kTurnConvs];

// ---- end -------------------------------------------------------------------------
constexpr int kXpEnd = 20;  // C

}  // namespace emp::dawn
