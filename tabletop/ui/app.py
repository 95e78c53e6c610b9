"""The app: window, 60 fps loop, scene stack, settings, sound; ``run()`` is the entry point.

Every event goes to pygame-gui's ``process_events`` first; only events it did not consume reach
the top scene (pygame-gui's own events such as button presses reach it too). Source: architecture
guide, lesson 11. Tests drive an :class:`App` frame by frame with :meth:`App.step` under the SDL
dummy drivers (tests/conftest.py).

This module imports only pygame at import time, so :func:`run` can refuse to start with classic
pygame (which breaks pygame-gui) and say why.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

if TYPE_CHECKING:
    from tabletop.ui.scene import Scene

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
FPS = 60
SAFETY_MS = 1000.0
"""A still screen is drawn again at least this often (milliseconds of app time): a safety net."""
LINGER_MS = 1500.0
"""Frames go on this long after the last input or window event: pygame-gui's hover
transitions and its tooltips (shown after 1 s of hovering) need frames no scene knows of."""


def pygame_ce_ok() -> bool:
    """True when the ``pygame`` package is pygame-ce (classic pygame breaks pygame-gui)."""
    return bool(getattr(pygame, "IS_CE", False))


class App:
    """The window and its scene stack.

    Args:
        size: window size (w, h) in pixels; default: the size remembered in the settings.
        fps: frame cap for :meth:`step` (0: no cap, as the tests use).
        fixed_dt_ms: if set, every frame advances the app clock by exactly this many
            milliseconds (deterministic tests); else by the measured frame time.
        start_menu: push the main menu at once.
        idle: skip drawing frames while nothing on screen can change (see :meth:`step`);
            default: on with a frame cap (the real window), off without one (tests, which
            then draw every frame as before; a test of idle frames turns it on).

    Raises:
        RuntimeError: pygame is not pygame-ce.
        pygame.error: no video device could be opened.
    """

    def __init__(self, size: tuple[int, int] | None = None, *, fps: int = 0,
                 fixed_dt_ms: float | None = None, start_menu: bool = True,
                 idle: bool | None = None) -> None:
        if not pygame_ce_ok():
            raise RuntimeError("Tabletop needs pygame-ce; classic pygame is installed over it")
        import pygame_gui

        from tabletop.tablekit.assets import Assets, font_path
        from tabletop.tablekit.script_fonts import install_for_pygame_gui
        from tabletop.ui.logsetup import quiet_font_hints, setup_logging
        from tabletop.ui.settings import Settings
        from tabletop.ui.sound import Sounds, init_mixer
        from tabletop.ui.theme import FONT_NAME, theme_dict
        from tabletop.ui.theme_ids import compact_theme_ids

        from tabletop.ui import memory
        setup_logging()
        quiet_font_hints()
        self._memory = memory
        memory.configure()
        self._release_at = float(memory.RELEASE_EVERY_MS)
        self.settings = Settings()
        pygame.init()
        self.sounds = Sounds(init_mixer(), self.settings["volume"], self.settings["mute"])
        self.fullscreen = bool(self.settings["fullscreen"]) and size is None
        from tabletop.ui.window_fit import desktop_size
        # The remembered size is fitted to this desktop (an explicit size is kept as given).
        self._desktop = desktop_size() if size is None else None
        want = tuple(size or self.settings["window_size"])
        self.screen = self._open_window(want, self.fullscreen, self._desktop)
        pygame.display.set_caption("Tabletop")
        self.assets = Assets()
        if self.assets.has_image("common/icon_app.png"):
            pygame.display.set_icon(self.assets.images("common/icon_app.png", (64, 64)))
        install_for_pygame_gui()   # names in any script: glyphs DejaVu lacks come from Noto
        self.ui = pygame_gui.UIManager(self.size, theme_dict())
        compact_theme_ids(self.ui.get_theme())   # a whole game's theming ids in kilobytes
        regular, bold = font_path(False), font_path(True)
        if regular is not None:   # every size of the shipped font, e.g. for HTML <font> tags
            self.ui.add_font_paths(FONT_NAME, str(regular), str(bold or regular))
        # pygame-gui's own events (button pressed, menu changed...) always reach the scene,
        # even when an element reports them as consumed.
        self._ui_events = {v for k, v in vars(pygame_gui).items()
                           if k.startswith("UI_") and isinstance(v, int)}
        self.fps = fps
        self.fixed_dt_ms = fixed_dt_ms
        self.clock = pygame.time.Clock()
        self.time_ms = 0.0
        self.frame = 0
        self.running = True
        self.idle = bool(fps) if idle is None else idle
        self.draws = 0                 # frames drawn and flipped (tests count them)
        self._dirty = True             # something changed: draw the next frame
        self._drawn_at = float("-inf")   # app time of the last drawn frame
        self._lively_until = 0.0       # app time until which frames go on after an event
        self._was_still = False        # the last frame found the screen still
        self._still_key: tuple = ()    # what the top scene said last frame (a change draws)
        self.scenes: list[Scene] = []
        self._background: pygame.Surface | None = None
        from tabletop.ui.fullscreen_key import FullScreenKey
        self._f11 = FullScreenKey()   # F11 toggles once per key press
        from tabletop.ui.hover_tips import TipGate
        self._tips = TipGate()        # no tooltip under a pointer left there by a click
        self._saves = None
        self._stats = None
        from tabletop.ui.saves_bridge import AutosaveWriter
        self.autosaver = AutosaveWriter()
        if start_menu:
            from tabletop.ui.navigate import open_scene
            self.push(open_scene(self, "main_menu"))

    # ----- window ---------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The window size (w, h) in pixels."""
        return self.screen.get_size()

    @staticmethod
    def _open_window(size: tuple[int, int], fullscreen: bool,
                     desktop: tuple[int, int] | None = None) -> pygame.Surface:
        """Full screen, or a window of ``size`` fitted to ``desktop`` (None: as given) and
        centred (see :mod:`tabletop.ui.window_fit`)."""
        from tabletop.ui.window_fit import centred, fit_window
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("full screen unavailable (%s); opening a window", exc)
        with centred():
            return pygame.display.set_mode(fit_window(size, desktop, MIN_SIZE), pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        """F11: switch between full screen and the remembered window size."""
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window(tuple(self.settings["window_size"]), self.fullscreen,
                                        self._desktop)
        self.settings.set("fullscreen", self.fullscreen)
        self.settings.save()
        self._size_changed()

    def _f11_key(self, down: bool) -> None:
        """An F11 key-down or key-up: full screen toggles once per key press (see
        :mod:`tabletop.ui.fullscreen_key`)."""
        if self._f11.key(down, self.time_ms):
            self.toggle_fullscreen()

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized by the user (or a test): relayout every scene."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.settings.set("window_size", list(size))
            self.settings.save()
        self._size_changed()

    def _size_changed(self) -> None:
        self._dirty = True
        self.screen = pygame.display.get_surface()
        self._background = None
        self.ui.set_window_resolution(self.size)
        for scene in self.scenes:
            scene.resized()

    def draw_background(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The wooden table top (tiled art when shipped, else the palette's wood colour), over
        the whole ``surface`` or only over ``area`` (window pixels)."""
        if self._background is None or self._background.get_size() != surface.get_size():
            from tabletop.tablekit import palette
            bg = pygame.Surface(surface.get_size()).convert()
            bg.fill(palette.TABLE_WOOD)
            if self.assets.has_image("common/table_wood.png"):
                tile = self.assets.images("common/table_wood.png")
                tw, th = tile.get_size()
                for x in range(0, bg.get_width(), tw):
                    for y in range(0, bg.get_height(), th):
                        bg.blit(tile, (x, y))
            self._background = bg
        if area is None:
            surface.blit(self._background, (0, 0))
        else:
            surface.blit(self._background, area.topleft, area=area)

    # ----- scene stack ----------------------------------------------------------------------
    @property
    def top(self) -> "Scene | None":
        """The scene receiving input."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: "Scene") -> None:
        """Show ``scene`` over the current one (which stays open underneath)."""
        self.scenes.append(scene)
        scene.open()
        self._restack()

    def pop(self) -> None:
        """Close the top scene and uncover the one below (quitting if none is left)."""
        if not self.scenes:
            return
        self.scenes.pop().close()
        if self.scenes:
            self._restack()
        else:
            self.running = False

    def replace(self, scene: "Scene") -> None:
        """Close the top scene and show ``scene`` in its place."""
        if self.scenes:
            self.scenes.pop().close()
        self.push(scene)

    def reset_to(self, scene: "Scene") -> None:
        """Close every scene and show ``scene`` alone (back to the menu, or into a game)."""
        while self.scenes:
            self.scenes.pop().close()
        self.push(scene)

    def _restack(self) -> None:
        """Show the top scene and those seen through overlays down to the first opaque scene;
        hide (cover) the rest."""
        self._tips.close()
        self._dirty = True
        seen_through = True
        for scene in reversed(self.scenes):
            if seen_through:
                scene.uncover()
            else:
                scene.cover()
            if scene.opaque:
                seen_through = False

    def find(self, kind: type) -> "Scene | None":
        """The topmost open scene of class ``kind`` (tests use it), or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # ----- saves (optional module) -----------------------------------------------------------
    @property
    def saves(self):
        """The :class:`tabletop.saves.SaveStore`, or None when saving is not available.

        Waits first for an autosave still being written, so whoever reads the saves folder
        (Continue, Load, Save) sees the last move."""
        self.autosaver.flush()
        return self._store()

    def _store(self):
        if self._saves is None:
            from tabletop.ui import saves_bridge
            self._saves = saves_bridge.open_store() or False
        return self._saves or None

    @property
    def stats(self):
        """The player statistics (:class:`tabletop.stats.StatsStore`), read on first use."""
        if self._stats is None:
            from tabletop.stats import StatsStore
            self._stats = StatsStore()
        return self._stats

    def count_finished(self, session) -> None:
        """Add a finished game to the statistics (once per game; a failure is logged and shown
        on the Stats screen, never raised)."""
        try:
            game, state = session.game, session.state
            self.stats.add_game(f"{game.info.id}:{session.match.seed}:{session.created!r}",
                                game.info.id, [s.name for s in session.seats],
                                [None if s.is_human else s.bot for s in session.seats],
                                game.scores(state), game.winners(state))
        except Exception:  # statistics must never stop a game
            log.exception("the finished game could not be counted in the statistics")

    def autosave(self, session) -> str:
        """Autosave ``session`` off the frame: serialised now, written by the background
        worker. Returns "" or why it could not be serialised; a failed write shows later
        through ``self.autosaver.poll()``."""
        return self.autosaver.submit(self._store(), session)

    # ----- the loop -------------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] | None = None) -> bool:
        """Run one frame: events, updates, drawing. Returns False once the app should quit.

        With :attr:`idle` on, a frame is drawn (and flipped) only when something can have
        changed on screen: an event arrived in the last :data:`LINGER_MS`, the top scene is not
        :meth:`~tabletop.ui.scene.Scene.still` (or its answer changed), something called
        :meth:`invalidate` (a scene pushed, a resize...), a pygame-gui element came or went, or
        :data:`SAFETY_MS` passed since the last drawn frame. After a still frame, a frame-capped
        app sleeps in ``pygame.event.wait`` until an event, the scene's ``wake_ms`` (a bot's
        move polled) or the safety net, instead of ticking at :data:`FPS`.

        Args:
            events: extra events handled before the queue (the queue is always read too).
        """
        queue = list(events or [])
        waited = bool(self.fps) and self.idle and self._was_still and not queue
        if waited:
            first = pygame.event.wait(self._sleep_ms())
            if first.type != pygame.NOEVENT:
                queue.append(first)
            measured = self.clock.tick()
        else:
            measured = self.clock.tick(self.fps) if self.fps else self.clock.tick()
        real = self.fixed_dt_ms if self.fixed_dt_ms is not None else float(measured)
        # after a sleep the app clock keeps wall time (paces, graces), but the scenes advance
        # by one frame at most: an animation started by the waking event plays from its start
        dt = min(real, 1000.0 / self.fps) if waited else min(real, 250.0)
        self.time_ms += min(real, 2 * SAFETY_MS) if waited else dt
        queue += pygame.event.get()
        for event in queue:
            self._dispatch(event)
            if not self.running:
                return False
        if queue:
            self._lively_until = self.time_ms + LINGER_MS
        elements = len(self.ui.get_sprite_group().spritedict)
        self.ui.update(dt / 1000.0)
        self._tips.hold(self.ui)
        if self.top is not None:
            self.top.update(dt)
        still = self.idle and self._screen_still(elements)
        if not still or self.time_ms - self._drawn_at >= SAFETY_MS:
            self._draw()
            self.draws += 1
            self._dirty = False
            self._drawn_at = self.time_ms
        self._was_still = still
        self.frame += 1
        if self.time_ms >= self._release_at:   # free heap pages back (tabletop.ui.memory)
            self._release_at = self.time_ms + self._memory.RELEASE_EVERY_MS
            self._memory.release()
        return self.running

    def invalidate(self) -> None:
        """Something on screen changed outside an event or an animation: draw the next frame
        (with :attr:`idle` on; see :meth:`step`)."""
        self._dirty = True

    def _screen_still(self, elements_before: int) -> bool:
        """True when this frame need not be drawn (see :meth:`step`)."""
        top = self.top
        key = (top, top.still(), top.wake_ms()) if top is not None else ()
        changed, self._still_key = key != self._still_key, key
        scene_still = top is None or key[1]
        if changed or self._dirty or self.time_ms < self._lively_until or not scene_still:
            return False
        if len(self.ui.get_sprite_group().spritedict) != elements_before:
            return False
        from pygame_gui.elements import UITextEntryLine
        return not any(isinstance(e, UITextEntryLine) for e in self.ui.get_focus_set() or ())

    def _sleep_ms(self) -> int:
        """How long a still frame-capped app may sleep waiting for an event (milliseconds)."""
        left = SAFETY_MS - (self.time_ms - self._drawn_at)
        wake = self.top.wake_ms() if self.top is not None else None
        if wake is not None:
            left = min(left, wake)
        return max(1, int(left))

    def run_frames(self, n: int) -> bool:
        """Run ``n`` frames (or fewer if the app quits). Returns :attr:`running`."""
        for _ in range(n):
            if not self.step():
                break
        return self.running

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            self._f11_key(event.type == pygame.KEYDOWN)
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._f11.other_input()
        self._tips.event(event)
        consumed = self.ui.process_events(event)
        if (not consumed or event.type in self._ui_events) and self.top is not None:
            self.top.handle_event(event)

    def _draw(self) -> None:
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        if not self.scenes:
            self.draw_background(self.screen)
        for scene in self.scenes[max(0, start):]:
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        pygame.display.flip()

    def screenshot(self, path: str | Path) -> Path:
        """Save the last drawn frame as a PNG; returns the path."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    def play(self, name: str) -> None:
        """Play a named sound through the facade."""
        self.sounds.play(name)

    def quit(self) -> None:
        """Stop the loop (the window closes in :meth:`shutdown`)."""
        self.running = False

    def shutdown(self) -> None:
        """Close every scene, finish the pending autosave, save the settings and close the
        window."""
        while self.scenes:
            self.scenes.pop().close()
        self.autosaver.close()
        self.settings.save()
        pygame.display.quit()


HEADLESS_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that open no window on any screen."""


def no_screen_message(driver: str, requested: str | None) -> str | None:
    """Why the app refuses to run, or None: SDL chose ``driver`` (a video driver name) though
    ``requested`` (the ``SDL_VIDEODRIVER`` setting, None when unset) did not ask for a
    driver that draws nowhere; without this the app would run with no window and no word
    (on Linux with no ``DISPLAY``, SDL falls back to "offscreen")."""
    if driver not in HEADLESS_DRIVERS or requested == driver:
        return None
    return (f"Tabletop could not find a screen to open its window on (SDL chose the "
            f"'{driver}' video driver). Run it from a desktop session; on Linux check that "
            f"DISPLAY or WAYLAND_DISPLAY is set.")


def run(seconds: float | None = None, watch: str | None = None) -> int:
    """Open the window and play until it is closed (or for ``seconds`` of wall time, then
    close: ``tabletop play --seconds 3``, the bundle's smoke test). With ``watch`` (a game id)
    the window opens on a table of that game played by its bots. Returns the process exit
    code (2 also for an unknown ``watch`` game).

    Refuses to start (exit code 2, with a message) when classic pygame is installed instead of
    pygame-ce, or when no window can be opened (also when SDL fell back to a driver that draws
    nowhere, :func:`no_screen_message`).
    """
    if not pygame_ce_ok():
        print("Tabletop needs pygame-ce, but classic pygame is installed over it. Repair with:\n"
              "  pip uninstall -y pygame && pip install --force-reinstall --no-deps pygame-ce",
              file=sys.stderr)
        return 2
    try:
        app = App(fps=FPS)
    except pygame.error as exc:
        print(f"Tabletop could not open a window: {exc}", file=sys.stderr)
        return 2
    refusal = no_screen_message(pygame.display.get_driver(), os.environ.get("SDL_VIDEODRIVER"))
    if refusal is not None:
        app.shutdown()
        print(refusal, file=sys.stderr)
        return 2
    log.info("Tabletop started at %dx%d", *app.size)
    from tabletop.ui.watch_table import watch_table
    if watch is not None and not watch_table(app, watch):
        app.shutdown()
        return 2
    import time

    from tabletop.ui.stop_signals import stop_on_signals
    signals_done = stop_on_signals(app.quit, app.autosaver.flush)   # SIGTERM: a clean stop
    stop = None if seconds is None else time.monotonic() + seconds
    try:
        while app.step():
            if stop is not None and time.monotonic() >= stop:
                break
    finally:
        app.shutdown()
        signals_done()
    log.info("Tabletop stopped")
    return 0
