// Empire's End: registry entry, labels (EN/DE), observations, hidden
// information (seen-by, resampling), hashing and invariants.
#include <algorithm>
#include <bit>

#include "core/hash.h"
#include "core/json.h"
#include "games/end/end_state.h"

namespace emp {

using namespace eend;

namespace {

std::unique_ptr<State> create_end(const Options& o, uint64_t seed) { return std::make_unique<EndState>(o, seed); }
std::unique_ptr<State> create_end_rules(const Options& o, uint64_t seed, uint32_t rules) {
  if (rules < 1 || rules > kRulesLatest) return nullptr;
  return std::make_unique<EndState>(o, seed, rules);
}

const GameInfo kEndInfo = [] {
  GameInfo g;
  g.id = "end";
  g.name_en = "Empire's End";
  g.name_de = "Empire's End";
  g.min_players = 2;
  g.max_players = 4;               // 4 screens, 4 location sets, board sides for 2 and 3-4 players
  g.rules_version = kRulesLatest;  // 1: per-token commitments; 2: one secret commitment (end_state.h)
  g.hidden_information = true;
  g.chance = true;
  g.simultaneous = false;  // simultaneous phases are played one seat at a time (ruling R1)
  g.private_information = true;
  g.listed = true;  // its board: web/games/end/
  g.create = &create_end;
  g.create_rules = &create_end_rules;
  g.evaluate = &end_evaluate;
  g.eval_temperature = 6.0;
  g.messages = end_messages();
  return g;
}();

const char* const kResEn[4] = {"wheat", "hammer", "axe", "coin"};
const char* const kResDe[4] = {"Weizen", "Hammer", "Axt", "Münze"};
const char* const kDecName[] = {"bid",     "after_pass", "destroy",  "place", "low_resources", "economy",
                                "convert", "repeat",     "industry", "pay",   "swap",          "move",
                                "order",   "commit",     "refresh",  "over"};
const char* const kPhaseName[] = {"disaster", "double_disaster", "economy", "industry", "conflict", "economy_industry"};

std::string res_name(int r, bool de) { return de ? kResDe[r] : kResEn[r]; }

std::string tile_name(int t, bool de) {
  const LocationInfo& L = kLocationInfo[t];
  return std::string(de ? L.name_de : L.name_en) + " " + std::to_string(L.vp);
}

std::string card_name(int c, bool de) {
  const DisasterInfo& d = kDisasterInfo[c];
  return std::string(de ? kDisasterTypeDe[d.type] : kDisasterTypeEn[d.type]) + " " + std::to_string(d.target);
}

std::string src_name(int src, bool de) {
  if (src < kSrcCard) return tile_name(src, de);
  return card_name(src - kSrcCard, de);
}

}  // namespace

const GameInfo& end_game_info() { return kEndInfo; }
const GameInfo& EndState::info() const { return kEndInfo; }

Progress EndState::progress() const {
  Progress pr;
  const int sp = std::min<int>(space_, track().length - 1);
  pr.round = sp + 1;
  pr.phase = track().space[sp];
  pr.phase_key = terminal() ? "end.phase.over" : std::string("end.phase.") + kPhaseName[pr.phase];
  return pr;
}

// ---- hidden information in the log ----------------------------------------------

uint32_t EndState::action_seen_by(Action a) const {
  // Behind the screen: the Economy phase (it only moves the player's own tokens
  // and public markers), the coins/hammers mix of a payment, and the conflict
  // commitment. Everything else is done in the open.
  if (screen_off(cur_)) return all_seats();  // the screen is off: its stash is public
  switch (dec_) {
    case kDecEcon:
    case kDecConvert:
    case kDecRepeat:
    case kDecPay:
    case kDecCommit:
      return 1u << cur_;
    default:
      break;
  }
  (void)a;
  return all_seats();
}

bool EndState::action_revealed_later(Action a) const {
  (void)a;
  return dec_ == kDecCommit &&
         !screen_off(cur_);  // commitments are revealed together; the rest stays behind the screen
}

// ---- labels ----------------------------------------------------------------------

std::string EndState::action_label(Action a, Lang lang, const std::vector<std::string>*) const {
  return label_of(a, lang, false);
}
std::string EndState::button_label(Action a, Lang lang, const std::vector<std::string>*) const {
  return label_of(a, lang, true);
}

// German buttons are imperatives with the verb last ("Feuer 6 nehmen"), the
// log reads in the third person ("Nimmt Feuer 6"); English reads the same.
std::string EndState::label_of(Action a, Lang lang, bool button) const {
  const bool de = lang == Lang::De;
  const bool lg = de && !button;
  const uint32_t kind = action_kind(a), arg = action_arg(a);
  // Arguments out of range (an action that is not legal here) get the generic label.
  const uint32_t lo = arg & 0xFF, hi = arg >> 8;
  bool ok = true;
  switch (kind) {
    case kActPass:
      ok = lo < 4 && hi < 2;
      break;
    case kActFreeBid:
    case kActReplace:
      ok = lo < kCards && hi < 2;
      break;
    case kActDestroy:
    case kActPlace:
    case kActRepair:
      ok = arg < kLocations;
      break;
    case kActUse:
    case kActRepeat:
      ok = arg < kSources && (arg < kLocations || arg >= kSrcCard);
      break;
    case kActBuild:
    case kActSell:
    case kActMoveFrom:
    case kActRefresh:
      ok = arg < kCards;
      break;
    case kActSwap:
      ok = lo < kLocations && hi < kLocations;
      break;
    case kActConvert:
      ok = arg < 4 && ability(conv_src_).kind == kConvert;
      break;
    default:
      break;
  }
  if (!ok) return (de ? "Aktion " : "Action ") + std::to_string(a);
  auto slot_card = [&](int d) {
    return d < dis_n_ && cur_card_[d] >= 0 ? card_name(cur_card_[d], de) : std::string(de ? "Katastrophe" : "disaster");
  };
  switch (kind) {
    case kActPass:
      if (lg) return "Passt bei " + slot_card(arg >> 8) + ": bietet 1 " + res_name(arg & 0xFF, de);
      return de ? "Passen bei " + slot_card(arg >> 8) + ": 1 " + res_name(arg & 0xFF, de) + " bieten"
                : "Pass on " + slot_card(arg >> 8) + ": bid 1 " + res_name(arg & 0xFF, de);
    case kActFreeBid:
      if (lg) return "Passt bei " + slot_card(arg >> 8) + " mit dem Freigebot von " + card_name(arg & 0xFF, de);
      return de ? "Passen bei " + slot_card(arg >> 8) + " mit dem Freigebot von " + card_name(arg & 0xFF, de)
                : "Pass on " + slot_card(arg >> 8) + " with the free bid of " + card_name(arg & 0xFF, de);
    case kActTake:
      if (lg) return "Nimmt " + slot_card(arg);
      return de ? slot_card(arg) + " nehmen" : "Take " + slot_card(arg);
    case kActReplace:
      if (lg) return "Ersetzt " + slot_card(arg >> 8) + " (mit " + card_name(arg & 0xFF, de) + ")";
      return de ? slot_card(arg >> 8) + " ersetzen (mit " + card_name(arg & 0xFF, de) + ")"
                : "Replace " + slot_card(arg >> 8) + " (with " + card_name(arg & 0xFF, de) + ")";
    case kActEndTurn:
      if (lg) return "Beendet den Zug";
      return de ? "Zug beenden" : "End the turn";
    case kActDestroy:
      if (lg) return "Zerstört " + tile_name(pl_[cur_].order[arg], de) + " (Platz " + std::to_string(arg + 1) + ")";
      return de ? tile_name(pl_[cur_].order[arg], de) + " (Platz " + std::to_string(arg + 1) + ") zerstören"
                : "Destroy " + tile_name(pl_[cur_].order[arg], de) + " (position " + std::to_string(arg + 1) + ")";
    case kActPlace:
      if (lg) return "Legt die Innovation unter " + tile_name(arg, de);
      return de ? "Innovation unter " + tile_name(arg, de) + " legen"
                : "Place the innovation under " + tile_name(arg, de);
    case kActBuyCoin:
      if (lg) return "Gibt 2 Siegpunkte für 1 Münze ab";
      return de ? "2 Siegpunkte für 1 Münze abgeben" : "Pay 2 victory points for 1 coin";
    case kActStopBuying:
      if (lg) return "Kauft keine Münzen mehr";
      return de ? "Keine Münzen mehr kaufen" : "Stop buying coins";
    case kActUse:
      if (lg) return "Nutzt " + src_name(arg, de);
      return de ? src_name(arg, de) + " nutzen" : "Use " + src_name(arg, de);
    case kActConvert: {
      const Ability& ab = ability(conv_src_);
      const std::string out = ab.both ? res_name(ab.out1, de) + (de ? " und " : " and ") + res_name(ab.out2, de)
                                      : res_name((arg & 1) == 0 ? ab.out1 : ab.out2, de);
      if (arg & kConvCoin) {
        if (lg) return "Tauscht 1 Münze (statt " + res_name(ab.res, de) + ") in " + out;
        return de ? "1 Münze (statt " + res_name(ab.res, de) + ") in " + out + " tauschen"
                  : "Convert 1 coin (for the " + res_name(ab.res, de) + ") into " + out;
      }
      if (lg) return "Tauscht 1 " + res_name(ab.res, de) + " in " + out;
      return de ? "1 " + res_name(ab.res, de) + " in " + out + " tauschen"
                : "Convert 1 " + res_name(ab.res, de) + " into " + out;
    }
    case kActConvertStop:
      if (lg) return "Beendet den Tausch";
      return de ? "Tausch beenden" : "Stop converting";
    case kActRepeat:
      if (lg) return "Nutzt " + src_name(arg, de) + " noch einmal";
      return de ? src_name(arg, de) + " noch einmal nutzen" : "Use " + src_name(arg, de) + " again";
    case kActEndPhase:
      if (lg) return dec_ == kDecEcon ? "Beendet die Wirtschaftsphase" : "Beendet die Industriephase";
      return dec_ == kDecEcon ? (de ? "Wirtschaftsphase beenden" : "End the Economy phase")
                              : (de ? "Industriephase beenden" : "End the Industry phase");
    case kActBuild:
      if (lg) return "Baut " + card_name(arg, de);
      return de ? card_name(arg, de) + " bauen" : "Build " + card_name(arg, de);
    case kActSell:
      if (lg) return "Verkauft " + card_name(arg, de) + " für 1 Münze";
      return de ? card_name(arg, de) + " für 1 Münze verkaufen" : "Sell " + card_name(arg, de) + " for 1 coin";
    case kActDiscardAll:
      if (lg) return "Wirft die restlichen Handkarten ab";
      return de ? "Restliche Handkarten abwerfen" : "Discard the rest of the hand";
    case kActPay: {
      const int coins = static_cast<int>(arg), hammers = pay_cost_ - coins;
      if (lg) return "Bezahlt " + std::to_string(hammers) + " Hammer und " + std::to_string(coins) + " Münzen";
      return de ? "Bezahlen: " + std::to_string(hammers) + " Hammer, " + std::to_string(coins) + " Münzen"
                : "Pay " + std::to_string(hammers) + " hammers and " + std::to_string(coins) + " coins";
    }
    case kActRepair:
      if (lg) return "Repariert " + tile_name(arg, de);
      return de ? tile_name(arg, de) + " reparieren" : "Repair " + tile_name(arg, de);
    case kActSwap: {
      const int i = static_cast<int>(arg >> 8), j = static_cast<int>(arg & 0xFF);
      if (lg) return "Tauscht die Plätze " + std::to_string(i + 1) + " und " + std::to_string(j + 1);
      return de ? "Plätze " + std::to_string(i + 1) + " und " + std::to_string(j + 1) + " tauschen"
                : "Swap positions " + std::to_string(i + 1) + " and " + std::to_string(j + 1);
    }
    case kActMoveFrom:
      if (lg) return "Versetzt die Innovation " + card_name(arg, de);
      return de ? "Innovation " + card_name(arg, de) + " versetzen" : "Move the innovation " + card_name(arg, de);
    case kActOrder:
      return arg == 0 ? (de ? "Erst Wirtschaft, dann Industrie" : "Economy first, then Industry")
                      : (de ? "Erst Industrie, dann Wirtschaft" : "Industry first, then Economy");
    case kActCommitAxe:
      if (lg) return "Nimmt 1 Axt in die Faust";
      return de ? "1 Axt in die Faust nehmen" : "Commit 1 axe";
    case kActCommitCoin:
      if (lg) return "Nimmt 1 Münze in die Faust";
      return de ? "1 Münze in die Faust nehmen" : "Commit 1 coin";
    case kActCommitDone:
      return de ? "Einsatz fertig" : "Commitment done";
    case kActCommit: {
      const int ax = static_cast<int>(arg >> 8), co = static_cast<int>(arg & 0xFF);
      const std::string axes = std::to_string(ax) + (de ? (ax == 1 ? " Axt" : " Äxte") : (ax == 1 ? " axe" : " axes"));
      const std::string coins =
          std::to_string(co) + (de ? (co == 1 ? " Münze" : " Münzen") : (co == 1 ? " coin" : " coins"));
      if (lg) return "Nimmt " + axes + " und " + coins + " in die Faust";
      return de ? "Einsatz: " + axes + " und " + coins + " in die Faust" : "Commit " + axes + " and " + coins;
    }
    case kActRefresh:
      if (lg) return "Frischt " + card_name(arg, de) + " auf";
      return de ? card_name(arg, de) + " auffrischen" : "Refresh " + card_name(arg, de);
    default:
      break;
  }
  return (de ? "Aktion " : "Action ") + std::to_string(a);
}

// ---- observations -------------------------------------------------------------------

std::string EndState::observation_json(int player) const {
  JsonWriter w;
  w.begin_object()
      .field("game", "end")
      .field("players", static_cast<int>(n_))
      .field("track", track().code)
      .field("space", static_cast<int>(space_) + 1)
      .field("phase", terminal() ? "over" : kPhaseName[phase_code()])
      .field("first_player", static_cast<int>(first_))
      .field("to_act", terminal() ? -1 : static_cast<int>(cur_))
      .field("deck", static_cast<int>(deck_n_))
      .field("conflict_deck", static_cast<int>(con_deck_n_))
      .field("conflict_card", static_cast<int>(con_cur_))
      .key("discard")
      .begin_array();
  for (int i = 0; i < discard_n_; ++i) w.value(static_cast<int>(discard_[i]));
  w.end_array().key("conflict_discard").begin_array();
  for (int i = 0; i < con_discard_n_; ++i) w.value(static_cast<int>(con_discard_[i]));
  w.end_array().key("disasters").begin_array();
  for (int d = 0; d < dis_n_; ++d) {
    w.begin_object()
        .field("card", static_cast<int>(cur_card_[d]))
        .field("resolved", ((resolved_ >> d) & 1) != 0)
        .field("addressed", ((addressed_ >> d) & 1) != 0)
        .key("pot")
        .begin_array();
    for (int r = 0; r < 4; ++r) w.value(static_cast<int>(pot_[d][r]));
    w.end_array().end_object();
  }
  w.end_array().key("empires").begin_array();
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    // Tokens are behind the screen (RB: "so players can't see each other's
    // resources"): their count too, unless the low-resources purchase took the screen away.
    const bool open_stash = p == player || screen_off(p);
    w.begin_object().field("vp", static_cast<int>(P.vp)).field("screen_off", screen_off(p));
    if (open_stash) w.field("tokens", tokens(p));
    w.field("hand_size", static_cast<int>(P.hand_n));
    w.key("tiles").begin_array();
    for (int q = 0; q < kLocations; ++q) {
      const int t = P.order[q];
      w.begin_object()
          .field("tile", kLocationInfo[t].code)
          .field("healthy", healthy(p, t))
          .key("innovations")
          .begin_array();
      for (int c = 0; c < kCards; ++c)
        if (owner_[c] == p && where_[c] == kAttached && host_[c] == t)
          w.begin_object().field("card", kDisasterInfo[c].code).field("exhausted", exh_[c] != 0).end_object();
      w.end_array().end_object();
    }
    w.end_array();
    if (open_stash) {  // behind the screen: only the owner (or everybody once the screen is off)
      w.key("stash").begin_array();
      for (int r = 0; r < 4; ++r) w.value(static_cast<int>(P.res[r]));
      w.end_array().key("commit").begin_array();
      for (int r = 0; r < 4; ++r) w.value(static_cast<int>(P.commit[r]));
      w.end_array();
    }
    if (p == player) {  // the hand: only the owner
      w.key("hand").begin_array();
      for (int i = 0; i < P.hand_n; ++i) w.value(kDisasterInfo[P.hand[i]].code);
      w.end_array();
    }
    w.end_object();
  }
  w.end_array();
  if (report_.card >= 0) {
    w.key("last_conflict").begin_object().field("card", kConflictInfo[report_.card].code).key("seats").begin_array();
    for (int p = 0; p < n_; ++p)
      w.begin_object()
          .field("base", static_cast<int>(report_.base[p]))
          .field("committed", static_cast<int>(report_.committed[p]))
          .field("total", static_cast<int>(report_.total[p]))
          .field("band", static_cast<int>(report_.band[p]))
          .field("victory", report_.victory[p])
          .field("upheaval", report_.upheaval[p])
          .end_object();
    w.end_array().end_object();
  }
  if (phase_rep_.space >= 0) {
    // The latest phase that is over: public counts; the tokens only for their owner (or an open stash).
    w.key("phase_report")
        .begin_object()
        .field("space", static_cast<int>(phase_rep_.space) + 1)
        .key("seats")
        .begin_array();
    for (int p = 0; p < n_; ++p) {
      const PhaseReport::Seat& r = phase_rep_.seat[p];
      const bool open_stash = p == player || screen_off(p);  // the tokens' change is behind the screen too
      w.begin_object().field("vp", static_cast<int>(r.vp));
      if (open_stash) w.field("tokens", r.res[0] + r.res[1] + r.res[2] + r.res[3]);
      w.field("cards", static_cast<int>(r.cards))
          .field("drawn", static_cast<int>(r.drawn))
          .field("built", static_cast<int>(r.built))
          .field("sold", static_cast<int>(r.sold))
          .field("repaired", static_cast<int>(r.repaired))
          .field("destroyed", static_cast<int>(r.destroyed));
      if (open_stash) {
        w.key("res").begin_array();
        for (int k = 0; k < 4; ++k) w.value(static_cast<int>(r.res[k]));
        w.end_array();
      }
      w.end_object();
    }
    w.end_array().end_object();
  }
  if (take_.seat >= 0) {
    w.key("last_take")
        .begin_object()
        .field("seat", static_cast<int>(take_.seat))
        .field("card", kDisasterInfo[take_.card].code)
        .field("destroyed", take_.destroyed >= 0 ? kLocationInfo[take_.destroyed].code : "")
        .field("placed", take_.placed >= 0 ? kLocationInfo[take_.placed].code : "")
        .field("coins_bought", static_cast<int>(take_.coins_bought))
        .key("pot")
        .begin_array();
    for (int r = 0; r < 4; ++r) w.value(static_cast<int>(take_.pot[r]));
    w.end_array().end_object();
  }
  // The decision in progress: public where it is made in the open; the
  // details of a decision behind the screen only for the seat making it.
  if (!terminal()) {
    const bool open = action_seen_by(0) == all_seats();
    w.key("decision").begin_object().field("kind", open || player == cur_ ? kDecName[dec_] : "hidden");
    if (open || player == cur_) {
      w.field("pending_card", static_cast<int>(pend_card_))
          .field("industry_actions", static_cast<int>(ind_actions_))
          .field("repaired", repaired_)
          .field("discounts_used", static_cast<int>(disc_used_))
          .field("pay_cost", static_cast<int>(pay_cost_));
    }
    w.end_object();
  }
  if (terminal()) {
    w.key("final").begin_array();
    for (int p = 0; p < n_; ++p)
      w.begin_object()
          .field("track", static_cast<int>(final_[p].track))
          .field("locations", static_cast<int>(final_[p].locations))
          .field("innovations", static_cast<int>(final_[p].innovations))
          .field("total", static_cast<int>(final_[p].total))
          .end_object();
    w.end_array();
  }
  w.end_object();
  return w.take();
}

std::string EndState::to_json() const {
  JsonWriter w;
  w.begin_object().field("game", "end").key("view").raw(observation_json(-1)).key("seats").begin_array();
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    w.begin_object().key("stash").begin_array();
    for (int r = 0; r < 4; ++r) w.value(static_cast<int>(P.res[r]));
    w.end_array().key("commit").begin_array();
    for (int r = 0; r < 4; ++r) w.value(static_cast<int>(P.commit[r]));
    w.end_array().key("hand").begin_array();
    for (int i = 0; i < P.hand_n; ++i) w.value(kDisasterInfo[P.hand[i]].code);
    w.end_array().end_object();
  }
  w.end_array().key("deck").begin_array();
  for (int i = 0; i < deck_n_; ++i) w.value(kDisasterInfo[deck_[i]].code);
  w.end_array().key("conflict_deck").begin_array();
  for (int i = 0; i < con_deck_n_; ++i) w.value(kConflictInfo[con_deck_[i]].code);
  w.end_array().field("decision", kDecName[dec_]).end_object();
  return w.take();
}

// ---- resampling -----------------------------------------------------------------------

void EndState::resample_hidden(int player, Rng& rng) {
  // Hidden from `player`: the other seats' hands, the disaster deck's order and
  // contents, the conflict deck's order, the other seats' stashes (their count
  // and mix) and unrevealed commitments, and the steps of another seat's
  // Economy phase under way (a stash whose screen is off is public and kept).
  // A stash is redrawn from its public estimate (pub_, kept from public events
  // only), never from the true one (NOTES reading 4). Cards are exchanged
  // only within one deck generation: after a reshuffle everyone knows which
  // cards the new deck holds, and which hand cards were drawn before it.
  // player = -1 (a spectator, or a finished game): everything hidden is redrawn.
  auto mine = [&](int c) {
    if (player < 0 || player >= n_) return false;
    for (int i = 0; i < pl_[player].hand_n; ++i)
      if (pl_[player].hand[i] == c) return true;
    return false;
  };
  for (int g = 0; g <= deck_gen_; ++g) {
    uint8_t pool[kCards];
    int n = 0;
    for (int c = 0; c < kCards; ++c)  // ascending: independent of the true deal
      if (gen_[c] == g && (where_[c] == kInDeck || (where_[c] == kInHand && !mine(c))))
        pool[n++] = static_cast<uint8_t>(c);
    if (n == 0) continue;
    shuffle(pool, n, rng);
    int k = 0;
    if (g == deck_gen_)
      for (int i = 0; i < deck_n_; ++i) {
        deck_[i] = pool[k++];
        where_[deck_[i]] = kInDeck;
      }
    for (int q = 0; q < n_; ++q) {
      if (q == player) continue;
      Player& Q = pl_[q];
      int slots = 0;
      uint8_t keep[kHandSize];
      int kept = 0;
      for (int i = 0; i < Q.hand_n; ++i) {
        if (gen_[Q.hand[i]] == g)
          ++slots;
        else
          keep[kept++] = Q.hand[i];
      }
      for (int i = 0; i < slots; ++i) {
        keep[kept] = pool[k++];
        where_[keep[kept]] = kInHand;
        ++kept;
      }
      std::copy(keep, keep + kept, Q.hand);
      std::sort(Q.hand, Q.hand + Q.hand_n);
    }
  }
  std::sort(con_deck_, con_deck_ + con_deck_n_);
  shuffle(con_deck_, con_deck_n_, rng);

  // Another seat's Economy phase under way behind its screen: which abilities
  // it has used and what it converted are its own; the determinization starts
  // that phase again from its beginning (the estimate has no gains of it yet).
  const uint32_t seen = terminal() ? all_seats() : action_seen_by(0);
  const bool hidden_step = cur_ != player && (player < 0 ? seen != all_seats() : !((seen >> player) & 1u));
  if (hidden_step && (dec_ == kDecEcon || dec_ == kDecConvert || dec_ == kDecRepeat)) {
    dec_ = kDecEcon;
    std::fill(std::begin(used_), std::end(used_), uint8_t{0});
    conv_src_ = conv_left_ = 0;
    repeat_from_ = -1;
  }
  if (dec_ != kDecConvert && dec_ != kDecRepeat) conv_src_ = conv_left_ = 0;  // leftovers of a seat's Economy
  // The seats that have made their commitment in this conflict (before cur_).
  auto committed = [&](int q) {
    if (dec_ != kDecCommit) return false;
    const int k = (q - first_ + n_) % n_;
    return k < pidx_ || (q == cur_ && rules_ < 2);  // rules 1: the tokens put in so far
  };
  for (int q = 0; q < n_; ++q) {
    if (q == player || screen_off(q)) continue;  // an open stash is known to everybody
    Player& Q = pl_[q];
    for (int r = 0; r < 4; ++r) {
      net_[r] -= Q.res[r] + Q.commit[r];
      Q.res[r] = Q.commit[r] = 0;
    }
    // Each token of the estimate keeps its kind or, at even odds, is any kind.
    for (int r = 0; r < 4; ++r)
      for (int i = 0; i < pub_[q][r]; ++i) ++Q.res[rng.below(2) ? r : static_cast<int>(rng.below(4))];
    // A payment under way: the seat holds that many hammers and coins.
    if (dec_ == kDecPay && q == cur_)
      while (Q.res[kH] + Q.res[kC] < pay_cost_) ++Q.res[rng.below(2) ? kH : kC];
    // A commitment made: some of its axes and coins, each at even odds.
    if (committed(q))
      for (int r : {kA, kC}) {
        int k = 0;
        for (int i = 0; i < Q.res[r]; ++i) k += static_cast<int>(rng.below(2));
        Q.res[r] = static_cast<uint8_t>(Q.res[r] - k);
        Q.commit[r] = static_cast<uint8_t>(k);
      }
    for (int r = 0; r < 4; ++r) {
      net_[r] += Q.res[r] + Q.commit[r];
      // The phase report's accumulator starts from the redrawn stash (no hidden change left in it).
      phase_acc_.seat[q].res[r] = static_cast<int16_t>(-(Q.res[r] + Q.commit[r]));
    }
  }
  rng_.seed(rng.next());  // future chance is hidden from everyone
}

// ---- hash ---------------------------------------------------------------------------

uint64_t EndState::hash() const {
  Hasher h;
  h.i64(n_);
  h.i64(space_);
  h.i64(first_);
  h.i64(cur_);
  h.i64(dec_);
  h.i64(pidx_);
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    h.i64(P.vp);
    h.bytes(P.res, 4);
    h.bytes(P.commit, 4);
    h.bytes(P.order, kLocations);
    h.i64(P.destroyed);
    h.bytes(P.innov, kLocations);
    h.bytes(P.hand, P.hand_n);
    h.i64(P.hand_n);
    h.i64(refresh_left_[p]);
    h.i64(final_[p].total);
  }
  h.bytes(where_, kCards);
  h.bytes(owner_, kCards);
  h.bytes(host_, kCards);
  h.bytes(exh_, kCards);
  h.bytes(deck_, deck_n_);
  h.i64(deck_n_);
  h.bytes(gen_, kCards);
  h.i64(deck_gen_);
  h.bytes(discard_, discard_n_);
  h.i64(discard_n_);
  h.bytes(con_deck_, con_deck_n_);
  h.i64(con_deck_n_);
  h.bytes(con_discard_, con_discard_n_);
  h.i64(con_discard_n_);
  h.i64(con_cur_);
  h.i64(dis_n_);
  h.bytes(cur_card_, 2);
  h.bytes(pot_, sizeof pot_);
  h.i64(resolved_);
  h.i64(addressed_);
  h.i64(took_);
  h.i64(take_slot_);
  h.bytes(used_, kSources);
  h.i64(conv_src_);
  h.i64(conv_left_);
  h.i64(ind_actions_);
  h.i64(disc_used_);
  h.i64(repaired_);
  h.i64(discarded_);
  h.i64(pay_cost_);
  h.i64(pay_ctx_);
  h.i64(pend_card_);
  h.i64(place_ctx_);
  h.i64(ei_order_);
  h.i64(ei_stage_);
  h.i64(report_.card);
  h.i64(take_.seat);
  h.i64(take_.card);
  h.i64(take_.destroyed);
  h.i64(take_.placed);
  h.bytes(take_.pot, 4);
  h.i64(take_.coins_bought);
  h.bytes(report_.total, kMaxPlayers);
  for (int r = 0; r < 4; ++r) h.i64(net_[r]);
  h.u64(reveals_);
  h.u64(chance_);
  h.u64(rng_.state0());
  h.u64(rng_.state1());
  if (rules_ != 1) {
    h.i64(rules_);
    h.i64(screen_off_);
    h.i64(repeat_from_);
  }                   // (rules 1 hashes as before: golden records)
  if (rules_ >= 3) {  // (rules 2 hashes as before too)
    h.i64(move_host_);
    for (int p = 0; p < n_; ++p)
      for (int r = 0; r < 4; ++r) h.i64(pub_[p][r]);
  }
  return h.value();
}

// ---- invariants ------------------------------------------------------------------------

bool EndState::check_invariants(std::string* why) const {
  auto fail = [&](const std::string& s) {
    if (why) *why = s;
    return false;
  };
  // Every disaster card exactly once: deck, hands, current, discard, attached, pending.
  int seen[kCards] = {};
  for (int i = 0; i < deck_n_; ++i) {
    if (where_[deck_[i]] != kInDeck) return fail("a deck card is not marked as in the deck");
    if (gen_[deck_[i]] != deck_gen_) return fail("a deck card from an older deck");
    ++seen[deck_[i]];
  }
  for (int i = 0; i < discard_n_; ++i) {
    if (where_[discard_[i]] != kInDiscard) return fail("a discarded card is not marked as discarded");
    ++seen[discard_[i]];
  }
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    if (P.hand_n > kHandSize) return fail("a hand holds more than 4 cards");
    for (int i = 0; i < P.hand_n; ++i) {
      if (where_[P.hand[i]] != kInHand) return fail("a hand card is not marked as in a hand");
      if (i > 0 && P.hand[i - 1] >= P.hand[i]) return fail("a hand is not sorted");
      ++seen[P.hand[i]];
    }
  }
  int pending = 0, current = 0;
  for (int c = 0; c < kCards; ++c) {
    switch (where_[c]) {
      case kAttached:
        if (owner_[c] < 0 || owner_[c] >= n_ || host_[c] >= kLocations) return fail("an innovation has no host");
        ++seen[c];
        break;
      case kPending:
        ++pending;
        ++seen[c];
        break;
      case kCurrent:
        ++current;
        ++seen[c];
        break;
      default:
        if (owner_[c] != -1) return fail("an unattached card has an owner");
        break;
    }
    if (exh_[c] && (where_[c] != kAttached && where_[c] != kPending)) return fail("an exhaust marker off the empire");
    if (exh_[c] && kDisasterInfo[c].ability.phase != kAbD) return fail("a non-exhausting ability is exhausted");
  }
  for (int c = 0; c < kCards; ++c)
    if (seen[c] != 1)
      return fail("disaster card " + std::string(kDisasterInfo[c].code) + " appears " + std::to_string(seen[c]) +
                  " times");
  if (pending > 1) return fail("more than one card in limbo");
  if (pending == 1 && pend_card_ < 0) return fail("a card in limbo without a pending placement");
  int live = 0;
  for (int d = 0; d < dis_n_; ++d) {
    if (cur_card_[d] >= 0) {
      if (where_[cur_card_[d]] != kCurrent && where_[cur_card_[d]] != kPending)
        return fail("a current disaster is elsewhere");
      live += where_[cur_card_[d]] == kCurrent;
    }
  }
  if (live != current) return fail("current disasters do not match the table");
  // Conflict cards: deck + discard + the revealed one = 11, each once.
  int cseen[kConflictCards] = {};
  for (int i = 0; i < con_deck_n_; ++i) ++cseen[con_deck_[i]];
  for (int i = 0; i < con_discard_n_; ++i) ++cseen[con_discard_[i]];
  if (con_cur_ >= 0) ++cseen[con_cur_];
  for (int i = 0; i < kConflictCards; ++i)
    if (cseen[i] != 1) return fail("a conflict card is missing or doubled");
  // Tiles: a permutation per empire; innovation counts match the attached cards.
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    uint32_t m = 0;
    for (int q = 0; q < kLocations; ++q) {
      m |= 1u << P.order[q];
      if (P.pos[P.order[q]] != q) return fail("tile positions disagree");
    }
    if (m != (1u << kLocations) - 1u) return fail("an empire is not the 11 locations");
    if (P.destroyed >> kLocations) return fail("a destroyed flag outside the empire");
    for (int t = 0; t < kLocations; ++t) {
      int k = 0;
      for (int c = 0; c < kCards; ++c) k += owner_[c] == p && where_[c] == kAttached && host_[c] == t;
      if (k != P.innov[t]) return fail("innovation counts disagree");
    }
    if ((P.commit[kW] | P.commit[kH]) != 0) return fail("a commitment holds wheat or hammers");
    if (dec_ != kDecCommit && (P.commit[kA] | P.commit[kC]) != 0) return fail("a commitment outside a conflict");
  }
  // Tokens: every token in stashes, commitments and pots came from the starting
  // supply or the bank (net_), so none is created or lost.
  for (int r = 0; r < 4; ++r) {
    int sum = 0;
    for (int p = 0; p < n_; ++p) sum += pl_[p].res[r] + pl_[p].commit[r];
    for (int d = 0; d < 2; ++d) sum += pot_[d][r];
    if (sum != kStartTokens * n_ + net_[r]) return fail(std::string("the ") + kResEn[r] + " tokens do not add up");
  }
  for (int d = dis_n_; d < 2; ++d)
    for (int r = 0; r < 4; ++r)
      if (pot_[d][r]) return fail("a pot without a disaster");
  for (int p = 0; p < n_; ++p)
    for (int r = 0; r < 4; ++r) {
      if (pub_[p][r] < 0) return fail("a negative public estimate");
      if (screen_off(p) && pub_[p][r] != pl_[p].res[r] + pl_[p].commit[r])
        return fail("an open stash differs from what everybody knows of it");
    }
  if (rules_ >= 3 && screen_off_ && dec_ != kDecLowRes) return fail("a screen is off outside the low-resources step");
  if (space_ > track().length) return fail("the turn marker is off the track");
  if ((dec_ == kDecNone) != (space_ == track().length)) return fail("the game ends off the END space");
  return true;
}

}  // namespace emp
