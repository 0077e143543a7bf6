// The summaries of a game's rounds, phases or turns: the newest one shown as a
// banner while the game is watched (until its Continue), and every one in a
// collapsible list, newest first. The game gives the titles and draws each
// summary's table; the kit draws the frame alike for every game.
#pragma once
#include <cstddef>
#include <functional>
#include <string>

namespace empui::kit {

// The banner of summary `show` (nothing when `show` < 0): a framed box with the
// title (wrapped: German titles are longer than a phone is wide), the body and
// Continue, which sets `show` to -1. Over the top or the bottom of the board's
// pane, whichever covers fewer of the decision's places; where it would cover
// some either way, only the title, Continue and Details (the body on a tap). Not in review (a past position: the list
// holds every summary, and a Continue there would continue nothing).
class Host;
void summary_banner(Host& host, int& show, const std::string& title, const std::function<void()>& body);
// Every summary under a collapsible header, newest first: its title, then its body.
void summary_list(const std::string& header, size_t count, const std::function<std::string(size_t)>& title,
                  const std::function<void(size_t)>& body);

}  // namespace empui::kit
