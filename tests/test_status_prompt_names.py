"""The status bar keeps a seat name's capital at the start of a prompt (a play-test found
"Ana: ben plays Hungry Caterpillars on you"), and still lowers an ordinary verb."""

from __future__ import annotations

from tabletop.engine import Decision
from tabletop.ui.status_bar import prompt_line


def _line(prompt: str, seat: int, active: int) -> str:
    names = ["Ana", "Ben", "Chloé"]
    return prompt_line(Decision((seat,), "react", prompt, active=active), seat, False,
                       win_reason=lambda: "", seat_name=names.__getitem__,
                       is_bot=lambda s: False, race_text=lambda: "")


def test_a_prompt_starting_with_the_active_seat_keeps_its_capital():
    assert _line("Ben plays Hungry Caterpillars on you", 0, 1) == \
        "Ana: Ben plays Hungry Caterpillars on you"


def test_an_ordinary_prompt_is_lowered_after_the_name():
    assert _line("Place a tomato token", 0, 0) == "Ana: place a tomato token"


def test_a_bot_is_never_shown_a_prompt_addressed_to_you():
    """A stranger read "Chloé (bot) is choosing: make a play (2 left) or end your plays"."""
    def bot_line(prompt: str) -> str:
        return prompt_line(Decision((2,), "play", prompt, active=2), 2, False,
                           win_reason=lambda: "", seat_name=["Ana", "Ben", "Chloé"].__getitem__,
                           is_bot=lambda s: True, race_text=lambda: "")
    assert bot_line("Make a play (2 left) or end your plays") == "Chloé (bot) is choosing…"
    assert bot_line("Place a tomato token") == "Chloé (bot) is choosing: place a tomato token"
    assert bot_line("Pick one for yourself") == "Chloé (bot) is choosing…"
    assert bot_line("Young tomatoes grow") == "Chloé (bot) is choosing: young tomatoes grow"


def test_a_card_name_in_capitals_keeps_its_capitals():
    """A stranger read "Ana: bURN: give 2…", "rOTATE" and "rock-Paper-Scissors"."""
    assert _line("BURN: give 2 tokens", 0, 0) == "Ana: BURN: give 2 tokens"
    assert _line("MIX & MATCH: swap or keep", 0, 0) == "Ana: MIX & MATCH: swap or keep"
    assert _line("Rock-Paper-Scissors: choose", 0, 0) == "Ana: Rock-Paper-Scissors: choose"
    assert _line("A topping", 0, 0) == "Ana: a topping"


def test_a_prompt_naming_a_third_seat_keeps_its_capital():
    """Issue 12 (shot 69): "Ana: chloé plays Hungry Caterpillars on you" - the prompt named a
    seat that was neither the deciding nor the active one."""
    names = ("Ana", "Ben", "Chloé", "Émile", "ana")
    line = prompt_line(Decision((0,), "react", "Chloé plays Hungry Caterpillars on you",
                                active=0), 0, False, win_reason=lambda: "",
                       seat_name=names.__getitem__, is_bot=lambda s: False,
                       race_text=lambda: "", names=names)
    assert line == "Ana: Chloé plays Hungry Caterpillars on you"


def test_lower_first_keeps_any_seat_name_in_any_script():
    from tabletop.engine.wording import lower_first
    names = ("Émile", "Ana", "ana", "Ønskebørn", "Иван", "지민", "Ann")
    assert lower_first("Émile plays Nasty Pests on you", names) == "Émile plays Nasty Pests on you"
    assert lower_first("Иван plays Weeds on you", names) == "Иван plays Weeds on you"
    assert lower_first("ana plays Weeds on you", names) == "ana plays Weeds on you"
    assert lower_first("Ønskebørn: choose", names) == "Ønskebørn: choose"
    assert lower_first("Place a token", names) == "place a token"
    assert lower_first("Annoying pests arrive", names) == "annoying pests arrive"  # not "Ann"
    assert lower_first("Émile plays", ()) == "émile plays"   # without names: an ordinary word


def test_the_engine_refusal_keeps_a_seat_name():
    """explain_illegal words the prompt inside a sentence with every seat's name kept."""
    from tabletop.engine import Action
    from tabletop.engine import Decision, Game
    from tabletop.engine.wording import lower_first as lower

    class Fake(Game):
        def decision(self, state):
            return Decision((0,), "react", "Émile plays Weeds on you", active=1)

        def _legal(self, state, seat):
            return [Action(0, "pass")]

    game = Fake.__new__(Fake)
    state = {"names": ["ana", "Émile", "Chloé"]}
    assert game.explain_illegal(state, Action(2, "pass")) == \
        "it is not their decision now (waiting for ana to Émile plays Weeds on you)."
    assert game.explain_illegal(state, Action(0, "take")) == \
        "now is the time to Émile plays Weeds on you."
    assert lower("Émile plays Weeds on you") == "émile plays Weeds on you"


def test_a_line_too_wide_for_the_bar_loses_its_bracketed_asides():
    """At 800x560 a bot's line ran off the bar ("…or say"): the bar drops the asides in
    brackets after "Chloé (bot) is choosing: " (never the "(bot)"); a line that fits stays."""
    from test_ui_kit import make_app
    from test_ui_play import open_table

    from tabletop.session import SeatInfo
    from tabletop.ui.status_bar import without_asides
    app = make_app(size=(800, 560))
    bar = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "easy"),
                           SeatInfo("Chloé", "bot", "easy")],
                     game_id="potato_tomato").status_bar
    long = ("Chloé (bot) is choosing: MIX & MATCH: swap them (only a potato for a tomato) "
            "or keep them")
    bar.show(long)
    assert bar._label.text == "Chloé (bot) is choosing: MIX & MATCH: swap them or keep them"
    assert bar._label.font.size(bar._label.text)[0] <= 800 - 16 and bar.text == long
    bar.show("Ana: draw another action card or say STOP")
    assert bar._label.text == "Ana: draw another action card or say STOP"
    assert without_asides("no colon (kept)") == "no colon (kept)"
