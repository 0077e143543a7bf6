#include "thinking.h"

#include <algorithm>
#include <string_view>

#include "bots/bot.h"
#include "bots/remote.h"
#include "bots/search_bots.h"
#include "platform/platform.h"

namespace empui::thinking {
namespace {
constexpr int kWorkPerCall = 64;  // search iterations between looks at the clock
// Cheap bots thinking here: at most this long per main-loop step, looking at
// the clock every few iterations.
constexpr double kCheapMs = 3.0;
constexpr int kCheapWorkPerCall = 1;
// The thinking workers' channels (plat::thinker_post).
constexpr int kBotChannel = 0;
constexpr int kHintChannel = 1;
constexpr int kAnalysisChannel = 2;     // .. kAnalysisChannel + kMaxAnalysisWorkers - 1
constexpr int kHelperChannel = 10;      // a parallel bot's searches 1 .. kMaxBotSearches - 1 (search 0: kBotChannel)
constexpr int kHintHelperChannel = 20;  // the hint's searches 1 .. (search 0: kHintChannel)

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
// A root-parallel search under way in several workers: search k's ticket
// and, once it came, its answer. One for the bots (one decision at a time:
// they move one after another) and one for the hint, on channels of their own
// (search 0 on `first`, search k on `helper` + k - 1).
struct Helpers {
  int first = kBotChannel;
  int helper = kHelperChannel;
  std::vector<unsigned> tickets;
  std::vector<emp::BotAnswer> answers;
  std::vector<char> answered;
  int channel(size_t k) const { return k == 0 ? first : helper + static_cast<int>(k) - 1; }
  void cancel() {
    for (size_t k = 0; k < tickets.size(); ++k)
      if (tickets[k] != 0 && !answered[k]) plat::thinker_cancel(channel(k));
    tickets.clear();
    answers.clear();
    answered.clear();
  }
};
Helpers& helpers() {
  static Helpers h{kBotChannel, kHelperChannel, {}, {}, {}};
  return h;
}
Helpers& hint_helpers() {
  static Helpers h{kHintChannel, kHintHelperChannel, {}, {}, {}};
  return h;
}

// think_elsewhere for a root-parallel bot: each search goes to a worker of
// its own ("<kind> stats": its generator in, its generator and root
// statistics out), the merged statistics choose (ParallelIsmctsBot::merge,
// best_of: what the bot itself chooses).
int think_parallel(Helpers& h, const emp::Record& rec, std::string_view kind, emp::ParallelIsmctsBot& bot,
                   unsigned* ticket, emp::Action* a) {
  const size_t n = static_cast<size_t>(bot.searches());
  if (*ticket == 0) {
    h.cancel();
    if (!plat::thinker_available()) return -1;
    const std::string stats_kind = std::string(kind) + " stats";
    for (size_t k = 0; k < n; ++k) {
      const unsigned t = next_ticket();
      h.tickets.push_back(t);
      h.answers.emplace_back();
      h.answered.push_back(0);
      if (!plat::thinker_post(h.channel(k), t,
                              emp::encode_bot_request(rec, stats_kind, bot.search(static_cast<int>(k))))) {
        h.cancel();
        return -1;
      }
    }
    *ticket = h.tickets[0];
    return 0;
  }
  if (h.tickets.size() != n || h.tickets[0] != *ticket) return -1;  // not this decision's
  for (size_t k = 0; k < n; ++k) {
    std::string text;
    if (h.answered[k] || !plat::thinker_poll(h.tickets[k], text)) continue;
    h.answers[k] = emp::decode_bot_answer(text);
    h.answered[k] = 1;
    if (!h.answers[k].error.empty()) {
      h.cancel();
      *ticket = 0;
      return -1;
    }
  }
  if (std::find(h.answered.begin(), h.answered.end(), 0) != h.answered.end()) return 0;
  *ticket = 0;
  std::vector<std::vector<emp::IsmctsBot::RootStat>> each;
  for (size_t k = 0; k < n; ++k) {
    if (!bot.search(static_cast<int>(k)).set_rng_state(h.answers[k].rng)) {
      h.cancel();
      return -1;
    }
    each.push_back(std::move(h.answers[k].stats));
  }
  std::vector<emp::IsmctsBot::RootStat> merged;
  emp::ParallelIsmctsBot::merge(each, merged);
  *a = emp::ParallelIsmctsBot::best_of(merged, h.answers[0].action);
  h.tickets.clear();
  h.answers.clear();
  h.answered.clear();
  return 1;
}
// A decision handed to workers: a root-parallel bot's searches each to a
// worker of `h`, any other bot to h's first channel.
int think_away(Helpers& h, const emp::Record& rec, std::string_view kind, emp::Bot& bot, unsigned* ticket,
               emp::Action* a) {
  auto* par = dynamic_cast<emp::ParallelIsmctsBot*>(&bot);
  return par && par->searches() > 1 ? think_parallel(h, rec, kind, *par, ticket, a)
                                    : think_elsewhere(h.first, rec, kind, bot, ticket, a);
}
}  // namespace

namespace {
uint64_t g_page_searches = 0;
}  // namespace

uint64_t page_searches() { return g_page_searches; }

int bot_searches() {
  if (!plat::thinker_available()) return 1;
  return std::clamp(plat::thinker_cores() - 1, 1, kMaxBotSearches);
}

void stop_bot(Session& s) {
  if (s.bot_ticket == 0) return;
  plat::thinker_cancel(kBotChannel);
  helpers().cancel();
  s.bot_ticket = 0;
}

BotSlice bots(Play& play, double budget_end, bool drawing) {
  // Bots move one action at a time at a readable pace.
  BotSlice out;
  const double start = plat::now_ms();
  while (emp::Bot* bot = play.bot_due()) {
    Session& s = *play.session();
    const double t0 = plat::now_ms();
    // A decision dropped since it was handed over (an undo, another tab's
    // moves) is stopped; one that is not already thinking here goes to a worker.
    if (!s.bot_thinking) stop_bot(s);
    emp::Action choice = 0;
    int away = -1;
    const SeatConfig& seat = s.seats[static_cast<size_t>(s.state->current_player())];
    // A cheap bot at Instant speed chooses here, in small pieces of work
    // within kCheapMs of the step: a round trip to the worker for each of
    // its quick decisions would slow its moves down to about one per frame.
    // A random bot always chooses here (at once). The heuristic bot decides
    // in about 0.2 ms (natively, Rise), several moves per step; Easy's 300
    // iterations take about 4 ms, more than a step may think, so Easy thinks
    // in the worker (a move per step, while the page draws).
    const bool cheap = seat.bot_kind == "random" || (play.bot_delay() <= 0 && seat.bot_kind == "heuristic");
    if (s.bot_ticket != 0 || (!s.bot_thinking && !cheap)) {
      away = think_away(helpers(), s.record, seat.bot_kind, *bot, &s.bot_ticket, &choice);
      s.bot_thinking = away == 0;
    }
    bool done = away == 1;
    if (away < 0) {
      if (!s.bot_thinking) {
        bot->start(*s.state);
        s.bot_thinking = true;
      }
      const double end = cheap ? std::min(budget_end, start + kCheapMs) : budget_end;
      const int work = cheap ? kCheapWorkPerCall : kWorkPerCall;
      while (++g_page_searches, !(done = bot->think(work)) && plat::now_ms() < end) {
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
    // At Instant speed a cheap bot's quick moves chain within kCheapMs (the
    // frame shows the last of them).
    if (play.bot_delay() > 0 || (drawing && !cheap) || plat::now_ms() > budget_end || plat::now_ms() > start + kCheapMs)
      break;
  }
  return out;
}

void stop_hint(Session& s) {
  if (s.hint.ticket == 0) return;
  plat::thinker_cancel(kHintChannel);
  hint_helpers().cancel();
  s.hint.ticket = 0;
}

bool hint(Session& s, int acting) {
  if (!s.hint.pending && !s.hint.ready) return false;
  // A hint belongs to one position and one person: anything else ends it.
  if (s.record.actions.size() != s.hint.at || acting != s.hint.seat) {
    stop_hint(s);
    s.hint = Session::Hint{};
    s.hint_bot.reset();
    return true;
  }
  if (!s.hint.pending) return false;
  // In a worker when there is one; here, in slices, once that failed.
  if (!s.hint.sliced) {
    emp::Action a = 0;
    // As the Hard bot would choose on this device: as many searches as the
    // bots' (bot_searches(); analysis.cpp makes the hint's bot).
    const int away = think_away(hint_helpers(), s.record, "ismcts-hard", *s.hint_bot, &s.hint.ticket, &a);
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
  while (++g_page_searches, !(done = s.hint_bot->think(kWorkPerCall)) && plat::now_ms() - t0 < kSliceMs) {
  }
  if (!done) return false;
  s.hint.action = s.hint_bot->result();
  s.hint.pending = false;
  s.hint.ready = true;
  s.hint_bot.reset();
  return true;
}

AnalysisRun::~AnalysisRun() {
  for (size_t k = 0; k < tickets.size(); ++k)
    if (tickets[k] != 0) plat::thinker_cancel(kAnalysisChannel + static_cast<int>(k));
}

namespace {
void stop_workers(AnalysisRun& run) {
  for (size_t k = 0; k < run.tickets.size(); ++k)
    if (run.tickets[k] != 0) plat::thinker_cancel(kAnalysisChannel + static_cast<int>(k));
  run.tickets.clear();
  run.outbox.clear();
}

// The request of the next batch of the final pass's runs (whole runs, at
// least kAnalysisBatch positions); empty when all are handed out.
std::string next_batch(const emp::GameAnalysis& an, AnalysisRun& run) {
  emp::AnalysisOptions opt = an.options();
  opt.quick = 0;
  opt.only.clear();
  while (run.next_run < run.runs.size() && opt.only.size() < kAnalysisBatch) {
    const std::vector<size_t>& r = run.runs[run.next_run++];
    opt.only.insert(opt.only.end(), r.begin(), r.end());
  }
  return opt.only.empty() ? std::string() : emp::encode_analysis_request(an.record(), an.observer(), an.seed(), opt);
}

// Prepares a pass for the workers: the quick pass in runs of the game's
// positions (one per worker); the final figures in batches of whole runs of
// tree reuse (GameAnalysis::refinement_runs), biggest drops first, a batch to
// each worker now and the next to whichever is free (take_rows): the
// workers finish together, and each run's positions are searched one after
// another from the same tree. The requests are posted one per main-loop step
// (post_next): starting a worker takes the page a moment.
void plan_pass(const emp::GameAnalysis& an, AnalysisRun& run, int pass) {
  run.pass = pass;
  run.runs.clear();
  run.next_run = 0;
  if (pass == 1) {
    run.runs = an.refinement_runs();
    size_t positions = 0;
    for (const std::vector<size_t>& r : run.runs) positions += r.size();
    const size_t batches = (positions + kAnalysisBatch - 1) / kAnalysisBatch;
    const int workers = std::clamp(
        std::min(plat::thinker_cores(), static_cast<int>(std::min(batches, run.runs.size()))), 1, kMaxAnalysisWorkers);
    run.tickets.assign(static_cast<size_t>(workers), 0);
    run.outbox.assign(static_cast<size_t>(workers), std::string());
    for (std::string& o : run.outbox) o = next_batch(an, run);
    return;
  }
  const std::vector<size_t>& order = an.searched_positions();
  const int workers =
      std::clamp(std::min(plat::thinker_cores(), static_cast<int>(order.size())), 1, kMaxAnalysisWorkers);
  emp::AnalysisOptions opt = an.options();
  opt.iterations = opt.quick;
  opt.stop_when_clear = false;
  opt.reuse = false;  // the quick pass is the first part of each position's own search
  opt.quick = 0;
  run.tickets.assign(static_cast<size_t>(workers), 0);
  run.outbox.assign(static_cast<size_t>(workers), std::string());
  for (int k = 0; k < workers; ++k) {
    opt.only.clear();
    for (size_t j = 0; j < order.size(); ++j)
      if (j * static_cast<size_t>(workers) / order.size() == static_cast<size_t>(k)) opt.only.push_back(order[j]);
    if (!opt.only.empty())
      run.outbox[static_cast<size_t>(k)] = emp::encode_analysis_request(an.record(), an.observer(), an.seed(), opt);
  }
}

// Posts the next waiting request. False when posting failed.
bool post_next(AnalysisRun& run) {
  for (size_t k = 0; k < run.outbox.size(); ++k) {
    if (run.outbox[k].empty()) continue;
    const unsigned t = next_ticket();
    if (!plat::thinker_post(kAnalysisChannel + static_cast<int>(k), t, run.outbox[k])) return false;
    run.tickets[k] = t;
    run.outbox[k].clear();
    return true;
  }
  return true;
}

// Takes the workers' rows in; a worker of the final pass that is done gets
// the next batch. False when a worker failed.
bool take_rows(emp::GameAnalysis& an, AnalysisRun& run) {
  const bool final = run.pass == 1;
  for (size_t k = 0; k < run.tickets.size(); ++k) {
    unsigned& t = run.tickets[k];
    if (t == 0) continue;
    std::string text;
    if (!plat::thinker_poll(t, text)) continue;
    std::string_view in = text;
    std::string rows;
    while (!in.empty()) {
      const size_t nl = in.find('\n');
      const std::string_view l = in.substr(0, nl);
      in.remove_prefix(nl == std::string_view::npos ? in.size() : nl + 1);
      if (l == "end") {
        t = 0;
      } else if (l == "error") {
        return false;
      } else {
        rows.append(l).push_back('\n');
      }
    }
    if (!emp::apply_analysis_rows(rows, an, final)) return false;
    if (t == 0 && final) run.outbox[k] = next_batch(an, run);
  }
  return true;
}
}  // namespace

bool analysis(emp::GameAnalysis& an, AnalysisRun& run, double* spent_ms, double* max_slice_ms) {
  const double t0 = plat::now_ms();
  if (!run.sliced) {
    const bool waiting =
        std::any_of(run.outbox.begin(), run.outbox.end(), [](const std::string& r) { return !r.empty(); });
    if (run.pass < 0) {
      run.last_ms = t0;
      run.sliced = !plat::thinker_available();
      if (!run.sliced) plan_pass(an, run, an.options().quick > 0 ? 0 : 1);
    } else if (waiting) {
      run.sliced = !post_next(run);
    } else if (!take_rows(an, run)) {
      run.sliced = true;
    } else if (std::all_of(run.outbox.begin(), run.outbox.end(), [](const std::string& r) { return r.empty(); }) &&
               std::all_of(run.tickets.begin(), run.tickets.end(), [](unsigned t) { return t == 0; })) {
      // A pass is complete: the final figures next, or the end.
      if (run.pass == 0) {
        plan_pass(an, run, 1);
      } else if (!an.finished()) {
        run.sliced = true;  // a share's rows went missing: the rest here
      }
    }
    if (run.sliced) stop_workers(run);
    *spent_ms += t0 - run.last_ms;
    run.last_ms = t0;
    if (!run.sliced) {
      *max_slice_ms = std::max(*max_slice_ms, plat::now_ms() - t0);
      return an.finished();
    }
  }
  // Here, in slices (the figures the workers found stay).
  const double t1 = plat::now_ms();
  bool done = false;
  while (++g_page_searches, !(done = an.step(kWorkPerCall)) && plat::now_ms() - t1 < kSliceMs) {
  }
  const double t = plat::now_ms() - t0;
  *spent_ms += plat::now_ms() - t1;
  *max_slice_ms = std::max(*max_slice_ms, t);
  return done;
}

}  // namespace empui::thinking
