"""A command card whose owner takes a card into his storage hand (``fetch``,
docs/rules-notes/cards/command-fetches.md): Sebek, Queen of Magicians (a spell of the storage
hand discarded, then any spell of the draw deck taken) and Jambo Slick, Smuggler (a bribery
card of the discard pile taken, shown).

Phase ``command_fetch`` (once the command cards have acted, before the forced discards): the
owner of such a command ``discard``s the storage card that pays for the fetch or ``pass``es
(keeps it, and fetches nothing), or ``pull``s the card of that name from his discard pile as it
stands now. The combat holds neither the deck nor the storage hand beyond it: what is owed is
noted (``memory.board_effects``) and the whole game carries it out as the combat comes back
(play/board_effects.py; the deck search: play/deck_fetches.py). A combat on its own only notes
it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, CardInstance, Status
from stronghold.games.guardians.schema import AnyCard, Bribery, Fetch, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState

PHASE = "command_fetch"
#: What the board is owed: a search of the deck (``deck_fetch``), a card of the discard pile
#: by name (``pull_discard``).
DECK, PULL = "deck_fetch", "pull_discard"


def _fetch(state: CombatState, seat: int) -> Fetch | None:
    command = inforce.command_active(state, seat)
    return None if command is None else command.fetch


def is_kind(card: AnyCard, kind: str) -> bool:
    """Whether ``card`` is of the kind a fetch names (``spell``, ``bribery``)."""
    return isinstance(card, Spell) if kind == "spell" else isinstance(card, Bribery)


def _payments(state: CombatState, seat: int, fetch: Fetch) -> list[CardInstance]:
    """The storage cards ``seat`` may discard to pay for the fetch."""
    kind = fetch.pays
    assert kind is not None
    return [i for i in inforce.storage(state, seat) if is_kind(i.card, kind)]


def pile(state: CombatState, seat: int, kind: str) -> list[str]:
    """The names of the cards of ``kind`` in ``seat``'s discard pile as it stands: the pile the
    combat began with and the storage cards used since."""
    names = {c.name for c in state.setup.side(seat).discard if is_kind(c, kind)}
    names.update(
        i.name
        for i in state.cards
        if i.owner == seat
        and i.zone == "storage"
        and i.status == Status.USED
        and is_kind(i.card, kind)
    )
    return sorted(names)


def _due(state: CombatState, seat: int) -> Fetch | None:
    fetch = _fetch(state, seat)
    return None if fetch is None or seat in state.memory.fetched else fetch


def begin(state: CombatState) -> bool:
    """Once the commands have acted: each side whose command fetches chooses (True: a side is
    asked). A side with nothing to pay with is asked all the same while the opponent cannot
    know it (a face-down storage card); a pile with nothing to pull is public."""
    for seat in (ATTACKER, DEFENDER):
        fetch = _due(state, seat)
        if fetch is None:
            continue
        if fetch.pays is not None:
            has = bool(_payments(state, seat, fetch))
            if shared.asks(state, seat, has_choice=has, zones=("storage",)):
                state.phase, state.seat = PHASE, seat
                return True
            _settle(state, seat, "")
            continue
        if fetch.source == "discard" and pile(state, seat, fetch.cards):
            state.phase, state.seat = PHASE, seat
            return True
        _settle(state, seat, "")
    return False


def options(state: CombatState, seat: int) -> list[CombatAction]:
    fetch = _due(state, seat)
    assert fetch is not None
    if fetch.pays is not None:
        return [*(act.Discard(i.id) for i in _payments(state, seat, fetch)), act.PASS]
    return [act.Pull(name) for name in pile(state, seat, fetch.cards)]


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """The payment discarded (or none: nothing is fetched), or the card to pull named; what
    the board is owed noted."""
    if isinstance(action, act.Discard):
        inst = state.by_id[action.card]
        inst.status, inst.revealed = Status.USED, True  # to the discard pile as it comes back
        state.tell(ev.Discarded(seat, inst.name, _source(state, seat)))
        _settle(state, seat, inst.id)
    elif isinstance(action, act.Pull):
        _settle(state, seat, action.card)
    else:
        _settle(state, seat, "")


def _source(state: CombatState, seat: int) -> str:
    return state.by_id[state.commands[seat] or ""].name


def _settle(state: CombatState, seat: int, chosen: str) -> None:
    """``seat``'s fetch is settled with ``chosen`` (the card paid or pulled; "" none): the
    board is owed the search or the card."""
    fetch = _fetch(state, seat)
    assert fetch is not None
    state.memory.fetched[seat] = chosen
    source = _source(state, seat)
    if fetch.pays is not None and not chosen:
        state.tell(ev.Effect(source, "nothing is discarded: nothing is fetched"))
        return
    owed: tuple[int, str, str, tuple[str, ...]]
    if fetch.source == "deck":
        owed = (seat, DECK, source, (fetch.cards,))
        said = f"a {fetch.cards} of the draw deck goes to the storage hand after combat"
    elif chosen:
        owed = (seat, PULL, source, (chosen, "shown") if fetch.shown else (chosen,))
        said = f"{chosen} goes from the discard pile to the storage hand after combat"
    else:
        state.tell(ev.Effect(source, f"no {fetch.cards} card in the discard pile"))
        return
    state.memory.board_effects = (*state.memory.board_effects, owed)
    state.tell(ev.Effect(source, said))
