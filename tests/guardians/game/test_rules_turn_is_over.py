"""THE TURN IS OVER, GO BACK TO THE DRAW & ORGANIZE PHASE: the next draw with MDL / LDL / LUC,
the previous Up card drawn first (Tes Let may discard it), running out of cards
(guardians-rules.txt, "THE TURN IS OVER, GO BACK TO THE DRAW & ORGANIZE PHASE")."""

from __future__ import annotations

from game_helpers import (
    act,
    assert_in_place,
    at_position,
    legal,
    seat_table,
    shield_table,
)

from stronghold.games.guardians.play.state import GameState

#: What the decks hold beneath the Up card (the rule-test deck's creatures, a few of each).
DECK = 'deck = ["4 Swordsman", "4 Angel", "3 Archer", "2 Gunner", "2 Valkyrie Spirit"]'


def _organizing(
    up0: str,
    up1: str,
    lines0: tuple[str, ...] = (),
    lines1: tuple[str, ...] = (),
    guardian0: str = "Rak Nam",
) -> GameState:
    """Turn 1, organize, seat 0 to place, nothing in hand: home shields for both seats (on the
    centre stronghold cards), the given Up cards on top of the decks, no stones (no reshuffle).
    """
    text = 'phase = "organize"\nseat = 0\n'
    for seat, up, lines, guardian in ((0, up0, lines0, guardian0), (1, up1, lines1, "Rak Nam")):
        deck = (DECK, f'deck_top = ["{up}"]') if up else ()
        text += seat_table(seat, *deck, *lines, guardian=guardian)
        text += shield_table(seat, "A2" if seat == 0 else "D2", ["Swordsman"])
    return at_position(text)


def _through_turn(state: GameState) -> None:
    """Organize nothing, turn every shield and stay: the turn ends and the next one draws."""
    if state.phase == "organize":
        act(state, "ready")
        act(state, "ready")
    while state.phase == "move":
        mine = sorted(
            s.id for s in state.shields.values() if s.owner == state.seat and not s.turned
        )
        act(state, f"turn {mine[0]}")
        act(state, "stay")


def _hand(state: GameState, seat: int) -> set[str]:
    player = state.players[seat]
    return set(player.pen + player.storage)


def _up_id(state: GameState, seat: int) -> str:
    """The id of the card on top of ``seat``'s deck (its coming Up card)."""
    return state.players[seat].deck[-1]


def test_more_lands_add_mdl_fewer_subtract_ldl_the_lower_up_card_adds_luc() -> None:
    # Rak Nam: draw 3, MDL +1, LDL -1, LUC +1. Seat 0's terrain on C1: 4 lands to 2.
    # Seat 0 (higher Up card): 3 + 1 = 4. Seat 1 (lower Up card): 3 - 1 + 1 = 3.
    state = _organizing("Axeman", "Buzzard", ('terrain = { C1 = "Woods" }',))
    up0, up1 = _up_id(state, 0), _up_id(state, 1)
    tops = [list(reversed(p.deck[:-1]))[:4] for p in state.players]
    _through_turn(state)
    assert state.turn == 2
    assert state.phase == "organize"
    assert _hand(state, 0) == {up0, *tops[0][:3]}
    assert _hand(state, 1) == {up1, *tops[1][:2]}
    assert_in_place(state)


def test_tied_lands_leave_the_base_draw() -> None:
    state = _organizing("Axeman", "Buzzard")
    _through_turn(state)
    assert len(_hand(state, 0)) == 3
    assert len(_hand(state, 1)) == 3 + 1  # LUC


def test_fewer_lands_subtract_ldl() -> None:
    # seat 1: 5 lands, seat 0: 1
    state = _organizing("Buzzard", "Axeman", (), ('terrain = { B1 = "Woods", B2 = "Woods" }',))
    _through_turn(state)
    assert len(_hand(state, 0)) == 3 - 1 + 1  # LDL, LUC
    assert len(_hand(state, 1)) == 3 + 1  # MDL


def test_the_previous_up_card_is_the_first_card_drawn() -> None:
    state = _organizing("Earth Elemental", "Gunner")
    up0, up1 = _up_id(state, 0), _up_id(state, 1)
    _through_turn(state)
    assert up0 in state.players[0].pen
    assert up1 in state.players[1].pen
    assert state.players[0].previous_up is None and state.players[0].up is None


def test_tes_let_may_discard_the_previous_up_card_and_draw_from_the_deck() -> None:
    state = _organizing("Axeman", "Buzzard", guardian0="Tes Let")
    up0 = _up_id(state, 0)
    top = list(reversed(state.players[0].deck[:-1]))[:3]
    _through_turn(state)
    assert (state.phase, state.seat) == ("draw", 0)
    assert legal(state) == {"take-up", "discard-up"}
    act(state, "discard-up")
    assert up0 in state.players[0].discard
    assert _hand(state, 0) == set(top)
    assert_in_place(state)


def test_tes_let_may_take_the_previous_up_card() -> None:
    state = _organizing("Axeman", "Buzzard", guardian0="Tes Let")
    up0 = _up_id(state, 0)
    _through_turn(state)
    act(state, "take-up")
    assert up0 in state.players[0].pen
    assert len(_hand(state, 0)) == 3


def test_only_tes_let_is_asked() -> None:
    state = _organizing("Axeman", "Buzzard")
    _through_turn(state)
    assert state.phase == "organize"


def test_running_out_of_cards_is_no_loss_the_up_card_comes_from_the_discard_pile() -> None:
    # Seat 0's deck is empty, every card of it on the discard pile (the Axeman on top).
    state = _organizing(
        "", "Buzzard", ('discard = ["4 Swordsman", "4 Angel", "3 Archer", "2 Gunner", "Axeman"]',)
    )
    player = state.players[0]
    assert not player.deck
    _through_turn(state)
    assert not state.is_terminal()
    assert state.turn == 2
    # The Up card of turn 1 came from the discard pile; it is drawn first on turn 2 and the
    # deck has nothing more to give.
    assert len(_hand(state, 0)) == 1
    assert state.phase == "organize"
    act(state, "ready")
    act(state, "ready")
    assert player.up is not None  # again from the discard pile
    assert not player.deck
    assert state.phase == "move"
    assert_in_place(state)


def test_the_next_turn_starts_fresh() -> None:
    # The move phase of turn 1, seat 0 (the higher Up card) to move, having flown a shield.
    text = 'phase = "move"\nseat = 0\n'
    for seat, up in ((0, "Axeman"), (1, "Buzzard")):
        flew = ("flew = true",) if seat == 0 else ()
        text += seat_table(seat, DECK, f'up = "{up}"', *flew)
        text += shield_table(seat, "A2" if seat == 0 else "D2", ["Swordsman"])
    state = at_position(text)
    assert state.players[0].flew
    _through_turn(state)
    assert state.turn == 2
    for player in state.players:
        assert not player.flew
        assert not player.channeled
        assert not player.placed
        assert not player.organized


def test_a_seat_entitled_to_no_cards_discards_its_up_card() -> None:
    # "If you are not entitled to draw any cards this turn, discard the Up-card." No printed
    # Guardian draws fewer than 1, so this one is given a base draw of 1 (1 - 1 LDL = 0): the
    # one change a position cannot write (a Guardian is a printed card).
    state = _organizing("Buzzard", "Axeman", (), ('terrain = { B1 = "Woods" }',))
    player = state.players[0]
    player.guardian = player.guardian.model_copy(update={"draw": 1, "luc": 0})
    up0 = _up_id(state, 0)
    _through_turn(state)
    assert up0 in player.discard
    assert not _hand(state, 0)
    assert_in_place(state)
