"""What a seat does not know in a whole game, for ``swap_hidden`` and ``determinize``.

A seat knows both deck lists (they are the game's parameters) and every card it has seen, so
the faces it does not know are exactly those of the cards it has not seen; what it knows of
each is the place it lies in (``games/guardians/hidden.py``). Places by rule:

- a deck holds any card (the seat's own deck too: it knows its cards, not their order);
- a creature pen holds single-bordered cards, a storage hand double-bordered ones;
- under a shield and on a stronghold card: creatures and C items, no more C items than
  creatures, within the space's stacking limit (the shield card's, else 30 points) together
  with the channelers under a stronghold card on that space;
- under a stronghold card: creatures that channel; beside an upgrade: a creature it holds;
- a face-down terrain card: any card;
- a combat in progress adds what it has shown of its face-down cards (``CombatState.unknown``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from stronghold.engine.rng import Rng
from stronghold.games.guardians import hidden
from stronghold.games.guardians.combat.model import CardInstance, board_card
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import board, fliers, knowledge, upgrades
from stronghold.games.guardians.play.model import Card
from stronghold.games.guardians.schema import AnyCard, Creature, Match, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def unknown_ids(state: GameState, seat: int) -> set[str]:
    """Game card ids whose face ``seat`` does not know: the other seat's cards never shown,
    and its own deck's, but for the deck cards it looked at; a card that a combat in progress
    has shown is known."""
    cards = state.cards
    out = {cid for cid, card in cards.items() if card.owner != seat and not card.public}
    out.update(cid for cid in state.players[seat].deck if not cards[cid].public)
    if state.players[seat].knows:  # deck cards it looked at (play/knowledge.py)
        out -= knowledge.known(state, seat)
    combat = state.combat
    if combat is not None:
        info = state.combat_info
        assert info is not None
        secret = combat.hidden_from(info.side_of(seat))
        for side in (0, 1):
            for iid in combat.setup_ids[side]:
                if iid not in secret:
                    out.discard(board_card(combat.by_id[iid]))
    return out


def _holds(pattern: Match, card: AnyCard) -> bool:
    """A creature that an upgrade holding ``pattern`` may hold."""
    return isinstance(card, Creature) and creature_matches(
        pattern, card, defending_stronghold=False
    )


def owner_limit(state: GameState, owner: int, space: int) -> int:
    """The stacking limit of ``owner``'s cards on ``space``: its shield card's, else 30."""
    for shield in state.shields.values():
        if shield.owner == owner and shield.space == space:
            return state.space_limit(shield)
    return state.space_limit(None)


def guardians_places(state: GameState, seat: int, secret: set[str]) -> dict[int, hidden.Unknown]:
    """The unknown cards of each owner (``seat``'s deck, the other seat's unseen cards), each
    with what its place holds by rule; the cards ``seat`` knows are counted into the boxes."""
    cards = state.cards
    out = {seat: hidden.Unknown(), 1 - seat: hidden.Unknown()}
    out[seat].add_each([cid for cid in state.players[seat].deck if cid in secret], seat)
    other = 1 - seat
    unknown = out[other]
    player = state.players[other]
    unknown.add_each([cid for cid in player.deck if cid in secret], other)
    for zone, fit in ((player.pen, hidden.single), (player.storage, hidden.double_bordered)):
        unknown.add_each([cid for cid in zone if cid in secret], other, fit)

    # ``owner_limit`` of each space where the other seat has a shield, worked out once
    limits: dict[int, int] = {}
    for shield in state.shields.values():
        if shield.owner == other and shield.space not in limits:
            limits[shield.space] = state.space_limit(shield)
    no_shield = state.space_limit(None)

    def unit(key: str, space: int, ids: list[str], *fits: hidden.Fit, items: bool) -> None:
        """Cards counted on ``space``'s stack (and, with ``items``, under the C-item rule)."""
        stack = f"space:{space}"
        box = unknown.boxes.get(stack)
        if box is None:
            box = unknown.box(stack)
            box.limit = limits.get(space, no_shield)
        group = unknown.box(key) if items else None
        if group is not None:
            group.items_rule = True
        for cid in ids:
            if cid in secret:
                unknown.add(cid, other, *fits, boxes=(stack, key) if items else (stack,))
                continue
            face = cards[cid].card
            if isinstance(face, Creature):  # ``Box.count`` and the kinds, inlined
                box.load += face.stack_value
                box.known.append(face)
                if group is not None:
                    group.creatures += 1
            elif group is not None and hidden.is_c_item(face):
                group.items += 1
                box.count(face)  # (a C item lightening the load, Petrified Heart, is kept)

    for shield in state.shields.values():
        if shield.owner == other:
            unit(f"unit:{shield.id}", shield.space, shield.contents, hidden.unit_card, items=True)
    for slot in player.strongholds:
        space = board.stronghold_space(other, slot.position)
        unit(f"on:{space}", space, slot.on, hidden.unit_card, items=True)
        unit(f"under:{space}", space, slot.under, hidden.channeler, items=False)
        for upgrade_id, held, _word in upgrades.beside(slot):
            upgrade = cards[upgrade_id].card
            holds = upgrade.holds if isinstance(upgrade, Upgrade) else None
            for cid in held:
                if cid in secret:
                    fit = partial(_holds, holds) if holds is not None else hidden.creature
                    unknown.add(cid, other, fit)
            if upgrade_id in secret:
                unknown.add(upgrade_id, other)
    for cid, _face_down in state.terrain.values():
        if cid in secret and cards[cid].owner == other:
            unknown.add(cid, other)
    for up in (player.up, player.previous_up):
        if up is not None and up in secret:
            unknown.add(up, other)
    _told_totals(state, seat, unknown, secret)
    return out


def _told_totals(state: GameState, seat: int, unknown: hidden.Unknown, secret: set[str]) -> None:
    """A total of Vitality told to ``seat`` (Detect Life Force) that still holds: the unknown
    cards it counted make up, with the known ones, exactly that total (``Box.total``)."""
    for space, total, cids in knowledge.totals(state, seat):
        box = unknown.box(f"told:{space}")
        box.total = total
        for cid in cids:
            spot = unknown.find(cid) if cid in secret else None
            if spot is not None:
                spot.boxes = (*spot.boxes, f"told:{space}")
            else:
                box.total -= hidden.vitality(state.cards[cid].card)


def places(state: GameState, seat: int) -> dict[int, hidden.Unknown]:
    """Every card ``seat`` does not know, by owner, with what the board and a combat in
    progress tell of it."""
    secret = unknown_ids(state, seat)
    out = state.unknown_places(seat, secret)
    combat = state.combat
    if combat is not None:
        info = state.combat_info
        assert info is not None
        side = info.side_of(seat)
        other = info.seats[1 - side]
        told = combat.unknown(side, stacking=False)
        game_ids = {iid: board_card(combat.by_id[iid]) for iid in combat.setup_ids[1 - side]}
        unknown = out[other]
        for key, box in told.boxes.items():
            unknown.boxes[f"combat:{key}"] = box
        for spot in told.spots:
            found = unknown.find(game_ids[spot.cid])
            if found is None:
                continue
            found.fits = (*found.fits, *spot.fits)
            found.boxes = (*found.boxes, *(f"combat:{key}" for key in spot.boxes))
        for key in list(told.boxes):
            members = [s for s in unknown.spots if f"combat:{key}" in s.boxes]
            if not members:
                del unknown.boxes[f"combat:{key}"]
    return out


def _set_faces(state: GameState, faces: dict[str, AnyCard]) -> None:
    """Give cards new faces, and the cards of a combat in progress with them."""
    cards = state.cards
    state.drop_owned_ids()  # other cards hold the faces that pass a test now
    make = tuple.__new__  # ``Card(...)`` without the named tuple's own ``__new__``
    for cid, face in faces.items():  # ``state.set_face`` of each, inlined
        card = cards[cid]
        if card[1] is not face:
            cards[cid] = make(Card, (cid, face, card[2], card[3]))
    combat, info = state.combat, state.combat_info
    if combat is None:
        return
    assert info is not None
    for side in (0, 1):
        seat = info.seats[side]
        shield: list[CardInstance] = []
        for iid in combat.setup_ids[side]:
            inst = combat.by_id[iid]
            if inst.origin == "hand":  # the shield's stack, set up as one
                shield.append(inst)
                continue
            cid = board_card(inst)
            if cid not in faces:
                continue
            face = faces[cid]
            if inst.zone == "channeler" and isinstance(face, Creature):
                slot = next(s for s in state.players[seat].strongholds if cid in s.under)
                face = upgrades.channeler_under(state, slot, face)
            inst.card = face
        ids = info.flight_stack(state.shields, side) or [board_card(i) for i in shield]
        _set_stack_faces(state, shield, faces, ids)


def _set_stack_faces(
    state: GameState, shield: list[CardInstance], faces: dict[str, AnyCard], ids: list[str]
) -> None:
    """The new faces of a combat's shield cards as the combat is set up with them (as
    ``play/battle.py`` and Arena's ``fights.py`` do): the faces in this world, its creatures
    that an item of their stack ``ids`` gives flight to made fliers (The Black Eye, Amulet of
    Flying) -- from the world's faces of that stack (the shield's cards; for an Arena duel the
    Duelist and the C items riding with it on the board: ``CombatInfo.flight_stack``), never
    from the cards' faces in the combat. A creature the seat knows (shown in an earlier
    combat, an Arena Duelist) keeps its face but flies as this world's items make it: its
    flight in the real combat comes from items the seat may not have seen."""
    if not any(cid in faces for cid in ids):
        return
    cards = state.cards
    flown = dict(zip(ids, fliers.with_flight([cards[cid].card for cid in ids]), strict=True))
    for inst in shield:
        cid = board_card(inst)
        face = flown.get(cid)
        if face is None:
            continue
        if cid in faces:
            inst.card = face
        elif isinstance(inst.card, Creature) and isinstance(face, Creature):
            if inst.card.flying is not face.flying:
                inst.card = inst.card.model_copy(update={"flying": face.flying})


def swap(state: GameState, seat: int, rng: Rng) -> None:
    """Exchange the faces of unknown cards of each owner (``hidden.twin``), in place."""
    for unknown in places(state, seat).values():
        faces = {spot.cid: state.cards[spot.cid].card for spot in unknown.spots}
        _set_faces(state, hidden.twin(unknown, faces, rng))


def deals(state: GameState, seat: int) -> list[hidden.Prepared]:
    """The deals of ``sample``, owner by owner, worked out up to their draws
    (``hidden.prepare``): what ``seat`` does not know, where it lies, and the faces to deal."""
    cards = state.cards
    return [
        hidden.prepare(unknown, [cards[cid].card for cid in unknown.ids()])
        for _owner, unknown in sorted(places(state, seat).items())
    ]


def sample(
    state: GameState, seat: int, rng: Rng, prepared: list[hidden.Prepared] | None = None
) -> None:
    """Deal the unknown faces of each owner anew from their canonical order (``hidden.deal``),
    in place; ``prepared``: ``deals(state, seat)`` (of this state or of the state it is a
    clone of, unchanged since)."""
    for deal in deals(state, seat) if prepared is None else prepared:
        _set_faces(state, hidden.dealt_from(deal, rng))
