"""Draw every PNG in art/ from the palette and write art/manifest.json.

Usage: ``python3 tools/make_art.py`` (headless; takes a few seconds). Re-run after any change
to tabletop/ui/palette.py or the art modules; never edit the PNGs by hand. Output is
deterministic: the same code gives the same pixels. Source: shared/docs/art-direction.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_base  # noqa: E402
import art_big_fat  # noqa: E402
import art_common  # noqa: E402
import art_dice  # noqa: E402
import art_diced  # noqa: E402
import art_targets  # noqa: E402
import art_tomatoss  # noqa: E402


def main() -> int:
    """Build all art, write the manifest, print a summary; returns 0."""
    art_tomatoss.build()
    art_targets.build()
    art_dice.build()
    art_diced.build()
    art_big_fat.build()
    notes = art_common.build()
    slots = {k: [list(r) for r in v] for k, v in art_tomatoss.festival_slots().items()}
    notes["festival_board_slots"] = slots
    notes["card_size"] = [art_tomatoss.CARD_W, art_tomatoss.CARD_H]
    path = art_base.write_manifest(notes)
    files = art_base.written()
    total = sum((art_base.ART / f).stat().st_size for f in files)
    print(f"{len(files)} images, {total / 1e6:.2f} MB, manifest {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
