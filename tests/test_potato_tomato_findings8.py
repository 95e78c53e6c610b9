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


# ----- 8: true "no effect" reasons ---------------------------------------------------------------
def _lines(st) -> list[str]:
    return [e["text"] for e in st["log"]]


@pytest.mark.parametrize("name, drawn, tokens, reason", [
    ("WHITE FLAG", ["WHITE FLAG", "WASH"], [1, 0, 0, 0],
     "WHITE FLAG has no effect: not every card revealed this turn is colourless (dual too)."),
    ("WHITE FLAG", ["WHITE FLAG"], None, "WHITE FLAG has no effect: it needs two or more "
     "colourless cards revealed this turn, and it is the only one."),
    ("REVENGE", ["REVENGE", "WASH"], [1, 0, 0, 0],
     "REVENGE has no effect: Jennie has no revealed character (it gives 1 per revealed one)."),
    ("SURPRISE", ["SURPRISE", "WASH"], [1, 1, 2, 1],
     "SURPRISE has no effect: nobody is at 0 burn tokens."),
    ("TRANSFER", ["TRANSFER", "WASH"], None,
     "TRANSFER has no effect: nobody holds a burn token to take."),
])
def test_a_card_that_does_nothing_says_why(name, drawn, tokens, reason):
    """A tester read "…has no effect: nothing it could act on." for WHITE FLAG beside a dual
    card and for SURPRISE with everyone holding tokens: the line names the real reason
    (rulebook, Action Card Reference; rules-decisions.md)."""
    st = resolve(table(drawn=[card(n) for n in drawn], tokens=tokens), card(name))
    assert reason in _lines(st), _lines(st)[-4:]
    assert not [t for t in _lines(st) if "nothing it could act on" in t]


def test_transfer_from_a_player_with_one_token_says_it_took_all_they_held():
    """TRANSFER moves at most what its source holds (rules-decisions.md): taking from a player
    with one token says so, not a bare "moves 1 burn token"."""
    st = resolve(table(drawn=[card("TRANSFER"), card("WASH")], tokens=[0, 1, 0, 0]),
                 card("TRANSFER"))
    st = play(play(st, 0, "player", player=1), 0, "player", player=2)
    assert "TRANSFER: Jennie moves 1 burn token (all Lisa held) from Lisa to Rosé." in _lines(st)
    assert st["tokens"][:3] == [0, 0, 1]


# ----- 4: wording from the kit's words ------------------------------------------------------------
def test_waiting_for_several_players_reads_as_a_sentence():
    """OVERVIEW asks everyone at once: one who has picked read "Waiting for Lisa and Rosé and
    Jisoo: …"; the kit's words.waiting_for lists them "Lisa, Rosé and Jisoo"."""
    from tabletop.games.potato_tomato.table.hints import prompt_line

    st = resolve(table(drawn=[card("OVERVIEW"), card("WASH")]), card("OVERVIEW"))
    st = play(st, 0, "side", side="left")
    st = play(st, 0, "card", player=1, slot=0)
    view = GAME.view(st, 0)
    line = prompt_line(view, 0, view["names"])
    assert line.startswith("Waiting for Lisa, Rosé and Jisoo: OVERVIEW"), line


# ----- 1 and 9: ROTATE's result and the BURNT! after BDSM are held on show ----------------------
def _rotate_done():
    """(state before the last ROTATE pick, that pick): 3 players, every pick Jennie's to
    watch (the harness shows seat 0)."""
    st = resolve(table(players=3, drawn=[card("ROTATE"), card("WASH")]), card("ROTATE"))
    st = play(st, 0, "side", side="left")
    st = play(st, 0, "card", player=1, slot=0)
    st = play(st, 1, "card", player=2, slot=0)
    return st, Action.make(2, "card", player=0, slot=0)


def test_rotates_result_is_logged_as_news_and_held_on_show():
    """ROTATE's result vanished at once (the next moves came straight on): its log line is
    news (engine log_event(news=True), the view's ``news``), shown as a banner and held
    (the table busy, so bots wait) for about 2.6 s, then let go."""
    from tabletop.engine import news_at

    st, last = _rotate_done()
    h = Harness(GAME, st, viewer=0)
    assert not h.table.busy
    h.play(last)
    line = "ROTATE: everyone takes a card from the player on their left."
    assert h.table.view["log"][news_at(h.state, 0)[-1]] == line
    assert h.table.banner == line and h.table.busy
    shot = pygame.Surface(pygame.display.get_surface().get_size())
    h.table.draw(shot)
    assert h.table.banner_rect() is not None and h.table.rect.contains(h.table.banner_rect())
    h.run(2400)
    assert h.table.busy
    h.run(400)
    assert not h.table.busy and h.table.banner == ""


def test_the_burnt_moment_after_bdsms_forced_draws_is_held_like_any_burnt():
    """After BDSM's two forced draws burnt the player, BURNT! flashed by as the next turn
    began: it is news too, held ~2.6 s with its banner over the burnt player's panel."""
    st = table(players=3, tokens=[0, 1, 0], drawn=[card("BURN", "green")], stopped=False)
    for c in (card("BDSM"), card("PAIN & GAIN"), card("GATHER")):
        st["deck"].remove(c)
    st["deck"] += [card("GATHER"), card("PAIN & GAIN"), card("BDSM")]
    h = Harness(GAME, st, viewer=0)
    h.play(Action.make(0, "draw"))                     # BDSM: remove a token from whom?
    assert GAME.decision(h.state).kind == "pt:player"
    h.run(3000)
    h.play(Action.make(0, "player", player=1))         # two forced draws: green 3, BURNT!
    assert any(t.startswith("BURNT! Jennie") for t in h.table.view["log"][-4:])
    assert h.table.banner == "BURNT!" and h.table.busy
    assert h.table.banner_rect().colliderect(h.table.lay.panels[0])
    h.run(2400)
    assert h.table.busy
    h.run(400)
    assert not h.table.busy


# ----- 2: a two-effect card dropped on a player keeps the drop ---------------------------------
def test_a_two_effect_card_dropped_on_a_player_gives_to_that_player_after_the_effect_choice():
    """FUEL with MATCH face up asks which effect first: a FUEL dropped on Lisa was resolved,
    the effect asked, and then the player asked again (the drop was lost). The drop is kept
    through the effect choice and picks Lisa once the player is asked."""
    h = Harness(GAME, table(drawn=[card("FUEL"), card("MATCH"), card("WASH")]))
    first = h.drag(h.where("drawn", 0), h.where("player", 1))
    assert first == [Action.make(0, "resolve", card=card("FUEL"))]
    h.play(first[0])
    assert GAME.decision(h.state).kind == "pt:effect"
    assert h.pump() == []                              # the effect is the player's to choose
    effect = next(a for a in h.legal if a.kind == "effect" and a["choice"] == "bonus")
    h.play(effect)
    assert h.pump() == [Action.make(0, "player", player=1)]


# ----- 3: a ROTATE that starts by itself can be dragged onto a neighbour -------------------------
def test_a_rotate_that_started_by_itself_can_be_dragged_onto_a_neighbour():
    """ROTATE as the last card starts by itself and asks for a side: a click on a neighbour
    worked, a drag of the ROTATE card did nothing. Dragged onto the left neighbour's panel
    it picks left; onto the bare table it says where it goes."""
    st = play(table(players=4, drawn=[card("ROTATE")], stopped=False), 0, "stop")
    h = Harness(GAME, st)
    assert GAME.decision(h.state).kind == "pt:side"
    start = h.where("drawn", 0)
    assert h.drag(start, h.where("player", 1)) == [Action.make(0, "side", side="left")]
    assert h.drag(start, h.where("card", 3, 2)) == [Action.make(0, "side", side="right")]
    assert h.drag(start, (h.table.lay.mid.centerx, h.table.lay.mid.bottom - 6)) == []
    assert "neighbour" in h.table.message, h.table.message


# ----- 5: MIX & MATCH's choice bar says what to pick ----------------------------------------------
@pytest.mark.parametrize("second, expect", [
    (2, "MIX & MATCH: Lisa's card 1 is a potato, Rosé's card 1 a tomato: swap them or keep them"),
    (3, "MIX & MATCH: Lisa's card 1 and Jisoo's card 1 are both potatoes: keep them (only a "
        "potato and a tomato may swap)"),
])
def test_mix_and_match_bar_prompt_names_the_two_cards_seen(second, expect):
    """The choice bar's line (TableBase.bar_prompt, overridden) says what the buttons choose
    between at the swap step, from the faces just seen; other steps keep the status prompt."""
    rows = ["TTPPP", "PTTTT", "TPPPT", "PTPPT"]
    st = resolve(table(rows=rows, drawn=[card("MIX & MATCH"), card("WASH")]),
                 card("MIX & MATCH"))
    h = Harness(GAME, st)
    dec = GAME.decision(h.state)
    assert h.table.bar_prompt("Ana: pick", dec) == "Ana: pick"
    h.play(Action.make(0, "card", player=1, slot=0))
    h.play(Action.make(0, "card", player=second, slot=0))
    dec = GAME.decision(h.state)
    assert dec.kind == "pt:swap"
    assert h.table.bar_prompt("Ana: swap them or keep them", dec) == expect


# ----- 10: ROTATE pick tags ---------------------------------------------------------------------
@pytest.mark.parametrize("rect", [SMALL, (0, 0, 980, 760)])
def test_the_cards_to_take_for_rotate_carry_their_numbers(rect):
    """Taking a card for ROTATE, the five glowing cards of the neighbour looked alike while
    the log said "Lisa's card 3": each carries a small tag "1"…"5" (the kit's card_tag),
    inside its card; no tag on any other card, nor once the pick is made."""
    st = resolve(table(players=3, drawn=[card("ROTATE"), card("WASH")]), card("ROTATE"))
    st = play(st, 0, "side", side="left")
    h = Harness(GAME, st, rect=rect)
    lay = h.table.lay
    tags = {t: r for t, r in labels(h) if t in "12345" and len(t) == 1}
    assert sorted(tags) == ["1", "2", "3", "4", "5"]
    for text, r in tags.items():
        assert lay.cards[(1, int(text) - 1)].contains(r), (text, r)
    h.play(Action.make(0, "card", player=1, slot=2))
    h.viewer = 0
    h.show()
    assert not [t for t, r in labels(h) if t in "12345" and len(t) == 1
                and r.collidelist(list(lay.cards.values())) >= 0]


@pytest.mark.parametrize("rect", [SMALL, (0, 0, 980, 760)])
def test_the_rotate_banner_hides_no_card(rect):
    """The held ROTATE banner lay over the drawn cards: it goes under the draw row, over no
    card of any row and inside the table."""
    st, last = _rotate_done()
    h = Harness(GAME, st, viewer=0, rect=rect)
    h.play(last)
    box = h.table.banner_rect()
    cards = list(h.table.lay.cards.values()) + h.table.lay.drawn[:len(h.table.view["drawn"])]
    assert box is not None and h.table.rect.contains(box)
    assert box.collidelist(cards) < 0, box
    deck = next(r for t, r in labels(h) if t.startswith("deck "))
    assert not box.colliderect(deck), (box, deck)      # the deck's count stays in sight


# ----- 6: the choice bar never sits on the viewer's own row ---------------------------------------
def _bar_scene(kind: str, players: int) -> dict:
    """A state asking seat 0 a choice-bar question of ``kind``."""
    if kind == "pt:effect":
        return resolve(table(players=players, drawn=[card("FUEL"), card("MATCH"), card("WASH")]),
                       card("FUEL"))
    if kind == "pt:side":
        return resolve(table(players=players, drawn=[card("ROTATE"), card("WASH")]),
                       card("ROTATE"))
    st = resolve(table(players=players, drawn=[card("ROCK-PAPER-SCISSOR"), card("WASH")]),
                 card("ROCK-PAPER-SCISSOR"))
    return play(st, 0, "player", player=1)


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("kind", ["pt:effect", "pt:side", "pt:shape"])
def test_the_choice_bar_never_sits_on_the_home_row_at_800x560(kind, players):
    """At 800x560 the choice bar (90 px for one row of buttons) lay over the viewer's own
    cards, and during Rock-Paper-Scissors over the home row too: the bar stays off the home
    panel, inside the table, and off the three hands the player clicks."""
    from tabletop.tablekit.choice_bar import bar_height

    h = Small(GAME, _bar_scene(kind, players))
    assert h.table.kind() == kind
    home = h.table.lay.panels[0]
    for rows in (1, 2):
        bar = h.table.choice_rect(bar_height(rows))
        assert h.table.rect.contains(bar), (rows, bar)
        assert not bar.colliderect(home), (rows, bar, home)
        hands = list(h.table.hand_rects().values())
        assert (kind == "pt:shape") == bool(hands)
        assert bar.collidelist(hands) < 0, (bar, hands)
    cards = list(h.table.lay.cards.values())
    for hand in h.table.hand_rects().values():   # each hand and its word under it
        assert hand.collidelist(cards) < 0 and hand.bottom + 18 <= home.top, (hand, home)


# ----- 12: tooltips stay inside the window and off the card they describe ---------------------------
SIZES = {(800, 560): SMALL, (1280, 800): (0, 0, 980, 760)}


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("players", [3, 4, 6])
def test_no_tooltip_runs_off_the_table_or_covers_its_card(size, players):
    """A tip slid back inside the table lay over the card it was about (a long drawn card's
    words at 800x560, a seen tag's tip on a top-row card): every tooltip, for each drawn card
    and each card others have looked at, is inside the table and off its card."""
    from potato_kit import point

    drawn = [card(n) for n in ("SWAP", "TRANSFER", "GREEN FLAG", "WASH", "MIX & MATCH",
                               "OVERVIEW")]
    st = table(players=players, drawn=drawn)
    for seat in range(1, players):
        st["known"][seat] += [st["rows"][0][0], st["rows"][(seat + 1) % players][4]]
    for seat in range(players):       # a long two-line tip on a top-row card
        st["known"][seat] += [st["rows"][1][2]]
    h = Harness(GAME, st, rect=SIZES[size])
    lay, spots = h.table.lay, []
    for k in range(len(drawn)):
        spots.append((lay.drawn[k], (lay.drawn[k].centerx, lay.drawn[k].top + 8)))
    for seat in range(players):
        for slot in (0, 2, 4):
            spots.append((lay.cards[(seat, slot)], lay.cards[(seat, slot)].center))
    shown = 0
    for about, at in spots:
        point(h, at)
        tip = h.table.tooltip_rect()
        if tip is None:
            continue
        shown += 1
        assert h.table.rect.contains(tip), (about, tip)
        assert not tip.colliderect(about), (about, tip)
    assert shown >= len(drawn) + 2


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("viewer", [0, 1])
def test_the_prompt_keeps_a_margin_at_800x560(players, viewer):
    """At six players in 800x560 the prompt ran edge to edge of the middle band, its upper
    line into the panels above, and a two-line "Waiting for…" prompt met the count line: each
    prompt line keeps 6 px from the band's sides, stays under every panel above it and clear
    of the count line and the deck."""
    st = resolve(table(players=players, drawn=[card("MIX & MATCH"), card("WASH")]),
                 card("MIX & MATCH"))
    st = play(play(st, 0, "card", player=1, slot=0), 0, "card", player=2, slot=0)
    h = Small(GAME, st, viewer=viewer)
    lay = h.table.lay
    drawn = labels(h)
    names = {r.topleft for r in lay.names.values()}
    prompt = [(t, r) for t, r in drawn if r.colliderect(lay.prompt.inflate(0, 16))
              and r.topleft not in names and not t.startswith(("green ", "3 of one"))]
    assert prompt, drawn
    above = [p for p in lay.panels.values() if p.bottom <= lay.mid.top]
    count = [r for t, r in drawn if t.startswith(("green ", "3 of one"))]
    for text, r in prompt:
        assert lay.mid.left + 6 <= r.left and r.right <= lay.mid.right - 6, (text, r, lay.mid)
        assert all(r.top >= p.bottom + 2 for p in above if p.left < r.right and r.left < p.right), (text, r)
        assert r.collidelist(count) < 0 and not r.colliderect(lay.deck), (text, r, count)
