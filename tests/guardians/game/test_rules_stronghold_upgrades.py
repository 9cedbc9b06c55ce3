"""Stronghold Upgrades (guardians-rules.txt, "Stronghold Upgrades": one left, one right, never
removed) and the downgrades put beside an opponent's end stronghold card, with the effects of
the encoded ones (docs/rules-notes/guardians.md, "Stronghold upgrades and downgrades")."""

from __future__ import annotations

from game_helpers import (
    DECK,
    RAK_NAM,
    act,
    assert_in_place,
    blank,
    legal,
    moving,
    organizing,
    put_shield,
    sp,
    take,
    to_pen,
    under_stronghold,
)

from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import battle, settlement
from stronghold.games.guardians.play.state import GameState

UPGRADES = (
    "Ministry of Tax Collection",
    "Sewage Backup",
    "Snake Pit",
    "Pirate Log Platform",
    "Spikey Crenellations",
    "Wizard's Tower",
)
_TEXT = DECK.format(guardian=RAK_NAM).replace(
    "1 Flame Cannon\n1 Large Idol\n", "".join(f"1 {name}\n" for name in UPGRADES)
)
GAME = GuardiansGame(decks=[_TEXT, _TEXT])


def fresh() -> GameState:
    return blank(the_game=GAME)


def beside(state: GameState, seat: int, name: str, owner: int, position: int) -> str:
    """``seat``'s card ``name`` beside ``owner``'s stronghold card at ``position``."""
    cid = take(state, seat, name)
    state.set_public(cid)
    state.players[owner].strongholds[position].upgrade = cid
    return cid


def test_upgrades_go_beside_own_end_cards_and_downgrades_beside_the_opponents() -> None:
    state = organizing(fresh(), 0)
    up, down = to_pen(state, 0, "Wizard's Tower", "Sewage Backup")
    options = legal(state)
    assert {f"upgrade {up} left", f"upgrade {up} right"} <= options
    assert {f"downgrade {down} left", f"downgrade {down} right"} <= options
    assert f"upgrade {down} left" not in options and f"downgrade {up} left" not in options
    act(state, f"downgrade {down} right")
    assert state.players[1].strongholds[2].upgrade == down
    assert state.cards[down].owner == 0 and state.cards[down].public
    assert_in_place(state)


def test_one_upgrade_a_side_and_none_beside_rubble() -> None:
    state = organizing(fresh(), 0)
    beside(state, 1, "Wizard's Tower", 1, 0)  # the opponent's own upgrade on its left
    state.players[1].strongholds[2].rubble = True
    (down,) = to_pen(state, 0, "Sewage Backup")
    assert not any(o.startswith(f"downgrade {down}") for o in legal(state))


def test_the_tax_costs_a_stone_when_the_owners_shield_is_on_the_card() -> None:
    state = organizing(fresh(), 0)
    beside(state, 1, "Ministry of Tax Collection", 0, 0)
    put_shield(state, 0, "A1", ["Swordsman"])
    stones = [p.stones for p in state.players]
    act(state, "ready")
    act(state, "ready")
    assert state.players[0].stones == stones[0] - 1
    assert state.players[1].stones == stones[1]


def test_no_tax_without_a_shield_on_the_card() -> None:
    state = organizing(fresh(), 0)
    beside(state, 1, "Ministry of Tax Collection", 0, 0)
    put_shield(state, 0, "A2", ["Swordsman"])
    stones = state.players[0].stones
    act(state, "ready")
    act(state, "ready")
    assert state.players[0].stones == stones


def test_sewage_backup_takes_the_defence_away() -> None:
    state = fresh()
    beside(state, 0, "Sewage Backup", 1, 2)
    attacker = put_shield(state, 0, "C3", ["Earth Elemental"])
    put_shield(state, 1, "D3", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move D3")
    assert state.combat is not None
    assert state.combat.setup.defender.defending_stronghold
    assert state.combat.setup.defender.stronghold_defense == 0


def test_snake_pit_takes_the_creature_its_owner_chooses_at_settlement() -> None:
    state = fresh()
    beside(state, 0, "Snake Pit", 1, 0)
    shield = put_shield(state, 1, "D1", ["Earth Elemental", "Swordsman"])
    settlement.start_settlement(state)
    assert state.phase == "lose" and state.seat == 1
    elemental = next(c for c in shield.contents if state.cards[c].name == "Earth Elemental")
    assert set(legal(state)) == {f"sacrifice {shield.id} {c}" for c in shield.contents}
    act(state, f"sacrifice {shield.id} {elemental}")  # the stronger one, as its owner wants
    assert [state.cards[c].name for c in shield.contents] == ["Swordsman"]
    assert "Earth Elemental" in [state.cards[c].name for c in state.players[1].discard]
    assert state.phase == "organize"  # nothing else to settle: the next turn has begun
    assert_in_place(state)


def test_snake_pit_destroys_a_shield_it_empties() -> None:
    state = fresh()
    beside(state, 0, "Snake Pit", 1, 0)
    shield = put_shield(state, 1, "D1", ["Swordsman"])
    settlement.start_settlement(state)
    assert shield.id not in state.shields
    assert state.players[1].shields_lost == 1


def test_pirate_log_platform_hits_an_entering_shield_with_a_7_point_aoe() -> None:
    state = fresh()
    beside(state, 1, "Pirate Log Platform", 1, 1)
    attacker = put_shield(state, 0, "C2", ["Earth Elemental", "Axeman"])  # 18 and 7
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move D2")
    assert [state.cards[c].name for c in attacker.contents] == ["Earth Elemental"]
    assert state.players[1].strongholds[1].rubble  # the survivor still takes the card


def test_pirate_log_platform_can_stop_an_attack_outright() -> None:
    state = fresh()
    beside(state, 1, "Pirate Log Platform", 1, 1)
    attacker = put_shield(state, 0, "C2", ["Swordsman"])
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move D2")
    assert attacker.id not in state.shields
    assert not state.players[1].strongholds[1].rubble
    assert_in_place(state)


def test_spikey_crenellations_forbid_flying_onto_the_owners_strongholds() -> None:
    state = fresh()
    flier = put_shield(state, 0, "C3", ["Angel"])
    moving(state, 0)
    act(state, f"turn {flier.id}")
    assert "fly D3" in legal(state)
    beside(state, 1, "Spikey Crenellations", 1, 0)  # on another card: it guards them all
    assert "fly D3" not in legal(state)
    assert "move D3" in legal(state)  # walking in is still an attack


def test_wizards_tower_raises_the_cmp_of_the_channelers_under_it() -> None:
    state = fresh()
    beside(state, 0, "Wizard's Tower", 0, 0)
    under_stronghold(state, 0, 0, "Baal-a-Gog")  # not a channeler: left out
    under_stronghold(state, 0, 2, "Valkyrie Spirit")
    shield = put_shield(state, 0, "B1", ["Swordsman"])
    side, _ids = battle.side_setup(state, 0, shield)
    printed = {c.name: c.channeler.cmp for c in side.channelers if c.channeler}
    card = state.cards[state.players[0].strongholds[2].under[0]].card
    assert printed == {"Valkyrie Spirit": card.channeler.cmp}  # type: ignore[union-attr]
    state.players[0].strongholds[2].upgrade, state.players[0].strongholds[0].upgrade = (
        state.players[0].strongholds[0].upgrade,
        None,
    )
    side, _ids = battle.side_setup(state, 0, shield)
    assert [c.channeler.cmp for c in side.channelers if c.channeler] == [
        card.channeler.cmp + 1  # type: ignore[union-attr]
    ]
    assert sp("B1") == shield.space


def test_a_die_stronghold_defends_with_one_roll_of_1d6_plus_1() -> None:
    from stronghold.games.guardians.library import builtin_library
    from stronghold.games.guardians.play import upgrades

    state = fresh()
    slot = state.players[1].strongholds[1]
    state.set_face(slot.card, builtin_library().get("Drifter's Nexus Stronghold C"))
    rolls = {upgrades.defence(state, slot) for _ in range(200)}
    assert rolls == {2, 3, 4, 5, 6, 7}
