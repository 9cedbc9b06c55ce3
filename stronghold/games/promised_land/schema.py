"""Typed schema of Warrior and Armory cards: every fact carries its source (rules or ours).

A card file is TOML, one table per card keyed by its name, with ``kind = "warrior"`` or
``kind = "armory"``. Each fact is a table ``{ value = ..., source = "rules" | "stronghold",
note = "..." }``: ``rules`` when the rules text (or a public source listed in the rules README)
states it, ``stronghold`` when it is our own choice, the note saying where from or why.
Unknown fields are errors, so a typo fails the whole load.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

T = TypeVar("T")


class Strict(BaseModel):
    """Base of every schema model: frozen, and unknown fields are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Icon(StrEnum):
    """Our icon set (no source gives the printed icons); replaceable with the cards folder."""

    BLADE = "blade"
    BOW = "bow"
    SHIELD = "shield"
    HOST = "host"
    SCROLL = "scroll"
    DAGGER = "dagger"
    CROWN = "crown"
    WILDERNESS = "wilderness"


class Alignment(StrEnum):
    """A Warrior's kind, shown by the yellow (Righteous) or red (Wicked) dot."""

    RIGHTEOUS = "righteous"
    WICKED = "wicked"


class Dot(StrEnum):
    """The dot an Armory card may carry in place of an icon."""

    RIGHTEOUS = "righteous"
    WICKED = "wicked"
    NONE = "none"


class Effect(StrEnum):
    """What an Armory card does beyond its points (armory.py implements each)."""

    POINTS = "points"
    REINFORCEMENTS = "reinforcements"
    AMBUSH = "ambush"
    BLOCK = "block"
    TAKE = "take"
    DECEPTION = "deception"
    ESCAPE = "escape"
    FAITHFUL_WOMEN = "faithful_women"
    FORTRESS = "fortress"
    MURMURING = "murmuring"
    PROPHECY = "prophecy"
    SLEEP = "sleep"
    SWORD_OF_LABAN = "sword_of_laban"


Source = Literal["rules", "stronghold"]


class Fact(Strict, Generic[T]):
    """One fact of a card and where it comes from."""

    value: T
    source: Source
    note: str

    @field_validator("note")
    @classmethod
    def _note_said(cls, note: str) -> str:
        if not note.strip():
            raise ValueError("a fact needs a note saying where it comes from or why")
        return note


class AbilityBase(Strict):
    """A Warrior's special ability, with its provenance."""

    source: Source
    note: str


class BonusWith(AbilityBase):
    """Extra points while a card of this name is enabled in the same line."""

    kind: Literal["bonus_with"]
    card: str
    points: int


class BonusAgainst(AbilityBase):
    """Extra points against an opponent whose line holds the named card, or a prophet primary."""

    kind: Literal["bonus_against"]
    card: str | None = None
    prophet: bool = False
    points: int


class Plunder(AbilityBase):
    """On winning a Challenge, also take the top cards of the loser's Discard pile."""

    kind: Literal["plunder"]
    cards: int = Field(ge=1)


class Nemesis(AbilityBase):
    """Facing the named Warrior starts the special battle (Coriantumr and Shiz)."""

    kind: Literal["nemesis"]
    warrior: str


Ability = Annotated[BonusWith | BonusAgainst | Plunder | Nemesis, Field(discriminator="kind")]


class CardBase(Strict):
    """What every card has: name, copies in the deck, icons, and our one-line summary."""

    name: str
    count: Fact[int]
    icons: Fact[list[Icon]]
    text: str
    aliases: list[str] = []

    @field_validator("count")
    @classmethod
    def _count_positive(cls, count: Fact[int]) -> Fact[int]:
        if count.value < 1:
            raise ValueError("count must be at least 1")
        return count


class Warrior(CardBase):
    """A gold-bordered Warrior card."""

    kind: Literal["warrior"]
    alignment: Fact[Alignment]
    points: Fact[int]
    prophet: Fact[bool]
    abilities: list[Ability] = []


class Armory(CardBase):
    """A blue-bordered Armory card; points by the holder's primary kind where they differ."""

    kind: Literal["armory"]
    effect: Fact[Effect]
    points: Fact[int]
    righteous_points: Fact[int] | None = None
    wicked_points: Fact[int] | None = None
    vs_prophet_points: Fact[int] | None = None
    weapon: Fact[bool]
    dot: Fact[Dot]


AnyCard = Annotated[Warrior | Armory, Field(discriminator="kind")]
