"""A Guardians combat as a state machine of single-seat decisions.

Phases (each a decision of one seat, see docs/combat.md for the diagram)::

    declare -> choose_command -> command_window -> primary_choose -> bribery
      -> spell_window -> (destruction, AOE) -> modify_window -> (compare) -> primary_choose ...
      -> secondary -> heal -> over

A spell cast in a window opens ``response``: the other seat may dispel it, the caster may
dispel the dispel, and so on; then it resolves.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.guardians.combat import rules
from stronghold.games.guardians.combat.actions import CombatAction, parse_combat_action
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Channel,
    CombatSetup,
    Fighter,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    Aoe,
    Bribery,
    CommandAbility,
    Creature,
    Guardian,
    Item,
    Match,
    Spell,
    StoneTrigger,
    TeamBonus,
    Terrain,
)

if TYPE_CHECKING:
    from stronghold.engine.registry import Game

BRIBES = ("babes", "gold", "beer")
WINDOW_TIMINGS = ("any", "combat", "matchup")


def _pass() -> CombatAction:
    return CombatAction("pass")


class CombatState(State):
    """One combat between an attacking and a defending shield."""

    #: Steps that close when both seats pass in a row (a seat that can only pass is not asked).
    WINDOW_PHASES: tuple[str, ...] = ("command_window", "spell_window", "modify_window", "response")

    def __init__(self, game: Game, setup: CombatSetup, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.setup = setup
        self.cards: list[CardInstance] = []
        for seat, prefix in ((ATTACKER, "a"), (DEFENDER, "d")):
            side = setup.side(seat)
            zones = (
                [(c, "hand") for c in side.shield]
                + [(c, "storage") for c in side.storage]
                + [(c, "channeler") for c in side.channelers]
                + ([(side.up_card, "up")] if side.up_card is not None else [])
                + [(c, "pen") for c in side.pen]
                + [(c, "stronghold") for c in side.exposed]
            )
            for number, (card, zone) in enumerate(zones, start=1):
                inst = CardInstance(f"{prefix}{number}", card, seat, zone)
                inst.revealed = zone == "up"  # the Up card lies face up
                self.cards.append(inst)
        self.by_id = {inst.id: inst for inst in self.cards}
        self.stones = [setup.attacker.stones, setup.defender.stones]
        self.terrain_types: tuple[Terrain, ...] = setup.terrain_types
        self.terrain_name = setup.terrain.name if setup.terrain else ", ".join(setup.terrain_types)
        self.no_ranged_terrain = self._terrain_forbids_ranged()
        self.phase = "declare"
        self.seat: int | None = ATTACKER
        self.declared: list[bool | None] = [None, None]
        self.commands: list[str | None] = [None, None]
        self.command_dispelled = [False, False]
        self.pending: list[str | None] = [None, None]
        self.matchups: list[Matchup] = []
        self.current: Matchup | None = None
        self.passes = 0
        self.stack: list[tuple[int, str, str | None]] = []
        self.return_phase = ""
        self.play_order: list[str] = []
        self.bribe_done = [False, False]
        self.secondary_side: int | None = None
        self.healed_by: set[str] = set()
        self.log: list[dict[str, Any]] = []
        self.rolls: dict[str, int] = {}
        self.channeled_into: set[str] = set()
        self.first_chooser = ATTACKER
        self.declared_info: dict[str, Any] | None = None
        self.pending_bribe: tuple[str, ...] | None = None
        self.to_storage: set[str] = set()
        self.boosted: dict[int, int] = {}
        self.up_swaps: dict[int, str] = {}
        self.result: dict[str, Any] | None = None
        self._outcome: Outcome | None = None
        self._begin()

    def _begin(self) -> None:
        """The combat opens: command cards are declared, unless the land forbids them (Jungle).

        A variant whose combat opens another way (an Arena duel) overrides this hook."""
        terrain = self.setup.terrain
        if terrain is not None and terrain.no_command:
            self._log("terrain", text=f"{self.terrain_name}: no command cards in this combat")
            self._start_primary()

    # --- the contract ------------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.phase == "over" else self.seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def parse_action(self, text: str) -> Action:
        return parse_combat_action(text)

    def legal_actions(self) -> list[Action]:
        if self.phase == "over" or self.seat is None:
            return []
        return list(self._legal(self.seat))

    def _why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, CombatAction):
            return f"{action!r} is not a combat action"
        if self.phase == "over":
            return "the combat is over"
        if action in self._legal(self.seat if self.seat is not None else 0):
            return None
        return self._explain(action)

    def canonical(self) -> Any:
        return {
            "phase": self.phase,
            "seat": self.seat,
            "stones": self.stones,
            "terrain": [t.value for t in self.terrain_types],
            "cards": [
                [i.id, i.name, i.status.value, i.role.value, i.matchup, i.turned, i.used_channel]
                for i in self.cards
            ],
            "declared": self.declared,
            "commands": self.commands,
            "dispelled": self.command_dispelled,
            "pending": self.pending,
            "matchups": [self._matchup_json(m, None) for m in self.matchups],
            "stack": [list(s) for s in self.stack],
            "passes": self.passes,
            "rolls": self.rolls,
            "declared_info": self.declared_info,
            "pending_bribe": self.pending_bribe,
            "to_storage": sorted(self.to_storage),
            "boosted": {str(k): v for k, v in sorted(self.boosted.items())},
            "up_swaps": {str(k): v for k, v in sorted(self.up_swaps.items())},
            "history": len(self.history),
        }

    def hidden_from(self, seat: int) -> set[str]:
        """Instance ids whose identity ``seat`` may not see (the other side's unrevealed cards)."""
        return {
            i.id
            for i in self.cards
            if i.owner != seat and i.status == Status.HAND and not i.revealed
        }

    # --- helpers used by the rules module ----------------------------------------------------

    def fits(self, match: Match, inst: CardInstance, *, secondary: bool = False) -> bool:
        """Whether a creature on this combat fits a pattern (terrain and role included)."""
        return rules.creature_matches(
            match,
            inst.creature,
            defending_stronghold=self.defends_stronghold(inst.owner),
            terrain=self.terrain_types,
            secondary=secondary,
        )

    def roll(self, key: str, dice: int) -> int:
        """``dice`` d6 for one purpose, rolled once from the state's RNG and remembered."""
        if key not in self.rolls:
            self.rolls[key] = sum(self.rng.randint(1, 6) for _ in range(dice))
            self._log("roll", key=key, dice=dice, total=self.rolls[key])
        return self.rolls[key]

    def opponent_of(self, inst: CardInstance) -> CardInstance | None:
        """The creature ``inst`` fights: its primary match-up opponent, or its secondary target."""
        if inst.role == Role.SECONDARY:
            for m in self.matchups:
                if m.secondary and inst.id in m.spells and m.target is not None:
                    return self.by_id[m.target]
            return None
        if inst.matchup is None:
            return None
        for m in self.matchups:
            if not m.secondary and m.number == inst.matchup:
                other = m.fighters[1 - inst.owner]
                return self.by_id[other.id] if other is not None else None
        return None

    def stronghold_defense(self) -> int:
        """What the defended stronghold card adds to each defending creature."""
        return self.setup.defender.stronghold_defense

    def active_sources(self) -> Iterator[tuple[CardInstance, Creature | CommandAbility]]:
        """Every ability source in force: active command cards and creatures played."""
        for seat in (ATTACKER, DEFENDER):
            cid = self.commands[seat]
            if cid is not None and not self.command_dispelled[seat]:
                command = self._command_of(self.by_id[cid])
                if command is not None:
                    yield self.by_id[cid], command
        for inst in self.cards:
            if (
                inst.is_creature
                and inst.role in (Role.PRIMARY, Role.RANGED, Role.SECONDARY)
                and inst.status in (Status.STANDING, Status.BEATEN)
            ):
                yield inst, inst.creature

    def forbidden(self, what: str, seat: int) -> bool:
        """Whether a card in play forbids ``seat`` to do ``what`` now."""
        for source, ability in self.active_sources():
            for rule in ability.forbids:
                if rule.what != what or (rule.who == "opponent" and source.owner == seat):
                    continue
                if rule.while_standing and source.status != Status.STANDING:
                    continue
                if rule.scope == "matchup" and (
                    self.current is None or source.matchup != self.current.number
                ):
                    continue
                return True
        return False

    def suppressed(self, what: str, inst: CardInstance) -> bool:
        """Whether a card in play takes a kind of bonus away from this creature."""
        opponent = self.opponent_of(inst)
        for source, ability in self.active_sources():
            for rule in ability.suppress:
                if rule.what != what:
                    continue
                if rule.of == "opponent" and source.owner == inst.owner:
                    continue
                if rule.of == "match_opponent" and (opponent is None or opponent.id != source.id):
                    if self.opponent_of(source) is None or self.opponent_of(source) != inst:
                        continue
                if rule.against is not None and (
                    opponent is None or not self.fits(rule.against, opponent)
                ):
                    continue
                return True
        return False

    def granted_channeling(self, inst: CardInstance) -> int | None:
        """The channeling cap a card in play grants this creature, or None."""
        for source, ability in self.active_sources():
            if ability.grant_channeling is None:
                continue
            if source.owner != inst.owner and ability.grant_channeling_sides == "own":
                continue
            if self.fits(ability.grant_channeling, inst):
                cap = ability.grant_channeling_cap
                if cap == "unlimited":
                    return 10**6
                if cap == "guardian_cmp":
                    return self.guardian(inst.owner).cmp
                if cap == "base":
                    return inst.creature.vitality
                return cap
        return None

    def _aoe_shielded(self, seat: int) -> bool:
        """Whether a command card makes every creature of ``seat``'s hand immune to AOEs."""
        cid = self.commands[seat]
        if cid is None or self.command_dispelled[seat]:
            return False
        command = self._command_of(self.by_id[cid])
        return command is not None and command.aoe_immunity

    def _can_fire(self, inst: CardInstance, seat: int) -> bool:
        """Whether this creature may be fired as a ranged attack into the current match-up."""
        creature = inst.creature
        if creature.ranged <= 0:
            return False
        m = self.current
        assert m is not None
        mine, theirs = m.fighters[seat], m.fighters[1 - seat]
        if creature.ranged_terrain is not None and not any(
            t in self.terrain_types for t in creature.ranged_terrain
        ):
            return False
        if creature.ranged_vs is not None and (
            theirs is None or not self.fits(creature.ranged_vs, self.by_id[theirs.id])
        ):
            return False
        return not (
            creature.ranged_for is not None
            and (mine is None or not self.fits(creature.ranged_for, self.by_id[mine.id]))
        )

    def _primary_choices(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat`` may pick for this match-up (cards can force an order)."""
        hand = self._hand_creatures(seat)
        if self.current is not None and self.current.number == 1:
            first = [i for i in hand if i.creature.must_play_first]
            if first:
                return first
        for source, ability in self.active_sources():
            if source.owner == seat or not isinstance(ability, CommandAbility):
                continue
            if ability.opponent_plays_first is not None:
                forced = [i for i in hand if self.fits(ability.opponent_plays_first, i)]
                if forced:
                    return forced
        return hand

    def _declare_demand(self, seat: int) -> str | None:
        """What ``seat``'s opponent must declare before ``seat`` picks (size, realm, class)."""
        for source, ability in self.active_sources():
            if source.owner == seat and ability.opponent_declares is not None:
                return ability.opponent_declares
        return None

    def _terrain_forbids_ranged(self) -> bool:
        """No ranged attacks in the Woods (or on a card that says so), unless a card allows it."""
        terrain = self.setup.terrain
        if terrain is not None and terrain.allows_ranged:
            return False
        if terrain is not None and terrain.no_ranged:
            return True
        return Terrain.WOODS in self.terrain_types

    def defends_stronghold(self, seat: int) -> bool:
        """Whether ``seat`` is defending a stronghold card in this combat."""
        return seat == DEFENDER and self.setup.defender.defending_stronghold

    def guardian(self, seat: int) -> Guardian:
        """The Guardian of a seat."""
        return self.setup.side(seat).guardian

    def base_vitality(self, inst: CardInstance) -> int:
        """A creature's base Vitality (never the red stacking number)."""
        return inst.creature.vitality

    def blanked(self, inst: CardInstance) -> bool:
        """Whether the creature's text box is blanked out in this combat (Elandar, Manly Guy)."""
        return self.suppressed("text", inst)

    def active_team_bonuses(self) -> Iterator[tuple[CardInstance, TeamBonus]]:
        """Every team bonus in force: active command cards and creatures in play."""
        for seat in (ATTACKER, DEFENDER):
            cid = self.commands[seat]
            if cid is not None and not self.command_dispelled[seat]:
                command = self._command_of(self.by_id[cid])
                if command is not None:
                    for bonus in command.team_bonus:
                        yield self.by_id[cid], bonus
        for inst in self.cards:
            if (
                inst.is_creature
                and inst.role in (Role.PRIMARY, Role.RANGED, Role.SECONDARY)
                and inst.status in (Status.STANDING, Status.BEATEN)
            ):
                for bonus in inst.creature.team_bonus:
                    yield inst, bonus

    def first_beneficiary(self, source: CardInstance, bonus: TeamBonus) -> str | None:
        """The first creature of the source's side played after it that the bonus fits."""
        started = source.role == Role.COMMAND
        for cid in self.play_order:
            if cid == source.id:
                started = True
                continue
            inst = self.by_id[cid]
            if not started or inst.owner != source.owner or not inst.is_creature:
                continue
            if inst.role != Role.PRIMARY:
                continue
            if bonus.to is None or self.fits(bonus.to, inst):
                return cid
        return None

    # --- legal actions ------------------------------------------------------------------------

    def _legal(self, seat: int) -> list[CombatAction]:
        phase = self.phase
        if phase == "declare":
            options = [CombatAction("command", ("no",))]
            if self._command_candidates(seat):
                options.insert(0, CombatAction("command", ("yes",)))
            return options
        if phase == "choose_command":
            return [CombatAction("command", (i.id,)) for i in self._command_candidates(seat)]
        if phase == "primary_choose":
            return [CombatAction("primary", (i.id,)) for i in self._primary_choices(seat)]
        if phase == "bribery":
            return [*self._bribe_options(seat, self._fighter_targets(1 - seat)), _pass()]
        if phase in ("spell_window", "command_window"):
            return [*self._spell_options(seat, in_matchup=phase == "spell_window"), _pass()]
        if phase == "modify_window":
            return self._modify_options(seat)
        if phase == "response":
            return [*self._dispel_options(seat), _pass()]
        if phase == "secondary":
            return [*self._secondary_options(seat), CombatAction("done")]
        if phase == "secondary_bribery":
            return [*self._bribe_options(seat, self._secondary_attackers_now()), _pass()]
        if phase == "boost":
            return [*self._boost_options(seat), CombatAction("done")]
        if phase == "heal":
            return [*self._heal_options(seat), CombatAction("done")]
        return []

    def _explain(self, action: CombatAction) -> str:
        """A player-readable reason why an action is not allowed now."""
        seat = self.seat if self.seat is not None else 0
        who = SIDE_NAMES[seat]
        expected = {
            "declare": "command",
            "choose_command": "command",
            "primary_choose": "primary",
            "bribery": "bribe",
            "secondary_bribery": "bribe",
            "secondary": "secondary",
            "heal": "heal",
        }.get(self.phase)
        allowed = sorted({a.verb for a in self._legal(seat)})
        if action.verb not in allowed:
            return (
                f"the {who} cannot {action.verb} now ({self.phase.replace('_', ' ')}): "
                f"allowed are {', '.join(allowed)}"
            )
        names = [self.by_id[a].name for a in action.args if a in self.by_id]
        what = f"{action.verb} {' '.join(names) or ' '.join(action.args)}"
        hint = f" ({expected})" if expected else ""
        return f"the {who} cannot {what} now{hint}: {self._detail(action)}"

    def _detail(self, action: CombatAction) -> str:
        seat = self.seat if self.seat is not None else 0
        for arg in action.args:
            inst = self.by_id.get(arg)
            if arg not in self.by_id and arg not in (*BRIBES, "guardian", "yes", "no"):
                return f"there is no card {arg!r} in this combat"
            if inst is not None and inst.owner == seat and inst.status != Status.HAND:
                if action.verb in ("primary", "ranged", "secondary", "cast", "command"):
                    return f"{inst.name} is not in hand any more ({inst.status.value})"
        if action.verb == "channel":
            return self._channel_problem(seat, action.args[0]) or "not allowed here"
        if action.verb == "ranged" and self.no_ranged_terrain:
            return f"no ranged attacks in {self.terrain_name}"
        if action.verb == "bribe":
            return "no bribery card of that kind, no such icon, or that bribery is blocked"
        return "the rules do not allow it at this point"

    def _command_of(self, inst: CardInstance) -> CommandAbility | None:
        card = inst.card
        if isinstance(card, Creature | Spell | Item):
            return card.command
        return None

    def _command_candidates(self, seat: int) -> list[CardInstance]:
        out = []
        for inst in self.cards:
            if inst.owner != seat or inst.status != Status.HAND or inst.zone in ("channeler", "up"):
                continue
            card = inst.card
            if isinstance(card, Creature) and card.command is not None and inst.zone == "hand":
                out.append(inst)
            elif isinstance(card, Spell | Item) and card.command is not None:
                if card.timing == "command" or card.command.aoe or card.command.team_bonus:
                    if card.stone_cost <= self.stones[seat]:
                        out.append(inst)
        return _unique_names(out)

    def _hand_creatures(self, seat: int) -> list[CardInstance]:
        return _unique_names(
            [
                i
                for i in self.cards
                if i.owner == seat
                and i.zone == "hand"
                and i.status == Status.HAND
                and i.is_creature
            ]
        )

    def _fighter_targets(self, seat: int) -> list[CardInstance]:
        """Creatures of ``seat`` in the current match-up that may be bribed (fighter, ranged)."""
        out: list[CardInstance] = []
        m = self.current
        if m is None:
            return out
        fighter = m.fighters[seat]
        if fighter is not None:
            inst = self.by_id[fighter.id]
            if inst.status == Status.STANDING:
                out.append(inst)
            for rid in fighter.ranged:
                if self.by_id[rid].status == Status.STANDING:
                    out.append(self.by_id[rid])
        return out

    def _bribery_blocked(self, kind: str, target: CardInstance) -> bool:
        terrain = self.setup.terrain
        if terrain is not None and kind in terrain.blocks_bribery:
            return True
        for inst in self.cards:
            if (
                inst.is_creature
                and inst.on_table
                and inst.role != Role.NONE
                and kind in inst.creature.blocks_bribery
                and inst.id != target.id
            ):
                return True
        return False

    def _bribe_options(self, seat: int, targets: list[CardInstance]) -> list[CombatAction]:
        have = {inst.card.bribes for inst in self._storage(seat) if isinstance(inst.card, Bribery)}
        out = []
        for target in targets:
            if not target.is_creature or "bribery" in target.creature.immune.kinds:
                continue
            for kind in BRIBES:
                if kind in have and kind in target.creature.bribe:
                    if not self._bribery_blocked(kind, target):
                        out.append(CombatAction("bribe", (target.id, kind)))
        return out

    def _castable(self, inst: CardInstance) -> bool:
        card = inst.card
        if not isinstance(card, Spell | Item) or card.stone_cost > self.stones[inst.owner]:
            return False
        if isinstance(card, Spell) and self.forbidden("spells", inst.owner):
            return False
        if isinstance(card, Item) and self.forbidden("hand_items", inst.owner):
            return False
        if card.timing not in WINDOW_TIMINGS:
            return False
        if isinstance(card, Spell):
            return bool(
                card.grants_channeling or card.destroys_pair or card.destroys_terrain
            ) or bool(card.gain_stones)
        return card.destroys_terrain

    def _spell_options(self, seat: int, *, in_matchup: bool) -> list[CombatAction]:
        out: list[CombatAction] = []
        for inst in _unique_names(self._storage(seat)):
            card = inst.card
            if not self._castable(inst):
                continue
            if isinstance(card, Spell) and card.grants_channeling:
                if in_matchup:
                    out.extend(
                        CombatAction("cast", (inst.id, t.id))
                        for t in self._own_fighters(seat)
                        if not t.creature.receives_channeling
                    )
                continue
            if isinstance(card, Spell) and card.destroys_pair is not None:
                if in_matchup and self.current is not None and not self.current.secondary:
                    for t in self._own_fighters(seat):
                        if self.fits(card.destroys_pair, t):
                            out.append(CombatAction("cast", (inst.id, t.id)))
                continue
            if isinstance(card, Spell | Item) and card.destroys_terrain and not self.terrain_name:
                continue
            out.append(CombatAction("cast", (inst.id,)))
        if self.phase == "command_window":
            out.extend(self._dispel_command_options(seat))
        return out

    def _storage(self, seat: int) -> list[CardInstance]:
        return [
            i
            for i in self.cards
            if i.owner == seat and i.zone == "storage" and i.status == Status.HAND
        ]

    def _dispels(self, seat: int) -> list[CardInstance]:
        if self.forbidden("spells", seat):
            return []
        return [
            i
            for i in self._storage(seat)
            if isinstance(i.card, Spell)
            and i.card.dispel
            and i.card.stone_cost <= self.stones[seat]
        ]

    def _dispel_command_options(self, seat: int) -> list[CombatAction]:
        target = self.commands[1 - seat]
        if target is None or self.command_dispelled[1 - seat]:
            return []
        command = self._command_of(self.by_id[target])
        if command is not None and command.undispellable:
            return []
        return [CombatAction("cast", (d.id, target)) for d in _unique_names(self._dispels(seat))]

    def _dispel_options(self, seat: int) -> list[CombatAction]:
        if not self.stack:
            return []
        top = self.stack[-1][1]
        return [CombatAction("cast", (d.id, top)) for d in _unique_names(self._dispels(seat))]

    def _own_fighters(self, seat: int) -> list[CardInstance]:
        m = self.current
        if m is None:
            return []
        if m.secondary:
            if seat != self.secondary_side:
                return []
            fighter = m.fighters[seat]
            return [self.by_id[fighter.id]] if fighter else []
        fighter = m.fighters[seat]
        if fighter is None or self.by_id[fighter.id].status != Status.STANDING:
            return []
        return [self.by_id[fighter.id]]

    def _modify_options(self, seat: int) -> list[CombatAction]:
        out: list[CombatAction] = []
        m = self.current
        assert m is not None
        if not m.secondary and not self.no_ranged_terrain and not self.forbidden("ranged", seat):
            out.extend(
                CombatAction("ranged", (i.id,))
                for i in self._ranged_sources(seat)
                if self._can_fire(i, seat)
            )
        if self._own_fighters(seat):
            if self._channel_problem(seat, "guardian") is None:
                out.append(CombatAction("channel", ("guardian",)))
            for inst in _unique_names(self._channelers(seat)):
                if self._channel_problem(seat, inst.id) is None:
                    out.append(CombatAction("channel", (inst.id,)))
        out.extend(self._spell_options(seat, in_matchup=True))
        if not m.secondary:
            out.extend(
                self._bribe_options(
                    seat, [t for t in self._fighter_targets(1 - seat) if t.role == Role.RANGED]
                )
            )
        out.append(_pass())
        return out

    def _ranged_sources(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat`` may fire as ranged attacks: those of its combat hand (an Arena
        duel fires them from under the strongholds instead)."""
        return self._hand_creatures(seat)

    def _channelers(self, seat: int) -> list[CardInstance]:
        return [
            i
            for i in self.cards
            if i.owner == seat and i.zone == "channeler" and not i.used_channel
        ]

    def _channel_problem(self, seat: int, source: str) -> str | None:
        """Why ``seat`` cannot channel from ``source`` into its creature now, or None."""
        fighters = self._own_fighters(seat)
        if not fighters:
            return "you have no creature in this match-up to channel to"
        target = fighters[0]
        m = self.current
        assert m is not None
        fighter = m.fighters[seat]
        assert fighter is not None
        creature = target.creature
        if not m.secondary:
            other = m.fighters[1 - seat]
            if other is not None:
                opp = self.by_id[other.id]
                if opp.status == Status.STANDING and opp.creature.channeling.no_channeling_against:
                    return f"no channeling against {opp.name}"
        if self.forbidden("channeling", seat):
            return "channeling is forbidden in this combat by a card in play"
        if source == "guardian":
            if self.forbidden("stone_channeling", seat):
                return "spending stones to channel is forbidden in this combat"
            if self.stones[seat] < 1:
                return "no power stones left to channel with"
            if creature.channeling.only_from == "channelers":
                return f"{creature.name} accepts channeling only from channelers"
            cmp, to_non_receivers, label = self.guardian(seat).cmp, False, "Guardian"
            per_creature = self.guardian(seat).channel_cap_per_creature
            if per_creature is not None and sum(c.points for c in fighter.channels) >= per_creature:
                return f"{self.guardian(seat).name} channels at most {per_creature} to one creature"
        else:
            inst = self.by_id.get(source)
            if inst is None or inst.owner != seat or inst.zone != "channeler":
                return f"{source!r} is not one of your channelers"
            if inst.used_channel:
                return f"{inst.name} has already channeled this turn"
            ch = inst.creature.channeler
            if ch is None:
                return f"{inst.name} cannot channel"
            names = creature.channeling.from_names or []
            if creature.channeling.only_from == "guardian" and inst.name not in names:
                return f"{creature.name} accepts channeling only from the Guardian"
            patterns = [ch.to] if isinstance(ch.to, Match) else ch.to
            if patterns is not None and not any(self.fits(p, target) for p in patterns):
                return f"{inst.name} cannot channel to {creature.name}"
            cmp, to_non_receivers, label = ch.cmp, ch.to_non_receivers, inst.name
        allowed = creature.channeling.from_names
        if (
            allowed is not None
            and creature.channeling.only_from != "guardian"
            and label not in allowed
            and source != "guardian"
        ):
            return f"{creature.name} accepts channeling only from {', '.join(allowed)}"
        granted = self.granted_channeling(target) is not None
        if not (creature.receives_channeling or fighter.can_receive or to_non_receivers or granted):
            return f"{creature.name} cannot receive channeling"
        if cmp <= 0:
            return f"{label} has no channeling to give"
        if self._channel_room(target, fighter) <= 0:
            return f"{creature.name} has received as much channeling as it can take"
        return None

    def _channel_room(self, target: CardInstance, fighter: Fighter) -> int:
        return rules.channel_cap(self, target) - sum(c.points for c in fighter.channels)

    def _secondary_options(self, seat: int) -> list[CombatAction]:
        targets = [
            i
            for i in self.cards
            if i.owner != seat and i.role != Role.NONE and rules.standing(i) and i.is_creature
        ]
        return [
            CombatAction("secondary", (attacker.id, target.id))
            for attacker in self._hand_creatures(seat)
            for target in targets
            if not any(
                self.fits(p, attacker, secondary=True) for p in target.creature.secondary_immune
            )
            and not self._sheltered(target)
        ]

    def _sheltered(self, target: CardInstance) -> bool:
        """Whether the creature that fought ``target`` shelters it from secondary attacks."""
        opponent = self.opponent_of(target)
        return opponent is not None and opponent.creature.shelters_opponent

    def _secondary_attackers_now(self) -> list[CardInstance]:
        m = self.current
        if m is None or self.secondary_side is None:
            return []
        fighter = m.fighters[self.secondary_side]
        if fighter is None:
            return []
        inst = self.by_id[fighter.id]
        return [inst] if inst.status == Status.STANDING else []

    def _heal_options(self, seat: int) -> list[CombatAction]:
        assert self.result is not None
        won = self.result["winner_seat"] == seat
        healers = [
            i
            for i in self.cards
            if i.owner == seat
            and i.is_creature
            and i.creature.heals is not None
            and i.status in (Status.STANDING, Status.HAND)
            and i.zone != "up"
            and i.id not in self.healed_by
            and (won or i.creature.heals_regardless)
            and i.creature.heal_cost <= self.stones[seat]
        ]
        beaten = [i for i in self.cards if i.owner == seat and i.status == Status.BEATEN]
        out = []
        for healer in healers:
            pattern = healer.creature.heals
            assert pattern is not None
            for target in _unique_names(beaten):
                if self.fits(pattern, target):
                    out.append(CombatAction("heal", (healer.id, target.id)))
        return out

    # --- carrying out actions -----------------------------------------------------------------

    def _do(self, action: Action) -> None:
        assert isinstance(action, CombatAction)
        seat = self.seat
        assert seat is not None
        handler = getattr(self, f"_on_{self.phase}")
        handler(seat, action)

    def _log(self, event: str, **data: Any) -> None:
        self.log.append({"event": event, **data})

    def _on_declare(self, seat: int, action: CombatAction) -> None:
        self.declared[seat] = action.args[0] == "yes"
        self._log("declare", side=SIDE_NAMES[seat], command=self.declared[seat])
        if seat == ATTACKER:
            self.seat = DEFENDER
            return
        self._next_command_chooser(start=ATTACKER)

    def _next_command_chooser(self, start: int) -> None:
        for seat in (ATTACKER, DEFENDER):
            if seat >= start and self.declared[seat] and self.pending[seat] is None:
                self.phase, self.seat = "choose_command", seat
                return
        self._reveal_commands()

    def _on_choose_command(self, seat: int, action: CombatAction) -> None:
        self.pending[seat] = action.args[0]
        self._next_command_chooser(start=seat + 1)

    def _reveal_commands(self) -> None:
        for seat in (ATTACKER, DEFENDER):
            cid = self.pending[seat]
            self.pending[seat] = None
            if cid is None:
                continue
            inst = self.by_id[cid]
            inst.revealed = True
            inst.status = Status.STANDING if inst.is_creature else Status.USED
            inst.role = Role.COMMAND
            self.commands[seat] = cid
            self.play_order.append(cid)
            card = inst.card
            if isinstance(card, Spell | Item) and card.stone_cost:
                self.stones[seat] -= card.stone_cost
            self._log("command", side=SIDE_NAMES[seat], card=inst.name)
        self._resolve_command_conflicts()
        if any(c is not None for c in self.commands):
            self.phase, self.seat, self.passes = "command_window", ATTACKER, 0
            self._skip_empty_window()
        else:
            self._start_primary()

    def _up_number(self, inst: CardInstance) -> int:
        card = inst.card
        if isinstance(card, Creature):
            return card.vitality
        return card.up or 0

    def _resolve_command_conflicts(self) -> None:
        a, d = self.commands
        if a is None or d is None:
            return
        ca, cd = self._command_of(self.by_id[a]), self._command_of(self.by_id[d])
        assert ca is not None and cd is not None
        if ca.conflict is not None and ca.conflict == cd.conflict:
            ua, ud = self._up_number(self.by_id[a]), self._up_number(self.by_id[d])
            losers = [ATTACKER, DEFENDER] if ua == ud else [ATTACKER if ua < ud else DEFENDER]
            for seat in losers:
                self._dispel_command(seat, "contradicts the other command card")
        for seat, ability in ((ATTACKER, ca), (DEFENDER, cd)):
            if ability.dispel_opponent_command and not self.command_dispelled[seat]:
                self._dispel_command(
                    1 - seat, f"dispelled by {self.by_id[self.commands[seat] or ''].name}"
                )

    def _dispel_command(self, seat: int, why: str) -> None:
        if self.command_dispelled[seat]:
            return
        cid = self.commands[seat]
        command = self._command_of(self.by_id[cid]) if cid is not None else None
        if command is not None and command.undispellable:
            self._log("effect", text=f"{self.by_id[cid or ''].name} cannot be dispelled")
            return
        self.command_dispelled[seat] = True
        cid = self.commands[seat]
        assert cid is not None
        self._log("dispelled", side=SIDE_NAMES[seat], card=self.by_id[cid].name, why=why)

    def _skip_empty_window(self) -> None:
        """Pass automatically for a seat whose only choice in a window is to pass."""
        guard = 0
        while self.phase in self.WINDOW_PHASES:
            assert self.seat is not None
            options = self._legal(self.seat)
            if len(options) > 1 or guard > 4:
                return
            guard += 1
            self._window_pass(self.seat)

    def _window_pass(self, seat: int) -> None:
        if self.phase == "response":
            self._resolve_stack()
            return
        if self._note_pass(seat):
            self._close_window()
            return
        self.seat = self._next_asked(seat)
        self._skip_empty_window()

    # How a window goes round (``passes`` is reset whenever a window opens). Guardians: the
    # seats alternate and the window closes when both pass in a row; an Arena duel overrides
    # these three so that a seat that passes is done with the step.

    def _note_action(self, seat: int) -> None:
        """``seat`` acted in a window: passes before it no longer count."""
        del seat
        self.passes = 0

    def _note_pass(self, seat: int) -> bool:
        """``seat`` passes in a window; whether the window closes now."""
        del seat
        self.passes += 1
        return self.passes >= 2

    def _next_asked(self, seat: int) -> int:
        """The seat asked next in a window after ``seat`` acted or passed."""
        return 1 - seat

    def _on_command_window(self, seat: int, action: CombatAction) -> None:
        self._window_action(seat, action)

    def _on_spell_window(self, seat: int, action: CombatAction) -> None:
        self._window_action(seat, action)

    def _on_modify_window(self, seat: int, action: CombatAction) -> None:
        self._window_action(seat, action)

    def _window_action(self, seat: int, action: CombatAction) -> None:
        if action.verb == "pass":
            self._window_pass(seat)
            return
        self._note_action(seat)
        if action.verb == "cast":
            self._cast(seat, action)
            return
        if action.verb == "ranged":
            self._fire_ranged(seat, action.args[0])
        elif action.verb == "channel":
            self._channel(seat, action.args[0])
        elif action.verb == "bribe":
            self._bribe(seat, action.args[0], action.args[1])
        self.seat = self._next_asked(seat)
        self._skip_empty_window()

    def _cast(self, seat: int, action: CombatAction) -> None:
        inst = self.by_id[action.args[0]]
        target = action.args[1] if len(action.args) > 1 else None
        inst.status, inst.revealed = Status.USED, True
        card = inst.card
        if isinstance(card, Spell | Item) and card.stone_cost:
            self.stones[seat] -= card.stone_cost
        self._log("cast", side=SIDE_NAMES[seat], card=inst.name, target=self._name(target))
        if isinstance(card, Spell) and card.dispel and target in self.commands:
            # Dispel Magic on a command card: the other side may answer with its own Dispel.
            pass
        self.return_phase = self.phase
        self.stack.append((seat, inst.id, target))
        self.phase, self.seat = "response", 1 - seat
        self._skip_empty_window()

    def _on_response(self, seat: int, action: CombatAction) -> None:
        if action.verb == "pass":
            self._resolve_stack()
            return
        inst = self.by_id[action.args[0]]
        inst.status, inst.revealed = Status.USED, True
        card = inst.card
        if isinstance(card, Spell) and card.stone_cost:
            self.stones[seat] -= card.stone_cost
        self._log("cast", side=SIDE_NAMES[seat], card=inst.name, target=self._name(action.args[1]))
        self.stack.append((seat, inst.id, action.args[1]))
        self.seat = 1 - seat
        self._skip_empty_window()

    def _resolve_stack(self) -> None:
        """Resolve the spell chain: each uncancelled Dispel cancels the card it answers."""
        cancelled: set[str] = set()
        for _seat, cid, target in reversed(self.stack):
            card = self.by_id[cid].card
            if cid in cancelled:
                self._log("fizzles", card=self.by_id[cid].name)
                continue
            if isinstance(card, Spell) and card.dispel and target is not None:
                if target in self.by_id and self.by_id[target].status == Status.USED:
                    cancelled.add(target)
        first_seat, first_id, first_target = self.stack[0]
        self.stack.clear()
        self.phase = self.return_phase
        self._note_action(first_seat)
        if first_id not in cancelled:
            self._spell_effect(first_seat, first_id, first_target)
        if self.phase == "over":
            return
        if self.current is not None and not self._matchup_alive():
            self._finish_matchup()
            return
        self.seat = self._next_asked(first_seat)
        self._skip_empty_window()

    def _spell_effect(self, seat: int, cid: str, target: str | None) -> None:
        card = self.by_id[cid].card
        m = self.current
        if isinstance(card, Spell) and card.dispel and target is not None:
            if target in self.commands:
                self._dispel_command(self.by_id[target].owner, f"by {card.name}")
            return
        if isinstance(card, Spell) and card.grants_channeling and m is not None and target:
            fighter = m.fighters[seat]
            if fighter is not None and fighter.id == target:
                fighter.can_receive = True
                self._log("effect", text=f"{self._name(target)} may receive channeling")
            return
        if isinstance(card, Spell) and card.destroys_pair is not None and m is not None:
            for fighter in m.fighters:
                if fighter is not None:
                    self._set_status(fighter.id, Status.DESTROYED, f"by {card.name}")
            m.result = "both destroyed"
            return
        if isinstance(card, Spell | Item) and card.destroys_terrain:
            self._log("terrain", text=f"{self.terrain_name or 'the terrain'} is destroyed")
            self.terrain_types, self.terrain_name = (), ""
            self.no_ranged_terrain = False
            return
        if isinstance(card, Spell) and card.gain_stones:
            self.stones[seat] += card.gain_stones

    def _name(self, cid: str | None) -> str | None:
        return self.by_id[cid].name if cid is not None and cid in self.by_id else cid

    def _set_status(self, cid: str, status: Status, why: str = "") -> None:
        inst = self.by_id[cid]
        if status == Status.DESTROYED and inst.is_creature and inst.creature.indestructible:
            self._log("effect", text=f"{inst.name} cannot be destroyed")
            return
        inst.status = status
        self._log(status.value, side=SIDE_NAMES[inst.owner], card=inst.name, why=why)

    def _close_window(self) -> None:
        if self.phase == "command_window":
            self._boost_or_apply()
        elif self.phase == "spell_window":
            self._destruction_and_aoe()
        elif self.phase == "modify_window":
            if self.current is not None and self.current.secondary:
                self._after_secondary()
            else:
                self._compare()

    # --- commands -------------------------------------------------------------------------

    def _boost_command(self, seat: int) -> Aoe | None:
        """The active command AOE of ``seat`` that grows with cards discarded for it, if any."""
        cid = self.commands[seat]
        if cid is None or self.command_dispelled[seat]:
            return None
        command = self._command_of(self.by_id[cid])
        if command is None or command.aoe is None or command.aoe.per_discard is None:
            return None
        return command.aoe

    def _boost_options(self, seat: int) -> list[CombatAction]:
        aoe = self._boost_command(seat)
        if aoe is None or aoe.per_discard is None:
            return []
        pattern = aoe.per_discard
        return [
            CombatAction("discard", (i.id,))
            for i in self._hand_creatures(seat)
            if self.fits(pattern, i)
        ]

    def _boost_or_apply(self) -> None:
        """Before the commands act, a seat whose AOE grows by discards chooses what to discard."""
        for seat in (ATTACKER, DEFENDER):
            if seat not in self.boosted and self._boost_options(seat):
                self.phase, self.seat = "boost", seat
                return
        self._apply_commands()
        self._start_primary()

    def _on_boost(self, seat: int, action: CombatAction) -> None:
        if action.verb == "done":
            self.boosted[seat] = self.boosted.get(seat, 0)
            self._boost_or_apply()
            return
        inst = self.by_id[action.args[0]]
        inst.status, inst.revealed = Status.DISCARDED, True
        self.boosted[seat] = self.boosted.get(seat, 0) + 1
        self._log("discarded", side=SIDE_NAMES[seat], card=inst.name, why="to boost the AOE")
        if not self._boost_options(seat):
            self._boost_or_apply()

    def _apply_commands(self) -> None:
        for seat in (ATTACKER, DEFENDER):
            cid = self.commands[seat]
            if cid is None or self.command_dispelled[seat]:
                continue
            inst = self.by_id[cid]
            command = self._command_of(inst)
            assert command is not None
            if command.set_terrain is not None:
                self.terrain_types = (command.set_terrain,)
                self.terrain_name = command.set_terrain.value
                self.no_ranged_terrain = command.set_terrain == Terrain.WOODS
                self._log("terrain", text=f"{inst.name} makes the land {self.terrain_name}")
            if command.no_ranged:
                self.no_ranged_terrain = True
            if command.aoe is not None:
                self._aoe(seat, command.aoe, inst.name, extra=self.boosted.get(seat, 0))
            if command.up_card_joins is not None:
                self._up_card_joins(seat, inst, command.up_card_joins)
            if command.opponent_plays_first is not None:
                shown = [
                    i
                    for i in self.cards
                    if i.owner != seat
                    and i.zone == "hand"
                    and i.status == Status.HAND
                    and i.is_creature
                    and self.fits(command.opponent_plays_first, i)
                ]
                for i in shown:
                    i.revealed = True
                self._log("reveal", card=inst.name, shown=[i.name for i in shown])
            if command.set_aside is not None:
                self._set_aside(seat, command.set_aside, command.set_aside_sides, inst.name)
            for trigger in command.stone_triggers:
                if trigger.on == "command":
                    self._stones(seat, trigger, inst.name)
            if command.destroyed_after and inst.is_creature:
                self._set_status(cid, Status.DESTROYED, "used as a command card")

    def _up_card_joins(self, seat: int, source: CardInstance, pattern: Match) -> None:
        """The seat's Up card joins its combat hand if it fits; the source becomes the Up card."""
        up = next(
            (i for i in self.cards if i.owner == seat and i.zone == "up" and i.is_creature), None
        )
        if up is None or not self.fits(pattern, up):
            self._log("effect", text=f"{source.name}: the Up card cannot join the combat")
            return
        up.zone = "hand"
        self.up_swaps[seat] = source.id
        self._log("effect", text=f"{up.name} joins the combat hand; {source.name} is the Up card")

    def _set_aside(self, seat: int, pattern: Match, sides: str, source: str) -> None:
        """Creatures in the combat hands that match are set aside: out of play, attackable."""
        owners = {"both": (0, 1), "opponent": (1 - seat,), "own": (seat,)}[sides]
        hit = [
            i
            for i in self.cards
            if i.owner in owners
            and i.zone == "hand"
            and i.status == Status.HAND
            and i.is_creature
            and self.fits(pattern, i)
        ]
        for inst in hit:
            inst.status, inst.role, inst.revealed = Status.OUT_OF_PLAY, Role.ASIDE, True
        self._log("aside", card=source, hit=[i.name for i in hit])

    def _stones(self, seat: int, trigger: StoneTrigger, source: str) -> None:
        """Apply a power-stone trigger of a card owned by ``seat``."""
        if trigger.terrain is not None and not any(
            t in self.terrain_types for t in trigger.terrain
        ):
            return
        who = seat if trigger.who == "own" else 1 - seat
        before = self.stones[who]
        self.stones[who] = max(0, before + trigger.stones)
        if self.stones[who] != before:
            self._log("stones", side=SIDE_NAMES[who], change=self.stones[who] - before, card=source)

    def _aoe(self, seat: int, aoe: Aoe, source: str, *, extra: int = 0) -> None:
        points = aoe.points + extra
        if aoe.per_own_class:
            sides = (0, 1) if aoe.per_distinct else (seat,)
            others = [
                i
                for side in sides
                for i in rules.in_play(self, side)
                if i.is_creature and aoe.per_own_class in i.creature.classes and i.name != source
            ]
            count = len({i.name for i in others}) if aoe.per_distinct else len(others)
            points += aoe.per_amount * count
        sides = (0, 1) if aoe.both_sides else (1 - seat,)
        hit = []
        for inst in self.cards:
            if inst.owner not in sides or not inst.is_creature or not self._aoe_exposed(inst):
                continue
            creature = inst.creature
            if creature.vitality > points:
                continue
            if "aoe" in creature.immune.kinds or (
                aoe.kind != "plain" and aoe.kind in creature.immune.kinds
            ):
                continue
            if aoe.targets is not None and not self.fits(aoe.targets, inst):
                continue
            if self._aoe_shielded(inst.owner):
                continue
            hit.append(inst)
        for inst in hit:
            inst.revealed = True
            if aoe.kind == "methane":
                inst.status, inst.role = Status.OUT_OF_PLAY, Role.ASIDE
            else:
                inst.status = Status.DISCARDED
        self._log(
            "aoe",
            side=SIDE_NAMES[seat],
            card=source,
            points=points,
            kind=aoe.kind,
            hit=[i.name for i in hit],
        )

    def _aoe_exposed(self, inst: CardInstance) -> bool:
        """Whether an AOE can reach this card: a creature still in the combat hand (an Arena
        duel also exposes unshielded creatures on and under the strongholds)."""
        return inst.status == Status.HAND and inst.zone == "hand"

    # --- primary match-ups ----------------------------------------------------------------

    def _start_primary(self) -> None:
        self.current = None
        if not self._hand_creatures(ATTACKER) or not self._hand_creatures(DEFENDER):
            self._start_secondary()
            return
        self.current = Matchup(len([m for m in self.matchups if not m.secondary]) + 1, [None, None])
        self.matchups.append(self.current)
        self.declared_info = None
        first = ATTACKER
        if self._declare_demand(ATTACKER) and not self._declare_demand(DEFENDER):
            first = DEFENDER
        self.first_chooser = first
        self.phase, self.seat = "primary_choose", first

    def _on_primary_choose(self, seat: int, action: CombatAction) -> None:
        self.pending[seat] = action.args[0]
        if seat == self.first_chooser:
            demand = self._declare_demand(1 - seat)
            if demand is not None:
                creature = self.by_id[action.args[0]].creature
                value = {
                    "size": creature.size or "?",
                    "realm": creature.realm.value,
                    "class": ", ".join(creature.classes) or "none",
                }[demand]
                self.declared_info = {"side": SIDE_NAMES[seat], demand: value}
                self._log("declares", side=SIDE_NAMES[seat], what=demand, value=value)
            self.seat = 1 - seat
            return
        attacker, defender = self.pending
        self.pending = [None, None]
        assert attacker is not None and defender is not None
        self._lay_down((attacker, defender))

    def _lay_down(self, chosen: tuple[str, str]) -> None:
        """The two creatures of the current match-up are revealed on the table; bribery opens.

        An Arena duel lays its two duelists down this way without a choice being made."""
        m = self.current
        assert m is not None
        for side, cid in enumerate(chosen):
            self._seat_fighter(m, side, cid)
        self._matchup_begins()

    def _matchup_begins(self) -> None:
        """Both fighters of the current match-up are on the table: what they do on being
        played happens, then the attacker may bribe."""
        m = self.current
        assert m is not None
        self._log(
            "matchup",
            number=m.number,
            attacker=self._name(m.fighters[0].id if m.fighters[0] else None),
            defender=self._name(m.fighters[1].id if m.fighters[1] else None),
        )
        for fighter in m.fighters:
            assert fighter is not None
            self._on_play_discards(self.by_id[fighter.id])
        self.bribe_done = [False, False]
        self.phase, self.seat = "bribery", ATTACKER
        self._skip_bribery()

    def _seat_fighter(self, m: Matchup, side: int, cid: str) -> None:
        """A creature is revealed and stands as ``side``'s fighter of match-up ``m``."""
        self._to_table(cid, Role.PRIMARY, m.number)
        m.fighters[side] = Fighter(cid)

    def _to_table(self, cid: str, role: Role, number: int) -> CardInstance:
        """A card is revealed and stands on the table in match-up ``number`` in ``role``."""
        inst = self.by_id[cid]
        inst.status, inst.role, inst.matchup, inst.revealed = Status.STANDING, role, number, True
        self.play_order.append(cid)
        return inst

    def _skip_bribery(self) -> None:
        """Move past bribery decisions where the seat has nothing it could bribe with."""
        while self.phase == "bribery" and self.seat is not None:
            if len(self._legal(self.seat)) > 1:
                return
            if self.seat == DEFENDER and self.pending_bribe is not None:
                target, kind = self.pending_bribe
                self.pending_bribe = None
                self._bribe(ATTACKER, target, kind)
            self._bribery_step(self.seat)

    def _bribery_step(self, seat: int) -> None:
        self.bribe_done[seat] = True
        if seat == ATTACKER:
            self.seat = DEFENDER
            return
        self._after_bribery()

    def _on_bribery(self, seat: int, action: CombatAction) -> None:
        simultaneous = self.setup.options.get("bribery") == "simultaneous"
        if simultaneous and seat == ATTACKER:
            self.pending_bribe = action.args if action.verb == "bribe" else None
        elif action.verb == "bribe":
            self._bribe(seat, action.args[0], action.args[1])
        else:
            self._log("no_bribe", side=SIDE_NAMES[seat])
        if simultaneous and seat == DEFENDER and self.pending_bribe is not None:
            target, kind = self.pending_bribe
            self.pending_bribe = None
            self._bribe(ATTACKER, target, kind)
        self._bribery_step(seat)
        self._skip_bribery()

    def _bribe(self, seat: int, target: str, kind: str) -> None:
        card = next(
            i for i in self._storage(seat) if isinstance(i.card, Bribery) and i.card.bribes == kind
        )
        card.status, card.revealed = Status.USED, True
        self._set_status(target, Status.BRIBED, f"with {card.name}")
        m = self.current
        if m is not None and not m.secondary:
            fighter = m.fighters[1 - seat]
            if fighter is not None and fighter.id == target:
                m.result = "bribed"

    def _after_bribery(self) -> None:
        m = self.current
        assert m is not None
        alive = [f is not None and self.by_id[f.id].status == Status.STANDING for f in m.fighters]
        if all(alive):
            self.phase, self.seat, self.passes = "spell_window", ATTACKER, 0
            self._skip_empty_window()
            return
        # One or both bribed away: the other stands unchallenged, its AOE still goes off.
        for side, ok in enumerate(alive):
            fighter = m.fighters[side]
            if ok and fighter is not None and self.by_id[fighter.id].creature.aoe is not None:
                aoe = self.by_id[fighter.id].creature.aoe
                assert aoe is not None
                self._aoe(side, aoe, self.by_id[fighter.id].name)
        m.result = "bribed"
        self._finish_matchup()

    def _matchup_alive(self) -> bool:
        m = self.current
        if m is None or m.secondary:
            return m is not None
        return all(f is not None and self.by_id[f.id].status == Status.STANDING for f in m.fighters)

    def _destruction_and_aoe(self) -> None:
        m = self.current
        assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
        a, d = self.by_id[m.fighters[0].id], self.by_id[m.fighters[1].id]
        doomed = []
        for me, other in ((a, d), (d, a)):
            if self._destroys(me, other, secondary=False):
                doomed.append((other, me))
        for victim, killer in doomed:
            self._set_status(victim.id, Status.DESTROYED, f"destroyed by {killer.name}")
        if doomed:
            m.result = "destroyed" if len(doomed) == 1 else "both destroyed"
        for me, other in ((a, d), (d, a)):
            if me.status != Status.STANDING or other.status != Status.STANDING:
                continue
            if any(self.fits(p, other) for p in me.creature.sends_back):
                self._set_status(other.id, Status.RETURNED, f"sent back by {me.name}")
                m.result = "sent back"
        for me, other in ((a, d), (d, a)):
            pattern = me.creature.withdraws_vs
            if me.status == Status.STANDING and other.status == Status.STANDING and pattern:
                if self.fits(pattern, other):
                    self._withdraw(me, m)
        for inst in (a, d):
            if inst.status == Status.STANDING and inst.creature.aoe is not None:
                if not self.forbidden("aoe", inst.owner):
                    self._aoe(inst.owner, inst.creature.aoe, inst.name)
        if not self._matchup_alive():
            self._finish_matchup()
            return
        self.phase, self.seat, self.passes = "modify_window", ATTACKER, 0
        self._skip_empty_window()

    def _on_play_discards(self, inst: CardInstance) -> None:
        """A creature that makes the opponent discard cards from his combat hand when played."""
        creature = inst.creature
        if not creature.on_play_discard and not creature.on_play_discard_items:
            return
        hit = []
        for other in self.cards:
            if other.owner == inst.owner or other.zone != "hand" or other.status != Status.HAND:
                continue
            matches = other.is_creature and any(
                self.fits(p, other) for p in creature.on_play_discard
            )
            item = (
                creature.on_play_discard_items
                and isinstance(other.card, Item)
                and other.card.item_type == "creature"
            )
            if matches or item:
                hit.append(other)
        for other in hit:
            other.status, other.revealed = Status.DISCARDED, True
        self._log("discard", card=inst.name, hit=[o.name for o in hit])

    def _withdraw(self, inst: CardInstance, m: Matchup) -> None:
        """The creature goes back to its combat hand; its opponent stands unchallenged."""
        inst.status, inst.role, inst.matchup = Status.HAND, Role.NONE, None
        m.result = "withdrawn"
        self._log("effect", text=f"{inst.name} goes back to the combat hand")

    def _destroys(self, me: CardInstance, other: CardInstance, *, secondary: bool) -> bool:
        if me.status != Status.STANDING or other.status != Status.STANDING:
            return False
        for pattern in me.creature.destroys:
            if pattern.when == "secondary" and not secondary:
                continue
            if pattern.when == "primary" and secondary:
                continue
            if self.fits(pattern, other):
                return True
        return False

    def _fire_ranged(self, seat: int, cid: str) -> None:
        m = self.current
        assert m is not None
        fighter = m.fighters[seat]
        assert fighter is not None
        inst = self._to_table(cid, Role.RANGED, m.number)
        fighter.ranged.append(cid)
        self._log("ranged", side=SIDE_NAMES[seat], card=inst.name, points=inst.creature.ranged)

    def _channel(self, seat: int, source: str) -> None:
        m = self.current
        assert m is not None
        fighter = m.fighters[seat]
        assert fighter is not None
        target = self.by_id[fighter.id]
        room = self._channel_room(target, fighter)
        if source == "guardian":
            self.stones[seat] -= 1
            cmp, label = self.guardian(seat).cmp, self.guardian(seat).name
            per = self.guardian(seat).channel_cap_per_creature
            if per is not None:
                room = min(room, per - sum(c.points for c in fighter.channels))
        else:
            inst = self.by_id[source]
            inst.used_channel, inst.revealed = True, True
            assert inst.creature.channeler is not None
            cmp, label = inst.creature.channeler.cmp, inst.name
        points = max(0, min(cmp, room))
        fighter.channels.append(Channel(source, label, points))
        self.channeled_into.add(target.id)
        for inst in self.cards:
            if inst.owner == seat or not inst.on_table or not inst.is_creature:
                continue
            if inst.role == Role.NONE:
                continue
            for trigger in inst.creature.stone_triggers:
                if trigger.on != "opponent_channels":
                    continue
                if inst.status == Status.STANDING or trigger.while_beaten:
                    self._stones(inst.owner, trigger, inst.name)
        self._log("channel", side=SIDE_NAMES[seat], source=label, to=target.name, points=points)

    def _fighter_vitality(self, m: Matchup, side: int) -> tuple[int, list[tuple[str, int]]]:
        fighter = m.fighters[side]
        assert fighter is not None
        inst = self.by_id[fighter.id]
        other = m.fighters[1 - side]
        opp = self.by_id[other.id] if other is not None else None
        ranged = 0
        if opp is None or "ranged" not in opp.creature.immune.kinds:
            fired = [r for r in fighter.ranged if self.by_id[r].status == Status.STANDING]
            for number, rid in enumerate(fired):
                creature = self.by_id[rid].creature
                ranged += creature.ranged + self._ranged_bonus(side)
                if creature.ranged_echo:
                    ranged += sum(self.by_id[r].creature.ranged for r in fired[:number])
        parts = rules.vitality_breakdown(
            self,
            inst,
            opp,
            secondary=False,
            ranged_points=ranged,
            channeled=sum(c.points for c in fighter.channels),
        )
        return sum(v for _, v in parts), parts

    def _ranged_bonus(self, side: int) -> int:
        """Points a card adds to each of ``side``'s ranged attacks."""
        bonus = 0
        for source, ability in self.active_sources():
            if isinstance(ability, CommandAbility) and source.owner == side:
                bonus += ability.ranged_bonus
        return bonus

    def _compare(self) -> None:
        m = self.current
        assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
        a, d = self.by_id[m.fighters[0].id], self.by_id[m.fighters[1].id]
        va, pa = self._fighter_vitality(m, ATTACKER)
        vd, pd = self._fighter_vitality(m, DEFENDER)
        m.fighters[0].vitality, m.fighters[0].breakdown = va, pa
        m.fighters[1].vitality, m.fighters[1].breakdown = vd, pd
        d_immune = rules.immune_to(d.creature, a.creature, attacker_defends_sh=False)
        a_immune = rules.immune_to(
            a.creature, d.creature, attacker_defends_sh=self.defends_stronghold(DEFENDER)
        )
        a.turned, d.turned = d_immune, a_immune
        winner: CardInstance | None = None
        if va != vd:
            winner, loser = (a, d) if va > vd else (d, a)
            if self._margin_protects(loser, abs(va - vd)):
                winner = None
        else:
            winner = self._push_winner(a, d)
            loser = d if winner is a else a
        if winner is None:
            m.result = "push"
        elif rules.immune_to(
            loser.creature,
            winner.creature,
            attacker_defends_sh=self.defends_stronghold(winner.owner),
            terrain=self.terrain_types,
        ):
            m.result = "no damage"
        elif winner.creature.returns_on_win:
            self._withdraw(winner, m)
        elif (
            loser.creature.beaten_margin_returns is not None
            and abs(va - vd) > loser.creature.beaten_margin_returns
        ):
            m.result = SIDE_NAMES[winner.owner]
            self._set_status(loser.id, Status.RETURNED, "escapes to the Creature Pen")
        else:
            m.result = SIDE_NAMES[winner.owner]
            self._beat(loser, winner)
        for fighter in m.fighters:
            assert fighter is not None
            for rid in fighter.ranged:
                ranged = self.by_id[rid]
                if ranged.status == Status.STANDING and ranged.creature.ranged_beaten:
                    self._set_status(rid, Status.BEATEN, "used as a ranged attack")
        self._finish_matchup()

    def _margin_protects(self, loser: CardInstance, margin: int) -> bool:
        """Whether a card says this loss is too narrow to beat the creature (a push)."""
        rules_here = [loser.creature.beaten_only_by] if loser.creature.beaten_only_by else []
        for source, ability in self.active_sources():
            if (
                isinstance(ability, CommandAbility)
                and source.owner == loser.owner
                and ability.beaten_only_by is not None
            ):
                rules_here.append(ability.beaten_only_by)
        for rule in rules_here:
            if rule.terrain is not None and not any(t in self.terrain_types for t in rule.terrain):
                continue
            if rule.to is not None and not self.fits(rule.to, loser):
                continue
            if margin < rule.margin:
                return True
        return False

    def _push_winner(self, a: CardInstance, d: CardInstance) -> CardInstance | None:
        """A card that makes its side win pushes (if only one side has one)."""
        winners = set()
        for source, ability in self.active_sources():
            if isinstance(ability, CommandAbility) and ability.wins_pushes:
                winners.add(source.owner)
        if len(winners) == 1:
            return a if ATTACKER in winners else d
        return None

    def _beat(self, loser: CardInstance, winner: CardInstance) -> None:
        destroy = winner.creature.wins_destroys or any(
            p.when != "secondary" and self.fits(p, loser) for p in winner.creature.wins_destroys_vs
        )
        destroy = destroy or any(self.fits(p, winner) for p in loser.creature.destroyed_if_beaten)
        destroy = destroy or any(
            isinstance(ability, CommandAbility) and ability.beaten_become_destroyed
            for _source, ability in self.active_sources()
        )
        if loser.creature.indestructible:
            destroy = False
        self._set_status(
            loser.id, Status.DESTROYED if destroy else Status.BEATEN, f"by {winner.name}"
        )
        if loser.creature.beaten_returns is not None and self.fits(
            loser.creature.beaten_returns, winner
        ):
            self.to_storage.add(loser.id)
            self._log("effect", text=f"{loser.name} goes back to the storage hand after combat")
        self._beaten_triggers(loser, winner)

    def _beaten_triggers(self, loser: CardInstance, winner: CardInstance) -> None:
        """Power-stone triggers when a creature is beaten (its own, its victor's, watchers')."""
        for trigger in winner.creature.stone_triggers:
            if trigger.on == "beats" and (trigger.vs is None or self.fits(trigger.vs, loser)):
                if not trigger.if_channeled or loser.id in self.channeled_into:
                    self._stones(winner.owner, trigger, winner.name)
        for trigger in loser.creature.stone_triggers:
            if trigger.on == "beaten" and (trigger.vs is None or self.fits(trigger.vs, winner)):
                self._stones(loser.owner, trigger, loser.name)
        for inst in self.cards:
            if inst.owner == loser.owner or not inst.on_table or not inst.is_creature:
                continue
            if inst.role == Role.NONE:
                continue
            for trigger in inst.creature.stone_triggers:
                if trigger.on != "opponent_beaten":
                    continue
                if inst.status == Status.STANDING or trigger.while_beaten:
                    self._stones(inst.owner, trigger, inst.name)

    def _finish_matchup(self) -> None:
        m = self.current
        assert m is not None
        if m.secondary:
            self._after_secondary()
            return
        if m.fighters[0] is not None and m.fighters[1] is not None and not m.fighters[0].breakdown:
            for side in (ATTACKER, DEFENDER):
                fighter = m.fighters[side]
                assert fighter is not None
                if self.by_id[fighter.id].is_creature:
                    fighter.vitality, fighter.breakdown = self._fighter_vitality(m, side)
        self._log("result", number=m.number, result=m.result)
        self._start_primary()

    # --- secondary attacks ----------------------------------------------------------------

    def _start_secondary(self) -> None:
        has = [bool(self._hand_creatures(s)) for s in (ATTACKER, DEFENDER)]
        self.current = None
        if has[ATTACKER] == has[DEFENDER]:
            self._resolve()
            return
        side = ATTACKER if has[ATTACKER] else DEFENDER
        if not self._secondary_options(side):
            self._resolve()
            return
        self.secondary_side = side
        self.phase, self.seat = "secondary", side

    def _on_secondary(self, seat: int, action: CombatAction) -> None:
        if action.verb == "done":
            self._resolve()
            return
        attacker_id, target_id = action.args
        group = next(
            (
                m
                for m in self.matchups
                if m.secondary and m.target == target_id and m.result == "open"
            ),
            None,
        )
        if group is None:
            group = Matchup(0, [None, None], result="open", secondary=True, target=target_id)
            self.matchups.append(group)
        inst = self.by_id[attacker_id]
        inst.status, inst.role, inst.revealed = Status.STANDING, Role.SECONDARY, True
        self.play_order.append(attacker_id)
        group.spells.append(attacker_id)  # attackers in order (the last gets bonuses)
        group.fighters[seat] = Fighter(attacker_id)
        self.current = group
        self._log("secondary", side=SIDE_NAMES[seat], card=inst.name, target=self._name(target_id))
        self.phase, self.seat = "secondary_bribery", 1 - seat
        if len(self._legal(1 - seat)) <= 1:
            self._after_secondary_bribery()

    def _on_secondary_bribery(self, seat: int, action: CombatAction) -> None:
        if action.verb == "bribe":
            self._bribe(seat, action.args[0], action.args[1])
        self._after_secondary_bribery()

    def _after_secondary_bribery(self) -> None:
        m = self.current
        assert m is not None and self.secondary_side is not None
        fighter = m.fighters[self.secondary_side]
        assert fighter is not None
        if self.by_id[fighter.id].status != Status.STANDING:
            m.spells.remove(fighter.id)
            m.fighters[self.secondary_side] = None
            self._after_secondary()
            return
        self.phase, self.seat, self.passes = "modify_window", self.secondary_side, 0
        self._skip_empty_window()

    def secondary_total(self, m: Matchup) -> tuple[int, list[tuple[str, int]]]:
        """The attacking group's Vitality against its target, every part named."""
        assert m.target is not None and self.secondary_side is not None
        side = self.secondary_side
        attackers = [self.by_id[c] for c in m.spells if self.by_id[c].status == Status.STANDING]
        target = self.by_id[m.target]
        parts: list[tuple[str, int]] = []
        for inst in attackers[:-1]:
            parts.append((f"{inst.name} (base)", inst.creature.vitality))
        if attackers:
            last = attackers[-1]
            fighter = m.fighters[side]
            channeled = (
                sum(c.points for c in fighter.channels)
                if fighter is not None and fighter.id == last.id
                else 0
            )
            for label, value in rules.vitality_breakdown(
                self, last, target, secondary=True, ranged_points=0, channeled=channeled
            ):
                parts.append((f"{last.name} {label}", value))
        bonus = self._primary_bonus(side, target)
        if bonus is not None:
            parts.append(bonus)
        return sum(v for _, v in parts), parts

    def _primary_bonus(self, side: int, target: CardInstance) -> tuple[str, int] | None:
        """Base Vitality of the own creature that fought the target, if it did damage."""
        if target.role != Role.PRIMARY or target.matchup is None:
            return None
        m = next(x for x in self.matchups if not x.secondary and x.number == target.matchup)
        fighter = m.fighters[side]
        if fighter is None:
            return None
        mine = self.by_id[fighter.id]
        if mine.status == Status.BRIBED or mine.turned:
            return None
        creature = mine.creature
        if mine.status in (Status.BEATEN, Status.DESTROYED) and creature.beaten_secondary_bonus:
            return (f"{mine.name} (beaten: its own bonus)", creature.beaten_secondary_bonus)
        return (f"{mine.name} already fought it", creature.vitality)

    def _after_secondary(self) -> None:
        m = self.current
        assert m is not None and m.target is not None and self.secondary_side is not None
        target = self.by_id[m.target]
        attackers = [self.by_id[c] for c in m.spells if self.by_id[c].status == Status.STANDING]
        if attackers and rules.standing(target):
            last = attackers[-1]
            total, parts = self.secondary_total(m)
            fighter = m.fighters[self.secondary_side]
            if fighter is not None:
                fighter.vitality, fighter.breakdown = total, parts
            target_vit = target.creature.vitality
            self._log(
                "secondary_result",
                target=target.name,
                total=total,
                parts=parts,
                target_vitality=target_vit,
            )
            if self._secondary_immunity(target, last):
                m.result = "no damage"
                last.turned = True
            elif self._destroys_secondary(last, target):
                self._set_status(target.id, Status.DESTROYED, f"destroyed by {last.name}")
                m.result = "destroyed"
            elif total > target_vit or last.creature.beats_as_secondary:
                self._set_status(target.id, Status.BEATEN, f"by {last.name}")
                self._beaten_triggers(target, last)
                m.result = SIDE_NAMES[self.secondary_side]
        self.current = None
        if self._hand_creatures(self.secondary_side) and self._secondary_options(
            self.secondary_side
        ):
            self.phase, self.seat = "secondary", self.secondary_side
        else:
            self._resolve()

    def _secondary_immunity(self, target: CardInstance, attacker: CardInstance) -> bool:
        """Immunities survive secondary attacks only when the card says they are for them."""
        return any(
            pattern.secondary and self.fits(pattern, attacker, secondary=True)
            for pattern in target.creature.immune.creatures
        )

    def _destroys_secondary(self, last: CardInstance, target: CardInstance) -> bool:
        for pattern in last.creature.destroys:
            if pattern.when == "primary":
                continue
            if self.fits(pattern, target):
                return True
        return False

    # --- resolution and healing -----------------------------------------------------------

    def control_total(self, seat: int) -> tuple[int, list[str]]:
        """Vitality a side counts for control of the space, and which creatures count."""
        total, names = 0, []
        for inst in self.cards:
            if inst.owner != seat or not inst.is_creature or inst.zone in ("channeler", "up"):
                continue
            if inst.status not in (Status.STANDING, Status.HAND):
                continue
            if inst.status == Status.HAND and not self.setup.options.get("unplayed_count", True):
                continue
            opponent = self.opponent_of(inst)
            if (
                opponent is not None
                and opponent.creature.no_control is not None
                and opponent.status in (Status.STANDING, Status.BEATEN)
                and self.fits(opponent.creature.no_control, inst)
            ):
                continue
            creature = inst.creature
            value = (
                creature.control_vitality
                if creature.control_vitality is not None
                else creature.vitality
            )
            total += value
            names.append(inst.name)
        return total, names

    def _resolve(self) -> None:
        self.current = None
        ta, _ = self.control_total(ATTACKER)
        td, _ = self.control_total(DEFENDER)
        winner = ATTACKER if ta > td else DEFENDER
        self.result = {
            "winner_seat": winner,
            "totals": [ta, td],
        }
        self._log("resolution", attacker=ta, defender=td, winner=SIDE_NAMES[winner])
        self.phase = "heal"
        self.seat = winner
        self._heal_or_next(winner)

    def _heal_or_next(self, seat: int) -> None:
        if len(self._heal_options(seat)) > 0:
            self.phase, self.seat = "heal", seat
            return
        assert self.result is not None
        winner = self.result["winner_seat"]
        if seat == winner and self._heal_options(1 - winner):
            self.phase, self.seat = "heal", 1 - winner
            return
        self._finish()

    def _on_heal(self, seat: int, action: CombatAction) -> None:
        assert self.result is not None
        if action.verb == "done":
            if seat == self.result["winner_seat"]:
                self._heal_or_next_after_done(seat)
            else:
                self._finish()
            return
        healer, target = action.args
        self.stones[seat] -= self.by_id[healer].creature.heal_cost
        self.healed_by.add(healer)
        self.healed_by.add(target)
        self._set_status(target, Status.HEALED, f"by {self.by_id[healer].name}")
        self._heal_or_next(seat)

    def _heal_or_next_after_done(self, seat: int) -> None:
        if self._heal_options(1 - seat):
            self.phase, self.seat = "heal", 1 - seat
        else:
            self._finish()

    def _finish(self) -> None:
        assert self.result is not None
        winner = self.result["winner_seat"]
        ta, td = self.result["totals"]
        self.phase, self.seat = "over", None
        reason = (
            f"the {SIDE_NAMES[winner]} holds the space {max(ta, td)} to {min(ta, td)}"
            if ta != td
            else f"a tie at {ta} goes to the defender"
        )
        self._outcome = Outcome.from_winners(
            [winner], seats=2, reason=reason, details=self.summary()
        )

    # --- reporting ------------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        """The combat's result as the scenario runner prints it with ``--json``."""
        sides = {}
        for seat in (ATTACKER, DEFENDER):
            total, survivors = self.control_total(seat)
            mine = [i for i in self.cards if i.owner == seat and i.is_creature]
            sides[SIDE_NAMES[seat]] = {
                "total": total,
                "survivors": survivors,
                "beaten": [i.name for i in mine if i.status == Status.BEATEN],
                "destroyed": [
                    i.name for i in mine if i.status in (Status.DESTROYED, Status.DISCARDED)
                ],
                "bribed": [i.name for i in mine if i.status == Status.BRIBED],
                "out_of_play": [i.name for i in mine if i.status == Status.OUT_OF_PLAY],
                "healed": [i.name for i in mine if i.status == Status.HEALED],
                "returned": [
                    i.name for i in mine if i.status == Status.RETURNED or i.id in self.to_storage
                ],
                "stones": self.stones[seat],
            }
        winner = None
        if self.result is not None:
            winner = SIDE_NAMES[self.result["winner_seat"]]
        return {
            "winner": winner,
            "retreats": None if winner is None else SIDE_NAMES[1 - SIDE_NAMES.index(winner)],
            "terrain": self.terrain_name or "none",
            **sides,
            "matchups": [self._matchup_json(m, None) for m in self.matchups if not m.secondary],
            "secondaries": [self._matchup_json(m, None) for m in self.matchups if m.secondary],
        }

    def _matchup_json(self, m: Matchup, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {"number": m.number, "result": m.result}
        if m.secondary:
            out["target"] = self._name(m.target)
            out["attackers"] = [self.by_id[c].name for c in m.spells]
            fighter = m.fighters[self.secondary_side or 0]
            out["vitality"] = fighter.vitality if fighter else None
            out["parts"] = [list(p) for p in fighter.breakdown] if fighter else []
            return out
        for side in (ATTACKER, DEFENDER):
            fighter = m.fighters[side]
            name = SIDE_NAMES[side]
            if fighter is None:
                out[name] = None
                continue
            out[name] = self.by_id[fighter.id].name
            out[f"{name}_vitality"] = fighter.vitality
            out[f"{name}_parts"] = [list(p) for p in fighter.breakdown]
            out[f"{name}_ranged"] = [self.by_id[r].name for r in fighter.ranged]
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        sides = []
        for side in (ATTACKER, DEFENDER):
            own = seat == side
            hand = [i for i in self.cards if i.owner == side and i.status == Status.HAND]
            entry: dict[str, Any] = {
                "role": SIDE_NAMES[side],
                "guardian": self.guardian(side).name,
                "stones": self.stones[side],
                "combat_hand": len([i for i in hand if i.zone == "hand"]),
                "storage_hand": len([i for i in hand if i.zone == "storage"]),
                "channelers_face_down": len(
                    [
                        i
                        for i in self.cards
                        if i.owner == side and i.zone == "channeler" and not i.revealed
                    ]
                ),
                "table": [
                    {
                        "id": i.id,
                        "name": i.name,
                        "status": i.status.value,
                        "role": i.role.value,
                        "turned": i.turned,
                    }
                    for i in self.cards
                    if i.owner == side and (i.status != Status.HAND) and i.revealed
                ],
                "committed": self.pending[side] is not None,
                "revealed_in_hand": [
                    {"id": i.id, "name": i.name}
                    for i in self.cards
                    if i.owner == side and i.status == Status.HAND and i.revealed
                ],
            }
            if own:
                entry["hand"] = [
                    {"id": i.id, "name": i.name, "zone": i.zone}
                    for i in self.cards
                    if i.owner == side
                    and (i.status == Status.HAND or i.zone == "channeler")
                    and not (i.zone == "channeler" and i.used_channel)
                ]
                if self.pending[side] is not None:
                    entry["chosen"] = self.pending[side]
            sides.append(entry)
        return {
            "game": "guardians-combat",
            "phase": self.phase,
            "seat": self.current_seat,
            "terrain": self.terrain_name or "none",
            "sides": sides,
            "commands": [
                None
                if c is None
                else {"card": self.by_id[c].name, "dispelled": self.command_dispelled[n]}
                for n, c in enumerate(self.commands)
            ],
            "matchups": [
                self._matchup_json(m, seat)
                for m in self.matchups
                if m.fighters[0] is not None or m.secondary
            ],
            "outcome": None if self._outcome is None else self._outcome.to_dict(),
        }

    def determinize(self, seat: int, rng: Rng) -> State:
        from stronghold.games.guardians.combat.setup import random_like

        twin = self.clone()
        assert isinstance(twin, CombatState)
        for inst in twin.cards:
            if inst.owner != seat and inst.status == Status.HAND and not inst.revealed:
                # a card that could be (or was chosen as) the command card is replaced by one
                # that can be too, so a declared command always has a card to be
                command_capable = getattr(inst.card, "command", None) is not None
                inst.card = random_like(inst.card, rng, command=command_capable)
        twin.rng = Rng(rng.getrandbits(63))  # chance to come is not the real chance
        return twin

    def clone(self) -> State:
        twin = copy.copy(self)
        memo: dict[int, Any] = {id(self.setup): self.setup, id(self.game): self.game}
        for inst in self.cards:  # card models are immutable: share them
            memo[id(inst.card)] = inst.card
        for name in (
            "rolls",
            "channeled_into",
            "to_storage",
            "boosted",
            "up_swaps",
            "declared_info",
            "pending_bribe",
            "cards",
            "stones",
            "declared",
            "commands",
            "command_dispelled",
            "pending",
            "matchups",
            "stack",
            "play_order",
            "bribe_done",
            "healed_by",
            "log",
            "result",
            "history",
        ):
            setattr(twin, name, copy.deepcopy(getattr(self, name), memo))
        twin.by_id = {i.id: i for i in twin.cards}
        twin.rng = self.rng.clone()
        if self.current is not None:
            twin.current = twin.matchups[self.matchups.index(self.current)]
        return twin


def _unique_names(insts: list[CardInstance]) -> list[CardInstance]:
    """One instance per card name (identical cards are the same choice), first one kept."""
    seen: set[str] = set()
    out = []
    for inst in insts:
        if inst.name not in seen:
            seen.add(inst.name)
            out.append(inst)
    return out


def _illegal(reason: str) -> IllegalAction:
    return IllegalAction(reason)
