#!/bin/sh
# After docs/figures/run.sh (process id $1) ends: Potato Tomato at 4 players, a team of Hard bots
# against a team of Normal bots (issue 11's "strongest vs heuristic"), 200 games:
#   nohup sh docs/figures/run2.sh PID > docs/figures/run2.out 2>&1 &
cd "$(dirname "$0")/../.." || exit 1
while kill -0 "$1" 2>/dev/null; do sleep 60; done
echo "$(date -u +%FT%TZ) start potato_tomato 4 players, teams hard,normal (200 games)" >> docs/figures/run.log
nice -n 10 .venv/bin/tabletop simulate potato_tomato --players 4 --teams hard,normal \
    --games 200 --seed 2026 > docs/figures/potato_tomato-teams-hard-normal.txt 2>&1
echo "$(date -u +%FT%TZ) done potato_tomato teams hard,normal" >> docs/figures/run.log
