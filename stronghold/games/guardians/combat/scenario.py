"""Scenario files: a combat written down, played in the real engine by a scripted agent.

The agent only ever picks among ``legal_actions``; a planned play the rules do not allow at
its point is a ScenarioError saying which and why, never a silent skip.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stronghold.engine.errors import CardDataError, ScenarioError
from stronghold.engine.limits import load_toml, shorten
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import ranged
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.model import ATTACKER, DEFENDER, SIDE_NAMES, Status
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.library import CardLibrary, normalize

PLAY_KINDS = ("ranged", "bribe", "channel", "spell", "item", "discard")


@dataclass
class Play:
    """One planned extra play: in which match-up, what, and on what."""

    matchup: int
    kind: str
    card: str
    target: str | None = None
    done: bool = False

    def describe(self) -> str:
        where = "the command step" if self.matchup == 0 else f"match-up {self.matchup}"
        on = f" on {self.target}" if self.target else ""
        what = {
            "ranged": f"fire {self.card} as a ranged attack",
            "bribe": f"bribe{on} with {self.card}",
            "channel": f"channel from {self.card}",
            "spell": f"cast {self.card}{on}",
            "discard": f"discard {self.card} to boost the command AOE",
        }[self.kind]
        return f"{what} in {where}"


@dataclass
class Plan:
    """What one side means to do."""

    command: str | None = None
    primaries: list[str] = field(default_factory=list)
    plays: list[Play] = field(default_factory=list)
    secondaries: list[tuple[str, str]] = field(default_factory=list)
    heals: list[tuple[str, str]] = field(default_factory=list)


def load_scenario_text(text: str) -> dict[str, Any]:
    """Parse scenario TOML; ScenarioError with the line if it is not valid TOML, and if it is
    too large or nested too deeply (see :mod:`stronghold.engine.limits`)."""
    return load_toml(text, error=ScenarioError, context="not a valid scenario file: ")


def plan_from(data: dict[str, Any], label: str, lib: CardLibrary) -> Plan:
    """The scripted choices of one side, with every card name checked against the library."""
    side = data.get(label) or {}
    if not isinstance(side, dict):
        raise ScenarioError(f"{label} must be a table (the side's cards and choices)")
    plan = Plan()
    if "command" in side:
        plan.command = _check_command(lib, side["command"], f"{label}.command")
    plan.primaries = [_check(lib, n, f"{label}.primaries") for n in _list(side, "primaries", label)]
    for number, raw in enumerate(_list(side, "plays", label), start=1):
        where = f"{label}.plays[{number}]"
        if not isinstance(raw, dict):
            raise ScenarioError(f"{where} must be a table")
        kinds = [k for k in PLAY_KINDS if k in raw]
        if len(kinds) != 1:
            raise ScenarioError(f"{where} needs exactly one of {', '.join(PLAY_KINDS)}")
        unknown = set(raw) - {*PLAY_KINDS, "matchup", "target"}
        if unknown:
            raise ScenarioError(
                f"{where} has unknown key(s): {shorten(', '.join(sorted(unknown)))}"
            )
        matchup = raw.get("matchup", 1)
        if not isinstance(matchup, int) or matchup < 0:
            raise ScenarioError(f"{where}.matchup must be 0 (command step) or a match-up number")
        kind = kinds[0]
        value = raw[kind]
        if not isinstance(value, str):
            raise ScenarioError(f"{where}.{kind} must be a card name")
        if kind == "channel" and value.casefold() == "guardian":
            card = "guardian"
        else:
            card = _check(lib, value, f"{where}.{kind}")
        target = raw.get("target")
        if target is not None:
            target = _check(lib, target, f"{where}.target")
        plan.plays.append(Play(matchup, "spell" if kind == "item" else kind, card, target))
    for number, raw in enumerate(_list(side, "secondaries", label), start=1):
        where = f"{label}.secondaries[{number}]"
        if not isinstance(raw, dict) or "creature" not in raw or "target" not in raw:
            raise ScenarioError(f"{where} needs a creature and a target")
        plan.secondaries.append(
            (_check(lib, raw["creature"], where), _check(lib, raw["target"], f"{where}.target"))
        )
    for number, raw in enumerate(_list(side, "heals", label), start=1):
        where = f"{label}.heals[{number}]"
        if not isinstance(raw, dict) or "healer" not in raw or "target" not in raw:
            raise ScenarioError(f"{where} needs a healer and a target")
        plan.heals.append(
            (_check(lib, raw["healer"], where), _check(lib, raw["target"], f"{where}.target"))
        )
    return plan


def _list(side: dict[str, Any], key: str, label: str) -> list[Any]:
    """A list field of a side's plan (empty if absent); ScenarioError if it is not a list."""
    value = side.get(key, [])
    if not isinstance(value, list):
        raise ScenarioError(f"{label}.{key} must be a list")
    return value


def _check(lib: CardLibrary, name: Any, where: str) -> str:
    if not isinstance(name, str):
        raise ScenarioError(f"{where} must be a card name")
    try:
        return lib.get(name).name
    except CardDataError as exc:
        raise ScenarioError(f"{where}: {exc.reason}") from None


def _check_command(lib: CardLibrary, name: Any, where: str) -> str:
    """A command card's name, or ``ITEM with CREATURE`` for a C item played with a creature
    (Bagpipes of Fear with Swordsman)."""
    if isinstance(name, str) and " with " in name:
        try:
            return _check(lib, name, where)  # a card whose own name holds " with "
        except ScenarioError:
            item, _, partner = name.partition(" with ")
            return f"{_check(lib, item, where)} with {_check(lib, partner, where)}"
    return _check(lib, name, where)


def _pass() -> CombatAction:
    return act.PASS


class ScriptedAgent:
    """Chooses for both seats from the plans; everything unplanned is a pass."""

    def __init__(self, plans: tuple[Plan, Plan]) -> None:
        self.plans = plans
        self.primary_index = [0, 0]
        self.secondary_index = [0, 0]

    def choose(self, state: CombatState) -> CombatAction:
        seat = state.current_seat
        assert seat is not None
        legal = [a for a in state.legal_actions() if isinstance(a, CombatAction)]
        plan = self.plans[seat]
        phase = state.phase
        if phase == "declare":
            return _find(legal, act.DeclareCommand(plan.command is not None), state, seat)
        if phase == "choose_command":
            assert plan.command is not None
            return self._by_name(state, legal, plan.command, seat, "as the command card")
        if phase == "primary_choose":
            return self._primary(state, legal, seat)
        if phase == "boost":
            return self._boost(state, legal, seat)
        if phase in (
            "bribery",
            "secondary_bribery",
            "bribe_answer",
            "secondary_bribe_answer",
            "raid",
            "blitz",
            "chaos",
            "spell_window",
            "modify_window",
            "command_window",
            "response",
        ):
            return self._window(state, legal, seat)
        if phase == "secondary":
            return self._secondary(state, legal, seat)
        if phase == "heal":
            return self._heal(state, legal, seat)
        if phase in ("icons", "channel_response", "aoe_cancel", "retarget", "reroll"):
            return _pass()  # scenarios plan no paid powers of Guardians or standard bearers
            # and no rerolls (Mu Kir')
        if phase == "reclaim":
            return act.DONE
        if phase in ("forced_discard", "command_bribe", "command_fetch"):
            return legal[0]  # scenarios plan neither: the first creature offered
        if phase in ("pay", "guess", "discard_bonus", "show_or_pay"):
            # scenarios plan no such choices: refuse to pay, guess the first value, discard none
            return next(
                a
                for a in legal
                if isinstance(a, act.Done | act.Guess) or (isinstance(a, act.Pay) and not a.pays)
            )
        raise ScenarioError(f"no plan for the {phase} step")

    def _by_name(
        self,
        state: CombatState,
        legal: list[CombatAction],
        name: str,
        seat: int,
        what: str,
    ) -> CombatAction:
        """The command card or primary attacker of that name among ``legal``; a C item played
        with a creature is named ``ITEM with CREATURE`` (Bagpipes of Fear with Swordsman)."""
        item, _, partner = name.partition(" with ")
        for action in legal:
            if isinstance(action, act.ChooseCommand | act.Primary):
                inst = state.by_id.get(action.card)
                if inst is not None and inst.name == name:
                    return action
                mate = action.partner if isinstance(action, act.ChooseCommand) else None
                if inst is not None and inst.name == item and mate is not None:
                    if state.by_id[mate].name == partner:
                        return action
        raise ScenarioError(
            f"the {SIDE_NAMES[seat]} cannot play {name!r} {what}: " + _why(state, seat, name)
        )

    def _primary(self, state: CombatState, legal: list[CombatAction], seat: int) -> CombatAction:
        plan = self.plans[seat]
        reserved = {p.card for p in plan.plays if not p.done and p.kind == "ranged"}
        reserved |= {c for c, _ in plan.secondaries}
        while self.primary_index[seat] < len(plan.primaries):
            name = plan.primaries[self.primary_index[seat]]
            self.primary_index[seat] += 1
            return self._by_name(state, legal, name, seat, "as a primary attacker")
        for action in legal:
            if isinstance(action, act.Primary) and state.by_id[action.card].name not in reserved:
                return action
        return legal[0]

    def _window(self, state: CombatState, legal: list[CombatAction], seat: int) -> CombatAction:
        plan = self.plans[seat]
        number = state.current.number if state.current is not None else 0
        if state.current is not None and state.current.secondary:
            number = -1
        for play in plan.plays:
            if play.done or play.matchup != number or play.kind == "discard":
                continue  # (a discard to boost a command AOE has its own step)
            action = self._match_play(state, legal, play)
            if action is not None:
                play.done = True
                return action
            if state.phase in ("bribery", "secondary_bribery") and play.kind == "bribe":
                break
            if state.phase == "modify_window" and play.kind != "bribe":
                raise ScenarioError(
                    f"the {SIDE_NAMES[seat]} cannot {play.describe()}: "
                    + _play_problem(state, seat, play)
                )
        return _find(legal, act.PASS, state, seat)

    def _boost(self, state: CombatState, legal: list[CombatAction], seat: int) -> CombatAction:
        for play in self.plans[seat].plays:
            if play.done or play.kind != "discard":
                continue
            for action in legal:
                if isinstance(action, act.Discard) and state.by_id[action.card].name == play.card:
                    play.done = True
                    return action
        return _find(legal, act.DONE, state, seat)

    def _match_play(
        self, state: CombatState, legal: list[CombatAction], play: Play
    ) -> CombatAction | None:
        for action in legal:
            match action:
                case act.Channel(source=source) if play.kind == "channel":
                    label = "guardian" if source == "guardian" else state.by_id[source].name
                    if label == play.card:
                        return action
                case act.Bribe(target=target, icon=icon) if play.kind == "bribe":
                    if normalize(play.card) != normalize(icon):
                        continue
                    if play.target and state.by_id[target].name != play.target:
                        continue
                    return action
                case act.Ranged(card=card) if play.kind == "ranged":
                    if state.by_id[card].name == play.card:
                        return action
                case act.Cast(card=card, target=target) if play.kind == "spell":
                    if state.by_id[card].name != play.card:
                        continue
                    if play.target and target is not None:
                        aimed = state.by_id.get(target)
                        if aimed is None or aimed.name != play.target:
                            continue
                    return action
        return None

    def _secondary(self, state: CombatState, legal: list[CombatAction], seat: int) -> CombatAction:
        plan = self.plans[seat]
        if self.secondary_index[seat] >= len(plan.secondaries):
            return _find(legal, act.DONE, state, seat)
        creature, target = plan.secondaries[self.secondary_index[seat]]
        self.secondary_index[seat] += 1
        for action in legal:
            if not isinstance(action, act.Secondary):
                continue
            a, t = state.by_id[action.attacker], state.by_id[action.target]
            if a.name == creature and t.name == target:
                return action
        raise ScenarioError(
            f"the {SIDE_NAMES[seat]} cannot attack {target!r} with {creature!r} as a secondary "
            f"attacker: {_secondary_problem(state, seat, creature, target)}"
        )

    def _heal(self, state: CombatState, legal: list[CombatAction], seat: int) -> CombatAction:
        for healer, target in self.plans[seat].heals:
            for action in legal:
                if isinstance(action, act.Heal):
                    h, t = state.by_id[action.healer], state.by_id[action.target]
                    if h.name == healer and t.name == target:
                        self.plans[seat].heals.remove((healer, target))
                        return action
        return _find(legal, act.DONE, state, seat)


def _find(
    legal: list[CombatAction], wanted: CombatAction, state: CombatState, seat: int
) -> CombatAction:
    if wanted in legal:
        return wanted
    raise ScenarioError(f"the {SIDE_NAMES[seat]} cannot {wanted} in the {state.phase} step")


def _why(state: CombatState, seat: int, name: str) -> str:
    mine = [i for i in state.cards if i.owner == seat and i.name == name]
    if not mine:
        return "it is not among the side's cards"
    if all(i.status != Status.HAND for i in mine):
        return f"it has already been played ({mine[0].status.value})"
    return "the rules do not allow it at this point"


def _play_problem(state: CombatState, seat: int, play: Play) -> str:
    if play.kind == "channel":
        source = "guardian"
        if play.card != "guardian":
            found = [i for i in state.cards if i.owner == seat and i.name == play.card]
            if not found:
                return f"{play.card} is not among the side's channelers"
            source = found[0].id
        return ranged.channel_problem(state, seat, source) or "not allowed here"
    if play.kind == "ranged" and state.no_ranged_terrain:
        return f"no ranged attacks in {state.terrain_name}"
    return _why(state, seat, play.card)


def _secondary_problem(state: CombatState, seat: int, creature: str, target: str) -> str:
    if state.phase != "secondary":
        return "there are no secondary attacks now"
    if not any(
        i.name == creature and i.status == Status.HAND and i.owner == seat for i in state.cards
    ):
        return f"{creature} is not left in the combat hand"
    return f"{target} is not a standing creature of the opponent"


def run_scenario(state: CombatState, plans: tuple[Plan, Plan], *, max_steps: int = 5000) -> None:
    """Play the combat to its end with the scripted agent; ScenarioError if a plan cannot hold."""
    agent = ScriptedAgent(plans)
    for _ in range(max_steps):
        if state.is_terminal():
            break
        state.apply(agent.choose(state))
    else:
        raise ScenarioError("the combat did not end")
    for seat in (ATTACKER, DEFENDER):
        left = [p for p in plans[seat].plays if not p.done]
        if left:
            play = left[0]
            reason = "that match-up never offered the chance"
            if play.kind == "ranged" and state.no_ranged_terrain:
                reason = f"no ranged attacks in {state.terrain_name}"
            elif play.matchup > len([m for m in state.matchups if not m.secondary]):
                reason = "the combat had fewer match-ups"
            elif play.kind in ("ranged", "spell", "bribe") and not any(
                i.owner == seat and i.name == play.card for i in state.cards
            ):
                reason = f"{play.card} is not among the {SIDE_NAMES[seat]}'s cards"
            raise ScenarioError(f"the {SIDE_NAMES[seat]} cannot {play.describe()}: {reason}")
        if plans[seat].heals:
            healer, target = plans[seat].heals[0]
            raise ScenarioError(
                f"the {SIDE_NAMES[seat]}'s {healer} cannot heal {target}: only the winner heals "
                "(Demon Hordes excepted), each healer once, and only a beaten creature it may heal"
            )
        if agent.secondary_index[seat] < len(plans[seat].secondaries):
            creature, target = plans[seat].secondaries[agent.secondary_index[seat]]
            raise ScenarioError(
                f"the {SIDE_NAMES[seat]} never got to attack {target!r} with {creature!r}: "
                "secondary attacks belong to the side with creatures left"
            )


def play_scenario(data: dict[str, Any], *, cards: list[str] | None = None) -> CombatState:
    """Build the combat a scenario describes in the real engine and play it to the end."""
    from stronghold.engine.registry import load

    params: dict[str, Any] = {"scenario": data}
    if cards:
        params["cards"] = list(cards)
    game = load("guardians-combat", **params)
    library = getattr(game, "library")  # noqa: B009 - the combat game's card library
    plans = (plan_from(data, "attacker", library), plan_from(data, "defender", library))
    state = game.new_state(0)
    assert isinstance(state, CombatState)
    run_scenario(state, plans)
    return state
