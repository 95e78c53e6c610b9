#!/bin/sh
# The final measurements of docs/bots-figures.md, one after another (run from the worktree):
#   nohup sh docs/figures/run.sh > docs/figures/run.log 2>&1 &
# Each ladder writes its table to docs/figures/<game>-<levels>.txt and one line per finished game
# to docs/figures/<game>-<levels>.progress (read it while it runs: docs/figures/partial.sh).
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
for g in tomatoss diced_tomatoes toasty_toasts big_fat_tomato; do run $g 2 easy,normal 200; done
run potato_tomato 3 easy,normal 200
run tomatoss 2 normal,hard 200
run diced_tomatoes 2 normal,hard 200
run toasty_toasts 2 normal,hard 100
run big_fat_tomato 2 normal,hard 100
run potato_tomato 3 normal,hard 100
