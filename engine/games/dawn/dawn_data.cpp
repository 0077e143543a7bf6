// Dawn of Empires component data (shared/data/dawn_of_empires.md). The last
// field of every row is its provenance as the data file states it: 'C'
// confirmed, 'I' inferred, 'R' reconstructed (the value to use until the
// printed components are read). Mixed rows carry the weakest status of their
// fields; the comment says which parts are confirmed.
#include "games/dawn/dawn_data.h"

#include <cstdlib>

namespace emp::dawn {

constexpr uint8_t F = 1u << kFood, P = 1u << kProd, W = 1u << kWealth;

// clang-format off
// Data file §7: count and explore bonus C; default per-cube yields R.
const TerrainInfo kTerrainInfo[kTerrains] = {
  {"OCN", "Ocean", "Meer", 6, {1, 1, 0, 0, 0}, F | W, 'R'},
  {"GRS", "Grassland", "Grasland", 4, {0, 1, 0, 1, 0}, F, 'R'},
  {"PLN", "Plains", "Ebene", 4, {1, 1, 0, 0, 1}, F | P, 'R'},
  {"FOR", "Forest", "Wald", 4, {1, 0, 0, 1, 1}, F | P | W, 'R'},
  {"HIL", "Hills", "Hügel", 3, {1, 1, 0, 1, 0}, P, 'R'},
  {"MTN", "Mountains", "Gebirge", 3, {2, 0, 0, 0, 1}, P, 'R'},
  {"DES", "Desert", "Wüste", 1, {2, 0, 0, 1, 1}, 0, 'R'},
};

// Data file §0: tile ids (I).
const TileInfo kTileInfo[kTiles] = {
  {"OCN1", kOcean}, {"OCN2", kOcean}, {"OCN3", kOcean}, {"OCN4", kOcean}, {"OCN5", kOcean}, {"OCN6", kOcean},
  {"GRS1", kGrass}, {"GRS2", kGrass}, {"GRS3", kGrass}, {"GRS4", kGrass},
  {"PLN1", kPlains}, {"PLN2", kPlains}, {"PLN3", kPlains}, {"PLN4", kPlains},
  {"FOR1", kForest}, {"FOR2", kForest}, {"FOR3", kForest}, {"FOR4", kForest},
  {"HIL1", kHills}, {"HIL2", kHills}, {"HIL3", kHills},
  {"MTN1", kMountains}, {"MTN2", kMountains}, {"MTN3", kMountains},
  {"DES1", kDesert},
};

// Data file §1.3: shapes R (25 hexes and starts of 3 tiles around a corner C).
const LayoutInfo kLayouts[3] = {
  {2,
   {{0,-2},{1,-2},{2,-2},{3,-2},{4,-2},
    {-1,-1},{0,-1},{1,-1},{2,-1},{3,-1},
    {-2,0},{-1,0},{0,0},{1,0},{2,0},
    {-3,1},{-2,1},{-1,1},{0,1},{1,1},
    {-4,2},{-3,2},{-2,2},{-1,2},{0,2}},
   2,
   {{"NE", {{3,-2},{4,-2},{3,-1}}, {3,-1,0}},
    {"SW", {{-3,1},{-4,2},{-3,2}}, {-3,1,1}}},
   'R'},
  {3,
   {{-1,-2},{0,-2},{1,-2},{2,-2},{3,-2},
    {-2,-1},{-1,-1},{0,-1},{1,-1},{2,-1},{3,-1},
    {-2,0},{-1,0},{0,0},{1,0},{2,0},
    {-2,1},{-1,1},{0,1},{1,1},
    {-2,2},{-1,2},{0,2},
    {-2,3},{-1,3}},
   3,
   {{"NE", {{3,-2},{2,-1},{3,-1}}, {3,-2,1}},
    {"S", {{-1,2},{-2,3},{-1,3}}, {-1,2,1}},
    {"NW", {{-1,-2},{-2,-1},{-1,-1}}, {-1,-2,1}}},
   'R'},
  {4,
   {{-2,-2},{-1,-2},{3,-2},{4,-2},
    {-2,-1},{-1,-1},{0,-1},{1,-1},{2,-1},{3,-1},
    {-2,0},{-1,0},{0,0},{1,0},{2,0},
    {-3,1},{-2,1},{-1,1},{0,1},{1,1},{2,1},
    {-4,2},{-3,2},{1,2},{2,2}},
   4,
   {{"NW", {{-2,-2},{-1,-2},{-2,-1}}, {-2,-1,0}},
    {"NE", {{3,-2},{4,-2},{3,-1}}, {3,-1,0}},
    {"SW", {{-3,1},{-4,2},{-3,2}}, {-3,1,1}},
    {"SE", {{2,1},{1,2},{2,2}}, {2,1,1}}},
   'R'},
};

// Data file §3.2: names, colours, tiles and values R ("usually 4 / 2 food" C).
const EmpireInfo kEmpireInfo[kEmpires] = {
  {"EGY", "Egyptians", "Ägypter", "yellow", {24, 6, 10}, 3, 2, 'R'},    // DES1 GRS1 PLN1
  {"PHO", "Phoenicians", "Phönizier", "purple", {0, 1, 14}, 4, 1, 'R'},  // OCN1 OCN2 FOR1
  {"GRE", "Greeks", "Griechen", "blue", {2, 18, 11}, 4, 2, 'R'},         // OCN3 HIL1 PLN2
  {"ASY", "Assyrians", "Assyrer", "red", {21, 19, 15}, 4, 2, 'R'},       // MTN1 HIL2 FOR2
};

// Data file §2: the layout R.
const uint8_t kRondel[kSpaces] = {
  1u << kHarvest, 1u << kGrow | 1u << kBuild, 1u << kResearch, 1u << kRecruit, 1u << kMove | 1u << kExplore, 1u << kMove,
};

// Data file §4: effects, copies, colours C; names mostly R (Code of Laws,
// Monarchy, Masonry and the red ones C); science costs R.
const TechInfo kTechInfo[kTechs] = {
  {"G1", "Agriculture", "Ackerbau", kGreen, 1, 3, 0, "Harvest: plains or hills cubes to 2 food each.", "Ernte: Würfel von Ebene oder Hügeln zu je 2 Nahrung.", 'R'},
  {"G2", "Coastal Trade", "Küstenhandel", kGreen, 1, 4, 0, "Harvest: ocean cubes to 3 wealth each.", "Ernte: Meereswürfel zu je 3 Reichtum.", 'R'},
  {"G3", "Copper Working", "Kupferverarbeitung", kGreen, 1, 4, 0, "Harvest: hills cubes to 3 production or mountains cubes to 2 production each.", "Ernte: Hügelwürfel zu je 3 Produktion oder Gebirgswürfel zu je 2 Produktion.", 'R'},
  {"G4", "Goldsmithing", "Goldschmiedekunst", kGreen, 1, 4, 0, "Harvest: hills cubes to 3 production or mountains cubes to 2 wealth each.", "Ernte: Hügelwürfel zu je 3 Produktion oder Gebirgswürfel zu je 2 Reichtum.", 'R'},
  {"G5", "Harbors", "Häfen", kGreen, 2, 2, 0, "Harvest: ocean cubes to 2 food each.", "Ernte: Meereswürfel zu je 2 Nahrung.", 'R'},
  {"G6", "Highland Quarrying", "Hochlandsteinbruch", kGreen, 1, 4, 0, "Harvest: hills cubes to 2 production or mountains cubes to 3 production each.", "Ernte: Hügelwürfel zu je 2 Produktion oder Gebirgswürfel zu je 3 Produktion.", 'R'},
  {"G7", "Irrigation", "Bewässerung", kGreen, 2, 4, 0, "Harvest: grassland cubes to 3 food each.", "Ernte: Graslandwürfel zu je 3 Nahrung.", 'R'},
  {"G8", "Mining", "Bergbau", kGreen, 1, 4, 0, "Harvest: hills cubes to 2 production or mountains cubes to 3 wealth each.", "Ernte: Hügelwürfel zu je 2 Produktion oder Gebirgswürfel zu je 3 Reichtum.", 'R'},
  {"G9", "Pastoralism", "Weidewirtschaft", kGreen, 2, 5, 0, "Harvest: grassland or plains cubes to 3 wealth each.", "Ernte: Würfel von Grasland oder Ebene zu je 3 Reichtum.", 'R'},
  {"B1", "Currency", "Währung", kBlue, 2, 3, 0, "In your turn: 2 wealth to 3 money, any number of times. Allows Market and Tomb of Midas.", "In deinem Zug: 2 Reichtum zu 3 Geld, beliebig oft. Erlaubt Markt und Grab des Midas.", 'R'},
  {"B2", "Masonry", "Mauerbau", kBlue, 3, 2, 0, "Allows Workshop, Walls, Pyramids and Great Wall.", "Erlaubt Werkstatt, Stadtmauern, Pyramiden und Große Mauer.", 'R'},  // name C, cost R
  {"B3", "Merchants", "Händler", kBlue, 1, 3, 0, "In your turn: 1 food to 1 money, any number of times. Allows Colossus.", "In deinem Zug: 1 Nahrung zu 1 Geld, beliebig oft. Erlaubt Koloss.", 'R'},
  {"B4", "Pottery", "Töpferei", kBlue, 2, 2, 0, "Allows Granary and Hanging Gardens.", "Erlaubt Kornspeicher und Hängende Gärten.", 'R'},
  {"B5", "Public Works", "Öffentliche Arbeiten", kBlue, 1, 3, 0, "In your turn: 1 food to 1 production, any number of times. Allows Colossus.", "In deinem Zug: 1 Nahrung zu 1 Produktion, beliebig oft. Erlaubt Koloss.", 'R'},
  {"B6", "Scholarship", "Gelehrsamkeit", kBlue, 1, 4, 0, "In your turn: 1 food to 1 science, any number of times. Allows Colossus.", "In deinem Zug: 1 Nahrung zu 1 Wissenschaft, beliebig oft. Erlaubt Koloss.", 'R'},
  {"B7", "Writing", "Schrift", kBlue, 2, 3, 0, "In your turn: 2 wealth to 3 science, any number of times. Allows Library and Great Library.", "In deinem Zug: 2 Reichtum zu 3 Wissenschaft, beliebig oft. Erlaubt Bibliothek und Große Bibliothek.", 'R'},
  {"Y1", "Code of Laws", "Gesetzgebung", kYellow, 2, 3, 0, "Rondel: move up to 3 spaces. Allows Court.", "Rondell: bis zu 3 Felder weit ziehen. Erlaubt Hof.", 'R'},  // name C, cost R
  {"Y2", "Monarchy", "Monarchie", kYellow, 3, 4, 0, "Rondel: extra steps for 1 money each. Allows Palace.", "Rondell: weitere Schritte für je 1 Geld. Erlaubt Palast.", 'R'},  // name C, cost R
  {"Y3", "Mysticism", "Mystik", kYellow, 2, 3, 1, "1 happy face. Allows Temple and Oracle.", "1 fröhliches Gesicht. Erlaubt Tempel und Orakel.", 'R'},
  {"Y4", "Philosophy", "Philosophie", kYellow, 1, 5, 0, "At once research one more technology, paying its cost.", "Sofort eine weitere Technologie erforschen, zu ihren Kosten.", 'R'},
  {"Y5", "Polytheism", "Polytheismus", kYellow, 2, 3, 1, "1 happy face. Allows Temple and Temple of Mars.", "1 fröhliches Gesicht. Erlaubt Tempel und Tempel des Mars.", 'R'},
  {"Y6", "Theology", "Theologie", kYellow, 2, 4, 2, "2 happy faces.", "2 fröhliche Gesichter.", 'R'},
  {"R1", "Horseback Riding", "Reiten", kRed, 2, 3, 0, "Move: the same stack moves twice if the first tile is not mountains or ocean and holds no enemy. Allows Barracks.", "Bewegen: Derselbe Stapel zieht zweimal, wenn das erste Feld weder Gebirge noch Meer ist und keine Gegner hat. Erlaubt Kaserne.", 'R'},  // name C, cost R
  {"R2", "Iron Working", "Eisenverarbeitung", kRed, 2, 4, 0, "Attacking: the defender loses his warrior first. Allows Barracks.", "Beim Angriff: Der Verteidiger verliert seinen Krieger zuerst. Erlaubt Kaserne.", 'R'},  // name C, cost R
  {"R3", "Military Tactics", "Militärtaktik", kRed, 2, 4, 0, "Move: move two separate stacks. Allows Barracks.", "Bewegen: zwei verschiedene Stapel ziehen. Erlaubt Kaserne.", 'R'},  // name C, cost R
  {"R4", "Militia", "Miliz", kRed, 2, 2, 0, "Gain an extra warrior on your military upkeep track. Allows Barracks.", "Ein zusätzlicher Krieger auf deine Militärleiste. Erlaubt Kaserne.", 'R'},
  {"R5", "Sailing", "Seefahrt", kRed, 4, 2, 0, "Move: units may enter ocean tiles. Allows Great Lighthouse.", "Bewegen: Einheiten dürfen aufs Meer. Erlaubt Großen Leuchtturm.", 'R'},  // name C, cost R
};

constexpr uint32_t T(Tech t) { return 1u << t; }

// Data file §5: names (Barracks, Court, Palace, Walls C; the others I), copies,
// effects and allowing techs C; every cost rests on reading the printed code
// XY as X money, Y production (I), so every row is at best 'I'.
const BuildInfo kImprovementInfo[kImprovements] = {
  {"I1", "Barracks", "Kaserne", 4, 1, 2, T(kHorsebackRiding) | T(kIronWorking) | T(kMilitaryTactics) | T(kMilitia), 0, 0, "Recruit: 1 extra warrior for 1 more production.", "Rekrutieren: 1 weiterer Krieger für 1 weitere Produktion.", 'I'},
  {"I2", "Court", "Hof", 2, 2, 2, T(kCodeOfLaws), 0, 0, "Wealth is kept at the end of Harvest.", "Reichtum bleibt am Ende der Ernte erhalten.", 'I'},
  {"I3", "Granary", "Kornspeicher", 2, 1, 3, T(kPottery), 0, 0, "Harvest: 2 extra food.", "Ernte: 2 zusätzliche Nahrung.", 'I'},
  {"I4", "Library", "Bibliothek", 2, 2, 1, T(kWriting), 0, 0, "Harvest: 2 extra science.", "Ernte: 2 zusätzliche Wissenschaft.", 'I'},
  {"I5", "Market", "Markt", 2, 2, 1, T(kCurrency), 0, 0, "Harvest: 2 extra money.", "Ernte: 2 zusätzliches Geld.", 'I'},
  {"I6", "Palace", "Palast", 3, 2, 2, T(kMonarchy), 0, 1, "1 victory point.", "1 Siegpunkt.", 'I'},
  {"I7", "Temple", "Tempel", 4, 2, 1, T(kMysticism) | T(kPolytheism), 1, 0, "1 happy face.", "1 fröhliches Gesicht.", 'I'},
  {"I8", "Walls", "Stadtmauern", 3, 1, 3, T(kMasonry), 0, 0, "Raids on you need a stack of 2 or more warriors.", "Überfälle auf dich brauchen einen Stapel aus 2 oder mehr Kriegern.", 'I'},
  {"I9", "Workshop", "Werkstatt", 3, 3, 1, T(kMasonry), 0, 0, "Harvest: 2 extra production.", "Ernte: 2 zusätzliche Produktion.", 'I'},
};

// Data file §6: effects, VP and allowing techs C; costs R except Great Wall's (C).
const BuildInfo kWonderInfo[kWonders] = {
  {"W1", "Colossus", "Koloss", 1, 2, 4, T(kMerchants) | T(kPublicWorks) | T(kScholarship), 0, 1, "Harvest: plains cubes to 3 wealth each. 1 VP.", "Ernte: Ebenenwürfel zu je 3 Reichtum. 1 SP.", 'R'},
  {"W2", "Great Library", "Große Bibliothek", 1, 3, 4, T(kWriting), 0, 1, "In your turn: 1 wealth to 2 science, any number of times. 1 VP.", "In deinem Zug: 1 Reichtum zu 2 Wissenschaft, beliebig oft. 1 SP.", 'R'},
  {"W3", "Great Lighthouse", "Großer Leuchtturm", 1, 2, 4, T(kSailing), 0, 1, "Harvest: ocean cubes to 3 wealth each. 1 VP.", "Ernte: Meereswürfel zu je 3 Reichtum. 1 SP.", 'R'},
  {"W4", "Great Wall", "Große Mauer", 1, 1, 5, T(kMasonry), 0, 1, "Your towns cannot be raided. 1 VP.", "Deine Städte können nicht überfallen werden. 1 SP.", 'C'},
  {"W5", "Hanging Gardens", "Hängende Gärten", 1, 2, 5, T(kPottery), 1, 1, "Harvest: plains cubes to 2 food each. 1 happy face. 1 VP.", "Ernte: Ebenenwürfel zu je 2 Nahrung. 1 fröhliches Gesicht. 1 SP.", 'R'},
  {"W6", "Oracle", "Orakel", 1, 3, 3, T(kMysticism), 2, 1, "2 happy faces. 1 VP.", "2 fröhliche Gesichter. 1 SP.", 'R'},
  {"W7", "Pyramids", "Pyramiden", 1, 1, 7, T(kMasonry), 0, 2, "Harvest: desert cubes to 2 food each. 2 VP.", "Ernte: Wüstenwürfel zu je 2 Nahrung. 2 SP.", 'R'},
  {"W8", "Temple of Mars", "Tempel des Mars", 1, 2, 5, T(kPolytheism), 0, 0, "Place the Spirit of Mars. 1 VP per 2 empty spaces on your military track.", "Setze den Geist des Mars ein. 1 SP je 2 freie Felder deiner Militärleiste.", 'R'},
  {"W9", "Tomb of Midas", "Grab des Midas", 1, 3, 4, T(kCurrency), 0, 1, "In your turn: 1 wealth to 2 money, any number of times. 1 VP.", "In deinem Zug: 1 Reichtum zu 2 Geld, beliebig oft. 1 SP.", 'R'},
};

// Data file §7 (C).
const CubeRatio kCubeRatios[] = {
  {kAgriculture, kPlains, kFood, 2}, {kAgriculture, kHills, kFood, 2},
  {kCoastalTrade, kOcean, kWealth, 3},
  {kCopperWorking, kHills, kProd, 3}, {kCopperWorking, kMountains, kProd, 2},
  {kGoldsmithing, kHills, kProd, 3}, {kGoldsmithing, kMountains, kWealth, 2},
  {kHarbors, kOcean, kFood, 2},
  {kHighlandQuarrying, kHills, kProd, 2}, {kHighlandQuarrying, kMountains, kProd, 3},
  {kIrrigation, kGrass, kFood, 3},
  {kMining, kHills, kProd, 2}, {kMining, kMountains, kWealth, 3},
  {kPastoralism, kGrass, kWealth, 3}, {kPastoralism, kPlains, kWealth, 3},
  {kTechs + static_cast<int>(kColossus), kPlains, kWealth, 3},
  {kTechs + static_cast<int>(kGreatLighthouse), kOcean, kWealth, 3},
  {kTechs + static_cast<int>(kHangingGardens), kPlains, kFood, 2},
  {kTechs + static_cast<int>(kPyramids), kDesert, kFood, 2},
};
const int kCubeRatioCount = static_cast<int>(sizeof kCubeRatios / sizeof kCubeRatios[0]);

// Data file §7 "wealth conversions" (C).
const TurnConv kTurnConv[kTurnConvs] = {
  {kCurrency, kWealth, 2, kMoney, 3},
  {kWriting, kWealth, 2, kScience, 3},
  {kTechs + static_cast<int>(kGreatLibrary), kWealth, 1, kScience, 2},
  {kTechs + static_cast<int>(kTombOfMidas), kWealth, 1, kMoney, 2},
  {kMerchants, kFood, 1, kMoney, 1},
  {kPublicWorks, kFood, 1, kProd, 1},
  {kScholarship, kFood, 1, kScience, 1},
};
// clang-format on

const LayoutInfo& layout(int players) { return kLayouts[players < 2 ? 0 : players > 4 ? 2 : players - 2]; }

int hex_index(int players, int q, int r) {
  const LayoutInfo& L = layout(players);
  for (int i = 0; i < kHexes; ++i)
    if (L.hex[i][0] == q && L.hex[i][1] == r) return i;
  return -1;
}

namespace {

MapTables build(int players) {
  MapTables m{};
  const LayoutInfo& L = layout(players);
  static const int dq[6] = {1, -1, 1, 0, 0, -1}, dr[6] = {0, 0, -1, -1, 1, 1};
  for (int h = 0; h < kHexes; ++h)
    for (int d = 0; d < 6; ++d) {
      const int o = hex_index(players, L.hex[h][0] + dq[d], L.hex[h][1] + dr[d]);
      if (o >= 0) m.adj[h] |= 1u << o;
    }
  // Interior corners: (q,r,N) = {(q,r),(q,r-1),(q+1,r-1)}; (q,r,S) = {(q,r),(q-1,r+1),(q,r+1)}.
  for (int h = 0; h < kHexes; ++h)
    for (int ns = 0; ns < 2; ++ns) {
      const int q = L.hex[h][0], r = L.hex[h][1];
      const int a = ns == 0 ? hex_index(players, q, r - 1) : hex_index(players, q - 1, r + 1);
      const int b = ns == 0 ? hex_index(players, q + 1, r - 1) : hex_index(players, q, r + 1);
      if (a < 0 || b < 0) continue;
      if (m.corners >= kMaxCorners) std::abort();
      const int c = m.corners++;
      m.corner_tiles[c][0] = static_cast<uint8_t>(h);
      m.corner_tiles[c][1] = static_cast<uint8_t>(a);
      m.corner_tiles[c][2] = static_cast<uint8_t>(b);
      m.corner_qr[c][0] = static_cast<int8_t>(q);
      m.corner_qr[c][1] = static_cast<int8_t>(r);
      m.corner_qr[c][2] = static_cast<int8_t>(ns);
      for (int k = 0; k < 3; ++k) m.hex_corners[m.corner_tiles[c][k]] |= 1ull << c;
    }
  for (int s = 0; s < L.starts; ++s) {
    const StartPos& S = L.start[s];
    for (int k = 0; k < 3; ++k) m.start_hex[s][k] = static_cast<uint8_t>(hex_index(players, S.hex[k][0], S.hex[k][1]));
    m.start_corner[s] = 255;
    for (int c = 0; c < m.corners; ++c)
      if (m.corner_qr[c][0] == S.corner[0] && m.corner_qr[c][1] == S.corner[1] && m.corner_qr[c][2] == S.corner[2])
        m.start_corner[s] = static_cast<uint8_t>(c);
    if (m.start_corner[s] == 255) std::abort();
  }
  return m;
}

}  // namespace

const MapTables& map_tables(int players) {
  static const MapTables t[3] = {build(2), build(3), build(4)};
  return t[players < 2 ? 0 : players > 4 ? 2 : players - 2];
}

}  // namespace emp::dawn
