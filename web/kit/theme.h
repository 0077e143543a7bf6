// The app's one palette and spacing scale: the ImGui style (ui_util.cpp
// apply_theme), the kit's boxes, tokens and flights, and every game's board
// take their shared colours and spacings from here. A game keeps only what is
// its own (terrain, region and track colours); seat colours are in
// kit/table_presets.h.
#pragma once
#include "imgui.h"

namespace empui::theme {

// ---- palette: the table (dark wood), paper, ink and brass ----
inline constexpr ImU32 table = IM_COL32(28, 26, 23, 255);  // the window behind everything
inline constexpr ImU32 felt = IM_COL32(38, 36, 31, 255);   // panels and children
inline constexpr ImU32 frame = IM_COL32(56, 51, 41, 255);  // input frames, bars
inline constexpr ImU32 frame_hover = IM_COL32(77, 69, 51, 255);
inline constexpr ImU32 frame_active = IM_COL32(92, 79, 56, 255);
inline constexpr ImU32 brass = IM_COL32(115, 84, 36, 255);  // buttons
inline constexpr ImU32 brass_hover = IM_COL32(148, 110, 46, 255);
inline constexpr ImU32 brass_active = IM_COL32(173, 128, 51, 255);
inline constexpr ImU32 gold = IM_COL32(242, 199, 89, 255);  // check marks, highlights
inline constexpr ImU32 text = IM_COL32(242, 235, 219, 255);
inline constexpr ImU32 text_dim = IM_COL32(158, 148, 128, 255);
inline constexpr ImU32 edge = IM_COL32(89, 77, 56, 153);  // borders, separators

inline constexpr ImU32 paper = IM_COL32(238, 228, 204, 255);        // card and tile faces
inline constexpr ImU32 paper_light = IM_COL32(250, 240, 215, 255);  // tokens
inline constexpr ImU32 paper_gone = IM_COL32(150, 142, 128, 255);   // a card no longer in the supply
inline constexpr ImU32 card_ink = IM_COL32(35, 25, 15, 255);        // text on paper
inline constexpr ImU32 card_dim = IM_COL32(95, 80, 60, 255);        // secondary text on paper
inline constexpr ImU32 card_edge = IM_COL32(70, 55, 35, 255);       // a card's outline
inline constexpr ImU32 map_ink = IM_COL32(60, 42, 24, 255);         // borders on a map
inline constexpr ImU32 ink = IM_COL32(20, 16, 10, 255);             // outlines of pieces

inline constexpr ImU32 legal = IM_COL32(255, 200, 40, 255);  // what can be chosen now
inline constexpr ImU32 hint = IM_COL32(120, 230, 255, 255);  // the Hint's suggestion
inline constexpr ImU32 gain = IM_COL32(40, 120, 40, 255);    // a gain flying to a seat
inline constexpr ImU32 pay = IM_COL32(150, 40, 30, 255);     // a payment flying to the board
inline constexpr ImU32 shadow = IM_COL32(0, 0, 0, 90);

inline constexpr ImU32 badge = IM_COL32(120, 70, 0, 235);  // a cost or count badge
inline constexpr ImU32 badge_ink = IM_COL32(255, 245, 210, 255);
inline constexpr ImU32 box = IM_COL32(70, 58, 34, 255);  // a framed box (summaries, notices)
inline constexpr ImU32 box_edge = IM_COL32(220, 180, 90, 255);
inline constexpr ImU32 sheet_bg = IM_COL32(44, 40, 33, 250);    // the decision sheet over the board
inline constexpr ImU32 overlay_bg = IM_COL32(52, 44, 28, 248);  // summaries over the board (it shows through)

// ---- spacing scale (logical px at 100 %): steps of the 4 px grid ----
inline constexpr float space_xs = 2.0f;
inline constexpr float space_s = 4.0f;
inline constexpr float space_m = 8.0f;
inline constexpr float space_l = 12.0f;
inline constexpr float space_xl = 16.0f;
// The widgets' own paddings (ImGui style), on the same scale where they can be.
inline const ImVec2 frame_padding{10.0f, 7.0f};
inline const ImVec2 item_spacing{10.0f, space_m};
inline const ImVec2 item_inner_spacing{space_m, 6.0f};
inline const ImVec2 window_padding{14.0f, space_l};
inline constexpr float rounding = 5.0f;      // buttons, frames
inline constexpr float box_rounding = 8.0f;  // framed boxes, panels
// The smallest tap target on a touch screen (CSS px), as the platforms' guidelines ask.
inline constexpr float touch_target = 44.0f;

inline ImVec4 v4(ImU32 c, float alpha = -1.0f) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  if (alpha >= 0.0f) v.w = alpha;
  return v;
}

}  // namespace empui::theme
