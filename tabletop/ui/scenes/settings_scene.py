"""Settings: volume, mute, animation speed, bot speed and card size; a line says when sound is
unavailable (no audio device: :func:`tabletop.ui.sound.sound_problem`).

Changes apply at once (the sound facade, the tables' read-only settings when the table is
uncovered) and are written to settings.json when leaving the screen.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UIHorizontalSlider, UILabel

from tabletop.ui.scene import Scene
from tabletop.ui.scenes.layout import centred_panel, heading
from tabletop.ui.sound import sound_problem
from tabletop.ui.track_slider import TrackSlider

# setting key -> (label, slider range, slider step, to setting, from setting, shown as)
SLIDERS = {
    "volume": ("Volume", (0, 100), 5, lambda v: v / 100, lambda s: round(s * 100),
               lambda s: f"{round(s * 100)} %"),
    "animation_speed": ("Animation speed", (50, 200), 25, lambda v: v / 100,
                        lambda s: round(s * 100), lambda s: f"× {s:.2f}"),
    "bot_delay_ms": ("Bot pause", (0, 2000), 100, lambda v: int(v), lambda s: int(s),
                     lambda s: f"{int(s)} ms"),
    "card_scale": ("Card size", (75, 150), 5, lambda v: v / 100, lambda s: round(s * 100),
                   lambda s: f"{round(s * 100)} %"),
}


class SettingsScene(Scene):
    """The settings screen (opaque from the menu; also opened from the pause menu)."""

    name = "settings"

    def build(self) -> None:
        ui = self.app.ui
        settings = self.app.settings
        self.panel = centred_panel(self.root, ui, (660, 500))
        px = self.panel.scaler
        pw, ph = px.design(self.panel)
        heading(self.panel, ui, "Settings", 16)
        self.sliders: dict[str, UIHorizontalSlider] = {}
        self.values: dict[str, UILabel] = {}
        y = 76
        for key, (label, rng, step, _to, from_s, shown) in SLIDERS.items():
            UILabel(px.rect(24, y, 180, 36), label, manager=ui, container=self.panel)
            self.sliders[key] = TrackSlider(
                px.rect(204, y + 4, pw - 340, 30), from_s(settings[key]), rng,
                manager=ui, container=self.panel, click_increment=step)
            self.values[key] = UILabel(px.rect(pw - 124, y, 110, 36), shown(settings[key]),
                                       manager=ui, container=self.panel)
            y += 56
        self.mute_box = UICheckBox(px.rect(28, y + 8, 22, 22), "Mute every sound",
                                   manager=ui, container=self.panel,
                                   initial_state=bool(settings["mute"]))
        self.sound_note = sound_problem(self.app.sounds.enabled)
        if self.sound_note:
            UILabel(px.rect(24, y + 70, pw - 48, 30), self.sound_note, manager=ui,
                    container=self.panel, object_id="#note_warning")
        UILabel(px.rect(24, y + 40, pw - 48, 30),
                "F11 switches full screen. Bot pause is the wait before a bot's move shows.",
                manager=ui, container=self.panel, object_id="#note")
        self.back_button = UIButton(px.rect(pw - 184, ph - 64, 160, 48), "Done",
                                    manager=ui, container=self.panel)

    def set_value(self, key: str, slider_value: float) -> None:
        """Apply a slider position to the setting ``key`` (tests call it too)."""
        _label, _rng, step, to_s, _from, shown = SLIDERS[key]
        snapped = round(slider_value / step) * step
        self.app.settings.set(key, to_s(snapped))
        self.values[key].set_text(shown(self.app.settings[key]))
        if key == "volume":
            self.app.sounds.set_volume(self.app.settings["volume"])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for key, slider in self.sliders.items():
                if slider is event.ui_element:
                    self.set_value(key, event.value)
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.mute_box:
                mute = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                self.app.settings.set("mute", mute)
                self.app.sounds.set_mute(mute)
        elif self.pressed(event, self.back_button) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.settings.save()
            self.app.pop()
