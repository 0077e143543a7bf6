// The First Empires board: the map (either side) with explorers and
// face-down city tokens, the dice tray, every civilization board's tracks, the
// viewing seat's hand and everyone's scored cards, the turn track, the
// decision prompt and the end-of-game breakdown with the token reveal.
// Legality always comes from FirstState::legal_actions() and the reason for an
// illegal click from FirstState::why_illegal(): the board never re-derives a
// rule. Hidden data (other hands, deck order, every city token's value until
// the end) is never drawn, not even for the owner.
// Files: board_first.cpp (entry, prompt, dice, history, game over),
// board_first_map.cpp (the map), board_first_panels.cpp (tracks, cards, turn
// track), first_map.cpp (geometry from assets/maps/first.txt), i18n_first.cpp
// (translations), first_web.cpp (registration and the rules summary).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/first/first_state.h"
#include "i18n.h"
#include "imgui.h"
#include "kit/board.h"
#include "kit/board_items.h"
#include "kit/follower.h"
#include "kit/host.h"
#include "kit/map_view.h"
#include "kit/pieces.h"
#include "kit/tooltip.h"

namespace empui {

// The board (kit/board.h) for the game on the table.
std::unique_ptr<kit::Board> make_first_board(kit::Host& host);

namespace first_ui {

using emp::Action;
using emp::FirstState;

struct History;    // board_first.cpp
struct Summaries;  // board_first_summary.cpp
struct SummariesDeleter {
  void operator()(Summaries* s) const;
};

struct FirstUi : kit::Board {
  explicit FirstUi(kit::Host& host);
  ~FirstUi() override;
  uint32_t dice_sel = 0;  // dice selected (re-roll or conversion), by index
  size_t sel_at = 0;      // the record length the selection belongs to
  int from = -1;          // selected source area of a move
  int ask = -1;           // the own area a click asked about (move there, or the new source)
  // The dice as shown: a re-roll or a conversion changes faces in place (the
  // engine keeps them sorted); a new turn shows them sorted.
  std::vector<int> dice_shown;
  int dice_turn = -1;        // round * 8 + active seat of dice_shown
  uint32_t dice_tumble = 0;  // places whose die was just rolled: they tumble while the move's motion runs
  kit::MapView view;         // the map's zoom and pan
  std::unique_ptr<History> hist;
  std::unique_ptr<Summaries, SummariesDeleter> sums;  // end-of-round summaries

 protected:
  void frame() override;
  void content() override;
  std::string phase() override;
  std::string prompt() override;
  void decision_buttons() override;
  void seat_panel(int seat, bool compact) override;
  void game_over() override;
  std::vector<std::string> where(Action a, int seat) override;
};

// One frame of the board (kit::Frame) and the kinds of its legal actions.
struct Ctx : kit::Frame<FirstState, FirstUi> {
  using Frame::Frame;
  bool any(uint32_t kind) const;  // a legal action of this kind exists
};

using kit::flow;
using kit::flow_next;
using kit::heading_line;
std::string area_name(int side, int a);
std::string civ_name(int civ);
std::string card_name(int card);
std::string card_text(int card);
std::string card_tooltip(int card);
std::string colour_name(int colour);  // face / track colour 0..5
std::string track_name(int track);    // "Orange (dice)"
ImU32 face_u32(int face);             // the colour of a die face / region colour
ImU32 ink_on(int face);               // text colour on that face

// ---- map (board_first_map.cpp) ----
void draw_map(Ctx& c, bool reveal);

// ---- panels (board_first_panels.cpp) ----
void draw_dice(Ctx& c);
void draw_civ_boards(Ctx& c);
// One seat's summary for the seat panels: VP and track levels (compact: one
// line), else also the civilization and the counts of explorers, cards and cities.
void draw_seat_summary(Ctx& c, int p, bool compact);
void draw_cards(Ctx& c);
void draw_turn_track(Ctx& c);

const std::vector<Translation>& first_translations();

// ---- end-of-round summaries (board_first_summary.cpp) ----
void draw_round_summary(Ctx& c);      // the newest round over while watching, until dismissed
void draw_earlier_summaries(Ctx& c);  // every round so far, collapsible
// first_translations() and the summaries' keys.
const std::vector<Translation>& first_all_translations();

// What a face's track gives (kit/icons.h glyph): more dice, re-rolls,
// movement, cards, explorers; black (kFaceK) has none.
const char* face_icon(int face);
}  // namespace first_ui
}  // namespace empui
