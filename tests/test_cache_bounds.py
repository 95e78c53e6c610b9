"""Every surface cache the window keeps is bounded (entries and pixel bytes), so a whole game
at 1920x1080, or a long session of games and resizes, never grows memory without end."""

import pygame
import pytest

from tabletop.tablekit import assets as assets_mod
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.surface_cache import SurfaceCache, TextCache, surface_bytes
from tabletop.ui import curtain


@pytest.fixture()
def window():
    pygame.init()
    pygame.display.set_mode((320, 240))
    yield
    pygame.display.quit()


def _surf(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_surface_cache_drops_the_least_recently_used_over_its_byte_cap():
    one = surface_bytes(_surf(100, 100))
    cache = SurfaceCache(limit=100, max_bytes=3 * one)
    for k in "abc":
        cache.get(k, lambda: _surf(100, 100))
    cache.get("a", lambda: pytest.fail("a is cached"))      # a is now the newest
    cache.get("d", lambda: _surf(100, 100))                 # b, the oldest, goes
    assert len(cache) == 3 and cache.bytes == 3 * one
    assert cache.peek("b") is None and cache.peek("a") is not None


def test_surface_cache_keeps_the_newest_even_when_it_alone_is_over_the_cap():
    cache = SurfaceCache(limit=10, max_bytes=10)
    cache.get("small", lambda: _surf(2, 2))
    big = cache.get("big", lambda: _surf(50, 50))
    assert len(cache) == 1 and cache.peek("big") is big


def test_surface_cache_entry_limit_and_replacing_a_key():
    cache = SurfaceCache(limit=2)
    for k in range(5):
        cache.put(k, _surf(4, 4))
    cache.put(4, _surf(8, 8))
    assert len(cache) == 2
    assert cache.bytes == surface_bytes(_surf(4, 4)) + surface_bytes(_surf(8, 8))
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_text_cache_bytes_stay_under_its_cap(window):
    text = TextCache(lambda size, bold=False: pygame.font.Font(None, size), limit=10_000,
                     max_bytes=200_000)
    for i in range(2000):
        text.render(f"line {i} of a long game log", 20, (0, 0, 0))
    assert text._cache.bytes <= 200_000 and len(text._cache) < 2000


def test_assets_scaled_art_stays_under_its_cap(window, tmp_path, monkeypatch):
    pygame.image.save(pygame.Surface((64, 64)), str(tmp_path / "tile.png"))
    monkeypatch.setattr(assets_mod, "SCALED_BYTES", 1_000_000)
    art = Assets(tmp_path)
    for w in range(20, 420, 4):                   # a window resized a hundred times
        art.images("tile.png", (w, w))
    assert art._scaled.bytes <= 1_000_000
    assert art.images("tile.png", (416, 416)).get_size() == (416, 416)   # still served


def test_curtains_are_bounded(window):
    art = Assets()
    for i in range(10):
        curtain.curtain_surface(art, (1920, 1080), f"Seat {i}")
    assert curtain._cache.bytes <= 16 * 2**20


def test_fit_measures_a_request_once(window):
    sizes: list[str] = []

    class Font(pygame.font.Font):
        def size(self, text):
            sizes.append(text)
            return super().size(text)

    fonts: dict = {}
    text = TextCache(lambda size, bold=False: fonts.setdefault(size, Font(None, size)))
    first = text.fit("Tomato deck 31", 60, 30, (0, 0, 0))
    measured = len(sizes)
    again = text.fit("Tomato deck 31", 60, 30, (0, 0, 0))
    assert measured > 0 and len(sizes) == measured and again is first


def test_tiled_table_tops_are_reused_and_bounded(window):
    from tabletop.tablekit import sprites
    tile = pygame.Surface((64, 64))
    top = sprites.tiled(tile, (300, 200))
    assert sprites.tiled(tile, (300, 200)) is top
    assert sprites.tiled(pygame.Surface((64, 64)), (300, 200)) is not top   # another tile
    for w in range(1000, 1400, 50):
        sprites.tiled(tile, (w, 1000))
    assert sum(surface_bytes(o) for _, o in sprites._TILED.values()) <= sprites._TILED_BYTES
