"""THE TURN IS OVER, GO BACK TO THE DRAW & ORGANIZE PHASE: the next draw with MDL / LDL / LUC,
the previous Up card drawn first (Tes Let may discard it), running out of cards
(guardians-rules.txt, "THE TURN IS OVER, GO BACK TO THE DRAW & ORGANIZE PHASE")."""

from __future__ import annotations

from game_helpers import (
    RAK_NAM,
    TES_LET,
    act,
    assert_in_place,
    blank,
    game,
    lay_terrain,
    legal,
    organizing,
    put_shield,
    take,
)

TES_GAME = game((TES_LET, RAK_NAM))


def _set_up(state, up0: str, up1: str):  # type: ignore[no-untyped-def]
    """Home shields for both seats, the given Up cards on top, no stones (no reshuffle)."""
    put_shield(state, 0, "A2", ["Swordsman"])
    put_shield(state, 1, "D2", ["Swordsman"])
    ups = []
    for seat, name in ((0, up0), (1, up1)):
        cid = take(state, seat, name)
        state.players[seat].deck.append(cid)
        state.players[seat].stones = 0
        ups.append(cid)
    return ups


def _through_turn(state) -> None:  # type: ignore[no-untyped-def]
    """Organize nothing, turn every shield and stay: the turn ends and the next one draws."""
    organizing(state, 0)
    act(state, "ready")
    act(state, "ready")
    while state.phase == "move":
        mine = sorted(
            s.id for s in state.shields.values() if s.owner == state.seat and not s.turned
        )
        act(state, f"turn {mine[0]}")
        act(state, "stay")


def _hand(state, seat: int) -> set[str]:  # type: ignore[no-untyped-def]
    player = state.players[seat]
    return set(player.pen + player.storage)


def test_more_lands_add_mdl_fewer_subtract_ldl_the_lower_up_card_adds_luc() -> None:
    # Rak Nam: draw 3, MDL +1, LDL -1, LUC +1. Seat 0's terrain on C1: 4 lands to 2.
    # Seat 0 (higher Up card): 3 + 1 = 4. Seat 1 (lower Up card): 3 - 1 + 1 = 3.
    state = blank()
    lay_terrain(state, 0, "C1")
    up0, up1 = _set_up(state, "Axeman", "Buzzard")
    tops = [list(reversed(p.deck[:-1]))[:4] for p in state.players]
    _through_turn(state)
    assert state.turn == 2
    assert state.phase == "organize"
    assert _hand(state, 0) == {up0, *tops[0][:3]}
    assert _hand(state, 1) == {up1, *tops[1][:2]}
    assert_in_place(state)


def test_tied_lands_leave_the_base_draw() -> None:
    state = blank()
    _set_up(state, "Axeman", "Buzzard")
    _through_turn(state)
    assert len(_hand(state, 0)) == 3
    assert len(_hand(state, 1)) == 3 + 1  # LUC


def test_fewer_lands_subtract_ldl() -> None:
    state = blank()
    lay_terrain(state, 1, "B1")
    lay_terrain(state, 1, "B2")  # seat 1: 5 lands, seat 0: 1
    _set_up(state, "Buzzard", "Axeman")
    _through_turn(state)
    assert len(_hand(state, 0)) == 3 - 1 + 1  # LDL, LUC
    assert len(_hand(state, 1)) == 3 + 1  # MDL


def test_the_previous_up_card_is_the_first_card_drawn() -> None:
    state = blank()
    up0, up1 = _set_up(state, "Earth Elemental", "Gunner")
    _through_turn(state)
    assert up0 in state.players[0].pen
    assert up1 in state.players[1].pen
    assert state.players[0].previous_up is None and state.players[0].up is None


def test_tes_let_may_discard_the_previous_up_card_and_draw_from_the_deck() -> None:
    state = blank(the_game=TES_GAME)
    up0, _up1 = _set_up(state, "Axeman", "Buzzard")
    top = list(reversed(state.players[0].deck[:-1]))[:3]
    _through_turn(state)
    assert (state.phase, state.seat) == ("draw", 0)
    assert legal(state) == {"take-up", "discard-up"}
    act(state, "discard-up")
    assert up0 in state.players[0].discard
    assert _hand(state, 0) == set(top)
    assert_in_place(state)


def test_tes_let_may_take_the_previous_up_card() -> None:
    state = blank(the_game=TES_GAME)
    up0, _up1 = _set_up(state, "Axeman", "Buzzard")
    _through_turn(state)
    act(state, "take-up")
    assert up0 in state.players[0].pen
    assert len(_hand(state, 0)) == 3


def test_only_tes_let_is_asked() -> None:
    state = blank()
    _set_up(state, "Axeman", "Buzzard")
    _through_turn(state)
    assert state.phase == "organize"


def test_running_out_of_cards_is_no_loss_the_up_card_comes_from_the_discard_pile() -> None:
    state = blank()
    _set_up(state, "Axeman", "Buzzard")
    player = state.players[0]
    player.discard.extend(player.deck)
    player.deck.clear()
    for cid in player.discard:
        state.set_public(cid)
    _through_turn(state)
    assert not state.is_terminal()
    assert state.turn == 2
    # The Up card of turn 1 came from the discard pile; it is drawn first on turn 2 and the
    # deck has nothing more to give.
    assert len(_hand(state, 0)) == 1
    organizing(state, 0)
    act(state, "ready")
    act(state, "ready")
    assert player.up is not None  # again from the discard pile
    assert not player.deck
    assert state.phase == "move"
    assert_in_place(state)


def test_the_next_turn_starts_fresh() -> None:
    state = blank()
    _set_up(state, "Axeman", "Buzzard")
    state.players[0].flew = True
    _through_turn(state)
    assert state.turn == 2
    for player in state.players:
        assert not player.flew
        assert not player.channeled
        assert not player.placed
        assert not player.organized


def test_a_seat_entitled_to_no_cards_discards_its_up_card() -> None:
    # "If you are not entitled to draw any cards this turn, discard the Up-card." No printed
    # Guardian draws fewer than 1, so this one is given a base draw of 1 (1 - 1 LDL = 0).
    state = blank()
    lay_terrain(state, 1, "B1")
    player = state.players[0]
    player.guardian = player.guardian.model_copy(update={"draw": 1, "luc": 0})
    up0, _up1 = _set_up(state, "Buzzard", "Axeman")
    _through_turn(state)
    assert up0 in player.discard
    assert not _hand(state, 0)
    assert_in_place(state)
