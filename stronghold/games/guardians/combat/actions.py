"""Combat actions: one verb and its arguments, written like ``bribe d3 gold``."""

from __future__ import annotations

from dataclasses import dataclass

from stronghold.engine.actions import Action, format_tokens, read_tokens
from stronghold.engine.errors import NotationError

#: Every verb a combat decision can use, with how many arguments it takes.
VERBS: dict[str, tuple[int, ...]] = {
    "command": (1,),  # command yes|no (declare) or command <card id> (choose)
    "primary": (1,),  # primary <card id>
    "bribe": (2,),  # bribe <target id> babes|gold|beer
    "pass": (0,),  # nothing more in this window
    "ranged": (1,),  # ranged <card id>
    "channel": (1,),  # channel guardian | channel <channeler id>
    "cast": (1, 2),  # cast <spell or item id> [target id]
    "secondary": (2,),  # secondary <creature id> <target id>
    "heal": (2,),  # heal <healer id> <beaten id>
    "discard": (1,),  # discard <card id> from the combat hand to boost an AOE (Mayor McEvil)
    "done": (0,),  # no more secondary attacks / heals
    "pay": (2,),  # pay <card id> yes|no: burn stones for (or against) a card's toll
    "guess": (1,),  # guess <realm or size>: a command card's guess (Sphinx, Jalupee Lobo)
    "cannon": (1,),  # cannon <stones>: fire a Flame Cannon instead of a command card
    "idol": (1,),  # idol <stones>: spend stones on a Large Idol as control is determined
    "altar": (1,),  # altar <storage card id>: discard it for a power stone (Sacrificial Altar)
    # power guardian|standard <what> [target id] [...]: a paid power of the Guardian or of the
    # standard bearer (channel, cancel, dispel, reclaim, realm, icon), see docs/combat.md
    "power": (2, 3, 4, 5),
}


@dataclass(frozen=True, slots=True)
class CombatAction(Action):
    """A combat decision: a verb and its arguments (card instance ids or words)."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        key = (self.verb, self.args)
        text = _TEXTS.get(key)
        if text is None:
            text = format_tokens(self.verb, *self.args)
            if len(_TEXTS) < _TEXTS_KEPT:
                _TEXTS[key] = text
        return text


#: The text of each action written so far (the same few hundred recur in every combat), up
#: to ``_TEXTS_KEPT`` of them.
_TEXTS: dict[tuple[str, tuple[str, ...]], str] = {}
_TEXTS_KEPT = 20_000


def parse_combat_action(text: str) -> CombatAction:
    """The action ``text`` denotes; NotationError naming the problem if it is not one."""
    tokens = read_tokens(text)
    if not tokens:
        raise NotationError("an empty action: expected one of " + ", ".join(VERBS))
    verb, *args = tokens
    verb = verb.lower()
    if verb not in VERBS:
        raise NotationError(f"unknown combat action {verb!r}: expected one of {', '.join(VERBS)}")
    if len(args) not in VERBS[verb]:
        counts = " or ".join(str(n) for n in VERBS[verb])
        raise NotationError(f"{verb!r} takes {counts} argument(s), got {len(args)}")
    return CombatAction(verb, tuple(args))
