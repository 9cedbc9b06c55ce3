"""Secrets in a Guardians combat (DESIGN.md, "Secrets"; issue 10): what a seat is told must not
depend on the other side's face-down cards — not its refusal reasons, not who is asked, not
the ids, not what ``determinize`` samples."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from combat_helpers import ATT, DEF, card, combat, start

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.guardians.combat.actions import DONE, PASS, CombatAction, DeclareCommand
from stronghold.games.guardians.combat.setup import double_bordered
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import builtin_library

LIB = builtin_library()


def _named(state: CombatState, action: CombatAction) -> str:
    words = [action.kind]
    for arg in action.words:
        inst = state.by_id.get(arg)
        words.append(inst.name if inst is not None else arg)
    return " ".join(words)


def _choose(state: CombatState, prefer: tuple[str, ...]) -> CombatAction:
    """A preferred play if legal, else pass / done / no command / the first creature."""
    legal = [a for a in state.legal_actions() if isinstance(a, CombatAction)]
    for wanted in prefer:
        for action in legal:
            if _named(state, action) == wanted:
                return action
    for quiet in (PASS, DONE, DeclareCommand(False)):
        if quiet in legal:
            return quiet
    return legal[0]


def _told_the_same(
    seat: int, first: CombatState, second: CombatState, prefer: tuple[str, ...] = ()
) -> int:
    """Play the same moves in both worlds until one of ``seat``'s unknown cards is shown or
    the end; ``seat`` must see the same view and the same seat deciding at every step.
    Returns the number of steps compared."""
    secret = first.hidden_from(seat)
    for step in range(60):
        assert first.current_seat == second.current_seat, f"step {step}: who decides differs"
        assert first.view(seat) == second.view(seat), f"step {step}: the views differ"
        if first.is_terminal() or secret - first.hidden_from(seat):
            return step
        action = _choose(first, prefer)
        if first.current_seat != seat and not second.is_legal(action):
            return step
        first.apply(action)
        second.apply(action)
    return 60


def _worlds(data: dict[str, Any], side: int, name: str, other: str) -> tuple[Any, Any]:
    """A combat and its twin in which ``side``'s card ``name`` is ``other`` instead."""
    first = start(data)
    second = first.clone()
    assert isinstance(second, CombatState)
    card(second, name, side).card = LIB.get(other)
    return first, second


# --- refusal reasons --------------------------------------------------------------------------


def test_refusal_reasons_name_hidden_cards_no_more() -> None:
    # Issue 10: in guardians-combat seed 4, "command d1" by the attacker was refused with the
    # name of the defender's face-down card. A reason names only cards the seat can see.
    state = load("guardians-combat").new_state(4)
    assert state.current_seat == ATT
    assert isinstance(state, CombatState)
    mine = {i.name for i in state.cards if i.owner == ATT}
    secret = [i for i in state.cards if i.id in state.hidden_from(ATT) and i.name not in mine]
    assert secret
    for inst in secret:
        for verb in ("command", "primary", "cast", "ranged", "secondary"):
            reason = state.refusal(f"{verb} {inst.id}", seat=ATT)
            assert reason is not None and inst.name not in reason, reason
        assert state.refusal(f"command {inst.id}", seat=ATT) == (
            f"{inst.id} is not a card you can play"
        )


def test_a_refusal_still_names_the_seats_own_card() -> None:
    state = start(combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Sand Lord"]}))
    swordsman = card(state, "Swordsman")
    reason = state.refusal(f"ranged {swordsman.id}", seat=ATT)
    assert reason is not None and "ranged" in reason


# --- who is asked -----------------------------------------------------------------------------

#: (what is tested, the scenario, whose card differs, the card, what it is in the twin, the
#: seat watching, plays the sides make when they can)
CASES = [
    (
        "bribery",
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Babes"]},
            defender={"shield": ["Sand Lord"]},
        ),
        ATT, "Babes", "Gold", DEF, (),
    ),
    (
        "spells",
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Make Juice"]},
            defender={"shield": ["Sand Lord"]},
        ),
        ATT, "Make Juice", "Dispel Magic", DEF, (),
    ),
    (
        "ranged attacks",
        combat(
            attacker={"shield": ["Swordsman", "Archer"], "stones": 0},
            defender={"shield": ["Axeman"]},
        ),
        ATT, "Archer", "Horse", DEF, ("primary Swordsman",),
    ),
    (
        "answering a spell",
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Make Juice"]},
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        ),
        DEF, "Dispel Magic", "Gold", ATT, ("cast Make Juice",),
    ),
    (
        "command cards",
        combat(
            attacker={"shield": ["Swordsman"], "storage": ["Vitales Dark Cloud"]},
            defender={"shield": ["Sand Lord"], "storage": ["Dispel Magic"]},
        ),
        DEF, "Dispel Magic", "Gold", ATT, ("command yes", "command Vitales Dark Cloud"),
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    ("data", "side", "name", "other", "seat", "prefer"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_who_is_asked_tells_no_more(
    data: dict[str, Any], side: int, name: str, other: str, seat: int, prefer: tuple[str, ...]
) -> None:
    # Issue 10: a seat whose only option would be "pass" was skipped, so being asked told the
    # other side that it held a usable card. Both worlds must look the same to ``seat``.
    first, second = _worlds(data, side, name, other)
    assert _told_the_same(seat, first, second, prefer) > 2


def test_auto_pass_skips_a_seat_that_can_only_pass_and_keeps_no_secrets() -> None:
    data = CASES[0][1]
    game = load("guardians-combat", scenario=copy.deepcopy(data), auto_pass=True)
    assert not game.keeps_secrets and load("guardians-combat").keeps_secrets
    first = game.new_state(0)
    assert isinstance(first, CombatState)
    second = first.clone()
    assert isinstance(second, CombatState)
    card(second, "Babes", ATT).card = LIB.get("Gold")
    with pytest.raises(AssertionError, match=r"who decides differs|views differ"):
        _told_the_same(DEF, first, second)


def test_every_decision_of_a_random_combat_keeps_the_secrets() -> None:
    # The engine's own check from the positions of random combats, twins made by swap_hidden.
    game = load("guardians-combat")
    pool = []
    for seed in range(6):
        state = game.new_state(seed)
        pool.extend(state.legal_actions())
    compared = 0
    for seed in range(6):
        state = game.new_state(seed)
        for seat in (ATT, DEF):
            twin = state.swap_hidden(seat, Rng(seed))
            compared += check_indistinguishable_at(state.clone(), twin, seat, pool, Rng(seed))
    assert compared > 0


# --- ids --------------------------------------------------------------------------------------


def test_ids_of_hidden_cards_carry_no_identity() -> None:
    # Issue 10: ids followed the setup's order, so anyone who knew the scenario knew the card
    # behind ``d1``. They are now numbered in a seeded random order.
    data = combat(
        attacker={"shield": ["Swordsman"]},
        defender={"shield": ["Sand Lord", "Axeman", "Horse"], "storage": ["Gold"]},
    )
    game = load("guardians-combat", scenario=data)
    names = {game.new_state(seed).by_id["d1"].name for seed in range(12)}  # type: ignore[attr-defined]
    assert len(names) > 1


# --- swap_hidden and determinize --------------------------------------------------------------


def test_swap_hidden_gives_a_world_the_seat_cannot_tell_apart() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman"]},
            defender={"shield": ["Sand Lord", "Axeman", "Horse"], "storage": ["Gold", "Beer"]},
        )
    )
    twins = [state.swap_hidden(ATT, Rng(salt)) for salt in range(8)]
    assert any(twin.fingerprint() != state.fingerprint() for twin in twins)
    for twin in twins:
        assert isinstance(twin, CombatState)
        assert twin.view(ATT) == state.view(ATT)
        for inst in twin.cards:  # each card is where its kind may lie
            if inst.zone == "storage":
                assert double_bordered(inst.card)
            else:
                assert inst.is_creature


def test_determinize_is_invertible_no_more() -> None:
    # Issue 10: the sample was the true hidden cards under a shuffle that depended only on
    # the caller's RNG (each card's kind kept in place). A sample must depend only on what
    # the seat knows: the same for two worlds it cannot tell apart.
    data = combat(
        attacker={"shield": ["Swordsman"]},
        defender={"shield": ["Sand Lord", "Axeman", "Horse"], "storage": ["Gold", "Beer"]},
    )
    first = start(data)
    second = first.clone()
    assert isinstance(second, CombatState)
    sand_lord, horse = card(second, "Sand Lord"), card(second, "Horse")
    sand_lord.card, horse.card = horse.card, sand_lord.card
    for salt in range(6):
        one = first.determinize(ATT, Rng(salt))
        two = second.determinize(ATT, Rng(salt))
        assert one.canonical() == two.canonical()


def test_a_sample_keeps_what_the_combat_showed() -> None:
    # A side that declared a command card and must now choose it holds one: every sample of
    # a random combat (its unseen cards drawn from the library) gives it one to choose.
    checked = 0
    for seed in range(40):
        state = load("guardians-combat").new_state(seed)
        assert isinstance(state, CombatState)
        if DeclareCommand(True) not in state.legal_actions():
            continue
        state.apply(DeclareCommand(True))
        state.apply(DeclareCommand(False))
        if state.phase != "choose_command" or state.current_seat != ATT:
            continue
        for salt in range(10):
            sample = state.determinize(DEF, Rng(salt))
            assert sample.legal_actions()
        checked += 1
    assert checked >= 3


def test_a_random_combats_sample_draws_unseen_cards_from_the_library() -> None:
    state = load("guardians-combat").new_state(2)
    assert isinstance(state, CombatState)
    unseen = [i.id for i in state.cards if i.id in state.hidden_from(ATT)]
    names = {
        state.determinize(ATT, Rng(salt)).by_id[cid].name  # type: ignore[attr-defined]
        for salt in range(10)
        for cid in unseen
    }
    assert len(names) > len(unseen)  # more cards than the true ones
