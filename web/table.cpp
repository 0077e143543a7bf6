#include "table.h"

#include <algorithm>
#include <random>

#include "app.h"
#include "bots/bot.h"
#include "core/base64.h"
#include "core/messages.h"
#include "i18n.h"
#include "persistence.h"
#include "platform/platform.h"
#include "platform/storage.h"

namespace empui {

emp::Table table_of(const std::vector<SeatConfig>& seats, uint64_t game_uid) {
  emp::Table t;
  t.game_uid = game_uid;
  for (const SeatConfig& s : seats)
    t.seats.push_back(
        {s.bot, s.bot ? s.bot_kind : std::string(), emp::clean_seat_name(s.name), static_cast<uint32_t>(s.colour)});
  return t;
}

bool seats_from_table(const emp::Table& t, int players, std::vector<SeatConfig>& out, std::string* why) {
  std::vector<SeatConfig> seats;
  if (t.seats.empty()) {
    out.clear();
    return true;
  }
  if (t.seats.size() != static_cast<size_t>(players)) {
    if (why) *why = tr_message(emp::msg("table.seats"));
    return false;
  }
  for (const emp::TableSeat& ts : t.seats) {
    SeatConfig c;
    c.bot = ts.bot;
    if (ts.bot) {
      std::string unused;
      if (!emp::make_bot(ts.bot_kind, 1, &unused)) {
        if (why) *why = trf("table.unknown_bot", {ts.bot_kind});
        return false;
      }
      c.bot_kind = ts.bot_kind;
    }
    if (ts.colour >= static_cast<uint32_t>(kNumColours)) {
      if (why) *why = tr_message(emp::msg("table.colour"));
      return false;
    }
    c.colour = static_cast<int>(ts.colour);
    c.name = ts.name;
    seats.push_back(std::move(c));
  }
  out = std::move(seats);
  return true;
}

uint64_t new_game_uid() {
  std::random_device rd;
  uint64_t v = (static_cast<uint64_t>(rd()) << 32) ^ rd() ^ static_cast<uint64_t>(persist::now_wall_ms());
  // splitmix64 finaliser: spreads the bits of a weak source.
  v += 0x9E3779B97F4A7C15ull;
  v = (v ^ (v >> 30)) * 0xBF58476D1CE4E5B9ull;
  v = (v ^ (v >> 27)) * 0x94D049BB133111EBull;
  v ^= v >> 31;
  return v ? v : 1;
}

namespace pbl {
namespace {
std::string key_of(uint64_t uid) {
  static const char* kHex = "0123456789abcdef";
  std::string k = "pbl.";
  for (int i = 15; i >= 0; --i) k += kHex[(uid >> (4 * i)) & 15];
  return k;
}
}  // namespace

bool load(uint64_t uid, Known& out) {
  std::string text;
  if (uid == 0 || !plat::store_get(key_of(uid), text) || text.rfind("EMPIRES PBL\n", 0) != 0) return false;
  Known k;
  bool have_code = false;
  size_t at = 0;
  while (at < text.size()) {
    size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    const std::string line = text.substr(at, nl - at);
    at = nl + 1;
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "here") k.here = static_cast<uint32_t>(std::strtoul(value.c_str(), nullptr, 10)) & 31u;
    if (key == "taken") k.taken = static_cast<uint32_t>(std::strtoul(value.c_str(), nullptr, 10)) & 31u;
    if (key == "moves") k.moves = std::strtoull(value.c_str(), nullptr, 10);
    if (key == "link" && value.size() <= emp::kMaxLinkChars) {
      k.code = value;
      have_code = true;
    }
  }
  if (!have_code) return false;
  out = std::move(k);
  return true;
}

void store(uint64_t uid, const Known& k) {
  if (uid == 0) return;
  plat::store_put(key_of(uid), "EMPIRES PBL\nhere=" + std::to_string(k.here) + "\ntaken=" + std::to_string(k.taken) +
                                   "\nmoves=" + std::to_string(k.moves) + "\nlink=" + k.code + "\n");
}

bool continues(const emp::Record& earlier, const emp::Record& later, size_t* diverge_at) {
  if (diverge_at) *diverge_at = 1;
  if (earlier.game != later.game || earlier.seed != later.seed || !(earlier.options == later.options)) return false;
  const size_t n = std::min(earlier.actions.size(), later.actions.size());
  for (size_t i = 0; i < n; ++i) {
    if (earlier.actions[i] != later.actions[i]) {
      if (diverge_at) *diverge_at = i + 1;
      return false;
    }
  }
  if (diverge_at) *diverge_at = n + 1;
  return earlier.actions.size() <= later.actions.size();
}
}  // namespace pbl

void mark_seats_played_here(const emp::Record& rec, bool finished, std::vector<SeatConfig>& seats) {
  if (finished || rec.table.game_uid == 0) return;
  pbl::Known k;
  const uint32_t here = pbl::load(rec.table.game_uid, k) ? k.here : 0u;
  for (size_t i = 0; i < seats.size(); ++i) seats[i].remote = !seats[i].bot && !(here & (1u << i));
}

// ---- the App side ----------------------------------------------------------------------

uint64_t App::game_uid() const { return shown() ? shown()->record.table.game_uid : 0; }

int App::remote_to_act() const {
  const Session* s = shown();  // a review of a game by link says who is to move too
  if (!s || s->state->terminal() || s->choosing_seats || s->held >= 0) return -1;
  const int p = s->state->current_player();
  if (p < 0 || p >= static_cast<int>(s->seats.size())) return -1;
  return s->seats[static_cast<size_t>(p)].remote ? p : -1;
}

std::string App::send_link() const {
  if (!running()) return {};
  return plat::location_base() + "#g=" + share_code();
}

void App::sync_table() {
  if (!running()) return;
  Session& s = *running();
  uint64_t uid = s.record.table.game_uid;
  bool any_remote = false;
  for (const SeatConfig& c : s.seats) any_remote = any_remote || c.remote;
  if (any_remote && uid == 0) uid = new_game_uid();                            // the game is now played by link
  std::vector<emp::TakeOver> takeovers = std::move(s.record.table.takeovers);  // recorded in the game: kept
  s.record.table = table_of(s.seats, uid);
  s.record.table.takeovers = std::move(takeovers);
}

void App::remember_by_link() {
  if (!running() || review_ || running()->record.table.game_uid == 0 || running()->choosing_seats) return;
  Session& s = *running();
  pbl::Known k, old;
  if (pbl::load(s.record.table.game_uid, old)) k.taken = old.taken;
  k.taken |= s.taken_over;
  s.taken_over = k.taken;
  for (size_t i = 0; i < s.seats.size(); ++i)
    if (!s.seats[i].remote) k.here |= 1u << i;
  k.moves = s.record.actions.size();
  k.code = emp::encode_link(s.record);
  pbl::store(s.record.table.game_uid, k);
}

Result App::check_by_link(const emp::Record& rec, std::vector<SeatConfig>& seats, bool* known, uint32_t* taken) {
  *known = false;
  if (taken) *taken = 0;
  const uint64_t uid = rec.table.game_uid;
  pbl::Known k;
  if (uid == 0 || !pbl::load(uid, k)) return {};
  emp::Record seen;
  std::string why;
  if (!emp::decode_link(k.code, seen, &why)) return {};  // a damaged memory: treat the game as new here
  size_t at = 0;
  // Move numbers as everyone counts them (a run of secret steps is one move:
  // core/record.h, record_moves_seen), as the Continue list and saves do.
  const auto move = [](const emp::Record& r, size_t n) { return std::to_string(emp::record_moves_seen(r, -1, n)); };
  if (rec.actions.size() < seen.actions.size()) {
    if (pbl::continues(rec, seen, &at))
      return Result::fail(trf("pbl.older", {move(rec, SIZE_MAX), move(seen, SIZE_MAX)}));
    return Result::fail(trf("pbl.fork", {move(rec, at)}));
  }
  if (!pbl::continues(seen, rec, &at)) return Result::fail(trf("pbl.fork", {move(rec, at)}));
  // The take-overs this device has not seen (they are only ever added; a link
  // that dropped one this device knows counts none as new).
  const auto& was = seen.table.takeovers;
  const auto& now = rec.table.takeovers;
  const bool kept = was.size() <= now.size() && std::equal(was.begin(), was.end(), now.begin());
  const size_t new_takeovers = kept ? was.size() : now.size();
  // Moves for a seat played here, made at another device without a recorded
  // take-over: refused, naming the seats and the moves.
  const std::vector<size_t> foreign = emp::moved_without_takeover(rec, seen.actions.size(), new_takeovers, k.here);
  if (!foreign.empty()) {
    const std::vector<int> actors = emp::record_actors(rec);
    uint32_t who = 0;
    for (size_t i : foreign) who |= 1u << actors[i];
    // The move numbers, as far as a message holds them (each number replays
    // the game: a crafted link with thousands of such moves must not hang).
    std::string moves, last;
    int count = 0;
    for (size_t i : foreign) {
      if (moves.size() >= 200) break;
      const std::string m = move(rec, i + 1);  // a run of secret steps is one move
      if (m != last) {
        moves += (moves.empty() ? "" : ", ") + m;
        ++count;
      }
      last = m;
    }
    std::string names;
    for (size_t i = 0; i < seats.size(); ++i)
      if ((who >> i) & 1u) {
        const std::string n = seats[i].name.empty() ? trf("menu.default_name", {std::to_string(i + 1)}) : seats[i].name;
        names += (names.empty() ? "" : ", ") + n;
      }
    return Result::fail(trn("pbl.moved_elsewhere", count, {names, moves}));
  }
  // A seat taken over at another device since this device's position plays there now.
  uint32_t here = k.here;
  for (size_t i = new_takeovers; i < now.size(); ++i)
    if (now[i].seat < 32) here &= ~(1u << now[i].seat);
  for (size_t i = 0; i < seats.size(); ++i) seats[i].remote = !seats[i].bot && !(here & (1u << i));
  *known = true;
  if (taken) *taken = k.taken;
  return {};
}

void App::choose_seats_default() {
  if (!running()) return;
  Session& s = *running();
  // A game played by link: the seat to move is the one who opened it; the
  // other people play elsewhere. A shared game: every person plays here.
  const bool by_link = s.record.table.game_uid != 0;
  const int to_act = s.state->terminal() ? -1 : s.state->current_player();
  s.pending_seats = s.seats;
  s.pending_take = 0;
  // A seat that has moved (or was taken over) is played at another device:
  // claiming it here is a take-over, never the default.
  s.pending_moved = by_link ? emp::record_seats_moved(s.record) : 0u;
  for (size_t i = 0; i < s.pending_seats.size(); ++i) {
    SeatConfig& c = s.pending_seats[i];
    if (c.bot) continue;
    c.remote = by_link && (static_cast<int>(i) != to_act || ((s.pending_moved >> i) & 1u));
  }
  s.choosing_seats = true;
  request_redraw();
}

bool App::seat_played_elsewhere(int seat) const {
  if (!running() || seat < 0 || seat >= static_cast<int>(running()->seats.size())) return false;
  const Session& s = *running();
  if (s.record.table.game_uid == 0 || s.state->terminal() || s.seats[static_cast<size_t>(seat)].bot) return false;
  return seat != s.state->current_player() || ((s.pending_moved >> seat) & 1u);
}

void App::take_over_seat(int seat, bool take) {
  if (!running() || !running()->choosing_seats || seat < 0 || seat >= static_cast<int>(running()->pending_seats.size()))
    return;
  Session& s = *running();
  SeatConfig& c = s.pending_seats[static_cast<size_t>(seat)];
  if (c.bot) return;
  const uint32_t bit = 1u << seat;
  s.pending_take = take ? s.pending_take | bit : s.pending_take & ~bit;
  c.remote = !take;
  request_redraw();
}

Result App::confirm_seats() {
  if (!running() || !running()->choosing_seats) return Result::fail(tr("err.no_game"));
  Session& s = *running();
  bool any_here = false;
  for (const SeatConfig& c : s.pending_seats) any_here = any_here || (!c.bot && !c.remote);
  if (!any_here) return Result::fail(tr("table.none_here"));
  // A seat the link says is played at another device is only played here by
  // an explicit take-over, which everybody at this table is told about.
  uint32_t take = 0;
  std::string names;
  for (size_t i = 0; i < s.pending_seats.size(); ++i) {
    const SeatConfig& c = s.pending_seats[i];
    if (c.bot || c.remote || !seat_played_elsewhere(static_cast<int>(i))) continue;
    if (!(s.pending_take & (1u << i))) return Result::fail(trf("table.take_first", {seat_name(static_cast<int>(i))}));
    take |= 1u << i;
    names += (names.empty() ? "" : ", ") + seat_name(static_cast<int>(i));
  }
  s.seats = s.pending_seats;
  s.choosing_seats = false;
  s.taken_over |= take;
  if (take) {
    LiveText told([names] { return trf("table.taken_notice", {names}); });
    told += notice;
    notice = told;
  }
  sync_table();
  // Recorded in the game (format 3): every device's log tells it, at this point of the game.
  for (uint32_t i = 0; i < s.seats.size(); ++i)
    if ((take >> i) & 1u && s.record.table.takeovers.size() < emp::kMaxTakeOvers) {
      s.record.table.takeovers.push_back({i, s.record.actions.size()});
      s.record.format_version = 3;
    }
  remember_by_link();
  autosave_now();
  s.bot_due_ms = now_ms_ + effective_bot_delay();
  request_redraw();
  return {};
}

}  // namespace empui
