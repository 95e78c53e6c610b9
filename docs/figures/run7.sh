#!/bin/sh
# Session 6's Potato Tomato experiments (2026-12-02), 4 players, a Hard team against a Normal
# team (`--teams hard,normal`: each seat plays the bot of the team it starts on; the teams take
# the bots in turn, shifted every game), seed 2026, nice 10 while builders worked. Each run
# was stopped at the session's end; its progress files give the games played
# (python docs/figures/combine.py hard FILE...).
#   baseline (9e68ba3: 112 rollouts, uniform deals): deals 0-35 and 100-119
#   final (6ba7afb: deals drawn by the log's evidence, Normal's per-seat reading, 168 rollouts,
#          0.5 standard error, a team judged by its most endangered member): two processes
cd "$(dirname "$0")/../.."
PY="env PYTHONPATH=$PWD /work/main/.venv/bin/python -m tabletop"
F=docs/figures
for k in 0 100; do
    nice -n 10 $PY simulate potato_tomato --players 4 --teams hard,normal --games 100 \
        --first-deal $k --seed 2026 --progress > /dev/null \
        2> $F/potato_tomato-teams-hard-normal.deals$k.progress &
done
wait
