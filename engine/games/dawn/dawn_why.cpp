// Dawn of Empires: why an action is not legal (DawnState::why_illegal) and the
// game's message table (keys dawn.*, English and German). The reasons follow
// the rules in dawn_state.cpp and read only what the seat to act may see.
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/dawn/dawn_state.h"

namespace emp {

using namespace dawn;

namespace {

// clang-format off
const MessageText kFixed[] = {
  {"dawn.ev.explore", "{0} explores and turns up {1}", "{0} erkundet und deckt {1} auf"},
  {"dawn.tile_a.OCN", "an Ocean tile", "ein Meerfeld"},
  {"dawn.tile_a.GRS", "a Grassland tile", "ein Graslandfeld"},
  {"dawn.tile_a.PLN", "a Plains tile", "ein Ebenenfeld"},
  {"dawn.tile_a.FOR", "a Forest tile", "ein Waldfeld"},
  {"dawn.tile_a.HIL", "a Hills tile", "ein Hügelfeld"},
  {"dawn.tile_a.MTN", "a Mountains tile", "ein Gebirgsfeld"},
  {"dawn.tile_a.DES", "a Desert tile", "ein Wüstenfeld"},
  {"dawn.ev.combat", "Battle: {0} attacks {1}; warriors lost: {0} {2}, {1} {3}",
   "Kampf: {0} greift {1} an; verlorene Krieger: {0} {2}, {1} {3}"},
  {"dawn.phase.0", "Game over", "Spielende"},
  {"dawn.phase.1", "Setup", "Vorbereitung"},
  {"dawn.phase.2", "Rondel", "Rondell"},
  {"dawn.phase.3", "Choosing the action", "Aktion wählen"},
  {"dawn.phase.4", "Action", "Aktion"},
  {"dawn.score.huts", "Huts", "Hütten"},
  {"dawn.score.techs", "Technologies", "Technologien"},
  {"dawn.score.legends", "Legends", "Legenden"},
  {"dawn.score.palace", "Palace", "Palast"},
  {"dawn.score.wonders", "Wonders", "Weltwunder"},
  {"dawn.score.xp", "Military experience", "Militärische Erfahrung"},
  {"dawn.res.0", "food", "Nahrung"},
  {"dawn.res.1", "production", "Produktion"},
  {"dawn.res.2", "wealth", "Reichtum"},
  {"dawn.res.3", "money", "Geld"},
  {"dawn.res.4", "science", "Wissenschaft"},
  {"dawn.action.0", "Harvest", "Ernte"},
  {"dawn.action.1", "Research", "Forschung"},
  {"dawn.action.2", "Recruit", "Rekrutieren"},
  {"dawn.action.3", "Move", "Bewegen"},
  {"dawn.action.4", "Explore", "Erkunden"},
  {"dawn.action.5", "Build", "Bauen"},
  {"dawn.action.6", "Grow", "Wachsen"},
  {"dawn.why.over", "The game is over.", "Das Spiel ist vorbei."},
  {"dawn.why.unknown", "This is not an action of Dawn of Empires.", "Das ist keine Aktion von Dawn of Empires."},
  {"dawn.why.not_now", "Not possible now.", "Jetzt nicht möglich."},
  // DawnState::action_caution: a choice that can only lose.
  {"dawn.caution.no_action", "With what you have, you could only take no action there.", "Mit deinen Mitteln bliebe dir dort nur der Verzicht auf die Aktion."},
  {"dawn.why.dec.0", "First choose your empire.", "Wähle zuerst dein Reich."},
  {"dawn.why.dec.1", "First choose your start position.", "Wähle zuerst deine Startposition."},
  {"dawn.why.dec.2", "First lay your three start tiles.", "Lege zuerst deine drei Startfelder."},
  {"dawn.why.dec.3", "First move your marker on the rondel.", "Ziehe zuerst deinen Stein auf dem Rondell."},
  {"dawn.why.dec.4", "Take the action of your rondel space or none.", "Führe die Aktion deines Rondellfelds aus oder keine."},
  {"dawn.why.dec.5", "Harvest: first choose the cubes to collect.", "Ernte: Wähle zuerst die Würfel, die du sammelst."},
  {"dawn.why.dec.6", "Harvest: unhappiness: first choose {0} {0|cube|cubes} to lose.", "Ernte: Unzufriedenheit: Wähle zuerst {0} {0|Würfel|Würfel}, die du abgibst."},
  {"dawn.why.dec.7", "Harvest: convert your cubes, then finish.", "Ernte: Tausche deine Würfel und beende dann."},
  {"dawn.why.dec.8", "Upkeep: you lack food: return huts until you can pay.", "Unterhalt: Dir fehlt Nahrung: Nimm Hütten zurück, bis du zahlen kannst."},
  {"dawn.why.dec.9", "Upkeep: you lack money: convert to money or return warriors or legends until you can pay.", "Unterhalt: Dir fehlt Geld: Tausche in Geld oder nimm Krieger oder Legenden zurück, bis du zahlen kannst."},
  {"dawn.why.dec.10", "Philosophy: research one more technology, or finish.", "Philosophie: Erforsche eine weitere Technologie oder beende."},
  {"dawn.why.dec.11", "Barracks: recruit one more warrior, or finish.", "Kaserne: Rekrutiere einen weiteren Krieger oder beende."},
  {"dawn.why.dec.12", "Move: choose where the stack goes: a step, a raid or a new town.", "Bewegen: Wähle, was der Stapel tut: ein Schritt, ein Überfall oder eine neue Stadt."},
  {"dawn.why.dec.13", "Horseback Riding: the stack may act once more, or finish.", "Reiten: Der Stapel darf noch einmal handeln, oder beende."},
  {"dawn.why.dec.14", "Military Tactics: choose a second stack, or finish.", "Militärtaktik: Wähle einen zweiten Stapel oder beende."},
  {"dawn.why.dec.15", "Raid: plunder or enslave.", "Überfall: Plündern oder versklaven."},
  {"dawn.why.dec.16", "You won the combat: first decide about the legend.", "Du hast den Kampf gewonnen: Entscheide zuerst über die Legende."},
  {"dawn.why.dec.17", "First place the Spirit of Mars.", "Setze zuerst den Geist des Mars."},
  {"dawn.why.empire_taken", "This empire is already taken.", "Dieses Reich ist schon vergeben."},
  {"dawn.why.start_taken", "This start position is already taken.", "Diese Startposition ist schon vergeben."},
  {"dawn.why.rondel_space", "There is no such rondel space.", "Dieses Rondellfeld gibt es nicht."},
  {"dawn.why.rondel_same", "You may not end where you started.", "Du darfst nicht auf deinem Ausgangsfeld enden."},
  {"dawn.why.rondel_far", "{0} steps is too far: you may move 1 to {1} spaces.", "{0} Schritte sind zu weit: Du darfst 1 bis {1} Felder ziehen."},
  {"dawn.why.rondel_money", "With Monarchy each extra step costs 1 money: {0} steps need {1}, you have {2}.", "Mit Monarchie kostet jeder weitere Schritt 1 Geld: {0} Schritte brauchen {1}, du hast {2}."},
  {"dawn.why.wrong_space", "{0} is not an action of your rondel space.", "{0} ist keine Aktion deines Rondellfelds."},
  {"dawn.why.conv_source", "You do not have the technology or wonder for this conversion.", "Dir fehlt die Technologie oder das Weltwunder für diesen Tausch."},
  {"dawn.why.conv_short", "You need {0} {1} for this.", "Dafür brauchst du {0} {1}."},
  {"dawn.why.conv_full", "Your {0} is already at 8.", "Dein {0} steht schon auf 8."},
  {"dawn.why.collect_not", "You may not collect this tile's cube: units on a tile decide, otherwise the largest towns around it.", "Diesen Würfel darfst du nicht sammeln: Einheiten auf dem Feld entscheiden, sonst die größten Städte daneben."},
  {"dawn.why.collect_cap", "Your towns cannot take this cube as well: a town collects at most its size, each from its own tiles.", "Deine Städte können diesen Würfel nicht zusätzlich nehmen: Eine Stadt sammelt höchstens ihre Größe, je von ihren Feldern."},
  {"dawn.why.cube_none", "You have no {0} cube.", "Du hast keinen Würfel {0}."},
  {"dawn.why.cube_ratio", "This ratio is not available to you for {0}.", "Dieses Verhältnis hast du für {0} nicht."},
  {"dawn.why.cubes_left", "Convert all your cubes first ({0} left).", "Tausche zuerst alle deine Würfel (noch {0})."},
  {"dawn.why.not_your_town", "There is no town of yours there.", "Dort steht keine Stadt von dir."},
  {"dawn.why.no_warrior_there", "You have no warrior on this tile.", "Auf diesem Feld hast du keinen Krieger."},
  {"dawn.why.no_legend", "You have no legend.", "Du hast keine Legende."},
  {"dawn.why.keep_legends_map", "You still have warriors on the map: return a warrior or a legend.", "Du hast noch Krieger auf der Karte: Nimm einen Krieger oder eine Legende zurück."},
  {"dawn.why.tech_owned", "You already have {0}.", "Du hast {0} schon."},
  {"dawn.why.tech_colour", "You already have 3 technologies of this colour.", "Du hast schon 3 Technologien dieser Farbe."},
  {"dawn.why.tech_none", "No tile of {0} is left.", "Von {0} ist keine Karte mehr übrig."},
  {"dawn.why.tech_cost", "{0} costs {1} science; you have {2}.", "{0} kostet {1} Wissenschaft; du hast {2}."},
  {"dawn.why.no_prod", "Recruiting costs 1 production.", "Rekrutieren kostet 1 Produktion."},
  {"dawn.why.no_reserve", "No warrior is left on your military track.", "Auf deiner Militärleiste ist kein Krieger mehr."},
  {"dawn.why.not_near_town", "You may only recruit on tiles next to your towns.", "Du darfst nur auf Feldern neben deinen Städten rekrutieren."},
  {"dawn.why.ocean", "Units may enter ocean tiles only with Sailing.", "Einheiten dürfen nur mit Seefahrt aufs Meer."},
  {"dawn.why.face_down", "Units never enter face-down tiles.", "Einheiten betreten nie verdeckte Felder."},
  {"dawn.why.settler_food", "A settler costs {0} food extra; you have {1}.", "Ein Siedler kostet zusätzlich {0} Nahrung; du hast {1}."},
  {"dawn.why.no_settler", "Both your settlers are on the map.", "Beide Siedler stehen schon auf der Karte."},
  {"dawn.why.release_none", "Player {0} holds none of your warriors.", "Spieler {0} hält keinen deiner Krieger."},
  {"dawn.why.barracks_warrior", "The extra recruit of Barracks is one warrior.", "Der zusätzliche Rekrut der Kaserne ist ein Krieger."},
  {"dawn.why.stack_units", "You do not have these units free to move on this tile.", "Diese Einheiten stehen auf diesem Feld nicht zum Ziehen bereit."},
  {"dawn.why.stack_stuck", "This stack can neither move, raid nor found a town.", "Dieser Stapel kann weder ziehen noch überfallen noch eine Stadt gründen."},
  {"dawn.why.not_adjacent", "This tile does not border the stack's tile.", "Dieses Feld grenzt nicht an das Feld des Stapels."},
  {"dawn.why.special_once", "Only one raid or new town per Move action.", "Nur ein Überfall oder eine Stadtgründung pro Bewegungsaktion."},
  {"dawn.why.raid_no_town", "There is no rival town at this corner of the stack's tile.", "An dieser Ecke des Stapelfelds steht keine gegnerische Stadt."},
  {"dawn.why.raid_no_warrior", "A raid needs a warrior in the stack.", "Ein Überfall braucht einen Krieger im Stapel."},
  {"dawn.why.great_wall", "Player {0} has the Great Wall: their towns cannot be raided.", "Spieler {0} hat die Große Mauer: Diese Städte können nicht überfallen werden."},
  {"dawn.why.walls", "Player {0} has Walls: a raid needs a stack of 2 or more warriors.", "Spieler {0} hat Stadtmauern: Ein Überfall braucht einen Stapel aus 2 oder mehr Kriegern."},
  {"dawn.why.found_settler", "A new town needs a settler in the stack.", "Eine neue Stadt braucht einen Siedler im Stapel."},
  {"dawn.why.found_corner", "A town needs a free corner of the stack's tile with 3 explored tiles, not all ocean (never at the map's edge).", "Eine Stadt braucht eine freie Ecke des Stapelfelds mit 3 erkundeten Feldern, nicht alle Meer (nie am Kartenrand)."},
  {"dawn.why.no_hut", "You have no hut left.", "Du hast keine Hütte mehr."},
  {"dawn.why.enslave_none", "Player {0} has no warrior of their own on the military track.", "Spieler {0} hat keinen eigenen Krieger auf der Militärleiste."},
  {"dawn.why.enslave_held", "Player {0} holds no enslaved warrior of player {1}.", "Spieler {0} hält keinen versklavten Krieger von Spieler {1}."},
  {"dawn.why.explore_up", "This tile is already explored.", "Dieses Feld ist schon erkundet."},
  {"dawn.why.explore_far", "You may only explore tiles next to your warriors.", "Du darfst nur Felder neben deinen Kriegern erkunden."},
  {"dawn.why.build_tech", "{0} needs {1}.", "{0} braucht {1}."},
  {"dawn.why.build_owned", "You already have {0}.", "Du hast {0} schon."},
  {"dawn.why.build_gone", "No {0} is left.", "Kein {0} ist mehr übrig."},
  {"dawn.why.wonder_built", "{0} has already been built.", "{0} wurde schon gebaut."},
  {"dawn.why.build_cost", "{0} costs {1} money and {2} production.", "{0} kostet {1} Geld und {2} Produktion."},
  {"dawn.why.grow_size", "A town grows to size 3 at most.", "Eine Stadt wächst höchstens auf Größe 3."},
  {"dawn.why.grow_food", "Growing costs {0} food; you have {1}.", "Wachsen kostet {0} Nahrung; du hast {1}."},
  {"dawn.why.spirit_tile", "The Spirit of Mars goes to a tile next to your towns without enemy units (first an empty one).", "Der Geist des Mars kommt auf ein Feld neben deinen Städten ohne Gegner (zuerst ein leeres)."},
  {"dawn.why.spirit_enter", "The Spirit of Mars enters play now.", "Der Geist des Mars kommt jetzt ins Spiel."},
};
// clang-format on

struct Table {
  std::vector<std::string> keys;
  std::vector<MessageText> rows;
};

const Table& table() {
  static const Table t = [] {
    Table x;
    x.keys.reserve(kTechs + kBuildables + kTerrains + kEmpires);
    for (int i = 0; i < kTechs; ++i) x.keys.push_back(std::string("dawn.tech.") + kTechInfo[i].id);
    for (int i = 0; i < kImprovements; ++i) x.keys.push_back(std::string("dawn.build.") + kImprovementInfo[i].id);
    for (int i = 0; i < kWonders; ++i) x.keys.push_back(std::string("dawn.build.") + kWonderInfo[i].id);
    for (int i = 0; i < kTerrains; ++i) x.keys.push_back(std::string("dawn.terrain.") + kTerrainInfo[i].code);
    for (int i = 0; i < kEmpires; ++i) x.keys.push_back(std::string("dawn.empire.") + kEmpireInfo[i].code);
    for (const MessageText& m : kFixed) x.rows.push_back(m);
    size_t k = 0;
    for (int i = 0; i < kTechs; ++i, ++k)
      x.rows.push_back({x.keys[k].c_str(), kTechInfo[i].name_en, kTechInfo[i].name_de});
    for (int i = 0; i < kImprovements; ++i, ++k)
      x.rows.push_back({x.keys[k].c_str(), kImprovementInfo[i].name_en, kImprovementInfo[i].name_de});
    for (int i = 0; i < kWonders; ++i, ++k)
      x.rows.push_back({x.keys[k].c_str(), kWonderInfo[i].name_en, kWonderInfo[i].name_de});
    for (int i = 0; i < kTerrains; ++i, ++k)
      x.rows.push_back({x.keys[k].c_str(), kTerrainInfo[i].name_en, kTerrainInfo[i].name_de});
    for (int i = 0; i < kEmpires; ++i, ++k)
      x.rows.push_back({x.keys[k].c_str(), kEmpireInfo[i].name_en, kEmpireInfo[i].name_de});
    return x;
  }();
  return t;
}

std::string tech_key(uint32_t t) { return std::string("dawn.tech.") + kTechInfo[t].id; }
std::string build_key(uint32_t b) {
  return std::string("dawn.build.") + (b < kImprovements ? kImprovementInfo[b].id : kWonderInfo[b - kImprovements].id);
}
std::string terrain_key(uint32_t t) { return std::string("dawn.terrain.") + kTerrainInfo[t].code; }
std::string res_key(uint32_t r) { return "dawn.res." + std::to_string(r); }
std::string num(int v) { return std::to_string(v); }

// The decisions each kind belongs to (the turn's conversions fit every
// decision of the active seat from the rondel on).
bool kind_fits(uint32_t kind, int dec) {
  using D = DawnState;
  switch (kind) {
    case kActEmpire:
      return dec == D::kDecEmpire;
    case kActStart:
      return dec == D::kDecStart;
    case kActArrange:
      return dec == D::kDecArrange;
    case kActRondel:
      return dec == D::kDecRondel;
    case kActConvert:
      return dec >= D::kDecRondel && dec != D::kDecCollect && dec != D::kDecDiscard && dec != D::kDecLegend &&
             dec != D::kDecSpirit && dec != D::kDecNone;
    case kActHarvest:
    case kActSkip:
    case kActExplore:
    case kActBuild:
    case kActGrow:
    case kActRecruitSettler:
    case kActRelease:
      return dec == D::kDecAction;
    case kActResearch:
      return dec == D::kDecAction || dec == D::kDecPhilosophy;
    case kActRecruitWarrior:
      return dec == D::kDecAction || dec == D::kDecRecruit2;
    case kActStack:
      return dec == D::kDecAction || dec == D::kDecStack2;
    case kActCollect:
      return dec == D::kDecCollect;
    case kActDiscard:
      return dec == D::kDecDiscard;
    case kActCube:
    case kActWealth:
    case kActEndConvert:
      return dec == D::kDecConvert;
    case kActRemoveHut:
      return dec == D::kDecUpkeepFood;
    case kActRemoveWarrior:
    case kActRemoveLegend:
    case kActKeepLegends:
      return dec == D::kDecUpkeepMoney;
    case kActDone:
      return dec == D::kDecPhilosophy || dec == D::kDecRecruit2 || dec == D::kDecMoveOpt2 || dec == D::kDecStack2;
    case kActStep:
    case kActRaid:
    case kActFound:
      return dec == D::kDecMoveOpt || dec == D::kDecMoveOpt2;
    case kActPlunder:
    case kActEnslave:
      return dec == D::kDecRaid;
    case kActLegend:
      return dec == D::kDecLegend;
    case kActSpirit:
    case kActSpiritLeave:
      return dec == D::kDecSpirit;
    default:
      return false;
  }
}

int action_of_kind(uint32_t kind) {
  switch (kind) {
    case kActHarvest:
      return kHarvest;
    case kActResearch:
      return kResearch;
    case kActRecruitWarrior:
    case kActRecruitSettler:
    case kActRelease:
      return kRecruit;
    case kActStack:
      return kMove;
    case kActExplore:
      return kExplore;
    case kActBuild:
      return kBuild;
    case kActGrow:
      return kGrow;
    default:
      return -1;
  }
}

}  // namespace

std::span<const MessageText> dawn_messages() { return table().rows; }

std::string DawnState::why_illegal(Action a) const {
  if (terminal()) return msg("dawn.why.over");
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) != legal.end()) return "";
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  if (kind < kActEmpire || kind > kActLast) return msg("dawn.why.unknown");
  if (!kind_fits(kind, dec_)) {
    const std::string d = "dawn.why.dec." + std::to_string(dec_);
    if (dec_ == kDecDiscard) return msg(d, {num(discard_)});
    return msg(d);
  }
  if (dec_ == kDecAction) {
    const int act = action_of_kind(kind);
    if (act >= 0 && !((kRondel[space_ - 1] >> act) & 1))
      return msg("dawn.why.wrong_space", {"dawn.action." + num(act)});
  }
  std::string r = why_kind(cur_, kind, arg);
  return r.empty() ? msg("dawn.why.not_now") : r;
}

std::string DawnState::why_kind(int p, uint32_t kind, uint32_t arg) const {
  const MapTables& M = map();
  auto hex_reason = [&](uint32_t h, bool near_town) -> std::string {
    if (h >= static_cast<uint32_t>(kHexes)) return msg("dawn.why.not_now");
    if (near_town && !((town_tiles(p) >> h) & 1)) return msg("dawn.why.not_near_town");
    if (!up_[h]) return msg("dawn.why.face_down");
    if (!can_enter(p, static_cast<int>(h))) return msg("dawn.why.ocean");
    return "";
  };
  switch (kind) {
    case kActEmpire:
      return arg < kEmpires ? msg("dawn.why.empire_taken") : msg("dawn.why.not_now");
    case kActStart:
      return arg < static_cast<uint32_t>(layout(n_).starts) ? msg("dawn.why.start_taken") : msg("dawn.why.not_now");
    case kActRondel: {
      if (arg < 1 || arg > kSpaces) return msg("dawn.why.rondel_space");
      const int k = rondel_steps(p, static_cast<int>(arg));
      if (k == kSpaces && !has_tech(p, kMonarchy)) return msg("dawn.why.rondel_same");
      if (!has_tech(p, kMonarchy)) return msg("dawn.why.rondel_far", {num(k), num(max_steps(p))});
      return msg("dawn.why.rondel_money", {num(k), num(k - max_steps(p)), num(res_[p][kMoney])});
    }
    case kActConvert: {
      if (arg >= kTurnConvs) return msg("dawn.why.not_now");
      const TurnConv& C = kTurnConv[arg];
      const bool own = C.source < kTechs ? has_tech(p, C.source) : has_wonder(p, C.source - kTechs);
      if (!own) return msg("dawn.why.conv_source");
      if (res_[p][C.from] < C.in) return msg("dawn.why.conv_short", {num(C.in), res_key(C.from)});
      return msg("dawn.why.conv_full", {res_key(C.to)});
    }
    case kActCollect: {
      if (arg >= static_cast<uint32_t>(kHexes) || !eligible(p, static_cast<int>(arg)) || !((town_tiles(p) >> arg) & 1))
        return msg("dawn.why.collect_not");
      return msg("dawn.why.collect_cap");
    }
    case kActDiscard:
      return arg < kTerrains ? msg("dawn.why.cube_none", {terrain_key(arg)}) : msg("dawn.why.not_now");
    case kActCube: {
      const uint32_t t = arg >> 8;
      if (t >= kTerrains) return msg("dawn.why.not_now");
      if (!cube_[t]) return msg("dawn.why.cube_none", {terrain_key(t)});
      return msg("dawn.why.cube_ratio", {terrain_key(t)});
    }
    case kActWealth:
      if (arg != kMoney && arg != kScience) return msg("dawn.why.not_now");
      if (!res_[p][kWealth]) return msg("dawn.why.conv_short", {"1", res_key(kWealth)});
      return msg("dawn.why.conv_full", {res_key(arg)});
    case kActEndConvert:
      return msg("dawn.why.cubes_left", {num(cubes_total())});
    case kActRemoveHut:
      return msg("dawn.why.not_your_town");
    case kActRemoveWarrior:
      return msg("dawn.why.no_warrior_there");
    case kActRemoveLegend:
      return msg("dawn.why.no_legend");
    case kActKeepLegends:
      if (rules_ < 3) return msg("dawn.why.unknown");
      if (!legend_[p]) return msg("dawn.why.no_legend");
      return msg("dawn.why.keep_legends_map");
    case kActResearch: {
      if (arg >= kTechs) return msg("dawn.why.not_now");
      if (has_tech(p, static_cast<int>(arg))) return msg("dawn.why.tech_owned", {tech_key(arg)});
      if (colour_count(p, kTechInfo[arg].colour) >= kMaxPerColour) return msg("dawn.why.tech_colour");
      if (!tsup_[arg]) return msg("dawn.why.tech_none", {tech_key(arg)});
      return msg("dawn.why.tech_cost", {tech_key(arg), num(kTechInfo[arg].cost), num(res_[p][kScience])});
    }
    case kActRecruitWarrior:
    case kActRecruitSettler: {
      if (res_[p][kProd] < 1) return msg("dawn.why.no_prod");
      if (kind == kActRecruitWarrior && track_[p] < 1) return msg("dawn.why.no_reserve");
      if (kind == kActRecruitSettler) {
        if (settlers_on_map(p) >= kSettlers) return msg("dawn.why.no_settler");
        if (res_[p][kFood] < kEmpireInfo[emp_[p]].settler_cost)
          return msg("dawn.why.settler_food", {num(kEmpireInfo[emp_[p]].settler_cost), num(res_[p][kFood])});
      }
      return hex_reason(arg, true);
    }
    case kActRelease:
      if (res_[p][kProd] < 1) return msg("dawn.why.no_prod");
      if (arg >= n_) return msg("dawn.why.not_now");
      return msg("dawn.why.release_none", {num(static_cast<int>(arg) + 1)});
    case kActStack: {
      const int h = static_cast<int>(arg >> 8);
      if (h >= kHexes) return msg("dawn.why.stack_units");
      const bool second = dec_ == kDecStack2;
      const int w = static_cast<int>((arg >> 4) & 0xF), s = static_cast<int>((arg >> 1) & 7),
                sp = static_cast<int>(arg & 1);
      const int W = war_[p][h] - (second ? moved_w_[h] : 0), S = set_[p][h] - (second ? moved_s_[h] : 0);
      const bool SP = spirit_ == kSpiritOnMap && spirit_hex_ == h && spirit_owner() == p && !(second && moved_sp_);
      if (w + s + sp == 0 || w > W || s > S || (sp && !SP)) return msg("dawn.why.stack_units");
      return msg("dawn.why.stack_stuck");
    }
    case kActStep:
      if (arg >= static_cast<uint32_t>(kHexes) || !((M.adj[st_hex_] >> arg) & 1)) return msg("dawn.why.not_adjacent");
      return hex_reason(arg, false);
    case kActRaid: {
      if (special_) return msg("dawn.why.special_once");
      if (arg >= static_cast<uint32_t>(M.corners) || !((M.hex_corners[st_hex_] >> arg) & 1))
        return msg("dawn.why.raid_no_town");
      const int q = town_owner(static_cast<int>(arg));
      if (q < 0 || q == p) return msg("dawn.why.raid_no_town");
      if (st_w_ < 1) return msg("dawn.why.raid_no_warrior");
      const std::string who = num(q + 1);
      if (has_wonder(q, kGreatWall)) return msg("dawn.why.great_wall", {who});
      return msg("dawn.why.walls", {who});
    }
    case kActFound:
      if (special_) return msg("dawn.why.special_once");
      if (st_s_ < 1) return msg("dawn.why.found_settler");
      if (huts_on_map(p) >= kHuts) return msg("dawn.why.no_hut");
      return msg("dawn.why.found_corner");
    case kActEnslave:
      if (arg != 0) {
        if (rules_ < 3 || arg > n_) return msg("dawn.why.not_now");
        return msg("dawn.why.enslave_held", {num(raid_victim_ + 1), num(static_cast<int>(arg))});
      }
      return msg("dawn.why.enslave_none", {num(raid_victim_ + 1)});
    case kActExplore:
      if (arg >= static_cast<uint32_t>(kHexes)) return msg("dawn.why.not_now");
      if (up_[arg]) return msg("dawn.why.explore_up");
      return msg("dawn.why.explore_far");
    case kActBuild: {
      if (arg >= static_cast<uint32_t>(kBuildables)) return msg("dawn.why.not_now");
      const BuildInfo& B = arg < kImprovements ? kImprovementInfo[arg] : kWonderInfo[arg - kImprovements];
      if (arg >= kImprovements && wonder_[arg - kImprovements]) return msg("dawn.why.wonder_built", {build_key(arg)});
      if (arg < kImprovements && has_improvement(p, static_cast<int>(arg)))
        return msg("dawn.why.build_owned", {build_key(arg)});
      if (arg < kImprovements && !isup_[arg]) return msg("dawn.why.build_gone", {build_key(arg)});
      if (!(tech_[p] & B.needs))
        return msg("dawn.why.build_tech", {build_key(arg), tech_key(std::countr_zero(B.needs))});
      return msg("dawn.why.build_cost", {build_key(arg), num(B.money), num(B.prod)});
    }
    case kActGrow:
      if (arg >= static_cast<uint32_t>(M.corners) || town_own_[arg] != p + 1) return msg("dawn.why.not_your_town");
      if (town_size_[arg] >= kMaxSize) return msg("dawn.why.grow_size");
      if (huts_on_map(p) >= kHuts) return msg("dawn.why.no_hut");
      return msg("dawn.why.grow_food", {num(kEmpireInfo[emp_[p]].grow_cost), num(res_[p][kFood])});
    case kActSpirit:
      return msg("dawn.why.spirit_tile");
    case kActSpiritLeave:
      return msg("dawn.why.spirit_enter");
    default:
      return "";
  }
}

std::string DawnState::action_caution(Action a) const {
  if (action_kind(a) != kActRondel || !why_illegal(a).empty()) return {};
  // Tried on a copy: the space reached offers no action but "take no action"
  // (not even a conversion that might make one possible).
  DawnState trial(*this);
  trial.apply(a);
  if (trial.terminal() || trial.current_player() != current_player() || trial.dec_ != kDecAction) return {};
  std::vector<Action> legal;
  trial.legal_actions(legal);
  for (Action b : legal)
    if (action_kind(b) != kActSkip) return {};
  return msg("dawn.caution.no_action");
}

}  // namespace emp
