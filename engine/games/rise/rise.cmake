# Rise of Empires: engine sources (relative to engine/) and test sources (absolute).
list(APPEND EMPIRES_ENGINE_SOURCES
  games/rise/rise_data.cpp
  games/rise/rise_state.cpp
  games/rise/rise_text.cpp
)
set(EMPIRES_RISE_TEST_SOURCES
  ${CMAKE_SOURCE_DIR}/tests/rise/rise_example_test.cpp
  ${CMAKE_SOURCE_DIR}/tests/rise/rise_rules_test.cpp
  ${CMAKE_SOURCE_DIR}/tests/rise/rise_playout_test.cpp
  ${CMAKE_SOURCE_DIR}/tests/rise/rise_bots_test.cpp
  CACHE INTERNAL "Rise of Empires test sources")
