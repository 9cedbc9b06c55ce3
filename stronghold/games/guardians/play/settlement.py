"""Terrain Settlement: the win check, terrain changing hands, and bare lands paid for."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import (
    accessory_uses,
    board,
    board_spells,
    fliers,
    losses,
    on_shields,
    organize,
    rebates,
    responses,
    rubble_restore,
    terrain_claims,
    upgrades,
)
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.steps import SettleStep
from stronghold.games.guardians.schema import Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def start_settlement(state: GameState, window: Callable[[GameState], bool] | None = None) -> None:
    """After every shield has moved: check for a win, then settle the lands (after the
    spells cast at its start, if ``window`` opens a step for them: True)."""
    state.phase, state.step = "settle", None
    for seat in (0, 1):
        if _holds_everything(state, seat):
            state.finish([seat], f"seat {seat} controls all six disputed lands")
            return
    if not accessory_uses.open_window(state):  # Ancient Tome, Ankh: at the phase's start
        after_uses(state, window)


def after_uses(state: GameState, window: Callable[[GameState], bool] | None = None) -> None:
    """The accessories used at the start are done: the spells cast at its start (if ``window``
    opens a step for them: True), then the lands."""
    if window is not None and window(state):
        return
    settle_lands(state)


def settle_lands(state: GameState) -> None:
    """Settlement losses (``play/losses.py``), terrain changing hands, then each bare land
    paid for."""
    state.phase, state.step = "settle", None
    due = upgrades.settlement_losses(state) + on_shields.settlement_losses(state)
    if due:
        losses.start(state, due, then="settle", caster=state.mover)
        return
    after_losses(state)


def after_losses(state: GameState) -> None:
    """The settlement losses are over: terrain changes hands, then each bare land is paid
    for."""
    on_shields.tidy(state)  # a Famine whose shield the losses destroyed
    for space in board.LANDS:
        shield = state.shield_at(space)
        if space in state.terrain and shield is not None:
            cid, _face_down = state.terrain[space]
            if state.cards[cid].owner != shield.owner:
                del state.terrain[space]
                state.discard(cid)
                owner, name = state.cards[cid].owner, state.cards[cid].name
                state.tell(events.TerrainLost(owner, board.name(space), name))
    bare = [
        shield.id
        for space in board.LANDS
        if (shield := state.shield_at(space)) is not None and space not in state.terrain
    ]
    state.step = SettleStep(bare)
    _next_bare(state)


def _holds_everything(state: GameState, seat: int) -> bool:
    if any(s.owner != seat and board.is_land(s.space) for s in state.shields.values()):
        return False
    return all(state.controller(space) == seat for space in board.LANDS)


def _next_bare(state: GameState) -> None:
    state.tell_control()
    bare = state.step_as(SettleStep).bare
    while bare:
        if bare[0] not in state.shields:
            bare.pop(0)
            continue
        shield = state.shields[bare[0]]
        seat = state.seat = shield.owner
        player = state.players[seat]
        secret = [*player.pen, *player.storage, *shield.contents]
        if state.asks(seat, has_choice=_can_pay(state, seat), secret=secret):
            return  # (when it cannot pay, its one choice is ``abandon``)
        _abandon(state, shield.id)
        if state.phase == "over":
            return
        bare.pop(0)
    _end_turn(state)


def _can_pay(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has something to pay for the first bare land with."""
    return any(not isinstance(action, act.Abandon) for action in legal(state, seat))


def _abandon(state: GameState, shield_id: str) -> None:
    """Nothing to pay with: the shield is destroyed."""
    state.destroy_shield(shield_id, "nothing to lay on its bare land and no creature to give up")


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Ways to pay for the first bare land: a terrain card, a face-down card, or a creature.

    Right after a terrain is laid, the opponent may answer with a Hammer of Doom (``cast``),
    and the land must be paid for again. A seat with nothing to pay with may only
    ``abandon`` the shield (it is asked all the same unless that is public)."""
    if accessory_uses.in_window(state):
        yield from accessory_uses.legal(state, seat)
        return
    step = state.step_as(SettleStep)
    if step.answer is not None:
        land = step.answer
        for cid in board_spells.terrain_breakers(state, seat):
            yield act.Cast(cid, board.name(land))
        yield act.Pass()
        return
    shield = state.shields[step.bare[0]]
    player = state.players[seat]
    yield from terrain_claims.terrain_plays(state, seat, shield.id)
    yield from terrain_claims.creature_plays(state, seat, shield.id)  # Reverend Smilin' Jack
    has_terrain = any(True for _ in terrain_claims.terrain_plays(state, seat, shield.id))
    if player.stones >= 1 and not has_terrain:
        for cid in sorted(player.pen + player.storage):
            yield act.Facedown(shield.id, cid)
    paid = has_terrain or (player.stones >= 1 and bool(player.pen or player.storage))
    for cid in sorted(shield.contents):
        if state.cards[cid].is_creature:
            paid = True
            yield act.Sacrifice(shield.id, cid)
    for cid in sorted(shield.contents):  # Earth Mother: shown, nothing is paid
        face = state.cards[cid].card
        if isinstance(face, Creature) and face.shown_for_bare_land:
            yield act.Show(shield.id, cid)
    if not paid:
        yield act.Abandon(shield.id)


def after_answer(state: GameState, *, broken: bool) -> None:
    """After a laid terrain was answered (or not): pay for the land again, or go on."""
    state.phase = "settle"
    if not broken:
        state.step_as(SettleStep).bare.pop(0)
    _next_bare(state)


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Pay for a bare land (or answer a laid terrain), or use an accessory at the start."""
    if accessory_uses.in_window(state):
        if isinstance(action, act.Cast) and rubble_restore.is_use(state, action.card):
            rubble_restore.restore(state, seat, action.card, action.target)  # not answerable
            if state.phase != "over" and accessory_uses.next_seat(state):
                state.accessory_uses_over()
        elif isinstance(action, act.Cast):  # the other seat may answer the use
            accessory_uses.pay_use(state, seat, action.card, action.target)
            responses.answer_use(state, seat, action.card, action.target)
        elif accessory_uses.do(state, seat, action):
            after_uses(state)
        return
    step = state.step_as(SettleStep)
    if isinstance(action, act.Cast | act.Pass):
        assert step.answer is not None
        land, step.answer = step.answer, None
        if isinstance(action, act.Cast):
            responses.play_on_space(state, seat, action.card, land, then="settle")
            return
        after_answer(state, broken=False)
        return
    if isinstance(action, act.Show):
        state.set_public(action.creature)
        space_name = board.name(state.shields[action.shield].space)
        state.tell(events.ShownForLand(seat, state.cards[action.creature].name, space_name))
        step.bare.pop(0)
        _next_bare(state)
        return
    if isinstance(action, act.Abandon):
        _abandon(state, action.shield)
        if state.phase == "over":
            return
        step.bare.pop(0)
        _next_bare(state)
        return
    assert isinstance(action, act.Terrain | act.Facedown | act.Sacrifice)
    shield = state.shields[action.shield]
    if isinstance(action, act.Terrain | act.Facedown):
        cid = action.card
        if cid in shield.contents:  # a creature of the shield, for no stone (Smilin' Jack)
            terrain_claims.lay_creature(state, seat, shield.id, cid)
        else:
            _lay(state, seat, shield.space, cid, face_down=isinstance(action, act.Facedown))
        other = state.players[1 - seat]
        can = bool(board_spells.terrain_breakers(state, 1 - seat))
        if state.asks(1 - seat, has_choice=can, secret=other.storage):
            step.answer = shield.space
            state.seat = 1 - seat
            return
    else:
        cid = action.creature
        fliers.lose(state, shield.contents, cid)  # an Amulet it wears with it
        space_name = board.name(shield.space)
        state.tell(events.Sacrificed(seat, state.cards[cid].name, space_name))
        state.release_items(shield.contents)  # an item it can no longer hold is lost with it
        if not any(state.cards[c].is_creature for c in shield.contents):
            state.destroy_shield(shield.id, "its last creature was discarded")
            if state.phase == "over":
                return
    step.bare.pop(0)
    _next_bare(state)


def _lay(state: GameState, seat: int, space: int, cid: str, *, face_down: bool) -> None:
    """A terrain card of the pen laid face up, or a card of the pen or storage hand face
    down for a stone."""
    player = state.players[seat]
    for zone in (player.pen, player.storage):
        if cid in zone:
            zone.remove(cid)
    if face_down:
        player.spend(1)
    else:
        state.set_public(cid)
    state.terrain[space] = (cid, face_down)
    state.tell(events.TerrainLaid(seat, board.name(space), state.cards[cid].name, face_down))


def _end_turn(state: GameState) -> None:
    """The turn is over: the Up cards wait to be drawn; the next turn starts."""
    if state.phase == "over":
        return
    rebates.pay_back(state)  # Limited Big Time Rebate: at the end of Terrain Settlement
    organize.next_turn(state)
