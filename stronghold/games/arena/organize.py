"""Phase I, Draw and Organize: the storage hand, the Up cards, drafting, the hand limit.

The Stock (A) is Guardians' draw (``GameState.draw_count`` is Arena's hook); then each player
takes the pen and storage into hand (B), turns an Up card for the initiative (C, Guardians'
own Up-card code: the higher is Active, ties go to the bottom), drafts in turns (D), discards
down to the hand limit and splits the hand into pen and storage (E).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.arena import actions as act
from stronghold.games.arena import events, turns
from stronghold.games.arena.model import ARENA, is_terrain, parse_place, place, unique_names
from stronghold.games.guardians import events as guardians_events
from stronghold.games.guardians.play import board, upgrades
from stronghold.games.guardians.play import movement as guardians_movement
from stronghold.games.guardians.play import organize as guardians_organize
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.state import double_bordered
from stronghold.games.guardians.schema import AnyCard, Creature, Item, Shield, Upgrade

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState


def start_phase(state: ArenaState) -> None:
    """After the Stock: the storage hand, the Up cards (Active player), then drafting."""
    for player in state.arena_players:
        player.hand.extend(player.pen + player.storage)
        player.pen.clear()
        player.storage.clear()
        for cid in player.hand:  # held face down: a card seen before is one of the hand now
            state.set_public(cid, False)
    state.mover = guardians_movement.turn_up_cards(state)
    turns.open_step(state, "draft", draft_options, _end_draft)


def equippable(state: ArenaState, seat: int) -> list[str]:
    """Places of ``seat``'s creatures in play that carry no C item yet."""
    return _spots(state, seat)[3]


def _spots(state: ArenaState, seat: int) -> tuple[list[int], list[int], list[int], list[str]]:
    """Where ``seat`` may draft, in one pass over its stronghold cards: the standing cards
    with no creature on them, those with none under them, those with an unshielded creature
    on them, and the places of creatures with no C item yet (``equippable``)."""
    cards = state.cards
    shields = [shield for shield in state.shields.values() if shield.owner == seat]
    free_on: list[int] = []
    free_under: list[int] = []
    unshielded: list[int] = []
    items_to: list[str] = []
    for space, slot in zip(
        state.stronghold_spaces(seat, ruined=None), state.players[seat].strongholds, strict=True
    ):
        unit = slot.on  # ``unit_on``: its shield's contents, or the card's ``on``
        for shield in shields:
            if shield.space == space:
                unit = shield.contents
                break
        if not slot.rubble:
            if not unit:
                free_on.append(space)
            if not slot.under:
                free_under.append(space)
            if slot.on:
                unshielded.append(space)
        for kind, held in (("on", unit), ("under", slot.under)):
            if held and not any(cards[cid].is_creature_item for cid in held):
                items_to.append(place(kind, space))
    return free_on, free_under, unshielded, items_to


#: The drafting choices that place a card from the hand.
_DRAFTED = (act.Put, act.Shield, act.LayTerrain, act.Equip, act.Upgrade, act.Downgrade)


def draft_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """Drafting: a creature on or (a channeler or ranged attacker) under a standing stronghold
    card, a shield on an unshielded creature, a terrain in the arena, a C item on a creature,
    an upgrade or downgrade beside an end stronghold card; or pass."""
    cards = state.cards
    # where the cards may go, worked out when a card first needs it (``turns.has_choice``
    # reads only up to the first choice): the free places, the bare arena spaces
    spots: tuple[list[int], list[int], list[int], list[str]] | None = None
    bare_arena: list[int] | None = None
    seen: set[str] = set()  # one card of each name (``unique_names``)
    for cid in state.player(seat).hand:
        face = cards[cid].card
        facts = _DRAFTS.get(id(face))
        if facts is None or facts[0] is not face:
            facts = _draft_facts(face)
        _face, name, kind, under, terrain = facts
        if name in seen:
            continue
        seen.add(name)
        if kind == _CREATURE:
            spots = spots or _spots(state, seat)
            yield from (_put(cid, "on", s) for s in spots[0])
            if under:
                yield from (_put(cid, "under", s) for s in spots[1])
        elif kind == _SHIELD:
            spots = spots or _spots(state, seat)
            yield from (act.Shield(cid, board.name(s)) for s in spots[2])
        elif kind == _C_ITEM:
            spots = spots or _spots(state, seat)
            yield from (act.Equip(cid, token) for token in spots[3])
        elif kind == _UPGRADE:
            yield from guardians_organize.upgrade_options(state, seat, cid)
        if terrain:
            if bare_arena is None:
                bare_arena = [s for s in ARENA if s not in state.terrain]
            yield from (act.LayTerrain(cid, board.name(s)) for s in bare_arena)
    yield act.Pass()


#: What drafting reads of a face (``_draft_facts``): the face, its name, its kind (a creature,
#: a shield, a C item, an upgrade, or another card), whether a creature may go under a
#: stronghold card (a channeler or a ranged attacker), whether it may be laid as terrain.
DraftFacts = tuple[AnyCard, str, int, bool, bool]
_CREATURE, _SHIELD, _C_ITEM, _UPGRADE, _OTHER = range(5)
#: ``_draft_facts`` of each face met, by the face's ``id`` (the entry holds the face, so the id
#: is not reused while it is kept), up to ``_DRAFTS_KEPT`` faces.
_DRAFTS: dict[int, DraftFacts] = {}
_DRAFTS_KEPT = 10_000


def _draft_facts(face: AnyCard) -> DraftFacts:
    """What drafting reads of ``face``, worked out and kept in ``_DRAFTS``."""
    under = False
    if isinstance(face, Creature):
        kind, under = _CREATURE, face.channeler is not None or face.ranged > 0
    elif isinstance(face, Shield):
        kind = _SHIELD
    elif isinstance(face, Item) and face.item_type == "creature":
        kind = _C_ITEM
    elif isinstance(face, Upgrade):
        kind = _UPGRADE
    else:
        kind = _OTHER
    facts = (face, face.name, kind, under, is_terrain(face))
    if len(_DRAFTS) >= _DRAFTS_KEPT:
        _DRAFTS.clear()
    _DRAFTS[id(face)] = facts
    return facts


def _put(cid: str, kind: str, space: int) -> GameAction:
    """``put CID KIND:SPACE``, built once (``_PUTS``)."""
    key = (cid, kind, space)
    action = _PUTS.get(key)
    if action is None:
        action = act.Put(cid, place(kind, space))
        if len(_PUTS) < _PUTS_KEPT:
            _PUTS[key] = action
    return action


#: The ``put`` actions built so far, by card, kind of place and space (the same recur in
#: every drafting step), up to ``_PUTS_KEPT``.
_PUTS: dict[tuple[str, str, int], GameAction] = {}
_PUTS_KEPT = 20_000


def draft_possible(state: ArenaState, seat: int) -> bool:
    """Whether, as the other seat sees it, a card of ``seat``'s face-down hand might be
    drafted: somewhere is free for a creature, a shield, a terrain, a C item or an upgrade."""
    if not turns.hand_secret(state, seat):
        return False
    standing = state.stronghold_spaces(seat)
    if any(not state.unit_on(s) or not state.slot_at(s).under or state.slot_at(s).on
           for s in standing):  # fmt: skip
        return True
    if any(s not in state.terrain for s in ARENA) or equippable(state, seat):
        return True
    slots = [*state.player(seat).strongholds, *state.player(1 - seat).strongholds]
    return any(
        slot.upgrade is None and not slot.rubble and slot.position in (0, 2) for slot in slots
    )


turns.POSSIBLE["draft"] = draft_possible


def do_draft(state: ArenaState, seat: int, action: GameAction) -> None:
    """Carry out one drafting choice; then the other seat (or this one, if the other passed)."""
    if isinstance(action, act.Pass):
        turns.mark_passed(state, seat)
    else:
        assert isinstance(action, _DRAFTED)
        state.player(seat).hand.remove(action.card)
        match action:
            case act.Put(card=cid, place=where):
                parsed = parse_place(where)
                assert parsed is not None
                slot = state.slot_at(parsed[1])
                (slot.on if parsed[0] == "on" else slot.under).append(cid)
                face_up = state.cards[cid].public
                state.tell(
                    guardians_events.Placed(seat, state.cards[cid].name, "hand", where, face_up)
                )
            case act.Shield(card=cid, space=where):
                space = board.parse_space(where)
                assert space is not None
                slot = state.slot_at(space)
                state.shields[cid] = ShieldStack(cid, seat, space, contents=list(slot.on))
                slot.on.clear()
                state.set_public(cid)
                state.tell(guardians_events.ShieldRaised(seat, state.cards[cid].name, where))
            case act.LayTerrain(card=cid, space=where):
                space = board.parse_space(where)
                assert space is not None
                lay_terrain(state, seat, cid, space)
            case act.Equip(card=cid, place=where):
                state.unit_at(where).append(cid)
                face_up = state.cards[cid].public
                state.tell(
                    guardians_events.Placed(seat, state.cards[cid].name, "hand", where, face_up)
                )
            case act.Upgrade() | act.Downgrade():
                guardians_organize.place_upgrade(state, seat, action)
    turns.next_turn(state, seat, draft_options, _end_draft)


def lay_terrain(state: ArenaState, seat: int, cid: str, space: int) -> None:
    """A terrain card from the hand is put in play, face up, on an arena space."""
    state.set_public(cid)
    state.terrain[space] = (cid, False)
    state.tell(guardians_events.TerrainLaid(seat, board.name(space), state.cards[cid].name, False))


def _end_draft(state: ArenaState) -> None:
    turns.open_step(state, "discard", discard_options, _end_phase)


def discard_options(state: ArenaState, seat: int) -> Iterator[GameAction]:
    """A seat over the hand limit discards one card at a time (its choice)."""
    hand = state.player(seat).hand
    if len(hand) > state.rules.hand_limit:
        for cid in unique_names(state.cards, hand):
            action = _DISCARDS.get(cid)
            if action is None:  # (frozen actions: one of each is kept and listed again)
                action = act.Discard(cid)
                if len(_DISCARDS) < _PUTS_KEPT:
                    _DISCARDS[cid] = action
            yield action


#: The ``discard`` action of each card met, by card id (the same recur in every hand).
_DISCARDS: dict[str, GameAction] = {}


def do_discard(state: ArenaState, seat: int, action: GameAction) -> None:
    """Discard one card from the hand."""
    assert isinstance(action, act.Discard)
    cid = action.card
    state.player(seat).hand.remove(cid)
    state.discard(cid)
    state.tell(events.Discarded(seat, state.cards[cid].name))
    turns.next_turn(state, seat, discard_options, _end_phase)


def _end_phase(state: ArenaState) -> None:
    """Each hand splits into the Creatures Pen (single border) and the Storage (double)."""
    for player in state.arena_players:
        for cid in player.hand:
            zone = player.storage if double_bordered(state.cards[cid].card) else player.pen
            zone.append(cid)
        player.hand.clear()
    upgrades.end_of_organize(state)
    if not state.end_of_phase():
        state.begin_movement()
