"""Cards that take a card back from their owner's discard pile in Draw and Organize (issue 14,
"draw, deck, discard pile and Up-card manipulation"): Chaos Summoner (an Undead), Champs, the
Wonder Dog (an item, and Champs comes back too) — ``recovers``, played with ``cast CARD
TARGET`` while organizing, answerable by a Dispel Magic (docs/rules-notes/cards/spells-items.md,
"Recovering from the discard pile")."""

from __future__ import annotations

from game_helpers import act, at_position, legal

from stronghold.games.guardians.play.state import GameState


def _seat(seat: int, *lines: str) -> str:
    """``[seatN]``: Rak Nam, Carreg Amroth, 2 stones, then ``lines``."""
    head = f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 2\n'
    return head + "".join(f"{line}\n" for line in lines if line)


def _organizing(storage: list[str], discard: list[str], theirs: str = "") -> GameState:
    listed = ", ".join(f'"{name}"' for name in storage)
    pile = ", ".join(f'"{name}"' for name in discard)
    text = (
        'turn = 2\nphase = "organize"\nseat = 0\n'
        + _seat(0, f"storage = [{listed}]", f"discard = [{pile}]",
                     'deck = ["Axeman"]')
        + _seat(1, 'deck = ["Axeman"]', theirs)
    )  # fmt: skip
    return at_position(text)


def _id(state: GameState, seat: int, zone: str, name: str) -> str:
    cards = getattr(state.players[seat], zone)
    return next(c for c in cards if state.cards[c].name == name)


def _names(state: GameState, seat: int, zone: str) -> list[str]:
    return sorted(state.cards[c].name for c in getattr(state.players[seat], zone))


def test_chaos_summoner_takes_an_undead_back_for_a_stone() -> None:
    state = _organizing(["Chaos Summoner"], ["Howling Reaver", "Axeman"])
    summoner = _id(state, 0, "storage", "Chaos Summoner")
    reaver = _id(state, 0, "discard", "Howling Reaver")
    axeman = _id(state, 0, "discard", "Axeman")
    options = legal(state)
    assert f"cast {summoner} {reaver}" in options
    assert f"cast {summoner} {axeman}" not in options  # not an Undead
    act(state, f"cast {summoner} {reaver}")
    assert (state.phase, state.seat) == ("organize", 0)  # the seat goes on organizing
    assert "Howling Reaver" in _names(state, 0, "pen")
    assert _names(state, 0, "discard") == ["Axeman", "Chaos Summoner"]
    assert state.players[0].stones == 1


def test_chaos_summoner_is_not_offered_without_an_undead_in_the_discard_pile() -> None:
    state = _organizing(["Chaos Summoner"], ["Axeman"])
    assert not any(a.startswith("cast ") for a in legal(state))


def test_a_dispelled_chaos_summoner_takes_nothing_back() -> None:
    state = _organizing(["Chaos Summoner"], ["Howling Reaver"], 'storage = ["Dispel Magic"]')
    summoner = _id(state, 0, "storage", "Chaos Summoner")
    act(state, f"cast {summoner} {_id(state, 0, 'discard', 'Howling Reaver')}")
    assert (state.phase, state.seat) == ("respond", 1)
    act(state, f"cast {_id(state, 1, 'storage', 'Dispel Magic')} {summoner}")
    if state.phase == "respond":
        act(state, "pass")
    assert state.phase == "organize"
    assert "Howling Reaver" in _names(state, 0, "discard")
    assert "Howling Reaver" not in _names(state, 0, "pen")


def test_champs_brings_back_an_item_and_comes_back_too() -> None:
    state = _organizing(["Champs, the Wonder Dog"], ["Rooster", "Axeman"])
    champs = _id(state, 0, "storage", "Champs, the Wonder Dog")
    rooster = _id(state, 0, "discard", "Rooster")
    assert f"cast {champs} {_id(state, 0, 'discard', 'Axeman')}" not in legal(state)
    act(state, f"cast {champs} {rooster}")
    assert _names(state, 0, "storage") == ["Champs, the Wonder Dog", "Rooster"]
    assert _names(state, 0, "discard") == ["Axeman"]
    assert state.players[0].stones == 1
