"""Build a one-folder desktop bundle of Tabletop with PyInstaller.

Usage (on the target system; PyInstaller does not cross-compile):

    python3 -m pip install -e '.[installer]'
    python3 build_installer.py                 # -> dist/tabletop/tabletop[.exe]
    python3 build_installer.py --dist DIR      # build into DIR/tabletop (work files in DIR too)

What goes in: every module of the ``tabletop`` package, found by walking the package (the game
registry imports ``tabletop.games.<id>`` by name, which PyInstaller's analysis cannot see, so
every game package present, also those added later, is named as a hidden import), the package's
data files (the pygame-gui theme), ``art/`` (images and the DejaVu fonts), ``sounds/``, the
example ``saves/``, and pygame-gui's data (its Noto fonts, used for names in any script). The app
finds them through ``tabletop.paths.resource_root()`` (``sys._MEIPASS`` when frozen). The bundle's
size is printed at the end.
"""

from __future__ import annotations

import argparse
import os
import pkgutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
RESOURCE_FOLDERS = ("art", "sounds", "saves")


def tabletop_modules() -> list[str]:
    """Every module and package under ``tabletop`` (games included), by walking the source
    folder: nothing is listed by hand. Test-only packages (``_template``) are kept too: they
    cost little and a game may import shared code from anywhere in the package."""
    import tabletop
    names = ["tabletop"]
    for info in pkgutil.walk_packages(tabletop.__path__, "tabletop."):
        names.append(info.name)
    return sorted(names)


def game_packages() -> list[str]:
    """The game packages present (``tabletop.games.<id>`` folders with an ``__init__.py``)."""
    folder = ROOT / "tabletop" / "games"
    return sorted(f"tabletop.games.{p.name}" for p in folder.iterdir()
                  if (p / "__init__.py").is_file() and not p.name.startswith("_"))


def build_args(dist: Path | None = None) -> list[str]:
    """The PyInstaller command-line arguments for the one-folder bundle in ``dist``
    (default ``dist/``; work files go beside it)."""
    sep = os.pathsep
    dist = dist or ROOT / "dist"
    work = dist.parent / (dist.name + "-build") if dist != ROOT / "dist" else ROOT / "build"
    args = ["--noconfirm", "--clean", "--onedir", "--name", "tabletop", "--windowed",
            "--log-level", "WARN",
            "--collect-data", "pygame_gui", "--collect-data", "tabletop",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(ROOT)]
    for module in tabletop_modules():
        args += ["--hidden-import", module]
    for folder in RESOURCE_FOLDERS:
        if (ROOT / folder).is_dir():
            args += ["--add-data", f"{ROOT / folder}{sep}{folder}"]
    args.append(str(ROOT / "tabletop" / "__main__.py"))
    return args


def folder_size(folder: Path) -> int:
    """Bytes in every file under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    """Run PyInstaller; returns its exit status (2 when PyInstaller is missing)."""
    parser = argparse.ArgumentParser(description="Build the one-folder Tabletop bundle.")
    parser.add_argument("--dist", type=Path, default=None,
                        help="output folder (the bundle is DIST/tabletop); default dist/")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: python3 -m pip install -e '.[installer]'",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    dist = args.dist.resolve() if args.dist else ROOT / "dist"
    print(f"games bundled: {', '.join(p.rsplit('.', 1)[1] for p in game_packages())}")
    pyinstaller.run(build_args(dist))
    bundle = dist / "tabletop"
    print(f"built {bundle}: {folder_size(bundle) / 1048576:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
