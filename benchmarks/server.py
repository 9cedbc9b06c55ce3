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
The benchmark's own clients (two websockets a game) share the machine with the server: they
run in ``--client-procs`` processes of their own (2 by default, the games dealt among them),
and the CPU time of the server and of the clients over the play is printed, so that a client
short of CPU shows (it would lengthen the round trips it measures).
Environment: BENCH_SYNC=normal runs SQLite with ``synchronous=NORMAL`` (no sync to disk at
each commit: the server's own setting is the default FULL, so that a stored action survives a
power cut as well as a crash); BENCH_WS picks uvicorn's websocket implementation;
BENCH_DEFLATE=1 turns permessage-deflate on (off by default, as in ``stronghold serve``);
BENCH_TRACEMALLOC=PATH has the server trace its allocations and dump a snapshot (PATH.0
before any game, .1 with every game loaded, .2 with every seat connected, .3 BENCH_TRACE_AT
seconds into the play) for ``benchmarks/server_memory.py`` to compare (slow: figures of time
taken so are not the server's); BENCH_PROFILE=PATH writes the event loop's cProfile
statistics over the play to PATH; BENCH_PHASES=PATH stamps every action's way through the
server (benchmarks/server_phases.py: each leg's mean wall time, each step's CPU);
BENCH_GC_THRESHOLDS=N0,N1 sets the collector's young thresholds (stronghold.server.collector).

``--computers``: the server's own computer seats play instead (both seats of each game, the
``--agent`` given, ``--pause`` seconds of thinking each): a spectator's websocket watches each
game, and what is timed is the server's own scheduling of its agents, the **lag** of each
update: the time between two updates the spectator receives, less the thinking time (a move
is published its thinking time after the seat came to act: the rest is the worker thread's
queue, the store, the telling and the event loop's lateness). The games start as they are
created (the server's computers do not wait for the go).

With BENCH_PAUSES, the young collections (generations 0 and 1) are set against the slowest
round trips (or lags): how many of those above p99 overlap a young collection (one clock,
``perf_counter``, in the server and the clients), and how many of all round trips do.

Usage: .venv/bin/python benchmarks/server.py [--games N] [--pause S] [--game ID]
       [--options JSON] [--db URL] [--connect-at-once K] [--max-actions A]
       [--client-procs P] [--servers N] [--computers [--agent NAME]]
The server runs in a process of its own (this script with ``--serve``), with limits on how
fast clients may go lifted; by default over a SQLite file in a temporary folder. With
``--servers N`` (PostgreSQL only), N server processes share the games, each socket going to
one of them at random (as behind a load balancer); memory and CPU are their sums.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import gc
import itertools
import json
import multiprocessing
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from multiprocessing.connection import Connection
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
    thresholds = os.environ.get("BENCH_GC_THRESHOLDS")  # e.g. "5000,10": the young ones
    if thresholds:
        from stronghold.server import collector

        young = [int(part) for part in thresholds.split(",")]
        collector.THRESHOLDS = (young[0], young[1], collector.THRESHOLDS[2])
    phases = os.environ.get("BENCH_PHASES")
    if phases:  # every action's steps stamped (benchmarks/server_phases.py)
        import server_phases

        server_phases.install()
    app = create_app(url, limits=limits)
    traced = os.environ.get("BENCH_TRACEMALLOC")
    if traced:  # what the server holds, by where it was allocated: a snapshot at each SIGUSR1
        import tracemalloc

        tracemalloc.start(int(os.environ.get("BENCH_TRACE_FRAMES", "8")))
        taken = itertools.count()

        def snapshot(signum: int, frame: Any) -> None:
            gc.collect()
            tracemalloc.take_snapshot().dump(f"{traced}.{next(taken)}")

        signal.signal(signal.SIGUSR1, snapshot)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    print(f"port {listener.getsockname()[1]}", flush=True)
    config = uvicorn.Config(
        app,
        log_level="warning",
        ws_max_size=64 * 1024,
        backlog=4096,
        ws=os.environ.get("BENCH_WS", "auto"),
        # permessage-deflate (off, as `stronghold serve` without --compress): a zlib
        # compressor and decompressor per connection, some 45 KiB; BENCH_DEFLATE=1 turns it on.
        ws_per_message_deflate=deflating(),
    )
    pauses = Pauses() if os.environ.get("BENCH_PAUSES") else None
    profiled = os.environ.get("BENCH_PROFILE")
    profile: Any = None
    if profiled:  # the event loop's thread only (not the store's threads), until SIGUSR2
        import cProfile

        profile = cProfile.Profile()
        profile.enable()

    def play_over(signum: int, frame: Any) -> None:
        if profile is not None:
            profile.dump_stats(profiled)
        if pauses is not None:
            pauses.write(f"{os.environ['BENCH_PAUSES']}.{os.getpid()}")
        if phases:
            server_phases.dump(f"{phases}.{os.getpid()}")

    signal.signal(signal.SIGUSR2, play_over)
    server = uvicorn.Server(config)

    async def main() -> None:
        if pauses is not None:
            pauses.start()
        await server.serve(sockets=[listener])

    asyncio.run(main())


def parts_of_halls() -> dict[str, int]:
    """How many objects the collector tracks are reachable from the live games' states and
    from the tables kept per connection (each object counted once)."""
    from stronghold.server.live import LiveGame

    seen: set[int] = set()
    parts = collections.Counter[str]()
    coroutine_type = type(_a_coroutine())
    cell_type = type((lambda: seen).__closure__[0])  # type: ignore[index]

    def walk(root: Any) -> int:
        found = 0
        stack = [root]
        while stack:
            item = stack.pop()
            if id(item) in seen or not gc.is_tracked(item):
                continue
            if callable(item) or isinstance(item, type(gc)):
                continue
            seen.add(id(item))
            found += 1
            stack.extend(gc.get_referents(item))
        return found

    everything = gc.get_objects()
    holders: dict[int, str] = {}
    for item in everything:
        for part in gc.get_referents(item):
            if type(part) in (list, dict, coroutine_type, cell_type):
                kind = type(item).__qualname__
                if isinstance(item, dict):
                    kind = "dict:" + ",".join(sorted(map(str, item))[:4])[:60]
                holders.setdefault(id(part), kind)
    for item in everything:
        if type(item) in (list, dict, coroutine_type, cell_type):
            name = type(item).__name__
            if type(item) is coroutine_type:
                name += ":" + item.__qualname__
            parts[f"~ {name} held by {holders.get(id(item), '?')}"] += 1
    games = [o for o in everything if isinstance(o, LiveGame)]  # not the frozen ones
    for live in games:
        parts["~ reachable from the states' games"] += walk(live.state.game)
    for live in games:
        parts["~ reachable from states"] += walk(live.state)
        for connection in live.connections:
            if connection.sent is not None:
                parts["~ reachable from kept tables"] += walk(connection.sent.document)
    return parts


async def _nothing() -> None:
    pass


def _a_coroutine() -> Any:
    made = _nothing()
    made.close()
    return made


class Pauses:
    """BENCH_PAUSES=PATH: what stops the server's event loop, written to PATH as JSON at the
    end of the play: every cyclic garbage collection (generation, duration) and every time
    the loop came back late (a 5 ms sleep that took more than 20 ms longer), since the go."""

    def __init__(self) -> None:
        self.collections: list[tuple[float, int, float, int]] = []
        self.late: list[tuple[float, float]] = []
        self._began = 0.0
        self._began_cpu = 0.0
        self._walked = 0
        self._generation = 0
        self.census: collections.Counter[str] = collections.Counter()

    def start(self) -> None:
        gc.callbacks.append(self._collected)
        if os.environ.get("BENCH_GARBAGE"):
            gc.set_debug(gc.DEBUG_SAVEALL)
        asyncio.get_running_loop().create_task(self._watch())
        if os.environ.get("BENCH_CENSUS"):  # the objects the collector tracks, by type
            asyncio.get_running_loop().create_task(self._census())

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
            self._began_cpu = time.thread_time()
            self._generation = info["generation"]
            if os.environ.get("BENCH_GC_SIZES"):  # objects the collection will walk
                self._walked = sum(len(gc.get_objects(g)) for g in range(self._generation + 1))
        else:
            moment = time.perf_counter()
            took = moment - self._began
            cpu = time.thread_time() - self._began_cpu
            self.collections.append(
                (moment, self._generation, took, info["collected"], cpu, self._walked)
            )

    async def _census(self) -> None:
        while True:
            await asyncio.sleep(float(os.environ.get("BENCH_CENSUS", "0")))
            counted = collections.Counter(type(o).__qualname__ for o in gc.get_objects())
            if sum(counted.values()) > sum(self.census.values()):
                self.census = counted
                try:
                    self.census.update(parts_of_halls())
                except Exception as exc:  # a diagnostic: say why in the census
                    self.census[f"~ failed: {exc!r}"] = 10**9

    async def _watch(self) -> None:
        while True:
            asked = time.perf_counter()
            await asyncio.sleep(0.005)
            late = time.perf_counter() - asked - 0.005
            if late > 0.020:
                self.late.append((asked, late))

    def write(self, path: str) -> None:
        if os.environ.get("BENCH_GARBAGE"):  # cyclic garbage kept since the start, by type
            gc.collect()
            self.census = collections.Counter(type(o).__qualname__ for o in gc.garbage)
        Path(path).write_text(
            json.dumps(
                {
                    "collections": self.collections,
                    "late": self.late,
                    "census": [
                        sum(count for name, count in self.census.items() if name[0] != "~"),
                        [kv for kv in self.census.most_common() if kv[0][0] != "~"][:40]
                        + [kv for kv in self.census.most_common() if kv[0][0] == "~"][:80],
                    ],
                }
            ),
            encoding="utf-8",
        )


def deflating() -> bool:
    """Whether the server offers permessage-deflate (BENCH_DEFLATE=1; off by default)."""
    return os.environ.get("BENCH_DEFLATE", "0") == "1"


def resident_kib(pids: list[int]) -> int:
    """The processes' resident set sizes in KiB, summed (Linux)."""
    total = 0
    for pid in pids:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total


def trace_point(pids: list[int], number: int) -> None:
    """With BENCH_TRACEMALLOC=PATH, have each server dump a tracemalloc snapshot (to PATH.N,
    N counting the snapshots of that server) and wait until it is written."""
    traced = os.environ.get("BENCH_TRACEMALLOC")
    if not traced:
        return
    for pid in pids:
        os.kill(pid, signal.SIGUSR1)
    target = Path(f"{traced}.{number}")
    for _ in range(1200):
        if target.exists() and target.stat().st_size and time.sleep(1.0) is None:
            return
        time.sleep(0.1)


def loop_cpu_seconds(pids: list[int]) -> float:
    """The CPU time so far of the processes' main threads (the event loops), in seconds."""
    ticks = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/task/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def cpu_seconds(pids: list[int]) -> float:
    """The processes' CPU time so far (user + system, every thread), in seconds (Linux)."""
    ticks = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


class Measures:
    """Round trips measured by one client process."""

    def __init__(self) -> None:
        self.round_trips: list[float] = []
        self.errors = 0
        #: With BENCH_PHASES: (game, action number, sent, received) of every action.
        self.stamped: list[tuple[int, int, float, float]] = []


class PeakMemory(threading.Thread):
    """Samples a process's resident set every 0.2 s until stopped; the largest seen."""

    def __init__(self, pids: list[int]) -> None:
        super().__init__(daemon=True)
        self.pids = pids
        self.peak_kib = 0
        self.stopped = threading.Event()

    def run(self) -> None:
        while not self.stopped.wait(0.2):
            self.peak_kib = max(self.peak_kib, resident_kib(self.pids))


async def open_game(
    ws: list[str], made: dict[str, Any], rng: random.Random, *, panels: bool = False
) -> list[ClientConnection]:
    """Both seats' websockets (their first update not read yet), each to a server process
    chosen at random (as a load balancer would) when there are several."""
    sockets = []
    # The seats' tokens, or (the server's own computers playing) the spectators'.
    tokens = [seat["token"] for seat in made["seats"] if "token" in seat]
    for token in tokens or [made["spectator"]["token"]]:
        where = rng.choice(ws)
        # As the play page asks (it draws each game's view itself): no panels, unless --panels.
        query = "" if panels else "?panels=0"
        connection = await connect(f"{where}/ws/{token}{query}", open_timeout=120)
        sockets.append(connection)
    return sockets


async def watch(
    sockets: list[ClientConnection], thinking: float, measures: Measures, most: int
) -> int:
    """A spectator watches a game the server's computers play, to the end (or ``most``
    actions); how many actions it saw. Each update after the first is timed: the time since
    the one before, less the thinking time (the server's lag: ``measures.round_trips``)."""
    (spectator,) = sockets
    frame = json.loads(await spectator.recv())
    seen = frame["actions"]
    last = time.perf_counter()
    played = 0
    while frame["outcome"] is None and played < most:
        frame = json.loads(await spectator.recv())
        received = time.perf_counter()
        if frame["type"] != "update":
            measures.errors += 1
            raise RuntimeError(frame.get("error"))
        if frame["actions"] == seen + 1:  # one move, published its thinking time after the last
            measures.round_trips.append(received - last - thinking)
            measures.stamped.append((frame["game"], frame["actions"], last + thinking, received))
            played += 1
        seen, last = frame["actions"], received
    await spectator.close()
    return played


async def play(
    sockets: list[ClientConnection],
    rng: random.Random,
    pause: float,
    measures: Measures,
    most: int,
) -> int:
    """Both seats play random legal actions to the end (or ``most`` actions); how many.

    The round trip is the acting seat's: its action sent -> its own update for that action
    received (the other seat's update is read after, and not timed)."""
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
                received = time.perf_counter()
                measures.round_trips.append(received - sent)
                measures.stamped.append((latest[0]["game"], want, sent, received))
        played += 1
    for connection in sockets:
        await connection.close()
    return played


def client_process(
    ws: list[str],
    games: list[tuple[int, dict[str, Any]]],
    args: argparse.Namespace,
    pipe: Connection,
) -> None:
    """One client process: connect its games' seats, say so, wait for the go, play them all;
    send back the round trips, the actions played and the CPU time the play took here."""

    # No cyclic garbage collection in the clients while they measure: a full collection of a
    # heap with hundreds of games' frames stopped a client for 100-270 ms (a round trip it
    # then measured as that much longer). What they allocate is freed by reference counting.
    gc.freeze()
    gc.disable()

    async def main() -> None:
        gate = asyncio.Semaphore(args.connect_at_once)

        async def open_gated(number: int, made: dict[str, Any]) -> list[ClientConnection]:
            async with gate:
                return await open_game(ws, made, random.Random(-1 - number), panels=args.panels)

        sockets = await asyncio.gather(*(open_gated(number, made) for number, made in games))
        pipe.send("connected")
        await asyncio.to_thread(pipe.recv)  # the go
        measures = Measures()
        cpu = time.process_time()
        played = await asyncio.gather(
            *(
                watch(pair, args.pause, measures, args.max_actions)
                if args.computers
                else play(pair, random.Random(number), args.pause, measures, args.max_actions)
                for (number, _), pair in zip(games, sockets, strict=True)
            )
        )
        pipe.send((measures.round_trips, sum(played), time.process_time() - cpu, measures.stamped))

    asyncio.run(main())


async def create_games(args: argparse.Namespace, base: str) -> list[dict[str, Any]]:
    """Every game created over HTTP, each seat taken by its invitation (as a player does)."""
    options = json.loads(args.options)
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        await client.get("/api/catalog")  # card data loaded, caches warm
        gate = asyncio.Semaphore(args.connect_at_once)

        kind: dict[str, Any] = {"kind": "human"}
        if args.computers:
            kind = {"kind": "computer", "agent": args.agent, "thinking_seconds": args.pause}

        async def create(number: int) -> dict[str, Any]:
            async with gate:
                body = {"game": args.game, "options": options, "seats": [kind] * 2}
                answer = await client.post("/api/games", json=body)
                answer.raise_for_status()
                made: dict[str, Any] = answer.json()
                for seat in made["seats"]:
                    if seat["kind"] == "computer":
                        continue
                    taken = await client.post(f"/api/invitations/{seat['invitation']}")
                    taken.raise_for_status()
                    seat["token"] = taken.json()["token"]
                return made

        return await asyncio.gather(*(create(n) for n in range(args.games)))


def run(args: argparse.Namespace, bases: list[str], pids: list[int]) -> list[tuple[str, str]]:
    ws = ["ws" + base.removeprefix("http") for base in bases]
    base = bases[0]
    load_before = os.getloadavg()[0]
    for each in bases:
        httpx.get(each + "/api/catalog", timeout=120)
    time.sleep(0.5)
    idle = resident_kib(pids)
    trace_point(pids, 0)
    started = time.perf_counter()
    created = asyncio.run(create_games(args, base))
    time.sleep(1.0)
    in_memory = resident_kib(pids)  # every game loaded (its computer-free state), no socket
    trace_point(pids, 1)
    context = multiprocessing.get_context("fork")
    pipes = []
    workers = []
    numbered = list(enumerate(created))
    for index in range(args.client_procs):
        ours, theirs = context.Pipe()
        share = numbered[index :: args.client_procs]
        worker = context.Process(target=client_process, args=(ws, share, args, theirs))
        worker.start()
        pipes.append(ours)
        workers.append(worker)
    for pipe in pipes:
        assert pipe.recv() == "connected"
    setup = time.perf_counter() - started
    time.sleep(1.0)
    live = resident_kib(pids)
    trace_point(pids, 2)
    sampler = PeakMemory(pids)
    sampler.start()
    server_cpu = cpu_seconds(pids)
    loop_cpu = loop_cpu_seconds(pids)
    started = time.perf_counter()
    for pipe in pipes:
        pipe.send("go")
    if os.environ.get("BENCH_TRACEMALLOC"):  # and one in the midst of play
        at = float(os.environ.get("BENCH_TRACE_AT", "10"))
        threading.Timer(at, trace_point, args=(pids, 3)).start()
    trips: list[float] = []
    played = 0
    client_cpu = 0.0
    stamped: list[tuple[int, int, float, float]] = []
    for pipe in pipes:
        their_trips, their_played, their_cpu, their_stamps = pipe.recv()
        trips.extend(their_trips)
        stamped.extend(their_stamps)
        played += their_played
        client_cpu += their_cpu
    elapsed = time.perf_counter() - started
    server_cpu = cpu_seconds(pids) - server_cpu
    loop_cpu = loop_cpu_seconds(pids) - loop_cpu
    if any(os.environ.get(name) for name in ("BENCH_PROFILE", "BENCH_PAUSES", "BENCH_PHASES")):
        for pid in pids:
            os.kill(pid, signal.SIGUSR2)
        time.sleep(3)
    sampler.stopped.set()
    for worker in workers:
        worker.join(timeout=30)
    trips.sort()

    def at(fraction: float) -> str:
        return f"{trips[min(len(trips) - 1, int(fraction * len(trips)))] * 1000:.1f} ms"

    paused = pause_rows(pids, started, stamped) if os.environ.get("BENCH_PAUSES") else []
    if os.environ.get("BENCH_PHASES"):
        import server_phases

        for pid in pids:
            paused += server_phases.report(f"{os.environ['BENCH_PHASES']}.{pid}", stamped)
    timed = "lag (update interval - thinking)" if args.computers else "action round trip"
    who = (
        f"the server's computers ({args.agent}), a spectator's websocket"
        if args.computers
        else "both seats on websockets"
    )
    return [
        *paused,
        (f"games at once ({who})", f"{args.games} of {args.game}"),
        (
            "websockets (uvicorn), permessage-deflate",
            f"{os.environ.get('BENCH_WS', 'auto')}, {deflating()}",
        ),
        ("load average (1 min) at start, at end", f"{load_before:.1f}, {os.getloadavg()[0]:.1f}"),
        (
            "thinking time of each move" if args.computers else "pause before each action",
            f"{args.pause:.2f} s" + ("" if args.computers else " (× 0.5–1.5)"),
        ),
        ("updates carry the panels", f"{args.panels}"),
        ("actions per game at most", f"{args.max_actions}"),
        ("games created and connected in", f"{setup:.1f} s"),
        ("actions played", f"{played:,} in {elapsed:.1f} s ({played / elapsed:,.0f}/s)"),
        (f"{timed} p50", at(0.50)),
        (f"{timed} p99 (load average now {os.getloadavg()[0]:.1f})", at(0.99)),
        (f"{timed} max", at(1.0)),
        (
            "server CPU over the play (share of one core)",
            f"{server_cpu:.1f} s ({server_cpu / elapsed:.0%})",
        ),
        (
            "server CPU an action (of which the event loop's thread)",
            f"{server_cpu / played * 1000:.2f} ms ({loop_cpu / played * 1000:.2f} ms)",
        ),
        (
            f"clients' CPU over the play ({args.client_procs} processes)",
            f"{client_cpu:.1f} s ({client_cpu / elapsed:.0%} of one core)",
        ),
        ("server memory before any game", f"{idle / 1024:.1f} MiB"),
        ("memory per game in memory (no socket)", f"{(in_memory - idle) / args.games:.1f} KiB"),
        ("memory per live game (all connected)", f"{(live - idle) / args.games:.1f} KiB"),
        (
            "memory per live game (busiest, in play)",
            f"{(sampler.peak_kib - idle) / args.games:.1f} KiB",
        ),
    ]


def pause_rows(
    pids: list[int], since: float, stamped: list[tuple[int, int, float, float]]
) -> list[tuple[str, str]]:
    """BENCH_PAUSES: the servers' garbage collections and late loop wake-ups over the play,
    and how many of the slowest round trips (``stamped``: their windows) a young collection
    fell in."""
    collections: list[list[float]] = []
    late: list[list[float]] = []
    for pid in pids:
        found = json.loads(Path(f"{os.environ['BENCH_PAUSES']}.{pid}").read_text())
        collections += [entry for entry in found["collections"] if entry[0] >= since]
        late += [entry for entry in found["late"] if entry[0] >= since]
    rows = []
    for generation in (0, 1, 2):
        ours = [entry for entry in collections if entry[1] == generation]
        if os.environ.get("BENCH_GC_SIZES") and ours:
            walked = sorted(entry[5] for entry in ours)
            rows.append(
                (
                    f"server GC gen {generation}: objects walked, median and most",
                    f"{walked[len(walked) // 2]:,}, {walked[-1]:,}",
                )
            )
        took = sorted(entry[2] for entry in ours)
        cpu = sorted(entry[4] for entry in ours)
        if took:
            rows.append(
                (
                    f"server GC gen {generation}: count, total, longest (CPU total, longest),"
                    " objects freed",
                    f"{len(took)}, {sum(took) * 1000:.0f} ms, {took[-1] * 1000:.1f} ms "
                    f"({sum(cpu) * 1000:.0f} ms, {cpu[-1] * 1000:.1f} ms), "
                    f"{sum(entry[3] for entry in ours):,}",
                )
            )
    import server_phases

    rows += server_phases.young_in_slowest(collections, [s for s in stamped if s[2] >= since])
    lateness = sorted(entry[1] for entry in late)
    rows.append(
        (
            "event loop late >20 ms / >100 ms, total, longest",
            f"{len(lateness)} / {sum(1 for x in lateness if x > 0.1)}, "
            f"{sum(lateness) * 1000:.0f} ms, {(lateness[-1] if lateness else 0) * 1000:.0f} ms",
        )
    )
    return [(f"  {name}", value) for name, value in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--pause", type=float, default=0.5)
    parser.add_argument("--game", default="highlander-duel")
    parser.add_argument("--options", default="{}")
    parser.add_argument("--db", default=None)
    parser.add_argument("--connect-at-once", type=int, default=50)
    parser.add_argument("--max-actions", type=int, default=10**9, help="per game")
    parser.add_argument("--client-procs", type=int, default=2, help="client processes")
    parser.add_argument("--servers", type=int, default=1, help="server processes (PostgreSQL)")
    parser.add_argument(
        "--panels", action="store_true", help="sockets ask for the panels (the page does not)"
    )
    parser.add_argument(
        "--computers", action="store_true", help="the server's own computer seats play"
    )
    parser.add_argument("--agent", default="random", help="their agent (with --computers)")
    parser.add_argument("--serve", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    if args.servers > 1 and not args.db:
        parser.error("--servers above 1 needs PostgreSQL (--db): processes share games by it")
    folder = tempfile.mkdtemp(prefix="stronghold-bench-")
    url = args.db or f"sqlite:///{folder}/server.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "STRONGHOLD_DATA": folder}
    servers = []
    try:
        bases = []
        for _ in range(args.servers):
            server = subprocess.Popen(
                [sys.executable, __file__, "--serve", url],
                env=env,
                stdout=subprocess.PIPE,
                text=True,
            )
            servers.append(server)
            assert server.stdout is not None
            port = int(server.stdout.readline().split()[1])
            bases.append(f"http://127.0.0.1:{port}")
        for base in bases:
            for _ in range(600):
                try:
                    httpx.get(base + "/api/games", timeout=5)
                    break
                except httpx.TransportError:
                    time.sleep(0.1)
        rows = run(args, bases, [server.pid for server in servers])
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=30)
    rows.insert(1, ("server processes", f"{args.servers}"))
    width = max(len(name) for name, _ in rows)
    print(f"server benchmark ({'PostgreSQL' if args.db else 'SQLite'}, {os.cpu_count()} cores)")
    for name, value in rows:
        print(f"  {name:<{width}}  {value}")


if __name__ == "__main__":
    main()
