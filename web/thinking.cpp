#include "thinking.h"

#include <algorithm>

#include "bots/bot.h"
#include "platform/platform.h"

namespace empui::thinking {
namespace {
constexpr int kWorkPerCall = 64;  // search iterations between looks at the clock
}  // namespace

BotSlice bots(Play& play, double budget_end, bool drawing) {
  // Bots move one action at a time at a readable pace.
  BotSlice out;
  while (emp::Bot* bot = play.bot_due()) {
    Session& s = *play.session();
    if (!s.bot_thinking) {
      bot->start(*s.state);
      s.bot_thinking = true;
    }
    bool done = false;
    while (!(done = bot->think(kWorkPerCall)) && plat::now_ms() < budget_end) {
    }
    if (!done) break;  // continues next step
    s.bot_thinking = false;
    Result r = play.submit(bot->result(), /*from_bot=*/true);
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
    s.hint = Session::Hint{};
    s.hint_bot.reset();
    return true;
  }
  if (!s.hint.pending) return false;
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
