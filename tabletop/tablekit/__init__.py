"""The table kit: the interactive table every game's ``table/`` package stands on.

It sits between the engine and the games' tables: it imports pygame (and pygame-gui for
choices) but never the shell (the ``ui`` package) and never a game. It owns the contract between
the shell and a table (:mod:`tabletop.tablekit.table_base`), drag tracking, sprites, tweens,
pieces, painters, markers, the palette and the shared images (:mod:`tabletop.tablekit.assets`),
and the interactive-table controller every game's table subclasses
(:class:`tabletop.tablekit.controller.KitTable`, with :mod:`.intents`, :mod:`.feedback`,
:mod:`.layer` and :mod:`.plan`; how-to: docs/tablekit.md); and, for the shell, the choice
bar for decisions a table does not draw (:mod:`.choice_bar`) and the real-time race behind an
EXTERNAL decision (:mod:`.race`, drawn by :mod:`.race_panel`).
Source: architecture guide, lesson 15 (a table kit that owns input and feedback once).
"""
