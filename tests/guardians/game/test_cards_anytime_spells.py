"""Spells cast whenever the holder likes (``anytime``, play/anytime_spells.py): Make Juice,
Summon Loghammer's Sapper, Eye of Long Spying — offered at the out-of-combat spell windows
(before the draw, after the Up cards, at settlement). Played from written positions in the
draw phase of turn 2."""

from __future__ import annotations

from game_helpers import act, at_position, legal, seat_table

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.rng import Rng
from stronghold.games.guardians import events
from stronghold.games.guardians.play.state import GameState

DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel", "4 Gunner"]'


def _position(
    storage: list[str],
    *,
    stones: int = 0,
    extra0: tuple[str, ...] = (),
    extra1: tuple[str, ...] = (),
    their_storage: list[str] | None = None,
    their_deck: str = DECK,
) -> GameState:
    mine = ", ".join(f'"{n}"' for n in storage)
    theirs = ", ".join(f'"{n}"' for n in their_storage or [])
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f"storage = [{mine}]", 'previous_up = "Axeman"', *extra0)
        + seat_table(1, their_deck, f"storage = [{theirs}]", 'previous_up = "Axeman"', *extra1)
    ).replace("stones = 0", f"stones = {stones}", 1)
    return at_position(text, 0)


def _casts(state: GameState, spell: str) -> list[str]:
    return sorted(
        a for a in legal(state) if a.startswith("cast ") and state.cards[a.split()[1]].name == spell
    )


def _pass_window(state: GameState) -> None:
    while state.phase in ("draw_spells", "respond"):
        act(state, "pass")


def test_make_juice_gains_a_stone_before_the_draw() -> None:
    state = _position(["Make Juice"], stones=1)
    assert state.phase == "draw_spells" and state.seat == 0
    (cast,) = _casts(state, "Make Juice")
    assert cast.endswith(" guardian")
    act(state, cast)
    _pass_window(state)
    assert state.players[0].stones == 2
    assert not _casts(state, "Make Juice")  # spent: in the discard pile
    juice = [c for c in state.players[0].discard if state.cards[c].name == "Make Juice"]
    assert len(juice) == 1


def test_a_dispelled_make_juice_gains_nothing() -> None:
    state = _position(["Make Juice"], stones=1, their_storage=["Dispel Magic"])
    act(state, _casts(state, "Make Juice")[0])
    assert state.phase == "respond" and state.seat == 1
    (dispel,) = [a for a in legal(state) if a.startswith("cast ")]
    act(state, dispel)
    _pass_window(state)
    assert state.players[0].stones == 1
    assert any(isinstance(e, events.Fizzled) for e in state.event_log)


def test_loghammers_sapper_wrecks_an_upgrade_and_its_held_creature_goes_to_the_pen() -> None:
    theirs = ('[seat1.D1]\nupgrade = "Teleport Tower"\nheld = ["Gunner"]',)
    mine = ('[seat0.A1]\nupgrade = "Large Idol"',)
    state = _position(["Summon Loghammer's Sapper"], extra0=mine, extra1=theirs)
    casts = _casts(state, "Summon Loghammer's Sapper")
    aimed = {state.cards[c.split()[2]].name for c in casts}
    assert aimed == {"Teleport Tower", "Large Idol"}  # any upgrade, the caster's own too
    tower = next(c for c in casts if state.cards[c.split()[2]].name == "Teleport Tower")
    tower_id = tower.split()[2]
    act(state, tower)
    _pass_window(state)
    slot = state.players[1].strongholds[0]
    assert slot.upgrade is None and not slot.held
    assert tower_id in state.players[1].discard
    assert any(state.cards[c].name == "Gunner" for c in state.players[1].pen)
    assert state.players[0].strongholds[0].upgrade is not None  # the other one stands


def test_loghammers_sapper_leaves_downgrades_alone() -> None:
    theirs = ('[seat0.A1]\nupgrade = "Sewage Backup"',)
    state = _position(["Summon Loghammer's Sapper"], extra0=theirs)
    assert not _casts(state, "Summon Loghammer's Sapper")


def test_eye_of_long_spying_shows_the_storage_hand_and_the_caster_keeps_knowing_it() -> None:
    state = _position(["Eye of Long Spying"], their_storage=["Gold", "Dispel Magic"])
    before = {c["name"] for c in state.view(0)["players"][1]["shown_in_hand"]}
    assert not before & {"Gold", "Dispel Magic"}
    (cast,) = _casts(state, "Eye of Long Spying")
    act(state, cast)
    act(state, "pass")  # seat 1 does not dispel it
    shown = {c["name"] for c in state.view(0)["players"][1]["shown_in_hand"]}
    assert {"Gold", "Dispel Magic"} <= shown
    _pass_window(state)
    # still known after the window: the cards stay marked where they lie
    shown = {c["name"] for c in state.view(0)["players"][1]["shown_in_hand"]}
    assert {"Gold", "Dispel Magic"} <= shown
    for seed in range(3):  # a sampled world keeps them
        world = state.determinize(0, Rng(seed))
        assert isinstance(world, GameState)
        names = sorted(world.cards[c].name for c in world.players[1].storage)
        assert {"Gold", "Dispel Magic"} <= set(names)


def test_eye_of_long_spying_is_not_offered_when_everything_there_is_seen() -> None:
    state = _position(["Eye of Long Spying"])
    assert not _casts(state, "Eye of Long Spying")


def test_a_seat_that_could_hold_one_is_asked_even_without_it() -> None:
    # seat 1's deck list holds a Make Juice somewhere face down: it is asked at the window
    # though its storage holds only a Gold, so that being asked tells nothing
    deck = 'deck = ["4 Axeman", "1 Make Juice"]'
    state = _position(["Make Juice"], stones=1, their_deck=deck, their_storage=["Gold"])
    act(state, "pass")
    assert state.phase == "draw_spells" and state.seat == 1
    assert legal(state) == {"pass"}


def test_the_spy_keeps_the_secrets_of_what_it_did_not_see() -> None:
    state = _position(["Eye of Long Spying"], their_storage=["Gold", "Dispel Magic"])
    act(state, _casts(state, "Eye of Long Spying")[0])
    act(state, "pass")
    for seat in (0, 1):
        twin = state.swap_hidden(seat, Rng(seat))
        check_indistinguishable_at(state.clone(), twin.clone(), seat, [], Rng(seat + 7))


def test_loghammers_sapper_on_the_first_of_two_upgrades_leaves_the_extra_one_alone() -> None:
    both = ('[seat1.D1]\nupgrade = "Large Idol"\nextra_upgrade = "Teleport Tower"',)
    state = _position(["Summon Loghammer's Sapper"], extra1=both)
    casts = _casts(state, "Summon Loghammer's Sapper")
    aimed = {state.cards[c.split()[2]].name for c in casts}
    assert aimed == {"Teleport Tower", "Large Idol"}  # the extra upgrade may be aimed at too
    act(state, next(c for c in casts if state.cards[c.split()[2]].name == "Large Idol"))
    _pass_window(state)
    slot = state.players[1].strongholds[0]
    assert slot.upgrade is not None and state.cards[slot.upgrade].name == "Teleport Tower"
    assert slot.extra is None  # the one left is the card's only upgrade
