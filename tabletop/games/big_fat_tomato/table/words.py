"""The table's words: the prompt line across the middle, basket captions, button labels and the
refusals a gesture earns before it reaches the rules (built from the rules' own names and
constants, never re-typed)."""

from __future__ import annotations

from typing import Any

from tabletop.games.big_fat_tomato.components import KIND, RECOUNT_MIN
from tabletop.games.big_fat_tomato.words import STEP_WORDS as RULES_STEP_WORDS
from tabletop.tablekit.words import seat_name, to_reader


def basket_text(plot: dict[str, Any]) -> str:
    """"basket 12", or with hidden baskets a word for the pile's size."""
    if plot["basket"] is not None:
        return f"basket {plot['basket']}"
    return ["basket empty", "a few", "a handful", "a heap", "a big heap"][plot["pile"]]


def prompt_line(table: Any) -> str:
    """What the middle of the table says: the caption, else whose decision and what, with the
    gestures for the seat shown."""
    if table.caption:
        return table.caption
    view = table.view
    dec = view.get("decision")
    names = table.ctx.seat_names
    if dec is None:
        return "The Market has opened: the game is over."
    who = ", ".join(seat_name(names, s) for s in dec["seats"])
    if not table.legal:   # "from your hand" to the one spied on (tablekit.words.to_reader)
        viewer = table.viewer
        return to_reader(waiting_line(view, dec, who, names),
                         names[viewer] if viewer is not None and viewer < len(names) else "")
    tips = {"protect": "Drag a protection card or a fence onto your plot.",
            "harvest": "Click the dice (R, Enter), or drag a booster onto them.",
            "boost": "Drag the dice onto your basket (T, Enter).",
            "threat": "Drag a threat card onto a rival's plot.",
            "discard": "Drag cards onto the Compost Heap, then End turn (E, Enter).",
            "react": "Drag your answer onto your plot.",
            "hot_tomatoes": "Drag Hot Tomatoes! onto that plot.",
            "mole_pick": "Click the card you take."}
    only_pass = len(table.legal) == 1 and table.legal[0].kind == "pass"
    return f"{dec['prompt']}. {'' if only_pass else tips.get(dec['kind'], '')}".strip()


def roll_caption(view: dict[str, Any], names: list[str], fresh: bool) -> str:
    """The line under the dice tray while the last roll still matters ("" after): the harvest
    roll until the harvest is taken, the pests' and caterpillars' rolls until the harvest is
    rolled or skipped, Ketchup's until the end of that turn. ``fresh``: the roll was made this
    turn (the table saw it arrive)."""
    roll = view.get("last_roll")
    if not roll or not fresh or view.get("decision") is None:
        return ""
    seat, what, dice = roll["seat"], roll["what"], roll["dice"]
    who = seat_name(names, seat)
    mine = view["current"] == seat
    if what == "harvest" and mine and view["step"] == "boost":
        return f"{who} rolled {sum(dice)} for the harvest"
    if what in ("pests", "caterpillars") and mine and view["step"] == "harvest":
        return f"{who}'s {what} rolled {sum(dice)}"
    if what == "ketchup" and view["step"] == "discard":
        return f"Ketchup rolled {sum(dice)} on {who}'s storehouse"
    return ""


STEP_WORDS = {**RULES_STEP_WORDS, "boost": "the harvest, dice rolled"}


def waiting_line(view: dict[str, Any], dec: dict[str, Any], who: str, names: list[str]) -> str:
    """What the table says while someone else decides, in the third person (the decision's own
    prompt speaks to the one deciding: "Ana plays Nasty Pests on you")."""
    def name(seat: int) -> str:
        return seat_name(names, seat)

    frames = view.get("frames") or []
    frame = frames[-1] if frames else None
    kind = dec["kind"]
    if kind == "react" and frame is not None:
        card = KIND[frame["card"].split(".", 1)[0]].name
        what = f"sends {card} back to {who} with As You Sow" if frame.get("sent_back") else \
            f"plays {card} on {who}"
        return (f"{name(frame['by'])} {what}. Waiting for {who}'s answer: As You "
                f"Sow, Big Fat Tomato, or let it happen.")
    if kind == "hot_tomatoes" and frame is not None:
        return (f"{name(frame['victim'])} harvested {frame['amount']}. Waiting for {who}: Hot "
                f"Tomatoes! or pass.")
    if kind == "mole_pick" and frame is not None:
        return f"Waiting for {who} to take a card from {name(frame['from'])}'s hand (Mole Spy)."
    if kind == "compost_pick":
        return f"Waiting for {who} to take a card from the Compost Heap."
    return f"{name(dec['active'])}'s turn: {STEP_WORDS.get(kind, kind)}."


def button_label(kind: str, view: dict[str, Any], raised: int = 0) -> str:
    """The label of the button for a step action of ``kind``, with its key; ``raised``: the
    cards on their way to the Compost Heap (the End turn button counts them)."""
    if kind == "take_harvest":
        from tabletop.games.big_fat_tomato.plot import harvest_amount
        return f"Take {harvest_amount(view['flags'])} (T)"
    if kind == "discard" and raised:
        return f"Discard {raised}, end turn (E)"
    return {"skip": "Skip step (S)", "roll": "Roll (R)", "recount": "Recount (C)",
            "discard": "End turn (E)"}[kind]


def discard_note(n: int) -> str:
    """The status line while cards wait to go onto the Compost Heap."""
    return (f"{n} card{'' if n == 1 else 's'} for the Compost Heap: drag or click more, then "
            "End turn (E or Enter) discards them.")


def window_refusal(key: str, question: str) -> str:
    """Why card ``key`` cannot answer ``question`` (``"react"`` or ``"hot_tomatoes"``)."""
    name = KIND[key].name
    if question == "react":
        return f"{name} cannot answer a threat: As You Sow or Big Fat Tomato can, or let it happen."
    return f"{name} cannot take this harvest: only Hot Tomatoes! can, or pass."


def recount_prompt(basket: int | None) -> str:
    """The confirmation line of a recount."""
    if basket is None:
        return f"Recount the basket? {RECOUNT_MIN} or more go to the storehouse, fewer are lost. " \
               "Click the basket again or press Enter."
    verdict = "they go to the storehouse" if basket >= RECOUNT_MIN else "they are all lost"
    return f"Recount {basket} tomatoes: {verdict}. Click the basket again or press Enter."


def where_it_goes(key: str) -> str:
    """The refusal for a card dropped where it cannot go."""
    kind = KIND[key]
    return {"protection": f"{kind.name} goes on your own plot.",
            "fence": "A fence goes beside your own storehouse.",
            "threat": f"{kind.name} goes onto another player's plot.",
            "special": f"{kind.name} goes on your plot (boosters on the dice).",
            "instant": INSTANT_WHERE.get(key, "")
            }.get(kind.type) or "That card cannot be played now."


INSTANT_WHERE = {
    "as_you_sow": "As You Sow is played when you are asked, or onto a threat on your own plot "
                  "to send it back.",
    "big_fat_tomato": "Big Fat Tomato is played when you are asked, or on your own plot to clear "
                      "its threats."}
"""Where each defence card goes (Hot Tomatoes! is refused by the rules' own words)."""
