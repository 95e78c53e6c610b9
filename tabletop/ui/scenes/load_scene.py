"""The Load screen: the player's saves (newest first) and the shipped examples, the details of
the selected one, Load / Replay / Rename / Delete, and the damaged files that were set aside.

Opened by the main menu's Load button (``MainMenu._open_load``). The list is read in a
background thread (:mod:`tabletop.ui.save_list_reader`): a "reading…" row stands for each file
until its summary is ready, and a damaged file is reported by name while the others go on.
Loading (and Replay) reads the chosen save in a background thread too
(:mod:`tabletop.ui.save_opener`), then starts the table scene with the resumed session; every
failure is shown as the
SaveError's message (which names the file) and the list is refreshed, so one bad file never
blocks the others.
"""

from __future__ import annotations

import html
import logging
from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox, UITextEntryLine

from tabletop import bots
from tabletop.saves import SaveError, SaveProblem, SaveSummary
from tabletop.ui.fit_text import Measure, shorten, theme_measure
from tabletop.ui.navigate import open_scene
from tabletop.ui.save_list_reader import READING, SaveListReader
from tabletop.ui.save_opener import SaveOpener
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import centred_panel, heading

log = logging.getLogger(__name__)


def when(iso: str) -> str:
    """An ISO 8601 UTC time as local ``YYYY-MM-DD HH:MM`` ("" when unreadable)."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return ""


ITEM_IDS = ["selection_list.#item_list_item", "#item_list_item"]
"""The theme ids of a row of a list at scale 1.0 (its font and text padding)."""


def row_ids(selection_list: UISelectionList) -> list[str]:
    """The theme ids a row of ``selection_list`` is drawn with, most specific first: the
    list's own ids (they carry a scaled dialog's class, so a row at 1920x1080 is measured in
    the larger font it is drawn in), then :data:`ITEM_IDS`."""
    return [f"{cid}.#item_list_item" for cid in selection_list.combined_element_ids] + ITEM_IDS


def name_stamp(s: SaveSummary) -> str:
    """The date and time at the end of the save's name when they are the time the Load list
    shows for it (the default names end so: "Potato Tomato 2026-12-02 15.09"), else ""."""
    shown = when(s.updated)
    for stamp in (shown, shown.replace(":", ".")):
        if shown and s.name.endswith(stamp):
            return stamp
    return ""


def item_text(number: int, s: SaveSummary, width: int | None = None,
              measure: Measure | None = None) -> str:
    """One line of the list: ``"3. Evening game · TomaToss · 01-02 20:15"`` (an example:
    ``"4. Example: TomaToss"``); the numbers keep lines unique. A name that starts with the
    game's name (the default ones do) does not repeat it, and one that ends with the save's
    time (the default ones do: ``"2. TomaToss 2026-12-02 15.09"``) does not repeat that. With
    ``width`` (pixels) and ``measure``, only the name is shortened so the game and the time
    always show; without, a name is cut after 28 letters (its time kept)."""
    if s.example:
        return f"{number}. Example: {s.game_name}"
    game = "" if s.name.startswith(s.game_name) else f" · {s.game_name}"
    stamp = name_stamp(s)
    body = s.name[:-len(stamp)].rstrip() if stamp else s.name
    # the time shows once: in the name (only the part before it may be shortened), else after
    tail = (f" {stamp}" if body else stamp) + game if stamp else f"{game} · {when(s.updated)[5:]}"
    if width is None or measure is None:
        name = body if len(body) <= 28 else body[:27] + "…"
        return f"{number}. {name}{tail}"
    head = f"{number}. "
    name = shorten(body, max(20, width - measure(head) - measure(tail)), measure) if body else ""
    return f"{head}{name}{tail}"


def bot_label(name: str, s: SaveSummary) -> str:
    """The level a save's bot name reads as ("greedy" -> "Normal"; a name no game knows shows
    itself)."""
    try:
        return bots.label(name, s.game_id)
    except Exception:  # a game that is not installed: the name as saved
        return name


def details_html(s: SaveSummary) -> str:
    """The selected save described for the details box (every name escaped)."""
    e = html.escape
    seats = ", ".join(f"{e(p)} ({'human' if k == 'human' else 'bot: ' + e(bot_label(k, s))})"
                      for p, k in zip(s.players, s.kinds))
    lines = [f"<b>{e(s.name)}</b>", f"Game: {e(s.game_name)}", f"Seats: {seats}",
             f"Moves played: {s.actions}" + (f", {'ended' if s.over else 'now'} on turn {s.turn} "
                                             f"(one turn is one player's go)"
                                             if s.turn is not None else "")]
    if s.scores:
        lines.append(score_heading(s.game_id) + ", ".join(f"{e(p)} {'hidden' if v is None else v}"
                                            for p, v in zip(s.players, s.scores)))
    if s.over:
        lines.append("Finished; won by " + (e(" and ".join(s.winners)) or "nobody"))
    else:
        lines.append(f"To move: {e(s.to_move)}")
    lines.append(f"Saved: {when(s.updated)}")
    if s.autosave:
        lines.append("The autosave of the last game played.")
    if s.example:
        lines.append("An example game shipped with Tabletop; saving it keeps a copy in your "
                     "saves folder.")
    return "<br>".join(lines)


def problems_html(problems: list[SaveProblem]) -> str:
    """The damaged files, one per line (escaped)."""
    if not problems:
        return ""
    head = f"<b>{len(problems)} file(s) could not be loaded</b> (kept aside, never deleted):"
    return "<br>".join([head] + [html.escape(p.message) for p in problems])


class LoadScene(Scene):
    """Pick a saved game to resume (see the module docstring).

    Attributes read by tests: ``entries`` (the SaveSummary per list line), ``problems``,
    ``selected``, ``message`` (the last one-line message), the buttons.
    """

    name = "load"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[SaveSummary] = []
        self.problems: list[SaveProblem] = []
        self.selected: SaveSummary | None = None
        self._texts: list[str] = []
        self._confirm_delete = False
        self.reader: SaveListReader | None = None
        self._shown_version = -1
        self._keep: Path | None = None
        self.opener: SaveOpener | None = None

    @property
    def reading(self) -> bool:
        """True until every save was read in the background and the list shows them all."""
        return self.reader is not None and (not self.reader.snapshot().done
                                            or self._shown_version != self.reader.version)

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (1000, 680))
        px = self.panel.scaler
        pw, ph = px.design(self.panel)
        heading(self.panel, ui, "Load a game", 10)
        half = pw // 2
        list_h = ph - 64 - 170
        self.list = UISelectionList(px.rect(16, 60, half - 24, list_h), [], manager=ui,
                                    container=self.panel)
        self.details = UITextBox("", px.rect(half + 8, 60, pw - half - 24, list_h - 52),
                                 manager=ui, container=self.panel)
        self.name_entry = UITextEntryLine(px.rect(half + 8, 60 + list_h - 44,
                                                      pw - half - 160, 40), manager=ui,
                                          container=self.panel, placeholder_text="New name")
        self.rename_button = UIButton(px.rect(pw - 146, 60 + list_h - 44, 130, 40),
                                      "Rename", manager=ui, container=self.panel)
        self.problem_box = UITextBox("", px.rect(16, ph - 160, pw - 32, 84), manager=ui,
                                     container=self.panel)
        y = ph - 64
        self.load_button = UIButton(px.rect(16, y, 150, 48), "Load", manager=ui,
                                    container=self.panel)
        self.replay_button = UIButton(px.rect(176, y, 150, 48), "Replay", manager=ui,
                                      container=self.panel)
        self.delete_button = UIButton(px.rect(336, y, 210, 48), "Delete", manager=ui,
                                      container=self.panel)
        self.back_button = UIButton(px.rect(pw - 166, y, 150, 48), "Back", manager=ui,
                                    container=self.panel)
        self.message = UILabel(px.rect(556, y, pw - 166 - 566, 48), "", manager=ui,
                               container=self.panel, object_id="#note")
        self.refresh()

    # ----- content -----------------------------------------------------------------------------
    def say(self, text: str) -> None:
        """Show a one-line message beside the buttons (and log it)."""
        self.message.set_text(text[:110])
        if text:
            log.info("load screen: %s", text)

    def refresh(self, keep: Path | None = None) -> None:
        """Read the saves folder again, in the background (damaged files are set aside and
        listed); the save at ``keep`` (default: the selected one) is selected again once read."""
        self.reader = SaveListReader(self.app.saves)
        self._keep = keep or (self.selected.path if self.selected is not None else None)
        self._shown_version = -1
        self._show_list()

    def still(self) -> bool:
        """Still once every save is read and shown and no save is being opened: the list then
        changes only on events (the app sleeps instead of drawing, tabletop.ui.app)."""
        return not self.reading and self.opener is None

    def wake_ms(self) -> float | None:
        """While saves are read or one is opened in the background: poll every 50 ms."""
        return 50.0

    def update(self, dt_ms: float) -> None:
        if self.reader is not None and self.reader.version != self._shown_version:
            self._show_list()
        if self.opener is not None and self.opener.done:
            self._opened()

    def _row_width(self, rows: int) -> int:
        """Pixels a row's text may take in the list as built now: its inner width, less the
        scroll bar when ``rows`` rows overflow it, less the item's text padding (the theme's)
        and border on both sides."""
        inner = self.list.list_and_scroll_bar_container.rect
        bar = self.list.scroll_bar_width if rows * self.list.list_item_height > inner.height \
            else 0
        pad = self.app.ui.get_theme().get_misc_data("text_horiz_alignment_padding",
                                                     row_ids(self.list))
        try:
            pad = int(pad)
        except (TypeError, ValueError):
            pad = 8
        return inner.width - bar - 2 * (pad + 1) - 2   # 2: a pixel's slack for rounding

    def _show_list(self) -> None:
        """The rows as the reader has them now: summaries, then a "reading…" row per file not
        read yet; the problems so far below."""
        self._shown_version = self.reader.version
        now = self.reader.snapshot()
        self.entries = now.saves + now.examples
        measure = theme_measure(self.app.ui, row_ids(self.list))
        width = self._row_width(len(self.entries) + len(now.pending))
        texts = [item_text(i + 1, s, width, measure) for i, s in enumerate(self.entries)]
        texts += [f"{len(texts) + i + 1}. {p.stem} · {READING}"
                  for i, p in enumerate(now.pending)]
        if texts != self._texts:
            self._texts = texts
            self.list.set_item_list(texts)
        self.problems = now.problems
        self.problem_box.set_text(problems_html(self.problems))
        keep = self._keep
        picked = next((s for s in self.entries if keep and s.path == keep), None)
        if picked is not None or now.done:
            self._keep = None
        if picked is not None or self.selected not in self.entries:
            self.select(picked)
        if self.selected is None:
            if now.pending:
                self.details.set_text(f"Reading the saves ({len(now.pending)} left)…")
            elif self.entries:
                self.details.set_text("Choose a game on the left to see who plays, the scores "
                                      "and whose turn it is. Double-click to load it.")
            else:
                self.details.set_text("No saved games yet. Games are autosaved after every "
                                      "move; use Save in the pause menu (Esc) to keep one "
                                      "under a name.")

    def select(self, summary: SaveSummary | None) -> None:
        """Make ``summary`` the selected save (None: nothing selected)."""
        self.selected = summary
        self._confirm_delete = False
        self.delete_button.set_text("Delete")
        own = summary is not None and not summary.example
        for button, on in ((self.load_button, summary is not None),
                           (self.replay_button, summary is not None),
                           (self.delete_button, own), (self.rename_button, own)):
            button.enable() if on else button.disable()
        self.name_entry.set_text(summary.name if own else "")
        if summary is not None:
            self.details.set_text(details_html(summary))

    # ----- actions -----------------------------------------------------------------------------
    def _open_selected(self, purpose: str) -> None:
        """Start reading the selected save in the background for ``purpose`` ("load" or
        "replay"); :meth:`update` finishes it (:meth:`_opened`)."""
        if self.selected is None or self.opener is not None:
            return
        self.opener = SaveOpener(self.app.saves, self.selected.path, purpose)
        for button in (self.load_button, self.replay_button):
            button.disable()
        self.say(f"Opening {self.selected.name}…")

    def _opened(self) -> None:
        """The background read ended: the table or the replay, or the failure shown and the
        list refreshed."""
        opener, self.opener = self.opener, None
        session, error = opener.result()
        if error is not None or session is None:
            self.refresh()
            self.say(f"Could not load: {error}")
            return
        self.say("")
        if opener.purpose == "load":
            self.app.reset_to(open_scene(self.app, "table", session))
            return
        self.select(self.selected)                 # the buttons come back for the return
        from tabletop.saves.replay import ALL
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        viewer = ALL if session.game.is_over(session.state) else (humans[0] if humans else None)
        self.app.push(open_scene(self.app, "replay", session, viewer))

    def load_selected(self) -> None:
        """Resume the selected save at the table, once read in the background (a failure is
        shown and the list refreshed)."""
        self._open_selected("load")

    def replay_selected(self) -> None:
        """Open the replay screen on the selected save, once read in the background: from the
        first human's side, or everything once the game is over."""
        self._open_selected("replay")

    def delete_selected(self) -> None:
        """Delete the selected save; the first click asks for a second one."""
        if self.selected is None or self.selected.example:
            return
        if not self._confirm_delete:
            self._confirm_delete = True
            self.delete_button.set_text("Delete? Click again")
            return
        try:
            self.app.saves.delete(self.selected.path)
            self.say(f"Deleted {self.selected.name}")
        except SaveError as exc:
            self.say(str(exc))
        self.refresh()

    def rename_selected(self) -> None:
        """Give the selected save the name typed in the entry line."""
        if self.selected is None or self.selected.example:
            return
        try:
            path = self.app.saves.rename(self.selected.path, self.name_entry.get_text())
        except SaveError as exc:
            self.say(str(exc))
            self.refresh()
            return
        self.say(f"Renamed; the file is now {path.name}")
        self.refresh(keep=path)

    # ----- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION) \
                and event.ui_element is self.list:
            text = self.list.get_single_selection()
            index = self._texts.index(text) if text in self._texts else -1
            self.select(self.entries[index] if 0 <= index < len(self.entries) else None)
            if self.selected is None and index >= 0:
                self.details.set_text("This save is still being read…")
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.load_selected()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self.rename_selected()
        elif self.pressed(event, self.load_button):
            self.load_selected()
        elif self.pressed(event, self.replay_button):
            self.replay_selected()
        elif self.pressed(event, self.delete_button):
            self.delete_selected()
        elif self.pressed(event, self.rename_button):
            self.rename_selected()
        elif self.pressed(event, self.back_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()


def score_heading(game_id: str) -> str:
    """"Scores: ", or what the game's number counts ("Face down: " for Potato Tomato,
    ``GameInfo.score_label``); "Scores: " for a game not installed."""
    from tabletop import games
    try:
        label = games.get(game_id).info.score_label
    except Exception:   # GameNotAvailable: a save of a game this version lacks
        return "Scores: "
    return "Scores: " if label == "points" else label[:1].upper() + label[1:] + ": "
