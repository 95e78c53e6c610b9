"""Build a one-folder desktop bundle of Tabletop with PyInstaller.

Usage (on the target system; PyInstaller does not cross-compile):

    python3 -m pip install -e '.[installer]'
    python3 build_installer.py            # -> dist/tabletop/tabletop[.exe]

The bundle carries art/, sounds/ and the example saves/; the app finds them through
``tabletop.paths.resource_root()`` (PyInstaller's ``sys._MEIPASS`` when frozen).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent


def build_args() -> list[str]:
    """The PyInstaller command-line arguments for the one-folder bundle."""
    sep = os.pathsep
    args = ["--noconfirm", "--clean", "--onedir", "--name", "tabletop", "--windowed",
            "--collect-data", "pygame_gui",
            "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
            "--specpath", str(ROOT / "build")]
    for folder in ("art", "sounds", "saves"):
        if (ROOT / folder).is_dir():
            args += ["--add-data", f"{ROOT / folder}{sep}{folder}"]
    theme = ROOT / "tabletop" / "ui" / "theme.json"
    if theme.exists():
        args += ["--add-data", f"{theme}{sep}tabletop/ui"]
    args.append(str(ROOT / "tabletop" / "__main__.py"))
    return args


def main() -> int:
    """Run PyInstaller; returns its exit status (2 when PyInstaller is missing)."""
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: python3 -m pip install -e '.[installer]'",
              file=sys.stderr)
        return 2
    pyinstaller.run(build_args())
    print(f"built {ROOT / 'dist' / 'tabletop'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
