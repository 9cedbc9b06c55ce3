"""Draw and Organize: drawing the turn's cards, then placing creatures, shields and upgrades."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import SPACE_LIMIT, ShieldStack
from stronghold.games.guardians.schema import Creature, Shield, Terrain, TerrainCard, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

FIRST_DRAW = 12


def start_turn(state: GameState) -> None:
    """A new turn: each seat draws (with its Guardian's numbers), then organizing starts."""
    state.log_event("turn", number=state.turn)
    for player in state.players:
        player.channeled.clear()
        player.flew = False
        player.organized = False
        player.placed.clear()
    state.pending = {"drawer": 0}
    _next_draw(state)


def draw_count(state: GameState, seat: int) -> int:
    """How many cards a seat draws this turn (12 on the first; base draw, MDL, LDL, LUC after)."""
    if state.turn == 1:
        return FIRST_DRAW
    player = state.players[seat]
    guardian = player.guardian
    mine = sum(1 for land in board.LANDS if state.controller(land) == seat)
    theirs = sum(1 for land in board.LANDS if state.controller(land) == 1 - seat)
    count = guardian.draw
    if mine > theirs:
        count += guardian.mdl
    elif mine < theirs:
        count += guardian.ldl
    if player.lower_up:
        count += guardian.luc
    for bonus in guardian.draw_bonus:
        count += bonus.amount * _draw_bonus_count(state, seat, bonus.per)
    return max(0, count)


def _draw_bonus_count(state: GameState, seat: int, per: str) -> int:
    """How many of the things a Guardian's draw bonus counts the seat has."""
    if per == "controlled_swamp":
        return sum(
            1
            for land in board.LANDS
            if state.controller(land) == seat and _land_is(state, land, Terrain.SWAMPS)
        )
    if per == "shield_in_lands":
        return sum(1 for s in state.shields.values() if s.owner == seat and board.is_land(s.space))
    if per == "shield_lost":
        return state.players[seat].shields_lost
    up = state.players[seat].previous_up
    card = state.cards[up].card if up is not None else None
    return int(isinstance(card, Creature) and card.size == "S")


def _land_is(state: GameState, land: int, terrain: Terrain) -> bool:
    if land not in state.terrain:
        return False
    cid, face_down = state.terrain[land]
    card = state.cards[cid].card
    return not face_down and isinstance(card, TerrainCard) and terrain in card.terrain_types


def _tes_let(state: GameState, seat: int) -> bool:
    """Whether the seat's Guardian may discard its previous Up card instead of drawing it."""
    return state.players[seat].guardian.discard_up


def _next_draw(state: GameState) -> None:
    """Draw for the next seat that has not drawn; stop where a seat has a choice to make."""
    while state.pending.get("drawer", 2) < 2:
        seat = state.pending["drawer"]
        player = state.players[seat]
        count = draw_count(state, seat)
        if (
            player.previous_up is not None
            and count > 0
            and _tes_let(state, seat)
            and "up_choice" not in state.pending
        ):
            state.pending["asking"] = "tes_let"
            state.phase, state.seat = "draw", seat
            return
        take_up = state.pending.pop("up_choice", "take") == "take"
        _draw_for(state, seat, count, take_up=take_up)
        if _may_reshuffle(state, seat):
            state.pending["asking"] = "reshuffle"
            state.phase, state.seat = "draw", seat
            return
        state.pending.pop("asking", None)
        state.pending.pop("drawn", None)
        state.pending["drawer"] = seat + 1
    state.pending = {}
    _start_organize(state)


def _draw_for(state: GameState, seat: int, count: int, *, take_up: bool) -> None:
    player = state.players[seat]
    drawn: list[str] = []
    if player.previous_up is not None:
        up = player.previous_up
        player.previous_up = None
        if count > 0 and take_up:
            state._to_hand(seat, up)
            drawn.append(up)
            count -= 1
        else:
            state.discard(up)
    drawn += state.draw_cards(seat, count)
    state.pending["drawn"] = drawn
    state.log_event("draw", seat=seat, count=len(drawn))


def _may_reshuffle(state: GameState, seat: int) -> bool:
    """No shield among the cards just drawn, and a stone to spend on drawing again."""
    drawn = state.pending.get("drawn", [])
    if not drawn or state.players[seat].stones < 1:
        return False
    return not any(isinstance(state.cards[c].card, Shield) for c in drawn)


def _start_organize(state: GameState) -> None:
    state.first_organizer = state.rng.randint(0, 1)
    state.phase, state.seat = "organize", state.first_organizer
    state.log_event("organize", first=state.first_organizer)


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Every choice of the draw and organize phase for ``seat``."""
    if state.phase == "draw":
        if state.pending.get("asking") == "tes_let":
            yield GameAction("take-up")
            yield GameAction("discard-up")
            return
        yield GameAction("reshuffle")
        yield GameAction("keep")
        return
    yield from _placements(state, seat)
    yield GameAction("ready")


def _stack_spaces(state: GameState, seat: int) -> list[int]:
    return [
        board.stronghold_space(seat, slot.position)
        for slot in state.players[seat].strongholds
        if not slot.rubble
    ]


def _shield_at_home(state: GameState, seat: int, space: int) -> ShieldStack | None:
    shield = state.shield_at(space)
    return shield if shield is not None and shield.owner == seat else None


def _limit(state: GameState, space: int) -> int:
    shield = state.shield_at(space)
    if shield is not None:
        card = state.cards[shield.id].card
        if isinstance(card, Shield):
            return card.space_limit
    return SPACE_LIMIT


def movable_cards(state: GameState, seat: int) -> list[str]:
    """Cards a seat may still place this organize phase (each card once)."""
    player = state.players[seat]
    out = [c for c in player.pen if _placeable(state, c)]
    for slot in player.strongholds:
        out += slot.on + slot.under
        shield = _shield_at_home(state, seat, board.stronghold_space(seat, slot.position))
        if shield is not None:
            out += shield.contents
    return [c for c in out if c not in player.placed]


def _placeable(state: GameState, cid: str) -> bool:
    card = state.cards[cid]
    return card.is_creature or card.is_creature_item


def _where(state: GameState, seat: int, cid: str) -> str:
    player = state.players[seat]
    if cid in player.pen:
        return "pen"
    for slot in player.strongholds:
        space = board.stronghold_space(seat, slot.position)
        if cid in slot.on:
            return f"on:{board.name(space)}"
        if cid in slot.under:
            return f"under:{board.name(space)}"
        shield = _shield_at_home(state, seat, space)
        if shield is not None and cid in shield.contents:
            return shield.id
    return ""


def _stack_counts(state: GameState, seat: int, place: str) -> tuple[int, int]:
    """Creatures and creature items in the stack a place names."""
    cards = _place_cards(state, seat, place)
    creatures = sum(1 for c in cards if state.cards[c].is_creature)
    items = sum(1 for c in cards if state.cards[c].is_creature_item)
    return creatures, items


def _place_cards(state: GameState, seat: int, place: str) -> list[str]:
    player = state.players[seat]
    if place in state.shields:
        return state.shields[place].contents
    kind, _, space_name = place.partition(":")
    space = board.parse_space(space_name)
    if space is None:
        return []
    slot = player.strongholds[board.column(space)]
    return slot.on if kind == "on" else slot.under


def _placements(state: GameState, seat: int) -> Iterator[GameAction]:
    player = state.players[seat]
    targets: list[tuple[str, int]] = []
    for space in _stack_spaces(state, seat):
        shield = _shield_at_home(state, seat, space)
        targets.append((shield.id if shield is not None else f"on:{board.name(space)}", space))
        targets.append((f"under:{board.name(space)}", space))
    for cid in movable_cards(state, seat):
        card = state.cards[cid]
        here = _where(state, seat, cid)
        if here != "pen":
            yield GameAction("put", (cid, "pen"))
        for place, space in targets:
            if place == here:
                continue
            if place.startswith("under:") and not (
                isinstance(card.card, Creature) and card.card.channeler is not None
            ):
                continue
            moving_within = here.endswith(board.name(space)) or (
                here in state.shields and state.shields[here].space == space
            )
            extra = 0 if moving_within else card.stack_value
            if state.stack_of(seat, space) + extra > _limit(state, space):
                continue
            creatures, items = _stack_counts(state, seat, place)
            if card.is_creature_item and items + 1 > creatures:
                continue
            yield GameAction("put", (cid, place))
    standard_in_play = any(
        isinstance(state.cards[s.id].card, Shield)
        and getattr(state.cards[s.id].card, "shield_type", "") == "standard bearer"
        for s in state.shields.values()
        if s.owner == seat
    )
    for cid in player.pen:
        pen_card = state.cards[cid].card
        if isinstance(pen_card, Shield):
            if pen_card.shield_type == "standard bearer" and standard_in_play:
                continue
            for space in _stack_spaces(state, seat):
                if (
                    state.shield_at(space) is None
                    and state.stack_of(seat, space) <= pen_card.space_limit
                ):
                    yield GameAction("shield", (cid, board.name(space)))
        elif isinstance(pen_card, Upgrade) and not pen_card.downgrade:
            for side, position in (("left", 0), ("right", 2)):
                if player.strongholds[position].upgrade is None:
                    yield GameAction("upgrade", (cid, side))


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Carry out a draw or organize decision."""
    player = state.players[seat]
    if action.verb in ("take-up", "discard-up"):
        state.pending["up_choice"] = "take" if action.verb == "take-up" else "discard"
        state.pending.pop("asking", None)
        _next_draw(state)
        return
    if action.verb == "reshuffle":
        drawn = state.pending.get("drawn", [])
        for cid in drawn:
            for zone in (player.pen, player.storage):
                if cid in zone:
                    zone.remove(cid)
            player.deck.append(cid)
        player.stones -= 1
        state.rng.shuffle(player.deck)
        state.log_event("reshuffle", seat=seat)
        state.pending["drawn"] = state.draw_cards(seat, len(drawn))
        if _may_reshuffle(state, seat):
            return
    state.pending.pop("asking", None)
    if action.verb in ("reshuffle", "keep"):
        state.pending.pop("drawn", None)
        state.pending["drawer"] = seat + 1
        _next_draw(state)
        return
    if action.verb == "put":
        _put(state, seat, action.args[0], action.args[1])
    elif action.verb == "shield":
        space = board.parse_space(action.args[1])
        assert space is not None
        cid = action.args[0]
        player.pen.remove(cid)
        state.cards[cid].public = True
        slot = player.strongholds[board.column(space)]
        state.shields[cid] = ShieldStack(cid, seat, space, contents=list(slot.on))
        slot.on.clear()
        state.log_event("shield", seat=seat, shield=state.cards[cid].name, space=action.args[1])
    elif action.verb == "upgrade":
        cid = action.args[0]
        player.pen.remove(cid)
        state.cards[cid].public = True
        position = 0 if action.args[1] == "left" else 2
        player.strongholds[position].upgrade = cid
        state.log_event("upgrade", seat=seat, card=state.cards[cid].name, side=action.args[1])
    elif action.verb == "ready":
        player.organized = True
    _next_organizer(state, seat)


def _put(state: GameState, seat: int, cid: str, place: str) -> None:
    player = state.players[seat]
    here = _where(state, seat, cid)
    _remove_from(state, seat, cid, here)
    if place == "pen":
        player.pen.append(cid)
    else:
        _place_cards(state, seat, place).append(cid)
    player.placed.append(cid)


def _remove_from(state: GameState, seat: int, cid: str, place: str) -> None:
    if place == "pen":
        state.players[seat].pen.remove(cid)
    else:
        _place_cards(state, seat, place).remove(cid)


def _next_organizer(state: GameState, seat: int) -> None:
    other = 1 - seat
    if not state.players[other].organized:
        state.seat = other
        return
    if not state.players[seat].organized:
        state.seat = seat
        return
    from stronghold.games.guardians.play import movement

    movement.start_movement(state)
