"""Potato Tomato, a stranger's twelve findings (session 8), each reproduced headless on the
table (SDL dummy drivers) and fixed: held and recapped ROTATE results, drops that keep their
target, wording from the kit's words, MIX & MATCH prompts per step, the choice bar off the
viewer's own row, no face-down counts at game over, true "no effect" reasons, the BURNT!
moment after BDSM, ROTATE pick tags, tooltips inside the window, the six-player prompt's
margin."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, Harness, card, play, resolve, table, pygame_window  # noqa: F401
from table_test_kit import TableHarness
from tabletop.engine import Action

pytestmark = pytest.mark.usefixtures("pygame_window")

SMALL = (0, 0, 520, 520)
"""The table's rect in an 800x560 window (measured in the real app)."""


class Small(Harness):
    """The table at 800x560."""

    default_rect = SMALL


def labels(h) -> list[tuple[str, pygame.Rect]]:
    """Every text the static layer drew (after a full draw)."""
    h.table.draw(pygame.Surface(pygame.display.get_surface().get_size()))
    return list(h.table.static.labels)


# ----- 7: game over ---------------------------------------------------------------------------
def test_no_face_down_count_is_shown_at_game_over():
    """At game over every card is shown face up: a name line saying "(5 face down)" read as
    if the game went on."""
    st = table(players=3)
    st["over"] = True
    h = Harness(GAME, st, viewer=0)
    assert h.table.view["over"]
    texts = [t for t, _ in labels(h)]
    assert not [t for t in texts if "face down" in t], texts
    assert any(t.startswith("Ana · you are on the") for t in texts), texts
