"""Assassin of Shadow (``deck_search = "opponent_creature"``, play/deck_searches.py): cast in
Draw and Organize, its caster looks through the opponent's draw deck, discards one creature of
its choice from it (shown) and shuffles it. Played from written positions in the organize
phase, seat 0 placing next. While it chooses, the caster alone knows the deck's cards; once the
deck is shuffled nobody knows their order."""

from __future__ import annotations

from game_helpers import act, at_position, legal, organizing_seat

from stronghold.games.guardians.play.state import GameState


def _seat(seat: int, storage: list[str], deck: list[str], ready: bool) -> str:
    return organizing_seat(seat, storage, deck, ready=ready)


def _organizing(theirs: list[str], their_deck: list[str]) -> GameState:
    text = 'turn = 2\nphase = "organize"\nseat = 0\n'
    text += _seat(0, ["Assassin of Shadow"], ["3 Axeman"], ready=False)
    text += _seat(1, theirs, their_deck, ready=True)
    return at_position(text)


def _cast(state: GameState) -> None:
    found = [a for a in legal(state) if a.startswith("cast ")]
    assert found == [f"cast {state.players[0].storage[0]} opponent-deck"], legal(state)
    act(state, found[0])


def _names(state: GameState, cids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in cids)


DECK = ["2 Axeman", "Gunner", "Woods", "Gold", "Angel"]


def test_assassin_of_shadow_discards_a_chosen_creature_of_the_opponents_deck() -> None:
    state = _organizing([], DECK)
    deck = set(state.players[1].deck)
    assert deck <= state.hidden_from(0)
    _cast(state)
    assert state.phase == "search" and state.seat == 0
    offered = {state.cards[a.split()[1]].name for a in legal(state)}
    assert offered == {"Axeman", "Gunner", "Angel"}  # its creatures, one choice per name
    assert not deck & state.hidden_from(0)  # the caster sees the whole deck while it chooses
    assert deck <= state.hidden_from(1)  # its owner still does not know the order
    assert "deck_known" not in state.view(1)["players"][1]
    gunner = next(a for a in legal(state) if state.cards[a.split()[1]].name == "Gunner")
    act(state, gunner)
    assert state.phase == "organize" and state.seat == 0  # organizing goes on
    assert _names(state, state.players[1].discard) == ["Gunner"]
    assert _names(state, state.players[1].deck) == ["Angel", "Axeman", "Axeman", "Gold", "Woods"]
    assert set(state.players[1].deck) <= state.hidden_from(0)  # shuffled: known no more
    assert "deck_known" not in state.view(0)["players"][1]
    said = [e.text for e in state.events(1)]
    assert any("Assassin of Shadow" in t and "discards Gunner" in t for t in said)


def test_a_deck_without_creatures_is_only_shuffled() -> None:
    state = _organizing([], ["Woods", "Gold", "Spires"])
    _cast(state)
    assert state.phase == "organize" and state.seat == 0
    assert state.players[1].discard == [] and len(state.players[1].deck) == 3
    said = [e.text for e in state.events(1)]
    assert any("finds no creature" in t for t in said)


def test_a_dispelled_assassin_sees_nothing() -> None:
    state = _organizing(["Dispel Magic"], DECK)
    _cast(state)
    assert state.phase == "respond" and state.seat == 1
    act(state, next(a for a in legal(state) if a.startswith("cast ")))
    assert state.phase == "organize"
    assert _names(state, state.players[1].discard) == ["Dispel Magic"]  # its answer only
    assert len(state.players[1].deck) == 6
    assert set(state.players[1].deck) <= state.hidden_from(0)
