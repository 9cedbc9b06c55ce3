"""ATTACKING STRONGHOLDS AND GUARDIANS: no public text says how it is done; the decision in
docs/rules-notes/guardians.md ("Attacking a stronghold; killing a Guardian") is tested here.

A shield may enter (never pass) an opposing stronghold space. An enemy shield there defends
with the stronghold's defence; once the attacker holds the space, the stronghold card becomes
rubble and what was on, under and beside it is discarded. With two of a player's stronghold
cards rubble, a shield on one of them may assault that Guardian: strictly more Vitality than
the Guardian's kills it (the Arena text's rule), and the attacker's Guardian may channel its
CMP for a stone.
"""

from __future__ import annotations

from game_helpers import (
    RAK_NAM,
    act,
    assert_in_place,
    blank,
    discard_names,
    finish_combat,
    legal,
    moving,
    position,
    put_shield,
    seat_table,
    shield_at,
    shield_table,
    sp,
    verbs,
)

from stronghold.games.guardians.play import board, movement
from stronghold.games.guardians.play.state import GameState

#: Rak Nam's stones, which these positions leave both seats.
STONES = 7


def _moving(*parts: str) -> GameState:
    """Seat 0 to move; both Guardians with their stones."""
    return position("move", seat_table(0, stones=STONES), seat_table(1, stones=STONES), *parts)


def _rubble(seat: int, *spaces: str) -> str:
    return "".join(f"[seat{seat}.{space}]\nrubble = true\n" for space in spaces)


def test_entering_an_undefended_stronghold_turns_it_to_rubble() -> None:
    # An upgrade lies beside an end card, so this is D1 (the old hand-made setup put one
    # beside D2, the centre, and an Archer, which does not channel, under it).
    state = _moving(
        shield_table(0, "C1", ["Swordsman"]),
        '[seat1.D1]\non = ["Axeman"]\nunder = ["Valkyrie Spirit"]\nupgrade = "Large Idol"\n',
    )
    attacker = shield_at(state, "C1")
    slot = state.players[1].strongholds[0]
    on, under, upgrade = list(slot.on), list(slot.under), slot.upgrade
    act(state, f"turn {attacker.id}")
    act(state, "move D1")
    assert slot.rubble
    assert slot.on == [] and slot.under == [] and slot.upgrade is None
    assert {*on, *under, upgrade} <= set(state.players[1].discard)
    assert discard_names(state, 1) == ["Axeman", "Large Idol", "Valkyrie Spirit"]
    assert attacker.space == sp("D1")  # the attacker stands on the rubble
    assert state.phase != "assault"  # one rubble: no assault; the move is over
    assert any(e.kind == "stronghold-ruined" for e in state.event_log)
    assert_in_place(state)


def test_an_enemy_shield_on_its_stronghold_defends_with_the_strongholds_defence() -> None:
    state = _moving(
        shield_table(0, "C2", ["Earth Elemental"]), shield_table(1, "D2", ["Swordsman"])
    )
    act(state, f"turn {shield_at(state, 'C2').id}")
    act(state, "move D2")
    assert state.phase == "combat" and state.combat is not None
    defence = state.combat.setup.defender
    slot = state.players[1].strongholds[1]
    printed = state.cards[slot.card].card.defense  # type: ignore[union-attr]
    assert defence.defending_stronghold and defence.stronghold_defense == printed == 5


def test_a_rubble_space_gives_no_defence() -> None:
    # A shield of its owner on its own rubble: no position has it (a shield never rests on
    # its own rubble), so this one is still made by hand.
    state = blank()
    state.players[1].strongholds[1].rubble = True
    attacker = put_shield(state, 0, "C2", ["Earth Elemental"])
    put_shield(state, 1, "D2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move D2")
    assert state.combat is not None
    assert not state.combat.setup.defender.defending_stronghold


def test_winning_the_combat_on_a_stronghold_turns_it_to_rubble() -> None:
    state = _moving(
        shield_table(0, "C2", ["Earth Elemental"]),  # 18 against 6 + 5
        shield_table(1, "D2", ["Swordsman"]),
    )
    attacker, defender = shield_at(state, "C2"), shield_at(state, "D2")
    act(state, f"turn {attacker.id}")
    act(state, "move D2")
    finish_combat(state)
    while state.phase in ("retreat", "shed"):
        act(state, sorted(legal(state))[0])
    assert state.players[1].strongholds[1].rubble
    assert attacker.space == sp("D2")
    assert defender.id not in state.shields or state.shields[defender.id].space != sp("D2")
    assert_in_place(state)


def test_losing_the_combat_on_a_stronghold_leaves_it_standing() -> None:
    state = _moving(
        shield_table(0, "C2", ["Swordsman"]),  # 6 against 18 + 5
        shield_table(1, "D2", ["Earth Elemental"]),
    )
    act(state, f"turn {shield_at(state, 'C2').id}")
    act(state, "move D2")
    finish_combat(state)
    while state.phase in ("retreat", "shed"):
        act(state, sorted(legal(state))[0])
    assert not state.players[1].strongholds[1].rubble


def test_no_shield_moves_or_flies_through_an_opposing_stronghold() -> None:
    state = _moving(shield_table(0, "C1", ["Swordsman"]))
    act(state, f"turn {shield_at(state, 'C1').id}")
    assert not any(o.startswith(("move D1 ", "fly D1 ")) for o in legal(state))
    state = _moving(shield_table(0, "C3", ["Angel"]))
    act(state, f"turn {shield_at(state, 'C3').id}")
    assert "fly D3" in legal(state)
    assert not any(o.startswith("fly D3 ") for o in legal(state))


def test_a_player_may_attack_an_enemy_shield_on_its_own_rubble_but_not_enter_it_empty() -> None:
    state = _moving(_rubble(0, "A2"), shield_table(0, "B2", ["Earth Elemental"]))
    act(state, f"turn {shield_at(state, 'B2').id}")
    assert "move A2" not in legal(state)  # own rubble: nothing to stand on
    state = _moving(
        _rubble(0, "A2"),
        shield_table(0, "B2", ["Earth Elemental"]),
        shield_table(1, "A2", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'B2').id}")
    act(state, "move A2")
    assert state.phase == "combat"


def test_one_rubble_is_not_enough_to_assault_the_guardian() -> None:
    state = _moving(shield_table(0, "C1", ["Earth Elemental", "Baal-a-Gog"]))
    act(state, f"turn {shield_at(state, 'C1').id}")
    act(state, "move D1")
    assert state.players[1].strongholds[0].rubble
    assert "assault" not in verbs(state)


def test_the_second_rubble_opens_the_guardian_to_assault() -> None:
    state = _moving(_rubble(1, "D3"), shield_table(0, "C1", ["Earth Elemental", "Baal-a-Gog"]))
    act(state, f"turn {shield_at(state, 'C1').id}")
    act(state, "move D1")
    assert state.phase == "assault" and state.seat == 0
    assert legal(state) == {"assault", "assault channel", "hold"}


def test_an_assault_that_only_equals_the_guardians_vitality_fails() -> None:
    # Earth Elemental 18 + Baal-a-Gog 12 = 30, Rak Nam's Vitality: not strictly more.
    state = _moving(
        _rubble(1, "D2", "D3"), shield_table(0, "C1", ["Earth Elemental", "Baal-a-Gog"])
    )
    assert state.players[1].guardian.name.startswith("Rak Nam")
    assert state.players[1].guardian.vitality == 30
    act(state, f"turn {shield_at(state, 'C1').id}")
    act(state, "move D1")
    act(state, "assault")
    assert not state.is_terminal()
    assert state.phase != "assault"  # the move ended
    event = next(e.to_json() for e in state.event_log if e.kind == "guardian-assaulted")
    assert event["total"] == 30 and event["killed"] is False


def test_the_guardians_channeling_for_a_stone_kills_the_guardian() -> None:
    # 30 + Rak Nam's CMP 9 into Baal-a-Gog (green bar, base 12 caps it at 12) = 39 > 30.
    state = _moving(
        _rubble(1, "D2", "D3"), shield_table(0, "C1", ["Earth Elemental", "Baal-a-Gog"])
    )
    attacker = shield_at(state, "C1")
    stones = state.players[0].stones
    act(state, f"turn {attacker.id}")
    act(state, "move D1")
    assert movement.assault_channel(state, 0, attacker) == 9
    act(state, "assault channel")
    assert state.is_terminal()
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert "Guardian" in state.outcome.reason and RAK_NAM in state.outcome.reason
    assert state.players[0].stones == stones - 1


def test_channeling_needs_a_creature_with_a_green_bar() -> None:
    state = _moving(
        _rubble(1, "D1", "D3"),
        shield_table(0, "C1", ["Earth Elemental", "Axeman"]),  # no green bar
    )
    act(state, f"turn {shield_at(state, 'C1').id}")
    act(state, "move D1")
    assert legal(state) == {"assault", "hold"}


def test_a_shield_already_on_the_rubble_may_assault_after_staying() -> None:
    state = _moving(
        _rubble(1, "D1", "D2"), shield_table(0, "D1", ["Earth Elemental", "Baal-a-Gog"])
    )
    act(state, f"turn {shield_at(state, 'D1').id}")
    act(state, "stay")
    assert state.phase == "assault"
    act(state, "hold")
    assert state.phase != "assault" and not state.is_terminal()


def test_the_rubble_shows_in_every_view() -> None:
    state = position(
        "organize", seat_table(0, stones=STONES), seat_table(1, stones=STONES), _rubble(1, "D1")
    )
    for seat in (0, 1, None):
        view = state.view(seat)
        assert "rubble" in str(view)
    assert board.stronghold_owner(sp("D1")) == 1
