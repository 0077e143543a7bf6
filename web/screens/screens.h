// One function per screen; each lives in its own screen_*.cpp.
#pragma once

namespace empui {
class App;
void draw_menu(App& app);
void draw_about(App& app);
void draw_settings(App& app);
void draw_game(App& app);
void draw_saves(App& app);  // screen_saves.cpp
void draw_toast(App& app);  // screen_saves.cpp: the fading confirmation, over every screen
void open_save_as_popup();  // screen_saves.cpp: the game screen's "Save as"
void draw_save_as_popup(App& app);
}  // namespace empui
