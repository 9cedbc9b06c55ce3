"""A Guardians combat as a state machine of single-seat decisions: the engine contract and the
hooks a variant (an Arena duel) changes; the table from phase to the module that holds it is
``combat/phases.py``.

Phases (each a decision of one seat, see docs/combat.md for the diagram)::

    declare -> choose_command -> command_window -> primary_choose -> bribery
      -> spell_window -> (destruction, AOE) -> modify_window -> (compare) -> primary_choose ...
      -> secondary -> heal -> over

A spell cast in a window opens ``response``: the other seat may dispel it, the caster may
dispel the dispel, and so on; then it resolves.

Each phase module (commands, primaries, bribery, windows, secondary, powers, resolution) has
``options(state, seat)``, ``why_illegal(state, seat, action)`` and ``do(state, seat, action)``;
comparison.py and ranged.py hold the steps no seat decides; inforce.py answers what is in force
(never changing the state); shared.py holds the changes several phases make. These phase
modules never import each other: a step that hands over to another phase's step calls it
through the state (the section "steps one phase hands over to another" below). The steps of a
card family that the table holds too (retreats, auctions, flow_spells, ranged_discards, ...)
are imported by the phases that open them, never the other way round (lint-imports forbids
any import cycle in the package).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from stronghold.engine.actions import Action, format_tokens, split_tokens
from stronghold.engine.rng import Rng
from stronghold.engine.state import Outcome, State
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat import (
    board_effects,  # noqa: F401 - its handlers register as it is imported
    bribery,
    card_limits,  # noqa: F401 - its handlers and queries register as it is imported
    command_only,
    command_reveals,  # noqa: F401 - its handlers register as it is imported
    commands,
    comparison,
    evaluation,
    explain,
    inforce,
    powers,
    primaries,
    ranged,
    report,
    resolution,
    secondary,
    secrets,
    shared,
    windows,
)
from stronghold.games.guardians.combat import upgrades as combat_upgrades
from stronghold.games.guardians.combat.actions import CombatAction, parse_combat_action
from stronghold.games.guardians.combat.memory import (
    AoeCancelAsked,
    ChannelCancelAsked,
    Declared,
    Memory,
    PowerNote,
)
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    CardInstance,
    CombatResult,
    CombatSetup,
    Held,
    Matchup,
    Status,
    copy_matchup,
)
from stronghold.games.guardians.combat.phases import PHASES, Phase
from stronghold.games.guardians.library import CardLibrary, builtin_library
from stronghold.games.guardians.schema import (
    CommandAbility,
    Creature,
    Guardian,
    Match,
    StandardBearer,
    TeamBonus,
    Terrain,
)

if TYPE_CHECKING:
    from stronghold.engine.registry import Game


class CombatState(State):
    """One combat between an attacking and a defending shield."""

    #: The phase table (a variant adds its own phases to a copy).
    TABLE: ClassVar[dict[str, Phase]] = PHASES
    #: Steps that close when both seats pass in a row (a seat that can only pass is asked all
    #: the same unless that is public: ``shared.asks``).
    WINDOW_PHASES: ClassVar[tuple[str, ...]] = (
        "command_window",
        "spell_window",
        "modify_window",
        "response",
    )

    def __init__(self, game: Game, setup: CombatSetup, *, seed: int) -> None:
        super().__init__(game, seed=seed)
        self.setup = setup
        self.cards: list[CardInstance] = []
        #: Each side's instance ids in setup order (shield, storage, channelers, Up, pen, exposed,
        #: terrain; platforms), numbered at random (an id tells no card): how the game finds them.
        self.setup_ids: list[list[str]] = [[], []]
        numbering = self.rng.derive("instance ids")  # as Rng(seed)'s: none drawn yet
        for seat, prefix in ((ATTACKER, "a"), (DEFENDER, "d")):
            side = setup.side(seat)
            zones = (
                [(c, "hand") for c in side.shield]
                + [(c, "storage") for c in side.storage]
                + [(c, "channeler") for c in side.channelers]
                + ([(side.up_card, "up")] if side.up_card is not None else [])
                + [(c, "pen") for c in side.pen]
                + [(c, "stronghold") for c in side.exposed]
                + ([(side.terrain_card, "terrain")] if side.terrain_card is not None else [])
                + ([(side.standard, "standard")] if side.standard is not None else [])
            )
            numbers = list(range(1, len(zones) + 1))
            numbering.shuffle(numbers)
            boards = iter(side.board_ids)
            for number, (card, zone) in zip(numbers, zones, strict=True):
                iid = f"{prefix}{number}"
                if zone != "standard":  # the shield card itself is no card of the side's
                    self.setup_ids[seat].append(iid)
                    inst = CardInstance.dealt(
                        iid, card, seat, zone, board_id=next(boards, None), revealed=zone == "up"
                    )  # the Up card lies face up
                else:  # the shield card itself: face up, never a fighter
                    inst = CardInstance.dealt(
                        iid, card, seat, zone, revealed=True, status=Status.STANDING
                    )
                self.cards.append(inst)
            assert next(boards, None) is None, "more board ids than cards on a side"
        self.by_id = {inst.id: inst for inst in self.cards}
        #: This combat's card change counter and what it worked out as in force
        #: (``inforce.in_force``).
        self.card_changes = [0]
        self.kept_in_force: inforce.InForce | None = None
        #: The sides' shield cards that are standard bearers (no card moves into or out of
        #: the zone "standard"), in the order of ``cards``; the instances are this state's.
        self.standards = [inst for inst in self.cards if inst.zone == "standard"]
        self.stones = [setup.attacker.stones, setup.defender.stones]
        #: The stones each side spent in this combat (``spend``; carried back to the board).
        self.spent = [0, 0]
        self.terrain_types: tuple[Terrain, ...] = setup.terrain_types
        self.terrain_name = setup.terrain.name if setup.terrain else ", ".join(setup.terrain_types)
        self.no_ranged_terrain = inforce.terrain_forbids_ranged(self)
        self.phase = "declare"
        self.seat: int | None = ATTACKER
        self.declared: list[bool | None] = [None, None]
        self.commands: list[str | None] = [None, None]
        self.command_dispelled = [False, False]
        #: What each side holds face down until revealed (a command card, a primary attacker).
        self.pending: list[Held | None] = [None, None]
        self.matchups: list[Matchup] = []
        self.current: Matchup | None = None
        self.passes = 0
        self.stack: list[tuple[int, str, str | None]] = []
        self.return_phase = ""
        self.play_order: list[str] = []
        self.bribe_done = [False, False]
        self.secondary_side: int | None = None
        self.healed_by: set[str] = set()
        self.rolls: dict[str, int] = {}
        #: While a copy of the combat works out the Vitality so far for a seat's view: the
        #: dice it would roll (by roll key), which it leaves unrolled (None: rolls are made).
        self.peeking: dict[str, int] | None = None
        self.channeled_into: set[str] = set()
        self.first_chooser = ATTACKER
        self.declared_info: Declared | None = None
        self.pending_bribe: tuple[str, ...] | None = None
        self.to_storage: set[str] = set()
        self.boosted: dict[int, int] = {}
        self.up_swaps: dict[int, str] = {}
        #: Stronghold upgrades in this combat (combat/upgrades.py): stones a seat fires its
        #: Flame Cannon with, and stones it spends on its Large Idol.
        self.cannons: dict[int, int] = {}
        self.idols: dict[int, int] = {}
        #: Facts a card remembers during the combat (who beat whom, a frozen match-up, ...).
        self.memory = Memory()
        #: Paid powers of Guardians and standard bearers: what each seat has done with them.
        self.power_log: list[PowerNote] = []
        self.channel_banned = False  # Siin cancelled a channeling: none for the rest
        self.aoe_cancelled: set[str] = set()  # AOE sources cancelled (Egyptian motif 25)
        self.realm_changed: dict[str, str] = {}  # instance id -> realm for this match-up
        self.draws = [0, 0]  # cards each seat draws after the combat (Eisnmir)
        #: A power decision awaited, and where the combat goes back to after it.
        self.power_back: ChannelCancelAsked | AoeCancelAsked | None = None
        self.result: CombatResult | None = None
        self._outcome: Outcome | None = None
        #: The options ``legal_actions`` listed, by seat, until the state next changes (``_do``,
        #: a roll, a clone): ``apply`` checks an action against them instead of listing again.
        self._offered: tuple[int, list[CombatAction]] | None = None
        #: The options a window step last listed for the seat it then asked, while ``_do``
        #: runs (``listed``), with what they were listed at (``_listed_at``).
        self._listed: tuple[tuple[object, ...], list[CombatAction]] | None = None
        #: ``hidden_from`` of a viewer, kept for ``action_key`` while ``_offered`` holds.
        self._kept_hidden: tuple[object, int, set[str]] | None = None
        self.begin()

    # --- the contract ------------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.phase == "over" else self.seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    #: The control margin of one side is the other's, negated (``evaluation.py``).
    zero_sum_evaluation = True

    def evaluate(self, seat: int) -> float:
        """See ``evaluation.evaluate`` (a search's view of how the combat goes for ``seat``)."""
        return evaluation.evaluate(self, seat)

    def parse_action(self, text: str) -> Action:
        return parse_combat_action(text)

    def legal_actions(self) -> list[Action]:
        if self.phase == "over" or self.seat is None:
            return []
        offered = self._offered
        if offered is not None and offered[0] == self.seat:
            return list(offered[1])
        options = self.options(self.seat)
        self._offered = (self.seat, options)
        return list(options)

    def action_key(self, action: Action, viewer: int) -> str:
        """The engine's phrase for the move (the action's text with each id hidden from
        ``viewer`` written ``?``), with what is hidden from ``viewer`` worked out once for
        all the options ``legal_actions`` listed, not once per option."""
        offered = self._offered
        if viewer == self.current_seat or offered is None:
            return self.describe_action(action, viewer)
        kept = self._kept_hidden
        if kept is not None and kept[0] is offered and kept[1] == viewer:
            hidden = kept[2]
        else:
            hidden = self.hidden_from(viewer)
            self._kept_hidden = (offered, viewer, hidden)
        return format_tokens(
            *("?" if token in hidden else token for token in split_tokens(str(action)))
        )

    def offered(self, seat: int) -> list[CombatAction]:
        """The options of ``seat`` now: those ``legal_actions`` listed if nothing changed
        since, else listed anew (callers must not change the list)."""
        offered = self._offered
        if offered is not None and offered[0] == seat:
            return offered[1]
        return self.options(seat)

    def changed(self) -> None:
        """Something changed the state outside ``apply`` (a roll): options are listed anew."""
        self._offered = None

    def _why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, CombatAction):
            return f"{action!r} is not a combat action"
        if self.phase == "over":
            return "the combat is over"
        seat = self.seat if self.seat is not None else 0
        phase = self.TABLE.get(self.phase)
        if phase is None:
            return shared.why_not(self, seat, action)
        return phase.why_illegal(self, seat, action)

    def _do(self, action: Action) -> None:
        assert isinstance(action, CombatAction)
        seat = self.seat
        assert seat is not None
        self._offered = self._listed = None
        self.TABLE[self.phase].do(self, seat, action)
        listed: tuple[tuple[object, ...], list[CombatAction]] | None = self._listed
        if listed is not None:  # a window asked the seat to act now: its options are known
            self._listed = None
            now = self.seat
            if now is not None and listed[0] == self._listed_at():
                self._offered = (now, listed[1])

    def listed(self, options: list[CombatAction]) -> None:
        """A window step listed ``options`` of the seat it asks now, as its last look at the
        state (``windows.skip_empty_window``): within ``apply``, they are what
        ``legal_actions`` lists next, unless the phase, the seat, a card, the stones, the
        passes, the stack or the act a reaction answers changed since."""
        self._listed = (self._listed_at(), options)

    def _listed_at(self) -> tuple[object, ...]:
        return (
            self.phase,
            self.seat,
            self.card_changes[0],
            *self.stones,
            self.passes,
            len(self.stack),
            id(self.current),
            self.memory.last_act,
            len(self.memory.ranged_banned),
        )

    def explain(self, action: CombatAction) -> str:
        """A player-readable reason why an action is not allowed now (``explain.explain``)."""
        return explain.explain(self, action)

    def spend(self, side: int, stones: int) -> None:
        """``side`` pays ``stones`` Power Stones, counted as spent (play/rebates.py)."""
        self.stones[side] -= stones
        self.spent[side] += stones

    def canonical(self) -> Any:
        return {
            "phase": self.phase,
            "seat": self.seat,
            "stones": self.stones,
            **({"spent": self.spent} if self.spent[0] or self.spent[1] else {}),
            "terrain": [t.value for t in self.terrain_types],
            "cards": [
                [
                    i.id,
                    i.name,
                    i.status.value,
                    i.role.value,
                    i.matchup,
                    i.turned,
                    i.used_channel,
                    i.zone,
                    i.revealed,
                ]
                for i in self.cards
            ],
            "setup_ids": self.setup_ids,
            "declared": self.declared,
            "commands": self.commands,
            "dispelled": self.command_dispelled,
            "pending": [None if held is None else held.canonical() for held in self.pending],
            "matchups": [m.canonical() for m in self.matchups],
            "current": next((k for k, m in enumerate(self.matchups) if m is self.current), None),
            "stack": [list(s) for s in self.stack],
            "passes": self.passes,
            "rolls": self.rolls,
            "declared_info": None if self.declared_info is None else self.declared_info.canonical(),
            "pending_bribe": self.pending_bribe,
            "to_storage": sorted(self.to_storage),
            "boosted": {str(k): v for k, v in sorted(self.boosted.items())},
            "up_swaps": {str(k): v for k, v in sorted(self.up_swaps.items())},
            "cannons": {str(k): v for k, v in sorted(self.cannons.items())},
            "idols": {str(k): v for k, v in sorted(self.idols.items())},
            "marks": self.memory.canonical(),
            "return_phase": self.return_phase,
            "play_order": self.play_order,
            "bribe_done": self.bribe_done,
            "secondary_side": self.secondary_side,
            "healed_by": sorted(self.healed_by),
            "channeled_into": sorted(self.channeled_into),
            "first_chooser": self.first_chooser,
            "result": None if self.result is None else self.result.canonical(),
            "history": len(self.history),
            **self._power_canonical(),
        }

    def _power_canonical(self) -> dict[str, Any]:
        """What paid powers changed (absent when nothing did, as in most combats)."""
        out: dict[str, Any] = {}
        if self.power_log or self.channel_banned or self.aoe_cancelled or any(self.draws):
            notes = [note.canonical() for note in self.power_log]
            out["powers"] = [notes, self.channel_banned, sorted(self.aoe_cancelled)]
            out["draws"] = self.draws
        if self.realm_changed:
            out["realm_changed"] = dict(sorted(self.realm_changed.items()))
        if self.power_back is not None:
            out["power_back"] = self.power_back.canonical()
        return out

    def hidden_from(self, seat: int) -> set[str]:
        """Instance ids whose identity ``seat`` may not see (the other side's unrevealed cards)."""
        return {
            i.id
            for i in self.cards
            if i.owner != seat and i.status == Status.HAND and not i.revealed
        }

    def swap_hidden(self, seat: int, rng: Rng) -> State:
        """A combat ``seat`` cannot tell from this one: some of the other side's face-down
        cards exchange faces where their places accept each other's (``hidden.twin``)."""
        twin = self.clone()
        assert isinstance(twin, CombatState)
        unknown = twin.unknown(seat)
        faces = {spot.cid: twin.by_id[spot.cid].card for spot in unknown.spots}
        for cid, face in hidden.twin(unknown, faces, rng).items():
            twin.by_id[cid].card = face
        twin.changed()
        return twin

    def determinize(self, seat: int, rng: Rng) -> State:
        """A combat drawn from those consistent with what ``seat`` knows: the other side's
        face-down cards dealt anew (``hidden.deal``) from their faces in canonical order when
        the setup's cards are known (a scenario), else drawn from the card library as a random
        combat draws them; the places' rules and what the combat showed are kept."""
        return self.sampler(seat)(rng)

    def sampler(self, seat: int) -> Callable[[Rng], State]:
        """``determinize`` of ``seat`` for draw after draw, what the other side's cards are
        and what each place accepts worked out once (``secrets.sampler``)."""
        return secrets.sampler(self, seat, self._library())

    def _library(self) -> CardLibrary:
        """The cards a random combat is drawn from (the game's library, with user cards)."""
        lib = getattr(self.game, "library", None)
        return lib if isinstance(lib, CardLibrary) else builtin_library()

    def clone(self) -> State:
        """An independent copy, built field by field: card models, the setup, the game and the
        frozen memory records are immutable and shared; what a step changes is copied (card
        instances shallowly, their fields being immutable; containers by constructor); the
        event log is forked (its past is shared)."""
        twin = copy.copy(self)
        # The options listed stay (the twin is the same position; callers never change the
        # list): a twin whose cards are given other faces (``determinize``, ``swap_hidden``,
        # the whole game's sampled worlds) forgets them (``changed``).
        twin._listed = None
        twin.cards = [inst.copy() for inst in self.cards]
        twin.card_changes = [0]  # the copies count for the twin once it works out what is in force
        twin.kept_in_force = None
        twin.by_id = {i.id: i for i in twin.cards}
        twin.standards = [twin.by_id[i.id] for i in self.standards]
        twin.rolls = dict(self.rolls)
        twin.channeled_into = set(self.channeled_into)
        twin.to_storage = set(self.to_storage)
        twin.boosted = dict(self.boosted)
        twin.up_swaps = dict(self.up_swaps)
        twin.cannons = dict(self.cannons)
        twin.idols = dict(self.idols)
        twin.power_log = list(self.power_log)
        twin.aoe_cancelled = set(self.aoe_cancelled)
        twin.realm_changed = dict(self.realm_changed)
        twin.draws = list(self.draws)
        twin.stones = list(self.stones)
        twin.spent = list(self.spent)
        twin.declared = list(self.declared)
        twin.commands = list(self.commands)
        twin.command_dispelled = list(self.command_dispelled)
        twin.pending = list(self.pending)
        twin.matchups = [copy_matchup(m) for m in self.matchups]
        twin.stack = list(self.stack)
        twin.play_order = list(self.play_order)
        twin.setup_ids = [list(ids) for ids in self.setup_ids]
        twin.bribe_done = list(self.bribe_done)
        twin.healed_by = set(self.healed_by)
        twin.history = self.forked_history()
        twin.event_log = self.event_log.fork()
        twin.memory = self.memory.copy()
        twin.rng = self.rng.clone()
        current = self.current
        if current is not None:  # the first match-up equal to it (as ``list.index`` finds)
            twin.current = next(
                twin.matchups[k]
                for k, m in enumerate(self.matchups)
                if m is current or (m.number == current.number and m == current)
            )
        return twin

    def view(self, seat: int | None) -> dict[str, Any]:
        return report.view(self, seat)

    def seat_names(self) -> list[str]:
        """A combat's seats are its sides."""
        return ["the attacker", "the defender"]

    @property
    def auto_pass(self) -> bool:
        """The ``auto_pass`` rule option, for machine-only play: a seat whose only choice would
        be to pass is not asked (which tells the other seat that it holds nothing to play)."""
        return bool(self.game.params.get("auto_pass", False))

    # --- hooks for variants --------------------------------------------------------------------
    # A variant of the combat (an Arena duel, games/arena/duel.py) overrides only these public
    # methods (and TABLE, WINDOW_PHASES, canonical, view); the phase modules call them through
    # the state. Each docstring says what a variant may change.

    def options(self, seat: int) -> list[CombatAction]:
        """The legal actions of ``seat`` now, from the phase's module (a variant adds phases
        to its TABLE rather than overriding this)."""
        phase = self.TABLE.get(self.phase)
        return [] if phase is None else phase.options(self, seat)

    def start_primary(self) -> None:
        """Lay down the next primary match-up, or go on to the secondary attacks when none is
        left (``primaries.start_primary``). An Arena duel's one match-up is its whole primary
        round: it goes on to its secondary round instead."""
        primaries.start_primary(self)

    def fire_ranged(self, seat: int, cid: str) -> None:
        """``seat`` fires creature ``cid`` as a ranged attack into the current match-up
        (``ranged.fire_ranged``). An Arena duel also marks the creature's ability used."""
        ranged.fire_ranged(self, seat, cid)

    def fighter_vitality(self, m: Matchup, side: int) -> tuple[int, list[tuple[str, int]]]:
        """A fighter's Vitality in its match-up with its parts (``ranged.fighter_vitality``).
        An Arena duel takes away what a grounded creature cannot count against a flyer."""
        return ranged.fighter_vitality(self, m, side)

    def begin(self) -> None:
        """The combat opens: command cards are declared, unless the land forbids them (Jungle).

        A variant whose combat opens another way (an Arena duel: the Duelists revealed, their
        command abilities at once) overrides this hook. Total Chaos is asked for first."""
        if not commands.chaos_first(self):
            commands.open_combat(self)

    def ranged_sources(self, seat: int) -> list[CardInstance]:
        """Creatures ``seat`` may fire as ranged attacks: those of its combat hand (an Arena
        duel fires them from under the strongholds instead)."""
        return command_only.hand_fighters(self, seat) + combat_upgrades.platform_sources(self, seat)

    def aoe_exposed(self, inst: CardInstance) -> bool:
        """Whether an AOE can reach this card: a creature still in the combat hand (an Arena
        duel also exposes unshielded creatures on and under the strongholds)."""
        return inst.status == Status.HAND and inst.zone == "hand"

    def base_vitality(self, inst: CardInstance) -> int:
        """A creature's base Vitality (never the red stacking number). An Arena fight counts
        the red Vitality in its secondary round."""
        if self.memory.base_zero:  # 40,000 Useless Warhammers
            return 0
        return inst.creature.vitality

    def note_action(self, seat: int) -> None:
        """``seat`` acted in a window: passes before it no longer count. How a window goes
        round (``passes`` is reset whenever a window opens): in Guardians the seats alternate
        and the window closes when both pass in a row; an Arena duel overrides this hook,
        ``note_pass`` and ``next_asked`` so that a seat that passes is done with the step."""
        del seat
        self.passes = 0

    def note_pass(self, seat: int) -> bool:
        """``seat`` passes in a window; whether the window closes now."""
        del seat
        self.passes += 1
        return self.passes >= 2

    def next_asked(self, seat: int) -> int:
        """The seat asked next in a window after ``seat`` acted or passed."""
        return 1 - seat

    def close_window(self) -> None:
        """Every seat passed in a window: the step after it (boost or commands applied after
        the command window, destruction and AOEs after the spell window, the comparison after
        the modify window). A variant with windows of its own closes them here first."""
        if self.phase == "command_window":
            commands.boost_or_apply(self)
        elif self.phase == "spell_window":
            comparison.destruction_and_aoe(self)
        elif self.phase == "modify_window":
            if self.current is not None and self.current.secondary:
                secondary.after_secondary(self)
            else:
                comparison.compare(self)

    def channeler_fit(self) -> hidden.Fit:
        """What a card under a stronghold card may be: a channeler (an Arena fight overrides)."""
        return hidden.channeler

    # --- the public face: what the rules module and the whole game ask of a combat ------------

    def fits(self, match: Match, inst: CardInstance, *, secondary: bool = False) -> bool:
        """See ``inforce.fits``."""
        return inforce.fits(self, match, inst, secondary=secondary)

    def roll(self, key: str, dice: int) -> int:
        """See ``shared.roll``."""
        return shared.roll(self, key, dice)

    def opponent_of(self, inst: CardInstance) -> CardInstance | None:
        """See ``inforce.opponent_of``."""
        return inforce.opponent_of(self, inst)

    def stronghold_defense(self) -> int:
        """See ``shared.stronghold_defense``."""
        return shared.stronghold_defense(self)

    def active_sources(self) -> list[tuple[CardInstance, Creature | CommandAbility]]:
        """See ``inforce.active_sources``."""
        return inforce.active_sources(self)

    def forbidden(self, what: str, seat: int) -> bool:
        """See ``inforce.forbidden``."""
        return inforce.forbidden(self, what, seat)

    def suppressed(self, what: str, inst: CardInstance) -> bool:
        """See ``inforce.suppressed``."""
        return inforce.suppressed(self, what, inst)

    def granted_channeling(self, inst: CardInstance) -> int | None:
        """See ``inforce.granted_channeling``."""
        return inforce.granted_channeling(self, inst)

    def defends_stronghold(self, seat: int) -> bool:
        """See ``inforce.defends_stronghold``."""
        return inforce.defends_stronghold(self, seat)

    def guardian(self, seat: int) -> Guardian:
        """See ``inforce.guardian``."""
        return inforce.guardian(self, seat)

    def standard(self, seat: int) -> StandardBearer | None:
        """See ``inforce.standard``."""
        return inforce.standard(self, seat)

    def standard_parts(self, inst: CardInstance, opp: Creature | None) -> list[tuple[str, int]]:
        """See ``inforce.standard_parts``."""
        return inforce.standard_parts(self, inst, opp)

    def blanked(self, inst: CardInstance) -> bool:
        """See ``inforce.blanked``."""
        return inforce.blanked(self, inst)

    def active_team_bonuses(self) -> Iterator[tuple[CardInstance, TeamBonus]]:
        """See ``inforce.active_team_bonuses``."""
        return inforce.active_team_bonuses(self)

    def first_beneficiary(self, source: CardInstance, bonus: TeamBonus) -> str | None:
        """See ``inforce.first_beneficiary``."""
        return inforce.first_beneficiary(self, source, bonus)

    def guess_bonus(self, inst: CardInstance) -> tuple[str, int] | None:
        """See ``primaries.guess_bonus``."""
        return primaries.guess_bonus(self, inst)

    def control_total(self, seat: int) -> tuple[int, list[str]]:
        """See ``report.control_total``."""
        return report.control_total(self, seat)

    def summary(self) -> dict[str, Any]:
        """See ``report.summary``."""
        return report.summary(self)

    def unknown(self, seat: int, *, stacking: bool = True) -> hidden.Unknown:
        """See ``secrets.unknown``."""
        return secrets.unknown(self, seat, stacking=stacking)

    # --- steps one phase hands over to another (phase modules never import each other) -------

    def bribe_options(self, seat: int, targets: list[CardInstance]) -> list[CombatAction]:
        """See ``bribery.bribe_options``."""
        return bribery.bribe_options(self, seat, targets)

    def paid_action_option(self, seat: int) -> CombatAction | None:
        """See ``powers.paid_action_option``."""
        return powers.paid_action_option(self, seat)

    def paid_action(self, seat: int) -> None:
        """See ``powers.paid_action``."""
        powers.paid_action(self, seat)

    def skip_empty_window(self) -> None:
        """See ``windows.skip_empty_window``."""
        windows.skip_empty_window(self)

    def boost_or_apply(self) -> None:
        """See ``commands.boost_or_apply``."""
        commands.boost_or_apply(self)

    def next_payment(self, context: str) -> bool:
        """See ``primaries.next_payment``."""
        return primaries.next_payment(self, context)

    def open_bribery(self) -> None:
        """See ``bribery.open_bribery``."""
        bribery.open_bribery(self)

    def bribe(self, seat: int, target: str, kind: str) -> None:
        """See ``bribery.bribe``."""
        bribery.bribe(self, seat, target, kind)

    def after_bribery(self) -> None:
        """See ``bribery.after_bribery``."""
        bribery.after_bribery(self)

    def primary_aoes(self) -> None:
        """See ``comparison.primary_aoes``."""
        comparison.primary_aoes(self)

    def compare(self) -> None:
        """See ``comparison.compare``."""
        comparison.compare(self)

    def beaten_triggers(self, loser: CardInstance, winner: CardInstance) -> None:
        """See ``comparison.beaten_triggers``."""
        comparison.beaten_triggers(self, loser, winner)

    def finish_matchup(self) -> None:
        """See ``comparison.finish_matchup``."""
        comparison.finish_matchup(self)

    def start_secondary(self) -> None:
        """See ``secondary.start_secondary``."""
        secondary.start_secondary(self)

    def after_secondary(self) -> None:
        """See ``secondary.after_secondary``."""
        secondary.after_secondary(self)

    def realm_options(self, seat: int) -> list[CombatAction]:
        """See ``powers.realm_options``."""
        return powers.realm_options(self, seat)

    def class_options(self, seat: int) -> list[CombatAction]:
        """See ``powers.class_options``."""
        return powers.class_options(self, seat)

    def restore_realms(self) -> None:
        """See ``powers.restore_realms``."""
        powers.restore_realms(self)

    def power(self, seat: int, action: CombatAction) -> None:
        """See ``powers.power``."""
        powers.power(self, seat, action)

    def power_channel_problem(self, seat: int) -> str | None:
        """See ``powers.power_channel_problem``."""
        return powers.power_channel_problem(self, seat)

    def offer_channel_cancel(self, seat: int) -> bool:
        """See ``powers.offer_channel_cancel``."""
        return powers.offer_channel_cancel(self, seat)

    def ask_aoe_cancel(self, sources: list[str], back: str) -> bool:
        """See ``powers.ask_aoe_cancel``."""
        return powers.ask_aoe_cancel(self, sources, back)

    def reclaimable(self, seat: int) -> list[CardInstance]:
        """See ``powers.reclaimable``."""
        return powers.reclaimable(self, seat)

    def resolve(self) -> None:
        """See ``resolution.resolve``."""
        resolution.resolve(self)

    def finish(self) -> None:
        """See ``resolution.finish``."""
        resolution.finish(self)
