"""Every action card's effect in our own words, written once: the in-app rules list them
(:mod:`.help`), the table's card tooltips show them, and the "which effect?" buttons of the
cards with two effects name what each one does.

``CARD_WORDS``: (heading, effect keys, text) in the order the rules list them.
``CHOICE_WORDS``: effect key -> (the first effect, the effect its condition allows).
Sources: rulebook, Action Card Reference (what each card does); rules-decisions.md, Potato
Tomato; docs/rules/potato_tomato.md (our readings, e.g. "give 1, or if ..." is a choice).
"""

from __future__ import annotations

from tabletop.games.potato_tomato.cards import ACTIONS

CARD_WORDS: list[tuple[str, tuple[str, ...], str]] = [
    ("BURN", ("give",), "two tokens to any player (the colourless BURN gives one)."),
    ("FORECAST", ("forecast",), "look at one card of another player; you may then swap it "
                                "with one of yours."),
    ("INSPECT", ("inspect",), "look at two cards of other players."),
    ("OVERLOOK", ("overlook",), "one token to any player, or, if you stopped right after "
                                "drawing it, look at three cards of other players."),
    ("PAW", ("paw",), "one token to your left or right neighbour."),
    ("ROTATE", ("rotate",), "pick a side; every player takes one face-down card from their "
                            "neighbour on that side."),
    ("SHUFFLE", ("shuffle",), "take three face-down cards of other players, shuffle them "
                              "unseen and put them back in the same places."),
    ("SURPRISE", ("surprise",), "three tokens to a player who has none."),
    ("SWAP", ("swap",), "swap two face-down cards of two different players."),
    ("TRANSFER", ("transfer",), "move two tokens from one player to another."),
    ("REVENGE", ("revenge",), "as many tokens as you have face-up cards, to any player."),
    ("WASH", ("wash",), "take one token away from any player."),
    ("MIX & MATCH", ("mix_match",), "look at two cards of two different players; if one is a "
                                    "potato and the other a tomato, you may swap them."),
    ("WILDLIFE", ("wildlife",), "one token to any player, or, if this turn showed a blue, a "
                                "green, a colourless and a two-coloured card, two tokens each "
                                "to two other players."),
    ("PEEL", ("peel",), "take two tokens yourself, then look at every face-down card of "
                        "another player."),
    ("FUEL and MATCH", ("fuel", "match"), "one token to any player, or three if the other one "
                                          "of the pair is also out this turn."),
    ("GATHER", ("gather",), "as many tokens as cards turned over this turn, to any player."),
    ("GREEN FLAG", ("green_flag",), "one token to any player, or three if this turn showed "
                                    "more green than blue."),
    ("OVERCOOK", ("overcook",), "look at one card of another player, or, if you stopped right "
                                "after drawing it, three tokens to any player."),
    ("PAIN & GAIN", ("pain_gain",), "take one token yourself, then give two to any player."),
    ("ROCK-PAPER-SCISSOR", ("rps",), "play one round against another player (ties play "
                                     "again); the loser takes three tokens."),
    ("SIPHON", ("siphon",), "two players swap all their tokens."),
    ("BDSM (lightning)", ("bdsm",), "take one token away from any player, then you must turn "
                                    "over two more cards; they count toward BURNT!."),
    ("OVERVIEW", ("overview",), "pick a side; every player secretly looks at one card of "
                                "their neighbour on that side."),
    ("WHITE FLAG", ("white_flag",), "if every card you turned over is colourless and there are "
                                    "at least two, turn any face-down card face up."),
    ("SHARE", ("share",), "pick a player; you look at one of their cards and they look at one "
                          "of yours."),
    ("SLAP (lightning)", ("slap",), "everyone slaps the card; the slowest takes two tokens."),
]

CHOICE_WORDS: dict[str, tuple[str, str]] = {
    "overlook": ("give 1 burn token to any player", "look at three cards of other players"),
    "overcook": ("look at one card of another player", "give 3 burn tokens to any player"),
    "fuel": ("give 1 burn token to any player", "give 3 burn tokens to any player"),
    "match": ("give 1 burn token to any player", "give 3 burn tokens to any player"),
    "green_flag": ("give 1 burn token to any player", "give 3 burn tokens to any player"),
    "wildlife": ("give 1 burn token to any player",
                 "give 2 burn tokens each to two other players"),
}
"""The two effects of each card that offers a choice once its condition holds."""

_BY_EFFECT = {key: text for _, keys, text in CARD_WORDS for key in keys}
assert {c.effect for c in ACTIONS.values()} == set(_BY_EFFECT)


def effect_text(card: str) -> str:
    """What action card ``card`` (an id, "a01".."a32") does, one sentence in our words (a plain
    BURN names its own amount).

    Raises:
        KeyError: an unknown card id.
    """
    c = ACTIONS[card]
    if c.effect == "give":
        n = "one token" if c.amount == 1 else f"{'two' if c.amount == 2 else c.amount} tokens"
        text = f"{n} to any player."
    else:
        text = _BY_EFFECT[c.effect]
    return text[:1].upper() + text[1:]


def card_tip(card: str) -> str:
    """The tooltip of action card ``card``: its name, colour, "happens at once" for a lightning
    card, and what it does ("SWAP (blue): Swap two face-down cards ...")."""
    c = ACTIONS[card]
    colour = "two-coloured" if c.colour == "dual" else c.colour
    when = ", happens at once" if c.immediate else ""
    return f"{c.name} ({colour}{when}): {effect_text(card)}"


def rules_list() -> str:
    """The rules' action-card bullets ("- BURN: two tokens ..."), one per line."""
    return "\n".join(f"- {head}: {text}" for head, _, text in CARD_WORDS)
