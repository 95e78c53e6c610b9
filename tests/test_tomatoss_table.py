"""The TomaToss table driven by real pygame mouse and key events (headless SDL dummy driver).

Each test builds a real TomaToss state, shows it on the table with the shell's asset loader,
posts MOUSEBUTTONDOWN / MOUSEMOTION / MOUSEBUTTONUP (or KEYDOWN) events to the pygame queue,
feeds them to ``handle_event`` as the shell does, and checks the Action that comes back against
the engine's legal list.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from tabletop import games
from tabletop.engine import Action
from tabletop.games.tomatoss.table import gestures

from table_test_kit import TableHarness

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode(SIZE)
    yield surf


@pytest.fixture(scope="module")
def game():
    return games.get("tomatoss")


class Harness(TableHarness):
    """A TomaToss table plus the state behind it, like the shell's table scene (minus the
    shell)."""

    default_rect = (0, 0, 1000, 770)

    def quick_labels(self):
        """Space -> the label of its Quick badge, as the table's buttons show it."""
        return {b.key[1]: b.label for b in self.table._buttons if b.key[0] == "quick"}

    def raise_values(self, values):
        """Click the hand cards showing ``values`` (each once)."""
        hand = list(self.game.view(self.state, self.seat)["hand"])
        for v in values:
            i = hand.index(v)
            hand[i] = None
            r = self.table.zone_rect("hand", i)
            self.click((r.x + 6, r.centery))


def _find_state(game, pred, players=3, seeds=range(1, 200), max_steps=80, options=None):
    """A state (reached by seeded random play) whose decision's legal list satisfies ``pred``."""
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_game(players, seed=seed, options=options)
        for _ in range(max_steps):
            dec = game.decision(state)
            if dec is None:
                break
            legal = game.legal_actions(state, dec.seats[0])
            if pred(state, legal):
                return state
            state = game.apply(state, rng.choice(legal))
    raise AssertionError("no state found")


def test_drag_token_onto_pickup_space_picks_up(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    start = h.table.zone_rect("token", 2).center
    actions = h.drag(start, h.table.zone_rect("pickup", 1).center)
    assert actions == [Action.make(h.seat, "pick_up", space=1)]
    assert actions[0] in h.legal


def test_token_dropped_off_every_zone_glides_back_without_action(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    start = h.table.zone_rect("token", 0).center
    assert h.drag(start, (start[0] - 300, start[1] - 20)) == []
    assert h.table.snapbacks.busy
    h.table.update(1000)
    assert not h.table.snapbacks.busy


def test_click_token_then_click_space(screen, game):
    h = Harness(game, game.new_game(2, seed=5))
    assert h.click(h.table.zone_rect("token", 1).center) == []
    actions = h.click(h.table.zone_rect("pickup", 2).center)
    assert actions == [Action.make(h.seat, "pick_up", space=2)]


def _has_toss(state, legal):
    return any(a.kind == "toss" for a in legal)


def test_raised_cards_and_token_dropped_on_target_toss(screen, game):
    state = _find_state(game, _has_toss)
    h = Harness(game, state)
    toss = next(a for a in h.legal if a.kind == "toss")
    h.raise_values(toss["values"])
    assert sorted(h.table.ui.raised_values(h.table.view["hand"])) == list(toss["values"])
    left = h.table.view["tokens_left"]
    actions = h.drag(h.table.zone_rect("token", left - 1).center,
                     h.table.zone_rect("target", toss["space"]).center)
    assert actions == [toss]


def test_dragging_raised_cards_onto_target_tosses(screen, game):
    state = _find_state(game, _has_toss, seeds=range(7, 200))
    h = Harness(game, state)
    toss = next(a for a in h.legal if a.kind == "toss")
    h.raise_values(toss["values"])
    i = sorted(h.table.ui.raised)[0]
    card = h.table.zone_rect("hand", i)
    actions = h.drag((card.x + 6, card.centery), h.table.zone_rect("target", toss["space"]).center)
    assert actions == [toss]


def test_illegal_drop_returns_nothing_snaps_back_and_gives_the_engines_reason(screen, game):
    state = _find_state(game, _has_toss)
    h = Harness(game, state)
    hand = game.view(state, h.seat)["hand"]
    legal_sets = {(a["space"], tuple(a["values"])) for a in h.legal if a.kind == "toss"}
    space, values = next((s, (v,)) for s in range(3) for v in hand if (s, (v,)) not in legal_sets)
    h.raise_values(values)
    left = h.table.view["tokens_left"]
    actions = h.drag(h.table.zone_rect("token", left - 1).center,
                     h.table.zone_rect("target", space).center)
    assert actions == []
    expected = game.explain_illegal(state, Action.make(h.seat, "toss", space=space,
                                                       values=list(values)))
    assert expected and h.table.message.lower() == gestures.plain(expected).lower()
    assert h.status[-1] == h.table.message
    assert h.table.snapbacks.busy


def test_shift_drop_asks_with_the_chance_then_a_click_confirms_the_quick_toss(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    quick = next(a for a in h.legal if a.kind == "quick_toss" and not a["values"])
    h.key(pygame.K_LSHIFT)
    left = h.table.view["tokens_left"]
    target = h.table.zone_rect("target", quick["space"])
    assert h.drag(h.table.zone_rect("token", left - 1).center, target.center) == []
    pending = h.table.pending
    assert pending is not None and pending.action == quick
    chance = game.quick_toss_chance(h.table.view, quick["space"], [])
    assert pending.chance == pytest.approx(chance)
    assert f"{round(chance * 100)}% chance" in h.status[-1]
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0))
    h.pump()
    assert h.click(target.center) == [quick]


def _one_card_quick(game, state, legal):
    """A one-card quick toss in ``legal`` that could succeed (the table hides a sure-miss badge
    while other cards would give that space a chance), or None."""
    view = game.view(state, state["current"])
    return next((a for a in legal if a.kind == "quick_toss" and len(a["values"]) == 1
                 and game.quick_toss_chance(view, a["space"], list(a["values"])) > 0), None)


def test_quick_button_shows_chance_and_needs_a_second_click(screen, game):
    state = _find_state(game, lambda s, legal: _one_card_quick(game, s, legal) is not None)
    h = Harness(game, state)
    quick = _one_card_quick(game, state, h.legal)
    h.raise_values(quick["values"])
    chance = game.quick_toss_chance(h.table.view, quick["space"], list(quick["values"]))
    assert f"Quick {round(chance * 100)}%" in h.table.button_labels()
    button = h.table.zone_rect("quick", quick["space"]).center
    assert h.click(button) == []
    assert h.table.pending is not None
    assert h.click(button) == [quick]


def test_a_click_elsewhere_cancels_a_pending_quick_toss(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    quick = next(a for a in h.legal if a.kind == "quick_toss" and not a["values"])
    assert h.click(h.table.zone_rect("quick", quick["space"]).center) == []
    assert h.table.pending is not None
    assert h.click((h.table.rect.x + 3, h.table.rect.centery)) == []
    assert h.table.pending is None


def test_keys_pick_up_toss_and_quick_toss(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    assert h.key(pygame.K_2) == [Action.make(h.seat, "pick_up", space=1)]
    state = _find_state(game, _has_toss, seeds=range(3, 200))
    h = Harness(game, state)
    toss = next(a for a in h.legal if a.kind == "toss")
    hand = h.table.view["hand"]
    for v in toss["values"]:  # raise with the arrow keys and Space
        target = [i for i, x in enumerate(hand) if x == v and i not in h.table.ui.raised][0]
        while h.table.ui.focus != target:
            h.key(pygame.K_RIGHT)
        h.key(pygame.K_SPACE)
    assert h.key([pygame.K_q, pygame.K_w, pygame.K_e][toss["space"]]) == [toss]
    h = Harness(game, game.new_game(3, seed=1))
    quick = next(a for a in h.legal if a.kind == "quick_toss" and not a["values"])
    key = [pygame.K_q, pygame.K_w, pygame.K_e][quick["space"]]
    assert h.key(key, pygame.KMOD_SHIFT) == []
    assert h.table.pending is not None
    assert h.key(pygame.K_RETURN) == [quick]


def _discarding(state, legal):
    return bool(legal) and legal[0].kind == "discard"


def test_discard_by_dragging_raised_cards_onto_the_discard_pile(screen, game):
    # random play that may not throw cards away on sure misses reaches the hand limit
    state = _find_state(game, _discarding, players=2, max_steps=300,
                        options={"forbid_hopeless": True})
    h = Harness(game, state)
    want = h.legal[0]
    h.raise_values(want["values"])
    i = sorted(h.table.ui.raised)[0]
    card = h.table.zone_rect("hand", i)
    assert h.drag((card.x + 6, card.centery), h.table.zone_rect("discard").center) == [want]


def test_discard_needs_exactly_the_excess(screen, game):
    # random play that may not throw cards away on sure misses reaches the hand limit
    state = _find_state(game, _discarding, players=2, max_steps=300,
                        options={"forbid_hopeless": True})
    h = Harness(game, state)
    want = h.legal[0]
    assert any(label.startswith("Raise") for label in h.table.button_labels())
    h.raise_values(want["values"][:-1] if len(want["values"]) > 1 else [])
    assert h.key(pygame.K_d) == []
    assert h.table.message
    h.raise_values(want["values"][-1:])
    assert h.key(pygame.K_d) == [want]


def test_no_input_when_another_seat_acts(screen, game):
    state = game.new_game(3, seed=1)
    h = Harness(game, state, viewer=1)
    assert h.table.zone_rect("token", 0)
    assert h.drag(h.table.zone_rect("token", 0).center, h.table.zone_rect("pickup", 0).center) == []
    assert h.key(pygame.K_1) == []


def test_flights_after_an_action_keep_the_table_busy_then_land(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    h.play(Action.make(h.seat, "pick_up", space=0))
    assert h.table.busy
    assert "token_drop" in h.sounds and "card_slide" in h.sounds
    for _ in range(60):
        h.table.update(16)
        h.table.draw(screen)
    assert not h.table.busy


def test_quick_toss_reveal_plays_a_result_sound(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    quick = next(a for a in h.legal if a.kind == "quick_toss")
    h.play(quick)
    assert h.table.busy
    assert ("toss_success" in h.sounds) != ("toss_miss" in h.sounds)


def test_spectator_view_draws_the_bottom_hand_face_down(screen, game):
    h = Harness(game, game.new_game(3, seed=1), viewer=None)
    screen.fill((0, 0, 0))
    h.table.draw(screen)
    n = h.table.view["hand_sizes"][h.table.lay.bottom]
    card = h.table.zone_rect("hand", n - 1)
    back = h.table.painter.back("tomato", card.size)
    face = h.table.painter.tomato(h.table.view["pickup"][0], card.size)
    probe = (card.width // 2, card.height // 6)
    def near(a, b):
        return all(abs(x - y) <= 8 for x, y in zip(a[:3], b[:3]))

    drawn = screen.get_at((card.x + probe[0], card.y + probe[1]))
    assert near(drawn, back.get_at(probe))
    assert not near(drawn, face.get_at(probe))


def test_hint_highlights_the_suggested_space(screen, game):
    h = Harness(game, game.new_game(3, seed=1))
    zone = h.table.zone_rect("pickup", 2)
    probe = (zone.right + 4, zone.centery)
    screen.fill((0, 0, 0))
    h.table.draw(screen)
    before = screen.get_at(probe)
    h.table.hint(Action.make(h.seat, "pick_up", space=2))
    h.table.draw(screen)
    assert screen.get_at(probe) != before


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_layout_fits_and_frame_time(screen, game, tmp_path, size):
    state = _find_state(game, lambda s, legal: sum(len(b["basic"]) + len(b["quick"])
                                                   for b in s["boards"]) >= 3, players=4)
    big = pygame.display.set_mode(size)
    h = Harness(game, state, rect=(0, 0, size[0] - 280, size[1] - 30))
    t = h.table
    zones = [t.zone_rect(k, i) for k in ("pickup", "target") for i in range(3)]
    zones += [t.zone_rect("discard"), t.zone_rect("tomato_deck"), t.zone_rect("target_deck")]
    for z in zones:
        assert t.rect.contains(z)
        for seat in range(4):
            assert not z.colliderect(t.zone_rect("panel", seat))
    times = []
    for _ in range(120):
        t0 = time.perf_counter()
        t.update(16)
        big.fill((0, 0, 0))
        t.draw(big)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    print(f"table frame at {size}: median {times[60]:.2f} ms, p99 {times[118]:.2f} ms")
    pygame.image.save(big, str(tmp_path / f"tomatoss_{size[0]}x{size[1]}.png"))
    pygame.display.set_mode(SIZE)


def test_resize_relays_out_and_gestures_follow(screen, game):
    h = Harness(game, game.new_game(2, seed=9))
    before = h.table.zone_rect("pickup", 0)
    h.table.layout(pygame.Rect(0, 0, 1240, 780))
    after = h.table.zone_rect("pickup", 0)
    assert after != before and h.table.rect.contains(after)
    h.table.draw(screen)
    actions = h.drag(h.table.zone_rect("token", 0).center, after.center)
    assert actions == [Action.make(h.seat, "pick_up", space=0)]


def test_pass_button_and_key_when_only_no_effect_is_legal(screen, game):
    h = Harness(game, game.new_game(2, seed=4))
    only = [Action.make(h.seat, "no_effect")]
    h.table.show(game.view(h.state, h.seat), h.seat, only)
    assert "Pass (N)" in h.table.button_labels()
    assert h.drag(h.table.zone_rect("token", 0).center, h.table.zone_rect("pickup", 0).center) == []
    assert h.click(h.table.zone_rect("side_button").center) == only
    assert h.key(pygame.K_n) == only
