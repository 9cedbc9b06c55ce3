"""Spells a seat casts at its movement turn, before it turns a shield (``move_spell`` on the
spell; docs/rules-notes/cards/spells-board-s9.md):

- ``skip_turn`` (Crash): the turn passes without a shield turned;
- ``extra_move`` (War), cast once one of the caster's shields has used its movement option
  (phase ``after_move``, not before a shield is turned): the caster takes another movement
  option at once instead of the opponent;
- ``first_shield`` (U.R. First), cast on an unturned opposing shield: its owner's next
  movement turn must turn that shield;
- ``extra_flight`` (Ongo, Air Traffic Controller): a second shield may fly this turn;
- ``slow`` (Pepe's Slow Down), before the opponent has turned a shield this turn: every
  opposing shield moves at most one space this turn;
- ``unturn`` (Arcane Infusion), cast on an own turned shield not standing on a disputed land
  without terrain: it discards a creature of the caster's choice (``play/losses.py``) and is
  unturned;
- ``summon`` (Summons Gate), cast on an own turned shield: the creatures of the caster's
  Creature Pen that ``summons`` describes go under it, shown to both, the highest Vitality
  first, as many as the space limit lets (docs/rules-notes/cards/spells-s10.md);
- ``extra_space`` (Potion of Movement Essence, an item), cast on an own unturned shield with a
  creature: that shield may move or fly one space more this turn (play/extra_moves.py).

What a cast spell leaves in force until the turn ends is a word in ``Player.move_spells`` of
the seat it binds (``ongo``, ``slow``, ``first:SHIELD``, ``essence:SHIELD``). A cast can be
answered with Dispel Magic (``responses``) before it acts. The caster's own spells name its
Guardian as their target (``cast CRASH guardian``); U.R. First and the Potion name the
shield.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from stronghold.games.guardians import events
from stronghold.games.guardians.combat.rules import creature_matches
from stronghold.games.guardians.play import actions as act
from stronghold.games.guardians.play import board, costs, losses, responses, spell_window
from stronghold.games.guardians.play.actions import GameAction
from stronghold.games.guardians.schema import AnyCard, Creature, Item, Spell

if TYPE_CHECKING:
    from stronghold.games.guardians.play.state import GameState

#: The word a self-aimed spell names as its target.
SELF = "guardian"
#: The mark of a shield given one space more (Potion of Movement Essence: ``essence:SHIELD``).
ESSENCE = "essence:"
#: What each effect leaves in force, and on whom ("own" the caster, "opponent").
_MARKS = {
    "extra_flight": ("ongo", "own"),
    "slow": ("slow", "opponent"),
}


def effect(state: GameState, cid: str) -> str | None:
    card = state.cards[cid].card
    return card.move_spell if isinstance(card, Spell | Item) else None


def _targets(state: GameState, seat: int, what: str) -> list[str]:
    if what == "extra_move":
        return []  # War is cast after a movement option (``war_options``), not before
    if what == "first_shield":
        return sorted(s.id for s in state.shields.values() if s.owner == 1 - seat and not s.turned)
    if what == "summon":
        return sorted(s.id for s in state.shields.values() if s.owner == seat and s.turned)
    if what == "extra_space":  # a shield that can still move this turn
        return sorted(
            s.id
            for s in state.shields.values()
            if s.owner == seat
            and not s.turned
            and any(state.cards[c].is_creature for c in s.contents)
        )
    if what == "unturn":
        return sorted(
            s.id
            for s in state.shields.values()
            if s.owner == seat and s.turned and not _bare_land(state, s.space)
        )
    if what == "slow" and state.players[1 - seat].turned_shield:
        return []  # "before the opponent moves any Shield"
    mark = _MARKS.get(what)
    if mark is not None:
        whose = state.players[seat if mark[1] == "own" else 1 - seat]
        if mark[0] in whose.move_spells:
            return []  # already in force this turn
    return [SELF]


def is_move_spell_face(card: AnyCard) -> bool:
    """Whether the card is a spell (or item) cast at a movement turn (``owns_any``'s test)."""
    return isinstance(card, Spell | Item) and card.move_spell is not None


def options(state: GameState, seat: int) -> Iterator[GameAction]:
    """The move spells ``seat`` may cast now (one per spell name), at its movement turn."""
    if not state.owns_any(seat, is_move_spell_face):
        return
    player = state.players[seat]
    seen: set[str] = set()
    for cid in sorted(player.storage):
        card = state.cards[cid].card
        what = effect(state, cid)
        if what is None or card.name in seen or not isinstance(card, Spell | Item):
            continue
        if not costs.affordable(state, seat, cid):
            continue
        seen.add(card.name)
        for target in _targets(state, seat, what):
            yield act.Cast(cid, target)


def cast(state: GameState, seat: int, cid: str, target: str) -> None:
    responses.play_on_card(state, seat, cid, target, then="move_spell")


def resolve(state: GameState, seat: int, cid: str, target: str, *, cancelled: bool) -> bool:
    """The spell acts unless dispelled; True if the caster's movement turn ends (Crash)."""
    what = effect(state, cid)
    name = state.cards[cid].name
    if cancelled or what is None:
        state.tell(events.Fizzled(name))
        return False
    if what == "unturn":
        _unturn(state, seat, target, name)
        return False
    if what == "summon":
        _summon(state, seat, cid, target)
        return False
    if what == "extra_space":
        _essence(state, seat, target, name)
        return False
    if what == "skip_turn":
        state.tell(events.MoveSpell(seat, name, "passes this movement turn"))
        return True
    if what == "extra_move":
        state.tell(events.MoveSpell(seat, name, "takes another movement option at once"))
        return False
    if what == "first_shield":
        shield = state.shields.get(target)
        if shield is None or shield.turned:
            state.tell(events.Fizzled(name))
            return False
        state.players[1 - seat].move_spells.append(f"first:{target}")
        shield_name = state.cards[target].name
        state.tell(events.MoveSpell(1 - seat, name, f"must move {shield_name} next"))
        return False
    mark, whom = _MARKS[what]
    bound = seat if whom == "own" else 1 - seat
    state.players[bound].move_spells.append(mark)
    said = {
        "ongo": "may fly a second shield this turn",
        "slow": "moves each shield at most one space this turn",
    }[mark]
    state.tell(events.MoveSpell(bound, name, said))
    return False


def _essence(state: GameState, seat: int, target: str, name: str) -> None:
    """The shield may go one space more this turn, if it can still move."""
    shield = state.shields.get(target)
    if shield is None or shield.turned or shield.owner != seat:
        state.tell(events.Fizzled(name))
        return
    state.players[seat].move_spells.append(ESSENCE + target)
    said = f"may move {state.cards[target].name} one space more this turn"
    state.tell(events.MoveSpell(seat, name, said))


def _bare_land(state: GameState, space: int) -> bool:
    return board.is_land(space) and space not in state.terrain


def _unturn(state: GameState, seat: int, target: str, name: str) -> None:
    shield = state.shields.get(target)
    if shield is None or not shield.turned or _bare_land(state, shield.space):
        state.tell(events.Fizzled(name))
        return
    loss = losses.Loss(target, 1, name)
    losses.start(state, [loss], then="unturn", caster=seat, target=target, card=name)


def unturned(state: GameState, seat: int, target: str, spell: str) -> None:
    """Arcane Infusion's creature is given up: the shield, if it still stands, is unturned."""
    shield = state.shields.get(target)
    if shield is not None:
        shield.turned = False
        name = state.cards[target].name
        state.tell(events.MoveSpell(seat, spell, f"may turn {name} again"))


def _summon(state: GameState, seat: int, cid: str, target: str) -> None:
    """The matching creatures of the pen go under the turned shield (Summons Gate)."""
    spell = state.cards[cid].card
    shield = state.shields.get(target)
    assert isinstance(spell, Spell) and spell.summons is not None
    if shield is None or not shield.turned or shield.owner != seat:
        state.tell(events.Fizzled(spell.name))
        return
    pen = state.players[seat].pen
    found = []
    for pid in pen:
        face = state.cards[pid].card
        if isinstance(face, Creature) and creature_matches(
            spell.summons, face, defending_stronghold=False
        ):
            found.append((-face.vitality, face.name, pid))
    limit = state.space_limit(shield)
    brought: list[str] = []
    for _, _, pid in sorted(found):
        if state.stack_of(seat, shield.space, [pid]) > limit:
            continue
        pen.remove(pid)
        shield.contents.append(pid)
        state.set_public(pid)
        brought.append(state.cards[pid].name)
    into = state.cards[target].name
    said = f"brings {', '.join(brought) or 'nothing'} from its pen under {into}"
    state.tell(events.MoveSpell(seat, spell.name, said))


def forced_shield(state: GameState, seat: int) -> str | None:
    """The unturned shield ``seat`` must turn next (U.R. First), if any."""
    for mark in state.players[seat].move_spells:
        if mark.startswith("first:"):
            sid = mark.removeprefix("first:")
            shield = state.shields.get(sid)
            if shield is not None and not shield.turned and shield.owner == seat:
                return sid
    return None


def shield_turned(state: GameState, seat: int) -> None:
    """``seat`` has used a movement option: a U.R. First on it is spent."""
    marks = state.players[seat].move_spells
    marks[:] = [m for m in marks if not m.startswith("first:")]


def may_fly(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may still fly a shield this turn (one, or two with Ongo)."""
    player = state.players[seat]
    if "grounded" in player.move_spells:  # Summon Gravity Well (play/gravity.py)
        return False
    return not player.flew or "ongo" in player.move_spells


def flown(state: GameState, seat: int) -> None:
    """``seat`` flies a shield: a second flight spends Ongo's."""
    player = state.players[seat]
    if player.flew and "ongo" in player.move_spells:
        player.move_spells.remove("ongo")
    player.flew = True


def slowed(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s shields move at most one space this turn (Pepe's Slow Down)."""
    return "slow" in state.players[seat].move_spells


def _is_war_face(card: AnyCard) -> bool:
    """Whether the card is War (``owns_any``'s test)."""
    return isinstance(card, Spell) and card.move_spell == "extra_move"


def _war_castable(state: GameState, seat: int) -> list[tuple[str, str]]:
    """The War cards (one per name) ``seat`` may cast now, with the target they name."""
    player = state.players[seat]
    seen: dict[str, tuple[str, str]] = {}
    for cid in player.storage:
        card = state.cards[cid].card
        if _is_war_face(card) and isinstance(card, Spell) and costs.affordable(state, seat, cid):
            seen.setdefault(card.name, (cid, SELF))
    return sorted(seen.values())


def offer_war(state: GameState, seat: int) -> bool:
    """``seat``'s shield has used its movement option: ask whether it casts War (True), when
    it could hold one by what the other seat knows (a War of its deck list not yet seen) and
    another movement option would follow from it (both seats still have a shield to turn:
    without one of the opponent's, the turn comes back to ``seat`` anyway)."""
    if not state.owns_any(seat, _is_war_face):
        return False
    if not all(
        any(s.owner == side and not s.turned for s in state.shields.values()) for side in (0, 1)
    ):
        return False
    unseen = state.holds_unseen(seat, _is_war_face)
    if not unseen and not _war_castable(state, seat):
        return False
    secret = state.players[seat].storage if unseen else []
    if state.asks(seat, has_choice=bool(_war_castable(state, seat)), secret=secret):
        state.phase, state.seat, state.step = "after_move", seat, None
        return True
    return False


def war_options(state: GameState, seat: int) -> Iterator[GameAction]:
    """``after_move``: cast War (another movement option at once), or let the turn pass."""
    return spell_window.options(_war_castable(state, seat))
