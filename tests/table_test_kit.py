"""Shared kit for the game-table tests: a table plus the state behind it, like the shell's table
scene minus the shell, driven with real pygame events (headless SDL dummy driver).

Each game's test kit subclasses :class:`TableHarness` with its default rect, whether the
harness follows the seat that decides next, and any game-specific gestures.
"""

from __future__ import annotations

import importlib

import pygame

from tabletop.tablekit.table_base import TableContext

NAMES = ["Ana", "Ben", "Chloé", "Dev", "Eve", "Fay"]
"""Seat names shown on the tables (the first ``players`` of them)."""
TABLE_AT_1280x800 = (0, 0, 980, 760)
"""The table's (x, y, w, h) in the default 1280x800 window."""


def record_font_sizes(monkeypatch) -> list[tuple[int, str]]:
    """Open a 1280x800 window and record every ``pygame.font.Font.render`` call from now on.

    Returns:
        a list that grows by (point size, text) per render (the tables' text caches render
        through ``pygame.font.Font``); ``monkeypatch`` undoes the spy after the test.
    """
    pygame.init()
    pygame.display.set_mode((1280, 800))
    rendered: list[tuple[int, str]] = []
    real = pygame.font.Font

    class Spy(real):
        def render(self, text, *args, **kwargs):
            rendered.append((self.point_size, str(text)))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Spy)

    from tabletop.tablekit import assets, script_fonts

    class FallbackSpy(script_fonts.FallbackFont):   # the app's fonts (any script)
        def render(self, text, *args, **kwargs):
            rendered.append((self.point_size, str(text)))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(assets, "FallbackFont", FallbackSpy)
    return rendered


class TableHarness:
    """A game's table showing ``state`` to the seat that must act (or ``viewer``).

    Args:
        game: the Game; ``state``: its state dict; ``rect``: the table's (x, y, w, h) in pixels
            (default :attr:`default_rect`); ``viewer``: "actor" (the seat that must act), a
            seat, or None (a spectator); ``speed``: the animation-speed setting.

    The table is the game's own (``tabletop.games.<id>.table.Table``, as the loader finds it).
    """

    default_rect: tuple[int, int, int, int] = (0, 0, 960, 760)
    follow: bool = False
    """After :meth:`play`, become the seat that decides next (when the harness was watching as
    the seat that acted); False: keep the seat and the viewer."""

    def __init__(self, game, state, rect=None, viewer="actor", speed=1.0):
        from tabletop.tablekit.assets import Assets

        assets = Assets()
        self.game, self.state = game, state
        self.sounds: list[str] = []
        self.status: list[str] = []
        self.ctx = TableContext(game=game, images=assets.images, fonts=assets.fonts,
                                play_sound=self.sounds.append,
                                settings={"animation_speed": speed},
                                seat_names=NAMES[:state["players"]], status=self.status.append,
                                explain=lambda a: game.explain_illegal(self.state, a))
        self.table = self.make_table(self.ctx)
        self.table.layout(pygame.Rect(rect or self.default_rect))
        dec = game.decision(state)
        self.seat = dec.seats[0] if dec else 0
        self.viewer = self.seat if viewer == "actor" else viewer
        self.show()

    def make_table(self, ctx: TableContext):
        """The game's table built on ``ctx``."""
        return importlib.import_module(f"tabletop.games.{self.game.info.id}.table").Table(ctx)

    def follows(self, dec) -> bool:
        """Whether :meth:`play` moves the harness to ``dec``'s first seat."""
        return self.follow and self.viewer == self.seat and dec.seats[0] >= 0

    def play(self, action):
        """Apply ``action`` and show the new view with it as the last action."""
        self.state = self.game.apply(self.state, action)
        dec = self.game.decision(self.state)
        if dec is not None and self.follows(dec):
            self.seat = self.viewer = dec.seats[0]
        self.show(action)

    def run(self, ms, step=16):
        """Advance the table's animations by ``ms`` milliseconds, ``step`` ms a frame."""
        for _ in range(int(ms // step) + 1):
            self.table.update(step)

    def where(self, kind, *key):
        """The centre (x, y) of the table's zone ``kind``/``key`` in pixels."""
        return self.table.zone_rect(kind, *key).center

    def show(self, last_action=None):
        """Show the viewer's view, with their legal actions when they must act."""
        view = self.game.view(self.state, self.viewer)
        legal = self.game.legal_actions(self.state, self.viewer) if self.viewer is not None else []
        self.table.show(view, self.viewer, legal, last_action)

    @property
    def legal(self):
        return self.game.legal_actions(self.state, self.seat)

    def pump(self):
        """Feed the queued events to the table; return the Actions it produced."""
        out = []
        for event in pygame.event.get():
            action = self.table.handle_event(event)
            if action is not None:
                out.append(action)
        return out

    def click(self, pos, button=1):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        return self.pump()

    def drag(self, start, end, steps=8):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        out = self.pump()
        for s in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * s // steps,
                 start[1] + (end[1] - start[1]) * s // steps)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                                 buttons=(1, 0, 0)))
            out += self.pump()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        return out + self.pump()

    def key(self, key, mod=0):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        return self.pump()
