"""Potato Tomato checks, words and bots: census and inventory, state validation, refusals in
player words, describe with seat names, scores that show no team, the heuristic bot and the
evaluation."""

from __future__ import annotations

import json
import random

import pytest

from potato_kit import GAME, card, play, resolve, table
from tabletop import bots, sim
from tabletop.engine import Action, BadState
from tabletop.games.potato_tomato import evaluate
from tabletop.games.potato_tomato.bots import HeuristicBot, burn_risk


def test_census_counts_characters_actions_and_burn_tokens():
    st = table(players=3, tokens=[1, 2, 3])
    counts = GAME.census(st)
    assert sum(counts["character"].values()) == 16 and counts["burn_token"] == {"burn": 30}
    assert sum(counts["action"].values()) == 32 and counts == GAME.inventory(st)


@pytest.mark.parametrize("damage, words", [
    (lambda s: s.pop("rows"), "lacks rows"),
    (lambda s: s.update(players=7), "3-6 players"),
    (lambda s: s["rows"][0].pop(), "5 cards"),
    (lambda s: s.update(supply=29), "components"),
    (lambda s: s["deck"].append("a99"), "unknown action"),
    (lambda s: s.update(phase="lunch"), "phase"),
])
def test_check_state_refuses_a_damaged_state(damage, words):
    st = json.loads(json.dumps(table()))
    damage(st)
    with pytest.raises(BadState, match=words):
        GAME.state_from_json(st)


def test_invariants_catch_five_tokens_left_without_a_reveal():
    st = table(tokens=[0, 5, 0, 0])
    assert any("five or more" in e for e in GAME.invariant_errors(st))
    assert GAME.invariant_errors(table()) == []


def test_refusals_name_the_rule_in_player_words():
    st = resolve(table(drawn=[card("SURPRISE"), card("SWAP")], tokens=[0, 1, 0, 0]),
                 card("SURPRISE"))
    assert GAME.explain_illegal(st, Action.make(0, "player", player=1)).startswith(
        "SURPRISE only reaches a player with no burn token (rulebook: SURPRISE)")
    st = resolve(table(drawn=[card("FORECAST"), card("SWAP")], up=[".....", "x....", ".....",
                                                                   "....."]), card("FORECAST"))
    assert "revealed characters cannot be affected" in GAME.explain_illegal(
        st, Action.make(0, "card", player=1, slot=0))
    assert "another player's card" in GAME.explain_illegal(st, Action.make(0, "card", player=0,
                                                                            slot=0))
    assert "not their decision" in GAME.explain_illegal(st, Action.make(2, "card", player=1,
                                                                         slot=1))


def test_describe_uses_seat_names_and_the_card_being_resolved():
    st = resolve(table(drawn=[card("BURN", "blue"), card("SWAP")]), card("BURN", "blue"))
    assert GAME.describe(Action.make(0, "player", player=1), 2, st) == "BURN: Lisa"
    assert GAME.describe(Action.make(0, "resolve", card=card("SWAP")), 1) == "resolve SWAP"
    assert GAME.describe(Action.make(-1, "slowest", player=3), 0, st) == "Jisoo slapped last"


def test_scores_are_face_down_counts_for_everyone_and_show_no_team():
    st = table(up=["xx...", ".....", "x....", "....."])
    for viewer in (None, 0, 1):
        assert GAME.scores_for(st, viewer) == [3, 5, 4, 5]
    assert GAME.teams_for(st, None) == [None] * 4 and GAME.winners(st) == []


def test_heuristic_bot_is_the_normal_level_and_chooses_from_the_view():
    from tabletop.bots import hooks
    assert hooks.heuristic_class("potato_tomato") is HeuristicBot
    assert bots.level("heuristic", "potato_tomato") == "normal"
    st = GAME.new_game(4, 9)
    rng = random.Random(3)
    bot = HeuristicBot()
    for _ in range(120):
        if GAME.is_over(st):
            break
        dec = GAME.decision(st)
        seat = dec.seats[0]
        legal = GAME.legal_actions(st, seat)
        action = rng.choice(legal) if seat < 0 else bot.choose(GAME, GAME.view(st, seat), seat,
                                                               legal, rng)
        assert action in legal
        st = GAME.apply(st, action)


def test_heuristic_stops_by_burn_risk():
    safe = table(drawn=[card("SWAP"), card("FUEL")], stopped=False)         # 1 and 1: no risk
    risky = table(drawn=[card("SWAP"), card("SHUFFLE")], stopped=False)     # blue 2
    assert burn_risk(GAME.view(safe, 0)) == 0.0 and burn_risk(GAME.view(risky, 0)) > 0.4
    bot = HeuristicBot()
    for st, kind in ((safe, "draw"), (risky, "stop")):
        choice = bot.choose(GAME, GAME.view(st, 0), 0, GAME.legal_actions(st, 0), random.Random(1))
        assert choice.kind == kind


def test_heuristic_burns_a_known_enemy_close_to_a_reveal_not_an_ally():
    st = table(rows=["PPPTT", "PPPTT", "TTTPP", "TPTPT"], tokens=[0, 3, 3, 0],
               drawn=[card("BURN", "blue"), card("SWAP")])
    st["known"][0] = sorted(set(st["known"][0]) | set(st["rows"][1]) | set(st["rows"][2]))
    st = resolve(st, card("BURN", "blue"))
    choice = HeuristicBot().choose(GAME, GAME.view(st, 0), 0, GAME.legal_actions(st, 0),
                                   random.Random(1))
    assert choice == Action.make(0, "player", player=2)    # Rosé: tomato, at 3 -> 5


def test_evaluate_is_between_zero_and_one_and_rewards_the_winners():
    st = table(rows=["PPPTT", "TTTPP", "PPPPT", "TTTTP"], up=[".....", "xxxx.", ".....", "....."],
               tokens=[0, 4, 0, 0], drawn=[card("BURN", "blue"), card("SWAP")])
    assert evaluate(GAME, st, 0) > 0.5 > evaluate(GAME, st, 1)
    st = play(resolve(st, card("BURN", "blue")), 0, "player", player=1)
    st = play(st, 0, "reveal", player=1, slot=4)
    assert [evaluate(GAME, st, s) for s in range(4)] == [1.0, 0.0, 1.0, 0.0]


def test_team_simulation_gives_each_starting_team_one_bot():
    result = sim.simulate_teams("potato_tomato", 4, ["heuristic", "random"], 12, 5)
    assert result.games == 12 and abs(sum(result.wins) - 12) < 1e-9
    assert result.wins[0] > result.wins[1]
    assert "team 1 heuristic" in result.report()
    with pytest.raises(ValueError):
        sim.simulate_teams("tomatoss", 2, ["random", "random"], 1, 1)



def test_team_simulation_split_by_first_deal_plays_the_same_games():
    import io
    whole = sim.simulate_teams("potato_tomato", 3, ["heuristic", "random"], 4, 7)
    lines = io.StringIO()
    parts = [sim.simulate_teams("potato_tomato", 3, ["heuristic", "random"], 2, 7,
                                first_deal=k, progress=lines) for k in (0, 2)]
    assert [round(a + b, 9) for a, b in zip(parts[0].wins, parts[1].wins)] == \
        [round(w, 9) for w in whole.wins]
    assert parts[0].steps + parts[1].steps == whole.steps
    assert [ln.split(":")[0] for ln in lines.getvalue().splitlines()] == \
        ["game 0", "game 1", "game 2", "game 3"]


def test_mirrored_team_simulation_plays_each_deal_once_per_bot_on_each_team(monkeypatch):
    import io
    tables: list[list[str]] = []
    make = sim.make_bot

    def recording(name, game_id, iterations=None):
        if not tables or len(tables[-1]) == 4:
            tables.append([])
        tables[-1].append(name)
        return make(name, game_id, iterations)
    monkeypatch.setattr(sim, "make_bot", recording)
    lines = io.StringIO()
    result = sim.simulate_teams("potato_tomato", 4, ["heuristic", "random"], 2, 3,
                                first_deal=5, progress=lines, mirror=True)
    assert result.games == 4 and abs(sum(result.wins) - 4) < 1e-9
    assert [ln.split(":")[0] for ln in lines.getvalue().splitlines()] == \
        ["game 5a", "game 5b", "game 6a", "game 6b"]
    swap = {"heuristic": "random", "random": "heuristic"}
    for first, second in (tables[0:2], tables[2:4]):   # the same deal: every seat swaps bots
        assert second == [swap[n] for n in first]
