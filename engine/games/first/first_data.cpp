// First Empires component data (shared/data/first_empires.md). The last field
// of every row is its provenance as the data file states it: 'C' confirmed,
// 'I' inferred, 'R' reconstructed (the value to use until the printed
// components are read). Mixed rows carry the weakest status of their fields;
// the comment says which parts are confirmed.
#include "games/first/first_data.h"

#include <cstring>

namespace emp::first {

namespace {

// clang-format off
// Side B (3-5 players), data file §3.2.
const AreaInfo kAreasB[] = {
  {"OCE", "Eastern Ocean", "Östlicher Ozean", kOcean, 3, "ALB RUS HUA SUV EZU TUR", 'R'},  // C: an ocean adj ALB+RUS (RB ex.)
  {"OCW", "Western Ocean", "Westlicher Ozean", kOcean, 3, "ALB GAL IBE KAR WAG AKS KON MUP IND SUV MAL TUR ANH TAW WAL", 'R'},  // C: 2nd ocean
  {"ALB", "Albion", "Albion", kY, 3, "GAL OCE OCW", 'R'},  // C: name, adj OCE; colour R
  {"GAL", "Gallia", "Gallien", kB, 3, "ALB IBE GER ETR OCW", 'R'},
  {"IBE", "Iberia", "Iberien", kP, 3, "GAL KAR OCW", 'R'},
  {"GER", "Germania", "Germanien", kP, 3, "GAL ETR HEL RUS", 'R'},
  {"ETR", "Etruria", "Etrurien", kY, 3, "GAL GER HEL KAR", 'I'},  // start I; rest R
  {"HEL", "Hellas", "Hellas", kO, 3, "GER ETR RUS SCY ANA", 'R'},
  {"RUS", "Rus", "Rus", kG, 3, "GER HEL SCY HUA OCE EZU", 'R'},  // C: name, green, adj SCY HUA OCE
  {"SCY", "Scythia", "Skythien", kP, 3, "RUS HEL ANA PER IND HUA", 'R'},  // C: name, purple, adj RUS
  {"HUA", "Huaxia", "Huaxia", kB, 3, "RUS SCY IND SUV OCE EZU", 'R'},  // C: name, blue, adj RUS; start I
  {"ANA", "Anatolia", "Anatolien", kG, 3, "HEL SCY PER ARA KEM", 'R'},
  {"PER", "Persia", "Persien", kB, 3, "ANA SCY ARA IND", 'R'},
  {"ARA", "Arabia", "Arabien", kO, 3, "ANA PER KEM AKS", 'R'},
  {"IND", "Indus", "Indus", kO, 3, "SCY PER HUA SUV OCW", 'R'},  // C: name; orange I
  {"SUV", "Suvarnabhumi", "Suvarnabhumi", kG, 3, "HUA IND OCE OCW", 'R'},
  {"KAR", "Karthadst", "Karthadst", kO, 3, "IBE ETR KEM WAG OCW", 'I'},  // start I; rest R
  {"KEM", "Kemet", "Kemet", kY, 3, "KAR WAG AKS ANA ARA", 'R'},
  {"WAG", "Wagadu", "Wagadu", kB, 3, "KAR KEM AKS KON OCW", 'R'},
  {"AKS", "Aksum", "Aksum", kP, 3, "KEM WAG KON MUP ARA OCW", 'R'},
  {"KON", "Kongo", "Kongo", kY, 3, "WAG AKS MUP OCW", 'R'},
  {"MUP", "Mupata", "Mupata", kG, 3, "KON AKS OCW MAL", 'I'},  // start I; rest R
  {"MAL", "Malagasy", "Madagaskar", kY, 4, "MUP OCW", 'R'},  // C: name, dotted "4"
  {"EZU", "Ezu", "Ezu", kO, 4, "RUS HUA OCE", 'R'},  // C: name, dotted "4"
  {"TUR", "Turtle Island", "Schildkröteninsel", kB, 5, "ANH OCE OCW", 'R'},  // C: Americas "5"
  {"ANH", "Anahuac", "Anahuac", kG, 5, "TUR TAW OCW", 'R'},
  {"TAW", "Tawantinsuyu", "Tawantinsuyu", kB, 5, "ANH WAL OCW", 'R'},
  {"WAL", "Wallmapu", "Wallmapu", kP, 5, "TAW OCW", 'R'},  // start I
};

// Side A (2 players), data file §3.3: everything R except the two oceans (C).
const AreaInfo kAreasA[] = {
  {"OCW", "Western Ocean", "Westlicher Ozean", kOcean, 2, "ALB GAL IBE NUM GAR", 'R'},
  {"OCE", "Eastern Ocean", "Östlicher Ozean", kOcean, 2, "AKS ARA PER", 'R'},
  {"ALB", "Albion", "Albion", kG, 2, "GAL OCW", 'R'},
  {"GAL", "Gallia", "Gallien", kB, 2, "ALB IBE GER ETR OCW", 'R'},
  {"IBE", "Iberia", "Iberien", kP, 2, "GAL NUM OCW", 'R'},
  {"GER", "Germania", "Germanien", kO, 2, "GAL ETR HEL SCY", 'R'},
  {"ETR", "Etruria", "Etrurien", kY, 2, "GAL GER HEL KAR", 'I'},  // start I
  {"HEL", "Hellas", "Hellas", kP, 2, "GER ETR SCY ANA", 'R'},
  {"SCY", "Scythia", "Skythien", kG, 2, "GER HEL ANA PER", 'R'},
  {"ANA", "Anatolia", "Anatolien", kY, 2, "HEL SCY PER ARA KEM", 'R'},
  {"PER", "Persia", "Persien", kB, 2, "SCY ANA ARA OCE", 'R'},
  {"ARA", "Arabia", "Arabien", kO, 2, "ANA KEM AKS PER OCE", 'R'},
  {"NUM", "Numidia", "Numidien", kY, 2, "IBE KAR GAR OCW", 'R'},
  {"KAR", "Karthadst", "Karthadst", kO, 2, "ETR NUM GAR KEM", 'I'},  // start I
  {"KEM", "Kemet", "Kemet", kG, 2, "KAR GAR AKS ANA ARA", 'R'},
  {"GAR", "Garama", "Garama", kB, 2, "NUM KAR KEM AKS OCW", 'R'},
  {"AKS", "Aksum", "Aksum", kP, 2, "KEM GAR ARA OCE", 'R'},
};
// clang-format on

}  // namespace

const SideInfo kSides[2] = {{static_cast<int>(sizeof kAreasA / sizeof kAreasA[0]), kAreasA},
                            {static_cast<int>(sizeof kAreasB / sizeof kAreasB[0]), kAreasB}};

int area_index(int side, const char* code) {
  const SideInfo& S = kSides[side];
  for (int i = 0; i < S.count; ++i)
    if (std::strcmp(S.areas[i].code, code) == 0) return i;
  return -1;
}

MapTables build_map_tables() {
  MapTables m{};
  for (int side = 0; side < 2; ++side) {
    const SideInfo& S = kSides[side];
    m.count[side] = S.count;
    for (int i = 0; i < S.count; ++i) {
      const AreaInfo& A = S.areas[i];
      if (A.colour != kOcean) m.colour_mask[side][A.colour] |= 1u << i;
      if (A.colour == kOcean) m.ocean[side] |= 1u << i;
      const char* p = A.adj;
      while (*p) {
        char code[4] = {p[0], p[1], p[2], 0};
        const int j = area_index(side, code);
        if (j >= 0) m.adj[side][i] |= 1u << j;
        p += 3;
        while (*p == ' ') ++p;
      }
    }
    m.ocw[side] = area_index(side, "OCW");
    m.oce[side] = area_index(side, "OCE");
  }
  return m;
}

uint32_t areas_in_play(int players) {
  const int side = side_for(players);
  const SideInfo& S = kSides[side];
  uint32_t m = 0;
  for (int i = 0; i < S.count; ++i)
    if (S.areas[i].min_players <= players) m |= 1u << i;
  return m;
}

// ---- civilizations (data file §4.1 and §4.3) ------------------------------------
// Boards: all R (design rule of §4.2) except the start values the data file
// confirms (KAR 4 explorers, ETR 1 card, the RB example's Huaxia counts).
// clang-format off
const CivInfo kCivInfo[kCivs] = {
  {"KAR", "Karthadst", "Karthadst", kO, "KAR", kY,
   {{2, 2, 3, 3, 4, 4, 5}, {1, 1, 2, 2, 3, 3, 4}, {2, 3, 3, 4, 4, 5, 6}, {1, 1, 1, 0, 1, 1, 1}, {4, 5, 6, 6, 7, 9, 10}},
   {{0, 2, 4, 7, 10, 13, 16}, {0, 1, 3, 6, 9, 12, 15}, {0, 2, 4, 6, 9, 12, 15}, {0, 1, 3, 5, 8, 11, 14}, {0, 2, 3, 5, 7, 9, 12}},
   {3, 3, 2, 4, 3}, 'R'},  // C: colour, 4 explorers, 1 card (RB, FE-LV, FE-TT); rest R
  {"ETR", "Etruria", "Etrurien", kY, "ETR", kO,
   {{3, 3, 3, 4, 4, 5, 5}, {1, 1, 2, 2, 3, 3, 4}, {2, 3, 3, 4, 4, 5, 6}, {1, 1, 1, 0, 1, 1, 1}, {3, 4, 5, 6, 7, 8, 10}},
   {{0, 2, 3, 6, 9, 11, 14}, {0, 1, 3, 6, 9, 12, 15}, {0, 2, 4, 6, 9, 12, 15}, {0, 1, 3, 5, 8, 11, 14}, {0, 2, 4, 6, 8, 11, 14}},
   {4, 3, 3, 3, 2}, 'R'},  // C: colour, 1 card (FE-RDJ); 3 dice R
  {"HUA", "Huaxia", "Huaxia", kP, "HUA", kG,
   {{2, 2, 3, 3, 4, 4, 5}, {1, 1, 2, 2, 3, 3, 4}, {2, 3, 3, 4, 4, 5, 6}, {2, 1, 1, 1, 1, 1, 1}, {3, 4, 5, 6, 7, 8, 10}},
   {{0, 2, 4, 7, 10, 13, 16}, {0, 1, 3, 6, 9, 12, 15}, {0, 2, 4, 6, 9, 12, 15}, {0, 1, 3, 4, 7, 10, 13}, {0, 2, 4, 6, 8, 11, 14}},
   {3, 2, 4, 3, 3}, 'R'},  // colour I (purple card); 2 dice I (RB example); rest R
  {"MUP", "Mupata", "Mupata", kB, "MUP", kP,
   {{2, 2, 3, 3, 4, 4, 5}, {1, 1, 2, 2, 3, 3, 4}, {3, 3, 4, 4, 5, 6, 6}, {1, 1, 1, 0, 1, 1, 1}, {3, 4, 5, 6, 7, 8, 10}},
   {{0, 2, 4, 7, 10, 13, 16}, {0, 1, 3, 6, 9, 12, 15}, {0, 2, 3, 5, 8, 10, 13}, {0, 1, 3, 5, 8, 11, 14}, {0, 2, 4, 6, 8, 11, 14}},
   {3, 3, 3, 2, 4}, 'R'},  // C: +1 MP over orange (FE-TT); colour I; rest R
  {"WAL", "Wallmapu", "Wallmapu", kG, "WAL", kB,
   {{2, 2, 3, 3, 4, 4, 5}, {2, 2, 2, 3, 3, 4, 4}, {2, 3, 3, 4, 4, 5, 6}, {1, 1, 1, 0, 1, 1, 1}, {3, 4, 5, 6, 7, 8, 10}},
   {{0, 2, 4, 7, 10, 13, 16}, {0, 1, 2, 5, 8, 10, 13}, {0, 2, 4, 6, 9, 12, 15}, {0, 1, 3, 5, 8, 11, 14}, {0, 2, 4, 6, 8, 11, 14}},
   {2, 4, 3, 3, 3}, 'R'},  // C: colour, 5 players only (RB); start I; rest R
};
// clang-format on

int civs_for(int players, Civ out[kCivs]) {
  // C: 2 players KAR+ETR; 4 players without WAL; 5 all. 3 players: 3 of the
  // four (the draw I).
  int n = 0;
  out[n++] = KAR;
  out[n++] = ETR;
  if (players >= 3) {
    out[n++] = HUA;
    out[n++] = MUP;
  }
  if (players >= 5) out[n++] = WAL;
  return n;
}

// ---- achievement cards (data file §5.3) ---------------------------------------------
// All R except H6 (name and condition C, RB example) and H3 (name C).
namespace {
constexpr uint8_t kAny = 255;
constexpr CardTerm T(uint8_t term, uint8_t arg = 0, uint8_t min = 1, const char* r = nullptr) {
  return CardTerm{term, arg, min, r};
}
constexpr CardTerm H(const char* r) { return CardTerm{kTHold, 0, 1, r}; }
}  // namespace

// clang-format off
const CardInfo kCardInfo[kCards] = {
  {"K1", "Tyrian Dye Works", "Purpurfärberei von Tyros", "Occupy 2 purple regions.", "Besetze 2 lila Regionen.", 2, {T(kTOcc, kP, 2)}, 'R'},
  {"K2", "Sea Lanes of Gadir", "Seewege von Gadir", "This turn, land explorers from an ocean 2 times.", "Lande in diesem Zug 2-mal Entdecker aus einem Ozean an.", 2, {T(kTLandings, 0, 2)}, 'R'},
  {"K3", "Council of the Hundred and Four", "Rat der Hundertvier", "Occupy 5 regions.", "Besetze 5 Regionen.", 3, {T(kTOcc, kAny, 5)}, 'R'},
  {"K4", "Voyage of Hanno", "Fahrt des Hanno", "Occupy 3 regions bordering the Western Ocean.", "Besetze 3 Regionen am Westlichen Ozean.", 3, {T(kTCoast, 0, 3)}, 'R'},
  {"K5", "Elephants of the Barcids", "Elefanten der Barkiden", "Conquer a region that your black dice let you take.", "Erobere eine Region, die du nur dank deiner schwarzen Würfel einnehmen kannst.", 3, {T(kTConqBlack, 0, 1)}, 'R'},
  {"K6", "Admiral Himilco", "Admiral Himilkon", "Occupy 2 blue regions and show 2 blue dice.", "Besetze 2 blaue Regionen und zeige 2 blaue Würfel.", 4, {T(kTOcc, kB, 2), T(kTDice, kB, 2)}, 'R'},
  {"K7", "Harbour of Cothon", "Hafen Kothon", "Have 3 of your cities on the board.", "Habe 3 deiner Städte auf dem Spielplan.", 4, {T(kTCitiesBoard, 0, 3)}, 'R'},
  {"K8", "Merchant Republic", "Handelsrepublik", "Occupy a region of each colour.", "Besetze eine Region jeder Farbe.", 5, {T(kTColours, 0, 5)}, 'R'},
  {"K9", "Punic Triumph", "Punischer Triumph", "Hold 3 captured rival cities.", "Besitze 3 eroberte gegnerische Städte.", 6, {T(kTCaptured, 0, 3)}, 'R'},
  {"E1", "Via Aurelia", "Via Aurelia", "Occupy 3 regions linked by land.", "Besetze 3 über Land verbundene Regionen.", 2, {T(kTGroup, 0, 3)}, 'R'},
  {"E2", "Bronze of Vulci", "Bronzen von Vulci", "Occupy 2 orange regions.", "Besetze 2 orange Regionen.", 2, {T(kTOcc, kO, 2)}, 'R'},
  {"E3", "Haruspex", "Haruspex", "Show 3 dice of one colour.", "Zeige 3 Würfel einer Farbe.", 3, {T(kTSame, 0, 3)}, 'R'},
  {"E4", "Fanum Voltumnae", "Fanum Voltumnae", "Have 5 explorers in Etruria.", "Habe 5 Entdecker in Etrurien.", 3, {T(kTHereStart, 0, 5)}, 'R'},
  {"E5", "Tyrrhenian Fleet", "Tyrrhenische Flotte", "Conquer a region with an explorer arriving from an ocean.", "Erobere eine Region mit einem Entdecker, der aus einem Ozean ankommt.", 3, {T(kTConqSea, 0, 1)}, 'R'},
  {"E6", "Augurs of Tarquinia", "Auguren von Tarquinia", "Occupy 2 purple regions and show 2 purple dice.", "Besetze 2 lila Regionen und zeige 2 lila Würfel.", 4, {T(kTOcc, kP, 2), T(kTDice, kP, 2)}, 'R'},
  {"E7", "Lucumo's Triumph", "Triumph des Lucumo", "Conquer a region holding a rival city.", "Erobere eine Region mit einer gegnerischen Stadt.", 4, {T(kTConqCity, 0, 1)}, 'R'},
  {"E8", "League of the Twelve Peoples", "Zwölfstädtebund", "Occupy Gallia, Hellas and Iberia.", "Besetze Gallien, Hellas und Iberien.", 5, {H("GAL"), H("HEL"), H("IBE")}, 'R'},
  {"E9", "Golden Age of the Rasna", "Goldenes Zeitalter der Rasna", "Have 3 tracks at step 4 or higher.", "Habe 3 Leisten auf Stufe 4 oder höher.", 6, {T(kTTracks, 4, 3)}, 'R'},
  {"H1", "Great Wall", "Große Mauer", "Have 4 explorers in one region.", "Habe 4 Entdecker in einer Region.", 2, {T(kTStack, 0, 4)}, 'R'},
  {"H2", "Jade Seal", "Jadesiegel", "Occupy 2 green regions.", "Besetze 2 grüne Regionen.", 2, {T(kTOcc, kG, 2)}, 'R'},
  {"H3", "Gansu Road", "Gansu-Straße", "Occupy 4 regions linked by land.", "Besetze 4 über Land verbundene Regionen.", 3, {T(kTGroup, 0, 4)}, 'R'},  // name C (FE-RB)
  {"H4", "Mandate of Heaven", "Mandat des Himmels", "Occupy Huaxia and 3 regions bordering it.", "Besetze Huaxia und 3 angrenzende Regionen.", 3, {T(kTHoldStart, 0, 1), T(kTRing, 0, 3)}, 'R'},
  {"H5", "Hundred Schools", "Hundert Schulen", "Hold 3 other cards in hand.", "Halte 3 andere Karten auf der Hand.", 3, {T(kTHand, 0, 3)}, 'R'},
  {"H6", "Voyage of Zho Ying", "Reise des Zho Ying", "Occupy 2 orange regions and show 2 orange dice.", "Besetze 2 orange Regionen und zeige 2 orange Würfel.", 4, {T(kTOcc, kO, 2), T(kTDice, kO, 2)}, 'R'},  // name, condition C (RB ex.); VP R
  {"H7", "Terracotta Host", "Terrakotta-Armee", "Make 2 conquests this turn.", "Erobere in diesem Zug 2-mal.", 4, {T(kTConq, 0, 2)}, 'R'},
  {"H8", "Silk Road", "Seidenstraße", "Occupy Scythia, Persia and Anatolia.", "Besetze Skythien, Persien und Anatolien.", 5, {H("SCY"), H("PER"), H("ANA")}, 'R'},
  {"H9", "Middle Kingdom", "Reich der Mitte", "Occupy 7 regions.", "Besetze 7 Regionen.", 6, {T(kTOcc, kAny, 7)}, 'R'},
  {"M1", "Copper Crosses", "Kupferkreuze", "Occupy 2 orange regions.", "Besetze 2 orange Regionen.", 2, {T(kTOcc, kO, 2)}, 'R'},
  {"M2", "Zambezi Crossing", "Sambesi-Übergang", "Make a conquest this turn.", "Erobere in diesem Zug eine Region.", 2, {T(kTConq, 0, 1)}, 'R'},
  {"M3", "Gold of Mapungubwe", "Gold von Mapungubwe", "Have 2 of your own cities in regions you occupy.", "Habe 2 eigene Städte in Regionen, die du besetzt.", 3, {T(kTCitiesHeld, 0, 2)}, 'R'},
  {"M4", "Monsoon Traders", "Monsunhändler", "Occupy 2 regions bordering the Eastern Ocean.", "Besetze 2 Regionen am Östlichen Ozean.", 3, {T(kTCoast, 1, 2)}, 'R'},
  {"M5", "Ivory Road", "Elfenbeinstraße", "Occupy Aksum and Kemet.", "Besetze Aksum und Kemet.", 3, {H("AKS"), H("KEM")}, 'R'},
  {"M6", "Mwene Mutapa", "Mwene Mutapa", "Occupy 2 yellow regions and show 2 yellow dice.", "Besetze 2 gelbe Regionen und zeige 2 gelbe Würfel.", 4, {T(kTOcc, kY, 2), T(kTDice, kY, 2)}, 'R'},
  {"M7", "Great Enclosure", "Große Einfriedung", "Have 3 of your cities on the board.", "Habe 3 deiner Städte auf dem Spielplan.", 4, {T(kTCitiesBoard, 0, 3)}, 'R'},
  {"M8", "Lords of the Plateau", "Herren des Hochlands", "Occupy a region of each colour.", "Besetze eine Region jeder Farbe.", 5, {T(kTColours, 0, 5)}, 'R'},
  {"M9", "Tribute of the Coast", "Tribut der Küste", "Make 3 conquests this turn.", "Erobere in diesem Zug 3-mal.", 6, {T(kTConq, 0, 3)}, 'R'},
  {"W1", "Kultrun Drum", "Kultrun-Trommel", "Show 2 black dice.", "Zeige 2 schwarze Würfel.", 2, {T(kTDice, kFaceK, 2)}, 'R'},
  {"W2", "Rewe Altar", "Rewe-Altar", "Occupy 2 blue regions.", "Besetze 2 blaue Regionen.", 2, {T(kTOcc, kB, 2)}, 'R'},
  {"W3", "Lafken Coast", "Lafken-Küste", "Conquer a region with an explorer arriving from an ocean.", "Erobere eine Region mit einem Entdecker, der aus einem Ozean ankommt.", 3, {T(kTConqSea, 0, 1)}, 'R'},
  {"W4", "Ñuke Mapu", "Ñuke Mapu", "Occupy Tawantinsuyu, Anahuac and Wallmapu.", "Besetze Tawantinsuyu, Anahuac und Wallmapu.", 3, {H("TAW"), H("ANH"), H("WAL")}, 'R'},
  {"W5", "Malón", "Malón", "Conquer a region that your black dice let you take.", "Erobere eine Region, die du nur dank deiner schwarzen Würfel einnehmen kannst.", 3, {T(kTConqBlack, 0, 1)}, 'R'},
  {"W6", "Pewma Vision", "Pewma-Vision", "Occupy 2 green regions and show 2 green dice.", "Besetze 2 grüne Regionen und zeige 2 grüne Würfel.", 4, {T(kTOcc, kG, 2), T(kTDice, kG, 2)}, 'R'},
  {"W7", "Trawün Assembly", "Trawün-Versammlung", "Occupy 6 regions.", "Besetze 6 Regionen.", 4, {T(kTOcc, kAny, 6)}, 'R'},
  {"W8", "Beyond the Great Water", "Jenseits des großen Wassers", "Occupy 3 regions outside the Americas.", "Besetze 3 Regionen außerhalb Amerikas.", 5, {T(kTOutsideAmericas, 0, 3)}, 'R'},
  {"W9", "Toqui of Toquis", "Toqui der Toquis", "Make 2 conquests this turn, at least one of a region holding a rival city.", "Erobere in diesem Zug 2-mal, mindestens einmal eine Region mit gegnerischer Stadt.", 6, {T(kTConq, 0, 2), T(kTConqCity, 0, 1)}, 'R'},
};
// clang-format on

}  // namespace emp::first
