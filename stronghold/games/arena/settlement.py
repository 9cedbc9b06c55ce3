"""Phase III, Terrain Settlement: terrain, exiting the arena, the Challenge, the Raid, and the
end of the turn (captured creatures go home)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.arena import actions as act
from stronghold.games.arena import events, fights, organize, turns
from stronghold.games.arena.model import (
    RUINS_TO_REACH_GUARDIAN,
    is_terrain,
    parse_place,
    place,
    unique_names,
)
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play import organize as guardians_organize
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.schema import Shield

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def start_phase(state: ArenaState) -> None:
    """A. Terrain: the pen goes into the hand; then each creature in the arena may destroy
    the terrain under it or lay one from the hand (in turns, the Active player first)."""
    for player in state.arena_players:
        player.hand.extend(player.pen)
        player.pen.clear()
    turns.open_step(state, "terrain", terrain_options, _exit_arena)


def terrain_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """For each own creature in the arena that has not acted: raze the terrain it stands on,
    or lay a terrain card from the hand on its bare space."""
    player = state.player(seat)
    terrains = [
        cid for cid in unique_names(state.cards, player.hand) if is_terrain(state.cards[cid].card)
    ]
    for shield in state.arena_shields(seat):
        if shield.contents[0] in player.moved:
            continue
        name = board.name(shield.space)
        if shield.space in state.terrain:
            yield act.Raze(name)
        else:
            yield from (act.LayTerrain(cid, name) for cid in terrains)
    yield act.Pass()


def terrain_possible(state: ArenaState, seat: int) -> bool:
    """Whether, as the other seat sees it, ``seat`` might lay a terrain from its face-down
    hand: one of its creatures in the arena has not acted and stands on a bare space."""
    moved = state.player(seat).moved
    return turns.hand_secret(state, seat) and any(
        shield.contents[0] not in moved and shield.space not in state.terrain
        for shield in state.arena_shields(seat)
    )


turns.POSSIBLE["terrain"] = terrain_possible


def do_terrain(state: ArenaState, seat: int, action: GameAction) -> None:
    """Raze or lay a terrain where an own creature stands."""
    if isinstance(action, act.Pass):
        turns.mark_passed(state, seat)
    else:
        assert isinstance(action, act.Raze | act.LayTerrain)
        space = board.parse_space(action.space)
        assert space is not None
        if isinstance(action, act.Raze):
            cid, _face_down = state.terrain.pop(space)
            state.discard(cid)
            state.tell(events.Razed(seat, action.space, state.cards[cid].name))
        else:
            state.player(seat).hand.remove(action.card)
            organize.lay_terrain(state, seat, action.card, space)
        shield = state.shield_of(seat, space)
        assert shield is not None
        state.player(seat).moved.append(shield.contents[0])
    turns.next_turn(state, seat, terrain_options, _exit_arena)


def _exit_arena(state: ArenaState) -> None:
    """B. Exiting Arena: every creature in the arena is Victorious, out of the game before its
    Guardian; its shield goes to the Storage, its items to the pen. Then C. Challenge."""
    for shield in state.arena_shields():
        del state.shields[shield.id]
        player = state.player(shield.owner)
        creature, *items = shield.contents
        state.set_public(creature)
        player.victorious.append(creature)
        player.pen.extend(items)
        player.storage.append(shield.id)
        state.tell(events.Victorious(shield.owner, state.cards[creature].name))
    start_challenge(state)


def start_challenge(state: ArenaState) -> None:
    """C. Challenge: one option each, the Active player first."""
    turns.open_step(state, "challenge", challenge_options, start_raid_step)


def _own_shields(state: ArenaState, seat: int) -> list[str]:
    """Shields ``seat`` may play: from the hand, or off one of its creatures in play."""
    hand = state.player(seat).hand
    shields = [
        cid for cid in unique_names(state.cards, hand) if isinstance(state.cards[cid].card, Shield)
    ]
    spaces = state.stronghold_spaces(seat, ruined=None)
    return shields + [s.id for s in state.shields.values() if s.owner == seat and s.space in spaces]


def unshielded(state: ArenaState, seat: int) -> list[str]:
    """Places of ``seat``'s creatures in play without a shield (on or under a stronghold)."""
    out = []
    for space in state.stronghold_spaces(seat, ruined=None):
        slot = state.slot_at(space)
        out += [place("on", space)] if slot.on else []
        out += [place("under", space)] if slot.under else []
    return out


def challenge_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """One of: capture an unshielded enemy creature with a shield, or destroy an enemy shield
    in play with one; or pass."""
    shields = _own_shields(state, seat)
    if shields:
        enemy = 1 - seat
        targets = unshielded(state, enemy)
        enemy_shields = sorted(s.id for s in state.shields.values() if s.owner == enemy)
        enemy_shields += sorted(s.id for s in state.captured.values() if s.owner == enemy)
        for shield in shields:
            yield from (act.Capture(shield, target) for target in targets)
            yield from (act.Break(shield, target) for target in enemy_shields)
    yield act.Pass()


def challenge_possible(state: ArenaState, seat: int) -> bool:
    """Whether, as the other seat sees it, ``seat`` might challenge with a shield from its
    face-down hand: there is an enemy creature to capture or an enemy shield to destroy."""
    enemy = 1 - seat
    targets = unshielded(state, enemy) or any(
        s.owner == enemy for s in [*state.shields.values(), *state.captured.values()]
    )
    return turns.hand_secret(state, seat) and bool(targets)


turns.POSSIBLE["challenge"] = challenge_possible


def _take_shield(state: ArenaState, seat: int, shield_id: str) -> None:
    """Take a shield from the hand, or off an own creature (which stays, unshielded)."""
    player = state.player(seat)
    if shield_id in player.hand:
        player.hand.remove(shield_id)
    else:
        stack = state.shields.pop(shield_id)
        state.slot_at(stack.space).on = stack.contents
    state.set_public(shield_id)


def do_challenge(state: ArenaState, seat: int, action: GameAction) -> None:
    """Capture (the creature, face up, is held until the end of the turn) or destroy a shield
    (both shields are discarded; a captured creature freed so goes to its owner's pen)."""
    if isinstance(action, act.Capture | act.Break):
        shield_id, target = action.shield, action.target
        _take_shield(state, seat, shield_id)
        if isinstance(action, act.Capture):
            unit = state.unit_at(target)
            cards = list(unit)
            unit.clear()
            parsed = parse_place(target)
            assert parsed is not None
            state.captured[shield_id] = ShieldStack(shield_id, seat, parsed[1], contents=cards)
            for cid in cards:
                state.set_public(cid)
            shield_name, card_name = state.cards[shield_id].name, state.cards[cards[0]].name
            state.tell(events.Captured(seat, shield_name, target, card_name))
        else:
            if target in state.shields:
                stack = state.shields.pop(target)
                state.slot_at(stack.space).on = stack.contents
            else:
                stack = state.captured.pop(target)
                for cid in stack.contents:
                    state.players[state.cards[cid].owner].pen.append(cid)
            for cid in (shield_id, target):
                state.discard(cid)
                state.players[state.cards[cid].owner].shields_lost += 1
            broken, by = state.cards[target].name, state.cards[shield_id].name
            state.tell(events.ShieldBroken(seat, broken, by))
    turns.mark_passed(state, seat)
    turns.next_turn(state, seat, challenge_options, start_raid_step)


def start_raid_step(state: ArenaState) -> None:
    """D. Raid: one option each, the Active player first."""
    turns.open_step(state, "raid", raid_options, _end_turn)


def raid_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """One of: a creature in play (on an own stronghold card, or captured) attacks an
    unshielded enemy creature, an empty enemy stronghold card (with a card in hand to lose),
    or the Guardian once two of its stronghold cards are ruins; a terrain card from the hand
    rebuilds an own ruin; or pass."""
    enemy = 1 - seat
    attackers = [
        place("on", s) for s in state.stronghold_spaces(seat, ruined=None) if state.unit_on(s)
    ]
    attackers += sorted(sid for sid, stack in state.captured.items() if stack.owner == seat)
    targets = unshielded(state, enemy)
    hand = state.player(seat).hand
    if hand:
        targets += [
            board.name(s)
            for s in state.stronghold_spaces(enemy)
            if not state.unit_on(s) and not state.slot_at(s).under
        ]
    if len(state.stronghold_spaces(enemy, ruined=True)) >= RUINS_TO_REACH_GUARDIAN:
        targets.append("guardian")
    for attacker in attackers:
        yield from (act.Raid(attacker, target) for target in targets)
    ruins = state.stronghold_spaces(seat, ruined=True)
    for cid in unique_names(state.cards, hand):
        if is_terrain(state.cards[cid].card):
            yield from (act.Rebuild(cid, board.name(s)) for s in ruins)
    yield act.Pass()


def raid_possible(state: ArenaState, seat: int) -> bool:
    """Whether, as the other seat sees it, ``seat`` might rebuild a ruin with a terrain from
    its face-down hand (its raids themselves are public choices)."""
    return turns.hand_secret(state, seat) and bool(state.stronghold_spaces(seat, ruined=True))


turns.POSSIBLE["raid"] = raid_possible


def do_raid(state: ArenaState, seat: int, action: GameAction) -> None:
    """Carry out the seat's one Raid option (a fight goes on in the combat phase)."""
    turns.mark_passed(state, seat)
    if isinstance(action, act.Rebuild):
        cid, name = action.card, action.space
        space = board.parse_space(name)
        assert space is not None
        state.player(seat).hand.remove(cid)
        state.discard(cid)
        state.slot_at(space).rubble = False
        state.tell(events.Rebuilt(seat, name, state.cards[cid].name))
    elif isinstance(action, act.Raid):
        attacker, target = action.attacker, action.target
        for cid in fights.unit_of(state, attacker)[:1]:
            state.set_public(cid)
        space = board.parse_space(target)
        if space is None:
            fights.start_raid(state, seat, attacker, target)
            return
        _ruin(state, seat, space)
    raid_done(state, seat)


def _ruin(state: ArenaState, seat: int, space: int) -> None:
    """An empty stronghold card attacked: the attacker loses a card of his hand at random
    (drawn by the opponent), and the card turns to its Ruin side (its upgrade is lost)."""
    hand = state.player(seat).hand
    lost = hand.pop(state.rng.randrange(len(hand)))
    state.discard(lost)
    slot = state.slot_at(space)
    slot.rubble = True
    for cid in (slot.upgrade, slot.extra):  # an extra one (Ragmort's Engineers) goes with it
        if cid is not None:
            state.discard(cid)
    slot.upgrade = slot.extra = None
    stronghold, card_lost = state.cards[slot.card].name, state.cards[lost].name
    state.tell(events.Ruined(seat, board.name(space), stronghold, card_lost))


def raid_done(state: ArenaState, seat: int) -> None:
    """``seat``'s Raid is over: the other seat's, or the end of the turn."""
    turns.next_turn(state, seat, raid_options, _end_turn)


def _end_turn(state: ArenaState) -> None:
    """E. End of turn: captured creatures go to their owners' pens, capturing shields to
    their owners' Storage; the Up cards wait to be drawn; then the next turn."""
    for shield_id, stack in sorted(state.captured.items()):
        for cid in stack.contents:
            state.players[state.cards[cid].owner].pen.append(cid)
        state.players[state.cards[shield_id].owner].storage.append(shield_id)
    state.captured.clear()
    if not state.end_of_phase():
        guardians_organize.next_turn(state)
