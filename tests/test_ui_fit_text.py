"""Shell text that fits its box (play-test findings with The Big Fat Tomato Game's long name): the
pause menu's "Saved as …" note wraps instead of being cut, and a Load row shortens only the
save's name, never the time, and does not repeat the game's name."""

import pygame
import pygame_gui
import pytest

from tabletop.saves.summary import SaveSummary
from tabletop.ui.fit_text import WrapNote, shorten, theme_measure, wrap
from tabletop.ui.scenes.load_scene import item_text
from tabletop.ui.scenes.save_dialog import saved_text
from tabletop.ui.theme import theme_dict

NAME = "The Big Fat Tomato Game 2026-12-01 16.47"


@pytest.fixture
def ui():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    return pygame_gui.UIManager((1280, 800), theme_dict())


def test_the_saved_note_wraps_onto_its_rows_and_keeps_the_whole_text(ui):
    root = pygame_gui.core.UIContainer(pygame.Rect(0, 0, 400, 450), ui)
    note = WrapNote(pygame.Rect(12, 388, 376, 52), ui, root)
    note.set_text(saved_text(NAME))
    assert note.text == f"Saved as “{NAME}”"
    rows = note.rows()
    assert len(rows) == 2 and all(rows) and "…" not in "".join(rows)
    assert " ".join(rows) == note.text
    assert all(note.measure(r) <= note.width for r in rows)
    note.set_text("Short.")
    assert note.rows() == ["Short.", ""]


def test_wrap_and_shorten_measure_what_they_cut():
    measure = len
    assert shorten("abcdef", 6, measure) == "abcdef"
    assert shorten("abcdefgh", 6, measure) == "abcde…"
    assert wrap("aa bb cc dd", 5, measure, 2) == ["aa bb", "cc dd"]
    assert wrap("aa bb cc dd ee", 5, measure, 2) == ["aa bb", "cc d…"]


def summary(name, game_id, game_name):
    return SaveSummary(path=None, name=name, game_id=game_id, game_name=game_name,
                       players=["Ana", "Ben"], kinds=["human", "normal"], actions=3, turn=2,
                       scores=[0, 0], to_move="Ana", over=False,
                       updated="2026-12-01T16:47:00+00:00")


def test_a_load_row_shortens_the_name_and_keeps_the_time(ui):
    measure = theme_measure(ui, ["selection_list.#item_list_item", "#item_list_item"])
    s = summary(NAME + " with a long note added", "big_fat_tomato", "The Big Fat Tomato Game")
    row = item_text(1, s, 430, measure)
    assert measure(row) <= 430
    assert row.startswith("1. The Big Fat Tomato Game") and "…" in row
    assert row.count("The Big Fat Tomato Game") == 1
    assert row.endswith(item_text(1, s)[-11:])        # "· 12-01 16:47" in local time
    other = summary("Evening game", "tomatoss", "TomaToss")
    assert item_text(3, other, 430, measure).startswith("3. Evening game · TomaToss · ")


def test_a_default_name_shows_its_time_once(ui):
    """"Potato Tomato 2026-12-02 15.09 · 12-02 15:09" said the time twice: a name that ends with
    the save's own time keeps it there and adds nothing; another time in a name is no reason
    to drop the row's time."""
    from tabletop.ui.scenes.load_scene import when
    measure = theme_measure(ui, ["selection_list.#item_list_item", "#item_list_item"])
    updated = "2026-12-02T15:09:00+00:00"
    local = when(updated)                                  # "2026-12-02 15:09" here
    s = summary(f"Potato Tomato {local.replace(':', '.')}", "potato_tomato", "Potato Tomato")
    s = SaveSummary(**{**s.__dict__, "updated": updated})
    for row in (item_text(2, s), item_text(2, s, 430, measure)):
        assert row == f"2. Potato Tomato {local.replace(':', '.')}"
        assert local[5:] not in row                        # no "· 12-02 15:09" after it
    renamed = SaveSummary(**{**s.__dict__, "name": "Before lunch 2026-01-01 09.00"})
    assert item_text(1, renamed).endswith(f" · Potato Tomato · {local[5:]}")
    long = SaveSummary(**{**s.__dict__, "name": "The Big Fat Tomato Game, a very long evening "
                                                f"{local.replace(':', '.')}",
                          "game_name": "The Big Fat Tomato Game"})
    row = item_text(3, long, 430, measure)
    assert measure(row) <= 430 and "…" in row and row.endswith(local.replace(":", "."))
