from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from stronghold.games.highlander.encoding import ENCODING

__all__ = ["ENCODING"]


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use (``ENCODING``: the fixed action
    space and observation layout for research interfaces)."""
    if name != "ENCODING":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return importlib.import_module(f"{__name__}.encoding").ENCODING
