// Dawn of Empires: game info, labels (EN/DE), JSON, hashing, invariants, resampling.
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12's false -Wrestrict in libstdc++'s string concatenation at -O3 (GCC bug 105329).
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "core/hash.h"
#include "core/json.h"
#include "games/dawn/dawn_state.h"

namespace emp {

using namespace dawn;

namespace {

std::unique_ptr<State> create_dawn(const Options& o, uint64_t seed) {
  if (o.players < 2 || o.players > 4 || o.variant != 0) return nullptr;
  return std::make_unique<DawnState>(o, seed);
}
std::unique_ptr<State> create_dawn_rules(const Options& o, uint64_t seed, uint32_t rules) {
  if (o.players < 2 || o.players > 4 || o.variant != 0 || rules < 1 || rules > DawnState::kRulesLatest) return nullptr;
  return std::make_unique<DawnState>(o, seed, rules);
}

const GameInfo kDawnInfo = [] {
  GameInfo g;
  g.id = "dawn";
  g.name_en = "Dawn of Empires";
  g.name_de = "Dawn of Empires";
  g.min_players = 2;
  g.max_players = 4;
  g.rules_version = DawnState::kRulesLatest;  // 2: conversions count in the money upkeep (dawn_state.h)
  g.hidden_information = true;                // face-down terrain tiles
  g.chance = true;                            // the tile shuffle
  g.simultaneous = false;
  g.private_information = false;  // the hidden tiles are hidden from everyone alike
  g.listed = true;
  g.create = &create_dawn;
  g.create_rules = &create_dawn_rules;
  g.evaluate = &dawn_evaluate;
  g.eval_temperature = 3.0;
  g.rollout = &dawn_rollout;
  g.rollout_depth = 80;
  g.settle_chance = 0.95;
  g.pass = &dawn_pass;
  g.explore_permille = &dawn_explore_permille;
  g.messages = dawn_messages();
  return g;
}();

const char* kResEn[] = {"food", "production", "wealth", "money", "science"};
const char* kResDe[] = {"Nahrung", "Produktion", "Reichtum", "Geld", "Wissenschaft"};
const char* kDecisionNames[] = {"empire",     "start",    "arrange",     "rondel",       "action",
                                "collect",    "discard",  "convert",     "upkeep_food",  "upkeep_money",
                                "philosophy", "recruit2", "move_option", "move_option2", "stack2",
                                "raid",       "legend",   "spirit",      "none"};
const char* kActionEn[] = {"Harvest", "Research", "Recruit", "Move", "Explore", "Build", "Grow"};
const char* kActionDe[] = {"Ernte", "Forschung", "Rekrutieren", "Bewegen", "Erkunden", "Bauen", "Wachsen"};

}  // namespace

namespace {

// Places on the map for players' text: a compass zone of the map ("in the
// north-west"), never a coordinate pair. Where two places of the same kind
// share a zone, a qualifier tells them apart ("the western one").
struct Pt {
  float x, y;
};
Pt hex_px(int players, int h) {
  const auto& L = layout(players);
  return {1.7320508f * (static_cast<float>(L.hex[h][0]) + 0.5f * static_cast<float>(L.hex[h][1])),
          1.5f * static_cast<float>(L.hex[h][1])};
}
// The layouts' centres, computed once (every place name asks for them).
Pt map_centre(int players) {
  static const auto centres = [] {
    std::array<Pt, 5> c{};
    for (int n = 2; n <= 4; ++n) {
      for (int h = 0; h < kHexes; ++h) {
        const Pt p = hex_px(n, h);
        c[n].x += p.x;
        c[n].y += p.y;
      }
      c[n] = {c[n].x / kHexes, c[n].y / kHexes};
    }
    return c;
  }();
  return centres[static_cast<size_t>(std::clamp(players, 2, 4))];
}
// 0 = centre, 1..8 = N, NE, E, SE, S, SW, W, NW
int zone_of(int players, Pt p) {
  const Pt c = map_centre(players);
  const float dx = p.x - c.x, dy = p.y - c.y;
  if (dx * dx + dy * dy < 1.3f * 1.3f) return 0;
  // angle clockwise from north (y grows southward)
  const float a = std::atan2(dx, -dy);
  int s = static_cast<int>(std::lround(a / (3.14159265f / 4.0f)));
  s = (s + 8) % 8;
  return s + 1;
}
const char* kZoneEn[] = {"in the centre",     "in the north",      "in the north-east",
                         "in the east",       "in the south-east", "in the south",
                         "in the south-west", "in the west",       "in the north-west"};
const char* kZoneDe[] = {"in der Mitte", "im Norden",    "im Nordosten", "im Osten",     "im Südosten",
                         "im Süden",     "im Südwesten", "im Westen",    "im Nordwesten"};
// The qualifier of member i of a group of places sharing a kind and a zone.
std::string qualifier(const std::vector<Pt>& group, size_t i, bool de, bool fem = false) {
  if (group.size() < 2) return "";
  float minx = group[0].x, maxx = minx, miny = group[0].y, maxy = miny;
  for (const Pt& p : group) {
    minx = std::min(minx, p.x);
    maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y);
    maxy = std::max(maxy, p.y);
  }
  const bool by_x = maxx - minx >= maxy - miny;
  size_t rank = 0;
  for (size_t j = 0; j < group.size(); ++j) {
    const float a = by_x ? group[j].x : group[j].y, b = by_x ? group[i].x : group[i].y;
    if (a < b - 1e-3f || (std::fabs(a - b) <= 1e-3f && j < i)) ++rank;
  }
  const size_t n = group.size();
  if (n <= 3) {
    const bool mid = n == 3 && rank == 1;
    const bool first = rank == 0;
    if (by_x) {
      if (mid) return de ? (fem ? " (die mittlere)" : " (das mittlere)") : " (the middle one)";
      return first ? (de ? (fem ? " (die westliche)" : " (das westliche)") : " (the western one)")
                   : (de ? (fem ? " (die östliche)" : " (das östliche)") : " (the eastern one)");
    }
    if (mid) return de ? (fem ? " (die mittlere)" : " (das mittlere)") : " (the middle one)";
    return first ? (de ? (fem ? " (die nördliche)" : " (das nördliche)") : " (the northern one)")
                 : (de ? (fem ? " (die südliche)" : " (das südliche)") : " (the southern one)");
  }
  const std::string k = std::to_string(rank + 1);
  if (by_x)
    return de ? " (" + k + ". von Westen)"
              : " (" + k +
                    (rank == 0   ? "st"
                     : rank == 1 ? "nd"
                     : rank == 2 ? "rd"
                                 : "th") +
                    " from the west)";
  return de ? " (" + k + ". von Norden)"
            : " (" + k +
                  (rank == 0   ? "st"
                   : rank == 1 ? "nd"
                   : rank == 2 ? "rd"
                               : "th") +
                  " from the north)";
}

}  // namespace

std::string DawnState::start_zone(uint32_t pos, Lang lang) const {
  const bool de = lang == Lang::De;
  static const char* kCodes[] = {"", "N", "NE", "E", "SE", "S", "SW", "W", "NW"};
  if (pos >= static_cast<uint32_t>(layout(n_).starts)) return "?";
  for (int z = 1; z <= 8; ++z)
    if (std::string(kCodes[z]) == layout(n_).start[pos].code) return de ? kZoneDe[z] : kZoneEn[z];
  return "?";
}

// Which side of its start corner a start hex lies on ("to the north").
std::string DawnState::start_hex_side(int pos, int h, Lang lang) const {
  const bool de = lang == Lang::De;
  const MapTables& M = map();
  Pt c{0, 0};
  for (int k = 0; k < 3; ++k) {
    const Pt q = hex_px(n_, M.start_hex[pos][k]);
    c.x += q.x / 3;
    c.y += q.y / 3;
  }
  const Pt p = hex_px(n_, h);
  const float a = std::atan2(p.x - c.x, -(p.y - c.y));
  const int s = (static_cast<int>(std::lround(a / (3.14159265f / 4.0f))) + 8) % 8;
  static const char* kEn[] = {"to the north", "to the north-east", "to the east", "to the south-east",
                              "to the south", "to the south-west", "to the west", "to the north-west"};
  static const char* kDe[] = {"im Norden", "im Nordosten", "im Osten",  "im Südosten",
                              "im Süden",  "im Südwesten", "im Westen", "im Nordwesten"};
  return de ? kDe[s] : kEn[s];
}

std::string DawnState::place_name(int h, Lang lang) const { return place_ref(h, lang, 0); }

// German names the tile ("Waldfeld"): every one is neuter, so the article
// and the face-down adjective follow the case alone.
std::string DawnState::place_ref(int h, Lang lang, int gcase) const {
  static const char* kTileDe[] = {"Meerfeld",  "Graslandfeld", "Ebenenfeld", "Waldfeld",
                                  "Hügelfeld", "Gebirgsfeld",  "Wüstenfeld"};
  const bool de = lang == Lang::De;
  if (h < 0 || h >= kHexes) return "?";
  auto kind = [&](int x) { return up_[x] ? static_cast<int>(kTileInfo[tile_[x]].terrain) : -1; };
  const int z = zone_of(n_, hex_px(n_, h));
  std::vector<Pt> group;
  size_t me = 0;
  for (int x = 0; x < kHexes; ++x) {
    const Pt p = hex_px(n_, x);
    if (kind(x) != kind(h) || zone_of(n_, p) != z) continue;
    if (x == h) me = group.size();
    group.push_back(p);
  }
  std::string s;
  if (de) {
    if (gcase == 1) s = "das ";
    if (gcase == 2) s = "dem ";
    if (kind(h) < 0)
      s += gcase == 0 ? "verdecktes Feld" : gcase == 1 ? "verdeckte Feld" : "verdeckten Feld";
    else
      s += kTileDe[kind(h)];
  } else {
    if (gcase != 0) s = "the ";
    s += kind(h) < 0 ? "face-down tile" : kTerrainInfo[kind(h)].name_en;
  }
  s += " ";
  s += de ? kZoneDe[z] : kZoneEn[z];
  s += qualifier(group, me, de);
  return s;
}

std::string DawnState::corner_name(int c, Lang lang) const {
  const bool de = lang == Lang::De;
  const MapTables& M = map();
  if (c < 0 || c >= M.corners) return "?";
  auto at = [&](int v) {
    Pt p{0, 0};
    for (int k = 0; k < 3; ++k) {
      const Pt q = hex_px(n_, M.corner_tiles[v][k]);
      p.x += q.x / 3;
      p.y += q.y / 3;
    }
    return p;
  };
  // a town is named as a town; any other corner by its three tiles
  auto kind = [&](int v) -> std::string {
    if (town_owner(v) >= 0) return de ? "Stadt" : "town";
    std::string t[3];
    for (int k = 0; k < 3; ++k) {
      const int x = M.corner_tiles[v][k];
      t[k] = up_[x] ? (de ? kTerrainInfo[kTileInfo[tile_[x]].terrain].name_de
                          : kTerrainInfo[kTileInfo[tile_[x]].terrain].name_en)
                    : (de ? "verdeckt" : "face-down");
    }
    std::sort(t, t + 3);
    return (de ? "Ecke von " : "corner of ") + t[0] + ", " + t[1] + (de ? " und " : " and ") + t[2];
  };
  const std::string mine = kind(c);
  const int z = zone_of(n_, at(c));
  std::vector<Pt> group;
  size_t me = 0;
  for (int v = 0; v < M.corners; ++v) {
    if (zone_of(n_, at(v)) != z || kind(v) != mine) continue;
    if (v == c) me = group.size();
    group.push_back(at(v));
  }
  std::string s = mine + " ";
  s += de ? kZoneDe[z] : kZoneEn[z];
  s += qualifier(group, me, de, true);
  return s;
}

const GameInfo& dawn_game_info() { return kDawnInfo; }
const GameInfo& DawnState::info() const { return kDawnInfo; }

Progress DawnState::progress() const {
  Progress p;
  p.turn = turn_ + 1;
  p.round = turn_ / n_ + 1;
  int ph = 0;
  if (dec_ == kDecNone)
    ph = 0;
  else if (setup())
    ph = 1;
  else if (dec_ == kDecRondel)
    ph = 2;
  else if (dec_ == kDecAction)
    ph = 3;
  else
    ph = 4;
  p.phase = ph;
  p.phase_key = "dawn.phase." + std::to_string(ph);
  return p;
}

// ---------------------------------------------------------------------------
// labels

std::string DawnState::action_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, false);
}
std::string DawnState::button_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, true);
}

// The log reads in the third person ("Erntet"), a button is an imperative
// ("Ernten"): German keeps two texts, English reads the same in both.
std::string DawnState::label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const {
  const bool de = lang == Lang::De;
  const bool btn = de && button;
  const uint32_t arg = action_arg(a);
  const MapTables& M = map();
  auto seat = [&](int q) -> std::string {
    if (seat_names && q >= 0 && q < static_cast<int>(seat_names->size())) return (*seat_names)[q];
    return (de ? "Spieler " : "Player ") + std::to_string(q + 1);
  };
  auto hex = [&](uint32_t h) -> std::string {  // accusative (English: "the ...")
    if (h >= static_cast<uint32_t>(kHexes)) return "?";
    return place_ref(static_cast<int>(h), lang, 1);
  };
  auto hex_dat = [&](uint32_t h) -> std::string {
    if (h >= static_cast<uint32_t>(kHexes)) return "?";
    return place_ref(static_cast<int>(h), lang, 2);
  };
  auto corner = [&](uint32_t c) -> std::string {
    if (c >= static_cast<uint32_t>(M.corners)) return "?";
    return corner_name(static_cast<int>(c), lang);
  };
  auto resn = [&](uint32_t r) -> std::string { return r < kResCount ? (de ? kResDe[r] : kResEn[r]) : "?"; };
  auto tech = [&](uint32_t t) -> std::string {
    return t < kTechs ? (de ? kTechInfo[t].name_de : kTechInfo[t].name_en) : "?";
  };
  auto build = [&](uint32_t b) -> std::string {
    if (b >= static_cast<uint32_t>(kBuildables)) return "?";
    const BuildInfo& B = b < kImprovements ? kImprovementInfo[b] : kWonderInfo[b - kImprovements];
    return de ? B.name_de : B.name_en;
  };
  auto ter = [&](uint32_t t) -> std::string {
    return t < kTerrains ? (de ? kTerrainInfo[t].name_de : kTerrainInfo[t].name_en) : "?";
  };
  switch (action_kind(a)) {
    case kActEmpire:
      if (arg >= kEmpires) break;
      if (btn) return std::string("Die ") + kEmpireInfo[arg].name_de + " wählen";
      return de ? std::string("Wählt die ") + kEmpireInfo[arg].name_de
                : std::string("Choose the ") + kEmpireInfo[arg].name_en;
    case kActStart:
      if (arg >= static_cast<uint32_t>(layout(n_).starts)) break;
      if (btn) return "Startposition " + start_zone(arg, lang) + " wählen";
      return (de ? "Wählt die Startposition " : "Choose the start position ") + start_zone(arg, lang);
    case kActArrange: {
      if (arg >= 6 || cur_ >= n_ || emp_[cur_] >= kEmpires || pos_[cur_] >= 4) break;
      std::string s = btn ? "Startfelder legen: " : de ? "Legt die Startfelder: " : "Lay the start tiles: ";
      for (int k = 0; k < 3; ++k) {
        const int h = M.start_hex[pos_[cur_]][k];
        s += (k ? ", " : "") + ter(kTileInfo[kEmpireInfo[emp_[cur_]].tiles[kArrangePerm[arg][k]]].terrain) + " " +
             start_hex_side(pos_[cur_], h, lang);
      }
      return s;
    }
    case kActRondel: {
      if (arg < 1 || arg > kSpaces) break;
      std::string names;
      for (int t = 0; t < kActionTypes; ++t)
        if ((kRondel[arg - 1] >> t) & 1)
          names += (names.empty() ? "" : " / ") + std::string(de ? kActionDe[t] : kActionEn[t]);
      int cost = 0;
      bool round = false;  // Monarchy's full circle: back onto the same space
      if (cur_ < n_ && rondel_[cur_] != 0) {
        const int k = rondel_steps(cur_, static_cast<int>(arg));
        cost = std::max(0, k - max_steps(cur_));
        round = k == kSpaces;
      }
      std::string s = (round ? (btn  ? "Auf dem Rondell ganz herum ziehen zu "
                                : de ? "Zieht auf dem Rondell ganz herum zu "
                                     : "Move on the rondel all the way round to ")
                             : (btn  ? "Auf dem Rondell ziehen zu "
                                : de ? "Zieht auf dem Rondell zu "
                                     : "Move on the rondel to ")) +
                      names;
      if (cost) s += de ? " (" + std::to_string(cost) + " Geld)" : " (" + std::to_string(cost) + " money)";
      return s;
    }
    case kActHarvest:
      return btn ? "Ernten" : de ? "Erntet" : "Harvest";
    case kActSkip:
      return btn ? "Auf die Aktion verzichten" : de ? "Verzichtet auf die Aktion" : "Take no action";
    case kActConvert: {
      if (arg >= kTurnConvs) break;
      const TurnConv& C = kTurnConv[arg];
      if (btn)
        return std::to_string(C.in) + " " + resn(C.from) + " in " + std::to_string(C.out) + " " + resn(C.to) +
               " tauschen";
      return (de ? "Tauscht " : "Convert ") + std::to_string(C.in) + " " + resn(C.from) + (de ? " in " : " to ") +
             std::to_string(C.out) + " " + resn(C.to);
    }
    case kActCollect:
      if (btn) return "Den Würfel vom " + hex_dat(arg).substr(4) + " sammeln";
      return (de ? "Sammelt den Würfel vom " + hex_dat(arg).substr(4) : "Collect the cube of " + hex(arg));
    case kActDiscard:
      return (btn  ? "Unzufriedenheit: einen Würfel abgeben: "
              : de ? "Unzufriedenheit: gibt einen Würfel ab: "
                   : "Unhappiness: lose a cube: ") +
             ter(arg);
    case kActCube: {
      const uint32_t t = arg >> 8, r = (arg >> 4) & 0xF, k = arg & 0xF;
      if (r == kResNone)
        return (btn  ? "Einen Würfel ohne Ertrag zurückgeben: "
                : de ? "Gibt einen Würfel ohne Ertrag zurück: "
                     : "Return a cube that yields nothing: ") +
               ter(t);
      if (btn) return "Einen Würfel " + ter(t) + " in " + std::to_string(k) + " " + resn(r) + " tauschen";
      return (de ? "Tauscht einen Würfel " : "Convert a cube of ") + ter(t) + (de ? " in " : " to ") +
             std::to_string(k) + " " + resn(r);
    }
    case kActWealth:
      if (btn) return "1 Reichtum in 1 " + resn(arg) + " tauschen";
      return (de ? "Tauscht 1 Reichtum in 1 " : "Convert 1 wealth to 1 ") + resn(arg);
    case kActEndConvert:
      return btn  ? "Tauschen beenden und Unterhalt zahlen"
             : de ? "Beendet das Tauschen und zahlt den Unterhalt"
                  : "Finish converting and pay upkeep";
    case kActRemoveHut:
      if (btn) return "Unterhalt: eine Hütte aus der " + corner(arg) + " zurücknehmen";
      return de ? "Unterhalt: nimmt eine Hütte aus der " + corner(arg) + " zurück"
                : "Upkeep: return a hut from the " + corner(arg);
    case kActRemoveWarrior:
      if (btn) return "Unterhalt: einen Krieger vom " + hex_dat(arg).substr(4) + " zurücknehmen";
      return de ? "Unterhalt: nimmt einen Krieger vom " + hex_dat(arg).substr(4) + " zurück"
                : "Upkeep: return a warrior from " + hex(arg);
    case kActRemoveLegend:
      return btn  ? "Unterhalt: eine Legende zurückgeben"
             : de ? "Unterhalt: gibt eine Legende zurück"
                  : "Upkeep: return a legend";
    case kActResearch:
      if (btn) return tech(arg) + " erforschen";
      return (de ? "Erforscht " : "Research ") + tech(arg);
    case kActRecruitWarrior:
      if (btn) return "Einen Krieger auf " + hex_dat(arg) + " rekrutieren";
      return (de ? "Rekrutiert einen Krieger auf " : "Recruit a warrior on ") + hex_dat(arg);
    case kActRecruitSettler:
      if (btn) return "Einen Siedler auf " + hex_dat(arg) + " rekrutieren";
      return (de ? "Rekrutiert einen Siedler auf " : "Recruit a settler on ") + hex_dat(arg);
    case kActRelease:
      if (btn) return "Einen versklavten Krieger von " + seat(static_cast<int>(arg)) + " freikaufen";
      return (de ? "Kauft einen versklavten Krieger frei von " : "Release an enslaved warrior from ") +
             seat(static_cast<int>(arg));
    case kActDone:
      return de ? "Fertig" : "Done";
    case kActStack: {
      const int h = static_cast<int>(arg >> 8), w = static_cast<int>((arg >> 4) & 0xF),
                s = static_cast<int>((arg >> 1) & 7);
      std::string t = btn ? "Stapel auf " : de ? "Wählt einen Stapel auf " : "Choose a stack on ";
      t += hex_dat(static_cast<uint32_t>(h)) + (btn ? " wählen: " : ": ") + std::to_string(w) +
           (de       ? " Krieger, "
            : w == 1 ? " warrior, "
                     : " warriors, ") +
           std::to_string(s) +
           (de       ? " Siedler"
            : s == 1 ? " settler"
                     : " settlers");
      if (arg & 1) t += de ? ", Geist des Mars" : ", Spirit of Mars";
      return t;
    }
    case kActStep:
      if (btn) return "Auf " + hex(arg) + " ziehen";
      return (de ? "Zieht auf " : "Move to ") + hex(arg);
    case kActRaid: {
      const int q = arg < static_cast<uint32_t>(M.corners) ? town_owner(static_cast<int>(arg)) : -1;
      if (btn) return seat(q) + " in der " + corner(arg) + " überfallen";
      return de ? "Überfällt " + seat(q) + " in der " + corner(arg) : "Raid " + seat(q) + " at the " + corner(arg);
    }
    case kActFound:
      if (btn) return "Eine Stadt an der " + corner(arg) + " gründen";
      return (de ? "Gründet eine Stadt an der " : "Found a town at the ") + corner(arg);
    case kActPlunder:
      if (btn) return "Bis zu 2 " + resn(arg) + " plündern";
      return (de ? "Plündert bis zu 2 " : "Plunder up to 2 ") + resn(arg);
    case kActEnslave: {
      if (arg == 0) return btn ? "Einen Krieger versklaven" : de ? "Versklavt einen Krieger" : "Enslave a warrior";
      const int o = static_cast<int>(arg) - 1;  // rules 3: a warrior the victim holds
      if (o == active_)
        return btn  ? "Den eigenen versklavten Krieger zurückholen"
               : de ? "Holt den eigenen versklavten Krieger zurück"
                    : "Take back your enslaved warrior";
      if (btn) return "Den versklavten Krieger von " + seat(o) + " nehmen";
      return (de ? "Nimmt den versklavten Krieger von " : "Take the enslaved warrior of ") + seat(o);
    }
    case kActKeepLegends:
      return btn  ? "Unterhalt: die Legenden behalten und das Geld zahlen, das da ist"
             : de ? "Unterhalt: behält die Legenden und zahlt das Geld, das da ist"
                  : "Upkeep: keep the legends and pay the money there is";
    case kActExplore:
      if (btn) {
        std::string t = hex(arg) + " erkunden";
        if (t.rfind("das ", 0) == 0) t[0] = 'D';
        return t;
      }
      return (de ? "Erkundet " : "Explore ") + hex(arg);
    case kActBuild:
      if (btn) return build(arg) + " bauen";
      return (de ? "Baut " : "Build ") + build(arg);
    case kActGrow:
      return de ? (btn ? "Die " : "Lässt die ") + corner(arg) + (btn ? " wachsen lassen" : " wachsen")
                : "Grow the " + corner(arg);
    case kActLegend:
      if (arg)
        return btn  ? "Einen gefallenen Krieger zur Legende machen"
               : de ? "Macht einen gefallenen Krieger zur Legende"
                    : "Make a fallen warrior a legend";
      return de ? "Keine Legende" : "No legend";
    case kActSpirit:
      if (btn) return "Den Geist des Mars auf " + hex(arg) + " setzen";
      return (de ? "Setzt den Geist des Mars auf " : "Place the Spirit of Mars on ") + hex(arg);
    case kActSpiritLeave:
      return btn  ? "Den Geist des Mars gehen lassen"
             : de ? "Der Geist des Mars verlässt das Spiel"
                  : "The Spirit of Mars leaves the game";
    default:
      break;
  }
  return de ? "Unbekannte Aktion" : "Unknown action";
}

// ---------------------------------------------------------------------------
// JSON (no face-down tile identity, for any viewer)

std::string DawnState::observation_json(int player) const {
  JsonWriter w;
  const MapTables& M = map();
  auto kv = [&](const char* k, int64_t v) {
    w.key(k);
    w.value(v);
  };
  w.begin_object();
  w.key("game");
  w.value("dawn");
  kv("viewer", player);
  kv("players", n_);
  kv("first", first_);
  w.key("order");
  w.begin_array();
  for (int i = 0; i < n_; ++i) w.value(static_cast<int64_t>(order_[i]));
  w.end_array();
  kv("active", active_);
  kv("seat", terminal() ? -1 : cur_);
  w.key("decision");
  w.value(kDecisionNames[dec_]);
  kv("turn", turn_);
  kv("final_turns_left", final_left_);
  kv("space", space_);
  w.key("hexes");
  w.begin_array();
  for (int h = 0; h < kHexes; ++h) {
    w.begin_object();
    kv("q", layout(n_).hex[h][0]);
    kv("r", layout(n_).hex[h][1]);
    w.key("tile");
    w.value(up_[h] ? kTileInfo[tile_[h]].id : "");
    w.end_object();
  }
  w.end_array();
  w.key("towns");
  w.begin_array();
  for (int c = 0; c < M.corners; ++c)
    if (town_own_[c]) {
      w.begin_object();
      kv("corner", c);
      kv("owner", town_own_[c] - 1);
      kv("size", town_size_[c]);
      w.end_object();
    }
  w.end_array();
  kv("spirit", spirit_);
  kv("spirit_hex", spirit_hex_);
  w.key("wonders");
  w.begin_array();
  for (int i = 0; i < kWonders; ++i) w.value(static_cast<int64_t>(wonder_[i]) - 1);
  w.end_array();
  w.key("tech_supply");
  w.begin_array();
  for (int t = 0; t < kTechs; ++t) w.value(static_cast<int64_t>(tsup_[t]));
  w.end_array();
  w.key("improvement_supply");
  w.begin_array();
  for (int i = 0; i < kImprovements; ++i) w.value(static_cast<int64_t>(isup_[i]));
  w.end_array();
  w.key("turn_state");
  w.begin_object();
  w.key("cubes");
  w.begin_array();
  for (int t = 0; t < kTerrains; ++t) w.value(static_cast<int64_t>(cube_[t]));
  w.end_array();
  kv("chosen", chosen_);
  kv("collect_max", cmax_);
  kv("discard", discard_);
  kv("recruits", recruits_);
  kv("stacks", stacks_);
  kv("special", special_);
  kv("stack_hex", st_hex_);
  kv("stack_w", st_w_);
  kv("stack_s", st_s_);
  kv("stack_spirit", st_sp_);
  kv("stack_opts", st_opts_);
  w.key("moved_w");
  w.begin_array();
  for (int h = 0; h < kHexes; ++h) w.value(static_cast<int64_t>(moved_w_[h]));
  w.end_array();
  w.key("moved_s");
  w.begin_array();
  for (int h = 0; h < kHexes; ++h) w.value(static_cast<int64_t>(moved_s_[h]));
  w.end_array();
  kv("moved_spirit", moved_sp_);
  kv("raid_victim", raid_victim_);
  kv("legend_seat", legend_seat_);
  kv("spirit_seat", spirit_seat_);
  kv("spirit_entry", spirit_entry_);
  kv("resume", resume_);
  w.end_object();
  w.key("seats");
  w.begin_array();
  for (int p = 0; p < n_; ++p) {
    w.begin_object();
    kv("empire", emp_[p] < kEmpires ? emp_[p] : -1);
    kv("start", pos_[p] < 4 ? pos_[p] : -1);
    w.key("res");
    w.begin_array();
    for (int r = 0; r < kResCount; ++r) w.value(static_cast<int64_t>(res_[p][r]));
    w.end_array();
    kv("xp", xp_[p]);
    kv("rondel", rondel_[p]);
    kv("huts", huts_on_map(p));
    kv("track", track_[p]);
    w.key("enslaved");
    w.begin_array();
    for (int q = 0; q < n_; ++q) w.value(static_cast<int64_t>(slave_[p][q]));
    w.end_array();
    kv("legends", legend_[p]);
    w.key("warriors");
    w.begin_array();
    for (int h = 0; h < kHexes; ++h) w.value(static_cast<int64_t>(war_[p][h]));
    w.end_array();
    w.key("settlers");
    w.begin_array();
    for (int h = 0; h < kHexes; ++h) w.value(static_cast<int64_t>(set_[p][h]));
    w.end_array();
    kv("techs", tech_[p]);
    kv("improvements", imp_[p]);
    kv("score", setup() ? 0 : score(p));
    w.end_object();
  }
  w.end_array();
  w.end_object();
  return w.take();
}

std::string DawnState::to_json() const { return observation_json(-1); }

// ---------------------------------------------------------------------------
// hidden information

void DawnState::resample_hidden(int player, Rng& rng) {
  (void)player;
  // Hidden from everyone alike: which face-down tile lies where. The pool of
  // face-down tiles is public (all tiles not face up), sorted by id, then
  // dealt again onto the face-down hexes in hex order.
  if (!setup()) {
    uint8_t pool[kTiles];
    int np = 0;
    for (int h = 0; h < kHexes; ++h)
      if (!up_[h]) pool[np++] = tile_[h];
    std::sort(pool, pool + np);
    shuffle(pool, np, rng);
    int k = 0;
    for (int h = 0; h < kHexes; ++h)
      if (!up_[h]) tile_[h] = pool[k++];
  }
  rng_.seed(rng.next());  // the future shuffle (still in setup) is unknown to everyone
}

// ---------------------------------------------------------------------------
// hash

uint64_t DawnState::hash() const {
  Hasher h;
  auto b = [&](uint64_t v) { h.u64(v); };
  b(n_), b(first_), b(active_), b(cur_), b(dec_), b(chooser_), b(static_cast<uint64_t>(final_left_)), b(turn_);
  if (rules_ != 1) b(rules_);  // rules-1 records keep their hashes
  if (rules_ >= 3) h.bytes(order_, sizeof order_);
  h.bytes(tile_, sizeof tile_);
  h.bytes(up_, sizeof up_);
  h.bytes(emp_, sizeof emp_);
  h.bytes(pos_, sizeof pos_);
  h.bytes(res_, sizeof res_);
  h.bytes(xp_, sizeof xp_);
  h.bytes(rondel_, sizeof rondel_);
  h.bytes(town_own_, sizeof town_own_);
  h.bytes(town_size_, sizeof town_size_);
  h.bytes(war_, sizeof war_);
  h.bytes(set_, sizeof set_);
  h.bytes(track_, sizeof track_);
  h.bytes(slave_, sizeof slave_);
  h.bytes(legend_, sizeof legend_);
  for (int p = 0; p < kMaxPlayers; ++p) b(tech_[p]), b(imp_[p]);
  h.bytes(tsup_, sizeof tsup_);
  h.bytes(isup_, sizeof isup_);
  h.bytes(wonder_, sizeof wonder_);
  b(spirit_), b(static_cast<uint64_t>(spirit_hex_)), b(space_);
  h.bytes(cube_, sizeof cube_);
  b(chosen_), b(cmax_), b(discard_), b(recruits_), b(stacks_), b(special_);
  b(static_cast<uint64_t>(st_hex_)), b(st_w_), b(st_s_), b(st_sp_), b(st_opts_);
  h.bytes(moved_w_, sizeof moved_w_);
  h.bytes(moved_s_, sizeof moved_s_);
  b(moved_sp_), b(static_cast<uint64_t>(raid_victim_)), b(static_cast<uint64_t>(legend_seat_)), b(legend_dead_);
  b(static_cast<uint64_t>(spirit_seat_)), b(resume_), b(spirit_entry_);
  b(chance_), b(rng_.state0()), b(rng_.state1());
  return h.value();
}

// ---------------------------------------------------------------------------
// invariants

bool DawnState::check_invariants(std::string* why) const {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  const MapTables& M = map();
  // The player order: a permutation of the seats, from the first player.
  uint32_t in_order = 0;
  for (int i = 0; i < n_; ++i)
    if (order_[i] < n_) in_order |= 1u << order_[i];
  if (in_order != (1u << n_) - 1 || order_[0] != first_) return fail("the player order is no permutation");
  if (setup()) return true;
  // Tiles: a permutation of the 25.
  uint32_t seen = 0;
  for (int h = 0; h < kHexes; ++h) {
    if (tile_[h] >= kTiles) return fail("bad tile id");
    seen |= 1u << tile_[h];
  }
  if (seen != (1u << kTiles) - 1) return fail("tiles are not a permutation");
  for (int c = 0; c < M.corners; ++c) {
    if (town_own_[c] > n_) return fail("bad town owner");
    if (town_own_[c] && (town_size_[c] < 1 || town_size_[c] > kMaxSize)) return fail("bad town size");
    if (!town_own_[c] && town_size_[c]) return fail("size without a town");
    if (town_own_[c])
      for (int k = 0; k < 3; ++k)
        if (!up_[M.corner_tiles[c][k]]) return fail("town next to a face-down tile");
  }
  for (int h = 0; h < kHexes; ++h) {
    int owners = 0;
    for (int p = 0; p < n_; ++p)
      owners += (war_[p][h] || set_[p][h] || (spirit_ == kSpiritOnMap && spirit_hex_ == h && spirit_owner() == p));
    if (owners > 1) return fail("two players' units share a tile");
    if (owners && !up_[h]) return fail("units on a face-down tile");
  }
  for (int p = 0; p < n_; ++p) {
    const std::string ps = " (seat " + std::to_string(p) + ")";
    if (emp_[p] >= kEmpires || pos_[p] >= 4) return fail("seat without empire or start" + ps);
    for (int r = 0; r < kResCount; ++r)
      if (res_[p][r] > kResMax) return fail("resource above 8" + ps);
    if (huts_on_map(p) > kHuts) return fail("more than 9 huts" + ps);
    int on_map = 0;
    for (int h = 0; h < kHexes; ++h) on_map += war_[p][h];
    int away = 0;
    for (int q = 0; q < n_; ++q) away += slave_[q][p];
    if (slave_[p][p]) return fail("self-enslaved warrior" + ps);
    if (track_[p] + on_map + away + legend_[p] != warriors_total(p)) return fail("warriors not conserved" + ps);
    if (settlers_on_map(p) > kSettlers) return fail("more than 2 settlers" + ps);
    for (int c = 0; c < 4; ++c)
      if (colour_count(p, c) > kMaxPerColour) return fail("more than 3 technologies of a colour" + ps);
    if (tech_[p] >> kTechs) return fail("bad technology" + ps);
    if (rondel_[p] > kSpaces) return fail("bad rondel space" + ps);
  }
  for (int t = 0; t < kTechs; ++t) {
    int k = tsup_[t];
    for (int p = 0; p < n_; ++p) k += has_tech(p, t);
    if (k != kTechInfo[t].copies) return fail("technology tiles not conserved");
  }
  for (int i = 0; i < kImprovements; ++i) {
    int k = isup_[i];
    for (int p = 0; p < n_; ++p) k += has_improvement(p, i);
    if (k != kImprovementInfo[i].copies) return fail("improvement tiles not conserved");
  }
  for (int w = 0; w < kWonders; ++w)
    if (wonder_[w] > n_) return fail("bad wonder owner");
  if ((spirit_ != kSpiritNone) != (wonder_[kTempleOfMars] != 0)) return fail("Spirit of Mars without its temple");
  if (spirit_ == kSpiritOnMap && spirit_hex_ < 0) return fail("Spirit of Mars lost");
  if (spirit_ == kSpiritOnMap && spirit_hex_ >= 0 && !up_[spirit_hex_]) return fail("Spirit of Mars face down");
  for (int t = 0; t < kTerrains; ++t)
    if (cube_[t] > kHexes) return fail("bad cube count");
  if (dec_ != kDecNone && cur_ != active_ && dec_ != kDecLegend && dec_ != kDecSpirit) return fail("wrong seat to act");
  return true;
}

}  // namespace emp
