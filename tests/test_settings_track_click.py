"""Settings: a click on a slider's bar moves its knob there (stranger-r5: only dragging the knob
worked); a click on the knob itself changes nothing."""

from __future__ import annotations

from test_ui_kit import click, make_app  # noqa: F401

from tabletop.ui.scenes.settings_scene import SettingsScene


def test_a_click_on_the_track_moves_the_knob_there():
    app = make_app()
    app.push(SettingsScene(app))
    app.run_frames(3)
    settings = app.top
    slider = settings.sliders["volume"]
    before = app.settings["volume"]
    knob = slider.sliding_button.get_abs_rect()
    click(app, knob.center)
    assert app.settings["volume"] == before                 # the knob itself: no jump
    track = slider.get_abs_rect()
    click(app, (track.left + track.width // 5, track.centery))
    low = app.settings["volume"]
    assert low < before and 0.05 <= low <= 0.35, low
    assert settings.values["volume"].text == f"{round(low * 100)} %"
    click(app, (track.right - 40, track.centery))
    assert app.settings["volume"] > 0.8
    assert slider.sliding_button.get_abs_rect().centerx > track.centerx
