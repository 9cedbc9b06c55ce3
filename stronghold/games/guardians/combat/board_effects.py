"""Effects a creature has on the contested space's board cards (``board_effect``): the combat
notes them as they arise and the whole game carries them out when the combat comes back
(play/board_effects.py). Gumbo Jake (a primary win: the opponent's terrain card there is
discarded), Gopher (surviving: it is turned face down), Reverend Smilin' Jackoid (his command:
a face-down or shield/terrain card of the opponent is discarded), Giant Aunts (a primary win
over a defended stronghold card: it is rubble at once, its defence gone for the rest of the
combat), Cactus McFingers (his command, his side winning the space: a terrain card of his may
be laid there if he is alive after the combat), Reverend Smilin' Jack (his command, his side
winning the space: a creature of the shield not beaten may become the land's face-down
terrain in Terrain Settlement). docs/rules-notes/cards/board-effects.md."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.handlers import (
    command_handler,
    resolution_handler,
    won_handler,
)
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
from stronghold.games.guardians.schema import BoardEffect, CommandAbility

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

#: What each effect does, as the combat tells it.
WORDS = {
    "discard_terrain": "the opponent's terrain card here goes to the discard pile after combat",
    "terrain_face_down": "the opponent's terrain card here is turned face down after combat",
    "rubble": "the opponent's stronghold card here is rubble",
    "lay_terrain": "alive after the combat, its side may lay a terrain card here at once",
    "creature_terrain": "a creature of its shield not beaten here may be laid as this land's "
    "face-down terrain",
}


def owe(state: CombatState, source: CardInstance, effect: BoardEffect) -> None:
    """Note ``effect`` of ``source`` against its opponent's cards, to be done on the board."""
    if effect.what == "rubble":
        if state.memory.ruined or not inforce.defends_stronghold(state, 1 - source.owner):
            return
        state.memory.ruined = True  # its defence counts no more in this combat
    owed: tuple[int, str, str, tuple[str, ...]] = (
        1 - source.owner,
        effect.what,
        source.name,
        tuple(effect.terrain),
    )
    if effect.what == "lay_terrain":  # its own side lays, if the card is alive after combat
        owed = (source.owner, effect.what, source.name, (source.board_id or source.id,))
    if effect.what == "creature_terrain":  # its own side's creatures never beaten here
        owed = (source.owner, effect.what, source.name, unbeaten(state, source.owner))
    if owed in state.memory.board_effects:
        return
    state.memory.board_effects = (*state.memory.board_effects, owed)
    state.tell(ev.Effect(source.name, WORDS[effect.what]))


@won_handler("board_effect")
def _on_primary_win(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int
) -> None:
    """A primary match-up won: the opponent's terrain card is discarded (Gumbo Jake), his
    defended stronghold card is rubble (Giant Aunts)."""
    effect = winner.creature.board_effect if winner.is_creature else None
    if effect is None or effect.when != "wins_primary" or inforce.blanked(state, winner):
        return
    if state.current is None or state.current.secondary:
        return
    owe(state, winner, effect)


@won_handler("takes_accessory")
def _takes_accessory(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int
) -> None:
    """A primary match-up won: its owner may take an opposing accessory once the combat is
    over (Imhotep, Visier of Djoser; play/accessory_takes.py)."""
    if not winner.is_creature or not winner.creature.takes_accessory:
        return
    if inforce.blanked(state, winner) or state.current is None or state.current.secondary:
        return
    owed = (winner.owner, "take_accessory", winner.name, ())
    if owed not in state.memory.board_effects:
        state.memory.board_effects = (*state.memory.board_effects, owed)
        said = "its side may take an accessory of the opponent's once the combat is over"
        state.tell(ev.Effect(winner.name, said))


@resolution_handler("board_effect")
def _on_survival(state: CombatState, winner: int) -> None:
    """Played in the combat and standing when the space is decided: the opponent's terrain
    card is turned face down (Gopher). A command card whose command lasts to the end, in
    force, its side winning the space: noted, the board asks whether it is still alive after
    the combat (Cactus McFingers, who may be healed)."""
    for inst in state.cards:
        effect = inst.creature.board_effect if inst.is_creature else None
        if effect is None or effect.when != "survives" or inst.zone != "hand":
            continue
        if inst.status == Status.STANDING and not inforce.blanked(state, inst):
            owe(state, inst, effect)
    ability = inforce.command_active(state, winner)
    cid = state.commands[winner]
    if ability is None or ability.board_effect is None or cid is None:
        return
    source = state.by_id[cid]
    if ability.board_effect.when == "wins_space":  # Reverend Smilin' Jack
        owe(state, source, ability.board_effect)
    if ability.board_effect.when == "survives" and source.role == Role.COMMAND:
        if source.status in (Status.STANDING, Status.BEATEN):  # beaten: it may be healed
            owe(state, source, ability.board_effect)


def unbeaten(state: CombatState, side: int) -> tuple[str, ...]:
    """The board ids (a scenario: the ids) of ``side``'s cards from under its shield never
    beaten in this combat: still in the combat hand or standing. Face-down cards are named
    whatever they are (the board offers only creatures), so that what is noted depends on
    nothing the other seat cannot see."""
    return tuple(
        inst.board_id or inst.id
        for inst in state.cards
        if inst.owner == side
        and inst.origin == "hand"
        and inst.status in (Status.HAND, Status.STANDING)
    )


@command_handler("board_effect")
def _on_command(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """A command card's effect on the opponent's terrain card (Reverend Smilin' Jackoid); one
    that waits for the space to be decided is noted then (``_on_survival``)."""
    assert ability.board_effect is not None
    if ability.board_effect.when not in ("survives", "wins_space"):
        owe(state, source, ability.board_effect)


@command_handler("terrain_joins")
def _terrain_joins(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The side's face-down terrain card on the land joins its combat hand, whatever it is
    (the other side learns only that a card joined): a creature may fight and counts for
    control like any card there (Reverend Smilin' Jack; play/battle.py lays it back if it is
    not lost)."""
    laid = next((i for i in state.cards if i.owner == seat and i.zone == "terrain"), None)
    if laid is None:
        state.tell(ev.Effect(source.name, "no face-down terrain card of its side here"))
        return
    laid.zone = "hand"
    state.tell(ev.Effect(source.name, "its side's face-down terrain card joins its combat hand"))


@command_handler("under_to_pen")
def _under_to_pen(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """For its stones, the opponent's creatures under his stronghold cards and on his
    upgrades go to his Creature Pen before the primaries: those in this combat (channelers,
    upgrade creatures) leave it now, the board moves them all when the combat comes back
    (Gehrund, Field Marshal). docs/rules-notes/cards/under-to-pen.md."""
    cost = ability.under_to_pen
    if state.stones[seat] < cost:
        state.tell(ev.Effect(source.name, "no power stone to pay: nothing happens"))
        return
    state.spend(seat, cost)
    state.tell(ev.Stones(seat, -cost, source.name))
    for inst in state.cards:
        if inst.owner != seat and inst.zone in ("channeler", "platform"):
            if inst.status == Status.HAND:
                inst.status = Status.RETURNED  # not shown: how many, not which
    owed = (1 - seat, "under_to_pen", source.name, ())
    state.memory.board_effects = (*state.memory.board_effects, owed)
    state.tell(
        ev.Effect(
            source.name,
            "the opponent's creatures under his stronghold cards and upgrades go to his "
            "Creature Pen",
        )
    )
