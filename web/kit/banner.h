// Banners of a board: the turn banner in the acting seat's colour (who acts,
// and a second line with the era, turn and phase), and a framed box for
// phase summaries (content drawn between begin and end, background behind it).
#pragma once
#include <string>

#include "imgui.h"

namespace empui::kit {
class Host;
}

namespace empui::kit {

// "<name>, your turn" / "<name> is thinking…" over `phase_line`, full width.
// Nothing when `seat` < 0.
void turn_banner(const Host& host, int seat, const std::string& phase_line, float font_size);

struct FramedBox {
  ImDrawList* dl = nullptr;
  ImVec2 p0;
};
FramedBox begin_framed_box();
void end_framed_box(const FramedBox& box);

}  // namespace empui::kit
