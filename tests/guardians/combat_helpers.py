"""Shared helpers for the Guardians combat tests: build, play and drive combats by card name."""

from __future__ import annotations

import copy
import importlib
import random
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import stronghold.games  # noqa: F401 - registers the guardians-combat game
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, CardInstance, Status
from stronghold.games.guardians.combat.scenario import (
    ScriptedAgent,
    load_scenario_text,
    plan_from,
    play_scenario,
)
from stronghold.games.guardians.combat.state import CombatState

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "combat"
ATT, DEF = ATTACKER, DEFENDER

__all__ = [
    "ATT",
    "DEF",
    "EXAMPLES",
    "REPO",
    "Status",
    "advance",
    "card",
    "combat",
    "do",
    "events",
    "example",
    "finish",
    "legal",
    "matchup",
    "pass_or_done",
    "play",
    "start",
    "status",
    "to_matchup",
    "to_step",
]


def example(name: str) -> dict[str, Any]:
    """A scenario file of examples/combat/ as the dict play_scenario takes."""
    return load_scenario_text((EXAMPLES / name).read_text(encoding="utf-8"))


def combat(
    terrain: str = "Swamps",
    *,
    attacker: dict[str, Any],
    defender: dict[str, Any],
) -> dict[str, Any]:
    """An inline scenario (the same format as the TOML files)."""
    return {"terrain": terrain, "attacker": attacker, "defender": defender}


def play(data: dict[str, Any]) -> CombatState:
    """Play a scenario to its end with the scripted agent (the data is not changed)."""
    return play_scenario(copy.deepcopy(data))


def start(data: dict[str, Any]) -> CombatState:
    """The starting state of a scenario's combat, to be driven step by step."""
    game = load("guardians-combat", scenario=copy.deepcopy(data))
    state = game.new_state(0)
    assert isinstance(state, CombatState)
    return state


def advance(
    state: CombatState, data: dict[str, Any], until: Callable[[CombatState], bool]
) -> CombatState:
    """Let the scenario's scripted choices play until ``until(state)`` holds (or the end)."""
    lib = state.game.library  # type: ignore[attr-defined]
    agent = ScriptedAgent((plan_from(data, "attacker", lib), plan_from(data, "defender", lib)))
    for _ in range(500):
        if state.is_terminal() or until(state):
            return state
        state.apply(agent.choose(state))
    raise AssertionError("the combat did not reach the wanted point")


def _label(state: CombatState, arg: str) -> str:
    inst = state.by_id.get(arg)
    return inst.name if inst is not None else arg


def legal(state: CombatState) -> list[tuple[str, ...]]:
    """The current legal actions as (verb, card names or words ...)."""
    out = []
    for action in state.legal_actions():
        assert isinstance(action, CombatAction)
        out.append((action.kind, *(_label(state, a) for a in action.words)))
    return out


def do(state: CombatState, verb: str, *tokens: str) -> None:
    """Apply the legal action with this verb whose arguments are these names (or words)."""
    for action in state.legal_actions():
        assert isinstance(action, CombatAction)
        if action.kind != verb or len(action.words) != len(tokens):
            continue
        if all(_label(state, a) == t or a == t for a, t in zip(action.words, tokens, strict=True)):
            state.apply(action)
            return
    raise AssertionError(
        f"{verb} {' '.join(tokens)} is not legal in the {state.phase} step; legal: {legal(state)}"
    )


def card(state: CombatState, name: str, side: int | None = None) -> CardInstance:
    """The (only) card instance of that name (of that side) in the combat."""
    found = [i for i in state.cards if i.name == name and (side is None or i.owner == side)]
    assert len(found) == 1, f"{len(found)} cards named {name!r}"
    return found[0]


def status(state: CombatState, name: str, side: int | None = None) -> Status:
    """Where the (only) card of that name (of that side) ended up."""
    return card(state, name, side).status


def to_matchup(state: CombatState, attacker: str, defender: str) -> None:
    """From the start: no command cards, then the first primary attackers are laid down."""
    while state.phase == "declare":
        do(state, "command", "no")
    do(state, "primary", attacker)
    do(state, "primary", defender)


def to_step(state: CombatState, phase: str = "modify_window") -> None:
    """Pass every choice until the step ``phase`` (or the end). A seat is asked even when it
    can only pass, unless that is public: being asked must not tell what it holds."""
    while not state.is_terminal() and state.phase != phase:
        pass_or_done(state)


def pass_or_done(state: CombatState) -> None:
    """Pass the current choice (or make no more attacks or heals)."""
    do(state, "done") if ("done",) in legal(state) else do(state, "pass")


def finish(state: CombatState) -> None:
    """Play on to the end, passing every choice and making no more attacks."""
    while not state.is_terminal():
        pass_or_done(state)


def events(state: CombatState, kind: str) -> list[dict[str, Any]]:
    """The combat's events of one kind, in full (as JSON)."""
    return [e.to_json() for e in state.event_log if e.kind == kind]


def matchup(state: CombatState, number: int) -> dict[str, Any]:
    """A primary match-up of the summary, by number."""
    found = [m for m in state.summary()["matchups"] if m["number"] == number]
    assert found, f"there was no match-up {number}"
    return found[0]


def told(state: CombatState, kind: str, viewer: int | None = None) -> list[str]:
    """The words ``viewer`` (None: a spectator) is told for each event of one kind."""
    return [t.text for t in state.events(viewer) if t.event.kind == kind]


K = TypeVar("K")


def calls_in_random_combats(
    monkeypatch: Any, points: Mapping[K, tuple[str, str]], combats: int
) -> Counter[K]:
    """How often each of ``points`` (a key -> the (module, function) called there) is called
    in ``combats`` random combats (seeds 0, 1, ...)."""
    calls: Counter[K] = Counter()

    def counting(key: K, inner: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            calls[key] += 1
            return inner(*args, **kwargs)

        return wrapper

    for key, (module_name, name) in points.items():
        module = importlib.import_module(module_name)
        monkeypatch.setattr(module, name, counting(key, getattr(module, name)))
    game = load("guardians-combat")
    for seed in range(combats):
        state = game.new_state(seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
    return calls
