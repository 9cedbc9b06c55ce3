"""A world sampled for a seat whose Yap Attack made the opponent show the creatures a Gold could
bribe, taken while it picks one: what was not shown is nothing a Gold could bribe, so the sample
deals no such creature into the unshown places and the seat's legal picks stay the same (found
by the conformance checks on a whole game, seed 2, in session 10: a Marshal from the deck was
dealt where a Corporal stood face down; this test failed before the fix)."""

from __future__ import annotations

from game_helpers import act, at_position, legal, seat_table, shield_table

from stronghold.engine.rng import Rng
from stronghold.games.guardians.play.state import GameState


def _picking() -> GameState:
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', 'storage = ["Yap Attack"]')
        + shield_table(0, "B2", ["Angel"])
        + seat_table(1, 'deck = ["4 Marshal", "4 Swordsman"]', 'up = "Woods"')
        + shield_table(1, "C2", ["Swordsman", "Sand Lord"])
    )
    state = at_position(text)
    act(state, next(a for a in legal(state) if a.startswith("turn ")))
    act(state, "move C2")
    for _ in range(40):
        combat = state.combat
        assert combat is not None and state.phase == "combat"
        if combat.phase == "command_bribe":
            return state
        options = sorted(legal(state))
        yap = next(i.id for i in combat.cards if i.name == "Yap Attack")
        wanted = [a for a in options if a == "command yes" or a.endswith(f" {yap}")]
        quiet = [a for a in options if a in ("pass", "command no", "done")]
        mine = wanted if state.current_seat == 0 else []
        act(state, (mine or quiet or options)[0])
    raise AssertionError("the attacker was never asked to pick")


def test_samples_taken_while_the_owner_picks_keep_its_picks() -> None:
    state = _picking()
    mine = sorted(legal(state))
    assert mine and all(a.startswith("bribe ") for a in mine)
    for k in range(40):
        sample = state.determinize(0, Rng(k))
        assert isinstance(sample, GameState)
        assert sorted(str(a) for a in sample.legal_actions()) == mine, k
