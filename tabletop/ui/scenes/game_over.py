"""Game over: the final scores, who won and why (``game.win_reason``, which explains a decisive
tie-break or names the winning team), and Play again / See the table / Stats / Menu.

Scores and teams are shown as the seat at the screen (the table's viewer) may see them
(``game.scores_for`` / ``game.teams_for``): a hidden score reads "hidden", a hidden team is
left out.

When the game's public view carries a ``points`` breakdown per seat (a dict of named parts and
a ``total``, like Diced Tomatoes' track, 6th tomato, karma and vines), each score row gets a
short line of its parts. A solo game opens with "You won" or "You lost" instead of "Game over".
"""

from __future__ import annotations

import random
from typing import Any

import pygame
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox

from tabletop.session import Session
from tabletop.tablekit.markers import seat_marker
from tabletop.ui.navigate import open_scene
from tabletop.ui.scene import TableOverlay
from tabletop.ui.scenes.layout import centred_panel, heading
from tabletop.ui.side_panel import seat_kind_text


PART_WORDS = {"track": "Track", "sixth": "6th tomato", "karma": "Karma", "vines": "Vines",
              "basic": "Basic", "quick": "Quick"}
"""Player words for the breakdown parts the games use; any other key is shown as written, with
underscores as spaces."""

FROM_WORDS = {"karma": "", "vines": " red"}
"""What a part's count is made of, when the view gives it (``points_from``): "Karma 3 → 1 pt",
"Vines 4 red → 1 pt" (red dice on vines)."""


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def breakdown_text(parts: Any, made_from: Any = None) -> str:
    """One seat's breakdown as a short line ("Track 18 · 6th tomato 2 · Karma 3 → 1 pt").

    Args:
        parts: ``{name: int}`` points in the view's order; ``total`` is left out (the row
            shows it). Anything else (not a dict, or no parts) gives "".
        made_from: optional ``{name: int}``, the count a part's points are made from (Diced
            Tomatoes: karma 3 gives 1 point); such a part reads "Karma 3 → 1 pt" so the
            count on the table and the points are not shown under one word.
    """
    if not isinstance(parts, dict):
        return ""
    made_from = made_from if isinstance(made_from, dict) else {}
    words = []
    for name, value in parts.items():
        if name == "total" or not _is_count(value):
            continue
        word = PART_WORDS.get(name, str(name).replace('_', ' '))
        count = made_from.get(name)
        if _is_count(count):
            words.append(f"{word} {count}{FROM_WORDS.get(name, '')} → {points_text(value)}")
        else:
            words.append(f"{word} {value}")
    return " · ".join(words) if len(words) <= LONG_RUN else _as_run(parts, words)


LONG_RUN = 4
"""Parts beyond which a run of numbered ones ("Toast 1" .. "Toast 9") is written as one list:
nine "Toast 5 3" pairs ran past the panel (pygame-gui warned the label was too small)."""


def _as_run(parts: dict[str, Any], words: list[str]) -> str:
    """"Toasts: 3, 3, 5, …" when every part is named "<word> <n>" with the same word, in
    order; else the words joined as they are."""
    names = [n for n, v in parts.items() if n != "total" and _is_count(v)]
    heads = {str(n).rsplit(" ", 1)[0] for n in names}
    numbered = all(str(n).rsplit(" ", 1)[-1].isdigit() and " " in str(n) for n in names)
    if len(heads) != 1 or not numbered:
        return " · ".join(words)
    return f"{heads.pop()}s: " + ", ".join(str(parts[n]) for n in names)


def breakdowns(view: dict[str, Any], scores: list[int | None]) -> list[str]:
    """Per seat, the breakdown line of ``view["points"]`` (with ``view["points_from"]``, per
    seat the counts some parts are made from, when given): "" when the view has none, when a
    seat's score is hidden (None), or when a seat's breakdown ``total`` is not its score (e.g.
    a solo game scored another way)."""
    points = view.get("points")
    if not isinstance(points, list) or len(points) != len(scores):
        return [""] * len(scores)
    made = view.get("points_from")
    made = made if isinstance(made, list) and len(made) == len(scores) else [None] * len(scores)
    return [breakdown_text(p, m) if score is not None and isinstance(p, dict)
            and p.get("total", score) == score else ""
            for p, m, score in zip(points, made, scores)]


def points_text(score: int | None, label: str = "points") -> str:
    """A score in words for the score column: "1 pt", "12 pts"; "hidden" when the viewer may
    not see it (None); with a game's own ``label`` (``GameInfo.score_label``, not "points"):
    "3 face down"."""
    if score is None:
        return "hidden"
    if label != "points":
        return f"{score} {label}"
    return f"{score} pt" if score == 1 else f"{score} pts"


def title_text(seats: int, winners: list[int], team_game: bool = False) -> str:
    """The heading: "You won" / "You lost" for a solo game; "Shared victory" when several seats
    tie for the win; else "Game over", also in a team game (``team_game``: the losing team's
    humans read the heading too; the win reason under it names the winning team)."""
    if seats == 1:
        return "You won" if winners else "You lost"
    return "Shared victory" if len(winners) > 1 and not team_game else "Game over"


def ranking(scores: list[int | None], winners: list[int], team_game: bool = False) -> list[int]:
    """Seats ordered for the scores table: winners first, then by score (hidden scores, None,
    after the shown ones), then seat order. In a team game (``team_game``) the score is no
    ranking (Potato Tomato's face-down count): the winning team in seat order, then the rest."""
    if team_game:
        return sorted(range(len(scores)), key=lambda s: (s not in winners, s))
    return sorted(range(len(scores)), key=lambda s: (
        s not in winners, scores[s] is None, -(scores[s] or 0), s))


def places(scores: list[int | None], winners: list[int], team_game: bool = False) -> list[int]:
    """Each seat's place (1-based), standard competition ranking: every winner is 1st; any
    other seat is 1 + the number of seats ahead of it (the winners and the seats with a higher
    shown score), so 24-24 behind a 29 reads 1, 2, 2 and a tie for 2nd is followed by 4th. A
    hidden score (None) is behind every shown one and level with the other hidden ones. In a
    team game (``team_game``) every seat off the winning team is 2nd."""
    if team_game:
        return [1 if s in winners else 2 for s in range(len(scores))]

    def key(s: int) -> tuple[bool, bool, int]:
        return (s not in winners, scores[s] is None, -(scores[s] or 0))
    return [1 if s in winners else 1 + sum(key(o) < key(s) for o in range(len(scores)))
            for s in range(len(scores))]


class GameOverScene(TableOverlay):
    """An overlay over the finished table scene ``table``."""

    name = "game_over"

    def build(self) -> None:
        ui = self.app.ui
        session = self.table.session
        game, state = session.game, session.state
        viewer = getattr(self.table, "viewer", None)  # the seat at the screen
        scores, winners = game.scores_for(state, viewer), game.winners(state)
        teams = game.teams_for(state, viewer) or [None] * len(scores)
        seats = session.seats
        self.breakdowns = breakdowns(game.view(state, viewer), scores)
        step = 62 if any(self.breakdowns) else 44
        height = 244 + step * len(seats)
        self.panel = centred_panel(self.root, ui, (560, height))
        px = self.panel.scaler
        pw, ph = px.design(self.panel)
        self.title = title_text(len(seats), winners, game.info.teams)
        heading(self.panel, ui, self.title, 16, object_id="#title", height=56)
        self.reason = UITextBox(game.win_reason(state), px.rect(24, 76, pw - 48, 64),
                                manager=ui, container=self.panel)
        y = 150
        self.rows: list[str] = []
        team_game = bool(game.info.teams)
        place_of = places(scores, winners, team_game)
        for seat in ranking(scores, winners, team_game):
            UIImage(px.rect(28, y + 6, 26, 26), seat_marker(self.app.assets, seat, px(26)),
                    manager=ui, container=self.panel)
            crown = "★ " if seat in winners else f"{place_of[seat]}. "
            text = f"{crown}{seats[seat].name}" + (f" · {teams[seat]}" if teams[seat] else "")
            self.rows.append(f"{text} {'hidden' if scores[seat] is None else scores[seat]}")
            UILabel(px.rect(64, y, 260, 36), text, manager=ui, container=self.panel,
                    object_id="#score_row_active" if seat in winners else "#score_row")
            UILabel(px.rect(300, y, 130, 36), seat_kind_text(seats[seat], game.info.id),
                    manager=ui, container=self.panel, object_id="#note")
            points = points_text(scores[seat], game.info.score_label)
            wide = 130 if len(points) > 7 else 80      # "3 face down" needs the room
            if not team_game:   # a team game's count is no score: every card lies face up
                UILabel(px.rect(pw - 30 - wide, y, wide, 36), points, manager=ui,   # by now
                        container=self.panel, object_id="#score_row_active")
            if self.breakdowns[seat]:
                UILabel(px.rect(64, y + 30, pw - 64 - 30, 24), self.breakdowns[seat],
                        manager=ui, container=self.panel, object_id="#note")
            y += step
        widths = [(pw - 80) * k // 10 for k in (3, 3, 2, 2)]
        x, buttons = 16, []
        for width, text, quiet in zip(widths, ("Play again", "See the table", "Stats", "Menu"),
                                      (False, True, True, True)):
            buttons.append(UIButton(px.rect(x, ph - 64, width, 48), text, manager=ui,
                                    container=self.panel,
                                    object_id="#quiet_button" if quiet else None))
            x += width + 16
        self.again_button, self.look_button, self.stats_button, self.menu_button = buttons

    def play_again(self) -> None:
        """A new game with the same seats and options and a fresh seed."""
        old = self.table.session
        session = Session.start(old.game.info.id, list(old.seats),
                                random.SystemRandom().randrange(2 ** 31), dict(old.match.options))
        self.app.reset_to(open_scene(self.app, "table", session))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.again_button):
            self.play_again()
        elif self.pressed(event, self.look_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif self.pressed(event, self.stats_button):
            self.app.push(open_scene(self.app, "stats", self.table.game_id))
        elif self.pressed(event, self.menu_button):
            self.app.reset_to(open_scene(self.app, "main_menu"))
