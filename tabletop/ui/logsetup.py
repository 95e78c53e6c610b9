"""Logging for the app: ``paths.log_dir()/tabletop.log`` (rotated), warnings also on stderr."""

from __future__ import annotations

import logging
import logging.handlers
import warnings

from tabletop import paths

_HANDLER_NAME = "tabletop-file"

FONT_HINTS = r"(Trying to pre-load font id|Finding font with id)"
"""pygame-gui's notes that a font was loaded on demand (or preloaded twice): hints for a
developer tuning start-up, not something a player can act on, so they stay off the terminal."""


def quiet_font_hints() -> None:
    """Keep pygame-gui's font-loading hints (:data:`FONT_HINTS`) off stderr; other warnings
    still show."""
    warnings.filterwarnings("ignore", message=FONT_HINTS, category=UserWarning)


def setup_logging(level: int = logging.INFO) -> None:
    """Attach the log file handler to the ``tabletop`` logger once (calling again is harmless).

    A log folder that cannot be written leaves logging on stderr only.
    """
    logger = logging.getLogger("tabletop")
    logger.setLevel(level)
    try:
        target = str(paths.log_dir() / "tabletop.log")
    except OSError:
        target = ""
    for old in list(logger.handlers):
        if old.get_name() == _HANDLER_NAME:
            if getattr(old, "baseFilename", "") == target:
                return
            logger.removeHandler(old)   # the log folder moved (tests change TABLETOP_HOME)
            old.close()
    try:
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
