"""What a combat shows: the control of the space, the summary, and a seat's view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from stronghold.games.guardians.combat import inforce, shared
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Matchup,
    Status,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.state import CombatState


def alive_creatures(state: CombatState, seat: int) -> list[CardInstance]:
    """``seat``'s creatures still in the combat: standing on the table or unplayed in hand
    (not a face-down terrain card that never joined the hand: Reverend Smilin' Jack)."""
    return [
        i
        for i in state.cards
        if i.owner == seat
        and i.is_creature
        and i.status in (Status.STANDING, Status.HAND)
        and i.zone != "terrain"
    ]


def control_total(state: CombatState, seat: int) -> tuple[int, list[str]]:
    """Vitality a side counts for control of the space, and which creatures count."""
    total, names = 0, []
    alive = alive_creatures(state, seat)
    boosters = [i for i in alive if i.creature.control_bonus is not None and i.zone == "hand"]
    for inst in alive:
        if inst.zone in shared.NOT_COUNTED_ZONES:
            continue
        if inst.status == Status.HAND and not state.setup.rules.unplayed_count:
            continue
        opponent = inforce.opponent_of(state, inst)
        if (
            opponent is not None
            and opponent.creature.no_control is not None
            and opponent.status in (Status.STANDING, Status.BEATEN)
            and inforce.fits(state, opponent.creature.no_control, inst)
        ):
            continue
        creature = inst.creature
        value = (
            creature.control_vitality
            if creature.control_vitality is not None
            else creature.vitality
        )
        if state.memory.base_zero:  # 40,000 Useless Warhammers: every base Vitality is 0
            value = 0
        for booster in boosters:
            bonus = booster.creature.control_bonus
            assert bonus is not None
            if bonus.to is None or inforce.fits(state, bonus.to, inst):
                value += bonus.amount
        total += value
        names.append(inst.name)
    standard = inforce.standard(state, seat)
    if standard is not None and standard.control_bonus:
        total += standard.control_bonus
    return total, names


def summary(state: CombatState) -> dict[str, Any]:
    """The combat's result as the scenario runner prints it with ``--json``: each side's total
    is the one that decided the space (an Idol's bonus in it; a command card counted and only
    then discarded, as Pauly without a Pirate, still in it), the survivors those standing now."""
    sides = {}
    for seat in (ATTACKER, DEFENDER):
        total, survivors = control_total(state, seat)
        if state.result is not None:
            total = state.result.totals[seat]
        mine = [i for i in state.cards if i.owner == seat and i.is_creature]
        sides[SIDE_NAMES[seat]] = {
            "total": total,
            "survivors": survivors,
            "beaten": [i.name for i in mine if i.status == Status.BEATEN],
            "destroyed": [i.name for i in mine if i.status in (Status.DESTROYED, Status.DISCARDED)],
            "bribed": [i.name for i in mine if i.status == Status.BRIBED],
            "out_of_play": [i.name for i in mine if i.status == Status.OUT_OF_PLAY],
            "healed": [i.name for i in mine if i.status == Status.HEALED],
            "returned": [
                i.name for i in mine if i.status == Status.RETURNED or i.id in state.to_storage
            ],
            "stones": state.stones[seat],
        }
    winner = None
    if state.result is not None:
        winner = SIDE_NAMES[state.result.winner]
    return {
        "winner": winner,
        "retreats": None if winner is None else SIDE_NAMES[1 - SIDE_NAMES.index(winner)],
        "terrain": state.terrain_name or "none",
        **sides,
        "matchups": [matchup_json(state, m, None) for m in state.matchups if not m.secondary],
        "secondaries": [matchup_json(state, m, None) for m in state.matchups if m.secondary],
    }


def so_far(state: CombatState, m: Matchup) -> list[tuple[int, list[tuple[str, int]], int]] | None:
    """The current primary match-up's Vitality so far, before its comparison: for each side
    its total, its parts and the dice still to roll for it (counted as 0 in the total); None
    for any other match-up. Worked out on a copy, so that no die is rolled and nothing of
    this combat changes; it reads only the fighters and the cards in force, all face up."""
    if m is not state.current or m.secondary or m.result:
        return None
    fighters = m.fighters
    if fighters[0] is None or fighters[1] is None or fighters[0].breakdown:
        return None
    if not all(state.by_id[f.id].is_creature for f in (fighters[0], fighters[1])):
        return None
    twin = state.clone()
    assert isinstance(twin, type(state)) and twin.current is not None
    out = []
    for side in (ATTACKER, DEFENDER):
        twin.peeking = {}
        total, parts = twin.fighter_vitality(twin.current, side)
        out.append((total, parts, sum(twin.peeking.values())))
    return out


def matchup_json(
    state: CombatState, m: Matchup, seat: int | None, *, live: bool = False
) -> dict[str, Any]:
    """A match-up as JSON; ``live``: the current match-up's Vitality so far (``so_far``) in
    place of the comparison's, with ``<side>_dice`` the dice still to roll and ``so_far``."""
    out: dict[str, Any] = {"number": m.number, "result": m.result}
    if m.secondary:
        out["target"] = inforce.name(state, m.target)
        out["attackers"] = [state.by_id[c].name for c in m.spells]
        fighter = m.fighters[state.secondary_side or 0]
        out["vitality"] = fighter.vitality if fighter else None
        out["parts"] = [list(p) for p in fighter.breakdown] if fighter else []
        return out
    now = so_far(state, m) if live else None
    for side in (ATTACKER, DEFENDER):
        fighter = m.fighters[side]
        name = SIDE_NAMES[side]
        if fighter is None:
            out[name] = None
            continue
        out[name] = state.by_id[fighter.id].name
        out[f"{name}_vitality"] = fighter.vitality
        out[f"{name}_parts"] = [list(p) for p in fighter.breakdown]
        out[f"{name}_ranged"] = [state.by_id[r].name for r in fighter.ranged]
        if now is not None:
            total, parts, dice = now[side]
            out[f"{name}_vitality"] = total
            out[f"{name}_parts"] = [list(p) for p in parts]
            out[f"{name}_dice"] = dice
    if now is not None:
        out["so_far"] = True
    return out


def view(state: CombatState, seat: int | None) -> dict[str, Any]:
    sides = []
    for side in (ATTACKER, DEFENDER):
        own = seat == side
        hand = [i for i in state.cards if i.owner == side and i.status == Status.HAND]
        entry: dict[str, Any] = {
            "role": SIDE_NAMES[side],
            "guardian": inforce.guardian(state, side).name,
            "stones": state.stones[side],
            "combat_hand": len([i for i in hand if i.zone == "hand"]),
            "storage_hand": len([i for i in hand if i.zone == "storage"]),
            "channelers_face_down": len(
                [
                    i
                    for i in state.cards
                    if i.owner == side and i.zone == "channeler" and not i.revealed
                ]
            ),
            "table": [
                {
                    "id": i.id,
                    "name": i.name,
                    "status": i.status.value,
                    "role": i.role.value,
                    "turned": i.turned,
                }
                for i in state.cards
                if i.owner == side and (i.status != Status.HAND) and i.revealed
            ],
            "committed": state.pending[side] is not None,
            "revealed_in_hand": [
                {"id": i.id, "name": i.name}
                for i in state.cards
                if i.owner == side and i.status == Status.HAND and i.revealed
            ],
        }
        if own:
            entry["hand"] = [
                {"id": i.id, "name": i.name, "zone": i.zone}
                for i in state.cards
                if i.owner == side
                and (i.status == Status.HAND or i.zone == "channeler")
                and not (i.zone == "channeler" and i.used_channel)
            ]
            held = state.pending[side]
            if held is not None:
                entry["chosen"] = held.canonical()
        sides.append(entry)
    return {
        "game": "guardians-combat",
        "phase": state.phase,
        "seat": state.current_seat,
        "terrain": state.terrain_name or "none",
        "sides": sides,
        "commands": [
            None
            if c is None
            else {"card": state.by_id[c].name, "dispelled": state.command_dispelled[n]}
            for n, c in enumerate(state.commands)
        ],
        "matchups": [
            matchup_json(state, m, seat, live=True)
            for m in state.matchups
            if m.fighters[0] is not None or m.secondary
        ],
        "outcome": None if state._outcome is None else state._outcome.to_dict(),
    }
