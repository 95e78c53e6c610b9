"""The chosen game's button stays green when it is clicked again (found under Xvfb, issue 12:
after a second click on "Diced Tomatoes" no game looked chosen, though it still was)."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import click, make_app


def _look(button) -> str:
    return button.drawable_shape.active_state.state_id


@pytest.mark.parametrize("scene_name", ["setup", "rules", "stats"])
def test_clicking_the_chosen_game_again_keeps_it_shown_chosen(scene_name):
    from tabletop.ui.navigate import open_scene
    app = make_app()
    scene = open_scene(app, scene_name) if scene_name != "setup" else None
    if scene is None:
        from tabletop.ui.scenes.setup_scene import SetupScene
        scene = SetupScene(app, "diced_tomatoes")
    app.push(scene)
    app.run_frames(2)
    buttons = scene.game_buttons
    button = buttons["diced_tomatoes"]
    click(app, button, 4)               # choose it (already chosen on the set-up screen)
    click(app, button, 4)               # and click it again
    away = (5, app.size[1] - 5)
    pygame.mouse.set_pos(away)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    app.run_frames(3)
    assert button.is_selected and _look(button) == "selected", _look(button)
    others = [b for gid, b in buttons.items() if gid != "diced_tomatoes"]
    assert not any(b.is_selected for b in others)
