"""``tabletop simulate --ladder``: every level against every other in both seat orders, with
intervals and ratings, the same for the same seed and search budget."""

from __future__ import annotations

import io
import re

from tabletop.cli import main
from tabletop.ladder import LadderResult, Pairing, ladder, ratings


def _figures(text: str) -> list[str]:
    """The report without its timing lines (those depend on the machine)."""
    return [line for line in text.splitlines()
            if "decisions:" not in line and "games in" not in line]


def test_the_ladder_is_reproducible_for_a_seed_and_a_budget(capsys):
    args = ["simulate", "tomatoss", "--ladder", "--games", "1", "--iterations", "1",
            "--seed", "4"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert _figures(capsys.readouterr().out) == _figures(first)
    rows = [line for line in first.splitlines() if " vs " in line]
    assert len(rows) == 6                                   # 3 pairings, each seen from both sides
    assert all(re.search(r"\(95% CI \d+\.\d%-\d+\.\d%\) of 2 games; seated first", r) for r in rows)
    assert re.search(r"rating: Easy 1000, Normal -?\d+, Hard -?\d+", first)
    assert "Hard decisions:" in first


def test_each_deal_is_played_in_both_seat_orders():
    result = ladder("tomatoss", 3, seed=2, levels=["easy", "normal"])
    (pairing,) = result.pairings
    assert pairing.games == 6 and pairing.a_first_games == 3
    assert 0 <= pairing.a_wins <= 6


def test_ratings_follow_the_wins():
    result = LadderResult("tomatoss", 2, ["easy", "normal", "hard"], 1, 8)
    result.pairings = [Pairing("easy", "normal", 100, 20.0, 50, 10.0),
                       Pairing("easy", "hard", 100, 10.0, 50, 5.0),
                       Pairing("normal", "hard", 100, 30.0, 50, 15.0)]
    rated = ratings(result)
    assert rated["easy"] == 1000 and rated["easy"] < rated["normal"] < rated["hard"]
    even = LadderResult("tomatoss", 2, ["easy", "normal"], 1, 8,
                        [Pairing("easy", "normal", 10, 5.0, 5, 2.5)])
    assert abs(ratings(even)["normal"] - 1000) < 1e-6


def test_the_progress_lines_name_the_winner_and_the_hard_decision_times():
    stream = io.StringIO()
    ladder("big_fat_tomato", 1, seed=3, iterations=2, levels=["normal", "hard"], progress=stream)
    lines = stream.getvalue().splitlines()
    games = [line for line in lines if line.startswith("game ")]
    times = [line for line in lines if line.startswith("hard cpu ")]
    assert len(games) == 2 and len(times) == 2                # both seat orders, Hard in each
    assert all(re.search(r"won by (normal|hard|nobody)", line) for line in games)
    assert all(float(t) >= 0 for line in times for t in line.split()[2:])


def test_a_later_first_deal_extends_a_ladder_with_the_next_deals():
    whole, later = io.StringIO(), io.StringIO()
    ladder("tomatoss", 2, seed=4, levels=["easy", "normal"], progress=whole)
    ladder("tomatoss", 1, seed=4, levels=["easy", "normal"], progress=later, first_deal=1)
    assert whole.getvalue().splitlines()[2:] == later.getvalue().splitlines()
    assert later.getvalue().splitlines()[0].startswith(f"game {4 * 100_003 + 1} ")
