"""Running ``stronghold`` as a user runs it, for the tests of the command line: a fresh process
in a folder of the test's own, with that folder's ``data`` as the user's data folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_stronghold(
    *args: str, cwd: Path, stdin: str = "", columns: int = 160
) -> subprocess.CompletedProcess[str]:
    """``stronghold ARGS`` in ``cwd`` (its data folder ``cwd/data``) with ``stdin`` piped in (not
    a terminal), uncoloured, ``columns`` wide."""
    env = {
        **os.environ,
        "COLUMNS": str(columns),
        "NO_COLOR": "1",
        "PYTHONPATH": str(REPO),
        "STRONGHOLD_DATA": str(cwd / "data"),
    }
    return subprocess.run(
        [sys.executable, "-m", "stronghold.cli.main", *args],
        cwd=cwd,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=240,
    )
