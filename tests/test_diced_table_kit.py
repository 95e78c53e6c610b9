"""Shared kit for the Diced Tomatoes table tests: a table plus the state behind it, like the
shell's table scene minus the shell, driven with real pygame events (headless SDL dummy)."""

from __future__ import annotations

import pygame

from tabletop.ui.table_base import TableContext

NAMES = ["Ana", "Ben", "Chloé", "Dev", "Eve", "Fay"]


class Harness:
    """A Diced Tomatoes table showing ``state`` to the seat that must act (or ``viewer``)."""

    def __init__(self, game, state, rect=(0, 0, 960, 760), viewer="actor", speed=1.0):
        from tabletop.games.diced_tomatoes.table import Table
        from tabletop.ui.assets import Assets

        assets = Assets()
        self.game, self.state = game, state
        self.sounds: list[str] = []
        self.status: list[str] = []
        self.ctx = TableContext(game=game, images=assets.images, fonts=assets.fonts,
                                play_sound=self.sounds.append,
                                settings={"animation_speed": speed},
                                seat_names=NAMES[:state["players"]], status=self.status.append,
                                explain=lambda a: game.explain_illegal(self.state, a))
        self.table = Table(self.ctx)
        self.table.layout(pygame.Rect(rect))
        dec = game.decision(state)
        self.seat = dec.seats[0] if dec else 0
        self.viewer = self.seat if viewer == "actor" else viewer
        self.show()

    def show(self, last_action=None):
        view = self.game.view(self.state, self.viewer)
        dec = self.game.decision(self.state)
        acting = dec is not None and self.viewer in dec.seats
        legal = self.game.legal_actions(self.state, self.viewer) if acting else []
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

    def play(self, action):
        """Apply ``action`` and show the new view with it as the last action."""
        self.state = self.game.apply(self.state, action)
        dec = self.game.decision(self.state)
        if dec is not None and self.viewer == self.seat:
            self.seat = self.viewer = dec.seats[0]
        self.show(action)

    def run(self, ms, step=16):
        """Advance the table's animations by ``ms`` milliseconds."""
        for _ in range(int(ms // step) + 1):
            self.table.update(step)
