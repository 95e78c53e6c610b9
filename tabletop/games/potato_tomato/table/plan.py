"""The sounds and banners after a new Potato Tomato view (pictures only: the rules decided).

Burn tokens landing: ``burn``; a character revealed for good: ``reveal``; a SLAP race: ``slap``
and a "SLAP!" banner; a card drawn: ``card_flip``; BURNT!: a banner for the burnt player."""

from __future__ import annotations

from typing import Any

from tabletop.tablekit.plan import Plan


def plan_for(before: dict[str, Any] | None, after: dict[str, Any]) -> Plan:
    """What to play between view ``before`` (None: the first) and ``after``."""
    plan = Plan()
    if before is None or before.get("game") != after.get("game"):
        return plan
    new_lines = after["log"][len(before["log"]):] if len(after["log"]) >= len(before["log"]) \
        else []
    if len(after["drawn"]) > len(before["drawn"]) or (after["drawn"] and
                                                     after["turn"] != before["turn"]):
        plan.sounds.append("card_flip")
    if any(a > b for a, b in zip(after["tokens"], before["tokens"])):
        plan.sounds.append("burn")
    ups = lambda v: sum(c["up"] for row in v["rows"] for c in row)  # noqa: E731
    if ups(after) > ups(before):
        plan.sounds.append("reveal")
    dec = after.get("decision") or {}
    if dec.get("kind") == "pt:slap":
        plan.sounds.append("slap")
        plan.banner = "SLAP!"
    burnt = next((line for line in new_lines if line.startswith("BURNT!")), None)
    if burnt:
        plan.banner, plan.banner_seat = "BURNT!", before.get("current")
    return plan
