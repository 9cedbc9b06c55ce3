"""Loads Highlander card files into one checked card set: a wrong field names file, card, field.

The built-in files (``cards/*.toml``) hold our invented deck and abilities. A player who owns
the game passes ``cards`` (files or folders) to use the real cards instead: the files given
replace the built-in ones entirely and must together define the positions once, the combat
cards and exactly two characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from stronghold.engine.errors import CardDataError
from stronghold.engine.limits import load_toml, quote, read_text, shorten
from stronghold.games.highlander.schema import Ability, CardFile, Character, CombatCard

BUILTIN_DIR = Path(__file__).with_name("cards")
#: What a position's name may look like (it appears in action phrases and panels).
_POSITION = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@dataclass(frozen=True)
class CardSet:
    """Everything the card files define: positions, the combat deck and the two characters."""

    positions: tuple[str, ...]
    combat: tuple[CombatCard, ...]
    characters: tuple[Character, Character]
    sources: tuple[str, ...]

    @property
    def deck_size(self) -> int:
        """How many combat cards the deck holds (copies counted)."""
        return sum(card.copies for card in self.combat)

    def card(self, name: str) -> CombatCard:
        """The combat card called ``name``; CardDataError if there is none."""
        for card in self.combat:
            if card.name == name:
                return card
        raise CardDataError(f"no combat card named {quote(name)}")


def _describe(error: ValidationError) -> str:
    """The first problem of a validation error as ``field: message`` on one line."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "card"
    return f"{shorten(where)}: {first['msg']}".replace("\n", " ")


def _validate(model: type[BaseModel], data: dict[str, Any], where: str) -> Any:
    """``model`` built from ``data``; CardDataError prefixed with ``where`` if it is not one."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise CardDataError(f"{where}: {_describe(exc)}") from None


@dataclass
class _Parsed:
    """One file's contents, validated field by field but not yet checked against the others."""

    path: Path
    source: str
    positions: list[str] | None
    combat: list[CombatCard]
    characters: list[Character]


def _parse_file(path: Path) -> _Parsed:
    """One card file, each card validated; CardDataError naming file, card and field."""
    text = read_text(path, error=CardDataError)
    data = load_toml(text, error=CardDataError, context=f"{path.name}: ")
    head = _validate(CardFile, data, path.name)
    assert isinstance(head, CardFile)
    combat = []
    for name, table in head.combat.items():
        fields = {"source": head.source, **table, "name": name}
        card = _validate(CombatCard, fields, f"{path.name}: card {quote(name)}")
        combat.append(card)
    characters = []
    for name, table in head.character.items():
        fields = {"source": head.source, **table, "name": name}
        character = _validate(Character, fields, f"{path.name}: character {quote(name)}")
        characters.append(character)
    return _Parsed(path, head.source, head.positions, combat, characters)


def _files(paths: Iterable[Path]) -> list[Path]:
    """The card files a list of files and folders names (a folder: its ``*.toml``, sorted)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(path.glob("*.toml")))
        elif path.is_file():
            found.append(path)
        else:
            raise CardDataError(f"{path}: no such card file or folder")
    if not found:
        raise CardDataError("no card files found in " + ", ".join(str(p) for p in paths))
    return found


def _check_positions(positions: list[str], where: str) -> tuple[str, ...]:
    """The attack positions, which must be distinct lower-case words joined by hyphens."""
    if not positions:
        raise CardDataError(f"{where}: positions: at least one attack position is needed")
    for position in positions:
        if not _POSITION.fullmatch(position):
            raise CardDataError(
                f"{where}: positions: {quote(position)} must be lower-case words joined by hyphens"
            )
    if len(set(positions)) != len(positions):
        raise CardDataError(f"{where}: positions: a position is listed twice")
    return tuple(positions)


def _check_card(card: CombatCard, positions: tuple[str, ...], where: str) -> None:
    """A combat card's positions exist and none is repeated."""
    for field in ("attack", "follow_up"):
        values: list[str] = getattr(card, field)
        for value in values:
            if value not in positions:
                allowed = ", ".join(positions)
                raise CardDataError(
                    f"{where}: card {quote(card.name)}: {field}: {quote(value)} is not a position "
                    f"(positions: {allowed})"
                )
        if len(set(values)) != len(values):
            raise CardDataError(
                f"{where}: card {quote(card.name)}: {field}: a position is repeated"
            )


def _check_character(character: Character, where: str) -> None:
    """A character's abilities have distinct names."""
    names = [ability.name for ability in character.abilities]
    if len(set(names)) != len(names):
        raise CardDataError(
            f"{where}: character {quote(character.name)}: abilities: a name repeats"
        )


def load_card_set(paths: Sequence[Path]) -> CardSet:
    """The card set the files and folders in ``paths`` define together (checked as a whole)."""
    parsed = [_parse_file(path) for path in _files(paths)]
    with_positions = [item for item in parsed if item.positions is not None]
    if not with_positions:
        raise CardDataError("positions: no card file defines the attack positions")
    if len(with_positions) > 1:
        first, second = with_positions[0].path.name, with_positions[1].path.name
        raise CardDataError(f"{second}: positions: already defined in {first}")
    owner = with_positions[0]
    assert owner.positions is not None
    positions = _check_positions(owner.positions, owner.path.name)
    combat: list[CombatCard] = []
    characters: list[Character] = []
    seen: dict[str, str] = {}
    for item in parsed:
        for card in item.combat:
            _check_card(card, positions, item.path.name)
        for character in item.characters:
            _check_character(character, item.path.name)
        for name in [c.name for c in item.combat] + [c.name for c in item.characters]:
            if name.casefold() in seen:
                raise CardDataError(
                    f"{item.path.name}: card {quote(name)}: "
                    f"already defined in {seen[name.casefold()]}"
                )
            seen[name.casefold()] = item.path.name
        combat.extend(item.combat)
        characters.extend(item.characters)
    if not combat:
        raise CardDataError("combat: no card file defines any combat card")
    if len(characters) != 2:
        names = ", ".join(repr(c.name) for c in characters) or "none"
        raise CardDataError(f"character: exactly two characters are needed, found {names}")
    sources = tuple(dict.fromkeys(item.source for item in parsed))
    return CardSet(positions, tuple(combat), (characters[0], characters[1]), sources)


@cache
def builtin_card_set() -> CardSet:
    """Our invented deck and abilities (loaded once)."""
    return load_card_set([BUILTIN_DIR])


def card_set(paths: Sequence[str] = ()) -> CardSet:
    """The built-in card set, or the one the given files and folders define instead."""
    if not paths:
        return builtin_card_set()
    return load_card_set([Path(path) for path in paths])


def ability_text(ability: Ability) -> str:
    """What an ability does, in words: its own text, or one made from its keywords."""
    if ability.text:
        return ability.text
    parts = []
    if ability.strike_bonus:
        parts.append(f"your Strikes deal {ability.strike_bonus} more damage")
    if ability.guard:
        parts.append(f"Strikes against you deal {ability.guard} less (never below 1)")
    if ability.riposte:
        parts.append(
            f"when you Block as the Defending Player, the attacker takes {ability.riposte}"
        )
    if ability.steady:
        parts.append("you take no damage for playing off your follow-up bar")
    return "; ".join(parts) or "no effect"


def card_text(card: CombatCard) -> str:
    """What a combat card does when played, in words: its own text, or one from its keywords."""
    if card.text:
        return card.text
    parts = []
    if card.strike_bonus:
        parts.append(f"if it Strikes, {card.strike_bonus} more damage")
    if card.guard:
        parts.append(f"if Struck while defending, {card.guard} less damage (never below 1)")
    if card.riposte:
        parts.append(f"if it Blocks while defending, the attacker takes {card.riposte}")
    if card.momentum:
        parts.append(f"your next card this round Strikes for {card.momentum} more")
    if card.free_follow:
        parts.append("your next card this round may be any card")
    return "; ".join(parts)
