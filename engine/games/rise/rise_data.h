// Rise of Empires: all component data in one place (regions, tiles, trade
// boxes, action rows). Values come from shared/data/rise_of_empires.md; each
// row carries its provenance: 'C' confirmed, 'I' inferred, 'R' reconstructed.
// Correct values here only.
#pragma once
#include <cstdint>

namespace emp::rise {

constexpr int kRegions = 20;
constexpr int kProgressTypes = 33;
constexpr int kProgressTiles = 48;
constexpr int kTerritoryTypes = 8;
constexpr int kTerritoryTiles = 40;
constexpr int kCityTiles = 36;
constexpr int kEmpireTiles = 8;
constexpr int kTradeBoxes = 12;
constexpr int kRows = 5;
constexpr int kMaxCircles = 10;
constexpr int kCubesPerPlayer = 30;
constexpr int kResourceDiscs = 40;  // C: "40 resource discs" (EN/DE component lists); the bank is limited
constexpr int kActionsPerTurn = 6;
constexpr int kTurns = 6;
constexpr int kFoodMax = 20;

// ---- regions ---------------------------------------------------------------
enum Region : uint8_t {
  WEU,
  CEU,
  MED,
  NWA,
  NEA,
  TUR,
  NEE,
  PER,  // Era I
  NEU,
  EEU,
  NAM,
  SAM,
  IND,
  CHN,  // Era II
  RUS,
  CAS,
  ARA,
  WAF,
  EAF,
  SAF  // Era III
};
enum Part : uint8_t { kOldWorld = 0, kNewWorld = 1, kFarEast = 2 };
enum Res : uint8_t { kResNone = 0, kResGold, kResDisc, kResCube, kResFood };

struct RegionInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t era;   // 1..3
  bool sea;      // MED only
  uint8_t part;  // Part
  uint8_t vp1, vp2;
  uint8_t income_kind;  // Res
  uint8_t income;
  uint32_t adj;  // bit mask of adjacent regions (borders and arrows across water)
  char conf;
};
extern const RegionInfo kRegionInfo[kRegions];
constexpr uint32_t kEraRegionMask[4] = {0, 0xFFu, 0x3FFFu, 0xFFFFFu};  // regions with era <= e
constexpr uint32_t kNewWorldMask = (1u << NAM) | (1u << SAM);
constexpr uint32_t kFarEastMask = (1u << IND) | (1u << CHN);
constexpr uint32_t kOverseasMask = kNewWorldMask | kFarEastMask;
constexpr uint32_t kOldWorldMask = 0xFFFFFu & ~kOverseasMask;

// ---- progress tiles --------------------------------------------------------
enum ProgressType : uint8_t {
  P1_AGR,
  P1_IWP,
  P1_IAX,
  P1_MIN,
  P1_SHB,
  P1_IRR,
  P1_HRS,
  P1_MAS,
  P1_WRI,
  P1_COI,
  P1_MER,
  P2_NAV,
  P2_PRT,
  P2_DIP,
  P2_REL,
  P2_CRO,
  P2_SHP,
  P2_GUN,
  P2_LHB,
  P2_BNK,
  P2_ARC,
  P2_TRF,
  P3_FER,
  P3_IDE,
  P3_OIL,
  P3_STE,
  P3_ART,
  P3_RAI,
  P3_STS,
  P3_MDC,
  P3_ELE,
  P3_STX,
  P3_CON
};
enum Timing : uint8_t { kTimFood, kTimIncome, kTimVp, kTimFree, kTimRule, kTimEnd };

struct ProgressInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t era;
  uint8_t copies;
  uint8_t timing;
  bool red;  // red-edged: returns to the display every TILES phase
  const char* effect_en;
  char conf;
};
extern const ProgressInfo kProgressInfo[kProgressTypes];
extern const uint8_t kProgressTileType[kProgressTiles];   // tile id -> type
extern const uint8_t kProgressTileFirst[kProgressTypes];  // first tile id of each type
uint64_t progress_type_tiles(int type);                   // tile mask of a type
extern const uint64_t kRedProgressTiles;                  // tile mask of red-edged tiles

// ---- territory tiles -------------------------------------------------------
enum TerritoryType : uint8_t { T_PLA, T_ISL, T_FOR, T_HIL, T_TWG, T_TWD, T_TWF, T_TWC };
struct TerritoryInfo {
  const char* code;
  const char* name_en;
  const char* name_de;
  uint8_t count;
  int8_t food;
  uint8_t cubes, gold, discs, vp;
  char conf;
};
extern const TerritoryInfo kTerritoryInfo[kTerritoryTypes];
extern const uint8_t kTerritoryTileType[kTerritoryTiles];
extern const uint64_t kTerritoryTypeMask[kTerritoryTypes];

// ---- city tiles (incl. wonders) --------------------------------------------
struct CityInfo {
  const char* code;
  const char* name_en;  // wonders carry a name; other cities use "City"
  const char* name_de;
  uint8_t era;
  uint8_t set;  // 0 = A, 1 = B
  bool wonder;
  uint8_t cost_gold;
  int8_t food;          // per Food phase (negative = upkeep)
  uint8_t disc_upkeep;  // per Income phase
  uint8_t income_gold, income_discs;
  uint8_t vp;  // per VP phase; for wonders: immediate VP
  uint8_t wonder_cubes, wonder_discs;
  char conf;
};
extern const CityInfo kCityInfo[kCityTiles];
// City sets in reveal order (turn t reveals set t-1): first tile id and count.
constexpr uint8_t kCitySetFirst[6] = {0, 5, 10, 15, 20, 28};
constexpr uint8_t kCitySetCount[6] = {5, 5, 5, 5, 8, 8};
extern const uint64_t kWonderMask;
extern const uint64_t kCityFoodUpkeepMask;
extern const uint64_t kCityDiscUpkeepMask;

// ---- empire tiles ----------------------------------------------------------
struct EmpireSide {
  uint8_t regions;
  bool water;
  uint8_t atk1, def1;  // battle row 1: attacker loss, defender loss
  bool has_row2;
  uint8_t atk2, def2;
};
struct EmpireInfo {
  const char* code;
  EmpireSide side[2];  // [0] Era-I side, [1] Era-II/III side
  char conf;
};
extern const EmpireInfo kEmpireInfo[kEmpireTiles];

// ---- trade boxes -----------------------------------------------------------
struct TradeBox {
  const char* code;
  uint8_t discs;
  bool vp;  // reward kind: true = VP, false = gold
  uint8_t reward;
  uint8_t eras;  // bit e-1 set if usable in era e
  char conf;
};
extern const TradeBox kTradeBox[kTradeBoxes];

// ---- action rows -----------------------------------------------------------
enum Row : uint8_t { kRowProgress, kRowTerritory, kRowCity, kRowEmpire, kRowTrade };
struct RowInfo {
  const char* name_en;
  const char* name_de;
};
extern const RowInfo kRowInfo[kRows];
// Circles per row for a player count (empire row: at most 8).
inline int row_circles(int players, int row) {
  const int c = 2 * players;
  return (row == kRowEmpire && c > kEmpireTiles) ? kEmpireTiles : c;
}

}  // namespace emp::rise
