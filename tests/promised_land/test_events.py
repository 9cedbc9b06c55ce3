"""Every move told: what each seat is told in Promised Land, in its words, and nothing hidden."""

from __future__ import annotations

from promised_land.helpers import arrange_battle, at_lay, new
from stronghold.games.promised_land.events import ChallengeWon, Drew, Laid


def test_a_card_laid_face_down_is_named_to_its_owner_alone() -> None:
    state = new(seed=10)
    at_lay(state, 0, ["Nephi"], ["Sword", "Moroni"])
    sword = next(card for card in state.players[0].hand if state.catalog.name(card) == "Sword")
    before = len(state.event_log)
    state.apply_text(f"lay {sword}")
    event = state.event_log[before]
    assert isinstance(event, Laid) and not event.face_up and event.deck == "Armory"
    label = state.catalog.label(sword)
    assert state.events(0, since=before)[0].text == f"You lay an Armory card face down ({label})."
    for viewer in (1, None):
        told = state.events(viewer, since=before)[0]
        assert told.text == "Seat 0 lays an Armory card face down."
        assert told.to_json()["card"] is None


def test_a_drawn_card_is_named_to_the_drawer_alone() -> None:
    state = new(seed=3)
    drawn = [event for event in state.event_log if isinstance(event, Drew)]
    while not drawn:
        state.apply(state.legal_actions()[0])
        drawn = [event for event in state.event_log if isinstance(event, Drew)]
    number = list(state.event_log).index(drawn[0])
    seat = drawn[0].seat
    assert drawn[0].card is not None
    assert drawn[0].card in state.events(seat, since=number)[0].text
    other = (seat + 1) % state.game.seats
    assert state.events(other, since=number)[0].to_json()["card"] is None
    assert drawn[0].card not in state.events(other, since=number)[0].text


def test_a_challenge_is_told_with_each_cards_points_and_the_totals() -> None:
    state = new(seed=20)
    arrange_battle(
        state,
        {0: ["Moroni", "Sword", "Plates"], 1: ["Nephi", "Sword", "Javelin", "Liahona"]},
        challenger=0,
    )
    won = [event for event in state.event_log if isinstance(event, ChallengeWon)]
    assert len(won) == 1
    event = won[0]
    result = state.results[0]
    assert event.winner == result["winner"]
    for side, summary in zip(event.sides, result["sides"], strict=True):
        assert side.seat == summary["seat"] and side.total == summary["total"]
        assert dict(side.points) == summary["points"]
    text = state.events(None)[list(state.event_log).index(event)].text
    for label, value in event.sides[0].points:
        assert f"{label} {value}" in text
    assert f"= {event.sides[0].total}" in text and f"= {event.sides[1].total}" in text
