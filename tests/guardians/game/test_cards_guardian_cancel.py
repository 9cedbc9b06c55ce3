"""Head of Gudea (``phase_start = "cancel_guardian"``, play/phase_start_items.py): played as a
phase begins — in the windows where the spells played any time are — it cancels one Guardian's
special ability until the turn ends; every reader of a Guardian's abilities asks
``guardian_abilities.guardian``. Played from written positions in the draw phase of turn 2
(docs/rules-notes/cards/guardian-cancel.md)."""

from __future__ import annotations

from game_helpers import act, at_position, legal, seat_table

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.rng import Rng
from stronghold.games.guardians import events
from stronghold.games.guardians.play import guardian_abilities, guardian_stats
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.steps import DrawStep

GUDEA = "Head of Gudea"
DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel", "4 Gunner"]'
TES_LET, SIKURA = "Tes let, Leader with Foresight", "Sikura, Preceptor of Prophets"


def _position(
    storage: list[str],
    *,
    mine: str = "Rak Nam",
    theirs: str = TES_LET,
    their_storage: list[str] | None = None,
    stones: int = 0,
) -> GameState:
    held = ", ".join(f'"{n}"' for n in storage)
    their = ", ".join(f'"{n}"' for n in their_storage or [])
    text = 'turn = 2\nphase = "draw"\n' + seat_table(
        0, DECK, f"storage = [{held}]", 'previous_up = "Axeman"', guardian=mine, stones=stones
    )
    text += seat_table(
        1, DECK, f"storage = [{their}]", 'previous_up = "Axeman"', guardian=theirs, stones=stones
    )
    return at_position(text, 0)


def _plays(state: GameState) -> list[str]:
    return sorted(
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == GUDEA
    )


def _play(state: GameState, target: str) -> None:
    (play,) = [a for a in _plays(state) if a.endswith(f" {target}")]
    act(state, play)


def _pass_window(state: GameState) -> None:
    while state.phase in ("draw_spells", "respond"):
        act(state, "pass")


def _asked_tes_let(state: GameState) -> bool:
    step = state.step
    return state.phase == "draw" and isinstance(step, DrawStep) and step.asking == "tes_let"


def test_offered_as_the_turn_begins_on_a_guardian_that_has_an_ability() -> None:
    state = _position([GUDEA])  # Rak Nam has no special ability: only Tes let is offered
    assert state.phase == "draw_spells" and state.seat == 0
    assert [a.split()[-1] for a in _plays(state)] == ["opponent"]


def test_the_opposing_guardians_ability_is_gone_for_the_turn() -> None:
    state = _position([GUDEA])
    _play(state, "opponent")
    _pass_window(state)
    assert guardian_abilities.cancelled(state, 1)
    assert not guardian_abilities.guardian(state, 1).discard_up
    assert not _asked_tes_let(state)  # Tes let may not give up his Up card this turn
    told = [e for e in state.event_log if isinstance(e, events.MoveSpell) and e.card == GUDEA]
    assert told and told[0].seat == 1
    assert any(c for c in state.players[0].discard if state.cards[c].name == GUDEA)


def test_a_dispelled_head_cancels_nothing() -> None:
    state = _position([GUDEA], their_storage=["Dispel Magic"])
    _play(state, "opponent")
    assert state.phase == "respond" and state.seat == 1
    (dispel,) = [a for a in legal(state) if a.startswith("cast ")]
    act(state, dispel)
    _pass_window(state)
    assert not guardian_abilities.cancelled(state, 1)
    assert _asked_tes_let(state)


def _juice(state: GameState) -> None:
    while state.seat == 1 and state.phase == "draw_spells":
        act(state, "pass")
    juice = [a for a in legal(state) if a.startswith("cast ") and _name(state, a) == "Make Juice"]
    act(state, juice[0])


def test_the_cancelled_guardian_may_not_pay_to_dispel() -> None:
    # Sikura burns 2 stones to dispel any spell: not cancelled she may answer seat 0's Make
    # Juice; cancelled (the Head is an item, which she could not dispel) she may not
    state = _position(["Make Juice"], theirs=SIKURA, stones=4)
    _juice(state)
    assert state.phase == "respond" and state.seat == 1
    assert any(a.startswith("power ") for a in legal(state))
    state = _position([GUDEA, "Make Juice"], theirs=SIKURA, stones=4)
    _play(state, "opponent")
    _juice(state)
    assert not (state.phase == "respond" and any(a.startswith("power ") for a in legal(state)))
    assert state.players[1].stones == 4


def _name(state: GameState, action: str) -> str:
    return state.cards[action.split()[1]].name


def test_the_ability_comes_back_as_the_next_turn_begins() -> None:
    state = _position([GUDEA])
    _play(state, "opponent")
    steps = 0
    while state.turn == 2 and not state.is_terminal():
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "done", "hold", "stay", "keep")]
        act(state, (quiet or options)[0])
        steps += 1
        assert steps < 500
        if state.turn == 2:
            assert guardian_abilities.cancelled(state, 1)  # for the whole of the turn
    assert state.turn == 3
    assert not guardian_abilities.cancelled(state, 1)
    assert guardian_abilities.guardian(state, 1).discard_up


def test_being_asked_tells_nothing() -> None:
    state = _position([GUDEA])
    _play(state, "opponent")
    for seat in (0, 1):
        twin = state.swap_hidden(seat, Rng(seat))
        check_indistinguishable_at(state.clone(), twin.clone(), seat, [], Rng(seat + 7))


def test_the_combat_and_the_stats_see_the_cancelled_ability() -> None:
    state = _position([GUDEA], theirs="Siin, Stealer of the Power")
    _play(state, "opponent")
    assert guardian_stats.guardian(state, 1).cancel_channeling_stones == 0  # what a combat gets
    assert state.players[1].guardian.cancel_channeling_stones == 2  # the card is unchanged
    assert guardian_stats.guardian(state, 1).cmp == state.players[1].guardian.cmp  # stats stay
