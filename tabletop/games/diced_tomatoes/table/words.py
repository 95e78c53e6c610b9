"""The table's own lines of text for Diced Tomatoes: the prompt over the tray, the lines under
the bushel (final round, solo goal, result), the passed dice's banner and hover tooltips.
Built from a view only.

Solo goal and result: rulebook, Single Player Mode (harvest all 6 tomatoes, each matching its
slot number scores a victory point; running out of dice loses); the final round: rulebook, Game
End; the points: rulebook, Collecting Points. No pygame here.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.diced_tomatoes.components import (BITS_PER_KARMA, DICE_PER_TURN, KARMA_KEEP,
                                                      KARMA_PER_POINT, RED_DICE_PER_POINT,
                                                      SCORE_SLOTS, SIXTH_TOMATO_BONUS, VINE_FULL)
from tabletop.tablekit.cards import seat_name
from tabletop.tablekit.seat_view import per_seat
from tabletop.tablekit.words import count
from tabletop.games.diced_tomatoes.vines import must_clear, red_count


def dice(n: int) -> str:
    """"1 die" / "3 dice"."""
    return count(n, "die", "dice")


def passed(view: dict[str, Any], names: list[str], seat: int) -> str:
    """The banner as dice are passed on to ``seat``: "2 dice passed to Ben" (solo: they wait
    for your next turn); none when the game is over (nobody rolls them)."""
    n = len(view.get("passed") or [])
    if view.get("over"):
        return ""
    if int(view.get("players", 1)) == 1:
        return f"{dice(n)} left over: you roll {'it' if n == 1 else 'them'} next turn"
    return f"{dice(n)} passed to {seat_name(names, {}, seat)}"


def prompt(view: dict[str, Any], names: list[str], acting: bool, need: int,
           blind: bool) -> str:
    """The line over the tray: what to do now (or whose turn it is)."""
    if view.get("over"):
        return "Game over"
    kind = (view.get("decision") or {}).get("kind")
    who = seat_name(names, view, int(view.get("turn", 0)))
    if not acting:
        doing = {"take_dice": "taking dice", "place_die": "placing dice",
                 "end_placement": "ending the turn"}.get(kind, "playing")
        return f"{who} is {doing}…"
    if kind == "take_dice":
        if blind:
            return f"Your turn: draw {dice(DICE_PER_TURN)} blind from the bushel"
        if need == 0:
            return "The bushel is empty: roll the dice passed back to you"
        passed = len(view.get("passed") or [])
        also = f" — the {dice(passed)} passed to you roll with them" if passed else ""
        return f"Your turn: pick {dice(need)} (+ / − or drag a die icon to the tray), then roll{also}"
    if kind == "place_die":
        return "Drag each die onto a glowing token · right-click a die or vine for karma"
    left = len(view.get("rolled") or [])
    if not left:
        return "All dice placed: spend karma (clean a vine) or end the turn"
    them = "it" if left == 1 else "them"
    return (f"No spot for the {dice(left)} left: spend karma to make one, or end the turn "
            f"to pass {them} on")


def info(view: dict[str, Any], names: list[str]) -> list[str]:
    """Lines under the bushel controls: solo goal or result, final round, game result."""
    out: list[str] = []
    players = int(view.get("players", 2))
    if players == 1:
        track = (view.get("tracks") or [[]])[0]
        stars = int((view.get("scores") or [0])[0])
        if view.get("over"):
            if len(track) >= SCORE_SLOTS:
                out.append(f"You won! All {SCORE_SLOTS} tomatoes harvested, {stars} of them on their own "
                           "slot number ★.")
            else:
                out.append(f"You lost: the dice ran out after {len(track)} of {SCORE_SLOTS} tomatoes "
                           f"({stars} ★).")
        else:
            out.append(f"Solo goal: harvest all {SCORE_SLOTS} tomatoes before the dice run out.")
            out.append("★ for each harvest scoring its slot number (1 on slot 1, 2 on slot 2…).")
            left = sum(int(v) for v in (view.get("bushel_counts") or {}).values())
            out.append(f"Harvested {len(track)}/{SCORE_SLOTS} · ★ {stars} · {dice(left)} left")
        return out
    if view.get("over"):
        scores = list(view.get("scores") or [])
        best = max(scores) if scores else 0
        won = [seat_name(names, view, s) for s, v in enumerate(scores) if v == best]
        if len(won) == 1:
            out.append(f"Game over: {won[0]} wins with {best} points.")
        else:
            out.append(f"Game over: {' and '.join(won)} tie with {best} points.")
        if view.get("result") == "bushel":
            out.append("The bushel ran out of dice.")
        return out
    if view.get("final_round"):
        first = view.get("sixth_first")
        who = seat_name(names, view, int(first)) if first is not None else "Someone"
        out.append(f"Final round! {who} harvested a 6th tomato (+{SIXTH_TOMATO_BONUS}).")
    return out


def vine_tip(view: dict[str, Any], names: list[str], owner: int, k: int,
             viewer: int | None = None) -> str:
    """Tooltip for a token: its vine, its score and what happens at 4 dice ("Your token" to
    its owner ``viewer``, "Ben's token" to everyone else)."""
    vine = view["tokens"][owner][k]
    who = "Your" if owner == viewer else f"{seat_name(names, view, owner)}'s"
    if not vine:
        return f"{who} token {k + 1}: empty — a red die can seed it."
    faces = "-".join(str(d["value"]) for d in vine)
    score = view["vine_scores"][owner][k]
    extra = [d["colour"] for d in vine if d["colour"] != "red"]
    notes = f" ({', '.join(extra)})" if extra else ""
    warn = " — it will be cleared at the end of the turn" if must_clear(score) else ""
    return (f"{who} token {k + 1}: {faces}{notes}, scores {score}{warn}. "
            f"The {VINE_FULL}th die harvests it.")


def points_tip(view: dict[str, Any], names: list[str], seat: int) -> str:
    """Tooltip for a seat's points: the running total and where each point comes from, e.g.
    "Ana: 1 pt so far = karma 3 ÷ 2 → 1" (only the sources that give points; the karma and
    red-dice sources show the count they are made from). Source: rulebook, Collecting Points."""
    who = seat_name(names, view, seat)
    if int(view.get("players", 2)) == 1:
        return f"{who}: {int((view.get('scores') or [0])[0])} harvests matched their slot."
    p = per_seat(view, "points", seat, {})
    total = int(p.get("total", 0))
    karma = int(per_seat(view, "karma", seat, 0))
    tokens = per_seat(view, "tokens", seat, [])
    reds = sum(red_count([d["colour"] for d in vine]) for vine in tokens)
    parts = []
    if p.get("track"):
        parts.append(f"score track {p['track']}")
    if p.get("sixth"):
        parts.append(f"first 6th tomato {p['sixth']}")
    if p.get("karma"):
        parts.append(f"karma {karma} ÷ {KARMA_PER_POINT} → {p['karma']}")
    if p.get("vines"):
        parts.append(f"{reds} red dice on vines ÷ {RED_DICE_PER_POINT} → {p['vines']}")
    head = f"{who}: {count(total, 'pt', 'pts')}" + ("" if view.get("over") else " so far")
    if parts:
        return f"{head} = {' + '.join(parts)}"
    return (f"{head}. Points come from the score track, the first 6th tomato (+{SIXTH_TOMATO_BONUS}), karma "
            f"÷ {KARMA_PER_POINT} and red dice on vines ÷ {RED_DICE_PER_POINT}.")


def karma_tip(view: dict[str, Any], names: list[str], seat: int) -> str:
    """Tooltip for a karma track."""
    k = int(per_seat(view, "karma", seat, 0))
    text = (f"{seat_name(names, view, seat)} has {k} karma. Above {KARMA_KEEP} is lost when a turn "
            f"ends; every {KARMA_PER_POINT} left at the end is 1 point.")
    if (view.get("options") or {}).get("karma_overload"):
        bits = int(per_seat(view, "bits", seat, 0))
        text += f" Karma bits: {bits} of {BITS_PER_KARMA} ({BITS_PER_KARMA} bits make 1 karma)."
    return text


def key_place(view: dict[str, Any], names: list[str], seat: int, die: dict[str, Any],
              spot: tuple[int, int] | None) -> str:
    """Status line for keyboard placement: what Enter does with the chosen ``die`` (a view
    die) and the chosen token ``spot`` ``(owner, k)``, outlined in red on the table, e.g.
    "Enter puts the red 6 on your token 1 (outlined in red); ↑/↓ another token, ←/→ another
    die."; with no token chosen yet, how to choose one."""
    what = f"the {die['colour']} {die['value']}"
    if spot is None:
        return f"{what.capitalize()} is chosen: Enter or ↑/↓ picks a glowing token, ←/→ another die."
    owner, k = spot
    whose = "your" if owner == seat else f"{seat_name(names, view, owner)}'s"
    return (f"Enter puts {what} on {whose} token {k + 1} (outlined in red); ↑/↓ another "
            f"token, ←/→ another die.")
