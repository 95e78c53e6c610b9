"""The search's deal hook: deals drawn in proportion to what the seat has inferred
(tabletop/bots/search.py, pick_deal; Potato Tomato's deal_likelihood)."""

from __future__ import annotations

import random

from tabletop import games
from tabletop.bots import hooks
from tabletop.bots.search import pick_deal
from tabletop.games.potato_tomato.bots import deal_likelihood
from tabletop.games.potato_tomato.rows import team


def _potato_view(seat=0):
    game = games.get("potato_tomato")
    state = game.new_game(4, 11)
    view = game.view(state, seat)
    names = view["names"] or [f"Player {s + 1}" for s in range(4)]
    # four choices by seat 1: it burns seat 2 each time (so seat 1 likely thinks it an enemy)
    view = dict(view, log=list(view["log"]) + [
        f"BURN: {names[1]} gives {names[2]} {n} burn token{'s' * (n > 1)}." for n in (2, 1, 3, 1)])
    return game, view


def test_without_the_hook_the_deal_is_determinize_s_own():
    game = games.get("tomatoss")
    state = game.new_game(2, 3)
    view = game.view(state, 0)
    assert hooks.deal_likelihood_for(game, view, 0) is None
    assert pick_deal(game, view, 0, random.Random(5)) == game.determinize(view, 0,
                                                                            random.Random(5))


def test_potato_deals_where_the_burner_and_the_burnt_differ_are_likelier():
    game, view = _potato_view()
    like = hooks.deal_likelihood_for(game, view, 0)
    assert like is not None
    apart, together = [], []
    rng = random.Random(1)
    for _ in range(200):
        deal = game.determinize(view, 0, rng)
        (apart if team(deal, 1) != team(deal, 2) else together).append(like(deal))
    assert apart and together and min(apart) > max(together)


def test_picked_deals_follow_the_evidence():
    game, view = _potato_view()
    like = deal_likelihood(game, view, 0)
    rng_plain, rng_picked = random.Random(2), random.Random(2)
    plain = sum(team(d, 1) != team(d, 2) for d in
                (game.determinize(view, 0, rng_plain) for _ in range(400)))
    picked = sum(team(d, 1) != team(d, 2) for d in
                 (pick_deal(game, view, 0, rng_picked, like) for _ in range(400)))
    assert picked > plain + 40


def test_the_viewer_s_own_choices_are_no_evidence():
    game, view = _potato_view(seat=1)   # seat 1 is the one who burned
    like = deal_likelihood(game, view, 1)
    rng = random.Random(3)
    values = {like(game.determinize(view, 1, rng)) for _ in range(50)}
    assert values == {0.0}


def test_normal_keeps_its_reading_per_seat_and_its_beliefs_while_nothing_changes():
    """The search asks one Normal bot for every seat of its playouts: each seat's evidence
    leaves out that seat's own choices, and a second ask with the same view gets the same
    beliefs without working them out again."""
    from tabletop.games.potato_tomato.bots import HeuristicBot
    game, view = _potato_view(seat=0)
    bot = HeuristicBot()
    first = bot._beliefs(view, 0)
    assert bot._beliefs(view, 0) is first
    game1, view1 = _potato_view(seat=1)
    ben = bot._beliefs(view1, 1)               # seat 1 burned seat 2: no evidence to itself
    assert bot._read_by[1][0].at_random[1] == 0.0
    assert bot._read_by[0][0].at_random[1] < 0.0      # but evidence to seat 0
    assert ben is not first
