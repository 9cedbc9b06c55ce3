"""The ``highlander-duel`` game: Highlander: The Duel, Connor MacLeod against The Kurgan."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.errors import CardDataError, ParamsError
from stronghold.engine.limits import pick_name
from stronghold.engine.registry import Game, register
from stronghold.games.highlander.evaluate import CardValues, card_values
from stronghold.games.highlander.library import CardSet, ability_text, card_set, card_text
from stronghold.games.highlander.rules import HAND_SIZE, MAX_ROUNDS_RANGE, Rules
from stronghold.games.highlander.schema import CombatCard
from stronghold.games.highlander.state import DuelState
from stronghold.games.highlander.view import present

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding


class HighlanderGame(Game):
    """A duel between the two characters over a shared combat deck.

    Params: ``rules`` (a table of rule options, see ``rules.Rules``; where the text
    contradicts itself or is silent) and ``cards`` (a card file or folder, or a list of them,
    replacing our invented deck and abilities with yours).
    """

    id = "highlander-duel"
    seats = 2
    params_accepted = ("rules", "cards")
    notation = (
        "Notation: take CARD (draft a face-up card; the deck replaces it), draw (the deck's top\n"
        "card), play CARD (your card for the clash, hidden until both have chosen).\n"
        "Rules and the invented deck: docs/highlander-duel.md."
    )
    #: Rounds are capped (at most 50), each at most 8 draft picks and 8 card choices.
    conformance_max_steps = MAX_ROUNDS_RANGE[1] * 2 * 2 * HAND_SIZE

    def __init__(self, **params: Any) -> None:
        unknown = sorted(set(params) - set(self.params_accepted))
        if unknown:
            raise ParamsError(
                f"highlander-duel: unknown parameter(s) {', '.join(unknown)}; "
                f"allowed: {', '.join(self.params_accepted)}"
            )
        rules = Rules.from_params(params.get("rules"))
        paths = _card_paths(params.get("cards"))
        stored: dict[str, Any] = {"rules": rules.to_params()}
        if paths:
            stored["cards"] = paths
        super().__init__(**stored)
        self.rules = rules
        self.card_set: CardSet = card_set(paths)
        self.card_set_by_name: dict[str, CombatCard] = {c.name: c for c in self.card_set.combat}
        self.card_values: CardValues = card_values(self.card_set, rules)
        needed = 2 * HAND_SIZE + rules.face_up_cards
        if self.card_set.deck_size < needed:
            raise CardDataError(
                f"combat: the deck has {self.card_set.deck_size} cards; at least {needed} are "
                f"needed (two hands of {HAND_SIZE} and {rules.face_up_cards} face up)"
            )

    def _start(self, seed: int) -> DuelState:
        return DuelState(self, seed=seed)

    def encoding(self) -> ActionEncoding:
        """The fixed action space and observation layout (``encoding``)."""
        from stronghold.games.highlander.encoding import ENCODING

        return ENCODING

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        return present(view, seat)

    def card_text(self, name: str) -> list[str]:
        """A combat card (attack positions, follow-up bar, what it does) or a character (its
        abilities and when each unlocks)."""
        characters = {c.name: c for c in self.card_set.characters}
        chosen = pick_name(name, [*self.card_set_by_name, *characters])
        if chosen in characters:
            character = characters[chosen]
            lines = [f"{character.name} (character)"]
            if character.text:
                lines.append(character.text)
            lines += [
                f"{ability.name}, at {ability.at} damage: {ability_text(ability)}"
                for ability in character.abilities
            ]
            return lines
        card = self.card_set_by_name[chosen]
        lines = [
            f"{card.name} (combat card, {card.copies} in the deck)",
            f"attacks: {', '.join(card.attack)}",
            f"follow-up bar: {', '.join(card.follow_up)}",
        ]
        does = card_text(card)
        if does:
            lines.append(f"What it does: {does}")
        return lines

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        return [
            {},
            {
                "rules": {
                    "round_end_cards": 2,
                    "perfect_block": "offensive-positions",
                    "face_up_cards": 1,
                    "first_offensive": "seat-1",
                    "max_rounds": 3,
                }
            },
        ]


def _card_paths(value: Any) -> list[str]:
    """The ``cards`` parameter as a list of paths; ParamsError if it is neither a path nor
    a list of paths."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return list(value)
    raise ParamsError("highlander-duel: cards must be a card file or folder, or a list of them")


register(
    "highlander-duel",
    HighlanderGame,
    aliases=("highlander", "highlander-the-duel"),
    title="Highlander: The Duel",
    description=(
        "Connor MacLeod against The Kurgan: draft combat cards, clash four times a round, "
        "12 damage ends it (B&B Game Studio; our invented deck unless you supply the real one)."
    ),
)
