"""Helpers for the Guardians Arena rule tests: stage a board with named cards, then play on
through the engine contract (``state.apply``) and look at what happened."""

from __future__ import annotations

from typing import Any

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.actions import split_tokens
from stronghold.engine.registry import load
from stronghold.games.arena.model import arena_space
from stronghold.games.arena.state import ArenaState, arena_locations
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.library import builtin_library
from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack

LIB = builtin_library()
SHIELD = "Shield Maitz's Lightning 14"


def new_game(seed: int = 0, **params: Any) -> ArenaState:
    """A new game (after nothing but its setup)."""
    state = load("guardians-arena", **params).new_state(seed)
    assert isinstance(state, ArenaState)
    return state


def blank(seed: int = 0, *, active: int = 0, **params: Any) -> ArenaState:
    """A game whose cards are all back in their decks (face down): a board to stage on."""
    state = new_game(seed, **params)
    state.combat = None
    for seat, player in enumerate(state.arena_players):
        back = [*player.hand, *player.pen, *player.storage, *player.discard, *player.victorious]
        for cid in (player.up, player.previous_up):
            if cid is not None:
                back.append(cid)
        player.hand, player.pen, player.storage, player.discard, player.victorious = (
            [],
            [],
            [],
            [],
            [],
        )
        player.up = player.previous_up = None
        for slot in player.strongholds:
            back += slot.on + slot.under + ([slot.upgrade] if slot.upgrade else [])
            slot.on, slot.under, slot.upgrade, slot.rubble = [], [], None, False
        back += [c for s in state.shields.values() if s.owner == seat for c in (s.id, *s.contents)]
        player.deck.extend(back)
        player.stones = player.guardian.stones
    state.shields.clear()
    for cid, _face_down in state.terrain.values():
        state.players[state.cards[cid].owner].deck.append(cid)
    state.terrain.clear()
    state.captured.clear()
    for cid, card in list(state.cards.items()):
        state.set_public(cid, card.card.kind == "stronghold")
    state.mover = active
    state.step = None
    return state


def take(state: ArenaState, seat: int, name: str) -> str:
    """A card of ``seat``'s deck, given the face of the card called ``name``."""
    cid = state.player(seat).deck.pop(0)
    state.set_face(cid, LIB.get(name))
    return cid


def give(state: ArenaState, seat: int, zone: str, *names: str) -> list[str]:
    """Cards called ``names`` put into a zone of ``seat`` (hand, pen, storage, deck top ...)."""
    ids = [take(state, seat, name) for name in names]
    getattr(state.player(seat), zone).extend(ids)
    return ids


def on(state: ArenaState, seat: int, space: str, creature: str, shield: str | None = None) -> str:
    """A creature on one of ``seat``'s stronghold cards (``A1``), under a shield if named."""
    where = board.parse_space(space)
    assert where is not None and board.stronghold_owner(where) == seat
    cid = take(state, seat, creature)
    if shield is None:
        state.slot_at(where).on = [cid]
    else:
        sid = take(state, seat, shield)
        state.set_public(sid)
        state.shields[sid] = ShieldStack(sid, seat, where, contents=[cid])
    return cid


def under(state: ArenaState, seat: int, space: str, creature: str) -> str:
    """A creature face down under one of ``seat``'s stronghold cards."""
    where = board.parse_space(space)
    assert where is not None
    cid = take(state, seat, creature)
    state.slot_at(where).under = [cid]
    return cid


def in_arena(state: ArenaState, seat: int, column: int, creature: str, shield: str = SHIELD) -> str:
    """A shielded creature of ``seat`` in the arena space of column 1-3."""
    cid = take(state, seat, creature)
    sid = take(state, seat, shield)
    state.set_public(sid)
    state.shields[sid] = ShieldStack(sid, seat, arena_space(column - 1), contents=[cid])
    return cid


def legal(state: ArenaState) -> list[str]:
    """The legal actions as text, with card ids replaced by card names."""
    return [_named(state, action) for action in state.legal_actions()]


def _named(state: ArenaState, action: Any) -> str:
    assert isinstance(action, GameAction | CombatAction)
    combat = state.combat
    kind, *args = split_tokens(str(action))
    words = [kind]
    for arg in args:
        if combat is not None and arg in combat.by_id:
            words.append(combat.by_id[arg].name)
        elif arg in state.cards:
            words.append(state.cards[arg].name)
        else:
            words.append(arg)
    return " ".join(words)


def do(state: ArenaState, text: str) -> None:
    """Apply the legal action that reads ``text`` (card names for card ids, or as it is)."""
    for action in state.legal_actions():
        if text in (_named(state, action), str(action)):
            state.apply(action)
            return
    raise AssertionError(f"{text!r} is not legal in {state.phase}; legal: {legal(state)}")


def pass_all(state: ArenaState, until: str | None = None) -> None:
    """Pass (or make no more choices) until the phase is ``until`` (or a fight ends)."""
    for _ in range(200):
        if state.is_terminal() or state.phase == until:
            return
        if until is None and state.phase != "combat":
            return
        texts = legal(state)
        choice = "pass" if "pass" in texts else "keep" if "keep" in texts else texts[-1]
        do(state, choice)
    raise AssertionError("no end to passing")


def events(state: ArenaState, kind: str) -> list[dict[str, Any]]:
    """The events of one kind (``drew``, ``hand-shown``...) the game told, in full, as JSON."""
    return [event.to_json() for event in state.event_log if event.kind == kind]


def sound(state: ArenaState) -> None:
    """Every card is in exactly one place."""
    bad = {cid: where for cid, where in arena_locations(state).items() if len(where) != 1}
    assert not bad, bad
