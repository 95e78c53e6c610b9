#!/bin/sh
# Session 7's Potato Tomato measurement (2026-12-02), 4 players, a Hard team against a Normal
# team, mirrored (`--mirror`: each deal is played twice, once with each bot on each team, so
# the deal's luck, such as a team of three against one, falls on both bots alike; the lines
# read "game 5a", "game 5b"), seed 2026, two processes at nice 10 on split deal ranges while
# other agents worked. Stopped at the session's end if not done; the progress files give the
# games played:
#   python docs/figures/combine.py hard docs/figures/potato_tomato-teams-hard-normal.s7.deals*.progress
# Hard searches with Potato Tomato's SEARCH (168 rollouts, 0.5 standard error, and at least 4
# deals where the candidate's score differs from Normal's move's).
# Each process runs in its own session (setsid): the kernel shares the CPU between sessions
# first (autogroups), so two processes in one session got half the share that nice 10 meant.
# The run was started this way after deals 0 and 100 (`SKIP=1 sh run8.sh`: deals from 1
# and 101, appending; deal 1a, finished twice, is kept once).
cd "$(dirname "$0")/../.."
PY="env PYTHONPATH=$PWD /work/main/.venv/bin/python -m tabletop"
F=docs/figures
for k in 0 100; do
    first=$((k + ${SKIP:-0}))
    setsid nice -n 10 $PY simulate potato_tomato --players 4 --teams hard,normal --games 100 \
        --first-deal $first --seed 2026 --mirror --progress > /dev/null \
        2>> $F/potato_tomato-teams-hard-normal.s7.deals$k.progress &
done
wait
