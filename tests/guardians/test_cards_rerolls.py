"""Mu Kir' Agavati, Second Disciple: while it stands on the table its owner may have one single
die of the combat rolled again, either side's, once (``rerolls_die``; combat/rerolls.py;
docs/rules-notes/cards/combat-flow.md). Scenarios on Swamps: Mu Kir' (4) beats the Trumpeter
(2) in the first match-up and stands; a die of a later match-up is fixed for the test, the
rerolled one comes from the combat's own dice (seed 0)."""

from __future__ import annotations

from combat_helpers import ATT, DEF, Status, card, combat, do, events, finish, legal, start, status

from stronghold.games.guardians.combat.state import CombatState

MUKIR = "Mu Kir' Agavati, Second Disciple"  # 4
XAZ = "Xaz, Thief of Twilight"  # 6: 3 or more takes the opponent's text box
INITIATE = "Initiate of Entropy"  # 2 + 1d6 in a primary match-up
TROLL = "Lowland Troll"  # 8
VIKIA = "Vikia Tso'Shan'Lu"  # 4: beating her opponent, 3 or more pulls a card


def _said(state: CombatState, name: str) -> list[str]:
    return [e["says"] for e in events(state, "effect") if e["subject"] == name]


def _mukir_first(attacker: list[str], defender: list[str], *, defends: bool = False) -> CombatState:
    """Mu Kir' (the attacker's, or the defender's if ``defends``) beats the Trumpeter in the
    first match-up; the second one's creatures are laid down by the test."""
    first, other = (["Trumpeter"], [MUKIR]) if defends else ([MUKIR], ["Trumpeter"])
    state = start(
        combat(attacker={"shield": [*first, *attacker]}, defender={"shield": [*other, *defender]})
    )
    do(state, "command", "no")
    do(state, "command", "no")
    _first(state, first[0], other[0])
    return state


def _first(state: CombatState, attacker: str, defender: str) -> None:
    """The first match-up fought, Mu Kir' beating the Trumpeter and standing."""
    do(state, "primary", attacker)
    do(state, "primary", defender)
    while state.current is not None and state.current.number == 1:
        do(state, "pass")
    assert status(state, MUKIR) == Status.STANDING


def _xaz_vs_troll(fixed: int, *, defends: bool = False, also: str | None = None) -> CombatState:
    mine = [XAZ] if also is None else [XAZ, also]
    theirs = [TROLL] if also is None else [TROLL, "Swordsman"]
    attacker, defender = (theirs, mine) if defends else (mine, theirs)
    state = _mukir_first(attacker, defender, defends=defends)
    state.rolls[f"{card(state, XAZ).id}:text_box"] = fixed  # the die, fixed for the test
    do(state, "primary", XAZ if not defends else TROLL)
    do(state, "primary", TROLL if not defends else XAZ)
    return state


def test_mu_kirs_owner_is_asked_and_the_die_rolled_again_decides() -> None:
    state = _xaz_vs_troll(2)  # 2: Xaz would take nothing
    assert state.phase == "reroll" and state.seat == ATT
    assert legal(state) == [("reroll",), ("pass",)]
    do(state, "reroll")
    key = f"{card(state, XAZ).id}:text_box"
    assert state.rolls[key] == 4  # rolled again: 3 or more
    assert _said(state, MUKIR)[-1] == f"the die for {XAZ} (to take the text box) is rolled again"
    rolled = {"kind": "roll", "card": XAZ, "purpose": "to take the text box", "dice": 1}
    assert events(state, "roll")[-1] == {**rolled, "total": 4}
    assert _said(state, XAZ) == [f"takes the text box of {TROLL}"]
    finish(state)
    assert status(state, TROLL) == Status.BEATEN  # Xaz 6 + 3 attacking against 8


def test_passing_lets_the_die_stand_and_keeps_the_reroll() -> None:
    state = _xaz_vs_troll(2)
    do(state, "pass")
    assert _said(state, MUKIR) == ["the die stands"]
    assert _said(state, XAZ) == []
    assert state.memory.rerolled == ()
    finish(state)
    assert status(state, XAZ) == Status.BEATEN  # 6 against 8


def test_the_opponents_mu_kir_may_reroll_a_die_of_the_other_side() -> None:
    state = _xaz_vs_troll(1, defends=True)  # the defender's Mu Kir'; Xaz attacks and rolls 1
    assert state.phase == "reroll" and state.seat == DEF
    do(state, "reroll")
    assert state.rolls[f"{card(state, XAZ).id}:text_box"] == 4  # rolled again: 3 or more
    assert _said(state, XAZ) == [f"takes the text box of {TROLL}"]


def test_a_vitality_die_is_rolled_again_before_the_comparison() -> None:
    state = _mukir_first([INITIATE], ["Archer"])  # 2 + 1d6 against 6
    key = f"{card(state, INITIATE).id}:0:0"
    for _ in range(3):  # the combat's dice moved on for the test: 3, then 5
        state.rng.randint(1, 6)
    do(state, "primary", INITIATE)
    do(state, "primary", "Archer")
    while state.phase != "reroll":
        do(state, "pass")
    assert state.seat == ATT and state.current is not None and state.current.number == 2
    assert state.current.fighters[0] is not None and not state.current.fighters[0].breakdown
    assert state.rolls[key] == 3  # rolled before the comparison: 2 + 3 would lose
    assert [(e["card"], e["total"]) for e in events(state, "roll")] == [(INITIATE, 3)]
    do(state, "reroll")
    assert state.rolls[key] == 5
    second = state.summary()["matchups"][1]
    assert (second["attacker_vitality"], second["defender_vitality"]) == (7, 6)
    assert status(state, "Archer") == Status.BEATEN


def test_a_vitality_die_let_stand_is_the_one_compared() -> None:
    state = _mukir_first([INITIATE], ["Archer"])
    for _ in range(3):
        state.rng.randint(1, 6)
    do(state, "primary", INITIATE)
    do(state, "primary", "Archer")
    while state.phase != "reroll":
        do(state, "pass")
    do(state, "pass")
    assert state.summary()["matchups"][1]["attacker_vitality"] == 5
    assert status(state, INITIATE) == Status.BEATEN


def test_one_reroll_for_each_mu_kir() -> None:
    state = _xaz_vs_troll(2, also=INITIATE)
    do(state, "reroll")
    finish_matchup_two(state)
    do(state, "primary", INITIATE)
    do(state, "primary", "Swordsman")
    finish(state)
    assert [str(a) for a in state.history].count("reroll") == 1
    assert [e["card"] for e in events(state, "roll")] == [XAZ, INITIATE]  # not asked about


def finish_matchup_two(state: CombatState) -> None:
    while state.current is not None and state.current.number == 2:
        do(state, "pass")


def test_mu_kir_in_the_combat_hand_is_not_in_play_until_laid_down() -> None:
    state = start(combat(attacker={"shield": [XAZ, INITIATE]}, defender={"shield": [TROLL, MUKIR]}))
    state.rolls[f"{card(state, XAZ).id}:text_box"] = 2
    do(state, "command", "no")
    do(state, "command", "no")
    do(state, "primary", XAZ)
    do(state, "primary", TROLL)
    assert state.phase != "reroll"  # Mu Kir' is still in the defender's hand
    while state.current is not None and state.current.number == 1:
        do(state, "pass")
    do(state, "primary", INITIATE)
    do(state, "primary", MUKIR)  # now on the table: the Initiate's die is asked about
    while state.phase != "reroll":
        do(state, "pass")
    assert state.seat == DEF
    assert [e["card"] for e in events(state, "roll")] == [INITIATE]


def test_a_die_of_a_won_match_up_is_rerolled_and_the_comparison_goes_on() -> None:
    state = _mukir_first([VIKIA], ["Thunder Hawk", "Sand Lord"])  # Vikia 4 against 1
    state.rolls[f"{card(state, VIKIA).id}:pull"] = 2  # too low to pull
    do(state, "primary", VIKIA)
    do(state, "primary", "Thunder Hawk")
    while state.phase != "reroll":
        do(state, "pass")
    assert status(state, "Thunder Hawk") == Status.BEATEN  # compared: Vikia won
    do(state, "reroll")
    assert state.rolls[f"{card(state, VIKIA).id}:pull"] == 4
    assert _said(state, VIKIA) == ["pulls Sand Lord: it stands unchallenged in melee"]
    assert status(state, "Sand Lord") == Status.STANDING
    assert len(state.summary()["matchups"]) == 2  # the match-up finished after the pull


def test_a_gambles_die_rolled_again_decides_the_match_up_and_the_window_closes() -> None:
    storm = "Summon Entropy Storm"  # 1d6 (+1 for a Small fighter): 5 or more wins
    state = start(
        combat(
            attacker={"shield": [MUKIR, "Gorgal Skag", "Swordsman"], "storage": [storm]},
            defender={"shield": ["Trumpeter", "Sand Lord", "Axeman"]},
        )
    )
    key = f"{card(state, storm).id}:gamble"
    state.rolls[key] = 1  # 1 + 1: the Gorgal Skag would be destroyed
    do(state, "command", "no")
    do(state, "command", "no")
    _first(state, MUKIR, "Trumpeter")
    do(state, "primary", "Gorgal Skag")
    do(state, "primary", "Sand Lord")
    while state.phase != "spell_window" or state.current_seat != ATT:
        do(state, "pass")
    do(state, "cast", storm, "Gorgal Skag")
    while state.phase == "response":
        do(state, "pass")
    assert state.phase == "reroll" and state.seat == ATT
    do(state, "reroll")
    assert state.rolls[key] == 4  # 4 + 1: won
    assert status(state, "Sand Lord") == Status.BEATEN
    assert status(state, "Gorgal Skag") == Status.STANDING
    assert state.summary()["matchups"][1]["result"] == "attacker"
    assert state.phase == "primary_choose" and state.current is not None
    assert state.current.number == 3  # the chain resolved, the next match-up begins


def test_a_ranged_rolls_die_rolled_again_destroys_both_creatures() -> None:
    professor = "Professor Heisenburg"  # a ranged attack fired with a roll: 5 or 6 destroys
    state = start(
        combat(
            attacker={"shield": [professor, MUKIR, "Swordsman", "Archer"]},
            defender={"shield": ["Trumpeter", "Sand Lord"]},
        )
    )
    key = f"{card(state, 'Archer').id}:ranged_roll"
    state.rolls[key] = 1  # nothing destroyed
    while state.phase in ("declare", "choose_command", "command_window"):
        if state.phase == "declare":
            do(state, "command", "yes" if state.current_seat == ATT else "no")
        elif state.phase == "choose_command":
            do(state, "command", professor)
        else:
            do(state, "pass")
    _first(state, MUKIR, "Trumpeter")
    do(state, "primary", "Swordsman")
    do(state, "primary", "Sand Lord")
    while state.phase != "modify_window" or state.current_seat != ATT:
        do(state, "pass")
    for _ in range(4):  # the combat's dice moved on for the test: the next one is a 5
        state.rng.randint(1, 6)
    do(state, "power", "command", "roll", "Archer")
    assert state.phase == "reroll" and state.seat == ATT
    assert status(state, "Sand Lord") == Status.STANDING
    do(state, "reroll")
    assert state.rolls[key] == 5
    assert status(state, "Sand Lord") == Status.DESTROYED
    assert status(state, "Archer") == Status.DESTROYED


def test_orellas_die_rolled_again_destroys_a_mortal_as_the_fighters_are_shown() -> None:
    orella = "Orella of the Mist"  # 1-2 an Elemental, 3-4 an External, 5-6 a Mortal destroyed
    state = _mukir_first([orella], ["Swordsman"])
    key = f"{card(state, orella).id}:roll_destroys"
    state.rolls[key] = 1  # the Swordsman (Mortal) would stand
    do(state, "primary", orella)
    do(state, "primary", "Swordsman")
    for _ in range(4):  # the combat's dice moved on for the test: the next one is a 5
        state.rng.randint(1, 6)
    while state.phase != "reroll":
        do(state, "pass")
    assert status(state, "Swordsman") == Status.STANDING
    do(state, "reroll")
    assert state.rolls[key] == 5
    assert status(state, "Swordsman") == Status.DESTROYED
    assert state.summary()["matchups"][1]["result"] == "destroyed"


def test_a_die_rolled_for_a_discard_is_rolled_again_and_the_window_goes_on() -> None:
    tiki = "Mighty Tiki God"  # each bribery card discarded in a window: 1d6 for the fighter
    state = start(
        combat(
            attacker={"shield": [tiki, MUKIR, "Axeman"], "storage": ["Gold"]},
            defender={"shield": ["Trumpeter", "Swordsman"]},
        )
    )
    key = f"{card(state, 'Axeman').id}:dice_bonus:{card(state, 'Gold').id}"
    state.rolls[key] = 1
    do(state, "command", "yes")
    do(state, "command", "no")
    do(state, "command", tiki)
    while state.phase != "primary_choose":
        do(state, "done") if ("done",) in legal(state) else do(state, "pass")
    _first(state, MUKIR, "Trumpeter")
    do(state, "primary", "Axeman")
    do(state, "primary", "Swordsman")
    while not (state.phase == "modify_window" and state.seat == ATT):
        do(state, "pass")
    do(state, "discard", "Gold")
    assert state.phase == "reroll" and state.seat == ATT
    do(state, "reroll")
    assert state.rolls[key] == 4 and state.memory.dice_bonus == {card(state, "Axeman").id: 4}
    finish(state)
    second = state.summary()["matchups"][1]
    assert second["attacker_parts"] == [["base", 7], [tiki, 4]]
