"""The stronghold upgrades that hold creatures, join combats, trade cards for stones or act in
a combat in front of them, and P'Tal's draw (docs/rules-notes/cards/board-cards.md,
"Upgrades"): each choice a real decision of its owner, hidden cards kept hidden, no card lost."""

from __future__ import annotations

from game_helpers import (
    DECK,
    RAK_NAM,
    act,
    assert_in_place,
    finish_combat,
    legal,
    position,
    seat_table,
    shield_at,
    shield_table,
)

from stronghold.games.guardians.combat.model import Status
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play import board, upgrades
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


PTAL_GAME = GuardiansGame(decks=[_deck(PTAL), _deck(RAK_NAM)])


def _listed(names: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(f'"{n}"' for n in names) + "]"


def at(
    phase: str,
    *parts: str,
    lines0: tuple[str, ...] = (),
    lines1: tuple[str, ...] = (),
    stones0: int | None = None,
    seat: int = 0,
) -> GameState:
    """A position in ``phase``, ``seat`` to act, both Rak Nams with their own stones."""
    return position(
        phase,
        seat_table(0, *lines0, stones=stones0),
        seat_table(1, *lines1, stones=None),
        *parts,
        seat=seat,
    )


def beside(
    seat: int,
    space: str,
    name: str,
    held: tuple[str, ...] = (),
    under: tuple[str, ...] = (),
) -> str:
    """``seat``'s upgrade ``name`` beside its own stronghold card on ``space``, holding
    ``held``, with ``under`` under the card."""
    text = f'[seat{seat}.{space}]\nupgrade = "{name}"\n'
    if held:
        text += f"held = {_listed(held)}\n"
    if under:
        text += f"under = {_listed(under)}\n"
    return text


def held(state: GameState, seat: int, position: int) -> str:
    """The creature held on the upgrade beside ``seat``'s card at ``position``."""
    (cid,) = state.players[seat].strongholds[position].held
    return cid


def attack(state: GameState, start: str, dest: str) -> str:
    """The seat to move turns its shield on ``start`` and moves it to ``dest``; its id."""
    shield = shield_at(state, start)
    act(state, f"turn {shield.id}")
    act(state, f"move {dest}")
    return shield.id


def combat_id(state: GameState, cid: str) -> str:
    """The instance id a board card has in the running combat (the combat numbers its cards
    in an order of its own: found by ``board_id``, not by the card's place in a list)."""
    assert state.combat is not None
    found = [i.id for i in state.combat.cards if i.board_id == cid]
    assert len(found) == 1, f"{cid} is not in the combat"
    return found[0]


def _pen(state: GameState, name: str) -> str:
    return next(c for c in state.players[0].pen if state.cards[c].name == name)


def _cannon_on_c1() -> GameState:
    """Seat 1's Flame Cannon beside D1; seat 0 attacks its Swordsman on C1 from B1."""
    state = at(
        "move",
        beside(1, "D1", "Flame Cannon"),
        shield_table(1, "C1", ["Swordsman"]),
        # Baal-a-Gog 12 + 6 + 7 = 25 (the hand-made setup had an Earth Elemental: 31 points)
        shield_table(0, "B1", ["Baal-a-Gog", "Swordsman", "Axeman"]),
    )
    attack(state, "B1", "C1")
    return state


def _idol_on_c3() -> GameState:
    """Seat 1's Large Idol beside D3 and its Swordsman on C3; seat 0's Axeman on B3 to move."""
    return at(
        "move",
        beside(1, "D3", "Large Idol"),
        shield_table(1, "C3", ["Swordsman"]),
        shield_table(0, "B3", ["Axeman"]),
    )


def _platform_on_c1(attacker: str) -> GameState:
    """Seat 0's Ranged Attack Platform (an Archer on it) beside A1; its ``attacker`` on B1 to
    attack seat 1's Swordsman on C1."""
    return at(
        "move",
        beside(0, "A1", "Ranged Attack Platform", held=("Archer",)),
        shield_table(1, "C1", ["Swordsman"]),
        shield_table(0, "B1", [attacker]),
    )


def test_the_two_spaces_in_front_are_the_lands_of_the_cards_column() -> None:
    assert [board.name(s) for s in upgrades.front_spaces(0, 0)] == ["B1", "C1"]
    assert [board.name(s) for s in upgrades.front_spaces(1, 2)] == ["C3", "B3"]


# --- creatures held on upgrades ------------------------------------------------------------


def test_a_creature_goes_into_the_tower_face_down_and_one_only() -> None:
    state = at(
        "organize", beside(0, "A1", "Teleport Tower"), lines0=('pen = ["Swordsman", "Axeman"]',)
    )
    swordsman, axeman = (_pen(state, n) for n in ("Swordsman", "Axeman"))
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
    state = at(
        "organize",
        beside(0, "A1", "Death Pit of Djoser"),
        beside(0, "A3", "Ranged Attack Platform"),
        lines0=('pen = ["Mummy", "Archer", "Swordsman"]',),
    )
    mummy, archer, swordsman = (_pen(state, n) for n in ("Mummy", "Archer", "Swordsman"))
    options = legal(state)
    assert f"put {mummy} upgrade:A1" in options and f"put {archer} upgrade:A1" not in options
    assert f"put {archer} upgrade:A3" in options and f"put {swordsman} upgrade:A3" not in options
    act(state, f"put {mummy} upgrade:A1")
    assert state.cards[mummy].public and mummy not in state.hidden_from(1)
    act(state, "ready")
    act(state, f"put {archer} upgrade:A3")
    assert archer in state.hidden_from(1)


def test_the_tower_creature_jumps_to_a_turned_shield_before_a_shield_is_turned() -> None:
    state = at(
        "move",
        beside(0, "A1", "Teleport Tower", held=("Angel",)),
        shield_table(0, "C3", ["Swordsman"], turned=True),
        shield_table(0, "B2", ["Axeman"]),
    )
    angel = held(state, 0, 0)
    turned, unturned = shield_at(state, "C3"), shield_at(state, "B2")
    options = legal(state)
    assert f"teleport {angel} {turned.id}" in options
    assert f"teleport {angel} {unturned.id}" not in options
    act(state, f"teleport {angel} {turned.id}")
    assert angel in turned.contents and not state.players[0].strongholds[0].held
    assert state.phase == "move" and state.seat == 0  # a shield is still to be turned
    assert angel in state.hidden_from(1)
    assert_in_place(state)


def test_no_teleport_once_the_shield_has_been_turned_this_move() -> None:
    state = at(
        "move",
        beside(0, "A1", "Teleport Tower", held=("Angel",)),
        shield_table(0, "C3", ["Swordsman"], turned=True),
        shield_table(0, "B2", ["Axeman"]),
    )
    shield, other = shield_at(state, "C3"), shield_at(state, "B2")
    act(state, f"turn {other.id}")
    assert not any(o.startswith("teleport") for o in legal(state))
    assert shield.turned


# --- creatures joining a combat ---------------------------------------------------------------


def test_catacombs_creature_joins_the_defence_of_any_stronghold_card_and_stays_there() -> None:
    state = at(
        "move",
        beside(0, "A1", "Secret Catacombs", held=("Earth Elemental",)),
        shield_table(0, "A2", ["Swordsman"]),
        shield_table(1, "B2", ["Axeman"]),
        seat=1,
    )
    elemental = held(state, 0, 0)
    defender = shield_at(state, "A2")
    attacker = attack(state, "B2", "A2")
    assert state.phase == "join" and state.seat == 0
    assert legal(state) == {f"join {elemental}", "fight"}
    act(state, f"join {elemental}")
    assert elemental in defender.contents
    act(state, "fight")
    assert state.phase == "combat"
    assert combat_id(state, elemental).startswith("d")
    assert combat_id(state, elemental) in state.combat.hidden_from(0)  # type: ignore[union-attr]
    finish_combat(state)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert state.last_combat.totals[1] == 6 + 18  # the Elemental counted for control
    assert elemental in defender.contents  # it survived: it stays on the card it defended
    assert defender.space == board.parse_space("A2")
    assert attacker not in state.shields  # its only creature was beaten
    assert not state.players[0].strongholds[0].held  # the catacombs are empty again
    assert_in_place(state)


def test_catacombs_creature_does_not_join_a_fight_on_a_land() -> None:
    state = at(
        "move",
        beside(0, "A1", "Secret Catacombs", held=("Earth Elemental",)),
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),
        seat=1,
    )
    attack(state, "C2", "B2")
    assert state.phase == "combat"  # nothing to decide: the combat starts at once


def test_alarm_bells_let_the_creatures_under_the_card_defend_it_and_go_back_after() -> None:
    state = at(
        "move",
        beside(0, "A1", "Alarm Bells", under=("Valkyrie Spirit",)),
        # under another card: not called (the hand-made setup had an Angel there, which does
        # not channel and so never lies under a stronghold card)
        '[seat0.A2]\nunder = ["Necromancer"]\n',
        shield_table(0, "A1", ["Earth Elemental"]),
        shield_table(1, "B1", ["Swordsman"]),
        seat=1,
    )
    (valkyrie,) = state.players[0].strongholds[0].under
    defender = shield_at(state, "A1")
    attack(state, "B1", "A1")
    assert legal(state) == {f"join {valkyrie}", "fight"}
    act(state, f"join {valkyrie}")
    act(state, "fight")
    combat = state.combat
    assert combat is not None
    inst = combat.by_id[combat_id(state, valkyrie)]
    assert inst.zone == "hand"  # in the defending combat hand, not a channeler
    assert not any(i.zone == "channeler" and i.name == "Valkyrie Spirit" for i in combat.cards)
    finish_combat(state)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert valkyrie in state.players[0].strongholds[0].under  # back under its card
    assert valkyrie not in defender.contents
    assert_in_place(state)


def test_no_alarm_without_bells_on_the_attacked_card() -> None:
    state = at(
        "move",
        beside(0, "A1", "Alarm Bells"),
        '[seat0.A2]\nunder = ["Valkyrie Spirit"]\n',
        shield_table(0, "A2", ["Earth Elemental"]),
        shield_table(1, "B2", ["Swordsman"]),
        seat=1,
    )
    attack(state, "B2", "A2")
    assert state.phase == "combat"


def test_the_pit_undead_joins_a_combat_in_front_for_a_stone() -> None:
    state = at(
        "move",
        beside(0, "A1", "Death Pit of Djoser", held=("Mummy",)),
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "C1", ["Axeman"]),
    )
    mummy = held(state, 0, 0)
    assert state.cards[mummy].public  # the pit shows its undead
    stones = state.players[0].stones
    attack(state, "B1", "C1")
    assert state.phase == "join" and state.seat == 0
    act(state, f"join {mummy}")
    assert state.players[0].stones == stones - 1
    act(state, "fight")
    assert state.phase == "combat"
    assert combat_id(state, mummy).startswith("a")
    assert_in_place(state)


def test_the_pit_is_silent_away_from_its_two_spaces_and_without_stones() -> None:
    pit = beside(0, "A1", "Death Pit of Djoser", held=("Mummy",))
    state = at(
        "move",
        pit,
        shield_table(0, "B2", ["Swordsman"]),
        shield_table(1, "C2", ["Axeman"]),
        seat=1,
    )
    attack(state, "C2", "B2")
    assert state.phase == "combat"
    state = at(
        "move",
        pit,
        shield_table(0, "B1", ["Swordsman"]),
        shield_table(1, "C1", ["Axeman"]),
        stones0=0,
        seat=1,
    )
    attack(state, "C1", "B1")
    assert state.phase == "combat"


# --- Sacrificial Altar ------------------------------------------------------------------------


def test_the_altar_turns_storage_cards_into_stones_outside_and_inside_combat() -> None:
    altar = beside(0, "A3", "Sacrificial Altar")
    state = at("organize", altar, lines0=('storage = ["Gold", "Dispel Magic"]',))
    storage = state.players[0].storage
    gold = next(c for c in storage if state.cards[c].name == "Gold")
    dispel = next(c for c in storage if state.cards[c].name == "Dispel Magic")
    stones = state.players[0].stones
    assert {f"altar {gold}", f"altar {dispel}"} <= legal(state)
    act(state, f"altar {gold}")
    assert state.players[0].stones == stones + 1
    assert gold in state.players[0].discard and gold not in state.players[0].storage
    assert state.seat == 0  # still seat 0's turn to place
    # In the movement phase (the Gold sacrificed and gone), before a shield is turned:
    shields = shield_table(0, "B2", ["Earth Elemental"]) + shield_table(1, "C2", ["Swordsman"])
    lines0 = ('storage = ["Dispel Magic"]',)
    state = at("move", altar, shields, lines0=lines0, stones0=stones + 1)
    (dispel,) = state.players[0].storage
    assert f"altar {dispel}" in legal(state)
    their_turn = at("move", altar, shields, lines0=lines0, stones0=stones + 1, seat=1)
    assert not any(o.startswith("altar") for o in legal(their_turn))  # the altar is seat 0's
    # in a combat: a window action
    attack(state, "B2", "C2")
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


# --- Flame Cannon, Large Idol, Ranged Attack Platform: combat in front ---------------------


def test_the_flame_cannon_fires_instead_of_a_command_card() -> None:
    state = _cannon_on_c1()  # seat 1's left: in front are C1 and B1
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
    state = _cannon_on_c1()
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
    state = at(
        "move",
        beside(1, "D1", "Flame Cannon"),
        shield_table(1, "C2", ["Swordsman"]),
        shield_table(0, "B2", ["Axeman"]),
    )
    attack(state, "B2", "C2")
    act(state, "command no")
    assert legal(state) == {"command no"}


def test_the_large_idol_adds_three_and_one_per_stone_to_control() -> None:
    state = _idol_on_c3()  # seat 1's right: C3 and B3; Axeman 7 against Swordsman 6
    attack(state, "B3", "C3")
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
    assert combat.result.totals[1] == 3 + 2  # the beaten Swordsman counts nothing
    assert combat.stones[1] == stones - 2


def test_the_platform_adds_its_ranged_attack_once_and_is_then_discarded() -> None:
    state = _platform_on_c1("Swordsman")
    archer = held(state, 0, 0)
    attack(state, "B1", "C1")
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
    state = _platform_on_c1("Axeman")
    archer = held(state, 0, 0)
    attack(state, "B1", "C1")
    finish_combat(state)
    assert state.players[0].strongholds[0].held == [archer]
    assert archer not in state.players[0].discard
    assert_in_place(state)


# --- P'Tal --------------------------------------------------------------------------------------


def _ptal_draw(stones: int | None = None) -> GameState:
    """Turn 2's draw with seat 1 holding more lands (so it draws more than P'Tal)."""
    deck = 'deck = ["4 Swordsman", "4 Angel", "3 Archer", "3 Buzzard", "3 Gunner"]'
    return position(
        "draw",
        seat_table(0, deck, stones=stones, guardian=PTAL),
        seat_table(1, deck.replace("Swordsman", "Axeman"), stones=None),
        shield_table(1, "B1", ["Swordsman"]),
        shield_table(1, "B2", ["Swordsman"]),
        seat=None,
        turn=2,
    )


def test_ptal_may_pay_two_stones_to_draw_as_many_as_the_opponent() -> None:
    state = _ptal_draw()
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
    state = _ptal_draw()
    stones, deck = state.players[0].stones, len(state.players[0].deck)
    mine = state.draw_count(0)
    act(state, "own-draw")
    assert state.players[0].stones == stones
    assert deck - len(state.players[0].deck) == mine


def test_ptal_is_not_asked_without_two_stones_or_on_the_first_turn() -> None:
    state = _ptal_draw(stones=1)
    assert state.phase != "draw" or "balance" not in legal(state)
    first = PTAL_GAME.new_state(3)  # both draw 12 on the first turn
    assert first.step_as(DrawStep).asking != "balance"


def test_the_idol_can_turn_a_lost_combat_into_a_held_space() -> None:
    state = _idol_on_c3()  # the Swordsman's 6, beaten by the Axeman's 7
    defender = shield_at(state, "C3")
    attack(state, "B3", "C3")
    while state.combat is not None and state.combat.phase != "idol":
        options = legal(state)
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(state, quiet[0] if quiet else sorted(options)[0])
    act(state, "idol 4")  # 3 + 4 = 7: a tie, and a tie goes to the defender
    finish_combat(state)
    assert state.last_combat is not None
    assert state.last_combat.totals == (7, 7) and state.last_combat.winner == 1
    assert state.phase == "retreat" and state.seat == 0  # the attacker falls back
    assert defender.id in state.shields and defender.space == board.parse_space("C3")
    assert_in_place(state)


def test_a_catacombs_creature_left_on_a_falling_card_is_discarded_with_it() -> None:
    state = at(
        "move",
        beside(0, "A1", "Secret Catacombs", held=("Angel",)),
        shield_table(0, "A2", ["Swordsman"]),
        shield_table(1, "B2", ["Earth Elemental"]),
        seat=1,
    )
    angel = held(state, 0, 0)
    (swordsman,) = shield_at(state, "A2").contents
    attack(state, "B2", "A2")
    act(state, f"join {angel}")
    act(state, "fight")
    combat = state.combat
    assert combat is not None
    angel_id = combat_id(state, angel)
    # The Swordsman meets the Elemental; the Angel never fights (seat 0 plays the Swordsman
    # first: the hand-made game offered it first, a position's card ids come in another order).
    primary = f"primary {combat_id(state, swordsman)}"
    while primary not in legal(state):
        options = legal(state)
        quiet = [o for o in options if o in ("command no", "pass", "done")]
        act(
            state,
            quiet[0] if quiet else sorted(o for o in options if not o.startswith("primary d"))[0],
        )
    act(state, primary)
    finish_combat(state)
    print("DEBUG", state.phase, state.seat, legal(state), state.last_combat, state.shields)
    assert combat.by_id[angel_id].status == Status.HAND  # it survived ...
    assert state.last_combat is not None and state.last_combat.winner == 1
    assert state.players[0].strongholds[1].rubble
    assert angel in state.players[0].discard  # ... was left on A2, and fell with it
    assert_in_place(state)


def test_a_creature_joins_only_if_it_fits_the_space_limit() -> None:
    state = at(
        "move",
        beside(0, "A1", "Secret Catacombs", held=("Earth Elemental",)),  # 18
        shield_table(0, "A2", ["Baal-a-Gog", "Axeman", "Swordsman"]),  # 12 + 7 + 6 = 25
        shield_table(1, "B2", ["Axeman"]),
        seat=1,
    )
    attack(state, "B2", "A2")
    # 25 + 18 > 30: nothing may join (seat 0 is asked all the same: the Elemental is face
    # down, and seat 1 cannot know it does not fit)
    assert state.phase == "join" and legal(state) == {"fight"}
    act(state, "fight")
    assert state.phase == "combat"


def test_nothing_is_offered_without_the_upgrades() -> None:
    state = at("organize", lines0=('storage = ["Gold"]', 'pen = ["Swordsman"]'))
    assert not any(o.startswith("altar") or "upgrade:" in o for o in legal(state))
    state = at("move", shield_table(1, "C1", ["Swordsman"]), shield_table(0, "B1", ["Axeman"]))
    attack(state, "B1", "C1")
    act(state, "command no")
    assert legal(state) == {"command no"}
