"""A card's sheet: what it is and does, in lines for a person (``show NAME``, a hovered card)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from stronghold.games.guardians.coverage import card_coverage

if TYPE_CHECKING:
    from stronghold.games.guardians.schema import AnyCard

#: Facts a sheet leaves out: the name (its title), the text (its own line), where facts come from.
_NOT_FACTS = frozenset({"name", "provenance", "text", "kind"})


def _fact(value: object) -> str:
    """A fact's value in words: lists and tables flattened, words unquoted."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return ", ".join(_fact(item) for item in value)
    if isinstance(value, dict):
        return ", ".join(f"{key} {_fact(item)}" for key, item in value.items())
    if isinstance(value, bool):
        return "yes" if value else "no"
    return json.dumps(value, ensure_ascii=False)


def card_sheet(card: AnyCard) -> list[str]:
    """The card's title and kind, each fact, what it does (our words) and what is enforced."""
    data = card.model_dump(mode="json", exclude_defaults=True)
    lines = [f"{card.name} ({card.kind})"]
    facts = [
        f"{key.replace('_', ' ')}: {_fact(value)}"
        for key, value in data.items()
        if key not in _NOT_FACTS
    ]
    lines += facts
    if card.text:
        lines.append(f"What it does: {card.text}")
    coverage = card_coverage(card)
    extra = f" (not yet: {', '.join(coverage.missing)})" if coverage.missing else ""
    lines.append(f"Enforced: {coverage.level}{extra}")
    if card.unencoded:
        lines.append(f"Not enforced yet: {card.unencoded}")
    return lines
