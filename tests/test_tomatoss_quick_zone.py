"""TomaToss table: a plain drop anywhere on a toss space is a normal toss, its "Quick NN%"
badge included (play-test fix, round 5: the badge sits in the middle of the space, where a
token is naturally dropped, and a drop there asked for a quick toss). The quick toss is chosen
deliberately: a click on the badge (or Shift while dropping, or Shift+Q/W/E)."""

from __future__ import annotations

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
    assert h.quick_labels().get(toss["space"], "").startswith("Quick ")
    return h, toss, quick


def _token(h):
    return h.table.zone_rect("token", h.table.view["tokens_left"] - 1).center


def test_a_drop_on_the_card_centre_is_a_normal_toss(screen, game):  # noqa: F811
    h, toss, _ = _ready(game)
    assert h.drag(_token(h), h.table.lay.targets[toss["space"]].center) == [toss]
    assert h.table.pending is None


def test_a_drop_on_the_centre_of_the_toss_space_over_its_badge_is_a_normal_toss(
        screen, game):  # noqa: F811
    """With the badge shown (checked in _ready): the space's centre, the badge's centre and a
    point just inside the badge's edge all toss normally, with no confirmation asked."""
    for where in ("space", "badge", "badge_edge"):
        h, toss, _ = _ready(game)
        space = h.table.lay.toss_spaces[toss["space"]]
        badge = h.table.zone_rect("quick", toss["space"])
        pos = {"space": space.center, "badge": badge.center,
               "badge_edge": (badge.x + 8, badge.centery)}[where]
        assert h.drag(_token(h), pos) == [toss], where
        assert h.table.pending is None, where


def test_a_click_on_the_badge_asks_for_the_quick_toss(screen, game):  # noqa: F811
    h, _, quick = _ready(game)
    badge = h.table.zone_rect("quick", quick["space"])
    assert h.click(badge.center) == []
    assert h.table.pending is not None and h.table.pending.action == quick


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
