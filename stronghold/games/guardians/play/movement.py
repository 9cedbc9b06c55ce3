"""Movement and combat: Up cards, turning shields, moving, flying, reinforcing, retreats."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.combat.model import CombatSetup, SideSetup, Status
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.combat.upgrades import add_platform_creature
from stronghold.games.guardians.play import board, upgrades
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import SPACE_LIMIT, ShieldStack
from stronghold.games.guardians.schema import (
    AnyCard,
    Creature,
    Shield,
    Stronghold,
    Terrain,
    TerrainCard,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

UP_TIE_LIMIT = 20


def up_number(card: AnyCard) -> int:
    """A card's Up number: a creature's Vitality (never the red number), else its printed Up."""
    if isinstance(card, Creature):
        return card.vitality
    return card.up or 0


def start_movement(state: GameState) -> None:
    """Turn the Up cards; the higher moves first, ties go to the bottom and turn again."""
    for shield in state.shields.values():
        shield.turned = False
    first = turn_up_cards(state)
    state.mover = first
    _next_mover(state, first)


def turn_up_cards(state: GameState) -> int:
    """Each seat turns its Up card; the seat with the higher number (which goes first) is
    returned. Equal numbers go face down to the bottom of the decks and the next are turned."""
    for _ in range(UP_TIE_LIMIT):
        for seat in (0, 1):
            _turn_up(state, seat)
        ups = [up_number(state.cards[p.up].card) if p.up else 0 for p in state.players]
        if ups[0] != ups[1]:
            break
        for player in state.players:
            if player.up is not None and player.deck:
                player.deck.insert(0, player.up)
                state.cards[player.up].public = False
                player.up = None
    first = 0 if ups[0] >= ups[1] else 1
    for seat in (0, 1):
        state.players[seat].lower_up = ups[seat] < ups[1 - seat]
    state.log_event(
        "up_cards",
        cards=[state.cards[p.up].name if p.up else None for p in state.players],
        first=first,
    )
    return first


def _turn_up(state: GameState, seat: int) -> None:
    player = state.players[seat]
    if player.up is not None:
        return
    if player.deck:
        player.up = player.deck.pop()
    elif player.discard:
        player.up = player.discard.pop(state.rng.randrange(len(player.discard)))
    if player.up is not None:
        state.cards[player.up].public = True


def _unturned(state: GameState, seat: int) -> list[ShieldStack]:
    return [s for s in state.shields.values() if s.owner == seat and not s.turned]


def _next_mover(state: GameState, seat: int) -> None:
    """Give the move to ``seat`` if it has a shield to turn, else the other; else settle."""
    for candidate in (seat, 1 - seat):
        if _unturned(state, candidate):
            state.phase, state.seat, state.mover = "move", candidate, candidate
            state.pending = {}
            return
    from stronghold.games.guardians.play import settlement

    settlement.start_settlement(state)


def begin_turn(state: GameState, seat: int) -> None:
    """``seat``'s movement turn starts (where a written position enters the phase): it turns
    a shield, or the other seat when it has none left, else settlement follows."""
    _next_mover(state, seat)


def _end_turn_of(state: GameState, seat: int) -> None:
    if state.phase == "over":
        return
    _next_mover(state, 1 - seat)


# --- what may be moved where -------------------------------------------------------------------


def _terrain_card(state: GameState, space: int) -> TerrainCard | None:
    if space not in state.terrain:
        return None
    cid, face_down = state.terrain[space]
    card = state.cards[cid].card
    return card if isinstance(card, TerrainCard) and not face_down else None


def _no_flying(state: GameState, space: int) -> bool:
    card = _terrain_card(state, space)
    if card is not None and (card.no_flying or Terrain.SPIRES in card.terrain_types):
        return True
    owner = board.stronghold_owner(space)
    if owner is not None:
        slot = state.players[owner].strongholds[board.column(space)]
        stronghold = state.cards[slot.card].card
        return isinstance(stronghold, Stronghold) and stronghold.no_flying
    return False


def _enterable(state: GameState, seat: int, space: int) -> bool:
    """Where a shield may stop: lands, its own standing strongholds, its own rubble only to
    fight the enemy shield on it, and the opponent's stronghold spaces (an attack on them)."""
    owner = board.stronghold_owner(space)
    if owner is None or owner != seat:
        return True
    if not state.players[seat].strongholds[board.column(space)].rubble:
        return True
    return any(s.owner != seat for s in state.shields_at(space))


def _enemy_stronghold(seat: int, space: int) -> bool:
    """Whether ``space`` holds a stronghold card of ``seat``'s opponent."""
    return board.stronghold_owner(space) == 1 - seat


def _passable(state: GameState, seat: int, space: int) -> bool:
    """Whether a non-flying shield may move past a space (own terrain, own stronghold)."""
    if not _enterable(state, seat, space):
        return False
    shield = state.shield_at(space)
    if shield is not None and shield.owner != seat:
        return False
    if board.stronghold_owner(space) == seat:
        return True
    if space not in state.terrain:
        return False
    return state.cards[state.terrain[space][0]].owner == seat


def _can_fly(state: GameState, shield: ShieldStack) -> bool:
    creatures = [state.cards[c] for c in shield.contents if state.cards[c].is_creature]
    return bool(creatures) and all(
        isinstance(c.card, Creature) and c.card.flying for c in creatures
    )


def destinations(
    state: GameState, shield: ShieldStack, *, flying: bool
) -> list[tuple[int | None, int]]:
    """(via, destination) pairs a shield may move to this turn (via None: one space)."""
    seat = shield.owner
    start = shield.space
    out: list[tuple[int | None, int]] = []

    def can_stop(dest: int) -> bool:
        if not _enterable(state, seat, dest) or state.barred(dest):
            return False
        if any(o.owner == seat and o.id != shield.id for o in state.shields_at(dest)):
            return False
        if board.stronghold_owner(dest) == seat and dest != start:
            if state.stack_of(seat, dest) + _load(state, shield.contents) > _limit(state, shield):
                return False
        if flying and upgrades.no_flying_onto(state, seat, dest):
            return False
        return not (flying and _no_flying(state, dest))

    if (flying and _no_flying(state, start)) or state.barred(start):
        return out
    for step in board.neighbours(start):
        if can_stop(step) and step != start:
            out.append((None, step))
        if state.barred(step):
            continue  # no movement over a Force Barrier's space
        if flying:
            owner = board.stronghold_owner(step)
            if _no_flying(state, step):
                continue
            if owner is not None and (owner != seat or not _enterable(state, seat, step)):
                continue  # no flying over the opponent's strongholds or one's own rubble
        elif not _passable(state, seat, step):
            continue
        other = state.shield_at(step)
        if other is not None and other.owner != seat and not flying:
            continue
        for dest in board.neighbours(step):
            through_home = board.stronghold_owner(step) == seat
            if dest == start and not through_home:
                continue
            if not can_stop(dest) or ((None, dest) in out and not through_home):
                continue
            out.append((step, dest))
    return out


def legal(state: GameState, seat: int) -> Iterator[GameAction]:
    """Every choice of the movement phase for ``seat``."""
    if state.phase == "move":
        for shield in sorted(_unturned(state, seat), key=lambda s: s.id):
            yield GameAction("turn", (shield.id,))
        for cid in state.terrain_breakers(seat):
            for land in sorted(state.terrain):
                yield GameAction("cast", (cid, board.name(land)))
        for cid in state.barrier_spells(seat):
            for space in board.SPACES:
                yield GameAction("cast", (cid, board.name(space)))
        for cid, target in upgrades.teleports(state, seat):
            yield GameAction("teleport", (cid, target))
        for cid in upgrades.altar_options(state, seat):
            yield GameAction("altar", (cid,))
        return
    if state.phase == "join":
        for cid in _join_choices(state, seat):
            yield GameAction("join", (cid,))
        yield GameAction("fight")
        return
    if state.phase == "moving":
        shield = state.shields[state.pending["shield"]]
        yield GameAction("stay")
        carries = any(state.cards[c].is_creature for c in shield.contents)
        for via, dest in destinations(state, shield, flying=False) if carries else []:
            yield _move("move", via, dest)
        if _can_fly(state, shield) and not state.players[seat].flew:
            for via, dest in destinations(state, shield, flying=True):
                yield _move("fly", via, dest)
        if any(True for _ in _reinforcements(state, seat)):
            yield GameAction("reinforce")
        return
    if state.phase == "reinforce":
        yield from _reinforcements(state, seat)
        yield GameAction("done")
        return
    if state.phase == "transfer":
        yield from _transfers(state, seat)
        if _may_go_on(state, seat):
            yield GameAction("go")
        return
    if state.phase == "retreat":
        for space in retreat_choices(state):
            yield GameAction("retreat", (board.name(space),))
        yield GameAction("destroy")
        return
    if state.phase == "shed":
        shield = state.shields[state.pending["shed"]]
        for cid in sorted(shield.contents):
            yield GameAction("shed", (cid,))
        return
    if state.phase == "assault":
        shield = state.shields[state.pending["shield"]]
        yield GameAction("assault")
        if assault_channel(state, seat, shield) > 0:
            yield GameAction("assault", ("channel",))
        yield GameAction("hold")


def _move(verb: str, via: int | None, dest: int) -> GameAction:
    if via is None:
        return GameAction(verb, (board.name(dest),))
    return GameAction(verb, (board.name(via), board.name(dest)))


def _stronghold_stack(
    state: GameState, seat: int, space: int
) -> tuple[list[str], ShieldStack | None]:
    """The cards on an own stronghold space that a passing shield deals with."""
    slot = state.players[seat].strongholds[board.column(space)]
    resident = None
    for shield in state.shields.values():
        if (
            shield.space == space
            and shield.owner == seat
            and shield.id != state.pending.get("shield")
        ):
            resident = shield
    return (resident.contents if resident is not None else slot.on), resident


def _limit(state: GameState, shield: ShieldStack) -> int:
    card = state.cards[shield.id].card
    return card.space_limit if isinstance(card, Shield) else SPACE_LIMIT


def _space_load(state: GameState, shield: ShieldStack) -> int:
    """Points on the shield's space: the shield's cards, and on or under a stronghold there."""
    return state.stack_of(shield.owner, shield.space)


def _load(state: GameState, cards: list[str]) -> int:
    return sum(state.cards[c].stack_value for c in cards)


def _transfers(state: GameState, seat: int) -> Iterator[GameAction]:
    shield = state.shields[state.pending["shield"]]
    space = state.pending["at"]
    stack, resident = _stronghold_stack(state, seat, space)
    staying = state.stack_of(seat, space) - _load(state, shield.contents)
    room = SPACE_LIMIT if resident is None else _limit(state, resident)  # a Shield/Terrain: 25
    if resident is None or resident.turned:
        creatures = sum(1 for cid in shield.contents if state.cards[cid].is_creature)
        to_fight = any(s.owner != seat for s in state.shields_at(state.pending["dest"]))
        for cid in sorted(shield.contents):
            if state.cards[cid].is_creature_item and not _item_room(state, stack):
                continue  # an item goes only where a creature has none yet
            if state.cards[cid].is_creature and to_fight and creatures == 1:
                continue  # on its way to a fight it keeps a creature to fight with
            if staying + state.cards[cid].stack_value <= room:
                yield GameAction("drop", (cid,))
    if resident is None or not resident.turned:
        dropped = state.pending.get("dropped", [])
        for cid in sorted(stack):
            card = state.cards[cid]
            if not (card.is_creature or card.is_creature_item) or cid in dropped:
                continue  # a creature dropped in this pass stays dropped (no endless swaps)
            if card.is_creature_item and not _item_room(state, shield.contents):
                continue
            load = _load(state, shield.contents) + card.stack_value
            if load <= _limit(state, shield) and _fits_destination(state, seat, load):
                yield GameAction("pick", (cid,))


def _item_room(state: GameState, cards: list[str]) -> bool:
    """Whether a stack has a creature with no item yet, so that one more item may join it."""
    cards_of = state.cards
    items = sum(1 for cid in cards if cards_of[cid].is_creature_item)
    return sum(1 for cid in cards if cards_of[cid].is_creature) > items


def _may_go_on(state: GameState, seat: int) -> bool:
    """After picking up and dropping off, the load must fit where the shield is going."""
    shield = state.shields[state.pending["shield"]]
    load = _load(state, shield.contents)
    return load <= _limit(state, shield) and _fits_destination(state, seat, load)


def _fits_destination(state: GameState, seat: int, load: int) -> bool:
    """Whether a passing shield carrying ``load`` points may stop where it is going."""
    dest = state.pending["dest"]
    shield = state.shields[state.pending["shield"]]
    if board.stronghold_owner(dest) == seat and dest != shield.space:
        return state.stack_of(seat, dest) + load <= _limit(state, shield)
    return True


def _reinforcements(state: GameState, seat: int) -> Iterator[GameAction]:
    """Creatures from the strongholds (not under a turned shield) to a turned shield nearby."""
    player = state.players[seat]
    targets = [s for s in state.shields.values() if s.owner == seat and s.turned]
    for slot in player.strongholds:
        if slot.rubble:
            continue
        space = board.stronghold_space(seat, slot.position)
        resident = next(
            (s for s in state.shields.values() if s.space == space and s.owner == seat), None
        )
        if resident is not None and resident.turned:
            continue
        cards = resident.contents if resident is not None else slot.on
        for cid in sorted(cards):
            card = state.cards[cid]
            if not card.is_creature:
                continue
            flying = isinstance(card.card, Creature) and card.card.flying
            for target in sorted(targets, key=lambda s: s.id):
                if target.space == space:
                    continue
                if _space_load(state, target) + card.stack_value > _limit(state, target):
                    continue
                if _reachable(state, seat, space, target.space, flying=flying):
                    yield GameAction("add", (cid, target.id))


def _reachable(state: GameState, seat: int, start: int, dest: int, *, flying: bool) -> bool:
    if state.barred(start) or state.barred(dest):
        return False
    if dest in board.neighbours(start):
        return True
    for step in board.neighbours(start):
        if dest in board.neighbours(step) and not state.barred(step):
            if flying and not _no_flying(state, step):
                return True
            if _passable(state, seat, step):
                return True
    return False


def _retreat_spaces(state: GameState) -> list[int]:
    info = state.pending
    shield = state.shields[info["loser"]]
    seat = shield.owner
    out = []
    for space in board.neighbours(shield.space):
        if not _enterable(state, seat, space) or state.barred(space):
            continue
        other = state.shield_at(space)
        if other is not None and other.owner != seat:
            continue
        if state.controller(space) != seat and board.stronghold_owner(space) != seat:
            continue
        out.append(space)
    return out


# --- carrying out --------------------------------------------------------------------------------


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Carry out a movement decision."""
    verb = action.verb
    if verb == "cast":
        space = board.parse_space(action.args[1])
        assert space is not None
        from stronghold.games.guardians.play import responses

        responses.play_on_space(state, seat, action.args[0], space, then="move")
        return
    if verb == "teleport":
        upgrades.teleport(state, seat, action.args[0], action.args[1])
        return
    if verb == "altar":
        upgrades.sacrifice_to_altar(state, seat, action.args[0])
        return
    if verb == "join":
        _join(state, seat, action.args[0])
        return
    if verb == "fight":
        _next_joiner(state)
        return
    if verb == "turn":
        shield = state.shields[action.args[0]]
        shield.turned = True
        state.players[seat].turned_shield = True
        state.pending = {"shield": shield.id}
        state.phase = "moving"
        state.log_event("turn_shield", seat=seat, shield=state.cards[shield.id].name)
        return
    if verb == "stay":
        _offer_assault(state, seat, state.shields[state.pending["shield"]])
        return
    if verb == "assault":
        _assault(state, seat, action)
        return
    if verb == "hold":
        _end_turn_of(state, seat)
        return
    if verb in ("move", "fly"):
        spaces = [board.parse_space(a) for a in action.args]
        assert all(s is not None for s in spaces)
        via = spaces[0] if len(spaces) == 2 else None
        dest = spaces[-1]
        assert dest is not None
        shield = state.shields[state.pending["shield"]]
        if verb == "fly":
            state.players[seat].flew = True
            shield.shown = True
            for cid in shield.contents:
                state.cards[cid].public = True
        state.pending.update({"from": shield.space, "via": via, "dest": dest, "verb": verb})
        state.log_event(
            verb, seat=seat, shield=state.cards[shield.id].name, to=board.name(dest),
            via=None if via is None else board.name(via),
        )  # fmt: skip
        if via is not None and board.stronghold_owner(via) == seat and verb == "move":
            shield.space = via
            state.pending["at"] = via
            state.phase = "transfer"
            return
        _arrive(state, seat)
        return
    if verb in ("drop", "pick"):
        _transfer(state, seat, verb, action.args[0])
        return
    if verb == "go":
        _arrive(state, seat)
        return
    if verb == "reinforce":
        state.phase = "reinforce"
        return
    if verb == "add":
        _reinforce(state, seat, action.args[0], action.args[1])
        return
    if verb == "done":
        _end_turn_of(state, seat)
        return
    if verb in ("retreat", "destroy"):
        _retreat(state, seat, action)
        return
    if verb == "shed":
        _shed(state, action.args[0])


def _transfer(state: GameState, seat: int, verb: str, cid: str) -> None:
    shield = state.shields[state.pending["shield"]]
    stack, _resident = _stronghold_stack(state, seat, state.pending["at"])
    if verb == "drop":
        shield.contents.remove(cid)
        stack.append(cid)
        followers = state.release_items(shield.contents, to=stack)
        state.pending.setdefault("dropped", []).extend([cid, *followers])
    else:
        stack.remove(cid)
        shield.contents.append(cid)
        state.release_items(stack, to=shield.contents)


def _reinforce(state: GameState, seat: int, cid: str, target_id: str) -> None:
    player = state.players[seat]
    target = state.shields[target_id]
    sources = [slot.on for slot in player.strongholds]
    sources += [shield.contents for shield in state.shields.values()]
    for source in sources:
        if cid in source:
            source.remove(cid)
            target.contents.append(cid)
            state.release_items(source, to=target.contents)  # its items go along with it
            break
    state.log_event("reinforce", seat=seat, shield=state.cards[target_id].name)


def _arrive(state: GameState, seat: int) -> None:
    """The shield reaches its destination: it stops there, or combat starts."""
    shield = state.shields[state.pending["shield"]]
    dest = state.pending["dest"]
    if not shield.contents:
        shield.space = dest
        _end_turn_of(state, seat)
        return
    if upgrades.entry_aoe(state, shield, dest) and not any(
        state.cards[c].is_creature for c in shield.contents
    ):
        state.destroy_shield(shield.id, "an upgrade's AOE left it no creature")
        _end_turn_of(state, seat)
        return
    enemy = next((s for s in state.shields_at(dest) if s.owner != seat), None)
    if enemy is not None and not any(state.cards[c].is_creature for c in enemy.contents):
        # an opposing shield with no creature under it cannot fight: it is destroyed
        state.destroy_shield(enemy.id, "it had no creature to defend it")
        enemy = None
        if state.phase == "over":
            return
    if enemy is not None:
        shield.space = dest  # it has entered the land (as in the combat that follows)
        state.pending.update({"enemy": enemy.id, "joiners": [seat, enemy.owner], "joined": {}})
        _next_joiner(state)
        return
    shield.space = dest
    if _enemy_stronghold(seat, dest):
        _take_stronghold(state, seat, shield)
        return
    _end_turn_of(state, seat)


# --- strongholds taken, Guardians assaulted (docs/rules-notes/guardians.md) ---------------------

#: A Guardian may be assaulted once this many of its stronghold cards are rubble.
RUBBLE_TO_ASSAULT = 2


def _take_stronghold(state: GameState, seat: int, shield: ShieldStack) -> None:
    """A shield holds an opposing stronghold space: a standing card there becomes rubble, and
    everything on it, under it and beside it goes to its owner's discard pile; then the
    Guardian behind may be assaulted."""
    owner = 1 - seat
    slot = state.players[owner].strongholds[board.column(shield.space)]
    if not slot.rubble:
        slot.rubble = True
        upgrade = [slot.upgrade] if slot.upgrade is not None else []
        lost = slot.on + slot.under + slot.held + upgrade
        for cid in lost:
            state.discard(cid)
        slot.on, slot.under, slot.upgrade, slot.held = [], [], None, []
        state.log_event(
            "stronghold_rubble", seat=owner, space=board.name(shield.space),
            stronghold=state.cards[slot.card].name, by=state.cards[shield.id].name,
            discarded=[state.cards[c].name for c in lost],
        )  # fmt: skip
    _offer_assault(state, seat, shield)


def may_assault(state: GameState, seat: int, shield: ShieldStack) -> bool:
    """Whether ``shield`` stands on the opponent's rubble with enough of it to reach the
    Guardian, and carries a creature to attack with."""
    owner = 1 - seat
    if board.stronghold_owner(shield.space) != owner:
        return False
    slots = state.players[owner].strongholds
    if not slots[board.column(shield.space)].rubble:
        return False
    if sum(1 for slot in slots if slot.rubble) < RUBBLE_TO_ASSAULT:
        return False
    return any(state.cards[c].is_creature for c in shield.contents)


def _offer_assault(state: GameState, seat: int, shield: ShieldStack) -> None:
    """Ask the mover whether to assault the opposing Guardian, or end the move."""
    if not may_assault(state, seat, shield):
        _end_turn_of(state, seat)
        return
    state.phase, state.seat = "assault", seat
    state.pending = {"shield": shield.id}


def assault_channel(state: GameState, seat: int, shield: ShieldStack) -> int:
    """What the attacker's Guardian adds for one Power Stone: its CMP into the creature that
    can take the most of it (a creature with a green bar, up to its channeling cap)."""
    player = state.players[seat]
    if player.stones < 1:
        return 0
    cmp = player.guardian.cmp
    best = 0
    for cid in shield.contents:
        card = state.cards[cid].card
        if not isinstance(card, Creature) or not card.receives_channeling:
            continue
        if card.channeling.only_from == "channelers":
            continue
        cap = card.channeling.cap
        limit = card.vitality if cap == "base" else cmp if isinstance(cap, str) else cap
        best = max(best, min(cmp, limit))
    return best


def assault_total(state: GameState, shield: ShieldStack) -> int:
    """The assaulting shield's strength: the Vitality of its creatures (never red numbers)."""
    return sum(
        card.card.vitality
        for card in (state.cards[c] for c in shield.contents)
        if isinstance(card.card, Creature)
    )


def _assault(state: GameState, seat: int, action: GameAction) -> None:
    """The assault on the opposing Guardian: strictly more than its Vitality kills it."""
    shield = state.shields[state.pending["shield"]]
    total = assault_total(state, shield)
    if action.args == ("channel",):
        total += assault_channel(state, seat, shield)
        state.players[seat].stones -= 1
    target = state.players[1 - seat].guardian
    for cid in shield.contents:
        state.cards[cid].public = True
    killed = total > target.vitality
    state.log_event(
        "assault", seat=seat, shield=state.cards[shield.id].name, total=total,
        guardian=target.name, vitality=target.vitality, killed=killed,
    )  # fmt: skip
    if killed:
        state.finish([seat], f"seat {1 - seat}'s Guardian {target.name} was killed")
        return
    _end_turn_of(state, seat)


def _side(state: GameState, seat: int, shield: ShieldStack) -> tuple[SideSetup, list[str]]:
    player = state.players[seat]
    channelers: list[str] = []
    channeler_cards: list[Creature] = []
    for slot in player.strongholds:
        for cid in slot.under:
            card = state.cards[cid].card
            if cid in player.channeled or not isinstance(card, Creature):
                continue
            if card.channeler is None:
                continue
            channelers.append(cid)
            channeler_cards.append(upgrades.channeler_under(state, slot, card))
    up = [player.up] if player.up is not None else []
    order = list(shield.contents) + list(player.storage) + channelers + up
    face = state.cards[shield.id].card
    side = SideSetup(
        guardian=player.guardian,
        stones=player.stones,
        shield=[state.cards[c].card for c in shield.contents],
        storage=[state.cards[c].card for c in player.storage],
        channelers=channeler_cards,
        up_card=state.cards[player.up].card if player.up is not None else None,
        standard=face if isinstance(face, Shield) and face.standard is not None else None,
    )
    return side, order


# --- creatures joining a combat from upgrades (Alarm Bells, Secret Catacombs, Death Pit) ---------


def _combat_shields(state: GameState) -> tuple[ShieldStack, ShieldStack, int]:
    return (
        state.shields[state.pending["shield"]],
        state.shields[state.pending["enemy"]],
        state.pending["dest"],
    )


def _join_options(state: GameState, seat: int) -> list[tuple[str, str, int]]:
    attacker, defender, space = _combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    return upgrades.join_options(state, seat, own, defender, space)


def _asked_to_join(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is asked which creatures join: it has some that may, or has face-down
    cards where they could come from (``GameState.asks``)."""
    attacker, defender, space = _combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    could = upgrades.join_options(state, seat, own, defender, space, public=True)
    has = bool(_join_options(state, seat))
    return state.asks(seat, has_choice=has, secret=[cid for cid, _origin, _cost in could])


def _join_choices(state: GameState, seat: int) -> list[str]:
    return [cid for cid, _origin, _stones in _join_options(state, seat)]


def _next_joiner(state: GameState) -> None:
    """Before the combat, the attacker then the defender may add creatures from upgrades;
    then the combat starts."""
    joiners = state.pending["joiners"]
    while joiners:
        seat = joiners[0]
        if state.pending.get("joining") != seat and _asked_to_join(state, seat):
            state.phase, state.seat = "join", seat
            state.pending["joining"] = seat
            return
        joiners.pop(0)
    state.pending.pop("joining", None)
    attacker, defender, space = _combat_shields(state)
    _start_combat(state, attacker.owner, attacker, defender, space)


def _join(state: GameState, seat: int, cid: str) -> None:
    stones = next(cost for c, _origin, cost in _join_options(state, seat) if c == cid)
    attacker, defender, _space = _combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    state.pending["joined"][cid] = upgrades.join(state, seat, own, cid, stones)


def _start_combat(
    state: GameState, seat: int, attacker: ShieldStack, defender: ShieldStack, space: int
) -> None:
    attacker.space = space  # it has entered the land; it stays only if it wins
    attack_side, attack_ids = _side(state, seat, attacker)
    defend_side, defend_ids = _side(state, defender.owner, defender)
    terrain = _terrain_card(state, space)
    types: tuple[Terrain, ...] = ()
    if terrain is not None:
        types = tuple(terrain.terrain_types)
    elif space in state.terrain and state.terrain[space][1]:
        types = (Terrain.FACE_DOWN,)  # a Shield/Terrain card face up counts as no basic type
    owner = board.stronghold_owner(space)
    if owner == defender.owner:
        slot = state.players[owner].strongholds[board.column(space)]
        stronghold = state.cards[slot.card].card
        if not slot.rubble and isinstance(stronghold, Stronghold):
            defend_side.defending_stronghold = True
            defend_side.stronghold = stronghold
            defend_side.stronghold_defense = upgrades.defence(state, slot)
            if terrain is None and stronghold.terrain_types:
                types = tuple(stronghold.terrain_types)
    setup = CombatSetup(attack_side, defend_side, terrain=terrain, terrain_types=types)
    in_front = upgrades.combat_options(state, (seat, defender.owner), space)
    if in_front:
        setup.options["upgrades"] = in_front
    state.combat = CombatState(state.game, setup, seed=state.rng.randint(0, 2**31 - 1))
    for combat_seat, ids in enumerate((attack_ids, defend_ids)):
        for cid in upgrades.platform_creatures(state, (seat, defender.owner)[combat_seat], space):
            add_platform_creature(state.combat, combat_seat, state.cards[cid].card)
            ids.append(cid)
        for iid, cid in zip(state.combat.setup_ids[combat_seat], ids, strict=True):
            if state.cards[cid].public:  # what is face up on the board is face up here
                state.combat.by_id[iid].revealed = True
    state.combat_info = {
        "seats": [seat, defender.owner],
        "space": space,
        "attacker": attacker.id,
        "defender": defender.id,
        "ids": [attack_ids, defend_ids],
        "joined": state.pending.get("joined", {}),
    }
    state.phase = "combat"
    state.log_event(
        "combat",
        attacker=seat,
        space=board.name(space),
        shields=[state.cards[attacker.id].name, state.cards[defender.id].name],
    )


def after_combat(state: GameState) -> None:
    """Carry a finished combat's results back to the board, then the loser retreats."""
    combat = state.combat
    assert combat is not None and combat.result is not None
    info = state.combat_info
    sent_home = {info["attacker"]: 0, info["defender"]: 0}  # creatures kept off the board
    for combat_seat in (0, 1):
        seat = info["seats"][combat_seat]
        player = state.players[seat]
        player.stones = combat.stones[combat_seat]
        shield = state.shields[info["attacker" if combat_seat == 0 else "defender"]]
        swapped = combat.up_swaps.get(combat_seat)
        for iid, cid in zip(combat.setup_ids[combat_seat], info["ids"][combat_seat], strict=True):
            inst = combat.by_id[iid]
            if inst.revealed:
                state.cards[cid].public = True
            if inst.zone == "up":
                continue  # the Up card stayed where it was
            if inst.zone == "platform":
                upgrades.after_platform(
                    state, seat, cid, fired=inst.status != Status.HAND,
                    bribed=inst.status in (Status.BRIBED, Status.RETURNED),
                )  # fmt: skip
                continue
            if cid == player.up:  # the Up card joined the combat hand (Medallion of Skyphos)
                player.up = None
                shield.contents.append(cid)
            if swapped is not None and inst.id == swapped:  # ... and the Medallion is the Up card
                player.storage.remove(cid)
                player.up = cid
                continue
            if inst.zone == "channeler":
                if inst.used_channel:
                    player.channeled.append(cid)
                continue
            if inst.zone == "storage":
                if inst.status == Status.USED:
                    player.storage.remove(cid)
                    state.discard(cid)
                continue
            if inst.status in (Status.BEATEN, Status.DESTROYED, Status.DISCARDED):
                shield.contents.remove(cid)
                if inst.id in combat.to_storage:  # bought back: not lost, nor its items
                    player.storage.append(cid)
                    sent_home[shield.id] += int(state.cards[cid].is_creature)
                else:
                    state.discard(cid)
            elif inst.status in (Status.BRIBED, Status.RETURNED):
                shield.contents.remove(cid)
                player.pen.append(cid)
                sent_home[shield.id] += int(state.cards[cid].is_creature)
            elif inst.status == Status.USED:  # a C item used as a command card
                shield.contents.remove(cid)
                state.discard(cid)
    for combat_seat in (0, 1):  # cards a Guardian draws for what happened (Eisnmir)
        if combat.draws[combat_seat]:
            state.draw_cards(info["seats"][combat_seat], combat.draws[combat_seat])
    winner_combat_seat = combat.result["winner_seat"]
    winner = info["seats"][winner_combat_seat]
    loser_id = info["defender" if winner_combat_seat == 0 else "attacker"]
    upgrades.after_joined_combat(state, info.get("joined", {}), state.shields[loser_id])
    for shield_id, home in sent_home.items():  # items go with their creatures: home or lost
        state.release_items(state.shields[shield_id].contents, keep=home)
    summary = combat.summary()
    state.last_combat = {
        "space": board.name(info["space"]),
        "attacker": info["seats"][0],
        "winner": winner,
        "totals": list(combat.result["totals"]),
        "matchups": [
            {k: m[k] for k in ("number", "attacker", "defender", "result",
                               "attacker_vitality", "defender_vitality")}
            for m in summary["matchups"]
            if m["attacker"] is not None and m["defender"] is not None
        ],
    }  # fmt: skip
    state.log_event(
        "combat_result",
        winner=winner,
        totals=list(combat.result["totals"]),
        space=board.name(info["space"]),
    )
    state.combat = None
    attacker = state.shields[info["attacker"]]
    defender = state.shields[info["defender"]]
    loser = defender if winner_combat_seat == 0 else attacker
    state.pending = {
        "loser": loser.id,
        "winner": (attacker if loser is defender else defender).id,
        "space": info["space"],
        "came_from": came_from(state.pending),
        "mover": info["seats"][0],
    }
    if not _has_creature(state, loser):
        state.destroy_shield(loser.id, "no creature left after combat")
        _after_retreat(state)
        return
    if loser is attacker:
        _attacker_falls_back(state)
        return
    if not _retreat_spaces(state):
        state.destroy_shield(loser.id, "nowhere to retreat")
        _after_retreat(state)
        return
    state.phase, state.seat = "retreat", loser.owner


def came_from(pending: dict[str, Any]) -> int:
    """The space a moving shield entered its destination from: the space it passed through
    on a two-space move (``via``; space 0, A1, is a space like any other), else its start."""
    via = pending.get("via")
    return int(pending["from"] if via is None else via)


def _has_creature(state: GameState, shield: ShieldStack) -> bool:
    """Whether a creature is under the shield (creature items alone do not hold it)."""
    return any(state.cards[cid].is_creature for cid in shield.contents)


def _attacker_falls_back(state: GameState) -> None:
    """The losing attacker goes back the way it came; it may destroy itself instead."""
    shield = state.shields[state.pending["loser"]]
    back = state.pending["came_from"]
    other = next((s for s in state.shields.values() if s.space == back and s.id != shield.id), None)
    if other is not None and other.owner != shield.owner:
        state.destroy_shield(shield.id, "its way back is held by the opponent")
        _after_retreat(state)
        return
    if state.barred(back):
        state.destroy_shield(shield.id, "a Force Barrier blocks its way back")
        _after_retreat(state)
        return
    state.phase, state.seat = "retreat", shield.owner
    state.pending["fixed"] = back


def _retreat(state: GameState, seat: int, action: GameAction) -> None:
    shield = state.shields[state.pending["loser"]]
    if action.verb == "destroy":
        state.destroy_shield(shield.id, "its owner gave it up")
        _after_retreat(state)
        return
    space = board.parse_space(action.args[0])
    assert space is not None
    shield.space = space
    state.log_event("retreat", seat=seat, shield=state.cards[shield.id].name, to=action.args[0])
    _combine_if_needed(state, shield)


def _combine_if_needed(state: GameState, shield: ShieldStack) -> None:
    """Retreating onto an own shield: one shield is discarded, creatures down to the limit."""
    other = next(
        (
            s
            for s in state.shields.values()
            if s.space == shield.space and s.id != shield.id and s.owner == shield.owner
        ),
        None,
    )
    if other is None:
        if _space_load(state, shield) > _limit(state, shield):
            state.pending["shed"] = shield.id
            state.phase, state.seat = "shed", shield.owner
            return
        _after_retreat(state)
        return
    turned = other.turned or shield.turned
    other.contents.extend(shield.contents)
    shield.contents.clear()
    state.destroy_shield(shield.id, "combined with another of its owner's shields")
    other.turned = turned
    if _space_load(state, other) > _limit(state, other):
        state.pending["shed"] = other.id
        state.phase, state.seat = "shed", other.owner
        return
    _after_retreat(state)


def _shed(state: GameState, cid: str) -> None:
    shield = state.shields[state.pending["shed"]]
    shield.contents.remove(cid)
    state.discard(cid)
    state.release_items(shield.contents)
    if _space_load(state, shield) <= _limit(state, shield) or not shield.contents:
        state.pending.pop("shed")
        if not any(state.cards[c].is_creature for c in shield.contents):
            state.destroy_shield(shield.id, "its last creature was discarded")
        _after_retreat(state)


def _after_retreat(state: GameState) -> None:
    """The winner holds the space (an attacker moves in); the mover's turn ends."""
    if state.phase == "over":
        return
    winner = state.shields.get(state.pending.get("winner", ""))
    mover = state.pending["mover"]
    state.phase = "move"
    if winner is not None:
        winner.space = state.pending["space"]
        if winner.owner == mover and _enemy_stronghold(mover, winner.space):
            _take_stronghold(state, mover, winner)
            return
    _end_turn_of(state, mover)


def retreat_choices(state: GameState) -> list[int]:
    """Where the losing shield may go (a fixed space for a losing attacker)."""
    if "fixed" in state.pending:
        return [state.pending["fixed"]]
    return _retreat_spaces(state)
