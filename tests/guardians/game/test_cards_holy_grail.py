"""The Holy Grail (play/recovery.py, ``recovers.kind = "lost_last_turn"``): in Draw and
Organize, for a Power Stone, every creature its player lost in the turn just played goes back
to its hand. Played from a written position entering the settle phase: Pestilence takes a
creature from each shield, then the next turn's organize phase comes."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"


def _position(storage: list[str], discard: list[str], stones: int = 2) -> GameState:
    text = 'turn = 2\nphase = "settle"\n'
    for seat, space in ((0, "B2"), (1, "C2")):
        mine = ", ".join(f'"{n}"' for n in storage) if seat == 0 else ""
        pile = ", ".join(f'"{n}"' for n in discard) if seat == 0 else ""
        creatures = '"Swordsman", "Angel"' if seat == 0 else '"Axeman"'
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\n'
            f"stones = {stones if seat == 0 else 0}\nstorage = [{mine}]\n"
            f'discard = [{pile}]\ndeck = ["5 Gunner", "4 Archer", "4 Buzzard"]\n'
            f'terrain = {{ {space} = "Woods" }}\n'
            f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{SHIELD}"\n'
            f"cards = [{creatures}]\n"
        )
    return at_position(text)


def _cast(state: GameState, name: str) -> None:
    found = [a for a in legal(state) if a.startswith("cast ")]
    named = [a for a in found if state.cards[a.split()[1]].name == name]
    assert named, f"{name} not playable: {sorted(legal(state))}"
    act(state, named[0])


def _to_organize(state: GameState) -> None:
    for _ in range(200):
        if state.phase == "organize" and state.seat == 0:
            return
        options = legal(state)
        act(state, "pass" if "pass" in options else sorted(options)[0])
    raise AssertionError(f"no organize phase: {state.phase}")


def _names(state: GameState, cids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in cids)


def test_the_holy_grail_brings_back_every_creature_lost_last_turn() -> None:
    state = _position(["Pestilence", "Holy Grail"], ["Archer"])
    _cast(state, "Pestilence")  # seat 0 gives up its Swordsman; the Axeman (seat 1) is lost
    assert state.phase == "lose" and state.seat == 0
    shield = next(s for s in state.shields.values() if s.owner == 0)
    sword = next(c for c in shield.contents if state.cards[c].name == "Swordsman")
    act(state, f"sacrifice {shield.id} {sword}")
    assert "Swordsman" in _names(state, state.players[0].discard)
    _to_organize(state)
    stones = state.players[0].stones
    _cast(state, "Holy Grail")
    while state.phase == "respond":
        act(state, "pass")
    player = state.players[0]
    assert player.stones == stones - 1
    # the Swordsman comes back to the hand (the Creature Pen, by its border); the Archer was
    # lost before that turn and stays
    assert "Swordsman" in _names(state, player.pen)
    assert _names(state, player.discard) == ["Archer", "Holy Grail", "Pestilence"]
    assert "Axeman" in _names(state, state.players[1].discard)  # only its player's creatures
    assert_in_place(state)


def test_no_holy_grail_without_a_creature_lost_last_turn() -> None:
    state = _position(["Holy Grail"], ["Archer"])
    _to_organize(state)
    assert not any(
        state.cards[a.split()[1]].name == "Holy Grail"
        for a in legal(state)
        if a.startswith("cast ")
    )


def test_the_up_card_thrown_away_at_the_draw_is_not_lost() -> None:
    state = _position(["Holy Grail"], [])
    _to_organize(state)
    player = state.players[0]
    assert player.creatures_lost == []  # (the turn's Up card went to the pile, not lost)
