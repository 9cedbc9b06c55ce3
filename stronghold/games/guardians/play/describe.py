"""Action text told with card names: what a seat sees of a move, from its own view only.

Shared by the Guardians games' ``describe_action`` and the terminal screens: card ids a view
names become the names; with ``hide``, an id the view does not name becomes "a card".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from stronghold.engine.actions import split_tokens
from stronghold.engine.errors import NotationError

#: Card ids are a lower-case letter or two and a number (``w12``, ``d3``); spaces are ``B2``.
_ID = re.compile(r"[a-z]+\d+")


def walk_cards(value: Any) -> Iterable[tuple[str, str]]:
    """Every ``{"id": ..., "name": ...}`` pair anywhere in a JSON value."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), str) and isinstance(value.get("name"), str):
            yield value["id"], value["name"]
        for item in value.values():
            yield from walk_cards(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk_cards(item)


def card_names(view: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """Card ids the view names: (ids of the game, ids of the combat going on)."""
    board = {key: value for key, value in view.items() if key != "combat"}
    game = dict(walk_cards(board))
    combat = dict(walk_cards(view.get("combat") or {}))
    return game, combat


def looks_like_id(token: str) -> bool:
    """Whether a token of action text is a card id."""
    return _ID.fullmatch(token) is not None


def pretty_action(text: str, names: Mapping[str, str], *, hide: bool = False) -> str:
    """Action text with card ids replaced by the names ``names`` knows.

    With ``hide``, an id the names do not know becomes "a card" (it is not shown at all).
    """
    try:
        tokens = split_tokens(text)
    except NotationError:
        return text
    out: list[str] = []
    for token in tokens:
        place, colon, space = token.partition(":")
        if colon and place in ("on", "under", "upgrade"):
            out.append(f"{place} {space}")
        elif token in names:
            out.append(names[token])
        elif hide and looks_like_id(token):
            out.append("a card")
        else:
            out.append(token)
    return " ".join(out)


def described(text: str, view: Mapping[str, Any]) -> str:
    """``text`` as the seat whose view this is may read it (cards it cannot see: "a card")."""
    game, combat = card_names(view)
    return pretty_action(text, {**game, **combat}, hide=True)


#: The steps of a combat in the words players use (never the engine's step names).
COMBAT_STEP_WORDS = {
    "declare": "declaring command cards",
    "choose_command": "choosing command cards",
    "idol": "the Large Idol",
    "boost": "boosting",
    "forced_discard": "discarding",
    "command_bribe": "bribing from the shown hand",
    "command_fetch": "taking a card into the storage hand",
    "show_or_pay": "showing the storage hand or losing a stone",
    "primary_choose": "choosing the primary creatures",
    "pay": "paying",
    "guess": "guessing",
    "discard_bonus": "discarding for a bonus",
    "retarget": "choosing another card for the match-up",
    "icons": "icons",
    "bribery": "bribery",
    "command_window": "command cards take effect",
    "spell_window": "spells and ranged attacks",
    "modify_window": "last changes before the comparison",
    "response": "responding",
    "secondary": "secondary attacks",
    "secondary_bribery": "bribery in a secondary attack",
    "bribe_answer": "answering a bribe",
    "secondary_bribe_answer": "answering a bribe in a secondary attack",
    "channel_response": "channeling",
    "aoe_cancel": "an AOE",
    "reclaim": "reclaiming",
    "heal": "healing",
    "raid": "a spell after winning",
    "retreat": "retreating from the combat",
    "ranged_discard": "discarding to a ranged attack",
    "auction": "bidding for the space",
    "secondary_round": "another round of secondary attacks",
    "blitz": "a spell for another round of combat",
    "chaos": "a spell swapping the combat hands",
    "reroll": "rolling a die again",
    "over": "over",
}


def combat_step_words(phase: str) -> str:
    """A combat's step (its phase name) in players' words, for screens and panels."""
    return COMBAT_STEP_WORDS.get(phase, phase.replace("_", " "))
