"""House rules of Guardians Arena: where players may read the text differently, a setting.

Each key's first allowed value is the default (docs/rules-notes/guardians-arena.md says why).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from stronghold.engine.errors import ParamsError

#: Setting -> its allowed values, the default first (an int setting: its (low, high) range).
CHOICES: dict[str, tuple[str, ...]] = {
    # A duel where neither player plays a secondary fighter: the primary round's result
    # stands, or the Duelists' base Vitality decides as the secondary round's text says.
    "secondary_without_fighters": ("primary-stands", "base-totals"),
    # What MDL and LDL compare at the Stock: standing stronghold cards or victorious creatures.
    "draw_compare": ("strongholds", "victorious"),
}
RANGES: dict[str, tuple[int, int, int]] = {
    # (default, low, high)
    "hand_limit": (7, 1, 30),  # "8 or more cards must discard cards in excess"
    "opening_redraws": (1, 0, 10),  # times a hand with no creature may be shown and redrawn
}


def defaults() -> dict[str, Any]:
    """Every setting at its default."""
    out: dict[str, Any] = {key: values[0] for key, values in CHOICES.items()}
    out.update({key: limits[0] for key, limits in RANGES.items()})
    return out


def checked(value: Any) -> dict[str, Any]:
    """The settings a ``rules`` parameter gives, with defaults for the rest; ParamsError if a
    key is unknown or a value not allowed."""
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise ParamsError("guardians-arena: rules must be a table of settings")
    out = defaults()
    for key, setting in value.items():
        if key in CHOICES:
            if setting not in CHOICES[key]:
                allowed = ", ".join(repr(v) for v in CHOICES[key])
                raise ParamsError(f"guardians-arena: rules {key} must be one of {allowed}")
        elif key in RANGES:
            _default, low, high = RANGES[key]
            if (
                isinstance(setting, bool)
                or not isinstance(setting, int)
                or not low <= setting <= high
            ):
                raise ParamsError(
                    f"guardians-arena: rules {key} must be a whole number {low}-{high}"
                )
        else:
            known = ", ".join([*CHOICES, *RANGES])
            raise ParamsError(f"guardians-arena: unknown rules setting {key!r} (known: {known})")
        out[key] = setting
    return out


@dataclass(frozen=True)
class ArenaRules:
    """One game's settings, typed (``CHOICES`` and ``RANGES`` say what each means)."""

    secondary_without_fighters: str
    draw_compare: str
    hand_limit: int
    opening_redraws: int

    def as_dict(self) -> dict[str, str | int]:
        """The settings as the ``rules`` parameter writes them (a view, the fingerprint)."""
        return {spec.name: getattr(self, spec.name) for spec in fields(self)}


assert {spec.name for spec in fields(ArenaRules)} == {*CHOICES, *RANGES}


def settings(value: Any) -> ArenaRules:
    """``checked``'s settings, typed."""
    return ArenaRules(**checked(value))
