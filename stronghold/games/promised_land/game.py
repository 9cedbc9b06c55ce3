"""The ``promised-land`` game: Warriors of the Promised Land for 2 to 6 players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.errors import CardDataError, ParamsError
from stronghold.engine.limits import pick_name
from stronghold.engine.registry import Game, register
from stronghold.games.promised_land import views
from stronghold.games.promised_land.catalog import Catalog
from stronghold.games.promised_land.library import card_set
from stronghold.games.promised_land.rules import Rules
from stronghold.games.promised_land.schema import Warrior
from stronghold.games.promised_land.setup import FIRST_DRAW
from stronghold.games.promised_land.state import PromisedLandState

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding

MIN_PLAYERS = 2
MAX_PLAYERS = 6
#: Rounds after which the players stop and count Warrior cards (see the rules notes).
DEFAULT_MAX_ROUNDS = 30


class PromisedLandGame(Game):
    """Warriors of the Promised Land with its setup fixed.

    Params: ``players`` (2-6, default 2), ``max_rounds`` (the players stop and count Warrior
    cards after this many battle rounds; default 30), ``cards`` (a folder, or a list of
    folders, of card TOML files replacing the built-in cards), ``rules`` (rule options, see
    ``rules.py``).
    """

    id = "promised-land"
    params_accepted = ("players", "max_rounds", "cards", "rules")
    notation = (
        "Notation: lay CARD, draw warrior|armory, call (Call to battle!), done, pass,\n"
        "look SEAT (Prophecy), challenge SEAT, use CARD TARGET (Conversion, Dissenter, Escape,\n"
        "Deception). Cards: W01.. Warriors, A01.. Armory. Rules: docs/promised-land.md."
    )
    conformance_max_steps = 20_000

    def __init__(self, **params: Any) -> None:
        unknown = sorted(set(params) - set(self.params_accepted))
        if unknown:
            allowed = ", ".join(self.params_accepted)
            raise ParamsError(
                f"promised-land: unknown parameter(s) {', '.join(unknown)}; allowed: {allowed}"
            )
        players = params.get("players", MIN_PLAYERS)
        if isinstance(players, bool) or not isinstance(players, int):
            raise ParamsError("promised-land: players must be a whole number from 2 to 6")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ParamsError(f"promised-land: players must be 2 to 6, not {players}")
        max_rounds = params.get("max_rounds", DEFAULT_MAX_ROUNDS)
        if isinstance(max_rounds, bool) or not isinstance(max_rounds, int) or max_rounds < 1:
            raise ParamsError("promised-land: max_rounds must be a whole number of at least 1")
        folders = _folders(params.get("cards", []))
        rules = Rules.from_params(params.get("rules"))
        super().__init__(
            players=players, max_rounds=max_rounds, cards=folders, rules=rules.to_dict()
        )
        self.seats = players
        self.max_rounds = max_rounds
        self.catalog = Catalog(card_set(folders), rules)
        #: ``auto_pass`` skips a player whose only choice is to pass, which tells the table.
        self.keeps_secrets = not rules.auto_pass
        self._check_decks()

    def _check_decks(self) -> None:
        """Each player must be dealt at least three Warrior and three Armory cards."""
        for ids, what in (
            (self.catalog.warrior_ids, "Warrior"),
            (self.catalog.armory_ids, "Armory"),
        ):
            if len(ids) < FIRST_DRAW * self.seats:
                raise ParamsError(
                    f"promised-land: {len(ids)} {what} cards cannot deal {FIRST_DRAW} to each "
                    f"of {self.seats} players"
                )

    def _start(self, seed: int) -> PromisedLandState:
        return PromisedLandState(self, seed=seed, catalog=self.catalog, max_rounds=self.max_rounds)

    def encoding(self) -> ActionEncoding:
        """The fixed action space and observation layout (``encoding``)."""
        from stronghold.games.promised_land.encoding import ENCODING

        return ENCODING

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        return views.present(view, seat)

    def card_text(self, name: str) -> list[str]:
        """A Warrior or Armory card: its facts, its abilities and what it does."""
        cards = self.catalog.cards
        try:
            chosen = cards.canonical_name(name)
        except CardDataError:
            chosen = pick_name(name, [card.name for card in cards])
        card = cards.warriors.get(chosen) or cards.armory[chosen]
        lines = [f"{card.name} ({card.kind}, {card.count.value} in the deck)"]
        if isinstance(card, Warrior):
            lines.append(f"alignment: {card.alignment.value.value}")
            lines.append(f"points: {card.points.value}")
            if card.prophet.value:
                lines.append("a prophet")
        else:
            lines.append(f"effect: {card.effect.value.value}")
            for label, fact in (
                ("points", card.points),
                ("with a Righteous primary", card.righteous_points),
                ("with a Wicked primary", card.wicked_points),
                ("against a prophet", card.vs_prophet_points),
            ):
                if fact is not None and (fact.value or label == "points"):
                    lines.append(f"{label}: {fact.value}")
            if card.weapon.value:
                lines.append("a weapon card")
        lines.append(f"icons: {', '.join(str(icon) for icon in card.icons.value) or 'none'}")
        lines.append(f"What it does: {card.text}")
        return lines

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        """The default rules, then every other value of every rule option in one of three
        short games (4 players where ``deal = "equal"`` has cards to set aside); kept small,
        as the secrets checks cost about the square of the number of players."""
        return [
            {"players": 2, "max_rounds": 4},
            {
                "players": 2,
                "max_rounds": 3,
                "rules": {
                    "primary": "face-down",
                    "call_in_primary_round": True,
                    "must_lay": False,
                    "keep_hands": False,
                    "surrender": "hand-and-decks",
                    "stoning_prophet": "any-warrior",
                },
            },
            {
                "players": 4,
                "max_rounds": 1,
                "rules": {
                    "deal": "equal",
                    "targets": "any",
                    "dotted_cards": "icons-too",
                    "doubling": "once",
                    "block_cap": False,
                    "count_ties": "all-cards",
                },
            },
            {"players": 2, "max_rounds": 2, "rules": {"auto_pass": True}},
        ]


def _folders(value: Any) -> list[str]:
    """The ``cards`` parameter as a list of folder names (one folder, or several)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return list(value)
    raise ParamsError("promised-land: cards must be a folder of card files (or a list of them)")


register(
    "promised-land",
    PromisedLandGame,
    aliases=("warriors-of-the-promised-land", "warriors"),
    title="Warriors of the Promised Land",
    description=(
        "Book of Mormon card game for 2-6 players (J. H. Fullmer, c. 2008): arm a Warrior with "
        "face-down cards, call to battle, and capture your opponents' cards."
    ),
)
