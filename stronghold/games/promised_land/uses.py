"""Armory cards used during a Challenge: Conversion, Dissenter, Escape and Deception.

"Competing cards": a revealed card may be used as soon as it is revealed; left unused, it may
be taken or disabled by the opponent first. Conversion, Dissenter and Deception work once per
battle round, Escape once in each Challenge. A disabled card cannot be used. Targets are the
opponent's face-up secondary cards (rule ``targets = "any"``: face-down ones too, turned face
up when taken or disabled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stronghold.games.promised_land.actions import Use
from stronghold.games.promised_land.events import TurnedUp, Used
from stronghold.games.promised_land.lines import can_join, join_problem, warrior_kept_problem
from stronghold.games.promised_land.schema import Effect

if TYPE_CHECKING:
    from stronghold.games.promised_land.state import PromisedLandState

USED_EFFECTS = (Effect.TAKE, Effect.ESCAPE, Effect.DECEPTION)


def opponent_of(state: PromisedLandState, seat: int) -> int:
    """The other player of the current Challenge."""
    assert state.challenger is not None and state.defender is not None
    return state.defender if seat == state.challenger else state.challenger


def _ready(state: PromisedLandState, seat: int, card: str) -> bool:
    """Whether ``card`` in ``seat``'s line can be used now (face up, enabled, not used up)."""
    player = state.players[seat]
    effect = state.catalog.facts[card].effect
    if effect not in USED_EFFECTS or card in player.face_down or card in state.escaped:
        return False
    if effect is Effect.ESCAPE:
        return card not in state.escape_used
    return card not in state.used


def _targets(state: PromisedLandState, seat: int, card: str) -> list[str]:
    """What ``card`` (ready to use) may be used on."""
    effect = state.catalog[card].effect
    player = state.players[seat]
    if effect is Effect.DECEPTION:
        return [
            hand_card
            for hand_card in player.hand
            if can_join(state.catalog, hand_card, player.line)
            and warrior_kept_problem(player, hand_card, draw_follows=False) is None
        ]
    other = state.players[opponent_of(state, seat)]
    secondaries = other.line[1:]
    if state.rules.targets == "face-up":
        secondaries = [target for target in secondaries if target not in other.face_down]
    if effect is Effect.ESCAPE:
        return [target for target in secondaries if target not in state.escaped]
    return secondaries


def use_options(state: PromisedLandState, seat: int) -> list[Use]:
    """Every use ``seat`` may make now, card by card in line order."""
    return [
        Use(card, target)
        for card in state.players[seat].line
        if _ready(state, seat, card)
        for target in _targets(state, seat, card)
    ]


def is_asked(state: PromisedLandState, seat: int) -> bool:
    """Whether ``seat`` is asked to use a card now. By default this hangs on what everyone
    sees: a ready card with a target in sight, or a ready Deception and a hand (whether a hand
    card fits the line is the player's secret, so he may be asked only to pass). Rule
    ``auto_pass``: only when a use is possible."""
    if state.rules.auto_pass:
        return bool(use_options(state, seat))
    player = state.players[seat]
    for card in player.line:
        if not _ready(state, seat, card):
            continue
        if state.catalog[card].effect is Effect.DECEPTION:
            if player.hand:
                return True
        elif _targets(state, seat, card):
            return True
    return False


def use_problem(state: PromisedLandState, seat: int, action: Use) -> str | None:
    """Why ``seat`` may not make this use now, or None."""
    player = state.players[seat]
    if action.card not in player.line:
        return f"{action.card} is not a card you can use"  # never more about another's card
    facts = state.catalog[action.card]
    if facts.effect not in USED_EFFECTS:
        return f"{facts.name} is not a card that is used on another card"
    if action.card in player.face_down:
        return f"{facts.name} is still face down"
    if action.card in state.escaped:
        return f"{facts.name} is disabled"
    if not _ready(state, seat, action.card):
        when = "in this Challenge" if facts.effect is Effect.ESCAPE else "this battle round"
        return f"{facts.name} has already been used {when}"
    if action.target not in _targets(state, seat, action.card):
        return f"{facts.name} cannot be used on {action.target}"
    return None


def use(state: PromisedLandState, seat: int, action: Use) -> bool:
    """Carry out a legal use; whether it turned a card face up (a face-down target, or the
    hand card Deception adds)."""
    catalog = state.catalog
    player = state.players[seat]
    effect = catalog[action.card].effect
    label = catalog.label(action.card)
    if effect is Effect.DECEPTION:
        state.used.append(action.card)
        player.hand.remove(action.target)
        player.line.append(action.target)
        state.tell(Used(seat, label, "added", catalog.label(action.target), None))
        return True
    foe = opponent_of(state, seat)
    other = state.players[foe]
    target = action.target
    target_label = catalog.label(target)
    turned_up = target in other.face_down
    if turned_up:
        other.face_down.remove(target)
        state.forget(target)
        state.tell(TurnedUp(foe, target_label, f"the target of {label}"))
    if effect is Effect.ESCAPE:
        state.escape_used.append(action.card)
        state.escaped.append(target)
        state.tell(Used(seat, label, "disabled", target_label, foe))
        return turned_up
    state.used.append(action.card)
    other.line.remove(target)
    if target in state.escaped:
        state.escaped.remove(target)
    problem = join_problem(catalog, target, player.line)
    if problem is None:
        player.line.append(target)
        state.tell(Used(seat, label, "taken", target_label, foe))
    else:
        player.aside.append(target)
        state.tell(Used(seat, label, "set-aside", target_label, foe))
    return turned_up
