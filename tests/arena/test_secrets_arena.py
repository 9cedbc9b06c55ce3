"""Secrets in Guardians Arena (DESIGN.md, "Secrets"; issue 10): who is asked, the fights' cards,
the ids, ``swap_hidden``, ``determinize`` and ``can_take_back`` tell a seat nothing of what it
cannot see."""

from __future__ import annotations

from stronghold.engine.actions import Action
from stronghold.engine.rng import Rng
from stronghold.games.arena import movement, organize, settlement, turns
from stronghold.games.arena.model import TurnStep
from stronghold.games.arena.state import ArenaState
from stronghold.games.guardians.combat.setup import double_bordered

from .arena_helpers import LIB, SHIELD, blank, do, give, in_arena, legal, new_game, on


def _quiet(state: ArenaState) -> Action:
    texts = legal(state)
    for word in ("pass", "keep", "done"):
        if word in texts:
            return next(a for a in state.legal_actions() if str(a) == word)
    return state.legal_actions()[0]


def _told_the_same(seat: int, first: ArenaState, second: ArenaState) -> int:
    """Pass (or the first choice) in both worlds until one of ``seat``'s unknown cards is
    shown; ``seat`` must see the same at every step. The number of steps compared."""
    secret = first.hidden_from(seat)
    for step in range(40):
        assert first.current_seat == second.current_seat, f"step {step}: who decides differs"
        assert first.view(seat) == second.view(seat), f"step {step}: the views differ"
        if first.is_terminal() or secret - first.hidden_from(seat):
            return step
        action = _quiet(first)
        if first.current_seat != seat and not second.is_legal(action):
            return step
        first.apply(action)
        second.apply(action)
    return 40


def _twin(state: ArenaState, cid: str, name: str) -> ArenaState:
    other = state.clone()
    assert isinstance(other, ArenaState)
    other.set_face(cid, LIB.get(name))
    return other


# --- who is asked -----------------------------------------------------------------------------


def test_who_is_asked_tells_no_more_at_the_opening_redraw() -> None:
    # Issue 10: only a hand with no creature was asked whether to redraw, telling the other
    # seat so. Each seat with a redraw left is asked; "redraw" is legal only without a creature.
    for seed in range(6):
        state = new_game(seed)
        for seat in (0, 1):
            assert state.phase == "mulligan" and state.current_seat == seat
            creature = any(state.cards[c].is_creature for c in state.player(seat).hand)
            assert set(legal(state)) == ({"keep"} if creature else {"keep", "redraw"})
            do(state, "keep")


def test_who_is_asked_tells_no_more_while_drafting() -> None:
    # A seat whose face-down hand holds nothing to draft is asked all the same.
    state = blank(4, active=0)
    give(state, 0, "hand", "Axeman")
    (gold,) = give(state, 1, "hand", "Gold")
    organize.start_phase(state)
    state.mover = 0
    other = _twin(state, gold, "Axeman")  # the same card back, something to draft
    assert _told_the_same(0, state, other) > 1


def test_who_is_asked_tells_no_more_at_the_terrain_step() -> None:
    state = blank(14, active=0)
    in_arena(state, 0, 1, "Axeman")
    in_arena(state, 1, 2, "Swordsman")
    (gold,) = give(state, 1, "pen", "Gold")
    on(state, 1, "D1", "Horse")
    settlement.start_phase(state)
    other = _twin(state, gold, "Woods")  # a terrain seat 1 could lay under its creature
    assert state.current_seat == 1 and legal(state) == ["pass"]  # asked all the same
    assert _told_the_same(0, state, other) >= 1


def test_a_fight_tells_nothing_of_what_the_pen_holds() -> None:
    # A duel's secondary round takes the pen's creatures; only they came into the fight, so
    # its hand size and its ids told how many creatures the pen held. The whole pen comes.
    state = blank(5, active=0)
    on(state, 0, "A1", "Horse")
    on(state, 1, "D1", "Horse")
    in_arena(state, 0, 2, "Axeman")
    in_arena(state, 1, 2, "Swordsman")
    horse, spires = give(state, 1, "pen", "Horse", "Spires")
    give(state, 0, "pen", "Archer")
    other = _twin(state, spires, "Archer")  # a creature where the other world has a terrain
    movement.next_duel(state)
    movement.next_duel(other)
    assert state.combat is not None and other.combat is not None
    assert state.view(0) == other.view(0)
    assert sorted(state.combat.by_id) == sorted(other.combat.by_id)
    assert horse in [state.combat.by_id[iid].board_id for iid in state.combat.setup_ids[1]]


# --- ids, swap_hidden, determinize ------------------------------------------------------------


def test_ids_of_hidden_cards_carry_no_identity() -> None:
    names = {new_game(seed).cards["w20"].name for seed in range(10)}
    assert len(names) > 2


def test_swap_hidden_and_a_blind_determinize() -> None:
    state = new_game(3)
    while state.phase == "mulligan":
        do(state, "keep")
    twin = state.swap_hidden(0, Rng(7))
    assert isinstance(twin, ArenaState)
    assert twin.fingerprint() != state.fingerprint() and twin.view(0) == state.view(0)
    for salt in range(4):
        one = state.determinize(0, Rng(salt))
        two = twin.determinize(0, Rng(salt))
        assert one.canonical() == two.canonical()
        assert isinstance(one, ArenaState)
        assert one.view(0) == state.view(0)
        assert all(double_bordered(one.cards[c].card) for c in one.player(1).storage)


def test_determinize_is_invertible_no_more() -> None:
    # Issue 10 (Guardians' determinize, which Arena inherits): two worlds that differ only in
    # the other seat's face-down hand give the same sample.
    state = new_game(3)
    while state.phase == "mulligan":
        do(state, "keep")
    other = state.clone()
    assert isinstance(other, ArenaState)
    hand, deck = other.player(1).hand, other.player(1).deck
    first = other.cards[hand[0]]
    second = next(
        other.cards[c]
        for c in deck
        if double_bordered(other.cards[c].card) == double_bordered(first.card)
        and other.cards[c].name != first.name
    )
    other.set_face(first.id, second.card)
    other.set_face(second.id, first.card)
    for salt in range(4):
        one = state.determinize(0, Rng(salt))
        two = other.determinize(0, Rng(salt))
        assert {c: x.name for c, x in one.cards.items()} == {  # type: ignore[attr-defined]
            c: x.name
            for c, x in two.cards.items()  # type: ignore[attr-defined]
        }


# --- undo -------------------------------------------------------------------------------------


def test_undo_takes_back_only_own_face_down_drafting_while_the_seat_goes_on() -> None:
    state = blank(4, active=0)
    give(state, 0, "hand", "Axeman", SHIELD)
    give(state, 1, "hand", "Archer")
    organize.start_phase(state)
    state.mover = 0
    while state.current_seat != 0:
        do(state, "pass")
    put = next(a for a in state.legal_actions() if str(a).startswith("put"))
    assert not state.can_take_back(put)  # seat 1 has not passed: it drafts next
    state.step_as(TurnStep).passed[1] = True
    assert state.can_take_back(put)
    on(state, 0, "A2", "Swordsman")
    shield = next(a for a in state.legal_actions() if str(a).startswith("shield"))
    assert not state.can_take_back(shield)  # face up: shown
    assert turns.POSSIBLE  # the steps that read the hand registered their tests
