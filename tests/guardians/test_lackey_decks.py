"""LackeyCCG decks everywhere a deck is taken (issue 15), below the command line: the one deck
reader (format told by content, problems in the format's terms), ``.dek`` files as a game's
decks, the ``.dek`` writer in the plugin's layout and the round trip, and hostile XML.

The ``.dek`` files are written here in the Guardians plugin's layout (``lackey_files``).
"""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from lackey_files import (
    KNIGHTS_DECK,
    KNIGHTS_DEK,
    PIRATES_DEK,
    PIRATES_STARTING,
    plugin_dek,
)

import stronghold
from stronghold.agents import make_agent
from stronghold.engine.errors import DeckError
from stronghold.games.guardians.deck import Deck, Problem, check_deck, lackey_id, lackey_name
from stronghold.games.guardians.deck_reader import (
    deck_format,
    load_deck,
    parse_deck,
    parse_deck_text,
    parse_dek,
)
from stronghold.games.guardians.game import DECKS_DIR, ready_made_decks
from stronghold.games.guardians.library import CardLibrary, builtin_library, library

REPO = Path(__file__).resolve().parents[2]
HOMEBREW = REPO / "examples" / "homebrew"
SCANS = REPO / "stronghold" / "games" / "guardians" / "lackey-images.toml"


@pytest.fixture(scope="module")
def lib() -> CardLibrary:
    return builtin_library()


def errors(problems: list[Problem]) -> list[str]:
    return [p.message for p in problems if p.level == "error"]


def ready(name: str, lib: CardLibrary) -> Deck:
    deck = load_deck(DECKS_DIR / f"{name}.txt", lib)[0]
    assert deck is not None
    return deck


# --- .dek files as a game's decks ---------------------------------------------------------------


def test_dek_text_given_as_a_game_deck_is_read_as_a_dek_not_as_a_text_list() -> None:
    # The defect: every real .dek was refused with "line 1: no card named '<deck version="0.8">'"
    game = stronghold.load("guardians", decks=[KNIGHTS_DEK, PIRATES_DEK], max_turns=2)
    knights, pirates = game.decks
    assert knights.guardian.name == "Rak Nam, Leader of the Mighty"
    assert [s.name for s in knights.strongholds] == ["Khnumian L", "Khnumian C", "Khnumian R"]
    assert pirates.guardian.name == "Grahzue: Lover of Vice"
    assert [s.name for s in pirates.strongholds] == [
        "Freebooter's Stronghold L", "Freebooter's Stronghold C", "Freebooter's Stronghold R",
    ]  # fmt: skip
    assert Counter(knights.counts()) == Counter(dict(KNIGHTS_DECK))
    assert len(pirates.cards) == 70


def test_two_dek_decks_play_a_game_to_the_end() -> None:
    game = stronghold.load("guardians", decks=[PIRATES_DEK, KNIGHTS_DEK], max_turns=2)
    state = game.new_state(seed=11)
    players = {seat: make_agent("random", seed=seat) for seat in (0, 1)}
    steps = 0
    while not state.is_terminal():
        seat = state.current_seat
        assert seat is not None
        state.apply(players[seat].choose(state, seat), seat=seat)
        steps += 1
    assert state.outcome is not None and steps > 10
    again = stronghold.replay(state.record())  # a record holds the .dek text itself
    assert again.fingerprint() == state.fingerprint()
    assert state.record().params["decks"] == [PIRATES_DEK, KNIGHTS_DEK]


def test_the_arena_takes_dek_decks_too() -> None:
    game = stronghold.load("guardians-arena", decks=[KNIGHTS_DEK, "hellfire"])
    assert game.decks[0].strongholds[1].name == "Khnumian C"


def test_a_dek_on_one_line_is_a_deck_not_a_deck_name() -> None:
    one_line = KNIGHTS_DEK.replace("\n", "").replace("\t", "")
    game = stronghold.load("guardians", decks=[one_line, "hellfire"])
    assert game.decks[0].guardian.name.startswith("Rak Nam")


def test_an_illegal_dek_is_refused_in_one_line_in_dek_terms() -> None:
    broken = KNIGHTS_DEK.replace(">Archer<", ">Archr<")
    with pytest.raises(DeckError) as caught:
        stronghold.load("guardians", decks=[broken, "hellfire"])
    assert caught.value.reason == (
        "deck 1 (deck) is not legal: superzone 'Deck': no card named 'Archr' "
        "(did you mean 'Archer'?) (5 copies)"
    )
    no_guardian = plugin_dek(KNIGHTS_DECK, ["Khnumian L", "Khnumian C", "Khnumian R"])
    with pytest.raises(DeckError, match=r"no Guardian: put one in the 'Starting' superzone$"):
        stronghold.load("guardians", decks=["hellfire", no_guardian])


# --- problems in the format's terms -------------------------------------------------------------


def test_dek_problems_name_superzones_not_text_lines(lib: CardLibrary) -> None:
    deck, problems = parse_dek(plugin_dek(KNIGHTS_DECK, []), lib)
    assert deck is None
    found = errors(problems)
    assert "no Guardian: put one in the 'Starting' superzone" in found
    assert "no left stronghold: put one in the 'Starting' superzone" in found
    assert not any("line" in message for message in found)
    doubled = plugin_dek([*KNIGHTS_DECK, ("Thak", 1), ("Khnumian C", 1)], PIRATES_STARTING)
    result = parse_dek(doubled, lib)
    found = errors(check_deck(result))
    assert (
        "Guardian 'Thak, Steady Hand' is in the deck; the Guardian stays outside the deck "
        "(put it in the 'Starting' superzone)"
    ) in found
    assert (
        "stronghold 'Khnumian C' is in the deck; strongholds stay outside the deck "
        "(put them in the 'Starting' superzone)"
    ) in found
    text_found = errors(check_deck(parse_deck_text("Guardian: Thak\n1 Tes Let\n", lib)))
    assert any("(name it on a 'Guardian:' line)" in message for message in text_found)


def test_champs_is_restricted_in_a_dek_too(lib: CardLibrary) -> None:
    starting = ["Rak Nam", "Khnumian L", "Khnumian C", "Khnumian R"]
    result = parse_dek(plugin_dek([*KNIGHTS_DECK, ("Champs, the Wonder Dog", 2)], starting), lib)
    assert errors(check_deck(result)) == [
        "2 copies of 'Champs, the Wonder Dog'; it is restricted to 1 per deck"
    ]


# --- the one reader: the format by content ------------------------------------------------


def test_the_one_reader_tells_the_formats_by_content(lib: CardLibrary, tmp_path: Path) -> None:
    assert deck_format(KNIGHTS_DEK) == "dek"
    assert deck_format("\ufeff\n  " + KNIGHTS_DEK) == "dek"
    assert deck_format("Guardian: Thak\n") == "text"
    dek_deck = parse_deck(KNIGHTS_DEK.encode(), lib)[0]
    assert dek_deck is not None and dek_deck.form == "dek"
    text_deck = parse_deck(dek_deck.to_text(), lib)[0]
    assert text_deck == dek_deck and text_deck is not None and text_deck.form == "text"
    # a file's name says nothing: a .dek holding a text list is a text list
    named_dek = tmp_path / "really-text.dek"
    named_dek.write_text(dek_deck.to_text(), encoding="utf-8")
    loaded = load_deck(named_dek, lib)[0]
    assert loaded is not None and loaded.form == "text" and loaded.cards == dek_deck.cards
    assert loaded.name == "really-text"


def test_bytes_that_are_not_text_are_one_problem(lib: CardLibrary) -> None:
    assert parse_deck(b"4 Sand Lord\n\xff\xfe", lib) == (
        None,
        [Problem("error", "cannot read the deck list: not UTF-8 text")],
    )


def test_a_dek_title_names_the_deck(lib: CardLibrary, tmp_path: Path) -> None:
    titled = KNIGHTS_DEK.replace("<game>guardians</game>", "<title> Khnumian   Knights </title>")
    path = tmp_path / "kk.dek"
    path.write_text(titled, encoding="utf-8")
    deck = load_deck(path, lib)[0]
    assert deck is not None and deck.name == "Khnumian Knights"
    untitled = tmp_path / "plain.dek"
    untitled.write_text(KNIGHTS_DEK, encoding="utf-8")
    assert load_deck(untitled, lib)[0].name == "plain"  # type: ignore[union-attr]


def test_a_dek_in_a_declared_latin_1_encoding_is_read(lib: CardLibrary, tmp_path: Path) -> None:
    declared = '<?xml version="1.0" encoding="ISO-8859-1"?>\n' + KNIGHTS_DEK.replace(
        "<game>guardians</game>", "<title>Spaß mit Rittern</title>"
    )
    data = declared.encode("latin-1")
    path = tmp_path / "latin.dek"
    path.write_bytes(data)
    for deck in (load_deck(path, lib)[0], parse_deck(data, lib)[0], parse_dek(data, lib)[0]):
        assert deck is not None and deck.name == "Spaß mit Rittern"
    punycode = b'<?xml version="1.0" encoding="punycode"?>\n<deck>\xff</deck>'
    assert errors(parse_deck(punycode, lib)[1]) == [
        "cannot read the deck list: not UTF-8 text, nor in an encoding Stronghold reads "
        "(it declares 'punycode')"
    ]


# --- hostile XML ------------------------------------------------------------------------------

LAUGHS = (
    '<?xml version="1.0"?>\n<!DOCTYPE deck [\n<!ENTITY lol "lol">\n'
    + "".join(
        f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">\n'
        for i in range(1, 10)
    )
    + ']>\n<deck><superzone name="Deck"><card><name>&lol9;</name></card></superzone></deck>'
)


@pytest.mark.parametrize(
    "xml",
    [
        LAUGHS,
        '<!DOCTYPE deck [<!ENTITY a "' + "A" * 5000 + '">]><deck><superzone name="Deck">'
        "<card><name>" + "&a;" * 5000 + "</name></card></superzone></deck>",
        '<!DOCTYPE deck [<!ENTITY x SYSTEM "file:///etc/passwd">]><deck><superzone name="Deck">'
        "<card><name>&x;</name></card></superzone></deck>",
        '<!DOCTYPE deck [<!ENTITY % p "x">]><deck/>',
    ],
    ids=["billion-laughs", "quadratic-blowup", "external-entity", "parameter-entity"],
)
def test_entity_declarations_are_refused_before_any_expands(xml: str, lib: CardLibrary) -> None:
    assert parse_deck(xml, lib) == parse_dek(xml, lib)
    deck, problems = parse_dek(xml, lib)
    assert deck is None
    assert errors(problems) == [
        "not a readable .dek file: it declares XML entities, which a .dek file never does"
    ]


def test_a_lackey_doctype_without_entities_is_read(lib: CardLibrary) -> None:
    head = (
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n'
        '<!DOCTYPE deck SYSTEM "http://www.lackeyccg.com/deck.dtd">\n'
    )
    deck, problems = parse_dek(head + KNIGHTS_DEK, lib)
    assert problems == [] and deck is not None and len(deck.cards) == 66


# --- writing .dek: the plugin's layout, and the round trip ----------------------------------


def test_to_dek_writes_the_plugins_layout(lib: CardLibrary) -> None:
    deck = ready("basic-knights", lib)
    written = deck.to_dek()
    assert written.startswith('<deck version="0.8">\n\t<meta>\n\t\t<game>guardians</game>\n')
    archer = '\t\t<card><name id="ArcherMortalKnightCommon1.png">Archer</name><set>RE</set>'
    assert archer in written
    assert ">Shield Maitz&apos;s Lightning 14</name>" in written
    root = ET.fromstring(written)
    zones = root.findall("superzone")
    assert [zone.get("name") for zone in zones] == ["Deck", "Starting"]
    deck_zone, starting = zones
    assert len(deck_zone.findall("card")) == len(deck.cards)
    assert [card.findtext("name") for card in starting.findall("card")] == [
        deck.guardian.name,
        *(s.name for s in deck.strongholds),
    ]
    assert all(card.find("name").get("id") for card in root.iter("card"))  # type: ignore[union-attr]
    assert root.findtext("meta/title") == deck.name


@pytest.mark.parametrize("name", ready_made_decks())
def test_every_ready_made_deck_round_trips_through_dek(name: str, lib: CardLibrary) -> None:
    deck = ready(name, lib)
    as_dek, problems = parse_deck(deck.to_dek(), lib)
    assert problems == [] and as_dek == deck and as_dek is not None
    assert (as_dek.name, as_dek.guardian, as_dek.strongholds) == (
        deck.name, deck.guardian, deck.strongholds,
    )  # fmt: skip
    back, problems = parse_deck(as_dek.to_text(), lib)
    assert problems == [] and back == deck and back is not None and back.name == deck.name


def test_the_round_trip_keeps_mixed_strongholds_and_the_plugins_own_files(lib: CardLibrary) -> None:
    mixed = plugin_dek(
        KNIGHTS_DECK,
        ["Rak Nam", "Freebooter's Stronghold L", "Khnumian C", "Freebooter's Stronghold R"],
    )
    deck = parse_deck(mixed, lib)[0]
    assert deck is not None and deck.stronghold_set is None
    for form in ("text", "dek"):
        again = parse_deck(deck.to_format(form), lib)[0]  # type: ignore[arg-type]
        assert again == deck and again is not None
        assert [s.name for s in again.strongholds] == [
            "Freebooter's Stronghold L", "Khnumian C", "Freebooter's Stronghold R",
        ]  # fmt: skip
    pirates = parse_deck(PIRATES_DEK, lib)[0]
    assert pirates is not None
    assert parse_deck(parse_deck(pirates.to_text(), lib)[0].to_dek(), lib)[0] == pirates  # type: ignore[union-attr]


def test_a_users_own_card_gets_an_id_from_its_name(tmp_path: Path) -> None:
    with_rams = library([HOMEBREW])
    deck = parse_deck(
        plugin_dek([*KNIGHTS_DECK, ("Rams", 3)], ["Rak Nam", "Khnumian L", "Khnumian C",
                                                  "Khnumian R"]), with_rams,
    )[0]  # fmt: skip
    assert deck is not None
    assert lackey_id(with_rams.get("Rams")) == "Rams.png"
    assert '<name id="Rams.png">Rams</name><set>HB</set>' in deck.to_dek()
    assert parse_deck(deck.to_dek(), with_rams)[0] == deck
    assert errors(parse_deck(deck.to_dek(), builtin_library())[1]) == [
        "superzone 'Deck': no card named 'Rams' (did you mean 'Crash'?) (3 copies)"
    ]


def test_every_card_has_its_plugin_scan_and_every_scan_a_card(lib: CardLibrary) -> None:
    plugin = tomllib.loads(SCANS.read_text(encoding="utf-8"))
    scans, names = plugin["scans"], plugin["names"]
    assert sorted(scans) == sorted(card.name for card in lib)
    assert all(lib.get(spelling).name == name for name, spelling in names.items())
    padded = lib.get("Dust Geyser")  # the plugin's list spells it with a trailing space
    assert lackey_name(padded) == "Dust Geyser " and lackey_name(lib.get("Archer")) == "Archer"
    assert all(isinstance(scan, str) and ".png" in scan for scan in scans.values())
    dispel = "DispelMagicSpellCommon2.png,CardBackDoubleBorder.png"  # a scan with its back
    assert lackey_id(lib.get("Dispel Magic")) == dispel


def test_cards_the_plugin_spells_with_spaces_round_trip(lib: CardLibrary) -> None:
    text = "Guardian: Rak Nam\nStrongholds: Khnumian\n3 Dust Geyser\n2 Bone Shambler\n1 Ankh\n"
    deck = parse_deck(text, lib)[0]
    assert deck is not None
    written = deck.to_dek()
    assert ">Dust Geyser </name>" in written and ">Bone Shambler </name>" in written
    assert parse_deck(written, lib)[0] == deck
