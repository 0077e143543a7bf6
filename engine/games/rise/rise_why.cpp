// Rise of Empires: why an action is not legal (RiseState::why_illegal) and the
// game's message table (keys rise.*, English and German). The reasons follow
// the rules in rise_state.cpp (legal_actions and its helpers) and read only
// public data: never the face-down stacks or the RNG.
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/rise/rise_state.h"

namespace emp {

using namespace rise;

namespace {

// clang-format off
const MessageText kRiseMessages[] = {
  // Arguments: row names, era numerals, payment units (nested keys).
  {"rise.row.0", "Progress", "Fortschritt"},
  {"rise.row.1", "Territory", "Gebiet"},
  {"rise.row.2", "City", "Stadt"},
  {"rise.row.3", "Empire", "Imperium"},
  {"rise.row.4", "Trade", "Handel"},
  {"rise.era.1", "I", "I"},
  {"rise.era.2", "II", "II"},
  {"rise.era.3", "III", "III"},
  {"rise.unit.0", "Gold", "Gold"},
  {"rise.unit.1", "Cubes in your pool", "Steine im Vorrat"},
  {"rise.unit.2", "Resources", "Waren"},
  {"rise.unit.3", "Food", "Nahrung"},
  {"rise.unit.4", "Victory points", "Siegpunkte"},
  // Events (RiseState::events(), the log's story). {0}: the seat it is about.
  {"rise.res.gold", "gold", "Gold"},
  {"rise.res.food", "food", "Nahrung"},
  {"rise.ev.new_progress", "New progress tiles: {0}", "Neue Fortschrittsplättchen: {0}"},
  {"rise.ev.new_territory", "New territory tiles: {0}", "Neue Gebietsplättchen: {0}"},
  {"rise.ev.times", "{0}× {1}", "{0}× {1}"},
  {"rise.ev.new_city", "{0} new city tile", "{0} neues Stadtplättchen"},
  {"rise.ev.new_cities", "{0} new city tiles", "{0} neue Stadtplättchen"},
  {"rise.ev.new_wonders", "New wonders: {0}", "Neue Weltwunder: {0}"},
  {"rise.ev.battle_cube", "{0} loses {1} cube {2} (battle with {3})", "{0} verliert {1} Stein {2} (Kampf mit {3})"},
  {"rise.ev.battle_cubes", "{0} loses {1} cubes {2} (battle with {3})", "{0} verliert {1} Steine {2} (Kampf mit {3})"},
  {"rise.ev.removed_cube", "{0} loses {1} cube {2} ({3} of {4})", "{0} verliert {1} Stein {2} ({3} von {4})"},
  {"rise.ev.removed_cubes", "{0} loses {1} cubes {2} ({3} of {4})", "{0} verliert {1} Steine {2} ({3} von {4})"},
  {"rise.ev.famine", "{0} loses {1} VP to famine", "{0} verliert {1} SP durch Hunger"},
  {"rise.ev.vp", "{0} scores {1} VP: map {2}, cities {3}, towns {4}, progress {5}", "{0} erhält {1} SP: Karte {2}, Städte {3}, Ortschaften {4}, Fortschritt {5}"},
  {"rise.ev.era_cube", "End of the era: {0} takes back {1} cube from the map", "Ende der Epoche: {0} nimmt {1} Stein von der Karte zurück"},
  {"rise.ev.era_cubes", "End of the era: {0} takes back {1} cubes from the map", "Ende der Epoche: {0} nimmt {1} Steine von der Karte zurück"},
  {"rise.ev.final", "{0} scores {1} VP for {2} gold and {3} VP for {4} resources", "{0} erhält {1} SP für {2} Gold und {3} SP für {4} Waren"},
  // Score categories (RiseState::score_breakdown(), rise::ScoreCat order) and the tie-break.
  {"rise.score.0", "Map (regions)", "Karte (Regionen)"},
  {"rise.score.1", "Cities", "Städte"},
  {"rise.score.2", "Towns", "Ortschaften"},
  {"rise.score.3", "Progress tiles", "Fortschrittsplättchen"},
  {"rise.score.4", "Wonders", "Weltwunder"},
  {"rise.score.5", "Trade", "Handel"},
  {"rise.score.6", "Lost (famine, payments)", "Verloren (Hunger, Zahlungen)"},
  {"rise.score.7", "Gold (1 VP per 3; per 2 with the Stock Exchange)", "Gold (1 SP je 3; je 2 mit der Börse)"},
  {"rise.score.8", "Resources (1 VP per 3)", "Waren (1 SP je 3)"},
  {"rise.tie.gold", "{0} gold", "{0} Gold"},
  // Another decision is pending.
  {"rise.why.pay_first", "First pay the removal cost ({0} more).", "Bezahle zuerst die Kosten (noch {0})."},
  {"rise.why.bchoose", "You removed a disc from the {0} row: take from that row or skip.", "Du hast eine Scheibe aus der Reihe {0} genommen: Nimm aus dieser Reihe oder verzichte."},
  {"rise.why.placing", "First finish placing your cubes (or press Done).", "Setze zuerst deine Steine fertig (oder drücke Fertig)."},
  {"rise.why.battling", "First finish your battles.", "Beende zuerst deine Kämpfe."},
  {"rise.why.post", "Your action is done: use a free tile or end it.", "Deine Aktion ist erledigt: Nutze ein freies Plättchen oder beende sie."},
  {"rise.why.b_remove_first", "In a B turn, first remove one of your discs from the action display.", "In Runde B nimmst du zuerst eine deiner Scheiben von der Aktionsübersicht."},
  {"rise.why.decide_first", "First make the decision above.", "Triff zuerst die Entscheidung oben."},
  {"rise.why.placement_over", "Your placement is over: fight a battle or finish.", "Dein Einsetzen ist vorbei: Kämpfe oder beende."},
  {"rise.why.not_now", "Not possible now.", "Jetzt nicht möglich."},
  // RiseState::action_caution: a choice that can only lose.
  {"rise.caution.empire_nothing", "You have no cube to place and no battle to fight.", "Du hast keinen Stein zum Einsetzen und keinen Kampf zu führen."},
  // Taking from a row.
  {"rise.why.row_full", "The {0} row is full.", "Die Reihe {0} ist voll."},
  {"rise.why.tile_not_shown", "This tile is not face up in the display.", "Dieses Plättchen liegt nicht offen in der Auslage."},
  {"rise.why.own_type", "You already have this progress tile.", "Dieses Fortschrittsplättchen hast du schon."},
  {"rise.why.gold", "Not enough gold (costs {0}).", "Nicht genug Gold (kostet {0})."},
  {"rise.why.discs", "Not enough resources (needs {0}).", "Nicht genug Waren (braucht {0})."},
  {"rise.why.wonder_b", "Wonders can only be built in a B turn.", "Weltwunder lassen sich nur in Runde B bauen."},
  {"rise.why.wonder_needs", "Needs cubes in your pool: {0}; resources: {1}.", "Braucht Steine im Vorrat: {0}; Waren: {1}."},
  {"rise.why.empire_taken", "This empire tile has been taken this turn.", "Dieses Imperiumsplättchen ist in dieser Runde schon vergeben."},
  {"rise.why.trade_era", "This trade box is not used in this era.", "Dieses Handelsfeld gilt in dieser Epoche nicht."},
  {"rise.why.trade_box_used", "This trade box has already been used this turn.", "Dieses Handelsfeld wurde in dieser Runde schon genutzt."},
  // The action display.
  {"rise.why.pick_tile", "Choose a tile of the {0} row in the tile display.", "Wähle ein Plättchen der Reihe {0} in der Auslage."},
  {"rise.why.idle_other", "An action is still possible in another row; a disc without an action only when none is possible.", "In einer anderen Reihe ist noch eine Aktion möglich; eine Scheibe ohne Aktion nur, wenn keine möglich ist."},
  {"rise.why.circle_taken", "This circle is taken.", "Dieser Kreis ist besetzt."},
  {"rise.why.next_circle", "Discs fill the row from the right: the next one goes onto the rightmost free circle.", "Die Reihe füllt sich von rechts: Die nächste Scheibe kommt auf den rechtesten freien Kreis."},
  {"rise.why.remove_b_only", "Discs are removed only in a B turn.", "Scheiben nimmst du nur in Runde B zurück."},
  {"rise.why.empty_circle", "There is no disc here.", "Hier liegt keine Scheibe."},
  {"rise.why.not_your_disc", "That is not your disc.", "Das ist nicht deine Scheibe."},
  {"rise.why.removal_cost", "Removing this disc costs {0}; you can pay at most {1}.", "Diese Scheibe zu nehmen kostet {0}; du kannst höchstens {1} zahlen."},
  {"rise.why.cheapest_first", "You can pay for none of your discs: remove your cheapest one (cost {0}); what you cannot pay is waived.", "Du kannst keine deiner Scheiben bezahlen: Nimm deine billigste (Kosten {0}); was du nicht zahlen kannst, entfällt."},
  {"rise.why.pay_none", "{0}: nothing left to pay with.", "{0}: nichts mehr zum Bezahlen."},
  // Empire tiles: placing cubes.
  {"rise.why.map_needs_empire", "Cubes go onto the map with an empire tile.", "Steine kommen mit einem Imperiumsplättchen auf die Karte."},
  {"rise.why.restart_placed", "You can withdraw your cubes only before you place any.", "Zurückziehen kannst du nur, bevor du Steine setzt."},
  {"rise.why.restart_none", "You have no cubes on the map to withdraw.", "Du hast keine Steine auf der Karte, die du zurückziehen könntest."},
  {"rise.why.no_pool", "No cubes left in your pool.", "Keine Steine mehr in deinem Vorrat."},
  {"rise.why.pool_count", "You have only {0} cubes in your pool.", "Du hast nur {0} Steine im Vorrat."},
  {"rise.why.pool_count.one", "You have only 1 cube in your pool.", "Du hast nur 1 Stein im Vorrat."},
  {"rise.why.region_chosen", "You have already placed in this region with this empire tile.", "In diese Region hast du mit diesem Imperiumsplättchen schon gesetzt."},
  {"rise.why.region_era", "Opens in era {0}.", "Öffnet in Epoche {0}."},
  {"rise.why.needs_water", "The sea needs an empire tile with water.", "Das Meer braucht ein Imperiumsplättchen mit Wasser."},
  {"rise.why.needs_water_overseas", "Overseas regions need an empire tile with water.", "Überseeregionen brauchen ein Imperiumsplättchen mit Wasser."},
  {"rise.why.navigation", "Only Navigation owners may go overseas now.", "Nach Übersee dürfen jetzt nur Besitzer der Navigation."},
  {"rise.why.overseas_area", "A water tile reaches one overseas area (two with Navigation), and it is already chosen.", "Ein Wasserplättchen erreicht ein Überseegebiet (zwei mit Navigation), und das ist schon gewählt."},
  {"rise.why.not_adjacent_first", "Not adjacent to the first region you chose with this empire tile.", "Nicht benachbart zur ersten Region, die du mit diesem Imperiumsplättchen gewählt hast."},
  {"rise.why.not_adjacent_yours", "Not adjacent to the regions where you had cubes when you took this empire tile.", "Nicht benachbart zu den Regionen, in denen du beim Nehmen dieses Imperiumsplättchens Steine hattest."},
  {"rise.why.reentry_used", "Not adjacent to your regions; from overseas a water tile enters only one such Old World region.", "Nicht benachbart zu deinen Regionen; von Übersee aus erreicht ein Wasserplättchen nur eine solche Region der Alten Welt."},
  // Empire tiles: battles.
  {"rise.why.battle_needs_empire", "Battles are fought with an empire tile.", "Gekämpft wird mit einem Imperiumsplättchen."},
  {"rise.why.battle_no_cubes", "You have no cubes in this region.", "In dieser Region hast du keine Steine."},
  {"rise.why.battle_same_region", "Your second battle must be in another region.", "Deinen zweiten Kampf musst du in einer anderen Region führen."},
  {"rise.why.battle_no_enemy", "No other player has cubes in this region.", "In dieser Region hat sonst niemand Steine."},
  {"rise.why.battle_only_allies", "Only your ally has cubes here, and allies do not fight each other (Diplomacy).", "Hier hat nur dein Verbündeter Steine, und Verbündete kämpfen nicht gegeneinander (Diplomatie)."},
  {"rise.why.battle_self", "You cannot fight your own cubes.", "Gegen deine eigenen Steine kannst du nicht kämpfen."},
  {"rise.why.battle_row_used", "You have already fought with this battle row.", "Mit dieser Kampfreihe hast du schon gekämpft."},
  {"rise.why.battle_one_row", "This empire tile has only one battle row.", "Dieses Imperiumsplättchen hat nur eine Kampfreihe."},
  {"rise.why.battle_row2_era", "The second battle row is used only in era III.", "Die zweite Kampfreihe gilt erst in Epoche III."},
  {"rise.why.target_no_cubes", "That player has no cubes in this region.", "Diese Person hat in dieser Region keine Steine."},
  {"rise.why.target_few", "That player has only {0} cubes in this region.", "Diese Person hat in dieser Region nur {0} Steine."},
  {"rise.why.target_few.one", "That player has only 1 cube in this region.", "Diese Person hat in dieser Region nur 1 Stein."},
  {"rise.why.target_ally", "You are allied with that player (Diplomacy).", "Mit dieser Person bist du verbündet (Diplomatie)."},
  // Free-action progress tiles.
  {"rise.why.free_not_owned", "You do not have this progress tile.", "Dieses Fortschrittsplättchen hast du nicht."},
  {"rise.why.free_not_action", "This progress tile is not a free action.", "Dieses Fortschrittsplättchen ist keine freie Aktion."},
  {"rise.why.free_used", "You have already used this tile this turn.", "Dieses Plättchen hast du in dieser Runde schon genutzt."},
  {"rise.why.free_fresh", "A new tile can be used from your next action step on.", "Ein neues Plättchen kannst du erst ab deinem nächsten Aktionsschritt nutzen."},
  {"rise.why.free_limit", "This tile allows at most {0} per use.", "Dieses Plättchen erlaubt höchstens {0} pro Nutzung."},
  {"rise.why.free_no_cubes", "You need cubes of your own in that region.", "Du brauchst eigene Steine in dieser Region."},
  {"rise.why.free_self", "You cannot remove your own cubes.", "Deine eigenen Steine kannst du nicht entfernen."},
  {"rise.why.bank_empty", "The bank has no resource discs left.", "Die Bank hat keine Waren mehr."},
  {"rise.why.bank_short", "The bank has only {0} resource discs left.", "Die Bank hat nur noch {0} Waren."},
  {"rise.why.bank_short.one", "The bank has only 1 resource disc left.", "Die Bank hat nur noch 1 Ware."},
  {"rise.why.stock_short", "You have only {0} cubes left in your stock.", "In deinem Lager hast du nur noch {0} Steine."},
  {"rise.why.stock_short.one", "You have only 1 cube left in your stock.", "In deinem Lager hast du nur noch 1 Stein."},
  // Other decisions.
  {"rise.why.ally_self", "Choose another player as your ally.", "Wähle eine andere Person als Verbündete."},
  {"rise.why.order_taken", "This place in the turn order is taken.", "Dieser Platz in der Spielerreihenfolge ist schon besetzt."},
};
// clang-format on

std::string num(int v) { return std::to_string(v); }
std::string row_key(int row) { return "rise.row." + num(row); }

int take_row(uint32_t kind) {
  switch (kind) {
    case kActTakeProgress:
      return kRowProgress;
    case kActTakeTerritory:
      return kRowTerritory;
    case kActTakeCity:
      return kRowCity;
    case kActTakeEmpire:
      return kRowEmpire;
    case kActTrade:
      return kRowTrade;
    default:
      return -1;
  }
}

}  // namespace

std::span<const MessageText> rise_messages() {
  // The table above, then the names of regions, progress and territory types
  // and wonders ("rise.name.<kind>.<index>"), the arguments of the events.
  static const std::vector<MessageText> all = [] {
    static std::vector<std::string> keys;  // the generated keys' storage, never resized once filled
    std::vector<MessageText> names;
    keys.reserve(2 * kRegions + kProgressTypes + kTerritoryTypes + kCityTiles);
    auto add = [&](std::string key, const char* en, const char* de) {
      keys.push_back(std::move(key));
      names.push_back({keys.back().c_str(), en, de});
    };
    for (int r = 0; r < kRegions; ++r)
      add("rise.name.region." + std::to_string(r), kRegionInfo[r].name_en, kRegionInfo[r].name_de);
    for (int r = 0; r < kRegions; ++r)  // "in the Near East" / "im Nahen Osten"
      add("rise.name.region_in." + std::to_string(r), rise::region_in(r, false), rise::region_in(r, true));
    for (int t = 0; t < kProgressTypes; ++t)
      add("rise.name.prog." + std::to_string(t), kProgressInfo[t].name_en, kProgressInfo[t].name_de);
    for (int t = 0; t < kTerritoryTypes; ++t)
      add("rise.name.terr." + std::to_string(t), kTerritoryInfo[t].name_en, kTerritoryInfo[t].name_de);
    for (int c = 0; c < kCityTiles; ++c)
      if (kCityInfo[c].wonder) add("rise.name.city." + std::to_string(c), kCityInfo[c].name_en, kCityInfo[c].name_de);
    std::vector<MessageText> out(std::begin(kRiseMessages), std::end(kRiseMessages));
    out.insert(out.end(), names.begin(), names.end());
    return out;
  }();
  return all;
}

// The decision pending now, for an action that belongs to another one.
std::string RiseState::why_decision() const {
  switch (dec_) {
    case kDecPay:
      return msg("rise.why.pay_first", {num(pay_left_)});
    case kDecBChoose:
      return msg("rise.why.bchoose", {row_key(sub_row_)});
    case kDecEmpPlace:
      return msg("rise.why.placing");
    case kDecEmpBattle:
      return msg("rise.why.battling");
    case kDecPost:
      return msg("rise.why.post");
    case kDecMain:
      return msg(b_turn() ? "rise.why.b_remove_first" : "rise.why.not_now");
    default:
      return msg("rise.why.decide_first");
  }
}

// Taking from a row, in the decision that allows it (A-turn main with the row
// not full, or the B-turn choice of the removed disc's row): gen_row's rules.
std::string RiseState::why_take(int p, Action a) const {
  const Player& P = pl_[p];
  const uint32_t arg = action_arg(a);
  switch (action_kind(a)) {
    case kActTakeProgress: {
      if (arg >= static_cast<uint32_t>(kProgressTypes)) break;
      const uint64_t tiles = avail_prog_ & progress_type_tiles(static_cast<int>(arg));
      if (!tiles) return msg("rise.why.tile_not_shown");
      if ((P.ptypes >> arg) & 1) return msg("rise.why.own_type");
      const int cost = progress_cost(std::countr_zero(tiles));
      if (P.gold < cost) return msg("rise.why.gold", {num(cost)});
      break;
    }
    case kActTakeTerritory:
      if (arg >= static_cast<uint32_t>(kTerritoryTypes)) break;
      if (!(avail_terr_ & kTerritoryTypeMask[arg])) return msg("rise.why.tile_not_shown");
      break;
    case kActTakeCity: {
      if (arg >= static_cast<uint32_t>(kCityTiles)) break;
      const int c = static_cast<int>(arg);
      const CityInfo& C = kCityInfo[c];
      if (!((avail_city_ >> c) & 1)) return msg("rise.why.tile_not_shown");
      if (C.wonder && !b_turn()) return msg("rise.why.wonder_b");
      const int cost = city_cost(p, c);
      if (P.gold < cost) return msg("rise.why.gold", {num(cost)});
      if (C.wonder && (P.pool < C.wonder_cubes || P.discs < C.wonder_discs))
        return msg("rise.why.wonder_needs", {num(C.wonder_cubes), num(C.wonder_discs)});
      break;
    }
    case kActTakeEmpire:
      if (arg >= static_cast<uint32_t>(kEmpireTiles)) break;
      if (!((emp_avail_ >> arg) & 1)) return msg("rise.why.empire_taken");
      break;
    case kActTrade: {
      if (arg >= static_cast<uint32_t>(kTradeBoxes)) break;
      const TradeBox& T = kTradeBox[arg];
      if (!(T.eras & (1 << (era() - 1)))) return msg("rise.why.trade_era");
      if (trade_user_[arg] >= 0) return msg("rise.why.trade_box_used");
      if (P.discs < T.discs) return msg("rise.why.discs", {num(T.discs)});
      break;
    }
    default:
      break;
  }
  return msg("rise.why.not_now");
}

// A turn, main decision: a disc placed without an action (FAQ: only when no
// action at all can be performed).
std::string RiseState::why_idle(int p, int row) const {
  if (row < 0 || row >= kRows) return msg("rise.why.not_now");
  if (row_fill_[row] >= row_circles(n_, row)) return msg("rise.why.row_full", {row_key(row)});
  if (gen_row(nullptr, p, row) > 0) return msg("rise.why.pick_tile", {row_key(row)});
  return msg("rise.why.idle_other");
}

// A turn, main decision: a circle of the action display (asked as RemoveDisc,
// the only action naming a circle). Discs are placed by choosing an action.
std::string RiseState::why_circle(int p, int row, int i) const {
  if (row < 0 || row >= kRows || i < 0 || i >= row_circles(n_, row)) return msg("rise.why.not_now");
  if (circle_[row][i] >= 0) return msg("rise.why.circle_taken");
  std::vector<Action> legal;
  legal_actions(legal);
  const Action idle = make_action(kActIdle, static_cast<uint32_t>(row));
  if (std::find(legal.begin(), legal.end(), idle) == legal.end()) return why_idle(p, row);
  if (i != row_fill_[row]) return msg("rise.why.next_circle");
  return msg("rise.why.remove_b_only");
}

// Empire placement: region_allowed's rules, in its order.
std::string RiseState::why_place(int p, int r, int k) const {
  if (r < 0 || r >= kRegions || k <= 0) return msg("rise.why.not_now");
  const int pool = pl_[p].pool;
  if (pool <= 0) return msg("rise.why.no_pool");
  if (k > pool) return pool == 1 ? msg("rise.why.pool_count.one") : msg("rise.why.pool_count", {num(pool)});
  const uint32_t bit = 1u << r;
  const RegionInfo& R = kRegionInfo[r];
  if (emp_chosen_ & bit) return msg("rise.why.region_chosen");
  if (std::popcount(emp_chosen_) >= emp_max_) return msg("rise.why.not_now");  // placement ends by itself
  if (!(kEraRegionMask[era()] & bit)) return msg("rise.why.region_era", {"rise.era." + num(R.era)});
  if (r == MED && !emp_water_) return msg("rise.why.needs_water");
  if (bit & kOverseasMask) {
    if (turn_ == 3 && !nav_open_ && !has_type(p, P2_NAV)) return msg("rise.why.navigation");
    if (!emp_water_) return msg("rise.why.needs_water_overseas");
    return msg("rise.why.overseas_area");
  }
  if (emp_S_ == 0) return msg("rise.why.not_adjacent_first");
  if ((emp_S_ & kOldWorldMask) == 0 && emp_water_ && emp_reentry_) return msg("rise.why.reentry_used");
  return msg("rise.why.not_adjacent_yours");
}

// Battles: the region first (so that a target of one's own seat asks about the
// region as a whole), then the target, then the battle row.
std::string RiseState::why_battle(int p, int r, int q, int row) const {
  if (r < 0 || r >= kRegions || q < 0 || q >= n_ || row < 0 || row > 1) return msg("rise.why.not_now");
  if (!cubes_[p][r]) return msg("rise.why.battle_no_cubes");
  if (r == emp_battle_region_) return msg("rise.why.battle_same_region");
  bool others = false, fightable = false;
  for (int o = 0; o < n_; ++o) {
    if (o == p || !cubes_[o][r]) continue;
    others = true;
    fightable |= !allied(p, o);
  }
  if (!others) return msg("rise.why.battle_no_enemy");
  if (!fightable) return msg("rise.why.battle_only_allies");
  if (q == p) return msg("rise.why.battle_self");
  if (!cubes_[q][r]) return msg("rise.why.target_no_cubes");
  if (allied(p, q)) return msg("rise.why.target_ally");
  if (!((emp_rows_ >> row) & 1)) {
    const EmpireSide& S = kEmpireInfo[emp_tile_].side[era() >= 2 ? 1 : 0];
    if (row == 0 || (S.has_row2 && era() == 3)) return msg("rise.why.battle_row_used");
    return msg(S.has_row2 ? "rise.why.battle_row2_era" : "rise.why.battle_one_row");
  }
  return msg("rise.why.not_now");
}

// Free-action tiles (main decision or after the action): gen_free's rules.
std::string RiseState::why_free(int p, Action a) const {
  const Player& P = pl_[p];
  const uint32_t arg = action_arg(a);
  const int ty = static_cast<int>(arg >> 16), r = static_cast<int>((arg >> 8) & 0xFF),
            q = static_cast<int>((arg >> 4) & 0xF), k = static_cast<int>(arg & 0xF);
  if (ty >= kProgressTypes) return msg("rise.why.not_now");
  const uint64_t owned = P.prog & progress_type_tiles(ty);
  if (!owned) return msg("rise.why.free_not_owned");
  if (kProgressInfo[ty].timing != kTimFree) return msg("rise.why.free_not_action");
  const uint64_t tile = owned & (~owned + 1);  // gen_free and do_apply use the lowest
  if (P.prog_used & tile) return msg("rise.why.free_used");
  if (P.prog_fresh & tile) return msg("rise.why.free_fresh");
  switch (ty) {
    case P1_IWP:
    case P2_GUN:
    case P3_ART: {
      const int kmax = ty == P1_IWP ? 1 : ty == P2_GUN ? 2 : 3;
      if (r >= kRegions || q >= n_ || k == 0) break;
      if (k > kmax) return msg("rise.why.free_limit", {num(kmax)});
      if (!cubes_[p][r]) return msg("rise.why.free_no_cubes");
      if (q == p) return msg("rise.why.free_self");
      if (!cubes_[q][r]) return msg("rise.why.target_no_cubes");
      if (allied(p, q)) return msg("rise.why.target_ally");
      if (cubes_[q][r] < k)
        return cubes_[q][r] == 1 ? msg("rise.why.target_few.one") : msg("rise.why.target_few", {num(cubes_[q][r])});
      break;
    }
    case P1_SHB:
    case P2_LHB: {
      const int kmax = ty == P1_SHB ? 1 : 3;
      if (r != 0 || q != 0 || k == 0) break;
      if (k > kmax) return msg("rise.why.free_limit", {num(kmax)});
      if (P.gold < k) return msg("rise.why.gold", {num(k)});
      const int bank = disc_bank();
      if (bank < k)
        return bank <= 0 ? msg("rise.why.bank_empty")
                         : (bank == 1 ? msg("rise.why.bank_short.one") : msg("rise.why.bank_short", {num(bank)}));
      break;
    }
    case P3_CON:
      if (r != 0 || q != 0 || k == 0) break;
      if (k > 3) return msg("rise.why.free_limit", {"3"});
      if (P.stock < k)
        return P.stock == 1 ? msg("rise.why.stock_short.one") : msg("rise.why.stock_short", {num(P.stock)});
      break;
    default:
      break;
  }
  return msg("rise.why.not_now");
}

std::string RiseState::why_illegal(Action a) const {
  if (terminal()) return msg("error.game_over");
  {
    std::vector<Action> legal;
    legal_actions(legal);
    if (std::find(legal.begin(), legal.end(), a) != legal.end()) return {};
  }
  const int p = cur_;
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  switch (kind) {
    case kActTakeProgress:
    case kActTakeTerritory:
    case kActTakeCity:
    case kActTakeEmpire:
    case kActTrade: {
      const int row = take_row(kind);
      if (dec_ == kDecMain && !b_turn()) {
        if (row_fill_[row] >= row_circles(n_, row)) return msg("rise.why.row_full", {row_key(row)});
        return why_take(p, a);
      }
      if (dec_ == kDecBChoose && row == sub_row_) return why_take(p, a);
      return why_decision();
    }
    case kActIdle:
      if (dec_ == kDecMain && !b_turn()) return why_idle(p, static_cast<int>(arg));
      return why_decision();
    case kActRemoveDisc: {
      const int row = static_cast<int>(arg >> 8), i = static_cast<int>(arg & 0xFF);
      if (dec_ != kDecMain) return why_decision();
      if (!b_turn()) return why_circle(p, row, i);
      if (row >= kRows || i >= row_circles(n_, row)) return msg("rise.why.not_now");
      if (circle_[row][i] < 0) return msg("rise.why.empty_circle");
      if (circle_[row][i] != p) return msg("rise.why.not_your_disc");
      // gen_main: a disc is removable when affordable; if none is (H5), the cheapest.
      const Player& P = pl_[p];
      const int payable = P.gold + P.pool + P.discs + P.food + P.vp;
      int mincost = 1000;
      for (int rr = 0; rr < kRows; ++rr)
        for (int j = 0; j < kMaxCircles; ++j)
          if (circle_[rr][j] == p) mincost = std::min(mincost, removal_cost(rr, j));
      const int cost = removal_cost(row, i);
      if (mincost <= payable) return msg("rise.why.removal_cost", {num(cost), num(payable)});
      return msg("rise.why.cheapest_first", {num(mincost)});
    }
    case kActPay:
      if (dec_ != kDecPay) return why_decision();
      if (arg > kPayVp) return msg("rise.why.not_now");
      return msg("rise.why.pay_none", {"rise.unit." + num(static_cast<int>(arg))});
    case kActRestart:
      if (dec_ == kDecEmpBattle) return msg("rise.why.placement_over");
      if (dec_ != kDecEmpPlace) return why_decision();
      return msg(emp_chosen_ ? "rise.why.restart_placed" : "rise.why.restart_none");
    case kActPlace:
      if (dec_ == kDecEmpPlace) return why_place(p, static_cast<int>(arg >> 8), static_cast<int>(arg & 0xFF));
      if (dec_ == kDecEmpBattle) return msg("rise.why.placement_over");
      if (dec_ == kDecMain) return msg("rise.why.map_needs_empire");
      return why_decision();
    case kActPlaceDone:
      if (dec_ == kDecEmpBattle) return msg("rise.why.placement_over");
      return why_decision();
    case kActBattle:
      if (dec_ == kDecEmpBattle)
        return why_battle(p, static_cast<int>(arg >> 16), static_cast<int>((arg >> 8) & 0xFF),
                          static_cast<int>(arg & 0xFF));
      if (dec_ == kDecMain) return msg("rise.why.battle_needs_empire");
      return why_decision();
    case kActFree:
      if (dec_ == kDecMain || dec_ == kDecPost) return why_free(p, a);
      return why_decision();
    case kActAlly:
      if (dec_ == kDecAlly) return msg(arg == static_cast<uint32_t>(p) ? "rise.why.ally_self" : "rise.why.not_now");
      return why_decision();
    case kActKeep:
    case kActDiscard:
      if (dec_ == kDecFoodUpkeep || dec_ == kDecDiscUpkeep || dec_ == kDecEraKeep) {
        const uint32_t want = static_cast<uint32_t>(keep_stage_) << 8 | static_cast<uint32_t>(pending_tile_);
        if (arg != want || kind == kActDiscard) return msg("rise.why.decide_first");
        if (keep_stage_ == kKeepDiscUpkeep) return msg("rise.why.discs", {"1"});
        if (keep_stage_ == kKeepEraProgress) return msg("rise.why.gold", {"1"});
        if (keep_stage_ == kKeepEraCity) return msg("rise.why.no_pool");
        return msg("rise.why.not_now");
      }
      return why_decision();
    case kActOrder:
      if (dec_ != kDecTurnOrder) return why_decision();
      if (arg >= static_cast<uint32_t>(n_)) return msg("rise.why.not_now");
      return msg("rise.why.order_taken");
    case kActSkip:
    case kActBattleDone:
    case kActEndStep:
      return why_decision();
    default:
      return msg("rise.why.not_now");
  }
}

std::string RiseState::action_caution(Action a) const {
  if (action_kind(a) != kActTakeEmpire || !why_illegal(a).empty()) return {};
  // Tried on a copy: a tile whose placement and battles end at once (no cube
  // in the pool to place, none on the map to move back, nobody to fight).
  RiseState trial(*this);
  trial.apply(a);
  if (trial.dec_ == kDecEmpPlace || trial.dec_ == kDecEmpBattle) return {};
  return msg("rise.caution.empire_nothing");
}

}  // namespace emp
