#!/usr/bin/env bash
# Installs everything Empires needs on a fresh Debian 12 machine, from Debian's
# packages and the npm registry only. Idempotent: every step is skipped when its
# result is already present. Slow results are cached outside the repository in
# $EMPIRES_CACHE (default ~/.cache/empires).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${EMPIRES_CACHE:-$HOME/.cache/empires}
mkdir -p "$CACHE"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive

log() { printf '[install] %s\n' "$*"; }

# --- 1. Debian packages ------------------------------------------------------
PKGS=(build-essential cmake ninja-build ccache pkg-config clang llvm libclang-rt-14-dev
      emscripten binaryen libcereal-dev catch2 fonts-dejavu-core clang-format
      libsdl2-dev libgl-dev dpkg-dev chromium nodejs npm xvfb fonttools librsvg2-bin)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# node may come from another source (nodesource); accept any working node/npm.
if command -v node >/dev/null && command -v npm >/dev/null; then
  tmp=(); for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || tmp+=("$p"); done
  missing=("${tmp[@]+"${tmp[@]}"}")
fi

# deb-src entries, derived from the existing deb entries (no host name written here).
enable_deb_src() {
  if [ -f /etc/apt/sources.list.d/debian.sources ] && ! grep -q 'deb-src' /etc/apt/sources.list.d/debian.sources; then
    [ -f /etc/apt/sources.list.d/debian-src.sources ] || {
      log "enabling deb-src from debian.sources"
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee /etc/apt/sources.list.d/debian-src.sources >/dev/null
      return 0
    }
  fi
  if [ -f /etc/apt/sources.list ] && grep -q '^deb ' /etc/apt/sources.list && ! grep -q '^deb-src ' /etc/apt/sources.list; then
    log "enabling deb-src from sources.list"
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee /etc/apt/sources.list.d/empires-src.list >/dev/null
    return 0
  fi
  return 1
}

need_update=0
if enable_deb_src; then need_update=1; fi
if [ ${#missing[@]} -gt 0 ] || [ $need_update -eq 1 ] || [ ! -d "$CACHE/src/imgui" ] || [ ! -f "$CACHE/sdl2-wasm/lib/libSDL2.a" ]; then
  log "apt-get update"
  $SUDO apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# --- 2. Dear ImGui 1.86 sources (Debian source package) -----------------------
if [ ! -f "$CACHE/src/imgui/imgui.cpp" ]; then
  log "fetching imgui source package"
  rm -rf "$CACHE/src/imgui-dl" && mkdir -p "$CACHE/src/imgui-dl"
  (cd "$CACHE/src/imgui-dl" && apt-get source -qq imgui >/dev/null)
  d=$(find "$CACHE/src/imgui-dl" -maxdepth 1 -mindepth 1 -type d | head -n1)
  rm -rf "$CACHE/src/imgui" && mv "$d" "$CACHE/src/imgui"
  rm -rf "$CACHE/src/imgui-dl"
fi

# --- 3. SDL2 for wasm, built with emcmake from Debian's libsdl2 source --------
export NODE_PATH=/usr/share/nodejs
if [ ! -f "$CACHE/sdl2-wasm/lib/libSDL2.a" ]; then
  if [ ! -f "$CACHE/src/sdl2/CMakeLists.txt" ]; then
    log "fetching libsdl2 source package"
    rm -rf "$CACHE/src/sdl2-dl" && mkdir -p "$CACHE/src/sdl2-dl"
    (cd "$CACHE/src/sdl2-dl" && apt-get source -qq libsdl2 >/dev/null)
    d=$(find "$CACHE/src/sdl2-dl" -maxdepth 1 -mindepth 1 -type d | head -n1)
    rm -rf "$CACHE/src/sdl2" && mv "$d" "$CACHE/src/sdl2"
    rm -rf "$CACHE/src/sdl2-dl"
  fi
  log "building SDL2 for wasm (a few minutes)"
  rm -rf "$CACHE/sdl2-build"
  emcmake cmake -S "$CACHE/src/sdl2" -B "$CACHE/sdl2-build" -DCMAKE_BUILD_TYPE=Release \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_PTHREADS=OFF -DSDL_THREADS=OFF \
    -DCMAKE_INSTALL_PREFIX="$CACHE/sdl2-wasm" >"$CACHE/sdl2-build.log" 2>&1
  cmake --build "$CACHE/sdl2-build" -j2 >>"$CACHE/sdl2-build.log" 2>&1
  cmake --install "$CACHE/sdl2-build" >>"$CACHE/sdl2-build.log" 2>&1
fi

# --- 4. npm: playwright-core (drives Debian's chromium) -----------------------
if [ ! -d "$CACHE/node/node_modules/playwright-core" ]; then
  log "installing playwright-core"
  mkdir -p "$CACHE/node"
  (cd "$CACHE/node" && [ -f package.json ] || echo '{"name":"empires-test-deps","private":true}' > package.json
   npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
fi
# --- 5. npm: the component icons (game-icons.net, CC BY 3.0, as Iconify JSON) ---
# Rasterised at build time by rsvg-convert (web/CMakeLists.txt, assets/icons/).
if [ ! -f "$CACHE/node/node_modules/@iconify-json/game-icons/icons.json" ]; then
  log "installing @iconify-json/game-icons"
  mkdir -p "$CACHE/node"
  (cd "$CACHE/node" && [ -f package.json ] || echo '{"name":"empires-test-deps","private":true}' > package.json
   npm install --silent --no-audit --no-fund @iconify-json/game-icons@1 >/dev/null)
fi
log "all dependencies present (cache: $CACHE)"
