"""Gateway To Mystfall (``recovers = { match = Fairy, vitality_total = 10 }``,
play/recover_picks.py): cast in Draw and Organize for a stone, its player takes Fairies from his
discard pile one at a time, their Vitality at most 10 in all, back to his hand
(docs/rules-notes/cards/spells-items.md). From a written position in Draw and Organize."""

from __future__ import annotations

from game_helpers import act, assert_in_place, at_position, legal, seat_table

from stronghold.games.guardians.play.state import GameState

PILE = ["King of Mystfall", "Old Gumper", "Blackthwaite Jumper", "Crook End Snoot", "Axeman"]


def _organizing(stones: int = 1, pile: list[str] = PILE) -> GameState:
    listed = ", ".join(f'"{n}"' for n in pile)
    text = (
        'turn = 2\nphase = "organize"\nseat = 0\n'
        + seat_table(
            0, 'storage = ["Gateway To Mystfall"]', 'deck = ["3 Axeman"]', f"discard = [{listed}]",
            stones=stones,
        )
        + seat_table(1, 'deck = ["3 Axeman"]')
    )  # fmt: skip
    return at_position(text)


def _named(state: GameState, name: str) -> str:
    return next(c for c in state.players[0].discard if state.cards[c].name == name)


def test_fairies_up_to_ten_vitality_come_back_one_at_a_time() -> None:
    state = _organizing()
    gateway = state.players[0].storage[0]
    assert f"cast {gateway} guardian" in legal(state)
    act(state, f"cast {gateway} guardian")
    assert state.players[0].stones == 0
    assert state.phase == "recover_pick"
    king, gumper, jumper, snoot = (
        _named(state, n) for n in ("King of Mystfall", "Old Gumper", "Blackthwaite Jumper",
                                   "Crook End Snoot")
    )  # fmt: skip
    axeman = _named(state, "Axeman")
    assert f"pick {axeman}" not in legal(state)  # not a Fairy
    act(state, f"pick {king}")  # 8 of 10
    assert legal(state) == {f"pick {jumper}", f"pick {snoot}", "done"}  # Old Gumper is 3
    act(state, f"pick {snoot}")  # 10: nothing fits any more
    assert (state.phase, state.seat) == ("organize", 0)
    assert {king, snoot} <= set(state.players[0].pen)
    assert gumper in state.players[0].discard and jumper in state.players[0].discard
    assert any(e.kind == "recovered" for e in state.event_log)
    assert_in_place(state)


def test_the_player_may_stop_short() -> None:
    state = _organizing()
    act(state, f"cast {state.players[0].storage[0]} guardian")
    act(state, f"pick {_named(state, 'Old Gumper')}")
    act(state, "done")
    assert (state.phase, state.seat) == ("organize", 0)
    assert len(state.players[0].discard) == 5  # the Gateway, and four left


def test_not_offered_without_a_stone_or_a_fairy() -> None:
    state = _organizing(stones=0)
    assert not any(o.startswith("cast ") for o in legal(state))
    state = _organizing(pile=["Axeman"])
    assert not any(o.startswith("cast ") for o in legal(state))
