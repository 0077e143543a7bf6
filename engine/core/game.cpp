#include "core/game.h"

#include <algorithm>

#include "core/json.h"
#include "core/messages.h"

namespace emp {

bool State::apply_checked(Action a, std::string* why) {
  if (terminal()) {
    if (why) *why = "error.game_over";
    return false;
  }
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end()) {
    if (why) *why = "error.illegal_action";
    return false;
  }
  apply(a);
  return true;
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

std::unique_ptr<State> new_game(std::string_view id, const Options& options, uint64_t seed, std::string* why) {
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
  return g->create(options, seed);
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
