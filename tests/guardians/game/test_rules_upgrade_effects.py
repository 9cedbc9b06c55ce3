"""The stronghold upgrades that hold creatures, join combats, trade cards for stones or act in
a combat in front of them, and P'Tal's draw (docs/rules-notes/cards/board-cards.md,
"Upgrades"): each choice a real decision of its owner, hidden cards kept hidden, no card lost."""

from __future__ import annotations

from game_helpers import (
    DECK,
    RAK_NAM,
    act,
    assert_in_place,
    blank,
    finish_combat,
    legal,
    moving,
    organizing,
    put_shield,
    take,
    to_pen,
    to_storage,
    under_stronghold,
)

from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import board, organize, upgrades
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.play.steps import DrawStep

UPGRADES = (
    "Flame Cannon",
    "Large Idol",
    "Sacrificial Altar",
    "Teleport Tower",
    "Ranged Attack Platform",
    "Alarm Bells",
    "Secret Catacombs",
    "Death Pit of Djoser",
)
PTAL = "P'Tal: Keeper of the Balance"


def _deck(guardian: str) -> str:
    return DECK.format(guardian=guardian).replace(
        "1 Flame Cannon\n1 Large Idol\n", "".join(f"1 {n}\n" for n in UPGRADES) + "2 Mummy\n"
    )


GAME = GuardiansGame(decks=[_deck(RAK_NAM), _deck(RAK_NAM)])
PTAL_GAME = GuardiansGame(decks=[_deck(PTAL), _deck(RAK_NAM)])


def fresh() -> GameState:
    return blank(the_game=GAME)


def beside(state: GameState, seat: int, name: str, position: int) -> str:
    """``seat``'s upgrade ``name`` beside its own stronghold card at ``position``."""
    cid = take(state, seat, name)
    state.set_public(cid)
    state.players[seat].strongholds[position].upgrade = cid
    return cid


def hold(state: GameState, seat: int, position: int, name: str) -> str:
    """A creature of ``seat`` on the upgrade beside its card at ``position``."""
    cid = take(state, seat, name)
    state.players[seat].strongholds[position].held.append(cid)
    return cid


def attack(state: GameState, seat: int, start: str, dest: str, creatures: list[str]) -> str:
    """``seat`` turns a new shield on ``start`` and moves it to ``dest``; its id."""
    shield = put_shield(state, seat, start, creatures)
    moving(state, seat)
    act(state, f"turn {shield.id}")
    act(state, f"move {dest}")
    return shield.id


def combat_id(state: GameState, cid: str) -> str:
    """The instance id a board card has in the running combat."""
    for side, ids in enumerate(state.combat_info.ids):
        if cid in ids:
            return f"{'ad'[side]}{ids.index(cid) + 1}"
    raise AssertionError(f"{cid} is not in the combat")


def test_the_two_spaces_in_front_are_the_lands_of_the_cards_column() -> None:
    assert [board.name(s) for s in upgrades.front_spaces(0, 0)] == ["B1", "C1"]
    assert [board.name(s) for s in upgrades.front_spaces(1, 2)] == ["C3", "B3"]


# --- creatures held on upgrades ------------------------------------------------------------


def test_a_creature_goes_into_the_tower_face_down_and_one_only() -> None:
    state = organizing(fresh(), 0)
    beside(state, 0, "Teleport Tower", 0)
    swordsman, axeman = to_pen(state, 0, "Swordsman", "Axeman")
    assert {f"put {swordsman} upgrade:A1", f"put {axeman} upgrade:A1"} <= legal(state)
    assert not any(o.endswith("upgrade:A3") for o in legal(state))  # no upgrade there
    act(state, f"put {swordsman} upgrade:A1")
    assert state.players[0].strongholds[0].held == [swordsman]
    assert swordsman in state.hidden_from(1)
    seen = state.view(1)["players"][0]["strongholds"][0]["held"]
    assert seen == [{"face_down": True}]
    assert state.view(0)["players"][0]["strongholds"][0]["held"][0]["name"] == "Swordsman"
    act(state, "ready")  # seat 1
    assert f"put {axeman} upgrade:A1" not in legal(state)  # the tower is full
    assert not any(o.startswith(f"put {swordsman}") for o in legal(state))  # it stays there
    assert_in_place(state)


def test_the_pit_takes_only_undead_face_up_and_the_platform_only_ranged_attackers() -> None:
    state = organizing(fresh(), 0)
    beside(state, 0, "Death Pit of Djoser", 0)
    beside(state, 0, "Ranged Attack Platform", 2)
    mummy, archer, swordsman = to_pen(state, 0, "Mummy", "Archer", "Swordsman")
    options = legal(state)
    assert f"put {mummy} upgrade:A1" in options and f"put {archer} upgrade:A1" not in options
    assert f"put {archer} upgrade:A3" in options and f"put {swordsman} upgrade:A3" not in options
    act(state, f"put {mummy} upgrade:A1")
    assert state.cards[mummy].public and mummy not in state.hidden_from(1)
    act(state, "ready")
    act(state, f"put {archer} upgrade:A3")
    assert archer in state.hidden_from(1)


def test_the_tower_creature_jumps_to_a_turned_shield_before_a_shield_is_turned() -> None:
    state = fresh()
    beside(state, 0, "Teleport Tower", 0)
    angel = hold(state, 0, 0, "Angel")
    turned = put_shield(state, 0, "C3", ["Swordsman"], turned=True)
    unturned = put_shield(state, 0, "B2", ["Axeman"])
    moving(state, 0)
    options = legal(state)
    assert f"teleport {angel} {turned.id}" in options
    assert f"teleport {angel} {unturned.id}" not in options
    act(state, f"teleport {angel} {turned.id}")
    assert angel in turned.contents and not state.players[0].strongholds[0].held
    assert state.phase == "move" and state.seat == 0  # a shield is still to be turned
    assert angel in state.hidden_from(1)
    assert_in_place(state)


def test_no_teleport_once_the_shield_has_been_turned_this_move() -> None:
    state = fresh()
    beside(state, 0, "Teleport Tower", 0)
    hold(state, 0, 0, "Angel")
    shield = put_shield(state, 0, "C3", ["Swordsman"], turned=True)
    other = put_shield(state, 0, "B2", ["Axeman"])
    moving(state, 0)
    act(state, f"turn {other.id}")
    assert not any(o.startswith("teleport") for o in legal(state))
    assert shield.turned


# --- creatures joining a combat ---------------------------------------------------------------


def test_catacombs_creature_joins_the_defence_of_any_stronghold_card_and_stays_there() -> None:
    state = fresh()
    beside(state, 0, "Secret Catacombs", 0)
    elemental = hold(state, 0, 0, "Earth Elemental")
    defender = put_shield(state, 0, "A2", ["Swordsman"])
    attacker = attack(state, 1, "B2", "A2", ["Axeman"])
    assert state.phase == "join" and state.seat == 0
    assert legal(state) == {f"join {elemental}", "fight"}
    act(state, f"join {elemental}")
    assert elemental in defender.contents
    act(state, "fight")
    assert state.phase == "combat"
    assert combat_id(state, elemental).startswith("d")
    assert combat_id(state, elemental) in state.combat.hidden_from(0)  # type: ignore[union-attr]
    finish_combat(state)
    assert state.last_combat is not None and state.last_combat["winner"] == 0
    assert state.last_combat["totals"][1] == 6 + 18  # the Elemental counted for control
    assert elemental in defender.contents  # it survived: it stays on the card it defended
    assert defender.space == board.parse_space("A2")
    assert attacker not in state.shields  # its only creature was beaten
    assert not state.players[0].strongholds[0].held  # the catacombs are empty again
    assert_in_place(state)


def test_catacombs_creature_does_not_join_a_fight_on_a_land() -> None:
    state = fresh()
    beside(state, 0, "Secret Catacombs", 0)
    hold(state, 0, 0, "Earth Elemental")
    put_shield(state, 0, "B2", ["Swordsman"])
    attack(state, 1, "C2", "B2", ["Axeman"])
    assert state.phase == "combat"  # nothing to decide: the combat starts at once


def test_alarm_bells_let_the_creatures_under_the_card_defend_it_and_go_back_after() -> None:
    state = fresh()
    beside(state, 0, "Alarm Bells", 0)
    (valkyrie,) = under_stronghold(state, 0, 0, "Valkyrie Spirit")
    under_stronghold(state, 0, 1, "Angel")  # under another card: not called
    defender = put_shield(state, 0, "A1", ["Earth Elemental"])
    attack(state, 1, "B1", "A1", ["Swordsman"])
    assert legal(state) == {f"join {valkyrie}", "fight"}
    act(state, f"join {valkyrie}")
    act(state, "fight")
    combat = state.combat
    assert combat is not None
    inst = combat.by_id[combat_id(state, valkyrie)]
    assert inst.zone == "hand"  # in the defending combat hand, not a channeler
    assert not any(i.zone == "channeler" and i.name == "Valkyrie Spirit" for i in combat.cards)
    finish_combat(state)
    assert state.last_combat is not None and state.last_combat["winner"] == 0
    assert valkyrie in state.players[0].strongholds[0].under  # back under its card
    assert valkyrie not in defender.contents
    assert_in_place(state)


def test_no_alarm_without_bells_on_the_attacked_card() -> None:
    state = fresh()
    beside(state, 0, "Alarm Bells", 0)
    under_stronghold(state, 0, 1, "Valkyrie Spirit")
    put_shield(state, 0, "A2", ["Earth Elemental"])
    attack(state, 1, "B2", "A2", ["Swordsman"])
    assert state.phase == "combat"


def test_the_pit_undead_joins_a_combat_in_front_for_a_stone() -> None:
    state = fresh()
    beside(state, 0, "Death Pit of Djoser", 0)
    mummy = hold(state, 0, 0, "Mummy")
    state.set_public(mummy)
    attacker = put_shield(state, 0, "B1", ["Swordsman"])
    put_shield(state, 1, "C1", ["Axeman"])
    stones = state.players[0].stones
    moving(state, 0)
    act(state, f"turn {attacker.id}")
    act(state, "move C1")
    assert state.phase == "join" and state.seat == 0
    act(state, f"join {mummy}")
    assert state.players[0].stones == stones - 1
    act(state, "fight")
    assert state.phase == "combat"
    assert combat_id(state, mummy).startswith("a")
    assert_in_place(state)


def test_the_pit_is_silent_away_from_its_two_spaces_and_without_stones() -> None:
    state = fresh()
    beside(state, 0, "Death Pit of Djoser", 0)
    hold(state, 0, 0, "Mummy")
    put_shield(state, 0, "B2", ["Swordsman"])
    attack(state, 1, "C2", "B2", ["Axeman"])
    assert state.phase == "combat"
    state = fresh()
    beside(state, 0, "Death Pit of Djoser", 0)
    hold(state, 0, 0, "Mummy")
    state.players[0].stones = 0
    put_shield(state, 0, "B1", ["Swordsman"])
    attack(state, 1, "C1", "B1", ["Axeman"])
    assert state.phase == "combat"


# --- Sacrificial Altar ------------------------------------------------------------------------


def test_the_altar_turns_storage_cards_into_stones_outside_and_inside_combat() -> None:
    state = organizing(fresh(), 0)
    beside(state, 0, "Sacrificial Altar", 2)
    gold, dispel = to_storage(state, 0, "Gold", "Dispel Magic")
    stones = state.players[0].stones
    assert {f"altar {gold}", f"altar {dispel}"} <= legal(state)
    act(state, f"altar {gold}")
    assert state.players[0].stones == stones + 1
    assert gold in state.players[0].discard and gold not in state.players[0].storage
    assert state.seat == 0  # still seat 0's turn to place
    moving(state, 0)
    assert f"altar {dispel}" in legal(state)
    assert not any(o.startswith("altar") for o in _legal_for(state, 1))
    # in a combat: a window action
    shield = put_shield(state, 0, "B2", ["Earth Elemental"])
    put_shield(state, 1, "C2", ["Swordsman"])
    act(state, f"turn {shield.id}")
    act(state, "move C2")
    assert state.phase == "combat"
    sacrificed = False
    for _ in range(200):
        if state.phase != "combat":
            break
        options = legal(state)
        mine = [o for o in options if o.startswith("altar")]
        if mine and not sacrificed:
            act(state, mine[0])
            sacrificed = True
            continue
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(state, quiet[0] if quiet else sorted(options)[0])
    assert sacrificed
    assert dispel in state.players[0].discard
    assert state.players[0].stones == stones + 2
    assert_in_place(state)


def _legal_for(state: GameState, seat: int) -> set[str]:
    saved = state.seat
    state.seat = seat
    try:
        return legal(state)
    finally:
        state.seat = saved


# --- Flame Cannon, Large Idol, Ranged Attack Platform: combat in front ---------------------


def test_the_flame_cannon_fires_instead_of_a_command_card() -> None:
    state = fresh()
    beside(state, 1, "Flame Cannon", 0)  # seat 1's left: in front are C1 and B1
    put_shield(state, 1, "C1", ["Swordsman"])
    attack(state, 0, "B1", "C1", ["Earth Elemental", "Swordsman", "Axeman"])
    assert state.phase == "combat"  # no command card yet: only the cannon can be declared
    act(state, "command no")
    assert "command yes" in legal(state)
    act(state, "command yes")
    stones = state.combat.stones[1]  # type: ignore[union-attr]
    assert legal(state) == {f"cannon {n}" for n in range(1, stones + 1)}
    act(state, "cannon 2")  # 3 + 2 = 5 points of fire
    combat = state.combat
    assert combat is not None
    assert combat.stones[1] == stones - 2
    hit = {i.name for i in combat.cards if i.status == Status.DISCARDED}
    assert hit == set()  # Swordsman (6), Axeman (7) and the Elemental are above 5


def test_a_bigger_cannon_shot_discards_creatures_of_the_opposing_hand() -> None:
    state = fresh()
    beside(state, 1, "Flame Cannon", 0)
    put_shield(state, 1, "C1", ["Swordsman"])
    attack(state, 0, "B1", "C1", ["Earth Elemental", "Swordsman", "Axeman"])
    act(state, "command no")
    act(state, "command yes")
    act(state, "cannon 3")  # 7 points
    combat = state.combat
    assert combat is not None
    hit = sorted(i.name for i in combat.cards if i.status == Status.DISCARDED)
    assert hit == ["Axeman", "Swordsman"]
    assert all(i.owner == 0 for i in combat.cards if i.status == Status.DISCARDED)
    finish_combat(state)
    assert_in_place(state)


def test_no_cannon_on_a_space_not_in_front_of_it() -> None:
    state = fresh()
    beside(state, 1, "Flame Cannon", 0)
    put_shield(state, 1, "C2", ["Swordsman"])
    attack(state, 0, "B2", "C2", ["Axeman"])
    act(state, "command no")
    assert legal(state) == {"command no"}


def test_the_large_idol_adds_three_and_one_per_stone_to_control() -> None:
    state = fresh()
    beside(state, 1, "Large Idol", 2)  # seat 1's right: C3 and B3
    put_shield(state, 1, "C3", ["Swordsman"])  # 6
    attack(state, 0, "B3", "C3", ["Axeman"])  # 7: wins the match-up
    while state.phase == "combat" and state.combat is not None:
        if state.combat.phase == "idol":
            break
        options = legal(state)
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(state, quiet[0] if quiet else sorted(options)[0])
    combat = state.combat
    assert combat is not None and combat.phase == "idol" and combat.seat == 1
    stones = combat.stones[1]
    assert legal(state) == {f"idol {n}" for n in range(stones + 1)}
    act(state, "idol 2")
    assert combat.result is not None
    assert combat.result["totals"][1] == 3 + 2  # the beaten Swordsman counts nothing
    assert combat.stones[1] == stones - 2


def test_the_platform_adds_its_ranged_attack_once_and_is_then_discarded() -> None:
    state = fresh()
    beside(state, 0, "Ranged Attack Platform", 0)
    archer = hold(state, 0, 0, "Archer")
    put_shield(state, 1, "C1", ["Swordsman"])
    attack(state, 0, "B1", "C1", ["Swordsman"])
    combat = state.combat
    assert combat is not None
    platform = combat_id(state, archer)
    assert combat.by_id[platform].zone == "platform"
    assert platform in combat.hidden_from(1)
    fired = False
    for _ in range(200):
        if state.phase != "combat":
            break
        options = legal(state)
        if f"ranged {platform}" in options:
            act(state, f"ranged {platform}")
            fired = True
            continue
        assert f"primary {platform}" not in options
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(state, quiet[0] if quiet else sorted(options)[0])
    assert fired
    assert archer in state.players[0].discard
    assert not state.players[0].strongholds[0].held
    assert_in_place(state)


def test_an_unfired_platform_creature_stays_for_a_later_combat() -> None:
    state = fresh()
    beside(state, 0, "Ranged Attack Platform", 0)
    archer = hold(state, 0, 0, "Archer")
    put_shield(state, 1, "C1", ["Swordsman"])
    attack(state, 0, "B1", "C1", ["Axeman"])
    finish_combat(state)
    assert state.players[0].strongholds[0].held == [archer]
    assert archer not in state.players[0].discard
    assert_in_place(state)


# --- P'Tal --------------------------------------------------------------------------------------


def _ptal_draw(state: GameState) -> None:
    """Turn 2's draw with seat 1 holding more lands (so it draws more than P'Tal)."""
    for land in ("B1", "B2"):
        put_shield(state, 1, land, ["Swordsman"])
    state.turn = 1
    organize.next_turn(state)


def test_ptal_may_pay_two_stones_to_draw_as_many_as_the_opponent() -> None:
    state = blank(the_game=PTAL_GAME)
    _ptal_draw(state)
    assert state.phase == "draw" and state.seat == 0
    assert legal(state) == {"balance", "own-draw"}
    mine, theirs = state.draw_count(0), state.draw_count(1)
    assert theirs > mine
    stones, deck = state.players[0].stones, len(state.players[0].deck)
    act(state, "balance")
    assert state.players[0].stones == stones - 2
    assert deck - len(state.players[0].deck) == theirs
    assert_in_place(state)


def test_ptal_may_keep_his_own_number() -> None:
    state = blank(the_game=PTAL_GAME)
    _ptal_draw(state)
    stones, deck = state.players[0].stones, len(state.players[0].deck)
    mine = state.draw_count(0)
    act(state, "own-draw")
    assert state.players[0].stones == stones
    assert deck - len(state.players[0].deck) == mine


def test_ptal_is_not_asked_without_two_stones_or_on_the_first_turn() -> None:
    state = blank(the_game=PTAL_GAME)
    state.players[0].stones = 1
    _ptal_draw(state)
    assert state.phase != "draw" or "balance" not in legal(state)
    first = PTAL_GAME.new_state(3)  # both draw 12 on the first turn
    assert first.step_as(DrawStep).asking != "balance"


def test_the_idol_can_turn_a_lost_combat_into_a_held_space() -> None:
    state = fresh()
    beside(state, 1, "Large Idol", 2)
    defender = put_shield(state, 1, "C3", ["Swordsman"])  # 6, beaten by the Axeman's 7
    attack(state, 0, "B3", "C3", ["Axeman"])
    while state.combat is not None and state.combat.phase != "idol":
        options = legal(state)
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(state, quiet[0] if quiet else sorted(options)[0])
    act(state, "idol 4")  # 3 + 4 = 7: a tie, and a tie goes to the defender
    finish_combat(state)
    assert state.last_combat is not None
    assert state.last_combat["totals"] == [7, 7] and state.last_combat["winner"] == 1
    assert state.phase == "retreat" and state.seat == 0  # the attacker falls back
    assert defender.id in state.shields and defender.space == board.parse_space("C3")
    assert_in_place(state)


def test_a_catacombs_creature_left_on_a_falling_card_is_discarded_with_it() -> None:
    state = fresh()
    beside(state, 0, "Secret Catacombs", 0)
    angel = hold(state, 0, 0, "Angel")
    put_shield(state, 0, "A2", ["Swordsman"])
    attack(state, 1, "B2", "A2", ["Earth Elemental"])
    act(state, f"join {angel}")
    act(state, "fight")
    combat = state.combat
    assert combat is not None
    angel_id = combat_id(state, angel)
    finish_combat(state)  # the Swordsman meets the Elemental; the Angel never fights
    assert combat.by_id[angel_id].status == Status.HAND  # it survived ...
    assert state.last_combat is not None and state.last_combat["winner"] == 1
    assert state.players[0].strongholds[1].rubble
    assert angel in state.players[0].discard  # ... was left on A2, and fell with it
    assert_in_place(state)


def test_a_creature_joins_only_if_it_fits_the_space_limit() -> None:
    state = fresh()
    beside(state, 0, "Secret Catacombs", 0)
    hold(state, 0, 0, "Earth Elemental")  # 18
    put_shield(state, 0, "A2", ["Baal-a-Gog", "Axeman", "Swordsman"])  # 12 + 7 + 6 = 25
    attack(state, 1, "B2", "A2", ["Axeman"])
    # 25 + 18 > 30: nothing may join (seat 0 is asked all the same: the Elemental is face
    # down, and seat 1 cannot know it does not fit)
    assert state.phase == "join" and legal(state) == {"fight"}
    act(state, "fight")
    assert state.phase == "combat"


def test_nothing_is_offered_without_the_upgrades() -> None:
    state = organizing(fresh(), 0)
    to_storage(state, 0, "Gold")
    to_pen(state, 0, "Swordsman")
    assert not any(o.startswith("altar") or "upgrade:" in o for o in legal(state))
    put_shield(state, 1, "C1", ["Swordsman"])
    attack(state, 0, "B1", "C1", ["Axeman"])
    act(state, "command no")
    assert legal(state) == {"command no"}
