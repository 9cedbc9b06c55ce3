"""Simulations on Ray (docs/interop.md): ``stronghold sim GAME --backend ray --workers N``.

:func:`runner` gives :func:`stronghold.agents.sim.simulate` a way to play its games as Ray
tasks, on a local Ray started for the run (``N`` CPUs, its sockets on 127.0.0.1) or on the
cluster at ``address``. Each game depends only on its number and the run's seed, so the totals
are those of the local process pool.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from stronghold.agents.sim import GameResult, Runner


def start(*, workers: int | None = None, address: str | None = None) -> None:
    """Connect to Ray once per process: the cluster at ``address``, else a local Ray with
    ``workers`` CPUs whose every socket is on 127.0.0.1."""
    if address is None:
        # Ray reads this when it is first imported: set it for Ray's own processes too, and in
        # Ray's constants if something imported Ray before us.
        os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
    import ray

    if address is None:
        from ray._private import ray_constants

        ray_constants.ENABLE_RAY_CLUSTER = False
    if ray.is_initialized():
        return
    if address is not None:
        ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
    else:
        ray.init(
            num_cpus=workers,
            include_dashboard=False,
            logging_level=logging.WARNING,
            log_to_driver=False,
        )


def runner(*, workers: int | None = None, address: str | None = None) -> Runner:
    """A :data:`~stronghold.agents.sim.Runner` playing each game as a Ray task."""

    def run(
        play: Callable[..., GameResult], calls: Sequence[tuple[Any, ...]]
    ) -> Iterator[GameResult]:
        import ray

        start(workers=workers, address=address)
        task = ray.remote(num_cpus=1)(play)
        pending = [task.remote(*arguments) for arguments in calls]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])

    return run
