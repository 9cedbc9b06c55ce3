"""Secrets (DESIGN.md, "Secrets"): card ids, determinize, swap_hidden, phrases, logs, refusals
and who is asked tell a seat nothing of the cards it cannot see: the draw piles (its own too),
the other hands, face-down cards it has not looked at, the cards set aside. Each test is named
after the defect it guards against (issue 10)."""

from __future__ import annotations

from collections import Counter

from promised_land.helpers import act, at_lay, clear, give_hand, legal, log, new, set_line
from stronghold.engine.actions import Action
from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import load
from stronghold.engine.rng import Rng
from stronghold.games.promised_land import phase_one, phase_two, turns
from stronghold.games.promised_land.actions import (
    Call,
    Challenge,
    Done,
    Draw,
    Lay,
    Look,
    Pass,
    Use,
)
from stronghold.games.promised_land.game import PromisedLandGame
from stronghold.games.promised_land.lines import join_problem
from stronghold.games.promised_land.model import Pile, kind_of
from stronghold.games.promised_land.rules import ALLOWED
from stronghold.games.promised_land.state import PromisedLandState

UNLAYABLE_ON_ABINADI = ["Sword", "Javelin", "Arrow", "Secret Combination", "Wickedness: Greed"]


def _places(state: PromisedLandState) -> list[list[str]]:
    """Every list of card ids in the state."""
    places = [state.set_aside]
    for player in state.players:
        places += [player.warrior_pile, player.armory_pile, player.hand, player.line]
        places += [player.face_down, player.aside, player.discard]
    return places


def _exchanged(state: PromisedLandState, first: str, second: str) -> PromisedLandState:
    """A copy in which the cards with ids ``first`` and ``second`` have changed places."""
    twin = state.clone()
    assert isinstance(twin, PromisedLandState)
    for place in _places(twin):
        place[:] = [second if c == first else first if c == second else c for c in place]
    return twin


def _in_piles(state: PromisedLandState, name: str, *, besides: str = "") -> str:
    """An id of a card called ``name`` (or, with ``besides``, of the same deck and another
    name) lying in some draw pile."""
    piles = [card for player in state.players for card in player.warrior_pile + player.armory_pile]
    if besides:
        return next(
            card
            for card in piles
            if kind_of(card) == kind_of(besides) and state.catalog.name(card) != name
        )
    return next(card for card in piles if state.catalog.name(card) == name)


def _pool(state: PromisedLandState) -> list[Action]:
    """Actions of every shape, naming every card: texts a hostile seat might send."""
    seats = range(state.game.seats)
    cards = list(state.catalog.facts)
    actions: list[Action] = [Call(), Done(), Pass(), Draw(Pile.WARRIOR), Draw(Pile.ARMORY)]
    actions += [Look(seat) for seat in seats] + [Challenge(seat) for seat in seats]
    actions += [Lay(card) for card in cards]
    actions += [Use(card, target) for card in cards[::7] for target in cards[::11]]
    return actions


def _lines(
    state: PromisedLandState, lines: dict[int, list[str]], hands: dict[int, list[str]]
) -> dict[int, list[str]]:
    """Set these lines (secondaries face down) and hands; returns the lines' ids."""
    for seat in range(state.game.seats):
        clear(state, seat)
    ids = {seat: set_line(state, seat, names) for seat, names in lines.items()}
    for seat in range(state.game.seats):
        give_hand(state, seat, hands.get(seat, []))
    return ids


def _call(state: PromisedLandState) -> PromisedLandState:
    """Phase Two on the lines as set, seat 0 having called; no decision taken for anyone."""
    state.phase, state.called_by = "prep", 0
    state.order = turns.clockwise(state, 0)
    phase_two.start(state)
    state._settle()
    return state


def _battle(
    state: PromisedLandState, lines: dict[int, list[str]], hands: dict[int, list[str]]
) -> dict[int, list[str]]:
    """``_lines`` then ``_call``."""
    ids = _lines(state, lines, hands)
    _call(state)
    return ids


# --- determinize ---------------------------------------------------------------------------


def _world(state: PromisedLandState) -> object:
    """Everything about a state: canonical form, every view, whose turn."""
    views = [state.view(seat) for seat in range(state.game.seats)]
    return (state.canonical(), views, state.current_seat)


def test_determinize_is_not_invertible_its_sample_ignores_the_true_hidden_cards() -> None:
    state = new(seed=5)
    theirs = next(card for card in state.players[1].hand if kind_of(card) == "warrior")
    twin = _exchanged(state, theirs, _in_piles(state, state.catalog.name(theirs), besides=theirs))
    own_pile = state.players[0].armory_pile  # seat 0 knows its deck, not the order
    other = next(c for c in own_pile if state.catalog.name(c) != state.catalog.name(own_pile[-1]))
    twin = _exchanged(twin, own_pile[-1], other)
    assert twin.view(0) == state.view(0) and twin.fingerprint() != state.fingerprint()
    for salt in range(6):
        assert _world(state.determinize(0, Rng(salt))) == _world(twin.determinize(0, Rng(salt)))


def test_determinize_keeps_what_the_seat_knows_and_what_the_rules_tell() -> None:
    state = new(3, seed=6)
    ids = _battle(
        state,
        {0: ["Moroni", "Prophecy"], 1: ["Abinadi", "Moroni", "Sword"], 2: ["Lehi", "Liahona"]},
        {},
    )
    act(state, "look 2")  # seat 0 now knows seat 2's face-down card
    seen = ids[2][1]
    for salt in range(25):
        sample = state.determinize(0, Rng(salt))
        assert sample.view(0) == state.view(0)
        assert sample.catalog.name(seen) == "Liahona"
        assert sample.players[0].hand == state.players[0].hand
        for player, original in zip(sample.players, state.players, strict=True):
            for place, true in ((player.hand, original.hand), (player.line, original.line)):
                assert [kind_of(card) for card in place] == [kind_of(card) for card in true]
            for index, card in enumerate(player.line):  # each face-down card fits its line
                if card in player.face_down:
                    assert join_problem(sample.catalog, card, player.line[:index]) is None
        every = Counter(sample.catalog.name(card) for card in sample.catalog.facts)
        assert every == Counter(state.catalog.name(card) for card in state.catalog.facts)


# --- card ids --------------------------------------------------------------------------------


def test_card_ids_carry_no_identity() -> None:
    game = load("promised-land")
    for card in ("W01", "A01", "W60"):
        assert len({game.new_state(seed).catalog.name(card) for seed in range(20)}) > 3


def test_canonical_includes_the_card_behind_each_id() -> None:
    state = new(seed=7)
    first = state.players[1].hand[0]
    second = _in_piles(state, state.catalog.name(first), besides=first)
    twin = state.clone()
    assert isinstance(twin, PromisedLandState)
    names = {first: state.catalog.name(second), second: state.catalog.name(first)}
    twin.catalog = state.catalog.reassigned(names)
    assert twin.fingerprint() != state.fingerprint()


def test_targets_any_names_no_face_down_card_in_the_choosers_own_choices() -> None:
    state = new(seed=8, rules={"targets": "any"})
    ids = _battle(state, {0: ["Moroni", "Sword", "Plates"], 1: ["Nephi", "Conversion"]}, {})
    while not any(action.startswith("use") for action in legal(state)):
        state.apply(state.legal_actions()[0])
    plates = ids[0][2]
    assert state.current_seat == 1 and plates in state.players[0].face_down
    phrases = [state.describe_action(action, 1) for action in state.legal_actions()]
    assert any(plates in phrase for phrase in phrases)  # named by its id, which says nothing
    assert not any("Plates" in phrase for phrase in phrases)
    assert "the face-down card" in " ".join(phrases)


# --- logs and who is asked -------------------------------------------------------------------


def test_must_lay_false_does_not_log_whether_a_passing_player_could_lay() -> None:
    logged = []
    for hand in (["Moroni", *UNLAYABLE_ON_ABINADI], ["King Noah", *UNLAYABLE_ON_ABINADI]):
        state = new(seed=9, rules={"must_lay": False})
        at_lay(state, 0, ["Abinadi"], hand)
        assert "pass" in legal(state)
        phrase = state.describe_action(Pass(), 1)
        state.apply_text("pass")
        panels = [panel for panel in state.present(1) if panel["title"] == "Log"]
        logged.append((phrase, state.view(1)["log"][-1], panels))
    assert logged[0] == logged[1]
    assert logged[0][1] == "Seat 0 lays nothing this turn."


def _at_lay(hand: list[str]) -> PromisedLandState:
    """Seat 0 at its turn to lay a secondary card on Abinadi, holding ``hand``."""
    state = new(seed=10)
    at_lay(state, 0, ["Abinadi"], hand, fill=False)
    state.turn = 0
    phase_one._begin_turn(state)
    state._settle()
    return state


def test_a_player_who_can_only_pass_is_asked_all_the_same() -> None:
    state = _at_lay([*UNLAYABLE_ON_ABINADI, "King Noah"])
    assert state.current_seat == 0 and state.step == "lay" and legal(state) == ["pass"]


def test_who_is_asked_does_not_tell_what_a_hand_holds() -> None:
    one = _at_lay(["Moroni", "King Noah", *UNLAYABLE_ON_ABINADI[:4]])  # one card to lay
    noah = one.catalog.ids_named("King Noah")
    noah_in_hand = next(card for card in one.players[0].hand if card in noah)
    two = _exchanged(one, noah_in_hand, _in_piles(one, "Lehi"))  # Lehi fits too
    assert len(legal(one)) == 1 and len(legal(two)) == 2
    check_indistinguishable_at(one, two, 1, _pool(one), Rng(1))


def test_a_challenger_who_may_hold_a_face_down_prophecy_is_asked() -> None:
    state = new(seed=11)
    ids = _lines(state, {0: ["Moroni", "Sword"], 1: ["Nephi", "Javelin"]}, {})
    twin = _call(_exchanged(state, ids[0][1], _in_piles(state, "Prophecy")))
    _call(state)
    assert state.current_seat == 0 and legal(state) == ["challenge 1"]
    assert twin.legal_actions() == [Look(1), Challenge(1)]
    check_indistinguishable_at(state, twin, 1, _pool(state), Rng(2))


def test_looks_left_is_shown_only_to_the_challenger() -> None:
    state = new(3, seed=12)
    _battle(state, {0: ["Moroni", "Prophecy"], 1: ["Nephi", "Sword"], 2: ["Lehi", "Plates"]}, {})
    assert state.view(0)["challenge"]["looks_left"] == 2
    for seat in (1, 2, None):
        assert state.view(seat)["challenge"]["looks_left"] is None


def test_a_player_with_a_ready_deception_is_asked_even_when_no_hand_card_fits() -> None:
    state = new(3, seed=13)
    righteous = ["Nephi", "Lehi", "Prayer", "Conversion", "Faith: Love", "Faithful Women"]
    _battle(
        state,
        {0: ["Moroni", "Sword", "Plates"], 1: ["King Noah", "Deception"], 2: ["Lehi"]},
        {1: righteous},
    )
    state.apply_text("challenge 1")
    # Sword revealed (seat 0 asked), Deception (seat 1), Plates (seat 0), and then seat 1
    # again: its Deception is ready and it holds cards; that none fits is its secret.
    for seat in (0, 1, 0, 1):
        assert (state.current_seat, legal(state)) == (seat, ["pass"])
        state.apply_text("pass")


def test_the_game_waits_after_each_reveal() -> None:
    state = new(3, seed=14)
    hands = {1: ["Wickedness: Pride", "King Noah", "Shiz"]}
    lines = {
        0: ["Moroni", "Sword"],
        1: ["King Noah", "Sleep", "Secret Combination"],
        2: ["Lehi", "Liahona"],
    }
    ids = _lines(state, lines, hands)
    twin = _call(_exchanged(state, ids[1][1], _in_piles(state, "Deception")))
    _call(state)
    assert legal(state) == ["challenge 1", "challenge 2"]
    # One world reveals a Sleep, the other a Deception its holder may use at once: the
    # reveals must not run on in one world only.
    check_indistinguishable_at(state.clone(), twin, 0, [Challenge(1), Pass()], Rng(3))
    state.apply_text("challenge 1")
    assert state.current_seat == 0 and log(state)[-1].startswith("Seat 0 reveals Sword")


def test_rule_auto_pass_keeps_the_skipping_for_machine_only_sims() -> None:
    assert load("promised-land").keeps_secrets
    game = load("promised-land", rules={"auto_pass": True})
    assert not game.keeps_secrets
    state = game.new_state(10)
    at_lay(state, 0, ["Abinadi"], [*UNLAYABLE_ON_ABINADI, "King Noah"], fill=False)
    state.turn = 0
    phase_one._begin_turn(state)
    state._settle()
    assert state.step == "call"  # the only choice, pass, was taken at once


def test_rule_auto_pass_takes_only_booleans() -> None:
    try:
        load("promised-land", rules={"auto_pass": "yes"})
    except ParamsError as error:
        assert "auto_pass" in error.reason
    else:
        raise AssertionError("a non-boolean auto_pass was accepted")


# --- swap_hidden, refusals, conformance params ------------------------------------------------


def test_swap_hidden_changes_only_what_the_seat_cannot_see() -> None:
    state = new(3, seed=15)
    chooser = Rng(15)
    for _ in range(25):
        state.apply(chooser.choice(state.legal_actions()))
    for seat in range(3):
        twin = state.swap_hidden(seat, Rng(seat))
        assert twin.fingerprint() != state.fingerprint()
        assert twin.view(seat) == state.view(seat)
        assert twin.rng.digest() == state.rng.digest()  # the chance to come is the same
        check_indistinguishable_at(state.clone(), twin, seat, _pool(state), Rng(seat))


def test_refusals_about_hidden_ids_name_no_card() -> None:
    state = new(seed=16)
    at_lay(state, 0, ["Moroni"], ["Sword", "Plates"])
    hidden = sorted(state.hidden_from(0))
    for card in hidden[::9]:
        assert state.refusal(f"lay {card}", seat=0) == f"{card} is not a card you can play"
        assert state.catalog.name(card) not in (state.refusal(f"use {card} {card}", seat=0) or "")


def test_conformance_params_play_every_rule_option() -> None:
    played: dict[str, set[object]] = {key: set() for key in ALLOWED}
    for params in PromisedLandGame.conformance_params():
        for key, value in params.get("rules", {}).items():
            played[key].add(value)
    for key, values in ALLOWED.items():
        assert set(values[1:]) <= played[key], key
