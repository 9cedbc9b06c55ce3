"""What a combat owes the board, carried out as it comes back (play/board_effects.py): Nubian
Slave Girl's Gold bribery card goes from her owner's discard pile to his storage hand
(combat/matchup_exits.py; docs/rules-notes/cards/matchup-exits.md), and Shadow Warrior beating
the opponent's Up card makes him draw a card fewer next turn (combat/command_contests.py;
docs/rules-notes/cards/command-contests.md). Played from written positions: seat 0's shield
moves onto seat 1's shield on C2."""

from __future__ import annotations

from collections.abc import Callable

from game_helpers import act, assert_in_place, at_position, legal, seat_table, shield_table

from stronghold.games.guardians.play.state import GameState

GIRL = "Nubian Slave Girl"
#: What a test plays when it is offered (None: the first quiet choice).
Chooser = Callable[[GameState, list[str]], str | None]


def _position(attackers: list[str], defender_up: str, *seat0: str) -> str:
    return (
        'turn = 2\nphase = "move"\nseat = 0\n'
        + seat_table(0, 'deck = ["Axeman"]', 'up = "Land Drake"', *seat0)
        + shield_table(0, "B2", attackers)
        + seat_table(1, 'deck = ["Axeman"]', f'up = "{defender_up}"')
        + shield_table(1, "C2", ["Sand Lord"])
    )


def _attack(text: str, choose: Chooser) -> GameState:
    """Seat 0 moves onto C2 and fights: ``choose`` picks what it wants, every other choice is
    the first quiet one."""
    state = at_position(text)
    act(state, next(iter(legal(state))))
    act(state, "move C2")
    steps = 0
    while state.phase == "combat":
        options = sorted(legal(state))
        quiet = [a for a in options if a in ("pass", "done", "command no")]
        act(state, choose(state, options) or (quiet[0] if quiet else options[0]))
        steps += 1
        assert steps < 300
    assert_in_place(state)
    return state


def _girl(*, sacrifice: bool) -> Chooser:
    def choose(state: GameState, options: list[str]) -> str | None:
        wanted = [a for a in options if a.startswith("end-matchup ")]
        return wanted[0] if wanted and sacrifice else None

    return choose


def _warrior(state: GameState, options: list[str]) -> str | None:
    """Seat 0 plays the Shadow Warrior as its command card."""
    combat = state.combat
    assert combat is not None
    warrior = [i.id for i in combat.cards if i.name == "Shadow Warrior"]
    if "command yes" in options and state.current_seat == 0:
        return "command yes"
    return next((a for a in options if a.startswith("command ") and a.split()[-1] in warrior), None)


def _names(state: GameState, ids: list[str]) -> list[str]:
    return [state.cards[c].name for c in ids]


def test_the_gold_goes_from_the_discard_pile_to_the_storage_hand() -> None:
    state = _attack(
        _position([GIRL], "Woods", 'discard = ["Gold", "Archer"]'), _girl(sacrifice=True)
    )
    player = state.players[0]
    assert "Gold" in _names(state, player.storage)
    assert "Gold" not in _names(state, player.discard)
    assert GIRL in _names(state, player.discard)  # destroyed
    assert any(e.to_json()["kind"] == "recovered" for e in state.event_log)


def test_not_sacrificed_the_gold_stays_in_the_discard_pile() -> None:
    state = _attack(_position([GIRL], "Woods", 'discard = ["Gold"]'), _girl(sacrifice=False))
    assert "Gold" in _names(state, state.players[0].discard)
    assert "Gold" not in _names(state, state.players[0].storage)


def test_the_up_card_beaten_the_opponent_draws_one_fewer_next_turn() -> None:
    state = _attack(_position(["Shadow Warrior", "Axeman"], "Lancer"), _warrior)
    assert state.players[1].extra_draws == -1
    told = [e.to_json() for e in state.event_log if e.to_json()["kind"] == "extra-draw"]
    assert told and told[0]["cards"] == -1


def test_the_up_card_not_beaten_changes_no_draw() -> None:
    state = _attack(_position(["Shadow Warrior", "Axeman"], "Sand Lord"), _warrior)
    assert state.players[1].extra_draws == 0
