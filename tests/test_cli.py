"""The command line: ``tabletop simulate`` and ``tabletop bench`` print figures; mistakes exit 2
with a message. Run through ``tabletop.cli.main`` with a tiny game put in the registry."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import games
from tabletop.cli import main
from tiny_games import TINY_GAMES

SLAP = TINY_GAMES["tiny_slap"]


@pytest.fixture
def tiny_registry(monkeypatch):
    """The registry holds only Tiny Slap (a game of exactly 20 actions: 16 flips, 4 races)."""
    monkeypatch.setitem(games._loaded, "tiny_slap", SLAP)
    monkeypatch.setattr(games, "ids", lambda: ["tiny_slap"])


def _simulate(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_simulate_prints_win_rates_scores_length_and_speed(tiny_registry, capsys):
    code, out, err = _simulate(capsys, "tiny_slap", "--players", "3", "--games", "12",
                               "--seed", "4")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "tiny_slap: 12 games, seats normal, normal, normal"  # the default level
    rates = [float(m) for m in re.findall(r"seat \d +normal: win rate +([\d.]+)%", out)]
    assert len(rates) == 3 and abs(sum(rates) - 100) < 0.5  # shared wins split, all games won
    assert re.search(r"95% CI [\d.]+%-[\d.]+%", lines[1]) and "average score" in lines[1]
    assert "average game length: 20.0 actions" in out
    assert float(re.search(r"speed: ([\d.]+) games per second", out).group(1)) > 0


def test_simulate_is_seeded(tiny_registry, capsys):
    runs = [_simulate(capsys, "tiny_slap", "--games", "6", "--seed", "9")[1] for _ in range(2)]
    other = _simulate(capsys, "tiny_slap", "--games", "6", "--seed", "10")[1]
    without_speed = [re.sub(r"speed: .*", "", run) for run in (*runs, other)]
    assert without_speed[0] == without_speed[1] != without_speed[2]


def test_simulate_named_seats_without_rotation(tiny_registry, capsys):
    code, out, _ = _simulate(capsys, "tiny_slap", "--players", "2", "--seats", "random,random",
                             "--games", "4", "--no-rotate")
    assert code == 0 and "4 games, seats random, random" in out


@pytest.mark.parametrize("args, message", [
    (["chess"], "unknown game 'chess'"),
    (["tiny_slap", "--players", "3", "--seats", "random,random"],
     "3 players need 3 seat bots, got 2"),
    (["tiny_slap", "--players", "7"], "takes 2-4 players, not 7"),
    (["tiny_slap", "--players", "2", "--seats", "random,nope"], "no bot 'nope' for tiny_slap"),
])
def test_simulate_errors_exit_2_with_a_message(tiny_registry, capsys, args, message):
    code, out, err = _simulate(capsys, *args)
    assert code == 2 and out == ""
    assert err.startswith("tabletop simulate: ") and message in err


def test_simulate_a_game_not_playable_yet(monkeypatch, capsys):
    monkeypatch.setattr(games, "_loaded", {})
    monkeypatch.setattr(games, "_available", lambda game_id: False)
    code, _, err = _simulate(capsys, "toasty_toasts", "--games", "1")
    assert code == 2 and "Toasty Toasts is not playable in this version yet" in err


def test_bench_prints_speed_per_player_count(tiny_registry, capsys):
    assert main(["bench", "--seconds", "0.2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "engine benchmark (random bots, one core)"
    pattern = (r"tiny_slap +(\d)p: +([\d.]+) games/s \( *[\d.]+ per CPU second\), +(\d+) actions/s, "
               r"legal_actions +([\d.]+) us avg")
    found = [re.search(pattern, line) for line in lines[1:]]
    assert all(found) and [int(m.group(1)) for m in found] == [2, 3, 4]
    for m in found:
        games_per_s, actions_per_s = float(m.group(2)), int(m.group(3))
        assert games_per_s > 0 and abs(actions_per_s - 20 * games_per_s) <= 0.05 * actions_per_s + 1


@pytest.mark.parametrize("game_id", games.ids())
def test_simulate_every_registered_game(game_id, capsys):
    players = games.get(game_id).info.min_players
    code, out, err = _simulate(capsys, game_id, "--players", str(players), "--games", "3")
    assert code == 0 and err == "" and out.startswith(f"{game_id}: 3 games")


def test_bad_arguments_exit_2_from_a_shell():
    done = subprocess.run([sys.executable, "-m", "tabletop", "simulate", "chess"],
                          capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 2 and "unknown game 'chess'" in done.stderr
    with pytest.raises(SystemExit) as info:
        main(["simulate", "tiny_slap", "--players", "two"])
    assert info.value.code == 2


def test_simulate_mirrored_teams_plays_each_deal_once_per_bot_on_each_team(capsys):
    code, out, err = _simulate(capsys, "potato_tomato", "--players", "4", "--teams",
                               "random,random", "--games", "2", "--first-deal", "3",
                               "--mirror", "--progress")
    assert code == 0 and out.startswith("potato_tomato: 4 games, teams random, random")
    assert [ln.split(":")[0] for ln in err.splitlines()] == \
        ["game 3a", "game 3b", "game 4a", "game 4b"]
