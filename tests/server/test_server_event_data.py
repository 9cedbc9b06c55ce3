"""A game that tells typed events sends each audience their fields (``data``) beside their
words — exactly the version that audience is told — so a client can draw them (a combat's
match-ups); they are stored with the words and sent again on reconnecting."""

from __future__ import annotations

import random
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from server_helpers import HUMAN, Player, create, server
from test_server_games import stored_state

from stronghold.engine import replay


def test_typed_events_carry_their_fields_as_each_audience_is_told_them(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    rng = random.Random(4)
    with server(url) as client, ExitStack() as sockets:
        made = create(client, "highlander-duel", [HUMAN, HUMAN], rules={"max_rounds": 2})
        links = [seat["token"] for seat in made["seats"]] + [made["spectator"]["token"]]
        everyone = [
            Player(sockets.enter_context(client.websocket_connect(f"/ws/{token}")))
            for token in links
        ]
        for player in everyone:
            player.next_update()
        for _ in range(12):
            to_act = everyone[0].last()["to_act"]
            if to_act is None:
                break
            everyone[to_act].act(rng.choice(everyone[to_act].last()["legal"])["text"])
            for player in everyone:
                player.next_update()
        again = client.get(f"/api/play/{links[0]}").json()  # read back from storage
    record, _count = stored_state(url, made["id"])
    state = replay(record)
    # Everything told, from what the game told before its first action (stored as action 0).
    for audience, player in zip((0, 1, None), everyone, strict=True):
        received = [e for frame in player.frames for e in frame.get("events", [])]
        expected = [told.to_json() for told in state.events(audience)]
        assert received and len(received) == len(expected)
        for got, want in zip(received, expected, strict=True):
            data: dict[str, Any] = got["data"]
            assert got["kind"] == want.pop("kind") and got["text"] == want.pop("text")
            want.pop("n")
            assert data == want
    # Read back from storage: the same fields.
    stored = list(again["events"])
    sent = [e for frame in everyone[0].frames for e in frame.get("events", [])]
    assert [e["data"] for e in stored] == [e["data"] for e in sent]
