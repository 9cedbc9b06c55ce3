"""A combat's fingerprint tells apart two combats whose futures differ (issue 11): every field
that changes what happens next is in ``canonical()``."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import stronghold.games  # noqa: F401 - registers the guardians-combat game
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.model import Channel, CombatResult, Fighter, Matchup
from stronghold.games.guardians.combat.state import CombatState

GAME = load("guardians-combat")


def _combat() -> CombatState:
    """A fresh combat with two (empty) primary match-ups, the first one current."""
    state = GAME.new_state(7)
    assert isinstance(state, CombatState)
    state.matchups += [Matchup(1, [None, None]), Matchup(2, [None, None])]
    state.current = state.matchups[0]
    return state


def _twin(state: CombatState) -> CombatState:
    twin = state.clone()
    assert isinstance(twin, CombatState)
    assert twin.fingerprint() == state.fingerprint()
    return twin


def _play_order(s: CombatState) -> None:
    s.play_order.append(s.cards[0].id)


def _bribe_done(s: CombatState) -> None:
    s.bribe_done[0] = True


def _healed_by(s: CombatState) -> None:
    s.healed_by.add(s.cards[0].id)


def _return_phase(s: CombatState) -> None:
    s.return_phase = "spell_window"


def _channeled_into(s: CombatState) -> None:
    s.channeled_into.add(s.cards[0].id)


def _first_chooser(s: CombatState) -> None:
    s.first_chooser = 1 - s.first_chooser


def _secondary_side(s: CombatState) -> None:
    s.secondary_side = 1


def _current(s: CombatState) -> None:
    s.current = s.matchups[1]


def _zone(s: CombatState) -> None:
    s.cards[0].zone = "pen" if s.cards[0].zone != "pen" else "hand"


def _revealed(s: CombatState) -> None:
    s.cards[0].revealed = not s.cards[0].revealed


def _setup_ids(s: CombatState) -> None:
    s.setup_ids[0].reverse()
    s.setup_ids[0].append("a99")


def _result(s: CombatState) -> None:
    s.result = CombatResult(0, (0, 0))


CHANGES: dict[str, Callable[[CombatState], None]] = {
    "play_order": _play_order,
    "bribe_done": _bribe_done,
    "healed_by": _healed_by,
    "return_phase": _return_phase,
    "channeled_into": _channeled_into,
    "first_chooser": _first_chooser,
    "secondary_side": _secondary_side,
    "current": _current,
    "zone": _zone,
    "revealed": _revealed,
    "setup_ids": _setup_ids,
    "result": _result,
}


@pytest.mark.parametrize("field", sorted(CHANGES))
def test_combats_differing_only_in_a_remembered_field_have_different_fingerprints(
    field: str,
) -> None:
    state = _combat()
    twin = _twin(state)
    CHANGES[field](twin)
    assert twin.canonical() != state.canonical()
    assert twin.fingerprint() != state.fingerprint()


def test_combats_differing_only_in_a_fighter_s_channeling_have_different_fingerprints() -> None:
    state = _combat()
    state.matchups[0].fighters[0] = Fighter(state.cards[0].id)
    twin = _twin(state)
    fighter = twin.matchups[0].fighters[0]
    assert fighter is not None
    fighter.channels.append(Channel("guardian", "Guardian", 2))
    assert twin.fingerprint() != state.fingerprint()
    other = _twin(state)
    mine = other.matchups[0].fighters[0]
    assert mine is not None
    mine.can_receive = True
    assert other.fingerprint() != state.fingerprint()


#: The fields of a combat its fingerprint writes (under these or other keys).
WRITTEN = {
    "phase", "seat", "stones", "spent", "terrain_types", "cards", "setup_ids", "declared",
    "commands", "command_dispelled", "pending", "matchups", "current", "stack", "passes",
    "rolls", "declared_info", "pending_bribe", "to_storage", "boosted", "up_swaps", "cannons",
    "idols", "memory", "return_phase", "play_order", "bribe_done", "secondary_side",
    "healed_by", "channeled_into", "first_chooser", "result", "history", "power_log",
    "channel_banned", "aoe_cancelled", "draws", "realm_changed", "power_back",
    # an Arena fight's own (``DuelState.canonical``: "duel")
    "kind", "round", "primary_result", "duelists", "primary_stands",
}  # fmt: skip
#: The fields it leaves out, each for its reason (a field added to a combat must be written
#: into ``canonical()`` or named here with why).
EXEMPT = {
    "game": "the game and its parameters are the record's own",
    "seed": "the record's own",
    "rng": "the fingerprint takes the generator's state beside canonical()",
    "event_log": "what was told: how the combat was reached, not what it is",
    "setup": "fixed for the combat: the game's parameters or the board it was set up from",
    "terrain_name": "read from the setup",
    "no_ranged_terrain": "read from the setup",
    "by_id": "the cards by id",
    "standards": "the cards in the zone standard",
    "peeking": "set only while a copy works out a view",
    "_outcome": "the end, told by the result",
    "card_changes": "kept for speed",
    "kept_in_force": "kept for speed",
    "_offered": "kept for speed",
    "_listed": "kept for speed",
    "_kept_hidden": "kept for speed",
}


def test_every_field_of_a_combat_is_in_the_fingerprint_or_exempt_for_a_reason() -> None:
    state = GAME.new_state(3)
    rng = random.Random(3)
    while not state.is_terminal():
        assert set(vars(state)) <= WRITTEN | set(EXEMPT)
        state.apply(rng.choice(state.legal_actions()))
    assert set(vars(state)) <= WRITTEN | set(EXEMPT)
