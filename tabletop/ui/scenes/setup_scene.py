"""New-game set-up: choose the game, the number of players, each seat (human or bot level, and
a name), an optional seed and the game's options; Start opens the table.

Games come from ``games.catalog()``: the playable ones are enabled, the others are shown disabled
with "coming soon". Player counts, bot levels and options come from the game itself
(``game.info``, ``bots.names``). Source: ui_shell brief, Scenes.
"""

from __future__ import annotations

import html
import logging
import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import (UIButton, UICheckBox, UIDropDownMenu, UIImage, UILabel,
                                 UITextBox, UITextEntryLine)

from tabletop import bots, games
from tabletop.names import clean_name, printable
from tabletop.player_words import without_sources
from tabletop.session import Session, SeatInfo
from tabletop.tablekit.markers import seat_marker
from tabletop.ui.navigate import open_scene
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import centred_panel, pressed_game
from tabletop.ui import seat_memory
from tabletop.ui.seat_kinds import (BOT_PREFIX, HUMAN, bot_name, kind_choices,  # noqa: F401
                                    kind_help, seat_from_choice)
from tabletop.ui.settings import DEFAULT_NAMES
from tabletop.ui.theme import dialog_class

log = logging.getLogger(__name__)

LEFT_W = 350          # the game list column, design px
SOON = "soon"
OPTION_HELP = "Point at an option to read what it does."


class SetupScene(Scene):
    """The new-game screen."""

    name = "setup"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        playable = [e.id for e in games.catalog() if e.playable]
        self.game_id = game_id if game_id in playable else (playable[0] if playable else None)
        self.names: list[str] = [clean_name(n) for n in app.settings["player_names"]]
        self.kinds: list[str] = []
        self.chosen: dict[int, str] = {}   # seat -> kind chosen on this visit (kept across games)
        self.count = 0
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.error = ""
        self._choose_game(self.game_id, build=False)
        memory = app.settings["last_setup"]
        if memory is not None and game_id in (None, memory.get("game")):
            self.restore(memory)

    # ----- the last set-up -------------------------------------------------------------------
    def remembered(self) -> dict[str, Any]:
        """The set-up as chosen now, in the shape of the ``last_setup`` setting: game id, player
        count, each seat's name and bot name (None: human), the options."""
        return {"game": self.game_id, "players": self.count,
                "seats": [{"name": seat.name, "bot": seat.bot if seat.kind == "bot" else None}
                          for seat in self.seats()],
                "options": dict(self.options)}

    def restore(self, memory: dict[str, Any]) -> bool:
        """Take the set-up ``memory`` (the ``last_setup`` setting) when it still fits: a
        playable game, a player count in its range, bots it still has, options it still offers
        with allowed values (an option it does not mention keeps its default). Anything else
        leaves the set-up unchanged. Returns True when taken (called before :meth:`build`)."""
        playable = [e.id for e in games.catalog() if e.playable]
        gid = memory.get("game")
        if gid not in playable:
            return False
        info = games.get(gid).info
        count, seats = memory.get("players"), memory.get("seats") or []
        if not (isinstance(count, int) and info.min_players <= count <= info.max_players
                and len(seats) == count):
            return False
        kinds = []
        for seat in seats:
            bot = seat.get("bot")
            if bot is None:
                kinds.append(HUMAN)
            elif bots.level(bot, gid) is not None:  # an old name ("greedy") reads as its level
                kinds.append(BOT_PREFIX + bots.label(bot, gid))
            else:
                return False
        known = {o.key: o for o in info.options}
        options = info.default_options()
        for key, value in (memory.get("options") or {}).items():
            if key not in known or not known[key].allows(value):
                return False
            options[key] = value
        self._choose_game(gid, build=False)
        self.count = count
        self.kinds[:count] = kinds
        for i, seat in enumerate(seats):
            self.names[i] = clean_name(seat.get("name"))
        self.options = options
        return True

    # ----- model -----------------------------------------------------------------------------
    def _choose_game(self, game_id: str | None, build: bool = True) -> None:
        self.game_id = game_id
        if game_id is None:
            return
        info = games.get(game_id).info
        choices = kind_choices(game_id)
        self.count = max(info.min_players, min(info.max_players, max(2, self.count or 2)))
        normal = BOT_PREFIX + bots.label("normal", game_id)
        self.kinds = seat_memory.carry_over(  # chosen now, else last time for this game, Normal
            seat_memory.kinds_for(self.app.settings, game_id, [HUMAN] + [normal] * 5, HUMAN,
                                  BOT_PREFIX), self.chosen, choices)
        self.options = info.default_options()
        if build:
            self._build_right()
            self._mark_selected()

    def seats(self) -> list[SeatInfo]:
        """The seats as chosen now (empty names take the defaults)."""
        out = []
        for i in range(self.count):
            name = clean_name(self.names[i]) or DEFAULT_NAMES[i]
            out.append(seat_from_choice(name, self.kinds[i], self.game_id or ""))
        return out

    def seed(self) -> int:
        """The typed seed, or a fresh random one."""
        text = self.seed_text.strip()
        return int(text) if text.isdigit() else random.SystemRandom().randrange(2 ** 31)

    # ----- elements --------------------------------------------------------------------------
    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (1040, 720), fit=True)   # like the dialogs
        px = self.px = self.panel.scaler           # design pixels (as at 1280x800) -> window
        pw, ph = px.design(self.panel)
        UILabel(px.rect(20, 12, 400, 44), "New game", manager=ui, container=self.panel,
                object_id="#heading")
        self.game_buttons: dict[str, UIButton] = {}
        y = 64
        self.soon_tags: dict[str, UILabel] = {}
        for entry in games.catalog():
            button = UIButton(px.rect(20, y, LEFT_W, 44), entry.name, manager=ui,
                              container=self.panel, object_id="#game_button")
            if not entry.playable:
                button.disable()
                # A small tag inside the button's right end (the name alone fills the rest).
                self.soon_tags[entry.id] = UILabel(
                    px.rect(20 + LEFT_W - 64, y + 12, 56, 20), SOON, manager=ui,
                    container=self.panel, object_id="#soon_tag")
            self.game_buttons[entry.id] = button
            y += 52
        self.summary = UITextBox("", px.rect(20, y + 8, LEFT_W, ph - y - 90), manager=ui,
                                 container=self.panel)
        self.back_button = UIButton(px.rect(20, ph - 64, 140, 48), "Back", manager=ui,
                                    container=self.panel, object_id="#quiet_button")
        self.start_button = UIButton(px.rect(pw - 220, ph - 64, 200, 48), "Start",
                                     manager=ui, container=self.panel)
        self.error_label = UILabel(px.rect(180, ph - 60, pw - 420, 40), self.error,
                                   manager=ui, container=self.panel, object_id="#note")
        self.right: UIContainer | None = None
        self._build_right()
        self._mark_selected()

    def _mark_selected(self) -> None:
        for gid, button in self.game_buttons.items():
            if gid == self.game_id:
                button.select()
            elif button.is_selected:
                button.unselect()
        if self.game_id is not None:
            info = games.get(self.game_id).info
            text = (f"<b>{info.name}</b><br>{info.min_players}–{info.max_players} players"
                    f"<br><br>{info.summary}")
            self.summary.set_text(text)
        if self.game_id is None:
            self.start_button.disable()

    def _build_right(self) -> None:
        if self.right is not None:
            self.right.kill()
        ui = self.app.ui
        px = self.px
        pw, ph = px.design(self.panel)
        self.right = UIContainer(   # its elements take the larger fonts of the panel's scale
            px.rect(LEFT_W + 50, 12, pw - LEFT_W - 70, ph - 90), ui, container=self.panel,
            object_id=pygame_gui.core.ObjectID(class_id=dialog_class(px.scale)))
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        self.option_widgets: dict[str, Any] = {}
        self.option_labels: dict[str, UILabel] = {}   # a dropdown option's words, left of it
        self.help_box: UITextBox | None = None
        self.help_text = ""
        if self.game_id is None:
            UILabel(px.rect(0, 40, 500, 30), "No game is playable yet.", manager=ui,
                    container=self.right)
            return
        info = games.get(self.game_id).info
        UILabel(px.rect(0, 6, 120, 36), "Players", manager=ui, container=self.right)
        counts = [str(n) for n in range(info.min_players, info.max_players + 1)]
        self.count_menu = UIDropDownMenu(counts, str(self.count), px.rect(120, 6, 90, 36),
                                         manager=ui, container=self.right)
        UILabel(px.rect(240, 6, 370, 36), "Seed (optional)", manager=ui,
                container=self.right)
        self.seed_entry = UITextEntryLine(px.rect(400, 6, 180, 36), manager=ui,
                                          container=self.right, placeholder_text="random")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        if self.seed_text:
            self.seed_entry.set_text(self.seed_text)
        y = 56
        choices = kind_choices(self.game_id)
        # Seat rows are laid out bottom-up so an opened drop-down covers the rows below it.
        rows = []
        for i in range(self.count):
            rows.append((i, y))
            y += 46
        for i, row_y in rows:
            UIImage(px.rect(0, row_y + 4, 28, 28), seat_marker(self.app.assets, i, px(28)),
                    manager=ui, container=self.right)
            entry = UITextEntryLine(px.rect(40, row_y, 220, 36), manager=ui,
                                    container=self.right)
            entry.set_text_length_limit(24)
            entry.set_text(self.names[i])
            self.name_entries.append(entry)
        for i, row_y in reversed(rows):
            if self.kinds[i] not in choices:
                self.kinds[i] = choices[-1]
            menu = UIDropDownMenu(choices, self.kinds[i], px.rect(276, row_y, 230, 36),
                                  manager=ui, container=self.right)
            self.kind_menus.insert(0, menu)
        y += 10
        if info.options:
            UILabel(px.rect(0, y, 300, 36), "Options", manager=ui, container=self.right,
                    object_id="#heading")
            y += 40
        for option in info.options:
            if tuple(option.choices) == (False, True):
                box = UICheckBox(px.rect(0, y + 6, 22, 22), option.label, manager=ui,
                                 container=self.right, initial_state=bool(self.options[option.key]))
                self.option_widgets[option.key] = box
            else:
                self.option_labels[option.key] = UILabel(px.rect(0, y, 260, 34), option.label,
                                                         manager=ui, container=self.right)
                menu = UIDropDownMenu([option.label_of(c) for c in option.choices],
                                      option.label_of(self.options[option.key]),
                                      px.rect(270, y, 200, 34), manager=ui,
                                      container=self.right)
                self.option_widgets[option.key] = menu
            y += 38
        # What an option does (or a bot level), wrapped in a box below the options rather than
        # in a narrow tooltip over them.
        cw, ch = (round(n / px.scale) for n in self.right.get_container().get_size())
        self.help_box = UITextBox("", px.rect(0, y + 6, min(cw, 600),
                                              max(64, min(150, ch - y - 10))),
                                  manager=ui, container=self.right, object_id="#option_help")
        self.show_help(OPTION_HELP if info.options else "")

    def show_help(self, text: str) -> None:
        """Show ``text`` (plain) in the help box below the options; unchanged text is not
        re-rendered."""
        if self.help_box is None or text == self.help_text:
            return
        self.help_text = text
        self.help_box.set_text(html.escape(text))

    def option_at(self, pos: tuple[int, int]) -> str | None:
        """The key of the option whose widget (box and its words, or a dropdown and the label
        before it: "Ketchup's tomatoes go to") is under ``pos``."""
        info = games.get(self.game_id).info if self.game_id else None
        if info is None:
            return None
        for option in info.options:
            widget = self.option_widgets.get(option.key)
            if widget is None:
                continue
            rect = widget.get_abs_rect()
            px = self.px
            row = pygame.Rect(rect.x, rect.y - px(6), px(420), rect.height + px(12))
            label = self.option_labels.get(option.key)
            if row.collidepoint(pos) or (label is not None and
                                         label.get_abs_rect().collidepoint(pos)):
                return option.key
        return None

    def _option_help(self, key: str) -> str:
        info = games.get(self.game_id).info if self.game_id else None
        option = next((o for o in info.options if o.key == key), None) if info else None
        return "" if option is None else f"{option.label}: {without_sources(option.description)}"

    # ----- events ----------------------------------------------------------------------------
    def _start(self) -> None:
        if self.game_id is None:
            return
        seats = self.seats()
        names = list(self.app.settings["player_names"])
        for i, seat in enumerate(seats):
            names[i] = seat.name
        try:
            self.app.settings.set("player_names", names)
            self.app.settings.save()
        except ValueError:
            log.info("player names not remembered: %s", names)
        try:
            session = Session.start(self.game_id, seats, self.seed(), dict(self.options))
        except (ValueError, LookupError) as exc:
            self.error = str(exc)
            self.error_label.set_text(self.error[:100])
            return
        try:
            seat_memory.remember(self.app.settings, self.game_id, seats)
            self.app.settings.set("last_setup", self.remembered())
            self.app.settings.save()
        except ValueError:
            log.info("set-up not remembered: %s", self.remembered())
        self.app.reset_to(open_scene(self.app, "table", session))

    def open_menus(self) -> list[UIDropDownMenu]:
        """This screen's drop-downs that are open (expanded) now."""
        menus = list(getattr(self, "kind_menus", []))
        menus += [w for w in getattr(self, "option_widgets", {}).values()
                  if isinstance(w, UIDropDownMenu)]
        count_menu = getattr(self, "count_menu", None)
        if count_menu is not None and count_menu.alive():
            menus.append(count_menu)
        return [m for m in menus if m.alive() and m.current_state is m.menu_states["expanded"]]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            open_menus = self.open_menus()
            for menu in open_menus:
                # Esc closes an open drop-down first (as pygame-gui does when it loses focus:
                # the expanded state turns to closed on the next update), keeping the choice.
                menu.current_state.should_transition = True
            if not open_menus:
                self.app.pop()
            return
        if self.pressed(event, self.back_button):
            self.app.pop()
            return
        if self.pressed(event, self.start_button):
            self._start()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            gid = pressed_game(event, self.game_buttons, self.game_id)
            if gid is not None:
                self._choose_game(gid)
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._menu_changed(event.ui_element, event.text)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is getattr(self, "seed_entry", None):
                self.seed_text = event.text
            elif event.ui_element in self.name_entries:
                text = printable(event.text)   # a pasted newline or tab, control characters
                if text != event.text:
                    event.ui_element.set_text(text)
                self.names[self.name_entries.index(event.ui_element)] = text
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for key, widget in self.option_widgets.items():
                if widget is event.ui_element:
                    self.options[key] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                    self.show_help(self._option_help(key))
        elif event.type == pygame.MOUSEMOTION:
            key = self.option_at(event.pos)
            if key is not None:
                self.show_help(self._option_help(key))
            elif self.game_id is not None:   # a seat's kind under the pointer: its words
                for seat, menu in enumerate(self.kind_menus):   # (a tester read "Human" on
                    if menu.get_abs_rect().collidepoint(event.pos):   # a bot's menu)
                        self.show_help(kind_help(self.kinds[seat], self.game_id))
                        break

    def _menu_changed(self, element: Any, text: str) -> None:
        if element is getattr(self, "count_menu", None):
            self.count = int(text)
            self._build_right()
            return
        if element in self.kind_menus:
            seat = self.kind_menus.index(element)
            self.kinds[seat] = self.chosen[seat] = text
            if self.game_id is not None:
                self.show_help(kind_help(text, self.game_id))
            return
        info = games.get(self.game_id).info if self.game_id else None
        for key, widget in self.option_widgets.items():
            if widget is element and info is not None:
                option = next(o for o in info.options if o.key == key)
                self.options[key] = option.value_of(text)
