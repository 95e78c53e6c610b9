"""Crash safety: a process saving in a loop is killed with SIGKILL at 200 random moments;
after each kill every save and backup file left is whole and loads."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from test_saves_fakegame import register

from tabletop.saves import SaveError, SaveStore

KILLS = 200

# The child: a runner that, for each "go" line, forks a saver and waits for it to be killed.
# Forking from an already-imported runner keeps 200 kills within a few seconds.
RUNNER = textwrap.dedent("""
    import os, random, sys
    sys.path[:0] = [sys.argv[1], sys.argv[2]]
    import test_saves_fakegame as fake
    from tabletop import games
    from tabletop.saves import SaveStore
    games._loaded[fake.GAME_ID] = fake.GAME
    store = SaveStore(sys.argv[3])
    for line in sys.stdin:
        pid = os.fork()
        if pid == 0:
            rng = random.Random(os.getpid())
            while True:
                session = fake.play_session(n_actions=0)
                session.created = 1_700_000_000.0
                while not session.game.is_over(session.state):
                    session.play(fake.bot_action(session.game, session.state, rng))
                    store.save(session, "crash test")
                    store.autosave(session)
            os._exit(0)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print("dead", status, flush=True)
""")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")
def test_sigkill_at_random_moments_leaves_whole_saves(tmp_path, monkeypatch):
    register(monkeypatch)
    folder = tmp_path / "saves"
    folder.mkdir()
    script = tmp_path / "runner.py"
    script.write_text(RUNNER)
    repo = Path(__file__).resolve().parent.parent
    runner = subprocess.Popen(
        [sys.executable, str(script), str(repo), str(repo / "tests"), str(folder)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    store, rng, checked = SaveStore(folder), random.Random(2024), 0
    try:
        for i in range(KILLS):
            if i % 50 == 0:                               # sometimes start from nothing
                shutil.rmtree(folder)
                folder.mkdir()
            runner.stdin.write("go\n")
            pid = int(runner.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.03))
            os.kill(pid, signal.SIGKILL)
            assert runner.stdout.readline().startswith("dead")
            for path in sorted(folder.iterdir()):
                if path.name.endswith((".json", ".json.bak")):
                    try:
                        store.load(path)
                    except SaveError as exc:                # pragma: no cover - the failure
                        pytest.fail(f"after kill {i + 1}: {exc}")
                    checked += 1
        summaries, problems = store.list()
        assert problems == [] and {s.name for s in summaries} <= {"crash test", "Autosave"}
    finally:
        runner.stdin.close()
        runner.wait(timeout=10)
    assert checked > KILLS  # most kills happened after the first saves were written
