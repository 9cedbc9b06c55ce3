"""Random combats from the whole card library, played to the end with random legal actions."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st
from view_leaks import named_hidden

import stronghold.games  # noqa: F401 - registers the guardians-combat game
from stronghold.engine.registry import load
from stronghold.games.guardians.combat.model import (
    ATTACKER,
    DEFENDER,
    SIDE_NAMES,
    CardInstance,
    Status,
)
from stronghold.games.guardians.combat.state import CombatState

GAME = load("guardians-combat")
MAX_STEPS = 2_000
CREATURE_END = {
    Status.HAND,  # never played: still under the shield
    Status.STANDING,
    Status.BEATEN,
    Status.DESTROYED,
    Status.BRIBED,
    Status.OUT_OF_PLAY,
    Status.DISCARDED,
    Status.HEALED,
    Status.RETURNED,
}
OTHER_END = {Status.HAND, Status.USED}
#: A channeler may also be destroyed by a reaction to its channeling (Magic Feedback), or sent
#: to its Creature Pen by an opposing command card (Gehrund, Field Marshal).
CHANNELER_END = {Status.HAND, Status.DESTROYED, Status.RETURNED}


def _check_hidden(state: CombatState) -> None:
    """No seat's view names a card instance of the other side it may not see."""
    for seat in (ATTACKER, DEFENDER):
        hidden = state.hidden_from(seat)
        assert all(state.by_id[h].owner != seat for h in hidden)
        leaked = named_hidden(state.view(seat), hidden)
        assert not leaked, f"seat {seat} sees hidden card(s) {leaked} in phase {state.phase}"


def _control_value(inst: CardInstance) -> int:
    creature = inst.creature
    return creature.vitality if creature.control_vitality is None else creature.control_vitality


def play_random(seed: int) -> CombatState:
    state = GAME.new_state(seed)
    assert isinstance(state, CombatState)
    chooser = random.Random(seed)
    ids = [i.id for i in state.cards]
    for _ in range(MAX_STEPS):
        assert [i.id for i in state.cards] == ids  # no card appears or vanishes
        _check_hidden(state)
        if state.is_terminal():
            break
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        state.apply(chooser.choice(legal))
    else:
        raise AssertionError(f"seed {seed}: the combat did not end in {MAX_STEPS} steps")
    return state


@settings(max_examples=2000, deadline=None)
@given(st.integers(min_value=0, max_value=2**31 - 1))
@example(783587263)  # Pauly counted at resolution, then discarded: the summary said 20 to 20
def test_random_combats_end_consistently(seed: int) -> None:
    state = play_random(seed)
    summary = state.summary()

    # A winner exists, and the outcome agrees with the summary.
    assert summary["winner"] in SIDE_NAMES
    assert summary["retreats"] in SIDE_NAMES
    assert summary["winner"] != summary["retreats"]
    outcome = state.outcome
    assert outcome is not None
    assert outcome.winners == (SIDE_NAMES.index(summary["winner"]),)

    # Every card ends in exactly one status that fits its kind.
    for inst in state.cards:
        allowed = CREATURE_END if inst.is_creature and inst.zone == "hand" else OTHER_END
        if inst.zone == "channeler":
            allowed = CHANNELER_END
        assert inst.status in allowed, (inst.name, inst.zone, inst.status)

    for seat in (ATTACKER, DEFENDER):
        side = summary[SIDE_NAMES[seat]]
        shield = [  # the shield's creatures, and channelers destroyed by a reaction
            i
            for i in state.cards
            if i.owner == seat
            and i.is_creature
            and (i.zone == "hand" or (i.zone == "channeler" and i.status == Status.DESTROYED))
        ]
        listed = Counter(
            side["survivors"]
            + side["beaten"]
            + side["destroyed"]
            + side["bribed"]
            + side["out_of_play"]
            + side["healed"]
        )
        # No creature is listed twice, nor listed without being in the shield.
        assert listed <= Counter(i.name for i in shield), (listed, shield)
        by_status = {
            "beaten": Status.BEATEN,
            "bribed": Status.BRIBED,
            "out_of_play": Status.OUT_OF_PLAY,
            "healed": Status.HEALED,
        }
        for key, wanted in by_status.items():
            assert Counter(side[key]) == Counter(i.name for i in shield if i.status == wanted)
        assert Counter(side["destroyed"]) == Counter(
            i.name for i in shield if i.status in (Status.DESTROYED, Status.DISCARDED)
        )
        survivors = Counter(side["survivors"])
        standing = Counter(i.name for i in shield if i.status in (Status.STANDING, Status.HAND))
        assert survivors <= standing

        # The total is the Vitality of the surviving creatures (never the red number), plus
        # what a surviving Ploogak (control_bonus) adds to each matching survivor; every base
        # Vitality is 0 under 40,000 Useless Warhammers.
        boosters = [
            i.creature.control_bonus
            for i in shield
            if i.creature.control_bonus is not None and i.status in (Status.STANDING, Status.HAND)
        ]
        values = {
            i.name: (0 if state.memory.base_zero else _control_value(i))
            + sum(b.amount for b in boosters if b.to is None or state.fits(b.to, i))
            for i in shield
        }
        # ... of those counted when the space was decided: a command card counted then may be
        # discarded after (Pauly, Official Parrot, with no Pirate left), and the total stays
        # the one that decided the space (seed 783587263: 21 to 20, not 20 to 20).
        resolved = next(e for e in state.event_log if e.kind == "resolution")
        if state.memory.retreated is not None:  # a side left: nothing counted (retreats.py)
            assert side["total"] == resolved.totals[seat] == 0
            continue
        counted = Counter(resolved.counted[seat])
        assert survivors <= counted, (survivors, counted)
        assert side["total"] == resolved.totals[seat]
        assert side["total"] == sum(values[name] * n for name, n in counted.items())

    # The side with more counts holds the space; a tie goes to the defender.
    a, d = summary["attacker"]["total"], summary["defender"]["total"]
    if state.memory.retreated is not None:  # ... unless a side retreated: the other holds it
        assert summary["winner"] == SIDE_NAMES[1 - state.memory.retreated]
    else:
        assert summary["winner"] == ("attacker" if a > d else "defender")
