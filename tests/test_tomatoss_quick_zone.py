"""TomaToss table: the Quick badge's drop/click zone lies apart from the normal-toss zone of
its toss space (play-test fix: a normal toss dropped near the badge asked for a quick toss).
A drop at the target card's centre tosses normally, a drop on the badge asks for the quick toss,
a drop on the badge's rim tosses normally, and the two zones never meet."""

from __future__ import annotations

import os

import pygame

from test_tomatoss_table import Harness, _find_state, game, screen  # noqa: F401  (fixtures)


def _pair(game, state, legal):  # noqa: F811
    """(toss, quick_toss) with the same cards on the same space, the quick one with a chance."""
    view = game.view(state, state["current"])
    for a in legal:
        if a.kind != "toss":
            continue
        for b in legal:
            if (b.kind == "quick_toss" and b["space"] == a["space"]
                    and list(b["values"]) == list(a["values"])
                    and game.quick_toss_chance(view, b["space"], list(b["values"])) > 0):
                return a, b
    return None


def _ready(game):  # noqa: F811
    state = _find_state(game, lambda s, legal: _pair(game, s, legal) is not None)
    h = Harness(game, state)
    toss, quick = _pair(game, state, h.legal)
    h.raise_values(toss["values"])
    assert h.table.ui.quick_labels.get(toss["space"], "").startswith("Quick ")
    return h, toss, quick


def _token(h):
    return h.table.zone_rect("token", h.table.view["tokens_left"] - 1).center


def test_the_quick_zone_and_the_normal_toss_zone_do_not_meet(screen, game):  # noqa: F811
    h, _, _ = _ready(game)
    lay = h.table.lay
    for space in range(3):
        quick = lay.quick_zone(space)
        normal = lay.normal_toss_rects(space)
        assert quick.width > 0 and quick.height > 0
        assert quick.collidelist(normal) == -1
        assert lay.targets[space].collidelist([quick]) == -1
        assert quick.top >= lay.targets[space].bottom      # below the card, in its toss space
        assert lay.toss_spaces[space].contains(quick)
        # The normal zone is the rest of the toss zone (card + space), in disjoint parts.
        whole = lay.toss_zone(space)
        assert all(whole.contains(r) for r in normal)
        assert sum(r.width * r.height for r in normal) == (whole.width * whole.height
                                                           - quick.width * quick.height)
        assert all(a.collidelist([b]) == -1 for i, a in enumerate(normal) for b in normal[i + 1:])


def test_a_drop_on_the_card_centre_is_a_normal_toss(screen, game):  # noqa: F811
    h, toss, _ = _ready(game)
    assert h.drag(_token(h), h.table.lay.targets[toss["space"]].center) == [toss]
    assert h.table.pending is None


def test_a_drop_on_the_badge_rim_is_a_normal_toss(screen, game):  # noqa: F811
    h, toss, _ = _ready(game)
    badge = h.table.zone_rect("quick", toss["space"])
    assert h.drag(_token(h), (badge.x + 1, badge.centery)) == [toss]


def test_a_drop_on_the_badge_asks_for_the_quick_toss_and_glows_it_gold(screen, game):  # noqa: F811
    h, _, quick = _ready(game)
    t = h.table
    badge = t.zone_rect("quick", quick["space"])
    # Mid-drag over the badge: the gold outline shows around the quick zone.
    surf = pygame.Surface(screen.get_size())
    start = _token(h)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    h.pump()
    for pos in ((start[0], start[1] - 40), badge.center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        h.pump()
    t.draw(surf)
    edge = t.lay.quick_zone(quick["space"]).inflate(4, 4)
    gold = tuple(surf.get_at((edge.x + 1, edge.centery)))[:3]
    assert gold[0] > 200 and gold[1] > 150 and gold[2] < 120, gold
    if os.environ.get("TOMATOSS_SHOTS"):
        os.makedirs(os.environ["TOMATOSS_SHOTS"], exist_ok=True)
        pygame.image.save(surf, os.path.join(os.environ["TOMATOSS_SHOTS"], "drag_badge.png"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=badge.center, button=1))
    assert h.pump() == []
    assert t.pending is not None and t.pending.action == quick


def test_the_badge_and_the_target_card_explain_themselves_where_drawn(screen, game):  # noqa: F811
    h, toss, _ = _ready(game)
    space, lay = toss["space"], h.table.lay
    h.table.draw(screen)                      # the static layer records the tooltips
    badge = lay.quick_buttons[space]
    text, anchor = h.table.tooltip_at(badge.center)
    played = "+".join(str(v) for v in toss["values"])
    assert text.startswith(f"Quick toss with {played}: ") and text.endswith("% chance of success")
    assert anchor == (badge.centerx, badge.y - 4)
    target = h.table.view["targets"][space]
    text, anchor = h.table.tooltip_at(lay.targets[space].center)
    assert text == f"{target['text']}. Basic {target['basic']}, quick toss {target['quick']}."
    assert anchor == (lay.targets[space].centerx, lay.targets[space].y + 4)
