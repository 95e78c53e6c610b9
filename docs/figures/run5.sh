#!/bin/sh
# Session 4's Hard vs Normal ladders, one after another at the lowest priority (they use only
# the CPU nothing else wants), from a worktree pinned at one commit. Toasty Toasts extends the
# 100 deals of run3.sh with deals 100-199; the others start at deal 0.
cd "$(dirname "$0")/../.."
PY="env PYTHONPATH=$PWD /work/main/.venv/bin/python -m tabletop"
F=docs/figures
run() {  # game players deals first-deal file
    nice -n 10 $PY simulate "$1" --ladder --players "$2" --levels normal,hard --games "$3" \
        --first-deal "$4" --jobs 2 --seed 2026 --progress > "$F/$5.txt" 2> "$F/$5.progress"
}
run toasty_toasts 2 100 100 toasty_toasts-normal-hard.deals100-199
run big_fat_tomato 2 200 0 big_fat_tomato-normal-hard
run potato_tomato 3 200 0 potato_tomato-normal-hard
run diced_tomatoes 2 200 0 diced_tomatoes-normal-hard
run tomatoss 2 200 0 tomatoss-normal-hard
