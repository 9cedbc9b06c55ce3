"""Combat on the board: creatures joining from upgrades, the combat set up from the two
shields, and its results carried back to the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.combat import (
    accessory_tokens,
    bribe_answers,
    command_pairs,
    flow_spells,
    raids,
    report,
    saved,
    spell_returns,
)
from stronghold.games.guardians.combat.events import in_seats
from stronghold.games.guardians.combat.model import (
    CombatSetup,
    ShiftTarget,
    SideSetup,
    Status,
    board_card,
)
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.combat.upgrades import add_platform_creature
from stronghold.games.guardians.play import (
    board,
    board_effects,
    costs,
    fliers,
    guardian_stats,
    terrain_claims,
    turn_start_items,
    upgrades,
)
from stronghold.games.guardians.play.combat_records import CombatRecord, FoughtMatchup
from stronghold.games.guardians.play.model import ShieldStack, space_limit
from stronghold.games.guardians.play.routes import terrain_card
from stronghold.games.guardians.play.steps import BoardCombat, MoveStep, RetreatStep
from stronghold.games.guardians.schema import AnyCard, Creature, Item, Shield, Stronghold, Terrain

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def side_setup(state: GameState, seat: int, shield: ShieldStack) -> tuple[SideSetup, list[str]]:
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
        guardian=guardian_stats.guardian(state, seat),
        stones=player.stones,
        shield=fliers.with_flight([state.cards[c].card for c in shield.contents]),
        storage=[state.cards[c].card for c in player.storage],
        channelers=channeler_cards,
        up_card=state.cards[player.up].card if player.up is not None else None,
        standard=face if isinstance(face, Shield) and face.standard is not None else None,
        board_ids=order,
        discard=[state.cards[c].card for c in player.discard],
        shield_up=face.up if isinstance(face, Shield) else None,
        costs=costs.rules(state, seat),
    )
    for cid in player.accessories:  # an accessory gathering tokens (Heliopolos)
        card = state.cards[cid].card
        if isinstance(card, Item) and accessory_tokens.rule_of(card) is not None:
            side.token_card, side.tokens = card, player.tokens
    return side, order


# --- creatures joining a combat from upgrades (Alarm Bells, Secret Catacombs, Death Pit) ---------


def combat_shields(state: GameState) -> tuple[ShieldStack, ShieldStack, int]:
    """The moving shield, the enemy shield it met, and the space where they fight."""
    step = state.step_as(MoveStep)
    assert step.route is not None and step.joining is not None
    return state.shields[step.shield], state.shields[step.joining.enemy], step.route.dest


def join_options(state: GameState, seat: int) -> list[tuple[str, str, int]]:
    attacker, defender, space = combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    return upgrades.join_options(state, seat, own, defender, space)


def asked_to_join(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is asked which creatures join: it has some that may, or has face-down
    cards where they could come from (``GameState.asks``)."""
    attacker, defender, space = combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    could = upgrades.join_options(state, seat, own, defender, space, public=True)
    has = bool(join_options(state, seat))
    return state.asks(seat, has_choice=has, secret=[cid for cid, _origin, _cost in could])


def join_choices(state: GameState, seat: int) -> list[str]:
    return [cid for cid, _origin, _stones in join_options(state, seat)]


def next_joiner(state: GameState) -> None:
    """Before the combat, the attacker then the defender may add creatures from upgrades;
    then the combat starts."""
    joining = state.step_as(MoveStep).joining
    assert joining is not None
    joiners = joining.joiners
    while joiners:
        seat = joiners[0]
        if joining.asked != seat and asked_to_join(state, seat):
            state.phase, state.seat = "join", seat
            joining.asked = seat
            return
        joiners.pop(0)
    joining.asked = None
    attacker, defender, space = combat_shields(state)
    start_combat(state, attacker.owner, attacker, defender, space)


def join(state: GameState, seat: int, cid: str) -> None:
    """A creature from an upgrade joins the seat's shield for the coming combat."""
    stones = next(cost for c, _origin, cost in join_options(state, seat) if c == cid)
    attacker, defender, _space = combat_shields(state)
    own = attacker if attacker.owner == seat else defender
    joining = state.step_as(MoveStep).joining
    assert joining is not None
    joining.joined[cid] = upgrades.join(state, seat, own, cid, stones)


def start_combat(
    state: GameState, seat: int, attacker: ShieldStack, defender: ShieldStack, space: int
) -> None:
    attacker.space = space  # it has entered the land; it stays only if it wins
    joining = state.step_as(MoveStep).joining
    attack_side, _attack_ids = side_setup(state, seat, attacker)
    defend_side, _defend_ids = side_setup(state, defender.owner, defender)
    for side, side_seat in ((attack_side, seat), (defend_side, defender.owner)):
        laid = terrain_claims.joinable_terrain(state, side_seat, space)  # Smilin' Jack
        if laid is not None:
            side.terrain_card = state.cards[laid].card
            side.board_ids.append(laid)  # the side's ids too: the same list
    terrain = terrain_card(state, space)
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
    route = state.step_as(MoveStep).route
    setup = CombatSetup(
        attack_side,
        defend_side,
        terrain=terrain,
        terrain_types=types,
        terrain_in_play=terrain_in_play(state),
        no_channeling=turn_start_items.channeling_ban(state, space),
        came_from=None if route is None else shift_target(state, route.entered_from),
    )
    setup.upgrades = upgrades.combat_options(state, (seat, defender.owner), space)
    held = setup.may_hold
    answers = bribe_answers.is_answer_face
    held[bribe_answers.OPTION] = may_hold(state, (seat, defender.owner), answers)
    stand_ins = bribe_answers.is_stand_in_face  # Cabin Boy
    held[bribe_answers.STAND_INS] = may_hold(state, (seat, defender.owner), stand_ins)
    held[raids.OPTION] = may_hold(state, (seat, defender.owner), raids.is_raid_face)
    for phase, test in flow_spells.TESTS.items():  # Total Chaos, Kasmir's Blitz
        held[flow_spells.OPTIONS[phase]] = may_hold(state, (seat, defender.owner), test)
    returns = spell_returns.is_return_face  # Oscar the Wonder Chimp
    held[spell_returns.OPTION] = may_hold(state, (seat, defender.owner), returns)
    state.combat = CombatState(state.game, setup, seed=state.rng.randint(0, 2**31 - 1))
    for combat_seat in (0, 1):
        for cid in upgrades.platform_creatures(state, (seat, defender.owner)[combat_seat], space):
            add_platform_creature(state.combat, combat_seat, state.cards[cid].card, cid)
        for iid in state.combat.setup_ids[combat_seat]:
            inst = state.combat.by_id[iid]
            if state.cards[board_card(inst)].public:  # face up on the board: face up here
                inst.revealed = True
    state.combat_info = BoardCombat(
        seats=[seat, defender.owner],
        space=space,
        attacker=attacker.id,
        defender=defender.id,
        joined={} if joining is None else joining.joined,
    )
    state.phase = "combat"
    attacking, defending = state.cards[attacker.id].name, state.cards[defender.id].name
    state.tell(events.CombatDeclared(seat, board.name(space), attacking, defending))
    relay(state, 0)


def shift_target(state: GameState, space: int) -> ShiftTarget | None:
    """The ground of the land an attacker came from, should a card move the combat there
    (Agent of Shadow): its terrain card's types, a face-down card as no basic type. None when
    the combat cannot go there: a stronghold space, or one another shield stands on
    (docs/rules-notes/cards/combat-flow.md)."""
    if board.stronghold_owner(space) is not None or state.shield_at(space) is not None:
        return None
    terrain = terrain_card(state, space)
    types: tuple[Terrain, ...] = ()
    if terrain is not None:
        types = tuple(terrain.terrain_types)
    elif space in state.terrain and state.terrain[space][1]:
        types = (Terrain.FACE_DOWN,)
    return ShiftTarget(board.name(space), terrain, types)


def _over_limit(state: GameState, seat: int, shield: ShieldStack, joined: str) -> bool:
    """The Up card that joined the combat hand (Medallion of Skyphos) and survived cannot go
    under the shield past its space limit (a Titan made Small): it goes to the Creature Pen
    instead (True; docs/rules-notes/cards/sizes.md)."""
    if joined not in shield.contents:
        return False
    if state.stack_of(seat, shield.space) <= space_limit(state.cards[shield.id].card):
        return False
    shield.contents.remove(joined)
    state.players[seat].pen.append(joined)
    state.tell(card_events.SentToPen(seat, state.cards[joined].name))
    return True


def may_hold(
    state: GameState, seats: tuple[int, int], test: Callable[[AnyCard], bool]
) -> tuple[int, ...]:
    """The combat sides whose seat could hold a card passing ``test`` by what both seats
    know: its deck list has one not face up (a spell answering a bribe, combat/
    bribe_answers.py; one played after winning, combat/raids.py)."""
    return tuple(side for side, seat in enumerate(seats) if state.holds_unseen(seat, test))


def terrain_in_play(state: GameState) -> tuple[Terrain, ...]:
    """The types of every face-up terrain card on the board (one entry per card and type)."""
    out: list[Terrain] = []
    for space in sorted(state.terrain):
        card = terrain_card(state, space)
        if card is not None:
            out.extend(card.terrain_types)
    return tuple(out)


def relay(state: GameState, since: int) -> None:
    """Tell the game the combat's events from number ``since`` on (all it told since the
    game last relayed), each combat side made the game's seat that fights on it."""
    combat, info = state.combat, state.combat_info
    if combat is None or info is None:
        return
    told = combat.event_log
    seats = info.seats
    if seats[0] == 0 and seats[1] == 1:  # each side is the seat of its number: as they are
        for number in range(since, len(told)):
            state.tell(told[number])
        return
    for number in range(since, len(told)):  # by index: the newest are read without a walk
        state.tell(in_seats(told[number], seats))


def lose_from_pen(state: GameState, seat: int, cause: str, number: int) -> None:
    """``seat`` discards ``number`` cards drawn at random from its Creature Pen (as many as
    it holds); the pen as it stands after the combat, creatures bribed back to it included
    (docs/rules-notes/cards/board-cards.md, "Creature Pen losses")."""
    pen = state.players[seat].pen
    lost = []
    for _ in range(min(number, len(pen))):
        cid = pen.pop(state.rng.randrange(len(pen)))
        state.discard(cid)
        lost.append(state.cards[cid].name)
    state.tell(events.PenLost(seat, cause, tuple(lost)))


def carry_back(state: GameState) -> None:
    """Carry a finished combat's results back to the board; the retreat is what is left."""
    combat = state.combat
    assert combat is not None and combat.result is not None
    info = state.combat_info
    assert isinstance(info, BoardCombat)
    sent_home = {info.attacker: 0, info.defender: 0}  # creatures kept off the board
    kept_items = command_pairs.kept_items(combat)  # Heels of Speed, its creature alive
    for combat_seat in (0, 1):
        seat = info.seats[combat_seat]
        player = state.players[seat]
        player.stones = combat.stones[combat_seat]
        player.spent += combat.spent[combat_seat]  # counted for a Rebate (play/rebates.py)
        player.tokens = accessory_tokens.held(combat, combat_seat)  # Heliopolos
        shield = state.shields[info.attacker if combat_seat == 0 else info.defender]
        swapped = combat.up_swaps.get(combat_seat)
        up = player.up  # before the Medallion (met first or last) takes its place
        joined = None
        worn = fliers.worn(state, shield.contents)  # as the combat was set up (Amulet)
        for iid in combat.setup_ids[combat_seat]:
            inst = combat.by_id[iid]
            cid = board_card(inst)
            if inst.revealed:
                state.set_public(cid)
            if inst.origin == "terrain":  # back on the land unless lost (Smilin' Jack)
                terrain_claims.back_from_combat(state, seat, info.space, combat, inst)
                continue
            if inst.zone == "up":
                continue  # the Up card stayed where it was
            if inst.zone == "platform":
                upgrades.after_platform(
                    state, seat, cid, fired=inst.status != Status.HAND,
                    bribed=inst.status in (Status.BRIBED, Status.RETURNED),
                )  # fmt: skip
                continue
            if cid == up:  # the Up card joined the combat hand (Medallion of Skyphos)
                if player.up == cid:
                    player.up = None
                shield.contents.append(cid)
                joined = cid
            if swapped is not None and inst.id == swapped:  # ... and the Medallion is the Up card
                player.storage.remove(cid)
                player.up = cid
                continue
            if inst.zone == "channeler":
                if inst.status == Status.DESTROYED:  # by a reaction (Magic Feedback)
                    for slot in player.strongholds:
                        if cid in slot.under:
                            slot.under.remove(cid)
                    state.discard(cid)
                elif inst.used_channel:
                    player.channeled.append(cid)
                continue
            if inst.zone == "storage":
                if inst.id in combat.memory.returned:  # kept by Oscar the Wonder Chimp
                    continue
                if inst.status == Status.USED or inst.id in combat.memory.stolen:
                    player.storage.remove(cid)
                    state.discard(cid)
                continue
            if inst.status in (Status.BEATEN, Status.DESTROYED, Status.DISCARDED):
                shield.contents.remove(cid)
                saver = saved.saved_by(combat, inst)
                if inst.id in combat.to_storage:  # bought back: not lost, nor its items
                    player.storage.append(cid)
                    sent_home[shield.id] += int(state.cards[cid].is_creature)
                elif saver is not None:  # Howl of the Dead, Necropolis Park
                    player.pen.append(cid)
                    sent_home[shield.id] += 1
                    state.tell(events.SavedToPen(seat, saver, inst.name))
                else:
                    state.discard(cid)
            elif inst.status in (Status.BRIBED, Status.RETURNED):
                shield.contents.remove(cid)
                player.pen.append(cid)
                sent_home[shield.id] += int(state.cards[cid].is_creature)
            elif inst.status == Status.USED and inst.id not in kept_items:  # a command C item
                shield.contents.remove(cid)
                state.discard(cid)
        fliers.lose_worn(state, shield.contents, worn)  # with the wearers that were lost
        sent_home[shield.id] -= fliers.send_worn_home(state, seat, shield.contents, worn)
        if joined is not None and _over_limit(state, seat, shield, joined):
            sent_home[shield.id] += 1
    for side, cause, number in combat.memory.pen_losses:  # Howling Reaver, Sneaky Varmit ...
        lose_from_pen(state, info.seats[side], cause, number)
    route = state.step_as(MoveStep).route
    assert route is not None
    space = route.entered_from if combat.memory.shifted else info.space  # Agent of Shadow
    board_effects.carry_out(state, info.seats, space, combat.memory.board_effects)
    for combat_seat in (0, 1):  # cards a Guardian draws for what happened (Eisnmir)
        if combat.draws[combat_seat]:
            drawer = info.seats[combat_seat]
            drawn = state.draw_cards(drawer, combat.draws[combat_seat])
            why = state.players[drawer].guardian.name
            names = tuple(state.cards[cid].name for cid in drawn)
            state.tell(events.Drew(drawer, len(drawn), names, why=why))
    winner_combat_seat = combat.result.winner
    winner = info.seats[winner_combat_seat]
    loser_id = info.defender if winner_combat_seat == 0 else info.attacker
    upgrades.after_joined_combat(state, info.joined, state.shields[loser_id])
    for shield_id, home in sent_home.items():  # items go with their creatures: home or lost
        state.release_items(state.shields[shield_id].contents, keep=home)
    # the primary match-ups as the combat's summary lists them (only those are kept here)
    primaries = [report.matchup_json(combat, m, None) for m in combat.matchups if not m.secondary]
    state.last_combat = CombatRecord(
        space=board.name(space),
        attacker=info.seats[0],
        winner=winner,
        totals=combat.result.totals,
        matchups=tuple(
            FoughtMatchup(
                m["number"],
                m["attacker"],
                m["defender"],
                m["result"],
                m["attacker_vitality"],
                m["defender_vitality"],
            )
            for m in primaries
            if m["attacker"] is not None and m["defender"] is not None
        ),
    )
    # The combat told its totals and winner (relayed as its resolution event): not told again.
    state.combat = None
    attacker = state.shields[info.attacker]
    defender = state.shields[info.defender]
    loser = defender if winner_combat_seat == 0 else attacker
    if combat.memory.shifted:  # both shields stand where the combat was moved to
        attacker.space = defender.space = space
    state.step = RetreatStep(
        loser=loser.id,
        winner=(attacker if loser is defender else defender).id,
        space=space,
        came_from=route.entered_from,
        mover=info.seats[0],
        shifted=combat.memory.shifted,
    )
