"""Typed schema of Highlander card files: combat cards, characters and the attack positions.

A card file is TOML. Top-level keys: ``source`` (who made these cards: ``"stronghold"`` for
our invented deck, anything else for cards a player typed in), optionally ``positions`` (the
attack positions, in order along a card's top edge), and the tables ``combat.NAME`` and
``character.NAME``. Unknown fields are errors (``extra="forbid"``), so a typo fails loudly.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    """Base for every schema model: frozen, and unknown fields are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class CardEffects(Strict):
    """What a combat card does when played, beyond its positions (all zero: nothing)."""

    strike_bonus: int = Field(default=0, ge=0, le=5)
    guard: int = Field(default=0, ge=0, le=5)
    riposte: int = Field(default=0, ge=0, le=5)
    momentum: int = Field(default=0, ge=0, le=5)
    free_follow: bool = False


class CombatCard(CardEffects):
    """One kind of combat card: attack positions on top, the follow-up bar at the bottom."""

    name: str = Field(min_length=1)
    copies: int = Field(default=1, ge=1, le=20)
    attack: list[str] = Field(min_length=1)
    follow_up: list[str] = Field(min_length=1)
    text: str = ""
    source: str = ""


class Ability(Strict):
    """A character ability, unlocked for good once its character has taken ``at`` damage."""

    name: str = Field(min_length=1)
    at: int = Field(ge=1, le=11)
    strike_bonus: int = Field(default=0, ge=0, le=5)
    guard: int = Field(default=0, ge=0, le=5)
    riposte: int = Field(default=0, ge=0, le=5)
    steady: bool = False
    text: str = ""


class Character(Strict):
    """One of the two Immortals, with the abilities its card unlocks at damage thresholds."""

    name: str = Field(min_length=1)
    text: str = ""
    abilities: list[Ability] = []
    source: str = ""


class CardFile(Strict):
    """One whole card file, before the files are put together."""

    source: str = Field(min_length=1)
    positions: list[str] | None = None
    combat: dict[str, dict[str, object]] = {}
    character: dict[str, dict[str, object]] = {}
