"""Stronghold upgrades and downgrades on the board: what each encoded one does, and when.

An upgrade sits beside its owner's left or right stronghold card; a downgrade is put beside an
opponent's. Either way it belongs to the card (``StrongholdSlot.upgrade``; a second one of
its owner's, Ragmort's Engineers, is ``StrongholdSlot.extra``) and each acts on it:
the Draw and Organize tax, the lost defence, the creature lost at settlement, the AOE on an
opposing shield that enters, no flying onto the owner's strongholds, stronger channelers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.model import UpgradesInFront
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import board, fliers, losses
from stronghold.games.guardians.play.model import ShieldStack, StrongholdSlot, points
from stronghold.games.guardians.schema import AnyCard, Creature, Match, Stronghold, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def upgrade_of(state: GameState, slot: StrongholdSlot) -> Upgrade | None:
    """The (first) upgrade or downgrade beside a stronghold card, if any."""
    if slot.upgrade is None:
        return None
    card = state.cards[slot.upgrade].card
    return card if isinstance(card, Upgrade) else None


def beside(slot: StrongholdSlot) -> list[tuple[str, list[str], str]]:
    """Each upgrade card beside a stronghold card: (its id, the creature list it holds, its
    place word), the first one then the extra one (Ragmort's Engineers)."""
    out = []
    if slot.upgrade is not None:
        out.append((slot.upgrade, slot.held, "upgrade"))
    if slot.extra is not None:
        out.append((slot.extra, slot.extra_held, "upgrade2"))
    return out


def take_away(slot: StrongholdSlot, cid: str) -> list[str]:
    """The upgrade ``cid`` leaves the card beside which it stands; returns the creatures it
    held (the caller moves them). An extra upgrade left alone becomes the card's only one."""
    if slot.extra == cid:
        held, slot.extra, slot.extra_held = slot.extra_held, None, []
        return held
    held = slot.held
    slot.upgrade, slot.held = slot.extra, slot.extra_held
    slot.extra, slot.extra_held = None, []
    return held


def upgrades_of(state: GameState, slot: StrongholdSlot) -> list[Upgrade]:
    """Every upgrade or downgrade beside a stronghold card (two with Ragmort's Engineers)."""
    out = []
    for cid, _held, _word in beside(slot):
        card = state.cards[cid].card
        if isinstance(card, Upgrade):
            out.append(card)
    return out


def slot_at(state: GameState, space: int) -> StrongholdSlot | None:
    """The stronghold card on a space of the strongholds' rows (None for a land)."""
    owner = board.stronghold_owner(space)
    if owner is None:
        return None
    return state.players[owner].strongholds[board.column(space)]


def end_of_organize(state: GameState) -> None:
    """Each card whose owner has a shield on it and an ``owner_stone_tax`` costs him stones."""
    for seat, player in enumerate(state.players):
        for slot in player.strongholds:
            for upgrade in upgrades_of(state, slot):
                if not upgrade.owner_stone_tax or slot.rubble:
                    continue
                space = board.stronghold_space(seat, slot.position)
                if any(s.owner == seat for s in state.shields_at(space)):
                    paid = min(upgrade.owner_stone_tax, player.stones)
                    player.stones -= paid
                    state.tell(events.StoneTax(seat, upgrade.name, paid))


def defence(state: GameState, slot: StrongholdSlot) -> int:
    """What a standing stronghold card adds to each creature defending it this combat: its
    printed defence, plus one roll of 1d6 for a die card (Drifter's Nexus: 1d6+1); none under a
    ``no_defense`` card."""
    if any(upgrade.no_defense for upgrade in upgrades_of(state, slot)):
        return 0
    card = state.cards[slot.card].card
    if not isinstance(card, Stronghold):
        return 0
    if card.defense_die:
        return state.rng.randint(1, 6) + card.defense
    return card.defense


def no_flying_onto(state: GameState, seat: int, space: int) -> bool:
    """Whether ``seat``'s shield may not fly onto ``space``: an opposing stronghold card whose
    owner has an upgrade forbidding flight onto his strongholds."""
    owner = board.stronghold_owner(space)
    if owner is None or owner == seat:
        return False
    return any(
        upgrade.no_flying_onto_strongholds
        for slot in state.players[owner].strongholds
        for upgrade in upgrades_of(state, slot)
    )


def entry_aoe(state: GameState, shield: ShieldStack, space: int) -> list[str]:
    """An opposing shield entering a card with an ``entry_aoe``: its creatures of that
    Vitality or less are discarded (unless immune to AOE). Returns the names discarded."""
    slot = slot_at(state, space)
    if slot is None or slot.rubble or board.stronghold_owner(space) == shield.owner:
        return []
    hit = []
    for upgrade in upgrades_of(state, slot):
        if upgrade.entry_aoe:
            hit += _aoe(state, shield, space, upgrade)
    return hit


def _aoe(state: GameState, shield: ShieldStack, space: int, upgrade: Upgrade) -> list[str]:
    hit = []
    for cid in list(shield.contents):
        card = state.cards[cid].card
        if not isinstance(card, Creature) or "aoe" in card.immune.kinds:
            continue
        if card.vitality <= upgrade.entry_aoe:
            state.set_public(cid)
            fliers.lose(state, shield.contents, cid)  # an Amulet it wears with it
            hit.append(card.name)
    state.release_items(shield.contents)  # items are lost with their creatures
    state.tell(events.UpgradeAoe(upgrade.name, upgrade.entry_aoe, board.name(space), tuple(hit)))
    return hit


def channel_bonus(state: GameState, slot: StrongholdSlot) -> int:
    """How much more the channelers under this card channel."""
    return sum(upgrade.channel_bonus for upgrade in upgrades_of(state, slot))


def channeler_under(state: GameState, slot: StrongholdSlot, card: Creature) -> Creature:
    """A channeler as it channels from under this card: its CMP raised by the upgrade."""
    bonus = channel_bonus(state, slot)
    if not bonus or card.channeler is None:
        return card
    boosted = card.channeler.model_copy(update={"cmp": card.channeler.cmp + bonus})
    return card.model_copy(update={"channeler": boosted})


def settlement_losses(state: GameState) -> list[losses.Loss]:
    """What each shield standing on a card with ``settlement_creature_loss`` gives up at
    settlement (its owner choosing: ``play/losses.py``)."""
    due: list[losses.Loss] = []
    for seat, player in enumerate(state.players):
        for slot in player.strongholds:
            for upgrade in upgrades_of(state, slot):
                if not upgrade.settlement_creature_loss:
                    continue
                space = board.stronghold_space(seat, slot.position)
                for shield in state.shields_at(space):
                    loss = upgrade.settlement_creature_loss
                    due.append(losses.Loss(shield.id, loss, upgrade.name))
    return due


# --- upgrades that hold a creature, join combats, or trade cards for stones ------------------


def front_spaces(seat: int, position: int) -> tuple[int, int]:
    """The two spaces in front of an upgrade beside ``seat``'s card at ``position``: the two
    lands of that column, the nearer first."""
    rows = (1, 2) if seat == 0 else (2, 1)
    return rows[0] * board.COLUMNS + position, rows[1] * board.COLUMNS + position


class Own(NamedTuple):
    """One of a seat's own upgrades: the card it stands beside, the upgrade, the creatures it
    holds, and its place word (``upgrade``, or ``upgrade2`` for an extra one)."""

    slot: StrongholdSlot
    upgrade: Upgrade
    held: list[str]
    word: str


def own_upgrades(state: GameState, seat: int) -> Iterator[Own]:
    """``seat``'s own upgrades (downgrades excluded) beside its standing stronghold cards."""
    for slot in state.players[seat].strongholds:
        if slot.rubble:
            continue
        for cid, held, word in beside(slot):
            upgrade = state.cards[cid].card
            if isinstance(upgrade, Upgrade) and not upgrade.downgrade:
                if state.cards[cid].owner == seat:
                    yield Own(slot, upgrade, held, word)


def hold_places(state: GameState, seat: int, cid: str) -> list[str]:
    """Where (``upgrade:A1``, ``upgrade2:A1`` for an extra upgrade) a creature of ``seat`` may
    be put on an empty upgrade that holds one of its kind."""
    return holds_for(empty_holders(state, seat), state.cards[cid].card)


def empty_holders(state: GameState, seat: int) -> list[tuple[str, Match]]:
    """``seat``'s empty upgrades that hold a creature: each place (``upgrade:A1``) and the
    kind of creature it holds (``hold_places`` for many cards lists them once)."""
    return [
        (f"{own.word}:{board.name(board.stronghold_space(seat, own.slot.position))}", holds)
        for own in own_upgrades(state, seat)
        if (holds := own.upgrade.holds) is not None and not own.held
    ]


def holds_for(holders: list[tuple[str, Match]], card: AnyCard) -> list[str]:
    """The places of ``holders`` (``empty_holders``) that hold a creature like ``card``."""
    if not holders or not isinstance(card, Creature):
        return []
    return [
        place
        for place, holds in holders
        if creature_matches(holds, card, defending_stronghold=False)
    ]


def placed_on_upgrade(
    state: GameState, seat: int, cid: str, slot: StrongholdSlot, *, extra: bool = False
) -> None:
    """A creature was put on the upgrade beside ``slot`` (the extra one if ``extra``): face up
    if the upgrade says so."""
    upgrade_id = slot.extra if extra else slot.upgrade
    upgrade = None if upgrade_id is None else state.cards[upgrade_id].card
    if isinstance(upgrade, Upgrade) and upgrade.hold_face_up:
        state.set_public(cid)


# Teleport Tower


def teleports(state: GameState, seat: int) -> Iterator[tuple[str, str]]:
    """(creature, shield) pairs: a creature in a tower may jump to a turned shield of its owner
    where it fits the space limit."""
    for own in own_upgrades(state, seat):
        if not own.upgrade.held_teleports:
            continue
        for cid in own.held:
            for shield in sorted(state.shields.values(), key=lambda s: s.id):
                if shield.owner != seat or not shield.turned or state.barred(shield.space):
                    continue
                if state.stack_of(seat, shield.space, [cid]) <= state.space_limit(shield):
                    yield cid, shield.id


def teleport(state: GameState, seat: int, cid: str, shield_id: str) -> None:
    """The creature leaves the tower for the shield."""
    let_go(state, seat, cid)
    shield = state.shields[shield_id]
    shield.contents.append(cid)
    state.tell(events.Teleported(seat, state.cards[shield_id].name, board.name(shield.space)))


def let_go(state: GameState, seat: int, cid: str) -> None:
    """The creature leaves whichever of ``seat``'s upgrades holds it."""
    for slot in state.players[seat].strongholds:
        for held in (slot.held, slot.extra_held):
            if cid in held:
                held.remove(cid)


# Sacrificial Altar


def has_altar(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has an upgrade that trades Storage Hand cards for stones."""
    return any(own.upgrade.storage_for_stones for own in own_upgrades(state, seat))


def altar_options(state: GameState, seat: int) -> list[str]:
    """Storage Hand cards ``seat`` may discard for a stone now (one per card name)."""
    if not has_altar(state, seat):
        return []
    seen: dict[str, str] = {}
    for cid in state.players[seat].storage:
        seen.setdefault(state.cards[cid].name, cid)
    return sorted(seen.values())


def sacrifice_to_altar(state: GameState, seat: int, cid: str) -> None:
    """A Storage Hand card is discarded (face up) for one power stone."""
    player = state.players[seat]
    player.storage.remove(cid)
    state.discard(cid)
    player.stones += 1
    state.tell(events.AltarSacrifice(seat, state.cards[cid].name))


# Alarm Bells, Secret Catacombs, Death Pit of Djoser: creatures joining a combat


def join_options(
    state: GameState,
    seat: int,
    shield: ShieldStack,
    defender: ShieldStack,
    space: int,
    *,
    public: bool = False,
) -> list[tuple[str, str, int]]:
    """(creature, origin, stones) that may join ``shield``'s side of the combat about to be
    fought on ``space`` against or by ``defender``: origin ``under`` (Alarm Bells), ``held``
    (Catacombs: defending only; Death Pit: for its stones, on the two spaces in front).
    ``public``: the cards that could, as the other seat sees it (what they are and their
    stacking values left out)."""
    defending = shield.id == defender.id
    player = state.players[seat]
    out: list[tuple[str, str, int]] = []
    limit = state.space_limit(shield)
    home = defending and board.stronghold_owner(space) == seat
    here = slot_at(state, space) if home else None

    def fits(cid: str, already_here: bool) -> bool:
        if public:
            return True
        if points(state.cards, [*shield.contents, cid]) > limit:
            return False
        if not home or already_here:
            return True
        return state.stack_of(seat, space, [cid]) <= state.space_limit(None)

    if here is not None and not here.rubble:
        if any(u.under_defend and not u.downgrade for u in upgrades_of(state, here)):
            for cid in here.under:
                if (public or state.cards[cid].is_creature) and fits(cid, True):
                    out.append((cid, "under", 0))
    for own in own_upgrades(state, seat):
        upgrade = own.upgrade
        for cid in own.held:
            if upgrade.held_defends_strongholds and home and fits(cid, False):
                out.append((cid, "held", 0))
            cost = upgrade.held_joins_front_for
            if cost is not None and space in front_spaces(seat, own.slot.position):
                if player.stones >= cost and fits(cid, False):
                    out.append((cid, "held", cost))
    return out


def join(state: GameState, seat: int, shield: ShieldStack, cid: str, stones: int) -> str:
    """The creature joins the shield for the combat; returns where it came from."""
    player = state.players[seat]
    origin = ""
    for slot in player.strongholds:
        space = board.name(board.stronghold_space(seat, slot.position))
        if cid in slot.under:
            slot.under.remove(cid)
            origin = f"under:{space}"
        elif cid in slot.held:
            slot.held.remove(cid)
            origin = f"upgrade:{space}"
        elif cid in slot.extra_held:
            slot.extra_held.remove(cid)
            origin = f"upgrade2:{space}"
    player.spend(stones)
    shield.contents.append(cid)
    shown = state.cards[cid].public
    card_name = state.cards[cid].name
    state.tell(events.Joined(seat, state.cards[shield.id].name, stones, card_name, shown))
    return origin


def after_joined_combat(state: GameState, joined: dict[str, str], loser: ShieldStack) -> None:
    """Creatures that joined a combat and survived: those from under a card go back under it;
    one from the catacombs stays on the card it defended (a losing shield leaves it there)."""
    for cid, origin in joined.items():
        shield = next((s for s in state.shields.values() if cid in s.contents), None)
        if shield is None:
            continue  # beaten, destroyed or bribed: the combat dealt with it
        kind, _, name = origin.partition(":")
        space = board.parse_space(name)
        assert space is not None
        slot = state.players[shield.owner].strongholds[board.column(space)]
        came_from = slot.extra if kind == "upgrade2" else slot.upgrade
        upgrade = None if came_from is None else state.cards[came_from].card
        if kind == "under":
            shield.contents.remove(cid)
            slot.under.append(cid)
        elif (
            isinstance(upgrade, Upgrade)
            and upgrade.held_defends_strongholds
            and shield is loser
            and board.stronghold_owner(shield.space) == shield.owner
        ):
            shield.contents.remove(cid)
            state.players[shield.owner].strongholds[board.column(shield.space)].on.append(cid)


# Flame Cannon, Large Idol, Sacrificial Altar, Ranged Attack Platform: inside a combat


def combat_options(state: GameState, seats: tuple[int, int], space: int) -> UpgradesInFront:
    """What each side of a combat on ``space`` may do with its upgrades (combat/upgrades.py):
    a cannon or an idol in front of whose card the combat is, and an altar anywhere."""
    cannon: dict[int, tuple[int, int]] = {}
    idol: dict[int, tuple[int, int]] = {}
    altar: list[int] = []
    for side, seat in enumerate(seats):
        for own in own_upgrades(state, seat):
            upgrade = own.upgrade
            if upgrade.storage_for_stones:
                altar.append(side)
            if space not in front_spaces(seat, own.slot.position):
                continue
            if upgrade.cannon_aoe:
                cannon[side] = (upgrade.cannon_aoe, upgrade.cannon_per_stone)
            if upgrade.control_bonus or upgrade.control_per_stone:
                idol[side] = (upgrade.control_bonus, upgrade.control_per_stone)
    return UpgradesInFront(cannon, idol, tuple(altar))


def platform_creatures(state: GameState, seat: int, space: int) -> list[str]:
    """``seat``'s creatures on platforms in front of ``space``, whose ranged attack it may add
    to one primary match-up of the combat there."""
    return [
        cid
        for own in own_upgrades(state, seat)
        if own.upgrade.held_ranged_front and space in front_spaces(seat, own.slot.position)
        for cid in own.held
    ]


def after_platform(state: GameState, seat: int, cid: str, *, fired: bool, bribed: bool) -> None:
    """A platform creature after a combat: still there if it was not fired; once fired its
    one use is spent and it is discarded (face up), or goes to the pen if it was bribed."""
    if not fired:
        return
    let_go(state, seat, cid)
    if bribed:
        state.players[seat].pen.append(cid)
    else:
        state.discard(cid)
