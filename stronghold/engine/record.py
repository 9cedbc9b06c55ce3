"""Game records: game id, params, seed and action texts, which replay to the same state."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from stronghold.engine.errors import RecordError, StrongholdError
from stronghold.engine.limits import check_depth, load_json, quote

if TYPE_CHECKING:
    from stronghold.engine.state import State

FORMAT = "stronghold-record/1"


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a state: ``replay`` loads, seeds and re-applies the actions."""

    game_id: str
    params: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    actions: tuple[str, ...] = ()
    fingerprint: str | None = None
    #: The game's ``fingerprint_version`` when ``fingerprint`` was taken (1: records saved
    #: before versions were written down).
    fingerprint_version: int = 1

    def fingerprint_comparable(self, state: State) -> bool:
        """Whether ``state``'s fingerprint can be compared with the record's: there is one, and
        the game hashes its states as it did when the record was saved."""
        return (
            self.fingerprint is not None
            and self.fingerprint_version == state.game.fingerprint_version
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (with a format tag so later versions can read it)."""
        return {
            "format": FORMAT,
            "game_id": self.game_id,
            "params": self.params,
            "seed": self.seed,
            "actions": list(self.actions),
            "fingerprint": self.fingerprint,
            "fingerprint_version": self.fingerprint_version,
        }

    def to_json(self, *, indent: int | None = None) -> str:
        """The record as JSON text; RecordError if the params are not JSON-ready."""
        try:
            return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"record of {self.game_id!r} is not JSON-ready: {exc}") from None

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """A record from its ``to_dict`` form; RecordError naming the first bad field, or saying
        it nests lists and objects too deeply (see :mod:`stronghold.engine.limits`)."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")
        check_depth(data, error=RecordError, context="record is ")
        tag = data.get("format", FORMAT)
        if tag != FORMAT:
            raise RecordError(f"unsupported record format {quote(tag)} (expected {FORMAT!r})")
        game_id = _field(data, "game_id", str)
        params = data.get("params", {})
        if not isinstance(params, dict) or not all(isinstance(key, str) for key in params):
            raise RecordError("record field 'params' must be an object")
        seed = _field(data, "seed", int)
        actions = _field(data, "actions", list)
        for number, text in enumerate(actions, start=1):
            if not isinstance(text, str):
                raise RecordError(f"record move {number} must be action text, not {quote(text)}")
        fingerprint = data.get("fingerprint")
        if fingerprint is not None and not isinstance(fingerprint, str):
            raise RecordError("record field 'fingerprint' must be a string or null")
        version = data.get("fingerprint_version", 1)
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError("record field 'fingerprint_version' must be a whole number from 1")
        return cls(game_id, dict(params), seed, tuple(actions), fingerprint, version)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """A record from JSON text; RecordError with a one-line reason if malformed, too large
        or nested too deeply (see :mod:`stronghold.engine.limits`)."""
        return cls.from_dict(load_json(text, error=RecordError, context="record is "))


def _field(data: dict[str, Any], name: str, kind: type[Any]) -> Any:
    """``data[name]``, which must exist and be a ``kind`` (bools are not ints)."""
    if name not in data:
        raise RecordError(f"record has no {name!r} field")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"record field {name!r} must be {kind.__name__}, not {quote(value)}")
    return value


def replay(record: Record, *, upto: int | None = None) -> State:
    """The state ``record`` describes; RecordError naming a failing move or a wrong fingerprint.

    ``upto`` stops after that many actions (and skips the fingerprint check), as does a record
    whose fingerprint the game no longer hashes the same way (``Record.fingerprint_comparable``:
    a record saved before the game's ``fingerprint_version`` was raised; its moves are still
    each checked).
    """
    from stronghold.engine.registry import load

    try:
        state = load(record.game_id, **record.params).new_state(record.seed)
    except StrongholdError as exc:
        raise RecordError(f"cannot set up the recorded game: {exc.reason}") from exc
    actions = record.actions if upto is None else record.actions[:upto]
    for number, text in enumerate(actions, start=1):
        try:
            state.apply_text(text)
        except StrongholdError as exc:
            raise RecordError(f"move {number} ({quote(text)}): {exc.reason}") from exc
    if upto is None and record.fingerprint is not None and record.fingerprint_comparable(state):
        actual = state.fingerprint()
        if actual != record.fingerprint:
            raise RecordError(
                f"replay does not reach the recorded state "
                f"(fingerprint {actual[:12]}…, record says {record.fingerprint[:12]}…)"
            )
    return state
