"""Security of the server: seat links admit one seat, a seat acts only for itself and a
spectator never, requests are checked and refused in one line of JSON, messages are limited
in size and rate, and no hidden card ever reaches a seat (or spectator) that may not see it."""

from __future__ import annotations

import json
import logging
import random
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import FAST, HUMAN, SHORT, Player, computer, create, play_all_humans, server
from starlette.websockets import WebSocketDisconnect

from stronghold.engine import Record, State, replay
from stronghold.server import hall as hall_module
from stronghold.server.app import Limits, create_app
from stronghold.server.db import open_database
from stronghold.server.hall import NOT_TAKEN
from stronghold.server.live import game_params
from stronghold.server.store import Store


def one_line_error(answer: Any, status: int) -> str:
    """The reason of a one-line JSON error answer with ``status`` (asserted)."""
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert list(body) == ["error"]
    reason = body["error"]
    assert reason and "\n" not in reason and "Traceback" not in reason
    return str(reason)


def test_acting_for_another_seat_or_as_a_spectator_is_refused(tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN])
        seat0, seat1 = (
            Player(client.websocket_connect(f"/ws/{s['token']}")) for s in made["seats"]
        )
        watcher = Player(client.websocket_connect(f"/ws/{made['spectator']['token']}"))
        with seat0.socket, seat1.socket, watcher.socket:
            first = [p.next_update() for p in (seat0, seat1, watcher)]
            to_act = first[0]["to_act"]
            acting, waiting = (seat0, seat1) if to_act == 0 else (seat1, seat0)
            legal = acting.last()["legal"]
            assert legal and waiting.last()["legal"] == [] and watcher.last()["legal"] == []
            # The seat not to act sends the acting seat's own legal action: refused, before
            # anything about it is looked at.
            waiting.act(legal[0]["text"])
            refusal = waiting.receive()
            assert refusal == {
                "type": "error",
                "error": f"it is not your decision: seat {to_act} is to act",
            }
            watcher.act(legal[0]["text"])
            assert watcher.receive() == {"type": "error", "error": "a spectator cannot act"}
            # Nothing was played: the seat to act still acts, and everyone hears of it once.
            acting.act(legal[0]["text"])
            for player in (seat0, seat1, watcher):
                assert player.next_update()["actions"] == 1
        stored = client.get(f"/api/play/{made['spectator']['token']}").json()
    assert stored["actions"] == 1


def test_a_link_that_is_no_token_admits_no_one(tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, computer()])
        real = made["seats"][0]["token"]
        for token in ("nope", real[:-1], real + "x", "a" * 500):
            one_line_error(client.get(f"/api/play/{token}"), 404)
            with (
                pytest.raises(WebSocketDisconnect) as closed,
                client.websocket_connect(f"/ws/{token}") as socket,
            ):
                socket.receive_json()
            assert closed.value.code == 4404


BAD_GAMES: list[tuple[Any, int, str]] = [
    ({"game": "guardians"}, 422, "seats"),
    ({"game": "nope", "seats": [HUMAN]}, 400, "unknown game 'nope'"),
    ({"game": "guardians", "seats": [HUMAN]}, 400, "2 seats, not 1"),
    ({"game": "highlander-duel", "seats": [HUMAN] * 3}, 400, "2 seats, not 3"),
    ({"game": "guardians", "seats": [{"kind": "robot"}, HUMAN]}, 422, "kind"),
    ({"game": "guardians", "seats": [HUMAN, HUMAN], "extra": 1}, 422, "extra"),
    ({"game": "guardians", "seats": [{"kind": "human", "agent": "greedy"}, HUMAN]}, 422, "agent"),
    ({"game": "guardians", "seats": [HUMAN, computer("nobody")]}, 400, "unknown agent"),
    ({"game": "guardians", "seats": [HUMAN, HUMAN], "options": {"cards": ["/etc"]}}, 400, "cards"),
    ({"game": "guardians", "seats": [HUMAN, HUMAN], "options": {"max_turns": 0}}, 400, "max_turns"),
    ({"game": "guardians", "seats": [HUMAN, HUMAN], "options": {"colour": 1}}, 400, "colour"),
    (
        {"game": "guardians", "seats": [{**HUMAN, "deck": {"name": "zzz"}}, HUMAN]},
        400,
        "no ready-made deck named 'zzz'",
    ),
    (
        {
            "game": "guardians",
            "seats": [{**HUMAN, "deck": {"text": "1 Nobody\n2 Nothing\n"}}, HUMAN],
        },
        400,
        "deck 1",
    ),
    ({"game": "highlander-duel", "seats": [{**HUMAN, "deck": {"name": "x"}}, HUMAN]}, 400, "decks"),
    (
        {
            "game": "promised-land",
            "seats": [HUMAN, HUMAN],
            "options": {"rules": {"auto_pass": True}},
        },
        400,
        "does not keep secrets",
    ),
    ([1, 2], 422, ""),
]


def test_bad_requests_get_a_one_line_json_error(tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        for body, status, words in BAD_GAMES:
            reason = one_line_error(client.post("/api/games", json=body), status)
            assert words in reason, (body, reason)
        not_json = client.post(
            "/api/games", content=b"{bad", headers={"content-type": "application/json"}
        )
        assert one_line_error(not_json, 422) == "the request body is not valid JSON"
        huge = client.post("/api/games", content=b"x" * 300_000)
        assert "larger than" in one_line_error(huge, 413)
        one_line_error(client.get("/api/games", params={"status": "lost"}), 422)
        one_line_error(client.get("/api/games", params={"limit": 10_000}), 422)
        one_line_error(client.get("/api/nothing"), 404)
        one_line_error(client.delete("/api/games"), 405)
        latin = client.post("/api/decks/read", files={"file": ("x.dek", b"\xff\xfe\x00bad")})
        assert "not UTF-8" in one_line_error(latin, 400)
        assert client.get("/api/games").json() == {"games": []}  # nothing was created


def test_websocket_messages_are_checked_for_shape_size_and_rate(tmp_path: Path) -> None:
    slow = Limits(message_rate=1.0, message_burst=3, max_strikes=2)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}", limits=slow) as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN])
        token = made["seats"][0]["token"]
        me = Player(client.websocket_connect(f"/ws/{token}"))
        with me.socket:
            me.next_update()
            me.socket.send_text("not json")
            assert me.receive() == {"type": "error", "error": "bad message: not JSON"}
            me.socket.send_json({"type": "shout", "text": "x"})
            assert me.receive()["error"].startswith("bad message: ")
            me.socket.send_json({"type": "sync", "since": 0})
            assert me.next_update()["actions"] == 0
            # Past the burst: refused for speed, then closed after too many refusals.
            for _ in range(2):
                me.socket.send_json({"type": "sync"})
                assert me.receive() == {"type": "error", "error": "too many messages: slow down"}
            with pytest.raises(WebSocketDisconnect) as closed:
                me.socket.send_json({"type": "sync"})
                me.receive()
            assert closed.value.code == 1008
        big = Player(client.websocket_connect(f"/ws/{token}"))
        with big.socket:
            big.next_update()
            with pytest.raises(WebSocketDisconnect) as closed:
                big.socket.send_text(json.dumps({"type": "action", "text": "x" * 5000}))
                big.receive()
            assert closed.value.code == 1009


# --- sentinels: hidden cards never reach anyone who may not see them ----------------------


def _words(value: Any) -> set[str]:
    """Every string in a JSON value (keys too), and every word within each string."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found |= _words(key) | _words(item)
    elif isinstance(value, list):
        for item in value:
            found |= _words(item)
    elif isinstance(value, str):
        found.add(value)
        found.update(re.findall(r"[A-Za-z0-9_]+", value))
    return found


def _hidden(state: State, audience: int | None) -> set[str]:
    return state.hidden_from(audience) if audience is not None else state.hidden_from_spectator()


def _check_frames(
    frames: list[dict[str, Any]], audience: int | None, states: list[State], seed: int
) -> int:
    """Assert no frame names a card hidden from ``audience``: a frame's view and legal actions
    against the cards hidden after the actions it reflects; an event of action ``j`` against
    those hidden both before and after ``j``. And never the seed. The number checked."""
    checked = 0
    for frame in frames:
        assert str(seed) not in json.dumps(frame)
        if frame["type"] != "update":
            continue
        k = frame["actions"]
        body = {key: value for key, value in frame.items() if key != "events"}
        leaked = _words(body) & _hidden(states[k], audience)
        assert not leaked, f"frame after action {k} to {audience} names hidden {sorted(leaked)}"
        for event in frame["events"]:
            j = event["action"]
            # (action 0: what the game told before its first action, against the start)
            secret = _hidden(states[max(j - 1, 0)], audience) & _hidden(states[j], audience)
            leaked = _words(event) & secret
            assert not leaked, f"event of action {j} to {audience} names {sorted(leaked)}"
        checked += 1
    return checked


@pytest.mark.parametrize("game", sorted(SHORT))
def test_sentinel_no_hidden_card_reaches_another_seat_or_a_spectator(
    game: str, tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    http: list[tuple[int | None, Any]] = []  # (audience, answer)
    with server(url) as client:
        made = create(client, game, [HUMAN, HUMAN], **SHORT[game])
        tokens = [s["token"] for s in made["seats"]] + [made["spectator"]["token"]]
        seats = [Player(client.websocket_connect(f"/ws/{t}")) for t in tokens[:2]]
        watcher = Player(client.websocket_connect(f"/ws/{tokens[2]}"))
        with seats[0].socket, seats[1].socket, watcher.socket:
            for player in [*seats, watcher]:
                player.next_update()
            # Every audience's state over HTTP too, at the start and part-way.
            for audience, token in zip([0, 1, None], tokens, strict=True):
                answer = client.get(f"/api/play/{token}").json()
                http.append((audience, answer))
            played = play_all_humans(seats, [watcher], rng=random.Random(3))
            for audience, token in zip([0, 1, None], tokens, strict=True):
                answer = client.get(f"/api/play/{token}", params={"since": 0}).json()
                http.append((audience, answer))
        lists = [
            client.get("/api/games", params={"status": s}).json()
            for s in ("open", "running", "finished")
        ]
    engine = open_database(url)
    stored = Store(engine).load(made["id"])
    engine.dispose()
    assert stored is not None and len(stored.actions) == played > 0
    record = Record(stored.game_id, game_params(stored), stored.seed, stored.actions)
    states = [replay(record, upto=k) for k in range(played + 1)]
    # The sentinels: cards each seat must not see, some of them hidden at every step.
    for audience in (0, 1, None):
        assert any(_hidden(s, audience) for s in states), f"{game}: nothing hidden from {audience}"
    checked = _check_frames(seats[0].frames, 0, states, stored.seed)
    checked += _check_frames(seats[1].frames, 1, states, stored.seed)
    checked += _check_frames(watcher.frames, None, states, stored.seed)
    assert checked == 3 * (played + 1)
    for audience, answer in http:
        _check_frames([answer], audience, states, stored.seed)
    public = _words(lists)
    assert not public & _hidden(states[0], None) and not public & _hidden(states[-1], None)
    assert str(stored.seed) not in json.dumps(lists)
    assert not {t for t in tokens} & public


def test_every_route_documents_the_one_error_shape(tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        schema = client.get("/openapi.json").json()
    assert schema["components"]["schemas"]["ErrorBody"]["required"] == ["error"]
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            for status in ("400", "404", "413", "422", "429"):
                shape = operation["responses"][status]["content"]["application/json"]["schema"]
                assert shape == {"$ref": "#/components/schemas/ErrorBody"}, (method, path)


def test_an_action_that_cannot_be_stored_is_told_to_no_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN])
        seats = [Player(client.websocket_connect(f"/ws/{s['token']}")) for s in made["seats"]]
        watcher = Player(client.websocket_connect(f"/ws/{made['spectator']['token']}"))
        everyone = [*seats, watcher]
        with seats[0].socket, seats[1].socket, watcher.socket:
            first = [player.next_update() for player in everyone]
            acting = seats[first[0]["to_act"]]
            text = acting.last()["legal"][0]["text"]

            def full_disk(*args: Any, **kwargs: Any) -> None:
                raise OSError("disk full")

            # The transaction's writes fail (however the store is reached: its writer thread
            # on SQLite, a thread a call on PostgreSQL).
            write = Store._write_batch_in
            monkeypatch.setattr(Store, "_write_batch_in", full_disk)
            acting.act(text)
            assert acting.receive() == {"type": "error", "error": NOT_TAKEN}
            monkeypatch.setattr(Store, "_write_batch_in", write)
            # Nobody was told anything: each one's next frame answers its own sync request,
            # and the game is where it was.
            for player, before in zip(everyone, first, strict=True):
                player.socket.send_json({"type": "sync", "since": 0})
                again = player.next_update()
                # (a sync from 0 is told again only what the game told before its first action)
                assert again["actions"] == 0 and again["events"] == before["events"]
                assert all(event["action"] == 0 for event in again["events"])
                assert again["view"] == before["view"] and again["legal"] == before["legal"]
            acting.act(text)
            assert all(player.next_update()["actions"] == 1 for player in everyone)


def test_s1_a_taken_seat_admits_only_the_person_who_took_it(tmp_path: Path) -> None:
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN], take=False)
        invitation = made["seats"][1]["invitation"]  # the creator sends it to a friend
        assert "token" not in made["seats"][1]
        # A GET (a link preview) shows public facts and takes nothing.
        preview = client.get(f"/api/invitations/{invitation}")
        assert preview.json() == {"id": made["id"], "game": "highlander-duel", "seat": 1,
                                  "taken": False}  # fmt: skip
        one_line_error(client.get(f"/api/play/{invitation}"), 404)  # an invitation admits no one
        friend = client.post(f"/api/invitations/{invitation}")  # the friend takes the seat
        assert friend.status_code == 200 and friend.json()["seat"] == 1
        secret = friend.json()["token"]
        assert secret != invitation
        assert client.get(f"/api/play/{secret}").json()["seat"] == 1
        # The creator kept the invitation: it no longer shows anything, nor takes the seat.
        one_line_error(client.get(f"/api/play/{invitation}"), 404)
        one_line_error(client.get(f"/api/invitations/{invitation}"), 404)
        one_line_error(client.post(f"/api/invitations/{invitation}"), 404)
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(f"/ws/{invitation}") as socket,
        ):
            socket.receive_json()
        assert closed.value.code == 4404


def test_d1_an_error_while_telling_an_action_leaves_the_game_as_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tell = hall_module.audience_events
    failures = [RuntimeError("a bug in a game's describe_change")]

    def flaky(*args: Any, **kwargs: Any) -> Any:
        if failures:
            raise failures.pop()
        return tell(*args, **kwargs)

    monkeypatch.setattr(hall_module, "audience_events", flaky)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "highlander-duel", [HUMAN, HUMAN])
        tokens = [s["token"] for s in made["seats"]]
        to_act = client.get(f"/api/play/{tokens[0]}").json()["to_act"]
        acting = Player(client.websocket_connect(f"/ws/{tokens[to_act]}"))
        with acting.socket:
            text = acting.next_update()["legal"][0]["text"]
            acting.act(text)
            assert acting.receive() == {"type": "error", "error": NOT_TAKEN}
            # Nothing was stored, so nothing is shown: the game is still at action 0 …
            assert client.get(f"/api/play/{tokens[to_act]}").json()["actions"] == 0
            # … and the seat can play the action now.
            acting.act(text)
            assert acting.next_update()["actions"] == 1


def test_s3_an_internal_error_never_logs_the_seats_token(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    app = create_app(f"sqlite:///{tmp_path / 's.sqlite3'}", limits=FAST)
    # As a real server answers: an exception becomes a 500, it is not re-raised into the test.
    with TestClient(app, raise_server_exceptions=False) as client:
        token = create(client, "highlander-duel", [HUMAN, HUMAN])["seats"][0]["token"]
        monkeypatch.setattr(Store, "events_since", broken)
        with caplog.at_level(logging.DEBUG):
            answer = client.get(f"/api/play/{token}")
    assert one_line_error(answer, 500) == "internal error"
    # The server's own log (the test client's requests are logged by httpx, not the server).
    logged = "\n".join(
        record.getMessage() for record in caplog.records if record.name.startswith("stronghold")
    )
    assert "/api/play/{token}" in logged  # the route, not the path
    assert token not in logged, "a seat's secret token was written to the log"


def test_i1_a_huge_since_is_refused_in_one_line(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 's.sqlite3'}", limits=FAST)
    with TestClient(app, raise_server_exceptions=False) as client:
        token = create(client, "highlander-duel", [HUMAN, HUMAN])["seats"][0]["token"]
        assert "since" in one_line_error(client.get(f"/api/play/{token}?since={10**20}"), 422)
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(f"/ws/{token}?since={10**20}") as socket,
        ):
            socket.receive_json()
        assert closed.value.code == 1008
        me = Player(client.websocket_connect(f"/ws/{token}"))
        with me.socket:
            me.next_update()
            me.socket.send_json({"type": "sync", "since": 10**20})
            assert "since: Input should be less than" in me.receive()["error"]
            me.socket.send_json({"type": "sync", "since": 0})
            assert me.next_update()["actions"] == 0


def test_i2_a_deeply_nested_message_is_refused_and_the_socket_stays(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 's.sqlite3'}", limits=FAST)
    with TestClient(app, raise_server_exceptions=False) as client:
        token = create(client, "highlander-duel", [HUMAN, HUMAN])["seats"][0]["token"]
        me = Player(client.websocket_connect(f"/ws/{token}"))
        with me.socket:
            me.next_update()
            me.socket.send_text("[" * 4000)  # under the 4 KiB limit
            assert me.receive() == {"type": "error", "error": "bad message: not JSON"}
            me.socket.send_text('{"type": "sync", "since": ' + "[" * 2000 + "]" * 2000 + "}")
            assert me.receive()["error"].startswith("bad message: ")
            me.socket.send_json({"type": "sync", "since": 0})
            assert me.next_update()["actions"] == 0


def test_d4_an_action_resent_for_a_decision_already_taken_is_refused(tmp_path: Path) -> None:
    rng = random.Random(4)
    resent = 0
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        made = create(client, "guardians-arena", [HUMAN, HUMAN], max_turns=3)
        seats = [Player(client.websocket_connect(f"/ws/{s['token']}")) for s in made["seats"]]
        with seats[0].socket, seats[1].socket:
            for player in seats:
                player.next_update()
            for _ in range(400):
                current = seats[0].last()
                if current["outcome"] is not None:
                    break
                me = seats[current["to_act"]]
                texts = [entry["text"] for entry in me.last()["legal"]]
                seen = current["actions"]
                if "pass" in texts:
                    # Sent twice (a double click): each says which decision it answers.
                    for _ in range(2):
                        me.socket.send_json({"type": "action", "text": "pass", "after": seen})
                    assert me.receive()["type"] == "update"  # the first is played
                    seats[1 - current["to_act"]].next_update()
                    second = me.receive()
                    assert second == {
                        "type": "error",
                        "error": f"this decision was already taken: {seen + 1} actions now",
                    }, "the same pass was played twice"
                    resent += 1
                    continue
                me.act(rng.choice(texts))
                for player in seats:
                    player.next_update()
    assert resent > 0


def test_open_websockets_are_capped_per_seat(tmp_path: Path) -> None:
    few = Limits(message_rate=10_000.0, message_burst=10_000, sockets_per_seat=2)
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}", limits=few) as client:
        token = create(client, "highlander-duel", [HUMAN, HUMAN])["seats"][0]["token"]
        tabs = [Player(client.websocket_connect(f"/ws/{token}")) for _ in range(2)]
        with tabs[0].socket, tabs[1].socket:
            for tab in tabs:
                tab.next_update()
            with (
                pytest.raises(WebSocketDisconnect) as closed,
                client.websocket_connect(f"/ws/{token}") as third,
            ):
                third.receive_json()
            assert closed.value.code == 1008
        # Once they are closed, the seat may connect again.
        again = Player(client.websocket_connect(f"/ws/{token}"))
        with again.socket:
            assert again.next_update()["seat"] == 0


def test_a_method_not_allowed_answer_names_the_allowed_methods(tmp_path: Path) -> None:
    # Found by schemathesis: the one-line error dropped the Allow header of a 405.
    with server(f"sqlite:///{tmp_path / 's.sqlite3'}") as client:
        answer = client.request("TRACE", "/api/catalog")
        assert answer.status_code == 405 and answer.json() == {"error": "Method Not Allowed"}
        assert answer.headers.get("allow") == "GET"
        refused = client.delete("/api/games")
    assert refused.status_code == 405 and set(refused.headers["allow"].split(", ")) == {
        "GET",
        "POST",
    }
