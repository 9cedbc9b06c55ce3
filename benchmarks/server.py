"""The server under load: N games at once over websockets on loopback, against a real uvicorn.

Each game is a computer-against-computer game whose two computer players sit at the far end
of the seats' websockets (this script, a random legal action each, after ``--pause`` seconds),
so every action makes the whole trip: the websocket, the seat-aware apply, the store (one
transaction), and an update to both seats. It prints the action round trip (the action sent
→ the acting seat's update received) at p50/p99/max, actions per second, and the server's
memory (resident set) per live game: measured with every game created and both its seats
connected, and again at the busiest moment of play, over the server's size before any game.

The load: ``--pause`` is each seat's thinking time before it acts (× 0.5–1.5 at random). The
honest figure for "500 games" is taken at ``--pause 2``: a computer's move is published no
sooner than its thinking time (2 s by default) and a person takes longer still, so 500 games
offer some 250 actions a second; ``--pause 0.5`` (1,000 actions a second) is a stress run.
The benchmark's own clients (two websockets a game) share the machine with the server.
Environment: BENCH_SYNC=normal runs SQLite with ``synchronous=NORMAL`` (no sync to disk at
each commit: the server's own setting is the default FULL, so that a stored action survives a
power cut as well as a crash); BENCH_WS picks uvicorn's websocket implementation;
BENCH_DEFLATE=0 turns permessage-deflate off.

Usage: .venv/bin/python benchmarks/server.py [--games N] [--pause S] [--game ID]
       [--options JSON] [--db URL] [--connect-at-once K] [--max-actions A]
The server runs in a process of its own (this script with ``--serve``), with limits on how
fast clients may go lifted; by default over a SQLite file in a temporary folder.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]


def serve(url: str) -> None:
    """Run the server over ``url`` on a free loopback port (printed first), unlimited."""
    import uvicorn

    from stronghold.server.app import Limits, create_app

    limits = Limits(
        message_rate=1e9,
        message_burst=10**9,
        create_rate=1e9,
        create_burst=10**9,
        sockets_per_address=10**9,  # every client of the benchmark comes from 127.0.0.1
    )
    if os.environ.get("BENCH_SYNC") == "normal":  # a measure of what SQLite's fsync costs
        from stronghold.server import db

        pragmas = db._sqlite_pragmas

        def normal(connection: Any, record: Any) -> None:
            pragmas(connection, record)
            connection.execute("PRAGMA synchronous=NORMAL")

        db._sqlite_pragmas = normal
    app = create_app(url, limits=limits)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    print(f"port {listener.getsockname()[1]}", flush=True)
    config = uvicorn.Config(
        app,
        log_level="warning",
        ws_max_size=64 * 1024,
        backlog=4096,
        ws=os.environ.get("BENCH_WS", "auto"),
        # permessage-deflate (uvicorn's default, as `stronghold serve`): a zlib compressor and
        # decompressor per connection, some 45 KiB; BENCH_DEFLATE=0 measures without.
        ws_per_message_deflate=os.environ.get("BENCH_DEFLATE", "1") != "0",
    )
    uvicorn.Server(config).run(sockets=[listener])


def resident_kib(pid: int) -> int:
    """A process's resident set size in KiB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Measures:
    """Round trips and the server's memory while games are played."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.round_trips: list[float] = []
        self.peak_kib = 0
        self.errors = 0

    async def sample_memory(self) -> None:
        while True:
            self.peak_kib = max(self.peak_kib, resident_kib(self.pid))
            await asyncio.sleep(0.2)


async def open_game(ws: str, made: dict[str, Any]) -> list[ClientConnection]:
    """Both seats' websockets (their first update read)."""
    sockets = []
    for seat in made["seats"]:
        connection = await connect(f"{ws}/ws/{seat['token']}", open_timeout=120)
        sockets.append(connection)
    return sockets


async def play(
    sockets: list[ClientConnection],
    rng: random.Random,
    pause: float,
    measures: Measures,
    most: int,
) -> int:
    """Both seats play random legal actions to the end (or ``most`` actions); how many."""
    latest = [json.loads(await s.recv()) for s in sockets]
    played = 0
    while latest[0]["outcome"] is None and played < most:
        to_act = latest[0]["to_act"]
        legal = latest[to_act]["legal"]
        await asyncio.sleep(pause * rng.uniform(0.5, 1.5))
        want = latest[0]["actions"] + 1
        sent = time.perf_counter()
        await sockets[to_act].send(
            json.dumps({"type": "action", "text": rng.choice(legal)["text"]})
        )
        for index in (to_act, 1 - to_act):
            while True:
                frame = json.loads(await sockets[index].recv())
                if frame["type"] == "error":
                    measures.errors += 1
                    raise RuntimeError(frame["error"])
                if frame["actions"] >= want:
                    latest[index] = frame
                    break
            if index == to_act:
                measures.round_trips.append(time.perf_counter() - sent)
        played += 1
    for connection in sockets:
        await connection.close()
    return played


async def run(args: argparse.Namespace, base: str, pid: int) -> list[tuple[str, str]]:
    ws = "ws" + base.removeprefix("http")
    load_before = os.getloadavg()[0]
    measures = Measures(pid)
    options = json.loads(args.options)
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        await client.get("/api/catalog")  # card data loaded, caches warm
        idle = resident_kib(pid)
        gate = asyncio.Semaphore(args.connect_at_once)

        async def create(number: int) -> dict[str, Any]:
            async with gate:
                body = {"game": args.game, "options": options, "seats": [{"kind": "human"}] * 2}
                answer = await client.post("/api/games", json=body)
                answer.raise_for_status()
                made: dict[str, Any] = answer.json()
                for seat in made["seats"]:  # each seat taken by its invitation, as a player does
                    taken = await client.post(f"/api/invitations/{seat['invitation']}")
                    taken.raise_for_status()
                    seat["token"] = taken.json()["token"]
                return made

        async def open_gated(made: dict[str, Any]) -> list[ClientConnection]:
            async with gate:
                return await open_game(ws, made)

        started = time.perf_counter()
        created = await asyncio.gather(*(create(n) for n in range(args.games)))
        await asyncio.sleep(1.0)
        in_memory = resident_kib(pid)  # every game loaded (its computer-free state), no socket
        games = await asyncio.gather(*(open_gated(made) for made in created))
        setup = time.perf_counter() - started
    await asyncio.sleep(1.0)
    live = resident_kib(pid)
    sampler = asyncio.create_task(measures.sample_memory())
    started = time.perf_counter()
    played = await asyncio.gather(
        *(
            play(sockets, random.Random(n), args.pause, measures, args.max_actions)
            for n, sockets in enumerate(games)
        )
    )
    elapsed = time.perf_counter() - started
    sampler.cancel()
    trips = sorted(measures.round_trips)

    def at(fraction: float) -> str:
        return f"{trips[min(len(trips) - 1, int(fraction * len(trips)))] * 1000:.1f} ms"

    return [
        ("games at once (both seats on websockets)", f"{args.games} of {args.game}"),
        (
            "websockets (uvicorn), permessage-deflate",
            f"{os.environ.get('BENCH_WS', 'auto')}, {os.environ.get('BENCH_DEFLATE', '1') != '0'}",
        ),
        ("load average (1 min) at start, at end", f"{load_before:.1f}, {os.getloadavg()[0]:.1f}"),
        ("pause before each action", f"{args.pause:.2f} s (× 0.5–1.5)"),
        ("actions per game at most", f"{args.max_actions}"),
        ("games created and connected in", f"{setup:.1f} s"),
        ("actions played", f"{sum(played):,} in {elapsed:.1f} s ({sum(played) / elapsed:,.0f}/s)"),
        ("action round trip p50", at(0.50)),
        ("action round trip p99", at(0.99)),
        ("action round trip max", at(1.0)),
        ("server memory before any game", f"{idle / 1024:.1f} MiB"),
        ("memory per game in memory (no socket)", f"{(in_memory - idle) / args.games:.1f} KiB"),
        ("memory per live game (all connected)", f"{(live - idle) / args.games:.1f} KiB"),
        (
            "memory per live game (busiest, in play)",
            f"{(measures.peak_kib - idle) / args.games:.1f} KiB",
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--pause", type=float, default=0.5)
    parser.add_argument("--game", default="highlander-duel")
    parser.add_argument("--options", default="{}")
    parser.add_argument("--db", default=None)
    parser.add_argument("--connect-at-once", type=int, default=50)
    parser.add_argument("--max-actions", type=int, default=10**9, help="per game")
    parser.add_argument("--serve", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    folder = tempfile.mkdtemp(prefix="stronghold-bench-")
    url = args.db or f"sqlite:///{folder}/server.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "STRONGHOLD_DATA": folder}
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", url], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().split()[1])
        base = f"http://127.0.0.1:{port}"
        for _ in range(600):
            try:
                httpx.get(base + "/api/games", timeout=5)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        rows = asyncio.run(run(args, base, server.pid))
    finally:
        server.terminate()
        server.wait(timeout=30)
    width = max(len(name) for name, _ in rows)
    print(f"server benchmark ({'PostgreSQL' if args.db else 'SQLite'}, {os.cpu_count()} cores)")
    for name, value in rows:
        print(f"  {name:<{width}}  {value}")


if __name__ == "__main__":
    main()
