"""The installer bundle (issue 12): ``build_installer.py`` builds the one-folder bundle into a
scratch folder; inside it, ``tabletop simulate`` plays every playable game, and the window
starts headless for a few seconds on the menu and on a bots' table of every game, with no error
in its log. Marked slow; .ci/run runs it (the whole test takes about a minute here)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import games

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def _run(cmd: list[str], home: Path, timeout: float) -> subprocess.CompletedProcess:
    env = dict(os.environ, TABLETOP_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def test_the_bundle_plays_every_game_and_opens_its_window(tmp_path):
    pytest.importorskip("PyInstaller", reason="pip install -e '.[test]' brings PyInstaller")
    start = time.monotonic()
    built = _run([sys.executable, str(ROOT / "build_installer.py"), "--dist",
                  str(tmp_path / "dist")], tmp_path / "home", 600)
    assert built.returncode == 0, built.stderr[-3000:]
    size_line = [line for line in built.stdout.splitlines() if line.startswith("built ")]
    assert size_line and size_line[0].endswith(" MB"), built.stdout[-2000:]
    exe = tmp_path / "dist" / "tabletop" / ("tabletop.exe" if os.name == "nt" else "tabletop")
    assert exe.is_file()
    internal = exe.parent / "_internal"
    for folder in ("art", "sounds", "saves", "art/fonts", "pygame_gui/data"):
        assert (internal / folder).is_dir(), folder
    assert (internal / "tabletop" / "ui" / "theme.json").is_file()
    playable = games.ids()
    assert playable, "no playable game in the checkout"
    for gid in playable:
        assert (internal / "saves" / f"{gid}.json").is_file(), gid
        home = tmp_path / f"home-{gid}"
        sim = _run([str(exe), "simulate", gid, "--games", "3", "--players",
                    str(max(2, games.get(gid).info.min_players))], home, 120)
        assert sim.returncode == 0, f"{gid}: {sim.stderr[-2000:]}"
        assert "games per second" in sim.stdout, sim.stdout
        shown = _run([str(exe), "play", "--seconds", "3", "--watch", gid], home, 120)
        assert shown.returncode == 0, f"{gid}: {shown.stderr[-2000:]}"
        _no_errors(home, gid)
    menu = _run([str(exe), "play", "--seconds", "3"], tmp_path / "home-menu", 120)
    assert menu.returncode == 0, menu.stderr[-2000:]
    _no_errors(tmp_path / "home-menu", "menu")
    print(f"bundle test: {time.monotonic() - start:.0f} s; {size_line[0]}")


def _no_errors(home: Path, what: str) -> None:
    logs = list((home / "log").glob("*.log"))
    assert logs, f"{what}: the bundled app wrote no log"
    text = "\n".join(p.read_text("utf-8", "replace") for p in logs)
    assert "started at" in text, text[-2000:]
    bad = [line for line in text.splitlines()
           if " ERROR " in line or " CRITICAL " in line or "Traceback" in line
           or "debug table" in line]
    assert not bad, f"{what}: " + "\n".join(bad[:10])
