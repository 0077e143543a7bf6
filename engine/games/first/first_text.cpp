// First Empires: game info, labels (EN/DE), JSON, hashing, invariants, resampling.
#include <algorithm>
#include <bit>

#include "core/hash.h"
#include "core/json.h"
#include "games/first/first_state.h"

namespace emp {

using namespace first;

namespace {

std::unique_ptr<State> create_first(const Options& o, uint64_t seed) {
  if (o.players < 2 || o.players > 5 || o.variant != 0) return nullptr;
  return std::make_unique<FirstState>(o, seed);
}

std::unique_ptr<State> create_first_rules(const Options& o, uint64_t seed, uint32_t rules) {
  if (o.players < 2 || o.players > 5 || o.variant != 0 || rules < 1 || rules > kRulesLatest) return nullptr;
  return std::make_unique<FirstState>(o, seed, rules);
}

const GameInfo kFirstInfo = [] {
  GameInfo g;
  g.id = "first";
  g.name_en = "First Empires";
  g.name_de = "First Empires";
  g.min_players = 2;
  g.max_players = 5;
  g.rules_version = kRulesLatest;  // 1: pauses only with a scorable card; 2: pauses on public facts (first_state.h)
  g.hidden_information = true;     // hands, decks, city token values
  g.chance = true;                 // dice, draws
  g.simultaneous = false;
  g.private_information = true;  // achievement cards in hand
  g.listed = true;
  g.create = &create_first;
  g.create_rules = &create_first_rules;
  g.evaluate = &first_evaluate;
  g.eval_temperature = 5.0;
  g.rollout = &first_rollout;
  g.rollout_depth = 40;
  g.messages = first_messages();
  return g;
}();

const char* kColourEn[] = {"orange", "blue", "purple", "green", "yellow", "black"};
const char* kColourDe[] = {"orange", "blau", "lila", "grün", "gelb", "schwarz"};
const char* kTrackEn[] = {"orange (dice)", "blue (re-rolls)", "purple (movement)", "green (cards)",
                          "yellow (explorers)"};
const char* kTrackDe[] = {"Orange (Würfel)", "Blau (Neuwürfe)", "Lila (Bewegung)", "Grün (Karten)", "Gelb (Entdecker)"};
const char* kDecisionNames[] = {"roll",           "move",       "attack",   "retreat", "advance",
                                "place_explorer", "place_city", "end_turn", "none"};

class Json {
 public:
  Json& obj() {
    w_.begin_object();
    return *this;
  }
  Json& end_obj() {
    w_.end_object();
    return *this;
  }
  Json& arr(const char* k) {
    w_.key(k);
    w_.begin_array();
    return *this;
  }
  Json& end_arr() {
    w_.end_array();
    return *this;
  }
  Json& kv(const char* k, int v) {
    w_.key(k);
    w_.value(static_cast<int64_t>(v));
    return *this;
  }
  Json& kv(const char* k, bool v) {
    w_.key(k);
    w_.value(v);
    return *this;
  }
  Json& kv(const char* k, const char* v) {
    w_.key(k);
    w_.value(v);
    return *this;
  }
  Json& val(int v) {
    w_.value(static_cast<int64_t>(v));
    return *this;
  }
  Json& key(const char* k) {
    w_.key(k);
    return *this;
  }
  JsonWriter& w() { return w_; }
  std::string take() { return w_.take(); }

 private:
  JsonWriter w_;
};

}  // namespace

const GameInfo& first_game_info() { return kFirstInfo; }
const GameInfo& FirstState::info() const { return kFirstInfo; }

Progress FirstState::progress() const {
  Progress p;
  p.round = round_;
  p.turn = (round_ - 1) * n_ + pos_ + 1;
  p.phase = phase();
  p.phase_key = "first.phase." + std::to_string(p.phase);
  return p;
}

// ---------------------------------------------------------------------------
// labels

std::string FirstState::action_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, false);
}
std::string FirstState::button_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, true);
}

// The log reads in the third person ("Greift Etrurien an"), a button is an
// imperative with the verb last ("Etrurien angreifen"): German keeps two
// texts, English reads the same in both.
std::string FirstState::label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const {
  (void)seat_names;
  const bool de = lang == Lang::De;
  const bool btn = de && button;
  const uint32_t arg = action_arg(a);
  const SideInfo& S = kSides[side_];
  auto area = [&](uint32_t i) -> std::string {
    if (static_cast<int>(i) >= S.count) return "?";
    return de ? S.areas[i].name_de : S.areas[i].name_en;
  };
  auto card = [&](uint32_t c) -> std::string {
    if (c >= static_cast<uint32_t>(kCards)) return "?";
    return de ? kCardInfo[c].name_de : kCardInfo[c].name_en;
  };
  auto colour = [&](uint32_t f) -> std::string {
    if (f >= static_cast<uint32_t>(kFaces)) return "?";
    return de ? kColourDe[f] : kColourEn[f];
  };
  auto die_face = [&](uint32_t d) -> std::string { return d < ndice_ ? colour(dice_[d]) : "?"; };
  auto a_die = [&](uint32_t d) -> std::string {  // "a blue die", "an orange die"
    const std::string f = die_face(d);
    return (f[0] == 'o' ? "an " : "a ") + f + " die";
  };
  switch (action_kind(a)) {
    case kActReroll: {
      std::string s;
      int k = 0;
      for (int i = 0; i < ndice_; ++i)
        if ((arg >> i) & 1) {
          s += (k++ ? ", " : "") + colour(dice_[i]);
        }
      if (btn) return std::to_string(k) + " Würfel neu würfeln (" + s + ")";
      if (de) return "Würfelt " + std::to_string(k) + (k == 1 ? " Würfel" : " Würfel") + " neu (" + s + ")";
      return "Re-roll " + std::to_string(k) + (k == 1 ? " die" : " dice") + " (" + s + ")";
    }
    case kActBlack:
      if (btn) return card(arg >> 8) + " abwerfen: ein Würfel (" + die_face(arg & 0xFF) + ") wird schwarz";
      if (de) return "Wirft " + card(arg >> 8) + " ab: ein Würfel (" + die_face(arg & 0xFF) + ") wird schwarz";
      return "Discard " + card(arg >> 8) + ": " + a_die(arg & 0xFF) + " turns black";
    case kActEndRoll:
      return btn ? "Würfeln beenden" : de ? "Beendet das Würfeln" : "Finish rolling";
    case kActStep:
      if (btn) return "1 Entdecker von " + area(arg >> 8) + " nach " + area(arg & 0xFF) + " ziehen";
      if (de) return "Zieht 1 Entdecker von " + area(arg >> 8) + " nach " + area(arg & 0xFF);
      return "Move 1 explorer from " + area(arg >> 8) + " to " + area(arg & 0xFF);
    case kActAttack:
      if (btn) return area(arg) + " angreifen";
      return de ? "Greift " + area(arg) + " an" : "Attack " + area(arg);
    case kActAdd:
      if (btn) return "1 Entdecker aus " + area(arg) + " in den Angriff schicken";
      if (de) return "Schickt 1 Entdecker aus " + area(arg) + " in den Angriff";
      return "Send 1 explorer from " + area(arg) + " into the attack";
    case kActCommit: {
      const std::string t = target_ >= 0 ? area(static_cast<uint32_t>(target_)) : "?";
      const std::string n = std::to_string(commit_n_);
      const bool one = commit_n_ == 1;
      if (btn) return t + " mit " + n + (one ? " Entdecker erobern" : " Entdeckern erobern");
      if (de) return "Erobert " + t + " mit " + n + (one ? " Entdecker" : " Entdeckern");
      return "Conquer " + t + " with " + n + (one ? " explorer" : " explorers");
    }
    case kActEndMove:
      return btn ? "Bewegung beenden" : de ? "Beendet die Bewegung" : "End movement";
    case kActRetreat:
      if (btn) return "Nach " + area(arg) + " zurückziehen";
      return de ? "Zieht sich nach " + area(arg) + " zurück" : "Retreat to " + area(arg);
    case kActConvert: {
      const uint32_t c = arg >> 8, d = (arg >> 4) & 0xF, f = arg & 0xF;
      if (btn) return card(c) + " abwerfen: ein Würfel (" + die_face(d) + ") wird " + colour(f);
      if (de) return "Wirft " + card(c) + " ab: ein Würfel (" + die_face(d) + ") wird " + colour(f);
      return "Discard " + card(c) + ": " + a_die(d) + " becomes " + colour(f);
    }
    case kActRaise:
      if (arg >= static_cast<uint32_t>(kTracks)) break;
      if (btn) return std::string("Auf der Leiste ") + kTrackDe[arg] + " aufsteigen";
      return de ? std::string("Steigt auf der Leiste ") + kTrackDe[arg] + " auf"
                : std::string("Raise the ") + kTrackEn[arg] + " track";
    case kActPlaceExplorer:
      if (btn) return "Einen neuen Entdecker nach " + area(arg) + " setzen";
      return de ? "Setzt einen neuen Entdecker nach " + area(arg) : "Place a new explorer in " + area(arg);
    case kActEndAdvance:
      return btn ? "Aufstieg beenden" : de ? "Beendet den Aufstieg" : "Finish advancing";
    case kActPlaceCity:
      if (btn) return "Die Stadt verdeckt nach " + area(arg) + " legen";
      return de ? "Legt die Stadt verdeckt nach " + area(arg) : "Place the city token face down in " + area(arg);
    case kActScore: {
      const std::string v = arg < static_cast<uint32_t>(kCards) ? std::to_string(kCardInfo[arg].vp) : "?";
      if (btn) return card(arg) + " werten (" + v + " SP)";
      return de ? "Wertet " + card(arg) + " (" + v + " SP)" : "Score " + card(arg) + " (" + v + " VP)";
    }
    case kActEndTurn:
      return btn ? "Zug beenden" : de ? "Beendet den Zug" : "End turn";
    default:
      break;
  }
  return de ? "Unbekannte Aktion" : "Unknown action";
}

// ---------------------------------------------------------------------------
// JSON

std::string FirstState::observation_json(int player) const {
  Json j;
  const SideInfo& S = kSides[side_];
  j.obj().kv("game", "first").kv("viewer", player).kv("players", static_cast<int>(n_));
  j.kv("side", side_ == kSideA ? "A" : "B").kv("round", static_cast<int>(round_)).kv("rounds", rounds());
  j.kv("start_player", static_cast<int>(first_)).kv("active", static_cast<int>(active_));
  j.kv("phase", phase()).kv("decision", kDecisionNames[dec_]).kv("seat", terminal() ? -1 : static_cast<int>(cur_));
  j.arr("dice");
  for (int i = 0; i < ndice_; ++i) j.w().value(kColourEn[dice_[i]]);
  j.end_arr();
  j.kv("rerolls_left", static_cast<int>(rerolls_left_)).kv("blackened", blackened_).kv("mp", static_cast<int>(mp_));
  j.arr("raises");
  for (int t = 0; t < kTracks; ++t) j.val(raises_[t]);
  j.end_arr();
  j.kv("target", target_ >= 0 ? S.areas[target_].code : "");
  j.kv("defender", static_cast<int>(defender_)).kv("retreating", static_cast<int>(retreat_n_));
  j.arr("committed");
  for (int a = 0; a < S.count; ++a) j.val(commit_[a]);
  j.end_arr();
  j.kv("pending_explorers", static_cast<int>(pend_expl_)).kv("pending_city_track", pending_city_track());
  j.kv("conquests", static_cast<int>(conq_)).kv("conquests_city", static_cast<int>(conq_city_));
  j.kv("conquests_black", static_cast<int>(conq_black_)).kv("conquests_sea", static_cast<int>(conq_sea_));
  j.kv("landings", static_cast<int>(landings_));
  j.arr("areas");
  for (int a = 0; a < S.count; ++a) j.w().value(((in_play_ >> a) & 1) ? S.areas[a].code : "");
  j.end_arr();
  j.arr("seats");
  for (int p = 0; p < n_; ++p) {
    j.obj().kv("civ", kCivInfo[civ_[p]].code);
    j.arr("tracks");
    for (int t = 0; t < kTracks; ++t) j.val(step_[p][t]);
    j.end_arr();
    j.arr("explorers");
    for (int a = 0; a < S.count; ++a) j.val(expl_[p][a]);
    j.end_arr();
    j.kv("hand_size", hand_size(p)).kv("deck_left", deck_left(p));
    const int base = civ_[p] * kCardsPerDeck;
    if (p == player || terminal()) {
      j.arr("hand");
      for (unsigned m = hand_[p]; m; m &= m - 1) j.w().value(kCardInfo[base + std::countr_zero(m)].id);
      j.end_arr();
    }
    j.arr("scored");
    for (unsigned m = scored_[p]; m; m &= m - 1) j.w().value(kCardInfo[base + std::countr_zero(m)].id);
    j.end_arr();
    j.arr("discarded");
    for (unsigned m = discarded_[p]; m; m &= m - 1) j.w().value(kCardInfo[base + std::countr_zero(m)].id);
    j.end_arr();
    j.arr("city_tokens");  // location: column t / board area / captured by seat; values only at the end
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = tok_loc_[p][i];
      j.obj();
      if (l < kLocBoard)
        j.kv("column", l - kLocColumn);
      else if (l < kLocCaptured)
        j.kv("area", S.areas[l - kLocBoard].code);
      else
        j.kv("captured_by", l - kLocCaptured);
      if (terminal()) j.kv("value", static_cast<int>(tok_val_[p][i]));
      j.end_obj();
    }
    j.end_arr();
    j.kv("board_vp", board_vp(p)).kv("card_vp", card_vp(p));
    if (terminal()) j.kv("city_vp", city_vp(p));
    j.end_obj();
  }
  j.end_arr();
  // The latest round that is over (public): what each seat gained and lost.
  j.key("round_report").obj().kv("round", static_cast<int>(round_rep_.round));
  j.arr("seats");
  for (int p = 0; p < n_; ++p) {
    const RoundReport::Seat& r = round_rep_.seat[p];
    j.obj().kv("steps", static_cast<int>(r.steps)).kv("vp_board", static_cast<int>(r.vp_board));
    j.kv("vp_cards", static_cast<int>(r.vp_cards)).kv("scored", static_cast<int>(r.scored));
    j.kv("drawn", static_cast<int>(r.drawn)).kv("spent", static_cast<int>(r.spent));
    j.kv("explorers", static_cast<int>(r.explorers)).kv("regions", static_cast<int>(r.regions));
    j.kv("cities", static_cast<int>(r.cities)).kv("captured", static_cast<int>(r.captured));
    j.kv("conquests", static_cast<int>(r.conquests)).kv("conquered", static_cast<int>(r.conquered));
    j.end_obj();
  }
  j.end_arr();
  j.end_obj();
  j.end_obj();
  return j.take();
}

std::string FirstState::to_json() const { return observation_json(-1); }

// ---------------------------------------------------------------------------
// hidden information

void FirstState::resample_hidden(int player, Rng& rng) {
  // Hidden from `player`: the order of every deck, the other seats' hands and
  // the values of all face-down city tokens (hidden from their owners too).
  // Pools are built in a canonical order, so the result depends only on what
  // `player` sees and on the rng.
  for (int q = 0; q < n_; ++q) {
    uint8_t drawn[kCardsPerDeck], pool[kCardsPerDeck];
    int nd = 0, np = 0;
    const bool hand_known = q == player || terminal();
    const uint16_t fixed = static_cast<uint16_t>(scored_[q] | discarded_[q] | (hand_known ? hand_[q] : 0));
    uint16_t all_drawn = static_cast<uint16_t>(scored_[q] | discarded_[q] | hand_[q]);
    for (int i = 0; i < kCardsPerDeck; ++i)
      if (!((fixed >> i) & 1) && !(hand_known && ((all_drawn >> i) & 1))) pool[np++] = static_cast<uint8_t>(i);
    shuffle(pool, np, rng);
    if (q != player && !terminal()) {  // the end shows every hand
      const int h = hand_size(q);
      hand_[q] = 0;
      for (int i = 0; i < h; ++i) hand_[q] |= static_cast<uint16_t>(1u << pool[i]);
      all_drawn = static_cast<uint16_t>(scored_[q] | discarded_[q] | hand_[q]);
      for (int i = h; i < np; ++i) deck_[q][deck_pos_[q] + i - h] = pool[i];
    } else {
      for (int i = 0; i < np; ++i) deck_[q][deck_pos_[q] + i] = pool[i];
    }
    for (int i = 0; i < kCardsPerDeck; ++i)
      if ((all_drawn >> i) & 1) drawn[nd++] = static_cast<uint8_t>(i);
    for (int i = 0; i < nd; ++i) deck_[q][i] = drawn[i];
    if (!terminal()) {
      uint8_t vals[kCityTokens];
      for (int i = 0; i < kCityTokens; ++i) vals[i] = kCityValues[i];
      shuffle(vals, kCityTokens, rng);
      for (int i = 0; i < kCityTokens; ++i) tok_val_[q][i] = vals[i];
    }
  }
  rng_.seed(rng.next());  // future dice and draws are unknown to everyone
}

// ---------------------------------------------------------------------------
// hash

uint64_t FirstState::hash() const {
  Hasher h;
  auto b = [&](uint64_t v) { h.u64(v); };
  if (rules_ != 1) b(rules_);  // not for version 1: the golden hashes stay
  b(n_), b(side_), b(round_), b(first_), b(pos_), b(active_), b(cur_), b(dec_), b(in_play_);
  h.bytes(civ_, sizeof civ_);
  h.bytes(start_, sizeof start_);
  h.bytes(step_, sizeof step_);
  h.bytes(expl_, sizeof expl_);
  h.bytes(pres_, sizeof pres_);
  for (int p = 0; p < kMaxPlayers; ++p) b(hand_[p]), b(scored_[p]), b(discarded_[p]);
  h.bytes(deck_, sizeof deck_);
  h.bytes(deck_pos_, sizeof deck_pos_);
  h.bytes(tok_val_, sizeof tok_val_);
  h.bytes(tok_loc_, sizeof tok_loc_);
  h.bytes(dice_, sizeof dice_);
  b(ndice_), b(rerolls_left_), b(blackened_), b(mp_);
  h.bytes(raises_, sizeof raises_);
  b(crossed_), b(pend_expl_), b(static_cast<uint64_t>(target_)), b(static_cast<uint64_t>(defender_)), b(retreat_n_);
  h.bytes(commit_, sizeof commit_);
  b(commit_n_), b(conq_), b(conq_city_), b(conq_black_), b(conq_sea_), b(landings_);
  h.bytes(forced_, sizeof forced_);
  b(forced_n_), b(forced_pos_), b(chance_), b(rng_.state0()), b(rng_.state1());
  return h.value();
}

// ---------------------------------------------------------------------------
// invariants

bool FirstState::check_invariants(std::string* why) const {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  const MapTables& M = map_tables();
  const uint32_t ocean = M.ocean[side_];
  const bool moving = dec_ == kDecMove || dec_ == kDecAttack || dec_ == kDecRetreat;
  for (int p = 0; p < n_; ++p) {
    const std::string ps = " (seat " + std::to_string(p) + ")";
    const CivInfo& C = kCivInfo[civ_[p]];
    for (int t = 0; t < kTracks; ++t)
      if (step_[p][t] >= kSteps) return fail("track past its top" + ps);
    // Explorers: the yellow value, all on the board (or retreating / being placed).
    int k = explorers_on_board(p);
    if (p == defender_ && dec_ == kDecRetreat) k += retreat_n_;
    if (p == active_ && dec_ == kDecPlaceExpl) k += pend_expl_;
    if (k != track_value(p, kY)) return fail("explorers not conserved" + ps);
    if (track_value(p, kY) > kMaxExplorers) return fail("more than 10 explorers" + ps);
    uint32_t pres = 0;
    for (int a = 0; a < kMaxAreas; ++a) {
      if (expl_[p][a] && !((in_play_ >> a) & 1)) return fail("explorer outside the map in play" + ps);
      if (expl_[p][a]) pres |= 1u << a;
    }
    if (pres != pres_[p]) return fail("presence cache wrong" + ps);
    for (uint32_t m = ocean; m; m &= m - 1)
      if (expl_[p][std::countr_zero(m)] && !(moving && p == active_)) return fail("explorer left at sea" + ps);
    if (!occupied(p) && !(moving && p == active_)) return fail("seat without a region" + ps);  // (all at sea meanwhile)
    // Cards: hand, scored, discarded and the rest of the deck partition the 9 cards.
    if ((hand_[p] & scored_[p]) || (hand_[p] & discarded_[p]) || (scored_[p] & discarded_[p]))
      return fail("card in two places" + ps);
    unsigned perm = 0, drawn = 0;
    for (int i = 0; i < kCardsPerDeck; ++i) {
      perm |= 1u << deck_[p][i];
      if (i < deck_pos_[p]) drawn |= 1u << deck_[p][i];
    }
    if (perm != 0x1FFu) return fail("deck order is not a permutation" + ps);
    if (drawn != static_cast<unsigned>(hand_[p] | scored_[p] | discarded_[p])) return fail("cards not conserved" + ps);
    const int expect_drawn = [&] {
      int d = C.value[kG][0];
      for (int s = 1; s <= step_[p][kG]; ++s) d += C.value[kG][s];
      return std::min(d, kCardsPerDeck);
    }();
    if (deck_pos_[p] != expect_drawn) return fail("cards drawn do not match the green track" + ps);
    // City tokens: values 1,1,2,2,2,3; each column holds its token until its icon is reached.
    int vals[4] = {};
    for (int i = 0; i < kCityTokens; ++i) {
      if (tok_val_[p][i] < 1 || tok_val_[p][i] > 3) return fail("bad city token value" + ps);
      ++vals[tok_val_[p][i]];
    }
    if (vals[1] != 2 || vals[2] != 3 || vals[3] != 1) return fail("city token values not conserved" + ps);
    for (int t = 0; t < kTracks; ++t) {
      int in_col = 0;
      for (int i = 0; i < kCityTokens; ++i) in_col += tok_loc_[p][i] == kLocColumn + t;
      const bool pending = p == active_ && ((crossed_ >> t) & 1);  // placed at the end of Phase 3
      const bool should = step_[p][t] < C.star[t] || pending;
      if (in_col != (should ? 1 : 0)) return fail("city token of a column misplaced" + ps);
    }
    for (int i = 0; i < kCityTokens; ++i) {
      const int l = tok_loc_[p][i];
      if (l >= kLocCaptured) {
        if (l - kLocCaptured >= n_ || l - kLocCaptured == p) return fail("bad captured token" + ps);
      } else if (l >= kLocBoard) {
        const int a = l - kLocBoard;
        if (a >= M.count[side_] || !((in_play_ >> a) & 1) || ((ocean >> a) & 1))
          return fail("city token off the land in play" + ps);
        const int o = owner(a);
        if (o >= 0 && o != p) return fail("rival region holds a city token" + ps);
      } else if (l >= kTracks) {
        return fail("bad token column" + ps);
      }
    }
  }
  for (int a = 0; a < kMaxAreas; ++a) {
    int owners = 0;
    for (int p = 0; p < n_; ++p) owners += expl_[p][a] > 0;
    if (owners > 1) return fail("two seats' explorers share an area");
  }
  if (dec_ == kDecNone) return true;
  // The turn in progress.
  if (ndice_ > kMaxDice) return fail("too many dice");
  for (int i = 0; i < ndice_; ++i) {
    if (dice_[i] >= kFaces) return fail("bad die face");
    if (i && dice_[i - 1] > dice_[i]) return fail("dice not sorted");
  }
  if (mp_ > track_value(active_, kP)) return fail("more MP than the purple track gives");
  if (moving && mp_ < sea_count()) return fail("explorers at sea cannot get back to land");
  for (int t = 0; t < kTracks; ++t) {
    if (raises_[t] > dice_of(t)) return fail("raise without a die");
    if (raises_[t] > occ_count(active_, t)) return fail("raise without a region");
  }
  int c = 0;
  for (int a = 0; a < kMaxAreas; ++a) {
    c += commit_[a];
    if (commit_[a] > expl_[active_][a]) return fail("committed explorers missing");
  }
  if (c != commit_n_) return fail("committed count wrong");
  if ((dec_ == kDecAttack) != (commit_n_ > 0 || dec_ == kDecAttack)) return fail("commitment outside an attack");
  if (cur_ != active_ && dec_ != kDecRetreat) return fail("wrong seat to act");
  return true;
}

}  // namespace emp
