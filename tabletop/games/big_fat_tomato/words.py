"""Big Fat Tomato actions in plain words, decision prompts, and why an action is refused.

Refusals name their source in player words: "(rulebook: <section>)", "(edition decision)" for
rules-decisions.md, "(our reading)" for docs/rules/big_fat_tomato.md.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, top_frame
from tabletop.games.big_fat_tomato.components import KIND, LYING_LIMIT, SPECIAL, THREAT
from tabletop.games.big_fat_tomato.legal import harvest_open
from tabletop.games.big_fat_tomato.plot import harvest_amount, harvest_dice, lying_keys
from tabletop.games.big_fat_tomato.threats import richest, sow_back_legal
from tabletop.games.big_fat_tomato.zones import holds, who

State = dict[str, Any]


def name_of(key: Any) -> str:
    """The printed name of a card kind key ("a card" for anything else)."""
    return KIND[key].name if isinstance(key, str) and key in KIND else "a card"


def _seat(state: State | None, seat: Any) -> str:
    if not isinstance(seat, int):
        return "a player"
    if state is None:
        return f"Player {seat + 1}"
    return who(state, seat) if 0 <= seat < state["players"] else f"Player {seat + 1}"


def describe(action: Action, viewer: int | None, state: State | None = None) -> str:
    """The action in plain words for ``viewer``; with the ``state`` it is played in, seat names
    and amounts. Only a Mole Spy's pick is private (to the spy and the spied seat)."""
    kind, card = action.kind, name_of(action.get("card"))
    if kind == "skip":
        step = state["step"] if state else None
        return {"protect": "skip the protection step", "harvest": "skip the harvest",
                "threat": "play no threat card"}.get(step, "skip this step")
    if kind == "protect":
        return "put up a fence" if action.get("card") == "fence" else f"play {card}"
    if kind == "roll":
        return "roll for the harvest"
    if kind == "take_harvest":
        if state is not None and state["flags"]["dice"]:
            return f"take the harvest of {harvest_amount(state['flags'])}"
        return "take the harvest"
    if kind == "threaten":
        target = action.get("target")
        on = "yourself" if target == action.seat and viewer == action.seat else _seat(state, target)
        return f"play {card} on {on}"
    if kind == "discard":
        cards = action.get("cards") or ()
        return ("discard " + ", ".join(name_of(k) for k in cards) + " and end the turn"
                if cards else "end the turn")
    if kind == "recount":
        return "recount the basket"
    if kind == "special":
        return f"play {card}"
    if kind == "defend":
        if action.get("card") == "as_you_sow":
            return f"play As You Sow to send {name_of(action.get('threat'))} back"
        return "play Big Fat Tomato on your own plot"
    if kind == "react":
        return f"answer with {card}"
    if kind == "pass":
        frame = top_frame(state) if state else None
        return "let it happen" if frame and frame["kind"] == "react" else "pass"
    if kind == "hot_tomatoes":
        return "play Hot Tomatoes! and take the harvest"
    if kind == "take_card":
        frame = top_frame(state) if state else None
        giver = frame["from"] if frame and frame["kind"] == "mole_pick" else None
        if viewer is not None and viewer in (action.seat, giver):
            return f"take {card}"
        return f"take a card from {_seat(state, giver)}'s hand" if giver is not None \
            else "take a card from the spied hand"
    if kind == "take_compost":
        return f"take {card} from the Compost Heap"
    return str(action)


def prompt(state: State) -> tuple[str, str]:
    """(decision kind, prompt sentence) for the decision now."""
    frame = top_frame(state)
    if frame is not None:
        kind = frame["kind"]
        if kind == "react":
            card = name_of(frame["card"].split(".")[0])
            what = f"sends {card} back to you with As You Sow" if frame.get("sent_back") \
                else f"plays {card} on you"
            return kind, (f"{who(state, frame['by'])} {what}: As You Sow, Big Fat Tomato, or "
                          f"let it happen")
        if kind == "hot_tomatoes":
            return kind, (f"{who(state, frame['victim'])} harvested {frame['amount']}: "
                          f"play Hot Tomatoes! or pass")
        if kind == "mole_pick":
            return kind, f"Take one card from {who(state, frame['from'])}'s hand"
        return kind, "Take a card from the Compost Heap"
    step, seat = state["step"], state["current"]
    if step == "protect":
        return step, "Play a protection card or a fence, or skip"
    if step == "harvest":
        n = harvest_dice(state, seat)
        return step, f"Roll {n} {'die' if n == 1 else 'dice'} for your harvest, or skip it"
    if step == "boost":
        return step, f"Take your harvest of {harvest_amount(state['flags'])}, or boost it"
    if step == "threat":
        return step, "Play a threat card on a player, or skip"
    return step, "Discard the cards you no longer need"


STEP_OF = {"protect": "protect", "roll": "harvest", "take_harvest": "boost",
           "threaten": "threat", "discard": "discard"}
"""The step whose decision offers each step action (the other actions go with any step)."""
STEP_ORDER = ("protect", "harvest", "boost", "threat", "discard")
"""The steps of a turn in order (rulebook: How to Play)."""
STEP_WORDS = {"protect": "the protection step", "harvest": "the harvest",
              "boost": "the harvest", "threat": "the threat step", "discard": "the discard step"}
FRAME_KINDS = {"react": ("react", "pass"), "hot_tomatoes": ("hot_tomatoes", "pass"),
               "mole_pick": ("take_card",), "compost_pick": ("take_compost",)}
"""The actions each question (frame) takes as its answer."""
STEP_RULE = {
    "protect": "a fence or a protection card is played at step 2 of your own turn, before the "
               "harvest (rulebook: How to Play, step 2)",
    "harvest": "the harvest dice are rolled at step 4 of your own turn (rulebook: How to "
               "Play, step 4)",
    "boost": "the harvest is taken at step 4 of your own turn, once the dice are rolled "
             "(rulebook: How to Play, step 4)",
    "threat": "a threat card is played at step 5 of your own turn (rulebook: How to Play, "
              "step 5)",
    "discard": "cards are discarded at step 6, the end of your own turn (rulebook: How to "
               "Play, step 6)",
}


def waiting_for(state: State) -> str:
    """What the question on top asks of the seat it waits for, as a refusal's opening
    ("" when no question waits): a threat to answer, a Hot Tomatoes! chance, a pick."""
    frame = top_frame(state)
    if frame is None:
        return ""
    kind = frame["kind"]
    if kind == "react":
        return (f"first answer {who(state, frame['by'])}'s {name_of(frame['card'].split('.')[0])}"
                f" (As You Sow, Big Fat Tomato, or let it happen)")
    if kind == "hot_tomatoes":
        return f"first play Hot Tomatoes! on {who(state, frame['victim'])}'s harvest or pass"
    if kind == "mole_pick":
        return f"first take a card from {who(state, frame['from'])}'s hand (Mole Spy)"
    return "first take a card from the Compost Heap (Jump into the Compost)"


def explain_timing(state: State, action: Action) -> str:
    """Why an action is refused when it does not belong to this moment ("" when it does): a
    question waits for its answer, or the action belongs to another step of the turn; a step
    action names its step after the question. Source: rulebook, How to Play (the six steps in
    order); rules-decisions.md (reaction windows); docs/rules/big_fat_tomato.md."""
    seat, kind = action.seat, action.kind
    frame = top_frame(state)
    if frame is not None and kind in FRAME_KINDS[frame["kind"]]:
        return ""
    first = waiting_for(state)
    step = STEP_OF.get(kind)
    if step is None:
        return f"{first}." if first else ""
    if seat == state["current"] and step == state["step"]:  # the right step: the card's reason
        return f"{first}, then try again." if first else ""
    rule = STEP_RULE[step]
    if first:
        return f"{first}; and {rule}."
    if seat == state["current"]:
        if STEP_ORDER.index(state["step"]) > STEP_ORDER.index(step):
            return f"{STEP_WORDS[step]} is over for this turn: {rule}."
        return f"not yet: {rule}."
    return f"{rule}."


def explain(state: State, action: Action) -> str:
    """Why an action is refused ("" when no specific reason applies): first its timing (a
    question waiting, another step), then the card's own limits and targets."""
    timing = explain_timing(state, action)
    if timing:
        return timing
    seat, kind, key = action.seat, action.kind, action.get("card")
    has = isinstance(key, str) and key in KIND and holds(state, seat, key)
    if kind in ("protect", "threaten", "special", "react", "defend") and not has:
        return f"you hold no {name_of(key)}."
    if kind == "threaten":
        return _explain_threat(state, seat, key, action.get("target"))
    if kind == "special":
        if KIND[key].type != SPECIAL:
            return f"{name_of(key)} is not a special card."
        if state["flags"]["special"] is not None:
            return "only one special card may be played each turn (rulebook: Additional Actions)."
        if key in ("bumper_harvest", "watering_can") and not harvest_open(state):
            return "this turn's harvest is over or stopped, so it would do nothing (our reading)."
        if key == "express_delivery":
            return "your basket is empty (our reading)."
        return "the Compost Heap is empty (our reading)."
    if kind == "recount":
        if state["flags"]["recounted"]:
            return "only one recount each turn (edition decision)."
        return "your basket is empty (our reading)."
    if kind == "protect":
        return f"nothing on your plot for {name_of(key)} to clear (our reading)."
    if kind == "react":
        frame = top_frame(state)
        threat = frame["card"].split(".")[0] if frame and "card" in frame else None
        if key == "big_fat_tomato" and threat == "zombie":
            return "Big Fat Tomato cannot stop the Zombie Tomato Invasion (rulebook: Big Fat Tomato)."
        if key == "as_you_sow" and frame is not None:
            return (f"{name_of(threat)} cannot go back to {who(state, frame['by'])}: "
                    f"it would break the threat limits there (edition decision).")
    if kind == "defend":
        if key == "big_fat_tomato":
            return "no threat lies on your plot (our reading)."
        return "As You Sow needs a threat on your plot that may go back to its player (edition decision)."
    if kind == "hot_tomatoes":
        return ("Hot Tomatoes! is played right after another player's harvest, when you are "
                "asked (rulebook: Hot Tomatoes!).")
    if kind in ("discard", "take_card", "take_compost"):
        return "that card is not there to take or discard."
    return ""


def _explain_threat(state: State, seat: int, key: str, target: Any) -> str:
    if KIND[key].type != THREAT:
        return f"{name_of(key)} is not a threat card."
    if not isinstance(target, int) or not 0 <= target < state["players"]:
        return "there is no such player."
    if key == "ketchup":
        return ("Ketchup acts on the player with the most tomatoes in the storehouse "
                "(rulebook: Ketchup; edition decision for ties)." if target not in richest(state) else "")
    if target == seat:
        return "threat cards are played on another player (rulebook: How to Play, step 5)."
    keys = lying_keys(state, target)
    if len(keys) >= LYING_LIMIT:
        return (f"{who(state, target)} already has {LYING_LIMIT} threat cards in front of them "
                f"(rulebook: How to Play, step 5).")
    if key in keys:
        return (f"{who(state, target)} already has {name_of(key)} in front of them "
                f"(rulebook: How to Play, step 5).")
    return "" if sow_back_legal(state, key, target) else "that threat cannot go there."
