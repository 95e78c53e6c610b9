"""Appending to the game log's ``UITextBox`` without re-rendering the lines already in it.

pygame-gui 0.6 appends HTML to a text box by laying out the new rows, and then, since the
layout grew taller than its rendered surface, renders every row again onto a new surface
(about 0.2 ms per row: a 120-line log cost 30-120 ms per move, the frames that stuttered when a
move was applied; issue 13). :func:`append_html` gives the box's layout an append that copies
the rows above the first changed one from the old surface and renders only the rows from
there on; the pixels are the same as a full render's (tests/test_log_append.py). A layout the
append cannot extend (another width, a shorter height) is rendered in full as before.
"""

from __future__ import annotations

from typing import Any

import pygame

_MARK = "_tabletop_incremental_append"


def _incremental(layout: Any) -> None:
    """Replace ``layout.append_layout_rects`` (a pygame-gui ``TextBoxLayout``) on the instance."""
    full_append = layout.append_layout_rects

    def append_layout_rects(new_queue) -> None:
        old = layout.finalised_surface
        rows = layout.layout_rows
        if old is None or not rows or layout.floating_rects or \
                layout.current_end_pos != layout.letter_count:
            full_append(new_queue)
            return
        last_row = rows[-1]
        first, keep = last_row.row_index, max(0, int(last_row.top))
        layout._process_layout_queue(new_queue, last_row)
        size = (layout.layout_rect.width + layout.edit_buffer, layout.layout_rect.height)
        if size[0] != old.get_width() or size[1] < old.get_height():
            layout.finalise_to_new()
            return
        if size != old.get_size():
            new = pygame.Surface(size, flags=pygame.SRCALPHA, depth=32)
            new.fill((0, 0, 0, 0))
            # an exact copy of the rows kept (a premultiplied blend over transparent black
            # gives the source's pixels)
            new.blit(old, (0, 0), pygame.Rect(0, 0, size[0], keep),
                     special_flags=pygame.BLEND_PREMULTIPLIED)
            layout.finalised_surface = new
        else:
            layout.finalised_surface.fill((0, 0, 0, 0), pygame.Rect(0, keep, size[0],
                                                                    size[1] - keep))
        for row in layout.layout_rows[first:]:
            row.finalise(layout.finalised_surface)

    setattr(append_layout_rects, _MARK, True)
    layout.append_layout_rects = append_layout_rects


def append_html(box: Any, html: str) -> None:
    """``box.append_html_text(html)`` (a pygame-gui ``UITextBox``), rendering only the new rows
    (module docstring)."""
    layout = getattr(box, "text_box_layout", None)
    if layout is not None and hasattr(layout, "layout_rows") and \
            not getattr(layout.append_layout_rects, _MARK, False):
        _incremental(layout)
    box.append_html_text(html)
