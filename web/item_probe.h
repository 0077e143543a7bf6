// Records where labelled widgets were drawn in the last rendered frame (via
// Dear ImGui's test-engine hooks), so browser tests can click and tap real
// buttons by their visible label instead of calling the API.
#pragma once
#include <string>
#include <vector>

namespace empui::probe {

struct Item {
  std::string label;                 // visible part of the label (before "##")
  float x = 0, y = 0, w = 0, h = 0;  // logical (CSS) pixels
  bool visible = false;              // not clipped away (e.g. scrolled out)
  bool pressable = true;             // a widget (a button, a toggle); false: a line of text (note())
};

void enable();                     // after ImGui::CreateContext()
void begin_frame();                // before ImGui::NewFrame()
void end_frame();                  // after ImGui::Render(): publishes the frame's items
const std::vector<Item>& items();  // of the last rendered frame
// Lists the item just drawn (a line of text, which the hooks do not see) under
// `label`, so that a test can tell that a message is on screen and in view.
void note(const std::string& label);

}  // namespace empui::probe
