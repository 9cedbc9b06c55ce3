"""What a player reads: actions told with the names of the cards the reader may see, and the
log told in sentences (a fight with each side's cards and totals)."""

from __future__ import annotations

from stronghold.games.arena.view import fight_line, news, tell

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


def test_events_are_sentences_and_an_unknown_one_shows_its_fields() -> None:
    assert tell({"event": "victorious", "turn": 4, "seat": 0, "card": "Axeman"}) == (
        "Axeman (seat 0) leaves the arena Victorious."
    )
    assert tell({"event": "destroyed", "turn": 4, "cards": ["Marshal", "Horse"]}) == (
        "Destroyed: Marshal, Horse."
    )
    assert tell({"event": "new_kind", "turn": 2, "seat": 1}) == "new_kind: turn=2, seat=1"
    assert tell({"event": "moved", "seat": 1}) == "moved: seat=1"  # fields missing


def test_a_move_is_followed_by_what_it_caused_and_nothing_older() -> None:
    old = [{"event": "turn", "turn": 1, "number": 1}, {"event": "discard", "seat": 0, "card": "X"}]
    fresh = [
        {"event": "victorious", "turn": 1, "seat": 1, "card": "Axeman"},
        {"event": "creature_placed", "turn": 1, "seat": 0, "place": "under:A2"},
    ]
    assert news({"recent": old}, {"recent": old[1:] + fresh}) == [
        "Axeman (seat 1) leaves the arena Victorious.",
        "Seat 0 places a creature face down under A2.",
    ]
    assert news({"recent": old}, {"recent": old}) == []


def test_the_game_tells_each_move_of_a_played_game_from_its_views() -> None:
    state = new_game(2)
    told: list[str] = []
    while not state.is_terminal() and len(state.history) < 400:
        before = state.view(0)
        state.apply(state.legal_actions()[-1])
        told += state.game.describe_change(before, state.view(0), 0)
    assert any(line.startswith("Turn 2 begins") for line in told)
    assert not any(": turn=" in line for line in told)  # every event of a game has a sentence
