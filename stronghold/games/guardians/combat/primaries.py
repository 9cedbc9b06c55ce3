"""Primary match-ups: choosing the primary attackers, laying them down, and the choices a
card gives as it comes into play (tolls to pay, guesses, discards for a bonus).

Phases: ``primary_choose``, ``pay``, ``guess``, ``discard_bonus``; then bribery (bribery.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.combat import actions as act
from stronghold.games.guardians.combat import (
    command_items,
    command_only,
    inforce,
    limits,
    rerolls,
    retargets,
    returns_to_pen,
    shared,
    stand_ins,
    text_boxes,
)
from stronghold.games.guardians.combat import events as ev
from stronghold.games.guardians.combat.actions import CombatAction
from stronghold.games.guardians.combat.memory import Declared, Frame, Payment
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Held,
    Matchup,
    Role,
    Status,
)
from stronghold.games.guardians.schema import (
    Bribery,
    Item,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.shared import Step
    from stronghold.games.guardians.combat.state import CombatState


def primary_choices(state: CombatState, seat: int) -> list[CardInstance]:
    """Creatures ``seat`` may pick for this match-up (cards can force an order; a Wheel of
    Law, the lowest Vitality first)."""
    return command_items.in_ascending_order(state, _forced_choices(state, seat))


def _forced_choices(state: CombatState, seat: int) -> list[CardInstance]:
    hand = command_only.hand_fighters(state, seat)
    if state.current is not None:
        picked = state.memory.order.get((state.current.number, seat))
        if picked is not None and state.by_id[picked].status == Status.HAND:
            return [state.by_id[picked]]
    if state.current is not None and state.current.number == 1:
        first = [i for i in hand if i.creature.must_play_first]
        if first:
            return first
        below = _below_shown(state, seat, hand)
        if below:
            return below
    return limits.forced_first(state, seat, hand) or hand


def _chooses_first(state: CombatState, seat: int) -> str | None:
    """How ``seat``'s command card makes it choose first in the current match-up, if it does
    (``every`` match-up: Press Leak; ``first_shown``: the first, shown, Bruce the Goose)."""
    command = inforce.command_active(state, seat)
    how = command.chooses_first if command is not None else None
    m = state.current
    if how == "first_shown" and (m is None or m.number != 1):
        return None
    return how


def _below_shown(state: CombatState, seat: int, hand: list[CardInstance]) -> list[CardInstance]:
    """The creatures ``seat`` must answer an opposing creature shown first with (Bruce the
    Goose): of the highest printed Vitality below the shown one's; none if none is below."""
    shown = state.pending[1 - seat]
    if shown is None or _chooses_first(state, 1 - seat) != "first_shown":
        return []
    limit = state.by_id[shown.card].creature.vitality
    below = [i for i in hand if i.creature.vitality < limit]
    top = max((i.creature.vitality for i in below), default=None)
    return [i for i in below if i.creature.vitality == top]


def start_primary(state: CombatState) -> None:
    state.current = None
    if not command_only.hand_fighters(state, ATTACKER) or not command_only.hand_fighters(
        state, DEFENDER
    ):
        shared.classes_lapse(state)  # Chief Lector Priest of Sethos, High Priestess of Isis
        state.start_secondary()
        return
    state.current = Matchup(len([m for m in state.matchups if not m.secondary]) + 1, [None, None])
    state.matchups.append(state.current)
    state.declared_info = None
    first = ATTACKER
    if inforce.declare_demand(state, ATTACKER) and not inforce.declare_demand(state, DEFENDER):
        first = DEFENDER
    for seat in (ATTACKER, DEFENDER):  # Press Leak, Bruce the Goose
        if _chooses_first(state, seat):
            first = seat
    state.first_chooser = first
    for seat in (ATTACKER, DEFENDER):
        command = inforce.command_active(state, 1 - seat)
        if command is not None and command.opponent_random_order:
            hand = [
                i
                for i in state.cards
                if i.owner == seat
                and i.zone == "hand"
                and i.status == Status.HAND
                and command_only.fights(i.card)
            ]
            pick = hand[state.rng.randrange(len(hand))]
            state.memory.order[(state.current.number, seat)] = pick.id
            state.tell(ev.PickedAtRandom(seat))
    state.phase, state.seat = "primary_choose", first


def _on_primary_choose(state: CombatState, seat: int, action: CombatAction) -> None:
    if isinstance(action, act.StandIn):  # a trade for the match-up just over: asked again
        stand_ins.do(state, seat, action)
        return
    if isinstance(action, act.Power):  # a beaten creature sent to the pen (Guardian Angel)
        returns_to_pen.do(state, seat, action)
        return
    assert isinstance(action, act.Primary)
    state.pending[seat] = Held(action.card)
    state.tell(ev.PrimaryChosen(seat, state.by_id[action.card].name))
    if seat == state.first_chooser and _chooses_first(state, seat) == "first_shown":
        shown = state.by_id[action.card]
        shown.revealed = True
        cid = state.commands[seat]
        by = inforce.name(state, cid) if cid is not None else None
        state.tell(ev.Effect(by or "", f"{shown.name} is shown first"))
    if seat == state.first_chooser:
        demand = inforce.declare_demand(state, 1 - seat)
        if demand is not None:
            creature = state.by_id[action.card].creature
            value = {
                "size": creature.size or "?",
                "realm": creature.realm.value,
                "class": ", ".join(creature.classes) or "none",
            }[demand]
            state.declared_info = Declared(SIDE_NAMES[seat], demand, value)
            state.tell(ev.Announced(seat, demand, value, action.card))
        state.seat = 1 - seat
        return
    attacking, defending = state.pending
    state.pending = [None, None]
    assert attacking is not None and defending is not None
    attacker, defender = attacking.card, defending.card
    state.memory.chosen = (attacker, defender)
    if _next_guess(state):
        return
    _lay_down(state, (attacker, defender))


def _lay_down(state: CombatState, chosen: tuple[str, str]) -> None:
    """The two creatures of the current match-up are revealed on the table; bribery opens.

    An Arena duel lays its two duelists down this way without a choice being made."""
    m = state.current
    assert m is not None
    for side, cid in enumerate(chosen):
        shared.seat_fighter(state, m, side, cid)
    matchup_begins(state)


def matchup_begins(state: CombatState) -> None:
    """Both fighters of the current match-up are on the table: what they do on being
    played happens, then the attacker may bribe."""
    m = state.current
    assert m is not None
    cards = tuple(None if f is None else inforce.name(state, f.id) for f in m.fighters)
    state.tell(ev.MatchupBegins(m.number, (ATTACKER, DEFENDER), (cards[0], cards[1])))
    for fighter in m.fighters:
        assert fighter is not None
        _on_play_discards(state, state.by_id[fighter.id])
        rule = state.by_id[fighter.id].creature.discards_bribery
        if rule is not None and rule.when == "played":
            shared.discard_bribery(state, state.by_id[fighter.id])
    _laid_from(state, 0)


@rerolls.continuation("laid")
def _laid_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _laid_from(state, int(args[0]))


def _laid_from(state: CombatState, first: int) -> None:
    """The fighters from side ``first`` on take a text box on being laid down (Xaz, a die
    each), then the match-up goes on to its retargets or its bribery."""
    m = state.current
    assert m is not None
    for side in range(first, 2):
        fighter = m.fighters[side]
        assert fighter is not None
        text_boxes.on_laid(state, state.by_id[fighter.id])
        if rerolls.then(state, Frame("laid", (str(side + 1),))):
            return
    state.bribe_done = [False, False]
    if retargets.ask(state):  # Hackthorn Strangler, Spirit of the Hunt, Shin Chios
        return
    _before_bribery(state)


def _on_retarget(state: CombatState, seat: int, action: CombatAction) -> None:
    laid = retargets.do(state, seat, action)
    if laid is not None:  # Spirit of the Hunt, Shin Chios: a creature laid down from the hand
        _on_play_discards(state, state.by_id[laid])
        text_boxes.on_laid(state, state.by_id[laid])
        if rerolls.then(state, Frame("retarget_laid", (laid,))):
            return
    _after_retarget(state, laid)


@rerolls.continuation("retarget_laid")
def _after_retarget_go_on(state: CombatState, args: tuple[str, ...]) -> None:
    _after_retarget(state, args[0])


def _after_retarget(state: CombatState, laid: str | None) -> None:
    if laid is not None:
        rule = state.by_id[laid].creature.discards_bribery
        if rule is not None and rule.when == "played":
            shared.discard_bribery(state, state.by_id[laid])
    if not retargets.ask(state):
        _before_bribery(state)


def card_choice_options(state: CombatState, seat: int) -> list[CombatAction]:
    """Legal actions of the pay, guess and discard_bonus steps."""
    if state.phase == "pay":
        payment = state.memory.payment
        assert payment is not None
        return [act.Pay(payment.card, True), act.Pay(payment.card, False)]
    if state.phase == "guess":
        assert state.memory.guess_for is not None
        command = inforce.command_active(state, state.memory.guess_for)
        assert command is not None and command.guess is not None
        values = ("mortal", "elemental", "external") if command.guess.what == "realm" else "SML"
        return [act.Guess(v) for v in values]
    chooser = state.memory.discard_for
    assert chooser is not None
    return [
        *(act.Discard(i.id) for i in inforce.unique_names(_bonus_discards(state, chooser))),
        act.DONE,
    ]


def _payments(state: CombatState, context: str) -> list[tuple[int, str, int]]:
    """Stone payments a card offers now, as (deciding seat, card id, stones): a toll when
    a match-up begins (Sales Weasel), and at the end of combat an escape the opponent may
    pay to prevent (Blue Mountain Leechfoot) or a buy-back its owner may pay (Skeletal
    Minion). Those already decided are left out."""
    out: list[tuple[int, str, int]] = []
    if context == "matchup":
        m = state.current
        assert m is not None
        for fighter in m.fighters:
            inst = state.by_id[fighter.id] if fighter is not None else None
            if inst is None or not inst.is_creature or inst.status != Status.STANDING:
                continue
            stones = limits.payment(state, inst)
            if stones is not None:
                out.append((1 - inst.owner, inst.id, stones))
    else:
        for inst in state.cards:
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
            if creature.buyback and inst.status in lost and inst.id not in state.to_storage:
                out.append((inst.owner, inst.id, creature.buyback))
    return [o for o in out if o[1] not in state.memory.paid]


def next_payment(state: CombatState, context: str) -> bool:
    """Ask the next stone payment a card offers (one that cannot be paid is declined at
    once); whether a decision is now awaited."""
    for seat, cid, stones in _payments(state, context):
        if state.stones[seat] < stones:
            _settle_payment(state, seat, cid, stones, paid=False)
            continue
        state.memory.payment = Payment(cid, context, stones)
        state.phase, state.seat = "pay", seat
        return True
    return False


def _settle_payment(state: CombatState, seat: int, cid: str, cost: int, *, paid: bool) -> None:
    inst = state.by_id[cid]
    creature = inst.creature
    state.memory.paid[cid] = paid
    if paid:
        state.spend(seat, cost)
        state.tell(ev.Stones(seat, -cost, inst.name))
    state.tell(ev.Paid(seat, inst.name, paid))
    if inst.status == Status.BEATEN and creature.escapes_unless_paid and not paid:
        shared.set_status(state, cid, Status.RETURNED, "escapes to the Creature Pen")
    elif paid and creature.buyback and seat == inst.owner and inst.status != Status.STANDING:
        state.to_storage.add(cid)
        state.tell(ev.Effect(inst.name, "goes back to the storage hand after combat"))


def _on_pay(state: CombatState, seat: int, action: CombatAction) -> None:
    assert isinstance(action, act.Pay)
    payment = state.memory.payment
    assert payment is not None
    state.memory.payment = None
    _settle_payment(state, seat, action.card, payment.cost, paid=action.pays)
    if payment.context == "matchup":
        _before_bribery(state)
    else:
        state.finish()


def _next_guess(state: CombatState) -> bool:
    """A command card's guess about a picked creature (Sphinx, Jalupee Lobo), before both
    are shown; whether a guess is now awaited."""
    m = state.current
    assert m is not None
    for seat in (ATTACKER, DEFENDER):
        command = inforce.command_active(state, seat)
        if command is None or command.guess is None:
            continue
        if (m.number, seat) in state.memory.guesses:
            continue
        state.memory.guess_for = seat
        guesser = seat if command.guess.by == "own" else 1 - seat
        state.phase, state.seat = "guess", guesser
        return True
    return False


def _on_guess(state: CombatState, seat: int, action: CombatAction) -> None:
    m = state.current
    assert m is not None
    owner = state.memory.guess_for
    assert owner is not None
    state.memory.guess_for = None
    assert isinstance(action, act.Guess)
    state.memory.guesses[(m.number, owner)] = action.value
    state.tell(ev.Guessed(seat, action.value))
    if _next_guess(state):
        return
    chosen = state.memory.chosen
    assert chosen is not None
    state.memory.chosen = None
    _lay_down(state, chosen)


def guess_bonus(state: CombatState, inst: CardInstance) -> tuple[str, int] | None:
    """The bonus a command card's guess gives this creature in its primary match-up."""
    if inst.role != Role.PRIMARY or inst.matchup is None:
        return None
    command = inforce.command_active(state, inst.owner)
    if command is None or command.guess is None:
        return None
    guessed = state.memory.guesses.get((inst.matchup, inst.owner))
    if guessed is None:
        return None
    guesser = inst.owner if command.guess.by == "own" else 1 - inst.owner
    target = inforce.opponent_of(state, inst) if guesser == inst.owner else inst
    if target is None or not target.is_creature:
        return None
    creature = target.creature
    actual = creature.realm.value if command.guess.what == "realm" else creature.size
    hit = guessed == actual
    if hit != (command.guess.on == "hit"):
        return None
    cid = state.commands[inst.owner]
    return (f"{inforce.name(state, cid)} (guess {guessed})", command.guess.bonus)


def _bonus_discards(state: CombatState, cid: str) -> list[CardInstance]:
    """Storage-hand cards the creature's owner may discard for its bonus."""
    rule = state.by_id[cid].creature.discard_bonus
    assert rule is not None
    return [
        i
        for i in inforce.storage(state, state.by_id[cid].owner)
        if (rule.cards == "item" and isinstance(i.card, Item))
        or (isinstance(i.card, Bribery) and i.card.bribes == rule.cards)
    ]


def _next_discard_bonus(state: CombatState) -> bool:
    """A fighter whose owner may discard cards for a bonus (Slatch Willer, Zelda); whether
    that choice is now awaited."""
    m = state.current
    assert m is not None
    for fighter in m.fighters:
        inst = state.by_id[fighter.id] if fighter is not None else None
        if inst is None or not inst.is_creature or inst.status != Status.STANDING:
            continue
        if inst.creature.discard_bonus is None or inforce.blanked(state, inst):
            continue
        if inst.id in state.memory.discards_done:
            continue
        offered = bool(_bonus_discards(state, inst.id))
        if not shared.asks(state, inst.owner, has_choice=offered, zones=("storage",)):
            continue
        state.memory.discard_for = inst.id
        state.phase, state.seat = "discard_bonus", inst.owner
        return True
    return False


def _on_discard_bonus(state: CombatState, seat: int, action: CombatAction) -> None:
    cid = state.memory.discard_for
    assert cid is not None
    if isinstance(action, act.Discard):
        card = state.by_id[action.card]
        card.status, card.revealed = Status.USED, True
        state.memory.discards[cid] = state.memory.discards.get(cid, 0) + 1
        state.tell(ev.Discarded(seat, card.name, "for a bonus"))
        if shared.asks(
            state, seat, has_choice=bool(_bonus_discards(state, cid)), zones=("storage",)
        ):
            return
    state.memory.discards_done.add(cid)
    state.memory.discard_for = None
    _before_bribery(state)


def _before_bribery(state: CombatState) -> None:
    """What cards ask when a match-up's creatures are shown, before bribery: tolls, then
    discards for a bonus."""
    if next_payment(state, "matchup") or _next_discard_bonus(state):
        return
    state.open_bribery()


def _on_play_discards(state: CombatState, inst: CardInstance) -> None:
    """A creature that makes the opponent discard cards from his combat hand when played."""
    creature = inst.creature
    if not creature.on_play_discard and not creature.on_play_discard_items:
        return
    hit = []
    for other in state.cards:
        if other.owner == inst.owner or other.zone != "hand" or other.status != Status.HAND:
            continue
        matches = other.is_creature and any(
            inforce.fits(state, p, other) for p in creature.on_play_discard
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
    state.tell(ev.CardsDiscarded(inst.name, "", tuple(o.name for o in hit)))


def options(state: CombatState, seat: int) -> list[CombatAction]:
    """The legal actions of ``seat`` at a primary step."""
    if state.phase == "primary_choose":
        chosen = [act.Primary(i.id) for i in primary_choices(state, seat)]
        return [*chosen, *stand_ins.options(state, seat), *returns_to_pen.options(state, seat)]
    if state.phase == retargets.PHASE:
        return retargets.options(state, seat)
    return card_choice_options(state, seat)  # pay, guess, discard_bonus


def why_illegal(state: CombatState, seat: int, action: CombatAction) -> str | None:
    """Why ``action`` is not allowed to ``seat`` now (None: it is one of the options)."""
    return shared.why_not(state, seat, action)


def do(state: CombatState, seat: int, action: CombatAction) -> None:
    """Carry out one legal action of ``seat`` at this module's step."""
    _STEPS[state.phase](state, seat, action)


_STEPS: dict[str, Step] = {
    "primary_choose": _on_primary_choose,
    "pay": _on_pay,
    "guess": _on_guess,
    "discard_bonus": _on_discard_bonus,
    retargets.PHASE: _on_retarget,
}
