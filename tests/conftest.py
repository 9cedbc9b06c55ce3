"""Shared by every test folder: this folder is on the import path (pytest puts a conftest's
folder there), so helpers kept here, such as ``cli_runner``, are imported by name.

The files holding the longest single tests are handed out first (``make test`` runs on two
processes, ``--dist worksteal``): a long test that starts last keeps one process busy while the
other has nothing left to do, and work stealing can split a queue of tests but never one test.
"""

from __future__ import annotations

import pytest

#: The files with the longest single tests, longest first: CPU seconds of the longest test
#: (all its processes) measured on the whole suite in session 12 (`make test`'s two workers
#: on a loaded machine). The other files keep their order behind these.
SLOW_FIRST = (
    "tests/guardians/game/test_random_games.py",  # 36 s: 120 random games, checked
    "tests/guardians/test_random_combats.py",  # 15 s
    "tests/guardians/game/test_random_pool_games.py",  # 11 s
    "tests/server/test_server_soak.py",  # 9 s: server processes killed and restarted
    "tests/guardians/game/test_cards_stand_ins_random.py",  # 9 s
    "tests/server/test_server_processes.py",  # 7 s
    "tests/server/test_server_cli.py",  # 6 s
    "tests/guardians/game/test_cards_command_items_random.py",  # 6 s
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files of ``SLOW_FIRST`` first, in its order; every file's tests in their order."""
    rank = {path: index for index, path in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))
