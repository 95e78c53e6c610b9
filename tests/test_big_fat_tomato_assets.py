"""The Big Fat Tomato Game's art and sounds: a face for every card kind at card size, the plot
pieces and the critters, and the dice, harvest, theft, Market, munch and skitter sounds (made by
tools/make_sounds.py)."""

import json
import math
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from tabletop.games.big_fat_tomato.components import KINDS

ROOT = Path(__file__).resolve().parent.parent


def test_every_card_kind_has_a_face_and_the_plot_pieces_exist():
    files = json.loads((ROOT / "art" / "manifest.json").read_text(encoding="utf-8"))["files"]
    for kind in KINDS:
        assert tuple(files[f"big_fat_tomato/card_{kind.key}.png"]) == (252, 352), kind.key
    assert tuple(files["big_fat_tomato/back.png"]) == (252, 352)
    for name in ("basket", "storehouse", "supply", "fuzzy_tomato", "caterpillar", "pest"):
        assert f"big_fat_tomato/{name}.png" in files
        assert (ROOT / "art" / "big_fat_tomato" / f"{name}.png").exists()


@pytest.mark.parametrize("name", ["dice_rattle", "harvest", "theft", "market", "munch", "skitter"])
def test_sounds_are_short_normalised_and_faded(name):
    with wave.open(str(ROOT / "sounds" / f"{name}.wav"), "rb") as w:
        params = w.getparams()
        samples = struct.unpack(f"<{params.nframes}h", w.readframes(params.nframes))
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    assert 0.03 < params.nframes / params.framerate < 1.0
    assert -3.5 < 20 * math.log10(max(abs(s) for s in samples) / 32767) < -2.5
    assert abs(samples[0]) < 328 and abs(samples[-1]) < 328


def test_the_new_sounds_are_reproducible(tmp_path):
    names = ["harvest", "theft", "market", "munch", "skitter"]
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out",
                    str(tmp_path), "--only", *names], check=True, capture_output=True)
    for name in names:
        assert (tmp_path / f"{name}.wav").read_bytes() == (ROOT / "sounds" / f"{name}.wav").read_bytes()
