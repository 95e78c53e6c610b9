"""SaveFolder: where the save files live, and which paths belong to that folder.

The base of :class:`tabletop.saves.store.SaveStore`: the folder (the platformdirs data folder
unless another is given), creating it on first write, and the checks that keep every read,
delete and rename inside it (no link leading out, no name outside it). Every failure is a
:class:`SaveError` naming the path, worded for a player. Source: brief "saves"; docs/saves.md.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from tabletop import paths
from tabletop.saves import errors
from tabletop.saves.errors import SaveError


def os_reason(exc: OSError, folder: Path) -> str:
    """A player's words for why writing in ``folder`` failed (full disk, no permission,
    read-only disk, not a folder, anything else)."""
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "the disk is full (no space left to write the save)"
    if code in (errno.EACCES, errno.EPERM):
        return f"no permission to write in the saves folder {folder}"
    if code == errno.EROFS:
        return f"the saves folder {folder} is on a read-only disk"
    if code in (errno.ENOTDIR, errno.EEXIST):
        return f"the saves folder {folder} is not a folder"
    return f"the file could not be written ({exc.strerror or exc})"


class SaveFolder:
    """The saves folder of a store and its path checks.

    Args:
        folder: a folder to use instead of ``paths.saves_dir()`` (tests, a portable install);
            None: the default one, resolved at each call.
    """

    def __init__(self, folder: Path | str | None = None) -> None:
        self._folder = None if folder is None else Path(folder)

    # ----- folders ---------------------------------------------------------------------------
    @property
    def folder(self) -> Path:
        """The saves folder (the default one is created when first asked for).

        Raises:
            SaveError: the default folder cannot be created.
        """
        if self._folder is not None:
            return self._folder
        try:
            return paths.saves_dir()
        except OSError as exc:
            folder = Path(exc.filename or "saves")
            raise SaveError(folder, errors.WRITE_FAILED, os_reason(exc, folder)) from None

    def _writable_folder(self) -> Path:
        folder = self.folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(folder, errors.WRITE_FAILED, os_reason(exc, folder) +
                            "; the game goes on") from None
        if not folder.is_dir():
            raise SaveError(folder, errors.WRITE_FAILED, f"the saves folder {folder} is not a "
                            "folder; the game goes on")
        return folder

    def _resolve(self, path: Path | str) -> Path:
        if not isinstance(path, (str, os.PathLike)):
            raise SaveError(Path("?"), errors.BAD_NAME, f"not a file name: {path!r:.60}")
        path = Path(path)
        return path if path.is_absolute() else self.folder / path

    def _in_folder(self, path: Path) -> bool:
        try:
            return path.parent.resolve() == self.folder.resolve()
        except (OSError, ValueError, RuntimeError):  # RuntimeError: a symlink loop
            return False

    def _links_outside(self, path: Path) -> bool:
        """True for a name in the saves folder that is a link leading out of it."""
        try:
            return (self._in_folder(path) and path.is_symlink()
                    and path.resolve().parent != self.folder.resolve())
        except (OSError, ValueError, RuntimeError):
            return True

    def _own(self, path: Path | str) -> Path:
        path = self._resolve(path)
        try:
            is_file = path.is_file()
        except (OSError, ValueError):  # a name too long, a NUL character
            is_file = False
        if not self._in_folder(path) or not is_file:
            raise SaveError(path, errors.BAD_NAME, "not a save in the saves folder")
        return path
