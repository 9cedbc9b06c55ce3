"""The card library against the card list, forgiving look-up, and user card folders."""

from __future__ import annotations

import csv
import difflib
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from stronghold.engine.errors import CardDataError
from stronghold.games.guardians.library import builtin_library, library
from stronghold.games.guardians.schema import Creature, Guardian

REPO = Path(__file__).resolve().parents[2]
#: The shared folder sits beside the repository (in CI too).
SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
CARD_LIST = SHARED_DATA / "guardians-carddata.tsv"
FAN_SETS = {"Events", "Adventure"}
CREATURE_TYPES = {"mortal", "elemental", "external"}
KIND_OF_TYPE = {
    "guardian": "guardian",
    "spell": "spell",
    "item/hand": "item",
    "item/creature": "item",
    "item/accessory": "item",
    "bribery": "bribery",
    "shield": "shield",
    "standard bearer": "shield",
    "shield/terrain": "shield",
    "terrain": "terrain",
    "stronghold": "stronghold",
    "upgrade": "upgrade",
    "downgrade": "upgrade",
}


def _num(text: str) -> int | None:
    text = text.strip()
    return int(text) if re.fullmatch(r"-?\d+", text) else None


@cache
def _first_printings() -> dict[str, dict[str, str]]:
    """Each FPG card of the list by name, as its first printing (later rows are reprints)."""
    if not CARD_LIST.is_file():
        pytest.fail(
            f"the card list {CARD_LIST} is missing: the shared data folder must sit beside the "
            "repository (…/shared/data/guardians-carddata.tsv)",
            pytrace=False,
        )
    rows: dict[str, dict[str, str]] = {}
    with CARD_LIST.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row["Set"].strip() in FAN_SETS:
                continue
            name = re.sub(r"\s+", " ", row["Name"]).strip()
            rows.setdefault(name, row)
    return rows


def _expected(row: dict[str, str]) -> dict[str, Any]:
    """The statistics the card list gives, under the library's field names."""
    kind = row["Type"].strip().lower()
    if kind in CREATURE_TYPES:
        vitality = _num(row["Vitality"]) or 0
        red = _num(row["Vit. Red"])
        return {
            "kind": "creature",
            "realm": kind,
            "vitality": vitality,
            "stacking": red if red is not None and red != vitality else None,
            "ocb": _num(row["OCB"]) or 0,
            "bribe": sorted(
                b
                for b, col in (("babes", "Babes"), ("gold", "Gold"), ("beer", "Beer"))
                if row[col].strip()
            ),
            "flying": bool(row["Flying"].strip()),
            "size": row["Size"].strip() or None,
            "receives_channeling": bool(row["Channeling"].strip()),
            "channeler": _num(row["Channeler"]) or None,
            "ranged": _num(row["Ranged attack"]) or 0,
            "command": bool(row["Command"].strip()),
        }
    if kind == "guardian":
        return {
            "kind": "guardian",
            "vitality": _num(row["Vitality"]),
            "cmp": _num(row["Channeler"]),
            "stones": _num(row["Power stones"]),
            "draw": _num(row["basic draw"]),
        }
    return {"kind": KIND_OF_TYPE[kind], "up": _num(row["Vitality"])}


def _actual(card: Any) -> dict[str, Any]:
    if isinstance(card, Creature):
        return {
            "kind": "creature",
            "realm": card.realm.value,
            "vitality": card.vitality,
            "stacking": card.stacking,
            "ocb": card.ocb,
            "bribe": sorted(card.bribe),
            "flying": card.flying,
            "size": card.size,
            "receives_channeling": card.receives_channeling,
            "channeler": card.channeler.cmp if card.channeler else None,
            "ranged": card.ranged,
            "command": card.command is not None,
        }
    if isinstance(card, Guardian):
        return {
            "kind": "guardian",
            "vitality": card.vitality,
            "cmp": card.cmp,
            "stones": card.stones,
            "draw": card.draw,
        }
    return {"kind": card.kind, "up": card.up}


def _assumed(card: Any, field: str) -> bool:
    return any(key == field or key.startswith(f"{field}.") for key in card.provenance.assumed)


def test_the_card_list_is_there() -> None:
    assert len(_first_printings()) == 676


def test_every_fpg_card_is_in_the_library_with_the_card_lists_statistics() -> None:
    lib = builtin_library()
    problems = []
    for name, row in _first_printings().items():
        if name not in lib:
            problems.append(f"{name} ({row['Set'].strip()}): not in the library")
            continue
        card = lib.get(name)
        expected, actual = _expected(row), _actual(card)
        if expected["kind"] != actual["kind"]:
            problems.append(f"{name}: a {actual['kind']}, the card list says {expected['kind']}")
            continue
        for field, want in expected.items():
            if actual[field] != want and not _assumed(card, field):
                problems.append(
                    f"{name}: {field} is {actual[field]!r}, the card list says {want!r}"
                )
    assert not problems, f"{len(problems)} difference(s):\n" + "\n".join(problems)


#: The most words in a row a card's description may share with the card list's printed
#: effect: our descriptions are in our own words (DESIGN.md), and a shared run of game terms
#: ("your opponent's Combat Hand", "one per space per player") stays shorter than this.
MOST_SHARED_WORDS = 9


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _longest_shared_run(ours: list[str], printed: list[str]) -> list[str]:
    matcher = difflib.SequenceMatcher(None, ours, printed, autojunk=False)
    block = max(matcher.get_matching_blocks(), key=lambda b: b.size)
    return ours[block.a : block.a + block.size]


def test_card_descriptions_are_in_our_own_words() -> None:
    lib = builtin_library()
    copied = []
    for name, row in _first_printings().items():
        printed = row["Effect"].strip()
        if name not in lib or not printed or not lib.get(name).text:
            continue
        run = _longest_shared_run(_words(lib.get(name).text), _words(printed))
        if len(run) > MOST_SHARED_WORDS:
            copied.append(f"{name}: {len(run)} words as printed: {' '.join(run)!r}")
    assert not copied, "descriptions that copy the printed wording:\n" + "\n".join(copied)


def test_reprints_are_one_card() -> None:
    lib = builtin_library()
    for name in ("Druk", "Barrow Wight", "Land Drake", "Fangis the Hunter"):
        assert lib.get(name).name == name
        assert lib.get(name).set in ("DI", "DN", "NP")  # the first printing's set, not PR


def test_the_library_holds_no_fpg_card_the_card_list_lacks() -> None:
    names = set(_first_printings())
    extra = [c.name for c in builtin_library() if c.set != "HB" and c.name not in names]
    assert extra == []


@pytest.mark.parametrize(
    ("spelling", "name"),
    [
        ("sand lord", "Sand Lord"),
        ("SAND  LORD", "Sand Lord"),
        ("St. Ballentine's Evocation", "St. Ballantine's Evocation"),
        ("St Ballantines Evocation", "St. Ballantine's Evocation"),
        ("Sorceror", "Sorcerer"),
        ("Ice Spirt", "Ice Spirit"),
        ("Rak Nam", "Rak Nam, Leader of the Mighty"),
        ("Tes Let", "Tes let, Leader with Foresight"),
        ("Floyd, the Flying Pig", "Floyd the Flying Pig"),
        ("Uras, Overlord of the Mountains", "Uras, Overlord of Mountains"),
        ("gn'omish gnomes", "Gn'Omish Gnomes"),
    ],
)
def test_forgiving_names(spelling: str, name: str) -> None:
    assert builtin_library().get(spelling).name == name


def test_the_rules_texts_statistics_for_rak_nam() -> None:
    # "Vitality 30, Stones 7, CMP 9, Base Draw 3, LDL -1, MDL +1, LUC +1."
    rak = builtin_library().get("Rak Nam")
    assert isinstance(rak, Guardian)
    assert (rak.vitality, rak.stones, rak.cmp, rak.draw, rak.ldl, rak.mdl, rak.luc) == (
        30,
        7,
        9,
        3,
        -1,
        1,
        1,
    )


def test_a_misspelt_name_suggests_the_close_one() -> None:
    with pytest.raises(CardDataError) as caught:
        builtin_library().get("Sand Lrod")
    assert "Sand Lord" in caught.value.reason
    assert "Sand Lrod" in caught.value.reason


def test_a_name_with_nothing_close_says_so() -> None:
    with pytest.raises(CardDataError, match="no card named"):
        builtin_library().get("Qwxzv Plonk")


GOOD = """
["Goat"]
kind = "creature"
set = "HB"
realm = "mortal"
vitality = 3
"""


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ("vitalty = 5", "vitalty"),  # an unknown field
        ('ocb = "three"', "ocb"),  # a wrong type
        ('bribe = ["wine"]', "bribe"),  # an unknown bribery icon
        ('immune = { kinds = ["ice"] }', "immune"),  # an unknown attack kind
        ("bonus = [{ amount = 2, versus = { realm = ['elemental'] } }]", "bonus"),  # a keyword
        ('realm = "demonic"', "realm"),
    ],
)
def test_a_bad_user_card_names_file_card_and_field(tmp_path: Path, body: str, field: str) -> None:
    good = tmp_path / "a-good.toml"
    good.write_text(GOOD, encoding="utf-8")
    bad = tmp_path / "my-cards.toml"
    text = '["Sheep"]\nkind = "creature"\nset = "HB"\nrealm = "mortal"\nvitality = 2\n'
    if body.startswith("realm"):
        text = text.replace('realm = "mortal"\n', "")
    bad.write_text(text + body + "\n", encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        library([tmp_path])
    reason = caught.value.reason
    assert "my-cards.toml" in reason
    assert "Sheep" in reason
    assert field in reason


def test_invalid_toml_in_a_user_folder_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "broken.toml").write_text('["Sheep"]\nkind = "creature\n', encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        library([tmp_path])
    assert "broken.toml" in caught.value.reason
    assert "TOML" in caught.value.reason


def test_a_user_folder_that_does_not_exist_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="folder"):
        library([tmp_path / "nowhere"])


def test_the_homebrew_rams_load_from_examples() -> None:
    lib = library([REPO / "examples" / "homebrew"])
    rams = lib.get("rams")
    assert isinstance(rams, Creature)
    assert (rams.set, rams.realm.value, rams.vitality, rams.ocb) == ("HB", "mortal", 5, 1)
    assert "Rams" not in builtin_library()
    assert len(lib) == len(builtin_library()) + 1


def test_the_homebrew_rams_fight_by_their_own_text() -> None:
    # +3 whenever its shield is the one attacking.
    from stronghold.games.guardians.combat.scenario import play_scenario

    data = {
        "terrain": "Swamps",
        "attacker": {"shield": ["Rams"]},
        "defender": {"shield": ["Rams"]},
    }
    state = play_scenario(data, cards=[str(REPO / "examples" / "homebrew")])
    (m1,) = state.summary()["matchups"]
    assert (m1["attacker_vitality"], m1["defender_vitality"]) == (8, 5)
