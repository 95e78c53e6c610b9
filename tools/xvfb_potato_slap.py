"""Race a real Potato Tomato SLAP in the Tabletop window under Xvfb, with real key presses.

Usage: ``python3 tools/xvfb_potato_slap.py [--out DIR] [--display :N]`` (default out
/tmp/shots/xvfb_slap, display :97). Needs Xvfb, xdotool, x11-utils (xdpyinfo) and imagemagick
(import); recipe: shared docs testing-desktop.md ("A real window under Xvfb").

The app runs in its own process (this file with ``--child``) on the Xvfb display, with a
temporary ``TABLETOP_HOME``: Ana and Ben (humans) and two bots, four players, seed 21, whose
turn's first card, drawn by itself, is SLAP. The child shows the menu a moment (so the window
is up and found), then opens the table, where the race starts at once, and writes a marker
file. The driver then presses Ben's key (K) at once and Ana's (A) 1.6 s later, after every
bot (350-1200 ms) and before the 3 s deadline, both with ``xdotool key``; so Ana is the
slowest, which only happens when both keys counted (a human who never presses is slower than
everyone who did). It reads the app's autosave: the last action must be the EXTERNAL
``slowest`` for Ana, who now holds 2 burn tokens. Screenshots: the race and after it.
Exit code 0 when that is so, 1 otherwise. Headless twin: tests/test_potato_tomato_slap_keys.py.
Source: rules-decisions.md, Potato Tomato (SLAP).
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZE = (1280, 800)
SEED = 21
NAMES = ("Ana", "Ben", "Chloé", "Dev")
MARKER = "race_started"
"""The file (in TABLETOP_HOME) the child writes once the table, and so the race, is open."""


def child() -> int:
    """The app process: the menu for 1.5 s, then the SLAP table; runs until SIGTERM."""
    from tabletop.session import SeatInfo, Session
    from tabletop.ui.app import App
    from tabletop.ui.scenes.table_scene import TableScene
    from tabletop.ui.stop_signals import stop_on_signals

    app = App(fps=60)
    done = stop_on_signals(app.quit, app.autosaver.flush)
    start, opened = time.monotonic(), False
    seats = [SeatInfo(NAMES[0]), SeatInfo(NAMES[1]), SeatInfo(NAMES[2], "bot", "random"),
             SeatInfo(NAMES[3], "bot", "random")]
    try:
        while app.step():
            if not opened and time.monotonic() - start > 1.5:
                app.reset_to(TableScene(app, Session.start("potato_tomato", seats, SEED)))
                opened = True
                Path(os.environ["TABLETOP_HOME"], MARKER).write_text(str(time.monotonic()))
    finally:
        app.shutdown()
        done()
    return 0


def read_state(home: Path):
    """The autosaved session's state (None before the first action)."""
    from tabletop.saves.store import AUTOSAVE, SaveStore
    path = home / "data" / "saves" / AUTOSAVE
    if not path.exists():
        return None
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "copy.json"
        shutil.copyfile(path, copy)
        try:
            return SaveStore(Path(tmp) / "none").load(copy)
        except Exception:
            return None


def drive(env: dict, home: Path, out: Path) -> bool:
    """Find the window, race, check the outcome (see the module docstring)."""
    wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--onlyvisible",
                          "--class", "^tabletop$"], env=env, capture_output=True,
                         text=True).stdout.split()
    if not wid:
        print("no app window", flush=True)
        return False
    for _ in range(100):
        if (home / MARKER).exists():
            break
        time.sleep(0.05)
    key = lambda k: subprocess.run(["xdotool", "key", "--window", wid[0], k], env=env)  # noqa
    key("k")                                   # Ben: at once
    time.sleep(0.4)
    subprocess.run(["import", "-window", "root", str(out / "slap_race.png")], env=env)
    time.sleep(1.2)
    key("a")                                   # Ana: after every bot, before the deadline
    for _ in range(60):
        time.sleep(0.1)
        session = read_state(home)
        if session is not None and session.match.actions and \
                session.match.actions[-1].kind == "slowest":
            break
    time.sleep(0.5)
    subprocess.run(["import", "-window", "root", str(out / "slap_after.png")], env=env)
    session = read_state(home)
    if session is None or not session.match.actions:
        print("no race outcome saved", flush=True)
        return False
    last, tokens = session.match.actions[-1], session.state["tokens"]
    print(f"outcome: {last}; tokens {tokens}", flush=True)
    return last.kind == "slowest" and last["player"] == 0 and tokens[0] == 2


def main(argv: list[str] | None = None) -> int:
    """Start Xvfb and the app, race, stop both; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots/xvfb_slap")
    parser.add_argument("--display", default=":97")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="tabletop_slap_"))
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    app = None
    try:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
        env.update(DISPLAY=args.display, TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy",
                   SDL_VIDEO_X11_WMCLASS="tabletop",
                   PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
        for _ in range(50):
            if subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        app = subprocess.Popen([sys.executable, __file__, "--child"], env=env, cwd=str(ROOT))
        ok = drive(env, home, out)
        print("SLAP by keys:", "ok" if ok else "FAILED", flush=True)
        return 0 if ok else 1
    finally:
        if app is not None:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
