"""The game registry: games by id or alias, loaded lazily from built-in modules on demand."""

from __future__ import annotations

import importlib
import inspect
import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from stronghold.engine.errors import CardDataError, ParamsError, UnknownGame
from stronghold.engine.rng import fresh_seed

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding
    from stronghold.engine.state import State

_ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


class Game(ABC):
    """One game with its setup fixed (cards, decks, options); immutable, shared by its states.

    ``params`` is what ``load`` passed, kept JSON-ready so records can reload the game.
    """

    id: str = ""
    seats: int = 2
    #: Names of the parameters ``load`` accepts, for interfaces to offer (empty: not declared).
    params_accepted: ClassVar[tuple[str, ...]] = ()
    #: The action notation in a few lines, for an interface's help (empty: nothing to add).
    notation: ClassVar[str] = ""
    #: A random playout must end within this many actions (checked by the conformance suite).
    conformance_max_steps: ClassVar[int] = 10_000
    #: The version of what ``fingerprint`` hashes: raised when ``canonical()`` gains a field,
    #: so a record saved before is still replayed (its moves checked, not its fingerprint).
    fingerprint_version: ClassVar[int] = 1

    def __init__(self, **params: Any) -> None:
        self.params: dict[str, Any] = dict(params)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r} seats={self.seats} params={self.params!r}>"

    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self

    def new_state(self, seed: int | None = None) -> State:
        """The starting state; all chance comes from ``seed``: 64 bits of the operating
        system's entropy when none is given (never a guessable default)."""
        return self._start(fresh_seed() if seed is None else seed)

    @abstractmethod
    def _start(self, seed: int) -> State:
        """The starting state of the game dealt with ``seed`` (what each game writes)."""

    #: Whether every state of this game, as set up, keeps each seat's secrets (DESIGN.md,
    #: "Secrets"). A machine-only setting such as ``auto_pass`` makes it False; the
    #: conformance suite then skips the indistinguishability check, and servers refuse it.
    keeps_secrets: bool = True

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """Panels for a generic interface to draw from one seat's ``view`` (see State.present).

        The default shows the view's top-level entries, one line each; games override it with
        tables of their board and hands. It must read nothing but ``view``. A panel may carry
        ``"fold"``: the few lines that stand for it where room is short (the terminal's folded
        screen); ``[]`` for a log the interface tells anyway.
        """
        del seat
        lines = [f"{key}: {_short(value)}" for key, value in view.items()]
        return [{"title": self.id, "lines": lines}]

    def card_text(self, name: str) -> list[str]:
        """What the card called ``name`` is and does, in lines for a person: its facts, our
        description of it, and how much of it the rules engine enforces. Forgiving about
        case and punctuation; CardDataError naming close matches if the game has no such card.
        Interfaces show it for ``show NAME`` and a card hovered in the browser."""
        raise CardDataError(f"{self.id} has no cards to show")

    def describe_change(
        self, before: dict[str, Any], after: dict[str, Any], seat: int | None
    ) -> list[str]:
        """Lines telling ``seat`` what a move brought to light, from its views before and after
        (a reveal, a clash's result); interfaces print them under the move. Default: none."""
        del before, after, seat
        return []

    def encoding(self) -> ActionEncoding:
        """The game's fixed action space and observation layout, for research interfaces
        (``stronghold.interop``); each game returns the one its package declares."""
        raise NotImplementedError(f"{self.id} declares no action encoding")

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        """Parameter sets (for ``load``) the conformance suite plays random games with."""
        return [{}]


def _short(value: Any, limit: int = 100) -> str:
    """``value`` on one line, cut to ``limit`` characters."""
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
    if len(text) <= limit:
        return text
    # Cut between words: a cut word ("b70" -> "b7") could read as another card's id.
    cut = re.sub(r"[0-9A-Za-z_]+$", "", text[: limit - 1])
    return cut + "…"


GameFactory = Callable[..., Game]


@dataclass(frozen=True)
class GameInfo:
    """What the registry knows about a game without loading it."""

    id: str
    aliases: tuple[str, ...] = ()
    title: str = ""
    description: str = ""
    factory: GameFactory = field(kw_only=True, repr=False, compare=False)


_GAMES: dict[str, GameInfo] = {}
_NAMES: dict[str, str] = {}
#: Built-in game id -> module that registers it on import (imported only when needed).
_BUILTIN: dict[str, str] = {}
#: Packages whose import declares built-ins (with ``register_builtin``); engine code never
#: imports them statically, so the layers stay one-way.
DISCOVERY_PACKAGES: tuple[str, ...] = ("stronghold.games",)
_IMPORTED: set[str] = set()


def normalize_id(name: str) -> str:
    """A game name as looked up: case-insensitive, spaces and underscores read as hyphens."""
    return re.sub(r"[\s_-]+", "-", name.strip().casefold()).strip("-")


def register(
    game_id: str,
    factory: GameFactory,
    *,
    aliases: Iterable[str] = (),
    title: str = "",
    description: str = "",
) -> None:
    """Make ``factory(**params)`` loadable as ``game_id`` (re-registering an id replaces it)."""
    if not _ID_PATTERN.fullmatch(game_id):
        raise ValueError(f"game id {game_id!r} must be lower-case words joined by hyphens")
    names = [game_id, *aliases]
    for name in names:
        owner = _NAMES.get(normalize_id(name))
        if owner is not None and owner != game_id:
            raise ValueError(f"game name {name!r} is already used by {owner!r}")
    unregister(game_id)
    alias_tuple = tuple(dict.fromkeys(a for a in aliases if normalize_id(a) != game_id))
    _GAMES[game_id] = GameInfo(game_id, alias_tuple, title, description, factory=factory)
    for name in names:
        _NAMES[normalize_id(name)] = game_id


def unregister(game_id: str) -> None:
    """Forget a game and its aliases (for tests); unknown ids are ignored."""
    info = _GAMES.pop(game_id, None)
    if info is not None:
        for name in (info.id, *info.aliases):
            _NAMES.pop(normalize_id(name), None)


def register_builtin(game_id: str, module: str) -> None:
    """Declare that importing ``module`` registers ``game_id``; imported on first need."""
    _BUILTIN[normalize_id(game_id)] = module


def _import_builtin(module: str) -> None:
    """Import a built-in game module once; a module that does not exist (yet) is skipped."""
    if module in _IMPORTED:
        return
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        missing = exc.name or ""
        if missing and (module == missing or module.startswith(missing + ".")):
            return
        raise
    _IMPORTED.add(module)


def _discover() -> None:
    """Import the packages that declare built-in games (each only once)."""
    for package in DISCOVERY_PACKAGES:
        _import_builtin(package)


def _import_all_builtins() -> None:
    """Import every built-in game module, so aliases of unloaded games are known."""
    _discover()
    for module in list(_BUILTIN.values()):
        _import_builtin(module)


def resolve(game_id: str) -> str:
    """The registered id that ``game_id`` (an id or alias, any case) names; UnknownGame if none."""
    key = normalize_id(game_id)
    if key not in _NAMES:
        _discover()
        if key in _BUILTIN:
            _import_builtin(_BUILTIN[key])
    if key not in _NAMES:
        _import_all_builtins()
    if key not in _NAMES:
        raise UnknownGame(game_id, _NAMES)
    return _NAMES[key]


def game_info(game_id: str) -> GameInfo:
    """What the registry knows about one game (by id or alias)."""
    return _GAMES[resolve(game_id)]


def load(game_id: str, /, **params: Any) -> Game:
    """The game ``game_id`` names, set up with ``params``; UnknownGame or ParamsError if not."""
    info = game_info(game_id)
    try:
        inspect.signature(info.factory).bind(**params)
    except TypeError as exc:
        raise ParamsError(f"game {info.id!r}: {exc}") from None
    except ValueError:
        pass  # no introspectable signature: let the factory judge
    game = info.factory(**params)
    if not isinstance(game, Game):
        raise TypeError(f"factory of {info.id!r} returned {type(game).__name__}, not a Game")
    return game


def list_games() -> list[GameInfo]:
    """Every registered game (built-ins imported first), sorted by id."""
    _import_all_builtins()
    return [_GAMES[game_id] for game_id in sorted(_GAMES)]


def conformance_params(game_id: str) -> list[dict[str, Any]]:
    """The parameter sets a game asks the conformance suite to play (``[{}]`` by default)."""
    factory = game_info(game_id).factory
    hook = getattr(factory, "conformance_params", None)
    if callable(hook):
        params = hook()
        if isinstance(params, list):
            return [dict(item) for item in params]
    return [{}]
