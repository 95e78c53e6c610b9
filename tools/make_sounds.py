"""Synthesize the table's sound effects into sounds/*.wav with the standard library only.

Usage: ``python3 tools/make_sounds.py [--out DIR] [--only NAME ...] [--list]``.
Every sound is 16-bit mono PCM at 44.1 kHz, peak-normalised to -3 dBFS, with short fades at both
ends (no clicks), under 1 s except the game-over fanfare (about 2 s). Randomness comes from a
``random.Random`` seeded from the sound's name, so a re-run writes identical bytes.
Source: shared/docs/art-direction.md, "Sound" (short, soft, synthesized, normalised).

The building blocks are in :mod:`sound_blocks`; the shared sounds (also TomaToss's and Diced
Tomatoes') in :mod:`sounds_common`; each game's own sounds follow the registry: for every id in
``games.ids()``, ``tools/sounds_<id>.py`` is imported when it exists, and its ``SOUNDS`` and
``FADE_OUT_S`` dicts are merged in.
"""

from __future__ import annotations

import argparse
import importlib
import random
import struct
import sys
import wave
import zlib
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
SOUNDS_DIR = ROOT / "sounds"
sys.path.insert(0, str(TOOLS))
sys.path.insert(1, str(ROOT))

import sounds_common  # noqa: E402
from sound_blocks import RATE, Samples, Sound, finish  # noqa: E402

from tabletop import games  # noqa: E402


def _collect() -> tuple[dict[str, Sound], dict[str, float]]:
    """The shared sounds then each game's (registry order), and their longer fade-outs."""
    sounds, fades = dict(sounds_common.SOUNDS), dict(sounds_common.FADE_OUT_S)
    for game_id in games.ids():
        if (TOOLS / f"sounds_{game_id}.py").is_file():
            module = importlib.import_module(f"sounds_{game_id}")
            sounds.update(module.SOUNDS)
            fades.update(module.FADE_OUT_S)
    return sounds, fades


SOUNDS, FADE_OUT_S = _collect()
# Longest allowed duration in seconds (all under 1 s except the fanfare).
MAX_SECONDS: dict[str, float] = {name: 1.0 for name in SOUNDS} | {"game_over": 2.5}


# -- output ----------------------------------------------------------------------------------
def render(name: str) -> Samples:
    """The finished samples (floats, peak at -3 dBFS) of sound ``name``.

    Raises:
        KeyError: unknown sound name.
    """
    rng = random.Random(zlib.crc32(name.encode("utf-8")))
    return finish(SOUNDS[name](rng), fade_out_s=FADE_OUT_S.get(name, 0.015))


def write_wav(path: Path, samples: Samples) -> None:
    """Write ``samples`` (-1..1 floats) as 16-bit mono PCM at ``RATE``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = b"".join(struct.pack("<h", max(-32768, min(32767, round(v * 32767))))
                      for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    """Command line entry; returns 0, or 2 for an unknown sound name."""
    ap = argparse.ArgumentParser(description="Synthesize the sound effects into sounds/.")
    ap.add_argument("--out", type=Path, default=SOUNDS_DIR, help="output folder")
    ap.add_argument("--only", nargs="*", default=None, help="sound names to make")
    ap.add_argument("--list", action="store_true", help="list the sound names and exit")
    args = ap.parse_args(argv)
    if args.list:
        print("\n".join(SOUNDS))
        return 0
    names = args.only or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        print("unknown sound(s):", ", ".join(unknown))
        return 2
    for name in names:
        samples = render(name)
        write_wav(args.out / f"{name}.wav", samples)
        print(f"{name}.wav {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
