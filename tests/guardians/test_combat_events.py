"""What a combat tells (combat/events.py): a card chosen face down named only to its owner
until it is revealed, every match-up with each side's Vitality and its parts named, the totals
and the winner; and a seat's view of the match-up being fought: its Vitality so far."""

from __future__ import annotations

from combat_helpers import ATT, DEF, advance, combat, example, start, told

from stronghold.games.guardians.combat import events as ev


def test_a_command_card_chosen_face_down_is_named_only_to_its_owner_until_revealed() -> None:
    data = example("example-1-chris-and-bill.toml")
    state = advance(start(data), data, lambda s: s.phase == "choose_command" and s.seat == DEF)
    (chosen,) = told(state, "command-chosen", ATT)
    assert chosen == "You choose Vitales Dark Cloud as command card."
    for viewer in (DEF, None):
        assert told(state, "command-chosen", viewer) == [
            "The attacker chooses a command card face down."
        ]
        assert all("Vitales" not in t.text for t in state.events(viewer))
    state = advance(state, data, lambda s: bool(told(s, "command")))
    revealed = told(state, "command", DEF)
    assert revealed[0] == "The attacker reveals Vitales Dark Cloud as command card."


def test_the_match_up_is_told_with_each_sides_vitality_and_the_combat_with_its_totals() -> None:
    data = example("example-1-chris-and-bill.toml")
    state = advance(start(data), data, lambda s: s.is_terminal())
    first = next(e for e in state.event_log if isinstance(e, ev.MatchupResult))
    assert first.cards == ("Wild Nymph", "Ugly Wart Fiend")
    assert first.vitality == (5, 3)
    assert first.parts == ((("base", 4), ("OCB", 1)), (("base", 1), ("Floyd the Flying Pig", 2)))
    assert (first.result, first.winner) == ("attacker", ATT)
    assert told(state, "result", DEF)[0] == (
        "Match-up 1: Wild Nymph 4 + 1 Off-Color = 5 (the attacker) against Ugly Wart Fiend 1 + 2 "
        "Floyd the Flying Pig = 3 (you): the attacker wins."
    )
    (resolved,) = [e for e in state.event_log if isinstance(e, ev.CombatResolved)]
    assert (resolved.totals, resolved.winner) == ((27, 9), ATT)
    assert told(state, "resolution", ATT)[0].endswith("you hold the space.")
    # Translated to a game's seats (the attacker seat 1), the same event words it for them.
    moved = ev.in_seats(first, (1, 0))
    assert (moved.sides, moved.winner) == ((1, 0), 1)
    assert moved.to_json()["vitality"] == [5, 3]


def test_the_deciding_seat_sees_the_vitality_so_far_the_same_as_it_is_compared() -> None:
    data = example("example-1-chris-and-bill.toml")
    state = advance(start(data), data, lambda s: s.phase == "modify_window")
    before = state.fingerprint()
    for seat in (ATT, DEF, None):
        (m,) = state.view(seat)["matchups"]
        assert m["so_far"] is True
        assert (m["attacker_vitality"], m["defender_vitality"]) == (5, 3)
        assert m["attacker_parts"] == [["base", 4], ["OCB", 1]]
        assert m["defender_parts"] == [["base", 1], ["Floyd the Flying Pig", 2]]
    assert state.fingerprint() == before
    state = advance(state, data, lambda s: s.current is None or s.current.number == 2)
    (m,) = [m for m in state.view(ATT)["matchups"] if m["number"] == 1]
    assert "so_far" not in m and (m["attacker_vitality"], m["defender_vitality"]) == (5, 3)


def test_a_die_not_yet_rolled_is_shown_as_a_die_and_not_rolled_by_looking() -> None:
    # "Garuda gains 1d6 Vitality for every other Disciple that is in play": the Initiate of
    # Entropy it faces is one; the die is rolled when the match-up is compared.
    garuda = "Garuda Kahn, First Disciple"
    data = combat(
        attacker={"shield": [garuda], "primaries": [garuda]},
        defender={"shield": ["Initiate of Entropy"], "primaries": ["Initiate of Entropy"]},
    )
    state = advance(start(data), data, lambda s: s.phase == "modify_window")
    before = (dict(state.rolls), state.fingerprint())
    (m,) = state.view(DEF)["matchups"]
    assert m["attacker_dice"] == 1
    assert "dice" not in dict(map(tuple, m["attacker_parts"]))  # not known yet
    assert (dict(state.rolls), state.fingerprint()) == before  # looking rolled nothing
    state = advance(state, data, lambda s: s.is_terminal())
    rolls = told(state, "roll")
    assert any(r.startswith(f"Rolled 1d6 for {garuda} (its Vitality): ") for r in rolls)


def test_a_match_up_is_told_before_what_its_result_does_to_the_loser() -> None:
    data = example("example-1-chris-and-bill.toml")
    state = advance(start(data), data, lambda s: s.is_terminal())
    kinds = [(e.kind, getattr(e, "card", None)) for e in state.event_log]
    result = next(k for k, e in enumerate(state.event_log) if isinstance(e, ev.MatchupResult))
    assert kinds[result + 1] == ("fate", "Ugly Wart Fiend")  # beaten by the Wild Nymph


def test_a_match_up_ended_before_its_comparison_is_told_as_not_fought() -> None:
    """A match-up without a result (its creature sent away before the comparison: Shroud of
    Grahzue) was told ending in ": ." with nothing said."""
    event = ev.MatchupResult(
        1, (ATT, DEF), ("Wild Nymph", "Ugly Wart Fiend"), (None, None), ((), ()), "", None
    )
    words = event.words(ATT, ["Chris", "Bill"])
    assert words.endswith(": not fought."), words
