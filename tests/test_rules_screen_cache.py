"""The Rules screen builds a game's text once a run (the stranger found it slow to open, issue 9):
a second opening reuses the wrapped HTML instead of measuring every line again."""

from __future__ import annotations

from test_ui_kit import make_app

from tabletop.ui.scenes import rules_scene
from tabletop.ui.scenes.rules_scene import RulesScene


def test_the_rules_text_is_built_once_per_game_and_width(monkeypatch):
    built = []
    real = rules_scene.game_rules_html
    monkeypatch.setattr(rules_scene, "_HTML", {})
    monkeypatch.setattr(rules_scene, "game_rules_html",
                        lambda gid, *a: built.append(gid) or real(gid, *a))
    app = make_app()
    for _ in range(2):
        app.push(RulesScene(app, "toasty_toasts"))
        app.run_frames(1)
        assert "Time to Eat" in app.top.text.html_text
        app.pop()
        app.run_frames(1)
    assert built == ["toasty_toasts"]
