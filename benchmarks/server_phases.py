"""BENCH_PHASES=PATH for benchmarks/server.py: where an action's round trip goes, per phase.

The server (``install``) stamps every action it takes with ``time.perf_counter`` (one clock
for every process on Linux: CLOCK_MONOTONIC) at each step of its way, and the event loop's
thread CPU time (``time.thread_time``) spent in each step on the loop; the store's thread
stamps its own start, end and CPU. The benchmark's clients give the moments they sent each
action and received its update; ``report`` joins both by (game, action number) and prints,
for all actions and for the slowest 1 %, the mean wall time of each leg of the trip:

    client sent -> server read (transport + the loop reading it late)
    read -> game lock taken -> applied (clone + apply) -> events made -> store thread started
    -> stored (commit) -> back on the loop -> update built and queued (views, diff, JSON)
    -> written to the acting seat's socket -> client received

Only the benchmark imports this: the server's code is patched in its own process.
"""

from __future__ import annotations

import bisect
import json
import re
import time
from pathlib import Path
from typing import Any

#: (game, action number) -> stamps of that action (name -> perf_counter), and CPU per phase.
STAMPS: dict[tuple[int, int], dict[str, float]] = {}

_UPDATE_HEAD = re.compile(r'"game":(\d+),"seat":(\d+|null),"actions":(\d+)')


def install() -> None:
    """Patch the server's hall, store and socket writer to stamp every action's steps."""
    from stronghold.server import app as app_module
    from stronghold.server import hall as hall_module
    from stronghold.server import store as store_module

    clock = time.perf_counter
    cpu = time.thread_time
    current: dict[int, tuple[int, int]] = {}  # live game id -> the action being taken
    by_state: dict[int, tuple[int, int]] = {}  # id of the state acted on -> the same

    original_act = hall_module.Hall.act

    async def act(self: Any, live: Any, seat: int, text: str, **kwargs: Any) -> Any:
        key = (live.id, len(live.state.history) + 1)
        stamps = STAMPS.setdefault(key, {})
        stamps["read"] = clock()
        stamps["seat"] = seat
        return await original_act(self, live, seat, text, **kwargs)

    hall_module.Hall.act = act  # type: ignore[method-assign]

    original_inner = hall_module.Hall._act

    async def inner(self: Any, live: Any, seat: int, text: str, *, again: bool) -> Any:
        key = (live.id, len(live.state.history) + 1)
        current[live.id] = key
        by_state[id(live.state)] = key
        stamps = STAMPS.setdefault(key, {})
        stamps["locked"] = clock()
        stamps["cpu_locked"] = cpu()
        return await original_inner(self, live, seat, text, again=again)

    hall_module.Hall._act = inner  # type: ignore[method-assign]

    original_events = hall_module.audience_events

    def audience_events(before: Any, action: Any, after: Any) -> Any:
        key = by_state.get(id(after), (-1, 0))
        stamps = STAMPS.setdefault(key, {})
        stamps["applied"] = clock()
        began = cpu()
        stamps["cpu_apply"] = began - stamps.get("cpu_locked", began)
        told = original_events(before, action, after)
        stamps["cpu_events"] = cpu() - began
        stamps["events"] = clock()
        return told

    hall_module.audience_events = audience_events

    original_batch = store_module.Store._write_batch

    def write_batch(self: Any, batch: list[Any]) -> Any:
        began_at = clock()
        began = cpu()
        try:
            return original_batch(self, batch)
        finally:
            ended_at = clock()
            share = (cpu() - began) / max(1, len(batch))
            for entry in batch:
                stamps = STAMPS.setdefault((entry.game, entry.number), {})
                stamps["store_start"] = began_at
                stamps["store_end"] = ended_at
                stamps["cpu_store"] = share
                stamps["batch"] = len(batch)

    store_module.Store._write_batch = write_batch  # type: ignore[method-assign]

    original_send = hall_module.Hall._send

    def send(self: Any, live: Any, events: Any) -> None:
        key = current.get(live.id, (live.id, len(live.state.history)))
        stamps = STAMPS.setdefault(key, {})
        if "back" in stamps or key[1] != len(live.state.history):
            original_send(self, live, events)
            return
        stamps["back"] = clock()
        began = cpu()
        original_send(self, live, events)
        stamps["cpu_send"] = cpu() - began
        stamps["queued"] = clock()

    hall_module.Hall._send = send  # type: ignore[method-assign]

    async def write_updates(websocket: Any, connection: Any) -> None:
        while True:
            message = await connection.queue.get()
            began = cpu()
            await websocket.send_text(message)
            head = _UPDATE_HEAD.search(message, 0, 120)
            if head is not None and head.group(2) != "null":
                stamps = STAMPS.get((int(head.group(1)), int(head.group(3))))
                if stamps is not None and int(head.group(2)) == stamps.get("seat"):
                    stamps["written"] = clock()
                    stamps["cpu_write"] = cpu() - began
            if connection.dropped:
                await websocket.close(code=app_module.CLOSE_POLICY, reason="too far behind")
                return

    app_module.write_updates = write_updates


def dump(path: str) -> None:
    """Write the stamps taken so far to ``path`` (JSON)."""
    rows = [[game, number, stamps] for (game, number), stamps in STAMPS.items()]
    Path(path).write_text(json.dumps(rows), encoding="utf-8")


LEGS = (
    ("client sent -> server read", "sent", "read"),
    ("read -> game lock taken", "read", "locked"),
    ("lock -> applied (clone, apply)", "locked", "applied"),
    ("applied -> events made", "applied", "events"),
    ("events -> its batch's transaction began", "events", "store_start"),
    ("its batch's transaction (commit)", "store_start", "store_end"),
    ("stored -> back on the loop", "store_end", "back"),
    ("update built and queued", "back", "queued"),
    ("queued -> written to the socket", "queued", "written"),
    ("written -> client received", "written", "received"),
)
CPU = ("cpu_apply", "cpu_events", "cpu_send", "cpu_write", "cpu_store")


def report(path: str, trips: list[tuple[int, int, float, float]]) -> list[tuple[str, str]]:
    """Rows for the benchmark's table: each leg's mean wall time over every action and over
    the slowest 1 % of round trips, and the mean CPU of each step."""
    stamps = {(game, number): found for game, number, found in json.loads(Path(path).read_text())}
    joined = []
    for game, number, sent, received in trips:
        found = stamps.get((game, number))
        if found is None:
            continue
        joined.append({**found, "sent": sent, "received": received})
    complete = [row for row in joined if all(row.get(a) and row.get(b) for _, a, b in LEGS)]
    complete.sort(key=lambda row: row["received"] - row["sent"])
    slow = complete[-max(1, len(complete) // 100) :]
    rows = [("phases: actions stamped end to end", f"{len(complete):,} of {len(trips):,}")]
    for name, first, second in LEGS:
        every = sum(row[second] - row[first] for row in complete) / max(1, len(complete))
        worst = sum(row[second] - row[first] for row in slow) / max(1, len(slow))
        rows.append(
            (f"  {name}: mean, mean of slowest 1%", f"{every * 1e3:.1f}, {worst * 1e3:.1f} ms")
        )
    for name in CPU:
        values = [row[name] for row in joined if name in row]
        mean = sum(values) / max(1, len(values))
        rows.append((f"  CPU {name[4:]} an action (mean)", f"{mean * 1e6:.0f} µs"))
    batches = [row["batch"] for row in joined if "batch" in row]
    rows.append(
        (
            "  actions a stored batch (mean over actions)",
            f"{sum(batches) / max(1, len(batches)):.1f}",
        )
    )
    return rows


def young_in_slowest(
    collections: list[list[float]], stamped: list[tuple[int, int, float, float]]
) -> list[tuple[str, str]]:
    """Whether young collections (generations 0 and 1) show in the p99: of the round trips
    (their windows, from sent to received) above p99, and of all, how many overlap one; and,
    in the slowest, the wall time of those collections inside them and the CPU they took (on
    a loaded machine a collection's wall time is mostly the scheduler's: its CPU is its own)."""
    young = sorted((end - took, end, cpu) for end, gen, took, _, cpu, *_ in collections if gen < 2)
    if not stamped:
        return []
    starts = [start for start, _, _ in young]

    def inside(window: tuple[int, int, float, float]) -> tuple[float, float]:
        _, _, begin, end = window
        wall = cpu = 0.0
        for index in range(max(0, bisect.bisect_left(starts, begin) - 1), len(young)):
            start, stop, used = young[index]
            if start > end:
                break
            if stop > begin:
                wall += min(stop, end) - max(start, begin)
                cpu += used
        return wall, cpu

    ranked = sorted(stamped, key=lambda window: window[3] - window[2])
    slowest = ranked[int(0.99 * len(ranked)) :]
    hit = [inside(window) for window in slowest]
    everywhere = sum(1 for window in ranked if inside(window)[0] > 0)
    total = sum(w[3] - w[2] for w in slowest)
    wall, cpu = sum(h[0] for h in hit), sum(h[1] for h in hit)
    return [
        (
            "young GC in the round trips above p99: overlapping one, of them",
            f"{sum(1 for h in hit if h[0] > 0)} of {len(slowest)}",
        ),
        (
            "  their wall time in those round trips, its CPU, of the round trips' time",
            f"{wall * 1000:.1f} ms, {cpu * 1000:.1f} ms, {total * 1000:.0f} ms "
            f"({wall / max(total, 1e-9):.1%}, CPU {cpu / max(total, 1e-9):.1%})",
        ),
        (
            "young GC in all round trips: overlapping one, of them",
            f"{everywhere:,} of {len(ranked):,} ({everywhere / len(ranked):.1%})",
        ),
    ]
