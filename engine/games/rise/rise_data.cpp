// Rise of Empires component tables. Source: shared/data/rise_of_empires.md.
// Provenance column: C confirmed, I inferred, R reconstructed, as in the data file's conf
// column. A row whose parts differ carries its weakest letter (R below I below C); the trailing
// comment says which part is which.
#include "games/rise/rise_data.h"

namespace emp::rise {
namespace {
constexpr uint32_t B(int r) { return 1u << r; }
}  // namespace

// clang-format off
constexpr RegionInfo kRegionInfo[kRegions] = {
  // code  EN                                         DE                      era sea   part       vp  income        adjacency                                  conf
  {"WEU", "Western Europe", "Westeuropa",               1, false, kOldWorld, 2, 1, kResDisc, 2, B(CEU)|B(MED)|B(NWA)|B(NEU),              'C'},
  {"CEU", "Balkans & Central Europe", "Balkan / Mitteleuropa", 1, false, kOldWorld, 2, 1, kResGold, 2, B(WEU)|B(MED)|B(TUR)|B(NEU)|B(EEU),  'I'},  // income, MED/TUR adjacency C; VP 1st I
  {"MED", "Mediterranean Sea", "Mittelmeer",            1, true,  kOldWorld, 2, 1, kResFood, 2, B(WEU)|B(CEU)|B(TUR)|B(NEE)|B(NEA)|B(NWA), 'R'},  // VP 1st and income C; 2nd R
  {"NWA", "NW Africa", "westliches Nordafrika",         1, false, kOldWorld, 2, 1, kResCube, 2, B(WEU)|B(MED)|B(NEA)|B(WAF),              'C'},
  {"NEA", "NE Africa", "östliches Nordafrika",          1, false, kOldWorld, 2, 1, kResFood, 3, B(MED)|B(NWA)|B(NEE)|B(EAF),              'R'},
  {"TUR", "Anatolia", "Türkei",                         1, false, kOldWorld, 2, 1, kResCube, 2, B(CEU)|B(MED)|B(NEE)|B(PER),              'I'},  // income C; VP I
  {"NEE", "Near East", "Naher Osten",                   1, false, kOldWorld, 2, 1, kResDisc, 2, B(MED)|B(NEA)|B(TUR)|B(PER)|B(ARA),       'I'},  // income C; VP I
  {"PER", "Persia & Mesopotamia", "Persien",            1, false, kOldWorld, 2, 1, kResGold, 2, B(TUR)|B(NEE)|B(ARA)|B(CAS),              'R'},  // income C; VP I; name R
  {"NEU", "Northern Europe", "Nordeuropa",              2, false, kOldWorld, 3, 1, kResDisc, 2, B(WEU)|B(CEU)|B(EEU),                     'R'},
  {"EEU", "Eastern Europe", "Osteuropa",                2, false, kOldWorld, 3, 1, kResFood, 3, B(CEU)|B(NEU)|B(RUS),                     'R'},
  {"NAM", "North America", "Nordamerika",               2, false, kNewWorld, 4, 2, kResCube, 3, 0,                                        'R'},
  {"SAM", "South America", "Südamerika",                2, false, kNewWorld, 3, 1, kResGold, 3, 0,                                        'R'},
  {"IND", "India", "Indien",                            2, false, kFarEast,  3, 1, kResDisc, 3, B(CHN),                                   'R'},
  {"CHN", "China", "China",                             2, false, kFarEast,  4, 2, kResFood, 3, B(IND),                                   'R'},
  {"RUS", "Russia", "Russland",                         3, false, kOldWorld, 4, 2, kResNone, 0, B(EEU)|B(CAS),                            'R'},
  {"CAS", "Central Asia", "Zentralasien",               3, false, kOldWorld, 4, 2, kResNone, 0, B(PER)|B(RUS),                            'R'},
  {"ARA", "Arabia", "Arabien",                          3, false, kOldWorld, 4, 2, kResNone, 0, B(NEE)|B(PER)|B(EAF),                     'R'},
  {"WAF", "West Africa", "Westafrika",                  3, false, kOldWorld, 3, 1, kResNone, 0, B(NWA)|B(EAF)|B(SAF),                     'R'},
  {"EAF", "East Africa", "Ostafrika",                   3, false, kOldWorld, 3, 1, kResNone, 0, B(NEA)|B(ARA)|B(WAF)|B(SAF),              'R'},
  {"SAF", "Southern Africa", "Südliches Afrika",        3, false, kOldWorld, 4, 2, kResNone, 0, B(WAF)|B(EAF),                            'R'},
};

constexpr ProgressInfo kProgressInfo[kProgressTypes] = {
  // code     EN                 DE                      era copies timing      red    effect                                                         conf
  {"P1-AGR", "Agriculture",     "Ackerbau",              1, 2, kTimFood,   false, "+2 food",                                                     'C'},
  {"P1-IWP", "Iron Weapons",    "Eisenwaffen",           1, 2, kTimFree,   false, "Free: remove 1 cube of another player where you have a cube", 'R'},  // 2 copies C; region condition R
  {"P1-IAX", "Iron Axe",        "Eisenaxt",              1, 2, kTimIncome, false, "+1 disc per Forest",                                          'I'},  // effect C; copies I
  {"P1-MIN", "Mining",          "Bergbau",               1, 2, kTimIncome, false, "+1 disc per Hills",                                           'R'},  // effect C; copies R
  {"P1-SHB", "Small Harbour",   "Kleiner Hafen",         1, 2, kTimFree,   false, "Free: pay 1 gold, take 1 disc",                               'R'},  // effect C; copies R
  {"P1-IRR", "Irrigation",      "Bewässerung",           1, 1, kTimFood,   false, "+1 food per Plains and Island",                               'R'},
  {"P1-HRS", "Horsemanship",    "Reiterei",              1, 1, kTimRule,   false, "Empire tiles: +1 region",                                     'R'},
  {"P1-MAS", "Masonry",         "Steinmetzkunst",        1, 1, kTimRule,   false, "City/wonder gold cost -1",                                    'R'},
  {"P1-WRI", "Writing",         "Schrift",               1, 1, kTimVp,     false, "+1 VP",                                                       'R'},
  {"P1-COI", "Coinage",         "Münzwesen",             1, 1, kTimIncome, false, "+2 gold",                                                     'R'},
  {"P1-MER", "Mercenaries",     "Söldner",               1, 1, kTimRule,   true,  "Empire placement ignores adjacency (this turn)",              'R'},
  {"P2-NAV", "Navigation",      "Navigation",            2, 2, kTimRule,   false, "Opens NW/FE in Era II A; water tiles reach both areas",       'R'},  // turn-3 lock C; both areas, era, copies R
  {"P2-PRT", "Printing",        "Buchdruck",             2, 1, kTimRule,   false, "No disc-removal costs in B turns",                            'R'},  // effect C; era R
  {"P2-DIP", "Diplomacy",       "Diplomatie",            2, 2, kTimRule,   false, "Alliance: no battles/removals between allies",                'R'},
  {"P2-REL", "Religion",        "Religion",              2, 2, kTimVp,     false, "+1 VP per city (max 3)",                                      'R'},
  {"P2-CRO", "Crop Rotation",   "Dreifelderwirtschaft",  2, 2, kTimFood,   false, "+3 food",                                                     'R'},
  {"P2-SHP", "Shipbuilding",    "Schiffbau",             2, 2, kTimIncome, false, "+1 gold per Island and per solely controlled NW/FE region",   'R'},
  {"P2-GUN", "Gunpowder",       "Schießpulver",          2, 1, kTimFree,   false, "Free: remove up to 2 cubes of one player in one region",      'R'},
  {"P2-LHB", "Large Harbour",   "Großer Hafen",          2, 1, kTimFree,   false, "Free: pay 1 gold per disc, up to 3 discs",                    'R'},
  {"P2-BNK", "Banking",         "Bankwesen",             2, 1, kTimIncome, false, "+3 gold",                                                     'R'},
  {"P2-ARC", "Architecture",    "Baukunst",              2, 1, kTimRule,   false, "City/wonder gold cost -2",                                    'R'},
  {"P2-TRF", "Trade Fair",      "Handelsmesse",          2, 1, kTimRule,   true,  "Trades yield +1 (this turn)",                                 'R'},
  {"P3-FER", "Fertilizers",     "Kunstdünger",           3, 2, kTimFood,   false, "+4 food",                                                     'R'},  // +4 food C; 2nd copy R
  {"P3-IDE", "Ideology",        "Ideologie",             3, 2, kTimVp,     false, "+1 VP per solely controlled region (max 4)",                  'R'},
  {"P3-OIL", "Oil",             "Erdöl",                 3, 2, kTimIncome, false, "+1 disc per Plains",                                          'I'},
  {"P3-STE", "Steam Engine",    "Dampfmaschine",         3, 2, kTimIncome, false, "+1 disc per Hills",                                           'R'},
  {"P3-ART", "Artillery",       "Artillerie",            3, 2, kTimFree,   false, "Free: remove up to 3 cubes of one player in one region",      'R'},
  {"P3-RAI", "Railways",        "Eisenbahn",             3, 1, kTimRule,   false, "Empire tiles: +1 region",                                     'R'},
  {"P3-STS", "Steamship",       "Dampfschiff",           3, 1, kTimRule,   false, "Every empire tile counts as water",                           'R'},
  {"P3-MDC", "Medicine",        "Medizin",               3, 1, kTimIncome, false, "+3 cubes from stock to pool",                                 'R'},
  {"P3-ELE", "Electricity",     "Elektrizität",          3, 1, kTimIncome, false, "+1 gold per city",                                            'R'},
  {"P3-STX", "Stock Exchange",  "Börse",                 3, 1, kTimEnd,    false, "Final scoring: 1 VP per 2 gold",                              'R'},
  {"P3-CON", "Conscription",    "Wehrpflicht",           3, 1, kTimFree,   true,  "Free: move up to 3 cubes from stock to pool",                 'R'},
};

constexpr TerritoryInfo kTerritoryInfo[kTerritoryTypes] = {
  // code  EN                DE                    count food cubes gold discs vp conf
  {"PLA", "Plains",         "Ebene",              8,  2, 1, 0, 0, 0, 'R'},
  {"ISL", "Island",         "Insel",              6,  1, 1, 0, 0, 0, 'R'},
  {"FOR", "Forest",         "Wald",               10, -2, 2, 0, 0, 0, 'R'},
  {"HIL", "Hills",          "Hügel",              10, -3, 3, 0, 0, 0, 'R'},
  {"TWG", "Town (gold)",    "Siedlung (Gold)",    2,  0, 0, 1, 0, 1, 'R'},
  {"TWD", "Town (disc)",    "Siedlung (Ware)",    2,  0, 0, 0, 1, 1, 'R'},
  {"TWF", "Town (food)",    "Siedlung (Nahrung)", 1,  1, 0, 0, 0, 1, 'R'},
  {"TWC", "Town (cube)",    "Siedlung (Stein)",   1,  0, 1, 0, 0, 1, 'R'},
};

constexpr CityInfo kCityInfo[kCityTiles] = {
  // code   EN                    DE                    era set wonder cost food upk ig id vp wc wd conf
  {"C1A1", "City",              "Stadt",              1, 0, false, 2,  0, 0, 0, 0, 1, 0, 0, 'C'},
  {"C1A2", "City",              "Stadt",              1, 0, false, 4, -3, 0, 0, 0, 2, 0, 0, 'C'},
  {"C1A3", "City",              "Stadt",              1, 0, false, 2, -2, 1, 0, 0, 1, 0, 0, 'C'},
  {"C1A4", "City",              "Stadt",              1, 0, false, 3,  1, 0, 0, 0, 1, 0, 0, 'R'},
  {"C1A5", "City",              "Stadt",              1, 0, false, 6, -3, 1, 0, 0, 3, 0, 0, 'R'},
  {"C1B1", "City",              "Stadt",              1, 1, false, 3, -2, 1, 0, 0, 2, 0, 0, 'R'},
  {"C1B2", "City",              "Stadt",              1, 1, false, 1, -1, 0, 0, 0, 1, 0, 0, 'R'},
  {"C1B3", "City",              "Stadt",              1, 1, false, 5,  0, 0, 1, 0, 2, 0, 0, 'R'},
  {"C1W1", "Pyramids",          "Pyramiden",          1, 1, true,  2,  0, 0, 0, 0, 5, 2, 1, 'R'},
  {"C1W2", "Hanging Gardens",   "Hängende Gärten",    1, 1, true,  3,  0, 0, 0, 0, 5, 0, 2, 'R'},
  {"C2A1", "City",              "Stadt",              2, 0, false, 4, -2, 0, 0, 0, 2, 0, 0, 'R'},
  {"C2A2", "City",              "Stadt",              2, 0, false, 6, -2, 1, 0, 0, 3, 0, 0, 'R'},
  {"C2A3", "City",              "Stadt",              2, 0, false, 3,  0, 1, 0, 0, 2, 0, 0, 'R'},
  {"C2A4", "City",              "Stadt",              2, 0, false, 7, -1, 0, 0, 0, 3, 0, 0, 'R'},
  {"C2A5", "City",              "Stadt",              2, 0, false, 2,  2, 0, 0, 0, 1, 0, 0, 'R'},
  {"C2B1", "City",              "Stadt",              2, 1, false, 5, -3, 0, 0, 0, 3, 0, 0, 'R'},
  {"C2B2", "City",              "Stadt",              2, 1, false, 4,  0, 0, 0, 1, 2, 0, 0, 'R'},
  {"C2B3", "City",              "Stadt",              2, 1, false, 8, -3, 1, 0, 0, 4, 0, 0, 'R'},
  {"C2W1", "Great Wall",        "Chinesische Mauer",  2, 1, true,  3,  0, 0, 0, 0, 8, 2, 3, 'R'},  // costs and VP C; name R
  {"C2W2", "Notre-Dame",        "Notre-Dame",         2, 1, true,  5,  0, 0, 0, 0, 8, 1, 3, 'R'},
  {"C3A1", "City",              "Stadt",              3, 0, false, 4, -2, 0, 0, 0, 3, 0, 0, 'R'},
  {"C3A2", "City",              "Stadt",              3, 0, false, 6, -3, 1, 0, 0, 4, 0, 0, 'R'},
  {"C3A3", "City",              "Stadt",              3, 0, false, 8, -4, 1, 0, 0, 5, 0, 0, 'R'},
  {"C3A4", "City",              "Stadt",              3, 0, false, 3,  0, 0, 0, 0, 2, 0, 0, 'R'},
  {"C3A5", "City",              "Stadt",              3, 0, false, 7, -2, 0, 0, 0, 4, 0, 0, 'R'},
  {"C3A6", "City",              "Stadt",              3, 0, false, 3,  2, 0, 0, 0, 2, 0, 0, 'R'},
  {"C3A7", "City",              "Stadt",              3, 0, false, 10, -4, 0, 0, 0, 6, 0, 0, 'R'},
  {"C3A8", "City",              "Stadt",              3, 0, false, 0, -3, 1, 0, 0, 2, 0, 0, 'R'},
  {"C3B1", "City",              "Stadt",              3, 1, false, 5, -2, 0, 0, 0, 4, 0, 0, 'R'},
  {"C3B2", "City",              "Stadt",              3, 1, false, 7, -3, 0, 0, 0, 5, 0, 0, 'R'},
  {"C3B3", "City",              "Stadt",              3, 1, false, 4,  0, 1, 0, 0, 3, 0, 0, 'R'},
  {"C3B4", "City",              "Stadt",              3, 1, false, 10, -4, 1, 0, 0, 7, 0, 0, 'R'},
  {"C3B5", "City",              "Stadt",              3, 1, false, 2, -2, 0, 0, 0, 2, 0, 0, 'R'},
  {"C3B6", "City",              "Stadt",              3, 1, false, 8, -3, 0, 0, 0, 6, 0, 0, 'R'},
  {"C3W1", "Eiffel Tower",      "Eiffelturm",         3, 1, true,  5,  0, 0, 0, 0, 12, 3, 4, 'R'},
  {"C3W2", "Statue of Liberty", "Freiheitsstatue",    3, 1, true,  7,  0, 0, 0, 0, 12, 2, 3, 'R'},
};

constexpr EmpireInfo kEmpireInfo[kEmpireTiles] = {
  //        Era-I side: regions water atk def row2      Era-II/III side                        conf
  {"E1", {{2, true,  1, 2, false, 0, 0}, {3, true,  1, 2, false, 0, 0}}, 'R'},  // Era-I side C; II/III side R
  {"E2", {{2, true,  0, 1, false, 0, 0}, {2, true,  1, 2, true,  1, 2}}, 'R'},  // Era I: 2W, def 1 C, atk 0 I; II/III side R
  {"E3", {{2, false, 0, 1, false, 0, 0}, {3, false, 1, 2, false, 0, 0}}, 'R'},  // Era I: 2, 0-1 C; no water R; II/III side R
  {"E4", {{2, false, 1, 2, false, 0, 0}, {4, false, 1, 1, false, 0, 0}}, 'R'},  // Era I: 2 regions C; battle R; II/III side not sourced (R)
  {"E5", {{3, false, 1, 1, false, 0, 0}, {2, false, 1, 3, true,  0, 1}}, 'R'},  // Era I: 3 regions C; rest R
  {"E6", {{1, true,  1, 2, false, 0, 0}, {4, true,  1, 1, false, 0, 0}}, 'R'},  // Era-I side C; II/III side not sourced (R)
  {"E7", {{1, false, 1, 3, false, 0, 0}, {2, false, 0, 2, false, 0, 0}}, 'R'},
  {"E8", {{3, true,  1, 1, false, 0, 0}, {3, true,  0, 1, false, 0, 0}}, 'R'},
};

constexpr TradeBox kTradeBox[kTradeBoxes] = {
  // code  discs vp    reward eras(bit0=I) conf
  {"T01", 1, false, 2, 0b011, 'R'},
  {"T02", 2, false, 3, 0b111, 'R'},  // Era I C; Eras II, III R
  {"T03", 2, false, 4, 0b001, 'C'},
  {"T04", 3, false, 5, 0b011, 'R'},
  {"T05", 4, false, 7, 0b110, 'R'},
  {"T06", 5, false, 9, 0b100, 'R'},
  {"T07", 2, true,  1, 0b111, 'R'},
  {"T08", 3, true,  2, 0b011, 'R'},  // Era I C; Era II R
  {"T09", 4, true,  3, 0b111, 'R'},
  {"T10", 5, true,  4, 0b110, 'R'},
  {"T11", 6, true,  5, 0b110, 'R'},
  {"T12", 7, true,  6, 0b100, 'C'},
};

constexpr RowInfo kRowInfo[kRows] = {
  {"Progress", "Fortschritt"},
  {"Territory", "Gebiet"},
  {"City", "Stadt"},
  {"Empire", "Imperium"},
  {"Trade", "Handel"},
};
// clang-format on

namespace {
struct Derived {
  uint8_t prog_type[kProgressTiles]{};
  uint8_t prog_first[kProgressTypes]{};
  uint64_t prog_mask[kProgressTypes]{};
  uint64_t red = 0;
  uint8_t terr_type[kTerritoryTiles]{};
  uint64_t terr_mask[kTerritoryTypes]{};
  uint64_t wonder = 0, food_upkeep = 0, disc_upkeep = 0;
  constexpr Derived() {
    int id = 0;
    for (int t = 0; t < kProgressTypes; ++t) {
      prog_first[t] = static_cast<uint8_t>(id);
      for (int c = 0; c < kProgressInfo[t].copies; ++c) {
        prog_type[id] = static_cast<uint8_t>(t);
        prog_mask[t] |= 1ull << id;
        if (kProgressInfo[t].red) red |= 1ull << id;
        ++id;
      }
    }
    id = 0;
    for (int t = 0; t < kTerritoryTypes; ++t)
      for (int c = 0; c < kTerritoryInfo[t].count; ++c) {
        terr_type[id] = static_cast<uint8_t>(t);
        terr_mask[t] |= 1ull << id;
        ++id;
      }
    for (int c = 0; c < kCityTiles; ++c) {
      if (kCityInfo[c].wonder) wonder |= 1ull << c;
      if (kCityInfo[c].food < 0) food_upkeep |= 1ull << c;
      if (kCityInfo[c].disc_upkeep > 0) disc_upkeep |= 1ull << c;
    }
  }
};
constexpr Derived kD{};
}  // namespace

// Copy tables out of the constexpr helper (constant-initialized: no static-init order issues).
#define COPY8(a, i) a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4], a[i + 5], a[i + 6], a[i + 7]
constexpr uint8_t kProgressTileType[kProgressTiles] = {COPY8(kD.prog_type, 0),  COPY8(kD.prog_type, 8),
                                                       COPY8(kD.prog_type, 16), COPY8(kD.prog_type, 24),
                                                       COPY8(kD.prog_type, 32), COPY8(kD.prog_type, 40)};
constexpr uint8_t kProgressTileFirst[kProgressTypes] = {COPY8(kD.prog_first, 0), COPY8(kD.prog_first, 8),
                                                        COPY8(kD.prog_first, 16), COPY8(kD.prog_first, 24),
                                                        kD.prog_first[32]};
constexpr uint8_t kTerritoryTileType[kTerritoryTiles] = {COPY8(kD.terr_type, 0), COPY8(kD.terr_type, 8),
                                                         COPY8(kD.terr_type, 16), COPY8(kD.terr_type, 24),
                                                         COPY8(kD.terr_type, 32)};
constexpr uint64_t kTerritoryTypeMask[kTerritoryTypes] = {COPY8(kD.terr_mask, 0)};
#undef COPY8
constexpr uint64_t kRedProgressTiles = kD.red;
constexpr uint64_t kWonderMask = kD.wonder;
constexpr uint64_t kCityFoodUpkeepMask = kD.food_upkeep;
constexpr uint64_t kCityDiscUpkeepMask = kD.disc_upkeep;
uint64_t progress_type_tiles(int type) { return kD.prog_mask[type]; }

static_assert(kD.prog_first[kProgressTypes - 1] == kProgressTiles - 1, "48 progress tiles");
static_assert(kD.terr_type[kTerritoryTiles - 1] == T_TWC, "40 territory tiles");

}  // namespace emp::rise
