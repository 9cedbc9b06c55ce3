"""Rule options: where the text is silent or contradicts itself, a named choice with a default.

``docs/rules-notes/promised-land.md`` gives the reason for every default. Options are passed as
``rules={"key": value}``; an unknown key or value is a ParamsError naming what is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from stronghold.engine.errors import ParamsError

#: Every option: its allowed values (the first is the default).
ALLOWED: dict[str, tuple[Any, ...]] = {
    "deal": ("all", "equal"),
    "primary": ("face-up", "face-down"),
    "call_in_primary_round": (False, True),
    "must_lay": (True, False),
    "keep_hands": (True, False),
    "surrender": ("everything", "hand-and-decks"),
    "targets": ("face-up", "any"),
    "dotted_cards": ("own-kind", "icons-too"),
    "doubling": ("each-card", "once"),
    "stoning_prophet": ("primary", "any-warrior"),
    "block_cap": (True, False),
    "count_ties": ("shared", "all-cards"),
    "auto_pass": (False, True),
}


@dataclass(frozen=True)
class Rules:
    """The rule options of one game (defaults as in ALLOWED)."""

    deal: str = "all"
    primary: str = "face-up"
    call_in_primary_round: bool = False
    must_lay: bool = True
    keep_hands: bool = True
    surrender: str = "everything"
    targets: str = "face-up"
    dotted_cards: str = "own-kind"
    doubling: str = "each-card"
    stoning_prophet: str = "primary"
    block_cap: bool = True
    count_ties: str = "shared"
    #: Machine-only sims: a decision with one legal action is taken at once even when that
    #: tells the table something hidden (a player who can only pass is not asked).
    auto_pass: bool = False

    @classmethod
    def from_params(cls, options: Mapping[str, Any] | None) -> Rules:
        """Rules from a ``rules`` parameter; ParamsError naming a bad key or value."""
        if options is None:
            return cls()
        if not isinstance(options, Mapping):
            raise ParamsError("promised-land: rules must be a table of rule options")
        for key, value in options.items():
            if key not in ALLOWED:
                known = ", ".join(sorted(ALLOWED))
                raise ParamsError(f"promised-land: unknown rule {key!r}; rules are: {known}")
            allowed = ALLOWED[key]
            if not any(type(value) is type(ok) and value == ok for ok in allowed):
                shown = ", ".join(_show(ok) for ok in allowed)
                raise ParamsError(
                    f"promised-land: rule {key!r} must be one of {shown}, not {_show(value)}"
                )
        return cls(**dict(options))

    def to_dict(self) -> dict[str, Any]:
        """Every option and its value, JSON-ready."""
        return {field.name: getattr(self, field.name) for field in fields(self)}


def _show(value: Any) -> str:
    """A value as the params are written (JSON spelling for booleans)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)
