"""The ``tabletop`` command: launch the app, ``simulate``, ``bench``."""

from __future__ import annotations

import argparse
import sys


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabletop", description="Five tabletop games on one screen.")
    sub = p.add_subparsers(dest="command")
    s = sub.add_parser("simulate", help="bots against bots; prints win rates and speed")
    s.add_argument("game")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--seats", default=None, help="bot names, comma separated (default: random)")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--no-rotate", action="store_true", help="keep each bot in its seat")
    s.add_argument("--teams", default=None,
                   help="team games: one bot per team, comma separated (each seat plays the "
                        "bot of the team it starts on)")
    b = sub.add_parser("bench", help="engine (and with --ui, frame) benchmarks")
    b.add_argument("--ui", action="store_true", help="measure frame times and start-up instead")
    b.add_argument("--seconds", type=float, default=2.0, help="time per engine case")
    sub.add_parser("play", help="open the window (the default)")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point. Returns the process exit code."""
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        from tabletop import sim
        seats = args.seats.split(",") if args.seats else ["random"] * args.players
        try:
            if args.teams:
                result = sim.simulate_teams(args.game, args.players, args.teams.split(","),
                                            args.games, args.seed)
            else:
                result = sim.simulate(args.game, args.players, seats, args.games, args.seed,
                                      rotate=not args.no_rotate)
        except (KeyError, ValueError, LookupError) as exc:
            print(f"tabletop simulate: {exc}", file=sys.stderr)
            return 2
        print(result.report())
        return 0
    if args.command == "bench":
        if args.ui:
            from tabletop.ui.bench import bench_ui
            for line in bench_ui():
                print(line)
            return 0
        from tabletop import sim
        for line in sim.bench_engine(args.seconds):
            print(line, flush=True)
        return 0
    from tabletop.ui.app import run
    return run()


if __name__ == "__main__":
    raise SystemExit(main())
