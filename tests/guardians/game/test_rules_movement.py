"""MOVEMENT PHASE: Up cards, turning shields, moving one or two spaces, flying, Spires, and
entering an opposing shield (guardians-rules.txt, "MOVEMENT PHASE" to "Reinforcing a Shield";
docs/rules-notes/guardians.md: moving two spaces, flying, stronghold cards)."""

from __future__ import annotations

import json
import random

from game_helpers import (
    act,
    assert_in_place,
    game,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
    verbs,
)

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.steps import MoveStep, RetreatStep

#: Random whole games checked for shields sharing a space (short games of the rule-test decks).
SHARE_GAMES = 12
SHARE_GAME = game(max_turns=12)

# --- Up cards ---------------------------------------------------------------------------------


#: What each deck holds beneath the cards a test puts on top.
DECK = 'deck = ["3 Angel", "2 Valkyrie Spirit"]'
#: Each seat's shield on its centre stronghold card.
HOME = shield_table(0, "A2", ["Swordsman"]) + shield_table(1, "D2", ["Swordsman"])


def _to_movement(top0: list[str], top1: list[str]) -> GameState:
    """Organize (nothing to place) with these cards on top of the decks, the top card first;
    both seats say ``ready`` and the Up cards are turned."""
    tops = [", ".join(f'"{n}"' for n in top) for top in (top0, top1)]
    state = position(
        "organize",
        seat_table(0, DECK, f"deck_top = [{tops[0]}]"),
        seat_table(1, DECK, f"deck_top = [{tops[1]}]"),
        HOME,
    )
    act(state, "ready")
    act(state, "ready")
    return state


def test_the_higher_up_card_moves_first() -> None:
    for low_seat in (0, 1):
        tops = (["Buzzard"], ["Axeman"]) if low_seat == 0 else (["Axeman"], ["Buzzard"])  # 3, 7
        state = _to_movement(*tops)
        assert (state.phase, state.seat) == ("move", 1 - low_seat)
        assert state.players[low_seat].lower_up
        assert not state.players[1 - low_seat].lower_up
        for player in state.players:
            assert state.cards[player.up].public  # the Up card is turned over
        assert_in_place(state)


def test_a_creature_uses_its_vitality_as_up_number_not_the_red_number() -> None:
    # Gunner 4/6 against a shield with Up 5: the shield is higher (the red 6 would win).
    state = _to_movement(["Gunner"], ["Shield Maitz's Lightning 05"])
    assert state.seat == 1


def test_equal_up_cards_go_to_the_bottom_and_new_ones_are_turned() -> None:
    # First Swordsman (6) against Archer (6): a tie; then Buzzard (3) against Axeman (7).
    tops = (["Swordsman", "Buzzard"], ["Archer", "Axeman"])
    state = position(
        "organize",
        *(
            seat_table(n, DECK, "deck_top = [" + ", ".join(f'"{c}"' for c in tops[n]) + "]")
            for n in (0, 1)
        ),
        HOME,
    )
    first0, first1 = state.players[0].deck[-1], state.players[1].deck[-1]
    act(state, "ready")
    act(state, "ready")
    assert state.players[0].deck[0] == first0
    assert state.players[1].deck[0] == first1
    assert state.cards[state.players[0].up].name == "Buzzard"
    assert state.cards[state.players[1].up].name == "Axeman"
    assert state.seat == 1
    assert_in_place(state)


def test_turns_alternate_until_every_shield_is_turned() -> None:
    state = position(
        "move",
        shield_table(0, "A1", ["Swordsman"]),
        shield_table(0, "A3", ["Swordsman"]),
        shield_table(0, "A2", ["Swordsman"]),
        shield_table(1, "D2", ["Swordsman"]),
    )
    a1, a2, a3, b1 = (shield_at(state, space) for space in ("A1", "A3", "A2", "D2"))
    order = []
    for _ in range(4):
        order.append(state.seat)
        shield = sorted(
            (s for s in state.shields.values() if s.owner == state.seat and not s.turned),
            key=lambda s: s.id,
        )[0]
        act(state, f"turn {shield.id}")
        act(state, "stay")
    assert order == [0, 1, 0, 0]  # seat 1 has nothing left to turn: seat 0 goes on
    assert all(s.turned for s in (a1, a2, a3, b1))
    assert state.phase != "move"


def test_a_seat_must_turn_a_shield_on_its_turn() -> None:
    state = position("move", HOME)
    a = shield_at(state, "A2")
    assert legal(state) == {f"turn {a.id}"}  # no passing
    act(state, f"turn {a.id}")
    assert a.turned
    assert {"stay", "move"} <= verbs(state)


# --- moving one or two spaces -------------------------------------------------------------------


def _dests(state: GameState) -> set[str]:
    return {o for o in legal(state) if o.startswith("move ")}


def test_one_space_not_diagonally() -> None:
    state = position("move", shield_table(0, "B2", ["Swordsman"]))
    act(state, f"turn {shield_at(state, 'B2').id}")
    one_step = {o.split()[-1] for o in _dests(state) if len(o.split()) == 2}
    assert one_step == {"B1", "B3", "C2", "A2"}  # never A1, A3, C1 or C3


def test_two_spaces_past_a_land_with_own_terrain() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "B2", ["Swordsman"]),
    )
    a = shield_at(state, "B2")
    act(state, f"turn {a.id}")
    options = _dests(state)
    assert "move C2 D2" in options  # an opposing stronghold card may be attacked
    assert {"move C2 C1", "move C2 C3"} <= options
    act(state, "move C2 C3")
    assert a.space == sp("C3")
    assert state.seat == 0 or state.phase != "moving"


def test_no_moving_past_a_land_without_terrain() -> None:
    # At the start no land has terrain: shields move one space at a time.
    state = position("move", shield_table(0, "B2", ["Swordsman"]))
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert not any(o.split()[1] in ("B1", "B3", "C2") for o in _dests(state) if len(o.split()) == 3)


def test_no_moving_past_an_opponents_terrain() -> None:
    state = position(
        "move",
        seat_table(1, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "B2", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert not any(o.startswith("move C2 ") for o in _dests(state))
    assert "move C2" in _dests(state)  # one space onto it is allowed


def test_no_moving_past_an_opponents_shield() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(1, "C2", ["Swordsman"]),
        shield_table(0, "B2", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert not any(o.startswith("move C2 ") for o in _dests(state))


def test_an_own_shield_may_be_passed_through_but_not_stopped_on() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { B2 = "Woods" }'),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(0, "B1", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B1').id}")
    options = _dests(state)
    assert "move B2" not in options
    assert not any(o.split()[-1] == "B2" for o in options)
    assert "move B2 B3" in options
    assert "move B2 C2" in options


def test_own_stronghold_cards_may_be_passed_the_opponents_only_entered() -> None:
    # An opposing stronghold card may be attacked (entered) but never passed (rules notes).
    state = position(
        "move",
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "B3", ["Swordsman"]),  # in front of seat 0's A3
    )
    a, b = shield_at(state, "B1"), shield_at(state, "B3")
    act(state, f"turn {a.id}")
    assert {"move A1", "move A1 A2"} <= _dests(state)
    act(state, "stay")
    assert state.seat == 1
    act(state, f"turn {b.id}")
    assert {o.split()[-1] for o in _dests(state)} == {"A3", "B2", "C3"}
    assert "move A3" in _dests(state)
    assert not any(o.startswith("move A3 ") for o in _dests(state))  # never through it


# --- flying -----------------------------------------------------------------------------------


def test_only_a_shield_of_fliers_may_fly() -> None:
    state = position(
        "move",
        shield_table(0, "B1", ["Angel", "Buzzard"]),
        shield_table(0, "B3", ["Angel", "Swordsman"]),
    )
    fliers, mixed = shield_at(state, "B1"), shield_at(state, "B3")
    act(state, f"turn {mixed.id}")
    assert "fly" not in verbs(state)
    act(state, "stay")
    assert (state.phase, state.seat) == ("move", 0)  # seat 1 has nothing to turn
    act(state, f"turn {fliers.id}")
    assert "fly" in verbs(state)


def test_a_flying_shield_passes_what_a_walking_one_cannot() -> None:
    # Bare land, an opponent's terrain, an opponent's shield: all can be flown over.
    state = position(
        "move",
        seat_table(1, 'terrain = { C1 = "Woods" }'),
        shield_table(1, "C2", ["Swordsman"]),
        shield_table(0, "B2", ["Angel"]),
    )
    a = shield_at(state, "B2")
    act(state, f"turn {a.id}")
    flights = {o for o in legal(state) if o.startswith("fly ")}
    assert "fly C2 C1" in flights  # over an opponent's shield
    assert "fly B1 C1" in flights  # over bare land
    assert "fly C2 C3" in flights
    act(state, "fly C2 C3")
    assert a.space == sp("C3")
    assert_in_place(state)


def test_a_flying_shield_shows_its_contents() -> None:
    state = position("move", shield_table(0, "B2", ["Angel", "Buzzard"]))
    a = shield_at(state, "B2")
    before = json.dumps(state.view(1))
    assert "Angel" not in before
    act(state, f"turn {a.id}")
    act(state, "fly B1")
    assert all(state.cards[c].public for c in a.contents)
    seen = json.dumps(state.view(1))
    assert "Angel" in seen and "Buzzard" in seen
    assert not set(a.contents) & state.hidden_from(1)


def test_only_one_shield_flies_a_turn() -> None:
    state = position(
        "move",
        shield_table(0, "B1", ["Angel"]),
        shield_table(0, "B3", ["Angel"]),
        shield_table(1, "D2", ["Swordsman"], turned=True),
    )
    a, b = shield_at(state, "B1"), shield_at(state, "B3")
    act(state, f"turn {a.id}")
    act(state, "fly C1")
    assert state.seat == 0  # seat 1 has nothing to turn
    act(state, f"turn {b.id}")
    assert "fly" not in verbs(state)
    assert "move" in verbs(state)


def test_flying_is_allowed_again_next_turn() -> None:
    state = position(
        "move",
        seat_table(0, 'up = "Axeman"'),
        seat_table(1, 'up = "Buzzard"'),
        shield_table(0, "A2", ["Angel"]),
        shield_table(1, "D2", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'A2').id}")
    act(state, "fly A1")
    assert state.players[0].flew
    act(state, f"turn {next(s.id for s in state.shields.values() if s.owner == 1)}")
    act(state, "stay")  # settlement: nothing on a bare land -> next turn
    while state.phase in ("draw", "organize"):
        act(state, "keep" if state.phase == "draw" else "ready")
    assert not state.players[0].flew
    assert state.turn == 2


def test_nothing_flies_onto_off_or_across_spires() -> None:
    spires = seat_table(0, 'terrain = { C2 = "Spires" }')
    state = position("move", spires, shield_table(0, "B2", ["Angel"]))
    act(state, f"turn {shield_at(state, 'B2').id}")
    flights = {o for o in legal(state) if o.startswith("fly ")}
    assert not any(o.split()[-1] == "C2" for o in flights)  # onto
    assert not any(len(o.split()) == 3 and o.split()[1] == "C2" for o in flights)  # across
    assert "move C2" in legal(state)  # walking onto Spires is fine
    act(state, "move C2")
    state2 = position("move", spires, shield_table(0, "C2", ["Angel"]))
    act(state2, f"turn {shield_at(state2, 'C2').id}")
    assert "fly" not in verbs(state2)  # off
    assert "move" in verbs(state2)


# --- entering an opposing shield --------------------------------------------------------------


def test_entering_an_opposing_shield_starts_combat() -> None:
    state = position(
        "move", shield_table(0, "B2", ["Axeman"]), shield_table(1, "C2", ["Swordsman"])
    )
    a, b = shield_at(state, "B2"), shield_at(state, "C2")
    act(state, f"turn {a.id}")
    act(state, "move C2")
    assert state.phase == "combat"
    assert state.combat_info.attacker == a.id
    assert state.combat_info.defender == b.id
    assert state.combat_info.space == sp("C2")
    assert state.combat_info.seats == [0, 1]


def test_two_spaces_into_an_opposing_shield_starts_combat() -> None:
    state = position(
        "move",
        seat_table(0, 'terrain = { C2 = "Woods" }'),
        shield_table(0, "B2", ["Axeman"]),
        shield_table(1, "C3", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move C2 C3")
    assert state.phase == "combat"
    assert state.combat_info.space == sp("C3")


def _combat_pair(state: GameState) -> set[str]:
    """The two shields of the combat under way (they stand on one land until it is over)."""
    if state.phase in ("join", "combat"):
        step = state.step_as(MoveStep)
        assert step.joining is not None
        return {step.shield, step.joining.enemy}
    if state.phase == "retreat":
        retreat = state.step_as(RetreatStep)
        return {retreat.loser, retreat.winner}
    return set()


def _shared_spaces(state: GameState) -> list[str]:
    """Spaces where two shields stand outside the combat between them."""
    passing = state.step_as(MoveStep).shield if state.phase == "transfer" else None
    by_space: dict[int, set[str]] = {}
    for shield in state.shields.values():
        if shield.id == passing:
            continue  # passing through its own stronghold card ("you may pass through")
        by_space.setdefault(shield.space, set()).add(shield.id)
    return [
        board.name(space)
        for space, ids in by_space.items()
        if len(ids) > 1 and ids != _combat_pair(state)
    ]


def test_no_two_shields_ever_share_a_land() -> None:
    # "If you move unto a terrain occupied by an opponent's shield, go to Combat immediately";
    # "You cannot stop on a terrain that already has one of your own Shields on it"; a loser
    # retreating onto its own shield combines with it. Two shields stand on one space only
    # while the combat between them is fought and its loser has not yet retreated.
    # An empty shield (nothing under it) does not move at all, so it cannot slip in beside an
    # opposing shield without a fight:
    state = position("move", shield_table(0, "B2", []), shield_table(1, "C2", ["Swordsman"]))
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert not {o for o in legal(state) if o.startswith(("move ", "fly "))}
    # And in whole games played at random, after every action:
    decisions = combats = 0
    for seed in range(SHARE_GAMES):
        state = SHARE_GAME.new_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
            combats += state.phase == "combat"
            shared = _shared_spaces(state)
            assert not shared, f"seed {seed}, {state.phase}: two shields on {shared}"
    assert combats > 0 and decisions > 1000  # the games did move shields into each other


def test_a_shield_stopping_on_its_stronghold_keeps_the_space_within_30_points() -> None:
    # "You may not have more than 30 points on or under any space at any time": a shield of 25
    # points may not stop on A1 while an Axeman (7) stands on that card (32 points).
    state = position(
        "move",
        shield_table(0, "B1", ["Earth Elemental", "Axeman"]),
        '[seat0.A1]\non = ["Axeman"]\n',
    )
    act(state, f"turn {shield_at(state, 'B1').id}")
    stops = {o.split()[-1] for o in legal(state) if o.startswith(("move ", "fly "))}
    assert "B2" in stops
    assert "A1" not in stops, "stopping on A1 would put 32 points on that space"
