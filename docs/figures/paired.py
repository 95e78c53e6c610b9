"""Two mirrored team runs compared on the deals both played whole, e.g. session 8 against 7:

    python docs/figures/paired.py hard "A1.progress A2.progress" "B1.progress B2.progress"

prints each run's share over the common deals and the mean per-deal difference (A - B) with
its 95% interval (the same deal's luck drops out of the difference)."""

from __future__ import annotations

import math
import statistics
import sys


def per_deal(level: str, paths: list[str]) -> dict[str, float]:
    """Deal -> the level's mean share over its plays ("game 5a", "game 5b"), whole deals only."""
    plays: dict[str, dict[str, float]] = {}
    for path in paths:
        for line in open(path, encoding="utf-8"):
            words = line.split()
            if line.startswith("game ") and words[2] == "winners":
                label = words[1].rstrip(":")
                won = words[3].split(",")
                share = 0.0 if won == ["nobody"] else won.count(level) / len(won)
                plays.setdefault(label.rstrip("abcdefgh"), {})[label] = share
    most = max((len(v) for v in plays.values()), default=0)
    return {d: sum(v.values()) / len(v) for d, v in plays.items() if len(v) == most}


def main(level: str, a: list[str], b: list[str]) -> str:
    one, two = per_deal(level, a), per_deal(level, b)
    common = sorted(set(one) & set(two), key=int)
    diffs = [one[d] - two[d] for d in common]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    same = sum(1 for x in diffs if x == 0)
    return (f"{len(common)} common deals: A {100 * statistics.fmean(one[d] for d in common):.1f}%, "
            f"B {100 * statistics.fmean(two[d] for d in common):.1f}%; A - B "
            f"{100 * mean:+.1f} points (95% CI {100 * (mean - half):+.1f} to "
            f"{100 * (mean + half):+.1f}); {same} deals scored the same")


if __name__ == "__main__":
    print(main(sys.argv[1], sys.argv[2].split(), sys.argv[3].split()))
