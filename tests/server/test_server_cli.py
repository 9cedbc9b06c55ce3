"""``stronghold serve``: a real uvicorn on loopback prints its URL and serves the API."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parents[2]


def test_serve_prints_its_url_and_answers_there(tmp_path: Path) -> None:
    env = {**os.environ, "STRONGHOLD_DATA": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "stronghold.cli.main", "serve", "--port", "0"]
    process = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.search(r"serving at (http://127\.0\.0\.1:\d+/) \(games stored in (.+)\)", line)
        assert found, line
        url, where = found.groups()
        assert Path(where) == tmp_path / "data" / "server.sqlite3"  # the data folder's file
        for _ in range(50):
            try:
                answer = httpx.get(url + "api/games", timeout=2)
                break
            except httpx.ConnectError:
                time.sleep(0.1)
        assert answer.status_code == 200 and answer.json() == {"games": []}
        made = httpx.post(
            url + "api/games",
            json={"game": "highlander-duel", "seats": [{"kind": "human"}] * 2},
            timeout=10,
        )
        assert made.status_code == 201
        invitation = made.json()["seats"][0]["link"]
        assert invitation.startswith(url + "api/invitations/")
        taken = httpx.post(invitation, timeout=10)
        assert taken.json()["websocket"].startswith("ws://127.0.0.1:")
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_serve_refuses_a_port_it_cannot_take_in_one_line(tmp_path: Path) -> None:
    env = {**os.environ, "STRONGHOLD_DATA": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = [sys.executable, "-m", "stronghold.cli.main", "serve", "--port", str(port)]
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: cannot listen on 127.0.0.1:{port}: ")
    assert done.stderr.count("\n") == 1


def test_serve_compresses_websocket_messages_only_when_told_to(tmp_path: Path) -> None:
    from websockets.sync.client import connect

    env = {**os.environ, "STRONGHOLD_DATA": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    negotiated = []
    for flags in (["--compress"], [], ["--no-compress"]):
        command = [sys.executable, "-m", "stronghold.cli.main", "serve", "--port", "0", *flags]
        process = subprocess.Popen(
            command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        try:
            assert process.stdout is not None
            found = re.search(r"serving at http://(127\.0\.0\.1:\d+)/", process.stdout.readline())
            assert found
            for _ in range(50):
                try:
                    httpx.get(f"http://{found.group(1)}/api/games", timeout=2)
                    break
                except httpx.ConnectError:
                    time.sleep(0.1)
            base = f"http://{found.group(1)}/api/"
            body = {"game": "highlander-duel", "seats": [{"kind": "human"}] * 2}
            made = httpx.post(base + "games", json=body, timeout=10).json()
            invitation = made["seats"][0]["invitation"]
            taken = httpx.post(base + f"invitations/{invitation}", timeout=10).json()
            # The client offers permessage-deflate; the handshake says whether it was taken.
            with connect(taken["websocket"]) as socket:
                assert socket.response is not None
                negotiated.append(socket.response.headers.get("Sec-WebSocket-Extensions", ""))
        finally:
            process.terminate()
            process.wait(timeout=10)
    assert negotiated[0].startswith("permessage-deflate") and negotiated[1:] == ["", ""]
