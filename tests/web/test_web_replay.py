"""The replay API shows a finished game exactly as its spectators saw it, step by step — and
nothing of a game that is not over."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import httpx
from web_helpers import COMPUTER, HUMAN, Served, create_by_api
from websockets.sync.client import connect

from stronghold.server.diff import apply


def test_the_replay_is_what_the_spectators_were_told(served: Served) -> None:
    made = create_by_api(served.url, "promised-land", [HUMAN, COMPUTER], max_rounds=2)
    refused = httpx.get(f"{served.url}/api/replay/{made['id']}")
    assert refused.status_code == 404 and "not over" in refused.json()["error"]
    rng = random.Random(5)
    seen: dict[int, Any] = {}
    told: list[Any] = []
    with (
        connect(made["spectator"]["websocket"]) as watcher,
        connect(made["seats"][0]["websocket"]) as me,
    ):
        update = json.loads(me.recv(timeout=30))
        while update["outcome"] is None:
            if update["legal"]:
                me.send(json.dumps({"type": "action", "text": rng.choice(update["legal"])["text"]}))
            update = json.loads(me.recv(timeout=30))
            assert update["type"] == "update", update
        table: dict[str, Any] = {}
        while True:  # every update the spectators were sent, to the last action
            frame = json.loads(watcher.recv(timeout=30))
            if "changes" in frame:  # the changes of the view the spectators were last sent
                assert frame["base"] == table["version"]
                table = apply(table, frame["changes"])
            else:
                table = {"view": frame["view"], "panels": frame["panels"]}
            table["version"] = frame["version"]
            seen[frame["actions"]] = copy.deepcopy(table["view"])
            told.extend(frame["events"])
            if frame["actions"] == update["actions"]:
                break
    steps = update["actions"]
    assert len(seen) >= steps // 2
    for step, view in seen.items():
        answer = httpx.get(f"{served.url}/api/replay/{made['id']}", params={"step": step})
        assert answer.status_code == 200, answer.text
        body = answer.json()
        assert body["view"] == view and body["steps"] == steps
        assert body["events"] == told
    assert body["outcome"] == update["outcome"]
    beyond = httpx.get(f"{served.url}/api/replay/{made['id']}", params={"step": steps + 1})
    assert beyond.status_code == 404 and "\n" not in beyond.json()["error"]
    assert httpx.get(f"{served.url}/api/replay/999999").status_code == 404


def test_a_replay_of_a_number_past_the_databases_integers_is_refused_not_a_500(
    served: Served,
) -> None:
    for number in ("9223372036854775808", "99999999999999999999999", "0"):
        answer = httpx.get(f"{served.url}/api/replay/{number}")
        assert answer.status_code == 422, answer.text
        assert "\n" not in answer.json()["error"]
    assert httpx.get(f"{served.url}/api/replay/9223372036854775807").status_code == 404
