"""Text on the Diced Tomatoes table stays legible (at least 14 px) at the default window
(1280x800, whose table area is 980x760) with six players, the tightest layout. Only the "12"
at the end of the karma track may shrink to fit its cell (the karma label says the number)."""

from __future__ import annotations

import random

import pygame

from table_test_kit import TABLE_AT_1280x800, record_font_sizes
from test_diced_table_kit import Harness

from tabletop import bots, games


def test_six_player_table_text_is_at_least_14_px(monkeypatch):
    rendered = record_font_sizes(monkeypatch)
    game = games.get("diced_tomatoes")
    state = game.new_game(6, 4, {"karma_overload": True})
    bot, rng = bots.get("heuristic", "diced_tomatoes"), random.Random(4)
    for _ in range(60):                                     # vines, harvests and karma on show
        seat = game.decision(state).seats[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, bot.choose(game, game.view(state, seat), seat, legal, rng))
    h = Harness(game, state, rect=TABLE_AT_1280x800)
    h.table.draw(pygame.display.get_surface())
    labels = {text for _, text in rendered}
    assert any(t.startswith("Karma ") for t in labels) and {"1", "6"} <= labels
    small = {(size, text) for size, text in rendered if size < 14 and text.strip()}
    assert {text for _, text in small} <= {"12"}, sorted(small)
