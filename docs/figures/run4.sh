#!/bin/sh
# Potato Tomato and The Big Fat Tomato Game, Hard vs Normal, on main's code (with potato2's
# heuristic and bigfat2's Easy), started 18:20 UTC by the lead.
cd "$(dirname "$0")/../.." || exit 1
T=".venv/bin/tabletop"
nice -n 10 $T simulate potato_tomato --ladder --players 3 --levels normal,hard --games 60 --jobs 1 --seed 2026 --progress > docs/figures/potato_tomato-normal-hard.txt 2> docs/figures/potato_tomato-normal-hard.progress &
nice -n 10 $T simulate big_fat_tomato --ladder --players 2 --levels normal,hard --games 60 --jobs 1 --seed 2026 --progress > docs/figures/big_fat_tomato-normal-hard.txt 2> docs/figures/big_fat_tomato-normal-hard.progress &
wait
