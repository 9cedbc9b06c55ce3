"""The board effects a combat noted (combat/board_effects.py), carried out on the contested
space as the combat comes back: a terrain card discarded or turned face down, a stronghold card
turned to rubble. docs/rules-notes/cards/board-effects.md."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import accessory_takes, board, discard_tolls, terrain_claims
from stronghold.games.guardians.schema import Bribery, Shield

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def terrain_kind(state: GameState, space: int) -> str | None:
    """The kind of terrain card on ``space`` (``face_up``, ``face_down``, ``shield_terrain``)."""
    laid = state.terrain.get(space)
    if laid is None:
        return None
    cid, face_down = laid
    if face_down:
        return "face_down"
    return "shield_terrain" if isinstance(state.cards[cid].card, Shield) else "face_up"


def carry_out(
    state: GameState,
    seats: list[int],
    space: int,
    owed: tuple[tuple[int, str, str, tuple[str, ...]], ...],
) -> None:
    """Each effect owed, in the order the combat noted them (``seats``: the game's seat of each
    combat side)."""
    for side, what, source, kinds in owed:
        victim = seats[side]
        if what == "recover_bribery":  # the side takes the card (Nubian Slave Girl)
            recover_bribery(state, victim, source, kinds[0])
            continue
        if what == "fewer_draws":  # its Up card beaten (Shadow Warrior)
            state.players[victim].extra_draws -= int(kinds[0])
            state.tell(events.ExtraDraw(victim, source, -int(kinds[0])))
            continue
        if what == "pull_discard":  # a card named as the command acted (Jambo Slick)
            pull(state, victim, source, kinds[0], shown="shown" in kinds[1:])
            continue
        if what == "deck_fetch":  # a search, made before the retreat (play/deck_fetches.py)
            continue
        if what == "under_to_pen":
            under_to_pen(state, victim, source)
            continue
        if what == "rubble":
            ruin(state, victim, space, source)
            continue
        if what == "lay_terrain":  # asked once the retreat is over (Cactus McFingers)
            terrain_claims.note(state, victim, kinds[0])
            continue
        if what == "creature_terrain":  # laid in Terrain Settlement (Reverend Smilin' Jack)
            terrain_claims.note_creatures(state, victim, kinds)
            continue
        if what == "take_accessory":  # asked once the movement option is over (Imhotep)
            accessory_takes.note(state, victim, source)
            continue
        kind = terrain_kind(state, space)
        if kind is None or (kinds and kind not in kinds):
            continue
        cid, _face_down = state.terrain[space]
        if state.cards[cid].owner != victim:
            continue  # only the opponent's own terrain card
        name = state.cards[cid].name
        if what == "discard_terrain":
            del state.terrain[space]
            state.discard(cid)
            state.tell(events.TerrainDestroyed(1 - victim, source, board.name(space), name))
        elif kind == "face_up":  # turned face down: its owner's opponent saw it, it stays known
            state.terrain[space] = (cid, True)
            state.tell(events.TerrainTurned(1 - victim, source, board.name(space), name))


def under_to_pen(state: GameState, owner: int, by: str) -> None:
    """Every creature under ``owner``'s stronghold cards and on his upgrades goes to his
    Creature Pen (Gehrund, Field Marshal)."""
    player = state.players[owner]
    moved: list[str] = []
    for slot in player.strongholds:
        moved += slot.under + slot.held + slot.extra_held
        slot.under, slot.held, slot.extra_held = [], [], []
    player.pen.extend(moved)
    player.channeled = [cid for cid in player.channeled if cid not in moved]
    state.tell(events.UnderToPen(owner, by, len(moved)))


def ruin(state: GameState, owner: int, space: int, by: str) -> None:
    """``owner``'s stronghold card on ``space`` turns to rubble, if it stands: everything on it,
    under it and beside it goes to its owner's discard pile."""
    if board.stronghold_owner(space) != owner:
        return
    slot = state.players[owner].strongholds[board.column(space)]
    if slot.rubble:
        return
    slot.rubble = True
    beside = [cid for cid in (slot.upgrade, slot.extra) if cid is not None]
    lost = slot.on + slot.under + slot.held + slot.extra_held + beside
    for cid in lost:
        state.discard(cid)
    slot.on, slot.under, slot.upgrade, slot.held = [], [], None, []
    slot.extra, slot.extra_held = None, []
    names = tuple(state.cards[c].name for c in lost)
    state.tell(
        events.StrongholdRuined(owner, board.name(space), state.cards[slot.card].name, by, names)
    )


def recover_bribery(state: GameState, seat: int, source: str, kind: str) -> None:
    """A bribery card of ``kind`` goes from ``seat``'s discard pile to its storage hand, if the
    pile holds one (combat/matchup_exits.py)."""
    player = state.players[seat]
    for cid in player.discard:
        card = state.cards[cid].card
        if isinstance(card, Bribery) and card.bribes == kind:
            if not discard_tolls.take(state, seat, cid):
                return  # (its owner cannot pay the Banishment's toll: it stays)
            player.storage.append(cid)
            state.tell(events.Recovered(seat, source, (state.cards[cid].name,)))
            return


def pull(state: GameState, seat: int, source: str, name: str, *, shown: bool) -> None:
    """The card named ``name`` goes from ``seat``'s discard pile to its storage hand, known to
    both seats there if ``shown`` (combat/command_fetches.py), if the pile still holds one."""
    player = state.players[seat]
    for cid in player.discard:
        if state.cards[cid].name == name:
            if not discard_tolls.take(state, seat, cid):
                return  # (its owner cannot pay the Banishment's toll: it stays)
            player.storage.append(cid)
            if shown:
                state.set_public(cid)
            state.tell(events.Recovered(seat, source, (name,)))
            return
