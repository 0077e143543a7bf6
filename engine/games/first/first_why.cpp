// First Empires: why an action is not legal (FirstState::why_illegal) and the
// game's message table (keys first.*, English and German). The reasons follow
// the rules in first_state.cpp and read only what the seat to act may see.
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/first/first_state.h"

namespace emp {

using namespace first;

namespace {

// clang-format off
const MessageText kFixed[] = {
  {"first.phase.0", "Game over", "Spielende"},
  {"first.phase.1", "Rolling dice", "Würfeln"},
  {"first.phase.2", "Movement and conquest", "Bewegung und Eroberung"},
  {"first.phase.3", "Advancement", "Aufstieg"},
  {"first.score.board", "Civilization board", "Zivilisationstableau"},
  {"first.score.cities", "Cities", "Städte"},
  {"first.score.cards", "Achievement cards", "Errungenschaftskarten"},
  // Events (FirstState::events(), the log's story) and tie-breaks. {0}: the seat it is about.
  {"first.ev.roll", "{0} rolls {1}", "{0} würfelt {1}"},
  {"first.ev.reroll", "{0} re-rolls: {1}", "{0} würfelt neu: {1}"},
  {"first.ev.drew", "{0} draws {1}", "{0} zieht {1}"},
  {"first.ev.drew_card", "{0} draws {1} card", "{0} zieht {1} Karte"},
  {"first.ev.drew_cards", "{0} draws {1} cards", "{0} zieht {1} Karten"},
  {"first.ev.conquest", "{0} conquers {2} from {1}: {3} {3|explorer|explorers} against {4}", "{0} erobert {2} von {1}: {3} {3|Entdecker|Entdecker} gegen {4}"},
  {"first.ev.conquest_black", "{0} conquers {2} from {1}: {3} {3|explorer|explorers} and {5} black {5|die|dice} against {4}",
   "{0} erobert {2} von {1}: {3} {3|Entdecker|Entdecker} und {5} {5|schwarzer Würfel|schwarze Würfel} gegen {4}"},
  {"first.ev.retreat", "{0}: {1} explorer retreats", "{0}: {1} Entdecker zieht sich zurück"},
  {"first.ev.retreats", "{0}: {1} explorers retreat", "{0}: {1} Entdecker ziehen sich zurück"},
  {"first.ev.captured_city", "{0} captures {1} city of {2}", "{0} erobert {1} Stadt von {2}"},
  {"first.ev.captured_cities", "{0} captures {1} cities of {2}", "{0} erobert {1} Städte von {2}"},
  {"first.tie.hand", "cards in hand: {0}", "Karten auf der Hand: {0}"},
  {"first.tie.scored", "scored cities and cards: {0}", "gewertete Städte und Karten: {0}"},
  {"first.colour.0", "orange", "orange"},
  {"first.colour.1", "blue", "blau"},
  {"first.colour.2", "purple", "lila"},
  {"first.colour.3", "green", "grün"},
  {"first.colour.4", "yellow", "gelb"},
  {"first.colour.5", "black", "schwarz"},
  // The decision pending.
  {"first.why.over", "The game is over.", "Das Spiel ist vorbei."},
  {"first.why.unknown", "This is not an action of First Empires.", "Das ist keine Aktion von First Empires."},
  {"first.why.dec.0", "You are rolling dice: re-roll, turn a die black with a card, or finish rolling.", "Du würfelst: Würfle neu, mach mit einer Karte einen Würfel schwarz oder beende das Würfeln."},
  {"first.why.dec.1", "You are moving: move explorers, attack a region, or end your movement.", "Du bewegst dich: Ziehe Entdecker, greife eine Region an oder beende die Bewegung."},
  {"first.why.dec.2", "First choose the explorers attacking {0}, then conquer it.", "Wähle zuerst die Entdecker für den Angriff auf {0}, dann erobere die Region."},
  {"first.why.dec.3", "First choose where the defeated explorers retreat.", "Wähle zuerst, wohin sich die besiegten Entdecker zurückziehen."},
  {"first.why.dec.4", "You are advancing: change dice with cards (before the first raise), raise tracks, or finish.", "Du steigst auf: Ändere Würfel mit Karten (vor dem ersten Aufstieg), steige auf Leisten auf oder beende."},
  {"first.why.dec.5", "First place your new explorers ({0} left) in regions you occupy.", "Setze zuerst deine neuen Entdecker (noch {0}) in Regionen, die du besetzt."},
  {"first.why.dec.6", "First place the city token of the {0} column in one of your regions.", "Lege zuerst die Stadt der Spalte {0} in eine deiner Regionen."},
  {"first.why.dec.7", "Your turn is over: score a card or end it.", "Dein Zug ist vorbei: Werte eine Karte oder beende ihn."},
  {"first.why.not_now", "Not possible now.", "Jetzt nicht möglich."},
  // Phase 1.
  {"first.why.no_rerolls", "You have no re-rolls left.", "Du hast keine Neuwürfe mehr."},
  {"first.why.reroll_after_black", "No more re-rolls once a die has been turned black.", "Kein Neuwurf mehr, nachdem ein Würfel schwarz wurde."},
  {"first.why.reroll_dice", "Choose one or more of your dice to re-roll.", "Wähle einen oder mehrere deiner Würfel zum Neuwurf."},
  {"first.why.same_dice", "Dice showing the same face are alike: this choice is listed under another die of that face.", "Würfel mit gleicher Seite sind gleichwertig: Diese Wahl steht unter einem anderen Würfel dieser Seite."},
  {"first.why.no_card", "You do not have this card in hand.", "Diese Karte hast du nicht auf der Hand."},
  {"first.why.no_die", "There is no such die.", "Diesen Würfel gibt es nicht."},
  {"first.why.already_black", "This die already shows black.", "Dieser Würfel zeigt schon Schwarz."},
  // Phase 2.
  {"first.why.no_mp", "You have no movement points left.", "Du hast keine Bewegungspunkte mehr."},
  {"first.why.no_area", "There is no such area here.", "Dieses Gebiet gibt es hier nicht."},
  {"first.why.not_in_play", "{0} is not in play with this number of players.", "{0} ist bei dieser Spielerzahl nicht im Spiel."},
  {"first.why.no_explorer", "You have no explorer in {0}.", "Du hast keinen Entdecker in {0}."},
  {"first.why.not_adjacent", "{0} does not border {1}.", "{0} grenzt nicht an {1}."},
  {"first.why.rival_region", "{0} is held by a rival: attack it with enough explorers instead.", "{0} gehört einem Gegner: Greife mit genug Entdeckern an."},
  {"first.why.sea_guard", "You would not have enough movement points left to bring your explorers at sea back to land.", "Dir blieben nicht genug Bewegungspunkte, um deine Entdecker auf See wieder an Land zu bringen."},
  {"first.why.at_sea", "Your explorers may not stay at sea: bring them to land first.", "Deine Entdecker dürfen nicht auf See bleiben: Bring sie zuerst an Land."},
  {"first.why.not_rival", "{0} is not held by a rival.", "{0} gehört keinem Gegner."},
  {"first.why.last_region", "{0} is that player's only region: it cannot be conquered.", "{0} ist die einzige Region dieses Spielers: Sie kann nicht erobert werden."},
  {"first.why.too_strong", "You cannot bring enough explorers to {0} (you need {1} arriving together).", "Du kannst nicht genug Entdecker nach {0} bringen (nötig: {1} gleichzeitig)."},
  {"first.why.add_adjacent", "Only explorers next to {0} can join the attack (move them closer first).", "Nur Entdecker neben {0} können angreifen (zieh sie zuerst heran)."},
  {"first.why.add_more", "Not enough movement points for another explorer.", "Nicht genug Bewegungspunkte für einen weiteren Entdecker."},
  {"first.why.too_weak", "Not enough to conquer: {0} arriving plus {1} black {1|die|dice} must be more than {2}.", "Zu schwach: {0} {0|ankommender|ankommende} plus {1} {1|schwarzer Würfel|schwarze Würfel} müssen mehr sein als {2}."},
  {"first.why.retreat_region", "Retreat to one other region where you still have explorers.", "Zieh dich in eine andere Region zurück, in der du noch Entdecker hast."},
  // Phase 3.
  {"first.why.convert_after_raise", "Dice can only be changed before your first raise.", "Würfel lassen sich nur vor dem ersten Aufstieg ändern."},
  {"first.why.same_face", "The die already shows this face.", "Der Würfel zeigt schon diese Seite."},
  {"first.why.track_top", "This track is at its top.", "Diese Leiste ist schon oben."},
  {"first.why.no_colour_die", "You have no unused {0} die.", "Du hast keinen unbenutzten Würfel in {0}."},
  {"first.why.no_colour_region", "Each raise needs its own {0} region: you occupy {1}.", "Jeder Aufstieg braucht eine eigene Region in {0}: Du besetzt {1}."},
  {"first.why.place_occupied", "New explorers go only to regions you occupy.", "Neue Entdecker kommen nur in Regionen, die du besetzt."},
  {"first.why.city_region", "Place the city in a region you occupy.", "Lege die Stadt in eine Region, die du besetzt."},
  {"first.why.city_free_first", "One of your regions has no city yet: the city must go there.", "Eine deiner Regionen hat noch keine Stadt: Die Stadt muss dorthin."},
  // Cards.
  {"first.why.card_condition", "The condition of {0} is not met.", "Die Bedingung von {0} ist nicht erfüllt."},
};
// clang-format on

struct Table {
  std::vector<std::string> keys;
  std::vector<MessageText> rows;
};

// The fixed rows plus one row per area code (argument keys first.area.<code>)
// and per card (first.card.<id>), taken from the data table.
const Table& table() {
  static const Table t = [] {
    Table x;
    x.keys.reserve(64 + kCards);
    for (int side = 0; side < 2; ++side)
      for (int i = 0; i < kSides[side].count; ++i) {
        const std::string k = std::string("first.area.") + kSides[side].areas[i].code;
        if (std::find(x.keys.begin(), x.keys.end(), k) == x.keys.end()) x.keys.push_back(k);
      }
    const size_t areas = x.keys.size();
    for (int c = 0; c < kCards; ++c) x.keys.push_back(std::string("first.card.") + kCardInfo[c].id);
    for (const MessageText& m : kFixed) x.rows.push_back(m);
    for (size_t i = 0; i < areas; ++i) {
      const std::string code = x.keys[i].substr(11);
      for (int side = 0; side < 2; ++side) {
        const int a = area_index(side, code.c_str());
        if (a >= 0) {
          x.rows.push_back({x.keys[i].c_str(), kSides[side].areas[a].name_en, kSides[side].areas[a].name_de});
          break;
        }
      }
    }
    for (int c = 0; c < kCards; ++c)
      x.rows.push_back({x.keys[areas + c].c_str(), kCardInfo[c].name_en, kCardInfo[c].name_de});
    return x;
  }();
  return t;
}

}  // namespace

std::span<const MessageText> first_messages() { return table().rows; }

namespace {

std::string area_key(int side, int a) { return std::string("first.area.") + kSides[side].areas[a].code; }
std::string colour_key(int c) { return "first.colour." + std::to_string(c); }

bool kind_fits(uint32_t kind, int dec) {
  switch (dec) {
    case FirstState::kDecRoll:
      return kind == kActReroll || kind == kActBlack || kind == kActEndRoll || kind == kActScore;
    case FirstState::kDecMove:
      return kind == kActStep || kind == kActAttack || kind == kActEndMove || kind == kActScore;
    case FirstState::kDecAttack:
      return kind == kActAdd || kind == kActCommit;
    case FirstState::kDecRetreat:
      return kind == kActRetreat;
    case FirstState::kDecAdvance:
      return kind == kActConvert || kind == kActRaise || kind == kActEndAdvance || kind == kActScore;
    case FirstState::kDecPlaceExpl:
      return kind == kActPlaceExplorer;
    case FirstState::kDecPlaceCity:
      return kind == kActPlaceCity;
    case FirstState::kDecEndTurn:
      return kind == kActScore || kind == kActEndTurn;
    default:
      return false;
  }
}

}  // namespace

std::string FirstState::why_illegal(Action a) const {
  if (terminal()) return msg("first.why.over");
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) != legal.end()) return "";
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  if (kind < kActReroll || kind > kActEndTurn) return msg("first.why.unknown");
  if (!kind_fits(kind, dec_)) {
    const std::string d = "first.why.dec." + std::to_string(dec_);
    if (dec_ == kDecAttack) return msg(d, {area_key(side_, target_)});
    if (dec_ == kDecPlaceExpl) return msg(d, {std::to_string(pend_expl_)});
    if (dec_ == kDecPlaceCity) return msg(d, {colour_key(pending_city_track())});
    return msg(d);
  }
  std::string r = why_kind(cur_, kind, arg);
  return r.empty() ? msg("first.why.not_now") : r;
}

// The reason for an action of the right kind for the decision pending.
std::string FirstState::why_kind(int p, uint32_t kind, uint32_t arg) const {
  const MapTables& M = map_tables();
  const int cnt = M.count[side_];
  const int civ_base = civ_[active_] * kCardsPerDeck;
  auto card_in_hand = [&](uint32_t c) {
    return c >= static_cast<uint32_t>(civ_base) && c < static_cast<uint32_t>(civ_base + kCardsPerDeck) &&
           ((hand_[p] >> (c - civ_base)) & 1);
  };
  auto area_ok = [&](uint32_t x, std::string* out) {
    if (x >= static_cast<uint32_t>(cnt)) {
      *out = msg("first.why.no_area");
      return false;
    }
    if (!((in_play_ >> x) & 1)) {
      *out = msg("first.why.not_in_play", {area_key(side_, static_cast<int>(x))});
      return false;
    }
    return true;
  };
  std::string out;
  switch (kind) {
    case kActReroll:
      if (blackened_) return msg("first.why.reroll_after_black");
      if (rerolls_left_ == 0) return msg("first.why.no_rerolls");
      if (arg == 0 || arg >= (1u << ndice_)) return msg("first.why.reroll_dice");
      return msg("first.why.same_dice");
    case kActBlack:
    case kActConvert: {
      const uint32_t c = arg >> 8;
      const uint32_t d = kind == kActBlack ? (arg & 0xFF) : ((arg >> 4) & 0xF);
      if (kind == kActConvert) {
        for (int t = 0; t < kTracks; ++t)
          if (raises_[t]) return msg("first.why.convert_after_raise");
      }
      if (!card_in_hand(c)) return msg("first.why.no_card");
      if (d >= ndice_) return msg("first.why.no_die");
      if (kind == kActBlack && dice_[d] == kFaceK) return msg("first.why.already_black");
      if (kind == kActConvert && (arg & 0xF) >= static_cast<uint32_t>(kFaces)) return msg("first.why.not_now");
      if (kind == kActConvert && dice_[d] == (arg & 0xF)) return msg("first.why.same_face");
      return msg("first.why.same_dice");
    }
    case kActStep: {
      const uint32_t from = arg >> 8, to = arg & 0xFF;
      if (!area_ok(from, &out) || !area_ok(to, &out)) return out;
      if (!expl_[p][from]) return msg("first.why.no_explorer", {area_key(side_, from)});
      if (!((M.adj[side_][from] >> to) & 1))
        return msg("first.why.not_adjacent", {area_key(side_, from), area_key(side_, to)});
      const int o = owner(static_cast<int>(to));
      if (o >= 0 && o != p) return msg("first.why.rival_region", {area_key(side_, to)});
      if (mp_ == 0) return msg("first.why.no_mp");
      return msg("first.why.sea_guard");
    }
    case kActAttack: {
      if (!area_ok(arg, &out)) return out;
      const int o = owner(static_cast<int>(arg));
      if (o < 0 || o == p) return msg("first.why.not_rival", {area_key(side_, arg)});
      if (std::popcount(occupied(o)) < 2) return msg("first.why.last_region", {area_key(side_, arg)});
      return msg("first.why.too_strong", {area_key(side_, arg), std::to_string(attack_need(static_cast<int>(arg)))});
    }
    case kActAdd:
      if (!area_ok(arg, &out)) return out;
      if (!((M.adj[side_][target_] >> arg) & 1)) return msg("first.why.add_adjacent", {area_key(side_, target_)});
      if (expl_[p][arg] <= commit_[arg]) return msg("first.why.no_explorer", {area_key(side_, arg)});
      return msg("first.why.add_more");
    case kActCommit: {
      const int d = owner(target_);
      if (commit_n_ < attack_need(target_))
        return msg("first.why.too_weak", {std::to_string(commit_n_), std::to_string(dice_of(kFaceK)),
                                          std::to_string(d >= 0 ? expl_[d][target_] : 0)});
      return msg("first.why.sea_guard");
    }
    case kActEndMove:
      return msg("first.why.at_sea");
    case kActRetreat:
      return msg("first.why.retreat_region");
    case kActRaise: {
      if (arg >= static_cast<uint32_t>(kTracks)) return msg("first.why.not_now");
      if (step_[p][arg] >= kSteps - 1) return msg("first.why.track_top");
      if (dice_of(static_cast<int>(arg)) <= raises_[arg]) return msg("first.why.no_colour_die", {colour_key(arg)});
      return msg("first.why.no_colour_region", {colour_key(arg), std::to_string(occ_count(p, static_cast<int>(arg)))});
    }
    case kActPlaceExplorer:
      return msg("first.why.place_occupied");
    case kActPlaceCity:
      if (arg < static_cast<uint32_t>(cnt) && ((occupied(p) >> arg) & 1)) return msg("first.why.city_free_first");
      return msg("first.why.city_region");
    case kActScore:
      if (!card_in_hand(arg)) return msg("first.why.no_card");
      return msg("first.why.card_condition", {std::string("first.card.") + kCardInfo[arg].id});
    default:
      return "";
  }
}

}  // namespace emp
