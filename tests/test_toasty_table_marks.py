"""The Toasty Toasts table's marks after the second stranger test (issue 9): the Toast a topping
waits on for its match is outlined in gold with a caption; every topping Pantry Raid may take
glows; a glow never covers a Toast's points badge (the hint's neither); a Sandwich shows its
Plain Toast card laid on the Toast. Real states, real pygame events (headless SDL dummy driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.games.toasty_toasts.table.paint import badge_spot, lid_rect
from tabletop.tablekit.sprites import colour
from test_toasty_table import Harness, _mine
from toasty_kit import GAME, arrange, toast


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


def _draw(h, screen) -> pygame.Surface:
    h.table.draw(screen)
    return screen.copy()


def test_the_toast_a_topping_waits_on_is_outlined_in_gold_with_a_caption(screen):
    h = Harness(GAME, _mine(hands={0: ["avocado_2", "tomato_1", "egg_1"]}))
    plain = _draw(h, screen)
    assert h.drag(h.where("hand", "avocado_2"), h.where("toast", "base_01")) == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(900, 300), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()
    marked = _draw(h, screen)
    waits, other = h.table.zone_rect("toast", "base_01"), h.table.zone_rect("toast", "base_02")
    assert h.table.waiting_toast() == "base_01"
    edge = waits.inflate(6, 6)
    assert marked.get_at((edge.left + 1, edge.centery))[:3] == colour("GOLD")
    assert marked.get_at((other.left - 2, other.centery))[:3] != colour("GOLD")
    caption = pygame.Rect(other.right + 14, waits.centery - 10, 200, 20)  # after the row
    assert sum(marked.get_at(p) != plain.get_at(p) for p in
               ((x, caption.centery) for x in range(caption.left, caption.right))) > 150
    h.click(h.where("hand", "avocado_2"))            # lowered: no longer waiting
    assert h.table.waiting_toast() is None
    lowered = _draw(h, screen)
    assert lowered.get_at((edge.left + 1, edge.centery)) == plain.get_at((edge.left + 1,
                                                                          edge.centery))


def _raid():
    s = _mine(hands={0: ["pantry_raid_1"]})
    s = arrange(s, toasts={1: [toast("base_05", "tomato_2", "tomato_3"),
                               toast("base_06", "egg_2", lid="plain_2")]})
    h = Harness(GAME, s)
    action = next(a for a in h.legal if a.kind == "action")
    h.play(action)
    return h


def test_every_topping_pantry_raid_may_take_glows_before_one_is_chosen(screen):
    h = _raid()
    takeable = {a["topping"] for a in h.legal if a.kind == "pantry_raid"}
    assert {"tomato_2", "tomato_3", "avocado_1"} <= takeable and "egg_2" not in takeable
    marked = _draw(h, screen)
    h.table.show(h.table.view, 0, [], None)        # the same view with nothing to choose
    plain = _draw(h, screen)
    for card in takeable:
        r = h.table.zone_rect("topping", card)
        assert marked.get_at((r.left - 2, r.centery)) != plain.get_at((r.left - 2, r.centery))
    mine = h.table.zone_rect("toast", "base_02")   # a destination glows only once one is taken
    assert marked.get_at((mine.left - 3, mine.centery)) == plain.get_at((mine.left - 3,
                                                                         mine.centery))


def test_the_hint_glow_leaves_the_points_badge_on_top(screen):
    h = Harness(GAME, _mine(hands={0: ["avocado_2", "egg_1"]}))
    plain = _draw(h, screen)
    h.table.hint(Action.make(0, "topping", card="egg_1", toast="base_02"))
    hinted = _draw(h, screen)
    x, y = badge_spot(h.table.zone_rect("toast", "base_02"))
    ring = [(x + dx, y + dy) for dx, dy in ((9, 0), (0, 9), (-9, 0), (6, 6), (-6, -6))]
    assert all(hinted.get_at(p) == plain.get_at(p) for p in ring)
    r = h.table.zone_rect("toast", "base_02")
    assert hinted.get_at((r.left - 4, r.centery)) != plain.get_at((r.left - 4, r.centery))


def test_a_sandwich_shows_its_plain_toast_card_laid_on_the_toast():
    """Rulebook, Plain Toast Cards: the Plain Toast goes on top of the Toast. It is drawn as
    its own card art (title band and all), not as a worded strip."""
    h = Harness(GAME, _mine())
    lay, painter = h.table.lay, h.table.painter
    for seat in lay.areas:
        rect = pygame.Rect((10, 10), lay.areas[seat].scale.card)
        surf = pygame.Surface((300, 300))
        painter.toast(surf, lay, seat, 0, {"base": "base_01", "toppings": ["egg_1"],
                                           "lid": "plain_1"}, rect, 5)
        lid = lid_rect(rect)
        assert lid.size == rect.size and lid.topleft != rect.topleft   # a whole card, offset
        art = painter.toast_card("plain_1", lid.size)
        band = [(x, round(lid.height * 0.09)) for x in range(lid.width // 4, lid.width * 3 // 4)]
        near = [max(abs(a - b) for a, b in zip(surf.get_at((lid.x + x, lid.y + y))[:3],
                                               art.get_at((x, y))[:3])) for x, y in band]
        assert max(near) <= 8              # the art's own band (its edge pixels blend a little)
