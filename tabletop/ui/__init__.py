"""The desktop app (pygame-ce + pygame-gui): window, scene stack, tables, bots, hot-seat, sound.

Entry point: :func:`tabletop.ui.app.run`. Rules code never imports this package.
"""
