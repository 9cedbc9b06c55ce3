"""Spells a player may cast whenever he likes (``anytime`` on the spell;
docs/rules-notes/cards/anytime-spells.md), offered outside combat at each window where both
seats may cast spells in turn — before the draw (``draw_spells``), right after the Up cards
(``after_up``) and at the start of Terrain Settlement (``settle_spells``) — and answerable by
Dispel Magic like any spell there:

- ``stones`` (Make Juice): the caster gains the spell's ``gain_stones`` Power Stones (in a
  combat it is cast as before, from the combat's spell window);
- ``wreck_upgrade`` (Summon Loghammer's Sapper), cast on a Stronghold Upgrade beside either
  seat's stronghold card (not a downgrade): the upgrade goes to its owner's discard pile, and a
  creature it held goes back to its owner's Creature Pen;
- ``see_storage`` (Eye of Long Spying): the opponent's Storage Hand is shown to the caster. With
  two seats the owner knows its own cards, so what the caster saw is known to both: the cards
  are marked face up where they lie and stay so (the caster remembers them) until they are
  shuffled back or turned face down again;
- ``cost_rule`` (Spectre's Ward): what it changes in the prices of cards comes in force
  (``costs.put_in_force``; docs/rules-notes/cards/costs-permissions.md);
- ``tell_vitality`` (Detect Life Force), cast on a space holding the opponent's cards: the
  opponent tells the caster the total Vitality of his creatures there, which the caster keeps
  (``knowledge.tell_total``: its sampled worlds hold that total while those cards stay there).

While a card lies beside a discard pile (Warwick's Banishment: ``play/discard_tolls.py``),
these windows are also the "any time" at which either seat may cast Dispel Magic on it
(``cast DISPEL CARD``), answerable like any spell.

A window asks a seat when it could hold such a spell by what both seats know (its deck list has
one not face up), so that being asked tells nothing. The target a cast names is kept as a mark
(``aim:CARD:TARGET`` in ``Player.move_spells``) until the spell acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import (
    board,
    costs,
    discard_tolls,
    knowledge,
    phase_start_items,
    settle_items,
    upgrades,
)
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Spell, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The target word of a spell on its caster (Make Juice) and on the opposing Storage Hand.
SELF = "guardian"
STORAGE = "storage"


def effect(state: GameState, cid: str) -> str | None:
    card = state.cards[cid].card
    return card.anytime if isinstance(card, Spell) else None


def is_anytime_face(card: AnyCard) -> bool:
    """Whether the card is a spell cast whenever its holder likes (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.anytime is not None


def is_dispel_face(card: AnyCard) -> bool:
    """Whether the card is a Dispel Magic (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.dispel


def may_exist(state: GameState, seat: int) -> bool:
    """Whether ``seat`` could hold such a spell face down (its deck list has one not face up),
    an item played as a phase begins (Head of Gudea: ``phase_start_items``), or a Dispel Magic
    while a card lies beside a discard pile (``discard_tolls``)."""
    return (
        state.holds_unseen(seat, is_anytime_face)
        or phase_start_items.may_exist(state, seat)
        or (bool(discard_tolls.lying(state)) and state.holds_unseen(seat, is_dispel_face))
    )


def _upgrades(state: GameState) -> list[str]:
    """The Stronghold Upgrades in play beside either seat's stronghold cards (no downgrade)."""
    out = []
    for player in state.players:
        for slot in player.strongholds:
            for cid, _held, _word in upgrades.beside(slot):
                card = state.cards[cid].card
                if isinstance(card, Upgrade) and not card.downgrade:
                    out.append(cid)
    return sorted(out)


def _targets(state: GameState, seat: int, what: str) -> list[str]:
    if what == "wreck_upgrade":
        return _upgrades(state)
    if what == "tell_vitality":
        return _enemy_spaces(state, seat)
    if what == "see_storage":
        unseen = any(not state.cards[c].public for c in state.players[1 - seat].storage)
        return [STORAGE] if unseen else []
    return [SELF]


def _dispel_targets(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(Dispel Magic, card) pairs: ``seat`` may dispel each card lying beside a discard pile
    (``discard_tolls``), with each Dispel Magic it can pay for (one per name)."""
    lying = discard_tolls.lying(state)
    if not lying:
        return []
    spells = settle_items.affordable(state, seat, is_dispel_face)
    return [(spell, target) for spell in spells for target in lying]


def castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(spell, target) pairs ``seat`` may cast now (one spell per name), and the items played
    as a phase begins (``phase_start_items``)."""
    items = phase_start_items.castable(state, seat) + _dispel_targets(state, seat)
    if not state.owns_any(seat, is_anytime_face):
        return items
    player = state.players[seat]
    seen: dict[str, str] = {}
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if isinstance(card, Spell) and card.anytime is not None:
            if costs.affordable(state, seat, cid):
                seen.setdefault(card.name, cid)
    out: list[tuple[str, str]] = []
    for cid in sorted(seen.values()):
        what = effect(state, cid)
        assert what is not None
        out += [(cid, target) for target in _targets(state, seat, what)]
    return out + items


def aim(state: GameState, seat: int, action: GameAction) -> None:
    """Keep the target of a cast of such a spell until it acts."""
    if isinstance(action, act.Cast) and (
        effect(state, action.card) is not None
        or phase_start_items.effect(state, action.card) is not None
        or discard_tolls.is_dispel_aim(state, action.card, action.target)
    ):
        keep_aim(state, seat, action.card, action.target)


def keep_aim(state: GameState, seat: int, cid: str, target: str) -> None:
    """Keep the target of a card cast in a spell window until it acts (``aimed``); a mark of
    the turn (also for a Voodoo Hat's shield: ``on_shields``)."""
    state.players[seat].move_spells.append(f"aim:{cid}:{target}")


def aimed(state: GameState, seat: int, cid: str) -> str:
    """The target kept for ``cid`` (``keep_aim``), no longer kept ("" if none)."""
    marks = state.players[seat].move_spells
    for mark in marks:
        if mark.startswith(f"aim:{cid}:"):
            marks.remove(mark)
            return mark.removeprefix(f"aim:{cid}:")
    return ""


def resolve(state: GameState, seat: int, cid: str, *, cancelled: bool) -> bool:
    """If ``cid`` is such a spell, it acts (unless dispelled) and True is returned: the window
    goes on as after any of its spells."""
    what = effect(state, cid)
    if what is None:
        marks = state.players[seat].move_spells
        if any(m.startswith(f"aim:{cid}:") for m in marks) and is_dispel_face(
            state.cards[cid].card
        ):  # a Dispel Magic cast on a card beside a discard pile
            discard_tolls.dispel(state, seat, cid, aimed(state, seat, cid), cancelled=cancelled)
            return True
        if phase_start_items.effect(state, cid) is None:
            return False
        target = aimed(state, seat, cid)  # Head of Gudea
        phase_start_items.resolve(state, seat, cid, target, cancelled=cancelled)
        return True
    target = aimed(state, seat, cid)
    name = state.cards[cid].name
    if cancelled:
        state.tell(events.Fizzled(name))
    elif what == "stones":
        card = state.cards[cid].card
        gain = card.gain_stones if isinstance(card, Spell) else 0
        state.players[seat].stones += gain
        said = f"gains {gain} Power Stone" + ("s" if gain != 1 else "")
        state.tell(events.MoveSpell(seat, name, said))
    elif what == "wreck_upgrade":
        _wreck(state, seat, target, name)
    elif what == "cost_rule":  # Spectre's Ward
        costs.put_in_force(state, seat, cid)
    elif what == "tell_vitality":  # Detect Life Force
        space = board.parse_space(target)
        assert space is not None
        total = knowledge.tell_total(state, seat, space)
        counted = tuple(sorted(knowledge.space_cards(state, 1 - seat, space)))
        state.tell(card_events.TotalTold(seat, name, 1 - seat, target, total, counted))
    else:
        _see_storage(state, seat, name)
    return True


def _wreck(state: GameState, seat: int, target: str, name: str) -> None:
    for player in state.players:
        for slot in player.strongholds:
            if target not in (slot.upgrade, slot.extra):
                continue
            player.pen.extend(upgrades.take_away(slot, target))
            state.discard(target)
            said = f"wrecks {state.cards[target].name}"
            state.tell(events.MoveSpell(seat, name, said))
            return
    state.tell(events.Fizzled(name))  # the upgrade left play before the spell acted


def _see_storage(state: GameState, seat: int, name: str) -> None:
    storage = state.players[1 - seat].storage
    for cid in storage:
        state.set_public(cid)
    shown = ", ".join(sorted(state.cards[c].name for c in storage)) or "nothing"
    state.tell(events.MoveSpell(1 - seat, name, f"shows its Storage Hand: {shown}"))


def _enemy_spaces(state: GameState, seat: int) -> list[str]:
    """The spaces holding cards of ``seat``'s opponent (a shield, cards on or under one of his
    stronghold cards), by name."""
    other = 1 - seat
    spaces = {s.space for s in state.shields.values() if s.owner == other}
    for slot in state.players[other].strongholds:
        if slot.on or slot.under:
            spaces.add(board.stronghold_space(other, slot.position))
    return [board.name(space) for space in sorted(spaces)]
