"""A creature trading places with its owner's creature of the primary match-up just over, which
goes back to the combat hand (``stand_in``, combat/stand_ins.py): Soggybottom Gertz, Slippery
Slime, Phantom Stalker (docs/rules-notes/cards/stand-ins.md). Scenarios on Swamps."""

from __future__ import annotations

from combat_helpers import (
    ATT,
    Status,
    card,
    combat,
    do,
    events,
    legal,
    pass_or_done,
    start,
    to_matchup,
    to_step,
)

from stronghold.games.guardians.combat.state import CombatState


def _after_first(attacker: list[str], defender: list[str], first: tuple[str, str]) -> CombatState:
    """The first match-up fought and compared; the attacker is to choose the next creature."""
    state = start(combat(attacker={"shield": attacker}, defender={"shield": defender}))
    to_matchup(state, *first)
    while state.phase not in ("primary_choose", "secondary", "over"):
        pass_or_done(state)
    return state


def _stand_ins(state: CombatState) -> set[str]:
    return {names[1] for names in legal(state) if names[0] == "stand-in"}


def _finish_with(state: CombatState, attacker: str, defender: str) -> None:
    do(state, "primary", attacker)
    do(state, "primary", defender)
    to_step(state, "over")


def test_gertz_beaten_swaps_in_a_hand_creature_which_counts_as_beaten() -> None:
    # Gertz 9 loses to Baal-a-Gog 12; the Swordsman takes the loss, Gertz fights again
    state = _after_first(
        ["Soggybottom Gertz", "Swordsman", "Axeman"],
        ["Baal-a-Gog", "Gn'Obby Gnomes"],
        ("Soggybottom Gertz", "Baal-a-Gog"),
    )
    assert state.seat == ATT and _stand_ins(state) == {"Swordsman", "Axeman"}
    do(state, "stand-in", "Swordsman")
    assert card(state, "Swordsman").status == Status.BEATEN
    assert card(state, "Soggybottom Gertz").status == Status.HAND
    assert state.phase == "primary_choose" and state.seat == ATT and not _stand_ins(state)
    said = [e["says"] for e in events(state, "effect") if e["subject"] == "Swordsman"]
    assert said and "Soggybottom Gertz goes back to the combat hand" in said[0]
    _finish_with(state, "Soggybottom Gertz", "Gn'Obby Gnomes")  # 9 beats 4
    assert card(state, "Soggybottom Gertz").status == Status.STANDING
    assert card(state, "Swordsman").status == Status.BEATEN


def test_gertz_that_won_is_not_swapped() -> None:
    state = _after_first(
        ["Soggybottom Gertz", "Swordsman"],
        ["Gn'Obby Gnomes", "Baal-a-Gog"],
        ("Soggybottom Gertz", "Gn'Obby Gnomes"),
    )
    assert not _stand_ins(state)


def test_slime_takes_the_place_of_a_beaten_creature_which_goes_back_to_the_hand() -> None:
    # Axeman 7 + 4 (Off-Color Bonus) = 11 loses to Baal-a-Gog 12
    state = _after_first(
        ["Axeman", "Slippery Slime", "Swordsman"],
        ["Baal-a-Gog", "Gn'Obby Gnomes"],
        ("Axeman", "Baal-a-Gog"),
    )
    assert _stand_ins(state) == {"Slippery Slime"}
    do(state, "stand-in", "Slippery Slime")
    assert card(state, "Slippery Slime").status == Status.BEATEN
    assert card(state, "Axeman").status == Status.HAND
    _finish_with(state, "Axeman", "Gn'Obby Gnomes")
    assert card(state, "Axeman").status == Status.STANDING


def test_slime_does_not_replace_a_winner() -> None:
    state = _after_first(
        ["Axeman", "Slippery Slime"], ["Gn'Obby Gnomes", "Swordsman"], ("Axeman", "Gn'Obby Gnomes")
    )
    assert not _stand_ins(state)


def test_stalker_takes_the_place_of_an_undead_of_the_match_up() -> None:
    # Bone Shambler 3 loses to Gn'Obby Gnomes 4: the Stalker takes its place (and the loss)
    state = _after_first(
        ["Bone Shambler", "Phantom Stalker", "Swordsman"],
        ["Gn'Obby Gnomes", "Baal-a-Gog"],
        ("Bone Shambler", "Gn'Obby Gnomes"),
    )
    assert _stand_ins(state) == {"Phantom Stalker"}
    do(state, "stand-in", "Phantom Stalker")
    assert card(state, "Phantom Stalker").status == Status.BEATEN
    assert card(state, "Bone Shambler").status == Status.HAND


def test_stalker_replaces_only_an_undead() -> None:
    state = _after_first(
        ["Swordsman", "Phantom Stalker"],
        ["Baal-a-Gog", "Gn'Obby Gnomes"],
        ("Swordsman", "Baal-a-Gog"),
    )
    assert not _stand_ins(state)


def test_after_the_last_primary_the_trade_is_offered_with_the_secondary_attacks() -> None:
    # the defender has no creature left: the attacker is asked for secondary attacks
    state = _after_first(
        ["Soggybottom Gertz", "Swordsman"], ["Baal-a-Gog"], ("Soggybottom Gertz", "Baal-a-Gog")
    )
    assert state.phase == "secondary" and state.seat == ATT
    assert _stand_ins(state) == {"Swordsman"}
    do(state, "stand-in", "Swordsman")
    assert card(state, "Soggybottom Gertz").status == Status.HAND
    assert state.phase == "secondary" and not _stand_ins(state)
    to_step(state, "over")
    assert card(state, "Swordsman").status == Status.BEATEN
