# The games, one line each: this list drives the engine (engine/games/<id>/,
# whose registration function <id>_game_info() it calls), the tests
# (tests/<id>/*.cpp), the web app (web/games/<id>/, when present) and both
# registries. Adding a game = its folders + one line here.
set(EMPIRES_GAMES
  rise
  end
  first
  dawn
  toy
)
