// One function per screen; each lives in its own screen_*.cpp.
#pragma once

namespace empui {
class App;
void draw_menu(App& app);
void draw_about(App& app);
void draw_settings(App& app);
void draw_game(App& app);
}  // namespace empui
