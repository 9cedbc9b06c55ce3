"""What changed between two JSON documents (an audience's view and panels, as one connection
was last sent them, and as they are now): the few changes that turn the old one into the new.

A change is ``[path, value]`` (set what ``path`` names to ``value``: a dict's key, or a list's
index — the index one past the end appends) or ``[path]`` (remove a dict's key, or a list's
item: the items after it move up). A path is a list of dict keys (str) and list indexes (int)
from the document's root. Changes are applied in order. Dicts are compared key by key, as deep
as they go; a list as a window that slid (up to 4 items dropped from its front, items added at
its end), else index by index with items added at or cut from its end — or replaced whole when
most of its items changed.

Both documents are what the server would send that audience in full, so the changes carry
nothing a full message would not.
"""

from __future__ import annotations

from typing import Any

Path = list[str | int]
Change = list[Any]

#: The most items a list may drop from its front and still be told as a window that slid.
MAX_SLIDE = 4


def changes(old: Any, new: Any) -> list[Change]:
    """The changes that turn ``old`` into ``new`` (empty if they are equal)."""
    found: list[Change] = []
    if old != new:
        _diff(old, new, [], found)
    return found


def _diff(old: Any, new: Any, path: Path, found: list[Change]) -> None:
    """Add the changes of ``old`` into ``new`` (which differ) to ``found``."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in new.items():
            if key not in old:
                found.append([[*path, key], value])
            elif old[key] != value:
                _diff(old[key], value, [*path, key], found)
        found.extend([[*path, key]] for key in old if key not in new)
        return
    if isinstance(old, list) and isinstance(new, list) and old and path:
        if _list_changes(old, new, path, found):
            return
    if not path:  # the root is replaced by the changes of its keys only when both are dicts
        raise ValueError("documents of different kinds cannot be diffed")
    found.append([path, new])


def _list_changes(old: list[Any], new: list[Any], path: Path, found: list[Change]) -> bool:
    """Add the changes of list ``old`` into ``new`` to ``found`` if they are few (a window that
    slid: items dropped from the front and added at the end; or items changed, added at the
    end or cut from it); False (nothing added) if the list is better replaced whole."""
    for dropped in range(min(len(old), MAX_SLIDE) + 1):
        kept = len(old) - dropped
        # The first items compared alone first: most lists that changed did not slide.
        if kept and kept <= len(new) and old[dropped] == new[0] and old[dropped:] == new[:kept]:
            found.extend([[*path, 0]] for _ in range(dropped))
            found.extend([[*path, kept + i], item] for i, item in enumerate(new[kept:]))
            return True
    common = min(len(old), len(new))
    differ = [i for i in range(common) if old[i] != new[i]]
    if 2 * len(differ) > common:
        return False
    for i in differ:
        _diff(old[i], new[i], [*path, i], found)
    found.extend([[*path, common]] for _ in range(len(old) - common))
    found.extend([[*path, common + i], item] for i, item in enumerate(new[common:]))
    return True


def apply(document: Any, found: list[Change]) -> Any:
    """``document`` with ``found`` applied (in place where it can be; the result returned)."""
    for change in found:
        path = change[0]
        if not path:
            raise ValueError("a change names no place")
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if len(change) == 1:
            del parent[last]  # a dict's key, or a list's item (the items after it move up)
        elif isinstance(parent, list) and last == len(parent):
            parent.append(change[1])
        else:
            parent[last] = change[1]
    return document
