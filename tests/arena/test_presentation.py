"""What a player reads: actions told with the names of the cards the reader may see, and the
events told in sentences (a fight with each side's cards and totals)."""

from __future__ import annotations

from stronghold.games.arena.events import Destroyed, FightOver, Victorious
from stronghold.games.arena.view import fight_line

from .arena_helpers import new_game


def test_an_action_names_the_card_for_its_owner_and_hides_it_from_the_opponent() -> None:
    state = new_game(3)
    while state.phase == "mulligan":  # each seat with a redraw left is asked: keep
        state.apply_text("keep")
    seat = state.current_seat
    assert seat is not None
    put = next(a for a in state.legal_actions() if str(a).startswith("put "))
    cid = str(put).split()[1]
    name = state.cards[cid].name
    mine = state.describe_action(put, seat)
    theirs = state.describe_action(put, 1 - seat)
    assert mine.startswith(f"put {name} ")
    assert theirs.startswith("put a card ")
    assert name not in theirs and cid not in theirs


def test_a_fight_is_told_with_each_sides_cards_totals_and_winner() -> None:
    fight = {
        "kind": "creature",
        "space": "D2",
        "attacker": 0,
        "winner": 1,
        "totals": [11, 12],
        "parts": [[["Marshal base", 11]], [["Cleric base", 4], ["Corporal base", 8]]],
    }
    assert fight_line(fight) == (
        "creature on D2: seat 0: Marshal 11 = 11 vs seat 1: Cleric 4 + Corporal 8 = 12; "
        "seat 1 wins."
    )
    assert fight_line({**fight, "winner": None}).endswith("; a tie.")


def test_events_are_sentences_in_the_second_person_for_their_seat() -> None:
    names = ["Rak Nam", "Tes Let"]
    victorious = Victorious(0, "Axeman")
    assert victorious.words(0, names) == "Your Axeman leaves the arena Victorious."
    assert victorious.words(1, names) == "Rak Nam's Axeman leaves the arena Victorious."
    assert Destroyed(("Marshal", "Horse")).words(None, names) == "Destroyed: Marshal, Horse."
    fight = FightOver(
        "creature", "D2", 0, 1, (11, 12),
        ((("Marshal base", 11),), (("Cleric base", 4), ("Corporal base", 8))),
    )  # fmt: skip
    assert fight.words(1, names) == (
        "The raid on a creature on D2 is over: Rak Nam: Marshal 11 = 11 vs you: Cleric 4 + "
        "Corporal 8 = 12; you win."
    )


def test_a_played_game_tells_every_move_to_each_seat_in_sentences() -> None:
    state = new_game(2)
    while not state.is_terminal() and len(state.history) < 400:
        state.apply(state.legal_actions()[-1])
    for seat in (0, 1, None):
        told = [told.text for told in state.events(seat)]
        assert "Turn 2 begins." in told
        assert all(text[0].isupper() and "_" not in text and "=" not in text[:3] for text in told)
    # the opening hands: each seat is told its own eight cards, and only how many the other drew
    first = state.events(0)[:2]
    assert first[0].text.startswith("You draw 8 cards (the starting hand): ")
    assert first[1].text.endswith("draws 8 cards (the starting hand).")
    recent = state.view(0)["recent"]
    assert [entry["n"] for entry in recent] == list(
        range(len(state.event_log) - len(recent), len(state.event_log))
    )


def test_a_creature_drafted_face_down_is_named_in_events_to_its_owner_alone() -> None:
    state = new_game(3)
    while state.phase == "mulligan":
        state.apply_text("keep")
    seat = state.current_seat
    assert seat is not None
    put = next(a for a in state.legal_actions() if str(a).startswith("put "))
    cid, place = str(put).split()[1:3]
    name = state.cards[cid].name
    since = len(state.event_log)
    state.apply(put)
    where = "on the stronghold at" if place.startswith("on:") else "under the stronghold at"
    mine = [told.text for told in state.events(seat, since)]
    theirs = [told.text for told in state.events(1 - seat, since)]
    assert mine[0].startswith(f"You put {name} {where} {place.split(':')[1]}")
    assert theirs[0].endswith(f"puts a card {where} {place.split(':')[1]}.")
    assert name not in str([told.to_json() for told in state.events(1 - seat, since)])
