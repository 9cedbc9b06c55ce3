"""The worked examples of promised-land.txt: the Faith and Wickedness appendix examples, the
Sword of Laban example, and the two Chain examples of "Additional Instructions"."""

from __future__ import annotations

from promised_land.helpers import act, at_lay, legal, new, score_of


def test_nephi_with_faith_vision_is_six_points() -> None:
    # "1 point for Nephi, 3 points for Faith: Vision, and 2 bonus points for a total of 6".
    state = new()
    mine, _ = score_of(state, ["Nephi", "Faith: Vision"], ["King Lamoni"])
    assert mine.total == 6
    assert sorted(mine.points.values()) == [3, 3]  # Nephi 1 + 2 bonus; Faith 3


def test_king_noah_with_wickedness_pride_is_six_points() -> None:
    # "1 point for King Noah, 3 points for the Wickedness: Pride card, and 2 bonus points".
    state = new()
    mine, _ = score_of(state, ["King Noah", "Wickedness: Pride"], ["Shiz"])
    assert mine.total == 6


def test_another_faith_expression_gives_nephi_no_bonus() -> None:
    state = new()
    mine, _ = score_of(state, ["Nephi", "Faith: Love"], ["King Lamoni"])
    assert mine.total == 4


def test_sword_of_laban_example_arrows_four_and_shield_blocks_two() -> None:
    # "Arrows cards would now be worth 4 points and a Shield would block 2 points instead of 1".
    state = new()
    mine, theirs = score_of(
        state, ["Alma the Younger", "Sword of Laban", "Arrow", "Shield"], ["Moroni", "Sword"]
    )
    arrow = [points for card, points in mine.points.items() if "Arrow" in state.catalog.name(card)]
    assert arrow == [4]
    assert theirs.blocked == 2  # the Shield, doubled, blocks 2 of the Sword's 2 points
    assert theirs.total == 1  # Moroni 1 + Sword 2 - 2


def test_abinadi_cannot_take_sword_but_moroni_links_the_chain() -> None:
    # "If your primary card is Abinadi, you cannot play a Sword card (no matching icons)."
    # "If you first play Moroni with the primary card of Abinadi (matching icons), then you
    # can play the Sword card (matching icon with Moroni)."
    state = new(seed=3)
    hand = at_lay(state, 0, ["Abinadi"], ["Moroni", "Sword", "Plates"])
    assert f"lay {hand['Sword']}" not in legal(state)
    assert f"lay {hand['Moroni']}" in legal(state)
    act(state, f"lay {hand['Moroni']}")
    assert state.players[0].line[1] == hand["Moroni"]
    hand = at_lay(state, 0, ["Abinadi", "Moroni"], ["Sword", "Plates"])
    assert f"lay {hand['Sword']}" in legal(state)


def test_lehi_and_reinforcements_do_not_chain_to_king_lamoni() -> None:
    # "If you played Lehi and the Reinforcements card (matching icons), you could not then play
    # King Lamoni (matching icon with Reinforcements but not with Lehi)."
    state = new(seed=4)
    hand = at_lay(state, 0, ["Lehi"], ["Reinforcements", "King Lamoni", "Plates"])
    assert f"lay {hand['Reinforcements']}" in legal(state)
    assert f"lay {hand['King Lamoni']}" not in legal(state)
    hand = at_lay(state, 0, ["Lehi", "Reinforcements"], ["King Lamoni", "Plates"])
    assert f"lay {hand['King Lamoni']}" not in legal(state)
    assert "icon" in (state._why_illegal(state.parse_action(f"lay {hand['King Lamoni']}")) or "")
