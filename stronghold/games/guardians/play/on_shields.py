"""Cards that lie on a shield once played (``on_shield`` on a spell or item;
docs/rules-notes/cards/on-shields.md):

- Famine (``starves = 1``, ``ends_at_own_stronghold``), cast in Draw and Organize with the
  other organize spells (``play/organize_spells.py``): at every Terrain Settlement, with the
  losses the upgrades cause (``play/losses.py``), the shield gives up a creature of its owner's
  choice; it is discarded once the shield stops on one of its owner's stronghold spaces;
- Voodoo Hat (``no_strongholds``, ``removed_for = 2``), played in the window at the start of
  Terrain Settlement (``play/settle_spells.py``): the shield may not enter a stronghold space
  (``barred_from_strongholds``: ``play/routes.py``, ``play/retreat.py``); no Dispel Magic
  cancels it, only its shield's owner burning two Power Stones in Draw and Organize
  (``burn HAT``).

Each is played (``cast CARD SHIELD``) on any shield standing on a disputed land, either seat's,
shown and (but for a Hat) answerable by Dispel Magic. It then lies face up on that shield, as
its player's card (``Player.on_shields``, with ``Player.on_shield_of``: the shield each lies
on, in the same order). It is discarded once its shield is destroyed (``tidy``, after every
movement option, as settlement begins and after its losses).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import card_events, events
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import anytime_spells, board, discard_tolls, losses
from stronghold.games.guardians.schema import AnyCard, Item, OnShield, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState


def rule_of(card: AnyCard) -> OnShield | None:
    """The card's ``on_shield`` rule, if it has one."""
    return card.on_shield if isinstance(card, Spell | Item) else None


def lies_on_shield(card: AnyCard) -> bool:
    """Whether the card lies on a shield once played (``owns_any``'s test)."""
    return rule_of(card) is not None


def settles(card: AnyCard) -> bool:
    """Whether the card is played at the start of Terrain Settlement (``owns_any``'s test)."""
    return (
        rule_of(card) is not None
        and isinstance(card, Spell | Item)
        and card.timing == ("settlement")
    )


def is_on_shield(state: GameState, cid: str) -> bool:
    return rule_of(state.cards[cid].card) is not None


def undispellable(state: GameState, cid: str) -> bool:
    """Whether no Dispel Magic cancels the card (a Voodoo Hat: only burnt stones remove it)."""
    rule = rule_of(state.cards[cid].card)
    return rule is not None and rule.removed_for > 0


def _targets(state: GameState) -> list[str]:
    """The shields on disputed lands, either seat's."""
    return sorted(s.id for s in state.shields.values() if board.is_land(s.space))


def castable(state: GameState, seat: int, timing: str) -> list[tuple[str, str]]:
    """(card, shield) for each such card of ``timing`` the seat can pay for (one per name)."""
    if not state.owns_any(seat, lies_on_shield):
        return []
    player = state.players[seat]
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        if rule_of(card) is None or card.name in seen or not isinstance(card, Spell | Item):
            continue
        if card.timing == timing and card.stone_cost <= player.stones:
            seen.add(card.name)
            out += [(cid, shield) for shield in _targets(state)]
    return out


def options(state: GameState, seat: int) -> Iterator[act.GameAction]:
    """Draw and Organize: ``cast CARD SHIELD`` (Famine), ``burn CARD`` (a Hat on an own
    shield, for its stones)."""
    for cid, target in castable(state, seat, "organize"):
        yield act.Cast(cid, target)
    player = state.players[seat]
    for _caster, cid, sid in laid(state):
        rule = rule_of(state.cards[cid].card)
        shield = state.shields.get(sid)
        if rule is None or not rule.removed_for or shield is None or shield.owner != seat:
            continue
        if rule.removed_for <= player.stones:
            yield act.Burn(cid)


def aim(state: GameState, seat: int, action: act.GameAction) -> None:
    """Keep the shield a card played in a spell window is aimed at until it acts
    (``anytime_spells.aimed`` gives it back)."""
    if isinstance(action, act.Cast) and is_on_shield(state, action.card):
        anytime_spells.keep_aim(state, seat, action.card, action.target)


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> None:
    """The card stood: it lies on the shield (still on a disputed land), else it fizzles."""
    player = state.players[seat]
    name = state.cards[cid].name
    cancelled = cancelled and not undispellable(state, cid)
    if cancelled or target not in _targets(state) or cid not in player.discard:
        state.tell(events.Fizzled(name))
        return
    discard_tolls.unwait(state, seat, cid)
    player.on_shields.append(cid)
    player.on_shield_of.append(target)
    shield = state.shields[target]
    space = board.name(shield.space)
    shield_name = state.cards[target].name
    state.tell(
        card_events.LaidOnShield(seat, name, shield.owner, shield_name, space, _what(state, cid))
    )


def _what(state: GameState, cid: str) -> str:
    rule = rule_of(state.cards[cid].card)
    assert rule is not None
    said = []
    if rule.starves:
        said.append("it loses a creature at every Terrain Settlement")
    if rule.no_strongholds:
        said.append("it may not enter a stronghold")
    if rule.removed_for:
        said.append(f"only {rule.removed_for} Power Stones burnt remove it")
    return "; ".join(said)


def laid(state: GameState) -> Iterator[tuple[int, str, str]]:
    """(player, card, shield) of each such card lying on a shield."""
    for seat, player in enumerate(state.players):
        for cid, sid in zip(player.on_shields, player.on_shield_of, strict=True):
            yield seat, cid, sid


def barred_from_strongholds(state: GameState, shield_id: str) -> bool:
    """Whether a card lying on the shield keeps it out of every stronghold space (Voodoo
    Hat)."""
    for player in state.players:
        for cid, sid in zip(player.on_shields, player.on_shield_of, strict=True):
            rule = rule_of(state.cards[cid].card)
            if sid == shield_id and rule is not None and rule.no_strongholds:
                return True
    return False


def settlement_losses(state: GameState) -> list[losses.Loss]:
    """What each starved shield gives up at this Terrain Settlement (after ``tidy``)."""
    tidy(state)
    due = []
    for _seat, cid, sid in laid(state):
        rule = rule_of(state.cards[cid].card)
        if rule is not None and rule.starves:
            due.append(losses.Loss(sid, rule.starves, state.cards[cid].name))
    return due


def take_off(state: GameState, seat: int, cid: str, why: str) -> None:
    player = state.players[seat]
    at = player.on_shields.index(cid)
    sid = player.on_shield_of[at]
    del player.on_shields[at], player.on_shield_of[at]
    state.discard(cid)
    state.tell(card_events.LeftShield(seat, state.cards[cid].name, state.cards[sid].name, why))


def tidy(state: GameState) -> None:
    """Discard each such card whose shield is gone, or (if it says so) stands on a stronghold
    space of its owner's."""
    for seat, cid, sid in list(laid(state)):
        shield = state.shields.get(sid)
        rule = rule_of(state.cards[cid].card)
        if shield is None:
            take_off(state, seat, cid, "its shield is gone")
        elif rule is not None and rule.ends_at_own_stronghold:
            if board.stronghold_owner(shield.space) == shield.owner:
                take_off(state, seat, cid, "its shield reached a stronghold")


def burn(state: GameState, seat: int, cid: str) -> None:
    """The shield's owner burns the stones the card asks: it is discarded."""
    owner = state.cards[cid].owner
    rule = rule_of(state.cards[cid].card)
    assert rule is not None
    state.players[seat].spend(rule.removed_for)
    take_off(state, owner, cid, f"its shield's owner burnt {rule.removed_for} Power Stones")
