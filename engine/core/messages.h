// Engine messages (errors from records, links, saves and the registry) are
// coded as a key plus arguments, so every front end can show them in the
// player's language: msg("link.newer_format", {"9"}) -> "link.newer_format\x1f9";
// message_text(coded, Lang::De) renders it. Unknown text is returned as is.
// In a message's text, "{N}" is argument N and "{N|one|other}" the word for
// its count: "{0} {0|cube|cubes}" reads "1 cube", "2 cubes" (one for 1 and -1).
#pragma once
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace emp {

std::string msg(std::string_view key, std::initializer_list<std::string> args = {});
std::string message_text(std::string_view coded, Lang lang);
// A seat named in a message argument (an event's "battle with Ann"): the front
// end puts the seat's name in with name_seats(); without names it reads "Player N".
std::string seat_ref(int seat);
std::string name_seats(std::string_view text, const std::vector<std::string>* names);
// A list as one argument: each item (a coded message or plain text) is
// rendered and they are joined with ", ". A list argument must stand last.
std::string list_arg(const std::vector<std::string>& items);
// A signed amount of a term as one argument: amount_arg(2, "dawn.res.0") reads
// "+2 food", amount_arg(-3, ...) "-3 ...".
std::string amount_arg(int n, std::string_view key);
// "<seat>: +2 food, -1 money": what a seat gained and paid (an event's text).
std::string changes_event(int seat, const std::vector<std::string>& amounts);
// The other way round, for a front end's motion: the seat and each amount
// and term key of a changes_event() ("+2", "dawn.res.0" -> {2, "dawn.res.0"}).
struct Change {
  int n = 0;
  std::string key;
};
bool parse_changes(std::string_view coded, int& seat, std::vector<Change>& out);
// A front end may show terms with their icons: the decorator is given every
// argument that is a key of the message tables (a resource, a face, a card),
// its rendered text, and whether it stands in an amount ("+2 <icon>"), and
// returns what to show. Set once at start-up (none: the words).
using TermDecorator = std::string (*)(std::string_view coded, std::string text, bool in_amount);
void set_term_decorator(TermDecorator d);
// Decodes one UTF-8 character at s[i]: its length, or 0 when the bytes there
// are not valid UTF-8 (overlong, a surrogate such as a lone one encoded on its
// own, beyond U+10FFFF, truncated).
size_t utf8_char(std::string_view s, size_t i, uint32_t& cp);
// C0 controls (NUL, ESC, ...), DEL and the C1 controls U+0080..U+009F.
bool is_control_char(uint32_t cp);
// Characters that change how text around them reads without showing
// themselves: bidirectional controls (U+202A..202E, U+2066..2069, marks),
// zero-width ones, the line and paragraph separators, the BOM, soft hyphens.
bool is_hidden_char(uint32_t cp);
// Characters the app's UI font does not draw (web/fonts.cpp kRanges: Latin
// with its accented letters, punctuation, arrows and a few symbols): other
// scripts, combining marks, variation selectors, emoji. A seat name travels
// to other devices in links, so it holds only what every device draws.
bool is_undrawn_char(uint32_t cp);
// Spaces of every width (a name of only these shows nothing).
bool is_blank_char(uint32_t cp);
// A text as it may go to a terminal: every control character (so every escape
// sequence's introducer) and every byte that is not valid UTF-8 becomes '?';
// longer than max_chars characters, it is cut there and ends with "...".
std::string printable_text(std::string_view s, size_t max_chars = SIZE_MAX);
// Whether every key has English and German text with the same placeholders
// (for tests); returns the problems found.
std::string message_table_problems();

}  // namespace emp
