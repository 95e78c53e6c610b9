"""The table scene's right-hand panel: score rows, the game log, and the Hint / Undo / Menu buttons.

Score rows show each seat's marker (colour + shape), name, score and whether a human or which bot
plays it; the seat whose turn it is gets a ▶. Scores and teams are shown as the seat at the
screen may see them (``game.scores_for`` / ``game.teams_for``): a hidden one shows as "?". The log
box shows the newest whole lines of ``game.view(state, viewer)["log"]`` that fit
(:class:`tabletop.ui.log_box.LogBox`: a move costs its new rows, not the log's); the "Full log"
button beside the "Game log" heading (or the L key, :func:`full_log_key`) opens the whole log
as the same viewer reads it (:mod:`tabletop.ui.scenes.full_log`).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel

from tabletop import bots
from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.markers import seat_marker
from tabletop.ui.log_box import LogBox
from tabletop.ui.theme import dialog_class

ROW_H = 46
FULL_LOG_KEY = pygame.K_l
"""The key that opens (and closes) the full-log window."""
FULL_LOG_TIP = "The whole game's log (L)"


def full_log_key(event: pygame.event.Event) -> bool:
    """True for a press of :data:`FULL_LOG_KEY` with no Ctrl, Alt or Meta held."""
    return (event.type == pygame.KEYDOWN and event.key == FULL_LOG_KEY
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META))


def seat_kind_text(seat: SeatInfo, game_id: str | None = None) -> str:
    """"Human" or "Bot · Hard": the bot's player-facing label for ``game_id``
    (:func:`tabletop.bots.label`); without a game id, the bot's name."""
    if seat.is_human:
        return "Human"
    name = seat.bot or "random"
    return f"Bot · {bots.label(name, game_id) if game_id else name}"



def heading_id(manager: pygame_gui.UIManager, text: str, width: int, panel=None) -> str:
    """The theme id for a heading of ``text`` in ``width`` pixels: ``#heading``, or the smaller
    ``#heading_small`` when it would not fit (a long game name at 1280x800); measured with the
    font of a heading inside ``panel`` (its scale's) when given."""
    ids = ["#heading"]
    scale_class = next((c for c in (panel.class_ids if panel is not None else []) if c), None)
    if scale_class:
        ids = [f"{scale_class}.#heading", "#heading"]
    font = manager.get_theme().get_font(ids)
    return "#heading" if font.size(text)[0] <= width else "#heading_small"


def score_text(score: int | str | None) -> str:
    """A score for a score row: the number, "?" when it is hidden from the viewer (None), or
    a text shown as it is ("…" while the result is still being revealed)."""
    return "?" if score is None else str(score)


class SidePanel:
    """The panel and its elements, inside ``container`` at ``rect`` (container-relative);
    ``game_id`` names the game whose bot labels the score rows show. ``scale``: the dialogs'
    scale (:func:`tabletop.ui.scenes.layout.ui_scale`, 1.3 at 1920x1080): rows, buttons and
    fonts grow with it as the dialogs' do. ``score_word``: the game's ``GameInfo.score_label``;
    any word but "points" is written small under each score (Potato Tomato's bare "5" read as
    nothing to a tester: it counts cards still face down)."""

    def __init__(self, manager: pygame_gui.UIManager, container: UIContainer, rect: pygame.Rect,
                 game_name: str, seats: list[SeatInfo], assets: Assets,
                 game_id: str | None = None, scale: float = 1.0,
                 score_word: str = "points") -> None:
        self.manager = manager
        self.panel = UIPanel(rect, starting_height=1, manager=manager, container=container,
                             object_id=pygame_gui.core.ObjectID(None, dialog_class(scale)))
        w, h = self.panel.get_container().get_size()

        def px(n: float) -> int:
            return round(n * scale)
        self.title = UILabel(pygame.Rect(12, px(8), w - 24, px(34)), game_name, manager=manager,
                             container=self.panel,
                             object_id=heading_id(manager, game_name, w - 24 - 8, self.panel))
        self.name_labels: list[UILabel] = []
        self.score_labels: list[UILabel] = []
        self.seats = list(seats)
        y = px(48)
        for i, seat in enumerate(seats):
            UIImage(pygame.Rect(10, y + px(8), px(26), px(26)), seat_marker(assets, i, px(26)),
                    manager=manager, container=self.panel)
            self.name_labels.append(UILabel(pygame.Rect(px(42), y, w - px(112), px(24)),
                                            seat.name, manager=manager, container=self.panel,
                                            object_id="#score_row"))
            UILabel(pygame.Rect(px(42), y + px(21), w - px(112), px(20)),
                    seat_kind_text(seat, game_id), manager=manager, container=self.panel,
                    object_id="#note")
            self.score_labels.append(UILabel(pygame.Rect(w - px(72), y + px(4), px(60), px(30)),
                                             "0", manager=manager, container=self.panel,
                                             object_id="#score_row_active"))
            if score_word != "points":
                UILabel(pygame.Rect(w - px(84), y + px(27), px(80), px(18)), score_word,
                        manager=manager, container=self.panel, object_id="#note")
            y += px(ROW_H)
        full_w = px(96)
        UILabel(pygame.Rect(12, y + px(4), w - 34 - full_w, px(28)), "Game log", manager=manager,
                container=self.panel, object_id="#heading")
        self.full_log_button = UIButton(pygame.Rect(w - 10 - full_w, y + px(4), full_w, px(28)),
                                        "Full log", manager=manager, container=self.panel,
                                        object_id="#quiet_button", tool_tip_text=FULL_LOG_TIP)
        button_y = h - px(58)
        self.log_box = LogBox(manager, self.panel, pygame.Rect(10, y + px(36), w - 20,
                                                               max(60, button_y - y - px(46))),
                              dialog_class(scale))
        bw = (w - 40) // 3
        self.hint_button = UIButton(pygame.Rect(10, button_y, bw, px(46)), "Hint",
                                    manager=manager, container=self.panel,
                                    tool_tip_text="Ask the strongest bot")
        self.undo_button = UIButton(pygame.Rect(20 + bw, button_y, bw, px(46)), "Undo",
                                    manager=manager, container=self.panel)
        self.menu_button = UIButton(pygame.Rect(30 + 2 * bw, button_y, bw, px(46)), "Menu",
                                    manager=manager, container=self.panel,
                                    object_id="#quiet_button")
        self._names: list[str] = [s.name for s in seats]
        self._scores: list[str] = ["0"] * len(seats)
        self._log_lines: list[str] = []
        self._log_viewer: Any = "unset"
        self.undo_reason = ""

    def set_scores(self, scores: list[int | None], active: int | None,
                   teams: list[str | None] | None = None) -> None:
        """Show ``scores`` (one per seat, as the seat at the screen may see them:
        ``game.scores_for(state, viewer)``; None, a hidden score, shows as "?") and mark the
        ``active`` seat; ``teams`` (``game.teams_for(state, viewer)``) adds each visible team
        name to the seat's name. Only changed labels are re-rendered, and at once: pygame-gui
        would otherwise put a new text on screen one frame after the table's new view (a frame
        showed the last human's team beside a table already turned face down)."""
        for i, seat in enumerate(self.seats):
            team = teams[i] if teams and i < len(teams) else None
            name = ("▶ " if i == active else "") + seat.name + (f" · {team}" if team else "")
            if name != self._names[i]:
                self._names[i] = name
                self.name_labels[i].set_text(name)
                self.name_labels[i].update(0.0)    # the new image now, not next frame
            score = score_text(scores[i]) if i < len(scores) else "–"
            if score != self._scores[i]:
                self._scores[i] = score
                self.score_labels[i].set_text(score)
                self.score_labels[i].update(0.0)

    def show_game(self, game: Any, state: dict[str, Any], viewer: int | None, log: list[str],
                  hold: bool = False) -> None:
        """The scores of ``state`` as ``viewer`` may see them (the deciding seat marked) and
        the ``log`` lines; ``hold``: the table still reveals a game that has just ended (e.g.
        Toasty Toasts' count-up), so the scores show "…" and the log waits: nothing gives
        the result away before the reveal ends."""
        if hold:
            self.set_scores(["…"] * len(self.seats), None)   # type: ignore[list-item]
            return
        dec = game.decision(state)
        active = dec.active if dec is not None and dec.active is not None else (
            dec.seats[0] if dec is not None and dec.seats else None)
        self.set_scores(game.scores_for(state, viewer), active, game.teams_for(state, viewer))
        self.set_log(log, viewer)

    def set_log(self, lines: list[str], viewer: int | None) -> None:
        """Show the log as ``viewer`` reads it (the whole log: the box keeps the newest lines
        that fit, the full-log window reads :attr:`log_lines`)."""
        if viewer == self._log_viewer and lines == self._log_lines:
            return
        self.log_box.show_lines(lines)
        self._log_lines = list(lines)
        self._log_viewer = viewer

    @property
    def log_lines(self) -> list[str]:
        """The whole log as :attr:`log_viewer` reads it (a copy)."""
        return list(self._log_lines)

    def wants_full_log(self, event: pygame.event.Event) -> bool:
        """True when ``event`` asks for the full-log window: a press of the "Full log" button
        or of :data:`FULL_LOG_KEY` (:func:`full_log_key`)."""
        return full_log_key(event) or (event.type == pygame_gui.UI_BUTTON_PRESSED
                                       and event.ui_element is self.full_log_button)

    @property
    def log_viewer(self) -> int | None:
        """The seat whose side of the log is shown (None: the public log)."""
        return None if self._log_viewer == "unset" else self._log_viewer

    def show_results_button(self) -> None:
        """The game is over and its results were shown: the Hint button becomes "Results",
        which opens them again (a tester on "See the table" found no way back to them or to
        Play again but Esc)."""
        if self.hint_button.text != "Results":
            self.hint_button.set_text("Results")
            self.hint_button.set_tooltip("Show the results again (Play again, Stats, Menu)")
        if not self.hint_button.is_enabled:
            self.hint_button.enable()

    def set_buttons(self, hint: bool, undo: bool, undo_reason: str | None = None,
                    full_log: bool | None = None) -> None:
        """Enable Hint when a human may act now; Undo when undo is available and allowed.
        ``undo_reason`` (why Undo is on or off, in player words) becomes the Undo button's
        tooltip and :attr:`undo_reason` (the table scene shows it when the grey button is
        pointed at or clicked); None keeps the previous one. ``full_log``: enable the "Full
        log" button (off while the hot-seat curtain is up); None leaves it as it is."""
        if undo_reason is not None and undo_reason != self.undo_reason:
            self.undo_reason = undo_reason
            self.undo_button.set_tooltip(undo_reason, wrap_width=260)
        pairs = [(self.hint_button, hint), (self.undo_button, undo)]
        if full_log is not None:
            pairs.append((self.full_log_button, full_log))
        for button, on in pairs:
            if on and not button.is_enabled:
                button.enable()
            elif not on and button.is_enabled:
                button.disable()
