"""The server's lobby offers the ``random-pool`` deck and keeps the deck it drew by its seed."""

from __future__ import annotations

from stronghold.server.lobby import catalog, plan_game
from stronghold.server.requests import NewGame


def test_the_lobby_offers_random_pool_and_stores_the_seeded_deck() -> None:
    games = {entry["id"]: entry for entry in catalog()}
    assert "random-pool" in games["guardians"]["decks"]
    request = NewGame.model_validate(
        {
            "game": "guardians",
            "seats": [
                {"kind": "human", "deck": {"name": "random-pool"}},
                {"kind": "computer", "deck": {"name": "random-pool:5"}},
            ],
        }
    )
    planned = plan_game(request)
    mine, theirs = (seat.deck for seat in planned.seats)
    assert mine is not None and mine.startswith("random-pool:") and mine[12:].isdigit()
    assert theirs == "random-pool:5"
