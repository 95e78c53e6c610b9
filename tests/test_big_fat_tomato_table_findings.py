"""Play-test findings on The Big Fat Tomato table: Mole Spy shows the spied hand as it is
(duplicates included) to the spy alone, and the dice caption goes once its roll is used."""

import pygame
import pytest

from tabletop.engine import Action
from tabletop.games.big_fat_tomato.table.words import prompt_line, roll_caption
from big_fat_kit import GAME, act, position, rig_dice
from big_fat_table_kit import Harness


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def spied():
    state = position(2, hands=[["mole_spy"], ["hoe", "hoe", "pests", "fence"]], step="threat",
                     names=["Ana", "Ben"])
    return act(state, 0, "threaten", card="mole_spy", target=1)


def test_mole_spy_shows_every_card_of_the_hand_duplicates_included():
    state = act(spied(), 1, "pass")
    assert GAME.decision(state).kind == "mole_pick"
    h = Harness(GAME, state)
    assert h.seat == 0 and h.table.draws(GAME.decision(state))
    cards = [c.split(".")[0] for c in h.table.spy_cards()]
    assert sorted(cards) == ["fence", "hoe", "hoe", "pests"]
    panel, rects = h.table.spy_rects()
    assert len(rects) == 4 and all(panel.contains(r) for r in rects)
    hoe = cards.index("hoe")
    assert h.click(rects[hoe].center) == [Action.make(0, "take_card", card="hoe")]
    assert h.key(pygame.K_1 + cards.index("pests")) == [Action.make(0, "take_card", card="pests")]


def test_only_the_spy_is_shown_the_hand():
    state = act(spied(), 1, "pass")
    ben = Harness(GAME, state, viewer=1)
    assert ben.table.spy_cards() == [] and ben.table.spy_from() is None
    spectator = Harness(GAME, state, viewer=None)
    assert spectator.table.spy_cards() == []


def test_the_harvest_caption_goes_once_the_harvest_is_taken():
    state = position(2, hands=[[], ["hoe"]], step="harvest", names=["Ana", "Ben"])
    rig_dice(state, [3, 4])
    h = Harness(GAME, state, viewer=0)

    def caption():
        view = h.table.view
        return roll_caption(view, h.ctx.seat_names, h.table.roll_turn == view["turn"])

    assert caption() == ""
    h.play(Action.make(0, "roll"))
    assert caption() == "Ana rolled 7 for the harvest"
    h.play(Action.make(0, "take_harvest"))
    assert GAME.decision(h.state).kind == "hot_tomatoes"
    assert caption() == ""


@pytest.mark.parametrize("rect", [(0, 0, 979, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
@pytest.mark.parametrize("players", [2, 5])
def test_threat_chips_name_their_threat_and_player_without_cutting(rect, players):
    names = ["Ana", "Benedict", "Chloé", "Dmitri", "Eve"][:players]
    threats = {s: [("caterpillars", (s + 1) % players), ("weeds", (s + 1) % players)]
               for s in range(players)}
    state = position(players, threats=threats, fences={s: 1 for s in range(players)},
                     names=names)
    h = Harness(GAME, state, rect=rect)
    h.ctx.seat_names[:] = names
    text = h.table.painter.text
    for seat in range(players):
        chips = h.table.threat_rects(seat)
        assert len(chips) == 3 and len({c.topleft for c in chips}) == 3
        for rect_, (key, caption) in zip(chips, h.table.chips(seat)):
            name = {"caterpillars": "Caterpillars", "weeds": "Weeds", "fence": "Fence"}[key]
            assert text.font(10, True).size(name)[0] <= rect_.width - 10
            assert text.font(9).size(caption)[0] <= rect_.width - 10
            assert h.table.lay.plots[seat].box.contains(rect_)


def test_a_window_someone_else_answers_shows_a_short_countdown():
    state = position(2, hands=[["pests"], ["hoe"]], step="threat", names=["Ana", "Ben"])
    state = act(state, 0, "threaten", card="pests", target=1)
    assert GAME.decision(state).kind == "react"
    ana = Harness(GAME, state, viewer=0)
    ana.ctx.settings["bot_delay_ms"] = 600
    assert ana.table.window_seat() == 1 and ana.table.window_left() == 1.0
    ana.run(300)
    assert 0.4 < ana.table.window_left() < 0.6
    ana.run(400)
    assert ana.table.window_left() == 0.0
    ana.table.draw(pygame.display.get_surface())
    ben = Harness(GAME, state, viewer=1)            # the seat asked: no countdown
    assert ben.table.window_seat() is None


def test_the_waiting_line_speaks_of_the_one_deciding_not_to_you():
    state = position(2, hands=[["pests", "hoe"], ["hoe"]], step="threat", names=["Ana", "Ben"])
    state = act(state, 0, "threaten", card="pests", target=1)
    ana = Harness(GAME, state, viewer=0)
    line = prompt_line(ana.table)
    assert line.startswith("Ana plays Nasty Pests on Ben. Waiting for Ben's answer")
    assert "you" not in line.lower().replace("as you sow", "")
    state = act(state, 1, "pass")
    ben = Harness(GAME, state, viewer=1)
    assert prompt_line(ben.table) == "Ana's turn: the discard step."


def test_the_hint_lights_the_spied_cards_it_suggests():
    state = act(spied(), 1, "pass")
    h = Harness(GAME, state)
    h.table.hint(Action.make(0, "take_card", card="pests"))
    surface = pygame.display.get_surface()
    h.table.draw(surface)
    cards = [c.split(".")[0] for c in h.table.spy_cards()]
    _, rects = h.table.spy_rects()
    lit = rects[cards.index("pests")].inflate(6, 6)
    dark = rects[cards.index("fence")].inflate(6, 6)
    assert surface.get_at(lit.midtop)[:3] == surface.get_at((lit.x + 20, lit.y + 1))[:3]
    assert surface.get_at(lit.midtop) != surface.get_at(dark.midtop)


def test_the_one_spied_on_reads_your_hand_while_the_spy_picks():
    """Found by potato6: Ben read "Waiting for Ana to take a card from Ben's hand"."""
    state = act(spied(), 1, "pass")
    ben = Harness(GAME, state, viewer=1)
    assert prompt_line(ben.table) == "Waiting for Ana to take a card from your hand (Mole Spy)."
    other = Harness(GAME, state, viewer=None)
    assert prompt_line(other.table).endswith("from Ben's hand (Mole Spy).")
