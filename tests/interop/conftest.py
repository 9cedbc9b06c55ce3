"""Fixtures of the research interfaces' tests (their games' setups: ``interop_games``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session")
def local_ray() -> Iterator[None]:
    """One local Ray (two CPUs, on loopback) for the whole session, shut down at its end."""
    from stronghold.interop.ray import start

    start(workers=2)  # before anything else starts Ray: its sockets on 127.0.0.1
    import ray

    yield
    ray.shutdown()
