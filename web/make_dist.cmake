cmake_minimum_required(VERSION 3.20)
# Script mode (see web.cmake): copies the app, the shell and the icons into DIST, stamps
# the build hash into index.html, sw.js and thinker.js, and the loading screen's texts
# (the rows of I18N, web/i18n.cpp, whose key starts with "load.": the page shows them
# when the app itself cannot load) into index.html as a JSON object.
foreach(v JS WASM SHELL_DIR ICONS_SCRIPT DIST PYTHON I18N)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "make_dist.cmake: ${v} not set")
  endif()
endforeach()
file(MAKE_DIRECTORY "${DIST}" "${DIST}/icons")

# Icons are drawn by a script (assets/icons/make_icons.py: no image files in the repository).
if(NOT EXISTS "${DIST}/icons/icon-512.png" OR "${ICONS_SCRIPT}" IS_NEWER_THAN "${DIST}/icons/icon-512.png")
  execute_process(COMMAND "${PYTHON}" "${ICONS_SCRIPT}" "${DIST}/icons" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "make_icons.py failed")
  endif()
endif()

set(hash_input "")
foreach(f "${JS}" "${WASM}" "${SHELL_DIR}/index.html" "${SHELL_DIR}/glue.js" "${SHELL_DIR}/thinker.js" "${SHELL_DIR}/sw.js"
          "${SHELL_DIR}/manifest.webmanifest" "${DIST}/icons/icon-192.png" "${DIST}/icons/icon-512.png" "${I18N}")
  file(SHA256 "${f}" h)
  string(APPEND hash_input "${h}")
endforeach()
string(SHA256 build_hash "${hash_input}")
string(SUBSTRING "${build_hash}" 0 12 BUILD_HASH)
file(SIZE "${WASM}" WASM_SIZE)

# The "load." rows of the translation table, one a line: {"load.key", "English", "Deutsch"},
# as {"load.key": {"en": "...", "de": "..."}, ...}. A C string's \" and \\ are JSON's too;
# other escapes are refused. ";", "[" and "]" are kept out of CMake's list splitting
# while parsing, and "<" is written as \u003c (the JSON sits in a <script>).
file(READ "${I18N}" i18n_text)
string(REPLACE ";" "@SEMICOLON@" i18n_text "${i18n_text}")
string(REPLACE "[" "@LSQB@" i18n_text "${i18n_text}")
string(REPLACE "]" "@RSQB@" i18n_text "${i18n_text}")
string(REGEX MATCHALL "\n[ \t]*{\"load\\.[^\n]*" load_rows "${i18n_text}")
set(LOAD_TEXTS "")
set(str "\"(([^\"\\\\]|\\\\[\"\\\\])*)\"")
foreach(row IN LISTS load_rows)
  if(NOT row MATCHES "^\n[ \t]*{\"(load\\.[a-z0-9_.]+)\", ${str}, ${str}},[ \t]*$")
    string(STRIP "${row}" row)
    message(FATAL_ERROR "make_dist.cmake: a load. row of ${I18N} that is not {\"key\", \"English\", \"Deutsch\"}, on one line: ${row}")
  endif()
  if(NOT LOAD_TEXTS STREQUAL "")
    string(APPEND LOAD_TEXTS ", ")
  endif()
  string(APPEND LOAD_TEXTS "\"${CMAKE_MATCH_1}\": {\"en\": \"${CMAKE_MATCH_2}\", \"de\": \"${CMAKE_MATCH_4}\"}")
endforeach()
if(LOAD_TEXTS STREQUAL "")
  message(FATAL_ERROR "make_dist.cmake: no load. rows in ${I18N}")
endif()
string(REPLACE "@SEMICOLON@" ";" LOAD_TEXTS "{${LOAD_TEXTS}}")
string(REPLACE "@LSQB@" "[" LOAD_TEXTS "${LOAD_TEXTS}")
string(REPLACE "@RSQB@" "]" LOAD_TEXTS "${LOAD_TEXTS}")
string(REPLACE "<" "\\u003c" LOAD_TEXTS "${LOAD_TEXTS}")

file(COPY_FILE "${JS}" "${DIST}/empires.js" ONLY_IF_DIFFERENT)
file(COPY_FILE "${WASM}" "${DIST}/empires.wasm" ONLY_IF_DIFFERENT)
file(COPY_FILE "${SHELL_DIR}/glue.js" "${DIST}/glue.js" ONLY_IF_DIFFERENT)
file(COPY_FILE "${SHELL_DIR}/manifest.webmanifest" "${DIST}/manifest.webmanifest" ONLY_IF_DIFFERENT)
foreach(name index.html sw.js thinker.js)
  file(READ "${SHELL_DIR}/${name}" text)
  string(REPLACE "@BUILD_HASH@" "${BUILD_HASH}" text "${text}")
  string(REPLACE "@WASM_SIZE@" "${WASM_SIZE}" text "${text}")
  string(REPLACE "@LOAD_TEXTS@" "${LOAD_TEXTS}" text "${text}")
  file(WRITE "${DIST}/${name}.tmp" "${text}")
  file(COPY_FILE "${DIST}/${name}.tmp" "${DIST}/${name}" ONLY_IF_DIFFERENT)
  file(REMOVE "${DIST}/${name}.tmp")
endforeach()
file(WRITE "${DIST}/build-hash.txt" "${BUILD_HASH}\n")
message(STATUS "dist: build ${BUILD_HASH}, empires.wasm ${WASM_SIZE} bytes")
