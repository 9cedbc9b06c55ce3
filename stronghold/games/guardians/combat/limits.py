"""Standing limits of one-card abilities: queries a phase asks, keyed by what they limit.

Some one-card abilities do not act at a moment but stand while their card is in force, and
limit what a phase offers or allows: which creatures a seat may pick, what a payment is offered
for, whether a creature can be destroyed, what adds to its Vitality. Their phases ask the query
of the :class:`Limit` here (``forced_first``, ``payment``, ``indestructible``,
``vitality_parts``) and never read the card's keyword; the card's rule (its query, and its
one-off effect as a handler of :mod:`handlers`) lives in one module, :mod:`card_limits`, which
registers it as it is imported.

This module is low on purpose (it imports only the schema): the phases and the low-level rules
modules (``rules``, ``shared``) may all ask it. Queries of one limit are asked in the order they
are registered; the first answer wins.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Literal, TypeVar

from stronghold.games.guardians.schema import (
    AnyCard,
    CommandAbility,
    Creature,
    Item,
    Shield,
    Spell,
    StandardBearer,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction, Power
    from stronghold.games.guardians.combat.model import CardInstance
    from stronghold.games.guardians.combat.state import CombatState


class Limit(Enum):
    """What a standing query limits, with the point of the combat that asks it."""

    #: Which creatures a seat must pick first for a primary match-up
    #: (primaries.primary_choices): ``forced_first``.
    PLAY_ORDER = "play order"
    #: Which stone payments are offered as a primary match-up begins (primaries.next_payment):
    #: ``payment``.
    PAYMENT = "payment"
    #: Whether a creature can be destroyed (shared.set_status; comparison's destroy-or-beat
    #: decision): ``indestructible``.
    DESTRUCTION = "destruction"
    #: What adds to a primary's Vitality while it stands (rules' breakdown): ``vitality_parts``.
    VITALITY = "Vitality"
    #: Whether a healer that has healed may heal again (resolution's heal step asks
    #: ``heals_left``; each healing is told to ``healed``).
    HEALS = "heals"
    #: Which other ways of firing a seat's ranged attackers the modify window offers
    #: (windows.modify_options asks ``ranged_options``); the power it offers is carried out by
    #: ``power`` (powers.power).
    RANGED = "ranged"
    #: Which side wins a tie: a primary match-up (comparison) or a secondary attack
    #: (secondary), asked as ``wins_pushes``.
    PUSHES = "pushes"
    #: Whether a seat may only fire ranged attacks in the modify window (windows asks
    #: ``must_fire_ranged``).
    MUST_FIRE = "must fire"
    #: What a die rolled reads (shared.roll asks ``fixed_dice``).
    DICE = "dice"


#: The function each limit's phases ask, as (module, name).
ASKED_BY: dict[Limit, tuple[str, str]] = {
    Limit.PLAY_ORDER: (__name__, "forced_first"),
    Limit.PAYMENT: (__name__, "payment"),
    Limit.DESTRUCTION: (__name__, "indestructible"),
    Limit.VITALITY: (__name__, "vitality_parts"),
    Limit.HEALS: (__name__, "heals_left"),
    Limit.RANGED: (__name__, "ranged_options"),
    Limit.PUSHES: (__name__, "wins_pushes"),
    Limit.MUST_FIRE: (__name__, "must_fire_ranged"),
    Limit.DICE: (__name__, "fixed_dice"),
}

#: Where a handler's field is read: the creature's card, its command ability, the names in
#: its ``effects`` list, or a standard bearer's ability.
Holder = Literal["creature", "command", "effect", "standard"]


def has_field(card: AnyCard, holder: Holder, field: str) -> bool:
    """Whether ``card`` has the ability named by ``field`` of ``holder``."""
    if holder == "effect":
        return field in card.effects
    if holder == "creature":
        return isinstance(card, Creature) and _is_set(card, field)
    if holder == "standard":
        return (
            isinstance(card, Shield) and card.standard is not None and _is_set(card.standard, field)
        )
    command = card.command if isinstance(card, Creature | Spell | Item) else None
    return command is not None and _is_set(command, field)


def _is_set(model: Creature | CommandAbility | StandardBearer, field: str) -> bool:
    """Whether ``field`` of ``model`` differs from the schema's default (the card has it)."""
    default = type(model).model_fields[field].get_default(call_default_factory=True)
    return bool(getattr(model, field) != default)


def check(holder: Holder, field: str) -> None:
    """A handler must name a field of the schema (a typo would make it never run)."""
    model: type[Creature | CommandAbility | StandardBearer] = Creature
    if holder == "command":
        model = CommandAbility
    elif holder == "standard":
        model = StandardBearer
    if field not in model.model_fields:
        raise ValueError(f"{model.__name__} has no field {field!r} for a handler")


@dataclass(frozen=True, slots=True)
class Query:
    """One registered standing query: what it limits, the field that names it, and what it
    does in a line."""

    limit: Limit
    holder: Holder
    field: str
    summary: str


PlayOrderHook = Callable[["CombatState", int, "list[CardInstance]"], "list[CardInstance] | None"]
PaymentHook = Callable[["CombatState", "CardInstance"], "int | None"]
DestructionHook = Callable[["CombatState", "CardInstance"], bool]
VitalityHook = Callable[["CombatState", "CardInstance"], "tuple[str, int] | None"]

HealsLeftHook = Callable[["CombatState", "CardInstance"], int]
HealedHook = Callable[["CombatState", "CardInstance"], None]
RangedOptionsHook = Callable[["CombatState", int, "list[CardInstance]"], "list[CombatAction]"]
PowerHook = Callable[["CombatState", int, "Power"], None]
PushesHook = Callable[["CombatState", int, bool], bool]
MustFireHook = Callable[["CombatState", int], bool]
DiceHook = Callable[["CombatState"], "str | None"]

H = TypeVar("H", bound=Callable[..., object])

_REGISTERED: list[Query] = []
_PLAY_ORDER: list[PlayOrderHook] = []
_PAYMENT: list[PaymentHook] = []
_DESTRUCTION: list[DestructionHook] = []
_VITALITY: list[VitalityHook] = []
_HEALS: list[tuple[HealsLeftHook, HealedHook]] = []
_RANGED: list[RangedOptionsHook] = []
_POWERS: dict[str, PowerHook] = {}
_PUSHES: list[PushesHook] = []
_MUST_FIRE: list[MustFireHook] = []
_DICE: list[DiceHook] = []


def _register(limit: Limit, holder: Holder, field: str, hook: Callable[..., object]) -> None:
    summary = (hook.__doc__ or hook.__name__).strip().splitlines()[0]
    _REGISTERED.append(Query(limit, holder, field, summary))


def _query(limit: Limit, holder: Holder, field: str, table: list[H]) -> Callable[[H], H]:
    """A decorator registering its hook in ``table`` under ``limit`` (``field`` checked now)."""
    check(holder, field)

    def register(hook: H) -> H:
        _register(limit, holder, field, hook)
        table.append(hook)
        return hook

    return register


def play_order_query(holder: Holder, field: str) -> Callable[[PlayOrderHook], PlayOrderHook]:
    """Register a query of the creatures a seat must pick first (``field`` of ``holder``)."""
    return _query(Limit.PLAY_ORDER, holder, field, _PLAY_ORDER)


def payment_query(field: str) -> Callable[[PaymentHook], PaymentHook]:
    """Register a query of the stones a creature's opponent may burn as its match-up begins."""
    return _query(Limit.PAYMENT, "creature", field, _PAYMENT)


def destruction_query(field: str) -> Callable[[DestructionHook], DestructionHook]:
    """Register a query of whether a creature cannot be destroyed."""
    return _query(Limit.DESTRUCTION, "creature", field, _DESTRUCTION)


def vitality_query(field: str) -> Callable[[VitalityHook], VitalityHook]:
    """Register a query of a part of a standing primary's Vitality (a label and a value)."""
    return _query(Limit.VITALITY, "creature", field, _VITALITY)


def heals_limit(field: str, *, left: HealsLeftHook, healed: HealedHook) -> None:
    """Register how many more heals a creature's healer may make (``left``), with what it
    notes when it heals (``healed``)."""
    check("creature", field)
    _register(Limit.HEALS, "creature", field, left)
    _HEALS.append((left, healed))


def ranged_limit(
    field: str, *, word: str, options: RangedOptionsHook, carry_out: PowerHook
) -> None:
    """Register the other ways a command card lets its seat fire ranged attackers
    (``options``: given the ranged attackers it may fire) and what its power ``word`` does
    (``carry_out``)."""
    check("command", field)
    if word in _POWERS:
        raise ValueError(f"the power {word!r} is registered twice")
    _register(Limit.RANGED, "command", field, options)
    _RANGED.append(options)
    _POWERS[word] = carry_out


def pushes_query(holder: Holder, field: str) -> Callable[[PushesHook], PushesHook]:
    """Register a query of whether a seat wins tied match-ups (given whether the tie is in a
    primary match-up)."""
    return _query(Limit.PUSHES, holder, field, _PUSHES)


def must_fire_query(field: str) -> Callable[[MustFireHook], MustFireHook]:
    """Register a query of whether a seat may only fire ranged attacks now."""
    return _query(Limit.MUST_FIRE, "creature", field, _MUST_FIRE)


def dice_query(field: str) -> Callable[[DiceHook], DiceHook]:
    """Register a query of the card that makes every die read 1, if one does (its name)."""
    return _query(Limit.DICE, "creature", field, _DICE)


def registered() -> list[Query]:
    """Every standing query, in the order registered."""
    return list(_REGISTERED)


# --- what the phases ask --------------------------------------------------------------------------


def forced_first(
    state: CombatState, seat: int, hand: list[CardInstance]
) -> list[CardInstance] | None:
    """The creatures of ``hand`` that ``seat`` must pick first, if a card forces any."""
    for hook in _PLAY_ORDER:
        forced = hook(state, seat, hand)
        if forced:
            return forced
    return None


def payment(state: CombatState, inst: CardInstance) -> int | None:
    """The stones ``inst``'s opponent may burn as its match-up begins, if it offers that."""
    for hook in _PAYMENT:
        stones = hook(state, inst)
        if stones is not None:
            return stones
    return None


def indestructible(state: CombatState, inst: CardInstance) -> bool:
    """Whether ``inst`` cannot be destroyed."""
    return any(hook(state, inst) for hook in _DESTRUCTION)


def vitality_parts(state: CombatState, inst: CardInstance) -> list[tuple[str, int]]:
    """The standing parts of a primary's Vitality the cards add (label, value)."""
    parts = []
    for hook in _VITALITY:
        part = hook(state, inst)
        if part is not None:
            parts.append(part)
    return parts


def heals_left(state: CombatState, healer: CardInstance) -> int:
    """How many more times ``healer``, which has healed, may heal (0: no more)."""
    return max((left(state, healer) for left, _ in _HEALS), default=0)


def healed(state: CombatState, healer: CardInstance) -> None:
    """``healer`` has just healed."""
    for _, note in _HEALS:
        note(state, healer)


def ranged_options(state: CombatState, seat: int, fired: list[CardInstance]) -> list[CombatAction]:
    """The other ways ``seat`` may fire its ranged attackers ``fired`` the cards offer."""
    return [option for hook in _RANGED for option in hook(state, seat, fired)]


def power(state: CombatState, seat: int, action: Power) -> bool:
    """Carry out ``action`` if a card here offered it (False: none did)."""
    carry_out = _POWERS.get(action.what)
    if carry_out is None:
        return False
    carry_out(state, seat, action)
    return True


def wins_pushes(state: CombatState, seat: int, *, primary: bool) -> bool:
    """Whether a card makes ``seat`` win a tie (in a primary match-up, or a secondary attack)."""
    return any(hook(state, seat, primary) for hook in _PUSHES)


def must_fire_ranged(state: CombatState, seat: int) -> bool:
    """Whether ``seat`` may only fire its ranged attacks (if it can fire any)."""
    return any(hook(state, seat) for hook in _MUST_FIRE)


def fixed_dice(state: CombatState) -> str | None:
    """The name of the card that makes every die rolled read 1, if one does."""
    for hook in _DICE:
        name = hook(state)
        if name is not None:
            return name
    return None
