"""The card data: the Armory appendix's 26 types and 84 cards, every Warrior the sources name
with the facts known, provenance on every fact, one-line errors, and the ``cards`` folder."""

from __future__ import annotations

from pathlib import Path
from shutil import copy

import pytest

from promised_land.helpers import new
from stronghold.engine.errors import CardDataError, ParamsError
from stronghold.engine.registry import load
from stronghold.games.promised_land.library import BUILTIN_DIR, builtin_cards, card_set
from stronghold.games.promised_land.schema import Alignment, BonusWith, Nemesis

APPENDIX = {
    "Ambush": 3, "Armor": 3, "Arrow": 3, "Assassination": 3, "Conversion": 3, "Deception": 3,
    "Dissenter": 3, "Escape": 3, "Faith": 5, "Faithful Women": 3, "Fortress": 4, "Javelin": 3,
    "Liahona": 3, "Murmuring": 3, "Plates": 3, "Prayer": 4, "Prophecy": 2, "Reinforcements": 3,
    "Secret Combination": 3, "Shield": 3, "Sleep": 3, "Sling & Stone": 3, "Stoning": 3,
    "Sword of Laban": 3, "Sword": 4, "Wickedness": 5,
}  # fmt: skip


def test_the_armory_has_the_appendix_counts() -> None:
    cards = builtin_cards()
    counts: dict[str, int] = {}
    for card in cards.armory.values():
        kind = card.name.split(":")[0]
        counts[kind] = counts.get(kind, 0) + card.count.value
    assert counts == APPENDIX
    assert len(APPENDIX) == 26 and sum(APPENDIX.values()) == 84
    assert len(cards.armory_deck()) == 84


def test_faith_and_wickedness_have_five_expressions_each() -> None:
    cards = builtin_cards()
    faith = sorted(name for name in cards.armory if name.startswith("Faith:"))
    wicked = sorted(name for name in cards.armory if name.startswith("Wickedness:"))
    assert faith == [
        f"Faith: {e}" for e in sorted(["Love", "Vision", "Repentance", "Revelation", "Steadfast"])
    ]
    assert wicked == [
        f"Wickedness: {e}" for e in sorted(["Greed", "Pride", "Hatred", "Anger", "Seek for Power"])
    ]


def test_the_weapon_cards_are_exactly_the_four_the_text_names() -> None:
    weapons = sorted(c.name for c in builtin_cards().armory.values() if c.weapon.value)
    assert weapons == ["Arrow", "Javelin", "Sling & Stone", "Sword"]


def test_every_warrior_the_sources_name_is_there_with_the_known_facts() -> None:
    cards = builtin_cards()
    named = {
        "Abinadi": Alignment.RIGHTEOUS, "Moroni": Alignment.RIGHTEOUS,
        "Lehi": Alignment.RIGHTEOUS, "King Lamoni": Alignment.RIGHTEOUS,
        "Nephi": Alignment.RIGHTEOUS, "King Noah": Alignment.WICKED,
    }  # fmt: skip
    for name, alignment in named.items():
        warrior = cards.warrior(name)
        assert warrior.alignment.value is alignment and warrior.alignment.source == "rules"
    for name in ("Coriantumr", "Shiz", "Amalickiah", "King Benjamin", "Alma the Younger"):
        assert name in cards.warriors
    for warrior in cards.warriors.values():
        assert warrior.points.value == 1 and warrior.points.source == "rules"
    assert len(cards.warrior("King Benjamin").icons.value) >= 6
    assert len(cards.warrior("Alma the Younger").icons.value) >= 6

    def bonus(warrior: str, card: str) -> BonusWith:
        return next(
            a
            for a in cards.warrior(warrior).abilities
            if isinstance(a, BonusWith) and a.card == card
        )

    assert (bonus("Nephi", "Faith: Vision").points, bonus("Nephi", "Faith: Vision").source) == (
        2,
        "rules",
    )
    assert bonus("King Noah", "Wickedness: Pride").points == 2
    assert bonus("Moroni", "Plates").points == 5 and bonus("Moroni", "Plates").source == "rules"
    assert bonus("Amalickiah", "Dissenter").points == 5
    nemeses = {
        name: [a.warrior for a in cards.warrior(name).abilities if isinstance(a, Nemesis)]
        for name in ("Coriantumr", "Shiz")
    }
    assert nemeses == {"Coriantumr": ["Shiz"], "Shiz": ["Coriantumr"]}


def test_our_icons_and_abilities_are_labelled_as_ours() -> None:
    cards = builtin_cards()
    for card in cards:
        assert card.icons.source == "stronghold"
        assert card.icons.note.strip()
    for warrior in cards.warriors.values():
        assert warrior.prophet.source == "stronghold"
        for ability in warrior.abilities:
            assert ability.source in ("rules", "stronghold") and ability.note.strip()
    rules_abilities = {
        (w.name, getattr(a, "card", None) or getattr(a, "warrior", None))
        for w in cards.warriors.values()
        for a in w.abilities
        if a.source == "rules"
    }
    assert rules_abilities == {
        ("Nephi", "Faith: Vision"), ("King Noah", "Wickedness: Pride"), ("Moroni", "Plates"),
        ("Amalickiah", "Dissenter"), ("Coriantumr", "Shiz"), ("Shiz", "Coriantumr"),
    }  # fmt: skip


def test_spellings_of_the_text_and_printings_find_their_cards() -> None:
    cards = builtin_cards()
    assert cards.canonical_name("Arrows") == "Arrow"
    assert cards.canonical_name("Righteous Women") == "Faithful Women"
    assert cards.canonical_name("Sling and Stone") == "Sling & Stone"
    assert cards.canonical_name("CORANTUMR") == "Coriantumr"


def _folder(tmp_path: Path, warriors: str | None = None) -> Path:
    copy(BUILTIN_DIR / "armory.toml", tmp_path / "armory.toml")
    (tmp_path / "warriors.toml").write_text(
        warriors if warriors is not None else (BUILTIN_DIR / "warriors.toml").read_text("utf-8"),
        encoding="utf-8",
    )
    return tmp_path


def _broken(tmp_path: Path, old: str, new: str) -> str:
    text = (BUILTIN_DIR / "warriors.toml").read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(CardDataError) as error:
        card_set([str(_folder(tmp_path, text.replace(old, new, 1)))])
    assert "\n" not in error.value.reason
    return error.value.reason


def test_a_wrong_value_names_file_card_and_field(tmp_path: Path) -> None:
    reason = _broken(
        tmp_path, 'icons = { value = ["scroll", "shield"]', 'icons = { value = ["halo"]'
    )
    assert reason.startswith("warriors.toml: card 'Abinadi': icons.value.0:")


def test_an_unknown_field_is_an_error(tmp_path: Path) -> None:
    reason = _broken(tmp_path, 'kind = "warrior"\n', 'kind = "warrior"\nhealth = 3\n')
    assert reason.startswith("warriors.toml: card 'Abinadi': health:")


def test_a_fact_needs_its_source(tmp_path: Path) -> None:
    reason = _broken(
        tmp_path,
        'points = { value = 1, source = "rules"',
        'points = { value = 1, source = "rumour"',
    )
    assert "card 'Abinadi': points.source:" in reason


def test_an_ability_must_name_a_card_that_exists(tmp_path: Path) -> None:
    reason = _broken(tmp_path, 'card = "Faith: Steadfast"', 'card = "Faith: Hope"')
    assert reason.endswith("card 'Abinadi': abilities.0.card: no card named 'Faith: Hope'")


def test_a_card_defined_twice_is_an_error(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    copy(BUILTIN_DIR / "armory.toml", folder / "more.toml")
    with pytest.raises(CardDataError, match="defined twice"):
        card_set([str(folder)])


def test_the_cards_parameter_replaces_the_built_in_cards(tmp_path: Path) -> None:
    text = (BUILTIN_DIR / "warriors.toml").read_text(encoding="utf-8")
    text = text.replace("count = { value = 2,", "count = { value = 3,")
    folder = _folder(tmp_path, text)
    state = new(3, cards=str(folder))
    assert len(state.catalog.warrior_ids) == 90
    state = new(2, cards=[str(folder)])
    assert len(state.catalog.warrior_ids) == 90


def test_too_few_cards_for_the_players_is_a_params_error(tmp_path: Path) -> None:
    warriors = """["Lone"]
kind = "warrior"
text = "Alone."
count = { value = 5, source = "stronghold", note = "a test" }
alignment = { value = "righteous", source = "stronghold", note = "a test" }
points = { value = 1, source = "rules", note = "a test" }
icons = { value = ["scroll"], source = "stronghold", note = "a test" }
prophet = { value = false, source = "stronghold", note = "a test" }
"""
    folder = _folder(tmp_path, warriors)
    with pytest.raises(ParamsError, match="5 Warrior cards cannot deal 3 to each of 2 players"):
        load("promised-land", players=2, cards=str(folder))
    with pytest.raises(ParamsError, match="cards must be a folder"):
        load("promised-land", cards=3)
