"""Keep pygame-gui's memo of element theming ids small.

pygame-gui 0.6 remembers, for every new combination of an element's ids (its containers'
element, class and object ids), the list of theming ids it resolves to, keyed by a string made
with ``str.join`` in a way that multiplies the lengths of the parts: an element four containers
deep gets a key of about half a megabyte, and a whole game of dialogs, log headings and labels
held about 17 MB of such keys (issue 13: memory <= 150 MB after a whole game). The wrapper
installed here answers from its own memo keyed by the ids themselves (tuples), bounded at
:data:`LIMIT` combinations, and empties pygame-gui's string-keyed memo after each new
combination. The theming ids an element gets are the ones pygame-gui computes, unchanged.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

LIMIT = 2048
"""Most id combinations remembered (each costs a few hundred bytes)."""

_MARK = "_tabletop_compact_ids"


def _key(ids: Any) -> Any:
    return None if ids is None else tuple(ids)


def compact_theme_ids(theme: Any) -> None:
    """Wrap ``theme.build_all_combined_ids`` (a pygame-gui ``UIAppearanceTheme``; a no-op when
    it is already wrapped or has no such method) so its memo stays small (module docstring).

    Args:
        theme: the UI manager's theme, ``manager.get_theme()``.
    """
    build: Callable[..., list[str]] | None = getattr(theme, "build_all_combined_ids", None)
    if build is None or getattr(build, _MARK, False):
        return
    memo: OrderedDict[tuple, list[str]] = OrderedDict()

    def build_all_combined_ids(element_base_ids, element_ids, class_ids, object_ids):
        key = (_key(element_base_ids), _key(element_ids), _key(class_ids), _key(object_ids))
        try:
            found = memo.get(key)
        except TypeError:  # an id that cannot be a key: no memo for it
            return build(element_base_ids, element_ids, class_ids, object_ids)
        if found is not None:
            memo.move_to_end(key)
            return found
        found = build(element_base_ids, element_ids, class_ids, object_ids)
        store = getattr(theme, "unique_theming_ids", None)
        if isinstance(store, dict):
            store.clear()
        memo[key] = found
        while len(memo) > LIMIT:
            memo.popitem(last=False)
        return found

    setattr(build_all_combined_ids, _MARK, True)
    theme.build_all_combined_ids = build_all_combined_ids
