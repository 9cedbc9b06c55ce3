"""Creature abilities enforced by the keywords added for the second round of creature texts.

Each test plays a real combat (or drives one step by step) and checks outcomes: totals,
winners, statuses, legal actions. Grouped by mechanism, then single cards.
"""

from __future__ import annotations

from typing import Any

from combat_helpers import (
    ATT,
    DEF,
    Status,
    card,
    combat,
    do,
    events,
    finish,
    legal,
    matchup,
    pass_or_done,
    start,
    status,
    to_matchup,
    to_step,
)

from stronghold.games.guardians.combat.state import CombatState


def _command(state: CombatState, attacker: str | None, defender: str | None = None) -> None:
    """Declare and choose the command cards (None: no command card)."""
    do(state, "command", "yes" if attacker else "no")
    do(state, "command", "yes" if defender else "no")
    if attacker:
        do(state, "command", attacker)
    if defender:
        do(state, "command", defender)
    while state.phase == "command_window":
        do(state, "pass")


WINDOWS = ("bribery", "spell_window", "modify_window", "response", "command_window")


def _settle(state: CombatState) -> None:
    """Pass every open window until the match-up is decided."""
    while not state.is_terminal() and state.phase in WINDOWS:
        do(state, "pass")


def _pick(state: CombatState, attacker: str, defender: str) -> None:
    """Both sides pick their creature; the match-up is then fought without changes."""
    do(state, "primary", attacker)
    do(state, "primary", defender)
    _settle(state)


def _fight(state: CombatState, attacker: str, defender: str) -> None:
    """No command cards; the first match-up is fought without changes."""
    to_matchup(state, attacker, defender)
    _settle(state)


def _parts(state: CombatState, number: int, side: str) -> dict[str, int]:
    return {label: value for label, value in matchup(state, number)[f"{side}_parts"]}


# --- the match-up starts as a push (Dust Geyser, Delilah Rangoon) ---------------------------------


def test_dust_geyser_starts_its_match_up_as_a_push() -> None:
    state = start(combat(attacker={"shield": ["Dust Geyser"]}, defender={"shield": ["Sand Lord"]}))
    _fight(state, "Dust Geyser", "Sand Lord")
    finish(state)
    m = matchup(state, 1)
    assert m["result"] == "push"
    assert m["attacker_vitality"] == m["defender_vitality"] == 11
    assert _parts(state, 1, "attacker") == {"base (starts as a push)": 11}


def test_after_the_push_start_a_ranged_attack_decides_the_match_up() -> None:
    state = start(
        combat(attacker={"shield": ["Dust Geyser", "Archer"]}, defender={"shield": ["Sand Lord"]})
    )
    to_matchup(state, "Dust Geyser", "Sand Lord")
    to_step(state)
    do(state, "ranged", "Archer")
    finish(state)
    assert matchup(state, 1)["result"] == "attacker"
    assert matchup(state, 1)["attacker_vitality"] == 14
    assert status(state, "Sand Lord") == Status.BEATEN


def test_delilah_starts_as_a_push_only_against_a_mortal() -> None:
    state = start(
        combat(
            attacker={"shield": ["Delilah Rangoon"]}, defender={"shield": ["Prince of the Lost"]}
        )
    )
    to_matchup(state, "Delilah Rangoon", "Prince of the Lost")
    finish(state)
    # both count 16 as base; her Off-Color Bonus against the Mortal then wins it
    assert matchup(state, 1)["attacker_vitality"] == 18
    assert matchup(state, 1)["result"] == "attacker"

    state = start(combat(attacker={"shield": ["Delilah Rangoon"]}, defender={"shield": ["Zombie"]}))
    to_matchup(state, "Delilah Rangoon", "Zombie")
    finish(state)
    assert matchup(state, 1)["attacker_vitality"] == 6
    assert matchup(state, 1)["result"] == "defender"


# --- 0-point ranged attackers with an effect ------------------------------------------------------


def test_djinn_fired_as_a_ranged_attack_forces_a_push_and_ends_the_match_up() -> None:
    state = start(
        combat(attacker={"shield": ["Sand Lord", "Djinn"]}, defender={"shield": ["Watcher"]})
    )
    to_matchup(state, "Sand Lord", "Watcher")
    to_step(state)
    assert ("ranged", "Djinn") in legal(state)
    do(state, "ranged", "Djinn")
    assert state.phase != "modify_window"  # nobody may change it any more
    finish(state)
    assert matchup(state, 1)["result"] == "push"
    assert status(state, "Sand Lord") == Status.STANDING


def test_schneebolt_cancels_an_opposing_ranged_attack() -> None:
    state = start(
        combat(
            attacker={"shield": ["Swordsman", "Archer"]},
            defender={"shield": ["Axeman", "Schneebolt"]},
        )
    )
    to_matchup(state, "Swordsman", "Axeman")
    to_step(state)
    assert state.current_seat == ATT
    do(state, "ranged", "Archer")
    assert ("ranged", "Schneebolt") in legal(state)
    do(state, "ranged", "Schneebolt")
    finish(state)
    assert matchup(state, 1)["attacker_vitality"] == 6  # the Archer's 3 points are cancelled
    assert matchup(state, 1)["result"] == "defender"


def test_schneebolt_has_nothing_to_cancel_without_an_opposing_ranged_attack() -> None:
    state = start(
        combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Axeman", "Schneebolt"]})
    )
    to_matchup(state, "Swordsman", "Axeman")
    assert all(a[0] != "ranged" for a in legal(state))


def test_drizzle_bone_makes_its_side_s_win_destroy_the_loser() -> None:
    data = combat(
        attacker={"shield": ["Axeman", "Drizzle Bone the Hack"]}, defender={"shield": ["Swordsman"]}
    )
    state = start(data)
    to_matchup(state, "Axeman", "Swordsman")
    to_step(state)
    do(state, "ranged", "Drizzle Bone the Hack")
    finish(state)
    assert matchup(state, 1)["attacker_vitality"] == 7  # no ranged points
    assert status(state, "Swordsman") == Status.DESTROYED

    state = start(data)
    to_matchup(state, "Axeman", "Swordsman")
    finish(state)
    assert status(state, "Swordsman") == Status.BEATEN


def test_gorcoo_gives_a_saurian_its_off_color_bonus_against_any_realm() -> None:
    data = combat(attacker={"shield": ["Jimandu", "Gorcoo"]}, defender={"shield": ["Axeman"]})
    state = start(data)
    to_matchup(state, "Jimandu", "Axeman")
    to_step(state)
    do(state, "ranged", "Gorcoo")
    finish(state)
    assert _parts(state, 1, "attacker") == {"base": 10, "OCB": 2}
    assert matchup(state, 1)["result"] == "attacker"  # 12 against 7 + OCB 4

    state = start(data)
    to_matchup(state, "Jimandu", "Axeman")
    finish(state)
    assert matchup(state, 1)["result"] == "defender"  # 10 against 11


def test_gorcoo_cannot_be_fired_for_a_creature_that_is_not_a_saurian() -> None:
    state = start(
        combat(attacker={"shield": ["Swordsman", "Gorcoo"]}, defender={"shield": ["Axeman"]})
    )
    to_matchup(state, "Swordsman", "Axeman")
    assert ("ranged", "Gorcoo") not in legal(state)


# --- Bone Fright draws the ranged attacks ---------------------------------------------------------


def test_the_opponent_must_fire_every_ranged_attack_it_can_at_bone_fright() -> None:
    state = start(
        combat(
            attacker={"shield": ["Bone Fright"]},
            defender={"shield": ["Zombie", "Archer", "Gunner"]},
        )
    )
    to_matchup(state, "Bone Fright", "Zombie")
    to_step(state)
    assert state.current_seat == DEF
    assert sorted(legal(state)) == [("ranged", "Archer"), ("ranged", "Gunner")]
    do(state, "ranged", "Archer")
    assert legal(state) == [("ranged", "Gunner")]
    do(state, "ranged", "Gunner")
    assert ("pass",) in legal(state)
    finish(state)
    assert matchup(state, 1)["defender_vitality"] == 7 + 3 + 4


def test_without_bone_fright_ranged_attacks_stay_optional() -> None:
    state = start(
        combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Zombie", "Archer"]})
    )
    to_matchup(state, "Swordsman", "Zombie")
    assert ("pass",) in legal(state)


# --- bonuses to others ----------------------------------------------------------------------------


def test_holy_avenger_adds_ten_backing_a_paladin() -> None:
    state = start(
        combat(attacker={"shield": ["Paladin", "Holy Avenger"]}, defender={"shield": ["Watcher"]})
    )
    _fight(state, "Paladin", "Watcher")
    assert status(state, "Paladin") == Status.BEATEN
    do(state, "secondary", "Holy Avenger", "Watcher")
    finish(state)
    # 5 + 10 (backing the Paladin) + the Paladin's 14: more than the Watcher's 20
    assert state.summary()["secondaries"][0]["vitality"] == 29
    assert status(state, "Watcher") == Status.BEATEN


def test_holy_avenger_adds_nothing_backing_another_holy_avenger() -> None:
    state = start(
        combat(
            attacker={"shield": ["Holy Avenger", "Holy Avenger"]},
            defender={"shield": ["Rotten Guy"]},
        )
    )
    _fight(state, "Holy Avenger", "Rotten Guy")
    do(state, "secondary", "Holy Avenger", "Rotten Guy")
    finish(state)
    assert state.summary()["secondaries"][0]["vitality"] == 10  # 5 + the first one's 5
    assert status(state, "Rotten Guy") == Status.BEATEN  # 10 > 7, but without any bonus


def test_barnacle_gives_two_to_creatures_with_a_rivers_and_lakes_bonus() -> None:
    state = start(
        combat(
            attacker={"shield": ["Barnacle Bazulee'", "Water Spout", "Swordsman"]},
            defender={"shield": ["Whalebone Rick", "Evil Baron Stoner", "Rotten Guy"]},
        )
    )
    _fight(state, "Barnacle Bazulee'", "Whalebone Rick")
    _pick(state, "Water Spout", "Evil Baron Stoner")
    _pick(state, "Swordsman", "Rotten Guy")
    finish(state)
    assert _parts(state, 1, "attacker") == {"base": 3}  # it has no such bonus itself
    assert _parts(state, 2, "attacker")["Barnacle Bazulee'"] == 2
    assert "Barnacle Bazulee'" not in _parts(state, 3, "attacker")


def test_rachur_gives_other_creatures_their_terrain_bonus_anywhere() -> None:
    state = start(
        combat(
            attacker={"shield": ["Rachur, Field Marshal", "Sand Lord"]},
            defender={"shield": ["Whalebone Rick", "Watcher"]},
        )
    )
    _fight(state, "Rachur, Field Marshal", "Whalebone Rick")
    assert status(state, "Rachur, Field Marshal") == Status.STANDING
    _pick(state, "Sand Lord", "Watcher")
    finish(state)
    parts = _parts(state, 2, "attacker")
    assert parts["terrain (any terrain, Rachur, Field Marshal)"] == 6  # on the Swamps


def test_a_beaten_rachur_gives_nothing() -> None:
    state = start(
        combat(
            attacker={"shield": ["Rachur, Field Marshal", "Sand Lord"]},
            defender={"shield": ["Watcher", "Whalebone Rick"]},
        )
    )
    _fight(state, "Rachur, Field Marshal", "Watcher")
    assert status(state, "Rachur, Field Marshal") == Status.BEATEN
    _pick(state, "Sand Lord", "Whalebone Rick")
    finish(state)
    assert _parts(state, 2, "attacker") == {"base": 11, "OCB": 3}


def test_grand_phooba_gives_the_nth_creature_plus_n() -> None:
    state = start(
        combat(
            attacker={"shield": ["Grand Phooba Schnee", "Swordsman", "Axeman"]},
            defender={"shield": ["Whalebone Rick", "Evil Baron Stoner"]},
        )
    )
    _command(state, "Grand Phooba Schnee")
    _pick(state, "Swordsman", "Whalebone Rick")
    _pick(state, "Axeman", "Evil Baron Stoner")
    finish(state)
    assert _parts(state, 1, "attacker")["Grand Phooba Schnee"] == 1
    assert _parts(state, 2, "attacker")["Grand Phooba Schnee"] == 2
    assert "Grand Phooba Schnee" not in _parts(state, 1, "defender")


def test_ploogak_adds_two_for_control_to_each_living_slag_beast() -> None:
    data = combat(
        attacker={"shield": ["Ploogak the Conqueror", "Groatie"]}, defender={"shield": ["Watcher"]}
    )
    state = start(data)
    assert state.control_total(ATT)[0] == (4 + 2) + (3 + 2)
    _fight(state, "Ploogak the Conqueror", "Watcher")
    assert status(state, "Ploogak the Conqueror") == Status.BEATEN
    finish(state)
    assert state.summary()["attacker"]["total"] == 3  # Ploogak is not alive: no bonus


# --- destroying, sending back, discarding ---------------------------------------------------------


def test_hal_destroys_both_creatures_on_a_narrow_opposing_win() -> None:
    data = combat(
        attacker={"shield": ["Hal, a Tosis Dragon", "Swordsman"]}, defender={"shield": ["Axeman"]}
    )
    state = start(data)
    _command(state, "Hal, a Tosis Dragon")
    _pick(state, "Swordsman", "Axeman")
    finish(state)
    assert matchup(state, 1)["result"] == "both destroyed"  # 7 + 0 against 6: a margin of 1
    assert status(state, "Swordsman") == Status.DESTROYED
    assert status(state, "Axeman") == Status.DESTROYED


def test_hal_leaves_a_wide_win_alone() -> None:
    state = start(
        combat(
            attacker={"shield": ["Hal, a Tosis Dragon", "Swordsman"]},
            defender={"shield": ["Watcher"]},
        )
    )
    _command(state, "Hal, a Tosis Dragon")
    _pick(state, "Swordsman", "Watcher")
    finish(state)
    assert status(state, "Swordsman") == Status.BEATEN
    assert status(state, "Watcher") == Status.STANDING


def test_ba_choomba_losing_destroys_its_own_creature_command_card() -> None:
    state = start(
        combat(
            attacker={"shield": ["Grand Phooba Schnee", "Ba Choomba"]},
            defender={"shield": ["Watcher"]},
        )
    )
    _command(state, "Grand Phooba Schnee")
    _pick(state, "Ba Choomba", "Watcher")
    finish(state)
    assert status(state, "Ba Choomba") == Status.BEATEN  # 23 against 28
    assert status(state, "Grand Phooba Schnee") == Status.DESTROYED


def test_bold_mold_destroys_the_command_card_when_winning_by_more_than_its_up_number() -> None:
    state = start(
        combat(
            attacker={"shield": ["Bold Mold"]},
            defender={"shield": ["Grand Phooba Schnee", "Swordsman"]},
        )
    )
    _command(state, None, "Grand Phooba Schnee")
    _pick(state, "Bold Mold", "Swordsman")
    assert status(state, "Grand Phooba Schnee") == Status.DESTROYED  # 16 against 7: 9 > 5
    assert state.command_dispelled[DEF]


def test_bold_mold_winning_by_less_leaves_the_command_card() -> None:
    state = start(
        combat(
            attacker={"shield": ["Bold Mold"]},
            defender={"shield": ["Grand Phooba Schnee", "Zombie"]},
        )
    )
    _command(state, None, "Grand Phooba Schnee")
    _pick(state, "Bold Mold", "Zombie")
    assert matchup(state, 1)["result"] == "attacker"  # 12 against 8: a margin of 4
    assert status(state, "Grand Phooba Schnee") == Status.STANDING


def test_bruno_sends_back_an_opponent_of_the_same_class() -> None:
    state = start(
        combat(
            attacker={"shield": ["Bruno Smashmouth, Union Boss", "Swordsman"]},
            defender={"shield": ["Whalebone Rick", "Axeman"]},
        )
    )
    _fight(state, "Bruno Smashmouth, Union Boss", "Whalebone Rick")
    _pick(state, "Swordsman", "Axeman")
    finish(state)
    assert status(state, "Axeman") == Status.RETURNED  # both Knights, Bruno in play
    assert matchup(state, 2)["result"] == "sent back"


def test_without_bruno_same_class_opponents_fight() -> None:
    state = start(combat(attacker={"shield": ["Swordsman"]}, defender={"shield": ["Axeman"]}))
    _fight(state, "Swordsman", "Axeman")
    finish(state)
    assert status(state, "Swordsman") == Status.BEATEN


def _orella(roll: int, *, with_archer: bool = False) -> CombatState:
    shield = ["Orella of the Mist", "Archer"] if with_archer else ["Orella of the Mist"]
    state = start(combat(attacker={"shield": shield}, defender={"shield": ["Swordsman"]}))
    state.rolls["a1:roll_destroys"] = roll  # the die, fixed for the test
    _fight(state, "Orella of the Mist", "Swordsman")
    return state


def test_orella_destroys_an_opponent_of_the_realm_she_rolls() -> None:
    state = _orella(5)
    assert status(state, "Swordsman") == Status.DESTROYED
    state = _orella(2)  # Elementals: the Mortal Swordsman is spared
    assert status(state, "Swordsman") == Status.STANDING
    assert matchup(state, 1)["result"] == "defender"


def test_after_orella_s_roll_nothing_may_change_the_match_up() -> None:
    state = _orella(1, with_archer=True)
    # no modify window: the Archer is never offered, the match-up is compared at once
    assert not events(state, "ranged")
    assert matchup(state, 1)["result"] == "defender"  # 4 against 6 + OCB 3
    assert status(state, "Orella of the Mist") == Status.BEATEN


def test_tangle_web_s_victor_is_destroyed_if_its_side_does_not_hold_the_space() -> None:
    data = combat(attacker={"shield": ["Axeman"]}, defender={"shield": ["Tangle Web", "Watcher"]})
    state = start(data)
    _fight(state, "Axeman", "Tangle Web")
    assert status(state, "Tangle Web") == Status.BEATEN  # 11 against 8
    finish(state)  # the Watcher makes no secondary attack; the defender holds the space
    assert state.summary()["winner"] == "defender"
    assert status(state, "Axeman") == Status.DESTROYED


def test_tangle_web_s_victor_stays_if_its_side_holds_the_space() -> None:
    state = start(
        combat(attacker={"shield": ["Axeman", "Watcher"]}, defender={"shield": ["Tangle Web"]})
    )
    _fight(state, "Axeman", "Tangle Web")
    finish(state)
    assert state.summary()["winner"] == "attacker"
    assert status(state, "Axeman") == Status.STANDING


# --- bribery cards --------------------------------------------------------------------------------


def test_jamchops_lets_any_bribery_card_bribe_any_bribeable_creature() -> None:
    data = combat(
        attacker={"shield": ["Jamchops the Trader", "Swordsman"], "storage": ["Babes"]},
        defender={"shield": ["Axeman"]},
    )
    state = start(data)
    _command(state, "Jamchops the Trader")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    assert ("bribe", "Axeman", "babes") in legal(state)  # a Gold-only creature
    do(state, "bribe", "Axeman", "babes")
    assert status(state, "Axeman") == Status.BRIBED

    state = start(data)
    _command(state, None)
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    # nothing to bribe the Axeman with, but the Babes are face down: asked all the same
    assert state.phase == "bribery" and legal(state) == [("pass",)]


def test_pig_dog_returns_babes_to_the_storage_hand() -> None:
    state = start(
        combat(
            attacker={"shield": ["Pig Dog", "Swordsman"], "storage": ["Babes"]},
            defender={"shield": ["Sand Lord", "Black Lung"]},
        )
    )
    to_matchup(state, "Pig Dog", "Sand Lord")
    do(state, "bribe", "Sand Lord", "babes")
    assert status(state, "Sand Lord") == Status.BRIBED
    assert status(state, "Babes") == Status.HAND
    _settle(state)
    do(state, "primary", "Swordsman")
    do(state, "primary", "Black Lung")
    do(state, "bribe", "Black Lung", "babes")  # the same Babes card again
    assert status(state, "Black Lung") == Status.BRIBED


def _storage_discard(name: str, defender: str, *, storage: list[str]) -> CombatState:
    state = start(
        combat(attacker={"shield": [name]}, defender={"shield": [defender], "storage": storage})
    )
    _fight(state, name, defender)
    finish(state)
    return state


def test_an_evil_hornbag_surviving_makes_the_opponent_discard_that_bribery() -> None:
    state = _storage_discard("Buffy, Evil Hornbag", "Whalebone Rick", storage=["Beer", "Babes"])
    assert status(state, "Buffy, Evil Hornbag") == Status.STANDING
    assert status(state, "Beer") == Status.USED  # discarded
    assert status(state, "Babes") == Status.HAND
    assert card(state, "Babes").revealed  # shown to the opponent
    state = _storage_discard("Wanda, Evil Hornbag", "Whalebone Rick", storage=["Beer", "Babes"])
    assert status(state, "Babes") == Status.USED
    assert status(state, "Beer") == Status.HAND


def test_a_beaten_hornbag_discards_nothing() -> None:
    state = _storage_discard("Lucinda, Evil Hornbag", "Watcher", storage=["Gold"])
    assert status(state, "Lucinda, Evil Hornbag") == Status.BEATEN
    assert status(state, "Gold") == Status.HAND


def test_lizards_of_the_toast_discard_gold_on_being_played_even_when_beaten() -> None:
    state = _storage_discard("Lizards of the Toast", "Watcher", storage=["Gold", "Beer"])
    assert status(state, "Lizards of the Toast") == Status.BEATEN
    assert status(state, "Gold") == Status.USED
    assert status(state, "Beer") == Status.HAND


def test_high_priest_of_sethos_empties_both_storage_hands() -> None:
    state = start(
        combat(
            attacker={"shield": ["High Priest of Sethos", "Swordsman"], "storage": ["Gold"]},
            defender={"shield": ["Axeman"], "storage": ["Beer", "Babes"]},
        )
    )
    _command(state, "High Priest of Sethos")
    for name in ("Gold", "Beer", "Babes"):
        assert status(state, name) == Status.USED
    assert state.phase == "primary_choose"


# --- command cards that change the whole combat ---------------------------------------------------


def test_vensuni_discards_its_owner_s_combat_hand_after_its_aoe() -> None:
    state = start(
        combat(
            attacker={"shield": ["Vensuni Inferno Swarm", "Swordsman", "Axeman"]},
            defender={"shield": ["Watcher", "Zombie"]},
        )
    )
    _command(state, "Vensuni Inferno Swarm")
    assert status(state, "Zombie") == Status.DISCARDED  # the 11-point fire AOE
    assert status(state, "Swordsman") == Status.DISCARDED
    assert status(state, "Axeman") == Status.DISCARDED
    # no primary attack is left; the Watcher may attack the Swarm as a secondary attacker
    assert legal(state) == [("secondary", "Watcher", "Vensuni Inferno Swarm"), ("done",)]


def test_shadow_spy_picks_the_opponent_s_creature_at_random() -> None:
    data = combat(
        attacker={"shield": ["Shadow Spy", "Swordsman"]},
        defender={"shield": ["Axeman", "Zombie", "Rotten Guy"]},
    )
    state = start(data)
    _command(state, "Shadow Spy")
    do(state, "primary", "Swordsman")
    options = legal(state)
    assert len(options) == 1 and options[0][0] == "primary"
    assert options[0][1] in ("Axeman", "Zombie", "Rotten Guy")

    state = start(data)
    _command(state, None)
    do(state, "primary", "Swordsman")
    assert len(legal(state)) == 3


# --- dice -----------------------------------------------------------------------------------------


def _mendu(roll: int | None, *, karnis: bool = False) -> CombatState:
    shield = (
        ["Karnis the Transcender", "Mendu Sada, the Havoc"] if karnis else ["Mendu Sada, the Havoc"]
    )
    state = start(
        combat(
            attacker={"shield": shield},
            defender={"shield": ["Evil Baron Stoner", "Idiot", "Gorgal Skag", "Whalebone Rick"]},
        )
    )
    number = 1
    if karnis:
        _fight(state, "Karnis the Transcender", "Evil Baron Stoner")
        number = 2
        _pick(state, "Mendu Sada, the Havoc", "Whalebone Rick")
    else:
        if roll is not None:
            state.rolls[f"aoe:0:Mendu Sada, the Havoc:{number}"] = roll
        _fight(state, "Mendu Sada, the Havoc", "Whalebone Rick")
    return state


def test_mendu_sada_makes_a_fear_aoe_of_one_die() -> None:
    state = _mendu(4)
    aoe = events(state, "aoe")[-1]
    assert (aoe["points"], aoe["element"]) == (4, "fear")
    assert sorted(aoe["hit"]) == ["Evil Baron Stoner", "Gorgal Skag", "Idiot"]


def test_a_six_makes_mendu_sada_s_aoe_fizzle() -> None:
    state = _mendu(6)
    assert events(state, "aoe")[-1]["hit"] == []
    assert status(state, "Idiot") == Status.HAND


def test_karnis_makes_every_die_a_one() -> None:
    state = _mendu(None, karnis=True)
    assert status(state, "Karnis the Transcender") == Status.STANDING
    aoe = events(state, "aoe")[-1]
    assert aoe["points"] == 1
    assert aoe["hit"] == ["Idiot"]


# --- power stones ---------------------------------------------------------------------------------


def _thief(stronghold: bool) -> CombatState:
    defender: dict[str, Any] = {"shield": ["Zombie"]}
    if stronghold:
        defender["stronghold"] = "Carreg Amroth Center"
    state = start(combat(attacker={"shield": ["Watcher", "Thief of Shadow"]}, defender=defender))
    _fight(state, "Watcher", "Zombie")
    while not state.is_terminal():
        pass_or_done(state)
    return state


def test_thief_of_shadow_surviving_over_a_stronghold_costs_the_opponent_two_stones() -> None:
    before = start(combat(attacker={"shield": ["Watcher"]}, defender={"shield": ["Zombie"]}))
    stones = before.stones[DEF]
    assert _thief(True).stones[DEF] == stones - 2
    assert _thief(False).stones[DEF] == stones


# --- Monolith of Chaos ----------------------------------------------------------------------------


def test_monolith_beating_an_external_is_safe_from_secondary_attacks() -> None:
    state = start(
        combat(
            attacker={"shield": ["Monolith of Chaos"]},
            defender={"shield": ["Zombie", "Swordsman", "Axeman"]},
        )
    )
    to_matchup(state, "Monolith of Chaos", "Zombie")
    to_step(state, "secondary")
    assert status(state, "Zombie") == Status.BEATEN
    assert legal(state) == [("done",)]  # no secondary attack is possible
    do(state, "done")
    assert state.is_terminal()
    assert state.summary()["winner"] == "defender"  # 11 against 6 + 7


def test_monolith_beating_a_mortal_can_be_attacked() -> None:
    state = start(
        combat(
            attacker={"shield": ["Monolith of Chaos"]},
            defender={"shield": ["Whalebone Rick", "Swordsman", "Axeman"]},
        )
    )
    _fight(state, "Monolith of Chaos", "Swordsman")
    assert ("secondary", "Axeman", "Monolith of Chaos") in legal(state)


# --- stone payments a card offers (Sales Weasel, Leechfoot, Skeletal Minion) ----------------------


def _weasel(answer: str | None, stones: int = 6) -> CombatState:
    state = start(
        combat(
            attacker={"shield": ["Sales Weasel"]},
            defender={"shield": ["Swordsman"], "stones": stones},
        )
    )
    to_matchup(state, "Sales Weasel", "Swordsman")
    if answer is not None:
        assert state.phase == "pay" and state.current_seat == DEF
        assert legal(state) == [("pay", "Sales Weasel", "yes"), ("pay", "Sales Weasel", "no")]
        do(state, "pay", "Sales Weasel", answer)
    finish(state)
    return state


def test_sales_weasel_gains_six_unless_the_opponent_burns_a_stone() -> None:
    state = _weasel("no")
    assert matchup(state, 1)["attacker_vitality"] == 10
    assert matchup(state, 1)["result"] == "attacker"
    assert state.stones[DEF] == 6
    state = _weasel("yes")
    assert matchup(state, 1)["attacker_vitality"] == 4
    assert matchup(state, 1)["result"] == "defender"
    assert state.stones[DEF] == 5


def test_an_opponent_without_stones_cannot_stop_the_weasel() -> None:
    state = _weasel(None, stones=0)
    assert matchup(state, 1)["attacker_vitality"] == 10


def _leechfoot(answer: str) -> CombatState:
    state = start(
        combat(attacker={"shield": ["Blue Mountain Leechfoot"]}, defender={"shield": ["Watcher"]})
    )
    _fight(state, "Blue Mountain Leechfoot", "Watcher")
    while state.phase != "pay":
        pass_or_done(state)
    assert state.current_seat == DEF
    do(state, "pay", "Blue Mountain Leechfoot", answer)
    finish(state)
    return state


def test_a_beaten_leechfoot_escapes_to_the_pen_unless_the_opponent_pays() -> None:
    state = _leechfoot("no")
    assert status(state, "Blue Mountain Leechfoot") == Status.RETURNED
    state = _leechfoot("yes")
    assert status(state, "Blue Mountain Leechfoot") == Status.BEATEN
    assert state.stones[DEF] == state.setup.defender.stones - 1


def test_skeletal_minion_can_be_bought_back_to_the_storage_hand() -> None:
    state = start(
        combat(attacker={"shield": ["Skeletal Minion"]}, defender={"shield": ["Watcher"]})
    )
    _fight(state, "Skeletal Minion", "Watcher")
    while state.phase != "pay":
        pass_or_done(state)
    assert state.current_seat == ATT
    stones = state.stones[ATT]
    do(state, "pay", "Skeletal Minion", "yes")
    assert state.is_terminal()
    assert state.stones[ATT] == stones - 1
    assert "Skeletal Minion" in state.summary()["attacker"]["returned"]


# --- command cards that guess (Sphinx, Jalupee Lobo) ----------------------------------------------


def _guess(command: str, guess: str) -> CombatState:
    state = start(
        combat(attacker={"shield": [command, "Swordsman"]}, defender={"shield": ["Axeman"]})
    )
    _command(state, command)
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    assert state.phase == "guess"
    assert status(state, "Swordsman") == Status.HAND  # not shown yet
    do(state, "guess", guess)
    _settle(state)
    return state


def test_sphinx_the_opponent_guesses_the_realm_and_a_miss_gives_three() -> None:
    state = start(
        combat(attacker={"shield": ["Sphinx", "Swordsman"]}, defender={"shield": ["Axeman"]})
    )
    _command(state, "Sphinx")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    assert state.current_seat == DEF
    assert legal(state) == [("guess", "mortal"), ("guess", "elemental"), ("guess", "external")]
    state = _guess("Sphinx", "elemental")
    assert _parts(state, 1, "attacker") == {"base": 6, "Sphinx (guess elemental)": 3}
    assert matchup(state, 1)["result"] == "attacker"
    state = _guess("Sphinx", "mortal")
    assert matchup(state, 1)["result"] == "defender"


def test_jalupee_lobo_a_right_size_guess_gives_two() -> None:
    state = _guess("Jalupee Lobo", "M")
    assert matchup(state, 1)["attacker_vitality"] == 8
    assert matchup(state, 1)["result"] == "attacker"
    state = _guess("Jalupee Lobo", "L")
    assert matchup(state, 1)["attacker_vitality"] == 6


# --- discards for a bonus (Slatch Willer, Zelda) --------------------------------------------------


def test_slatch_willer_gains_five_per_beer_discarded() -> None:
    state = start(
        combat(
            attacker={"shield": ["Slatch Willer"], "storage": ["Beer", "Beer", "Gold"]},
            defender={"shield": ["Rotten Guy"]},
        )
    )
    to_matchup(state, "Slatch Willer", "Rotten Guy")
    assert state.phase == "discard_bonus" and state.current_seat == ATT
    assert legal(state) == [("discard", "Beer"), ("done",)]
    do(state, "discard", "Beer")
    do(state, "done")
    _settle(state)
    assert matchup(state, 1)["attacker_vitality"] == 5 + 5 + 1  # one Beer, and the OCB
    assert matchup(state, 1)["result"] == "attacker"
    assert sorted(i.status for i in state.cards if i.name == "Beer") == [Status.HAND, Status.USED]


def test_zelda_gains_four_per_item_discarded() -> None:
    state = start(
        combat(
            attacker={
                "shield": ["Zelda, Bag Lady Bug"],
                "storage": ["Holy Grail", "Rooster", "Gold"],
            },
            defender={"shield": ["Rotten Guy"]},
        )
    )
    to_matchup(state, "Zelda, Bag Lady Bug", "Rotten Guy")
    assert sorted(legal(state)) == [("discard", "Holy Grail"), ("discard", "Rooster"), ("done",)]
    do(state, "discard", "Holy Grail")
    do(state, "discard", "Rooster")
    # nothing left to discard for her, but the Gold is still face down: asked, and done
    assert legal(state) == [("done",)]
    do(state, "done")
    _settle(state)
    assert matchup(state, 1)["attacker_vitality"] == 10
    assert status(state, "Gold") == Status.HAND


# --- single-card bonuses --------------------------------------------------------------------------


def test_rouge_spectre_borrows_the_previous_creature_s_ocb_and_terrain_bonus() -> None:
    data = combat(
        attacker={"shield": ["Mud Elemental", "Rouge Spectre"]},
        defender={"shield": ["Whalebone Rick", "Swordsman", "Zombie"]},
    )
    state = start(data)
    _fight(state, "Mud Elemental", "Whalebone Rick")
    _pick(state, "Rouge Spectre", "Swordsman")
    finish(state)
    assert _parts(state, 2, "attacker") == {"base": 6, "previous own bonuses": 2 + 4}
    state = start(data)
    _fight(state, "Mud Elemental", "Whalebone Rick")
    _pick(state, "Rouge Spectre", "Zombie")
    finish(state)
    assert _parts(state, 2, "attacker") == {"base": 6, "previous own bonuses": 4}  # not a Mortal


def test_priestess_of_isis_counts_the_single_bordered_cards_left_in_hand() -> None:
    state = start(
        combat(
            attacker={"shield": ["Priestess of Isis", "Swordsman", "Axeman"]},
            defender={"shield": ["Watcher", "Evil Baron Stoner", "Whalebone Rick"]},
        )
    )
    _fight(state, "Priestess of Isis", "Watcher")
    _pick(state, "Swordsman", "Evil Baron Stoner")
    _pick(state, "Axeman", "Whalebone Rick")
    finish(state)
    # two creatures were left when she was played; playing them later changes nothing
    assert _parts(state, 1, "attacker")["hand count on play"] == 2


# --- commands on the opponent's combat hand (Mocodabi, Arms of the Earth, Al' Jabah) --------------


def test_mocodabi_makes_the_opponent_discard_a_medium_creature_of_his_choice() -> None:
    state = start(
        combat(
            attacker={"shield": ["Mocodabi", "Swordsman"]},
            defender={"shield": ["Axeman", "Sand Lord", "Gn'Obby Gnomes"]},
        )
    )
    _command(state, "Mocodabi")
    assert state.phase == "forced_discard" and state.current_seat == DEF
    assert sorted(legal(state)) == [("discard", "Axeman"), ("discard", "Sand Lord")]
    do(state, "discard", "Sand Lord")
    assert status(state, "Sand Lord") == Status.DISCARDED
    assert state.phase == "primary_choose"


def test_arms_of_the_earth_sets_aside_itself_and_a_random_opposing_creature() -> None:
    state = start(
        combat(
            attacker={"shield": ["Arms of the Earth", "Swordsman"]},
            defender={"shield": ["Axeman", "Zombie", "Rotten Guy"]},
        )
    )
    _command(state, "Arms of the Earth")
    aside = [i.name for i in state.cards if i.owner == DEF and i.status == Status.OUT_OF_PLAY]
    assert len(aside) == 1
    assert status(state, "Arms of the Earth") == Status.OUT_OF_PLAY
    assert state.control_total(ATT)[0] == 6  # only the Swordsman counts
    assert state.control_total(DEF)[0] == 14  # the two creatures not set aside


def test_al_jabah_makes_duplicated_creatures_stand_unchallenged() -> None:
    state = start(
        combat(
            attacker={"shield": ["Al' Jabah", "Swordsman"]},
            defender={"shield": ["Zombie", "Zombie", "Axeman"]},
        )
    )
    _command(state, "Al' Jabah")
    zombies = [i for i in state.cards if i.name == "Zombie"]
    assert all(z.status == Status.STANDING for z in zombies)
    do(state, "primary", "Swordsman")
    assert legal(state) == [("primary", "Axeman")]  # the Zombies never fight
    assert state.control_total(DEF)[0] == 7 + 7 + 7


# --- Paladin: Mortals played after it are immune to fear ------------------------------------------


def test_a_mortal_played_after_paladin_takes_no_damage_from_fear() -> None:
    state = start(
        combat(
            attacker={"shield": ["Paladin", "Gn'Obby Gnomes"]},
            defender={"shield": ["Whalebone Rick", "Mummy"]},
        )
    )
    _fight(state, "Paladin", "Whalebone Rick")
    _pick(state, "Gn'Obby Gnomes", "Mummy")
    assert matchup(state, 2)["result"] == "no damage"
    assert status(state, "Gn'Obby Gnomes") == Status.STANDING


def test_a_mortal_played_before_paladin_is_not_protected() -> None:
    state = start(
        combat(
            attacker={"shield": ["Gn'Obby Gnomes", "Paladin"]},
            defender={"shield": ["Mummy", "Whalebone Rick"]},
        )
    )
    _fight(state, "Gn'Obby Gnomes", "Mummy")
    assert status(state, "Gn'Obby Gnomes") == Status.DESTROYED  # the Mummy's fear kills it


# --- Eternal Witch Lord: one heal per opposing loss -----------------------------------------------


def test_eternal_witch_lord_heals_one_undead_per_creature_the_opponent_lost() -> None:
    minion = "Skeletal Minion"
    state = start(
        combat(
            attacker={"shield": ["Eternal Witch Lord", minion, minion]},
            defender={"shield": ["Rotten Guy", "Tanniker Smith", "Gorgal Skag"]},
        )
    )
    _fight(state, minion, "Rotten Guy")
    _pick(state, minion, "Tanniker Smith")
    _pick(state, "Eternal Witch Lord", "Gorgal Skag")
    while state.phase != "heal":
        pass_or_done(state)
    assert state.summary()["winner"] == "attacker"  # 17 against 14
    assert legal(state) == [("heal", "Eternal Witch Lord", minion), ("done",)]
    do(state, "heal", "Eternal Witch Lord", minion)
    # two Undead are beaten, but the opponent lost only one creature: one heal
    assert ("heal", "Eternal Witch Lord", minion) not in legal(state)
    assert sorted(i.status for i in state.cards if i.name == minion) == [
        Status.BEATEN,
        Status.HEALED,
    ]


# --- command cards that sell an effect for stones (Preist of Horus, Handles O'Rourke) ---


def test_preist_of_horus_pays_a_stone_to_empty_the_opposing_text_box() -> None:
    state = start(
        combat(
            attacker={"shield": ["Preist of Horus", "Swordsman"]},
            defender={"shield": ["Mud Elemental"]},
        )
    )
    _command(state, "Preist of Horus")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Mud Elemental")
    stones = state.stones[ATT]
    assert ("pay", "Preist of Horus", "yes") in legal(state)
    do(state, "pay", "Preist of Horus", "yes")
    assert state.stones[ATT] == stones - 1
    finish(state)
    # the Mud Elemental loses its Swamps +4 (its text box): 8 against 6 + OCB 3
    assert _parts(state, 1, "defender") == {"base": 8}
    assert matchup(state, 1)["result"] == "attacker"


def test_handles_o_rourke_sells_three_point_shots_for_a_stone_each() -> None:
    state = start(
        combat(
            attacker={"shield": ["Handles O'Rourke", "Swordsman"]},
            defender={"shield": ["Axeman"]},
        )
    )
    _command(state, "Handles O'Rourke")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Axeman")
    stones = state.stones[ATT]
    do(state, "pay", "Handles O'Rourke", "yes")
    while state.current_seat != ATT:
        do(state, "pass")
    do(state, "pay", "Handles O'Rourke", "yes")
    finish(state)
    assert state.stones[ATT] == stones - 2
    assert _parts(state, 1, "attacker") == {"base": 6, "ranged": 6}
    assert matchup(state, 1)["result"] == "attacker"
