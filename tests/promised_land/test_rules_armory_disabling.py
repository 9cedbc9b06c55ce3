"""Armory Cards Appendix and "Disabling cards": Faithful Women doubling, Murmuring against
Faithful Women, Ambush against Reinforcements, Escape (and the return of disabled cards), and
"Competing cards" (a revealed card left unused may be disabled first)."""

from __future__ import annotations

from promised_land.helpers import act, arrange_battle, legal, log, new, score_of


def test_faithful_women_doubles_the_holders_total() -> None:
    state = new()
    mine, _ = score_of(state, ["Helaman", "Faithful Women", "Sword"], ["Lehi"])
    assert mine.factor == 2 and mine.total == ((1 + 2) + 2) * 2  # Helaman +2 with the Women


def test_two_faithful_women_double_twice_unless_rule_doubling_once() -> None:
    names = (["King Lamoni", "Faithful Women", "Faithful Women", "Prayer"], ["Lehi"])
    mine, _ = score_of(new(), *names)
    assert mine.total == (1 + 3) * 4
    mine, _ = score_of(new(rules={"doubling": "once"}), *names)
    assert mine.total == (1 + 3) * 2


def test_murmuring_disables_one_faithful_women() -> None:
    state = new()
    _, theirs = score_of(state, ["Laman", "Murmuring"], ["King Lamoni", "Faithful Women", "Prayer"])
    assert list(theirs.disabled.values()) == ["Murmuring"]
    assert theirs.total == 1 + 3
    _, theirs = score_of(
        state,
        ["Laman", "Murmuring"],
        ["King Lamoni", "Faithful Women", "Faithful Women", "Prayer"],
    )
    assert theirs.factor == 2 and theirs.total == (1 + 3) * 2  # one of the two still doubles


def test_ambush_disables_one_reinforcements() -> None:
    state = new()
    mine, theirs = score_of(
        state, ["Teancum", "Ambush"], ["Lehi", "Reinforcements", "Reinforcements"]
    )
    assert list(theirs.disabled.values()) == ["Ambush"]
    assert theirs.total == 1 + 2 and mine.total == 1 + 3


def _escape_battle():  # type: ignore[no-untyped-def]
    state = new(seed=40)
    ids = arrange_battle(
        state,
        {0: ["Lehi", "Escape", "Liahona", "Prayer"], 1: ["Moroni", "Sword", "Plates"]},
        challenger=0,
    )
    return state, ids


def test_escape_disables_one_of_the_opponents_revealed_secondary_cards() -> None:
    state, ids = _escape_battle()
    escape, sword, plates = ids[0][1], ids[1][1], ids[1][2]
    # Seat 1 revealed the Sword: seat 0 may disable it now, or wait.
    assert state.current_seat == 0 and legal(state) == [f"use {escape} {sword}", "pass"]
    act(state, "pass")  # seat 0 reveals Liahona and is asked again
    assert legal(state) == [f"use {escape} {sword}", "pass"]
    act(state, "pass")  # seat 1 reveals Plates
    assert legal(state) == [f"use {escape} {sword}", f"use {escape} {plates}", "pass"]
    act(state, f"use {escape} {plates}")
    assert state.last_result is not None
    challenger, defender = state.last_result["sides"]
    assert list(defender["disabled"].values()) == ["Escape"]
    # Lehi 1 + 2 (Liahona) + Liahona 2 + Prayer 3 = 8; Moroni 1 (no Plates) + Sword 2 = 3.
    assert (challenger["total"], defender["total"]) == (8, 3)
    assert state.last_result["winner"] == 0


def test_escape_is_used_once_in_each_challenge_and_again_in_the_next() -> None:
    state = new(3, seed=41)
    ids = arrange_battle(
        state,
        {
            0: ["Lehi", "Escape", "Liahona", "Prayer"],
            1: ["Moroni", "Sword", "Plates"],
            2: ["Nephi", "Sword", "Javelin"],
        },
        challenger=0,
    )
    escape = ids[0][1]
    act(state, "challenge 1")
    while state.step == "use" and state.defender == 1:
        options = legal(state)
        act(state, options[1] if len(options) > 2 else options[0])  # disables the Plates
    assert state.results[0]["winner"] == 0
    # In the Challenge against seat 2, the Escape may be used again.
    while state.phase == "battle" and state.step == "use" and state.defender == 2:
        assert legal(state)[0].startswith(f"use {escape} ")
        act(state, legal(state)[0])
    assert list(state.results[1]["sides"][1]["disabled"].values()) == ["Escape"]
    assert sum(" uses Escape " in line for line in log(state)) == 2


def test_a_disabled_card_returns_to_play_when_its_holder_wins() -> None:
    # Seat 1 disables seat 0's Plates but loses; seat 0 goes on with Moroni's +5 back.
    state = new(3, seed=42)
    ids = arrange_battle(
        state,
        {
            0: ["Moroni", "Plates", "Sword", "Javelin"],
            1: ["Lehi", "Escape"],
            2: ["Nephi", "Prayer"],
        },
        challenger=0,
    )
    escape, plates = ids[1][1], ids[0][1]
    act(state, "challenge 1")
    assert state.current_seat == 1 and f"use {escape} {plates}" in legal(state)
    act(state, f"use {escape} {plates}")
    while state.phase == "battle" and state.step == "use":
        act(state, "pass")
    first, second = state.results
    assert first["winner"] == 0 and first["sides"][0]["total"] == 1 + 2 + 2
    assert second["sides"][0]["disabled"] == {}
    assert second["sides"][0]["total"] == (1 + 5) + 2 + 2 + 2


def test_a_revealed_card_left_unused_may_be_disabled_first() -> None:
    # "Competing cards": seat 0 reveals Conversion and could take the Liahona at once; if he
    # waits, seat 1 reveals Escape and disables the Conversion before it is used.
    state = new(seed=43)
    ids = arrange_battle(
        state,
        {0: ["Moroni", "Sword", "Conversion"], 1: ["Lehi", "Liahona", "Escape"]},
        challenger=0,
    )
    conversion, liahona, escape = ids[0][2], ids[1][1], ids[1][2]
    assert state.current_seat == 0 and legal(state) == [f"use {conversion} {liahona}", "pass"]
    act(state, "pass")
    assert state.current_seat == 1
    assert legal(state) == [f"use {escape} {ids[0][1]}", f"use {escape} {conversion}", "pass"]
    act(state, f"use {escape} {conversion}")
    assert state.last_result is not None  # nothing more can be used: the Challenge is scored
    mine, theirs = state.last_result["sides"]
    assert mine["disabled"] == {state.catalog.label(conversion): "Escape"}
    assert state.catalog.label(liahona) in theirs["points"]


def test_a_card_used_at_once_is_safe_from_a_later_escape() -> None:
    state = new(seed=43)
    ids = arrange_battle(
        state,
        {0: ["Moroni", "Sword", "Conversion"], 1: ["Lehi", "Liahona", "Escape"]},
        challenger=0,
    )
    conversion, liahona = ids[0][2], ids[1][1]
    act(state, f"use {conversion} {liahona}")
    escape = ids[1][2]
    assert state.current_seat == 1 and f"use {escape} {conversion}" in legal(state)
    act(state, f"use {escape} {conversion}")
    assert state.last_result is not None
    mine = state.last_result["sides"][0]
    assert mine["disabled"] == {state.catalog.label(conversion): "Escape"}
    assert mine["points"][state.catalog.label(liahona)] == 2  # the Liahona stays taken
