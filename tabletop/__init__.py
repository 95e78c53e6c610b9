"""Tabletop: five tabletop games on one screen.

The rules live in :mod:`tabletop.engine` and :mod:`tabletop.games` and never import pygame;
the window lives in :mod:`tabletop.ui`.
"""

__version__ = "0.1.0"
