"""Spells cast at a movement turn before a shield is turned (``move_spell``,
play/move_spells.py): Crash, War, U.R. First, Ongo (Air Traffic Controller), Pepe's Slow
Down. Played from written positions in the move phase, seat 0 to move."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"
OTHER = "Shield Maitz's Lightning 10"
THIRD = "Shield Maitz's Lightning 05"


def _shields(seat: int, stacks: list[tuple[str, str, list[str]]]) -> str:
    out = ""
    for space, card, cards in stacks:
        listed = ", ".join(f'"{n}"' for n in cards)
        out += f'[[seat{seat}.shields]]\nspace = "{space}"\ncard = "{card}"\ncards = [{listed}]\n'
    return out


def _position(
    storage: list[str],
    mine: list[tuple[str, str, list[str]]],
    theirs: list[tuple[str, str, list[str]]],
    their_storage: list[str] | None = None,
    deck: str = '"3 Axeman"',
) -> GameState:
    listed = ", ".join(f'"{n}"' for n in storage)
    their = ", ".join(f'"{n}"' for n in their_storage or [])
    text = 'turn = 2\nphase = "move"\nseat = 0\n'
    decks = (deck, '"3 Axeman"')
    for seat, cards, up in ((0, listed, "Baal-a-Gog"), (1, their, "Axeman")):
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
            f'storage = [{cards}]\ndeck = [{decks[seat]}]\nup = "{up}"\n'
        )
        text += _shields(seat, mine if seat == 0 else theirs)
    return at_position(text)


def _cast(state: GameState, spell: str, target: str | None = None) -> None:
    found = [
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == spell
    ]
    if target is not None:
        found = [a for a in found if a.split()[2] == target]
    assert found, f"{spell} not castable: {sorted(legal(state))}"
    act(state, found[0])


def _turn_and_stay(state: GameState, shield_space: str) -> None:
    act(state, f"turn {_shield_at(state, shield_space)}")
    act(state, "stay")


def _shield_at(state: GameState, space: str) -> str:
    return next(s.id for s in state.shields.values() if board.name(s.space) == space)


def test_crash_passes_a_movement_turn_without_turning_a_shield() -> None:
    state = _position(["Crash"], [("B2", SHIELD, ["Swordsman"])], [("C2", SHIELD, ["Axeman"])])
    _cast(state, "Crash", "guardian")
    assert state.phase == "move" and state.seat == 1
    assert not any(s.turned for s in state.shields.values())
    assert_in_place(state)


def test_war_is_cast_after_a_movement_option_and_gives_another_at_once() -> None:
    state = _position(
        ["War"],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
    )
    assert not any(a.startswith("cast ") for a in legal(state))  # not before a shield moves
    _turn_and_stay(state, "B1")
    assert state.phase == "after_move" and state.seat == 0
    _cast(state, "War", "guardian")
    assert state.phase == "move" and state.seat == 0  # War: seat 0 moves again at once
    _turn_and_stay(state, "B3")
    assert state.phase == "move" and state.seat == 1
    assert state.cards[_war(state)].public  # shown as it was cast, now in the discard pile


def test_war_may_be_kept_after_a_movement_option() -> None:
    state = _position(
        ["War"],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
    )
    _turn_and_stay(state, "B1")
    assert legal(state) == {f"cast {_war(state)} guardian", "pass"}
    act(state, "pass")
    assert state.phase == "move" and state.seat == 1
    assert _war(state) in state.players[0].storage


def test_war_dispelled_passes_the_turn() -> None:
    state = _position(
        ["War"],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
        their_storage=["Dispel Magic"],
    )
    _turn_and_stay(state, "B1")
    _cast(state, "War", "guardian")
    assert state.phase == "respond" and state.seat == 1
    dispel = next(a for a in legal(state) if a.startswith("cast "))
    act(state, dispel)
    if state.phase == "respond":  # seat 0 may answer the Dispel Magic: it has none
        act(state, "pass")
    assert state.phase == "move" and state.seat == 1


def test_war_is_not_offered_when_the_opponent_has_no_shield_to_turn() -> None:
    state = _position(
        ["War"],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
    )
    next(s for s in state.shields.values() if s.owner == 1).turned = True
    _turn_and_stay(state, "B1")
    assert state.phase == "move" and state.seat == 0  # the turn comes back: War adds nothing


def test_a_seat_that_may_hold_war_is_asked_even_without_it() -> None:
    """Whether seat 0 is asked after its move tells nothing: its War may be anywhere unseen."""
    state = _position(
        ["Dispel Magic"],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
        deck='"2 Axeman", "War"',
    )
    _turn_and_stay(state, "B1")
    assert state.phase == "after_move" and legal(state) == {"pass"}
    act(state, "pass")
    assert state.phase == "move" and state.seat == 1


def _war(state: GameState) -> str:
    return next(cid for cid, card in state.cards.items() if card.name == "War")


def test_without_war_the_turn_passes_to_the_opponent() -> None:
    state = _position(
        [],
        [("B1", SHIELD, ["Swordsman"]), ("B3", OTHER, ["Archer"])],
        [("C2", SHIELD, ["Axeman"])],
    )
    _turn_and_stay(state, "B1")
    assert state.phase == "move" and state.seat == 1


def test_ur_first_makes_the_opponent_turn_that_shield_next() -> None:
    state = _position(
        ["U. R. First"],
        [("B2", SHIELD, ["Swordsman"])],
        [("C1", SHIELD, ["Axeman"]), ("C3", OTHER, ["Archer"])],
    )
    target = _shield_at(state, "C3")
    _cast(state, "U. R. First", target)
    _turn_and_stay(state, "B2")
    assert state.seat == 1
    assert {a for a in legal(state) if a.startswith("turn ")} == {f"turn {target}"}
    _turn_and_stay(state, "C3")
    assert state.seat == 1  # seat 0 has no shield left: seat 1 turns its other shield
    assert f"turn {_shield_at(state, 'C1')}" in legal(state)


def test_ongo_lets_a_second_shield_fly() -> None:
    fliers = [("B1", SHIELD, ["Buzzard"]), ("B3", OTHER, ["Buzzard"])]
    for spell, second_flies in ((["Ongo, Air Traffic Controller"], True), ([], False)):
        state = _position(spell, fliers, [("D2", SHIELD, ["Axeman"])])
        if spell:
            _cast(state, spell[0], "guardian")
        act(state, f"turn {_shield_at(state, 'B1')}")
        fly = sorted(a for a in legal(state) if a.startswith("fly "))
        assert fly
        act(state, fly[0])
        while state.seat == 0 and state.phase != "move":
            quiet = [a for a in legal(state) if a in ("go", "hold", "done", "stay")]
            act(state, quiet[0])
        if state.seat == 1:
            act(state, f"turn {_shield_at(state, 'D2')}")
            act(state, "stay")
        act(state, f"turn {_shield_at(state, 'B3')}")
        assert any(a.startswith("fly ") for a in legal(state)) is second_flies


def test_pepes_slow_down_lets_opposing_shields_move_one_space_only() -> None:
    for spell, far in ((["Pepe's Slow Down"], False), ([], True)):
        state = _position(spell, [("B1", SHIELD, ["Swordsman"])], [("C3", SHIELD, ["Axeman"])])
        if spell:
            _cast(state, spell[0], "guardian")
        _turn_and_stay(state, "B1")
        act(state, f"turn {_shield_at(state, 'C3')}")
        routes = [a for a in legal(state) if a.startswith("move ")]
        assert routes
        assert any(len(a.split()) == 3 for a in routes) is far  # "move VIA DEST": two spaces


def _infusion_position() -> GameState:
    """Seat 0's shields: B1 turned (on Woods), B2 turned (on a bare land), B3 not turned."""
    text = 'turn = 2\nphase = "move"\nseat = 0\n'
    text += (
        '[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
        'storage = ["Arcane Infusion"]\ndeck = ["3 Axeman"]\nup = "Baal-a-Gog"\n'
        'terrain = { B1 = "Woods" }\n'
    )
    text += _shields(0, [("B1", SHIELD, ["Swordsman", "Angel"])]) + "turned = true\n"
    text += _shields(0, [("B2", THIRD, ["Gunner"])]) + "turned = true\n"
    text += _shields(0, [("B3", OTHER, ["Archer"])])
    text += (
        '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
        'storage = []\ndeck = ["3 Axeman"]\nup = "Axeman"\n'
    )
    text += _shields(1, [("C2", SHIELD, ["Axeman"])])
    return at_position(text)


def test_arcane_infusion_unturns_an_own_shield_for_a_creature() -> None:
    state = _position(
        ["Arcane Infusion"], [("B2", SHIELD, ["Swordsman"])], [("C2", SHIELD, ["Axeman"])]
    )
    assert not any(a.startswith("cast ") for a in legal(state))  # no turned shield yet
    state = _infusion_position()
    b1 = _shield_at(state, "B1")
    casts = {a.split()[2] for a in legal(state) if a.startswith("cast ")}
    assert casts == {b1}  # B2 stands on a bare land, B3 has not moved: no targets
    _cast(state, "Arcane Infusion", b1)
    assert state.phase == "lose" and state.seat == 0  # which creature: the caster's choice
    under = {state.cards[c].name: c for c in state.shields[b1].contents}
    assert legal(state) == {f"sacrifice {b1} {c}" for c in under.values()}
    act(state, f"sacrifice {b1} {under['Angel']}")
    assert not state.shields[b1].turned
    names = [state.cards[c].name for c in state.shields[b1].contents]
    assert names == ["Swordsman"]  # the stronger Angel was thrown away, as chosen
    assert "Angel" in [state.cards[c].name for c in state.players[0].discard]
    assert state.phase == "move" and state.seat == 0
    assert f"turn {b1}" in legal(state)


def test_summons_gate_brings_demons_and_devils_from_the_pen_under_a_turned_shield() -> None:
    # Seat 0's B1 shield (turned, a Swordsman: 6 of 30 points) and an unturned one on B3; its
    # pen: Baelzebub 16, Lawyer 7, Devil Dog 6 (Devils and Demons), an Axeman (neither).
    text = 'turn = 2\nphase = "move"\nseat = 0\n'
    text += (
        '[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
        'storage = ["Summons Gate"]\npen = ["Baelzebub", "Lawyer", "Devil Dog", "Axeman"]\n'
        'deck = ["3 Archer"]\nup = "Archer"\n'
    )
    text += _shields(0, [("B1", SHIELD, ["Swordsman"])]) + "turned = true\n"
    text += _shields(0, [("B3", OTHER, ["Gunner"])])
    text += (
        '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
        'storage = []\ndeck = ["3 Axeman"]\nup = "Axeman"\n'
    )
    text += _shields(1, [("C2", SHIELD, ["Axeman"])]) + "turned = true\n"
    state = at_position(text)
    b1 = _shield_at(state, "B1")
    casts = {a.split()[2] for a in legal(state) if a.startswith("cast ")}
    assert casts == {b1}  # only a turned shield of its own
    _cast(state, "Summons Gate", b1)
    under = sorted(state.cards[c].name for c in state.shields[b1].contents)
    # the strongest first while they fit: 6 + 16 + 7 = 29; the Devil Dog (6) would pass 30
    assert under == ["Baelzebub", "Lawyer", "Swordsman"]
    pen = sorted(state.cards[c].name for c in state.players[0].pen)
    assert pen == ["Axeman", "Devil Dog"]
    shown = sorted(state.cards[c].name for c in state.shields[b1].contents if state.cards[c].public)
    assert shown == ["Baelzebub", "Lawyer"]  # shown as they come; the Swordsman stays hidden
    assert state.phase == "move" and state.seat == 0  # the caster goes on to turn a shield
    assert_in_place(state)
