"""Positions: whole games started from a file (examples/positions/*.toml, docs/positions.md).

Each example is played here: the moves the file gives (``moves``; ``{B2}`` stands for the id of
the shield on B2, ``{Name}`` for the acting seat's card of that name off its deck; a combat that
starts is fought with the plainest choices), then the outcome the rules text states or the puzzle
claims is asserted. Then: what a position may not be (every problem at once, one line each),
the CLI's exit code, secrets kept as in a dealt game.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from game_helpers import assert_in_place, finish_combat, legal, sp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stronghold.games  # noqa: F401 - registers the games
from stronghold.engine.conformance import (
    check_determinize_blind,
    check_indistinguishable,
    check_swap_hidden_changes,
)
from stronghold.engine.errors import ParamsError, PositionError
from stronghold.engine.registry import load
from stronghold.games.guardians.play.state import GameState

_KEYS = ["space", "card", "cards", "turned", "on", "under", "rubble", "upgrade", "held", "B2"]
_PATHS = [
    *("turn", "phase", "seat", "moves", "seat0", "seat1", "seat0.guardian", "seat1.strongholds"),
    *("seat0.stones", "seat0.shields", "seat0.terrain", "seat0.face_down", "seat0.pen"),
    *("seat1.storage", "seat1.deck", "seat1.deck_top", "seat1.up", "seat1.previous_up"),
    *("seat0.flew", "seat0.barrier", "seat1.ready", "seat0.A1", "seat0.A1.upgrade", "seat1.D2.on"),
    *("seat1.D3.rubble", "seat0.A3.held", "seat0.shields_lost", "seat1.terrain.C2"),
]
EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "positions"
_PLACEHOLDER = re.compile(r"\{([^}]*)\}")


def start(name: str, seed: int = 7) -> GameState:
    """The game at the example position ``name`` (examples/positions/NAME.toml)."""
    state = load("guardians", position=(EXAMPLES / f"{name}.toml").read_text()).new_state(seed)
    assert isinstance(state, GameState)
    assert_in_place(state)
    return state


def spell(state: GameState, text: str) -> str:
    """A move with its ``{...}`` placeholders replaced by card ids."""

    def card_id(match: re.Match[str]) -> str:
        key = match.group(1)
        space = re_space(key)
        if space is not None:
            (shield,) = [s for s in state.shields.values() if s.space == space]
            return shield.id
        seat = state.current_seat
        assert seat is not None
        deck = set(state.players[seat].deck)
        found = sorted(
            cid
            for cid, card in state.cards.items()
            if card.owner == seat and card.name == key and cid not in deck
        )
        assert found, f"seat {seat} has no {key!r} off its deck"
        return found[0]

    return _PLACEHOLDER.sub(card_id, text)


def re_space(text: str) -> int | None:
    return sp(text) if re.fullmatch(r"[A-D][1-3]", text) else None


def play_moves(state: GameState, moves: list[str]) -> None:
    """The moves in turn, combats fought quietly in between."""
    for move in moves:
        if state.phase == "combat":
            finish_combat(state)
        state.apply_text(spell(state, move))
    if state.phase == "combat":
        finish_combat(state)
    assert_in_place(state)


def moves_of(name: str) -> list[str]:
    import tomllib

    data = tomllib.loads((EXAMPLES / f"{name}.toml").read_text())
    moves = data["moves"]
    assert isinstance(moves, list)
    return [str(m) for m in moves]


# --- the rules texts' situations ----------------------------------------------------------------


def test_allen_flies_over_bobs_shield_and_loses_his_shield() -> None:
    state = start("allen-flies-over-bobs-shield")
    allen = next(s for s in state.shields.values() if s.owner == 0)
    bobs = {s.id for s in state.shields.values() if s.owner == 1}
    assert (state.phase, state.seat) == ("move", 0)
    play_moves(state, moves_of("allen-flies-over-bobs-shield"))
    # Bob won; Allen's way back (C2) is held by Bob's other shield: Allen's shield is destroyed.
    assert allen.id not in state.shields
    assert allen.id in state.players[0].discard
    assert state.players[0].shields_lost == 1
    assert {s.id for s in state.shields.values() if s.owner == 1} == bobs
    assert state.shield_at(sp("C1")) is not None and state.shield_at(sp("C1")).owner == 1  # type: ignore[union-attr]
    assert state.phase != "retreat"


def test_if_allen_wins_bob_may_retreat_onto_his_other_shield() -> None:
    # "If Allen wins, Bob must retreat one space in any direction to space under his control.
    # He may, if he wishes, to retreat into the space that has the other Shield. [...] one
    # Shield is discarded [...] The remaining Shield is turned if either of his two Shields had
    # been turned before the combat." The same position, Allen's fliers now the stronger.
    text = (EXAMPLES / "allen-flies-over-bobs-shield.toml").read_text()
    text = text.replace('["Angel", "Buzzard"]', '["Hal, a Tosis Dragon", "Angel", "Angel"]')
    text = text.replace(
        '["Earth Elemental", "Baal-a-Gog"]', '["Swordsman", "Axeman", "Gunner", "Buzzard"]'
    )
    text = text.replace('cards = ["Swordsman"]', 'cards = ["Archer"]\nturned = true')
    state = load("guardians", position=text).new_state(3)
    assert isinstance(state, GameState)
    beaten, other = state.shield_at(sp("C1")), state.shield_at(sp("C2"))
    assert beaten is not None and other is not None
    play_moves(state, ["turn {B2}", "fly C2 C1"])
    assert (state.phase, state.seat) == ("retreat", 1)
    assert legal(state) == {"retreat C2", "retreat D1", "destroy"}
    survivors = list(beaten.contents)
    play_moves(state, ["retreat C2"])
    assert beaten.id not in state.shields and state.players[1].shields_lost == 1
    assert set(survivors) <= set(other.contents)
    assert other.turned and other.space == sp("C2")
    allen = state.shield_at(sp("C1"))
    assert allen is not None and allen.owner == 0  # the winner holds the space


def test_the_beaten_attacker_falls_back_the_way_it_came_onto_its_own_shield() -> None:
    name = "attacker-falls-back-the-way-it-came"
    state = start(name)
    mover = state.shield_at(sp("B1"))
    staying = state.shield_at(sp("B2"))
    assert mover is not None and staying is not None
    moves = moves_of(name)
    play_moves(state, moves[:2])
    # It came in from B2 (the space it passed), not from B1 where it started.
    assert (state.phase, state.seat) == ("retreat", 0)
    assert legal(state) == {"retreat B2", "destroy"}
    play_moves(state, moves[2:3])
    assert mover.id not in state.shields  # the shield that retreated is discarded ...
    assert state.players[0].shields_lost == 1  # ... and counts for the opponent's goal
    assert state.phase == "shed"  # 18 + 6 + 7 = 31 points on B2
    play_moves(state, moves[3:])
    assert state.stack_of(0, sp("B2")) == 25  # Earth Elemental and the Axeman
    assert staying.turned  # the attacker had been turned
    assert staying.space == sp("B2")
    defender = state.shield_at(sp("C2"))
    assert defender is not None and defender.owner == 1


# --- puzzles: the solution wins, other tries do not ---------------------------------------------


def test_puzzle_the_trapped_shield() -> None:
    state = start("puzzle-trapped-shield")
    play_moves(state, moves_of("puzzle-trapped-shield"))
    assert state.outcome is not None and list(state.outcome.winners) == [0]
    assert state.players[1].shields_lost == 5


def test_puzzle_the_trapped_shield_is_not_won_by_the_weak_shield() -> None:
    state = start("puzzle-trapped-shield")
    play_moves(state, ["turn {B3}", "move B2"])  # 6 against 13: the attacker loses
    assert state.outcome is None
    assert state.players[1].shields_lost == 4


@pytest.mark.parametrize("answer", ["retreat D2", "destroy"])
def test_puzzle_the_sixth_land(answer: str) -> None:
    moves = moves_of("puzzle-the-sixth-land")
    assert moves[2] == "retreat D2"
    state = start("puzzle-the-sixth-land")
    play_moves(state, [*moves[:2], answer, *moves[3:]])
    assert state.outcome is not None and list(state.outcome.winners) == [0]
    assert "all six disputed lands" in state.outcome.reason


def test_puzzle_the_sixth_land_cannot_be_reached_over_a_bare_land() -> None:
    state = start("puzzle-the-sixth-land")
    state.apply_text(spell(state, "turn {B1}"))
    assert "move B2 C2" not in legal(state)  # B2: an own shield, but no own terrain
    assert "move C1 C2" in legal(state)


def test_puzzle_the_sixth_land_is_not_won_by_a_tie() -> None:
    state = start("puzzle-the-sixth-land")
    play_moves(state, ["turn {B2}", "move C2", "retreat B2", "turn {B1}", "stay"])
    assert state.outcome is None


def test_puzzle_assault_the_guardian() -> None:
    state = start("puzzle-assault-the-guardian")
    play_moves(state, moves_of("puzzle-assault-the-guardian"))
    assert state.outcome is not None and list(state.outcome.winners) == [0]
    assert "Guardian" in state.outcome.reason


def test_puzzle_assault_the_guardian_fails_without_the_stone() -> None:
    state = start("puzzle-assault-the-guardian")
    play_moves(state, ["turn {C2}", "move D2", "assault"])  # 30 is not more than 30
    assert state.outcome is None
    assert state.players[1].strongholds[1].rubble


# --- the phases a position starts in ------------------------------------------------------------

BASE = """
turn = {turn}
phase = "{phase}"
{seat}
[seat0]
guardian = "Rak Nam"
strongholds = "Carreg Amroth"
pen = ["Swordsman", "Valkyrie Spirit", "Shield Maitz's Lightning 14"]
storage = ["Dispel Magic"]
deck = ["Axeman", "Archer", "Woods", "Gold", "Angel"]
{extra0}

[seat1]
guardian = "Tes Let"
strongholds = ["Carreg Amroth Left", "Carreg Amroth Center", "Carreg Amroth Right"]
pen = ["Axeman", "Shield Maitz's Lightning 10"]
deck = ["Axeman", "Archer", "Woods", "Angel"]
deck_top = ["Buzzard", "Gunner"]
{extra1}
"""


def position(
    *, phase: str, turn: int = 2, seat: int | None = 0, extra0: str = "", extra1: str = ""
) -> str:
    line = "" if seat is None else f"seat = {seat}"
    return BASE.format(phase=phase, turn=turn, seat=line, extra0=extra0, extra1=extra1)


def test_an_organize_position_starts_with_the_seat_it_names_to_place() -> None:
    for seat in (0, 1):
        state = load("guardians", position=position(phase="organize", seat=seat)).new_state(1)
        assert isinstance(state, GameState)
        assert (state.phase, state.seat, state.turn) == ("organize", seat, 2)
    names = {state.cards[c].name for c in state.players[1].pen}
    assert names == {"Axeman", "Shield Maitz's Lightning 10"}
    assert any(a.startswith("shield ") for a in legal(state))
    state.apply_text("ready")
    assert (state.phase, state.seat) == ("organize", 0)


def test_a_draw_position_draws_the_known_top_cards_first() -> None:
    text = position(phase="draw", seat=None, extra1='previous_up = "Angel"')
    state = load("guardians", position=text).new_state(3)
    assert isinstance(state, GameState)
    # Seat 1 (Tes Let) is asked whether to take its previous Up card or discard it.
    assert (state.phase, state.seat) == ("draw", 1)
    state.apply_text("take-up")
    # Tes Let draws 3 (lands 3 to 3: no MDL or LDL): the previous Up card first, then the
    # deck's top cards in the order the file gives them.
    drawn = [state.cards[c].name for c in state.players[1].pen]
    assert drawn == ["Axeman", "Shield Maitz's Lightning 10", "Angel", "Buzzard", "Gunner"]
    assert (state.phase, state.turn) == ("organize", 2)


def test_the_deck_left_to_chance_is_shuffled_by_the_seed() -> None:
    orders = set()
    for seed in range(8):
        state = load("guardians", position=position(phase="organize")).new_state(seed)
        assert isinstance(state, GameState)
        orders.add(tuple(state.cards[c].name for c in state.players[0].deck))
        top = [state.cards[c].name for c in reversed(state.players[1].deck[-2:])]
        assert top == ["Buzzard", "Gunner"]  # the known top stays on top, in order
    assert len(orders) > 1


def test_a_settle_position_settles_the_lands() -> None:
    text = position(
        phase="settle",
        seat=None,
        extra0='[[seat0.shields]]\nspace = "C2"\ncard = "Shield Maitz\'s Lightning 14"\n'
        'cards = ["Axeman"]',
    )
    state = load("guardians", position=text).new_state(0)
    assert isinstance(state, GameState)
    # C2 is bare: seat 0 pays for it (terrain from the pen, a face-down card, or a creature).
    assert (state.phase, state.seat) == ("settle", 0)


# --- secrets -------------------------------------------------------------------------------


def test_a_position_keeps_each_seats_secrets() -> None:
    state = load("guardians", position=position(phase="organize")).new_state(5)
    view = state.view(1)
    assert view["players"][0]["pen"] == 3  # a count, no names
    assert view["players"][0]["storage"] == 1
    assert "Valkyrie Spirit" not in str(view) and "Dispel Magic" not in str(view)


def test_hidden_card_ids_tell_nothing_of_the_file() -> None:
    # Ids are numbered in a drawn order: the same position under other seeds gives the same
    # card other ids, so an id does not follow the file's order.
    names = set()
    for seed in range(6):
        state = load("guardians", position=position(phase="organize")).new_state(seed)
        assert isinstance(state, GameState)
        names.add(tuple(sorted((cid, c.name) for cid, c in state.cards.items() if c.owner == 0)))
    assert len(names) > 1


@pytest.mark.parametrize("name", ["allen-flies-over-bobs-shield", "puzzle-the-sixth-land"])
def test_a_position_game_passes_the_secrets_checks(name: str) -> None:
    game = load("guardians", position=(EXAMPLES / f"{name}.toml").read_text(), max_turns=8)
    check_swap_hidden_changes(game, 1)
    check_indistinguishable(game, 1)
    check_determinize_blind(game, 1)


# --- what a position may not be ---------------------------------------------------------------


BROKEN = """
phase = "move"
seat = 0
colour = "red"

[seat0]
guardian = "Rak Nam"
strongholds = "Carreg Amroth"
up = "Swordsman"
pen = ["Swordsmen", "Dispel Magic"]

[[seat0.shields]]
space = "B2"
card = "Shield Maitz's Lightning 14"
cards = ["Earth Elemental", "Baal-a-Gog", "Axeman"]

[[seat0.shields]]
space = "B3"
card = "Standard Bearer Maitz's Lightning 04"
cards = ["Amulet of Flying", "Amulet of Flying", "Angel"]

[[seat0.shields]]
space = "B1"
card = "Standard Bearer Maitz's Lightning 14"
cards = ["Swordsman", "Swordsman", "Swordsman", "Swordsman", "Swordsman"]

[seat1]
guardian = "Tes Let"
strongholds = ["Carreg Amroth Right", "Carreg Amroth Center", "Carreg Amroth Left"]
"""


def test_every_problem_is_told_at_once_one_line_each() -> None:
    with pytest.raises(PositionError) as caught:
        load("guardians", position=BROKEN)
    problems = caught.value.problems
    expected = [
        "unknown key 'colour'",
        "no card named 'Swordsmen' (did you mean 'Swordsman'",
        "'Dispel Magic' is a spell; the creature pen holds single-bordered cards",
        "only one standard bearer may be in play",
        "6 copies of 'Swordsman'; at most 5",
        "'Carreg Amroth Right' is a right card",
        "37 points of creatures on B2; at most 30",
        "the shield on B3: more C items than creatures",
    ]
    for piece in expected:
        assert any(piece in line for line in problems), (piece, problems)
    assert all("\n" not in line for line in problems)
    assert len(problems) == len(set(problems))


def test_cards_of_the_wrong_kind_for_their_place() -> None:
    text = position(
        phase="move",
        extra0='up = "Angel"\n[seat0.A1]\non = ["Gold"]\nunder = ["Swordsman"]\n'
        'upgrade = "Flame Cannon"\nheld = ["Axeman"]\n[seat0.A2]\nupgrade = "Large Idol"',
        extra1='up = "Archer"\nterrain = { A3 = "Woods", C2 = "Archer" }',
    )
    with pytest.raises(PositionError) as caught:
        load("guardians", position=text)
    text_of = "\n".join(caught.value.problems)
    assert "seat0.A1.on[1]: 'Gold' is a bribery; on a stronghold card go creatures" in text_of
    assert "seat0.A1.under[1]: 'Swordsman' is a creature; under a stronghold card go" in text_of
    assert "seat0.A1.held: no upgrade of the seat's beside it holds a creature" in text_of
    assert "seat0.A2.upgrade: upgrades go beside the end cards only" in text_of
    assert "seat1.terrain.A3: terrain lies on rows B and C only" in text_of
    assert "seat1.terrain.C2[" not in text_of and "'Archer' is a creature; a terrain" in text_of
    assert "seat 0 has no unturned shield to turn" in text_of


def test_the_phase_decides_what_a_position_may_say() -> None:
    text = position(
        phase="organize",
        seat=1,
        extra0='up = "Angel"\nflew = true',
        extra1='ready = true\nprevious_up = "Archer"',
    )
    with pytest.raises(PositionError) as caught:
        load("guardians", position=text)
    problems = caught.value.problems
    for piece in (
        "seat0.up: only in the move phase",
        "seat0.flew: only in the move phase",
        "seat1.previous_up: only when a turn after the first is to be drawn",
        "seat: seat 1 is ready: the other places next",
    ):
        assert any(piece in line for line in problems), (piece, problems)


def test_equal_up_cards_and_the_wrong_first_mover_are_refused() -> None:
    same = position(phase="move", extra0='up = "Archer"', extra1='up = "Swordsman"')
    with pytest.raises(PositionError, match="equal Up numbers"):
        load("guardians", position=same.replace("[seat1]", _SHIELD0 + "\n[seat1]"))
    shield1 = _SHIELD0.replace("seat0", "seat1").replace("B2", "C2")
    lower = position(
        phase="move", extra0='up = "Buzzard"\n' + _SHIELD0, extra1='up = "Swordsman"\n' + shield1
    )
    with pytest.raises(PositionError, match=r"seat 1 \(higher Up\) moves"):
        load("guardians", position=lower)


_SHIELD0 = (
    '[[seat0.shields]]\nspace = "B2"\ncard = "Shield Maitz\'s Lightning 14"\ncards = ["Angel"]'
)


def test_shields_where_none_rests() -> None:
    text = position(
        phase="move",
        extra0='up = "Angel"\n' + _SHIELD0 + '\n[[seat0.shields]]\nspace = "D1"\n'
        'card = "Shield Maitz\'s Lightning 10"\ncards = ["Axeman"]',
        extra1='up = "Archer"\n[seat1.D3]\nrubble = true\n[[seat1.shields]]\nspace = "B2"\n'
        'card = "Shield Maitz\'s Lightning 10"\ncards = ["Axeman"]\n[[seat1.shields]]\n'
        'space = "D3"\ncard = "Shield Maitz\'s Lightning 10"\ncards = ["Archer"]',
    )
    with pytest.raises(PositionError) as caught:
        load("guardians", position=text)
    text_of = "\n".join(caught.value.problems)
    assert "B2 holds another shield (two meet only in a combat)" in text_of
    assert "D1 is a standing card of the opponent's: held, it is rubble" in text_of
    assert "D3 is rubble: only an opposing shield stands there" in text_of


def test_not_toml_is_one_line() -> None:
    with pytest.raises(PositionError) as caught:
        load("guardians", position="phase = = 3")
    assert len(caught.value.problems) == 1
    assert caught.value.problems[0].startswith("not a valid position file: not valid TOML")


def test_a_position_and_decks_do_not_go_together() -> None:
    with pytest.raises(ParamsError, match="leave out decks"):
        load("guardians", position=position(phase="organize"), decks=["hellfire", "hellfire"])


def test_a_hostile_position_is_refused_quickly() -> None:
    # 100,000 cards in one list: refused at the cap (a seat holds at most 1,000 cards).
    pen = ", ".join(['"Swordsman"'] * 100_000)
    with pytest.raises(PositionError, match="more than 1000 cards"):
        load("guardians", position=position(phase="organize", extra0=f"discard = [{pen}]"))


def test_a_position_game_records_and_replays() -> None:
    import tomllib

    from stronghold.engine.record import replay

    table = tomllib.loads((EXAMPLES / "puzzle-the-sixth-land.toml").read_text())
    state = load("guardians", position=table).new_state(11)  # the parsed table works too
    assert isinstance(state, GameState)
    play_moves(state, moves_of("puzzle-the-sixth-land"))
    again = replay(state.record())
    assert again.fingerprint() == state.fingerprint()
    assert again.outcome is not None and list(again.outcome.winners) == [0]


# Any value anywhere: the reader answers with its problems, never with another error.
def _nested(inner: st.SearchStrategy[object]) -> st.SearchStrategy[object]:
    return st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(_KEYS), inner)


_VALUES = st.recursive(
    st.none().map(lambda _: "x")
    | st.booleans()
    | st.integers(min_value=-5, max_value=40)
    | st.sampled_from(
        ["B2", "D1", "Swordsman", "Woods", "move", "organize", "Rak Nam", "3 Axeman"]
    ),
    _nested,
    max_leaves=8,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(_PATHS), _VALUES), min_size=1, max_size=4))
def test_any_value_anywhere_is_a_problem_or_a_position(changes: list[tuple[str, object]]) -> None:
    import tomllib

    table = tomllib.loads((EXAMPLES / "attacker-falls-back-the-way-it-came.toml").read_text())
    for path, value in changes:
        *parents, last = path.split(".")
        node = table
        for key in parents:
            node = node[key] if isinstance(node.get(key), dict) else node.setdefault(key, {})
            if not isinstance(node, dict):
                break
        else:
            node[last] = value
    try:
        state = load("guardians", position=table).new_state(0)
    except PositionError as exc:
        assert exc.problems and all("\n" not in line for line in exc.problems)
        return
    assert isinstance(state, GameState)
    assert_in_place(state)
    state.legal_actions()


def test_misspelt_names_get_the_closest_ones() -> None:
    text = position(phase="organize").replace('guardian = "Tes Let"', 'guardian = "Tes"')
    text = text.replace('strongholds = "Carreg Amroth"', 'strongholds = "Carreg Amrot"')
    with pytest.raises(PositionError) as caught:
        load("guardians", position=text.replace('"Woods"', '"Wods"'))
    problems = caught.value.problems
    assert (
        "seat0.strongholds: no stronghold set named 'Carreg Amrot'; did you mean " in (problems[0])
    )
    assert any("seat1.guardian: no card named 'Tes' (did you mean 'Tes let" in p for p in problems)
    assert sum("no card named 'Wods' (did you mean 'Woods'" in p for p in problems) == 2


def test_the_formats_example_in_the_docs_is_a_position() -> None:
    docs = (EXAMPLES.parents[1] / "docs" / "positions.md").read_text()
    found = re.search(r"## The format\n.*?```toml\n(.*?)```", docs, re.S)
    assert found is not None
    state = load("guardians", position=found.group(1)).new_state(0)
    assert isinstance(state, GameState)
    assert (state.phase, state.seat) == ("move", 0)
    assert state.players[0].strongholds[0].upgrade is not None
    assert [state.cards[c].name for c in state.players[0].strongholds[0].held] == ["Axeman"]


def test_the_lower_up_card_moves_first_when_the_higher_has_no_shield() -> None:
    text = position(phase="move", extra0='up = "Buzzard"\n' + _SHIELD0, extra1='up = "Archer"')
    state = load("guardians", position=text).new_state(0)  # seat 1 (Archer, 6) has no shield
    assert (state.phase, state.seat) == ("move", 0)


def test_a_stronghold_set_whose_name_ends_in_stronghold_is_found() -> None:
    # "Drifter's Nexus Stronghold" is the set's whole name: the reader took the word
    # "Stronghold" off what the file said but not off the sets' names, and refused it while
    # suggesting that very name.
    text = (
        'phase = "organize"\nseat = 0\n[seat0]\nguardian = "Rak Nam"\nstrongholds = "Carreg '
        'Amroth"\n[seat1]\nguardian = "Rak Nam"\n'
    )
    for name in ("Drifter's Nexus Stronghold", "Drifter's Nexus", "Drifter's Nexus Strongholds"):
        state = load("guardians", position=text + f'strongholds = "{name}"\n').new_state(0)
        assert isinstance(state, GameState)
        cards = [state.cards[slot.card].name for slot in state.players[1].strongholds]
        assert cards == [f"Drifter's Nexus Stronghold {p}" for p in "LCR"]
