#include "kit/board.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/messages.h"
#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/banner.h"
#include "kit/board_items.h"
#include "kit/icons.h"
#include "kit/pieces.h"
#include "kit/theme.h"
#include "kit/tooltip.h"
#include "kit/web_game.h"
#include "kit/widgets.h"

namespace empui::kit {

void Board::begin_frame() {
  me_ = host_.record_full() ? -1 : host_.acting_seat();  // a full record: no choice is offered
  legal_.clear();
  if (me_ >= 0) host_.state().legal_actions(legal_);
  frame();
}

bool Board::is_legal(emp::Action a) const { return std::find(legal_.begin(), legal_.end(), a) != legal_.end(); }

std::string Board::why_not(emp::Action a) const {
  const emp::State& st = host_.state();
  if (st.terminal()) return tr("board.why_over");
  if (host_.record_full()) return record_full_text();  // a click on the board says why nothing moves
  if (me_ < 0) {
    const int held = host_.held_seat();
    if (held >= 0) return tr("game.held_hint");
    return trf("board.not_your_turn", {host_.seat_name(st.current_player())});
  }
  if (is_legal(a)) return {};
  const std::string why = st.why_illegal(a);
  return why.empty() ? std::string(tr("err.illegal")) : tr_message(why);
}

bool Board::try_choose(emp::Action a) {
  const std::string why = why_not(a);
  if (!why.empty()) {
    refuse(why);
    return false;
  }
  const Result r = host_.choose(a);
  if (!r.ok) {
    refuse(r.error);
    return false;
  }
  chosen(a);
  return true;
}

float Board::motion(float ms) {
  const size_t n = host_.record().actions.size();
  const double now = ImGui::GetTime();
  if (motion_moves_ == static_cast<size_t>(-1)) motion_moves_ = n;  // a board just opened: nothing moves
  if (n != motion_moves_) {
    motion_grew_ = n == motion_moves_ + 1;
    motion_moves_ = n;
    motion_t0_ = now;
    flights_ = 0;
  }
  if (host_.reduce_motion() || n == 0) return 1.0f;
  const float t = static_cast<float>((now - motion_t0_) * 1000.0 / static_cast<double>(ms));
  if (t >= 1.0f) return 1.0f;
  host_.request_redraw(2);
  return std::max(0.0f, t);
}

int Board::count_up(const std::string& key, int value) {
  const double now = ImGui::GetTime();
  auto it = counts_.find(key);
  if (it == counts_.end()) {
    counts_[key] = {static_cast<float>(value), static_cast<float>(value), now - 1.0};
    return value;
  }
  Count& c = it->second;
  auto at = [&](double t) {
    const float k = ease(static_cast<float>(std::clamp(t, 0.0, 1.0)));
    return c.from + (c.to - c.from) * k;
  };
  const double t = (now - c.t0) / 0.6;
  if (static_cast<float>(value) != c.to) {
    c.from = at(t);  // from where it shows now
    c.to = static_cast<float>(value);
    c.t0 = now;
    if (host_.reduce_motion() || host_.reviewing()) c.from = c.to;
    host_.request_redraw(2);
    return static_cast<int>(std::lround(c.from));
  }
  if (t >= 1.0 || c.from == c.to) return value;
  host_.request_redraw(2);
  return static_cast<int>(std::lround(at(t)));
}

std::optional<emp::Action> Board::moving() {
  if (motion() >= 1.0f || !motion_grew_) return std::nullopt;
  const auto& acts = host_.record().actions;
  if (acts.empty()) return std::nullopt;
  return acts.back();
}

void Board::refuse(const std::string& why) { host_.show_toast("⚠ " + why); }

void Board::fly(const std::string& from, const std::string& to, const char* icon, ImU32 col, float size, float delay) {
  if (!moving()) return;
  auto find = [&](const std::string& name, ImVec2& at) {
    if (auto it = anchors_next_.find(name); it != anchors_next_.end()) return at = it->second, true;
    if (auto it = anchors_.find(name); it != anchors_.end()) return at = it->second, true;
    return false;
  };
  ImVec2 a, b;
  if (!find(from, a) || !find(to, b)) return;
  const float m = motion();
  if (m < delay) return;
  const float t = ease(std::min(1.0f, (m - delay) / std::max(0.05f, 1.0f - delay)));
  // An arc: up and over, like a token tossed onto the pile.
  const ImVec2 p(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t - std::sin(t * 3.14159f) * size * 2.0f);
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  ++flights_;
  dl->AddCircleFilled(ImVec2(p.x + 2, p.y + 3), size, theme::shadow, 20);
  dl->AddCircleFilled(p, size, theme::paper_light, 20);
  dl->AddCircle(p, size, IM_COL32(60, 45, 30, 255), 20, 1.5f);
  if (icon) draw_icon(dl, icon, p, size * 1.4f, col);
}

void Board::draw() {
  anchors_ = std::move(anchors_next_);
  anchors_next_.clear();
  places_.clear();
  board_items_begin();
  begin_frame();
  if (host_.cover_seat() < 0 || !host_.cover_hides_board()) reveals_seen_ = host_.state().reveals();
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) host_.request_redraw(2);  // long presses: the tooltip shows
  // The turn and the decision are in the game screen's status bar; review,
  // which has none, shows the turn banner here.
  const int p = host_.state().current_player();
  if (p >= 0 && host_.reviewing()) turn_banner(host_, p, review_phase(), ImGui::GetFontSize());
  {
    // The board's middle near its top: where gains come from when the game set no "move" anchor.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    anchor("board", ImVec2(at.x + ImGui::GetContentRegionAvail().x * 0.5f, at.y + ImGui::GetFontSize() * 4.0f));
  }
  content();
  mark_last_moves();
  fly_changes();
  options_list();
  outline_hint();
  board_items_end();
}

// Each seat's newest turn: walking back from the newest move, a seat's run
// of moves ends (going back) where another seat moved. Chance and unknown
// actors end no run. Far back (a seat that has not moved for long) is not
// searched: its mark has long been out of date.
void Board::mark_last_moves() {
  const emp::Record& rec = host_.record();
  const size_t n = rec.actions.size();
  const int seats = host_.num_seats();
  const int viewer = host_.view_seat();
  const uint64_t hash = host_.state().hash();
  if (n != turns_n_ || hash != turns_hash_ || viewer != turns_viewer_) {
    turns_n_ = n;
    turns_hash_ = hash;
    turns_viewer_ = viewer;
    turns_.assign(static_cast<size_t>(std::max(0, seats)), {});
    std::vector<int> run(static_cast<size_t>(std::max(0, seats)), 0);  // 0 none yet, 1 in its run, 2 ended
    int open = seats;
    for (size_t i = n, seen = 0; i-- > 0 && open > 0 && seen < 4000; ++seen) {
      const int p = host_.actor(i);
      if (p < 0 || p >= seats) continue;
      for (int q = 0; q < seats; ++q)
        if (q != p && run[static_cast<size_t>(q)] == 1) run[static_cast<size_t>(q)] = 2, --open;
      int& r = run[static_cast<size_t>(p)];
      if (r == 2) continue;
      r = 1;
      turns_[static_cast<size_t>(p)].push_back(i);
    }
  }
  ImVec2 pane_min, pane_max;
  const bool have_pane = board_pane(pane_min, pane_max);
  if (have_pane) pane_max.y = std::min(pane_max.y, board_sheet_top());
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const float fs = ImGui::GetFontSize();
  const bool hovering_board =
      ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
  std::map<std::string, int> stacked;  // marks already on a place: the next token sits beside them
  for (int p = 0; p < seats; ++p) {
    std::vector<std::string> done;
    for (const size_t i : turns_[static_cast<size_t>(p)]) {
      const std::string text = host_.seen_action(i);
      if (text.empty()) continue;  // a secret to the viewer: not marked
      for (const std::string& key : where(rec.actions[i], p)) {
        if (std::find(done.begin(), done.end(), key) != done.end()) continue;
        ImVec2 a, b;
        bool shown = true;
        if (auto it = places_.find(key); it != places_.end()) {
          a = it->second.first, b = it->second.second;
        } else {
          const std::vector<BoardItem>& items = board_items_gathering();
          auto f = std::find_if(items.begin(), items.end(), [&](const BoardItem& x) { return x.label == key; });
          if (f == items.end()) continue;  // not drawn this frame
          a = ImVec2(f->x, f->y), b = ImVec2(f->x + f->w, f->y + f->h);
          shown = f->visible;
        }
        done.push_back(key);
        if (i + 1 == n && !anchors_next_.count("move")) anchor("move", ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f));
        BoardItem m;
        m.label = "last:" + std::to_string(p) + ":" + key;
        m.x = a.x, m.y = a.y, m.w = b.x - a.x, m.h = b.y - a.y;
        board_items_add(std::move(m));  // its visibility: in the pane's view, not under an overlay
        BoardItem& added = board_items_gathering().back();
        added.visible = added.visible && shown;
        if (!added.visible) continue;
        // The place's corners in the seat's colour (dark under them, readable
        // on any board; corners leave a name or a number inside in view) and
        // its token on the top-left corner: told apart without colour too.
        if (have_pane) dl->PushClipRect(pane_min, pane_max, false);
        const ImVec2 o(a.x - 2.0f, a.y - 2.0f), e(b.x + 2.0f, b.y + 2.0f);
        const float len = std::max(5.0f, std::min(std::min(e.x - o.x, e.y - o.y) * 0.3f, fs * 0.9f));
        const ImU32 col = seat_u32(host_, p);
        for (int corner = 0; corner < 4; ++corner) {
          const ImVec2 at(corner & 1 ? e.x : o.x, corner & 2 ? e.y : o.y);
          const float dx = corner & 1 ? -len : len, dy = corner & 2 ? -len : len;
          const ImVec2 pts[3] = {ImVec2(at.x + dx, at.y), at, ImVec2(at.x, at.y + dy)};
          dl->AddPolyline(pts, 3, IM_COL32(20, 16, 10, 210), ImDrawFlags_None, 5.0f);
          dl->AddPolyline(pts, 3, col, ImDrawFlags_None, 3.0f);
        }
        const int k = stacked[key]++;
        const float r = std::max(6.0f, fs * 0.36f);
        const ImVec2 t(o.x + r * 2.1f * static_cast<float>(k), o.y);
        dl->AddCircleFilled(ImVec2(t.x + 1.0f, t.y + 1.5f), r, theme::shadow, 16);
        draw_disc(dl, t, r, colour_of(host_, p));
        if (have_pane) dl->PopClipRect();
        if (hovering_board && ImGui::IsMouseHoveringRect(a, b, false)) tooltip_now(trf("board.last_move", {text}));
      }
    }
  }
}

void Board::draw_reveal_on_cover() {
  const int64_t now = host_.state().reveals();
  if (reveals_seen_ < 0) reveals_seen_ = now;  // opened behind the cover: nothing is news
  if (now == reveals_seen_) return;
  begin_frame();
  ImGui::Spacing();
  reveal();
}

void Board::outline_hint() {
  const int64_t hint = host_.hinted_action();
  if (hint < 0) return;
  // Every place of this frame (board and status bar) that makes the suggested move: outlined.
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (BoardItem& it : board_items_gathering())
    if (it.legal && it.action == static_cast<double>(hint)) {
      it.hinted = true;
      if (!it.visible) continue;
      const ImVec2 a(it.x - 3.0f, it.y - 3.0f), b(it.x + it.w + 3.0f, it.y + it.h + 3.0f);
      dl->AddRect(a, b, IM_COL32(20, 16, 10, 220), 6.0f, 0, 5.0f);
      dl->AddRect(a, b, theme::hint, 6.0f, 0, 3.0f);
    }
}

void Board::options_list() {
  if (me_ < 0 || legal_.empty() || !all_options()) return;
  if (!ImGui::CollapsingHeader(trf("board.all_options", {std::to_string(legal_.size())}).c_str())) return;
  const std::vector<std::string> names = host_.seat_names();
  for (emp::Action a : legal_) {
    ImGui::PushID(static_cast<int>(a) ^ 0x5a5a);
    const std::string label = host_.state().button_label(a, host_.lang(), &names);
    if (wide_button((label + "##all").c_str())) {
      try_choose(a);
      ImGui::PopID();
      break;  // the list changed
    }
    ImGui::PopID();
  }
}

void Board::draw_decision() {
  begin_frame();
  if (me_ < 0) return;
  decision_buttons();
}

std::string Board::prompt_line() {
  begin_frame();
  if (me_ < 0) return {};
  return prompt();
}

std::string Board::phase_line() {
  begin_frame();
  return phase();
}

void Board::draw_seat_panel(int seat, bool compact) {
  begin_frame();
  // Where this seat's gains land (the panel's name line).
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float fs = ImGui::GetFontSize();
  anchor("seat:" + std::to_string(seat), ImVec2(at.x + fs * (compact ? 6.0f : 8.0f), at.y + fs * 0.8f));
  seat_panel(seat, compact);
}

// Every gain and payment of the newest move flies: a gain from the board
// (the move's own anchor "move" where the game set one) to the seat's panel,
// a payment the other way, one token per kind, a little apart in time. Only
// what the viewer may read (Host::last_move_events); none with Reduce motion.
void Board::fly_changes() {
  if (!moving()) return;
  const WebGame* g = find_web_game(host_.info().id);
  if (!g || !g->term_icon) return;
  const bool have_move = anchors_next_.count("move") || anchors_.count("move");
  const std::string from_board = have_move ? "move" : "board";
  int k = 0;
  std::vector<emp::Change> ch;
  for (const std::string& coded : host_.last_move_events()) {
    int seat = -1;
    if (!emp::parse_changes(coded, seat, ch)) continue;
    for (const emp::Change& c : ch) {
      const char* ic = g->term_icon(c.key);
      if (!ic || c.n == 0 || k >= 8) continue;
      const std::string to_seat = "seat:" + std::to_string(seat);
      const ImU32 col = c.n > 0 ? theme::gain : theme::pay;
      if (c.n > 0)
        fly(from_board, to_seat, ic, col, ImGui::GetFontSize() * 0.6f, static_cast<float>(k) * 0.08f);
      else
        fly(to_seat, from_board, ic, col, ImGui::GetFontSize() * 0.6f, static_cast<float>(k) * 0.08f);
      ++k;
    }
  }
}

void Board::draw_game_over() {
  board_items_begin();
  begin_frame();
  game_over();
  board_items_end();
}

void flow_next(float w) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float last = ImGui::GetItemRectMax().x;
  if (last + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
}

void flow(float w, bool& first) {
  if (!first) flow_next(w);
  first = false;
}

float button_width(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

std::string wrap_label(const std::string& label, float width) {
  if (width <= 0.0f) width = ImGui::GetContentRegionAvail().x;
  const float room = width - ImGui::GetStyle().FramePadding.x * 2.0f;
  if (button_width(label) <= width || room <= 0.0f) return label;
  std::string out, line;
  size_t i = 0;
  while (i < label.size()) {
    size_t j = label.find(' ', i);
    if (j == std::string::npos) j = label.size();
    const std::string word = label.substr(i, j - i);
    const std::string tried = line.empty() ? word : line + " " + word;
    if (!line.empty() && ImGui::CalcTextSize(tried.c_str()).x > room) {
      out += line + "\n";
      line = word;
    } else {
      line = tried;
    }
    i = j + 1;
  }
  return out + line;
}

void heading_line(const std::string& text, const std::string& extra) {
  ImGui::PushFont(fonts::large());
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopFont();
  if (!extra.empty()) {
    // Beside the heading when it fits, else wrapped on the next line.
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(extra.c_str()).x < right) {
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped(extra);
    ImGui::PopStyleColor();
  }
}

std::string signed_num(int v) { return (v > 0 ? "+" : v < 0 ? "−" : "") + std::to_string(std::abs(v)); }

}  // namespace empui::kit
