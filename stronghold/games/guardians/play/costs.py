"""What a decision costs in power stones, shown beside it where a seat chooses
("reshuffle (1 stone)"): read from the action and the chooser's own cards, nothing hidden.

Every price of a card on the board is read here (``price``, ``affordable``, ``pay``), from
``card_costs.card_cost`` with what is in force for the seat (``rules``: the marks a spell left
in ``Player.cost_marks`` -- ``ward`` for each Spectre's Ward this turn, ``iron`` while Iron
Force of Sethos holds, ``bar:NAME`` for a card Curse of the Betrayed bars; see
docs/rules-notes/cards/costs-permissions.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from stronghold.engine.actions import Action
from stronghold.engine.events import Event, count, sentence, who
from stronghold.engine.state import State
from stronghold.games.guardians import card_costs
from stronghold.games.guardians.card_costs import FREE, CostRules
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import guardian_abilities
from stronghold.games.guardians.schema import AnyCard, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def stone_cost(state: GameState, action: Action) -> int:
    """The power stones ``action`` spends when the seat to act takes it (0 if none)."""
    seat = state.current_seat
    if seat is None or not isinstance(action, act.GameAction):
        return 0
    if isinstance(action, act.Reshuffle | act.Facedown):
        return 1
    if isinstance(action, act.Assault):
        return 1 if action.channel is not None else 0
    if isinstance(action, act.Balance):
        return guardian_abilities.guardian(state, seat).draw_as_opponent_for or 0
    if isinstance(action, act.Power):
        return guardian_abilities.guardian(state, seat).dispel_spell_stones or 0
    if isinstance(action, act.Cast):
        card = state.cards[action.card].card
        cost = price(state, seat, action.card) or 0
        if isinstance(card, Spell) and card.draw_spell == "burn":  # Phase Assassin: burnt
            return cost + int(action.target)
        return cost
    return 0


def rules(state: GameState, seat: int) -> CostRules:
    """What is in force for ``seat``'s plays now (``FREE`` when nothing is)."""
    marks = state.players[seat].cost_marks
    if not marks:
        return FREE
    return CostRules(
        extra_double=marks.count(WARD),
        no_stones=IRON in marks,
        barred=frozenset(m[len(BAR) :] for m in marks if m.startswith(BAR)),
    )


#: The marks of ``Player.cost_marks``.
WARD, IRON, BAR = "ward", "iron", "bar:"


def price(state: GameState, seat: int, cid: str) -> int | None:
    """The stones ``seat`` pays to play card ``cid`` now (None: it may not be played)."""
    return card_costs.card_cost(state.cards[cid].card, rules(state, seat))


def affordable(state: GameState, seat: int, cid: str) -> bool:
    """Whether ``seat`` may play card ``cid`` now and has the stones for it."""
    player = state.players[seat]
    if not player.cost_marks:  # nothing in force (the common case): the card's own price
        return card_costs.own_price(state.cards[cid].card) <= player.stones
    return card_costs.affordable(state.cards[cid].card, player.stones, rules(state, seat))


def castable(state: GameState, seat: int, test: Callable[[AnyCard], bool]) -> list[str]:
    """The cards of ``seat``'s Storage Hand passing ``test`` that it may play now, one per
    name (the first id of each, in id order)."""
    seen: set[str] = set()
    out = []
    for cid in sorted(state.players[seat].storage):
        card = state.cards[cid].card
        if test(card) and card.name not in seen and affordable(state, seat, cid):
            seen.add(card.name)
            out.append(cid)
    return out


def use_affordable(state: GameState, seat: int, stones: int) -> bool:
    """Whether ``seat`` may pay ``stones`` for using an item in play now (Footlocker)."""
    price = card_costs.item_use_cost(stones, rules(state, seat))
    return price is not None and price <= state.players[seat].stones


def pay(state: GameState, seat: int, cid: str) -> None:
    """``seat`` pays for playing card ``cid`` (its price now: ``price``)."""
    state.players[seat].spend(price(state, seat, cid) or 0)


def prompt_cost(state: State, action: Action) -> str:
    """``1 stone`` / ``2 stones`` beside a decision that costs stones, else ``""``."""
    if not isinstance(action, act.GameAction):  # a combat's decision: its panel shows stones
        return ""
    cost = stone_cost(cast("GameState", state), action)
    return count(cost, "stone") if cost else ""


#: What each cost rule does, in words (``CostRuleInForce``).
RULE_WORDS = {
    WARD: "every double-bordered card costs a Power Stone more until the turn ends",
    IRON: "no Power Stone may be spent on items or spells until the next Movement phase",
}


@dataclass(frozen=True, slots=True)
class CostRuleInForce(Event):
    """A spell changed the prices of cards (Spectre's Ward, Iron Force of Sethos)."""

    seat: int
    card: str
    rule: str

    def words(self, viewer: int | None, names: Sequence[str]) -> str:
        if self.rule.startswith(BAR):
            barred = self.rule[len(BAR) :]
            what = f"{who(1 - self.seat, viewer, names)} may not play {barred} this turn"
            return sentence(f"{self.card} ({who(self.seat, viewer, names)}): {what}")
        return sentence(f"{self.card} ({who(self.seat, viewer, names)}): {RULE_WORDS[self.rule]}")


def put_in_force(state: GameState, seat: int, cid: str) -> None:
    """The spell ``cid``'s ``cost_rule`` comes in force for both seats, and is told."""
    card = state.cards[cid].card
    assert isinstance(card, Spell) and card.cost_rule is not None
    mark = WARD if card.cost_rule == "ward" else IRON
    for player in state.players:
        if mark == WARD or mark not in player.cost_marks:  # each Ward counts; Iron holds once
            player.cost_marks.append(mark)
    state.tell(CostRuleInForce(seat, card.name, mark))


def bar(state: GameState, seat: int, cid: str, name: str) -> None:
    """Curse of the Betrayed (``cid``, cast by ``seat``): the opponent may not play cards named
    ``name`` until the turn ends; told."""
    state.players[1 - seat].cost_marks.append(BAR + name)
    state.tell(CostRuleInForce(seat, state.cards[cid].name, BAR + name))


def barrable(state: GameState, seat: int) -> list[str]:
    """The names Curse of the Betrayed may bar ``seat`` from: the spells and the non-creature
    magic items of its deck list (public: both deck lists are the game's parameters)."""
    names = {
        card.card.name
        for card in state.cards.values()
        if card.owner == seat
        and (
            isinstance(card.card, Spell)
            or (isinstance(card.card, Item) and card.card.item_type != "creature")
        )
    }
    return sorted(names)


def turn_ends(state: GameState) -> None:
    """A new turn begins: what held "this turn" is over (Iron Force of Sethos holds on)."""
    for player in state.players:
        if player.cost_marks:
            player.cost_marks = [mark for mark in player.cost_marks if mark == IRON]


def movement_begins(state: GameState) -> None:
    """A Movement phase begins: Iron Force of Sethos cast before it is over."""
    for player in state.players:
        if IRON in player.cost_marks:
            player.cost_marks = [mark for mark in player.cost_marks if mark != IRON]
