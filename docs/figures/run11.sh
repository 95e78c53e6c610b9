#!/bin/sh
# Session 12's Potato Tomato measurement (2026-12-06): the same Hard as session 8 (bot code of
# df508d0; no Potato Tomato bot or search change since), 4 players, a Hard team against a
# Normal team, mirrored (each deal twice, once with each bot on each team), seed 2026. Session
# 8's run stopped at deal 58a (docs/figures/potato_tomato-teams-hard-normal.s8.deals0.at1619.progress);
# this one plays deals 58-99 and then 100-199, two processes at a time, each at nice 10 in its
# own session. Deal 0 replayed first gave session 8's winners (0a, 0b). Run from a worktree
# pinned at a commit of main:
#   git -C /work/main worktree add --detach /work/wt/potato12 <commit>
#   sh /work/wt/potato12/docs/figures/run11.sh
# Figures (the s8 file less its last game, 58a, which this run replays with the same winners):
#   python docs/figures/combine.py hard docs/figures/potato_tomato-teams-hard-normal.s8.deals0-57.progress \
#       docs/figures/potato_tomato-teams-hard-normal.s12.deals*.progress
cd "$(dirname "$0")/../.."
F=docs/figures
play() {   # first deal, deals
  setsid nice -n 10 env PYTHONPATH=$PWD TABLETOP_HOME=/tmp/potato12-home /work/main/.venv/bin/python -m tabletop simulate \
      potato_tomato --players 4 --teams hard,normal --games $2 --first-deal $1 --seed 2026 \
      --mirror --progress > /dev/null 2> $F/potato_tomato-teams-hard-normal.s12.deals$1.progress
}
play 58 21 & play 79 21 & wait
play 100 50 & play 150 50 & wait
