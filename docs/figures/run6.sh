#!/bin/sh
# Session 5's ladders (2026-12-01/02), from a worktree pinned at dd9a282, one process each at
# nice 10 while the builders worked. The Big Fat Tomato Game's Hard vs Normal ran deals 0-99 in
# one process; a second process ran deals 84-99 (--first-deal 84) when a core came free, and
# the first run was stopped once it passed deal 83 (its games from deal 84 on are left out:
# big_fat_tomato-normal-hard.deals0-83.progress). Then Potato Tomato's teams at 4 players.
cd "$(dirname "$0")/../.."
PY="env PYTHONPATH=$PWD /work/main/.venv/bin/python -m tabletop"
F=docs/figures
nice -n 10 $PY simulate big_fat_tomato --ladder --players 2 --levels random,normal --games 500 \
    --jobs 1 --seed 2026 --progress > $F/big_fat_tomato-random-normal.txt 2> /dev/null
nice -n 10 $PY simulate big_fat_tomato --ladder --players 2 --levels normal,hard --games 100 \
    --jobs 1 --seed 2026 --progress > /dev/null 2> $F/big_fat_tomato-normal-hard.progress
nice -n 10 $PY simulate big_fat_tomato --ladder --players 2 --levels normal,hard --games 16 \
    --first-deal 84 --jobs 1 --seed 2026 --progress > $F/big_fat_tomato-normal-hard.deals84-99.txt \
    2> $F/big_fat_tomato-normal-hard.deals84-99.progress
nice -n 5 $PY simulate potato_tomato --players 4 --teams normal,random --games 1000 --seed 2026 \
    > $F/potato_tomato-teams-normal-random.txt
