"""The Load list fits each save's name to the list's real row width (issue 12, shot 126: a short
name, "hotseat one", was shown as "hotseat o…" with room to spare), at 1280x800 and 1920x1080,
with and without a scroll bar."""

from __future__ import annotations

import pytest

from test_ui_kit import click, make_app, run_until

from tabletop.saves import SaveStore
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.load_scene import LoadScene

LONG = "A very long name for an evening of tomatoes with the whole family and friends"


def _rows(app, names: list[str]) -> LoadScene:
    store = SaveStore()
    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Chloé", "bot", "normal")]
    for seed, name in enumerate(names, 1):
        store.save(Session.start("big_fat_tomato", seats, seed), name)
    click(app, app.top.load_button)
    scene = app.top
    assert isinstance(scene, LoadScene)
    run_until(app, lambda: not scene.reading)
    app.run_frames(2)
    return scene


def _check_fit(app, scene: LoadScene) -> None:
    """Every row's words, in the font the row is drawn with, fit inside its button (less the
    theme's text padding). At 1920x1080 the rows are drawn larger than the plain theme's 15 px
    (the list was measured with that, so a long name ran past its row)."""
    for item in scene.list.item_list:
        button = item["button_element"]
        if button is None:
            continue
        assert button.font.size(item["text"])[0] <= button.rect.width - 2 * 9, item["text"]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_short_name_is_shown_whole_and_a_long_one_fits(size):
    app = make_app(size=size)
    scene = _rows(app, ["hotseat one", LONG])
    texts = {s.name: t for s, t in zip(scene.entries, scene._texts)}
    assert texts["hotseat one"].split(" · ")[0].endswith("hotseat one")
    assert " · The Big Fat Tomato Game · " in texts["hotseat one"]
    assert "…" in texts[LONG] and texts[LONG].endswith(texts["hotseat one"][-11:])
    _check_fit(app, scene)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_rows_fit_beside_a_scroll_bar(size):
    app = make_app(size=size)
    scene = _rows(app, [f"game {n:02}" for n in range(14)] + [LONG])
    assert scene.list.scroll_bar is not None
    assert all("…" not in t for s, t in zip(scene.entries, scene._texts) if s.name != LONG)
    _check_fit(app, scene)
