// Engine messages (errors from records, links, saves and the registry) are
// coded as a key plus arguments, so every front end can show them in the
// player's language: msg("link.newer_format", {"9"}) -> "link.newer_format\x1f9";
// message_text(coded, Lang::De) renders it. Unknown text is returned as is.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include "core/game.h"

namespace emp {

std::string msg(std::string_view key, std::initializer_list<std::string> args = {});
std::string message_text(std::string_view coded, Lang lang);
// Whether every key has English and German text with the same placeholders
// (for tests); returns the problems found.
std::string message_table_problems();

}  // namespace emp
