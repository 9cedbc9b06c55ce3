"""Fallen creatures a card saves: they go to their owner's Creature Pen, not the discard pile —
Necropolis Park (its defenders' Undead) and Howl of the Dead (the command card's side's
Undead); ``lost_to_pen`` (docs/rules-notes/cards/spells-board-s9.md). Played from written
positions, every choice the first quiet one unless the test names it."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState


def _position(
    attackers: list[str], defenders: list[str], target: str, *, strongholds: str, storage: str
) -> str:
    seat1 = seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"').replace(
        'strongholds = "Carreg Amroth"', f'strongholds = "{strongholds}"'
    )
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', f"storage = [{storage}]")
        + shield_table(0, "C2" if target == "D2" else "B2", attackers)
        + seat1
        + shield_table(1, target, defenders)
    )


def _attack(text: str, target: str, *, command: bool = False) -> GameState:
    """Seat 0's shield attacks ``target``; the combat is played with the first quiet choice,
    seat 0 playing the one card of its storage hand as its command card if ``command``."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, f"move {target}")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        mine = command and state.seat == 0
        wanted = [a for a in options if mine and a.startswith("command ") and a != "command no"]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, (wanted or quiet or options)[0])
        steps += 1
        assert steps < 200
    assert_in_place(state)
    return state


def _where(state: GameState, seat: int, name: str) -> str:
    player = state.players[seat]
    for place in ("pen", "discard"):
        if any(state.cards[c].name == name for c in getattr(player, place)):
            return place
    return "elsewhere"


def test_an_undead_defending_necropolis_park_goes_to_the_pen_when_beaten() -> None:
    text = _position(
        ["Baal-a-Gog"], ["Bone Shambler"], "D2", strongholds="Necropolis Park", storage=""
    )
    state = _attack(text, "D2")
    assert _where(state, 1, "Bone Shambler") == "pen"
    said = [t.text for t in state.events(1) if t.event.kind == "saved-to-pen"]
    assert said and "Bone Shambler" in said[0]


def test_an_undead_defending_another_stronghold_is_discarded() -> None:
    text = _position(
        ["Baal-a-Gog"], ["Bone Shambler"], "D2", strongholds="Carreg Amroth", storage=""
    )
    state = _attack(text, "D2")
    assert _where(state, 1, "Bone Shambler") == "discard"


def test_necropolis_park_saves_undead_only() -> None:
    text = _position(["Baal-a-Gog"], ["Archer"], "D2", strongholds="Necropolis Park", storage="")
    state = _attack(text, "D2")
    assert _where(state, 1, "Archer") == "discard"


def test_howl_of_the_dead_sends_its_sides_fallen_undead_to_the_pen() -> None:
    text = _position(
        ["Bone Shambler"], ["Baal-a-Gog"], "C2", strongholds="Carreg Amroth",
        storage='"Howl of the Dead"',
    )  # fmt: skip
    state = _attack(text, "C2", command=True)
    assert _where(state, 0, "Bone Shambler") == "pen"
    assert _where(state, 0, "Howl of the Dead") == "discard"  # used as the command card


def test_without_the_howl_the_fallen_undead_is_discarded() -> None:
    text = _position(
        ["Bone Shambler"], ["Baal-a-Gog"], "C2", strongholds="Carreg Amroth",
        storage='"Howl of the Dead"',
    )  # fmt: skip
    state = _attack(text, "C2")
    assert _where(state, 0, "Bone Shambler") == "discard"
