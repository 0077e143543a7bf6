// Empire's End: why an action is not legal (EndState::why_illegal) and the
// game's message table (keys end.*, English and German). The reasons follow
// the rules in end_state.cpp (gen and its helpers); they read only the mover's
// own view (its stash and hand) and public data.
#include <algorithm>
#include <string>
#include <vector>

#include "core/messages.h"
#include "games/end/end_state.h"

namespace emp {

using namespace eend;

namespace {

// clang-format off
const MessageText kEndMessages[] = {
  // Phase names (progress().phase_key) and score lines.
  {"end.phase.disaster", "Disaster", "Katastrophe"},
  {"end.phase.double_disaster", "Double Disaster", "Doppelkatastrophe"},
  {"end.phase.economy", "Economy", "Wirtschaft"},
  {"end.phase.industry", "Industry", "Industrie"},
  {"end.phase.conflict", "Conflict", "Konflikt"},
  {"end.phase.economy_industry", "Economy/Industry", "Wirtschaft/Industrie"},
  {"end.phase.over", "Game over", "Spielende"},
  {"end.score.track", "Victory point track", "Siegpunktleiste"},
  {"end.score.locations", "Healthy locations", "Intakte Orte"},
  {"end.score.innovations", "End-of-game innovations", "Innovationen bei Spielende"},
  // Events (EndState::events(), the log's story). {0}: the seat it is about.
  {"end.ev.disaster", "A disaster comes out: {0} {1}", "Eine Katastrophe wird aufgedeckt: {0} {1}"},
  {"end.ev.replaced", "{0} replaces {1} {2}: {3} {4} comes out", "{0} ersetzt {1} {2}: {3} {4} wird aufgedeckt"},
  {"end.ev.destroyed", "{0} loses {1} to the disaster", "{0} verliert {1} durch die Katastrophe"},
  {"end.ev.conflict_won", "{0} wins the conflict with strength {1} ({2} VP)", "{0} gewinnt den Konflikt mit Stärke {1} ({2} SP)"},
  {"end.ev.conflict", "{0} fights with strength {1} ({2} VP)", "{0} kämpft mit Stärke {1} ({2} SP)"},
  {"end.ev.upheaval", "{0} suffers an upheaval: two locations change places", "{0} erleidet einen Umsturz: Zwei Orte tauschen die Plätze"},
  {"end.ev.screen_off", "{0} takes the screen away (low resources): {1} wheat, {2} hammers, {3} axes, {4} coins, open to all from now on", "{0} nimmt den Sichtschirm weg (wenig Rohstoffe): {1} Weizen, {2} Hämmer, {3} Äxte, {4} Münzen, ab jetzt für alle sichtbar"},
  {"end.ev.screen_off3", "{0} takes the screen away (low resources): {1} wheat, {2} hammers, {3} axes, {4} coins", "{0} nimmt den Sichtschirm weg (wenig Rohstoffe): {1} Weizen, {2} Hämmer, {3} Äxte, {4} Münzen"},
  {"end.ev.screen_on", "{0} puts the screen back up", "{0} stellt den Sichtschirm wieder auf"},
  {"end.tie.first", "first player", "Startspieler"},
  {"end.tie.after", "{0}. seat after the first player", "{0}. Platz nach dem Startspieler"},
  // Resource names (arguments).
  {"end.res.0", "wheat", "Weizen"},
  {"end.res.1", "hammers", "Hämmer"},
  {"end.res.2", "axes", "Äxte"},
  {"end.res.3", "coins", "Münzen"},
  // Decisions (arguments of end.why.decide).
  {"end.dec.0", "bid on or take the disaster", "biete auf die Katastrophe oder nimm sie"},
  {"end.dec.1", "replace a disaster or end your turn", "ersetze eine Katastrophe oder beende deinen Zug"},
  {"end.dec.2", "choose the location the disaster destroys", "wähle den Ort, den die Katastrophe zerstört"},
  {"end.dec.3", "place the innovation", "lege die Innovation an"},
  {"end.dec.4", "buy coins for victory points or stop", "kaufe Münzen für Siegpunkte oder höre auf"},
  {"end.dec.5", "use an Economy ability or end the phase", "nutze eine Wirtschaftsfähigkeit oder beende die Phase"},
  {"end.dec.6", "convert or stop converting", "tausche oder beende den Tausch"},
  {"end.dec.7", "choose the Economy ability to repeat", "wähle die Wirtschaftsfähigkeit, die du wiederholst"},
  {"end.dec.8", "build, sell, repair, use an Industry ability or end the phase", "baue, verkaufe, repariere, nutze eine Industriefähigkeit oder beende die Phase"},
  {"end.dec.9", "pay the cost", "bezahle die Kosten"},
  {"end.dec.10", "choose the two locations to swap", "wähle die zwei Orte, die du tauschst"},
  {"end.dec.11", "choose the innovation to move", "wähle die Innovation, die du versetzt"},
  {"end.dec.12", "choose Economy or Industry first", "wähle, ob zuerst Wirtschaft oder Industrie"},
  {"end.dec.13", "commit axes and coins, then confirm", "nimm Äxte und Münzen in die Faust und bestätige"},
  {"end.dec.14", "choose the exhaust marker to remove", "wähle den Erschöpfungsmarker, den du entfernst"},
  // Reasons.
  {"end.why.decide", "Not now: first {0}.", "Jetzt nicht: Zuerst {0}."},
  {"end.why.unknown", "There is no such action.", "Diese Aktion gibt es nicht."},
  {"end.why.no_disaster", "There is no such disaster on the table.", "Diese Katastrophe liegt nicht aus."},
  {"end.why.addressed", "You have already bid on or taken this disaster this turn.", "Auf diese Katastrophe hast du in diesem Zug schon geboten oder sie genommen."},
  {"end.why.bid_type", "This disaster does not accept {0} (coins are always accepted).", "Diese Katastrophe nimmt keine {0} an (Münzen immer)."},
  {"end.why.no_token", "You have no {0}.", "Du hast keine {0}."},
  {"end.why.not_yours", "This innovation is not in your empire.", "Diese Innovation liegt nicht in deinem Reich."},
  {"end.why.wrong_ability", "That innovation does not have this ability.", "Diese Innovation hat diese Fähigkeit nicht."},
  {"end.why.inactive", "Its location is destroyed: the ability is inactive.", "Ihr Ort ist zerstört: Die Fähigkeit ruht."},
  {"end.why.exhausted", "This ability is exhausted.", "Diese Fähigkeit ist erschöpft."},
  {"end.why.free_bid_type", "This free bid covers {0}, which this disaster does not require.", "Dieses Freigebot gilt für {0}, die diese Katastrophe nicht verlangt."},
  {"end.why.replace_after_take", "After taking a disaster you cannot replace one this turn.", "Nachdem du eine Katastrophe genommen hast, kannst du in diesem Zug keine ersetzen."},
  {"end.why.replace_no_card", "No disaster card is left to draw.", "Es ist keine Katastrophenkarte mehr zu ziehen."},
  {"end.why.destroy_rule", "The disaster destroys the target, or else the nearest healthy location.", "Die Katastrophe zerstört das Ziel oder sonst den nächsten intakten Ort."},
  {"end.why.place_rule", "Innovations go under a healthy location with the fewest innovations.", "Innovationen kommen unter einen intakten Ort mit den wenigsten Innovationen."},
  {"end.why.build_no_location", "You have no healthy location to attach an innovation to.", "Du hast keinen intakten Ort, unter den eine Innovation käme."},
  {"end.why.move_nowhere", "This innovation has no other location to go to under the placement rules.", "Diese Innovation kann nach den Anlegeregeln an keinen anderen Ort."},
  {"end.why.place_other", "A moved innovation goes to another location.", "Eine versetzte Innovation kommt an einen anderen Ort."},
  {"end.why.enough_tokens", "You hold 5 or more tokens.", "Du hast 5 oder mehr Marker."},
  {"end.why.used", "You have already used this ability this phase.", "Diese Fähigkeit hast du in dieser Phase schon genutzt."},
  {"end.why.wrong_phase", "This ability does not work in this phase.", "Diese Fähigkeit wirkt in dieser Phase nicht."},
  {"end.why.no_target", "There is no other Economy ability to repeat.", "Es gibt keine andere Wirtschaftsfähigkeit zum Wiederholen."},
  {"end.why.no_innovation", "You have no innovation to move.", "Du hast keine Innovation zum Versetzen."},
  {"end.why.convert_input", "You have no {0} to convert.", "Du hast keine {0} zum Tauschen."},
  {"end.why.convert_option", "This conversion has no second choice.", "Dieser Tausch hat keine zweite Wahl."},
  {"end.why.repeat_target", "Choose another active Economy ability of your empire (not a repeat).", "Wähle eine andere aktive Wirtschaftsfähigkeit deines Reichs (keine Wiederholung)."},
  {"end.why.repeat_target2", "Choose another active Economy ability of your empire (a repeated repeat cannot lead back).", "Wähle eine andere aktive Wirtschaftsfähigkeit deines Reichs (eine wiederholte Wiederholung führt nicht zurück)."},
  {"end.why.not_in_hand", "This card is not in your hand.", "Diese Karte ist nicht auf deiner Hand."},
  {"end.why.two_actions", "You have already built or sold two cards this phase.", "Du hast in dieser Phase schon zwei Karten gebaut oder verkauft."},
  {"end.why.build_cost", "Building it costs {0} hammers or coins.", "Der Bau kostet {0} Hämmer oder Münzen."},
  {"end.why.discard_after_two", "You may discard your hand only after building or selling two cards.", "Abwerfen darfst du erst nach zwei gebauten oder verkauften Karten."},
  {"end.why.discarded", "You have already discarded your hand (or it is empty).", "Du hast schon abgeworfen (oder die Hand ist leer)."},
  {"end.why.one_repair", "Only one repair per Industry phase.", "Nur eine Reparatur pro Industriephase."},
  {"end.why.not_destroyed", "This location is not destroyed.", "Dieser Ort ist nicht zerstört."},
  {"end.why.repair_cost", "Repairing it costs {0} hammers or coins.", "Die Reparatur kostet {0} Hämmer oder Münzen."},
  {"end.why.pay_mix", "Pay {0} in hammers and coins from your stash.", "Bezahle {0} mit Hämmern und Münzen aus deinem Vorrat."},
  {"end.why.swap_positions", "Choose two different positions 1 to 11.", "Wähle zwei verschiedene Plätze von 1 bis 11."},
  {"end.why.commit_once", "Choose your whole commitment at once: axes and coins, then confirm.", "Wähle deinen ganzen Einsatz auf einmal: Äxte und Münzen, dann bestätige."},
  {"end.why.commit_tokens", "In this game (rules version 1) axes and coins are committed one at a time.", "In dieser Partie (Regelversion 1) werden Äxte und Münzen einzeln eingesetzt."},
  {"end.why.commit_more", "You cannot commit more {0} than you hold ({1}).", "Du kannst nicht mehr {0} einsetzen, als du hast ({1})."},
  {"end.why.coin_input_v1", "In this game (rules version 1) a conversion takes only its printed input.", "In dieser Partie (Regelversion 1) nimmt ein Tausch nur den aufgedruckten Rohstoff."},
  {"end.why.coin_for_coin", "A coin for this conversion would only give a coin back.", "Eine Münze für diesen Tausch gäbe nur eine Münze zurück."},
  {"end.why.not_exhausted", "That innovation is not exhausted.", "Diese Innovation ist nicht erschöpft."},
};
// clang-format on

std::string dec_key(int d) { return "end.dec." + std::to_string(d); }
std::string res_key(int r) { return "end.res." + std::to_string(r); }

}  // namespace

std::span<const MessageText> end_messages() {
  // The table above, then the names of locations and disaster types
  // ("end.name.loc.<id>", "end.name.dis.<type>"), the arguments of the events.
  static const std::vector<MessageText> all = [] {
    static std::vector<std::string> keys;  // the generated keys' storage, never resized once filled
    std::vector<MessageText> out(std::begin(kEndMessages), std::end(kEndMessages));
    keys.reserve(kLocations + kDisasterTypes);
    for (int t = 0; t < kLocations; ++t) {
      keys.push_back("end.name.loc." + std::to_string(t));
      out.push_back({keys.back().c_str(), kLocationInfo[t].name_en, kLocationInfo[t].name_de});
    }
    for (int d = 0; d < kDisasterTypes; ++d) {
      keys.push_back("end.name.dis." + std::to_string(d));
      out.push_back({keys.back().c_str(), kDisasterTypeEn[d], kDisasterTypeDe[d]});
    }
    return out;
  }();
  return all;
}

std::string EndState::why_illegal(Action a) const {
  if (terminal()) return msg("error.game_over");
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) != legal.end()) return {};
  std::string r = why_reason(a);
  return r.empty() ? msg("error.illegal_action") : r;
}

std::string EndState::why_reason(Action a) const {
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  const int p = cur_;
  const Player& P = pl_[p];
  auto decide = [&] { return msg("end.why.decide", {dec_key(dec_)}); };
  // Which decision each action belongs to.
  auto belongs = [&]() -> bool {
    switch (kind) {
      case kActPass:
      case kActFreeBid:
      case kActTake:
        return dec_ == kDecBid;
      case kActReplace:
        return dec_ == kDecBid || dec_ == kDecAfterPass;
      case kActEndTurn:
        return dec_ == kDecAfterPass;
      case kActDestroy:
        return dec_ == kDecDestroy;
      case kActPlace:
        return dec_ == kDecPlace;
      case kActBuyCoin:
      case kActStopBuying:
        return dec_ == kDecLowRes;
      case kActUse:
        return dec_ == kDecEcon || dec_ == kDecInd;
      case kActConvert:
      case kActConvertStop:
        return dec_ == kDecConvert;
      case kActRepeat:
        return dec_ == kDecRepeat;
      case kActEndPhase:
        return dec_ == kDecEcon || dec_ == kDecInd;
      case kActBuild:
      case kActSell:
      case kActDiscardAll:
      case kActRepair:
        return dec_ == kDecInd;
      case kActPay:
        return dec_ == kDecPay;
      case kActSwap:
        return dec_ == kDecSwap;
      case kActMoveFrom:
        return dec_ == kDecMoveFrom;
      case kActOrder:
        return dec_ == kDecOrder;
      case kActCommitAxe:
      case kActCommitCoin:
      case kActCommitDone:
      case kActCommit:
        return dec_ == kDecCommit;
      case kActRefresh:
        return dec_ == kDecRefresh;
      default:
        return false;
    }
  };
  if (kind < kActPass || kind > kActCommit) return msg("end.why.unknown");
  if (rules_ >= 2 && (kind == kActCommitAxe || kind == kActCommitCoin || kind == kActCommitDone))
    return msg("end.why.commit_once");
  if (rules_ < 2 && kind == kActCommit) return msg("end.why.commit_tokens");
  if (!belongs()) return decide();

  auto card_checks = [&](int c, Kind want) -> std::string {
    if (c < 0 || c >= kCards || where_[c] != kAttached || owner_[c] != p) return msg("end.why.not_yours");
    if (kDisasterInfo[c].ability.kind != want) return msg("end.why.wrong_ability");
    if (!healthy(p, host_[c])) return msg("end.why.inactive");
    if (exh_[c]) return msg("end.why.exhausted");
    return {};
  };
  switch (kind) {
    case kActPass:
    case kActFreeBid:
    case kActTake: {
      const int d = kind == kActTake ? static_cast<int>(arg) : static_cast<int>(arg >> 8);
      if (d >= dis_n_ || ((resolved_ >> d) & 1)) return msg("end.why.no_disaster");
      if ((addressed_ >> d) & 1) return msg("end.why.addressed");
      const DisasterInfo& di = kDisasterInfo[cur_card_[d]];
      if (kind == kActPass) {
        const int r = static_cast<int>(arg & 0xFF);
        if (r > kC) return msg("end.why.unknown");
        if (r != kC && !((di.bids >> r) & 1)) return msg("end.why.bid_type", {res_key(r)});
        if (P.res[r] == 0) return msg("end.why.no_token", {res_key(r)});
      }
      if (kind == kActFreeBid) {
        const int c = static_cast<int>(arg & 0xFF);
        std::string w = card_checks(c, kFreeBid);
        if (!w.empty()) return w;
        return msg("end.why.free_bid_type", {res_key(kDisasterInfo[c].ability.res)});
      }
      return {};
    }
    case kActReplace: {
      const int d = static_cast<int>(arg >> 8), c = static_cast<int>(arg & 0xFF);
      if (d >= dis_n_ || ((resolved_ >> d) & 1)) return msg("end.why.no_disaster");
      if (replace_blocked()) return msg("end.why.replace_after_take");
      std::string w = card_checks(c, kReplaceDisaster);
      if (!w.empty()) return w;
      return msg("end.why.replace_no_card");
    }
    case kActDestroy:
      return msg("end.why.destroy_rule");
    case kActPlace:
      if (rules_ >= 3 && place_ctx_ == kPlaceMove && static_cast<int>(arg) == move_host_)
        return msg("end.why.place_other");
      return msg("end.why.place_rule");
    case kActBuyCoin:
      return msg("end.why.enough_tokens");
    case kActUse: {
      const int src = static_cast<int>(arg);
      if (src >= kSources || (src >= kLocations && src < kSrcCard)) return msg("end.why.unknown");
      if (src >= kSrcCard && (where_[src - kSrcCard] != kAttached || owner_[src - kSrcCard] != p))
        return msg("end.why.not_yours");
      if (!active_source(p, src)) return msg("end.why.inactive");
      const Ability& ab = ability(src);
      if (ab.phase != (dec_ == kDecEcon ? kAbE : kAbI) || ab.kind == kBuildDiscount || ab.kind == kRepairDiscountAdj)
        return msg("end.why.wrong_phase");
      if (used_[src]) return msg("end.why.used");
      if (ab.kind == kRepeatEconomy) return msg("end.why.no_target");
      if (ab.kind == kMoveInnovation) {
        bool any = false;
        for (int c = 0; c < kCards && !any; ++c) any = owner_[c] == p && where_[c] == kAttached;
        return msg(any ? "end.why.move_nowhere" : "end.why.no_innovation");
      }
      return {};
    }
    case kActConvert: {
      const Ability& ab = ability(conv_src_);
      if (arg > 3) return msg("end.why.unknown");
      if ((arg & 1) && (ab.both || ab.out2 == kResNone)) return msg("end.why.convert_option");
      if (arg & kConvCoin) {
        if (!coin_for_input(ab)) return msg(rules_ < 2 ? "end.why.coin_input_v1" : "end.why.coin_for_coin");
        return msg("end.why.convert_input", {res_key(kC)});
      }
      return msg("end.why.convert_input", {res_key(ab.res)});
    }
    case kActRepeat:
      return msg(rules_ < 2 ? "end.why.repeat_target" : "end.why.repeat_target2");
    case kActBuild:
    case kActSell: {
      const int c = static_cast<int>(arg);
      bool in = false;
      for (int i = 0; i < P.hand_n; ++i) in |= P.hand[i] == c;
      if (!in) return msg("end.why.not_in_hand");
      if (ind_actions_ >= 2) return msg("end.why.two_actions");
      if (kind == kActBuild && rules_ >= 3 && place_candidates(p) == 0) return msg("end.why.build_no_location");
      return msg("end.why.build_cost", {std::to_string(build_cost(p, c))});
    }
    case kActDiscardAll:
      if (ind_actions_ < 2) return msg("end.why.discard_after_two");
      return msg("end.why.discarded");
    case kActRepair: {
      const int t = static_cast<int>(arg);
      if (t >= kLocations) return msg("end.why.unknown");
      if (repaired_) return msg("end.why.one_repair");
      if (healthy(p, t)) return msg("end.why.not_destroyed");
      return msg("end.why.repair_cost", {std::to_string(repair_cost(p, t))});
    }
    case kActPay:
      return msg("end.why.pay_mix", {std::to_string(pay_cost_)});
    case kActSwap:
      return msg("end.why.swap_positions");
    case kActMoveFrom:
      if (arg < kCards && owner_[arg] == p && where_[arg] == kAttached) return msg("end.why.move_nowhere");
      return msg("end.why.not_yours");
    case kActOrder:
      return msg("end.why.unknown");
    case kActCommitAxe:
      return msg("end.why.no_token", {res_key(kA)});
    case kActCommitCoin:
      return msg("end.why.no_token", {res_key(kC)});
    case kActCommit:
      if ((arg >> 8) > P.res[kA]) return msg("end.why.commit_more", {res_key(kA), std::to_string(P.res[kA])});
      return msg("end.why.commit_more", {res_key(kC), std::to_string(P.res[kC])});
    case kActRefresh:
      if (arg < kCards && owner_[arg] == p) return msg("end.why.not_exhausted");
      return msg("end.why.not_yours");
    default:
      return {};
  }
}

}  // namespace emp
