# The static site: `cmake --build build/wasm --target dist` fills ${CMAKE_SOURCE_DIR}/dist
# with index.html, glue.js, thinker.js, sw.js, manifest.webmanifest, icons/, empires.js and
# empires.wasm. A build hash (over every shipped file) versions the service-worker
# cache and the asset URLs.
find_program(EMPIRES_PYTHON NAMES python3 REQUIRED)
set(EMPIRES_DIST_DIR "${CMAKE_SOURCE_DIR}/dist" CACHE PATH "Output folder of the static site")
file(GLOB EMPIRES_SHELL_FILES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/shell/*")
add_custom_target(dist ALL
  COMMAND ${CMAKE_COMMAND}
          -DJS=$<TARGET_FILE:empires_app>
          -DWASM=$<TARGET_FILE_DIR:empires_app>/empires.wasm
          -DSHELL_DIR=${CMAKE_SOURCE_DIR}/shell
          -DICONS_SCRIPT=${CMAKE_SOURCE_DIR}/assets/icons/make_icons.py
          -DDIST=${EMPIRES_DIST_DIR}
          -DPYTHON=${EMPIRES_PYTHON}
          -DI18N=${CMAKE_CURRENT_SOURCE_DIR}/i18n.cpp
          -P ${CMAKE_CURRENT_SOURCE_DIR}/make_dist.cmake
  DEPENDS empires_app ${EMPIRES_SHELL_FILES} ${CMAKE_SOURCE_DIR}/assets/icons/make_icons.py
          ${CMAKE_CURRENT_SOURCE_DIR}/make_dist.cmake ${CMAKE_CURRENT_SOURCE_DIR}/i18n.cpp
  COMMENT "Assembling the static site in ${EMPIRES_DIST_DIR}"
  VERBATIM)
