"""The server's cyclic garbage collector: out of the way of the games.

A server's objects are of two kinds. What it loads to start (modules, card data, the lobby's
catalog) lives as long as the process. What the games make is freed by reference counting
almost entirely: over 10,000 actions of 500 games the cyclic collector found some 30,000
objects to free (SQLAlchemy's statement pieces, closed sockets), while its full collections
walked every live game's and connection's objects (some 300,000 at 500 games) for
0.25 s of CPU each, every ten seconds or so — stopping the event loop, and every game with
it, each time (0.25 to 1 s of round trip on this 2-core machine).

So, while a server runs:

- what it loaded to start is frozen (``gc.freeze``): no collection walks it again;
- young objects are collected as Python does by default (generations 0 and 1: cheap, and
  where nearly all of the little cyclic garbage is found);
- the full collection does not come with the allocation count but on a clock, every
  :data:`FULL_EVERY` seconds: what reaches the old generation and then becomes cyclic
  garbage (a few hundred objects in 10,000 actions) waits at most that long.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time

log = logging.getLogger("stronghold.server")

#: Seconds between two full collections while a server runs.
FULL_EVERY = 300.0
#: The collector's thresholds while a server runs: the young generations' as Python's
#: defaults; the old generation's never reached (the clock collects it).
THRESHOLDS = (700, 10, 2**31 - 1)


class Collector:
    """The collector's settings while one server runs (:meth:`start`), then as they were
    (:meth:`stop`)."""

    def __init__(self) -> None:
        self._before: tuple[int, int, int] | None = None
        self._clock: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Free what is garbage now, freeze what is left (the server as loaded), and let the
        old generation be collected on the clock (a task of the running loop)."""
        gc.collect()
        gc.freeze()
        self._before = gc.get_threshold()
        gc.set_threshold(*THRESHOLDS)
        self._clock = asyncio.get_running_loop().create_task(self._collect_forever())

    async def _collect_forever(self) -> None:
        while True:
            await asyncio.sleep(FULL_EVERY)
            began = time.perf_counter()
            freed = gc.collect()
            log.debug("full collection: %d freed in %.3f s", freed, time.perf_counter() - began)

    async def stop(self) -> None:
        """The collector as it was before :meth:`start` (what was frozen is collectable
        again)."""
        if self._clock is not None:
            self._clock.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._clock
            self._clock = None
        if self._before is not None:
            gc.set_threshold(*self._before)
            self._before = None
        gc.unfreeze()
