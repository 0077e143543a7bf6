# Empires: the two commands are `make serve` and `make test` (see README.md).
SHELL := /bin/bash
JOBS ?= 2
CACHE ?= $(HOME)/.cache/empires
PORT ?= 8080
export NODE_PATH := /usr/share/nodejs:$(CACHE)/node/node_modules
export EMPIRES_CACHE := $(CACHE)
# ccache hits across checkouts (CI's clean clone is a new directory each time):
# paths under the checkout are hashed relative to it, and the build directory
# is left out of the hash of a -g build (ASan, fuzz). An engine build of a new
# clone: 94 s -> 1.4 s. (A cached object's debug info names the directory it
# was first built in.)
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1
CMAKE_COMMON := -G Ninja -DEMPIRES_CACHE=$(CACHE)

.PHONY: deps native asan wasm dist serve test test-native test-asan test-wasm test-browser fuzz clean format contact-sheet

deps:
	@bash scripts/install-deps.sh

# Native: engine, CLI, tests and the desktop app.
native: deps
	cmake -S . -B build/native $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=Release -DEMPIRES_BUILD_APP=ON >/dev/null
	cmake --build build/native -j$(JOBS)

# ASan + UBSan build of the engine and its tests.
asan: deps
	cmake -S . -B build/asan $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEMPIRES_SANITIZE=ON -DEMPIRES_BUILD_APP=OFF >/dev/null
	cmake --build build/asan -j$(JOBS)

# WebAssembly: the app (site in dist/) and the node-runnable CLI.
wasm: deps
	emcmake cmake -S . -B build/wasm $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=Release -DEMPIRES_BUILD_APP=ON -DEMPIRES_BUILD_TESTS=OFF >/dev/null
	cmake --build build/wasm -j$(JOBS) --target dist empires

dist: native wasm
	@echo "static site: dist/   native CLI: build/native/engine/empires"

serve: dist
	@echo "Serving Empires on http://localhost:$(PORT)/  (Ctrl-C stops)"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory dist

test: deps
	@bash scripts/test.sh

# Screenshots of every game (menu, start, mid-game, hand-over cover, end) at
# both sizes in English and German, and a page showing them side by side.
contact-sheet:
	node tests/browser/contact_sheet.mjs

fuzz:
	@bash scripts/fuzz.sh

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf build dist
