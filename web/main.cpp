// The program: the platform's window and main loop, driving the app's shell.
#include "app.h"
#include "platform/platform.h"
#include "settings.h"

namespace empui {
namespace {

// The platform's view of the app: events, frames and the clipboard's answer.
class AppShell final : public plat::Shell {
 public:
  bool update(double now_ms, bool had_events) override { return app().update(now_ms, had_events); }
  void draw(float w, float h) override {
    app().set_viewport(w, h);
    app().draw();
  }
  void request_redraw() override { app().request_redraw(); }
  float ui_scale() const override { return app().settings().ui_scale; }
  void frame_rendered() override { app().count_frame(); }
  unsigned long long frames_rendered() const override { return app().frames_rendered(); }
  void note_loop_ms(double ms, bool rendered) override { app().note_loop_ms(ms, rendered); }
  double ms_until_wakeup(double now_ms) const override { return app().ms_until_wakeup(now_ms); }
  void clipboard_result(bool ok) override { app().clipboard_result(ok); }
};

}  // namespace
}  // namespace empui

int main(int argc, char** argv) {
  (void)argc;
  (void)argv;
  static empui::AppShell shell;
  empui::plat::set_shell(&shell);
  if (!empui::plat::init_window("Empires", 1280, 800)) return 1;
  empui::app().init();
  empui::plat::run_main_loop();
  empui::plat::shutdown_window();
  return 0;
}
