// The session's log, seat names and hint notes (session.h).
#include "session.h"

#include <algorithm>

#include "core/game.h"
#include "i18n.h"
#include "save_entry.h"

namespace empui {

std::string seat_name(const Session& s, int seat) {
  if (seat < 0 || seat >= static_cast<int>(s.seats.size())) return "?";
  const SeatConfig& c = s.seats[static_cast<size_t>(seat)];
  if (!c.name.empty()) return c.name;
  return trf(c.bot ? "menu.bot_name" : "menu.default_name", {std::to_string(seat + 1)});
}

std::vector<std::string> seat_names(const Session& s) {
  std::vector<std::string> names;
  for (size_t i = 0; i < s.seats.size(); ++i) names.push_back(empui::seat_name(s, static_cast<int>(i)));
  return names;
}

LogEntry make_log_entry(const Session& s, const emp::State& st, int seat, emp::Action a) {
  LogEntry e;
  e.seat = seat;
  e.action = a;
  const std::vector<std::string> names = seat_names(s);
  e.label_en = st.action_label(a, emp::Lang::En, &names);
  e.label_de = st.action_label(a, emp::Lang::De, &names);
  e.seen_by = st.action_seen_by(a);
  e.revealed_later = st.action_revealed_later(a);
  e.reveals_before = st.reveals();
  e.chance_before = st.chance_events();
  return e;
}

namespace {

bool visible_at(const LogEntry& e, const emp::State& now, bool open, int viewer) {
  // The engine's rule (core/record.h), so a record counts its moves as the log does.
  return emp::step_visible({e.seat, e.seen_by, e.revealed_later, e.reveals_before}, now, open, viewer);
}

}  // namespace

bool log_visible(const Session& s, const LogEntry& e, int viewer) {
  return visible_at(e, *s.state, s.reveal_all, viewer);
}

std::string log_text(const Session& s, const LogEntry& e, int viewer, emp::Lang lang) {
  const std::string who = e.seat >= 0 ? empui::seat_name(s, e.seat) : std::string();
  if (!log_visible(s, e, viewer)) return trf("game.secret_choice", {who});
  return (who.empty() ? "" : who + ": ") + (lang == emp::Lang::De ? e.label_de : e.label_en);
}

bool log_joins_secret(const std::vector<LogEntry>& log, const emp::State& now, bool open, size_t i, int viewer) {
  if (i == 0 || i >= log.size()) return false;
  const LogEntry &a = log[i - 1], &b = log[i];
  return a.seat >= 0 && a.seat == b.seat && !visible_at(a, now, open, viewer) && !visible_at(b, now, open, viewer);
}

bool log_joins_secret(const Session& s, size_t i, int viewer) {
  return log_joins_secret(s.log, *s.state, s.reveal_all, i, viewer);
}

size_t moves_seen(const Session& s, int viewer, size_t n) {
  n = std::min(n, std::max(s.log.size(), s.record.actions.size()));
  // The log is the record's, and what a seat reads of it depends on the
  // position it leads to: the same position, log length and question give
  // the same answer.
  const uint64_t h = s.state ? s.state->hash() : 0;
  for (const Session::SeenMemo& m : s.seen_memo)
    if (m.hash == h && m.log_size == s.log.size() && m.n == n && m.viewer == viewer && m.open == s.reveal_all)
      return m.value;
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) k += !log_joins_secret(s, i, viewer);
  s.seen_memo[s.seen_memo_next++ % 4] = {h, s.log.size(), n, viewer, s.reveal_all, k};
  return k;
}

size_t moves_seen(const Session& s, int viewer) { return moves_seen(s, viewer, SIZE_MAX); }

std::string hint_notes_text(const Session& s) {
  std::string out;
  for (const Session::HintNote& n : s.hint_notes) {
    if (!out.empty()) out += ',';
    out += std::to_string(n.at) + ':' + std::to_string(n.seat);
  }
  return out;
}

void set_hint_notes(Session& s, const std::string& text) {
  s.hint_notes.clear();
  for (const auto& [at, seat] :
       persist::parse_hint_notes(text, s.record.actions.size(), static_cast<int>(s.seats.size())))
    s.hint_notes.push_back(Session::HintNote{at, seat});
}

}  // namespace empui
