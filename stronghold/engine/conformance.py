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
from functools import lru_cache, partial
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
        told = list(state.event_log)
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
        _require(list(state.event_log) == told, f"{where} acting on a clone told the original")
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


def _strings(value: Any) -> set[str]:
    """Every distinct string in JSON data, keys included."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, Mapping):
            found.update(map(str, item))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


@lru_cache(maxsize=64)
def _leak_pattern(hidden: frozenset[str]) -> re.Pattern[str]:
    """A hidden id as a whole string or a delimited part of one (the longest first). Kept for
    the next call: a state's views, panels and phrases are searched for the same ids."""
    ordered = sorted(hidden, key=len, reverse=True)
    return re.compile(
        r"(?<![0-9A-Za-z_])(" + "|".join(map(re.escape, ordered)) + r")(?![0-9A-Za-z_])"
    )


def find_leaks(view: Any, hidden: set[str]) -> set[str]:
    """The hidden ids that occur in ``view``, as a whole string or a delimited part of one."""
    if not hidden:
        return set()
    pattern = _leak_pattern(frozenset(hidden))
    texts = _strings(view)
    found = texts & set(hidden)
    for text in texts:
        found.update(pattern.findall(text))
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
            if seat is not None:
                key = state.action_key(action, seat)
                leaks = find_leaks([str(key)], hidden)
                _require(not leaks, f"{where} key of {action} for {who} shows {sorted(leaks)[:5]}")


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
    told = [event.to_json() for event in state.events(seat)]
    require_json_exact(told, f"{where} events for {who}")
    _require(
        [event["n"] for event in told] == list(range(len(state.event_log))),
        f"{where} events for {who} are not numbered 0, 1, 2, ... one per event",
    )
    _require(all(event["text"] for event in told), f"{where} an event without words for {who}")
    leaks = find_leaks(told, hidden)
    _require(not leaks, f"{where} events for {who} show hidden {sorted(leaks)[:5]}")


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


#: Positions of one random game at which the indistinguishability check forks a twin.
_TWIN_POSITIONS = 6
#: Public moves played in both worlds after each fork (fewer if a secret comes to light).
_TWIN_HORIZON = 30
#: Texts a seat tries to send at each step of the twin walk (besides its legal actions).
_TWIN_PROBES = 12
#: Samples per position in the statistical determinize check.
_BLIND_SAMPLES = 60


def _fork_steps(game: Game, seed: int) -> tuple[list[State], list[Action]]:
    """Up to ``_TWIN_POSITIONS`` evenly spread positions (clones) of a seeded random game,
    and the pool of every action any seat could take in it (texts a hostile seat may send)."""
    pool: dict[Action, None] = {}
    length = 0
    for state in walk(game, seed):
        length = len(state.history)
        if not state.is_terminal():
            for action in state.legal_actions():
                if len(pool) < _POOL_LIMIT:
                    pool.setdefault(action, None)
    wanted = {length * index // _TWIN_POSITIONS for index in range(_TWIN_POSITIONS)}
    states = [
        state.clone()
        for step, state in enumerate(walk(game, seed))
        if step in wanted and not state.is_terminal()
    ]
    return states, list(pool)


def _seat_receives(state: State, seat: int, probes: list[str]) -> dict[str, Any]:
    """All that ``seat`` is told by ``state`` now: its view, who decides, its choices in its
    own words and whether each can be taken back, and the answer to each probe text."""
    received: dict[str, Any] = {
        "view": state.view(seat),
        "current_seat": state.current_seat,
        "terminal": state.is_terminal(),
        "panels": state.present(seat),
        "spectator": state.view(None),  # a spectator sees less than any seat
        "events": [told.to_json() for told in state.events(seat)],
        "spectator_events": [told.to_json() for told in state.events(None)],
    }
    if not state.is_terminal() and state.current_seat == seat:
        legal = state.legal_actions()
        received["legal"] = [str(action) for action in legal]
        received["phrases"] = [state.describe_action(action, seat) for action in legal]
        received["take_back"] = [state.can_take_back(action) for action in legal[:4]]
    received["refusals"] = [state.refusal(text, seat=seat) for text in probes]
    return received


def _diff(first: Any, second: Any, path: str = "") -> str:
    """Where two JSON-like values first differ, for a failure message."""
    if isinstance(first, Mapping) and isinstance(second, Mapping):
        for key in sorted(set(first) | set(second), key=str):
            if first.get(key) != second.get(key):
                return _diff(first.get(key), second.get(key), f"{path}.{key}")
    elif isinstance(first, list) and isinstance(second, list):
        for index, (one, two) in enumerate(zip(first, second, strict=False)):
            if one != two:
                return _diff(one, two, f"{path}[{index}]")
        if len(first) != len(second):
            common = min(len(first), len(second))
            return f"{path}: {len(first)} != {len(second)} items; from [{common}]: " + (
                f"{first[common:]!r:.240} != {second[common:]!r:.240}"
            )
    text = f"{path or 'value'}: {first!r:.120} != {second!r:.120}"
    return text


def _probe_texts(state: State, pool: list[Action], rng: Rng) -> list[str]:
    """Texts to send as a hostile seat: actions of any seat (naming any card) and garbage."""
    texts = [str(action) for action in rng.sample(pool, min(_TWIN_PROBES, len(pool)))]
    hidden = sorted(state.hidden_from_spectator())
    if hidden and pool:
        # An action of the right shape, aimed at cards the sender cannot see.
        for action in rng.sample(pool, min(3, len(pool))):
            tokens = str(action).split()
            texts.append(" ".join([*tokens[:1], *(rng.choice(hidden) for _ in tokens[1:])]))
    texts.append(GARBAGE_TEXT)
    return texts


def _faces(view: Any, ids: set[str], into: dict[str, list[Any]]) -> dict[str, list[Any]]:
    """Every entry of a view that stands for one of ``ids`` (a mapping with its ``"id"``,
    the convention of every game's views), by id."""
    if isinstance(view, dict):
        if view.get("id") in ids:
            into.setdefault(view["id"], []).append(view)
        for value in view.values():
            _faces(value, ids, into)
    elif isinstance(view, list | tuple):
        for value in view:
            _faces(value, ids, into)
    return into


def _told_apart(first: State, second: State, seat: int, shown: tuple[set[str], set[str]]) -> bool:
    """Whether the worlds may rightly have shown ``seat`` different numbers of its hidden cards
    in the same step. Two cases, which the check cannot tell from a leak in the same step and
    so gives up on (a deliberate trade: a game's rules reveal this way, and the comparison
    stops at the first reveal anyway):
    - a card that came to ``seat``'s sight at the same place in both worlds shows it a
      different face in each (turned Up cards decide who draws how many): a count leak in the
      same step as such a reveal passes;
    - every card one world showed more is public there, shown to every seat (an AOE discards
      the creatures it fells and leaves the rest face down): a card wrongly made public in one
      world only passes.
    A game whose views do not name cards by ``"id"`` gets the first allowance never."""
    common = shown[0] & shown[1]
    if common:
        mine, theirs = _faces(first.view(seat), common, {}), _faces(second.view(seat), common, {})
        if any(mine.get(card) != theirs.get(card) for card in common):
            return True
    return all(
        not (extra & world.hidden_from_spectator())
        for extra, world in ((shown[0] - shown[1], first), (shown[1] - shown[0], second))
    )


def check_indistinguishable_at(
    first: State, second: State, seat: int, pool: list[Action], rng: Rng
) -> int:
    """Play one public continuation in two worlds ``seat`` cannot tell apart, requiring
    ``seat`` to receive the same at every step; stops when a card hidden from ``seat`` at the
    fork comes to its sight in both (then the worlds may rightly differ for it; in one world
    only, or more in one world, is a leak of its own unless a card shown in both showed it
    different faces, or the cards one world showed more were shown to every seat), when a move of
    another seat that depended on its hidden cards is impossible in the twin, or at the end.
    A card an event tells a part of (``Event.disclosed``: a class declared) counts as come to
    sight.
    Returns the number of steps compared."""
    secret = first.hidden_from(seat)
    where = f"{_where(first)} twin for seat {seat}"
    told: tuple[set[str], set[str]] = (set(), set())
    for step in range(_TWIN_HORIZON + 1):
        shown = (
            secret - first.hidden_from(seat) | told[0],
            secret - second.hidden_from(seat) | told[1],
        )
        _require(
            len(shown[0]) == len(shown[1]) or _told_apart(first, second, seat, shown),
            f"{where} step {step}: the same public moves showed seat {seat} {len(shown[0])} of "
            f"the cards it could not see in one world and {len(shown[1])} in the other",
        )
        if shown[0] or shown[1]:
            return step
        probes = _probe_texts(first, pool, rng)
        mine = _seat_receives(first, seat, probes)
        theirs = _seat_receives(second, seat, probes)
        if mine != theirs:
            raise ConformanceError(
                f"{where} step {step}: seat {seat} can tell the worlds apart: {_diff(mine, theirs)}"
            )
        if first.is_terminal() or step == _TWIN_HORIZON:
            return step
        actor = first.current_seat
        action = rng.choice(first.legal_actions())
        if actor != seat and not second.is_legal(action, seat=actor):
            return step  # the move depended on cards that differ: no common continuation
        for who in (seat, None):
            phrases = first.describe_action(action, who), second.describe_action(action, who)
            _require(
                phrases[0] == phrases[1], f"{where} step {step}: the move is told as {phrases}"
            )
        keys = first.action_key(action, seat), second.action_key(action, seat)
        _require(keys[0] == keys[1], f"{where} step {step}: the move is keyed as {keys}")
        for world, disclosed in zip((first, second), told, strict=True):
            start, unseen = len(world.event_log), world.hidden_from(seat)
            world.apply(action, seat=actor)
            # A card hidden from ``seat`` when an event told a part of it: one of the fork's
            # hidden cards, perhaps under an id given since (a combat's own ids).
            disclosed.update(
                card
                for event in world.event_log[start:]
                for card in event.disclosed()
                if card in unseen
            )
    return _TWIN_HORIZON


def check_indistinguishable(game: Game, seed: int) -> None:
    """Two worlds that differ only in what seat S cannot see give S the same views, legal
    actions and their descriptions, refusal reasons for any text, take-back answers, and the
    same sequence of who decides next, along the same public continuation.

    The twin comes from ``State.swap_hidden`` (``check_swap_hidden_changes`` makes sure it
    is not a mere copy). Games whose setup does not keep secrets (``Game.keeps_secrets``
    False, e.g. ``auto_pass``) are exempt.
    """
    if not game.keeps_secrets:
        return
    positions, pool = _fork_steps(game, seed)
    rng = Rng(seed).derive("twins")
    for state in positions:
        for seat in range(game.seats):
            twin = state.swap_hidden(seat, rng.spawn())
            _require(twin is not state, f"{_where(state)} swap_hidden returned the same state")
            check_indistinguishable_at(state.clone(), twin, seat, pool, rng.spawn())


def check_swap_hidden_changes(game: Game, seed: int) -> None:
    """A game that hides cards has twins that really differ: otherwise the
    indistinguishability and blind-determinize checks would compare a state with itself."""
    positions, _pool = _fork_steps(game, seed)
    rng = Rng(seed).derive("changes")
    hid_anything = False
    for state in positions:
        for seat in range(game.seats):
            if state.hidden_from(seat):
                hid_anything = True
                if state.swap_hidden(seat, rng.spawn()).fingerprint() != state.fingerprint():
                    return
    _require(
        not hid_anything,
        f"[{game.id} seed={seed}] cards were hidden, but swap_hidden never changed a state",
    )


def _world_summary(state: State) -> dict[str, Any]:
    """A sampled world as a whole: its canonical form, every seat's view, whose turn."""
    return {
        "canonical": state.canonical(),
        "views": [state.view(seat) for seat in range(state.game.seats)],
        "current_seat": state.current_seat,
    }


def _leaves(value: Any, path: str, into: dict[str, Any]) -> dict[str, Any]:
    """``into`` with (path, scalar) for every scalar in JSON data, in document order."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            _leaves(item, f"{path}.{key}", into)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _leaves(item, f"{path}[{index}]", into)
    else:
        into[path] = value
    return into


def _other_views(state: State, seat: int) -> list[dict[str, Any]]:
    """The leaves of every other seat's view, by path: what a sample must guess."""
    seats = range(state.game.seats)
    return [_leaves(state.view(other), "", {}) for other in seats if other != seat]


def _agreement(guessed: list[dict[str, Any]], truth: list[dict[str, Any]]) -> int:
    """How many scalars of the other seats' views (``_other_views``) a sample gets right:
    what it guesses of their hidden cards."""
    agree = 0
    for known, guess in zip(truth, guessed, strict=True):
        agree += sum(1 for path, value in guess.items() if known.get(path, _ABSENT) == value)
    return agree


_ABSENT = object()


def check_determinize_blind(game: Game, seed: int) -> None:
    """``determinize`` draws from what the seat knows, never from the true hidden order.

    Exactly: two worlds S cannot tell apart (a state and its ``swap_hidden`` twin), sampled
    with the same RNG, give the very same sample. Statistically: over many samples, the
    other seats' hidden cards are guessed right no more often about the true world than
    about its twin (a paired difference within four standard errors of zero).
    """
    positions, _pool = _fork_steps(game, seed)
    rng = Rng(seed).derive("blind")
    for state in positions:
        for seat in range(game.seats):
            where = f"{_where(state)} determinize({seat})"
            twin = state.swap_hidden(seat, rng.spawn())
            salt = rng.getrandbits(32)
            first = state.determinize(seat, Rng(salt))
            second = twin.determinize(seat, Rng(salt))
            one, two = _world_summary(first), _world_summary(second)
            if one != two:
                raise ConformanceError(
                    f"{where} depends on the true hidden cards: {_diff(one, two)}"
                )
            if twin.fingerprint() == state.fingerprint():
                continue
            _require_blind_statistically(state, twin, seat, rng.spawn(), where)


def _require_blind_statistically(
    state: State, twin: State, seat: int, rng: Rng, where: str
) -> None:
    """Samples drawn in a world agree with that world no more than with its twin.

    For each pair of samples, one drawn in the true world and one in the twin (independent
    RNGs), the statistic is how much better each matches the world it was drawn in than the
    other world. A sampler that sees only ``seat``'s information draws both from the same
    distribution, so the statistic's mean is zero; one that reads the true deal is positive.
    """
    differences = []
    truth, other = _other_views(state, seat), _other_views(twin, seat)
    for _ in range(_BLIND_SAMPLES):
        here = _other_views(state.determinize(seat, rng.spawn()), seat)
        there = _other_views(twin.determinize(seat, rng.spawn()), seat)
        differences.append(
            _agreement(here, truth)
            - _agreement(here, other)
            + _agreement(there, other)
            - _agreement(there, truth)
        )
    count = len(differences)
    mean = sum(differences) / count
    variance = sum((value - mean) ** 2 for value in differences) / max(1, count - 1)
    error = math.sqrt(variance / count)
    _require(
        mean <= 4 * error + 1e-9,
        f"{where} samples match the world they are drawn in better than its twin "
        f"({mean:.2f} ± {error:.2f} scalars): it sees through the deal",
    )


CHECKS: dict[str, Callable[[Game, int], object]] = {
    "playout": check_playout,
    "determinism": check_determinism,
    "record": check_record_round_trip,
    "clone": check_clone_independence,
    "illegal": check_illegal_actions,
    "views": check_views,
    "determinize": check_determinize,
    "indistinguishable": check_indistinguishable,
    "determinize_blind": check_determinize_blind,
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
