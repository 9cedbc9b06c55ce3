"""Armory Cards Appendix, the weapon cards and what answers them: Armor and Shield against
weapon cards, Sword of Laban doubling weapons (and Shield and Armor), Fortress disabling
weapons, Sleep disabling Fortress, Shield and Armor."""

from __future__ import annotations

from promised_land.helpers import act, arrange_battle, new, score_of


def test_armor_takes_one_point_per_weapon_card_the_opponent_plays() -> None:
    state = new()
    mine, theirs = score_of(state, ["Helaman", "Armor"], ["Moroni", "Sword", "Javelin"])
    assert theirs.blocked == 2 and theirs.total == 1 + 2 + 2 - 2
    assert mine.total == 1


def test_shield_works_like_armor_and_they_add_up() -> None:
    state = new()
    _, theirs = score_of(state, ["Helaman", "Shield"], ["Ammon", "Arrow", "Sling & Stone"])
    assert theirs.blocked == 2
    _, theirs = score_of(state, ["Helaman", "Shield", "Armor"], ["Ammon", "Arrow", "Sling & Stone"])
    assert theirs.blocked == 4 and theirs.total == (1 + 2) + 2 + 2 - 4  # Ammon +2 with Sling


def test_shield_and_armor_ignore_cards_that_are_not_weapons() -> None:
    state = new()
    _, theirs = score_of(state, ["Helaman", "Shield"], ["Nephi", "Sword of Laban", "Plates"])
    assert theirs.blocked == 0 and theirs.total == 1 + 2 + 2 + 2  # Nephi +2 with Laban


def test_blocking_never_takes_more_than_the_weapons_bring() -> None:
    names = (["Helaman", "Shield", "Shield", "Armor"], ["Moroni", "Sword"])
    _, theirs = score_of(new(), *names)
    assert theirs.blocked == 2 and theirs.total == 1
    _, theirs = score_of(new(rules={"block_cap": False}), *names)
    assert theirs.blocked == 3 and theirs.total == 0


def test_sword_of_laban_doubles_weapon_cards_and_shield() -> None:
    state = new()
    mine, theirs = score_of(
        state,
        ["King Benjamin", "Alma the Younger", "Sword of Laban", "Sword", "Arrow", "Shield"],
        ["Moroni", "Javelin"],
    )
    weapons = [p for c, p in mine.points.items() if state.catalog[c].weapon]
    assert weapons == [4, 4]
    assert mine.total == 1 + 1 + 2 + 4 + 4
    assert theirs.blocked == 2  # a Shield with Sword of Laban blocks 2 a weapon


def test_sword_of_laban_is_not_a_weapon_card() -> None:
    state = new()
    mine, _ = score_of(state, ["Nephi", "Sword of Laban"], ["Helaman", "Armor", "Fortress"])
    assert mine.blocked == 0 and not mine.disabled
    assert mine.total == 1 + 2 + 2


def test_rule_doubling_once_does_not_stack_two_swords_of_laban() -> None:
    names = (["Nephi", "Sword of Laban", "Sword of Laban", "Sword"], ["Lehi"])
    mine, _ = score_of(new(), *names)
    assert mine.total == (1 + 2) + 2 + 2 + 8  # each card doubles again: the Sword is 8
    mine, _ = score_of(new(rules={"doubling": "once"}), *names)
    assert mine.total == (1 + 2) + 2 + 2 + 4


def test_fortress_disables_all_the_opponents_weapon_cards() -> None:
    state = new()
    mine, theirs = score_of(
        state, ["Moroni", "Sword", "Javelin", "Plates"], ["Gidgiddoni", "Fortress"]
    )
    assert sorted(mine.disabled.values()) == ["Fortress", "Fortress"]
    assert mine.total == 1 + 5 + 2  # Moroni with Plates, Plates; no weapons
    assert theirs.total == 1 + 2  # Gidgiddoni +2 with Fortress


def test_sleep_disables_fortress_shield_and_armor() -> None:
    state = new()
    mine, theirs = score_of(
        state,
        ["Moroni", "Sword", "Javelin"],
        ["Helaman", "Fortress", "Shield", "Armor", "Sword"],
    )
    assert mine.total == 1 and theirs.blocked == 0  # weapons disabled, nothing to block
    mine, theirs = score_of(
        state,
        ["Nephi", "Sleep", "Sword"],
        ["Helaman", "Fortress", "Shield", "Armor", "Sword"],
    )
    assert sorted(theirs.disabled.values()) == ["Sleep", "Sleep", "Sleep"]
    assert mine.blocked == 0 and mine.total == 1 + 2


def test_disabled_weapons_return_when_their_holder_wins() -> None:
    # Seat 0 wins against seat 1's Fortress and goes on against seat 2 with his weapons.
    state = new(3, seed=30)
    arrange_battle(
        state,
        {
            0: ["Moroni", "Plates", "Sword", "Javelin"],
            1: ["Gidgiddoni", "Fortress"],
            2: ["Nephi", "Prayer"],
        },
        challenger=0,
    )
    act(state, "challenge 1")
    first, second = state.results
    assert first["winner"] == 0
    assert sorted(first["sides"][0]["disabled"].values()) == ["Fortress", "Fortress"]
    assert first["sides"][0]["total"] == 8
    assert second["sides"][0]["disabled"] == {}
    assert second["sides"][0]["total"] == 12
