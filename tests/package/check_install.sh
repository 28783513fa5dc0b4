#!/usr/bin/env bash
# Installs the build into a scratch prefix (cmake --install with DESTDIR), checks that every file of
# a desktop application is where freedesktop.org and Debian expect it, validates the desktop entry
# and the AppStream file, and runs the installed executable from a folder outside the source and
# build trees: a trace and a headless picture export.
# usage: check_install.sh BUILD_DIR
set -euo pipefail
build=$1
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

DESTDIR="$stage" cmake --install "$build" --prefix /usr >/dev/null
root="$stage/usr"
app_id=org.sgdstudio.SgdStudio
for f in bin/sgd-studio \
         "share/applications/$app_id.desktop" "share/metainfo/$app_id.metainfo.xml" \
         share/icons/hicolor/scalable/apps/sgd-studio.svg share/icons/hicolor/48x48/apps/sgd-studio.png \
         share/icons/hicolor/256x256/apps/sgd-studio.png share/sgd-studio/schemas/async.schema.json \
         share/sgd-studio/lessons/01-one-weight.json share/doc/sgd-studio/trace-format.md \
         share/man/man1/sgd-studio.1 share/doc/sgd-studio/html/manual/index.html \
         share/doc/sgd-studio/html/manual/teach.html share/doc/sgd-studio/html/images/tour-scene.png; do
    [ -s "$root/$f" ] || fail "not installed: /usr/$f"
done
if grep -q '^SGD_HAVE_MPI:INTERNAL=ON' "$build/CMakeCache.txt" 2>/dev/null || [ -x "$build/app/sgd-studio-mpi" ]; then
    [ -x "$root/bin/sgd-studio-mpi" ] || fail "the MPI runner was built but not installed next to sgd-studio"
fi
# Each PNG icon is the size its folder names.
for png in "$root"/share/icons/hicolor/*x*/apps/sgd-studio.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    w=$(od -An -tu1 -j16 -N8 "$png" | awk '{ print $3 * 256 + $4 "x" $7 * 256 + $8 }')
    [ "$w" = "$size" ] || fail "$png is $w, not $size"
done
grep -q '^Icon=sgd-studio$' "$root/share/applications/$app_id.desktop" || fail "the desktop entry names another icon"
grep -q "<release version=\"$("$root/bin/sgd-studio" --version | grep -o '[0-9][0-9.]*' | head -1)\"" \
    "$root/share/metainfo/$app_id.metainfo.xml" || fail "the AppStream release is not the program's version"

desktop-file-validate "$root/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$root/share/metainfo/$app_id.metainfo.xml" >/dev/null ||
    { appstreamcli validate --no-net "$root/share/metainfo/$app_id.metainfo.xml"; fail "AppStream file does not validate"; }

# Run from a folder that has nothing of the project in it.
cd "$stage"
env -u SGD_STUDIO_EXE "$root/bin/sgd-studio" trace async --out async.json
grep -q '"scene": *"async"' async.json || fail "the installed trace does not name its scene"
env -u SGD_STUDIO_EXE "$root/bin/sgd-studio" export async --out async.png --step 2 --size 640x360 --scale 1
[ "$(od -An -c -j1 -N3 async.png | tr -d ' ')" = PNG ] || fail "the installed export did not write a PNG"
echo "installed tree complete, validators pass, the installed program traces and exports from $stage"
