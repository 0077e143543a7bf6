#include "kit/status_bar.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "fonts.h"
#include "i18n.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "item_probe.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/handover.h"
#include "kit/host.h"
#include "kit/icons.h"
#include "kit/pieces.h"
#include "kit/table_presets.h"
#include "kit/theme.h"
#include "kit/tooltip.h"
#include "kit/widgets.h"

namespace empui::kit {
namespace {

// A box tinted in a seat's colour behind what is drawn between begin and end.
// Its height is the one measured in the previous frame (no draw-list channels,
// so a board may split channels inside); a change asks for one more frame.
struct Tint {
  ImGuiID id = 0;
  ImVec2 p0;
  float right = 0;
};

Tint tint_begin(const Host& host, int seat, const char* id, float alpha) {
  Tint t;
  t.id = ImGui::GetID(id);
  t.p0 = ImGui::GetCursorScreenPos();
  t.right = t.p0.x + ImGui::GetContentRegionAvail().x;
  const float h = ImGui::GetStateStorage()->GetFloat(t.id, 0.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (h > 0) {
    const ImVec2 a(t.p0.x, t.p0.y), b(t.right, t.p0.y + h);
    dl->AddRectFilled(a, b, seat >= 0 ? seat_u32(host, seat, alpha) : IM_COL32(60, 52, 40, 255), 8.0f);
    dl->AddRect(a, b, seat >= 0 ? seat_u32(host, seat, 0.9f) : IM_COL32(200, 170, 100, 255), 8.0f, 0, 2.0f);
  }
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(1, 3));
  ImGui::Indent(theme::space_m);
  return t;
}

// Returns the box's bottom edge.
float tint_end(Host& host, const Tint& t) {
  ImGui::Unindent(theme::space_m);
  ImGui::Dummy(ImVec2(1, 2));
  ImGui::EndGroup();
  const float h = std::round(ImGui::GetItemRectMax().y - t.p0.y + 3.0f);  // whole pixels below
  ImGuiStorage* st = ImGui::GetStateStorage();
  if (std::abs(st->GetFloat(t.id, 0.0f) - h) > 0.5f) {
    st->SetFloat(t.id, h);
    host.request_redraw(2);
  }
  ImGui::SetCursorScreenPos(ImVec2(t.p0.x, t.p0.y + h + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(1, 0));
  return t.p0.y + h;
}

// A seat's panel as an item "seat:<n>" (empires.boardItems(): the tests see where each seat is shown).
void seat_item(int seat, ImVec2 min, ImVec2 max) { board_item("seat:" + std::to_string(seat), min, max, 0, false); }

void same_line_if_fits(const std::string& next) {
  const float w = ImGui::CalcTextSize(next.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
}

}  // namespace

std::vector<int> seat_order(const Host& host) {
  const int n = host.num_seats();
  int first = host.held_seat() >= 0 ? host.held_seat() : host.view_seat();
  if (first < 0 || first >= n) first = 0;
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back((first + i) % n);
  return out;
}

namespace {
float g_bar_bottom = 0.0f;  // where the status bar ended in its last frame
float status_bar_bottom() { return g_bar_bottom; }
// The bar's padding above and below (a phone keeps its height for the board).
float bar_pad_y(const Host& host) { return host.narrow() ? theme::space_s : ImGui::GetStyle().WindowPadding.y; }
}  // namespace

float status_bar_height(const Host& host) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const bool narrow = host.narrow();
  ImGui::PushFont(fonts::large());
  const float large = ImGui::GetTextLineHeight();
  ImGui::PopFont();
  const float line = ImGui::GetTextLineHeight();
  const float row_a = narrow ? line : large;
  const float row_b = narrow ? line * 2.0f : large;  // a phone: the prompt in two lines
  return std::round(bar_pad_y(host) * 2.0f + row_a + row_b + decision_row_height(host) + style.ItemSpacing.y * 2.0f +
                    2.0f);
}

float decision_row_height(const Host& host) {
  return host.narrow() ? std::max(theme::touch_target, ImGui::GetFrameHeight()) : ImGui::GetFrameHeight();
}

std::string fit_lines(const std::string& text, float width, int lines) {
  const float line_h = ImGui::GetTextLineHeight();
  auto fits = [&](const std::string& t) {
    return ImGui::CalcTextSize(t.c_str(), nullptr, false, width).y <= line_h * static_cast<float>(lines) + 0.5f &&
           (lines > 1 || ImGui::CalcTextSize(t.c_str()).x <= width);
  };
  if (fits(text)) return text;
  // The longest prefix (cut at a character boundary) that fits with "…".
  size_t lo = 0, hi = text.size();
  while (lo < hi) {
    const size_t mid = (lo + hi + 1) / 2;
    size_t cut = mid;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
    if (fits(text.substr(0, cut) + "…"))
      lo = mid;
    else
      hi = mid - 1;
  }
  size_t cut = lo;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  std::string out = text.substr(0, cut);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out + "…";
}

namespace {

// A text of at most `lines` lines at the cursor, shortened with "…" where it
// is longer; the whole text is its tooltip (a long press on touch).
void text_lines(const std::string& text, int lines, bool large) {
  if (large) ImGui::PushFont(fonts::large());
  const float w = std::max(1.0f, ImGui::GetContentRegionAvail().x);
  const std::string shown = fit_lines(text, w, lines);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  ImGui::TextUnformatted(shown.c_str(), shown.c_str() + shown.size());
  ImGui::PopTextWrapPos();
  if (large) ImGui::PopFont();
  if (shown != text) item_tooltip(text);
}

// Where the decision's buttons were drawn for a decision: in the status
// bar's one row, or in the sheet (they did not fit one row).
// Once in the sheet, a decision stays there until the position changes
// (`key`): the two places never take turns from frame to frame.
struct DecisionPlace {
  bool sheet = false;
  size_t key = 0;  // the position the sheet was opened for
};
DecisionPlace& decision_place() {
  static DecisionPlace p;
  return p;
}

// The position the decision belongs to: the record's length and who acts.
size_t position_key(const Host& host) {
  return host.record().actions.size() * 64 + static_cast<size_t>(host.acting_seat() + 1);
}

}  // namespace

void status_bar(Host& host, Board* board, const std::function<void()>& extra) {
  const emp::State& st = host.state();
  if (st.terminal()) return;
  const int held = host.held_seat();
  const int cover = host.cover_seat();
  const int seat = held >= 0 ? held : st.current_player();
  if (seat < 0) return;
  const bool narrow = host.narrow();
  const ImGuiStyle& style = ImGui::GetStyle();
  // The bar is as high whatever it holds: the board under it never moves.
  const float bar_h = status_bar_height(host);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float bar_w = ImGui::GetContentRegionAvail().x;
  {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a = p0, b(p0.x + bar_w, p0.y + bar_h);
    dl->AddRectFilled(a, b, seat_u32(host, seat, 0.22f), 8.0f);
    dl->AddRect(a, b, seat_u32(host, seat, 0.9f), 8.0f, 0, 2.0f);
  }
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(theme::space_m + 2.0f, bar_pad_y(host)));
  ImGui::BeginChild(
      "##statusbar", ImVec2(bar_w, bar_h), false,
      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  board_item("pane:status", p0, ImVec2(p0.x + bar_w, p0.y + bar_h), 0, false);

  // Row A: whose turn, and where the game stands.
  const std::string name = host.seat_name(seat);
  std::string who;
  if (cover >= 0)
    who = trf("game.pass_to", {name});
  else if (host.read_only())  // another tab plays this game: here it is only shown
    who = trf("game.other_tab_turn", {name});
  else if (host.record_full())  // the message above says why
    who = trf("game.record_full_turn", {name});
  else if (held >= 0)
    who = trf("game.held", {name});
  else if (host.bot_to_act())
    who = trf("game.bot_thinking", {name});
  else if (host.remote_to_act() >= 0)
    who = trf("game.remote_turn", {name});
  else
    who = trf("game.your_turn", {name});
  std::string line = board ? board->phase_line() : std::string();
  const bool acting = cover < 0 && held < 0 && host.acting_seat() >= 0 && !host.record_full();
  if (acting && host.undo_stop(host.acting_seat()) == UndoStop::Chance) {  // e.g. after a roll, in the same turn
    if (!line.empty()) line += " · ";
    line += tr("game.undo_stops_chance");
  }
  {
    if (!narrow) ImGui::PushFont(fonts::large());
    seat_token(host, seat);
    const float w = ImGui::GetContentRegionAvail().x;
    const std::string who_shown = fit_lines(who, w, 1);
    ImGui::TextUnformatted(who_shown.c_str());
    if (who_shown != who) item_tooltip(who);
    if (!narrow) ImGui::PopFont();
    if (!line.empty()) {
      const float room = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - ImGui::GetItemRectMax().x -
                         style.ItemSpacing.x;
      if (room > ImGui::GetFontSize() * 4.0f) {
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (narrow ? 0.0f : 3.0f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        text_lines(line, 1, false);
        ImGui::PopStyleColor();
      }
    }
  }
  // Row B: what to do now (one line; a phone: two). Row C: its buttons.
  const float row_b_top = p0.y + bar_pad_y(host) +
                          (narrow ? ImGui::GetTextLineHeight() : [] {
                            ImGui::PushFont(fonts::large());
                            const float h = ImGui::GetTextLineHeight();
                            ImGui::PopFont();
                            return h;
                          }()) +
                          style.ItemSpacing.y;
  const float row_c_top = p0.y + bar_h - bar_pad_y(host) - decision_row_height(host) - 1.0f;
  auto row_b = [&](const std::string& text) {
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, row_b_top));
    text_lines(text, narrow ? 2 : 1, !narrow);
  };
  auto row_c = [&] {
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetWindowPos().x + ImGui::GetStyle().WindowPadding.x, row_c_top));
  };
  const float btn_h = decision_row_height(host);
  DecisionPlace& place = decision_place();
  bool sheet_wanted = false;
  if (cover >= 0) {
    // Hot-seat: the next person confirms having the device. When the cover
    // hides the board, the board's pane shows it large (game screen), with what was revealed.
    row_b(trf(host.cover_hides_board() ? "game.pass_hint_private" : "game.pass_hint", {name}));
    if (!host.cover_hides_board()) {
      row_c();
      if (ImGui::Button(trf("game.pass_ready", {name}).c_str(), ImVec2(0, btn_h))) host.handover().confirmed = cover;
    }
  } else if (const emp::Action* pending = host.pending_choice()) {
    const std::vector<std::string> names = host.seat_names();
    const std::string label = st.button_label(*pending, host.lang(), &names);
    // A choice that can only lose says why (the engine's words); else the
    // choice shows the others what was hidden.
    const std::string caution = st.action_caution(*pending);
    if (!caution.empty())
      row_b(std::string(tr("game.caution_title")) + " " + tr_message(caution));  // the player just chose it
    else
      row_b(trf("game.confirm_title", {label}) + " " + tr("game.confirm_hint"));
    row_c();
    if (ImGui::Button(tr(caution.empty() ? "game.confirm_do" : "game.caution_do"), ImVec2(0, btn_h))) {
      Result r = host.confirm_choice();
      if (!r.ok) host.show_error(r.error);
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("game.confirm_cancel"), ImVec2(0, btn_h))) host.cancel_choice();
  } else if (held >= 0) {
    const UndoStop stop = host.undo_stop(held);
    row_b(tr(host.can_undo()            ? "game.held_hint"
             : stop == UndoStop::Chance ? "game.held_chance"
             : stop == UndoStop::Reveal ? "game.held_reveal"
                                        : "game.held_final"));
    row_c();
    if (ImGui::Button(tr("game.end_turn"), ImVec2(0, btn_h))) {
      Result r = host.end_turn();
      if (!r.ok) host.show_error(r.error);
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!host.can_undo());
    if (ImGui::Button((std::string(tr("game.undo")) + "##held").c_str(), ImVec2(0, btn_h))) {
      Result r = host.undo();
      if (!r.ok) host.show_error(r.error);
    }
    ImGui::EndDisabled();
  } else if (acting) {
    std::string prompt = board ? board->prompt_line() : std::string();
    if (prompt.empty()) prompt = tr("game.choose_action");
    row_b(prompt);
    // The decision's buttons: in this row while they fit one row, else in the sheet.
    if (!place.sheet) {
      row_c();
      const float w = ImGui::GetContentRegionAvail().x;
      ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
      ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 0, 0, 0));  // the bar's tint behind it
      ImGui::BeginChild("##decision_row", ImVec2(w, btn_h), false,
                        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
      ImGui::PopStyleColor();
      ImGui::PopStyleVar();
      const ImVec2 ext = decision_content(host, board, extra);
      overlay_wheel_to_board();
      ImGui::EndChild();
      if (ext.y > btn_h + 1.5f || ext.x > w + 1.0f) {
        place.sheet = true;  // it did not fit: the sheet, from the next frame on
        place.key = position_key(host);
        host.request_redraw(2);
      }
    } else {
      sheet_wanted = true;
    }
  }
  ImGui::EndChild();
  g_bar_bottom = p0.y + bar_h;
  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + bar_h + style.ItemSpacing.y));
  ImGui::Dummy(ImVec2(1, 0));
  if (sheet_wanted) {
    const float inline_w = bar_w - (theme::space_m + 2.0f) * 2.0f;
    if (decision_sheet(host, board, extra, inline_w) && place.key != position_key(host)) {
      place.sheet = false;  // a new position whose buttons fit the bar's row
      host.request_redraw(2);
    }
  }
  // Not acting, the place is kept: the leak check's frames as another seat
  // (App::leak_check) leave the screen's own frame as it was.
}

ImVec2 decision_content(Host& host, Board* board, const std::function<void()>& extra) {
  // A phone: every button of the decision is a touch target.
  const bool narrow = host.narrow();
  if (narrow) {
    const float pad = std::max(ImGui::GetStyle().FramePadding.y, (theme::touch_target - ImGui::GetFontSize()) * 0.5f);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, pad));
  }
  ImGui::BeginGroup();  // the whole: its size is what was drawn
  ImGui::BeginGroup();
  if (board) board->draw_decision();
  ImGui::EndGroup();
  const bool any = ImGui::GetItemRectSize().x > 1.0f;
  if (extra) {
    if (any) flow_next(ImGui::GetFontSize() * 4.0f);
    ImGui::BeginGroup();
    extra();
    ImGui::EndGroup();
  }
  ImGui::EndGroup();
  const ImVec2 size = ImGui::GetItemRectSize();
  if (narrow) ImGui::PopStyleVar();
  return size;
}

bool decision_sheet(Host& host, Board* board, const std::function<void()>& extra, float inline_w) {
  ImVec2 pmin, pmax;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (!board_pane(pmin, pmax)) {
    pmin = ImVec2(vp->WorkPos.x, vp->WorkPos.y + vp->WorkSize.y * 0.5f);
    pmax = ImVec2(vp->WorkPos.x + vp->WorkSize.x, vp->WorkPos.y + vp->WorkSize.y);
  }
  const bool narrow = host.narrow();
  // A phone: the sheet spans the screen at its bottom edge; a desktop: the board pane's width.
  const float x0 = narrow ? vp->WorkPos.x : pmin.x;
  const float w = narrow ? vp->WorkSize.x : pmax.x - pmin.x;
  const float bottom = narrow ? vp->WorkPos.y + vp->WorkSize.y : pmax.y;
  // As high as its content, up to 80 % of the pane (a phone: 90 % of the
  // screen under the status bar, over the seat strip if need be): a payment's
  // steppers and its Pay button are all in view without scrolling the sheet.
  const float max_h =
      std::max(ImGui::GetFontSize() * 6.0f, narrow ? (bottom - status_bar_bottom()) * 0.9f : (pmax.y - pmin.y) * 0.8f);
  const int seat = host.acting_seat();
  ImGui::SetNextWindowPos(ImVec2(x0, bottom), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, max_h));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(theme::sheet_bg));
  ImGui::PushStyleColor(ImGuiCol_Border, ImGui::ColorConvertU32ToFloat4(seat >= 0 ? seat_u32(host, seat, 0.9f)
                                                                                  : IM_COL32(200, 170, 100, 255)));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_AlwaysAutoResize;
  bool fits_row = false;
  if (ImGui::Begin("##sheet", nullptr, flags)) {
    const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
    board_overlay(wp, ImVec2(wp.x + ws.x, wp.y + ws.y), true);
    board_item("pane:sheet", wp, ImVec2(wp.x + ws.x, wp.y + ws.y), 0, false);
    // A grip: the sheet's top edge, in the acting seat's colour.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float gx = wp.x + ws.x * 0.5f;
    dl->AddRectFilled(ImVec2(gx - 22.0f, wp.y + 5.0f), ImVec2(gx + 22.0f, wp.y + 9.0f),
                      seat >= 0 ? seat_u32(host, seat, 0.9f) : IM_COL32(200, 170, 100, 255), 2.0f);
    ImGui::Dummy(ImVec2(1, 4));
    const ImVec2 ext = decision_content(host, board, extra);
    overlay_wheel_to_board();
    fits_row = ext.y <= decision_row_height(host) + 1.5f && ext.x <= inline_w;
    drag_scroll();
    settle_auto_size(host);  // kit/widgets.h: the auto size follows the content a frame later
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
  return fits_row;
}

void seat_panels(Host& host, Board& board, float max_h) {
  // Every seat's full panel while they fit `max_h` together (as last measured);
  // else the viewing seat's in full and the others' one line each, so that
  // every seat is in view at once.
  ImGuiStorage* store = ImGui::GetStateStorage();
  const ImGuiID key = ImGui::GetID(("##seatpanels_h" + std::to_string(host.num_seats())).c_str());
  const bool compact_others = max_h > 0.0f && store->GetFloat(key, 0.0f) > max_h;
  const float y0 = ImGui::GetCursorScreenPos().y;
  const std::vector<int> order = seat_order(host);
  for (int p : order) {
    ImGui::PushID(p);
    const bool compact = compact_others && p != order.front();
    const Tint box = tint_begin(host, p, compact ? "##seatline" : "##seatpanel", 0.12f);
    board.draw_seat_panel(p, compact);
    const float bottom = tint_end(host, box);
    seat_item(p, box.p0, ImVec2(box.right, bottom));
    ImGui::PopID();
  }
  if (!compact_others) {
    const float h = ImGui::GetCursorScreenPos().y - y0;
    if (std::abs(store->GetFloat(key, 0.0f) - h) > 0.5f) {
      store->SetFloat(key, h);
      host.request_redraw(2);
    }
  }
}

void seat_strip(Host& host, Board& board, bool open) {
  if (open) {
    bot_speed_bar(host);  // the drawer holds the bot speed too (the desktop: the side column)
    seat_panels(host, board, -1.0f);
    return;
  }
  for (int p : seat_order(host)) {
    ImGui::PushID(p);
    ImGui::BeginGroup();
    board.draw_seat_panel(p, true);
    ImGui::EndGroup();
    seat_item(p, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::PopID();
  }
}

float seat_strip_toggle_width() {
  return std::max(ImGui::CalcTextSize(tr("game.seats_less")).x, ImGui::CalcTextSize(tr("game.seats_more")).x) +
         ImGui::GetStyle().FramePadding.x * 2.0f;
}

void seat_strip_toggle(Host& host, bool& open, float width) {
  const std::string label = std::string(tr(open ? "game.seats_less" : "game.seats_more")) + "##seatstrip";
  if (ImGui::Button(label.c_str(), ImVec2(width, std::max(theme::touch_target, ImGui::GetFrameHeight())))) {
    open = !open;
    host.request_redraw();
  }
}

void bot_speed_bar(Host& host) {
  if (host.humans() == host.num_seats() || host.reviewing() || host.state().terminal()) return;
  // The label, or where the label and the four buttons would not fit one
  // line (German in the side column), the speed's icon named by its tooltip:
  // a second line would take the seats' room.
  const ImGuiStyle& style = ImGui::GetStyle();
  float row = ImGui::CalcTextSize(tr("game.bot_speed")).x;
  for (const BotSpeed& o : kBotSpeeds)
    row += style.ItemSpacing.x + ImGui::CalcTextSize(tr(o.key)).x + style.FramePadding.x * 2.0f;
  ImGui::AlignTextToFramePadding();
  if (row <= ImGui::GetContentRegionAvail().x) {
    ImGui::TextUnformatted(tr("game.bot_speed"));
  } else {
    ImGui::TextUnformatted(icon::hourglass);
    item_tooltip(tr("game.bot_speed"));
  }
  const int cur = host.bot_delay();
  for (const BotSpeed& o : kBotSpeeds) {
    same_line_if_fits(tr(o.key));
    const bool sel = cur == o.ms;
    if (sel) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button((std::string(tr(o.key)) + "##botspeed").c_str())) host.set_bot_delay(o.ms);
    if (sel) ImGui::PopStyleColor();
  }
}

}  // namespace empui::kit
