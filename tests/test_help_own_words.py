"""Every game's in-app rules are in our own words: no run of eight words in a row of its help
text (rules and edition notes) is copied from its rulebook. Runs made only of the game's card
names, counts and list glue ("of each and") are no prose and are allowed. Source: developers' guide,
Standards ("write the in-app rules help in your own words; never paste rulebook text")."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from tabletop import games

# the shared rulebooks beside the checkout (they are not shipped with the project)
RULEBOOKS = next((p for p in (Path(__file__).resolve().parents[2] / "shared" / "rulebooks",
                              Path("/work/shared/rulebooks")) if p.is_dir()),
                 Path("/work/shared/rulebooks"))
RUN = 8


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _card_names(game_id: str) -> set[str]:
    """Words of the game's card names, where its components module lists them (``NAMES``: a
    dict of names, or ``KINDS``: card kinds with a ``name``)."""
    try:
        components = importlib.import_module(f"tabletop.games.{game_id}.components")
    except ModuleNotFoundError:
        return set(_words("of each and"))
    names = getattr(components, "NAMES", None)
    kinds = getattr(components, "KINDS", ())
    text = " ".join(names.values()) if isinstance(names, dict) else ""
    text += " " + " ".join(str(getattr(kind, "name", "")) for kind in kinds)
    return set(_words(text + " of each and"))


def copied_runs(help_text: str, rulebook: str, allowed: set[str]) -> list[str]:
    """The runs of ``RUN`` words of ``help_text`` that also stand in ``rulebook``, except runs
    made only of ``allowed`` words and counts."""
    book = _words(rulebook)
    shingles = {tuple(book[i:i + RUN]) for i in range(len(book) - RUN + 1)}
    ours = _words(help_text)
    return [" ".join(ours[i:i + RUN]) for i in range(len(ours) - RUN + 1)
            if tuple(ours[i:i + RUN]) in shingles and not all(w in allowed or w.isdigit() for w in ours[i:i + RUN])]


def test_the_check_finds_a_pasted_sentence():
    book = "Each player draws two cards and then passes the dice to the left player."
    assert copied_runs("First, each player draws two cards and then passes the dice on.",
                       book, set()) != []
    assert copied_runs("Everyone takes two cards, then hands the dice along.", book, set()) == []


@pytest.mark.parametrize("game_id", games.ids())
def test_help_is_in_our_own_words(game_id):
    rulebook = RULEBOOKS / f"{game_id}.txt"
    if not rulebook.is_file():
        pytest.skip(f"no rulebook at {rulebook}")
    help_module = importlib.import_module(f"tabletop.games.{game_id}.help")
    text = help_module.RULES + " " + " ".join(help_module.EDITION_NOTES)
    assert len(_words(text)) > 200
    assert copied_runs(text, rulebook.read_text(encoding="utf-8"), _card_names(game_id)) == []
