"""A throwaway PostgreSQL cluster for the server's tests: Debian's PostgreSQL, started under
/tmp as the ``postgres`` user (``pg_ctl`` refuses root) on a free loopback port, and removed
after. The Makefile's ``system-deps`` installs PostgreSQL when it is missing."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg


def postgres_bin() -> Path:
    """The folder of Debian's PostgreSQL programs (the newest version installed)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).resolve().parent
    raise RuntimeError("PostgreSQL is not installed: run `make system-deps` (apt-get postgresql)")


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    """``command`` run as the ``postgres`` user when we are root (PostgreSQL refuses root)."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@contextmanager
def cluster() -> Iterator[str]:
    """A running cluster for the test session; its base URL (no database name)."""
    programs = postgres_bin()
    folder = Path(tempfile.mkdtemp(prefix="stronghold-pg-", dir="/tmp"))
    data = folder / "data"
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    port = free_port()
    run = {"check": True, "capture_output": True, "text": True, "timeout": 120}
    try:
        subprocess.run(
            _as_postgres(
                [str(programs / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
                 "-E", "UTF8", "--no-sync"]
            ),
            **run,
        )  # fmt: skip
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run(
            _as_postgres(
                [str(programs / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"),
                 "-o", options, "-w", "start"]
            ),
            **run,
        )  # fmt: skip
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}"
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run(
                _as_postgres(
                    [str(programs / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]
                ),
                capture_output=True,
                timeout=60,
            )
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def database(base: str) -> Iterator[str]:
    """A new, empty database in the cluster at ``base``; its URL. Dropped after."""
    name = f"stronghold_{uuid.uuid4().hex[:12]}"
    plain = base.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(f"{plain}/postgres", autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{base}/{name}"
    finally:
        with psycopg.connect(f"{plain}/postgres", autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
