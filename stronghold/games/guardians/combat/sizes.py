"""Creatures that change their size at will while face up (``size_at_will``: the Female and
Male Titan; docs/rules-notes/cards/sizes.md).

In a combat a creature is face up once revealed: laid down as a primary attacker, fired as a
ranged attacker, played as a secondary attacker or as the command card, or lying as the Up
card. Its owner may then give it another of its sizes (``size CARD S|M|L``) in any window he
is asked in (the command window, the spell window, the modify window of a primary match-up or
of a secondary attack), once a window for each such creature; the size and the Vitality that
goes with it (the card's own Vitality plus what ``size_at_will`` gives that size) hold until
it changes again or the combat is over. Every rule that reads a size (patterns, a size declared, the
Medallion of Skyphos, Summon Entropy Storm) reads the size it has now. Where its owner's own
command card asks for a size before any window (the Medallion of Skyphos, for a Small Up
card), it takes the size asked for if it can (``fit_at_will``): its owner would have changed it
first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.schema import Creature, Match

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: The sizes in the order they are offered.
SIZES = ("L", "M", "S")


def _face_up(inst: CardInstance) -> bool:
    """Whether the card lies face up in the combat: revealed and standing, or the Up card."""
    return inst.revealed and (inst.status == Status.STANDING or inst.zone == "up")


def _window(state: CombatState) -> str:
    """The window asked now, as the once-a-window mark."""
    m = state.current
    return f"{state.phase}:{m.number if m is not None else 0}:{len(state.matchups)}"


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The size changes ``seat`` may make now: each other size of each face-up creature of
    its own that may change size and has not changed in this window."""
    force = inforce.in_force(state)  # the seat's face-up Titans, kept while nothing changes
    titans = force.places.get(("sizes", seat))
    if titans is None:
        titans = force.places[("sizes", seat)] = [
            i
            for i in state.cards
            if i.owner == seat
            and isinstance(i.card, Creature)
            and i.card.size_at_will
            and _face_up(i)
        ]
    if not titans:
        return []
    out: list[CombatAction] = []
    window = _window(state)
    for inst in titans:
        card = inst.card
        assert isinstance(card, Creature)
        if state.memory.resized_in.get(inst.id) == window:
            continue
        out.extend(
            act.Resize(inst.id, size)
            for size in SIZES
            if size in card.size_at_will and size != card.size
        )
    return out


def resize(state: CombatState, inst: CardInstance, size: str, why: str = "") -> None:
    """``inst`` takes ``size`` and the Vitality that goes with it."""
    card = inst.card
    assert isinstance(card, Creature) and card.size is not None
    printed = card.vitality - card.size_at_will.get(card.size, 0)
    vitality = printed + card.size_at_will.get(size, 0)  # type: ignore[call-overload]
    inst.card = card.model_copy(update={"size": size, "vitality": vitality})
    state.memory.sizes[inst.id] = size
    state.tell(ev.Effect(inst.name, f"becomes {size} sized, Vitality {vitality}{why}"))


def do(state: CombatState, seat: int, action: act.Resize) -> None:
    """``seat``'s creature changes its size (once in this window)."""
    del seat
    inst = state.by_id[action.card]
    state.memory.resized_in[inst.id] = _window(state)
    resize(state, inst, action.size)


def fit_at_will(state: CombatState, inst: CardInstance, pattern: Match) -> bool:
    """Before any window: if the creature may change size while face up, it takes the first of
    its sizes that ``pattern`` asks for (True), when it asks for sizes."""
    card = inst.card
    if not isinstance(card, Creature) or not card.size_at_will or pattern.size is None:
        return False
    if not inst.revealed and inst.zone != "up":
        return False
    for size in SIZES:
        if size in card.size_at_will and size in pattern.size and size != card.size:
            resize(state, inst, size, " (its owner's choice)")
            return True
    return False
