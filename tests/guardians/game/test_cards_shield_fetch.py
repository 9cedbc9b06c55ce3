"""Footlocker of Conflagration (``accessory = { draw_use = "shield_from_deck" }``,
play/shield_fetch.py): beside its owner's Guardian, in the window before the draw, a Power Stone
takes a Shield of the owner's draw deck as one of this turn's draws (shown), and the deck is
shuffled. Played from written positions in the draw phase of turn 2 (Rak Nam draws 3)."""

from __future__ import annotations

from game_helpers import act, at_position, legal, seat_table

from stronghold.games.guardians import card_costs, events
from stronghold.games.guardians.card_costs import CostRules
from stronghold.games.guardians.play.actions import Cast
from stronghold.games.guardians.play.state import GameState

LOCKER = "Footlocker of Conflagration"
SHIELDS = ["Shield Maitz's Lightning 10", "Shield Maitz's Lightning 05"]


def _position(*, stones: int = 1, shields: list[str] = SHIELDS) -> GameState:
    deck = ", ".join(f'"{n}"' for n in ["4 Axeman", "4 Archer", *shields])
    text = (
        'turn = 2\nphase = "draw"\n'
        + seat_table(0, f"deck = [{deck}]", f'accessories = ["{LOCKER}"]', 'previous_up = "Axeman"')
        + seat_table(1, 'deck = ["4 Axeman", "4 Archer"]', 'previous_up = "Axeman"')
    ).replace("stones = 0", f"stones = {stones}", 1)
    return at_position(text)


def _uses(state: GameState) -> list[str]:
    return sorted(
        a
        for a in legal(state)
        if a.startswith("cast ") and state.cards[a.split()[1]].name == LOCKER
    )


def _named(state: GameState, text: str) -> str:
    """The Shield name a use names."""
    action = state.parse_action(text)
    assert isinstance(action, Cast)
    return action.target


def _drawn(state: GameState, seat: int) -> int:
    return sum(
        e.number
        for e in state.event_log
        if isinstance(e, events.Drew) and e.seat == seat and e.why is None
    )


def _to_organize(state: GameState) -> None:
    while state.phase in ("draw_spells", "respond"):
        act(state, "pass")
    assert state.phase == "organize"


def test_the_footlocker_takes_a_chosen_shield_as_one_of_the_draws() -> None:
    state = _position()
    assert state.phase == "draw_spells" and state.seat == 0
    uses = _uses(state)
    assert [_named(state, u) for u in uses] == sorted(SHIELDS)  # one use per Shield name
    use = next(u for u in uses if _named(state, u) == SHIELDS[0])
    act(state, use)
    _to_organize(state)
    player = state.players[0]
    assert player.stones == 0  # the stone is paid
    taken = [c for c in player.pen if state.cards[c].name == SHIELDS[0]]
    assert len(taken) == 1 and state.cards[taken[0]].public  # shown
    assert SHIELDS[0] not in [state.cards[c].name for c in player.deck]
    assert _drawn(state, 0) == 2  # 3, one of them the Shield
    assert _drawn(state, 1) == 3
    said = [e.text for e in state.events(1)]
    assert any(LOCKER in t and SHIELDS[0] in t and "shuffled" in t for t in said)


def test_once_a_turn_only_with_a_stone_and_a_shield_in_the_deck() -> None:
    assert not _uses(_position(stones=0))
    assert not _uses(_position(shields=[]))
    state = _position()
    act(state, _uses(state)[0])
    while state.phase == "respond":
        act(state, "pass")
    assert not _uses(state)


def test_without_the_footlocker_the_draw_is_the_usual_one() -> None:
    state = _position()
    _to_organize(state)
    assert _drawn(state, 0) == 3


def test_no_stone_may_be_paid_for_it_under_iron_force() -> None:
    assert card_costs.item_use_cost(1, CostRules()) == 1
    assert card_costs.item_use_cost(1, CostRules(no_stones=True)) is None
