"""The ``guardians`` game: a whole game of Guardians between two decks."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from stronghold.engine.errors import DeckError, ParamsError
from stronghold.engine.limits import quote, read_text, shorten
from stronghold.engine.registry import Game, register
from stronghold.games.guardians.deck import Deck, check_deck
from stronghold.games.guardians.deck_reader import deck_format, parse_deck
from stronghold.games.guardians.library import CardLibrary, card_folders, library
from stronghold.games.guardians.random_deck import NAME as RANDOM_POOL
from stronghold.games.guardians.random_deck import is_random_pool, random_deck, settle

if TYPE_CHECKING:
    from stronghold.games.guardians.play.layout import Layout
    from stronghold.games.guardians.play.state import GameState

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding

#: Where the ready-made decks live (``examples/decks/NAME.txt``), looked up by name.
DECKS_DIR = Path(__file__).resolve().parents[3] / "examples" / "decks"
DEFAULT_DECKS = ("basic-knights", "basic-knights")
#: The part of a word a line cut short ends in (the generic panels cut lines at 100 characters).
_CUT_TOKEN = re.compile(r"[0-9A-Za-z_]+…$")


def whole_tokens(panels: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Panels whose lines cut short end in no part of a word (no fragment of a card id)."""
    for panel in panels:
        if "lines" in panel:
            panel["lines"] = [_CUT_TOKEN.sub("…", line) for line in panel["lines"]]
    return panels


#: Where an Amulet of Flying goes when its wearer leaves its stack alive (the ``amulet_travels``
#: parameter; the default first): it stays with the stack, or goes with the wearer.
AMULET_TRAVELS = ("stack", "wearer")
#: Guardians' rule options: each name with its allowed values, the default first.
RULE_OPTIONS: dict[str, tuple[str, ...]] = {"amulet_travels": AMULET_TRAVELS}


def rule_options(game_id: str, value: Any) -> dict[str, str]:
    """The rule options a ``rules`` parameter sets, with the defaults for the rest;
    ParamsError (one line, with a close match) for an unknown option or a value not allowed."""
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise ParamsError(f"{game_id}: rules must be a table of settings")
    out = {name: allowed[0] for name, allowed in RULE_OPTIONS.items()}
    for name, setting in value.items():
        if name not in RULE_OPTIONS:
            close = difflib.get_close_matches(str(name), RULE_OPTIONS, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(RULE_OPTIONS)}"
            raise ParamsError(f"{game_id}: unknown rules setting {name!r}; {hint}")
        allowed = RULE_OPTIONS[name]
        if setting not in allowed:
            choices = " or ".join(repr(v) for v in allowed)
            raise ParamsError(f"{game_id}: rules {name} must be {choices}")
        out[name] = setting
    return out


def ready_made_decks() -> list[str]:
    """Names of the ready-made decks."""
    return sorted(p.stem for p in DECKS_DIR.glob("*.txt"))


def deck_text(value: str) -> tuple[str, str]:
    """A deck parameter: a ready-made deck's name, ``random-pool[:SEED]`` (a deck drawn from the
    built-in card pool, named with its seed), or the text of a deck list itself (plain text of
    more than one line, or a LackeyCCG ``.dek`` file, which opens with ``<``).

    A name is looked up among :func:`ready_made_decks` only, never used as a path: params come
    from records too, and a record must not make the program read a file of its choosing.
    """
    if "\n" in value or deck_format(value) == "dek":
        return "deck", value
    if is_random_pool(value):
        deck = random_deck(value, library())
        return deck.name, deck.to_text()
    known = ready_made_decks()
    if value in known:
        return value, read_text(DECKS_DIR / f"{value}.txt", error=ParamsError)
    close = difflib.get_close_matches(shorten(value), known, n=1, cutoff=0.6)
    hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(known)}"
    raise ParamsError(f"no ready-made deck named {quote(value)}; {hint}")


class GuardiansGame(Game):
    """Two players, two decks, the whole game: organize, move, fight, settle, until a victory.

    Params: ``decks`` (two deck lists: ready-made deck names, ``random-pool[:SEED]``, or deck
    texts in either format, plain text or LackeyCCG ``.dek``), ``max_turns`` (the game is a
    draw after this many turns; default 40), ``cards`` (folders of user cards), ``auto_pass``
    (default false): a seat whose only choice would be to pass is not asked — for machine-only
    play, since skipping a seat
    tells the other what it holds (such a game does not keep secrets); ``position`` (instead of
    decks: a written position, its TOML text or table, docs/positions.md): the game starts
    there, with the cards the position names; ``rules`` (a table of rule options, as the other
    games take them): ``amulet_travels`` (``"stack"``, the default, or ``"wearer"``): whether an
    Amulet of Flying stays with its stack when the creature wearing it leaves alive, or goes
    with that creature (docs/rules-notes/cards/amulet.md).
    """

    id = "guardians"
    seats = 2
    params_accepted: ClassVar[tuple[str, ...]] = (
        "decks",
        "max_turns",
        "cards",
        "auto_pass",
        "position",
        "rules",
    )
    conformance_max_steps = 60_000
    #: The state class a game starts (a variant's subclass of GameState); None: Guardians' own,
    #: imported on the first start (``state_type``), so that loading a game (its cards and
    #: decks, a deck check) does not import the rules of play.
    state_class: ClassVar[type[GameState] | None] = None
    #: Turns after which the game is a draw, unless ``max_turns`` says otherwise.
    default_max_turns: ClassVar[int] = 40
    #: Whether the game takes Guardians' own rule options (``RULE_OPTIONS``); a variant with
    #: rule options of its own (Arena) checks them itself.
    takes_rules: ClassVar[bool] = True
    #: 2: a player's ``lower_up`` joined ``canonical()`` (session 14).
    fingerprint_version: ClassVar[int] = 2

    def __init__(self, **params: Any) -> None:
        unknown = sorted(set(params) - set(self.params_accepted))
        if unknown:
            raise ParamsError(f"{self.id}: unknown parameter(s) {', '.join(unknown)}")
        decks = params.get("decks", list(DEFAULT_DECKS))
        if not isinstance(decks, list | tuple) or len(decks) != 2:
            raise ParamsError(f"{self.id}: decks must be two deck lists (names or texts)")
        max_turns = params.get("max_turns", self.default_max_turns)
        if not isinstance(max_turns, int) or isinstance(max_turns, bool) or max_turns < 1:
            raise ParamsError(f"{self.id}: max_turns must be a positive whole number")
        cards = card_folders(params.get("cards"), self.id)
        auto_pass = params.get("auto_pass", False)
        if not isinstance(auto_pass, bool):
            raise ParamsError(f"{self.id}: auto_pass must be true or false")
        given: dict[str, Any] = {"decks": list(decks), "max_turns": max_turns, "cards": cards}
        if auto_pass:
            given["auto_pass"] = True
        if self.takes_rules:  # (Arena checks its own house rules before it comes here)
            given["rules"] = rule_options(self.id, params.get("rules"))
        position = params.get("position")
        if position is not None:
            if "decks" in params:
                raise ParamsError(f"{self.id}: a position brings its own cards: leave out decks")
            from stronghold.games.guardians.position import load_position_text

            del given["decks"]
            given["position"] = (
                load_position_text(position) if isinstance(position, str) else position
            )
        super().__init__(**given)
        if auto_pass:
            self.keeps_secrets = False
        self.library: CardLibrary = library(Path(p) for p in self.params["cards"])
        self.layout: Layout | None = None
        self.decks: list[Deck] = []
        if position is None:
            self.decks = [self._deck(d, seat) for seat, d in enumerate(decks)]
            # a random-pool deck is kept by its seed, so that a record replays it
            self.params["decks"] = [
                deck.name if is_random_pool(value) else value
                for value, deck in zip(decks, self.decks, strict=True)
            ]
        else:
            from stronghold.games.guardians.position import read_position

            self.layout = read_position(self.params["position"], self, self.library)

    def card_text(self, name: str) -> list[str]:
        """The card's sheet (``sheet.py``): facts, what it does, what is enforced."""
        from stronghold.games.guardians.sheet import card_sheet

        return card_sheet(self.library.get(name))

    def encoding(self) -> ActionEncoding:
        """The fixed action space and observation layout (``encoding``)."""
        from stronghold.games.guardians.encoding import GAME_ENCODING

        return GAME_ENCODING

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """The generic panels, with a line cut short never ending in part of a card id: a seat's
        own deck is hidden from it too, and ``b70`` cut to ``b7…`` would name another card."""
        return whole_tokens(super().present_view(view, seat))

    def _deck(self, value: Any, seat: int) -> Deck:
        if not isinstance(value, str):
            raise ParamsError(f"{self.id}: deck {seat + 1} must be a deck name or a deck list")
        if is_random_pool(value):
            return random_deck(value, self.library)
        name, text = deck_text(value)
        deck, problems = parse_deck(text, self.library, name=name)
        errors = [p for p in problems + (check_deck(deck) if deck else []) if p.level == "error"]
        if deck is None or errors:
            first = errors[0].message if errors else "not a deck list"
            raise DeckError(f"deck {seat + 1} ({name}) is not legal: {first}")
        return deck

    @classmethod
    def deck_names(cls) -> list[str]:
        """The deck names a ``decks`` parameter may give: the ready-made decks, and
        ``random-pool`` (a legal deck drawn from the whole card pool, ``random_deck.py``)."""
        return [*ready_made_decks(), RANDOM_POOL]

    @classmethod
    def settled_deck_name(cls, value: str) -> str | None:
        """``value`` as a name that gives the same deck every time (a bare ``random-pool``
        gets its seed now), or None when it names no deck of :meth:`deck_names`."""
        if is_random_pool(value):
            return settle(value)
        return value if value in ready_made_decks() else None

    def state_type(self) -> type[GameState]:
        """The state class this game starts (``state_class``, else Guardians' own)."""
        if self.state_class is not None:
            return self.state_class
        from stronghold.games.guardians.play.state import GameState

        return GameState

    def _start(self, seed: int) -> GameState:
        if self.layout is not None:
            from stronghold.games.guardians.position import start_position

            return start_position(self.state_type(), self, self.layout, seed)
        a, b = self.decks
        return self.state_type()(
            self,
            seed=seed,
            guardians=(a.guardian, b.guardian),
            strongholds=(a.strongholds, b.strongholds),
            decks=(list(a.cards), list(b.cards)),
            max_turns=self.params["max_turns"],
        )

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        names = ready_made_decks()
        pairs = [names[:2]] if len(names) >= 2 else [list(DEFAULT_DECKS)]
        out: list[dict[str, Any]] = [{"decks": pair, "max_turns": 12} for pair in pairs]
        out.append({**out[0], "auto_pass": True})
        return out


register(
    "guardians",
    GuardiansGame,
    aliases=("guardians-fpg", "fpg-guardians"),
    title="Guardians",
    description="The whole two-player game of Guardians (FPG, 1995).",
)
