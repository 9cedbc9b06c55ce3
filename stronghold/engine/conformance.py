"""Generic checks every registered game must pass (like PettingZoo's ``api_test``); no I/O.

Each ``check_*`` plays one seeded random game and raises ConformanceError on the first
broken promise of the engine contract. The test suite in ``tests/conformance`` runs them
on every registered game; game authors can call them directly while writing a game.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from typing import Any

from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction, StrongholdError
from stronghold.engine.record import Record, replay
from stronghold.engine.registry import Game, load
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State

GARBAGE_TEXT = '%%% "no such action" %%%'
_ILLEGAL_TRIES_PER_STEP = 3
_POOL_LIMIT = 2000


class ConformanceError(AssertionError):
    """A game broke a promise of the engine contract."""


def _require(condition: bool, message: str) -> None:
    """Raise ConformanceError with ``message`` unless ``condition`` holds."""
    if not condition:
        raise ConformanceError(message)


def _where(state: State) -> str:
    """Where a failure happened: game, seed and move number, for the message."""
    return f"[{state.game.id} seed={state.seed} move={len(state.history) + 1}]"


def random_playout(
    state: State,
    rng: Rng,
    max_steps: int,
    *,
    on_step: Callable[[State], None] | None = None,
) -> int:
    """Apply uniformly random legal actions until the end; the number applied.

    ``on_step`` sees the state before each action and at the end. ConformanceError if the
    game has not ended after ``max_steps`` actions.
    """
    steps = 0
    while True:
        if on_step is not None:
            on_step(state)
        if state.is_terminal():
            return steps
        _require(steps < max_steps, f"{_where(state)} no end after {max_steps} random actions")
        legal = state.legal_actions()
        _require(bool(legal), f"{_where(state)} no legal action before the end")
        state.apply(rng.choice(legal))
        steps += 1


def walk(game: Game, seed: int) -> Iterator[State]:
    """The live state of a seeded random game before each action and at the end (read only)."""
    state = game.new_state(seed)
    chooser = Rng(seed).derive("playout")
    max_steps = game.conformance_max_steps
    steps = 0
    while True:
        yield state
        if state.is_terminal():
            return
        _require(steps < max_steps, f"{_where(state)} no end after {max_steps} random actions")
        legal = state.legal_actions()
        _require(bool(legal), f"{_where(state)} no legal action before the end")
        state.apply(chooser.choice(legal))
        steps += 1


def _is_checkpoint(step: int) -> bool:
    """Steps 0, 1, 2, 4, 8, …: enough to catch errors, few enough to keep replays cheap."""
    return step == 0 or step & (step - 1) == 0


def require_json_exact(value: Any, what: str) -> None:
    """``value`` is JSON data that survives a round trip unchanged (no tuples, int keys, NaN)."""
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ConformanceError(f"{what} is not JSON-serialisable: {exc}") from None
    _require(
        json.loads(text) == value,
        f"{what} changes under a JSON round trip (tuples, non-string keys?)",
    )


def check_outcome(outcome: Outcome, seats: int, where: str = "") -> None:
    """An outcome names seats that exist, one finite return per seat, and a reason."""
    _require(isinstance(outcome, Outcome), f"{where} outcome is {type(outcome).__name__}")
    _require(len(outcome.returns) == seats, f"{where} outcome has {len(outcome.returns)} returns")
    _require(all(math.isfinite(value) for value in outcome.returns), f"{where} returns not finite")
    _require(all(0 <= seat < seats for seat in outcome.winners), f"{where} winner out of range")
    _require(bool(outcome.reason.strip()), f"{where} outcome has no reason")
    require_json_exact(dict(outcome.details), f"{where} outcome details")


def check_invariants(state: State) -> None:
    """Whose turn, the legal set and the outcome agree with ``is_terminal``."""
    where = _where(state)
    seats = state.game.seats
    seat = state.current_seat
    outcome = state.outcome
    legal = state.legal_actions()
    if state.is_terminal():
        _require(seat is None, f"{where} terminal but current_seat is {seat}")
        _require(outcome is not None, f"{where} terminal without an outcome")
        _require(not legal, f"{where} terminal but {len(legal)} legal actions")
        if outcome is not None:
            check_outcome(outcome, seats, where)
        return
    _require(isinstance(seat, int) and 0 <= seat < seats, f"{where} current_seat {seat} not a seat")
    _require(outcome is None, f"{where} outcome set before the end")
    _require(bool(legal), f"{where} no legal action before the end")
    _require(all(isinstance(a, Action) for a in legal), f"{where} a legal action is no Action")
    texts = [str(action) for action in legal]
    _require(len(set(texts)) == len(texts), f"{where} two legal actions share a notation")


def check_notation(state: State) -> None:
    """Every legal action's text parses back to an equal action, which ``is_legal`` accepts."""
    where = _where(state)
    for action in state.legal_actions():
        text = str(action)
        try:
            parsed = state.parse_action(text)
        except IllegalAction as exc:
            raise ConformanceError(f"{where} {text!r} does not parse: {exc.reason}") from None
        _require(parsed == action, f"{where} {text!r} parses to {parsed!r}, not {action!r}")
        _require(hash(parsed) == hash(action), f"{where} {text!r} parses to another hash")
        _require(state.is_legal(action), f"{where} legal {text!r} is not is_legal")


def check_playout(game: Game, seed: int) -> int:
    """A random game ends in bounds with invariants and notation sound at every step."""
    steps = 0
    for state in walk(game, seed):
        check_invariants(state)
        check_notation(state)
        steps = len(state.history)
    return steps


def check_determinism(game: Game, seed: int) -> None:
    """Same seed and actions give the same fingerprints, in distinct objects."""
    where = f"[{game.id} seed={seed}]"
    runs: list[tuple[list[str], State]] = []
    for _ in range(2):
        prints: list[str] = []
        for state in walk(game, seed):
            prints.append(state.fingerprint())
        runs.append((prints, state))
    (first, first_final), (second, second_final) = runs
    _require(first == second, f"{where} the same seed gave different fingerprints")
    _require(first_final is not second_final, f"{where} two games share a state object")
    again = game.new_state(seed)
    _require(again.fingerprint() == first[0], f"{where} new_state is not deterministic")
    for text in first_final.history:
        again.apply_text(text)
    _require(again.fingerprint() == first[-1], f"{where} replaying the action texts diverges")


def check_record_round_trip(game: Game, seed: int) -> None:
    """``replay(Record.from_json(state.record().to_json()))`` rebuilds the state at checkpoints."""
    prints: list[str] = []
    final: State | None = None
    for step, state in enumerate(walk(game, seed)):
        prints.append(state.fingerprint())
        final = state
        if _is_checkpoint(step) or state.is_terminal():
            _check_record_at(state)
    assert final is not None
    record = final.record()
    for upto in sorted({0, len(prints) // 2, len(prints) - 1}):
        rebuilt = replay(record, upto=upto)
        _require(rebuilt.fingerprint() == prints[upto], f"{_where(final)} replay upto={upto}")


def _check_record_at(state: State) -> None:
    """The record of ``state`` survives JSON and replays to the same fingerprint and history."""
    where = _where(state)
    record = state.record()
    require_json_exact(record.params, f"{where} game params")
    copy = Record.from_json(record.to_json())
    _require(copy == record, f"{where} record changes under JSON: {copy!r} != {record!r}")
    try:
        rebuilt = replay(copy)
    except StrongholdError as exc:
        raise ConformanceError(f"{where} replay fails: {exc.reason}") from None
    _require(rebuilt is not state, f"{where} replay returned the same object")
    _require(rebuilt.fingerprint() == state.fingerprint(), f"{where} replay differs")
    _require(rebuilt.history == state.history, f"{where} replay history differs")


def check_clone_independence(game: Game, seed: int) -> None:
    """A clone equals its original, and acting on the clone leaves the original unchanged."""
    chooser = Rng(seed).derive("clone")
    for state in walk(game, seed):
        where = _where(state)
        before = state.fingerprint()
        history = list(state.history)
        twin = state.clone()
        _require(twin is not state and type(twin) is type(state), f"{where} clone not a copy")
        _require(twin.fingerprint() == before, f"{where} clone has another fingerprint")
        _require(twin.rng is not state.rng, f"{where} clone shares the RNG")
        twin.rng.random()
        action = None if state.is_terminal() else chooser.choice(state.legal_actions())
        if action is not None:
            twin.apply(action)
        _require(state.fingerprint() == before, f"{where} acting on a clone changed the original")
        _require(state.history == history, f"{where} acting on a clone changed history")
        if action is not None:
            first, second = state.clone(), state.clone()
            first.apply(action)
            second.apply(action)
            _require(first.fingerprint() == second.fingerprint(), f"{where} apply is not pure")


def _action_pool(game: Game, seed: int) -> list[Action]:
    """Distinct actions seen in another random game, for offering where they are illegal."""
    pool: dict[Action, None] = {}
    for state in walk(game, seed):
        for action in state.legal_actions():
            if len(pool) < _POOL_LIMIT:
                pool.setdefault(action, None)
    return list(pool)


def check_illegal_actions(game: Game, seed: int) -> None:
    """Actions outside the legal set, and garbage text, raise IllegalAction and change nothing."""
    chooser = Rng(seed).derive("illegal")
    pool = _action_pool(game, seed + 1)
    seen = set(pool)
    for state in walk(game, seed):
        legal = state.legal_actions()
        for action in legal:
            if action not in seen:
                seen.add(action)
                pool.append(action)
        legal_set = set(legal)
        outside = [action for action in pool if action not in legal_set]
        tries = chooser.sample(outside, min(_ILLEGAL_TRIES_PER_STEP, len(outside)))
        for action in tries:
            _require(not state.is_legal(action), f"{_where(state)} is_legal({action}) but unlisted")
            _expect_rejected(state, partial(state.apply, action), str(action))
        _expect_rejected(state, partial(state.apply_text, GARBAGE_TEXT), GARBAGE_TEXT)


def _expect_rejected(state: State, attempt: Callable[[], object], what: str) -> None:
    """``attempt`` raises IllegalAction with a one-line reason and leaves ``state`` unchanged."""
    where = _where(state)
    before = state.fingerprint()
    history = list(state.history)
    try:
        attempt()
    except IllegalAction as exc:
        reason = exc.reason
        _require(bool(reason.strip()) and "\n" not in reason, f"{where} bad reason {reason!r}")
    else:
        raise ConformanceError(f"{where} {what!r} was accepted but is not in the legal set")
    _require(state.fingerprint() == before, f"{where} rejecting {what!r} changed the state")
    _require(state.history == history, f"{where} rejecting {what!r} changed history")


def _strings(value: Any) -> Iterator[str]:
    """Every string in JSON data, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def find_leaks(view: Any, hidden: set[str]) -> set[str]:
    """The hidden ids that occur in ``view``, as a whole string or a delimited part of one."""
    if not hidden:
        return set()
    ordered = sorted(hidden, key=len, reverse=True)
    pattern = re.compile(
        r"(?<![0-9A-Za-z_])(" + "|".join(map(re.escape, ordered)) + r")(?![0-9A-Za-z_])"
    )
    found: set[str] = set()
    for text in _strings(view):
        if text in hidden:
            found.add(text)
        found.update(match.group(1) for match in pattern.finditer(text))
    return found


def check_views_at(state: State) -> None:
    """Every view is JSON data, stable, side-effect free, and shows nothing hidden from its seat."""
    where = _where(state)
    before = state.fingerprint()
    everyone_hidden: set[str] = set()
    for seat in range(state.game.seats):
        hidden = state.hidden_from(seat)
        _require(all(isinstance(item, str) for item in hidden), f"{where} hidden ids not str")
        everyone_hidden |= hidden
        _check_one_view(state, seat, hidden, where)
    _check_one_view(state, None, everyone_hidden, where)
    check_presentation_at(state)
    _require(state.fingerprint() == before, f"{where} view() changed the state")


def check_presentation_at(state: State) -> None:
    """Panels and action phrases are well-formed and show no seat what is hidden from it."""
    where = _where(state)
    legal = [] if state.is_terminal() else state.legal_actions()
    for seat in [*range(state.game.seats), None]:
        who = "spectator" if seat is None else f"seat {seat}"
        hidden = state.hidden_from(seat) if seat is not None else state.hidden_from_spectator()
        panels = state.present(seat)
        _require(isinstance(panels, list), f"{where} present({who}) is not a list")
        for panel in panels:
            _check_panel(panel, f"{where} present({who})")
        leaks = find_leaks(panels, hidden)
        _require(not leaks, f"{where} present({who}) shows hidden {sorted(leaks)[:5]}")
        if seat == state.current_seat:
            continue
        for action in legal[:20]:
            phrase = state.describe_action(action, seat)
            _require(isinstance(phrase, str) and bool(phrase), f"{where} empty phrase for {action}")
            leaks = find_leaks([phrase], hidden)
            _require(not leaks, f"{where} phrase of {action} for {who} shows {sorted(leaks)[:5]}")


def _check_panel(panel: Any, where: str) -> None:
    """One panel: a title and either text lines or a table whose rows fit its columns."""
    _require(isinstance(panel, dict) and isinstance(panel.get("title"), str), f"{where} panel")
    if "lines" in panel:
        lines = panel["lines"]
        _require(isinstance(lines, list), f"{where} lines not a list")
        _require(all(isinstance(line, str) for line in lines), f"{where} non-text line")
        return
    columns, rows = panel.get("columns"), panel.get("rows")
    _require(
        isinstance(columns, list) and isinstance(rows, list), f"{where} neither lines nor table"
    )
    for row in rows:
        _require(isinstance(row, list) and len(row) == len(columns), f"{where} row {row!r}")
        _require(all(isinstance(cell, str) for cell in row), f"{where} non-text cell in {row!r}")


def _check_one_view(state: State, seat: int | None, hidden: set[str], where: str) -> None:
    """One seat's view: a JSON object, the same twice, with none of ``hidden`` in it."""
    who = "spectator" if seat is None else f"seat {seat}"
    view = state.view(seat)
    _require(isinstance(view, dict), f"{where} view of {who} is not a dict")
    require_json_exact(view, f"{where} view of {who}")
    _require(state.view(seat) == view, f"{where} view of {who} differs when asked twice")
    leaks = find_leaks(view, hidden)
    _require(not leaks, f"{where} view of {who} shows hidden {sorted(leaks)[:5]}")


def check_views(game: Game, seed: int) -> None:
    """At every step of a random game, no view reveals what is hidden from its seat."""
    for state in walk(game, seed):
        check_views_at(state)


def check_determinize(game: Game, seed: int) -> None:
    """``determinize(seat, rng)`` keeps seat's view and legal set, is independent, and plays on."""
    for step, state in enumerate(walk(game, seed)):
        if state.is_terminal():
            continue
        for seat in range(game.seats):
            _check_determinize_at(state, seat, Rng(seed).derive("determinize", step, seat))
            if _is_checkpoint(step):
                sample = state.determinize(seat, Rng(seed).derive("sample", step, seat))
                random_playout(sample, Rng(step), game.conformance_max_steps)
                check_invariants(sample)


def _check_determinize_at(state: State, seat: int, rng: Rng) -> None:
    """One determinization of ``state`` for ``seat``."""
    where = f"{_where(state)} determinize({seat})"
    before = state.fingerprint()
    sample = state.determinize(seat, rng)
    _require(isinstance(sample, State) and sample is not state, f"{where} not a new State")
    _require(sample.rng is not state.rng, f"{where} shares the RNG")
    _require(state.fingerprint() == before, f"{where} changed the original")
    _require(sample.view(seat) == state.view(seat), f"{where} changes seat {seat}'s view")
    _require(sample.current_seat == state.current_seat, f"{where} changes current_seat")
    _require(sample.is_terminal() == state.is_terminal(), f"{where} changes is_terminal")
    if state.current_seat == seat:
        mine = sorted(str(action) for action in state.legal_actions())
        theirs = sorted(str(action) for action in sample.legal_actions())
        _require(mine == theirs, f"{where} changes the deciding seat's legal actions")
    legal = sample.legal_actions()
    if legal:
        sample.apply(legal[0])
        _require(state.fingerprint() == before, f"{where} acting on the sample changed original")


CHECKS: dict[str, Callable[[Game, int], object]] = {
    "playout": check_playout,
    "determinism": check_determinism,
    "record": check_record_round_trip,
    "clone": check_clone_independence,
    "illegal": check_illegal_actions,
    "views": check_views,
    "determinize": check_determinize,
}


def check_game(game: Game, seeds: range | list[int] = range(3)) -> None:
    """Every check on every seed: the whole contract for one set-up game."""
    for seed in seeds:
        for check in CHECKS.values():
            check(game, seed)


def playout_fingerprint(game_id: str, params: Mapping[str, Any], seed: int) -> str:
    """Final fingerprint of the seeded random game, to compare across processes."""
    final: State | None = None
    for state in walk(load(game_id, **params), seed):
        final = state
    assert final is not None
    return final.fingerprint()
