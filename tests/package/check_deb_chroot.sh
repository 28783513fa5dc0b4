#!/usr/bin/env bash
# Installs a built sgd-studio .deb into a fresh minimal Debian 12 (bookworm) chroot with apt, the way a
# teacher would (`apt install ./sgd-studio_*.deb`, here without recommended packages), and runs it there from /tmp: --version, a trace, a
# headless PNG export, and checks the desktop menu entry and icon landed. Needs root, debootstrap
# and the network (deb.debian.org, or SGD_DEBIAN_MIRROR).
# usage: check_deb_chroot.sh PATH/TO/sgd-studio_VERSION_ARCH.deb
set -euo pipefail
deb=$(realpath "$1")
mirror=${SGD_DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=$(mktemp -d /var/tmp/sgd-chroot.XXXXXX)
cleanup() {
    umount "$root/proc" 2>/dev/null || true
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT
log() { printf '[chroot] %s\n' "$*" >&2; }

t0=$SECONDS
# The untouched debootstrap result is kept as a tar file for a week (SGD_CHROOT_CACHE, default
# /var/cache/sgd-studio; SGD_CHROOT_CACHE=none makes a new one every time): unpacking it gives the
# same pristine minimal system in seconds instead of a minute of downloads. apt-get update below
# still fetches today's package lists, so the package installs against current Debian 12.
cache_dir=${SGD_CHROOT_CACHE:-/var/cache/sgd-studio}
base="$cache_dir/bookworm-minbase.tar"
if [ "$cache_dir" != none ] && [ -f "$base" ] && [ -z "$(find "$base" -mtime +6)" ] &&
    tar -xf "$base" -C "$root" 2>/dev/null; then
    log "clean Debian $(cat "$root/etc/debian_version") unpacked from $base (debootstrap of $(date -r "$base" +%F))"
else
    rm -rf --one-file-system "${root:?}"/* 2>/dev/null || true
    log "debootstrap --variant=minbase bookworm into $root"
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 ||
        { tail -20 "$root.log" >&2; rm -f "$root.log"; exit 1; }
    rm -f "$root.log"
    log "clean Debian $(cat "$root/etc/debian_version") in $((SECONDS - t0)) s"
    if [ "$cache_dir" != none ] && mkdir -p "$cache_dir" 2>/dev/null; then
        tar -cf "$base.tmp.$$" -C "$root" . 2>/dev/null && mv -f "$base.tmp.$$" "$base" || rm -f "$base.tmp.$$"
    fi
fi
cp "$deb" "$root/tmp/"
mount -t proc proc "$root/proc"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }
# No recommended packages: what Depends names must be enough to run (ffmpeg and openmpi-bin are
# only recommended).
in_root apt-get -q update >"$root/apt.log" 2>&1 || { cat "$root/apt.log" >&2; exit 1; }
in_root apt-get -q -y --no-install-recommends install "/tmp/$(basename "$deb")" >"$root/apt.log" 2>&1 ||
    { tail -30 "$root/apt.log" >&2; exit 1; }
log "installed $(in_root dpkg-query -W -f='${Package} ${Version}' sgd-studio) and its dependencies in $((SECONDS - t0)) s"

in_root sh -euc '
    cd /tmp
    test ! -e /work
    command -v sgd-studio
    sgd-studio --version
    sgd-studio trace async --out async.json
    grep -q "\"scene\":\"async\"" async.json
    QT_QPA_PLATFORM=offscreen sgd-studio export async --out staircase.png --step 3 --size 800x450 --scale 1
    test "$(od -An -c -j1 -N3 staircase.png | tr -d " ")" = PNG
    test -f /usr/share/applications/org.sgdstudio.SgdStudio.desktop
    test -f /usr/share/icons/hicolor/scalable/apps/sgd-studio.svg
    test -f /usr/share/metainfo/org.sgdstudio.SgdStudio.metainfo.xml
'
cp "$root/tmp/staircase.png" "${SGD_CHROOT_SHOT:-/dev/null}" 2>/dev/null || true
log "the package installs and runs in a clean Debian 12 chroot ($((SECONDS - t0)) s)"
