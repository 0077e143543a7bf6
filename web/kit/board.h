// The board base: the frame of every game's board, the same for every game.
// The game screen calls the public hooks; a game supplies only its content by
// overriding the protected ones (its drawing, its phase line, its prompt and
// decision buttons, its seat panel, its end-of-game detail), the way Tracy's
// timeline items or ImHex's views fill a frame the base owns.
//
// The base owns: the board items of the automation API (begin/end), the
// redraws while a finger or mouse is down (long presses), the review's turn
// banner, the "All options" list, the refusal message (a toast over the board:
// a line in the pinned status bar would move the board under the finger), and
// the one move path:
// try_choose() submits a legal choice through Host::choose() (the confirmation
// of a revealing choice and the held turn) and explains an illegal one
// with the engine's reason. A board has no other way to change the game.
#pragma once
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "imgui.h"
#include "kit/host.h"

namespace empui::kit {

class Board : public GameUi {
 public:
  explicit Board(Host& host) : host_(host) {}

  // ---- the frame (called by the game screen) ----
  // The board while the game runs (review: the position shown).
  void draw();
  // The status bar's decision part: the game's buttons (nothing while nobody here may act).
  void draw_decision();
  // What to do now, one sentence (empty: nobody here may act, or the shared wording).
  std::string prompt_line();
  // Where the game stands (era, round, phase), one short line; may be empty.
  std::string phase_line();
  // One seat's panel (`compact`: one line for the phone's strip).
  void draw_seat_panel(int seat, bool compact);
  // Under the generic end screen: the game's chart and final board.
  void draw_game_over();
  // Whether the game draws seat panels (else the screen shows the players table).
  virtual bool has_seat_panels() const { return true; }
  // On the hot-seat cover (the board hidden): what was revealed to everybody
  // since the table last saw the board (each seat's bid, the sums, who won),
  // so that the people at the table see it together before the device
  // changes hands. Nothing when nothing new was revealed.
  void draw_reveal_on_cover();

  // ---- the one move path ----
  // `a` for the acting seat: submitted through Host::choose() when legal,
  // otherwise refused with the engine's reason (why_illegal) or the shared
  // wording (the game is over, another seat is to play). True when submitted.
  bool try_choose(emp::Action a);
  // Shows why a click did nothing (a toast over the board).
  void refuse(const std::string& why);
  // Why `a` is not a choice now (empty: it is legal for the acting seat).
  std::string why_not(emp::Action a) const;

  Host& host() const { return host_; }
  // The acting seat (-1: nobody here may act) and its legal actions, this frame.
  int me() const { return me_; }
  const std::vector<emp::Action>& legal() const { return legal_; }
  bool is_legal(emp::Action a) const;

  // ---- motion ----
  // How far the newest move's motion has come: 0 when the record has just
  // grown (or shrunk: an undo), 1 once `ms` have passed, and always 1 with
  // Settings' "Reduce motion" or while nothing moved. Below 1 it keeps the
  // frames coming; at 1 the page rests. A board draws its piece sliding, its
  // dice tumbling, its gains flying with it (ease() for the curve).
  float motion(float ms = 450.0f);
  // An ease-out curve over 0..1 (a piece slows as it lands).
  static float ease(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }
  // The newest action of the record while its motion runs (motion() < 1), else
  // nullopt: what the board animates.
  std::optional<emp::Action> moving();
  // Where something is drawn this frame (a stash, a pile, a seat's panel), by
  // name: the ends of flights.
  void anchor(const std::string& name, ImVec2 centre) { anchors_next_[name] = centre; }
  // While the newest move's motion runs: a token with `icon` flies from anchor
  // `from` to anchor `to` (where they are this frame, else where they were
  // in the last), over everything. Nothing when an end is not on screen.
  // A number that counts up (or down) to `value` over 0.6 s when it changes
  // (scores on the seats' panels); at once with Reduce motion or in review.
  int count_up(const std::string& key, int value);
  // Tokens drawn in flight since the newest move (frames × tokens; tests).
  int flights() const { return flights_; }
  void fly(const std::string& from, const std::string& to, const char* icon, ImU32 col, float size,
           float delay = 0.0f);  // delay: the part of the motion before it sets off (0..1)

  // ---- what each seat did last ----
  // Each seat's newest turn (its last run of moves the viewer may see) stays
  // marked where it happened, in the seat's colour with its symbol, until the
  // seat moves again; the mark's tooltip tells the move. The marks are board
  // items "last:<seat>:<key>" (the game screen pans the board to a bot's).
  // A game says where a move happened with where(); `key` names a place
  // drawn this frame that is not a board item (a taken tile's row, a pile).
  void place(const std::string& key, ImVec2 min, ImVec2 max) { places_[key] = {min, max}; }

 protected:
  // ---- the game's content ----
  // Called first in every hook, after me() and legal() are set: per-frame state.
  virtual void frame() {}
  virtual void content() = 0;
  virtual std::string phase() { return {}; }
  // What to do now (a translated sentence; empty: the shared one).
  virtual std::string prompt() { return {}; }
  // The decision's buttons (choices that are not places on the board).
  virtual void decision_buttons() {}
  virtual void seat_panel(int seat, bool compact) {
    (void)seat;
    (void)compact;
  }
  virtual void game_over() {}
  // A phase line for review's turn banner (default: phase()).
  virtual std::string review_phase() { return phase(); }
  // After a choice was submitted (a board may drop a half-made selection).
  virtual void chosen(emp::Action a) { (void)a; }
  // Whether "All options" lists the legal actions (a board whose every choice
  // is a place or a button may still show it: the default is yes).
  virtual bool all_options() const { return true; }
  // The latest public reveal (State::reveals()) for draw_reveal_on_cover();
  // public information only. False: the game has nothing to show.
  virtual bool reveal() { return false; }
  // Where action `a` of `seat` happened on the board: keys of this frame's
  // board items (their labels, such as "hex:3,1" or "region:EG") or of
  // places named with place(). Asked with the state as it is now for each
  // move of the seat's newest turn; empty: nowhere on the board (a pass).
  virtual std::vector<std::string> where(emp::Action a, int seat) {
    (void)a;
    (void)seat;
    return {};
  }

 private:
  void begin_frame();
  void options_list();
  void outline_hint();
  void fly_changes();
  void mark_last_moves();
  Host& host_;
  std::map<std::string, std::pair<ImVec2, ImVec2>> places_;  // this frame's (place())
  // Each seat's newest turn: the record's indices of its moves (newest first),
  // for the position and viewer they were found for.
  std::vector<std::vector<size_t>> turns_;
  size_t turns_n_ = static_cast<size_t>(-1);
  uint64_t turns_hash_ = 0;
  int turns_viewer_ = -2;
  int64_t reveals_seen_ = -1;  // State::reveals() when the table last saw the board (-1: not yet drawn)
  size_t motion_moves_ = static_cast<size_t>(-1);  // the record's length the motion belongs to
  double motion_t0_ = 0.0;                         // when it grew (ImGui time, seconds)
  int flights_ = 0;
  struct Count {
    float from = 0, to = 0;
    double t0 = 0;
  };
  std::map<std::string, Count> counts_;
  bool motion_grew_ = false;                              // by one action (not an undo, not a jump)
  std::map<std::string, ImVec2> anchors_, anchors_next_;  // the last frame's and this frame's
  int me_ = -1;
  std::vector<emp::Action> legal_;
};

// What one frame of a game's board reads, made at the start of each hook: the
// host, the typed state, the board, the acting seat and its legal actions, the
// seat whose private view may be drawn, the screen size class, the font size
// and the seat names. A game's Ctx derives from it.
template <class GameState, class GameBoard>
struct Frame {
  explicit Frame(GameBoard& b)
      : host(b.host()),
        st(static_cast<const GameState&>(b.host().state())),
        ui(b),
        me(b.me()),
        view(b.host().view_seat()),
        legal(b.legal()),
        narrow(b.host().narrow()),
        fs(ImGui::GetFontSize()),
        names(b.host().seat_names()) {}
  Host& host;
  const GameState& st;
  GameBoard& ui;
  int me = -1;    // the human seat that may act now (-1: nobody here)
  int view = -1;  // the seat whose private data may be drawn (-1: nobody's)
  std::vector<emp::Action> legal;
  bool narrow = false;
  float fs = 17.0f;
  std::vector<std::string> names;
  bool has(emp::Action a) const { return std::find(legal.begin(), legal.end(), a) != legal.end(); }
  // A legal action of kind `kind` (by the game's action_kind).
  template <class KindOf>
  bool any_of(KindOf kind_of, uint32_t kind) const {
    return std::any_of(legal.begin(), legal.end(), [&](emp::Action a) { return kind_of(a) == kind; });
  }
};

// Shared small layout and text helpers of the boards.
// Places the next item (its width `w`) beside the last one when it still fits, else below.
void flow_next(float w);
// flow_next() for a row of items: the first of the row (`first`) starts a new line.
void flow(float w, bool& first);
// The width of a framed button with `label`.
float button_width(const std::string& label);
// `label` broken into lines (at spaces) so that a button with it is at most
// `width` wide (a phone's long choice wraps instead of running past the edge;
// ImGui draws a button's label on several lines). The default: the region's width.
std::string wrap_label(const std::string& label, float width = -1.0f);
// A heading in the large font with optional grey text beside it.
void heading_line(const std::string& text, const std::string& extra = {});
// "+3", "−2", "0" (a true minus sign).
std::string signed_num(int v);

}  // namespace empui::kit
