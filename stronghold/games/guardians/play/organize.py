"""Draw and Organize: drawing the turn's cards, then placing creatures, shields and upgrades."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.play import (
    accessories,
    board,
    costs,
    discard_tolls,
    draw_spells,
    engineers,
    guardian_abilities,
    guardian_stats,
    knowledge,
    on_shields,
    organize_spells,
    placing,
    rebates,
    recovery,
    responses,
    upgrades,
    work_crews,
)
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.play.model import ShieldStack
from stronghold.games.guardians.play.steps import DrawStep
from stronghold.games.guardians.schema import (
    Creature,
    Shield,
    Terrain,
    TerrainCard,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

FIRST_DRAW = 12
#: The mark The Hand of Chronos leaves on its caster until the next turn begins
#: (play/settle_spells.py): that turn has no Draw and Organize.
CHRONOS = "chronos"


def start_turn(state: GameState) -> None:
    """A new turn: each seat draws (with its Guardian's numbers), then organizing starts."""
    state.tell(events.TurnBegins(state.turn))
    chronos = any(CHRONOS in player.move_spells for player in state.players)
    crews = [work_crews.carried(player.move_spells) for player in state.players]
    for player, crew in zip(state.players, crews, strict=True):
        player.channeled.clear()
        player.flew = player.turned_shield = False
        player.barrier = None  # a Force Barrier lasts until the next turn
        player.organized = False
        player.placed.clear()
        player.accessories_used.clear()
        player.move_spells[:] = crew  # a space barred this turn (Work Crew)
        player.raised_cmp = None
        rebates.new_turn(player)
    costs.turn_ends(state)
    if chronos:  # The Hand of Chronos: no Draw and Organize this turn
        _straight_to_movement(state)
        return
    if not draw_spells.open_window(state):  # the spells cast before the draw, if any may be
        begin_draws(state)


def _straight_to_movement(state: GameState) -> None:
    """The old Up cards are thrown away (not drawn), and Movement and Combat begins."""
    for seat, player in enumerate(state.players):
        old = player.previous_up
        if old is not None:
            player.previous_up = None
            state.discard(old)
            state.tell(events.UpThrownAway(seat, "The Hand of Chronos", (state.cards[old].name,)))
    state.begin_movement()


def begin_draws(state: GameState) -> None:
    """Each seat draws in turn, seat 0 first."""
    state.step = DrawStep()
    _next_draw(state)


def next_turn(state: GameState) -> None:
    """The turn is over: the Up cards wait to be drawn, and the next turn starts (at the turn
    limit the game ends in a draw)."""
    for player in state.players:
        player.previous_up, player.up = player.up, None
    if state.turn >= state.max_turns:
        state.finish([], f"the turn limit ({state.max_turns}) was reached")
        return
    state.turn += 1
    start_turn(state)


def draw_count(state: GameState, seat: int) -> int:
    """How many cards a seat draws this turn (12 on the first; base draw, MDL, LDL, LUC after)."""
    if state.turn == 1:
        return FIRST_DRAW
    counted = [_counts_for(state, seat, land) for land in board.LANDS]  # (once per land)
    mine, theirs = counted.count(seat), counted.count(1 - seat)
    extra = state.players[seat].extra_draws  # an Ankh used last turn
    usual = guardian_draw(state, seat, mine=mine, theirs=theirs) + extra
    return draw_spells.adjusted(state, seat, usual)


def _counts_for(state: GameState, seat: int, land: int) -> int | None:
    """Whose ``land`` counts as for ``seat``'s draw: its controller, or ``seat`` itself for a
    land with terrain and no shield once Grunwald The Usurper is in force."""
    if draw_spells.usurps(state, seat) and land in state.terrain and not state.shields_at(land):
        return seat
    return state.controller(land)


def guardian_draw(state: GameState, seat: int, *, mine: int, theirs: int) -> int:
    """A Guardian's draw: its base draw, MDL or LDL as the seat holds more or less than the
    other (``mine`` against ``theirs``: lands in Guardians), LUC after a lower Up card, and
    the Guardian's own per-thing bonuses; more for an Up card that says so (``up_draws``)."""
    player = state.players[seat]
    guardian = guardian_stats.guardian(state, seat)  # Scarab of Bounty's LUC
    count = guardian.draw
    if mine > theirs:
        count += guardian.mdl
    elif mine < theirs:
        count += guardian.ldl
    if player.lower_up:
        count += guardian.luc
    for bonus in guardian.draw_bonus:
        count += bonus.amount * _draw_bonus_count(state, seat, bonus.per)
    up = player.previous_up  # the Up card as the draw begins (Buster Scrimbo)
    face = state.cards[up].card if up is not None else None
    if isinstance(face, Creature):
        count += face.up_draws
    return max(0, count)


def _draw_bonus_count(state: GameState, seat: int, per: str) -> int:
    """How many of the things a Guardian's draw bonus counts the seat has."""
    if per == "controlled_swamp":
        return sum(
            1
            for land in board.LANDS
            if _counts_for(state, seat, land) == seat and _land_is(state, land, Terrain.SWAMPS)
        )
    if per == "shield_in_lands":
        return sum(1 for s in state.shields.values() if s.owner == seat and board.is_land(s.space))
    if per == "shield_lost":
        return state.players[seat].shields_lost
    up = state.players[seat].previous_up
    card = state.cards[up].card if up is not None else None
    if not isinstance(card, Creature):
        return 0
    return int(card.size == "S" or "S" in card.size_at_will)  # a Titan: Small at its owner's will


def _land_is(state: GameState, land: int, terrain: Terrain) -> bool:
    if land not in state.terrain:
        return False
    cid, face_down = state.terrain[land]
    card = state.cards[cid].card
    return not face_down and isinstance(card, TerrainCard) and terrain in card.terrain_types


def _tes_let(state: GameState, seat: int) -> bool:
    """Whether the seat's Guardian may discard its previous Up card instead of drawing it."""
    return guardian_abilities.guardian(state, seat).discard_up


def _next_draw(state: GameState) -> None:
    """Draw for the next seat that has not drawn; stop where a seat has a choice to make."""
    step = state.step_as(DrawStep)
    while step.drawer < 2:
        seat = step.drawer
        player = state.players[seat]
        count = state.draw_count(seat)
        if seat not in step.balance and _balance_offer(state, seat, count) is not None:
            step.asking = "balance"
            state.phase, state.seat = "draw", seat
            return
        chosen = step.balance.get(seat)
        if chosen is not None:
            count = chosen
        if (
            player.previous_up is not None
            and count > 0
            and _tes_let(state, seat)
            and step.up_choice is None
        ):
            step.asking = "tes_let"
            state.phase, state.seat = "draw", seat
            return
        take_up = step.up_choice in (None, "take")
        step.up_choice = None
        _draw_for(state, seat, count, take_up=take_up)
        step.numbers[seat] = count
        player.extra_draws = 0
        if _reshuffle_asked(state, seat):
            step.asking = "reshuffle"
            state.phase, state.seat = "draw", seat
            return
        step.asking = None
        step.drawn = None
        step.drawer = seat + 1
    state.step = None
    state.after_draw()


def _balance_offer(state: GameState, seat: int, count: int) -> int | None:
    """What a P'Tal-like Guardian would draw instead of ``count``, paying its stones: the
    opponent's number this turn, if it differs and the seat has the stones."""
    cost = guardian_abilities.guardian(state, seat).draw_as_opponent_for
    if cost is None or state.players[seat].stones < cost:
        return None
    theirs = _opponent_number(state, 1 - seat)
    return theirs if theirs != count else None


def _opponent_number(state: GameState, other: int) -> int:
    """The number of cards ``other`` draws this turn: once it has drawn, the number it really
    drew (its draw spends the Ankh's card and takes the Up card that counted)."""
    step = state.step
    if isinstance(step, DrawStep) and other in step.numbers:
        return step.numbers[other]
    return state.draw_count(other)


def _choose_balance(state: GameState, seat: int, action: GameAction) -> None:
    """``balance`` (pay, draw the opponent's number) or ``own-draw``; then the draw goes on."""
    player = state.players[seat]
    count = None
    if isinstance(action, act.Balance):
        count = _balance_offer(state, seat, state.draw_count(seat))
        assert count is not None
        cost = guardian_abilities.guardian(state, seat).draw_as_opponent_for or 0
        player.spend(cost)
        state.tell(events.DrewAsOpponent(seat, cost, count))
    step = state.step_as(DrawStep)
    step.balance[seat] = count
    step.asking = None
    _next_draw(state)


def _draw_for(state: GameState, seat: int, count: int, *, take_up: bool) -> None:
    player = state.players[seat]
    drawn: list[str] = []
    if player.previous_up is not None:
        up = player.previous_up
        player.previous_up = None
        if count > 0 and take_up:
            state._to_hand(seat, up)
            drawn.append(up)
            count -= 1
        else:
            state.discard(up, lost=False)
    chosen = draw_spells.from_discard(state, seat) if count > 0 else None
    if chosen is not None and discard_tolls.take(state, seat, chosen):
        # Cuthbert the Resurrector: a creature of the discard pile, shown
        state._to_hand(seat, chosen)
        drawn.append(chosen)
        count -= 1
    drawn += state.draw_cards(seat, count)
    state.step_as(DrawStep).drawn = drawn
    state.tell(events.Drew(seat, len(drawn), tuple(state.cards[cid].name for cid in drawn)))


def _may_reshuffle(state: GameState, seat: int) -> bool:
    """The first draw of 12 (the only draw the text offers it for) held no shield, and the seat
    has a stone to spend on drawing again."""
    if not _reshuffle_offered(state, seat):
        return False
    drawn = state.step_as(DrawStep).drawn or []
    return not any(isinstance(state.cards[c].card, Shield) for c in drawn)


def _reshuffle_offered(state: GameState, seat: int) -> bool:
    """Whether the draw can be followed by a reshuffle at all, as everyone sees it: the first
    turn's draw of 12, cards were drawn and the seat has a stone (whether a shield came is for
    the seat alone)."""
    drawn = state.step_as(DrawStep).drawn or []
    return (
        state.redraw_without_shield
        and state.turn == 1
        and bool(drawn)
        and state.players[seat].stones >= 1
    )


def _reshuffle_asked(state: GameState, seat: int) -> bool:
    """After a draw the seat is asked whenever a reshuffle is offered (``keep`` is always
    legal, ``reshuffle`` only without a shield), so being asked tells nothing; with
    ``auto_pass``, only when it may reshuffle."""
    if state.auto_pass:
        return _may_reshuffle(state, seat)
    return _reshuffle_offered(state, seat)


def start_organize(state: GameState, first: int | None = None) -> None:
    """Both seats have drawn: a coin flip says who places first (``first``: a written
    position says)."""
    state.first_organizer = state.rng.randint(0, 1) if first is None else first
    state.phase, state.seat = "organize", state.first_organizer
    state.tell(events.OrganizingBegins(state.first_organizer))


def draw_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``draw``: the choice the drawing seat is asked (balance, Tes Let's Up card, reshuffle)."""
    asking = state.step_as(DrawStep).asking
    if asking == "balance":
        yield act.Balance()
        yield act.OwnDraw()
        return
    if asking == "tes_let":
        yield act.TakeUp()
        yield act.DiscardUp()
        return
    if _may_reshuffle(state, seat):
        yield act.Reshuffle()
    yield act.Keep()


def organize_options(state: GameState, seat: int) -> list[GameAction]:
    """``organize``: place creatures, shields and upgrades, sacrifice, or be ``ready``."""
    options = placing.placements(state, seat)
    for cid in upgrades.altar_options(state, seat):
        options.append(act.Altar(cid))
    options.extend(recovery.options(state, seat))
    options.extend(accessories.options(state, seat))
    options.extend(organize_spells.options(state, seat))
    options.append(act.Ready())
    return options


def _shield_at_home(state: GameState, seat: int, space: int) -> ShieldStack | None:
    shield = state.shield_at(space)
    return shield if shield is not None and shield.owner == seat else None


def _where(state: GameState, seat: int, cid: str) -> str:
    player = state.players[seat]
    if cid in player.pen:
        return "pen"
    for slot in player.strongholds:
        space = board.stronghold_space(seat, slot.position)
        if cid in slot.on:
            return f"on:{board.name(space)}"
        if cid in slot.under:
            return f"under:{board.name(space)}"
        shield = _shield_at_home(state, seat, space)
        if shield is not None and cid in shield.contents:
            return shield.id
    return ""


upgrade_options = placing.upgrade_options


def do(state: GameState, seat: int, action: GameAction) -> None:
    """Carry out a draw or organize decision."""
    player = state.players[seat]
    # a seat's placing leaves the other seat's side as it was: the other's book stays valid
    others_book = placing.valid(state, 1 - seat)
    match action:
        case act.Put(card=cid, place=place):  # (first: the most frequent by far)
            _put(state, seat, cid, place)
        case act.Balance() | act.OwnDraw():
            _choose_balance(state, seat, action)
            return
        case act.Altar(card=cid):
            upgrades.sacrifice_to_altar(state, seat, cid)
            return
        case act.Cast(card=cid, target=accessories.BESIDE) if accessories.is_placing(state, cid):
            responses.play_beside_guardian(state, seat, cid, then="organize")  # Gift of Isis
            return
        case act.Burn(card=cid):  # a Voodoo Hat off an own shield: the seat keeps its turn
            on_shields.burn(state, seat, cid)
            return
        case act.Cast(card=cid, target=target) if organize_spells.is_organize_spell(state, cid):
            organize_spells.cast(state, seat, cid, target)  # the seat keeps its turn
            return
        case act.Cast(card=cid, target=target):  # Chaos Summoner: the seat keeps its turn
            responses.play_on_card(state, seat, cid, target, then="organize")
            return
        case act.TakeUp() | act.DiscardUp():
            step = state.step_as(DrawStep)
            step.up_choice = "take" if isinstance(action, act.TakeUp) else "discard"
            step.asking = None
            _next_draw(state)
            return
        case act.Reshuffle() | act.Keep():
            _keep_or_reshuffle(state, seat, action)
            return
        case act.Shield(card=cid, space=name):
            space = board.parse_space(name)
            assert space is not None
            player.pen.remove(cid)
            state.set_public(cid)
            slot = player.strongholds[board.column(space)]
            state.shields[cid] = ShieldStack(cid, seat, space, contents=list(slot.on))
            slot.on.clear()
            state.tell(events.ShieldRaised(seat, state.cards[cid].name, name))
        case act.Upgrade() | act.Downgrade():
            player.pen.remove(action.card)
            place_upgrade(state, seat, action)
        case act.Ready():
            player.organized = True
            state.tell(events.Ready(seat))
    placing.carry_over(state, 1 - seat, others_book)
    _next_organizer(state, seat)


def _keep_or_reshuffle(state: GameState, seat: int, action: GameAction) -> None:
    """``keep`` the cards drawn, or ``reshuffle`` them into the deck (a stone) and draw again
    (and be asked again while a reshuffle is offered)."""
    step = state.step_as(DrawStep)
    if isinstance(action, act.Reshuffle):
        player = state.players[seat]
        drawn = step.drawn or []
        for cid in drawn:
            for zone in (player.pen, player.storage):
                if cid in zone:
                    zone.remove(cid)
            player.deck.append(cid)
        player.spend(1)
        knowledge.shuffle_deck(state, seat)
        state.tell(events.Reshuffled(seat, len(drawn)))
        step.drawn = state.draw_cards(seat, len(drawn))
        state.tell(
            events.Drew(seat, len(step.drawn), tuple(state.cards[c].name for c in step.drawn))
        )
        if _reshuffle_asked(state, seat):
            return
    step.asking = None
    step.drawn = None
    step.drawer = seat + 1
    _next_draw(state)


def place_upgrade(state: GameState, seat: int, action: act.Upgrade | act.Downgrade) -> None:
    """``upgrade CARD left|right`` (or ``downgrade``): the card goes face up beside the end
    stronghold card (its owner's own, or the opponent's for a downgrade)."""
    cid, side = action.card, action.side
    state.set_public(cid)
    target_seat = 1 - seat if isinstance(action, act.Downgrade) else seat
    slot = state.players[target_seat].strongholds[0 if side is act.Side.LEFT else 2]
    if slot.upgrade is None:
        slot.upgrade = cid
    else:  # a second one, which Ragmort's Engineers allowed
        engineers.add_extra(state, seat, slot, cid)
    state.tell(events.Upgraded(seat, state.cards[cid].name, side.value, target_seat))


def _put(state: GameState, seat: int, cid: str, place: str) -> None:
    player = state.players[seat]
    kept = placing.kept_where(state, seat, cid)  # read off the seat's book while it stands
    here = kept if kept is not None else _where(state, seat, cid)
    _remove_from(state, seat, cid, here)
    if place == "pen":
        player.pen.append(cid)
    else:
        placing.place_cards(state, seat, place).append(cid)
    kind, _, space_name = place.partition(":")
    if kind in ("upgrade", "upgrade2"):
        space = board.parse_space(space_name)
        assert space is not None
        slot = player.strongholds[board.column(space)]
        upgrades.placed_on_upgrade(state, seat, cid, slot, extra=kind == "upgrade2")
    player.placed.append(cid)
    placing.note_put(state, seat, cid, here, place, kept=kept is not None)
    card = state.cards[cid]
    to, came_from = _told_place(state, place), _told_place(state, here)
    state.tell(events.Placed(seat, card.name, came_from, to, face_up=card.public))


def _told_place(state: GameState, place: str) -> str:
    """A place token as events tell it: a shield by its space (``shield:A1``), not its id."""
    shield = state.shields.get(place)
    return place if shield is None else f"shield:{board.name(shield.space)}"


def _remove_from(state: GameState, seat: int, cid: str, place: str) -> None:
    if place == "pen":
        state.players[seat].pen.remove(cid)
    else:
        placing.place_cards(state, seat, place).remove(cid)


def _next_organizer(state: GameState, seat: int) -> None:
    other = 1 - seat
    if not state.players[other].organized:
        state.seat = other
        return
    if not state.players[seat].organized:
        state.seat = seat
        return
    upgrades.end_of_organize(state)
    state.begin_movement()
