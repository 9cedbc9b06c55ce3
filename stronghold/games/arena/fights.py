"""Fights on the board: a duel or a raid built from the players' cards, and its result carried
back (who stays, who goes to the pen, who is discarded with everything attached to it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.arena import events
from stronghold.games.arena.duel import PRESENT, DuelState
from stronghold.games.arena.model import Fight, parse_place
from stronghold.games.guardians import events as guardians_events
from stronghold.games.guardians.combat import inforce
from stronghold.games.guardians.combat.model import (
    CardInstance,
    CombatSetup,
    Role,
    SideSetup,
    Status,
    board_card,
)
from stronghold.games.guardians.play import battle, board, fliers, upgrades
from stronghold.games.guardians.play.combat_records import FightRecord
from stronghold.games.guardians.schema import AnyCard, Creature, Shield, Terrain, TerrainCard

if TYPE_CHECKING:
    from stronghold.games.arena.state import ArenaState

#: What a fight leaves of a card: beaten, destroyed or discarded by an AOE, it is lost.
LOST = (Status.BEATEN, Status.DESTROYED, Status.DISCARDED)
#: Sent to its owner's Creatures Pen (bribery, or a card that sends creatures back).
HOME = (Status.BRIBED, Status.RETURNED)


def _creature(state: ArenaState, cid: str) -> Creature:
    card = state.cards[cid].card
    assert isinstance(card, Creature)
    return card


def _duel_side(state: ArenaState, seat: int, duelist: str) -> SideSetup:
    """A Duelist's side: its Storage (the primary round's hand), the creatures under its
    strongholds that have not channeled or fired this turn, its pen (the secondary round's
    hand: its creatures may fight; the whole pen comes, as the other player sees only its
    size), and its other unshielded creatures (which AOEs can reach)."""
    player = state.player(seat)
    channelers: list[str] = []
    channeler_cards: list[Creature] = []
    exposed: list[str] = []
    for space in state.stronghold_spaces(seat, ruined=None):
        slot = state.slot_at(space)
        if slot.under and slot.under[0] not in player.channeled:
            channelers.append(slot.under[0])
            card = _creature(state, slot.under[0])
            channeler_cards.append(upgrades.channeler_under(state, slot, card))
        elif slot.under:
            exposed.append(slot.under[0])
        if slot.on:
            exposed.append(slot.on[0])
    pen = list(player.pen)
    side = SideSetup(
        guardian=player.guardian,
        stones=player.stones,
        shield=_flying(state, duelist),
        storage=[state.cards[cid].card for cid in player.storage],
        channelers=channeler_cards,
        pen=[state.cards[cid].card for cid in pen],
        exposed=[_creature(state, cid) for cid in exposed],
        board_ids=[duelist, *player.storage, *channelers, *pen, *exposed],
    )
    return side


def _raid_side(state: ArenaState, seat: int, duelist: str | None) -> SideSetup:
    """A raiding (or raided) side: its Duelist and its hand (whose creatures may fight; the
    whole hand comes, as the other player sees only its size)."""
    player = state.player(seat)
    hand = list(player.hand)
    if duelist is None:  # the attacked Guardian's player takes no action
        hand = []
    side = SideSetup(
        guardian=player.guardian,
        stones=player.stones,
        shield=[] if duelist is None else [state.cards[duelist].card],
        pen=[state.cards[cid].card for cid in hand],
        board_ids=[*([] if duelist is None else [duelist]), *hand],
    )
    return side


def start_duel(state: ArenaState, space: int) -> None:
    """Two opposing creatures face each other on an arena space: the Active player attacks."""
    seats = (state.mover, 1 - state.mover)
    stacks = []
    for seat in seats:
        stack = state.shield_of(seat, space)
        assert stack is not None
        stacks.append(stack.id)
    built = [
        _duel_side(state, seat, state.shields[sid].contents[0])
        for seat, sid in zip(seats, stacks, strict=True)
    ]
    for side, sid in zip(built, stacks, strict=True):
        face = state.cards[sid].card  # a standard bearer's ability holds in its duel
        if isinstance(face, Shield) and face.standard is not None:
            side.standard = face
    terrain, types = _terrain(state, space)
    setup = CombatSetup(built[0], built[1], terrain=terrain, terrain_types=types)
    fight = Fight(list(seats), space, kind="duel", reserve="pen", stacks=stacks)
    _open(state, setup, fight)


def start_raid(state: ArenaState, seat: int, attacker: str, target: str) -> None:
    """A raid: ``attacker`` (a place ``on:A1`` or a capturing shield) attacks ``target`` (an
    unshielded creature's place, or ``guardian``)."""
    attacking = unit_of(state, attacker)[0]
    defending = None if target == "guardian" else unit_of(state, target)[0]
    built = [_raid_side(state, seat, attacking), _raid_side(state, 1 - seat, defending)]
    kind = "guardian" if defending is None else "creature"
    setup = CombatSetup(built[0], built[1])
    parsed = parse_place(target)
    space = parsed[1] if parsed is not None else board.stronghold_space(1 - seat, 1)
    places = [attacker, target]
    fight = Fight([seat, 1 - seat], space, kind=kind, reserve="hand", places=places)
    _open(state, setup, fight)


def _terrain(state: ArenaState, space: int) -> tuple[TerrainCard | None, tuple[Terrain, ...]]:
    if space not in state.terrain:
        return None, ()
    card = state.cards[state.terrain[space][0]].card
    if isinstance(card, TerrainCard):
        return card, tuple(card.terrain_types)
    types = getattr(card, "terrain_types", [])
    return None, tuple(types)


def _open(
    state: ArenaState,
    setup: CombatSetup,
    info: Fight,
) -> None:
    """Start the fight; a fight that needs no decision at all is over at once."""
    combat = DuelState(
        state.game,
        setup,
        seed=state.rng.randint(0, 2**31 - 1),
        kind=info.kind,
        primary_stands=state.rules.secondary_without_fighters == "primary-stands",
    )
    for side in (0, 1):  # what is face up on the board is face up here
        for iid in combat.setup_ids[side]:
            inst = combat.by_id[iid]
            cid = board_card(inst)
            inst.revealed = inst.revealed or state.cards[cid].public
            state.set_public(cid, inst.revealed)
    state.combat = combat
    state.combat_info = info
    state.phase = "combat"
    duelists = tuple(inforce.name(combat, cid) or "no creature" for cid in combat.duelists)
    state.tell(events.FightBegins(info.kind, info.seats[0], board.name(info.space), duelists))
    battle.relay(state, 0)  # what the fight told as it opened
    if combat.is_terminal():
        state.after_fight()


def unit_of(state: ArenaState, token: str) -> list[str]:
    """The creature and its cards that a place token or a capturing shield's id names."""
    if token in state.captured:
        return state.captured[token].contents
    return state.unit_at(token)


def discard_unit(state: ArenaState, token: str) -> None:
    """A creature is destroyed: it goes to its owner's discard pile with every card attached
    to it (items, its shield, the shield that captured it)."""
    shield_id: str | None = None
    if token in state.captured:
        shield_id = token
        cards = state.captured.pop(token).contents
    else:
        parsed = parse_place(token)
        assert parsed is not None
        kind, space = parsed
        owner = board.stronghold_owner(space)
        assert owner is not None
        shield = state.shield_of(owner, space) if kind == "on" else None
        if shield is not None:
            shield_id = shield.id
            cards = state.shields.pop(shield.id).contents
        else:
            slot = state.slot_at(space)
            if kind == "on":
                cards, slot.on = slot.on, []
            else:
                cards, slot.under = slot.under, []
    for cid in [*cards, *([shield_id] if shield_id else [])]:
        state.discard(cid)
    if shield_id is not None:
        state.players[state.cards[shield_id].owner].shields_lost += 1
    state.tell(events.Destroyed(tuple(state.cards[c].name for c in cards)))


def _place_of(state: ArenaState, seat: int, cid: str) -> str:
    """The place token of one of ``seat``'s creatures on or under a stronghold card."""
    for space in state.stronghold_spaces(seat, ruined=None):
        if cid in state.unit_on(space):
            return f"on:{board.name(space)}"
        if cid in state.slot_at(space).under:
            return f"under:{board.name(space)}"
    raise AssertionError(f"{cid} is on no stronghold card")


def _send_home(state: ArenaState, token: str) -> None:
    """A creature on or under a stronghold goes to its owner's pen with what it carries."""
    unit = unit_of(state, token)
    cards = list(unit)
    unit.clear()
    for cid in cards:
        state.players[state.cards[cid].owner].pen.append(cid)


def after_fight(state: ArenaState) -> int | None:
    """Carry a finished fight back to the board. Returns the raiding seat (None for a duel)."""
    combat = state.combat
    assert isinstance(combat, DuelState) and combat.result is not None
    info = state.combat_info
    assert isinstance(info, Fight)
    for side in (0, 1):
        seat = info.seats[side]
        state.player(seat).stones = combat.stones[side]
        for iid in combat.setup_ids[side]:
            inst = combat.by_id[iid]
            cid = board_card(inst)
            if inst.revealed:
                state.set_public(cid)
            if inst.id not in combat.duelists:
                _settle(state, seat, cid, inst, reserve=info.reserve)
        if combat.draws[side]:  # cards a Guardian draws for what happened (Eisnmir)
            drawn = state.draw_cards(seat, combat.draws[side])
            names = tuple(state.cards[cid].name for cid in drawn)
            why = state.players[seat].guardian.name
            state.tell(guardians_events.Drew(seat, len(drawn), names, why=why))
    winner = combat.result.winner_seat
    parts = combat.result.parts
    assert parts is not None  # a fight keeps what each total was made of
    attack_total, defence_total = combat.result.totals
    totals = (int(attack_total), int(defence_total))
    vitality = [0 if f is None else f.vitality for f in combat.matchups[0].fighters]
    state.last_combat = FightRecord(
        kind=combat.kind,
        space=board.name(info.space),
        attacker=info.seats[0],
        winner=None if winner is None else info.seats[winner],
        totals=combat.result.totals,
        duelists=tuple(inforce.name(combat, cid) for cid in combat.duelists),
        primary=combat.primary_result,
        primary_vitality=(vitality[0], vitality[1]),
        terrain=combat.terrain_name or "none",
        dispelled=tuple(
            inforce.name(combat, cid)
            for cid, gone in zip(combat.commands, combat.command_dispelled, strict=True)
            if cid is not None and gone
        ),
        parts=parts,
    )
    first, second = parts
    state.tell(
        events.FightOver(
            combat.kind, board.name(info.space), info.seats[0],
            None if winner is None else info.seats[winner], totals, (first, second),
        )
    )  # fmt: skip
    state.combat = None
    if combat.kind == "duel":
        _duel_result(state, combat, winner)
        return None
    raider: int = info.seats[0]
    if combat.kind == "guardian":
        if winner is not None:
            target = state.players[1 - raider].guardian
            state.finish([raider], f"seat {1 - raider}'s Guardian {target.name} was killed")
    elif winner is not None:
        discard_unit(state, info.places[1 - winner])
    return raider


def _settle(state: ArenaState, seat: int, cid: str, inst: CardInstance, *, reserve: str) -> None:
    """Where one card that was not a Duelist goes after the fight."""
    player = state.player(seat)
    if inst.zone == "storage":
        if inst.status == Status.USED:
            player.storage.remove(cid)
            state.discard(cid)
        return
    if inst.zone == "channeler" and (inst.used_channel or inst.role == Role.RANGED):
        player.channeled.append(cid)
    if inst.zone in ("channeler", "stronghold"):  # on or under a stronghold card
        if inst.status in LOST:
            discard_unit(state, _place_of(state, seat, cid))
        elif inst.status in HOME:
            _send_home(state, _place_of(state, seat, cid))
        return
    zone = player.hand if reserve == "hand" else player.pen  # a creature from the reserve
    if inst.status in LOST:
        zone.remove(cid)
        state.discard(cid)
    elif zone is player.hand and (inst.role == Role.SECONDARY or inst.status in HOME):
        zone.remove(cid)
        player.pen.append(cid)  # secondary fighters go to the Creatures Pen


def _duel_result(state: ArenaState, combat: DuelState, winner: int | None) -> None:
    """The winner stays in the arena; the loser and its shield are discarded; after a tie
    (or a Duelist bribed or sent away) the creature goes to its pen and its shield is
    discarded."""
    info = state.combat_info
    assert isinstance(info, Fight)
    for side in (0, 1):
        if side == winner:
            continue
        inst = combat.duelist(side)
        assert inst is not None
        stack = state.shields.pop(info.stacks[side])
        lost = inst.status == Status.DESTROYED or (winner is not None and inst.status in PRESENT)
        owner_pen = state.players[stack.owner].pen
        for cid in stack.contents:
            if lost:
                state.discard(cid)
            else:
                owner_pen.append(cid)
        state.discard(stack.id)
        state.players[stack.owner].shields_lost += 1
        state.tell(events.DuelistOut(stack.owner, inst.name, lost))


def _flying(state: ArenaState, duelist: str) -> list[AnyCard]:
    """A Duelist's card as its fight sees it: a flier if a C item riding with it gives it
    flight (The Black Eye, Amulet of Flying: docs/rules-notes/cards/amulet.md)."""
    stacks = (s.contents for s in state.shields.values() if s.contents[:1] == [duelist])
    stack = next(stacks, [duelist])
    return fliers.with_flight([state.cards[cid].card for cid in stack])[:1]
