"""Where a shield may go: stopping, passing, flying, reaching, and what a space holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.play import board, fliers, on_shields, upgrades
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.model import points as model_points
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
    creatures = [c for c in shield.contents if state.cards[c].is_creature]
    aloft = fliers.flying(state, shield.contents)  # The Black Eye, Amulet of Flying
    return bool(creatures) and all(c in aloft for c in creatures)


def destinations(
    state: GameState, shield: ShieldStack, *, flying: bool, reach: int = 2
) -> list[tuple[int, ...]]:
    """The routes a shield may take this turn, each the spaces it enters in order (those it
    passes, then its destination), of at most ``reach`` spaces (two by the rules; one more for
    each extra space: play/extra_moves.py). No space is entered twice; a shield comes back
    to its start only having passed an own stronghold space (to pick up and drop off), and a
    route longer than two spaces is listed only if no shorter one reaches the same place or it
    passes an own stronghold space."""
    seat = shield.owner
    start = shield.space
    out: list[tuple[int, ...]] = []
    # worked out once per call (the state does not change while the routes are listed):
    # the Force Barriers' spaces, the shields on each space, whether a space is a stop
    barred = {player.barrier for player in state.players}
    on_space: dict[int, list[ShieldStack]] = {}
    for other in state.shields.values():
        on_space.setdefault(other.space, []).append(other)
    owner_of = board.stronghold_owner
    own_slots = state.players[seat].strongholds
    stops: dict[int, bool] = {}
    no_home = on_shields.barred_from_strongholds(state, shield.id)  # a Voodoo Hat on it

    def enters(space: int) -> bool:  # ``enterable``, with the shields found above
        owner = owner_of(space)
        if owner != seat or not own_slots[space % board.COLUMNS].rubble:
            return True
        return any(o.owner != seat for o in on_space.get(space, ()))

    def can_stop(dest: int) -> bool:
        known = stops.get(dest)
        if known is None:
            known = stops[dest] = stop_allowed(dest)
        return known

    def stop_allowed(dest: int) -> bool:
        if dest in barred or not enters(dest) or (no_home and owner_of(dest) is not None):
            return False
        for other in on_space.get(dest, ()):
            if other.owner == seat and other.id != shield.id:
                return False
        if dest != start and owner_of(dest) == seat:
            load = state.stack_of(seat, dest, shield.contents)
            if load > state.space_limit(shield):
                return False
        if flying and upgrades.no_flying_onto(state, seat, dest):
            return False
        return not (flying and no_flying(state, dest))

    def passes(space: int) -> bool:  # ``passable``, with the shields found above
        if not enters(space) or (no_home and owner_of(space) is not None):
            return False
        there = on_space.get(space)
        if there and there[0].owner != seat:
            return False
        if owner_of(space) == seat:
            return True
        terrain = state.terrain.get(space)
        return terrain is not None and state.cards[terrain[0]].owner == seat

    if (flying and no_flying(state, start)) or start in barred:
        return out
    further = reach > 2
    onward: list[tuple[int, int]] = []  # (with extra spaces) the two-space ways on, to go on
    for step in board.neighbours(start):  # the first two spaces, as the rules allow
        if can_stop(step):
            out.append((step,))
        if step in barred or reach < 2:
            continue  # no movement over a Force Barrier's space
        if flying:
            if no_flying(state, step):
                continue
            owner = owner_of(step)
            if owner is not None and (owner != seat or no_home or not enters(step)):
                continue  # no flying over the opponent's strongholds or one's own rubble
        elif not passes(step):
            continue  # (an opposing shield there bars the way)
        through_home = owner_of(step) == seat
        for dest in board.neighbours(step):
            if dest == start:
                if through_home and can_stop(dest):
                    out.append((step, dest))
            elif can_stop(dest):
                out.append((step, dest))
            if further and dest != start:
                onward.append((step, dest))
    if not further:
        return out

    def goes_on(step: int) -> bool:  # whether the shield may pass ``step`` on its way
        if step in barred:
            return False
        if flying:
            owner = owner_of(step)
            if no_flying(state, step):
                return False
            return owner is None or (owner == seat and not no_home and enters(step))
        return passes(step)

    def walk(path: tuple[int, ...], through_home: bool) -> None:
        """Each next space after ``path`` (the spaces past the first two: extra spaces)."""
        for dest in board.neighbours(path[-1]):
            if dest in path:
                continue
            if dest == start:
                if through_home and can_stop(dest):
                    out.append((*path, dest))
                continue
            if can_stop(dest):
                out.append((*path, dest))
            if len(path) + 1 < reach and goes_on(dest):
                walk((*path, dest), through_home or owner_of(dest) == seat)

    for path in onward:
        if goes_on(path[-1]):
            walk(path, any(owner_of(space) == seat for space in path))
    return _shortest(out, seat)


def _shortest(found: list[tuple[int, ...]], seat: int) -> list[tuple[int, ...]]:
    """The routes ``found`` without the detours: a route longer than another to the same place
    that passes no own stronghold space (where it could pick up and drop off)."""
    fewest: dict[int, int] = {}
    for path in found:
        fewest[path[-1]] = min(fewest.get(path[-1], len(path)), len(path))
    return [
        path
        for path in found
        if len(path) == fewest[path[-1]]
        or any(board.stronghold_owner(space) == seat for space in path[:-1])
    ]


def space_load(state: GameState, shield: ShieldStack) -> int:
    """Points on the shield's space: the shield's cards, and on or under a stronghold there."""
    return state.stack_of(shield.owner, shield.space)


def points(state: GameState, cards: list[str]) -> int:
    return model_points(state.cards, cards)


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
