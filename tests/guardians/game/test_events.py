"""Every move told (issue 12): the events each seat receives from the Guardians play layer — a
draw named to the drawer and counted to the other seat, a face-down placement named to its
owner alone, a shield raised, a combat declared and won, the retreat, and control of the land
told after the fight, never before."""

from __future__ import annotations

from game_helpers import (
    GAME,
    act,
    at_position,
    blank,
    finish_combat,
    on_stronghold,
    organizing,
    seat_table,
    shield_table,
    sp,
    to_pen,
)

from stronghold.games.guardians.play.state import GameState

STRONG = ["Earth Elemental", "Baal-a-Gog"]
WEAK_THREE = ["Axeman", "Axeman", "Axeman"]


def _texts(state: GameState, viewer: int | None, since: int = 0) -> list[str]:
    return [told.text for told in state.events(viewer, since)]


def test_a_draw_names_the_cards_to_the_drawer_and_tells_the_other_seat_how_many() -> None:
    state = GAME.new_state(5)
    assert isinstance(state, GameState)
    first = state.event_log[1]
    assert first.kind == "drew"
    drawer = state.players[0]
    drawn = sorted(state.cards[cid].name for cid in drawer.pen + drawer.storage)
    mine = state.events(0)[1]
    assert mine.text.startswith("You draw 12 cards: ")
    assert sorted(mine.text.removeprefix("You draw 12 cards: ").rstrip(".").split(", ")) == drawn
    theirs = state.events(1)[1]
    assert theirs.text == "Rak Nam (seat 0) draws 12 cards."
    assert theirs.event.to_json()["cards"] is None
    assert state.events(None)[1].text == theirs.text  # a spectator is told no more
    assert _texts(state, 1)[0] == "Turn 1 begins."


def test_a_face_down_placement_is_named_to_its_owner_alone() -> None:
    state = organizing(blank(), 0)
    (axeman,) = to_pen(state, 0, "Axeman")
    since = len(state.event_log)
    act(state, f"put {axeman} on:A1")
    assert _texts(state, 0, since) == ["You put Axeman on the stronghold at A1."]
    assert _texts(state, 1, since) == ["Rak Nam (seat 0) puts a card on the stronghold at A1."]
    assert "Axeman" not in str(state.events(1, since)[0].to_json())


def test_a_shield_raised_is_told_to_both_seats() -> None:
    state = organizing(blank(), 0)
    on_stronghold(state, 0, 0, "Axeman")
    (shield,) = to_pen(state, 0, "Shield Maitz's Lightning 14")
    since = len(state.event_log)
    act(state, f"shield {shield} A1")
    assert _texts(state, 0, since) == ["You raise Shield Maitz's Lightning 14 on A1."]
    assert _texts(state, 1, since) == ["Rak Nam (seat 0) raises Shield Maitz's Lightning 14 on A1."]


def test_control_of_the_land_is_told_after_the_fight_and_the_retreat() -> None:
    state = at_position(
        'phase = "move"\nseat = 0\n'
        + "\n".join(
            (
                seat_table(0, 'terrain = { C3 = "Woods" }'),
                shield_table(0, "B2", STRONG),
                seat_table(1),
                shield_table(1, "C2", WEAK_THREE),
            )
        )
    )
    attacker = state.shield_at(sp("B2"))
    assert attacker is not None
    since = len(state.event_log)
    act(state, f"turn {attacker.id}")
    act(state, "move C2")
    assert state.phase == "combat"
    kinds = [event.kind for event in list(state.event_log)[since:]]
    assert kinds == ["shield-turned", "shield-moved", "combat-declared"]  # no control yet
    finish_combat(state)
    assert "control-changed" not in [e.kind for e in list(state.event_log)[since:]]
    assert (state.phase, state.seat) == ("retreat", 1)  # the loser decides where it goes
    act(state, "retreat C1")
    told = _texts(state, 0, since)
    kinds = [event.kind for event in list(state.event_log)[since:]]
    won, retreat, control = (
        kinds.index("resolution"),
        kinds.index("retreated"),
        kinds.index("control-changed"),
    )
    assert kinds[:3] == ["shield-turned", "shield-moved", "combat-declared"]
    assert won < retreat < control
    assert told[2] == (
        "You attack C2: Shield Maitz's Lightning 14 against Rak Nam (seat 1)'s "
        "Shield Maitz's Lightning 14."
    )
    assert told[won].startswith("The combat's totals: you ") and told[won].endswith(
        "you hold the space."
    )
    assert told[control] == "You gain control of C2."
    assert _texts(state, 1, since)[control] == "Rak Nam (seat 0) gains control of C2."
    assert _texts(state, 1, since)[retreat] == "Your Shield Maitz's Lightning 14 retreats to C1."
