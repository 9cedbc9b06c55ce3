"""PHASE I: DRAW AND ORGANIZE — A. Stock (none on the first turn; base draw with LDL, MDL,
LUC), B. Storage Hand, C. Up-Card (higher is Active, ties to the bottom), E. Discard."""

from __future__ import annotations

from stronghold.games.arena import organize
from stronghold.games.guardians.play import organize as guardians_organize

from .arena_helpers import SHIELD, blank, do, events, give, legal, new_game, on, sound


def _stock(state, *, ruined: int = 0, lower_up: int | None = None) -> list[int]:
    """Turn 2's Stock with seat 1 missing ``ruined`` stronghold cards: cards drawn each."""
    for slot in state.player(1).strongholds[:ruined]:
        slot.rubble = True
    for seat in (0, 1):
        state.player(seat).lower_up = seat == lower_up
    for seat in (0, 1):
        give(state, seat, "pen", "Archer")  # something to draft: the turn stops there
    state.turn = 2
    guardians_organize.start_turn(state)
    assert state.phase == "draft"
    return [len(state.player(seat).hand) - 1 for seat in (0, 1)]


def test_no_stock_on_the_first_turn() -> None:
    state = new_game(1)
    while state.phase == "mulligan":  # each seat with a redraw left is asked: keep
        do(state, "keep")
    stock = [e["number"] for e in events(state, "drew") if e["why"] is None]
    assert stock == [0, 0] and [e["number"] for e in events(state, "turn-begins")] == [1]
    assert state.phase == "draft"


def test_stock_is_the_base_draw_when_both_hold_as_many_strongholds() -> None:
    # Rak Nam: Base Draw 3, LDL -1, MDL +1, LUC +1
    assert _stock(blank(1)) == [3, 3]


def test_mdl_and_ldl_compare_standing_strongholds() -> None:
    assert _stock(blank(1), ruined=1) == [3 + 1, 3 - 1]


def test_luc_after_the_lower_up_card() -> None:
    assert _stock(blank(1), lower_up=1) == [3, 3 + 1]


def test_mdl_and_ldl_may_compare_victorious_creatures_instead() -> None:
    state = blank(1, rules={"draw_compare": "victorious"})
    state.player(0).victorious.extend(give(state, 0, "deck", "Archer"))
    state.player(0).deck.remove(state.player(0).victorious[0])
    assert _stock(state, ruined=1) == [3 + 1, 3 - 1]
    state = blank(1, rules={"draw_compare": "victorious"})
    assert _stock(state, ruined=1) == [3, 3]


def test_storage_hand_takes_pen_and_storage_into_the_hand() -> None:
    state = blank(2)
    pen = give(state, 0, "pen", "Archer", "Spires")
    storage = give(state, 0, "storage", "Dispel Magic", "Gold")
    organize.start_phase(state)
    assert set(state.player(0).hand) == set(pen + storage)
    assert not state.player(0).pen and not state.player(0).storage


def test_the_higher_up_card_is_active_and_drafts_first() -> None:
    state = blank(2)
    give(state, 0, "deck", "Archer")  # Up 6 (its Vitality)
    give(state, 1, "deck", "Sand Lord")  # Up 11
    give(state, 1, "hand", "Axeman")
    give(state, 0, "hand", "Axeman")
    organize.start_phase(state)
    assert state.mover == 1 and state.phase == "draft" and state.current_seat == 1
    assert state.player(0).lower_up and not state.player(1).lower_up


def test_equal_up_cards_go_to_the_bottom_and_the_next_are_turned() -> None:
    state = blank(2)
    give(state, 0, "deck", "Horse", "Archer")  # turned: Archer (top), then Horse
    give(state, 1, "deck", "Sand Lord", "Swordsman")  # Swordsman ties the Archer at 6
    archer, swordsman = state.player(0).deck[-1], state.player(1).deck[-1]
    give(state, 0, "hand", "Axeman")  # something to draft: the turn stops there
    organize.start_phase(state)
    assert state.phase == "draft" and state.turn == 1
    assert state.player(0).deck[0] == archer and state.player(1).deck[0] == swordsman
    assert state.mover == 1  # Sand Lord 11 beats Horse 3
    sound(state)


def test_eight_or_more_cards_are_discarded_down_to_seven_then_split() -> None:
    state = blank(3)
    give(state, 0, "hand", *["Archer"] * 5, "Spires", "Gold", "Dispel Magic", "Axeman", "Swamp")
    on(state, 1, "D1", "Axeman", SHIELD)  # seat 1 will be asked whether it enters the arena
    organize.start_phase(state)
    while state.phase == "draft":
        do(state, "pass")
    assert state.phase == "discard" and state.current_seat == 0
    assert sorted(set(legal(state))) == sorted(
        {"discard Archer", "discard Spires", "discard Gold", "discard Dispel Magic",
         "discard Axeman", "discard Swamp"}
    )  # fmt: skip
    do(state, "discard Archer")
    do(state, "discard Swamp")
    do(state, "discard Gold")
    assert state.phase == "enter"
    player = state.player(0)
    names = sorted(state.cards[c].name for c in player.pen + player.storage)
    assert len(names) == 7 and not player.hand
    assert sorted(state.cards[c].name for c in player.storage) == ["Dispel Magic"]
    assert [e["card"] for e in events(state, "discarded")] == ["Archer", "Swamp", "Gold"]
