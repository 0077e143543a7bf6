// The GL state reads of Dear ImGui's OpenGL3 backend, answered without asking
// WebGL (gl_no_readback.h says why).
#include <GLES3/gl3.h>

extern "C" {

void empires_gl_get_integerv(unsigned int pname, int* data) {
  switch (pname) {
    case GL_ACTIVE_TEXTURE:
      data[0] = GL_TEXTURE0;
      return;
    case GL_CURRENT_PROGRAM:
    case GL_TEXTURE_BINDING_2D:
    case GL_SAMPLER_BINDING:
    case GL_ARRAY_BUFFER_BINDING:
    case GL_VERTEX_ARRAY_BINDING:
      data[0] = 0;
      return;
    case GL_VIEWPORT:
    case GL_SCISSOR_BOX:  // the backend sets both before it draws; restoring zeros changes nothing drawn
      data[0] = data[1] = data[2] = data[3] = 0;
      return;
    case GL_BLEND_SRC_RGB:
    case GL_BLEND_SRC_ALPHA:
      data[0] = GL_ONE;
      return;
    case GL_BLEND_DST_RGB:
    case GL_BLEND_DST_ALPHA:
      data[0] = GL_ZERO;
      return;
    case GL_BLEND_EQUATION_RGB:
    case GL_BLEND_EQUATION_ALPHA:
      data[0] = GL_FUNC_ADD;
      return;
    default:
      glGetIntegerv(pname, data);  // the version and extension queries at start-up
  }
}

unsigned char empires_gl_is_enabled(unsigned int cap) {
  switch (cap) {
    case GL_BLEND:
    case GL_CULL_FACE:
    case GL_DEPTH_TEST:
    case GL_STENCIL_TEST:
    case GL_SCISSOR_TEST:
      return GL_FALSE;  // off between frames: the backend turns on what it uses
    default:
      return glIsEnabled(cap);
  }
}

}  // extern "C"
