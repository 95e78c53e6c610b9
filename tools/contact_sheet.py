"""Contact sheet of every image in art/manifest.json (or given files) for checking by eye.

Usage: ``python3 tools/contact_sheet.py [--out /tmp/contact.png] [--scale 0.5] [glob ...]``.
Each image is drawn at ``scale`` (0.5 = the 1x size the table uses) on a wood-and-linen
checkerboard with its file name under it. Not committed output; a development aid only.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from art_base import ART, P, font  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Build the sheet; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="/tmp/contact.png")
    ap.add_argument("--scale", type=float, default=0.5)
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("patterns", nargs="*", default=["*"])
    args = ap.parse_args(argv)
    files = json.loads((ART / "manifest.json").read_text())["files"]
    names = [n for n in sorted(files) if any(fnmatch.fnmatch(n, p) for p in args.patterns)]
    label = font(14)
    tiles = []
    for n in names:
        img = pygame.image.load(str(ART / n))
        w, h = img.get_size()
        s = max(1, round(w * args.scale)), max(1, round(h * args.scale))
        tiles.append((n, pygame.transform.smoothscale(img, s)))
    x = y = 10
    row_h = 0
    places = []
    for n, img in tiles:
        w, h = img.get_size()
        if x + w > args.width - 10 and x > 10:
            x, y = 10, y + row_h + 24
            row_h = 0
        places.append((n, img, x, y))
        x += max(w, label.size(n.split("/")[-1])[0]) + 12
        row_h = max(row_h, h)
    sheet = pygame.Surface((args.width, y + row_h + 34))
    sheet.fill(P.TABLE_WOOD)
    half = sheet.get_width() // 2
    sheet.fill(P.LINEN, (half, 0, half, sheet.get_height()))
    for n, img, x, y in places:
        sheet.blit(img, (x, y))
        sheet.blit(label.render(n.split("/")[-1], True, P.INK, P.CARD_STOCK),
                   (x, y + img.get_height() + 3))
    pygame.image.save(sheet, args.out)
    print(args.out, sheet.get_size(), len(places), "images")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
