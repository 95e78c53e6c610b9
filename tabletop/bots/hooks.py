"""Per-game hooks the generic levels (Easy, Hard) are built from, found by the game's package.

A game package ``tabletop.games.<id>`` gives, in its ``BOTS`` dict, a heuristic bot named
``heuristic`` (an older game may name it otherwise: its last, strongest entry is taken). Its
``bots`` module may also provide:

- ``evaluate(game, state, seat) -> float``: how good ``state`` (a full state, determinized) is
  for ``seat``, higher is better, roughly 0..1; the search scores its rollouts with it.
- ``EASY_SLIP``: how often Easy misses the heuristic's best move (0..1; default
  :data:`tabletop.bots.levels.SLIP`).
- ``MIXED``: the decision kinds that are secret simultaneous choices with nothing to read
  (Rock-Paper-Scissors): every level picks among the legal actions uniformly with its seeded
  generator (:func:`mixed_pick`), so no hand is predictable.
- ``SEARCH``: the Hard search's settings for this game, a dict with any of ``iterations``,
  ``candidates``, ``rollout_depth``, ``confidence``, ``differing`` (see
  :class:`tabletop.bots.search.SearchBot`; a game whose rollouts are cheap can afford more
  of them in the same time).
- ``deal_likelihood(game, view, seat) -> (state -> float)``: for a game whose view tells more
  about the hidden cards than their counts (players' choices that hint at their teams), a
  function giving the log-likelihood of a determinized deal under that evidence; the search
  then draws several deals and keeps one in proportion (:func:`tabletop.bots.search.pick_deal`).
- ``SEARCHED``: the decision kinds the Hard search searches (a tuple of ``Decision.kind``
  strings); at every other decision Hard plays the heuristic's own move at once, with no
  rollouts (:func:`searched`). Without it every decision is searched. For a game where the
  search's departures from the heuristic help at some decisions and not at others (Potato
  Tomato: the targets of gives and the resolve order, not looks or reveals), and where the
  rollouts saved there can go to the decisions that are searched.
- on the heuristic class, ``values(game, view, seat, legal) -> list[float]``: one estimate per
  legal action (higher is better, any scale); Easy weighs its mistakes with it and the search
  takes its most promising candidates from it.

Nothing outside the game's folder needs to change for a new game to get all three levels.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from typing import Any

from tabletop.bots.base import RandomBot
from tabletop.engine import Action, Game

Evaluate = Callable[[Game, dict[str, Any], int], float]


def own_bots(game_id: str) -> dict[str, Any]:
    """The game package's ``BOTS`` (name -> class), {} when the game has none or no package."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "BOTS", {}))


def heuristic_class(game_id: str) -> type:
    """The class of the game's heuristic bot: ``BOTS["heuristic"]``, else the last entry of
    ``BOTS``, else :class:`RandomBot` (a game with no heuristic yet)."""
    table = own_bots(game_id)
    if "heuristic" in table:
        return table["heuristic"]
    return list(table.values())[-1] if table else RandomBot


def heuristic(game_id: str) -> Any:
    """A new instance of the game's heuristic bot (see :func:`heuristic_class`)."""
    return heuristic_class(game_id)()


def evaluate_for(game_id: str) -> Evaluate:
    """The game's ``bots.evaluate`` when it has one, else :func:`score_evaluate`."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.bots")
    except ModuleNotFoundError:
        return score_evaluate
    return getattr(module, "evaluate", None) or score_evaluate


def deal_likelihood_for(game: Game, view: dict[str, Any],
                        seat: int) -> Callable[[dict[str, Any]], float] | None:
    """The game's ``bots.deal_likelihood(game, view, seat)`` (a function of a determinized
    state giving its log-likelihood), or None when the game has none: its deals are then
    taken as ``determinize`` draws them."""
    try:
        module = importlib.import_module(f"tabletop.games.{game.info.id}.bots")
    except ModuleNotFoundError:
        return None
    fn = getattr(module, "deal_likelihood", None)
    return None if fn is None else fn(game, view, seat)


def easy_slip(game_id: str, default: float) -> float:
    """The game's ``bots.EASY_SLIP`` (how often Easy misses the best move, 0..1), else
    ``default``."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.bots")
    except ModuleNotFoundError:
        return default
    return float(getattr(module, "EASY_SLIP", default))


def mixed_pick(game: Game, view: dict[str, Any], legal: list[Action],
               rng: Any) -> Action | None:
    """A uniform pick among ``legal`` (with ``rng``, a :class:`random.Random`) when the
    decision on ``view`` is of a kind in the game's ``bots.MIXED``; None otherwise."""
    try:
        module = importlib.import_module(f"tabletop.games.{game.info.id}.bots")
    except ModuleNotFoundError:
        return None
    kind = (view.get("decision") or {}).get("kind")
    if legal and kind in getattr(module, "MIXED", ()):
        return rng.choice(legal)
    return None


def searched(game: Game, view: dict[str, Any]) -> bool:
    """Whether the Hard search searches the decision on ``view``: True unless the game's
    ``bots.SEARCHED`` (decision kinds) is given and leaves out this decision's kind."""
    try:
        module = importlib.import_module(f"tabletop.games.{game.info.id}.bots")
    except ModuleNotFoundError:
        return True
    kinds = getattr(module, "SEARCHED", None)
    if kinds is None:
        return True
    return (view.get("decision") or {}).get("kind") in kinds


SEARCH_KEYS = ("iterations", "candidates", "rollout_depth", "confidence", "differing")
"""The settings a game's ``SEARCH`` dict may give."""


def search_settings(game_id: str) -> dict[str, Any]:
    """The game's ``bots.SEARCH`` (a copy; {} when it has none). Raises ValueError for a key
    not in :data:`SEARCH_KEYS`."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.bots")
    except ModuleNotFoundError:
        return {}
    settings = dict(getattr(module, "SEARCH", {}))
    wrong = sorted(set(settings) - set(SEARCH_KEYS))
    if wrong:
        raise ValueError(f"{game_id}: unknown search settings {', '.join(wrong)}")
    return settings


def action_values(bot: Any, game: Game, view: dict[str, Any], seat: int,
                  legal: list[Action]) -> list[float] | None:
    """``bot.values(game, view, seat, legal)`` (one float per legal action), or None when the
    bot has no such method. Raises ValueError when it returns a list of the wrong length."""
    fn = getattr(bot, "values", None)
    if fn is None:
        return None
    values = [float(v) for v in fn(game, view, seat, legal)]
    if len(values) != len(legal):
        raise ValueError(f"{type(bot).__name__}.values gave {len(values)} values for "
                         f"{len(legal)} actions")
    return values


def score_evaluate(game: Game, state: dict[str, Any], seat: int) -> float:
    """The default evaluation, in 0..1: :func:`standing` of the scores as they are."""
    return standing(game, state, seat, [float(v) for v in game.scores(state)])


def standing(game: Game, state: dict[str, Any], seat: int, totals: list[float]) -> float:
    """``seat``'s standing in 0..1 given a worth per seat (``totals``: the score, plus what a
    game's ``evaluate`` expects the position to bring). Once the game is over: mostly the share
    of the victory, plus the margin over the best rival squashed by ``tanh`` (it tells a near
    miss from a rout, which steadies the search's averages). Before the end only the squashed
    margin counts: who leads halfway through says little, and a step there adds noise.

    Solo (one seat): a win counts most, then the worth itself.
    """
    over = game.is_over(state)
    if len(totals) == 1:
        won = 1.0 if over and seat in game.winners(state) else 0.0
        return 0.6 * won + 0.4 * (totals[0] / (abs(totals[0]) + 10.0))
    rivals = max(v for s, v in enumerate(totals) if s != seat)
    margin = totals[seat] - rivals
    scale = max(2.0, 0.15 * max(abs(v) for v in totals))
    squashed = 0.5 + 0.5 * math.tanh(margin / scale)
    if not over:
        return squashed
    winners = game.winners(state)
    share = 1.0 / len(winners) if seat in winners else 0.0
    return 0.6 * share + 0.4 * squashed
