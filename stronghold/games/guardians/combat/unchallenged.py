"""A primary match-up whose two creatures step out of it as unchallenged cards in melee
(docs/rules-notes/cards/unchallenged-pairs.md): You Can't See Me, I'm a Vampire
(``unchallenges_pair`` on the spell: cast in the match-up's spell window on a fighter of either
side that the pattern describes, an Undead).

Both creatures stay standing on the table: they never fight (the match-up is over, with the
result ``unchallenged`` and no winner), they count for control of the space, and secondary
attackers may still attack them, as any unchallenged card in melee.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.schema import AnyCard, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: A match-up's result once its creatures stepped out of it.
RESULT = "unchallenged"


def is_pair_spell(card: AnyCard) -> bool:
    return isinstance(card, Spell) and card.unchallenges_pair is not None


def targets(state: CombatState, card: Spell) -> list[str]:
    """The fighters of the current primary match-up (either side's) the spell may be cast
    on: both standing creatures, the one aimed at described by the spell's pattern."""
    m = state.current
    pattern = card.unchallenges_pair
    if m is None or m.secondary or pattern is None or m.result:
        return []
    fighters = [state.by_id[f.id] for f in m.fighters if f is not None]
    if len(fighters) != 2:
        return []
    if any(not f.is_creature or f.status != Status.STANDING for f in fighters):
        return []
    return [f.id for f in fighters if inforce.fits(state, pattern, f)]


def carry_out(state: CombatState, card: Spell, target: str) -> None:
    """The match-up's creatures step out of it, if it is still being fought."""
    if target not in targets(state, card):
        state.tell(ev.Effect(card.name, "the match-up is no longer there to leave"))
        return
    m = state.current
    assert m is not None
    m.result = RESULT
    names = " and ".join(state.by_id[f.id].name for f in m.fighters if f is not None)
    state.tell(ev.Effect(card.name, f"{names} stand unchallenged in melee"))


def stepped_out(state: CombatState) -> bool:
    """Whether the current match-up ended with its creatures stepping out of it."""
    m = state.current
    return m is not None and not m.secondary and m.result == RESULT
