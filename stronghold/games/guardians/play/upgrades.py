"""Stronghold upgrades and downgrades on the board: what each encoded one does, and when.

An upgrade sits beside its owner's left or right stronghold card; a downgrade is put beside an
opponent's. Either way it belongs to the card (``StrongholdSlot.upgrade``) and acts on it:
the Draw and Organize tax, the lost defence, the creature lost at settlement, the AOE on an
opposing shield that enters, no flying onto the owner's strongholds, stronger channelers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.model import ShieldStack, StrongholdSlot
from stronghold.games.guardians.schema import Creature, Stronghold, Upgrade

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
                state.log_event("stone_tax", seat=seat, card=upgrade.name, stones=paid)


def defence(state: GameState, slot: StrongholdSlot) -> int:
    """What a standing stronghold card adds to each creature defending it this combat: its
    printed defence, or one roll of 1d6+1 for a die card; none under a ``no_defense`` card."""
    upgrade = upgrade_of(state, slot)
    if upgrade is not None and upgrade.no_defense:
        return 0
    card = state.cards[slot.card].card
    if not isinstance(card, Stronghold):
        return 0
    if card.defense_die:
        return state.rng.randint(1, 6) + 1
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
            state.cards[cid].public = True
            state.discard(cid)
            hit.append(card.name)
    state.log_event(
        "upgrade_aoe", card=upgrade.name, points=upgrade.entry_aoe, space=board.name(space),
        discarded=hit,
    )  # fmt: skip
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


def settlement_losses(state: GameState) -> None:
    """A shield standing on a card with ``settlement_creature_loss`` discards that many of
    its creatures, the weakest first (its owner's obvious choice); emptied, it is destroyed."""
    for seat, player in enumerate(state.players):
        for slot in player.strongholds:
            upgrade = upgrade_of(state, slot)
            if upgrade is None or not upgrade.settlement_creature_loss:
                continue
            space = board.stronghold_space(seat, slot.position)
            for shield in list(state.shields_at(space)):
                _lose_creatures(state, shield, upgrade)


def _lose_creatures(state: GameState, shield: ShieldStack, upgrade: Upgrade) -> None:
    def weakness(cid: str) -> tuple[int, int, str]:
        card = state.cards[cid].card
        assert isinstance(card, Creature)
        return card.vitality, card.stack_value, cid

    creatures = sorted((c for c in shield.contents if state.cards[c].is_creature), key=weakness)
    lost = creatures[: upgrade.settlement_creature_loss]
    for cid in lost:
        shield.contents.remove(cid)
        state.discard(cid)
    state.log_event(
        "upgrade_loss", card=upgrade.name, shield=state.cards[shield.id].name,
        discarded=[state.cards[c].name for c in lost],
    )  # fmt: skip
    if not any(state.cards[c].is_creature for c in shield.contents):
        state.destroy_shield(shield.id, f"{upgrade.name} took its last creature")
