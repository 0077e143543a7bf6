// Empire's End board (see board_end.h).
#include "games/end/board_end.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

#include "fonts.h"
#include "imgui_internal.h"
#include "kit/banner.h"
#include "kit/board_items.h"
#include "kit/icons.h"
#include "kit/pieces.h"
#include "kit/score_chart.h"
#include "kit/theme.h"
#include "kit/tooltip.h"
#include "ui_util.h"

namespace empui {

using namespace emp::eend;
using emp::Action;
using emp::EndState;

const char* end_ui::res_icon(int r) {
  static const char* const kIcon[] = {icon::wheat, icon::hammer, icon::axe, icon::coin};
  return kIcon[std::clamp(r, 0, 3)];
}
using end_ui::res_icon;

namespace {

// ---- what the board remembers -------------------------------------------------------

// VP of every seat after each space of the progress track (the chart), from a
// replay of the public record.
// VP of every seat after each space of the progress track (the chart), from
// the record follower.
struct History : kit::RecordListener {
  std::vector<std::vector<int>> vp;  // [seat][space 0..len]; [len] = final; -1 unknown
  int before_space = 0;
  void restart(const emp::State& start) override {
    const auto& sh = static_cast<const EndState&>(start);
    vp.assign(static_cast<size_t>(sh.num_players()), std::vector<int>(static_cast<size_t>(sh.track().length) + 1, -1));
  }
  void before(const emp::State& pre, Action, size_t) override {
    before_space = static_cast<const EndState&>(pre).space();
  }
  void after(const emp::State& post, Action, size_t, bool) override {
    const auto& sh = static_cast<const EndState&>(post);
    const int len = sh.track().length;
    if (sh.space() != before_space || sh.terminal())
      for (int p = 0; p < sh.num_players(); ++p)
        vp[static_cast<size_t>(p)][static_cast<size_t>(std::min(before_space, len - 1))] = sh.player(p).vp;
    if (sh.terminal())
      for (int p = 0; p < sh.num_players(); ++p)
        vp[static_cast<size_t>(p)][static_cast<size_t>(len)] = sh.final_score(p).total;
  }
};

struct EndUi : kit::Board {
  explicit EndUi(kit::Host& host) : kit::Board(host) {}
  int swap_first = -1;  // the first position chosen for a swap (-1: none)
  // Rules 2: the conflict commitment being put together (axes, coins), chosen
  // once with kActCommit; nothing reaches the engine before the confirmation.
  int fist[2] = {0, 0};
  History hist;
  end_ui::SummariesPtr sums;  // end-of-phase summaries (board_end_summary.cpp)

 protected:
  void frame() override;
  void content() override;
  std::string phase() override;
  std::string prompt() override;
  void decision_buttons() override;
  void seat_panel(int seat, bool compact) override;
  void game_over() override;
  std::string review_phase() override;
  void chosen(emp::Action) override {
    swap_first = -1;
    fist[0] = fist[1] = 0;
  }
  bool reveal() override;
  std::vector<std::string> where(emp::Action a, int seat) override;
};

// One frame of the board (kit::Frame).
struct Ctx : kit::Frame<EndState, EndUi> {
  using Frame::Frame;
};

std::string num(int v);
// A seat's public counts: VP, hand, strength, and its tokens only where the
// viewer may see them (its own, or a stash whose screen is off: NOTES reading 2).
// A seat's counts as icons, each named by its tooltip: VP, the stash this
// device may see (its own, or a seat whose screen is off; otherwise only that
// it is behind the screen), cards in hand, strength.
std::vector<IconStat> empire_counts(const Ctx& c, int p) {
  const EndState& st = c.st;
  const EndState::Player& P = st.player(p);
  const int vp = c.ui.count_up("vp" + std::to_string(p), P.vp);  // a change counts up
  std::vector<IconStat> out{{kit::amount(vp, empui::icon::vp), trf("end.b.st.vp", {num(vp)})}};
  if (!st.tokens_visible(p, c.view)) {
    out.push_back({tr("end.b.st.screen"), tr("end.b.st.screen_tip")});
  } else {
    const bool open = st.screen_off(p) && p != c.view;  // the public stash, committed tokens included
    for (int r = 0; r < 4; ++r) {
      const int v = open ? P.res[r] + P.commit[r] : P.res[r];
      out.push_back({kit::amount(v, res_icon(r)),
                     trf(open ? "end.b.st.res_open" : "end.b.st.res", {num(v), tr(("end.b.res." + num(r)).c_str())})});
    }
  }
  out.push_back({kit::amount(P.hand_n, empui::icon::card), trf("end.b.st.cards", {num(P.hand_n)})});
  out.push_back(
      {kit::amount(st.base_strength(p), empui::icon::fight), trf("end.b.st.strength", {num(st.base_strength(p))})});
  return out;
}

void EndUi::frame() {
  const auto& st = static_cast<const EndState&>(host().state());
  if (st.decision() != EndState::kDecSwap) swap_first = -1;
  if (st.decision() != EndState::kDecCommit) fist[0] = fist[1] = 0;
}

std::string num(int v) { return std::to_string(v); }

// Rules 2: the commitment is one action; `c.me` chooses it with the steppers.
Action commit_action(int axes, int coins) { return make_action(kActCommit, static_cast<uint32_t>(axes << 8 | coins)); }
bool commits_at_once(const Ctx& c) {
  return c.st.decision() == EndState::kDecCommit && c.me >= 0 && c.has(commit_action(0, 0));
}
// The commitment being put together, within the stash.
int fist_of(const Ctx& c, int r) {
  return std::clamp(c.ui.fist[r == kA ? 0 : 1], 0, static_cast<int>(c.st.player(c.me).res[r]));
}
// "2 axes", "1 coin".
std::string fist_text(int r, int n) { return trn("end.b.fist." + num(r), n, {num(n)}); }

// ---- names and texts ------------------------------------------------------------------

std::string res_name(int r) { return tr("end.b.res." + num(r)); }
std::string type_name(int t) { return tr("end.b.type." + num(t)); }
std::string loc_name(int tile) {
  const LocationInfo& L = kLocationInfo[tile];
  return std::string(german() ? L.name_de : L.name_en) + " " + num(L.vp);
}
std::string disaster_type(int card) {
  const int t = kDisasterInfo[card].type;
  return german() ? kDisasterTypeDe[t] : kDisasterTypeEn[t];
}
// "most VP", "second most VP", … (the upheaval's k-th highest-VP location).
std::string rank_text(int rank) {
  const std::string key = "end.b.rank." + num(rank);
  return has_key(key) ? tr(key) : num(rank) + ". " + tr("end.b.rank.1");
}

std::string card_name(int card) { return disaster_type(card) + " " + num(kDisasterInfo[card].target); }

std::string ability_text(const Ability& ab) {
  const std::string n = num(ab.n);
  std::string t;
  switch (ab.kind) {
    case kGain:
      t = trf("end.ab.gain", {n, res_name(ab.res)});
      break;
    case kConvert:
      if (ab.out2 == kResNone)
        t = trf("end.ab.convert1", {res_name(ab.res), res_name(ab.out1), n});
      else
        t = trf(ab.both ? "end.ab.convert_and" : "end.ab.convert_or",
                {res_name(ab.res), res_name(ab.out1), res_name(ab.out2), n});
      break;
    case kRepeatEconomy:
      t = tr("end.ab.repeat");
      break;
    case kGainVp:
      t = trf("end.ab.gain_vp", {n});
      break;
    case kVpAdjDestroyed:
      t = trf("end.ab.vp_adj_destroyed", {n});
      break;
    case kResAdjType:
      t = trf("end.ab.res_adj_type", {res_name(ab.res), type_name(ab.type)});
      break;
    case kRefreshAdj:
      t = tr("end.ab.refresh_adj");
      break;
    case kBuildDiscount:
      t = tr("end.ab.build_discount");
      break;
    case kSwapLocations:
      t = tr("end.ab.swap");
      break;
    case kRepairDiscountAdj:
      t = tr("end.ab.repair_discount");
      break;
    case kMoveInnovation:
      t = tr("end.ab.move");
      break;
    case kFreeBid:
      t = trf("end.ab.free_bid", {res_name(ab.res)});
      break;
    case kReplaceDisaster:
      t = tr("end.ab.replace");
      break;
    case kStrength:
      t = trf("end.ab.strength", {n});
      break;
    case kEndVpPerDestroyed:
      t = trf("end.ab.end_per_destroyed", {n});
      break;
    case kEndCopy:
      t = tr("end.ab.end_copy");
      break;
    case kEndVpAdjDestroyed:
      t = trf("end.ab.end_adj_destroyed", {n});
      break;
    case kEndVpPerToken:
      t = trf("end.ab.end_per_token", {n, res_name(ab.res)});
      break;
    case kEndVpAdjType:
      t = trf("end.ab.end_adj_type", {n, type_name(ab.type)});
      break;
    case kEndMostDestroyed:
      t = trf("end.ab.end_most_destroyed", {n});
      break;
  }
  return std::string(tr("end.b.abphase." + num(ab.phase))) + ": " + t;
}

std::string bids_text(int card) {
  const DisasterInfo& d = kDisasterInfo[card];
  std::string t;
  for (int r = 0; r < 3; ++r)
    if ((d.bids >> r) & 1) t += (t.empty() ? "" : ", ") + res_name(r);
  return trf("end.b.tip.bids", {t});
}

std::string card_tooltip(const EndState& st, int card) {
  const DisasterInfo& d = kDisasterInfo[card];
  std::string t = card_name(card) + "\n" + trf("end.b.tip.target", {num(d.target)}) + "\n" + bids_text(card);
  if (d.plus_h) t += "\n" + std::string(tr("end.b.tip.plus_h"));
  t += "\n\n" + std::string(tr("end.b.tip.innovation")) + "\n" + ability_text(d.ability);
  if (st.where(card) == kAttached && st.exhausted(card)) t += "\n" + std::string(tr("end.b.tip.exhausted"));
  return t;
}

std::string tile_tooltip(const EndState& st, int p, int tile) {
  const LocationInfo& L = kLocationInfo[tile];
  std::string t = loc_name(tile) + " · " + type_name(L.type) + "\n" +
                  trf("end.b.tip.position", {num(st.player(p).pos[tile] + 1)}) + "\n" +
                  (st.healthy(p, tile) ? trf("end.b.tip.healthy", {num(L.vp)})
                                       : trf("end.b.tip.destroyed", {num(st.repair_cost(p, tile))}));
  t += "\n\n" + ability_text(L.ability);
  if (!st.healthy(p, tile)) t += "\n" + std::string(tr("end.b.tip.inactive"));
  for (int c = 0; c < kCards; ++c)
    if (st.where(c) == kAttached && st.owner(c) == p && st.host(c) == tile)
      t += "\n\n" + trf("end.b.tip.under", {card_name(c)}) + "\n" + ability_text(kDisasterInfo[c].ability) +
           (st.exhausted(c) ? "\n" + std::string(tr("end.b.tip.exhausted")) : "");
  return t;
}

std::string band_text(const ConflictBand& b) {
  std::string t = trf("end.b.vp_n", {(b.vp > 0 ? "+" : "") + num(b.vp)});
  for (int r = 0; r < 4; ++r)
    if (b.res[r]) t += ", +" + kit::amount(b.res[r], res_icon(r));
  if (b.refresh) t += ", " + trf("end.b.refresh_n", {num(b.refresh)});
  return t;
}

std::string conflict_tooltip(int k) {
  const ConflictInfo& K = kConflictInfo[k];
  std::string t = std::string(tr("end.b.conflict")) + "\n";
  t += "\n" + trf("end.b.tip.band_top", {num(K.top.threshold), band_text(K.top)});
  t += "\n" + trf("end.b.tip.band_mid", {num(K.middle.threshold), band_text(K.middle)});
  t += "\n" + trf("end.b.tip.band_pen", {num(K.penalty.threshold), band_text(K.penalty)});
  t += "\n" + trf("end.b.tip.victory", {band_text(K.victory)});
  t += "\n" + trf("end.b.tip.upheaval", {rank_text(K.rank), num(K.position)});
  return t;
}

// A phase's icons on the progress track: a disaster's fire (two for a double
// disaster), the Economy's wheat, the Industry's hammer, the Conflict's fist.
std::vector<const char*> phase_icons(PhaseCode ph) {
  switch (ph) {
    case kPhD:
      return {icon::disaster};
    case kPhDD:
      return {icon::disaster, icon::disaster};
    case kPhE:
      return {icon::wheat};
    case kPhI:
      return {icon::hammer};
    case kPhC:
      return {icon::conflict};
    case kPhEI:
      return {icon::wheat, icon::hammer};
  }
  return {};
}
// A location type's picture.
const char* type_icon(int type) {
  switch (type) {
    case kFarm:
      return icon::farm;
    case kRoad:
      return icon::road;
    case kArmy:
      return icon::army;
    case kTown:
      return icon::town;
    case kCity:
      return icon::city;
  }
  return icon::card;
}
// When an ability works, as the track draws the phase: the Economy's wheat,
// the Industry's hammer, a disaster's fire, the Conflict's fist; the end of
// the game's laurel.
const char* ability_phase_icon(int phase) {
  switch (phase) {
    case kAbE:
      return icon::wheat;
    case kAbI:
      return icon::hammer;
    case kAbD:
      return icon::disaster;
    case kAbC:
      return icon::conflict;
  }
  return icon::vp;
}
std::string phase_long(PhaseCode ph) { return tr("end.b.phl." + num(ph)); }

// ---- drawing helpers ---------------------------------------------------------------

ImU32 type_colour(int type) {
  switch (type) {
    case kFarm:
      return IM_COL32(92, 130, 60, 255);
    case kRoad:
      return IM_COL32(120, 110, 95, 255);
    case kArmy:
      return IM_COL32(150, 62, 52, 255);
    case kTown:
      return IM_COL32(70, 100, 150, 255);
    default:
      return IM_COL32(140, 100, 160, 255);
  }
}

ImU32 disaster_colour(int card) {
  static const ImU32 k[kDisasterTypes] = {IM_COL32(190, 80, 40, 255),  IM_COL32(170, 140, 60, 255),
                                          IM_COL32(50, 110, 170, 255), IM_COL32(110, 130, 50, 255),
                                          IM_COL32(150, 60, 120, 255), IM_COL32(110, 80, 60, 255)};
  return k[kDisasterInfo[card].type];
}

// Token icons, told apart by shape: wheat a leaf, hammer a square, axe a triangle, coin a disc.
// A token: its component's icon (kit/icons.h) in the token's colour, on a dark disc.
// Each resource's colour on a dark token (wheat, hammer, axe, coin).
constexpr ImU32 kTint[] = {IM_COL32(235, 200, 90, 255), IM_COL32(185, 190, 200, 255), IM_COL32(225, 95, 80, 255),
                           IM_COL32(245, 200, 70, 255)};

void token_icon(ImDrawList* dl, ImVec2 c, float r, int res) {
  const int k = std::clamp(res, 0, 3);
  dl->AddCircleFilled(ImVec2(c.x + r * 0.08f, c.y + r * 0.12f), r * 1.08f, theme::shadow, 20);  // shadow
  dl->AddCircleFilled(c, r * 1.05f, IM_COL32(38, 32, 26, 255), 20);
  kit::draw_icon(dl, res_icon(k), c, r * 1.9f, kTint[k]);
}

void highlight(ImDrawList* dl, ImVec2 a, ImVec2 b, bool legal, bool hovered) {
  if (legal) dl->AddRect(a, b, IM_COL32(255, 225, 90, 255), 5.0f, 0, hovered ? 3.5f : 2.5f);
}

// The first legal action among `cands` (the click's action), else -1 with `first` the first candidate.
bool pick(const Ctx& c, std::initializer_list<Action> cands, Action* out) {
  for (Action a : cands)
    if (c.has(a)) {
      *out = a;
      return true;
    }
  *out = cands.size() ? *cands.begin() : 0;
  return false;
}

// A button drawn as a framed label that is also a board item (tests find it by label).
bool item_button(Ctx& c, const std::string& label, Action a, const char* id_suffix = "") {
  const std::string full = label + "##" + id_suffix + num(static_cast<int>(a));
  const bool pressed = ImGui::Button(full.c_str());
  kit::board_item(label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), a, c.has(a));
  if (pressed) {
    c.ui.try_choose(a);
    // "End turn" ends it: the turn is not held for a second "End turn" in the status bar.
    if (action_kind(a) == kActEndTurn) c.host.end_turn_if_held(c.me);
  }
  return pressed;
}

// A board element that is clickable without submitting an action itself (a
// chooser step, e.g. the first of two swapped positions): reported as legal
// with no action. Otherwise like kit::board_button.
bool chooser_button(const char* label, ImVec2 size, Action a, bool legal, bool chooser) {
  if (!chooser) return kit::board_button(label, size, a, legal);
  const bool pressed = ImGui::InvisibleButton(label, size);
  ImGuiContext& g = *ImGui::GetCurrentContext();  // the item probe's hook reads `g`
  IMGUI_TEST_ENGINE_ITEM_INFO(ImGui::GetItemID(), label, 0);
  (void)g;
  kit::BoardItem it;
  it.label = std::string(label, ImGui::FindRenderedTextEnd(label));
  it.action = -1;
  it.x = ImGui::GetItemRectMin().x;
  it.y = ImGui::GetItemRectMin().y;
  it.w = size.x;
  it.h = size.y;
  it.legal = true;
  kit::board_items_add(std::move(it));
  return pressed && ImGui::GetIO().MouseDownDurationPrev[0] <= 0.5f;
}

// ---- the progress track, the phase and the score track ------------------------------------

void draw_track(Ctx& c) {
  const EndState& st = c.st;
  const TrackInfo& T = st.track();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = 2.0f;
  const float w = std::min(c.fs * 2.4f, (avail - gap * (T.length - 1)) / static_cast<float>(T.length));
  const float h = c.fs * 1.6f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  for (int i = 0; i < T.length; ++i) {
    const ImVec2 a(p0.x + static_cast<float>(i) * (w + gap), p0.y), b(a.x + w, a.y + h);
    const bool cur = i == st.space() && !st.terminal();
    const bool past = i < st.space() || st.terminal();
    const PhaseCode ph = T.space[i];
    ImU32 bg = ph == kPhD || ph == kPhDD ? IM_COL32(120, 60, 40, 255)
               : ph == kPhC              ? IM_COL32(120, 40, 40, 255)
               : ph == kPhI              ? IM_COL32(95, 75, 50, 255)
                                         : IM_COL32(60, 90, 60, 255);
    if (past) bg = IM_COL32(55, 50, 45, 255);
    dl->AddRectFilled(a, b, bg, 3.0f);
    if (cur)
      dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(255, 230, 120, 255), 3.0f, 0, 2.5f);
    const std::vector<const char*> icons = phase_icons(ph);
    const float n = static_cast<float>(icons.size());
    const float is = std::min(h * 0.72f, (w - 2.0f) / std::max(n, 1.0f));
    for (size_t k = 0; k < icons.size(); ++k)
      kit::draw_icon(dl, icons[k], ImVec2(a.x + w * (static_cast<float>(k) + 1.0f) / (n + 1.0f), a.y + h * 0.5f), is,
                     past ? IM_COL32(150, 140, 130, 255) : IM_COL32(250, 245, 230, 255));
    ImGui::SetCursorScreenPos(a);
    ImGui::InvisibleButton(("##sp" + num(i)).c_str(), ImVec2(w, h));
    kit::item_tooltip(trf("end.b.tip.space", {num(i + 1), num(T.length), phase_long(ph)}));
  }
  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + h + ImGui::GetStyle().ItemSpacing.y));
}

void draw_score_track(Ctx& c) {
  const EndState& st = c.st;
  const int n = st.num_players();
  int vmin = 0, vmax = 20;
  for (int p = 0; p < n; ++p) {
    vmin = std::min<int>(vmin, st.player(p).vp);
    vmax = std::max<int>(vmax, st.player(p).vp);
  }
  vmax = (vmax + 9) / 10 * 10;
  vmin = -((-vmin + 9) / 10 * 10);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float w = ImGui::GetContentRegionAvail().x, lane = c.fs * 0.9f;
  const float h = lane * static_cast<float>(n) + c.fs * 1.2f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float lm = c.fs * 0.6f, pw = w - lm * 2;
  auto xat = [&](int v) { return p0.x + lm + pw * static_cast<float>(v - vmin) / static_cast<float>(vmax - vmin); };
  dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + h), IM_COL32(40, 35, 28, 255), 5.0f);
  const int step = vmax - vmin > 60 ? 10 : 5;
  for (int v = vmin; v <= vmax; v += step) {
    dl->AddLine(ImVec2(xat(v), p0.y + 2), ImVec2(xat(v), p0.y + h - c.fs * 1.0f), IM_COL32(90, 80, 60, 150));
    const std::string lab = num(v);
    kit::text_at(dl, ImVec2(xat(v) - kit::text_size(c.fs * 0.65f, lab).x * 0.5f, p0.y + h - c.fs * 0.95f), c.fs * 0.65f,
                 IM_COL32(200, 190, 170, 255), lab);
  }
  for (int p = 0; p < n; ++p) {
    const int v = st.player(p).vp;
    const ImVec2 pc(xat(v), p0.y + lane * (static_cast<float>(p) + 0.6f));
    kit::draw_disc(dl, pc, lane * 0.42f, kit::colour_of(c.host, p));
  }
  ImGui::InvisibleButton("##scoretrack", ImVec2(w, h));
  std::string tip = tr("end.b.score_track");
  for (int p = 0; p < n; ++p) tip += "\n" + c.host.seat_name(p) + ": " + trf("end.b.vp_n", {num(st.player(p).vp)});
  kit::item_tooltip(tip);
}

std::string space_line(const kit::Host& s, const EndState& st) {
  return trf("end.b.space_line", {num(st.space() + 1), num(st.track().length), phase_long(st.phase_code()),
                                  s.seat_name(st.first_player())});
}

// One seat's panel: its counts (another seat's hand and stash only as counts)
// and its row of location tiles, healthy or destroyed.
void seat_panel(Ctx& c, int p, bool compact) {
  const EndState& st = c.st;
  c.ui.anchor("seat:" + num(p),
              ImVec2(ImGui::GetCursorScreenPos().x + c.fs, ImGui::GetCursorScreenPos().y + c.fs * 0.6f));
  kit::seat_token(c.host, p);
  std::string head = fitted_name(c.host.seat_name(p), compact ? 0.3f : 0.45f);  // the figures follow
  if (st.current_player() == p) head = "▶ " + head;
  ImGui::TextUnformatted(head.c_str());
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  if (compact) {  // a phone's strip: one line, the counts as icons (VP, cards in hand, strength)
    const EndState::Player& P = st.player(p);
    const std::string line = kit::amount(c.ui.count_up("vp" + num(p), P.vp), empui::icon::vp) + "   " +
                             kit::amount(P.hand_n, empui::icon::card) + "   " +
                             kit::amount(st.base_strength(p), empui::icon::fight);
    ImGui::TextUnformatted(line.c_str());
  } else {
    stat_line(empire_counts(c, p), true);  // wraps within the panel, never past its edge
  }
  ImGui::PopStyleColor();
  if (compact) {
    // The stash this device may see (its own; a seat whose screen is off), so
    // a phone keeps it in view while the board scrolls to the locations.
    const bool covered = c.host.cover_seat() >= 0 && c.host.cover_hides_board();
    if (p >= 0 && !covered && st.tokens_visible(p, c.view)) {
      std::string line;
      for (int r = 0; r < 4; ++r) line += (r ? "   " : "") + kit::amount(st.player(p).res[r], res_icon(r));
      ImGui::TextUnformatted(line.c_str());
    }
    return;
  }
  if (p == st.first_player()) ImGui::TextDisabled("%s", tr("end.b.first_player"));
  // The tiles as small squares in their type's colour (a cross: destroyed), with tooltips.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = 3.0f;
  const float side = std::min(c.fs * 1.6f, (avail - gap * (kLocations - 1)) / static_cast<float>(kLocations));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  for (int pos = 0; pos < kLocations; ++pos) {
    const int tile = st.tile_at(p, pos);
    const bool healthy = st.healthy(p, tile);
    const ImVec2 a(p0.x + static_cast<float>(pos) * (side + gap), p0.y), b(a.x + side, a.y + side);
    ImGui::SetCursorScreenPos(a);
    ImGui::InvisibleButton(("##seattile" + num(pos)).c_str(), ImVec2(side, side));
    dl->AddRectFilled(a, b, healthy ? type_colour(kLocationInfo[tile].type) : IM_COL32(45, 40, 38, 255), 3.0f);
    kit::text_at(dl, ImVec2(a.x + 2, a.y + 1), side * 0.55f,
                 healthy ? IM_COL32(255, 250, 235, 255) : IM_COL32(120, 110, 100, 255), num(kLocationInfo[tile].vp));
    if (!healthy) dl->AddLine(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, b.y - 2), IM_COL32(200, 70, 50, 220), 2.0f);
    kit::item_tooltip(tile_tooltip(st, p, tile));
  }
  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + side + gap));
  ImGui::Dummy(ImVec2(1, 1));
}

// ---- a disaster card ------------------------------------------------------------------------

// Draws a disaster card face at `a`..`b` (type, target, bids, +H, the innovation).
void card_face(Ctx& c, ImDrawList* dl, ImVec2 a, ImVec2 b, int card, bool exhausted) {
  const DisasterInfo& d = kDisasterInfo[card];
  dl->AddRectFilled(a, b, disaster_colour(card), 4.0f);
  dl->AddRect(a, b, IM_COL32(30, 25, 20, 255), 4.0f, 0, 1.0f);
  const float w = b.x - a.x, fs = std::min(c.fs * 0.8f, w / 6.5f);
  kit::text_at(dl, ImVec2(a.x + 3, a.y + 2), fs, IM_COL32(255, 250, 240, 255), disaster_type(card));
  const std::string tg = num(d.target);
  kit::text_at(dl, ImVec2(b.x - kit::text_size(fs * 1.2f, tg).x - 3, a.y + 1), fs * 1.2f, IM_COL32(255, 255, 255, 255),
               tg);
  // accepted bids (a coin always)
  float x = a.x + fs * 0.6f;
  const float y = a.y + fs * 1.9f;
  for (int r = 0; r < 3; ++r)
    if ((d.bids >> r) & 1) {
      token_icon(dl, ImVec2(x, y), fs * 0.45f, r);
      x += fs * 1.1f;
    }
  if (d.plus_h)
    kit::text_at(dl, ImVec2(b.x - kit::text_size(fs * 0.8f, "+H").x - 3, y - fs * 0.45f), fs * 0.8f,
                 IM_COL32(255, 240, 200, 255), "+H");
  if (exhausted) {
    dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 110), 4.0f);
    dl->AddCircleFilled(ImVec2(b.x - fs * 0.6f, b.y - fs * 0.6f), fs * 0.45f, IM_COL32(20, 20, 20, 255));
    dl->AddCircle(ImVec2(b.x - fs * 0.6f, b.y - fs * 0.6f), fs * 0.45f, IM_COL32(240, 120, 90, 255), 12, 2.0f);
  }
}

// ---- the empires ------------------------------------------------------------------------------

// Where a click on seat p's tile at position pos leads now.
bool tile_action(Ctx& c, int p, int pos, Action* a) {
  const EndState& st = c.st;
  const int tile = st.tile_at(p, pos);
  if (p != st.current_player()) {
    *a = make_action(kActPlace, static_cast<uint32_t>(tile));
    return false;
  }
  if (st.decision() == EndState::kDecSwap) {
    if (c.ui.swap_first < 0 || c.ui.swap_first == pos) {
      *a = 0;
      return false;  // a chooser step (handled by the caller)
    }
    const int i = std::min(c.ui.swap_first, pos), j = std::max(c.ui.swap_first, pos);
    return pick(c, {make_action(kActSwap, static_cast<uint32_t>(i << 8 | j))}, a);
  }
  if (st.decision() == EndState::kDecRepeat) return pick(c, {make_action(kActRepeat, static_cast<uint32_t>(tile))}, a);
  return pick(
      c,
      {make_action(kActDestroy, static_cast<uint32_t>(pos)), make_action(kActPlace, static_cast<uint32_t>(tile)),
       make_action(kActRepair, static_cast<uint32_t>(tile)), make_action(kActUse, static_cast<uint32_t>(tile))},
      a);
}

bool innov_action(Ctx& c, int card, Action* a) {
  const uint32_t u = static_cast<uint32_t>(card);
  return pick(c,
              {make_action(kActUse, kSrcCard + u), make_action(kActRepeat, kSrcCard + u), make_action(kActFreeBid, u),
               make_action(kActFreeBid, 1u << 8 | u), make_action(kActReplace, u),
               make_action(kActReplace, 1u << 8 | u), make_action(kActMoveFrom, u), make_action(kActRefresh, u)},
              a);
}

void draw_empire(Ctx& c, int p) {
  const EndState& st = c.st;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Header: seat, VP, public token and hand counts.
  kit::seat_token(c.host, p);
  std::string head = fitted_name(c.host.seat_name(p), 0.4f);  // the counts follow
  if (p == st.first_player()) head += " · " + std::string(tr("end.b.first_player"));
  ImGui::TextUnformatted(head.c_str());
  ImGui::SameLine();
  stat_line(empire_counts(c, p), true);
  // The disaster targets (positions) of the current cards.
  uint32_t targets = 0;
  for (int d = 0; d < st.disasters(); ++d)
    if (st.current_disaster(d) >= 0 && !st.resolved(d))
      targets |= 1u << (kDisasterInfo[st.current_disaster(d)].target - 1);

  const float avail = ImGui::GetContentRegionAvail().x;
  const int per_row = c.narrow ? 6 : kLocations;
  const float gap = 3.0f;
  const float tw = std::min(c.fs * 5.2f, (avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
  const float th = tw * 0.95f;
  const float ih = c.narrow ? 41.0f : std::max(c.fs * 1.05f, tw * 0.3f);  // one innovation strip (a tap target)
  int max_innov = 0;
  for (int t = 0; t < kLocations; ++t) max_innov = std::max<int>(max_innov, st.player(p).innov[t]);
  const float row_h = th + ih * static_cast<float>(max_innov) + gap * 2 + c.fs * 0.9f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  for (int pos = 0; pos < kLocations; ++pos) {
    const int tile = st.tile_at(p, pos);
    const LocationInfo& L = kLocationInfo[tile];
    const int row = pos / per_row, col = pos % per_row;
    const ImVec2 a(p0.x + static_cast<float>(col) * (tw + gap), p0.y + static_cast<float>(row) * row_h + c.fs * 0.9f);
    const ImVec2 b(a.x + tw, a.y + th);
    // position number over the tile (the disaster target marked)
    const std::string pn = num(pos + 1);
    const bool targeted = (targets >> pos) & 1;
    if (targeted) {
      const ImVec2 tc(a.x + tw * 0.5f, a.y - c.fs * 0.45f);
      dl->AddTriangleFilled(ImVec2(tc.x - c.fs * 0.45f, tc.y - c.fs * 0.4f),
                            ImVec2(tc.x + c.fs * 0.45f, tc.y - c.fs * 0.4f), ImVec2(tc.x, tc.y + c.fs * 0.4f),
                            IM_COL32(240, 90, 50, 255));
    }
    kit::text_at(dl, ImVec2(a.x + 2, a.y - c.fs * 0.85f), c.fs * 0.65f,
                 targeted ? IM_COL32(255, 160, 120, 255) : IM_COL32(170, 160, 140, 255), pn);
    const bool healthy = st.healthy(p, tile);
    Action act = 0;
    bool legal = false;
    bool chooser = false;
    if (c.me >= 0 && p == c.me) {
      legal = tile_action(c, p, pos, &act);
      chooser = st.decision() == EndState::kDecSwap && !legal;
    }
    ImGui::SetCursorScreenPos(a);
    const std::string label = "tile:" + num(p) + ":" + num(pos) + " " + loc_name(tile);
    const bool clicked =
        chooser_button((label + "##t" + num(p) + "_" + num(pos)).c_str(), ImVec2(tw, th), act, legal, chooser);
    c.ui.place("tile:" + num(p) + ":" + num(pos), a, b);
    const bool hovered = ImGui::IsItemHovered();
    dl->AddRectFilled(a, b, healthy ? type_colour(L.type) : IM_COL32(45, 40, 38, 255), 5.0f);
    if (c.ui.swap_first == pos && p == c.me) dl->AddRectFilled(a, b, IM_COL32(255, 230, 120, 90), 5.0f);
    const float fs = std::min(c.fs, tw / 4.2f);
    // The tile as printed: its picture (a farm, a road, an army, a town, the
    // city) large in the middle, the VP in the top corner, the name, and the
    // ability's phase as its icon in the bottom corner (named by the tooltip).
    const ImU32 ink = healthy ? IM_COL32(255, 250, 235, 255) : IM_COL32(120, 110, 100, 255);
    kit::draw_icon(dl, type_icon(L.type), ImVec2((a.x + b.x) * 0.5f + tw * 0.12f, (a.y + b.y) * 0.5f + th * 0.06f),
                   th * 0.62f, healthy ? IM_COL32(255, 255, 255, 70) : IM_COL32(255, 255, 255, 22));
    kit::text_at(dl, ImVec2(a.x + 3, a.y + 2), fs * 1.25f, ink, num(L.vp));
    kit::text_at(dl, ImVec2(a.x + 3, a.y + fs * 1.5f), fs * 0.72f,
                 healthy ? IM_COL32(240, 235, 220, 255) : IM_COL32(120, 110, 100, 255),
                 german() ? L.name_de : L.name_en);
    kit::draw_icon(dl, ability_phase_icon(L.ability.phase), ImVec2(a.x + fs * 0.6f, b.y - fs * 0.6f), fs * 0.95f,
                   healthy ? IM_COL32(245, 240, 225, 235) : IM_COL32(120, 110, 100, 255));
    if (!healthy) {
      dl->AddLine(ImVec2(a.x + 4, a.y + 4), ImVec2(b.x - 4, b.y - 4), IM_COL32(200, 70, 50, 220), 2.5f);
      dl->AddLine(ImVec2(b.x - 4, a.y + 4), ImVec2(a.x + 4, b.y - 4), IM_COL32(200, 70, 50, 220), 2.5f);
      token_icon(dl, ImVec2(b.x - fs * 1.3f, b.y - fs * 0.55f), fs * 0.38f, kH);
      kit::text_at(dl, ImVec2(b.x - fs * 0.85f, b.y - fs * 0.95f), fs * 0.75f, IM_COL32(230, 225, 200, 255),
                   num(L.repair));
    }
    highlight(dl, a, b, legal || chooser, hovered);
    std::string tip = tile_tooltip(st, p, tile);
    if (c.me >= 0 && p == c.me && !legal && !chooser && hovered) {
      const std::string why = c.ui.why_not(act);
      if (!why.empty() && st.decision() != EndState::kDecEcon && st.decision() != EndState::kDecInd &&
          st.decision() != EndState::kDecBid)
        tip += "\n\n⚠ " + why;
    }
    kit::item_tooltip(tip);
    if (clicked) {
      if (chooser) {
        c.ui.swap_first = c.ui.swap_first == pos ? -1 : pos;
      } else if (c.me >= 0 && p == c.me) {
        c.ui.try_choose(act);
      }
    }
    // innovations under the tile
    int k = 0;
    for (int card = 0; card < kCards; ++card) {
      if (st.where(card) != kAttached || st.owner(card) != p || st.host(card) != tile) continue;
      const ImVec2 ia(a.x, b.y + gap + static_cast<float>(k) * ih), ib(a.x + tw, ia.y + ih - 1);
      ++k;
      Action ia_act = 0;
      const bool ilegal = c.me >= 0 && p == c.me && innov_action(c, card, &ia_act);
      ImGui::SetCursorScreenPos(ia);
      const bool iclick = kit::board_button(("innov:" + card_name(card) + "##i" + num(card)).c_str(),
                                            ImVec2(tw, ih - 1), ia_act, ilegal);
      const bool ihov = ImGui::IsItemHovered();
      dl->AddRectFilled(ia, ib, disaster_colour(card), 3.0f);
      const float ifs = std::min(fs * 0.72f, ih * 0.8f);
      // The innovation's ability phase as its icon, then its name.
      dl->PushClipRect(ia, ib, true);
      kit::draw_icon(dl, ability_phase_icon(kDisasterInfo[card].ability.phase),
                     ImVec2(ia.x + 2 + ifs * 0.55f, ia.y + (ih - 1) * 0.5f), ifs * 1.05f, IM_COL32(255, 250, 240, 255));
      kit::text_at(dl, ImVec2(ia.x + 4 + ifs * 1.1f, ia.y + (ih - ifs) * 0.4f), ifs, IM_COL32(255, 250, 240, 255),
                   card_name(card));
      dl->PopClipRect();
      if (st.exhausted(card)) {
        dl->AddRectFilled(ia, ib, IM_COL32(0, 0, 0, 120), 3.0f);
        dl->AddCircleFilled(ImVec2(ib.x - ih * 0.4f, ia.y + ih * 0.45f), ih * 0.3f, IM_COL32(20, 20, 20, 255));
        dl->AddCircle(ImVec2(ib.x - ih * 0.4f, ia.y + ih * 0.45f), ih * 0.3f, IM_COL32(240, 120, 90, 255), 12, 2.0f);
      }
      if (!healthy) dl->AddRectFilled(ia, ib, theme::shadow, 3.0f);
      highlight(dl, ia, ib, ilegal, ihov);
      kit::item_tooltip(card_tooltip(st, card));
      if (iclick) {
        if (ilegal)
          c.ui.try_choose(ia_act);
        else
          c.ui.refuse(c.ui.why_not(ia_act));
      }
    }
  }
  const int rows = (kLocations + per_row - 1) / per_row;
  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + row_h * static_cast<float>(rows)));
  ImGui::Dummy(ImVec2(avail, 1));
}

// ---- the disaster cards, the conflict card, the hand and the stash ------------------------------

void draw_disasters(Ctx& c) {
  const EndState& st = c.st;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  bool any = false;
  for (int d = 0; d < st.disasters(); ++d) any |= st.current_disaster(d) >= 0;
  if (!any) return;
  heading(tr(st.disasters() > 1 ? "end.b.disasters" : "end.b.disaster"));
  const float cw = c.fs * 10.0f, ch = c.fs * 5.6f;
  for (int d = 0; d < st.disasters(); ++d) {
    const int card = st.current_disaster(d);
    if (card < 0) continue;
    if (d > 0 && !c.narrow) ImGui::SameLine(0, c.fs * 1.5f);
    ImGui::BeginGroup();
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const Action take = make_action(kActTake, static_cast<uint32_t>(d));
    const bool legal = c.has(take);
    const bool clicked = kit::board_button(("disaster:" + num(d) + " " + card_name(card) + "##dis" + num(d)).c_str(),
                                           ImVec2(cw, ch), take, legal);
    c.ui.place("slot:" + num(d), a, ImVec2(a.x + cw, a.y + ch));
    const bool hov = ImGui::IsItemHovered();
    card_face(c, dl, a, ImVec2(a.x + cw, a.y + ch), card, false);
    const float fs = c.fs * 0.7f;
    // the innovation summary on the card
    const std::string ab = ability_text(kDisasterInfo[card].ability);
    dl->PushClipRect(ImVec2(a.x + 2, a.y), ImVec2(a.x + cw - 2, a.y + ch), true);
    ImGui::PushFont(nullptr);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(a.x + 4, a.y + c.fs * 2.2f), IM_COL32(255, 250, 240, 255), ab.c_str(),
                nullptr, cw - 8);
    ImGui::PopFont();
    dl->PopClipRect();
    if (st.resolved(d)) dl->AddRectFilled(a, ImVec2(a.x + cw, a.y + ch), IM_COL32(0, 0, 0, 140), 4.0f);
    highlight(dl, a, ImVec2(a.x + cw, a.y + ch), legal, hov);
    kit::item_tooltip(card_tooltip(st, card) + (legal ? "\n\n" + std::string(tr("end.b.tip.click_take")) : ""));
    if (clicked) c.ui.try_choose(take);
    // the bid pile (public) and the bid chips
    ImGui::AlignTextToFramePadding();
    c.ui.anchor("pot:" + num(d), ImVec2(ImGui::GetCursorScreenPos().x + c.fs * 3.0f,
                                        ImGui::GetCursorScreenPos().y + ImGui::GetFrameHeight() * 0.5f));
    ImGui::TextUnformatted(tr("end.b.pile"));
    for (int r = 0; r < 4; ++r) {
      ImGui::SameLine();
      const ImVec2 q = ImGui::GetCursorScreenPos();
      token_icon(ImGui::GetWindowDrawList(), ImVec2(q.x + c.fs * 0.45f, q.y + ImGui::GetFrameHeight() * 0.5f),
                 c.fs * 0.4f, r);
      ImGui::Dummy(ImVec2(c.fs * 0.95f, ImGui::GetFrameHeight()));
      kit::item_tooltip(res_name(r));
      ImGui::SameLine(0, 2);
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%d", st.pot(d, r));
    }
    if (c.me >= 0 && !st.resolved(d)) {
      bool first = true;
      for (int r = 0; r < 4; ++r) {
        const Action pass = make_action(kActPass, static_cast<uint32_t>(d << 8 | r));
        if (!c.has(pass)) continue;
        const std::string lab = trf("end.b.bid", {res_name(r)});
        if (!first) kit::flow_next(kit::button_width(lab));
        first = false;
        item_button(c, lab, pass, "bid");
      }
    }
    ImGui::EndGroup();
  }
}

void conflict_table(Ctx& c);

void draw_conflict(Ctx& c) {
  const EndState& st = c.st;
  const int k = st.conflict_card();
  if (k >= 0) {
    heading(tr("end.b.conflict"));
    const ConflictInfo& K = kConflictInfo[k];
    ImGui::BeginGroup();
    wrapped(trf("end.b.band_top", {num(K.top.threshold), band_text(K.top)}));
    wrapped(trf("end.b.band_mid", {num(K.middle.threshold), band_text(K.middle)}));
    wrapped(trf("end.b.band_pen", {num(K.penalty.threshold), band_text(K.penalty)}));
    wrapped(trf("end.b.victory", {band_text(K.victory)}));
    wrapped(trf("end.b.tip.upheaval", {rank_text(K.rank), num(K.position)}));
    ImGui::EndGroup();
    kit::item_tooltip(conflict_tooltip(k));
  }
  const EndState::ConflictReport& r = st.conflict_report();
  if (r.card < 0) return;
  if (!ImGui::CollapsingHeader(tr("end.b.last_conflict"), k >= 0 ? 0 : ImGuiTreeNodeFlags_DefaultOpen)) return;
  conflict_table(c);
}

// The last conflict's reveal (public): each seat's strength (base + committed
// = total), its band, who won and who swapped.
void conflict_table(Ctx& c) {
  const EndState& st = c.st;
  const EndState::ConflictReport& r = st.conflict_report();
  if (!ImGui::BeginTable("##reveal", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn(tr("game.players"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn(tr("end.b.col.total"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn(tr("end.b.col.result"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableHeadersRow();
  for (int p = 0; p < st.num_players(); ++p) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    kit::seat_token(c.host, p);
    ImGui::TextUnformatted(c.host.seat_name(p).c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", trf("end.b.strength_sum", {num(r.base[p]), num(r.committed[p]), num(r.total[p])}).c_str());
    ImGui::TableSetColumnIndex(2);
    std::string res = tr("end.b.band." + num(r.band[p]));
    if (r.victory[p]) res += " · " + std::string(tr("end.b.won"));
    if (r.upheaval[p]) res += " · " + std::string(tr("end.b.upheaval"));
    ImGui::TextWrapped("%s", res.c_str());
  }
  ImGui::EndTable();
}

void draw_last_take(Ctx& c) {
  const EndState::TakeReport& t = c.st.take_report();
  if (t.seat < 0 || t.card < 0) return;
  std::string line = trf("end.b.last_take", {c.host.seat_name(t.seat), card_name(t.card)});
  if (t.destroyed >= 0) line += " " + trf("end.b.last_destroyed", {loc_name(t.destroyed)});
  if (t.placed >= 0) line += " " + trf("end.b.last_placed", {loc_name(t.placed)});
  int pot = 0;
  for (int r = 0; r < 4; ++r) pot += t.pot[r];
  if (pot) line += " " + trn("end.b.last_pot", pot, {num(pot)});
  if (t.coins_bought) line += " " + trn("end.b.last_bought", t.coins_bought, {num(t.coins_bought)});
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.78f, 0.62f, 1.0f));
  wrapped(line);
  ImGui::PopStyleColor();
}

// The viewing seat's stash (and secret commitment) and hand: never another seat's.
void draw_private(Ctx& c) {
  const EndState& st = c.st;
  const int v = c.view;
  if (v < 0 || v >= st.num_players()) return;
  const EndState::Player& P = st.player(v);
  ImGui::PushFont(fonts::large());
  wrapped(trf("end.b.yours", {fitted_name(c.host.seat_name(v), 0.5f)}));
  ImGui::PopFont();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // stash
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("end.b.stash"));
  // Rules 2: clicking an axe or a coin moves it into the fist being put together
  // (the steppers below), and one confirmation commits it; rules 1 (older
  // records): each click commits one token.
  const bool at_once = c.me == v && commits_at_once(c);
  const int fist[4] = {0, 0, at_once ? fist_of(c, kA) : 0, at_once ? fist_of(c, kC) : 0};
  for (int r = 0; r < 4; ++r) {
    ImGui::SameLine();
    const Action commit = at_once ? Action{0} : make_action(r == kA ? kActCommitAxe : kActCommitCoin);
    const bool can = (r == kA || r == kC) && c.me == v && (at_once ? fist[r] < P.res[r] : c.has(commit));
    const ImVec2 q = ImGui::GetCursorScreenPos();
    const float w = c.fs * 2.6f, h = c.narrow ? 40.0f : ImGui::GetFrameHeight();
    // (Rules 2: a stash click is a chooser step, reported as legal with no action.)
    const bool clicked = chooser_button(("stash:" + res_name(r) + "##st" + num(r)).c_str(), ImVec2(w, h),
                                        can ? commit : 0, can && !at_once, can && at_once);
    const bool hov = ImGui::IsItemHovered();
    dl->AddRectFilled(q, ImVec2(q.x + w, q.y + h), IM_COL32(50, 44, 36, 255), 4.0f);
    token_icon(dl, ImVec2(q.x + c.fs * 0.6f, q.y + h * 0.5f), c.fs * 0.42f, r);
    c.ui.anchor("stash:" + num(r), ImVec2(q.x + c.fs * 0.6f, q.y + h * 0.5f));
    kit::text_at(dl, ImVec2(q.x + c.fs * 1.25f, q.y + (h - c.fs) * 0.5f), c.fs, IM_COL32(240, 235, 220, 255),
                 num(P.res[r] - fist[r]));
    highlight(dl, q, ImVec2(q.x + w, q.y + h), can, hov);
    kit::item_tooltip(res_name(r) + (can ? "\n" + std::string(tr("end.b.tip.click_commit")) : ""));
    if (clicked && can) {
      if (at_once)
        ++c.ui.fist[r == kA ? 0 : 1];
      else
        c.ui.try_choose(commit);
    }
  }
  if (at_once) {
    // The steppers: how many axes and coins go into the fist.
    for (int r : {kA, kC}) {
      const int i = r == kA ? 0 : 1;
      ImGui::PushID(r);
      const float bw = c.narrow ? 40.0f : 0.0f, bh = c.narrow ? 40.0f : 0.0f;
      ImGui::BeginDisabled(fist[r] == 0);
      if (ImGui::Button("-", ImVec2(bw, bh))) --c.ui.fist[i];
      ImGui::EndDisabled();
      kit::item_tooltip(trf("end.b.tip.fist_less", {res_name(r)}));
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(fist_text(r, fist[r]).c_str());
      ImGui::SameLine();
      ImGui::BeginDisabled(fist[r] >= P.res[r]);
      if (ImGui::Button("+", ImVec2(bw, bh))) ++c.ui.fist[i];
      ImGui::EndDisabled();
      kit::item_tooltip(trf("end.b.tip.fist_more", {res_name(r)}));
      ImGui::PopID();
      if (r == kA) ImGui::SameLine(0.0f, c.fs);
    }
  } else if (P.commit[kA] + P.commit[kC] > 0) {
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", trf("end.b.committed", {num(P.commit[kA]), num(P.commit[kC])}).c_str());
  }
  // While a conflict is fought: the running strength and the band it reaches now.
  if (const int k = st.conflict_card(); k >= 0) {
    const ConflictInfo& K = kConflictInfo[k];
    const int base = st.base_strength(v), committed = P.commit[kA] + P.commit[kC] + fist[kA] + fist[kC],
              total = base + committed;
    const int band = conflict_band(K, total);  // the engine's rule
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.85f, 0.55f, 1.0f));
    wrapped(trf("end.b.strength_now", {num(base), num(committed), num(total), tr("end.b.band." + num(band))}));
    ImGui::PopStyleColor();
  }
  // hand
  ImGui::TextUnformatted(tr("end.b.hand"));
  if (P.hand_n == 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("end.b.hand_empty"));
    return;
  }
  const float avail = ImGui::GetContentRegionAvail().x;
  const float cw = std::min(c.fs * 9.5f, (avail - 3 * 6.0f) / 4.0f), ch = c.fs * 7.4f;
  const float bh = c.narrow ? 40.0f : c.fs * 1.5f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  for (int i = 0; i < P.hand_n; ++i) {
    const int card = P.hand[i];
    const ImVec2 a(p0.x + static_cast<float>(i) * (cw + 6.0f), p0.y), b(a.x + cw, a.y + ch);
    ImGui::SetCursorScreenPos(a);
    ImGui::InvisibleButton(("##hand" + num(card)).c_str(), ImVec2(cw, ch - bh));
    card_face(c, dl, a, b, card, false);
    const float fs = std::min(c.fs * 0.68f, cw / 9.0f);
    dl->PushClipRect(ImVec2(a.x + 2, a.y), ImVec2(b.x - 2, b.y - bh), true);
    dl->AddText(ImGui::GetFont(), fs, ImVec2(a.x + 4, a.y + c.fs * 2.0f), IM_COL32(255, 250, 240, 255),
                ability_text(kDisasterInfo[card].ability).c_str(), nullptr, cw - 8);
    dl->PopClipRect();
    std::string tip = card_tooltip(st, card);
    if (c.me == v) tip += "\n\n" + trf("end.b.tip.build_cost", {num(st.build_cost(v, card))});
    kit::item_tooltip(tip);
    // Build and Sell halves at the bottom of the card.
    const Action build = make_action(kActBuild, static_cast<uint32_t>(card));
    const Action sell = make_action(kActSell, static_cast<uint32_t>(card));
    const float hw = cw * 0.5f;
    for (int k = 0; k < 2; ++k) {
      const Action act = k == 0 ? build : sell;
      const bool legal = c.me == v && c.has(act);
      const ImVec2 ba(a.x + hw * static_cast<float>(k), b.y - bh), bb(ba.x + hw, b.y);
      ImGui::SetCursorScreenPos(ba);
      const std::string lab = k == 0 ? trf("end.b.build_n", {num(st.build_cost(v, card))}) : tr("end.b.sell");
      const bool clicked = kit::board_button(
          ((k == 0 ? "build:" : "sell:") + card_name(card) + "##hb" + num(k) + "_" + num(card)).c_str(), ImVec2(hw, bh),
          act, legal);
      const bool hov = ImGui::IsItemHovered();
      dl->AddRectFilled(ba, bb, legal ? IM_COL32(70, 60, 40, 255) : IM_COL32(45, 40, 35, 230), 3.0f);
      const ImVec2 ts = kit::text_size(fs * 1.1f, lab);
      kit::text_at(dl, ImVec2(ba.x + (hw - ts.x) * 0.5f, ba.y + (bh - ts.y) * 0.5f), fs * 1.1f,
                   legal ? IM_COL32(255, 240, 200, 255) : IM_COL32(140, 130, 120, 255), lab);
      highlight(dl, ba, bb, legal, hov);
      if (c.me == v && hov && !legal) {
        const std::string why = c.ui.why_not(act);
        if (!why.empty()) kit::tooltip_now(why);
      }
      if (clicked) c.ui.try_choose(act);
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + ch + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(1, 1));
}

// ---- the decision prompt -------------------------------------------------------------------

std::string prompt_text(const Ctx& c) {
  const EndState& st = c.st;
  const EndState::Player& P = st.player(c.me);
  switch (st.decision()) {
    case EndState::kDecBid:
      return tr("end.b.prompt.bid");
    case EndState::kDecAfterPass:
      return tr("end.b.prompt.after_pass");
    case EndState::kDecDestroy:
      return tr("end.b.prompt.destroy");
    case EndState::kDecPlace:
      return trf("end.b.prompt.place", {st.pending_card() >= 0 ? card_name(st.pending_card()) : std::string("?")});
    case EndState::kDecLowRes:
      // Rules 3: the step follows every take; with 5 tokens or more there is nothing to buy.
      if (st.tokens(c.me) >= kLowResources) return trf("end.b.prompt.low_res_none", {num(st.tokens(c.me))});
      return trf("end.b.prompt.low_res", {num(st.tokens(c.me)), num(P.vp)});
    case EndState::kDecEcon:
      return tr("end.b.prompt.econ");
    case EndState::kDecConvert:
      return tr("end.b.prompt.convert");
    case EndState::kDecRepeat:
      return tr("end.b.prompt.repeat");
    case EndState::kDecInd:
      return trf("end.b.prompt.ind", {num(2 - st.industry_actions())});
    case EndState::kDecPay:
      return trf("end.b.prompt.pay", {num(st.pending_cost())});
    case EndState::kDecSwap:
      return c.ui.swap_first < 0 ? std::string(tr("end.b.prompt.swap1"))
                                 : trf("end.b.prompt.swap2", {num(c.ui.swap_first + 1)});
    case EndState::kDecMoveFrom:
      return tr("end.b.prompt.move");
    case EndState::kDecOrder:
      return tr("end.b.prompt.order");
    case EndState::kDecCommit:
      if (commits_at_once(c))
        return trf("end.b.prompt.commit_once",
                   {fist_text(kA, fist_of(c, kA)), fist_text(kC, fist_of(c, kC)), num(st.base_strength(c.me))});
      return trf("end.b.prompt.commit", {num(P.commit[kA]), num(P.commit[kC]), num(st.base_strength(c.me))});
    case EndState::kDecRefresh:
      return tr("end.b.prompt.refresh");
    default:
      return {};
  }
}

void decision(Ctx& c) {
  const EndState& st = c.st;
  if (st.terminal() || c.me < 0) return;
  // Buttons for the choices that are not a tile, card or token on the board,
  // and every choice whose board element offers two (a free bid on either disaster).
  bool first = true;
  auto button = [&](const std::string& label, Action a) {
    if (!first) kit::flow_next(kit::button_width(label));
    first = false;
    item_button(c, label, a, "p");
  };
  for (Action a : c.legal) {
    const uint32_t k = action_kind(a), arg = action_arg(a);
    switch (k) {
      case kActFreeBid:
      case kActReplace:
        if (st.disasters() > 1) button(st.button_label(a, language(), &c.names), a);
        break;
      case kActEndTurn:
      case kActBuyCoin:
      case kActStopBuying:
      case kActConvert:
      case kActConvertStop:
      case kActEndPhase:
      case kActDiscardAll:
      case kActPay:
      case kActCommitDone:
        button(st.button_label(a, language(), &c.names), a);
        break;
      case kActCommit:  // one button: the commitment put together with the steppers
        if (a == commit_action(fist_of(c, kA), fist_of(c, kC)))
          button(trf("end.b.commit_confirm", {fist_text(kA, fist_of(c, kA)), fist_text(kC, fist_of(c, kC))}), a);
        break;
      case kActOrder:
        button(tr(arg == 0 ? "end.b.order_econ" : "end.b.order_ind"), a);
        break;
      default:
        break;
    }
  }
  if (st.decision() == EndState::kDecSwap && c.ui.swap_first >= 0) {
    if (!first) kit::flow_next(kit::button_width(tr("end.b.swap_clear")));
    if (ImGui::Button(tr("end.b.swap_clear"))) c.ui.swap_first = -1;
  }
}

// ---- the history (VP per space) ------------------------------------------------------------

void update_history(EndUi& ui) { ui.host().follow(ui.hist); }

void vp_chart(Ctx& c) {
  const History& h = c.ui.hist;
  if (h.vp.empty()) return;
  const int cols = static_cast<int>(h.vp[0].size());  // spaces + final
  kit::ScoreChart chart;
  for (const auto& row : h.vp) {
    std::vector<int> r;
    for (int v : row) r.push_back(v == -1 ? kit::ScoreChart::kNoPoint : v);
    chart.rows.push_back(r);
  }
  // Every third space (not the one next to the final column), and the final column.
  chart.label = [cols](int j) {
    const int i = j - 1;
    if (j == 0) return std::string();
    if (i == cols - 1) return std::string(tr("board.chart_final"));
    return i % 3 == 0 && i < cols - 2 ? num(i + 1) : std::string();
  };
  kit::score_chart(c.host, chart);
}

}  // namespace

std::string EndUi::prompt() {
  const Ctx c(*this);
  return c.me >= 0 && !c.st.terminal() ? prompt_text(c) : std::string();
}

void EndUi::decision_buttons() {
  Ctx c(*this);
  decision(c);
}

// Where a move happened (kit::Board::where): the disaster card bid on or
// taken, the seat's own location tiles it destroyed, repaired, used, built on
// or swapped. Hand cards stay off: they are the seat's secret.
std::vector<std::string> EndUi::where(emp::Action a, int seat) {
  const EndState& st = static_cast<const EndState&>(host().state());
  const uint32_t k = action_kind(a), arg = action_arg(a);
  auto pos_key = [&](int pos) { return "tile:" + num(seat) + ":" + num(pos); };
  auto tile_key = [&](uint32_t tile) -> std::vector<std::string> {
    for (int pos = 0; pos < kLocations; ++pos)
      if (st.tile_at(seat, pos) == static_cast<int>(tile)) return {pos_key(pos)};
    return {};
  };
  switch (k) {
    case kActPass:
    case kActFreeBid:
    case kActReplace:
      return {"slot:" + num(static_cast<int>(arg >> 8))};
    case kActTake:
      return {"slot:" + num(static_cast<int>(arg))};
    case kActDestroy:
      return {pos_key(static_cast<int>(arg))};
    case kActSwap:
      return {pos_key(static_cast<int>(arg >> 8)), pos_key(static_cast<int>(arg & 0xFF))};
    case kActPlace:
    case kActRepair:
      return tile_key(arg);
    case kActUse:
    case kActRepeat:
      return arg < static_cast<uint32_t>(kLocations) ? tile_key(arg) : std::vector<std::string>{};
    default:
      return {};
  }
}

std::string EndUi::phase() { return space_line(host(), static_cast<const EndState&>(host().state())); }

void EndUi::seat_panel(int seat, bool compact) {
  Ctx c(*this);
  ::empui::seat_panel(c, seat, compact);
}

std::string EndUi::review_phase() { return phase(); }

void EndUi::content() {
  Ctx c(*this);
  update_history(*this);
  draw_track(c);
  end_ui::draw_phase_summary(c.host, c.ui.sums, c.view, c.narrow);
  draw_last_take(c);
  ImGui::Spacing();
  draw_disasters(c);
  draw_conflict(c);
  draw_private(c);
  ImGui::Spacing();
  heading(tr("end.b.empires"));
  // The viewing seat's empire first, then the others in seat order.
  const int n = c.st.num_players();
  const int v = c.view >= 0 ? c.view : 0;
  for (int i = 0; i < n; ++i) {
    ImGui::PushID(i);
    draw_empire(c, (v + i) % n);
    ImGui::PopID();
    ImGui::Spacing();
  }
  heading(tr("end.b.scores"));
  draw_score_track(c);
  end_ui::draw_earlier_phase_summaries(c.host, c.ui.sums, c.view, c.narrow);
  // The newest bid flies onto its pile: from your stash, or from the bidder's panel.
  if (const auto mv = moving(); mv && action_kind(*mv) == kActPass) {
    const int d = static_cast<int>(action_arg(*mv) >> 8), r = static_cast<int>(action_arg(*mv) & 0xFF) & 3;
    const int mover = host().actor(host().record().actions.size() - 1);
    const std::string from = mover >= 0 && mover == c.view ? "stash:" + num(r) : "seat:" + num(mover);
    fly(from, "pot:" + num(d), res_icon(r), kTint[r], c.fs * 0.55f);
  }
}

// Under the generic end screen (screens/game_over.cpp: ranking, points by
// category): the chart, the last conflict and the empires.
bool EndUi::reveal() {
  Ctx c(*this);
  const EndState::ConflictReport& r = c.st.conflict_report();
  if (r.card < 0) return false;
  // A header (an item the automation API finds by its label) over the table everybody sees together.
  if (!ImGui::CollapsingHeader(tr("end.b.revealed"), ImGuiTreeNodeFlags_DefaultOpen)) return true;
  conflict_table(c);
  return true;
}

void EndUi::game_over() {
  Ctx c(*this);
  update_history(*this);
  ImGui::Spacing();
  heading(tr("end.b.chart"));
  vp_chart(c);
  ImGui::Spacing();
  draw_conflict(c);
  heading(tr("end.b.empires"));
  for (int p = 0; p < c.st.num_players(); ++p) {
    ImGui::PushID(p);
    draw_empire(c, p);
    ImGui::PopID();
  }
}

std::unique_ptr<kit::Board> make_end_board(kit::Host& host) { return std::make_unique<EndUi>(host); }

}  // namespace empui
