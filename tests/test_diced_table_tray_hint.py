"""Diced Tomatoes table (issue 12): the tray keeps each rolled die in its slot after another is
placed (no re-centring under the pointer), and a Hint's chosen die stays chosen when the
player clicks it."""

from __future__ import annotations

import pygame
import pytest

from test_diced_table import TOKENS, _placing, game, screen  # noqa: F401

from tabletop.engine import Action
from tabletop.games.diced_tomatoes.scenario import rolled_die


def test_placing_a_die_leaves_the_other_dice_where_they_were(screen, game):
    h = _placing(game, ["r5", "r2", "r3"])
    ids = [rolled_die(h.state, v) for v in ("r5", "r2", "r3")]
    before = {d: h.table.zone_rect("die", d).copy() for d in ids}
    placed = next(a for a in h.legal if a.kind == "place" and a["die"] == ids[0])
    h.play(placed)
    h.run(2000)
    if h.game.decision(h.state).seats[0] != 0:
        pytest.skip("the turn ended with the placement")
    for d in ids[1:]:
        assert h.table.zone_rect("die", d) == before[d], d      # same slot, no re-centring
    pieces = {p.key[1]: p.rect for p in h.table.pieces() if p.key[0] == "die"}
    assert set(pieces) == set(ids[1:]) and all(pieces[d] == before[d] for d in ids[1:])


def test_clicking_the_hinted_die_keeps_the_hint_choice(screen, game):
    h = _placing(game, ["r5", "r2"])
    hint = next(a for a in h.legal if a.kind == "place")
    h.table.hint(hint)
    assert h.table.selected == hint["die"]
    rect = h.table.zone_rect("die", hint["die"])
    assert h.click(rect.center) == []
    assert h.table.selected == hint["die"] and h.table.hint_action == hint
    target = h.table.zone_rect("token", hint["owner"], hint["token"]).center
    assert h.click(target) == [Action.make(hint.seat, "place", die=hint["die"],
                                           owner=hint["owner"], token=hint["token"])]


def test_clicking_a_die_without_a_hint_still_toggles_it(screen, game):
    h = _placing(game, ["r5", "r2"])
    die = rolled_die(h.state, "r5")
    rect = h.table.zone_rect("die", die)
    h.click(rect.center)
    assert h.table.selected == die
    h.click(rect.center)
    assert h.table.selected is None
