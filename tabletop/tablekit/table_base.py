"""The contract between the app shell and a game's table (how one game is drawn and played).

The shell (the ``ui`` package) owns the window, the scene stack, pygame-gui panels (log, scores,
buttons), bots, hot-seat curtain, saves and sound. A game's table (``tabletop/games/<id>/table.py``,
class ``Table``, a subclass of :class:`TableBase`) owns the drawing of that game's components
inside a rectangle and turns mouse and keyboard gestures into engine Actions. Legality comes only
from the engine's ``legal_actions`` list handed to :meth:`TableBase.show`; the table never
decides a rule itself. A game without a table module gets the shell's generic debug table.

Flow per frame: the shell gives each event to pygame-gui first; unconsumed board events go to
``handle_event``; if it returns an Action the shell submits it to the engine; if the engine
refuses (it should not, as the table offers only legal actions), the shell calls
``refuse(action, reason)``. After any action (human or bot) the shell calls ``show`` with the
new view. All coordinates are pixels in window space; times are milliseconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

import pygame

from tabletop.engine import Action, Decision, Game

if TYPE_CHECKING:
    from tabletop.tablekit.race import Race


@dataclass
class TableContext:
    """What the shell lends a table.

    Attributes:
        game: the rules (for ``describe``, ``explain_illegal``-style helpers on views, and
            game-specific read-only helpers such as TomaToss's quick-toss chance).
        images: ``images(relative_path, size=None) -> pygame.Surface``: a cached, converted image
            from ``art/`` (e.g. ``"tomatoss/tomato_3.png"``), scaled to ``size`` (w, h) pixels.
        fonts: ``fonts(size_px, bold=False) -> pygame.font.Font`` (the shipped DejaVu Sans).
        play_sound: ``play_sound(name)`` plays ``sounds/<name>.wav`` (silent if no audio).
        settings: read-only settings (``animation_speed`` factor 0.5..2, ``card_scale``...).
        seat_names: display names per seat.
        status: ``status(text)`` shows a one-line message in the shell's status bar
            (used for refusal reasons and prompts).
        explain: ``explain(action) -> str``: the engine's one-line reason why ``action`` is not
            legal in the current state ("" when it is legal); the shell fills it with
            ``game.explain_illegal(state, action)`` (the table only has the view).
        ui_manager: the shell's ``pygame_gui.UIManager`` for tables that use pygame-gui widgets
            (the generic debug table does); None outside the app. Such a table must kill its
            elements in :meth:`TableBase.close`.
        ui_container: the pygame-gui container to put those elements in (the shell hides it
            while a menu covers the table); None outside the app.
        humans: the seats played by people at this screen (for a table that names their race
            keys before a race); empty outside the app.
        describe: ``describe(action) -> str``: the action in plain words for the seat shown,
            from the current state (``game.describe(action, viewer, state)``: seat names,
            what the action points at); None outside the app (use ``game.describe(action,
            viewer)`` then).
    """

    game: Game
    images: Callable[..., pygame.Surface]
    fonts: Callable[..., pygame.font.Font]
    play_sound: Callable[[str], None]
    settings: dict[str, Any] = field(default_factory=dict)
    seat_names: list[str] = field(default_factory=list)
    status: Callable[[str], None] = lambda text: None
    explain: Callable[[Action], str] = lambda action: ""
    ui_manager: Any = None
    ui_container: Any = None
    describe: Callable[[Action], str] | None = None
    humans: tuple[int, ...] = ()


class TableBase:
    """Base class for a game's table. Subclasses override the methods below.

    Class attribute ``opaque``: set it True when :meth:`draw` paints every pixel of
    ``self.rect``; the shell then skips drawing its table-top background under the table
    (a full-window blit saved per frame).
    """

    opaque: bool = False
    drawn_kinds: frozenset[str] = frozenset()
    """The decision kinds this table draws itself (see :meth:`draws`)."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.view: dict[str, Any] | None = None
        self.legal: list[Action] = []
        self.viewer: int | None = None
        self.caption = ""
        self.resting = False
        """Set by the shell before :meth:`show`: True while the last human's own result is on
        show in hot-seat (the result hold), when nobody plays yet (see
        :func:`tabletop.tablekit.words.waiting_line`)."""
        self.bar_rect: pygame.Rect | None = None
        """Set by the shell: the choice bar's window rect while it shows over the table (None
        when hidden); the table's tooltips keep off it (a tester's card tip hung under it)."""

    def layout(self, rect: pygame.Rect) -> None:
        """Lay the table out inside ``rect`` (window pixels); called at start and on resize."""
        self.rect = pygame.Rect(rect)

    def show(self, view: dict[str, Any], viewer: int | None, legal: list[Action],
             last_action: Action | None = None) -> None:
        """A new view to draw.

        Args:
            view: ``game.view(state, viewer)`` (viewer None: the curtain is down or nobody
                human is acting; draw every hand face down).
            viewer: the human seat whose hand is shown face up, or None.
            legal: the actions that seat may take now (empty while a bot or another seat acts).
            last_action: the action that produced this view, if any (for animation: cards and
                tokens fly from where they were; never block play).
        """
        self.view, self.viewer, self.legal = view, viewer, list(legal)

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """A board event (mouse or key) not consumed by pygame-gui. Return an Action taken from
        ``self.legal`` to submit it, or None. Read positions from ``event.pos``."""
        return None

    def refuse(self, action: Action | None, reason: str) -> None:
        """The last gesture was refused: animate the dragged thing back and show ``reason``."""
        self.ctx.status(reason)

    @property
    def busy(self) -> bool:
        """True while an animation the shell should wait for (before the next bot move) runs."""
        return False

    @property
    def needs_frames(self) -> bool:
        """True while something this table draws changes by itself (a tween, a timer, a
        countdown), so the app must keep drawing frames; False lets an idle app sleep until
        the next event. Default, conservative: always True (the kit's tables answer from their
        state, :attr:`tabletop.tablekit.controller.KitTable.needs_frames`)."""
        return True

    def update(self, dt_ms: float) -> None:
        """Advance animations by ``dt_ms`` milliseconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table into ``surface`` within ``self.rect``."""

    def hint(self, action: Action) -> None:
        """Highlight ``action`` (the hint button's suggestion) until the next ``show``."""

    def set_caption(self, text: str) -> None:
        """A line from the shell to show in place of the table's own turn or key hints ("" for
        none): the replay sets "Replay: move 12 of 80 — Ana: toss 3 and 5 at target 1". Call it
        before :meth:`show`; tables that draw such a line show it, others may ignore it."""
        self.caption = text

    def cancel_choice(self) -> bool:
        """Esc was pressed: drop a choice in progress (a pending confirmation, a selection) and
        return True, or return False when there is none (the shell then opens its menu)."""
        return False

    def draws(self, decision: Decision) -> bool:
        """True when this table offers ``decision``'s legal actions itself (drag, click...);
        for any other decision the shell shows its choice bar
        (:class:`~tabletop.tablekit.choice_bar.ChoiceBar`), so a human always has something to
        click. Default: ``decision.kind in self.drawn_kinds`` (empty: the bar for everything)."""
        return decision.kind in self.drawn_kinds

    def choice_rect(self, height: int) -> pygame.Rect:
        """Where the shell's choice bar goes when it is ``height`` pixels tall (window pixels).
        Default: across the bottom of the table, 12 px in from its edges. Override it to keep
        the bar off the zones the player must still see (a hand shown for a pick)."""
        inset = 12
        return pygame.Rect(self.rect.left + inset, self.rect.bottom - inset - height,
                           max(0, self.rect.width - 2 * inset), height)

    def bar_prompt(self, prompt: str, decision: Decision) -> str:
        """The line over the shell's choice bar for ``decision`` (``prompt``: the status bar's
        "Ana: …" line). Default: ``prompt``. Override it to say what the buttons choose
        between at this step, from the view (Potato Tomato's MIX & MATCH names the two faces
        the player has just seen)."""
        return prompt

    def race(self, decision: Decision) -> "Race | None":
        """The real-time race behind an ``EXTERNAL`` decision, or None (the default: the shell
        then draws the outcome at random, as the simulation does). See
        :class:`~tabletop.tablekit.race.Race` for what a game says about its race."""
        return None

    def close(self) -> None:
        """The table scene ends: release what the table created (pygame-gui elements...)."""
