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
from functools import partial
from typing import TYPE_CHECKING, Any

from stronghold.engine.actions import Action
from stronghold.engine.errors import IllegalAction
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat import rules
from stronghold.games.guardians.combat import upgrades as combat_upgrades
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
from stronghold.games.guardians.combat.setup import SPACE_LIMIT
from stronghold.games.guardians.library import CardLibrary, builtin_library
from stronghold.games.guardians.schema import (
    AnyCard,
    Aoe,
    Bribery,
    CommandAbility,
    Creature,
    Guardian,
    Item,
    Match,
    Realm,
    Shield,
    Spell,
    StandardBearer,
    StoneTrigger,
    TeamBonus,
    Terrain,
)

if TYPE_CHECKING:
    from stronghold.engine.registry import Game

BRIBES = ("babes", "gold", "beer")
#: Words of ``power`` actions (who pays, and for what).
POWER_WORDS = ("guardian", "standard", "channel", "cancel", "dispel", "reclaim", "realm", "icon")
WINDOW_TIMINGS = ("any", "combat", "matchup")


#: Zones whose creatures never count for control of the space.
NOT_COUNTED_ZONES = ("channeler", "up", "platform")
#: Zones a seat's choices in a combat can come from (an Arena pen joins the hand later; a
#: creature exposed on a stronghold card is no choice).
PLAYABLE_ZONES = ("hand", "storage", "channeler", "platform")
#: Where the choices of each window come from, for ``CombatState._asks``.
WINDOW_ZONES: dict[str, tuple[str, ...]] = {
    "command_window": ("storage",),
    "spell_window": ("storage",),
    "response": ("storage",),
    "secondary_round": ("hand", "storage"),
}


def _pass() -> CombatAction:
    return CombatAction("pass")


class CombatState(State):
    """One combat between an attacking and a defending shield."""

    #: Steps that close when both seats pass in a row (a seat that can only pass is asked all
    #: the same unless that is public: ``_asks``).
    WINDOW_PHASES: tuple[str, ...] = ("command_window", "spell_window", "modify_window", "response")

    def __init__(self, game: Game, setup: CombatSetup, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.setup = setup
        self.cards: list[CardInstance] = []
        #: Each side's instance ids in the order of its setup (shield, storage, channelers, Up
        #: card, pen, exposed; then platform creatures): how the whole game finds its cards.
        #: The numbers are dealt in a seeded random order, so an id tells nothing of its card.
        self.setup_ids: list[list[str]] = [[], []]
        numbering = Rng(seed).derive("instance ids")
        for seat, prefix in ((ATTACKER, "a"), (DEFENDER, "d")):
            side = setup.side(seat)
            zones = (
                [(c, "hand") for c in side.shield]
                + [(c, "storage") for c in side.storage]
                + [(c, "channeler") for c in side.channelers]
                + ([(side.up_card, "up")] if side.up_card is not None else [])
                + [(c, "pen") for c in side.pen]
                + [(c, "stronghold") for c in side.exposed]
                + ([(side.standard, "standard")] if side.standard is not None else [])
            )
            numbers = list(range(1, len(zones) + 1))
            numbering.shuffle(numbers)
            for number, (card, zone) in zip(numbers, zones, strict=True):
                inst = CardInstance(f"{prefix}{number}", card, seat, zone)
                if zone != "standard":  # the shield card itself is no card of the side's
                    self.setup_ids[seat].append(inst.id)
                inst.revealed = zone in ("up", "standard")  # the Up card lies face up
                if zone == "standard":  # the shield card itself: face up, never a fighter
                    inst.status = Status.STANDING
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
        #: Stronghold upgrades in this combat (combat/upgrades.py): stones a seat fires its
        #: Flame Cannon with, and stones it spends on its Large Idol.
        self.cannons: dict[int, int] = {}
        self.idols: dict[int, int] = {}
        #: Facts a card remembers during the combat (who beat whom, a frozen match-up, ...).
        self.marks: dict[str, str] = {}
        #: Paid powers of Guardians and standard bearers: what each seat has done with them.
        self.power_log: list[list[str]] = []
        self.channel_banned = False  # Siin cancelled a channeling: none for the rest
        self.aoe_cancelled: set[str] = set()  # AOE sources cancelled (Egyptian motif 25)
        self.realm_changed: dict[str, str] = {}  # instance id -> realm for this match-up
        self.draws = [0, 0]  # cards each seat draws after the combat (Eisnmir)
        self.power_back: tuple[str, int] | None = None  # where a power decision returns to
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

    # --- who is asked ------------------------------------------------------------------------

    @property
    def auto_pass(self) -> bool:
        """The ``auto_pass`` rule option, for machine-only play: a seat whose only choice would
        be to pass is not asked (which tells the other seat that it holds nothing to play)."""
        return bool(self.game.params.get("auto_pass", False))

    def _holds_secrets(self, seat: int, zones: tuple[str, ...]) -> bool:
        """Whether ``seat`` has a face-down card in one of ``zones`` (where its choices at a
        step come from: the combat hand, the storage hand, channelers, platforms)."""
        return any(
            i.owner == seat and i.status == Status.HAND and not i.revealed and i.zone in zones
            for i in self.cards
        )

    def _asks(
        self, seat: int, *, has_choice: bool, zones: tuple[str, ...] = PLAYABLE_ZONES
    ) -> bool:
        """Whether ``seat`` is asked at a step where it might have something to do: when it
        has, and also when it has not but the other seat cannot know that (it holds a
        face-down card in ``zones``, where this step's choices come from), so that being asked
        never tells that it holds a usable card. With ``auto_pass``, only when it has."""
        return has_choice or (not self.auto_pass and self._holds_secrets(seat, zones))

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
            "cannons": {str(k): v for k, v in sorted(self.cannons.items())},
            "idols": {str(k): v for k, v in sorted(self.idols.items())},
            "marks": dict(sorted(self.marks.items())),
            "history": len(self.history),
            **self._power_canonical(),
        }

    def _power_canonical(self) -> dict[str, Any]:
        """What paid powers changed (absent when nothing did, as in most combats)."""
        out: dict[str, Any] = {}
        if self.power_log or self.channel_banned or self.aoe_cancelled or any(self.draws):
            out["powers"] = [self.power_log, self.channel_banned, sorted(self.aoe_cancelled)]
            out["draws"] = self.draws
        if self.realm_changed:
            out["realm_changed"] = dict(sorted(self.realm_changed.items()))
        if self.power_back is not None:
            out["power_back"] = list(self.power_back)
        return out

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
            karnis = self._dice_become_one()
            if karnis is not None:
                self.rolls[key] = dice
                self._log("effect", text=f"{karnis}: every die counts as a 1")
            self._log("roll", key=key, dice=dice, total=self.rolls[key])
        return self.rolls[key]

    def _dice_become_one(self) -> str | None:
        """The name of a standing creature in play that makes every die roll a 1 (Karnis)."""
        for source, ability in self.active_sources():
            if isinstance(ability, Creature) and ability.dice_become_one:
                if source.status == Status.STANDING and not self.blanked(source):
                    return source.name
        return None

    def _command_active(self, seat: int) -> CommandAbility | None:
        """The command ability ``seat`` has in force (not dispelled), if any."""
        cid = self.commands[seat]
        if cid is None or self.command_dispelled[seat]:
            return None
        return self._command_of(self.by_id[cid])

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
        """What the defended stronghold card adds to each defending creature: as decided
        before the combat, else the card's (a die card: 1d6 + its defence, rolled once)."""
        side = self.setup.defender
        if side.stronghold_defense is not None:
            return side.stronghold_defense
        card = side.stronghold
        if card is None:
            return 0
        return card.defense + (self.roll("stronghold", 1) if card.defense_die else 0)

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
        if creature.ranged <= 0 and creature.ranged_effect is None:
            return False
        m = self.current
        assert m is not None
        mine, theirs = m.fighters[seat], m.fighters[1 - seat]
        if creature.ranged_effect == "cancel_ranged" and not self._cancellable(seat):
            return False
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
        if self.current is not None:
            picked = self.marks.get(f"order:{self.current.number}:{seat}")
            if picked is not None and self.by_id[picked].status == Status.HAND:
                return [self.by_id[picked]]
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
        standard = self.standard(seat)
        first = self.current is not None and self.current.number == 1
        if standard is not None and standard.opponent_declares is not None and first:
            return standard.opponent_declares
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

    # --- standard bearers (the shield card's ability, docs/card-encoding.md) ------------------

    def standard_source(self, seat: int) -> CardInstance | None:
        """The instance of ``seat``'s standard bearer if its ability holds in this combat
        (``side`` = attacking / defending limits it to that role)."""
        for inst in self.cards:
            if inst.owner == seat and inst.zone == "standard":
                card = inst.card
                assert isinstance(card, Shield) and card.standard is not None
                role = "attacking" if seat == ATTACKER else "defending"
                return inst if card.standard.side in ("any", role) else None
        return None

    def standard(self, seat: int) -> StandardBearer | None:
        """``seat``'s standard-bearer ability in force in this combat, if any."""
        inst = self.standard_source(seat)
        if inst is None:
            return None
        assert isinstance(inst.card, Shield)
        return inst.card.standard

    def standard_parts(self, inst: CardInstance, opp: Creature | None) -> list[tuple[str, int]]:
        """What standard bearers change in a creature's terrain bonus and Off-Color Bonus."""
        out: list[tuple[str, int]] = []
        creature = inst.creature
        tb = rules.terrain_bonus(creature, self.terrain_types)
        tb_amount = tb[1] if tb is not None and not self.suppressed("terrain_bonus", inst) else 0
        ocb = rules.ocb_applies(creature, opp) and not self.suppressed("ocb", inst)
        for seat in (ATTACKER, DEFENDER):
            ability, source = self.standard(seat), self.standard_source(seat)
            if ability is None or source is None:
                continue
            own = inst.owner == seat
            sides = {"own": own, "opponent": not own, "both": True}
            if ability.terrain_change and tb_amount > 0 and sides[ability.terrain_sides]:
                change = max(-tb_amount, ability.terrain_change)
                if change:
                    out.append((f"{source.name} (terrain bonus)", change))
            if ability.ocb_change and own and ocb and creature.ocb >= 1:
                out.append((f"{source.name} (OCB)", ability.ocb_change))
        return out

    def _standard_channel_change(self, receiver_seat: int) -> int:
        """What standard bearers add to (or take from) each channeling into ``receiver_seat``'s
        creature."""
        change = 0
        for seat in (ATTACKER, DEFENDER):
            ability = self.standard(seat)
            if ability is None or not ability.channel_change:
                continue
            if seat == receiver_seat or ability.channel_sides == "both":
                change += ability.channel_change
        return change

    def _wins_pushes(self, seat: int) -> bool:
        """Whether ``seat``'s standard bearer makes its creatures win tied match-ups."""
        ability = self.standard(seat)
        return ability is not None and ability.wins_pushes

    def base_vitality(self, inst: CardInstance) -> int:
        """A creature's base Vitality (never the red stacking number)."""
        return inst.creature.vitality

    def blanked(self, inst: CardInstance) -> bool:
        """Whether the creature's text box is blanked out in this combat (Elandar, Manly Guy,
        or paid for by Preist of Horus)."""
        return f"blanked:{inst.id}" in self.marks or self.suppressed("text", inst)

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
        for seat in (ATTACKER, DEFENDER):
            ability, source = self.standard(seat), self.standard_source(seat)
            if ability is not None and source is not None:
                for bonus in ability.team_bonus:
                    yield source, bonus

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
        if phase in ("pay", "guess", "discard_bonus"):
            return self._card_choice_options(seat)
        if phase == "forced_discard":
            forced = [CombatAction("discard", (i.id,)) for i in self._forced_discards(seat)]
            return forced or [_pass()]  # nothing that matches: nothing to discard
        if phase == "declare":
            options = [CombatAction("command", ("no",))]
            if self._command_candidates(seat) or combat_upgrades.may_fire_cannon(self, seat):
                options.insert(0, CombatAction("command", ("yes",)))
            return options
        if phase == "choose_command":
            return [
                *(CombatAction("command", (i.id,)) for i in self._command_candidates(seat)),
                *combat_upgrades.cannon_options(self, seat),
            ]
        if phase == "idol":
            return combat_upgrades.idol_options(self, seat)
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
        if phase == "icons":
            return [*self._icon_options(seat), _pass()]
        if phase == "channel_response":
            return [CombatAction("power", ("guardian", "cancel")), _pass()]
        if phase == "aoe_cancel":
            return [
                *(
                    CombatAction("power", ("standard", "cancel", c))
                    for c in self._aoes_to_decide(seat)
                ),
                _pass(),
            ]
        if phase == "reclaim":
            return [
                *(
                    CombatAction("power", ("standard", "reclaim", i.id))
                    for i in self._reclaimable(seat)
                ),
                CombatAction("done"),
            ]
        return []

    def _explain(self, action: CombatAction) -> str:
        """A player-readable reason why an action is not allowed now; it names only cards the
        acting seat can see (of a face-down card: "not a card you can play")."""
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
        secret = self.hidden_from(seat)
        for arg in action.args:
            if arg in secret:  # a face-down card of the other side: its name is not told
                return f"{arg} is not a card you can play"
        names = [self.by_id[a].name for a in action.args if a in self.by_id]
        what = f"{action.verb} {' '.join(names) or ' '.join(action.args)}"
        hint = f" ({expected})" if expected else ""
        return f"the {who} cannot {what} now{hint}: {self._detail(action)}"

    def _detail(self, action: CombatAction) -> str:
        seat = self.seat if self.seat is not None else 0
        for arg in action.args:
            inst = self.by_id.get(arg)
            if arg not in self.by_id and arg not in (*BRIBES, *POWER_WORDS, "yes", "no"):
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
        command = self._command_active(seat)
        any_icon = command is not None and command.bribe_any_icon
        out = []
        for target in targets:
            if not target.is_creature or "bribery" in target.creature.immune.kinds:
                continue
            standard = self.standard(target.owner)
            if standard is not None and standard.unbribeable:
                continue
            for kind in BRIBES:
                icon = kind in target.creature.bribe or (any_icon and bool(target.creature.bribe))
                if kind in have and icon:
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
        out.extend(combat_upgrades.altar_options(self, seat))
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
        out = [CombatAction("cast", (d.id, target)) for d in _unique_names(self._dispels(seat))]
        cost = self.guardian(seat).dispel_spell_stones
        if cost and self.stones[seat] >= cost and isinstance(self.by_id[target].card, Spell):
            out.append(CombatAction("power", ("guardian", "dispel", target)))
        standard = self.standard(seat)
        if (
            standard is not None
            and standard.power == "dispel_command"
            and self.stones[seat] >= standard.power_stones
        ):
            out.append(CombatAction("power", ("standard", "dispel", target)))
        return out

    def _dispel_options(self, seat: int) -> list[CombatAction]:
        if not self.stack:
            return []
        top = self.stack[-1][1]
        out = [CombatAction("cast", (d.id, top)) for d in _unique_names(self._dispels(seat))]
        cost = self.guardian(seat).dispel_spell_stones
        if cost and self.stones[seat] >= cost and isinstance(self.by_id[top].card, Spell):
            out.append(CombatAction("power", ("guardian", "dispel", top)))
        return out

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
            if self._power_channel_problem(seat) is None:
                out.append(CombatAction("power", ("guardian", "channel")))
        out.extend(self._realm_options(seat))
        forced = [a for a in out if a.verb == "ranged"] if self._draws_ranged(seat) else []
        if forced:
            return forced
        paid = self._paid_action_option(seat)
        if paid is not None:
            out.append(paid)
        out.extend(self._spell_options(seat, in_matchup=True))
        if not m.secondary:
            out.extend(
                self._bribe_options(
                    seat, [t for t in self._fighter_targets(1 - seat) if t.role == Role.RANGED]
                )
            )
        out.append(_pass())
        return out

    def _paid_action_option(self, seat: int) -> CombatAction | None:
        """``pay <command id> yes``: the seat's command card lets it pay stones in a primary
        match-up to blank the opposing creature (Preist of Horus) or for a ranged shot
        (Handles O'Rourke)."""
        m = self.current
        command = self._command_active(seat)
        if m is None or m.secondary or command is None or command.paid_action is None:
            return None
        rule = command.paid_action
        if self.stones[seat] < rule.stones:
            return None
        theirs = m.fighters[1 - seat]
        if theirs is None or self.by_id[theirs.id].status != Status.STANDING:
            return None
        if rule.what == "blank" and self.blanked(self.by_id[theirs.id]):
            return None
        if rule.what == "ranged" and (self.no_ranged_terrain or self.forbidden("ranged", seat)):
            return None
        cid = self.commands[seat]
        assert cid is not None
        return CombatAction("pay", (cid, "yes"))

    def _paid_action(self, seat: int) -> None:
        m = self.current
        command = self._command_active(seat)
        assert m is not None and command is not None and command.paid_action is not None
        rule = command.paid_action
        self.stones[seat] -= rule.stones
        source = self._name(self.commands[seat])
        self._log("stones", side=SIDE_NAMES[seat], change=-rule.stones, card=source)
        theirs = m.fighters[1 - seat]
        assert theirs is not None
        if rule.what == "blank":
            self.marks[f"blanked:{theirs.id}"] = self.commands[seat] or ""
            self._log("effect", text=f"{source} empties the text box of {self._name(theirs.id)}")
        else:
            key = f"shots:{m.number}:{seat}"
            self.marks[key] = str(int(self.marks.get(key, "0")) + 1)
            self._log("ranged", side=SIDE_NAMES[seat], card=source, points=rule.points)

    def _draws_ranged(self, seat: int) -> bool:
        """Whether ``seat`` must aim every ranged attack it can at the opposing creature of
        this match-up (Bone Fright)."""
        m = self.current
        if m is None or m.secondary:
            return False
        theirs = m.fighters[1 - seat]
        if theirs is None:
            return False
        target = self.by_id[theirs.id]
        return (
            target.status == Status.STANDING
            and target.creature.draws_ranged
            and not self.blanked(target)
        )

    def _cancellable(self, seat: int) -> list[str]:
        """Opposing ranged attacks in this match-up that a cancelling attack could cancel."""
        m = self.current
        if m is None or m.secondary:
            return []
        theirs = m.fighters[1 - seat]
        if theirs is None:
            return []
        return [
            rid
            for rid in theirs.ranged
            if self.by_id[rid].status == Status.STANDING and f"cancelled:{rid}" not in self.marks
        ]

    def _ranged_sources(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat`` may fire as ranged attacks: those of its combat hand (an Arena
        duel fires them from under the strongholds instead)."""
        return self._hand_creatures(seat) + combat_upgrades.platform_sources(self, seat)

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
        if self.channel_banned:
            return "a channeling was cancelled: no more channeling in this combat"
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
        if cmp + self._standard_channel_change(seat) <= 0:
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
            and f"safe:{target.id}" not in self.marks
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
            for i in self._alive_creatures(seat)
            if i.creature.heals is not None
            and i.zone != "up"
            and (i.id not in self.healed_by or self._heals_left(i) > 0)
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
        if action.verb == "cannon":
            self.pending[seat] = combat_upgrades.CANNON_PREFIX + action.args[0]
        self._next_command_chooser(start=seat + 1)

    def _on_idol(self, seat: int, action: CombatAction) -> None:
        combat_upgrades.spend_on_idol(self, seat, int(action.args[0]))
        self._resolve()

    def _reveal_commands(self) -> None:
        for seat in (ATTACKER, DEFENDER):
            cid = self.pending[seat]
            self.pending[seat] = None
            if cid is None:
                continue
            if cid.startswith(combat_upgrades.CANNON_PREFIX):
                combat_upgrades.reveal_cannon(self, seat, cid)
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
            self._hand_item_used(seat, card)
        self._resolve_command_conflicts()
        if any(c is not None for c in self.commands):
            self.phase, self.seat, self.passes = "command_window", ATTACKER, 0
            self._skip_empty_window()
        else:
            combat_upgrades.fire_cannons(self)
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
        """Pass automatically for a seat whose only choice in a window is to pass, when that
        is public (``_asks``)."""
        guard = 0
        while self.phase in self.WINDOW_PHASES:
            assert self.seat is not None
            options = self._legal(self.seat)
            if len(options) > 1 or guard > 4 or (options and options[0].verb != "pass"):
                return
            zones = WINDOW_ZONES.get(self.phase, PLAYABLE_ZONES)
            if self._asks(self.seat, has_choice=False, zones=zones):
                return  # it may pass itself: skipping it would tell it holds nothing
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
            if self.current is not None and f"frozen:{self.current.number}" in self.marks:
                self._compare()
                return
        elif action.verb == "channel":
            self._channel(seat, action.args[0])
            if self._offer_channel_cancel(seat):
                return
        elif action.verb == "bribe":
            self._bribe(seat, action.args[0], action.args[1])
        elif action.verb == "pay":
            self._paid_action(seat)
        elif action.verb == "altar":
            combat_upgrades.sacrifice(self, seat, action.args[0])
        elif action.verb == "power":
            phase = self.phase
            self._power(seat, action)
            if self.phase != phase:
                return
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
        self._hand_item_used(seat, card)
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
        if action.verb == "power":  # Sikura: the spell on top is dispelled, no answer to it
            cost = self.guardian(seat).dispel_spell_stones
            self.stones[seat] -= cost
            target = action.args[2]
            self._power_note(seat, "dispel", target, cost, self.guardian(seat).name)
            self.stack.append((seat, "power", target))
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
            if cid not in self.by_id:  # a Guardian's dispelling power (Sikura)
                if target is not None:
                    cancelled.add(target)
                continue
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
            if seat in self.boosted or self._boost_command(seat) is None:
                continue
            if self._asks(seat, has_choice=bool(self._boost_options(seat)), zones=("hand",)):
                self.phase, self.seat = "boost", seat
                return
        creature_aoes = []
        for seat in (ATTACKER, DEFENDER):
            cid = self.commands[seat]
            if cid is None or self.command_dispelled[seat] or not self.by_id[cid].is_creature:
                continue
            command = self._command_of(self.by_id[cid])
            if command is not None and command.aoe is not None:
                creature_aoes.append(cid)
        if self._ask_aoe_cancel(creature_aoes, "commands"):
            return
        self._apply_commands()
        self._after_commands()

    def _forced_discards(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat`` may choose from when an opposing command card makes him discard
        one (Mocodabi); empty once done or when none matches."""
        if not self._discard_due(seat):
            return []
        command = self._command_active(1 - seat)
        assert command is not None and command.opponent_discards is not None
        pattern = command.opponent_discards
        return [i for i in self._hand_creatures(seat) if self.fits(pattern, i)]

    def _discard_due(self, seat: int) -> bool:
        """Whether an opposing command card makes ``seat`` discard a creature (Mocodabi) and
        it has not answered yet (public: whether it holds one is not)."""
        command = self._command_active(1 - seat)
        if command is None or command.opponent_discards is None:
            return False
        return f"forced_discard:{seat}" not in self.marks

    def _after_commands(self) -> None:
        """Once the commands have acted, a seat an opposing command makes discard a creature
        chooses it; then the primary attacks begin."""
        for seat in (ATTACKER, DEFENDER):
            if self._discard_due(seat) and self._asks(
                seat, has_choice=bool(self._forced_discards(seat)), zones=("hand",)
            ):
                self.phase, self.seat = "forced_discard", seat
                return
        self._start_primary()

    def _on_forced_discard(self, seat: int, action: CombatAction) -> None:
        if action.verb == "pass":  # it holds no creature that matches
            self.marks[f"forced_discard:{seat}"] = ""
            self._log("no_discard", side=SIDE_NAMES[seat])
            self._after_commands()
            return
        inst = self.by_id[action.args[0]]
        inst.status, inst.revealed = Status.DISCARDED, True
        self.marks[f"forced_discard:{seat}"] = inst.id
        self._log("discarded", side=SIDE_NAMES[seat], card=inst.name, why="an opposing command")
        self._after_commands()

    def _on_boost(self, seat: int, action: CombatAction) -> None:
        if action.verb == "done":
            self.boosted[seat] = self.boosted.get(seat, 0)
            self._boost_or_apply()
            return
        inst = self.by_id[action.args[0]]
        inst.status, inst.revealed = Status.DISCARDED, True
        self.boosted[seat] = self.boosted.get(seat, 0) + 1
        self._log("discarded", side=SIDE_NAMES[seat], card=inst.name, why="to boost the AOE")
        if not self._asks(seat, has_choice=bool(self._boost_options(seat)), zones=("hand",)):
            self._boost_or_apply()

    def _apply_commands(self) -> None:
        combat_upgrades.fire_cannons(self)
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
            if command.aoe is not None and cid not in self.aoe_cancelled:
                self._aoe(seat, command.aoe, inst.name, extra=self.boosted.get(seat, 0))
            if command.discard_storage_hands:
                self._discard_cards(
                    [i for i in self.cards if i.zone == "storage" and i.status == Status.HAND],
                    f"{inst.name}: every storage hand is discarded",
                )
            if command.set_aside_random:
                self._set_aside_random(seat, inst)
            if command.unchallenged_duplicates:
                self._unchallenged_duplicates(seat, inst)
            if command.discard_own_hand:
                self._discard_cards(
                    [
                        i
                        for i in self.cards
                        if i.owner == seat and i.zone == "hand" and i.status == Status.HAND
                    ],
                    f"{inst.name}: its owner discards his combat hand",
                )
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

    def _set_aside_random(self, seat: int, source: CardInstance) -> None:
        """A random creature of the opposing combat hand and the command card itself are set
        aside: they cannot fight or count, but secondary attackers may attack them."""
        hand = [
            i
            for i in self.cards
            if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and i.is_creature
        ]
        hit = [hand[self.rng.randrange(len(hand))]] if hand else []
        for inst in [*hit, source]:
            inst.status, inst.role, inst.revealed = Status.OUT_OF_PLAY, Role.ASIDE, True
        self._log("aside", card=source.name, hit=[i.name for i in [*hit, source]])

    def _unchallenged_duplicates(self, seat: int, source: CardInstance) -> None:
        """Every creature of which the opponent holds two or more copies in his combat hand
        stands on the table unchallenged: it counts and can be attacked, but never fights."""
        hand = [
            i
            for i in self.cards
            if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and i.is_creature
        ]
        names = [i.name for i in hand]
        hit = [i for i in hand if names.count(i.name) > 1]
        for inst in hit:
            inst.status, inst.role, inst.revealed = Status.STANDING, Role.PRIMARY, True
            self.play_order.append(inst.id)
        self._log("effect", text=f"{source.name}: unchallenged: {', '.join(i.name for i in hit)}")

    def _granted_immunity(self, defender: CardInstance, attacker: CardInstance) -> bool:
        """Whether a card played before ``defender`` makes it immune to ``attacker``'s kind of
        attack (Paladin: Mortals played after it are immune to fear)."""
        kind = attacker.creature.attack
        if kind is None or defender.id not in self.play_order:
            return False
        placed = self.play_order.index(defender.id)
        for source in self.cards:
            if not source.is_creature or source.id not in self.play_order:
                continue
            rule = source.creature.team_immune
            if rule is None or kind not in rule.kinds or source.id == defender.id:
                continue
            if self.play_order.index(source.id) > placed or self.blanked(source):
                continue
            if rule.to is None or self.fits(rule.to, defender):
                return True
        return False

    def _heals_left(self, healer: CardInstance) -> int:
        """How many more heals a healer that heals once per opposing loss may make."""
        if not healer.creature.heals_per_opponent_loss:
            return 0
        lost = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
        losses = sum(
            1
            for i in self.cards
            if i.owner != healer.owner and i.is_creature and i.zone == "hand" and i.status in lost
        )
        return losses - int(self.marks.get(f"heals:{healer.id}", "0"))

    def _discard_cards(self, cards: list[CardInstance], why: str) -> None:
        """Cards of the hands are discarded (revealed) by a card's effect: a creature is
        DISCARDED, any other card ends USED (it goes to the discard pile after combat)."""
        for inst in cards:
            inst.status = Status.DISCARDED if inst.is_creature else Status.USED
            inst.revealed = True
        self._log("discard", text=why, hit=[i.name for i in cards])

    def _discard_bribery(self, inst: CardInstance) -> None:
        """The opponent shows his storage hand and discards the bribery cards of the kinds the
        creature names (Lizards of the Toast, the Evil Hornbags)."""
        rule = inst.creature.discards_bribery
        if rule is None or self.blanked(inst):
            return
        storage = self._storage(1 - inst.owner)
        for card in storage:
            card.revealed = True
        self._discard_cards(
            [c for c in storage if isinstance(c.card, Bribery) and c.card.bribes in rule.kinds],
            f"{inst.name}: the opponent shows his storage hand and discards "
            + ", ".join(rule.kinds)
            + " bribery",
        )

    def _aoe(self, seat: int, aoe: Aoe, source: str, *, extra: int = 0) -> None:
        points = aoe.points + extra
        if aoe.dice:
            number = self.current.number if self.current is not None else 0
            rolled = self.roll(f"aoe:{seat}:{source}:{number}", aoe.dice)
            if aoe.fizzle_on is not None and rolled == aoe.fizzle_on:
                self._log(
                    "aoe", side=SIDE_NAMES[seat], card=source, points=0, kind=aoe.kind, hit=[]
                )
                return
            points += rolled
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
        for seat in (ATTACKER, DEFENDER):
            command = self._command_active(1 - seat)
            if command is not None and command.opponent_random_order:
                hand = [
                    i
                    for i in self.cards
                    if i.owner == seat
                    and i.zone == "hand"
                    and i.status == Status.HAND
                    and i.is_creature
                ]
                pick = hand[self.rng.randrange(len(hand))]
                self.marks[f"order:{self.current.number}:{seat}"] = pick.id
                self._log("effect", text=f"the {SIDE_NAMES[seat]}'s creature is picked at random")
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
        self.marks["chosen"] = f"{attacker},{defender}"
        if self._next_guess():
            return
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
            rule = self.by_id[fighter.id].creature.discards_bribery
            if rule is not None and rule.when == "played":
                self._discard_bribery(self.by_id[fighter.id])
        self.bribe_done = [False, False]
        self._before_bribery()

    # --- choices a card gives: tolls, guesses, discards for a bonus -------------------------

    def _card_choice_options(self, seat: int) -> list[CombatAction]:
        """Legal actions of the pay, guess and discard_bonus steps."""
        if self.phase == "pay":
            cid = self.marks["pay_for"]
            return [CombatAction("pay", (cid, "yes")), CombatAction("pay", (cid, "no"))]
        if self.phase == "guess":
            command = self._command_active(int(self.marks["guess_for"]))
            assert command is not None and command.guess is not None
            values = ("mortal", "elemental", "external") if command.guess.what == "realm" else "SML"
            return [CombatAction("guess", (v,)) for v in values]
        cid = self.marks["discard_for"]
        return [
            *(CombatAction("discard", (i.id,)) for i in _unique_names(self._bonus_discards(cid))),
            CombatAction("done"),
        ]

    def _payments(self, context: str) -> list[tuple[int, str, int]]:
        """Stone payments a card offers now, as (deciding seat, card id, stones): a toll when
        a match-up begins (Sales Weasel), and at the end of combat an escape the opponent may
        pay to prevent (Blue Mountain Leechfoot) or a buy-back its owner may pay (Skeletal
        Minion). Those already decided are left out."""
        out: list[tuple[int, str, int]] = []
        if context == "matchup":
            m = self.current
            assert m is not None
            for fighter in m.fighters:
                inst = self.by_id[fighter.id] if fighter is not None else None
                if inst is None or not inst.is_creature or inst.status != Status.STANDING:
                    continue
                toll = inst.creature.toll
                if toll is not None and not self.blanked(inst):
                    out.append((1 - inst.owner, inst.id, toll.stones))
        else:
            for inst in self.cards:
                if not inst.is_creature or inst.zone != "hand":
                    continue
                creature = inst.creature
                if (
                    creature.escapes_unless_paid
                    and inst.status == Status.BEATEN
                    and inst.role == Role.PRIMARY
                ):
                    out.append((1 - inst.owner, inst.id, creature.escapes_unless_paid))
                lost = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
                if creature.buyback and inst.status in lost and inst.id not in self.to_storage:
                    out.append((inst.owner, inst.id, creature.buyback))
        return [o for o in out if f"paid:{o[1]}" not in self.marks]

    def _next_payment(self, context: str) -> bool:
        """Ask the next stone payment a card offers (one that cannot be paid is declined at
        once); whether a decision is now awaited."""
        for seat, cid, stones in self._payments(context):
            if self.stones[seat] < stones:
                self._settle_payment(seat, cid, stones, paid=False)
                continue
            self.marks["pay_for"], self.marks["pay_context"] = cid, context
            self.marks["pay_cost"] = str(stones)
            self.phase, self.seat = "pay", seat
            return True
        return False

    def _settle_payment(self, seat: int, cid: str, cost: int, *, paid: bool) -> None:
        inst = self.by_id[cid]
        creature = inst.creature
        self.marks[f"paid:{cid}"] = "yes" if paid else "no"
        if paid:
            self.stones[seat] -= cost
            self._log("stones", side=SIDE_NAMES[seat], change=-cost, card=inst.name)
        self._log("pay", side=SIDE_NAMES[seat], card=inst.name, paid=paid)
        if inst.status == Status.BEATEN and creature.escapes_unless_paid and not paid:
            self._set_status(cid, Status.RETURNED, "escapes to the Creature Pen")
        elif paid and creature.buyback and seat == inst.owner and inst.status != Status.STANDING:
            self.to_storage.add(cid)
            self._log("effect", text=f"{inst.name} goes back to the storage hand after combat")

    def _on_pay(self, seat: int, action: CombatAction) -> None:
        cid, answer = action.args
        self._settle_payment(seat, cid, int(self.marks.pop("pay_cost")), paid=answer == "yes")
        del self.marks["pay_for"]
        if self.marks.pop("pay_context") == "matchup":
            self._before_bribery()
        else:
            self._finish()

    def _next_guess(self) -> bool:
        """A command card's guess about a picked creature (Sphinx, Jalupee Lobo), before both
        are shown; whether a guess is now awaited."""
        m = self.current
        assert m is not None
        for seat in (ATTACKER, DEFENDER):
            command = self._command_active(seat)
            if command is None or command.guess is None:
                continue
            if f"guess:{m.number}:{seat}" in self.marks:
                continue
            self.marks["guess_for"] = str(seat)
            guesser = seat if command.guess.by == "own" else 1 - seat
            self.phase, self.seat = "guess", guesser
            return True
        return False

    def _on_guess(self, seat: int, action: CombatAction) -> None:
        m = self.current
        assert m is not None
        owner = int(self.marks.pop("guess_for"))
        self.marks[f"guess:{m.number}:{owner}"] = action.args[0]
        self._log("guess", side=SIDE_NAMES[seat], value=action.args[0])
        if self._next_guess():
            return
        attacker, defender = self.marks.pop("chosen").split(",")
        self._lay_down((attacker, defender))

    def guess_bonus(self, inst: CardInstance) -> tuple[str, int] | None:
        """The bonus a command card's guess gives this creature in its primary match-up."""
        if inst.role != Role.PRIMARY or inst.matchup is None:
            return None
        command = self._command_active(inst.owner)
        if command is None or command.guess is None:
            return None
        guessed = self.marks.get(f"guess:{inst.matchup}:{inst.owner}")
        if guessed is None:
            return None
        guesser = inst.owner if command.guess.by == "own" else 1 - inst.owner
        target = self.opponent_of(inst) if guesser == inst.owner else inst
        if target is None or not target.is_creature:
            return None
        creature = target.creature
        actual = creature.realm.value if command.guess.what == "realm" else creature.size
        hit = guessed == actual
        if hit != (command.guess.on == "hit"):
            return None
        cid = self.commands[inst.owner]
        return (f"{self._name(cid)} (guess {guessed})", command.guess.bonus)

    def _bonus_discards(self, cid: str) -> list[CardInstance]:
        """Storage-hand cards the creature's owner may discard for its bonus."""
        rule = self.by_id[cid].creature.discard_bonus
        assert rule is not None
        return [
            i
            for i in self._storage(self.by_id[cid].owner)
            if (rule.cards == "item" and isinstance(i.card, Item))
            or (isinstance(i.card, Bribery) and i.card.bribes == rule.cards)
        ]

    def _next_discard_bonus(self) -> bool:
        """A fighter whose owner may discard cards for a bonus (Slatch Willer, Zelda); whether
        that choice is now awaited."""
        m = self.current
        assert m is not None
        for fighter in m.fighters:
            inst = self.by_id[fighter.id] if fighter is not None else None
            if inst is None or not inst.is_creature or inst.status != Status.STANDING:
                continue
            if inst.creature.discard_bonus is None or self.blanked(inst):
                continue
            if f"discards_done:{inst.id}" in self.marks:
                continue
            offered = bool(self._bonus_discards(inst.id))
            if not self._asks(inst.owner, has_choice=offered, zones=("storage",)):
                continue
            self.marks["discard_for"] = inst.id
            self.phase, self.seat = "discard_bonus", inst.owner
            return True
        return False

    def _on_discard_bonus(self, seat: int, action: CombatAction) -> None:
        cid = self.marks["discard_for"]
        if action.verb == "discard":
            card = self.by_id[action.args[0]]
            card.status, card.revealed = Status.USED, True
            count = int(self.marks.get(f"discards:{cid}", "0")) + 1
            self.marks[f"discards:{cid}"] = str(count)
            self._log("discarded", side=SIDE_NAMES[seat], card=card.name, why="for a bonus")
            if self._asks(seat, has_choice=bool(self._bonus_discards(cid)), zones=("storage",)):
                return
        self.marks[f"discards_done:{cid}"] = "yes"
        del self.marks["discard_for"]
        self._before_bribery()

    def _before_bribery(self) -> None:
        """What cards ask when a match-up's creatures are shown, before bribery: tolls, then
        discards for a bonus."""
        if self._next_payment("matchup") or self._next_discard_bonus():
            return
        self._open_bribery()

    def _open_bribery(self) -> None:
        """Bribery opens; first a standard bearer's owner may pay to change bribery icons of
        creatures on the table (Dem Bones 15), as often as he pays."""
        m = self.current
        assert m is not None
        for seat in (ATTACKER, DEFENDER):
            done = [str(seat), "icons_done", str(m.number)] in self.power_log
            if not done and self._icon_options(seat):
                self.phase, self.seat = "icons", seat
                return
        self.phase, self.seat = "bribery", ATTACKER
        self._skip_bribery()

    def _icon_options(self, seat: int) -> list[CombatAction]:
        standard = self.standard(seat)
        if standard is None or standard.power != "change_bribe":
            return []
        if self.stones[seat] < standard.power_stones:
            return []
        out = []
        for inst in self.cards:
            if not inst.is_creature or inst.role == Role.NONE or inst.status != Status.STANDING:
                continue
            icons = inst.creature.bribe
            for old in icons:
                for new in BRIBES:
                    if new not in icons:
                        out.append(CombatAction("power", ("standard", "icon", inst.id, old, new)))
        return out

    def _on_icons(self, seat: int, action: CombatAction) -> None:
        m = self.current
        assert m is not None
        if action.verb == "pass":
            self.power_log.append([str(seat), "icons_done", str(m.number)])
        else:
            standard = self.standard(seat)
            assert standard is not None
            cid, old, new = action.args[2], action.args[3], action.args[4]
            inst = self.by_id[cid]
            icons = [new if b == old else b for b in inst.creature.bribe]
            inst.card = inst.creature.model_copy(update={"bribe": icons})
            self.stones[seat] -= standard.power_stones
            by = self._name(self.standard_source_id(seat)) or ""
            shown = f"{inst.name}: {old} to {new}"
            self._power_note(seat, "icon", f"{cid}:{old}>{new}", standard.power_stones, by, shown)
        self._open_bribery()

    def _seat_fighter(self, m: Matchup, side: int, cid: str) -> None:
        """A creature is revealed and stands as ``side``'s fighter of match-up ``m``."""
        self._to_table(cid, Role.PRIMARY, m.number)
        m.fighters[side] = Fighter(cid)

    def _to_table(self, cid: str, role: Role, number: int) -> CardInstance:
        """A card is revealed and stands on the table in match-up ``number`` in ``role``."""
        inst = self.by_id[cid]
        if inst.is_creature and "hand_count_on_play" in inst.creature.effects:
            held = [
                i
                for i in self.cards
                if i.owner == inst.owner
                and i.id != cid
                and i.zone == "hand"
                and i.status == Status.HAND
                and (i.is_creature or (isinstance(i.card, Item) and i.card.item_type == "creature"))
            ]
            self.marks[f"hand_at_play:{cid}"] = str(len(held))
        inst.status, inst.role, inst.matchup, inst.revealed = Status.STANDING, role, number, True
        self.play_order.append(cid)
        return inst

    def _skip_bribery(self) -> None:
        """Move past bribery decisions where the seat has nothing it could bribe with, when
        that is public (``_asks``)."""
        while self.phase == "bribery" and self.seat is not None:
            if len(self._legal(self.seat)) > 1:
                return
            if self._asks(self.seat, has_choice=False, zones=("storage",)):
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
        keeper = next(
            (
                source
                for source, ability in self.active_sources()
                if isinstance(ability, Creature)
                and source.owner == seat
                and kind in ability.bribery_returns
                and not self.blanked(source)
            ),
            None,
        )
        if keeper is not None:
            card.status = Status.HAND
            self._log("effect", text=f"{keeper.name}: {card.name} goes back to the storage hand")
        victim = self.by_id[target].owner
        gain = self.guardian(victim).stones_when_bribed
        if gain and victim != seat:
            self.stones[victim] += gain
            self._log(
                "stones", side=SIDE_NAMES[victim], change=gain, card=self.guardian(victim).name
            )
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
        going_off = [
            f.id
            for f, ok in zip(m.fighters, alive, strict=True)
            if ok and f is not None and self.by_id[f.id].creature.aoe is not None
        ]
        if self._ask_aoe_cancel(going_off, "bribed"):
            return
        for side, ok in enumerate(alive):
            fighter = m.fighters[side]
            if fighter is not None and fighter.id in self.aoe_cancelled:
                continue
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
            boss = self._same_class_boss(me, other)
            if boss is not None:
                self._set_status(other.id, Status.RETURNED, f"sent back by {boss}")
                m.result = "sent back"
        for me, other in ((a, d), (d, a)):
            self._roll_destroys(me, other, m)
        for me, other in ((a, d), (d, a)):
            pattern = me.creature.withdraws_vs
            if me.status == Status.STANDING and other.status == Status.STANDING and pattern:
                if self.fits(pattern, other):
                    self._withdraw(me, m)
        self._primary_aoes()

    def _same_class_boss(self, me: CardInstance, other: CardInstance) -> str | None:
        """A card of ``me``'s side in play that sends back an opponent of ``me``'s class
        (Bruno Smashmouth), by name."""
        mine = {c.casefold() for c in me.creature.classes}
        if not mine or not any(c.casefold() in mine for c in other.creature.classes):
            return None
        for source, ability in self.active_sources():
            if isinstance(ability, Creature) and ability.sends_back_same_class:
                if source.owner == me.owner and not self.blanked(source):
                    return source.name
        return None

    def _roll_destroys(self, me: CardInstance, other: CardInstance, m: Matchup) -> None:
        """A creature that rolls 1d6 to destroy its opponent by realm (Orella of the Mist);
        nothing may change the match-up after the roll."""
        rules_here = me.creature.roll_destroys
        if not rules_here or me.status != Status.STANDING or other.status != Status.STANDING:
            return
        if self.blanked(me):
            return
        rolled = self.roll(f"{me.id}:roll_destroys", 1)
        self.marks[f"frozen:{m.number}"] = me.id
        if any(rolled in r.rolls and self.fits(r, other) for r in rules_here):
            self._set_status(
                other.id, Status.DESTROYED, f"destroyed by {me.name} (rolled {rolled})"
            )
            m.result = "destroyed"

    def _primary_aoes(self) -> None:
        """The fighters' AOEs go off (unless cancelled); then the modify window opens."""
        m = self.current
        assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
        a, d = self.by_id[m.fighters[0].id], self.by_id[m.fighters[1].id]
        going_off = [
            inst.id
            for inst in (a, d)
            if inst.status == Status.STANDING
            and inst.creature.aoe is not None
            and not self.forbidden("aoe", inst.owner)
        ]
        if self._ask_aoe_cancel(going_off, "primary"):
            return
        for inst in (a, d):
            if inst.status == Status.STANDING and inst.creature.aoe is not None:
                if not self.forbidden("aoe", inst.owner) and inst.id not in self.aoe_cancelled:
                    self._aoe(inst.owner, inst.creature.aoe, inst.name)
        if not self._matchup_alive():
            self._finish_matchup()
            return
        if f"frozen:{m.number}" in self.marks:
            self._compare()
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
        effect = inst.creature.ranged_effect
        if effect == "push" and not self.blanked(inst):
            self.marks[f"frozen:{m.number}"] = inst.id
            self._log("effect", text=f"{inst.name}: the match-up is a push; no more changes")
        elif effect == "cancel_ranged" and not self.blanked(inst):
            targets = self._cancellable(seat)
            if targets:
                best = max(targets, key=lambda r: self.by_id[r].creature.ranged)
                self.marks[f"cancelled:{best}"] = inst.id
                self._log("effect", text=f"{inst.name} cancels {self.by_id[best].name}")

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
        points = max(0, min(cmp + self._standard_channel_change(seat), room))
        self._add_channel(seat, target, fighter, Channel(source, label, points))

    def _add_channel(
        self, seat: int, target: CardInstance, fighter: Fighter, channel: Channel
    ) -> None:
        """A channeling reaches ``seat``'s creature: cards watching for it react."""
        source, label, points = channel.source, channel.label, channel.points
        del source
        fighter.channels.append(channel)
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
            fired = [
                r
                for r in fighter.ranged
                if self.by_id[r].status == Status.STANDING and f"cancelled:{r}" not in self.marks
            ]
            for rid in fired:
                creature = self.by_id[rid].creature
                ranged += max(0, creature.ranged + self._ranged_bonus(side))
                if creature.ranged_echo:
                    ranged += self._ranged_before(m, rid)
            shots = int(self.marks.get(f"shots:{m.number}:{side}", "0"))
            command = self._command_active(side)
            if shots and command is not None and command.paid_action is not None:
                ranged += shots * command.paid_action.points
        parts = rules.vitality_breakdown(
            self,
            inst,
            opp,
            secondary=False,
            ranged_points=ranged,
            channeled=sum(c.points for c in fighter.channels),
        )
        return sum(v for _, v in parts), parts

    def _ranged_before(self, m: Matchup, rid: str) -> int:
        """The printed points of the other ranged attacks fired on match-up ``m`` before
        ``rid``, by either side, and still standing in it (Tavinmoor, Jinshade, Bellaret)."""
        order = {cid: index for index, cid in enumerate(self.play_order)}
        return sum(
            self.by_id[r].creature.ranged
            for fighter in m.fighters
            if fighter is not None
            for r in fighter.ranged
            if order.get(r, -1) < order[rid]
            and self.by_id[r].status == Status.STANDING
            and f"cancelled:{r}" not in self.marks
        )

    def _ranged_bonus(self, side: int) -> int:
        """Points a card adds to each of ``side``'s ranged attacks."""
        stronghold = self.setup.side(side).stronghold
        bonus = stronghold.ranged_bonus if stronghold and self.defends_stronghold(side) else 0
        for source, ability in self.active_sources():
            if isinstance(ability, CommandAbility) and source.owner == side:
                bonus += ability.ranged_bonus
        for seat in (ATTACKER, DEFENDER):
            standard = self.standard(seat)
            if standard is not None and (seat == side or standard.ranged_sides == "both"):
                bonus += standard.ranged_bonus
        return bonus

    def _compare(self) -> None:
        m = self.current
        assert m is not None and m.fighters[0] is not None and m.fighters[1] is not None
        a, d = self.by_id[m.fighters[0].id], self.by_id[m.fighters[1].id]
        va, pa = self._fighter_vitality(m, ATTACKER)
        vd, pd = self._fighter_vitality(m, DEFENDER)
        m.fighters[0].vitality, m.fighters[0].breakdown = va, pa
        m.fighters[1].vitality, m.fighters[1].breakdown = vd, pd
        d_immune = rules.immune_to(
            d.creature, a.creature, attacker_defends_sh=False
        ) or self._granted_immunity(d, a)
        a_immune = rules.immune_to(
            a.creature, d.creature, attacker_defends_sh=self.defends_stronghold(DEFENDER)
        ) or self._granted_immunity(a, d)
        a.turned, d.turned = d_immune, a_immune
        winner: CardInstance | None = None
        if va != vd:
            winner, loser = (a, d) if va > vd else (d, a)
            if self._margin_protects(loser, abs(va - vd)):
                winner = None
        else:
            winner = self._push_winner(a, d)
            loser = d if winner is a else a
        frozen = self.marks.get(f"frozen:{m.number}")
        if frozen is not None and self.by_id[frozen].creature.ranged_effect == "push":
            winner = None
        if winner is None:
            m.result = "push"
        elif self._narrow_win(winner, abs(va - vd)):
            for inst in (a, d):
                self._set_status(inst.id, Status.DESTROYED, "a narrow win (Hal)")
            m.result = "both destroyed"
        elif rules.immune_to(
            loser.creature,
            winner.creature,
            attacker_defends_sh=self.defends_stronghold(winner.owner),
            terrain=self.terrain_types,
        ) or self._granted_immunity(loser, winner):
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
            self._margin_destroys_command(winner, abs(va - vd))
        for fighter in m.fighters:
            assert fighter is not None
            for rid in fighter.ranged:
                ranged = self.by_id[rid]
                if ranged.status == Status.STANDING and ranged.creature.ranged_beaten:
                    self._set_status(rid, Status.BEATEN, "used as a ranged attack")
        self._finish_matchup()

    def _narrow_win(self, winner: CardInstance, margin: int) -> bool:
        """Whether the loser's command card destroys both creatures of a match-up won by less
        than its margin (Hal, a Tosis Dragon)."""
        command = self._command_active(1 - winner.owner)
        return command is not None and 0 < margin < command.narrow_win_destroys_both

    def _margin_destroys_command(self, winner: CardInstance, margin: int) -> None:
        """A winner that destroys the opponent's command card when it wins by more than that
        card's Up number (Bold Mold)."""
        if not winner.creature.destroys_command_by_margin or self.blanked(winner):
            return
        cid = self.commands[1 - winner.owner]
        if cid is None:
            return
        command = self.by_id[cid]
        if margin <= self._up_number(command):
            return
        if command.is_creature and command.status == Status.STANDING:
            self._set_status(cid, Status.DESTROYED, f"by {winner.name}")
        self._dispel_command(1 - winner.owner, f"destroyed by {winner.name}")

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
        winners = {seat for seat in (ATTACKER, DEFENDER) if self._wins_pushes(seat)}
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
        m = self.current
        if m is not None and not m.secondary:
            fighter = m.fighters[winner.owner]
            destroy = destroy or (
                fighter is not None
                and any(
                    self.by_id[r].status == Status.STANDING
                    and self.by_id[r].creature.ranged_effect == "win_destroys"
                    for r in fighter.ranged
                )
            )
        if loser.creature.indestructible:
            destroy = False
        self._set_status(
            loser.id, Status.DESTROYED if destroy else Status.BEATEN, f"by {winner.name}"
        )
        safe = winner.creature.secondary_immune_after_win
        if safe is not None and self.fits(safe, loser) and not self.blanked(winner):
            self.marks[f"safe:{winner.id}"] = loser.id
            self._log("effect", text=f"{winner.name} may not be attacked by secondary attackers")
        own_command = self.commands[loser.owner]
        if loser.creature.beaten_destroys_own_command and own_command is not None:
            command = self.by_id[own_command]
            if command.is_creature and command.status == Status.STANDING:
                self._set_status(own_command, Status.DESTROYED, f"{loser.name} lost")
        if loser.creature.beaten_returns is not None and self.fits(
            loser.creature.beaten_returns, winner
        ):
            self.to_storage.add(loser.id)
            self._log("effect", text=f"{loser.name} goes back to the storage hand after combat")
        self._beaten_triggers(loser, winner)

    def _beaten_triggers(self, loser: CardInstance, winner: CardInstance) -> None:
        """Power-stone triggers when a creature is beaten (its own, its victor's, watchers')."""
        if loser.creature.victor_destroyed_unless_holds:
            self.marks[f"beaten_by:{loser.id}"] = winner.id
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
        for fighter in m.fighters:
            inst = self.by_id[fighter.id] if fighter is not None else None
            if inst is None or not inst.is_creature or inst.status != Status.STANDING:
                continue
            rule = inst.creature.discards_bribery
            if rule is not None and rule.when == "survives":
                self._discard_bribery(inst)
        if self.realm_changed:
            self._restore_realms()
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
        if not self._asks(side, has_choice=bool(self._secondary_options(side)), zones=("hand",)):
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
            elif (
                total > target_vit
                or last.creature.beats_as_secondary
                or (
                    total == target_vit
                    and self._wins_pushes(self.secondary_side)
                    and not self._wins_pushes(target.owner)
                )
            ):
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

    # --- paid powers of Guardians and standard bearers ------------------------------------

    def _hand_item_used(self, seat: int, card: Any) -> None:
        """``seat`` used a hand (H) magic item: an opposing Guardian may draw for it (Eisnmir);
        the cards are drawn when the combat is over."""
        if not isinstance(card, Item) or card.item_type != "hand":
            return
        draws = self.guardian(1 - seat).draw_on_opponent_hand_item
        if draws:
            self.draws[1 - seat] += draws
            self._log("draws", side=SIDE_NAMES[1 - seat], count=draws, why=card.name)

    def _power_note(
        self, seat: int, what: str, target: str | None, cost: int, by: str, shown: str = ""
    ) -> None:
        """Record a paid power (``shown``: how the log names its target, if not a card)."""
        self.power_log.append([str(seat), what, target or ""])
        named = shown or self._name(target)
        self._log("power", side=SIDE_NAMES[seat], card=by, what=what, target=named, cost=cost)

    def _realm_options(self, seat: int) -> list[CombatAction]:
        """Brom's Dragon 19: pay to give a fighter of this primary match-up another realm."""
        standard, m = self.standard(seat), self.current
        if standard is None or standard.power != "change_realm" or m is None or m.secondary:
            return []
        if self.stones[seat] < standard.power_stones:
            return []
        out = []
        for fighter in m.fighters:
            if fighter is None or fighter.id in self.realm_changed:
                continue
            inst = self.by_id[fighter.id]
            if inst.status != Status.STANDING:
                continue
            for realm in Realm:
                if realm != inst.creature.realm:
                    out.append(CombatAction("power", ("standard", "realm", inst.id, realm.value)))
        return out

    def _restore_realms(self) -> None:
        """A match-up is over: realms changed for it are printed ones again."""
        for cid, realm in sorted(self.realm_changed.items()):
            inst = self.by_id[cid]
            inst.card = inst.creature.model_copy(update={"realm": Realm(realm)})
        self.realm_changed.clear()

    def _power(self, seat: int, action: CombatAction) -> None:
        """A paid power used in a window: Gaar's channeling, a command card dispelled, a realm
        changed."""
        source, what = action.args[0], action.args[1]
        if source == "guardian" and what == "channel":
            self._power_channel(seat)
            return
        if what == "realm":
            standard = self.standard(seat)
            assert standard is not None
            cid, realm = action.args[2], Realm(action.args[3])
            inst = self.by_id[cid]
            self.realm_changed[cid] = inst.creature.realm.value
            inst.card = inst.creature.model_copy(update={"realm": realm})
            self.stones[seat] -= standard.power_stones
            by = self._name(self.standard_source_id(seat)) or ""
            shown = f"{inst.name}: {realm.value}"
            self._power_note(
                seat, "realm", f"{cid}:{realm.value}", standard.power_stones, by, shown
            )
            return
        target = action.args[2]
        if source == "guardian":
            cost, by = self.guardian(seat).dispel_spell_stones, self.guardian(seat).name
        else:
            standard = self.standard(seat)
            assert standard is not None
            cost, by = standard.power_stones, self._name(self.standard_source_id(seat)) or ""
        self.stones[seat] -= cost
        self._power_note(seat, what, target, cost, by)
        self._dispel_command(self.by_id[target].owner, f"by {by}")

    def standard_source_id(self, seat: int) -> str | None:
        """The instance id of ``seat``'s standard bearer in force, if any."""
        inst = self.standard_source(seat)
        return inst.id if inst is not None else None

    def _power_channel_problem(self, seat: int) -> str | None:
        """Why ``seat``'s Guardian cannot use a paid channeling into a non-receiver (Gaar)."""
        guardian = self.guardian(seat)
        if not guardian.power_channel_stones:
            return f"{guardian.name} has no such power"
        if self.stones[seat] < guardian.power_channel_stones:
            return "not enough power stones"
        fighters = self._own_fighters(seat)
        m = self.current
        if not fighters or m is None:
            return "you have no creature in this match-up to channel to"
        target, fighter = fighters[0], m.fighters[seat]
        assert fighter is not None
        if self.channel_banned or self.forbidden("channeling", seat):
            return "channeling is forbidden now"
        if self.forbidden("stone_channeling", seat):
            return "spending stones to channel is forbidden in this combat"
        other = m.fighters[1 - seat]
        if not m.secondary and other is not None:
            opp = self.by_id[other.id]
            if opp.status == Status.STANDING and opp.creature.channeling.no_channeling_against:
                return f"no channeling against {opp.name}"
        creature = target.creature
        if (
            creature.receives_channeling
            or fighter.can_receive
            or self.granted_channeling(target) is not None
        ):
            return f"{creature.name} can receive channeling the ordinary way"
        if self._channel_room(target, fighter) <= 0:
            return f"{creature.name} has received as much channeling as it can take"
        return None

    def _power_channel(self, seat: int) -> None:
        m = self.current
        assert m is not None
        fighter = m.fighters[seat]
        assert fighter is not None
        target = self.by_id[fighter.id]
        guardian = self.guardian(seat)
        self.stones[seat] -= guardian.power_channel_stones
        points = guardian.power_channel_points + self._standard_channel_change(seat)
        points = max(0, min(points, self._channel_room(target, fighter)))
        label = f"{guardian.name} (power)"
        self._power_note(seat, "channel", target.id, guardian.power_channel_stones, guardian.name)
        self._add_channel(seat, target, fighter, Channel("guardian", label, points))
        self._log("channel", side=SIDE_NAMES[seat], source=label, to=target.name, points=points)
        self._offer_channel_cancel(seat)

    def _offer_channel_cancel(self, seat: int) -> bool:
        """Right after ``seat`` channeled, an opponent who may cancel it decides (Siin)."""
        other = 1 - seat
        cost = self.guardian(other).cancel_channeling_stones
        if not cost or self.stones[other] < cost or self.channel_banned:
            return False
        self.power_back = (self.phase, seat)
        self.phase, self.seat = "channel_response", other
        return True

    def _on_channel_response(self, seat: int, action: CombatAction) -> None:
        assert self.power_back is not None
        phase, channeler = self.power_back
        self.power_back = None
        if action.verb == "power":
            cost = self.guardian(seat).cancel_channeling_stones
            self.stones[seat] -= cost
            m = self.current
            assert m is not None
            fighter = m.fighters[channeler]
            assert fighter is not None
            cancelled = fighter.channels.pop()
            self.channel_banned = True
            self._power_note(seat, "cancel", fighter.id, cost, self.guardian(seat).name)
            self._log("effect", text=f"{cancelled.label}'s channeling is cancelled; no more "
                      "channeling in this combat")  # fmt: skip
        self.phase = phase
        self.seat = self._next_asked(channeler)
        self._skip_empty_window()

    def _aoes_to_decide(self, seat: int) -> list[str]:
        """AOE sources ``seat``'s standard bearer could still cancel now (Egyptian motif 25)."""
        standard = self.standard(seat)
        if standard is None or standard.power != "cancel_aoe":
            return []
        if self.stones[seat] < standard.power_stones or self.power_back is None:
            return []
        pending = self.power_back[0].split(",")[1:]
        return [
            c
            for c in pending
            if c not in self.aoe_cancelled and [str(seat), "aoe_seen", c] not in self.power_log
        ]

    def _ask_aoe_cancel(self, sources: list[str], back: str) -> bool:
        """Before creature AOEs go off, a standard bearer's owner may pay to cancel each."""
        for seat in (ATTACKER, DEFENDER):
            self.power_back = (",".join([back, *sources]), seat)
            if self._aoes_to_decide(seat):
                self.phase, self.seat = "aoe_cancel", seat
                return True
        self.power_back = None
        return False

    def _on_aoe_cancel(self, seat: int, action: CombatAction) -> None:
        assert self.power_back is not None
        back = self.power_back[0].split(",")[0]
        if action.verb == "power":
            standard = self.standard(seat)
            assert standard is not None
            self.stones[seat] -= standard.power_stones
            cid = action.args[2]
            self.aoe_cancelled.add(cid)
            self._power_note(
                seat,
                "cancel_aoe",
                cid,
                standard.power_stones,
                self._name(self.standard_source_id(seat)) or "",
            )
        else:
            for cid in self._aoes_to_decide(seat):
                self.power_log.append([str(seat), "aoe_seen", cid])
        self.power_back = None
        if back == "commands":
            self._boost_or_apply()
        elif back == "primary":
            self._primary_aoes()
        else:
            self._after_bribery()

    def _reclaimable(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat``'s shield lost that its standard bearer may buy back (Brom's
        Angelic 19): beaten, destroyed or discarded, not yet taken back."""
        standard = self.standard(seat)
        if standard is None or standard.power != "reclaim_lost" or self.result is None:
            return []
        if self.stones[seat] < standard.power_stones:
            return []
        lost = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
        return _unique_names(
            [
                i
                for i in self.cards
                if i.owner == seat
                and i.is_creature
                and i.zone == "hand"
                and i.status in lost
                and i.id not in self.to_storage
            ]
        )

    def _on_reclaim(self, seat: int, action: CombatAction) -> None:
        if action.verb == "done":
            self.power_log.append(["reclaim_done", str(seat)])
        else:
            standard = self.standard(seat)
            assert standard is not None
            cid = action.args[2]
            self.stones[seat] -= standard.power_stones
            self.to_storage.add(cid)
            by = self._name(self.standard_source_id(seat)) or ""
            self._power_note(seat, "reclaim", cid, standard.power_stones, by)
        self._finish()

    # --- resolution and healing -----------------------------------------------------------

    def _alive_creatures(self, seat: int) -> list[CardInstance]:
        """``seat``'s creatures still in the combat: standing on the table or unplayed in hand."""
        return [
            i
            for i in self.cards
            if i.owner == seat and i.is_creature and i.status in (Status.STANDING, Status.HAND)
        ]

    def control_total(self, seat: int) -> tuple[int, list[str]]:
        """Vitality a side counts for control of the space, and which creatures count."""
        total, names = 0, []
        alive = self._alive_creatures(seat)
        boosters = [i for i in alive if i.creature.control_bonus is not None and i.zone == "hand"]
        for inst in alive:
            if inst.zone in NOT_COUNTED_ZONES:
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
            for booster in boosters:
                bonus = booster.creature.control_bonus
                assert bonus is not None
                if bonus.to is None or self.fits(bonus.to, inst):
                    value += bonus.amount
            total += value
            names.append(inst.name)
        standard = self.standard(seat)
        if standard is not None and standard.control_bonus:
            total += standard.control_bonus
        return total, names

    def _resolve(self) -> None:
        self.current = None
        if combat_upgrades.idol_pending(self):
            return
        if self.setup.options.get("unplayed_count", True):
            for inst in self.cards:  # creatures never played count: they are shown
                if inst.is_creature and inst.status == Status.HAND and inst.zone == "hand":
                    inst.revealed = True
        ta, _ = self.control_total(ATTACKER)
        td, _ = self.control_total(DEFENDER)
        ta += combat_upgrades.idol_bonus(self, ATTACKER)
        td += combat_upgrades.idol_bonus(self, DEFENDER)
        winner = ATTACKER if ta > td else DEFENDER
        self.result = {
            "winner_seat": winner,
            "totals": [ta, td],
        }
        self._log("resolution", attacker=ta, defender=td, winner=SIDE_NAMES[winner])
        self._after_resolution(winner)
        standard, source = self.standard(winner), self.standard_source(winner)
        if standard is not None and source is not None:
            for trigger in standard.stone_triggers:
                if trigger.on == "wins_combat":
                    self._stones(winner, trigger, source.name)
        self.phase = "heal"
        self.seat = winner
        self._heal_or_next(winner)

    def _after_resolution(self, winner: int) -> None:
        """What cards do once the space is decided: a Tangle Web's victor that must leave is
        destroyed; survivors' stone triggers (Thief of Shadow)."""
        for inst in self.cards:
            victor_id = self.marks.get(f"beaten_by:{inst.id}")
            if victor_id is None:
                continue
            victor = self.by_id[victor_id]
            if victor.owner != winner and victor.status in (Status.STANDING, Status.BEATEN):
                self._set_status(victor_id, Status.DESTROYED, f"it beat {inst.name} and retreats")
        for inst in self.cards:
            if not inst.is_creature or inst.zone != "hand":
                continue
            if inst.status not in (Status.STANDING, Status.HAND):
                continue
            for trigger in inst.creature.stone_triggers:
                if trigger.on != "survives":
                    continue
                if trigger.opponent_stronghold and not self.defends_stronghold(1 - inst.owner):
                    continue
                self._stones(inst.owner, trigger, inst.name)

    def _heal_or_next(self, seat: int) -> None:
        if self._asked_to_heal(seat):
            self.phase, self.seat = "heal", seat
            return
        assert self.result is not None
        winner = self.result["winner_seat"]
        if seat == winner and self._asked_to_heal(1 - winner):
            self.phase, self.seat = "heal", 1 - winner
            return
        self._finish()

    def _asked_to_heal(self, seat: int) -> bool:
        """Whether ``seat`` is asked to heal: it has a beaten creature (public) and a healer
        that can heal it, or holds face-down cards (``_asks``)."""
        if not any(i.owner == seat and i.status == Status.BEATEN for i in self.cards):
            return False
        return self._asks(seat, has_choice=bool(self._heal_options(seat)), zones=("hand",))

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
        if self.by_id[healer].creature.heals_per_opponent_loss:
            self.marks[f"heals:{healer}"] = str(int(self.marks.get(f"heals:{healer}", "0")) + 1)
        self.healed_by.add(target)
        self._set_status(target, Status.HEALED, f"by {self.by_id[healer].name}")
        self._heal_or_next(seat)

    def _heal_or_next_after_done(self, seat: int) -> None:
        if self._asked_to_heal(1 - seat):
            self.phase, self.seat = "heal", 1 - seat
        else:
            self._finish()

    def _finish(self) -> None:
        assert self.result is not None
        if self._next_payment("finish"):
            return
        for seat in (ATTACKER, DEFENDER):
            if ["reclaim_done", str(seat)] not in self.power_log and self._reclaimable(seat):
                self.phase, self.seat = "reclaim", seat
                return
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

    # --- what a seat does not know (games/guardians/hidden.py) ----------------------------

    def unknown(self, seat: int, *, stacking: bool = True) -> hidden.Unknown:
        """The other side's cards ``seat`` cannot see, with what each place holds by rule and
        what the combat has shown of them: a command card chosen face down can be a command
        card; a creature chosen face down is a creature (of the declared size, realm or class);
        a side still to choose a primary attacker, or that declared a command card it has not
        chosen, holds one. ``stacking``: the shield's cards keep within 30 points (the whole
        game counts its own spaces instead)."""
        other = 1 - seat
        unknown = hidden.Unknown()
        secret = self.hidden_from(seat)
        shield = unknown.box("shield") if stacking else None
        if shield is not None:
            shield.limit = SPACE_LIMIT
        for inst in self.cards:
            if inst.owner != other:
                continue
            in_shield = stacking and inst.origin == "hand"
            if inst.id not in secret:
                if shield is not None and in_shield:
                    shield.load += hidden.stack_value(inst.card)
                continue
            unknown.add(
                inst.id, other, *self._zone_fits(inst), boxes=("shield",) if in_shield else ()
            )
        self._shown_of(unknown, other)
        return unknown

    def _zone_fits(self, inst: CardInstance) -> tuple[hidden.Fit, ...]:
        """What the place a card started the combat in holds by rule."""
        origin = inst.origin
        if origin == "hand":  # under the shield (a random combat's shields hold creatures)
            return (hidden.unit_card,) if self.setup.public else (hidden.creature,)
        if origin == "storage":
            return (hidden.double_bordered,)
        if origin == "channeler":
            return (self.channeler_fit(),)
        if origin == "pen":  # an Arena pen (or a raid's hand, the pen taken up)
            return (hidden.single,)
        if origin in ("stronghold", "platform"):
            return (hidden.creature,)
        return (hidden.any_card,)

    def channeler_fit(self) -> hidden.Fit:
        """What a card under a stronghold card may be: a channeler (an Arena fight overrides)."""
        return hidden.channeler

    def command_fit(self, seat: int, zone: str, card: AnyCard) -> bool:
        """Whether ``card`` in ``zone`` is one ``seat`` may choose as its command card."""
        if zone in ("channeler", "up"):
            return False
        if isinstance(card, Creature):
            return card.command is not None and zone == "hand"
        if isinstance(card, Spell | Item) and card.command is not None:
            command = card.command
            usable = card.timing == "command" or command.aoe or command.team_bonus
            return bool(usable) and card.stone_cost <= self.stones[seat]
        return False

    def _shown_of(self, unknown: hidden.Unknown, side: int) -> None:
        """What this combat has shown of ``side``'s face-down cards, as tests on their spots."""
        chosen = self.pending[side]
        spot = unknown.find(chosen) if chosen is not None else None
        if spot is not None and self.phase == "choose_command":
            zone = self.by_id[spot.cid].zone
            spot.fits = (*spot.fits, partial(self.command_fit, side, zone))
        elif spot is not None and self.phase == "primary_choose":
            spot.fits = (*spot.fits, partial(self._declared_fit, side))
        for cid in self.marks.get("chosen", "").split(","):
            found = unknown.find(cid)
            if found is not None:
                found.fits = (*found.fits, partial(self._declared_fit, side))
        if self.current is not None:
            picked = unknown.find(self.marks.get(f"order:{self.current.number}:{side}", ""))
            if picked is not None:
                picked.fits = (*picked.fits, hidden.creature)
        hand = [s for s in unknown.spots if self.by_id[s.cid].zone == "hand"]
        known = [
            i
            for i in self.cards
            if i.owner == side and i.status == Status.HAND and unknown.find(i.id) is None
        ]
        if self.phase == "primary_choose" and self.pending[side] is None and hand:
            if not any(i.zone == "hand" and i.is_creature for i in known):
                box = unknown.box("to_choose")
                box.needs.append((hidden.creature, 1))
                for found in hand:
                    found.boxes = (*found.boxes, "to_choose")
        declared = self.declared[side] and self.pending[side] is None
        if declared and self.phase in ("declare", "choose_command"):
            if not combat_upgrades.may_fire_cannon(self, side) and not any(
                self.command_fit(side, i.zone, i.card) for i in known
            ):
                able = [s for s in unknown.spots if self.by_id[s.cid].zone in ("hand", "storage")]
                box = unknown.box("command")
                box.needs.append((partial(self._any_command_fit, side), 1))
                for found in able:
                    found.boxes = (*found.boxes, "command")

    def _any_command_fit(self, seat: int, card: AnyCard) -> bool:
        """A command card ``seat`` could choose, wherever it lies (hand or storage)."""
        zone = "storage" if hidden.double_bordered(card) else "hand"
        return self.command_fit(seat, zone, card)

    def _declared_fit(self, side: int, card: AnyCard) -> bool:
        """A creature, and of what ``side`` declared (size, realm or class) if it did."""
        if not isinstance(card, Creature):
            return False
        info = self.declared_info
        if info is None or info.get("side") != SIDE_NAMES[side]:
            return True
        value = {
            "size": card.size or "?",
            "realm": card.realm.value,
            "class": ", ".join(card.classes) or "none",
        }
        return all(value[key] == want for key, want in info.items() if key in value)

    def swap_hidden(self, seat: int, rng: Rng) -> State:
        """A combat ``seat`` cannot tell from this one: some of the other side's face-down
        cards exchange faces where their places accept each other's (``hidden.twin``)."""
        twin = self.clone()
        assert isinstance(twin, CombatState)
        unknown = twin.unknown(seat)
        faces = {spot.cid: twin.by_id[spot.cid].card for spot in unknown.spots}
        for cid, face in hidden.twin(unknown, faces, rng).items():
            twin.by_id[cid].card = face
        return twin

    def determinize(self, seat: int, rng: Rng) -> State:
        """A combat drawn from those consistent with what ``seat`` knows: the other side's
        face-down cards dealt anew (``hidden.deal``) from their faces in canonical order when
        the setup's cards are known (a scenario), else drawn from the card library as a random
        combat draws them; the places' rules and what the combat showed are kept."""
        twin = self.clone()
        assert isinstance(twin, CombatState)
        unknown = twin.unknown(seat)
        if self.setup.public:
            pool = [twin.by_id[spot.cid].card for spot in unknown.spots]
            faces = hidden.deal(unknown, pool, rng)
        else:
            faces = hidden.deal(unknown, (), rng, library=self._library())
        for cid, face in faces.items():
            twin.by_id[cid].card = face
        twin.rng = Rng(rng.getrandbits(63))  # chance to come is not the real chance
        return twin

    def _library(self) -> CardLibrary:
        """The cards a random combat is drawn from (the game's library, with user cards)."""
        lib = getattr(self.game, "library", None)
        return lib if isinstance(lib, CardLibrary) else builtin_library()

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
            "cannons",
            "idols",
            "marks",
            "power_log",
            "aoe_cancelled",
            "realm_changed",
            "draws",
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
            "setup_ids",
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
