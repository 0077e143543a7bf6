#include "bots/remote.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace emp {

bool take_line(std::string_view& in, std::string_view& out) {
  const size_t nl = in.find('\n');
  if (nl == std::string_view::npos) return false;
  out = in.substr(0, nl);
  in.remove_prefix(nl + 1);
  return true;
}

namespace {

constexpr std::string_view kMagic = "empires-bot 1";
constexpr size_t kMaxRngWords = 1024;

std::string words_text(const std::vector<uint64_t>& w) {
  std::string out;
  for (uint64_t x : w) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "%s%016" PRIx64, out.empty() ? "" : " ", x);
    out += buf;
  }
  return out;
}

// Hexadecimal words separated by single spaces (an empty text: none).
bool parse_words(std::string_view s, std::vector<uint64_t>& out) {
  out.clear();
  while (!s.empty()) {
    if (out.size() >= kMaxRngWords) return false;
    const size_t sp = s.find(' ');
    const std::string_view w = s.substr(0, sp);
    if (w.empty() || w.size() > 16) return false;
    uint64_t v = 0;
    for (char c : w) {
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) return false;
      v = v << 4 | static_cast<uint64_t>(d);
    }
    out.push_back(v);
    if (sp == std::string_view::npos) break;
    s.remove_prefix(sp + 1);
    if (s.empty()) return false;
  }
  return true;
}

std::string error_answer(const std::string& why) { return "error\n" + why; }

}  // namespace

std::string encode_bot_request(const Record& rec, std::string_view kind, const Bot& bot) {
  std::string out(kMagic);
  out += '\n';
  out += kind;
  out += '\n';
  out += words_text(bot.rng_state());
  out += '\n';
  out += save_to_bytes(rec);
  return out;
}

std::string answer_bot_request(std::string_view request) {
  std::string_view magic, kind, words;
  if (!take_line(request, magic) || magic != kMagic || !take_line(request, kind) || !take_line(request, words))
    return error_answer("malformed request");
  std::vector<uint64_t> rng;
  if (!parse_words(words, rng)) return error_answer("malformed generator");
  std::string why;
  constexpr std::string_view kStats = " stats";
  const bool stats = kind.size() > kStats.size() && kind.substr(kind.size() - kStats.size()) == kStats;
  if (stats) kind.remove_suffix(kStats.size());
  std::unique_ptr<Bot> bot = make_bot(kind, 0, &why);
  if (!bot) return error_answer(why);
  auto* search = dynamic_cast<IsmctsBot*>(bot.get());
  if (stats && !search) return error_answer("no root statistics for this bot");
  if (!bot->set_rng_state(rng)) return error_answer("generator does not fit the bot");
  Record rec;
  if (!load_from_bytes(request, rec, &why)) return error_answer(why);
  std::unique_ptr<State> s = replay(rec, &why);
  if (!s) return error_answer(why);
  if (s->terminal()) return error_answer("the game is over");
  const Action a = bot->choose(*s);
  std::string out = "ok\n" + std::to_string(a) + "\n" + words_text(bot->rng_state());
  if (stats) {
    // A line per root action: the action, its visits and every seat's sum
    // (exact decimal: the page's merge equals the native one).
    std::vector<IsmctsBot::RootStat> rs;
    search->root_stats(rs);
    for (const IsmctsBot::RootStat& r : rs) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "\n%u %u", static_cast<unsigned>(r.action), r.visits);
      out += buf;
      for (int p = 0; p < kMaxPlayers; ++p) {
        std::snprintf(buf, sizeof buf, " %.17g", r.sum[p]);
        out += buf;
      }
    }
  }
  return out;
}

BotAnswer decode_bot_answer(std::string_view answer) {
  BotAnswer out;
  std::string_view status;
  if (!take_line(answer, status)) {
    out.error = "malformed answer";
    return out;
  }
  if (status == "error") {
    out.error = answer.empty() ? "error" : std::string(answer);
    return out;
  }
  std::string_view action;
  uint64_t a = 0;
  bool digits = status == "ok" && take_line(answer, action) && !action.empty() && action.size() <= 10;
  for (char c : digits ? action : std::string_view()) {
    if (c < '0' || c > '9') digits = false;
    a = a * 10 + static_cast<uint64_t>(c - '0');
  }
  std::string_view words = answer;
  const size_t nl = answer.find('\n');
  if (nl != std::string_view::npos) {
    words = answer.substr(0, nl);
    answer.remove_prefix(nl + 1);
  } else {
    answer = {};
  }
  bool ok = digits && a <= UINT32_MAX && parse_words(words, out.rng) && !out.rng.empty();
  // Root statistics, a line each: action visits sum...
  while (ok && !answer.empty()) {
    std::string_view l = answer;
    const size_t e = answer.find('\n');
    l = answer.substr(0, e);
    answer.remove_prefix(e == std::string_view::npos ? answer.size() : e + 1);
    const std::string text(l);
    const char* p = text.c_str();
    char* end = nullptr;
    IsmctsBot::RootStat r;
    const unsigned long act = std::strtoul(p, &end, 10);
    ok = end != p && act <= UINT32_MAX;
    p = end;
    const unsigned long visits = ok ? std::strtoul(p, &end, 10) : 0;
    ok = ok && end != p && visits <= UINT32_MAX;
    p = end;
    for (int q = 0; ok && q < kMaxPlayers; ++q) {
      r.sum[q] = std::strtod(p, &end);
      ok = end != p;
      p = end;
    }
    ok = ok && *p == '\0' && out.stats.size() < 100000;
    r.action = static_cast<Action>(act);
    r.visits = static_cast<uint32_t>(visits);
    if (ok) out.stats.push_back(r);
  }
  if (!ok) {
    out.error = "malformed answer";
    out.rng.clear();
    out.stats.clear();
    return out;
  }
  out.action = static_cast<Action>(a);
  return out;
}

}  // namespace emp
