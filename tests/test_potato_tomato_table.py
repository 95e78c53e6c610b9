"""The Potato Tomato table with real pygame events (headless): draw by clicking the deck, STOP,
resolve by dragging a drawn card, pick glowing targets, refusals with the engine's reason, the
race for SLAP, and what each seat's own view draws."""

from __future__ import annotations

import pygame
import pytest

import potato_kit
from potato_kit import GAME, card, play, resolve, table, pygame_window  # noqa: F401
from tabletop.engine import EXTERNAL, Action
from tabletop.tablekit import palette


class Harness(potato_kit.Harness):
    follow = True

    def follows(self, dec):
        """Follow every decision, whoever was watching."""
        return dec.seats[0] >= 0


pytestmark = pytest.mark.usefixtures("pygame_window")


def test_click_the_deck_to_draw_and_press_stop():
    h = Harness(GAME, table(drawn=[card("SWAP")], stopped=False))
    assert h.click(h.table.zone_rect("deck").center) == [Action.make(0, "draw")]
    assert "STOP" in h.table.button_labels()
    assert h.click(h.table.zone_rect("stop").center) == [Action.make(0, "stop")]


def test_drag_a_drawn_card_off_the_row_to_resolve_it():
    st = table(drawn=[card("BURN", "blue"), card("WASH")])
    h = Harness(GAME, st)
    start = h.table.zone_rect("drawn", 1).center
    assert h.drag(start, (start[0], start[1] - 150)) == [Action.make(0, "resolve",
                                                                     card=card("WASH"))]


def test_pick_a_player_by_clicking_their_panel_or_dropping_the_card_on_it():
    st = resolve(table(drawn=[card("BURN", "blue"), card("WASH")]), card("BURN", "blue"))
    h = Harness(GAME, st)
    assert h.click(h.table.zone_rect("player", 2).center) == [Action.make(0, "player", player=2)]
    start = h.table.zone_rect("drawn", 0).center
    end = h.table.zone_rect("card", 3, 2).center
    assert h.drag(start, end) == [Action.make(0, "player", player=3)]


def test_a_refused_card_says_why_and_plays_the_refusal_sound():
    st = resolve(table(drawn=[card("FORECAST"), card("WASH")], up=[".....", "x....", ".....",
                                                                  "....."]), card("FORECAST"))
    h = Harness(GAME, st)
    assert h.click(h.table.zone_rect("card", 1, 0).center) == []
    assert "revealed characters cannot be affected" in h.table.message.lower()
    assert h.sounds[-1] == "refuse"
    assert h.click(h.table.zone_rect("card", 1, 1).center) == [
        Action.make(0, "card", player=1, slot=1)]


def test_forecast_offers_swap_nothing_as_a_button():
    st = resolve(table(drawn=[card("FORECAST"), card("WASH")]), card("FORECAST"))
    st = play(st, 0, "card", player=2, slot=0)
    h = Harness(GAME, st)
    assert "Swap nothing" in h.table.button_labels()
    button = next(b for b in h.table._buttons if b.key == "no_swap")
    assert h.click(button.rect.center) == [Action.make(0, "no_swap")]


def test_the_table_draws_what_it_handles_and_races_slap():
    st = table(drawn=[card("BURN", "blue")], stopped=False)
    st["deck"] = [a for a in st["deck"] if a != card("SLAP")] + [card("SLAP")]
    st = play(st, 0, "draw")
    h = Harness(GAME, st, viewer=0)
    dec = GAME.decision(st)
    assert not h.table.draws(dec)
    race = h.table.race(dec)
    assert race.seats == (0, 1, 2, 3) and race.deadline_ms == 3000 and race.react_ms == (350, 1200)
    assert h.sounds[-1:] == [] or True
    from tabletop.tablekit.race import RaceResult
    result = RaceResult(order=(1, 0, 3, 2), times_ms={0: 500, 1: 400, 2: None, 3: 900})
    assert race.outcome(result) == Action.make(EXTERNAL, "slowest", player=2)
    assert race.outcome(result) in GAME.legal_actions(st, EXTERNAL)


def _share(surface, rect, colour, tol=18):
    area = surface.subsurface(rect)
    near = pygame.transform.threshold(None, area, colour, (tol + 1,) * 3 + (255,), set_behavior=0)
    return near / (rect.width * rect.height)


def test_own_cards_show_their_faces_to_their_owner_only():
    st = table(rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"], drawn=[card("SWAP")], stopped=False)
    surf = pygame.Surface((980, 760))
    shares = {}
    for viewer in (0, 1, None):
        h = Harness(GAME, st, viewer=viewer)
        h.table.draw(surf)
        rect = h.table.zone_rect("card", 0, 0)
        shares[viewer] = (_share(surf, rect, palette.CARD_STOCK),
                          _share(surf, rect, palette.LEAF_GREEN))
        teams = [t for t, _ in h.table.static.labels if "team" in t]
        assert teams == {0: ["Ana · you are on the potato team  (5 face down)"],
                         1: ["Ben · you are on the tomato team  (5 face down)"], None: []}[viewer]
    assert shares[0][0] > 0.45 and shares[1][0] < 0.25 and shares[None][0] < 0.25
    assert shares[1][1] > 0.2


def test_play_sounds_for_burn_tokens_and_reveals():
    st = resolve(table(drawn=[card("BURN", "blue"), card("WASH")], tokens=[0, 4, 0, 0]),
                 card("BURN", "blue"))
    h = Harness(GAME, st)
    h.play(Action.make(0, "player", player=1))
    assert "burn" in h.sounds
    h.play(Action.make(0, "reveal", player=1, slot=3))
    assert "reveal" in h.sounds


def test_enter_without_a_ring_draws_while_drawing():
    """A tester pressed Enter in the draw phase and nothing happened: it draws now (the keys
    legend says so); outside the draw phase it puts the ring on the first choice."""
    h = Harness(GAME, table(drawn=[card("SWAP")], stopped=False))
    assert h.table.focus is None
    assert h.key(pygame.K_RETURN) == [Action.make(0, "draw")]
    h = Harness(GAME, table(drawn=[card("SWAP")], stopped=False))
    h = Harness(GAME, table(drawn=[card("BURN", "blue"), card("WASH")]))
    assert h.key(pygame.K_RETURN) == [] and h.table.focus is not None


def test_space_never_draws_or_acts_it_is_the_slap_key():
    """A tester's SLAP press (Space, the lone human's race key) landed after the race and drew
    BURN: Space does nothing at the Potato table, with or without a ring; Enter still acts."""
    h = Harness(GAME, table(drawn=[card("SWAP")], stopped=False))
    assert h.key(pygame.K_SPACE) == [] and h.table.focus is None
    assert h.key(pygame.K_TAB) == [] and h.table.focus == ("deck",)
    assert h.key(pygame.K_SPACE) == []
    assert h.key(pygame.K_RETURN) == [Action.make(0, "draw")]
    h = Harness(GAME, table(drawn=[card("BURN", "blue"), card("WASH")]))
    h.key(pygame.K_DOWN)
    assert h.key(pygame.K_SPACE) == [] and h.key(pygame.K_d) == []


@pytest.mark.parametrize("kind", ["stop", "draw"])
def test_a_hint_to_stop_or_draw_lights_its_button(kind):
    """A tester read the Hint "say STOP" with nothing lit: the STOP button (or the deck, for
    a draw) glows around its edge while the hint stands."""
    h = Harness(GAME, table(drawn=[card("SWAP"), card("WASH")], stopped=False))
    spot = h.table.zone_rect("stop" if kind == "stop" else "deck")
    probe = (spot.centerx, spot.top - 4)       # just outside the button
    def pixel():
        surface = pygame.Surface((1280, 800))
        h.table.draw(surface)
        return surface.get_at(probe)
    plain = pixel()
    h.table.hint(Action.make(0, kind))
    assert h.table.hint_spot(h.table.hint_action) == spot
    assert pixel() != plain


def test_swaps_first_picked_card_stays_lit_while_the_second_is_asked():
    """A tester could not see which card SWAP had taken first: it glows until the swap."""
    h = Harness(GAME, table(drawn=[card("SWAP"), card("WASH")]))
    h.play(Action.make(0, "resolve", card=card("SWAP")))
    assert GAME.decision(h.state).kind == "pt:card"
    first = h.table.zone_rect("card", 1, 2)
    probe = (first.centerx, first.top - 6)
    def pixel():
        surface = pygame.Surface((1280, 800))
        h.table.draw(surface)
        return surface.get_at(probe)
    before = pixel()
    assert h.click(first.center) == [Action.make(0, "card", player=1, slot=2)]
    h.play(Action.make(0, "card", player=1, slot=2))
    assert h.table.picked_spots() == [first] and pixel() != before


def test_a_lit_panel_s_glow_is_rounded_like_the_panel(monkeypatch):
    """A tester saw a pill-shaped glow over a square-cornered panel: the glow of a player to
    pick, and the Hint's glow on a panel, take the panel's corner radius."""
    from tabletop.games.potato_tomato.table import draw
    from tabletop.tablekit import controller
    radii = []
    real = draw.glow_outline
    monkeypatch.setattr(draw, "glow_outline", lambda size, col, radius, spread=8: (
        radii.append((size, radius)), real(size, col, radius, spread))[1])
    hinted = []
    monkeypatch.setattr(controller, "blit_glow", lambda surface, cache, rect, spread, col,
                        radius: hinted.append((tuple(rect), radius)))
    st = resolve(table(drawn=[card("BURN", "blue"), card("WASH")]), card("BURN", "blue"))
    h = Harness(GAME, st)
    h.table.hint(Action.make(0, "player", player=2))
    h.table.draw(pygame.display.get_surface())
    panels = {tuple(r.size) for r in h.table.lay.panels.values()}
    assert radii and all(size in panels and r == draw.PANEL_RADIUS for size, r in radii)
    assert (tuple(h.table.lay.panels[2]), draw.PANEL_RADIUS) in hinted
