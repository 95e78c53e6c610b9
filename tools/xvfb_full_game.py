"""Play a whole TomaToss game through the real Tabletop window under Xvfb, like a person.

Usage: ``python3 tools/xvfb_full_game.py [--out DIR] [--every N] [--seed S] [--display :N]``
(default out /tmp/shots/xvfb_full, a screenshot every 8 actions, seed 4, display :96).
Needs Xvfb, xdotool, x11-utils (xdpyinfo) and imagemagick (import). Recipe: shared docs
testing-desktop.md ("A real window under Xvfb").

The app runs in its own process on the Xvfb display with a temporary ``TABLETOP_HOME`` (fast
bots and animations in its settings). Ana (human) plays against two "Bot · Hard" seats: New
game, 3 players, a typed seed, Start, all by mouse and keyboard through xdotool. Then, until the
game ends: the driver reads the app's autosave (written after every action) to learn the state;
on Ana's turn it asks the game's strongest bot for her action and performs it with the mouse:

- pick up: drag a tomato token from the tray onto the pick-up space;
- toss: click the hand cards to raise them, drag a token onto the target;
- quick toss: raise the cards, click the space's Quick badge twice (ask, then confirm);
- discard: raise the cards, click the Discard button; pass: click the Pass button.

Where things are comes from this process's own headless copy of the same code (SDL dummy
driver): the set-up screen's widgets, and a TomaToss table laid out in the table scene's rect
and shown the autosaved view, whose ``zone_rect`` gives each zone. A screenshot of the whole
screen is taken every N actions, when a gesture is not taken up (``stuck_*.png``) and at the
game-over screen. Exit code 0 when the game reached its end, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"          # this process only: the headless copy
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SIZE = (1280, 800)
FAST_SETTINGS = {"bot_delay_ms": 150, "animation_speed": 2.0, "window_size": list(SIZE)}
REST = (1120, 790)
"""Where the pointer rests between moves: the status bar (nothing there shows a tooltip)."""
SETTLE_S = 0.9
"""Pause after the state changes before acting (the table's flights end)."""


class Window:
    """The real app's window, driven with xdotool (window-relative coordinates)."""

    def __init__(self, wid: str, display: str) -> None:
        self.wid, self.env = wid, {**os.environ, "DISPLAY": display}

    def _x(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True)

    def move(self, pos: tuple[int, int]) -> None:
        """Move the pointer to ``pos`` (window pixels)."""
        self._x("mousemove", "--window", self.wid, str(pos[0]), str(pos[1]))

    def click(self, pos: tuple[int, int], pause: float = 0.35) -> None:
        """A left click at ``pos``, then ``pause`` seconds."""
        self.move(pos)
        time.sleep(0.08)
        self._x("click", "1")
        time.sleep(pause)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 10) -> None:
        """Press at ``start``, move in ``steps`` steps to ``end``, release."""
        self.move(start)
        time.sleep(0.08)
        self._x("mousedown", "1")
        for s in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * s // steps,
                       start[1] + (end[1] - start[1]) * s // steps))
            time.sleep(0.03)
        self._x("mouseup", "1")
        time.sleep(0.4)

    def type(self, text: str) -> None:
        """Type ``text`` on the keyboard."""
        self._x("type", "--delay", "60", text)
        time.sleep(0.3)

    def shot(self, path: Path) -> None:
        """Screenshot of the whole screen into ``path`` (PNG)."""
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True)
        print(f"shot {path}", flush=True)


def post_click(app, pos: tuple[int, int]) -> None:
    """The same click in the headless copy (button events carry ``pos`` and ``button``)."""
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else \
            {"button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=pos, touch=False, **extra))
        app.step()
    app.run_frames(4)


def centre(element) -> tuple[int, int]:
    """Window centre of a pygame-gui element."""
    return element.get_abs_rect().center


def set_up(win: Window, seed: int) -> None:
    """Main menu -> New game -> 3 players -> seed -> Start, positions from a headless copy."""
    from tabletop.ui.app import App
    copy = App(SIZE, fixed_dt_ms=16)
    pygame.event.clear()
    copy.run_frames(2)
    at = centre(copy.top.new_button)
    post_click(copy, at)
    win.click(at, 1.0)
    setup = copy.top
    at = centre(setup.count_menu.current_state.selected_option_button)
    post_click(copy, at)
    win.click(at, 0.6)
    entries = setup.count_menu.current_state.options_selection_list.item_list
    three = next(e["button_element"] for e in entries if e["text"] == "3")
    at = centre(three)
    post_click(copy, at)
    win.click(at, 0.8)
    assert setup.count == 3, "the headless copy did not switch to 3 players"
    win.click(centre(setup.seed_entry), 0.3)
    win.type(str(seed))
    win.click(centre(setup.start_button), 2.0)


def read_session(home: Path):
    """The session in the app's autosave, or None before the first action. The file is copied
    out first, so a read never disturbs the app's saves folder."""
    from tabletop.saves.store import AUTOSAVE, SaveStore
    path = home / "data" / "saves" / AUTOSAVE
    if not path.exists():
        return None
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "copy.json"
        shutil.copyfile(path, copy)
        try:
            return SaveStore(Path(tmp) / "none").load(copy)
        except Exception:             # written a moment ago: read again on the next poll
            return None


def table_for(game, view: dict, legal: list, seat_names: list[str]):
    """A headless TomaToss table in the table scene's rect at SIZE, showing ``view`` as seat 0."""
    from types import SimpleNamespace

    from tabletop.games.tomatoss.table import Table
    from tabletop.tablekit.assets import Assets
    from tabletop.ui.scenes.table_scene import TableScene
    from tabletop.tablekit.table_base import TableContext
    shell = SimpleNamespace(app=SimpleNamespace(size=SIZE))
    shell.side_width = lambda: TableScene.side_width(shell)
    rect = TableScene.table_rect(shell)
    assets = Assets()
    ctx = TableContext(game=game, images=assets.images, fonts=assets.fonts,
                       play_sound=lambda name: None, settings={"card_scale": 1.0},
                       seat_names=seat_names)
    table = Table(ctx)
    table.layout(rect)
    table.show(view, 0, legal)
    return table


def perform(win: Window, table, view: dict, action) -> None:
    """Do ``action`` with the mouse on the real window, positions from ``table``."""
    hand = list(view.get("hand") or [])
    for v in action.get("values") or ():
        i = hand.index(v)
        hand[i] = None                                  # each card once
        r = table.zone_rect("hand", i)
        win.click((r.x + 6, r.centery), 0.25)
    kind = action.kind
    if kind == "pick_up":
        left = int(view["tokens_left"])
        win.drag(table.zone_rect("token", left - 1).center,
                 table.zone_rect("pickup", action["space"]).center)
    elif kind == "toss":
        left = int(view["tokens_left"])
        win.drag(table.zone_rect("token", left - 1).center,
                 table.zone_rect("target", action["space"]).center)
    elif kind == "quick_toss":
        at = table.zone_rect("quick", action["space"]).center
        win.click(at, 0.5)
        win.click(at, 0.4)
    elif kind in ("discard", "pass"):
        win.click(table.zone_rect("side_button").center, 0.4)
    else:
        raise ValueError(f"no gesture for {kind}")


def play(win: Window, home: Path, out: Path, every: int, seed: int) -> bool:
    """Ana's moves until the game ends; True when it did."""
    from tabletop import bots, games
    from tabletop.session import SeatInfo, Session
    game = games.get("tomatoss")
    names = ["Ana", "Ben", "Chloé"]
    start = Session.start("tomatoss", [SeatInfo(n) for n in names], seed)
    bot, rng = bots.strongest("tomatoss"), random.Random(seed)
    shots, stuck, last_n = 0, 0, -1
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        session = read_session(home)
        state = session.state if session is not None else start.state
        n = len(session.match.actions) if session is not None else 0
        if n != last_n:
            last_n = n
            time.sleep(SETTLE_S)                         # let the table's flights land
            if n // every > shots:
                shots = n // every
                win.shot(out / f"move_{n:03d}.png")
            continue
        if game.is_over(state):
            time.sleep(1.5)
            win.shot(out / "game_over.png")
            print(f"game over after {n} actions: {game.win_reason(state)}", flush=True)
            if session is None or session.match.seed != seed:
                print("the app's game does not have the typed seed", flush=True)
                return False
            return True
        dec = game.decision(state)
        if dec is None or dec.seats[0] != 0:
            time.sleep(0.15)
            continue
        view, legal = game.view(state, 0), game.legal_actions(state, 0)
        action = bot.choose(game, view, 0, legal, rng)
        print(f"action {n}: {game.describe(action, 0, state)}", flush=True)
        perform(win, table_for(game, view, legal, names), view, action)
        win.move(REST)                                   # no hover tooltip in the shots
        waited = time.monotonic()
        while time.monotonic() - waited < 6:
            after = read_session(home)
            if after is not None and len(after.match.actions) > n:
                break
            time.sleep(0.15)
        else:
            stuck += 1
            win.shot(out / f"stuck_{n:03d}.png")
            print(f"stuck at action {n}: {action}", flush=True)
            if stuck >= 3:
                return False
    print("timed out", flush=True)
    return False


def main(argv: list[str] | None = None) -> int:
    """Start Xvfb and the app, play the game, stop both; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots/xvfb_full")
    parser.add_argument("--every", type=int, default=8)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--display", default=":96")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="tabletop_xvfb_"))
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps(FAST_SETTINGS))
    os.environ["TABLETOP_HOME"] = str(home / "copy")       # the headless copy's own folders
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
        app = subprocess.Popen([sys.executable, "-m", "tabletop"], env=env, cwd=str(ROOT))
        wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--onlyvisible",
                              "--class", "^tabletop$"], env=env, capture_output=True,
                             text=True).stdout.split()
        if not wid:
            print("no app window", flush=True)
            return 1
        win = Window(wid[0], args.display)
        time.sleep(1.5)
        win.shot(out / "00_menu.png")
        set_up(win, args.seed)
        win.shot(out / "01_table.png")
        ok = play(win, home, out, args.every, args.seed)
        return 0 if ok else 1
    finally:
        if app is not None:
            app.send_signal(signal.SIGTERM)
            try:
                print(f"app exit code {app.wait(10)}", flush=True)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
