"""Fixes from the final play-test of the TomaToss table and the app shell: Undo says why it is
off, quick badges with raised cards, tokens in fixed tray slots, the Quick badge apart from the
target's drop area, the rules' "Playing in this app" section.

Real app and real events, as in test_tomatoss_table_polish.py.
"""

from __future__ import annotations

import pygame

from test_tomatoss_table import screen  # noqa: F401  (fixture)
from test_tomatoss_table_polish import _at_table

from tabletop.engine import Action
from tabletop.ui import undo_reason


def test_grey_undo_says_why_when_pointed_at_or_clicked():
    from test_ui_kit import click

    app, scene = _at_table(3)
    assert not scene.can_undo and not scene.side.undo_button.is_enabled
    assert scene.side.undo_reason == undo_reason.NOTHING
    click(app, scene.side.undo_button)
    assert scene.status_text == undo_reason.NOTHING
    pick = next(a for a in scene.table.legal if a.kind == "pick_up")
    assert scene.play(pick)                       # a pick-up reveals the replacement card
    app.run_frames(2)
    assert scene.session.match.actions[-1].seat == 0 and not scene.can_undo
    turned_up = ("Undo is off: your last move turned up a card nobody had seen, and undo never "
                 "goes back past that.")
    assert scene.side.undo_reason == turned_up
    assert scene.side.undo_button.tool_tip_text == turned_up
    away = (5, 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    app.run_frames(1)
    assert scene.status_text != turned_up
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                         pos=scene.side.undo_button.get_abs_rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.run_frames(1)
    assert scene.status_text == turned_up
    assert len(scene.session.match.actions) == 1  # nothing was undone
    assert isinstance(pick, Action)


def test_unplaced_tokens_stay_in_their_tray_slots_after_a_drag(screen):  # noqa: F811
    from test_tomatoss_table import Harness
    from tabletop import games

    game = games.get("tomatoss")
    h = Harness(game, game.new_game(3, seed=1))
    before = [h.table.zone_rect("token", i) for i in range(3)]
    actions = h.drag(before[0].center, h.table.zone_rect("pickup", 1).center)
    assert actions == [Action.make(h.seat, "pick_up", space=1)]
    h.play(actions[0])
    h.table.update(2000)
    assert [h.table.zone_rect("token", i) for i in range(2)] == before[1:]
    actions = h.drag(before[2].center, h.table.zone_rect("pickup", 0).center)  # the old spot
    assert actions == [Action.make(h.seat, "pick_up", space=0)]
    h.play(actions[0])
    h.table.update(2000)
    assert [h.table.zone_rect("token", 0)] == [before[1]]


def test_raised_cards_get_a_quick_badge_on_every_space_their_quick_toss_could_hit(
        screen):  # noqa: F811
    from test_tomatoss_table import Harness
    from test_tomatoss_table_polish import _seed_without_pair, _with_targets
    from tabletop import games

    game = games.get("tomatoss")
    state = _with_targets(game, [6, 2, 5], _seed_without_pair(game))
    h = Harness(game, state)
    hand = sorted(h.table.view["hand"])
    h.raise_values(hand)                          # two different cards: never "a pair"
    legal = {a["space"] for a in h.legal if a.kind == "quick_toss" and list(a["values"]) == hand}
    assert legal == {0, 1, 2}
    labels = h.quick_labels()
    chances = {s: game.quick_toss_chance(h.table.view, s, hand) for s in legal}
    assert chances[1] == 0 and 1 not in labels          # a sure miss: no badge (round 5)
    assert set(labels) == {s for s in legal if chances[s] > 0}
    for space in labels:
        assert labels[space] == f"Quick {round(chances[space] * 100)}%"
    assert sorted(b.label for b in h.table._buttons if b.key[0] == "quick") == \
        sorted(labels.values())


def test_scored_piles_and_their_count_badges_leave_the_points_labels_free(screen):  # noqa: F811
    from test_tomatoss_table import Harness
    from tabletop import games
    from tabletop.games.tomatoss.table.layout import panel_parts

    game = games.get("tomatoss")
    state = game.new_game(3, seed=1)
    ids = state["target_deck"][:9]
    del state["target_deck"][:9]
    state["boards"][2]["quick"], state["boards"][1]["basic"] = ids[:4], ids[4:]
    for scale in (1.0, 1.5):
        h = Harness(game, state)
        h.table.ctx.settings["card_scale"] = scale
        h.table.update(16)
        h.table.draw(screen)
        labels = h.table.static.labels
        texts = {t for t, _ in labels}
        assert any(t.startswith("Quick ") and t.endswith(" ×4") for t in texts), texts
        assert any(t.startswith("Basic ") and t.endswith(" ×5") for t in texts), texts
        for i, (text, r) in enumerate(labels):
            for other, q in labels[i + 1:]:
                assert not r.colliderect(q), (scale, text, r, other, q)
        lay, painter = h.table.lay, h.table.painter
        for seat, side, word in ((2, "quick", "Quick"), (1, "basic", "Basic")):
            parts = panel_parts(lay.panels[seat], lay.font, lay.card_scale)
            label = next(r for t, r in labels if t.startswith(word + " ")
                         and lay.panels[seat].contains(r))
            for r in parts.scored_rects(side, len(state["boards"][seat][side])):
                shadow = r.move(0, 2 - painter.shadow_offset(r.size))
                assert not r.union(shadow).colliderect(label), (seat, r, label)
                covering = [t for t, q in labels if q.colliderect(r)]
                assert not covering, (seat, r, covering)      # round 5: "×N" hid the cards


def test_esc_on_a_quick_toss_confirmation_cancels_only_the_confirmation(screen):  # noqa: F811
    """Esc at a quick toss's confirmation drops the confirmation alone: the raised cards stay
    raised, as the in-app rules say ("Esc to think again (your raised cards stay raised)";
    round 5: a stranger saw them lowered); a second Esc lowers them, a third opens the menu."""
    from test_tomatoss_table import Harness
    from tabletop import games

    game = games.get("tomatoss")
    h = Harness(game, game.new_game(2, seed=4))
    values = sorted(h.table.view["hand"])[:2]
    h.raise_values(values)
    raised = set(h.table.ui.raised)
    assert len(raised) == 2
    assert h.key(pygame.K_w, pygame.KMOD_SHIFT) == []
    assert h.table.pending is not None and h.table.pending.prompt.startswith("QUICK toss with")
    assert h.table.cancel_choice()                # the shell's Esc
    assert h.table.pending is None and h.table.ui.raised == raised
    assert h.status[-1].startswith("Quick toss cancelled; your cards stay raised")
    assert h.key(pygame.K_w, pygame.KMOD_SHIFT) == []
    assert h.key(pygame.K_BACKSPACE) == []        # the table's own cancel key
    assert h.table.pending is None and h.table.ui.raised == raised
    assert h.table.cancel_choice()                # a second Esc lowers the cards
    assert not h.table.ui.raised
    assert not h.table.cancel_choice()            # nothing left to drop: the shell's menu
