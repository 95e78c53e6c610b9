"""Render seeded scenes of a game's table to PNG files, to compare a table before and after a
refactor pixel for pixel (headless: SDL's dummy video driver).

Usage::

    SDL_VIDEODRIVER=dummy python tools/table_scenes.py OUT_DIR [GAME_ID ...]
    python tools/table_scenes.py --compare DIR_A DIR_B

Each scene is a seeded random game played some steps, shown to the seat that acts, at the
table's size in a 1280x800 window (980x760 pixels) or a 1920x1080 one (1620x1040 pixels), then
one of: nothing, a drag held mid-way (the legal-target glow), a refused drop (the red bubble),
the animation plan 150 ms into its flights, the hint, a spectator's view, or the game over.
The scenes depend only on the seed: the same code gives the same pixels (the script runs
itself with ``PYTHONHASHSEED=0``, since a table may draw overlapping glows in a set's order). ``--compare`` prints
the differing pixel count of every scene and exits 1 when any differs.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

SIZES = {"1280x800": (980, 760), "1920x1080": (1620, 1040)}
"""The window size -> the table's size in it (pixels; the shell keeps a side panel and a
status bar)."""
NAMES = ["Ana", "Ben", "Chloé", "Dev", "Eve", "Fay"]
DEFAULT_GAMES = ("tomatoss", "diced_tomatoes")


class Scene:
    """A table built on a seeded game state (the shell's table scene minus the shell)."""

    def __init__(self, game, players: int, seed: int, steps: int, size, viewer="actor"):
        from tabletop.tablekit.assets import Assets
        from tabletop.tablekit.table_base import TableContext
        import importlib

        self.game, self.rng = game, random.Random(seed)
        self.state = game.new_game(players, seed=seed)
        self.last = None
        for _ in range(steps):
            dec = game.decision(self.state)
            if dec is None:
                break
            self.last = self.rng.choice(game.legal_actions(self.state, dec.seats[0]))
            self.state = game.apply(self.state, self.last)
        assets = Assets()
        self.sounds: list[str] = []
        ctx = TableContext(game=game, images=assets.images, fonts=assets.fonts,
                           play_sound=self.sounds.append, settings={"animation_speed": 1.0},
                           seat_names=NAMES[:players], status=lambda text: None,
                           explain=lambda a: game.explain_illegal(self.state, a))
        module = importlib.import_module(f"tabletop.games.{game.info.id}.table")
        self.table = module.Table(ctx)
        self.table.layout(pygame.Rect((0, 0), size))
        dec = game.decision(self.state)
        self.viewer = (dec.seats[0] if dec else 0) if viewer == "actor" else viewer
        self.show(None)

    def legal(self):
        if self.viewer is None:
            return []
        return self.game.legal_actions(self.state, self.viewer)

    def show(self, last_action):
        self.table.show(self.game.view(self.state, self.viewer), self.viewer, self.legal(),
                        last_action)

    def post(self, kind, **kw):
        pygame.event.post(pygame.event.Event(kind, **kw))
        for event in pygame.event.get():
            self.table.handle_event(event)

    def picture(self) -> pygame.Surface:
        surf = pygame.Surface(self.table.rect.size)
        surf.fill((0, 0, 0))
        self.table.draw(surf)
        return surf


def _drop_point(scene: Scene, legal_drop: bool):
    """The first piece that may be picked up now and the first point (a 24-pixel grid, rows
    first) where dropping it would be played (``legal_drop``) or refused; (None, None)."""
    from tabletop.engine import Action
    from tabletop.tablekit.drag import Gesture
    from tabletop.tablekit.intents import Refusal

    pieces = list(scene.table.pieces())
    if not pieces:
        return None, None
    piece, rect = pieces[0], scene.table.rect
    for y in range(rect.top + 12, rect.bottom, 24):
        for x in range(rect.left + 12, rect.right, 24):
            zone = scene.table.zone_at((x, y))
            if zone is None or piece.rect.collidepoint((x, y)):
                continue
            gesture = Gesture("drop", piece.key, piece.rect.center, (x, y), piece.rect.topleft,
                              (piece.rect.width // 2, piece.rect.height // 2))
            intent = scene.table.drop(piece.key, zone, gesture)
            if legal_drop and isinstance(intent, Action) and intent in scene.legal():
                return piece, (x, y)
            refused = isinstance(intent, Refusal) or (
                isinstance(intent, Action) and intent not in scene.legal())
            if not legal_drop and refused:
                return piece, (x, y)
    return piece, None


def _seek(scene: Scene, steps: int = 40) -> None:
    """Play on (seeded) until the acting seat has a piece to pick up."""
    for _ in range(steps):
        dec = scene.game.decision(scene.state)
        if dec is None or list(scene.table.pieces()):
            return
        scene.last = scene.rng.choice(scene.game.legal_actions(scene.state, dec.seats[0]))
        scene.state = scene.game.apply(scene.state, scene.last)
        dec = scene.game.decision(scene.state)
        scene.viewer = dec.seats[0] if dec else scene.viewer
        scene.show(scene.last)
        scene.table.update(5000)


def scene_pictures(game, players: int, seed: int, label: str, size):
    """Yield (name, surface) for the scenes of one seeded state."""
    steps = 3 + seed * 7
    base = f"{game.info.id}-{players}p-s{seed}-{label}"
    s = Scene(game, players, seed, steps, size)
    yield f"{base}-still", s.picture()
    s.table.hint_action = s.legal()[0] if s.legal() else None
    yield f"{base}-hint", s.picture()
    s.table.hint_action = None
    _seek(s)
    yield f"{base}-found", s.picture()
    piece, end = _drop_point(s, True)
    if piece is not None:
        start = piece.rect.center
        end = end or (start[0] + 60, start[1] - 60)
        s.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        s.post(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0))
        yield f"{base}-drag", s.picture()
        s.post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
        yield f"{base}-drag-over", s.picture()
        s.post(pygame.MOUSEBUTTONUP, pos=(s.table.rect.right + 500, start[1]), button=1)
        s.table.update(1000)
    piece, end = _drop_point(s, False)
    if piece is not None and end is not None:
        s.post(pygame.MOUSEBUTTONDOWN, pos=piece.rect.center, button=1)
        s.post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
        s.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        s.table.update(100)
        yield f"{base}-refused", s.picture()
        s.table.update(5000)
    if s.game.decision(s.state) is not None:
        s.last = s.rng.choice(s.legal() or s.game.legal_actions(
            s.state, s.game.decision(s.state).seats[0]))
        s.state = s.game.apply(s.state, s.last)
        s.show(s.last)
        s.table.update(150)
        yield f"{base}-anim150", s.picture()
        s.table.update(5000)
    spectator = Scene(game, players, seed, steps, size, viewer=None)
    yield f"{base}-spectator", spectator.picture()


def game_over_picture(game, players: int, seed: int, size):
    """The table at the end of a seeded random game, shown to seat 0."""
    s = Scene(game, players, seed, 100_000, size, viewer=0)
    s.table.update(5000)
    return f"{game.info.id}-{players}p-s{seed}-over", s.picture()


def render(out: Path, game_ids) -> int:
    """Write every scene of ``game_ids`` as ``out/<scene>.png``; returns the count."""
    from tabletop import games

    pygame.init()
    pygame.display.set_mode((1280, 800))
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for game_id in game_ids:
        game = games.get(game_id)
        for label, size in SIZES.items():
            for players, seed in ((2, 1), (3, 2), (4, 4)):
                if not game.info.min_players <= players <= game.info.max_players:
                    continue          # Potato Tomato seats 3-6
                for name, surf in scene_pictures(game, players, seed, label, size):
                    pygame.image.save(surf, str(out / f"{name}.png"))
                    count += 1
            name, surf = game_over_picture(game, 3, 5, size)
            pygame.image.save(surf, str(out / f"{name}-{label}.png"))
            count += 1
    return count


def differing_pixels(one: pygame.Surface, two: pygame.Surface) -> int:
    """How many pixels of two same-sized surfaces differ in any colour channel."""
    up, down = one.convert(), two.convert()
    up.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_SUB)       # max(a - b, 0)
    down.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(b - a, 0)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)      # |a - b| per channel
    same = pygame.mask.from_threshold(up, (0, 0, 0, 255), (1, 1, 1, 255))
    return one.get_width() * one.get_height() - same.count()


def compare(a: Path, b: Path) -> int:
    """Print the differing pixels of each scene in both folders; the total."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    total = 0
    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    for name in names:
        if not (a / name).exists() or not (b / name).exists():
            print(f"{name}: only in one folder")
            total += 1
            continue
        one, two = pygame.image.load(str(a / name)), pygame.image.load(str(b / name))
        if one.get_size() != two.get_size():
            print(f"{name}: sizes differ")
            total += 1
            continue
        diff = differing_pixels(one, two)
        print(f"{name}: {diff} pixels differ")
        total += diff
    print(f"{len(names)} scenes, {total} differing pixels in all")
    return total


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":   # sets of keys draw in a fixed order
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, *sys.argv])
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    if sys.argv[1:2] == ["--compare"]:
        sys.exit(1 if compare(Path(sys.argv[2]), Path(sys.argv[3])) else 0)
    n = render(Path(sys.argv[1]), sys.argv[2:] or DEFAULT_GAMES)
    print(f"{n} scenes written to {sys.argv[1]}")
