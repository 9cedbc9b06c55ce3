"""Real server processes for the server's tests: ``stronghold serve`` started on loopback (a
free port), killed or stopped, and websocket players that talk to it over the network."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from server_helpers import whole_table
from websockets.sync.client import ClientConnection, connect

REPO = Path(__file__).resolve().parents[2]


@dataclass
class ServerProcess:
    """A running ``stronghold serve``: its process and the URL it prints."""

    process: subprocess.Popen[str]
    url: str

    @property
    def ws(self) -> str:
        """The websocket base URL."""
        return "ws" + self.url.removeprefix("http").rstrip("/")

    def kill(self) -> None:
        """SIGKILL: no shutdown of any kind (a crash, a power cut)."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        """Stop it as an operator would (SIGTERM), killing it if it does not end."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


def start_server(db: str, folder: Path, *, workers: int = 1) -> ServerProcess:
    """``stronghold serve`` over the database ``db`` on a free loopback port, answering."""
    folder.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "STRONGHOLD_DATA": str(folder / "data"), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "stronghold.cli.main", "serve", "--port", "0", "--db", db]
    if workers > 1:
        command += ["--workers", str(workers)]
    log = (folder / f"server-{time.monotonic_ns()}.log").open("w")
    process = subprocess.Popen(
        command, cwd=folder, env=env, stdout=subprocess.PIPE, stderr=log, text=True
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r"serving at (http://127\.0\.0\.1:\d+/)", line)
    if not found:
        process.kill()
        raise AssertionError(f"the server did not start: {line!r}")
    server = ServerProcess(process, found.group(1))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(server.url + "api/games", timeout=5).status_code == 200:
                return server
        except httpx.TransportError:
            time.sleep(0.05)
    server.kill()
    raise AssertionError("the server never answered")


def create_game(
    server: ServerProcess, game: str, seats: list[dict[str, Any]], **options: Any
) -> Any:
    """Create a game over HTTP; the answer's JSON (asserting it was created), with every
    human seat's invitation taken at once and its secret put under ``token``."""
    body = {"game": game, "options": options, "seats": seats}
    answer = httpx.post(server.url + "api/games", json=body, timeout=30)
    assert answer.status_code == 201, answer.text
    made = answer.json()
    for seat in made["seats"]:
        if "invitation" in seat:
            taken = httpx.post(server.url + f"api/invitations/{seat['invitation']}", timeout=30)
            assert taken.status_code == 200, taken.text
            seat["token"] = taken.json()["token"]
    return made


@dataclass
class Socket:
    """A seat's (or the spectators') websocket to a server process, and every frame kept."""

    connection: ClientConnection
    frames: list[dict[str, Any]] = field(default_factory=list)
    #: The table (view and panels) held: changes are applied to it (see ``whole_table``).
    table: dict[str, Any] | None = None

    @classmethod
    def open(cls, server: ServerProcess, token: str, since: int = 0) -> Socket:
        """Connect to ``server`` with ``token``, resuming after event ``since``."""
        # Entered as a context manager, as every websockets version takes it; closed by close().
        opened = connect(f"{server.ws}/ws/{token}?since={since}", open_timeout=30)
        return cls(opened.__enter__())

    def receive(self, timeout: float = 30) -> dict[str, Any]:
        """The next frame (kept)."""
        frame: dict[str, Any] = json.loads(self.connection.recv(timeout=timeout))
        self.table = whole_table(self.table, frame)
        self.frames.append(frame)
        return frame

    def next_update(self, timeout: float = 30) -> dict[str, Any]:
        """The next update frame (an error frame fails the test)."""
        frame = self.receive(timeout)
        assert frame["type"] == "update", frame
        return frame

    def last(self) -> dict[str, Any]:
        """The latest update received."""
        return next(f for f in reversed(self.frames) if f["type"] == "update")

    def held(self) -> int:
        """The number of the last event received (0 if none)."""
        return max((e["n"] for f in self.frames if f["type"] == "update" for e in f["events"]),
                   default=0)  # fmt: skip

    def act(self, text: str) -> None:
        """Send an action."""
        self.connection.send(json.dumps({"type": "action", "text": text}))

    def close(self) -> None:
        """Close the connection (quietly if the server is gone)."""
        with contextlib.suppress(OSError):
            self.connection.close()


@contextmanager
def server_pair(db: str, folder: Path) -> Iterator[tuple[ServerProcess, ServerProcess]]:
    """Two server processes over one database, started at the same moment; stopped after."""
    with ThreadPoolExecutor(2) as pool:
        futures = [pool.submit(start_server, db, folder / name) for name in ("a", "b")]
        servers = [future.result() for future in futures]
    try:
        yield servers[0], servers[1]
    finally:
        for server in servers:
            server.stop()
