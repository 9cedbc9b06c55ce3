"""Kasmir's Blitz (issue 14, combat flow; ``second_round``, combat/flow_spells.py): once
the fighting is over and the beaten are out, before the space is decided, every creature still
standing goes back to its combat hand and the combat fights another full round
(docs/rules-notes/cards/combat-flow.md). Scenarios on Swamps: in the first round the Swordsman
beats the Gnomes and the Moon Spirit beats the Idiot, so the defender holds the space 8 to 6;
in a second round the Swordsman (+3 against an Elemental) beats the Moon Spirit."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, do, events, legal, pass_or_done, start, status

from stronghold.games.guardians.combat.state import CombatState

BLITZ = "Kasmir's Blitz"


def _fight(
    storage: tuple[list[str], list[str]],
    casts: tuple[int, ...] = (),
    dispels: tuple[int, ...] = (),
    order: tuple[list[str], list[str]] = (
        ["Swordsman", "Idiot"],
        ["Gn'Obby Gnomes", "Moon Spirit"],
    ),
) -> CombatState:
    """The combat played out: each side lays its creatures in ``order`` (the first round, then
    the survivors again), the sides in ``casts`` cast the Blitz when asked, those in ``dispels``
    answer it with Dispel Magic, all else passes."""
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Idiot"], "storage": storage[ATT]},
            defender={"shield": ["Gn'Obby Gnomes", "Moon Spirit"], "storage": storage[DEF]},
        )
    )
    queue = [list(order[ATT]), list(order[DEF])]
    while not state.is_terminal():
        seat = state.seat
        assert seat is not None
        if state.phase == "declare":
            do(state, "command", "no")
        elif state.phase == "primary_choose":
            do(state, "primary", queue[seat].pop(0))
        elif state.phase == "blitz" and seat in casts and ("cast", BLITZ) in legal(state):
            do(state, "cast", BLITZ)
        elif (
            state.phase == "blitz"
            and seat in dispels
            and ("cast", "Dispel Magic", BLITZ) in legal(state)
        ):
            do(state, "cast", "Dispel Magic", BLITZ)
        else:
            pass_or_done(state)
    return state


def test_without_the_blitz_the_defender_holds_the_space() -> None:
    state = _fight(([], []))
    assert state.result is not None and state.result.winner_seat == DEF
    assert state.result.totals == (6, 8)


def test_the_blitz_sends_the_survivors_back_to_fight_another_round() -> None:
    state = _fight(
        ([BLITZ], []),
        casts=(ATT,),
        order=(
            ["Swordsman", "Idiot", "Swordsman"],
            ["Gn'Obby Gnomes", "Moon Spirit", "Moon Spirit"],
        ),
    )
    (told,) = events(state, "second-round")
    assert told["card"] == BLITZ and set(told["creatures"]) == {"Swordsman", "Moon Spirit"}
    primaries = [m for m in state.summary()["matchups"] if not m.get("secondary")]
    assert len(primaries) == 3
    assert status(state, "Moon Spirit") == Status.BEATEN
    assert status(state, "Swordsman") == Status.STANDING
    assert state.result is not None and state.result.winner_seat == ATT
    assert state.result.totals == (6, 0)


def test_a_dispel_magic_answering_the_blitz_cancels_the_round() -> None:
    state = _fight(([BLITZ], ["Dispel Magic"]), casts=(ATT,), dispels=(DEF,))
    assert not events(state, "second-round")
    assert [e["card"] for e in events(state, "fizzles")] == [BLITZ]
    assert state.result is not None and state.result.winner_seat == DEF


def test_the_defender_is_asked_too_once_the_attacker_passes() -> None:
    state = _fight(
        ([], [BLITZ]),
        casts=(DEF,),
        order=(
            ["Swordsman", "Idiot", "Swordsman"],
            ["Gn'Obby Gnomes", "Moon Spirit", "Moon Spirit"],
        ),
    )
    assert len(events(state, "second-round")) == 1
    assert [e["seat"] for e in events(state, "cast")] == [DEF]
    assert state.result is not None and state.result.winner_seat == ATT


def test_a_side_that_holds_no_blitz_by_its_deck_is_not_asked() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Dispel Magic"]},
            defender={"shield": ["Gn'Obby Gnomes"]},
        )
    )
    phases = set()
    while not state.is_terminal():
        phases.add(state.phase)
        if state.phase == "declare":
            do(state, "command", "no")
        elif state.phase == "primary_choose":
            do(state, "primary", legal(state)[0][1])
        else:
            pass_or_done(state)
    assert "blitz" not in phases
