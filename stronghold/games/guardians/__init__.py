"""Guardians (FPG, 1995): the card library, decks, the combat and the whole game
(dealt, or started from a written position).

What interfaces may use is exported here (an import-linter contract keeps the CLI and the
agents from reaching deeper); the game itself is reached through the engine's registry
(``stronghold.load("guardians")``). Names load on first use, so importing one part of the
package does not load the rest.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.scenario import load_scenario_text, play_scenario
    from stronghold.games.guardians.coverage import (
        NOT_ABILITIES,
        card_coverage,
        coverage_report,
        set_fields,
    )
    from stronghold.games.guardians.deck import FORMATS as DECK_FORMATS
    from stronghold.games.guardians.deck import check_deck
    from stronghold.games.guardians.deck_reader import load_deck, parse_deck
    from stronghold.games.guardians.encoding import COMBAT_ENCODING, GAME_ENCODING
    from stronghold.games.guardians.game import deck_text
    from stronghold.games.guardians.library import library as card_library
    from stronghold.games.guardians.play.costs import prompt_cost
    from stronghold.games.guardians.play.describe import (
        card_names,
        combat_step_words,
        pretty_action,
        walk_cards,
    )
    from stronghold.games.guardians.position import load_position_text, read_position

#: Public name -> the module that defines it (and the name there, where it differs).
_RENAMED = {"card_library": "library", "DECK_FORMATS": "FORMATS"}
_EXPORTS = {
    "load_scenario_text": "combat.scenario",
    "play_scenario": "combat.scenario",
    "NOT_ABILITIES": "coverage",
    "card_coverage": "coverage",
    "coverage_report": "coverage",
    "set_fields": "coverage",
    "DECK_FORMATS": "deck",
    "COMBAT_ENCODING": "encoding",
    "GAME_ENCODING": "encoding",
    "check_deck": "deck",
    "load_deck": "deck_reader",
    "parse_deck": "deck_reader",
    "deck_text": "game",
    "card_library": "library",
    "card_names": "play.describe",
    "combat_step_words": "play.describe",
    "pretty_action": "play.describe",
    "prompt_cost": "play.costs",
    "walk_cards": "play.describe",
    "load_position_text": "position",
    "read_position": "position",
}

__all__ = [
    "COMBAT_ENCODING",
    "DECK_FORMATS",
    "GAME_ENCODING",
    "NOT_ABILITIES",
    "card_coverage",
    "card_library",
    "card_names",
    "check_deck",
    "combat_step_words",
    "coverage_report",
    "deck_text",
    "load_deck",
    "load_position_text",
    "load_scenario_text",
    "parse_deck",
    "play_scenario",
    "pretty_action",
    "prompt_cost",
    "read_position",
    "set_fields",
    "walk_cards",
]


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), _RENAMED.get(name, name))
