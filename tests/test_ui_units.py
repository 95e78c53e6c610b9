"""Unit tests of the shell's plain pieces: hot-seat logic, settings, assets, sound facade, theme,
rules text, the debug table's zone lines, the bot worker."""

from __future__ import annotations

import json
import logging
import random
import time

import pygame
import pytest

from tabletop.engine import Action
from tabletop.ui.hotseat import HotSeat


# ----- hot-seat -----------------------------------------------------------------------------
def test_one_human_sees_their_hand_always_and_never_gets_a_curtain():
    seat = HotSeat([1])
    for acting in (None, 1):
        assert not seat.curtain(acting)
        assert seat.viewer(acting) == 1


def test_no_humans_is_a_spectator_view():
    seat = HotSeat([])
    assert seat.viewer(None) is None and not seat.curtain(None)


def test_several_humans_get_a_curtain_at_the_start_and_at_every_change():
    seat = HotSeat([0, 2])
    assert seat.curtain(0) and seat.viewer(0) is None          # the start
    seat.lift(0)
    assert not seat.curtain(0) and seat.viewer(0) == 0
    assert seat.viewer(None) is None and not seat.curtain(None)   # a bot acts: hands face down
    assert seat.viewer(0) == 0                                 # Ana acts again: no new curtain
    assert seat.curtain(2) and seat.viewer(2) is None          # pass to the other human
    seat.lift(2)
    assert seat.viewer(2) == 2 and seat.curtain(0)
    with pytest.raises(ValueError):
        seat.lift(1)


def test_simultaneous_decision_asks_each_human_in_turn():
    seat = HotSeat([0, 1])
    assert seat.acting_human([3, 1, 0]) == 1
    seat.lift(1)
    assert seat.acting_human([3, 0]) == 0 and seat.curtain(0)
    assert seat.acting_human([3]) is None


def test_a_bot_turn_leaves_nobody_at_the_screen():
    """A stranger saw Ben's hand face up, no curtain, when Dev (a bot) challenged Ben to
    Rock-Paper-Scissors on Dev's turn right after Ben's own: Ana may have the mouse by then."""
    seat = HotSeat([0, 1])
    seat.lift(1)
    seat.turn_seen(1)                      # Ben's turn: Ben stays at the screen
    seat.turn_seen(3)                      # Dev's turn begins
    assert seat.curtain(1) and seat.viewer(1) is None
    seat.lift(1)                           # Ben answers Dev's challenge behind the curtain
    seat.turn_seen(3)                      # still Dev's turn: Ben stays at the screen
    assert not seat.curtain(1) and seat.viewer(1) == 1
    seat.turn_seen(1)
    assert not seat.curtain(1) and seat.viewer(1) == 1
    seat.turn_seen(None)                   # game over / no turn: unchanged
    assert seat.viewer(1) == 1
    alone = HotSeat([0])
    alone.turn_seen(2)                     # one human: never a curtain
    assert not alone.curtain(0) and alone.viewer(0) == 0


# ----- settings -----------------------------------------------------------------------------
def test_settings_round_trip_and_clamp():
    from tabletop.ui.settings import Settings
    s = Settings()
    s.set("volume", 1.7)
    s.set("bot_delay_ms", 250)
    s.set("window_size", (1600, 900))
    s.save()
    again = Settings()
    assert again["volume"] == 1.0 and again["bot_delay_ms"] == 250
    assert again["window_size"] == [1600, 900]
    with pytest.raises(ValueError):
        s.set("mute", "yes")
    with pytest.raises(KeyError):
        s.set("colour", 1)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"volume": "loud", "mute": true}'])
def test_damaged_settings_are_logged_and_replaced(content, caplog):
    from tabletop import paths
    from tabletop.ui.settings import DEFAULTS, Settings
    path = paths.config_dir() / "settings.json"
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="tabletop.ui.settings"):
        s = Settings()
    assert s["volume"] == DEFAULTS["volume"]
    assert s.problem and str(path) in caplog.text
    assert json.loads(path.read_text(encoding="utf-8"))["volume"] == DEFAULTS["volume"]
    if "mute" in content:
        assert s["mute"] is True       # the valid field is kept


# ----- assets and sound ---------------------------------------------------------------------
@pytest.fixture
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()


def test_missing_image_gives_a_magenta_placeholder_and_one_warning(display, tmp_path, caplog):
    from tabletop.tablekit.assets import PLACEHOLDER, Assets
    assets = Assets(tmp_path)
    with caplog.at_level(logging.WARNING, logger="tabletop.tablekit.assets"):
        a = assets.images("nope/none.png", (30, 20))
        b = assets.images("nope/none.png", (10, 10))
    assert a.get_size() == (30, 20) and a.get_at((15, 2))[:3] == PLACEHOLDER
    assert b.get_size() == (10, 10)
    assert len([r for r in caplog.records if "none.png" in r.getMessage()]) == 1


def test_images_are_cached_per_size(display, tmp_path):
    from tabletop.tablekit.assets import Assets
    src = pygame.Surface((40, 20), pygame.SRCALPHA)
    src.fill((10, 200, 30, 255))
    (tmp_path / "x").mkdir()
    pygame.image.save(src, str(tmp_path / "x" / "card.png"))
    assets = Assets(tmp_path)
    small = assets.images("x/card.png", (20, 10))
    assert small.get_size() == (20, 10) and small.get_at((5, 5))[:3] == (10, 200, 30)
    assert assets.images("x/card.png", (20, 10)) is small
    assert assets.images("x/card.png").get_size() == (40, 20)


def test_fonts_are_the_shipped_dejavu_when_present(display):
    from tabletop.tablekit.assets import Assets, font_path
    font = Assets().fonts(16)
    assert font.get_height() > 10
    if font_path() is not None:      # DejaVu has the symbols the games need
        assert all(m is not None for m in font.metrics("≤≥−×▶★"))


def test_sound_facade_is_silent_without_mixer_and_respects_mute(tmp_path):
    from tabletop.ui.sound import Sounds
    silent = Sounds(False, folder=tmp_path)
    silent.play("token_drop")               # no mixer: no error, nothing built
    assert silent._cache == {} and silent.played == ["token_drop"]
    muted = Sounds(True, mute=True, folder=tmp_path)
    muted.play("shuffle")
    assert muted._cache == {}
    muted.set_volume(3)
    assert muted.volume == 1.0


def test_missing_sound_file_is_logged_not_raised(tmp_path, caplog):
    from tabletop.ui.sound import Sounds, init_mixer
    if not init_mixer():
        pytest.skip("no mixer even with the dummy driver")
    with caplog.at_level(logging.WARNING, logger="tabletop.ui.sound"):
        Sounds(True, folder=tmp_path).play("nothing_here")
    assert "nothing_here" in caplog.text


# ----- theme and rules text -----------------------------------------------------------------
def test_theme_uses_palette_colours_and_shipped_font():
    from tabletop.tablekit import palette
    from tabletop.ui.theme import theme_dict
    theme = theme_dict()
    button = theme["button"]["colours"]
    assert button["normal_bg"] == palette.hex_colour(palette.TOMATO_RED)
    assert button["normal_text"] == palette.hex_colour(palette.CARD_STOCK)
    assert theme["panel"]["colours"]["dark_bg"] == palette.hex_colour(palette.CARD_STOCK)
    assert theme["label"]["colours"]["normal_text"] == palette.hex_colour(palette.INK)
    font = theme["defaults"]["font"]
    assert font["name"] in ("dejavu", "noto_sans")
    if font["name"] == "dejavu":
        assert font["regular_path"].endswith("DejaVuSans.ttf")


def test_rules_html_headings_bullets_and_edition_notes():
    from tabletop.ui.rules_text import NOTES_TITLE, rules_html
    out = rules_html("# Goal\nScore <most> & win.\n\n- one\n- two", ["A reading. [mine]"])
    assert "<b>Goal</b>" in out and "&lt;most&gt; &amp; win." in out
    assert out.count("•") == 3 and NOTES_TITLE in out and "A reading. [mine]" in out


def test_bullets_wrap_with_a_hanging_indent_and_no_empty_lines():
    from tabletop.ui.rules_text import BULLET, NBSP, rules_html
    measure = lambda text: 7 * len(text)  # noqa: E731  (a monospaced font, 7 px a character)
    words = " ".join(f"word{i}" for i in range(40))
    out = rules_html(f"# Head\n- {words}\n- short one", [], measure, 280)
    lines = out.split("<br>")
    bullet = [line for line in lines if "word" in line]
    assert len(bullet) > 3 and bullet[0].startswith(BULLET)
    indent = NBSP * 5                               # as wide as the bullet prefix
    assert all(line.startswith(indent) and not line.startswith(indent + NBSP)
               for line in bullet[1:])
    assert all(measure(line) <= 280 for line in bullet)
    assert " ".join(line.replace(BULLET, "").strip(NBSP) for line in bullet) == words
    assert "" not in lines[:-1]                     # no stray empty line between bullets


def test_rules_html_of_every_game_with_a_help_module():
    import importlib.util

    from tabletop import games
    from tabletop.ui.rules_text import NOTES_TITLE, game_rules_html
    for gid in games.ids():
        text = game_rules_html(gid, games.get(gid).info.name)
        if importlib.util.find_spec(f"tabletop.games.{gid}.help") is None:
            assert "not written yet" in text
        else:
            assert len(text) > 200 and NOTES_TITLE in text, gid


# ----- debug table pieces -------------------------------------------------------------------
def test_zone_lines_skip_base_keys_and_show_each_zone():
    from tabletop.ui.debug_table import zone_lines
    view = {"game": "g", "viewer": 0, "players": 2, "options": {}, "over": False,
            "decision": None, "log": ["x"], "hand": [3, 5], "deck": 12, "boards": [{"a": 1}],
            "empty": []}
    assert zone_lines(view) == ["hand: 3, 5", "deck: 12", "boards:", '   [0] {"a": 1}',
                                "empty: —"]


# ----- bot worker ---------------------------------------------------------------------------
class _SlowBot:
    def choose(self, game, view, seat, legal, rng):
        time.sleep(0.05)
        return legal[-1]


class _BrokenBot:
    def choose(self, game, view, seat, legal, rng):
        raise RuntimeError("bug")


def test_bot_worker_runs_off_thread_and_replaces_a_failing_bot():
    from tabletop.ui.bot_worker import BotWorker
    worker = BotWorker()
    legal = [Action.make(0, "play", card=c) for c in (1, 2, 3)]
    job = worker.submit(_SlowBot(), None, {}, 0, legal, random.Random(1), purpose="move",
                        stamp=0, now_ms=0)
    assert not job.future.done()          # the caller was not blocked
    job.future.result(timeout=5)
    assert worker.result(job, random.Random(2)) == legal[-1]
    bad = worker.submit(_BrokenBot(), None, {}, 0, legal, random.Random(1), purpose="move",
                        stamp=0, now_ms=0)
    bad.future.exception(timeout=5)
    assert worker.result(bad, random.Random(2)) in legal
    worker.shutdown()
