"""A game's fingerprint tells apart two games whose futures differ (issue 11): the fields of a
player that the rules read later are in ``canonical()`` (the combat's own fields:
``tests/guardians/test_combat_canonical.py``)."""

from __future__ import annotations

import random

from stronghold.engine.registry import load
from stronghold.games.guardians.play.model import ToldTotal
from stronghold.games.guardians.play.state import GameState


def _mid_game(game_id: str, decisions: int = 60) -> GameState:
    state = load(game_id).new_state(5)
    assert isinstance(state, GameState)
    rng = random.Random(5)
    for _ in range(decisions):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_terminal()
    return state


def test_games_differing_only_in_who_had_the_lower_up_card_have_different_fingerprints() -> None:
    # Who turned up the lower Up card gives its Guardian's LUC in the next draw (and the first
    # turn in a window of settlement uses): two games apart only in that draw differently.
    for game_id in ("guardians", "guardians-arena"):
        state = _mid_game(game_id)
        twin = state.clone()
        assert isinstance(twin, GameState)
        twin.players[0].lower_up = not state.players[0].lower_up
        assert twin.draw_count(0) != state.draw_count(0)
        assert twin.fingerprint() != state.fingerprint()


#: What a game keeps that its fingerprint leaves out, each for its reason (a field added to a
#: state must be written into ``canonical()`` or named here with why).
GAME_EXEMPT = {
    "game": "the game and its parameters (decks, max_turns, a position) are the record's own",
    "seed": "the record's own",
    "max_turns": "a parameter of the game",
    "rng": "the fingerprint takes the generator's state beside canonical()",
    "history": "the actions taken: how the state was reached, not what it is",
    "event_log": "what was told: how the state was reached, not what it is",
    "first_organizer": "set where organizing starts and read only there",
    "combat_info": "the seats and space of the combat under way: its step and board tell them",
    "_control_told": "who controlled each land when last told: events only, never a rule",
    "_outcome": "the end, told by the phase and the board",
    "owned_kinds": "answers kept for speed",
    "owned_ids": "answers kept for speed",
    "_legal": "a listing kept for speed",
    "kept_listing": "a listing kept for speed (Arena)",
    "changes": "a count of actions, for the kept books",
    "books": "organize books kept for speed",
    "_deals": "determinize's deals kept for speed",
}
GAME_WRITTEN = {"phase", "seat", "turn", "mover", "cards", "players", "shields", "terrain"}
GAME_WRITTEN |= {"step", "combat", "last_combat", "captured", "rules"}
#: A player's fields that its fingerprint writes another way, each with where.
PLAYER_EXEMPT = {
    "guardian": "a parameter of the game (its deck or position)",
    "on_shield_of": "written with on_shields, in the same order",
    "knows": "written as the deck cards each seat alone still knows (knowledge.known)",
    "spent": "written in a game with a Limited Big Time Rebate, its only reader",
    "strongholds": "each slot's fields, checked below",
}
SLOT_EXEMPT = {
    "position": "the slot's place in the list",
    "extra_held": "written with extra",
}


def _changed(value: object) -> object:
    """Another value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return [*value, "w1"]
    assert value is None
    return 1


def test_every_field_of_a_game_and_its_players_is_in_the_fingerprint_or_exempt() -> None:
    for game_id in ("guardians", "guardians-arena"):
        state = _mid_game(game_id)
        assert set(vars(state)) <= GAME_WRITTEN | set(GAME_EXEMPT)
        for name in ("phase", "seat", "turn", "mover"):
            twin = state.clone()
            setattr(twin, name, _changed(getattr(state, name)))
            assert twin.fingerprint() != state.fingerprint(), name
        for name, value in vars(state.players[0]).items():
            if name in PLAYER_EXEMPT:
                continue
            twin = state.clone()
            assert isinstance(twin, GameState)
            changed = [ToldTotal(0, 1, ())] if name == "told" else _changed(value)
            setattr(twin.players[0], name, changed)
            assert twin.fingerprint() != state.fingerprint(), f"{game_id}: player {name}"
        for name, value in vars(state.players[0].strongholds[0]).items():
            if name in SLOT_EXEMPT:
                continue
            twin = state.clone()
            assert isinstance(twin, GameState)
            setattr(twin.players[0].strongholds[0], name, _changed(value))
            assert twin.fingerprint() != state.fingerprint(), f"{game_id}: slot {name}"
