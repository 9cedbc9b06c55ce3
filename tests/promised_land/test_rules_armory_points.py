"""Armory Cards Appendix: the points of every card, by the primary's kind where the text says
so (Ambush, Faith, Wickedness, Murmuring) or against a prophet (Stoning); Warriors 1 point each
with their abilities."""

from __future__ import annotations

import pytest

from promised_land.helpers import new, pick, score_of
from stronghold.games.promised_land.armory import Side, score


def _points(state, primary: str, card: str, against: str = "King Lamoni", **kw) -> int:  # type: ignore[no-untyped-def]
    mine, _ = score_of(state, [primary, card], [against], **kw)
    return next(points for cid, points in mine.points.items() if state.catalog.name(cid) == card)


@pytest.mark.parametrize(
    ("primary", "card", "points"),
    [
        ("Samuel the Lamanite", "Arrow", 2),
        ("Kishkumen", "Assassination", 3),
        ("Moroni", "Javelin", 2),
        ("Lehi", "Liahona", 2),
        ("Moroni", "Plates", 2),
        ("Nephi", "Prayer", 3),
        ("Moroni", "Prophecy", 2),
        ("Lehi", "Reinforcements", 2),
        ("Gadianton", "Secret Combination", 5),
        ("Ammon", "Sling & Stone", 2),
        ("Moroni", "Sword", 2),
        ("Nephi", "Sword of Laban", 2),
    ],
)
def test_cards_that_add_points(primary: str, card: str, points: int) -> None:
    assert _points(new(), primary, card) == points


@pytest.mark.parametrize(
    "card",
    ["Armor", "Shield", "Conversion", "Escape", "Faithful Women", "Fortress", "Sleep"],
)
def test_cards_without_points_of_their_own(card: str) -> None:
    assert _points(new(), "King Benjamin", card) == 0


@pytest.mark.parametrize("card", ["Dissenter", "Deception"])
def test_wicked_cards_without_points_of_their_own(card: str) -> None:
    assert _points(new(), "Amlici", card, against="Nephi") == 0


def test_ambush_is_three_with_a_righteous_warrior_two_with_a_wicked_one() -> None:
    state = new()
    assert _points(state, "Teancum", "Ambush") == 3
    assert _points(state, "Giddianhi", "Ambush") == 2


def test_faith_adds_three_to_a_righteous_primary_wickedness_to_a_wicked_one() -> None:
    state = new()
    for expression in ("Love", "Vision", "Repentance", "Revelation", "Steadfast"):
        assert _points(state, "King Lamoni", f"Faith: {expression}") == 3
    for expression in ("Greed", "Pride", "Hatred", "Anger", "Seek for Power"):
        assert _points(state, "Shiz", f"Wickedness: {expression}") == 3
    assert _points(state, "Shiz", "Faith: Love", legal_lines=False) == 0  # (never legal)


def test_murmuring_adds_two_to_a_wicked_primary() -> None:
    state = new()
    assert _points(state, "Laman", "Murmuring") == 2
    assert _points(state, "Shiz", "Murmuring") == 2


def test_stoning_is_two_or_three_against_a_prophet() -> None:
    state = new()
    assert _points(state, "Shiz", "Stoning", against="King Lamoni") == 2
    assert _points(state, "Shiz", "Stoning", against="Abinadi") == 3


def test_rule_stoning_prophet_any_warrior_counts_a_prophet_among_secondaries() -> None:
    mine_names, theirs_names = ["Shiz", "Stoning"], ["King Lamoni", "Abinadi"]
    default = new()
    mine, _ = score_of(default, mine_names, theirs_names)
    assert mine.total == 1 + 2
    loose = new(rules={"stoning_prophet": "any-warrior"})
    mine, _ = score_of(loose, mine_names, theirs_names)
    assert mine.total == 1 + 3


def test_warriors_are_worth_one_point_and_their_abilities_add() -> None:
    state = new()
    mine, theirs = score_of(state, ["Moroni", "Plates"], ["Amalickiah", "Dissenter"])
    assert mine.total == (1 + 5) + 2  # a review: Moroni with Plates worth 5 extra
    assert theirs.total == (1 + 5) + 0  # a review: Amalickiah with Dissenters worth 5
    teancum, _ = score_of(state, ["Teancum"], ["Amalickiah"])
    assert teancum.total == 1 + 3  # ours: +3 against a line holding Amalickiah
    korihor, _ = score_of(state, ["Korihor"], ["Nephi"])
    assert korihor.total == 1 + 2  # ours: +2 against a prophet primary


def test_a_warriors_bonus_counts_once_however_many_copies() -> None:
    state = new()
    mine, _ = score_of(state, ["Moroni", "Plates", "Plates"], ["Nephi"])
    assert mine.total == 6 + 2 + 2


def test_an_empty_opponent_line_scores_nothing() -> None:
    state = new()
    first, second = score(state.catalog, (Side(pick(state, "Nephi")), Side([])))
    assert (first.total, second.total) == (1, 0)
