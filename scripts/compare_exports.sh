#!/bin/bash
# Exports every scene's every view (SVG at steps 0, 2 and 5, once as shown and once with every view
# switch on) and its web page with two builds of sgd-studio, in the C locale and English, and lists
# the files that differ (hogwild and scale-lab measure real threads and clocks: they differ between
# two runs of one build). Used to check that a restructure or a translation change left the English
# pictures byte for byte.
# Usage: scripts/compare_exports.sh OLD/sgd-studio NEW/sgd-studio OUTDIR
set -u
if [ $# -ne 3 ]; then
  echo "usage: scripts/compare_exports.sh OLD/sgd-studio NEW/sgd-studio OUTDIR" >&2
  exit 2
fi
old=$(realpath "$1") new=$(realpath "$2") out=$3
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then
  echo "compare_exports: $out is not empty: name a new or empty folder" >&2
  exit 2
fi
mkdir -p "$out/old" "$out/new"
probe="$out/probe.svg" # never written: the view and option asked for are refused
scenes=$($new scenes --format json | python3 -c "import json,sys; print(' '.join(s['id'] for s in json.load(sys.stdin)['scenes']))")
for s in $scenes; do
  views=$($new export $s --view bogus --out "$probe" 2>&1 | sed -n "s/.*(allowed: \(.*\))/\1/p" | tr -d ',')
  [ -z "$views" ] && views=scene
  opts=$($new export $s --option bogus=on --out "$probe" 2>&1 | sed -n "s/.*(allowed for $s: \(.*\))/\1/p" | tr -d ',')
  optargs=(); for o in $opts; do [ "$o" = none ] || optargs+=(--option "$o=on"); done
  for v in $views; do
    for st in 0 2 5; do
      f="$s-$v-$st.svg"
      (cd "$out/old" && LANG=C LC_ALL=C $old export $s --view $v --step $st --out "$f" 2>/dev/null)
      (cd "$out/new" && LANG=C LC_ALL=C $new export $s --view $v --step $st --out "$f" 2>/dev/null)
      f="$s-$v-$st-opts.svg"
      if [ ${#optargs[@]} -gt 0 ]; then
        (cd "$out/old" && LANG=C LC_ALL=C $old export $s --view $v --step $st "${optargs[@]}" --out "$f" 2>/dev/null)
        (cd "$out/new" && LANG=C LC_ALL=C $new export $s --view $v --step $st "${optargs[@]}" --out "$f" 2>/dev/null)
      fi
    done
  done
  (cd "$out/old" && LANG=C LC_ALL=C $old export $s --to 6 --out "$s.html" 2>/dev/null)
  (cd "$out/new" && LANG=C LC_ALL=C $new export $s --to 6 --out "$s.html" 2>/dev/null)
done
n=0; d=0
for f in "$out"/old/*; do
  b=$(basename "$f"); n=$((n+1))
  if ! cmp -s "$f" "$out/new/$b"; then d=$((d+1)); echo "DIFFERS: $b"; fi
done
echo "compared $n files, $d differ; new has $(ls "$out/new" | wc -l) files"
