// Force-included into Dear ImGui's OpenGL3 backend in the web build only
// (web/CMakeLists.txt). The backend reads back about twenty pieces of GL state
// every frame (bindings, viewport, blend, enables) to restore them after it
// draws, for apps that share the context with other renderers. Each read is a
// WebGL getParameter, which in a browser can wait for the GPU process to
// finish the previous frame: with a software GL it was most of a main-loop
// step (tests/browser/long_bench.mjs). This app draws nothing but ImGui, and
// the backend sets everything it needs before drawing, so the reads answer the
// GL defaults instead (gl_no_readback.cpp); other queries go to GL.
#pragma once

#ifdef __cplusplus
extern "C" {
#endif
void empires_gl_get_integerv(unsigned int pname, int* data);
unsigned char empires_gl_is_enabled(unsigned int cap);
#ifdef __cplusplus
}
#endif

#define glGetIntegerv empires_gl_get_integerv
#define glIsEnabled empires_gl_is_enabled
