"""Agent tests run with the toy games registered, and leave the registry as they found it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from agent_toys import register_toys, unregister_toys


@pytest.fixture(autouse=True)
def toys_registered() -> Iterator[None]:
    """Register the toy games for one test."""
    register_toys()
    yield
    unregister_toys()
