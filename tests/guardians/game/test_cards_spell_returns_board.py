"""Oscar the Wonder Chimp outside combat (``returns_spell``, play/spell_returns.py): once the
other seat lets a spell of its holder's be, the holder is asked once more and may pay a Power
Stone to keep the spell: it still acts, and its card goes back from the discard pile to the
Storage Hand. Played from written positions in the draw phase of turn 2 (Make Juice, cast
before the draw)."""

from __future__ import annotations

from game_helpers import (
    act,
    at_position,
    attack_and_fight,
    combat_names,
    legal,
    seat_table,
    shield_table,
)

from stronghold.games.guardians import events
from stronghold.games.guardians.play.state import GameState

DECK = 'deck = ["4 Axeman", "4 Archer", "4 Angel", "4 Gunner", "1 Oscar the Wonder Chimp"]'
PLAIN = 'deck = ["4 Axeman", "4 Archer", "4 Angel", "4 Gunner"]'
OSCAR = "Oscar the Wonder Chimp"
JUICE = "Make Juice"


def _position(storage: list[str], their_storage: list[str], *, deck: str = DECK) -> GameState:
    mine = ", ".join(f'"{n}"' for n in storage)
    theirs = ", ".join(f'"{n}"' for n in their_storage)
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, deck, f"storage = [{mine}]", 'previous_up = "Axeman"')
        + seat_table(1, PLAIN, f"storage = [{theirs}]", 'previous_up = "Axeman"')
    ).replace("stones = 0", "stones = 2", 1)
    return at_position(text, 0)


def _named(state: GameState, cards: list[str], name: str) -> list[str]:
    return [c for c in cards if state.cards[c].name == name]


def _cast_juice(state: GameState) -> str:
    (cast,) = [a for a in legal(state) if a.startswith("cast ") and JUICE in _names(state, a)]
    act(state, cast)
    return cast.split()[1]


def _names(state: GameState, action: str) -> list[str]:
    return [state.cards[w].name for w in action.split()[1:] if w in state.cards]


def test_the_caster_keeps_its_spell_for_a_stone_and_the_spell_still_acts() -> None:
    state = _position([JUICE, OSCAR], ["Dispel Magic"])
    juice = _cast_juice(state)  # 2 stones - 1 for Make Juice
    assert state.phase == "respond" and state.seat == 1
    act(state, "pass")
    assert state.phase == "respond" and state.seat == 0  # asked once more: Oscar
    (oscar,) = _named(state, state.players[0].storage, OSCAR)
    assert sorted(legal(state)) == sorted([f"cast {oscar} {juice}", "pass"])
    act(state, f"cast {oscar} {juice}")
    act(state, "pass")  # seat 1 lets Oscar be
    assert juice in state.players[0].storage and juice not in state.players[0].discard
    assert oscar in state.players[0].discard
    assert state.cards[juice].public  # it was shown as it was cast
    gained = next(a for a in state.event_log if isinstance(a, events.Recovered))
    assert gained.back == (JUICE,)


def test_a_dispelled_chimp_leaves_the_spell_in_the_discard_pile() -> None:
    state = _position([JUICE, OSCAR], ["Dispel Magic"])
    juice = _cast_juice(state)
    act(state, "pass")
    (oscar,) = _named(state, state.players[0].storage, OSCAR)
    act(state, f"cast {oscar} {juice}")
    (dispel,) = [a for a in legal(state) if a.startswith("cast ")]
    assert dispel.split()[2] == oscar
    act(state, dispel)
    while state.phase == "respond":
        act(state, "pass")
    assert juice in state.players[0].discard
    assert not any(isinstance(e, events.Recovered) for e in state.event_log)


def test_only_a_seat_whose_deck_holds_a_chimp_is_asked_again() -> None:
    # Its storage hand holds no chimp either way: what is asked follows the deck list only.
    for deck, asked in ((PLAIN, False), (DECK, True)):
        state = _position([JUICE, "Gold"], ["Dispel Magic"], deck=deck)
        _cast_juice(state)
        act(state, "pass")
        assert (state.phase == "respond" and state.seat == 0) is asked


def test_the_other_seat_cannot_keep_a_spell_it_did_not_cast() -> None:
    # Both seats hold a chimp; the spell cast is seat 0's.
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, DECK, f'storage = ["{JUICE}", "{OSCAR}"]', 'previous_up = "Axeman"')
        + seat_table(1, DECK, f'storage = ["{OSCAR}"]', 'previous_up = "Axeman"')
    ).replace("stones = 0", "stones = 2")
    state = at_position(text, 0)
    juice = _cast_juice(state)
    assert state.phase == "respond" and state.seat == 1
    assert set(legal(state)) == {"pass"}
    act(state, "pass")
    (oscar,) = _named(state, state.players[0].storage, OSCAR)
    assert state.seat == 0 and f"cast {oscar} {juice}" in legal(state)


def _fight(*, keep: bool) -> GameState:
    """Seat 0's Swordsman attacks seat 1's Sand Lord; seat 0 casts Power Lunch in the combat
    and plays Oscar on it (``keep``) or not."""
    deck = 'deck = ["Axeman", "Oscar the Wonder Chimp"]'
    text = (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, deck, 'up = "Land Drake"', f'storage = ["Power Lunch", "{OSCAR}"]')
        + shield_table(0, "B2", ["Swordsman"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', 'storage = ["Gold"]')
        + shield_table(1, "C2", ["Sand Lord"])
    ).replace("stones = 0", "stones = 2", 1)

    def pick(state: GameState, options: list[str]) -> list[str]:
        casts = [a for a in options if a.startswith("cast ") and state.current_seat == 0]
        lunch = [a for a in casts if combat_names(state, a)[0] == "Power Lunch"]
        oscar = [a for a in casts if combat_names(state, a)[0] == OSCAR]
        return lunch or (oscar if keep else [])

    return attack_and_fight(at_position(text), "C2", pick)


def test_a_spell_kept_in_a_combat_is_back_in_the_storage_hand_after_it() -> None:
    kept, spent = _fight(keep=True), _fight(keep=False)
    storage = [kept.cards[c].name for c in kept.players[0].storage]
    assert "Power Lunch" in storage and OSCAR not in storage
    assert OSCAR in [kept.cards[c].name for c in kept.players[0].discard]
    lunch = next(c for c in kept.players[0].storage if kept.cards[c].name == "Power Lunch")
    assert kept.cards[lunch].public  # both seats saw it cast
    assert "Power Lunch" in [spent.cards[c].name for c in spent.players[0].discard]


def test_a_kept_spell_is_offered_again_in_a_later_window() -> None:
    # The kept Make Juice lies in the Storage Hand face up: both seats know it is there, so a
    # window that opens only for a seat that could hold such a spell opens for its holder
    # (``GameState.holds_unseen``); before, the shown card counted as held by nobody.
    state = _position([JUICE, OSCAR], ["Dispel Magic"])
    juice = _cast_juice(state)
    act(state, "pass")
    (oscar,) = _named(state, state.players[0].storage, OSCAR)
    act(state, f"cast {oscar} {juice}")
    act(state, "pass")
    act(state, "pass")  # seat 0 casts nothing more before the draw
    for _ in range(40):
        if state.seat == 0 and f"cast {juice} guardian" in legal(state):
            break
        options = legal(state)
        act(state, "pass" if "pass" in options else sorted(options)[0])
    else:
        raise AssertionError("the kept Make Juice was never offered again")
    assert juice in state.players[0].storage and state.cards[juice].public
