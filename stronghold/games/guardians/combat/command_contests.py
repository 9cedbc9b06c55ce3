"""Command cards that act on the opposing command card as both are revealed
(docs/rules-notes/cards/command-contests.md): Kazarian Squawker fights it when it is a creature
and cancels its ability if it wins (``duels_opponent_command``); Theib, Master of Scribes takes
over the ability of an opposing Spell or Item and dispels the card (``takes_opponent_command``);
Shadow Warrior fights the opponent's Up card, if a creature, and beating it makes the opponent
draw a card fewer next turn (``duels_up_card``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.handlers import command_handler
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, CardInstance, Status
from stronghold.games.guardians.combat.rules import immune_to, ocb_applies
from stronghold.games.guardians.schema import CommandAbility, Creature, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def duel_strength(attacker: Creature, defender: Creature) -> int:
    """A command creature's Vitality in a fight with the other command creature: its printed
    Vitality and its Off-Color Bonus against that creature."""
    return attacker.vitality + (attacker.ocb if ocb_applies(attacker, defender) else 0)


def _attack(
    state: CombatState,
    seat: int,
    mine: CardInstance,
    theirs: CardInstance,
    strength: int,
    against: int,
) -> None:
    """``seat``'s command creature attacks the opposing one before its ability works
    (Heels of Speed): strictly more beats it, less beats the attacker (a beaten creature's
    command ability never works), a tie does nothing; a creature immune to the other takes no
    damage from it."""
    if strength == against:
        state.tell(ev.Effect(mine.name, f"attacks {theirs.name}: {strength} against {against}, "
                             "no effect"))  # fmt: skip
        return
    winner, loser = (mine, theirs) if strength > against else (theirs, mine)
    assert isinstance(winner.card, Creature) and isinstance(loser.card, Creature)
    immune = immune_to(loser.card, winner.card, attacker_defends_sh=False)
    outcome = f"{loser.name} is immune" if immune else f"{loser.name} is beaten"
    state.tell(ev.Effect(mine.name, f"attacks {theirs.name}: {strength} against {against}, "
                         + outcome))  # fmt: skip
    if immune:
        return
    shared.set_status(state, loser.id, Status.BEATEN, f"beaten by {winner.name}")
    shared.dispel_command(state, loser.owner, f"beaten by {winner.name}")


def contest(state: CombatState) -> None:
    """Each side's command card that acts on the other's, once both are revealed and the
    conflicts between them are settled (a dispelled command card does nothing)."""
    for seat in (ATTACKER, DEFENDER):
        own, other = state.commands[seat], state.commands[1 - seat]
        if own is None or other is None or state.command_dispelled[seat]:
            continue
        if state.command_dispelled[1 - seat]:
            continue
        ability = inforce.command_of(state, state.by_id[own])
        if ability is None:
            continue
        mine, theirs = state.by_id[own], state.by_id[other]
        if ability.duels_opponent_command and isinstance(mine.card, Creature):
            if not isinstance(theirs.card, Creature):
                continue
            strength = duel_strength(mine.card, theirs.card)
            against = duel_strength(theirs.card, mine.card)
            if ability.duel_kills:  # Heels of Speed: an attack, the loser beaten
                _attack(state, seat, mine, theirs, strength, against)
                continue
            won = strength > against
            state.tell(
                ev.Effect(
                    mine.name,
                    f"fights {theirs.name}: {strength} against {against}"
                    + (", its command is cancelled" if won else ", no effect"),
                )
            )
            if won:
                shared.dispel_command(state, 1 - seat, f"beaten by {mine.name}")
        elif ability.takes_opponent_command and isinstance(theirs.card, Spell | Item):
            shared.dispel_command(state, 1 - seat, f"taken over by {mine.name}")
            if state.command_dispelled[1 - seat]:  # an undispellable card keeps its ability
                state.memory.taken_commands[own] = other
                mine.role = mine.role  # what is in force changed: the card's change counter
                state.tell(ev.Effect(mine.name, f"takes over the command of {theirs.name}"))


@command_handler("duels_up_card")
def _duel_up_card(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The command creature fights the opponent's Up card, if a creature, with its bonus (as
    two command creatures fight: printed Vitality and Off-Color Bonus); strictly more beats it
    and the opponent draws fewer cards next turn (Shadow Warrior)."""
    rule = ability.duels_up_card
    assert rule is not None
    up = next((i for i in state.cards if i.owner == 1 - seat and i.zone == "up"), None)
    if up is None or not isinstance(up.card, Creature) or not isinstance(source.card, Creature):
        state.tell(ev.Effect(source.name, "the opponent's Up card is no creature: no fight"))
        return
    strength = duel_strength(source.card, up.card) + rule.bonus
    against = duel_strength(up.card, source.card)
    won = strength > against
    said = f"fights the Up card {up.name}: {strength} against {against}"
    state.tell(ev.Effect(source.name, said + (", it is beaten" if won else ", no effect")))
    if won and rule.fewer_draws:
        owed = (1 - seat, "fewer_draws", source.name, (str(rule.fewer_draws),))
        state.memory.board_effects = (*state.memory.board_effects, owed)
