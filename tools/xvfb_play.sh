#!/usr/bin/env bash
# Drive the real Tabletop window under Xvfb with xdotool, like a person, and take screenshots.
#
# Usage: tools/xvfb_play.sh [out_dir]    (default /tmp/shots/xvfb)
# Needs: Xvfb, xdotool, x11-utils (xdpyinfo), imagemagick (import).
# Recipe: shared docs testing-desktop.md ("A real window under Xvfb"). The app runs with its own
# TABLETOP_HOME in a temporary folder, so the user's settings and saves are untouched.
# Steps: main menu -> New game -> Start (TomaToss, Ana vs a bot) -> drag a tomato token onto the
# first pick-up space -> click a hand card -> Esc (pause) -> Resume -> SIGTERM (a clean quit).
# A whole game (3 seats, a screenshot every few moves): tools/xvfb_full_game.py.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-/tmp/shots/xvfb}
mkdir -p "$OUT"
HOME_DIR=$(mktemp -d)
export DISPLAY=:${XVFB_DISPLAY:-97}
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & XVFB=$!
cleanup() { kill "${APP:-}" 2>/dev/null || true; kill "$XVFB" 2>/dev/null || true; rm -rf "$HOME_DIR"; }
trap cleanup EXIT
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

TABLETOP_HOME="$HOME_DIR" SDL_VIDEO_X11_WMCLASS=tabletop SDL_AUDIODRIVER=dummy \
  PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" python3 -m tabletop & APP=$!
WID=$(timeout 20 xdotool search --sync --onlyvisible --class '^tabletop$' | head -1)
echo "window $WID"
sleep 1.5
shot() { import -window root "$OUT/$1.png"; echo "shot $OUT/$1.png"; }
click() { xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.1; xdotool click 1; sleep "${3:-0.6}"; }
drag() {  # x0 y0 x1 y1
  xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.1; xdotool mousedown 1
  for s in 1 2 3 4 5 6 7 8 9 10; do
    xdotool mousemove --window "$WID" $(( $1 + ($3 - $1) * s / 10 )) $(( $2 + ($4 - $2) * s / 10 ))
    sleep 0.04
  done
  xdotool mouseup 1; sleep 0.8
}

shot 01_menu
click 640 268 1.0            # New game
shot 02_setup
click 1015 714 2.0           # Start (TomaToss, Ana against the strongest bot)
shot 03_table
drag 861 590 360 345         # a tomato token onto the first pick-up space
shot 04_after_pickup
click 500 640                # raise a hand card
shot 05_card_raised
xdotool key Escape; sleep 0.6
shot 06_pause
xdotool key Escape; sleep 0.6
kill -TERM "$APP"; wait "$APP"; echo "app exit code $?"
APP=
