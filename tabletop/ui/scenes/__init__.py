"""The app's scenes: main menu, new-game set-up, table, pause, game over, settings, rules.

The saves helper adds ``load_scene.py`` (class ``LoadScene(app)``) and ``save_dialog.py`` (class
``SaveDialog(app, session)``); the main menu and the pause menu open them when present.
"""
