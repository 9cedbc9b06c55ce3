"""GAME SETUP: Guardian and three strongholds each, decks shuffled, eight cards in hand, and a
hand without a creature shown and drawn again (the old cards shuffled back)."""

from __future__ import annotations

import pytest

from stronghold.engine.errors import DeckError, ParamsError
from stronghold.engine.registry import load, resolve
from stronghold.games.arena.model import OpeningStep

from .arena_helpers import do, events, legal, new_game, sound


def test_each_player_has_a_guardian_three_strongholds_and_eight_cards() -> None:
    state = new_game(3, decks=["basic-knights", "hellfire"])
    for seat, guardian in (
        (0, "Rak Nam, Leader of the Mighty"),
        (1, "Harkin, Spreader of the Wealth"),
    ):
        player = state.player(seat)
        assert player.guardian.name == guardian
        assert [state.cards[s.card].card.kind for s in player.strongholds] == ["stronghold"] * 3
        assert not any(slot.rubble for slot in player.strongholds)
    # the first turn has no Stock: the opening hands are all each player holds
    assert state.turn == 1
    for player in state.arena_players:
        assert len(player.hand) + len(player.pen) + len(player.storage) == 8
    sound(state)


def test_the_game_answers_to_arena_and_reuses_the_guardians_ready_made_decks() -> None:
    assert resolve("arena") == "guardians-arena"
    game = load("arena", decks=["dragon-flight", "necro-channel"])
    assert [deck.name for deck in game.decks] == ["Dragon Flight", "Necro Channel"]


def test_decks_are_checked_as_guardians_decks() -> None:
    with pytest.raises(DeckError):
        load("guardians-arena", decks=["basic-knights", "Guardian: Rak Nam\n1 Archer\n"])
    with pytest.raises(ParamsError):
        load("guardians-arena", decks=["basic-knights", "no-such-deck"])


def test_a_hand_without_a_creature_may_be_shown_and_drawn_again() -> None:
    state = new_game(0)
    player = state.player(0)
    # stage: seat 0 holds no creature, and is being asked
    swaps = [c for c in player.deck if not state.cards[c].is_creature]
    for index, cid in enumerate(player.hand):
        if state.cards[cid].is_creature:
            other = swaps.pop()
            player.deck[player.deck.index(other)] = cid
            player.hand[index] = other
    from stronghold.games.arena import opening

    state.step = OpeningStep()
    opening._next(state)
    assert state.phase == "mulligan" and state.current_seat == 0
    old = list(player.hand)
    deck_before = len(player.deck)
    do(state, "redraw")
    shown = events(state, "hand-shown")[-1]
    assert shown["cards"] == [state.cards[c].name for c in old]
    assert len(player.hand) == 8 and not set(player.hand) & set(old)
    assert set(old) <= set(player.deck) and len(player.deck) == deck_before
    assert not any(state.cards[c].public for c in old)  # shuffled back: face down again
    sound(state)


def test_hands_with_a_creature_may_only_be_kept() -> None:
    # Each seat with a redraw left is asked (the other cannot know whether its hand holds a
    # creature), and a hand with a creature may only be kept; with ``auto_pass`` (machine-only
    # play) such hands go straight to the first turn.
    checked = 0
    for seed in range(12):
        state = new_game(seed)
        hands = [state.player(seat).hand for seat in (0, 1)]
        if all(any(state.cards[c].is_creature for c in hand) for hand in hands):
            for seat in (0, 1):
                assert state.phase == "mulligan" and state.current_seat == seat
                assert legal(state) == ["keep"]
                do(state, "keep")
            assert not events(state, "hand-shown")
            assert state.phase == "draft" and state.turn == 1
            assert new_game(seed, auto_pass=True).phase == "draft"
            checked += 1
    assert checked > 0
