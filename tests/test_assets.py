"""The shipped art, fonts and sounds: present, the right size and format, and reproducible.

Source: shared/docs/art-direction.md (2x art, card ratio 63:88, fonts with licence, short
normalised sounds) and the art/sound task brief (file list, sizes, duration limits).
"""

from __future__ import annotations

import json
import math
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from tabletop import games
from tabletop.tablekit import palette

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
SOUNDS = ROOT / "sounds"
TOOLS = ROOT / "tools"

TARGET_TYPES = [
    "one_3", "pair", "pair_plus_higher", "triple", "one_567", "one_12", "one_67", "one_246",
    "one_45", "one_5", "sum_8_9", "sum_8_9_no3", "sum_11_13", "sum_11_13_no3", "sum_6_8",
    "sum_6_8_no3", "sum_7_11", "sum_7_11_no3", "two_sum_10", "diff_1", "diff_4_6",
]
CARD_2X = (252, 352)
TOASTY_TOPPINGS = ["peanut_butter", "jelly", "avocado", "tomato", "choco_spread", "banana",
                   "bacon", "egg"]


def _tomatoss_art() -> dict[str, tuple[int, int] | None]:
    out: dict[str, tuple[int, int] | None] = {}
    for v in range(1, 8):
        out[f"tomatoss/tomato_{v}.png"] = CARD_2X
    for t in TARGET_TYPES:
        out[f"tomatoss/target_{t}.png"] = CARD_2X
    out["tomatoss/back_tomato.png"] = CARD_2X
    out["tomatoss/back_target.png"] = CARD_2X
    for name in ("festival_board", "player_board", "token_tomato", "basket_full",
                 "basket_empty"):
        out[f"tomatoss/{name}.png"] = None
    return out


def _diced_art() -> dict[str, tuple[int, int] | None]:
    out: dict[str, tuple[int, int] | None] = {
        f"diced_tomatoes/{name}.png": None for name in ("slot", "slot_star", "karma", "bushel")}
    for k in range(6):
        out[f"diced_tomatoes/token_{k}.png"] = None
    return out


def _toasty_art() -> dict[str, tuple[int, int] | None]:
    out: dict[str, tuple[int, int] | None] = {}
    for kind in TOASTY_TOPPINGS:
        out[f"toasty_toasts/topping_{kind}.png"] = CARD_2X
        out[f"toasty_toasts/icon_{kind}.png"] = (96, 96)
    for kind in ("trash_toast", "espresso_oh", "slimy_limy", "toast_toasted", "pantry_raid",
                 "sriracha_cha", "menu_change_left", "menu_change_right"):
        out[f"toasty_toasts/action_{kind}.png"] = CARD_2X
    for name in ("base_toast", "plain_toast", "time_to_eat", "back"):
        out[f"toasty_toasts/{name}.png"] = CARD_2X
    return out


GAME_ART_BRIEFS = {"tomatoss": _tomatoss_art, "diced_tomatoes": _diced_art,
                   "toasty_toasts": _toasty_art}
"""The file lists the art briefs fix for some games (a game without one is checked by
:func:`test_each_game_s_art_follows_its_script` only)."""
SHARED_FOLDERS = {"common", "dice", "fonts"}


def expected_art() -> dict[str, tuple[int, int] | None]:
    """Every image the briefs ask for, with its size where a brief fixes one: the shared art,
    then each playable game's (``games.ids()``)."""
    out: dict[str, tuple[int, int] | None] = {}
    for colour in ("red", "black", "gold"):
        for n in range(1, 7):
            out[f"dice/{colour}_{n}.png"] = (96, 96)
    for k in range(6):
        out[f"common/seat_{k}.png"] = None
    out["common/table_wood.png"] = (512, 512)
    out["common/table_linen.png"] = None
    out["common/icon_app.png"] = (64, 64)
    out["common/glow.png"] = None
    out["common/shadow.png"] = None
    for game_id in games.ids():
        out.update(GAME_ART_BRIEFS.get(game_id, dict)())
    return out


def _make_art():
    sys.path.insert(0, str(TOOLS))
    try:
        import make_art
    finally:
        sys.path.remove(str(TOOLS))
    return make_art


EXPECTED_SOUNDS = ["card_slide", "card_flip", "token_drop", "dice_rattle", "toss_success",
                   "toss_miss", "shuffle", "game_over", "click", "refuse", "toast_play", "steal",
                   "time_to_eat", "count_tick", "burn", "slap",
                   "reveal"]


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((ART / "manifest.json").read_text(encoding="utf-8"))


def test_manifest_lists_every_expected_image_with_the_brief_sizes(manifest):
    files = manifest["files"]
    for rel, size in expected_art().items():
        assert rel in files, f"{rel} missing from manifest"
        if size is not None:
            assert tuple(files[rel]) == size, rel


@pytest.mark.parametrize("game_id", games.ids())
def test_each_game_s_art_follows_its_script(manifest, game_id):
    """A playable game has art under ``art/<id>/`` exactly when it has an art script, which
    make_art finds by the game's id (the registry decides what is drawn)."""
    script = _make_art().game_art_script(game_id)
    mine = [rel for rel in manifest["files"] if rel.split("/")[0] == game_id]
    assert bool(mine) == (script is not None), (game_id, script, mine[:3])
    for rel in mine:
        assert (ART / rel).is_file(), rel


def test_the_manifest_holds_no_art_of_a_game_outside_the_catalogue(manifest):
    known = SHARED_FOLDERS | {e.id for e in games.catalog()}
    assert {rel.split("/")[0] for rel in manifest["files"]} <= known


def test_every_manifest_file_exists_with_its_pixel_size(manifest):
    pygame.init()
    for rel, (w, h) in manifest["files"].items():
        path = ART / rel
        assert path.is_file(), rel
        assert pygame.image.load(str(path)).get_size() == (w, h), rel


def test_cards_keep_poker_ratio_and_art_stays_small(manifest):
    w, h = manifest["card_size"]
    assert abs(w / h - 63 / 88) < 0.005
    total = sum((ART / rel).stat().st_size for rel in manifest["files"])
    assert total < 15_000_000


def test_festival_slots_lie_inside_the_board_and_fit_a_card(manifest):
    bw, bh = manifest["files"]["tomatoss/festival_board.png"]
    slots = manifest["festival_board_slots"]
    assert sorted(slots) == ["pick_up", "toss"]
    for rects in slots.values():
        assert len(rects) == 3
        for x, y, w, h in rects:
            assert 0 <= x and x + w <= bw and 0 <= y and y + h <= bh
            assert (w, h) == CARD_2X
    assert max(r[1] for r in slots["toss"]) < min(r[1] for r in slots["pick_up"])


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_shipped_fonts_have_digits_and_math_signs(name):
    pygame.freetype.init()
    font = pygame.freetype.Font(str(ART / "fonts" / name), 20)
    for ch in "0123456789≤≥−×Σ":
        metrics = font.get_metrics(ch)
        assert metrics and metrics[0] is not None, f"{name} lacks {ch!r}"
    assert (ART / "fonts" / "LICENSE-DejaVu.txt").read_text().count("Bitstream") > 0


def _read(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = w.readframes(params.nframes)
    return params, list(struct.unpack(f"<{params.nframes}h", data))


@pytest.mark.parametrize("name", EXPECTED_SOUNDS)
def test_sound_format_length_peak_and_fades(name):
    params, samples = _read(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    seconds = params.nframes / params.framerate
    limit = 2.5 if name == "game_over" else 1.0
    assert 0.03 < seconds < limit
    peak_db = 20 * math.log10(max(abs(s) for s in samples) / 32767)
    assert -3.5 < peak_db < -2.5
    edge = 0.01 * 32767  # faded in and out: no click at either end
    assert abs(samples[0]) < edge and abs(samples[-1]) < edge


def test_sound_generator_is_deterministic(tmp_path):
    names = ["click", "dice_rattle"]
    subprocess.run([sys.executable, str(TOOLS / "make_sounds.py"), "--out", str(tmp_path),
                    "--only", *names], check=True, capture_output=True)
    for name in names:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes()


def test_art_scripts_redraw_committed_pixels():
    """Re-drawing a die and a tomato card gives the committed pixels (scripts are the source)."""
    sys.path.insert(0, str(TOOLS))
    try:
        import art_dice
        import art_tomatoss
    finally:
        sys.path.remove(str(TOOLS))
    for image, rel in ((art_dice.die("gold", 5).result(), "dice/gold_5.png"),
                       (art_tomatoss.tomato_card(3).result(), "tomatoss/tomato_3.png")):
        committed = pygame.image.load(str(ART / rel))
        assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(committed, "RGBA"), rel


def test_palette_matches_art_direction_and_players_are_distinct():
    assert palette.hex_colour(palette.TOMATO_RED) == "#E0483E"
    assert palette.from_hex("#2B211B") == palette.INK
    assert palette.from_hex(palette.hex_colour(palette.GOLD)) == palette.GOLD
    assert len(set(palette.PLAYER_COLOURS)) == 6 and len(set(palette.PLAYER_SHAPES)) == 6
    for colour in palette.PLAYER_COLOURS:
        assert all(isinstance(c, int) and 0 <= c <= 255 for c in colour)
    with pytest.raises(ValueError):
        palette.hex_colour((256, 0, 0))
    with pytest.raises(ValueError):
        palette.from_hex("#12345")


def _grey_picture(rel: str) -> list[float]:
    """The centre picture of a card as greyscale brightness, 24 x 24 samples in 0..1."""
    image = pygame.transform.grayscale(pygame.image.load(str(ART / rel)))
    box = pygame.transform.smoothscale(image.subsurface((46, 110, 160, 160)), (24, 24))
    return [box.get_at((x, y))[0] / 255 for y in range(24) for x in range(24)]


def test_the_eight_toasty_toppings_differ_in_greyscale():
    """Each topping picture differs from every other one in greyscale alone (shape and
    brightness): on average over its centre, by more than a tenth of the full range."""
    pictures = {k: _grey_picture(f"toasty_toasts/topping_{k}.png") for k in TOASTY_TOPPINGS}
    for i, a in enumerate(TOASTY_TOPPINGS):
        for b in TOASTY_TOPPINGS[i + 1:]:
            diff = sum(abs(x - y) for x, y in zip(pictures[a], pictures[b])) / 576
            assert diff > 0.1, (a, b, diff)


def test_toasty_art_script_redraws_committed_pixels():
    sys.path.insert(0, str(TOOLS))
    try:
        import art_toasty_toasts as art_toasty
    finally:
        sys.path.remove(str(TOOLS))
    image = art_toasty.topping_card("banana").result()
    committed = pygame.image.load(str(ART / "toasty_toasts/topping_banana.png"))
    assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(committed, "RGBA")
