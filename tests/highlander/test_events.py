"""Every move told: each seat is told what happened in its own words, and never a hidden card."""

from __future__ import annotations

from stronghold.games.highlander.actions import Draw
from stronghold.games.highlander.events import Chose, Clashed, Drew

from .helpers import arrange, clash, duel

FIVE = ("Head Cut", "Chest Cut", "Arm Cut", "Leg Cut", "High Pair")


def test_a_clash_is_told_with_both_cards_the_result_and_how_the_damage_was_made() -> None:
    state = duel()
    mine, theirs = arrange(
        state, hands=(("High Pair", *FIVE[:4]), ("Leg Cut", "Arm Cut", "Head Cut", "Chest Cut"))
    )
    before = len(state.event_log)
    clash(state, mine[0], theirs[0])
    told = state.events(0, since=before)
    assert [t.event.kind for t in told][:3] == ["chose", "chose", "clashed"]
    assert all(t.event.kind == "unlocked" for t in told[3:])  # 2 damage may unlock one
    told = told[:3]
    last = told[-1].event
    assert isinstance(last, Clashed)
    assert last.cards == ("High Pair", "Leg Cut") and last.result == "strike"
    assert last.damage == (0, 2) and last.total == (0, 2)
    names = state.seat_names()
    assert told[-1].text == (
        f"Clash 1: you (High Pair) against {names[1]} (Leg Cut): strike; 2 positions — "
        f"{names[1]} takes 2 (now 2)."
    )
    assert state.events(1, since=before)[2].text.endswith("you take 2 (now 2).")
    assert state.events(1, since=before)[3].text == "You unlock Hide (at 2 damage)."


def test_a_card_chosen_face_down_is_told_only_to_its_chooser_until_revealed() -> None:
    state = duel()
    mine, _theirs = arrange(state, hands=(FIVE, FIVE))
    before = len(state.event_log)
    state.apply_text(f"play {mine[1]}")
    event = state.event_log[before]
    assert isinstance(event, Chose) and event.card == "Chest Cut"
    assert state.events(0, since=before)[0].text == "You choose Chest Cut."
    names = state.seat_names()
    for viewer in (1, None):
        told = state.events(viewer, since=before)[0]
        assert told.text == f"{names[0]} chooses a card face down."
        assert told.to_json()["card"] is None and "Chest Cut" not in str(told.to_json())


def test_a_card_drawn_from_the_deck_is_named_to_the_drawer_alone() -> None:
    state = duel(3)
    assert state.phase == "draft"
    drawer = state.current_seat
    assert drawer is not None
    before = len(state.event_log)
    state.apply(Draw())
    event = state.event_log[before]
    assert isinstance(event, Drew) and event.card is not None
    assert state.events(drawer, since=before)[0].text == f"You take {event.card} from the deck."
    other = state.events(1 - drawer, since=before)[0]
    assert other.text.endswith("takes the top card of the deck.")
    assert other.to_json()["card"] is None
