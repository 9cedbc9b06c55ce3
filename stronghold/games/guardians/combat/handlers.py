"""Abilities of one or two cards, each in one handler keyed by when it acts.

A keyword only one card has used to be tested deep inside the phase that needed it; here each
such keyword has a handler registered under its *timing* and the card field that names it. A
phase calls the timing's runner at its one point (``CALL_POINTS``: ``on_command``, ``on_shown``,
``settled``, ``on_beaten``, ``on_won``, ``on_compared``, ``on_resolution``) and never tests the
keyword itself. Named effects (:mod:`stronghold.games.guardians.abilities`) are the handlers of
the two timings the low-level modules reach (on played, on Vitality). An ability that stands
and limits what a phase offers is a query of :mod:`limits` instead (the cards' whole rules in
:mod:`card_limits`). docs/combat.md lists the timings, the limits and how to add a card.

Handlers of one timing run in the order they are registered here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from stronghold.games.guardians.abilities import EFFECTS
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, limits, rerolls, shared, sizes
from stronghold.games.guardians.combat.limits import Holder
from stronghold.games.guardians.combat.memory import Frame
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    SIDE_NAMES,
    CardInstance,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import AnyCard, CommandAbility, Creature

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


class Timing(Enum):
    """When a handler acts, with the point of the combat that runs it."""

    #: A creature with named effects is laid on the table, before it stands there
    #: (shared.to_table calls ``abilities.on_played``): ``Effect.played``.
    PLAYED = "on played"
    #: The text-box bonuses of a creature with named effects are computed (rules.own_bonuses
    #: calls ``abilities.on_vitality``): ``Effect.vitality``.
    VITALITY = "on Vitality"
    #: A command card's ability takes effect, after its AOE (commands.apply_commands).
    COMMAND = "on command"
    #: Both fighters of a primary match-up are shown and the destroyers have acted, before
    #: the fighters' AOEs (comparison.destruction_and_aoe).
    SHOWN = "on shown"
    #: A primary match-up is won by comparison and the loser is not immune; a handler may settle
    #: it another way, and then nobody is beaten (comparison.compare).
    DECIDED = "on decided"
    #: A creature is beaten: by comparison in a primary match-up, or by secondary attackers
    #: (comparison.beaten_triggers, before the stone triggers).
    BEATEN = "on beaten"
    #: A primary match-up is won by comparison, the loser beaten (comparison.compare).
    WON = "on won"
    #: A primary match-up has been compared, whatever the result (comparison.compare).
    COMPARED = "on compared"
    #: The space is decided, before the survivors' stone triggers (resolution.resolve).
    RESOLUTION = "on resolution"


#: The function each timing's one call point calls, as (module, name).
CALL_POINTS: dict[Timing, tuple[str, str]] = {
    Timing.PLAYED: ("stronghold.games.guardians.abilities", "on_played"),
    Timing.VITALITY: ("stronghold.games.guardians.abilities", "on_vitality"),
    Timing.COMMAND: (__name__, "on_command"),
    Timing.SHOWN: (__name__, "on_shown"),
    Timing.DECIDED: (__name__, "settled"),
    Timing.BEATEN: (__name__, "on_beaten"),
    Timing.WON: (__name__, "on_won"),
    Timing.COMPARED: (__name__, "on_compared"),
    Timing.RESOLUTION: (__name__, "on_resolution"),
}


@dataclass(frozen=True, slots=True)
class Handler:
    """One registered handler: its timing, the field (or effect name) that names it, and
    what it does in a line."""

    timing: Timing
    holder: Holder
    field: str
    summary: str

    def used_by(self, card: AnyCard) -> bool:
        """Whether ``card`` has the ability this handler carries out."""
        return limits.has_field(card, self.holder, self.field)


CommandHook = Callable[["CombatState", int, CardInstance, CommandAbility], None]
ShownHook = Callable[["CombatState", Matchup, CardInstance, CardInstance], None]
DecidedHook = Callable[["CombatState", Matchup, CardInstance, CardInstance, int], bool]
BeatenHook = Callable[["CombatState", CardInstance, CardInstance], None]
WonHook = Callable[["CombatState", CardInstance, CardInstance, int], None]
ComparedHook = Callable[["CombatState", Matchup], None]
ResolutionHook = Callable[["CombatState", int], None]

_REGISTERED: list[Handler] = []
_COMMAND: list[tuple[str, CommandHook]] = []
_SHOWN: list[ShownHook] = []
_DECIDED: list[DecidedHook] = []
_BEATEN: list[BeatenHook] = []
_WON: list[WonHook] = []
_COMPARED: list[ComparedHook] = []
_RESOLUTION: list[ResolutionHook] = []


def _register(timing: Timing, holder: Holder, field: str, hook: Callable[..., object]) -> None:
    summary = (hook.__doc__ or hook.__name__).strip().splitlines()[0]
    _REGISTERED.append(Handler(timing, holder, field, summary))


def command_handler(field: str) -> Callable[[CommandHook], CommandHook]:
    """Register a handler run when a command card whose ability has ``field`` takes effect."""
    limits.check("command", field)

    def register(hook: CommandHook) -> CommandHook:
        _register(Timing.COMMAND, "command", field, hook)
        _COMMAND.append((field, hook))
        return hook

    return register


def shown_handler(*fields: str) -> Callable[[ShownHook], ShownHook]:
    """Register a handler run when both fighters of a primary match-up are shown (it looks
    at both of them, and for ``fields`` itself; one handler may carry several fields)."""
    for field in fields:
        limits.check("creature", field)

    def register(hook: ShownHook) -> ShownHook:
        for field in fields:
            _register(Timing.SHOWN, "creature", field, hook)
        _SHOWN.append(hook)
        return hook

    return register


def decided_handler(field: str) -> Callable[[DecidedHook], DecidedHook]:
    """Register a handler that may settle a won match-up instead of a beating (it checks
    ``field`` of the winner or the loser itself)."""
    limits.check("creature", field)

    def register(hook: DecidedHook) -> DecidedHook:
        _register(Timing.DECIDED, "creature", field, hook)
        _DECIDED.append(hook)
        return hook

    return register


def beaten_handler(field: str) -> Callable[[BeatenHook], BeatenHook]:
    """Register a handler run when a creature is beaten (it checks ``field`` itself)."""
    limits.check("creature", field)

    def register(hook: BeatenHook) -> BeatenHook:
        _register(Timing.BEATEN, "creature", field, hook)
        _BEATEN.append(hook)
        return hook

    return register


def won_handler(field: str) -> Callable[[WonHook], WonHook]:
    """Register a handler run when a primary match-up is won by comparison (it checks
    ``field`` itself)."""
    limits.check("creature", field)

    def register(hook: WonHook) -> WonHook:
        _register(Timing.WON, "creature", field, hook)
        _WON.append(hook)
        return hook

    return register


def compared_handler(field: str) -> Callable[[ComparedHook], ComparedHook]:
    """Register a handler run when a primary match-up has been compared (it looks for
    ``field`` itself)."""
    limits.check("creature", field)

    def register(hook: ComparedHook) -> ComparedHook:
        _register(Timing.COMPARED, "creature", field, hook)
        _COMPARED.append(hook)
        return hook

    return register


def resolution_handler(field: str) -> Callable[[ResolutionHook], ResolutionHook]:
    """Register a handler run when the space is decided (it looks for ``field`` itself)."""
    limits.check("creature", field)

    def register(hook: ResolutionHook) -> ResolutionHook:
        _register(Timing.RESOLUTION, "creature", field, hook)
        _RESOLUTION.append(hook)
        return hook

    return register


def registered() -> list[Handler]:
    """Every handler: the named effects' hooks, then the keyword handlers of this module."""
    out = []
    for name, found in EFFECTS.items():
        if found.played is not None:
            out.append(Handler(Timing.PLAYED, "effect", name, found.summary))
        if found.vitality is not None:
            out.append(Handler(Timing.VITALITY, "effect", name, found.summary))
    return out + _REGISTERED


# --- the runners the phases call ------------------------------------------------------------------


def on_command(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """``seat``'s command card ``source`` takes effect: run the handlers of its keywords."""
    for field, hook in _COMMAND:
        if getattr(ability, field):
            hook(state, seat, source, ability)


def on_shown(
    state: CombatState, m: Matchup, a: CardInstance, d: CardInstance, first: int = 0
) -> None:
    """Both fighters of ``m`` are shown: ``a`` the attacker's, ``d`` the defender's (the
    handlers from ``first`` on: the ones before ran before a die stopped them)."""
    for k in range(first, len(_SHOWN)):
        _SHOWN[k](state, m, a, d)
        if rerolls.then(state, Frame("shown", (a.id, d.id, str(k + 1)))):
            return


@rerolls.continuation("shown")
def _shown_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    m = state.current
    assert m is not None
    on_shown(state, m, state.by_id[args[0]], state.by_id[args[1]], int(args[2]))


def settled(
    state: CombatState, m: Matchup, winner: CardInstance, loser: CardInstance, margin: int
) -> bool:
    """Whether a card settles the won match-up ``m`` without a beating (it did so)."""
    return any(hook(state, m, winner, loser, margin) for hook in _DECIDED)


def on_beaten(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """``loser`` has just been beaten by ``winner``."""
    for hook in _BEATEN:
        hook(state, loser, winner)


def on_won(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int, first: int = 0
) -> None:
    """``winner`` has won its primary match-up by ``margin``, ``loser`` beaten (the handlers
    from ``first`` on: the ones before ran before a die stopped them)."""
    for k in range(first, len(_WON)):
        _WON[k](state, winner, loser, margin)
        if rerolls.then(state, Frame("won", (winner.id, loser.id, str(margin), str(k + 1)))):
            return


@rerolls.continuation("won")
def _won_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    winner, loser = state.by_id[args[0]], state.by_id[args[1]]
    on_won(state, winner, loser, int(args[2]), int(args[3]))


def on_compared(state: CombatState, m: Matchup) -> None:
    """The primary match-up ``m`` has been compared."""
    for hook in _COMPARED:
        hook(state, m)


def on_resolution(state: CombatState, winner: int) -> None:
    """The space is decided: ``winner`` holds it."""
    for hook in _RESOLUTION:
        hook(state, winner)


def _in_primary(state: CombatState) -> bool:
    """Whether the match-up being decided is a primary one (not a secondary attack)."""
    return state.current is not None and not state.current.secondary


# --- on command -----------------------------------------------------------------------------------


@command_handler("discard_storage_hands")
def _discard_storage_hands(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Both players discard their storage hands (High Priest of Sethos)."""
    shared.discard_cards(
        state,
        [i for i in state.cards if i.zone == "storage" and i.status == Status.HAND],
        source.name,
        "every storage hand is discarded",
    )


@command_handler("set_aside_random")
def _set_aside_random(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """A random creature of the opposing combat hand and the command card itself are set
    aside: they cannot fight or count, but secondary attackers may attack them (Arms of the
    Earth)."""
    hand = [
        i
        for i in state.cards
        if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and i.is_creature
    ]
    hit = [hand[state.rng.randrange(len(hand))]] if hand else []
    for inst in [*hit, source]:
        inst.status, inst.role, inst.revealed = Status.OUT_OF_PLAY, Role.ASIDE, True
    state.tell(ev.SetAside(source.name, tuple(i.name for i in [*hit, source])))


@command_handler("unchallenged_duplicates")
def _unchallenged_duplicates(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Every creature of which the opponent holds two or more copies in his combat hand
    stands on the table unchallenged: it counts and can be attacked, but never fights
    (Al' Jabah)."""
    hand = [
        i
        for i in state.cards
        if i.owner != seat and i.zone == "hand" and i.status == Status.HAND and i.is_creature
    ]
    names = [i.name for i in hand]
    hit = [i for i in hand if names.count(i.name) > 1]
    for inst in hit:
        inst.status, inst.role, inst.revealed = Status.STANDING, Role.PRIMARY, True
        state.play_order.append(inst.id)
    state.tell(ev.SetAside(source.name, tuple(i.name for i in hit), "unchallenged"))


@command_handler("discard_own_hand")
def _discard_own_hand(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Its owner discards his whole combat hand (Vensuni Inferno Swarm)."""
    shared.discard_cards(
        state,
        [
            i
            for i in state.cards
            if i.owner == seat and i.zone == "hand" and i.status == Status.HAND
        ],
        source.name,
        "its owner discards his combat hand",
    )


@command_handler("up_card_joins")
def _up_card_joins(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The seat's Up card joins its combat hand if it fits; the source becomes the Up card
    (Medallion of Skyphos)."""
    pattern = ability.up_card_joins
    assert pattern is not None
    up = next(
        (i for i in state.cards if i.owner == seat and i.zone == "up" and i.is_creature), None
    )
    if up is not None and not inforce.fits(state, pattern, up):
        sizes.fit_at_will(state, up, pattern)  # a Titan made Small by its owner
    if up is None or not inforce.fits(state, pattern, up):
        state.tell(ev.Effect(source.name, "the Up card cannot join the combat"))
        return
    up.zone = "hand"
    state.up_swaps[seat] = source.id
    state.tell(ev.UpSwapped(seat, up.name, source.name))


@command_handler("base_vitality_zero")
def _base_vitality_zero(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """Every creature of the combat has a base Vitality of 0 (40,000 Useless Warhammers)."""
    state.memory.base_zero = True
    state.tell(ev.Effect(source.name, "every creature's base Vitality is 0 in this combat"))


@command_handler("classes_of_first")
def _classes_of_first(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """The owner's primary attackers count as the class of his first one (Sooooooul
    Mirror; ``inforce.fits`` reads it)."""
    state.memory.class_mirror.add(seat)
    state.tell(ev.Effect(source.name, "its side's primary attackers take the first one's class"))


@command_handler("no_channeling_against_first")
def _no_channeling_against_first(
    state: CombatState, seat: int, source: CardInstance, ability: CommandAbility
) -> None:
    """A die says against how many of the owner's first primary attackers the opponent may
    not channel (Disc of Siin; ``inforce.channel_sheltered`` reads it)."""
    rolled = shared.roll(state, f"{source.id}:shelter", 1)
    table = ability.no_channeling_against_first
    count = table[min(rolled, len(table)) - 1]
    state.memory.channel_shelter[seat] = count
    told = "all of them" if count >= 99 else f"the first {count}"
    state.tell(ev.Effect(source.name, f"no channeling against {told} of its side's creatures"))


# --- on shown -------------------------------------------------------------------------------------


@shown_handler("sends_back", "sends_back_same_class")
def _sends_back(state: CombatState, m: Matchup, a: CardInstance, d: CardInstance) -> None:
    """A fighter sends back an opponent that matches (Fan Bearer); a card in play sends back
    an opponent of its side's fighter's class (Bruno Smashmouth, Union Boss)."""
    for me, other in ((a, d), (d, a)):
        if me.status != Status.STANDING or other.status != Status.STANDING:
            continue
        if any(inforce.fits(state, p, other) for p in me.creature.sends_back):
            shared.set_status(state, other.id, Status.RETURNED, f"sent back by {me.name}")
            m.result = "sent back"
        boss = _same_class_boss(state, me, other)
        if boss is not None:
            shared.set_status(state, other.id, Status.RETURNED, f"sent back by {boss}")
            m.result = "sent back"


def _same_class_boss(state: CombatState, me: CardInstance, other: CardInstance) -> str | None:
    """A card of ``me``'s side in play that sends back an opponent of ``me``'s class, by
    name."""
    mine = {c.casefold() for c in me.creature.classes}
    if not mine or not any(c.casefold() in mine for c in other.creature.classes):
        return None
    for source, ability in inforce.active_sources(state):
        if isinstance(ability, Creature) and ability.sends_back_same_class:
            if source.owner == me.owner and not inforce.blanked(state, source):
                return source.name
    return None


@shown_handler("roll_destroys")
def _roll_destroys(state: CombatState, m: Matchup, a: CardInstance, d: CardInstance) -> None:
    """A fighter rolls 1d6 to destroy its opponent by realm; nothing may change the match-up
    after the roll (Orella of the Mist)."""
    _roll_destroys_from(state, m, a, d, 0)


def _roll_destroys_from(
    state: CombatState, m: Matchup, a: CardInstance, d: CardInstance, first: int
) -> None:
    """Orella's roll for each fighter from ``first`` on (0: the attacker's, 1: the
    defender's)."""
    pairs = ((a, d), (d, a))
    for k in range(first, 2):
        me, other = pairs[k]
        rules_here = me.creature.roll_destroys
        if not rules_here or me.status != Status.STANDING or other.status != Status.STANDING:
            continue
        if inforce.blanked(state, me):
            continue
        key = f"{me.id}:roll_destroys"
        if rerolls.roll(state, key, Frame("roll_destroys", (a.id, d.id, str(k)))) is None:
            return  # a reroll is asked about first
        _roll_destroys_result(state, m, me, other)


@rerolls.continuation("roll_destroys")
def _roll_destroys_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    m = state.current
    assert m is not None
    a, d, k = state.by_id[args[0]], state.by_id[args[1]], int(args[2])
    me, other = (a, d) if k == 0 else (d, a)
    _roll_destroys_result(state, m, me, other)
    _roll_destroys_from(state, m, a, d, k + 1)


def _roll_destroys_result(
    state: CombatState, m: Matchup, me: CardInstance, other: CardInstance
) -> None:
    """Orella's die read: the match-up is frozen, and the opponent destroyed on a listed
    roll."""
    rolled = rerolls.die(state, f"{me.id}:roll_destroys")
    state.memory.frozen[m.number] = me.id
    if any(rolled in r.rolls and inforce.fits(state, r, other) for r in me.creature.roll_destroys):
        shared.set_status(
            state, other.id, Status.DESTROYED, f"destroyed by {me.name} (rolled {rolled})"
        )
        m.result = "destroyed"


@shown_handler("withdraws_vs")
def _withdraws(state: CombatState, m: Matchup, a: CardInstance, d: CardInstance) -> None:
    """Facing an opponent that matches, the fighter goes back to the combat hand and the
    opponent stands unchallenged (The Minx)."""
    for me, other in ((a, d), (d, a)):
        pattern = me.creature.withdraws_vs
        if me.status == Status.STANDING and other.status == Status.STANDING and pattern:
            if inforce.fits(state, pattern, other):
                shared.withdraw(state, me, m)


# --- on decided: a won match-up settled without a beating -----------------------------------------


@decided_handler("returns_on_win")
def _returns_on_win(
    state: CombatState, m: Matchup, winner: CardInstance, loser: CardInstance, margin: int
) -> bool:
    """Winning, it goes back to the combat hand; the loser stands unchallenged (Disgruntled
    Postal Worker)."""
    if not winner.creature.returns_on_win:
        return False
    shared.withdraw(state, winner, m)
    return True


@decided_handler("beaten_margin_returns")
def _beaten_margin_returns(
    state: CombatState, m: Matchup, winner: CardInstance, loser: CardInstance, margin: int
) -> bool:
    """Beaten by more than its number, it escapes to the Creature Pen (Weasly Guy)."""
    limit = loser.creature.beaten_margin_returns
    if limit is None or margin <= limit:
        return False
    m.result = SIDE_NAMES[winner.owner]
    shared.set_status(state, loser.id, Status.RETURNED, "escapes to the Creature Pen")
    return True


# --- on beaten ------------------------------------------------------------------------------------


@beaten_handler("secondary_immune_after_win")
def _safe_after_win(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """Having beaten a creature that matches in a primary match-up, the winner is safe from
    secondary attackers (Monolith of Chaos)."""
    safe = winner.creature.secondary_immune_after_win
    if safe is None or not _in_primary(state):
        return
    if inforce.fits(state, safe, loser) and not inforce.blanked(state, winner):
        state.memory.safe[winner.id] = loser.id
        state.tell(ev.Effect(winner.name, "may not be attacked by secondary attackers"))


@beaten_handler("beaten_destroys_own_command")
def _destroys_own_command(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """Beaten in a primary match-up, it destroys its side's creature command card (Ba
    Choomba)."""
    own_command = state.commands[loser.owner]
    if not loser.creature.beaten_destroys_own_command or own_command is None:
        return
    if not _in_primary(state):
        return
    command = state.by_id[own_command]
    if command.is_creature and command.status == Status.STANDING:
        shared.set_status(state, own_command, Status.DESTROYED, f"{loser.name} lost")


@beaten_handler("beaten_returns")
def _beaten_returns(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """Beaten in a primary match-up by a creature that matches, it goes back to the storage
    hand after the combat (Leprechaun)."""
    pattern = loser.creature.beaten_returns
    if pattern is None or not _in_primary(state) or not inforce.fits(state, pattern, winner):
        return
    state.to_storage.add(loser.id)
    state.tell(ev.Effect(loser.name, "goes back to the storage hand after combat"))


@beaten_handler("victor_destroyed_unless_holds")
def _remember_victor(state: CombatState, loser: CardInstance, winner: CardInstance) -> None:
    """Its victor is remembered: it must hold the space or be destroyed (Tangle Web, see
    ``_victor_retreats``)."""
    if loser.creature.victor_destroyed_unless_holds:
        state.memory.beaten_by[loser.id] = winner.id


# --- on won ---------------------------------------------------------------------------------------


@won_handler("destroys_command_by_margin")
def _margin_destroys_command(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int
) -> None:
    """Winning by more than the opposing command card's Up number, it destroys that card
    (Bold Mold)."""
    if not winner.creature.destroys_command_by_margin or inforce.blanked(state, winner):
        return
    cid = state.commands[1 - winner.owner]
    if cid is None:
        return
    command = state.by_id[cid]
    if margin <= inforce.up_number(state, command):
        return
    if command.is_creature and command.status == Status.STANDING:
        shared.set_status(state, cid, Status.DESTROYED, f"by {winner.name}")
    shared.dispel_command(state, 1 - winner.owner, f"destroyed by {winner.name}")


# --- on compared ----------------------------------------------------------------------------------


@compared_handler("ranged_beaten")
def _ranged_attacker_beaten(state: CombatState, m: Matchup) -> None:
    """A creature fired into the match-up as a ranged attack is beaten once it is compared
    (Thunder Hawk)."""
    for fighter in m.fighters:
        assert fighter is not None
        for rid in fighter.ranged:
            ranged = state.by_id[rid]
            if ranged.status == Status.STANDING and ranged.creature.ranged_beaten:
                shared.set_status(state, rid, Status.BEATEN, "used as a ranged attack")


# --- on resolution --------------------------------------------------------------------------------


@resolution_handler("victor_destroyed_unless_holds")
def _victor_retreats(state: CombatState, winner: int) -> None:
    """A Tangle Web's victor whose side does not hold the space is destroyed."""
    for inst in state.cards:
        victor_id = state.memory.beaten_by.get(inst.id)
        if victor_id is None:
            continue
        victor = state.by_id[victor_id]
        if victor.owner != winner and victor.status in (Status.STANDING, Status.BEATEN):
            shared.set_status(
                state, victor_id, Status.DESTROYED, f"it beat {inst.name} and retreats"
            )


# --- Creature Pen losses owed (carried out on the board after the combat) -------------------------


def _owe_pen_loss(state: CombatState, source: CardInstance) -> None:
    """``source``'s opponent will discard random Creature Pen cards after the combat."""
    rule = source.creature.opponent_pen_loss
    assert rule is not None
    owed = (1 - source.owner, source.name, rule.cards)
    state.memory.pen_losses = (*state.memory.pen_losses, owed)


@won_handler("opponent_pen_loss")
def _pen_loss_on_beating(
    state: CombatState, winner: CardInstance, loser: CardInstance, margin: int
) -> None:
    """A primary win costs the opponent random Creature Pen cards (Howling Reaver)."""
    rule = winner.creature.opponent_pen_loss if winner.is_creature else None
    if rule is not None and rule.when == "beats":
        _owe_pen_loss(state, winner)


@compared_handler("opponent_pen_loss")
def _pen_loss_on_surviving(state: CombatState, m: Matchup) -> None:
    """Standing at the end of its primary match-up costs the opponent random Creature Pen
    cards (Sneaky Varmit)."""
    for fighter in m.fighters:
        assert fighter is not None
        inst = state.by_id[fighter.id]
        rule = inst.creature.opponent_pen_loss if inst.is_creature else None
        if rule is not None and rule.when == "survives_primary":
            if inst.status == Status.STANDING:
                _owe_pen_loss(state, inst)


@resolution_handler("opponent_pen_loss")
def _pen_loss_at_stronghold(state: CombatState, winner: int) -> None:
    """Not lost in a combat its side attacks over the opponent's intact stronghold card, it
    costs that opponent random Creature Pen cards (Red Master of Shadow)."""
    if not state.setup.defender.defending_stronghold:
        return
    for inst in state.cards:
        rule = inst.creature.opponent_pen_loss if inst.is_creature else None
        if rule is None or rule.when != "survives_at_stronghold" or inst.owner != ATTACKER:
            continue
        if inst.zone == "hand" and inst.status in (Status.STANDING, Status.HAND):
            _owe_pen_loss(state, inst)
