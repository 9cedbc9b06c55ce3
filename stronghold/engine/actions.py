"""Actions: small frozen values whose ``str`` is a text notation that parses back to them."""

from __future__ import annotations

import dataclasses
import difflib
import enum
import re
import shlex
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from stronghold.engine.errors import NotationError
from stronghold.engine.fastinit import speed_up_init
from stronghold.engine.limits import MAX_ACTION_CHARS, quote, too_long

_QUOTE_NEEDED = frozenset("'\"\\")
_BOOL_WORDS = {"yes": True, "no": False}


def _is_bare(token: str) -> bool:
    """Whether a token survives ``split_tokens`` unquoted."""
    if token.isascii():  # the common case, without a look at each character
        return (
            token.isprintable()
            and bool(token)
            and " " not in token
            and '"' not in token
            and "'" not in token
            and "\\" not in token
        )
    return bool(token) and all(
        ch.isprintable() and not ch.isspace() and ch not in _QUOTE_NEEDED for ch in token
    )


def quote_token(token: str) -> str:
    """One token as notation: bare if safe, else in double quotes with ``\\`` and ``"`` escaped."""
    if _is_bare(token):
        return token
    return '"' + token.replace("\\", "\\\\").replace('"', '\\"') + '"'


def format_tokens(*tokens: str | int) -> str:
    """Tokens joined by spaces, quoting any that hold spaces or quotes (``bribe "Sand Lord"``)."""
    return _joined([str(token) for token in tokens])


def _joined(tokens: list[str]) -> str:
    """``format_tokens`` of tokens that are strings already."""
    text = " ".join(tokens)
    # the common case at once: every token bare (not empty, printable ASCII, no space, quote
    # or backslash), which the joined text shows without a look at each token
    if (
        text.isascii()
        and text.isprintable()
        and text.count(" ") == len(tokens) - 1
        and all(tokens)
        and '"' not in text
        and "'" not in text
        and "\\" not in text
    ):
        return text
    return " ".join(quote_token(token) for token in tokens)


def split_tokens(text: str) -> list[str]:
    """The tokens of action text (shell-style quoting); NotationError if quotes do not close."""
    if text.isascii() and text.isprintable() and not _QUOTE_NEEDED.intersection(text):
        return text.split()  # nothing quoted or escaped, spaces the only blanks: as shlex splits
    try:
        return shlex.split(text, posix=True)
    except ValueError as exc:
        raise NotationError(f"cannot read {quote(text)}: {str(exc).lower()}") from None


def read_tokens(text: str) -> list[str]:
    """The tokens of action text given by a player or a record, for a game's parser:
    :func:`split_tokens`, but NotationError first if the text is longer than
    :data:`~stronghold.engine.limits.MAX_ACTION_CHARS`, so no parser sees a longer token."""
    problem = too_long(text, MAX_ACTION_CHARS)
    if problem is not None:
        raise NotationError(f"action text too long ({problem}): {quote(text)}")
    return split_tokens(text)


def _kebab(name: str) -> str:
    """``PlayCard`` -> ``play-card``: the default notation keyword of an action class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions: frozen, hashable, and ``str`` gives its text notation.

    Subclasses are ``@dataclass(frozen=True, slots=True)``. The default notation is the
    class's ``kind`` keyword (kebab-case class name unless set) then each field as a token;
    fields may be ``str``, ``int``, ``bool`` (``yes``/``no``), an ``Enum``, or a last field
    ``tuple[X, ...]`` of those (any number of tokens), or last fields ``X | None = None``
    (optional: written only when set, read in order when present). ``Notation`` parses it
    back. A game may instead override ``__str__`` and write its own ``parse_action``.
    """

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super(Action, cls).__init_subclass__(**kwargs)  # zero-arg super breaks under slots
        if not cls.__dict__.get("kind"):
            cls.kind = _kebab(cls.__name__)
        speed_up_init(cls)  # (the class as ``dataclass(slots=True)`` makes it again)

    def tokens(self) -> list[str]:
        """The notation's tokens: ``kind`` then the fields' values."""
        out = [type(self).kind]
        for spec in _field_specs(type(self)):
            value = getattr(self, spec.name)
            if spec.optional:
                if value is None:
                    break
                out.append(_format_value(value))
            elif spec.variadic:
                out.extend(_format_value(item) for item in value)
            else:
                out.append(_format_value(value))
        return out

    def __str__(self) -> str:
        return _joined(self.tokens())


def _format_value(value: object) -> str:
    """One field value as a token."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, enum.Enum):
        return str(value.value)
    return str(value)


@dataclass(frozen=True, slots=True)
class _FieldSpec:
    """How one dataclass field of an action reads from and writes to a token."""

    name: str
    kind: type[Any]
    variadic: bool
    optional: bool = False


_SPECS: dict[type[Action], tuple[_FieldSpec, ...]] = {}


def _field_specs(cls: type[Action]) -> tuple[_FieldSpec, ...]:
    """The notation fields of an action class (cached), from its resolved type hints."""
    cached = _SPECS.get(cls)
    if cached is None:
        cached = _SPECS[cls] = _compute_field_specs(cls)
    return cached


def _compute_field_specs(cls: type[Action]) -> tuple[_FieldSpec, ...]:
    """The notation fields of an action class, read from its type hints."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    specs: list[_FieldSpec] = []
    for index, field in enumerate(fields):
        hint = hints[field.name]
        variadic = typing.get_origin(hint) is tuple
        optional = _optional_of(hint)
        if optional is not None:
            if field.default is not None:
                raise TypeError(f"{cls.__name__}.{field.name}: an optional field defaults to None")
            hint = optional
        elif specs and specs[-1].optional:
            raise TypeError(f"{cls.__name__}.{field.name}: optional fields come last")
        if variadic:
            args = typing.get_args(hint)
            if len(args) != 2 or args[1] is not Ellipsis or index != len(fields) - 1:
                raise TypeError(f"{cls.__name__}.{field.name}: only a last tuple[X, ...] field")
            hint = args[0]
        if not isinstance(hint, type) or not (
            issubclass(hint, (str, int, enum.Enum)) or hint is bool
        ):
            raise TypeError(f"{cls.__name__}.{field.name}: no notation for type {hint!r}")
        specs.append(_FieldSpec(field.name, hint, variadic, optional is not None))
    return tuple(specs)


def _optional_of(hint: Any) -> Any:
    """``X`` for a hint ``X | None`` (or ``Optional[X]``); None for any other hint."""
    if typing.get_origin(hint) not in (typing.Union, types.UnionType):
        return None
    args = [arg for arg in typing.get_args(hint) if arg is not type(None)]
    return args[0] if len(args) == 1 and len(typing.get_args(hint)) == 2 else None


def _parse_value(token: str, kind: type[Any], what: str) -> object:
    """One token as a value of ``kind``; NotationError naming ``what`` if it is not one."""
    if kind is bool:
        if token.lower() not in _BOOL_WORDS:
            raise NotationError(f"{what} must be yes or no, not {quote(token)}")
        return _BOOL_WORDS[token.lower()]
    if issubclass(kind, enum.Enum):
        for member in kind:
            if token.casefold() in (str(member.value).casefold(), member.name.casefold()):
                return member
        choices = ", ".join(str(member.value) for member in kind)
        raise NotationError(f"{what} must be one of {choices}, not {quote(token)}")
    if issubclass(kind, int):
        if not re.fullmatch(r"[+-]?\d+", token):
            raise NotationError(f"{what} must be a whole number, not {quote(token)}")
        return int(token)
    return token


def usage(cls: type[Action]) -> str:
    """The notation pattern of an action class, e.g. ``take HEAP COUNT`` or ``order CARD...``."""
    parts = [cls.kind]
    for spec in _field_specs(cls):
        word = spec.name.upper() + ("..." if spec.variadic else "")
        parts.append(f"[{word}]" if spec.optional else word)
    return " ".join(parts)


class Notation:
    """Parses the default token notation of a set of action classes (one per ``kind``)."""

    def __init__(self, *classes: type[Action]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            key = cls.kind.casefold()
            if key in self._by_kind:
                raise ValueError(f"two action classes use the keyword {cls.kind!r}")
            _field_specs(cls)
            self._by_kind[key] = cls

    @property
    def classes(self) -> tuple[type[Action], ...]:
        """The action classes this notation reads."""
        return tuple(self._by_kind.values())

    def usages(self) -> list[str]:
        """Every action's notation pattern, for help text."""
        return [usage(cls) for cls in self._by_kind.values()]

    def parse(self, text: str) -> Action:
        """The action ``text`` denotes; NotationError with a readable reason if none."""
        tokens = read_tokens(text)
        if not tokens:
            raise NotationError("empty action text")
        cls = self._by_kind.get(tokens[0].casefold())
        if cls is None:
            raise NotationError(self._unknown_kind(tokens[0]))
        return self._build(cls, tokens[1:])

    def _unknown_kind(self, word: str) -> str:
        """Reason for an unknown keyword, with the closest known ones."""
        kinds = [cls.kind for cls in self._by_kind.values()]
        close = difflib.get_close_matches(word.casefold(), kinds, n=3, cutoff=0.6)
        hint = f"did you mean {', '.join(close)}?" if close else f"expected {', '.join(kinds)}"
        return f"unknown action {quote(word)}; {hint}"

    @staticmethod
    def _build(cls: type[Action], args: list[str]) -> Action:
        """An instance of ``cls`` from its argument tokens."""
        specs = _field_specs(cls)
        fixed = [spec for spec in specs if not spec.variadic and not spec.optional]
        optional = [spec for spec in specs if spec.optional]
        variadic = any(spec.variadic for spec in specs)
        most = len(fixed) + len(optional)
        if len(args) < len(fixed) or (not variadic and len(args) > most):
            raise NotationError(
                f"expected {usage(cls)!r}, got {quote(format_tokens(cls.kind, *args))}"
            )
        values: dict[str, object] = {}
        for spec, token in zip(fixed + optional, args, strict=False):
            values[spec.name] = _parse_value(token, spec.kind, spec.name.upper())
        if variadic:
            last = specs[-1]
            what = last.name.upper()
            rest = args[len(fixed) :]
            values[last.name] = tuple(_parse_value(token, last.kind, what) for token in rest)
        return cls(**values)


def parse_tokens(text: str, classes: Iterable[type[Action]]) -> Action:
    """Parse ``text`` against ``classes`` (builds a throwaway ``Notation``; keep one if hot)."""
    return Notation(*classes).parse(text)
