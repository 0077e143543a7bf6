// The game log (shared by the game and review screens): the story of the game.
// Each entry as the seat on screen (App::view_seat()) may read it, under a
// header where a new era, round or turn begins (State::progress()), followed by
// what the action set off (State::events(): tiles coming out, battles,
// scoring). Clicking an entry shows the board after it in review mode
// (read-only); the review's "Back to the game" returns. The log follows the
// newest entry, also after a change of language.
#include <algorithm>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "app.h"
#include "core/messages.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "kit/board_items.h"
#include "kit/pieces.h"
#include "kit/tooltip.h"
#include "screens/screens.h"
#include "ui_util.h"

namespace empui {
namespace {

// The game screen's log lists at most this many of the newest actions.
constexpr size_t kLogListed = 400;

// What the log remembers between frames, for the session it was last drawn for.
struct LogUi {
  const Session* owner = nullptr;
  size_t log_seen = 0;
  int log_follow = 0;
  emp::Lang lang = emp::Lang::En;
};
LogUi& log_ui(const Session& s) {
  static LogUi ui;
  if (ui.owner != &s) ui = LogUi{&s, 0, 0, language()};
  return ui;
}

// The story of a session's record: what each action set off and where the
// game stood before it, told by the session's record follower (an undo starts over).
struct Story : kit::RecordListener {
  std::vector<emp::Progress> progress_before;       // progress before action i
  std::vector<std::vector<emp::GameEvent>> events;  // what action i set off
  void restart(const emp::State&) override {
    progress_before.clear();
    events.clear();
  }
  void before(const emp::State& pre, emp::Action, size_t) override { progress_before.push_back(pre.progress()); }
  void after(const emp::State& post, emp::Action, size_t, bool) override { events.push_back(post.events()); }
};

Story& story_of(const Session& s) {
  static Story st;
  if (!st.attached_to(&s.follower)) s.follower.attach(st);
  s.follower.follow(s.record);
  return st;
}

auto turn_key(const emp::Progress& p) { return std::make_tuple(p.era, p.round, p.turn); }

std::string roman(int v) {
  static const char* const kNumerals[] = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"};
  return v >= 1 && v <= 10 ? kNumerals[v - 1] : std::to_string(v);
}

// "Era II · Turn 3" from the fields the game has. A game may name them itself
// ("<id>.log.era", ".round", ".turn" in its translations: Rise's turns are
// "Runden" in German).
std::string progress_title(const Session& s, const emp::Progress& p) {
  std::string t;
  auto add = [&](const char* field, const std::string& v) {
    if (!t.empty()) t += " · ";
    const std::string own = s.info->id + ".log." + field;
    const std::string key = has_key(own) ? own : std::string("log.") + field;
    t += trf(key, {v});
  };
  if (p.era >= 0) add("era", roman(p.era));
  if (p.round >= 0) add("round", std::to_string(p.round));
  if (p.turn >= 0) add("turn", std::to_string(p.turn));
  return t;
}

std::string phase_title(const emp::Progress& p) {
  return p.phase_key.empty() ? std::string() : tr_message(p.phase_key);
}

// The lines between entries i-1 and i: a header where a new era, round or
// turn begins, a phase line where only the phase changed.
void story_lines(const Session& s, const Story& st, size_t i, std::vector<std::pair<bool, std::string>>& out) {
  out.clear();
  if (i >= st.progress_before.size()) return;
  const emp::Progress& now = st.progress_before[i];
  if (i == 0 || turn_key(st.progress_before[i - 1]) != turn_key(now)) {
    std::string t = progress_title(s, now);
    const std::string ph = phase_title(now);
    if (!ph.empty()) t += t.empty() ? ph : " — " + ph;
    if (!t.empty()) out.emplace_back(true, t);
  } else if (st.progress_before[i - 1].phase_key != now.phase_key) {
    const std::string ph = phase_title(now);
    if (!ph.empty()) out.emplace_back(false, ph);
  }
}

// What `viewer` may read of an event (emp::GameEvent::text_for; "": nothing):
// a card drawn is named to its owner and counted for the rest, a secret
// stash's gains are its owner's. After the game everything is public.
const std::string& event_coded(const Session& s, const emp::GameEvent& ev, int viewer) {
  return s.state->terminal() ? ev.text : ev.text_for(viewer, s.state->num_players());
}
bool any_event_for(const Session& s, const std::vector<emp::GameEvent>& evs, int viewer) {
  return std::any_of(evs.begin(), evs.end(),
                     [&](const emp::GameEvent& e) { return !event_coded(s, e, viewer).empty(); });
}
std::string event_text(const Session& s, const std::string& coded, emp::Lang lang) {
  const std::vector<std::string> names = seat_names(s);
  return emp::name_seats(emp::message_text(coded, lang), &names);
}

// Entries i, i+1, … that read as one line: the same seat doing the same thing
// again with nothing in between (no header, no event, no hint): a cost paid in
// one click is several "Pay 1 gold" actions. The end of the run and its line,
// "… ×4" for a run of the same action; a run of secret choices is one line
// without its length (session.h: log_joins_secret), so the number of hidden
// steps does not show.
struct Run {
  size_t end;
  std::string text;
};
Run log_run(const Session& s, const Story& st, size_t i, int viewer, emp::Lang lang) {
  std::string text = log_text(s, s.log[i], viewer, lang);
  std::vector<std::pair<bool, std::string>> lines;
  size_t j = i + 1;
  for (; j < s.log.size(); ++j) {
    if (s.log[j].seat != s.log[i].seat) break;
    if (j - 1 < st.events.size() && any_event_for(s, st.events[j - 1], viewer)) break;
    if (std::any_of(s.hint_notes.begin(), s.hint_notes.end(), [&](const Session::HintNote& n) { return n.at == j; }))
      break;
    if (std::any_of(s.record.table.takeovers.begin(), s.record.table.takeovers.end(),
                    [&](const emp::TakeOver& k) { return k.at == j; }))
      break;
    story_lines(s, st, j, lines);
    if (!lines.empty()) break;
    if (log_text(s, s.log[j], viewer, lang) != text) break;
  }
  if (j - i > 1 && !log_joins_secret(s, i + 1, viewer)) text = trf("log.repeated", {text, std::to_string(j - i)});
  return {j, std::move(text)};
}

}  // namespace

std::vector<std::string> log_story(const App& app, const Session& s, int viewer) {
  const Story& st = story_of(s);
  std::vector<std::string> out;
  std::vector<std::pair<bool, std::string>> lines;
  auto takeovers = [&](size_t at) {  // recorded in the game, told on every device
    for (const emp::TakeOver& k : s.record.table.takeovers)
      if (k.at == at) out.push_back("! " + trf("log.taken_over", {seat_name(s, static_cast<int>(k.seat))}));
  };
  for (size_t i = 0; i < s.log.size();) {
    story_lines(s, st, i, lines);
    for (const auto& [header, text] : lines) out.push_back((header ? "# " : "## ") + text);
    takeovers(i);
    Run run = log_run(s, st, i, viewer, app.lang());
    out.push_back(std::move(run.text));
    i = run.end - 1;  // the run's events are its last entry's
    if (i < st.events.size())
      for (const emp::GameEvent& ev : st.events[i])
        if (const std::string& c = event_coded(s, ev, viewer); !c.empty())
          out.push_back("  " + event_text(s, c, app.lang()));
    ++i;
  }
  takeovers(s.log.size());
  return out;
}

std::vector<std::string> log_last_move(const Session& s, int viewer) {
  std::vector<std::string> out;
  if (s.log.empty()) return out;
  const Story& st = story_of(s);
  const size_t i = s.log.size() - 1;
  out.push_back(log_text(s, s.log[i], viewer, language()));
  if (i < st.events.size())
    for (const emp::GameEvent& ev : st.events[i])
      if (const std::string& c = event_coded(s, ev, viewer); !c.empty()) out.push_back(event_text(s, c, language()));
  return out;
}

std::vector<std::string> log_last_move_events(const Session& s, int viewer) {
  std::vector<std::string> out;
  if (s.log.empty()) return out;
  const Story& st = story_of(s);
  const size_t i = s.log.size() - 1;
  if (i < st.events.size())
    for (const emp::GameEvent& ev : st.events[i])
      if (const std::string& c = event_coded(s, ev, viewer); !c.empty()) out.push_back(c);
  return out;
}

void draw_game_log(App& app, Session& s, float height) {
  LogUi& ui = log_ui(s);
  const Story& st = story_of(s);
  heading(tr("game.log"));
  // What a click on an entry does: the heading's tooltip and each entry's (a
  // line of its own took room from the log in the side column).
  kit::item_tooltip(tr("log.open_tip"));
  // height <= 0: the rest of the region, so that the log's bottom (its newest entry) is on screen.
  const float rest = ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y;
  if (height <= 0.0f) height = std::max(ImGui::GetFontSize() * 4.0f, rest);
  ImGui::BeginChild("##log", ImVec2(0, height), true);
  {
    const ImVec2 lp = ImGui::GetWindowPos(), ls = ImGui::GetWindowSize();
    kit::board_item("pane:log", lp, ImVec2(lp.x + ls.x, lp.y + ls.y), 0, false);  // tests: the newest entry in it
  }
  float newest_top = -1.0f;  // the newest entry's top (window coordinates)
  // Scrolled to the end (as the last frame laid it out): keep following it.
  const bool at_bottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 2.0f;
  if (s.log.empty()) ImGui::TextDisabled("%s", tr("game.log_empty"));
  const int who_looks = app.view_seat();
  const emp::Lang lang = app.lang();
  // Entries wrap, so their heights differ: no list clipper (the log is only
  // drawn when something changed anyway).
  // Room for the largest move number (at least four digits), never cut ("49999." for 249999).
  const float num_w =
      std::max(ImGui::CalcTextSize("0000.").x, ImGui::CalcTextSize((std::to_string(s.log.size()) + ".").c_str()).x);
  const float indent = num_w + ImGui::GetStyle().ItemSpacing.x;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 header_bg = ImGui::GetColorU32(ImGuiCol_Header, 0.55f);
  const ImU32 hover_bg = ImGui::GetColorU32(ImGuiCol_HeaderHovered, 0.3f);
  // A click opens the position after that many actions (review), once the loop is done.
  size_t open_at = static_cast<size_t>(-1);
  std::vector<std::pair<bool, std::string>> lines;
  // A long game lists its newest entries (every entry, drawn each frame, took
  // seconds a frame at 250,000 actions); Review shows every position.
  const size_t from = s.log.size() > kLogListed ? s.log.size() - kLogListed : 0;
  size_t seen = moves_seen(s, who_looks, from);  // moves so far as this seat counts them
  if (from > 0) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", trf("log.earlier", {std::to_string(seen)}).c_str());
    ImGui::PopTextWrapPos();
  }
  for (size_t first = from; first < s.log.size();) {
    const Run run = log_run(s, st, first, who_looks, lang);
    const size_t end = run.end;
    for (size_t k = first; k < end; ++k) seen += !log_joins_secret(s, k, who_looks);
    story_lines(s, st, first, lines);
    for (const auto& [header, text] : lines) {
      if (header) {
        ImGui::Spacing();
        const ImVec2 p0 = ImGui::GetCursorScreenPos();
        const float w = ImGui::GetContentRegionAvail().x;
        const float h = ImGui::GetTextLineHeightWithSpacing();
        dl->AddRectFilled(p0, ImVec2(p0.x + w, p0.y + h), header_bg, 3.0f);
        ImGui::SetCursorScreenPos(ImVec2(p0.x + 4.0f, p0.y));
        wrapped(text);
      } else {
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
        ImGui::TextDisabled("%s", text.c_str());
      }
    }
    draw_hint_notes(s, first);  // hints asked for before this action
    const size_t i = end - 1;   // a run is shown as its last entry (its number, its events, its click)
    const LogEntry& e = s.log[i];
    newest_top = ImGui::GetCursorPosY();
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float x0 = ImGui::GetCursorPosX();
    // Numbered as this seat counts the moves (a run of secret steps is one).
    const std::string num = std::to_string(seen) + ".";
    ImGui::SetCursorPosX(x0 + num_w - ImGui::CalcTextSize(num.c_str()).x);
    ImGui::TextDisabled("%s", num.c_str());
    ImGui::SameLine(x0 + indent);
    if (e.seat >= 0) kit::colour_dot(s.seats[static_cast<size_t>(e.seat)].colour);
    // What the engine lets this seat read (App: log_visible).
    wrapped(run.text);
    // What the action set off, as this seat may read it.
    if (i < st.events.size())
      for (const emp::GameEvent& ev : st.events[i]) {
        const std::string& coded = event_coded(s, ev, who_looks);
        if (coded.empty()) continue;
        ImGui::SetCursorPosX(x0 + indent + ImGui::GetFontSize() * 0.8f);
        if (ev.seat >= 0 && static_cast<size_t>(ev.seat) < s.seats.size())
          kit::colour_dot(s.seats[static_cast<size_t>(ev.seat)].colour);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.93f, 0.82f, 0.55f, 1.0f));
        wrapped(event_text(s, coded, lang));
        ImGui::PopStyleColor();
      }
    // The whole entry is a button ("log:<n>" for the browser tests): the board after it.
    const ImVec2 end_pos = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(start);
    const std::string id = "log:" + num.substr(0, num.size() - 1);
    const ImVec2 size(ImGui::GetContentRegionAvail().x,
                      std::max(1.0f, end_pos.y - start.y - ImGui::GetStyle().ItemSpacing.y));
    const bool clicked = ImGui::InvisibleButton(id.c_str(), size);
    {
      ImGuiContext& g = *ImGui::GetCurrentContext();                   // (the macro reads `g`)
      IMGUI_TEST_ENGINE_ITEM_INFO(ImGui::GetItemID(), id.c_str(), 0);  // the item probe reports it by label
    }
    if (clicked && ImGui::GetIO().MouseDragMaxDistanceSqr[0] < 100.0f) open_at = i + 1;
    if (ImGui::IsItemHovered()) dl->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), hover_bg, 3.0f);
    kit::item_tooltip(tr("log.open_tip"));
    ImGui::SetCursorScreenPos(end_pos);
    first = end;
  }
  draw_hint_notes(s, s.log.size());
  // Follow the newest entry (for a few frames, until the layout has settled):
  // after a new entry, after a change of language (the texts' heights change),
  // and whenever the log was scrolled to its end.
  if (ui.log_seen != s.log.size() || ui.lang != lang || at_bottom) {
    ui.log_seen = s.log.size();
    ui.lang = lang;
    ui.log_follow = std::max(ui.log_follow, 3);
  }
  if (ui.log_follow > 0) {
    --ui.log_follow;
    // The end; an entry taller than the log (a round's income, every seat's
    // lines) shows its top, where it begins.
    const float view_h = ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y * 2.0f;
    if (newest_top >= 0.0f && ImGui::GetCursorPosY() - newest_top > view_h)
      ImGui::SetScrollY(std::max(0.0f, newest_top - ImGui::GetStyle().WindowPadding.y));
    else
      ImGui::SetScrollHereY(1.0f);
  }
  drag_scroll();
  ImGui::EndChild();
  if (open_at != static_cast<size_t>(-1)) {
    // Review mode shows the board after that action, read-only; in review, just go there.
    Result r = app.reviewing() ? Result{} : app.review_running();
    if (r.ok) r = app.review_goto(open_at);
    if (!r.ok) app.banner = r.error;
  }
}

}  // namespace empui
