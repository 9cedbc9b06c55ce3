"""Work Crew (``settle_spell = "work_crew"``, play/work_crews.py): cast at the start of Terrain
Settlement on an opposing stronghold space, for a stone, it leaves that space as it is in the
opponent's next Draw and Organize: nothing placed on or under it, no shield raised and no
upgrade placed there, nothing taken back to the pen (docs/rules-notes/cards/work-crew.md).
From a written position entering the settle phase of turn 2: seat 0 holds the spell, seat 1
has an Axeman on D1 and a Swordsman, a shield and an upgrade in its pen."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _position(storage: str = '"Work Crew"', stones: int = 1) -> GameState:
    text = 'turn = 2\nphase = "settle"\n'
    for seat, space in ((0, "B2"), (1, "C2")):
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = {stones if seat == 0 else 0}\n"
            f"storage = [{storage if seat == 0 else ''}]\n"
            f'deck = ["4 Archer", "4 Gunner"]\nterrain = {{ {space} = "Woods" }}\n'
        )
        if seat == 1:
            text += f'pen = ["Swordsman", "{SHIELD}", "Teleport Tower"]\n'
            text += '[seat1.D1]\non = ["Axeman"]\n'
        text += f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\ncards = ["Angel"]\n'
    return at_position(text)


def _crew_on(state: GameState, space: str) -> None:
    assert state.phase == "settle_spells" and state.seat == 0
    crew = state.players[0].storage[0]
    casts = {a for a in legal(state) if a.startswith("cast ")}
    assert casts == {f"cast {crew} {s}" for s in ("D1", "D2", "D3")}
    act(state, f"cast {crew} {space}")


def _to_organize(state: GameState) -> None:
    """Every other choice let go, on to the next turn's Draw and Organize, seat 1 to place."""
    steps = 0
    while state.phase != "organize" or state.seat != 1:
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "keep", "ready")]
        act(state, quiet[0] if quiet else options[0])
        steps += 1
        assert steps < 50, state.phase


def _places(state: GameState, space: str) -> set[str]:
    """Seat 1's organize options that place a card at ``space`` or take one from it."""
    d1_axeman = state.players[1].strongholds[0].on[0]
    out = set()
    for option in legal(state):
        words = option.split()
        if words[-1] in (f"on:{space}", f"under:{space}", space, "left"):
            out.add(option)
        if option == f"put {d1_axeman} pen":
            out.add(option)
    return out


def test_the_crew_bars_the_space_in_the_next_draw_and_organize() -> None:
    state = _position()
    _crew_on(state, "D1")
    assert state.players[0].stones == 0
    assert any(e.kind == "move-spell" for e in state.event_log)
    _to_organize(state)
    assert state.turn == 3
    assert _places(state, "D1") == set()
    # the other spaces take cards as always
    assert any(o.endswith("on:D2") for o in legal(state))
    assert any(o.startswith("shield ") and o.endswith("D3") for o in legal(state))
    assert_in_place(state)


def test_without_the_crew_the_space_takes_cards() -> None:
    state = _position(storage="")
    _to_organize(state)
    places = _places(state, "D1")
    assert any(o.endswith("on:D1") for o in places)
    assert any(o.startswith("shield ") for o in places)
    assert any(o.startswith("upgrade ") for o in places)
    assert any(o.endswith(" pen") for o in places)


def test_the_bar_ends_with_that_turn() -> None:
    state = _position()
    _crew_on(state, "D1")
    _to_organize(state)
    marks = state.players[1].move_spells
    assert marks == ["work_crewed:D1"]
    state.players[1].move_spells.clear()  # (as the turn's end clears it)
    state.forget_legal()
    assert any(o.endswith("on:D1") for o in legal(state))


def test_without_a_stone_the_crew_is_not_offered() -> None:
    state = _position(stones=0)
    assert not any(a.startswith("cast ") for a in legal(state))
