"""Routes longer than two spaces (play/extra_moves.py, ``routes.destinations``'s ``reach``;
docs/rules-notes/cards/extra-moves.md): Potion of Movement Essence, cast at a movement turn on an
own unturned shield, gives it one space more this turn; First Mate Muldoon gives an all-Pirate
shield he is under one space more on a move (not a flight), its contents shown when the extra
space is used. Every space obeys the normal rules. Played from written positions in the move
phase, seat 0 to move: its shield on B1, its terrain on B2 and B3, an opposing shield on D2."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal

from stronghold.games.guardians.play import board, extra_moves
from stronghold.games.guardians.play.state import GameState

SHIELD = "Shield Maitz's Lightning 14"
POTION, MULDOON = "Potion of Movement Essence", "First Mate Muldoon"


def _position(
    cards: list[str],
    *,
    storage: tuple[str, ...] = (),
    terrain: str = 'B2 = "Woods", B3 = "Woods"',
    theirs: str = "D2",
    their_storage: tuple[str, ...] = (),
    extra: str = "",
    first: int = 0,
) -> GameState:
    listed = ", ".join(f'"{n}"' for n in cards)
    text = f'turn = 2\nphase = "move"\nseat = {first}\n'
    ups = ("Baal-a-Gog", "Axeman") if first == 0 else ("Axeman", "Baal-a-Gog")  # who moves first
    for seat, held, up in ((0, storage, ups[0]), (1, their_storage, ups[1])):
        named = ", ".join(f'"{n}"' for n in held)
        text += (
            f'[seat{seat}]\nguardian = "Rak Nam"\nstrongholds = "Carreg Amroth"\nstones = 0\n'
            f'storage = [{named}]\ndeck = ["3 Axeman"]\nup = "{up}"\n'
        )
        if seat == 0:
            text += f"terrain = {{ {terrain} }}\n{extra}"
            text += f'[[seat0.shields]]\nspace = "B1"\ncard = "{SHIELD}"\ncards = [{listed}]\n'
        else:
            text += f'[[seat1.shields]]\nspace = "{theirs}"\ncard = "{SHIELD}"\n'
            text += 'cards = ["Axeman"]\n'
    return at_position(text)


def _mine(state: GameState) -> str:
    return next(s.id for s in state.shields.values() if s.owner == 0)


def _drink(state: GameState) -> None:
    (cast,) = [a for a in legal(state) if a.startswith("cast ") and _name(state, a) == POTION]
    assert cast.split()[2] == _mine(state)
    act(state, cast)


def _name(state: GameState, action: str) -> str:
    return state.cards[action.split()[1]].name


def _routes(state: GameState, verb: str = "move") -> set[str]:
    return {a.removeprefix(verb + " ") for a in legal(state) if a.startswith(verb + " ")}


def test_the_potion_gives_a_third_space_past_own_terrain() -> None:
    state = _position(["Swordsman"])
    act(state, f"turn {_mine(state)}")
    assert max(len(r.split()) for r in _routes(state)) == 2  # without it: two spaces at most
    state = _position(["Swordsman"], storage=(POTION,))
    _drink(state)
    act(state, f"turn {_mine(state)}")
    routes = _routes(state)
    assert "B2 B3 C3" in routes  # three spaces, past its own terrain
    assert "B2 C2 C3" not in routes  # C2: no terrain, it stops the shield
    assert {"B2", "B2 B3", "C1", "A1"} <= routes  # the usual routes are still there
    act(state, "move B2 B3 C3")
    shield = state.shields[_mine(state)]
    assert board.name(shield.space) == "C3"
    assert not shield.shown  # the Potion shows nothing
    assert_in_place(state)


def test_the_potion_does_not_pass_a_space_that_stops_the_shield() -> None:
    # an opposing shield on B3: it cannot be passed, so C3 is out of reach
    state = _position(["Swordsman"], storage=(POTION,), theirs="B3")
    _drink(state)
    act(state, f"turn {_mine(state)}")
    routes = _routes(state)
    assert "B2 B3" in routes  # an attack on B3 is a route like any other
    assert not any(r.startswith("B2 B3 ") for r in routes)


def test_a_dispelled_potion_gives_nothing() -> None:
    state = _position(["Swordsman"], storage=(POTION,), their_storage=("Dispel Magic",))
    _drink(state)
    assert state.phase == "respond" and state.seat == 1
    (dispel,) = [a for a in legal(state) if a.startswith("cast ")]
    act(state, dispel)
    while state.phase == "respond":
        act(state, "pass")
    act(state, f"turn {_mine(state)}")
    assert "B2 B3 C3" not in _routes(state)


def test_the_potion_gives_a_flight_its_third_space_too() -> None:
    state = _position(["Buzzard"], storage=(POTION,), terrain='B2 = "Woods"')
    _drink(state)
    act(state, f"turn {_mine(state)}")
    assert "C1 C2 C3" in _routes(state, "fly")  # over lands with no terrain: it flies


def test_muldoon_moves_an_all_pirate_shield_a_third_space_and_shows_it() -> None:
    state = _position([MULDOON, "Gunner"])
    act(state, f"turn {_mine(state)}")
    assert "B2 B3 C3" in _routes(state)
    act(state, "move B2 B3 C3")
    shield = state.shields[_mine(state)]
    assert shield.shown and board.name(shield.space) == "C3"
    hidden = state.hidden_from(1)
    assert not set(shield.contents) & hidden  # the opponent has seen them
    shown = [e for e in state.event_log if isinstance(e, extra_moves.ContentsShown)]
    assert [(e.seat, e.cards, e.why) for e in shown] == [
        (0, ("First Mate Muldoon", "Gunner"), MULDOON)
    ]
    told = [t.text for t in state.events(1) if "First Mate Muldoon" in t.text]
    assert told


def test_muldoon_shows_nothing_on_a_usual_move_and_needs_only_pirates() -> None:
    state = _position([MULDOON, "Gunner"])
    act(state, f"turn {_mine(state)}")
    assert "B2 B3 C3" in _routes(state)
    act(state, "move B2 B3")  # two spaces: his is not used
    shield = state.shields[_mine(state)]
    assert not shield.shown and set(shield.contents) <= state.hidden_from(1)
    assert not any(isinstance(e, extra_moves.ContentsShown) for e in state.event_log)
    state = _position([MULDOON, "Swordsman"])  # not all Pirates: no extra space
    act(state, f"turn {_mine(state)}")
    assert max(len(r.split()) for r in _routes(state)) == 2


def test_muldoon_gives_nothing_to_a_flight() -> None:
    state = _position([MULDOON, "The Black Eye"])  # the Black Eye makes Pirates fliers
    act(state, f"turn {_mine(state)}")
    assert "B2 B3 C3" in _routes(state)  # moving: his space
    flights = _routes(state, "fly")
    assert flights and max(len(r.split()) for r in flights) == 2  # flying: none


def test_potion_and_muldoon_add_up() -> None:
    state = _position(
        [MULDOON, "Gunner"], storage=(POTION,), terrain='B2 = "Woods", B3 = "Woods", C3 = "Woods"'
    )
    _drink(state)
    act(state, f"turn {_mine(state)}")
    routes = _routes(state)
    assert "B2 B3 C3 D3" in routes  # four spaces: an attack on the stronghold card D3
    act(state, "move B2 B3 C3")  # three spaces: the Potion's, nothing to show
    assert not state.shields[_mine(state)].shown


def test_passing_two_own_strongholds_picks_up_at_each() -> None:
    extra = '[seat0.A2]\non = ["Gunner"]\n[seat0.A3]\non = ["Lying Scum"]\n'
    state = _position([MULDOON, "Scurvy Dog"], terrain='B3 = "Woods"', extra=extra)
    act(state, f"turn {_mine(state)}")
    act(state, "move A1 A2 A3")  # three own stronghold spaces: it passes A1 and A2
    assert state.phase == "transfer"
    assert board.name(state.shields[_mine(state)].space) == "A1"
    act(state, "go")
    assert state.phase == "transfer"
    assert board.name(state.shields[_mine(state)].space) == "A2"
    (pick,) = [a for a in legal(state) if a.startswith("pick ")]
    act(state, pick)
    act(state, "go")
    shield = state.shields[_mine(state)]
    assert board.name(shield.space) == "A3"
    names = sorted(state.cards[c].name for c in shield.contents)
    assert names == ["First Mate Muldoon", "Gunner", "Scurvy Dog"]
    assert not set(shield.contents) & state.hidden_from(1)  # the Gunner picked up is shown too
    assert_in_place(state)


def test_on_muldoons_space_no_other_creature_is_picked_up_nor_is_he_dropped() -> None:
    extra = '[seat0.A2]\non = ["Swordsman"]\n'
    state = _position([MULDOON, "Scurvy Dog"], extra=extra)
    act(state, f"turn {_mine(state)}")
    act(state, "move A1 A2 B2")  # B1 to B2 by way of A1 and A2: three spaces, his
    act(state, "go")
    assert board.name(state.shields[_mine(state)].space) == "A2"
    options = legal(state)
    assert not [a for a in options if a.startswith("pick ")]  # a Swordsman is no Pirate
    dropped = {state.cards[a.split()[1]].name for a in options if a.startswith("drop ")}
    assert dropped == {"Scurvy Dog"}


def test_pepes_slow_down_still_holds_a_potioned_shield_to_one_space() -> None:
    state = _position(
        ["Swordsman"], storage=(POTION,), their_storage=("Pepe's Slow Down",), first=1
    )
    (slow,) = [a for a in legal(state) if a.startswith("cast ")]
    act(state, slow)  # seat 1, before seat 0 has turned a shield
    while state.seat == 0 and state.phase == "respond":
        act(state, "pass")
    theirs = next(s.id for s in state.shields.values() if s.owner == 1)
    act(state, f"turn {theirs}")
    act(state, "stay")
    assert state.phase == "move" and state.seat == 0
    _drink(state)
    act(state, f"turn {_mine(state)}")
    routes = _routes(state)
    assert routes and max(len(r.split()) for r in routes) == 1
