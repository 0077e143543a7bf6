#include "thinking.h"

#include <algorithm>

#include "bots/bot.h"
#include "bots/remote.h"
#include "platform/platform.h"

namespace empui::thinking {
namespace {
constexpr int kWorkPerCall = 64;  // search iterations between looks at the clock
// The thinking workers' channels (plat::thinker_post).
constexpr int kBotChannel = 0;
constexpr int kHintChannel = 1;

unsigned next_ticket() {
  static unsigned last = 0;
  last = last == 0xFFFFFFFFu ? 1 : last + 1;
  return last;
}

// A decision handed to a thinking worker: posted once (*ticket), then looked
// for once per step. Returns 1 when answered (*a, and the bot has the generator the
// decision left), 0 still thinking, -1 no worker or it failed (think here).
int think_elsewhere(int channel, const emp::Record& rec, std::string_view kind, emp::Bot& bot, unsigned* ticket,
                    emp::Action* a) {
  if (*ticket == 0) {
    if (!plat::thinker_available()) return -1;
    const unsigned t = next_ticket();
    if (!plat::thinker_post(channel, t, emp::encode_bot_request(rec, kind, bot))) return -1;
    *ticket = t;
    return 0;
  }
  std::string text;
  if (!plat::thinker_poll(*ticket, text)) return 0;
  *ticket = 0;
  const emp::BotAnswer ans = emp::decode_bot_answer(text);
  if (!ans.error.empty() || !bot.set_rng_state(ans.rng)) return -1;
  *a = ans.action;
  return 1;
}
}  // namespace

void stop_bot(Session& s) {
  if (s.bot_ticket == 0) return;
  plat::thinker_cancel(kBotChannel);
  s.bot_ticket = 0;
}

BotSlice bots(Play& play, double budget_end, bool drawing) {
  // Bots move one action at a time at a readable pace.
  BotSlice out;
  while (emp::Bot* bot = play.bot_due()) {
    Session& s = *play.session();
    const double t0 = plat::now_ms();
    // A decision dropped since it was handed over (an undo, another tab's
    // moves) is stopped; one that is not already thinking here goes to a worker.
    if (!s.bot_thinking) stop_bot(s);
    emp::Action choice = 0;
    int away = -1;
    const SeatConfig& seat = s.seats[static_cast<size_t>(s.state->current_player())];
    // A random bot chooses at once: a round trip to the worker would only
    // slow its moves down to one per frame.
    if ((!s.bot_thinking || s.bot_ticket != 0) && seat.bot_kind != "random") {
      away = think_elsewhere(kBotChannel, s.record, seat.bot_kind, *bot, &s.bot_ticket, &choice);
      s.bot_thinking = away == 0;
    }
    bool done = away == 1;
    if (away < 0) {
      if (!s.bot_thinking) {
        bot->start(*s.state);
        s.bot_thinking = true;
      }
      while (!(done = bot->think(kWorkPerCall)) && plat::now_ms() < budget_end) {
      }
      if (done) choice = bot->result();
    }
    out.think_ms += plat::now_ms() - t0;
    if (!done) break;  // continues (or the worker's answer comes) in a later step
    out.from_worker += away == 1;
    s.bot_thinking = false;
    Result r = play.submit(choice, /*from_bot=*/true);
    if (!r.ok) {
      // A bot returned an illegal action: stop bots rather than loop forever.
      out.error = r.error;
      s.bot_due_ms = 1e18;
      break;
    }
    out.moved = true;
    // A move was made: this step redraws, so it does no more thinking.
    if (play.bot_delay() > 0 || drawing || plat::now_ms() > budget_end) break;
  }
  return out;
}

bool hint(Session& s, int acting) {
  if (!s.hint.pending && !s.hint.ready) return false;
  // A hint belongs to one position and one person: anything else ends it.
  if (s.record.actions.size() != s.hint.at || acting != s.hint.seat) {
    if (s.hint.ticket != 0) plat::thinker_cancel(kHintChannel);
    s.hint = Session::Hint{};
    s.hint_bot.reset();
    return true;
  }
  if (!s.hint.pending) return false;
  // In a worker when there is one; here, in slices, once that failed.
  if (!s.hint.sliced) {
    emp::Action a = 0;
    const int away = think_elsewhere(kHintChannel, s.record, "ismcts-hard", *s.hint_bot, &s.hint.ticket, &a);
    if (away == 0) return false;
    if (away == 1) {
      s.hint.action = a;
      s.hint.pending = false;
      s.hint.ready = true;
      s.hint_bot.reset();
      return true;
    }
    s.hint.sliced = true;
  }
  const double t0 = plat::now_ms();
  bool done = false;
  while (!(done = s.hint_bot->think(kWorkPerCall)) && plat::now_ms() - t0 < kSliceMs) {
  }
  if (!done) return false;
  s.hint.action = s.hint_bot->result();
  s.hint.pending = false;
  s.hint.ready = true;
  s.hint_bot.reset();
  return true;
}

bool analysis(emp::GameAnalysis& an, double* spent_ms, double* max_slice_ms) {
  const double t0 = plat::now_ms();
  bool done = false;
  while (!(done = an.step(kWorkPerCall)) && plat::now_ms() - t0 < kSliceMs) {
  }
  const double t = plat::now_ms() - t0;
  *spent_ms += t;
  *max_slice_ms = std::max(*max_slice_ms, t);
  return done;
}

}  // namespace empui::thinking
