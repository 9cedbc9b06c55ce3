"""Guardians deck lists: the text and .dek readers, the construction rules, the example decks.

Rules: guardians-rules.txt part 1, "THE DECK" and "SHIELDS"; decisions where the text is open in
docs/rules-notes/guardians-decks.md (standard bearers are shields; mixed stronghold sets are
legal; 6-10 shields is a warning).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from stronghold.engine.errors import DeckError
from stronghold.games.guardians.deck import Deck, Problem, check_deck, is_legal
from stronghold.games.guardians.deck_reader import load_deck, parse_deck_text, parse_dek
from stronghold.games.guardians.library import CardLibrary, builtin_library
from stronghold.games.guardians.schema import Stronghold

REPO = Path(__file__).resolve().parents[2]
DECKS = REPO / "examples" / "decks"
HOMEBREW = REPO / "examples" / "homebrew"
SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
EXAMPLES = sorted(DECKS.glob("*.txt"))

#: The nine starter shield sets (shared/data/guardians-starter-shield-sets.txt): number -> copies.
STARTER_SETS: dict[str, dict[str, int]] = {
    "Brom's Angelic": {"08": 3, "09": 1, "10": 1, "11": 1, "12": 3},
    "Brom's Demonic": {"04": 1, "08": 2, "10": 3, "12": 1, "14": 2},
    "Brom's Dragon": {"07": 1, "09": 1, "10": 4, "11": 1, "13": 2},
    "Brom's Skull": {f"{n:02}": 1 for n in range(6, 15)},
    "Maitz's Insect": {"06": 1, "07": 1, "08": 1, "10": 1, "11": 2, "12": 2, "13": 1},
    "Maitz's Lightning": {"02": 1, "05": 1, "09": 1, "10": 2, "12": 1, "14": 3},
    "Ploog's Chicken": {"07": 3, "08": 1, "10": 1, "11": 1, "12": 1, "14": 2},
    "Ploog's Ox": {"07": 1, "08": 1, "09": 1, "10": 3, "11": 1, "12": 1, "13": 1},
    "Warhola's Snakes": {"09": 3, "10": 3, "11": 3},
}

HEAD = "Guardian: Rak Nam\nStrongholds: Carreg Amroth\n"
NINE_SHIELDS = "".join(
    f"{n} Shield Maitz's Lightning {num}\n" for num, n in STARTER_SETS["Maitz's Lightning"].items()
)


@pytest.fixture(scope="module")
def lib() -> CardLibrary:
    return builtin_library()


def errors(problems: list[Problem]) -> list[str]:
    return [p.message for p in problems if p.level == "error"]


def warnings(problems: list[Problem]) -> list[str]:
    return [p.message for p in problems if p.level == "warning"]


def legal_text(extra: str = "") -> str:
    """A legal 60-card list (9 shields, 51 others) with ``extra`` lines added."""
    return (
        HEAD
        + NINE_SHIELDS
        + "10 Mountains\n5 Archer\n5 Axeman\n5 Marshal\n5 Corporal\n5 Swordsman\n5 Captain\n"
        + "5 Horse\n3 Dispel Magic\n3 Babes\n"
        + extra
    )


# --- the example decks --------------------------------------------------------------------------


def test_there_are_at_least_six_example_decks() -> None:
    assert len(EXAMPLES) >= 6
    assert DECKS / "basic-knights.txt" in EXAMPLES


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_deck_loads_and_checks_clean(path: Path, lib: CardLibrary) -> None:
    result = load_deck(path, lib)
    deck = result[0]
    assert deck is not None, result[1]
    assert check_deck(result) == []
    assert len(deck.cards) >= 55
    for name, copies in deck.counts().items():
        card = lib.get(name)
        if card.kind not in ("terrain", "shield"):
            assert copies <= 5, name
    assert deck.stronghold_set is not None  # each example uses one stronghold set
    assert 6 <= deck.shields <= 10
    kinds = deck.kind_counts()
    assert kinds["creature"] >= 25 and kinds["terrain"] >= 6 and kinds["bribery"] >= 4
    assert kinds["spell"] >= 3
    assert deck.name  # every example names itself
    text = path.read_text(encoding="utf-8")
    assert text.lstrip().startswith("#"), "the deck opens with comments saying its plan"


def test_five_decks_each_built_on_a_different_full_starter_shield_set(lib: CardLibrary) -> None:
    families = {}
    for path in EXAMPLES:
        deck = load_deck(path, lib)[0]
        assert deck is not None
        plain = Counter(
            card.name
            for card in deck.cards
            if card.kind == "shield" and card.shield_type == "shield"
        )
        matching = [
            family
            for family, mix in STARTER_SETS.items()
            if plain == Counter({f"Shield {family} {num}": n for num, n in mix.items()})
        ]
        assert len(matching) == 1, (path.name, plain)
        families[path.name] = matching[0]
    assert families["basic-knights.txt"] == "Maitz's Lightning"
    assert len(set(families.values())) == len(families) >= 6


def test_example_decks_use_terrain_bribery_and_spells_from_the_brief(lib: CardLibrary) -> None:
    used: Counter[str] = Counter()
    for path in EXAMPLES:
        deck = load_deck(path, lib)[0]
        assert deck is not None
        used.update(deck.counts())
    for name in ("Mountains", "Swamp", "Woods", "The Dry Heaps", "Rivers and Lakes", "Spires"):
        assert used[name] > 0, name
    for name in ("Babes", "Beer", "Gold", "Dispel Magic", "Power Lunch"):
        assert used[name] > 0, name


def _theme_deck_counts() -> tuple[list[str], Counter[str]]:
    """The starting cards and deck counts of shared/data/guardians-deck-basic-knights.txt."""
    text = (SHARED_DATA / "guardians-deck-basic-knights.txt").read_text(encoding="utf-8")
    starting: list[str] = []
    counts: Counter[str] = Counter()
    in_deck = False
    for raw in text.splitlines():
        line = re.sub(r"\(.*?\)", "", raw).strip()
        if line.startswith("Starting"):
            starting = [part.strip() for part in line.split(":", 1)[1].split(";")]
        elif line.startswith("Deck"):
            in_deck = True
        elif in_deck and line:
            previous = ""
            for part in line.split(","):
                name, copies = part.strip().rsplit(" x", 1)
                if name.isdigit():  # "12 x1" after "Shield Maitz's Lightning 14 x3"
                    name = previous.rsplit(" ", 1)[0] + " " + name
                counts[name] += int(copies)
                previous = name
    return starting, counts


def test_basic_knights_is_the_theme_deck_exactly(lib: CardLibrary) -> None:
    deck = load_deck(DECKS / "basic-knights.txt", lib)[0]
    assert deck is not None
    assert len(deck.cards) == 70
    assert deck.guardian.name == "Rak Nam, Leader of the Mighty"
    assert [s.name for s in deck.strongholds] == [
        "Carreg Amroth Left",
        "Carreg Amroth Center",
        "Carreg Amroth Right",
    ]
    if not SHARED_DATA.is_dir():
        pytest.skip("shared data folder not present")
    starting, counts = _theme_deck_counts()
    assert sum(counts.values()) == 70
    assert Counter(deck.counts()) == counts
    assert sorted(starting) == sorted([deck.guardian.name, *(s.name for s in deck.strongholds)])


# --- the text format ----------------------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_text_format_round_trips(path: Path, lib: CardLibrary) -> None:
    deck = load_deck(path, lib)[0]
    assert deck is not None
    again, problems = parse_deck_text(deck.to_text(), lib)
    assert problems == []
    assert again == deck


def test_round_trip_keeps_mixed_strongholds_and_odd_names(lib: CardLibrary) -> None:
    text = (
        "Guardian: Grahzue: Lover of Vice\n"
        "Stronghold: Khnumian L\nStronghold: Carreg Amroth Center\nStronghold: Sabu Amantek R\n"
        + NINE_SHIELDS
        + "1 10 Gallon Voodoo Hat\n1 40,000 Useless Warhammers\n"
        + "10 Mountains\n5 Archer\n5 Axeman\n5 Marshal\n5 Corporal\n5 Swordsman\n5 Captain\n"
        + "5 Horse\n3 Dispel Magic\n"
    )
    deck, problems = parse_deck_text(text, lib, name="Mixed")
    assert problems == [] and deck is not None
    assert deck.stronghold_set is None
    assert [s.name for s in deck.strongholds] == [
        "Khnumian L",
        "Carreg Amroth Center",
        "Sabu Amantek R",
    ]
    assert check_deck(deck) == []  # mixing stronghold sets is legal
    out = deck.to_text()
    assert "Name: Mixed" in out and "Stronghold: Khnumian L" in out
    assert parse_deck_text(out, lib)[0] == deck


def test_count_forms_comments_and_sections(lib: CardLibrary) -> None:
    text = (
        "# a comment line\n\nName: Forms\nGuardian: Tes Let   # the short name works\n"
        "Strongholds: carreg amroth strongholds\n"
        "Deck: 70 cards, more or less\n4 Sand Lord\n4x Archer\n2 x Horse\nSwordsman x3\nCaptain\n"
        "10 Gallon Voodoo Hat\n2 Xaz, Thief of Twilight\nst ballentines evocation\n"
        "Creatures (12):\n1 Cow\n"
        "Sideboard:\n5 Old Nick\n"
    )
    deck, problems = parse_deck_text(text, lib, name="ignored")
    assert problems == [] and deck is not None
    assert deck.name == "Forms"  # a Name: line wins over the name argument
    assert deck.guardian.name == "Tes let, Leader with Foresight"
    assert deck.stronghold_set == "Carreg Amroth"
    assert deck.counts() == {
        "Sand Lord": 4,
        "Archer": 4,
        "Horse": 2,
        "Swordsman": 3,
        "Captain": 1,
        "Xaz, Thief of Twilight": 2,
        "Cow": 1,
        "St. Ballantine's Evocation": 1,
        "10 Gallon Voodoo Hat": 1,
    }
    assert "Old Nick" not in deck.counts()  # the sideboard is not part of the deck


def test_starting_section_holds_guardian_and_strongholds(lib: CardLibrary) -> None:
    text = (
        "Starting:\nRak Nam\nKhnumian L\nKhnumian C\nKhnumian R\n"
        "Deck:\n" + legal_text().split("\n", 2)[2]
    )
    deck, problems = parse_deck_text(text, lib)
    assert problems == [] and deck is not None
    assert deck.stronghold_set == "Khnumian"
    bad, problems = parse_deck_text("Starting:\n1 Sand Lord\n", lib)
    assert bad is None
    assert any("'Sand Lord' is a creature; only the Guardian" in m for m in errors(problems))


def test_deck_counts_and_kinds(lib: CardLibrary) -> None:
    deck, _ = parse_deck_text(legal_text(), lib)
    assert deck is not None
    assert len(deck.cards) == 60 == sum(deck.counts().values())
    assert deck.counts()["Archer"] == 5
    assert deck.kind_counts() == {
        "shield": 9,
        "terrain": 10,
        "creature": 35,
        "bribery": 3,
        "spell": 3,
    }
    assert deck.shields == 9 and deck.shield_counts() == {"shield": 9}


def test_deck_needs_left_center_right_strongholds(lib: CardLibrary) -> None:
    deck, _ = parse_deck_text(legal_text(), lib)
    assert deck is not None
    left, center, right = deck.strongholds
    with pytest.raises(DeckError, match="left, center and right"):
        Deck(deck.guardian, (center, left, right), deck.cards)


# --- the construction rules ---------------------------------------------------------------------


def test_a_deck_with_many_problems_reports_all_of_them(lib: CardLibrary) -> None:
    text = (
        "Guardian: Rak Nam\nStrongholds: Carreg Amroth\n"
        "3 Shield Maitz's Lightning 14\n"  # 3 shields: warning
        "6 Sand Lord\n"  # six copies: error
        "2 Champs, the Wonder Dog\n"  # restricted to one: error
        "1 Tes Let\n"  # a Guardian in the deck: error
        "1 Khnumian C\n"  # a stronghold in the deck: error
        "5 Archer\n1 Sand Lordd\n"  # misspelt: error with a suggestion
    )  # 18 cards read: too few
    result = parse_deck_text(text, lib)
    problems = check_deck(result)
    found = errors(problems)
    assert len(found) == 6, found
    assert any(
        m.startswith("line 9: no card named 'Sand Lordd' (did you mean 'Sand Lord'") for m in found
    )
    assert "the deck has 18 cards; it needs at least 55" in found
    assert any(m.startswith("6 copies of 'Sand Lord'; at most 5") for m in found)
    assert any(
        m.startswith("2 copies of 'Champs, the Wonder Dog'; it is restricted to 1") for m in found
    )
    assert any(
        m.startswith("Guardian 'Tes let, Leader with Foresight' is in the deck") for m in found
    )
    assert any(m.startswith("stronghold 'Khnumian C' is in the deck") for m in found)
    assert warnings(problems) == [
        "the deck has 3 shields; 6 to 10 are advised (standard bearers count as shields)"
    ]
    assert [p.level for p in problems] == ["error"] * 6 + ["warning"]  # errors first
    assert all("\n" not in p.message for p in problems)
    assert not is_legal(result)


def test_missing_guardian_and_strongholds_are_reported_with_the_rest(lib: CardLibrary) -> None:
    result = parse_deck_text("6 Archer\n", lib)
    assert result[0] is None
    found = errors(check_deck(result))
    assert "no Guardian: name one on a line 'Guardian: <name>'" in found
    for position in ("left", "center", "right"):
        assert any(m.startswith(f"no {position} stronghold") for m in found)
    assert "the deck has 6 cards; it needs at least 55" in found
    assert any(m.startswith("6 copies of 'Archer'") for m in found)
    assert check_deck(result) == check_deck(result)  # nothing reported twice


def test_two_guardians_and_doubled_positions(lib: CardLibrary) -> None:
    text = (
        "Guardian: Rak Nam\nGuardian: Thak\nStrongholds: Khnumian\nStronghold: Carreg Amroth Left\n"
        + legal_text().split("\n", 2)[2]
    )
    deck, problems = parse_deck_text(text, lib)
    assert deck is None
    found = errors(problems)
    assert any(m.startswith("2 Guardians given: 'Rak Nam, Leader of the Mighty'") for m in found)
    assert any(
        m.startswith("2 left strongholds: 'Khnumian L' (line 3), 'Carreg Amroth Left' (line 4)")
        for m in found
    )


def test_wrong_kinds_on_guardian_and_stronghold_lines(lib: CardLibrary) -> None:
    text = "Guardian: Sand Lord\nStronghold: Archer\n" + legal_text().split("\n", 2)[2]
    deck, problems = parse_deck_text(text, lib)
    assert deck is None
    found = errors(problems)
    assert "line 1: 'Sand Lord' is a creature, not a Guardian" in found
    assert "line 2: 'Archer' is a creature, not a stronghold" in found
    assert not any(m.startswith("no Guardian") for m in found)  # the line above says it already


def test_terrain_and_shields_are_exempt_from_the_copy_limit(lib: CardLibrary) -> None:
    deck, _ = parse_deck_text(
        legal_text("12 Mountains\n7 Barrow Downs\n6 Shield / Terrain Brom's Angelic\n"), lib
    )
    assert deck is not None
    problems = check_deck(deck)
    assert errors(problems) == []
    assert warnings(problems) == [  # 9 + 6 shields
        "the deck has 15 shields; 6 to 10 are advised (standard bearers count as shields)"
    ]


def test_standard_bearers_count_as_shields(lib: CardLibrary) -> None:
    five = "".join(f"1 Shield Brom's Skull {n:02}\n" for n in range(6, 11))
    body = legal_text().split("\n", 2)[2].replace(NINE_SHIELDS, "")
    deck, _ = parse_deck_text(HEAD + five + body + "4 Mountains\n", lib)
    assert deck is not None and deck.shields == 5
    assert warnings(check_deck(deck)) != []
    with_bearers, _ = parse_deck_text(
        HEAD + five + "6 Standard Bearer Brom's Skull 16\n" + body, lib
    )
    assert with_bearers is not None
    assert with_bearers.shields == 11  # 5 shields + 6 standard bearers, no copy-limit error
    problems = check_deck(with_bearers)
    assert errors(problems) == []
    assert warnings(problems) == [
        "the deck has 11 shields; 6 to 10 are advised (standard bearers count as shields)"
    ]
    one_bearer, _ = parse_deck_text(HEAD + five + "1 Standard Bearer Brom's Skull 16\n" + body, lib)
    assert one_bearer is not None and check_deck(one_bearer) == []  # 6 shields: no warning


def test_a_shield_warning_leaves_the_deck_legal(lib: CardLibrary) -> None:
    result = parse_deck_text(legal_text().replace(NINE_SHIELDS, "9 Woods\n"), lib)
    assert is_legal(result)
    assert [p.level for p in check_deck(result)] == ["warning"]


def test_exactly_fifty_five_cards_is_enough(lib: CardLibrary) -> None:
    deck, _ = parse_deck_text(legal_text().replace("10 Mountains", "5 Mountains"), lib)
    assert deck is not None and len(deck.cards) == 55
    assert check_deck(deck) == []
    short, _ = parse_deck_text(legal_text().replace("10 Mountains", "4 Mountains"), lib)
    assert short is not None
    assert errors(check_deck(short)) == ["the deck has 54 cards; it needs at least 55"]


def test_misspelt_names_get_the_library_suggestion(lib: CardLibrary) -> None:
    text = "Guardian: Rak Nan\nStrongholds: Carreg Amorth\n3 Marshall\n0 Archer\n"
    found = errors(parse_deck_text(text, lib)[1])
    assert "line 1: no card named 'Rak Nan' (did you mean 'Rak Nam, Leader of the Mighty'?)" in (
        found
    )
    assert (
        "line 2: no stronghold set or stronghold named 'Carreg Amorth'; did you mean "
        "'Carreg Amroth'?"
    ) in found
    assert any(
        m.startswith("line 3: no card named 'Marshall' (did you mean 'Marshal'") for m in found
    )
    assert "line 4: 0 copies of 'Archer' is not a count a deck can hold" in found


# --- LackeyCCG .dek -----------------------------------------------------------------------------

DEK_SAMPLE = """<deck version="0.8">
\t<meta>
\t\t<game>guardians</game>
\t</meta>
\t<superzone name="Deck">
\t\t<card><name id="SpiresTerrainCommonSp.png">Spires</name><set>RE</set></card>
\t\t<card><name id="SpiresTerrainCommonSp.png">Spires</name><set>RE</set></card>
\t\t<card><name id="ArcherMortalKnightCommon1.png">Archer</name><set>RE</set></card>
\t\t<card><name id="ShieldMaitzsLightning143ShieldStarter.png">Shield Maitz&apos;s Lightning 14</name><set>RE</set></card>
\t\t<card><name id="ArcherMortalKnightCommon1.png">Archer</name><set>RE</set></card>
\t\t<card><name id="KhnumianStrongholdCStrongholdStarter-horizontal.png">Khnumian C</name><set>RE</set></card>
\t</superzone>
\t<superzone name="Starting">
\t\t<card><name id="RakNamLeaderoftheMightyGuardianStarter.png">Rak Nam, Leader of the Mighty</name><set>RE</set></card>
\t\t<card><name id="KhnumianStrongholdLStrongholdStarter-horizontal.png">Khnumian L</name><set>RE</set></card>
\t\t<card><name id="KhnumianStrongholdRStrongholdStarter-horizontal.png">Khnumian R</name><set>RE</set></card>
\t</superzone>
\t<superzone name="Sideboard">
\t\t<card><name id="x.png">Old Nick</name><set>RE</set></card>
\t</superzone>
</deck>
"""  # noqa: E501


def test_dek_sample_loads(lib: CardLibrary, tmp_path: Path) -> None:
    path = tmp_path / "Small_Theme.dek"
    path.write_text(DEK_SAMPLE, encoding="utf-8")
    result = load_deck(path, lib)
    deck = result[0]
    assert deck is not None, result[1]
    assert result[1] == []
    assert deck.name == "Small_Theme"
    assert deck.guardian.name == "Rak Nam, Leader of the Mighty"
    # the center stronghold was in the Deck superzone: taken by its kind, not left in the deck
    assert [s.name for s in deck.strongholds] == ["Khnumian L", "Khnumian C", "Khnumian R"]
    assert deck.counts() == {"Shield Maitz's Lightning 14": 1, "Spires": 2, "Archer": 2}
    assert errors(check_deck(result)) == ["the deck has 5 cards; it needs at least 55"]


APOS = {"'": "&apos;"}


def _dek(deck_cards: list[str], starting: list[str]) -> str:
    """A .dek file as LackeyCCG writes one: one <card> per copy, names XML-escaped."""

    def zone(name: str, cards: list[str]) -> str:
        rows = "".join(
            f'<card><name id="{i}.png">{escape(c, APOS)}</name><set>RE</set></card>\n'
            for i, c in enumerate(cards)
        )
        return f'<superzone name="{name}">\n{rows}</superzone>\n'

    return f'<deck version="0.8">\n{zone("Deck", deck_cards)}{zone("Starting", starting)}</deck>'


def test_dek_of_the_theme_deck_equals_the_text_list(lib: CardLibrary) -> None:
    deck = load_deck(DECKS / "basic-knights.txt", lib)[0]
    assert deck is not None
    xml = _dek(
        [c.name for c in reversed(deck.cards)],  # any order: copies are gathered
        [deck.guardian.name, *(s.name for s in deck.strongholds)],
    )
    from_dek, problems = parse_dek(xml, lib, name=deck.name)
    assert problems == []
    assert from_dek is not None
    assert Counter(from_dek.counts()) == Counter(deck.counts())
    assert from_dek.guardian == deck.guardian and from_dek.strongholds == deck.strongholds
    assert parse_deck_text(from_dek.to_text(), lib)[0] == from_dek


def test_dek_guardian_in_deck_zone_is_taken_and_a_second_one_reported(lib: CardLibrary) -> None:
    base = load_deck(DECKS / "hellfire.txt", lib)[0]
    assert base is not None
    cards = [c.name for c in base.cards]
    strongholds = [s.name for s in base.strongholds]
    xml = _dek(["Harkin, Spreader of the Wealth", *cards, *strongholds], [])
    deck, problems = parse_dek(xml, lib)
    assert problems == [] and deck is not None
    assert deck.guardian.name == "Harkin, Spreader of the Wealth"
    assert check_deck(deck) == []
    xml = _dek(["Thak", *cards, "Khnumian L"], ["Harkin", *strongholds])
    deck, problems = parse_dek(xml, lib)
    assert deck is not None and deck.guardian.name.startswith("Harkin")
    found = errors(check_deck((deck, problems)))
    assert any(m.startswith("Guardian 'Thak, Steady Hand' is in the deck") for m in found)
    assert any(m.startswith("stronghold 'Khnumian L' is in the deck") for m in found)


def test_dek_unknown_cards_are_counted_with_a_suggestion(lib: CardLibrary) -> None:
    xml = _dek(["Archr", "Archr", "Archr", "Horse"], ["Rak Nam", "Carreg Amroth Left"])
    deck, problems = parse_dek(xml, lib)
    assert deck is None
    found = errors(problems)
    assert "superzone 'Deck': no card named 'Archr' (did you mean 'Archer'?) (3 copies)" in found
    assert any(m.startswith("no center stronghold") for m in found)


def test_bad_xml_is_one_line_problem(lib: CardLibrary) -> None:
    deck, problems = parse_dek("<deck><superzone name='Deck'>\n<card><name>Archer</card>", lib)
    assert deck is None
    assert len(problems) == 1
    assert problems[0].level == "error"
    assert problems[0].message.startswith("not a readable .dek file: malformed XML (")
    assert "\n" not in problems[0].message
    deck, problems = parse_dek("<cards><card/></cards>", lib)
    assert deck is None
    assert errors(problems) == ["not a LackeyCCG deck: the root element is <cards>, not <deck>"]


def test_load_deck_chooses_the_format_by_content(lib: CardLibrary, tmp_path: Path) -> None:
    path = tmp_path / "lackey-export.txt"
    path.write_text("\n" + DEK_SAMPLE, encoding="utf-8")
    deck = load_deck(path, lib)[0]
    assert deck is not None and deck.counts()["Archer"] == 2


def test_unreadable_files_raise_deck_error(lib: CardLibrary, tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot read"):
        load_deck(tmp_path / "missing.txt", lib)
    with pytest.raises(DeckError, match="cannot read"):
        load_deck(tmp_path, lib)  # a folder
    latin = tmp_path / "latin.txt"
    latin.write_bytes("4 Sand Lord\n1 Caf\xe9\n".encode("latin-1"))
    with pytest.raises(DeckError, match="not UTF-8 text"):
        load_deck(latin, lib)


def test_homebrew_cards_can_be_used(tmp_path: Path) -> None:
    from stronghold.games.guardians.library import library

    text = legal_text("3 Rams\n")
    found = errors(parse_deck_text(text, builtin_library())[1])
    assert len(found) == 1 and found[0].startswith("line 19: no card named 'Rams'")
    deck, problems = parse_deck_text(text, library([HOMEBREW]))
    assert problems == [] and deck is not None and deck.counts()["Rams"] == 3


def test_stronghold_sets_resolve_only_real_sets(lib: CardLibrary) -> None:
    sets = {c.stronghold_set for c in lib if isinstance(c, Stronghold)}
    for name in sets:
        deck, problems = parse_deck_text(f"Guardian: Thak\nStrongholds: {name}\n", lib)
        assert deck is not None, (name, problems)
        assert deck.stronghold_set == name


# --- stronghold deck check ----------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "250", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "stronghold.cli.main", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_legal_deck_prints_a_summary_and_exits_0() -> None:
    result = run("deck", "check", "examples/decks/basic-knights.txt")
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "Basic Knights: a legal deck of 70 cards." in out
    assert "Guardian: Rak Nam, Leader of the Mighty" in out
    assert "(one set, Carreg Amroth)" in out
    assert "Shields: 10 (shield: 9, standard bearer: 1)" in out
    assert re.search(r"creature\s*│\s*31\s*│\s*10", out)
    assert "error" not in out and "warning" not in out


def test_cli_warnings_only_exit_0(tmp_path: Path) -> None:
    path = tmp_path / "few-shields.txt"
    path.write_text(legal_text().replace(NINE_SHIELDS, "9 Woods\n"), encoding="utf-8")
    result = run("deck", "check", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning: the deck has 0 shields; 6 to 10 are advised" in result.stdout
    assert "few-shields: a legal deck of 60 cards." in result.stdout
    assert "Shields: 0" in result.stdout


def test_cli_every_error_printed_and_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("Guardian: Rak Nam\n6 Sand Lord\n1 Sand Lordd\n", encoding="utf-8")
    result = run("deck", "check", str(path))
    assert result.returncode == 2
    out = result.stdout
    assert "error: line 3: no card named 'Sand Lordd' (did you mean 'Sand Lord'" in out
    assert "error: the deck has 6 cards; it needs at least 55" in out
    assert "error: 6 copies of 'Sand Lord'" in out
    for position in ("left", "center", "right"):
        assert f"error: no {position} stronghold" in out
    assert "warning: the deck has 0 shields" in out
    assert "Traceback" not in out + result.stderr


def test_cli_unreadable_file_one_line_exit_2() -> None:
    result = run("deck", "check", "examples/decks/no-such-deck.txt")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "error: cannot read examples/decks/no-such-deck.txt: No such file or directory"
    ]
    assert result.stdout == ""


def test_cli_malformed_dek_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.dek"
    path.write_text("<deck><superzone name='Deck'>", encoding="utf-8")
    result = run("deck", "check", str(path))
    assert result.returncode == 2
    problem_lines = [line for line in result.stdout.splitlines() if line.startswith("error:")]
    assert len(problem_lines) == 1
    assert problem_lines[0].startswith("error: not a readable .dek file: malformed XML")


def test_cli_cards_folder_adds_homebrew_cards(tmp_path: Path) -> None:
    path = tmp_path / "rams.txt"
    path.write_text(legal_text("3 Rams\n"), encoding="utf-8")
    assert run("deck", "check", str(path)).returncode == 2
    result = run("deck", "check", str(path), "--cards", str(HOMEBREW))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "a legal deck of 63 cards" in result.stdout
