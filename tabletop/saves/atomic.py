"""Crash-safe file replacement: temp file, fsync, ``os.replace``, a ``.bak`` of the old file.

At any moment of a crash the target holds either the old or the new contents, whole; the
``.bak`` holds the previous version (or the one before, whole too). Source: brief "saves"
(atomic writes); the POSIX rename guarantee. Writes go through ``os.write``/``os.fsync`` on a
raw descriptor so tests can simulate a full disk by patching them.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

TEMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"


def backup_path(path: Path) -> Path:
    """Where the previous version of ``path`` is kept: ``<name>.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _temp_path(folder: Path, name: str) -> Path:
    # Hidden (leading dot) and ending in .tmp, so listings skip it.
    return folder / f".{name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"


def _write_new(path: Path, data: bytes) -> None:
    """Create ``path`` (which must not exist) holding ``data``, flushed to the disk."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_folder(folder: Path) -> None:
    """Flush a folder's entries (the renames) to disk where the platform allows it."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _keep_backup(path: Path) -> None:
    """Atomically make ``<path>.bak`` the current version of ``path`` (a hard link when the
    file system allows, else a flushed copy)."""
    temp = _temp_path(path.parent, path.name + BACKUP_SUFFIX)
    try:
        try:
            os.link(path, temp)
        except OSError:
            _write_new(temp, path.read_bytes())
        os.replace(temp, backup_path(path))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def atomic_write(path: Path, data: bytes, backup: bool = True) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old or the new file whole.

    Args:
        path: the file to write (its folder must exist).
        data: the complete new contents.
        backup: keep the old contents as ``<path>.bak`` (replaced atomically too).

    Raises:
        OSError: the folder is not writable, the disk is full... (``path`` is then untouched
            and no temp file is left behind).
    """
    temp = _temp_path(path.parent, path.name)
    try:
        _write_new(temp, data)
        if backup and path.exists():
            _keep_backup(path)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_folder(path.parent)


def is_temp(path: Path) -> bool:
    """True for a temp file left by an interrupted :func:`atomic_write`."""
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)
