"""Movement: Up cards, turning shields, moving, flying, reinforcing, strongholds taken and
Guardians assaulted; combat (``battle``), pick-up and drop-off (``transfer``) and retreats
(``retreat``) are carried out by their own modules."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import (
    accessory_takes,
    battle,
    board,
    board_effects,
    board_spells,
    costs,
    deck_fetches,
    discard_tolls,
    extra_moves,
    flier_kills,
    fliers,
    gravity,
    guardian_stats,
    kill_rewards,
    knowledge,
    move_spells,
    on_shields,
    responses,
    retreat,
    retreat_spells,
    routes,
    settle_items,
    souvenirs,
    terrain_claims,
    transfer,
    upgrades,
)
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.steps import Joining, MoveStep, Passing, RetreatStep, Route
from stronghold.games.guardians.schema import AnyCard, Creature
from stronghold.games.guardians.stacking import has_relief, space_total

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

UP_TIE_LIMIT = 20


def up_number(card: AnyCard) -> int:
    """A card's Up number: a creature's Vitality (never the red number), else its printed Up."""
    if isinstance(card, Creature):
        return card.vitality
    return card.up or 0


def start_movement(
    state: GameState, window: Callable[[GameState, int], bool] | None = None
) -> None:
    """Turn the Up cards; the higher moves first, ties go to the bottom and turn again.
    ``window`` may open a step before the first move (spells on the Up cards: True)."""
    for shield in state.shields.values():
        shield.turned = False
    for player in state.players:
        player.creatures_lost.clear()  # a new turn's losses (Holy Grail)
    costs.movement_begins(state)  # Iron Force of Sethos is over
    first = turn_up_cards(state)
    state.mover = first
    if window is not None and window(state, first):
        return
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
                state.set_public(player.up, False)
                player.up = None
    first = 0 if ups[0] >= ups[1] else 1
    for seat in (0, 1):
        state.players[seat].lower_up = ups[seat] < ups[1 - seat]
    up_0, up_1 = (state.cards[p.up].name if p.up else None for p in state.players)
    state.tell(events.UpCardsTurned((up_0, up_1), first))
    return first


def _turn_up(state: GameState, seat: int) -> None:
    player = state.players[seat]
    if player.up is not None:
        return
    if player.deck:
        player.up = player.deck.pop()
    elif player.discard:  # (a Rosetta Stone never leaves the pile: settle_items)
        free = [c for c in player.discard if settle_items.may_leave_discard(state.cards[c].card)]
        if free and discard_tolls.payable(state, seat):  # (Banishment: a toll to pay)
            player.up = free[state.rng.randrange(len(free))]
            discard_tolls.take(state, seat, player.up)
    if player.up is not None:
        state.set_public(player.up)


def _unturned(state: GameState, seat: int) -> list[ShieldStack]:
    return [s for s in state.shields.values() if s.owner == seat and not s.turned]


def _next_mover(state: GameState, seat: int) -> None:
    """Give the move to ``seat`` if it has a shield to turn, else the other; else settle."""
    for candidate in (seat, 1 - seat):
        if _unturned(state, candidate):
            state.phase, state.seat, state.mover = "move", candidate, candidate
            state.step = None
            return
    state.begin_settlement()


def begin_turn(state: GameState, seat: int) -> None:
    """``seat``'s movement turn starts (where a written position enters the phase): it turns
    a shield, or the other seat when it has none left, else settlement follows."""
    _next_mover(state, seat)


def _end_turn_of(state: GameState, seat: int) -> None:
    """``seat``'s shield has used its movement option: it may cast War (phase
    ``after_move``), else the other seat moves."""
    if state.phase == "over":
        return
    on_shields.tidy(state)  # a starved shield that reached its stronghold, or is gone
    state.tell_control()
    if accessory_takes.offer(state):  # Imhotep, after a primary match-up won
        return
    if kill_rewards.offer(state):  # Oppressed Slaves, before War
        return
    if not move_spells.offer_war(state, seat):
        _next_mover(state, 1 - seat)


def after_kill_window(state: GameState) -> None:
    """The window after a kill is over (passed, or the item answered): the mover's movement
    option ends as it would have."""
    _end_turn_of(state, state.mover)


def end_turn_of(state: GameState, seat: int) -> None:
    """``seat``'s movement turn ends without a movement option used (Crash): no War."""
    if state.phase != "over":
        state.tell_control()
        _next_mover(state, 1 - seat)


def war_answered(state: GameState, seat: int, *, worked: bool) -> None:
    """War, cast after ``seat``'s movement option, has been answered: ``seat`` takes another
    movement option at once, or (dispelled) the turn passes."""
    _next_mover(state, seat if worked else 1 - seat)


def move_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``move``: turn a shield, or first cast a card on a space, teleport, sacrifice."""
    forced = move_spells.forced_shield(state, seat)  # U.R. First
    for shield in sorted(_unturned(state, seat), key=lambda s: s.id):
        if forced is None or shield.id == forced:
            yield act.Turn(shield.id)
    yield from move_spells.options(state, seat)
    for cid in board_spells.terrain_breakers(state, seat):
        for land in sorted(state.terrain):
            yield act.Cast(cid, board.name(land))
    for cid in board_spells.barrier_spells(state, seat):
        for space in board.SPACES:
            yield act.Cast(cid, board.name(space))
    for cid, target in upgrades.teleports(state, seat):
        yield act.Teleport(cid, target)
    for cid in upgrades.altar_options(state, seat):
        yield act.Altar(cid)


def join_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``join``: creatures from upgrades join the coming combat, then ``fight``."""
    for cid in battle.join_choices(state, seat):
        yield act.Join(cid)
    yield act.Fight()


def moving_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``moving``: the turned shield stays, moves, flies, or reinforcements come to it."""
    shield = state.shields[state.step_as(MoveStep).shield]
    yield act.Stay()
    carries = any(state.cards[c].is_creature for c in shield.contents)
    if carries:  # (how far: two spaces, one with Pepe's Slow Down, more with extra spaces)
        reach = extra_moves.reach(state, shield, flying=False)
        for path in routes.destinations(state, shield, flying=False, reach=reach):
            yield _route(act.Move, path)
    if routes.can_fly(state, shield) and move_spells.may_fly(state, seat):
        reach = extra_moves.reach(state, shield, flying=True)
        for path in routes.destinations(state, shield, flying=True, reach=reach):
            yield _route(act.Fly, path)
    if any(True for _ in _reinforcements(state, seat)):
        yield act.Reinforce()


def reinforce_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``reinforce``: creatures from the strongholds to turned shields, then ``done``."""
    yield from _reinforcements(state, seat)
    yield act.Done()


def transfer_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``transfer``: pick up and drop off at an own stronghold, then ``go`` on."""
    for action in transfer.options(state, seat):
        if extra_moves.transfer_allowed(state, action):  # First Mate Muldoon
            yield action
    if transfer.may_go_on(state, seat):
        yield act.Go()


def retreat_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``retreat``: where the combat's loser goes, or it is destroyed."""
    ordinary = retreat.retreat_choices(state)
    for space in ordinary:
        yield act.Retreat(board.name(space))
    yield from retreat_spells.options(state, seat, ordinary)  # Master Tactician
    yield act.Destroy()


def shed_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``shed``: a shield over the space limit discards a creature; within it (asked so that
    the other seat cannot count the stack), it keeps them all."""
    shed = state.step_as(RetreatStep).shed
    assert shed is not None
    shield = state.shields[shed]
    if not retreat.over_limit(state, shield):
        yield act.Keep()
        return
    for cid in sorted(shield.contents):
        yield act.Shed(cid)


def assault_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``assault``: attack the opposing Guardian (with a stone's channeling), or ``hold``."""
    shield = state.shields[state.step_as(MoveStep).shield]
    yield act.Assault()
    if assault_channel(state, seat, shield) > 0:
        yield act.Assault(act.Channel.CHANNEL)
    yield act.Hold()


def _route(kind: type[act.Route], path: tuple[int, ...]) -> act.Route:
    key = (kind, path)
    action = _ROUTES.get(key)
    if action is None:  # (frozen actions: one of each is kept and listed again)
        action = _ROUTES[key] = kind(*(board.name(space) for space in path))
    return action


#: Each route action made so far, by (kind, the spaces entered): a few hundred at most.
_ROUTES: dict[tuple[type[act.Route], tuple[int, ...]], act.Route] = {}


def _reinforcements(state: GameState, seat: int) -> Iterator[GameAction]:
    """Creatures from the strongholds (not under a turned shield) to a turned shield nearby."""
    player = state.players[seat]
    shields = state.shields
    targets = [s for s in shields.values() if s.owner == seat and s.turned]
    if not targets:
        return
    targets.sort(key=lambda s: s.id)
    cards = state.cards
    # each target's cards on its space and its limit, and each (from, to, flying) reach:
    # worked out once per listing, when first needed (the state does not change while the
    # actions are listed)
    room: dict[int, tuple[list[AnyCard], int, int]] = {}  # by target index
    reach: dict[tuple[int, int, bool], bool] = {}
    residents: dict[int, ShieldStack] = {}  # the seat's first shield on each space
    for shield in shields.values():
        if shield.owner == seat:
            residents.setdefault(shield.space, shield)
    for slot in player.strongholds:
        if slot.rubble:
            continue
        space = board.stronghold_space(seat, slot.position)
        resident = residents.get(space)
        if resident is not None and resident.turned:
            continue
        held = resident.contents if resident is not None else slot.on
        if not held:
            continue
        for cid in sorted(held):
            card = cards[cid].card
            if not isinstance(card, Creature):
                continue
            flying = fliers.leaving_flies(state, held, cid)  # The Black Eye, Amulet of Flying
            for index, target in enumerate(targets):
                if target.space == space:
                    continue
                there = room.get(index)
                if there is None:
                    ids = knowledge.space_cards(state, seat, target.space)
                    faces = [cards[c].card for c in ids]
                    # (with no item lightening the load there, a creature adds its own points)
                    light = any(map(has_relief, faces))
                    total = -1 if light else space_total(faces)
                    there = room[index] = (faces, total, state.space_limit(target))
                faces, total, limit = there
                load = total + card.stack_value if total >= 0 else space_total([*faces, card])
                if load > limit:
                    continue
                key = (space, target.space, flying)
                reached = reach.get(key)
                if reached is None:
                    reached = reach[key] = routes.reachable(
                        state, seat, space, target.space, flying=flying
                    )
                if reached:
                    yield act.Add(cid, target.id)


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Carry out a movement decision."""
    match action:
        case act.Pick() | act.Pass() if state.phase == accessory_takes.PHASE:
            accessory_takes.do(state, seat, action)  # Imhotep
            _end_turn_of(state, state.mover)
        case act.Pick() | act.Done() if state.phase == flier_kills.PHASE:
            if flier_kills.do(state, seat, action):  # Rocks of Skull Cracking
                after_flier_kills(state)
        case act.Pass() if state.phase == gravity.PHASE:  # the flight goes on
            after_gravity(state, stopped=False)
        case act.Cast(card=cid, target=target) if state.phase == gravity.PHASE:
            gravity.cast(state, seat, cid, target)
        case act.Pass() if state.phase == kill_rewards.PHASE:  # no Oppressed Slaves
            after_kill_window(state)
        case act.Cast(card=cid) if kill_rewards.is_reward(state, cid):
            kill_rewards.cast(state, seat, cid)
        case act.Pass() | act.Terrain() if state.phase == terrain_claims.PHASE:
            terrain_claims.answer(state, seat, action)  # Cactus McFingers
            _end_turn_of(state, state.mover)
        case act.Pass() if state.phase == souvenirs.PHASE:
            shown = souvenirs.shown(state)
            if shown is None:  # the attack goes on
                battle.next_joiner(state)
            elif souvenirs.repel(state, shown):  # the souvenir is let be: the attacker retreats
                _after_retreat(state)
        case act.Cast(card=cid, target=item) if souvenirs.answering(state):
            souvenirs.cast_detonator(state, seat, cid, item)  # Saboteurs
        case act.Cast(card=cid, target=other) if state.phase == souvenirs.PHASE:
            souvenirs.cast_switch(state, seat, cid, other)  # The Ol' Switcheroo
        case act.Show():  # a souvenir shown: the attacker retreats
            if souvenirs.show(state, seat, action):
                _after_retreat(state)
        case act.Pass():  # after_move: no War
            _next_mover(state, 1 - seat)
        case act.Cast(card=cid, target=target) if move_spells.effect(state, cid) is not None:
            move_spells.cast(state, seat, cid, target)
        case act.Cast(card=cid, target=target) if retreat_spells.is_retreat_spell(state, cid):
            retreat_spells.cast(state, seat, cid, target)
        case act.Cast(card=cid, target=target):
            space = board.parse_space(target)
            assert space is not None
            responses.play_on_space(state, seat, cid, space, then="move")
        case act.Teleport(creature=cid, shield=target):
            upgrades.teleport(state, seat, cid, target)
        case act.Altar(card=cid):
            upgrades.sacrifice_to_altar(state, seat, cid)
        case act.Join(creature=cid):
            battle.join(state, seat, cid)
        case act.Fight():
            battle.next_joiner(state)
        case act.Turn(shield=sid):
            shield = state.shields[sid]
            shield.turned = True
            state.players[seat].turned_shield = True
            move_spells.shield_turned(state, seat)
            state.step = MoveStep(shield.id)
            state.phase = "moving"
            state.tell(events.ShieldTurned(seat, state.cards[sid].name, board.name(shield.space)))
        case act.Stay():
            shield = state.shields[state.step_as(MoveStep).shield]
            state.tell(events.Stayed(seat, state.cards[shield.id].name, board.name(shield.space)))
            _offer_assault(state, seat, shield)
        case act.Assault(channel=channel):
            _assault(state, seat, channeled=channel is not None)
        case act.Hold() | act.Done():
            _end_turn_of(state, seat)
        case act.Route():
            _take_route(state, seat, action)
        case act.Pick() if state.phase == deck_fetches.PHASE:
            if deck_fetches.do(state, seat, action):
                _retreat(state)
        case act.Drop(creature=cid) | act.Pick(creature=cid):
            transfer.transfer(state, seat, cid, drop=isinstance(action, act.Drop))
            if isinstance(action, act.Pick):
                extra_moves.picked(state, cid)  # on First Mate Muldoon's extra space
        case act.Go():
            _pass_on(state, seat)
        case act.Reinforce():
            state.phase = "reinforce"
        case act.Add(creature=cid, shield=target):
            _reinforce(state, seat, cid, target)
        case act.Retreat() | act.Destroy() | act.Shed() | act.Keep():
            if retreat.do(state, seat, action):
                _after_retreat(state)


def _take_route(state: GameState, seat: int, action: act.Route) -> None:
    """``move`` or ``fly``: the turned shield sets out; passing an own stronghold on the way
    (a move, not a flight) opens pick-up and drop-off there."""
    path = [board.parse_space(space) for space in action.path]
    assert all(space is not None for space in path)
    spaces = [space for space in path if space is not None]
    verb = action.kind
    step = state.step_as(MoveStep)
    shield = state.shields[step.shield]
    if isinstance(action, act.Fly):
        move_spells.flown(state, seat)
        shield.shown = True
        for cid in shield.contents:
            state.set_public(cid)
    elif extra_moves.needs_first_mate(state, shield, len(spaces), verb):
        extra_moves.show(state, seat, shield)  # First Mate Muldoon's extra space
    via = spaces[0] if len(spaces) > 1 else None
    step.route = Route(shield.space, via, spaces[-1], verb, tuple(spaces[1:-1]))
    if isinstance(action, act.Fly) and gravity.offer(state, seat):
        return  # Summon Gravity Well may stop it first
    _set_out(state, seat)


def after_gravity(state: GameState, *, stopped: bool) -> None:
    """A flight's answer is over: the shield stays (its movement option used) or flies on."""
    state.phase, state.seat = "moving", state.mover
    if stopped:
        _end_turn_of(state, state.mover)
    else:
        _set_out(state, state.mover)


def flight_card_answered(state: GameState, seat: int, cid: str, *, cancelled: bool) -> None:
    """A card played as a shield flies has been answered: the flight is stopped or goes on
    (Summon Gravity Well); its player picks the fliers to kill (Rocks of Skull Cracking)."""
    if not flier_kills.is_face(state.cards[cid].card):
        after_gravity(state, stopped=gravity.resolve(state, seat, cid, cancelled=cancelled))
    elif not flier_kills.start(state, seat, cid, cancelled=cancelled):
        after_flier_kills(state)


def after_flier_kills(state: GameState) -> None:
    """Fliers were killed (or not): a shield left with none has used its movement option;
    else the flight's window opens again, and the flight goes on -- unless the shield can fly
    no more (an Amulet of Flying lost with an item its stack could no longer hold): it stays
    (docs/rules-notes/cards/amulet.md)."""
    state.phase, state.seat = "moving", state.mover
    shield = state.shields.get(state.step_as(MoveStep).shield)
    if shield is None:
        _end_turn_of(state, state.mover)
    elif not routes.can_fly(state, shield):
        name, space = state.cards[shield.id].name, board.name(shield.space)
        state.step_as(MoveStep).route = None
        state.tell(card_events.FlightGrounded(shield.owner, name, space))
        _end_turn_of(state, state.mover)
    elif not gravity.offer(state, state.mover):
        _set_out(state, state.mover)


def _set_out(state: GameState, seat: int) -> None:
    """The shield sets out on its route (told), passing an own stronghold on a move."""
    step = state.step_as(MoveStep)
    route = step.route
    assert route is not None
    shield = state.shields[step.shield]
    dest, verb = route.dest, route.verb
    via_name = " and ".join(board.name(space) for space in route.passed) or None
    name, start, flew = state.cards[shield.id].name, board.name(shield.space), verb == "fly"
    state.tell(events.ShieldMoved(seat, name, start, board.name(dest), via_name, flew))
    _pass_on(state, seat)


def _pass_on(state: GameState, seat: int) -> None:
    """The shield goes on to the next own stronghold space it passes on a move (pick-up and
    drop-off there), or arrives."""
    step = state.step_as(MoveStep)
    route = step.route
    assert route is not None
    if route.verb == "move":
        passed = route.passed
        done = () if step.passing is None else passed[: passed.index(step.passing.at) + 1]
        for space in passed[len(done) :]:
            if board.stronghold_owner(space) == seat:
                state.shields[step.shield].space = space
                step.passing = Passing(space)
                state.phase = "transfer"
                return
    _arrive(state, seat)


def _reinforce(state: GameState, seat: int, cid: str, target_id: str) -> None:
    """A creature joins a turned shield, with the items that go along (``fliers.leave``). One that
    got there over what only fliers pass flew: it is shown with them, as a flying shield's
    contents are (guardians-rules.txt, "Reinforcing a Shield": the same movement rules)."""
    player = state.players[seat]
    target = state.shields[target_id]
    sources = [(board.stronghold_space(seat, s.position), s.on) for s in player.strongholds]
    sources += [(shield.space, shield.contents) for shield in state.shields.values()]
    space, source = next((space, cards) for space, cards in sources if cid in cards)
    flew = not routes.reachable(state, seat, space, target.space, flying=False)
    along = fliers.leave(state, source, cid, target.contents)  # its items go along
    shield, where = state.cards[target_id].name, board.name(target.space)
    if not flew:
        state.tell(events.Reinforced(seat, shield, where))
        return
    for card in along:
        state.set_public(card)
    shown = tuple(state.cards[card].name for card in along)
    state.tell(card_events.FlewToReinforce(seat, shield, where, shown))


def _arrive(state: GameState, seat: int) -> None:
    """The shield reaches its destination: it stops there, or combat starts."""
    step = state.step_as(MoveStep)
    assert step.route is not None
    shield = state.shields[step.shield]
    dest = step.route.dest
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
        step.joining = Joining(enemy.id, [seat, enemy.owner])
        if not souvenirs.offer(state, enemy):  # Cheesy Con Souvenir: no combat at all
            battle.next_joiner(state)
        return
    shield.space = dest
    if routes.enemy_stronghold(seat, dest):
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
    board_effects.ruin(state, 1 - seat, shield.space, state.cards[shield.id].name)
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
    state.step = MoveStep(shield.id)


def assault_channel(state: GameState, seat: int, shield: ShieldStack) -> int:
    """What the attacker's Guardian adds for one Power Stone: its CMP into the creature that
    can take the most of it (a creature with a green bar, up to its channeling cap)."""
    player = state.players[seat]
    if player.stones < 1:
        return 0
    cmp = guardian_stats.guardian(state, seat).cmp
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


def _assault(state: GameState, seat: int, *, channeled: bool) -> None:
    """The assault on the opposing Guardian: strictly more than its Vitality kills it
    (``channeled``: with a stone's channeling added)."""
    shield = state.shields[state.step_as(MoveStep).shield]
    total = assault_total(state, shield)
    if channeled:
        total += assault_channel(state, seat, shield)
        state.players[seat].spend(1)
    target = guardian_stats.guardian(state, 1 - seat)
    for cid in shield.contents:
        state.set_public(cid)
    killed = total > target.vitality
    state.tell(
        events.GuardianAssaulted(
            seat, state.cards[shield.id].name, total, target.name, target.vitality, killed
        )
    )
    if killed:
        state.finish([seat], f"seat {1 - seat}'s Guardian {target.name} was killed")
        return
    _end_turn_of(state, seat)


# --- after a combat ------------------------------------------------------------------------------


def after_combat(state: GameState) -> None:
    """Carry a finished combat's results back to the board, then the loser retreats."""
    combat, info = state.combat, state.combat_info
    assert combat is not None and info is not None
    due = deck_fetches.owed(combat, info.seats)  # Sebek
    battle.carry_back(state)
    if state.phase != "over" and deck_fetches.begin(state, due):
        return
    _retreat(state)


def _retreat(state: GameState) -> None:
    if retreat.begin(state):
        _after_retreat(state)


def retreat_spell_answered(
    state: GameState, seat: int, cid: str, target: str, *, cancelled: bool
) -> None:
    """A Master Tactician has been answered: the shield falls back (the retreat is over), or
    the loser chooses again."""
    if retreat_spells.resolve(state, seat, cid, target, cancelled=cancelled):
        _after_retreat(state)


def _after_retreat(state: GameState) -> None:
    """The winner holds the space (an attacker moves in); the mover's turn ends."""
    if state.phase == "over":
        return
    step = state.step_as(RetreatStep)
    winner = state.shields.get(step.winner)
    mover = step.mover
    if step.fought and step.loser not in state.shields:  # killed in combat (Oppressed Slaves)
        kill_rewards.note_kill(state, 1 - state.cards[step.loser].owner)
    state.phase = "move"
    if winner is not None:
        winner.space = step.space
        if winner.owner == mover and routes.enemy_stronghold(mover, winner.space):
            _take_stronghold(state, mover, winner)
            return
    if terrain_claims.offer(state, winner):  # Cactus McFingers, his side holding the land
        return
    _end_turn_of(state, mover)


def arrival_spell_answered(
    state: GameState, seat: int, cid: str, target: str, *, cancelled: bool
) -> None:
    """A spell cast as an attack arrives has been answered: The Ol' Switcheroo (the attack
    goes on against the shield it brought), Saboteurs on a shown souvenir (blown up, the attack
    goes on; dispelled, the souvenir turns it away)."""
    if not souvenirs.is_detonator(state.cards[cid].card):
        souvenirs.switch(state, seat, cid, target, cancelled=cancelled)
        battle.next_joiner(state)
    elif souvenirs.detonate(state, seat, cid, target, cancelled=cancelled):
        battle.next_joiner(state)
    elif souvenirs.repel(state, target):
        _after_retreat(state)
