"""Card files: our default deck is labelled as ours; bad data fails with one line naming file,
card and field; the ``cards`` parameter replaces the built-in cards."""

from __future__ import annotations

from pathlib import Path

import pytest

import stronghold
from stronghold.engine.errors import CardDataError, ParamsError
from stronghold.games.highlander.library import BUILTIN_DIR, builtin_card_set, load_card_set

from .helpers import TEST_CARDS

GOOD_CHARACTERS = """
source = "mine"
[character."One"]
[[character."One".abilities]]
name = "Edge"
at = 3
strike_bonus = 1
[character."Two"]
"""
GOOD_DECK = """
source = "mine"
positions = ["high", "low"]
[combat."Up"]
copies = 7
attack = ["high"]
follow_up = ["low"]
[combat."Down"]
copies = 7
attack = ["low"]
follow_up = ["high"]
"""


def _folder(tmp_path: Path, deck: str = GOOD_DECK, characters: str = GOOD_CHARACTERS) -> Path:
    """A folder of two card files."""
    (tmp_path / "deck.toml").write_text(deck, encoding="utf-8")
    (tmp_path / "characters.toml").write_text(characters, encoding="utf-8")
    return tmp_path


def _error(tmp_path: Path, **files: str) -> str:
    """The one-line reason loading the folder fails with."""
    with pytest.raises(CardDataError) as caught:
        load_card_set([_folder(tmp_path, **files)])
    reason = caught.value.reason
    assert "\n" not in reason
    return reason


def test_our_default_deck_is_labelled_as_ours() -> None:
    cards = builtin_card_set()
    assert cards.sources == ("stronghold",)
    assert all(card.source == "stronghold" for card in cards.combat)
    for path in BUILTIN_DIR.glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        assert "OUR INVENTED" in text and 'source = "stronghold"' in text


def test_default_deck_uses_every_position_equally() -> None:
    cards = builtin_card_set()
    counts = dict.fromkeys(cards.positions, 0)
    for card in cards.combat:
        for position in card.attack:
            counts[position] += card.copies
    assert len(set(counts.values())) == 1
    assert cards.deck_size == 38


def test_cards_param_replaces_the_built_in_cards(tmp_path: Path) -> None:
    game = stronghold.load("highlander-duel", cards=[str(_folder(tmp_path))])
    assert game.params["cards"] == [str(tmp_path)]
    state = game.new_state(0)
    assert {card.name for card in state.cards.values()} == {"Up", "Down"}
    assert [f.character.name for f in state.fighters] == ["One", "Two"]
    single = stronghold.load("highlander-duel", cards=TEST_CARDS)
    assert single.params["cards"] == [TEST_CARDS]


def test_unknown_field_names_file_card_and_field(tmp_path: Path) -> None:
    deck = GOOD_DECK.replace("copies = 7\nattack", "copies = 7\ncolour = 'red'\nattack", 1)
    reason = _error(tmp_path, deck=deck)
    assert reason.startswith("deck.toml: card 'Up': colour:")


def test_wrong_type_names_the_field(tmp_path: Path) -> None:
    reason = _error(tmp_path, deck=GOOD_DECK.replace("copies = 7", "copies = 'seven'", 1))
    assert reason.startswith("deck.toml: card 'Up': copies:")


def test_unknown_position_is_named_with_the_allowed_ones(tmp_path: Path) -> None:
    reason = _error(tmp_path, deck=GOOD_DECK.replace('attack = ["high"]', 'attack = ["hgh"]'))
    assert reason == (
        "deck.toml: card 'Up': attack: 'hgh' is not a position (positions: high, low)"
    )


def test_bad_ability_field_names_the_character(tmp_path: Path) -> None:
    reason = _error(tmp_path, characters=GOOD_CHARACTERS.replace("at = 3", "at = 30"))
    assert reason.startswith("characters.toml: character 'One': abilities.0.at:")


def test_positions_defined_twice_or_never(tmp_path: Path) -> None:
    twice = GOOD_CHARACTERS.replace('source = "mine"', 'source = "mine"\npositions = ["x"]')
    assert "positions: already defined" in _error(tmp_path, characters=twice)
    never = GOOD_DECK.replace('positions = ["high", "low"]\n', "")
    assert "no card file defines the attack positions" in _error(tmp_path, deck=never)


def test_exactly_two_characters(tmp_path: Path) -> None:
    three = GOOD_CHARACTERS + '[character."Three"]\n'
    assert "exactly two characters" in _error(tmp_path, characters=three)


def test_a_name_defined_twice(tmp_path: Path) -> None:
    clash = GOOD_CHARACTERS.replace('[character."Two"]', '[character."Up"]')
    assert _error(tmp_path, characters=clash) == (
        "deck.toml: card 'Up': already defined in characters.toml"
    )


def test_not_toml(tmp_path: Path) -> None:
    assert _error(tmp_path, deck="positions = [").startswith("deck.toml: not valid TOML")


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="no such card file or folder"):
        stronghold.load("highlander-duel", cards=str(tmp_path / "nowhere"))


def test_too_small_a_deck(tmp_path: Path) -> None:
    folder = _folder(tmp_path, deck=GOOD_DECK.replace("copies = 7", "copies = 2"))
    with pytest.raises(CardDataError, match="at least 13 are needed"):
        stronghold.load("highlander-duel", cards=str(folder))


def test_cards_param_of_the_wrong_type() -> None:
    with pytest.raises(ParamsError, match="cards must be"):
        stronghold.load("highlander-duel", cards=3)
