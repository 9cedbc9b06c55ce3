"""Action notation: quoting round-trips any card name; Notation parses every field kind."""

from __future__ import annotations

import enum
import shlex
from dataclasses import FrozenInstanceError, dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stronghold.engine.actions import (
    Action,
    Notation,
    format_tokens,
    parse_tokens,
    split_tokens,
    usage,
)
from stronghold.engine.errors import NotationError

CARD_NAMES = [
    "Gn'Omish Gnomes",
    "Rak Nam, Leader of the Mighty",
    "St. Ballantine's Evocation",
    "Sand Lord",
    'The "Quoted" One',
    "Back\\slash",
    "",
    "Émile's Ûber Ring",
    "tab\tand\nnewline",
]


class Payment(enum.Enum):
    GOLD = "gold"
    SILVER = "silver"


@dataclass(frozen=True, slots=True)
class Bribe(Action):
    card: str
    payment: Payment


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    card: str
    slot: int
    face_down: bool


@dataclass(frozen=True, slots=True)
class Order(Action):
    kind = "order"
    first: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


NOTATION = Notation(Bribe, PlayCard, Order, Pass)


def test_format_quotes_only_what_needs_it() -> None:
    assert format_tokens("bribe", "Sand Lord", "gold") == 'bribe "Sand Lord" gold'
    assert format_tokens("take", 2, 3) == "take 2 3"
    assert format_tokens("say", "") == 'say ""'


@pytest.mark.parametrize("name", CARD_NAMES)
def test_card_names_round_trip(name: str) -> None:
    assert split_tokens(format_tokens("bribe", name, "gold")) == ["bribe", name, "gold"]


@given(st.lists(st.text(), max_size=6))
def test_any_tokens_round_trip(tokens: list[str]) -> None:
    assert split_tokens(format_tokens(*tokens)) == tokens


def test_unclosed_quote_is_a_notation_error() -> None:
    with pytest.raises(NotationError, match="closing quotation"):
        split_tokens('bribe "Sand Lord gold')


@given(st.text(alphabet=st.sampled_from(list("ab #-_.\t\n'\"\\\u00e9\u00a0")), max_size=12))
def test_split_tokens_splits_as_shlex_does(text: str) -> None:
    try:
        expected: list[str] | None = shlex.split(text, posix=True)
    except ValueError:
        expected = None
    if expected is None:
        with pytest.raises(NotationError):
            split_tokens(text)
    else:
        assert split_tokens(text) == expected


def test_default_kind_is_the_kebab_case_class_name() -> None:
    assert (Bribe.kind, PlayCard.kind, Order.kind, Pass.kind) == (
        "bribe",
        "play-card",
        "order",
        "pass",
    )


def test_str_is_the_notation_and_parses_back() -> None:
    actions: list[Action] = [
        Bribe("Sand Lord", Payment.GOLD),
        PlayCard("St. Ballantine's Evocation", 3, True),
        Order(1, ("Gn'Omish Gnomes", "Rak Nam, Leader of the Mighty")),
        Order(0, ()),
        Pass(),
    ]
    texts = [str(action) for action in actions]
    assert texts == [
        'bribe "Sand Lord" gold',
        'play-card "St. Ballantine\'s Evocation" 3 yes',
        'order 1 "Gn\'Omish Gnomes" "Rak Nam, Leader of the Mighty"',
        "order 0",
        "pass",
    ]
    assert [NOTATION.parse(text) for text in texts] == actions


def test_parse_is_forgiving_about_keyword_and_enum_case() -> None:
    assert NOTATION.parse("BRIBE 'Sand Lord' GOLD") == Bribe("Sand Lord", Payment.GOLD)
    assert parse_tokens("pass", [Pass]) == Pass()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty action text"),
        ("brib x gold", "unknown action 'brib'; did you mean bribe?"),
        ("fly", "unknown action 'fly'; expected bribe, play-card, order, pass"),
        ("bribe x", "expected 'bribe CARD PAYMENT', got 'bribe x'"),
        ("pass now", "expected 'pass', got 'pass now'"),
        ("bribe x copper", "PAYMENT must be one of gold, silver, not 'copper'"),
        ("play-card x two yes", "SLOT must be a whole number, not 'two'"),
        ("play-card x 2 maybe", "FACE_DOWN must be yes or no, not 'maybe'"),
    ],
)
def test_bad_text_gives_a_readable_notation_error(text: str, reason: str) -> None:
    with pytest.raises(NotationError) as caught:
        NOTATION.parse(text)
    assert caught.value.reason == reason


def test_usage_shows_the_pattern() -> None:
    assert usage(Order) == "order FIRST CARDS..."
    assert NOTATION.usages() == [
        "bribe CARD PAYMENT",
        "play-card CARD SLOT FACE_DOWN",
        "order FIRST CARDS...",
        "pass",
    ]


def test_actions_are_frozen_hashable_values() -> None:
    action = Bribe("Sand Lord", Payment.GOLD)
    assert {action, Bribe("Sand Lord", Payment.GOLD)} == {action}
    assert action != Bribe("Sand Lord", Payment.SILVER)
    assert str(action) != str(PlayCard("Sand Lord", 0, False))
    with pytest.raises(FrozenInstanceError):
        action.card = "other"  # type: ignore[misc]


def test_two_classes_with_one_keyword_are_refused() -> None:
    @dataclass(frozen=True, slots=True)
    class OtherPass(Action):
        kind = "pass"

    with pytest.raises(ValueError, match="keyword 'pass'"):
        Notation(Pass, OtherPass)


@dataclass(frozen=True, slots=True)
class Move(Action):
    dest: str
    via: str | None = None
    steps: int | None = None


def test_optional_last_fields_are_written_only_when_set_and_read_back() -> None:
    notation = Notation(Move, Pass)
    assert str(Move("B2")) == "move B2"
    assert str(Move("B2", "A1")) == "move B2 A1"
    assert str(Move("B2", "A1", 3)) == "move B2 A1 3"
    for action in (Move("B2"), Move("B2", "A1"), Move("B2", "A1", 3)):
        assert notation.parse(str(action)) == action
    assert usage(Move) == "move DEST [VIA] [STEPS]"
    with pytest.raises(NotationError) as caught:
        notation.parse("move B2 A1 3 4")
    assert caught.value.reason == "expected 'move DEST [VIA] [STEPS]', got 'move B2 A1 3 4'"
    with pytest.raises(NotationError) as missing:
        notation.parse("move")
    assert missing.value.reason == "expected 'move DEST [VIA] [STEPS]', got 'move'"
    with pytest.raises(NotationError) as wrong:
        notation.parse("move B2 A1 three")
    assert wrong.value.reason == "STEPS must be a whole number, not 'three'"


def test_optional_fields_must_come_last_and_default_to_none() -> None:
    @dataclass(frozen=True, slots=True)
    class Early(Action):
        first: str | None = None
        second: str = "x"

    @dataclass(frozen=True, slots=True)
    class NoDefault(Action):
        first: str | None

    with pytest.raises(TypeError, match="optional fields come last"):
        Notation(Early)
    with pytest.raises(TypeError, match="defaults to None"):
        Notation(NoDefault)
