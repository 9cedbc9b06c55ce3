"""Where a shield may go: stopping, passing, flying, reaching, and what a space holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.play import board, fliers, on_shields, upgrades
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.schema import Stronghold, Terrain, TerrainCard

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def terrain_card(state: GameState, space: int) -> TerrainCard | None:
    if space not in state.terrain:
        return None
    cid, face_down = state.terrain[space]
    card = state.cards[cid].card
    return card if isinstance(card, TerrainCard) and not face_down else None


def no_flying(state: GameState, space: int) -> bool:
    card = terrain_card(state, space)
    if card is not None and (card.no_flying or Terrain.SPIRES in card.terrain_types):
        return True
    owner = board.stronghold_owner(space)
    if owner is not None:
        slot = state.players[owner].strongholds[board.column(space)]
        stronghold = state.cards[slot.card].card
        return isinstance(stronghold, Stronghold) and stronghold.no_flying
    return False


def enterable(state: GameState, seat: int, space: int) -> bool:
    """Where a shield may stop: lands, its own standing strongholds, its own rubble only to
    fight the enemy shield on it, and the opponent's stronghold spaces (an attack on them)."""
    owner = board.stronghold_owner(space)
    if owner is None or owner != seat:
        return True
    if not state.players[seat].strongholds[board.column(space)].rubble:
        return True
    return any(s.owner != seat for s in state.shields_at(space))


def enemy_stronghold(seat: int, space: int) -> bool:
    """Whether ``space`` holds a stronghold card of ``seat``'s opponent."""
    return board.stronghold_owner(space) == 1 - seat


def passable(state: GameState, seat: int, space: int) -> bool:
    """Whether a non-flying shield may move past a space (own terrain, own stronghold)."""
    if not enterable(state, seat, space):
        return False
    shield = state.shield_at(space)
    if shield is not None and shield.owner != seat:
        return False
    if board.stronghold_owner(space) == seat:
        return True
    if space not in state.terrain:
        return False
    return state.cards[state.terrain[space][0]].owner == seat


def can_fly(state: GameState, shield: ShieldStack) -> bool:
    creatures = [state.cards[c] for c in shield.contents if state.cards[c].is_creature]
    given = fliers.patterns(state, shield.contents)  # The Black Eye
    return bool(creatures) and all(fliers.flies(c.card, given) for c in creatures)


def destinations(
    state: GameState, shield: ShieldStack, *, flying: bool
) -> list[tuple[int | None, int]]:
    """(via, destination) pairs a shield may move to this turn (via None: one space)."""
    seat = shield.owner
    start = shield.space
    out: list[tuple[int | None, int]] = []
    # worked out once per call (the state does not change while the routes are listed): the
    # Force Barriers' spaces, the spaces with an opposing shield, with another own shield,
    # and the owner of the first shield on each space
    barred = {player.barrier for player in state.players}
    if start in barred or (flying and no_flying(state, start)):
        return out
    enemy_on: set[int] = set()
    own_other_on: set[int] = set()
    first_owner: dict[int, int] = {}
    for other in state.shields.values():
        space = other.space
        first_owner.setdefault(space, other.owner)
        if other.owner != seat:
            enemy_on.add(space)
        elif other.id != shield.id:
            own_other_on.add(space)
    owners = board.STRONGHOLD_OWNERS
    own_slots = state.players[seat].strongholds
    no_home = on_shields.barred_from_strongholds(state, shield.id)  # a Voodoo Hat on it
    # whether the shield may stop on each space met so far; its stacking points once needed
    stops: dict[int, bool] = {}
    carried = -1

    def stop_allowed(dest: int) -> bool:
        nonlocal carried
        if dest in barred or dest in own_other_on:
            return False
        owner = owners[dest]
        if owner is not None:
            if no_home:
                return False
            if owner == seat:
                if own_slots[dest % board.COLUMNS].rubble and dest not in enemy_on:
                    return False  # own rubble, only to fight the opposing shield on it
                if dest != start:
                    if carried < 0:
                        carried = points(state, shield.contents)
                    if state.stack_of(seat, dest) + carried > state.space_limit(shield):
                        return False
        flight_barred = flying and upgrades.no_flying_onto(state, seat, dest)
        return not (flight_barred or (flying and no_flying(state, dest)))

    terrain = state.terrain
    cards = state.cards
    for step in board.neighbours(start):
        allowed = stops.get(step)
        if allowed is None:
            allowed = stops[step] = stop_allowed(step)
        if allowed and step != start:
            out.append((None, step))
        if step in barred:
            continue  # no movement over a Force Barrier's space
        owner = owners[step]
        own_rubble = (
            owner == seat and own_slots[step % board.COLUMNS].rubble and step not in enemy_on
        )  # (not ``enterable``)
        if flying:
            if no_flying(state, step):
                continue
            if owner is not None and (owner != seat or no_home or own_rubble):
                continue  # no flying over the opponent's strongholds or one's own rubble
        elif own_rubble or (no_home and owner is not None):
            continue
        elif first_owner.get(step, seat) != seat:
            continue  # (an opposing shield there bars the way)
        elif owner != seat:
            land = terrain.get(step)  # past a land only with one's own terrain on it
            if land is None or cards[land[0]].owner != seat:
                continue
        through_home = owner == seat
        for dest in board.neighbours(step):
            if dest == start and not through_home:
                continue
            allowed = stops.get(dest)
            if allowed is None:
                allowed = stops[dest] = stop_allowed(dest)
            if not allowed or ((None, dest) in out and not through_home):
                continue
            out.append((step, dest))
    return out


def space_load(state: GameState, shield: ShieldStack) -> int:
    """Points on the shield's space: the shield's cards, and on or under a stronghold there."""
    return state.stack_of(shield.owner, shield.space)


def points(state: GameState, cards: list[str]) -> int:
    return sum(state.cards[c].stack_value for c in cards)


def reachable(state: GameState, seat: int, start: int, dest: int, *, flying: bool) -> bool:
    if state.barred(start) or state.barred(dest):
        return False
    if dest in board.neighbours(start):
        return True
    for step in board.neighbours(start):
        if dest in board.neighbours(step) and not state.barred(step):
            if flying and not no_flying(state, step):
                return True
            if passable(state, seat, step):
                return True
    return False
