#!/bin/sh
# Session 12's TomaToss measurement (2026-12-06): Hard (512 rollouts of 4 actions over Normal's
# 4 best moves) against Normal, 2 players, both seat orders, seed 2026, deals 0-199 in two
# processes (deals 0-99 and 100-199), each at nice 10 in its own session (setsid: the kernel
# shares the CPU between sessions first). Run from a worktree pinned at the bot commit:
#   git -C /work/main worktree add --detach /work/wt/toss12 <commit>
#   sh /work/wt/toss12/docs/figures/run10.sh
# Figures (win share, seated first and second, Hard's CPU per decision):
#   python docs/figures/combine.py hard docs/figures/tomatoss-normal-hard.s12.deals0-99.progress \
#       docs/figures/tomatoss-normal-hard.s12.deals100-199.progress
cd "$(dirname "$0")/../.."
F=docs/figures
for first in 0 100; do
  last=$((first + 99))
  setsid nice -n 10 env PYTHONPATH=$PWD TABLETOP_HOME=/tmp/toss12-home /work/main/.venv/bin/python -m tabletop simulate \
      tomatoss --ladder --players 2 --levels normal,hard --games 100 --first-deal $first \
      --jobs 1 --seed 2026 --progress > $F/tomatoss-normal-hard.s12.deals$first-$last.txt \
      2> $F/tomatoss-normal-hard.s12.deals$first-$last.progress &
done
