"""Undo on the server (stronghold.server.undo): a seat's own last move is taken back only where
the game's rule allows it, each audience told in its own words; otherwise one line says why."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path

from server_helpers import HUMAN, Player, create, server

import stronghold
from stronghold.engine.state import State
from stronghold.server.undo import KIND, TakeBack, plan


def organizing(seed: int = 11) -> State:
    """A Guardians game in its organize phase, the other seat (1) done organizing, so seat 0
    places its cards one after another."""
    state = stronghold.load("guardians", max_turns=2).new_state(seed=seed)
    for _ in range(200):
        seat = state.current_seat
        texts = [str(a) for a in state.legal_actions()]
        if seat == 0 and any(t.startswith("put ") for t in texts) and _other_ready(state):
            return state
        pick = "ready" if seat == 1 and "ready" in texts else texts[0]
        state.apply_text(pick, seat=seat)
    raise AssertionError("no organize phase with the other seat ready")


def _other_ready(state: State) -> bool:
    probe = state.clone()
    put = next(str(a) for a in probe.legal_actions() if str(a).startswith("put "))
    probe.apply_text(put, seat=0)
    return probe.current_seat == 0


def test_a_put_is_taken_back_and_each_audience_is_told_in_its_own_words() -> None:
    state = organizing()
    put = next(str(a) for a in state.legal_actions() if str(a).startswith("put "))
    before = state.fingerprint()
    said = state.describe_action(state.parse_action(put), 0)
    state.apply_text(put, seat=0)
    taken = plan(state, 0)
    assert isinstance(taken, TakeBack), taken
    assert taken.earlier.fingerprint() == before  # the game as it was before the put
    assert taken.earlier.current_seat == 0 and put in map(str, taken.earlier.legal_actions())
    mine, theirs, watching = taken.told[0], taken.told[1], taken.told[None]
    assert [e.kind for e in mine + theirs + watching] == [KIND] * 3
    assert mine[0].text == f"You took back: {said}."
    assert theirs[0].text.startswith("Seat 0 took back: put ")
    # The other seat is told no more than it was told of the put itself.
    name = said.split()[1]
    if name not in state.describe_action(state.parse_action(put), 1):
        assert name not in theirs[0].text and name not in watching[0].text


def test_undo_is_refused_in_one_line_when_the_rule_does_not_allow_it() -> None:
    state = organizing()
    assert plan(state, 1) == "you can take back a move only while it is your turn"
    fresh = stronghold.load("guardians", max_turns=2).new_state(seed=3)
    first = fresh.current_seat
    assert first is not None
    assert plan(fresh, first) == "there is nothing to take back yet"
    # A move that shows a card face up (a shield laid) cannot be taken back.
    shield = next(str(a) for a in state.legal_actions() if str(a).startswith("shield "))
    state.apply_text(shield, seat=0)
    refused = plan(state, 0)
    assert isinstance(refused, str) and "cannot be taken back" in refused
    assert "\n" not in refused


def test_undo_is_refused_once_the_other_side_has_moved() -> None:
    state = stronghold.load("guardians", max_turns=2).new_state(seed=5)
    for _ in range(100):  # until seat 0 is to act right after seat 1 moved
        seat = state.current_seat
        assert seat is not None
        state.apply_text(str(state.legal_actions()[0]), seat=seat)
        if seat == 1 and state.current_seat == 0:
            break
    refused = plan(state, 0)
    assert refused == "the other side has moved since: undo takes back only your own moves"


def test_undo_over_websockets_is_stored_told_to_every_audience_and_survives_a_restart(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with server(url) as client, ExitStack() as sockets:
        made = create(client, "guardians", [HUMAN, HUMAN], max_turns=2)
        links = [seat["token"] for seat in made["seats"]] + [made["spectator"]["token"]]
        everyone = [
            Player(sockets.enter_context(client.websocket_connect(f"/ws/{token}")))
            for token in links
        ]
        seats, watcher = everyone[:2], everyone[2]
        for player in everyone:
            player.next_update()

        def play(seat: int, text: str) -> None:
            seats[seat].act(text)
            for player in everyone:
                player.next_update()

        for _ in range(200):  # to seat 0 placing while seat 1 is done organizing
            now = seats[0].last()
            to_act = now["to_act"]
            legal = [a["text"] for a in seats[to_act].last()["legal"]]
            if to_act == 1:
                play(1, "ready" if "ready" in legal else legal[0])
                continue
            puts = [t for t in legal if t.startswith("put ")]
            if puts and seats[1].last()["view"]["phase"] == "organize":
                play(0, puts[0])
                if seats[0].last()["to_act"] == 0:
                    break
                continue
            play(0, legal[0])
        else:
            raise AssertionError("seat 0 never placed twice in a row")
        placed = seats[0].last()["actions"]
        # Seat 1 may not undo seat 0's move; a spectator may not undo at all.
        seats[1].socket.send_json({"type": "undo"})
        assert seats[1].receive() == {
            "type": "error",
            "error": "you can take back a move only while it is your turn",
        }
        watcher.socket.send_json({"type": "undo"})
        assert watcher.receive()["error"] == "a spectator cannot act"
        seats[0].socket.send_json({"type": "undo", "after": placed})
        told = [player.next_update() for player in everyone]
        for update in told:
            assert update["actions"] == placed - 1
            assert [e["kind"] for e in update["events"]] == ["undo"]
        assert told[0]["events"][0]["text"].startswith("You took back: put ")
        assert told[1]["events"][0]["text"].startswith("Seat 0 took back: put ")
        assert told[0]["legal"] and told[1]["legal"] == []
    # Stored: one action fewer, and a restarted server resumes the game where the undo left it.
    with server(url) as client:
        again = Player(client.websocket_connect(f"/ws/{made['seats'][0]['token']}"))
        with again.socket:
            resumed = again.next_update()
        assert resumed["actions"] == placed - 1
        assert resumed["view"] == told[0]["view"]
        numbers = [e["n"] for e in resumed["events"]]
        assert numbers == list(range(1, len(numbers) + 1))  # every event kept, in order
        assert resumed["events"][-1]["kind"] == "undo"
