"""Text on the TomaToss table stays legible (at least 14 px) at the default window (1280x800,
whose table area is 980x760) with 2, 3 and 4 players: the Quick badges, the key hint line, the
space words, captions, player boards and the final-turn banner, on the acting seat's turn (badges
and tray on show, tokens placed) and at the end of the game.

Every ``pygame.font.Font.render`` call made while the table draws is recorded with its point
size (the table's text cache renders through it)."""

from __future__ import annotations

import random

import pygame
import pytest

from table_test_kit import TABLE_AT_1280x800, record_font_sizes
from test_tomatoss_table_polish import NAMES, _show, _table

from tabletop import bots, games


def _positions(game, players: int, seed: int) -> dict[str, dict]:
    """Seeded bot play: a turn of seat 0 with a token placed and the box in use, a final-turn
    position of seat 0 if there is one, and the end."""
    state = game.new_game(players, seed, names=NAMES[:players])
    bot, rng = bots.get("normal", "tomatoss"), random.Random(seed)
    out: dict[str, dict] = {}
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        if seat == 0 and game.view(state, 0).get("placed"):
            out.setdefault("placed", state)
            if state.get("final_turn"):
                out.setdefault("final", state)
        state = game.apply(state, bot.choose(game, game.view(state, seat), seat,
                                             game.legal_actions(state, seat), rng))
    out["over"] = state
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_table_text_is_at_least_14_px_at_1280x800(monkeypatch, players):
    rendered = record_font_sizes(monkeypatch)
    game = games.get("tomatoss")
    positions = _positions(game, players, 3)
    assert "placed" in positions
    for state in positions.values():
        table = _table(game, TABLE_AT_1280x800, players)
        _show(table, game, state)
        table.draw(pygame.display.get_surface())
    labels = {text for _, text in rendered}
    assert any(t.startswith("Quick ") and t.endswith("%") for t in labels), sorted(labels)
    assert {"Toss", "Pick up"} <= labels and any("Drag a token" in t for t in labels)
    small = sorted({(size, text) for size, text in rendered if size < 14 and text.strip()})
    assert not small, "\n".join(map(str, small))


@pytest.mark.parametrize("rect", [TABLE_AT_1280x800, (0, 0, 1500, 1040)])
def test_placed_tokens_leave_the_space_words_and_badges_visible(rect):
    pygame.init()
    pygame.display.set_mode((1280, 800))
    game = games.get("tomatoss")
    state = _positions(game, 3, 3)["placed"]
    table = _table(game, rect, 3)
    _show(table, game, state)
    table.draw(pygame.display.get_surface())
    lay, labels = table.lay, table.static.labels
    words = [r for text, r in labels if text in ("Toss", "Pick up")]
    badges = [r for text, r in labels if text.startswith("Quick ") and text.endswith("%")]
    assert len(words) == 6 and badges
    for kind, spaces in (("toss", lay.toss_spaces), ("pick_up", lay.pickup_spaces)):
        for space in range(3):
            for k in range(3):                        # up to three tokens on one space
                token = lay.token_on_space(kind, space, k)
                assert spaces[space].contains(token)
                assert token.collidelist(words) == -1 and token.collidelist(badges) == -1


def test_targets_out_of_play_are_a_caption_under_the_target_deck_count():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    game = games.get("tomatoss")
    state = _positions(game, 2, 3)["placed"]
    assert state["box"]
    table = _table(game, TABLE_AT_1280x800, 2)
    _show(table, game, state)
    table.draw(pygame.display.get_surface())
    labels = dict(table.static.labels)
    count = labels[f"Targets {len(state['target_deck'])}"]
    n = len(state["box"])
    box = labels[f"{n} target{'s' if n != 1 else ''} out of play"]
    assert count.bottom <= box.top <= count.bottom + 6
    assert box.left <= count.centerx <= box.right
    assert table.lay.rect.contains(box) and not box.colliderect(table.lay.festival)
