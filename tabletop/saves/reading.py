"""Reading a save file defensively: size limit, UTF-8, nesting depth, strict JSON.

A save is data only: it is parsed with :mod:`json` (no code-running formats), never larger than
:data:`MAX_BYTES`, never nested deeper than :data:`MAX_DEPTH`, and nothing in it is used as a
path. Source: brief "saves" (hostile files); architecture guide, lesson 8.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from tabletop.saves import errors
from tabletop.saves.errors import SaveError

MAX_BYTES = 5 * 1024 * 1024
"""Files larger than this (5 MiB) are refused before being read."""
MAX_DEPTH = 40
"""Deepest allowed nesting of arrays and objects (real saves stay under 15)."""

# A JSON string, or an unterminated one running to the end of the text. Possessive quantifiers
# and the optional closing quote mean no backtracking: one pass over the text, whatever it holds
# (the old pattern retried from every quote of an unterminated run of \" pairs: quadratic).
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.S)
BOM = b"\xef\xbb\xbf"
"""The UTF-8 byte-order mark, skipped at the start of a save."""
_BRACKETS = re.compile(r"[\[\]{}]")


def nesting(text: str) -> tuple[int, int]:
    """``(deepest, still_open)``: the deepest nesting of ``[``/``{`` in JSON text and how many
    are still open at its end, ignoring brackets inside strings (an unterminated string runs
    to the end). Works on any text in time linear in its length."""
    outside = _STRING.sub("", text)
    steps = [1 if b in "[{" else -1 for b in _BRACKETS.findall(outside)]
    return max(itertools.accumulate(steps, initial=0)), sum(steps)


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def parse_text(text: str, path: Path) -> dict[str, Any]:
    """Parse save text into a JSON object.

    Raises:
        SaveError: ``truncated`` (ends early or empty), ``too_deep``, ``not_json`` or
            ``bad_shape`` (not a JSON object).
    """
    if not text.strip():
        raise SaveError(path, errors.TRUNCATED, "the file is empty (0 bytes of save data)")
    depth, still_open = nesting(text)
    if depth > MAX_DEPTH:
        raise SaveError(path, errors.TOO_DEEP,
                        f"the data is nested {depth} levels deep (at most {MAX_DEPTH} allowed)")
    try:
        data = json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise SaveError(path, errors.TOO_DEEP, "the data is nested too deeply") from None
    except json.JSONDecodeError as exc:
        if (still_open > 0 or exc.pos >= len(text.rstrip()) - 1
                or exc.msg.startswith("Unterminated string")):
            raise SaveError(path, errors.TRUNCATED,
                            f"the file ends too early (cut off at byte {len(text)})") from None
        raise SaveError(path, errors.NOT_JSON,
                        f"not a save file (not valid JSON: {exc.msg} at line {exc.lineno})") from None
    except ValueError as exc:
        raise SaveError(path, errors.NOT_JSON, f"not a save file ({exc})") from None
    if not isinstance(data, dict):
        raise SaveError(path, errors.BAD_SHAPE,
                        f"not a save file (a JSON {type(data).__name__}, not an object)")
    return data


def read_document(path: Path) -> dict[str, Any]:
    """The parsed JSON object in ``path``, checked for size, encoding and depth.

    Raises:
        SaveError: ``not_found``, ``too_big``, ``not_json``, ``truncated``, ``too_deep`` or
            ``bad_shape``; the message names the file.
    """
    try:
        # Non-blocking open, then fstat: a pipe (FIFO) or device named like a save is refused
        # at once instead of blocking the app on open() or read().
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
        with open(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if stat.S_ISDIR(info.st_mode):
                raise IsADirectoryError(path)
            if not stat.S_ISREG(info.st_mode):
                raise SaveError(path, errors.NOT_FOUND,
                                "not a save file (a pipe, device or socket)")
            if info.st_size > MAX_BYTES:
                raise SaveError(path, errors.TOO_BIG,
                                f"the file is {info.st_size / 1048576:.1f} MB; saves are at "
                                f"most {MAX_BYTES // 1048576} MB")
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(path, errors.NOT_FOUND, "the file is not there any more") from None
    except IsADirectoryError:
        raise SaveError(path, errors.NOT_FOUND, "this is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(path, errors.NOT_FOUND, f"the file cannot be read ({exc.strerror})") from None
    except ValueError:  # a NUL character in the path
        raise SaveError(path, errors.NOT_FOUND, "not a usable file name") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(path, errors.TOO_BIG, f"the file is over {MAX_BYTES // 1048576} MB")
    if raw.startswith(BOM):   # some Windows editors start UTF-8 text with a byte-order mark
        raw = raw[len(BOM):]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(path, errors.NOT_JSON,
                        f"not a save file (not UTF-8 text at byte {exc.start})") from None
    return parse_text(text, path)
