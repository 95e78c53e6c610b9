"""The generic game checker: plays one seeded random game and checks the engine contract at
every step (architecture guide, lesson 6, after OpenSpiel's games_sim_test and TAG's forward
model tester).

Use :func:`check_game` for any :class:`tabletop.engine.Game`, registered or not. Every failure
is an ``AssertionError`` whose message names the game, player count, seed, step and decision.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine import EXTERNAL, Action, Game, IllegalAction, Match, State, View

from public_decision_check import PUBLIC_EVERY, check_public_decision

RNG_KEY = "rng"


@dataclass
class CheckReport:
    """What :func:`check_game` saw, for targeted asserts.

    Attributes:
        steps: actions played until the game ended.
        kinds: every decision kind met.
        reactions: decisions whose seats did not include the active seat.
        external: decisions for the EXTERNAL pseudo-seat.
        secret_submissions: simultaneous submissions checked for secrecy while others still
            had to choose.
        determinized: determinizations checked.
        public_decisions: determinizations checked for the public decision after an action
            (:func:`check_public_decision`).
        hidden_differs: determinizations that differed from the true state (outside the RNG
            and the log), i.e. did not hand out the real hidden information.
        final: the final state.
        actions: the actions played.
    """

    steps: int = 0
    kinds: set[str] = field(default_factory=set)
    reactions: int = 0
    external: int = 0
    secret_submissions: int = 0
    determinized: int = 0
    public_decisions: int = 0
    hidden_differs: int = 0
    final: State = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)


def dump(value: Any) -> str:
    """A canonical JSON text of plain data (sorted keys), for before/after comparisons."""
    return json.dumps(value, sort_keys=True)


def find_rng(text: str, rng_value: int) -> str | None:
    """Where a view's JSON ``text`` shows the generator: an ``"rng"`` key or the generator's
    value itself (under any key); None when it does not."""
    if f'"{RNG_KEY}":' in text:
        return f"key {RNG_KEY!r}"
    if str(rng_value) in text:  # 19-20 digits: no other number holds them by chance
        return f"the value {rng_value}"
    return None


def without_hidden_noise(state: State) -> dict[str, Any]:
    """``state`` without the RNG and the log (a determinization rebuilds both)."""
    return {k: v for k, v in state.items() if k not in (RNG_KEY, "log")}


def _seats(state: State) -> list[int]:
    return list(range(state["players"]))


def check_decision(game: Game, state: State, where: str) -> None:
    """A decision exists with non-empty legal actions for each asked seat (none once over);
    unasked seats have no legal actions; every legal action is its seat's and unique."""
    dec = game.decision(state)
    if game.is_over(state):
        assert dec is None, f"{where}: decision {dec} after the end"
        for seat in _seats(state) + [EXTERNAL]:
            assert game.legal_actions(state, seat) == [], (
                f"{where}: seat {seat} may act after the end")
        return
    assert dec is not None and dec.seats, f"{where}: no decision and not over"
    assert len(set(dec.seats)) == len(dec.seats), f"{where}: a seat asked twice: {dec.seats}"
    assert dec.simultaneous or len(dec.seats) == 1, (
        f"{where}: several seats {dec.seats} in one decision that is not simultaneous (ask "
        "them one at a time, or make it simultaneous)")
    assert not dec.simultaneous or game.info.simultaneous, (
        f"{where}: a simultaneous decision, but GameInfo.simultaneous is False")
    assert EXTERNAL not in dec.seats or game.info.real_time, (
        f"{where}: an EXTERNAL decision, but GameInfo.real_time is False")
    assert EXTERNAL not in dec.seats or dec.seats == (EXTERNAL,), (
        f"{where}: EXTERNAL shares a decision with seats {dec.seats}")
    assert dec.active is None or dec.active in _seats(state), (
        f"{where}: bad active seat {dec.active}")
    for seat in _seats(state) + [EXTERNAL]:
        legal = game.legal_actions(state, seat)
        if seat not in dec.seats:
            assert legal == [], f"{where}: seat {seat} is not asked but has {legal[:3]}"
            continue
        assert legal, f"{where}: seat {seat} is asked ({dec.kind}) but has no legal action"
        assert all(a.seat == seat for a in legal), (
            f"{where}: an action of seat {seat} names another seat")
        assert len(set(legal)) == len(legal), f"{where}: duplicate legal actions for seat {seat}"
        for action in legal:
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action, (
                f"{where}: {action} does not survive a JSON round trip")


def check_state(game: Game, state: State, where: str) -> None:
    """Components conserved, invariants hold, and the JSON round trip gives an equal state."""
    assert game.census(state) == game.inventory(state), (
        f"{where}: components not conserved:\n census    {game.census(state)}\n"
        f" inventory {game.inventory(state)}")
    errors = game.invariant_errors(state)
    assert errors == [], f"{where}: invariants broken: {errors}"
    again = game.state_from_json(json.loads(json.dumps(game.state_to_json(state))))
    assert again == state, f"{where}: the state changes in a JSON round trip"


def check_views(game: Game, state: State, where: str, rng: random.Random,
                report: CheckReport) -> None:
    """Every seat's view (and the spectator's) is JSON data without the RNG. Determinizing a
    seat's view twice gives two states with that same view (so hidden information is not in
    it); the first is also a valid state (components, invariants) with the same legal actions
    for the seat, and can be played on."""
    dec = game.decision(state)
    for seat in [None] + _seats(state):
        view = game.view(state, seat)
        try:
            text = json.dumps(view)
        except (TypeError, ValueError) as exc:
            raise AssertionError(f"{where}: seat {seat}'s view is not JSON: {exc}") from None
        leak = find_rng(text, state[RNG_KEY])
        assert leak is None, f"{where}: seat {seat}'s view shows the RNG ({leak})"
        check_unseen(game, state, seat, view, where)
        if seat is None:
            continue
        dets = [game.determinize(view, seat, random.Random(rng.getrandbits(32))) for _ in range(2)]
        for attempt, det in enumerate(dets):
            assert game.view(det, seat) == view, (f"{where}: determinization {attempt + 1} of "
                                                  f"seat {seat}'s view does not give it back")
            report.determinized += 1
            report.hidden_differs += without_hidden_noise(det) != without_hidden_noise(state)
            assert game.scores_for(det, seat) == game.scores_for(state, seat), (
                f"{where}: scores_for seat {seat} differs on a determinization of its view: "
                "it shows what the seat may not see")
        det, what = dets[0], f"{where}: a determinization of seat {seat}'s view"
        assert game.census(det) == game.inventory(det), f"{what} does not conserve components"
        assert game.invariant_errors(det) == [], (
            f"{what} breaks invariants: {game.invariant_errors(det)}")
        if dec is not None and seat in dec.seats:
            assert set(game.legal_actions(det, seat)) == set(game.legal_actions(state, seat)), (
                f"{what} gives other legal actions: they depend on information the seat lacks")
        det_dec = game.decision(det)
        if det_dec is not None:  # a determinized state can be played on
            game.apply(det, rng.choice(game.legal_actions(det, det_dec.seats[0])))


def _names(value: Any, ids: set[str], found: set[str]) -> None:
    if isinstance(value, str):
        if value in ids:
            found.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _names(key, ids, found)
            _names(item, ids, found)
    elif isinstance(value, list):
        for item in value:
            _names(item, ids, found)


def check_unseen(game: Game, state: State, seat: int | None, view: View, where: str) -> None:
    """No face-down card the seat has not seen (``game.unseen_by``, from
    ``game.face_down_ids`` and ``state["known"]``) is named anywhere in its view outside the
    log (as a whole string, key or value); the log's past lines may name a card that was face
    up then."""
    hidden = game.unseen_by(state, seat)
    if not hidden:
        return
    found: set[str] = set()
    _names({k: v for k, v in view.items() if k != "log"}, hidden, found)
    assert not found, (f"{where}: seat {seat}'s view names face-down card(s) "
                       f"{sorted(found)[:3]} it has not seen")


def _strip_submission(view: View) -> View:
    out = dict(view)
    out["decision"] = dict(view["decision"], seats=None) if view["decision"] else None
    out["log"] = None
    return out


def check_secret_submission(game: Game, state: State, action: Action, where: str) -> int:
    """While a simultaneous decision is pending, a seat's submission must not show in any other
    seat's view: whatever ``action.seat`` submits, the others see the same thing, and they see
    only the decision's seats change and new log lines. Returns 1 when it was checked."""
    chooser = action.seat
    outcomes = []
    for option in game.legal_actions(state, chooser):
        after = game.apply(state, option)
        dec = game.decision(after)
        if dec is None or not dec.simultaneous or chooser in dec.seats:
            return 0  # this submission ended the simultaneous decision: the reveal may follow
        outcomes.append((option, after))
    for seat in [None] + _seats(state):
        if seat == chooser:
            continue
        before = game.view(state, seat)
        seen = {dump(game.view(after, seat)) for _, after in outcomes}
        assert len(seen) == 1, (f"{where}: seat {seat} can tell which of {len(outcomes)} choices "
                                f"seat {chooser} submitted")
        after_view = game.view(dict(outcomes)[action], seat)
        assert after_view["log"][:len(before["log"])] == before["log"], (
            f"{where}: the log was rewritten")
        assert _strip_submission(after_view) == _strip_submission(before), (
            f"{where}: seat {chooser}'s submission changes seat {seat}'s view beyond the "
            "decision seats and the log")
    return 1


def check_illegal(game: Game, state: State, action: Action, where: str) -> None:
    """``action`` (legal) explains as legal; the same action from an unasked seat is refused
    with an IllegalAction naming that seat."""
    assert game.explain_illegal(state, action) == "", (
        f"{where}: legal {action} explained as illegal")
    dec = game.decision(state)
    others = [s for s in _seats(state) if s not in dec.seats]
    if not others:
        return
    wrong = Action(others[0], action.kind, action.args)
    try:
        game.apply(state, wrong)
    except IllegalAction as exc:
        assert game.seat_name(state, others[0]) in str(exc), (
            f"{where}: '{exc}' does not name the seat")
        assert game.explain_illegal(state, wrong), f"{where}: no reason given for {wrong}"
    else:
        raise AssertionError(f"{where}: seat {others[0]} out of turn was allowed {wrong}")


def check_replay(game: Game, match: Match, history: list[State], rng: random.Random,
                 where: str) -> None:
    """Seed + actions replay to the recorded states: at the end, at a few random points, and
    from the actions' JSON (what a save stores)."""
    def replay(m: Match, upto: int | None = None) -> State:
        try:
            return m.replay(upto)
        except IllegalAction as exc:
            raise AssertionError(f"{where}: replay differs: the log became illegal: {exc}"
                                 ) from None

    assert replay(match) == history[-1], f"{where}: replay differs at the end"
    for upto in sorted(rng.sample(range(len(history)), min(3, len(history)))):
        assert replay(match, upto) == history[upto], f"{where}: replay differs after {upto} actions"
    loaded = Match.start(game, match.num_players, match.seed, match.options)
    loaded.actions = [Action.from_json(json.loads(json.dumps(a.to_json()))) for a in match.actions]
    assert replay(loaded) == history[-1], f"{where}: replay from the JSON action log differs"


def check_end(game: Game, state: State, where: str) -> None:
    """Scores, winners and the win reason are well-formed once the game is over."""
    scores = game.scores(state)
    assert len(scores) == state["players"] and all(isinstance(s, int) for s in scores), (
        f"{where}: bad scores {scores}")
    winners = game.winners(state)
    solo = state["players"] == 1  # a solo game can be lost: no winner (Diced Tomatoes solo mode)
    assert (winners or solo) and set(winners) <= set(_seats(state)), (
        f"{where}: bad winners {winners}")
    reason = game.win_reason(state)
    assert isinstance(reason, str) and reason, f"{where}: no win reason"
    if not game.info.teams:  # a team victory may go to seats without the top personal score
        assert all(scores[w] == max(scores) for w in winners), (
            f"{where}: winners {winners} without the top score {scores} (a team game sets "
            "GameInfo.teams)")
    for viewer in [None] + _seats(state):
        shown = game.scores_for(state, viewer)
        assert len(shown) == state["players"] and all(
            s is None or isinstance(s, int) for s in shown), (
            f"{where}: bad scores_for({viewer}) {shown}")
        teams = game.teams_for(state, viewer)
        assert teams is None or (len(teams) == state["players"] and all(
            t is None or isinstance(t, str) for t in teams)), (
            f"{where}: bad teams_for({viewer}) {teams}")


def check_game(game: Game, players: int, seed: int, steps_limit: int = 2000,
               options: dict[str, Any] | None = None,
               expect_hidden: bool | None = None,
               public_decisions: bool = True) -> CheckReport:
    """Play one seeded random game of ``game`` and check the engine contract at every step.

    Args:
        game: the rules (a registered game or a tiny test game).
        players: the seat count.
        seed: the game's seed; the random choices and determinizations are seeded from it too.
        steps_limit: the game must end within this many actions.
        options: game options (defaults when None).
        expect_hidden: require that some determinization differed from the true state (the
            view does not fix the hidden information). None (default): from the game's flags,
            ``game.info.hides_information(options)``.
        public_decisions: run :func:`check_public_decision` (every :data:`PUBLIC_EVERY`
            steps and on every reaction) when the game hides information.

    Returns:
        A :class:`CheckReport` of what was seen.

    Raises:
        AssertionError: a check failed; the message names game, players, seed and step.
    """
    rng = random.Random(f"{game.info.id}/{players}/{seed}")
    match = Match.start(game, players, seed, options)
    history, report = [match.state], CheckReport()
    label = f"{game.info.id} {players}p seed {seed}"
    public_rng = random.Random(f"{label}/public")  # its own: the game played stays the same
    if expect_hidden is None:
        expect_hidden = game.info.hides_information(options)
    for step in range(steps_limit + 1):
        state = match.state
        dec = game.decision(state)
        where = f"{label} step {step} ({dec.kind if dec else 'over'})"
        check_decision(game, state, where)
        check_state(game, state, where)
        check_views(game, state, where, rng, report)
        if dec is None:
            break
        report.kinds.add(dec.kind)
        report.reactions += (dec.active is not None and dec.active not in dec.seats
                             and EXTERNAL not in dec.seats)
        report.external += EXTERNAL in dec.seats
        seat = rng.choice(dec.seats) if dec.simultaneous else dec.seats[0]
        action = rng.choice(game.legal_actions(state, seat))
        where += f" {action}"
        for viewer in [None] + _seats(state):
            assert isinstance(game.describe(action, viewer), str), f"{where}: describe is not text"
            assert isinstance(game.describe(action, viewer, state), str), \
                f"{where}: describe with the state is not text"
        check_illegal(game, state, action, where)
        if dec.simultaneous:
            report.secret_submissions += check_secret_submission(game, state, action, where)
        before = dump(state)
        match.play(action)
        after = game.decision(match.state)
        opens_reaction = after is not None and after.active is not None and (
            after.active not in after.seats) and EXTERNAL not in after.seats
        if public_decisions and expect_hidden and (step % PUBLIC_EVERY == 0 or opens_reaction):
            report.public_decisions += check_public_decision(game, state, action,
                                                             public_rng, where)
        assert dump(state) == before, f"{where}: apply changed its input state"
        history.append(match.state)
    else:
        raise AssertionError(f"{label}: no end within {steps_limit} actions")
    check_end(game, match.state, f"{label} end")
    check_replay(game, match, history, rng, f"{label} end")
    if expect_hidden:
        assert report.hidden_differs, (f"{label}: all {report.determinized} determinizations gave "
                                       "back the true hidden state: the view fixes it (a leak?)")
    report.steps, report.final = len(match.actions), match.state
    report.actions = list(match.actions)
    return report
