"""Armory Cards Appendix: Conversion and Dissenter (take an opponent's secondary card; kept
aside when it cannot be used; once per battle round) and Deception (add a hand card to play
for the rest of the battle round; captured with the rest if its holder loses)."""

from __future__ import annotations

from promised_land.helpers import act, arrange_battle, assert_conserved, legal, log, new


def test_conversion_takes_a_revealed_secondary_card_into_play() -> None:
    state = new(seed=50)
    ids = arrange_battle(
        state, {0: ["Moroni", "Conversion"], 1: ["Nephi", "Sword", "Prayer"]}, challenger=0
    )
    conversion, sword, prayer = ids[0][1], ids[1][1], ids[1][2]
    assert legal(state) == [f"use {conversion} {sword}", "pass"]
    act(state, "pass")
    assert legal(state) == [f"use {conversion} {sword}", f"use {conversion} {prayer}", "pass"]
    act(state, f"use {conversion} {prayer}")
    assert state.last_result is not None
    mine, theirs = state.last_result["sides"]
    assert mine["total"] == 1 + 3 and theirs["total"] == 1 + 2
    assert state.last_result["winner"] == 0
    assert prayer in state.players[0].discard and sword in state.players[0].discard
    assert_conserved(state)


def test_dissenter_keeps_a_card_it_cannot_use_aside_and_discards_it_on_a_win() -> None:
    state = new(seed=51)
    ids = arrange_battle(
        state, {0: ["Amalickiah", "Dissenter"], 1: ["Nephi", "Prayer"]}, challenger=0
    )
    dissenter, prayer = ids[0][1], ids[1][1]
    act(state, f"use {dissenter} {prayer}")
    assert state.last_result is not None
    mine, theirs = state.last_result["sides"]
    assert state.catalog.label(prayer) not in mine["points"]  # a Righteous card: aside
    assert "cannot use it and keeps it aside" in " ".join(log(state))
    assert (mine["total"], theirs["total"]) == (1 + 5, 1)
    assert prayer in state.players[0].discard


def test_a_card_kept_aside_goes_back_with_the_rest_when_the_taker_loses() -> None:
    state = new(seed=52)
    ids = arrange_battle(
        state, {0: ["Amlici", "Dissenter"], 1: ["Nephi", "Prayer", "Faith: Vision"]}, challenger=0
    )
    dissenter, prayer = ids[0][1], ids[1][1]
    act(state, "pass")  # seat 1 reveals Prayer: seat 0 is asked again
    act(state, f"use {dissenter} {prayer}")
    assert state.last_result is not None and state.last_result["winner"] == 1
    assert {prayer, dissenter, ids[0][0]} <= set(state.players[1].discard)
    assert_conserved(state)


def test_conversion_is_used_once_per_battle_round() -> None:
    state = new(3, seed=53)
    ids = arrange_battle(
        state,
        {
            0: ["Moroni", "Conversion", "Plates"],
            1: ["Nephi", "Sword"],
            2: ["Lehi", "Liahona"],
        },
        challenger=0,
    )
    conversion, sword = ids[0][1], ids[1][1]
    act(state, "challenge 1")
    while state.phase == "battle" and state.defender == 1 and state.step == "use":
        options = legal(state)
        act(
            state, f"use {conversion} {sword}" if f"use {conversion} {sword}" in options else "pass"
        )
    first, second = state.results
    assert first["winner"] == 0 and second["challenger"] == 0
    # Against seat 2 the Conversion is spent: nothing was asked, Liahona stays with seat 2.
    assert state.catalog.label(ids[2][1]) in second["sides"][1]["points"]
    assert state.catalog.label(sword) in second["sides"][0]["points"]
    assert sum(" uses Conversion " in line for line in log(state)) == 1


def test_deception_adds_a_hand_card_to_play() -> None:
    state = new(seed=54)
    ids = arrange_battle(
        state,
        {0: ["King Noah", "Deception"], 1: ["Nephi", "Prayer"]},
        hands={0: ["Secret Combination", "Kishkumen", "Prayer"]},
        challenger=0,
    )
    deception = ids[0][1]
    hand = {state.catalog.name(card): card for card in state.players[0].hand}
    options = legal(state)
    assert f"use {deception} {hand['Secret Combination']}" in options
    assert f"use {deception} {hand['Kishkumen']}" not in options  # the only Warrior in hand
    assert f"use {deception} {hand['Prayer']}" not in options  # cannot be played with Noah
    act(state, f"use {deception} {hand['Secret Combination']}")
    assert state.last_result is not None
    assert state.last_result["sides"][0]["total"] == 1 + 5
    assert hand["Secret Combination"] in state.players[0].discard  # in play until round's end


def test_deception_card_stays_in_play_and_is_captured_if_its_holder_loses() -> None:
    state = new(3, seed=55)
    ids = arrange_battle(
        state,
        {
            0: ["King Noah", "Deception"],
            1: ["Shiz", "Sword"],
            2: ["Moroni", "Plates", "Sword", "Javelin"],
        },
        hands={0: ["Assassination", "Kishkumen", "Amlici"]},
        challenger=0,
    )
    deception = ids[0][1]
    assassination = next(
        c for c in state.players[0].hand if state.catalog.name(c) == "Assassination"
    )
    act(state, "challenge 1")
    act(state, f"use {deception} {assassination}")
    while state.phase == "battle" and state.step == "use":
        act(state, "pass")
    first, second = state.results
    assert first["winner"] == 0 and first["sides"][0]["total"] == 1 + 3
    assert state.catalog.label(assassination) in second["sides"][0]["points"]  # still in play
    assert second["winner"] == 2
    assert assassination in state.players[2].discard  # taken with the rest
    assert_conserved(state)
