// A bot's decision made somewhere else (the web app's Web Worker, which runs
// this same engine without the front end): the request carries the game's
// record, the bot's kind and its generator; the answer carries the chosen
// action and the generator after the decision. A bot that hands its decision
// over this way and takes the generator back chooses exactly as if it had
// thought itself (tests/bots_test.cpp), so a game's bot moves do not depend on
// where they were computed.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "bots/search_bots.h"
#include "core/record.h"

namespace emp {

// The request for the decision of `bot` (a bot of `kind`) in the position
// after every action of `rec`. A kind followed by " stats" (an ISMCTS kind,
// `bot` one search of a ParallelIsmctsBot) asks for that search's root
// statistics as well, for the page to merge (ParallelIsmctsBot::merge).
std::string encode_bot_request(const Record& rec, std::string_view kind, const Bot& bot);

struct BotAnswer {
  Action action = 0;
  std::vector<uint64_t> rng;               // the bot's generator after the decision
  std::vector<IsmctsBot::RootStat> stats;  // " stats" requests: the search's root statistics
  std::string error;                       // non-empty: no decision (a bad request, a finished game)
};

// Decodes a request, replays its record (checked), makes the decision with a
// bot of the request's kind and generator and encodes the answer.
std::string answer_bot_request(std::string_view request);
// Reads an answer; `error` says what went wrong (a malformed answer included).
BotAnswer decode_bot_answer(std::string_view answer);

// Takes the text up to the next '\n' off `in`; false when there is none (the
// line-based requests and answers here and of the analysis, bots/analysis.h).
bool take_line(std::string_view& in, std::string_view& out);

}  // namespace emp
