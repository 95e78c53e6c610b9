"""Figures of one ladder run in several parts (``--first-deal``): the progress files of the
parts together, e.g.

    python docs/figures/combine.py hard docs/figures/toasty_toasts-normal-hard.progress \
        docs/figures/toasty_toasts-normal-hard.deals100-199.progress

prints the level's win share over all games with its 95% Wilson interval, seated first and
second, and its decisions' CPU seconds (median, p95). Team games' progress files
(``tabletop simulate --teams ... --progress``: "game N: winners hard,normal") give the share of
the winners played by the level, with no seat split; mirrored ones (``--mirror``: "game 5a",
"game 5b", each deal once with each bot on each team) also give the interval over deals (each
deal's mean share is one sample, so the deal's luck, played by both bots, drops out). A team
game listed twice in one file (a run restarted at a deal it had finished; the games are
seeded, so it replays the same) counts once. Team games' CPU lines ("hard cpu ...", every real
choice; "hard searched cpu ...", those the search ran rollouts for) give both figures."""

from __future__ import annotations

import math
import statistics
import sys

from tabletop.sim import wilson


def main(level: str, paths: list[str]) -> str:
    games = wins = 0.0
    by_seat = {True: [0, 0.0], False: [0, 0.0]}
    cpu: list[float] = []
    searched: list[float] = []   # the decisions a search bot ran rollouts for
    deals: dict[str, list[float]] = {}
    for path in paths:
        seen: set[str] = set()   # a team game listed twice in a file (a restarted run) counts once
        for line in open(path, encoding="utf-8"):
            words = line.split()
            if line.startswith("game ") and words[2] == "winners":   # a team game
                if words[1] in seen:
                    continue
                seen.add(words[1])
                won = words[3].split(",")
                share = 0.0 if won == ["nobody"] else won.count(level) / len(won)
                games, wins = games + 1, wins + share
                label = words[1].rstrip(":")
                if label[-1].isalpha():
                    deals.setdefault(label.rstrip("abcdefgh"), []).append(share)
            elif line.startswith("game "):
                seats, won = words[3].split(","), words[-1].split(",")
                share = 0.0 if won == ["nobody"] else won.count(level) / len(won)
                first = seats[0] == level
                games, wins = games + 1, wins + share
                by_seat[first][0] += 1
                by_seat[first][1] += share
            elif line.startswith(f"{level} cpu "):
                cpu += [float(w) for w in words[2:]]
            elif line.startswith(f"{level} searched cpu "):
                searched += [float(w) for w in words[3:]]
    low, high = wilson(wins, int(games))
    out = [f"{level}: {100 * wins / games:.1f}% (95% CI {100 * low:.1f}%-{100 * high:.1f}%) "
           f"of {int(games)} games"]
    if by_seat[True][0] and by_seat[False][0]:
        out[0] += (f"; seated first {100 * by_seat[True][1] / by_seat[True][0]:.1f}%,"
                   f" second {100 * by_seat[False][1] / by_seat[False][0]:.1f}%")
    plays = max((len(v) for v in deals.values()), default=0)
    means = [sum(v) / len(v) for v in deals.values() if len(v) == plays]   # whole deals only
    if len(means) > 1:
        mean = statistics.fmean(means)
        half = 1.96 * statistics.stdev(means) / math.sqrt(len(means))
        out.append(f"mirrored: {100 * mean:.1f}% (95% CI {100 * max(0.0, mean - half):.1f}%-"
                   f"{100 * min(1.0, mean + half):.1f}%, over {len(means)} whole deals)")
    if cpu:
        cpu.sort()
        out.append(f"{len(cpu)} decisions; CPU median {statistics.median(cpu):.3f} s, "
                   f"p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} s")
    if searched:
        searched.sort()
        out.append(f"{len(searched)} searched; CPU median {statistics.median(searched):.3f} s, "
                   f"p95 {searched[int(0.95 * (len(searched) - 1))]:.3f} s")
    return "\n".join(out)


if __name__ == "__main__":
    print(main(sys.argv[1], sys.argv[2:]))
