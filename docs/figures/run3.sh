#!/bin/sh
# The lead's reordering of docs/figures/run.sh (17:28 UTC): on a machine loaded by 8 agents the
# TomaToss ladder (128 rollouts per Hard decision) ran 21 games in 34 minutes, so the three new
# games' Hard ladders (issues 9, 10, 11) run first, smaller, then Diced Tomatoes and TomaToss.
cd "$(dirname "$0")/../.." || exit 1
T=".venv/bin/tabletop"
SEED=2026
run() {  # game players levels deals
    out="docs/figures/$1-$(echo "$3" | tr , -)"
    echo "$(date -u +%FT%TZ) start $1 $3 ($4 deals, both seat orders)" >> docs/figures/run.log
    nice -n 10 $T simulate "$1" --ladder --players "$2" --levels "$3" --games "$4" \
        --jobs 2 --seed $SEED --progress > "$out.txt" 2> "$out.progress"
    echo "$(date -u +%FT%TZ) done $1 $3" >> docs/figures/run.log
}
run toasty_toasts 2 normal,hard 100
run potato_tomato 3 normal,hard 60
run big_fat_tomato 2 normal,hard 60
run diced_tomatoes 2 normal,hard 200
run tomatoss 2 normal,hard 200
