"""The generic table pieces the TomaToss table is built from: tweens, drag tracking, fans,
flights, the layout at several sizes, and gesture -> action mapping."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.games.tomatoss.table import gestures
from tabletop.games.tomatoss.table.layout import compute_layout
from tabletop.tablekit.drag import DragTracker
from tabletop.tablekit.sprites import Flight, FlightGroup, fan_rects
from tabletop.tablekit.tween import Tween, ease_out_cubic, scaled_duration


def test_tween_eases_out_and_respects_delay():
    tw = Tween((0, 0), (100, 50), duration=200, delay=100)
    tw.update(50)
    assert tw.value == (0, 0) and not tw.started
    tw.update(150)  # halfway through the motion
    x, y = tw.value
    assert x == pytest.approx(100 * ease_out_cubic(0.5)) and x > 50  # ease-out: ahead of linear
    assert y == pytest.approx(x / 2)
    tw.update(1000)
    assert tw.done and tw.value == (100, 50)
    with pytest.raises(ValueError):
        Tween((0,), (1, 2), 100)
    with pytest.raises(ValueError):
        Tween((0,), (1,), 0)


def test_animation_speed_scales_durations():
    assert scaled_duration(200, 2.0) == 100
    assert scaled_duration(200, 0.5) == 400
    assert scaled_duration(200, None) == 200
    assert scaled_duration(200, 0) == 200


def test_drag_threshold_separates_click_from_drop():
    d = DragTracker(threshold=6)
    d.press("card", (100, 100), (90, 80))
    d.motion((103, 102))
    g = d.release((103, 102))
    assert g.kind == "click" and g.item == "card"
    d.press("token", (100, 100), (90, 80))
    assert d.motion((120, 100)) is True
    assert d.piece_topleft == (110, 80)
    g = d.release((300, 200))
    assert g.kind == "drop" and g.drop_topleft == (290, 180) and g.origin == (90, 80)
    assert d.release((0, 0)) is None


def test_fan_fits_its_area_and_keeps_order():
    area = pygame.Rect(0, 0, 400, 200)
    for n in (1, 5, 12):
        rects = fan_rects(n, area, (100, 140))
        assert len(rects) == n
        assert all(area.contains(r) for r in rects)
        assert [r.x for r in rects] == sorted(r.x for r in rects)


def test_flight_group_hides_until_landing():
    pygame.init()
    face = pygame.Surface((10, 14))
    group = FlightGroup()
    group.add(Flight(face, pygame.Rect(0, 0, 10, 14), pygame.Rect(100, 0, 10, 14), 200,
                     hide=("hand", 2)))
    assert group.busy and group.hidden() == {("hand", 2)}
    group.update(100)
    assert 0 < group.items[0].rect().x < 100
    group.update(150)
    assert not group.busy and group.hidden() == set()


@pytest.mark.parametrize("size", [(700, 500), (1000, 770), (1560, 1050), (2400, 1400)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_zones_do_not_overlap_at_any_size(size, players):
    lay = compute_layout(pygame.Rect(0, 0, *size), players, bottom=players - 1)
    zones = [lay.toss_zone(i) for i in range(3)] + [lay.pickup_zone(i) for i in range(3)]
    zones += [lay.tomato_deck, lay.target_deck, lay.discard]
    for i, a in enumerate(zones):
        assert lay.rect.contains(a)
        for b in zones[i + 1:]:
            assert not a.colliderect(b)
        for panel in lay.panels.values():
            assert not a.colliderect(panel)
    assert set(lay.panels) == set(range(players))
    assert lay.card[1] == round(lay.card[0] * 88 / 63)


def test_gestures_map_to_the_rules_action_kinds():
    legal = [Action.make(0, "pick_up", space=1), Action.make(0, "toss", space=0, values=[3, 5]),
             Action.make(0, "quick_toss", space=2, values=[])]
    assert gestures.intended(0, ("pickup", 1), [], False, "place_token") == legal[0]
    assert gestures.intended(0, ("target", 0), [5, 3], False, "place_token") == legal[1]
    assert gestures.intended(0, ("target", 2), [], True, "place_token") == legal[2]
    assert gestures.intended(0, ("discard", 0), [4], False, "discard") == \
        Action.make(0, "discard", values=[4])
    assert gestures.intended(0, None, [], False, "place_token") is None
    assert gestures.drop_zones(legal, "token", []) == {("pickup", 1), ("target", 2)}
    assert gestures.drop_zones(legal, "cards", [3, 5]) == {("target", 0)}


def test_reasons_are_the_engines_and_the_table_restates_no_rule():
    view = {"decision": {"kind": "place_token"}, "pickup": [None, 3, 4],
            "targets": [{"text": "Exactly 1 card: a 3"}, None, None], "to_discard": 0}
    legal = [Action.make(0, "pick_up", space=1)]
    toss = Action.make(0, "toss", space=0, values=[5])
    assert gestures.reason(toss, legal, view, lambda a: "the engine says no.") == \
        "The engine says no."
    assert gestures.reason(toss, legal, view, lambda a: "") == "That is not possible now."
    assert gestures.reason(Action.make(0, "pick_up", space=0), legal, view) == \
        "That is not possible now."
    assert "Raise" in gestures.reason(Action.make(0, "toss", space=0, values=[]), legal, view)
    assert "target card" in gestures.reason(Action.make(0, "toss", space=-1, values=[5]),
                                            legal, view, lambda a: "the engine says no.")
    assert gestures.reason(toss, [], view) == "It is not your turn to act."
    assert gestures.zone_of(toss) == ("target", 0) and gestures.zone_of(legal[0]) == ("pickup", 1)
    assert gestures.zone_of(Action.make(0, "no_effect")) is None


def test_plain_drops_source_citations_only():
    text = "The target needs a 3; a toss plays exactly such cards (TomaToss rulebook, Toss; rules-decisions.md)."
    assert gestures.plain(text) == "The target needs a 3; a toss plays exactly such cards."
    assert gestures.plain("Pick up (space 2) first.") == "Pick up (space 2) first."


def test_keys_map_to_commands_by_decision():
    from tabletop.games.tomatoss.table.keys import KEYS

    def command(key, shift, kind, pending):
        return KEYS.command(key, shift, decision=kind, pending=pending)

    assert command(pygame.K_2, False, "place_token", False) == ("pick_up", 1)
    assert command(pygame.K_2, False, "discard", False) == ("toggle", 1)
    assert command(pygame.K_e, True, "place_token", False) == ("quick", 2)
    assert command(pygame.K_e, False, "place_token", False) == ("toss", 2)
    assert command(pygame.K_RETURN, False, "place_token", False) is None
    assert command(pygame.K_RETURN, False, "place_token", True) == ("confirm", 0)
    assert command(pygame.K_LEFT, False, None, False) == ("focus", -1)
    assert command(pygame.K_z, False, "place_token", False) is None
