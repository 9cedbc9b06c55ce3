"""Warwick's Banishment (``settle_spell = "banish"``, ``discard_toll``; play/discard_tolls.py):
cast at the start of Terrain Settlement beside the opponent's discard pile, it makes every card
leaving that pile cost him a Power Stone; a removal he cannot pay for is not offered or does
not happen; Dispel Magic removes it at an out-of-combat spell window. Played from written
positions entering the settle phase."""

from __future__ import annotations

from game_helpers import act, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

BANISHMENT = "Warwick's Banishment"
PILE = ["Archer", "Gunner", "Buzzard", "Angel"]


def _listed(names: list[str] | tuple[str, ...]) -> str:
    return "[" + ", ".join(f'"{n}"' for n in names) + "]"


def _position(
    storage: list[str],
    *,
    stones: int,
    their_storage: tuple[str, ...] = (),
    their_stones: int = 0,
    tolls: bool = False,
    deck: str = '"3 Axeman"',
) -> GameState:
    """Seat 0 holds ``storage`` and the discard pile ``PILE``; with ``tolls`` seat 1 has a
    Banishment lying beside seat 0's pile."""
    mine = (f"storage = {_listed(storage)}", f"discard = {_listed(PILE)}")
    theirs = (f"storage = {_listed(their_storage)}", *([f'tolls = ["{BANISHMENT}"]'] * tolls))
    text = 'turn = 2\nphase = "settle"\n'
    for seat, space, lines, count in ((0, "B2", mine, stones), (1, "C2", theirs, their_stones)):
        text += seat_table(
            seat, *lines, f"deck = [{deck}]", f'terrain = {{ {space} = "Woods" }}', stones=count
        )
        text += shield_table(seat, space, ["Swordsman"])
    return at_position(text)


def _casts(state: GameState, name: str) -> list[str]:
    return sorted(
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == name
    )


def _names(state: GameState, cids: list[str]) -> list[str]:
    return sorted(state.cards[c].name for c in cids)


def _pick(state: GameState, name: str) -> None:
    act(state, next(a for a in legal(state) if state.cards[a.split()[1]].name == name))


def test_the_banishment_is_cast_beside_the_opponents_discard_pile() -> None:
    state = _position([], stones=0, their_storage=(BANISHMENT,), their_stones=3)
    while state.phase == "settle_spells" and state.seat == 0:
        act(state, "pass")
    assert state.phase == "settle_spells" and state.seat == 1
    (cast,) = _casts(state, BANISHMENT)
    assert cast.endswith(" guardian")
    act(state, cast)
    while state.phase == "respond":
        act(state, "pass")
    assert _names(state, state.players[1].tolls) == [BANISHMENT]
    assert BANISHMENT not in _names(state, state.players[1].discard)
    seen = state.view(0)["players"][1]["tolls"]  # face up: both seats see it
    assert [c["name"] for c in seen] == [BANISHMENT]


def test_each_card_leaving_the_pile_costs_a_stone_until_he_cannot_pay() -> None:
    state = _position(["Rosetta Stone"], stones=3, tolls=True)
    assert state.phase == "settle_spells" and state.seat == 0
    act(state, _casts(state, "Rosetta Stone")[0])
    while state.phase == "respond":
        act(state, "pass")
    assert state.phase == "shuffle_back" and state.players[0].stones == 2
    _pick(state, "Archer")
    assert state.players[0].stones == 1  # one stone for the card taken
    _pick(state, "Gunner")
    assert state.players[0].stones == 0
    # no stone left: no more cards are offered, the Rosetta Stone stops short of five
    assert state.phase != "shuffle_back"
    assert _names(state, state.players[0].discard) == ["Angel", "Buzzard", "Rosetta Stone"]


def test_a_removal_he_cannot_pay_for_is_not_offered() -> None:
    # a stone for the Rosetta Stone, none for the toll: nothing may be taken
    state = _position(["Rosetta Stone"], stones=1, tolls=True)
    assert not _casts(state, "Rosetta Stone")


def test_dispel_magic_removes_it_at_a_spell_window_and_removals_are_free_again() -> None:
    state = _position(["Dispel Magic", "Rosetta Stone"], stones=2, tolls=True)
    assert state.phase == "settle_spells" and state.seat == 0
    banishment = state.players[1].tolls[0]
    (dispel,) = _casts(state, "Dispel Magic")
    assert dispel.split()[2] == banishment
    act(state, dispel)
    while state.phase == "respond":
        act(state, "pass")
    assert state.players[1].tolls == []
    assert banishment in state.players[1].discard  # to its caster's discard pile
    act(state, _casts(state, "Rosetta Stone")[0])
    while state.phase == "respond":
        act(state, "pass")
    stones = state.players[0].stones
    _pick(state, "Archer")
    assert state.players[0].stones == stones  # no toll any more
    assert state.phase == "shuffle_back"


def test_an_up_card_he_cannot_pay_to_turn_from_the_pile_is_not_turned() -> None:
    state = _position([], stones=0, tolls=True, deck="")
    while state.phase in ("settle_spells", "respond"):
        act(state, "pass")
    for _ in range(200):
        if state.phase == "move" or state.is_terminal():
            break
        act(state, sorted(legal(state))[0])
    assert state.players[0].up is None  # the deck is empty and he has no stone to pay
    assert set(PILE) <= set(_names(state, state.players[0].discard))  # all still there


def _summoning(stones: int) -> GameState:
    """Seat 0 organizing with Chaos Summoner (a stone to play) and an Undead in its discard
    pile, a Banishment lying beside that pile."""
    seat0 = (
        f'[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = {stones}\n'
        'storage = ["Chaos Summoner"]\ndiscard = ["Howling Reaver"]\ndeck = ["Axeman"]\n'
    )
    seat1 = (
        '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
        f'deck = ["Axeman"]\ntolls = ["{BANISHMENT}"]\n'
    )
    return at_position('turn = 2\nphase = "organize"\nseat = 0\n' + seat0 + seat1)


def test_a_recovery_is_offered_only_with_a_stone_for_the_toll_after_its_price() -> None:
    # Chaos Summoner costs a stone, and the Undead it takes back a second one past the
    # Banishment: with one stone the Summoner would be paid and take nothing.
    assert _casts(_summoning(1), "Chaos Summoner") == []
    state = _summoning(2)
    (cast,) = _casts(state, "Chaos Summoner")
    act(state, cast)
    while state.phase == "respond":
        act(state, "pass")
    assert "Howling Reaver" in _names(state, state.players[0].pen)
    assert state.players[0].stones == 0


def test_the_terminal_shows_a_banishment_to_both_seats() -> None:
    from rich.console import Console

    from stronghold.cli.render import opponent_panel, player_panel

    state = _position([], stones=1, tolls=True)
    console = Console(width=140, record=True)
    console.print(opponent_panel(state.view(0), 0, {}))
    console.print(player_panel(state.view(1), 1))
    text = console.export_text()
    assert f"Theirs beside your discard pile: {BANISHMENT}" in text
    assert f"Yours beside their discard pile: {BANISHMENT}" in text
