"""Stronghold upgrades and downgrades on the board: what each encoded one does, and when.

An upgrade sits beside its owner's left or right stronghold card; a downgrade is put beside an
opponent's. Either way it belongs to the card (``StrongholdSlot.upgrade``) and acts on it:
the Draw and Organize tax, the lost defence, the creature lost at settlement, the AOE on an
opposing shield that enters, no flying onto the owner's strongholds, stronger channelers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import board, losses
from stronghold.games.guardians.play.model import ShieldStack, StrongholdSlot, points
from stronghold.games.guardians.schema import AnyCard, Creature, Match, Stronghold, Upgrade

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def upgrade_of(state: GameState, slot: StrongholdSlot) -> Upgrade | None:
    """The upgrade or downgrade beside a stronghold card, if any."""
    if slot.upgrade is None:
        return None
    card = state.cards[slot.upgrade].card
    return card if isinstance(card, Upgrade) else None


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
            upgrade = upgrade_of(state, slot)
            if upgrade is None or not upgrade.owner_stone_tax or slot.rubble:
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
    upgrade = upgrade_of(state, slot)
    if upgrade is not None and upgrade.no_defense:
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
        (upgrade := upgrade_of(state, slot)) is not None and upgrade.no_flying_onto_strongholds
        for slot in state.players[owner].strongholds
    )


def entry_aoe(state: GameState, shield: ShieldStack, space: int) -> list[str]:
    """An opposing shield entering a card with an ``entry_aoe``: its creatures of that
    Vitality or less are discarded (unless immune to AOE). Returns the names discarded."""
    slot = slot_at(state, space)
    if slot is None or slot.rubble or board.stronghold_owner(space) == shield.owner:
        return []
    upgrade = upgrade_of(state, slot)
    if upgrade is None or not upgrade.entry_aoe:
        return []
    hit = []
    for cid in list(shield.contents):
        card = state.cards[cid].card
        if not isinstance(card, Creature) or "aoe" in card.immune.kinds:
            continue
        if card.vitality <= upgrade.entry_aoe:
            shield.contents.remove(cid)
            state.set_public(cid)
            state.discard(cid)
            hit.append(card.name)
    state.release_items(shield.contents)  # items are lost with their creatures
    state.tell(events.UpgradeAoe(upgrade.name, upgrade.entry_aoe, board.name(space), tuple(hit)))
    return hit


def channel_bonus(state: GameState, slot: StrongholdSlot) -> int:
    """How much more the channelers under this card channel."""
    upgrade = upgrade_of(state, slot)
    return 0 if upgrade is None else upgrade.channel_bonus


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
            upgrade = upgrade_of(state, slot)
            if upgrade is None or not upgrade.settlement_creature_loss:
                continue
            space = board.stronghold_space(seat, slot.position)
            for shield in state.shields_at(space):
                due.append(losses.Loss(shield.id, upgrade.settlement_creature_loss, upgrade.name))
    return due


# --- upgrades that hold a creature, join combats, or trade cards for stones ------------------


def front_spaces(seat: int, position: int) -> tuple[int, int]:
    """The two spaces in front of an upgrade beside ``seat``'s card at ``position``: the two
    lands of that column, the nearer first."""
    rows = (1, 2) if seat == 0 else (2, 1)
    return rows[0] * board.COLUMNS + position, rows[1] * board.COLUMNS + position


def own_upgrades(state: GameState, seat: int) -> Iterator[tuple[StrongholdSlot, Upgrade]]:
    """``seat``'s own upgrades (downgrades excluded) beside its standing stronghold cards."""
    for slot in state.players[seat].strongholds:
        upgrade = upgrade_of(state, slot)
        if upgrade is None or upgrade.downgrade or slot.rubble:
            continue
        assert slot.upgrade is not None
        if state.cards[slot.upgrade].owner == seat:
            yield slot, upgrade


def hold_places(state: GameState, seat: int, cid: str) -> list[str]:
    """Where (``upgrade:A1``) a creature of ``seat`` may be put on an empty upgrade that holds
    one of its kind."""
    return holds_for(empty_holders(state, seat), state.cards[cid].card)


def empty_holders(state: GameState, seat: int) -> list[tuple[str, Match]]:
    """``seat``'s empty upgrades that hold a creature: each place (``upgrade:A1``) and the
    kind of creature it holds (``hold_places`` for many cards lists them once)."""
    return [
        (f"upgrade:{board.name(board.stronghold_space(seat, slot.position))}", upgrade.holds)
        for slot, upgrade in own_upgrades(state, seat)
        if upgrade.holds is not None and not slot.held
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


def placed_on_upgrade(state: GameState, seat: int, cid: str, slot: StrongholdSlot) -> None:
    """A creature was put on the upgrade beside ``slot``: face up if the upgrade says so."""
    upgrade = upgrade_of(state, slot)
    if upgrade is not None and upgrade.hold_face_up:
        state.set_public(cid)


# Teleport Tower


def teleports(state: GameState, seat: int) -> Iterator[tuple[str, str]]:
    """(creature, shield) pairs: a creature in a tower may jump to a turned shield of its owner
    where it fits the space limit."""
    for slot, upgrade in own_upgrades(state, seat):
        if not upgrade.held_teleports:
            continue
        for cid in slot.held:
            for shield in sorted(state.shields.values(), key=lambda s: s.id):
                if shield.owner != seat or not shield.turned or state.barred(shield.space):
                    continue
                if state.stack_of(seat, shield.space, [cid]) <= state.space_limit(shield):
                    yield cid, shield.id


def teleport(state: GameState, seat: int, cid: str, shield_id: str) -> None:
    """The creature leaves the tower for the shield."""
    for slot in state.players[seat].strongholds:
        if cid in slot.held:
            slot.held.remove(cid)
    shield = state.shields[shield_id]
    shield.contents.append(cid)
    state.tell(events.Teleported(seat, state.cards[shield_id].name, board.name(shield.space)))


# Sacrificial Altar


def has_altar(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has an upgrade that trades Storage Hand cards for stones."""
    return any(upgrade.storage_for_stones for _slot, upgrade in own_upgrades(state, seat))


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
        upgrade = upgrade_of(state, here)
        if upgrade is not None and upgrade.under_defend and not upgrade.downgrade:
            for cid in here.under:
                if (public or state.cards[cid].is_creature) and fits(cid, True):
                    out.append((cid, "under", 0))
    for slot, upgrade in own_upgrades(state, seat):
        for cid in slot.held:
            if upgrade.held_defends_strongholds and home and fits(cid, False):
                out.append((cid, "held", 0))
            cost = upgrade.held_joins_front_for
            if cost is not None and space in front_spaces(seat, slot.position):
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
    player.stones -= stones
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
        upgrade = upgrade_of(state, slot)
        if kind == "under":
            shield.contents.remove(cid)
            slot.under.append(cid)
        elif (
            upgrade is not None
            and upgrade.held_defends_strongholds
            and shield is loser
            and board.stronghold_owner(shield.space) == shield.owner
        ):
            shield.contents.remove(cid)
            state.players[shield.owner].strongholds[board.column(shield.space)].on.append(cid)


# Flame Cannon, Large Idol, Sacrificial Altar, Ranged Attack Platform: inside a combat


def combat_options(state: GameState, seats: tuple[int, int], space: int) -> dict[str, Any]:
    """What each side of a combat on ``space`` may do with its upgrades (combat/upgrades.py):
    a cannon or an idol in front of whose card the combat is, and an altar anywhere."""
    out: dict[str, Any] = {}
    for side, seat in enumerate(seats):
        for slot, upgrade in own_upgrades(state, seat):
            if upgrade.storage_for_stones:
                out.setdefault("altar", []).append(side)
            if space not in front_spaces(seat, slot.position):
                continue
            if upgrade.cannon_aoe:
                cannon = [upgrade.cannon_aoe, upgrade.cannon_per_stone]
                out.setdefault("cannon", {})[side] = cannon
            if upgrade.control_bonus or upgrade.control_per_stone:
                idol = [upgrade.control_bonus, upgrade.control_per_stone]
                out.setdefault("idol", {})[side] = idol
    return out


def platform_creatures(state: GameState, seat: int, space: int) -> list[str]:
    """``seat``'s creatures on platforms in front of ``space``, whose ranged attack it may add
    to one primary match-up of the combat there."""
    return [
        cid
        for slot, upgrade in own_upgrades(state, seat)
        if upgrade.held_ranged_front and space in front_spaces(seat, slot.position)
        for cid in slot.held
    ]


def after_platform(state: GameState, seat: int, cid: str, *, fired: bool, bribed: bool) -> None:
    """A platform creature after a combat: still there if it was not fired; once fired its
    one use is spent and it is discarded (face up), or goes to the pen if it was bribed."""
    if not fired:
        return
    for slot in state.players[seat].strongholds:
        if cid in slot.held:
            slot.held.remove(cid)
    if bribed:
        state.players[seat].pen.append(cid)
    else:
        state.discard(cid)
