"""The changes an update carries instead of its whole table (stronghold/server/diff.py)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from server_helpers import HUMAN, Player, create, server
from starlette.websockets import WebSocketDisconnect

import stronghold
from stronghold.server.diff import apply, changes


def _document(state: Any, seat: int) -> dict[str, Any]:
    view = state.view(seat)
    return {"view": view, "panels": state.game.present_view(view, seat)}


@pytest.mark.parametrize("game", ["highlander-duel", "promised-land", "guardians"])
def test_changes_of_each_view_rebuild_it_and_are_smaller(game: str) -> None:
    state = stronghold.load(game).new_state(seed=5)
    rng = random.Random(5)
    earlier = _document(state, 0)
    held = json.loads(json.dumps(earlier))
    whole = told = 0
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
        now = _document(state, 0)
        found = json.loads(json.dumps(changes(earlier, now)))  # as a client reads them
        held = apply(held, found)
        assert held == json.loads(json.dumps(now))
        whole += len(json.dumps(now))
        told += len(json.dumps(found))
        earlier = now
    assert told < whole / 2


def test_lists_slide_grow_shrink_and_change_in_place() -> None:
    cases = [
        ([1, 2, 3, 4], [3, 4, 5, 6]),  # a window that slid by two
        ([1, 2, 3], [1, 2, 3, 4, 5]),
        ([1, 2, 3, 4, 5], [1, 9, 3]),
        ([{"a": 1}, {"a": 2}], [{"a": 1}, {"a": 3, "b": None}]),
        ([1, 2], ["x", "y", "z"]),
        ({"a": 1, "b": [1]}, {"b": [2], "c": None}),
    ]
    for old, new in cases:
        document = {"k": copy.deepcopy(old)}
        assert apply(document, changes({"k": old}, {"k": new})) == {"k": new}
    slid = changes({"k": [1, 2, 3, 4]}, {"k": [3, 4, 5, 6]})
    assert slid == [[["k", 0]], [["k", 0]], [["k", 2], 5], [["k", 3], 6]]


def test_an_update_after_the_first_carries_only_the_changes_of_the_table(
    tmp_path: Path,
) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 2})
        tokens = [seat["token"] for seat in made["seats"]]
        with (
            client.websocket_connect(f"/ws/{tokens[0]}") as mine,
            client.websocket_connect(f"/ws/{tokens[1]}") as theirs,
        ):
            first = [mine.receive_json(), theirs.receive_json()]
            assert all("view" in f and "changes" not in f for f in first)
            to_act = first[0]["to_act"]
            actor = [mine, theirs][to_act]
            actor.send_json({"type": "action", "text": first[to_act]["legal"][0]["text"]})
            second = [mine.receive_json(), theirs.receive_json()]
            for before, after in zip(first, second, strict=True):
                assert "view" not in after and "panels" not in after
                assert after["base"] == before["version"] and after["changes"]
            # A sync (as after something missed) brings the table whole again.
            mine.send_json({"type": "sync", "since": 0})
            again = mine.receive_json()
            assert "view" in again and "changes" not in again
        # A reconnect gets the whole table, equal to the changes applied to the first.
        player = Player(client.websocket_connect(f"/ws/{tokens[0]}"))
        with player.socket:
            fresh = player.next_update()
            held = apply(copy.deepcopy({"view": first[0]["view"], "panels": first[0]["panels"]}),
                         second[0]["changes"])  # fmt: skip
            assert fresh["view"] == held["view"] and fresh["panels"] == held["panels"]


def test_a_socket_asking_for_no_panels_gets_its_view_alone_beside_one_that_gets_them(
    tmp_path: Path,
) -> None:
    """The play page draws each game's view itself (panels are the generic renderer's): its
    socket asks for none (``panels=0``), while a socket of the same seat without the option
    still gets them; each rebuilds its own table from its changes."""
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 2})
        tokens = [seat["token"] for seat in made["seats"]]
        with (
            client.websocket_connect(f"/ws/{tokens[0]}?panels=0") as lean,
            client.websocket_connect(f"/ws/{tokens[0]}") as full,
            client.websocket_connect(f"/ws/{tokens[1]}?panels=0") as other,
        ):
            sockets = [lean, full, other]
            frames = [socket.receive_json() for socket in sockets]
            assert "panels" not in frames[0] and "panels" not in frames[2]
            assert frames[1]["panels"]
            held = [{key: f[key] for key in ("view", "panels") if key in f} for f in frames]
            for _ in range(6):
                if frames[0]["outcome"] is not None:
                    break
                to_act = frames[0]["to_act"]
                acting = [lean, other][to_act]
                acting.send_json({"type": "action", "text": frames[2 * to_act]["legal"][0]["text"]})
                frames = [socket.receive_json() for socket in sockets]
                for index, frame in enumerate(frames):
                    if index != 1:
                        assert all(change[0][0] == "view" for change in frame["changes"])
                    held[index] = apply(held[index], frame["changes"])
        assert held[0]["view"] == held[1]["view"] and set(held[0]) == {"view"}
        # What a new socket of each kind gets whole is what the changes built.
        for query, kept in (("?panels=0", held[0]), ("", held[1])):
            with client.websocket_connect(f"/ws/{tokens[0]}{query}") as again:
                fresh = again.receive_json()
                assert {key: fresh[key] for key in ("view", "panels") if key in fresh} == kept
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(f"/ws/{tokens[0]}?panels=yes") as refused,
        ):
            refused.receive_json()
        assert closed.value.code == 1008
