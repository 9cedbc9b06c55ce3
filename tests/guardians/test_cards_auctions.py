"""Black Locust as command card (``auction``, combat/auctions.py): the players bid power
stones for the space, its owner opening at one; the top bidder burns his bid and takes the
space, the combat called off and the Locust discarded. docs/rules-notes/cards/auctions.md.
Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, combat, do, legal, pass_or_done, start, status

from stronghold.games.guardians.combat.state import CombatState

LOCUST = "Black Locust"


def _bidding(attacker_stones: int, defender_stones: int) -> CombatState:
    data = combat(
        attacker={"shield": [LOCUST, "Axeman"], "stones": attacker_stones},
        defender={"shield": ["Swordsman"], "stones": defender_stones},
    )
    state = start(data)
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", LOCUST)
    while state.phase not in ("auction", "primary_choose"):
        pass_or_done(state)
    return state


def test_the_top_bidder_burns_his_bid_and_takes_the_space() -> None:
    state = _bidding(3, 2)
    assert state.phase == "auction" and state.seat == DEF  # the owner opened at 1
    do(state, "pay", LOCUST, "yes")  # 2
    assert state.seat == ATT
    do(state, "pay", LOCUST, "yes")  # 3
    assert legal(state) == [("pay", LOCUST, "no")]  # the defender has no 4 stones
    do(state, "pay", LOCUST, "no")
    assert state.is_terminal()
    assert state.summary()["winner"] == "attacker"
    assert state.stones == [0, 2]  # the attacker burned his 3; the defender keeps his
    assert status(state, LOCUST) == Status.DISCARDED
    assert status(state, "Swordsman") == Status.HAND  # nothing was fought


def test_the_opponent_outbidding_the_owner_takes_the_space() -> None:
    state = _bidding(1, 2)
    do(state, "pay", LOCUST, "yes")  # the defender bids 2
    assert legal(state) == [("pay", LOCUST, "no")]  # the attacker has only 1 stone
    do(state, "pay", LOCUST, "no")
    assert state.summary()["winner"] == "defender"
    assert state.stones == [1, 0]


def test_without_a_stone_to_open_the_locust_starts_no_bidding() -> None:
    state = _bidding(0, 2)
    assert state.phase == "primary_choose"  # the combat goes on
    assert status(state, LOCUST) == Status.STANDING
