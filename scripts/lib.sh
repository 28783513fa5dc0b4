# shellcheck shell=bash
# Shared by scripts/run and scripts/test (sourced, not run): Debian packages, configure, build.
# Settings (environment): SGD_BUILD_DIR (default build), SGD_JOBS (default: all cores),
# SGD_SKIP_PACKAGES=1 (do not check or install packages), SGD_CMAKE_ARGS (extra configure arguments),
# SGD_BUILD_TARGETS (build only these targets; default everything).

set -euo pipefail

SGD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SGD_BUILD_DIR=${SGD_BUILD_DIR:-build}
case "$SGD_BUILD_DIR" in /*) ;; *) SGD_BUILD_DIR="$SGD_ROOT/$SGD_BUILD_DIR" ;; esac

# What a fresh Debian 12 machine needs to build, test and run SGD Studio.
# libqt6svg6-dev is a virtual package (qt6-svg-dev provides it): a provider counts as installed.
# python3-jsonschema: the test cli_trace_schemas validates every scene's trace against its schema.
# openmpi-bin, libopenmpi-dev: the real-process runner sgd-studio-mpi and its tests (mpirun).
# ffmpeg: animation export (MP4, WebM, GIF) pipes frames into its command-line tool; also ffprobe for the tests.
SGD_PACKAGES=(
    cmake ninja-build g++
    qt6-base-dev qt6-svg-dev libqt6svg6-dev qt6-qpa-plugins
    qt6-l10n-tools qt6-tools-dev qt6-translations-l10n fonts-noto-cjk  # catalogues: lupdate, lrelease and their CMake, Qt's own; Chinese glyphs
    qt6-charts-dev libqt6opengl6-dev  # Qt Charts (the comparison window); its CMake config needs Qt6OpenGL
    libeigen3-dev libxkbcommon-dev libgl-dev
    xvfb xauth fonts-dejavu-core
    python3-jsonschema
    desktop-file-utils appstream dpkg-dev
    openmpi-bin libopenmpi-dev
    ffmpeg
    clang-format  # the house format check (tests: code_format; scripts/check_format.py)
    chromium chromium-driver  # the take-home web page is stepped in a real browser (tests: browser_html_page)
    qt6-httpserver-dev qt6-websockets-dev libqrencode-dev  # the class session: its server and the join QR code
    at-spi2-core python3-pyatspi dbus-daemon xdotool  # the window read as a screen reader reads it (tests: ui_atspi_tree)
)
# Build speed only: the compiler cache (cmake/ccache.cmake) and the lld linker. Installed as root
# like the rest; as another user, a missing one is named once and the build goes on without it.
SGD_OPTIONAL_PACKAGES=(ccache lld)
# clang and libFuzzer's runtime: only for the fuzz targets (scripts/fuzz sets SGD_FUZZ=1).
if [ "${SGD_FUZZ:-0}" = 1 ]; then
    SGD_PACKAGES+=(clang libclang-rt-dev)
fi

sgd_log() { printf '[sgd] %s\n' "$*" >&2; }

# Prints the packages of SGD_PACKAGES (or of the arguments) that are neither installed nor provided
# by an installed package.
sgd_missing_packages() {
    local installed provided p wanted=("$@")
    [ $# -gt 0 ] || wanted=("${SGD_PACKAGES[@]}")
    installed=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' 2>/dev/null | awk '$1 == "ii" { print $2 }')
    provided=$(dpkg-query -W -f='${db:Status-Abbrev}|${Provides}\n' 2>/dev/null |
        awk -F'|' '$1 ~ /^ii/ { n = split($2, a, ","); for (i = 1; i <= n; i++) { sub(/^ +/, "", a[i]); sub(/ .*/, "", a[i]); print a[i] } }')
    for p in "${wanted[@]}"; do
        if ! grep -qxF "$p" <<<"$installed" && ! grep -qxF "$p" <<<"$provided"; then
            echo "$p"
        fi
    done
}

# axe-core (an npm package): the accessibility rules (WCAG 2.1 A and AA) the browser tests run over
# the take-home pages and the class page (tests/browser/check_pages_axe.py). Installed once with npm
# into the cache folder, outside the tree, at a fixed version; without npm or a network the build
# and the other tests go on, and CMake says the check is left out.
SGD_AXE_VERSION=4.14.1
sgd_axe_dir() {
    echo "${XDG_CACHE_HOME:-$HOME/.cache}/sgd-studio/npm/axe-core-$SGD_AXE_VERSION"
}
sgd_ensure_axe() {
    local dir
    dir=$(sgd_axe_dir)
    if [ -f "$dir/node_modules/axe-core/axe.min.js" ]; then
        return 0
    fi
    if ! command -v npm >/dev/null 2>&1; then
        sgd_log "npm not found: the pages' accessibility check (axe-core) is left out"
        return 0
    fi
    mkdir -p "$dir"
    if ! (cd "$dir" && timeout 300 npm install --no-audit --no-fund --silent "axe-core@$SGD_AXE_VERSION" >&2 </dev/null); then
        sgd_log "could not install axe-core $SGD_AXE_VERSION with npm: the pages' accessibility check is left out"
    fi
}

sgd_ensure_packages() {
    if [ "${SGD_SKIP_PACKAGES:-0}" = 1 ]; then
        return 0
    fi
    sgd_ensure_axe
    if command -v dpkg-query >/dev/null 2>&1; then
        if [ "$(id -u)" = 0 ]; then
            SGD_PACKAGES+=("${SGD_OPTIONAL_PACKAGES[@]}")
        else
            local optional
            optional=$(sgd_missing_packages "${SGD_OPTIONAL_PACKAGES[@]}" | tr '\n' ' ')
            if [ -n "${optional% }" ] && [ -z "${SGD_OPTIONAL_NOTED:-}" ]; then
                sgd_log "not installed, building without them (slower): ${optional% } (sudo apt-get install ${optional% })"
                export SGD_OPTIONAL_NOTED=1
            fi
        fi
    fi
    if ! command -v dpkg-query >/dev/null 2>&1; then
        sgd_log "not a Debian system: not checking packages; you need CMake >= 3.22, Ninja, g++ >= 11, Qt >= 6.2"
        sgd_log "(Core Gui Widgets Svg Test), Eigen 3 and, for scripts/run without a display, Xvfb"
        return 0
    fi
    local missing
    missing=$(sgd_missing_packages | tr '\n' ' ')
    missing=${missing% }
    if [ -z "$missing" ]; then
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then
        sgd_log "missing Debian packages: $missing"
        sgd_log "install them with:"
        sgd_log "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $missing"
        sgd_log "(or run this script as root, which installs them)"
        exit 1
    fi
    sgd_log "installing missing Debian packages: $missing"
    export DEBIAN_FRONTEND=noninteractive
    local apt=(apt-get -q -y -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3)
    "${apt[@]}" update </dev/null >&2
    # shellcheck disable=SC2086 # one word per package
    "${apt[@]}" install --no-install-recommends $missing </dev/null >&2
    missing=$(sgd_missing_packages | tr '\n' ' ')
    if [ -n "${missing% }" ]; then
        sgd_log "still missing after apt-get install: $missing"
        exit 1
    fi
}

# Build output goes to stderr: stdout belongs to the program (scripts/run trace ... > trace.csv).
sgd_configure_and_build() {
    if [ -d /usr/local/cuda/bin ]; then
        export PATH="$PATH:/usr/local/cuda/bin" # lets CMake find nvcc for the CUDA backend
    fi
    local cache="$SGD_BUILD_DIR/CMakeCache.txt"
    if [ -f "$cache" ]; then
        # A cache from another generator or another source tree (a copied folder) cannot be reused.
        local generator home
        generator=$(sed -n 's/^CMAKE_GENERATOR:INTERNAL=//p' "$cache")
        home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$cache")
        if [ "$generator" != Ninja ] || [ "$(cd "$home" 2>/dev/null && pwd -P)" != "$(cd "$SGD_ROOT" && pwd -P)" ]; then
            sgd_log "$SGD_BUILD_DIR was configured with '$generator' for '$home': starting it afresh"
            rm -rf "$cache" "$SGD_BUILD_DIR/CMakeFiles"
        fi
    fi
    if [ ! -f "$SGD_BUILD_DIR/build.ninja" ]; then
        # shellcheck disable=SC2086 # SGD_CMAKE_ARGS is a list of words
        cmake -S "$SGD_ROOT" -B "$SGD_BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release ${SGD_CMAKE_ARGS:-} >&2
    fi
    local targets=()
    if [ -n "${SGD_BUILD_TARGETS:-}" ]; then
        # shellcheck disable=SC2206 # a list of target names
        targets=(--target ${SGD_BUILD_TARGETS})
    fi
    local cache_dir counts
    cache_dir=$(sgd_ccache_dir)
    counts=$(sgd_ccache_counts "$cache_dir")
    cmake --build "$SGD_BUILD_DIR" --parallel "${SGD_JOBS:-$(nproc 2>/dev/null || echo 2)}" "${targets[@]}" >&2
    sgd_ccache_report "$cache_dir" "$counts"
}

# The compiler cache this build folder uses (cmake/ccache.cmake), or nothing when it uses none.
sgd_ccache_dir() {
    sed -n 's/^SGD_CCACHE_RESOLVED_DIR:INTERNAL=//p' "${1:-$SGD_BUILD_DIR}/CMakeCache.txt" 2>/dev/null
}

# "hits misses" of the compiler cache in folder $1 so far (0 0 without ccache).
sgd_ccache_counts() {
    if [ -z "${1:-}" ] || ! command -v ccache >/dev/null 2>&1; then
        echo "0 0"
        return 0
    fi
    CCACHE_DIR=$1 ccache --print-stats 2>/dev/null |
        awk -F'\t' '$1 ~ /^(direct|preprocessed)_cache_hit$/ { h += $2 } $1 == "cache_miss" { m += $2 } END { print h + 0, m + 0 }'
}

# One line: what the compiler cache gave since sgd_ccache_counts printed "$2" for folder $1.
sgd_ccache_report() {
    [ -n "${1:-}" ] || return 0
    local before after
    read -r -a before <<<"$2"
    read -r -a after <<<"$(sgd_ccache_counts "$1")"
    sgd_log "compiler cache ($1): $((after[0] - before[0])) hits, $((after[1] - before[1])) compiled"
}
