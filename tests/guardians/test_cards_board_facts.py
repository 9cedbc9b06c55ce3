"""Board facts brought into a combat (issue 14): a creature's discard pile (Carrag the Black),
its shield card's Up number (Captain South America) and the terrain cards in play (Odious
Clamjack), played through scenarios (docs/rules-notes/cards/board-facts.md)."""

from __future__ import annotations

from combat_helpers import Status, combat, events, matchup, play, status

from stronghold.games.guardians.combat.state import CombatState


def _carrag(discard: list[str]) -> CombatState:
    return play(
        combat(
            attacker={"shield": ["Carrag the Black"], "discard": discard},
            defender={"shield": ["Swordsman"]},
        )
    )


def test_carrag_counts_the_undead_in_its_owners_discard_pile() -> None:
    state = _carrag(["Grim Skull", "Nubian Slave Girl", "Axeman"])
    first = matchup(state, 1)
    assert first["attacker_vitality"] == 7  # 5 and two Undead (the Axeman is none)
    assert first["result"] == "attacker"
    assert status(state, "Swordsman") == Status.BEATEN


def test_carrag_without_undead_in_the_pile_stays_at_five() -> None:
    state = _carrag(["Axeman"])
    assert matchup(state, 1)["attacker_vitality"] == 5
    assert status(state, "Carrag the Black") == Status.BEATEN


def test_carrag_does_not_count_the_opponents_pile() -> None:
    state = play(
        combat(
            attacker={"shield": ["Carrag the Black"]},
            defender={"shield": ["Swordsman"], "discard": ["Grim Skull", "Grim Skull"]},
        )
    )
    assert matchup(state, 1)["attacker_vitality"] == 5


def _captain(shield_up: int | None) -> CombatState:
    attacker: dict[str, object] = {"shield": ["Captain South America"]}
    if shield_up is not None:
        attacker["shield_up"] = shield_up
    return play(combat(attacker=attacker, defender={"shield": ["Land Drake"]}))


def test_captain_south_america_adds_his_shields_up_number_as_a_primary() -> None:
    state = _captain(14)
    first = matchup(state, 1)
    assert first["attacker_vitality"] == 15
    assert first["result"] == "defender"  # the Land Drake's 18 still wins


def test_captain_south_america_beats_what_his_shield_number_lets_him_beat() -> None:
    state = play(
        combat(
            attacker={"shield": ["Captain South America"], "shield_up": 6},
            defender={"shield": ["Axeman"]},  # 7
        )
    )
    assert matchup(state, 1)["attacker_vitality"] == 8  # 1, the shield's 6, off-colour 1
    assert status(state, "Axeman") == Status.BEATEN


def test_captain_south_america_without_a_shield_number_is_one() -> None:
    assert matchup(_captain(None), 1)["attacker_vitality"] == 1


def _clamjack(terrain: str, elsewhere: list[str]) -> CombatState:
    data = combat(
        terrain,
        attacker={"shield": ["Odious Clamjack"]},
        defender={"shield": ["Swordsman", "Gn'Obby Gnomes"], "primaries": ["Swordsman"]},
    )
    data["terrain_elsewhere"] = elsewhere
    return play(data)


def _aoe_points(state: CombatState) -> list[int]:
    return [e["points"] for e in events(state, "aoe")]


def test_odious_clamjack_grows_by_a_point_for_each_swamp_in_play() -> None:
    state = _clamjack("Swamps", ["Swamps", "Woods"])
    assert _aoe_points(state) == [4]  # 2, the contested Swamp and one elsewhere
    assert status(state, "Gn'Obby Gnomes") == Status.DISCARDED  # Vitality 4


def test_odious_clamjack_counts_the_contested_swamp_alone() -> None:
    state = _clamjack("Swamps", [])
    assert _aoe_points(state) == [3]
    assert status(state, "Gn'Obby Gnomes") != Status.DISCARDED


def test_odious_clamjack_away_from_swamps_is_a_two_point_aoe() -> None:
    state = _clamjack("Woods", ["Mountains"])
    assert _aoe_points(state) == [2]
    assert status(state, "Gn'Obby Gnomes") != Status.DISCARDED
