#include "core/game.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "core/json.h"
#include "core/messages.h"

namespace emp {

namespace {
bool is_legal(const State& s, Action a) {
  std::vector<Action> legal;
  s.legal_actions(legal);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}
}  // namespace

std::string State::why_illegal(Action a) const {
  if (terminal()) return msg("error.game_over");
  return is_legal(*this, a) ? std::string() : msg("error.illegal_action");
}

bool State::apply_checked(Action a, std::string* why) {
  if (terminal() || !is_legal(*this, a)) {
    if (why) {
      *why = why_illegal(a);
      if (why->empty()) *why = msg("error.illegal_action");  // a game's reason must not say "legal" here
    }
    return false;
  }
  if (record_events_) events_.clear();
  do_apply(a);
  return true;
}

void State::check_apply(Action a) const {
  if (!terminal() && is_legal(*this, a)) return;
  std::fprintf(stderr, "EMPIRES_CHECK_APPLY: illegal action %u applied in %s (%s)\n", static_cast<unsigned>(a),
               info().id.c_str(), terminal() ? "game over" : "not among the legal actions");
  std::abort();
}

double evaluate(const State& s, int player) {
  const GameInfo& g = s.info();
  if (g.evaluate) return g.evaluate(s, player);
  std::vector<int> sc;
  s.scores(sc);
  return sc[static_cast<size_t>(player)];
}

void State::ranks(std::vector<int>& out) const {
  std::vector<int> s;
  scores(s);
  out.assign(s.size(), 0);
  for (size_t i = 0; i < s.size(); ++i) {
    int better = 0;
    for (size_t j = 0; j < s.size(); ++j)
      if (s[j] > s[i]) ++better;
    out[i] = better;
  }
}

std::unique_ptr<State> new_game(std::string_view id, const Options& options, uint64_t seed, std::string* why,
                                uint32_t rules_version) {
  const GameInfo* g = find_game(id);
  if (!g) {
    if (why) *why = msg("game.unknown", {std::string(id.substr(0, 40))});
    return nullptr;
  }
  if (options.players < g->min_players || options.players > g->max_players) {
    if (why)
      *why = msg("game.players", {g->name_en, std::to_string(g->min_players), std::to_string(g->max_players),
                                  std::to_string(options.players)});
    return nullptr;
  }
  if (options.variant & ~g->variants) {
    if (why) *why = msg("game.variant", {g->name_en, std::to_string(options.variant)});
    return nullptr;
  }
  if (rules_version > g->rules_version) {
    if (why) *why = msg("record.rules_version", {std::to_string(rules_version), std::to_string(g->rules_version)});
    return nullptr;
  }
  auto s = g->create_rules ? g->create_rules(options, seed, rules_version ? rules_version : g->rules_version)
                           : g->create(options, seed);
  if (!s && why) *why = msg("game.variant", {g->name_en, std::to_string(options.variant)});
  return s;
}

void write_game_info_fields(JsonWriter& w, const GameInfo& g) {
  w.field("id", g.id)
      .field("name_en", g.name_en)
      .field("name_de", g.name_de)
      .field("min_players", g.min_players)
      .field("max_players", g.max_players)
      .field("rules_version", g.rules_version)
      .field("listed", g.listed);
}

}  // namespace emp
