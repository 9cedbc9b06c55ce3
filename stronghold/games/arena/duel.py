"""The fights of Guardians Arena, as a Guardians combat (CombatState) with Arena's hooks.

A **duel** (two creatures face each other in the arena) is a Guardians primary match-up
between the two Duelists — bribery, spells, then ranged attacks and channeling from under the
strongholds and the Guardian's channeling — followed by Arena's secondary round, in which the
players, the Defender first, add creatures from their pens as secondary fighters. A **raid**
(Phase III) has only that second round: creatures from the hand and the Guardian's channeling
(``kind="creature"`` against an unshielded creature, ``kind="guardian"`` against the Guardian).

Hooks of CombatState used (its section "hooks for variants"): ``begin`` (how the combat
opens), ``start_primary`` (after the one match-up), ``ranged_sources`` (from under the
strongholds), ``fire_ranged`` (the ability used for the turn), ``aoe_exposed`` (hands and
unshielded creatures on or under strongholds), ``base_vitality`` (red Vitality in the secondary
round), ``fighter_vitality`` (the flying advantage), ``channeler_fit``, the window turn hooks
(``note_action``, ``note_pass``, ``next_asked``: a pass ends a seat's step) and
``close_window``; and its phase table, to which the secondary round is added.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.engine.state import Outcome
from stronghold.games.arena.secrets import shooter
from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import (
    commands,
    inforce,
    primaries,
    ranged,
    rerolls,
    rules,
    shared,
    windows,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    CombatResult,
    CombatSetup,
    Fighter,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.combat.phases import PHASES, Phase
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.hidden import Fit
from stronghold.games.guardians.schema import Creature

if TYPE_CHECKING:
    from stronghold.engine.registry import Game

#: What a fight of Guardians Arena is about.
KINDS = ("duel", "creature", "guardian")
#: Duelist statuses that keep a Duelist in its duel (beaten in the primary round is not out).
PRESENT = (Status.STANDING, Status.BEATEN)


def fights_fliers(creature: Creature) -> bool:
    """Whether a creature has an ability or bonus against flying creatures (Greater Air
    Elemental's "+6 Vitality vs Creatures with Fly", a destroyer of fliers ...)."""
    patterns = [bonus.vs for bonus in creature.bonus]
    patterns += [bonus.vs for bonus in creature.team_bonus]
    patterns += [*creature.destroys, *creature.sends_back, creature.ranged_vs]
    if creature.command is not None:
        patterns += [bonus.vs for bonus in creature.command.team_bonus]
    return any(pattern is not None and pattern.flying for pattern in patterns)


class _SecondaryRound:
    """The phase table's entry for Arena's secondary round (a raid's only round)."""

    def options(self, state: CombatState, seat: int) -> list[CombatAction]:
        assert isinstance(state, DuelState)
        return state.round_options(seat)

    def why_illegal(self, state: CombatState, seat: int, action: CombatAction) -> str | None:
        return shared.why_not(state, seat, action)

    def do(self, state: CombatState, seat: int, action: CombatAction) -> None:
        assert isinstance(state, DuelState)
        state.on_secondary_round(seat, action)


#: A fight's phases: a Guardians combat's, and the secondary round.
FIGHT_PHASES: dict[str, Phase] = {**PHASES, "secondary_round": _SecondaryRound()}


class DuelState(CombatState):
    """One Arena fight between the Attacker (the Active player) and the Defender."""

    TABLE = FIGHT_PHASES
    WINDOW_PHASES = (*CombatState.WINDOW_PHASES, "secondary_round")

    def __init__(
        self,
        game: Game,
        setup: CombatSetup,
        *,
        seed: int,
        kind: str = "duel",
        primary_stands: bool = True,
    ) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown kind of fight {kind!r}")
        self.kind = kind
        #: Without secondary fighters, the primary round's result decides the duel.
        self.primary_stands = primary_stands
        self.round = "primary" if kind == "duel" else "raid"
        self.primary_result = ""
        #: The Duelists' instance ids (set when the fight opens: the first card of each shield).
        self.duelists: tuple[str | None, str | None] = (None, None)
        super().__init__(game, setup, seed=seed)

    # --- opening ------------------------------------------------------------------------------

    def begin(self) -> None:
        """The Duelists are revealed on their shields; a duel's command abilities take effect
        at once, then the primary match-up is fought. A raid goes straight to its round."""
        self.duelists = (
            self.setup_ids[ATTACKER][0] if self.setup.attacker.shield else None,
            self.setup_ids[DEFENDER][0] if self.setup.defender.shield else None,
        )
        m = Matchup(1, [None, None])
        self.matchups.append(m)
        self.current = m
        for side, cid in enumerate(self.duelists):
            if cid is not None:
                shared.seat_fighter(self, m, side, cid)
        if self.kind != "duel":
            self._open_round(ATTACKER)
            return
        terrain = self.setup.terrain
        if terrain is not None and terrain.no_command:
            self.tell(ev.Effect(self.terrain_name, "no command abilities in this duel"))
        else:
            for side, cid in enumerate(self.duelists):
                if cid is not None and self.by_id[cid].creature.command is not None:
                    self.commands[side] = cid
            commands.resolve_command_conflicts(self)
            commands.apply_commands(self)
        if inforce.matchup_alive(self):
            primaries.matchup_begins(self)
        else:
            m.result = "destroyed"
            self.finish_matchup()

    def start_primary(self) -> None:
        """A duel's one match-up is its whole primary round: where Guardians would lay down
        the next pair, the duel goes on to its secondary round."""
        m = self.matchups[0]
        self.primary_result = m.result
        self.current = None
        for inst in self.cards:  # channelers and ranged attackers go back under, face up
            if (
                inst.zone == "channeler"
                and inst.role == Role.RANGED
                and inst.status == Status.STANDING
            ):
                inst.status, inst.role = Status.HAND, Role.NONE
        if all(self.in_duel(side) for side in (ATTACKER, DEFENDER)):
            self.round = "secondary"
            self._open_round(DEFENDER)
        else:
            self._end_duel()

    def _open_round(self, first: int) -> None:
        """Secondary round (a raid's only round): the pen (a raid: the hand) joins the hand."""
        for inst in self.cards:
            if inst.zone == "pen":
                inst.zone = "hand"
        self.phase, self.seat, self.passes = "secondary_round", first, 0
        self.skip_empty_window()

    # --- who is where -------------------------------------------------------------------------

    def duelist(self, side: int) -> CardInstance | None:
        """A side's Duelist (None in a raid on a Guardian's side)."""
        cid = self.duelists[side]
        return None if cid is None else self.by_id[cid]

    def in_duel(self, side: int) -> bool:
        """Whether a side's Duelist is still in the duel (standing, or beaten in the primary
        round; not bribed, destroyed or sent away)."""
        inst = self.duelist(side)
        return inst is not None and inst.status in PRESENT

    def fighters(self, side: int) -> list[CardInstance]:
        """A side's secondary fighters still in play (not bribed away)."""
        return [
            inst
            for inst in self.cards
            if inst.owner == side and inst.role == Role.SECONDARY and inst.status == Status.STANDING
        ]

    def ranged_sources(self, seat: int) -> list[CardInstance]:
        """Ranged attackers fire from under the strongholds (once a turn)."""
        return [
            inst
            for inst in self.cards
            if inst.owner == seat
            and inst.zone == "channeler"
            and inst.status == Status.HAND
            and inst.is_creature
            and not inst.used_channel
        ]

    def channeler_fit(self) -> Fit:
        """Under an Arena stronghold card lies a creature that channels or fires."""
        return shooter

    def fire_ranged(self, seat: int, cid: str) -> None:
        """A creature under a stronghold fires: it has used its ability for this turn."""
        super().fire_ranged(seat, cid)
        self.by_id[cid].used_channel = True

    def aoe_exposed(self, inst: CardInstance) -> bool:
        """AOEs reach creatures in hand and unshielded creatures on or under strongholds."""
        return inst.status == Status.HAND and inst.zone in ("hand", "channeler", "stronghold")

    # --- Vitality ------------------------------------------------------------------------------

    def base_vitality(self, inst: CardInstance) -> int:
        """The red Vitality replaces the black one in the secondary round, for a Duelist or a
        secondary fighter (in a raid: for the secondary fighters)."""
        red = inst.creature.stacking
        if red is not None and (self.round == "secondary" or inst.role == Role.SECONDARY):
            return red
        return super().base_vitality(inst)

    def grounded(self, inst: CardInstance) -> bool:
        """In the arena, a flying Duelist takes no account of an opponent's creature that
        neither flies nor has an ability or bonus against fliers."""
        if self.kind != "duel" or not inst.is_creature:
            return False
        enemy = self.duelist(1 - inst.owner)
        if enemy is None or not enemy.creature.flying:
            return False
        return not inst.creature.flying and not fights_fliers(inst.creature)

    def fighter_vitality(self, m: Matchup, side: int) -> tuple[int, list[tuple[str, int]]]:
        total, parts = super().fighter_vitality(m, side)
        fighter = m.fighters[side]
        if fighter is not None and total and self.grounded(self.by_id[fighter.id]):
            return 0, [*parts, ("not counted against a flyer", -total)]
        return total, parts

    def side_total(self, side: int) -> tuple[int, list[tuple[str, int]]]:
        """A side's total at the end of the last round: the Duelist's base Vitality (with its
        command abilities in a duel, its Guardian's channeling in a raid) and its secondary
        fighters' (with their modifiers in a duel, bare in a raid)."""
        enemy = self.duelist(1 - side)
        shares: list[tuple[CardInstance, list[tuple[str, int]]]] = []
        duelist = self.duelist(side)
        if duelist is not None and duelist.status in PRESENT:
            parts = [("base", self.base_vitality(duelist))]
            if self.kind == "duel":
                opponent = enemy.creature if enemy is not None else None
                parts += rules.team_bonuses(
                    self, duelist, opponent, secondary=True, sources=self.commands
                )
            else:
                fighter = self.matchups[0].fighters[side]
                channeled = sum(c.points for c in fighter.channels) if fighter else 0
                parts += [("channeling", channeled)] if channeled else []
            shares.append((duelist, parts))
        for inst in self.fighters(side):
            if self.kind != "duel":
                shares.append((inst, [("base", self.base_vitality(inst))]))
            elif enemy is not None and rules.immune_to(
                enemy.creature, inst.creature, attacker_defends_sh=False
            ):
                shares.append((inst, [("no damage: immune", 0)]))
            else:
                shares.append(
                    (
                        inst,
                        rules.vitality_breakdown(
                            self, inst, enemy, secondary=True, ranged_points=0, channeled=0
                        ),
                    )
                )
        out: list[tuple[str, int]] = []
        for inst, parts in shares:
            out += [(f"{inst.name} {label}", value) for label, value in parts]
            subtotal = sum(value for _label, value in parts)
            if subtotal and self.grounded(inst):
                out.append((f"{inst.name}: not counted against a flyer", -subtotal))
        return sum(value for _label, value in out), out

    # --- the secondary round (a raid's round) ------------------------------------------------

    def round_options(self, seat: int) -> list[CombatAction]:
        """A creature from the hand as a secondary fighter; in a duel, a bribery card on an
        opposing secondary fighter; in a raid, the Guardian's channeling; or pass."""
        out: list[CombatAction] = []
        if self.kind == "guardian" and seat == DEFENDER:
            return [act.PASS]  # the attacked Guardian's player takes no action
        enemy = self.duelists[1 - seat]
        target = enemy if enemy is not None else "guardian"
        out += [act.Secondary(i.id, target) for i in inforce.hand_creatures(self, seat)]
        if self.kind == "duel":
            out += self.bribe_options(seat, self.fighters(1 - seat))
        elif ranged.channel_problem(self, seat, "guardian") is None:
            out.append(act.Channel("guardian"))
        out.append(act.PASS)
        return out

    def on_secondary_round(self, seat: int, action: CombatAction) -> None:
        if not isinstance(action, act.Secondary):
            windows.window_action(self, seat, action)
            return
        self.note_action(seat)
        self._add_fighter(seat, action.attacker, action.target)
        if rerolls.then(self, Frame("arena_added", (str(seat),))):
            return  # the AOE's die is asked about first
        self.seat = self.next_asked(seat)
        self.skip_empty_window()

    def _add_fighter(self, seat: int, cid: str, target: str) -> None:
        """A creature from the hand is played beside its Duelist; its AOE goes off (a duel)."""
        inst = self.by_id[cid]
        inst.status, inst.role, inst.revealed = Status.STANDING, Role.SECONDARY, True
        self.play_order.append(cid)
        group = next((m for m in self.matchups if m.secondary and m.fighters[seat]), None)
        if group is None:
            target_id = target if target in self.by_id else None
            group = Matchup(0, [None, None], result="open", secondary=True, target=target_id)
            self.matchups.append(group)
        group.spells.append(cid)
        group.fighters[seat] = Fighter(cid)
        self.tell(ev.SecondaryAttack(seat, inst.name, inforce.name(self, target) or target))
        aoe = inst.creature.aoe
        if self.kind == "duel" and aoe is not None and not self.forbidden("aoe", seat):
            rerolls.aoe(self, seat, aoe, inst.name, Frame("arena_aoe", (str(seat), cid)))

    def close_window(self) -> None:
        if self.phase == "secondary_round":
            self._end_duel()
            return
        super().close_window()

    # A pass ends a seat's part in a step ("no more action allowed for the current step"):
    # ``passes`` holds a bit for each seat that has passed in the current window.

    def note_action(self, seat: int) -> None:
        del seat  # acting does not bring a seat that passed back

    def note_pass(self, seat: int) -> bool:
        self.passes |= 1 << seat
        return self.passes == 0b11

    def next_asked(self, seat: int) -> int:
        other = 1 - seat
        return seat if self.passes & (1 << other) else other

    # --- the end ------------------------------------------------------------------------------

    def _end_duel(self) -> None:
        """Who won: strictly more Vitality (a raid on a Guardian: more than its Vitality);
        a single die of those totals is rolled first, for a reroll (Mu Kir')."""
        self.current = None
        if rerolls.dice_ahead(self, Frame("arena_end"), _both_totals):
            return
        totals = [self.side_total(ATTACKER), self.side_total(DEFENDER)]
        values = [totals[0][0], totals[1][0]]
        winner: int | None = None
        if self.kind == "guardian":
            values[DEFENDER] = self.guardian(DEFENDER).vitality
            winner = ATTACKER if values[ATTACKER] > values[DEFENDER] else None
        elif self.kind == "duel" and not all(self.in_duel(side) for side in (0, 1)):
            winner = next((side for side in (0, 1) if self.in_duel(side)), None)
        elif self.kind == "duel" and self.primary_stands and not self.played_fighters():
            if self.primary_result in SIDE_NAMES:
                winner = SIDE_NAMES.index(self.primary_result)
        elif values[ATTACKER] != values[DEFENDER]:
            winner = ATTACKER if values[ATTACKER] > values[DEFENDER] else DEFENDER
        self.result = CombatResult(
            winner,
            (values[0], values[1]),
            (tuple(totals[0][1]), tuple(totals[1][1])),
            self.kind,
            self.primary_result,
        )
        parts = (tuple(totals[0][1]), tuple(totals[1][1]))
        if self.kind == "guardian":  # a Guardian is raided: its Vitality, not its fighters'
            parts = (parts[0], (("the Guardian's Vitality", values[DEFENDER]),))
        sides, both = (ATTACKER, DEFENDER), (values[0], values[1])
        self.tell(ev.FightResolved(self.kind, sides, both, parts, winner))
        standard = None if winner is None else self.standard(winner)
        if winner is not None and standard is not None:
            for trigger in standard.stone_triggers:  # Egyptian motif Standard 11
                if trigger.on == "wins_combat":
                    shared.gain_stones(
                        self,
                        winner,
                        trigger,
                        inforce.name(self, inforce.standard_source_id(self, winner)) or "",
                    )
        self.phase, self.seat = "over", None
        reason = "a tie" if winner is None else f"the {SIDE_NAMES[winner]} wins"
        self._outcome = Outcome.from_winners(
            [] if winner is None else [winner], seats=2, reason=f"{reason} {values[0]}-{values[1]}"
        )

    def played_fighters(self) -> bool:
        """Whether a secondary fighter was played in this fight (by either side)."""
        return any(inst.role == Role.SECONDARY for inst in self.cards)

    def canonical(self) -> Any:
        out = super().canonical()
        out["duel"] = [
            self.kind,
            self.round,
            self.primary_result,
            list(self.duelists),
            self.primary_stands,
            None if self.result is None else self.result.canonical(),
        ]
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["game"] = "guardians-arena-fight"
        out["fight"] = {
            "kind": self.kind,
            "round": self.round,
            "primary": self.primary_result,
            "duelists": [inforce.name(self, cid) for cid in self.duelists],
            "result": None if self.result is None else self.result.canonical(),
        }
        return out


def _both_totals(twin: CombatState) -> object:
    assert isinstance(twin, DuelState)
    return [twin.side_total(side) for side in (ATTACKER, DEFENDER)]


@rerolls.continuation("arena_aoe")
def _aoe_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    """The AOE of a creature played beside its Duelist goes off with its die as it stands."""
    inst = state.by_id[args[1]]
    aoe = inst.creature.aoe
    assert aoe is not None
    shared.aoe(state, int(args[0]), aoe, inst.name)


@rerolls.continuation("arena_added")
def _added_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    state.seat = state.next_asked(int(args[0]))
    state.skip_empty_window()


@rerolls.continuation("arena_end")
def _end_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    assert isinstance(state, DuelState)
    state._end_duel()
