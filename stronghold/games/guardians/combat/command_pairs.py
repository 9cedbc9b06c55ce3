"""C items played together with a creature as one command card (``command.with_creature``;
docs/rules-notes/cards/command-pairs.md): Bagpipes of Fear (the creature gets the item's 3-point
fear AOE in place of its own command ability, ``replace``) and Heels of Speed (the creature
keeps its own and first attacks the opposing command creature, ``keep``; the Heels go back with
it after the combat unless it was killed, ``lost_with_creature``).

At the command step a seat chooses the item with one creature of its combat hand (``command
ITEM CREATURE``, both face down, held as ``ITEM+CREATURE`` until the command cards are
revealed). Revealed, the creature is the side's command card (``state.commands``): it stands as
a command creature, counts for control and may be attacked as one, and its command ability is
the item's (merged with its own for ``keep``: ``inforce.command_of`` reads
``Memory.partnered``); the item is used. Dispelling that command card dispels the pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import costs, inforce, shared
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.model import CardInstance, Held, Role, Status
from stronghold.games.guardians.schema import AnyCard, Item

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: What becomes of a creature that counts as killed (the item with it is lost).
KILLED = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)


def is_pair_item(card: AnyCard) -> bool:
    """Whether the card is a C item played together with a creature as the command card."""
    command = card.command if isinstance(card, Item) else None
    return command is not None and command.with_creature is not None


def partners(state: CombatState, seat: int) -> list[CardInstance]:
    """The creatures of ``seat``'s combat hand an item may be played with (one per name)."""
    return inforce.hand_creatures(state, seat)


def options(state: CombatState, seat: int, item: CardInstance) -> list[act.ChooseCommand]:
    """The pairs of ``item`` with each creature it may be played with."""
    return [act.ChooseCommand(item.id, c.id) for c in partners(state, seat)]


def held(action: act.ChooseCommand) -> Held:
    """How the chosen command card is held face down until revealed."""
    return Held(action.card, action.partner)


def chosen_name(state: CombatState, held: Held) -> str:
    """The held command card's name as its owner is told it."""
    name = state.by_id[held.card].name
    return name if held.partner is None else f"{name} with {state.by_id[held.partner].name}"


def reveal(state: CombatState, seat: int, item_id: str, creature_id: str) -> None:
    """The pair is revealed: the creature stands as the side's command card with the item's
    ability; the item is used."""
    item, creature = state.by_id[item_id], state.by_id[creature_id]
    item.revealed, item.status = True, Status.USED
    creature.revealed, creature.status, creature.role = True, Status.STANDING, Role.COMMAND
    state.memory.partnered[creature_id] = item_id
    state.commands[seat] = creature_id
    state.play_order.append(creature_id)
    costs.pay(state, seat, item.card)
    state.tell(ev.CommandRevealed(seat, f"{creature.name} with {item.name}"))
    shared.hand_item_used(state, seat, item.card)


def kept_items(state: CombatState) -> set[str]:
    """The items of pairs that go back with their creature after the combat (Heels of Speed:
    its creature was not killed, and the pair's command was neither dispelled nor blown up)."""
    out: set[str] = set()
    for creature_id, item_id in state.memory.partnered.items():
        if state.command_dispelled[state.by_id[item_id].owner]:
            continue  # dispelled or blown up (Saboteurs): discarded like a used command item
        card = state.by_id[item_id].card
        command = card.command if isinstance(card, Item) else None
        if command is not None and command.lost_with_creature:
            if state.by_id[creature_id].status not in KILLED:
                out.add(item_id)
    return out
