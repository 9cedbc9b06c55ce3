"""Phase One, step 7: "Call to battle!" at the end of a turn; the players who have not laid a
card that round lay their last one, then Phase Two begins with the caller's Challenge."""

from __future__ import annotations

from promised_land.helpers import act, give_hand, legal, log, new, restart_round
from stronghold.games.promised_land import phase_one


def _play_turn(state, *, call: bool = False) -> int:  # type: ignore[no-untyped-def]
    """The current seat lays its first option, draws an Armory card, and ends its turn."""
    seat = state.current_seat
    if state.step == "lay":
        act(state, legal(state)[0])
    while state.current_seat == seat and state.step == "draw":
        act(state, "draw armory" if "draw armory" in legal(state) else legal(state)[0])
    if state.current_seat == seat and state.step == "call":
        act(state, "call" if call else "done")
    return seat


def _four_players(seed: int = 11):  # type: ignore[no-untyped-def]
    state = new(4, seed=seed)
    for seat in range(4):
        give_hand(state, seat, ["Moroni", "Nephi", "Lehi", "Sword", "Plates", "Liahona"])
    restart_round(state, 0)
    for _ in range(4):
        _play_turn(state)  # primaries
    assert state.prep_round == 1 and state.current_seat == 0
    return state


def test_the_players_after_the_caller_lay_a_last_card_then_battle() -> None:
    state = _four_players()
    _play_turn(state)  # seat 0
    assert _play_turn(state, call=True) == 1
    assert state.called_by == 1
    lines = [len(player.line) for player in state.players]
    assert lines == [2, 2, 1, 1]
    assert _play_turn(state) == 2
    assert "call" not in legal(state)  # no second call in the last turns
    assert _play_turn(state) == 3
    assert [len(p.line) for p in state.players] == [2, 2, 2, 2]
    assert state.phase == "battle" and state.challenger == 1
    assert state.step == "choose" and legal(state) == ["challenge 2", "challenge 3", "challenge 0"]


def test_a_call_by_the_last_player_of_the_round_starts_the_battle_at_once() -> None:
    state = _four_players()
    for _ in range(3):
        _play_turn(state)
    assert _play_turn(state, call=True) == 3
    assert state.phase == "battle" and state.challenger == 3
    assert [len(p.line) for p in state.players] == [2, 2, 2, 2]


def test_no_call_in_the_round_of_primaries_by_default() -> None:
    state = new(3, seed=12)
    for seat in range(3):
        give_hand(state, seat, ["Moroni", "Nephi", "Sword", "Plates"])
    restart_round(state, 0)
    act(state, legal(state)[0])
    while state.current_seat == 0 and state.step == "draw":
        act(state, "draw armory")
    assert state.current_seat == 1 and state.step == "lay"  # seat 0 was not offered a call


def test_rule_call_in_primary_round_true_allows_a_call_with_primaries_only() -> None:
    state = new(3, seed=12, rules={"call_in_primary_round": True})
    for seat in range(3):
        give_hand(state, seat, ["Moroni", "Nephi", "Sword", "Plates"])
    restart_round(state, 0)
    _play_turn(state, call=True)
    assert state.called_by == 0
    _play_turn(state)
    _play_turn(state)
    assert [len(p.line) for p in state.players] == [1, 1, 1]
    act(state, "challenge 1")
    # Primaries alone are worth 1 each: the tie rule hands both Challenges to the caller.
    assert [result["winner"] for result in state.results] == [0, 0]


def test_a_round_in_which_nobody_can_lay_ends_phase_one() -> None:
    state = new(seed=13)
    give_hand(state, 0, ["Abinadi", "Moroni"])
    give_hand(state, 1, ["Samuel the Lamanite", "Nephi"])
    restart_round(state, 0)
    for _ in range(2):
        _play_turn(state)
    assert state.prep_round == 1
    unplayable = ["Wickedness: Greed", "Secret Combination", "Stoning", "Murmuring", "Deception"]
    give_hand(state, 0, ["King Noah", *unplayable], fill=False)
    give_hand(state, 1, ["Shiz", "Wickedness: Anger", *unplayable[1:4], "Dissenter"], fill=False)
    phase_one._begin_turn(state)  # seat 0's turn again, with the new hand
    state._settle()
    # Neither can lay a secondary: each only passes and ends the turn, then Phase Two begins.
    for seat in (0, 1):
        assert state.current_seat == seat and legal(state) == ["pass"]
        state.apply_text("pass")
        assert state.current_seat == seat and state.step == "call"
        state.apply_text("done")
    assert "Nobody laid a card in a whole round of turns: Phase Two begins." in log(state)
    assert state.last_result is not None and state.last_result["challenger"] == 0
