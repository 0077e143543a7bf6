// Empire's End component tables. Source: shared/data/empires_end.md (§3 locations,
// §5.3 disaster cards, §6.2 conflict cards, §7 tracks). Provenance column: the data
// file's Conf column ('C' confirmed, 'I' inferred, 'R' reconstructed). A row whose
// parts differ carries its weakest letter; the trailing comment says which part is which.
#include "games/end/end_data.h"

namespace emp::eend {
namespace {
constexpr uint8_t kBW = 1u << kW, kBH = 1u << kH, kBA = 1u << kA;
constexpr Ability GAIN(Res r, int n) {
  return {kGain, kAbE, r, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability CONVERT_OR(Res in, Res a, Res b, int times) {
  return {kConvert, kAbE, in, a, b, false, static_cast<uint8_t>(times), kTypeNone};
}
constexpr Ability CONVERT_AND(Res in, Res a, Res b, int times) {
  return {kConvert, kAbE, in, a, b, true, static_cast<uint8_t>(times), kTypeNone};
}
constexpr Ability CONVERT1(Res in, Res a, int times) {
  return {kConvert, kAbE, in, a, kResNone, false, static_cast<uint8_t>(times), kTypeNone};
}
constexpr Ability REPEAT_ECONOMY() { return {kRepeatEconomy, kAbE}; }
constexpr Ability GAIN_VP(int n) {
  return {kGainVp, kAbE, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability VP_ADJ_DESTROYED(int n) {
  return {kVpAdjDestroyed, kAbE, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability RES_ADJ_TYPE(Res r, LocType t) { return {kResAdjType, kAbE, r, kResNone, kResNone, false, 1, t}; }
constexpr Ability REFRESH_ADJ_E() { return {kRefreshAdj, kAbE}; }
constexpr Ability REFRESH_ADJ_I() { return {kRefreshAdj, kAbI}; }
constexpr Ability BUILD_DISCOUNT() { return {kBuildDiscount, kAbI, kResNone, kResNone, kResNone, false, 1, kTypeNone}; }
constexpr Ability SWAP_LOCATIONS() { return {kSwapLocations, kAbI}; }
constexpr Ability REPAIR_DISCOUNT_ADJ() {
  return {kRepairDiscountAdj, kAbI, kResNone, kResNone, kResNone, false, 1, kTypeNone};
}
constexpr Ability MOVE_INNOVATION() { return {kMoveInnovation, kAbI}; }
constexpr Ability FREE_BID(Res r) { return {kFreeBid, kAbD, r}; }
constexpr Ability REPLACE_DISASTER() { return {kReplaceDisaster, kAbD}; }
constexpr Ability STRENGTH(int n) {
  return {kStrength, kAbC, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability END_VP_PER_DESTROYED(int n) {
  return {kEndVpPerDestroyed, kAbX, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability END_COPY() { return {kEndCopy, kAbX}; }
constexpr Ability END_VP_ADJ_DESTROYED(int n) {
  return {kEndVpAdjDestroyed, kAbX, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability END_VP_PER_TOKEN(Res r, int n) {
  return {kEndVpPerToken, kAbX, r, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr Ability END_VP_ADJ_TYPE(LocType t, int n) {
  return {kEndVpAdjType, kAbX, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), t};
}
constexpr Ability END_MOST_DESTROYED(int n) {
  return {kEndMostDestroyed, kAbX, kResNone, kResNone, kResNone, false, static_cast<uint8_t>(n), kTypeNone};
}
constexpr bool NO = false, PH = true;  // +H flag
constexpr ConflictBand B(int t, int vp, int w = 0, int h = 0, int a = 0, int c = 0, int refresh = 0) {
  return {static_cast<int8_t>(t),
          static_cast<int8_t>(vp),
          {static_cast<uint8_t>(w), static_cast<uint8_t>(h), static_cast<uint8_t>(a), static_cast<uint8_t>(c)},
          static_cast<uint8_t>(refresh)};
}
}  // namespace

const char* const kDisasterTypeEn[kDisasterTypes] = {"Fire", "Famine", "Flood", "Blight", "Revolt", "Barbarians"};
const char* const kDisasterTypeDe[kDisasterTypes] = {"Feuer", "Hungersnot", "Flut", "Fäule", "Aufstand", "Barbaren"};

// clang-format off
const LocationInfo kLocationInfo[kLocations] = {
  // code       EN        DE          type   VP repair ability                              conf
  {"FARM_W",  "Farm",   "Bauernhof", kFarm, 3,  1, GAIN(kW, 1),                         'R'},  // VP, ability C (economy example); repair R
  {"ROAD_R1", "Road",   "Straße",    kRoad, 4,  2, REFRESH_ADJ_E(),                     'R'},  // ability C; VP, repair R
  {"ARMY_1",  "Army",   "Armee",     kArmy, 5,  4, STRENGTH(2),                         'R'},  // VP, ability C; repair R
  {"ARMY_2",  "Army",   "Armee",     kArmy, 6,  4, STRENGTH(2),                         'R'},  // ability C; VP, repair R
  {"ROAD_R2", "Road",   "Straße",    kRoad, 7,  3, REFRESH_ADJ_E(),                     'R'},  // ability C; VP, repair R
  {"FARM_A",  "Farm",   "Bauernhof", kFarm, 8,  3, GAIN(kA, 1),                         'R'},  // VP, ability C; repair R
  {"TOWN_1",  "Town",   "Stadt",     kTown, 9,  3, BUILD_DISCOUNT(),                    'R'},  // ability C; VP, repair R
  {"TOWN_2",  "Town",   "Stadt",     kTown, 10, 4, BUILD_DISCOUNT(),                    'R'},  // ability C; VP, repair R
  {"FARM_H",  "Farm",   "Bauernhof", kFarm, 11, 4, GAIN(kH, 1),                         'R'},  // VP, ability C; repair R
  {"CITY",    "City",   "Metropole", kCity, 13, 5, SWAP_LOCATIONS(),                    'R'},  // ability C; VP, repair R
  {"ROAD_X",  "Road",   "Straße",    kRoad, 14, 5, CONVERT_OR(kW, kH, kA, 2),           'R'},  // VP, ability C (example 3a); repair R
};

const DisasterInfo kDisasterInfo[kCards] = {
  // code     type tgt bids          +H  ability                                   conf
  {"FIR-01", 0, 1,  kBW,           NO, CONVERT_AND(kC, kH, kA, 1),              'R'},
  {"FIR-02", 0, 2,  kBW|kBH,       NO, FREE_BID(kA),                            'R'},
  {"FIR-03", 0, 3,  kBA,           PH, END_VP_PER_DESTROYED(2),                 'R'},
  {"FIR-04", 0, 4,  kBH|kBA,       NO, STRENGTH(1),                             'R'},
  {"FIR-05", 0, 5,  kBW|kBH|kBA,   NO, BUILD_DISCOUNT(),                        'R'},
  {"FIR-06", 0, 6,  kBH,           NO, FREE_BID(kW),                            'R'},
  {"FIR-07", 0, 7,  kBW|kBA,       NO, VP_ADJ_DESTROYED(1),                     'R'},
  {"FIR-08", 0, 8,  kBW|kBH,       PH, STRENGTH(2),                             'R'},
  {"FIR-09", 0, 9,  kBW|kBA,       NO, RES_ADJ_TYPE(kC, kTown),                 'R'},  // phase, bids ⊇ W,A C; rest R
  {"FIR-10", 0, 10, kBH|kBA,       NO, MOVE_INNOVATION(),                       'R'},
  {"FIR-11", 0, 11, kBW|kBH|kBA,   NO, END_VP_ADJ_DESTROYED(3),                 'R'},
  {"FAM-01", 1, 1,  kBW|kBH,       PH, GAIN_VP(2),                              'R'},  // ability C ('1Famine'); rest R
  {"FAM-02", 1, 2,  kBA,           NO, FREE_BID(kW),                            'R'},
  {"FAM-03", 1, 3,  kBH|kBA,       NO, RES_ADJ_TYPE(kW, kFarm),                 'R'},
  {"FAM-04", 1, 4,  kBW|kBH|kBA,   NO, STRENGTH(1),                             'R'},
  {"FAM-05", 1, 5,  kBH,           NO, END_VP_PER_TOKEN(kW, 1),                 'R'},
  {"FAM-06", 1, 6,  kBW|kBA,       NO, REPAIR_DISCOUNT_ADJ(),                   'R'},
  {"FAM-07", 1, 7,  kBW|kBH,       NO, CONVERT1(kW, kC, 3),                     'R'},
  {"FAM-08", 1, 8,  kBW|kBA,       NO, REFRESH_ADJ_I(),                         'R'},  // ability C ('8Famine'); rest R
  {"FAM-09", 1, 9,  kBH|kBA,       NO, FREE_BID(kH),                            'R'},
  {"FAM-10", 1, 10, kBW|kBH|kBA,   NO, END_VP_ADJ_TYPE(kFarm, 3),               'R'},
  {"FAM-11", 1, 11, kBW,           PH, END_MOST_DESTROYED(13),                  'R'},  // ability C ('11Famine'); rest R
  {"FLO-01", 2, 1,  kBA,           NO, FREE_BID(kH),                            'R'},
  {"FLO-02", 2, 2,  kBH|kBA,       NO, CONVERT1(kW, kH, 2),                     'R'},
  {"FLO-03", 2, 3,  kBW|kBH|kBA,   NO, STRENGTH(1),                             'R'},
  {"FLO-04", 2, 4,  kBH,           NO, REPAIR_DISCOUNT_ADJ(),                   'R'},
  {"FLO-05", 2, 5,  kBW|kBA,       NO, RES_ADJ_TYPE(kH, kRoad),                 'R'},
  {"FLO-06", 2, 6,  kBW|kBH,       NO, END_VP_ADJ_DESTROYED(2),                 'R'},
  {"FLO-07", 2, 7,  kBW|kBA,       PH, END_COPY(),                              'R'},  // ability C ('7Flood'); rest R
  {"FLO-08", 2, 8,  kBH|kBA,       NO, REFRESH_ADJ_E(),                         'R'},
  {"FLO-09", 2, 9,  kBW|kBH|kBA,   NO, SWAP_LOCATIONS(),                        'R'},
  {"FLO-10", 2, 10, kBW,           PH, END_VP_PER_TOKEN(kC, 2),                 'R'},
  {"FLO-11", 2, 11, kBW|kBH,       NO, REPLACE_DISASTER(),                      'R'},
  {"BLI-01", 3, 1,  kBH|kBA,       NO, FREE_BID(kW),                            'R'},
  {"BLI-02", 3, 2,  kBW|kBH|kBA,   NO, GAIN_VP(1),                              'R'},
  {"BLI-03", 3, 3,  kBH,           NO, REPAIR_DISCOUNT_ADJ(),                   'R'},  // ability C ('3Blight'); rest R
  {"BLI-04", 3, 4,  kBW|kBA,       NO, END_VP_PER_TOKEN(kH, 1),                 'R'},
  {"BLI-05", 3, 5,  kBW|kBH,       NO, CONVERT_AND(kC, kW, kH, 1),              'R'},
  {"BLI-06", 3, 6,  kBW|kBA,       NO, STRENGTH(1),                             'R'},
  {"BLI-07", 3, 7,  kBH|kBA,       NO, FREE_BID(kH),                            'R'},
  {"BLI-08", 3, 8,  kBW|kBH|kBA,   NO, BUILD_DISCOUNT(),                        'R'},
  {"BLI-09", 3, 9,  kBW,           NO, STRENGTH(1),                             'R'},  // ability C ('9Blight'); rest R
  {"BLI-10", 3, 10, kBW|kBH,       PH, VP_ADJ_DESTROYED(2),                     'R'},
  {"BLI-11", 3, 11, kBA,           PH, END_VP_PER_DESTROYED(2),                 'R'},
  {"REV-01", 4, 1,  kBW|kBH|kBA,   NO, STRENGTH(1),                             'R'},
  {"REV-02", 4, 2,  kBH,           PH, CONVERT_AND(kW, kH, kA, 1),              'R'},
  {"REV-03", 4, 3,  kBW|kBA,       NO, FREE_BID(kA),                            'R'},
  {"REV-04", 4, 4,  kBW|kBH,       NO, GAIN_VP(1),                              'R'},
  {"REV-05", 4, 5,  kBW|kBA,       NO, END_VP_PER_TOKEN(kA, 1),                 'R'},
  {"REV-06", 4, 6,  kBH|kBA,       NO, STRENGTH(1),                             'R'},
  {"REV-07", 4, 7,  kBW|kBH|kBA,   NO, SWAP_LOCATIONS(),                        'R'},  // phase I (quick start art); rest R
  {"REV-08", 4, 8,  kBW,           PH, REPEAT_ECONOMY(),                        'R'},
  {"REV-09", 4, 9,  kBW|kBH,       NO, END_VP_ADJ_TYPE(kTown, 4),               'R'},
  {"REV-10", 4, 10, kBA,           NO, REPLACE_DISASTER(),                      'R'},  // ability C ('10 Revolt'); rest R
  {"REV-11", 4, 11, kBH|kBA,       NO, MOVE_INNOVATION(),                       'R'},  // ability C ('11Revolt'); rest R
  {"BAR-01", 5, 1,  kBH,           NO, BUILD_DISCOUNT(),                        'R'},  // phase I (quick start art); rest R
  {"BAR-02", 5, 2,  kBW|kBA,       NO, STRENGTH(1),                             'R'},
  {"BAR-03", 5, 3,  kBW|kBH,       NO, RES_ADJ_TYPE(kA, kArmy),                 'R'},
  {"BAR-04", 5, 4,  kBW|kBA,       NO, FREE_BID(kA),                            'R'},
  {"BAR-05", 5, 5,  kBH|kBA,       NO, END_VP_ADJ_TYPE(kArmy, 4),               'R'},
  {"BAR-06", 5, 6,  kBW|kBH|kBA,   NO, CONVERT1(kW, kA, 2),                     'R'},
  {"BAR-07", 5, 7,  kBW,           NO, REFRESH_ADJ_I(),                         'R'},
  {"BAR-08", 5, 8,  kBW|kBH,       NO, REPLACE_DISASTER(),                      'R'},
  {"BAR-09", 5, 9,  kBA,           PH, REPEAT_ECONOMY(),                        'R'},
  {"BAR-10", 5, 10, kBH|kBA,       PH, STRENGTH(2),                             'R'},
  {"BAR-11", 5, 11, kBW|kBH|kBA,   NO, END_VP_ADJ_TYPE(kRoad, 3),               'R'},
};

const ConflictInfo kConflictInfo[kConflictCards] = {
  // code      penalty        middle                     top                            victory                 rank pos conf
  {"CON-01", B(2, -3),      B(4, 5, 0, 0, 0, 1),       B(6, 7, 2, 0, 0, 0),           B(0, 3, 0, 0, 0, 1),    1, 11, 'R'},  // rewards, bonus, upheaval, L=2 C; M, T I; penalty R
  {"CON-02", B(1, -2),      B(3, 3, 0, 1, 0, 0),       B(5, 5, 0, 0, 0, 0, 1),        B(0, 2, 0, 0, 1, 0),    2, 1,  'R'},
  {"CON-03", B(2, -2),      B(4, 4, 1, 0, 0, 0),       B(7, 7, 0, 0, 0, 1),           B(0, 3),                3, 6,  'R'},
  {"CON-04", B(3, -4),      B(5, 5, 0, 0, 0, 0, 1),    B(8, 9, 0, 0, 0, 0, 2),        B(0, 4),                1, 2,  'R'},
  {"CON-05", B(2, -3),      B(5, 4, 0, 0, 1, 0),       B(7, 6, 0, 1, 1, 0),           B(0, 3, 0, 1, 0, 0),    2, 10, 'R'},
  {"CON-06", B(1, -2),      B(4, 3, 0, 0, 0, 1),       B(6, 6, 0, 0, 0, 1),           B(0, 2, 0, 0, 0, 0, 1), 3, 4,  'R'},
  {"CON-07", B(3, -3),      B(5, 6),                   B(9, 10),                      B(0, 4, 0, 0, 0, 1),    1, 8,  'R'},
  {"CON-08", B(2, -2),      B(4, 4, 0, 0, 0, 0, 1),    B(6, 6, 0, 1, 0, 0),           B(0, 3, 1, 0, 0, 0),    2, 3,  'R'},
  {"CON-09", B(2, -4),      B(5, 5, 1, 0, 0, 0),       B(8, 8, 1, 0, 0, 1),           B(0, 3),                3, 9,  'R'},
  {"CON-10", B(1, -1),      B(3, 2, 1, 1, 0, 0),       B(6, 5, 1, 0, 1, 0),           B(0, 2, 0, 0, 0, 1),    1, 5,  'R'},
  {"CON-11", B(3, -4),      B(6, 6, 0, 0, 0, 0, 1),    B(8, 8, 0, 0, 0, 0, 2),        B(0, 5),                2, 7,  'R'},
};

// Spaces 1..n; START and END are not spaces. Space 1 D (C), space 2 E (I), DD and EI only on the
// 3-4-player side (C); everything else R.
const TrackInfo kTrack2P = {"TRACK_2P", 22,
  {kPhD, kPhE, kPhD, kPhD, kPhI, kPhD, kPhC, kPhD, kPhE, kPhD, kPhD, kPhI, kPhD, kPhC, kPhD, kPhE, kPhD, kPhI,
   kPhD, kPhE, kPhD, kPhC}, 'R'};
const TrackInfo kTrack34P = {"TRACK_34P", 24,
  {kPhD, kPhE, kPhD, kPhD, kPhI, kPhDD, kPhC, kPhD, kPhE, kPhD, kPhDD, kPhI, kPhD, kPhC, kPhD, kPhE, kPhDD, kPhI,
   kPhD, kPhC, kPhDD, kPhEI, kPhD, kPhC}, 'R'};
// clang-format on

}  // namespace emp::eend
