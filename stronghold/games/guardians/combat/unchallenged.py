"""A primary match-up whose two creatures step out of it as unchallenged cards in melee
(docs/rules-notes/cards/unchallenged-pairs.md): You Can't See Me, I'm a Vampire
(``unchallenges_pair`` on the spell: cast in the match-up's spell window on a fighter of either
side that the pattern describes, an Undead). And a card of the opposing combat hand pulled out
to stand unchallenged in melee (``wins_pulls`` on a creature: Vikia Tso'Shan'Lu, beating her
primary opponent and rolling high enough; docs/rules-notes/cards/unchallenged-pulls.md).

Both creatures stay standing on the table: they never fight (the match-up is over, with the
result ``unchallenged`` and no winner), they count for control of the space, and secondary
attackers may still attack them, as any unchallenged card in melee.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, rerolls, shared
from stronghold.games.guardians.combat.handlers import won_handler
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import CardInstance, Role, Status
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


@won_handler("wins_pulls")
def _pull_on_win(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int
) -> None:
    """Beating its primary opponent, its owner rolls 1d6: high enough, a random card of the
    opposing combat hand is pulled out and shown; a creature that may fight stands unchallenged
    in melee (the opponent's still: it counts for his control, secondary attackers may attack
    it), any other card goes back to his hand (Vikia Tso'Shan'Lu)."""
    least = winner.creature.wins_pulls if winner.is_creature else 0
    m = state.current
    if not least or m is None or m.secondary or inforce.blanked(state, winner):
        return
    if not _hand(state, loser.owner):
        return
    if rerolls.roll(state, f"{winner.id}:pull", Frame("pull", (winner.id, loser.id))) is None:
        return  # a reroll is asked about first
    _pull(state, winner, loser)


def _hand(state: CombatState, side: int) -> list[CardInstance]:
    return [
        i for i in state.cards if i.owner == side and i.zone == "hand" and i.status == Status.HAND
    ]


@rerolls.continuation("pull")
def _pull_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _pull(state, state.by_id[args[0]], state.by_id[args[1]])


def _pull(state: CombatState, winner: CardInstance, loser: CardInstance) -> None:
    """Vikia's die read: high enough, a random card of the opposing combat hand is pulled."""
    m = state.current
    assert m is not None
    if rerolls.die(state, f"{winner.id}:pull") < winner.creature.wins_pulls:
        return
    hand = _hand(state, loser.owner)
    pulled = hand[state.rng.randrange(len(hand))]
    pulled.revealed = True
    if not pulled.is_creature or pulled.creature.command_only:
        state.tell(ev.Effect(winner.name, f"pulls {pulled.name}: no creature, it goes back"))
        return
    shared.to_table(state, pulled.id, Role.PRIMARY, m.number)
    pulled.matchup = None  # unchallenged: fighting no one
    state.tell(ev.Effect(winner.name, f"pulls {pulled.name}: it stands unchallenged in melee"))
