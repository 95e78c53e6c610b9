"""The sounds and banners after a new Potato Tomato view (pictures only: the rules decided).

Burn tokens landing: ``burn``; a character revealed for good: ``reveal``; a SLAP race: ``slap``
and a "SLAP!" banner; a card drawn: ``card_flip``; BURNT!: a banner for the burnt player; a
line of news (the view's ``news``: ROTATE's moves) its own banner. A news banner is held
(:func:`news_line`: the table stays busy while it is up, so bots wait and it can be read)."""

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
    news = news_line(before, after)
    if news and not news.startswith("BURNT!"):
        plan.banner, plan.banner_seat = news, None
    burnt = next((line for line in new_lines if line.startswith("BURNT!")), None)
    if burnt:
        plan.banner, plan.banner_seat = "BURNT!", before.get("current")
    return plan


def news_line(before: dict[str, Any] | None, after: dict[str, Any]) -> str | None:
    """The newest line of news (the view's ``news`` indexes, engine ``news_at``) logged
    between views ``before`` and ``after`` (None: none, or another game)."""
    if before is None or before.get("game") != after.get("game"):
        return None
    fresh = [k for k in after.get("news", ()) if k >= len(before["log"])]
    return after["log"][fresh[-1]] if fresh else None
