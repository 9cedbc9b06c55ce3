"""A terrain card laid on a land just won (command ``board_effect = { what = "lay_terrain" }``:
Cactus McFingers; docs/rules-notes/cards/board-effects.md).

The combat notes the right as the space is decided (its side won, the command in force, the
card standing or beaten: it may yet be healed); the board keeps it as a mark on the seat
(``MARK`` + the card's id, in ``Player.move_spells``) and, once the loser's retreat is over,
asks the seat (phase ``claim``) if the card is still under the winning shield and the space is
a disputed land without a terrain card of the seat's own: ``terrain SHIELD CARD`` lays a
terrain card (or shield/terrain card) of its Creature Pen there face up, the opponent's terrain
card there discarded first, or ``pass``. Being asked depends only on what both seats saw; the
seat is asked even without a terrain card while its pen holds a card the other seat has not
seen.

Reverend Smilin' Jack's right (``board_effect = { what = "creature_terrain" }``) is kept the
same way, one mark (``CREATURE_MARK`` + the card's id) per creature of the winning shield not
beaten in the combat, until the turn ends: in Terrain Settlement a marked creature still
under a shield on a bare land may be laid there face down for no stone (``creature_plays``,
``lay_creature``), if another creature stays under the shield.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import terrain_events
from stronghold.games.guardians.combat import saved
from stronghold.games.guardians.combat.model import CardInstance, Status
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import RetreatStep
from stronghold.games.guardians.schema import AnyCard, Creature, Shield, TerrainCard

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState
    from stronghold.games.guardians.play.model import ShieldStack
    from stronghold.games.guardians.play.state import GameState

PHASE = "claim"
#: The mark of a creature a card's right lets be laid as face-down terrain (Reverend Smilin'
#: Jack), followed by the creature's id.
CREATURE_MARK = "creature_terrain:"
#: The mark of a seat owed the right by the combat just over, followed by the card's id.
MARK = "lay_terrain:"


def note(state: GameState, seat: int, cid: str) -> None:
    """The combat just over gave ``seat`` the right, if ``cid`` is alive after it."""
    state.players[seat].move_spells.append(MARK + cid)


def is_terrain(state: GameState, cid: str) -> bool:
    """Whether ``cid`` may be laid as terrain face up: a terrain or shield/terrain card."""
    card = state.cards[cid].card
    return isinstance(card, TerrainCard) or (
        isinstance(card, Shield) and card.shield_type == "shield/terrain"
    )


def terrain_plays(state: GameState, seat: int, shield_id: str) -> Iterator[act.Terrain]:
    """The terrain cards of ``seat``'s pen that could be laid under ``shield_id``."""
    for cid in sorted(state.players[seat].pen):
        if is_terrain(state, cid):
            yield act.Terrain(shield_id, cid)


def _take_marks(state: GameState, seat: int) -> list[str]:
    """The cards ``seat`` holds the right for, their marks dropped."""
    marks = state.players[seat].move_spells
    found = [m for m in marks if m.startswith(MARK)]
    for mark in found:
        marks.remove(mark)
    return [mark.removeprefix(MARK) for mark in found]


def _claimer(state: GameState, winner: ShieldStack | None) -> str | None:
    """The card whose right the winner's owner holds, if it is alive under the winning shield
    (every mark of the combat is dropped: the right lasts this moment only)."""
    found = None
    for seat in (0, 1):
        for cid in _take_marks(state, seat):
            if winner is not None and seat == winner.owner and cid in winner.contents:
                found = cid
    return found


def offer(state: GameState, winner: ShieldStack | None) -> bool:
    """The retreat is over and ``winner`` holds the space: ask its owner if owed the right
    (True: phase ``claim``, the mark kept until the answer)."""
    source = _claimer(state, winner)
    if winner is None or source is None or not board.is_land(winner.space):
        return False
    laid = state.terrain.get(winner.space)
    if laid is not None and state.cards[laid[0]].owner == winner.owner:
        return False  # his own terrain is not replaced
    seat = winner.owner
    has = any(True for _ in terrain_plays(state, seat, winner.id))
    if state.asks(seat, has_choice=has, secret=state.players[seat].pen):
        note(state, seat, source)
        state.phase, state.seat = PHASE, seat
        return True
    return False


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Lay a terrain card of the pen under the winning shield, or let the moment go by."""
    winner = state.step_as(RetreatStep).winner
    yield from terrain_plays(state, seat, winner)
    yield act.Pass()


def answer(state: GameState, seat: int, action: GameAction) -> None:
    """``pass``, or ``terrain``: the opponent's terrain card on the space is discarded, then
    the card is laid face up."""
    kept = _take_marks(state, seat)
    if not isinstance(action, act.Terrain):
        return
    shield = state.shields[action.shield]
    space, space_name = shield.space, board.name(shield.space)
    by = state.cards[kept[0]].name if kept else state.cards[shield.id].name
    laid = state.terrain.pop(space, None)
    if laid is not None:
        state.discard(laid[0])
    cid = action.card
    state.players[seat].pen.remove(cid)
    state.set_public(cid)
    state.terrain[space] = (cid, False)
    replaced = None if laid is None else state.cards[laid[0]].name
    terrain = state.cards[cid].name
    state.tell(terrain_events.TerrainClaimed(seat, by, space_name, terrain, replaced))


def note_creatures(state: GameState, seat: int, cids: tuple[str, ...]) -> None:
    """The combat just over let ``seat`` lay any of ``cids`` (its creatures not beaten there)
    as face-down terrain this turn."""
    state.players[seat].move_spells.extend(CREATURE_MARK + cid for cid in cids)


def creature_plays(state: GameState, seat: int, shield_id: str) -> Iterator[act.Facedown]:
    """The marked creatures under ``shield_id`` that may be laid face down as its land's
    terrain, for no stone: not its last creature."""
    marks = state.players[seat].move_spells
    if not any(m.startswith(CREATURE_MARK) for m in marks):
        return
    contents = state.shields[shield_id].contents
    creatures = [cid for cid in contents if state.cards[cid].is_creature]
    if len(creatures) < 2:
        return
    for cid in sorted(creatures):
        if CREATURE_MARK + cid in marks:
            yield act.Facedown(shield_id, cid)


def lay_creature(state: GameState, seat: int, shield_id: str, cid: str) -> None:
    """``cid`` leaves its shield and lies face down as the land's terrain (its mark gone; an
    item it can no longer hold is lost)."""
    shield = state.shields[shield_id]
    shield.contents.remove(cid)
    state.players[seat].move_spells.remove(CREATURE_MARK + cid)
    state.terrain[shield.space] = (cid, True)
    state.release_items(shield.contents)
    by = "Reverend Smilin' Jack"
    name = state.cards[cid].name
    state.tell(terrain_events.CreatureLaidAsTerrain(seat, by, board.name(shield.space), name))


def _brings_terrain(card: AnyCard) -> bool:
    """Whether ``card``'s command brings its side's face-down terrain card into the combat."""
    return isinstance(card, Creature) and card.command is not None and card.command.terrain_joins


def joinable_terrain(state: GameState, seat: int, space: int) -> str | None:
    """``seat``'s face-down terrain card on ``space``, dealt into the combat there when its
    deck list holds a card that may bring it into the combat hand (public: the deck list and
    the face-down card's owner)."""
    laid = state.terrain.get(space)
    if laid is None or not laid[1] or state.cards[laid[0]].owner != seat:
        return None
    return laid[0] if state.owns_any(seat, _brings_terrain) else None


#: Where a lost face-down terrain card goes, by how the combat lost it.
_WHERE = {"pen": "Creature Pen", "storage": "storage hand", "discard": "discard pile"}


def back_from_combat(state: GameState, seat: int, space: int, combat: CombatState,
                     inst: CardInstance) -> None:  # fmt: skip
    """The face-down terrain card dealt into the combat stays on the land unless the combat
    lost it (beaten and not healed, destroyed, discarded, bribed or sent home)."""
    if inst.status in (Status.HAND, Status.STANDING, Status.HEALED):
        return
    cid = inst.board_id
    assert cid is not None
    if state.terrain.get(space, ("", False))[0] == cid:
        del state.terrain[space]
    player = state.players[seat]
    where = "discard"
    if inst.id in combat.to_storage:
        where = "storage"
        player.storage.append(cid)
    elif inst.status in (Status.BRIBED, Status.RETURNED) or saved.saved_by(combat, inst):
        where = "pen"
        player.pen.append(cid)
    else:
        state.discard(cid)
    name = state.cards[cid].name
    state.tell(terrain_events.TerrainLeft(seat, board.name(space), name, _WHERE[where]))
