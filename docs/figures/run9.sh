#!/bin/sh
# Session 8's Potato Tomato measurement (2026-12-02), 4 players, a Hard team against a Normal
# team, mirrored (each deal played twice, once with each bot on each team: "game 5a", "game
# 5b"), seed 2026, deals from FIRST (default 0), ONE process at nice 10 in its own session
# (setsid: the kernel shares the CPU between sessions first), beside a ladder on the other
# core. Hard searches only the decisions Potato Tomato's SEARCHED hook names (targets, resolve
# order; Normal's move elsewhere) with its SEARCH settings (168 rollouts, 0.5 standard error,
# at least 4 differing deals). Run from a worktree pinned at the bot commit:
#   git -C /work/main worktree add --detach /work/wt/potato8run <commit>
#   sh /work/wt/potato8run/docs/figures/run9.sh
# Figures so far (win share, over whole deals, Hard's CPU per decision and per searched one):
#   python docs/figures/combine.py hard docs/figures/potato_tomato-teams-hard-normal.s8.deals0.progress
cd "$(dirname "$0")/../.."
F=docs/figures
first=${FIRST:-0}
setsid nice -n 10 env PYTHONPATH=$PWD TABLETOP_HOME=${TABLETOP_HOME:-/tmp/potato8b-home} /work/main/.venv/bin/python -m tabletop simulate \
    potato_tomato --players 4 --teams hard,normal --games 100 --first-deal $first --seed 2026 \
    --mirror --progress > $F/potato_tomato-teams-hard-normal.s8.deals$first.out \
    2>> $F/potato_tomato-teams-hard-normal.s8.deals$first.progress &
