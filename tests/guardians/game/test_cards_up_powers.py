"""An Up card's own power right after the Up cards are turned (``up_power``,
play/up_powers.py): Jonstollo the Seeker, Chickenhead McCracken, Squibby. Played from written
positions in the organize phase: seat 1 says ``ready``, the Up cards are turned from the decks'
tops (docs/rules-notes/cards/up-powers.md)."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _seat(seat: int, deck_top: list[str], deck: str, terrain: str = "") -> str:
    top = ", ".join(f'"{n}"' for n in deck_top)
    space = "B2" if seat == 0 else "C2"
    return (
        f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
        f"deck = [{deck}]\ndeck_top = [{top}]\nready = {str(seat == 0).lower()}\n{terrain}"
        f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\ncards = ["Swordsman"]\n'
    )


def _start(
    mine: list[str], theirs: list[str], deck: str = '"3 Axeman"', terrain: str = ""
) -> GameState:
    text = 'turn = 2\nphase = "organize"\nseat = 1\n' + _seat(0, mine, deck, terrain)
    text += _seat(1, theirs, '"3 Axeman"')
    state = at_position(text)
    act(state, "ready")
    return state


def _up(state: GameState, seat: int) -> str | None:
    up = state.players[seat].up
    return None if up is None else state.cards[up].name


def _names(state: GameState, ids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in ids)


def test_jonstollo_is_discarded_and_the_card_chosen_from_the_deck_is_the_up_card() -> None:
    # Jonstollo (7) beats Gunner (4); seat 0 seeks the Archer (6), which beats Gunner too, then
    # the Baal-a-Gog (12): seat 0 still moves first; then the Up card is a Baal-a-Gog.
    state = _start(["Jonstollo the Seeker", "Swordsman"], ["Gunner"], '"2 Baal-a-Gog", "Archer"')
    assert state.phase == "after_up" and state.seat == 0
    offered = sorted(a for a in legal(state) if a.startswith("seek "))
    assert offered == ["seek Archer", "seek Baal-a-Gog", "seek Swordsman"]
    deck_before = len(state.players[0].deck)
    act(state, "seek Baal-a-Gog")
    assert _up(state, 0) == "Baal-a-Gog"
    assert [state.cards[c].name for c in state.players[0].discard] == ["Jonstollo the Seeker"]
    assert len(state.players[0].deck) == deck_before - 1
    assert not any(a.startswith("seek ") for a in legal(state))
    while state.phase == "after_up":
        act(state, "pass")
    assert state.phase == "move" and state.seat == 0
    assert_in_place(state)


def test_jonstollo_choosing_a_low_card_gives_the_first_move_away() -> None:
    state = _start(["Jonstollo the Seeker"], ["Archer"], '"Gunner"')
    assert state.seat == 0  # 7 over 6
    act(state, "seek Gunner")
    assert _up(state, 0) == "Gunner"
    while state.phase == "after_up":
        act(state, "pass")
    assert state.phase == "move" and state.seat == 1  # Archer 6 over Gunner 4
    assert state.players[0].lower_up


def test_chickenhead_takes_up_to_three_gold_from_the_deck_into_storage_shown() -> None:
    state = _start(["Chickenhead McCracken"], ["Archer"], '"4 Gold", "Beer"')
    # Archer 6 over Chickenhead 4: seat 1 moves first, but only seat 0 has anything to do
    assert state.phase == "after_up" and state.seat == 0
    assert sorted(a for a in legal(state) if a.startswith("fetch")) == [
        "fetch 1",
        "fetch 2",
        "fetch 3",
    ]
    act(state, "fetch 3")
    storage = state.players[0].storage
    assert _names(state, storage) == ["Gold", "Gold", "Gold"]
    assert all(state.cards[c].public for c in storage)  # shown to the opponent
    in_deck = [state.cards[c].name for c in state.players[0].deck]
    assert in_deck.count("Gold") == 1 and "Beer" in in_deck
    assert _up(state, 0) == "Chickenhead McCracken"  # he stays the Up card
    assert not any(a.startswith("fetch") for a in legal(state))  # once
    assert_in_place(state)


def test_chickenhead_offers_only_as_many_as_the_deck_holds() -> None:
    state = _start(["Chickenhead McCracken"], ["Archer"], '"Gold", "Beer"')
    assert sorted(a for a in legal(state) if a.startswith("fetch")) == ["fetch 1"]


def test_squibby_joins_a_shield_on_the_dry_heaps_and_a_new_up_card_is_turned() -> None:
    terrain = 'terrain = { B2 = "The Dry Heaps" }\n'
    state = _start(["Squibby", "Baal-a-Gog"], ["Gunner"], '"3 Axeman"', terrain)
    # Squibby (2) is lower than Gunner (4): seat 1 moves first, but only seat 0 is asked
    assert state.phase == "after_up" and state.seat == 0
    shield = next(s for s in state.shields.values() if s.owner == 0)
    assert legal(state) >= {f"send {shield.id}"}
    act(state, f"send {shield.id}")
    assert _names(state, shield.contents) == ["Squibby", "Swordsman"]
    assert _up(state, 0) == "Baal-a-Gog"
    while state.phase == "after_up":
        act(state, "pass")
    assert state.phase == "move" and state.seat == 0  # Baal-a-Gog 12 over Gunner 4
    assert_in_place(state)


def test_squibby_has_nowhere_to_go_without_a_shield_on_the_dry_heaps() -> None:
    terrain = 'terrain = { B2 = "Woods" }\n'
    state = _start(["Squibby"], ["Gunner"], '"3 Axeman"', terrain)
    assert state.phase == "move"  # nobody has anything to do after the Up cards
    assert _up(state, 0) == "Squibby"
