"""The sound facade: ``play(name)`` plays ``sounds/<name>.wav``; one master volume and mute.

Start-up follows the verified recipe (testing-desktop.md, Sound): try the mixer; on failure set
``SDL_AUDIODRIVER=dummy`` and try again; if that fails too, run silent and never build a Sound.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pygame

from tabletop import paths

log = logging.getLogger(__name__)


def init_mixer() -> bool:
    """Start pygame's mixer if possible. Returns True when sound is available."""
    if pygame.mixer.get_init():
        return True
    try:
        pygame.mixer.init()
        return True
    except pygame.error as exc:
        log.info("no audio device (%s); trying the dummy audio driver", exc)
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        pygame.mixer.init()
        return True
    except pygame.error as exc:
        log.warning("sound is off: %s", exc)
        return False


def sound_problem(enabled: bool) -> str:
    """"" when sounds reach a real audio device; else a sentence for the Settings screen (no
    mixer at all, or only SDL's silent dummy driver, as on a machine without a sound card)."""
    if not enabled or not pygame.mixer.get_init():
        return "Sound is unavailable on this computer: no audio device could be opened."
    try:
        driver = pygame.mixer.get_driver()
    except (AttributeError, pygame.error):
        return ""
    if driver == "dummy":
        return "Sound is unavailable: no audio device was found, so sounds stay silent."
    return ""


class Sounds:
    """Plays named sounds at the master volume; silent when there is no mixer or when muted.

    Args:
        enabled: whether a mixer is running (see :func:`init_mixer`).
        volume: master volume 0..1.
        mute: start muted.
        folder: where the WAV files are (default ``paths.sounds_dir()``).
    """

    def __init__(self, enabled: bool, volume: float = 0.8, mute: bool = False,
                 folder: Path | None = None) -> None:
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, float(volume)))
        self.mute = bool(mute)
        self.folder = folder if folder is not None else paths.sounds_dir()
        self._cache: dict[str, object] = {}
        self.played: list[str] = []   # names asked for, newest last (for tests and the log)

    def _sound(self, name: str):
        if name in self._cache:
            return self._cache[name]
        sound = None
        path = self.folder / f"{name}.wav"
        try:
            sound = pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError, OSError) as exc:
            log.warning("sound %s unavailable: %s", path, exc)
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play ``sounds/<name>.wav`` once (nothing when muted, silent or the file is missing)."""
        self.played.append(name)
        del self.played[:-50]
        if not self.enabled or self.mute or self.volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

    def set_volume(self, volume: float) -> None:
        """Master volume 0..1 (clamped)."""
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_mute(self, mute: bool) -> None:
        """Mute or unmute every sound."""
        self.mute = bool(mute)
