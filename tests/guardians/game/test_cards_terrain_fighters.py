"""Reverend Smilin' Jack (command ``terrain_joins`` and ``board_effect = { what =
"creature_terrain", when = "wins_space" }``; docs/rules-notes/cards/board-effects.md): his
command brings his side's face-down terrain card on the land into its combat hand (a creature
there may fight; it goes back on the land unless the combat loses it), and his side winning the
land, a creature of the shield not beaten there may be laid as the land's face-down terrain in
Terrain Settlement, for no stone. Played from written positions: seat 0 attacks C2 from B2."""

from __future__ import annotations

from game_helpers import act, at_position, attack_c2, legal, seat_table, shield_table, terrain_on

from stronghold.games.guardians.play import board
from stronghold.games.guardians.play.state import GameState

JACK, STRONG, WEAK = "Reverend Smilin' Jack", "Great Ba'te", "Lying Scum"


def _position(attackers: list[str], defenders: list[str], *seat0: str, more: str = "") -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', 'pen = ["Axeman"]', *seat0)
        + shield_table(0, "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', 'up = "Woods"', 'terrain = { C2 = "Swamp" }')
        + shield_table(1, "C2", defenders)
        + more
    )


def _fought(state: GameState) -> list[str]:
    assert state.last_combat is not None
    return [m.attacker for m in state.last_combat.matchups]


def _own_terrain(card: str) -> str:
    """Seat 0's face-down card on C2, where seat 1's shield stands (it moved in this turn)."""
    return f'face_down = {{ C2 = "{card}" }}'


def _no_swamp(text: str) -> str:
    return text.replace('\nterrain = { C2 = "Swamp" }', "")


def _jack_against_two(card: str) -> str:
    """Seat 0's Jack and an Axeman attack C2, where its face-down ``card`` lies, held by seat
    1's Swordsman and Axeman."""
    return _no_swamp(_position([JACK, "Axeman"], ["Swordsman", "Axeman"], _own_terrain(card)))


def _moved_in(card: str) -> GameState:
    """``_jack_against_two(card)``, seat 0 moved onto C2: the combat starts."""
    state = at_position(_jack_against_two(card))
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    return state


def test_his_face_down_terrain_creature_fights_and_goes_back_on_the_land() -> None:
    state = attack_c2(_jack_against_two(STRONG), prefer=(JACK, STRONG))
    assert STRONG in _fought(state)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert terrain_on(state) == (STRONG, 0, True)
    cid = state.terrain[board.parse_space("C2") or 0][0]  # C2
    assert state.cards[cid].public  # it was shown as it fought


def test_the_terrain_creature_lost_in_the_combat_leaves_the_land() -> None:
    text = _no_swamp(_position([JACK, "Axeman"], [STRONG], _own_terrain(WEAK)))
    state = attack_c2(text, prefer=(JACK, WEAK))
    assert WEAK in _fought(state)
    assert terrain_on(state) is None
    assert WEAK in [state.cards[c].name for c in state.players[0].discard]
    told = [e.to_json()["kind"] for e in state.event_log]
    assert "terrain-left" in told


def test_without_his_command_the_terrain_card_stays_out_of_the_combat() -> None:
    state = attack_c2(_jack_against_two(STRONG), prefer=(JACK, STRONG), command=False)
    assert STRONG not in _fought(state)
    assert state.last_combat is not None
    assert state.last_combat.totals[0] < 24  # nor counts for control
    assert terrain_on(state) == (STRONG, 0, True)


def test_a_face_down_card_that_is_no_creature_joins_but_never_fights() -> None:
    state = _moved_in("Woods")
    woods = []
    while state.phase == "combat":
        assert state.combat is not None
        woods = [i for i in state.combat.cards if i.name == "Woods"]
        options = sorted(legal(state))
        assert not any(a.split()[-1] == woods[0].id for a in options if a != "command yes")
        jack = next(i.id for i in state.combat.cards if i.name == JACK)
        chosen = "command yes" if "command yes" in options else f"command {jack}"
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, chosen if chosen in options else (quiet[0] if quiet else options[0]))
    assert woods and woods[0].zone == "hand"  # it joined the combat hand
    assert terrain_on(state) == ("Woods", 0, True)


def test_the_other_seat_sees_the_same_whatever_the_card_joining() -> None:
    views = []
    for card in (STRONG, "Woods"):
        state = _moved_in(card)
        for step in ("command yes", "command no"):
            act(state, step)
        assert state.combat is not None
        jack = next(i.id for i in state.combat.cards if i.name == JACK)
        act(state, f"command {jack}")
        while state.combat is not None and state.combat.phase != "primary_choose":
            act(state, "pass")
        view = state.view(1)
        assert view["combat"]["view"]["sides"][0]["combat_hand"] == 2  # Axeman and the card
        views.append((view, sorted(legal(state)) if state.current_seat == 1 else None))
    assert views[0] == views[1]


def _won_with_jack(*, command: bool = True) -> GameState:
    """Seat 0 (no stones) takes C2 from seat 1's last shield; Terrain Settlement follows, the
    Swamp of seat 1 discarded and C2 bare."""
    text = _position([JACK, "Swordsman", "Axeman"], [WEAK])
    prefer = (JACK, "Swordsman") if command else ("Swordsman",)
    state = attack_c2(text, prefer=prefer, command=command)
    assert state.last_combat is not None and state.last_combat.winner == 0
    assert state.phase == "settle" and state.seat == 0
    return state


def test_a_creature_of_the_winning_shield_becomes_its_lands_terrain_for_no_stone() -> None:
    state = _won_with_jack()
    shield = next(s for s in state.shields.values() if s.owner == 0)
    ids = {state.cards[c].name: c for c in shield.contents}
    offered = {a for a in legal(state) if a.startswith("facedown ")}
    assert offered == {f"facedown {shield.id} {ids[n]}" for n in (JACK, "Swordsman", "Axeman")}
    act(state, f"facedown {shield.id} {ids['Axeman']}")
    assert terrain_on(state) == ("Axeman", 0, True)
    assert ids["Axeman"] not in shield.contents
    assert state.players[0].stones == 0
    told = [e.to_json()["kind"] for e in state.event_log]
    assert "creature-laid-as-terrain" in told


def test_without_his_command_a_creature_of_the_shield_is_only_given_up() -> None:
    state = _won_with_jack(command=False)
    assert not any(a.startswith("facedown ") for a in legal(state))
