"""The table scene: one session being played.

Layout: the game's table (left and centre), a side panel (scores, log, Hint / Undo / Menu) on
the right, a status bar at the bottom (:mod:`tabletop.ui.status_bar`). Human gestures come from
the table or the choice bar, a real-time race runs in the shell (:mod:`tabletop.ui.choice_host`);
bots think in a worker (:mod:`tabletop.ui.bot_worker`), their move applied here after a visible
pace once the table is not busy. Several humans share the screen through the curtain
(:mod:`tabletop.ui.hotseat`, paced by :mod:`tabletop.ui.hotseat_pacing`). After every action
the table gets the new view and the session is autosaved off the frame (a failure shows in the
status bar and a dialog). The side panel's "Full log" button or L opens the whole log
(:mod:`tabletop.ui.scenes.full_log`). The words it shows are in :mod:`tabletop.ui.table_words`.
Source: ui_shell brief; architecture guide, lessons 5, 11, 14.
"""

from __future__ import annotations

import logging

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.windows import UIMessageWindow

from tabletop.engine import Action, IllegalAction
from tabletop.player_words import without_brackets
from tabletop.session import Session
from tabletop.ui import saves_bridge
from tabletop.ui.autosave_notice import report_failure
from tabletop.ui.bot_turns import BotTurns
from tabletop.ui.choice_host import ChoiceHost
from tabletop.ui.curtain import CurtainLift, curtain_surface, recap_view, skips_hold
from tabletop.ui.curtain_recap import RecapScroll
from tabletop.ui.frame_record import FrameRecord
from tabletop.ui.hotseat import HotSeat, deciding_seats
from tabletop.ui.hotseat_pacing import HotSeatPacing
from tabletop.ui.navigate import open_scene
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import side_width, ui_scale
from tabletop.ui.table_words import TableWords
from tabletop.ui.side_panel import SidePanel
from tabletop.ui.status_bar import STATUS_H, StatusBar, status_height
from tabletop.tablekit.table_base import TableBase, TableContext
from tabletop.ui.table_loader import table_class

log = logging.getLogger(__name__)

FRAME_LOG_MAX = 5000


class TableScene(TableWords, Scene):
    """Plays ``session`` (see the module docstring).

    Attributes read by tests: ``frame_log`` (one :class:`FrameRecord` per drawn frame: whose
    hand the table was drawn with, whether the curtain covered it...), ``table``, ``hotseat``,
    ``status_text``, ``session``.
    """

    name = "table"

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.game_id = self.game.info.id
        self.hotseat = HotSeat([i for i, s in enumerate(session.seats) if s.is_human])
        self.bots = BotTurns(self.game_id, session.seats, session.match.seed)
        self.epoch = 0                    # changes with every state change (drops stale bot jobs)
        self.table: TableBase | None = None
        self.choices: ChoiceHost | None = None
        self.ctx: TableContext | None = None
        self.viewer: int | None = None
        self.acting: int | None = None
        self.curtain_up = False
        self.lift = CurtainLift()
        self.recap_scroll = RecapScroll()   # the curtain's "Since your last turn" box
        self.pacing = HotSeatPacing(self.hotseat, session.state, session)   # result, recap
        self.status_bar = StatusBar()
        self.last_action: Action | None = None
        self.over_shown = False
        self.frame_log: list[FrameRecord] = []
        self.undo_fns = saves_bridge.undo_functions()
        self.can_undo = False
        self.save_dialog: UIMessageWindow | None = None
        self._save_warned = False

    # ----- layout ----------------------------------------------------------------------------
    def table_rect(self) -> pygame.Rect:
        """Where the game's table is drawn (window pixels)."""
        w, h = self.app.size
        return pygame.Rect(0, 0, w - self.side_width(), h - status_height(self.app.size))

    def side_width(self) -> int:
        """Width of the right-hand panel in pixels."""
        return side_width(self.app.size)

    def build(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        rect = self.table_rect()
        self.table_container = UIContainer(rect, ui, container=self.root)
        sh, scale = status_height(self.app.size), ui_scale(self.app.size)   # dialogs' scale
        self.side = SidePanel(ui, self.root, pygame.Rect(w - self.side_width(), 0,
                                                        self.side_width(), h - sh),
                              self.game.info.name, self.session.seats, self.app.assets,
                              self.game_id, scale, self.game.info.score_label)
        self.status_bar.build(ui, self.root, pygame.Rect(0, h - sh, w, sh), scale)
        if self.table is None:
            self.ctx = TableContext(
                game=self.game, images=self.app.assets.images, fonts=self.app.assets.fonts,
                play_sound=self.app.play, settings=self.app.settings.as_dict(),
                seat_names=[s.name for s in self.session.seats], status=self._table_status,
                explain=lambda action: without_brackets(
                    self.game.explain_illegal(self.session.state, action) or ""),
                ui_manager=ui, ui_container=self.table_container,
                describe=lambda action: self.game.describe(action, self.viewer,
                                                           self.session.state),
                humans=tuple(self.hotseat.humans))
            self.table = self._make_table(self.ctx)
            self.choices = ChoiceHost(self.table, self.hotseat.humans, self.ctx.seat_names,
                                      self.app.assets.fonts,
                                      lambda seat: self.bots.race_rng(self.session, seat))
        else:
            self.ctx.ui_container = self.table_container
            self.ctx.settings = self.app.settings.as_dict()
        self.table.layout(rect)
        self.choices.build(ui, self.table_container, ui_scale(self.app.size))
        self.sync()

    def _make_table(self, ctx: TableContext) -> TableBase:
        cls = table_class(self.game_id)
        try:
            return cls(ctx)
        except Exception:
            log.exception("the %s table failed to start; using the debug table", self.game_id)
            from tabletop.ui.debug_table import DebugTable
            return DebugTable(ctx)

    def close(self) -> None:
        """The game is left: elements go, and the bot worker stops for good."""
        super().close()
        self.bots.shutdown()

    def teardown(self) -> None:
        """Elements go (also before a resize rebuilds them); the bots keep thinking."""
        if self.save_dialog is not None:
            self.save_dialog.kill()
            self.save_dialog = None
        for part in (self.choices, self.table):
            if part is not None:
                part.close()
        super().teardown()

    def uncover(self) -> None:
        """Shown again (e.g. the settings screen closed): the table gets the current settings,
        and is laid out anew at once when they changed (the card size shows on return, under
        the pause menu too, before any move)."""
        super().uncover()
        if self.ctx is not None:
            fresh = self.app.settings.as_dict()
            changed, self.ctx.settings = fresh != self.ctx.settings, fresh
            if changed and self.table is not None and self.root is not None:
                self.table.layout(self.table_rect())

    # ----- what is shown -----------------------------------------------------------------------
    deciding = staticmethod(deciding_seats)

    def sync(self) -> None:
        """Recompute curtain, viewer and legal actions, and hand the new view to the table and
        the side panel. Called after every change (action, curtain lifted, undo, load)."""
        self.app.invalidate()
        state = self.session.state
        dec = self.game.decision(state)
        self.acting = self.hotseat.acting_human(self.deciding(dec))
        was_up, last = self.curtain_up, self.last_action
        self.curtain_up, viewer = self.pacing.screen(
            dec, self.acting, None if last is None else last.seat, was_up, state)
        if self.curtain_up and not was_up:
            self.lift.reset(self.app.time_ms)
            self.recap_scroll.reset()
        self.viewer = viewer
        view = self.game.view(state, viewer)
        may_act = (self.acting is not None and self.acting == viewer and not self.curtain_up
                   and not self.pacing.holding)
        legal = self.game.legal_actions(state, self.acting) if may_act else []
        self.table.resting = self.pacing.holding
        self.table.show(view, viewer, legal, self.last_action)
        self.last_action = None
        self.choices.sync(dec, self.acting, legal, self.prompt_text(dec),
                          lambda a: self.game.describe(a, viewer, state),
                          len(self.session.match.actions))
        self.side.show_game(self.game, state, viewer, view["log"], self.revealing)
        self.can_undo = self._undo_allowed()
        self.side.set_buttons(hint=may_act and self.bots.hint is None, undo=self.can_undo,
                              undo_reason=self.undo_text(), full_log=not self.curtain_up)
        self.set_status(self.prompt_text(dec))
        if self.results_shown:
            self.side.show_results_button()

    @property
    def results_shown(self) -> bool:
        """True once the game is over and its results have been on show (the Hint button
        then reads "Results" and opens them again)."""
        return self.over_shown and self.game.is_over(self.session.state)

    @property
    def revealing(self) -> bool:
        """True while the table still reveals a game that has just ended (e.g. a count-up)."""
        return not self.over_shown and self.game.is_over(self.session.state) and self.table.busy

    # ----- playing ---------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply ``action`` to the session. Returns False (and shows the reason) when refused."""
        before = self.session.state
        try:
            self.session.play(action)
        except IllegalAction as exc:
            reason = without_brackets(self.game.explain_illegal(before, action) or str(exc))
            self.table.refuse(action, reason)
            self.set_status(reason[:1].upper() + reason[1:], refusal=True)
            self.app.play("refuse")
            return False
        self.epoch += 1
        self.bots.forget()
        self.last_action = action
        problem = self.app.autosave(self.session)
        self.sync()
        if problem:
            self.autosave_failed(problem)
        return True

    def autosave_failed(self, problem: str) -> None:
        """A background autosave failed (see :func:`autosave_notice.report_failure`)."""
        report_failure(self, problem)

    def _undo_allowed(self) -> bool:
        if self.undo_fns is None or self.hotseat.at_screen is None or self.curtain_up:
            return False
        try:
            return bool(self.undo_fns[0](self.session, self.hotseat.at_screen))
        except Exception:
            log.exception("can_undo failed")
            return False

    def undo(self) -> None:
        """Undo the human at the screen's last moves (``tabletop.undo``)."""
        if not self.can_undo:
            return
        try:
            result = self.undo_fns[1](self.session, self.hotseat.at_screen)
        except Exception as exc:
            log.exception("undo failed")
            self.set_status(f"Undo failed: {exc}", refusal=True)
            return
        if isinstance(result, Session):
            self.session = result
        self.pacing.forget(self.session.state)
        self.epoch += 1
        self.bots.forget()
        problem = self.app.autosave(self.session)
        self.sync()
        if problem:
            self.autosave_failed(problem)

    def ask_hint(self) -> None:
        """Ask the strongest bot, in the worker thread, what the acting human should do."""
        if self.acting is None or self.acting != self.viewer or self.curtain_up:
            return
        if self.bots.ask_hint(self.session, self.acting, self.epoch, self.app.time_ms):
            self.side.set_buttons(hint=False, undo=self.can_undo)
            self.set_status("Thinking of a hint…")

    def still(self) -> bool:
        """Nothing on the table changes by itself: no animation or timer in the table
        (:attr:`TableBase.needs_frames`), no race, no result hold, no game over waiting to be
        shown. A bot thinking or pacing, a hint or an autosave pending keep it still (nothing
        moves meanwhile) but polled (:meth:`wake_ms`)."""
        if self.table is None or self.choices is None:
            return False
        if self.table.needs_frames or self.choices.racing or self.pacing.holding:
            return False
        return not (self.game.is_over(self.session.state) and not self.over_shown)

    def wake_ms(self) -> float | None:
        """A frame's time while a bot's move or a hint is being computed or paced, or an
        autosave is written (their results are polled in :meth:`update`); else None."""
        if self.bots.move is not None or self.bots.hint is not None or self.app.autosaver.pending:
            return 1000 / 60
        return None

    def update(self, dt_ms: float) -> None:
        self.table.update(dt_ms)
        if self.pacing.hold.update(dt_ms, self.table.busy):
            self.sync()                   # the held result goes: the curtain comes
        problem = self.app.autosaver.poll()   # a background autosave failed: say so at once
        if problem:
            self.autosave_failed(problem)
        elif self.app.autosaver.healthy:
            self._save_warned = False
        hint = self.bots.hint_result(self.epoch)
        if hint is not None:
            seat, action = hint
            self.table.hint(action)
            self.choices.hint(action)
            self.set_status("Hint: " + self.game.describe(action, seat, self.session.state))
            self.side.set_buttons(hint=True, undo=self.can_undo)
        state = self.session.state
        if self.game.is_over(state):
            self.choices.update(dt_ms)    # a race's result panel still times out (not stuck)
            if not self.over_shown and not self.table.busy:
                self.over_shown = True
                self.sync()               # the result shows at last: scores, log, status
                self.app.count_finished(self.session)
                self.app.play("game_over")
                self.app.push(open_scene(self.app, "game_over", self))
            return
        showing = self.choices.race is not None
        outcome = self.choices.update(dt_ms)
        if showing and self.choices.race is None:
            self.app.invalidate()         # the race result went: the curtain (if any) shows
        if outcome is not None:
            # Every human came to the keys for the race: nobody is at the screen alone any
            # more, so the next human to act gets the curtain first (a stranger saw the race
            # result over Ana's own cards while Ben was at the keyboard).
            self.hotseat.reset()
            self.play(outcome)
            return
        if self.choices.racing:
            return
        action = self.bots.next_move(self.session, self.deciding(self.game.decision(state)),
                                     self.epoch, self.app.time_ms,
                                     self.app.settings["bot_delay_ms"],
                                     self.table.busy or self.pacing.holding)
        if action is not None:
            self.play(action)

    # ----- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.lift.swallows(event):     # the rest of the key press that lifted the curtain
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.curtain_up or not self.table.cancel_choice():
                self.open_pause()   # Esc first drops a choice in progress on the table
            return
        if self.pressed(event, self.side.menu_button):
            self.open_pause()
            return
        if self.pressed(event, self.side.hint_button):
            if self.results_shown:
                self.app.push(open_scene(self.app, "game_over", self))   # "Results" again
            else:
                self.ask_hint()
            return
        if self.pressed(event, self.side.undo_button):
            self.undo()
            return
        if self.status_bar.explain_undo(
                event, self.side.undo_button.get_abs_rect(), self.side.undo_reason, self.can_undo,
                lambda: self.prompt_text(self.game.decision(self.session.state))):
            return
        if self.pacing.holding and skips_hold(event, self.table_rect()) and self.pacing.hold.end():
            return self.sync()            # a click or key: on to the curtain
        if self.curtain_up:
            self._curtain_event(event)
            return
        if self.side.wants_full_log(event) and not self.choices.racing:   # no window over a race
            return self.open_full_log()
        consumed, action = self.choices.handle_event(event)
        if not consumed:
            action = self.table.handle_event(event)
        if action is not None and self.acting is not None and action.seat == self.acting:
            self.play(action)
        elif action is not None:
            self.table.refuse(action, "It is not your turn.")

    def _curtain_event(self, event: pygame.event.Event) -> None:
        if self.recap_scroll.wants(event):   # the "Since your last turn" box scrolls
            size, words = self.table_rect().size, self._curtain_words()
            view = recap_view(self.app.assets, size, *words, self.pacing.since,
                              self.recap_scroll.top)
            self.recap_scroll.event(event, max(1, len(view.rows) - 1))
            self.recap_scroll.clamp(recap_view(self.app.assets, size, *words, self.pacing.since,
                                               self.recap_scroll.top))
            return
        if self.lift.event(event, self.table_rect(), self.app.time_ms) and self.acting is not None:
            self.hotseat.lift(self.acting)
            self.sync()

    def open_pause(self) -> None:
        """Open the pause menu over the table."""
        self.app.push(open_scene(self.app, "pause", self))

    def open_full_log(self) -> None:
        """Open the whole log, as the side panel's viewer reads it, over the table (the game
        waits); in a hot-seat game its title names that seat."""
        seat, shared = self.side.log_viewer, len(self.hotseat.humans) > 1
        title = f"{self.session.seats[seat].name}'s log" if shared and seat is not None \
            else "Game log"
        self.app.push(open_scene(self.app, "full_log", self, title))

    # ----- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        rect = self.table_rect()
        # A race's result shows over the face-down table (every hand hidden), the curtain
        # only after it: drawn over the curtain it hid the "Pass to …" words (a tester's shot).
        veiled = self.curtain_up and not (self.choices.race is not None
                                          and self.table.viewer is None)
        if not (self.table.opaque or veiled):
            # only under the table: the side panel and the status bar are opaque pygame-gui
            # elements drawn over the rest (a full-window blit was the frame's largest cost)
            self.app.draw_background(surface, rect)
        clip = surface.get_clip()
        surface.set_clip(rect)
        if veiled:
            name, why = self._curtain_words()
            surface.blit(curtain_surface(self.app.assets, rect.size, name, why,
                                         self.game.info.curtain_note, self.pacing.since,
                                         self.recap_scroll.top), rect.topleft)
        else:
            self.table.draw(surface)
        self.choices.draw(surface, rect, veiled)   # a race is public: over a curtain too
        surface.set_clip(clip)
        self.frame_log.append(FrameRecord(
            self.table.viewer, self.curtain_up, len(self.session.match.actions),
            self.hotseat.at_screen, self.choices.bar_seat, self.pacing.holding))
        del self.frame_log[:-FRAME_LOG_MAX]
