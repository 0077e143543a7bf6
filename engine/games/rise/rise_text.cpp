// Rise of Empires: game info, labels (EN/DE), JSON, hashing, invariants, resampling.
#include <algorithm>
#include <bit>
#include <cstdio>

#include "core/hash.h"
#include "core/json.h"
#include "games/rise/rise_state.h"

namespace emp {

using namespace rise;

namespace {

std::unique_ptr<State> create_rise(const Options& o, uint64_t seed) {
  if (o.players < 2 || o.players > 5) return nullptr;
  return std::make_unique<RiseState>(o, seed);
}

const GameInfo kRiseInfo = [] {
  GameInfo g;
  g.id = "rise";
  g.name_en = "Rise of Empires";
  g.name_de = "Rise of Empires";
  g.min_players = 2;
  g.max_players = 5;
  g.rules_version = 1;
  g.hidden_information = true;
  g.chance = true;
  g.simultaneous = false;
  g.listed = true;
  g.create = &create_rise;
  g.evaluate = &rise_evaluate;
  g.eval_temperature = 4.0;
  g.messages = rise_messages();  // why_illegal reasons (rise_why.cpp)
  return g;
}();

// Short names over the core JSON writer, for the observation code below.
class Json {
 public:
  Json& obj() {
    return run([&] { w_.begin_object(); });
  }
  Json& end_obj() {
    return run([&] { w_.end_object(); });
  }
  Json& arr() {
    return run([&] { w_.begin_array(); });
  }
  Json& end_arr() {
    return run([&] { w_.end_array(); });
  }
  Json& key(const char* k) {
    return run([&] { w_.key(k); });
  }
  Json& val(int64_t v) {
    return run([&] { w_.value(v); });
  }
  Json& val(bool v) {
    return run([&] { w_.value(v); });
  }
  Json& val(const char* v) {
    return run([&] { w_.value(v); });
  }
  Json& kv(const char* k, int64_t v) { return key(k).val(v); }
  Json& kv(const char* k, int v) { return key(k).val(static_cast<int64_t>(v)); }
  Json& kv(const char* k, bool v) { return key(k).val(v); }
  Json& kv(const char* k, const char* v) { return key(k).val(v); }
  Json& val_int(int v) { return val(static_cast<int64_t>(v)); }
  Json& mask(const char* k, uint64_t m) {
    key(k).arr();
    for (; m; m &= m - 1) val_int(std::countr_zero(m));
    return end_arr();
  }
  std::string take() { return w_.take(); }

 private:
  template <class F>
  Json& run(F f) {
    f();
    return *this;
  }
  JsonWriter w_;
};

const char* kDecisionNames[] = {"main", "pay",         "b_choose",    "empire_place", "empire_battle", "post",
                                "ally", "food_upkeep", "disc_upkeep", "era_keep",     "turn_order",    "none"};
const char* kPhaseNames[] = {"actions", "food", "income", "era_end", "turn_order", "over"};

std::string default_seat_name(int s, bool de) {
  return std::string(de ? "Spieler " : "Player ") + std::to_string(s + 1);
}

// "1 cube" / "3 cubes": the count with the singular or plural noun.
std::string count_of(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}
std::string cubes_n(int n, bool de) {
  return de ? count_of(n, "Spielstein", "Spielsteine") : count_of(n, "cube", "cubes");
}
std::string discs_n(int n, bool de) { return de ? count_of(n, "Ware", "Waren") : count_of(n, "disc", "discs"); }

}  // namespace

// Players see names, never the data's ids: a wonder by its name, any other
// city by its printed cost and victory points, an empire tile by the side in
// play, a trade box by what it trades.
std::string rise_city_name(int c, Lang lang) {
  const bool de = lang == Lang::De;
  const CityInfo& C = kCityInfo[c];
  if (C.wonder) return de ? C.name_de : C.name_en;
  return std::string(de ? "Stadt (" : "City (") + std::to_string(C.cost_gold) + (de ? " Gold, " : " gold, ") +
         std::to_string(C.vp) + (de ? " SP/Runde)" : " VP/turn)");
}

std::string rise_empire_name(int e, int era, Lang lang) {
  const bool de = lang == Lang::De;
  const EmpireSide& S = kEmpireInfo[e].side[era >= 2 ? 1 : 0];
  std::string t = std::string(de ? "Imperiumsplättchen (" : "empire tile (") +
                  (de ? count_of(S.regions, "Region", "Regionen") : count_of(S.regions, "region", "regions"));
  if (S.water) t += de ? ", Wasser" : ", water";
  return t + ")";
}

std::string rise_trade_name(int b, Lang lang) {
  const bool de = lang == Lang::De;
  const TradeBox& T = kTradeBox[b];
  return discs_n(T.discs, de) + (de ? " gegen " : " for ") + std::to_string(T.reward) + " " +
         (T.vp ? (de ? "SP" : "VP") : (de ? "Gold" : "gold"));
}

namespace rise {

namespace {
// Per region (kRegionInfo's order): English "in …", German dative and accusative.
struct RegionPhrase {
  const char *in_en, *in_de, *to_de;
};
constexpr RegionPhrase kRegionPhrase[kRegions] = {
    {"in Western Europe", "in Westeuropa", "nach Westeuropa"},
    {"in the Balkans & Central Europe", "auf dem Balkan / in Mitteleuropa", "auf den Balkan / nach Mitteleuropa"},
    {"in the Mediterranean Sea", "im Mittelmeer", "ins Mittelmeer"},
    {"in NW Africa", "im westlichen Nordafrika", "ins westliche Nordafrika"},
    {"in NE Africa", "im östlichen Nordafrika", "ins östliche Nordafrika"},
    {"in Anatolia", "in der Türkei", "in die Türkei"},
    {"in the Near East", "im Nahen Osten", "in den Nahen Osten"},
    {"in Persia & Mesopotamia", "in Persien", "nach Persien"},
    {"in Northern Europe", "in Nordeuropa", "nach Nordeuropa"},
    {"in Eastern Europe", "in Osteuropa", "nach Osteuropa"},
    {"in North America", "in Nordamerika", "nach Nordamerika"},
    {"in South America", "in Südamerika", "nach Südamerika"},
    {"in India", "in Indien", "nach Indien"},
    {"in China", "in China", "nach China"},
    {"in Russia", "in Russland", "nach Russland"},
    {"in Central Asia", "in Zentralasien", "nach Zentralasien"},
    {"in Arabia", "in Arabien", "nach Arabien"},
    {"in West Africa", "in Westafrika", "nach Westafrika"},
    {"in East Africa", "in Ostafrika", "nach Ostafrika"},
    {"in Southern Africa", "im südlichen Afrika", "ins südliche Afrika"},
};
}  // namespace

const char* region_in(int r, bool de) { return de ? kRegionPhrase[r].in_de : kRegionPhrase[r].in_en; }
const char* region_to(int r, bool de) { return de ? kRegionPhrase[r].to_de : kRegionPhrase[r].in_en; }

}  // namespace rise

const GameInfo& rise_game_info() { return kRiseInfo; }
const GameInfo& RiseState::info() const { return kRiseInfo; }

Progress RiseState::progress() const {
  Progress p;
  p.era = era();
  p.turn = turn();
  p.phase = static_cast<int>(phase());
  p.phase_key = "rise.phase." + std::to_string(p.phase);
  return p;
}

// ---------------------------------------------------------------------------
// labels

std::string RiseState::action_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, false);
}
std::string RiseState::button_label(Action a, Lang lang, const std::vector<std::string>* seat_names) const {
  return label_of(a, lang, seat_names, true);
}

// The log reads in the third person ("Nimmt Gebiet Gallien"), a button is an
// imperative with the verb last ("Gebiet Gallien nehmen"): German keeps two
// texts, English reads the same in both.
std::string RiseState::label_of(Action a, Lang lang, const std::vector<std::string>* seat_names, bool button) const {
  const bool de = lang == Lang::De;
  const bool btn = de && button;
  auto seat_name = [&](int s, bool de_) {
    if (seat_names && s >= 0 && static_cast<size_t>(s) < seat_names->size() && !(*seat_names)[s].empty())
      return (*seat_names)[s];
    return default_seat_name(s, de_);
  };
  const uint32_t arg = action_arg(a);
  std::string s;
  switch (action_kind(a)) {
    case kActTakeProgress:
      if (arg >= kProgressTypes) break;
      if (btn) return std::string(kProgressInfo[arg].name_de) + " nehmen";
      return std::string(de ? "Nimmt " : "Take ") + (de ? kProgressInfo[arg].name_de : kProgressInfo[arg].name_en);
    case kActTakeTerritory:
      if (arg >= kTerritoryTypes) break;
      if (btn) return std::string("Gebiet ") + kTerritoryInfo[arg].name_de + " nehmen";
      return std::string(de ? "Nimmt Gebiet " : "Take territory ") +
             (de ? kTerritoryInfo[arg].name_de : kTerritoryInfo[arg].name_en);
    case kActTakeCity: {
      if (arg >= kCityTiles) break;
      const CityInfo& C = kCityInfo[arg];
      if (C.wonder && btn) return "Weltwunder " + rise_city_name(arg, lang) + " bauen";
      if (C.wonder) return std::string(de ? "Baut Weltwunder " : "Build wonder ") + rise_city_name(arg, lang);
      const std::string name = rise_city_name(arg, lang);  // "City (4 gold, 2 VP/turn)"
      if (btn) return name + " nehmen";
      return std::string(de ? "Nimmt " : "Take ") + (de ? name : "c" + name.substr(1));
    }
    case kActTakeEmpire:
      if (arg >= kEmpireTiles) break;
      if (btn) return rise_empire_name(arg, era(), lang) + " nehmen";
      return std::string(de ? "Nimmt " : "Take ") + rise_empire_name(arg, era(), lang);
    case kActTrade:
      if (arg >= kTradeBoxes) break;
      return std::string(de ? "Handel: " : "Trade ") + rise_trade_name(arg, lang);
    case kActIdle:
      if (arg >= kRows) break;
      if (btn) return std::string("Scheibe ohne Aktion in Reihe ") + kRowInfo[arg].name_de + " legen";
      return std::string(de ? "Legt Scheibe ohne Aktion in Reihe " : "Place disc without action in row ") +
             (de ? kRowInfo[arg].name_de : kRowInfo[arg].name_en);
    case kActRemoveDisc: {
      const int row = static_cast<int>(arg >> 8), i = static_cast<int>(arg & 0xFF);
      if (row >= kRows || i >= kMaxCircles) break;
      if (btn)
        return std::string("Scheibe aus Reihe ") + kRowInfo[row].name_de + " entfernen (Kreis " +
               std::to_string(i + 1) + " von rechts)";
      return std::string(de ? "Entfernt Scheibe aus Reihe " : "Remove disc from row ") +
             (de ? kRowInfo[row].name_de : kRowInfo[row].name_en) + " (" + (de ? "Kreis " : "circle ") +
             std::to_string(i + 1) + (de ? " von rechts)" : " from the right)");
    }
    case kActPay: {
      static const char* en[] = {"gold", "cube", "disc", "food", "VP"};
      static const char* dee[] = {"Gold", "Spielstein", "Ware", "Nahrung", "Siegpunkt"};
      if (arg > 4) break;
      if (btn) return std::string("1 ") + dee[arg] + " zahlen";
      return std::string(de ? "Zahlt 1 " : "Pay 1 ") + (de ? dee[arg] : en[arg]);
    }
    case kActSkip:
      return btn ? "Auf die Aktion verzichten" : de ? "Verzichtet auf die Aktion" : "Skip the action";
    case kActRestart:
      return btn  ? "Alle Spielsteine zurücknehmen (Neubeginn)"
             : de ? "Nimmt alle Spielsteine zurück (Neubeginn)"
                  : "Withdraw all cubes (restart)";
    case kActPlace: {
      const int r = static_cast<int>(arg >> 8), k = static_cast<int>(arg & 0xFF);
      if (r >= kRegions) break;
      if (btn) return cubes_n(k, de) + " " + rise::region_to(r, de) + " setzen";
      return (de ? "Setzt " : "Place ") + cubes_n(k, de) + " " + rise::region_to(r, de);
    }
    case kActPlaceDone:
      return btn ? "Einsetzen beenden" : de ? "Beendet das Einsetzen" : "Done placing";
    case kActBattle: {
      const int r = static_cast<int>(arg >> 16), q = static_cast<int>((arg >> 8) & 0xFF), row = arg & 0xFF;
      if (r >= kRegions || q >= kMaxPlayers) break;
      return (de ? "Kampf gegen " : "Battle ") + seat_name(q, de) + " " + rise::region_in(r, de) +
             (de ? " (Reihe " : " (row ") + std::to_string(row + 1) + ")";
    }
    case kActBattleDone:
      return de ? "Kein (weiterer) Kampf" : "No (more) battles";
    case kActFree: {
      const int ty = static_cast<int>(arg >> 16), r = static_cast<int>((arg >> 8) & 0xFF),
                q = static_cast<int>((arg >> 4) & 0xF), k = static_cast<int>(arg & 0xF);
      if (ty >= kProgressTypes) break;
      s = btn ? std::string(kProgressInfo[ty].name_de) + " nutzen: "
              : std::string(de ? "Nutzt " : "Use ") + (de ? kProgressInfo[ty].name_de : kProgressInfo[ty].name_en) +
                    ": ";
      if (ty == P1_IWP || ty == P2_GUN || ty == P3_ART) {
        if (r >= kRegions) break;
        if (btn) return s + cubes_n(k, de) + " von " + seat_name(q, de) + " " + rise::region_in(r, de) + " entfernen";
        return s + (de ? "entfernt " : "remove ") + cubes_n(k, de) + (de ? " von " : " of ") + seat_name(q, de) + " " +
               rise::region_in(r, de);
      }
      if (ty == P1_SHB) return s + (de ? "1 Gold -> 1 Ware" : "1 gold -> 1 disc");
      if (ty == P2_LHB) return s + std::to_string(k) + (de ? " Gold -> " : " gold -> ") + discs_n(k, de);
      return s + cubes_n(k, de) + (de ? " in den Vorrat" : " to the pool");
    }
    case kActEndStep:
      return btn ? "Zug beenden" : de ? "Beendet den Zug" : "End turn step";
    case kActAlly:
      if (arg >= kMaxPlayers) break;
      if (btn) return "Mit " + seat_name(static_cast<int>(arg), de) + " verbünden";
      return (de ? "Verbündet sich mit " : "Ally with ") + seat_name(static_cast<int>(arg), de);
    case kActKeep:
    case kActDiscard: {
      const bool keep = action_kind(a) == kActKeep;
      const int kk = static_cast<int>(arg >> 8), t = static_cast<int>(arg & 0xFF);
      if (kk == kKeepEraProgress) {
        if (t >= kProgressTiles) break;
        const ProgressInfo& P = kProgressInfo[kProgressTileType[t]];
        if (btn) return std::string(P.name_de) + (keep ? " behalten (1 Gold)" : " abgeben");
        return std::string(keep ? (de ? "Behält " : "Keep ") : (de ? "Gibt ab: " : "Discard ")) +
               (de ? P.name_de : P.name_en) + (keep ? (de ? " (1 Gold)" : " (1 gold)") : "");
      }
      if (t >= kCityTiles) break;
      const std::string city = rise_city_name(t, lang);  // "City (4 gold, 2 VP/turn)"
      const std::string lower = de ? city : "c" + city.substr(1);
      if (btn) {
        if (!keep) return lower + " abgeben";
        if (kk == kKeepFood) return lower + " ernähren";
        if (kk == kKeepDiscUpkeep) return "1 Ware für " + lower + " zahlen";
        return lower + " für 1 Spielstein behalten";
      }
      const std::string discard = std::string(de ? "Gibt ab: " : "Discard ") + lower;
      if (kk == kKeepFood) return keep ? std::string(de ? "Ernährt " : "Feed ") + lower : discard;
      if (kk == kKeepDiscUpkeep)
        return keep ? std::string(de ? "Zahlt 1 Ware für " : "Pay 1 disc for ") + lower : discard;
      return keep ? std::string(de ? "Behält " : "Keep ") + lower + (de ? " für 1 Spielstein" : " for 1 cube")
                  : discard;
    }
    case kActOrder:
      if (btn) return "Position " + std::to_string(arg + 1) + " wählen";
      return (de ? "Wählt Position " : "Choose turn order position ") + std::to_string(arg + 1);
    default:
      break;
  }
  return de ? "Unbekannte Aktion" : "Unknown action";
}

// ---------------------------------------------------------------------------
// JSON

std::string RiseState::observation_json(int player) const {
  Json j;
  j.obj()
      .kv("game", "rise")
      .kv("viewer", player)
      .kv("players", static_cast<int>(n_))
      .kv("turn", static_cast<int>(turn_));
  j.kv("era", era()).kv("b_turn", b_turn()).kv("phase", kPhaseNames[phase_]).kv("step", static_cast<int>(step_));
  j.key("pending").obj().kv("decision", kDecisionNames[dec_]).kv("seat", terminal() ? -1 : static_cast<int>(cur_));
  j.kv("row", static_cast<int>(sub_row_)).kv("pay_left", static_cast<int>(pay_left_));
  j.kv("tile", static_cast<int>(pending_tile_)).kv("keep_kind", static_cast<int>(keep_stage_));
  j.kv("empire_tile", static_cast<int>(emp_tile_)).kv("empire_regions_max", static_cast<int>(emp_max_));
  j.kv("empire_water", emp_water_).mask("empire_regions_chosen", emp_chosen_);
  j.kv("battle_rows", static_cast<int>(emp_rows_)).end_obj();
  j.key("turn_order").arr();
  for (int i = 0; i < n_; ++i) j.val_int(order_[i]);
  j.end_arr();
  j.key("seats").arr();
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    j.obj().kv("gold", P.gold).kv("discs", P.discs).kv("vp", P.vp).kv("food", P.food).kv("pool", P.pool);
    j.kv("stock", P.stock).kv("ally", P.ally).kv("steps", P.steps);
    j.mask("progress", P.prog).mask("progress_used", P.prog_used).mask("territory", P.terr).mask("cities", P.city);
    j.mask("empire_tiles", P.emp);
    j.key("cubes").arr();
    for (int r = 0; r < kRegions; ++r) j.val_int(cubes_[p][r]);
    j.end_arr();
    if (terminal()) j.kv("final_gold_vp", P.final_gold_vp).kv("final_disc_vp", P.final_disc_vp);
    j.end_obj();
  }
  j.end_arr();
  j.key("action_display").arr();
  for (int r = 0; r < kRows; ++r) {
    j.arr();
    for (int i = 0; i < row_circles(n_, r); ++i) j.val_int(circle_[r][i]);
    j.end_arr();
  }
  j.end_arr();
  j.mask("progress_display", avail_prog_).mask("progress_side", side_prog_);
  j.mask("territory_display", avail_terr_).mask("territory_side", side_terr_);
  j.mask("city_display", avail_city_).mask("city_side", side_city_).mask("empire_display", emp_avail_);
  j.key("trade_boxes").arr();
  for (int b = 0; b < kTradeBoxes; ++b) j.val_int(trade_user_[b]);
  j.end_arr();
  j.kv("facedown_progress", facedown_progress()).kv("facedown_territory", facedown_territory());
  j.kv("facedown_city", facedown_city()).kv("navigation_open", nav_open_).kv("disc_bank", disc_bank());
  j.end_obj();
  return j.take();
}

std::string RiseState::to_json() const { return observation_json(-1); }

// ---------------------------------------------------------------------------
// hidden information

void RiseState::resample_hidden(int /*player*/, Rng& rng) {
  // Face-down stacks are hidden from everyone: permute the unrevealed tiles
  // among the face-down positions of the same era (progress), kind (territory)
  // or set (city). Nothing observable changes. Each segment is sorted first, so
  // the result depends only on the observation and the rng.
  auto redraw = [&](uint8_t* a, int lo, int hi) {
    if (hi - lo < 2) return;
    std::sort(a + lo, a + hi);
    shuffle(a + lo, hi - lo, rng);
  };
  for (int e = 0; e < 3; ++e) redraw(prog_order_, std::max<int>(prog_next_, 16 * e), 16 * e + 16);
  redraw(terr_order_, terr_next_, kTerritoryTiles);
  for (int s = 0; s < 6; ++s)
    redraw(city_order_, std::max<int>(city_next_, kCitySetFirst[s]), kCitySetFirst[s] + kCitySetCount[s]);
}

// ---------------------------------------------------------------------------
// hash

uint64_t RiseState::hash() const {
  Hasher h;
  auto b = [&](uint64_t v) { h.u64(v); };
  b(n_), b(turn_), b(phase_), b(dec_), b(cur_), b(step_);
  for (int i = 0; i < kMaxPlayers; ++i) b(order_[i]);
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    b(static_cast<uint64_t>(P.gold)), b(static_cast<uint64_t>(P.discs)), b(static_cast<uint64_t>(P.vp));
    b(static_cast<uint64_t>(P.pool)), b(static_cast<uint64_t>(P.stock)), b(static_cast<uint64_t>(P.food));
    b(static_cast<uint64_t>(P.ally)), b(P.emp), b(P.steps);
    b(static_cast<uint64_t>(P.final_gold_vp)), b(static_cast<uint64_t>(P.final_disc_vp));
    b(static_cast<uint64_t>(P.vp_before_final));
    b(P.prog), b(P.prog_used), b(P.prog_fresh), b(P.ptypes), b(P.terr), b(P.city);
    h.bytes(cubes_[p], kRegions);
  }
  for (int r = 0; r < kRows; ++r) h.bytes(circle_[r], kMaxCircles);
  h.bytes(row_fill_, kRows);
  b(avail_prog_), b(avail_terr_), b(avail_city_), b(side_prog_), b(side_terr_), b(side_city_);
  b(box_prog_), b(box_terr_), b(box_city_), b(emp_avail_);
  h.bytes(prog_order_, kProgressTiles);
  h.bytes(terr_order_, kTerritoryTiles);
  h.bytes(city_order_, kCityTiles);
  b(prog_next_), b(terr_next_), b(city_next_);
  h.bytes(trade_user_, kTradeBoxes);
  b(nav_open_), b(sub_row_), b(static_cast<uint64_t>(pay_left_)), b(static_cast<uint64_t>(pending_tile_));
  b(static_cast<uint64_t>(emp_tile_)), b(emp_max_), b(emp_water_), b(emp_can_restart_), b(emp_reentry_);
  b(static_cast<uint64_t>(emp_first_ow_)), b(emp_areas_), b(emp_rows_), b(static_cast<uint64_t>(emp_battle_region_));
  b(emp_S_), b(emp_adjS_), b(emp_chosen_), b(idx_), b(keep_stage_), b(income_done_), b(decided_);
  h.bytes(choose_seq_, kMaxPlayers);
  h.bytes(new_order_, kMaxPlayers);
  b(pos_taken_), b(chance_), b(rng_.state0()), b(rng_.state1());
  b(static_cast<uint64_t>(report_.turn));
  for (int p = 0; p < n_; ++p) {
    const auto& r = report_.seat[p];
    for (int16_t v : {r.food_net, r.food_vp_lost, r.food_gold, r.food_cities_discarded, r.gold, r.discs, r.cubes,
                      r.disc_upkeep, r.upkeep_cities_discarded, r.vp_regions, r.vp_tiles})
      b(static_cast<uint64_t>(v));
  }
  return h.value();
}

// ---------------------------------------------------------------------------
// invariants

bool RiseState::check_invariants(std::string* why) const {
  auto fail = [&](const std::string& m) {
    if (why) *why = m;
    return false;
  };
  for (int p = 0; p < n_; ++p) {
    const Player& P = pl_[p];
    int map = 0;
    for (int r = 0; r < kRegions; ++r) map += cubes_[p][r];
    if (P.pool < 0 || P.stock < 0 || P.pool + P.stock + map != kCubesPerPlayer)
      return fail("cube conservation broken for seat " + std::to_string(p));
    if (P.gold < 0 || P.discs < 0 || P.vp < 0) return fail("negative gold/discs/VP for seat " + std::to_string(p));
    if (P.food < 0 || P.food > kFoodMax) return fail("food out of range for seat " + std::to_string(p));
    uint64_t types = 0;
    for (uint64_t m = P.prog; m; m &= m - 1) {
      const uint64_t tb = 1ull << kProgressTileType[std::countr_zero(m)];
      if (types & tb) return fail("duplicate progress type for seat " + std::to_string(p));
      types |= tb;
    }
    if (types != P.ptypes) return fail("progress type cache wrong");
    if ((P.prog_used | P.prog_fresh) & ~P.prog) return fail("used/fresh tile not owned");
    if (P.city & kWonderMask) return fail("wonder owned");
    if (P.ally >= 0 && !((P.ptypes >> P2_DIP) & 1)) return fail("ally without Diplomacy");
  }
  // Tiles: every tile in exactly one place.
  auto check_tiles = [&](const char* kind, int total, uint64_t avail, uint64_t box, uint64_t side, const uint8_t* order,
                         int next, uint64_t owned_by[kMaxPlayers]) -> bool {
    const uint64_t all = total == 64 ? ~0ull : ((1ull << total) - 1);
    uint64_t seen = 0;
    int count = 0;
    auto add = [&](uint64_t m) {
      if (seen & m) return false;
      seen |= m;
      count += std::popcount(m);
      return true;
    };
    uint64_t fd = 0;
    for (int i = next; i < total; ++i) fd |= 1ull << order[i];
    bool ok = add(fd) && add(avail) && add(box);
    for (int p = 0; p < n_ && ok; ++p) ok = add(owned_by[p]);
    if (!ok || seen != all || count != total) {
      if (why) *why = std::string(kind) + " tiles are not each in exactly one place";
      return false;
    }
    if (side & ~avail) {
      if (why) *why = std::string(kind) + " side pool not a subset of the display";
      return false;
    }
    uint64_t perm = 0;
    for (int i = 0; i < total; ++i) perm |= 1ull << order[i];
    if (perm != all) {
      if (why) *why = std::string(kind) + " stack order is not a permutation";
      return false;
    }
    return true;
  };
  uint64_t owned[kMaxPlayers] = {};
  for (int p = 0; p < n_; ++p) owned[p] = pl_[p].prog;
  if (!check_tiles("progress", kProgressTiles, avail_prog_, box_prog_, side_prog_, prog_order_, prog_next_, owned))
    return false;
  for (int p = 0; p < n_; ++p) owned[p] = pl_[p].terr;
  if (!check_tiles("territory", kTerritoryTiles, avail_terr_, box_terr_, side_terr_, terr_order_, terr_next_, owned))
    return false;
  for (int p = 0; p < n_; ++p) owned[p] = pl_[p].city;
  if (!check_tiles("city", kCityTiles, avail_city_, box_city_, side_city_, city_order_, city_next_, owned))
    return false;
  unsigned emp = emp_avail_;
  for (int p = 0; p < n_; ++p) {
    if (emp & pl_[p].emp) return fail("empire tile in two places");
    emp |= pl_[p].emp;
  }
  if (emp != 0xFFu) return fail("empire tile missing");
  // Resource discs: 40 in all (players + trade track + bank).
  if (disc_bank() < 0 || disc_bank() > kResourceDiscs)
    return fail("resource discs not conserved (bank " + std::to_string(disc_bank()) + ")");
  // Action display.
  int discs[kMaxPlayers] = {};
  for (int r = 0; r < kRows; ++r)
    for (int i = 0; i < kMaxCircles; ++i) {
      const int o = circle_[r][i];
      if (o < -1 || o >= n_) return fail("bad circle owner");
      if (o >= 0) {
        if (i >= row_circles(n_, r)) return fail("disc outside the row");
        ++discs[o];
      }
    }
  if (phase_ == kPhaseActions)
    for (int p = 0; p < n_; ++p) {
      const int expect = b_turn() ? kActionsPerTurn - pl_[p].steps : pl_[p].steps;
      const int mid = (p == cur_ && dec_ != kDecMain) ? (b_turn() ? -1 : 1) : 0;  // disc moved, step not ended
      if (discs[p] != expect && discs[p] != expect + mid)
        return fail("action discs on display inconsistent for seat " + std::to_string(p));
    }
  return true;
}

}  // namespace emp
