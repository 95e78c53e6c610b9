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
    s.add_argument("--seats", default=None,
                   help="bot names, comma separated: easy, normal, hard (or random; default: "
                        "normal at every seat)")
    s.add_argument("--ladder", action="store_true",
                   help="every level against every other in both seat orders: win rates with "
                        "95%% intervals and a rating per level (--games deals per pairing)")
    s.add_argument("--levels", default=None, help="with --ladder: the levels to rank, comma "
                                                   "separated (default: easy,normal,hard)")
    s.add_argument("--iterations", type=int, default=None,
                   help="the Hard search's rollouts per decision (default: the game's own "
                        "budget, docs/bots.md)")
    s.add_argument("--jobs", type=int, default=1, help="with --ladder: worker processes")
    s.add_argument("--progress", action="store_true",
                   help="with --ladder or --teams: one line per finished game on stderr")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--first-deal", type=int, default=0,
                   help="with --ladder or --teams: the first deal's index (extends an earlier "
                        "run of the same seed with new deals)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--no-rotate", action="store_true", help="keep each bot in its seat")
    s.add_argument("--teams", default=None,
                   help="team games: one bot per team, comma separated (each seat plays the "
                        "bot of the team it starts on)")
    s.add_argument("--mirror", action="store_true",
                   help="with --teams: play each deal once per bot shift (each team once by "
                        "each bot), so the deal's luck cancels; --games counts deals")
    b = sub.add_parser("bench", help="engine (and with --ui, frame) benchmarks")
    b.add_argument("--ui", action="store_true", help="measure frame times and start-up instead")
    b.add_argument("--seconds", type=float, default=2.0, help="time per engine case")
    b.add_argument("--bot-seconds", type=float, default=15.0,
                   help="with --ui: seconds against three Hard bots (per bot set-up)")
    b.add_argument("--full-game", action="store_true",
                   help="with --ui: play the whole game against three Hard bots (memory after "
                        "a whole game); skips the thread comparison")
    b.add_argument("--game", action="append", default=None,
                   help="with --ui: only this game against the Hard bots (repeatable)")
    play = sub.add_parser("play", help="open the window (the default)")
    play.add_argument("--seconds", type=float, default=None,
                      help="close by itself after this many seconds (a smoke test)")
    play.add_argument("--watch", metavar="GAME", default=None,
                      help="open straight on a table of GAME played by its bots")
    return p


def _ladder(args: argparse.Namespace) -> int:
    from tabletop import ladder
    levels = args.levels.split(",") if args.levels else None
    try:
        result = ladder.ladder(args.game, args.games, args.seed, args.players,
                               iterations=args.iterations, jobs=args.jobs, levels=levels,
                               progress=sys.stderr if args.progress else None,
                               first_deal=args.first_deal)
    except (KeyError, ValueError, LookupError) as exc:
        print(f"tabletop simulate: {exc}", file=sys.stderr)
        return 2
    print(ladder.report(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point. Returns the process exit code."""
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        from tabletop import sim
        if args.ladder:
            return _ladder(args)
        seats = args.seats.split(",") if args.seats else ["normal"] * args.players
        try:
            if args.teams:
                result = sim.simulate_teams(args.game, args.players, args.teams.split(","),
                                            args.games, args.seed, first_deal=args.first_deal,
                                            progress=sys.stderr if args.progress else None,
                                            mirror=args.mirror)
            else:
                result = sim.simulate(args.game, args.players, seats, args.games, args.seed,
                                      rotate=not args.no_rotate,
                                      iterations=args.iterations)
        except (KeyError, ValueError, LookupError) as exc:
            print(f"tabletop simulate: {exc}", file=sys.stderr)
            return 2
        print(result.report())
        return 0
    if args.command == "bench":
        if args.ui:
            from tabletop.ui.bench import bench_ui
            for line in bench_ui(args.bot_seconds, args.full_game,
                                 compare_thread=not args.full_game, games=args.game):
                print(line)
            return 0
        from tabletop import sim
        for line in sim.bench_engine(args.seconds):
            print(line, flush=True)
        return 0
    from tabletop.ui.app import run
    return run(getattr(args, "seconds", None), getattr(args, "watch", None))


if __name__ == "__main__":
    raise SystemExit(main())
