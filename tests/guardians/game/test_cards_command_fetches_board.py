"""What a fetching command card owes the board, carried out as the combat comes back
(combat/command_fetches.py, play/deck_fetches.py; docs/rules-notes/cards/command-fetches.md):
Sebek's owner searches his own draw deck for a Spell of his choice before the loser retreats,
the opponent told only that a spell was taken, and the deck is shuffled; Jambo Slick's bribery
card goes from the discard pile to the storage hand, shown. Played from written positions: seat
0's shield moves from B2 onto seat 1's shield on C2."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, names, seat_table, shield_table

from stronghold.engine.conformance import check_indistinguishable_at
from stronghold.engine.rng import Rng
from stronghold.games.guardians.play.state import GameState

SEBEK, JAMBO = "Sebek, Queen of Magicians", "Jambo Slick, Smuggler"
DECK = 'deck = ["Axeman", "Dispel Magic", "Famine", "Dispel Magic", "Gold"]'


def _position(command: str, *seat0: str) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'up = "Land Drake"', *seat0)
        + shield_table(0, "B2", [command, "Angel"])
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"')
        + shield_table(1, "C2", ["Sand Lord"])
    )


def _attack(text: str, command: str, pay: str | None, *, stop: str = "") -> GameState:
    """Seat 0 moves onto C2 and plays ``command`` as its command card, paying ``pay`` if
    asked; every other choice is the first quiet one (until the combat's step ``stop``)."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat" and (state.combat is None or state.combat.phase != stop):
        combat = state.combat
        assert combat is not None
        ids = {i.id: i.name for i in combat.cards}
        options = sorted(legal(state))
        wanted = [
            a
            for a in options
            if state.current_seat == 0
            and (
                a == "command yes"
                or (a.startswith("command ") and ids.get(a.split()[-1]) == command)
                or (pay is not None and a.startswith("discard ") and ids.get(a.split()[-1]) == pay)
                or a.startswith("pull ")
            )
        ]
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, (wanted or quiet or options)[0])
        steps += 1
        assert steps < 300
    return state


def test_sebek_takes_a_spell_of_his_choice_from_the_deck_before_the_retreat() -> None:
    state = _attack(_position(SEBEK, DECK, 'storage = ["Yap Attack"]'), SEBEK, "Yap Attack")
    assert state.phase == "fetch" and state.current_seat == 0
    offered = sorted(names(state, [a.split()[-1] for a in legal(state)]))
    assert offered == ["Dispel Magic", "Famine"]  # spells only, one per name
    famine = next(a for a in legal(state) if state.cards[a.split()[-1]].name == "Famine")
    act(state, famine)
    player = state.players[0]
    assert names(state, player.storage) == ["Famine"]
    assert "Yap Attack" in names(state, player.discard)  # paid at once, in the combat
    assert sorted(names(state, player.deck)) == ["Axeman", "Dispel Magic", "Dispel Magic", "Gold"]
    assert state.phase != "fetch"
    assert_in_place(state)
    mine = [
        t.text for t in state.events(0) if "look through" in t.text or "looks through" in t.text
    ]
    theirs = [
        t.text for t in state.events(1) if "look through" in t.text or "looks through" in t.text
    ]
    assert mine and "Famine" in mine[0] and "shuffled" in mine[0]
    assert theirs and "Famine" not in theirs[0] and "a spell" in theirs[0]


def test_sebek_finds_no_spell_the_deck_is_shuffled_and_nothing_taken() -> None:
    text = _position(SEBEK, 'deck = ["Axeman", "Gold"]', 'storage = ["Yap Attack"]')
    state = _attack(text, SEBEK, "Yap Attack")
    assert state.phase != "fetch"
    assert names(state, state.players[0].storage) == []
    assert any("finds no spell" in t.text for t in state.events(1))
    assert_in_place(state)


def test_sebek_kept_spell_no_search() -> None:
    state = _attack(_position(SEBEK, DECK, 'storage = ["Yap Attack"]'), SEBEK, None)
    assert state.phase != "fetch"
    assert names(state, state.players[0].storage) == ["Yap Attack"]
    assert not any("through your draw deck" in t.text for t in state.events(0))


def test_jambo_pulls_the_bribery_card_into_storage_shown() -> None:
    text = _position(JAMBO, DECK, 'discard = ["Beer", "Archer"]')
    state = _attack(text, JAMBO, None)
    player = state.players[0]
    assert names(state, player.storage) == ["Beer"]
    assert "Beer" not in names(state, player.discard)
    beer = player.storage[0]
    assert state.cards[beer].public  # shown: the opponent knows it is there
    assert beer not in state.hidden_from(1)
    assert_in_place(state)


def _secrets_kept(state: GameState) -> None:
    for seat in (0, 1):
        twin = state.swap_hidden(seat, Rng(seat))
        check_indistinguishable_at(state.clone(), twin.clone(), seat, [], Rng(seat + 7))


def test_the_trade_and_the_search_keep_each_seats_secrets() -> None:
    text = _position(SEBEK, DECK, 'storage = ["Yap Attack", "Gold"]')
    trading = _attack(text, SEBEK, "Yap Attack", stop="command_fetch")
    assert trading.combat is not None and trading.combat.phase == "command_fetch"
    _secrets_kept(trading)
    searching = _attack(text, SEBEK, "Yap Attack")
    assert searching.phase == "fetch"
    _secrets_kept(searching)
