"""Stronghold Upgrades (guardians-rules.txt, "Stronghold Upgrades": one left, one right, never
removed) and the downgrades put beside an opponent's end stronghold card, with the effects of
the encoded ones (docs/rules-notes/guardians.md, "Stronghold upgrades and downgrades")."""

from __future__ import annotations

from game_helpers import (
    DECK,
    RAK_NAM,
    act,
    assert_in_place,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
    sp,
    take,
)

from stronghold.games.guardians.game import GuardiansGame
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


def beside(state: GameState, seat: int, name: str, owner: int, position: int) -> str:
    """``seat``'s card ``name`` beside ``owner``'s stronghold card at ``position``."""
    cid = take(state, seat, name)
    state.set_public(cid)
    state.players[owner].strongholds[position].upgrade = cid
    return cid


def at(phase: str, *parts: str, lines0: tuple[str, ...] = (), seat: int | None = 0) -> GameState:
    """A position in ``phase``, ``seat`` to act, both Rak Nams with their own stones."""
    return position(
        phase,
        seat_table(0, *lines0, stones=None),
        seat_table(1, stones=None),
        *parts,
        seat=seat,
    )


def card_beside(space: str, name: str, *lines: str) -> str:
    """``name`` beside the stronghold card on ``space`` (an upgrade beside its owner's card,
    a downgrade beside the opponent's: the table names the card's space)."""
    seat = 0 if space.startswith("A") else 1
    return f'[seat{seat}.{space}]\nupgrade = "{name}"\n' + "".join(f"{x}\n" for x in lines)


def test_upgrades_go_beside_own_end_cards_and_downgrades_beside_the_opponents() -> None:
    state = at("organize", lines0=('pen = ["Wizard\'s Tower", "Sewage Backup"]',))
    up, down = (
        next(c for c in state.players[0].pen if state.cards[c].name == n)
        for n in ("Wizard's Tower", "Sewage Backup")
    )
    options = legal(state)
    assert {f"upgrade {up} left", f"upgrade {up} right"} <= options
    assert {f"downgrade {down} left", f"downgrade {down} right"} <= options
    assert f"upgrade {down} left" not in options and f"downgrade {up} left" not in options
    act(state, f"downgrade {down} right")
    assert state.players[1].strongholds[2].upgrade == down
    assert state.cards[down].owner == 0 and state.cards[down].public
    assert_in_place(state)


def test_one_upgrade_a_side_and_none_beside_rubble() -> None:
    state = at(
        "organize",
        card_beside("D1", "Wizard's Tower"),  # the opponent's own upgrade on its left
        "[seat1.D3]\nrubble = true\n",
        lines0=('pen = ["Sewage Backup"]',),
    )
    (down,) = state.players[0].pen
    assert not any(o.startswith(f"downgrade {down}") for o in legal(state))


def test_the_tax_costs_a_stone_when_the_owners_shield_is_on_the_card() -> None:
    state = at(
        "organize",
        card_beside("A1", "Ministry of Tax Collection"),  # seat 1's downgrade beside A1
        shield_table(0, "A1", ["Swordsman"]),
    )
    assert state.cards[state.players[0].strongholds[0].upgrade or ""].owner == 1
    stones = [p.stones for p in state.players]
    act(state, "ready")
    act(state, "ready")
    assert state.players[0].stones == stones[0] - 1
    assert state.players[1].stones == stones[1]


def test_no_tax_without_a_shield_on_the_card() -> None:
    state = at(
        "organize",
        card_beside("A1", "Ministry of Tax Collection"),
        shield_table(0, "A2", ["Swordsman"]),
    )
    stones = state.players[0].stones
    act(state, "ready")
    act(state, "ready")
    assert state.players[0].stones == stones


def test_sewage_backup_takes_the_defence_away() -> None:
    state = at(
        "move",
        card_beside("D3", "Sewage Backup"),  # seat 0's downgrade beside seat 1's D3
        shield_table(0, "C3", ["Earth Elemental"]),
        shield_table(1, "D3", ["Swordsman"]),
    )
    act(state, f"turn {shield_at(state, 'C3').id}")
    act(state, "move D3")
    assert state.combat is not None
    assert state.combat.setup.defender.defending_stronghold
    assert state.combat.setup.defender.stronghold_defense == 0


def test_snake_pit_takes_the_creature_its_owner_chooses_at_settlement() -> None:
    state = at(
        "settle",
        card_beside("D1", "Snake Pit"),
        shield_table(1, "D1", ["Earth Elemental", "Swordsman"]),
        seat=None,
    )
    shield = shield_at(state, "D1")
    assert state.phase == "lose" and state.seat == 1
    elemental = next(c for c in shield.contents if state.cards[c].name == "Earth Elemental")
    assert set(legal(state)) == {f"sacrifice {shield.id} {c}" for c in shield.contents}
    act(state, f"sacrifice {shield.id} {elemental}")  # the stronger one, as its owner wants
    assert [state.cards[c].name for c in shield.contents] == ["Swordsman"]
    assert "Earth Elemental" in [state.cards[c].name for c in state.players[1].discard]
    assert state.phase == "organize"  # nothing else to settle: the next turn has begun
    assert_in_place(state)


def test_snake_pit_destroys_a_shield_it_empties() -> None:
    state = at(
        "settle", card_beside("D1", "Snake Pit"), shield_table(1, "D1", ["Swordsman"]), seat=None
    )
    assert not any(s.owner == 1 for s in state.shields.values())  # emptied, destroyed
    assert state.players[1].shields_lost == 1


def test_pirate_log_platform_hits_an_entering_shield_with_a_7_point_aoe() -> None:
    state = at(
        "move",
        # beside an end card, D1 (the hand-made setup put it beside D2, the centre)
        card_beside("D1", "Pirate Log Platform"),
        shield_table(0, "C1", ["Earth Elemental", "Axeman"]),  # 18 and 7
    )
    attacker = shield_at(state, "C1")
    act(state, f"turn {attacker.id}")
    act(state, "move D1")
    assert [state.cards[c].name for c in attacker.contents] == ["Earth Elemental"]
    assert state.players[1].strongholds[0].rubble  # the survivor still takes the card


def test_pirate_log_platform_can_stop_an_attack_outright() -> None:
    state = at(
        "move", card_beside("D1", "Pirate Log Platform"), shield_table(0, "C1", ["Swordsman"])
    )
    attacker = shield_at(state, "C1")
    act(state, f"turn {attacker.id}")
    act(state, "move D1")
    assert attacker.id not in state.shields
    assert not state.players[1].strongholds[0].rubble
    assert_in_place(state)


def test_spikey_crenellations_forbid_flying_onto_the_owners_strongholds() -> None:
    state = at("move", shield_table(0, "C3", ["Angel"]))
    act(state, f"turn {shield_at(state, 'C3').id}")
    assert "fly D3" in legal(state)
    state = at(
        "move",
        card_beside("D1", "Spikey Crenellations"),  # on another card: it guards them all
        shield_table(0, "C3", ["Angel"]),
    )
    act(state, f"turn {shield_at(state, 'C3').id}")
    assert "fly D3" not in legal(state)
    assert "move D3" in legal(state)  # walking in is still an attack


def test_wizards_tower_raises_the_cmp_of_the_channelers_under_it() -> None:
    # Seat 0's shield on B1 attacks C1; the combat hand's channelers are those under its
    # stronghold cards. (The hand-made setup also had a Baal-a-Gog, no channeler, under A1:
    # no position holds one there.)
    def channelers(tower: str) -> tuple[dict[str, int], int]:
        valkyrie = 'under = ["Valkyrie Spirit"]'
        a3 = card_beside("A3", "Wizard's Tower", valkyrie) if tower == "A3" else ""
        a1 = card_beside("A1", "Wizard's Tower") if tower == "A1" else ""
        state = at(
            "move",
            a1 or a3,
            "" if a3 else f"[seat0.A3]\n{valkyrie}\n",
            shield_table(0, "B1", ["Swordsman"]),
            shield_table(1, "C1", ["Axeman"]),
        )
        card = state.cards[state.players[0].strongholds[2].under[0]].card
        shield = shield_at(state, "B1")
        assert shield.space == sp("B1")
        act(state, f"turn {shield.id}")
        act(state, "move C1")
        assert state.combat is not None
        side = state.combat.setup.attacker
        found = {c.name: c.channeler.cmp for c in side.channelers if c.channeler}
        return found, card.channeler.cmp  # type: ignore[union-attr]

    printed, cmp = channelers("A1")  # the tower beside another card
    assert printed == {"Valkyrie Spirit": cmp}
    raised, cmp = channelers("A3")  # the tower beside the Valkyrie's card
    assert raised == {"Valkyrie Spirit": cmp + 1}


def test_a_die_stronghold_defends_with_one_roll_of_1d6_plus_1() -> None:
    from stronghold.games.guardians.play import upgrades

    state = position(
        "organize",
        seat_table(0, stones=None),
        '[seat1]\nguardian = "Rak Nam"\nstrongholds = "Drifter\'s Nexus Stronghold"\n',
    )
    slot = state.players[1].strongholds[1]
    assert state.cards[slot.card].name == "Drifter's Nexus Stronghold C"
    rolls = {upgrades.defence(state, slot) for _ in range(200)}
    assert rolls == {2, 3, 4, 5, 6, 7}
