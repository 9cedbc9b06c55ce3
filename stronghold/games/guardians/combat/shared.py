"""Changes several combat phases make: the log, statuses, discards, dice, AOEs, stones.

Also the words and zones the phases share (bribes, paid-power words, window zones) and who is
asked at a step where it might have nothing to do (``asks``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import abilities
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat import inforce, limits, rules
from stronghold.games.guardians.combat.actions import PASS, CombatAction
from stronghold.games.guardians.combat.memory import PowerNote
from stronghold.games.guardians.combat.model import (
    CardInstance,
    Fighter,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    AnyCard,
    Aoe,
    Bribery,
    Item,
    StoneTrigger,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


#: What a phase module's step handler looks like: ``handler(state, seat, action)``.
Step = Callable[["CombatState", int, CombatAction], None]

BRIBES: tuple[str, ...] = ("babes", "gold", "beer")
#: Words of ``power`` actions (who pays, and for what).
POWER_WORDS: tuple[str, ...] = (
    "guardian",
    "standard",
    "channel",
    "cancel",
    "dispel",
    "reclaim",
    "realm",
    "icon",
)
WINDOW_TIMINGS = ("any", "combat", "matchup")

#: Zones whose creatures never count for control of the space.
NOT_COUNTED_ZONES = ("channeler", "up", "platform")
#: Zones a seat's choices in a combat can come from (an Arena pen joins the hand later; a
#: creature exposed on a stronghold card is no choice).
PLAYABLE_ZONES = ("hand", "storage", "channeler", "platform")
#: Where the choices of each window come from, for ``asks``.
WINDOW_ZONES: dict[str, tuple[str, ...]] = {
    "command_window": ("storage",),
    "spell_window": ("storage",),
    "response": ("storage",),
    "secondary_round": ("hand", "storage"),
}


def pass_action() -> CombatAction:
    """The action ``pass``."""
    return PASS


def why_not(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now: None if it is among the state's options,
    else a player-readable reason (``CombatState.explain``)."""
    return None if action in state.offered(seat) else state.explain(action)


def holds_secrets(state: CombatState, seat: int, zones: tuple[str, ...]) -> bool:
    """Whether ``seat`` has a face-down card in one of ``zones`` (where its choices at a
    step come from: the combat hand, the storage hand, channelers, platforms)."""
    return any(
        i.owner == seat and i.status == Status.HAND and not i.revealed and i.zone in zones
        for i in state.cards
    )


def may_hold(state: CombatState, side: int, option: str, test: Callable[[AnyCard], bool]) -> bool:
    """Whether ``side`` could hold a card passing ``test`` by what both seats know: in a combat
    of the whole game, the sides the board listed under ``option`` (its deck list has one not
    face up); in a scenario, its cards in the combat hold one not shown."""
    listed = state.setup.may_hold.get(option)
    if listed is not None:
        return side in listed
    if any(inst.board_id is not None for inst in state.cards):
        return False  # a combat of the whole game that did not say: none
    return any(inst.owner == side and not inst.revealed and test(inst.card) for inst in state.cards)


def asks(
    state: CombatState, seat: int, *, has_choice: bool, zones: tuple[str, ...] = PLAYABLE_ZONES
) -> bool:
    """Whether ``seat`` is asked at a step where it might have something to do: when it
    has, and also when it has not but the other seat cannot know that (it holds a
    face-down card in ``zones``, where this step's choices come from), so that being asked
    never tells that it holds a usable card. With ``auto_pass``, only when it has."""
    return has_choice or (not state.auto_pass and holds_secrets(state, seat, zones))


def roll(state: CombatState, key: str, dice: int) -> int:
    """``dice`` d6 for one purpose, rolled once from the state's RNG and remembered."""
    if key not in state.rolls:
        if state.peeking is not None:  # a look at the Vitality so far: the die is not rolled
            state.peeking[key] = dice
            return 0
        state.changed()
        state.rolls[key] = sum(state.rng.randint(1, 6) for _ in range(dice))
        karnis = limits.fixed_dice(state)
        if karnis is not None:
            state.rolls[key] = dice
            state.tell(ev.Effect(karnis, "every die counts as a 1"))
        state.tell(ev.Rolled(*rolled_for(state, key), dice, state.rolls[key]))
    return state.rolls[key]


def reroll(state: CombatState, key: str) -> int:
    """The single die ``key`` rolled again, told as any roll (combat/rerolls.py)."""
    state.rolls.pop(key, None)
    return roll(state, key, 1)


def stronghold_defense(state: CombatState) -> int:
    """What the defended stronghold card adds to each defending creature: as decided
    before the combat, else the card's (a die card: 1d6 + its defence, rolled once)."""
    side = state.setup.defender
    if side.stronghold_defense is not None:
        return side.stronghold_defense
    card = side.stronghold
    if card is None:
        return 0
    return card.defense + (roll(state, "stronghold", 1) if card.defense_die else 0)


def rolled_for(state: CombatState, key: str) -> tuple[str, str]:
    """The card a roll is for and its purpose, from the roll's key (``stronghold``,
    ``aoe:<seat>:<card>:<number>``, ``<instance id>:...``)."""
    head, _, rest = key.partition(":")
    if head == "stronghold":
        card = state.setup.defender.stronghold
        return (card.name if card is not None else "the stronghold"), "its defence"
    if head == "aoe":
        return rest.split(":")[1], "its AOE"
    inst = state.by_id.get(head)
    return (inst.name if inst is not None else head), _PURPOSES.get(rest, "its Vitality")


#: What a roll keyed ``<instance id>:<purpose>`` is for, as told (otherwise its Vitality).
_PURPOSES = {
    "roll_destroys": "to destroy",
    "pull": "to pull a card",  # Vikia (combat/unchallenged.py)
    "text_box": "to take the text box",  # Xaz (combat/text_boxes.py)
}


def dispel_command(state: CombatState, seat: int, why: str) -> None:
    if state.command_dispelled[seat]:
        return
    cid = state.commands[seat]
    command = inforce.command_of(state, state.by_id[cid]) if cid is not None else None
    if command is not None and command.undispellable:
        state.tell(ev.Effect(state.by_id[cid or ""].name, "cannot be dispelled"))
        return
    state.command_dispelled[seat] = True
    cid = state.commands[seat]
    assert cid is not None
    state.tell(ev.CommandDispelled(seat, state.by_id[cid].name, why))


def set_status(state: CombatState, cid: str, status: Status, why: str = "") -> None:
    inst = state.by_id[cid]
    if status == Status.DESTROYED and limits.indestructible(state, inst):
        state.tell(ev.Effect(inst.name, "cannot be destroyed"))
        return
    inst.status = status
    state.tell(ev.Fate(inst.owner, inst.name, status.value, why))


def gain_stones(state: CombatState, seat: int, trigger: StoneTrigger, source: str) -> None:
    """Apply a power-stone trigger of a card owned by ``seat``."""
    if trigger.terrain is not None and not any(t in state.terrain_types for t in trigger.terrain):
        return
    who = seat if trigger.who == "own" else 1 - seat
    before = state.stones[who]
    state.stones[who] = max(0, before + trigger.stones)
    if state.stones[who] != before:
        state.tell(ev.Stones(who, state.stones[who] - before, source))


def discard_cards(state: CombatState, cards: list[CardInstance], source: str, why: str) -> None:
    """Cards of the hands are discarded (revealed) by the effect of card ``source`` (``why``
    in words): a creature is
    DISCARDED, any other card ends USED (it goes to the discard pile after combat)."""
    for inst in cards:
        inst.status = Status.DISCARDED if inst.is_creature else Status.USED
        inst.revealed = True
    state.tell(ev.CardsDiscarded(source, why, tuple(i.name for i in cards)))


def discard_bribery(state: CombatState, inst: CardInstance) -> None:
    """The opponent shows his storage hand and discards the bribery cards of the kinds the
    creature names (Lizards of the Toast, the Evil Hornbags)."""
    rule = inst.creature.discards_bribery
    if rule is None or inforce.blanked(state, inst):
        return
    storage = inforce.storage(state, 1 - inst.owner)
    for card in storage:
        card.revealed = True
    discard_cards(
        state,
        [c for c in storage if isinstance(c.card, Bribery) and c.card.bribes in rule.kinds],
        inst.name,
        "the opponent shows his storage hand and discards bribery of the kinds named",
    )


def aoe_key(state: CombatState, seat: int, source: str) -> str:
    """The key of the dice of ``seat``'s AOE from ``source`` in the current match-up."""
    number = state.current.number if state.current is not None else 0
    return f"aoe:{seat}:{source}:{number}"


def aoe(state: CombatState, seat: int, aoe: Aoe, source: str, *, extra: int = 0) -> None:
    points = aoe.points + extra
    if aoe.dice:
        rolled = roll(state, aoe_key(state, seat, source), aoe.dice)
        if aoe.fizzle_on is not None and rolled == aoe.fizzle_on:
            state.tell(ev.AoeWent(seat, source, 0, aoe.kind, ()))
            return
        points += rolled
    if aoe.per_own_class:
        sides = (0, 1) if aoe.per_distinct else (seat,)
        others = [
            i
            for side in sides
            for i in rules.in_play(state, side)
            if i.is_creature and aoe.per_own_class in i.creature.classes and i.name != source
        ]
        count = len({i.name for i in others}) if aoe.per_distinct else len(others)
        points += aoe.per_amount * count
    if aoe.per_terrain is not None:
        points += aoe.per_amount * state.setup.terrain_in_play.count(aoe.per_terrain)
    sides = (seat,) if aoe.own_side else (0, 1) if aoe.both_sides else (1 - seat,)
    hit = []
    for inst in state.cards:
        if inst.owner not in sides or not inst.is_creature or not state.aoe_exposed(inst):
            continue
        creature = inst.creature
        if creature.vitality > points:
            continue
        if "aoe" in creature.immune.kinds or (
            aoe.kind != "plain" and aoe.kind in creature.immune.kinds
        ):
            continue
        if aoe.targets is not None and not inforce.fits(state, aoe.targets, inst):
            continue
        if inforce.aoe_shielded(state, inst.owner):
            continue
        hit.append(inst)
    for inst in hit:
        inst.revealed = True
        if aoe.kind == "methane":
            inst.status, inst.role = Status.OUT_OF_PLAY, Role.ASIDE
        else:
            inst.status = Status.DISCARDED
    state.tell(ev.AoeWent(seat, source, points, aoe.kind, tuple(i.name for i in hit)))


def seat_fighter(state: CombatState, m: Matchup, side: int, cid: str) -> None:
    """A creature is revealed and stands as ``side``'s fighter of match-up ``m``."""
    to_table(state, cid, Role.PRIMARY, m.number)
    m.fighters[side] = Fighter(cid)


def to_table(state: CombatState, cid: str, role: Role, number: int) -> CardInstance:
    """A card is revealed and stands on the table in match-up ``number`` in ``role``."""
    inst = state.by_id[cid]
    if inst.is_creature and inst.creature.effects:  # the named effects "on played"
        abilities.on_played(state, inst)
    inst.status, inst.role, inst.matchup, inst.revealed = Status.STANDING, role, number, True
    state.play_order.append(cid)
    return inst


def withdraw(state: CombatState, inst: CardInstance, m: Matchup) -> None:
    """The creature goes back to its combat hand; its opponent stands unchallenged."""
    inst.status, inst.role, inst.matchup = Status.HAND, Role.NONE, None
    m.result = "withdrawn"
    state.tell(ev.Effect(inst.name, "goes back to the combat hand"))


def destroy_channeler(state: CombatState, seat: int, channeler: str, by: str) -> None:
    """The opposing channeler creature that just channeled into its side's fighter is
    destroyed and its channeling cancelled (Magic Feedback, Longshot Louie)."""
    m = state.current
    fighter = m.fighters[1 - seat] if m is not None else None
    if fighter is None:
        return
    found = [k for k, c in enumerate(fighter.channels) if c.source == channeler]
    if found:
        label = fighter.channels.pop(found[-1]).label
        state.tell(ev.Effect(label, f"its channeling is cancelled by {by}"))
    set_status(state, channeler, Status.DESTROYED, f"by {by}")


def class_choices() -> tuple[str, ...]:
    """The classes a card may give a creature ("any class of your choice"): every class some
    card of the library asks for (a class no card names changes nothing), as action words
    (spaces written as ``_``)."""
    return _class_choices()


@functools.cache
def _class_choices() -> tuple[str, ...]:
    from stronghold.games.guardians.library import builtin_library

    found: set[str] = set()

    def walk(value: object, top: bool) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "classes" and not top and isinstance(item, list):
                    found.update(str(c) for c in item)
                else:
                    walk(item, False)
        elif isinstance(value, list):
            for item in value:
                walk(item, False)

    for card in builtin_library():
        walk(card.model_dump(), True)
    return tuple(sorted(c.replace(" ", "_") for c in found))


def give_class(state: CombatState, cid: str, word: str, by: str, *, lapses: bool) -> None:
    """The creature ``cid`` has the class ``word`` (an action word) in place of its own; the
    change lapses at the end of the primary match-ups if ``lapses``."""
    inst = state.by_id[cid]
    printed = state.memory.classes_given.get(cid, (tuple(inst.creature.classes), lapses))[0]
    state.memory.classes_given[cid] = (printed, lapses)
    name = word.replace("_", " ")
    inst.card = inst.creature.model_copy(update={"classes": [name]})
    state.tell(ev.Effect(inst.name, f"is now of the class {name} ({by})"))


def classes_lapse(state: CombatState) -> None:
    """The primary match-ups are over: classes given until then are the printed ones again."""
    for cid, (printed, lapses) in sorted(state.memory.classes_given.items()):
        if lapses:
            inst = state.by_id[cid]
            inst.card = inst.creature.model_copy(update={"classes": list(printed)})
            del state.memory.classes_given[cid]


def hand_item_used(state: CombatState, seat: int, card: Any) -> None:
    """``seat`` used a hand (H) magic item: an opposing Guardian may draw for it (Eisnmir);
    the cards are drawn when the combat is over."""
    if not isinstance(card, Item) or card.item_type != "hand":
        return
    draws = inforce.guardian(state, 1 - seat).draw_on_opponent_hand_item
    if draws:
        state.draws[1 - seat] += draws
        state.tell(ev.WillDraw(1 - seat, draws, card.name))


def power_note(
    state: CombatState,
    seat: int,
    what: str,
    target: str | None,
    cost: int,
    by: str,
    shown: str = "",
) -> None:
    """Record a paid power (``shown``: how the log names its target, if not a card)."""
    state.power_log.append(PowerNote(seat, what, target or ""))
    named = shown or inforce.name(state, target)
    state.tell(ev.Power(seat, by, what, named or "", cost))
