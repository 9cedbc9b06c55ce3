"""Fixtures of the server's tests: a database of each kind (SQLite file, real PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from server_postgres import cluster, database


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[str]:
    """One throwaway PostgreSQL cluster for the whole session (per test process)."""
    with cluster() as base:
        yield base


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database: a SQLite file of the test's own, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'server.sqlite3'}"
        return
    with database(request.getfixturevalue("postgres_cluster")) as url:
        yield url
