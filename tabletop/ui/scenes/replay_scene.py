"""The replay screen: step through a saved or finished game move by move.

The game's own table draws each position (read-only: no legal actions are offered); the side
panel says who did what, with the log lines that move produced as the chosen side may read
them. The side is a seat (its hand face up, others hidden), a spectator, or — once the game is
over — everything (the unredacted log). Keys: Left/Right step, Home/End jump.
Source: architecture guide, lesson 10; :mod:`tabletop.saves.replay`.
"""

from __future__ import annotations

import html
import logging

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIPanel, UITextBox

from tabletop.saves.replay import ALL, Replay
from tabletop.session import Session
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import Scaler, side_width, ui_scale
from tabletop.ui.theme import dialog_class
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.ui.table_loader import table_class

log = logging.getLogger(__name__)

SPECTATOR = "Spectator (public only)"
EVERYTHING = "Everything (game over)"


class ReplayScene(Scene):
    """Replays ``session`` from the side of ``viewer`` (a seat, None or ``ALL``).

    Attributes read by tests: ``replay``, ``position``, ``table``, ``text``, ``side_menu``,
    the buttons.
    """

    name = "replay"

    def __init__(self, app, session: Session, viewer: int | str | None = None) -> None:
        super().__init__(app)
        self.replay = Replay(session, viewer)
        self.session = session
        self.position = len(self.replay) - 1
        self.table: TableBase | None = None

    # ----- layout ------------------------------------------------------------------------------
    def side_width(self) -> int:
        """Width of the right-hand panel in pixels."""
        return side_width(self.app.size)

    def sides(self) -> list[str]:
        """The choices of the side menu: each seat, the spectator, and everything if over."""
        names = [f"{s.name}'s side" for s in self.session.seats]
        over = self.session.game.is_over(self.session.state)
        return names + [SPECTATOR] + ([EVERYTHING] if over else [])

    def _side_label(self) -> str:
        viewer = self.replay.viewer
        if viewer == ALL:
            return EVERYTHING
        return SPECTATOR if viewer is None else self.sides()[viewer]

    def build(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        sw = self.side_width()
        rect = pygame.Rect(0, 0, w - sw, h)
        px = Scaler(ui_scale(self.app.size))   # the panel's words scale like the dialogs'
        panel = UIPanel(pygame.Rect(w - sw, 0, sw, h), starting_height=1, manager=ui,
                        container=self.root,
                        object_id=pygame_gui.core.ObjectID(None, dialog_class(px.scale)))
        pw, m = sw - 8, 12
        UILabel(pygame.Rect(m, px(8), pw - 2 * m, px(34)),
                f"Replay: {self.session.game.info.name}", manager=ui, container=panel,
                object_id="#heading")
        self.side_menu = UIDropDownMenu(self.sides(), self._side_label(),
                                        pygame.Rect(m, px(48), pw - 2 * m, px(36)), manager=ui,
                                        container=panel)
        self.counter = UILabel(pygame.Rect(m, px(92), pw - 2 * m, px(28)), "", manager=ui,
                               container=panel)
        bw = (pw - 2 * m - 18) // 4
        self.first_button, self.prev_button, self.next_button, self.last_button = (
            UIButton(pygame.Rect(m + i * (bw + 6), px(124), bw, px(42)), label, manager=ui,
                     container=panel)
            for i, label in enumerate(["|<", "<", ">", ">|"]))
        top, close_h = px(176), px(48)
        self.text = UITextBox("", pygame.Rect(m, top, pw - 2 * m, h - top - close_h - 22),
                              manager=ui, container=panel)
        self.close_button = UIButton(pygame.Rect(m, h - close_h - 12, pw - 2 * m, close_h),
                                     "Close", manager=ui, container=panel)
        if self.table is None:
            ctx = TableContext(game=self.session.game, images=self.app.assets.images,
                               fonts=self.app.assets.fonts, play_sound=lambda name: None,
                               settings=self.app.settings.as_dict(),
                               seat_names=[s.name for s in self.session.seats],
                               ui_manager=ui, ui_container=self.root)
            try:
                self.table = table_class(self.session.game.info.id)(ctx)
            except Exception:
                log.exception("the table failed to start; replaying on the debug table")
                from tabletop.ui.debug_table import DebugTable
                self.table = DebugTable(ctx)
        else:
            self.table.ctx.ui_container = self.root
        self.table.layout(rect)
        self.show(self.position)

    # ----- stepping ----------------------------------------------------------------------------
    def show(self, position: int) -> None:
        """Show the position after ``position`` actions (clamped to the game)."""
        self.position = max(0, min(position, len(self.replay) - 1))
        view, description = self.replay.step(self.position)
        viewer = self.replay.viewer
        seat = viewer if isinstance(viewer, int) else None
        actions = self.session.match.actions
        last = actions[self.position - 1] if self.position else None
        self.table.set_caption(self.caption(description))
        self.table.show(view, seat, [], last)
        self.counter.set_text(f"Move {self.position} of {len(self.replay) - 1}")
        self.text.set_text("<br>".join(html.escape(line) for line in description.split("\n")))
        for button, on in ((self.first_button, self.position > 0),
                           (self.prev_button, self.position > 0),
                           (self.next_button, self.position < len(self.replay) - 1),
                           (self.last_button, self.position < len(self.replay) - 1)):
            button.enable() if on else button.disable()

    def caption(self, description: str) -> str:
        """The table's status line for the shown position: "Replay: move 12 of 80 — Ana: toss
        3 and 5 at target 1" (the first line of the replay's description, unnumbered)."""
        first = description.split("\n", 1)[0]
        head, dot, rest = first.partition(". ")
        if dot and head.isdigit():
            first = rest
        return f"Replay: move {self.position} of {len(self.replay) - 1} — {first}"

    def set_side(self, label: str) -> None:
        """Switch to the side named ``label`` in the side menu."""
        choices = self.sides()
        index = choices.index(label)
        viewer = ALL if label == EVERYTHING else (None if label == SPECTATOR else index)
        self.replay.set_viewer(viewer)
        self.show(self.position)

    # ----- per frame ---------------------------------------------------------------------------
    def teardown(self) -> None:
        """Elements go (when closed, and before a resize rebuilds them)."""
        if self.table is not None:
            self.table.close()
        super().teardown()

    def still(self) -> bool:
        """Still while the shown position's table plays no animation: stepping is by events
        (the app sleeps instead of drawing, tabletop.ui.app)."""
        return self.table is not None and not self.table.needs_frames

    def update(self, dt_ms: float) -> None:
        self.table.update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.table.rect)
        self.table.draw(surface)
        surface.set_clip(clip)

    def handle_event(self, event: pygame.event.Event) -> None:
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.side_menu:
            self.set_side(event.text)
        elif self.pressed(event, self.first_button):
            self.show(0)
        elif self.pressed(event, self.prev_button):
            self.show(self.position - 1)
        elif self.pressed(event, self.next_button):
            self.show(self.position + 1)
        elif self.pressed(event, self.last_button):
            self.show(len(self.replay) - 1)
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.show(self.position + steps[event.key])
        elif self.pressed(event, self.close_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
