"""Write the example saves shipped in ``saves/``: one mid-game save per playable game.

Each is a seeded game (Ana, a human, against the game's bots) played to about half its length
and then to the next decision of Ana's, so loading it lets the player act at once. The files
are golden: tests/test_saves_examples.py loads every one, so they must keep loading; run this
again only when a game's rules version changes (and say so in the commit).

    python3 tools/make_example_saves.py [--out saves]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop import bots, games  # noqa: E402
from tabletop.saves import SaveStore  # noqa: E402
from tabletop.saves.atomic import backup_path  # noqa: E402
from tabletop.session import SeatInfo, Session  # noqa: E402

SEED = 2024
CREATED = 1_735_689_600.0  # 2025-01-01T00:00:00Z, so the files do not change on a rerun
NAMES = ["Ana", "Ben", "Chloé", "Dev"]


def _seats(game_id: str) -> list[SeatInfo]:
    info = games.get(game_id).info
    n = max(info.min_players, min(3, info.max_players))
    # Normal (the game's heuristic) plays deterministically from a seeded rng; Hard has a
    # wall-clock safety cap, so its games could differ from run to run on a busy machine.
    level = "normal"
    return [SeatInfo(NAMES[0])] + [SeatInfo(NAMES[i], "bot", level) for i in range(1, n)]


def _step(session: Session, chooser: random.Random) -> None:
    game, state = session.game, session.state
    seat = game.decision(state).seats[0]
    legal = game.legal_actions(state, seat)
    if seat < 0 or session.seats[seat].is_human:
        action = chooser.choice(legal)
    else:
        action = bots.get(session.seats[seat].bot, game.info.id).choose(
            game, game.view(state, seat), seat, legal, chooser)
    session.play(action)


def example_session(game_id: str) -> Session:
    """The mid-game example session of ``game_id`` (deterministic)."""
    whole = Session.start(game_id, _seats(game_id), SEED)
    chooser = random.Random(SEED)
    while not whole.game.is_over(whole.state):
        _step(whole, chooser)
    half = len(whole.match.actions) // 2
    session = Session.start(game_id, _seats(game_id), SEED)
    chooser = random.Random(SEED)
    while len(session.match.actions) < half or 0 not in session.game.decision(session.state).seats:
        _step(session, chooser)
    session.created, session.updated = CREATED, CREATED + 3600
    return session


def main(argv: list[str] | None = None) -> int:
    """Write ``<out>/<game id>.json`` for every playable game; print what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "saves")
    parser.add_argument("--game", action="append", default=None,
                        help="write only this game's example (repeatable; default: every game)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    store = SaveStore(args.out)
    for game_id in args.game or games.ids():
        session = example_session(game_id)
        written = store.save(session, f"{session.game.info.name}: example game", overwrite=True)
        backup_path(written).unlink(missing_ok=True)
        path = written.replace(args.out / f"{game_id}.json")
        print(f"{path.name}: {session.game.info.name}, {len(session.match.actions)} actions, "
              f"{len(session.seats)} seats")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
