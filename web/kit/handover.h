// The hot-seat hand-over: when several people share one device and another
// human seat must act, a cover in that seat's colour asks to pass the device
// and hides the choices until the player confirms. The generic game screen
// draws it for every game (App::cover_seat() says when); boards never do. The
// confirmation lives with the running game (Host::handover()).
#pragma once

namespace empui::kit {
class Host;
}

namespace empui::kit {

struct Handover {
  int confirmed = -1;  // the human seat that confirmed having the device
};

// Translation keys of the cover's texts; each may take the seat's name as {0}.
// The defaults are the shared "game.pass_*" keys.
struct HandoverText {
  const char* pass_to = "game.pass_to";
  const char* hint = "game.pass_hint";
  const char* ready = "game.pass_ready";
};

// Draws the cover while `seat` (the human seat that must act now, -1: none)
// has not confirmed yet and at least two seats are human. Returns true while
// the cover is shown: the caller then offers no choices.
bool handover_cover(const Host& host, int seat, Handover& state, float font_size, const HandoverText& text = {});

}  // namespace empui::kit
