"""Our documented order for effects that interact (docs/rules-notes/promised-land.md, "Effect
order"): Escape, Sleep, Murmuring, Ambush, Fortress, points, Sword of Laban, Shield and Armor,
Faithful Women. Each test shows one step seeing only what the steps before it left enabled."""

from __future__ import annotations

from pathlib import Path

from promised_land.helpers import new, score_of
from stronghold.games.promised_land.armory import EFFECT_ORDER

NOTES = Path(__file__).resolve().parents[2] / "docs" / "rules-notes" / "promised-land.md"


def test_the_order_is_the_documented_one() -> None:
    assert EFFECT_ORDER == (
        "escape",
        "sleep",
        "murmuring",
        "ambush",
        "fortress",
        "points",
        "sword_of_laban",
        "blocks",
        "faithful_women",
    )
    text = NOTES.read_text(encoding="utf-8")
    section = text[text.index("## Effect order") :]
    positions = [section.index(f"`{step}`") for step in EFFECT_ORDER]
    assert positions == sorted(positions)


def test_sleep_comes_before_fortress() -> None:
    # Sleep disables the opponent's Fortress, so the Fortress disables nothing.
    state = new()
    mine, theirs = score_of(state, ["Nephi", "Sleep", "Sword"], ["Gidgiddoni", "Fortress"])
    assert theirs.disabled and not mine.disabled
    assert mine.total == 1 + 2


def test_escape_comes_before_sleep() -> None:
    # A Sleep disabled by Escape puts nobody to sleep: the Fortress works again.
    state = new()
    mine, theirs = score_of(
        state, ["Nephi", "Sleep", "Sword"], ["Gidgiddoni", "Fortress"], escaped=["Sleep"]
    )
    assert list(mine.disabled.values()).count("Fortress") == 1
    assert list(mine.disabled.values()).count("Escape") == 1
    assert mine.total == 1 and theirs.total == 1 + 2


def test_fortress_comes_before_shield_and_armor() -> None:
    # Weapons disabled by Fortress are not counted again by the Shield.
    state = new()
    mine, _ = score_of(state, ["Moroni", "Sword", "Plates"], ["Helaman", "Fortress", "Shield"])
    assert mine.blocked == 0 and mine.total == (1 + 5) + 2


def test_sword_of_laban_doubles_before_the_blocks() -> None:
    state = new()
    mine, _ = score_of(state, ["Nephi", "Sword of Laban", "Sword"], ["Helaman", "Shield"])
    assert mine.subtotal == (1 + 2) + 2 + 4 and mine.blocked == 1
    assert mine.total == mine.subtotal - 1


def test_faithful_women_doubles_after_the_blocks() -> None:
    state = new()
    mine, _ = score_of(state, ["Helaman", "Faithful Women", "Sword"], ["Zerahemnah", "Armor"])
    # (Helaman 1 + 2 + Sword 2 - 1 blocked) x 2 = 8, not 2 x 5 - 1 = 9.
    assert mine.total == 8


def test_murmuring_comes_before_faithful_women() -> None:
    state = new()
    _, theirs = score_of(state, ["Laman", "Murmuring"], ["Helaman", "Faithful Women"])
    assert theirs.factor == 1 and theirs.total == 1  # Helaman's +2 needs enabled Women


def test_ambush_comes_before_points() -> None:
    state = new()
    _, theirs = score_of(state, ["Teancum", "Ambush"], ["Lehi", "Reinforcements"])
    assert theirs.total == 1


def test_the_order_is_the_same_from_either_side() -> None:
    state = new()
    first = ["King Benjamin", "Sword of Laban", "Sword", "Shield", "Faithful Women", "Sleep"]
    second = ["Helaman", "Fortress", "Armor", "Javelin", "Faithful Women"]
    a, b = score_of(state, first, second)
    c, d = score_of(state, second, first)
    assert (a.total, b.total) == (d.total, c.total)
